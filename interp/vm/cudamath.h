/* cudamath.h — CUDA's float and double math functions as the H200 computes them.
 *
 * nvcc compiles sinf, logf, pow, ... from its device math library into a fixed sequence of
 * IEEE operations (fma, mul, add in round-to-nearest) around a range reduction. The functions
 * here perform the same operations in the same order, so their results are the GPU's bits
 * (measured: docs/math-h200.md). Where the sequence contains one of the SFU's approximations
 * (MUFU.RCP, MUFU.EX2, MUFU.RSQ, and the double seeds MUFU.RCP64H/RSQ64H), the approximation
 * is modelled (cm_rcp_approx, cm_ex2_approx, cm_rsqrt_approx), and its bits are not the
 * hardware's on every input.
 */
#ifndef CR_CUDAMATH_H
#define CR_CUDAMATH_H

float cm_sinf(float x);
float cm_cosf(float x);
float cm_tanf(float x);
float cm_logf(float x);
float cm_log2f(float x);
float cm_log10f(float x);
float cm_log1pf(float x);
float cm_atanf(float x);
float cm_atan2f(float y, float x);
float cm_powf(float x, float y);
float cm_sinpif(float x);
float cm_cospif(float x);
float cm_asinf(float x);
float cm_acosf(float x);
float cm_atanhf(float x);
float cm_tanhf(float x);
float cm_expm1f(float x);
float cm_erff(float x);
float cm_asinhf(float x);
float cm_acoshf(float x);
float cm_expf(float x);
float cm_exp10f(float x);
float cm_coshf(float x);
float cm_sinhf(float x);
float cm_hypotf(float x, float y);
float cm_rhypotf(float x, float y);
float cm_cbrtf(float x);
float cm_rcbrtf(float x);
float cm_erfcf(float x);
float cm_lgammaf(float x);
float cm_normcdff(float x);
float cm_erfinvf(float x);
float cm_erfcinvf(float x);
float cm_normcdfinvf(float x);
float cm_tgammaf(float x);
float cm_erfcxf(float x);
float cm_cyl_bessel_i0f(float x);
float cm_cyl_bessel_i1f(float x);
float cm_j0f(float x);
float cm_j1f(float x);
float cm_y0f(float x);
float cm_y1f(float x);
float cm_jnf(int n, float x);
float cm_ynf(int n, float x);

double cm_sin(double x);
double cm_cos(double x);
double cm_tan(double x);
double cm_sinpi(double x);
double cm_cospi(double x);
double cm_atan(double x);
double cm_asin(double x);
double cm_acos(double x);
double cm_atan2(double y, double x);
double cm_hypot(double x, double y);
double cm_rhypot(double x, double y);
double cm_cbrt(double x);
double cm_rcbrt(double x);
double cm_erf(double x);
double cm_erfc(double x);
double cm_normcdf(double x);
double cm_erfinv(double x);
double cm_erfcinv(double x);
double cm_normcdfinv(double x);
double cm_tgamma(double x);
double cm_lgamma(double x);
double cm_exp(double x);
double cm_log(double x);
double cm_exp2(double x);
double cm_exp10(double x);
double cm_expm1(double x);
double cm_cosh(double x);
double cm_sinh(double x);
double cm_tanh(double x);
double cm_log2(double x);
double cm_log10(double x);
double cm_log1p(double x);
double cm_atanh(double x);
double cm_asinh(double x);
double cm_acosh(double x);
double cm_pow(double x, double y);
double cm_rsqrt(double x);
double cm_erfcx(double x);
double cm_cyl_bessel_i0(double x);
double cm_cyl_bessel_i1(double x);
double cm_j0(double x);
double cm_j1(double x);
double cm_y0(double x);
double cm_y1(double x);
double cm_jn(int n, double x);
double cm_yn(int n, double x);

/* Under nvcc's --fmad=false the library's a * b + c that nvcc, not CUDA's source, fuses are
 * a rounded product and a rounded sum. Only these functions' bits change (an H100 over
 * bessel.cu's inputs and every float and double function over mathfmad's, and the PTX of every
 * function: docs/math-h200.md): jnf (n >= 2), y0, y1 and yn, and the logarithm of pow and of
 * tgamma above 4 and below -4 in its last bits. */
float cm_jnf_nofmad(int n, float x);
double cm_y0_nofmad(double x);
double cm_y1_nofmad(double x);
double cm_yn_nofmad(int n, double x);
double cm_pow_nofmad(double x, double y);
double cm_tgamma_nofmad(double x);

/* The SFU approximations (rcp.approx.ftz.f32, ex2.approx.ftz.f32, rsqrt.approx.ftz.f32). */
float cm_rcp_approx(float x);
float cm_ex2_approx(float x);
float cm_rsqrt_approx(float x);

#endif
