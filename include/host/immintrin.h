/* immintrin.h — the SSE to SSE4.1 intrinsics (xmmintrin.h ... smmintrin.h) and the AVX and FMA
 * ones host code uses most (GCC's and Intel's <immintrin.h>): __m256, eight floats, __m256d,
 * four doubles, and __m256i, 32 bytes of integers, each 32-byte aligned. Host code only;
 * computed as xmmintrin.h says (the fused multiply-adds rounded once, as fmaf). A program built
 * with g++ needs -mavx (-mfma) for them, which defines __AVX__ (__FMA__): pass the same
 * options to cudarepl (-Xcompiler -mavx) for the code under #ifdef __AVX__. */
#ifndef __CR_IMMINTRIN_H
#define __CR_IMMINTRIN_H
#include <smmintrin.h>

typedef struct __attribute__((aligned(32))) __m256 {
    float __cr_v[8];
} __m256;
typedef struct __attribute__((aligned(32))) __m256d {
    double __cr_v[4];
} __m256d;
typedef struct __attribute__((aligned(32))) __m256i {
    long long __cr_v[4];
} __m256i;

static inline __m256 _mm256_setr_ps(float a, float b, float c, float d, float e, float f, float g,
                                    float h)
{
    __m256 r;
    r.__cr_v[0] = a;
    r.__cr_v[1] = b;
    r.__cr_v[2] = c;
    r.__cr_v[3] = d;
    r.__cr_v[4] = e;
    r.__cr_v[5] = f;
    r.__cr_v[6] = g;
    r.__cr_v[7] = h;
    return r;
}
static inline __m256 _mm256_set_ps(float h, float g, float f, float e, float d, float c, float b,
                                   float a)
{
    return _mm256_setr_ps(a, b, c, d, e, f, g, h);
}
static inline __m256 _mm256_set1_ps(float a) { return _mm256_setr_ps(a, a, a, a, a, a, a, a); }
static inline __m256 _mm256_setzero_ps(void) { return _mm256_set1_ps(0.0f); }
static inline __m256 _mm256_undefined_ps(void) { return _mm256_setzero_ps(); }
static inline __m256 _mm256_broadcast_ss(const float *p) { return _mm256_set1_ps(*p); }
static inline __m256 _mm256_load_ps(const float *p)
{
    __m256 r;
    for (int i = 0; i < 8; i++)
        r.__cr_v[i] = p[i];
    return r;
}
static inline __m256 _mm256_loadu_ps(const float *p) { return _mm256_load_ps(p); }
static inline void _mm256_store_ps(float *p, __m256 a)
{
    for (int i = 0; i < 8; i++)
        p[i] = a.__cr_v[i];
}
static inline void _mm256_storeu_ps(float *p, __m256 a) { _mm256_store_ps(p, a); }
static inline void _mm256_stream_ps(float *p, __m256 a) { _mm256_store_ps(p, a); }
static inline float _mm256_cvtss_f32(__m256 a) { return a.__cr_v[0]; }

#define __CR_PS8_BINARY(name, x, y, expr) __CR_LANES2(name, __m256, float, 8, x, y, expr)
__CR_PS8_BINARY(_mm256_add_ps, x, y, x + y)
__CR_PS8_BINARY(_mm256_sub_ps, x, y, x - y)
__CR_PS8_BINARY(_mm256_mul_ps, x, y, x * y)
__CR_PS8_BINARY(_mm256_div_ps, x, y, x / y)
__CR_PS8_BINARY(_mm256_min_ps, x, y, x < y ? x : y)
__CR_PS8_BINARY(_mm256_max_ps, x, y, x > y ? x : y)
__CR_PS8_BINARY(_mm256_and_ps, x, y, __cr_bitsf(__cr_fbits(x) & __cr_fbits(y)))
__CR_PS8_BINARY(_mm256_andnot_ps, x, y, __cr_bitsf(~__cr_fbits(x) & __cr_fbits(y)))
__CR_PS8_BINARY(_mm256_or_ps, x, y, __cr_bitsf(__cr_fbits(x) | __cr_fbits(y)))
__CR_PS8_BINARY(_mm256_xor_ps, x, y, __cr_bitsf(__cr_fbits(x) ^ __cr_fbits(y)))
#undef __CR_PS8_BINARY

