/* lit_trace.h — the paths of one thread: events with symbolic values.
 *
 * Before any execution is built, each thread is unrolled into its control paths (lit_expand).
 * A path is a list of events (reads, writes, fences, barriers) whose values are expressions
 * over the values that the path's reads will return, plus the constraints that the path's
 * branches impose on those values ("r1 == r2 was false"). The enumerator later picks a path per
 * thread and a write for every read (rf), evaluates the expressions, and keeps the choice only
 * when every constraint holds. This is herd's approach: the number of paths depends on the
 * branches, not on the values, so a load without a branch costs one path, not one per value.
 *
 * Events are stored per path with path-local indices; dependency sets are bitsets of the
 * path's read events (data dependencies through registers, and control dependencies through
 * branch conditions), which the No-Thin-Air axiom uses.
 */
#ifndef LIT_TRACE_H
#define LIT_TRACE_H

#include <stdint.h>

#include "devmodel/litmus/lit_diag.h"
#include "devmodel/litmus/lit_ir.h"

typedef enum { LIT_EV_INIT, LIT_EV_READ, LIT_EV_WRITE, LIT_EV_FENCE, LIT_EV_BAR } lit_evkind;

typedef enum { LIT_N_CONST, LIT_N_READ, LIT_N_OP } lit_nkind;

/* A value expression node. */
typedef struct {
    uint8_t kind;        /* lit_nkind */
    uint8_t op;          /* LIT_N_OP: lit_op (ADD..MAX, INC, DEC) */
    int16_t a, b;        /* LIT_N_OP: operand nodes */
    int16_t ev;          /* LIT_N_READ: the read event, path-local */
    int64_t imm;         /* LIT_N_CONST */
    uint64_t sup;        /* path-local read events this value depends on */
} lit_node;

/* The path is feasible only when (node a cmp node b) == truth. */
typedef struct {
    uint8_t cmp, truth;
    int16_t a, b;
    int instr;           /* the branch or CAS that made it */
} lit_constraint;

typedef struct {
    uint8_t kind;        /* lit_evkind */
    uint8_t sem;         /* R: WEAK/RELAXED/ACQUIRE; W: WEAK/RELAXED/RELEASE; F: SC/ACQ_REL */
    uint8_t scope;       /* dm_scope */
    uint8_t rmw;         /* part of an atom/red */
    uint8_t arrive;      /* LIT_EV_BAR: bar.arrive */
    uint8_t has_inst, has_count;
    int8_t thread;       /* -1 for initial writes */
    int16_t loc;         /* memory events; -1 otherwise */
    int16_t instr;       /* instruction index in the thread; -1 for initial writes */
    int16_t partner;     /* RMW read <-> write (index in the same list), -1 */
    int16_t node;        /* R: its read node; W: value node; BAR: id node */
    int16_t inode, cnode;/* BAR: instance and count nodes */
    uint64_t deps;       /* reads this event depends on (data and control), same index space */
} lit_event;

typedef struct {
    lit_event *ev;
    int n_ev;
    lit_node *nodes;
    int n_nodes;
    lit_constraint *cons;
    int n_cons;
    int16_t *regs;       /* final value node of each register of the thread */
    int n_regs;
} lit_trace;

typedef struct {
    lit_trace *tr;
    int n, cap;
    int cut;             /* paths abandoned at the loop bound */
} lit_paths;

/* Limits: a path holds at most LIT_MAX_EVENTS events; a thread at most LIT_MAX_PATHS paths. */
#define LIT_MAX_PATHS 4096

/* Unrolls thread TH of T into its paths. BOUND is how often each backward jump may be taken
 * in one path; paths that would take one more time are cut (counted in out->cut). Returns 0,
 * or -1 after adding a diagnostic to D. */
LIT_WARN_UNUSED int lit_expand(const lit_test *t, int th, int bound, lit_paths *out, lit_diags *d);
void lit_paths_free(lit_paths *p);

/* Applies an RMW or ALU operation to concrete values. */
int64_t lit_apply_op(lit_op op, int64_t a, int64_t b);

#endif
