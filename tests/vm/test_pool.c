/* The pool of threads that runs a launch's blocks (interp/vm/exec.c, "The pool";
 * docs/design.md): a launch whose blocks keep apart in global memory runs on the pool, one whose
 * blocks meet there (a word one block writes and another reads or writes) is run again serially,
 * and either way what the program sees is what the serial run (threads=1) gives. Each kernel
 * runs with threads=1 and threads=2 (and 4: more threads than this machine may have cores)
 * and the results, the launch's error and its messages are compared; cr_pool_counts says which
 * path ran. seed 004 §2.3 (blocks of a grid, blockIdx), seed 000 §7.14 (atomicAdd returns the
 * old value; the serial schedule decides which block gets which). */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"

typedef struct {
    cr_session *s;
    char text[8192];    /* faults, stderr, stdout and diagnostics, appended */
    size_t len;
} pctx;

static void p_on_event(void *ctx, const cr_event *ev)
{
    pctx *c = ctx;
    const char *t = ev->kind == CR_EV_DIAG && ev->diag ? ev->diag->message : ev->text;
    if (!t)
        return;
    size_t n = ev->kind == CR_EV_DIAG ? strlen(t) : ev->len;
    if (n > sizeof c->text - 2 - c->len)
        n = sizeof c->text - 2 - c->len;
    memcpy(c->text + c->len, t, n);
    c->len += n;
    c->text[c->len] = 0;
}

static void p_init(pctx *c, unsigned threads, uint64_t steps, const char *src)
{
    memset(c, 0, sizeof *c);
    c->s = cr_session_new(NULL, p_on_event, c);
    cr_assert_not_null(c->s);
    cr_session_options(c->s)->threads = threads;
    if (steps)
        cr_session_options(c->s)->step_budget = steps;
    cr_status st = cr_compile_device(c->s, "pool.cu", src);
    cr_assert_eq(st, CR_OK, "compile failed:\n%s", c->text);
}

static uint64_t p_alloc(pctx *c, size_t n)
{
    uint64_t d;
    cr_assert_eq(cr_device_alloc(c->s, &d, n), CR_OK);
    cr_assert_eq(cr_memset(c->s, d, 0, n), CR_OK);
    return d;
}

/* What one run of a kernel shows: the array it leaves, its error, the text it made, the path. */
typedef struct {
    int out[4096];
    int err;
    char text[8192];
    uint64_t parallel, again;
} run_result;

