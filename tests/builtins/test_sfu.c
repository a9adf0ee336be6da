/* The SFU approximations (interp/vm/sfu.c) against the H200: tests/device-sweeps/sfu.cu ran
 * rcp.approx, rsqrt.approx and ex2.approx on whole binades of their inputs on an H200 and
 * printed an FNV-1a digest of each table of 2^23 results; the functions must give the same
 * digests. tests/device-sweeps/sfu2.cu ran lg2.approx, sin.approx, cos.approx, the double seeds
 * and the functions built on them on all 2^32 operands and kept, for each run of 2^17 operands,
 * the sum of sm64(operand << 32 | result); the table below holds six of those runs per
 * function. (Device runs compared the functions with the hardware on all 2^32 inputs of each
 * unit, with no difference; tests/builtins/test_math.c and the programs device/math-bits and
 * device/builtins-math2 check the functions built on them at other inputs.) */
#include <string.h>

#include "bt.h"
#include "interp/front/builtins.h"
#include "interp/vm/sfu.h"
#include "interp/vm/vmmath.h"

static uint32_t bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static float flt(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* the digest sfu.cu prints: FNV-1a over the results' 32-bit words */
static unsigned long long digest(float (*fn)(float), float (*input)(uint32_t))
{
    unsigned long long s = 1469598103934665603ull;
    for (uint32_t i = 0; i < (1u << 23); i++) {
        s ^= bits(fn(input(i)));
        s *= 1099511628211ull;
    }
    return s;
}

static float in_1_2(uint32_t i) { return flt(0x3f800000u + i); }
static float in_2_4(uint32_t i) { return flt(0x40000000u + i); }
static float in_frac(uint32_t i) { return (float)i * 0x1p-23f; }
static float in_negfrac(uint32_t i) { return -(float)i * 0x1p-23f; }

Test(sfu, binades_are_the_h200s)
{
    cr_expect_eq(digest(sfu_rcp, in_1_2), 0x3e91d9060e14dc36ull, "rcp.approx on [1, 2)");
    cr_expect_eq(digest(sfu_rsqrt, in_1_2), 0x65e45f979820e3daull, "rsqrt.approx on [1, 2)");
    cr_expect_eq(digest(sfu_rsqrt, in_2_4), 0x697d3148402933b5ull, "rsqrt.approx on [2, 4)");
    cr_expect_eq(digest(sfu_ex2, in_frac), 0xf70405c9f71febedull, "ex2.approx on k 2^-23");
    cr_expect_eq(digest(sfu_ex2, in_negfrac), 0xf102aebeb9cedddeull, "ex2.approx on -k 2^-23");
}

/* tests/device-sweeps/tanh_table.cu on an H200 (2026-12-05): every operand MUFU.TANH
 * distinguishes in binades 2^-8 .. 2^2 (18 to 23 significand bits), positive then negative, and
 * the digest it printed of their results */
Test(sfu, tanh_table_is_the_h200s)
{
    static const int bits_read[] = {18, 18, 18, 19, 19, 20, 20, 20, 21, 22, 23};
    unsigned long long d = 0;
    for (uint32_t sign = 0; sign < 2; sign++)
        for (int e = -8; e <= 2; e++) {
            uint32_t shift = 24u - (uint32_t)bits_read[e + 8], n = 1u << (23 - shift);
            for (uint32_t i = 0; i < n; i++)
                d = d * 0x100000001b3ull ^ bits(sfu_tanh(flt(sign << 31 | (uint32_t)(e + 127) << 23 | i << shift)));
        }
    cr_expect_eq(d, 0x0e7319eb5fdbe81cull, "tanh.approx on its table's operands (digest %016llx)", d);
}

static uint64_t sm64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static double dbl(uint64_t u)
{
    double d;
    memcpy(&d, &u, 8);
    return d;
}

/* the double seeds' result for the high word U (low word 0), folded as sfu2.cu folds it */
static uint32_t seed_bits(double r)
{
    uint64_t u;
    memcpy(&u, &r, 8);
    return (uint32_t)(u >> 32) ^ (uint32_t)u;
}

/* unit ID (a negative id: an SFU unit; else a vm_math_f32 function) on operand bits U */
static uint32_t result(int id, uint32_t u)
{
    switch (id) {
    case -1: return bits(sfu_lg2(flt(u)));
    case -2: return bits(sfu_sin(flt(u)));
    case -3: return bits(sfu_cos(flt(u)));
    case -4: return seed_bits(sfu_rcp64h(dbl((uint64_t)u << 32)));
    case -5: return seed_bits(sfu_rsq64h(dbl((uint64_t)u << 32)));
    default: return bits(vm_math_f32(id, flt(u), 0.0f, 0.0f));
    }
}

typedef struct {
    const char *name; /* lg2f: lg2.approx.ftz; sinf, cosf: sin.approx, cos.approx; rcp64, rsq64:
                         rcp.approx.ftz.f64, rsqrt.approx.ftz.f64 of the high word u */
    int id;
    uint64_t sums[6]; /* the runs of operands 2^17 k for the k of run_start below */
} run_row;

static const uint32_t run_start[6] = {32, 8064, 8128, 8250, 16320, 24640};

/* sfu2.cu on an H200, 2026-12-04 */
static const run_row runs[] = {
    {"lg2f", -1, {0x2b7eeaea5ac74143ull, 0x7c3c7bf5f7c602d5ull, 0x4ffb7e03d8819dbcull, 0xc289532e6edc6f77ull, 0x36c6aeb5ebb59728ull, 0xc49f4e62a0d17667ull}},
    {"sinf", -2, {0x12c0c3381884e6b7ull, 0xb682d5cc8daa6be0ull, 0xa3f9437b785df860ull, 0x940e9db808b8afeeull, 0x3cf219d6e5fe25d6ull, 0xbef9d218592f3e3cull}},
    {"cosf", -3, {0x997110d4f66d4028ull, 0x34645011af96eb9aull, 0x2a90a40cbf5effc1ull, 0x26cdfea172968fb8ull, 0x3cf219d6e5fe25d6ull, 0xd8f11af6dd60ce36ull}},
    {"rcp64", -4, {0x4f423a6ca71879b0ull, 0x43c5726f22bc153full, 0x3f67cffe5760a789ull, 0x24a540246dede8afull, 0xc611f63792e1759bull, 0x74f1700097cea575ull}},
    {"rsq64", -5, {0xa7fbe2e25435d2d8ull, 0xb485abd1c022fc12ull, 0x90f129c97092f5f5ull, 0x3059ef23d3f52249ull, 0x0633138c7b2e9132ull, 0xc49f4e62a0d17667ull}},
    {"__log2f", BM_FAST_LOG2, {0x243f44fc377337bcull, 0x7c3c7bf5f7c602d5ull, 0x4ffb7e03d8819dbcull, 0xc289532e6edc6f77ull, 0x36c6aeb5ebb59728ull, 0xc49f4e62a0d17667ull}},
    {"__logf", BM_FAST_LOG, {0x4e28dfee13445e17ull, 0x8971b1dff90ea885ull, 0xbb7b8765bb5d0d03ull, 0x634ef9be0d68eb43ull, 0x36c6aeb5ebb59728ull, 0xc49f4e62a0d17667ull}},
    {"__log10f", BM_FAST_LOG10, {0x705f2315aeed1f0aull, 0x5cebc2c8da3a3a44ull, 0x5a1db548c277723bull, 0x0f21421db4976c54ull, 0x36c6aeb5ebb59728ull, 0xc49f4e62a0d17667ull}},
    {"__sinf", BM_FAST_SIN, {0x12c0c3381884e6b7ull, 0xb682d5cc8daa6be0ull, 0xa3f9437b785df860ull, 0x940e9db808b8afeeull, 0x3cf219d6e5fe25d6ull, 0xbef9d218592f3e3cull}},
    {"__cosf", BM_FAST_COS, {0x997110d4f66d4028ull, 0x34645011af96eb9aull, 0x2a90a40cbf5effc1ull, 0x26cdfea172968fb8ull, 0x3cf219d6e5fe25d6ull, 0xd8f11af6dd60ce36ull}},
    {"__tanf", BM_FAST_TAN, {0x12c0c3381884e6b7ull, 0xa8bfc8d9282b5ceaull, 0xcffbe6e01d3ec92bull, 0x51ee402403161ce7ull, 0x3cf219d6e5fe25d6ull, 0x1a200197cb9f4a25ull}},
    {"cbrtf", BM_CBRT, {0x5dfcb046d616b1d0ull, 0x3d8771c064398e85ull, 0xbd920876bbb196b4ull, 0x9426a1d5f9e4877aull, 0x36c6aeb5ebb59728ull, 0xc449d5a8366d98b3ull}},
    {"rcbrtf", BM_RCBRT, {0x632d90932c0c0b30ull, 0x7118e723647f1cb1ull, 0x3f565f6ef38c5f73ull, 0x01ef43e306a16ff4ull, 0x92fa88db4e6b8a82ull, 0xdcf28506c0af74b6ull}},
    {"erfinvf", BM_ERFINV, {0x0ea545e7835c279bull, 0x9995b3c17f7f53faull, 0x3650b66696e32779ull, 0x8893ee9fcfbcfe2bull, 0x3cf219d6e5fe25d6ull, 0xc49f4e62a0d17667ull}},
    {"erfcinvf", BM_ERFCINV, {0xc19718c288f2ccd7ull, 0xbcccc257632c0fdfull, 0xd8fe1ec399bb9007ull, 0x8893ee9fcfbcfe2bull, 0x3cf219d6e5fe25d6ull, 0xc49f4e62a0d17667ull}},
    {"normcdfinvf", BM_NORMCDFINV, {0x8690d2e6d80f8676ull, 0xeb417fc8aeb470f8ull, 0x3650b66696e32779ull, 0x8893ee9fcfbcfe2bull, 0x3cf219d6e5fe25d6ull, 0xc49f4e62a0d17667ull}},
    {"tgammaf", BM_TGAMMA, {0x3734f90543754f6eull, 0x3d116fa9c920835aull, 0x21c3617e7e1cffd9ull, 0x26d617cd5a751f88ull, 0x36c6aeb5ebb59728ull, 0xae2dc29b797d53e8ull}},
};

Test(sfu, runs_are_the_h200s)
{
    for (size_t t = 0; t < sizeof runs / sizeof runs[0]; t++)
        for (int k = 0; k < 6; k++) {
            uint64_t s = 0;
            for (uint32_t i = 0; i < (1u << 17); i++) {
                uint32_t u = run_start[k] << 17 | i;
                s += sm64((uint64_t)u << 32 | result(runs[t].id, u));
            }
            cr_expect_eq(s, runs[t].sums[k], "%s on operands %08x ...: differs from the H200",
                         runs[t].name, run_start[k] << 17);
        }
}
