/* lit_expand.c — unrolls a thread into its control paths (see lit_trace.h).
 *
 * A depth-first walk over the instructions. Straight-line code appends events and builds
 * value expressions; a branch whose condition is not a constant, and a CAS (which writes only
 * when it succeeds), fork the walk, each side recording the constraint it assumes. Backward
 * jumps are counted per jump instruction; a path that would exceed the bound is cut, the way
 * a bounded model checker unrolls loops, and the caller reports that the bound was hit.
 */
#include "devmodel/litmus/lit_trace.h"

#include "devmodel/litmus/lit_rel.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const lit_test *t;
    const lit_thread *p;
    int th, bound;
    int *label_pos;
    int *jumps;          /* per instruction: backward jumps taken so far in this path */
    lit_event ev[LIT_MAX_EVENTS];
    int n_ev;
    lit_node *nodes;
    int n_nodes, cap_nodes;
    lit_constraint *cons;
    int n_cons, cap_cons;
    int16_t *regs;
    uint64_t ctrl;
    lit_paths *out;
    lit_diags *d;
    int err;
} walk;

int64_t lit_apply_op(lit_op op, int64_t a, int64_t b)
{
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case LIT_OP_MOV: return a;
    case LIT_OP_ADD: return (int64_t)(ua + ub);
    case LIT_OP_SUB: return (int64_t)(ua - ub);
    case LIT_OP_MUL: return (int64_t)(ua * ub);
    case LIT_OP_AND: return a & b;
    case LIT_OP_OR: return a | b;
    case LIT_OP_XOR: return a ^ b;
    case LIT_OP_MIN: return a < b ? a : b;
    case LIT_OP_MAX: return a > b ? a : b;
    case LIT_OP_INC: return ua >= ub ? 0 : (int64_t)(ua + 1);
    case LIT_OP_DEC: return (ua == 0 || ua > ub) ? b : (int64_t)(ua - 1);
    case LIT_OP_EXCH: return b;
    case LIT_OP_CAS: return b;
    }
    return 0;
}

static void fail(walk *w, int line, int col, const char *msg)
{
    if (!w->err)
        lit_diag_add(w->d, w->t->file, line, col, LIT_SEV_ERROR, "%s", msg);
    w->err = 1;
}

static int new_node(walk *w, lit_node n)
{
    if (w->n_nodes == w->cap_nodes) {
        int cap = w->cap_nodes ? w->cap_nodes * 2 : 64;
        lit_node *p = cap <= INT16_MAX ? realloc(w->nodes, (size_t)cap * sizeof *p) : NULL;
        if (!p) {
            fail(w, 0, 0, "out of memory (or an expression too large) while unrolling a thread");
            return 0;
        }
        w->nodes = p;
        w->cap_nodes = cap;
    }
    w->nodes[w->n_nodes] = n;
    return w->n_nodes++;
}

static int mk_const(walk *w, int64_t v)
{
    lit_node n = { LIT_N_CONST, 0, -1, -1, -1, v, 0 };
    return new_node(w, n);
}

static int mk_op(walk *w, lit_op op, int a, int b)
{
    const lit_node *na = &w->nodes[a], *nb = &w->nodes[b];
    if (na->kind == LIT_N_CONST && nb->kind == LIT_N_CONST)
        return mk_const(w, lit_apply_op(op, na->imm, nb->imm));
    if (op == LIT_OP_MOV)
        return a;
    if (op == LIT_OP_EXCH || op == LIT_OP_CAS)
        return b;
    lit_node n = { LIT_N_OP, (uint8_t)op, (int16_t)a, (int16_t)b, -1, 0, na->sup | nb->sup };
    return new_node(w, n);
}

static int operand(walk *w, lit_operand o)
{
    if (!o.is_reg)
        return mk_const(w, o.imm);
    return w->regs[o.reg];
}

static lit_event *push_event(walk *w, const lit_instr *ins, lit_evkind kind, int pc)
{
    if (w->n_ev == LIT_MAX_EVENTS) {
        fail(w, ins->line, ins->col, "a thread path has more than 64 events; use a smaller "
             "loop bound or a smaller test");
        return NULL;
    }
    lit_event *e = &w->ev[w->n_ev];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->thread = (int8_t)w->th;
    e->loc = (int16_t)ins->loc;
    e->instr = (int16_t)pc;
    e->partner = -1;
    e->node = e->inode = e->cnode = -1;
    e->scope = (uint8_t)ins->scope;
    e->deps = w->ctrl;
    w->n_ev++;
    return e;
}

