/* curand_data.c — the data cuRAND's host API hands out: the Sobol direction vectors of
 * curandGetDirectionVectors32/64 (CURAND_DIRECTION_VECTORS_32_JOEKUO6 and _64_JOEKUO6: 20000
 * dimensions of Sobol's construction over Joe and Kuo's primitive polynomials and initial
 * numbers, the sets cuRAND documents), and MTGP32's 200 parameter sets for the exponent 11213
 * (<curand_mtgp32dc_p_11213.h>'s mtgp32dc_params_fast_11213: Saito and Matsumoto's, as the
 * MTGP distribution publishes them; mtgp_params.bin holds them in the struct's layout, written
 * by tests/device-sweeps/mtgp_pack.py, and host code is given that memory as the array).
 *
 * sobol_tables.bin holds each dimension's polynomial and initial numbers, packed
 * (tests/device-sweeps/sobol_pack.c writes it from the vectors and checks that the numbers give
 * back every word of both sets). At the first call the vectors are built from them (2.5 MB for
 * 32 bits, 10 MB for 64), once per process, and stay. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/host/host_internal.h"

#ifndef SOBOL_TABLES
#define SOBOL_TABLES "interp/host/sobol_tables.bin"
#endif
__asm__(".section .rodata\n"
        ".balign 16\n"
        "cr_sobol_tables:\n"
        ".incbin \"" SOBOL_TABLES "\"\n"
        "cr_sobol_tables_end:\n"
        ".previous\n");
extern const unsigned char cr_sobol_tables[], cr_sobol_tables_end[];

#ifndef MTGP_PARAMS
#define MTGP_PARAMS "interp/host/mtgp_params.bin"
#endif
/* writable, as the array is in a program: a program may change a set before it makes its states */
__asm__(".data\n"
        ".balign 16\n"
        "cr_mtgp_params:\n"
        ".incbin \"" MTGP_PARAMS "\"\n"
        "cr_mtgp_params_end:\n"
        ".previous\n");
extern unsigned char cr_mtgp_params[], cr_mtgp_params_end[];
enum { MTGP_SETS = 200, MTGP_SET_BYTES = 236 };

enum { SOBOL_DIMS = 20000 };

static uint32_t (*vectors32)[32];
static uint64_t (*vectors64)[64];
static pthread_once_t once = PTHREAD_ONCE_INIT;

typedef struct {
    const unsigned char *p;
    size_t at, end; /* in bits */
} bitreader;

static uint32_t take(bitreader *r, int n)
{
    uint32_t x = 0;
    for (int i = 0; i < n; i++, r->at++) {
        if (r->at >= r->end) {
            fprintf(stderr, "cudarepl: the Sobol direction numbers built into cudarepl are damaged\n");
            abort();
        }
        x |= (uint32_t)((r->p[r->at / 8] >> (r->at % 8)) & 1) << i;
    }
    return x;
}

/* one dimension's vectors from its polynomial (degree S, inner coefficients A) and initial
 * numbers M: the first S are M's, each later one the recurrence of the polynomial; the 32-bit
 * vectors are the 64-bit ones' high words */
static void build(int s, uint32_t a, const uint32_t *m, uint32_t *v, uint64_t *w)
{
    for (int k = 0; k < 64; k++) {
        uint64_t x;
        if (k < s) {
            x = (uint64_t)m[k] << (63 - k);
        } else {
            x = w[k - s] ^ (w[k - s] >> s);
            for (int j = 1; j < s; j++)
                if ((a >> (s - 1 - j)) & 1)
                    x ^= w[k - j];
        }
        w[k] = x;
        if (k < 32)
            v[k] = (uint32_t)(x >> 32);
    }
}

static void unpack(void)
{
    const unsigned char *p = cr_sobol_tables;
    size_t len = (size_t)(cr_sobol_tables_end - p);
    uint32_t dims = 0;
    if (len >= 8)
        memcpy(&dims, p + 4, 4);
    if (len < 8 || memcmp(p, "SOB1", 4) || dims != SOBOL_DIMS) {
        fprintf(stderr, "cudarepl: the Sobol direction numbers built into cudarepl are damaged\n");
        abort();
    }
    vectors32 = sess_xcalloc(SOBOL_DIMS, sizeof *vectors32);
    vectors64 = sess_xcalloc(SOBOL_DIMS, sizeof *vectors64);
    bitreader r = {p + 8, 0, (len - 8) * 8};
    for (int k = 0; k < 64; k++) { /* dimension 0: v_k = 2^-k (every m_k is 1, no recurrence) */
        vectors64[0][k] = 1ull << (63 - k);
        if (k < 32)
            vectors32[0][k] = 1u << (31 - k);
    }
    uint32_t m[32];
    for (int d = 1; d < SOBOL_DIMS; d++) {
        int s = (int)take(&r, 5);
        uint32_t a = take(&r, s - 1);
        for (int k = 0; k < s; k++)
            m[k] = take(&r, k) << 1 | 1;
        build(s, a, m, vectors32[d], vectors64[d]);
    }
}

/* curandGetDirectionVectors32/64's tables: BITS 32 or 64 */
static void *sobol_vectors(int bits)
{
    pthread_once(&once, unpack);
    return bits == 64 ? (void *)vectors64 : (void *)vectors32;
}

void curand_add_symbols(TCCState *st)
{
    tcc_add_symbol(st, "__cr_rt_sobol_vectors", (void *)sobol_vectors);
    if (cr_mtgp_params_end - cr_mtgp_params != MTGP_SETS * MTGP_SET_BYTES) {
        fprintf(stderr, "cudarepl: MTGP32's parameter sets built into cudarepl are damaged\n");
        abort();
    }
    tcc_add_symbol(st, "mtgp32dc_params_fast_11213", cr_mtgp_params);
}
