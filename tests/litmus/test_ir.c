/* test_ir.c — the IR builder API that the CUDA C front end uses, and the format 1 printer.
 *
 * Source: docs/litmus.md, "Format 2" (plain = weak, volatile = relaxed.sys, atomicAdd =
 * relaxed gpu RMW, __threadfence() = fence.sc.gpu, __syncthreads() = bar.sync 0) and the PTX
 * ISA memory model for the expected verdicts.
 */
#include "lit_test_util.h"

/* MP between blocks as the CUDA C front end would build it:
 *   P0: *x = 1; __threadfence(); *(volatile int *)y = 1;
 *   P1: r1 = *(volatile int *)y; __threadfence(); r2 = *x;  */
static lit_test *build_mp(int fenced)
{
    lit_test *t = lit_test_new("MP+threadfence");
    cr_assert_not_null(t);
    int x = lit_test_location(t, "x"), y = lit_test_location(t, "y");
    int p0 = lit_test_add_thread(t, "P0", lit_place_make(0, 0));
    int p1 = lit_test_add_thread(t, "P1", lit_place_make(0, 1));
    int r1 = lit_thread_reg(t, p1, "r1"), r2 = lit_thread_reg(t, p1, "r2");
    cr_assert(x >= 0 && y >= 0 && p0 == 0 && p1 == 1 && r1 >= 0 && r2 >= 0);
    lit_instr i;
    i = lit_mk_store(x, lit_imm(1), DM_ORDER_WEAK, DM_SCOPE_NONE);
    cr_assert_geq(lit_thread_append(t, p0, &i), 0);
    i = lit_mk_store(y, lit_imm(1), DM_ORDER_RELAXED, DM_SCOPE_SYS);
    cr_assert_geq(lit_thread_append(t, p0, &i), 0);
    i = lit_mk_load(r1, y, DM_ORDER_RELAXED, DM_SCOPE_SYS);
    cr_assert_geq(lit_thread_append(t, p1, &i), 0);
    i = lit_mk_load(r2, x, DM_ORDER_WEAK, DM_SCOPE_NONE);
    cr_assert_geq(lit_thread_append(t, p1, &i), 0);
    if (fenced) {
        i = lit_mk_fence(DM_ORDER_SC, DM_SCOPE_GPU);
        cr_assert_geq(lit_thread_insert(t, p0, 1, &i), 0);
        cr_assert_geq(lit_thread_insert(t, p1, 1, &i), 0);
    }
    lit_cond *c = lit_cond_and(lit_cond_cmp(LIT_CMP_EQ, lit_term_reg(p1, r1), lit_term_const(1)),
                               lit_cond_cmp(LIT_CMP_EQ, lit_term_reg(p1, r2), lit_term_const(0)));
    cr_assert_not_null(c);
    lit_test_set_condition(t, LIT_Q_EXISTS, c);
    return t;
}

static lit_result *run(const lit_test *t)
{
    lit_diags d;
    lit_diags_init(&d);
    lit_result *r = NULL;
    cr_assert_eq(lit_enumerate(t, NULL, &r, &d), 0);
    lit_diags_free(&d);
    return r;
}

/* Hardware (shared/litmus/README.md) and model: MP between blocks with volatile flag is
 * observed weak; with __threadfence() on both sides it is forbidden (Fence-SC order). */
Test(ir, builder_mp)
{
    lit_test *t = build_mp(0);
    lit_result *r = run(t);
    cr_expect(r->ok, "weak outcome allowed without fences");
    lit_result_free(r);
    lit_test_free(t);
    t = build_mp(1);
    r = run(t);
    cr_expect_not(r->ok, "forbidden with __threadfence() in both threads");
    cr_expect_eq(r->n_states, 3);
    lit_result_free(r);
    lit_test_free(t);
}

/* The printer writes format 1 that the parser reads back to the same answer. */
Test(ir, format_round_trip)
{
    lit_test *t = build_mp(1);
    lit_buf b;
    lit_buf_init(&b);
    lit_test_format(&b, t);
    char *text = lit_buf_take(&b);
    cr_expect(strstr(text, " st.weak x, 1 | ld.relaxed.sys r1, y ;\n"), "%s", text);
    cr_expect(strstr(text, " fence.sc.gpu | fence.sc.gpu ;\n"), "%s", text);
    lit_result *a = run(t);
    lit_result *c = tu_run(text, LIT_MODEL_PTX75);
    char *sa = tu_states(a), *sc = tu_states(c);
    cr_expect_str_eq(sa, sc);
    free(sa);
    free(sc);
    lit_result_free(a);
    lit_result_free(c);
    free(text);
    lit_test_free(t);
}

/* Every corpus test prints and re-parses to the same verdict and states (Dat3M corpus). */
Test(ir, corpus_round_trip)
{
    static const char *const files[] = { "Manual/Ticketlock-same-gpu.litmus",
                                         "Barrier/quorum3-pass.litmus",
                                         "Manual/SB+named-bar-sta-reg-const.litmus",
                                         "Memalloy/IRRWIW1.litmus", "Manual/MICRO24-Fig4b.litmus" };
    char dir[4096], path[4400];
    cr_assert_eq(tu_corpus_dir(dir, sizeof dir), 0);
    for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[k]);
        char *text = tu_slurp(path);
        cr_assert_not_null(text);
        lit_diags d;
        lit_diags_init(&d);
        lit_test *t = lit_parse(path, text, &d);
        cr_assert_not_null(t);
        lit_buf b;
        lit_buf_init(&b);
        lit_test_format(&b, t);
        char *again = lit_buf_take(&b);
        lit_result *r1 = run(t), *r2 = tu_run(again, LIT_MODEL_PTX75);
        char *s1 = tu_states(r1), *s2 = tu_states(r2);
        cr_expect_str_eq(s1, s2, "%s", files[k]);
        cr_expect_eq(r1->ok, r2->ok, "%s", files[k]);
        free(s1);
        free(s2);
        lit_result_free(r1);
        lit_result_free(r2);
        free(again);
        lit_test_free(t);
        lit_diags_free(&d);
        free(text);
    }
}

Test(ir, clone_is_deep)
{
    lit_test *t = build_mp(1);
    lit_test *c = lit_test_clone(t);
    cr_assert_not_null(c);
    lit_test_free(t);
    lit_result *r = run(c);
    cr_expect_not(r->ok);
    lit_result_free(r);
    lit_test_free(c);
}

/* Conditions: ~, \/, comparisons between registers (Dat3M Ticketlock: P0:r1 == P0:r2). */
Test(ir, condition_evaluation)
{
    lit_result *r = tu_run("PTX C\n{ x=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
                           " ld r1, 3 | st.weak x, 3 ;\n ld.weak r2, x | ;\n"
                           "exists (~(0:r2 != 0:r1) \\/ false)\n", LIT_MODEL_PTX75);
    cr_expect(r->ok);
    cr_expect_eq(r->positive, 1);
    cr_expect_eq(r->negative, 1);
    lit_result_free(r);
}