static const char *src =
    "__global__ void busy(int *a, int n) {\n"
    "    /* each thread's own element, after a while of arithmetic (a launch of milliseconds) */\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x, x = i;\n"
    "    for (int k = 0; k < 3000; k++) x = x * 1103515245 + 12345;\n"
    "    if (i < n) a[i] = x;\n"
    "}\n"
    "__global__ void disjoint(int *a, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    __shared__ int s[128];\n"
    "    s[threadIdx.x] = i * 3;\n"
    "    __syncthreads();\n"
    "    if (i < n) a[i] = s[blockDim.x - 1 - threadIdx.x] + a[i];\n"
    "}\n"
    "__global__ void tickets(int *a, int n) {\n"
    "    /* every block takes tickets from one counter: which block gets which is the schedule's */\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) a[i + 1] = atomicAdd(&a[0], 1);\n"
    "}\n"
    "__global__ void chain(int *a, int n) {\n"
    "    /* block b reads the element block b-1 writes: a race the serial schedule decides */\n"
    "    if (threadIdx.x == 0 && blockIdx.x + 1 < n) a[blockIdx.x + 1] = a[blockIdx.x] + 7;\n"
    "}\n"
    "__global__ void late_conflict(int *a, int n) {\n"
    "    /* disjoint for a long time, then every block adds into a[0] */\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i + 64 < n) a[i + 64] = i;\n"
    "    for (int k = 0; k < 50; k++) if (i + 64 < n) a[i + 64] += k;\n"
    "    if (threadIdx.x == 0) a[0] += a[blockIdx.x * blockDim.x + 64];\n"
    "}\n"
    "__global__ void faulty(int *a, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (blockIdx.x == 5 && threadIdx.x == 3) i += 1 << 20;\n"
    "    a[i] = i;\n"
    "}\n"
    "__global__ void talks(int *a, int n) {\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    a[i] = i;\n"
    "    if (threadIdx.x == 0) printf(\"block %d\\n\", blockIdx.x);\n"
    "}\n"
    "__global__ void per_block(int *a, int n) {\n"
    "    /* each block's sum to its own element: the blocks' elements share granules */\n"
    "    __shared__ int s[64];\n"
    "    s[threadIdx.x] = a[1024 + blockIdx.x * blockDim.x + threadIdx.x] + threadIdx.x;\n"
    "    __syncthreads();\n"
    "    for (int k = blockDim.x / 2; k > 0; k /= 2) {\n"
    "        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (threadIdx.x == 0) a[blockIdx.x] = s[0] + blockIdx.x;\n"
    "}\n"
    "__global__ void interleaved(int *a, int n) {\n"
    "    /* every granule written by many blocks, each word by one */\n"
    "    a[threadIdx.x * gridDim.x + blockIdx.x] = blockIdx.x * 1000 + threadIdx.x;\n"
    "}\n"
    "__global__ void same_word(int *a, int n) {\n"
    "    /* two blocks write one word: which value stays is the schedule's */\n"
    "    if (threadIdx.x == 0) a[blockIdx.x / 2] = blockIdx.x;\n"
    "}\n"
    "__global__ void bytes(int *a, int n) {\n"
    "    /* four blocks write the bytes of one word, each its own */\n"
    "    if (threadIdx.x == 0) ((char *)a)[blockIdx.x] = (char)(blockIdx.x + 1);\n"
    "}\n"
    "__global__ void reads_neighbour(int *a, int n) {\n"
    "    /* block b writes a[b] and then reads a[b + 1], which block b + 1 writes */\n"
    "    if (threadIdx.x == 0) { a[blockIdx.x] = blockIdx.x + 5; a[64 + blockIdx.x] = a[blockIdx.x + 1]; }\n"
    "}\n"
    "__global__ void bins(int *a, int n) {\n"
    "    /* every block adds its counts into the same bins, the old values unused: in any order\n"
    "     * of the blocks the same sums (each kind of update in granules of its own) */\n"
    "    __shared__ unsigned h[64];\n"
    "    h[threadIdx.x] = 0;\n"
    "    __syncthreads();\n"
    "    for (int k = 0; k < 8; k++) atomicAdd(&h[(blockIdx.x * 7 + threadIdx.x * 3 + k) & 63], 1u);\n"
    "    __syncthreads();\n"
    "    atomicAdd((unsigned *)&a[threadIdx.x], h[threadIdx.x]);\n"
    "    atomicSub(&a[64 + threadIdx.x], (int)blockIdx.x);\n"
    "    atomicMax(&a[128 + threadIdx.x % 8], (int)(blockIdx.x * 37 % 101) - 50);\n"
    "    atomicOr(&a[192 + threadIdx.x % 4], 1 << (blockIdx.x % 31));\n"
    "    atomicXor(&a[256 + threadIdx.x % 4], (int)(blockIdx.x * 2654435761u));\n"
    "    atomicAdd((unsigned long long *)&a[320 + 2 * threadIdx.x], 0xffffffffull + blockIdx.x);\n"
    "    (void)atomicMin(&a[448 + threadIdx.x % 16], -(int)(blockIdx.x * 53 % 97));\n"
    "    asm(\"red.global.add.u32 [%0], %1;\" :: \"l\"(&a[512 + threadIdx.x % 2]), \"r\"(blockIdx.x));\n"
    "}\n"
    "__global__ void own_counter(int *a, int n) {\n"
    "    /* each block counts into its own word, which it set first */\n"
    "    if (threadIdx.x == 0) a[blockIdx.x] = (int)blockIdx.x;\n"
    "    __syncthreads();\n"
    "    atomicAdd(&a[blockIdx.x], 1);\n"
    "}\n"
    "__global__ void own_granule(int *a, int n) {\n"
    "    /* each block counts into a word of a granule of its own, then scales it */\n"
    "    atomicAdd(&a[blockIdx.x * 64], 1);\n"
    "    __syncthreads();\n"
    "    if (threadIdx.x == 0) a[blockIdx.x * 64] *= 3;\n"
    "}\n"
    "__global__ void add_and_max(int *a, int n) {\n"
    "    /* additions and maxima of one word do not commute */\n"
    "    if (blockIdx.x & 1) atomicAdd(&a[0], 5); else atomicMax(&a[0], (int)blockIdx.x * 3);\n"
    "}\n"
    "__global__ void reads_sum(int *a, int n) {\n"
    "    /* each block reads the sum the others are still adding to */\n"
    "    atomicAdd(&a[0], 1);\n"
    "    __syncthreads();\n"
    "    if (threadIdx.x == 0) a[1 + blockIdx.x] = a[0];\n"
    "}\n"
    "__global__ void sets_sum(int *a, int n) {\n"
    "    /* block 3 sets the word the others add to */\n"
    "    if (blockIdx.x == 3) { if (threadIdx.x == 0) a[0] = 100; } else atomicAdd(&a[0], 1);\n"
    "}\n"
    "__global__ void float_sums(int *a, int n) {\n"
    "    /* float additions round in the order they come */\n"
    "    atomicAdd((float *)&a[0], 0.1f * (float)blockIdx.x);\n"
    "}\n"
    "__global__ void spin(int *a, int n) {\n"
    "    /* block 1 waits for block 0's flag: a conflict the pool must give up on */\n"
    "    if (threadIdx.x == 0) {\n"
    "        if (blockIdx.x == 0) atomicExch(&a[0], 1);\n"
    "        else while (atomicAdd(&a[0], 0) == 0) {}\n"
    "        a[blockIdx.x + 1] = blockIdx.x;\n"
    "    }\n"
    "}\n";

