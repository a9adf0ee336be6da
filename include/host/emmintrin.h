/* emmintrin.h — the SSE2 intrinsics host code uses (GCC's and Intel's <emmintrin.h>): __m128d,
 * two doubles, and __m128i, 16 bytes of integers read as 8-, 16-, 32- or 64-bit lanes, in one
 * 16-byte aligned value. Host code only; computed as xmmintrin.h says. */
#ifndef __CR_EMMINTRIN_H
#define __CR_EMMINTRIN_H
#include <xmmintrin.h>

typedef struct __attribute__((aligned(16))) __m128d {
    double __cr_v[2];
} __m128d;
typedef struct __attribute__((aligned(16))) __m128i {
    long long __cr_v[2];
} __m128i;

/* the 16 bytes of a value, as lanes of one integer type */
typedef union __cr_m128_lanes {
    __m128i i;
    __m128 f;
    __m128d d;
    signed char i8[16];
    unsigned char u8[16];
    short i16[8];
    unsigned short u16[8];
    int i32[4];
    unsigned u32[4];
    long long i64[2];
    unsigned long long u64[2];
} __cr_m128_lanes;

static inline __m128d _mm_setr_pd(double a, double b)
{
    __m128d r;
    r.__cr_v[0] = a;
    r.__cr_v[1] = b;
    return r;
}
static inline __m128d _mm_set_pd(double b, double a) { return _mm_setr_pd(a, b); }
static inline __m128d _mm_set1_pd(double a) { return _mm_setr_pd(a, a); }
static inline __m128d _mm_set_pd1(double a) { return _mm_set1_pd(a); }
static inline __m128d _mm_set_sd(double a) { return _mm_setr_pd(a, 0.0); }
static inline __m128d _mm_setzero_pd(void) { return _mm_set1_pd(0.0); }
static inline __m128d _mm_load_pd(const double *p) { return _mm_setr_pd(p[0], p[1]); }
static inline __m128d _mm_loadu_pd(const double *p) { return _mm_load_pd(p); }
static inline __m128d _mm_load1_pd(const double *p) { return _mm_set1_pd(*p); }
static inline __m128d _mm_load_sd(const double *p) { return _mm_set_sd(*p); }
static inline void _mm_store_pd(double *p, __m128d a)
{
    p[0] = a.__cr_v[0];
    p[1] = a.__cr_v[1];
}
static inline void _mm_storeu_pd(double *p, __m128d a) { _mm_store_pd(p, a); }
static inline void _mm_stream_pd(double *p, __m128d a) { _mm_store_pd(p, a); }
static inline void _mm_store_sd(double *p, __m128d a) { *p = a.__cr_v[0]; }
static inline double _mm_cvtsd_f64(__m128d a) { return a.__cr_v[0]; }

typedef union __cr_f64_bits { double f; unsigned long long u; } __cr_f64_bits;

static inline unsigned long long __cr_dbits(double f)
{
    __cr_f64_bits c;
    c.f = f;
    return c.u;
}
static inline double __cr_bitsd(unsigned long long u)
{
    __cr_f64_bits c;
    c.u = u;
    return c.f;
}
static inline double __cr_dmask(int b) { return __cr_bitsd(b ? ~0ull : 0ull); }

