/* Bit patterns of the device math functions that math-bits.cu does not cover (inverse error
   functions, normcdf, rhypot, exponent functions, results through pointers, the remaining
   rounding-mode intrinsics), for the same 24 inputs, on an H200. Compared bit for bit by
   tests/builtins/test_math.c. */
#include <stdio.h>
#include <math.h>

#define NF 24
#define F1(X) X(erfinvf) X(erfcinvf) X(normcdff) X(normcdfinvf) X(logbf) X(__frcp_rn) X(__frcp_rz) \
    X(__fsqrt_rd) X(__fsqrt_ru) X(fdividef_1) X(ldexpf_5) X(scalbnf_m3) X(frexpf_m) X(frexpf_e) \
    X(modff_f) X(modff_i) X(sincosf_s) X(sincosf_c) X(sincospif_s) X(sincospif_c) X(__sincosf_s) \
    X(__sincosf_c) X(lrintf_) X(lroundf_) X(exp10f_) X(rsqrtf_)
#define D1(X) X(erfinv) X(erfcinv) X(normcdf) X(normcdfinv) X(logb) X(rcbrt) X(__drcp_rn) X(__drcp_ru) \
    X(__dsqrt_rn) X(__dsqrt_rz) X(frexp_m) X(frexp_e) X(modf_f) X(remquo_q) X(sincospi_s) X(sincospi_c)
#define F2(X) X(rhypotf) X(nextafterf) X(__fsub_rn) X(__fsub_ru) X(__fmul_rn) X(__fmul_ru) X(__fmul_rd) \
    X(__fdiv_ru) X(__fdiv_rd) X(__fadd_rz) X(__fadd_rd) X(remquof_r) X(remquof_q) X(__fmaf_rn_xyx) \
    X(__fmaf_rz_xyx) X(__fmaf_ru_xyx) X(__fmaf_rd_xyx)
#define D2(X) X(rhypot) X(nextafter) X(__dadd_rz) X(__dsub_rd) X(__dmul_ru) X(__ddiv_rn) X(__ddiv_rz) \
    X(__fma_rn_xyx) X(__fma_rz_xyx) X(__fma_ru_xyx) X(__fma_rd_xyx)

__device__ float fdividef_1(float a) { return fdividef(1.0f, a); }
__device__ float ldexpf_5(float a) { return ldexpf(a, 5); }
__device__ float scalbnf_m3(float a) { return scalbnf(a, -3); }
__device__ float frexpf_m(float a) { int e; return frexpf(a, &e); }
__device__ float frexpf_e(float a) { int e = 0; frexpf(a, &e); return __int_as_float(e); }
__device__ float modff_f(float a) { float i; return modff(a, &i); }
__device__ float modff_i(float a) { float i; modff(a, &i); return i; }
__device__ float sincosf_s(float a) { float s, c; sincosf(a, &s, &c); return s; }
__device__ float sincosf_c(float a) { float s, c; sincosf(a, &s, &c); return c; }
__device__ float sincospif_s(float a) { float s, c; sincospif(a, &s, &c); return s; }
__device__ float sincospif_c(float a) { float s, c; sincospif(a, &s, &c); return c; }
__device__ float __sincosf_s(float a) { float s, c; __sincosf(a, &s, &c); return s; }
__device__ float __sincosf_c(float a) { float s, c; __sincosf(a, &s, &c); return c; }
__device__ float lrintf_(float a) { return __int_as_float((int)lrintf(a)); }
__device__ float lroundf_(float a) { return __int_as_float((int)lroundf(a)); }
__device__ float exp10f_(float a) { return exp10f(a); }
__device__ float rsqrtf_(float a) { return rsqrtf(a); }
__device__ double frexp_m(double a) { int e; return frexp(a, &e); }
__device__ double frexp_e(double a) { int e = 0; frexp(a, &e); return __longlong_as_double(e); }
__device__ double modf_f(double a) { double i; return modf(a, &i); }
__device__ double remquo_q(double a) { int q = 0; remquo(a, 2.5, &q); return __longlong_as_double(q); }
__device__ double sincospi_s(double a) { double s, c; sincospi(a, &s, &c); return s; }
__device__ double sincospi_c(double a) { double s, c; sincospi(a, &s, &c); return c; }
__device__ float remquof_r(float a, float b) { int q; return remquof(a, b, &q); }
__device__ float remquof_q(float a, float b) { int q = 0; remquof(a, b, &q); return __int_as_float(q); }
__device__ float __fmaf_rn_xyx(float a, float b) { return __fmaf_rn(a, b, a); }
__device__ float __fmaf_rz_xyx(float a, float b) { return __fmaf_rz(a, b, a); }
__device__ float __fmaf_ru_xyx(float a, float b) { return __fmaf_ru(a, b, a); }
__device__ float __fmaf_rd_xyx(float a, float b) { return __fmaf_rd(a, b, a); }
__device__ double __fma_rn_xyx(double a, double b) { return __fma_rn(a, b, a); }
__device__ double __fma_rz_xyx(double a, double b) { return __fma_rz(a, b, a); }
__device__ double __fma_ru_xyx(double a, double b) { return __fma_ru(a, b, a); }
__device__ double __fma_rd_xyx(double a, double b) { return __fma_rd(a, b, a); }