static void run(const char *kernel, unsigned threads, uint64_t steps, unsigned grid, unsigned block,
                run_result *r)
{
    pctx c;
    p_init(&c, threads, steps, src);
    int n = 4000;
    uint64_t d = p_alloc(&c, sizeof r->out);
    void *args[] = {&d, &n};
    cr_dim3 g = {grid, 1, 1}, b = {block, 1, 1};
    r->err = cr_launch(c.s, kernel, g, b, 0, args);
    cr_assert_eq(cr_memcpy_dtoh(c.s, r->out, d, sizeof r->out), CR_OK);
    cr_pool_counts(c.s, &r->parallel, &r->again);
    snprintf(r->text, sizeof r->text, "%s", c.text);
    cr_session_free(c.s);
}

/* The kernel's run with 2 and 4 threads equals its run with 1; returns the 2-thread run. */
static run_result *same_as_serial(const char *kernel, uint64_t steps, unsigned grid, unsigned block)
{
    run_result *one = calloc(1, sizeof *one), *two = calloc(1, sizeof *two), *four = calloc(1, sizeof *four);
    run(kernel, 1, steps, grid, block, one);
    run(kernel, 2, steps, grid, block, two);
    run(kernel, 4, steps, grid, block, four);
    cr_assert_eq(one->parallel + one->again, 0, "threads=1 is serial");
    for (run_result *r = two; r; r = r == two ? four : NULL) {
        cr_assert_eq(r->err, one->err, "%s: error %d, serial %d", kernel, r->err, one->err);
        cr_assert_str_eq(r->text, one->text, "%s: messages differ", kernel);
        for (int i = 0; i < 4096; i++)
            cr_assert_eq(r->out[i], one->out[i], "%s: a[%d] = %d, serial %d", kernel, i, r->out[i],
                         one->out[i]);
    }
    free(one);
    free(four);
    return two;
}

Test(pool, disjoint_blocks_run_on_the_pool)
{
    run_result *r = same_as_serial("disjoint", 0, 32, 128);
    cr_assert_eq(r->parallel, 1, "the launch ran on the pool");
    cr_assert_eq(r->again, 0);
    for (int i = 0; i < 4000; i++)  /* (the host's computation of the same) */
        cr_assert_eq(r->out[i], (i / 128 * 128 + 127 - i % 128) * 3);
    free(r);
}

Test(pool, atomic_tickets_fall_back_to_serial)
{
    run_result *r = same_as_serial("tickets", 0, 16, 64);
    cr_assert_eq(r->parallel, 0);
    cr_assert_eq(r->again, 1, "blocks met at the counter: run again serially");
    cr_assert_eq(r->out[0], 16 * 64);
    free(r);
}

/* The kernel's pool run equals the serial one and was run again serially once, ending with an
 * error (FAILS) or without one. */
static void reran_serially(const char *kernel, uint64_t steps, unsigned grid, unsigned block, bool fails)
{
    run_result *r = same_as_serial(kernel, steps, grid, block);
    cr_assert_eq(r->err != 0, fails, "%s: error %d", kernel, r->err);
    cr_assert_eq(r->again, 1, "%s", kernel);
    free(r);
}

/* Blocks that write their own words of shared granules (seed 004 §2.3: each block's result to
 * out[blockIdx.x]) run on the pool; the granule alone (256 bytes) made them meet before. */
