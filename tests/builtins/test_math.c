/* Math functions, fast intrinsics, rounding-mode variants and conversions.
 *
 * The bit patterns are compared with an H200's: tests/programs/device/math-bits.cu was run on
 * one by the integrator (math-bits.out). Functions CUDA computes exactly must agree on every
 * input; for the others the table below records how many of the 24 inputs agree today and the
 * largest distance in ulp, so a change that makes them worse fails. The other tests check the
 * defining properties of the rounding modes and conversions (CUDA Math API), and the C++
 * overload resolution of <cmath> (sqrt(float) is float).
 */
#include <math.h>

#include "bt.h"

typedef struct {
    const char *name;
    int agree;          /* of the 24 inputs, how many give the H200's bits (at least) */
    unsigned long long max_ulp;
} math_row;


/* Measured with the vmmath.c of this commit; see docs/builtins.md for the summary.
 * tests/programs/device/math-bits.out (the integrator's H200 run): */
static const math_row math_bits[] = {
    {"sqrtf", 24, 0ull},
    {"rsqrtf", 24, 0ull},
    {"cbrtf", 24, 0ull},
    {"expf", 24, 0ull},
    {"exp2f", 24, 0ull},
    {"exp10f", 24, 0ull},
    {"expm1f", 24, 0ull},
    {"logf", 24, 0ull},
    {"log2f", 24, 0ull},
    {"log10f", 24, 0ull},
    {"log1pf", 24, 0ull},
    {"sinf", 24, 0ull},
    {"cosf", 24, 0ull},
    {"tanf", 24, 0ull},
    {"asinf", 24, 0ull},
    {"acosf", 24, 0ull},
    {"atanf", 24, 0ull},
    {"sinhf", 24, 0ull},
    {"coshf", 24, 0ull},
    {"tanhf", 24, 0ull},
    {"floorf", 24, 0ull},
    {"ceilf", 24, 0ull},
    {"truncf", 24, 0ull},
    {"roundf", 24, 0ull},
    {"rintf", 24, 0ull},
    {"fabsf", 24, 0ull},
    {"erff", 24, 0ull},
    {"erfcf", 24, 0ull},
    {"tgammaf", 24, 0ull},
    {"lgammaf", 24, 0ull},
    {"__expf", 24, 0ull},
    {"__logf", 24, 0ull},
    {"__sinf", 24, 0ull},
    {"__cosf", 24, 0ull},
    {"__tanf", 24, 0ull},
    {"__exp10f", 24, 0ull},
    {"__log2f", 24, 0ull},
    {"__log10f", 24, 0ull},
    {"__saturatef", 24, 0ull},
    {"asinhf", 24, 0ull},
    {"acoshf", 24, 0ull},
    {"atanhf", 24, 0ull},
    {"sinpif", 24, 0ull},
    {"cospif", 24, 0ull},
    {"rcbrtf", 24, 0ull},
    {"nearbyintf", 24, 0ull},
    {"__frsqrt_rn", 24, 0ull},
    {"powf", 24, 0ull},
    {"atan2f", 24, 0ull},
    {"fmodf", 24, 0ull},
    {"remainderf", 24, 0ull},
    {"hypotf", 24, 0ull},
    {"copysignf", 24, 0ull},
    {"fminf", 24, 0ull},
    {"fmaxf", 24, 0ull},
    {"fdimf", 24, 0ull},
    {"__powf", 24, 0ull},
    {"__fdividef", 24, 0ull},
    {"__fadd_rn", 24, 0ull},
    {"__fmul_rz", 24, 0ull},
    {"__fdiv_rn", 24, 0ull},
    {"__fdiv_rz", 24, 0ull},
    {"__fadd_ru", 24, 0ull},
    {"__fsub_rd", 24, 0ull},
    {"sqrt", 24, 0ull},
    {"rsqrt", 24, 0ull},
    {"cbrt", 24, 0ull},
    {"exp", 24, 0ull},
    {"exp2", 24, 0ull},
    {"exp10", 24, 0ull},
    {"expm1", 24, 0ull},
    {"log", 24, 0ull},
    {"log2", 24, 0ull},
    {"log10", 24, 0ull},
    {"log1p", 24, 0ull},
    {"sin", 24, 0ull},
    {"cos", 24, 0ull},
    {"tan", 24, 0ull},
    {"asin", 24, 0ull},
    {"acos", 24, 0ull},
    {"atan", 24, 0ull},
    {"sinh", 24, 0ull},
    {"cosh", 24, 0ull},
    {"tanh", 24, 0ull},
    {"floor", 24, 0ull},
    {"ceil", 24, 0ull},
    {"trunc", 24, 0ull},
    {"round", 24, 0ull},
    {"rint", 24, 0ull},
    {"fabs", 24, 0ull},
    {"erf", 24, 0ull},
    {"erfc", 24, 0ull},
    {"tgamma", 24, 0ull},
    {"lgamma", 24, 0ull},
    {"asinh", 24, 0ull},
    {"acosh", 24, 0ull},
    {"atanh", 24, 0ull},
    {"sinpi", 24, 0ull},
    {"cospi", 24, 0ull},
    {"pow", 24, 0ull},
    {"atan2", 24, 0ull},
    {"fmod", 24, 0ull},
    {"remainder", 24, 0ull},
    {"hypot", 24, 0ull},
    {"copysign", 24, 0ull},
    {"fmin", 24, 0ull},
    {"fmax", 24, 0ull},
    {"fdim", 24, 0ull},
    {"__dadd_rn", 24, 0ull},
    {"__dmul_rz", 24, 0ull},
    {"__ddiv_ru", 24, 0ull},
};

