/* The functions and operators that <cuda_fp16.h> and <cuda_bf16.h> define alike, written once
 * for either type (no include guard: each header includes this file once, having defined):
 *   __CR_T, __CR_T2     the type of one value and of two (__half, __half2)
 *   __CR_FN(name)       the type's own name of a function (__cr_h_##name)
 *   __CR_TOF, __CR_FROMF  the conversions to float and from it, rounded to nearest
 *   __CR_BITS(u), __CR_PAIR(a, b)  a value of those 16 bits, and two values as one __CR_T2
 *   __CR_INF, __CR_ONE  the bits of +infinity and of 1.0
 * Each computes what nvcc's host code computes: in float, the result rounded to the type. The
 * type's header defines __CR_FN(hmax_nan) and __CR_FN(hmin_nan), which differ between the two,
 * after this file; it undefines the parameters. */

/* Arithmetic: in float, rounded once to the type (for __half also the GPU's single rounding of
 * + - * /: a float's 24 bits are at least 2 * 11 + 2). The _rn forms (which keep ptxas from
 * fusing a product into a sum) are the same here. */
static inline __CR_T __CR_FN(hadd)(__CR_T a, __CR_T b) { return __CR_FROMF(__CR_TOF(a) + __CR_TOF(b)); }
static inline __CR_T __CR_FN(hsub)(__CR_T a, __CR_T b) { return __CR_FROMF(__CR_TOF(a) - __CR_TOF(b)); }
static inline __CR_T __CR_FN(hmul)(__CR_T a, __CR_T b) { return __CR_FROMF(__CR_TOF(a) * __CR_TOF(b)); }
static inline __CR_T __CR_FN(hdiv)(__CR_T a, __CR_T b) { return __CR_FROMF(__CR_TOF(a) / __CR_TOF(b)); }
static inline __CR_T __CR_FN(hadd_rn)(__CR_T a, __CR_T b) { return __CR_FN(hadd)(a, b); }
static inline __CR_T __CR_FN(hsub_rn)(__CR_T a, __CR_T b) { return __CR_FN(hsub)(a, b); }
static inline __CR_T __CR_FN(hmul_rn)(__CR_T a, __CR_T b) { return __CR_FN(hmul)(a, b); }
/* (a NaN becomes the canonical one, as the conversions from float make it) */
static inline __CR_T __CR_FN(hneg)(__CR_T a) { return __CR_BITS((a.__x & 0x7fffu) > __CR_INF ? 0x7fffu : a.__x ^ 0x8000u); }
static inline __CR_T __CR_FN(habs)(__CR_T a) { return __CR_BITS((a.__x & 0x7fffu) > __CR_INF ? 0x7fffu : a.__x & 0x7fffu); }
static inline int __CR_FN(hisnan)(__CR_T a) { return (a.__x & 0x7fffu) > __CR_INF; }
static inline int __CR_FN(hisinf)(__CR_T a) { return a.__x == __CR_INF ? 1 : a.__x == (__CR_INF | 0x8000u) ? -1 : 0; }

/* The twelve comparisons, in float, each in four forms: of two values (__hlt), of each pair of
 * two __CR_T2's values as 1.0 or 0.0 (__hlt2) or as 16 bits set or clear (__hlt2_mask), and
 * whether it holds for both pairs (__hblt2). The unordered ones (u) hold where a NaN is. */
