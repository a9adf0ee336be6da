/* The lockstep executor (interp/vm/exec_gang.h, run_gang): an untraced launch on the
 * sequentially consistent memory with the default schedule (sched_seed 0) and more than 32
 * threads per block runs the warps of a block together. Whatever it does must be one of the
 * schedules a GPU could run, so every kernel here computes values the host computes too, and
 * the kernels also run under a scheduling seed (warp by warp, exec_loop.h), which must give the
 * same results. The CUDA semantics relied on are cited by the CUDA Programming Guide chapter
 * and section: seed 000 = §5.4 (__syncthreads*, fences, warp functions), seed 002 = §5.3
 * (volatile), seed 004 = §2.3 (thread hierarchy, shared memory, launch). */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"

/* ---- a session that keeps what it reports ---------------------------------------------------- */

typedef struct {
    cr_session *s;
    char text[8192];    /* faults, stderr and diagnostics, appended */
    size_t len;
} gctx;

static void g_on_event(void *ctx, const cr_event *ev)
{
    gctx *c = ctx;
    if (ev->kind != CR_EV_FAULT && ev->kind != CR_EV_STDERR && ev->kind != CR_EV_DIAG)
        return;
    const char *t = ev->kind == CR_EV_DIAG && ev->diag ? ev->diag->message : ev->text;
    if (!t)
        return;
    size_t n = strlen(t);
    if (n > sizeof c->text - 2 - c->len)
        n = sizeof c->text - 2 - c->len;
    memcpy(c->text + c->len, t, n);
    c->len += n;
    c->text[c->len++] = '\n';
    c->text[c->len] = 0;
}

static void g_init(gctx *c, uint64_t seed, const char *src)
{
    memset(c, 0, sizeof *c);
    c->s = cr_session_new(NULL, g_on_event, c);
    cr_assert_not_null(c->s);
    cr_session_options(c->s)->sched_seed = seed;
    cr_status st = cr_compile_device(c->s, "gang.cu", src);
    cr_assert_eq(st, CR_OK, "compile failed:\n%s", c->text);
}

static void g_fini(gctx *c)
{
    cr_session_free(c->s);
    c->s = NULL;
}

static uint64_t g_upload(gctx *c, const void *host, size_t n)
{
    uint64_t d;
    cr_assert_eq(cr_device_alloc(c->s, &d, n), CR_OK);
    cr_assert_eq(cr_memset(c->s, d, 0, n), CR_OK);
    if (host)
        cr_assert_eq(cr_memcpy_htod(c->s, d, host, n), CR_OK);
    return d;
}

static void g_download(gctx *c, void *host, uint64_t d, size_t n)
{
    cr_assert_eq(cr_memcpy_dtoh(c->s, host, d, n), CR_OK);
}

static int g_launch(gctx *c, const char *k, unsigned grid, unsigned block, void **args)
{
    cr_dim3 g = {grid, 1, 1}, b = {block, 1, 1};
    return cr_launch(c->s, k, g, b, 0, args);
}

/* A deterministic pseudo-random sequence for the data (xorshift32). */
static uint32_t rnd_state;
static uint32_t rnd(void)
{
    uint32_t x = rnd_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return rnd_state = x;
}

/* ---- 1. shared-memory tree reduction ------------------------------------------------------------
 * seed 000 §5.4.4.1: __syncthreads() waits until every non-exited thread of the block reaches
 * it, and orders the shared-memory writes before it before every read after it (the section's
 * own example sums shared_data). seed 004 §2.3.3.2: __shared__ memory is one per block.
 * seed 004 §2.3.2: threadIdx.x / blockDim.x / blockIdx.x.
 * A block size that is not a power of two pads the shared array with zeros up to P (the next
 * power of two), one pad slot per thread at most since blockDim.x >= P/2; the input is guarded
 * by i < n, so the last block is partly filled. */

static const char *reduce_src =
    "__global__ void reduce(const int *in, int *out, int n, unsigned p2) {\n"
    "    __shared__ int s[1024];\n"
    "    unsigned t = threadIdx.x;\n"
    "    unsigned i = blockIdx.x * blockDim.x + t;\n"
    "    s[t] = i < n ? in[i] : 0;\n"
    "    if (t + blockDim.x < p2) s[t + blockDim.x] = 0;\n"
    "    __syncthreads();\n"
    "    for (unsigned stride = p2 / 2; stride > 0; stride >>= 1) {\n"
    "        if (t < stride) s[t] += s[t + stride];\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (t == 0) out[blockIdx.x] = s[0];\n"
    "}\n";

typedef struct {
    unsigned block, grid;
    int n;
} red_case;

static const red_case red_cases[] = {
    {256, 4, 4 * 256 - 13}, {1024, 2, 2048}, {64, 5, 5 * 64}, {96, 3, 3 * 96 - 5},
    {100, 3, 250},          {33, 4, 4 * 33 - 1}, {1000, 2, 1999},
};

/* Runs every case with SEED; returns the per-block sums of all cases, concatenated (malloc'ed),
 * after checking each against the host. */
static int *reduce_run(uint64_t seed, size_t *nout)
{
    gctx c;
    g_init(&c, seed, reduce_src);
    size_t total = 0;
    for (size_t k = 0; k < sizeof red_cases / sizeof red_cases[0]; k++)
        total += red_cases[k].grid;
    int *all = calloc(total, sizeof(int));
    size_t at = 0;
    rnd_state = 12345;
    for (size_t k = 0; k < sizeof red_cases / sizeof red_cases[0]; k++) {
        const red_case *rc = &red_cases[k];
        int *in = malloc((size_t)rc->n * sizeof(int));
        for (int i = 0; i < rc->n; i++)
            in[i] = (int)(rnd() % 2001) - 1000;
        unsigned p2 = 1;
        while (p2 < rc->block)
            p2 <<= 1;
        uint64_t din = g_upload(&c, in, (size_t)rc->n * sizeof(int));
        uint64_t dout = g_upload(&c, NULL, rc->grid * sizeof(int));
        int n = rc->n;
        void *args[] = {&din, &dout, &n, &p2};
        int err = g_launch(&c, "reduce", rc->grid, rc->block, args);
        cr_assert_eq(err, 0, "seed %llu, block %u: launch error %d (%s)\n%s",
                     (unsigned long long)seed, rc->block, err, cr_error_name(err), c.text);
        int *out = all + at;
        g_download(&c, out, dout, rc->grid * sizeof(int));
        for (unsigned b = 0; b < rc->grid; b++) {
            int want = 0;
            for (unsigned t = 0; t < rc->block; t++) {
                long i = (long)b * rc->block + t;
                if (i < rc->n)
                    want += in[i];
            }
            cr_expect_eq(out[b], want, "seed %llu, block size %u, block %u: sum %d, host %d",
                         (unsigned long long)seed, rc->block, b, out[b], want);
        }
        at += rc->grid;
        free(in);
        cr_assert_eq(cr_device_free(c.s, din), CR_OK);
        cr_assert_eq(cr_device_free(c.s, dout), CR_OK);
    }
    g_fini(&c);
    *nout = total;
    return all;
}

Test(gang, tree_reduction_matches_host_sum)
{
    size_t n;
    free(reduce_run(0, &n));
}

/* ---- 2. __syncthreads_count / _and / _or ---------------------------------------------------------
 * seed 000 §5.4.4.1: __syncthreads_count(p) returns the number of non-exited threads of the
 * block for which p is nonzero; __syncthreads_and(p) is nonzero iff p is nonzero for all of
 * them; __syncthreads_or(p) is nonzero iff it is nonzero for at least one. All threads arrive
 * together (no divergence before the calls), so the gang's completes-at-once path decides them.
 * Each block of the grid gets its own predicate pattern (per warp, per lane, one thread, all
 * but one, arbitrary nonzero values including negative ones). */

static const char *votes_src =
    "__global__ void votes(const int *pred, int *out) {\n"
    "    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    int p = pred[i];\n"
    "    int c = __syncthreads_count(p);\n"
    "    int a = __syncthreads_and(p);\n"
    "    int o = __syncthreads_or(p);\n"
    "    int c2 = __syncthreads_count(!p);\n"
    "    out[4 * i] = c;\n"
    "    out[4 * i + 1] = a;\n"
    "    out[4 * i + 2] = o;\n"
    "    out[4 * i + 3] = c2;\n"
    "}\n";

#define NPAT 8
static int pattern(int pat, unsigned t, unsigned bd)
{
    switch (pat) {
    case 0: return 1;                                /* everyone */
    case 1: return 0;                                /* no one */
    case 2: return t % 3 == 0;                       /* per lane */
    case 3: return (t / 32) % 2 ? 7 : 0;             /* per warp */
    case 4: return t == bd - 1;                      /* the last thread only */
    case 5: return t != 37;                          /* all but one */
    case 6: return (int)(rnd() % 5) - 2;             /* arbitrary, negative ones too */
    default: return (t / 32) == 1 && t % 32 >= 16;  /* half of one warp */
    }
}

static int *votes_run(uint64_t seed, unsigned bd, size_t *nout)
{
    gctx c;
    g_init(&c, seed, votes_src);
    unsigned nt = NPAT * bd;
    int *pred = malloc(nt * sizeof(int)), *out = malloc(4 * nt * sizeof(int));
    rnd_state = 777 + bd;
    for (unsigned b = 0; b < NPAT; b++)
        for (unsigned t = 0; t < bd; t++)
            pred[b * bd + t] = pattern((int)b, t, bd);
    uint64_t dp = g_upload(&c, pred, nt * sizeof(int)), dout = g_upload(&c, NULL, 4 * nt * sizeof(int));
    void *args[] = {&dp, &dout};
    int err = g_launch(&c, "votes", NPAT, bd, args);
    cr_assert_eq(err, 0, "seed %llu, block %u: launch error %d (%s)\n%s", (unsigned long long)seed,
                 bd, err, cr_error_name(err), c.text);
    g_download(&c, out, dout, 4 * nt * sizeof(int));
    for (unsigned b = 0; b < NPAT; b++) {
        int count = 0, all = 1, any = 0;
        for (unsigned t = 0; t < bd; t++) {
            int p = pred[b * bd + t] != 0;
            count += p;
            all &= p;
            any |= p;
        }
        for (unsigned t = 0; t < bd; t++) {
            const int *o = out + 4 * (b * bd + t);
            cr_expect_eq(o[0], count, "seed %llu, %u threads, pattern %u, thread %u: count %d, host %d",
                         (unsigned long long)seed, bd, b, t, o[0], count);
            cr_expect_eq(o[1] != 0, all, "seed %llu, %u threads, pattern %u, thread %u: and %d, host %d",
                         (unsigned long long)seed, bd, b, t, o[1], all);
            cr_expect_eq(o[2] != 0, any, "seed %llu, %u threads, pattern %u, thread %u: or %d, host %d",
                         (unsigned long long)seed, bd, b, t, o[2], any);
            cr_expect_eq(o[3], (int)bd - count, "seed %llu, %u threads, pattern %u, thread %u: "
                         "count(!p) %d, host %d", (unsigned long long)seed, bd, b, t, o[3],
                         (int)bd - count);
        }
    }
    free(pred);
    g_fini(&c);
    *nout = 4 * nt;
    return out;
}

