/* parse_expr.c — expressions: precedence climbing, C's conversions, and constant evaluation.
 *
 * Each constructor gives its node a type and makes every implicit conversion an explicit
 * ND_CAST, so that the code generator sees only operands of the operation's own type. Pointer
 * arithmetic keeps its pointer operand (the code generator scales by the element size).
 */
#include <string.h>

#include "interp/front/parse_internal.h"

/* ---- Node construction ---------------------------------------------------------------- */

parse_node *parse_new_node(parser *P, nd_kind k, lex_token *t)
{
    parse_node *n = sess_arena_alloc(P->arena, sizeof *n);
    n->kind = k;
    n->tok = t;
    return n;
}

parse_node *parse_new_num(parser *P, int64_t v, ty_type *ty, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_NUM, t);
    n->ival = v;
    n->ty = ty;
    return n;
}


/* The type of a comparison or logical operation: bool in device code (CUDA C++), int in host
 * code (C, typed for the REPL's values). */
static ty_type *truth_type(parser *P)
{
    return P->host_expr ? P->B->int_ : P->B->bool_;
}

static parse_node *new_fnum(parser *P, double v, ty_type *ty, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_FNUM, t);
    n->fval = v;
    n->ty = ty;
    return n;
}

/* Truncate/extend V to the integer type TY as a conversion does. */
static int64_t wrap_int(int64_t v, ty_type *ty)
{
    if (ty->kind == TY_BOOL)
        return v != 0;
    switch (ty->size) {
    case 1: return ty->is_unsigned ? (int64_t)(uint8_t)v : (int64_t)(int8_t)v;
    case 2: return ty->is_unsigned ? (int64_t)(uint16_t)v : (int64_t)(int16_t)v;
    case 4: return ty->is_unsigned ? (int64_t)(uint32_t)v : (int64_t)(int32_t)v;
    default: return v;
    }
}

/* Constant conversions are folded here so that constant expressions stay constants. */
static parse_node *fold_cast(parser *P, parse_node *e, ty_type *ty)
{
    ty_type *u = ty_unqual(ty);
    if (e->kind == ND_NUM && (ty_is_integer(u) || u->kind == TY_PTR) && e->ty &&
        (ty_is_integer(e->ty) || e->ty->kind == TY_NULLPTR || e->ty->kind == TY_PTR))
        return parse_new_num(P, u->kind == TY_PTR ? e->ival : wrap_int(e->ival, u), ty, e->tok);
    if (e->kind == ND_NUM && ty_is_flonum(u) && ty_is_integer(e->ty)) {
        double v = e->ty->is_unsigned ? (double)(uint64_t)e->ival : (double)e->ival;
        return new_fnum(P, u->kind == TY_FLOAT ? (double)(float)v : v, ty, e->tok);
    }
    if (e->kind == ND_FNUM && ty_is_flonum(u))
        return new_fnum(P, u->kind == TY_FLOAT ? (double)(float)e->fval : e->fval, ty, e->tok);
    return NULL;
}

parse_node *parse_new_cast(parser *P, parse_node *e, ty_type *ty)
{
    if (!e->ty)
        return e;
    if (ty_unqual(e->ty) == ty_unqual(ty) && !ty->is_ref)
        return e;
    parse_node *f = fold_cast(P, e, ty);
    if (f)
        return f;
    parse_node *n = parse_new_node(P, ND_CAST, e->tok);
    n->lhs = e;
    n->ty = ty_unqual(ty);
    return n;
}

/* References are pointers underneath: a use of a reference-typed expression reads through. */
static parse_node *deref_ref(parser *P, parse_node *e)
{
    if (e->ty && e->ty->kind == TY_PTR && e->ty->is_ref) {
        parse_node *n = parse_new_node(P, ND_DEREF, e->tok);
        parse_node *p = parse_new_node(P, ND_CAST, e->tok);
        p->lhs = e;
        p->ty = ty_ptr(P->arena, e->ty->base);
        n->lhs = p;
        n->ty = e->ty->base;
        return n;
    }
    return e;
}

parse_node *parse_rvalue(parser *P, parse_node *e)
{
    if (!e->ty)
        return e;
    e = deref_ref(P, e);
    if (e->ty->kind == TY_ARRAY) {
        parse_node *a = parse_new_unary_addr(P, e, e->tok);
        a->ty = ty_ptr(P->arena, e->ty->base);
        return a;
    }
    if (e->ty->kind == TY_FUNC) {
        parse_node *a = parse_new_unary_addr(P, e, e->tok);
        a->ty = ty_ptr(P->arena, e->ty);
        return a;
    }
    return e;
}

bool parse_is_lvalue(parse_node *e)
{
    switch (e->kind) {
    case ND_VAR: case ND_DEREF: case ND_STR: case ND_COMPOUND: return true;
    case ND_MEMBER: return parse_is_lvalue(e->lhs);
    default: return false;
    }
}

static void mark_addr_taken(parse_node *e)
{
    while (e->kind == ND_MEMBER)
        e = e->lhs;
    if (e->kind == ND_VAR)
        e->var->addr_taken = true;
}

parse_node *parse_new_unary_addr(parser *P, parse_node *e, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_ADDR, t);
    mark_addr_taken(e);
    n->lhs = e;
    n->ty = ty_ptr(P->arena, e->ty);
    return n;
}

parse_node *parse_new_deref(parser *P, parse_node *e, lex_token *t)
{
    e = parse_rvalue(P, e);
    if (!ty_is_ptr(e->ty) || e->ty->kind == TY_NULLPTR) {
        parse_error(P, t, "indirection requires pointer operand ('%s' invalid)",
                    ty_str(P->arena, e->ty));
        return e;
    }
    if (e->kind == ND_ADDR)
        return e->lhs;
    parse_node *n = parse_new_node(P, ND_DEREF, t);
    n->lhs = e;
    n->ty = e->ty->base;
    if (ty_is_void(n->ty))
        parse_error(P, t, "indirection through 'void *' is not allowed");
    return n;
}

bool parse_is_null_ptr_const(parse_node *e)
{
    int64_t v;
    if (e->ty && e->ty->kind == TY_NULLPTR)
        return true;
    if (e->kind == ND_CAST && e->ty->kind == TY_PTR && ty_is_void(e->ty->base))
        e = e->lhs;
    return e->ty && ty_is_integer(e->ty) && parse_eval_const(e, &v) && v == 0;
}

static bool is_void_ptr(ty_type *t)
{
    return t->kind == TY_PTR && ty_is_void(t->base);
}

