#ifndef _CR_CUDA_BF16_H
#define _CR_CUDA_BF16_H
/* <cuda_bf16.h> for device code: __nv_bfloat16 and __nv_bfloat162 as C++ classes holding the 16
 * bits of a bfloat16 number (8 exponent bits, as a float's, and 7 fraction bits), beside
 * <cuda_fp16.h>'s __half (include/device/cuda_fp16.h says how they are built). Host code sees
 * include/host/cuda_bf16.h, a C struct of the same layout.
 *
 * The arithmetic is done in double and rounded once to bfloat16: a sum, difference or quotient
 * of bfloat16 numbers rounded to double and then to bfloat16 is the correctly rounded one
 * (53 bits are more than 2 * 8 + 2), a product is exact in double, and __hfma moves a double
 * sum off a midpoint to the side of the exact value. An H200 gives the correctly rounded value
 * of its functions of one value (hsqrt, hexp, ...) on all 65536 inputs. */
#include <cuda_runtime.h>

struct __nv_bfloat16_raw { unsigned short x; };
struct __attribute__((aligned(4))) __nv_bfloat162_raw { unsigned short x; unsigned short y; };

struct __nv_bfloat16;
__host__ __device__ __nv_bfloat16 __float2bfloat16(const float a);
__host__ __device__ __nv_bfloat16 __double2bfloat16(const double a);
__host__ __device__ float __bfloat162float(const __nv_bfloat16 a);
__host__ __device__ __nv_bfloat16 __int2bfloat16_rn(const int i);
__host__ __device__ __nv_bfloat16 __uint2bfloat16_rn(const unsigned int i);
__host__ __device__ __nv_bfloat16 __ll2bfloat16_rn(const long long i);
__host__ __device__ __nv_bfloat16 __ull2bfloat16_rn(const unsigned long long i);
__host__ __device__ int __bfloat162int_rz(const __nv_bfloat16 h);
__host__ __device__ unsigned int __bfloat162uint_rz(const __nv_bfloat16 h);
__host__ __device__ long long __bfloat162ll_rz(const __nv_bfloat16 h);
__host__ __device__ unsigned long long __bfloat162ull_rz(const __nv_bfloat16 h);

struct __attribute__((aligned(2))) __nv_bfloat16 {
    unsigned short __x;
    __host__ __device__ __nv_bfloat16() {}
    __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &hr) : __x(hr.x) {}
    __host__ __device__ __nv_bfloat16(const float f) { __x = __float2bfloat16(f).__x; }
    __host__ __device__ __nv_bfloat16(const double f) { __x = __double2bfloat16(f).__x; }
    __host__ __device__ __nv_bfloat16(const int v) { __x = __int2bfloat16_rn(v).__x; }
    __host__ __device__ __nv_bfloat16(const unsigned int v) { __x = __uint2bfloat16_rn(v).__x; }
    __host__ __device__ __nv_bfloat16(const long long v) { __x = __ll2bfloat16_rn(v).__x; }
    __host__ __device__ __nv_bfloat16(const unsigned long long v) { __x = __ull2bfloat16_rn(v).__x; }
    __host__ __device__ operator float() const { return __bfloat162float(*this); }
    __host__ __device__ operator __nv_bfloat16_raw() const { __nv_bfloat16_raw r; r.x = __x; return r; }
    __host__ __device__ operator int() const { return __bfloat162int_rz(*this); }
    __host__ __device__ operator unsigned int() const { return __bfloat162uint_rz(*this); }
    __host__ __device__ operator long long() const { return __bfloat162ll_rz(*this); }
    __host__ __device__ operator unsigned long long() const { return __bfloat162ull_rz(*this); }
    __host__ __device__ operator bool() const { return (__x & 0x7fffu) != 0u; }
    __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) { __x = hr.x; return *this; }
    __host__ __device__ __nv_bfloat16 &operator=(const float f) { __x = __float2bfloat16(f).__x; return *this; }
    __host__ __device__ __nv_bfloat16 &operator=(const double f) { __x = __double2bfloat16(f).__x; return *this; }
};

struct __attribute__((aligned(4))) __nv_bfloat162 {
    __nv_bfloat16 x;
    __nv_bfloat16 y;
    __host__ __device__ __nv_bfloat162() {}
    __host__ __device__ __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { x.__x = a.__x; y.__x = b.__x; }
    __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r) { x.__x = r.x; y.__x = r.y; }
    __host__ __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &r) { x.__x = r.x; y.__x = r.y; return *this; }
    __host__ __device__ operator __nv_bfloat162_raw() const { __nv_bfloat162_raw r; r.x = x.__x; r.y = y.__x; return r; }
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
typedef __nv_bfloat16_raw nv_bfloat16_raw;
typedef __nv_bfloat162_raw nv_bfloat162_raw;

