/* crt/common_functions.h — what nvcc's cuda_runtime.h makes every host pass see without an
 * #include (its crt/common_functions.h and crt/math_functions.h include these): so host code
 * may call malloc, memcpy, time or sqrt as it can under nvcc. <stdio.h> is not among them: nvcc
 * declares printf for device code only. The C++ overloads of the math functions (sqrt(float)
 * is float, abs(double) is double, and CUDA's host max/min) follow in C++. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* CUDA's math functions that the C library does not have, which host code may call too (CUDA
 * declares them __host__ __device__): rsqrt, rcbrt, sinpi, cospi, sincospi, normcdf,
 * normcdfinv, erfinv, erfcinv, erfcx and their float forms (computed in double, rounded once).
 * Device code has its own (docs/builtins.md). */
static inline double __cr_rsqrt(double a) { return 1.0 / sqrt(a); }
static inline double __cr_rcbrt(double a) { return 1.0 / cbrt(a); }
static inline double __cr_sinpi(double a)
{
    if (a != a || a - a != 0.0)
        return sin(a); /* NaN */
    if (a == floor(a))
        return copysign(0.0, a);
    double r = fmod(a, 2.0); /* exact; then sin(pi r) = sin(pi (1 - r)) folds r into [-1/2, 1/2] */
    if (r > 1.0)
        r -= 2.0;
    else if (r < -1.0)
        r += 2.0;
    if (r > 0.5)
        r = 1.0 - r;
    else if (r < -0.5)
        r = -1.0 - r;
    return sin(3.14159265358979323846 * r);
}
static inline double __cr_cospi(double a)
{
    if (a != a || a - a != 0.0)
        return cos(a); /* NaN */
    double r = fmod(fabs(a), 2.0);
    if (r > 1.0)
        r = 2.0 - r;
    if (r == 0.5)
        return 0.0;
    return r < 0.5 ? __cr_sinpi(0.5 - r) : -__cr_sinpi(r - 0.5);
}
static inline void __cr_sincospi(double a, double *s, double *c)
{
    *s = __cr_sinpi(a);
    *c = __cr_cospi(a);
}
static inline double __cr_normcdf(double a) { return 0.5 * erfc(-a * 0.70710678118654752440); }
/* erf(x) = y by Newton's method from a rough start (the derivative is 2/sqrt(pi) e^(-x^2)) */
static inline double __cr_erfinv(double y)
{
    if (y != y || y < -1.0 || y > 1.0)
        return 0.0 / 0.0;
    if (y == 1.0 || y == -1.0)
        return y / 0.0;
    double w = -log((1.0 - y) * (1.0 + y)), x;
    x = w < 5.0 ? y * (0.886226925452758 + w * 0.25) : copysign(sqrt(w) - 0.3, y);
    for (int i = 0; i < 60; i++) {
        double step = (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
        x -= step;
        if (fabs(step) <= 1e-17 * fabs(x))
            break;
    }
    return x;
}
static inline double __cr_erfcinv(double y)
{
    if (y != y || y < 0.0 || y > 2.0)
        return 0.0 / 0.0;
    if (y == 0.0)
        return 1.0 / 0.0;
    if (y == 2.0)
        return -1.0 / 0.0;
    if (y > 0.0625 && y < 1.9375)
        return __cr_erfinv(1.0 - y);
    /* the tails: Newton on erfc itself */
    double t = y < 1.0 ? y : 2.0 - y, x = sqrt(-log(t * 0.5 * 1.7724538509055159)) ;
    for (int i = 0; i < 80; i++) {
        double step = (erfc(x) - t) / (-1.1283791670955126 * exp(-x * x));
        x -= step;
        if (fabs(step) <= 1e-17 * fabs(x))
            break;
    }
    return y < 1.0 ? x : -x;
}
static inline double __cr_normcdfinv(double p) { return -1.41421356237309504880 * __cr_erfcinv(2.0 * p); }
static inline double __cr_erfcx(double x)
{
    if (x < 25.0)
        return exp(x * x) * erfc(x);
    double z = 1.0 / (x * x); /* the asymptotic series */
    return 0.56418958354775628695 / x * (1.0 - 0.5 * z + 0.75 * z * z - 1.875 * z * z * z);
}
#define __CR_HOSTF(F) static inline float __cr_##F##f(float a) { return (float)__cr_##F((double)a); }
__CR_HOSTF(rsqrt) __CR_HOSTF(rcbrt) __CR_HOSTF(sinpi) __CR_HOSTF(cospi) __CR_HOSTF(normcdf)
__CR_HOSTF(normcdfinv) __CR_HOSTF(erfinv) __CR_HOSTF(erfcinv) __CR_HOSTF(erfcx)
#undef __CR_HOSTF
static inline void __cr_sincospif(float a, float *s, float *c)
{
    double ds, dc;
    __cr_sincospi(a, &ds, &dc);
    *s = (float)ds;
    *c = (float)dc;
}
#define rsqrt __cr_rsqrt
#define rsqrtf __cr_rsqrtf
#define rcbrt __cr_rcbrt
#define rcbrtf __cr_rcbrtf
#define sinpi __cr_sinpi
#define sinpif __cr_sinpif
#define cospi __cr_cospi
#define cospif __cr_cospif
#define sincospi __cr_sincospi
#define sincospif __cr_sincospif
#define normcdf __cr_normcdf
#define normcdff __cr_normcdff
#define normcdfinv __cr_normcdfinv
#define normcdfinvf __cr_normcdfinvf
#define erfinv __cr_erfinv
#define erfinvf __cr_erfinvf
#define erfcinv __cr_erfcinv
#define erfcinvf __cr_erfcinvf
#define erfcx __cr_erfcx
#define erfcxf __cr_erfcxf

#ifdef __cplusplus
/* The C++ overloads the math functions have in host code (<cmath>, and CUDA's host max/min),
 * for cudarepl's front end (docs/design.md, "The host pass"): sqrt(2.0f) is a float, abs(-2.5)
 * a double, pow(2.0f, 2) a double (an integer argument makes it double). */
#define __CR_M1(F)                                                                               \
    static inline float F(float x) { return F##f(x); }                                          \
    static inline long double F(long double x) { return F##l(x); }                              \
    static inline double F(int x) { return F((double)x); }                                      \
    static inline double F(unsigned int x) { return F((double)x); }                             \
    static inline double F(long x) { return F((double)x); }                                     \
    static inline double F(unsigned long x) { return F((double)x); }                            \
    static inline double F(long long x) { return F((double)x); }
__CR_M1(acos) __CR_M1(asin) __CR_M1(atan) __CR_M1(cos) __CR_M1(sin) __CR_M1(tan) __CR_M1(acosh)
__CR_M1(asinh) __CR_M1(atanh) __CR_M1(cosh) __CR_M1(sinh) __CR_M1(tanh) __CR_M1(exp) __CR_M1(exp2)
__CR_M1(expm1) __CR_M1(log) __CR_M1(log10) __CR_M1(log1p) __CR_M1(log2) __CR_M1(logb)
__CR_M1(cbrt) __CR_M1(sqrt) __CR_M1(erf) __CR_M1(erfc) __CR_M1(lgamma) __CR_M1(tgamma)
__CR_M1(ceil) __CR_M1(floor) __CR_M1(nearbyint) __CR_M1(rint) __CR_M1(round) __CR_M1(trunc)
__CR_M1(fabs)
#undef __CR_M1
/* The classification functions are functions in C++ (std::isnan(x) returns a bool), where
 * <math.h> has macros: the macros go. */
#undef isnan
#undef isinf
#undef isfinite
#undef isnormal
#undef signbit
#define __CR_CLASS(T, MIN)                                                                      \
    static inline bool isnan(T x) { return x != x; }                                           \
    static inline bool isinf(T x) { return x == x && (x - x) != (x - x); }                      \
    static inline bool isfinite(T x) { return (x - x) == (x - x); }                             \
    static inline bool isnormal(T x) { return isfinite(x) && (x >= MIN || x <= -MIN); }         \
    static inline bool signbit(T x) { return copysign(1.0, (double)x) < 0; }
__CR_CLASS(float, 1.17549435e-38f) __CR_CLASS(double, 2.2250738585072014e-308)
__CR_CLASS(long double, 3.36210314311209350626e-4932L)
#undef __CR_CLASS
/* g++'s NAN is a positive quiet NaN (<math.h> writes 0.0f / 0.0f for a compiler that is not
 * GCC, which is negative on x86-64) */
#undef NAN
#define NAN (__builtin_nanf(""))
static inline bool isnan(int x) { return false; }
static inline bool isinf(int x) { return false; }
static inline bool isfinite(int x) { return true; }
#define __CR_M2(F)                                                                               \
    static inline float F(float x, float y) { return F##f(x, y); }                              \
    static inline double F(float x, int y) { return F((double)x, (double)y); }                  \
    static inline double F(int x, float y) { return F((double)x, (double)y); }                  \
    static inline double F(double x, int y) { return F(x, (double)y); }                         \
    static inline double F(int x, double y) { return F((double)x, y); }                         \
    static inline double F(int x, int y) { return F((double)x, (double)y); }
__CR_M2(pow) __CR_M2(atan2) __CR_M2(fmod) __CR_M2(hypot) __CR_M2(fmin) __CR_M2(fmax)
__CR_M2(fdim) __CR_M2(copysign) __CR_M2(remainder) __CR_M2(nextafter)
#undef __CR_M2
/* a long double argument makes both long double, the l function ([cmath.syn] p2) */
#define __CR_M2L(F, T)                                                                           \
    static inline long double F(long double x, T y) { return F##l(x, (long double)y); }         \
    static inline long double F(T x, long double y) { return F##l((long double)x, y); }
#define __CR_M2LD(F)                                                                             \
    static inline long double F(long double x, long double y) { return F##l(x, y); }            \
    __CR_M2L(F, int) __CR_M2L(F, float) __CR_M2L(F, double)
__CR_M2LD(pow) __CR_M2LD(atan2) __CR_M2LD(fmod) __CR_M2LD(hypot) __CR_M2LD(fmin) __CR_M2LD(fmax)
__CR_M2LD(fdim) __CR_M2LD(copysign) __CR_M2LD(remainder) __CR_M2LD(nextafter)
#undef __CR_M2LD
#undef __CR_M2L
static inline float ldexp(float x, int e) { return ldexpf(x, e); }
static inline float frexp(float x, int *e) { return frexpf(x, e); }
static inline float modf(float x, float *i) { return modff(x, i); }
static inline long abs(long x) { return labs(x); }
static inline long long abs(long long x) { return llabs(x); }
static inline float abs(float x) { return fabsf(x); }
static inline double abs(double x) { return fabs(x); }
static inline long double abs(long double x) { return fabsl(x); }
#define __CR_MINMAX(T)                                                                           \
    static inline T max(T a, T b) { return a > b ? a : b; }                                     \
    static inline T min(T a, T b) { return a < b ? a : b; }
__CR_MINMAX(int) __CR_MINMAX(unsigned int) __CR_MINMAX(long) __CR_MINMAX(unsigned long)
__CR_MINMAX(long long) __CR_MINMAX(unsigned long long) __CR_MINMAX(float) __CR_MINMAX(double)
#undef __CR_MINMAX
static inline double max(float a, double b) { return max((double)a, b); }
static inline double max(double a, float b) { return max(a, (double)b); }
static inline double min(float a, double b) { return min((double)a, b); }
static inline double min(double a, float b) { return min(a, (double)b); }
static inline float max(int a, float b) { return max((float)a, b); }
static inline float max(float a, int b) { return max(a, (float)b); }
static inline float min(int a, float b) { return min((float)a, b); }
static inline float min(float a, int b) { return min(a, (float)b); }
static inline double max(int a, double b) { return max((double)a, b); }
static inline double max(double a, int b) { return max(a, (double)b); }
static inline double min(int a, double b) { return min((double)a, b); }
static inline double min(double a, int b) { return min(a, (double)b); }
#endif
