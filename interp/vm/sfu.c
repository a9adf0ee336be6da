/* sfu.c — the H200's SFU approximations, bit for bit: MUFU.RCP, MUFU.RSQ, MUFU.EX2, MUFU.LG2,
 * MUFU.SIN, MUFU.COS, MUFU.TANH, and the double seeds MUFU.RCP64H and MUFU.RSQ64H.
 *
 * The units interpolate in hardware tables whose contents NVIDIA does not publish, and their
 * results are not the correctly rounded ones (docs/math-h200.md). What is reproducible is what
 * they return: tests/device-sweeps/sfu.cu and sfu2.cu measured each unit on one binade of its
 * input (or, for sin and cos, on every fixed-point turn of one quadrant; for tanh, on every
 * operand it distinguishes, tanh_table.cu), and the functions below extend those to every input
 * as the hardware does. Device runs compared them with the H200 on all 2^32 inputs of each unit
 * (for the double seeds, all 2^32 high words): no result differed.
 *
 * The measured results are in sfu_tables.bin (tests/device-sweeps/sfu_pack.c makes it and
 * describes its kinds of table): two-bit steps of the results' bits, or a byte per input for
 * the tables whose steps are larger. At first use the file is unpacked (30 MiB) and a running
 * total kept for every 64 inputs of a two-bit table, a checkpoint for every 16 of a byte table
 * (6 MiB each), so a lookup counts the bits of two words or decodes at most 15 bytes. The tanh
 * table is a zlib stream of its own, unpacked at the first use of tanh.approx (10 MiB and its
 * checkpoints, 7 MiB). */
#include "interp/vm/sfu.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* the packed tables, linked in from the file (Makefile: SFU_TABLES) */
__asm__(".section .rodata\n"
        ".balign 16\n"
        "cr_sfu_tables:\n"
        ".incbin \"" SFU_TABLES "\"\n"
        "cr_sfu_tables_end:\n"
        ".previous\n");
extern const unsigned char cr_sfu_tables[], cr_sfu_tables_end[];

/* MUFU.SQRT's table (Makefile: SFU_SQRT): a zlib stream of "SQRT" and, for the operands of
 * [1, 2) and then [2, 4), two-bit fields, four to a byte, low bits first: 1 + the unit's result
 * less the correctly rounded root, in units of the last place (tests/device-sweeps/sqrttab.cu;
 * every other binade of normal operands gives the difference of its exponent's parity, which
 * that probe checked on all of them). */
__asm__(".section .rodata\n"
        ".balign 16\n"
        "cr_sfu_sqrt:\n"
        ".incbin \"" SFU_SQRT "\"\n"
        "cr_sfu_sqrt_end:\n"
        ".previous\n");
extern const unsigned char cr_sfu_sqrt[], cr_sfu_sqrt_end[];

typedef struct {
    uint32_t n, first;
    int32_t kind;               /* sfu_pack.c: 1 or -1 (the direction of the steps), 2 or 3 */
    const unsigned char *steps; /* two-bit fields (kinds 1, -1, 3) or bytes (kind 2) */
    uint32_t *sums;             /* kinds 1, -1: sums[b] is the steps before input 64 b; kind 2:
                                   sums[3 b ...] the result, step and byte offset at BYTE_RUN b */
} sfu_table;

enum { BYTE_RUN = 16 }; /* kind 2: inputs between checkpoints */

