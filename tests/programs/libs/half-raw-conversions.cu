// __half, __half2, __nv_bfloat16 and __nv_bfloat162 in host code to and from their _raw
// structs (cuda_fp16.h's and cuda_bf16.h's conversion functions, not the conversion to float),
// and assigned to each other with every bit kept (a NaN's payload too: the implicit copy
// assignment, not operator=(float) through the conversion to float). CUDA C++ Programming
// Guide §5.4.11 (half precision); the output is what nvcc 13.0's build printed.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

int main()
{
    __half h = __float2half(1.0f);
    __half_raw q = h;
    __half_raw q2 = static_cast<__half_raw>(h);
    printf("half_raw %04x %04x\n", q.x, q2.x);
    __half n = __ushort_as_half(0x7e01), k;
    k = n;
    printf("half NaN copied %04x\n", __half_as_ushort(k));
    __half2 x = __halves2half2(__float2half(1.5f), n);
    __half2_raw r = x;
    __half2_raw r2 = static_cast<__half2_raw>(x);
    printf("half2_raw %04x.%04x %04x.%04x\n", r.x, r.y, r2.x, r2.y);
    __half2 y;
    y = x;
    printf("half2 copied %04x.%04x\n", __half_as_ushort(y.x), __half_as_ushort(y.y));

    __nv_bfloat16 t = __float2bfloat16(1.5f);
    __nv_bfloat16_raw tq = t;
    printf("bfloat16_raw %04x\n", tq.x);
    __nv_bfloat16 bn = __ushort_as_bfloat16(0x7fa1), bk;
    bk = bn;
    printf("bfloat16 NaN copied %04x\n", __bfloat16_as_ushort(bk));
    __nv_bfloat162 bx = __halves2bfloat162(t, bn);
    __nv_bfloat162_raw br = bx;
    printf("bfloat162_raw %04x.%04x\n", br.x, br.y);
    return 0;
}
