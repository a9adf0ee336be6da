/* lanes.h — operations on the 32 lanes of a warp at once: a lane mask from a register, the
 * lanes whose value equals one, a value stored into the lanes of a mask, a 32-bit load from
 * scattered places, a permutation of the lanes (a shuffle), whether a warp's addresses all fall
 * in a window (and are one run). The
 * executor does
 * these at every branch, join and barrier; lane by lane they cost a loop with a
 * data-dependent bit scan per lane. With AVX2 (the executor's AVX2 copy) they are four 8-lane
 * steps, with SSE2 (every x86-64 has it) eight 4-lane steps. tests/vm/lanes_check.h holds
 * them to a lane-by-lane reference.
 */
#ifndef CR_LANES_H
#define CR_LANES_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* Comparisons of 32-bit lanes (the x field of BR_I32 and BRK_I32). */
typedef enum { LC_EQ, LC_NE, LC_LT, LC_LE, LC_GT, LC_GE, LC_LTU, LC_LEU, LC_GTU, LC_GEU } vm_lanecmp;

/* Before a lane loop: its lanes are independent even when the destination is a source (d == a),
 * so the compiler may vectorise it. */
#if defined(__clang__)
#define VM_IVDEP _Pragma("clang loop vectorize(assume_safety)")
/* some lane loops cannot be vectorised (integer division, calls): they stay scalar, as meant */
#pragma clang diagnostic ignored "-Wpass-failed"
#elif defined(__GNUC__)
#define VM_IVDEP _Pragma("GCC ivdep")
#else
#define VM_IVDEP
#endif

/* The lowest and highest of the addresses of the lanes of MASK, and the OR of them all (its low
 * bits say whether every one is aligned). A whole warp's are straight loops the compiler
 * vectorises. */
static inline void lanes_range(uint32_t mask, const uint64_t *addr, uint64_t *lo, uint64_t *hi,
                               uint64_t *bits)
{
    uint64_t l0 = UINT64_MAX, h0 = 0, b0 = 0;
    if (mask == 0xffffffffu) {
        for (int l = 0; l < 32; l++) {
            uint64_t a = addr[l];
            l0 = a < l0 ? a : l0;
            h0 = a > h0 ? a : h0;
            b0 |= a;
        }
    } else {
        for (uint32_t m = mask; m; m &= m - 1) {
            uint64_t a = addr[__builtin_ctz(m)];
            l0 = a < l0 ? a : l0;
            h0 = a > h0 ? a : h0;
            b0 |= a;
        }
    }
    *lo = l0;
    *hi = h0;
    *bits = b0;
}

#ifdef __AVX2__
#include <immintrin.h>

/* (the AVX2 copy of the executor: 4 steps of 8 lanes) */
#define LANES_CMP8_(op, av, bv_expr)                                                              \
    ({                                                                                            \
        uint32_t m_ = 0;                                                                          \
        for (int i_ = 0; i_ < 4; i_++) {                                                          \
            __m256i x_ = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(av) + i_), bias);  \
            __m256i y_ = (bv_expr);                                                               \
            m_ |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(op)) << (8 * i_);              \
        }                                                                                         \
        m_;                                                                                       \
    })

/* The lanes where A[l] KIND B[l] (B == NULL: where A[l] KIND K). */
static inline uint32_t lanes_compare(int kind, const int32_t *a, const int32_t *b, int32_t k)
{
    bool u = kind >= LC_LTU;
    const __m256i bias = _mm256_set1_epi32(u ? (int)0x80000000u : 0);
    const __m256i kv = _mm256_xor_si256(_mm256_set1_epi32(k), bias);
    int base = u ? kind - LC_LTU + LC_LT : kind;
    uint32_t m;
#define Y_ (b ? _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)b + i_), bias) : kv)
    switch (base) {
    case LC_EQ: case LC_NE: m = LANES_CMP8_(_mm256_cmpeq_epi32(x_, y_), a, Y_); break;
    case LC_LT: case LC_GE: m = LANES_CMP8_(_mm256_cmpgt_epi32(y_, x_), a, Y_); break;
    default: m = LANES_CMP8_(_mm256_cmpgt_epi32(x_, y_), a, Y_); break; /* GT, LE */
    }
#undef Y_
    return base == LC_NE || base == LC_GE || base == LC_LE ? ~m : m;
}
#undef LANES_CMP8_

