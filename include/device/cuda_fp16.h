#ifndef _CR_CUDA_FP16_H
#define _CR_CUDA_FP16_H
/* <cuda_fp16.h> for device code: __half and __half2 as ordinary C++ classes holding the 16 bits
 * of an IEEE binary16 number (CUDA C++ Programming Guide §5.4.5.1, Legacy Atomic Functions, and
 * the CUDA Math API's "Half Precision Intrinsics"). Host code sees include/host/cuda_fp16.h, a C
 * struct of the same layout, so arrays of __half pass through cudaMemcpy unchanged.
 *
 * Every operation gives the H200's bits (docs/libraries.md says how that was measured). The
 * conversions are integer bit manipulation with the rounding written out. An H200 rounds its
 * fp16 arithmetic once: float arithmetic rounded to half gives the same bits for + - * /
 * (a float's 24 bits are 2 * 11 + 2: rounding twice is innocuous), and __hfma rounds a double
 * sum whose rounding error decides a tie. The functions that the GPU computes with an SFU
 * approximation (hsqrt, hexp, hsin ...) are correctly rounded on an H200, and computed so here;
 * htanh_approx reads a table of the H200's exceptions (cuda_fp16_fix.h). A product is a proxy
 * object that an addition fuses into __hfma, as ptxas fuses mul.f16 and add.f16. */
#include <cuda_runtime.h>

struct __half_raw { unsigned short x; };
struct __attribute__((aligned(4))) __half2_raw { unsigned short x; unsigned short y; };

struct __half;
__host__ __device__ __half __float2half(const float a);
__host__ __device__ __half __double2half(const double a);
__host__ __device__ float __half2float(const __half a);
__host__ __device__ __half __int2half_rn(const int i);
__host__ __device__ __half __uint2half_rn(const unsigned int i);
__host__ __device__ __half __short2half_rn(const short i);
__host__ __device__ __half __ushort2half_rn(const unsigned short i);
__host__ __device__ __half __ll2half_rn(const long long i);
__host__ __device__ __half __ull2half_rn(const unsigned long long i);
__host__ __device__ int __half2int_rz(const __half h);
__host__ __device__ unsigned int __half2uint_rz(const __half h);
__host__ __device__ short __half2short_rz(const __half h);
__host__ __device__ unsigned short __half2ushort_rz(const __half h);
__host__ __device__ long long __half2ll_rz(const __half h);
__host__ __device__ unsigned long long __half2ull_rz(const __half h);

struct __attribute__((aligned(2))) __half {
    unsigned short __x;
    __host__ __device__ __half() {}
    __host__ __device__ __half(const __half_raw &hr) : __x(hr.x) {}
    __device__ __half(const float f) { __x = __float2half(f).__x; }
    __device__ __half(const double f) { __x = __double2half(f).__x; }
    __device__ __half(const short v) { __x = __short2half_rn(v).__x; }
    __device__ __half(const unsigned short v) { __x = __ushort2half_rn(v).__x; }
    __device__ __half(const int v) { __x = __int2half_rn(v).__x; }
    __device__ __half(const unsigned int v) { __x = __uint2half_rn(v).__x; }
    __device__ __half(const long long v) { __x = __ll2half_rn(v).__x; }
    __device__ __half(const unsigned long long v) { __x = __ull2half_rn(v).__x; }
    __device__ operator float() const { return __half2float(*this); }
    __host__ __device__ operator __half_raw() const { __half_raw r; r.x = __x; return r; }
    __device__ operator short() const { return __half2short_rz(*this); }
    __device__ operator unsigned short() const { return __half2ushort_rz(*this); }
    __device__ operator int() const { return __half2int_rz(*this); }
    __device__ operator unsigned int() const { return __half2uint_rz(*this); }
    __device__ operator long long() const { return __half2ll_rz(*this); }
    __device__ operator unsigned long long() const { return __half2ull_rz(*this); }
    __device__ operator bool() const { return (__x & 0x7fffu) != 0u; }
    __host__ __device__ __half &operator=(const __half_raw &hr) { __x = hr.x; return *this; }
    __device__ __half &operator=(const float f) { __x = __float2half(f).__x; return *this; }
    __device__ __half &operator=(const double f) { __x = __double2half(f).__x; return *this; }
    __device__ __half &operator=(const int v) { __x = __int2half_rn(v).__x; return *this; }
};

struct __attribute__((aligned(4))) __half2 {
    __half x;
    __half y;
    __host__ __device__ __half2() {}
    __host__ __device__ __half2(const __half &a, const __half &b) { x.__x = a.__x; y.__x = b.__x; }
    __host__ __device__ __half2(const __half2_raw &r) { x.__x = r.x; y.__x = r.y; }
    __host__ __device__ __half2 &operator=(const __half2_raw &r) { x.__x = r.x; y.__x = r.y; return *this; }
    __host__ __device__ operator __half2_raw() const { __half2_raw r; r.x = x.__x; r.y = y.__x; return r; }
};

typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;

/* ---- Bits ------------------------------------------------------------------------------- */

__host__ __device__ inline __half __cr_h(unsigned int bits)
{
    __half_raw r;
    r.x = (unsigned short)bits;
    return __half(r);
}
__host__ __device__ inline __half2 __cr_h2(unsigned int lo, unsigned int hi)
{
    __half2_raw r;
    r.x = (unsigned short)lo;
    r.y = (unsigned short)hi;
    return __half2(r);
}
__host__ __device__ inline unsigned int __cr_h2bits(const __half2 a)
{
    return (unsigned int)a.x.__x | ((unsigned int)a.y.__x << 16);
}

