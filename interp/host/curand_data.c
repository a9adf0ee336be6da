/* curand_data.c — the data cuRAND's host API hands out: the Sobol direction vectors of
 * curandGetDirectionVectors32/64 (CURAND_DIRECTION_VECTORS_32_JOEKUO6 and _64_JOEKUO6: 20000
 * dimensions of Sobol's construction over Joe and Kuo's primitive polynomials and initial
 * numbers, the sets cuRAND documents), their scrambled sets and scramble constants, MT19937's
 * host generator (its words: below), and MTGP32's 200 parameter sets for the exponent 11213
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
#include <unistd.h>

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


/* The scrambled sets (CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 and _64_JOEKUO6) and the
 * scramble constants (curandGetScrambleConstants32/64). ssobol_tables.bin, written by
 * tests/device-sweeps/ssobol_pack.c from a GPU's tables, holds for each dimension the linear
 * map of 64 bits that takes the unscrambled vectors to the scrambled ones (it keeps bit b and
 * adds some bits below it: LOW_b, b bits for b = 1 .. 63), then the 64-bit constants; the
 * 32-bit vectors and constants are the 64-bit ones' high words. Built at the first call, once
 * per process. */
#ifndef SSOBOL_TABLES
#define SSOBOL_TABLES "interp/host/ssobol_tables.bin"
#endif
__asm__(".section .rodata\n"
        ".balign 16\n"
        "cr_ssobol_tables:\n"
        ".incbin \"" SSOBOL_TABLES "\"\n"
        "cr_ssobol_tables_end:\n"
        ".previous\n");
extern const unsigned char cr_ssobol_tables[], cr_ssobol_tables_end[];
enum { SSOBOL_MAP_BYTES = 252 }; /* 2016 bits a dimension */

static uint32_t (*svectors32)[32], *sconst32;
static uint64_t (*svectors64)[64], *sconst64;
static pthread_once_t sonce = PTHREAD_ONCE_INIT;

static void sunpack(void)
{
    pthread_once(&once, unpack);
    const unsigned char *p = cr_ssobol_tables;
    size_t len = (size_t)(cr_ssobol_tables_end - p);
    uint32_t dims = 0;
    if (len >= 8)
        memcpy(&dims, p + 4, 4);
    if (len != 8 + (size_t)SOBOL_DIMS * (SSOBOL_MAP_BYTES + 8) || memcmp(p, "SSB1", 4) || dims != SOBOL_DIMS) {
        fprintf(stderr, "cudarepl: the scrambled Sobol tables built into cudarepl are damaged\n");
        abort();
    }
    svectors32 = sess_xcalloc(SOBOL_DIMS, sizeof *svectors32);
    svectors64 = sess_xcalloc(SOBOL_DIMS, sizeof *svectors64);
    sconst32 = sess_xcalloc(SOBOL_DIMS, sizeof *sconst32);
    sconst64 = sess_xcalloc(SOBOL_DIMS, sizeof *sconst64);
    bitreader r = {p + 8, 0, (size_t)SOBOL_DIMS * SSOBOL_MAP_BYTES * 8};
    uint64_t low[64];
    for (int d = 0; d < SOBOL_DIMS; d++) {
        low[0] = 0;
        for (int b = 1; b < 64; b++)
            low[b] = take(&r, b < 32 ? b : 32) | (b > 32 ? (uint64_t)take(&r, b - 32) << 32 : 0);
        for (int k = 0; k < 64; k++) {
            uint64_t v = vectors64[d][k], x = v;
            for (int b = 0; b < 64; b++)
                if ((v >> b) & 1)
                    x ^= low[b];
            svectors64[d][k] = x;
            if (k < 32)
                svectors32[d][k] = (uint32_t)(x >> 32);
        }
        memcpy(&sconst64[d], p + 8 + (size_t)SOBOL_DIMS * SSOBOL_MAP_BYTES + 8 * (size_t)d, 8);
        sconst32[d] = (uint32_t)(sconst64[d] >> 32);
    }
}

