/* vmmath.c — device math and integer intrinsics (see vmmath.h). */
#include <fenv.h>
#include <math.h>
#include <string.h>

#include "interp/front/builtins.h"
#include "interp/vm/vmmath.h"

static float rounded_f32(int mode, double exact)
{
    /* exact fits a double exactly for +,-,* of floats; division is rounded twice only when
     * the double result is inexact, which the directed modes handle by nextafter */
    float n = (float)exact;
    switch (mode) {
    case 0: return n;
    case 1: /* toward zero */
        if ((double)n != exact && fabs((double)n) > fabs(exact))
            n = nextafterf(n, 0.0f);
        return n;
    case 2: /* up */
        if ((double)n < exact)
            n = nextafterf(n, INFINITY);
        return n;
    default: /* down */
        if ((double)n > exact)
            n = nextafterf(n, -INFINITY);
        return n;
    }
}

static double rounded_f64(int mode, double (*op)(double, double), double a, double b)
{
    int old = fegetround();
    static const int modes[] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
    fesetround(modes[mode & 3]);
    volatile double x = a, y = b;
    double r = op(x, y);
    fesetround(old);
    return r;
}

static double d_add(double a, double b) { return a + b; }
static double d_sub(double a, double b) { return a - b; }
static double d_mul(double a, double b) { return a * b; }
static double d_div(double a, double b) { return a / b; }

static double rsqrt_d(double x) { return 1.0 / sqrt(x); }

float vm_math_f32(int id, float a, float b, float c)
{
    switch (id) {
    case BM_SQRT: case BM_FSQRT_RN: return sqrtf(a);
    case BM_RSQRT: case BM_FRSQRT_RN: return (float)(1.0 / sqrt((double)a));
    case BM_CBRT: return cbrtf(a);
    case BM_RCBRT: return (float)(1.0 / cbrt((double)a));
    case BM_EXP: return expf(a);
    case BM_EXP2: return exp2f(a);
    case BM_EXP10: return (float)pow(10.0, (double)a);
    case BM_EXPM1: return expm1f(a);
    case BM_LOG: return logf(a);
    case BM_LOG2: return log2f(a);
    case BM_LOG10: return log10f(a);
    case BM_LOG1P: return log1pf(a);
    case BM_SIN: return sinf(a);
    case BM_COS: return cosf(a);
    case BM_TAN: return tanf(a);
    case BM_ASIN: return asinf(a);
    case BM_ACOS: return acosf(a);
    case BM_ATAN: return atanf(a);
    case BM_SINH: return sinhf(a);
    case BM_COSH: return coshf(a);
    case BM_TANH: return tanhf(a);
    case BM_ASINH: return asinhf(a);
    case BM_ACOSH: return acoshf(a);
    case BM_ATANH: return atanhf(a);
    case BM_FLOOR: return floorf(a);
    case BM_CEIL: return ceilf(a);
    case BM_TRUNC: return truncf(a);
    case BM_ROUND: return roundf(a);
    case BM_RINT: case BM_NEARBYINT: return rintf(a);
    case BM_FABS: return fabsf(a);
    case BM_ERF: return erff(a);
    case BM_ERFC: return erfcf(a);
    case BM_TGAMMA: return tgammaf(a);
    case BM_LGAMMA: return lgammaf(a);
    case BM_SINPI: return (float)sin(M_PI * (double)a);
    case BM_COSPI: return (float)cos(M_PI * (double)a);
    case BM_LOGB: return logbf(a);
    case BM_POW: return powf(a, b);
    case BM_ATAN2: return atan2f(a, b);
    case BM_FMOD: return fmodf(a, b);
    case BM_REMAINDER: return remainderf(a, b);
    case BM_HYPOT: return hypotf(a, b);
    case BM_COPYSIGN: return copysignf(a, b);
    case BM_FMIN: return fminf(a, b);
    case BM_FMAX: return fmaxf(a, b);
    case BM_FDIM: return fdimf(a, b);
    case BM_NEXTAFTER: return nextafterf(a, b);
    case BM_FMA: case BM_FMA_RN: return fmaf(a, b, c);
    case BM_LDEXP: case BM_SCALBN: {
        int32_t e;
        memcpy(&e, &b, 4);
        return ldexpf(a, e);
    }
    case BM_FAST_EXP: return expf(a);
    case BM_FAST_LOG: return logf(a);
    case BM_FAST_SIN: return sinf(a);
    case BM_FAST_COS: return cosf(a);
    case BM_FAST_TAN: return tanf(a);
    case BM_FAST_EXP10: return (float)pow(10.0, (double)a);
    case BM_FAST_LOG2: return log2f(a);
    case BM_FAST_LOG10: return log10f(a);
    case BM_FAST_POW: return powf(a, b);
    case BM_FAST_DIV: return a / b;
    case BM_SATURATE: return a != a ? 0.0f : a < 0.0f ? 0.0f : a > 1.0f ? 1.0f : a;
    case BM_FRCP_RN: return 1.0f / a;
    case BM_ADD_RN: return a + b;
    case BM_SUB_RN: return a - b;
    case BM_MUL_RN: return a * b;
    case BM_DIV_RN: return a / b;
    case BM_ADD_RZ: case BM_ADD_RU: case BM_ADD_RD:
        return rounded_f32(id - BM_ADD_RN, (double)a + (double)b);
    case BM_SUB_RZ: case BM_SUB_RU: case BM_SUB_RD:
        return rounded_f32(id - BM_SUB_RN, (double)a - (double)b);
    case BM_MUL_RZ: case BM_MUL_RU: case BM_MUL_RD:
        return rounded_f32(id - BM_MUL_RN, (double)a * (double)b);
    case BM_DIV_RZ: case BM_DIV_RU: case BM_DIV_RD:
        return (float)rounded_f64(id - BM_DIV_RN, d_div, (double)a, (double)b);
    default: return NAN;
    }
}

