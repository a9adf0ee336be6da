/* test_explain.c — witnesses, refutations with the axiom and cycle, checked suggestions, SVG.
 *
 * Source: the Dat3M corpus verdicts (MP-cta allowed, MP-gpu / SB+sc-gpu / CoWW / Atom-plus-
 * location forbidden, quorum1-hang deadlocks) and the PTX ISA axioms named in each case.
 */
#include "lit_test_util.h"

static lit_result *run_file(const char *name)
{
    char dir[4096], path[4400];
    cr_assert_eq(tu_corpus_dir(dir, sizeof dir), 0);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *text = tu_slurp(path);
    cr_assert_not_null(text, "%s", path);
    lit_result *r = tu_run(text, LIT_MODEL_PTX75);
    free(text);
    return r;
}

static lit_explanation *explain(lit_result *r, int suggest)
{
    lit_explain_opts o;
    lit_explain_opts_default(&o);
    o.suggest = suggest;
    lit_diags d;
    lit_diags_init(&d);
    lit_explanation *e = NULL;
    cr_assert_eq(lit_explain(r, &o, &e, &d), 0);
    lit_diags_free(&d);
    return e;
}

static int has_edge(const lit_explanation *e, const char *label)
{
    for (int i = 0; i < e->n_edges; i++)
        if (strcmp(e->edges[i].label, label) == 0)
            return 1;
    return 0;
}

/* Dat3M MP-cta (allowed): cta-scoped release/acquire in different CTAs do not synchronize.
 * The smallest fix widens both scopes to gpu; it is checked by re-running. */
Test(explain, witness_and_suggestion)
{
    lit_result *r = run_file("Manual/MP-cta.litmus");
    lit_explanation *e = explain(r, 1);
    cr_expect_eq(e->kind, LIT_EXPL_WITNESS);
    cr_expect(lit_formula_holds(r->test, r->test->cond, &e->x));
    cr_expect(has_edge(e, "rf") && has_edge(e, "fr"));
    cr_assert_not_null(e->suggestion, "no suggestion");
    cr_expect(strstr(e->suggestion, "`st.release.cta y, 1` to `st.release.gpu y, 1`"), "%s",
              e->suggestion);
    cr_expect(strstr(e->suggestion, "`ld.acquire.cta r1, y` to `ld.acquire.gpu r1, y`"), "%s",
              e->suggestion);
    lit_diags d;
    lit_diags_init(&d);
    lit_result *fixed = NULL;
    cr_assert_eq(lit_enumerate(e->fixed, NULL, &fixed, &d), 0);
    cr_expect_not(fixed->ok, "the suggested test must forbid the outcome");
    lit_result_free(fixed);
    lit_diags_free(&d);
    char *text = lit_format_explain(r, e);
    cr_expect(strstr(text, "is allowed: 1 of 4 consistent executions"), "%s", text);
    cr_expect(strstr(text, "P1 line 10: ld.acquire.cta r1, y   [reads from d]"), "%s", text);
    free(text);
    lit_explanation_free(e);
    lit_result_free(r);
}

/* Dat3M MP-gpu (forbidden): Causality, the cycle fr ; po ; sync ; po, tied to source lines. */
Test(explain, causality_cycle)
{
    lit_result *r = run_file("Manual/MP-gpu.litmus");
    lit_explanation *e = explain(r, 0);
    cr_expect_eq(e->kind, LIT_EXPL_FORBIDDEN);
    cr_expect_eq(e->axiom, LIT_AX_CAUSALITY);
    cr_assert_eq(e->n_edges, 4);
    const char *labels[] = { "fr", "po", "sync", "po" };
    for (int i = 0; i < 4; i++) {
        cr_expect_str_eq(e->edges[i].label, labels[i]);
        cr_expect_eq(e->edges[i].to, e->edges[(i + 1) % 4].from, "not a cycle");
    }
    char *text = lit_format_explain(r, e);
    cr_expect(strstr(text, "breaks Causality"), "%s", text);
    cr_expect(strstr(text, "--sync-->\n  e: R.acquire.gpu y=1 "), "%s", text);
    cr_expect(strstr(text, "P1 line 10: ld.acquire.gpu r1, y"), "%s", text);
    free(text);
    lit_explanation_free(e);
    lit_result_free(r);
}