#define __CR_CMP(op, test)                                                                       \
    static inline int __CR_FN(h##op)(__CR_T a, __CR_T b)                                         \
    {                                                                                            \
        float x = __CR_TOF(a), y = __CR_TOF(b);                                                  \
        return test;                                                                             \
    }                                                                                            \
    static inline __CR_T2 __CR_FN(h##op##2)(__CR_T2 a, __CR_T2 b)                                \
    {                                                                                            \
        return __CR_PAIR(__CR_BITS(__CR_FN(h##op)(a.x, b.x) ? __CR_ONE : 0u),                    \
                         __CR_BITS(__CR_FN(h##op)(a.y, b.y) ? __CR_ONE : 0u));                   \
    }                                                                                            \
    static inline unsigned int __CR_FN(h##op##2_mask)(__CR_T2 a, __CR_T2 b)                      \
    {                                                                                            \
        return (__CR_FN(h##op)(a.x, b.x) ? 0xffffu : 0u) | (__CR_FN(h##op)(a.y, b.y) ? 0xffff0000u : 0u); \
    }                                                                                            \
    static inline int __CR_FN(hb##op##2)(__CR_T2 a, __CR_T2 b)                                   \
    {                                                                                            \
        return __CR_FN(h##op)(a.x, b.x) && __CR_FN(h##op)(a.y, b.y);                             \
    }
__CR_CMP(eq, x == y)
__CR_CMP(ne, x < y || x > y)
__CR_CMP(lt, x < y)
__CR_CMP(le, x <= y)
__CR_CMP(gt, x > y)
__CR_CMP(ge, x >= y)
__CR_CMP(equ, !(x < y || x > y))
__CR_CMP(neu, x != y)
__CR_CMP(ltu, !(x >= y))
__CR_CMP(leu, !(x > y))
__CR_CMP(gtu, !(x <= y))
__CR_CMP(geu, !(x < y))
#undef __CR_CMP

/* __hmax, __hmin: a number wins over a NaN (of two NaNs comes the canonical one), and +0 is above
 * -0. (Their _nan forms are the type header's.) */
static inline __CR_T __CR_FN(hmax)(__CR_T a, __CR_T b)
{
    if (__CR_FN(hisnan)(a))
        return __CR_FN(hisnan)(b) ? __CR_BITS(0x7fffu) : b;
    if (__CR_FN(hisnan)(b))
        return a;
    if (__CR_TOF(a) == __CR_TOF(b))
        return (a.__x & 0x8000u) ? b : a;
    return __CR_TOF(a) > __CR_TOF(b) ? a : b;
}
static inline __CR_T __CR_FN(hmin)(__CR_T a, __CR_T b)
{
    if (__CR_FN(hisnan)(a))
        return __CR_FN(hisnan)(b) ? __CR_BITS(0x7fffu) : b;
    if (__CR_FN(hisnan)(b))
        return a;
    if (__CR_TOF(a) == __CR_TOF(b))
        return (a.__x & 0x8000u) ? a : b;
    return __CR_TOF(a) < __CR_TOF(b) ? a : b;
}
static inline __CR_T __CR_FN(hmax_nan)(__CR_T a, __CR_T b);
static inline __CR_T __CR_FN(hmin_nan)(__CR_T a, __CR_T b);

/* _sat: clamped to [+0, 1] as __hmin(__hmax(x, 0), 1) clamps it (NaN and -0 give +0) */
static inline __CR_T __CR_FN(sat)(__CR_T a)
{
    if ((a.__x & 0x7fffu) > __CR_INF || (a.__x & 0x8000u))
        return __CR_BITS(0u);
    return a.__x > __CR_ONE ? __CR_BITS(__CR_ONE) : a;
}
static inline __CR_T __CR_FN(hadd_sat)(__CR_T a, __CR_T b) { return __CR_FN(sat)(__CR_FN(hadd)(a, b)); }
static inline __CR_T __CR_FN(hsub_sat)(__CR_T a, __CR_T b) { return __CR_FN(sat)(__CR_FN(hsub)(a, b)); }
static inline __CR_T __CR_FN(hmul_sat)(__CR_T a, __CR_T b) { return __CR_FN(sat)(__CR_FN(hmul)(a, b)); }

/* two values: each pair on its own */
#define __CR_LANES(f2, f)                                                                        \
    static inline __CR_T2 __CR_FN(f2)(__CR_T2 a, __CR_T2 b)                                      \
    {                                                                                            \
        return __CR_PAIR(__CR_FN(f)(a.x, b.x), __CR_FN(f)(a.y, b.y));                            \
    }
__CR_LANES(hadd2, hadd)
__CR_LANES(hsub2, hsub)
__CR_LANES(hmul2, hmul)
__CR_LANES(h2div, hdiv)
__CR_LANES(hadd2_rn, hadd_rn)
__CR_LANES(hsub2_rn, hsub_rn)
__CR_LANES(hmul2_rn, hmul_rn)
__CR_LANES(hadd2_sat, hadd_sat)
__CR_LANES(hsub2_sat, hsub_sat)
__CR_LANES(hmul2_sat, hmul_sat)
__CR_LANES(hmax2, hmax)
__CR_LANES(hmin2, hmin)
__CR_LANES(hmax2_nan, hmax_nan)
__CR_LANES(hmin2_nan, hmin_nan)
#undef __CR_LANES
static inline __CR_T2 __CR_FN(hneg2)(__CR_T2 a) { return __CR_PAIR(__CR_FN(hneg)(a.x), __CR_FN(hneg)(a.y)); }
static inline __CR_T2 __CR_FN(habs2)(__CR_T2 a) { return __CR_PAIR(__CR_FN(habs)(a.x), __CR_FN(habs)(a.y)); }
static inline __CR_T2 __CR_FN(hisnan2)(__CR_T2 a)
{
    return __CR_PAIR(__CR_BITS(__CR_FN(hisnan)(a.x) ? __CR_ONE : 0u), __CR_BITS(__CR_FN(hisnan)(a.y) ? __CR_ONE : 0u));
}
static inline __CR_T2 __CR_FN(lowhigh2highlow)(__CR_T2 a) { return __CR_PAIR(a.y, a.x); }

#include "crt/cuda_fp_names.h"
#ifdef __cplusplus
/* C++ (cudarepl's front end compiles host code as C++): the names both headers give are
 * overloads, as in CUDA's headers */
static inline float __low2float(__CR_T2 a) { return __CR_FN(low2float)(a); }
static inline float __high2float(__CR_T2 a) { return __CR_FN(high2float)(a); }
#define __CR_1(R, name) static inline R __##name(__CR_T a) { return __CR_FN(name)(a); }
#define __CR_2(R, name, T) static inline R __##name(T a, T b) { return __CR_FN(name)(a, b); }
__CR_2(__CR_T, hadd, __CR_T) __CR_2(__CR_T, hsub, __CR_T) __CR_2(__CR_T, hmul, __CR_T) __CR_2(__CR_T, hdiv, __CR_T)
__CR_2(__CR_T, hadd_rn, __CR_T) __CR_2(__CR_T, hsub_rn, __CR_T) __CR_2(__CR_T, hmul_rn, __CR_T)
__CR_2(__CR_T, hadd_sat, __CR_T) __CR_2(__CR_T, hsub_sat, __CR_T) __CR_2(__CR_T, hmul_sat, __CR_T)
__CR_1(__CR_T, hneg) __CR_1(__CR_T, habs) __CR_1(bool, hisnan) __CR_1(int, hisinf)
__CR_2(__CR_T, hmax, __CR_T) __CR_2(__CR_T, hmin, __CR_T) __CR_2(__CR_T, hmax_nan, __CR_T) __CR_2(__CR_T, hmin_nan, __CR_T)
__CR_2(__CR_T2, hadd2, __CR_T2) __CR_2(__CR_T2, hsub2, __CR_T2) __CR_2(__CR_T2, hmul2, __CR_T2) __CR_2(__CR_T2, h2div, __CR_T2)
__CR_2(__CR_T2, hadd2_rn, __CR_T2) __CR_2(__CR_T2, hsub2_rn, __CR_T2) __CR_2(__CR_T2, hmul2_rn, __CR_T2)
__CR_2(__CR_T2, hadd2_sat, __CR_T2) __CR_2(__CR_T2, hsub2_sat, __CR_T2) __CR_2(__CR_T2, hmul2_sat, __CR_T2)
__CR_2(__CR_T2, hmax2, __CR_T2) __CR_2(__CR_T2, hmin2, __CR_T2) __CR_2(__CR_T2, hmax2_nan, __CR_T2)
__CR_2(__CR_T2, hmin2_nan, __CR_T2)
static inline __CR_T2 __hneg2(__CR_T2 a) { return __CR_FN(hneg2)(a); }
static inline __CR_T2 __habs2(__CR_T2 a) { return __CR_FN(habs2)(a); }
static inline __CR_T2 __hisnan2(__CR_T2 a) { return __CR_FN(hisnan2)(a); }
static inline __CR_T2 __lowhigh2highlow(__CR_T2 a) { return __CR_FN(lowhigh2highlow)(a); }
#define __CR_CMP(op)                                                                             \
    __CR_2(bool, h##op, __CR_T) __CR_2(__CR_T2, h##op##2, __CR_T2)                               \
    __CR_2(unsigned int, h##op##2_mask, __CR_T2) __CR_2(bool, hb##op##2, __CR_T2)
__CR_CMP(eq) __CR_CMP(ne) __CR_CMP(lt) __CR_CMP(le) __CR_CMP(gt) __CR_CMP(ge)
__CR_CMP(equ) __CR_CMP(neu) __CR_CMP(ltu) __CR_CMP(leu) __CR_CMP(gtu) __CR_CMP(geu)
#undef __CR_CMP
#undef __CR_1
#undef __CR_2

/* The operators of one value and of two (CUDA's are __host__ __device__), rounded as the
 * functions are, so that a chain of them rounds at every step; a comparison of two values' pairs
 * is true where it holds for both (__hbeq2 ...; != is __hbneu2, unordered, as is != of one). An
 * operand of another type meets the conversion to float as well: `h + 1.0f` is ambiguous, as
 * nvcc says. */
#define __CR_OPS(T, add, sub, mul, div, neg, one, eq, neu, lt, le, gt, ge)                       \
    static inline T operator+(T a, T b) { return __CR_FN(add)(a, b); }                           \
    static inline T operator-(T a, T b) { return __CR_FN(sub)(a, b); }                           \
    static inline T operator*(T a, T b) { return __CR_FN(mul)(a, b); }                           \
    static inline T operator/(T a, T b) { return __CR_FN(div)(a, b); }                           \
    static inline T operator+(T a) { return a; }                                                 \
    static inline T operator-(T a) { return __CR_FN(neg)(a); }                                   \
    static inline T &operator+=(T &a, T b) { return a = __CR_FN(add)(a, b); }                    \
    static inline T &operator-=(T &a, T b) { return a = __CR_FN(sub)(a, b); }                    \
    static inline T &operator*=(T &a, T b) { return a = __CR_FN(mul)(a, b); }                    \
    static inline T &operator/=(T &a, T b) { return a = __CR_FN(div)(a, b); }                    \
    static inline T &operator++(T &a) { return a = __CR_FN(add)(a, one); }                       \
    static inline T &operator--(T &a) { return a = __CR_FN(sub)(a, one); }                       \
    static inline T operator++(T &a, int)                                                        \
    {                                                                                            \
        T r = a;                                                                                 \
        ++a;                                                                                     \
        return r;                                                                                \
    }                                                                                            \
    static inline T operator--(T &a, int)                                                        \
    {                                                                                            \
        T r = a;                                                                                 \
        --a;                                                                                     \
        return r;                                                                                \
    }                                                                                            \
    static inline bool operator==(T a, T b) { return __CR_FN(eq)(a, b); }                        \
    static inline bool operator!=(T a, T b) { return __CR_FN(neu)(a, b); }                       \
    static inline bool operator<(T a, T b) { return __CR_FN(lt)(a, b); }                         \
    static inline bool operator<=(T a, T b) { return __CR_FN(le)(a, b); }                        \
    static inline bool operator>(T a, T b) { return __CR_FN(gt)(a, b); }                         \
    static inline bool operator>=(T a, T b) { return __CR_FN(ge)(a, b); }
__CR_OPS(__CR_T, hadd, hsub, hmul, hdiv, hneg, __CR_BITS(__CR_ONE), heq, hneu, hlt, hle, hgt, hge)
__CR_OPS(__CR_T2, hadd2, hsub2, hmul2, h2div, hneg2, __CR_PAIR(__CR_BITS(__CR_ONE), __CR_BITS(__CR_ONE)),
         hbeq2, hbneu2, hblt2, hble2, hbgt2, hbge2)
#undef __CR_OPS
#endif
