/* ssobol_pack.c — makes interp/host/ssobol_tables.bin from cuRAND's scrambled Sobol tables:
 * the direction vectors of CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 and _32_JOEKUO6 (20000
 * dimensions of 64 and of 32 words) and the scramble constants of curandGetScrambleConstants64
 * and 32 (20000 words each), a GPU's dumps of them.
 *
 *   cc -O2 -o ssobol_pack tests/device-sweeps/ssobol_pack.c
 *   ./ssobol_pack interp/host/sobol_tables.bin dv64s.bin dv32s.bin sc64.bin sc32.bin \
 *       interp/host/ssobol_tables.bin
 *
 * Each scrambled dimension is the unscrambled one (CURAND_DIRECTION_VECTORS_64_JOEKUO6, rebuilt
 * from sobol_tables.bin as the runtime does) through a linear map of the 64 bits, L, that keeps
 * bit b and adds to it some of the bits below b: v'_k = L v_k, so v'_k = v_k ^ the sum of L's
 * column parts low_b (the bits below b) over the bits b of v_k. This program finds L for every
 * dimension, checks that it is of that form and gives back all 64 words, that the 32-bit
 * vectors and constants are the 64-bit ones' high words, and writes "SSB1", a uint32 count of
 * dimensions, for each dimension low_b in b bits for b = 1 .. 63 (least significant bit first,
 * 2016 bits), then the 64-bit constants (little-endian). The runtime
 * (interp/host/curand_data.c) rebuilds the tables. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { DIMS = 20000 };
static uint64_t v[DIMS][64], s[DIMS][64], low[DIMS][64], c64[DIMS];
static uint32_t s32[DIMS][32], c32[DIMS];

static unsigned char *tab;
static size_t at, end;
static uint32_t take(int n)
{
    uint32_t x = 0;
    for (int i = 0; i < n; i++, at++) {
        if (at >= end) {
            fprintf(stderr, "sobol_tables.bin is short\n");
            exit(1);
        }
        x |= (uint32_t)((tab[at / 8] >> (at % 8)) & 1) << i;
    }
    return x;
}

static void build(int S, uint32_t a, const uint32_t *m, uint64_t *w)
{
    for (int k = 0; k < 64; k++) {
        uint64_t x;
        if (k < S) {
            x = (uint64_t)m[k] << (63 - k);
        } else {
            x = w[k - S] ^ (w[k - S] >> S);
            for (int j = 1; j < S; j++)
                if ((a >> (S - 1 - j)) & 1)
                    x ^= w[k - j];
        }
        w[k] = x;
    }
}

static void load(const char *path, void *p, size_t size)
{
    FILE *f = fopen(path, "rb");
    if (!f || fread(p, 1, size, f) != size) {
        fprintf(stderr, "cannot read %zu bytes of %s\n", size, path);
        exit(1);
    }
    fclose(f);
}

static unsigned char out[DIMS * 252 + 8];
static size_t put_at;
static void put(uint64_t x, int n)
{
    for (int i = 0; i < n; i++, put_at++)
        if ((x >> i) & 1)
            out[8 + put_at / 8] |= (unsigned char)(1u << (put_at % 8));
}

int main(int argc, char **argv)
{
    if (argc != 7) {
        fprintf(stderr, "usage: ssobol_pack sobol_tables.bin dv64s.bin dv32s.bin sc64.bin sc32.bin out.bin\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    static unsigned char buf[1 << 20];
    size_t len = f ? fread(buf, 1, sizeof buf, f) : 0;
    if (len < 8 || memcmp(buf, "SOB1", 4)) {
        fprintf(stderr, "%s is not sobol_tables.bin\n", argv[1]);
        return 1;
    }
    tab = buf + 8;
    end = (len - 8) * 8;
    for (int k = 0; k < 64; k++)
        v[0][k] = 1ull << (63 - k);
    uint32_t m[32];
    for (int d = 1; d < DIMS; d++) {
        int S = (int)take(5);
        uint32_t a = take(S - 1);
        for (int k = 0; k < S; k++)
            m[k] = take(k) << 1 | 1;
        build(S, a, m, v[d]);
    }
    load(argv[2], s, sizeof s);
    load(argv[3], s32, sizeof s32);
    load(argv[4], c64, sizeof c64);
    load(argv[5], c32, sizeof c32);
    for (int d = 0; d < DIMS; d++) {
        /* L's column b: e_b written over the v_k (v_k's lowest bit is 63 - k), mapped */
        for (int b = 0; b < 64; b++) {
            uint64_t x = 1ull << b, y = 0;
            for (int k = 63; k >= 0; k--)
                if ((x >> (63 - k)) & 1) {
                    x ^= v[d][k];
                    y ^= s[d][k];
                }
            if ((y >> b) != 1) {
                fprintf(stderr, "dimension %d: bit %d of the map is not of the form\n", d, b);
                return 1;
            }
            low[d][b] = y & ((1ull << b) - 1);
        }
        for (int k = 0; k < 64; k++) {
            uint64_t x = v[d][k];
            for (int b = 0; b < 64; b++)
                if ((v[d][k] >> b) & 1)
                    x ^= low[d][b];
            if (x != s[d][k] || (k < 32 && s32[d][k] != (uint32_t)(s[d][k] >> 32))) {
                fprintf(stderr, "dimension %d, vector %d: not given back\n", d, k);
                return 1;
            }
        }
        if (c32[d] != (uint32_t)(c64[d] >> 32)) {
            fprintf(stderr, "constant %d: the 32-bit one is not the 64-bit one's high word\n", d);
            return 1;
        }
        for (int b = 1; b < 64; b++)
            put(low[d][b], b);
    }
    memcpy(out, "SSB1", 4);
    uint32_t dims = DIMS;
    memcpy(out + 4, &dims, 4);
    FILE *o = fopen(argv[6], "wb");
    if (!o || fwrite(out, 1, sizeof out, o) != sizeof out || fwrite(c64, 8, DIMS, o) != DIMS || fclose(o)) {
        fprintf(stderr, "cannot write %s\n", argv[6]);
        return 1;
    }
    printf("%d dimensions, %zu bytes\n", DIMS, sizeof out + sizeof c64);
    return 0;
}