/* Dat3M SB+sc-gpu: the cycle goes through the Fence-SC order. */
Test(explain, fence_sc_cycle)
{
    lit_result *r = run_file("Manual/SB+sc-gpu.litmus");
    lit_explanation *e = explain(r, 0);
    cr_expect_eq(e->kind, LIT_EXPL_FORBIDDEN);
    cr_expect(has_edge(e, "fence-sc"));
    lit_explanation_free(e);
    lit_result_free(r);
}

/* Dat3M CoWW: x=1 at the end needs the two program-ordered writes out of coherence order. */
Test(explain, coherence)
{
    lit_result *r = run_file("Manual/CoWW_.litmus");
    lit_explanation *e = explain(r, 0);
    cr_expect_eq(e->kind, LIT_EXPL_FORBIDDEN);
    cr_expect(e->axiom == LIT_AX_COHERENCE || e->axiom == LIT_AX_SC_PER_LOC, "%s",
              lit_axiom_name(e->axiom));
    lit_explanation_free(e);
    lit_result_free(r);
}

/* Dat3M Atom-plus-location_ (forall x == 2): the counterexample x != 2 breaks Atomicity. */
Test(explain, atomicity_forall)
{
    lit_result *r = run_file("Manual/Atom-plus-location_.litmus");
    lit_explanation *e = explain(r, 0);
    cr_expect_eq(e->target_holds, 0, "forall explains the states where the formula fails");
    cr_expect_eq(e->kind, LIT_EXPL_FORBIDDEN);
    cr_expect_eq(e->axiom, LIT_AX_ATOMICITY);
    cr_expect(has_edge(e, "rmw") && has_edge(e, "co"));
    lit_explanation_free(e);
    lit_result_free(r);
}

/* Dat3M quorum1-hang: the barrier wants 4 threads, 3 come; nothing terminates. */
Test(explain, deadlock)
{
    lit_result *r = run_file("Barrier/quorum1-hang.litmus");
    cr_expect_eq(r->consistent, 0);
    cr_expect_gt(r->deadlocks, 0);
    lit_explanation *e = explain(r, 0);
    cr_expect_eq(e->kind, LIT_EXPL_DEADLOCK);
    char *text = lit_format_explain(r, e);
    cr_expect(strstr(text, "barrier"), "%s", text);
    free(text);
    lit_explanation_free(e);
    lit_result_free(r);
}

/* Dat3M LB+NoThinAir-register: 42 appears nowhere; no candidate produces it. */
Test(explain, no_candidate)
{
    lit_result *r = run_file("Manual/LB+NoThinAir-register.litmus");
    lit_explanation *e = explain(r, 0);
    cr_expect_eq(e->kind, LIT_EXPL_NO_CANDIDATE);
    lit_explanation_free(e);
    lit_result_free(r);
}

/* SB needs a fence in each thread: the suggestion has two changes, both fence.sc.gpu
 * (PTX ISA: Fence-SC order; hardware: SB was never observed with __threadfence()). */
Test(explain, suggestion_two_fences)
{
    lit_result *r = run_file("Manual/SB-weak.litmus");
    lit_explanation *e = explain(r, 1);
    cr_assert_not_null(e->suggestion);
    const char *p = strstr(e->suggestion, "insert `fence.sc.gpu`");
    cr_expect(p && strstr(p + 1, "insert `fence.sc.gpu`"), "%s", e->suggestion);
    lit_explanation_free(e);
    lit_result_free(r);
}

