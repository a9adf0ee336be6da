// __half and __nv_bfloat16 in device code to and from their _raw structs (the classes'
// conversion functions), copied with every bit kept (a NaN's payload too), and __half2
// operators. CUDA C++ Programming Guide §5.4.11; the output is
// what an H100 printed.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void kernel()
{
    __half h = __float2half(1.0f);
    __half_raw q = h;
    __half n = __ushort_as_half(0x7e01), k;
    k = n;
    __half2 x = __halves2half2(__float2half(1.5f), n);
    __half2_raw r = x;
    __half2 y = x + x;
    printf("half_raw %04x nan %04x half2_raw %04x.%04x sum %04x.%04x\n", q.x, __half_as_ushort(k), r.x, r.y,
           __half_as_ushort(y.x), __half_as_ushort(y.y));
    __nv_bfloat16 t = __float2bfloat16(1.5f);
    __nv_bfloat16_raw tq = t;
    __nv_bfloat16 bn = __ushort_as_bfloat16(0x7fa1), bk;
    bk = bn;
    printf("bfloat16_raw %04x nan %04x\n", tq.x, __bfloat16_as_ushort(bk));
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
