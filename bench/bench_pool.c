/* bench_pool.c — what the pool of threads costs and gives on launches of every size: one kernel
 * (each thread reads, changes and writes its own float) over grids from 1 block to 4096, run
 * serially (threads=1), on the pool (threads=N, each N asked for) and as the default (threads=0:
 * every usable core, each kernel measured both ways and then run the faster way, exec.c
 * pool_pick), the runs alternating in one process; prints the fastest run of each and serial /
 * it (above 1: faster than serial).
 *
 * `bench_pool [REPS] [N...]`: REPS runs of each (30 by default), N the thread counts (2 by
 * default).
 *
 * Measured (2026-12-07, this project's 2-core virtual machine, quiet, `bench_pool 20 2`): the
 * pool's threads started for every launch made a launch of 2 to 16 blocks take 45-60 us more
 * than serially (2.7-10 us); parked between launches and told only once the caller's thread has
 * run a launch for PAR_WAKE_NS (exec.c), their contexts made then, 1-3 us more: the rest is the
 * pool's bookkeeping on one thread (claims and undo copies of each granule written), which
 * makes a launch of 64 blocks 1.6x its serial time here. The default column follows the
 * serial one within 1-5% from 16 blocks up (each kernel measured both ways, then run the faster
 * way); with the second core free, 2 threads pass serial from about 1024 blocks (1.01-1.08x),
 * with it busy they stay below (0.79-0.83x). On a 16-core Xeon (`bench_pool 20 2 4 8 16`):
 * 4096 blocks 1.38x, 2.40x, 4.75x, 8.05x, the default 8.52x (the threads started for every
 * launch: 0.95x, 1.62x, 2.29x, 3.33x); 2 to 64 blocks, the default 0.94-1.12x (before, with 16
 * threads, 0.05-0.23x). The loop of 200 launches there: the default 1.02-1.14x the time of 16
 * threads (it looks at the serial way every 8R-th launch; every 8th, it was 1.41-1.68x).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cudarepl.h"
#include "bench/bench_clock.h"

static const char *src = "__global__ void rmw(float *o, int n) {\n"
                         "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                         "    if (i < n) o[i] = o[i] * 2.0f + 1.0f;\n"
                         "}\n";

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 30;
    reps = reps < 1 ? 1 : reps;
    unsigned nts[16], nnt = 0;
    for (int i = 2; i < argc && nnt < 16; i++)
        nts[nnt++] = (unsigned)atoi(argv[i]);
    if (!nnt)
        nts[nnt++] = 2;
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    if (cr_compile_device(s, "bench.cu", src) != CR_OK) {
        fprintf(stderr, "compile failed\n");
        return 1;
    }
    uint64_t d;
    if (cr_device_alloc(s, &d, (size_t)4096 * 256 * sizeof(float)) ||
        cr_memset(s, d, 0, (size_t)4096 * 256 * sizeof(float)))
        return 1;
    if (nnt > 15)
        nnt = 15;
    static const unsigned grids[] = {1, 2, 4, 16, 64, 256, 1024, 4096}, blocks[] = {64, 64, 128, 128, 256, 256, 256, 256};
    printf("%-16s %12s", "grid x block", "serial us");
    for (unsigned t = 0; t < nnt; t++)
        printf("   %3u thr us  ratio", nts[t]);
    printf("   default us  ratio\n");
    nts[nnt++] = 0; /* (the default, last) */
    for (size_t g = 0; g < sizeof grids / sizeof *grids; g++) {
        int n = (int)(grids[g] * blocks[g]);
        void *args[] = {&d, &n};
        cr_dim3 G = {grids[g], 1, 1}, B = {blocks[g], 1, 1};
        double best[17];
        for (unsigned t = 0; t <= nnt; t++)
            best[t] = 1e30;
        for (int r = 0; r < reps; r++)
            for (unsigned t = 0; t <= nnt; t++) {
                cr_session_options(s)->threads = t ? nts[t - 1] : 1;
                double t0 = now();
                if (cr_launch(s, "rmw", G, B, 0, args)) {
                    fprintf(stderr, "launch failed\n");
                    return 1;
                }
                double dt = now() - t0;
                best[t] = dt < best[t] ? dt : best[t];
            }
        char what[32];
        snprintf(what, sizeof what, "%u x %u", grids[g], blocks[g]);
        printf("%-16s %12.1f", what, best[0] * 1e6);
        for (unsigned t = 1; t <= nnt; t++)
            printf("   %10.1f %5.2fx", best[t] * 1e6, best[0] / best[t]);
        printf("\n");
        fflush(stdout);
    }
    /* a loop of launches, as an iterative program makes them: the total of 200 launches of 1024
     * blocks, the default (which looks at the other way now and then) against the most threads
     * asked for, and serial */
    {
        int n = 1024 * 256;
        void *args[] = {&d, &n};
        cr_dim3 G = {1024, 1, 1}, B = {256, 1, 1};
        unsigned most = 1;
        for (unsigned t = 0; t + 1 < nnt; t++)
            most = nts[t] > most ? nts[t] : most;
        unsigned ways[3] = {1, most, 0};
        double total[3] = {0, 0, 0};
        for (int w = 0; w < 3; w++) {
            cr_session_options(s)->threads = ways[w];
            for (int r = 0; r < 200; r++) {
                double t0 = now();
                if (cr_launch(s, "rmw", G, B, 0, args))
                    return 1;
                total[w] += now() - t0;
            }
        }
        printf("200 launches of 1024 x 256: serial %.1f ms, %u threads %.1f ms (%.2fx), default %.1f ms (%.2fx)\n",
               total[0] * 1e3, most, total[1] * 1e3, total[0] / total[1], total[2] * 1e3, total[0] / total[2]);
    }
    cr_session_free(s);
    return 0;
}
