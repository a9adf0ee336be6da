/* vmmath.c — device math and integer intrinsics (see vmmath.h).
 *
 * The math functions CUDA builds from its device library (sinf, logf, pow, ...) come from
 * cudamath.c, which repeats nvcc's operation sequence; this file dispatches to them and keeps
 * the rest: libm where no transcription exists yet, the fast intrinsics' SFU models, the IEEE
 * operations in a rounding mode, conversions and the integer intrinsics.
 *
 * Directed rounding (_rz, _ru, _rd) is done by the host's FPU in the asked mode: an IEEE
 * operation rounded in a mode is exactly what the GPU's instruction computes. Operands and
 * results pass through volatile variables so the compiler keeps the operation between the two
 * fesetround calls.
 */
#include <fenv.h>
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "interp/vm/cudamath.h"
#include "interp/vm/sfu.h"
#include "interp/vm/vmmath.h"
#include "interp/vm/vmids.h"

static const int fe_modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};

static uint32_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static float bits_f32(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint64_t f64_bits(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

static double bits_f64(uint64_t u)
{
    double d;
    memcpy(&d, &u, 8);
    return d;
}

/* The H200's float NaN: 0x7fffffff, whatever produced it. */
static float canon(float f)
{
    return f != f ? bits_f32(0x7fffffffu) : f;
}

/* ---- IEEE operations in a rounding mode ------------------------------------------------ */

static float f32_op(int id, float a, float b, float c)
{
    int mode = (id - BM_ADD_RN) & 3, old = fegetround();
    volatile float x = a, y = b, z = c, r;
    fesetround(fe_modes[mode]);
    switch ((id - BM_ADD_RN) >> 2) {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x * y; break;
    case 3: r = x / y; break;
    case 4: r = fmaf(x, y, z); break;
    case 5: r = 1.0f / x; break;
    default: r = sqrtf(x); break;
    }
    fesetround(old);
    return canon(r);
}

static double f64_op(int id, double a, double b, double c)
{
    int mode = (id - BM_ADD_RN) & 3, old = fegetround();
    volatile double x = a, y = b, z = c, r;
    fesetround(fe_modes[mode]);
    switch ((id - BM_ADD_RN) >> 2) {
    case 0: r = x + y; break;
    case 1: r = x - y; break;
    case 2: r = x * y; break;
    case 3: r = x / y; break;
    case 4: r = fma(x, y, z); break;
    case 5: r = 1.0 / x; break;
    default: r = sqrt(x); break;
    }
    fesetround(old);
    return r;
}

/* ---- The fast intrinsics: the MUFU approximations the hardware uses --------------------- */

/* ex2.approx.ftz.f32, lg2.approx.ftz.f32, sin.approx.f32, cos.approx.f32: the H200's MUFU
 * units, bit for bit (sfu.c). */
static float ex2_approx(float x)
{
    return sfu_ex2(x);
}

/* The SASS of __expf and __exp10f: below -126 the exponent is halved and the SFU's result
 * squared, so a subnormal result is rounded twice. */
static float ex2_scaled(float t)
{
    if (t < -126.0f) {
        float h = ex2_approx(t * 0.5f);
        return h * h;
    }
    return ex2_approx(t);
}

/* lg2.approx.f32 (__log2f, and the logarithm of __logf, __log10f, __powf): a subnormal
 * operand (or a zero or NaN) is scaled by 2^24 first and 24 subtracted after. */
static float lg2_approx(float x)
{
    if (!(fabsf(x) >= 0x1p-126f))
        return sfu_lg2(x * 0x1p24f) + -24.0f;
    return sfu_lg2(x);
}

/* div.approx.f32 (__fdividef): x times MUFU.RCP of y, both scaled by 2^24 first when y is
 * below the normal range; so 0 for 2^126 < |y| < 2^128, where the reciprocal is flushed (CUDA
 * Math API, __fdividef). */
static float div_approx(float x, float y)
{
    if (!(fabsf(y) >= 0x1p-126f)) {
        y *= 0x1p24f;
        x *= 0x1p24f;
    }
    return sfu_rcp(y) * x;
}

/* rsqrt.approx.f32 (rsqrtf): MUFU.RSQ, with a subnormal operand scaled by 2^24 first and the
 * result by 2^12 after. */
static float rsqrt_approx(float x)
{
    if (x != 0.0f && fabsf(x) < 0x1p-126f)
        return sfu_rsqrt(x * 0x1p24f) * 0x1p12f;
    return sfu_rsqrt(x);
}

/* sqrt.approx.f32: a subnormal operand scaled by 2^24 and its root by 2^-12 (the SASS) */
static float sqrt_approx(float x)
{
    if (x != 0.0f && fabsf(x) < 0x1p-126f)
        return sfu_sqrt(x * 0x1p24f) * 0x1p-12f;
    return sfu_sqrt(x);
}

static float fast_f32(int id, float a, float b)
{
    switch (id) {
    case BM_FAST_EXP: return ex2_scaled(a * 1.442695041f);
    case BM_FAST_EXP10: return ex2_scaled(a * 3.321928094f);
    case BM_FAST_LOG: return canon(lg2_approx(a) * 0.693147181f);
    case BM_FAST_LOG2: return canon(lg2_approx(a));
    case BM_FAST_LOG10: return canon(lg2_approx(a) * 0.301029996f);
    case BM_FAST_SIN: return canon(sfu_sin(a));
    case BM_FAST_COS: return canon(sfu_cos(a));
    case BM_FAST_TAN: {
        /* the SASS of __tanf: MUFU.SIN times MUFU.RCP of MUFU.COS, both scaled by 2^24 first
         * when the cosine is below the normal range */
        float sn = sfu_sin(a), cs = sfu_cos(a);
        if (!(fabsf(cs) >= 0x1p-126f)) {
            sn *= 0x1p24f;
            cs *= 0x1p24f;
        }
        return canon(sfu_rcp(cs) * sn);
    }
    case BM_FAST_POW: return canon(ex2_scaled(b * lg2_approx(a)));
    case BM_FAST_TANH: return sfu_tanh(a);
    case BM_FAST_DIV: return canon(div_approx(a, b));
    default: return bits_f32(0x7fffffffu);
    }
}

/* ---- The tables --------------------------------------------------------------------- */

/* fminf/fmaxf as an H200 computes them (tests/programs/device/ieee-corners): -0 is below +0
 * whichever operand it is; a NaN operand, quiet or signalling, gives the other operand; two
 * NaNs give the first, bits unchanged (not quieted). */
static float minmax_f32(float a, float b, bool max)
{
    if (a != a && b != b) { /* FMNMX's canonical NaN (fminf(x, x) is folded: cg.c emit_math) */
        uint32_t q = 0x7fffffffu;
        memcpy(&a, &q, 4);
        return a;
    }
    if (a != a)
        return b;
    if (b != b)
        return a;
    if (a == b)
        return (signbit(a) != 0) == max ? b : a; /* the zero of the sign asked for */
    return (a < b) != max ? a : b;
}

static double minmax_f64(double a, double b, bool max)
{
    if (a != a)
        return b != b ? a : b;
    if (b != b)
        return a;
    if (a == b)
        return (signbit(a) != 0) == max ? b : a;
    return (a < b) != max ? a : b;
}

float vm_math_f32(int id, float a, float b, float c)
{
    if (id >= BM_ADD_RN)
        return f32_op(id, a, b, c);
    if (id >= BM_FAST_EXP && id <= BM_FAST_DIV)
        return fast_f32(id, a, b);
    float r;
    switch (id) {
    case BM_SQRT: r = sqrtf(a); break;
    case BM_RSQRT: r = rsqrt_approx(a); break;
    case BM_FRSQRT_RN: r = (float)(1.0 / sqrt((double)a)); break;
    case BM_CBRT: r = cm_cbrtf(a); break;
    case BM_RCBRT: r = cm_rcbrtf(a); break;
    case BM_EXP: r = cm_expf(a); break;
    case BM_EXP2: r = ex2_scaled(a); break;
    case BM_EXP10: r = cm_exp10f(a); break;
    case BM_EXPM1: r = cm_expm1f(a); break;
    case BM_LOG: r = cm_logf(a); break;
    case BM_LOG2: r = cm_log2f(a); break;
    case BM_LOG10: r = cm_log10f(a); break;
    case BM_LOG1P: r = cm_log1pf(a); break;
    case BM_SIN: r = cm_sinf(a); break;
    case BM_COS: r = cm_cosf(a); break;
    case BM_TAN: r = cm_tanf(a); break;
    case BM_ASIN: r = cm_asinf(a); break;
    case BM_ACOS: r = cm_acosf(a); break;
    case BM_ATAN: r = cm_atanf(a); break;
    case BM_SINH: r = cm_sinhf(a); break;
    case BM_COSH: r = cm_coshf(a); break;
    case BM_TANH: r = cm_tanhf(a); break;
    case BM_ASINH: r = cm_asinhf(a); break;
    case BM_ACOSH: r = cm_acoshf(a); break;
    case BM_ATANH: r = cm_atanhf(a); break;
    case BM_FLOOR: r = floorf(a); break;
    case BM_CEIL: r = ceilf(a); break;
    case BM_TRUNC: r = truncf(a); break;
    case BM_ROUND: r = roundf(a); break;
    case BM_RINT: case BM_NEARBYINT: r = rintf(a); break;
    case BM_FABS: r = fabsf(a); break;
    case BM_ERF: r = cm_erff(a); break;
    case BM_ERFC: r = cm_erfcf(a); break;
    case BM_TGAMMA: case BM_TGAMMA_NOFMAD: r = cm_tgammaf(a); break; /* (the same float forms) */
    case BM_LGAMMA: r = cm_lgammaf(a); break;
    case BM_SINPI: r = cm_sinpif(a); break;
    case BM_COSPI: r = cm_cospif(a); break;
    case BM_LOGB: r = logbf(a); break;
    case BM_ERFINV: r = cm_erfinvf(a); break;
    case BM_ERFCINV: r = cm_erfcinvf(a); break;
    case BM_ERFCX: r = cm_erfcxf(a); break;
    case BM_CYL_BESSEL_I0: r = cm_cyl_bessel_i0f(a); break;
    case BM_CYL_BESSEL_I1: r = cm_cyl_bessel_i1f(a); break;
    case BM_J0: r = cm_j0f(a); break;
    case BM_J1: r = cm_j1f(a); break;
    case BM_Y0: r = cm_y0f(a); break;
    case BM_Y1: r = cm_y1f(a); break;
    case BM_Y0_NOFMAD: r = cm_y0f(a); break; /* the float forms of y0, y1, yn are the same */
    case BM_Y1_NOFMAD: r = cm_y1f(a); break;
    case BM_JN: case BM_YN: case BM_JN_NOFMAD: case BM_YN_NOFMAD: {
        int32_t n; /* the order travels in the first operand's bits */
        memcpy(&n, &a, 4);
        r = id == BM_JN ? cm_jnf(n, b) : id == BM_JN_NOFMAD ? cm_jnf_nofmad(n, b) : cm_ynf(n, b);
        break;
    }
    case BM_NORMCDF: r = cm_normcdff(a); break;
    case BM_NORMCDFINV: r = cm_normcdfinvf(a); break;
    case BM_POW: case BM_POW_NOFMAD: r = cm_powf(a, b); break;
    case BM_ATAN2: r = cm_atan2f(a, b); break;
    case BM_FMOD: r = fmodf(a, b); break;
    case BM_REMAINDER: r = remainderf(a, b); break;
    case BM_HYPOT: r = cm_hypotf(a, b); break;
    case BM_RHYPOT: r = cm_rhypotf(a, b); break;
    case BM_COPYSIGN: return copysignf(a, b);
    case BM_FMIN: return minmax_f32(a, b, false);
    case BM_FMAX: return minmax_f32(a, b, true);
    case BM_FDIM: r = fdimf(a, b); break;
    case BM_NEXTAFTER: r = nextafterf(a, b); break;
    case BM_FMA: r = fmaf(a, b, c); break;
    case BM_LDEXP: case BM_SCALBN: {
        int32_t e;
        memcpy(&e, &b, 4);
        r = ldexpf(a, e);
        break;
    }
    case BM_FDIVIDE: r = a / b; break;
    case BM_FREXP: { int e; r = frexpf(a, &e); break; }
    case BM_FREXP_EXP: {
        int e = 0;
        frexpf(a, &e);
        int32_t v = isfinite(a) ? e : 0;
        memcpy(&r, &v, 4);
        return r;
    }
    case BM_MODF: { float ip; r = modff(a, &ip); break; }
    case BM_MODF_INT: { float ip; modff(a, &ip); r = ip; break; }
    case BM_REMQUO: { int q; r = remquof(a, b, &q); break; }
    case BM_REMQUO_Q: {
        int q = 0;
        remquof(a, b, &q);
        int32_t v = q < 0 ? -(-q & 7) : q & 7; /* CUDA returns three bits of the quotient */
        memcpy(&r, &v, 4);
        return r;
    }
    case BM_FAST_SQRT: return sqrt_approx(a);
    case BM_SATURATE: r = !(a > 0.0f) ? 0.0f : a > 1.0f ? 1.0f : a; break; /* -0 and NaN give +0 */
    default: r = NAN; break;
    }
    return canon(r);
}

/* The H200's double NaNs (math-bits.out): a NaN made from non-NaN operands is 0xfff8...,
 * except asin's and atanh's, which have the operand's sign. */
static double nan_f64(int id, double r, double a, double b)
{
    if (r == r || a != a || b != b || id == BM_FREXP_EXP || id == BM_REMQUO_Q)
        return r; /* (the last two return integers in a double's bits) */
    if (id == BM_ASIN || id == BM_ATANH)
        return copysign(NAN, a);
    return -NAN;
}

static double libm_f64(int id, double a, double b, double c);

double vm_math_f64(int id, double a, double b, double c)
{
    if (id >= BM_ADD_RN)
        return f64_op(id, a, b, c);
    return nan_f64(id, libm_f64(id, a, b, c), a, b);
}

static double libm_f64(int id, double a, double b, double c)
{
    /* CUDA's algorithms (cudamath.c) where they are transcribed; elsewhere libm, or extended
     * precision where it gives the H200's bits more often than libm's double functions */
    switch (id) {
    case BM_SQRT: return sqrt(a);
    case BM_RSQRT: return cm_rsqrt(a);
    case BM_CBRT: return cm_cbrt(a);
    case BM_RCBRT: return cm_rcbrt(a);
    case BM_EXP: return cm_exp(a);
    case BM_EXP2: return cm_exp2(a);
    case BM_EXP10: return cm_exp10(a);
    case BM_EXPM1: return cm_expm1(a);
    case BM_LOG: return cm_log(a);
    case BM_LOG2: return cm_log2(a);
    case BM_LOG10: return cm_log10(a);
    case BM_LOG1P: return cm_log1p(a);
    case BM_SIN: return cm_sin(a);
    case BM_COS: return cm_cos(a);
    case BM_TAN: return cm_tan(a);
    case BM_ASIN: return cm_asin(a);
    case BM_ACOS: return cm_acos(a);
    case BM_ATAN: return cm_atan(a);
    case BM_SINH: return cm_sinh(a);
    case BM_COSH: return cm_cosh(a);
    case BM_TANH: return cm_tanh(a);
    case BM_ASINH: return cm_asinh(a);
    case BM_ACOSH: return cm_acosh(a);
    case BM_ATANH: return cm_atanh(a);
    case BM_FLOOR: case BM_CEIL: case BM_TRUNC: case BM_RINT: case BM_NEARBYINT:
        if (a != a)
            return a + a; /* FRND.F64 quiets a signalling NaN (glibc's rint keeps it) */
        return id == BM_FLOOR ? floor(a) : id == BM_CEIL ? ceil(a) : id == BM_TRUNC ? trunc(a) : rint(a);
    case BM_ROUND: return round(a);
    case BM_FABS: return fabs(a);
    case BM_ERF: return cm_erf(a);
    case BM_ERFC: return cm_erfc(a);
    case BM_TGAMMA: return cm_tgamma(a);
    case BM_TGAMMA_NOFMAD: return cm_tgamma_nofmad(a);
    case BM_LGAMMA: return cm_lgamma(a);
    case BM_SINPI: return cm_sinpi(a);
    case BM_COSPI: return cm_cospi(a);
    case BM_LOGB: return logb(a);
    case BM_ERFINV: return cm_erfinv(a);
    case BM_ERFCINV: return cm_erfcinv(a);
    case BM_ERFCX: return cm_erfcx(a);
    case BM_CYL_BESSEL_I0: return cm_cyl_bessel_i0(a);
    case BM_CYL_BESSEL_I1: return cm_cyl_bessel_i1(a);
    case BM_J0: case BM_J1: case BM_Y0: case BM_Y1: case BM_Y0_NOFMAD: case BM_Y1_NOFMAD:
        if (a != a) { /* the NaN of MUFU.RCP64H/RSQ64H in their large-argument form, whatever the
                       * operand (an H100, device/nan-operands.cu; which NaN an operation passes on
                       * follows nvcc's operand order, so another kernel may differ) */
            uint64_t q = 0x7fffffff00000000ull;
            memcpy(&a, &q, 8);
            return a;
        }
        switch (id) {
        case BM_J0: return cm_j0(a);
        case BM_J1: return cm_j1(a);
        case BM_Y0: return cm_y0(a);
        case BM_Y1: return cm_y1(a);
        case BM_Y0_NOFMAD: return cm_y0_nofmad(a);
        default: return cm_y1_nofmad(a);
        }
    case BM_JN: case BM_YN: case BM_JN_NOFMAD: case BM_YN_NOFMAD: {
        int64_t n; /* the order travels in the first operand's bits, sign-extended */
        memcpy(&n, &a, 8);
        if (id == BM_YN || id == BM_YN_NOFMAD)
            return id == BM_YN ? cm_yn((int)n, b) : cm_yn_nofmad((int)n, b);
        return cm_jn((int)n, b); /* (jn is the same) */
    }
    case BM_NORMCDF: return cm_normcdf(a);
    case BM_NORMCDFINV: return cm_normcdfinv(a);
    case BM_POW: return cm_pow(a, b);
    case BM_POW_NOFMAD: return cm_pow_nofmad(a, b);
    case BM_ATAN2: return cm_atan2(a, b);
    case BM_FMOD: return fmod(a, b);
    case BM_REMAINDER: return remainder(a, b);
    case BM_HYPOT: return cm_hypot(a, b);
    case BM_RHYPOT: return cm_rhypot(a, b);
    case BM_COPYSIGN: return copysign(a, b);
    case BM_FMIN: return minmax_f64(a, b, false);
    case BM_FMAX: return minmax_f64(a, b, true);
    case BM_FDIM: return fdim(a, b);
    case BM_NEXTAFTER: return nextafter(a, b);
    case BM_FMA: return fma(a, b, c);
    case BM_LDEXP: case BM_SCALBN: {
        int64_t e;
        memcpy(&e, &b, 8);
        return ldexp(a, e > INT32_MAX ? INT32_MAX : e < INT32_MIN ? INT32_MIN : (int)e);
    }
    case BM_FDIVIDE: return a / b;
    case BM_FREXP: { int e; return frexp(a, &e); }
    case BM_FREXP_EXP: {
        int e = 0;
        frexp(a, &e);
        int64_t v = isfinite(a) ? e : 0;
        return bits_f64((uint64_t)v);
    }
    case BM_MODF: { double ip; return modf(a, &ip); }
    case BM_MODF_INT: { double ip; modf(a, &ip); return ip; }
    case BM_REMQUO: { int q; return remquo(a, b, &q); }
    case BM_REMQUO_Q: {
        int q = 0;
        remquo(a, b, &q);
        return bits_f64((uint64_t)(int64_t)(q < 0 ? -(-q & 7) : q & 7));
    }
    default: return NAN;
    }
}

/* ---- Conversions (tests/programs/device/float-convert.cu for the NaN and range rules) -- */

static double round_mode(double x, int mode)
{
    switch (mode) {
    case VR_RN: return nearbyint(x);
    case VR_RZ: return trunc(x);
    case VR_RU: return ceil(x);
    default: return floor(x);
    }
}

/* A float or double (FROM_F64) to an integer kind TO, rounded by MODE, saturating. */
static uint64_t float_to_int(double x, bool from_f64, int to, int mode)
{
    if (x != x) {
        switch (to) {
        case VK_I32: return from_f64 ? 0x80000000u : 0;
        case VK_U32: return from_f64 ? 0x80000000u : 0;
        default: return 0x8000000000000000ull;
        }
    }
    x = round_mode(x, mode);
    switch (to) {
    case VK_I32:
        return (uint32_t)(x >= 2147483647.0 ? INT32_MAX : x <= -2147483648.0 ? INT32_MIN : (int32_t)x);
    case VK_U32:
        return x >= 4294967295.0 ? UINT32_MAX : x <= 0 ? 0 : (uint32_t)x;
    case VK_I64:
        return (uint64_t)(x >= 0x1p63 ? INT64_MAX : x <= -0x1p63 ? INT64_MIN : (int64_t)x);
    default:
        return x >= 0x1p64 ? UINT64_MAX : x <= 0 ? 0 : (uint64_t)x;
    }
}

/* An exact value (integers up to 64 bits fit a long double) rounded to float or double. */
static uint64_t to_float(long double v, int to, int mode)
{
    int old = fegetround();
    volatile long double x = v;
    uint64_t r;
    fesetround(fe_modes[mode]);
    if (to == VK_F32) {
        volatile float f = (float)x;
        r = f32_bits(f);
    } else {
        volatile double d = (double)x;
        r = f64_bits(d);
    }
    fesetround(old);
    return r;
}

/* An exact value rounded to half precision by MODE, as <cuda_fp16.h>'s __cr_f2h rounds a float
 * (overflow: infinity when rounding away from zero, else the largest half). */
static uint64_t to_half(long double v, int mode)
{
    bool neg = signbit(v) != 0;
    long double a = fabsl(v);
    uint32_t sign = neg ? 0x8000u : 0;
    if (isinf(a))
        return sign | 0x7c00u;
    int ex = 0;
    if (a != 0)
        frexpl(a, &ex);
    int e = a == 0 ? -25 : ex - 1;
    long double quantum = ldexpl(1.0L, e < -14 ? -24 : e - 10), n = a / quantum;
    bool up = mode == VR_RU ? !neg : mode == VR_RD ? neg : false;
    n = mode == VR_RN ? nearbyintl(n) : up ? ceill(n) : truncl(n);
    long double r = n * quantum;
    if (r >= 65536.0L)
        return sign | (mode == VR_RN || up ? 0x7c00u : 0x7bffu);
    if (r < 0x1p-14L)
        return sign | (uint32_t)(r / 0x1p-24L);
    frexpl(r, &ex);
    e = ex - 1;
    return sign | (uint32_t)(e + 15) << 10 | ((uint32_t)(r / ldexpl(1.0L, e - 10)) - 1024u);
}

/* The value of half H; a NaN is NAN. */
static long double from_half(uint32_t h)
{
    uint32_t e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    long double v = e == 31 ? (m ? NAN : INFINITY) : e == 0 ? ldexpl((long double)m, -24)
                  : ldexpl((long double)(m | 0x400u), (int)e - 25);
    return h & 0x8000u ? -v : v;
}

static uint64_t convert(int k, uint64_t a)
{
    int mode = k & 3, to = (k >> 2) & 7, from = k >> 5;
    long double v;
    switch (from) {
    case VK_I32: v = (int32_t)a; break;
    case VK_U32: v = (uint32_t)a; break;
    case VK_I64: v = (int64_t)a; break;
    case VK_U64: v = a; break;
    case VK_F32: v = bits_f32((uint32_t)a); break;
    case VK_F16: v = from_half((uint32_t)a); break;
    default: v = bits_f64(a); break;
    }
    if (to == VK_F16) {
        /* a NaN: 0x7fff from a float (cuda_fp16.h), the sign and the payload's top bits,
         * quiet, from a double */
        if (v != v)
            return from == VK_F64 ? (a >> 48 & 0x8000u) | 0x7e00u | (a >> 42 & 0x3ffu) : 0x7fffu;
        return to_half(v, mode);
    }
    if (from == VK_F16 && v != v)   /* a half NaN becomes the canonical NaN (cuda_fp16.h) */
        return to == VK_F32 ? 0x7fffffffu : to == VK_F64 ? 0x7fffffffffffffffull : 0;
    if (to == VK_F32 || to == VK_F64) {
        /* a double NaN keeps its sign and payload's top bits, quieted (H200:
         * __double2float_rz(0x7ff8000000000000) is 0x7fc00000, builtins-intrin) */
        if (v != v)
            return to == VK_F64 ? a : (uint32_t)((a >> 32 & 0x80000000u) | 0x7fc00000u | (a >> 29 & 0x3fffffu));
        return to_float(v, to, mode);
    }
    return float_to_int((double)v, from == VK_F64, to, mode);
}

/* ---- DPX (§5.4.8.6; tests/programs/h200/prog-24-dpx) --------------------------- */

static int32_t lane_val(uint32_t x, int lanes, int half)
{
    switch (lanes) {
    case DPX_S16X2: return (int16_t)(x >> (16 * half));
    case DPX_U16X2: return (uint16_t)(x >> (16 * half));
    default: return (int32_t)x;
    }
}

/* One lane of a DPX operation; signed lanes compare as signed, unsigned ones as unsigned. */
static int64_t dpx_lane(int kind, int lanes, bool relu, int64_t a, int64_t b, int64_t c)
{
    int64_t r;
    switch (kind) {
    case DPX_MAX3: r = a > b ? a : b; r = r > c ? r : c; break;
    case DPX_MIN3: r = a < b ? a : b; r = r < c ? r : c; break;
    case DPX_MAX: case DPX_BMAX: r = a > b ? a : b; break;
    case DPX_MIN: case DPX_BMIN: r = a < b ? a : b; break;
    case DPX_ADDMAX: case DPX_ADDMIN: {
        /* the sum wraps in the lane's width */
        int64_t s = a + b;
        switch (lanes) {
        case DPX_S32: s = (int32_t)s; break;
        case DPX_U32: s = (uint32_t)s; break;
        case DPX_S16X2: s = (int16_t)s; break;
        default: s = (uint16_t)s; break;
        }
        r = kind == DPX_ADDMAX ? (s > c ? s : c) : (s < c ? s : c);
        break;
    }
    case DPX_BMAX_P: case DPX_BMAX_PLO: r = a >= b; break;
    default: r = a <= b; break; /* DPX_BMIN_P, DPX_BMIN_PLO */
    }
    return relu && r < 0 ? 0 : r;
}

static uint64_t dpx(int id, uint32_t a, uint32_t b, uint32_t c)
{
    int k = id - VI_DPX_BASE, kind = k >> 4, lanes = (k >> 1) & 7;
    bool relu = k & 1;
    if (lanes == DPX_U32 || lanes == DPX_S32) {
        int64_t x = lanes == DPX_U32 ? (int64_t)a : (int32_t)a;
        int64_t y = lanes == DPX_U32 ? (int64_t)b : (int32_t)b;
        int64_t z = lanes == DPX_U32 ? (int64_t)c : (int32_t)c;
        return (uint32_t)dpx_lane(kind, lanes, relu, x, y, z);
    }
    if (kind == DPX_BMAX_P || kind == DPX_BMIN_P || kind == DPX_BMAX_PLO || kind == DPX_BMIN_PLO) {
        int half = kind >= DPX_BMAX_PLO ? 0 : 1;
        int base = kind >= DPX_BMAX_PLO ? kind - 2 : kind;
        return (uint64_t)dpx_lane(base, lanes, relu, lane_val(a, lanes, half), lane_val(b, lanes, half), 0);
    }
    uint32_t r = 0;
    for (int h = 0; h < 2; h++) {
        int64_t v = dpx_lane(kind, lanes, relu, lane_val(a, lanes, h), lane_val(b, lanes, h),
                             lane_val(c, lanes, h));
        r |= ((uint32_t)v & 0xffffu) << (16 * h);
    }
    return r;
}

/* ---- SIMD video intrinsics (CUDA Math API, "SIMD Intrinsics") ------------------------ */

/* Lane I of X, W bits wide, read as signed or unsigned. */
static int64_t simd_lane(uint32_t x, int w, int i, bool sign)
{
    uint32_t v = (x >> (w * i)) & ((1u << w) - 1);
    return sign && (v >> (w - 1)) ? (int64_t)v - (1ll << w) : (int64_t)v;
}

static int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* One lane of a SIMD operation on lanes X and Y of width W (read signed or unsigned as the
 * operation says); the result's low W bits are the lane's, but for SAD, which sums. */
static int64_t simd_op(int op, int64_t x, int64_t y, int w)
{
    int64_t smin = -(1ll << (w - 1)), smax = (1ll << (w - 1)) - 1, umax = (1ll << w) - 1;
    bool cmp = op >= SIMD_CMPEQ && op <= SIMD_CMPLTU;
    bool t;
    switch (op) {
    case SIMD_ADD: return x + y;
    case SIMD_SUB: return x - y;
    case SIMD_ADDSS: return clamp64(x + y, smin, smax);
    case SIMD_ADDUS: return clamp64(x + y, 0, umax);
    case SIMD_SUBSS: return clamp64(x - y, smin, smax);
    case SIMD_SUBUS: return clamp64(x - y, 0, umax);
    case SIMD_ABS: return x < 0 ? -x : x;
    case SIMD_ABSSS: return clamp64(x < 0 ? -x : x, smin, smax);
    case SIMD_NEG: return -x;
    case SIMD_NEGSS: return clamp64(-x, smin, smax);
    case SIMD_ABSDIFFS: case SIMD_ABSDIFFU: case SIMD_SADS: case SIMD_SADU: return x > y ? x - y : y - x;
    case SIMD_AVGS: { int64_t s = x + y; return (s + (s >= 0)) >> 1; }
    case SIMD_AVGU: return (x + y + 1) >> 1;
    case SIMD_HADDU: return (x + y) >> 1;
    case SIMD_MAXS: case SIMD_MAXU: return x > y ? x : y;
    case SIMD_MINS: case SIMD_MINU: return x < y ? x : y;
    case SIMD_CMPEQ: case SIMD_SETEQ: t = x == y; break;
    case SIMD_CMPNE: case SIMD_SETNE: t = x != y; break;
    case SIMD_CMPGES: case SIMD_CMPGEU: case SIMD_SETGES: case SIMD_SETGEU: t = x >= y; break;
    case SIMD_CMPGTS: case SIMD_CMPGTU: case SIMD_SETGTS: case SIMD_SETGTU: t = x > y; break;
    case SIMD_CMPLES: case SIMD_CMPLEU: case SIMD_SETLES: case SIMD_SETLEU: t = x <= y; break;
    default: t = x < y; break; /* CMPLT, SETLT */
    }
    return t ? (cmp ? umax : 1) : 0;
}

static uint32_t simd(int id, uint32_t a, uint32_t b)
{
    int k = id - VI_SIMD_BASE, op = k >> 1, w = (k & 1) ? 8 : 16, n = 32 / w;
    static const bool signed_op[] = {
        [SIMD_ADDSS] = 1, [SIMD_SUBSS] = 1, [SIMD_ABS] = 1, [SIMD_ABSSS] = 1, [SIMD_NEG] = 1,
        [SIMD_NEGSS] = 1, [SIMD_ABSDIFFS] = 1, [SIMD_AVGS] = 1, [SIMD_MAXS] = 1, [SIMD_MINS] = 1,
        [SIMD_SADS] = 1, [SIMD_CMPGES] = 1, [SIMD_CMPGTS] = 1, [SIMD_CMPLES] = 1,
        [SIMD_CMPLTS] = 1, [SIMD_SETGES] = 1, [SIMD_SETGTS] = 1, [SIMD_SETLES] = 1,
        [SIMD_SETLTS] = 1,
    };
    bool sign = op < (int)(sizeof signed_op / sizeof signed_op[0]) && signed_op[op];
    uint32_t r = 0;
    for (int i = 0; i < n; i++) {
        int64_t v = simd_op(op, simd_lane(a, w, i, sign), simd_lane(b, w, i, sign), w);
        if (op == SIMD_SADS || op == SIMD_SADU)
            r += (uint32_t)v;
        else
            r |= ((uint32_t)v & ((1u << w) - 1)) << (w * i);
    }
    return r;
}

/* ---- Integer intrinsics --------------------------------------------------------------- */

static uint32_t brev32(uint32_t x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

/* __fns: the position of the OFFSET-th set bit of MASK counting from BASE (up for positive
 * offsets, down for negative ones, BASE itself for 0); 0xffffffff when there is none (PTX fns;
 * tests/programs/device/builtins-intrin). */
static uint32_t fns(uint32_t mask, uint32_t base, int32_t offset)
{
    if (base > 31)
        return 0xffffffffu;
    if (offset == 0) /* PTX fns: base itself when its bit is set */
        return (mask >> base & 1) ? base : 0xffffffffu;
    int step = offset > 0 ? 1 : -1, left = offset > 0 ? offset : -offset;
    for (int i = (int)base; i >= 0 && i < 32; i += step)
        if ((mask >> i & 1) && --left == 0)
            return (uint32_t)i;
    return 0xffffffffu;
}

static uint32_t dp4a(uint32_t a, uint32_t b, uint32_t c, bool sgn)
{
    uint32_t acc = c;
    for (int i = 0; i < 4; i++) {
        int32_t x = sgn ? (int8_t)(a >> (8 * i)) : (int32_t)(uint8_t)(a >> (8 * i));
        int32_t y = sgn ? (int8_t)(b >> (8 * i)) : (int32_t)(uint8_t)(b >> (8 * i));
        acc += (uint32_t)(x * y);
    }
    return acc;
}

/* __dp2a_lo/hi: two 16-bit lanes of A times the low or high two bytes of B, plus C. */
static uint32_t dp2a(uint32_t a, uint32_t b, uint32_t c, bool sgn, bool hi)
{
    uint32_t acc = c;
    for (int i = 0; i < 2; i++) {
        int32_t x = sgn ? (int16_t)(a >> (16 * i)) : (int32_t)(uint16_t)(a >> (16 * i));
        uint32_t byte = b >> (8 * (i + (hi ? 2 : 0)));
        int32_t y = sgn ? (int8_t)byte : (int32_t)(uint8_t)byte;
        acc += (uint32_t)(x * y);
    }
    return acc;
}

static uint64_t fpclass(int id, uint64_t a)
{
    if (id <= VI_SIGNBIT_F32) {
        float f = bits_f32((uint32_t)a);
        switch (id) {
        case VI_ISNAN_F32: return f != f;
        case VI_ISINF_F32: return isinf(f) != 0;
        case VI_ISFINITE_F32: return isfinite(f) != 0;
        default: return (uint32_t)a >> 31;
        }
    }
    double d = bits_f64(a);
    switch (id) {
    case VI_ISNAN_F64: return d != d;
    case VI_ISINF_F64: return isinf(d) != 0;
    case VI_ISFINITE_F64: return isfinite(d) != 0;
    default: return a >> 63;
    }
}

/* prmt.b32 in its default mode: each nibble of the selector picks one of the eight bytes of
 * {b, a}; with its bit 3 set, the byte becomes the sign of the picked byte (PTX ISA, prmt). */
static uint32_t prmt(uint32_t x, uint32_t y, uint32_t z)
{
    uint64_t bytes = ((uint64_t)y << 32) | x;
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) {
        uint32_t sel = (z >> (4 * i)) & 15;
        uint32_t byte = (uint32_t)(bytes >> (8 * (sel & 7))) & 0xff;
        if (sel & 8)
            byte = byte & 0x80 ? 0xff : 0;
        r |= byte << (8 * i);
    }
    return r;
}

/* bfe: LEN bits of A from bit POS, zero- or sign-extended to WIDTH bits (PTX ISA, bfe: the sign
 * is the field's top bit, or A's top bit when the field starts past it; 0 or that sign when
 * LEN is 0). */
static uint64_t bfe(uint64_t a, uint32_t pos, uint32_t len, int width, bool sgn)
{
    uint64_t mask = width == 64 ? ~0ull : 0xffffffffull;
    a &= mask;
    int msb = width - 1;
    uint32_t top = pos + len - 1 > (uint32_t)msb ? (uint32_t)msb : pos + len - 1;
    int sbit = sgn && len ? (int)((a >> (pos > (uint32_t)msb ? (uint32_t)msb : top)) & 1) : 0;
    uint64_t d = 0;
    for (int i = 0; i <= msb; i++) {
        uint64_t bit = (uint32_t)i < len && pos + (uint32_t)i <= (uint32_t)msb
                     ? (a >> (pos + (uint32_t)i)) & 1 : (uint64_t)sbit;
        d |= bit << i;
    }
    return d & mask;
}

/* bfi: the low LEN bits of A inserted into B at POS (PTX ISA, bfi). */
static uint64_t bfi(uint64_t a, uint64_t b, uint32_t pos, uint32_t len, int width)
{
    uint64_t f = b;
    for (uint32_t i = 0; i < len && pos + i < (uint32_t)width; i++)
        f = (f & ~(1ull << (pos + i))) | (((a >> i) & 1) << (pos + i));
    return width == 64 ? f : f & 0xffffffffull;
}

static uint32_t vabsdiff4(uint32_t x, uint32_t y, uint32_t z)
{
    uint32_t acc = z;
    for (int i = 0; i < 4; i++) {
        uint32_t p = (x >> (8 * i)) & 0xff, q = (y >> (8 * i)) & 0xff;
        acc += p > q ? p - q : q - p;
    }
    return acc;
}

uint64_t vm_intrin(int id, uint64_t a, uint64_t b, uint64_t c)
{
    if (id >= VI_SIMD_BASE)
        return simd(id, (uint32_t)a, (uint32_t)b);
    if (id >= VI_DPX_BASE)
        return dpx(id, (uint32_t)a, (uint32_t)b, (uint32_t)c);
    if (id >= VI_CVT_BASE)
        return convert(id - VI_CVT_BASE, a);
    if (id >= VI_ISNAN_F32 && id <= VI_SIGNBIT_F64)
        return fpclass(id, a);
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
    case VI_MUL64HI: return (uint64_t)(int64_t)(((__int128)(int64_t)a * (int64_t)b) >> 64);
    case VI_UMUL64HI: return (uint64_t)(((unsigned __int128)a * b) >> 64);
    case VI_SAD: return (uint32_t)((sx > sy ? (uint32_t)sx - (uint32_t)sy : (uint32_t)sy - (uint32_t)sx) + z);
    case VI_USAD: return (uint32_t)((x > y ? x - y : y - x) + z);
    case VI_HADD: return (uint32_t)(int32_t)(((int64_t)sx + sy) >> 1);
    case VI_UHADD: return (uint32_t)(((uint64_t)x + y) >> 1);
    case VI_RHADD: return (uint32_t)(int32_t)(((int64_t)sx + sy + 1) >> 1);
    case VI_URHADD: return (uint32_t)(((uint64_t)x + y + 1) >> 1);
    case VI_FNS: return fns(x, y, (int32_t)z);
    case VI_DP4A: return dp4a(x, y, z, true);
    case VI_UDP4A: return dp4a(x, y, z, false);
    case VI_DP2A_LO: return dp2a(x, y, z, true, false);
    case VI_DP2A_HI: return dp2a(x, y, z, true, true);
    case VI_UDP2A_LO: return dp2a(x, y, z, false, false);
    case VI_UDP2A_HI: return dp2a(x, y, z, false, true);
    case VI_BITS: return a;
    case VI_DOUBLE_HI: return (uint32_t)(a >> 32);
    case VI_DOUBLE_LO: return (uint32_t)a;
    case VI_HILO_TO_DOUBLE: return ((uint64_t)x << 32) | y;
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
    case VI_ALIGNED: return b && !(a & (b - 1));
    case VI_PRMT: return prmt(x, y, z);
    case VI_BFE_U32: case VI_BFE_S32:
        return bfe(a, y & 0xff, (uint32_t)(c & 0xff), 32, id == VI_BFE_S32);
    case VI_BFE_U64: case VI_BFE_S64:
        return bfe(a, y & 0xff, (uint32_t)(c & 0xff), 64, id == VI_BFE_S64);
    case VI_BFI_32: return bfi(a, b, z & 0xff, (z >> 8) & 0xff, 32);
    case VI_BFI_64: return bfi(a, b, (uint32_t)c & 0xff, ((uint32_t)c >> 8) & 0xff, 64);
    case VI_FTZ_F32:
        return (x & 0x7f800000u) == 0 ? x & 0x80000000u : x;
    case VI_VABSDIFF4: return vabsdiff4(x, y, z);
    default: return 0;
    }
}

void vm_atomic16(uint8_t *p, int op, const uint8_t *val, const uint8_t *cmp, uint8_t *old)
{
    uint8_t cur[16];
    memcpy(cur, p, 16);
    switch (op) {
    case ATOM_EXCH: case ATOM_STORE: memcpy(p, val, 16); break;
    case ATOM_CAS:
        if (!memcmp(cur, cmp, 16))
            memcpy(p, val, 16);
        break;
    default: break; /* ATOM_LOAD */
    }
    if (old)
        memcpy(old, cur, 16);
}

/* ---- __int128 (OP_I128, OP_I128V) ------------------------------------------------------ */

/* The host compiler's 128-bit arithmetic is C's, which is nvcc's: wrapping, truncating
 * division, conversions to floating point rounded to nearest and from it truncated. Division
 * by zero gives all ones, as the 32- and 64-bit divisions do on an H200. */
vm_u128 vm_i128(int op, vm_u128 a, vm_u128 b)
{
    __int128 sa = (__int128)a, sb = (__int128)b;
    unsigned n = (unsigned)b & 127;
    switch (op) {
    case VI128_ADD: return a + b;
    case VI128_SUB: return a - b;
    case VI128_MUL: return a * b;
    case VI128_DIVU: return b ? a / b : ~(vm_u128)0;
    case VI128_DIVS:
        if (!b)
            return ~(vm_u128)0;
        if (b == ~(vm_u128)0) /* x / -1: the negation, wrapping */
            return -a;
        return (vm_u128)(sa / sb);
    case VI128_REMU: return b ? a % b : a;
    case VI128_REMS:
        if (!b)
            return a;
        if (b == ~(vm_u128)0)
            return 0;
        return (vm_u128)(sa % sb);
    case VI128_AND: return a & b;
    case VI128_OR: return a | b;
    case VI128_XOR: return a ^ b;
    case VI128_SHL: return a << n;
    case VI128_SHRU: return a >> n;
    case VI128_SHRS: return (vm_u128)(sa >> n);
    case VI128_NEG: return -a;
    case VI128_NOT: return ~a;
    case VI128_FROM_I64: return (vm_u128)(__int128)(int64_t)a;
    case VI128_FROM_U64: return (vm_u128)(uint64_t)a;
    case VI128_FROM_F64S:
    case VI128_FROM_F64U: {
        double d;
        uint64_t u = (uint64_t)a;
        memcpy(&d, &u, 8);
        if (d != d)
            return 0;
        if (op == VI128_FROM_F64S) { /* saturating, as the GPU's conversions are */
            if (d >= 0x1p127)
                return ((vm_u128)1 << 127) - 1;
            if (d <= -0x1p127)
                return (vm_u128)1 << 127;
            return (vm_u128)(__int128)d;
        }
        if (d >= 0x1p128)
            return ~(vm_u128)0;
        return d <= 0 ? 0 : (vm_u128)d;
    }
    default: return 0;
    }
}

uint64_t vm_i128v(int op, vm_u128 a, vm_u128 b)
{
    __int128 sa = (__int128)a, sb = (__int128)b;
    switch (op) {
    case VI128_EQ: return a == b;
    case VI128_NE: return a != b;
    case VI128_LTU: return a < b;
    case VI128_LEU: return a <= b;
    case VI128_LTS: return sa < sb;
    case VI128_LES: return sa <= sb;
    case VI128_TRUTH: return a != 0;
    case VI128_TO_U64: return (uint64_t)a;
    case VI128_TO_F64S: case VI128_TO_F64U: {
        double d = op == VI128_TO_F64S ? (double)sa : (double)a;
        uint64_t u;
        memcpy(&u, &d, 8);
        return u;
    }
    case VI128_TO_F32S: case VI128_TO_F32U: {
        float f = op == VI128_TO_F32S ? (float)sa : (float)a;
        uint32_t u;
        memcpy(&u, &f, 4);
        return u;
    }
    default: return 0;
    }
}

