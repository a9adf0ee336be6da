#ifndef _CR_HOST_CUDA_FP16_H
#define _CR_HOST_CUDA_FP16_H
/* <cuda_fp16.h> for host code, which cudarepl compiles as C: __half is a struct holding the 16
 * bits of an IEEE binary16 number, __half2 two of them, with the layout of device code's classes
 * (include/device/cuda_fp16.h), so arrays of them pass through cudaMemcpy. The functions that
 * CUDA declares __host__ __device__ are C functions of the same names giving the bits nvcc's host
 * code gives: conversions, and the arithmetic and comparisons computed in float and rounded once,
 * as the GPU rounds them. The names <cuda_bf16.h> shares are C++ overloads of __cr_h_ functions
 * (crt/cuda_fp_names.h picks one in C); so are the operators of __half and __half2. The
 * functions that are device code only need device code. */
#include <string.h>
#include "vector_types.h" /* float2, as CUDA's header includes it */

typedef struct __half_raw { unsigned short x; } __half_raw;
typedef struct __attribute__((aligned(4))) __half2_raw { unsigned short x, y; } __half2_raw;
#ifdef __cplusplus
static inline unsigned short __cr_f2h(float f, int mode);
static inline unsigned short __cr_d2h(double d, int mode);
static inline float __cr_h2f(unsigned int h);
#endif
typedef struct __attribute__((aligned(2))) __half {
    unsigned short __x;
#ifdef __cplusplus
    /* CUDA's host C++ view: conversions from and to float, rounded to nearest (mode 0) */
    __half() {}
    __half(__half_raw r) : __x(r.x) {}
    __half(float f) : __x(__cr_f2h(f, 0)) {}
    __half(double d) : __x(__cr_d2h(d, 0)) {}
    __half(int i) : __x(__cr_f2h((float)i, 0)) {}
    __half(unsigned int u) : __x(__cr_f2h((float)u, 0)) {}
    __half &operator=(float f) { __x = __cr_f2h(f, 0); return *this; }
    __half &operator=(double d) { __x = __cr_d2h(d, 0); return *this; }
    operator float() const { return __cr_h2f(__x); }
    operator __half_raw() const { __half_raw r; r.x = __x; return r; }
#endif
} __half;
typedef struct __attribute__((aligned(4))) __half2 {
    __half x, y;
#ifdef __cplusplus
    /* CUDA's host C++ view: from two halves, and to and from __half2_raw */
    __half2() {}
    __half2(__half a, __half b) : x(a), y(b) {}
    __half2(__half2_raw r) { x.__x = r.x; y.__x = r.y; }
    __half2 &operator=(__half2_raw r) { x.__x = r.x; y.__x = r.y; return *this; }
    operator __half2_raw() const { __half2_raw r; r.x = x.__x; r.y = y.__x; return r; }
#endif
} __half2;
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half nv_half;
typedef __half2 nv_half2;

static inline __half __cr_h(unsigned int bits) { __half h; h.__x = (unsigned short)bits; return h; }
/* (the bits are copied: the front end takes `r.x = a` for __half's operator=(float), which makes a
 * NaN the canonical one) */
static inline __half2 __cr_h2(__half a, __half b) { __half2 r; r.x.__x = a.__x; r.y.__x = b.__x; return r; }
static inline unsigned int __cr_fbits(float f) { unsigned int u; memcpy(&u, &f, 4); return u; }
static inline float __cr_bitsf(unsigned int u) { float f; memcpy(&f, &u, 4); return f; }
static inline unsigned long long __cr_dbits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }
static inline double __cr_bitsd(unsigned long long u) { double d; memcpy(&d, &u, 8); return d; }

#define CUDART_INF_FP16 __cr_h(0x7C00U)
#define CUDART_NAN_FP16 __cr_h(0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __cr_h(0x0001U)
#define CUDART_MAX_NORMAL_FP16 __cr_h(0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __cr_h(0x8000U)
#define CUDART_ZERO_FP16 __cr_h(0x0000U)
#define CUDART_ONE_FP16 __cr_h(0x3C00U)

