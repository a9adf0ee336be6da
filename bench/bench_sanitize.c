/* bench_sanitize.c — what the race check costs: the shared-memory reduction (2^20 floats, blocks
 * of 256) and the tiled SGEMM (256x256 matrices, 16x16 tiles through shared memory) of
 * bench_core.c, each launched with --sanitize=race and without it in the same process, the
 * runs of the two alternating so that a noisy machine weighs on both alike. Prints the ratio
 * sanitized / plain of the fastest run of each (issue: within 4x).
 *
 * `bench_sanitize [REPS] [cpu]`: REPS runs of each side (5 by default); `cpu` times them in the
 * process's CPU time rather than wall time (a machine shared with other work).
 * `bench_sanitize REPS cpu only K` runs kernel K (0 reduction, 1 SGEMM) sanitized alone, for
 * a profiler.
 *
 * Measured (2-core machine, load 10-11, `bench_sanitize 7 cpu`, four processes of each version
 * alternating): a granule's record in 32 bytes with the write out of line (it was 64), and the
 * AND and OR bounds of a warp's addresses in SSE2: the reduction 5.1-6.2x -> 4.9-5.2x (64.5 ->
 * 58.5 ms sanitized at the fastest runs), the SGEMM 7.0-7.8x -> 6.4-7.4x (180 -> 161 ms).
 * Then (load 7-8.5, the same way): a warp's read of shared memory in one AVX2 pass over its
 * lanes, a warp's access of global memory straight to its records (prefetched), a sanitized
 * LDS32's addresses from the AVX2 offsets: the SGEMM 6.3-6.5x -> 5.6-5.9x (162.7 -> 143.5 ms),
 * the reduction 4.9-5.0x -> 4.6-5.0x (57.6 -> 58.1 ms: no change beyond the noise); at load
 * 2-4.5 the SGEMM 6.1-6.6x -> 5.3-5.9x (154.3 -> 137.7 ms), the reduction 4.7-5.1x -> 4.5-5.0x.
 * Then (2026-12-07, `bench_sanitize 5 cpu`, load 2-9): a sanitized LDS32's 32-bit offsets
 * straight to the race check (the quiet look and the granules from them in one AVX2 pass) and
 * the plain run's gather: the SGEMM 6.5-6.6x -> 5.4x (113 -> 90 ms), the reduction 5.2-5.3x ->
 * 5.0-5.3x (no change beyond the noise).
 * Then (2026-12-07, `bench_sanitize 5 cpu`, load 13-14, four processes of each version
 * alternating): a warp's store and read of consecutive `__shared__` elements and its read of one
 * page of global memory in loops of their own (whole records where the lanes' state decides
 * them), the first read of a granule by two lanes in one step, a tile read's granules that are
 * not quiet a granule at a time: the reduction 5.1-5.5x -> 3.9-4.3x (46.7-50.5 -> 35.8-37.8 ms
 * sanitized), the SGEMM 5.6-6.0x -> 4.2-4.5x (99.1-102.6 -> 75.4-77.9 ms); again at load 4-8:
 * the reduction 5.4-5.9x -> 3.9-4.4x, the SGEMM 5.4-5.8x -> 3.8-4.7x.
 * Then (2026-12-07, `bench_sanitize 7 cpu`, load 1.3-2.4, three processes of each version
 * alternating): a sanitized STS32 tells the race check its lanes' 32-bit offsets
 * (dm_san_shared_store32), as LDS32 does, rather than 64-bit addresses through the general
 * access: the reduction's fastest sanitized run 31.6-33.7 -> 30.1-31.4 ms (3.7-3.9x -> 3.6-3.7x),
 * the SGEMM's 64.6-69.9 -> 63.6-66.4 ms (4.0-4.2x -> 3.9-4.0x).
 * The first run of each kernel (printed apart) is the one a notebook's `%%sanitize` cell pays:
 * the shadow of the global memory it touches is fresh. Fresh shadow pages from 2 MiB chunks
 * mapped anonymous with transparent huge pages, not malloc + memset (2026-12-07, `bench_sanitize
 * 1`, four processes of each, load 1.4): the reduction's first run 16-22x -> 4-8x the plain one
 * (202-341 -> 37-121 ms); 4 KiB pages without the memset were 14-16x.
 * docs/sanitizer.md ("Cost") says what the rest of the time goes to.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cudarepl.h"
#include "bench/bench_clock.h"
#include "bench/bench_kernels.h"


static const char *src =
    BENCH_REDUCE BENCH_SGEMM;

typedef struct {
    const char *what, *kernel;
    cr_dim3 grid;
    void **args;
} job;

static double run(cr_session *s, const job *j, int sanitize)
{
    cr_dim3 bl = {256, 1, 1};
    cr_session_options(s)->sanitize = sanitize;
    double t0 = now();
    int e = cr_launch(s, j->kernel, j->grid, bl, 0, j->args);
    double t1 = now();
    cr_session_options(s)->sanitize = 0;
    if (e)
        fprintf(stderr, "launch failed: %s\n", cr_error_name(e));
    return t1 - t0;
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 5, only = -1;
    if (reps < 1)
        reps = 1;
    if (argc > 2 && !strcmp(argv[2], "cpu"))
        clock_id = CLOCK_PROCESS_CPUTIME_ID;
    if (argc > 4 && !strcmp(argv[3], "only"))
        only = atoi(argv[4]);
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    if (cr_compile_device(s, "bench.cu", src) != CR_OK) {
        fprintf(stderr, "compile failed\n");
        return 1;
    }
    int rn = 1 << 20, mn = 256;
    size_t bytes = (size_t)rn * sizeof(float);
    float *h = malloc(bytes);
    for (int i = 0; i < rn; i++)
        h[i] = (float)(i % 1000);
    uint64_t da, db, dc;
    if (cr_device_alloc(s, &da, bytes) || cr_device_alloc(s, &db, bytes) || cr_device_alloc(s, &dc, bytes) ||
        cr_memcpy_htod(s, da, h, bytes) || cr_memcpy_htod(s, db, h, bytes))
        return 1;
    void *rargs[] = {&da, &dc, &rn};
    void *margs[] = {&da, &db, &dc, &mn};
    job jobs[2] = {{"reduction 2^20 floats", "reduce", {(unsigned)(rn / 256), 1, 1}, rargs},
                   {"sgemm 256x256, 16x16 tiles", "sgemm", {(unsigned)(mn / 16), (unsigned)(mn / 16), 1}, margs}};
    for (int k = 0; k < 2; k++) {
        if (only >= 0) {
            if (k == only)
                for (int i = 0; i < reps; i++)
                    run(s, &jobs[k], 1);
            continue;
        }
        double plain = 1e30, san = 1e30, first = 0;
        for (int i = 0; i < reps; i++) {
            double t = run(s, &jobs[k], 0);
            plain = t < plain ? t : plain;
            t = run(s, &jobs[k], 1); /* 1: the race check alone */
            san = t < san ? t : san;
            if (i == 0)
                first = t;
        }
        printf("%-28s plain %7.1f ms  --sanitize=race %7.1f ms  ratio %5.1fx  (first run %7.1f ms, %5.1fx)\n",
               jobs[k].what, plain * 1e3, san * 1e3, san / plain, first * 1e3, first / plain);
    }
    free(h);
    cr_session_free(s);
    return 0;
}