static int add_constraint(walk *w, lit_cmp cmp, int a, int b, int truth, int pc)
{
    if (w->n_cons == w->cap_cons) {
        int cap = w->cap_cons ? w->cap_cons * 2 : 16;
        lit_constraint *c = realloc(w->cons, (size_t)cap * sizeof *c);
        if (!c) {
            fail(w, 0, 0, "out of memory while unrolling a thread");
            return -1;
        }
        w->cons = c;
        w->cap_cons = cap;
    }
    lit_constraint c = { (uint8_t)cmp, (uint8_t)truth, (int16_t)a, (int16_t)b, pc };
    w->cons[w->n_cons++] = c;
    return 0;
}

/* ---- Recording a finished path ------------------------------------------------------------ */

static void *dup_mem(const void *p, size_t n)
{
    void *q = malloc(n ? n : 1);
    if (q && n)
        memcpy(q, p, n);
    return q;
}

static void record(walk *w)
{
    lit_paths *o = w->out;
    if (o->n == LIT_MAX_PATHS) {
        fail(w, w->p->line, w->p->col, "a thread has more than 4096 paths; use a smaller loop "
             "bound or fewer branches");
        return;
    }
    if (o->n == o->cap) {
        int cap = o->cap ? o->cap * 2 : 8;
        lit_trace *tr = realloc(o->tr, (size_t)cap * sizeof *tr);
        if (!tr)
            return fail(w, 0, 0, "out of memory while unrolling a thread");
        o->tr = tr;
        o->cap = cap;
    }
    lit_trace *tr = &o->tr[o->n];
    tr->n_ev = w->n_ev;
    tr->n_nodes = w->n_nodes;
    tr->n_cons = w->n_cons;
    tr->n_regs = w->p->n_regs;
    tr->ev = dup_mem(w->ev, (size_t)w->n_ev * sizeof *tr->ev);
    tr->nodes = dup_mem(w->nodes, (size_t)w->n_nodes * sizeof *tr->nodes);
    tr->cons = dup_mem(w->cons, (size_t)w->n_cons * sizeof *tr->cons);
    tr->regs = dup_mem(w->regs, (size_t)w->p->n_regs * sizeof *tr->regs);
    o->n++;
    if (!tr->ev || !tr->nodes || !tr->cons || !tr->regs)
        fail(w, 0, 0, "out of memory while unrolling a thread");
}

/* ---- The walk ----------------------------------------------------------------------------- */

static void run(walk *w, int pc);

typedef struct {
    int n_ev, n_nodes, n_cons;
    uint64_t ctrl;
    int16_t *regs;
    int *jumps;
} saved;

static int save(walk *w, saved *s)
{
    s->n_ev = w->n_ev;
    s->n_nodes = w->n_nodes;
    s->n_cons = w->n_cons;
    s->ctrl = w->ctrl;
    s->regs = dup_mem(w->regs, (size_t)w->p->n_regs * sizeof *w->regs);
    s->jumps = dup_mem(w->jumps, (size_t)w->p->n_ins * sizeof *w->jumps);
    if (!s->regs || !s->jumps) {
        free(s->regs);
        free(s->jumps);
        fail(w, 0, 0, "out of memory while unrolling a thread");
        return -1;
    }
    return 0;
}

static void restore(walk *w, saved *s)
{
    w->n_ev = s->n_ev;
    w->n_nodes = s->n_nodes;
    w->n_cons = s->n_cons;
    w->ctrl = s->ctrl;
    memcpy(w->regs, s->regs, (size_t)w->p->n_regs * sizeof *w->regs);
    memcpy(w->jumps, s->jumps, (size_t)w->p->n_ins * sizeof *w->jumps);
    free(s->regs);
    free(s->jumps);
}

/* Jumps from PC to LABEL; returns the next pc, or -1 when the loop bound cuts the path. */
static int jump(walk *w, int pc, int label)
{
    int target = w->label_pos[label];
    if (target <= pc && ++w->jumps[pc] > w->bound) {
        w->out->cut++;
        return -1;
    }
    return target;
}

static dm_order read_sem(dm_order s)
{
    return s == DM_ORDER_ACQUIRE || s == DM_ORDER_ACQ_REL ? DM_ORDER_ACQUIRE : DM_ORDER_RELAXED;
}