/* tests/programs/device/builtins-math2.out (this branch's H200 run): */
static const math_row math2_bits[] = {
    {"erfinvf", 24, 0ull},
    {"erfcinvf", 24, 0ull},
    {"normcdff", 24, 0ull},
    {"normcdfinvf", 24, 0ull},
    {"logbf", 24, 0ull},
    {"__frcp_rn", 24, 0ull},
    {"__frcp_rz", 24, 0ull},
    {"__fsqrt_rd", 24, 0ull},
    {"__fsqrt_ru", 24, 0ull},
    {"fdividef_1", 24, 0ull},
    {"ldexpf_5", 24, 0ull},
    {"scalbnf_m3", 24, 0ull},
    {"frexpf_m", 24, 0ull},
    {"frexpf_e", 24, 0ull},
    {"modff_f", 24, 0ull},
    {"modff_i", 24, 0ull},
    {"sincosf_s", 24, 0ull},
    {"sincosf_c", 24, 0ull},
    {"sincospif_s", 24, 0ull},
    {"sincospif_c", 24, 0ull},
    {"__sincosf_s", 24, 0ull},
    {"__sincosf_c", 24, 0ull},
    {"lrintf_", 24, 0ull},
    {"lroundf_", 24, 0ull},
    {"exp10f_", 24, 0ull},
    {"rsqrtf_", 24, 0ull},
    {"rhypotf", 24, 0ull},
    {"nextafterf", 24, 0ull},
    {"__fsub_rn", 24, 0ull},
    {"__fsub_ru", 24, 0ull},
    {"__fmul_rn", 24, 0ull},
    {"__fmul_ru", 24, 0ull},
    {"__fmul_rd", 24, 0ull},
    {"__fdiv_ru", 24, 0ull},
    {"__fdiv_rd", 24, 0ull},
    {"__fadd_rz", 24, 0ull},
    {"__fadd_rd", 24, 0ull},
    {"remquof_r", 24, 0ull},
    {"remquof_q", 24, 0ull},
    {"__fmaf_rn_xyx", 24, 0ull},
    {"__fmaf_rz_xyx", 24, 0ull},
    {"__fmaf_ru_xyx", 24, 0ull},
    {"__fmaf_rd_xyx", 24, 0ull},
    {"erfinv", 24, 0ull},
    {"erfcinv", 24, 0ull},
    {"normcdf", 24, 0ull},
    {"normcdfinv", 24, 0ull},
    {"logb", 24, 0ull},
    {"rcbrt", 24, 0ull},
    {"__drcp_rn", 24, 0ull},
    {"__drcp_ru", 24, 0ull},
    {"__dsqrt_rn", 24, 0ull},
    {"__dsqrt_rz", 24, 0ull},
    {"frexp_m", 24, 0ull},
    {"frexp_e", 24, 0ull},
    {"modf_f", 24, 0ull},
    {"remquo_q", 24, 0ull},
    {"sincospi_s", 24, 0ull},
    {"sincospi_c", 24, 0ull},
    {"rhypot", 24, 0ull},
    {"nextafter", 24, 0ull},
    {"__dadd_rz", 24, 0ull},
    {"__dsub_rd", 24, 0ull},
    {"__dmul_ru", 24, 0ull},
    {"__ddiv_rn", 24, 0ull},
    {"__ddiv_rz", 24, 0ull},
    {"__fma_rn_xyx", 24, 0ull},
    {"__fma_rz_xyx", 24, 0ull},
    {"__fma_ru_xyx", 24, 0ull},
    {"__fma_rd_xyx", 24, 0ull},
};

