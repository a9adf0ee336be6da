/* Reading a __shared__ array's element: the code generator makes `s[i]` and `t[i][j]` (32-bit
 * elements, the address used by the load only) one LDS32 instead of LEAS, LEA and LD32
 * (interp/front/cg.c, load_shared_element), and the executor computes the lanes' offsets
 * without writing the addresses. The shape is pinned here (the tiled SGEMM's inner loop: two
 * LDS32, no LEAS or LEA), and the values against the host's for signed and unsigned indices,
 * negative ones, partly active warps (whose other lanes keep the load's register, and whose
 * indices past the array's end are no fault) and a column index computed between row and column; an
 * index outside the array must fail as the separate instructions did (an illegal address), in
 * the lockstep gang, warp by warp (a seed) and on the weak memory. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"
#include "interp/vm/vm.h"
#include "tests/compile_unit.h"

/* ---- the shape ---------------------------------------------------------------------------- */

static const char *sgemm_src =
    "__global__ void k(const float *A, const float *B, float *C, int n) {\n"
    "    __shared__ float As[16][16], Bs[16][16];\n"
    "    int tx = threadIdx.x % 16, ty = threadIdx.x / 16;\n"
    "    float acc = 0.0f;\n"
    "    As[ty][tx] = A[threadIdx.x];\n"
    "    Bs[ty][tx] = B[threadIdx.x];\n"
    "    __syncthreads();\n"
    "    for (int k = 0; k < 16; k++) acc += As[ty][k] * Bs[k][tx];\n"
    "    C[threadIdx.x] = acc;\n"
    "}\n";

/* kernel k's instructions from FROM to UNTIL */
static char *code_between(const char *text, const char *from, const char *until)
{
    return compile_unit_code_between(text, "k", from, until);
}

Test(shared_load, sgemm_inner_loop_is_two_lds32)
{
    char *code = code_between(sgemm_src, "LDS32", "BRK_I32");
    cr_expect_str_eq(code, "LDS32 LDS32 FMA_F32 ADDK_I32 BRK_I32", "the inner loop: %s", code);
    free(code);
}

/* Built-in variables, their products and a warp-wide operation's constant operands are
 * computed before the loop that reads them (cg.c, hoist_begin): a grid-stride loop's step and
 * atomicAdd's 1, a shuffle tree's mask and width, are no instructions of the loop. */
Test(shared_load, loop_invariants_leave_the_loop)
{
    static const char *hist =
        "__global__ void k(const int *in, unsigned *bins, int n) {\n"
        "    __shared__ unsigned h[256];\n"
        "    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)\n"
        "        atomicAdd(&h[in[i] & 255], 1u);\n"
        "    __syncthreads();\n"
        "    bins[threadIdx.x] = h[threadIdx.x];\n"
        "}\n";
    char *code = code_between(hist, "JOIN", "BR_I32");
    cr_expect_str_eq(code, "JOIN LEA_I64 LD32 ANDK_I32 LEAS_I64 ATOM ADD_I32 BR_I32",
                     "the grid-stride loop: %s", code);
    free(code);
    static const char *shfl =
        "__global__ void k(const float *in, float *out) {\n"
        "    float v = in[threadIdx.x];\n"
        "    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);\n"
        "    out[threadIdx.x] = v;\n"
        "}\n";
    code = code_between(shfl, "JOIN", "BRK_I32");
    cr_expect_str_eq(code, "JOIN SHFL ADD_F32 SHRK_I32 BRK_I32", "the shuffle tree: %s", code);
    free(code);
}

/* ---- the values --------------------------------------------------------------------------- */

static const char *src =
    "__global__ void rd(int *out, int bad) {\n"
    "    __shared__ int t[8][33];\n"
    "    __shared__ float f[64];\n"
    "    int x = threadIdx.x;\n"
    "    unsigned u = x;\n"
    "    for (int i = x; i < 8 * 33; i += blockDim.x) (&t[0][0])[i] = i * 7 - 100;\n"
    "    f[x] = x * 0.5f;\n"
    "    __syncthreads();\n"
    "    int *o = out + x * 8;\n"
    "    o[0] = t[x & 7][x % 33];\n"
    "    o[1] = t[u & 7u][u & 31u];\n"
    "    o[2] = (int)(f[63 - x] * 2.0f);\n"
    "    o[3] = t[7 - (x & 7)][-1 + (x & 31) + 1];\n"
    "    o[4] = (&t[4][0])[x - 100];\n"
    "    o[5] = 0;\n"
    "    if (x & 1) o[5] = t[x & 7][(x * 3) & 31];\n"
    "    int v = -x;\n"
    "    if (x & 2) v = t[x & 7][(x * 5) & 31];\n"
    "    o[6] = v;\n"
    "    int w = 1;\n"
    "    if (x < 4) w = t[x][x * 40];\n"
    "    o[7] = w;\n"
    "    if (bad) o[0] = t[x & 7][bad + x];\n"
    "}\n";

