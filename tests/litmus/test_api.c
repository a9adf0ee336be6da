/* test_api.c — lit_run_text(), the one call the command line, ":litmus" and "%%litmus" use.
 *
 * Source: docs/litmus.md (what `cudarepl --litmus FILE [--json] [--explain]` prints).
 */
#include "lit_test_util.h"

static const char *const sb =
    "PTX SB\n{ x=0; y=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
    " st.weak x, 1 | st.weak y, 1 ;\n ld.weak r1, y | ld.weak r2, x ;\n"
    "exists (0:r1=0 /\\ 1:r2=0)\n";

Test(api, herd_text)
{
    lit_output o;
    cr_assert_eq(lit_run_text("sb.litmus", sb, NULL, &o), 0);
    cr_expect(o.ok);
    cr_expect_eq(strncmp(o.text, "Test SB Allowed\nStates 4\n", 25), 0, "%s", o.text);
    cr_expect_null(o.svg);
    lit_output_free(&o);
}

Test(api, json_explain_svg)
{
    lit_request q;
    lit_request_default(&q);
    q.json = 1;
    q.explain = 1;
    q.svg = 1;
    lit_output o;
    cr_assert_eq(lit_run_text("sb.litmus", sb, &q, &o), 0);
    json_t *j = json_loads(o.text, 0, NULL);
    cr_assert_not_null(j, "%s", o.text);
    json_t *x = json_object_get(j, "explanation");
    cr_expect_str_eq(json_string_value(json_object_get(x, "status")), "allowed");
    cr_expect_not_null(json_object_get(x, "suggestion"));
    json_decref(j);
    cr_assert_not_null(o.svg);
    cr_expect(strstr(o.svg, "is allowed (witness)"));
    lit_output_free(&o);
}

Test(api, explain_text_follows_herd)
{
    lit_request q;
    lit_request_default(&q);
    q.explain = 1;
    lit_output o;
    cr_assert_eq(lit_run_text("sb.litmus", sb, &q, &o), 0);
    cr_expect(strstr(o.text, "Observation SB Sometimes 1 3\n\nThe outcome 0:r1=0 /\\ 1:r2=0 is allowed"),
              "%s", o.text);
    lit_output_free(&o);
}

/* Errors come back as diagnostics and as their formatted text; never a crash or an exit. */
Test(api, errors)
{
    lit_output o;
    cr_assert_eq(lit_run_text("bad.litmus", "PTX B\n{ }\n P0@cta 0,gpu 0 ;\n ld.wek r1, x ;\n",
                              NULL, &o), 1);
    cr_expect_eq(o.diags.n_errors, 1);
    cr_expect_eq(o.diags.items[0].line, 4);
    cr_expect_eq(o.diags.items[0].col, 5);
    cr_expect(strstr(o.text, "bad.litmus:4:5: error: unexpected qualifier '.wek'"), "%s", o.text);
    lit_output_free(&o);
}

/* Notes: the loop bound was reached (herd's "Loop"). */
Test(api, loop_bound_note)
{
    const char *spin = "PTX L\n{ f=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
                       " st.relaxed.gpu f, 1 | L0: ;\n | ld.relaxed.gpu r1, f ;\n"
                       " | beq r1, 0, L0 ;\nexists (1:r1=1)\n";
    lit_request q;
    lit_request_default(&q);
    q.run.loop_bound = 1;
    lit_output o;
    cr_assert_eq(lit_run_text("l.litmus", spin, &q, &o), 0);
    cr_expect_eq(o.diags.n, 1);
    cr_expect_eq(o.diags.items[0].severity, LIT_SEV_NOTE);
    cr_expect(strstr(o.diags.items[0].message, "loop bound (1)"), "%s", o.diags.items[0].message);
    lit_output_free(&o);
}

/* Format 2 tests come built (lit_ir.h builder); lit_run_test runs and formats them. */
Test(api, run_built_test)
{
    lit_test *t = lit_test_new("SB");
    int x = lit_test_location(t, "x"), y = lit_test_location(t, "y");
    int p0 = lit_test_add_thread(t, "P0", lit_place_make(0, 0));
    int p1 = lit_test_add_thread(t, "P1", lit_place_make(0, 1));
    int r0 = lit_thread_reg(t, p0, "r0"), r1 = lit_thread_reg(t, p1, "r1");
    lit_instr ins[4] = { lit_mk_store(x, lit_imm(1), DM_ORDER_WEAK, DM_SCOPE_NONE),
                         lit_mk_load(r0, y, DM_ORDER_WEAK, DM_SCOPE_NONE),
                         lit_mk_store(y, lit_imm(1), DM_ORDER_WEAK, DM_SCOPE_NONE),
                         lit_mk_load(r1, x, DM_ORDER_WEAK, DM_SCOPE_NONE) };
    for (int i = 0; i < 4; i++)
        cr_assert_geq(lit_thread_append(t, i < 2 ? p0 : p1, &ins[i]), 0);
    lit_test_set_condition(t, LIT_Q_EXISTS,
                           lit_cond_and(lit_cond_cmp(LIT_CMP_EQ, lit_term_reg(p0, r0), lit_term_const(0)),
                                        lit_cond_cmp(LIT_CMP_EQ, lit_term_reg(p1, r1), lit_term_const(0))));
    lit_output o;
    cr_assert_eq(lit_run_test(t, NULL, NULL, &o), 0);
    cr_expect(o.ok, "SB is allowed without fences");
    cr_expect(strstr(o.text, "Condition exists (0:r0=0 /\\ 1:r1=0)"), "%s", o.text);
    lit_output_free(&o);
    lit_test_free(t);
}

/* Bounds (issue 18): 8 threads of 6 instructions each have more coherence orders than any
 * machine can enumerate. The default bound stops the enumeration within seconds with "bound
 * reached" and an incomplete result; the interrupt flag (Ctrl-C, a Jupyter interrupt) stops it
 * at once with "interrupted". */
static char *big_test(void)
{
    char *t = tu_slurp("tests/litmus/limits/big-8x6.litmus");
    cr_assert_not_null(t, "tests/litmus/limits/big-8x6.litmus (run from the repository root)");
    return t;
}

Test(api, bound_reached, .timeout = 60)
{
    char *text = big_test();
    lit_output o;
    cr_assert_eq(lit_run_text("big-8x6.litmus", text, NULL, &o), 0);
    cr_expect(strstr(o.text, "Warning big8x6: bound reached"), "%s", o.text);
    cr_assert_geq(o.diags.n, 1);
    cr_expect_eq(o.diags.items[o.diags.n - 1].severity, LIT_SEV_WARNING);
    cr_expect(strstr(o.diags.items[o.diags.n - 1].message, "bound reached"), "%s",
              o.diags.items[o.diags.n - 1].message);
    lit_output_free(&o);
    free(text);
}

Test(api, interrupted, .timeout = 10)
{
    char *text = big_test();
    volatile sig_atomic_t flag = 1;
    lit_request q;
    lit_request_default(&q);
    q.run.interrupt = &flag;
    lit_output o;
    cr_assert_eq(lit_run_text("big-8x6.litmus", text, &q, &o), 0);
    cr_expect(strstr(o.text, "Warning big8x6: interrupted after 1023 candidate executions"), "%s",
              o.text);
    lit_output_free(&o);
    free(text);
}