__host__ __device__ inline __nv_bfloat16 __crb_h(unsigned int bits)
{
    __nv_bfloat16_raw r;
    r.x = (unsigned short)bits;
    return __nv_bfloat16(r);
}
__host__ __device__ inline __nv_bfloat162 __crb_h2(unsigned int lo, unsigned int hi)
{
    __nv_bfloat162_raw r;
    r.x = (unsigned short)lo;
    r.y = (unsigned short)hi;
    return __nv_bfloat162(r);
}
__host__ __device__ inline unsigned int __crb_h2bits(const __nv_bfloat162 a)
{
    return (unsigned int)a.x.__x | ((unsigned int)a.y.__x << 16);
}
__host__ __device__ inline short __bfloat16_as_short(const __nv_bfloat16 h) { return (short)h.__x; }
__host__ __device__ inline unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return h.__x; }
__host__ __device__ inline __nv_bfloat16 __short_as_bfloat16(const short i) { return __crb_h((unsigned short)i); }
__host__ __device__ inline __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) { return __crb_h(i); }

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

/* ---- Conversions: modes 0 to nearest even, 1 toward zero, 2 down, 3 up ------------------- */

__host__ __device__ inline unsigned int __crb_round(unsigned int q, unsigned long long rem,
                                                    unsigned long long half, int mode, bool neg)
{
    if (mode == 0)
        return q + ((rem > half || (rem == half && (q & 1u))) ? 1u : 0u);
    bool away = (mode == 3 && !neg) || (mode == 2 && neg);
    return q + ((away && rem != 0) ? 1u : 0u);
}

__host__ __device__ inline unsigned short __crb_f2b(float f, int mode)
{
    unsigned int u = __float_as_uint(f), a = u & 0x7fffffffu;
    if (a > 0x7f800000u)
        return 0x7fffu;
    return (unsigned short)((u & 0x80000000u) >> 16 |
                            __crb_round(a >> 16, a & 0xffffu, 0x8000u, mode, (u >> 31) != 0));
}

__host__ __device__ inline unsigned short __crb_d2b(double d, int mode)
{
    unsigned long long u = (unsigned long long)__double_as_longlong(d), a = u & 0x7fffffffffffffffull;
    unsigned int sign = (unsigned int)(u >> 48) & 0x8000u;
    bool neg = sign != 0;
    if (a > 0x7ff0000000000000ull)
        return 0x7fffu;
    if (a == 0x7ff0000000000000ull)
        return (unsigned short)(sign | 0x7f80u);
    if (a >= 0x47f0000000000000ull) { /* 2^128 and above */
        bool away = mode == 0 || (mode == 3 && !neg) || (mode == 2 && neg);
        return (unsigned short)(sign | (away ? 0x7f80u : 0x7f7fu));
    }
    if (a < 0x3790000000000000ull) /* below 2^-134 */
        return (unsigned short)(sign | __crb_round(0u, a, 0x7fffffffffffffffull, mode, neg));
    int e = (int)(a >> 52) - 1023;
    unsigned long long m = (a & 0xfffffffffffffull) | 0x10000000000000ull, rem, half;
    unsigned int q;
    if (e >= -126) {
        q = ((unsigned int)(e + 127) << 7) | (unsigned int)((m >> 45) & 0x7fu);
        rem = m & 0x1fffffffffffull;
        half = 0x100000000000ull;
    } else {
        int sh = -81 - e; /* 46 .. 53 */
        q = (unsigned int)(m >> sh);
        rem = m & ((1ull << sh) - 1ull);
        half = 1ull << (sh - 1);
    }
    return (unsigned short)(sign | __crb_round(q, rem, half, mode, neg));
}

__host__ __device__ inline float __crb_b2f(unsigned int h) { return __uint_as_float(h << 16); }