Test(pool, own_words_of_shared_granules_run_on_the_pool)
{
    run_result *r = same_as_serial("per_block", 0, 48, 64);
    cr_assert_eq(r->parallel, 1, "per_block ran on the pool");
    cr_assert_eq(r->again, 0);
    for (int b = 0; b < 48; b++)    /* (zeros in, 0 + 1 + ... + 63 out) */
        cr_assert_eq(r->out[b], 2016 + b, "a[%d] = %d", b, r->out[b]);
    free(r);
    r = same_as_serial("interleaved", 0, 40, 96);
    cr_assert_eq(r->parallel, 1, "interleaved ran on the pool");
    cr_assert_eq(r->out[5 * 40 + 7], 7005);
    free(r);
}

/* Blocks that meet in a word (two write it, or one writes bytes of it another writes, or one
 * reads what another writes) run again serially. */
Test(pool, blocks_meeting_in_a_word_fall_back_to_serial)
{
    reran_serially("same_word", 0, 32, 32, false);
    reran_serially("bytes", 0, 4, 32, false);
    reran_serially("reads_neighbour", 0, 32, 32, false);
}

/* Blocks updating one word with atomics whose old value nobody uses, of one commutative kind
 * (seed 000 §5.4.5.1: atomicAdd, atomicSub, atomicMax, atomicMin, atomicOr, atomicXor; PTX
 * `red`), run on the pool: integer sums, bitwise operations and extrema come out the same in any
 * order of the blocks. */
Test(pool, commutative_updates_of_one_word_run_on_the_pool)
{
    run_result *r = same_as_serial("bins", 0, 40, 64);
    cr_assert_eq(r->parallel, 1, "bins ran on the pool");
    cr_assert_eq(r->again, 0);
    long sum = 0;
    for (int i = 0; i < 64; i++)
        sum += r->out[i];
    cr_assert_eq(sum, 40 * 64 * 8, "every count added: %ld", sum);
    cr_assert_eq(r->out[64], -(39 * 40 / 2), "a[64] = %d", r->out[64]);
    int mx = 0; /* (a[128] starts at 0) */
    for (int b = 0; b < 40; b++)
        mx = b * 37 % 101 - 50 > mx ? b * 37 % 101 - 50 : mx;
    cr_assert_eq(r->out[128], mx);
    free(r);
    r = same_as_serial("own_counter", 0, 48, 64);
    cr_assert_eq(r->parallel, 1, "own_counter ran on the pool");
    for (int b = 0; b < 48; b++)
        cr_assert_eq(r->out[b], b + 64);
    free(r);
    r = same_as_serial("own_granule", 0, 16, 32);
    cr_assert_eq(r->parallel, 1, "own_granule ran on the pool");
    for (int b = 0; b < 16; b++)
        cr_assert_eq(r->out[b * 64], 96);
    free(r);
}

/* Updates that do not commute with what other blocks do to the word run again serially: two
 * kinds of update, a read or a plain write of an updated word, float additions, and atomics whose
 * old value is used (atomic_tickets_fall_back_to_serial). */
Test(pool, other_accesses_of_updated_words_fall_back_to_serial)
{
    reran_serially("add_and_max", 0, 16, 32, false);
    reran_serially("reads_sum", 0, 16, 32, false);
    reran_serially("sets_sum", 0, 16, 32, false);
    reran_serially("float_sums", 0, 16, 32, false);
}

Test(pool, racing_blocks_fall_back_to_serial)
{
    reran_serially("chain", 0, 64, 32, false);
    reran_serially("late_conflict", 0, 40, 64, false);
}

Test(pool, fault_is_the_serial_one)
{
    reran_serially("faulty", 0, 16, 64, true);
}

Test(pool, budget_is_the_serial_one)
{
    /* a budget the launch runs out of, and one it fits in with less than a slice to spare */
    reran_serially("disjoint", 200, 32, 128, true);
}

Test(pool, printf_is_never_on_the_pool)
{
    run_result *r = same_as_serial("talks", 0, 8, 32);
    cr_assert_eq(r->parallel + r->again, 0);
    cr_assert(strstr(r->text, "block 7\n") != NULL, "%s", r->text);
    free(r);
}

Test(pool, waiting_blocks_fall_back_to_serial)
{
    run_result *r = same_as_serial("spin", 0, 4, 32);
    cr_assert_eq(r->err, 0);
    cr_assert_eq(r->again, 1);
    free(r);
}

