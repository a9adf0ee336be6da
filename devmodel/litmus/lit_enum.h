/* lit_enum.h — the axiomatic enumerator: every consistent execution of a litmus test.
 *
 * The enumeration picks, in this order and with a consistency check after each level:
 *   1. one control path per thread (lit_expand; loops unrolled to the loop bound),
 *   2. a write for every read (rf), then evaluates the values and the paths' branch
 *      constraints (reads are visited so that a wrong guess is rejected early),
 *   3. the barriers: which ones complete (an execution whose barrier never gets its threads
 *      does not terminate and has no final state) and which synchronise,
 *   4. an order for every morally strong pair of fence.sc (Fence-SC order),
 *   5. a coherence order per location: a strict partial order in which morally strong writes
 *      are ordered, built only from the edges the axioms still allow,
 * and counts each consistent execution under the final state it reaches (registers and
 * locations named by the condition or by "locations [...]"). A location whose writes are not
 * totally ordered may end with the value of any of its co-maximal writes; each such ending
 * counts as one execution.
 */
#ifndef LIT_ENUM_H
#define LIT_ENUM_H

#include <signal.h>

#include "devmodel/litmus/lit_diag.h"
#include "devmodel/litmus/lit_exec.h"
#include "devmodel/litmus/lit_ir.h"
#include "devmodel/litmus/lit_model.h"

typedef struct {
    int loop_bound;          /* times each backward jump may be taken in one path (default 2) */
    lit_model model;
    uint64_t max_candidates; /* stop after this many rf choices, or twice as many coherence
                                choices (0: 1 million) */
    const volatile sig_atomic_t *interrupt; /* when set (Ctrl-C, a Jupyter interrupt), stop
                                               soon; NULL: not interruptible */
} lit_options;

void lit_options_default(lit_options *o);

typedef struct {
    int64_t *vals;           /* one per observed term (lit_result.terms) */
    uint64_t count;          /* consistent executions ending in this state */
    int holds;               /* the condition's formula is true in this state */
} lit_state;

typedef struct {
    lit_test *test;          /* a private copy of the test that was run */
    lit_options opts;
    lit_term *terms;         /* observed registers and locations, in print order */
    int n_terms;
    lit_state *states;       /* sorted */
    int n_states, cap_states;
    uint64_t positive;       /* consistent executions where the formula is true */
    uint64_t negative;
    int ok;                  /* the test's condition holds (herd's "Ok") */
    uint64_t rf_candidates;  /* rf choices examined */
    uint64_t candidates;     /* complete candidate executions checked */
    uint64_t consistent;
    uint64_t deadlocks;      /* rf choices whose barriers cannot all complete */
    int paths_cut;           /* thread paths cut at the loop bound */
    int truncated;           /* stopped at max_candidates: the answer may be incomplete */
    int interrupted;         /* stopped by the interrupt flag: the answer may be incomplete */
    int has_witness[2];      /* [1]: an execution where the formula holds; [0]: one where not */
    lit_exec witness[2];
    lit_paths paths[LIT_MAX_THREADS];  /* the paths the witnesses point into */
} lit_result;

/* Runs the enumerator on T. Returns 0 and a result (free with lit_result_free), or -1 after
 * adding diagnostics to D (a test too large for the limits, out of memory). */
LIT_WARN_UNUSED int lit_enumerate(const lit_test *t, const lit_options *o, lit_result **out, lit_diags *d);
void lit_result_free(lit_result *r);

/* Evaluates the test's formula (not the quantifier) on execution X. */
int lit_formula_holds(const lit_test *t, const lit_cond *c, const lit_exec *x);
/* The value of TERM in execution X. */
int64_t lit_term_value(const lit_test *t, const lit_term *term, const lit_exec *x);

/* ---- Refutation: why a final state is unreachable ----------------------------------------- */

typedef struct {
    int found;               /* a candidate reaching the target state was found */
    int deadlock_only;       /* ...but every such candidate deadlocks at a barrier */
    lit_axiom axiom;         /* the axiom the chosen candidate violates */
    unsigned violated;       /* bitmask (1 << axiom) of all axioms it violates */
    lit_exec x;              /* the candidate */
} lit_refutation;

/* Looks for candidate executions (consistent or not) whose final state satisfies TARGET
 * (holds == WANT) and picks the one that breaks the fewest axioms. R supplies the paths
 * and options of an earlier run of the same test. */
LIT_WARN_UNUSED int lit_refute(lit_result *r, const lit_cond *target, int want, lit_refutation *out,
               lit_diags *d);

#endif
