/* The SFU approximations (interp/vm/sfu.c) against the H200: tests/device-sweeps/sfu.cu ran
 * rcp.approx, rsqrt.approx and ex2.approx on whole binades of their inputs on an H200 and
 * printed an FNV-1a digest of each table of 2^23 results; the functions must give the same
 * digests. (A device run compared the functions with the hardware on all 2^32 inputs of each
 * unit, with no difference; tests/builtins/test_math.c and the programs device/math-bits and
 * device/builtins-math2 check the functions built on them at other inputs.) */
#include <string.h>

#include "bt.h"
#include "interp/vm/sfu.h"

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