Test(gang, syncthreads_count_and_or_per_warp_and_lane)
{
    static const unsigned sizes[] = {256, 100, 64, 1024};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n;
        free(votes_run(0, sizes[k], &n));
    }
}

/* seed 000 §5.4.4.1: "waits until all non-exited threads of the block reach the same
 * __syncthreads*() call or exit", and the predicate is evaluated for the non-exited threads:
 * threads that returned before the call are not counted. (A thread that exits while others
 * already wait makes cudarepl warn; only the values are checked here.) */
static const char *votes_exit_src =
    "__global__ void votes_exit(const int *pred, int *out) {\n"
    "    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;\n"
    "    if (t % 7 == 3 || t >= blockDim.x - 40) return;\n"
    "    int p = pred[i];\n"
    "    int c = __syncthreads_count(p);\n"
    "    int a = __syncthreads_and(p);\n"
    "    int o = __syncthreads_or(p);\n"
    "    out[3 * i] = c;\n"
    "    out[3 * i + 1] = a;\n"
    "    out[3 * i + 2] = o;\n"
    "}\n";

static int *votes_exit_run(uint64_t seed, size_t *nout)
{
    gctx c;
    g_init(&c, seed, votes_exit_src);
    const unsigned bd = 256, nb = 3, nt = nb * bd;
    int *pred = malloc(nt * sizeof(int)), *out = malloc(3 * nt * sizeof(int));
    /* block 0: every live thread's predicate true except an exited thread's (and stays 1);
     * block 1: per lane; block 2: only exited threads have it (or stays 0) */
    for (unsigned b = 0; b < nb; b++)
        for (unsigned t = 0; t < bd; t++) {
            int ex = t % 7 == 3 || t >= bd - 40;
            pred[b * bd + t] = b == 0 ? !(t == 10) : b == 1 ? (t % 5 == 1) : ex;
        }
    for (unsigned i = 0; i < 3 * nt; i++)
        out[i] = -5;
    uint64_t dp = g_upload(&c, pred, nt * sizeof(int)), dout = g_upload(&c, out, 3 * nt * sizeof(int));
    void *args[] = {&dp, &dout};
    int err = g_launch(&c, "votes_exit", nb, bd, args);
    cr_assert_eq(err, 0, "seed %llu: launch error %d (%s)\n%s", (unsigned long long)seed, err,
                 cr_error_name(err), c.text);
    g_download(&c, out, dout, 3 * nt * sizeof(int));
    for (unsigned b = 0; b < nb; b++) {
        int count = 0, all = 1, any = 0;
        for (unsigned t = 0; t < bd; t++) {
            if (t % 7 == 3 || t >= bd - 40)
                continue;
            int p = pred[b * bd + t] != 0;
            count += p;
            all &= p;
            any |= p;
        }
        for (unsigned t = 0; t < bd; t++) {
            const int *o = out + 3 * (b * bd + t);
            if (t % 7 == 3 || t >= bd - 40) {
                cr_expect(o[0] == -5 && o[1] == -5 && o[2] == -5,
                          "seed %llu, block %u: exited thread %u wrote", (unsigned long long)seed, b, t);
                continue;
            }
            cr_expect_eq(o[0], count, "seed %llu, block %u, thread %u: count %d, host %d",
                         (unsigned long long)seed, b, t, o[0], count);
            cr_expect_eq(o[1] != 0, all, "seed %llu, block %u, thread %u: and %d, host %d",
                         (unsigned long long)seed, b, t, o[1], all);
            cr_expect_eq(o[2] != 0, any, "seed %llu, block %u, thread %u: or %d, host %d",
                         (unsigned long long)seed, b, t, o[2], any);
        }
    }
    free(pred);
    g_fini(&c);
    *nout = 3 * nt;
    return out;
}

Test(gang, syncthreads_count_ignores_exited_threads)
{
    size_t n;
    free(votes_exit_run(0, &n));
}

/* ---- 3. lanes that diverge within a warp -----------------------------------------------------------
 * seed 004 §2.3.1: "each thread can execute an independent code path" (the SIMT model keeps a
 * state and a control flow per thread); divergence changes speed, never results. Blocks of 128
 * threads: an if/else chain on threadIdx.x % 3, nested loops whose trip counts depend on
 * threadIdx.x, and an early return of some threads before a loop that the others run. */

static const char *diverge_src =
    "__global__ void diverge(int *out) {\n"
    "    int t = threadIdx.x, b = blockIdx.x;\n"
    "    int v = 0;\n"
    "    if (t % 3 == 0) v = t * 5 + 1 + b;\n"
    "    else if (t % 3 == 1) { for (int i = 0; i < t % 7; i++) v += i * t; }\n"
    "    else v = -t - b;\n"
    "    int acc = 0;\n"
    "    for (int i = 0; i < (t & 15); i++)\n"
    "        for (int j = 0; j <= i % 4 + (t >> 5); j++)\n"
    "            acc += (i ^ j) + b;\n"
    "    if (t % 5 == 2) { out[b * 128 + t] = v * 1000 + acc; return; }\n"
    "    int k = 0;\n"
    "    while (k < t % 11 + b) { acc += k * k; k++; }\n"
    "    out[b * 128 + t] = v * 1000 + acc + 7;\n"
    "}\n";

static int diverge_host(int t, int b)
{
    int v = 0;
    if (t % 3 == 0)
        v = t * 5 + 1 + b;
    else if (t % 3 == 1) {
        for (int i = 0; i < t % 7; i++)
            v += i * t;
    } else
        v = -t - b;
    int acc = 0;
    for (int i = 0; i < (t & 15); i++)
        for (int j = 0; j <= i % 4 + (t >> 5); j++)
            acc += (i ^ j) + b;
    if (t % 5 == 2)
        return v * 1000 + acc;
    for (int k = 0; k < t % 11 + b; k++)
        acc += k * k;
    return v * 1000 + acc + 7;
}

/* The same divergence, then the threads that did not return exchange values through shared
 * memory across a __syncthreads() (seed 000 §5.4.4.1: exited threads do not hold it up); each
 * reads the slot of the next thread that is still running. */
static const char *diverge_bar_src =
    "__global__ void diverge_bar(int *out) {\n"
    "    __shared__ int s[128];\n"
    "    int t = threadIdx.x, b = blockIdx.x;\n"
    "    int acc = 0;\n"
    "    for (int i = 0; i < t % 9; i++) { if (i & 1) acc += i * b; else acc -= t; }\n"
    "    if (t % 5 == 2) { out[b * 128 + t] = acc; return; }\n"
    "    int k = 0;\n"
    "    while (k < (t >> 3)) { acc += k; k++; }\n"
    "    s[t] = acc * 3 + b;\n"
    "    __syncthreads();\n"
    "    int j = (t + 1) % 128;\n"
    "    if (j % 5 == 2) j = (j + 1) % 128;\n"
    "    out[b * 128 + t] = s[j] - acc;\n"
    "}\n";

static int diverge_bar_acc(int t, int b)
{
    int acc = 0;
    for (int i = 0; i < t % 9; i++) {
        if (i & 1)
            acc += i * b;
        else
            acc -= t;
    }
    if (t % 5 == 2)
        return acc;
    for (int k = 0; k < (t >> 3); k++)
        acc += k;
    return acc;
}

static int diverge_bar_host(int t, int b)
{
    if (t % 5 == 2)
        return diverge_bar_acc(t, b);
    int j = (t + 1) % 128;
    if (j % 5 == 2)
        j = (j + 1) % 128;
    return diverge_bar_acc(j, b) * 3 + b - diverge_bar_acc(t, b);
}

static int *diverge_run(uint64_t seed, const char *src, const char *kernel, int (*host)(int, int))
{
    gctx c;
    g_init(&c, seed, src);
    const unsigned nb = 3;
    int *out = malloc(nb * 128 * sizeof(int));
    uint64_t d = g_upload(&c, NULL, nb * 128 * sizeof(int));
    void *args[] = {&d};
    int err = g_launch(&c, kernel, nb, 128, args);
    cr_assert_eq(err, 0, "seed %llu, %s: launch error %d (%s)\n%s", (unsigned long long)seed, kernel,
                 err, cr_error_name(err), c.text);
    g_download(&c, out, d, nb * 128 * sizeof(int));
    for (unsigned b = 0; b < nb; b++)
        for (int t = 0; t < 128; t++) {
            int want = host(t, (int)b);
            cr_expect_eq(out[b * 128 + t], want, "seed %llu, %s, block %u, thread %d: %d, host %d",
                         (unsigned long long)seed, kernel, b, t, out[b * 128 + t], want);
        }
    g_fini(&c);
    return out;
}

Test(gang, divergent_lanes_if_else_loops_early_return)
{
    free(diverge_run(0, diverge_src, "diverge", diverge_host));
}

Test(gang, divergent_lanes_then_barrier_after_early_return)
{
    free(diverge_run(0, diverge_bar_src, "diverge_bar", diverge_bar_host));
}

/* ---- 3b. warps that fall behind the gang -------------------------------------------------------------
 * A barrier must hold the warps that arrive first until the rest of the block arrives, also
 * when the rest is held back: a warp makes at most one global access per turn (exec_gang.h),
 * so warps (MODE 0: the odd ones) or lanes (MODE 1: threadIdx.x % 3 == 0) that load a second
 * time before the barrier fall behind the others. seed 000 §5.4.4.1: no thread leaves the
 * __syncthreads() before every non-exited thread of the block has reached it, and the shared
 * writes before it are seen by the reads after it. */
static const char *held_src =
    "__global__ void held(const int *a, const int *b, int *out, int mode) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x, w = t >> 5, i = blockIdx.x * 256 + t;\n"
    "    int v = a[i];\n"
    "    if (mode == 0 ? (w & 1) : (t % 3 == 0)) v += b[i];\n"
    "    s[t] = v;\n"
    "    __syncthreads();\n"
    "    int r = s[255 - t] * 3 + s[(t + 32) & 255];\n"
    "    __syncthreads();\n"
    "    s[t] = r;\n"
    "    if (w >= 4) s[t] += a[(i + 1) % (256 * gridDim.x)];\n"
    "    __syncthreads();\n"
    "    out[i] = s[(t + 100) & 255] - s[t];\n"
    "}\n";