typedef struct {
    char name[32];
    char vals[24][20];
} bits_row;

/* The rows "name: v0 v1 ... v23" of math-bits output. */
static int parse_rows(const char *text, bits_row *rows, int max)
{
    int n = 0;
    const char *p = text;
    while (p && *p && n < max) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        const char *colon = memchr(p, ':', len);
        if (colon && strncmp(p, "inputs", 6)) {
            bits_row *r = &rows[n];
            memset(r, 0, sizeof *r);
            snprintf(r->name, sizeof r->name, "%.*s", (int)(colon - p), p);
            const char *q = colon + 1;
            for (int i = 0; i < 24; i++) {
                while (*q == ' ')
                    q++;
                int k = 0;
                while (q < p + len && *q != ' ' && k < 19)
                    r->vals[i][k++] = *q++;
            }
            n++;
        }
        p = eol ? eol + 1 : NULL;
    }
    return n;
}

static unsigned long long ulp_distance(const char *a, const char *b)
{
    unsigned long long x = strtoull(a, NULL, 16), y = strtoull(b, NULL, 16);
    int w = strlen(a) > 8 ? 64 : 32;
    unsigned long long sign = 1ull << (w - 1);
    long double kx = (x & sign) ? -(long double)(x & ~sign) : (long double)x;
    long double ky = (y & sign) ? -(long double)(y & ~sign) : (long double)y;
    long double d = kx > ky ? kx - ky : ky - kx;
    return (unsigned long long)d;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *p = malloc((size_t)n + 1);
    p[fread(p, 1, (size_t)n, f)] = 0;
    fclose(f);
    return p;
}

/* Runs PROGRAM and compares each row of its output with the H200's (OUT) against the
 * expectations in TABLE; returns how many results had the H200's bits and how many there were. */
