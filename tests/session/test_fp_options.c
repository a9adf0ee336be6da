/* test_fp_options.c — nvcc's floating-point options as the REPL's command line and NVRTC read
 * them (cr_fp_option) and the fp_mode they make (cr_fp_mode). The spellings are nvcc's: a
 * boolean option takes its value after '=' or as the next argument, with one dash or two
 * (nvcc --help: "--fmad <true|false> (-fmad)"); --use_fast_math implies --ftz=true
 * --prec-div=false --prec-sqrt=false --fmad=true, and an explicit option wins over what it
 * implies wherever it stands (nvcc's documentation of --use_fast_math; docs/math-h200.md, "Fast
 * math").
 */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <string.h>

#include "include/cudarepl.h"

typedef struct {
    const char *args[4]; /* a command line, NULL-terminated */
    int next;            /* whether an option may take the next argument (the REPL: 1; NVRTC: 0) */
    unsigned mode;       /* cr_fp_mode of it */
    int rc;              /* the first non-positive cr_fp_option result, or 1 when all were taken */
} fp_case;

static const fp_case cases[] = {
    {{NULL}, 1, 0, 1},
    {{"--fmad=false"}, 1, CR_FP_NO_FMAD, 1},
    {{"-fmad=false"}, 1, CR_FP_NO_FMAD, 1},
    {{"--fmad", "false"}, 1, CR_FP_NO_FMAD, 1},
    {{"-fmad", "false"}, 1, CR_FP_NO_FMAD, 1},
    {{"--fmad=true"}, 1, 0, 1},
    {{"-fmad", "true"}, 1, 0, 1},
    {{"--fmad=false", "--fmad=true"}, 1, 0, 1},
    {{"--use_fast_math"}, 1, CR_FP_FAST_MATH, 1},
    {{"-use_fast_math", "--fmad=false"}, 1, CR_FP_FAST_MATH | CR_FP_NO_FMAD, 1},
    {{"--fmad=false", "-use_fast_math"}, 1, CR_FP_FAST_MATH | CR_FP_NO_FMAD, 1},
    {{"--ftz=false", "--use_fast_math"}, 1, CR_FP_FAST_MATH & ~CR_FP_FTZ, 1},
    {{"--use_fast_math", "-prec-div", "true"}, 1, CR_FP_FAST_MATH & ~CR_FP_APPROX_DIV, 1},
    {{"--prec-sqrt=false"}, 1, CR_FP_APPROX_SQRT, 1},
    {{"-ftz=true", "--prec-div=false"}, 1, CR_FP_FTZ | CR_FP_APPROX_DIV, 1},
    /* not options of this kind, or a value that is no boolean */
    {{"--fmad=maybe"}, 1, 0, -1},
    {{"--fmad"}, 1, 0, -1},
    {{"--fmad", "x.cu"}, 1, 0, -1},
    {{"--fmadd=false"}, 1, 0, 0},
    {{"fmad=false"}, 1, 0, 0},
    {{"--ftz"}, 0, 0, -1},
    {{"-O2"}, 1, 0, 0},
};

ParameterizedTestParameters(fp, options)
{
    static int idx[sizeof cases / sizeof cases[0]];
    for (size_t i = 0; i < sizeof idx / sizeof idx[0]; i++)
        idx[i] = (int)i;
    return cr_make_param_array(int, idx, sizeof idx / sizeof idx[0]);
}

ParameterizedTest(int *i, fp, options)
{
    const fp_case *c = &cases[*i];
    cr_fp_args fp = CR_FP_ARGS_NONE;
    int rc = 1;
    for (int k = 0; c->args[k] && rc > 0; k++) {
        const char *next = c->next ? c->args[k + 1] : NULL;
        rc = cr_fp_option(c->args[k], next, &fp);
        if (rc == 2)
            k++;
    }
    cr_expect_eq(rc > 0 ? 1 : rc, c->rc, "case %d (%s ...): cr_fp_option %d, expected %d", *i,
                 c->args[0] ? c->args[0] : "", rc, c->rc);
    if (c->rc > 0)
        cr_expect_eq(cr_fp_mode(&fp), c->mode, "case %d (%s ...): fp_mode %#x, expected %#x", *i,
                     c->args[0] ? c->args[0] : "", cr_fp_mode(&fp), c->mode);
}

/* NVRTC's options are one array element each: "--fmad" never takes the next one */
Test(fp, nvrtc_no_next)
{
    cr_fp_args fp = CR_FP_ARGS_NONE;
    cr_expect_eq(cr_fp_option("--fmad=false", NULL, &fp), 1);
    cr_expect_eq(fp.fmad, 0);
    cr_expect_eq(cr_fp_option("-fmad", NULL, &fp), -1);
}