static dm_order write_sem(dm_order s)
{
    return s == DM_ORDER_RELEASE || s == DM_ORDER_ACQ_REL ? DM_ORDER_RELEASE : DM_ORDER_RELAXED;
}

/* The read half of an atom/red; returns its node. */
static int rmw_read(walk *w, const lit_instr *ins, int pc)
{
    lit_event *r = push_event(w, ins, LIT_EV_READ, pc);
    if (!r)
        return -1;
    int idx = w->n_ev - 1;
    r->sem = (uint8_t)read_sem(ins->sem);
    r->rmw = 1;
    lit_node n = { LIT_N_READ, 0, -1, -1, (int16_t)idx, 0, lit_bit(idx) };
    r->node = (int16_t)new_node(w, n);
    return r->node;
}

static void rmw_write(walk *w, const lit_instr *ins, int pc, int rnode, int vnode)
{
    int ridx = w->n_ev - 1;
    lit_event *e = push_event(w, ins, LIT_EV_WRITE, pc);
    if (!e)
        return;
    e->sem = (uint8_t)write_sem(ins->sem);
    e->rmw = 1;
    e->node = (int16_t)vnode;
    e->deps |= w->nodes[vnode].sup | w->nodes[rnode].sup;
    e->partner = (int16_t)ridx;
    w->ev[ridx].partner = (int16_t)(w->n_ev - 1);
}

/* atom/red: a read, then (unless a CAS fails) a write. */
static int exec_rmw(walk *w, const lit_instr *ins, int pc)
{
    int rnode = rmw_read(w, ins, pc);
    if (rnode < 0)
        return -1;
    if (ins->kind == LIT_I_ATOM)
        w->regs[ins->dst] = (int16_t)rnode;
    int a = operand(w, ins->a);
    if (ins->op == LIT_OP_CAS) {
        int b = operand(w, ins->b);
        saved s;
        if (save(w, &s) < 0)
            return -1;
        if (add_constraint(w, LIT_CMP_EQ, rnode, a, 0, pc) == 0)
            run(w, pc + 1);  /* failure: no write */
        restore(w, &s);
        if (w->err || add_constraint(w, LIT_CMP_EQ, rnode, a, 1, pc) < 0)
            return -1;
        rmw_write(w, ins, pc, rnode, b);
        return 0;
    }
    rmw_write(w, ins, pc, rnode, mk_op(w, ins->op == LIT_OP_EXCH ? LIT_OP_EXCH : ins->op, rnode, a));
    return 0;
}

static int exec_bar(walk *w, const lit_instr *ins, int pc)
{
    lit_event *e = push_event(w, ins, LIT_EV_BAR, pc);
    if (!e)
        return -1;
    e->arrive = ins->kind == LIT_I_BAR_ARRIVE;
    e->scope = DM_SCOPE_CTA;
    e->node = (int16_t)operand(w, ins->bar_id);
    e->has_inst = ins->has_inst;
    e->has_count = ins->has_count;
    if (ins->has_inst)
        e->inode = (int16_t)operand(w, ins->bar_inst);
    if (ins->has_count)
        e->cnode = (int16_t)operand(w, ins->bar_count);
    return 0;
}

/* Executes the non-branching instruction at PC; returns 0 or -1. */
static int exec_simple(walk *w, const lit_instr *ins, int pc)
{
    lit_event *e;
    switch (ins->kind) {
    case LIT_I_LOAD: {
        if (!(e = push_event(w, ins, LIT_EV_READ, pc)))
            return -1;
        int idx = w->n_ev - 1;
        e->sem = (uint8_t)ins->sem;
        lit_node n = { LIT_N_READ, 0, -1, -1, (int16_t)idx, 0, lit_bit(idx) };
        e->node = (int16_t)new_node(w, n);
        w->regs[ins->dst] = e->node;
        return 0;
    }
    case LIT_I_STORE: {
        int v = operand(w, ins->a);
        if (!(e = push_event(w, ins, LIT_EV_WRITE, pc)))
            return -1;
        e->sem = (uint8_t)ins->sem;
        e->node = (int16_t)v;
        e->deps |= w->nodes[v].sup;
        return 0;
    }
    case LIT_I_FENCE:
        if (!(e = push_event(w, ins, LIT_EV_FENCE, pc)))
            return -1;
        e->sem = (uint8_t)ins->sem;
        return 0;
    case LIT_I_ALU:
        w->regs[ins->dst] = (int16_t)mk_op(w, ins->op, operand(w, ins->a), operand(w, ins->b));
        return 0;
    default:
        return 0;
    }
}

