/* Integer intrinsics (CUDA Math API, "Integer Intrinsics") and DPX (seed 000 §5.4.8.6, with
 * the seed's worked examples; every DPX function is also compared with an H200 by
 * tests/programs/h200/prog-24-dpx). */
#include "bt.h"

typedef struct {
    const char *expr;
    long long want;
} int_row;

static int_row intrin_rows[] = {
    {"__popc(0xf0f0f0f0u)", 16}, {"__popc(0u)", 0}, {"__popcll(~0ull)", 64},
    {"__clz(0)", 32}, {"__clz(1)", 31}, {"__clz(-1)", 0}, {"__clzll(0ll)", 64}, {"__clzll(1ll << 40)", 23},
    {"__ffs(0)", 0}, {"__ffs(0x80000000)", 32}, {"__ffs(12)", 3}, {"__ffsll(1ll << 50)", 51},
    {"__brev(1u)", 0x80000000ll}, {"(long long)__brevll(3ull)", (long long)0xc000000000000000ull},
    {"__byte_perm(0x33221100u, 0x77665544u, 0x5410u)", 0x55441100},
    {"__byte_perm(0x33221100u, 0x77665544u, 0x0123u)", 0x00112233},
    {"__byte_perm(0x33221100u, 0x77665544u, 0x7777u)", 0x77777777},
    {"__funnelshift_l(0x80000001u, 0x00000001u, 4)", 0x18},
    {"__funnelshift_l(0x80000001u, 0x00000001u, 36)", 0x18},     /* shift & 31 */
    {"__funnelshift_lc(0x80000001u, 0x00000001u, 36)", 0x80000001ll}, /* clamped to 32 */
    {"__funnelshift_r(0x80000001u, 0x00000001u, 4)", 0x18000000},
    {"__funnelshift_rc(0x80000001u, 0x00000001u, 40)", 1},
    {"__mul24(0x00800000, 2)", (long long)(int)0xff000000u},     /* sign of bit 23 */
    {"__umul24(0x01000003u, 5u)", 15},
    {"__mulhi(-2, 0x40000000)", -1}, {"__umulhi(0x80000000u, 4u)", 2},
    {"__mul64hi(-1ll, 5ll)", -1}, {"(long long)__umul64hi(~0ull, 2ull)", 1},
    {"__sad(-3, 4, 10u)", 17}, {"__usad(3u, 10u, 1u)", 8},
    {"__hadd(-3, 0)", -2}, {"__hadd(0x7fffffff, 0x7fffffff)", 0x7fffffff},
    {"__uhadd(0xffffffffu, 1u)", 0x80000000ll}, {"__rhadd(-3, 0)", -1}, {"__urhadd(1u, 2u)", 2},
    {"__fns(0xf0u, 0u, 1)", 4}, {"__fns(0xf0u, 5u, 2)", 6}, {"__fns(0xf0u, 7u, -2)", 6},
    {"(int)__fns(0xf0u, 0u, 5)", -1},
    {"__dp4a(0x01020304, 0x01010101, 10)", 20}, {"__dp4a((int)0xffffffff, 0x01010101, 0)", -4},
    {"__dp4a(0xffffffffu, 0x01010101u, 0u)", 1020},
    {"__dp2a_lo(0x00020003, 0x0a0b0c0d, 1)", 1 + 3 * 13 + 2 * 12},
    {"__dp2a_hi(0x00020003, 0x0a0b0c0d, 1)", 1 + 3 * 11 + 2 * 10},
    {"umin(3u, 4u)", 3}, {"umax(3u, 0xffffffffu)", 0xffffffffll}, {"llmin(-5ll, 2ll)", -5},
    {"(long long)ullmax(5ull, 7ull)", 7}, {"labs(-9l)", 9},
};

ParameterizedTestParameters(intrin, integer)
{
    return BT_ROWS(intrin_rows);
}