/* the two 128-bit halves */
static inline __m128 __cr_m256_half(__m256 a, int h)
{
    return _mm_setr_ps(a.__cr_v[4 * h], a.__cr_v[4 * h + 1], a.__cr_v[4 * h + 2], a.__cr_v[4 * h + 3]);
}
static inline __m256 __cr_m256_join(__m128 lo, __m128 hi)
{
    __m256 r;
    for (int i = 0; i < 4; i++) {
        r.__cr_v[i] = lo.__cr_v[i];
        r.__cr_v[4 + i] = hi.__cr_v[i];
    }
    return r;
}
static inline __m256 _mm256_sqrt_ps(__m256 a)
{
    return __cr_m256_join(_mm_sqrt_ps(__cr_m256_half(a, 0)), _mm_sqrt_ps(__cr_m256_half(a, 1)));
}
static inline __m256 _mm256_rcp_ps(__m256 a)
{
    return __cr_m256_join(_mm_rcp_ps(__cr_m256_half(a, 0)), _mm_rcp_ps(__cr_m256_half(a, 1)));
}
static inline __m256 _mm256_rsqrt_ps(__m256 a)
{
    return __cr_m256_join(_mm_rsqrt_ps(__cr_m256_half(a, 0)), _mm_rsqrt_ps(__cr_m256_half(a, 1)));
}
/* horizontal sums within each half, as vhaddps */
static inline __m256 _mm256_hadd_ps(__m256 a, __m256 b)
{
    return __cr_m256_join(_mm_hadd_ps(__cr_m256_half(a, 0), __cr_m256_half(b, 0)),
                          _mm_hadd_ps(__cr_m256_half(a, 1), __cr_m256_half(b, 1)));
}
static inline __m256 _mm256_shuffle_ps(__m256 a, __m256 b, int imm)
{
    return __cr_m256_join(_mm_shuffle_ps(__cr_m256_half(a, 0), __cr_m256_half(b, 0), imm),
                          _mm_shuffle_ps(__cr_m256_half(a, 1), __cr_m256_half(b, 1), imm));
}
static inline __m256 _mm256_unpacklo_ps(__m256 a, __m256 b)
{
    return __cr_m256_join(_mm_unpacklo_ps(__cr_m256_half(a, 0), __cr_m256_half(b, 0)),
                          _mm_unpacklo_ps(__cr_m256_half(a, 1), __cr_m256_half(b, 1)));
}
static inline __m256 _mm256_unpackhi_ps(__m256 a, __m256 b)
{
    return __cr_m256_join(_mm_unpackhi_ps(__cr_m256_half(a, 0), __cr_m256_half(b, 0)),
                          _mm_unpackhi_ps(__cr_m256_half(a, 1), __cr_m256_half(b, 1)));
}
static inline __m128 _mm256_castps256_ps128(__m256 a) { return __cr_m256_half(a, 0); }
static inline __m256 _mm256_castps128_ps256(__m128 a) { return __cr_m256_join(a, _mm_setzero_ps()); }
static inline __m128 _mm256_extractf128_ps(__m256 a, int h) { return __cr_m256_half(a, h & 1); }
static inline __m256 _mm256_insertf128_ps(__m256 a, __m128 b, int h)
{
    return h & 1 ? __cr_m256_join(__cr_m256_half(a, 0), b) : __cr_m256_join(b, __cr_m256_half(a, 1));
}
static inline __m256 _mm256_set_m128(__m128 hi, __m128 lo) { return __cr_m256_join(lo, hi); }
static inline __m256 _mm256_setr_m128(__m128 lo, __m128 hi) { return __cr_m256_join(lo, hi); }
static inline __m256 _mm256_permute2f128_ps(__m256 a, __m256 b, int imm)
{
    __m128 src[4] = {__cr_m256_half(a, 0), __cr_m256_half(a, 1), __cr_m256_half(b, 0), __cr_m256_half(b, 1)};
    __m128 lo = imm & 0x08 ? _mm_setzero_ps() : src[imm & 3];
    __m128 hi = imm & 0x80 ? _mm_setzero_ps() : src[(imm >> 4) & 3];
    return __cr_m256_join(lo, hi);
}
static inline int _mm256_movemask_ps(__m256 a)
{
    return _mm_movemask_ps(__cr_m256_half(a, 0)) | _mm_movemask_ps(__cr_m256_half(a, 1)) << 4;
}
static inline __m256 _mm256_blendv_ps(__m256 a, __m256 b, __m256 m)
{
    for (int i = 0; i < 8; i++)
        if (__cr_fbits(m.__cr_v[i]) >> 31)
            a.__cr_v[i] = b.__cr_v[i];
    return a;
}
static inline __m256 _mm256_blend_ps(__m256 a, __m256 b, int imm)
{
    for (int i = 0; i < 8; i++)
        if (imm >> i & 1)
            a.__cr_v[i] = b.__cr_v[i];
    return a;
}
static inline __m256 _mm256_round_ps(__m256 a, int mode)
{
    return __cr_m256_join(_mm_round_ps(__cr_m256_half(a, 0), mode), _mm_round_ps(__cr_m256_half(a, 1), mode));
}
static inline __m256 _mm256_floor_ps(__m256 a) { return _mm256_round_ps(a, _MM_FROUND_TO_NEG_INF); }
static inline __m256 _mm256_ceil_ps(__m256 a) { return _mm256_round_ps(a, _MM_FROUND_TO_POS_INF); }