/* The lanes whose 32-bit value is X. */
static inline uint32_t lanes_equal(const void *v32, uint32_t x)
{
    const __m256i *p = (const __m256i *)v32;
    const __m256i xv = _mm256_set1_epi32((int)x);
    uint32_t eq = 0;
    for (int i = 0; i < 4; i++) {
        __m256i e = _mm256_cmpeq_epi32(_mm256_loadu_si256(p + i), xv);
        eq |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(e)) << (8 * i);
    }
    return eq;
}

/* The lanes whose 32-bit value is not zero. */
static inline uint32_t lanes_nonzero(const void *v32)
{
    return ~lanes_equal(v32, 0);
}

/* v[l] = X for the lanes l of MASK. */
static inline void lanes_set(uint32_t *v, uint32_t mask, uint32_t x)
{
    const __m256i xv = _mm256_set1_epi32((int)x);
    if (mask == 0xffffffffu) {
        for (int i = 0; i < 4; i++)
            _mm256_storeu_si256((__m256i *)v + i, xv);
        return;
    }
    /* lane l's bit to the sign bit of its 32-bit element */
    const __m256i sh = _mm256_setr_epi32(31, 30, 29, 28, 27, 26, 25, 24);
    for (int i = 0; i < 4; i++, mask >>= 8) {
        if (!(mask & 255))
            continue;
        __m256i m = _mm256_sllv_epi32(_mm256_set1_epi32((int)(mask & 255)), sh);
        /* the part read, blended and stored whole (V is one warp's, written by one thread): a
         * load just after may take its bytes from this store, which it cannot from a masked
         * store (select_group reads the program counters right after a branch writes them) */
        __m256i *p = (__m256i *)v + i;
        _mm256_storeu_si256(p, _mm256_castps_si256(_mm256_blendv_ps(
            _mm256_castsi256_ps(_mm256_loadu_si256(p)), _mm256_castsi256_ps(xv), _mm256_castsi256_ps(m))));
    }
}

/* dst[l] = the 32 bits at the host address addr[l] + d (d wraps: a window's host view minus
 * its device address): a load whose lanes are scattered over the block's shared memory, so
 * that every lane's address is within 2 GiB of lane 0's. */
static inline void lanes_gather32(uint32_t *dst, const uint64_t *addr, uintptr_t d)
{
    /* the lanes' offsets from lane 0 fit in 32 bits (one window): 8 lanes a gather */
    const int *p0 = (const int *)(uintptr_t)(addr[0] + d);
    const __m256i a0 = _mm256_set1_epi32((int)(uint32_t)addr[0]);
    const __m256i step = _mm256_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28);
    for (int i = 0; i < 4; i++) {
        __m256 lo = _mm256_castsi256_ps(_mm256_loadu_si256((const __m256i *)addr + 2 * i));
        __m256 hi = _mm256_castsi256_ps(_mm256_loadu_si256((const __m256i *)addr + 2 * i + 1));
        /* the low halves of the 8 addresses, in lane order */
        __m256i x = _mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(lo, hi, 0x88)), 0xd8);
        __m256i off = _mm256_sub_epi32(x, a0);
        /* 8 lanes at one address, or one run of 8 (a tile row read by 8 or 16 threads of a
         * row, as a 16 x 16 tile's s[ty][k] and s[k][tx] are): one load, no gather */
        int o0 = _mm256_cvtsi256_si32(off);
        __m256i first = _mm256_set1_epi32(o0), v;
        const char *q = (const char *)p0 + o0;
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(off, _mm256_add_epi32(first, step))) == -1)
            v = _mm256_loadu_si256((const __m256i *)q);
        else if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(off, first)) == -1) {
            int w; /* (the address need not be 4-aligned: memcpy reads it as a byte string) */
            memcpy(&w, q, sizeof w);
            v = _mm256_set1_epi32(w);
        }
        else
            v = _mm256_i32gather_epi32(p0, off, 1);
        _mm256_storeu_si256((__m256i *)dst + i, v);
    }
}

/* dst[l] = the 32 bits at base + off[l] (each offset below 2^31): lanes_gather32 for offsets
 * already in 32 bits (LDS32's, in a block's shared memory). */