static void compare_bits(const char *program, const char *out, const math_row *table, size_t n,
                         int *same, int *total)
{
    bt_ctx c;
    bt_init(&c);
    cr_assert_eq(bt_program(&c, program), 0);
    char *gpu = slurp(out);
    static bits_row ours[128], theirs[128];
    int no = parse_rows(bt_str(c.out), ours, 128), nt = parse_rows(gpu, theirs, 128);
    cr_assert_eq(no, nt, "%s printed %d rows, the H200 %d", program, no, nt);
    *same = *total = 0;
    for (int i = 0; i < nt; i++) {
        cr_assert_str_eq(ours[i].name, theirs[i].name);
        int agree = 0;
        unsigned long long worst = 0;
        for (int k = 0; k < 24; k++) {
            agree += !strcmp(ours[i].vals[k], theirs[i].vals[k]);
            unsigned long long d = ulp_distance(ours[i].vals[k], theirs[i].vals[k]);
            worst = d > worst ? d : worst;
        }
        *total += 24;
        *same += agree;
        const math_row *e = NULL;
        for (size_t j = 0; j < n; j++)
            if (!strcmp(table[j].name, theirs[i].name))
                e = &table[j];
        cr_assert_not_null(e, "no expectation for %s", theirs[i].name);
        cr_expect_geq(agree, e->agree, "%s: %d of 24 inputs give the H200's bits, %d before",
                      e->name, agree, e->agree);
        cr_expect_leq(worst, e->max_ulp, "%s: %llu ulp from the H200, at most %llu before", e->name,
                      worst, e->max_ulp);
    }
    free(gpu);
    bt_fini(&c);
}

/* H200: tests/programs/device/math-bits.out. */
Test(math, bits_against_the_h200)
{
    int same, total;
    compare_bits("tests/programs/device/math-bits.cu", "tests/programs/device/math-bits.out",
                 math_bits, sizeof math_bits / sizeof math_bits[0], &same, &total);
    cr_log_info("math-bits: %d of %d results have the H200's bits", same, total);
}

/* H200: tests/programs/device/builtins-math2.out. */
Test(math, more_bits_against_the_h200)
{
    int same, total;
    compare_bits("tests/programs/device/builtins-math2.cu", "tests/programs/device/builtins-math2.out",
                 math2_bits, sizeof math2_bits / sizeof math2_bits[0], &same, &total);
    cr_log_info("builtins-math2: %d of %d results have the H200's bits", same, total);
}

/* One expression evaluated on the device; its value (or bits) as a 64-bit pattern. */
typedef struct {
    const char *expr;
    unsigned long long want;
} expr_row;

static void check_expr(const expr_row *r, const char *cite)
{
    bt_ctx c;
    bt_init(&c);
    char src[1024];
    snprintf(src, sizeof src,
             "#include <math.h>\n"
             "__global__ void k(unsigned long long *o) {\n"
             "  volatile float one = 1.0f; volatile double done = 1.0;\n"
             "  float f1 = one; double d1 = done; (void)f1; (void)d1;\n"
             "  o[0] = (unsigned long long)(%s);\n"
             "}\n", r->expr);
    unsigned long long out = 0;
    bt_run(&c, src, "k", 1, 1, &out, sizeof out);
    cr_assert_eq(out, r->want, "%s = 0x%llx, expected 0x%llx (%s)", r->expr, out, r->want, cite);
    bt_fini(&c);
}

#define FB(x) "__float_as_uint(" x ")"
#define DB(x) "__double_as_longlong(" x ")"

/* CUDA Math API, "Single/Double Precision Intrinsics": _rn to nearest even, _rz toward zero,
 * _ru up, _rd down. 1 + 2^-30 is between 1 and the next float 1 + 2^-23. */