static void *scrambled_sobol_vectors(int bits)
{
    pthread_once(&sonce, sunpack);
    return bits == 64 ? (void *)svectors64 : (void *)svectors32;
}

static void *sobol_scramble_constants(int bits)
{
    pthread_once(&sonce, sunpack);
    return bits == 64 ? (void *)sconst64 : (void *)sconst32;
}

/* MT19937 (CURAND_RNG_PSEUDO_MT19937), the host generator's words. cuRAND runs 8192 copies of
 * Matsumoto and Nishimura's MT19937, copy g being the sequence of the seed jumped ahead by
 * g * 2^2048 words, each copy worked by 8 threads that share out its 624-word state; word p of
 * the output (counting from the first call after the seed was set) is round r = p / 65536 of
 * copy g = (p / 8) % 8192, thread t = p % 8's word: state word IDX(r % 78, t) of the copy's
 * block r / 78 (its 624 words after the block's regeneration), tempered. Thread t holds the
 * state words 0, 113, 170, 283, 340, 397, 510 or 567 (t's one, its round 0) and then, round
 * 1 + 7 i + j, word OFF[i] + 7 t + j (i < 11, j < 7). The seed is folded to 32 bits
 * (high ^ low) and taken by init_genrand. The jump is x^(2^2048) modulo MT19937's characteristic
 * polynomial, applied by Horner's rule eight coefficients at a time; mt19937_jump.bin holds its
 * 19937 coefficients, and those of x^(256 k 2^2048) for k = 1 .. 31, by which the runs of 256
 * copies start from copy 0 and are made on threads side by side, one a core
 * (tests/device-sweeps/mt19937_jump.c computes them). Layout measured on an H200
 * (tests/programs/libs/curand-host-mt19937.cu). */
#ifndef MT19937_JUMP
#define MT19937_JUMP "interp/host/mt19937_jump.bin"
#endif
__asm__(".section .rodata\n"
        ".balign 16\n"
        "cr_mt19937_jump:\n"
        ".incbin \"" MT19937_JUMP "\"\n"
        "cr_mt19937_jump_end:\n"
        ".previous\n");
extern const unsigned char cr_mt19937_jump[], cr_mt19937_jump_end[];

enum { MT_N = 624, MT_M = 397, MT_DEG = 19937, MT_COPIES = 8192, MT_ROUNDS = 78 };
/* the copies are made in runs of 256, run r's first from copy 0 by the jump of 256 r copies
 * (polynomial r of mt19937_jump.bin; polynomial 0 is the jump of one copy), the runs at once */
enum { MT_RUN = 256, MT_RUNS = MT_COPIES / MT_RUN };

typedef struct {
    unsigned long long seed, pos; /* the seed, and the next word's position */
    unsigned int ready;           /* copies made so far */
    uint32_t (*win)[MT_N];        /* each copy's 624 words: x_{624 b} .. x_{624 b + 623} */
    unsigned int *blk;            /* and that b */
} mt19937_gen;

static inline uint32_t mt_twist(uint32_t a, uint32_t b, uint32_t m)
{
    uint32_t y = (a & 0x80000000u) | (b & 0x7fffffffu);
    return m ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
}

/* the next block of 624 words, in place */
static void mt_regenerate(uint32_t *x)
{
    int k;
    for (k = 0; k < MT_N - MT_M; k++)
        x[k] = mt_twist(x[k], x[k + 1], x[k + MT_M]);
    for (; k < MT_N - 1; k++)
        x[k] = mt_twist(x[k], x[k + 1], x[k + MT_M - MT_N]);
    x[MT_N - 1] = mt_twist(x[MT_N - 1], x[0], x[MT_M - 1]);
}

/* A ^= B, N words (N a multiple of 8) */
typedef uint32_t mt_vec __attribute__((vector_size(32)));
static inline void mt_xor(uint32_t *a, const uint32_t *b, int n)
{
    for (int i = 0; i < n; i += 8) {
        mt_vec x, y;
        memcpy(&x, a + i, sizeof x);
        memcpy(&y, b + i, sizeof y);
        x ^= y;
        memcpy(a + i, &x, sizeof x);
    }
}

