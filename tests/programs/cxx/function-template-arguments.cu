// A template parameter of type pointer to function (C++17 [temp.param] p4, [temp.arg.nontype]):
// the argument names a function (`f` or `&f`), and the instance calls it. llm.c's
// blockReduce<warpReduceSum>(v) is this shape, in device code; apply<twice> is the host's.
#include <cstdio>

using reduction_func_t = float (*)(float);

__device__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}

__device__ float warp_max(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
    return v;
}

template <reduction_func_t warp_reduction> __device__ float block_reduce(float v)
{
    __shared__ float s[32];
    v = warp_reduction(v);
    if (threadIdx.x % 32 == 0)
        s[threadIdx.x / 32] = v;
    __syncthreads();
    v = threadIdx.x < blockDim.x / 32 ? s[threadIdx.x] : 0.f;
    __syncthreads();
    return warp_reduction(v);
}

template <int (*F)(int)> int apply(int x) { return F(x); }
int twice(int x) { return 2 * x; }
int negate(int x) { return -x; }

__global__ void reduce(float *o)
{
    float a = block_reduce<warp_sum>((float)threadIdx.x);
    float b = block_reduce<&warp_max>((float)threadIdx.x);
    if (threadIdx.x == 0) {
        o[0] = a;
        o[1] = b;
    }
}

int main()
{
    float *o;
    cudaMallocManaged(&o, 2 * sizeof(float));
    reduce<<<1, 64>>>(o);
    cudaDeviceSynchronize();
    printf("sum %g max %g apply %d %d\n", o[0], o[1], apply<twice>(21), apply<&negate>(5));
    return 0;
}