static int *held_run(uint64_t seed, int mode)
{
    gctx c;
    g_init(&c, seed, held_src);
    enum { NB = 2, NT = NB * 256 };
    int a[NT], b[NT];
    rnd_state = 99 + (uint32_t)mode;
    for (int i = 0; i < NT; i++) {
        a[i] = (int)(rnd() % 1001) - 500;
        b[i] = (int)(rnd() % 1001) - 500;
    }
    int *out = malloc(NT * sizeof(int));
    uint64_t da = g_upload(&c, a, sizeof a), db = g_upload(&c, b, sizeof b);
    uint64_t dout = g_upload(&c, NULL, NT * sizeof(int));
    void *args[] = {&da, &db, &dout, &mode};
    int err = g_launch(&c, "held", NB, 256, args);
    cr_assert_eq(err, 0, "seed %llu, mode %d: launch error %d (%s)\n%s", (unsigned long long)seed, mode,
                 err, cr_error_name(err), c.text);
    g_download(&c, out, dout, NT * sizeof(int));
    for (int blk = 0; blk < NB; blk++) {
        int s1[256], s2[256];
        for (int t = 0; t < 256; t++) {
            int i = blk * 256 + t;
            s1[t] = a[i] + ((mode == 0 ? ((t >> 5) & 1) : (t % 3 == 0)) ? b[i] : 0);
        }
        for (int t = 0; t < 256; t++) {
            int i = blk * 256 + t;
            s2[t] = s1[255 - t] * 3 + s1[(t + 32) & 255];
            if ((t >> 5) >= 4)
                s2[t] += a[(i + 1) % NT];
        }
        for (int t = 0; t < 256; t++) {
            int want = s2[(t + 100) & 255] - s2[t];
            cr_expect_eq(out[blk * 256 + t], want, "seed %llu, mode %d, block %d, thread %d: %d, host %d",
                         (unsigned long long)seed, mode, blk, t, out[blk * 256 + t], want);
        }
    }
    g_fini(&c);
    return out;
}

Test(gang, barrier_waits_for_warps_held_back_by_global_accesses)
{
    free(held_run(0, 0));
    free(held_run(0, 1));
}

/* Lanes of one warp that wait for each other: in each warp, lane 0 spins on a shared flag that
 * lane 5 sets in the other branch of the same if, and lane 16 spins in the else branch on a
 * flag that lane 21 sets in the then branch (so that, however the branches are laid out, one
 * waiting lane is at the lower program counter, which runs first). seed 004 §2.3.1: "the SIMT
 * model allows each thread to keep its own state and control flow; functionally each thread
 * can execute an independent code path" — the waiting lane must not keep the others of its
 * warp from running (lanes looping while others of the warp wait are made to yield,
 * exec_gang.h). A hang would exhaust the step budget (then: cudaErrorLaunchTimeout). */
static const char *lanes_wait_src =
    "__global__ void lanes_wait(int *out) {\n"
    "    __shared__ volatile int flag[8], flag2[8];\n"
    "    __shared__ volatile int data[8], data2[8];\n"
    "    int t = threadIdx.x, lane = t & 31, w = t >> 5;\n"
    "    if (lane == 0) { flag[w] = 0; flag2[w] = 0; }\n"
    "    __syncthreads();\n"
    "    int got = -1;\n"
    "    if (lane == 0) {\n"
    "        while (flag[w] == 0) { }\n"
    "        got = data[w];\n"
    "    } else if (lane == 5) {\n"
    "        data[w] = w * 10 + 3 + blockIdx.x * 1000;\n"
    "        __threadfence_block();\n"
    "        flag[w] = 1;\n"
    "    }\n"
    "    if (lane == 21) {\n"
    "        data2[w] = w * 10 + 7 + blockIdx.x * 1000;\n"
    "        __threadfence_block();\n"
    "        flag2[w] = 1;\n"
    "    } else if (lane == 16) {\n"
    "        while (flag2[w] == 0) { }\n"
    "        got = data2[w];\n"
    "    }\n"
    "    __syncthreads();\n"
    "    out[blockIdx.x * 256 + t] = got;\n"
    "}\n";

static int *lanes_wait_run(uint64_t seed)
{
    gctx c;
    g_init(&c, seed, lanes_wait_src);
    cr_session_options(c.s)->step_budget = 20000000;
    enum { NB = 2, NT = NB * 256 };
    int *out = malloc(NT * sizeof(int));
    uint64_t dout = g_upload(&c, NULL, NT * sizeof(int));
    void *args[] = {&dout};
    int err = g_launch(&c, "lanes_wait", NB, 256, args);
    cr_assert_eq(err, 0, "seed %llu: launch error %d (%s)\n%s", (unsigned long long)seed, err,
                 cr_error_name(err), c.text);
    g_download(&c, out, dout, NT * sizeof(int));
    for (int b = 0; b < NB; b++)
        for (int t = 0; t < 256; t++) {
            int lane = t & 31, want = lane == 0 ? (t >> 5) * 10 + 3 + b * 1000 :
                                      lane == 16 ? (t >> 5) * 10 + 7 + b * 1000 : -1;
            cr_expect_eq(out[b * 256 + t], want, "seed %llu, block %d, thread %d: %d, host %d",
                         (unsigned long long)seed, b, t, out[b * 256 + t], want);
        }
    g_fini(&c);
    return out;
}

Test(gang, lane_spinning_on_another_lane_of_its_warp_terminates, .timeout = 20)
{
    free(lanes_wait_run(0));
}

/* Lanes of a warp at one JOIN in two frames of the same function: in the first call of f the
 * lanes whose value is negative (MODE 0: the upper half of each warp, MODE 1: the odd lanes)
 * return early through a call and enter the second call before the other lanes have left the
 * first; their load there is the warp's second global access of the turn, so the gang takes
 * them up next turn and brings them to the if's JOIN inside f, where the lanes of the first
 * call wait. The lanes that go on from that JOIN are the first call's (they hold lane 0), with
 * registers of their own (exec_gang.h, JOIN). seed 004 §2.3.1: each thread "can execute an
 * independent code path"; divergence changes speed, never results. */
static const char *frames_src =
    "__device__ int early(int v) { return -v; }\n"
    "__device__ int f(const int *t, int x) {\n"
    "    int v = t[x];\n"
    "    if (v < 0) return early(v);\n"
    "    int r = v;\n"
    "    if (v & 1) r = 3 * r + 1;\n"
    "    return r + 1000;\n"
    "}\n"
    "__global__ void frames(const int *t, int *out) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    out[i] = f(t, i) * 10000 + f(t, i + 256);\n"
    "}\n";

static int frames_f(const int *t, int x)
{
    int v = t[x];
    if (v < 0)
        return -v;
    return (v & 1 ? 3 * v + 1 : v) + 1000;
}

static int *frames_run(uint64_t seed, int mode)
{
    gctx c;
    g_init(&c, seed, frames_src);
    enum { NT = 256 };
    int t[2 * NT];
    for (int i = 0; i < NT; i++) {
        t[i] = (mode == 0 ? i % 32 >= 16 : i % 2) ? -i : i;
        t[NT + i] = 2 * i + i % 3;
    }
    int *out = malloc(NT * sizeof(int));
    uint64_t dt = g_upload(&c, t, sizeof t), dout = g_upload(&c, NULL, NT * sizeof(int));
    void *args[] = {&dt, &dout};
    int err = g_launch(&c, "frames", 2, NT / 2, args);
    cr_assert_eq(err, 0, "seed %llu, mode %d: launch error %d (%s)\n%s", (unsigned long long)seed, mode,
                 err, cr_error_name(err), c.text);
    g_download(&c, out, dout, NT * sizeof(int));
    for (int i = 0; i < NT; i++) {
        int want = frames_f(t, i) * 10000 + frames_f(t, i + NT);
        cr_expect_eq(out[i], want, "seed %llu, mode %d, thread %d: %d, host %d", (unsigned long long)seed,
                     mode, i, out[i], want);
    }
    g_fini(&c);
    return out;
}

Test(gang, lanes_of_two_frames_at_one_join)
{
    free(frames_run(0, 0));
    free(frames_run(0, 1));
}

/* ---- 5. global memory, shared memory and warp intrinsics together ----------------------------------
 * seed 000 §5.4.6.1 (__activemask: a lane's bit is set when it is active; here every lane of
 * every warp runs, converged after a barrier), §5.4.6.2 (__ballot_sync: bit N set iff lane N's
 * predicate is nonzero), §5.4.6.5 (__shfl_down_sync: lane L gets lane L+delta's value; "the
 * upper delta lanes remain unchanged", they get their own), §5.4.4.1 (__syncthreads orders the
 * block's shared- and global-memory writes before the reads after it). A 256-thread block:
 * the gang runs the warp functions warp after warp (section 7 tests them one by one), the
 * warps meet at the barrier, and after it every thread reads what the other warps wrote to
 * shared and to global memory. */

static const char *mixed_src =
    "__global__ void mixed(const int *in, int *out, unsigned *ballots, int *partial) {\n"
    "    __shared__ int s[256];\n"
    "    __shared__ int wtot[8];\n"
    "    int t = threadIdx.x, lane = t & 31, w = t >> 5, b = blockIdx.x;\n"
    "    int x = in[b * 256 + t];\n"
    "    s[t] = x * 2;\n"
    "    __syncthreads();\n"
    "    int y = s[255 - t] + x;\n"
    "    unsigned am = __activemask();\n"
    "    unsigned bal = __ballot_sync(0xffffffffu, y > 0);\n"
    "    int v = y;\n"
    "    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);\n"
    "    partial[b * 256 + t] = v;\n"
    "    if (lane == 0) { wtot[w] = v; ballots[b * 8 + w] = bal; }\n"
    "    __syncthreads();\n"
    "    int tot = 0;\n"
    "    for (int i = 0; i < 8; i++) tot += wtot[i];\n"
    "    unsigned nb = ballots[b * 8 + ((w + 1) & 7)];\n"
    "    out[b * 256 + t] = tot - y + (int)(nb >> lane & 1) * 100000 + (am == 0xffffffffu ? 0 : 7000000);\n"
    "}\n";

typedef struct {
    int *out, *partial;
    unsigned *ballots;
} mixed_res;

