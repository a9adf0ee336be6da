/* smmintrin.h — the SSE4.1 intrinsics host code uses most (GCC's and Intel's <smmintrin.h>):
 * rounding, blends, the dot product, 32-bit integer products, minima and lanes. Host code
 * only; computed as xmmintrin.h says. */
#ifndef __CR_SMMINTRIN_H
#define __CR_SMMINTRIN_H
#include <pmmintrin.h>

#define _MM_FROUND_TO_NEAREST_INT 0x00
#define _MM_FROUND_TO_NEG_INF 0x01
#define _MM_FROUND_TO_POS_INF 0x02
#define _MM_FROUND_TO_ZERO 0x03
#define _MM_FROUND_CUR_DIRECTION 0x04
#define _MM_FROUND_RAISE_EXC 0x00
#define _MM_FROUND_NO_EXC 0x08

static inline float __cr_round_f(float x, int mode)
{
    switch (mode & 7) {
    case _MM_FROUND_TO_NEG_INF: return floorf(x);
    case _MM_FROUND_TO_POS_INF: return ceilf(x);
    case _MM_FROUND_TO_ZERO: return truncf(x);
    default: return nearbyintf(x); /* nearest even, MXCSR's default */
    }
}
static inline __m128 _mm_round_ps(__m128 a, int mode)
{
    for (int i = 0; i < 4; i++)
        a.__cr_v[i] = __cr_round_f(a.__cr_v[i], mode);
    return a;
}
static inline __m128 _mm_floor_ps(__m128 a) { return _mm_round_ps(a, _MM_FROUND_TO_NEG_INF); }
static inline __m128 _mm_ceil_ps(__m128 a) { return _mm_round_ps(a, _MM_FROUND_TO_POS_INF); }
static inline __m128d _mm_floor_pd(__m128d a) { return _mm_setr_pd(floor(a.__cr_v[0]), floor(a.__cr_v[1])); }
static inline __m128d _mm_ceil_pd(__m128d a) { return _mm_setr_pd(ceil(a.__cr_v[0]), ceil(a.__cr_v[1])); }

static inline __m128 _mm_blend_ps(__m128 a, __m128 b, int imm)
{
    for (int i = 0; i < 4; i++)
        if (imm >> i & 1)
            a.__cr_v[i] = b.__cr_v[i];
    return a;
}
static inline __m128 _mm_blendv_ps(__m128 a, __m128 b, __m128 m)
{
    return _mm_blend_ps(a, b, _mm_movemask_ps(m));
}
/* dpps: the products the high nibble selects, summed in pairs ((p0 + p1) + (p2 + p3)), into
 * the lanes the low nibble selects */
static inline __m128 _mm_dp_ps(__m128 a, __m128 b, int imm)
{
    float p[4];
    for (int i = 0; i < 4; i++)
        p[i] = imm >> (4 + i) & 1 ? a.__cr_v[i] * b.__cr_v[i] : 0.0f;
    float s = (p[0] + p[1]) + (p[2] + p[3]);
    __m128 r;
    for (int i = 0; i < 4; i++)
        r.__cr_v[i] = imm >> i & 1 ? s : 0.0f;
    return r;
}

__CR_EPI_BINARY(_mm_mullo_epi32, u32, 4, unsigned x, unsigned y, x * y)
__CR_EPI_BINARY(_mm_min_epi32, i32, 4, int x, int y, x < y ? x : y)
__CR_EPI_BINARY(_mm_max_epi32, i32, 4, int x, int y, x > y ? x : y)
static inline int _mm_extract_epi32(__m128i a, int i)
{
    __cr_m128_lanes l;
    l.i = a;
    return l.i32[i & 3];
}
static inline __m128i _mm_insert_epi32(__m128i a, int v, int i)
{
    __cr_m128_lanes l;
    l.i = a;
    l.i32[i & 3] = v;
    return l.i;
}
static inline int _mm_extract_ps(__m128 a, int i) { return (int)__cr_fbits(a.__cr_v[i & 3]); }
static inline int _mm_testz_si128(__m128i a, __m128i b)
{
    return ((a.__cr_v[0] & b.__cr_v[0]) | (a.__cr_v[1] & b.__cr_v[1])) == 0;
}
#endif
