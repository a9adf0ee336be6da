/* Writing a __shared__ array's element: the code generator makes `s[i] = v` and `t[i][j] = v`
 * (32-bit elements, the address used by the store only) one STS32 instead of LEAS, LEA and
 * ST32, and `s[i] += v` an LDS32 and an STS32 of the same operands where the right side writes
 * no variable (interp/front/cg.c, fuse_shared_element); an index that is an int sum, `s[t +
 * stride]`, is taken into the instruction as two products. The shape is pinned here (the
 * reduction tree's step: two loads, the addition and the store; the tiled SGEMM's tile
 * stores), and the values against the host's: signed and unsigned indices, negative ones,
 * partly active warps, lanes writing one element (the highest lane's value stays, as ST32's
 * lane order leaves it), compound assignments, a right side with a call (not fused) and an
 * index past the array, which must fail as the separate instructions did (an illegal
 * address), in the lockstep gang, warp by warp (a seed) and on the weak memory. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cudarepl.h"
#include "interp/vm/vm.h"
#include "tests/compile_unit.h"

/* ---- the shape ---------------------------------------------------------------------------- */

/* kernel k's instructions from FROM to UNTIL */
static char *code_between(const char *text, const char *from, const char *until)
{
    return compile_unit_code_between(text, "k", from, until);
}

Test(shared_store, reduction_step_is_two_loads_and_a_store)
{
    static const char *reduce =
        "__global__ void k(const float *in, float *out) {\n"
        "    __shared__ float s[256];\n"
        "    int t = threadIdx.x;\n"
        "    s[t] = in[blockIdx.x * blockDim.x + t];\n"
        "    __syncthreads();\n"
        "    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {\n"
        "        if (t < stride) s[t] += s[t + stride];\n"
        "        __syncthreads();\n"
        "    }\n"
        "    if (t == 0) out[blockIdx.x] = s[0];\n"
        "}\n";
    char *code = code_between(reduce, "BR_I32", "JOIN");
    cr_expect_str_eq(code, "BR_I32 LDS32 LDS32 ADD_F32 STS32 JOIN", "the tree's step: %s", code);
    free(code);
    code = code_between(reduce, "LD32", "BAR");
    cr_expect_str_eq(code, "LD32 STS32 BAR", "the block's load into s: %s", code);
    free(code);
}

Test(shared_store, sgemm_tile_stores)
{
    static const char *sgemm =
        "__global__ void k(const float *A, const float *B, float *C, int n) {\n"
        "    __shared__ float As[16][16], Bs[16][16];\n"
        "    int tx = threadIdx.x % 16, ty = threadIdx.x / 16;\n"
        "    As[ty][tx] = A[threadIdx.x];\n"
        "    Bs[ty][tx] = B[threadIdx.x];\n"
        "    __syncthreads();\n"
        "    C[threadIdx.x] = As[tx][ty] + Bs[ty][tx];\n"
        "}\n";
    char *code = code_between(sgemm, "STS32", "BAR");
    cr_expect(strstr(code, "LEAS") == NULL && !strncmp(code, "STS32", 5) && strstr(code, "STS32 BAR"),
              "the tile stores: %s", code);
    free(code);
}

/* ---- the values --------------------------------------------------------------------------- */

static const char *src =
    "__device__ int twice(int v) { return 2 * v; }\n"
    "__global__ void wr(int *out, int bad) {\n"
    "    __shared__ int t[8][33];\n"
    "    __shared__ int s[64], one[2];\n"
    "    __shared__ float f[64];\n"
    "    int x = threadIdx.x;\n"
    "    unsigned u = x;\n"
    "    for (int i = x; i < 8 * 33; i += blockDim.x) (&t[0][0])[i] = -1;\n"
    "    __syncthreads();\n"
    "    t[x & 7][x % 33] = x * 7 - 100;\n"
    "    __syncthreads();\n"
    "    t[u >> 3 & 7u][(u & 7u) * 4u + 1u] += 1000;\n"
    "    __syncthreads();\n"
    "    s[63 - x] = x;\n"
    "    f[x] = x * 0.5f;\n"
    "    one[x >> 5] = x;\n"
    "    __syncthreads();\n"
    "    if (x & 1) s[x] += s[x - 1];\n"
    "    if (x < 32) f[x + 32] += f[x];\n"
    "    (&t[4][0])[x - 100] = x;\n"
    "    __syncthreads();\n"
    "    s[x] += twice(x);\n"
    "    __syncthreads();\n"
    "    int *o = out + x * 6;\n"
    "    o[0] = t[x & 7][x % 33];\n"
    "    o[1] = t[x & 7][(x & 31) + 1];\n"
    "    o[2] = s[x];\n"
    "    o[3] = (int)(f[x] * 2.0f);\n"
    "    o[4] = (&t[4][0])[x - 100];\n"
    "    o[5] = one[x >> 5];\n"
    "    if (bad) t[x & 7][bad + x] = 5;\n"
    "}\n";

