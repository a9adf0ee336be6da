/* xmmintrin.h — the SSE intrinsics host code uses (GCC's and Intel's <xmmintrin.h>): __m128,
 * four floats in one 16-byte aligned value, and the operations on it. Host code only, as under
 * nvcc (its host compiler compiles them). Each is ordinary C++ here that computes what the
 * instruction computes: IEEE single precision lane by lane (MXCSR's defaults: round to nearest,
 * no flush to zero), the comparisons' all-ones masks, minps/maxps returning the second operand
 * when either is a NaN; the approximations (_mm_rcp_ps, _mm_rsqrt_ps) run the instruction
 * itself, so they give this processor's values, as a program built with g++ does here. */
#ifndef __CR_XMMINTRIN_H
#define __CR_XMMINTRIN_H
#include <math.h>
#include <mm_malloc.h>

typedef struct __attribute__((aligned(16))) __m128 {
    float __cr_v[4];
} __m128;

/* the approximations, by the processor's own instructions (4 lanes at a time) */
void __cr_rt_rcp_ps(float *, const float *);
void __cr_rt_rsqrt_ps(float *, const float *);

/* a float's bits (a union of file scope: the C back end declares a header's types by name) */
typedef union __cr_f32_bits { float f; unsigned u; } __cr_f32_bits;

static inline unsigned __cr_fbits(float f)
{
    __cr_f32_bits c;
    c.f = f;
    return c.u;
}

static inline float __cr_bitsf(unsigned u)
{
    __cr_f32_bits c;
    c.u = u;
    return c.f;
}

static inline float __cr_fmask(int b) { return __cr_bitsf(b ? 0xffffffffu : 0u); }

#define _MM_SHUFFLE(z, y, x, w) (((z) << 6) | ((y) << 4) | ((x) << 2) | (w))
#define _MM_HINT_T0 3
#define _MM_HINT_T1 2
#define _MM_HINT_T2 1
#define _MM_HINT_NTA 0

static inline __m128 _mm_setr_ps(float a, float b, float c, float d)
{
    __m128 r;
    r.__cr_v[0] = a;
    r.__cr_v[1] = b;
    r.__cr_v[2] = c;
    r.__cr_v[3] = d;
    return r;
}
static inline __m128 _mm_set_ps(float z, float y, float x, float w) { return _mm_setr_ps(w, x, y, z); }
static inline __m128 _mm_set1_ps(float a) { return _mm_setr_ps(a, a, a, a); }
static inline __m128 _mm_set_ps1(float a) { return _mm_set1_ps(a); }
static inline __m128 _mm_set_ss(float a) { return _mm_setr_ps(a, 0.0f, 0.0f, 0.0f); }
static inline __m128 _mm_setzero_ps(void) { return _mm_set1_ps(0.0f); }
static inline __m128 _mm_undefined_ps(void) { return _mm_setzero_ps(); }

static inline __m128 _mm_load_ps(const float *p) { return _mm_setr_ps(p[0], p[1], p[2], p[3]); }
static inline __m128 _mm_loadu_ps(const float *p) { return _mm_load_ps(p); }
static inline __m128 _mm_loadr_ps(const float *p) { return _mm_setr_ps(p[3], p[2], p[1], p[0]); }
static inline __m128 _mm_load1_ps(const float *p) { return _mm_set1_ps(*p); }
static inline __m128 _mm_load_ps1(const float *p) { return _mm_set1_ps(*p); }
static inline __m128 _mm_load_ss(const float *p) { return _mm_set_ss(*p); }
static inline void _mm_store_ps(float *p, __m128 a)
{
    for (int i = 0; i < 4; i++)
        p[i] = a.__cr_v[i];
}
static inline void _mm_storeu_ps(float *p, __m128 a) { _mm_store_ps(p, a); }
static inline void _mm_stream_ps(float *p, __m128 a) { _mm_store_ps(p, a); }
static inline void _mm_storer_ps(float *p, __m128 a)
{
    for (int i = 0; i < 4; i++)
        p[i] = a.__cr_v[3 - i];
}
static inline void _mm_store_ss(float *p, __m128 a) { *p = a.__cr_v[0]; }
static inline void _mm_store1_ps(float *p, __m128 a)
{
    for (int i = 0; i < 4; i++)
        p[i] = a.__cr_v[0];
}
static inline void _mm_store_ps1(float *p, __m128 a) { _mm_store1_ps(p, a); }
static inline float _mm_cvtss_f32(__m128 a) { return a.__cr_v[0]; }

/* NAME(a, b) of vector type V lane by lane: E x, y (N lanes), EXPR each lane's result (the
 * other intrinsics headers use it too) */
