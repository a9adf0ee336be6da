/* bench_front.c — what the front end costs on C++ (cr_compile_device: preprocess, parse, analyse,
 * generate bytecode), against the same front end on C of the same length in the same process.
 *
 * The C++ unit (about 3,000 lines) has what templated CUDA code has: class templates with
 * constructors, operators and member functions, function templates deduced at their calls,
 * overloads, lambdas, and kernels instantiating them; the C unit has as many lines of plain
 * __device__ functions and kernels. A REPL cell's round trip (a small kernel cell, then a host
 * statement launching it) is timed too, in a session that has compiled the C++ unit, against
 * the same cells in a fresh one; so are a first cell that includes <algorithm> and <numeric>
 * (parsed per session) against one that includes <iostream> and <vector> only, and cells that
 * call algorithms. Lines: best-of-5 times and the ratio.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cudarepl.h"
#include "bench/bench_clock.h"

static void quiet(void *ctx, const cr_event *ev)
{
    (void)ev;
    (void)ctx;
}

typedef struct {
    char *p;
    size_t len, cap;
    int lines;
} text;

static void put(text *t, const char *fmt, int i)
{
    char line[512];
    int n = snprintf(line, sizeof line, fmt, i, i, i, i, i, i, i, i);
    if (t->len + (size_t)n + 1 > t->cap) {
        t->cap = (t->cap + (size_t)n + 1) * 2;
        t->p = realloc(t->p, t->cap);
    }
    memcpy(t->p + t->len, line, (size_t)n + 1);
    t->len += (size_t)n;
    for (int k = 0; k < n; k++)
        t->lines += line[k] == '\n';
}

/* 30 lines per group */
static void cxx_group(text *t, int i)
{
    put(t, "template <typename T, int N> struct Vec%d {\n", i);
    put(t, "    T v[N];\n", i);
    put(t, "    __device__ Vec%d() { for (int k = 0; k < N; k++) v[k] = T(0); }\n", i);
    put(t, "    __device__ Vec%d(T s) { for (int k = 0; k < N; k++) v[k] = s; }\n", i);
    put(t, "    __device__ T &operator[](int k) { return v[k]; }\n", i);
    put(t, "    __device__ T operator[](int k) const { return v[k]; }\n", i);
    put(t, "    __device__ Vec%d operator+(const Vec%d &o) const {\n", i);
    put(t, "        Vec%d r;\n", i);
    put(t, "        for (int k = 0; k < N; k++) r.v[k] = v[k] + o.v[k];\n", i);
    put(t, "        return r;\n    }\n", i);
    put(t, "    __device__ T sum() const { T s = 0; for (int k = 0; k < N; k++) s += v[k]; return s; }\n", i);
    put(t, "};\n", i);
    put(t, "template <typename T> __device__ T clamp%d(T x, T lo, T hi) { return x < lo ? lo : x > hi ? hi : x; }\n", i);
    put(t, "__device__ int pick%d(int x) { return x + 1; }\n", i);
    put(t, "__device__ float pick%d(float x) { return x * 2; }\n", i);
    put(t, "struct Acc%d {\n", i);
    put(t, "    float total = 0;\n", i);
    put(t, "    __device__ void add(float x) { total += x; }\n", i);
    put(t, "};\n", i);
    put(t, "template <typename T, int N>\n", i);
    put(t, "__global__ void kernel%d(T *out, int n) {\n", i);
    put(t, "    Vec%d<T, N> a(T(1)), b(T(2));\n", i);
    put(t, "    Vec%d<T, N> c = a + b;\n", i);
    put(t, "    Acc%d acc;\n", i);
    put(t, "    auto scale = [&](T x) { return x * c[0]; };\n", i);
    put(t, "    for (int k = 0; k < N; k++) acc.add(scale(c[k]));\n", i);
    put(t, "    int i = threadIdx.x + pick%d(1);\n", i);
    put(t, "    if (i < n) out[i] = clamp%d(c.sum() + (T)acc.total, T(0), T(100)) + pick%d(1.5f);\n", i);
    put(t, "}\n", i);
    put(t, "template __global__ void kernel%d<float, 4>(float *, int);\n", i);
}

