/* Block-uniform branches and barriers (interp/vm/uniform.c): the code generator marks a branch
 * whose condition every thread of a block computes alike (from constants, parameters, blockIdx,
 * blockDim, gridDim, and nothing written under divergent control) and a barrier no divergent
 * branch decides; the lockstep gang then decides such a branch from one lane when its members
 * are known to be at one point of the kernel (exec_gang.h, in_step). The marks are pinned here
 * for the shared-memory reduction and SGEMM of bench/ (their loops' control) and for what must
 * stay unmarked (a bound from threadIdx or memory, a value or a barrier under an if on
 * threadIdx, a loop left by a divergent break); the executor's use of them by the count of
 * branches one lane decided and by results that must be the host's. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"
#include "interp/vm/uniform.h"
#include "interp/vm/vm.h"
#include "tests/compile_unit.h"

/* ---- the marks ------------------------------------------------------------------------------ */

/* Kernel k's branches and barriers in order, each with its marks: "BRK_I32:u" (uniform),
 * "BR_I32:m" (meets at its target), "BAR" (none). */
static char *marks_of(const char *text)
{
    compile_unit u;
    compile_unit_run(&u, text, "t.cu", NULL);
    sess_buf out = {0};
    for (size_t i = 0; i < u.diags.list.len; i++)
        sess_buf_printf(&out, "error %s ", u.diags.list.p[i].message);
    for (size_t pi = 0; pi < u.prog->funcs.len; pi++) {
        vm_func *vf = u.prog->funcs.p[pi];
        if (strcmp(vf->name, "k"))
            continue;
        for (uint32_t p = vf->entry; p < vf->end; p++) {
            const vm_insn *in = &u.prog->code.p[p];
            if (in->op != OP_BRZ && in->op != OP_BRNZ && in->op != OP_BR_I32 &&
                in->op != OP_BRK_I32 && in->op != OP_BAR)
                continue;
            sess_buf_printf(&out, "%s%s%s%s", out.len ? " " : "", vm_op_names[in->op],
                            in->f & VM_F_UNIFORM ? ":u" : "", in->f & VM_F_MEETS ? ":m" : "");
        }
    }
    compile_unit_free(&u);
    char *s = sess_buf_take(&out);
    return s ? s : sess_xstrdup("");
}

typedef struct {
    const char *what, *src, *want;
} marks_case;

