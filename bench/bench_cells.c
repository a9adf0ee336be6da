/* bench_cells.c — a REPL cell's round trip after the first (parse, compile, launch of a small
 * kernel, print; issue 19 asks for under 30 ms, issue 14 for that in a session that includes
 * <iostream> and <vector>), with the preprocessor's image of the session's prelude
 * (interp/front/pp.c) against the same cells with it off (CUDAREPL_PP_CACHE=0), in the same
 * process: sessions of each kind alternate, each times its cells in CPU time (the machine is
 * shared), and the fastest session of each kind is kept. Lines: ms of CPU a cell, and the
 * ratio to the cache-off baseline.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cudarepl.h"

static void quiet(void *ctx, const cr_event *ev)
{
    (void)ev;
    (void)ctx;
}

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* CPU seconds a cell of CELLS takes (N of them, after FIRST, which is not timed), in a session
 * made with the cache ON or off. */
static double session(bool on, const char *first, const char *const *cells, size_t n)
{
    setenv("CUDAREPL_PP_CACHE", on ? "1" : "0", 1);
    cr_options o;
    cr_options_default(&o);
    cr_session *s = cr_session_new(&o, quiet, NULL);
    if (cr_eval_cell(s, first) != CR_OK)
        fprintf(stderr, "the first cell failed\n");
    double t0 = cpu_now();
    for (size_t i = 0; i < n; i++)
        if (cr_eval_cell(s, cells[i]) != CR_OK)
            fprintf(stderr, "cell %zu failed\n", i);
    double t = (cpu_now() - t0) / (double)n;
    cr_session_free(s);
    return t;
}

static void compare(const char *what, const char *first, const char *const *cells, size_t n, int reps)
{
    double on = 1e30, off = 1e30;
    for (int r = 0; r < reps; r++) {
        double a = session(false, first, cells, n), b = session(true, first, cells, n);
        off = a < off ? a : off;
        on = b < on ? b : on;
    }
    printf("%-44s cache off %6.2f ms   on %6.2f ms   (on / off: %.2fx)\n", what, off * 1e3,
           on * 1e3, on / off);
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    if (reps < 1)
        reps = 1;
    static const char *const cells[] = {
        "__global__ void cellk(int *p, int k) { p[threadIdx.x] = threadIdx.x * k; }",
        "cellk<<<1, 32>>>(q, 3); cudaDeviceSynchronize();",
        "q[31]",
        "int total = 0;",
        "for (int i = 0; i < 32; i++) total += q[i];",
        "char buf[32]; snprintf(buf, sizeof buf, \"%d\", total);",
        "cellk<<<1, 32>>>(q, 2); cudaDeviceSynchronize(); q[5] + q[6]",
        "assert(q[1] == 2); q[1] * 2.5",
    };
    static const char *const lib_cells[] = {
        "std::vector<int> hv(32);",
        "cellk<<<1, 32>>>(q, 4); cudaDeviceSynchronize();",
        "cudaMemcpy(hv.data(), q, 32 * sizeof(int), cudaMemcpyDefault);",
        "std::cout << \"\";", /* (the stream, printing nothing) */
        "hv.size()",
        "hv[31] + q[0]",
        "int acc = 0; for (int x : hv) acc += x;",
        "acc",
    };
    const char *plain = "int *q; cudaMallocManaged(&q, 32 * sizeof(int));\n"
                        "__global__ void cellk(int *p, int k) { p[threadIdx.x] = threadIdx.x * k; }";
    const char *lib = "#include <iostream>\n#include <vector>\n"
                      "__global__ void cellk(int *p, int k) { p[threadIdx.x] = threadIdx.x * k; }\n"
                      "int *q; cudaMallocManaged(&q, 32 * sizeof(int));";
    compare("cells after a first (cuda_runtime.h, libc):", plain, cells, sizeof cells / sizeof cells[0], reps);
    compare("cells after <iostream> <vector>:", lib, lib_cells, sizeof lib_cells / sizeof lib_cells[0], reps);
    return 0;
}