#define __CR_LANES2(name, V, E, n, x, y, expr)                                                    \
    static inline V name(V a, V b)                                                                \
    {                                                                                             \
        V r;                                                                                      \
        for (int i = 0; i < (n); i++) {                                                           \
            E x = a.__cr_v[i], y = b.__cr_v[i];                                                   \
            r.__cr_v[i] = (expr);                                                                 \
        }                                                                                         \
        return r;                                                                                 \
    }
/* NAME(a, b) on lane 0, the other lanes a's */
#define __CR_LANE0(name, V, E, x, y, expr)                                                        \
    static inline V name(V a, V b)                                                                \
    {                                                                                             \
        E x = a.__cr_v[0], y = b.__cr_v[0];                                                       \
        a.__cr_v[0] = (expr);                                                                     \
        return a;                                                                                 \
    }
#define __CR_PS_BINARY(name, x, y, expr)                                                          \
    __CR_LANES2(name##_ps, __m128, float, 4, x, y, expr) __CR_LANE0(name##_ss, __m128, float, x, y, expr)
__CR_PS_BINARY(_mm_add, x, y, x + y)
__CR_PS_BINARY(_mm_sub, x, y, x - y)
__CR_PS_BINARY(_mm_mul, x, y, x * y)
__CR_PS_BINARY(_mm_div, x, y, x / y)
__CR_PS_BINARY(_mm_min, x, y, x < y ? x : y)
__CR_PS_BINARY(_mm_max, x, y, x > y ? x : y)
__CR_PS_BINARY(_mm_cmpeq, x, y, __cr_fmask(x == y))
__CR_PS_BINARY(_mm_cmplt, x, y, __cr_fmask(x < y))
__CR_PS_BINARY(_mm_cmple, x, y, __cr_fmask(x <= y))
__CR_PS_BINARY(_mm_cmpgt, x, y, __cr_fmask(x > y))
__CR_PS_BINARY(_mm_cmpge, x, y, __cr_fmask(x >= y))
__CR_PS_BINARY(_mm_cmpneq, x, y, __cr_fmask(!(x == y)))
__CR_PS_BINARY(_mm_cmpnlt, x, y, __cr_fmask(!(x < y)))
__CR_PS_BINARY(_mm_cmpnle, x, y, __cr_fmask(!(x <= y)))
__CR_PS_BINARY(_mm_cmpngt, x, y, __cr_fmask(!(x > y)))
__CR_PS_BINARY(_mm_cmpnge, x, y, __cr_fmask(!(x >= y)))
__CR_PS_BINARY(_mm_cmpord, x, y, __cr_fmask(x == x && y == y))
__CR_PS_BINARY(_mm_cmpunord, x, y, __cr_fmask(x != x || y != y))
/* the bitwise operations work on the lanes' bits (andnot: ~a & b) */
__CR_PS_BINARY(__cr_and, x, y, __cr_bitsf(__cr_fbits(x) & __cr_fbits(y)))
__CR_PS_BINARY(__cr_andnot, x, y, __cr_bitsf(~__cr_fbits(x) & __cr_fbits(y)))
__CR_PS_BINARY(__cr_or, x, y, __cr_bitsf(__cr_fbits(x) | __cr_fbits(y)))
__CR_PS_BINARY(__cr_xor, x, y, __cr_bitsf(__cr_fbits(x) ^ __cr_fbits(y)))
#undef __CR_PS_BINARY
static inline __m128 _mm_and_ps(__m128 a, __m128 b) { return __cr_and_ps(a, b); }
static inline __m128 _mm_andnot_ps(__m128 a, __m128 b) { return __cr_andnot_ps(a, b); }
static inline __m128 _mm_or_ps(__m128 a, __m128 b) { return __cr_or_ps(a, b); }
static inline __m128 _mm_xor_ps(__m128 a, __m128 b) { return __cr_xor_ps(a, b); }

/* comparisons of lane 0 to an int (comiss: 0 when either is a NaN, but neq 1) */
static inline int _mm_comieq_ss(__m128 a, __m128 b) { return a.__cr_v[0] == b.__cr_v[0]; }
static inline int _mm_comilt_ss(__m128 a, __m128 b) { return a.__cr_v[0] < b.__cr_v[0]; }
static inline int _mm_comile_ss(__m128 a, __m128 b) { return a.__cr_v[0] <= b.__cr_v[0]; }
static inline int _mm_comigt_ss(__m128 a, __m128 b) { return a.__cr_v[0] > b.__cr_v[0]; }
static inline int _mm_comige_ss(__m128 a, __m128 b) { return a.__cr_v[0] >= b.__cr_v[0]; }
static inline int _mm_comineq_ss(__m128 a, __m128 b) { return !(a.__cr_v[0] == b.__cr_v[0]); }

static inline __m128 _mm_sqrt_ps(__m128 a)
{
    __m128 r;
    for (int i = 0; i < 4; i++)
        r.__cr_v[i] = sqrtf(a.__cr_v[i]);
    return r;
}
static inline __m128 _mm_sqrt_ss(__m128 a)
{
    a.__cr_v[0] = sqrtf(a.__cr_v[0]);
    return a;
}
static inline __m128 _mm_rcp_ps(__m128 a)
{
    __m128 r;
    __cr_rt_rcp_ps(r.__cr_v, a.__cr_v);
    return r;
}
static inline __m128 _mm_rsqrt_ps(__m128 a)
{
    __m128 r;
    __cr_rt_rsqrt_ps(r.__cr_v, a.__cr_v);
    return r;
}
static inline __m128 _mm_rcp_ss(__m128 a)
{
    __m128 r = _mm_rcp_ps(a);
    a.__cr_v[0] = r.__cr_v[0];
    return a;
}
static inline __m128 _mm_rsqrt_ss(__m128 a)
{
    __m128 r = _mm_rsqrt_ps(a);
    a.__cr_v[0] = r.__cr_v[0];
    return a;
}

/* rearrangements */
static inline __m128 _mm_shuffle_ps(__m128 a, __m128 b, int imm)
{
    return _mm_setr_ps(a.__cr_v[imm & 3], a.__cr_v[(imm >> 2) & 3], b.__cr_v[(imm >> 4) & 3],
                       b.__cr_v[(imm >> 6) & 3]);
}
static inline __m128 _mm_unpacklo_ps(__m128 a, __m128 b)
{
    return _mm_setr_ps(a.__cr_v[0], b.__cr_v[0], a.__cr_v[1], b.__cr_v[1]);
}
static inline __m128 _mm_unpackhi_ps(__m128 a, __m128 b)
{
    return _mm_setr_ps(a.__cr_v[2], b.__cr_v[2], a.__cr_v[3], b.__cr_v[3]);
}
static inline __m128 _mm_movehl_ps(__m128 a, __m128 b)
{
    return _mm_setr_ps(b.__cr_v[2], b.__cr_v[3], a.__cr_v[2], a.__cr_v[3]);
}
static inline __m128 _mm_movelh_ps(__m128 a, __m128 b)
{
    return _mm_setr_ps(a.__cr_v[0], a.__cr_v[1], b.__cr_v[0], b.__cr_v[1]);
}
static inline __m128 _mm_move_ss(__m128 a, __m128 b)
{
    a.__cr_v[0] = b.__cr_v[0];
    return a;
}
static inline int _mm_movemask_ps(__m128 a)
{
    int m = 0;
    for (int i = 0; i < 4; i++)
        m |= (int)(__cr_fbits(a.__cr_v[i]) >> 31) << i;
    return m;
}
/* a 4x4 matrix of four rows, transposed in place */
#define _MM_TRANSPOSE4_PS(r0, r1, r2, r3)                                                         \
    do {                                                                                          \
        __m128 __t0 = _mm_unpacklo_ps((r0), (r1)), __t1 = _mm_unpacklo_ps((r2), (r3));            \
        __m128 __t2 = _mm_unpackhi_ps((r0), (r1)), __t3 = _mm_unpackhi_ps((r2), (r3));            \
        (r0) = _mm_movelh_ps(__t0, __t1);                                                         \
        (r1) = _mm_movehl_ps(__t1, __t0);                                                         \
        (r2) = _mm_movelh_ps(__t2, __t3);                                                         \
        (r3) = _mm_movehl_ps(__t3, __t2);                                                         \
    } while (0)

/* conversions of lane 0 (cvtss2si rounds as MXCSR says, to nearest even; a value out of int's
 * range or a NaN is the "integer indefinite", INT_MIN) */
static inline int __cr_cvt_f2i(float f, int truncate)
{
    if (!(f >= -2147483648.0f && f < 2147483648.0f))
        return (int)0x80000000u;
    return truncate ? (int)f : (int)nearbyintf(f);
}
static inline int _mm_cvtss_si32(__m128 a) { return __cr_cvt_f2i(a.__cr_v[0], 0); }
static inline int _mm_cvt_ss2si(__m128 a) { return _mm_cvtss_si32(a); }
static inline int _mm_cvttss_si32(__m128 a) { return __cr_cvt_f2i(a.__cr_v[0], 1); }
static inline int _mm_cvtt_ss2si(__m128 a) { return _mm_cvttss_si32(a); }
static inline __m128 _mm_cvtsi32_ss(__m128 a, int b)
{
    a.__cr_v[0] = (float)b;
    return a;
}

/* ordering and cache hints: the host's memory is ordered as the program's steps here */
static inline void _mm_sfence(void) {}
static inline void _mm_prefetch(const void *p, int hint)
{
    (void)p;
    (void)hint;
}
#endif
