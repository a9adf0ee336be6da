// The cache-hinted loads and stores (CUDA C++ Programming Guide §5.4.8.3) on __half, __half2,
// __nv_bfloat16 and __nv_bfloat162, which cuda_fp16.h and cuda_bf16.h declare (llm.c streams
// bf16 activations with __ldcs and __stcs).
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void k(const __nv_bfloat16 *b, const __half *h, const __half2 *h2, const __nv_bfloat162 *b2, float *o, __half *ho, __nv_bfloat16 *bo)
{
    o[0] = __bfloat162float(__ldcs(b + 1));
    o[1] = __half2float(__ldg(h + 1));
    __half2 x = __ldcg(h2);
    o[2] = __low2float(x) + __high2float(x);
    __nv_bfloat162 y = __ldlu(b2);
    o[3] = __low2float(y) * __high2float(y);
    __stcs(ho, __float2half(6.5f));
    __stwt(bo, __float2bfloat16(-3.0f));
}
int main()
{
    __nv_bfloat16 *b, *bo; __half *h, *ho; __half2 *h2; __nv_bfloat162 *b2; float *o;
    cudaMallocManaged(&b, 4); cudaMallocManaged(&h, 4); cudaMallocManaged(&h2, 4); cudaMallocManaged(&b2, 4);
    cudaMallocManaged(&o, 16); cudaMallocManaged(&ho, 2); cudaMallocManaged(&bo, 2);
    b[1] = __float2bfloat16(2.5f); h[1] = __float2half(0.25f); h2[0] = __floats2half2_rn(1.5f, 2.0f); b2[0] = __floats2bfloat162_rn(3.0f, 4.0f);
    k<<<1, 1>>>(b, h, h2, b2, o, ho, bo);
    cudaDeviceSynchronize();
    printf("%g %g %g %g %g %g\n", o[0], o[1], o[2], o[3], __half2float(*ho), __bfloat162float(*bo));
}
