/* sfu.c — the H200's SFU approximations MUFU.RCP, MUFU.RSQ and MUFU.EX2, bit for bit.
 *
 * The units interpolate in hardware tables whose contents NVIDIA does not publish, and their
 * results are not the correctly rounded ones (docs/math-h200.md). What is reproducible is what
 * they return: tests/device-sweeps/sfu.cu measured each unit on one binade of its input (rcp on
 * [1, 2), rsqrt on [1, 4), ex2 on the fixed-point fractions k * 2^-23 and -k * 2^-23), and the
 * functions below extend those to every input by the exponent, as the hardware does. A device
 * run compared them with the H200 on all 2^32 inputs of each unit: no result differed.
 *
 * The measured results are in sfu_tables.bin (tests/device-sweeps/sfu_pack.c makes it): per
 * table, the first result's bits and, for each next input, by how much the result's bits moved
 * (0 to 3 in the table's direction), two bits each. At first use the file is unpacked (10 MiB)
 * and a running total is kept for every 64 inputs, so a lookup adds at most 64 steps, by
 * counting bits in two words. */
#include "interp/vm/sfu.h"

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

typedef struct {
    uint32_t n, first;
    int32_t dir;
    const unsigned char *steps; /* n two-bit fields */
    uint32_t *sums;             /* sums[b]: the steps before input 64 b */
} sfu_table;

enum { T_RCP, T_RSQ, T_EX2_POS, T_EX2_NEG, T_COUNT };
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

static void unpack(void)
{
    uLongf len = 16 + T_COUNT * 12 + (5u << 23) / 2;
    unpacked = malloc(len);
    if (!unpacked || uncompress(unpacked, &len, cr_sfu_tables,
                                (uLong)(cr_sfu_tables_end - cr_sfu_tables)) != Z_OK ||
        memcmp(unpacked, "SFU1", 4)) {
        fputs("cudarepl: the SFU tables linked into this build are damaged\n", stderr);
        abort();
    }
    const unsigned char *p = unpacked + 4;
    for (int t = 0; t < T_COUNT; t++) {
        sfu_table *T = &tables[t];
        memcpy(&T->n, p, 4);
        memcpy(&T->dir, p + 4, 4);
        memcpy(&T->first, p + 8, 4);
        T->steps = p + 12;
        p += 12 + T->n / 4;
        T->sums = malloc((T->n / 64 + 1) * sizeof *T->sums);
        if (!T->sums)
            abort();
        uint32_t s = 0;
        for (uint32_t b = 0; b <= T->n / 64; b++) {
            T->sums[b] = s;
            if (b < T->n / 64)
                s += field_sum(word(T->steps + 16 * b), 64) + field_sum(word(T->steps + 16 * b + 8), 64);
        }
    }
}

/* the measured result for input I of table T (its bits) */
static uint32_t lookup(int t, uint32_t i)
{
    pthread_once(&once, unpack);
    const sfu_table *T = &tables[t];
    const unsigned char *blk = T->steps + 16 * (i / 64);
    unsigned bits = 2 * (i % 64 + 1); /* the steps of inputs 64 b .. i */
    uint32_t s = T->sums[i / 64] + field_sum(word(blk), bits < 64 ? bits : 64);
    if (bits > 64)
        s += field_sum(word(blk + 8), bits - 64);
    return T->first + (uint32_t)T->dir * s;
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