static mixed_res mixed_run(uint64_t seed)
{
    gctx c;
    g_init(&c, seed, mixed_src);
    enum { NB = 3, NT = NB * 256 };
    int in[NT];
    rnd_state = 4242;
    for (int i = 0; i < NT; i++)
        in[i] = (int)(rnd() % 2001) - 1000;
    mixed_res r = {malloc(NT * sizeof(int)), malloc(NT * sizeof(int)), malloc(NB * 8 * sizeof(unsigned))};
    uint64_t din = g_upload(&c, in, sizeof in), dout = g_upload(&c, NULL, NT * sizeof(int));
    uint64_t dbal = g_upload(&c, NULL, NB * 8 * sizeof(unsigned)), dpart = g_upload(&c, NULL, NT * sizeof(int));
    void *args[] = {&din, &dout, &dbal, &dpart};
    int err = g_launch(&c, "mixed", NB, 256, args);
    cr_assert_eq(err, 0, "seed %llu: launch error %d (%s)\n%s", (unsigned long long)seed, err,
                 cr_error_name(err), c.text);
    g_download(&c, r.out, dout, NT * sizeof(int));
    g_download(&c, r.partial, dpart, NT * sizeof(int));
    g_download(&c, r.ballots, dbal, NB * 8 * sizeof(unsigned));
    for (int b = 0; b < NB; b++) {
        int y[256], tot = 0;
        unsigned bal[8] = {0};
        for (int t = 0; t < 256; t++) {
            y[t] = 2 * in[b * 256 + 255 - t] + in[b * 256 + t];
            tot += y[t];
            if (y[t] > 0)
                bal[t >> 5] |= 1u << (t & 31);
        }
        for (int w = 0; w < 8; w++) {
            /* the shuffle tree of one warp, as §5.4.6.5 defines __shfl_down_sync */
            int v[32], nv[32];
            for (int l = 0; l < 32; l++)
                v[l] = y[w * 32 + l];
            for (int o = 16; o > 0; o >>= 1) {
                for (int l = 0; l < 32; l++)
                    nv[l] = v[l] + (l + o < 32 ? v[l + o] : v[l]);
                memcpy(v, nv, sizeof v);
            }
            cr_expect_eq(r.ballots[b * 8 + w], bal[w], "seed %llu, block %d, warp %d: ballot %#x, host %#x",
                         (unsigned long long)seed, b, w, r.ballots[b * 8 + w], bal[w]);
            for (int l = 0; l < 32; l++) {
                int t = w * 32 + l;
                cr_expect_eq(r.partial[b * 256 + t], v[l], "seed %llu, block %d, thread %d: shuffle "
                             "sum %d, host %d", (unsigned long long)seed, b, t, r.partial[b * 256 + t], v[l]);
                int want = tot - y[t] + (int)(bal[(w + 1) & 7] >> l & 1) * 100000;
                cr_expect_eq(r.out[b * 256 + t], want, "seed %llu, block %d, thread %d: %d, host %d",
                             (unsigned long long)seed, b, t, r.out[b * 256 + t], want);
            }
        }
    }
    g_fini(&c);
    return r;
}

static void mixed_free(mixed_res r)
{
    free(r.out);
    free(r.partial);
    free(r.ballots);
}

Test(gang, global_shared_and_warp_intrinsics_in_256_thread_block)
{
    mixed_free(mixed_run(0));
}

/* ---- 4. the gang and the warp-by-warp scheduler agree ------------------------------------------------
 * seed 000 §5.4.4.1 and seed 004 §2.3.7 ("the scheduler gives no guarantee of order, so a
 * program cannot rely on a particular schedule to be correct"): these kernels synchronise
 * everything they share, so every schedule gives the same values. sched_seed 0 runs the
 * lockstep executor; sched_seed 7 the warp-by-warp one with another interleaving. Each run is
 * checked against the host in its helper and then the two are compared element by element. */

static void same_ints(const char *what, const int *a, const int *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        cr_expect_eq(a[i], b[i], "%s, element %zu: seed 0 gives %d, seed 7 gives %d", what, i, a[i], b[i]);
}

Test(gang, seed0_and_seed7_agree)
{
    size_t n0, n7;
    int *a = reduce_run(0, &n0), *b = reduce_run(7, &n7);
    cr_assert_eq(n0, n7);
    same_ints("reduce", a, b, n0);
    free(a);
    free(b);

    static const unsigned sizes[] = {256, 100};
    for (size_t k = 0; k < 2; k++) {
        a = votes_run(0, sizes[k], &n0);
        b = votes_run(7, sizes[k], &n7);
        cr_assert_eq(n0, n7);
        same_ints(sizes[k] == 256 ? "votes, 256 threads" : "votes, 100 threads", a, b, n0);
        free(a);
        free(b);
    }

    a = votes_exit_run(0, &n0);
    b = votes_exit_run(7, &n7);
    same_ints("votes_exit", a, b, n0);
    free(a);
    free(b);

    a = diverge_run(0, diverge_src, "diverge", diverge_host);
    b = diverge_run(7, diverge_src, "diverge", diverge_host);
    same_ints("diverge", a, b, 3 * 128);
    free(a);
    free(b);

    a = diverge_run(0, diverge_bar_src, "diverge_bar", diverge_bar_host);
    b = diverge_run(7, diverge_bar_src, "diverge_bar", diverge_bar_host);
    same_ints("diverge_bar", a, b, 3 * 128);
    free(a);
    free(b);

    for (int mode = 0; mode < 2; mode++) {
        a = held_run(0, mode);
        b = held_run(7, mode);
        same_ints(mode ? "held, by lane" : "held, by warp", a, b, 2 * 256);
        free(a);
        free(b);
    }

    a = lanes_wait_run(0);
    b = lanes_wait_run(7);
    same_ints("lanes_wait", a, b, 2 * 256);
    free(a);
    free(b);

    mixed_res m0 = mixed_run(0), m7 = mixed_run(7);
    same_ints("mixed out", m0.out, m7.out, 3 * 256);
    same_ints("mixed shuffle", m0.partial, m7.partial, 3 * 256);
    same_ints("mixed ballots", (const int *)m0.ballots, (const int *)m7.ballots, 3 * 8);
    mixed_free(m0);
    mixed_free(m7);
}

/* ---- 6. a runaway kernel stops at the step budget ------------------------------------------------------
 * cudarepl.h: step_budget is the number of warp instructions a launch may run before it is
 * stopped; an exhausted budget ends the launch with cudaErrorLaunchTimeout (702, "the launch
 * timed out and was terminated", interp/vm/exec.c), as the runtime reports a kernel that ran too
 * long. seed 000 §5.4.4.1: a __syncthreads() every thread reaches completes, so `while (1)
 * __syncthreads();` never ends by itself; the other kernel loops on registers only. */

static const char *runaway_src =
    "__global__ void spin_bar(int *out) {\n"
    "    while (1) { __syncthreads(); }\n"
    "}\n"
    "__global__ void spin_alu(int *out) {\n"
    "    int i = threadIdx.x;\n"
    "    while (i >= 0) i = (i + 3) & 0x7fff;\n"
    "    out[threadIdx.x] = i;\n"
    "}\n"
    "__global__ void spin_mem(int *out) {\n"
    "    __shared__ int s[256];\n"
    "    int i = 0;\n"
    "    while (out[0] == 0) { s[threadIdx.x] = i++; __syncthreads(); }\n"
    "    out[1 + threadIdx.x] = s[threadIdx.x];\n"
    "}\n"
    "__global__ void loopbar(int *out, int n) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x, acc = 0;\n"
    "    for (int r = 0; r < n; r++) { s[t] = r + t; __syncthreads(); acc += s[255 - t]; __syncthreads(); }\n"
    "    out[blockIdx.x * blockDim.x + t] = acc;\n"
    "}\n";

static void expect_timeout(const char *kernel, unsigned grid)
{
    gctx c;
    g_init(&c, 0, runaway_src);
    cr_session_options(c.s)->step_budget = 200000;
    uint64_t d = g_upload(&c, NULL, 1024 * sizeof(int));
    void *args[] = {&d};
    int err = g_launch(&c, kernel, grid, 256, args);
    cr_expect_eq(err, 702, "%s: launch error %d (%s), want 702 (cudaErrorLaunchTimeout)\n%s", kernel,
                 err, cr_error_name(err), c.text);
    cr_expect_str_eq(cr_error_name(err), "cudaErrorLaunchTimeout", "%s", kernel);
    cr_expect(strstr(c.text, "ran out of its step budget (200000 warp instructions"),
              "%s: the fault does not name the budget:\n%s", kernel, c.text);
    g_fini(&c);
}

Test(gang, runaway_kernels_stop_at_step_budget, .timeout = 20)
{
    expect_timeout("spin_bar", 1);
    expect_timeout("spin_alu", 1);
    expect_timeout("spin_mem", 1);
    expect_timeout("spin_bar", 3);
}

/* The budget counts warp instructions (cudarepl.h), one per warp and instruction, however many
 * warps run it together. loopbar's loop body is 13 bytecode instructions (cudarepl --disasm):
 * 8 warps x 1000 iterations x 13 = 104,000 warp instructions. A budget of 400,000 must let it
 * finish (a gang charging per lane would need 32x as much); one of 50,000 must stop it (a gang
 * charging once per gang instruction would need only 13,000). */
Test(gang, step_budget_counts_warp_instructions, .timeout = 20)
{
    gctx c;
    g_init(&c, 0, runaway_src);
    int n = 1000;
    uint64_t d = g_upload(&c, NULL, 256 * sizeof(int));
    void *args[] = {&d, &n};
    cr_session_options(c.s)->step_budget = 400000;
    int err = g_launch(&c, "loopbar", 1, 256, args);
    cr_assert_eq(err, 0, "budget 400000: launch error %d (%s)\n%s", err, cr_error_name(err), c.text);
    int out[256];
    g_download(&c, out, d, sizeof out);
    for (int t = 0; t < 256; t++) {
        int want = 0;
        for (int r = 0; r < n; r++)
            want += r + (255 - t);
        cr_expect_eq(out[t], want, "thread %d: %d, host %d", t, out[t], want);
    }
    g_fini(&c);

    g_init(&c, 0, runaway_src);
    d = g_upload(&c, NULL, 256 * sizeof(int));
    cr_session_options(c.s)->step_budget = 50000;
    err = g_launch(&c, "loopbar", 1, 256, args);
    cr_expect_eq(err, 702, "budget 50000: launch error %d (%s), want cudaErrorLaunchTimeout\n%s", err,
                 cr_error_name(err), c.text);
    g_fini(&c);
}