double vm_math_f64(int id, double a, double b, double c)
{
    switch (id) {
    case BM_SQRT: return sqrt(a);
    case BM_RSQRT: return rsqrt_d(a);
    case BM_CBRT: return cbrt(a);
    case BM_RCBRT: return 1.0 / cbrt(a);
    case BM_EXP: return exp(a);
    case BM_EXP2: return exp2(a);
    case BM_EXP10: return pow(10.0, a);
    case BM_EXPM1: return expm1(a);
    case BM_LOG: return log(a);
    case BM_LOG2: return log2(a);
    case BM_LOG10: return log10(a);
    case BM_LOG1P: return log1p(a);
    case BM_SIN: return sin(a);
    case BM_COS: return cos(a);
    case BM_TAN: return tan(a);
    case BM_ASIN: return asin(a);
    case BM_ACOS: return acos(a);
    case BM_ATAN: return atan(a);
    case BM_SINH: return sinh(a);
    case BM_COSH: return cosh(a);
    case BM_TANH: return tanh(a);
    case BM_ASINH: return asinh(a);
    case BM_ACOSH: return acosh(a);
    case BM_ATANH: return atanh(a);
    case BM_FLOOR: return floor(a);
    case BM_CEIL: return ceil(a);
    case BM_TRUNC: return trunc(a);
    case BM_ROUND: return round(a);
    case BM_RINT: case BM_NEARBYINT: return rint(a);
    case BM_FABS: return fabs(a);
    case BM_ERF: return erf(a);
    case BM_ERFC: return erfc(a);
    case BM_TGAMMA: return tgamma(a);
    case BM_LGAMMA: return lgamma(a);
    case BM_SINPI: return sin(M_PI * a);
    case BM_COSPI: return cos(M_PI * a);
    case BM_LOGB: return logb(a);
    case BM_POW: return pow(a, b);
    case BM_ATAN2: return atan2(a, b);
    case BM_FMOD: return fmod(a, b);
    case BM_REMAINDER: return remainder(a, b);
    case BM_HYPOT: return hypot(a, b);
    case BM_COPYSIGN: return copysign(a, b);
    case BM_FMIN: return fmin(a, b);
    case BM_FMAX: return fmax(a, b);
    case BM_FDIM: return fdim(a, b);
    case BM_NEXTAFTER: return nextafter(a, b);
    case BM_FMA: case BM_FMA_RN: return fma(a, b, c);
    case BM_LDEXP: case BM_SCALBN: {
        int64_t e;
        memcpy(&e, &b, 8);
        return ldexp(a, (int)e);
    }
    case BM_ADD_RN: case BM_ADD_RZ: case BM_ADD_RU: case BM_ADD_RD:
        return rounded_f64(id - BM_ADD_RN, d_add, a, b);
    case BM_SUB_RN: case BM_SUB_RZ: case BM_SUB_RU: case BM_SUB_RD:
        return rounded_f64(id - BM_SUB_RN, d_sub, a, b);
    case BM_MUL_RN: case BM_MUL_RZ: case BM_MUL_RU: case BM_MUL_RD:
        return rounded_f64(id - BM_MUL_RN, d_mul, a, b);
    case BM_DIV_RN: case BM_DIV_RZ: case BM_DIV_RU: case BM_DIV_RD:
        return rounded_f64(id - BM_DIV_RN, d_div, a, b);
    case BM_FRCP_RN: return 1.0 / a;
    default: return NAN;
    }
}

