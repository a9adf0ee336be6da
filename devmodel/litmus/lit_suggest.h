/* lit_suggest.h — the smallest change that forbids a reachable outcome.
 *
 * The candidate changes are one-instruction edits that make the memory model stronger:
 * strengthen an order (weak -> relaxed/acquire/release, relaxed -> acquire/release,
 * fence.acq_rel -> fence.sc), widen a scope to the narrowest one that covers every thread of
 * the test, or insert a fence (fence.sc or fence.acq_rel at that scope) between two memory
 * instructions of a thread. Single changes are tried first, then pairs (and triples while the
 * budget lasts), in a fixed order of preference; each variant is checked by running the
 * enumerator on it, so a suggestion is never a guess.
 */
#ifndef LIT_SUGGEST_H
#define LIT_SUGGEST_H

#include "devmodel/litmus/lit_enum.h"

typedef struct {
    int found;
    int n_changes;
    char *text;              /* one change per line, tied to source lines; malloc'ed */
    lit_test *fixed;         /* the changed test */
    int runs;                /* variants checked */
} lit_suggestion;

/* Looks for changes to R's test after which no consistent execution has (the test's
 * formula == WANT). Returns 0 (found or not, see out->found) or -1 (out of memory). */
LIT_WARN_UNUSED int lit_suggest(const lit_result *r, int want, int max_changes, int max_runs,
                lit_suggestion *out);
void lit_suggestion_free(lit_suggestion *s);

#endif
