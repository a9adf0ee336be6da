/* sobol_pack.c — makes interp/host/sobol_tables.bin from the direction vectors of
 * CURAND_DIRECTION_VECTORS_32_JOEKUO6 and _64_JOEKUO6 (20000 dimensions of 32 words, and of 64:
 * what curandGetDirectionVectors32/64 return; a GPU's dump of them, or the files
 * `sobol_reference.py --vectors` computes from Joe and Kuo's published numbers).
 *
 *   cc -O2 -o sobol_pack tests/device-sweeps/sobol_pack.c
 *   ./sobol_pack dv32.bin [dv64.bin] interp/host/sobol_tables.bin
 *
 * Each dimension d > 0 is Sobol's construction over a primitive polynomial of degree s with
 * inner coefficients a (s - 1 bits) and initial numbers m_1 .. m_s (m_k odd, below 2^k):
 * v_k = m_k 2^(32-k) for k <= s, then v_k = v_(k-s) ^ (v_(k-s) >> s) ^ the v_(k-j) of a's set
 * bits (j = 1 .. s-1, a's highest bit for j = 1). Dimension 0 is v_k = 2^(32-k). This program
 * finds s, a and m for every dimension, checks that they give back all 32 words (and, with
 * dv64.bin, all 64 words of CURAND_DIRECTION_VECTORS_64_JOEKUO6 from the same numbers), and
 * writes them as a bit stream: "SOB1", a uint32 count of dimensions, then for each dimension
 * from 1: s in 5 bits, a in s - 1 bits, m_k >> 1 in k - 1 bits for k = 1 .. s (least
 * significant bit first). The runtime (interp/host/curand_data.c) rebuilds the vectors. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { DIMS = 20000 };
static uint32_t v32[DIMS][32];
static uint64_t v64[DIMS][64];

static void build32(int s, uint32_t a, const uint32_t *m, uint32_t *v)
{
    for (int k = 0; k < s && k < 32; k++)
        v[k] = m[k] << (31 - k);
    for (int k = s; k < 32; k++) {
        uint32_t x = v[k - s] ^ (v[k - s] >> s);
        for (int j = 1; j < s; j++)
            if ((a >> (s - 1 - j)) & 1)
                x ^= v[k - j];
        v[k] = x;
    }
}

static void build64(int s, uint32_t a, const uint32_t *m, uint64_t *v)
{
    for (int k = 0; k < s; k++)
        v[k] = (uint64_t)m[k] << (63 - k);
    for (int k = s; k < 64; k++) {
        uint64_t x = v[k - s] ^ (v[k - s] >> s);
        for (int j = 1; j < s; j++)
            if ((a >> (s - 1 - j)) & 1)
                x ^= v[k - j];
        v[k] = x;
    }
}

static unsigned char *bits;
static size_t nbits;

static void put(uint32_t x, int n)
{
    for (int i = 0; i < n; i++, nbits++)
        if ((x >> i) & 1)
            bits[nbits / 8] |= (unsigned char)(1u << (nbits % 8));
}

static int load(const char *path, void *p, size_t n)
{
    FILE *f = fopen(path, "rb");
    if (!f || fread(p, 1, n, f) != n) {
        fprintf(stderr, "sobol_pack: cannot read %zu bytes from %s\n", n, path);
        return 0;
    }
    fclose(f);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: sobol_pack dv32.bin [dv64.bin] OUT\n");
        return 2;
    }
    int with64 = argc == 4;
    if (!load(argv[1], v32, sizeof v32) || (with64 && !load(argv[2], v64, sizeof v64)))
        return 1;
    bits = calloc(1, DIMS * 64);
    for (int k = 0; k < 32; k++)
        if (v32[0][k] != 1u << (31 - k) || (with64 && v64[0][k] != 1ull << (63 - k)))
            return fprintf(stderr, "sobol_pack: dimension 0 is not the identity\n"), 1;
    for (int d = 1; d < DIMS; d++) {
        int found = 0;
        for (int s = 1; s <= 20 && !found; s++) { /* 20000 dimensions need degree 18 */
            uint32_t m[32];
            for (int k = 0; k < s; k++)
                m[k] = v32[d][k] >> (31 - k);
            for (uint32_t a = 0; a < (1u << (s - 1)) && !found; a++) {
                uint32_t x = v32[d][0] ^ (v32[d][0] >> s); /* the first step, before the whole check */
                for (int j = 1; j < s; j++)
                    if ((a >> (s - 1 - j)) & 1)
                        x ^= v32[d][s - j];
                if (x != v32[d][s])
                    continue;
                uint32_t v[32];
                build32(s, a, m, v);
                if (memcmp(v, v32[d], sizeof v))
                    continue;
                if (with64) {
                    uint64_t w[64];
                    build64(s, a, m, w);
                    if (memcmp(w, v64[d], sizeof w))
                        return fprintf(stderr, "sobol_pack: dimension %d's 64-bit vectors differ\n", d), 1;
                }
                for (int k = 0; k < s; k++)
                    if (!(m[k] & 1))
                        return fprintf(stderr, "sobol_pack: dimension %d: m_%d is even\n", d, k + 1), 1;
                found = 1;
                put((uint32_t)s, 5);
                put(a, s - 1);
                for (int k = 0; k < s; k++)
                    put(m[k] >> 1, k);
            }
        }
        if (!found)
            return fprintf(stderr, "sobol_pack: dimension %d is not Sobol's construction\n", d), 1;
    }
    FILE *f = fopen(argv[argc - 1], "wb");
    uint32_t dims = DIMS;
    if (!f || fwrite("SOB1", 1, 4, f) != 4 || fwrite(&dims, 4, 1, f) != 1 ||
        fwrite(bits, 1, (nbits + 7) / 8, f) != (nbits + 7) / 8 || fclose(f))
        return fprintf(stderr, "sobol_pack: cannot write %s\n", argv[argc - 1]), 1;
    printf("%d dimensions, %zu bytes\n", DIMS, 8 + (nbits + 7) / 8);
    return 0;
}