/* as many lines of C */
static void c_group(text *t, int i)
{
    put(t, "struct vec%d { float v[4]; };\n", i);
    put(t, "__device__ void vzero%d(struct vec%d *r) {\n", i);
    put(t, "    for (int k = 0; k < 4; k++) r->v[k] = 0;\n}\n", i);
    put(t, "__device__ void vfill%d(struct vec%d *r, float s) {\n", i);
    put(t, "    for (int k = 0; k < 4; k++) r->v[k] = s;\n}\n", i);
    put(t, "__device__ float vget%d(const struct vec%d *r, int k) { return r->v[k]; }\n", i);
    put(t, "__device__ void vadd%d(struct vec%d *r, const struct vec%d *a, const struct vec%d *b) {\n", i);
    put(t, "    for (int k = 0; k < 4; k++)\n", i);
    put(t, "        r->v[k] = a->v[k] + b->v[k];\n", i);
    put(t, "}\n", i);
    put(t, "__device__ float vsum%d(const struct vec%d *r) {\n", i);
    put(t, "    float s = 0;\n    for (int k = 0; k < 4; k++) s += r->v[k];\n    return s;\n}\n", i);
    put(t, "__device__ float clampf%d(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }\n", i);
    put(t, "__device__ int picki%d(int x) { return x + 1; }\n", i);
    put(t, "__device__ float pickf%d(float x) { return x * 2; }\n", i);
    put(t, "__global__ void kernel%d(float *out, int n) {\n", i);
    put(t, "    struct vec%d a, b, c;\n", i);
    put(t, "    float total = 0;\n", i);
    put(t, "    vfill%d(&a, 1); vfill%d(&b, 2);\n", i);
    put(t, "    vadd%d(&c, &a, &b);\n", i);
    put(t, "    for (int k = 0; k < 4; k++) total += vget%d(&c, k) * vget%d(&c, 0);\n", i);
    put(t, "    int i = threadIdx.x + picki%d(1);\n", i);
    put(t, "    if (i < n) out[i] = clampf%d(vsum%d(&c) + total, 0, 100) + pickf%d(1.5f);\n", i);
    put(t, "}\n", i);
}

static double compile_best(const char *name, const char *src)
{
    double best = 1e30;
    for (int r = 0; r < 5; r++) {
        cr_options o;
        cr_options_default(&o);
        cr_session *s = cr_session_new(&o, quiet, NULL);
        double t0 = now();
        cr_status st = cr_compile_device(s, name, src);
        double t = now() - t0;
        if (st != CR_OK)
            fprintf(stderr, "%s: the front end reported errors\n", name);
        cr_session_free(s);
        best = t < best ? t : best;
    }
    return best;
}

/* The mean time of a cell of CELLS (after the cell FIRST, when given, which is not timed), in
 * a session whose device code starts with PRELUDE; the best of 5 sessions. */
static double cells_best(const char *prelude, const char *first, const char *const *cells, size_t n)
{
    double best = 1e30;
    for (int r = 0; r < 5; r++) {
        cr_options o;
        cr_options_default(&o);
        cr_session *s = cr_session_new(&o, quiet, NULL);
        if (prelude && cr_compile_device(s, "prelude", prelude) != CR_OK)
            fprintf(stderr, "prelude: errors\n");
        if (first && cr_eval_cell(s, first) != CR_OK)
            fprintf(stderr, "the first cell failed\n");
        double t0 = now();
        for (size_t i = 0; i < n; i++)
            if (cr_eval_cell(s, cells[i]) != CR_OK)
                fprintf(stderr, "cell %zu failed\n", i);
        double t = (now() - t0) / (double)n;
        cr_session_free(s);
        best = t < best ? t : best;
    }
    return best;
}