__host__ __device__ inline __nv_bfloat16 __float2bfloat16(const float a) { return __crb_h(__crb_f2b(a, 0)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rn(const float a) { return __crb_h(__crb_f2b(a, 0)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rz(const float a) { return __crb_h(__crb_f2b(a, 1)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_rd(const float a) { return __crb_h(__crb_f2b(a, 2)); }
__host__ __device__ inline __nv_bfloat16 __float2bfloat16_ru(const float a) { return __crb_h(__crb_f2b(a, 3)); }
__host__ __device__ inline __nv_bfloat16 __double2bfloat16(const double a) { return __crb_h(__crb_d2b(a, 0)); }
__host__ __device__ inline float __bfloat162float(const __nv_bfloat16 a) { return __crb_b2f(a.__x); }
__host__ __device__ inline float __low2float(const __nv_bfloat162 a) { return __crb_b2f(a.x.__x); }
__host__ __device__ inline float __high2float(const __nv_bfloat162 a) { return __crb_b2f(a.y.__x); }
__host__ __device__ inline __nv_bfloat162 __float2bfloat162_rn(const float a)
{
    unsigned int h = __crb_f2b(a, 0);
    return __crb_h2(h, h);
}
__host__ __device__ inline __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b)
{
    return __crb_h2(__crb_f2b(a, 0), __crb_f2b(b, 0));
}
__host__ __device__ inline __nv_bfloat162 __float22bfloat162_rn(const float2 a)
{
    return __crb_h2(__crb_f2b(a.x, 0), __crb_f2b(a.y, 0));
}
__host__ __device__ inline float2 __bfloat1622float2(const __nv_bfloat162 a)
{
    return make_float2(__crb_b2f(a.x.__x), __crb_b2f(a.y.__x));
}

/* Integers: exact in double (the long long ones round once more there, where 53 bits leave the
 * 8 of a bfloat16 the same), then rounded once. */
__host__ __device__ inline __nv_bfloat16 __int2bfloat16_rn(const int i) { return __crb_h(__crb_d2b((double)i, 0)); }
__host__ __device__ inline __nv_bfloat16 __int2bfloat16_rz(const int i) { return __crb_h(__crb_d2b((double)i, 1)); }
__host__ __device__ inline __nv_bfloat16 __int2bfloat16_rd(const int i) { return __crb_h(__crb_d2b((double)i, 2)); }
__host__ __device__ inline __nv_bfloat16 __int2bfloat16_ru(const int i) { return __crb_h(__crb_d2b((double)i, 3)); }
__host__ __device__ inline __nv_bfloat16 __uint2bfloat16_rn(const unsigned int i) { return __crb_h(__crb_d2b((double)i, 0)); }
__host__ __device__ inline __nv_bfloat16 __short2bfloat16_rn(const short i) { return __crb_h(__crb_d2b((double)i, 0)); }
__host__ __device__ inline __nv_bfloat16 __ushort2bfloat16_rn(const unsigned short i) { return __crb_h(__crb_d2b((double)i, 0)); }
__host__ __device__ inline __nv_bfloat16 __ll2bfloat16_rn(const long long i)
{
    /* 2^53 and above: keep a sticky bit below the 53 so that double rounds as the integer would */
    long long a = i < 0 ? -i : i;
    if (a >= (1ll << 53)) {
        int sh = 0;
        while ((a >> sh) >= (1ll << 53))
            sh++;
        long long t = (a >> sh) | ((a & ((1ll << sh) - 1)) != 0 ? 1 : 0);
        double d = (double)t * (double)(1ll << sh);
        return __crb_h(__crb_d2b(i < 0 ? -d : d, 0));
    }
    return __crb_h(__crb_d2b((double)i, 0));
}
__host__ __device__ inline __nv_bfloat16 __ull2bfloat16_rn(const unsigned long long i)
{
    if (i >= (1ull << 53)) {
        int sh = 0;
        while ((i >> sh) >= (1ull << 53))
            sh++;
        unsigned long long t = (i >> sh) | ((i & ((1ull << sh) - 1)) != 0 ? 1 : 0);
        return __crb_h(__crb_d2b((double)t * (double)(1ull << sh), 0));
    }
    return __crb_h(__crb_d2b((double)i, 0));
}
__host__ __device__ inline int __bfloat162int_rz(const __nv_bfloat16 h) { return __float2int_rz(__crb_b2f(h.__x)); }
__host__ __device__ inline unsigned int __bfloat162uint_rz(const __nv_bfloat16 h) { return __float2uint_rz(__crb_b2f(h.__x)); }
__host__ __device__ inline long long __bfloat162ll_rz(const __nv_bfloat16 h) { return __float2ll_rz(__crb_b2f(h.__x)); }
__host__ __device__ inline unsigned long long __bfloat162ull_rz(const __nv_bfloat16 h) { return __float2ull_rz(__crb_b2f(h.__x)); }
__device__ inline int __bfloat162int_rn(const __nv_bfloat16 h) { return __float2int_rn(__crb_b2f(h.__x)); }
__device__ inline int __bfloat162int_rd(const __nv_bfloat16 h) { return __float2int_rd(__crb_b2f(h.__x)); }
__device__ inline int __bfloat162int_ru(const __nv_bfloat16 h) { return __float2int_ru(__crb_b2f(h.__x)); }

__host__ __device__ inline __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__host__ __device__ inline __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
__host__ __device__ inline __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__host__ __device__ inline __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
__host__ __device__ inline __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
__host__ __device__ inline __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__host__ __device__ inline __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
__host__ __device__ inline __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }
__host__ __device__ inline __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__host__ __device__ inline __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }

/* ---- Arithmetic ---------------------------------------------------------------------------- */

__host__ __device__ inline bool __crb_isnan(unsigned int h) { return (h & 0x7fffu) > 0x7f80u; }
__host__ __device__ inline double __crb_d(const __nv_bfloat16 a) { return (double)__crb_b2f(a.__x); }
__host__ __device__ inline __nv_bfloat16 __crb_sat(const __nv_bfloat16 a)
{
    unsigned int h = a.__x;
    if (__crb_isnan(h) || (h & 0x8000u))
        return __crb_h(0u);
    return h > 0x3f80u ? __crb_h(0x3f80u) : a;
}

__host__ __device__ inline __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_h(__crb_d2b(__crb_d(a) + __crb_d(b), 0)); }
__host__ __device__ inline __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_h(__crb_d2b(__crb_d(a) - __crb_d(b), 0)); }
__host__ __device__ inline __nv_bfloat16 __hmul_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_h(__crb_d2b(__crb_d(a) * __crb_d(b), 0)); }
__host__ __device__ inline __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_h(__crb_d2b(__crb_d(a) / __crb_d(b), 0)); }
__host__ __device__ inline __nv_bfloat16 __hadd_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hadd(a, b); }
__host__ __device__ inline __nv_bfloat16 __hsub_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hsub(a, b); }
__host__ __device__ inline __nv_bfloat16 __hadd_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_sat(__hadd(a, b)); }
__host__ __device__ inline __nv_bfloat16 __hsub_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_sat(__hsub(a, b)); }
__host__ __device__ inline __nv_bfloat16 __hmul_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_sat(__hmul_rn(a, b)); }
__device__ inline __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    double p = __crb_d(a) * __crb_d(b), z = __crb_d(c);
    double s = p + z;
    unsigned long long u = (unsigned long long)__double_as_longlong(s);
    if ((u & 0x7ff0000000000000ull) != 0x7ff0000000000000ull && s != 0.0) {
        double bb = s - p;
        double err = (p - (s - bb)) + (z - bb);
        if (err != 0.0)
            s = __longlong_as_double((long long)(((err > 0.0) == (s > 0.0)) ? u + 1ull : u - 1ull));
    }
    return __crb_h(__crb_d2b(s, 0));
}
__device__ inline __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) { return __crb_sat(__hfma(a, b, c)); }
__device__ inline __nv_bfloat16 __hfma_relu(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    __nv_bfloat16 r = __hfma(a, b, c);
    if (__crb_isnan(r.__x))
        return __crb_h(0x7fffu);
    return (r.__x & 0x8000u) ? __crb_h(0u) : r;
}
/* neg.bf16 and abs.bf16 give the canonical NaN for a NaN */
__host__ __device__ inline __nv_bfloat16 __hneg(const __nv_bfloat16 a)
{
    return __crb_h(__crb_isnan(a.__x) ? 0x7fffu : a.__x ^ 0x8000u);
}
__host__ __device__ inline __nv_bfloat16 __habs(const __nv_bfloat16 a)
{
    return __crb_h(__crb_isnan(a.__x) ? 0x7fffu : a.__x & 0x7fffu);
}
__host__ __device__ inline int __crb_key(unsigned int h) { return (h & 0x8000u) ? -(int)(h & 0x7fffu) - 1 : (int)h; }
__host__ __device__ inline __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    if (__crb_isnan(a.__x))
        return __crb_isnan(b.__x) ? __crb_h(0x7fffu) : b;
    if (__crb_isnan(b.__x))
        return a;
    return __crb_key(a.__x) >= __crb_key(b.__x) ? a : b;
}
__host__ __device__ inline __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    if (__crb_isnan(a.__x))
        return __crb_isnan(b.__x) ? __crb_h(0x7fffu) : b;
    if (__crb_isnan(b.__x))
        return a;
    return __crb_key(a.__x) <= __crb_key(b.__x) ? a : b;
}
__host__ __device__ inline __nv_bfloat16 __hmax_nan(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return (__crb_isnan(a.__x) || __crb_isnan(b.__x)) ? __crb_h(0x7fffu) : __hmax(a, b);
}
__host__ __device__ inline __nv_bfloat16 __hmin_nan(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return (__crb_isnan(a.__x) || __crb_isnan(b.__x)) ? __crb_h(0x7fffu) : __hmin(a, b);
}

