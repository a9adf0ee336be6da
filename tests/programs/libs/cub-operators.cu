// The function objects CUB code passes as reduction operators (docs/libraries.md, "CUB"):
// libcu++'s cuda::std::plus<T> (<cuda/std/functional>), cuda::maximum<> and cuda::minimum<T>
// (<cuda/functional>) and a program's own functor, in BlockReduce, WarpReduce and
// DeviceReduce::Reduce, on integers (whose results do not depend on the order).
#include <cstdio>
#include <cuda/functional>
#include <cuda/std/functional>
#include <cub/cub.cuh>

struct AbsMax {
    __host__ __device__ int operator()(int a, int b) const { return (a < 0 ? -a : a) < (b < 0 ? -b : b) ? b : a; }
};

__global__ void kernel(const int *in, int *out)
{
    typedef cub::BlockReduce<int, 64> BR;
    typedef cub::WarpReduce<unsigned> WR;
    __shared__ BR::TempStorage tmp;
    __shared__ WR::TempStorage wtmp[2];
    int x = in[threadIdx.x];
    int sum = BR(tmp).Reduce(x, cuda::std::plus<int>());
    __syncthreads();
    int max = BR(tmp).Reduce(x, cuda::maximum<>());
    __syncthreads();
    int min = BR(tmp).Reduce(x, cuda::minimum<int>());
    __syncthreads();
    int absmax = BR(tmp).Reduce(x, AbsMax());
    unsigned wmul = WR(wtmp[threadIdx.x / 32]).Reduce((unsigned)(threadIdx.x % 3 + 1), cuda::std::multiplies<unsigned>());
    if (threadIdx.x == 0) {
        out[0] = sum;
        out[1] = max;
        out[2] = min;
        out[3] = absmax;
    }
    if (threadIdx.x % 32 == 0)
        out[4 + threadIdx.x / 32] = (int)(wmul % 1000003u);
}

int main()
{
    int *in, *out;
    cudaMallocManaged(&in, 64 * sizeof(int));
    cudaMallocManaged(&out, 8 * sizeof(int));
    for (int i = 0; i < 64; i++)
        in[i] = (i * 37) % 71 - 40;
    kernel<<<1, 64>>>(in, out);
    cudaDeviceSynchronize();
    printf("block: sum %d max %d min %d absmax %d\n", out[0], out[1], out[2], out[3]);
    printf("warp products mod 1000003: %d %d\n", out[4], out[5]);
    void *tmp = NULL;
    size_t bytes = 0;
    cub::DeviceReduce::Reduce(tmp, bytes, in, out + 6, 64, AbsMax(), 0);
    cudaMalloc(&tmp, bytes);
    cub::DeviceReduce::Reduce(tmp, bytes, in, out + 6, 64, AbsMax(), 0);
    cub::DeviceReduce::Reduce(tmp, bytes, in, out + 7, 64, cuda::minimum<>(), 1000);
    cudaDeviceSynchronize();
    printf("device: absmax %d min %d\n", out[6], out[7]);
    printf("host: %d %g %d\n", cuda::std::plus<int>()(2, 3), cuda::maximum<>()(2, 7.5), cuda::minimum<int>()(4, -1));
    cudaFree(tmp);
    return 0;
}
