/* lit_ir.h — the litmus IR: a small litmus test as data, and a builder API to make one.
 *
 * Both front ends produce this form: the PTX-litmus parser (format 1, lit_parse.c) and the
 * CUDA C front end in interp/front (format 2, CUDA C litmus threads). A test is a set of named
 * locations with initial values, threads with a placement (gpu, cluster, cta, warp) and a list
 * of instructions over per-thread registers, an optional list of observed locations and
 * registers, and a final condition (exists / ~exists / forall over a propositional formula).
 *
 * The one design decision: instructions keep PTX's memory semantics directly (weak, relaxed,
 * acquire, release, acq_rel, sc, each with a scope), because that is what the PTX memory model
 * talks about; front ends map their constructs onto them (volatile = relaxed.sys, atomicAdd =
 * relaxed.gpu RMW, __threadfence() = fence.sc.gpu, ...). Labels are instructions in the stream
 * and jumps name a label by index, so instructions can be inserted without renumbering.
 *
 * Ownership: a lit_test owns everything reachable from it; lit_test_free() releases it all.
 * Builder calls that can fail return -1 (out of memory or a bad argument) and leave the test
 * valid.
 */
#ifndef LIT_IR_H
#define LIT_IR_H

#include <stddef.h>
#include <stdint.h>

#include "devmodel/dm_memorder.h"
#include "devmodel/litmus/lit_buf.h"

#define LIT_WARN_UNUSED __attribute__((warn_unused_result))

/* scopes and orders: dm_scope (a weak access carries none) and dm_order (sc: fences only;
 * volatile: never in a litmus test), devmodel/dm_memorder.h */

typedef enum {
    LIT_OP_MOV,          /* ALU: dst := a */
    LIT_OP_ADD,
    LIT_OP_SUB,
    LIT_OP_MUL,
    LIT_OP_AND,
    LIT_OP_OR,
    LIT_OP_XOR,
    LIT_OP_MIN,
    LIT_OP_MAX,
    LIT_OP_INC,          /* atom.inc: old >= a ? 0 : old + 1 (unsigned) */
    LIT_OP_DEC,          /* atom.dec: old == 0 || old > a ? a : old - 1 (unsigned) */
    LIT_OP_EXCH,
    LIT_OP_CAS,          /* writes b only when old == a */
} lit_op;

typedef enum { LIT_CMP_EQ, LIT_CMP_NE, LIT_CMP_LT, LIT_CMP_LE, LIT_CMP_GT, LIT_CMP_GE } lit_cmp;

typedef enum {
    LIT_I_LOAD,          /* dst := [loc] */
    LIT_I_STORE,         /* [loc] := a */
    LIT_I_ATOM,          /* dst := [loc]; [loc] := op([loc], a, b) — an RMW */
    LIT_I_RED,           /* [loc] := op([loc], a) — an RMW without result */
    LIT_I_FENCE,         /* fence.sem.scope (sem is DM_ORDER_SC or DM_ORDER_ACQ_REL) */
    LIT_I_BAR_SYNC,      /* bar.cta.sync: wait at a CTA barrier */
    LIT_I_BAR_ARRIVE,    /* bar.cta.arrive: arrive without waiting */
    LIT_I_ALU,           /* dst := a op b (MOV, ADD, SUB, MUL, AND, OR, XOR, MIN, MAX) */
    LIT_I_LABEL,         /* label: (target of jumps) */
    LIT_I_GOTO,          /* goto label */
    LIT_I_BRANCH,        /* if (a cmp b) goto label */
} lit_ikind;

typedef struct {
    int is_reg;          /* 1: register number reg; 0: the constant imm */
    int reg;
    int64_t imm;
} lit_operand;