static const marks_case mcases[] = {
    /* bench_kernels.h's reduce: `i < n ? in[i] : 0` (an if-else, divergent), the barriers, the
     * loop's entry and back edge (uniform: blockDim.x / 2 and the shift, though the register
     * that held blockDim.x held a loaded value before), `if (t < stride)` (divergent, meets at
     * its JOIN), `if (t == 0)` */
    {"reduce",
     "__global__ void k(const float *in, float *out, int n) {\n"
     "    __shared__ float s[256];\n"
     "    int t = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;\n"
     "    s[t] = i < n ? in[i] : 0.0f;\n"
     "    __syncthreads();\n"
     "    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {\n"
     "        if (t < stride) s[t] += s[t + stride];\n"
     "        __syncthreads();\n"
     "    }\n"
     "    if (t == 0) out[blockIdx.x] = s[0];\n"
     "}\n",
     "BR_I32 BAR:u BRK_I32:u BR_I32:m BAR:u BRK_I32:u BRK_I32:m"},
    /* bench_kernels.h's sgemm: both loops over a parameter and constants */
    {"sgemm",
     "__global__ void k(const float *A, const float *B, float *C, int n) {\n"
     "    __shared__ float As[16][16], Bs[16][16];\n"
     "    int tx = threadIdx.x % 16, ty = threadIdx.x / 16;\n"
     "    int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;\n"
     "    float acc = 0.0f;\n"
     "    for (int k0 = 0; k0 < n; k0 += 16) {\n"
     "        As[ty][tx] = A[row * n + k0 + tx];\n"
     "        Bs[ty][tx] = B[(k0 + ty) * n + col];\n"
     "        __syncthreads();\n"
     "        for (int k = 0; k < 16; k++) acc += As[ty][k] * Bs[k][tx];\n"
     "        __syncthreads();\n"
     "    }\n"
     "    C[row * n + col] = acc;\n"
     "}\n",
     "BR_I32:u BAR:u BRK_I32:u BRK_I32:u BAR:u BR_I32:u"},
    /* (a loop on a divergent bound: its entry and its back edge meet at the loop's end, and
     * whatever the loop writes is divergent) */
    {"a bound from threadIdx",
     "__global__ void k(int *out) {\n"
     "    int a = 0;\n"
     "    for (int i = 0; i < (int)threadIdx.x; i++) a += i;\n"
     "    out[threadIdx.x] = a;\n"
     "}\n",
     "BR_I32:m BR_I32:m"},
    {"a bound loaded from memory",
     "__global__ void k(const int *in, int *out) {\n"
     "    int m = in[0], a = 0;\n"
     "    for (int i = 0; i < m; i++) { a += i; __syncthreads(); }\n"
     "    out[threadIdx.x] = a;\n"
     "}\n",
     "BR_I32:m BAR BR_I32:m"},
    {"a bound written under an if on threadIdx",
     "__global__ void k(int *out, int n) {\n"
     "    int m = n, a = 0;\n"
     "    if (threadIdx.x == 0) m = 2;\n"
     "    for (int i = 0; i < m; i++) a += i;\n"
     "    out[threadIdx.x] = a;\n"
     "}\n",
     "BRK_I32:m BR_I32:m BR_I32:m"},
    /* (m is written on one path only: elsewhere it holds whatever each lane's register held) */
    {"a bound written on one path",
     "__global__ void k(int *out) {\n"
     "    int m, a = 0;\n"
     "    if (blockIdx.x == 0) m = 4;\n"
     "    for (int i = 0; i < m; i++) a += i;\n"
     "    out[threadIdx.x] = a;\n"
     "}\n",
     "BRK_I32:u BR_I32:m BR_I32:m"},
    {"a barrier under an if on threadIdx",
     "__global__ void k(int *out) {\n"
     "    if (threadIdx.x < 32) __syncthreads();\n"
     "    out[threadIdx.x] = 1;\n"
     "}\n",
     "BRK_I32:m BAR"},
    /* (the loop's entry is uniform; not the rest) */
    {"a loop left by a divergent break",
     "__global__ void k(const int *in, int *out, int n) {\n"
     "    int i;\n"
     "    for (i = 0; i < n; i++) {\n"
     "        if (in[i] == (int)threadIdx.x) break;\n"
     "        __syncthreads();\n"
     "    }\n"
     "    out[threadIdx.x] = i;\n"
     "}\n",
     "BR_I32:u BR_I32 BAR BR_I32:m"},
};

ParameterizedTestParameters(uniform, marks)
{
    /* (indices: criterion copies the parameters, which pointers would not survive) */
    static int idx[sizeof mcases / sizeof mcases[0]];
    for (size_t i = 0; i < sizeof idx / sizeof idx[0]; i++)
        idx[i] = (int)i;
    return cr_make_param_array(int, idx, sizeof idx / sizeof idx[0]);
}

ParameterizedTest(int *i, uniform, marks)
{
    const marks_case *c = &mcases[*i];
    char *got = marks_of(c->src);
    cr_expect_str_eq(got, c->want, "%s: %s, want %s", c->what, got, c->want);
    free(got);
}

/* ---- the executor ------------------------------------------------------------------------- */

/* The reduction tree decides its loop's entry and each of its 8 back edges from one lane, every
 * block: each follows a uniform barrier that the whole block completes together (the if's
 * split in between takes the held warps back where its ways meet). A loop with a global load
 * every other pass lets warps fall behind each other (a warp makes one global access a turn):
 * its sums must still be the host's. seed 000 §5.4.4.1: the barriers order each step's writes
 * before the next step's reads. */