#define COUNT(f) +1
enum { NF1 = 0 F1(COUNT), ND1 = 0 D1(COUNT), NF2 = 0 F2(COUNT), ND2 = 0 D2(COUNT) };

__global__ void k(const float *x, const float *y, unsigned *of1, unsigned *of2, unsigned long long *od1,
                  unsigned long long *od2)
{
    int i = threadIdx.x, j = 0;
    if (i >= NF) return;
    float a = x[i], b = y[i];
    double da = a, db = b;
#define CF1(f) of1[j++ * NF + i] = __float_as_uint(f(a));
    F1(CF1)
    j = 0;
#define CD1(f) od1[j++ * NF + i] = __double_as_longlong(f(da));
    D1(CD1)
    j = 0;
#define CF2(f) of2[j++ * NF + i] = __float_as_uint(f(a, b));
    F2(CF2)
    j = 0;
#define CD2(f) od2[j++ * NF + i] = __double_as_longlong(f(da, db));
    D2(CD2)
}

int main(void)
{
    float hx[NF] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 2.0f, 3.14159265f, -2.5f, 10.0f, 100.0f, 1e-3f, 1e-8f,
                    88.5f, -87.0f, 1e30f, 0.7f, 1.5f, 2.5f, -0.3f, 123.456f, 1e-40f, 7.25f, 0.999f, 45.0f};
    float hy[NF] = {1.0f, 2.0f, 0.5f, 3.0f, -1.5f, 10.0f, 2.0f, 0.25f, -3.0f, 0.1f, 7.0f, 1.0f,
                    0.5f, 2.0f, 1e-30f, -0.7f, 2.5f, 2.5f, 4.0f, 1.25f, 3.0f, -7.25f, 100.0f, 0.0f};
    static unsigned f1[NF1 * NF], f2[NF2 * NF];
    static unsigned long long d1[ND1 * NF], d2[ND2 * NF];
    float *dx, *dy; unsigned *df1, *df2; unsigned long long *dd1, *dd2;
    const char *nf1[] = {
#define NAME(f) #f,
        F1(NAME)}, *nd1[] = {D1(NAME)}, *nf2[] = {F2(NAME)}, *nd2[] = {D2(NAME)};
    int i, j;
    cudaMalloc((void **)&dx, sizeof hx); cudaMalloc((void **)&dy, sizeof hy);
    cudaMalloc((void **)&df1, sizeof f1); cudaMalloc((void **)&df2, sizeof f2);
    cudaMalloc((void **)&dd1, sizeof d1); cudaMalloc((void **)&dd2, sizeof d2);
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(dx, dy, df1, df2, dd1, dd2);
    cudaMemcpy(f1, df1, sizeof f1, cudaMemcpyDeviceToHost);
    cudaMemcpy(f2, df2, sizeof f2, cudaMemcpyDeviceToHost);
    cudaMemcpy(d1, dd1, sizeof d1, cudaMemcpyDeviceToHost);
    cudaMemcpy(d2, dd2, sizeof d2, cudaMemcpyDeviceToHost);
    for (j = 0; j < NF1; j++) { printf("%s:", nf1[j]); for (i = 0; i < NF; i++) printf(" %08x", f1[j * NF + i]); printf("\n"); }
    for (j = 0; j < NF2; j++) { printf("%s:", nf2[j]); for (i = 0; i < NF; i++) printf(" %08x", f2[j * NF + i]); printf("\n"); }
    for (j = 0; j < ND1; j++) { printf("%s:", nd1[j]); for (i = 0; i < NF; i++) printf(" %016llx", d1[j * NF + i]); printf("\n"); }
    for (j = 0; j < ND2; j++) { printf("%s:", nd2[j]); for (i = 0; i < NF; i++) printf(" %016llx", d2[j * NF + i]); printf("\n"); }
    return 0;
}