static uint32_t brev32(uint32_t x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

static uint64_t umulhi64(uint64_t a, uint64_t b)
{
    return (uint64_t)(((unsigned __int128)a * b) >> 64);
}

static int64_t mulhi64(int64_t a, int64_t b)
{
    return (int64_t)(((__int128)a * b) >> 64);
}

uint64_t vm_intrin(int id, uint64_t a, uint64_t b, uint64_t c)
{
    uint32_t x = (uint32_t)a, y = (uint32_t)b, z = (uint32_t)c;
    int32_t sx = (int32_t)x, sy = (int32_t)y;
    switch (id) {
    case VI_POPC: return (uint64_t)__builtin_popcount(x);
    case VI_POPCLL: return (uint64_t)__builtin_popcountll(a);
    case VI_CLZ: return x ? (uint64_t)__builtin_clz(x) : 32;
    case VI_CLZLL: return a ? (uint64_t)__builtin_clzll(a) : 64;
    case VI_FFS: return (uint64_t)__builtin_ffs((int)x);
    case VI_FFSLL: return (uint64_t)__builtin_ffsll((long long)a);
    case VI_BREV: return brev32(x);
    case VI_BREVLL: return ((uint64_t)brev32((uint32_t)a) << 32) | brev32((uint32_t)(a >> 32));
    case VI_BYTE_PERM: {
        uint64_t bytes = ((uint64_t)y << 32) | x;
        uint32_t r = 0;
        for (int i = 0; i < 4; i++) {
            uint32_t sel = (z >> (4 * i)) & 7;
            r |= (uint32_t)((bytes >> (8 * sel)) & 0xff) << (8 * i);
        }
        return r;
    }
    case VI_FUNNEL_L: case VI_FUNNEL_LC: {
        uint32_t s = id == VI_FUNNEL_L ? (z & 31) : (z > 32 ? 32 : z);
        uint64_t v = ((uint64_t)y << 32) | x;
        return (uint32_t)((v << s) >> 32);
    }
    case VI_FUNNEL_R: case VI_FUNNEL_RC: {
        uint32_t s = id == VI_FUNNEL_R ? (z & 31) : (z > 32 ? 32 : z);
        uint64_t v = ((uint64_t)y << 32) | x;
        return (uint32_t)(v >> s);
    }
    case VI_MUL24: {
        int32_t p = (int32_t)((uint32_t)(((int32_t)(x << 8)) >> 8) * (uint32_t)(((int32_t)(y << 8)) >> 8));
        return (uint32_t)p;
    }
    case VI_UMUL24: return (uint32_t)((x & 0xffffff) * (y & 0xffffff));
    case VI_MULHI: return (uint32_t)(((int64_t)sx * sy) >> 32);
    case VI_UMULHI: return (uint32_t)(((uint64_t)x * y) >> 32);
    case VI_MUL64HI: return (uint64_t)mulhi64((int64_t)a, (int64_t)b);
    case VI_UMUL64HI: return umulhi64(a, b);
    case VI_SAD: return (uint32_t)((sx > sy ? (uint32_t)sx - (uint32_t)sy : (uint32_t)sy - (uint32_t)sx) + z);
    case VI_USAD: return (uint32_t)((x > y ? x - y : y - x) + z);
    case VI_HADD: return (uint32_t)(int32_t)(((int64_t)sx + sy) >> 1);
    case VI_UHADD: return (uint32_t)(((uint64_t)x + y) >> 1);
    case VI_RHADD: return (uint32_t)(int32_t)(((int64_t)sx + sy + 1) >> 1);
    case VI_URHADD: return (uint32_t)(((uint64_t)x + y + 1) >> 1);
    case VI_FLOAT_AS_INT: case VI_INT_AS_FLOAT: return x;
    case VI_DOUBLE_AS_LL: case VI_LL_AS_DOUBLE: return a;
    case VI_MIN_I32: return (uint32_t)(sx < sy ? sx : sy);
    case VI_MAX_I32: return (uint32_t)(sx > sy ? sx : sy);
    case VI_MIN_U32: return x < y ? x : y;
    case VI_MAX_U32: return x > y ? x : y;
    case VI_MIN_I64: return (int64_t)a < (int64_t)b ? a : b;
    case VI_MAX_I64: return (int64_t)a > (int64_t)b ? a : b;
    case VI_MIN_U64: return a < b ? a : b;
    case VI_MAX_U64: return a > b ? a : b;
    case VI_ABS_I32: return (uint32_t)(sx < 0 ? 0u - x : x);
    case VI_ABS_I64: return (int64_t)a < 0 ? 0 - a : a;
    default: return 0;
    }
}
