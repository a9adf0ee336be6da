/* constexpr.c — calls of constexpr functions evaluated at compile time (C++17 [expr.const]).
 *
 * Where a constant is needed (an array bound, a template argument, static_assert, a case
 * label, if constexpr, a constexpr variable), a call of a constexpr function whose arguments
 * are constants is evaluated here, over the typed tree the parser made of its body: integer
 * values only, in a frame of the function's parameters and locals. Statements: blocks,
 * declarations with initialisers, expression statements, if, for, while, do, break, continue,
 * return. Anything else (a floating value, memory, a call of a function that is not
 * constexpr) makes the call no constant; it is then an ordinary call made at run time, and
 * where a constant was required the caller says so. Bounded as compilers bound it: 512 nested
 * calls, 2^20 evaluation steps (clang's -fconstexpr-depth and -fconstexpr-steps).
 */
#include "interp/front/parse_internal.h"

enum { CX_MAX_DEPTH = 512, CX_MAX_STEPS = 1 << 20, CX_MAX_SLOTS = 64 };

typedef struct {
    int depth;
    long steps;
} cx_run;

typedef struct {
    cx_run *run;
    parse_var *vars[CX_MAX_SLOTS];
    int64_t vals[CX_MAX_SLOTS];
    int n;
    int64_t ret;
} cx_frame;

/* what a statement did */
typedef enum { CX_NEXT, CX_RETURN, CX_BREAK, CX_CONTINUE, CX_FAIL } cx_flow;

static bool cx_expr(cx_frame *F, parse_node *n, int64_t *v);
static cx_flow cx_stmt(cx_frame *F, parse_node *n);

static int64_t *slot(cx_frame *F, parse_var *v)
{
    for (int i = 0; i < F->n; i++)
        if (F->vars[i] == v)
            return &F->vals[i];
    return NULL;
}

static int64_t *new_slot(cx_frame *F, parse_var *v)
{
    int64_t *s = slot(F, v);
    if (s || F->n == CX_MAX_SLOTS)
        return s;
    F->vars[F->n] = v;
    F->vals[F->n] = 0;
    return &F->vals[F->n++];
}

static bool int_type(const ty_type *t)
{
    return t && ty_is_integer(ty_unqual((ty_type *)t));
}

/* The local variable N names (an lvalue of the frame), or NULL. */
static int64_t *lvalue(cx_frame *F, parse_node *n)
{
    return n->kind == ND_VAR && int_type(n->ty) ? slot(F, n->var) : NULL;
}

static bool cx_call(cx_run *R, parse_node *call, cx_frame *caller, int64_t *v)
{
    parse_func *f = call->func;
    if (!f || !f->is_constexpr || !f->body || f->cls || !int_type(call->ty))
        return false;
    if (R->depth >= CX_MAX_DEPTH)
        return false;
    cx_frame F = {.run = R};
    parse_var *p = f->params;
    for (parse_node *a = call->args; a; a = a->next, p = p->next) {
        int64_t x;
        if (!p || !int_type(p->ty) || !cx_expr(caller, a, &x))
            return false;
        int64_t *s = new_slot(&F, p);
        if (!s)
            return false;
        *s = parse_wrap_int(x, ty_unqual(p->ty));
    }
    if (p)
        return false;
    R->depth++;
    cx_flow r = cx_stmt(&F, f->body);
    R->depth--;
    if (r != CX_RETURN)
        return false;
    *v = parse_wrap_int(F.ret, ty_unqual(call->ty));
    return true;
}