parse_node *parse_assign_conv(parser *P, parse_node *e, ty_type *ty, const char *what)
{
    e = parse_rvalue(P, e);
    ty_type *u = ty_unqual(ty), *s = e->ty;
    if (!s)
        return e;
    if (u->kind == TY_PTR && u->is_ref)
        return e; /* the caller binds references */
    if (ty_is_arith(u) && ty_is_arith(s))
        return parse_new_cast(P, e, u);
    if (u->kind == TY_BOOL && ty_is_ptr(s))
        return parse_new_cast(P, e, u);
    if (u->kind == TY_PTR) {
        if (parse_is_null_ptr_const(e))
            return parse_new_cast(P, e, u);
        if (s->kind == TY_PTR) {
            if (!is_void_ptr(u) && !is_void_ptr(s) && !ty_compatible(u->base, s->base) &&
                !(ty_is_integer(u->base) && ty_is_integer(s->base) &&
                  u->base->size == s->base->size))
                parse_warn(P, e->tok, "incompatible pointer types converting '%s' to '%s' in %s",
                           ty_str(P->arena, s), ty_str(P->arena, u), what);
            else if (s->base->is_const && !u->base->is_const)
                parse_warn(P, e->tok, "%s discards the 'const' qualifier of '%s'", what,
                           ty_str(P->arena, s));
            return parse_new_cast(P, e, u);
        }
        if (ty_is_integer(s)) {
            parse_warn(P, e->tok, "%s makes a pointer from integer without a cast", what);
            return parse_new_cast(P, e, u);
        }
    }
    if (ty_is_integer(u) && s->kind == TY_PTR) {
        parse_warn(P, e->tok, "%s makes an integer from a pointer without a cast", what);
        return parse_new_cast(P, e, u);
    }
    if ((u->kind == TY_STRUCT || u->kind == TY_UNION) && ty_compatible(u, s))
        return e;
    parse_error(P, e->tok, "cannot convert '%s' to '%s' in %s", ty_str(P->arena, s),
                ty_str(P->arena, u), what);
    return e;
}

/* ---- Operators ------------------------------------------------------------------------ */

static parse_node *arith_conv(parser *P, parse_node **l, parse_node **r)
{
    ty_type *t = ty_common(P->B, (*l)->ty, (*r)->ty);
    *l = parse_new_cast(P, *l, t);
    *r = parse_new_cast(P, *r, t);
    return NULL;
}

static bool check_arith(parser *P, parse_node *e, lex_token *t, const char *op)
{
    if (!e->ty || !ty_is_arith(e->ty)) {
        parse_error(P, t, "invalid operand of type '%s' to binary '%s'",
                    e->ty ? ty_str(P->arena, e->ty) : "?", op);
        return false;
    }
    return true;
}

static bool check_int(parser *P, parse_node *e, lex_token *t, const char *op)
{
    if (!e->ty || !ty_is_integer(e->ty)) {
        parse_error(P, t, "invalid operand of type '%s' to '%s' (an integer is required)",
                    e->ty ? ty_str(P->arena, e->ty) : "?", op);
        return false;
    }
    return true;
}

static const char *op_name(nd_kind k)
{
    switch (k) {
    case ND_ADD: return "+";
    case ND_SUB: return "-";
    case ND_MUL: return "*";
    case ND_DIV: return "/";
    case ND_MOD: return "%";
    case ND_BITAND: return "&";
    case ND_BITOR: return "|";
    case ND_BITXOR: return "^";
    case ND_SHL: return "<<";
    case ND_SHR: return ">>";
    case ND_EQ: return "==";
    case ND_NE: return "!=";
    case ND_LT: return "<";
    case ND_LE: return "<=";
    default: return "?";
    }
}

static parse_node *fold_binary(parser *P, parse_node *n)
{
    int64_t a, b;
    if (n->lhs->kind != ND_NUM || n->rhs->kind != ND_NUM || !ty_is_integer(n->ty))
        return n;
    a = n->lhs->ival;
    b = n->rhs->ival;
    bool u = n->lhs->ty->is_unsigned;
    int64_t v;
    switch (n->kind) {
    case ND_ADD: v = (int64_t)((uint64_t)a + (uint64_t)b); break;
    case ND_SUB: v = (int64_t)((uint64_t)a - (uint64_t)b); break;
    case ND_MUL: v = (int64_t)((uint64_t)a * (uint64_t)b); break;
    case ND_DIV:
    case ND_MOD:
        if (b == 0)
            return n;
        if (u) {
            uint64_t x = (uint64_t)a, y = (uint64_t)b;
            if (n->lhs->ty->size == 4) {
                x = (uint32_t)x;
                y = (uint32_t)y;
            }
            v = (int64_t)(n->kind == ND_DIV ? x / y : x % y);
        } else {
            if (b == -1)
                v = n->kind == ND_DIV ? (int64_t)(0 - (uint64_t)a) : 0;
            else
                v = n->kind == ND_DIV ? a / b : a % b;
        }
        break;
    case ND_BITAND: v = a & b; break;
    case ND_BITOR: v = a | b; break;
    case ND_BITXOR: v = a ^ b; break;
    case ND_SHL:
        if (b < 0 || b >= n->ty->size * 8)
            return n;
        v = (int64_t)((uint64_t)a << b);
        break;
    case ND_SHR:
        if (b < 0 || b >= n->ty->size * 8)
            return n;
        if (n->lhs->ty->is_unsigned) {
            uint64_t x = (uint64_t)a;
            if (n->lhs->ty->size == 4)
                x = (uint32_t)x;
            v = (int64_t)(x >> b);
        } else {
            v = a >> b;
        }
        break;
    case ND_EQ: v = a == b; break;
    case ND_NE: v = a != b; break;
    case ND_LT: v = u ? (uint64_t)a < (uint64_t)b : a < b; break;
    case ND_LE: v = u ? (uint64_t)a <= (uint64_t)b : a <= b; break;
    default: return n;
    }
    return parse_new_num(P, wrap_int(v, n->ty), n->ty, n->tok);
}

static parse_node *fold_fbinary(parser *P, parse_node *n)
{
    if (n->lhs->kind != ND_FNUM || n->rhs->kind != ND_FNUM)
        return n;
    double a = n->lhs->fval, b = n->rhs->fval, v;
    bool f = ty_unqual(n->lhs->ty)->kind == TY_FLOAT;
    switch (n->kind) {
    case ND_ADD: v = f ? (double)((float)a + (float)b) : a + b; break;
    case ND_SUB: v = f ? (double)((float)a - (float)b) : a - b; break;
    case ND_MUL: v = f ? (double)((float)a * (float)b) : a * b; break;
    case ND_DIV: v = f ? (double)((float)a / (float)b) : a / b; break;
    case ND_EQ: return parse_new_num(P, a == b, truth_type(P), n->tok);
    case ND_NE: return parse_new_num(P, a != b, truth_type(P), n->tok);
    case ND_LT: return parse_new_num(P, a < b, truth_type(P), n->tok);
    case ND_LE: return parse_new_num(P, a <= b, truth_type(P), n->tok);
    default: return n;
    }
    return new_fnum(P, v, n->ty, n->tok);
}