/* ---- 7. blocks that wait for each other all get to run ------------------------------------------------
 * seed 004 §2.3.7: the scheduler assigns blocks to SMs as long as an SM has room; two blocks of
 * 256 threads are resident together on any device, so a block that spins on a flag another
 * block sets terminates on a GPU. seed 000 §5.4.4.3: __threadfence() orders the writer's data
 * before its flag (the section's message-passing example), and seed 002 §5.3.10.4.3 / seed 000
 * §5.4.4.3 (the `volatile float *result` example): volatile makes every read go to memory.
 * DIR 0: block 1 spins until block 0, after some barrier-synchronised work, sets the flag;
 * DIR 1: block 0 (the one scheduled first) spins until block 1 sets it. The waiting block then
 * reads the data the other one published. */

static const char *flag_src =
    "__global__ void handoff(volatile int *flag, volatile int *data, int *out, int dir, int work) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x;\n"
    "    int producer = dir == 0 ? 0 : 1;\n"
    "    if (blockIdx.x == producer) {\n"
    "        int acc = 0;\n"
    "        for (int r = 0; r < work; r++) {\n"
    "            s[t] = t * r + 1;\n"
    "            __syncthreads();\n"
    "            acc += s[(t + 1) & 255];\n"
    "            __syncthreads();\n"
    "        }\n"
    "        data[t] = acc;\n"
    "        __threadfence();\n"
    "        __syncthreads();\n"
    "        if (t == 0) flag[0] = 1;\n"
    "        out[blockIdx.x * 256 + t] = acc;\n"
    "    } else {\n"
    "        int spins = 0;\n"
    "        while (flag[0] == 0) spins++;\n"
    "        __threadfence();\n"
    "        out[blockIdx.x * 256 + t] = data[255 - t] + 1;\n"
    "    }\n"
    "}\n";

static void handoff_run(uint64_t seed, int dir)
{
    gctx c;
    g_init(&c, seed, flag_src);
    cr_session_options(c.s)->step_budget = 50000000; /* a hang fails the test instead of hanging */
    int work = 50;
    uint64_t dflag = g_upload(&c, NULL, sizeof(int)), ddata = g_upload(&c, NULL, 256 * sizeof(int));
    uint64_t dout = g_upload(&c, NULL, 512 * sizeof(int));
    void *args[] = {&dflag, &ddata, &dout, &dir, &work};
    int err = g_launch(&c, "handoff", 2, 256, args);
    cr_assert_eq(err, 0, "seed %llu, dir %d: launch error %d (%s)\n%s", (unsigned long long)seed, dir,
                 err, cr_error_name(err), c.text);
    int out[512];
    g_download(&c, out, dout, sizeof out);
    int producer = dir == 0 ? 0 : 1, consumer = 1 - producer;
    int acc[256];
    for (int t = 0; t < 256; t++) {
        acc[t] = 0;
        for (int r = 0; r < work; r++)
            acc[t] += ((t + 1) & 255) * r + 1;
    }
    for (int t = 0; t < 256; t++) {
        cr_expect_eq(out[producer * 256 + t], acc[t], "seed %llu, dir %d, producer thread %d: %d, host %d",
                     (unsigned long long)seed, dir, t, out[producer * 256 + t], acc[t]);
        cr_expect_eq(out[consumer * 256 + t], acc[255 - t] + 1, "seed %llu, dir %d, consumer thread %d: "
                     "%d, host %d", (unsigned long long)seed, dir, t, out[consumer * 256 + t],
                     acc[255 - t] + 1);
    }
    g_fini(&c);
}

Test(gang, block_spinning_on_flag_of_other_block_terminates, .timeout = 30)
{
    handoff_run(0, 0);
    handoff_run(0, 1);
    handoff_run(7, 0);
    handoff_run(7, 1);
}

/* ---- 7. warp-wide operations and shared-memory atomics in the gang -----------------------------------
 * The gang runs shuffles, votes, __activemask, __reduce_*_sync, __match_*_sync, __syncwarp and
 * atomics itself (exec_gang.h), warp after warp; sched_seed 7 runs the same kernels warp by
 * warp (exec_loop.h). Each kernel runs in blocks of several warps, with lanes that diverge,
 * warps that go different ways, partial masks, lanes that meet from two instructions, exited
 * lanes and a last warp with missing lanes; each result is checked against the host's reading
 * of the guide, and the two schedules against each other. seed 000 §5.4.6.1 (__activemask:
 * the lanes active when it is called), §5.4.6.2 (votes: over the lanes of the mask; "inactive
 * threads" do not take part, and exited ones are not waited for), §5.4.6.3 (__match_any_sync:
 * the lanes with the same value; __match_all_sync: the mask if all are equal, pred set),
 * §5.4.6.4 (__reduce_*_sync over the mask), §5.4.6.5 (shuffles: srcLane / delta / laneMask
 * within segments of `width`; "if the source is out of range the caller's own value is
 * returned"), §5.4.6.6 (__syncwarp orders the shared-memory accesses of the lanes it names),
 * §5.4.5 (atomicAdd returns the old value, each a read-modify-write of its own: the old values
 * of one counter are 0, 1, ... in some order). */

typedef struct {
    int *in, *out, *aux;
    unsigned grid, block;
    int nout, naux;
} wres;

/* Runs KERNEL(in, out, aux) on GRID blocks of BLOCK threads under SEED: in = one value in
 * [-1000, 1000] a thread, out = NOUT ints a thread, aux = NAUX ints a block (both zeroed). */
static wres warp_run(uint64_t seed, const char *src, const char *kernel, unsigned grid, unsigned block,
                     int nout, int naux)
{
    gctx c;
    g_init(&c, seed, src);
    wres r = {NULL, NULL, NULL, grid, block, nout, naux};
    size_t nt = (size_t)grid * block;
    r.in = malloc(nt * sizeof(int));
    r.out = malloc(nt * (size_t)nout * sizeof(int));
    r.aux = malloc((size_t)grid * (size_t)(naux ? naux : 1) * sizeof(int));
    rnd_state = 777 + block;
    for (size_t i = 0; i < nt; i++)
        r.in[i] = (int)(rnd() % 2001) - 1000;
    uint64_t din = g_upload(&c, r.in, nt * sizeof(int));
    uint64_t dout = g_upload(&c, NULL, nt * (size_t)nout * sizeof(int));
    uint64_t daux = g_upload(&c, NULL, (size_t)grid * (size_t)(naux ? naux : 1) * sizeof(int));
    void *args[] = {&din, &dout, &daux};
    int err = g_launch(&c, kernel, grid, block, args);
    cr_assert_eq(err, 0, "%s, seed %llu, block %u: launch error %d (%s)\n%s", kernel,
                 (unsigned long long)seed, block, err, cr_error_name(err), c.text);
    g_download(&c, r.out, dout, nt * (size_t)nout * sizeof(int));
    g_download(&c, r.aux, daux, (size_t)grid * (size_t)(naux ? naux : 1) * sizeof(int));
    g_fini(&c);
    return r;
}

static void wres_free(wres r)
{
    free(r.in);
    free(r.out);
    free(r.aux);
}

/* Calls CHECK for every warp of R: x = its inputs, o = its outputs (nout a lane), n = its lanes. */
typedef void (*warp_check)(const char *what, const int *x, const int *o, int n, int nout);
static void each_warp(const char *what, wres r, warp_check check)
{
    for (unsigned b = 0; b < r.grid; b++)
        for (unsigned w0 = 0; w0 < r.block; w0 += 32) {
            size_t t0 = (size_t)b * r.block + w0;
            int n = r.block - w0 < 32 ? (int)(r.block - w0) : 32;
            check(what, r.in + t0, r.out + t0 * (size_t)r.nout, n, r.nout);
        }
}

/* Runs the kernel under seeds 0 and 7 for each block size, checks each run with CHECK and
 * compares the two runs' outputs. */
static void warp_both(const char *src, const char *kernel, const unsigned *blocks, int nblocks, int nout,
                      warp_check check)
{
    for (int k = 0; k < nblocks; k++) {
        wres r0 = warp_run(0, src, kernel, 3, blocks[k], nout, 0);
        wres r7 = warp_run(7, src, kernel, 3, blocks[k], nout, 0);
        char what[64];
        snprintf(what, sizeof what, "%s, block %u, seed 0", kernel, blocks[k]);
        each_warp(what, r0, check);
        snprintf(what, sizeof what, "%s, block %u, seed 7", kernel, blocks[k]);
        each_warp(what, r7, check);
        size_t n = (size_t)3 * blocks[k] * (size_t)nout;
        snprintf(what, sizeof what, "%s, block %u", kernel, blocks[k]);
        same_ints(what, r0.out, r7.out, n);
        wres_free(r0);
        wres_free(r7);
    }
}

#define WEXPECT(o, lane, slot, want)                                                              \
    cr_expect_eq((o)[(lane) * nout + (slot)], (want), "%s, lane %d, result %d: %d, host %d", what,     \
                 (lane), (slot), (o)[(lane) * nout + (slot)], (want))

static const char *shfl_src =
    "__global__ void shfl(const int *in, int *out, int *aux) {\n"
    "    int t = threadIdx.x, lane = t & 31, g = blockIdx.x * blockDim.x + t;\n"
    "    int x = in[g];\n"
    "    long long y = (long long)x * 1000003LL;\n"
    "    int *o = out + g * 9;\n"
    "    o[0] = __shfl_sync(0xffffffffu, x, (lane * 7) & 31);\n"
    "    o[1] = __shfl_up_sync(0xffffffffu, x, 3);\n"
    "    o[2] = __shfl_down_sync(0xffffffffu, x, 5, 16);\n"
    "    o[3] = __shfl_xor_sync(0xffffffffu, x, 6, 8);\n"
    "    o[4] = (int)(__shfl_xor_sync(0xffffffffu, y, 9) % 1000);\n"
    "    int v = x;\n"
    "    if (lane < 16) v = __shfl_xor_sync(0x0000ffffu, x, 1);\n"
    "    o[5] = v;\n"
    "    int w;\n"
    "    if (lane & 1) w = __shfl_sync(0xffffffffu, x, 0) + 1;\n"
    "    else w = __shfl_sync(0xffffffffu, x, 2) - 1;\n"
    "    o[6] = w;\n"
    "    int z = x;\n"
    "    for (int k = 0; k < 2; k++)\n"
    "        if ((lane < 16) == (k == 0)) z += __shfl_xor_sync(0xffffffffu, z, 16);\n"
    "    o[8] = z;\n"
    "    if (lane >= 24) return;\n"
    "    o[7] = __shfl_xor_sync(__activemask(), x, 4, 8);\n"
    "}\n";