/* vcmpps's 32 predicates: bits 0-3 choose the relation (bit 4, signalling or quiet, changes no
 * result here: exceptions are masked) */
#define _CMP_EQ_OQ 0x00
#define _CMP_LT_OS 0x01
#define _CMP_LE_OS 0x02
#define _CMP_UNORD_Q 0x03
#define _CMP_NEQ_UQ 0x04
#define _CMP_NLT_US 0x05
#define _CMP_NLE_US 0x06
#define _CMP_ORD_Q 0x07
#define _CMP_EQ_UQ 0x08
#define _CMP_NGE_US 0x09
#define _CMP_NGT_US 0x0a
#define _CMP_FALSE_OQ 0x0b
#define _CMP_NEQ_OQ 0x0c
#define _CMP_GE_OS 0x0d
#define _CMP_GT_OS 0x0e
#define _CMP_TRUE_UQ 0x0f
#define _CMP_EQ_OS 0x10
#define _CMP_LT_OQ 0x11
#define _CMP_LE_OQ 0x12
#define _CMP_UNORD_S 0x13
#define _CMP_NEQ_US 0x14
#define _CMP_NLT_UQ 0x15
#define _CMP_NLE_UQ 0x16
#define _CMP_ORD_S 0x17
#define _CMP_EQ_US 0x18
#define _CMP_NGE_UQ 0x19
#define _CMP_NGT_UQ 0x1a
#define _CMP_FALSE_OS 0x1b
#define _CMP_NEQ_OS 0x1c
#define _CMP_GE_OQ 0x1d
#define _CMP_GT_OQ 0x1e
#define _CMP_TRUE_US 0x1f
static inline int __cr_cmp_pred(double x, double y, int p)
{
    int un = x != x || y != y;
    switch (p & 15) {
    case 0x0: return !un && x == y;
    case 0x1: return x < y;
    case 0x2: return x <= y;
    case 0x3: return un;
    case 0x4: return un || x != y;
    case 0x5: return !(x < y);
    case 0x6: return !(x <= y);
    case 0x7: return !un;
    case 0x8: return un || x == y;
    case 0x9: return !(x >= y);
    case 0xa: return !(x > y);
    case 0xb: return 0;
    case 0xc: return !un && x != y;
    case 0xd: return x >= y;
    case 0xe: return x > y;
    default: return 1;
    }
}
static inline __m256 _mm256_cmp_ps(__m256 a, __m256 b, int p)
{
    for (int i = 0; i < 8; i++)
        a.__cr_v[i] = __cr_fmask(__cr_cmp_pred(a.__cr_v[i], b.__cr_v[i], p));
    return a;
}
static inline __m128 _mm_cmp_ps(__m128 a, __m128 b, int p)
{
    for (int i = 0; i < 4; i++)
        a.__cr_v[i] = __cr_fmask(__cr_cmp_pred(a.__cr_v[i], b.__cr_v[i], p));
    return a;
}

