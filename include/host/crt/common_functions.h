/* crt/common_functions.h — what nvcc's cuda_runtime.h makes every host pass see without an
 * #include (its crt/common_functions.h and crt/math_functions.h include these): so host code
 * may call malloc, memcpy, time or sqrt as it can under nvcc. <stdio.h> is not among them: nvcc
 * declares printf for device code only. The C++ overloads of the math functions (sqrt(float)
 * is float, abs(double) is double, and CUDA's host max/min) follow in C++. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