static void shfl_check(const char *what, const int *x, const int *o, int n, int nout)
{
    cr_assert_eq(n, 32);
    for (int l = 0; l < 32; l++) {
        WEXPECT(o, l, 0, x[(l * 7) & 31]);
        WEXPECT(o, l, 1, l >= 3 ? x[l - 3] : x[l]);
        WEXPECT(o, l, 2, (l & 15) + 5 <= 15 ? x[l + 5] : x[l]);
        WEXPECT(o, l, 3, x[l ^ 6]);
        WEXPECT(o, l, 4, (int)((long long)x[l ^ 9] * 1000003LL % 1000));
        WEXPECT(o, l, 5, l < 16 ? x[l ^ 1] : x[l]);
        /* odd and even lanes meet from two calls (an H200 lets them, prog-09) */
        WEXPECT(o, l, 6, l & 1 ? x[0] + 1 : x[2] - 1);
        WEXPECT(o, l, 7, l < 24 ? x[l ^ 4] : 0);
        /* the lower half's first pass meets the upper half's second at one call: the lanes
         * that parked there first run on with those that came later */
        WEXPECT(o, l, 8, x[l] + x[l ^ 16]);
    }
}

Test(gang, shuffles_in_lockstep_match_host)
{
    static const unsigned blocks[] = {256, 96};
    warp_both(shfl_src, "shfl", blocks, 2, 9, shfl_check);
}

/* Lanes that read a lane that does not take part: one that returned, one past the block's last
 * thread, one outside the mask. §5.4.6.5 leaves the value undefined; an H200 returns 0
 * (tests/programs/device/shuffle-absent-lane), and so must the gang, with partial masks,
 * per-lane deltas and 64-bit values. Each half warp first shuffles in a mask of its own, with
 * no branch before (two groups at one instruction in a gang of whole warps that do not pass
 * the full mask); then lanes 20-31 return. With 200 threads the last warp has 8 lanes. */
static const char *shabs_src =
    "__global__ void shabs(const int *in, int *out, int *aux) {\n"
    "    int t = threadIdx.x, lane = t & 31, g = blockIdx.x * blockDim.x + t;\n"
    "    int x = in[g];\n"
    "    unsigned half = 0xffffu << (lane & 16);\n"
    "    int h1 = __shfl_xor_sync(half, x, 1), h2 = __shfl_sync(half, x, 20);\n"
    "    long long y = (long long)x * 1000003LL;\n"
    "    int *o = out + g * 8;\n"
    "    for (int k = 0; k < 6; k++) o[k] = -3;\n"
    "    o[6] = h1;\n"
    "    o[7] = h2;\n"
    "    if (lane >= 20) return;\n"
    "    unsigned m = __activemask();\n"
    "    o[0] = __shfl_down_sync(m, x, 8);\n"
    "    o[1] = __shfl_sync(m, x, lane + 6);\n"
    "    o[2] = (int)(__shfl_up_sync(m, y, 4) % 1000);\n"
    "    o[3] = (int)(__shfl_down_sync(m, y, 13) % 1000);\n"
    "    if (lane < 8) o[4] = __shfl_xor_sync(0xffu, x, lane & 4 ? 9 : 1);\n"
    "    o[5] = __shfl_down_sync(m, x, lane & 3);\n"
    "}\n";

static void shabs_check(const char *what, const int *x, const int *o, int n, int nout)
{
    int p = n < 20 ? n : 20; /* the lanes that take part */
#define SHABS_Y(j) ((int)((long long)x[j] * 1000003LL % 1000))
    for (int l = 0; l < n; l++) {
        WEXPECT(o, l, 6, x[l ^ 1]);
        WEXPECT(o, l, 7, l < 16 ? 0 : x[20]);
        if (l >= p) {
            for (int k = 0; k < 6; k++)
                WEXPECT(o, l, k, -3);
            continue;
        }
        WEXPECT(o, l, 0, l + 8 < p ? x[l + 8] : 0);
        WEXPECT(o, l, 1, ((l + 6) & 31) < p ? x[(l + 6) & 31] : 0);
        WEXPECT(o, l, 2, l >= 4 ? SHABS_Y(l - 4) : SHABS_Y(l));
        WEXPECT(o, l, 3, l + 13 > 31 ? SHABS_Y(l) : l + 13 < p ? SHABS_Y(l + 13) : 0);
        int j = l ^ (l & 4 ? 9 : 1);
        WEXPECT(o, l, 4, l >= 8 ? -3 : j < 8 ? x[j] : 0);
        WEXPECT(o, l, 5, l + (l & 3) < p ? x[l + (l & 3)] : 0);
    }
#undef SHABS_Y
}

Test(gang, shuffles_from_absent_lanes_in_lockstep_give_zero)
{
    static const unsigned blocks[] = {256, 200};
    warp_both(shabs_src, "shabs", blocks, 2, 8, shabs_check);
}

/* Masks that break §5.4.6.6's rules, passed by every lane of 8 whole warps that run in lockstep
 * with no branch before: a lane whose own bit is not in its mask, and lanes of one warp with
 * different, overlapping masks. The gang must report them as run_warp does (warp_sync's
 * checks), not take the shortcut of whole warps that pass the full mask. */
static const char *badmask_src =
    "__global__ void notself(const int *in, int *out, int *aux) {\n"
    "    int t = threadIdx.x;\n"
    "    out[t] = __shfl_sync(0x0000ffffu, in[t], 0);\n"
    "}\n"
    "__global__ void overlap(const int *in, int *out, int *aux) {\n"
    "    int t = threadIdx.x;\n"
    "    unsigned m = 0xffffffffu >> (t & 16);\n"
    "    out[t] = __shfl_sync(m, in[t], 0);\n"
    "}\n"
    "__global__ void notself_syncwarp(const int *in, int *out, int *aux) {\n"
    "    __syncwarp(0xffff0000u);\n"
    "    out[threadIdx.x] = 1;\n"
    "}\n";

static void expect_mask_fault(const char *kernel, const char *want)
{
    gctx c;
    g_init(&c, 0, badmask_src);
    uint64_t din = g_upload(&c, NULL, 256 * sizeof(int)), dout = g_upload(&c, NULL, 256 * sizeof(int));
    void *args[] = {&din, &dout, &dout};
    int err = g_launch(&c, kernel, 1, 256, args);
    cr_expect_neq(err, 0, "%s: the launch succeeded", kernel);
    cr_expect(strstr(c.text, want) != NULL, "%s: no '%s' in:\n%s", kernel, want, c.text);
    g_fini(&c);
}

Test(gang, bad_masks_of_whole_warps_in_lockstep_are_reported)
{
    expect_mask_fault("notself", "which does not include the lane itself");
    expect_mask_fault("overlap", "different, overlapping masks");
    expect_mask_fault("notself_syncwarp", "which does not include the lane itself");
}

/* Shared-memory loads of every width and shape in a gang (exec_ops.h: a run of consecutive
 * elements, scattered lanes gathered, half-warp broadcasts and runs as a 16x16 SGEMM tile
 * reads them, a constant offset, a partial mask), each against the host (seed 004 §2.3: the
 * block's shared memory, written before __syncthreads(), is read by any of its threads). */
static const char *shload_src =
    "struct pair { int a, b; };\n"
    "__global__ void shload(const int *in, int *out, int *aux) {\n"
    "    __shared__ int s[256];\n"
    "    __shared__ long long s64[256];\n"
    "    __shared__ short s16[256];\n"
    "    __shared__ signed char s8[256];\n"
    "    __shared__ pair sp[256];\n"
    "    int t = threadIdx.x, lane = t & 31, g = blockIdx.x * blockDim.x + t, n = blockDim.x;\n"
    "    int x = in[g];\n"
    "    s[t] = x;\n"
    "    s64[t] = (long long)x * 1000003LL;\n"
    "    s16[t] = (short)(x * 31);\n"
    "    s8[t] = (signed char)x;\n"
    "    sp[t].a = x + 1;\n"
    "    sp[t].b = x - 1;\n"
    "    __syncthreads();\n"
    "    int *o = out + g * 8;\n"
    "    o[0] = s[t ^ 5];\n"
    "    o[1] = s[t & ~15];\n"
    "    o[2] = s[(t & ~31) + (lane & 15)];\n"
    "    o[3] = (int)(s64[t ^ 3] % 1000);\n"
    "    o[4] = s16[(t ^ 9) < n ? t ^ 9 : t] + s8[(t * 7) % n];\n"
    "    o[5] = sp[t ^ 1].b;\n"
    "    o[6] = lane < 10 ? s[(t * 3) % n] : -9;\n"
    "    o[7] = s[t];\n"
    "}\n";

static void shload_check(const char *what, wres r)
{
    int nout = r.nout, n = (int)r.block;
    for (unsigned b = 0; b < r.grid; b++) {
        const int *x = r.in + (size_t)b * r.block;
        for (int t = 0; t < n; t++) {
            const int *o = r.out + ((size_t)b * r.block) * (size_t)nout;
            int lane = t & 31, t9 = (t ^ 9) < n ? t ^ 9 : t;
            WEXPECT(o, t, 0, x[t ^ 5]);
            WEXPECT(o, t, 1, x[t & ~15]);
            WEXPECT(o, t, 2, x[(t & ~31) + (lane & 15)]);
            WEXPECT(o, t, 3, (int)((long long)x[t ^ 3] * 1000003LL % 1000));
            WEXPECT(o, t, 4, (short)(x[t9] * 31) + (signed char)x[(t * 7) % n]);
            WEXPECT(o, t, 5, x[t ^ 1] - 1);
            WEXPECT(o, t, 6, lane < 10 ? x[(t * 3) % n] : -9);
            WEXPECT(o, t, 7, x[t]);
        }
    }
}

Test(gang, shared_loads_of_every_shape_in_lockstep_match_host)
{
    static const unsigned blocks[] = {256, 200};
    for (int k = 0; k < 2; k++) {
        wres r0 = warp_run(0, shload_src, "shload", 3, blocks[k], 8, 0);
        wres r7 = warp_run(7, shload_src, "shload", 3, blocks[k], 8, 0);
        char what[64];
        snprintf(what, sizeof what, "shload, block %u, seed 0", blocks[k]);
        shload_check(what, r0);
        snprintf(what, sizeof what, "shload, block %u, seed 7", blocks[k]);
        shload_check(what, r7);
        snprintf(what, sizeof what, "shload, block %u", blocks[k]);
        same_ints(what, r0.out, r7.out, (size_t)3 * blocks[k] * 8);
        wres_free(r0);
        wres_free(r7);
    }
}

