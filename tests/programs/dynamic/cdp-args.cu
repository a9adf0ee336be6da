// Arguments and configurations of device-side launches (CUDA C++ Programming Guide §4.18 "CUDA
// Dynamic Parallelism"): a dim3 grid and block, dynamic shared memory, a structure, a double and
// a char passed by value, a kernel template's instance, and launches from every thread of
// several blocks (each block's NULL stream is its own).
#include <cstdio>

struct Box {
    int a;
    double b;
    char c[3];
};

template <typename T>
__global__ void child(T *out, Box box, double scale, char tag)
{
    extern __shared__ int sh[];
    int t = threadIdx.x + blockDim.x * threadIdx.y;
    sh[t] = t;
    __syncthreads();
    int b = blockIdx.x + gridDim.x * blockIdx.y;
    int n = blockDim.x * blockDim.y;
    out[b * n + t] = (T)(sh[n - 1 - t] + box.a + box.b * scale + box.c[1] + tag);
}

__global__ void count(unsigned *sum, int from)
{
    atomicAdd(sum, (unsigned)(from * 100 + threadIdx.x));
}

__global__ void parent(float *out, unsigned *sum)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        Box box = {1000, 0.5, {'x', 2, 'z'}};
        dim3 grid(2, 2), block(4, 2);
        child<float><<<grid, block, 8 * sizeof(int)>>>(out, box, 4.0, 1);
    }
    count<<<1, 4>>>(sum, blockIdx.x * blockDim.x + threadIdx.x);
}

int main()
{
    float *out;
    unsigned *sum;
    cudaMalloc(&out, 32 * sizeof(float));
    cudaMalloc(&sum, sizeof(unsigned));
    cudaMemset(sum, 0, sizeof(unsigned));
    parent<<<3, 64>>>(out, sum);
    printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    float h[32];
    unsigned hs;
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hs, sum, sizeof hs, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i++)
        printf("%g%c", h[i], i % 8 == 7 ? '\n' : ' ');
    printf("sum %u\n", hs);
    return 0;
}
