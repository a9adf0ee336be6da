/* lit_explain.h — why an outcome is allowed or forbidden, and how to forbid it.
 *
 * The outcome explained is the one the condition asks about: the states where the formula
 * holds for exists and ~exists, the states where it fails for forall. When that outcome is
 * reachable, the explanation is a witness execution: its events per thread with their source
 * lines, and its rf, co, fr and synchronisation edges; and a suggestion, the smallest change
 * to the test (strengthen an order, widen a scope, add a fence) after which the outcome is
 * unreachable, checked by running the enumerator on the changed test. When the outcome is
 * unreachable, the explanation is the candidate execution that reaches it while breaking the
 * fewest axioms, the axiom it breaks and the cycle (or the missing edge) that shows it.
 */
#ifndef LIT_EXPLAIN_H
#define LIT_EXPLAIN_H

#include <jansson.h>

#include "devmodel/litmus/lit_enum.h"

typedef struct {
    int from, to;
    const char *label;       /* "rf", "co", "fr", "po", "sync", "fence-sc", "bar", "obs", ... */
} lit_edge;

typedef enum {
    LIT_EXPL_WITNESS,        /* reachable: x is a consistent execution reaching it */
    LIT_EXPL_FORBIDDEN,      /* unreachable: x reaches it but breaks axiom */
    LIT_EXPL_NO_CANDIDATE,   /* unreachable: no candidate execution produces these values */
    LIT_EXPL_DEADLOCK,       /* unreachable: the executions that would reach it deadlock */
} lit_expl_kind;

#define LIT_MAX_EDGES 256

typedef struct {
    lit_expl_kind kind;
    int target_holds;        /* the outcome is "formula == target_holds" */
    int has_exec;
    lit_exec x;
    lit_axiom axiom;
    unsigned violated;       /* every axiom x violates (1 << axiom) */
    lit_edge edges[LIT_MAX_EDGES];
    int n_edges;             /* witness: the execution's edges; forbidden: the cycle */
    int n_cycle;             /* forbidden: the first n_cycle edges form the cycle shown */
    char *note;              /* one sentence about the cycle */
    int suggest_tried;
    char *suggestion;        /* the changes, one per line; NULL when none was found */
    lit_test *fixed;         /* the changed test, or NULL */
    int fixed_runs;          /* variants checked */
} lit_explanation;

typedef struct {
    int suggest;             /* look for a change that forbids a reachable outcome */
    int max_changes;         /* at most this many changes at once (default 2) */
    int max_runs;            /* at most this many variants checked (default 4000) */
} lit_explain_opts;

void lit_explain_opts_default(lit_explain_opts *o);
LIT_WARN_UNUSED int lit_explain(lit_result *r, const lit_explain_opts *o, lit_explanation **out, lit_diags *d);
void lit_explanation_free(lit_explanation *e);

/* The explanation as text, tied to the test's source lines. */
char *lit_format_explain(const lit_result *r, const lit_explanation *e);
/* The explanation as a JSON object (new reference). */
json_t *lit_explanation_json(const lit_result *r, const lit_explanation *e);

#endif
