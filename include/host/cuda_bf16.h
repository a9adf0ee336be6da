#ifndef _CR_HOST_CUDA_BF16_H
#define _CR_HOST_CUDA_BF16_H
/* <cuda_bf16.h> for host code, compiled as C: __nv_bfloat16 is a struct holding the 16 bits of
 * a bfloat16 number, __nv_bfloat162 two of them, laid out as device code's classes
 * (include/device/cuda_bf16.h). The conversions CUDA declares __host__ __device__ are C functions
 * of the same names and results. */
#include <string.h>

typedef struct __nv_bfloat16_raw { unsigned short x; } __nv_bfloat16_raw;
typedef struct __attribute__((aligned(4))) __nv_bfloat162_raw { unsigned short x, y; } __nv_bfloat162_raw;
#ifdef __cplusplus
static inline unsigned short __crb_f2b(float f, int mode);
#endif
typedef struct __attribute__((aligned(2))) __nv_bfloat16 {
    unsigned short __x;
#ifdef __cplusplus
    /* CUDA's host C++ view, as __half's: from float rounded to nearest, and to float */
    __nv_bfloat16() {}
    __nv_bfloat16(float f) : __x(__crb_f2b(f, 0)) {}
    operator float() const
    {
        unsigned int u = (unsigned int)__x << 16;
        float f;
        memcpy(&f, &u, 4);
        return f;
    }
#endif
} __nv_bfloat16;
typedef struct __attribute__((aligned(4))) __nv_bfloat162 { __nv_bfloat16 x, y; } __nv_bfloat162;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

static inline __nv_bfloat16 __crb_h(unsigned int bits) { __nv_bfloat16 h; h.__x = (unsigned short)bits; return h; }
static inline unsigned int __crb_fbits(float f) { unsigned int u; memcpy(&u, &f, 4); return u; }

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
static inline __nv_bfloat16 __cr_b_ll(long long i)
{
    unsigned long long a = i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i;
    int sh = 0;
    while ((a >> sh) >= (1ull << 53))
        sh++;
    unsigned long long t = (a >> sh) | ((sh && (a & ((1ull << sh) - 1))) ? 1ull : 0ull);
    double d = (double)t * (double)(1ull << sh);
    return __crb_h(__crb_d2b(i < 0 ? -d : d));
}
static inline __nv_bfloat16 __int2bfloat16_rn(int i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __uint2bfloat16_rn(unsigned int i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __short2bfloat16_rn(short i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __ushort2bfloat16_rn(unsigned short i) { return __cr_b_ll(i); }
static inline __nv_bfloat16 __ll2bfloat16_rn(long long i) { return __cr_b_ll(i); }
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
static inline __nv_bfloat16 __cr_b_hadd(__nv_bfloat16 a, __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) + __bfloat162float(b)); }
static inline __nv_bfloat16 __cr_b_hsub(__nv_bfloat16 a, __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) - __bfloat162float(b)); }
static inline __nv_bfloat16 __cr_b_hmul(__nv_bfloat16 a, __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) * __bfloat162float(b)); }
static inline __nv_bfloat16 __cr_b_hdiv(__nv_bfloat16 a, __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) / __bfloat162float(b)); }

#include "crt/cuda_fp_names.h"
#ifdef __cplusplus
/* C++ (cudarepl's front end compiles host code as C++): overloads, as CUDA's headers have */
static inline float __low2float(__nv_bfloat162 a) { return __cr_b_low2float(a); }
static inline float __high2float(__nv_bfloat162 a) { return __cr_b_high2float(a); }
static inline __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hadd(a, b); }
static inline __nv_bfloat16 __hsub(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hsub(a, b); }
static inline __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hmul(a, b); }
static inline __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hdiv(a, b); }
/* CUDA's host side of them and of the comparisons: in float, the result rounded to bfloat16 */
static inline __nv_bfloat16 __hneg(__nv_bfloat16 a) { return __float2bfloat16(-__bfloat162float(a)); }
static inline bool __heq(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) == __bfloat162float(b); }
static inline bool __hneu(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(b); }
static inline bool __hlt(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) < __bfloat162float(b); }
static inline bool __hle(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) <= __bfloat162float(b); }
static inline bool __hgt(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) > __bfloat162float(b); }
static inline bool __hge(__nv_bfloat16 a, __nv_bfloat16 b) { return __bfloat162float(a) >= __bfloat162float(b); }
/* the operators (__host__ __device__ in CUDA): each result rounded, so a chain rounds at every
 * step (tests/programs/libs/bf16-host-operator-steps.cu); an operand of another type meets the
 * conversion to float as well: `b + 1.0f` is ambiguous, as nvcc says */
static inline __nv_bfloat16 operator+(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hadd(a, b); }
static inline __nv_bfloat16 operator-(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hsub(a, b); }
static inline __nv_bfloat16 operator*(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hmul(a, b); }
static inline __nv_bfloat16 operator/(__nv_bfloat16 a, __nv_bfloat16 b) { return __cr_b_hdiv(a, b); }
static inline __nv_bfloat16 operator+(__nv_bfloat16 a) { return a; }
static inline __nv_bfloat16 operator-(__nv_bfloat16 a) { return __hneg(a); }
static inline __nv_bfloat16 &operator+=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __cr_b_hadd(a, b); }
static inline __nv_bfloat16 &operator-=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __cr_b_hsub(a, b); }
static inline __nv_bfloat16 &operator*=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __cr_b_hmul(a, b); }
static inline __nv_bfloat16 &operator/=(__nv_bfloat16 &a, __nv_bfloat16 b) { return a = __cr_b_hdiv(a, b); }
static inline __nv_bfloat16 &operator++(__nv_bfloat16 &a) { return a = __cr_b_hadd(a, __crb_h(0x3f80u)); }
static inline __nv_bfloat16 &operator--(__nv_bfloat16 &a) { return a = __cr_b_hsub(a, __crb_h(0x3f80u)); }
static inline __nv_bfloat16 operator++(__nv_bfloat16 &a, int)
{
    __nv_bfloat16 r = a;
    a = __cr_b_hadd(a, __crb_h(0x3f80u));
    return r;
}
static inline __nv_bfloat16 operator--(__nv_bfloat16 &a, int)
{
    __nv_bfloat16 r = a;
    a = __cr_b_hsub(a, __crb_h(0x3f80u));
    return r;
}
static inline bool operator==(__nv_bfloat16 a, __nv_bfloat16 b) { return __heq(a, b); }
static inline bool operator!=(__nv_bfloat16 a, __nv_bfloat16 b) { return __hneu(a, b); }
static inline bool operator<(__nv_bfloat16 a, __nv_bfloat16 b) { return __hlt(a, b); }
static inline bool operator<=(__nv_bfloat16 a, __nv_bfloat16 b) { return __hle(a, b); }
static inline bool operator>(__nv_bfloat16 a, __nv_bfloat16 b) { return __hgt(a, b); }
static inline bool operator>=(__nv_bfloat16 a, __nv_bfloat16 b) { return __hge(a, b); }
#endif

#endif
