/* mt19937_jump.c — makes interp/host/mt19937_jump.bin, the polynomial by which cuRAND's MT19937
 * host generator jumps from one of its 8192 copies of the sequence to the next: x^(2^2048)
 * modulo MT19937's characteristic polynomial (the jump of 2^2048 words; fitted on an H200's
 * output, tests/programs/libs/curand-host-mt19937.cu), and after it those of 256 k copies, k = 1
 * .. 31 (x^(256 k 2^2048), from which the generator makes the copies in 32 runs at once).
 *
 *   cc -O2 -o mt19937_jump tests/device-sweeps/mt19937_jump.c
 *   ./mt19937_jump interp/host/mt19937_jump.bin
 *
 * The characteristic polynomial (degree 19937) is the minimal polynomial of one bit of the
 * state words, found by Berlekamp-Massey over 2 * 19937 + 64 of them from Matsumoto and
 * Nishimura's reference recurrence; then 2048 squarings of x modulo it. The file holds the 19937
 * coefficients of each polynomial, x^0 first, as 624 little-endian uint32 words (bit i of word w
 * is the coefficient of x^(32 w + i)), 32 polynomials. The checks: jumping a state by x^(2^15)
 * this way must give the state 32768 words on, computed directly, and by the product
 * x^(2^15) x^(2^14) modulo P the state 49152 words on. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 624, M = 397, DEG = 19937, NB = 2 * DEG + 64, W = (2 * DEG + 128) / 64, ANCHORS = 32 };

static uint32_t next_word(const uint32_t *x, int i) /* x_i from x_{i-624}, x_{i-623}, x_{i-227} */
{
    uint32_t y = (x[i - N] & 0x80000000u) | (x[i - N + 1] & 0x7fffffffu);
    return x[i - N + M] ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
}

static void init(uint32_t *x, uint32_t seed)
{
    x[0] = seed;
    for (int i = 1; i < N; i++)
        x[i] = 1812433253u * (x[i - 1] ^ (x[i - 1] >> 30)) + (uint32_t)i;
}

static int bit(const uint64_t *p, int i) { return (p[i >> 6] >> (i & 63)) & 1; }

static uint64_t P[W];

/* Q = Q mod P (Q below degree 2 DEG - 1) */
static void reduce(uint64_t *q)
{
    for (int i = 2 * DEG - 2; i >= DEG; i--) {
        if (!bit(q, i))
            continue;
        int sh = i - DEG;
        for (int w = 0; w <= DEG / 64; w++) {
            uint64_t v = P[w];
            if (!v)
                continue;
            int pos = sh + 64 * w, ww = pos >> 6, bb = pos & 63;
            q[ww] ^= v << bb;
            if (bb)
                q[ww + 1] ^= v >> (64 - bb);
        }
    }
}

/* R = R^2 mod P (R below degree DEG) */
static void square(uint64_t *r)
{
    static uint64_t q[W];
    memset(q, 0, sizeof q);
    for (int i = 0; i < DEG; i++)
        if (bit(r, i))
            q[(2 * i) >> 6] |= 1ull << ((2 * i) & 63);
    reduce(q);
    memcpy(r, q, sizeof q);
}

/* OUT = A B mod P (A and B below degree DEG) */
static void mulmod(const uint64_t *a, const uint64_t *b, uint64_t *out)
{
    static uint64_t q[W];
    memset(q, 0, sizeof q);
    for (int i = 0; i < DEG; i++) {
        if (!bit(a, i))
            continue;
        for (int w = 0; w <= DEG / 64; w++) {
            int pos = i + 64 * w, ww = pos >> 6, bb = pos & 63;
            q[ww] ^= b[w] << bb;
            if (bb)
                q[ww + 1] ^= b[w] >> (64 - bb);
        }
    }
    reduce(q);
    memcpy(out, q, sizeof q);
}