static expr_row rounding_rows[] = {
    {FB("__fadd_rn(f1, 1.0f / 1073741824.0f)"), 0x3f800000},
    {FB("__fadd_rz(f1, 1.0f / 1073741824.0f)"), 0x3f800000},
    {FB("__fadd_ru(f1, 1.0f / 1073741824.0f)"), 0x3f800001},
    {FB("__fadd_rd(-f1, -1.0f / 1073741824.0f)"), 0xbf800001},
    {FB("__fsub_ru(f1, 1.0f / 1073741824.0f)"), 0x3f800000},
    {FB("__fsub_rd(f1, 1.0f / 1073741824.0f)"), 0x3f7fffff},
    {FB("__fmul_ru(f1 + 1.0f / 8388608.0f, f1 + 1.0f / 8388608.0f)"), 0x3f800003},
    {FB("__fmul_rd(f1 + 1.0f / 8388608.0f, f1 + 1.0f / 8388608.0f)"), 0x3f800002},
    {FB("__fdiv_rn(f1, 3.0f)"), 0x3eaaaaab},
    {FB("__fdiv_rz(f1, 3.0f)"), 0x3eaaaaaa},
    {FB("__fdiv_ru(f1, 3.0f)"), 0x3eaaaaab},
    {FB("__fdiv_rd(f1, 3.0f)"), 0x3eaaaaaa},
    {FB("__frcp_rd(3.0f * f1)"), 0x3eaaaaaa},
    {FB("__frcp_ru(3.0f * f1)"), 0x3eaaaaab},
    {FB("__fsqrt_rd(2.0f * f1)"), 0x3fb504f3},
    {FB("__fsqrt_ru(2.0f * f1)"), 0x3fb504f4},
    {FB("__fmaf_rz(f1 + 1.0f / 8388608.0f, f1 - 1.0f / 16777216.0f, -f1)"), 0x337ffffe},
    {FB("__fmaf_ru(f1 + 1.0f / 8388608.0f, f1 + 1.0f / 8388608.0f, -f1)"), 0x34800001},
    {FB("__fmaf_rn(f1 + 1.0f / 8388608.0f, f1 + 1.0f / 8388608.0f, -f1)"), 0x34800000},
    {FB("fmaf(f1 + 1.0f / 8388608.0f, f1 + 1.0f / 8388608.0f, -f1)"), 0x34800000},
    {DB("__dadd_ru(d1, 1e-300)"), 0x3ff0000000000001ull},
    {DB("__dadd_rz(d1, 1e-300)"), 0x3ff0000000000000ull},
    {DB("__ddiv_rd(d1, 3.0)"), 0x3fd5555555555555ull},
    {DB("__ddiv_ru(d1, 3.0)"), 0x3fd5555555555556ull},
    {DB("__dsqrt_ru(2.0 * d1)"), 0x3ff6a09e667f3bcdull},
    {DB("__dsqrt_rd(2.0 * d1)"), 0x3ff6a09e667f3bccull},
    {DB("__drcp_rn(3.0 * d1)"), 0x3fd5555555555555ull},
    {DB("__fma_rd(d1, d1, 1e-300)"), 0x3ff0000000000000ull},
    {DB("__fma_ru(d1, d1, 1e-300)"), 0x3ff0000000000001ull},
    {DB("__dmul_rz(d1 + 1.0 / 4503599627370496.0, d1 - 1.0 / 9007199254740992.0)"), 0x3ff0000000000000ull},
    {DB("__dmul_ru(d1 + 1.0 / 4503599627370496.0, d1 - 1.0 / 9007199254740992.0)"), 0x3ff0000000000001ull},
};

ParameterizedTestParameters(math, rounding_modes)
{
    return BT_ROWS(rounding_rows);
}

ParameterizedTest(int *i, math, rounding_modes)
{
    check_expr(&rounding_rows[*i], "CUDA Math API, rounding modes");
}

/* Conversions: rounding as named, saturation at the type's range, NaN as the cvt
 * instructions give it (tests/programs/device/float-convert.out: 0 from float, the minimum bit
 * pattern from double and for 64-bit results). */