/* What the host computes for thread X of a block of N (64) threads: each write of the kernel in
 * its order, every thread's write of a statement before the next statement (the barriers, and
 * a warp's lanes in order where they write one element: one[x >> 5]). */
static void expect(int n, int want[][6])
{
    int t[8][33], s[64], one[2] = {0, 0};
    float f[64];
    for (int i = 0; i < 8 * 33; i++)
        (&t[0][0])[i] = -1;
    for (int x = 0; x < n; x++)
        t[x & 7][x % 33] = x * 7 - 100;
    for (int x = 0; x < n; x++)
        t[x >> 3 & 7][(x & 7) * 4 + 1] += 1000;
    for (int x = 0; x < n; x++) {
        s[63 - x] = x;
        f[x] = x * 0.5f;
        one[x >> 5] = x;
    }
    int sn[64];
    float fn[64];
    memcpy(sn, s, sizeof s);
    memcpy(fn, f, sizeof f);
    for (int x = 0; x < n; x++) {
        if (x & 1)
            sn[x] = s[x] + s[x - 1];
        if (x < 32)
            fn[x + 32] = f[x + 32] + f[x];
    }
    memcpy(s, sn, sizeof s);
    memcpy(f, fn, sizeof f);
    for (int x = 0; x < n; x++)
        (&t[4][0])[x - 100] = x;
    for (int x = 0; x < n; x++)
        s[x] += 2 * x;
    for (int x = 0; x < n; x++) {
        want[x][0] = t[x & 7][x % 33];
        want[x][1] = t[x & 7][(x & 31) + 1];
        want[x][2] = s[x];
        want[x][3] = (int)(f[x] * 2.0f);
        want[x][4] = (&t[4][0])[x - 100];
        want[x][5] = one[x >> 5];
    }
}

static void run(uint64_t seed, int memory_weak)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_session_options(s)->sched_seed = seed;
    cr_session_options(s)->memory_weak = memory_weak;
    cr_assert_eq(cr_compile_device(s, "sts.cu", src), CR_OK);
    enum { N = 64 };
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, N * 6 * sizeof(int)), CR_OK);
    int bad = 0;
    void *args[] = {&d, &bad};
    cr_dim3 g = {1, 1, 1}, b = {N, 1, 1};
    cr_assert_eq(cr_launch(s, "wr", g, b, 0, args), 0);
    int out[N][6], want[N][6];
    cr_assert_eq(cr_memcpy_dtoh(s, out, d, sizeof out), CR_OK);
    expect(N, want);
    for (int x = 0; x < N; x++)
        for (int i = 0; i < 6; i++)
            cr_expect_eq(out[x][i], want[x][i], "seed %llu, thread %d, read %d: %d, want %d",
                         (unsigned long long)seed, x, i, out[x][i], want[x][i]);
    cr_session_free(s);
}

/* An index past the array, after a launch that succeeds in the same session: the launch fails,
 * as a store at that address does (far indices too, whose products wrap in 32 bits). */
static void fails_far(uint64_t seed, int memory_weak, int bad)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_session_options(s)->sched_seed = seed;
    cr_session_options(s)->memory_weak = memory_weak;
    cr_assert_eq(cr_compile_device(s, "sts.cu", src), CR_OK);
    uint64_t d;
    cr_assert_eq(cr_device_alloc(s, &d, 64 * 6 * sizeof(int)), CR_OK);
    int none = 0;
    void *ok_args[] = {&d, &none}, *args[] = {&d, &bad};
    cr_dim3 g = {1, 1, 1}, b = {64, 1, 1};
    cr_assert_eq(cr_launch(s, "wr", g, b, 0, ok_args), 0);
    cr_expect_neq(cr_launch(s, "wr", g, b, 0, args), 0, "seed %llu, bad %d: the launch did not fail",
                  (unsigned long long)seed, bad);
    cr_session_free(s);
}

static void all_fail(uint64_t seed, int memory_weak)
{
    const int bads[] = {4000, 1 << 30, -(1 << 30), INT32_MIN};
    for (size_t i = 0; i < sizeof bads / sizeof bads[0]; i++)
        fails_far(seed, memory_weak, bads[i]);
}

Test(shared_store, values_in_the_gang)
{
    run(0, 0);
    all_fail(0, 0);
}

Test(shared_store, values_warp_by_warp)
{
    run(7, 0);
    all_fail(7, 0);
}

Test(shared_store, values_on_the_weak_memory)
{
    run(0, 1);
    all_fail(0, 1);
}