static parse_node *binop(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t,
                         ty_type *ty)
{
    parse_node *n = parse_new_node(P, k, t);
    n->lhs = l;
    n->rhs = r;
    n->ty = ty;
    if (ty_is_integer(ty) && l->ty && ty_is_integer(l->ty))
        return fold_binary(P, n);
    if (l->ty && ty_is_flonum(l->ty))
        return fold_fbinary(P, n);
    return n;
}

static parse_node *new_add(parser *P, parse_node *l, parse_node *r, lex_token *t)
{
    if (ty_is_arith(l->ty) && ty_is_arith(r->ty)) {
        arith_conv(P, &l, &r);
        return binop(P, ND_ADD, l, r, t, l->ty);
    }
    if (ty_is_ptr(r->ty) && ty_is_integer(l->ty)) {
        parse_node *x = l;
        l = r;
        r = x;
    }
    if (l->ty->kind == TY_PTR && ty_is_integer(r->ty)) {
        if (!ty_is_complete(l->ty->base) && !ty_is_void(l->ty->base))
            parse_error(P, t, "arithmetic on a pointer to an incomplete type '%s'",
                        ty_str(P->arena, l->ty->base));
        r = parse_new_cast(P, r, ty_promote(P->B, r->ty));
        return binop(P, ND_ADD, l, r, t, l->ty);
    }
    parse_error(P, t, "invalid operands to binary '+' ('%s' and '%s')", ty_str(P->arena, l->ty),
                ty_str(P->arena, r->ty));
    return l;
}

static parse_node *new_sub(parser *P, parse_node *l, parse_node *r, lex_token *t)
{
    if (ty_is_arith(l->ty) && ty_is_arith(r->ty)) {
        arith_conv(P, &l, &r);
        return binop(P, ND_SUB, l, r, t, l->ty);
    }
    if (l->ty->kind == TY_PTR && ty_is_integer(r->ty)) {
        r = parse_new_cast(P, r, ty_promote(P->B, r->ty));
        return binop(P, ND_SUB, l, r, t, l->ty);
    }
    if (l->ty->kind == TY_PTR && r->ty->kind == TY_PTR) {
        int size = l->ty->base->size > 0 ? l->ty->base->size : 1;
        parse_node *d = binop(P, ND_SUB, l, r, t, P->B->long_);
        return binop(P, ND_DIV, d, parse_new_num(P, size, P->B->long_, t), t, P->B->long_);
    }
    parse_error(P, t, "invalid operands to binary '-' ('%s' and '%s')", ty_str(P->arena, l->ty),
                ty_str(P->arena, r->ty));
    return l;
}

static parse_node *new_compare(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t)
{
    if (ty_is_arith(l->ty) && ty_is_arith(r->ty)) {
        arith_conv(P, &l, &r);
    } else if (ty_is_ptr(l->ty) || ty_is_ptr(r->ty)) {
        ty_type *pt = ty_is_ptr(l->ty) && l->ty->kind != TY_NULLPTR ? l->ty : r->ty;
        if (pt->kind == TY_NULLPTR)
            pt = ty_ptr(P->arena, P->B->void_);
        if (ty_is_integer(l->ty) && !parse_is_null_ptr_const(l))
            parse_warn(P, t, "comparison between pointer and integer");
        if (ty_is_integer(r->ty) && !parse_is_null_ptr_const(r))
            parse_warn(P, t, "comparison between pointer and integer");
        l = parse_new_cast(P, l, pt);
        r = parse_new_cast(P, r, pt);
    } else {
        parse_error(P, t, "invalid operands to binary '%s' ('%s' and '%s')", op_name(k),
                    ty_str(P->arena, l->ty), ty_str(P->arena, r->ty));
    }
    return binop(P, k, l, r, t, truth_type(P));
}

parse_node *parse_new_binary(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t)
{
    l = parse_rvalue(P, l);
    r = parse_rvalue(P, r);
    if (!l->ty || !r->ty)
        return l;
    switch (k) {
    case ND_ADD: return new_add(P, l, r, t);
    case ND_SUB: return new_sub(P, l, r, t);
    case ND_MUL: case ND_DIV:
        if (!check_arith(P, l, t, op_name(k)) || !check_arith(P, r, t, op_name(k)))
            return l;
        arith_conv(P, &l, &r);
        return binop(P, k, l, r, t, l->ty);
    case ND_MOD: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
        if (!check_int(P, l, t, op_name(k)) || !check_int(P, r, t, op_name(k)))
            return l;
        arith_conv(P, &l, &r);
        return binop(P, k, l, r, t, l->ty);
    case ND_SHL: case ND_SHR:
        if (!check_int(P, l, t, op_name(k)) || !check_int(P, r, t, op_name(k)))
            return l;
        l = parse_new_cast(P, l, ty_promote(P->B, l->ty));
        r = parse_new_cast(P, r, ty_promote(P->B, r->ty));
        return binop(P, k, l, r, t, l->ty);
    case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
        return new_compare(P, k, l, r, t);
    default:
        CR_ASSERT(0);
        return l;
    }
}

/* ---- Grammar -------------------------------------------------------------------------- */

static parse_node *cast_expr(parser *P);
static parse_node *unary(parser *P);
static parse_node *binary_prec(parser *P, int min_prec);
static parse_node *postfix(parser *P);
static parse_node *primary(parser *P);

static bool scalar_check(parser *P, parse_node *e, const char *what)
{
    if (!e->ty || !ty_is_scalar(e->ty)) {
        parse_error(P, e->tok, "%s must have scalar type ('%s' invalid)", what,
                    e->ty ? ty_str(P->arena, e->ty) : "?");
        return false;
    }
    return true;
}

static void check_modifiable(parser *P, parse_node *e, lex_token *t)
{
    if (!parse_is_lvalue(e)) {
        parse_error(P, t, "expression is not assignable");
        return;
    }
    parse_node *base = e;
    while (base->kind == ND_MEMBER)
        base = base->lhs;
    if (base->kind == ND_VAR && base->var->space == SP_CONSTANT) {
        parse_error(P, t, "cannot assign to __constant__ variable '%s' in device code "
                          "(seed 000 §5.4.1.2: __constant__ variables are read-only on the "
                          "device; write them from the host with cudaMemcpyToSymbol)",
                    base->var->name);
        return;
    }
    if (e->ty->is_const || (base->kind == ND_VAR && base->var->ty->is_const && e != base &&
                            base->var->ty->kind != TY_PTR))
        parse_error(P, t, "cannot assign to a variable of const-qualified type '%s'",
                    ty_str(P->arena, e->ty));
    else if (e->ty->kind == TY_ARRAY)
        parse_error(P, t, "array type '%s' is not assignable", ty_str(P->arena, e->ty));
}

