/* pmmintrin.h — the SSE3 intrinsics (GCC's and Intel's <pmmintrin.h>): horizontal sums and
 * the lane duplications. Host code only; computed as xmmintrin.h says. */
#ifndef __CR_PMMINTRIN_H
#define __CR_PMMINTRIN_H
#include <emmintrin.h>

static inline __m128 _mm_hadd_ps(__m128 a, __m128 b)
{
    return _mm_setr_ps(a.__cr_v[0] + a.__cr_v[1], a.__cr_v[2] + a.__cr_v[3],
                       b.__cr_v[0] + b.__cr_v[1], b.__cr_v[2] + b.__cr_v[3]);
}
static inline __m128 _mm_hsub_ps(__m128 a, __m128 b)
{
    return _mm_setr_ps(a.__cr_v[0] - a.__cr_v[1], a.__cr_v[2] - a.__cr_v[3],
                       b.__cr_v[0] - b.__cr_v[1], b.__cr_v[2] - b.__cr_v[3]);
}
static inline __m128 _mm_addsub_ps(__m128 a, __m128 b)
{
    return _mm_setr_ps(a.__cr_v[0] - b.__cr_v[0], a.__cr_v[1] + b.__cr_v[1],
                       a.__cr_v[2] - b.__cr_v[2], a.__cr_v[3] + b.__cr_v[3]);
}
static inline __m128d _mm_hadd_pd(__m128d a, __m128d b)
{
    return _mm_setr_pd(a.__cr_v[0] + a.__cr_v[1], b.__cr_v[0] + b.__cr_v[1]);
}
static inline __m128d _mm_addsub_pd(__m128d a, __m128d b)
{
    return _mm_setr_pd(a.__cr_v[0] - b.__cr_v[0], a.__cr_v[1] + b.__cr_v[1]);
}
static inline __m128 _mm_movehdup_ps(__m128 a)
{
    return _mm_setr_ps(a.__cr_v[1], a.__cr_v[1], a.__cr_v[3], a.__cr_v[3]);
}
static inline __m128 _mm_moveldup_ps(__m128 a)
{
    return _mm_setr_ps(a.__cr_v[0], a.__cr_v[0], a.__cr_v[2], a.__cr_v[2]);
}
static inline __m128d _mm_movedup_pd(__m128d a) { return _mm_set1_pd(a.__cr_v[0]); }
static inline __m128i _mm_lddqu_si128(const __m128i *p) { return _mm_loadu_si128(p); }
#endif