/* A conditional branch: forks unless the condition is a constant. Returns the next pc for the
 * fall-through side, or -1 when the walk of this path is over. */
static int exec_branch(walk *w, const lit_instr *ins, int pc)
{
    int a = operand(w, ins->a), b = operand(w, ins->b);
    const lit_node *na = &w->nodes[a], *nb = &w->nodes[b];
    if (na->kind == LIT_N_CONST && nb->kind == LIT_N_CONST)
        return lit_cmp_eval(ins->cmp, na->imm, nb->imm) ? jump(w, pc, ins->label) : pc + 1;
    w->ctrl |= na->sup | nb->sup;
    saved s;
    if (save(w, &s) < 0)
        return -1;
    int target = jump(w, pc, ins->label);
    if (target >= 0 && add_constraint(w, ins->cmp, a, b, 1, pc) == 0)
        run(w, target);
    restore(w, &s);
    if (w->err || add_constraint(w, ins->cmp, a, b, 0, pc) < 0)
        return -1;
    return pc + 1;
}

static void run(walk *w, int pc)
{
    while (!w->err) {
        if (pc >= w->p->n_ins) {
            record(w);
            return;
        }
        const lit_instr *ins = &w->p->ins[pc];
        switch (ins->kind) {
        case LIT_I_GOTO:
            pc = jump(w, pc, ins->label);
            break;
        case LIT_I_BRANCH:
            pc = exec_branch(w, ins, pc);
            break;
        case LIT_I_ATOM:
        case LIT_I_RED:
            pc = exec_rmw(w, ins, pc) < 0 ? -1 : pc + 1;
            break;
        case LIT_I_BAR_SYNC:
        case LIT_I_BAR_ARRIVE:
            pc = exec_bar(w, ins, pc) < 0 ? -1 : pc + 1;
            break;
        default:
            pc = exec_simple(w, ins, pc) < 0 ? -1 : pc + 1;
        }
        if (pc < 0)
            return;
    }
}

static int find_labels(walk *w)
{
    for (int l = 0; l < w->p->n_labels; l++)
        w->label_pos[l] = -1;
    for (int i = 0; i < w->p->n_ins; i++)
        if (w->p->ins[i].kind == LIT_I_LABEL)
            w->label_pos[w->p->ins[i].label] = i;
    for (int i = 0; i < w->p->n_ins; i++) {
        const lit_instr *ins = &w->p->ins[i];
        if ((ins->kind == LIT_I_GOTO || ins->kind == LIT_I_BRANCH) &&
            (ins->label < 0 || ins->label >= w->p->n_labels || w->label_pos[ins->label] < 0)) {
            fail(w, ins->line, ins->col, "jump to an undefined label");
            return -1;
        }
    }
    return 0;
}

static int init_regs(walk *w)
{
    for (int r = 0; r < w->p->n_regs; r++)
        w->regs[r] = (int16_t)mk_const(w, w->p->reg_init[r]);
    return w->err ? -1 : 0;
}

int lit_expand(const lit_test *t, int th, int bound, lit_paths *out, lit_diags *d)
{
    walk w;
    memset(&w, 0, sizeof w);
    w.t = t;
    w.p = &t->threads[th];
    w.th = th;
    w.bound = bound < 0 ? 0 : bound;
    w.out = out;
    w.d = d;
    memset(out, 0, sizeof *out);
    w.label_pos = calloc((size_t)w.p->n_labels + 1, sizeof *w.label_pos);
    w.jumps = calloc((size_t)w.p->n_ins + 1, sizeof *w.jumps);
    w.regs = calloc((size_t)w.p->n_regs + 1, sizeof *w.regs);
    if (!w.label_pos || !w.jumps || !w.regs)
        fail(&w, 0, 0, "out of memory while unrolling a thread");
    else if (find_labels(&w) == 0 && init_regs(&w) == 0)
        run(&w, 0);
    free(w.label_pos);
    free(w.jumps);
    free(w.regs);
    free(w.nodes);
    free(w.cons);
    if (w.err) {
        lit_paths_free(out);
        return -1;
    }
    return 0;
}

void lit_paths_free(lit_paths *p)
{
    for (int i = 0; i < p->n; i++) {
        free(p->tr[i].ev);
        free(p->tr[i].nodes);
        free(p->tr[i].cons);
        free(p->tr[i].regs);
    }
    free(p->tr);
    memset(p, 0, sizeof *p);
}
