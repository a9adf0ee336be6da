/* lit_cuda_gen.c — one CUDA C litmus thread, from the typed AST to the litmus IR.
 *
 * A recursive walk in the style of a small code generator. Every local variable is a register
 * of the thread (named like the variable, so the condition can read it); every `*p` through a
 * parameter and every use of a location's __device__ variable is one load or store, in the
 * order C evaluates them (left to right); atomics, fences and __syncthreads are single IR
 * instructions, or the fence + access pairs nvcc emits for seq_cst. Control flow becomes
 * labels and branches over registers, and loops stay loops (the enumerator unrolls them).
 *
 * The memory semantics of each construct are those nvcc 13.0 gives it (`nvcc -arch=sm_90
 * -ptx`, recorded in docs/memory-model.md). Built-ins are found through their table entry:
 * __nv_atomic_* by name, whether the front end knows them as built-ins or, until it does, as
 * the declarations lit_cuda.c provides; legacy atomics by family (operation and scope).
 */
#include "devmodel/litmus/lit_cuda_gen.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/litmus/lit_trace.h"
#include "interp/front/builtins.h"
#include "interp/front/parse.h"

typedef struct {
    const parse_var *v;
    int reg;
} var_reg;

typedef struct {
    lit_test *t;
    int th;
    const char *text;
    lit_diags *d;
    var_reg *vars;
    int n_vars, cap_vars;
    int n_temps, n_labels;
    int brk, cont, exit;  /* labels of the innermost loop and of the end; -1: none */
    int err;
} gen;