static parse_node *assign_to(parser *P, parse_node *l, parse_node *r, lex_token *t)
{
    l = deref_ref(P, l);
    check_modifiable(P, l, t);
    parse_node *n = parse_new_node(P, ND_ASSIGN, t);
    n->lhs = l;
    n->rhs = parse_assign_conv(P, r, l->ty, "assignment");
    n->ty = ty_unqual(l->ty);
    return n;
}

static parse_node *op_assign(parser *P, nd_kind op, parse_node *l, parse_node *r, lex_token *t)
{
    l = deref_ref(P, l);
    r = parse_rvalue(P, r);
    check_modifiable(P, l, t);
    parse_node *n = parse_new_node(P, ND_OPASSIGN, t);
    n->op = op;
    n->lhs = l;
    n->ty = ty_unqual(l->ty);
    if (l->ty->kind == TY_PTR && (op == ND_ADD || op == ND_SUB) && ty_is_integer(r->ty)) {
        n->cty = l->ty;
        n->rhs = parse_new_cast(P, r, ty_promote(P->B, r->ty));
        return n;
    }
    bool int_only = op == ND_MOD || op == ND_BITAND || op == ND_BITOR || op == ND_BITXOR ||
                    op == ND_SHL || op == ND_SHR;
    if (!ty_is_arith(l->ty) || !ty_is_arith(r->ty) ||
        (int_only && (!ty_is_integer(l->ty) || !ty_is_integer(r->ty)))) {
        parse_error(P, t, "invalid operands to '%s=' ('%s' and '%s')", op_name(op),
                    ty_str(P->arena, l->ty), ty_str(P->arena, r->ty));
        n->rhs = r;
        n->cty = n->ty;
        return n;
    }
    if (op == ND_SHL || op == ND_SHR) {
        n->cty = ty_promote(P->B, l->ty);
        n->rhs = parse_new_cast(P, r, ty_promote(P->B, r->ty));
    } else {
        n->cty = ty_common(P->B, l->ty, r->ty);
        n->rhs = parse_new_cast(P, r, n->cty);
    }
    return n;
}

