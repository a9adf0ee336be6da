// sqrt.approx.f32 and sqrt.approx.ftz.f32 (MUFU.SQRT; --use_fast_math's and --prec-sqrt=false's
// sqrtf): not the correctly rounded root. An H100 ran both on all 2^32 operands: 8.4% of the
// results are one unit in the last place below or above sqrt.rn's (tests/device-sweeps/
// sqrtapprox.cu); a subnormal operand is scaled by 2^24 and its root by 2^-12 (the SASS), the
// .ftz form flushes it. The operands here are ones where the two differ, and special values.
#include <cstdio>

__global__ void k(const unsigned *in, unsigned *out, int n)
{
    int i = threadIdx.x;
    if (i >= n)
        return;
    float x = __uint_as_float(in[i]), a, f, r;
    asm("sqrt.approx.f32 %0, %1;" : "=f"(a) : "f"(x));
    asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(f) : "f"(x));
    asm("sqrt.rn.f32 %0, %1;" : "=f"(r) : "f"(x));
    out[3 * i] = __float_as_uint(a);
    out[3 * i + 1] = __float_as_uint(f);
    out[3 * i + 2] = __float_as_uint(r);
}

int main()
{
    const unsigned h[] = {0x00005581u, 0x00005585u, 0x0000558bu, 0x0000558cu, 0x00005593u, 0x00005594u, 0x00005909u, 0x00005913u, 0x00005914u, 0x0000d23eu, 0x0000d23fu, 0x00015986u, 0x00804001u, 0x00804003u, 0x00804005u, 0x00804007u, 0x00807120u, 0x00807122u, 0x008080d8u, 0x008080dau, 0x008080dcu, 0x0080fd0cu, 0x0080fd0eu, 0x0080fd10u,
                          0x00000000u, 0x80000000u, 0x3f800000u, 0x40000000u, 0x7f800000u,
                          0xbf800000u, 0x7fc00000u, 0x00000001u};
    const int n = sizeof h / sizeof h[0];
    unsigned *d, *o, r[3 * n];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, sizeof r);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 64>>>(d, o, n);
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%08x approx %08x ftz %08x rn %08x\n", h[i], r[3 * i], r[3 * i + 1], r[3 * i + 2]);
    return 0;
}