#define __CR_PD_BINARY(name, x, y, expr)                                                          \
    __CR_LANES2(name##_pd, __m128d, double, 2, x, y, expr)                                        \
    __CR_LANE0(name##_sd, __m128d, double, x, y, expr)
__CR_PD_BINARY(_mm_add, x, y, x + y)
__CR_PD_BINARY(_mm_sub, x, y, x - y)
__CR_PD_BINARY(_mm_mul, x, y, x * y)
__CR_PD_BINARY(_mm_div, x, y, x / y)
__CR_PD_BINARY(_mm_min, x, y, x < y ? x : y)
__CR_PD_BINARY(_mm_max, x, y, x > y ? x : y)
__CR_PD_BINARY(_mm_cmpeq, x, y, __cr_dmask(x == y))
__CR_PD_BINARY(_mm_cmplt, x, y, __cr_dmask(x < y))
__CR_PD_BINARY(_mm_cmple, x, y, __cr_dmask(x <= y))
__CR_PD_BINARY(_mm_cmpgt, x, y, __cr_dmask(x > y))
__CR_PD_BINARY(_mm_cmpge, x, y, __cr_dmask(x >= y))
__CR_PD_BINARY(_mm_cmpneq, x, y, __cr_dmask(!(x == y)))
__CR_PD_BINARY(__cr_and, x, y, __cr_bitsd(__cr_dbits(x) & __cr_dbits(y)))
__CR_PD_BINARY(__cr_andnot, x, y, __cr_bitsd(~__cr_dbits(x) & __cr_dbits(y)))
__CR_PD_BINARY(__cr_or, x, y, __cr_bitsd(__cr_dbits(x) | __cr_dbits(y)))
__CR_PD_BINARY(__cr_xor, x, y, __cr_bitsd(__cr_dbits(x) ^ __cr_dbits(y)))
#undef __CR_PD_BINARY
static inline __m128d _mm_and_pd(__m128d a, __m128d b) { return __cr_and_pd(a, b); }
static inline __m128d _mm_andnot_pd(__m128d a, __m128d b) { return __cr_andnot_pd(a, b); }
static inline __m128d _mm_or_pd(__m128d a, __m128d b) { return __cr_or_pd(a, b); }
static inline __m128d _mm_xor_pd(__m128d a, __m128d b) { return __cr_xor_pd(a, b); }
static inline __m128d _mm_sqrt_pd(__m128d a) { return _mm_setr_pd(sqrt(a.__cr_v[0]), sqrt(a.__cr_v[1])); }
static inline __m128d _mm_unpacklo_pd(__m128d a, __m128d b) { return _mm_setr_pd(a.__cr_v[0], b.__cr_v[0]); }
static inline __m128d _mm_unpackhi_pd(__m128d a, __m128d b) { return _mm_setr_pd(a.__cr_v[1], b.__cr_v[1]); }
static inline __m128d _mm_shuffle_pd(__m128d a, __m128d b, int imm)
{
    return _mm_setr_pd(a.__cr_v[imm & 1], b.__cr_v[(imm >> 1) & 1]);
}
static inline int _mm_movemask_pd(__m128d a)
{
    return (int)(__cr_dbits(a.__cr_v[0]) >> 63) | (int)(__cr_dbits(a.__cr_v[1]) >> 63) << 1;
}

/* the integer vector: its lanes through __cr_m128_lanes */
static inline __m128i _mm_setzero_si128(void)
{
    __m128i r;
    r.__cr_v[0] = r.__cr_v[1] = 0;
    return r;
}
static inline __m128i _mm_set_epi64x(long long b, long long a)
{
    __m128i r;
    r.__cr_v[0] = a;
    r.__cr_v[1] = b;
    return r;
}
static inline __m128i _mm_set1_epi64x(long long a) { return _mm_set_epi64x(a, a); }
static inline __m128i _mm_setr_epi32(int a, int b, int c, int d)
{
    __cr_m128_lanes l;
    l.i32[0] = a;
    l.i32[1] = b;
    l.i32[2] = c;
    l.i32[3] = d;
    return l.i;
}
static inline __m128i _mm_set_epi32(int d, int c, int b, int a) { return _mm_setr_epi32(a, b, c, d); }
static inline __m128i _mm_set1_epi32(int a) { return _mm_setr_epi32(a, a, a, a); }
static inline __m128i _mm_set1_epi16(short a)
{
    __cr_m128_lanes l;
    for (int i = 0; i < 8; i++)
        l.i16[i] = a;
    return l.i;
}
static inline __m128i _mm_set1_epi8(char a)
{
    __cr_m128_lanes l;
    for (int i = 0; i < 16; i++)
        l.i8[i] = (signed char)a;
    return l.i;
}
static inline __m128i _mm_load_si128(const __m128i *p) { return *p; }
static inline __m128i _mm_loadu_si128(const __m128i *p)
{
    __cr_m128_lanes l;
    const unsigned char *b = (const unsigned char *)p;
    for (int i = 0; i < 16; i++)
        l.u8[i] = b[i];
    return l.i;
}
static inline __m128i _mm_loadl_epi64(const __m128i *p)
{
    __m128i r = _mm_loadu_si128(p);
    r.__cr_v[1] = 0;
    return r;
}
static inline void _mm_storeu_si128(__m128i *p, __m128i a)
{
    __cr_m128_lanes l;
    l.i = a;
    unsigned char *b = (unsigned char *)p;
    for (int i = 0; i < 16; i++)
        b[i] = l.u8[i];
}
static inline void _mm_store_si128(__m128i *p, __m128i a) { *p = a; }
static inline void _mm_stream_si128(__m128i *p, __m128i a) { *p = a; }
static inline void _mm_storel_epi64(__m128i *p, __m128i a)
{
    __cr_m128_lanes l;
    l.i = a;
    unsigned char *b = (unsigned char *)p;
    for (int i = 0; i < 8; i++)
        b[i] = l.u8[i];
}
static inline int _mm_cvtsi128_si32(__m128i a)
{
    __cr_m128_lanes l;
    l.i = a;
    return l.i32[0];
}
static inline long long _mm_cvtsi128_si64(__m128i a) { return a.__cr_v[0]; }
static inline __m128i _mm_cvtsi32_si128(int a) { return _mm_setr_epi32(a, 0, 0, 0); }
static inline __m128i _mm_cvtsi64_si128(long long a) { return _mm_set_epi64x(0, a); }

/* NAME_epiN: lane by lane on N-bit lanes (wrapping arithmetic: the lanes' unsigned type) */
#define __CR_EPI_BINARY(name, lanes, n, x, y, expr)                                               \
    static inline __m128i name(__m128i a, __m128i b)                                              \
    {                                                                                             \
        __cr_m128_lanes la, lb, r;                                                                \
        la.i = a;                                                                                 \
        lb.i = b;                                                                                 \
        for (int i = 0; i < (n); i++) {                                                           \
            x = la.lanes[i];                                                                      \
            y = lb.lanes[i];                                                                      \
            r.lanes[i] = (expr);                                                                  \
        }                                                                                         \
        return r.i;                                                                               \
    }
__CR_EPI_BINARY(_mm_add_epi8, u8, 16, unsigned char x, unsigned char y, (unsigned char)(x + y))
__CR_EPI_BINARY(_mm_sub_epi8, u8, 16, unsigned char x, unsigned char y, (unsigned char)(x - y))
__CR_EPI_BINARY(_mm_add_epi16, u16, 8, unsigned short x, unsigned short y, (unsigned short)(x + y))
__CR_EPI_BINARY(_mm_sub_epi16, u16, 8, unsigned short x, unsigned short y, (unsigned short)(x - y))
__CR_EPI_BINARY(_mm_mullo_epi16, u16, 8, unsigned short x, unsigned short y, (unsigned short)(x * y))
__CR_EPI_BINARY(_mm_add_epi32, u32, 4, unsigned x, unsigned y, x + y)
__CR_EPI_BINARY(_mm_sub_epi32, u32, 4, unsigned x, unsigned y, x - y)
__CR_EPI_BINARY(_mm_add_epi64, u64, 2, unsigned long long x, unsigned long long y, x + y)
__CR_EPI_BINARY(_mm_sub_epi64, u64, 2, unsigned long long x, unsigned long long y, x - y)
__CR_EPI_BINARY(_mm_cmpeq_epi8, i8, 16, signed char x, signed char y, (signed char)(x == y ? -1 : 0))
__CR_EPI_BINARY(_mm_cmpeq_epi16, i16, 8, short x, short y, (short)(x == y ? -1 : 0))
__CR_EPI_BINARY(_mm_cmpeq_epi32, i32, 4, int x, int y, x == y ? -1 : 0)
__CR_EPI_BINARY(_mm_cmpgt_epi8, i8, 16, signed char x, signed char y, (signed char)(x > y ? -1 : 0))
__CR_EPI_BINARY(_mm_cmpgt_epi16, i16, 8, short x, short y, (short)(x > y ? -1 : 0))
__CR_EPI_BINARY(_mm_cmpgt_epi32, i32, 4, int x, int y, x > y ? -1 : 0)
__CR_EPI_BINARY(_mm_cmplt_epi32, i32, 4, int x, int y, x < y ? -1 : 0)
__CR_EPI_BINARY(_mm_min_epu8, u8, 16, unsigned char x, unsigned char y, x < y ? x : y)
__CR_EPI_BINARY(_mm_max_epu8, u8, 16, unsigned char x, unsigned char y, x > y ? x : y)
__CR_EPI_BINARY(_mm_min_epi16, i16, 8, short x, short y, x < y ? x : y)
__CR_EPI_BINARY(_mm_max_epi16, i16, 8, short x, short y, x > y ? x : y)
__CR_EPI_BINARY(_mm_and_si128, u64, 2, unsigned long long x, unsigned long long y, x & y)
__CR_EPI_BINARY(_mm_andnot_si128, u64, 2, unsigned long long x, unsigned long long y, ~x & y)
__CR_EPI_BINARY(_mm_or_si128, u64, 2, unsigned long long x, unsigned long long y, x | y)
__CR_EPI_BINARY(_mm_xor_si128, u64, 2, unsigned long long x, unsigned long long y, x ^ y)

/* shifts by a count (a count past the lane's width gives 0, or the sign for srai) */
#define __CR_EPI_SHIFT(name, lanes, n, bits, expr)                                                \
    static inline __m128i name(__m128i a, int c)                                                  \
    {                                                                                             \
        __cr_m128_lanes l;                                                                        \
        l.i = a;                                                                                  \
        unsigned k = (unsigned)c > (bits) ? (bits) : (unsigned)c;                                 \
        for (int i = 0; i < (n); i++)                                                             \
            l.lanes[i] = (expr);                                                                  \
        return l.i;                                                                               \
    }
__CR_EPI_SHIFT(_mm_slli_epi16, u16, 8, 16, k >= 16 ? 0 : (unsigned short)(l.u16[i] << k))
__CR_EPI_SHIFT(_mm_srli_epi16, u16, 8, 16, k >= 16 ? 0 : (unsigned short)(l.u16[i] >> k))
__CR_EPI_SHIFT(_mm_srai_epi16, i16, 8, 16, (short)(l.i16[i] >> (k >= 16 ? 15 : k)))
__CR_EPI_SHIFT(_mm_slli_epi32, u32, 4, 32, k >= 32 ? 0 : l.u32[i] << k)
__CR_EPI_SHIFT(_mm_srli_epi32, u32, 4, 32, k >= 32 ? 0 : l.u32[i] >> k)
__CR_EPI_SHIFT(_mm_srai_epi32, i32, 4, 32, l.i32[i] >> (k >= 32 ? 31 : k))
__CR_EPI_SHIFT(_mm_slli_epi64, u64, 2, 64, k >= 64 ? 0 : l.u64[i] << k)
__CR_EPI_SHIFT(_mm_srli_epi64, u64, 2, 64, k >= 64 ? 0 : l.u64[i] >> k)
#undef __CR_EPI_SHIFT
/* whole-register byte shifts */
static inline __m128i _mm_slli_si128(__m128i a, int n)
{
    __cr_m128_lanes l, r;
    l.i = a;
    for (int i = 0; i < 16; i++)
        r.u8[i] = n > 15 || i < n ? 0 : l.u8[i - n];
    return r.i;
}
static inline __m128i _mm_srli_si128(__m128i a, int n)
{
    __cr_m128_lanes l, r;
    l.i = a;
    for (int i = 0; i < 16; i++)
        r.u8[i] = n > 15 || i + n > 15 ? 0 : l.u8[i + n];
    return r.i;
}
static inline __m128i _mm_bslli_si128(__m128i a, int n) { return _mm_slli_si128(a, n); }
static inline __m128i _mm_bsrli_si128(__m128i a, int n) { return _mm_srli_si128(a, n); }
static inline int _mm_movemask_epi8(__m128i a)
{
    __cr_m128_lanes l;
    l.i = a;
    int m = 0;
    for (int i = 0; i < 16; i++)
        m |= (l.u8[i] >> 7) << i;
    return m;
}
static inline __m128i _mm_shuffle_epi32(__m128i a, int imm)
{
    __cr_m128_lanes l;
    l.i = a;
    return _mm_setr_epi32(l.i32[imm & 3], l.i32[(imm >> 2) & 3], l.i32[(imm >> 4) & 3],
                          l.i32[(imm >> 6) & 3]);
}
static inline __m128i _mm_unpacklo_epi32(__m128i a, __m128i b)
{
    __cr_m128_lanes la, lb;
    la.i = a;
    lb.i = b;
    return _mm_setr_epi32(la.i32[0], lb.i32[0], la.i32[1], lb.i32[1]);
}
static inline __m128i _mm_unpackhi_epi32(__m128i a, __m128i b)
{
    __cr_m128_lanes la, lb;
    la.i = a;
    lb.i = b;
    return _mm_setr_epi32(la.i32[2], lb.i32[2], la.i32[3], lb.i32[3]);
}

/* conversions (cvtps2dq rounds to nearest even; out of range or NaN: INT_MIN) */
static inline __m128i _mm_cvtps_epi32(__m128 a)
{
    return _mm_setr_epi32(__cr_cvt_f2i(a.__cr_v[0], 0), __cr_cvt_f2i(a.__cr_v[1], 0),
                          __cr_cvt_f2i(a.__cr_v[2], 0), __cr_cvt_f2i(a.__cr_v[3], 0));
}
static inline __m128i _mm_cvttps_epi32(__m128 a)
{
    return _mm_setr_epi32(__cr_cvt_f2i(a.__cr_v[0], 1), __cr_cvt_f2i(a.__cr_v[1], 1),
                          __cr_cvt_f2i(a.__cr_v[2], 1), __cr_cvt_f2i(a.__cr_v[3], 1));
}
static inline __m128 _mm_cvtepi32_ps(__m128i a)
{
    __cr_m128_lanes l;
    l.i = a;
    return _mm_setr_ps((float)l.i32[0], (float)l.i32[1], (float)l.i32[2], (float)l.i32[3]);
}
static inline __m128d _mm_cvtps_pd(__m128 a) { return _mm_setr_pd(a.__cr_v[0], a.__cr_v[1]); }
static inline __m128 _mm_cvtpd_ps(__m128d a)
{
    return _mm_setr_ps((float)a.__cr_v[0], (float)a.__cr_v[1], 0.0f, 0.0f);
}

/* the same 16 bytes as another type */
#define __CR_CAST128(name, From, from, To, to)                                                    \
    static inline To name(From a)                                                                 \
    {                                                                                             \
        __cr_m128_lanes l;                                                                        \
        l.from = a;                                                                               \
        return l.to;                                                                              \
    }
__CR_CAST128(_mm_castps_si128, __m128, f, __m128i, i)
__CR_CAST128(_mm_castsi128_ps, __m128i, i, __m128, f)
__CR_CAST128(_mm_castps_pd, __m128, f, __m128d, d)
__CR_CAST128(_mm_castpd_ps, __m128d, d, __m128, f)
__CR_CAST128(_mm_castpd_si128, __m128d, d, __m128i, i)
__CR_CAST128(_mm_castsi128_pd, __m128i, i, __m128d, d)
#undef __CR_CAST128

static inline void _mm_lfence(void) {}
static inline void _mm_mfence(void) {}
static inline void _mm_pause(void) {}
static inline void _mm_clflush(const void *p) { (void)p; }
#endif