static void error(gen *g, const lex_token *tok, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void error(gen *g, const lex_token *tok, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    lit_diag_add(g->d, tok && tok->file ? tok->file : g->t->file, tok ? tok->line : 0,
                 tok ? tok->col : 0, LIT_SEV_ERROR, "%s", msg);
    g->err = 1;
}

static void nomem(gen *g, int rc)
{
    if (rc < 0 && !g->err)
        error(g, NULL, "out of memory");
}

/* ---- Emitting ----------------------------------------------------------------------------- */

/* The source line LINE, without its indentation and trailing blanks (malloc'ed). */
static char *source_line(const char *text, int line)
{
    const char *p = text;
    for (int l = 1; p && l < line; l++) {
        p = strchr(p, '\n');
        if (p)
            p++;
    }
    if (!p || line < 1)
        return NULL;
    while (*p == ' ' || *p == '\t')
        p++;
    const char *e = strchr(p, '\n');
    if (!e)
        e = p + strlen(p);
    while (e > p && isspace((unsigned char)e[-1]))
        e--;
    return lit_strndup(p, (size_t)(e - p));
}

static int is_event(const lit_instr *i)
{
    return i->kind == LIT_I_LOAD || i->kind == LIT_I_STORE || i->kind == LIT_I_ATOM ||
           i->kind == LIT_I_RED || i->kind == LIT_I_FENCE || i->kind == LIT_I_BAR_SYNC ||
           i->kind == LIT_I_BAR_ARRIVE;
}

static void emit(gen *g, lit_instr ins, const lex_token *tok)
{
    if (tok) {
        ins.line = tok->line;
        ins.col = tok->col;
    }
    ins.text = tok && is_event(&ins) ? source_line(g->text, tok->line) : NULL;
    nomem(g, lit_thread_append(g->t, g->th, &ins));
    free(ins.text);
}

static int new_label(gen *g)
{
    char name[32];
    snprintf(name, sizeof name, "L%d", g->n_labels++);
    int l = lit_thread_label(g->t, g->th, name);
    nomem(g, l);
    return l < 0 ? 0 : l;
}

static void place(gen *g, int label)
{
    emit(g, lit_mk_label(label), NULL);
}

static void jump(gen *g, int label)
{
    emit(g, lit_mk_goto(label), NULL);
}

/* A fresh register for an intermediate value; '%' keeps it apart from C names. */
static int temp(gen *g)
{
    char name[32];
    snprintf(name, sizeof name, "%%t%d", ++g->n_temps);
    int r = lit_thread_reg(g->t, g->th, name);
    nomem(g, r);
    return r < 0 ? 0 : r;
}

/* The register of local variable V, named like it (a second variable of the same name, in
 * another scope, gets "name'2"). */
static int var_reg_of(gen *g, const parse_var *v)
{
    for (int i = 0; i < g->n_vars; i++)
        if (g->vars[i].v == v)
            return g->vars[i].reg;
    char name[256];
    snprintf(name, sizeof name, "%s", v->name);
    for (int k = 2; lit_thread_find_reg(g->t, g->th, name) >= 0; k++)
        snprintf(name, sizeof name, "%s'%d", v->name, k);
    int r = lit_thread_reg(g->t, g->th, name);
    nomem(g, r);
    if (r < 0)
        return 0;
    if (g->n_vars == g->cap_vars) {
        int cap = g->cap_vars ? 2 * g->cap_vars : 16;
        var_reg *nv = realloc(g->vars, (size_t)cap * sizeof *nv);
        if (!nv) {
            nomem(g, -1);
            return r;
        }
        g->vars = nv;
        g->cap_vars = cap;
    }
    g->vars[g->n_vars++] = (var_reg){ v, r };
    return r;
}

/* ---- Locations ---------------------------------------------------------------------------- */

static int location(gen *g, const char *name)
{
    int loc = lit_test_location(g->t, name);
    nomem(g, loc);
    return loc;
}

static int is_int_type(const ty_type *t)
{
    return t && (ty_is_integer(t) || t->kind == TY_BOOL);
}

static const parse_node *strip_casts(const parse_node *n)
{
    while (n->kind == ND_CAST)
        n = n->lhs;
    return n;
}

/* The location a pointer expression P points to: a parameter, or &v of a location's
 * variable, through casts. -1 after a diagnostic. */
static int address(gen *g, const parse_node *p)
{
    const parse_node *q = strip_casts(p);
    if (q->kind == ND_VAR && q->var->is_param && ty_is_ptr(q->var->ty))
        return location(g, q->var->name);
    if (q->kind == ND_ADDR && q->lhs->kind == ND_VAR && q->lhs->var->space == SP_GLOBAL &&
        lit_test_find_location(g->t, q->lhs->var->name) >= 0)
        return location(g, q->lhs->var->name);
    error(g, p->tok, "a litmus thread can only access its parameters' locations (*p, or a "
          "location by name); this address is not supported");
    return -1;
}

/* If N is a memory access (*p, or a location's variable), its location and whether it is
 * volatile; -2 when N is not a memory access; -1 after a diagnostic. */
static int mem_target(gen *g, const parse_node *n, int *vol)
{
    *vol = n->ty && n->ty->is_volatile;
    if (n->kind == ND_DEREF) {
        if (!is_int_type(n->ty)) {
            error(g, n->tok, "locations hold integers; this access has type '%s'",
                  n->ty ? (n->ty->name ? n->ty->name : "non-integer") : "unknown");
            return -1;
        }
        return address(g, n->lhs);
    }
    if (n->kind == ND_VAR && n->var->space == SP_GLOBAL) {
        if (lit_test_find_location(g->t, n->var->name) < 0) {
            error(g, n->tok, "'%s' is not a location of this test", n->var->name);
            return -1;
        }
        *vol = n->var->ty->is_volatile;
        return location(g, n->var->name);
    }
    return -2;
}

static int is_local(const parse_node *n)
{
    return n->kind == ND_VAR && !n->var->is_global && !n->var->is_param &&
           (n->var->space == SP_REG || n->var->space == SP_LOCAL);
}

/* ---- Expressions -------------------------------------------------------------------------- */

static lit_operand expr(gen *g, parse_node *n, int dst);
static void cond_jump(gen *g, parse_node *n, int label, int when);

static lit_operand load(gen *g, parse_node *n, int loc, int vol, int dst)
{
    int d = dst >= 0 ? dst : temp(g);
    emit(g, lit_mk_load(d, loc, vol ? DM_ORDER_RELAXED : DM_ORDER_WEAK,
                        vol ? DM_SCOPE_SYS : DM_SCOPE_NONE), n->tok);
    return lit_reg(d);
}

static void store(gen *g, const lex_token *tok, int loc, int vol, lit_operand v)
{
    emit(g, lit_mk_store(loc, v, vol ? DM_ORDER_RELAXED : DM_ORDER_WEAK,
                         vol ? DM_SCOPE_SYS : DM_SCOPE_NONE), tok);
}

static void move(gen *g, int dst, lit_operand v)
{
    if (!v.is_reg || v.reg != dst)
        emit(g, lit_mk_alu(dst, LIT_OP_MOV, v, lit_imm(0)), NULL);
}

static lit_operand alu(gen *g, lit_op op, lit_operand a, lit_operand b, int dst)
{
    if (!a.is_reg && !b.is_reg)
        return lit_imm(lit_apply_op(op, a.imm, b.imm));
    int d = dst >= 0 ? dst : temp(g);
    emit(g, lit_mk_alu(d, op, a, b), NULL);
    return lit_reg(d);
}

static int alu_op(nd_kind k, lit_op *op)
{
    switch (k) {
    case ND_ADD: *op = LIT_OP_ADD; return 1;
    case ND_SUB: *op = LIT_OP_SUB; return 1;
    case ND_MUL: *op = LIT_OP_MUL; return 1;
    case ND_BITAND: *op = LIT_OP_AND; return 1;
    case ND_BITOR: *op = LIT_OP_OR; return 1;
    case ND_BITXOR: *op = LIT_OP_XOR; return 1;
    default: return 0;
    }
}

/* A truth value as 0 or 1, through branches (the IR compares only in branches). */
static lit_operand truth(gen *g, parse_node *n)
{
    int d = temp(g), skip = new_label(g);
    move(g, d, lit_imm(0));
    cond_jump(g, n, skip, 0);
    move(g, d, lit_imm(1));
    place(g, skip);
    return lit_reg(d);
}

/* lhs = rhs, for a local or a memory location; the value is the one assigned. */
static lit_operand assign(gen *g, parse_node *n)
{
    if (is_local(n->lhs)) {
        int r = var_reg_of(g, n->lhs->var);
        move(g, r, expr(g, n->rhs, r));
        return lit_reg(r);
    }
    int vol, loc = mem_target(g, n->lhs, &vol);
    if (loc == -2)
        error(g, n->tok, "only local variables and locations can be assigned in a litmus thread");
    lit_operand v = expr(g, n->rhs, -1);
    if (loc >= 0)
        store(g, n->tok, loc, vol, v);
    return v;
}

/* lhs op= rhs, ++, --: a read, the operation and a write (two accesses for a location). */
static lit_operand update(gen *g, parse_node *n, lit_op op, parse_node *rhs, int64_t step, int post)
{
    parse_node *lv = n->lhs;
    if (is_local(lv)) {
        int r = var_reg_of(g, lv->var);
        lit_operand old = lit_reg(r);
        if (post) {
            old = lit_reg(temp(g));
            move(g, old.reg, lit_reg(r));
        }
        lit_operand b = rhs ? expr(g, rhs, -1) : lit_imm(step);
        emit(g, lit_mk_alu(r, op, lit_reg(r), b), NULL);
        return post ? old : lit_reg(r);
    }
    int vol, loc = mem_target(g, lv, &vol);
    if (loc == -2)
        error(g, n->tok, "only local variables and locations can be updated in a litmus thread");
    if (loc < 0)
        return lit_imm(0);
    lit_operand old = load(g, lv, loc, vol, -1);
    lit_operand b = rhs ? expr(g, rhs, -1) : lit_imm(step);
    lit_operand nv = alu(g, op, old, b, -1);
    store(g, n->tok, loc, vol, nv);
    return post ? old : nv;
}

static lit_operand builtin(gen *g, parse_node *n, int dst);
static lit_operand call(gen *g, parse_node *n, int dst);

static lit_operand cond_value(gen *g, parse_node *n, int dst)
{
    int d = temp(g), els = new_label(g), end = new_label(g);
    cond_jump(g, n->cond, els, 0);
    move(g, d, expr(g, n->then, d));
    jump(g, end);
    place(g, els);
    move(g, d, expr(g, n->els, d));
    place(g, end);
    (void)dst;
    return lit_reg(d);
}

static lit_operand unsupported_expr(gen *g, parse_node *n)
{
    static const char *const what[] = {
        [ND_FNUM] = "floating-point values", [ND_STR] = "string literals",
        [ND_SREG] = "built-in variables (threadIdx, blockIdx, ...)", [ND_DIV] = "'/'",
        [ND_MOD] = "'%'", [ND_SHL] = "'<<'", [ND_SHR] = "'>>'", [ND_MEMBER] = "members",
        [ND_ADDR] = "taking an address", [ND_STMT_EXPR] = "statement expressions",
        [ND_COMPOUND] = "compound literals",
    };
    const char *w = (size_t)n->kind < sizeof what / sizeof what[0] && what[n->kind]
                  ? what[n->kind] : "this expression";
    error(g, n->tok, "%s: not supported in a litmus thread (the IR has loads, stores, atomics, "
          "fences, barriers and add, sub, mul, and, or, xor on registers)", w);
    return lit_imm(0);
}

/* The value of expression N; DST, when >= 0, is a register the result may be put in. */
static lit_operand expr(gen *g, parse_node *n, int dst)
{
    int64_t c;
    lit_op op;
    if (n->kind != ND_VAR && n->kind != ND_ASSIGN && parse_eval_const(n, &c))
        return lit_imm(c);
    if (n->ty && n->ty->kind == TY_PTR && n->kind != ND_CAST && n->kind != ND_VAR)
        return unsupported_expr(g, n);
    if (alu_op(n->kind, &op))
        return alu(g, op, expr(g, n->lhs, -1), expr(g, n->rhs, -1), dst);
    switch (n->kind) {
    case ND_NUM:
        return lit_imm(n->ival);
    case ND_VAR:
    case ND_DEREF: {
        if (is_local(n)) {
            if (!is_int_type(n->ty))
                error(g, n->tok, "local variables of a litmus thread are integers");
            return lit_reg(var_reg_of(g, n->var));
        }
        int vol, loc = mem_target(g, n, &vol);
        if (loc == -2)
            error(g, n->tok, "'%s' is a location's address: read the location with '*%s'",
                  n->var ? n->var->name : "?", n->var ? n->var->name : "p");
        return loc >= 0 ? load(g, n, loc, vol, dst) : lit_imm(0);
    }
    case ND_CAST:
        if (n->ty && n->ty->kind == TY_BOOL)
            return truth(g, n->lhs);
        if (!is_int_type(n->ty) || !is_int_type(n->lhs->ty))
            return unsupported_expr(g, n);
        return expr(g, n->lhs, dst);
    case ND_NEG:
        return alu(g, LIT_OP_SUB, lit_imm(0), expr(g, n->lhs, -1), dst);
    case ND_BITNOT:
        return alu(g, LIT_OP_XOR, expr(g, n->lhs, -1), lit_imm(-1), dst);
    case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_NOT: case ND_LOGAND: case ND_LOGOR:
        return truth(g, n);
    case ND_COND:
        return cond_value(g, n, dst);
    case ND_ASSIGN:
        return assign(g, n);
    case ND_OPASSIGN:
        if (!alu_op((nd_kind)n->op, &op))
            return unsupported_expr(g, n);
        return update(g, n, op, n->rhs, 0, 0);
    case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
        return update(g, n, n->kind == ND_PREINC || n->kind == ND_POSTINC ? LIT_OP_ADD : LIT_OP_SUB,
                      NULL, n->ival, n->kind == ND_POSTINC || n->kind == ND_POSTDEC);
    case ND_COMMA:
        expr(g, n->lhs, -1);
        return expr(g, n->rhs, dst);
    case ND_BUILTIN:
        return builtin(g, n, dst);
    case ND_CALL:
        return call(g, n, dst);
    default:
        return unsupported_expr(g, n);
    }
}

/* ---- Conditions --------------------------------------------------------------------------- */

static lit_cmp negate(lit_cmp c)
{
    switch (c) {
    case LIT_CMP_EQ: return LIT_CMP_NE;
    case LIT_CMP_NE: return LIT_CMP_EQ;
    case LIT_CMP_LT: return LIT_CMP_GE;
    case LIT_CMP_LE: return LIT_CMP_GT;
    case LIT_CMP_GT: return LIT_CMP_LE;
    default: return LIT_CMP_LT;
    }
}

static void branch(gen *g, lit_cmp cmp, lit_operand a, lit_operand b, int label)
{
    if (!a.is_reg && !b.is_reg) {
        if (lit_cmp_eval(cmp, a.imm, b.imm))
            jump(g, label);
        return;
    }
    emit(g, lit_mk_branch(cmp, a, b, label), NULL);
}

/* Jumps to LABEL when the truth of N is WHEN; falls through otherwise. */
static void cond_jump(gen *g, parse_node *n, int label, int when)
{
    int64_t c;
    if (parse_eval_const(n, &c)) {
        if ((c != 0) == when)
            jump(g, label);
        return;
    }
    switch (n->kind) {
    case ND_NOT:
        cond_jump(g, n->lhs, label, !when);
        return;
    case ND_LOGAND:
    case ND_LOGOR: {
        int is_and = n->kind == ND_LOGAND;
        if (is_and != when) {   /* && false, || true: either side decides alone */
            cond_jump(g, n->lhs, label, when);
            cond_jump(g, n->rhs, label, when);
        } else {
            int skip = new_label(g);
            cond_jump(g, n->lhs, skip, !when);
            cond_jump(g, n->rhs, label, when);
            place(g, skip);
        }
        return;
    }
    case ND_EQ: case ND_NE: case ND_LT: case ND_LE: {
        if (!is_int_type(n->lhs->ty) || !is_int_type(n->rhs->ty)) {
            unsupported_expr(g, n);
            return;
        }
        lit_cmp cmp = n->kind == ND_EQ ? LIT_CMP_EQ : n->kind == ND_NE ? LIT_CMP_NE
                    : n->kind == ND_LT ? LIT_CMP_LT : LIT_CMP_LE;
        lit_operand a = expr(g, n->lhs, -1);
        lit_operand b = expr(g, n->rhs, -1);
        branch(g, when ? cmp : negate(cmp), a, b, label);
        return;
    }
    case ND_CAST:
        if (is_int_type(n->ty) && is_int_type(n->lhs->ty)) {
            cond_jump(g, n->lhs, label, when);
            return;
        }
        break;
    default:
        break;
    }
    lit_operand v = expr(g, n, -1);
    branch(g, when ? LIT_CMP_NE : LIT_CMP_EQ, v, lit_imm(0), label);
}

/* ---- Atomics, fences, barriers ------------------------------------------------------------ */

/* An access of an atomic: its kind, and how its order and scope are spelled. */
typedef enum { AK_LOAD, AK_STORE, AK_RMW, AK_CAS, AK_FENCE } akind;

static lit_op atom_op(int op)
{
    switch (op) {
    case ATOM_ADD: return LIT_OP_ADD;
    case ATOM_SUB: return LIT_OP_SUB;
    case ATOM_EXCH: return LIT_OP_EXCH;
    case ATOM_MIN: return LIT_OP_MIN;
    case ATOM_MAX: return LIT_OP_MAX;
    case ATOM_INC: return LIT_OP_INC;
    case ATOM_DEC: return LIT_OP_DEC;
    case ATOM_CAS: return LIT_OP_CAS;
    case ATOM_AND: return LIT_OP_AND;
    case ATOM_OR: return LIT_OP_OR;
    default: return LIT_OP_XOR;
    }
}

/* Emits an atomic access of order ORD (an ORDER_* value) at scope S, as nvcc 13.0 compiles
 * it: seq_cst is fence.sc.S before an acquire load, a relaxed store or an acquire RMW.
 * Returns the register holding the value read (RMW, CAS, load), or -1. */
static int atomic_access(gen *g, const lex_token *tok, akind k, int loc, lit_op op, lit_operand a,
                         lit_operand b, int ord, dm_scope s, int dst)
{
    if (ord == DM_ORDER_SC)
        emit(g, lit_mk_fence(DM_ORDER_SC, s), tok);
    dm_order sem = ord == DM_ORDER_ACQUIRE ? DM_ORDER_ACQUIRE : ord == DM_ORDER_RELEASE ? DM_ORDER_RELEASE
                : ord == DM_ORDER_ACQ_REL ? DM_ORDER_ACQ_REL : DM_ORDER_RELAXED;
    if (ord == DM_ORDER_SC)
        sem = k == AK_STORE ? DM_ORDER_RELAXED : DM_ORDER_ACQUIRE;
    if (k == AK_STORE) {
        emit(g, lit_mk_store(loc, a, sem, s), tok);
        return -1;
    }
    int d = dst >= 0 ? dst : temp(g);
    if (k == AK_LOAD)
        emit(g, lit_mk_load(d, loc, sem, s), tok);
    else
        emit(g, lit_mk_atom(d, loc, op, a, b, sem, s), tok);
    return d;
}

static int nth_arg(parse_node *n, int i, parse_node **out)
{
    parse_node *a = n->args;
    for (int k = 0; a && k < i; k++)
        a = a->next;
    *out = a;
    return a != NULL;
}

/* Legacy atomics (atomicAdd ..., _block, _system): relaxed RMW at the entry's scope. */
static lit_operand legacy_atomic(gen *g, parse_node *n, int dst)
{
    parse_node *p, *v, *w = NULL;
    if (!nth_arg(n, 0, &p) || !nth_arg(n, 1, &v))
        return lit_imm(0);
    if (!is_int_type(n->ty)) {
        error(g, n->tok, "atomics on non-integer values are not supported in a litmus thread");
        return lit_imm(0);
    }
    int op = (int)n->aux[0];
    if (op == ATOM_CAS)
        nth_arg(n, 2, &w);
    int loc = address(g, p);
    lit_operand a = expr(g, v, -1), b = w ? expr(g, w, -1) : lit_imm(0);
    if (loc < 0)
        return lit_imm(0);
    dm_scope s = (dm_scope)n->aux[1];
    int ord = (int)n->aux[2];
    akind k = op == ATOM_LOAD ? AK_LOAD : op == ATOM_STORE ? AK_STORE : AK_RMW;
    int d = atomic_access(g, n->tok, k, loc, atom_op(op), a, b, ord, s, dst);
    return d >= 0 ? lit_reg(d) : lit_imm(0);
}

/* __nv_atomic_*: the access kind, the operation, the position of the order and scope
 * arguments. */
typedef struct {
    const char *name;
    akind kind;
    lit_op op;
    int order_arg, scope_arg;
} nv_entry;

static const nv_entry nv_table[] = {
    { "__nv_atomic_load_n", AK_LOAD, LIT_OP_MOV, 1, 2 },
    { "__nv_atomic_store_n", AK_STORE, LIT_OP_MOV, 2, 3 },
    { "__nv_atomic_exchange_n", AK_RMW, LIT_OP_EXCH, 2, 3 },
    { "__nv_atomic_compare_exchange_n", AK_CAS, LIT_OP_CAS, 4, 6 },
    { "__nv_atomic_fetch_add", AK_RMW, LIT_OP_ADD, 2, 3 },
    { "__nv_atomic_fetch_sub", AK_RMW, LIT_OP_SUB, 2, 3 },
    { "__nv_atomic_fetch_and", AK_RMW, LIT_OP_AND, 2, 3 },
    { "__nv_atomic_fetch_or", AK_RMW, LIT_OP_OR, 2, 3 },
    { "__nv_atomic_fetch_xor", AK_RMW, LIT_OP_XOR, 2, 3 },
    { "__nv_atomic_fetch_min", AK_RMW, LIT_OP_MIN, 2, 3 },
    { "__nv_atomic_fetch_max", AK_RMW, LIT_OP_MAX, 2, 3 },
    { "__nv_atomic_thread_fence", AK_FENCE, LIT_OP_MOV, 0, 1 },
};

static const nv_entry *nv_lookup(const char *name)
{
    for (size_t i = 0; name && i < sizeof nv_table / sizeof nv_table[0]; i++)
        if (!strcmp(nv_table[i].name, name))
            return &nv_table[i];
    return NULL;
}

/* __NV_ATOMIC_RELAXED .. __NV_ATOMIC_SEQ_CST (nvcc's enumerators 0..5) -> ORDER_*. */
static int nv_order(gen *g, parse_node *a)
{
    int64_t v;
    if (!a || !parse_eval_const(a, &v) || v < 0 || v > 5) {
        error(g, a ? a->tok : NULL, "the memory order must be a constant __NV_ATOMIC_*");
        return DM_ORDER_RELAXED;
    }
    static const int map[] = { DM_ORDER_RELAXED, DM_ORDER_ACQUIRE, DM_ORDER_ACQUIRE, DM_ORDER_RELEASE,
                               DM_ORDER_ACQ_REL, DM_ORDER_SC };
    return map[v];
}

/* __NV_THREAD_SCOPE_THREAD .. _SYSTEM (0..4); thread scope compiles to cta, as nvcc does. */
static dm_scope nv_scope(gen *g, parse_node *a)
{
    int64_t v;
    if (!a || !parse_eval_const(a, &v) || v < 0 || v > 4) {
        error(g, a ? a->tok : NULL, "the scope must be a constant __NV_THREAD_SCOPE_*");
        return DM_SCOPE_GPU;
    }
    static const dm_scope map[] = { DM_SCOPE_CTA, DM_SCOPE_CTA, DM_SCOPE_CLUSTER,
                                     DM_SCOPE_GPU, DM_SCOPE_SYS };
    return map[v];
}

/* The local variable whose address A is (&e, through casts), or NULL after a diagnostic. */
static const parse_var *addressed_local(gen *g, parse_node *a)
{
    const parse_node *q = strip_casts(a);
    if (q->kind == ND_ADDR && is_local(q->lhs))
        return q->lhs->var;
    error(g, a->tok, "the expected value must be the address of a local variable (&e)");
    return NULL;
}

/* compare_exchange: CAS against the local *expected; on failure the local gets the value
 * read (on success it already holds it). The result is whether it succeeded. */
static lit_operand nv_cas(gen *g, parse_node *n, int loc, int ord, dm_scope s)
{
    parse_node *ep, *dv;
    nth_arg(n, 1, &ep);
    nth_arg(n, 2, &dv);
    const parse_var *e = addressed_local(g, ep);
    if (!e || loc < 0)
        return lit_imm(0);
    int re = var_reg_of(g, e);
    lit_operand desired = expr(g, dv, -1);
    int old = atomic_access(g, n->tok, AK_CAS, loc, LIT_OP_CAS, lit_reg(re), desired, ord, s, -1);
    int ok = temp(g), skip = new_label(g);
    move(g, ok, lit_imm(0));
    branch(g, LIT_CMP_NE, lit_reg(old), lit_reg(re), skip);
    move(g, ok, lit_imm(1));
    place(g, skip);
    move(g, re, lit_reg(old));
    return lit_reg(ok);
}

static lit_operand nv_atomic(gen *g, parse_node *n, const nv_entry *e, int dst)
{
    if (n->kind == ND_CALL && n->lhs)   /* point at the name, not at the '(' */
        n->tok = strip_casts(n->lhs)->tok;
    parse_node *oa, *sa, *p, *v = NULL;
    nth_arg(n, e->order_arg, &oa);
    nth_arg(n, e->scope_arg, &sa);
    int ord = nv_order(g, oa);
    dm_scope s = nv_scope(g, sa);
    if (e->kind == AK_FENCE) {
        /* nvcc 13.0: acq_rel is fence.acq_rel; every other order, relaxed included, fence.sc */
        emit(g, lit_mk_fence(ord == DM_ORDER_ACQ_REL ? DM_ORDER_ACQ_REL : DM_ORDER_SC, s), n->tok);
        return lit_imm(0);
    }
    if ((e->kind == AK_LOAD && (ord == DM_ORDER_RELEASE || ord == DM_ORDER_ACQ_REL)) ||
        (e->kind == AK_STORE && (ord == DM_ORDER_ACQUIRE || ord == DM_ORDER_ACQ_REL))) {
        error(g, n->tok, "'%s' cannot have this memory order (C++ [atomics.order])", e->name);
        return lit_imm(0);
    }
    if (!nth_arg(n, 0, &p))
        return lit_imm(0);
    int loc = address(g, p);
    if (e->kind == AK_CAS)
        return nv_cas(g, n, loc, ord, s);
    if (e->kind != AK_LOAD)
        nth_arg(n, 1, &v);
    lit_operand a = v ? expr(g, v, -1) : lit_imm(0);
    if (loc < 0)
        return lit_imm(0);
    int d = atomic_access(g, n->tok, e->kind, loc, e->op, a, lit_imm(0), ord, s, dst);
    return d >= 0 ? lit_reg(d) : lit_imm(0);
}

static lit_operand builtin(gen *g, parse_node *n, int dst)
{
    int count;
    const parse_builtin *b = &parse_builtin_table(&count)[n->op];
    const nv_entry *e = nv_lookup(b->name);
    if (e)
        return nv_atomic(g, n, e, dst);
    switch (b->family) {
    case BF_FENCE:
        emit(g, lit_mk_fence(DM_ORDER_SC, (dm_scope)b->op), n->tok);
        return lit_imm(0);
    case BF_SYNCTHREADS:
        if (b->op != 0)
            break;
        emit(g, lit_mk_bar(0, lit_imm(0), lit_imm(0), 0), n->tok);
        return lit_imm(0);
    case BF_ATOMIC:
        return legacy_atomic(g, n, dst);
    default:
        break;
    }
    error(g, n->tok, "'%s' is not supported in a litmus thread (supported: plain and volatile "
          "accesses, atomic*, __nv_atomic_*, __threadfence*, __syncthreads)", b->name);
    return lit_imm(0);
}

static lit_operand call(gen *g, parse_node *n, int dst)
{
    const nv_entry *e = n->func ? nv_lookup(n->func->name) : NULL;
    if (e)
        return nv_atomic(g, n, e, dst);
    error(g, n->tok, "function calls are not supported in a litmus thread%s%s%s",
          n->func ? " ('" : "", n->func ? n->func->name : "", n->func ? "')" : "");
    return lit_imm(0);
}

/* ---- Statements --------------------------------------------------------------------------- */

static void stmt(gen *g, parse_node *n);

static void loop(gen *g, parse_node *n)
{
    int save_b = g->brk, save_c = g->cont;
    int top = new_label(g);
    g->cont = new_label(g);
    g->brk = new_label(g);
    if (n->kind == ND_FOR) {
        stmt(g, n->init);
        place(g, top);
        if (n->cond)
            cond_jump(g, n->cond, g->brk, 0);
        stmt(g, n->then);
        place(g, g->cont);
        if (n->inc)
            expr(g, n->inc, -1);
        jump(g, top);
    } else {
        place(g, top);
        stmt(g, n->then);
        place(g, g->cont);
        cond_jump(g, n->cond, top, 1);
    }
    place(g, g->brk);
    g->brk = save_b;
    g->cont = save_c;
}

static void stmt(gen *g, parse_node *n)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_BLOCK:
        for (parse_node *s = n->body; s; s = s->next)
            stmt(g, s);
        return;
    case ND_EXPR_STMT:
        if (n->lhs)
            expr(g, n->lhs, -1);
        return;
    case ND_DECL:
        if (!is_int_type(n->var->ty) || n->var->space == SP_SHARED)
            error(g, n->tok, "local variables of a litmus thread are integers (registers)");
        else
            var_reg_of(g, n->var);
        return;
    case ND_IF: {
        int els = new_label(g), end = new_label(g);
        cond_jump(g, n->cond, els, 0);
        stmt(g, n->then);
        if (n->els)
            jump(g, end);
        place(g, els);
        stmt(g, n->els);
        place(g, end);
        return;
    }
    case ND_FOR:
    case ND_DO:
        loop(g, n);
        return;
    case ND_BREAK:
    case ND_CONTINUE:
        if ((n->kind == ND_BREAK ? g->brk : g->cont) < 0)
            error(g, n->tok, "'break' in a switch is not supported in a litmus thread");
        else
            jump(g, n->kind == ND_BREAK ? g->brk : g->cont);
        return;
    case ND_RETURN:
        jump(g, g->exit);
        return;
    case ND_NOP:
        return;
    default:
        error(g, n->tok, "this statement is not supported in a litmus thread (supported: "
              "declarations, expressions, if, while, do, for, break, continue, return)");
        return;
    }
}

int lit_cuda_gen_thread(lit_test *t, int th, const parse_func *f, const char *text, lit_diags *d)
{
    gen g;
    memset(&g, 0, sizeof g);
    g.t = t;
    g.th = th;
    g.text = text;
    g.d = d;
    g.brk = g.cont = -1;
    for (const parse_var *p = f->params; p; p = p->next) {
        const ty_type *pt = p->ty;
        if (!ty_is_ptr(pt) || !is_int_type(pt->base))
            error(&g, p->tok, "a thread's parameters name its locations: pointers to integers "
                  "(int *x, volatile int *x)");
        else
            location(&g, p->name);
    }
    g.exit = new_label(&g);
    stmt(&g, f->body);
    place(&g, g.exit);
    free(g.vars);
    return g.err ? -1 : 0;
}
