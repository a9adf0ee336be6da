/* lit_parse.h — parser for PTX litmus tests in the Dat3M/herd format ("format 1").
 *
 *   PTX NAME
 *   "comment"
 *   { x=0; P1:r1=0; }
 *    P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;
 *    st.weak x, 1   | ld.weak r1, x  ;
 *   exists (P1:r1 == 1)
 *
 * Errors are diagnostics with file, line and column; the parser recovers at the next cell or
 * row so that one pass reports as many errors as it can. Proxy operations (fence.proxy.*,
 * surface, texture and constant accesses, aliases) are outside the model this mode
 * implements, and are rejected with a "not supported" diagnostic rather than given a wrong
 * answer.
 */
#ifndef LIT_PARSE_H
#define LIT_PARSE_H

#include "devmodel/litmus/lit_diag.h"
#include "devmodel/litmus/lit_ir.h"

/* Parses TEXT (named FILE in diagnostics). Returns the test, or NULL when there were errors
 * (all reported in D). */
LIT_WARN_UNUSED lit_test *lit_parse(const char *file, const char *text, lit_diags *d);

/* Parses the condition part of a test — an optional "locations [...]" and the quantified
 * formula, as in format 1 — from AT (a position in TEXT, which is used for line numbers) to the
 * end of TEXT, into T, whose threads must exist. Registers are looked up (or created) by name
 * in their thread. Returns 0, or -1 after adding diagnostics to D. Format 2 uses it. */
LIT_WARN_UNUSED int lit_parse_condition(lit_test *t, const char *file, const char *text,
                                        const char *at, lit_diags *d);

#endif