static const char *vote_src =
    "__global__ void vote(const int *in, int *out, int *aux) {\n"
    "    int t = threadIdx.x, lane = t & 31, g = blockIdx.x * blockDim.x + t;\n"
    "    int x = in[g];\n"
    "    int *o = out + g * 9;\n"
    "    if (lane & 1) o[8] = (int)__ballot_sync(0xffffffffu, x > 0);\n"
    "    else o[8] = (int)__ballot_sync(0xffffffffu, x > 0) + 1;\n"
    "    o[0] = __all_sync(0xffffffffu, x > -900);\n"
    "    o[1] = __any_sync(0xffffffffu, x > 990);\n"
    "    o[2] = (int)__ballot_sync(0xffffffffu, x & 1);\n"
    "    o[3] = (int)__activemask();\n"
    "    int a = -1, b = -1;\n"
    "    if (lane % 3 == 0) {\n"
    "        unsigned am = __activemask();\n"
    "        a = (int)am;\n"
    "        b = (int)__ballot_sync(am, x > 0);\n"
    "    }\n"
    "    o[4] = a;\n"
    "    o[5] = b;\n"
    "    if (lane >= 20) return;\n"
    "    unsigned m = __activemask();\n"
    "    o[6] = (int)__ballot_sync(m, x < 0);\n"
    "    o[7] = __all_sync(m, x > -500) + 2 * __any_sync(m, x > 900);\n"
    "}\n";

static void vote_check(const char *what, const int *x, const int *o, int n, int nout)
{
    uint32_t live = n == 32 ? 0xffffffffu : (1u << n) - 1, odd = 0, pos3 = 0, neg20 = 0, pos = 0;
    int all900 = 1, any990 = 0, all500 = 1, any900 = 0;
    for (int l = 0; l < n; l++) {
        all900 &= x[l] > -900;
        any990 |= x[l] > 990;
        odd |= (uint32_t)(x[l] & 1) << l;
        if (l % 3 == 0 && x[l] > 0)
            pos3 |= 1u << l;
        pos |= (uint32_t)(x[l] > 0) << l;
        if (l < 20) {
            neg20 |= (uint32_t)(x[l] < 0) << l;
            all500 &= x[l] > -500;
            any900 |= x[l] > 900;
        }
    }
    for (int l = 0; l < n; l++) {
        WEXPECT(o, l, 0, all900);
        WEXPECT(o, l, 1, any990);
        WEXPECT(o, l, 2, (int)odd);
        WEXPECT(o, l, 3, (int)live);
        WEXPECT(o, l, 4, l % 3 == 0 ? (int)(0x49249249u & live) : -1);
        WEXPECT(o, l, 5, l % 3 == 0 ? (int)pos3 : -1);
        WEXPECT(o, l, 6, l < 20 ? (int)neg20 : 0);
        WEXPECT(o, l, 7, l < 20 ? all500 + 2 * any900 : 0);
        WEXPECT(o, l, 8, (int)pos + (l & 1 ? 0 : 1));
    }
}

Test(gang, votes_and_activemask_in_lockstep_match_host)
{
    static const unsigned blocks[] = {256, 200};
    warp_both(vote_src, "vote", blocks, 2, 9, vote_check);
}

static const char *redmatch_src =
    "__global__ void redmatch(const int *in, int *out, int *aux) {\n"
    "    int t = threadIdx.x, lane = t & 31, g = blockIdx.x * blockDim.x + t;\n"
    "    int x = in[g];\n"
    "    unsigned ux = (unsigned)x;\n"
    "    int *o = out + g * 13;\n"
    "    if (lane & 2) o[12] = __reduce_add_sync(0xffffffffu, x);\n"
    "    else o[12] = __reduce_add_sync(0xffffffffu, x) + 1;\n"
    "    o[0] = __reduce_add_sync(0xffffffffu, x);\n"
    "    o[1] = __reduce_min_sync(0xffffffffu, x);\n"
    "    o[2] = (int)__reduce_max_sync(0xffffffffu, ux);\n"
    "    o[3] = (int)__reduce_and_sync(0xffffffffu, ux | 0x10u);\n"
    "    o[4] = (int)__reduce_or_sync(0xffffffffu, ux & 0x7u);\n"
    "    o[5] = (int)__reduce_xor_sync(0xffffffffu, ux);\n"
    "    o[6] = (int)__match_any_sync(0xffffffffu, x & 3);\n"
    "    int p1 = 0, p2 = 0;\n"
    "    o[7] = (int)__match_all_sync(0xffffffffu, x > -2000, &p1);\n"
    "    o[8] = (int)__match_all_sync(0xffffffffu, x & 1, &p2);\n"
    "    o[9] = p1 * 2 + p2;\n"
    "    if ((t >> 5) & 1) {\n"
    "        if (lane < 10) o[10] = __reduce_add_sync(0x3ffu, x);\n"
    "        else o[10] = (int)__match_any_sync(0xfffffc00u, x & 1);\n"
    "    } else {\n"
    "        o[10] = __reduce_max_sync(0xffffffffu, x);\n"
    "    }\n"
    "    o[11] = __reduce_min_sync(0xffffffffu, ux);\n"
    "}\n";

static void redmatch_check(const char *what, const int *x, const int *o, int n, int nout)
{
    cr_assert_eq(n, 32);
    uint32_t sum = 0, umax = 0, uand = 0xffffffffu, uor = 0, uxor = 0, umin = 0xffffffffu, odd = 0;
    int smin = x[0];
    for (int l = 0; l < 32; l++) {
        uint32_t u = (uint32_t)x[l];
        sum += u;
        smin = x[l] < smin ? x[l] : smin;
        umax = u > umax ? u : umax;
        umin = u < umin ? u : umin;
        uand &= u | 0x10u;
        uor |= u & 7u;
        uxor ^= u;
        odd |= (u & 1) << l;
    }
    for (int l = 0; l < 32; l++) {
        uint32_t same3 = 0;
        for (int l2 = 0; l2 < 32; l2++)
            same3 |= (uint32_t)((x[l2] & 3) == (x[l] & 3)) << l2;
        bool allsame = odd == 0 || odd == 0xffffffffu;
        WEXPECT(o, l, 0, (int)sum);
        WEXPECT(o, l, 1, smin);
        WEXPECT(o, l, 2, (int)umax);
        WEXPECT(o, l, 3, (int)uand);
        WEXPECT(o, l, 4, (int)uor);
        WEXPECT(o, l, 5, (int)uxor);
        WEXPECT(o, l, 6, (int)same3);
        WEXPECT(o, l, 7, -1);
        WEXPECT(o, l, 8, allsame ? -1 : 0);
        WEXPECT(o, l, 9, 2 + allsame);
        WEXPECT(o, l, 11, (int)umin);
        WEXPECT(o, l, 12, (int)sum + (l & 2 ? 0 : 1));
    }
}

/* o[10] depends on the warp's number (odd warps: two partial masks, lanes 0-9 and the others,
 * at two different instructions; even warps: the full mask) */
static void redmatch_check10(const char *what, wres r)
{
    int nout = r.nout;
    for (unsigned b = 0; b < r.grid; b++)
        for (unsigned w = 0; w < r.block / 32; w++) {
            const int *x = r.in + (size_t)b * r.block + w * 32;
            const int *o = r.out + ((size_t)b * r.block + w * 32) * (size_t)nout;
            int smax = x[0];
            uint32_t sum10 = 0, odd_hi = 0, even_hi = 0;
            for (int l = 0; l < 32; l++) {
                smax = x[l] > smax ? x[l] : smax;
                if (l < 10)
                    sum10 += (uint32_t)x[l];
                else if (x[l] & 1)
                    odd_hi |= 1u << l;
                else
                    even_hi |= 1u << l;
            }
            for (int l = 0; l < 32; l++) {
                int want = !(w & 1) ? smax : l < 10 ? (int)sum10 : (int)(x[l] & 1 ? odd_hi : even_hi);
                WEXPECT(o, l, 10, want);
            }
        }
}

Test(gang, reduce_and_match_in_lockstep_match_host)
{
    static const unsigned blocks[] = {256, 64};
    warp_both(redmatch_src, "redmatch", blocks, 2, 13, redmatch_check);
    for (int k = 0; k < 2; k++)
        for (uint64_t seed = 0; seed <= 7; seed += 7) {
            wres r = warp_run(seed, redmatch_src, "redmatch", 3, blocks[k], 13, 0);
            char what[64];
            snprintf(what, sizeof what, "redmatch, block %u, seed %llu", blocks[k], (unsigned long long)seed);
            redmatch_check10(what, r);
            wres_free(r);
        }
}

static const char *syncw_src =
    "__global__ void syncw(const int *in, int *out, int *aux) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x, lane = t & 31, g = blockIdx.x * blockDim.x + t;\n"
    "    int x = in[g];\n"
    "    int *o = out + g * 3;\n"
    "    s[t] = x;\n"
    "    __syncwarp();\n"
    "    int a = s[t ^ 5];\n"
    "    __syncwarp();\n"
    "    s[t] = a * 3;\n"
    "    __syncwarp();\n"
    "    o[0] = s[t ^ 17];\n"
    "    __syncwarp();\n"
    "    if (lane < 16) {\n"
    "        s[t] = x + 1;\n"
    "        __syncwarp(0x0000ffffu);\n"
    "        o[1] = s[t ^ 3];\n"
    "    } else {\n"
    "        o[1] = -5;\n"
    "    }\n"
    "    __syncwarp();\n"
    "    if (lane & 1) { s[t] = x * 5; __syncwarp(); o[2] = -7; }\n"
    "    else { __syncwarp(); o[2] = s[t ^ 1]; }\n"
    "}\n";

static void syncw_check(const char *what, const int *x, const int *o, int n, int nout)
{
    cr_assert_eq(n, 32);
    for (int l = 0; l < 32; l++) {
        WEXPECT(o, l, 0, 3 * x[(l ^ 17) ^ 5]);
        WEXPECT(o, l, 1, l < 16 ? x[l ^ 3] + 1 : -5);
        /* the even lanes wait at their own __syncwarp() for the odd lanes' writes */
        WEXPECT(o, l, 2, l & 1 ? -7 : 5 * x[l ^ 1]);
    }
}

Test(gang, syncwarp_in_lockstep_orders_shared_memory)
{
    static const unsigned blocks[] = {256, 64};
    warp_both(syncw_src, "syncw", blocks, 2, 3, syncw_check);
}