__host__ __device__ inline short __half_as_short(const __half h) { return (short)h.__x; }
__host__ __device__ inline unsigned short __half_as_ushort(const __half h) { return h.__x; }
__host__ __device__ inline __half __short_as_half(const short i) { return __cr_h((unsigned short)i); }
__host__ __device__ inline __half __ushort_as_half(const unsigned short i) { return __cr_h(i); }

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

/* ---- Conversions -------------------------------------------------------------------------- */

/* Rounding modes of the helpers: to nearest even, toward zero, down, up. */
#define __CR_RN 0
#define __CR_RZ 1
#define __CR_RD 2
#define __CR_RU 3

/* Q (the magnitude's bits, truncated) rounded by MODE, REM being the bits cut off and HALF the
 * weight of half a unit of Q; NEG: the number is negative. */
__host__ __device__ inline unsigned int __cr_round(unsigned int q, unsigned long long rem,
                                          unsigned long long half, int mode, bool neg)
{
    if (mode == __CR_RN)
        return q + ((rem > half || (rem == half && (q & 1u))) ? 1u : 0u);
    bool away = (mode == __CR_RU && !neg) || (mode == __CR_RD && neg);
    return q + ((away && rem != 0) ? 1u : 0u);
}

/* The half nearest (by MODE) to a finite magnitude at least 65536 or infinite. */
__host__ __device__ inline unsigned int __cr_overflow(int mode, bool neg)
{
    bool away = mode == __CR_RN || (mode == __CR_RU && !neg) || (mode == __CR_RD && neg);
    return away ? 0x7c00u : 0x7bffu;
}

__host__ __device__ inline unsigned short __cr_f2h(float f, int mode)
{
    unsigned int u = __float_as_uint(f);
    unsigned int sign = (u >> 16) & 0x8000u;
    unsigned int a = u & 0x7fffffffu;
    bool neg = sign != 0;
    if (a > 0x7f800000u)
        return 0x7fffu;
    if (a == 0x7f800000u)
        return (unsigned short)(sign | 0x7c00u);
    if (a >= 0x47800000u)
        return (unsigned short)(sign | __cr_overflow(mode, neg));
    if (a < 0x33000000u) /* below 2^-25 */
        return (unsigned short)(sign | __cr_round(0u, a, 0x7fffffffu, mode, neg));
    int e = (int)(a >> 23) - 127;
    unsigned int m = (a & 0x7fffffu) | 0x800000u;
    unsigned int q;
    unsigned long long rem, half;
    if (e >= -14) {
        q = ((unsigned int)(e + 15) << 10) | ((m >> 13) & 0x3ffu);
        rem = m & 0x1fffu;
        half = 0x1000u;
    } else {
        int sh = -e - 1; /* 14 .. 24 */
        q = m >> sh;
        rem = m & ((1u << sh) - 1u);
        half = 1ull << (sh - 1);
    }
    return (unsigned short)(sign | __cr_round(q, rem, half, mode, neg));
}

__host__ __device__ inline unsigned short __cr_d2h(double d, int mode)
{
    unsigned long long u = (unsigned long long)__double_as_longlong(d);
    unsigned int sign = (unsigned int)(u >> 48) & 0x8000u;
    unsigned long long a = u & 0x7fffffffffffffffull;
    bool neg = sign != 0;
    if (a > 0x7ff0000000000000ull) /* NaN: the sign and the payload's top bits, quiet */
        return (unsigned short)(sign | 0x7e00u | (unsigned int)((a >> 42) & 0x3ffu));
    if (a == 0x7ff0000000000000ull)
        return (unsigned short)(sign | 0x7c00u);
    if (a >= 0x40f0000000000000ull)
        return (unsigned short)(sign | __cr_overflow(mode, neg));
    if (a < 0x3e60000000000000ull) /* below 2^-25 */
        return (unsigned short)(sign | __cr_round(0u, a, 0x7fffffffffffffffull, mode, neg));
    int e = (int)(a >> 52) - 1023;
    unsigned long long m = (a & 0xfffffffffffffull) | 0x10000000000000ull;
    unsigned int q;
    unsigned long long rem, half;
    if (e >= -14) {
        q = ((unsigned int)(e + 15) << 10) | (unsigned int)((m >> 42) & 0x3ffu);
        rem = m & 0x3ffffffffffull;
        half = 0x20000000000ull;
    } else {
        int sh = 28 - e; /* 43 .. 53 */
        q = (unsigned int)(m >> sh);
        rem = m & ((1ull << sh) - 1ull);
        half = 1ull << (sh - 1);
    }
    return (unsigned short)(sign | __cr_round(q, rem, half, mode, neg));
}

__host__ __device__ inline float __cr_h2f(unsigned int h)
{
    unsigned int sign = (h & 0x8000u) << 16;
    unsigned int e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    if (e == 31u)
        return __uint_as_float(m ? 0x7fffffffu : sign | 0x7f800000u); /* NaN: the canonical one */
    if (e == 0u) {
        float v = (float)m * 5.9604644775390625e-8f; /* m * 2^-24, exact */
        return sign ? -v : v;
    }
    return __uint_as_float(sign | ((e + 112u) << 23) | (m << 13));
}

__host__ __device__ inline __half __float2half(const float a) { return __cr_h(__cr_f2h(a, __CR_RN)); }
__host__ __device__ inline __half __float2half_rn(const float a) { return __cr_h(__cr_f2h(a, __CR_RN)); }
__host__ __device__ inline __half __float2half_rz(const float a) { return __cr_h(__cr_f2h(a, __CR_RZ)); }
__host__ __device__ inline __half __float2half_rd(const float a) { return __cr_h(__cr_f2h(a, __CR_RD)); }
__host__ __device__ inline __half __float2half_ru(const float a) { return __cr_h(__cr_f2h(a, __CR_RU)); }
__host__ __device__ inline __half __double2half(const double a) { return __cr_h(__cr_d2h(a, __CR_RN)); }
__host__ __device__ inline float __half2float(const __half a) { return __cr_h2f(a.__x); }
__host__ __device__ inline float __low2float(const __half2 a) { return __cr_h2f(a.x.__x); }
__host__ __device__ inline float __high2float(const __half2 a) { return __cr_h2f(a.y.__x); }