static bool cx_expr(cx_frame *F, parse_node *n, int64_t *v)
{
    if (++F->run->steps > CX_MAX_STEPS)
        return false;
    int64_t a, b, *s;
    switch (n->kind) {
    case ND_NUM:
        *v = n->ival;
        return true;
    case ND_VAR:
        if (n->var->is_constexpr && int_type(n->var->ty)) {
            *v = n->var->cval;
            return true;
        }
        s = lvalue(F, n);
        if (!s)
            return false;
        *v = *s;
        return true;
    case ND_CAST:
        if (!int_type(n->ty) || !int_type(n->lhs->ty) || !cx_expr(F, n->lhs, &a))
            return false;
        *v = parse_wrap_int(a, ty_unqual(n->ty));
        return true;
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND:
    case ND_BITOR: case ND_BITXOR: case ND_SHL: case ND_SHR: case ND_EQ: case ND_NE:
    case ND_LT: case ND_LE:
        return int_type(n->ty) && int_type(n->lhs->ty) && cx_expr(F, n->lhs, &a) &&
               cx_expr(F, n->rhs, &b) &&
               parse_int_binop(n->kind, a, b, ty_unqual(n->lhs->ty), ty_unqual(n->ty), v);
    case ND_LOGAND:
    case ND_LOGOR:
        if (!cx_expr(F, n->lhs, &a))
            return false;
        if ((n->kind == ND_LOGAND) != (a != 0)) {
            *v = a != 0;
            return true;
        }
        if (!cx_expr(F, n->rhs, &b))
            return false;
        *v = b != 0;
        return true;
    case ND_NOT:
        if (!cx_expr(F, n->lhs, &a))
            return false;
        *v = !a;
        return true;
    case ND_NEG:
    case ND_BITNOT:
        if (!int_type(n->ty) || !cx_expr(F, n->lhs, &a))
            return false;
        *v = parse_wrap_int(n->kind == ND_NEG ? (int64_t)(0 - (uint64_t)a) : ~a, ty_unqual(n->ty));
        return true;
    case ND_COND:
        if (!cx_expr(F, n->cond, &a))
            return false;
        return cx_expr(F, a ? n->then : n->els, v);
    case ND_COMMA:
        return cx_expr(F, n->lhs, &a) && cx_expr(F, n->rhs, v);
    case ND_ASSIGN:
        s = lvalue(F, n->lhs);
        if (!s || !cx_expr(F, n->rhs, &a))
            return false;
        *v = *s = parse_wrap_int(a, ty_unqual(n->lhs->ty));
        return true;
    case ND_OPASSIGN: {
        s = lvalue(F, n->lhs);
        ty_type *ct = n->cty ? ty_unqual(n->cty) : ty_unqual(n->lhs->ty);
        if (!s || !int_type(ct) || !cx_expr(F, n->rhs, &b) ||
            !parse_int_binop((nd_kind)n->op, parse_wrap_int(*s, ct), b, ct, ct, &a))
            return false;
        *v = *s = parse_wrap_int(a, ty_unqual(n->lhs->ty));
        return true;
    }
    case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: {
        s = lvalue(F, n->lhs);
        if (!s)
            return false;
        int64_t old = *s, step = n->ival ? n->ival : 1;
        bool inc = n->kind == ND_PREINC || n->kind == ND_POSTINC;
        *s = parse_wrap_int((int64_t)((uint64_t)old + (uint64_t)(inc ? step : -step)),
                            ty_unqual(n->lhs->ty));
        *v = n->kind == ND_PREINC || n->kind == ND_PREDEC ? *s : old;
        return true;
    }
    case ND_CALL:
        return cx_call(F->run, n, F, v);
    default:
        return false;
    }
}

static cx_flow cx_stmt(cx_frame *F, parse_node *n)
{
    if (!n)
        return CX_NEXT;
    if (++F->run->steps > CX_MAX_STEPS)
        return CX_FAIL;
    int64_t v;
    switch (n->kind) {
    case ND_BLOCK:
        for (parse_node *s = n->body; s; s = s->next) {
            cx_flow r = cx_stmt(F, s);
            if (r != CX_NEXT)
                return r;
        }
        return CX_NEXT;
    case ND_DECL:
        return int_type(n->var->ty) && new_slot(F, n->var) ? CX_NEXT : CX_FAIL;
    case ND_EXPR_STMT:
        if (n->lhs && n->lhs->kind == ND_ASSIGN && n->lhs->lhs->kind == ND_VAR)
            new_slot(F, n->lhs->lhs->var); /* a local's initialisation */
        return !n->lhs || cx_expr(F, n->lhs, &v) ? CX_NEXT : CX_FAIL;
    case ND_NOP:
        return CX_NEXT;
    case ND_RETURN:
        if (!n->lhs || !cx_expr(F, n->lhs, &v))
            return CX_FAIL;
        F->ret = v;
        return CX_RETURN;
    case ND_IF:
        if (!cx_expr(F, n->cond, &v))
            return CX_FAIL;
        return cx_stmt(F, v ? n->then : n->els);
    case ND_FOR:
    case ND_DO: {
        cx_flow r = n->kind == ND_FOR ? cx_stmt(F, n->init) : CX_NEXT;
        if (r != CX_NEXT)
            return r == CX_FAIL ? CX_FAIL : r;
        for (bool first = true;; first = false) {
            if ((n->kind == ND_FOR || !first) && n->cond) {
                if (!cx_expr(F, n->cond, &v))
                    return CX_FAIL;
                if (!v)
                    return CX_NEXT;
            }
            r = cx_stmt(F, n->then ? n->then : n->body);
            if (r == CX_BREAK)
                return CX_NEXT;
            if (r == CX_RETURN || r == CX_FAIL)
                return r;
            if (n->inc && !cx_expr(F, n->inc, &v))
                return CX_FAIL;
            if (++F->run->steps > CX_MAX_STEPS)
                return CX_FAIL;
        }
    }
    case ND_BREAK:
        return CX_BREAK;
    case ND_CONTINUE:
        return CX_CONTINUE;
    default:
        return CX_FAIL;
    }
}

bool parse_constexpr_eval(parse_node *e, int64_t *val)
{
    cx_run R = {0};
    cx_frame F = {.run = &R};
    return int_type(e->ty) && cx_expr(&F, e, val);
}