/* R's 19937 coefficients to F, as 624 little-endian words; 0 if it failed */
static int put(FILE *f, const uint64_t *r)
{
    for (int i = 0; i < N; i++) {
        uint32_t w = 0;
        for (int b = 0; b < 32; b++)
            if (32 * i + b < DEG && bit(r, 32 * i + b))
                w |= 1u << b;
        unsigned char le[4] = {(unsigned char)w, (unsigned char)(w >> 8), (unsigned char)(w >> 16),
                               (unsigned char)(w >> 24)};
        if (fwrite(le, 1, 4, f) != 4)
            return 0;
    }
    return 1;
}

/* the state (x_0 .. x_623) jumped by R: word i is the sum of x_{i + j} over R's coefficients j */
static void jump(const uint32_t *x, const uint64_t *r, uint32_t *out)
{
    for (int i = 0; i < N; i++) {
        uint32_t s = 0;
        for (int j = 0; j < DEG; j++)
            if (bit(r, j))
                s ^= x[i + j];
        out[i] = s;
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: mt19937_jump out.bin\n");
        return 2;
    }
    static uint32_t x[NB + N + 40000];
    init(x, 5489);
    for (int i = N; i < NB + N + 40000; i++)
        x[i] = next_word(x, i);
    /* Berlekamp-Massey over bit 0 of x_624, x_625, ...: C's coefficient i is that of x^i */
    static uint8_t s[NB];
    for (int i = 0; i < NB; i++)
        s[i] = x[N + i] & 1;
    static uint64_t C[W], B[W], T[W];
    C[0] = B[0] = 1;
    int L = 0, m = 1;
    for (int n = 0; n < NB; n++) {
        int d = s[n];
        for (int i = 1; i <= L; i++)
            d ^= bit(C, i) & s[n - i];
        if (!d) {
            m++;
            continue;
        }
        memcpy(T, C, sizeof C);
        for (int i = W - 1; i >= 0; i--) { /* C ^= x^m B */
            int w = i - m / 64, sh = m % 64;
            uint64_t v = 0;
            if (w >= 0) {
                v = B[w] << sh;
                if (sh && w > 0)
                    v |= B[w - 1] >> (64 - sh);
            }
            C[i] ^= v;
        }
        if (2 * L <= n) {
            L = n + 1 - L;
            memcpy(B, T, sizeof T);
            m = 1;
        } else {
            m++;
        }
    }
    if (L != DEG) {
        fprintf(stderr, "the linear complexity is %d, not %d\n", L, DEG);
        return 1;
    }
    for (int i = 0; i <= L; i++) /* P(x) = x^L C(1/x) */
        if (bit(C, L - i))
            P[i >> 6] |= 1ull << (i & 63);
    static uint64_t r[W], r14[W];
    r[0] = 2; /* x */
    for (int k = 1; k <= 2048; k++) {
        square(r);
        if (k == 14)
            memcpy(r14, r, sizeof r);
        if (k == 15) { /* the checks: x^32768 jumps 32768 words, x^32768 x^16384 49152 */
            uint32_t j[N];
            jump(x, r, j);
            if (memcmp(j, x + 32768, sizeof j)) {
                fprintf(stderr, "the jump of 2^15 words does not check\n");
                return 1;
            }
            static uint64_t m[W];
            mulmod(r, r14, m);
            jump(x, m, j);
            if (memcmp(j, x + 49152, sizeof j)) {
                fprintf(stderr, "the jump of 2^15 + 2^14 words does not check\n");
                return 1;
            }
        }
    }
    /* the jumps of 256 k copies, x^(256 k 2^2048) = (x^(2^2056))^k */
    static uint64_t a[W], p[W];
    memcpy(a, r, sizeof r);
    for (int k = 0; k < 8; k++)
        square(a);
    memcpy(p, a, sizeof a);
    FILE *f = fopen(argv[1], "wb");
    if (f && !put(f, r))
        f = NULL;
    for (int k = 1; k < ANCHORS && f; k++) {
        if (!put(f, p))
            f = NULL;
        mulmod(p, a, p);
    }
    if (!f || fclose(f)) {
        fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
