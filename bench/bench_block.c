/* bench_block.c — what the executor's pieces cost, against an empty kernel run in the same
 * process: per block (an empty kernel), per warp instruction (a loop of arithmetic) and per
 * __syncthreads (a loop of barriers), for blocks of 32, 256 and 1024 threads over the same
 * number of threads (2^24). Each line prints times and the ratios to the empty kernel, and the
 * cost of one loop iteration per warp (the empty kernel subtracted): about four warp
 * instructions, with or without a __syncthreads among them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cudarepl.h"
#include "bench/bench_clock.h"

static const char *src =
    "__global__ void empty(float *out) { }\n"
    "__global__ void bars(float *out) { for (int k = 0; k < 9; k++) __syncthreads(); }\n"
    "__global__ void alu(float *out) {\n"
    "    int x = threadIdx.x;\n"
    "    for (int k = 0; k < 9; k++) x = x * 3 + 1;\n"
    "    if (x == 7) out[0] = x;\n"
    "}\n";

static double best(cr_session *s, const char *k, unsigned blocks, unsigned threads, void **args)
{
    double b = 1e30;
    for (int r = 0; r < 3; r++) {
        cr_dim3 g = {blocks, 1, 1}, bl = {threads, 1, 1};
        double t0 = now();
        if (cr_launch(s, k, g, bl, 0, args))
            fprintf(stderr, "%s: launch failed\n", k);
        double t = now() - t0;
        b = t < b ? t : b;
    }
    return b;
}

int main(void)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    if (cr_compile_device(s, "bench_block.cu", src) != CR_OK)
        return 1;
    uint64_t d;
    if (cr_device_alloc(s, &d, 64))
        return 1;
    void *args[] = {&d};
    static const unsigned shapes[] = {32, 256, 1024};
    for (int i = 0; i < 3; i++) {
        unsigned threads = shapes[i], blocks = (1u << 24) / threads;
        double e = best(s, "empty", blocks, threads, args);
        double a = best(s, "alu", blocks, threads, args);
        double b = best(s, "bars", blocks, threads, args);
        double warps = (double)(1u << 24) / 32;
        printf("%5u threads/block: empty %5.1f ms (%.2f us/block); alu %5.1f ms (%.1fx), %.1f ns per "
               "warp and iteration; barriers %5.1f ms (%.1fx), %.1f ns per warp and iteration\n",
               threads, e * 1e3, e / blocks * 1e6, a * 1e3, a / e, (a - e) / (warps * 9) * 1e9, b * 1e3,
               b / e, (b - e) / (warps * 9) * 1e9);
    }
    cr_session_free(s);
    return 0;
}