typedef struct {
    lit_ikind kind;
    dm_order sem;
    dm_scope scope;
    lit_op op;
    lit_cmp cmp;
    int loc;             /* LOAD, STORE, ATOM, RED: location index */
    int dst;             /* LOAD, ATOM, ALU: destination register, else -1 */
    lit_operand a, b;
    int label;           /* LABEL, GOTO, BRANCH: label index in the thread */
    /* Barriers. A barrier instruction waits (or arrives) at the CTA barrier named by bar_id.
     * bar_inst, when present, is the litmus-only "instance" of format 1 (Dat3M): only
     * barriers with the same instance and the same id synchronize. bar_count, when present, is
     * the number of threads the barrier needs before it opens; absent means every thread of
     * the CTA that reaches a barrier with this id. */
    lit_operand bar_id, bar_inst, bar_count;
    unsigned has_inst : 1, has_count : 1;
    int line, col;       /* where it came from (0 when made by the builder) */
    char *text;          /* its source text, owned; NULL when made by the builder */
} lit_instr;

typedef struct {
    int gpu;
    int cluster;         /* -1: the CTA is its own cluster */
    int cta;
    int warp;            /* -1: a warp of its own */
} lit_place;

typedef struct {
    char *name;          /* "P0" */
    lit_place place;
    lit_instr *ins;
    int n_ins, cap_ins;
    char **regs;         /* register names; index = register number */
    int64_t *reg_init;
    int n_regs, cap_regs;
    char **labels;       /* label names; index = label number */
    int n_labels, cap_labels;
    int line, col;       /* of its header cell */
} lit_thread;

typedef struct {
    char *name;
    int64_t init;
    int line, col;       /* where it was declared (0: implicit, value 0) */
} lit_location;

typedef enum { LIT_T_CONST, LIT_T_REG, LIT_T_LOC } lit_tkind;

typedef struct {
    lit_tkind kind;
    int thread, reg;     /* LIT_T_REG */
    int loc;             /* LIT_T_LOC */
    int64_t val;         /* LIT_T_CONST */
} lit_term;

typedef enum { LIT_C_TRUE, LIT_C_FALSE, LIT_C_CMP, LIT_C_NOT, LIT_C_AND, LIT_C_OR } lit_ckind;

typedef struct lit_cond {
    lit_ckind kind;
    lit_cmp cmp;         /* LIT_C_CMP: a cmp b */
    lit_term a, b;
    struct lit_cond *l, *r;  /* NOT: l; AND, OR: l and r */
} lit_cond;

typedef enum { LIT_Q_EXISTS, LIT_Q_NOT_EXISTS, LIT_Q_FORALL } lit_quant;

typedef struct lit_test {
    char *name;
    char *comment;       /* the quoted comment lines, joined with newlines; may be NULL */
    char *file;          /* name of the source, for messages; may be NULL */
    lit_location *locs;
    int n_locs, cap_locs;
    lit_thread *threads;
    int n_threads, cap_threads;
    lit_term *observe;   /* the "locations [...]" list */
    int n_observe, cap_observe;
    lit_quant quant;
    lit_cond *cond;      /* NULL: no condition (then: exists true) */
    int cond_line, cond_col;
    int cuda;            /* written in the CUDA format: explanations use CUDA spellings */
} lit_test;

/* ---- Builder ------------------------------------------------------------------------------ */

lit_test *lit_test_new(const char *name);
void lit_test_free(lit_test *t);
/* A deep copy; NULL when out of memory. */
lit_test *lit_test_clone(const lit_test *t);
LIT_WARN_UNUSED int lit_test_set_comment(lit_test *t, const char *comment);
LIT_WARN_UNUSED int lit_test_set_file(lit_test *t, const char *file);

/* The index of location NAME, creating it (initial value 0) when it is new. */
LIT_WARN_UNUSED int lit_test_location(lit_test *t, const char *name);
int lit_test_find_location(const lit_test *t, const char *name);
LIT_WARN_UNUSED int lit_test_set_init(lit_test *t, const char *name, int64_t value);

