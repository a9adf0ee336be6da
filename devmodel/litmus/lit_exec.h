/* lit_exec.h — one candidate execution of a litmus test.
 *
 * The enumerator fills this in stages: the events (one initial write per location, then each
 * thread's chosen path), the values (once every read has a write to read from), the barrier
 * synchronisation, the Fence-SC order, the coherence order and the final write of each
 * location. The model (lit_model), the explanation, the SVG and the JSON output all read it.
 * Event indices are global: initial writes first, then thread 0's events in program order,
 * then thread 1's, and so on.
 */
#ifndef LIT_EXEC_H
#define LIT_EXEC_H

#include "devmodel/litmus/lit_ir.h"
#include "devmodel/litmus/lit_rel.h"
#include "devmodel/litmus/lit_trace.h"

#define LIT_MAX_THREADS 32
#define LIT_MAX_LOCS 32

typedef struct {
    const lit_test *test;
    int n;                            /* number of events */
    int n_init;                       /* initial writes: events 0 .. n_init-1, one per location */
    int n_threads;
    int first[LIT_MAX_THREADS + 1];   /* thread t's events are [first[t], first[t+1]) */
    const lit_trace *tr[LIT_MAX_THREADS];
    int path[LIT_MAX_THREADS];        /* which path of the thread was chosen */
    lit_event ev[LIT_MAX_EVENTS];     /* partner and deps use global indices */
    int64_t val[LIT_MAX_EVENTS];      /* read: value read; write: value written; barrier: id */
    int64_t inst[LIT_MAX_EVENTS];     /* barrier instance (when it has one) */
    int64_t count[LIT_MAX_EVENTS];    /* barrier thread count (when it has one) */
    int rf[LIT_MAX_EVENTS];           /* read -> the write it reads from; -1 for others */
    lit_rel co;                       /* coherence: strict partial order, transitively closed */
    lit_rel sf;                       /* Fence-SC order between morally strong fence.sc pairs */
    lit_rel sb;                       /* barrier synchronisation (bar.sync/arrive -> bar.sync) */
    int final_w[LIT_MAX_LOCS];        /* the co-maximal write each location ends with */
} lit_exec;

/* Value of path node NODE of thread TH, once every read of the execution has its value. */
int64_t lit_exec_eval(const lit_exec *x, int th, int node);
/* Final value of register REG of thread TH. */
int64_t lit_exec_reg(const lit_exec *x, int th, int reg);
/* The instruction event I came from (NULL for initial writes). */
const lit_instr *lit_exec_instr(const lit_exec *x, int i);
/* Appends a short name for event I: "a", "b", ... as herd names events. */
void lit_exec_name(lit_buf *b, int i);
/* Appends what event I did: "W x=1", "R y=0", "F sc.gpu", "B sync 1", "init x=0". */
void lit_exec_describe(lit_buf *b, const lit_exec *x, int i);
/* Appends the source of event I: "P0 line 8: st.weak x, 1" (or "initial state"). */
void lit_exec_source(lit_buf *b, const lit_exec *x, int i);

#endif
