/* bench_clock.h — the clock every benchmark reads: now() in seconds on clock_id, which is the
 * monotonic wall clock unless the benchmark picks a CPU-time clock (SIX_CLOCK=cpu in
 * bench_native.h, the sanitizer benchmark's cpu mode). Each benchmark is one program; this
 * header is included once by each. */
#ifndef CR_BENCH_CLOCK_H
#define CR_BENCH_CLOCK_H

#include <time.h>

static clockid_t clock_id = CLOCK_MONOTONIC;

static inline double now(void)
{
    struct timespec t;
    clock_gettime(clock_id, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

#endif
