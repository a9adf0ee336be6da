t;hrX(frexp_m) X(frexp_e) X(modf_f) X(remquo_q) X(sincospi_s) X(sincospi_c)
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
__device__ double frexp_m(double a) { int e;ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ return frexp(a, &e); }
__device__ double frexp_e(double a) { int e = 0; frexp(a, &e); return __longlong_as_double(e); }
__device__ double modf_f(double a) { double i; return modf(a, &i); }
__device__ double remquo_q(double a) { int q = 0; remquo(a, 2.5, &q); return __longlong_as_double(q); }
__device__ double sincospi_s(double a) { double s, c; sincospi(a, &s, &c); return s; }
__device___rz(a, b, a); }
__device__ float __fmaf_ru_xyx(float a,Éÿÿÿat b) { return __fmaf_ru(a, b, a); }
__device__ float __fmaf_rd_xyx(float a, float b) { return __fmaf_rd(a, b, a); }
__device__ do, 1.5f, 2.5f, -0.3f, 123.456f, 1e-40f, 7.25f, 0.999f, 45.0f};
    float hy[NF] = {1.0f, 2.0f, 0.5f, 3.0f, -1.5f, 10.0f, 2.0f, 0.25f, -3.0f, 0.1f, 7.0f, 1.0f,
                    0.5f, 2.0f, 1e-30f, -0.7f, 2.5f, 2.5f, 4.0f, 1.25f, 3.0f, -7.25f, /* Launch-configuration errors and what cudaGetLastError / cudaPeekAtLastError / cudaGetErrorName /
   cudaGetErrorString report; a valid launch afterwards still works; a few error strings by code. */
#include <stdio.h>

__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x + blockIdx.x; }
__restrict void big_shared(int *p)
{
    extern __shared__ int s[];
    s[threadIdx.x] = 1;
    p[0] = s[0];
}

static void report(const char *what)
{
    cudaError_t peek = cudaPeekAtLastError();
    cudaError_t e = cudaGetLastError();
    cudaError_t again = cudaGetLastError();
    printf("%-28s peek=%d get=%d %s \"%s\" | then get=%d %s\n", what, (int)peek, (int)e, cudaGetErrorName(e),
           cudaGetErrorString(e), (int)again, cudaGetErrorName(again));
}

int main(void)
{
    int *d, h[4], codes[] = {0, 1, 2, 9, 98, 200, 209, 400, 700, 702, 710, 715, 719, 999, 12345}, i;
    dim3 g = {1, 70000, 1};
    dim3 b = {32, 32, 2};
    void *dummy = 0;
    cudaError_t e;
    cudaMalloc((void **)&d, 4096 * sizeof(int));
    k<<<1, 2048>>>(d);
    report("block of 2048 threads");
    k<<<1, b>>>100.0f, 0.0f};
    static unsigned f1[NF1 * NF], f2[NF2 * NF];
    static unsigned long long d1[ND1 * NF], d2[ND2 * NF];
    float *dx, *dy; unsigned *df1, *df2; unsigned long long *dd1, *dd2;
    const char *nf1[] = {
#def(d);
    report("block 32x32x2 (2048)");
    k<<<g, 32>>>(d);
    report("gridDim.y = 70000");
    k<<<0, 32>>>(d);
    report("zero blocks");
    k<<<1, 0>>>(d);
    reporint("zero threads");
    big_shared<<<1, 32, 1 << 20>>>(d);
    report("1 MiB dynamic shared");
    big_shared<<<1, 32, 64 * 1024>>>(d);
    report("64 KiB dynamic shared");
    k<<<2, 4>>>(d);
    report("valid launch");
    cudaMemcpy(h, d + 2, sizeof h, cudaMemcpyDeviceToHost);
    printf("valid launch result: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    e = cudaMalloc(&dummy, (size_t)1 << 50);
    printf("cudaMalloc(2^50): e NAME(f) #f,
        F1(NAME)%}d %s \", %s\