enum { T_RCP, T_RSQ, T_EX2_POS, T_EX2_NEG, T_LG2, T_LG2_OTHER, T_SIN, T_RCP64, T_RSQ64, T_TANH, T_COUNT };
static sfu_table tables[T_COUNT];
static unsigned char *unpacked;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static uint64_t word(const unsigned char *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

/* the sum of the two-bit fields of W below bit BITS */
static uint32_t field_sum(uint64_t w, unsigned bits)
{
    if (bits < 64)
        w &= (1ull << bits) - 1;
    return (uint32_t)(__builtin_popcountll(w & 0x5555555555555555ull) +
                      2 * __builtin_popcountll(w & 0xaaaaaaaaaaaaaaaaull));
}

/* kind 2: decode one input's byte at *p, updating the result *v and its step *s */
static void byte_step(const unsigned char **p, uint32_t *v, uint32_t *s)
{
    signed char c = (signed char)**p;
    if (c == -128) {
        uint32_t r;
        memcpy(&r, *p + 1, 4);
        *s = r - *v;
        *v = r;
        *p += 5;
    } else {
        *s += (uint32_t)(int32_t)c;
        *v += *s;
        *p += 1;
    }
}

static void damaged(void)
{
    fputs("cudarepl: the SFU tables linked into this build are damaged\n", stderr);
    abort();
}

/* the running totals (two-bit tables) or checkpoints (byte tables) of table T */
static void index_table(sfu_table *T)
{
    uint32_t blocks = T->kind == 2 ? T->n / BYTE_RUN + 1 : T->n / 64 + 1;
    T->sums = malloc((size_t)blocks * (T->kind == 2 ? 3 : 1) * sizeof *T->sums);
    if (!T->sums)
        abort();
    if (T->kind == 2) {
        const unsigned char *p = T->steps;
        uint32_t v = T->first, s = 0;
        for (uint32_t i = 0; i < T->n; i++) {
            if (i % BYTE_RUN == 0) {
                T->sums[3 * (i / BYTE_RUN)] = v;
                T->sums[3 * (i / BYTE_RUN) + 1] = s;
                T->sums[3 * (i / BYTE_RUN) + 2] = (uint32_t)(p - T->steps);
            }
            if (i + 1 < T->n)
                byte_step(&p, &v, &s);
        }
        return;
    }
    uint32_t s = 0;
    for (uint32_t b = 0; b < blocks; b++) {
        T->sums[b] = s;
        if (b < T->n / 64)
            s += field_sum(word(T->steps + 16 * b), 64) + field_sum(word(T->steps + 16 * b + 8), 64);
    }
}

/* the tables of the zlib stream at *FROM (advanced past it) from T0 to T1, after MAGIC */
static const unsigned char *unpack_stream(const unsigned char **from, const char *magic, int t0, int t1)
{
    uLongf len = 64u << 20;
    uLong in = (uLong)(cr_sfu_tables_end - *from);
    unsigned char *u = malloc(len);
    if (!u || uncompress2(u, &len, *from, &in) != Z_OK || memcmp(u, magic, 4))
        damaged();
    *from += in;
    const unsigned char *p = u + 4, *end = u + len;
    for (int t = t0; t < t1; t++) {
        sfu_table *T = &tables[t];
        if (p + 12 > end)
            damaged();
        memcpy(&T->n, p, 4);
        memcpy(&T->kind, p + 4, 4);
        memcpy(&T->first, p + 8, 4);
        p += 12;
        size_t body = T->n / 4;
        if (T->kind == 2) {
            uint32_t m;
            memcpy(&m, p, 4);
            p += 4;
            body = m;
        }
        T->steps = p;
        p += body;
        if (p > end)
            damaged();
        index_table(T);
    }
    return u;
}

/* the nine tables at first use of a unit; the tanh table, in a stream of its own, at the first
 * use of tanh.approx */
static const unsigned char *tanh_stream;
static pthread_once_t tanh_once = PTHREAD_ONCE_INIT;

static void unpack(void)
{
    tanh_stream = cr_sfu_tables;
    unpacked = (unsigned char *)unpack_stream(&tanh_stream, "SFU2", 0, T_TANH);
}

static void unpack_tanh(void)
{
    unpack_stream(&tanh_stream, "TANH", T_TANH, T_COUNT);
}

/* the measured result for input I of table T (its bits); for a kind-3 table, its field */
static uint32_t lookup(int t, uint32_t i)
{
    pthread_once(&once, unpack);
    if (t == T_TANH)
        pthread_once(&tanh_once, unpack_tanh);
    const sfu_table *T = &tables[t];
    if (T->kind == 3)
        return T->steps[i / 4] >> (2 * (i % 4)) & 3;
    if (T->kind == 2) {
        const uint32_t *c = T->sums + 3 * (i / BYTE_RUN);
        uint32_t v = c[0], s = c[1];
        const unsigned char *p = T->steps + c[2];
        for (uint32_t j = i % BYTE_RUN; j; j--)
            byte_step(&p, &v, &s);
        return v;
    }
    const unsigned char *blk = T->steps + 16 * (i / 64);
    unsigned bits = 2 * (i % 64 + 1); /* the steps of inputs 64 b .. i */
    uint32_t s = T->sums[i / 64] + field_sum(word(blk), bits < 64 ? bits : 64);
    if (bits > 64)
        s += field_sum(word(blk + 8), bits - 64);
    return T->first + (uint32_t)T->kind * s;
}

static float bits_float(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint32_t float_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* R (a result in the tables' binade) times 2^K, flushed to a zero or an infinity of SIGN */
static float scaled(uint32_t r, int k, uint32_t sign)
{
    int e = (int)(r >> 23 & 0xff) + k;
    if (e <= 0)
        return bits_float(sign);
    if (e >= 255)
        return bits_float(sign | 0x7f800000u);
    return bits_float(sign | (uint32_t)e << 23 | (r & 0x7fffffu));
}

float sfu_rcp(float x)
{
    uint32_t b = float_bits(x), sign = b & 0x80000000u, e = b >> 23 & 0xff, m = b & 0x7fffffu;
    if (e == 0xff)
        return m ? bits_float(0x7fffffffu) : bits_float(sign); /* NaN; 1/inf = 0 */
    if (e == 0)
        return bits_float(sign | 0x7f800000u); /* zeros and flushed subnormals */
    return scaled(lookup(T_RCP, m), 127 - (int)e, sign);
}

float sfu_rsqrt(float x)
{
    uint32_t b = float_bits(x), e = b >> 23 & 0xff, m = b & 0x7fffffu;
    if (e == 0)
        return bits_float((b & 0x80000000u) | 0x7f800000u); /* +-0 and flushed subnormals */
    if (b >> 31)
        return bits_float(0x7fffffffu);
    if (e == 0xff)
        return m ? bits_float(0x7fffffffu) : 0.0f;
    int u = (int)e - 127, odd = u & 1; /* x = 2^(u - odd) * [1, 4) */
    return scaled(lookup(T_RSQ, (uint32_t)odd << 23 | m), -(u - odd) / 2, 0);
}

static unsigned char *sqrt_fields;
static pthread_once_t sqrt_once = PTHREAD_ONCE_INIT;

static void unpack_sqrt(void)
{
    uLongf len = 4 + (1u << 22);
    uLong in = (uLong)(cr_sfu_sqrt_end - cr_sfu_sqrt);
    unsigned char *u = malloc(len);
    if (!u || uncompress2(u, &len, cr_sfu_sqrt, &in) != Z_OK || len != 4 + (1u << 22) || memcmp(u, "SQRT", 4))
        damaged();
    sqrt_fields = u + 4;
}

float sfu_sqrt(float x)
{
    uint32_t b = float_bits(x), e = b >> 23 & 0xff, m = b & 0x7fffffu;
    if (e == 0)
        return bits_float(b & 0x80000000u); /* +-0 and flushed subnormals */
    if (b >> 31 || (e == 0xff && m))
        return bits_float(0x7fffffffu);
    if (e == 0xff)
        return x;
    pthread_once(&sqrt_once, unpack_sqrt);
    uint32_t i = ((e + 1) & 1) << 23 | m; /* the operand of [1, 4) with x's significand and parity */
    uint32_t field = sqrt_fields[i >> 2] >> (2 * (i & 3)) & 3;
    return bits_float(float_bits(sqrtf(x)) + field - 1);
}

float sfu_ex2(float x)
{
    uint32_t b = float_bits(x), neg = b >> 31, e = b >> 23 & 0xff, m = b & 0x7fffffu;
    if (e == 0xff)
        return m ? bits_float(0x7fffffffu) : neg ? 0.0f : bits_float(0x7f800000u);
    if (e == 0)
        return 1.0f; /* zeros and flushed subnormals */
    int u = (int)e - 127;
    if (u >= 7) /* |x| >= 128 */
        return neg ? 0.0f : bits_float(0x7f800000u);
    /* |x| as a fixed-point number with 23 fraction bits, truncated */
    uint64_t mant = m | 0x800000u;
    uint64_t fx = u >= 0 ? mant << u : -u >= 32 ? 0 : mant >> -u;
    uint32_t whole = (uint32_t)(fx >> 23), frac = (uint32_t)(fx & 0x7fffffu);
    uint32_t r = lookup(neg ? T_EX2_NEG : T_EX2_POS, frac);
    return scaled(r, neg ? -(int)whole : (int)whole, 0);
}

/* X truncated toward zero to a float (X >= 0), its bits */
static uint32_t trunc_bits(double x)
{
    float f = (float)x;
    if ((double)f > x)
        f = nextafterf(f, 0.0f);
    return float_bits(f);
}

/* MUFU.LG2 of 1 + m 2^-23 (*hi, in [0, 1)) and of its half (*lo, in [-1, 0)). The unit adds
 * the exponent to the significand's logarithm in fixed point (36 fraction bits) and truncates
 * the sum toward zero into a float; the two results are those sums for the exponents 0 and -1.
 * The table holds the more precise of the two and how far the other is below its prediction
 * from it (sfu_pack.c: lg2_tables). */
static void lg2_pair(uint32_t m, uint32_t *hi, uint32_t *lo)
{
    uint32_t p = lookup(T_LG2, m), d = lookup(T_LG2_OTHER, m);
    if (p >> 31) {
        *lo = p;
        *hi = trunc_bits(1.0 + (double)bits_float(p)) - d;
    } else {
        *hi = p;
        *lo = (trunc_bits(1.0 - (double)bits_float(p)) | 0x80000000u) - d;
    }
}

float sfu_lg2(float x)
{
    uint32_t b = float_bits(x), e = b >> 23 & 0xff, m = b & 0x7fffffu;
    if (e == 0xff)
        return bits_float(m || b >> 31 ? 0x7fffffffu : 0x7f800000u);
    if (e == 0)
        return bits_float(0xff800000u); /* zeros and flushed subnormals */
    if (b >> 31)
        return bits_float(0x7fffffffu);
    int u = (int)e - 127;
    uint32_t hi, lo;
    lg2_pair(m, &hi, &lo);
    if (u == 0)
        return bits_float(hi);
    if (u == -1)
        return bits_float(lo);
    if (u > 0) /* u + hi, truncated: the exact sum fits a double */
        return bits_float(trunc_bits((double)u + (double)bits_float(hi)));
    return bits_float(trunc_bits((double)(-u - 1) - (double)bits_float(lo)) | 0x80000000u);
}

/* MUFU.SIN of J 2^-25 turns (J < 2^25): quadrant 0 is the table; quadrant 1 reads it
 * backwards from its last entry (the one's complement of the position), quadrants 2 and 3
 * repeat 0 and 1 negated. */
static uint32_t sin_turns(uint32_t j)
{
    uint32_t q = j >> 23, r = j & 0x7fffffu;
    uint32_t v = lookup(T_SIN, q & 1 ? 0x7fffffu - r : r);
    return q & 2 ? v ^ 0x80000000u : v;
}

/* |T| (a number of turns) as a fixed-point fraction with 25 bits, truncated; whole turns drop
 * out */
static uint32_t turns_fixed(uint32_t b)
{
    uint32_t e = b >> 23 & 0xff;
    if (e == 0)
        return 0; /* flushed */
    uint64_t mant = (b & 0x7fffffu) | 0x800000u;
    int sh = (int)e - 127 + 2;
    if (sh >= 25)
        return 0;
    if (sh >= 0)
        return (uint32_t)(mant << sh) & 0x1ffffffu;
    return -sh >= 32 ? 0 : (uint32_t)(mant >> -sh);
}

/* sin.approx.f32 and cos.approx.f32 (the same with .ftz): x / (2 pi) rounded toward zero
 * (FMUL.RZ by 0x3e22f983), then MUFU.SIN or MUFU.COS of that many turns. The sine keeps the
 * operand's sign; the cosine is the sine a quarter turn on. */
static uint32_t turns_of(float x)
{
    double p = (double)x * (double)bits_float(0x3e22f983u); /* exact */
    float t = (float)p;
    if (fabs((double)t) > fabs(p))
        t = nextafterf(t, 0.0f);
    return float_bits(t);
}

float sfu_sin(float x)
{
    uint32_t t = turns_of(x);
    if ((t >> 23 & 0xff) == 0xff)
        return bits_float(0x7fffffffu);
    return bits_float(sin_turns(turns_fixed(t)) ^ (t & 0x80000000u));
}

float sfu_cos(float x)
{
    uint32_t t = turns_of(x);
    if ((t >> 23 & 0xff) == 0xff)
        return bits_float(0x7fffffffu);
    return bits_float(sin_turns((turns_fixed(t) + 0x800000u) & 0x1ffffffu));
}

/* the high word R (in the tables' binade) times 2^K, flushed to a zero of SIGN */
static double scaled64(uint32_t r, int k, uint32_t sign)
{
    int e = (int)(r >> 20 & 0x7ff) + k;
    uint64_t hi = e <= 0 ? sign : sign | (uint32_t)e << 20 | (r & 0xfffffu);
    double d;
    hi <<= 32;
    memcpy(&d, &hi, 8);
    return d;
}

static double high_word_double(uint32_t hi)
{
    uint64_t u = (uint64_t)hi << 32;
    double d;
    memcpy(&d, &u, 8);
    return d;
}

/* MUFU.RCP64H and MUFU.RSQ64H read the high word of the operand only and give a high word;
 * rcp.approx.ftz.f64 and rsqrt.approx.ftz.f64 set the low word to 0. */
double sfu_rcp64h(double x)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    uint32_t hi = (uint32_t)(u >> 32), sign = hi & 0x80000000u, e = hi >> 20 & 0x7ff, f = hi & 0xfffffu;
    if (e == 0x7ff)
        return high_word_double(f ? 0x7fffffffu : sign);
    if (e == 0)
        return high_word_double(sign | 0x7ff00000u); /* zeros and flushed subnormals */
    return scaled64(lookup(T_RCP64, f), 1023 - (int)e, sign);
}

double sfu_rsq64h(double x)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    uint32_t hi = (uint32_t)(u >> 32), sign = hi & 0x80000000u, e = hi >> 20 & 0x7ff, f = hi & 0xfffffu;
    if (e == 0)
        return high_word_double(sign | 0x7ff00000u);
    if ((e == 0x7ff && f) || sign)
        return high_word_double(0x7fffffffu);
    if (e == 0x7ff)
        return 0.0;
    int k = (int)e - 1023, odd = k & 1; /* x = 2^(k - odd) * [1, 4) */
    return scaled64(lookup(T_RSQ64, (uint32_t)odd << 20 | f), -(k - odd) / 2, 0);
}

/* tanh.approx.f32 (MUFU.TANH, also __tanhf): below 2^-8 in magnitude the operand, from 8 one
 * with its sign; in between the unit reads |x| with 18 to 23 significand bits, truncated
 * (TANH_BITS, binades 2^-8 .. 2^2), and the table holds its result for each such operand, the
 * binades one after the other; a negative operand gives the negated result. */
float sfu_tanh(float x)
{
    static const unsigned char TANH_BITS[] = {18, 18, 18, 19, 19, 20, 20, 20, 21, 22, 23};
    uint32_t b = float_bits(x), sign = b & 0x80000000u, e = b >> 23 & 0xff;
    if (e == 0xff && (b & 0x7fffffu))
        return bits_float(0x7fffffffu);
    if (e < 127 - 8)
        return x;
    if (e >= 127 + 3)
        return bits_float(sign | 0x3f800000u);
    uint32_t at = 0;
    for (uint32_t k = 127 - 8; k < e; k++)
        at += 1u << (TANH_BITS[k - (127 - 8)] - 1);
    uint32_t shift = 24u - TANH_BITS[e - (127 - 8)];
    return bits_float(sign | lookup(T_TANH, at + ((b & 0x7fffffu) >> shift)));
}