__host__ __device__ inline bool __heq(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_b2f(a.__x) == __crb_b2f(b.__x); }
__host__ __device__ inline bool __hne(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    float x = __crb_b2f(a.__x), y = __crb_b2f(b.__x);
    return x < y || x > y;
}
__host__ __device__ inline bool __hlt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_b2f(a.__x) < __crb_b2f(b.__x); }
__host__ __device__ inline bool __hle(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_b2f(a.__x) <= __crb_b2f(b.__x); }
__host__ __device__ inline bool __hgt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_b2f(a.__x) > __crb_b2f(b.__x); }
__host__ __device__ inline bool __hge(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_b2f(a.__x) >= __crb_b2f(b.__x); }
__host__ __device__ inline bool __hequ(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hne(a, b); }
__host__ __device__ inline bool __hneu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__heq(a, b); }
__host__ __device__ inline bool __hltu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hge(a, b); }
__host__ __device__ inline bool __hleu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hgt(a, b); }
__host__ __device__ inline bool __hgtu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hle(a, b); }
__host__ __device__ inline bool __hgeu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hlt(a, b); }
__host__ __device__ inline bool __hisnan(const __nv_bfloat16 a) { return __crb_isnan(a.__x); }
__host__ __device__ inline int __hisinf(const __nv_bfloat16 a) { return a.__x == 0x7f80u ? 1 : a.__x == 0xff80u ? -1 : 0; }