static nd_kind assign_op(lex_token *t)
{
    static const struct { const char *s; nd_kind k; } ops[] = {
        {"+=", ND_ADD}, {"-=", ND_SUB}, {"*=", ND_MUL}, {"/=", ND_DIV}, {"%=", ND_MOD},
        {"&=", ND_BITAND}, {"|=", ND_BITOR}, {"^=", ND_BITXOR}, {"<<=", ND_SHL}, {">>=", ND_SHR},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (lex_is(t, ops[i].s))
            return ops[i].k;
    return ND_NOP;
}

/* expr = assign ("," assign)* */
parse_node *parse_expr(parser *P)
{
    parse_node *n = parse_assign(P);
    while (lex_is(P->tok, ",")) {
        lex_token *t = P->tok++;
        parse_node *c = parse_new_node(P, ND_COMMA, t);
        c->lhs = n;
        c->rhs = parse_rvalue(P, parse_assign(P));
        c->ty = c->rhs->ty;
        n = c;
    }
    return n;
}

/* assign = cond (assign-op assign)? */
static parse_node *assign_inner(parser *P);

parse_node *parse_assign(parser *P)
{
    if (!parse_enter(P))
        return parse_new_num(P, 0, P->B->int_, P->tok);
    parse_node *n = assign_inner(P);
    parse_leave(P);
    return n;
}

static parse_node *assign_inner(parser *P)
{
    parse_node *n = parse_cond(P);
    lex_token *t = P->tok;
    if (lex_is(t, "=")) {
        P->tok++;
        if (lex_is(P->tok, "{") && n->ty && ty_is_aggregate(n->ty))
            return assign_to(P, n, parse_initializer_expr(P, n->ty, P->tok), t);
        return assign_to(P, n, parse_assign(P), t);
    }
    nd_kind op = assign_op(t);
    if (op != ND_NOP) {
        P->tok++;
        return op_assign(P, op, n, parse_assign(P), t);
    }
    return n;
}

static ty_type *cond_type(parser *P, parse_node **a, parse_node **b, lex_token *t)
{
    ty_type *x = (*a)->ty, *y = (*b)->ty;
    if (ty_is_arith(x) && ty_is_arith(y)) {
        ty_type *c = ty_common(P->B, x, y);
        *a = parse_new_cast(P, *a, c);
        *b = parse_new_cast(P, *b, c);
        return c;
    }
    if (ty_is_void(x) || ty_is_void(y))
        return P->B->void_;
    if (ty_is_ptr(x) || ty_is_ptr(y)) {
        ty_type *pt = x->kind == TY_PTR ? x : y;
        if (pt->kind != TY_PTR)
            pt = ty_ptr(P->arena, P->B->void_);
        if (x->kind == TY_PTR && y->kind == TY_PTR && is_void_ptr(y))
            pt = y;
        *a = parse_new_cast(P, *a, pt);
        *b = parse_new_cast(P, *b, pt);
        return pt;
    }
    if (ty_compatible(x, y))
        return ty_unqual(x);
    parse_error(P, t, "incompatible operand types ('%s' and '%s')", ty_str(P->arena, x),
                ty_str(P->arena, y));
    return x;
}

/* cond = logor ("?" expr ":" cond)? */
parse_node *parse_cond(parser *P)
{
    parse_node *n, *cond = binary_prec(P, 0);
    if (!lex_is(P->tok, "?"))
        return cond;
    lex_token *t = P->tok++;
    cond = parse_rvalue(P, cond);
    scalar_check(P, cond, "condition of '?:'");
    n = parse_new_node(P, ND_COND, t);
    n->cond = cond;
    n->then = parse_rvalue(P, lex_is(P->tok, ":") ? cond : parse_expr(P));
    parse_expect(P, ":");
    parse_node *els = NULL;
    if (parse_enter(P)) { /* a ? b : c ? d : ... nests to the right */
        els = parse_cond(P);
        parse_leave(P);
    }
    n->els = parse_rvalue(P, els ? els : parse_new_num(P, 0, P->B->int_, P->tok));
    if (n->then->ty && n->els->ty)
        n->ty = cond_type(P, &n->then, &n->els, t);
    int64_t v;
    if (n->ty && ty_is_integer(n->ty) && parse_eval_const(cond, &v) &&
        (v ? n->then : n->els)->kind == ND_NUM)
        return v ? n->then : n->els;
    return n;
}

typedef struct {
    const char *op;
    nd_kind kind;
    int prec;
} binop_info;

static const binop_info binops[] = {
    {"||", ND_LOGOR, 1}, {"&&", ND_LOGAND, 2}, {"|", ND_BITOR, 3}, {"^", ND_BITXOR, 4},
    {"&", ND_BITAND, 5}, {"==", ND_EQ, 6}, {"!=", ND_NE, 6}, {"<", ND_LT, 7}, {"<=", ND_LE, 7},
    {">", ND_LT, 7}, {">=", ND_LE, 7}, {"<<", ND_SHL, 8}, {">>", ND_SHR, 8}, {"+", ND_ADD, 9},
    {"-", ND_SUB, 9}, {"*", ND_MUL, 10}, {"/", ND_DIV, 10}, {"%", ND_MOD, 10},
};

static const binop_info *find_binop(lex_token *t)
{
    if (t->kind != TK_PUNCT)
        return NULL;
    for (size_t i = 0; i < sizeof binops / sizeof binops[0]; i++)
        if (lex_is(t, binops[i].op))
            return &binops[i];
    return NULL;
}

static parse_node *logical(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t)
{
    l = parse_rvalue(P, l);
    r = parse_rvalue(P, r);
    const char *what = k == ND_LOGAND ? "operand of '&&'" : "operand of '||'";
    if (!scalar_check(P, l, what) || !scalar_check(P, r, what))
        return l;
    int64_t a, b;
    parse_node *n = parse_new_node(P, k, t);
    n->lhs = l;
    n->rhs = r;
    n->ty = truth_type(P);
    if (parse_eval_const(l, &a) && parse_eval_const(r, &b))
        return parse_new_num(P, k == ND_LOGAND ? (a && b) : (a || b), truth_type(P), t);
    return n;
}

/* binary = cast (binop cast)*, by precedence climbing over the table above */
static parse_node *binary_prec(parser *P, int min_prec)
{
    parse_node *l = cast_expr(P);
    for (;;) {
        const binop_info *b = find_binop(P->tok);
        if (!b || b->prec <= min_prec)
            return l;
        lex_token *t = P->tok++;
        parse_node *r = binary_prec(P, b->prec);
        if (b->kind == ND_LOGAND || b->kind == ND_LOGOR)
            l = logical(P, b->kind, l, r, t);
        else if (lex_is(t, ">") || lex_is(t, ">="))
            l = parse_new_binary(P, b->kind, r, l, t); /* a > b  is  b < a */
        else
            l = parse_new_binary(P, b->kind, l, r, t);
    }
}

/* C++ casts: static_cast<T>(e), reinterpret_cast<T>(e), const_cast<T>(e) */
static parse_node *cxx_cast(parser *P)
{
    lex_token *t = P->tok++;
    parse_expect(P, "<");
    ty_type *ty = parse_typename(P);
    if (lex_is(P->tok, ">>")) {
        /* `>>` closing a template argument list: split it */
        P->tok->text++;
        P->tok->len = 1;
    } else {
        parse_expect(P, ">");
    }
    parse_expect(P, "(");
    parse_node *e = parse_rvalue(P, parse_expr(P));
    parse_expect(P, ")");
    if (ty_is_void(ty)) {
        parse_node *n = parse_new_node(P, ND_CAST, t);
        n->lhs = e;
        n->ty = P->B->void_;
        return n;
    }
    if (ty->is_ref) {
        /* static_cast<T&>(x): the same object seen as T */
        parse_node *a = parse_new_unary_addr(P, e, t);
        return parse_new_deref(P, parse_new_cast(P, a, ty_ptr(P->arena, ty->base)), t);
    }
    if (!scalar_check(P, e, "operand of a cast"))
        return e;
    return parse_new_cast(P, e, ty);
}

/* cast = "(" type-name ")" cast | unary */
static parse_node *cast_inner(parser *P);

static parse_node *cast_expr(parser *P)
{
    if (!parse_enter(P))
        return parse_new_num(P, 0, P->B->int_, P->tok);
    parse_node *n = cast_inner(P);
    parse_leave(P);
    return n;
}

static parse_node *cast_inner(parser *P)
{
    if (lex_is(P->tok, "(") && parse_is_typename(P, P->tok + 1)) {
        lex_token *t = P->tok++;
        ty_type *ty = parse_typename(P);
        parse_expect(P, ")");
        if (lex_is(P->tok, "{"))
            return parse_initializer_expr(P, ty, t);
        parse_node *e = parse_rvalue(P, cast_expr(P));
        if (ty_is_void(ty)) {
            parse_node *n = parse_new_node(P, ND_CAST, t);
            n->lhs = e;
            n->ty = P->B->void_;
            return n;
        }
        if (!ty_is_scalar(ty) && !(e->ty && ty_compatible(ty, e->ty))) {
            parse_error(P, t, "cannot cast to non-scalar type '%s'", ty_str(P->arena, ty));
            return e;
        }
        if (e->ty && !ty_is_scalar(e->ty) && !ty_compatible(ty, e->ty)) {
            parse_error(P, t, "cannot cast from '%s' to '%s'", ty_str(P->arena, e->ty),
                        ty_str(P->arena, ty));
            return e;
        }
        if (e->ty && ty_is_flonum(e->ty) && ty->kind == TY_PTR)
            parse_error(P, t, "cannot cast a floating-point value to a pointer");
        parse_node *c = parse_new_cast(P, e, ty);
        if (c == e && e->ty && ty_unqual(e->ty) == ty_unqual(ty) && parse_is_lvalue(e)) {
            /* (T)x of the same type is still an rvalue */
            parse_node *n = parse_new_node(P, ND_CAST, t);
            n->lhs = e;
            n->ty = ty_unqual(ty);
            return n;
        }
        return c;
    }
    return unary(P);
}

static parse_node *incdec(parser *P, nd_kind k, parse_node *e, lex_token *t)
{
    e = deref_ref(P, e);
    check_modifiable(P, e, t);
    if (!e->ty || !ty_is_scalar(e->ty)) {
        parse_error(P, t, "cannot increment or decrement a value of type '%s'",
                    e->ty ? ty_str(P->arena, e->ty) : "?");
        return e;
    }
    parse_node *n = parse_new_node(P, k, t);
    n->lhs = e;
    n->ty = ty_unqual(e->ty);
    n->ival = e->ty->kind == TY_PTR ? (e->ty->base->size > 0 ? e->ty->base->size : 1) : 1;
    return n;
}

static ty_type *size_t_type(parser *P)
{
    return P->B->ulong;
}

/* unary = ("+" | "-" | "!" | "~" | "&" | "*" | "++" | "--") cast
 *       | "sizeof" unary | "sizeof" "(" type-name ")" | "_Alignof" "(" type-name ")"
 *       | postfix */
static parse_node *unary(parser *P)
{
    lex_token *t = P->tok;
    if (lex_is(t, "+") || lex_is(t, "-") || lex_is(t, "!") || lex_is(t, "~")) {
        P->tok++;
        parse_node *e = parse_rvalue(P, cast_expr(P));
        if (!e->ty)
            return e;
        char op = t->text[0];
        if (op == '!') {
            if (!scalar_check(P, e, "operand of '!'"))
                return e;
            parse_node *n = parse_new_node(P, ND_NOT, t);
            n->lhs = e;
            n->ty = truth_type(P);
            int64_t v;
            if (parse_eval_const(e, &v))
                return parse_new_num(P, !v, truth_type(P), t);
            return n;
        }
        if (op == '~' ? !check_int(P, e, t, "~") : !check_arith(P, e, t, op == '+' ? "+" : "-"))
            return e;
        e = parse_new_cast(P, e, ty_promote(P->B, e->ty));
        if (op == '+')
            return e;
        if (e->kind == ND_NUM)
            return parse_new_num(P, wrap_int(op == '-' ? (int64_t)(0 - (uint64_t)e->ival) : ~e->ival, e->ty),
                                 e->ty, t);
        if (e->kind == ND_FNUM)
            return new_fnum(P, -e->fval, e->ty, t);
        parse_node *n = parse_new_node(P, op == '-' ? ND_NEG : ND_BITNOT, t);
        n->lhs = e;
        n->ty = e->ty;
        return n;
    }
    if (lex_is(t, "&")) {
        P->tok++;
        parse_node *e = deref_ref(P, cast_expr(P));
        if (e->kind == ND_FUNC)
            return parse_rvalue(P, e);
        if (!parse_is_lvalue(e)) {
            parse_error(P, t, "cannot take the address of an rvalue");
            return e;
        }
        return parse_new_unary_addr(P, e, t);
    }
    if (lex_is(t, "*")) {
        P->tok++;
        return parse_new_deref(P, cast_expr(P), t);
    }
    if (lex_is(t, "++") || lex_is(t, "--")) {
        P->tok++;
        return incdec(P, lex_is(t, "++") ? ND_PREINC : ND_PREDEC, cast_expr(P), t);
    }
    if (t->kw == KW_SIZEOF) {
        P->tok++;
        ty_type *ty;
        if (lex_is(P->tok, "(") && parse_is_typename(P, P->tok + 1)) {
            P->tok++;
            ty = parse_typename(P);
            parse_expect(P, ")");
        } else {
            ty = unary(P)->ty;
        }
        if (!ty || !ty_is_complete(ty)) {
            if (ty && ty->kind == TY_VOID)
                return parse_new_num(P, 1, size_t_type(P), t);
            parse_error(P, t, "invalid application of 'sizeof' to an incomplete type");
            return parse_new_num(P, 1, size_t_type(P), t);
        }
        return parse_new_num(P, ty->is_ref ? ty->base->size : ty->size, size_t_type(P), t);
    }
    if (t->kw == KW_ALIGNOF || t->kw == KW_ALIGNOF_CXX) {
        P->tok++;
        parse_expect(P, "(");
        ty_type *ty = parse_typename(P);
        parse_expect(P, ")");
        return parse_new_num(P, ty->align, size_t_type(P), t);
    }
    return postfix(P);
}

static parse_node *member_access(parser *P, parse_node *base, lex_token *t)
{
    lex_token *name = parse_expect_ident(P);
    if (!name)
        return base;
    parse_node *b = parse_builtin_member(P, base, name);
    if (b)
        return b;
    base = deref_ref(P, base);
    if (!base->ty || (base->ty->kind != TY_STRUCT && base->ty->kind != TY_UNION)) {
        parse_error(P, t, "member reference base type '%s' is not a structure or union",
                    base->ty ? ty_str(P->arena, base->ty) : "?");
        return base;
    }
    if (!ty_is_complete(base->ty)) {
        parse_error(P, t, "member access into incomplete type '%s'", ty_str(P->arena, base->ty));
        return base;
    }
    int off;
    ty_member *m = ty_find_member(base->ty, name->text, name->len, &off);
    if (!m) {
        parse_error(P, name, "no member named '%.*s' in '%s'", name->len, name->text,
                    ty_str(P->arena, base->ty));
        return base;
    }
    parse_node *n = parse_new_node(P, ND_MEMBER, name);
    n->lhs = base;
    n->member = m;
    n->ival = off;
    ty_type *mt = m->ty;
    if (base->ty->is_const || base->ty->is_volatile)
        mt = ty_qualified(P->arena, mt, base->ty->is_const, base->ty->is_volatile, false);
    n->ty = mt;
    return n;
}

static parse_node *funcall(parser *P, parse_node *fn, lex_token *t)
{
    parse_node *args[256];
    int nargs = 0;
    if (!lex_is(P->tok, ")")) {
        do {
            parse_node *a = parse_assign(P);
            if (nargs < 256)
                args[nargs++] = a;
        } while (parse_consume(P, ","));
    }
    parse_expect(P, ")");
    if (fn->kind == ND_BUILTIN && fn->op < 0) /* a built-in function name, not a call's result */
        return parse_builtin_call(P, (const struct parse_builtin *)(intptr_t)fn->aux[0], fn->tok,
                                  args, nargs);
    fn = parse_rvalue(P, fn);
    ty_type *ft = fn->ty && fn->ty->kind == TY_PTR ? fn->ty->base : NULL;
    if (!ft || ft->kind != TY_FUNC) {
        parse_error(P, t, "called object type '%s' is not a function or function pointer",
                    fn->ty ? ty_str(P->arena, fn->ty) : "?");
        return fn;
    }
    parse_func *callee = fn->kind == ND_ADDR && fn->lhs->kind == ND_FUNC ? fn->lhs->func : NULL;
    parse_node *n = parse_new_node(P, ND_CALL, t);
    n->lhs = fn;
    n->func = callee;
    n->ty = ft->base;
    n->nargs = nargs;
    parse_node head = {0}, *cur = &head;
    ty_param *p = ft->params;
    int i = 0;
    for (; i < nargs; i++) {
        parse_node *a = args[i];
        if (p) {
            char what[64];
            snprintf(what, sizeof what, "argument %d", i + 1);
            if (p->ty->kind == TY_PTR && p->ty->is_ref) {
                a = deref_ref(P, a);
                if (!parse_is_lvalue(a) && !p->ty->base->is_const) {
                    parse_error(P, a->tok, "cannot bind a non-const reference to an rvalue in %s", what);
                } else if (!parse_is_lvalue(a)) {
                    /* const T& to a temporary: materialise it */
                    parse_node *c = parse_new_node(P, ND_COMPOUND, a->tok);
                    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
                    v->name = "<temporary>";
                    v->ty = p->ty->base;
                    v->space = SP_LOCAL;
                    v->addr_taken = true;
                    if (P->fn) {
                        v->next = P->fn->locals;
                        P->fn->locals = v;
                    }
                    c->var = v;
                    c->ty = v->ty;
                    c->init = parse_assign_conv(P, a, p->ty->base, what);
                    a = c;
                }
                a = parse_new_unary_addr(P, a, a->tok);
                a->ty = p->ty;
            } else {
                a = parse_assign_conv(P, a, p->ty, what);
            }
            p = p->next;
        } else if (ft->variadic || !ft->has_proto) {
            a = parse_rvalue(P, a);
            if (a->ty && ty_is_arith(a->ty)) {
                ty_type *pt = ty_unqual(a->ty)->kind == TY_FLOAT ? P->B->double_ : ty_promote(P->B, a->ty);
                a = parse_new_cast(P, a, pt);
            }
        } else {
            break;
        }
        cur = cur->next = a;
    }
    if (i < nargs || (p && ft->has_proto)) {
        int want = 0;
        for (ty_param *q = ft->params; q; q = q->next)
            want++;
        parse_error(P, t, "too %s arguments to function call, expected %d, have %d",
                    i < nargs ? "many" : "few", want, nargs);
    }
    n->args = head.next;
    return n;
}

/* postfix = primary ("[" expr "]" | "(" args ")" | "." ident | "->" ident | "++" | "--")* */
static parse_node *postfix(parser *P)
{
    parse_node *n = primary(P);
    for (;;) {
        lex_token *t = P->tok;
        if (lex_is(t, "[")) {
            P->tok++;
            parse_node *idx = parse_expr(P);
            parse_expect(P, "]");
            n = parse_new_deref(P, parse_new_binary(P, ND_ADD, n, idx, t), t);
        } else if (lex_is(t, "(")) {
            P->tok++;
            n = funcall(P, n, t);
        } else if (lex_is(t, ".")) {
            P->tok++;
            n = member_access(P, n, t);
        } else if (lex_is(t, "->")) {
            P->tok++;
            n = member_access(P, parse_new_deref(P, n, t), t);
        } else if (lex_is(t, "++") || lex_is(t, "--")) {
            P->tok++;
            n = incdec(P, lex_is(t, "++") ? ND_POSTINC : ND_POSTDEC, n, t);
        } else {
            return n;
        }
    }
}

static ty_type *num_type(parser *P, lex_numtype nt)
{
    switch (nt) {
    case LEX_NUM_INT: return P->B->int_;
    case LEX_NUM_UINT: return P->B->uint;
    case LEX_NUM_LONG: return P->B->long_;
    case LEX_NUM_ULONG: return P->B->ulong;
    case LEX_NUM_LLONG: return P->B->llong;
    case LEX_NUM_ULLONG: return P->B->ullong;
    case LEX_NUM_FLOAT: return P->B->float_;
    default: return P->B->double_;
    }
}

static parse_node *string_literal(parser *P)
{
    /* adjacent literals concatenate */
    lex_token *t = P->tok;
    sess_buf b = {0};
    while (P->tok->kind == TK_STR) {
        sess_buf_put(&b, P->tok->str, (size_t)P->tok->str_len);
        P->tok++;
    }
    parse_node *n = parse_new_node(P, ND_STR, t);
    n->str_len = (int)b.len;
    n->str = sess_arena_strndup(P->arena, b.p ? b.p : "", b.len);
    sess_buf_free(&b);
    ty_type *c = ty_qualified(P->arena, P->B->char_, true, false, false);
    n->ty = ty_array(P->arena, c, n->str_len + 1);
    return n;
}

static parse_node *ident_expr(parser *P, lex_token *t)
{
    parse_sym *s = parse_lookup(P, t->text, t->len);
    if (s && s->var) {
        parse_node *n = parse_new_node(P, ND_VAR, t);
        n->var = s->var;
        n->ty = s->var->ty;
        if (s->var->space == SP_HOST && !s->var->is_constexpr && !P->host_expr)
            parse_error(P, t, "host variable '%s' cannot be used in device code (mark it "
                              "__device__, __constant__ or __managed__)", s->var->name);
        if (s->var->is_constexpr && ty_is_integer(s->var->ty))
            return parse_new_num(P, s->var->cval, ty_unqual(s->var->ty), t);
        return n;
    }
    if (s && s->func) {
        parse_node *n = parse_new_node(P, ND_FUNC, t);
        n->func = s->func;
        n->ty = s->func->ty;
        return n;
    }
    if (s && s->enum_ty)
        return parse_new_num(P, s->enum_val, P->B->int_, t);
    parse_node *bv = parse_builtin_var(P, t);
    if (bv)
        return bv;
    const struct parse_builtin *b = parse_builtin_find(t->text, t->len);
    if (b) {
        if (!lex_is(P->tok, "(")) {
            parse_error(P, t, "built-in function '%.*s' must be called", t->len, t->text);
            return parse_new_num(P, 0, P->B->int_, t);
        }
        parse_node *n = parse_new_node(P, ND_BUILTIN, t);
        n->op = -1; /* a name: a call (builtin_node) has the table index */
        n->aux[0] = (int64_t)(intptr_t)b;
        return n;
    }
    if (s && s->type_def)
        parse_error(P, t, "unexpected type name '%.*s': expected expression", t->len, t->text);
    else
        parse_error(P, t, "use of undeclared identifier '%.*s'", t->len, t->text);
    return parse_new_num(P, 0, P->B->int_, t);
}

/* A qualified name a::b::c as one identifier token (its text spans the whole name). */
static lex_token *qualified_ident(parser *P)
{
    lex_token *t = P->tok;
    if (!lex_is(t + 1, "::") || (t + 2)->kind != TK_IDENT)
        return NULL;
    lex_token *q = sess_arena_alloc(P->arena, sizeof *q);
    *q = *t;
    sess_buf b = {0};
    sess_buf_put(&b, t->text, (size_t)t->len);
    P->tok++;
    while (lex_is(P->tok, "::") && (P->tok + 1)->kind == TK_IDENT) {
        sess_buf_puts(&b, "::");
        sess_buf_put(&b, P->tok[1].text, (size_t)P->tok[1].len);
        P->tok += 2;
    }
    q->text = sess_arena_strndup(P->arena, b.p, b.len);
    q->len = (int)b.len;
    q->kw = KW_NONE;
    sess_buf_free(&b);
    return q;
}

/* Functional cast T(x), for T a simple type specifier or typedef name. */
static parse_node *functional_cast(parser *P)
{
    lex_token *t = P->tok;
    ty_type *ty = parse_typename(P);
    parse_expect(P, "(");
    if (lex_is(P->tok, ")")) {
        P->tok++;
        if (ty_is_arith(ty) || ty_is_ptr(ty))
            return parse_new_cast(P, parse_new_num(P, 0, P->B->int_, t), ty);
        return parse_initializer_expr(P, ty, NULL);
    }
    parse_node *e = parse_rvalue(P, parse_assign(P));
    parse_expect(P, ")");
    if (!ty_is_scalar(ty) || !e->ty || !ty_is_scalar(e->ty)) {
        parse_error(P, t, "functional cast to '%s' is not supported here", ty_str(P->arena, ty));
        return e;
    }
    return parse_new_cast(P, e, ty);
}

static bool is_simple_type_start(parser *P, lex_token *t)
{
    switch (t->kw) {
    case KW_INT: case KW_UNSIGNED: case KW_SIGNED: case KW_FLOAT: case KW_DOUBLE: case KW_CHAR:
    case KW_SHORT: case KW_LONG: case KW_BOOL: case KW_BOOL_C:
        return true;
    case KW_NONE: {
        parse_sym *s = parse_lookup(P, t->text, t->len);
        return s && s->type_def;
    }
    default: return false;
    }
}

static bool is_functional_cast(parser *P)
{
    lex_token *t = P->tok;
    if (!is_simple_type_start(P, t))
        return false;
    /* scan the simple-type-specifier words, then require "(" */
    while (t->kind == TK_IDENT && is_simple_type_start(P, t))
        t++;
    return lex_is(t, "(") && !parse_is_typename(P, t + 1);
}

/* primary = "(" expr ")" | "({" stmts "})" | ident | number | string | char | true | false
 *         | nullptr | C++ cast | functional cast */
static parse_node *primary(parser *P)
{
    lex_token *t = P->tok;
    if (lex_is(t, "(") && lex_is(t + 1, "{")) {
        P->tok++;
        parse_node *n = parse_new_node(P, ND_STMT_EXPR, t);
        n->body = parse_compound_stmt(P);
        parse_expect(P, ")");
        parse_node *last = n->body->body;
        while (last && last->next)
            last = last->next;
        n->ty = last && last->kind == ND_EXPR_STMT ? last->lhs->ty : P->B->void_;
        return n;
    }
    if (lex_is(t, "(")) {
        P->tok++;
        parse_node *n = parse_expr(P);
        parse_expect(P, ")");
        return n;
    }
    if (t->kind == TK_NUM) {
        P->tok++;
        ty_type *ty = num_type(P, t->numtype);
        if (ty_is_flonum(ty))
            return new_fnum(P, t->fval, ty, t);
        return parse_new_num(P, wrap_int((int64_t)t->ival, ty), ty, t);
    }
    if (t->kind == TK_CHAR) {
        /* C++: 'a' is a char; L'a' a wchar_t (4 bytes), u'a' a char16_t, U'a' a char32_t */
        P->tok++;
        ty_type *ty = t->text[0] == 'L' ? P->B->int_ : t->text[0] == 'U' ? P->B->uint
                    : t->text[0] == 'u' && t->text[1] == '\'' ? P->B->ushort
                    : P->host_expr ? P->B->int_ /* host code is C */ : P->B->char_;
        int64_t v = (int64_t)t->ival;
        if (ty == P->B->char_)
            v = (int8_t)v;
        return parse_new_num(P, v, ty, t);
    }
    if (t->kind == TK_STR)
        return string_literal(P);
    if (t->kw == KW_TRUE || t->kw == KW_FALSE) {
        P->tok++;
        return parse_new_num(P, t->kw == KW_TRUE, P->B->bool_, t);
    }
    if (t->kw == KW_NULLPTR) {
        P->tok++;
        return parse_new_num(P, 0, P->B->nullptr_, t);
    }
    if (t->kw == KW_STATIC_CAST || t->kw == KW_REINTERPRET_CAST || t->kw == KW_CONST_CAST)
        return cxx_cast(P);
    if (t->kind == TK_IDENT && is_functional_cast(P))
        return functional_cast(P);
    if (t->kind == TK_IDENT && parse_builtin_type_start(P, t))
        return parse_builtin_type_expr(P); /* cuda::atomic_ref<T>(obj) */
    if (t->kind == TK_IDENT && t->kw == KW_NONE) {
        lex_token *q = qualified_ident(P);
        if (q)
            return ident_expr(P, q);
        P->tok++;
        return ident_expr(P, t);
    }
    if (t->kind == TK_EOF)
        parse_error(P, t, "unexpected end of input: expected an expression");
    else
        parse_error(P, t, "expected expression before '%.*s'", t->len, t->text);
    if (t->kind != TK_EOF && !lex_is(t, ";") && !lex_is(t, "}") && !lex_is(t, ")"))
        P->tok++;
    return parse_new_num(P, 0, P->B->int_, t);
}

bool parse_const_int(parser *P, int64_t *v)
{
    lex_token *t = P->tok;
    parse_node *n = parse_rvalue(P, parse_cond(P));
    if (!n->ty || !ty_is_integer(n->ty) || !parse_eval_const(n, v)) {
        parse_error(P, t, "expression is not an integer constant expression");
        *v = 0;
        return false;
    }
    return true;
}

/* ---- Constant evaluation -------------------------------------------------------------- */

bool parse_eval_const(parse_node *n, int64_t *val)
{
    int64_t a, b;
    switch (n->kind) {
    case ND_NUM:
        *val = n->ival;
        return true;
    case ND_CAST:
        if (!n->ty || !ty_is_integer(n->ty) || !n->lhs->ty)
            return false;
        if (n->lhs->kind == ND_FNUM) {
            double f = n->lhs->fval; /* out of range (inf, NaN) is undefined: saturate */
            int64_t i = f != f ? 0 : f >= 0x1p63 ? INT64_MAX : f < -0x1p63 ? INT64_MIN : (int64_t)f;
            *val = wrap_int(i, n->ty);
            return true;
        }
        if (!parse_eval_const(n->lhs, &a))
            return false;
        *val = wrap_int(a, n->ty);
        return true;
    case ND_COND:
        if (!parse_eval_const(n->cond, &a))
            return false;
        return parse_eval_const(a ? n->then : n->els, val);
    case ND_COMMA:
        return parse_eval_const(n->rhs, val);
    case ND_NOT:
        if (!parse_eval_const(n->lhs, &a))
            return false;
        *val = !a;
        return true;
    case ND_LOGAND:
    case ND_LOGOR:
        if (!parse_eval_const(n->lhs, &a) || !parse_eval_const(n->rhs, &b))
            return false;
        *val = n->kind == ND_LOGAND ? (a && b) : (a || b);
        return true;
    default:
        return false;
    }
}
