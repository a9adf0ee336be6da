/* test_output.c — herd7's result format and the JSON output.
 *
 * Source: herd7's printer (herd/top_herd.ml: "Test NAME Allowed|Forbidden|Required",
 * "States N", one "loc=v;" line per state, "Ok"/"No" with "Loop " when unrolling was cut,
 * "Witnesses", "Positive: P Negative: N", "Condition ...", "Observation NAME
 * Never|Sometimes|Always P N"), so that results diff against herd7 and Dat3M.
 */
#include "lit_test_util.h"

#include <jansson.h>

static const char *const mp =
    "PTX MP\n{ x=0; y=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
    " st.weak x, 1 | ld.weak r1, y ;\n st.weak y, 1 | ld.weak r2, x ;\n"
    "exists (1:r1=1 /\\ 1:r2=0)\n";

Test(output, herd_exact)
{
    lit_result *r = tu_run(mp, LIT_MODEL_PTX75);
    char *s = lit_format_herd(r, 0, 0);
    cr_expect_str_eq(s, "Test MP Allowed\n"
                        "States 4\n"
                        "1:r1=0; 1:r2=0;\n"
                        "1:r1=0; 1:r2=1;\n"
                        "1:r1=1; 1:r2=0;\n"
                        "1:r1=1; 1:r2=1;\n"
                        "Ok\n"
                        "Witnesses\n"
                        "Positive: 1 Negative: 3\n"
                        "Condition exists (1:r1=1 /\\ 1:r2=0)\n"
                        "Observation MP Sometimes 1 3\n");
    free(s);
    s = lit_format_herd(r, LIT_HERD_TIME, 0.25);
    cr_expect(strstr(s, "\nTime MP 0.25\n"));
    free(s);
    /* litmus7's histogram: counts per state, '*' where the condition's formula holds */
    s = lit_format_herd(r, LIT_HERD_COUNTS, 0);
    cr_expect(strstr(s, "Test MP Allowed\nHistogram (4 states)\n1     :>1:r1=0; 1:r2=0;\n"
                        "1     :>1:r1=0; 1:r2=1;\n1     *>1:r1=1; 1:r2=0;\n"), "%s", s);
    free(s);
    lit_result_free(r);
}

/* herd7: ~exists is "Forbidden", forall is "Required"; Never/Always from the counts; a
 * "locations [...]" entry is printed in every state. */
Test(output, herd_kinds_and_locations)
{
    lit_result *r = tu_run("PTX S\n{ x=0; }\n P0@cta 0,gpu 0 ;\n st.weak x, 1 ;\n"
                           "locations [x;]\n~exists (x=0)\n", LIT_MODEL_PTX75);
    char *s = lit_format_herd(r, 0, 0);
    cr_expect(strstr(s, "Test S Forbidden\nStates 1\nx=1;\nOk\n"), "%s", s);
    cr_expect(strstr(s, "Condition ~exists (x=0)\nObservation S Never 0 1\n"), "%s", s);
    free(s);
    lit_result_free(r);
    r = tu_run("PTX F\n{ x=0; }\n P0@cta 0,gpu 0 ;\n st.weak x, 1 ;\nforall (x=1)\n",
               LIT_MODEL_PTX75);
    s = lit_format_herd(r, 0, 0);
    cr_expect(strstr(s, "Test F Required\n"), "%s", s);
    cr_expect(strstr(s, "Observation F Always 1 0\n"), "%s", s);
    free(s);
    lit_result_free(r);
}

/* herd7 prints "Loop Ok"/"Loop No" when loops were cut at the unrolling bound. Dat3M
 * MICRO24-Fig4a spins on a flag. */
Test(output, herd_loop_prefix)
{
    lit_result *r = tu_run("PTX L\n{ f=0; }\n P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;\n"
                           " st.relaxed.gpu f, 1 | L0: ;\n | ld.relaxed.gpu r1, f ;\n"
                           " | beq r1, 0, L0 ;\nexists (1:r1=1)\n", LIT_MODEL_PTX75);
    cr_expect_gt(r->paths_cut, 0);
    char *s = lit_format_herd(r, 0, 0);
    cr_expect(strstr(s, "\nLoop Ok\n"), "%s", s);
    free(s);
    lit_result_free(r);
}

Test(output, json_fields)
{
    lit_result *r = tu_run(mp, LIT_MODEL_PTX75);
    char *s = lit_format_json(r, NULL);
    json_error_t err;
    json_t *j = json_loads(s, 0, &err);
    cr_assert_not_null(j, "invalid JSON: %s\n%s", err.text, s);
    cr_expect_str_eq(json_string_value(json_object_get(j, "test")), "MP");
    cr_expect_str_eq(json_string_value(json_object_get(j, "kind")), "Allowed");
    cr_expect_str_eq(json_string_value(json_object_get(j, "result")), "Ok");
    cr_expect_str_eq(json_string_value(json_object_get(j, "model")), "ptx-v7.5");
    cr_expect_str_eq(json_string_value(json_object_get(j, "condition")),
                     "exists (1:r1=1 /\\ 1:r2=0)");
    cr_expect_eq(json_integer_value(json_object_get(j, "positive")), 1);
    cr_expect_eq(json_integer_value(json_object_get(j, "negative")), 3);
    json_t *states = json_object_get(j, "states");
    cr_assert_eq(json_array_size(states), 4);
    json_t *third = json_array_get(states, 2);
    cr_expect_eq(json_integer_value(json_object_get(json_object_get(third, "values"), "1:r1")), 1);
    cr_expect_eq(json_integer_value(json_object_get(json_object_get(third, "values"), "1:r2")), 0);
    cr_expect(json_is_true(json_object_get(third, "condition_holds")));
    cr_expect_eq(json_integer_value(json_object_get(third, "executions")), 1);
    json_decref(j);
    free(s);
    lit_result_free(r);
}

/* Names with characters JSON must escape survive a round trip through Jansson. */
Test(output, json_escaping)
{
    lit_result *r = tu_run("PTX Q\"uote\\\n{ x=0; }\n P0@cta 0,gpu 0 ;\n st.weak x, 1 ;\n"
                           "exists (x=1)\n", LIT_MODEL_PTX75);
    char *s = lit_format_json(r, NULL);
    json_t *j = json_loads(s, 0, NULL);
    cr_assert_not_null(j, "%s", s);
    cr_expect_str_eq(json_string_value(json_object_get(j, "test")), "Q\"uote\\");
    json_decref(j);
    free(s);
    lit_result_free(r);
}
