/* Integer intrinsics, conversions with a rounding mode and fast-math edge cases on inputs where
   the CUDA Math API leaves room for doubt (selector bit 3 of __byte_perm, __fns directions,
   NaN and out-of-range conversions, __fdividef's large-divisor rule), as an H200 computes them.
   Checked against cudarepl by the program runner; cited by tests/builtins. */
#include <stdio.h>
#include <math.h>

#define NI 40
__global__ void ints(const unsigned *a, unsigned *o)
{
    unsigned x = a[0], y = a[1], z = a[2];   /* 0x80, 0x12345678, 0xfedcba98 */
    int k = 0;
    o[k++] = __byte_perm(x, y, 0x8);
    o[k++] = __byte_perm(x, y, 0x9);
    o[k++] = __byte_perm(y, z, 0xfedc);
    o[k++] = __byte_perm(y, z, 0x7654);
    o[k++] = __funnelshift_l(y, z, 32 + a[3]);    /* a[3] = 4 */
    o[k++] = __funnelshift_lc(y, z, 32 + a[3]);
    o[k++] = __funnelshift_r(y, z, 0u - a[3]);
    o[k++] = __funnelshift_rc(y, z, 0u - a[3]);
    o[k++] = __fns(0xf0f0u, 0, 1);
    o[k++] = __fns(0xf0f0u, 0, 5);
    o[k++] = __fns(0xf0f0u, 9, -1);
    o[k++] = __fns(0xf0f0u, 9, 1);
    o[k++] = __fns(0xf0f0u, 31, -3);
    o[k++] = __fns(0xf0f0u, 40, 1);
    o[k++] = __fns(0xf0f0u, 4, 0);
    o[k++] = __fns(0u, 4, -1);
    o[k++] = __mul24((int)z, (int)y);
    o[k++] = __umul24(z, y);
    o[k++] = __mulhi((int)z, (int)y);
    o[k++] = __umulhi(z, y);
    o[k++] = __sad((int)z, (int)y, 7u);
    o[k++] = __usad(z, y, 7u);
    o[k++] = __hadd((int)z, (int)y);
    o[k++] = __rhadd((int)z, (int)x);
    o[k++] = __uhadd(z, z);
    o[k++] = __urhadd(z, 1u);
    o[k++] = __dp4a((int)y, (int)z, 5);
    o[k++] = __dp4a(y, z, 5u);
    o[k++] = __dp2a_lo((int)y, (int)z, 5);
    o[k++] = __dp2a_hi(y, z, 5u);
    o[k++] = __clz((int)x);
    o[k++] = __ffs((int)z);
    o[k++] = __brev(y);
    o[k++] = __popc(z);
    o[k++] = (unsigned)__clzll((long long)y << 20);
    o[k++] = (unsigned)__ffsll((long long)z << 32);
    o[k++] = (unsigned)(__mul64hi((long long)z << 32, (long long)y) >> 16);
    o[k++] = (unsigned)(__umul64hi((unsigned long long)z << 32, y) >> 16);
    o[k++] = (unsigned)__brevll((unsigned long long)y);
    o[k++] = (unsigned)__popcll(((unsigned long long)z << 32) | y);
}

#define NF 12
#define NC 20
__global__ void convs(const float *fv, const double *dv, long long *o)
{
    int i = threadIdx.x, k = 0;
    if (i >= NF) return;
    float f = fv[i];
    double d = dv[i];
    long long *r = o + i * NC;
    r[k++] = __float2int_rn(f); r[k++] = __float2int_rz(f); r[k++] = __float2int_ru(f); r[k++] = __float2int_rd(f);
    r[k++] = __float2uint_rn(f); r[k++] = __float2uint_rd(f);
    r[k++] = __float2ll_rn(f); r[k++] = (long long)__float2ull_ru(f);
    r[k++] = __double2int_rn(d); r[k++] = __double2int_ru(d); r[k++] = __double2uint_rz(d);
    r[k++] = __double2ll_rd(d); r[k++] = (long long)__double2ull_rn(d);
    r[k++] = __float_as_uint(__double2float_rz(d)); r[k++] = __float_as_uint(__double2float_ru(d));
    r[k++] = __float_as_uint(__fdividef(1.0f, f)); r[k++] = __float_as_uint(__saturatef(f));
    r[k++] = __float_as_uint(__frcp_rd(f)); r[k++] = __float_as_uint(__fsqrt_ru(f));
    r[k++] = lrintf(f);
}

int main(void)
{
    unsigned ha[4] = {0x80u, 0x12345678u, 0xfedcba98u, 4u}, ho[NI], *da, *dout;
    float hf[NF];
    double hd[NF];
    long long hc[NF * NC], *dc;
    float *df; double *dd;
    double vals[NF] = {0, 0, 0, 2.5, -2.5, 3.5, 0.49999997, -0.5, 1e10, -3e9, 3e38, 1e-40};
    int i, j;
    for (i = 0; i < NF; i++) { hf[i] = (float)vals[i]; hd[i] = vals[i]; }
    hf[0] = nanf(""); hd[0] = nan(""); hf[1] = INFINITY; hd[1] = -INFINITY; hf[2] = -0.0f; hd[2] = 4294967295.5;
    cudaMalloc((void **)&da, sizeof ha); cudaMalloc((void **)&dout, sizeof ho);
    cudaMalloc((void **)&df, sizeof hf); cudaMalloc((void **)&dd, sizeof hd); cudaMalloc((void **)&dc, sizeof hc);
    cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    ints<<<1, 1>>>(da, dout);
    convs<<<1, 32>>>(df, dd, dc);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
    for (i = 0; i < NI; i++) printf("int %2d: %08x\n", i, ho[i]);
    for (i = 0; i < NF; i++) {
        printf("conv %08x/%016llx:", *(unsigned *)&hf[i], *(unsigned long long *)&hd[i]);
        for (j = 0; j < NC; j++) printf(" %llx", (unsigned long long)hc[i * NC + j]);
        printf("\n");
    }
    return 0;
}