static void check(const int_row *r)
{
    bt_ctx c;
    bt_init(&c);
    char src[512];
    snprintf(src, sizeof src, "__global__ void k(long long *o) { o[0] = (long long)(%s); }\n", r->expr);
    long long out = 0;
    bt_run(&c, src, "k", 1, 1, &out, sizeof out);
    cr_expect_eq(out, r->want, "%s = %lld (0x%llx), expected %lld", r->expr, out,
                 (unsigned long long)out, r->want);
    bt_fini(&c);
}

ParameterizedTest(int *i, intrin, integer)
{
    check(&intrin_rows[*i]);
}

/* Seed 000 §5.4.8.6, the worked examples. */
static int_row dpx_rows[] = {
    {"__vimax3_s32_relu(-15, 8, 5)", 8},
    {"__vimax3_s32_relu(-15, -2, -4)", 0},
    {"__viaddmax_s32_relu(-5, 6, -2)", 1},
    {"__viaddmax_s32_relu(-5, 4, -2)", 0},
    {"__vibmin_u32(9u, 6u, &p)", 6},
    /* the seed's comment says smaller_value is true here; an H200 sets *pred = (a <= b)
     * (prog-24-dpx.out: __vibmin_u32(5, 0xfffffffd) gives 1, __vibmin_s32(5, -3) gives 0),
     * as the CUDA Math API says, so 9 <= 6 gives false */
    {"(__vibmin_u32(9u, 6u, &p), p)", 0},
    {"__vimax3_u16x2(0x00050002u, 0x00070004u, 0x00020006u)", 0x00070006},
    {"__vimin3_s16x2(0x0005fffeu, 0x00070004u, 0x80000006u)", (long long)0x8000fffe},
    {"__viaddmin_s16x2_relu(0x0005fffeu, 0x00010001u, 0x00020006u)", 0x00020000},
    {"(__vibmax_s16x2(0x0005fffeu, 0x00050004u, &ph, &p), ph * 2 + p)", 2},
};

ParameterizedTestParameters(intrin, dpx_seed_examples)
{
    return BT_ROWS(dpx_rows);
}

ParameterizedTest(int *i, intrin, dpx_seed_examples)
{
    const int_row *r = &dpx_rows[*i];
    bt_ctx c;
    bt_init(&c);
    char src[512];
    snprintf(src, sizeof src, "__global__ void k(long long *o) { bool p = true, ph = false;\n"
             "  o[0] = (long long)(%s); }\n", r->expr);
    long long out = 0;
    bt_run(&c, src, "k", 1, 1, &out, sizeof out);
    cr_expect_eq(out, r->want, "%s = %lld (0x%llx), expected %lld", r->expr, out,
                 (unsigned long long)out, r->want);
    bt_fini(&c);
}

/* The H200 program itself, from the test suite (the program runner checks it too). */
Test(intrin, dpx_h200_program)
{
    bt_ctx c;
    bt_init(&c);
    cr_assert_eq(bt_program(&c, "tests/programs/h200/prog-24-dpx.cu"), 0);
    FILE *f = fopen("tests/programs/h200/prog-24-dpx.out", "rb");
    cr_assert_not_null(f);
    static char want[65536];
    want[fread(want, 1, sizeof want - 1, f)] = 0;
    fclose(f);
    cr_expect_str_eq(bt_str(c.out), want);
    bt_fini(&c);
}

/* The typed intrinsics are checked against the signature in the table. */
Test(intrin, argument_checks)
{
    bt_ctx c;
    bt_init(&c);
    const char *d = bt_compile_fails(&c, "__global__ void k(int *o) { o[0] = __popc(1, 2); o[1] = __vibmin_u32(1u, 2u); "
                                     "o[2] = __byte_perm(o); }\n");
    cr_expect(strstr(d, "too many arguments to '__popc': expected 1, have 2 (int __popc(unsigned x))"), "%s", d);
    cr_expect(strstr(d, "too few arguments to '__vibmin_u32'"), "%s", d);
    cr_expect(strstr(d, "too few arguments to '__byte_perm'"), "%s", d);
    bt_fini(&c);
}