/* Rounding modes: to nearest even, toward zero, down, up (the device header's helpers). */
enum { __CR_RN, __CR_RZ, __CR_RD, __CR_RU };

static inline unsigned int __cr_round(unsigned int q, unsigned long long rem,
                                      unsigned long long half, int mode, int neg)
{
    if (mode == __CR_RN)
        return q + ((rem > half || (rem == half && (q & 1u))) ? 1u : 0u);
    int away = (mode == __CR_RU && !neg) || (mode == __CR_RD && neg);
    return q + ((away && rem != 0) ? 1u : 0u);
}

static inline unsigned int __cr_overflow(int mode, int neg)
{
    int away = mode == __CR_RN || (mode == __CR_RU && !neg) || (mode == __CR_RD && neg);
    return away ? 0x7c00u : 0x7bffu;
}

static inline unsigned short __cr_f2h(float f, int mode)
{
    unsigned int u = __cr_fbits(f), sign = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    int neg = sign != 0;
    if (a > 0x7f800000u)
        return 0x7fffu;
    if (a == 0x7f800000u)
        return (unsigned short)(sign | 0x7c00u);
    if (a >= 0x47800000u)
        return (unsigned short)(sign | __cr_overflow(mode, neg));
    if (a < 0x33000000u)
        return (unsigned short)(sign | __cr_round(0u, a, 0x7fffffffu, mode, neg));
    int e = (int)(a >> 23) - 127;
    unsigned int m = (a & 0x7fffffu) | 0x800000u, q;
    unsigned long long rem, half;
    if (e >= -14) {
        q = ((unsigned int)(e + 15) << 10) | ((m >> 13) & 0x3ffu);
        rem = m & 0x1fffu;
        half = 0x1000u;
    } else {
        int sh = -e - 1;
        q = m >> sh;
        rem = m & ((1u << sh) - 1u);
        half = 1ull << (sh - 1);
    }
    return (unsigned short)(sign | __cr_round(q, rem, half, mode, neg));
}

static inline unsigned short __cr_d2h(double d, int mode)
{
    unsigned long long u = __cr_dbits(d), a = u & 0x7fffffffffffffffull;
    unsigned int sign = (unsigned int)(u >> 48) & 0x8000u;
    int neg = sign != 0;
    if (a > 0x7ff0000000000000ull) /* NaN: the sign and the payload's top bits, quiet */
        return (unsigned short)(sign | 0x7e00u | (unsigned int)((a >> 42) & 0x3ffu));
    if (a == 0x7ff0000000000000ull)
        return (unsigned short)(sign | 0x7c00u);
    if (a >= 0x40f0000000000000ull)
        return (unsigned short)(sign | __cr_overflow(mode, neg));
    if (a < 0x3e60000000000000ull)
        return (unsigned short)(sign | __cr_round(0u, a, 0x7fffffffffffffffull, mode, neg));
    int e = (int)(a >> 52) - 1023;
    unsigned long long m = (a & 0xfffffffffffffull) | 0x10000000000000ull, rem, half;
    unsigned int q;
    if (e >= -14) {
        q = ((unsigned int)(e + 15) << 10) | (unsigned int)((m >> 42) & 0x3ffu);
        rem = m & 0x3ffffffffffull;
        half = 0x20000000000ull;
    } else {
        int sh = 28 - e;
        q = (unsigned int)(m >> sh);
        rem = m & ((1ull << sh) - 1ull);
        half = 1ull << (sh - 1);
    }
    return (unsigned short)(sign | __cr_round(q, rem, half, mode, neg));
}

static inline float __cr_h2f(unsigned int h)
{
    unsigned int sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    if (e == 31u)
        return __cr_bitsf(m ? 0x7fffffffu : sign | 0x7f800000u); /* NaN: the canonical one */
    if (e == 0u) {
        float v = (float)m * 5.9604644775390625e-8f;
        return sign ? -v : v;
    }
    return __cr_bitsf(sign | ((e + 112u) << 23) | (m << 13));
}