/* the 32 bits at base + each of 8 offsets O (each below 2^31): 8 lanes at one address, or
 * one run of 8, as one load (as lanes_gather32), else a gather */
static inline __m256i lanes_gather32_8(const uint8_t *base, __m256i o)
{
    const __m256i step = _mm256_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28);
    uint32_t o0 = (uint32_t)_mm256_cvtsi256_si32(o);
    __m256i first = _mm256_set1_epi32((int)o0);
    const uint8_t *q = base + o0;
    if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(o, _mm256_add_epi32(first, step))) == -1)
        return _mm256_loadu_si256((const __m256i *)q);
    if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(o, first)) == -1) {
        int w;
        memcpy(&w, q, sizeof w);
        return _mm256_set1_epi32(w);
    }
    return _mm256_i32gather_epi32((const int *)base, o, 1);
}

static inline void lanes_gather32_at(uint32_t *dst, const uint8_t *base, const uint32_t *off)
{
    for (int i = 0; i < 4; i++)
        _mm256_storeu_si256((__m256i *)dst + i,
                            lanes_gather32_8(base, _mm256_loadu_si256((const __m256i *)off + i)));
}

/* dst[l] = src[idx[l]] for the 32 lanes (idx[l] in [0, 32); dst may be src): a shuffle of
 * the whole warp. Each 8 lanes of the result pick from the four 8-lane parts of SRC and keep
 * the part that idx >> 3 names. */
static inline void lanes_permute32(uint32_t *dst, const uint32_t *src, const int32_t *idx)
{
    const __m256i *s = (const __m256i *)src;
    const __m256i s0 = _mm256_loadu_si256(s), s1 = _mm256_loadu_si256(s + 1);
    const __m256i s2 = _mm256_loadu_si256(s + 2), s3 = _mm256_loadu_si256(s + 3);
    /* (each part stored as it is made: the source is all in registers by now, so DST may be
     * SRC; gathering the parts in an array first had gcc spill them and read them back in
     * halves, a store-forwarding stall: about a fifth of warp_shfl's time) */
    for (int i = 0; i < 4; i++) {
        __m256i x = _mm256_loadu_si256((const __m256i *)idx + i), part = _mm256_srli_epi32(x, 3);
        __m256i v = _mm256_permutevar8x32_epi32(s0, x);
        v = _mm256_blendv_epi8(v, _mm256_permutevar8x32_epi32(s1, x), _mm256_cmpeq_epi32(part, _mm256_set1_epi32(1)));
        v = _mm256_blendv_epi8(v, _mm256_permutevar8x32_epi32(s2, x), _mm256_cmpeq_epi32(part, _mm256_set1_epi32(2)));
        v = _mm256_blendv_epi8(v, _mm256_permutevar8x32_epi32(s3, x), _mm256_cmpeq_epi32(part, _mm256_set1_epi32(3)));
        _mm256_storeu_si256((__m256i *)dst + i, v);
    }
}

/* A whole warp's accesses of SIZE bytes (a power of two) at A[l], against a window whose
 * offsets run from S0: 0 if some lane's offset A[l] - S0 is above LIM or not a multiple of
 * SIZE; else 2 if the lanes are one run of consecutive elements (A[l] == A[0] + l * SIZE), 1
 * if not. LIM is below 2^32 (a block's shared memory), so an offset passes when its high half
 * is zero and its low half at most LIM: one OR and one unsigned 32-bit maximum per lane. */