static const char *satom_src =
    "__global__ void satom(const int *in, int *out, int *aux) {\n"
    "    __shared__ int cnt[16], mx[16];\n"
    "    __shared__ int sum;\n"
    "    int t = threadIdx.x, lane = t & 31, g = blockIdx.x * blockDim.x + t;\n"
    "    if (t < 16) { cnt[t] = 0; mx[t] = -1000000; }\n"
    "    if (t == 0) sum = 0;\n"
    "    __syncthreads();\n"
    "    int x = in[g];\n"
    "    int bin = x & 15;\n"
    "    out[g] = atomicAdd(&cnt[bin], 1);\n"
    "    atomicMax(&mx[bin], x);\n"
    "    if (lane & 1) {\n"
    "        int old = atomicAdd(&sum, 0), assumed;\n"
    "        do { assumed = old; old = atomicCAS(&sum, assumed, assumed + x); } while (old != assumed);\n"
    "    }\n"
    "    __syncthreads();\n"
    "    int *a = aux + blockIdx.x * 33;\n"
    "    if (t < 16) { a[t] = cnt[t]; a[16 + t] = mx[t]; }\n"
    "    if (t == 0) a[32] = sum;\n"
    "}\n";

static void satom_check(const char *what, wres r)
{
    for (unsigned b = 0; b < r.grid; b++) {
        const int *x = r.in + (size_t)b * r.block, *old = r.out + (size_t)b * r.block, *a = r.aux + b * 33;
        int cnt[16] = {0}, mx[16], sum = 0;
        for (int i = 0; i < 16; i++)
            mx[i] = -1000000;
        for (unsigned t = 0; t < r.block; t++) {
            int bin = x[t] & 15;
            cnt[bin]++;
            mx[bin] = x[t] > mx[bin] ? x[t] : mx[bin];
            if (t & 1)
                sum += x[t];
        }
        for (int i = 0; i < 16; i++) {
            cr_expect_eq(a[i], cnt[i], "%s, block %u, bin %d: count %d, host %d", what, b, i, a[i], cnt[i]);
            cr_expect_eq(a[16 + i], mx[i], "%s, block %u, bin %d: max %d, host %d", what, b, i, a[16 + i], mx[i]);
            /* the old values of one counter: 0 .. count-1, each once */
            uint8_t seen[1024] = {0};
            for (unsigned t = 0; t < r.block; t++) {
                if ((x[t] & 15) != i)
                    continue;
                int v = old[t];
                cr_expect(v >= 0 && v < cnt[i] && !seen[v], "%s, block %u, thread %u: atomicAdd returned "
                          "%d (bin %d of %d)", what, b, t, v, i, cnt[i]);
                if (v >= 0 && v < 1024)
                    seen[v] = 1;
            }
        }
        cr_expect_eq(a[32], sum, "%s, block %u: CAS-loop sum %d, host %d", what, b, a[32], sum);
    }
}

Test(gang, shared_atomics_in_lockstep_match_host)
{
    static const unsigned blocks[] = {256, 200};
    for (int k = 0; k < 2; k++) {
        wres r0 = warp_run(0, satom_src, "satom", 3, blocks[k], 1, 33);
        wres r7 = warp_run(7, satom_src, "satom", 3, blocks[k], 1, 33);
        char what[64];
        snprintf(what, sizeof what, "satom, block %u, seed 0", blocks[k]);
        satom_check(what, r0);
        snprintf(what, sizeof what, "satom, block %u, seed 7", blocks[k]);
        satom_check(what, r7);
        snprintf(what, sizeof what, "satom, block %u", blocks[k]);
        same_ints(what, r0.aux, r7.aux, 3 * 33);
        wres_free(r0);
        wres_free(r7);
    }
}

/* ---- 8. a branch holds the warps it sends to its higher target -------------------------------------
 * exec_gang.h: when the members of a gang go different ways at a branch, the warps sent to the
 * higher target are held there, their program counters unwritten, and the gang takes them back
 * at the JOIN there when nothing else waits at it (cr_gang_counts: "rejoined"), instead of
 * forming the gang again by looking over the block's warps ("formed"). Which warps wait and
 * run is as before, and so is what the gang charges: clock() counts a block's warp instructions
 * (4 cycles each; exec_ops.h), and the tree below reads it the same as it did before warps were
 * held (commit 7c82116: 2288 cycles between the two reads, every block; 2160 since STS32 made
 * the store into s one instruction instead of two and the tree's step four instead of six:
 * 8 + 12 * 2 warp instructions fewer, 4 cycles each).
 * seed 000 §5.4.4.1: the tree's barriers order each step's shared-memory writes before the next
 * step's reads, so the sums are the host's. */

static const char *hold_src =
    "__global__ void tree(const int *in, int *out, long long *ticks) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x;\n"
    "    long long c0 = clock64();\n"
    "    s[t] = in[blockIdx.x * 256 + t];\n"
    "    __syncthreads();\n"
    "    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {\n"
    "        if (t < stride) s[t] += s[t + stride];\n"
    "        __syncthreads();\n"
    "    }\n"
    "    long long c1 = clock64();\n"
    "    if (t == 0) { out[blockIdx.x] = s[0]; ticks[blockIdx.x] = c1 - c0; }\n"
    "}\n"
    /* whole warps held at an if's end and at an else's, lanes diverging inside, a global store
     * in a held-back branch (the gate ends the gang there), a loop that leaves warps behind */
    "__global__ void nest(const int *in, int *out) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x, v = in[blockIdx.x * 256 + t];\n"
    "    s[t] = v;\n"
    "    __syncthreads();\n"
    "    for (int k = 0; k < 4; k++) {\n"
    "        if (t < 64 * k + 32) {\n"
    "            if (t & 1) v += s[(t + k) & 255];\n"
    "            else v -= k;\n"
    "        } else if (t >= 200) {\n"
    "            v *= 2;\n"
    "            if (t == 250) out[1024 + blockIdx.x * 4 + k] = v;\n"
    "        }\n"
    "        for (int j = 0; j < (t >> 5); j++) v += j;\n"
    "        __syncthreads();\n"
    "        s[t] = v;\n"
    "        __syncthreads();\n"
    "    }\n"
    "    out[blockIdx.x * 256 + t] = v;\n"
    "}\n";

Test(gang, branch_holds_warps_and_takes_them_back_at_the_join)
{
    enum { G = 6 };
    gctx c;
    g_init(&c, 0, hold_src);
    int in[G * 256];
    rnd_state = 777;
    for (int i = 0; i < G * 256; i++)
        in[i] = (int)(rnd() % 2001) - 1000;
    uint64_t din = g_upload(&c, in, sizeof in), dout = g_upload(&c, NULL, G * sizeof(int));
    uint64_t dt = g_upload(&c, NULL, G * sizeof(long long));
    void *args[] = {&din, &dout, &dt};
    uint64_t formed0, rejoined0, formed, rejoined;
    cr_gang_counts(c.s, &formed0, &rejoined0);
    int err = g_launch(&c, "tree", G, 256, args);
    cr_assert_eq(err, 0, "launch error %d (%s)\n%s", err, cr_error_name(err), c.text);
    cr_gang_counts(c.s, &formed, &rejoined);
    int out[G];
    long long ticks[G];
    g_download(&c, out, dout, sizeof out);
    g_download(&c, ticks, dt, sizeof ticks);
    for (int b = 0; b < G; b++) {
        int want = 0;
        for (int t = 0; t < 256; t++)
            want += in[b * 256 + t];
        cr_expect_eq(out[b], want, "block %d: sum %d, host %d", b, out[b], want);
        cr_expect_eq(ticks[b], 2160, "block %d: %lld cycles between the clock reads, 2160 before", b,
                     ticks[b]);
    }
    /* each of the 8 steps of the tree holds the warps that skip it (stride 128..32: the warps
     * past it; 16..1: warps 1-7, while warp 0's lanes diverge) and takes them back at the
     * step's JOIN: 8 a block. The block's warps are looked over when it starts, when lane 0
     * stops at its second global store of the turn, and after the exits. */
    cr_expect_eq(rejoined - rejoined0, 8u * G, "gangs rejoined: %llu, want %d",
                 (unsigned long long)(rejoined - rejoined0), 8 * G);
    cr_expect_leq(formed - formed0, 4u * G, "gangs formed by looking over the warps: %llu, want at "
                  "most %d", (unsigned long long)(formed - formed0), 4 * G);
    g_fini(&c);
}

static int *nest_run(uint64_t seed, int *in)
{
    enum { G = 3 };
    gctx c;
    g_init(&c, seed, hold_src);
    uint64_t din = g_upload(&c, in, G * 256 * sizeof(int));
    uint64_t dout = g_upload(&c, NULL, (1024 + G * 4) * sizeof(int));
    void *args[] = {&din, &dout};
    int err = g_launch(&c, "nest", G, 256, args);
    cr_assert_eq(err, 0, "seed %llu: launch error %d (%s)\n%s", (unsigned long long)seed, err,
                 cr_error_name(err), c.text);
    int *out = calloc(1024 + G * 4, sizeof(int));
    g_download(&c, out, dout, (1024 + G * 4) * sizeof(int));
    /* the host: each step reads the values of the step before (the barriers) */
    for (int b = 0; b < G; b++) {
        int v[256], s[256];
        for (int t = 0; t < 256; t++)
            s[t] = v[t] = in[b * 256 + t];
        for (int k = 0; k < 4; k++) {
            for (int t = 0; t < 256; t++) {
                if (t < 64 * k + 32) {
                    if (t & 1)
                        v[t] += s[(t + k) & 255];
                    else
                        v[t] -= k;
                } else if (t >= 200) {
                    v[t] *= 2;
                    if (t == 250)
                        cr_expect_eq(out[1024 + b * 4 + k], v[t], "seed %llu, block %d, step %d: "
                                     "thread 250 stored %d, host %d", (unsigned long long)seed, b,
                                     k, out[1024 + b * 4 + k], v[t]);
                }
                for (int j = 0; j < (t >> 5); j++)
                    v[t] += j;
            }
            memcpy(s, v, sizeof s);
        }
        for (int t = 0; t < 256; t++)
            cr_expect_eq(out[b * 256 + t], v[t], "seed %llu, block %d, thread %d: %d, host %d",
                         (unsigned long long)seed, b, t, out[b * 256 + t], v[t]);
    }
    g_fini(&c);
    return out;
}

Test(gang, held_warps_in_nested_branches_match_host)
{
    int in[3 * 256];
    rnd_state = 4242;
    for (int i = 0; i < 3 * 256; i++)
        in[i] = (int)(rnd() % 201) - 100;
    int *a = nest_run(0, in), *b = nest_run(7, in);
    same_ints("nest", a, b, 1024 + 3 * 4);
    free(a);
    free(b);
}