static inline __half __float2half(float a) { return __cr_h(__cr_f2h(a, __CR_RN)); }
static inline __half __float2half_rn(float a) { return __cr_h(__cr_f2h(a, __CR_RN)); }
static inline __half __float2half_rz(float a) { return __cr_h(__cr_f2h(a, __CR_RZ)); }
static inline __half __float2half_rd(float a) { return __cr_h(__cr_f2h(a, __CR_RD)); }
static inline __half __float2half_ru(float a) { return __cr_h(__cr_f2h(a, __CR_RU)); }
static inline __half __double2half(double a) { return __cr_h(__cr_d2h(a, __CR_RN)); }
static inline float __half2float(__half a) { return __cr_h2f(a.__x); }
static inline float __cr_h_low2float(__half2 a) { return __cr_h2f(a.x.__x); }
static inline float __cr_h_high2float(__half2 a) { return __cr_h2f(a.y.__x); }
static inline __half2 __float2half2_rn(float a) { __half h = __float2half(a); return __cr_h2(h, h); }
static inline __half2 __floats2half2_rn(float a, float b) { return __cr_h2(__float2half(a), __float2half(b)); }
static inline __half2 __halves2half2(__half a, __half b) { return __cr_h2(a, b); }
static inline __half2 make_half2(__half a, __half b) { return __cr_h2(a, b); }
static inline __half2 __half2half2(__half a) { return __cr_h2(a, a); }
static inline __half __low2half(__half2 a) { return a.x; }
static inline __half __high2half(__half2 a) { return a.y; }
static inline short __half_as_short(__half h) { return (short)h.__x; }
static inline unsigned short __half_as_ushort(__half h) { return h.__x; }
static inline __half __short_as_half(short i) { return __cr_h((unsigned short)i); }
static inline __half __ushort_as_half(unsigned short i) { return __cr_h(i); }
static inline __half2 __float22half2_rn(float2 a) { return __floats2half2_rn(a.x, a.y); }
static inline float2 __half22float2(__half2 a)
{
    float2 r;
    r.x = __cr_h2f(a.x.__x);
    r.y = __cr_h2f(a.y.__x);
    return r;
}
static inline __half2 __low2half2(__half2 a) { return __cr_h2(a.x, a.x); }
static inline __half2 __high2half2(__half2 a) { return __cr_h2(a.y, a.y); }
static inline __half2 __lows2half2(__half2 a, __half2 b) { return __cr_h2(a.x, b.x); }
static inline __half2 __highs2half2(__half2 a, __half2 b) { return __cr_h2(a.y, b.y); }

/* Integers: one rounding (beyond 2^24 every integer rounds as 2^24 does). */
static inline unsigned short __cr_ll2h(long long i, int mode)
{
    i = i > 16777216ll ? 16777216ll : i < -16777216ll ? -16777216ll : i;
    return __cr_f2h((float)i, mode);
}
static inline unsigned short __cr_ull2h(unsigned long long i, int mode)
{
    return __cr_f2h((float)(i > 16777216ull ? 16777216ull : i), mode);
}
#define __CR_I2H(name, T, conv)                                                                  \
    static inline __half name##_rn(T i) { return __cr_h(conv(i, __CR_RN)); }                    \
    static inline __half name##_rz(T i) { return __cr_h(conv(i, __CR_RZ)); }                    \
    static inline __half name##_rd(T i) { return __cr_h(conv(i, __CR_RD)); }                    \
    static inline __half name##_ru(T i) { return __cr_h(conv(i, __CR_RU)); }