static inline int lanes_window(const uint64_t *a, uint64_t s0, uint32_t lim, uint32_t size)
{
    const __m256i s0v = _mm256_set1_epi64x((long long)s0);
    const __m256i inc = _mm256_set1_epi64x(4 * (long long)size);
    __m256i run = _mm256_add_epi64(_mm256_set1_epi64x((long long)a[0]),
                                   _mm256_setr_epi64x(0, size, 2 * (long long)size, 3 * (long long)size));
    __m256i hi = _mm256_setzero_si256(), mx = hi, diff = hi;
    for (int i = 0; i < 8; i++) {
        __m256i v = _mm256_loadu_si256((const __m256i *)a + i);
        __m256i o = _mm256_sub_epi64(v, s0v);
        hi = _mm256_or_si256(hi, o);
        mx = _mm256_max_epu32(mx, o);
        diff = _mm256_or_si256(diff, _mm256_xor_si256(v, run));
        run = _mm256_add_epi64(run, inc);
    }
    __m128i h = _mm_or_si128(_mm256_castsi256_si128(hi), _mm256_extracti128_si256(hi, 1));
    uint64_t hs = (uint64_t)_mm_cvtsi128_si64(h) | (uint64_t)_mm_extract_epi64(h, 1);
    __m128i m = _mm_max_epu32(_mm256_castsi256_si128(mx), _mm256_extracti128_si256(mx, 1));
    m = _mm_max_epu32(m, _mm_shuffle_epi32(m, 0x4e));
    m = _mm_max_epu32(m, _mm_shuffle_epi32(m, 0xb1));
    if ((hs >> 32) || (uint32_t)_mm_cvtsi128_si32(m) > lim || (hs & (uint64_t)(size - 1)))
        return 0;
    return _mm256_testz_si256(diff, diff) ? 2 : 1;
}

#elif defined(__SSE2__)
#include <emmintrin.h>

/* 8 steps of 4 lanes: the movemask of OP(a, b) for every lane (BV: b is one value). */
#define LANES_CMP_(op, av, bv_expr)                                                               \
    ({                                                                                            \
        uint32_t m_ = 0;                                                                          \
        for (int i_ = 0; i_ < 8; i_++) {                                                          \
            __m128i x_ = _mm_xor_si128(_mm_loadu_si128((const __m128i *)(av) + i_), bias);        \
            __m128i y_ = (bv_expr);                                                               \
            m_ |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(op)) << (4 * i_);                    \
        }                                                                                         \
        m_;                                                                                       \
    })

/* The lanes where A[l] KIND B[l] (B == NULL: where A[l] KIND K). */
static inline uint32_t lanes_compare(int kind, const int32_t *a, const int32_t *b, int32_t k)
{
    bool u = kind >= LC_LTU;
    const __m128i bias = _mm_set1_epi32(u ? (int)0x80000000u : 0);
    const __m128i kv = _mm_xor_si128(_mm_set1_epi32(k), bias);
    int base = u ? kind - LC_LTU + LC_LT : kind;
    uint32_t m;
#define Y_ (b ? _mm_xor_si128(_mm_loadu_si128((const __m128i *)b + i_), bias) : kv)
    switch (base) {
    case LC_EQ: case LC_NE: m = LANES_CMP_(_mm_cmpeq_epi32(x_, y_), a, Y_); break;
    case LC_LT: case LC_GE: m = LANES_CMP_(_mm_cmpgt_epi32(y_, x_), a, Y_); break;
    default: m = LANES_CMP_(_mm_cmpgt_epi32(x_, y_), a, Y_); break; /* GT, LE */
    }
#undef Y_
    return base == LC_NE || base == LC_GE || base == LC_LE ? ~m : m;
}
#undef LANES_CMP_

/* 4-bit lane masks as 4 x 32-bit all-ones/all-zeros lanes. */
static const uint32_t lanes_expand4_[16][4] __attribute__((aligned(16))) = {
#define E(m) {(m) & 1 ? ~0u : 0, (m) & 2 ? ~0u : 0, (m) & 4 ? ~0u : 0, (m) & 8 ? ~0u : 0}
    E(0), E(1), E(2), E(3), E(4), E(5), E(6), E(7), E(8), E(9), E(10), E(11), E(12), E(13), E(14), E(15),
#undef E
};

/* The lanes whose 32-bit value is not zero. */
static inline uint32_t lanes_nonzero(const void *v32)
{
    const __m128i *p = (const __m128i *)v32;
    const __m128i z = _mm_setzero_si128();
    uint32_t eq = 0;
    for (int i = 0; i < 8; i++) {
        __m128i e = _mm_cmpeq_epi32(_mm_loadu_si128(p + i), z);
        eq |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(e)) << (4 * i);
    }
    return ~eq;
}

