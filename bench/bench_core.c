/* bench_core.c — the device core against native C, in one process (the machine is noisy, so
 * only ratios measured side by side mean anything).
 *
 * vecAdd: 2^24 floats, 256 threads per block. Reduction: 2^24 floats, blocks of 256 threads
 * summing through shared memory with __syncthreads, one partial sum per block. Each is run on
 * the interpreter and as a plain C loop compiled with -O2; the ratio is printed.
 *
 * The reduction runs a third time warp by warp (a scheduler seed turns the lockstep executor
 * off), for what lockstep gains.
 *
 * (What the sanitizer's race check costs on the reduction and on a tiled SGEMM: bench_sanitize.c.)
 *
 * `bench_core REPS trace` runs the kernels with tracing on (cr_trace_set "on"), for the cost of
 * recording; without it tracing is off, which must cost (near) nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cudarepl.h"
#include "bench/bench_clock.h"
#include "bench/bench_kernels.h"

static const char *src =
    BENCH_VECADD BENCH_REDUCE;

__attribute__((noinline)) static void native_vecadd(const float *a, const float *b, float *c, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] + b[i];
}

__attribute__((noinline)) static void native_reduce(const float *in, float *out, int n)
{
    /* the same tree per block of 256, as the kernel computes it */
    float s[256];
    for (int b = 0; b < n / 256; b++) {
        memcpy(s, in + b * 256, sizeof s);
        for (int stride = 128; stride > 0; stride >>= 1)
            for (int t = 0; t < stride; t++)
                s[t] += s[t + stride];
        out[b] = s[0];
    }
}

static double best_of(int reps, double (*f)(void *), void *ctx)
{
    double best = 1e30;
    for (int i = 0; i < reps; i++) {
        double t = f(ctx);
        if (t < best)
            best = t;
    }
    return best;
}

typedef struct {
    cr_session *s;
    const char *kernel;
    void **args;
    unsigned blocks;
    float *a, *b, *c;
    int n;
} job;

static double run_kernel(void *p)
{
    job *j = p;
    cr_dim3 g = {j->blocks, 1, 1}, bl = {256, 1, 1};
    double t0 = now();
    int e = cr_launch(j->s, j->kernel, g, bl, 0, j->args);
    double t1 = now();
    if (e)
        fprintf(stderr, "launch failed: %s\n", cr_error_name(e));
    return t1 - t0;
}

static double run_native_vecadd(void *p)
{
    job *j = p;
    double t0 = now();
    native_vecadd(j->a, j->b, j->c, j->n);
    return now() - t0;
}

static double run_native_reduce(void *p)
{
    job *j = p;
    double t0 = now();
    native_reduce(j->a, j->c, j->n);
    return now() - t0;
}

int main(int argc, char **argv)
{
    int n = 1 << 24, reps = argc > 1 ? atoi(argv[1]) : 3;
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    if (argc > 2 && !strcmp(argv[2], "trace") && cr_trace_set(s, "on") != CR_OK)
        return 1;
    if (cr_compile_device(s, "bench.cu", src) != CR_OK) {
        fprintf(stderr, "compile failed\n");
        return 1;
    }
    size_t bytes = (size_t)n * sizeof(float);
    float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
    for (int i = 0; i < n; i++) {
        a[i] = (float)(i % 1000);
        b[i] = (float)(i % 7);
    }
    uint64_t da, db, dc;
    if (cr_device_alloc(s, &da, bytes) || cr_device_alloc(s, &db, bytes) || cr_device_alloc(s, &dc, bytes) ||
        cr_memcpy_htod(s, da, a, bytes) || cr_memcpy_htod(s, db, b, bytes))
        return 1;
    void *vargs[] = {&da, &db, &dc, &n};
    job vj = {s, "vecadd", vargs, (unsigned)(n / 256), a, b, c, n};
    double ti = best_of(reps, run_kernel, &vj), tn = best_of(reps, run_native_vecadd, &vj);
    printf("vecadd    2^24 floats: interpreter %8.1f ms  native -O2 %6.2f ms  ratio %6.1fx\n", ti * 1e3,
           tn * 1e3, ti / tn);
    void *rargs[] = {&da, &dc, &n};
    job rj = {s, "reduce", rargs, (unsigned)(n / 256), a, b, c, n};
    ti = best_of(reps, run_kernel, &rj);
    tn = best_of(reps, run_native_reduce, &rj);
    printf("reduction 2^24 floats: interpreter %8.1f ms  native -O2 %6.2f ms  ratio %6.1fx\n", ti * 1e3,
           tn * 1e3, ti / tn);
    /* the same launch warp by warp (a scheduler seed turns lockstep off: exec_gang.h) */
    cr_session_options(s)->sched_seed = 1;
    double tw = best_of(reps, run_kernel, &rj);
    cr_session_options(s)->sched_seed = 0;
    printf("reduction warp by warp (seed 1): %8.1f ms  lockstep is %.1fx faster\n", tw * 1e3, tw / ti);
    free(a);
    free(b);
    free(c);
    cr_session_free(s);
    return 0;
}
