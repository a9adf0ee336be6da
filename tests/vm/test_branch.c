/* Branches on comparisons: the code generator turns `if (a OP b)` into one compare-and-branch
 * instruction (BR_I32, BRK_I32), whose lanes are compared several at a time. Each comparison,
 * signed and unsigned, against a register and against small constants, at the edges of the
 * 32-bit range, must decide exactly as C does (the reference is the host's own comparison). */
#include <criterion/criterion.h>
#include <limits.h>
#include <string.h>

#include "cudarepl.h"

#define N 64

static const char *src =
    "#define BR(e) ((e) ? 1 : 0)\n"
    "__device__ int pick(bool c) { if (c) return 1; return 0; }\n"
    "__global__ void cmp(const int *a, const int *b, int *out) {\n"
    "    int i = threadIdx.x, x = a[i], y = b[i];\n"
    "    unsigned ux = x, uy = y;\n"
    "    int *o = out + i * 16;\n"
    "    if (x == y) o[0] = 1; else o[0] = 0;\n"
    "    if (x != y) o[1] = 1; else o[1] = 0;\n"
    "    if (x < y) o[2] = 1; else o[2] = 0;\n"
    "    if (x <= y) o[3] = 1; else o[3] = 0;\n"
    "    if (x > y) o[4] = 1; else o[4] = 0;\n"
    "    if (x >= y) o[5] = 1; else o[5] = 0;\n"
    "    if (ux < uy) o[6] = 1; else o[6] = 0;\n"
    "    if (ux <= uy) o[7] = 1; else o[7] = 0;\n"
    "    if (ux > uy) o[8] = 1; else o[8] = 0;\n"
    "    if (ux >= uy) o[9] = 1; else o[9] = 0;\n"
    "    if (x < 5) o[10] = 1; else o[10] = 0;\n"
    "    if (x > -3) o[11] = 1; else o[11] = 0;\n"
    "    if (x == 0) o[12] = 1; else o[12] = 0;\n"
    "    if (ux > 7u) o[13] = 1; else o[13] = 0;\n"
    "    if (ux < 32768u) o[14] = 1; else o[14] = 0;\n"
    "    int loops = 0;\n"
    "    for (int k = x & 7; k < 9; k++) loops++;\n"
    "    o[15] = loops;\n"
    "}\n";

Test(branch, compare_and_branch_decides_as_c)
{
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    cr_assert_eq(cr_compile_device(s, "branch.cu", src), CR_OK);
    static const int edge[] = {0, 1, -1, 2, -2, 4, 5, 6, -3, -4, 7, 8, 32767, 32768, -32768, -32769,
                               INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1};
    int a[N], b[N], out[N * 16];
    for (int i = 0; i < N; i++) {
        a[i] = edge[i % 20];
        b[i] = edge[(i * 7 + 3) % 20];
    }
    uint64_t da, db, dout;
    cr_assert_eq(cr_device_alloc(s, &da, sizeof a), CR_OK);
    cr_assert_eq(cr_device_alloc(s, &db, sizeof b), CR_OK);
    cr_assert_eq(cr_device_alloc(s, &dout, sizeof out), CR_OK);
    cr_assert_eq(cr_memcpy_htod(s, da, a, sizeof a), CR_OK);
    cr_assert_eq(cr_memcpy_htod(s, db, b, sizeof b), CR_OK);
    void *args[] = {&da, &db, &dout};
    cr_dim3 g = {1, 1, 1}, bl = {N, 1, 1};
    cr_assert_eq(cr_launch(s, "cmp", g, bl, 0, args), 0);
    cr_assert_eq(cr_memcpy_dtoh(s, out, dout, sizeof out), CR_OK);
    for (int i = 0; i < N; i++) {
        int x = a[i], y = b[i];
        unsigned ux = (unsigned)x, uy = (unsigned)y;
        int want[16] = {x == y, x != y, x < y, x <= y, x > y, x >= y, ux < uy, ux <= uy, ux > uy,
                        ux >= uy, x < 5, x > -3, x == 0, ux > 7u, ux < 32768u, 9 - (x & 7)};
        for (int k = 0; k < 16; k++)
            cr_expect_eq(out[i * 16 + k], want[k], "lane %d (x=%d, y=%d), comparison %d: %d, want %d", i,
                         x, y, k, out[i * 16 + k], want[k]);
    }
    cr_session_free(s);
}