/* doubles */
static inline __m256d _mm256_setr_pd(double a, double b, double c, double d)
{
    __m256d r;
    r.__cr_v[0] = a;
    r.__cr_v[1] = b;
    r.__cr_v[2] = c;
    r.__cr_v[3] = d;
    return r;
}
static inline __m256d _mm256_set_pd(double d, double c, double b, double a) { return _mm256_setr_pd(a, b, c, d); }
static inline __m256d _mm256_set1_pd(double a) { return _mm256_setr_pd(a, a, a, a); }
static inline __m256d _mm256_setzero_pd(void) { return _mm256_set1_pd(0.0); }
static inline __m256d _mm256_broadcast_sd(const double *p) { return _mm256_set1_pd(*p); }
static inline __m256d _mm256_load_pd(const double *p) { return _mm256_setr_pd(p[0], p[1], p[2], p[3]); }
static inline __m256d _mm256_loadu_pd(const double *p) { return _mm256_load_pd(p); }
static inline void _mm256_store_pd(double *p, __m256d a)
{
    for (int i = 0; i < 4; i++)
        p[i] = a.__cr_v[i];
}
static inline void _mm256_storeu_pd(double *p, __m256d a) { _mm256_store_pd(p, a); }
#define __CR_PD4_BINARY(name, x, y, expr) __CR_LANES2(name, __m256d, double, 4, x, y, expr)
__CR_PD4_BINARY(_mm256_add_pd, x, y, x + y)
__CR_PD4_BINARY(_mm256_sub_pd, x, y, x - y)
__CR_PD4_BINARY(_mm256_mul_pd, x, y, x * y)
__CR_PD4_BINARY(_mm256_div_pd, x, y, x / y)
__CR_PD4_BINARY(_mm256_min_pd, x, y, x < y ? x : y)
__CR_PD4_BINARY(_mm256_max_pd, x, y, x > y ? x : y)
#undef __CR_PD4_BINARY
static inline __m256d _mm256_sqrt_pd(__m256d a)
{
    for (int i = 0; i < 4; i++)
        a.__cr_v[i] = sqrt(a.__cr_v[i]);
    return a;
}
static inline __m256d _mm256_hadd_pd(__m256d a, __m256d b)
{
    return _mm256_setr_pd(a.__cr_v[0] + a.__cr_v[1], b.__cr_v[0] + b.__cr_v[1],
                          a.__cr_v[2] + a.__cr_v[3], b.__cr_v[2] + b.__cr_v[3]);
}
static inline __m128d _mm256_castpd256_pd128(__m256d a) { return _mm_setr_pd(a.__cr_v[0], a.__cr_v[1]); }
static inline __m128d _mm256_extractf128_pd(__m256d a, int h)
{
    return _mm_setr_pd(a.__cr_v[2 * (h & 1)], a.__cr_v[2 * (h & 1) + 1]);
}
static inline __m256d _mm256_cvtps_pd(__m128 a)
{
    return _mm256_setr_pd(a.__cr_v[0], a.__cr_v[1], a.__cr_v[2], a.__cr_v[3]);
}
static inline __m128 _mm256_cvtpd_ps(__m256d a)
{
    return _mm_setr_ps((float)a.__cr_v[0], (float)a.__cr_v[1], (float)a.__cr_v[2], (float)a.__cr_v[3]);
}

