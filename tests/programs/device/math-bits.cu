/* Bit patterns of device math functions (float and double, precise and fast intrinsics) for
   a fixed set of inputs, so the interpreter can be compared bit for bit with the GPU. */
#include <stdio.h>
#include <string.h>

#define NF 24
#define F1(X) X(sqrtf) X(rsqrtf) X(cbrtf) X(expf) X(exp2f) X(exp10f) X(expm1f) X(logf) X(log2f) \
    X(log10f) X(log1pf) X(sinf) X(cosf) X(tanf) X(asinf) X(acosf) X(atanf) X(sinhf) X(coshf) \
    X(tanhf) X(floorf) X(ceilf) X(truncf) X(roundf) X(rintf) X(fabsf) X(erff) X(erfcf) X(tgammaf) \
    X(lgammaf) X(__expf) X(__logf) X(__sinf) X(__cosf) X(__tanf) X(__exp10f) X(__log2f) X(__log10f) \
    X(__saturatef) X(asinhf) X(acoshf) X(atanhf) X(sinpif) X(cospif) X(rcbrtf) X(nearbyintf) X(__frsqrt_rn)
#define D1(X) X(sqrt) X(rsqrt) X(cbrt) X(exp) X(exp2) X(exp10) X(expm1) X(log) X(log2) X(log10) \
    X(log1p) X(sin) X(cos) X(tan) X(asin) X(acos) X(atan) X(sinh) X(cosh) X(tanh) X(floor) X(ceil) \
    X(trunc) X(round) X(rint) X(fabs) X(erf) X(erfc) X(tgamma) X(lgamma) X(asinh) X(acosh) X(atanh) \
    X(sinpi) X(cospi)
#define F2(X) X(powf) X(atan2f) X(fmodf) X(remainderf) X(hypotf) X(copysignf) X(fminf) X(fmaxf) \
    X(fdimf) X(__powf) X(__fdividef) X(__fadd_rn) X(__fmul_rz) X(__fdiv_rn) X(__fdiv_rz) X(__fadd_ru) X(__fsub_rd)
#define D2(X) X(pow) X(atan2) X(fmod) X(remainder) X(hypot) X(copysign) X(fmin) X(fmax) X(fdim) \
    X(__dadd_rn) X(__dmul_rz) X(__ddiv_ru)

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
    printf("inputs x:"); for (i = 0; i < NF; i++) printf(" %a", hx[i]); printf("\n");
    printf("inputs y:"); for (i = 0; i < NF; i++) printf(" %a", hy[i]); printf("\n");
    for (j = 0; j < NF1; j++) { printf("%s:", nf1[j]); for (i = 0; i < NF; i++) printf(" %08x", f1[j * NF + i]); printf("\n"); }
    for (j = 0; j < NF2; j++) { printf("%s:", nf2[j]); for (i = 0; i < NF; i++) printf(" %08x", f2[j * NF + i]); printf("\n"); }
    for (j = 0; j < ND1; j++) { printf("%s:", nd1[j]); for (i = 0; i < NF; i++) printf(" %016llx", d1[j * NF + i]); printf("\n"); }
    for (j = 0; j < ND2; j++) { printf("%s:", nd2[j]); for (i = 0; i < NF; i++) printf(" %016llx", d2[j * NF + i]); printf("\n"); }
    return 0;
}