/* The best time of a fresh session's first cell (the headers it includes parsed). */
static double first_cell_best(const char *cell)
{
    double best = 1e30;
    for (int r = 0; r < 5; r++) {
        cr_options o;
        cr_options_default(&o);
        cr_session *s = cr_session_new(&o, quiet, NULL);
        double t0 = now();
        if (cr_eval_cell(s, cell) != CR_OK)
            fprintf(stderr, "the first cell failed\n");
        double t = now() - t0;
        cr_session_free(s);
        best = t < best ? t : best;
    }
    return best;
}

int main(void)
{
    text cxx = {0}, c = {0};
    for (int i = 0; i < 100; i++)
        cxx_group(&cxx, i);
    while (c.lines < cxx.lines)
        c_group(&c, c.lines);
    double tc = compile_best("cxx.cu", cxx.p), tp = compile_best("c.cu", c.p);
    printf("front end, %d lines of C++ (templates, classes, lambdas): %7.1f ms\n", cxx.lines, tc * 1e3);
    printf("front end, %d lines of C:                                 %7.1f ms   (C++ / C: %.2fx)\n",
           c.lines, tp * 1e3, tc / tp);
    static const char *const cells[] = {
        "__global__ void cellk(int *p) { p[threadIdx.x] = threadIdx.x * 2; }",
        "int *q; cudaMallocManaged(&q, 32 * sizeof(int));",
        "cellk<<<1, 32>>>(q); cudaDeviceSynchronize();",
        "q[31]",
    };
    static const char *const lib_cells[] = {
        "std::vector<int> hv(32);",
        "cudaMemcpy(hv.data(), q, 32 * sizeof(int), cudaMemcpyDefault);",
        "std::cout << \"\";", /* (the stream, printing nothing) */
        "hv.size()",
    };
    size_t n = sizeof cells / sizeof cells[0];
    double cf = cells_best(NULL, NULL, cells, n), cx = cells_best(cxx.p, NULL, cells, n);
    const char *lib = "#include <iostream>\n#include <vector>\n"
                      "__global__ void cellk(int *p) { p[threadIdx.x] = threadIdx.x * 2; }\n"
                      "int *q; cudaMallocManaged(&q, 32 * sizeof(int)); cellk<<<1, 32>>>(q);";
    double cl = cells_best(NULL, lib, lib_cells, sizeof lib_cells / sizeof lib_cells[0]);
    printf("REPL cell round trip, fresh session:                      %7.2f ms\n", cf * 1e3);
    printf("REPL cell round trip, after the C++ unit:                 %7.2f ms   (%.2fx)\n", cx * 1e3, cx / cf);
    printf("REPL cell round trip, std::vector/cout after <iostream>:  %7.2f ms   (%.2fx)\n", cl * 1e3, cl / cf);
    /* <algorithm> and <numeric>: a session that includes them, and cells that instantiate
     * their function templates (only what a cell calls is made) */
    static const char *const algo_cells[] = {
        "std::sort(hv.begin(), hv.end(), [](int a, int b) { return a > b; });",
        "*std::max_element(hv.begin(), hv.end())",
        "std::accumulate(hv.begin(), hv.end(), 0L)",
        "std::count_if(hv.begin(), hv.end(), [](int x) { return x % 4 == 0; })",
    };
    const char *inc_plain = "#include <iostream>\n#include <vector>\nstd::vector<int> hv(32, 1);";
    const char *inc_algo = "#include <iostream>\n#include <vector>\n#include <algorithm>\n#include <numeric>\n"
                           "std::vector<int> hv(32, 1);";
    double fp = first_cell_best(inc_plain), fa = first_cell_best(inc_algo);
    double ca = cells_best(NULL, inc_algo, algo_cells, sizeof algo_cells / sizeof algo_cells[0]);
    printf("first cell, <iostream> <vector>:                          %7.2f ms\n", fp * 1e3);
    printf("first cell, <iostream> <vector> <algorithm> <numeric>:    %7.2f ms   (%.2fx)\n", fa * 1e3, fa / fp);
    printf("REPL cell round trip, algorithms after <algorithm>:       %7.2f ms   (%.2fx)\n", ca * 1e3, ca / cf);
    free(cxx.p);
    free(c.p);
    return 0;
}