static const char *run_src =
    "__global__ void tree(const int *in, int *out) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x;\n"
    "    s[t] = in[blockIdx.x * 256 + t];\n"
    "    __syncthreads();\n"
    "    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {\n"
    "        if (t < stride) s[t] += s[t + stride];\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (t == 0) out[blockIdx.x] = s[0];\n"
    "}\n"
    "__global__ void skew(const int *in, int *out, int n) {\n"
    "    __shared__ int s[256];\n"
    "    int t = threadIdx.x, acc = 0;\n"
    "    for (int i = 0; i < n; i++) {\n"
    "        if ((i & 3) == (t >> 6)) acc += in[i * 256 + t];\n"
    "        if (i % 3 == 0) {\n"
    "            s[t] = acc;\n"
    "            __syncthreads();\n"
    "            acc += s[255 - t] & 1;\n"
    "            __syncthreads();\n"
    "        }\n"
    "    }\n"
    "    out[blockIdx.x * 256 + t] = acc;\n"
    "}\n";

static uint64_t upload(cr_session *s, const void *p, size_t n)
{
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, n), CR_OK);
    cr_assert_eq(cr_memcpy_htod(s, d, p, n), CR_OK);
    return d;
}

Test(uniform, reduction_tree_decides_its_loop_from_one_lane)
{
    enum { G = 16 };
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_assert_eq(cr_compile_device(s, "u.cu", run_src), CR_OK);
    int in[G * 256], out[G];
    for (int i = 0; i < G * 256; i++)
        in[i] = (i * 37) % 101 - 50;
    uint64_t din = upload(s, in, sizeof in), dout;
    cr_assert_eq(cr_device_alloc(s, &dout, sizeof out), CR_OK);
    void *args[] = {&din, &dout};
    uint64_t before = cr_uniform_branches(s);
    cr_dim3 g = {G, 1, 1}, b = {256, 1, 1};
    cr_assert_eq(cr_launch(s, "tree", g, b, 0, args), 0);
    cr_expect_eq(cr_uniform_branches(s) - before, 9u * G, "branches decided from one lane: %llu, "
                 "want %d", (unsigned long long)(cr_uniform_branches(s) - before), 9 * G);
    cr_assert_eq(cr_memcpy_dtoh(s, out, dout, sizeof out), CR_OK);
    for (int k = 0; k < G; k++) {
        int want = 0;
        for (int t = 0; t < 256; t++)
            want += in[k * 256 + t];
        cr_expect_eq(out[k], want, "block %d: %d, host %d", k, out[k], want);
    }
    cr_session_free(s);
}

Test(uniform, warps_that_fall_behind_sum_as_the_host)
{
    enum { G = 4, N = 10 };
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_assert_eq(cr_compile_device(s, "u.cu", run_src), CR_OK);
    static int in[N * 256], out[G * 256];
    for (int i = 0; i < N * 256; i++)
        in[i] = (i * 13) % 7;
    uint64_t din = upload(s, in, sizeof in), dout;
    cr_assert_eq(cr_device_alloc(s, &dout, sizeof out), CR_OK);
    int n = N;
    void *args[] = {&din, &dout, &n};
    cr_dim3 g = {G, 1, 1}, b = {256, 1, 1};
    cr_assert_eq(cr_launch(s, "skew", g, b, 0, args), 0);
    cr_assert_eq(cr_memcpy_dtoh(s, out, dout, sizeof out), CR_OK);
    /* the host: every thread's pass i, with the shared values of the pass's barrier */
    int acc[256] = {0}, sh[256];
    for (int i = 0; i < N; i++) {
        for (int t = 0; t < 256; t++)
            if ((i & 3) == (t >> 6))
                acc[t] += in[i * 256 + t];
        if (i % 3 == 0) {
            memcpy(sh, acc, sizeof sh);
            for (int t = 0; t < 256; t++)
                acc[t] += sh[255 - t] & 1;
        }
    }
    for (int k = 0; k < G; k++)
        for (int t = 0; t < 256; t++)
            cr_expect_eq(out[k * 256 + t], acc[t], "block %d thread %d: %d, host %d", k, t,
                         out[k * 256 + t], acc[t]);
    cr_session_free(s);
}