__host__ __device__ inline __half2 __float2half2_rn(const float a)
{
    unsigned int h = __cr_f2h(a, __CR_RN);
    return __cr_h2(h, h);
}
__host__ __device__ inline __half2 __floats2half2_rn(const float a, const float b)
{
    return __cr_h2(__cr_f2h(a, __CR_RN), __cr_f2h(b, __CR_RN));
}
__host__ __device__ inline __half2 __float22half2_rn(const float2 a)
{
    return __cr_h2(__cr_f2h(a.x, __CR_RN), __cr_f2h(a.y, __CR_RN));
}
__host__ __device__ inline float2 __half22float2(const __half2 a)
{
    return make_float2(__cr_h2f(a.x.__x), __cr_h2f(a.y.__x));
}

/* Integers to half: one rounding. Every integer beyond 2^24 rounds as 2^24 does (all are past
 * the largest half, 65504), and the others are exact floats. */
__host__ __device__ inline unsigned short __cr_ll2h(long long i, int mode)
{
    if (i > 16777216ll)
        i = 16777216ll;
    if (i < -16777216ll)
        i = -16777216ll;
    return __cr_f2h((float)i, mode);
}
__host__ __device__ inline unsigned short __cr_ull2h(unsigned long long i, int mode)
{
    return __cr_f2h((float)(i > 16777216ull ? 16777216ull : i), mode);
}

#define __CR_I2H(name, T, conv)                                                                  \
    __host__ __device__ inline __half name##_rn(const T i) { return __cr_h(conv(i, __CR_RN)); }          \
    __host__ __device__ inline __half name##_rz(const T i) { return __cr_h(conv(i, __CR_RZ)); }          \
    __host__ __device__ inline __half name##_rd(const T i) { return __cr_h(conv(i, __CR_RD)); }          \
    __host__ __device__ inline __half name##_ru(const T i) { return __cr_h(conv(i, __CR_RU)); }
__CR_I2H(__int2half, int, __cr_ll2h)
__CR_I2H(__uint2half, unsigned int, __cr_ull2h)
__CR_I2H(__short2half, short, __cr_ll2h)
__CR_I2H(__ushort2half, unsigned short, __cr_ull2h)
__CR_I2H(__ll2half, long long, __cr_ll2h)
__CR_I2H(__ull2half, unsigned long long, __cr_ull2h)
#undef __CR_I2H

/* Half to integers: the float is exact, so the float conversions round once. */
#define __CR_H2I(name, T, f2i)                                                                   \
    __host__ __device__ inline T name##_rn(const __half h) { return f2i##_rn(__cr_h2f(h.__x)); }         \
    __host__ __device__ inline T name##_rz(const __half h) { return f2i##_rz(__cr_h2f(h.__x)); }         \
    __host__ __device__ inline T name##_rd(const __half h) { return f2i##_rd(__cr_h2f(h.__x)); }         \
    __host__ __device__ inline T name##_ru(const __half h) { return f2i##_ru(__cr_h2f(h.__x)); }
__CR_H2I(__half2int, int, __float2int)
__CR_H2I(__half2uint, unsigned int, __float2uint)
__CR_H2I(__half2ll, long long, __float2ll)
__CR_H2I(__half2ull, unsigned long long, __float2ull)
#undef __CR_H2I