static expr_row convert_rows[] = {
    {"__float2int_rn(2.5f * f1)", 2},
    {"__float2int_rn(3.5f * f1)", 4},
    {"__float2int_rn(-2.5f * f1)", 0xfffffffffffffffeull},
    {"__float2int_rz(-2.7f * f1)", 0xfffffffffffffffeull},
    {"__float2int_ru(-2.7f * f1)", 0xfffffffffffffffeull},
    {"__float2int_rd(-2.7f * f1)", 0xfffffffffffffffdull},
    {"__float2int_ru(2.1f * f1)", 3},
    {"__float2int_rn(1e10f * f1)", 0x7fffffff},
    {"__float2int_rn(-1e10f * f1)", 0xffffffff80000000ull},
    {"__float2int_rn(__int_as_float(0x7fc00000) * f1)", 0},
    {"__double2int_rn(__longlong_as_double(0x7ff8000000000000ll) * d1)", 0xffffffff80000000ull},
    {"__float2uint_rn(-1.0f * f1)", 0},
    {"__float2uint_ru(4294967296.0f * f1)", 0xffffffff},
    {"__float2ll_rn(__int_as_float(0x7fc00000) * f1)", 0x8000000000000000ull},
    {"__float2ull_rd(2.9f * f1)", 2},
    {"__double2ll_rz(-1e30 * d1)", 0x8000000000000000ull},
    {"__double2ull_rn(1e30 * d1)", 0xffffffffffffffffull},
    {"__double2uint_rd(-0.5 * d1)", 0},
    {FB("__int2float_rz(16777217 * (int)f1)"), 0x4b800000},
    {FB("__int2float_ru(16777217 * (int)f1)"), 0x4b800001},
    {FB("__int2float_rn(16777219 * (int)f1)"), 0x4b800002},
    {FB("__uint2float_rd(4294967295u * (unsigned)f1)"), 0x4f7fffff},
    {FB("__uint2float_rn(4294967295u * (unsigned)f1)"), 0x4f800000},
    {FB("__ll2float_rz(9007199254740993ll * (long long)f1)"), 0x5a000000},
    {DB("__ll2double_ru(9007199254740993ll * (long long)d1)"), 0x4340000000000001ull},
    {DB("__ll2double_rd(9007199254740993ll * (long long)d1)"), 0x4340000000000000ull},
    {DB("__ull2double_rn(18446744073709551615ull * (unsigned long long)d1)"), 0x43f0000000000000ull},
    {FB("__double2float_ru(d1 + 1e-10)"), 0x3f800001},
    {FB("__double2float_rd(d1 + 1e-10)"), 0x3f800000},
    /* a NaN keeps its sign and payload (H200: builtins-intrin.out, __double2float_rz) */
    {FB("__double2float_rn(__longlong_as_double(0xfff8000000000000ll) * d1)"), 0xffc00000},
    {DB("__int2double_rn(-7 * (int)d1)"), 0xc01c000000000000ull},
    {"__float_as_int(-0.0f * f1)", 0xffffffff80000000ull},
    {"__float_as_uint(__int_as_float(0x7f800000))", 0x7f800000},
    {"__double2hiint(-2.0 * d1)", 0xffffffffc0000000ull},
    {"__double2loint(__longlong_as_double(0x123456789abcdef0ll))", 0xffffffff9abcdef0ull},
    {DB("__hiloint2double(0x40000000, 1)"), 0x4000000000000001ull},
    {"lrintf(2.5f * f1)", 2},
    {"llround(-2.5 * d1)", 0xfffffffffffffffdull},
    {"lround(2.5f * f1)", 3},
};

ParameterizedTestParameters(math, conversions)
{
    return BT_ROWS(convert_rows);
}

ParameterizedTest(int *i, math, conversions)
{
    check_expr(&convert_rows[*i], "CUDA Math API, type casting intrinsics");
}

/* C++ <cmath> overload resolution: sqrt(float) is float, sqrt(int) is double; min/max/abs
 * take the usual arithmetic conversions' type. */