enum { MT_PAD = 632 }; /* 624 words rounded up to the vectors of mt_xor */

/* what a jump works in: the states 0 .. 7 words on (windows of the sequence x_0 .. x_631), every
 * sum of them, and Horner's accumulator (one a thread) */
typedef struct {
    uint32_t seq[MT_PAD + 8], sums[256][MT_PAD], acc[MT_PAD + MT_DEG + 8];
} mt_scratch;

/* TO = the state of FROM jumped by polynomial JUMP of mt19937_jump.bin (on x86-64, an AVX2 copy
 * where the CPU has it: the sums of 632 words are most of the time, and twice as quick 32 bytes
 * at a time) */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
static void mt_jump(unsigned int jump, const uint32_t *from, uint32_t *to, mt_scratch *w)
{
    uint32_t *seq = w->seq, (*sums)[MT_PAD] = w->sums, *acc = w->acc;
    memset(sums[0], 0, sizeof sums[0]);
    memcpy(seq, from, sizeof(uint32_t) * MT_N);
    for (int i = MT_N; i < MT_PAD + 8; i++)
        seq[i] = mt_twist(seq[i - MT_N], seq[i - MT_N + 1], seq[i - MT_N + MT_M]);
    for (int d = 1; d < 256; d++) {
        int top = 31 - __builtin_clz((unsigned)d);
        memcpy(sums[d], sums[d & ~(1 << top)], sizeof sums[d]);
        mt_xor(sums[d], seq + top, MT_PAD);
    }
    /* Horner's rule on the sequence: acc's state at step t is acc[t .. t + 623] (the words
     * past 624 are the recurrence's); eight steps, then the sum of the coefficients' states */
    const uint32_t *c = (const uint32_t *)cr_mt19937_jump + (size_t)jump * MT_N;
    memset(acc, 0, sizeof(uint32_t) * MT_PAD);
    int t = 0;
    for (int top = (MT_DEG + 7) / 8 * 8 - 8; top >= 0; top -= 8) {
        for (int s = 0; s < 8; s++, t++)
            acc[t + MT_N] = mt_twist(acc[t], acc[t + 1], acc[t + MT_M]);
        unsigned d = (c[top / 32] >> (top % 32)) & 0xff; /* coefficients top .. top + 7 */
        if (d)
            mt_xor(acc + t, sums[d], MT_PAD);
    }
    memcpy(to, acc + t, sizeof(uint32_t) * MT_N);
}

static const unsigned short mt_round0[8] = {0, 113, 170, 283, 340, 397, 510, 567};
static const unsigned short mt_off[11] = {1, 57, 114, 171, 227, 284, 341, 398, 454, 511, 568};

static void mt19937_free(void *h)
{
    mt19937_gen *g = h;
    if (g) {
        free(g->win);
        free(g->blk);
        free(g);
    }
}

/* The copies as they were made for the last seed (each one's state and block, in the order
 * made), shared by the generators of the process: a program that makes a generator of the same
 * seed again (one for each lambda, each run of a loop) jumps once. */
static struct {
    pthread_mutex_t lock;
    unsigned long long seed;
    unsigned int ready;
    uint32_t (*win)[MT_N];
    unsigned int *blk;
} mt_made = {PTHREAD_MUTEX_INITIALIZER, 0, 0, NULL, NULL};

/* copy C of G, just made: kept in mt_made where it extends the seed's run of copies */
static void mt_keep(const mt19937_gen *g, unsigned int c)
{
    pthread_mutex_lock(&mt_made.lock);
    if (!mt_made.win) {
        mt_made.win = malloc(sizeof *mt_made.win * MT_COPIES);
        mt_made.blk = malloc(sizeof *mt_made.blk * MT_COPIES);
        if (!mt_made.win || !mt_made.blk) {
            free(mt_made.win);
            free(mt_made.blk);
            mt_made.win = NULL, mt_made.blk = NULL;
        }
    }
    if (mt_made.win && (c == 0 || mt_made.seed != g->seed))
        mt_made.seed = g->seed, mt_made.ready = 0;
    if (mt_made.win && mt_made.ready == c) {
        memcpy(mt_made.win[c], g->win[c], sizeof *mt_made.win);
        mt_made.blk[c] = g->blk[c];
        mt_made.ready = c + 1;
    }
    pthread_mutex_unlock(&mt_made.lock);
}

