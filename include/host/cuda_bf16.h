#ifndef _CR_HOST_CUDA_BF16_H
#define _CR_HOST_CUDA_BF16_H
/* <cuda_bf16.h> for host code, compiled as C: __nv_bfloat16 is a struct holding the 16 bits of
 * a bfloat16 number, __nv_bfloat162 two of them, laid out as device code's classes
 * (include/device/cuda_bf16.h). The functions CUDA declares __host__ __device__ are C functions
 * of the same names giving the bits nvcc's host code gives: the arithmetic in float, each result
 * rounded to bfloat16 (__hfma, which the GPU rounds once, is device code only). The names
 * <cuda_fp16.h> shares are C++ overloads of __cr_b_ functions (crt/cuda_fp_names.h picks one in
 * C); so are the operators of __nv_bfloat16 and __nv_bfloat162. */
#include <string.h>
#include "vector_types.h" /* float2, as CUDA's header includes it */

typedef struct __nv_bfloat16_raw { unsigned short x; } __nv_bfloat16_raw;
typedef struct __attribute__((aligned(4))) __nv_bfloat162_raw { unsigned short x, y; } __nv_bfloat162_raw;
#ifdef __cplusplus
static inline unsigned short __crb_f2b(float f, int mode);
#endif
typedef struct __attribute__((aligned(2))) __nv_bfloat16 {
    unsigned short __x;
#ifdef __cplusplus
    /* CUDA's host C++ view, as __half's: from float rounded to nearest, to float, and from and
     * to __nv_bfloat16_raw */
    __nv_bfloat16() {}
    __nv_bfloat16(__nv_bfloat16_raw r) : __x(r.x) {}
    __nv_bfloat16(float f) : __x(__crb_f2b(f, 0)) {}
    operator float() const
    {
        unsigned int u = (unsigned int)__x << 16;
        float f;
        memcpy(&f, &u, 4);
        return f;
    }
    operator __nv_bfloat16_raw() const { __nv_bfloat16_raw r; r.x = __x; return r; }
#endif
} __nv_bfloat16;
typedef struct __attribute__((aligned(4))) __nv_bfloat162 {
    __nv_bfloat16 x, y;
#ifdef __cplusplus
    /* CUDA's host C++ view: from two bfloat16 values, and to and from __nv_bfloat162_raw */
    __nv_bfloat162() {}
    __nv_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) : x(a), y(b) {}
    __nv_bfloat162(__nv_bfloat162_raw r) { x.__x = r.x; y.__x = r.y; }
    __nv_bfloat162 &operator=(__nv_bfloat162_raw r) { x.__x = r.x; y.__x = r.y; return *this; }
    operator __nv_bfloat162_raw() const { __nv_bfloat162_raw r; r.x = x.__x; r.y = y.__x; return r; }
#endif
} __nv_bfloat162;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

static inline __nv_bfloat16 __crb_h(unsigned int bits) { __nv_bfloat16 h; h.__x = (unsigned short)bits; return h; }
static inline unsigned int __crb_fbits(float f) { unsigned int u; memcpy(&u, &f, 4); return u; }

#define CUDART_INF_BF16 __crb_h(0x7F80U)
#define CUDART_NAN_BF16 __crb_h(0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __crb_h(0x0001U)
#define CUDART_MAX_NORMAL_BF16 __crb_h(0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __crb_h(0x8000U)
#define CUDART_ZERO_BF16 __crb_h(0x0000U)
#define CUDART_ONE_BF16 __crb_h(0x3F80U)

static inline unsigned short __crb_f2b(float f, int mode)
{
    unsigned int u = __crb_fbits(f), a = u & 0x7fffffffu, q = a >> 16, rem = a & 0xffffu;
    int neg = (u >> 31) != 0;
    if (a > 0x7f800000u)
        return 0x7fffu;
    if (mode == 0)
        q += (rem > 0x8000u || (rem == 0x8000u && (q & 1u))) ? 1u : 0u;
    else if (((mode == 3 && !neg) || (mode == 2 && neg)) && rem != 0)
        q++;
    return (unsigned short)((u & 0x80000000u) >> 16 | q);
}