static expr_row overload_rows[] = {
    {"sizeof(sqrt(f1))", 4},
    {"sizeof(sqrt(2))", 8},
    {"sizeof(sqrt(d1))", 8},
    {"sizeof(pow(f1, 2.0f))", 4},
    {"sizeof(pow(f1, 2))", 8},
    {"sizeof(ldexp(f1, 3))", 4},
    {"sizeof(fma(f1, f1, f1))", 4},
    {"sizeof(abs(f1))", 4},
    {"sizeof(abs(-3ll))", 8},
    {"sizeof(min(1, 2u))", 4},
    {"min(-1, 2u)", 2},
    {"max(-1, 2)", 2},
    {"sizeof(max(f1, d1))", 8},
    {"sizeof(std::sqrt(f1))", 4},
    {FB("min(f1, __int_as_float(0x7fc00000))"), 0x3f800000},
    {"isnan(sqrt(-d1))", 1},
    {"isinf(f1 / 0.0f)", 1},
    {"isfinite(d1)", 1},
    {"signbit(-0.0f * f1)", 1},
    {"__isnanf(__int_as_float(0x7fc00000))", 1},
    {"__signbit(-d1)", 1},
    {"abs(-2147483647 - (int)f1)", 0xffffffff80000000ull},
    {"llabs(-5ll * (long long)f1)", 5},
    {FB("copysignf(2.0f * f1, -0.0f)"), 0xc0000000},
    {FB("fdimf(f1, 3.0f)"), 0},
    {FB("frexpf(48.0f * f1, (int *)0 + 0 == 0 ? &((int[1]){0})[0] : 0)"), 0x3f400000},
    {FB("__saturatef(-0.0f * f1)"), 0},
    {FB("__saturatef(__int_as_float(0x7fc00000))"), 0},
    {FB("__saturatef(1.5f * f1)"), 0x3f800000},
    {FB("__fdividef(f1, 1e38f * 3.0f)"), 0},
    {FB("__sinf(3.14159265f * f1)"), 0},
    {FB("__cosf(1e30f * f1)"), 0x3f800000},
    {FB("INFINITY"), 0x7f800000},
    {FB("NAN"), 0x7fc00000},
    {"sizeof(HUGE_VAL)", 8},
};

ParameterizedTestParameters(math, overloads)
{
    return BT_ROWS(overload_rows);
}

ParameterizedTest(int *i, math, overloads)
{
    check_expr(&overload_rows[*i], "C++ <cmath> overloads, CUDA Math API");
}

/* sincos, frexp, modf, remquo: the results returned through pointers. */
Test(math, results_through_pointers)
{
    bt_ctx c;
    bt_init(&c);
    const char *src =
        "__global__ void k(double *o) {\n"
        "  float s, co; sincosf(0.5f, &s, &co); o[0] = s; o[1] = co;\n"
        "  double ds, dc; sincos(0.5, &ds, &dc); o[2] = ds; o[3] = dc;\n"
        "  int e; double m = frexp(-48.0, &e); o[4] = m; o[5] = e;\n"
        "  float ip; float fr = modff(-3.25f, &ip); o[6] = fr; o[7] = ip;\n"
        "  int q; double rq = remquo(7.0, 2.0, &q); o[8] = rq; o[9] = q;\n"
        "  float ps, pc; sincospif(0.5f, &ps, &pc); o[10] = ps; o[11] = pc;\n"
        "}\n";
    double o[12];
    bt_run(&c, src, "k", 1, 1, o, sizeof o);
    cr_expect_eq(o[0], (double)sinf(0.5f));
    cr_expect_eq(o[1], (double)cosf(0.5f));
    cr_expect_eq(o[2], sin(0.5));
    cr_expect_eq(o[3], cos(0.5));
    cr_expect_eq(o[4], -0.75);
    cr_expect_eq(o[5], 6);
    cr_expect_eq(o[6], -0.25);
    cr_expect_eq(o[7], -3.0);
    cr_expect_eq(o[8], -1.0); /* 7 - 4 * 2: the quotient rounds to even */
    cr_expect_eq(o[9], 4);
    cr_expect_eq(o[10], 1.0);
    cr_expect_eq(o[11], 0.0);
    bt_fini(&c);
}