/* Launches of one session on the pool, one after another: each finds the record of the last (kept
 * for speed) as if it were untouched, so blocks that write where another launch's other blocks
 * wrote still run on the pool, and a launch run again serially leaves the next one unharmed. */
static void run_three(unsigned threads, run_result *r)
{
    pctx c;
    p_init(&c, threads, 0, src);
    int n = 4000;
    uint64_t d = p_alloc(&c, sizeof r->out);
    void *args[] = {&d, &n};
    cr_dim3 g1 = {32, 1, 1}, b1 = {128, 1, 1}, g2 = {16, 1, 1}, b2 = {64, 1, 1}, g3 = {64, 1, 1};
    r->err = cr_launch(c.s, "disjoint", g1, b1, 0, args);
    r->err |= cr_launch(c.s, "tickets", g2, b2, 0, args);
    r->err |= cr_launch(c.s, "disjoint", g3, b2, 0, args);
    cr_assert_eq(cr_memcpy_dtoh(c.s, r->out, d, sizeof r->out), CR_OK);
    cr_pool_counts(c.s, &r->parallel, &r->again);
    cr_session_free(c.s);
}

Test(pool, successive_launches_start_afresh)
{
    run_result *one = calloc(1, sizeof *one), *two = calloc(1, sizeof *two);
    run_three(1, one);
    run_three(2, two);
    cr_assert_eq(two->err, 0);
    cr_assert_eq(two->parallel, 2, "the two disjoint launches ran on the pool");
    cr_assert_eq(two->again, 1);
    for (int i = 0; i < 4096; i++)
        cr_assert_eq(two->out[i], one->out[i], "a[%d] = %d, serial %d", i, two->out[i], one->out[i]);
    free(one);
    free(two);
}

/* The session's array at D: kept in ONE where SERIAL (the serial run's), else compared with it. */
static void same_array(pctx *c, uint64_t d, bool serial, run_result *one)
{
    int out[4096];
    cr_assert_eq(cr_memcpy_dtoh(c->s, out, d, sizeof out), CR_OK);
    if (serial)
        memcpy(one->out, out, sizeof out);
    else
        for (int i = 0; i < 4096; i++)
            cr_assert_eq(out[i], one->out[i], "a[%d] = %d, serial %d", i, out[i], one->out[i]);
}

/* A kernel whose launch left the pool for the serial run because its blocks met starts its later
 * launches serially (they would meet again, and the work done on the pool before would be lost
 * each time), and where notes are on the note says so; another kernel of the session still runs
 * on the pool. */
Test(pool, a_kernel_whose_blocks_met_starts_its_later_launches_serially)
{
    run_result *one = calloc(1, sizeof *one);
    pctx c;
    for (unsigned threads = 1; threads <= 2; threads++) {
        p_init(&c, threads, 0, src);
        cr_session_options(c.s)->notes = 1;
        int n = 4000;
        uint64_t d = p_alloc(&c, sizeof one->out);
        void *args[] = {&d, &n};
        cr_dim3 g = {16, 1, 1}, b = {64, 1, 1};
        uint64_t par, again;
        cr_assert_eq(cr_launch(c.s, "tickets", g, b, 0, args), 0);
        cr_pool_counts(c.s, &par, &again);
        if (threads == 2) {
            cr_assert_eq(again, 1, "the first launch met at the counter: run again serially");
            cr_assert(strstr(c.text, "ran its blocks one after another, not on 2 threads: a block") != NULL,
                      "%s", c.text);
            c.len = 0;
            c.text[0] = 0;
        }
        cr_assert_eq(cr_launch(c.s, "tickets", g, b, 0, args), 0);
        int counter;
        cr_assert_eq(cr_memcpy_dtoh(c.s, &counter, d, sizeof counter), CR_OK);
        cr_assert_eq(counter, 2 * 16 * 64, "two launches' tickets");
        cr_pool_counts(c.s, &par, &again);
        if (threads == 2) {
            cr_assert_eq(again, 1, "the second launch did not try the pool");
            cr_assert_eq(par, 0);
            cr_assert(strstr(c.text, "not on 2 threads: an earlier launch of it ran them so because a block") != NULL,
                      "%s", c.text);
        }
        cr_assert_eq(cr_launch(c.s, "disjoint", g, b, 0, args), 0);
        cr_pool_counts(c.s, &par, &again);
        cr_assert_eq(par, threads == 2, "another kernel still runs on the pool");
        same_array(&c, d, threads == 1, one);
        cr_session_free(c.s);
    }
    free(one);
}