static inline unsigned short __crb_d2b(double d)
{
    unsigned long long u, a, m, rem, half;
    memcpy(&u, &d, 8);
    a = u & 0x7fffffffffffffffull;
    unsigned int sign = (unsigned int)(u >> 48) & 0x8000u, q;
    if (a > 0x7ff0000000000000ull)
        return 0x7fffu;
    if (a >= 0x47f0000000000000ull)
        return (unsigned short)(sign | 0x7f80u);
    if (a < 0x3790000000000000ull)
        return (unsigned short)sign;
    int e = (int)(a >> 52) - 1023, sh = e >= -126 ? 45 : -81 - e;
    m = (a & 0xfffffffffffffull) | 0x10000000000000ull;
    q = (unsigned int)(m >> sh) + (e >= -126 ? (unsigned int)(e + 126) << 7 : 0u);
    rem = m & ((1ull << sh) - 1ull);
    half = 1ull << (sh - 1);
    q += (rem > half || (rem == half && (q & 1u))) ? 1u : 0u;
    return (unsigned short)(sign | q);
}

/* Integers: exact in double below 2^53, a sticky bit keeps the rounding of the larger ones. */
static inline __nv_bfloat16 __cr_b_ull(unsigned long long a, int neg)
{
    int sh = 0;
    while ((a >> sh) >= (1ull << 53))
        sh++;
    unsigned long long t = (a >> sh) | ((sh && (a & ((1ull << sh) - 1))) ? 1ull : 0ull);
    double d = (double)t * (double)(1ull << sh);
    return __crb_h(__crb_d2b(neg ? -d : d));
}
static inline __nv_bfloat16 __cr_b_ll(long long i)
{
    return __cr_b_ull(i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, i < 0);
}
static inline __nv_bfloat16 __int2bfloat16_rn(int i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __uint2bfloat16_rn(unsigned int i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __short2bfloat16_rn(short i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __ushort2bfloat16_rn(unsigned short i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __ll2bfloat16_rn(long long i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __ull2bfloat16_rn(unsigned long long i) { return __cr_b_ull(i, 0); }
static inline __nv_bfloat16 __double2bfloat16(double d) { return __crb_h(__crb_d2b(d)); }

static inline __nv_bfloat16 __float2bfloat16(float a) { return __crb_h(__crb_f2b(a, 0)); }
static inline __nv_bfloat16 __float2bfloat16_rn(float a) { return __crb_h(__crb_f2b(a, 0)); }
static inline __nv_bfloat16 __float2bfloat16_rz(float a) { return __crb_h(__crb_f2b(a, 1)); }
static inline __nv_bfloat16 __float2bfloat16_rd(float a) { return __crb_h(__crb_f2b(a, 2)); }
static inline __nv_bfloat16 __float2bfloat16_ru(float a) { return __crb_h(__crb_f2b(a, 3)); }
static inline float __bfloat162float(__nv_bfloat16 a) { unsigned int u = (unsigned int)a.__x << 16; float f; memcpy(&f, &u, 4); return f; }
static inline float __cr_b_low2float(__nv_bfloat162 a) { return __bfloat162float(a.x); }
static inline float __cr_b_high2float(__nv_bfloat162 a) { return __bfloat162float(a.y); }
static inline __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { __nv_bfloat162 r; r.x = a; r.y = b; return r; }
static inline __nv_bfloat162 __floats2bfloat162_rn(float a, float b) { return __halves2bfloat162(__float2bfloat16(a), __float2bfloat16(b)); }
static inline __nv_bfloat162 __float2bfloat162_rn(float a) { return __floats2bfloat162_rn(a, a); }
static inline __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a) { return a.x; }
static inline __nv_bfloat16 __high2bfloat16(__nv_bfloat162 a) { return a.y; }
static inline unsigned short __bfloat16_as_ushort(__nv_bfloat16 h) { return h.__x; }
static inline short __bfloat16_as_short(__nv_bfloat16 h) { return (short)h.__x; }
static inline __nv_bfloat16 __ushort_as_bfloat16(unsigned short i) { return __crb_h(i); }
static inline __nv_bfloat16 __short_as_bfloat16(short i) { return __crb_h((unsigned short)i); }
static inline __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y) { return __halves2bfloat162(x, y); }
static inline __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return __halves2bfloat162(a, a); }
static inline __nv_bfloat162 __low2bfloat162(__nv_bfloat162 a) { return __halves2bfloat162(a.x, a.x); }
static inline __nv_bfloat162 __high2bfloat162(__nv_bfloat162 a) { return __halves2bfloat162(a.y, a.y); }
static inline __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __halves2bfloat162(a.x, b.x); }
static inline __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __halves2bfloat162(a.y, b.y); }
static inline __nv_bfloat162 __float22bfloat162_rn(float2 a) { return __floats2bfloat162_rn(a.x, a.y); }
static inline float2 __bfloat1622float2(__nv_bfloat162 a)
{
    float2 r;
    r.x = __bfloat162float(a.x);
    r.y = __bfloat162float(a.y);
    return r;
}