/* Adds a thread; returns its index. */
LIT_WARN_UNUSED int lit_test_add_thread(lit_test *t, const char *name, lit_place place);
lit_place lit_place_make(int gpu, int cta);
/* The number of register NAME in thread TH, creating it (initial value 0) when new. */
LIT_WARN_UNUSED int lit_thread_reg(lit_test *t, int th, const char *name);
int lit_thread_find_reg(const lit_test *t, int th, const char *name);
LIT_WARN_UNUSED int lit_thread_set_reg(lit_test *t, int th, const char *name, int64_t value);
/* The number of label NAME in thread TH, creating it when new. */
LIT_WARN_UNUSED int lit_thread_label(lit_test *t, int th, const char *name);
/* Appends a copy of INS (its text is copied too) to thread TH; returns its index. */
LIT_WARN_UNUSED int lit_thread_append(lit_test *t, int th, const lit_instr *ins);
/* Inserts a copy of INS before instruction AT of thread TH (AT == n_ins appends). */
LIT_WARN_UNUSED int lit_thread_insert(lit_test *t, int th, int at, const lit_instr *ins);
/* Adds an observed register or location to the "locations [...]" list. */
LIT_WARN_UNUSED int lit_test_observe(lit_test *t, lit_term term);
/* Sets the final condition; takes ownership of COND (NULL means "true"). */
void lit_test_set_condition(lit_test *t, lit_quant q, lit_cond *cond);

/* Instruction constructors (operands are built with lit_imm / lit_reg). */
lit_operand lit_imm(int64_t v);
lit_operand lit_reg(int reg);
lit_instr lit_mk_load(int dst, int loc, dm_order sem, dm_scope scope);
lit_instr lit_mk_store(int loc, lit_operand v, dm_order sem, dm_scope scope);
lit_instr lit_mk_atom(int dst, int loc, lit_op op, lit_operand a, lit_operand b, dm_order sem,
                      dm_scope scope);
lit_instr lit_mk_red(int loc, lit_op op, lit_operand a, dm_order sem, dm_scope scope);
lit_instr lit_mk_fence(dm_order sem, dm_scope scope);
/* bar.cta.sync id (count < 0: all threads of the CTA). */
lit_instr lit_mk_bar(int arrive, lit_operand id, lit_operand count, int has_count);
lit_instr lit_mk_alu(int dst, lit_op op, lit_operand a, lit_operand b);
lit_instr lit_mk_label(int label);
lit_instr lit_mk_goto(int label);
lit_instr lit_mk_branch(lit_cmp cmp, lit_operand a, lit_operand b, int label);

/* Condition constructors; NULL when out of memory (and they free their arguments then). */
lit_cond *lit_cond_cmp(lit_cmp cmp, lit_term a, lit_term b);
lit_cond *lit_cond_not(lit_cond *c);
lit_cond *lit_cond_and(lit_cond *l, lit_cond *r);
lit_cond *lit_cond_or(lit_cond *l, lit_cond *r);
lit_cond *lit_cond_bool(int value);
void lit_cond_free(lit_cond *c);
lit_cond *lit_cond_clone(const lit_cond *c);
lit_term lit_term_reg(int thread, int reg);
lit_term lit_term_loc(int loc);
lit_term lit_term_const(int64_t v);

/* ---- Names and printing ------------------------------------------------------------------- */

const char *lit_scope_name(dm_scope s);    /* "cta", "gpu", ... ("" for NONE) */
const char *lit_sem_name(dm_order s);        /* "weak", "relaxed", ... */
const char *lit_op_name(lit_op op);         /* "add", "cas", ... */
const char *lit_cmp_name(lit_cmp c);        /* "==", "!=", ... */
int lit_cmp_eval(lit_cmp c, int64_t a, int64_t b);
/* Appends the PTX-litmus text of instruction INS of thread TH. */
void lit_instr_format(lit_buf *b, const lit_test *t, int th, const lit_instr *ins);
/* Appends a term in herd's syntax ("1:r0", "x", "3"). */
void lit_term_format(lit_buf *b, const lit_test *t, const lit_term *term);
/* Appends a condition in herd's syntax ("1:r0=1 /\ x=2"). */
void lit_cond_format(lit_buf *b, const lit_test *t, const lit_cond *c);
/* Appends the whole test in format 1 (PTX litmus), parseable by lit_parse. */
void lit_test_format(lit_buf *b, const lit_test *t);
const char *lit_quant_name(lit_quant q);    /* "exists", "~exists", "forall" */

#endif