/* a new G of its seed takes the copies made before, as far as they are at its first block
 * (false: none were made for its seed) */
static bool mt_take(mt19937_gen *g)
{
    pthread_mutex_lock(&mt_made.lock);
    bool same = mt_made.win && mt_made.seed == g->seed && mt_made.ready > 0;
    if (same) {
        unsigned int c = 0;
        while (c < mt_made.ready && mt_made.blk[c] <= 1)
            c++;
        memcpy(g->win, mt_made.win, sizeof *g->win * c);
        memcpy(g->blk, mt_made.blk, sizeof *g->blk * c);
        if (c > g->ready)
            g->ready = c;
    }
    pthread_mutex_unlock(&mt_made.lock);
    return same;
}

/* the copies that words POS .. POS + N - 1 (N > 0) reach: 0 .. the value - 1 */
static unsigned int mt_reach(unsigned long long pos, unsigned long long n)
{
    unsigned long long first = pos / 8, last = (pos + n - 1) / 8;
    if (last - first >= MT_COPIES - 1 || last % MT_COPIES < first % MT_COPIES)
        return MT_COPIES;
    return (unsigned int)(last % MT_COPIES) + 1;
}

/* copies G->ready .. NEED - 1 being made: the runs of 256 they fall in, taken in turn by the
 * threads (NEXT: the next run to take) */
typedef struct {
    mt19937_gen *g;
    unsigned int from, need, next;
} mt_making;

/* the copies of run R in M: the first from its predecessor where that is made, else from copy 0
 * by the run's jump; each next from the last */
static void mt_make_run(mt_making *m, unsigned int r, mt_scratch *w)
{
    mt19937_gen *g = m->g;
    unsigned int a = r * MT_RUN > m->from ? r * MT_RUN : m->from, b = (r + 1) * MT_RUN;
    if (b > m->need)
        b = m->need;
    if (a == m->from) {
        mt_jump(0, g->win[a - 1], g->win[a], w);
        g->blk[a] = g->blk[a - 1];
    } else {
        mt_jump(r, g->win[0], g->win[a], w);
        g->blk[a] = g->blk[0];
    }
    for (unsigned int c = a + 1; c < b; c++) {
        mt_jump(0, g->win[c - 1], g->win[c], w);
        g->blk[c] = g->blk[a];
    }
}

/* a thread's share: runs until none is left (W: its scratch, or NULL to make its own) */
static void *mt_make_runs(void *arg, mt_scratch *w)
{
    mt_making *m = arg;
    mt_scratch *own = w ? NULL : malloc(sizeof *own);
    if (!w && !(w = own))
        return NULL;
    unsigned int last = (m->need - 1) / MT_RUN, r;
    while ((r = __atomic_fetch_add(&m->next, 1, __ATOMIC_RELAXED)) <= last)
        mt_make_run(m, r, w);
    free(own);
    return NULL;
}
static void *mt_make_thread(void *arg) { return mt_make_runs(arg, NULL); }

/* G's copies up to NEED - 1 made (they are a pure function of the seed: the threads' order
 * does not matter); 0, or -1 without memory */
static int mt_make(mt19937_gen *g, unsigned int need)
{
    if (need <= g->ready)
        return 0;
    mt_making m = {g, g->ready, need, g->ready / MT_RUN};
    mt_scratch *w = malloc(sizeof *w);
    if (!w)
        return -1;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned int runs = (need - 1) / MT_RUN - m.next + 1, nt = 0;
    pthread_t th[MT_RUNS];
    while (nt + 1 < runs && nt + 1 < (unsigned long)(cores > 0 ? cores : 1) &&
           pthread_create(&th[nt], NULL, mt_make_thread, &m) == 0)
        nt++;
    mt_make_runs(&m, w);
    for (unsigned int i = 0; i < nt; i++)
        pthread_join(th[i], NULL);
    free(w);
    for (unsigned int c = g->ready; c < need; c++)
        mt_keep(g, c);
    g->ready = need;
    return 0;
}