/* 16-bit results saturate; NaN gives 0. */
__host__ __device__ inline short __cr_sat16(int v, unsigned int h)
{
    if ((h & 0x7fffu) > 0x7c00u)
        return 0;
    return (short)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
}
__host__ __device__ inline unsigned short __cr_satu16(int v, unsigned int h)
{
    if ((h & 0x7fffu) > 0x7c00u)
        return 0;
    return (unsigned short)(v > 65535 ? 65535 : v < 0 ? 0 : v);
}
#define __CR_H2S(m)                                                                              \
    __host__ __device__ inline short __half2short_##m(const __half h)                                     \
    { return __cr_sat16(__float2int_##m(__cr_h2f(h.__x)), h.__x); }                             \
    __host__ __device__ inline unsigned short __half2ushort_##m(const __half h)                           \
    { return __cr_satu16(__float2int_##m(__cr_h2f(h.__x)), h.__x); }
__CR_H2S(rn)
__CR_H2S(rz)
__CR_H2S(rd)
__CR_H2S(ru)
#undef __CR_H2S

/* ---- Moving halves ------------------------------------------------------------------------ */

__host__ __device__ inline __half2 __halves2half2(const __half a, const __half b) { return __half2(a, b); }
__host__ __device__ inline __half2 make_half2(const __half x, const __half y) { return __half2(x, y); }
__host__ __device__ inline __half2 __half2half2(const __half a) { return __half2(a, a); }
__host__ __device__ inline __half __low2half(const __half2 a) { return a.x; }
__host__ __device__ inline __half __high2half(const __half2 a) { return a.y; }
__host__ __device__ inline __half2 __low2half2(const __half2 a) { return __half2(a.x, a.x); }
__host__ __device__ inline __half2 __high2half2(const __half2 a) { return __half2(a.y, a.y); }
__host__ __device__ inline __half2 __lowhigh2highlow(const __half2 a) { return __half2(a.y, a.x); }
__host__ __device__ inline __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
__host__ __device__ inline __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }

/* ---- Arithmetic --------------------------------------------------------------------------- */

__host__ __device__ inline bool __cr_isnan(unsigned int h) { return (h & 0x7fffu) > 0x7c00u; }

/* .sat: clamped to [0, 1], NaN to +0. */
__host__ __device__ inline __half __cr_sat(const __half a)
{
    unsigned int h = a.__x;
    if (__cr_isnan(h) || (h & 0x8000u))
        return __cr_h(0u);
    return h > 0x3c00u ? __cr_h(0x3c00u) : a;
}

__host__ __device__ inline __half __hadd(const __half a, const __half b)
{
    return __cr_h(__cr_f2h(__cr_h2f(a.__x) + __cr_h2f(b.__x), __CR_RN));
}
__host__ __device__ inline __half __hsub(const __half a, const __half b)
{
    return __cr_h(__cr_f2h(__cr_h2f(a.__x) - __cr_h2f(b.__x), __CR_RN));
}
__host__ __device__ inline __half __hmul_rn(const __half a, const __half b)
{
    return __cr_h(__cr_f2h(__cr_h2f(a.__x) * __cr_h2f(b.__x), __CR_RN));
}
__host__ __device__ inline __half __hadd_rn(const __half a, const __half b) { return __hadd(a, b); }
__host__ __device__ inline __half __hsub_rn(const __half a, const __half b) { return __hsub(a, b); }
__host__ __device__ inline __half __hadd_sat(const __half a, const __half b) { return __cr_sat(__hadd(a, b)); }
__host__ __device__ inline __half __hsub_sat(const __half a, const __half b) { return __cr_sat(__hsub(a, b)); }
__host__ __device__ inline __half __hmul_sat(const __half a, const __half b) { return __cr_sat(__hmul_rn(a, b)); }

/* a * b + c rounded once: the product is exact in double, the sum's rounding error (2Sum) moves
 * a sum that fell on a midpoint of two halves off it, to the side of the exact value. */
__host__ __device__ inline __half __hfma(const __half a, const __half b, const __half c)
{
    double p = (double)__cr_h2f(a.__x) * (double)__cr_h2f(b.__x);
    double z = (double)__cr_h2f(c.__x);
    double s = p + z;
    unsigned long long u = (unsigned long long)__double_as_longlong(s);
    if ((u & 0x7ff0000000000000ull) != 0x7ff0000000000000ull && s != 0.0) {
        double bb = s - p;
        double err = (p - (s - bb)) + (z - bb);
        if (err != 0.0)
            s = __longlong_as_double((long long)(((err > 0.0) == (s > 0.0)) ? u + 1ull : u - 1ull));
    }
    return __cr_h(__cr_d2h(s, __CR_RN));
}
__host__ __device__ inline __half __hfma_sat(const __half a, const __half b, const __half c)
{
    return __cr_sat(__hfma(a, b, c));
}
__host__ __device__ inline __half __hfma_relu(const __half a, const __half b, const __half c)
{
    __half r = __hfma(a, b, c);
    if (__cr_isnan(r.__x))
        return __cr_h(0x7fffu);
    return (r.__x & 0x8000u) ? __cr_h(0u) : r;
}

/* neg.f16 and abs.f16 give the canonical NaN for a NaN */
__host__ __device__ inline __half __hneg(const __half a)
{
    return __cr_h((a.__x & 0x7fffu) > 0x7c00u ? 0x7fffu : a.__x ^ 0x8000u);
}
__host__ __device__ inline __half __habs(const __half a)
{
    return __cr_h((a.__x & 0x7fffu) > 0x7c00u ? 0x7fffu : a.__x & 0x7fffu);
}

/* The ordering of halves as integers: -0 below +0 (max.f16 and min.f16 order them so). */
__host__ __device__ inline int __cr_key(unsigned int h)
{
    return (h & 0x8000u) ? -(int)(h & 0x7fffu) - 1 : (int)h;
}
__host__ __device__ inline __half __hmax(const __half a, const __half b)
{
    if (__cr_isnan(a.__x))
        return __cr_isnan(b.__x) ? __cr_h(0x7fffu) : b;
    if (__cr_isnan(b.__x))
        return a;
    return __cr_key(a.__x) >= __cr_key(b.__x) ? a : b;
}
__host__ __device__ inline __half __hmin(const __half a, const __half b)
{
    if (__cr_isnan(a.__x))
        return __cr_isnan(b.__x) ? __cr_h(0x7fffu) : b;
    if (__cr_isnan(b.__x))
        return a;
    return __cr_key(a.__x) <= __cr_key(b.__x) ? a : b;
}
__host__ __device__ inline __half __hmax_nan(const __half a, const __half b)
{
    if (__cr_isnan(a.__x) || __cr_isnan(b.__x))
        return __cr_h(0x7fffu);
    return __hmax(a, b);
}
__host__ __device__ inline __half __hmin_nan(const __half a, const __half b)
{
    if (__cr_isnan(a.__x) || __cr_isnan(b.__x))
        return __cr_h(0x7fffu);
    return __hmin(a, b);
}

/* ---- Comparisons -------------------------------------------------------------------------- */

__host__ __device__ inline bool __heq(const __half a, const __half b) { return __cr_h2f(a.__x) == __cr_h2f(b.__x); }
__host__ __device__ inline bool __hne(const __half a, const __half b)
{
    float x = __cr_h2f(a.__x), y = __cr_h2f(b.__x);
    return x < y || x > y;
}
__host__ __device__ inline bool __hlt(const __half a, const __half b) { return __cr_h2f(a.__x) < __cr_h2f(b.__x); }
__host__ __device__ inline bool __hle(const __half a, const __half b) { return __cr_h2f(a.__x) <= __cr_h2f(b.__x); }
__host__ __device__ inline bool __hgt(const __half a, const __half b) { return __cr_h2f(a.__x) > __cr_h2f(b.__x); }
__host__ __device__ inline bool __hge(const __half a, const __half b) { return __cr_h2f(a.__x) >= __cr_h2f(b.__x); }
__host__ __device__ inline bool __hequ(const __half a, const __half b) { return !__hne(a, b); }
__host__ __device__ inline bool __hneu(const __half a, const __half b) { return !__heq(a, b); }
__host__ __device__ inline bool __hltu(const __half a, const __half b) { return !__hge(a, b); }
__host__ __device__ inline bool __hleu(const __half a, const __half b) { return !__hgt(a, b); }
__host__ __device__ inline bool __hgtu(const __half a, const __half b) { return !__hle(a, b); }
__host__ __device__ inline bool __hgeu(const __half a, const __half b) { return !__hlt(a, b); }
__host__ __device__ inline bool __hisnan(const __half a) { return __cr_isnan(a.__x); }
__host__ __device__ inline int __hisinf(const __half a)
{
    return a.__x == 0x7c00u ? 1 : a.__x == 0xfc00u ? -1 : 0;
}

/* ---- __half2 ------------------------------------------------------------------------------ */

#define __CR_LANES2(name, f)                                                                     \
    __host__ __device__ inline __half2 name(const __half2 a, const __half2 b)                             \
    { return __half2(f(a.x, b.x), f(a.y, b.y)); }
__CR_LANES2(__hadd2, __hadd)
__CR_LANES2(__hsub2, __hsub)
__CR_LANES2(__hadd2_rn, __hadd)
__CR_LANES2(__hsub2_rn, __hsub)
__CR_LANES2(__hmul2_rn, __hmul_rn)
__CR_LANES2(__hadd2_sat, __hadd_sat)
__CR_LANES2(__hsub2_sat, __hsub_sat)
__CR_LANES2(__hmul2_sat, __hmul_sat)
__CR_LANES2(__hmax2, __hmax)
__CR_LANES2(__hmin2, __hmin)
__CR_LANES2(__hmax2_nan, __hmax_nan)
__CR_LANES2(__hmin2_nan, __hmin_nan)
#undef __CR_LANES2

__host__ __device__ inline __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c)
{
    return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__host__ __device__ inline __half2 __hfma2_sat(const __half2 a, const __half2 b, const __half2 c)
{
    return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}
__host__ __device__ inline __half2 __hfma2_relu(const __half2 a, const __half2 b, const __half2 c)
{
    return __half2(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
__host__ __device__ inline __half2 __hneg2(const __half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
__host__ __device__ inline __half2 __habs2(const __half2 a) { return __half2(__habs(a.x), __habs(a.y)); }

/* set.OP.f16x2.f16x2: 1.0 or 0.0 in each lane; the _mask forms 0xffff or 0 per lane, and the
 * __hb forms whether both lanes hold. */
#define __CR_CMP2(op, f)                                                                         \
    __host__ __device__ inline __half2 __h##op##2(const __half2 a, const __half2 b)                       \
    { return __cr_h2(f(a.x, b.x) ? 0x3c00u : 0u, f(a.y, b.y) ? 0x3c00u : 0u); }                 \
    __host__ __device__ inline unsigned int __h##op##2_mask(const __half2 a, const __half2 b)             \
    { return (f(a.x, b.x) ? 0xffffu : 0u) | (f(a.y, b.y) ? 0xffff0000u : 0u); }                 \
    __host__ __device__ inline bool __hb##op##2(const __half2 a, const __half2 b)                         \
    { return f(a.x, b.x) && f(a.y, b.y); }
__CR_CMP2(eq, __heq)
__CR_CMP2(ne, __hne)
__CR_CMP2(lt, __hlt)
__CR_CMP2(le, __hle)
__CR_CMP2(gt, __hgt)
__CR_CMP2(ge, __hge)
__CR_CMP2(equ, __hequ)
__CR_CMP2(neu, __hneu)
__CR_CMP2(ltu, __hltu)
__CR_CMP2(leu, __hleu)
__CR_CMP2(gtu, __hgtu)
__CR_CMP2(geu, __hgeu)
#undef __CR_CMP2
__host__ __device__ inline __half2 __hisnan2(const __half2 a)
{
    return __cr_h2(__cr_isnan(a.x.__x) ? 0x3c00u : 0u, __cr_isnan(a.y.__x) ? 0x3c00u : 0u);
}

/* ---- Contraction ------------------------------------------------------------------------- */

/* __hmul and __hadd are mul.f16 and add.f16, which ptxas may fuse into one fma.rn.f16 (their
 * .rn forms it may not): an H200 computes a * b + c, __hadd(__hmul(a, b), c), x += a * b and
 * the like as __hfma, and __hadd_sat(__hmul(a, b), c) as __hfma_sat. So a product of halves is
 * a __cr_hprod, rounded to a __half where it is used as one, and fused where an addition or
 * subtraction takes it; a * b + c * d is fma(a, b, c * d) (all three measured on an H200). Within
 * one expression only: ptxas also fuses a product stored in a variable that one later addition
 * uses (not one used twice), which cudarepl does not follow. */
__device__ __half __hfma(const __half a, const __half b, const __half c);
__device__ __half __hfma_sat(const __half a, const __half b, const __half c);
__device__ __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c);
__device__ __half2 __hfma2_sat(const __half2 a, const __half2 b, const __half2 c);
struct __cr_hprod {
    __half a, b;
    __host__ __device__ __cr_hprod(const __half &x, const __half &y) { a.__x = x.__x; b.__x = y.__x; }
    __host__ __device__ operator __half() const { return __hmul_rn(a, b); }
    __host__ __device__ operator float() const { return __cr_h2f(__hmul_rn(a, b).__x); }
};
struct __cr_h2prod {
    __half2 a, b;
    __host__ __device__ __cr_h2prod(const __half2 &x, const __half2 &y) { a = x; b = y; }
    __host__ __device__ operator __half2() const { return __hmul2_rn(a, b); }
};
__host__ __device__ inline __cr_hprod __hmul(const __half a, const __half b) { return __cr_hprod(a, b); }
__host__ __device__ inline __cr_h2prod __hmul2(const __half2 a, const __half2 b) { return __cr_h2prod(a, b); }
__device__ inline __half __hadd(const __cr_hprod &p, const __half c) { return __hfma(p.a, p.b, c); }
__device__ inline __half __hadd(const __half c, const __cr_hprod &p) { return __hfma(p.a, p.b, c); }
__device__ inline __half __hadd(const __cr_hprod &p, const __cr_hprod &q) { return __hfma(p.a, p.b, __half(q)); }
__device__ inline __half __hadd_sat(const __cr_hprod &p, const __half c) { return __hfma_sat(p.a, p.b, c); }
__device__ inline __half __hadd_sat(const __half c, const __cr_hprod &p) { return __hfma_sat(p.a, p.b, c); }
__device__ inline __half2 __hadd2_sat(const __cr_h2prod &p, const __half2 c) { return __hfma2_sat(p.a, p.b, c); }
__device__ inline __half2 __hadd2_sat(const __half2 c, const __cr_h2prod &p) { return __hfma2_sat(p.a, p.b, c); }
__device__ inline __half __hsub(const __cr_hprod &p, const __half c) { return __hfma(p.a, p.b, __hneg(c)); }
__device__ inline __half __hsub(const __half c, const __cr_hprod &p) { return __hfma(__hneg(p.a), p.b, c); }
__device__ inline __half __hsub(const __cr_hprod &p, const __cr_hprod &q) { return __hfma(p.a, p.b, __hneg(__half(q))); }
__device__ inline __half2 __hadd2(const __cr_h2prod &p, const __half2 c) { return __hfma2(p.a, p.b, c); }
__device__ inline __half2 __hadd2(const __half2 c, const __cr_h2prod &p) { return __hfma2(p.a, p.b, c); }
__device__ inline __half2 __hadd2(const __cr_h2prod &p, const __cr_h2prod &q) { return __hfma2(p.a, p.b, __half2(q)); }
__device__ inline __half2 __hsub2(const __cr_h2prod &p, const __half2 c) { return __hfma2(p.a, p.b, __hneg2(c)); }
__device__ inline __half2 __hsub2(const __half2 c, const __cr_h2prod &p) { return __hfma2(__hneg2(p.a), p.b, c); }
__device__ inline __half2 __hsub2(const __cr_h2prod &p, const __cr_h2prod &q) { return __hfma2(p.a, p.b, __hneg2(__half2(q))); }
__device__ inline __half operator+(const __cr_hprod &p, const __half &c) { return __hadd(p, c); }
__device__ inline __half operator+(const __half &c, const __cr_hprod &p) { return __hadd(c, p); }
__device__ inline __half operator+(const __cr_hprod &p, const __cr_hprod &q) { return __hadd(p, q); }
__device__ inline __half operator-(const __cr_hprod &p, const __half &c) { return __hsub(p, c); }
__device__ inline __half operator-(const __half &c, const __cr_hprod &p) { return __hsub(c, p); }
__device__ inline __half operator-(const __cr_hprod &p, const __cr_hprod &q) { return __hsub(p, q); }
__device__ inline __half &operator+=(__half &x, const __cr_hprod &p) { x = __hfma(p.a, p.b, x); return x; }
__device__ inline __half &operator-=(__half &x, const __cr_hprod &p) { x = __hfma(__hneg(p.a), p.b, x); return x; }
__device__ inline __half2 operator+(const __cr_h2prod &p, const __half2 &c) { return __hadd2(p, c); }
__device__ inline __half2 operator+(const __half2 &c, const __cr_h2prod &p) { return __hadd2(c, p); }
__device__ inline __half2 operator+(const __cr_h2prod &p, const __cr_h2prod &q) { return __hadd2(p, q); }
__device__ inline __half2 operator-(const __cr_h2prod &p, const __half2 &c) { return __hsub2(p, c); }
__device__ inline __half2 operator-(const __half2 &c, const __cr_h2prod &p) { return __hsub2(c, p); }
__device__ inline __half2 operator-(const __cr_h2prod &p, const __cr_h2prod &q) { return __hsub2(p, q); }
__device__ inline __half2 &operator+=(__half2 &x, const __cr_h2prod &p) { x = __hfma2(p.a, p.b, x); return x; }
__device__ inline __half2 &operator-=(__half2 &x, const __cr_h2prod &p) { x = __hfma2(__hneg2(p.a), p.b, x); return x; }

/* ---- Operators ---------------------------------------------------------------------------- */

__host__ __device__ inline __half operator+(const __half &a, const __half &b) { return __hadd(a, b); }
__host__ __device__ inline __half operator-(const __half &a, const __half &b) { return __hsub(a, b); }
__host__ __device__ inline __cr_hprod operator*(const __half &a, const __half &b) { return __cr_hprod(a, b); }
__host__ __device__ __half __hdiv(const __half a, const __half b);
__host__ __device__ inline __half operator/(const __half &a, const __half &b) { return __hdiv(a, b); }
__host__ __device__ inline __half &operator+=(__half &a, const __half &b) { a = __hadd(a, b); return a; }
__host__ __device__ inline __half &operator-=(__half &a, const __half &b) { a = __hsub(a, b); return a; }
__host__ __device__ inline __half &operator*=(__half &a, const __half &b) { a = __hmul_rn(a, b); return a; }
__host__ __device__ inline __half &operator/=(__half &a, const __half &b) { a = __hdiv(a, b); return a; }
__host__ __device__ inline __half &operator++(__half &a) { a = __hadd(a, __cr_h(0x3c00u)); return a; }
__host__ __device__ inline __half &operator--(__half &a) { a = __hsub(a, __cr_h(0x3c00u)); return a; }
__host__ __device__ inline __half operator++(__half &a, int)
{
    __half r = a;
    a = __hadd(a, __cr_h(0x3c00u));
    return r;
}
__host__ __device__ inline __half operator--(__half &a, int)
{
    __half r = a;
    a = __hsub(a, __cr_h(0x3c00u));
    return r;
}
__host__ __device__ inline __half operator+(const __half &a) { return a; }
__host__ __device__ inline __half operator-(const __half &a) { return __hneg(a); }
__host__ __device__ inline bool operator==(const __half &a, const __half &b) { return __heq(a, b); }
__host__ __device__ inline bool operator!=(const __half &a, const __half &b) { return __hneu(a, b); }
__host__ __device__ inline bool operator<(const __half &a, const __half &b) { return __hlt(a, b); }
__host__ __device__ inline bool operator<=(const __half &a, const __half &b) { return __hle(a, b); }
__host__ __device__ inline bool operator>(const __half &a, const __half &b) { return __hgt(a, b); }
__host__ __device__ inline bool operator>=(const __half &a, const __half &b) { return __hge(a, b); }

__host__ __device__ __half2 __h2div(const __half2 a, const __half2 b);
__host__ __device__ inline __half2 operator+(const __half2 &a, const __half2 &b) { return __hadd2(a, b); }
__host__ __device__ inline __half2 operator-(const __half2 &a, const __half2 &b) { return __hsub2(a, b); }
__host__ __device__ inline __cr_h2prod operator*(const __half2 &a, const __half2 &b) { return __cr_h2prod(a, b); }
__host__ __device__ inline __half2 operator/(const __half2 &a, const __half2 &b) { return __h2div(a, b); }
__host__ __device__ inline __half2 &operator+=(__half2 &a, const __half2 &b) { a = __hadd2(a, b); return a; }
__host__ __device__ inline __half2 &operator-=(__half2 &a, const __half2 &b) { a = __hsub2(a, b); return a; }
__host__ __device__ inline __half2 &operator*=(__half2 &a, const __half2 &b) { a = __hmul2_rn(a, b); return a; }
__host__ __device__ inline __half2 &operator/=(__half2 &a, const __half2 &b) { a = __h2div(a, b); return a; }
__host__ __device__ inline __half2 operator+(const __half2 &a) { return a; }
__host__ __device__ inline __half2 operator-(const __half2 &a) { return __hneg2(a); }
__host__ __device__ inline bool operator==(const __half2 &a, const __half2 &b) { return __hbeq2(a, b); }
__host__ __device__ inline bool operator!=(const __half2 &a, const __half2 &b) { return __hbneu2(a, b); }
__host__ __device__ inline bool operator<(const __half2 &a, const __half2 &b) { return __hblt2(a, b); }
__host__ __device__ inline bool operator<=(const __half2 &a, const __half2 &b) { return __hble2(a, b); }
__host__ __device__ inline bool operator>(const __half2 &a, const __half2 &b) { return __hbgt2(a, b); }
__host__ __device__ inline bool operator>=(const __half2 &a, const __half2 &b) { return __hbge2(a, b); }

/* ---- Functions of one half ----------------------------------------------------------------- */

/* The GPU computes these from an SFU approximation (sqrt.approx, ex2.approx, lg2.approx ...)
 * corrected on the inputs where it would be wrong (cuda_fp16.hpp's special cases): an H200
 * gives the correctly rounded value on every one of the 65536 inputs, and a NaN for a NaN
 * result, the canonical one. htanh_approx is tanh.approx.f16, which gives one less than the
 * correctly rounded value (in magnitude) on 14736 inputs: the ranges of those inputs are in
 * cuda_fp16_fix.h, measured on an H200. */
__device__ inline unsigned int __cr_math_result(double v)
{
    unsigned int r = __cr_d2h(v, __CR_RN);
    return (r & 0x7fffu) > 0x7c00u ? 0x7fffu : r;
}

#include "cuda_fp16_fix.h"

/* Is H in one of the N sorted ranges [T[2i], T[2i+1]]? */
__device__ inline bool __cr_in_ranges(const unsigned short *t, int n, unsigned int h)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) >> 1;
        if (h < t[2 * mid])
            hi = mid - 1;
        else if (h > t[2 * mid + 1])
            lo = mid + 1;
        else
            return true;
    }
    return false;
}

#define __CR_MATH1(name, expr)                                                                   \
    __device__ inline __half name(const __half a)                                                \
    {                                                                                            \
        double x = (double)__cr_h2f(a.__x);                                                      \
        return __cr_h(__cr_math_result(expr));                                                   \
    }
__CR_MATH1(hsqrt, sqrt(x))
__CR_MATH1(hrsqrt, 1.0 / sqrt(x))
__CR_MATH1(hrcp, 1.0 / x)
__CR_MATH1(hexp, exp(x))
__CR_MATH1(hexp2, exp2(x))
__CR_MATH1(hexp10, exp10(x))
__CR_MATH1(hlog, log(x))
__CR_MATH1(hlog2, log2(x))
__CR_MATH1(hlog10, log10(x))
__CR_MATH1(hsin, sin(x))
__CR_MATH1(hcos, cos(x))
__CR_MATH1(htanh, tanh(x))
#undef __CR_MATH1
__device__ inline __half htanh_approx(const __half a)
{
    unsigned int r = __cr_math_result(tanh((double)__cr_h2f(a.__x)));
    const int n = (int)(sizeof(__cr_tanh_approx_low) / sizeof(__cr_tanh_approx_low[0]) / 2);
    return __cr_h(__cr_in_ranges(__cr_tanh_approx_low, n, a.__x) ? r - 1u : r);
}
#define __CR_H2(name)                                                                            \
    __device__ inline __half2 h2##name(const __half2 a) { return __half2(h##name(a.x), h##name(a.y)); }
__CR_H2(sqrt)
__CR_H2(rsqrt)
__CR_H2(rcp)
__CR_H2(exp)
__CR_H2(exp2)
__CR_H2(exp10)
__CR_H2(log)
__CR_H2(log2)
__CR_H2(log10)
__CR_H2(sin)
__CR_H2(cos)
__CR_H2(tanh)
__CR_H2(tanh_approx)

/* Rounding to an integral value: exact in float. */
__device__ inline __half hceil(const __half a) { return __cr_h(__cr_f2h(ceilf(__cr_h2f(a.__x)), __CR_RN)); }
__device__ inline __half hfloor(const __half a) { return __cr_h(__cr_f2h(floorf(__cr_h2f(a.__x)), __CR_RN)); }
__device__ inline __half htrunc(const __half a) { return __cr_h(__cr_f2h(truncf(__cr_h2f(a.__x)), __CR_RN)); }
__device__ inline __half hrint(const __half a) { return __cr_h(__cr_f2h(rintf(__cr_h2f(a.__x)), __CR_RN)); }
__CR_H2(ceil)
__CR_H2(floor)
__CR_H2(trunc)
__CR_H2(rint)
#undef __CR_H2

/* __hdiv: the quotient correctly rounded, but where the H200's reciprocal approximation leads
 * elsewhere. */
__host__ __device__ inline __half __hdiv(const __half a, const __half b)
{
    float fa = __cr_h2f(a.__x), fb = __cr_h2f(b.__x);
    return __cr_h(__cr_f2h(fa / fb, __CR_RN));
}
__host__ __device__ inline __half2 __h2div(const __half2 a, const __half2 b)
{
    return __half2(__hdiv(a.x, b.x), __hdiv(a.y, b.y));
}

/* ---- Warp shuffles and atomics ------------------------------------------------------------- */

__device__ inline __half __shfl_sync(unsigned int mask, const __half var, int srcLane, int width = 32)
{
    return __cr_h((unsigned short)__shfl_sync(mask, (unsigned int)var.__x, srcLane, width));
}
__device__ inline __half __shfl_up_sync(unsigned int mask, const __half var, unsigned int delta, int width = 32)
{
    return __cr_h((unsigned short)__shfl_up_sync(mask, (unsigned int)var.__x, delta, width));
}
__device__ inline __half __shfl_down_sync(unsigned int mask, const __half var, unsigned int delta, int width = 32)
{
    return __cr_h((unsigned short)__shfl_down_sync(mask, (unsigned int)var.__x, delta, width));
}
__device__ inline __half __shfl_xor_sync(unsigned int mask, const __half var, int laneMask, int width = 32)
{
    return __cr_h((unsigned short)__shfl_xor_sync(mask, (unsigned int)var.__x, laneMask, width));
}
__device__ inline __half2 __cr_h2u(unsigned int u) { return __cr_h2(u & 0xffffu, u >> 16); }
__device__ inline __half2 __shfl_sync(unsigned int mask, const __half2 var, int srcLane, int width = 32)
{
    return __cr_h2u(__shfl_sync(mask, __cr_h2bits(var), srcLane, width));
}
__device__ inline __half2 __shfl_up_sync(unsigned int mask, const __half2 var, unsigned int delta, int width = 32)
{
    return __cr_h2u(__shfl_up_sync(mask, __cr_h2bits(var), delta, width));
}
__device__ inline __half2 __shfl_down_sync(unsigned int mask, const __half2 var, unsigned int delta, int width = 32)
{
    return __cr_h2u(__shfl_down_sync(mask, __cr_h2bits(var), delta, width));
}
__device__ inline __half2 __shfl_xor_sync(unsigned int mask, const __half2 var, int laneMask, int width = 32)
{
    return __cr_h2u(__shfl_xor_sync(mask, __cr_h2bits(var), laneMask, width));
}

/* atom.add.noftz.f16 and .f16x2: each half is added atomically (the pair is not one access,
 * §5.4.5.1); a compare-and-swap loop on the 16 or 32 bits gives the same results. */
__device__ inline __half atomicAdd(__half *address, const __half val)
{
    unsigned short *p = (unsigned short *)address;
    unsigned short old = *(volatile unsigned short *)p, assumed; /* a strong read: the CAS loop is not a race */
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __hadd(__cr_h(assumed), val).__x);
    } while (old != assumed);
    return __cr_h(old);
}
__device__ inline __half2 atomicAdd(__half2 *address, const __half2 val)
{
    unsigned int *p = (unsigned int *)address;
    unsigned int old = *(volatile unsigned int *)p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __cr_h2bits(__hadd2(__cr_h2u(assumed), val)));
    } while (old != assumed);
    return __cr_h2u(old);
}

/* __hadd on ints (the CUDA Math API's halving add) keeps its meaning beside the overload. */

/* the loads and stores with cache hints on these types (__cr_ldst_bits) */
#include "__cr_ldst_bits"
__CR_LDST_BITS(__half, unsigned short, __half_as_ushort, __ushort_as_half)
__CR_LDST_BITS(__half2, unsigned int, __cr_h2bits, __cr_h2u)

#endif