/* A launch that left the pool for a reason of its moment (here: it came within a slice of its step
 * budget, which the serial run fits in) leaves its kernel free to run on the pool next time. */
static int disjoint_with_budget(unsigned threads, uint64_t budget, pctx *c, bool keep)
{
    p_init(c, threads, budget, src);
    int n = 4000;
    uint64_t d = p_alloc(c, 4096 * sizeof(int));
    void *args[] = {&d, &n};
    cr_dim3 g = {32, 1, 1}, b = {128, 1, 1};
    int e = cr_launch(c->s, "disjoint", g, b, 0, args);
    if (keep && !e) {
        cr_session_options(c->s)->step_budget = 1ull << 32;
        e = cr_launch(c->s, "disjoint", g, b, 0, args);
    }
    if (!keep)
        cr_session_free(c->s);
    return e;
}

Test(pool, a_launch_near_its_budget_leaves_its_kernel_on_the_pool)
{
    pctx c;
    /* the least budget the serial run fits in */
    uint64_t lo = 1, hi = 1u << 20;
    while (lo < hi) {
        uint64_t mid = (lo + hi) / 2;
        if (disjoint_with_budget(1, mid, &c, false) == 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    cr_assert_lt(lo, 1u << 20);
    cr_assert_eq(disjoint_with_budget(2, lo, &c, true), 0, "%s", c.text);
    uint64_t par, again;
    cr_pool_counts(c.s, &par, &again);
    cr_assert_eq(again, 1, "near its budget, the first launch ran again serially");
    cr_assert_eq(par, 1, "the next launch ran on the pool");
    cr_session_free(c.s);
}

/* The default (threads 0) is the pool on every core the process may use; on one core, serial.
 * Either way the result is the serial one. */
Test(pool, the_default_is_every_usable_core)
{
    cr_options o;
    cr_options_default(&o);
    cr_assert_eq(o.threads, 0);
    setenv("CUDAREPL_THREADS", "1", 1); /* (a JupyterHub spawner's environment) */
    cr_options_default(&o);
    cr_assert_eq(o.threads, 1);
    setenv("CUDAREPL_THREADS", "all", 1);
    cr_options_default(&o);
    cr_assert_eq(o.threads, 0);
    unsetenv("CUDAREPL_THREADS");
    cr_assert_geq(cr_usable_cpus(), 1);
    run_result *one = calloc(1, sizeof *one), *all = calloc(1, sizeof *all);
    run("disjoint", 1, 0, 32, 128, one);
    run("disjoint", 0, 0, 32, 128, all);
    cr_assert_eq(all->parallel, cr_usable_cpus() > 1, "on the pool where there are cores for it");
    cr_assert_eq(all->err, one->err);
    for (int i = 0; i < 4096; i++)
        cr_assert_eq(all->out[i], one->out[i], "a[%d] = %d, serial %d", i, all->out[i], one->out[i]);
    free(one);
    free(all);
}

/* Where the threads are the session's choice (the default), a kernel's first launch runs on the
 * pool and its next long one serially, to see which runs its warp instructions faster on this
 * machine now (exec.c, pool_pick); either way the result is the serial one. */
Test(pool, the_default_measures_a_kernel_both_ways)
{
    if (cr_usable_cpus() < 2)
        return; /* (one core: every launch is serial) */
    run_result *one = calloc(1, sizeof *one);
    pctx c;
    for (unsigned threads = 1; threads != 2; threads = threads ? 0 : 2) {
        p_init(&c, threads, 0, src);
        int n = 4000;
        uint64_t d = p_alloc(&c, sizeof one->out);
        void *args[] = {&d, &n};
        cr_dim3 g = {32, 1, 1}, b = {128, 1, 1};
        uint64_t par, again;
        cr_assert_eq(cr_launch(c.s, "busy", g, b, 0, args), 0);
        cr_pool_counts(c.s, &par, &again);
        cr_assert_eq(par, threads == 0, "the first launch on the pool");
        cr_assert_eq(cr_launch(c.s, "busy", g, b, 0, args), 0);
        cr_pool_counts(c.s, &par, &again);
        cr_assert_eq(par, threads == 0, "the second serially (measured)");
        cr_assert_eq(again, 0);
        same_array(&c, d, threads == 1, one);
        cr_session_free(c.s);
    }
    free(one);
}
