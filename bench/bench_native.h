/* bench_native.h — what the benchmarks that compare a kernel with native C share: the clocks
 * (SIX_CLOCK=cpu picks the thread's CPU time), the median (or, SIX_STAT=min, the minimum) of
 * repeated runs, and the native
 * form of the __shfl_down_sync block reduction (bench_six's shfl, bench_calls's cgreduce).
 * Each benchmark is one program; this header is included once by each. */
#ifndef CR_BENCH_NATIVE_H
#define CR_BENCH_NATIVE_H

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench/bench_clock.h" /* now(): the clock both sides are measured with (bench_clock_from_env sets it) */

static int stat_min;    /* SIX_STAT=min: summaries are minima (bench_clock_from_env) */

/* Wall time: a thread pool's speed-up is in it (a thread's CPU time would not see the other
 * thread). */
static inline double wall(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* SIX_CLOCK=cpu: both sides in the thread's CPU time, so time spent waiting for a core on a
 * machine shared with other work counts on neither side. */
static inline void bench_clock_from_env(void)
{
    const char *ck = getenv("SIX_CLOCK");
    if (ck && !strcmp(ck, "cpu"))
        clock_id = CLOCK_THREAD_CPUTIME_ID;
    const char *st = getenv("SIX_STAT");
    stat_min = st && !strcmp(st, "min");
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

/* The median of T[0..N) (T is sorted in place). */
static inline double median(double *t, int n)
{
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
}

/* What a kernel's runs T[0..N) are summed up as: their median, or with SIX_STAT=min their
 * minimum, the run that other work on a shared machine disturbed least (T is sorted). */
static inline double summary(double *t, int n)
{
    double m = median(t, n);
    return stat_min ? t[0] : m;
}

/* the __shfl_down_sync tree over 32 values, for lane 0's result: lane l adds lane l + off's
 * value (ascending, so that value is still the one from before this step); the lanes past the
 * warp, which add their own value, never reach lane 0 */
static inline float warp_tree(float *v)
{
    for (int off = 16; off > 0; off >>= 1)
        for (int l = 0; l < off; l++)
            v[l] += v[l + off];
    return v[0];
}

/* A block of 256 reduced as the kernels do: a shuffle tree per warp, the 8 warp sums (the
 * rest of the first warp zero) through a second tree. */
__attribute__((noinline, unused)) static void native_shfl(const float *in, float *out, int n)
{
    for (int b = 0; b < n / 256; b++) {
        float ws[32] = {0}, v[32];
        for (int w = 0; w < 8; w++) {
            memcpy(v, in + (size_t)b * 256 + w * 32, sizeof v);
            ws[w] = warp_tree(v);
        }
        out[b] = warp_tree(ws);
    }
}

#endif
