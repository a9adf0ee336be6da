/* lit_out.h — the enumerator's result as herd7's text and as JSON.
 *
 * The herd format lets results be compared with herd7 and Dat3M line by line:
 *
 *   Test MP Allowed
 *   States 4
 *   1:r1=0; 1:r2=0;
 *   ...
 *   Ok
 *   Witnesses
 *   Positive: 1 Negative: 3
 *   Condition exists (1:r1=1 /\ 1:r2=0)
 *   Observation MP Sometimes 1 3
 *
 * "Loop Ok"/"Loop No" says that some paths were cut at the loop bound, as herd7 does.
 */
#ifndef LIT_OUT_H
#define LIT_OUT_H

#include "devmodel/litmus/lit_explain.h"

enum {
    LIT_HERD_TIME = 1,       /* add herd7's "Time NAME s" line (SECONDS) */
    LIT_HERD_COUNTS = 2,     /* states as litmus7's histogram: "Histogram (N states)", then
                                "COUNT*>state" per state, '*' where the formula holds */
};

/* herd7's text; FLAGS is a set of LIT_HERD_*. */
char *lit_format_herd(const lit_result *r, unsigned flags, double seconds);
/* JSON text (indented); E may be NULL. */
char *lit_format_json(const lit_result *r, const lit_explanation *e);
/* "Never", "Sometimes" or "Always", as herd7's Observation line says. */
const char *lit_observation(const lit_result *r);
/* "Allowed", "Forbidden" or "Required". */
const char *lit_kind_name(lit_quant q);

#endif