static int cell(int i)
{
    return i * 7 - 100;
}

static void run(uint64_t seed, int memory_weak)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_session_options(s)->sched_seed = seed;
    cr_session_options(s)->memory_weak = memory_weak;
    cr_assert_eq(cr_compile_device(s, "lds.cu", src), CR_OK);
    enum { N = 64 };
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, N * 8 * sizeof(int)), CR_OK);
    int bad = 0;
    void *args[] = {&d, &bad};
    cr_dim3 g = {1, 1, 1}, b = {N, 1, 1};
    cr_assert_eq(cr_launch(s, "rd", g, b, 0, args), 0);
    int out[N * 8];
    cr_assert_eq(cr_memcpy_dtoh(s, out, d, sizeof out), CR_OK);
    for (int x = 0; x < N; x++) {
        /* (6: the lanes that do not load keep their value in the load's register; 7: the
         * indices of the lanes that do not load are past the array's end, which is no fault) */
        int want[8] = {cell((x & 7) * 33 + x % 33), cell((x & 7) * 33 + (x & 31)), 63 - x,
                       cell((7 - (x & 7)) * 33 + (x & 31)), cell(4 * 33 + x - 100),
                       x & 1 ? cell((x & 7) * 33 + ((x * 3) & 31)) : 0,
                       x & 2 ? cell((x & 7) * 33 + ((x * 5) & 31)) : -x,
                       x < 4 ? cell(x * 33 + x * 40) : 1};
        for (int i = 0; i < 8; i++)
            cr_expect_eq(out[x * 8 + i], want[i], "seed %llu, thread %d, read %d: %d, want %d",
                         (unsigned long long)seed, x, i, out[x * 8 + i], want[i]);
    }
    /* past the end of the arrays: the launch fails, as a load at that address does */
    bad = 4000;
    cr_assert_neq(cr_launch(s, "rd", g, b, 0, args), 0);
    cr_session_free(s);
}

Test(shared_load, values_in_the_gang)
{
    run(0, 0);
}

Test(shared_load, values_warp_by_warp)
{
    run(7, 0);
}

Test(shared_load, values_on_the_weak_memory)
{
    run(0, 1);
}

/* An index whose product with the row or element size wraps in 32 bits onto an offset inside
 * the array (2^30 ints past t[x & 7][x] is 2^32 bytes: the same low 32 bits) is still past the
 * end: a whole warp's offsets are checked in 32-bit registers only where no product can wrap
 * (shared_load32_full), and the rest goes the exact way. Each index in a fresh session, after a
 * launch that succeeds there. */
static void fails_far(uint64_t seed, int bad)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_session_options(s)->sched_seed = seed;
    cr_assert_eq(cr_compile_device(s, "lds.cu", src), CR_OK);
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, 64 * 6 * sizeof(int)), CR_OK);
    int none = 0;
    void *ok_args[] = {&d, &none}, *args[] = {&d, &bad};
    cr_dim3 g = {1, 1, 1}, b = {64, 1, 1};
    cr_assert_eq(cr_launch(s, "rd", g, b, 0, ok_args), 0);
    cr_expect_neq(cr_launch(s, "rd", g, b, 0, args), 0, "seed %llu, bad %d: the launch did not fail",
                  (unsigned long long)seed, bad);
    cr_session_free(s);
}

Test(shared_load, wrapping_indices_fail)
{
    const int bads[] = {1 << 30, -(1 << 30), (1 << 30) + 33, INT32_MIN, 1 << 22};
    for (size_t i = 0; i < sizeof bads / sizeof bads[0]; i++) {
        fails_far(0, bads[i]);
        fails_far(7, bads[i]);
    }
}