/* integers: whole-register moves and 32-bit lanes */
static inline __m256i _mm256_setzero_si256(void)
{
    __m256i r;
    for (int i = 0; i < 4; i++)
        r.__cr_v[i] = 0;
    return r;
}
static inline __m256i _mm256_loadu_si256(const __m256i *p)
{
    __m256i r;
    const unsigned char *s = (const unsigned char *)p;
    unsigned char *d = (unsigned char *)&r;
    for (int i = 0; i < 32; i++)
        d[i] = s[i];
    return r;
}
static inline __m256i _mm256_load_si256(const __m256i *p) { return *p; }
static inline void _mm256_storeu_si256(__m256i *p, __m256i a)
{
    const unsigned char *s = (const unsigned char *)&a;
    unsigned char *d = (unsigned char *)p;
    for (int i = 0; i < 32; i++)
        d[i] = s[i];
}
static inline void _mm256_store_si256(__m256i *p, __m256i a) { *p = a; }
static inline __m256i _mm256_set1_epi32(int a)
{
    __m256i r;
    int *l = (int *)&r;
    for (int i = 0; i < 8; i++)
        l[i] = a;
    return r;
}
static inline __m256 _mm256_cvtepi32_ps(__m256i a)
{
    const int *l = (const int *)&a;
    __m256 r;
    for (int i = 0; i < 8; i++)
        r.__cr_v[i] = (float)l[i];
    return r;
}
static inline __m256i _mm256_cvttps_epi32(__m256 a)
{
    __m256i r;
    int *l = (int *)&r;
    for (int i = 0; i < 8; i++)
        l[i] = __cr_cvt_f2i(a.__cr_v[i], 1);
    return r;
}
static inline __m256i _mm256_cvtps_epi32(__m256 a)
{
    __m256i r;
    int *l = (int *)&r;
    for (int i = 0; i < 8; i++)
        l[i] = __cr_cvt_f2i(a.__cr_v[i], 0);
    return r;
}
static inline __m256i _mm256_add_epi32(__m256i a, __m256i b)
{
    unsigned *x = (unsigned *)&a;
    const unsigned *y = (const unsigned *)&b;
    for (int i = 0; i < 8; i++)
        x[i] += y[i];
    return a;
}
static inline __m256i _mm256_castps_si256(__m256 a)
{
    __m256i r;
    const unsigned char *s = (const unsigned char *)&a;
    unsigned char *d = (unsigned char *)&r;
    for (int i = 0; i < 32; i++)
        d[i] = s[i];
    return r;
}
static inline __m256 _mm256_castsi256_ps(__m256i a)
{
    __m256 r;
    const unsigned char *s = (const unsigned char *)&a;
    unsigned char *d = (unsigned char *)&r;
    for (int i = 0; i < 32; i++)
        d[i] = s[i];
    return r;
}

/* FMA3: a * b + c rounded once, lane by lane */
#define __CR_FMA(name, V, n, fma, expr)                                                           \
    static inline V name(V a, V b, V c)                                                           \
    {                                                                                             \
        for (int i = 0; i < (n); i++)                                                             \
            a.__cr_v[i] = fma expr;                                                               \
        return a;                                                                                 \
    }
__CR_FMA(_mm_fmadd_ps, __m128, 4, fmaf, (a.__cr_v[i], b.__cr_v[i], c.__cr_v[i]))
__CR_FMA(_mm_fmsub_ps, __m128, 4, fmaf, (a.__cr_v[i], b.__cr_v[i], -c.__cr_v[i]))
__CR_FMA(_mm_fnmadd_ps, __m128, 4, fmaf, (-a.__cr_v[i], b.__cr_v[i], c.__cr_v[i]))
__CR_FMA(_mm256_fmadd_ps, __m256, 8, fmaf, (a.__cr_v[i], b.__cr_v[i], c.__cr_v[i]))
__CR_FMA(_mm256_fmsub_ps, __m256, 8, fmaf, (a.__cr_v[i], b.__cr_v[i], -c.__cr_v[i]))
__CR_FMA(_mm256_fnmadd_ps, __m256, 8, fmaf, (-a.__cr_v[i], b.__cr_v[i], c.__cr_v[i]))
__CR_FMA(_mm256_fmadd_pd, __m256d, 4, fma, (a.__cr_v[i], b.__cr_v[i], c.__cr_v[i]))
#undef __CR_FMA

static inline void _mm256_zeroupper(void) {}
static inline void _mm256_zeroall(void) {}
#endif