__CR_I2H(__int2half, int, __cr_ll2h)
__CR_I2H(__uint2half, unsigned int, __cr_ull2h)
__CR_I2H(__short2half, short, __cr_ll2h)
__CR_I2H(__ushort2half, unsigned short, __cr_ull2h)
__CR_I2H(__ll2half, long long, __cr_ll2h)
__CR_I2H(__ull2half, unsigned long long, __cr_ull2h)
#undef __CR_I2H

/* Half to integers, toward zero and saturating (NaN gives 0), as the GPU converts. */
static inline double __cr_trunc_sat(__half h, double lo, double hi)
{
    float f = __cr_h2f(h.__x);
    if (f != f)
        return 0;
    double d = (double)(long long)(f > 1e18f ? 1e18f : f < -1e18f ? -1e18f : f);
    return d < lo ? lo : d > hi ? hi : d;
}
static inline signed char __half2char_rz(__half h) { return (signed char)__cr_trunc_sat(h, -128, 127); }
static inline unsigned char __half2uchar_rz(__half h) { return (unsigned char)__cr_trunc_sat(h, 0, 255); }
static inline int __half2int_rz(__half h) { return (int)__cr_trunc_sat(h, -2147483648.0, 2147483647.0); }
static inline unsigned int __half2uint_rz(__half h) { return (unsigned int)__cr_trunc_sat(h, 0, 4294967295.0); }
static inline short __half2short_rz(__half h) { return (short)__cr_trunc_sat(h, -32768, 32767); }
static inline unsigned short __half2ushort_rz(__half h) { return (unsigned short)__cr_trunc_sat(h, 0, 65535); }
static inline long long __half2ll_rz(__half h) { return (long long)__cr_trunc_sat(h, -9.3e18, 9.3e18); }
static inline unsigned long long __half2ull_rz(__half h) { return (unsigned long long)__cr_trunc_sat(h, 0, 1.9e19); }

#define __CR_T __half
#define __CR_T2 __half2
#define __CR_FN(name) __cr_h_##name
#define __CR_TOF __half2float
#define __CR_FROMF __float2half
#define __CR_BITS __cr_h
#define __CR_PAIR __cr_h2
#define __CR_INF 0x7c00u
#define __CR_ONE 0x3c00u
#include "crt/cuda_fp_common.h"

/* the _nan forms of __hmax, __hmin: the canonical NaN where either is one */
static inline __half __cr_h_hmax_nan(__half a, __half b)
{
    return __cr_h_hisnan(a) || __cr_h_hisnan(b) ? __cr_h(0x7fffu) : __cr_h_hmax(a, b);
}
static inline __half __cr_h_hmin_nan(__half a, __half b)
{
    return __cr_h_hisnan(a) || __cr_h_hisnan(b) ? __cr_h(0x7fffu) : __cr_h_hmin(a, b);
}
#undef __CR_T
#undef __CR_T2
#undef __CR_FN
#undef __CR_TOF
#undef __CR_FROMF
#undef __CR_BITS
#undef __CR_PAIR
#undef __CR_INF
#undef __CR_ONE

/* __hfma: rounded once, as the GPU computes it (the double sum's rounding error, 2Sum, moves it
 * off a midpoint). CUDA's host code has no __hfma; cudarepl's has. */
static inline __half __hfma(__half a, __half b, __half c)
{
    double p = (double)__half2float(a) * (double)__half2float(b), z = (double)__half2float(c);
    double s = p + z;
    unsigned long long u = __cr_dbits(s);
    if ((u & 0x7ff0000000000000ull) != 0x7ff0000000000000ull && s != 0.0) {
        double bb = s - p, err = (p - (s - bb)) + (z - bb);
        if (err != 0.0)
            s = __cr_bitsd(((err > 0.0) == (s > 0.0)) ? u + 1ull : u - 1ull);
    }
    return __cr_h(__cr_d2h(s, __CR_RN));
}
static inline __half __hfma_sat(__half a, __half b, __half c) { return __cr_h_sat(__hfma(a, b, c)); }
static inline __half2 __hfma2(__half2 a, __half2 b, __half2 c)
{
    return __cr_h2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}

#endif