#define __CRB_LANES2(name, f)                                                                    \
    __host__ __device__ inline __nv_bfloat162 name(const __nv_bfloat162 a, const __nv_bfloat162 b) \
    { return __nv_bfloat162(f(a.x, b.x), f(a.y, b.y)); }
__CRB_LANES2(__hadd2, __hadd)
__CRB_LANES2(__hsub2, __hsub)
__CRB_LANES2(__h2div, __hdiv)
__CRB_LANES2(__hadd2_rn, __hadd)
__CRB_LANES2(__hsub2_rn, __hsub)
__CRB_LANES2(__hmul2_rn, __hmul_rn)
__CRB_LANES2(__hadd2_sat, __hadd_sat)
__CRB_LANES2(__hsub2_sat, __hsub_sat)
__CRB_LANES2(__hmul2_sat, __hmul_sat)
__CRB_LANES2(__hmax2, __hmax)
__CRB_LANES2(__hmin2, __hmin)
__CRB_LANES2(__hmax2_nan, __hmax_nan)
__CRB_LANES2(__hmin2_nan, __hmin_nan)
#undef __CRB_LANES2
__device__ inline __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c)
{
    return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__device__ inline __nv_bfloat162 __hfma2_relu(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c)
{
    return __nv_bfloat162(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
__host__ __device__ inline __nv_bfloat162 __hneg2(const __nv_bfloat162 a) { return __nv_bfloat162(__hneg(a.x), __hneg(a.y)); }
__host__ __device__ inline __nv_bfloat162 __habs2(const __nv_bfloat162 a) { return __nv_bfloat162(__habs(a.x), __habs(a.y)); }
#define __CRB_CMP2(op, f)                                                                        \
    __host__ __device__ inline __nv_bfloat162 __h##op##2(const __nv_bfloat162 a, const __nv_bfloat162 b) \
    { return __crb_h2(f(a.x, b.x) ? 0x3f80u : 0u, f(a.y, b.y) ? 0x3f80u : 0u); }                \
    __host__ __device__ inline unsigned int __h##op##2_mask(const __nv_bfloat162 a, const __nv_bfloat162 b) \
    { return (f(a.x, b.x) ? 0xffffu : 0u) | (f(a.y, b.y) ? 0xffff0000u : 0u); }                 \
    __host__ __device__ inline bool __hb##op##2(const __nv_bfloat162 a, const __nv_bfloat162 b)  \
    { return f(a.x, b.x) && f(a.y, b.y); }
__CRB_CMP2(eq, __heq)
__CRB_CMP2(ne, __hne)
__CRB_CMP2(lt, __hlt)
__CRB_CMP2(le, __hle)
__CRB_CMP2(gt, __hgt)
__CRB_CMP2(ge, __hge)
__CRB_CMP2(equ, __hequ)
__CRB_CMP2(neu, __hneu)
__CRB_CMP2(ltu, __hltu)
__CRB_CMP2(leu, __hleu)
__CRB_CMP2(gtu, __hgtu)
__CRB_CMP2(geu, __hgeu)
#undef __CRB_CMP2

/* Contraction: on sm_90 __hmul and __hadd are mul.bf16 and add.bf16, which ptxas may fuse into
 * fma.rn.bf16 (include/device/cuda_fp16.h says how cudarepl follows it). */
struct __crb_prod {
    __nv_bfloat16 a, b;
    __host__ __device__ __crb_prod(const __nv_bfloat16 &x, const __nv_bfloat16 &y) { a.__x = x.__x; b.__x = y.__x; }
    __host__ __device__ operator __nv_bfloat16() const { return __hmul_rn(a, b); }
    __host__ __device__ operator float() const { return __crb_b2f(__hmul_rn(a, b).__x); }
};
struct __crb_prod2 {
    __nv_bfloat162 a, b;
    __host__ __device__ __crb_prod2(const __nv_bfloat162 &x, const __nv_bfloat162 &y) { a = x; b = y; }
    __host__ __device__ operator __nv_bfloat162() const { return __hmul2_rn(a, b); }
};
__host__ __device__ inline __crb_prod __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __crb_prod(a, b); }
__host__ __device__ inline __crb_prod2 __hmul2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __crb_prod2(a, b); }
__device__ inline __nv_bfloat16 __hadd(const __crb_prod &p, const __nv_bfloat16 c) { return __hfma(p.a, p.b, c); }
__device__ inline __nv_bfloat16 __hadd(const __nv_bfloat16 c, const __crb_prod &p) { return __hfma(p.a, p.b, c); }
__device__ inline __nv_bfloat16 __hadd(const __crb_prod &p, const __crb_prod &q) { return __hfma(p.a, p.b, __nv_bfloat16(q)); }
__device__ inline __nv_bfloat16 __hsub(const __crb_prod &p, const __nv_bfloat16 c) { return __hfma(p.a, p.b, __hneg(c)); }
__device__ inline __nv_bfloat16 __hsub(const __nv_bfloat16 c, const __crb_prod &p) { return __hfma(__hneg(p.a), p.b, c); }
__device__ inline __nv_bfloat16 __hsub(const __crb_prod &p, const __crb_prod &q) { return __hfma(p.a, p.b, __hneg(__nv_bfloat16(q))); }
__device__ inline __nv_bfloat162 __hadd2(const __crb_prod2 &p, const __nv_bfloat162 c) { return __hfma2(p.a, p.b, c); }
__device__ inline __nv_bfloat162 __hadd2(const __nv_bfloat162 c, const __crb_prod2 &p) { return __hfma2(p.a, p.b, c); }
__device__ inline __nv_bfloat162 __hsub2(const __crb_prod2 &p, const __nv_bfloat162 c) { return __hfma2(p.a, p.b, __hneg2(c)); }
__device__ inline __nv_bfloat162 __hsub2(const __nv_bfloat162 c, const __crb_prod2 &p) { return __hfma2(__hneg2(p.a), p.b, c); }
__device__ inline __nv_bfloat16 operator+(const __crb_prod &p, const __nv_bfloat16 &c) { return __hadd(p, c); }
__device__ inline __nv_bfloat16 operator+(const __nv_bfloat16 &c, const __crb_prod &p) { return __hadd(c, p); }
__device__ inline __nv_bfloat16 operator+(const __crb_prod &p, const __crb_prod &q) { return __hadd(p, q); }
__device__ inline __nv_bfloat16 operator-(const __crb_prod &p, const __nv_bfloat16 &c) { return __hsub(p, c); }
__device__ inline __nv_bfloat16 operator-(const __nv_bfloat16 &c, const __crb_prod &p) { return __hsub(c, p); }
__device__ inline __nv_bfloat16 operator-(const __crb_prod &p, const __crb_prod &q) { return __hsub(p, q); }
__device__ inline __nv_bfloat16 &operator+=(__nv_bfloat16 &x, const __crb_prod &p) { x = __hfma(p.a, p.b, x); return x; }
__device__ inline __nv_bfloat16 &operator-=(__nv_bfloat16 &x, const __crb_prod &p) { x = __hfma(__hneg(p.a), p.b, x); return x; }
__device__ inline __nv_bfloat162 operator+(const __crb_prod2 &p, const __nv_bfloat162 &c) { return __hadd2(p, c); }
__device__ inline __nv_bfloat162 operator+(const __nv_bfloat162 &c, const __crb_prod2 &p) { return __hadd2(c, p); }
__device__ inline __nv_bfloat162 operator-(const __crb_prod2 &p, const __nv_bfloat162 &c) { return __hsub2(p, c); }
__device__ inline __nv_bfloat162 operator-(const __nv_bfloat162 &c, const __crb_prod2 &p) { return __hsub2(c, p); }
__device__ inline __nv_bfloat162 &operator+=(__nv_bfloat162 &x, const __crb_prod2 &p) { x = __hfma2(p.a, p.b, x); return x; }
__device__ inline __nv_bfloat162 &operator-=(__nv_bfloat162 &x, const __crb_prod2 &p) { x = __hfma2(__hneg2(p.a), p.b, x); return x; }

__host__ __device__ inline __nv_bfloat16 operator+(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hadd(a, b); }
__host__ __device__ inline __nv_bfloat16 operator-(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hsub(a, b); }
__host__ __device__ inline __crb_prod operator*(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __crb_prod(a, b); }
__host__ __device__ inline __nv_bfloat16 operator/(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hdiv(a, b); }
__host__ __device__ inline __nv_bfloat16 &operator+=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hadd(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 &operator-=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hsub(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 &operator*=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hmul_rn(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 &operator/=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { a = __hdiv(a, b); return a; }
__host__ __device__ inline __nv_bfloat16 &operator++(__nv_bfloat16 &a) { a = __hadd(a, __crb_h(0x3f80u)); return a; }
__host__ __device__ inline __nv_bfloat16 &operator--(__nv_bfloat16 &a) { a = __hsub(a, __crb_h(0x3f80u)); return a; }
__host__ __device__ inline __nv_bfloat16 operator++(__nv_bfloat16 &a, int) { __nv_bfloat16 r = a; a = __hadd(a, __crb_h(0x3f80u)); return r; }
__host__ __device__ inline __nv_bfloat16 operator--(__nv_bfloat16 &a, int) { __nv_bfloat16 r = a; a = __hsub(a, __crb_h(0x3f80u)); return r; }
__host__ __device__ inline __nv_bfloat16 operator+(const __nv_bfloat16 &a) { return a; }
__host__ __device__ inline __nv_bfloat16 operator-(const __nv_bfloat16 &a) { return __hneg(a); }
__host__ __device__ inline bool operator==(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __heq(a, b); }
__host__ __device__ inline bool operator!=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hneu(a, b); }
__host__ __device__ inline bool operator<(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hlt(a, b); }
__host__ __device__ inline bool operator<=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hle(a, b); }
__host__ __device__ inline bool operator>(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hgt(a, b); }
__host__ __device__ inline bool operator>=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hge(a, b); }
__host__ __device__ inline __nv_bfloat162 operator+(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hadd2(a, b); }
__host__ __device__ inline __nv_bfloat162 operator-(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hsub2(a, b); }
__host__ __device__ inline __crb_prod2 operator*(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __crb_prod2(a, b); }
__host__ __device__ inline __nv_bfloat162 operator/(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __h2div(a, b); }
__host__ __device__ inline __nv_bfloat162 &operator+=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { a = __hadd2(a, b); return a; }
__host__ __device__ inline __nv_bfloat162 &operator-=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { a = __hsub2(a, b); return a; }
__host__ __device__ inline __nv_bfloat162 &operator*=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { a = __hmul2_rn(a, b); return a; }
__host__ __device__ inline __nv_bfloat162 &operator/=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { a = __h2div(a, b); return a; }
__host__ __device__ inline __nv_bfloat162 operator-(const __nv_bfloat162 &a) { return __hneg2(a); }
__host__ __device__ inline bool operator==(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hbeq2(a, b); }
__host__ __device__ inline bool operator!=(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hbneu2(a, b); }

/* ---- Functions of one value ---------------------------------------------------------------- */

/* The GPU computes these in float with an SFU approximation and rounds to bfloat16; an H200 gives
 * the correctly rounded value on every one of the 65536 inputs (and the canonical NaN). */
__device__ inline unsigned int __crb_math_result(double v)
{
    unsigned int r = __crb_d2b(v, 0);
    return __crb_isnan(r) ? 0x7fffu : r;
}
#define __CRB_MATH1(name, expr)                                                                  \
    __device__ inline __nv_bfloat16 h##name(const __nv_bfloat16 a)                               \
    {                                                                                            \
        double x = __crb_d(a);                                                                   \
        return __crb_h(__crb_math_result(expr));                                                 \
    }                                                                                            \
    __device__ inline __nv_bfloat162 h2##name(const __nv_bfloat162 a)                            \
    { return __nv_bfloat162(h##name(a.x), h##name(a.y)); }
__CRB_MATH1(sqrt, sqrt(x))
__CRB_MATH1(rsqrt, 1.0 / sqrt(x))
__CRB_MATH1(rcp, 1.0 / x)
__CRB_MATH1(exp, exp(x))
__CRB_MATH1(exp2, exp2(x))
__CRB_MATH1(exp10, exp10(x))
__CRB_MATH1(log, log(x))
__CRB_MATH1(log2, log2(x))
__CRB_MATH1(log10, log10(x))
__CRB_MATH1(sin, sin(x))
__CRB_MATH1(cos, cos(x))
__CRB_MATH1(ceil, ceil(x))
__CRB_MATH1(floor, floor(x))
__CRB_MATH1(trunc, trunc(x))
__CRB_MATH1(rint, rint(x))
#undef __CRB_MATH1

/* ---- Warp shuffles and atomics ------------------------------------------------------------- */

__device__ inline __nv_bfloat16 __shfl_sync(unsigned int mask, const __nv_bfloat16 var, int srcLane, int width = 32)
{ return __crb_h((unsigned short)__shfl_sync(mask, (unsigned int)var.__x, srcLane, width)); }
__device__ inline __nv_bfloat16 __shfl_up_sync(unsigned int mask, const __nv_bfloat16 var, unsigned int delta, int width = 32)
{ return __crb_h((unsigned short)__shfl_up_sync(mask, (unsigned int)var.__x, delta, width)); }
__device__ inline __nv_bfloat16 __shfl_down_sync(unsigned int mask, const __nv_bfloat16 var, unsigned int delta, int width = 32)
{ return __crb_h((unsigned short)__shfl_down_sync(mask, (unsigned int)var.__x, delta, width)); }
__device__ inline __nv_bfloat16 __shfl_xor_sync(unsigned int mask, const __nv_bfloat16 var, int laneMask, int width = 32)
{ return __crb_h((unsigned short)__shfl_xor_sync(mask, (unsigned int)var.__x, laneMask, width)); }
__device__ inline __nv_bfloat162 __crb_h2u(unsigned int u) { return __crb_h2(u & 0xffffu, u >> 16); }
__device__ inline __nv_bfloat162 __shfl_sync(unsigned int mask, const __nv_bfloat162 var, int srcLane, int width = 32)
{ return __crb_h2u(__shfl_sync(mask, __crb_h2bits(var), srcLane, width)); }
__device__ inline __nv_bfloat162 __shfl_up_sync(unsigned int mask, const __nv_bfloat162 var, unsigned int delta, int width = 32)
{ return __crb_h2u(__shfl_up_sync(mask, __crb_h2bits(var), delta, width)); }
__device__ inline __nv_bfloat162 __shfl_down_sync(unsigned int mask, const __nv_bfloat162 var, unsigned int delta, int width = 32)
{ return __crb_h2u(__shfl_down_sync(mask, __crb_h2bits(var), delta, width)); }
__device__ inline __nv_bfloat162 __shfl_xor_sync(unsigned int mask, const __nv_bfloat162 var, int laneMask, int width = 32)
{ return __crb_h2u(__shfl_xor_sync(mask, __crb_h2bits(var), laneMask, width)); }

__device__ inline __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, const __nv_bfloat16 val)
{
    unsigned short *p = (unsigned short *)address;
    unsigned short old = *(volatile unsigned short *)p, assumed; /* a strong read: the CAS loop is not a race */
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __hadd(__crb_h(assumed), val).__x);
    } while (old != assumed);
    return __crb_h(old);
}
__device__ inline __nv_bfloat162 atomicAdd(__nv_bfloat162 *address, const __nv_bfloat162 val)
{
    unsigned int *p = (unsigned int *)address;
    unsigned int old = *(volatile unsigned int *)p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __crb_h2bits(__hadd2(__crb_h2u(assumed), val)));
    } while (old != assumed);
    return __crb_h2u(old);
}

/* the loads and stores with cache hints on these types (__cr_ldst_bits) */
#include "__cr_ldst_bits"
__CR_LDST_BITS(__nv_bfloat16, unsigned short, __bfloat16_as_ushort, __ushort_as_bfloat16)
__CR_LDST_BITS(__nv_bfloat162, unsigned int, __crb_h2bits, __crb_h2u)

#endif