/* bfloat16 to an integer type of BITS bits, toward zero and saturating, as nvcc's host code
 * converts: a NaN gives NAN_VALUE (0, but the smallest long long and 2^63 for the 64-bit types) */
static inline long long __cr_b_toint(__nv_bfloat16 h, int bits, long long nan_value)
{
    float f = __bfloat162float(h);
    unsigned long long top = 1ull << (bits - 1);
    if (f != f)
        return nan_value;
    if (f >= (double)top)
        return (long long)(top - 1ull);
    if (f < -(double)top)
        return (long long)(0ull - top);
    return (long long)f;
}
static inline unsigned long long __cr_b_touint(__nv_bfloat16 h, int bits, unsigned long long nan_value)
{
    float f = __bfloat162float(h);
    if (f != f)
        return nan_value;
    if (f >= 2.0 * (double)(1ull << (bits - 1)))
        return bits == 64 ? ~0ull : (1ull << bits) - 1ull;
    if (f < 1.0f)
        return 0ull;
    if (f >= 9223372036854775808.0f) /* an even integer: halved, it converts as a long long */
        return (unsigned long long)(long long)(f * 0.5f) << 1;
    return (unsigned long long)(long long)f;
}
static inline signed char __bfloat162char_rz(__nv_bfloat16 h) { return (signed char)__cr_b_toint(h, 8, 0); }
static inline short __bfloat162short_rz(__nv_bfloat16 h) { return (short)__cr_b_toint(h, 16, 0); }
static inline int __bfloat162int_rz(__nv_bfloat16 h) { return (int)__cr_b_toint(h, 32, 0); }
static inline long long __bfloat162ll_rz(__nv_bfloat16 h) { return __cr_b_toint(h, 64, (long long)(1ull << 63)); }
static inline unsigned char __bfloat162uchar_rz(__nv_bfloat16 h) { return (unsigned char)__cr_b_touint(h, 8, 0); }
static inline unsigned short __bfloat162ushort_rz(__nv_bfloat16 h) { return (unsigned short)__cr_b_touint(h, 16, 0); }
static inline unsigned int __bfloat162uint_rz(__nv_bfloat16 h) { return (unsigned int)__cr_b_touint(h, 32, 0); }
static inline unsigned long long __bfloat162ull_rz(__nv_bfloat16 h) { return __cr_b_touint(h, 64, 1ull << 63); }

#define __CR_T __nv_bfloat16
#define __CR_T2 __nv_bfloat162
#define __CR_FN(name) __cr_b_##name
#define __CR_TOF __bfloat162float
#define __CR_FROMF __float2bfloat16
#define __CR_BITS __crb_h
#define __CR_PAIR __halves2bfloat162
#define __CR_INF 0x7f80u
#define __CR_ONE 0x3f80u
#include "crt/cuda_fp_common.h"

/* the _nan forms of __hmax, __hmin: the canonical NaN where either is one, else the first where
 * the two compare equal (-0 and +0 keep their order), as nvcc's host code gives them */
static inline __nv_bfloat16 __cr_b_hmax_nan(__nv_bfloat16 a, __nv_bfloat16 b)
{
    if (__cr_b_hisnan(a) || __cr_b_hisnan(b))
        return __crb_h(0x7fffu);
    return __cr_b_hge(a, b) ? a : b;
}
static inline __nv_bfloat16 __cr_b_hmin_nan(__nv_bfloat16 a, __nv_bfloat16 b)
{
    if (__cr_b_hisnan(a) || __cr_b_hisnan(b))
        return __crb_h(0x7fffu);
    return __cr_b_hle(a, b) ? a : b;
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

#endif