/* words POS .. POS + N - 1 of the generator of SEED into OUT; *H keeps the copies' states
 * between calls (made again when the seed changes or POS goes back). 0, or -1 without memory. */
static int mt19937_make_words(void **h, unsigned long long seed, unsigned long long pos, unsigned long long n,
                              uint32_t *out)
{
    mt19937_gen *g = *h;
    if (g && (g->seed != seed || pos < g->pos)) {
        mt19937_free(g);
        g = *h = NULL;
    }
    if (!g) {
        g = calloc(1, sizeof *g);
        if (!g || !(g->win = malloc(sizeof *g->win * MT_COPIES)) || !(g->blk = calloc(MT_COPIES, sizeof *g->blk))) {
            mt19937_free(g);
            return -1;
        }
        g->seed = seed;
        uint32_t *x = g->win[0];
        x[0] = (uint32_t)(seed >> 32) ^ (uint32_t)seed;
        for (int i = 1; i < MT_N; i++)
            x[i] = 1812433253u * (x[i - 1] ^ (x[i - 1] >> 30)) + (uint32_t)i;
        g->ready = 1;
        *h = g;
        if (!mt_take(g))
            mt_keep(g, 0);
    }
    if (n && mt_make(g, mt_reach(pos, n)) < 0)
        return -1;
    for (unsigned long long i = 0; i < n; i++) {
        unsigned long long p = pos + i, r = p / (8 * MT_COPIES);
        unsigned int c = (unsigned int)(p / 8 % MT_COPIES), t = (unsigned int)(p % 8);
        unsigned long long b = r / MT_ROUNDS + 1;
        while (g->blk[c] < b) {
            mt_regenerate(g->win[c]);
            g->blk[c]++;
        }
        unsigned int k = (unsigned int)(r % MT_ROUNDS);
        uint32_t y = g->win[c][k == 0 ? mt_round0[t] : mt_off[(k - 1) / 7] + 7 * t + (k - 1) % 7];
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c5680u;
        y ^= (y << 15) & 0xefc60000u;
        y ^= y >> 18;
        out[i] = y;
    }
    g->pos = pos + n;
    return 0;
}

/* (a GPU makes the words on the device: the time they take here is not the host's, for events) */
static int mt19937_words(void *sp, void **h, unsigned long long seed, unsigned long long pos,
                         unsigned long long n, uint32_t *out)
{
    RT_QUERY(s, sp);
    sess_host_pause(s);
    int r = mt19937_make_words(h, seed, pos, n, out);
    sess_host_resume(s);
    return r;
}

void curand_add_symbols(TCCState *st)
{
    tcc_add_symbol(st, "__cr_rt_sobol_vectors", (void *)sobol_vectors);
    tcc_add_symbol(st, "__cr_rt_scrambled_sobol_vectors", (void *)scrambled_sobol_vectors);
    tcc_add_symbol(st, "__cr_rt_sobol_scramble_constants", (void *)sobol_scramble_constants);
    if (cr_mt19937_jump_end - cr_mt19937_jump != MT_RUNS * MT_N * 4) {
        fprintf(stderr, "cudarepl: MT19937's jump polynomial built into cudarepl is damaged\n");
        abort();
    }
    tcc_add_symbol(st, "__cr_rt_mt19937_words", (void *)mt19937_words);
    tcc_add_symbol(st, "__cr_rt_mt19937_free", (void *)mt19937_free);
    if (cr_mtgp_params_end - cr_mtgp_params != MTGP_SETS * MTGP_SET_BYTES) {
        fprintf(stderr, "cudarepl: MTGP32's parameter sets built into cudarepl are damaged\n");
        abort();
    }
    tcc_add_symbol(st, "mtgp32dc_params_fast_11213", cr_mtgp_params);
}