/* The lanes whose 32-bit value is X. */
static inline uint32_t lanes_equal(const void *v32, uint32_t x)
{
    const __m128i *p = (const __m128i *)v32;
    const __m128i xv = _mm_set1_epi32((int)x);
    uint32_t eq = 0;
    for (int i = 0; i < 8; i++) {
        __m128i e = _mm_cmpeq_epi32(_mm_loadu_si128(p + i), xv);
        eq |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(e)) << (4 * i);
    }
    return eq;
}

/* v[l] = X for the lanes l of MASK. */
static inline void lanes_set(uint32_t *v, uint32_t mask, uint32_t x)
{
    if (mask == 0xffffffffu) {
        const __m128i xv = _mm_set1_epi32((int)x);
        for (int i = 0; i < 8; i++)
            _mm_storeu_si128((__m128i *)v + i, xv);
        return;
    }
    const __m128i xv = _mm_set1_epi32((int)x);
    for (int i = 0; i < 8; i++, mask >>= 4) {
        if (!(mask & 15))
            continue;
        __m128i m = _mm_load_si128((const __m128i *)lanes_expand4_[mask & 15]);
        __m128i *q = (__m128i *)v + i;
        __m128i old = _mm_loadu_si128(q);
        _mm_storeu_si128(q, _mm_or_si128(_mm_and_si128(m, xv), _mm_andnot_si128(m, old)));
    }
}

#else /* portable: lane by lane */

static inline uint32_t lanes_compare(int kind, const int32_t *a, const int32_t *b, int32_t k)
{
    uint32_t t = 0;
    for (int l = 0; l < 32; l++) {
        int32_t x = a[l], y = b ? b[l] : k;
        uint32_t ux = (uint32_t)x, uy = (uint32_t)y;
        bool r;
        switch (kind) {
        case LC_EQ: r = x == y; break;
        case LC_NE: r = x != y; break;
        case LC_LT: r = x < y; break;
        case LC_LE: r = x <= y; break;
        case LC_GT: r = x > y; break;
        case LC_GE: r = x >= y; break;
        case LC_LTU: r = ux < uy; break;
        case LC_LEU: r = ux <= uy; break;
        case LC_GTU: r = ux > uy; break;
        default: r = ux >= uy; break;
        }
        t |= (uint32_t)r << l;
    }
    return t;
}

static inline uint32_t lanes_nonzero(const void *v32)
{
    const int32_t *v = v32;
    uint32_t t = 0;
    for (int l = 0; l < 32; l++)
        t |= (uint32_t)(v[l] != 0) << l;
    return t;
}

static inline uint32_t lanes_equal(const void *v32, uint32_t x)
{
    const uint32_t *v = v32;
    uint32_t t = 0;
    for (int l = 0; l < 32; l++)
        t |= (uint32_t)(v[l] == x) << l;
    return t;
}

static inline void lanes_set(uint32_t *v, uint32_t mask, uint32_t x)
{
    for (int l = 0; l < 32; l++)
        if (mask >> l & 1)
            v[l] = x;
}

#endif

#ifndef __AVX2__
static inline void lanes_permute32(uint32_t *dst, const uint32_t *src, const int32_t *idx)
{
    uint32_t r[32];
    for (int l = 0; l < 32; l++)
        r[l] = src[idx[l]];
    __builtin_memcpy(dst, r, sizeof r);
}

static inline int lanes_window(const uint64_t *a, uint64_t s0, uint32_t lim, uint32_t size)
{
    uint64_t b0 = a[0], bad = 0, bits = 0, diff = 0;
    for (int l = 0; l < 32; l++) {
        uint64_t o = a[l] - s0;
        bad |= o > lim;
        bits |= o;
        diff |= a[l] ^ (b0 + (uint64_t)l * size);
    }
    if (bad || (bits & (uint64_t)(size - 1)))
        return 0;
    return diff ? 1 : 2;
}
#endif

#ifndef __AVX2__
static inline void lanes_gather32(uint32_t *dst, const uint64_t *addr, uintptr_t d)
{
    for (int l = 0; l < 32; l++)
        __builtin_memcpy(&dst[l], (const uint8_t *)(uintptr_t)(addr[l] + d), 4);
}

static inline void lanes_gather32_at(uint32_t *dst, const uint8_t *base, const uint32_t *off)
{
    for (int l = 0; l < 32; l++)
        __builtin_memcpy(&dst[l], base + off[l], 4);
}
#endif
#endif