/* The SVG: one box per event, one arrow per edge, well formed for a notebook. */
Test(explain, svg)
{
    lit_result *r = run_file("Manual/MP-gpu.litmus");
    lit_explanation *e = explain(r, 0);
    char *svg = lit_format_svg(r, e);
    cr_assert_not_null(svg);
    cr_expect_eq(strncmp(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"", 39), 0);
    cr_expect(strstr(svg, "</svg>\n"));
    int boxes = 0, arrows = 0;
    for (const char *p = svg; (p = strstr(p, "<rect x=")); p++)
        boxes++;
    for (const char *p = svg; (p = strstr(p, "marker-end=")); p++)
        arrows++;
    cr_expect_eq(boxes, e->x.n);
    cr_expect_eq(arrows, e->n_edges);
    cr_expect(strstr(svg, "is forbidden by Causality"));
    free(svg);
    lit_explanation_free(e);
    lit_result_free(r);
}

/* The labels of a picture's edges: no two overlap (as an 11px label is wide: 7px a character),
 * where the first pictures drew several at one midpoint (issue 17: "the litmus picture's edge
 * labels overlap"). Ticketlock-rel2rlx had 5 overlapping pairs, XF-Barrier-rlx 5, WRC 1. */
static void expect_labels_apart(const char *name)
{
    lit_result *r = run_file(name);
    lit_explanation *e = explain(r, 0);
    char *svg = lit_format_svg(r, e);
    cr_assert_not_null(svg, "%s", name);
    int x[LIT_MAX_EDGES], y[LIT_MAX_EDGES], w[LIT_MAX_EDGES], n = 0;
    for (const char *p = svg; (p = strstr(p, "<text x=\"")) && n < LIT_MAX_EDGES; p++) {
        const char *gt = strchr(p, '>');
        if (!strstr(p, "font-size=\"11\"") || strstr(p, "font-size=\"11\"") > gt)
            continue;
        const char *end = strstr(gt, "</text>");
        cr_assert_eq(sscanf(p, "<text x=\"%d\" y=\"%d\"", &x[n], &y[n]), 2);
        w[n] = 7 * (int)(end - gt - 1) + 4;
        n++;
    }
    cr_expect_eq(n, e->n_edges, "%s: one label per edge", name);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            bool apart = x[i] + w[i] / 2 <= x[j] - w[j] / 2 || x[j] + w[j] / 2 <= x[i] - w[i] / 2 ||
                         y[i] + 3 <= y[j] - 11 || y[j] + 3 <= y[i] - 11;
            cr_expect(apart, "%s: labels %d and %d overlap at (%d,%d) and (%d,%d)", name, j, i, x[j],
                      y[j], x[i], y[i]);
        }
    free(svg);
    lit_explanation_free(e);
    lit_result_free(r);
}

Test(explain, svg_labels_apart)
{
    expect_labels_apart("Manual/Ticketlock-rel2rlx.litmus");
    expect_labels_apart("Manual/XF-Barrier-rlx.litmus");
    expect_labels_apart("Manual/XF-Barrier-weak.litmus");
    expect_labels_apart("Manual/MP-gpu.litmus");
}

Test(explain, json)
{
    lit_result *r = run_file("Manual/MP-gpu.litmus");
    lit_explanation *e = explain(r, 0);
    char *s = lit_format_json(r, e);
    json_t *j = json_loads(s, 0, NULL);
    cr_assert_not_null(j, "%s", s);
    json_t *x = json_object_get(j, "explanation");
    cr_expect_str_eq(json_string_value(json_object_get(x, "status")), "forbidden");
    cr_expect_str_eq(json_string_value(json_object_get(x, "axiom")), "Causality");
    cr_expect_eq(json_array_size(json_object_get(x, "cycle")), 4);
    json_decref(j);
    free(s);
    lit_explanation_free(e);
    lit_result_free(r);
}
