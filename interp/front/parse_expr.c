/* parse_expr.c — expressions: precedence climbing, C's conversions, and constant evaluation.
 *
 * Each constructor gives its node a type and makes every implicit conversion an explicit
 * ND_CAST, so that the code generator sees only operands of the operation's own type. Pointer
 * arithmetic keeps its pointer operand (the code generator scales by the element size).
 */
#include <stdlib.h>
#include <string.h>

#include "interp/front/parse_internal.h"
#include "interp/session/guide.h"

/* ---- Node construction ---------------------------------------------------------------- */

parse_node *parse_new_node(parser *P, nd_kind k, lex_token *t)
{
    parse_node *n = sess_arena_alloc(P->arena, sizeof *n);
    n->kind = k;
    n->tok = t;
    return n;
}

parse_node *parse_stmt_expr(parser *P, parse_node *stmts, ty_type *ty, lex_token *t)
{
    parse_node *blk = parse_new_node(P, ND_BLOCK, t);
    blk->body = stmts;
    parse_node *e = parse_new_node(P, ND_STMT_EXPR, t);
    e->body = blk;
    e->ty = ty;
    return e;
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

/* CLS is one of the C++ library's host classes as the device pass sees them: a layout and no
 * members (include/device/__cr_host_layouts) */
bool parse_host_layout_class(const ty_type *cls)
{
    const ty_member *m = cls->members;
    return m && m->tok && m->tok->file && strstr(m->tok->file, "__cr_host_layouts");
}

/* What replaces NAME, a warp function without _sync that CUDA removed for compute capability
 * 7.0 and later (nvcc: "identifier is undefined", or ptxas: "vote without .sync"), or NULL */
static const char *legacy_warp_function(const char *name, int len)
{
    static const char *const old[] = {"__shfl", "__shfl_up", "__shfl_down", "__shfl_xor",
                                      "__any", "__all", "__ballot"};
    for (size_t i = 0; i < sizeof old / sizeof old[0]; i++)
        if ((int)strlen(old[i]) == len && !memcmp(old[i], name, (size_t)len))
            return i < 4 ? "the warp shuffles without _sync do not exist for compute capability "
                           "7.0 and later: use %.*s_sync(mask, ...) (" CR_GUIDE_5_4_6_5 ")"
                         : "the warp votes without _sync do not exist for compute capability 7.0 "
                           "and later: use %.*s_sync(mask, predicate) (" CR_GUIDE_5_4_6_2 ")";
    return NULL;
}

/* What replaces NAME, a runtime function CUDA 13.0 removed (old course code ends with
 * cudaThreadExit()), or NULL */
static const char *removed_runtime_function(const char *name, int len)
{
    static const char *const old[][2] = {
        {"cudaThreadSynchronize", "cudaDeviceSynchronize"},
        {"cudaThreadExit", "cudaDeviceReset"},
    };
    static char hint[160];
    for (size_t i = 0; i < sizeof old / sizeof old[0]; i++)
        if ((int)strlen(old[i][0]) == len && !memcmp(old[i][0], name, (size_t)len)) {
            snprintf(hint, sizeof hint, "CUDA 13.0 removed %%.*s: %s() does what it did (CUDA Runtime API, "
                     "Device Management)", old[i][1]);
            return hint;
        }
    return NULL;
}

/* "use of undeclared identifier" at T, with what replaces a removed warp or runtime function */
static void undeclared(parser *P, lex_token *t)
{
    const char *hint = legacy_warp_function(t->text, t->len);
    if (!hint)
        hint = removed_runtime_function(t->text, t->len);
    if (!hint) {
        parse_error(P, t, "use of undeclared identifier '%.*s'", t->len, t->text);
        return;
    }
    char fmt[512];
    snprintf(fmt, sizeof fmt, "use of undeclared identifier '%%.*s'; %s", hint);
    parse_error(P, t, fmt, t->len, t->text, t->len, t->text);
}

/* E, marked as an expression whose error was reported: the operators, conversions, casts,
 * calls and member accesses built on it say nothing more, so that one mistake gives one
 * error (as clang's recovery expressions do) */
parse_node *parse_failed(parse_node *e)
{
    e->failed = true;
    return e;
}

/* The value of V, a floating constant variable (a long double one's in full) */
static long double var_fval(const parse_var *v)
{
    long double f = v->fval;
    if (v->has_ld)
        memcpy(&f, v->ldbits, sizeof f < sizeof v->ldbits ? sizeof f : sizeof v->ldbits);
    return f;
}

/* A floating constant V of type TY (one of type long double keeps its full value) */
static parse_node *new_fnum(parser *P, long double v, ty_type *ty, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_FNUM, t);
    n->fval = (double)v;
    if (ty && ty_unqual(ty)->kind == TY_LDOUBLE && P->host_pass) /* (device code's is a double) */
        parse_fnum_set(n, v);
    n->ty = ty;
    return n;
}

/* Truncate/extend V to the integer type TY as a conversion does. */
int64_t parse_wrap_int(int64_t v, const ty_type *ty)
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

#define wrap_int(v, ty) parse_wrap_int(v, ty)

/* Constant conversions are folded here so that constant expressions stay constants. */
static parse_node *fold_cast(parser *P, parse_node *e, ty_type *ty)
{
    ty_type *u = ty_unqual(ty);
    if (u->kind == TY_INT128 || u->kind == TY_UINT128 || (e->ty && (e->ty->kind == TY_INT128 ||
                                                                   e->ty->kind == TY_UINT128)))
        return NULL; /* a constant's 64 bits do not hold an __int128: converted at run time */
    if (e->kind == ND_NUM && (ty_is_integer(u) || u->kind == TY_PTR) && e->ty &&
        (ty_is_integer(e->ty) || e->ty->kind == TY_NULLPTR || e->ty->kind == TY_PTR))
        return parse_new_num(P, u->kind == TY_PTR ? e->ival : wrap_int(e->ival, u), ty, e->tok);
    if (e->kind == ND_NUM && ty_is_flonum(u) && ty_is_integer(e->ty)) {
        if (u->kind == TY_LDOUBLE) /* (exact: 64 bits of mantissa) */
            return new_fnum(P, e->ty->is_unsigned ? (long double)(uint64_t)e->ival : (long double)e->ival, ty, e->tok);
        double v = e->ty->is_unsigned ? (double)(uint64_t)e->ival : (double)e->ival;
        return new_fnum(P, u->kind == TY_FLOAT ? (double)(float)v : v, ty, e->tok);
    }
    if (e->kind == ND_FNUM && ty_is_flonum(u))
        return new_fnum(P, u->kind == TY_FLOAT ? (double)(float)e->fval
                           : u->kind == TY_LDOUBLE ? parse_fnum_value(e) : e->fval, ty, e->tok);
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
        parse_complete_type(P, e->ty->base);
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

parse_node *parse_deref_ref(parser *P, parse_node *e)
{
    return deref_ref(P, e);
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

/* E names a function (not a member function of an object): the lvalue that a reference to a
 * function binds to (as its address) */
bool parse_is_function_lvalue(const parse_node *e)
{
    return e->kind == ND_FUNC && e->ty && e->ty->kind == TY_FUNC && !e->obj;
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
    if (e->kind == ND_ADDR && e->ty->base == e->lhs->ty)
        return e->lhs; /* *&x (not an array's first element: *a has the element's type) */
    parse_complete_type(P, e->ty->base);
    parse_node *n = parse_new_node(P, ND_DEREF, t);
    n->lhs = e;
    n->ty = e->ty->base;
    if (ty_is_void(n->ty))
        parse_error(P, t, "indirection through 'void *' is not allowed");
    return n;
}

/* NULL as the C headers define it, (void *)0, which the parser folds to a constant: C++'s
 * NULL (g++'s __null) is an integer zero, a null pointer constant */
bool parse_is_null_macro(const parse_node *e)
{
    return e->kind == ND_NUM && e->ty && e->ty->kind == TY_PTR && ty_is_void(e->ty->base) &&
           e->ival == 0;
}

bool parse_is_null_ptr_const(parse_node *e)
{
    int64_t v;
    if (e->ty && e->ty->kind == TY_NULLPTR)
        return true;
    if (parse_is_null_macro(e))
        return true;
    if (e->kind == ND_CAST && e->ty->kind == TY_PTR && ty_is_void(e->ty->base))
        e = e->lhs;
    return e->ty && ty_is_integer(e->ty) && parse_eval_const(e, &v) && v == 0;
}

/* The header that declares std::NAME, for the names programs use most (a program that forgot
 * to include it is told which, as clang does); NULL for others. */
const char *parse_std_header_of(const char *name, int len)
{
    static const struct { const char *name, *header; } known[] = {
        {"sort", "algorithm"}, {"stable_sort", "algorithm"}, {"min_element", "algorithm"},
        {"max_element", "algorithm"}, {"find", "algorithm"}, {"find_if", "algorithm"},
        {"count", "algorithm"}, {"count_if", "algorithm"}, {"reverse", "algorithm"},
        {"fill", "algorithm"}, {"copy", "algorithm"}, {"transform", "algorithm"},
        {"unique", "algorithm"}, {"for_each", "algorithm"}, {"lower_bound", "algorithm"},
        {"upper_bound", "algorithm"}, {"binary_search", "algorithm"}, {"shuffle", "algorithm"},
        {"accumulate", "numeric"}, {"iota", "numeric"}, {"inner_product", "numeric"},
        {"partial_sum", "numeric"}, {"cout", "iostream"}, {"cerr", "iostream"},
        {"cin", "iostream"}, {"endl", "ostream"}, {"vector", "vector"}, {"string", "string"},
        {"to_string", "string"}, {"stoi", "string"}, {"stod", "string"}, {"map", "map"},
        {"multimap", "map"}, {"set", "set"}, {"multiset", "set"},
        {"unordered_map", "unordered_map"}, {"unordered_set", "unordered_set"},
        {"list", "list"}, {"deque", "deque"}, {"queue", "queue"}, {"stack", "stack"},
        {"array", "array"}, {"pair", "utility"}, {"make_pair", "utility"}, {"move", "utility"},
        {"forward", "utility"}, {"exchange", "utility"}, {"tuple", "tuple"},
        {"make_tuple", "tuple"}, {"unique_ptr", "memory"}, {"shared_ptr", "memory"},
        {"make_unique", "memory"}, {"make_shared", "memory"},
        {"allocator", "memory"}, {"allocator_traits", "memory"}, {"bad_alloc", "new"}, {"function", "functional"},
        {"setw", "iomanip"}, {"setprecision", "iomanip"}, {"numeric_limits", "limits"},
        {"thread", "thread"}, {"mutex", "mutex"}, {"lock_guard", "mutex"},
        {"optional", "optional"}, {"runtime_error", "stdexcept"},
        {"stringstream", "sstream"}, {"ostringstream", "sstream"}, {"istringstream", "sstream"},
        {"ifstream", "fstream"}, {"ofstream", "fstream"}, {"mt19937", "random"},
        {"uniform_int_distribution", "random"}, {"uniform_real_distribution", "random"},
        {"normal_distribution", "random"}, {"atomic", "atomic"}, {"variant", "variant"},
        {"visit", "variant"}, {"holds_alternative", "variant"}, {"any", "any"}, {"any_cast", "any"},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if ((int)strlen(known[i].name) == len && !strncmp(known[i].name, name, (size_t)len))
            return known[i].header;
    return NULL;
}

static bool is_void_ptr(ty_type *t)
{
    return t->kind == TY_PTR && ty_is_void(t->base);
}

/* E (of class type) converted to TY by one of its conversion functions (operator T), or
 * NULL when it has none that gives TY or a type converting to it. */
static parse_node *user_conversion(parser *P, parse_node *e, ty_type *ty)
{
    ty_type *cls = ty_unqual(e->ty);
    parse_func *best = NULL;
    for (ty_type *c = cls; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next) {
            if (strncmp(m->name, "operator ", 9) || !m->fn || !m->fn->ty)
                continue;
            ty_type *rt = m->fn->ty->base;
            if (parse_same_type(rt, ty) || (ty_unqual(rt) == ty_unqual(ty)))
                best = m->fn;
            else if (!best && ((ty_is_arith(rt) && ty_is_arith(ty)) ||
                               (rt->kind == TY_PTR && ty->kind == TY_PTR)))
                best = m->fn;
        }
    return best ? parse_call(P, best, e, NULL, 0, e->tok) : NULL;
}

parse_node *parse_conversion_to_lvalue(parser *P, parse_node *e, ty_type *ty)
{
    ty_type *cls = e->ty ? ty_unqual(e->ty) : NULL, *u = ty_unqual(ty);
    if (!cls || (cls->kind != TY_STRUCT && cls->kind != TY_UNION) || !ty_has_methods(cls))
        return NULL;
    for (ty_type *c = cls; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next) {
            if (strncmp(m->name, "operator ", 9) || !m->fn || !m->fn->ty)
                continue;
            ty_type *rt = m->fn->ty->base;
            if (rt->kind == TY_PTR && rt->is_ref && ty_unqual(rt->base) == u &&
                (ty->is_const || !rt->base->is_const))
                return parse_deref_ref(P, parse_call(P, m->fn, e, NULL, 0, e->tok));
        }
    return NULL;
}

parse_node *parse_conversion_to_class(parser *P, parse_node *e, ty_type *cls)
{
    ty_type *s = e->ty ? ty_unqual(e->ty) : NULL, *u = ty_unqual(cls);
    if (!s || s == u || (s->kind != TY_STRUCT && s->kind != TY_UNION) || !ty_has_methods(s) ||
        (u->kind != TY_STRUCT && u->kind != TY_UNION))
        return NULL;
    return user_conversion(P, e, u);
}

static parse_node *mark_made(parser *P, parse_var *made, parse_node *e, lex_token *t);

/* E converted to class CLS by a constructor that takes it (dim3 d = 4; f(4) for a dim3
 * parameter): a temporary of CLS, constructed; NULL when no constructor takes E. */
static parse_node *converting_ctor(parser *P, parse_node *e, ty_type *cls)
{
    parse_func *ctors = ty_ctor_name(cls) ? parse_find_method(cls, ty_ctor_name(cls), -1) : NULL;
    struct parse_template *tmpls = parse_ctor_templates(cls);
    if (ctors && ctors->cls != cls)
        ctors = NULL;
    if ((!ctors && !tmpls) || P->user_conv)
        return NULL; /* (one user-defined conversion at most in an implicit conversion) */
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = "<temporary>";
    v->ty = cls;
    v->space = SP_LOCAL;
    v->addr_taken = true;
    v->tok = e->tok;
    parse_node *var = parse_new_node(P, ND_VAR, e->tok);
    var->var = v;
    var->ty = cls;
    P->user_conv = true;
    parse_func *f = parse_pick(P, ctors, tmpls, NULL, var, &e, 1, e->tok, ty_ctor_name(cls), true);
    P->user_conv = false;
    if (!f)
        return NULL;
    if (!P->fn)
        return var; /* decltype's operand outside a function (a member function template's
                       trailing return type: decltype(t < u)): the conversion's type only */
    v->next = P->fn->locals;
    P->fn->locals = v;
    P->user_conv = true;
    parse_node *init = parse_call(P, f, var, &e, 1, e->tok);
    P->user_conv = false;
    parse_var *made = parse_track_temporary(P, v); /* destroyed at the full expression's end */
    if (made)
        init = mark_made(P, made, init, e->tok);
    parse_node *c = parse_new_node(P, ND_COMMA, e->tok);
    c->lhs = init;
    c->rhs = parse_new_node(P, ND_VAR, e->tok);
    c->rhs->var = v;
    c->rhs->ty = cls;
    c->ty = cls;
    return c;
}

/* E names functions (f or &f: an overload set, function templates) where a pointer to
 * function of type TY is wanted: the function of the set whose type is TY's (C++17
 * [over.over]), else the instance of a template that deduction from TY's parameters makes
 * and whose type is TY's ([temp.deduct.funcaddr]). E unchanged when none is, or when it names
 * one function only. */
/* The function of the overload set FUNCS (by next_overload) whose type is FT: C++17 [over.over]
 * wants it exactly (a member function that is not static is no candidate: its address is a
 * pointer to member); NULL when none is. */
static parse_func *overload_of_type(parse_func *funcs, ty_type *ft)
{
    for (parse_func *f = funcs; f; f = f->next_overload)
        if (!(f->cls && !f->is_static_member) && parse_same_type(f->ty, ft))
            return f;
    return NULL;
}

parse_node **parse_param_lvalues(parser *P, ty_type *ft, lex_token *t, int *nargs)
{
    int n = 0;
    for (ty_param *q = ft->params; q; q = q->next)
        n++;
    parse_node **args = sess_arena_alloc(P->arena, sizeof *args * (size_t)(n + 1));
    int i = 0;
    for (ty_param *q = ft->params; q; q = q->next, i++) {
        parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
        v->name = "<parameter>";
        v->ty = q->ty->is_ref ? q->ty->base : q->ty;
        v->space = SP_LOCAL;
        v->tok = t;
        args[i] = parse_var_node(P, v, t);
    }
    *nargs = n;
    return args;
}

static parse_node *func_for_target(parser *P, parse_node *e, ty_type *ty)
{
    ty_type *u = ty ? ty_unqual(ty) : NULL;
    if (!u || u->kind != TY_PTR || u->is_ref || !u->base || ty_unqual(u->base)->kind != TY_FUNC)
        return e;
    parse_node *n = e->kind == ND_ADDR ? e->lhs : e;
    if (!n || n->kind != ND_FUNC || n->obj)
        return e;
    if (!n->tmpl) { /* an overload set, or instances of several templates (f<int, 3>) */
        parse_node *m = parse_function_for_target(P, n, u);
        if (m == n)
            return e;
        if (e == n)
            return m;
        e->lhs = m;
        e->ty = ty_ptr(P->arena, m->ty);
        return e;
    }
    ty_type *ft = ty_unqual(u->base);
    parse_func *pick = n->targs ? NULL : overload_of_type(n->func, ft);
    int nargs;
    parse_node **args = parse_param_lvalues(P, ft, n->tok, &nargs);
    for (struct parse_template *c = n->tmpl; c && !pick; c = c->next) {
        if (c->cls)
            continue;
        parse_func *f = parse_template_deduce(P, c, n->targs, NULL, args, nargs);
        if (f && ty_compatible(f->ty, ft))
            pick = parse_template_finish(P, f);
    }
    if (!pick)
        return e;
    n->func = pick;
    n->tmpl = NULL;
    n->targs = NULL;
    n->sets = NULL;
    n->ty = pick->ty;
    if (e != n)
        e->ty = ty_ptr(P->arena, pick->ty);
    return e;
}

parse_node *parse_assign_conv(parser *P, parse_node *e, ty_type *ty, const char *what)
{
    e = parse_member_pointer_conv(P, parse_rvalue(P, func_for_target(P, e, ty)), ty);
    ty_type *u = ty_unqual(ty), *s = e->ty;
    if ((u->kind == TY_STRUCT || u->kind == TY_UNION) && !u->complete)
        parse_complete_type(P, u); /* (a class template's instance named only so far: its
                                      constructors are made now) */
    if (!s || e->failed)
        return e;
    if (ty_unqual(s)->kind == TY_STRUCT && ty_unqual(s)->closure && u->kind == TY_PTR &&
        !u->is_ref && ty_unqual(u->base)->kind == TY_FUNC) {
        /* a lambda to a pointer to function (C++17 [expr.prim.lambda.closure] p7) */
        parse_node *c = parse_closure_to_function(P, e, u);
        return c ? c : parse_failed(e);
    }
    if ((ty_unqual(s)->kind == TY_STRUCT || ty_unqual(s)->kind == TY_UNION) && ty_unqual(s) != u &&
        !(u->kind == TY_PTR && u->is_ref) && ty_has_methods(ty_unqual(s))) {
        parse_node *c = user_conversion(P, e, u);
        if (c)
            return parse_assign_conv(P, c, ty, what);
    }
    if (u->kind == TY_PTR && u->is_ref)
        return e; /* the caller binds references */
    if ((u->kind == TY_STRUCT || u->kind == TY_UNION) && u->has_ctor && ty_unqual(s) != u &&
        (P->fn || P->unevaluated)) {
        parse_node *c = converting_ctor(P, e, u);
        if (c)
            return c;
    }
    if (ty_is_arith(u) && ty_is_arith(s)) {
        ty_type *su = ty_unqual(s);
        if (((su->kind == TY_ENUM && su->is_scoped) ||
             (u->kind == TY_ENUM && u->is_scoped && !P->scalar_list)) && !parse_same_type(su, u)) {
            /* a scoped enumeration converts to no other type implicitly ([dcl.enum] p10); a
             * list of one integer initialises one (std::byte b{0x3c}: [dcl.init.list] p3.8) */
            parse_error(P, e->tok, "cannot convert '%s' to '%s' in %s", ty_str(P->arena, s),
                        ty_str(P->arena, u), what);
            return parse_failed(e);
        }
        return parse_new_cast(P, e, u);
    }
    if (u->kind == TY_NULLPTR && (ty_unqual(s)->kind == TY_NULLPTR || parse_is_null_ptr_const(e)))
        return parse_new_num(P, 0, u, e->tok); /* std::nullptr_t's one value */
    if (u->kind == TY_BOOL && ty_is_ptr(s))
        return parse_new_cast(P, e, u);
    if (u->kind == TY_PTR) {
        if (parse_is_null_ptr_const(e))
            return parse_new_cast(P, e, u);
        if (s->kind == TY_PTR && !s->is_ref && P->fn && (ty_unqual(s->base)->kind == TY_STRUCT) &&
            ty_unqual(u->base)->kind == TY_STRUCT && parse_later_base_of(s->base, u->base)) {
            /* Derived * to a later base's pointer: the subobject's address (null stays null) */
            parse_var *tmp = parse_temp(P, s, "<derived>", e->tok);
            parse_node *set = parse_new_node(P, ND_ASSIGN, e->tok);
            set->lhs = parse_var_node(P, tmp, e->tok);
            set->rhs = e;
            set->ty = s;
            parse_node *sub = parse_later_base(P, parse_new_deref(P, parse_var_node(P, tmp, e->tok), e->tok),
                                               u->base);
            if (sub) {
                parse_node *c = parse_new_node(P, ND_COND, e->tok);
                c->cond = parse_new_cast(P, set, P->B->bool_);
                c->then = parse_new_cast(P, parse_new_unary_addr(P, sub, e->tok), u);
                c->els = parse_new_cast(P, parse_new_num(P, 0, P->B->long_, e->tok), u);
                c->ty = u;
                return c;
            }
        }
        if (s->kind == TY_PTR && ty_unqual(u->base)->kind == TY_STRUCT &&
            ty_unqual(s->base) != ty_unqual(u->base) && parse_derives_from(s->base, u->base) &&
            !parse_base_accessible(P, s->base, u->base))
            parse_error(P, e->tok, "'%s' is an inaccessible base of '%s'", ty_unqual(u->base)->tag,
                        ty_unqual(s->base)->tag);
        if (s->kind == TY_PTR) {
            if (!is_void_ptr(u) && !ty_compatible(u->base, s->base) &&
                !parse_derives_from(s->base, u->base)) /* Derived * to Base * */
                parse_error(P, e->tok, "cannot convert '%s' to '%s' in %s", ty_str(P->arena, s),
                            ty_str(P->arena, u), what);
            else if (s->base->is_const && !u->base->is_const)
                parse_error(P, e->tok, "invalid conversion from '%s' to '%s' in %s (it discards "
                            "the 'const' qualifier)", ty_str(P->arena, s), ty_str(P->arena, u), what);
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
    if (u->kind == TY_STRUCT && parse_derives_from(s, u) && !parse_vbase_of(s, u)) {
        /* a derived object where its base is wanted by value: the base subobject, which the
         * caller copies (a polymorphic one's copy is of the base's dynamic type: sliced) */
        parse_node *obj = parse_is_lvalue(e) ? e : parse_materialise(P, e);
        int off = parse_base_offset(ty_unqual(s), u);
        parse_node *at = parse_new_unary_addr(P, obj, e->tok);
        if (off > 0)
            at = parse_new_binary(P, ND_ADD, parse_new_cast(P, at, ty_ptr(P->arena, P->B->char_)),
                                  parse_new_num(P, off, P->B->long_, e->tok), e->tok);
        return parse_new_deref(P, parse_new_cast(P, at, ty_ptr(P->arena, u)), e->tok);
    }
    parse_error(P, e->tok, "cannot convert '%s' to '%s' in %s", ty_str(P->arena, s),
                ty_str(P->arena, u), what);
    return parse_failed(e);
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
    if (e->failed)
        return false;
    if (!e->ty || !ty_is_arith(e->ty)) {
        parse_error(P, t, "invalid operand of type '%s' to binary '%s'",
                    e->ty ? ty_str(P->arena, e->ty) : "?", op);
        return false;
    }
    return true;
}

static bool check_int(parser *P, parse_node *e, lex_token *t, const char *op)
{
    if (e->failed)
        return false;
    if (!e->ty || !ty_is_integer(e->ty)) {
        parse_error(P, t, "invalid operand of type '%s' to '%s' (an integer is required)",
                    e->ty ? ty_str(P->arena, e->ty) : "?", op);
        return false;
    }
    return true;
}

const char *parse_op_name(nd_kind k)
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
    case ND_LOGAND: return "&&";
    case ND_LOGOR: return "||";
    default: return NULL;
    }
}

static const char *op_name(nd_kind k)
{
    const char *s = parse_op_name(k);
    return s ? s : "?";
}

bool parse_int_binop(nd_kind k, int64_t a, int64_t b, const ty_type *lty, const ty_type *ty,
                     int64_t *out)
{
    bool u = lty->is_unsigned;
    int64_t v;
    switch (k) {
    case ND_ADD: v = (int64_t)((uint64_t)a + (uint64_t)b); break;
    case ND_SUB: v = (int64_t)((uint64_t)a - (uint64_t)b); break;
    case ND_MUL: v = (int64_t)((uint64_t)a * (uint64_t)b); break;
    case ND_DIV:
    case ND_MOD:
        if (b == 0)
            return false;
        if (u) {
            uint64_t x = (uint64_t)a, y = (uint64_t)b;
            if (lty->size == 4) {
                x = (uint32_t)x;
                y = (uint32_t)y;
            }
            v = (int64_t)(k == ND_DIV ? x / y : x % y);
        } else {
            if (b == -1)
                v = k == ND_DIV ? (int64_t)(0 - (uint64_t)a) : 0;
            else
                v = k == ND_DIV ? a / b : a % b;
        }
        break;
    case ND_BITAND: v = a & b; break;
    case ND_BITOR: v = a | b; break;
    case ND_BITXOR: v = a ^ b; break;
    case ND_SHL:
        if (b < 0 || b >= ty->size * 8)
            return false;
        v = (int64_t)((uint64_t)a << b);
        break;
    case ND_SHR:
        if (b < 0 || b >= ty->size * 8)
            return false;
        if (u) {
            uint64_t x = (uint64_t)a;
            if (lty->size == 4)
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
    default: return false;
    }
    *out = wrap_int(v, (ty_type *)ty);
    return true;
}

static parse_node *fold_binary(parser *P, parse_node *n)
{
    int64_t v;
    if (n->lhs->kind != ND_NUM || n->rhs->kind != ND_NUM || !ty_is_integer(n->ty) ||
        n->ty->kind == TY_INT128 || n->ty->kind == TY_UINT128 ||
        !parse_int_binop(n->kind, n->lhs->ival, n->rhs->ival, n->lhs->ty, n->ty, &v))
        return n;
    return parse_new_num(P, v, n->ty, n->tok);
}

/* L op R of two long double constants, in long double (host code's arithmetic) */
static parse_node *fold_ldbinary(parser *P, parse_node *n)
{
    long double a = parse_fnum_value(n->lhs), b = parse_fnum_value(n->rhs), v;
    switch (n->kind) {
    case ND_ADD: v = a + b; break;
    case ND_SUB: v = a - b; break;
    case ND_MUL: v = a * b; break;
    case ND_DIV: v = a / b; break;
    case ND_EQ: return parse_new_num(P, a == b, truth_type(P), n->tok);
    case ND_NE: return parse_new_num(P, a != b, truth_type(P), n->tok);
    case ND_LT: return parse_new_num(P, a < b, truth_type(P), n->tok);
    case ND_LE: return parse_new_num(P, a <= b, truth_type(P), n->tok);
    default: return n;
    }
    return new_fnum(P, v, n->ty, n->tok);
}

static parse_node *fold_fbinary(parser *P, parse_node *n)
{
    if (n->lhs->kind != ND_FNUM || n->rhs->kind != ND_FNUM)
        return n;
    if (ty_unqual(n->lhs->ty)->kind == TY_LDOUBLE)
        return fold_ldbinary(P, n);
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
    if (f && v != v && !P->host_pass) {
        /* a float NaN made on an H200 is 0x7fffffff, folded or not (device/ieee-corners) */
        static const union { uint32_t u; float f; } canon = {0x7fffffffu};
        v = canon.f;
    }
    return new_fnum(P, v, n->ty, n->tok);
}

/* The type a shift's count R is converted to: 32 bits (the count of nvcc's shl/shr, a
 * cvt.u32.u64 before it when it is wider; the code generator's shifts take a 32-bit count). */
static ty_type *shift_count_type(parser *P, ty_type *r)
{
    ty_type *c = ty_promote(P->B, r);
    return c->size == 4 ? c : c->is_unsigned ? P->B->uint : P->B->int_;
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
        parse_complete_type(P, l->ty->base);
        if (!ty_is_complete(l->ty->base) && !ty_is_void(l->ty->base))
            parse_error(P, t, "arithmetic on a pointer to an incomplete type '%s'",
                        ty_str(P->arena, l->ty->base));
        r = parse_new_cast(P, r, ty_promote(P->B, r->ty));
        return binop(P, ND_ADD, l, r, t, l->ty);
    }
    parse_error(P, t, "invalid operands to binary '+' ('%s' and '%s')", ty_str(P->arena, l->ty),
                ty_str(P->arena, r->ty));
    return parse_failed(l);
}

static parse_node *vla_size(parser *P, ty_type *ty, lex_token *t);

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
        if (ty_is_vla(l->ty->base)) /* (rows of a variable-length array: their size now) */
            return binop(P, ND_DIV, d, parse_new_cast(P, vla_size(P, l->ty->base, t), P->B->long_),
                         t, P->B->long_);
        return binop(P, ND_DIV, d, parse_new_num(P, size, P->B->long_, t), t, P->B->long_);
    }
    parse_error(P, t, "invalid operands to binary '-' ('%s' and '%s')", ty_str(P->arena, l->ty),
                ty_str(P->arena, r->ty));
    return parse_failed(l);
}

/* A pointer compared with an integer: only a null pointer constant may be, as nvcc's front end
 * says ("operand types are incompatible"; gcc compiling a .c file only warns); and in host code
 * g++ refuses an ordered comparison with an integer zero ([expr.rel]: a pointer and a null
 * pointer constant have no composite pointer type for <), which nvcc's device side accepts. */
static bool pointer_compare_ok(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t)
{
    bool swapped = lex_is(t, ">") || lex_is(t, ">="); /* a > b arrives as b < a */
    parse_node *a = swapped ? r : l, *b = swapped ? l : r;
    bool c_source = parse_c_source(P);
    for (int i = 0; i < 2; i++) {
        parse_node *e = i ? r : l;
        if (!ty_is_integer(e->ty))
            continue;
        if (!parse_is_null_ptr_const(e)) {
            if (c_source) {
                parse_warn(P, t, "comparison between pointer and integer");
                continue;
            }
            parse_error(P, t, "operand types are incompatible ('%s' and '%s'): a pointer compares "
                        "with a pointer or a null pointer constant only (C++17 [expr.eq], [expr.rel])",
                        ty_str(P->arena, a->ty), ty_str(P->arena, b->ty));
            return false;
        }
        if ((k == ND_LT || k == ND_LE) && P->host_pass && !parse_device_context(P) && !c_source &&
            !parse_is_null_macro(e)) {
            parse_error(P, t, "ordered comparison of pointer with integer zero ('%s' and '%s'): the "
                        "host compiler refuses it (C++17 [expr.rel]), so nvcc stops here",
                        ty_str(P->arena, a->ty), ty_str(P->arena, b->ty));
            return false;
        }
    }
    return true;
}

static bool is_base_of(ty_type *b, ty_type *d);

/* Pointers L and R to a derived class and its base compare as pointers to the base (their
 * composite pointer type, C++17 [expr.type] p4): the derived one converted, its base
 * subobject's address. */
static void base_pointers(parser *P, parse_node **l, parse_node **r)
{
    ty_type *x = (*l)->ty, *y = (*r)->ty;
    if (x->kind != TY_PTR || y->kind != TY_PTR || x->is_ref || y->is_ref)
        return;
    ty_type *a = ty_unqual(x->base), *b = ty_unqual(y->base);
    if (a == b || a->kind != TY_STRUCT || b->kind != TY_STRUCT)
        return;
    bool c = x->base->is_const || y->base->is_const, v = x->base->is_volatile || y->base->is_volatile;
    if (is_base_of(b, a))
        *l = parse_assign_conv(P, *l, ty_ptr(P->arena, ty_qualified(P->arena, b, c, v, false)), "comparison");
    else if (is_base_of(a, b))
        *r = parse_assign_conv(P, *r, ty_ptr(P->arena, ty_qualified(P->arena, a, c, v, false)), "comparison");
}

static parse_node *new_compare(parser *P, nd_kind k, parse_node *l, parse_node *r, lex_token *t)
{
    l = parse_member_pointer_conv(P, l, r->ty);
    r = parse_member_pointer_conv(P, r, l->ty);
    base_pointers(P, &l, &r);
    if (ty_is_arith(l->ty) && ty_is_arith(r->ty)) {
        arith_conv(P, &l, &r);
    } else if (ty_is_ptr(l->ty) || ty_is_ptr(r->ty)) {
        ty_type *pt = ty_is_ptr(l->ty) && l->ty->kind != TY_NULLPTR ? l->ty : r->ty;
        if (pt->kind == TY_NULLPTR)
            pt = ty_ptr(P->arena, P->B->void_);
        if (!pointer_compare_ok(P, k, l, r, t))
            return parse_failed(binop(P, k, l, r, t, truth_type(P)));
        l = parse_new_cast(P, l, pt);
        r = parse_new_cast(P, r, pt);
    } else {
        parse_error(P, t, "invalid operands to binary '%s' ('%s' and '%s')", op_name(k),
                    ty_str(P->arena, l->ty), ty_str(P->arena, r->ty));
        return parse_failed(binop(P, k, l, r, t, truth_type(P)));
    }
    return binop(P, k, l, r, t, truth_type(P));
}

/* BASE.M (at offset OFF): of M's type, qualified as BASE is (a mutable member never const) */
static parse_node *member_node(parser *P, parse_node *base, ty_member *m, int off, lex_token *name)
{
    parse_node *n = parse_new_node(P, ND_MEMBER, name);
    n->lhs = base;
    n->member = m;
    n->ival = off;
    bool c = base->ty->is_const && !m->is_mutable, v = base->ty->is_volatile;
    n->ty = c || v ? ty_qualified(P->arena, m->ty, c, v, false) : m->ty;
    return n;
}

parse_node *parse_member_of(parser *P, parse_node *base, lex_token *name)
{
    int off;
    ty_member *m = ty_find_member(base->ty, name->text, name->len, &off);
    if (!m) {
        parse_node *vb = parse_vbase_member(P, base, name->text, name->len, &m, &off, name);
        if (vb)
            return member_node(P, vb, m, off, name);
        parse_error(P, name, "no member named '%.*s'", name->len, name->text);
        return base;
    }
    return member_node(P, base, m, off, name);
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
        r = parse_new_cast(P, r, shift_count_type(P, r->ty));
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
static parse_node *noexcept_expr(parser *P, lex_token *t);
static parse_node *binary_prec(parser *P, int min_prec);
static parse_node *fold(parser *P);
static parse_node *postfix(parser *P);
static void track_result(parser *P, parse_node *c, parse_var *v, lex_token *t);
static parse_node *primary(parser *P);

static bool scalar_check(parser *P, parse_node *e, const char *what)
{
    if (e->failed)
        return false; /* (its error is said) */
    if (!e->ty || !ty_is_scalar(e->ty)) {
        parse_error(P, e->tok, "%s must have scalar type ('%s' invalid)", what,
                    e->ty ? ty_str(P->arena, e->ty) : "?");
        return false;
    }
    return true;
}

/* c ? a : b whose arms are lvalues of one type is an lvalue (C++17 [expr.cond] p4): as such,
 * *(c ? &a : &b); E itself otherwise. Made only where an lvalue is needed (an assignment to it,
 * a non-const reference bound to it or returned), so that the arms' variables stay registers
 * elsewhere. */
parse_node *parse_lvalue_cond(parser *P, parse_node *e)
{
    if (e->kind != ND_COND || !e->then || !e->els || !e->then->ty || !e->els->ty)
        return e;
    parse_node *x = e->then, *y = e->els;
    if (!parse_is_lvalue(x) || !parse_is_lvalue(y) || x->kind == ND_STR || y->kind == ND_STR ||
        ty_unqual(x->ty) != ty_unqual(y->ty) || ty_unqual(x->ty)->kind == TY_ARRAY)
        return e;
    if ((x->kind == ND_MEMBER && x->member && x->member->bit_width > 0) ||
        (y->kind == ND_MEMBER && y->member && y->member->bit_width > 0))
        return e; /* (a bit-field has no address) */
    parse_node *c = parse_new_node(P, ND_COND, e->tok);
    c->cond = e->cond;
    c->then = parse_new_unary_addr(P, x, e->tok);
    c->els = parse_new_unary_addr(P, y, e->tok);
    c->ty = y->ty->is_const && !x->ty->is_const ? c->els->ty : c->then->ty; /* (const if either) */
    return parse_new_deref(P, c, e->tok);
}

/* A copy of the place N names, when reading it again has no effect: a variable, a reference
 * parameter's object (*(T *)ref), their members; else NULL. */
static parse_node *copy_place(parser *P, parse_node *n)
{
    if (n->kind == ND_VAR) {
        parse_node *c = parse_new_node(P, ND_VAR, n->tok);
        *c = *n;
        c->next = NULL;
        return c;
    }
    if ((n->kind == ND_DEREF || n->kind == ND_MEMBER || n->kind == ND_CAST) && n->lhs) {
        parse_node *in = copy_place(P, n->lhs);
        if (!in)
            return NULL;
        parse_node *c = parse_new_node(P, n->kind, n->tok);
        *c = *n;
        c->next = NULL;
        c->lhs = in;
        return c;
    }
    return NULL;
}

parse_node *parse_assign_lvalue(parser *P, parse_node *e)
{
    if ((e->kind != ND_ASSIGN && e->kind != ND_OPASSIGN && e->kind != ND_PREINC &&
         e->kind != ND_PREDEC) || !e->lhs || !parse_is_lvalue(e->lhs) || !e->ty)
        return e;
    if (e->lhs->kind == ND_MEMBER && e->lhs->member && e->lhs->member->bit_width > 0)
        return e; /* (a bit-field has no address) */
    parse_node *again = copy_place(P, e->lhs);
    if (!again)
        return e;
    parse_node *c = parse_new_node(P, ND_COMMA, e->tok);
    c->lhs = e;
    c->rhs = parse_new_unary_addr(P, again, e->tok);
    c->ty = c->rhs->ty;
    return parse_new_deref(P, c, e->tok);
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
                          "(" CR_GUIDE_5_4_1_2 ": __constant__ variables are read-only on the "
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
    ty_type *lu = ty_unqual(l->ty);
    if (lu->kind == TY_STRUCT && r->ty && parse_copy_is_memberwise(lu)) {
        parse_node *rr = deref_ref(P, r);
        if (rr->ty && ty_unqual(rr->ty) == lu)
            return parse_copy(P, l, r, lu, false, t); /* the implicit operator=, member by member */
    }
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
        n->rhs = parse_new_cast(P, r, shift_count_type(P, r->ty));
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
    if (parse_equal(P->tok, "throw"))
        return parse_throw_expr(P); /* (an assignment-expression, C++17 [expr.ass]) */
    if (!parse_enter(P))
        return parse_new_num(P, 0, P->B->int_, P->tok);
    parse_node *n = assign_inner(P);
    parse_leave(P);
    return n;
}

static int arg_list(parser *P, parse_node ***args, int cap, const char *close, ty_type *elem,
                    ty_type *cls);

/* Does class CLS have a member template operatorOP (template <class U> S &operator=(U))? */
static bool operator_template(ty_type *cls, lex_token *op)
{
    char name[16];
    snprintf(name, sizeof name, "operator%.*s", op->len < 4 ? op->len : 4, op->text);
    parse_sym *s = cls->scope ? parse_class_lookup(cls, name, (int)strlen(name)) : NULL;
    return s && s->tmpl;
}

/* `a = b`, b an object of a's class CLS, which declares no copy or move assignment operator
 * and no operator= template: the implicit copy assignment (C++17 [class.copy.assign] p2),
 * whose parameter binds b as it is, is the best candidate; a user's operator=(float) that b
 * would reach through its class's conversion function is a worse one ([over.ics.rank] p3). */
static bool implicit_assign_is_best(ty_type *cls, const parse_node *r, lex_token *op)
{
    const ty_type *rt = r->ty && r->ty->kind == TY_PTR && r->ty->is_ref ? r->ty->base : r->ty;
    if (!rt || ty_unqual((ty_type *)rt) != cls || operator_template(cls, op))
        return false;
    for (parse_func *f = parse_find_method(cls, "operator=", -1); f; f = f->next_overload) {
        const ty_param *p = f->ty->params;
        const ty_type *pt = p && p->ty->kind == TY_PTR && p->ty->is_ref ? p->ty->base : p ? p->ty : NULL;
        if (pt && !p->next && ty_unqual((ty_type *)pt) == cls)
            return false; /* the class's own copy or move assignment */
    }
    return true;
}

static parse_node *assign_inner(parser *P)
{
    parse_node *n = parse_cond(P);
    lex_token *t = P->tok;
    if (n->kind == ND_COND && (lex_is(t, "=") || assign_op(t) != ND_NOP))
        n = parse_lvalue_cond(P, n); /* (c ? a : b) = v */
    ty_type *lt = n->ty && n->ty->kind == TY_PTR && n->ty->is_ref ? n->ty->base : n->ty;
    if ((lex_is(t, "=") || assign_op(t) != ND_NOP) && lt &&
        (ty_unqual(lt)->kind == TY_STRUCT || ty_unqual(lt)->kind == TY_UNION) &&
        (ty_unqual(lt)->methods || assign_op(t) != ND_NOP || operator_template(ty_unqual(lt), t))) {
        P->tok++;
        parse_node *r = !lex_is(P->tok, "{") ? parse_assign(P)
                        : ty_unqual(lt)->has_ctor ? parse_braced_temporary(P, ty_unqual(lt))
                        : parse_initializer_expr(P, ty_unqual(lt), P->tok);
        char op[4] = {0};
        memcpy(op, t->text, (size_t)(t->len < 3 ? t->len : 3));
        if (lex_is(t, "=") && implicit_assign_is_best(ty_unqual(lt), r, t))
            return assign_to(P, n, r, t);
        parse_node *call = parse_operator(P, op, n, r, t);
        if (call)
            return call;
        if (lex_is(t, "="))
            return assign_to(P, n, r, t);
        return op_assign(P, assign_op(t), n, r, t);
    }
    if (assign_op(t) != ND_NOP && lt && ty_unqual(lt)->kind == TY_ENUM) {
        /* flags |= f: the program's operator|= of the enumeration, if it has one */
        P->tok++;
        parse_node *r = parse_assign(P);
        char op[4] = {0};
        memcpy(op, t->text, (size_t)(t->len < 3 ? t->len : 3));
        parse_node *call = parse_operator(P, op, n, r, t);
        return call ? call : op_assign(P, assign_op(t), n, r, t);
    }
    if (lex_is(t, "=")) {
        P->tok++;
        if (lex_is(P->tok, "{") && lt && ty_is_aggregate(lt)) /* v[i] = {a, b}; of an aggregate */
            return assign_to(P, n, parse_initializer_expr(P, ty_unqual(lt), P->tok), t);
        return assign_to(P, n, parse_assign(P), t);
    }
    nd_kind op = assign_op(t);
    if (op != ND_NOP) {
        P->tok++;
        return op_assign(P, op, n, parse_assign(P), t);
    }
    return n;
}

static parse_node *class_to_class(parser *P, parse_node *e, ty_type *cls);

static ty_type *cond_type(parser *P, parse_node **a, parse_node **b, lex_token *t)
{
    ty_type *x = (*a)->ty, *y = (*b)->ty;
    /* two operands of one enumeration: that type, not the promoted one (C++ [expr.cond]/7) */
    if (ty_unqual(x)->kind == TY_ENUM && ty_compatible(x, y))
        return ty_unqual(x);
    /* two operands of one arithmetic type: that type, not the promoted one (C++17 [expr.cond]
     * p4-6: t ? 'Y' : 'N' is a char, t ? s : s of shorts a short) */
    if (ty_is_arith(x) && ty_is_arith(y) && parse_same_type(ty_unqual(x), ty_unqual(y)))
        return ty_unqual(x);
    if (ty_is_arith(x) && ty_is_arith(y)) {
        ty_type *c = ty_common(P->B, x, y);
        *a = parse_new_cast(P, *a, c);
        *b = parse_new_cast(P, *b, c);
        return c;
    }
    if (ty_is_void(x) || ty_is_void(y))
        return P->B->void_;
    ty_type *ux = ty_unqual(x), *uy = ty_unqual(y);
    bool xc = ux->kind == TY_STRUCT || ux->kind == TY_UNION, yc = uy->kind == TY_STRUCT || uy->kind == TY_UNION;
    if (xc != yc) {
        /* a class and a value of another kind (c ? std::to_string(n) : "none"): the class's
         * conversion function to that kind, else the value through the class's constructor
         * (C++17 [expr.cond] p4) */
        parse_node **cp = xc ? a : b, **vp = xc ? b : a;
        ty_type *cls = xc ? ux : uy, *vt = xc ? y : x;
        parse_node *c = ty_has_methods(cls) ? user_conversion(P, *cp, ty_unqual(vt)) : NULL;
        if (c) {
            *cp = parse_new_cast(P, c, ty_unqual(vt));
            return ty_unqual(vt);
        }
        if ((c = converting_ctor(P, *vp, cls))) {
            *vp = c;
            return cls;
        }
    }
    if (ty_is_ptr(x) || ty_is_ptr(y)) {
        ty_type *pt = x->kind == TY_PTR ? x : y;
        if (pt->kind != TY_PTR)
            pt = ty_ptr(P->arena, P->B->void_);
        if (x->kind == TY_PTR && y->kind == TY_PTR && is_void_ptr(y))
            pt = y;
        /* a null pointer constant (NULL) and a pointer: the pointer's type ([expr.cond] p7) */
        if (y->kind == TY_PTR && parse_is_null_ptr_const(*a))
            pt = y;
        else if (x->kind == TY_PTR && parse_is_null_ptr_const(*b))
            pt = x;
        *a = parse_new_cast(P, *a, pt);
        *b = parse_new_cast(P, *b, pt);
        return pt;
    }
    if (ty_compatible(x, y))
        return ty_unqual(x);
    /* a class object converting to the other operand's class (C++ [expr.cond]) */
    parse_node *c = class_to_class(P, *a, ty_unqual(y));
    if (c) {
        *a = c;
        return ty_unqual(y);
    }
    if ((c = class_to_class(P, *b, ty_unqual(x)))) {
        *b = c;
        return ty_unqual(x);
    }
    parse_error(P, t, "incompatible operand types ('%s' and '%s')", ty_str(P->arena, x),
                ty_str(P->arena, y));
    return x;
}

/* Are A and B lvalues of one class type (not temporaries)? */
/* Is E an lvalue that names an object the program declared or reached through a pointer (not
 * a temporary the front end made: T(1) is a prvalue)? */
static bool named_lvalue(parse_node *e)
{
    if (!parse_is_lvalue(e))
        return false;
    while (e->kind == ND_MEMBER)
        e = e->lhs;
    if (e->kind == ND_VAR)
        return e->var && e->var->name && e->var->name[0] != '<';
    return e->kind == ND_DEREF;
}

/* Is B a base class of D (not a virtual one)? */
static bool is_base_of(ty_type *b, ty_type *d)
{
    return parse_derives_from(d, b) || parse_later_base_of(d, b);
}

static bool class_lvalues(parse_node *a, parse_node *b)
{
    if (!a->ty || !b->ty || a->kind == ND_COMPOUND || b->kind == ND_COMPOUND ||
        !named_lvalue(a) || !named_lvalue(b))
        return false;
    ty_type *x = ty_unqual(a->ty), *y = ty_unqual(b->ty);
    return (x == y && (x->kind == TY_STRUCT || x->kind == TY_UNION)) || is_base_of(y, x) ||
           is_base_of(x, y);
}

static parse_node *by_value_argument(parser *P, parse_node *a, ty_type *pt, const char *what);

/* c ? a : T(...) of one class type is a prvalue: the lvalue arm is copied by the class's copy
 * constructor into a temporary (C++17 [expr.cond] p7), destroyed only if that arm ran. */
static void class_prvalue_arms(parser *P, parse_node **a, parse_node **b)
{
    parse_node *x = parse_deref_ref(P, *a), *y = parse_deref_ref(P, *b);
    if (!x->ty || !y->ty)
        return;
    ty_type *u = ty_unqual(x->ty);
    if (u->kind != TY_STRUCT || u != ty_unqual(y->ty) || named_lvalue(x) == named_lvalue(y))
        return;
    if (named_lvalue(x))
        *a = by_value_argument(P, x, u, "initialization");
    else
        *b = by_value_argument(P, y, u, "initialization");
}

/* ARM of a ?: whose result is a class object with a destructor made by a call: held in a
 * temporary of its own, destroyed at the end of the full expression if the arm ran (as an arm's
 * T(...) or conversion is), so the ?:'s result is always a copy of an arm's temporary, which a
 * variable initialised from it takes over (parse_untrack_temporary) */
static parse_node *owned_arm(parser *P, parse_node *arm)
{
    if (arm->kind != ND_CALL || !arm->ty || !P->fn)
        return arm;
    ty_type *c = ty_unqual(arm->ty);
    if ((c->kind != TY_STRUCT && c->kind != TY_UNION) || !parse_needs_destroy(c))
        return arm;
    return parse_materialise(P, arm);
}

/* c ? e : throw x, or c ? throw x : e, N the ?:'s node: the type and value category of e
 * (C++17 [expr.cond] p2); both throws: void. The throw's arm is the throw, then a value of e's
 * type that it never reaches; an lvalue e is *(c ? &e : (throw x, (T *)0)). */
static parse_node *throw_arm(parser *P, parse_node *n, parse_node *then, parse_node *els, lex_token *t)
{
    bool left = then->kind == ND_THROW;
    parse_node *e = left ? els : then, *thr = left ? then : els;
    if (e->kind == ND_THROW || !e->ty || ty_is_void(e->ty)) {
        n->then = then;
        n->els = els;
        n->ty = P->B->void_;
        return n;
    }
    e = parse_deref_ref(P, e);
    bool bit_field = e->kind == ND_MEMBER && e->member && e->member->bit_width > 0;
    bool lvalue = parse_is_lvalue(e) && e->kind != ND_COMPOUND && !bit_field;
    if (lvalue)
        e = parse_new_unary_addr(P, e, t);
    else
        e = owned_arm(P, parse_rvalue(P, e));
    ty_type *u = ty_unqual(e->ty);
    bool cls = u->kind == TY_STRUCT || u->kind == TY_UNION;
    parse_node *none = parse_new_cast(P, parse_new_num(P, 0, P->B->long_, t),
                                      cls ? ty_ptr(P->arena, u) : u);
    parse_node *c = parse_new_node(P, ND_COMMA, t);
    c->lhs = thr;
    c->rhs = cls ? parse_new_deref(P, none, t) : none;
    c->ty = c->rhs->ty;
    n->then = left ? c : e;
    n->els = left ? e : c;
    n->ty = e->ty;
    return lvalue ? parse_new_deref(P, n, t) : n;
}

/* cond = logor ("?" expr ":" assign)? */
parse_node *parse_cond(parser *P)
{
    parse_node *n, *cond = binary_prec(P, 0);
    if (!lex_is(P->tok, "?"))
        return cond;
    lex_token *t = P->tok++;
    cond = parse_rvalue(P, cond);
    cond = parse_class_to_scalar(P, cond);
    scalar_check(P, cond, "condition of '?:'");
    n = parse_new_node(P, ND_COND, t);
    n->cond = cond;
    P->cond_depth++; /* the arms are evaluated one or the other */
    parse_node *then = lex_is(P->tok, ":") ? cond : parse_expr(P);
    parse_expect(P, ":");
    parse_node *els = NULL;
    if (parse_equal(P->tok, "throw")) {
        els = parse_throw_expr(P);
    } else if (parse_enter(P)) { /* a ? b : c ? d : ... nests to the right */
        els = parse_cond(P);
        parse_leave(P);
    }
    if (els && (then->kind == ND_THROW || els->kind == ND_THROW)) {
        P->cond_depth--;
        return throw_arm(P, n, then, els, t);
    }
    if (els)
        class_prvalue_arms(P, &then, &els);
    n->then = parse_rvalue(P, then);
    n->els = parse_rvalue(P, els ? els : parse_new_num(P, 0, P->B->int_, P->tok));
    if (class_lvalues(n->then, n->els)) {
        /* two lvalues of one class: an lvalue (C++17 [expr.cond] p4), *(c ? &a : &b), which
           a copy or move from, or an assignment to, reads as the object itself */
        P->cond_depth--;
        ty_type *a = n->then->ty, *b = n->els->ty;
        n->then = parse_new_unary_addr(P, n->then, t);
        n->els = parse_new_unary_addr(P, n->els, t);
        n->ty = b->is_const && !a->is_const ? n->els->ty : n->then->ty; /* (const if either) */
        if (ty_unqual(a) != ty_unqual(b)) {
            /* a derived class's lvalue and its base's: the base's lvalue (p4.1) */
            ty_type *base = is_base_of(b, a) ? ty_unqual(b) : ty_unqual(a);
            n->ty = ty_ptr(P->arena, ty_qualified(P->arena, base, a->is_const || b->is_const,
                                                  a->is_volatile || b->is_volatile, false));
            n->then = parse_assign_conv(P, n->then, n->ty, "conditional expression");
            n->els = parse_assign_conv(P, n->els, n->ty, "conditional expression");
        }
        return parse_new_deref(P, n, t);
    }
    /* (an arm's conversion to the other's class makes a temporary of that arm only: destroyed
     * only if it ran, so still inside the arms) */
    if (n->then->ty && n->els->ty)
        n->ty = cond_type(P, &n->then, &n->els, t);
    n->then = owned_arm(P, n->then);
    n->els = owned_arm(P, n->els);
    P->cond_depth--;
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

static const binop_info *find_binop(parser *P, lex_token *t)
{
    if (t->kind != TK_PUNCT)
        return NULL;
    if (P->no_gt && (lex_is(t, ">") || lex_is(t, ">>") || lex_is(t, ">=") || lex_is(t, ">>=")))
        return NULL; /* the end of a template argument list */
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

/* E, or, when E is an object of a class with a conversion function to a scalar type (operator
 * int, operator bool, operator T*), its value converted by it: what a built-in operator takes
 * (C++17 [over.built]). */
static parse_node *class_to_scalar(parser *P, parse_node *e, bool contextual)
{
    ty_type *t = e->ty && e->ty->kind == TY_PTR && e->ty->is_ref ? e->ty->base : e->ty;
    ty_type *c = t ? ty_unqual(t) : NULL;
    if (!c || (c->kind != TY_STRUCT && c->kind != TY_UNION) || !ty_has_methods(c))
        return e;
    for (; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next)
            if (!strncmp(m->name, "operator ", 9) && m->fn && m->fn->ty &&
                ty_is_scalar(m->fn->ty->base) && (contextual || !m->fn->is_explicit))
                return parse_call(P, m->fn, e, NULL, 0, e->tok);
    return e;
}

parse_node *parse_class_to_scalar(parser *P, parse_node *e) { return class_to_scalar(P, e, true); }

/* ... the operand of an arithmetic operator, which no explicit conversion function converts
 * (an explicit operator bool only tests a condition: C++17 [class.conv.fct] p2) */
static parse_node *class_operand(parser *P, parse_node *e) { return class_to_scalar(P, e, false); }

static parse_node *apply_binop(parser *P, const binop_info *b, parse_node *l, parse_node *r,
                               lex_token *t);

/* pm = cast (".*" cast | "->*" cast)* */
static parse_node *pm_expr(parser *P)
{
    parse_node *l = cast_expr(P);
    for (;;) {
        lex_token *t = P->tok;
        bool arrow = lex_is(t, "->*");
        if (!arrow && !(lex_is(t, ".") && lex_is(t + 1, "*")))
            return l;
        P->tok += arrow ? 1 : 2;
        parse_node *pm = parse_rvalue(P, cast_expr(P));
        l = parse_member_pointer_access(P, arrow ? parse_new_deref(P, parse_rvalue(P, l), t) : l, pm, t);
    }
}

/* binary = pm (binop pm)*, by precedence climbing over the table above */
static parse_node *binary_prec(parser *P, int min_prec)
{
    parse_node *l = pm_expr(P);
    for (;;) {
        const binop_info *b = find_binop(P, P->tok);
        if (!b || b->prec <= min_prec)
            return l;
        lex_token *t = P->tok++;
        bool maybe = b->kind == ND_LOGAND || b->kind == ND_LOGOR; /* r may not be evaluated */
        P->cond_depth += maybe;
        parse_node *r = binary_prec(P, b->prec);
        P->cond_depth -= maybe;
        l = apply_binop(P, b, l, r, t);
    }
}

/* L op R for the binary operator B at T: a class's operator, or the built-in one. */
static parse_node *apply_binop(parser *P, const binop_info *b, parse_node *l, parse_node *r,
                               lex_token *t)
{
    if (l->failed || r->failed)
        return l->failed ? l : r;
    char op[4] = {0};
    memcpy(op, t->text, (size_t)(t->len < 3 ? t->len : 3));
    parse_node *call = parse_operator(P, op, l, r, t);
    if (call)
        return call;
    if (b->kind == ND_LOGAND || b->kind == ND_LOGOR)
        return logical(P, b->kind, parse_class_to_scalar(P, l), parse_class_to_scalar(P, r), t);
    l = class_operand(P, l); /* no operator of a class: the built-in one, after the */
    r = class_operand(P, r); /* class operands' conversion functions */
    if (lex_is(t, ">") || lex_is(t, ">="))
        return parse_new_binary(P, b->kind, r, l, t); /* a > b  is  b < a */
    return parse_new_binary(P, b->kind, l, r, t);
}

/* One operand of a fold expression, the cast-expression at [FROM, TO), for element I of its
 * packs (-1: not a pack's). An operand that goes on past its cast-expression (a binary
 * expression without parentheses: C++17 [expr.prim.fold] p1) is an error, as g++ words it,
 * unless *REPORTED (set then) */
static parse_node *fold_operand(parser *P, lex_token *from, lex_token *to, int i, bool *reported)
{
    int saved = P->pack_elem;
    P->tok = from;
    if (i >= 0)
        P->pack_elem = i + 1;
    parse_node *e = cast_expr(P);
    P->pack_elem = saved;
    if (P->tok != to && !*reported) {
        *reported = true;
        if (lex_is(to, ")"))
            parse_error(P, P->tok, "expected ')' before '%.*s' token", P->tok->len, P->tok->text);
        else
            parse_error(P, P->tok, "binary expression in operand of fold-expression");
    }
    return e;
}

/* A fold expression (C++17 [expr.prim.fold]) at P->tok "(": (E op ...), (... op E),
 * (E op ... op I), (I op ... op E), E naming packs; its value, P->tok after the ")". NULL (and
 * P->tok unmoved) when the parenthesis is no fold. */
static parse_node *fold(parser *P)
{
    lex_token *open = P->tok, *close = NULL, *ell = NULL;
    int depth = 0;
    for (lex_token *q = open; q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{"))
            depth++;
        else if (lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}")) {
            if (--depth == 0) {
                close = q;
                break;
            }
        } else if (depth == 1 && lex_is(q, "...") && !lex_is(q - 1, "sizeof"))
            ell = q;
    }
    if (!ell || !close)
        return NULL;
    lex_token *op, *e_from, *e_to, *i_from = NULL;
    bool right;
    if (ell == open + 1) { /* ( ... op E ) */
        op = ell + 1;
        right = false;
        e_from = op + 1;
        e_to = close;
    } else if (ell + 1 == close) { /* ( E op ... ) */
        op = ell - 1;
        right = true;
        e_from = open + 1;
        e_to = op;
    } else { /* ( A op ... op B ) */
        op = ell - 1;
        if (op->len != ell[1].len || memcmp(op->text, ell[1].text, (size_t)op->len))
            return NULL; /* (an expansion inside, f(args...) + x: no fold) */
        bool ph = false;
        right = parse_packs_in(P, open + 1, op, &ph) >= 0;
        e_from = right ? open + 1 : ell + 2;
        e_to = right ? op : close;
        i_from = right ? ell + 2 : open + 1;
    }
    const binop_info *b = find_binop(P, op);
    bool comma = lex_is(op, ",");
    if (!b && !comma)
        return NULL;
    bool ph = false;
    int n = parse_packs_in(P, e_from, e_to, &ph);
    if (n < 0) {
        parse_error(P, ell, "this fold expression's operand names no parameter pack");
        n = 1;
    }
    bool reported = false;
    parse_node *acc = i_from ? fold_operand(P, i_from, right ? close : op, -1, &reported) : NULL;
    if (!acc && n == 0) {
        /* an empty unary fold: only &&, || and , have a value ([temp.variadic]) */
        if (!comma && b->kind != ND_LOGAND && b->kind != ND_LOGOR)
            parse_error(P, op, "a unary fold over '%.*s' of an empty pack has no value", op->len,
                        op->text);
        acc = parse_new_num(P, b && b->kind == ND_LOGAND, P->B->bool_, op);
        if (comma) { /* void() */
            parse_node *v = parse_new_node(P, ND_CAST, op);
            v->lhs = acc;
            v->ty = P->B->void_;
            acc = v;
        }
    }
    for (int j = 0; j < n; j++) {
        int i = right ? n - 1 - j : j;
        parse_node *e = fold_operand(P, e_from, e_to, i, &reported);
        if (!acc)
            acc = e;
        else if (comma)
            acc = right ? parse_then(P, e, acc, op) : parse_then(P, acc, e, op);
        else
            acc = right ? apply_binop(P, b, e, acc, op) : apply_binop(P, b, acc, e, op);
    }
    P->tok = close + 1;
    return acc;
}

/* An explicit conversion (T)e, T(e) or static_cast<T>(e) that involves a class: of an object
 * to a scalar by its conversion function (float(h) for a __half h), or of a value to a class
 * by its constructor ((__half)1.5f); NULL when neither applies. */
static parse_node *class_conversion(parser *P, parse_node *e, ty_type *ty, lex_token *t)
{
    ty_type *u = ty_unqual(ty), *s = e->ty ? ty_unqual(e->ty) : NULL;
    if (!s || u == s || ty_compatible(u, s))
        return NULL;
    if (s->kind == TY_STRUCT && s->closure && u->kind == TY_PTR && ty_unqual(u->base)->kind == TY_FUNC) {
        parse_node *c = parse_closure_to_function(P, e, u); /* (C++17 [expr.prim.lambda.closure] p7) */
        return c ? c : parse_failed(e);
    }
    if ((s->kind == TY_STRUCT || s->kind == TY_UNION) && ty_has_methods(s) && ty_is_scalar(u)) {
        parse_node *c = user_conversion(P, e, u);
        return c ? parse_new_cast(P, c, u) : NULL;
    }
    if ((u->kind == TY_STRUCT || u->kind == TY_UNION) && u->has_ctor)
        return parse_construct_temporary(P, u, &e, 1, t);
    return parse_conversion_to_class(P, e, u); /* (Raw)h by H's operator Raw() */
}

/* (D *)b, static_cast<D *>(b) of a base B of D that is not at D's start (multiple
 * inheritance), and (B *)d: the address moved by B's offset in D, a null pointer left null
 * (C++ [expr.static.cast]); NULL for other casts. */
static parse_node *class_pointer_cast(parser *P, parse_node *e, ty_type *u, lex_token *t)
{
    ty_type *s = e->ty;
    if (!s || s->kind != TY_PTR || s->is_ref || u->kind != TY_PTR)
        return NULL;
    ty_type *sb = ty_unqual(s->base), *ub = ty_unqual(u->base);
    if (sb->kind != TY_STRUCT || ub->kind != TY_STRUCT || sb == ub)
        return NULL;
    if (parse_vbase_of(sb, ub) && P->fn) /* to a virtual base: where the object's pointer says */
        return parse_assign_conv(P, e, u, "conversion");
    if (parse_vbase_of(ub, sb)) {
        parse_error(P, t, "cannot convert from pointer to base class '%s' to pointer to derived "
                    "class '%s' because the base is virtual", sb->tag ? sb->tag : "?",
                    ub->tag ? ub->tag : "?");
        return parse_failed(parse_new_cast(P, e, u));
    }
    int off = parse_base_offset(ub, sb); /* to the derived class: back by B's offset */
    if (off > 0) {
        off = -off;
    } else {
        off = parse_base_offset(sb, ub);
        if (off <= 0)
            return NULL;
    }
    ty_type *cp = ty_ptr(P->arena, P->B->char_);
    if (!P->fn) /* (a constant's initialiser: no temporary to test) */
        return parse_new_cast(P, parse_new_binary(P, ND_ADD, parse_new_cast(P, e, cp),
                                                  parse_new_num(P, off, P->B->long_, t), t), u);
    parse_var *tmp = parse_temp(P, s, "<cast>", t);
    parse_node *set = parse_new_node(P, ND_ASSIGN, t);
    set->lhs = parse_var_node(P, tmp, t);
    set->rhs = e;
    set->ty = s;
    parse_node *moved = parse_new_binary(P, ND_ADD, parse_new_cast(P, parse_var_node(P, tmp, t), cp),
                                         parse_new_num(P, off, P->B->long_, t), t);
    parse_node *c = parse_new_node(P, ND_COND, t);
    c->cond = parse_new_cast(P, set, P->B->bool_);
    c->then = parse_new_cast(P, moved, u);
    c->els = parse_new_cast(P, parse_new_num(P, 0, P->B->long_, t), u);
    c->ty = u;
    return c;
}

/* (T &)e, static_cast<T &&>(e): the same object seen as T (a temporary holding E when it is
 * no object; ADJUST: a base's subobject or the derived object, as class_pointer_cast) */
static parse_node *ref_cast(parser *P, parse_node *e, ty_type *ty, lex_token *t, bool adjust)
{
    if (!parse_is_lvalue(e))
        e = parse_materialise(P, e);
    parse_node *a = parse_new_unary_addr(P, e, t);
    ty_type *pt = ty_ptr(P->arena, ty->base);
    parse_node *moved = adjust ? class_pointer_cast(P, a, pt, t) : NULL;
    if (ty->is_rref) /* an xvalue: an expression of the rvalue reference type */
        return parse_new_cast(P, moved ? moved : a, ty);
    return parse_new_deref(P, moved ? moved : parse_new_cast(P, a, pt), t);
}

/* The head of a C++ cast at P->tok (its keyword): `<T>(`, *T the keyword; returns T. */
static ty_type *cast_head(parser *P, lex_token **t)
{
    *t = P->tok++;
    parse_expect(P, "<");
    ty_type *ty = parse_typename(P);
    if (!parse_close_angle(P))
        parse_expect(P, ">");
    parse_expect(P, "(");
    return ty;
}

/* C++ casts: static_cast<T>(e), reinterpret_cast<T>(e), const_cast<T>(e) */
static parse_node *cxx_cast(parser *P)
{
    lex_token *t;
    ty_type *ty = cast_head(P, &t);
    parse_node *e = ty->kind == TY_PTR && ty->is_ref ? deref_ref(P, parse_expr(P))
                                                     : parse_rvalue(P, parse_expr(P));
    parse_expect(P, ")");
    if (ty_is_void(ty)) {
        parse_node *n = parse_new_node(P, ND_CAST, t);
        n->lhs = e;
        n->ty = P->B->void_;
        return n;
    }
    bool adjust = t->kw == KW_STATIC_CAST; /* (reinterpret_cast keeps the address) */
    if (ty->is_ref)
        return ref_cast(P, e, ty, t, adjust);
    parse_node *cc = class_conversion(P, e, ty, t);
    if (cc)
        return cc;
    if (!scalar_check(P, e, "operand of a cast"))
        return e;
    parse_node *moved = adjust ? class_pointer_cast(P, e, ty, t) : NULL;
    return moved ? moved : parse_new_cast(P, e, ty);
}

/* A call of FN (a dynamic-type function of a polymorphic class) on the pointer E, a null
 * pointer giving NULLV; E evaluated once. */
static parse_node *dynamic_call(parser *P, parse_func *fn, parse_node *e, ty_type *ty, lex_token *t)
{
    parse_var *tmp = parse_temp(P, e->ty, "<dynamic>", t);
    parse_node *set = parse_new_node(P, ND_ASSIGN, t);
    set->lhs = parse_var_node(P, tmp, t);
    set->rhs = e;
    set->ty = e->ty;
    parse_node *self = parse_var_node(P, tmp, t);
    parse_node *c = parse_new_node(P, ND_COND, t);
    c->cond = parse_new_cast(P, set, P->B->bool_);
    c->then = parse_new_cast(P, parse_call(P, fn, NULL, &self, 1, t), ty);
    c->els = parse_new_cast(P, parse_new_num(P, 0, P->B->long_, t), ty);
    c->ty = ty;
    return c;
}

/* RTTI is host code's (CUDA C++ Programming Guide §5.3.10.1, Unsupported Features) */
static bool rtti_in_host(parser *P, lex_token *t)
{
    if (!parse_device_context(P))
        return true;
    parse_error(P, t, "'%.*s' is not supported in device code: CUDA has no run-time type "
                "information there (%s)", t->len, t->text, CR_GUIDE_5_3_10_1);
    return false;
}

/* R (a dynamic_cast's pointer), or a throw of std::bad_cast when it is null (C++17
 * [expr.dynamic.cast] p9); R evaluated once. The class is <typeinfo>'s: without it (nothing
 * could name the exception) a failed cast faults on the null reference. */
static parse_node *tassign(parser *P, parse_node *l, parse_node *r, lex_token *t);

static parse_node *bad_cast_unless(parser *P, parse_node *r, lex_token *t)
{
    parse_sym *bc = parse_lookup(P, "bad_cast", 8);
    if (!bc || !bc->type_def || bc->type_def->kind != TY_STRUCT)
        return r;
    parse_var *tmp = parse_temp(P, r->ty, "<dynamic>", t);
    parse_node *set = tassign(P, parse_var_node(P, tmp, t), r, t);
    parse_node *c = parse_new_node(P, ND_COND, t);
    c->cond = parse_new_cast(P, set, P->B->bool_);
    c->then = parse_var_node(P, tmp, t);
    c->els = parse_then(P, parse_throw_default(P, bc->type_def, t), parse_var_node(P, tmp, t), t);
    c->ty = r->ty;
    return c;
}

/* dynamic_cast<T>(e) (C++17 [expr.dynamic.cast]): to a base, as static_cast; to void *, the
 * whole object; to another class of the object's, by its dynamic type: the subobject, or a
 * null pointer when the object has none (a reference: std::bad_cast is thrown). */
static parse_node *dynamic_cast_expr(parser *P)
{
    lex_token *t;
    ty_type *ty = cast_head(P, &t);
    parse_node *e = parse_expr(P);
    parse_expect(P, ")");
    parse_node *none = parse_new_cast(P, parse_new_num(P, 0, P->B->long_, t),
                                      ty->is_ref || ty->kind != TY_PTR ? ty_ptr(P->arena, P->B->void_) : ty);
    if (!rtti_in_host(P, t))
        return none;
    bool ref = ty->is_ref;
    ty_type *pt = ref ? ty_ptr(P->arena, ty->base) : ty;
    if (ref) {
        e = parse_deref_ref(P, e);
        if (!parse_is_lvalue(e))
            e = parse_materialise(P, e);
        e = parse_new_unary_addr(P, e, t);
    } else {
        e = parse_rvalue(P, e);
    }
    ty_type *to = pt->kind == TY_PTR ? ty_unqual(pt->base) : NULL;
    ty_type *from = e->ty && e->ty->kind == TY_PTR ? ty_unqual(e->ty->base) : NULL;
    if (!to || !from || (to->kind != TY_STRUCT && to->kind != TY_VOID) || from->kind != TY_STRUCT) {
        parse_error(P, t, "cannot dynamic_cast '%s' to '%s': a pointer or reference to a class "
                    "is needed", e->ty ? ty_str(P->arena, e->ty) : "?", ty_str(P->arena, ty));
        return none;
    }
    parse_complete_type(P, from);
    parse_complete_type(P, to);
    parse_node *r;
    if (to == from || (to->kind == TY_STRUCT && parse_base_offset(from, to) >= 0)) {
        parse_node *moved = class_pointer_cast(P, e, pt, t); /* (an upcast: static) */
        r = moved ? moved : parse_new_cast(P, e, pt);
    } else if (!from->class_id) {
        parse_error(P, t, "cannot dynamic_cast '%s' to '%s': '%s' is not polymorphic (it has "
                    "no virtual function)", ty_str(P->arena, e->ty), ty_str(P->arena, ty),
                    ty_str(P->arena, from));
        return none;
    } else if (!P->fn) {
        parse_error(P, t, "dynamic_cast outside a function is not supported");
        return none;
    } else if (to->kind == TY_VOID) {
        r = dynamic_call(P, parse_dynamic_fn(P, PARSE_DYN_OBJECT, from, NULL, t), e, pt, t);
    } else {
        r = dynamic_call(P, parse_dynamic_fn(P, PARSE_DYN_CAST, from, to, t), e, pt, t);
        if (ref)
            r = bad_cast_unless(P, r, t);
    }
    return ref ? parse_new_deref(P, r, t) : r;
}

/* typeid(type) and typeid(expr) (C++17 [expr.typeid]): a const std::type_info lvalue for the
 * type, or for a polymorphic object, its dynamic type (the operand evaluated then; otherwise
 * it is not). type_info and the function that interns its objects come from <typeinfo>. */
static parse_node *typeid_expr(parser *P)
{
    lex_token *t = P->tok++;
    parse_expect(P, "(");
    ty_type *ty;
    parse_node *e = NULL;
    if (parse_is_typename(P, P->tok)) {
        ty = parse_typename(P);
    } else {
        e = parse_deref_ref(P, parse_expr(P));
        ty = e->ty;
    }
    parse_expect(P, ")");
    parse_sym *ti = parse_lookup(P, "type_info", 9);
    parse_sym *fn = parse_lookup(P, "__cr_type_info", 14);
    bool ok = rtti_in_host(P, t);
    if (ok && (!ti || !ti->type_def || !fn || !fn->func)) {
        parse_error(P, t, "you must '#include <typeinfo>' before using 'typeid'");
        ok = false;
    }
    if (!ok || !ty) {
        /* (and what uses the type_info: .name(), no error of its own) */
        while (lex_is(P->tok, ".") && P->tok[1].kind == TK_IDENT) {
            P->tok += 2;
            for (int depth = 0; lex_is(P->tok, "(") || depth > 0; P->tok++) {
                if (P->tok->kind == TK_EOF)
                    break;
                depth += lex_is(P->tok, "(") - lex_is(P->tok, ")");
                if (!depth) {
                    P->tok++;
                    break;
                }
            }
        }
        return parse_new_num(P, 0, P->B->int_, t);
    }
    ty_type *u = ty_unqual(ty->is_ref ? ty->base : ty);
    parse_complete_type(P, u);
    parse_node *name;
    if (e && u->kind == TY_STRUCT && u->class_id && parse_is_lvalue(e) && P->fn) {
        ty_type *cs = ty_ptr(P->arena, ty_qualified(P->arena, P->B->char_, true, false, false));
        name = dynamic_call(P, parse_dynamic_fn(P, PARSE_DYN_TYPE_NAME, u, NULL, t),
                            parse_new_cast(P, parse_new_unary_addr(P, e, t), ty_ptr(P->arena, u)), cs, t);
    } else {
        name = parse_mangled_name(P, ty, t);
    }
    parse_node *call = parse_call(P, fn->func, NULL, &name, 1, t);
    return parse_new_deref(P, parse_new_cast(P, call, ty_ptr(P->arena, ty_qualified(P->arena, ti->type_def, true, false, false))), t);
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

/* "(" type-name ")": a cast or compound literal, not a parenthesised expression that starts
 * with a type (`(int64_t(1) << 40)`, `(S<int>::n + 1)`). A look ahead. */
static bool cast_start(parser *P)
{
    lex_token *t = P->tok;
    if (!lex_is(t, "(") || !parse_is_typename(P, t + 1))
        return false;
    if (lex_is(t + 2, ")"))
        return true;
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    P->tok++;
    ty_type *ty = parse_typename(P);
    bool r = ty && !parse_quiet_failed(P, &pq) && lex_is(P->tok, ")");
    P->tok = t;
    parse_quiet_drop(P, &pq);
    return r;
}

static parse_node *cast_inner(parser *P)
{
    if (cast_start(P)) {
        lex_token *t = P->tok++;
        ty_type *ty = parse_typename(P);
        parse_expect(P, ")");
        if (lex_is(P->tok, "{"))
            return parse_initializer_expr(P, ty, t);
        /* (to a reference: the object itself, an array or a function not decayed) */
        parse_node *e = ty->kind == TY_PTR && ty->is_ref ? deref_ref(P, cast_expr(P))
                                                         : parse_rvalue(P, cast_expr(P));
        if (e->failed)
            return e;
        if (ty_is_void(ty)) {
            parse_node *n = parse_new_node(P, ND_CAST, t);
            n->lhs = e;
            n->ty = P->B->void_;
            return n;
        }
        if (ty->kind == TY_PTR && ty->is_ref)
            return ref_cast(P, e, ty, t, true);
        parse_node *cc = class_conversion(P, e, ty, t);
        if (cc)
            return cc;
        if (!ty_is_scalar(ty) && !(e->ty && ty_compatible(ty, e->ty))) {
            parse_error(P, t, "cannot cast to non-scalar type '%s'", ty_str(P->arena, ty));
            return e;
        }
        if (e->ty && !ty_is_scalar(e->ty) && !ty_compatible(ty, e->ty)) {
            parse_error(P, t, "cannot cast from '%s' to '%s'", ty_str(P->arena, e->ty),
                        ty_str(P->arena, ty));
            return parse_failed(e);
        }
        if (e->ty && ty_is_flonum(e->ty) && ty->kind == TY_PTR)
            parse_error(P, t, "cannot cast a floating-point value to a pointer");
        parse_node *moved = class_pointer_cast(P, e, ty, t); /* a C cast is a static_cast here */
        if (moved)
            return moved;
        parse_node *c = parse_new_cast(P, e, ty);
        ty_type *cu = ty_unqual(ty);
        if (c == e && e->ty && ty_unqual(e->ty) == cu && parse_is_lvalue(e) && e->kind != ND_COMPOUND &&
            cu->kind == TY_STRUCT && P->fn && (parse_copy_needs_code(cu) || parse_needs_destroy(cu)))
            return parse_construct_temporary(P, cu, &e, 1, t); /* (T)x of a class: a copy of x */
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

/* Is E a call of a member function of one of cudarepl's library classes returning a pointer by
 * value (vector::end(), set::begin(): an iterator that libstdc++ makes a class)? */
static bool library_iterator_call(parser *P, const parse_node *e)
{
    return e->kind == ND_CALL && e->func && e->func->cls && e->ty && e->ty->kind == TY_PTR && !e->ty->is_ref &&
           parse_in_library(P, e->func->tok);
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

/* The size of an object of type TY: a variable-length array's is computed where it is asked
 * for, from its lengths (C11 6.5.3.4 p2, as g++ does) */
static parse_node *vla_size(parser *P, ty_type *ty, lex_token *t)
{
    if (!ty_is_vla(ty))
        return parse_new_num(P, ty->size, size_t_type(P), t);
    parse_node *len = ty->vla_len ? ty->vla_len : parse_new_num(P, ty->array_len, size_t_type(P), t);
    return parse_new_binary(P, ND_MUL, len, vla_size(P, ty->base, t), t);
}

/* The operand of sizeof and __alignof__: "(" type-name ")" or a unary expression (its type;
 * the expression is not evaluated). */
static ty_type *operand_type(parser *P)
{
    if (lex_is(P->tok, "(") && parse_is_typename(P, P->tok + 1)) {
        /* a type-id if it can be one, else an expression that starts with a type's name:
           sizeof(F()(1, 2)) calls F's operator() ([dcl.ambig.res]) */
        lex_token *open = P->tok;
        P->tok++;
        parse_quiet q;
        parse_quiet_begin(P, &q);
        ty_type *ty = parse_typename(P);
        if (!parse_quiet_failed(P, &q) && lex_is(P->tok, ")")) {
            parse_quiet_end(P, &q);
            P->tok++;
            return ty;
        }
        parse_quiet_drop(P, &q);
        P->tok = open;
    }
    P->unevaluated++; /* (sizeof's and __alignof__'s operand) */
    ty_type *ty = unary(P)->ty;
    P->unevaluated--;
    return ty;
}

/* unary = ("+" | "-" | "!" | "~" | "&" | "*" | "++" | "--") cast
 *       | "sizeof" unary | "sizeof" "(" type-name ")" | "_Alignof" "(" type-name ")"
 *       | "__alignof__" unary | "__alignof__" "(" type-name ")"
 *       | postfix */
static parse_node *unary(parser *P)
{
    lex_token *t = P->tok;
    if (lex_is(t, "+") || lex_is(t, "-") || lex_is(t, "!") || lex_is(t, "~")) {
        P->tok++;
        parse_node *e = cast_expr(P);
        char opname[2] = {t->text[0], 0};
        parse_node *call = parse_operator(P, opname, e, NULL, t);
        if (call)
            return call;
        char op = t->text[0];
        ty_type *et = e->ty && e->ty->kind == TY_PTR && e->ty->is_ref ? e->ty->base : e->ty;
        if (op == '+' && et && ty_unqual(et)->kind == TY_STRUCT && ty_unqual(et)->closure) {
            /* +lambda: the built-in operator+(T *) after the closure type's conversion to a
             * pointer to function (C++17 [over.built] p8, [expr.prim.lambda.closure] p7) */
            parse_node *c = parse_closure_to_function(P, e, NULL);
            return c ? c : parse_failed(e);
        }
        e = parse_rvalue(P, e);
        e = op == '!' ? parse_class_to_scalar(P, e) : class_operand(P, e); /* (! tests it) */
        if (!e->ty)
            return e;
        if (op == '+' && ty_unqual(e->ty)->kind == TY_PTR && !e->failed)
            return parse_rvalue(P, e); /* +p: the pointer's value (C++17 [expr.unary.op] p7) */
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
            return new_fnum(P, -parse_fnum_value(e), e->ty, t);
        parse_node *n = parse_new_node(P, op == '-' ? ND_NEG : ND_BITNOT, t);
        n->lhs = e;
        n->ty = e->ty;
        return n;
    }
    if (lex_is(t, "&")) {
        P->tok++;
        parse_node *mp = parse_member_pointer_value(P, t); /* &S::x, &S::f */
        if (mp)
            return mp;
        lex_token *n1 = P->tok;
        if (n1->kind == TK_IDENT && n1->kw == KW_NONE && !lex_is(n1 + 1, "(") &&
            !lex_is(n1 + 1, "[") && !lex_is(n1 + 1, ".") && !lex_is(n1 + 1, "->") &&
            !lex_is(n1 + 1, "::") && !lex_is(n1 + 1, "++") && !lex_is(n1 + 1, "--")) {
            /* &N of a constant, whose uses are otherwise its value: the variable */
            parse_sym *s = parse_lookup(P, n1->text, n1->len);
            if (s && s->var && s->var->is_constexpr && !P->lambda) {
                if (s->var->space == SP_HOST && parse_device_context(P))
                    parse_error(P, n1, "cannot take the address of host variable '%s' in device "
                                "code: only its value is usable there (%s)", s->var->name,
                                CR_GUIDE_5_3_10_4_2);
                P->tok++;
                parse_node *v = parse_new_node(P, ND_VAR, n1);
                v->var = s->var;
                v->ty = s->var->ty;
                s->var->addr_taken = true;
                return parse_new_unary_addr(P, v, t);
            }
        }
        parse_node *e = deref_ref(P, cast_expr(P));
        if (e->kind == ND_FUNC)
            return parse_rvalue(P, e);
        if (e->const_lvalue) { /* &C::N, or &n in a lambda: the constant's variable */
            if (e->const_lvalue->space == SP_HOST && e->const_lvalue->is_global &&
                parse_device_context(P))
                parse_error(P, e->tok, "cannot take the address of host variable '%s' in device "
                            "code: only its value is usable there (%s)", e->const_lvalue->name,
                            CR_GUIDE_5_3_10_4_2);
            e = parse_const_object(P, e, e->const_lvalue->ty);
        }
        parse_node *call = parse_operator(P, "&", e, NULL, t); /* a class's unary operator& */
        if (call)
            return call;
        if (!parse_is_lvalue(e)) {
            parse_error(P, t, "cannot take the address of an rvalue");
            return e;
        }
        return parse_new_unary_addr(P, e, t);
    }
    if (lex_is(t, "*")) {
        P->tok++;
        parse_node *e = cast_expr(P);
        parse_node *call = parse_operator(P, "*", e, NULL, t); /* a class's unary operator* */
        return call ? call : parse_new_deref(P, class_operand(P, e), t);
    }
    if (lex_is(t, "++") || lex_is(t, "--")) {
        P->tok++;
        parse_node *e = cast_expr(P);
        parse_node *call = parse_operator(P, lex_is(t, "++") ? "++" : "--", e, NULL, t);
        if (call)
            return call;
        if (library_iterator_call(P, e)) {
            /* --s.end(): a container's iterator is a class in libstdc++, whose operator--
             * a temporary takes; cudarepl's are pointers, so the result is the next pointer */
            parse_node *one = parse_new_num(P, 1, P->B->long_, t);
            return lex_is(t, "++") ? new_add(P, e, one, t) : new_sub(P, e, one, t);
        }
        return incdec(P, lex_is(t, "++") ? ND_PREINC : ND_PREDEC, e, t);
    }
    if (t->kw == KW_DELETE)
        return parse_delete_expr(P);
    if (parse_equal(t, "noexcept") && lex_is(t + 1, "("))
        return noexcept_expr(P, t);
    if (t->kw == KW_SIZEOF) {
        P->tok++;
        if (lex_is(P->tok, "..."))
            return parse_sizeof_pack(P, t);
        ty_type *ty = operand_type(P);
        parse_complete_type(P, ty && ty->is_ref ? ty->base : ty);
        if (!ty || !ty_is_complete(ty)) {
            if (ty && ty->kind == TY_VOID)
                return parse_new_num(P, 1, size_t_type(P), t);
            parse_error(P, t, "invalid application of 'sizeof' to an incomplete type");
            return parse_new_num(P, 1, size_t_type(P), t);
        }
        return vla_size(P, ty->is_ref ? ty->base : ty, t);
    }
    if (t->kw == KW_ALIGNOF || t->kw == KW_ALIGNOF_CXX) {
        P->tok++;
        parse_expect(P, "(");
        ty_type *ty = parse_typename(P);
        parse_expect(P, ")");
        return parse_new_num(P, ty->align, size_t_type(P), t);
    }
    if (parse_is_type_trait(t))
        return parse_type_trait(P);
    if (t->kw == KW_ALIGNOF_GNU || t->kw == KW_ALIGNOF_GNU2) {
        /* GNU __alignof__: of a type, or of an expression's type (not evaluated) */
        P->tok++;
        ty_type *ty = operand_type(P);
        if (ty && ty->is_ref)
            ty = ty->base;
        parse_complete_type(P, ty);
        return parse_new_num(P, ty ? ty->align : 1, size_t_type(P), t);
    }
    return postfix(P);
}

/* Can a call of N (an ND_CALL) throw: a call of a function not declared noexcept (C++17
 * [except.spec] p5), but a destructor (implicitly noexcept, p8) or the front end's own
 * helpers (__cr_*) and free() (delete's)? Through a pointer: the pointed-to function type's
 * specification. */
static bool call_may_throw(const parse_node *n)
{
    const parse_func *f = n->func;
    if (f)
        return !(f->is_noexcept || f->is_dtor || (f->ty && f->ty->nothrow) ||
                 (f->name && (!strncmp(f->name, "__cr_", 5) || !strcmp(f->name, "free"))));
    const ty_type *t = n->lhs ? n->lhs->ty : NULL;
    if (t && t->kind == TY_PTR)
        t = t->base;
    return !(t && t->kind == TY_FUNC && t->nothrow);
}

/* Is N potentially-throwing (C++17 [except.spec] p6): does it hold a throw-expression or a
 * call of a function that may throw (an implicit one too: a constructor, a conversion)? */
static bool may_throw(const parse_node *n, int depth)
{
    if (!n || depth > 200)
        return false;
    if (n->kind == ND_THROW || (n->kind == ND_CALL && call_may_throw(n)))
        return true;
    const parse_node *kids[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc, n->obj};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (may_throw(kids[i], depth + 1))
            return true;
    for (const parse_node *a = n->args; a; a = a->next)
        if (may_throw(a, depth + 1))
            return true;
    for (const parse_node *b = n->body; b; b = b->next)
        if (may_throw(b, depth + 1))
            return true;
    return false;
}

/* noexcept_expr = "noexcept" "(" expr ")": a constant, false when the operand (not evaluated)
 * is potentially-throwing (C++17 [expr.unary.noexcept]); a new-expression whose storage is the
 * global operator new's is (std::bad_alloc) */
static parse_node *noexcept_expr(parser *P, lex_token *t)
{
    P->tok += 2;
    size_t made = P->cleanups.len;
    int news = P->global_news;
    P->unevaluated++;
    parse_node *e = parse_expr(P);
    P->unevaluated--;
    P->cleanups.len = made; /* (its temporaries are never made) */
    parse_expect(P, ")");
    return parse_new_num(P, P->global_news == news && !may_throw(e, 0), P->B->bool_, t);
}

/* A member function named NAME of the class of BASE, bound to BASE; NULL when none. */
/* OBJ (an object of class CLS) as the subobject of its base class whose member functions (one
 * of them NAME) are found there: a base after the first (multiple inheritance), searched after
 * the first base's chain; *SET the functions. OBJ itself when NAME is not in such a base. */
static parse_node *later_base_subobject(parser *P, parse_node *obj, ty_type *cls, const char *name,
                                        int len, parse_func **set, int depth);

parse_node *parse_later_base_subobject(parser *P, parse_node *obj, ty_type *cls, const char *name,
                                       parse_func **set)
{
    *set = NULL;
    return later_base_subobject(P, parse_deref_ref(P, obj), cls, name, (int)strlen(name), set, 0);
}

static parse_node *later_base_subobject(parser *P, parse_node *obj, ty_type *cls, const char *name,
                                        int len, parse_func **set, int depth)
{
    if (depth > 16 || (len == 9 && !memcmp(name, "operator=", 9)))
        return obj; /* (a class's own assignment, implicit or not, hides its bases': C++17
                       [class.copy.assign] p8) */
    for (ty_type *c = ty_unqual(cls); c; c = c->base_class ? ty_unqual(c->base_class) : NULL) {
        bool first = true;
        for (ty_member *m = c->members; m; m = m->next) {
            if (m->name || ty_unqual(m->ty)->kind != TY_STRUCT)
                continue; /* (a base is an unnamed member) */
            if (first) {
                first = false; /* the first base: parse_find_method's chain */
                continue;
            }
            parse_node *sub = parse_new_node(P, ND_MEMBER, obj->tok);
            sub->lhs = obj;
            sub->member = m;
            sub->ival = m->offset;
            sub->ty = ty_qualified(P->arena, m->ty, obj->ty && obj->ty->is_const, false, false);
            parse_func *f = parse_find_method(m->ty, name, len);
            if (f) {
                *set = f;
                return sub;
            }
            parse_node *deeper = later_base_subobject(P, sub, m->ty, name, len, set, depth + 1);
            if (*set)
                return deeper;
        }
    }
    for (ty_vbase *v = ty_unqual(cls)->vbases; v; v = v->next) { /* a virtual base's */
        parse_node *sub = parse_vbase_subobject(P, obj, v->ty, obj->tok);
        if (!sub)
            continue;
        parse_func *f = parse_find_method(v->ty, name, len);
        if (f) {
            *set = f;
            return sub;
        }
        parse_node *deeper = later_base_subobject(P, sub, v->ty, name, len, set, depth + 1);
        if (*set)
            return deeper;
    }
    return obj;
}

/* The operator() template of CLS's generic lambda: CLS's, or a base's (a class derived from
 * lambdas, the overloaded idiom's) */
static struct parse_template *call_template(ty_type *cls, int depth)
{
    cls = ty_unqual(cls);
    if (cls->call_tmpl || depth > 16)
        return cls->call_tmpl;
    for (ty_member *m = cls->members; m; m = m->next) {
        struct parse_template *tm = m->is_base ? call_template(m->ty, depth + 1) : NULL;
        if (tm)
            return tm;
    }
    return NULL;
}

static parse_node *bound_method(parser *P, parse_node *base, lex_token *name, const char *text)
{
    ty_type *bt = base->ty && base->ty->kind == TY_PTR && base->ty->is_ref ? base->ty->base : base->ty;
    if (!bt || (ty_unqual(bt)->kind != TY_STRUCT && ty_unqual(bt)->kind != TY_UNION))
        return NULL;
    parse_func *set = parse_find_method(bt, text ? text : name->text, text ? -1 : name->len);
    if (!set) { /* in a later base class */
        parse_node *obj = deref_ref(P, base);
        parse_node *sub = later_base_subobject(P, obj, bt, text ? text : name->text,
                                               text ? (int)strlen(text) : name->len, &set, 0);
        if (set) {
            parse_node *n = parse_new_node(P, ND_FUNC, name);
            n->func = set;
            n->ty = set->ty;
            n->obj = sub;
            return n;
        }
    }
    /* a member function template (template <class U> void add(U)): its instances are made
     * at the call, with the object */
    parse_sym *ts = ty_unqual(bt)->scope ? parse_class_lookup(ty_unqual(bt), text ? text : name->text,
                                                              text ? (int)strlen(text) : name->len)
                                         : NULL;
    struct parse_template *tm = ts && ts->tmpl && ts->tmpl->cls ? ts->tmpl : NULL;
    if (!tm && text && !strcmp(text, "operator()"))
        tm = call_template(bt, 0); /* a generic lambda's */
    if (!set && !tm)
        return NULL;
    parse_node *n = parse_new_node(P, ND_FUNC, name);
    n->func = set;
    n->tmpl = tm;
    n->ty = set ? set->ty : P->B->int_;
    n->obj = deref_ref(P, base);
    if (tm && lex_is(P->tok, "<"))
        n->targs = parse_template_args_kept(P, tm);
    return n;
}

static parse_node *class_scope_member(parser *P, ty_type *cls, lex_token *m, lex_token *t);

/* obj.m, p->m of a private or protected data member M */

/* cudaDeviceProp's fields that CUDA 13.0 removed, each with the device attribute that gives its
 * value now (old programs read prop.clockRate, prop.deviceOverlap ...). */
static void removed_device_prop(parser *P, const ty_type *cls, lex_token *name)
{
    static const char *const removed[][2] = {
        {"clockRate", "cudaDevAttrClockRate"},
        {"memoryClockRate", "cudaDevAttrMemoryClockRate"},
        {"deviceOverlap", "cudaDevAttrGpuOverlap"},
        {"kernelExecTimeoutEnabled", "cudaDevAttrKernelExecTimeout"},
        {"computeMode", "cudaDevAttrComputeMode"},
        {"maxTexture1DLinear", "cudaDevAttrMaxTexture1DLinearWidth"},
        {"singleToDoublePrecisionPerfRatio", "cudaDevAttrSingleToDoublePrecisionPerfRatio"},
    };
    if (!cls->tag || strcmp(cls->tag, "cudaDeviceProp"))
        return;
    for (size_t i = 0; i < sizeof removed / sizeof removed[0]; i++)
        if ((int)strlen(removed[i][0]) == name->len && !memcmp(removed[i][0], name->text, (size_t)name->len)) {
            parse_note(P, name, "CUDA 13.0 removed cudaDeviceProp::%s; "
                       "cudaDeviceGetAttribute(&value, %s, device) gives it (CUDA Runtime API, "
                       "Device Management)", removed[i][0], removed[i][1]);
            return;
        }
}
/* Member M of class NAMING (found there or in a base) used at T. */
static void check_member_access(parser *P, ty_type *naming, ty_member *m, lex_token *t)
{
    naming = naming ? ty_unqual(naming) : NULL;
    if (!m->owner || (m->access == TY_PUBLIC && (!naming || naming == ty_unqual(m->owner) ||
                                                 !naming->base_class)))
        return;
    sess_buf b = {0};
    const char *cls = m->owner && m->owner->tag ? m->owner->tag : "";
    const char *ns = m->owner->ns_path && !m->owner->outer && !m->owner->in_anon_ns
                     ? m->owner->ns_path : NULL; /* (g++ names the class with its namespace) */
    char *q = sess_arena_printf(P->arena, "%s%s%s::%s", ns ? ns : "", ns ? "::" : "", cls,
                                m->name ? m->name : "");
    ty_print(&b, m->ty, q);
    parse_check_access(P, m->owner, m->access, b.p ? b.p : q, m->tok, t);
    parse_check_naming(P, naming, m->owner, m->access, b.p ? b.p : q, m->tok, t);
    sess_buf_free(&b);
}

static parse_node *member_access(parser *P, parse_node *base, lex_token *t)
{
    if (base->ty)
        parse_complete_type(P, base->ty->kind == TY_PTR && base->ty->is_ref ? base->ty->base
                                                                              : base->ty);
    if (lex_is(P->tok, "~") && (P->tok + 1)->kind == TK_IDENT && lex_is(P->tok + 2, "(") &&
        lex_is(P->tok + 3, ")") && parse_is_typename(P, P->tok + 1)) {
        /* p->~T() with T a type name (a template parameter, a typedef): the destructor of a
         * class, nothing for another type (a pseudo-destructor call) */
        lex_token *n1 = P->tok + 1;
        P->tok++;
        ty_type *ty = parse_simple_type(P);
        P->tok += 2;
        ty_type *u = ty ? ty_unqual(ty) : NULL;
        if (u && (u->kind == TY_STRUCT || u->kind == TY_UNION) && parse_needs_destroy(u)) {
            parse_node *d = parse_destroy(P, deref_ref(P, base), u, n1);
            if (d)
                return d;
        }
        /* (the object expression is still evaluated: v[--n].~T()) */
        parse_node *obj = deref_ref(P, base);
        parse_node *n = parse_new_node(P, ND_CAST, n1);
        n->lhs = parse_is_lvalue(obj) ? parse_new_unary_addr(P, obj, n1) : parse_rvalue(P, obj);
        n->ty = P->B->void_;
        return n;
    }
    if (P->tok->kw == KW_OPERATOR || lex_is(P->tok, "~")) {
        /* obj.operator+(x), p->~S() */
        lex_token *name = P->tok;
        const char *text;
        if (lex_is(P->tok, "~")) {
            text = sess_arena_printf(P->arena, "~%.*s", P->tok[1].len, P->tok[1].text);
            P->tok += 2;
        } else {
            P->tok++;
            text = sess_arena_printf(P->arena, "operator%.*s", P->tok->len, P->tok->text);
            if (lex_is(P->tok, "(") || lex_is(P->tok, "[")) {
                text = lex_is(P->tok, "(") ? "operator()" : "operator[]";
                P->tok++;
            }
            P->tok++;
        }
        parse_node *m = bound_method(P, base, name, text);
        if (!m)
            parse_error(P, name, "no member named '%s'", text);
        return m ? m : base;
    }
    if (P->tok->kw == KW_TEMPLATE)
        P->tok++; /* obj.template f<T>() */
    lex_token *name = parse_expect_ident(P);
    if (!name)
        return base;
    ty_type *qual = NULL; /* obj.B::f, p->B::x: B's member, on obj's B subobject */
    while (lex_is(P->tok, "::") && P->tok[1].kind == TK_IDENT) {
        parse_sym *s = qual && ty_unqual(qual)->scope ? parse_class_lookup(qual, name->text, name->len)
                                                     : parse_lookup(P, name->text, name->len);
        ty_type *q = s && s->type_def ? ty_unqual(s->type_def) : NULL;
        if (!q || (q->kind != TY_STRUCT && q->kind != TY_UNION)) {
            parse_error(P, name, "'%.*s' is not a class", name->len, name->text);
            break;
        }
        qual = q;
        P->tok++;
        name = P->tok++;
    }
    if (qual) {
        parse_node *obj = deref_ref(P, base);
        if (obj->ty && ty_unqual(obj->ty) != qual) {
            if (!parse_derives_from(obj->ty, qual) && !parse_later_base_of(obj->ty, qual)) {
                parse_error(P, name, "'%s' is not a base of '%s'", qual->tag ? qual->tag : "class",
                            ty_str(P->arena, obj->ty));
                return base;
            }
            parse_node *a = parse_is_lvalue(obj) ? parse_new_unary_addr(P, obj, name)
                                                 : parse_new_unary_addr(P, parse_materialise(P, obj), name);
            a->ty = ty_ptr(P->arena, obj->ty);
            ty_type *to = obj->ty->is_const ? ty_qualified(P->arena, qual, true, false, false) : qual;
            base = parse_new_deref(P, parse_assign_conv(P, a, ty_ptr(P->arena, to), "member access"), name);
        }
        parse_node *qm = bound_method(P, base, name, NULL);
        if (qm && qm->kind == ND_FUNC) {
            qm->qualified = true;
            return qm;
        }
    }
    parse_node *b = parse_builtin_member(P, deref_ref(P, base), name); /* (through a reference) */
    if (b)
        return b;
    parse_node *bm = bound_method(P, base, name, NULL);
    if (bm)
        return bm;
    base = deref_ref(P, base);
    if (base->failed)
        return base;
    if (!base->ty || (base->ty->kind != TY_STRUCT && base->ty->kind != TY_UNION)) {
        parse_error(P, t, "member reference base type '%s' is not a structure or union",
                    base->ty ? ty_str(P->arena, base->ty) : "?");
        return parse_failed(base);
    }
    parse_complete_type(P, base->ty);
    if (!ty_is_complete(base->ty)) {
        parse_error(P, t, "member access into incomplete type '%s'", ty_str(P->arena, base->ty));
        return base;
    }
    int off;
    ty_member *m = ty_find_member(base->ty, name->text, name->len, &off);
    if (!m) { /* a member of a virtual base: through the object's pointer to it */
        parse_node *vb = parse_vbase_member(P, base, name->text, name->len, &m, &off, name);
        if (vb)
            base = vb;
    }
    parse_sym *st = m || !ty_unqual(base->ty)->scope ? NULL
                    : parse_class_lookup(ty_unqual(base->ty), name->text, name->len);
    if (!m && st && (st->var || st->enum_ty)) /* a static member or enumerator named through an
                                                 object (whose value it does not need) */
        return class_scope_member(P, ty_unqual(base->ty), name, name);
    if (!m) {
        ty_type *cls = ty_unqual(base->ty);
        if (parse_host_layout_class(cls))
            parse_error(P, name, "'%.*s' cannot be used in device code: 'std::%s' is one of the C++ "
                        "library's host classes, which device code may hold (as a member of a "
                        "class it uses) but not use; calling a __host__ function from a "
                        "__device__ function is not allowed (" CR_GUIDE_5_4_1_1 ")",
                        name->len, name->text, cls->tag ? cls->tag : "?");
        else {
            parse_error(P, name, "no member named '%.*s' in '%s'", name->len, name->text,
                        ty_str(P->arena, base->ty));
            removed_device_prop(P, cls, name);
        }
        return parse_failed(base);
    }
    check_member_access(P, base->ty, m, name);
    if (base->kind == ND_CALL && P->fn && parse_needs_destroy(ty_unqual(base->ty)))
        base = parse_materialise(P, base); /* f().x: f's result object is destroyed after */
    return member_node(P, base, m, off, name);
}

/* The call of FN (of function type FT; CALLEE when it is known) with THIS_ARG (a member
 * function's object address, or NULL) and ARGS, converted to the parameters; default arguments
 * are parsed again from their tokens. */
/* (MADE = 1, E): a temporary made where it may not be notes that it was */
static parse_node *mark_made(parser *P, parse_var *made, parse_node *e, lex_token *t)
{
    parse_node *g = parse_new_node(P, ND_VAR, t);
    g->var = made;
    g->ty = made->ty;
    parse_node *as = parse_new_node(P, ND_ASSIGN, t);
    as->lhs = g;
    as->rhs = parse_new_num(P, 1, P->B->int_, t);
    as->ty = made->ty;
    parse_node *c = parse_new_node(P, ND_COMMA, t);
    c->lhs = as;
    c->rhs = e;
    c->ty = e->ty;
    return c;
}

/* An argument A for a parameter of type PT taken by value: a class object that is an lvalue
 * is copied by the class's copy constructor into a temporary, which the full expression's end
 * destroys (the caller's, as the Itanium C++ ABI does); anything else is converted. */
static parse_node *by_value_argument(parser *P, parse_node *a, ty_type *pt, const char *what)
{
    ty_type *cls = ty_unqual(pt);
    ty_type *at = a->ty && a->ty->kind == TY_PTR && a->ty->is_ref ? a->ty->base : a->ty;
    if (cls->kind == TY_STRUCT && at && ty_unqual(at) != cls && ty_unqual(at)->kind == TY_STRUCT &&
        parse_derives_from(ty_unqual(at), cls) && P->fn) {
        /* a derived object: its base subobject (or a copy the base's constructor made), copied
         * below as any lvalue of the class is (sliced) */
        a = parse_assign_conv(P, a, pt, what);
        at = a->ty && a->ty->kind == TY_PTR && a->ty->is_ref ? a->ty->base : a->ty;
    }
    if (cls->kind != TY_STRUCT || !at || ty_unqual(at) != cls || !P->fn ||
        !parse_copy_needs_code(cls) || a->kind == ND_COMPOUND ||
        !(parse_is_lvalue(a) || (a->ty && a->ty->is_ref)))
        return parse_assign_conv(P, a, pt, what); /* (a prvalue is the parameter itself) */
    parse_var *v = parse_temp(P, cls, "<argument>", a->tok);
    parse_node *var = parse_var_node(P, v, a->tok);
    parse_node *init = parse_copy(P, var, a, cls, true, a->tok);
    parse_var *made = parse_track_temporary(P, v);
    if (made)
        init = mark_made(P, made, init, a->tok);
    parse_node *c = parse_new_node(P, ND_COMMA, a->tok);
    c->lhs = init;
    c->rhs = parse_new_node(P, ND_VAR, a->tok);
    c->rhs->var = v;
    c->rhs->ty = cls;
    c->ty = cls;
    return c;
}

/* The address of A, a by-value argument of a class passed by address (parse_passed_by_address):
 * of the copy by_value_argument made, of the temporary A names, or of one holding A's value
 * (a function's result, which the full expression's end destroys). */
static parse_node *argument_address(parser *P, parse_node *a)
{
    if (a->kind == ND_COMMA && a->rhs->kind == ND_VAR) { /* (the copy made, the copy) */
        a->rhs = parse_new_unary_addr(P, a->rhs, a->tok);
        a->ty = a->rhs->ty;
        return a;
    }
    if (!parse_is_lvalue(a))
        a = parse_materialise(P, a);
    return parse_new_unary_addr(P, a, a->tok);
}

static parse_node *call_node(parser *P, parse_node *fn, ty_type *ft, parse_func *callee,
                             parse_node *this_arg, parse_node **args, int nargs, lex_token *t)
{
    if (callee && callee->cls && callee->access != TY_PUBLIC)
        parse_check_access(P, callee->cls, callee->access, callee->pretty ? callee->pretty
                           : callee->name, callee->tok, t);
    if (callee && callee->is_deleted)
        parse_error(P, t, "use of deleted function '%s'", callee->pretty ? callee->pretty : callee->name);
    if (callee && callee->lazy_body)
        parse_lazy_body(P, callee);
    parse_complete_type(P, ft->base); /* a class returned by value */
    parse_node *n = parse_new_node(P, ND_CALL, t);
    n->lhs = fn;
    n->func = callee;
    n->ty = ft->base;
    if (P->host_pass && callee && !(callee->exec & EX_HOST) && !parse_device_context(P) &&
        !P->host_expr && !P->unevaluated) {
        /* CUDA C++ Programming Guide §5.4.1, Function Execution Space Specifiers (at the
         * function's name, as nvcc and the device pass say it) */
        lex_token *at = fn && fn->tok ? fn->tok : t;
        if (callee->exec & EX_GLOBAL) {
            if (!P->in_launch)
                parse_error(P, at, "a __global__ function call must be configured: launch '%s' "
                            "with %s<<<grid, block>>>(...)", callee->name, callee->name);
        } else {
            parse_error(P, at, "calling a __device__ function(\"%s\") from a __host__ "
                        "function(\"%s\") is not allowed", callee->name,
                        P->fn ? P->fn->name : "<file scope>");
        }
    }
    parse_node head = {0}, *cur = &head;
    if (this_arg)
        cur = cur->next = this_arg;
    ty_param *p = ft->params;
    int i = 0;
    for (; i < nargs || (p && p->def && i >= nargs); i++) {
        parse_node *a;
        if (i < nargs) {
            a = args[i];
        } else {
            a = parse_default_arg(P, callee, p);
        }
        if (p) {
            char what[64];
            snprintf(what, sizeof what, "argument %d", i + 1);
            if (p->ty->kind == TY_PTR && p->ty->is_ref) {
                a = deref_ref(P, a);
                if (!p->ty->is_rref)
                    a = parse_const_object(P, a, p->ty->base); /* f(ci) for a const int & */
                if (a->ty && ty_unqual(a->ty)->kind == TY_STRUCT && ty_unqual(p->ty->base)->kind == TY_STRUCT &&
                    parse_later_base_of(a->ty, p->ty->base)) {
                    parse_node *sub = parse_later_base(P, a, p->ty->base); /* B & of a D */
                    if (sub)
                        a = sub;
                }
                if (a->ty && ty_unqual(p->ty->base)->kind == TY_STRUCT &&
                    parse_derives_from(a->ty, p->ty->base) &&
                    !parse_base_accessible(P, a->ty, p->ty->base))
                    parse_error(P, a->tok, "'%s' is an inaccessible base of '%s'",
                                ty_unqual(p->ty->base)->tag, ty_unqual(a->ty)->tag);
                if (!p->ty->base->is_const && !p->ty->is_rref)
                    a = parse_lvalue_cond(P, a); /* f(c ? x : y) for an int & parameter */
                bool lv = parse_is_lvalue(a) || parse_is_function_lvalue(a);
                if (!lv && !p->ty->base->is_const && !p->ty->is_rref) {
                    parse_error(P, a->tok, "cannot bind a non-const reference to an rvalue in %s", what);
                } else if (!lv || (ty_unqual(a->ty) != ty_unqual(p->ty->base) &&
                                                   !parse_same_type(a->ty, p->ty->base) &&
                                                   !parse_derives_from(a->ty, p->ty->base))) {
                    /* const T& to a temporary (or to a value of another type): materialise it,
                     * or bind a conversion's temporary (tracked where it is made) as it is */
                    ty_type *rt = ty_unqual(p->ty->base);
                    parse_node *conv = parse_assign_conv(P, a, rt, what);
                    if (conv->kind == ND_COMMA && conv->rhs && conv->rhs->kind == ND_VAR &&
                        ty_unqual(conv->rhs->ty) == rt) {
                        parse_node *pa = parse_new_node(P, ND_COMMA, a->tok);
                        pa->lhs = conv->lhs;
                        pa->rhs = parse_new_unary_addr(P, conv->rhs, a->tok);
                        pa->ty = pa->rhs->ty;
                        a = parse_new_deref(P, pa, a->tok);
                    } else {
                        a = parse_materialise(P, conv);
                    }
                }
                a = parse_new_unary_addr(P, a, a->tok);
                a->ty = p->ty;
            } else if (a->kind == ND_VAR && a->var->forwards) {
                /* (a dispatcher's parameter: the address it was given) */
            } else {
                a = by_value_argument(P, a, p->ty, what);
                if (!(callee && (callee->exec & EX_GLOBAL)) && parse_passed_by_address(p->ty))
                    a = argument_address(P, a);
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
    n->nargs = 0;
    for (parse_node *a = n->args; a; a = a->next)
        n->nargs++;
    return n;
}

/* An rvalue object as an lvalue: a temporary holding it. */
/* C (a temporary V made from a function's result or a conversion): destroyed at the end of the
 * full expression (or where a reference bound to it ends: parse_untrack_temporary) */
static void track_result(parser *P, parse_node *c, parse_var *v, lex_token *t)
{
    if (!P->fn)
        return;
    parse_var *g = parse_track_temporary(P, v);
    if (g) { /* made where it may not be: a guard says it was */
        parse_node *set = parse_new_node(P, ND_ASSIGN, t);
        set->lhs = parse_var_node(P, g, t);
        set->rhs = parse_new_num(P, 1, P->B->int_, t);
        set->ty = g->ty;
        c->init = parse_then(P, c->init, set, t);
    }
}

parse_node *parse_materialise(parser *P, parse_node *e)
{
    parse_node *c = parse_new_node(P, ND_COMPOUND, e->tok);
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = "<temporary>";
    v->ty = ty_unqual(e->ty);
    v->space = SP_LOCAL;
    v->addr_taken = true;
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    }
    parse_node *vn = parse_new_node(P, ND_VAR, e->tok);
    vn->var = v;
    vn->ty = v->ty;
    parse_node *as = parse_new_node(P, ND_ASSIGN, e->tok);
    as->lhs = vn;
    as->rhs = e;
    as->ty = v->ty;
    c->var = v;
    c->ty = v->ty;
    c->init = as;
    if (e->kind == ND_CALL)
        track_result(P, c, v, e->tok);
    return c;
}

parse_node *parse_call(parser *P, parse_func *f, parse_node *obj, parse_node **args, int nargs,
                       lex_token *t)
{
    parse_node *fn = parse_new_node(P, ND_FUNC, t);
    fn->func = f;
    fn->ty = f->ty;
    fn = parse_rvalue(P, fn);
    parse_node *this_arg = NULL;
    if (f->cls && !f->is_static_member) {
        if (!obj) {
            parse_error(P, t, "call to non-static member function '%s' without an object", f->name);
            return parse_new_num(P, 0, P->B->int_, t);
        }
        obj = deref_ref(P, obj);
        parse_node *sub = obj->ty && ty_unqual(obj->ty) != ty_unqual(f->cls) &&
                          parse_later_base_of(obj->ty, f->cls) ? parse_later_base(P, obj, f->cls) : NULL;
        if (sub) /* a later base's function that a using-declaration brought: on that base */
            obj = sub;
        if (obj->ty && ty_unqual(obj->ty) != ty_unqual(f->cls) && parse_derives_from(obj->ty, f->cls)) {
            /* through a class derived from f's: the member and the conversion of the object
             * to f's class must be accessible */
            parse_check_naming(P, obj->ty, f->cls, f->access, f->pretty ? f->pretty : f->name,
                               f->tok, t);
            if (!parse_base_accessible(P, obj->ty, f->cls))
                parse_error(P, t, "'%s' is not an accessible base of '%s'", ty_unqual(f->cls)->tag,
                            ty_unqual(obj->ty)->tag);
        }
        if (!parse_is_lvalue(obj))
            obj = parse_materialise(P, obj);
        this_arg = parse_new_unary_addr(P, obj, t);
        this_arg->ty = ty_ptr(P->arena, f->is_const_method ? ty_qualified(P->arena, f->cls, true, false, false) : f->cls);
    }
    if (f->is_ctor)
        f->called_by_device |= P->fn && (P->fn->exec & (EX_DEVICE | EX_GLOBAL));
    if (f->is_virtual && this_arg && !P->no_virtual) {
        /* through the dispatcher: the overrider of the object's dynamic type */
        parse_func *d = parse_dispatcher(P, f);
        parse_node *dn = parse_new_node(P, ND_FUNC, t);
        dn->func = d;
        dn->ty = d->ty;
        return call_node(P, parse_rvalue(P, dn), d->ty, d, this_arg, args, nargs, t);
    }
    return call_node(P, fn, f->ty, f, this_arg, args, nargs, t);
}

/* E (of a class other than CLS) converted to CLS by a conversion function of its class that
 * returns CLS; NULL when it has none. */
static parse_node *class_to_class(parser *P, parse_node *e, ty_type *cls)
{
    ty_type *s = e->ty;
    if (s && s->kind == TY_PTR && s->is_ref)
        s = s->base;
    s = s ? ty_unqual(s) : NULL;
    if (!s || s == cls || (s->kind != TY_STRUCT && s->kind != TY_UNION) || !ty_has_methods(s) ||
        parse_derives_from(s, cls))
        return NULL;
    for (ty_type *c = s; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next)
            if (!strncmp(m->name, "operator ", 9) && m->fn && m->fn->ty &&
                ty_unqual(m->fn->ty->base) == cls)
                return parse_call(P, m->fn, parse_rvalue(P, e), NULL, 0, e->tok);
    return NULL;
}

/* A member NAME of OBJ, by a token made for it (the parser's own accesses: __p, __vptr). */
static parse_node *own_member(parser *P, parse_node *obj, const char *name, lex_token *t)
{
    lex_token *m = sess_arena_alloc(P->arena, sizeof *m);
    *m = *t;
    m->text = name;
    m->len = (int)strlen(name);
    return parse_member_of(P, obj, m);
}

parse_node *parse_then(parser *P, parse_node *l, parse_node *r, lex_token *t)
{
    if (!l)
        return r;
    if (!r)
        return l;
    parse_node *c = parse_new_node(P, ND_COMMA, t);
    c->lhs = l;
    c->rhs = r;
    c->ty = r->ty;
    return c;
}

/* Does value-initialising a CLS (T(), T{}, new T(), m() in a mem-initializer) zero it first?
 * C++17 [dcl.init]: yes unless its default constructor is user-provided (written by the user,
 * not implicit and not `= default` on its first declaration); the zeros come before the
 * constructor, so members it leaves alone read 0. */
static bool value_init_zeroes(ty_type *cls)
{
    cls = ty_unqual(cls);
    if (cls->kind != TY_STRUCT && cls->kind != TY_UNION)
        return false;
    parse_func *ctors = ty_ctor_name(cls) ? parse_find_method(cls, ty_ctor_name(cls), -1) : NULL;
    for (parse_func *f = ctors && ctors->cls == cls ? ctors : NULL; f; f = f->next_overload) {
        ty_param *p = f->ty->params;
        if (f->is_ctor && !f->is_defaulted && (!p || p->def))
            return false;
    }
    return true;
}

/* Value-initialise OBJ, a CLS: zeros where C++ gives them (value_init_zeroes), then the
 * default constructor or the default member initialisers. */
parse_node *parse_value_init(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    parse_node *c = parse_construct(P, obj, cls, NULL, 0, t);
    if (!value_init_zeroes(cls))
        return c;
    parse_node *z = parse_new_node(P, ND_ZERO, t);
    z->lhs = obj;
    z->ty = P->B->void_;
    return parse_then(P, z, c == obj ? NULL : c, t);
}

/* The std::initializer_list<E> that a constructor of CLS takes alone (its other parameters
 * having defaults); NULL when none does. */
static ty_type *init_list_param(ty_type *cls)
{
    cls = ty_unqual(cls);
    parse_func *ctors = ty_ctor_name(cls) ? parse_find_method(cls, ty_ctor_name(cls), -1) : NULL;
    for (parse_func *f = ctors; f; f = f->next_overload) {
        ty_param *p = f->cls == cls && f->ty ? f->ty->params : NULL;
        if (!p || (p->next && !p->next->def))
            continue;
        ty_type *pt = p->ty->kind == TY_PTR && p->ty->is_ref ? p->ty->base : p->ty;
        pt = ty_unqual(pt);
        if (pt->kind == TY_STRUCT && pt->tag && !strncmp(pt->tag, "initializer_list<", 17))
            return pt;
    }
    return NULL;
}

static ty_type *init_list_elem_of(ty_type *il);

static bool is_init_list(ty_type *t);

ty_type *parse_init_list_elem(ty_type *cls)
{
    if (!cls || (ty_unqual(cls)->kind != TY_STRUCT && ty_unqual(cls)->kind != TY_UNION))
        return NULL;
    if (is_init_list(cls)) /* std::initializer_list<pair<int, int>> l = {{1, 2}, {3, 4}} */
        return init_list_elem_of(ty_unqual(cls));
    return init_list_elem_of(init_list_param(cls));
}

/* The element type of initializer_list<E> IL */
static ty_type *init_list_elem_of(ty_type *il)
{
    ty_type *ep = NULL;
    for (ty_member *m = il ? il->members : NULL; m; m = m->next)
        if (m->name && !strcmp(m->name, "__p") && m->ty->kind == TY_PTR)
            ep = m->ty->base;
    return ep && ty_unqual(ep)->size > 0 ? ty_unqual(ep) : NULL;
}

static parse_node *init_list_object(parser *P, ty_type *il, ty_type *e, parse_node **args, int n,
                                    lex_token *t);

/* Has class CLS a constructor template whose one parameter (the others defaulted) is
 * std::initializer_list<T> of a T it deduces (template <class T> S(std::initializer_list<T>))? */
static bool init_list_ctor_template(ty_type *cls)
{
    for (struct parse_template *tm = parse_ctor_templates(cls); tm; tm = tm->next) {
        ty_param *p = tm->pattern ? tm->pattern->params : NULL;
        if (!p || (p->next && !p->next->def))
            continue;
        ty_type *pt = ty_unqual(p->ty->kind == TY_PTR && p->ty->is_ref ? p->ty->base : p->ty);
        if (pt->kind == TY_STRUCT && pt->tag && !strncmp(pt->tag, "initializer_list<", 17))
            return true;
    }
    return false;
}

/* The type an element of a braced list deduces T of std::initializer_list<T> as (C++17
 * [temp.deduct.call] p1: the argument's type, its array decayed, cv-qualifiers dropped). */
static ty_type *deduced_elem(parser *P, parse_node *a)
{
    if (!a->ty)
        return NULL;
    ty_type *e = ty_unqual(a->ty->kind == TY_PTR && a->ty->is_ref ? a->ty->base : a->ty);
    return e->kind == TY_ARRAY ? ty_ptr(P->arena, e->base) : e;
}

/* std::initializer_list<E>, the instance of S (the template the name names) for E. */
static ty_type *init_list_of(parser *P, parse_sym *s, ty_type *e, lex_token *t)
{
    parse_targ room[PARSE_MAX_TPARAMS] = {{0}}; /* (and its defaults) */
    parse_targs ta = {room, 1};
    ta.a[0].is_type = true;
    ta.a[0].ty = e;
    return parse_class_instance(P, s->tmpl, &ta, t);
}

/* The initializer_list<E> that the elements ARGS make for a constructor template of CLS that
 * takes one of a T it deduces: E the elements' one type (NULL where they differ: T is
 * deduced from each, so deduction fails, and the other constructors are tried). */
static ty_type *deduced_init_list(parser *P, ty_type *cls, parse_node **args, int n, lex_token *t,
                                  ty_type **elem)
{
    parse_sym *s = parse_lookup(P, "initializer_list", 16);
    if (n == 0 || !s || !s->tmpl || !init_list_ctor_template(cls))
        return NULL;
    ty_type *e = deduced_elem(P, args[0]);
    for (int i = 1; i < n && e; i++) {
        ty_type *o = deduced_elem(P, args[i]);
        if (!o || !ty_compatible(o, e))
            e = NULL;
    }
    if (!e)
        return NULL;
    *elem = e;
    return init_list_of(P, s, e, t);
}

/* Has CLS a default constructor: one whose parameters all have defaults, or the implicit one
 * (no constructor declared)? */
static bool default_constructible(ty_type *cls)
{
    parse_func *ctors = ty_ctor_name(cls) ? parse_find_method(cls, ty_ctor_name(cls), -1) : NULL;
    bool declared = false;
    for (parse_func *f = ctors; f; f = f->next_overload) {
        if (f->cls != cls || !f->ty)
            continue;
        declared = true;
        if (!f->ty->params || f->ty->params->def)
            return true;
    }
    return !declared;
}

bool parse_init_list_args(parser *P, ty_type *cls, parse_node **args, int *nargs, lex_token *t)
{
    cls = ty_unqual(cls);
    if (is_init_list(cls)) { /* std::initializer_list<int> l = {1, 2, 3}; auto l = {1, 2, 3}; */
        ty_type *e = init_list_elem_of(cls);
        if (!e)
            return false;
        args[0] = init_list_object(P, cls, e, args, *nargs, t);
        *nargs = 1;
        /* the array lives as long as the list object made from it (C++17 [dcl.init.list] p6):
         * its elements are destroyed with the variable's scope, not the full expression. It
         * is the newest array of a list among the cleanups (its elements' temporaries have
         * left them). */
        for (size_t i = P->cleanups.len; i-- > 0;) {
            struct parse_cleanup *c = &P->cleanups.p[i];
            if (c->temp && !strcmp(c->var->name, "<initializer list>")) {
                c->temp = false;
                break;
            }
        }
        return true;
    }
    ty_type *il = init_list_param(cls), *e = parse_init_list_elem(cls);
    if (*nargs == 0) {
        /* {} is value-initialisation where CLS has a default constructor, else its
           initializer_list constructor's call with an empty list (C++17 [dcl.init.list]
           p3.4, [over.match.list]) */
        if (!il || !e || default_constructible(cls) || parse_ctor_templates(cls))
            return false;
        args[0] = init_list_object(P, il, e, args, 0, t);
        *nargs = 1;
        return true;
    }
    if (!il || !e)
        il = deduced_init_list(P, cls, args, *nargs, t, &e);
    if (!il || !e)
        return false;
    /* the initializer_list constructor is viable only where each element converts to E
     * (C++17 [over.match.list], [over.ics.list] p5); otherwise the other constructors take
     * the list's elements as their arguments: std::string{p, n} and std::string{s} are not
     * lists of chars (a scalar E is checked; a class E's conversions are left to the call) */
    if (ty_is_scalar(e))
        for (int i = 0; i < *nargs; i++)
            if (args[i]->ty && !parse_arg_converts(P, args[i], e))
                return false;
    args[0] = init_list_object(P, il, e, args, *nargs, t);
    *nargs = 1;
    return true;
}

/* An initializer_list<E> (IL) over a temporary array of the N values ARGS, which lives as long
 * as the full expression (C++17 [dcl.init.list] p5) */
static parse_node *init_list_object(parser *P, ty_type *il, ty_type *e, parse_node **args, int n,
                                    lex_token *t)
{
    parse_var *arr = parse_temp(P, ty_array(P->arena, e, n > 0 ? n : 1), "<initializer list>", t);
    if (n > 0 && P->fn)
        parse_track_temporary(P, arr); /* (its elements are destroyed at the end of the full
                                          expression, the list's life) */
    parse_var *lst = parse_temp(P, il, "<initializer list>", t);
    parse_node *x = NULL;
    for (int i = 0; i < n; i++) {
        parse_node *a = parse_rvalue(P, parse_var_node(P, arr, t));
        parse_node *el = parse_new_deref(P, parse_new_binary(P, ND_ADD, a, parse_new_num(P, i, P->B->long_, t), t), t);
        if ((e->kind == TY_STRUCT || e->kind == TY_UNION) && e->has_ctor) {
            /* an element of a class with constructors: made in place (not assigned over
             * raw memory); a temporary of the class (T(...), {...}) is the element itself */
            if (args[i]->kind == ND_COMPOUND && args[i]->ty && ty_unqual(args[i]->ty) == e) {
                parse_untrack_temporary(P, args[i]);
                parse_node *as = parse_new_node(P, ND_ASSIGN, t);
                as->lhs = el;
                as->rhs = args[i];
                as->ty = e;
                x = parse_then(P, x, as, t);
                continue;
            }
            x = parse_then(P, x, parse_construct(P, el, e, &args[i], 1, t), t);
            continue;
        }
        parse_node *as = parse_new_node(P, ND_ASSIGN, t);
        as->lhs = el;
        as->rhs = parse_assign_conv(P, args[i], e, "initialization");
        as->ty = e;
        x = parse_then(P, x, as, t);
    }
    parse_node *ln = parse_var_node(P, lst, t);
    parse_node *pp = own_member(P, ln, "__p", t), *pn = own_member(P, parse_var_node(P, lst, t), "__n", t);
    parse_node *a1 = parse_new_node(P, ND_ASSIGN, t);
    a1->lhs = pp;
    a1->rhs = parse_assign_conv(P, parse_rvalue(P, parse_var_node(P, arr, t)), pp->ty, "initialization");
    a1->ty = pp->ty;
    parse_node *a2 = parse_new_node(P, ND_ASSIGN, t);
    a2->lhs = pn;
    a2->rhs = parse_assign_conv(P, parse_new_num(P, n, P->B->long_, t), pn->ty, "initialization");
    a2->ty = pn->ty;
    x = parse_then(P, parse_then(P, x, a1, t), a2, t);
    return parse_then(P, x, parse_var_node(P, lst, t), t);
}


/* DST, an object of type TY being made, copy-initialised from E (C++17 [dcl.init] p17):
 * a prvalue of the same class is the object itself (guaranteed copy elision: T(4), f()); a
 * class is otherwise made by its constructors (copy, move or converting), a scalar by
 * conversion. */
static parse_node *copy_init(parser *P, parse_node *dst, ty_type *ty, parse_node *e, lex_token *t)
{
    bool elide = e->ty && ty_unqual(e->ty) == ty && (e->kind == ND_COMPOUND || !parse_is_lvalue(e));
    if (!elide && (ty->kind == TY_STRUCT || ty->kind == TY_UNION) &&
        (ty->has_ctor || parse_copy_is_memberwise(ty)))
        return parse_construct(P, dst, ty, &e, 1, t);
    if (elide)
        parse_untrack_temporary(P, e);
    /* an array member from a braced list's array (T{{1, 2}, {3, 4}}): copied whole, as a
       class's implicit copy copies it */
    bool array = ty->kind == TY_ARRAY && e->ty && ty_unqual(e->ty)->kind == TY_ARRAY &&
                 ty_unqual(e->ty)->size == ty->size;
    parse_node *n = parse_new_node(P, ND_ASSIGN, t);
    n->lhs = dst;
    n->rhs = elide || array ? (array ? e : parse_rvalue(P, e))
                            : parse_assign_conv(P, e, ty, "initialization");
    n->ty = ty;
    return n;
}

/* INIT (parse_construct's), a constructor's call from arguments in parentheses: evaluated in
 * g++'s order, right to left after the object (a braced list's keep theirs, left to right:
 * C++17 [dcl.init.list] p4). */
parse_node *parse_paren_order(parse_node *init)
{
    if (init && init->kind == ND_CALL && init->func && init->func->is_ctor && !init->aux[3])
        init->aux[3] = PARSE_ORDER_CTOR;
    return init;
}

static parse_node *construct_as(parser *P, parse_node *obj, ty_type *cls, parse_node **args,
                                int nargs, lex_token *t, bool base);

parse_node *parse_construct(parser *P, parse_node *obj, ty_type *cls, parse_node **args,
                            int nargs, lex_token *t)
{
    return construct_as(P, obj, cls, args, nargs, t, false);
}

parse_node *parse_construct_base(parser *P, parse_node *obj, ty_type *cls, parse_node **args,
                                 int nargs, lex_token *t)
{
    return construct_as(P, obj, cls, args, nargs, t, true);
}

/* The implicit default constructor's work on OBJ of class CLS (with virtual bases): where OBJ
 * is the complete object, the pointers to its virtual bases set and those bases made first */
static parse_node *implicit_vbases(parser *P, parse_node *obj, ty_type *cls, bool base, lex_token *t)
{
    parse_node *e = parse_vbase_set_flag(P, obj, cls, base, t);
    if (base)
        return e;
    e = parse_then(P, e, parse_vbase_pointers(P, obj, cls, t), t);
    for (ty_vbase *v = cls->vbases; v; v = v->next)
        if (v->ty->has_ctor)
            e = parse_then(P, e, parse_construct_base(P, parse_vbase_store(P, obj, v, t), v->ty, NULL, 0, t), t);
    return e;
}

/* OBJ of class CLS, made as a complete object or (BASE) as a base class's subobject */
void parse_not_aggregate(parser *P, lex_token *t, ty_type *cls)
{
    parse_error(P, t, "no matching constructor for initialization of '%s': a class with virtual "
                "functions is not an aggregate ([dcl.init.aggr] p1)", ty_str(P->arena, cls));
}

static parse_node *construct_as(parser *P, parse_node *obj, ty_type *cls, parse_node **args,
                                int nargs, lex_token *t, bool base)
{
    cls = ty_unqual(cls);
    parse_node *sub[1];
    ty_type *from = nargs == 1 && args[0]->ty ? ty_unqual(args[0]->ty->kind == TY_PTR &&
                                                        args[0]->ty->is_ref ? args[0]->ty->base
                                                                            : args[0]->ty)
                                            : NULL;
    if (from && from->kind == TY_STRUCT && from != cls && P->fn &&
        parse_is_lvalue(parse_deref_ref(P, args[0])) &&
        (parse_derives_from(from, cls) || parse_later_base_of(from, cls))) {
        /* B(d), B b = d of an object of a class D derived from B: D's B subobject, copied (the
         * implicit copy constructor's parameter binds it, C++17 [dcl.init.ref] p5) */
        parse_node *obj_d = parse_deref_ref(P, args[0]);
        sub[0] = parse_later_base(P, obj_d, cls);
        if (!sub[0]) /* (the first base's chain: at D's start) */
            sub[0] = parse_new_deref(P, parse_new_cast(P, parse_new_unary_addr(P, obj_d, t),
                                                       ty_ptr(P->arena, ty_qualified(P->arena, cls,
                                                              obj_d->ty->is_const, false, false))), t);
        args = sub;
    }
    if (nargs == 1 && args[0]->kind == ND_COMPOUND && args[0]->ty && ty_unqual(args[0]->ty) == cls)
        return copy_init(P, obj, cls, args[0], t); /* T(T(1, 2)), T({1, 2}): the prvalue is the
                                                      object (C++17 [dcl.init] p17.6.1) */
    parse_func *ctors = ty_ctor_name(cls) ? parse_find_method(cls, ty_ctor_name(cls), -1) : NULL;
    if (ctors && ctors->cls == cls && nargs == 1 && args[0]->ty &&
        ty_unqual(args[0]->ty->kind == TY_PTR && args[0]->ty->is_ref ? args[0]->ty->base : args[0]->ty) == cls &&
        !parse_has_copy_ctor(cls)) {
        /* the implicit copy constructor: a copy of the object (member by member when members
         * have copy constructors of their own) */
        return parse_copy(P, obj, args[0], cls, true, t);
    }
    if (nargs == 1) {
        /* from an object of another class by its conversion function to this one (operator T),
         * then the implicit copy */
        parse_node *c = class_to_class(P, args[0], cls);
        if (c) {
            parse_node *n = parse_new_node(P, ND_ASSIGN, t);
            n->lhs = obj;
            n->rhs = c;
            n->ty = cls;
            return n;
        }
    }
    struct parse_template *tmpls = parse_ctor_templates(cls);
    if ((ctors && ctors->cls == cls) || tmpls) {
        parse_func *f = parse_pick(P, ctors && ctors->cls == cls ? ctors : NULL, tmpls, NULL, obj,
                                   args, nargs, t, ty_ctor_name(cls), false);
        if (f && f->ty && nargs && args[0] == P->braced_args.first && nargs == P->braced_args.n) {
            /* T{a, b}: list-initialisation, whose arguments do not narrow ([dcl.init.list]) */
            ty_param *p = f->ty->params;
            for (int i = 0; i < nargs && p; i++, p = p->next)
                parse_check_narrowing(P, args[i], p->ty, P->braced_args.at[i]);
            P->braced_args.first = NULL;
        }
        if (!f)
            return parse_new_num(P, 0, P->B->int_, t);
        parse_node *call = parse_call(P, f, obj, args, nargs, t);
        parse_node *flag = parse_vbase_set_flag(P, obj, cls, base, t);
        return flag ? parse_then(P, flag, call, t) : call;
    }
    /* no constructor of its own: copy, or members from their default initialisers */
    ty_type *a0 = nargs == 1 && args[0]->ty ? ty_unqual(args[0]->ty->kind == TY_PTR &&
                                                        args[0]->ty->is_ref ? args[0]->ty->base
                                                                            : args[0]->ty)
                                            : NULL;
    bool from_class = a0 && (a0->kind == TY_STRUCT || a0->kind == TY_UNION);
    if (nargs == 1 && a0 == cls) /* T(t), new T(t): member by member when members have copy
                                    constructors (a struct holding a std::string) */
        return parse_copy(P, obj, args[0], cls, true, t);
    /* (an object of another class initialises an aggregate's first member, R r{str}, unless it
     * is a derived object: a copy of its base part) */
    bool whole = from_class && (parse_derives_from(a0, cls) || parse_later_base_of(a0, cls) ||
                                !ty_is_complete(cls));
    if (nargs == 1 && (whole || !cls->members || !cls->members->name)) {
        parse_node *n = parse_new_node(P, ND_ASSIGN, t);
        n->lhs = obj;
        n->rhs = parse_assign_conv(P, args[0], cls, "initialization");
        n->ty = cls;
        return n;
    }
    if (nargs >= 1 && cls->class_id) {
        parse_not_aggregate(P, t, cls);
        return parse_new_num(P, 0, P->B->int_, t);
    }
    if (nargs >= 1) {
        /* an aggregate whose members have constructors or default initialisers, {a, b, ...}:
         * each member from its value, the rest from their default initialisers or as by the
         * implicit default constructor, zeros otherwise (C++ [dcl.init.aggr]) */
        parse_node *e = NULL;
        int i = 0;
        for (ty_member *m = cls->members; m; m = m->next) {
            if (!m->name || !strcmp(m->name, "__vptr") || m->vb)
                continue;
            parse_node *mem = parse_new_node(P, ND_MEMBER, t);
            mem->lhs = obj;
            mem->member = m;
            mem->ival = m->offset;
            mem->ty = m->ty;
            ty_type *mt = ty_unqual(m->ty);
            parse_node *one;
            if (i >= nargs) {
                if (m->def) {
                    one = parse_default_member_init(P, mem, m);
                } else if ((mt->kind == TY_STRUCT || mt->kind == TY_UNION) && mt->has_ctor) {
                    one = parse_construct(P, mem, mt, NULL, 0, t);
                } else if (mt->kind == TY_ARRAY && (one = parse_default_init_array(P, mem, t))) {
                    /* C a[N]; : each element constructed */
                } else {
                    one = parse_new_node(P, ND_ZERO, t);
                    one->lhs = mem;
                    one->ty = P->B->void_;
                }
                e = parse_then(P, e, one, t);
                continue;
            }
            one = copy_init(P, mem, mt, args[i++], t);
            e = parse_then(P, e, one, t);
        }
        if (i < nargs)
            parse_error(P, t, "no matching constructor for initialization of '%s'", ty_str(P->arena, cls));
        return e ? e : obj;
    }
    parse_node *e = cls->vbases ? implicit_vbases(P, obj, cls, base, t) : NULL;
    for (ty_member *m = cls->members; m; m = m->next) {
        parse_node *one = NULL;
        ty_type *mt = ty_unqual(m->ty);
        int off = m->offset;
        if (m->vb)
            continue; /* (implicit_vbases') */
        parse_node *mem = parse_new_node(P, ND_MEMBER, t);
        mem->lhs = obj;
        mem->member = m;
        mem->ival = off;
        mem->ty = m->ty;
        if (!m->name && (mt == cls->base_class || mt->has_ctor))
            one = parse_construct_base(P, mem, mt, NULL, 0, t);
        else if (m->def)
            one = parse_default_member_init(P, mem, m);
        else if ((mt->kind == TY_STRUCT || mt->kind == TY_UNION) && mt->has_ctor)
            one = parse_construct(P, mem, mt, NULL, 0, t);
        else if (mt->kind == TY_ARRAY) /* C a[N]; : each element */
            one = parse_default_init_array(P, mem, t);
        if (!one)
            continue;
        e = parse_then(P, e, one, t);
    }
    if (cls->class_id) {
        /* the implicit constructor of a polymorphic class sets its dynamic type */
        parse_node *one = parse_set_dynamic_types(P, obj, cls, t);
        e = parse_then(P, e, one, t);
    }
    if (!e) {
        e = parse_new_node(P, ND_CAST, t);
        e->lhs = parse_new_num(P, 0, P->B->int_, t);
        e->ty = P->B->void_;
    }
    return e;
}

static bool has_defaults(parse_func *f)
{
    for (ty_param *p = f->ty ? f->ty->params : NULL; p; p = p->next)
        if (p->def)
            return true;
    return false;
}

/* The type of the callee's parameter I for a braced list: the one its functions of that name
 * that have such a parameter agree on. Function templates are left aside: a braced list
 * deduces nothing (C++17 [temp.deduct.call] p1), so `m.insert({k, v})` is the non-template's. */
static bool is_init_list(ty_type *t)
{
    t = ty_unqual(t->kind == TY_PTR && t->is_ref ? t->base : t);
    return t->kind == TY_STRUCT && t->tag && !strncmp(t->tag, "initializer_list<", 17);
}

/* ... ELEMS is the number of the list's elements: a list of two or more initialises no scalar,
 * and where an initializer_list parameter is among those left, that one is taken (C++17
 * [over.ics.list]: v.insert(p, {1, 2}) beside insert(p, const T &)). */
static ty_type *overloads_param_type(parse_func *fs, int i, int elems)
{
    ty_type *found = NULL, *list = NULL;
    bool differ = false;
    for (parse_func *f = fs; f; f = f->next_overload) {
        ty_param *p = f->ty ? f->ty->params : NULL;
        for (int k = 0; k < i && p; k++)
            p = p->next;
        if (!p)
            continue;
        ty_type *pt = p->ty->kind == TY_PTR && p->ty->is_ref ? p->ty->base : p->ty;
        if (elems >= 2 && ty_is_scalar(pt))
            continue;
        if (is_init_list(p->ty) && !list)
            list = p->ty;
        if (found && !ty_compatible(found, p->ty))
            differ = true;
        found = p->ty;
    }
    return !differ ? found : list;
}

/* The number of elements of the braced list at T ("{"): its top-level commas plus one. */
static int braced_elems(const lex_token *t)
{
    int depth = 0, n = 0;
    for (; t->kind != TK_EOF; t++) {
        if (lex_is(t, "{") || lex_is(t, "(") || lex_is(t, "["))
            depth++;
        else if (lex_is(t, "}") || lex_is(t, ")") || lex_is(t, "]")) {
            if (--depth == 0)
                return n + (lex_is(t - 1, "{") ? 0 : 1);
        } else if (depth == 1 && lex_is(t, ","))
            n++;
    }
    return n;
}

static ty_type *braced_param_type(parse_node *fn, int i, int elems)
{
    if (fn->kind == ND_FUNC && fn->func)
        return overloads_param_type(fn->func, i, elems);
    if (fn->ty && fn->ty->kind == TY_PTR && fn->ty->base->kind == TY_FUNC) {
        ty_param *p = fn->ty->base->params;
        for (int k = 0; k < i && p; k++)
            p = p->next;
        return p ? p->ty : NULL;
    }
    return NULL;
}

/* The type `auto` deduces from the braced list at P->tok (C++17 [dcl.type.auto.deduct] p4):
 * std::initializer_list<E> of the elements' one type E (`auto l = {1, 2, 3};`), or, where
 * DIRECT (`auto x{5};`, [dcl.init.list] p3 and N3922), the type of its one element. After an
 * error, a type the list still initialises (the first element's list), so that the
 * initialiser is not an error too; NULL where there is none. P->tok is left after the list. */
ty_type *parse_auto_braced_type(parser *P, bool direct, lex_token *name)
{
    lex_token *t = P->tok++;
    parse_node *buf[32], **args = buf;
    int n = arg_list(P, &args, 32, "}", NULL, NULL);
    parse_expect(P, "}");
    if (direct && n == 1)
        return args[0]->ty ? ty_unqual(parse_rvalue(P, args[0])->ty) : NULL;
    if (direct) {
        parse_error(P, t, "direct-list-initialization of '%.*s' with deduced type 'auto' "
                    "takes exactly one element", name->len, name->text);
        if (n == 0)
            return NULL;
    }
    parse_sym *s = parse_lookup(P, "initializer_list", 16);
    if (!s || !s->tmpl) {
        parse_error(P, t, "deducing '%.*s' from a braced list needs std::initializer_list: "
                    "#include <initializer_list>", name->len, name->text);
        return NULL;
    }
    if (n == 0) {
        parse_error(P, t, "cannot deduce the type of '%.*s' from an empty braced list",
                    name->len, name->text);
        return NULL;
    }
    ty_type *e = deduced_elem(P, args[0]);
    for (int i = 1; i < n && e; i++) {
        ty_type *o = deduced_elem(P, args[i]);
        if (o && !ty_compatible(o, e)) {
            parse_error(P, args[i]->tok, "deduced conflicting types ('%s' and '%s') for the "
                        "initializer_list element of '%.*s'", ty_str(P->arena, e),
                        ty_str(P->arena, o), name->len, name->text);
            break;
        }
    }
    if (!e)
        return NULL;
    return init_list_of(P, s, e, t);
}

/* A braced list given to a function template whose parameter is std::initializer_list<T>
 * (std::min({a, b, c})): T is deduced from each element (C++17 [temp.deduct.call] p1), so the
 * list is read as values and made an initializer_list of its first element's type, which the
 * candidates then deduce from as from any class instance. NULL where the name has no
 * templates, or the list is empty. */
static parse_node *braced_template_argument(parser *P, parse_node *fn)
{
    parse_sym *s = parse_lookup(P, "initializer_list", 16);
    if (fn->kind != ND_FUNC || !fn->tmpl || !s || !s->tmpl || lex_is(P->tok + 1, "}"))
        return NULL;
    lex_token *t = P->tok++;
    parse_node *buf[32], **args = buf;
    int n = arg_list(P, &args, 32, "}", NULL, NULL);
    parse_expect(P, "}");
    if (n == 0 || !args[0]->ty)
        return parse_new_num(P, 0, P->B->int_, t);
    ty_type *e = deduced_elem(P, args[0]);
    ty_type *il = init_list_of(P, s, e, t);
    if (!il)
        return parse_new_num(P, 0, P->B->int_, t);
    return init_list_object(P, il, e, args, n, t);
}

/* An argument that is a braced list (time({}), f({1, 2})): a value of the parameter's type,
 * when the callee's functions agree on it (braced_param_type), or an initializer_list for a
 * function template's (braced_template_argument). */
static parse_node *braced_argument(parser *P, parse_node *fn, int i)
{
    ty_type *pt = braced_param_type(fn, i, braced_elems(P->tok));
    if (!pt) {
        parse_node *a = braced_template_argument(P, fn);
        if (a)
            return a;
        parse_error(P, P->tok, "a braced list as an argument needs a function whose parameters "
                    "are known (not overloads that differ there): write the value's type, T{...}");
        parse_skip_balanced(P); /* (the list is not read as an expression: one error) */
        return parse_new_num(P, 0, P->B->int_, P->tok);
    }
    return parse_braced_value(P, pt);
}

/* Does F take N arguments (its parameters after the Nth have defaults)? */
static bool takes_nargs(const parse_func *f, int n)
{
    const ty_param *p = f->ty ? f->ty->params : NULL;
    for (int k = 0; k < n; k++, p = p->next)
        if (!p)
            return f->ty && f->ty->variadic;
    return !p || p->def;
}

/* Can a braced list of ELEMS elements initialise a value of type TY (C++17 [over.ics.list])?
 * What the elements are is not looked at: a scalar takes at most one, an array at most its
 * length, a class one of its constructors takes that many arguments (any class takes one: a
 * copy), an aggregate at most its members. */
static bool list_initialisable(parser *P, ty_type *ty, int elems)
{
    ty_type *t = ty_unqual(ty->kind == TY_PTR && ty->is_ref ? ty->base : ty);
    if (ty_is_scalar(t))
        return elems <= 1;
    if (t->kind == TY_ARRAY)
        return t->array_len <= 0 || elems <= t->array_len;
    if (t->kind != TY_STRUCT && t->kind != TY_UNION)
        return false;
    if (elems <= 1 || is_init_list(t))
        return true;
    parse_complete_type(P, t);
    parse_func *cs = ty_ctor_name(t) ? parse_find_method(t, ty_ctor_name(t), -1) : NULL;
    if (cs && cs->cls != t)
        cs = NULL;
    if (cs || t->has_ctor) {
        if (parse_init_list_elem(t) || parse_ctor_templates(t))
            return true;
        for (parse_func *f = cs; f; f = f->next_overload)
            if (takes_nargs(f, elems))
                return true;
        return false;
    }
    int members = 0;
    for (ty_member *m = t->members; m; m = m->next)
        if (!m->name || strcmp(m->name, "__vptr"))
            members++;
    return elems <= members;
}

/* The parameter type a braced list of ELEMS elements, the only argument of a construction of
 * class CLS (T({1, 2}), T t({1, 2})), initialises: overload resolution among the constructors
 * that take one argument, the implicit copy and move constructors among them, with the list
 * as their argument (C++17 [over.match.ctor], [over.ics.list]): an initializer_list parameter
 * where there is one (an identity conversion), else the one type the viable constructors
 * take (CLS itself, when only the copy and move constructors are: the list makes a temporary
 * of CLS, which the chosen one copies or moves). NULL where none is viable or several types
 * are (ambiguous). */
static ty_type *sole_braced_param(parser *P, ty_type *cls, parse_func *ctors, int elems)
{
    ty_type *found = NULL;
    bool differ = false, copy = false;
    for (parse_func *f = ctors; f; f = f->next_overload) {
        if (!f->ty || !f->ty->params || !takes_nargs(f, 1))
            continue;
        ty_type *pt = f->ty->params->ty;
        if (is_init_list(pt))
            return pt;
        ty_type *u = ty_unqual(pt->kind == TY_PTR && pt->is_ref ? pt->base : pt);
        if (u == cls) {
            copy = true; /* a copy or move constructor the class declares */
            pt = cls;
        }
        if (!list_initialisable(P, pt, elems))
            continue;
        if (found && !ty_compatible(ty_unqual(found), u))
            differ = true;
        found = u == cls ? cls : pt;
    }
    if (!copy && list_initialisable(P, cls, elems)) { /* the implicit ones */
        if (found && ty_unqual(found) != cls)
            differ = true;
        found = cls;
    }
    return differ ? NULL : found;
}

/* Is the braced list at T the only argument of the parenthesised list around it? */
static bool sole_braced_argument(const lex_token *t)
{
    if (!lex_is(t - 1, "("))
        return false;
    int depth = 0;
    for (; t->kind != TK_EOF; t++) {
        if (lex_is(t, "{") || lex_is(t, "(") || lex_is(t, "["))
            depth++;
        else if ((lex_is(t, "}") || lex_is(t, ")") || lex_is(t, "]")) && --depth == 0)
            return lex_is(t + 1, ")");
    }
    return false;
}

/* Argument I of a class's constructor in parentheses that is a braced list (T c({{1, 2}}, 2)):
 * a value of that parameter's type, when the class's constructors agree on it; where the list
 * is the only argument, the type overload resolution picks (sole_braced_param). */
parse_node *parse_braced_ctor_argument(parser *P, ty_type *cls, int i)
{
    cls = ty_unqual(cls);
    parse_func *ctors = ty_ctor_name(cls) ? parse_find_method(cls, ty_ctor_name(cls), -1) : NULL;
    int elems = braced_elems(P->tok);
    ty_type *pt = i == 0 && sole_braced_argument(P->tok)
                      ? sole_braced_param(P, cls, ctors && ctors->cls == cls ? ctors : NULL, elems)
                      : NULL;
    if (!pt && ctors && ctors->cls == cls)
        pt = overloads_param_type(ctors, i, elems);
    if (!pt && !(ctors && ctors->cls == cls)) {
        /* an aggregate (T{{1, 2.5f}, {3}}, new T{...}, return {...}): the list initialises
           named member I (as parse_construct takes the arguments) */
        int k = 0;
        for (ty_member *m = cls->members; m && !pt; m = m->next)
            if (m->name && strcmp(m->name, "__vptr") && k++ == i)
                pt = m->ty;
    }
    if (!pt) {
        parse_error(P, P->tok, "a braced list as a constructor's argument needs constructors "
                    "that agree on that parameter's type: write the value's type, T{...}");
        parse_skip_balanced(P); /* (the list is not read as an expression: one error) */
        return parse_new_num(P, 0, P->B->int_, P->tok);
    }
    return parse_braced_value(P, pt);
}

parse_node *parse_braced_value(parser *P, ty_type *ty)
{
    ty_type *pt = ty->kind == TY_PTR && ty->is_ref ? ty->base : ty;
    lex_token *t = P->tok;
    if (ty_is_scalar(pt)) {
        P->tok++;
        parse_node *e = lex_is(P->tok, "}") ? parse_new_num(P, 0, P->B->int_, t) : parse_assign(P);
        parse_expect(P, "}");
        return parse_new_cast(P, parse_rvalue(P, e), ty_unqual(pt));
    }
    ty_type *cu = ty_unqual(pt);
    ty_type *elem = is_init_list(cu) ? init_list_elem_of(cu) : NULL;
    if (elem && P->fn) { /* f({1, 2, 3}) for an initializer_list<E> parameter */
        P->tok++;
        parse_node *buf[32], **args = buf;
        int n = arg_list(P, &args, 32, "}", elem, NULL);
        parse_expect(P, "}");
        return init_list_object(P, cu, elem, args, n, t);
    }
    if ((cu->kind == TY_STRUCT || cu->kind == TY_UNION) && cu->has_ctor &&
        !parse_designated_list(P, cu, t))
        return parse_braced_temporary(P, cu);
    return parse_initializer_expr(P, cu, t); /* f({.block_dim = {256, 1, 1}}) */
}

static parse_node *funcall(parser *P, parse_node *fn, lex_token *t)
{
    parse_node *args[256];
    int nargs = 0;
    if (!lex_is(P->tok, ")")) {
        do {
            parse_expansion x;
            for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
                parse_node *a = NULL;
                if (lex_is(P->tok, "{"))
                    a = braced_argument(P, fn, nargs);
                if (!a)
                    a = parse_assign(P);
                if (nargs < 256)
                    args[nargs++] = a;
            }
        } while (parse_consume(P, ","));
    }
    parse_expect(P, ")");
    if (fn->kind == ND_BUILTIN && fn->op < 0) /* a built-in function name, not a call's result */
        return parse_builtin_call(P, (const struct parse_builtin *)(intptr_t)fn->aux[0], fn->tok,
                                  args, nargs);
    if (fn->kind == ND_FUNC && fn->func && !fn->obj && !fn->tmpl && !fn->func->cls) {
        /* Functions declared with a built-in's name (cuda_fp16.h's __hadd, __shfl_sync and
         * atomicAdd on __half) overload it: a call that none of them takes by standard
         * conversions goes to the built-in, as an exact match to CUDA's own overload would. */
        const struct parse_builtin *b = parse_builtin_find(fn->func->name, (int)strlen(fn->func->name));
        if (b && !parse_takes_standard(P, fn->func, args, nargs))
            return parse_builtin_call(P, b, fn->tok, args, nargs);
    }
    parse_sets sets = {0};
    if (fn->kind == ND_FUNC && fn->sets)
        sets = *fn->sets;
    if (fn->kind == ND_FUNC && fn->adl && !fn->obj && !fn->targs) {
        parse_sym own = {.func = fn->func, .tmpl = fn->tmpl};
        parse_adl(P, fn->tok->text, fn->tok->len, args, nargs, &own, &sets);
    }
    if (fn->kind == ND_FUNC && !fn->func && !fn->tmpl && !sets.n) {
        undeclared(P, fn->tok);
        return parse_failed(parse_new_num(P, 0, P->B->int_, t));
    }
    if (fn->kind == ND_FUNC && (fn->tmpl || sets.n || (fn->func && (fn->func->next_overload || fn->obj ||
                                                                    fn->func->cls)))) {
        const char *what = fn->func ? fn->func->name : fn->tmpl ? fn->tmpl->name
                         : sets.s[0]->func ? sets.s[0]->func->name : sets.s[0]->tmpl->name;
        /* a template of a built-in's name (a sample's own `template <class T> T max(const T &,
         * const T &)`): where no candidate takes the arguments, CUDA's overload of the
         * built-in does (max(double, float)) */
        const struct parse_builtin *b = fn->obj || fn->targs ? NULL : parse_builtin_find(what, (int)strlen(what));
        bool pick_std = P->pick_std;
        P->pick_std = fn->std_named;
        P->pick_more = &sets;
        if (b && !parse_pick(P, fn->func, fn->tmpl, NULL, NULL, args, nargs, t, what, true)) {
            P->pick_std = pick_std;
            return parse_builtin_call(P, b, fn->tok, args, nargs);
        }
        P->pick_more = &sets;
        parse_func *f = parse_pick(P, fn->func, fn->tmpl, fn->targs, fn->obj, args, nargs, t,
                                   what, false);
        P->pick_std = pick_std;
        if (!f)
            return parse_new_num(P, 0, P->B->int_, t);
        bool was = P->no_virtual;
        P->no_virtual |= fn->qualified;
        parse_node *call = parse_call(P, f, fn->obj, args, nargs, t);
        P->no_virtual = was;
        return call;
    }
    ty_type *callee_cls = fn->ty ? ty_unqual(fn->ty->kind == TY_PTR && fn->ty->is_ref ? fn->ty->base : fn->ty) : NULL;
    if (callee_cls && (callee_cls->kind == TY_STRUCT || callee_cls->kind == TY_UNION)) {
        /* an object with operator() */
        parse_node *m = bound_method(P, fn, t, "operator()");
        if (m) {
            parse_func *f = parse_pick(P, m->func, m->tmpl, m->targs, m->obj, args, nargs, t, "operator()", false);
            return f ? parse_call(P, f, m->obj, args, nargs, t) : parse_new_num(P, 0, P->B->int_, t);
        }
    }
    if (fn->obj && fn->ty && fn->ty->memptr_cls && nargs < 256) {
        /* (obj.*pf)(args): a pointer to a member function, called with the object's address */
        memmove(args + 1, args, (size_t)nargs * sizeof *args);
        args[0] = argument_address(P, fn->obj);
        nargs++;
    }
    fn = parse_rvalue(P, fn);
    ty_type *ft = fn->ty && fn->ty->kind == TY_PTR ? fn->ty->base : NULL;
    if (!ft || ft->kind != TY_FUNC) {
        if (!fn->failed)
            parse_error(P, t, "called object type '%s' is not a function or function pointer",
                        fn->ty ? ty_str(P->arena, fn->ty) : "?");
        return parse_failed(fn);
    }
    parse_func *callee = fn->kind == ND_ADDR && fn->lhs->kind == ND_FUNC ? fn->lhs->func : NULL;
    (void)has_defaults;
    return call_node(P, fn, ft, callee, NULL, args, nargs, t);
}

/* kernel<<<grid, block[, shared[, stream]]>>>(args): an ND_LAUNCH whose lhs is the kernel's
 * call and whose args are the configuration (CUDA C++ Programming Guide §5.4.1.1, __global__;
 * §5.4.3, Execution Configuration); in device code, a launch of dynamic parallelism (§4.18), an
 * expression whose value is the launch's cudaError_t. */
static parse_node *launch(parser *P, parse_node *k, lex_token *t)
{
    const char *unit = parse_unit_name(P);
    if (parse_host_source(P) && unit && t->file && !strcmp(t->file, unit))
        parse_error(P, t, "a kernel launch in a %s file: nvcc gives .c, .cc, .cpp and .cxx files to "
                    "the host compiler as C or C++, which stops at the '<<<'; kernels and their "
                    "launches go in a .cu file", strrchr(unit, '.'));
    P->tok += 2;
    parse_node head = {0}, *cur = &head;
    int ncfg = 0;
    P->no_gt++;
    do {
        parse_node *e = parse_rvalue(P, parse_assign(P));
        if (ncfg >= 2 && e->ty && ty_is_scalar(e->ty))
            e = ncfg == 2 ? parse_assign_conv(P, e, P->B->ulong, "the shared memory size")
                          : e;
        cur = cur->next = e;
        ncfg++;
    } while (ncfg < 4 && parse_consume(P, ","));
    P->no_gt--;
    if (lex_is(P->tok, ">>") && lex_is(P->tok + 1, ">"))
        P->tok += 2;
    else
        parse_error(P, P->tok, "expected '>>>' to end the kernel launch's configuration");
    if (ncfg < 2)
        parse_error(P, t, "a kernel launch needs a grid and a block: <<<grid, block[, shared[, "
                    "stream]]>>>");
    int i = 0;
    for (parse_node *c = head.next; c && i < 2; c = c->next, i++) {
        ty_type *u = c->ty ? ty_unqual(c->ty) : NULL;
        if (u && !ty_is_arith(u) &&
            !(u->kind == TY_STRUCT && ((u->name && (!strcmp(u->name, "dim3") || !strcmp(u->name, "uint3"))) ||
                                       (u->tag && (!strcmp(u->tag, "dim3") || !strcmp(u->tag, "uint3"))))))
            parse_error(P, c->tok, "a launch's %s is a dim3 value or a number ('%s' given)",
                        i ? "block" : "grid", ty_str(P->arena, c->ty));
    }
    lex_token *lp = P->tok;
    if (!parse_consume(P, "(")) {
        parse_error(P, P->tok, "expected '(' and the kernel's arguments after '>>>'");
        return parse_new_num(P, 0, P->B->int_, t);
    }
    bool in = P->in_launch;
    P->in_launch = true;
    parse_node *call = funcall(P, k, lp);
    P->in_launch = in;
    /* a kernel, or a pointer to one (void (*kernel)(float *) = &transpose; kernel<<<...>>>) */
    bool through_pointer = call->kind == ND_CALL && !call->func && call->ty && ty_is_void(call->ty);
    if (call->kind != ND_CALL || (!through_pointer && (!call->func || !(call->func->exec & EX_GLOBAL)))) {
        parse_error(P, t, "'<<<...>>>' launches a __global__ function, and this is not one");
        return call;
    }
    parse_node *n = parse_new_node(P, ND_LAUNCH, t);
    n->lhs = call;
    n->args = head.next;
    n->nargs = ncfg;
    n->ty = P->B->void_;
    return n;
}

/* cudaLaunchKernelEx(&config, kernel, args...) in host code (CUDA C++ Programming Guide
 * §5.4.3, Launching with cudaLaunchKernelEx): the runtime's variadic template, which converts
 * each argument to the kernel's parameter type and calls cudaLaunchKernelExC. An ND_LAUNCH with
 * ival 1 whose lhs is the kernel's call and whose one configuration value is the config. */
static parse_node *launch_ex(parser *P)
{
    lex_token *t = P->tok;
    P->tok += 2;
    parse_node *cfg = parse_rvalue(P, parse_assign(P));
    parse_expect(P, ",");
    parse_node *k = parse_assign(P);
    if (k->kind == ND_ADDR && k->lhs->kind == ND_FUNC)
        k = k->lhs;
    if (!lex_is(P->tok, ")"))
        parse_expect(P, ",");
    bool in = P->in_launch;
    P->in_launch = true;
    parse_node *call = funcall(P, k, t);
    P->in_launch = in;
    if (call->kind != ND_CALL || !call->func || !(call->func->exec & EX_GLOBAL)) {
        parse_error(P, t, "cudaLaunchKernelEx launches a __global__ function, and this is not one");
        return call;
    }
    parse_node *n = parse_new_node(P, ND_LAUNCH, t);
    n->lhs = call;
    n->args = cfg;
    n->nargs = 1;
    n->ival = 1;
    parse_sym *e = parse_lookup(P, "cudaError_t", 11);
    n->ty = e && e->type_def ? e->type_def : P->B->int_;
    return n;
}

/* m[{1, 2}]: a braced list as the argument of OBJ's class's operator[] (C++17 [over.sub]), a
 * value of its parameter's type where the class's operator[]s agree on it; NULL otherwise */
static parse_node *braced_subscript(parser *P, parse_node *obj)
{
    ty_type *c = obj->ty && obj->ty->kind == TY_PTR && obj->ty->is_ref ? obj->ty->base : obj->ty;
    c = c ? ty_unqual(c) : NULL;
    if (!c || (c->kind != TY_STRUCT && c->kind != TY_UNION))
        return NULL;
    parse_func *f = parse_find_method(c, "operator[]", -1);
    ty_type *pt = f ? overloads_param_type(f, 0, braced_elems(P->tok)) : NULL;
    return pt ? parse_braced_value(P, pt) : NULL;
}

/* postfix = primary ("[" expr "]" | "(" args ")" | "." ident | "->" ident | "++" | "--")* */
static parse_node *postfix(parser *P)
{
    parse_node *n = P->host_pass && parse_equal(P->tok, "cudaLaunchKernelEx") && lex_is(P->tok + 1, "(")
                    ? launch_ex(P) : primary(P);
    for (;;) {
        lex_token *t = P->tok;
        if (lex_is(t, "[")) {
            P->tok++;
            parse_node *idx = lex_is(P->tok, "{") ? braced_subscript(P, n) : NULL;
            if (!idx)
                idx = parse_expr(P);
            parse_expect(P, "]");
            parse_node *call = parse_operator(P, "[]", n, idx, t);
            if (call) {
                n = call;
                continue;
            }
            n = parse_new_deref(P, parse_new_binary(P, ND_ADD, class_operand(P, n),
                                                    class_operand(P, idx), t), t);
        } else if (lex_is(t, "(")) {
            P->tok++;
            n = funcall(P, n, t);
        } else if (lex_is(t, "<<") && lex_is(t + 1, "<")) {
            n = launch(P, n, t);
        } else if (lex_is(t, ".") && !lex_is(t + 1, "*")) {
            P->tok++;
            n = member_access(P, n, t);
        } else if (lex_is(t, "->")) {
            P->tok++;
            /* a class's operator-> (a smart pointer), applied until it gives a pointer */
            for (int k = 0; k < 8 && n->ty && ty_unqual(n->ty->kind == TY_PTR && n->ty->is_ref ? n->ty->base : n->ty)->kind == TY_STRUCT; k++) {
                parse_node *call = parse_operator(P, "->", n, NULL, t);
                if (!call)
                    break;
                n = call;
            }
            n = member_access(P, parse_new_deref(P, n, t), t);
        } else if (lex_is(t, "++") || lex_is(t, "--")) {
            P->tok++;
            /* x++ on a class object: operator++(int), given a 0 */
            parse_node *call = parse_operator(P, lex_is(t, "++") ? "++" : "--", n,
                                              parse_new_num(P, 0, P->B->int_, t), t);
            n = call ? call : incdec(P, lex_is(t, "++") ? ND_POSTINC : ND_POSTDEC, n, t);
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
    case LEX_NUM_LDOUBLE: /* (device code's long double is a double, as nvcc's) */
        return P->host_pass ? P->B->ldouble : P->B->double_;
    default: return P->B->double_;
    }
}

static parse_node *string_literal(parser *P)
{
    /* adjacent literals concatenate */
    lex_token *t = P->tok;
    sess_buf b = {0};
    int width = 1;
    while (P->tok->kind == TK_STR) {
        sess_buf_put(&b, P->tok->str, (size_t)P->tok->str_len);
        if (P->tok->char_width > width)
            width = P->tok->char_width;
        P->tok++;
    }
    parse_node *n = parse_new_node(P, ND_STR, t);
    n->ival = width;
    if (width > 1) {
        /* L"...", u"...", U"...": the UTF-8 text as code units of WIDTH bytes */
        sess_buf u = {0};
        const unsigned char *q = (const unsigned char *)(b.p ? b.p : ""), *e = q + b.len;
        while (q < e) {
            uint32_t c = *q++;
            int more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
            if (more)
                c &= 0x3fu >> more;
            for (; more > 0 && q < e; more--)
                c = (c << 6) | (*q++ & 0x3f);
            sess_buf_put(&u, &c, (size_t)width); /* (little-endian: the low bytes) */
        }
        sess_buf_free(&b);
        b = u;
    }
    n->str_len = (int)b.len;
    n->str = sess_arena_strndup(P->arena, b.p ? b.p : "", b.len);
    sess_buf_free(&b);
    /* L"..." of wchar_t (int), U"..." of char32_t (unsigned int), u"..." of char16_t */
    bool u32 = false;
    for (lex_token *k = t; k < P->tok && !u32; k++)
        u32 = k->char_width == 4 && k->text[0] == 'U';
    ty_type *c = ty_qualified(P->arena, width == 4 ? (u32 ? P->B->uint : P->B->int_)
                                        : width == 2 ? P->B->ushort : P->B->char_,
                              true, false, false);
    n->ty = ty_array(P->arena, c, n->str_len / width + 1);
    return n;
}

/* `this` as an expression node, or NULL outside a member function. */
static parse_node *this_node(parser *P, lex_token *t)
{
    if (P->lambda && P->lambda->fn == P->fn)
        return parse_lambda_this(P, t); /* a lambda's body: the captured this */
    if (P->init_obj)
        return parse_new_unary_addr(P, P->init_obj, t);
    parse_sym *s = parse_lookup(P, "this", 4);
    if (!s || !s->var)
        return NULL;
    parse_node *n = parse_new_node(P, ND_VAR, t);
    n->var = s->var;
    n->ty = s->var->ty;
    return n;
}

static void check_member_access(parser *P, ty_type *naming, ty_member *m, lex_token *t);

/* NAME as a member of the class whose member function is being parsed (this->NAME, or its
 * member functions bound to *this), or NULL. Locals and parameters hide members. */
static parse_node *class_member(parser *P, lex_token *t)
{
    if (P->ns_qualified)
        return NULL;
    parse_sym *local = parse_lookup(P, t->text, t->len);
    if (local && local->var && !local->var->is_global)
        return NULL;
    ty_type *cls = P->init_cls ? P->init_cls : P->fn && P->fn->cls && !P->fn->is_lambda ? P->fn->cls : NULL;
    if (!cls && P->lambda && P->lambda->fn == P->fn)
        cls = P->lambda->outer_cls; /* a lambda's body: the enclosing member function's class */
    if (!cls)
        return NULL;
    int off;
    ty_member *m = ty_find_member(cls, t->text, t->len, &off);
    for (ty_vbase *v = ty_unqual(cls)->vbases; v && !m; v = v->next) {
        m = ty_find_member(v->ty, t->text, t->len, &off); /* (a virtual base's: parse_member_of) */
        if (m && m->vb)
            m = NULL;
    }
    if (m) {
        check_member_access(P, cls, m, t); /* (a base's private member) */
        parse_node *th = this_node(P, t);
        if (!th && P->unevaluated)
            /* sizeof(m) or decltype(m) in a static member function: an unevaluated operand may
             * name a non-static member without an object (C++17 [expr.prim.id] p2) */
            th = parse_new_num(P, 0, ty_ptr(P->arena, cls), t);
        return th ? parse_member_of(P, parse_new_deref(P, th, t), t) : NULL;
    }
    parse_func *set = parse_find_method(cls, t->text, t->len);
    if (set) {
        parse_node *th = set->is_static_member ? NULL : this_node(P, t);
        parse_node *n = parse_new_node(P, ND_FUNC, t);
        n->func = set;
        n->ty = set->ty;
        n->obj = th ? parse_new_deref(P, th, t) : NULL;
        /* and the member templates of the name: sort(comp) in `void sort() { sort(less()); }` */
        parse_sym *ts = cls->scope ? parse_class_lookup(cls, t->text, t->len) : NULL;
        n->tmpl = ts && ts->tmpl && ts->tmpl->cls ? ts->tmpl : NULL;
        return n;
    }
    parse_node probe = {0};
    probe.ty = cls;
    probe.tok = t;
    later_base_subobject(P, &probe, cls, t->text, t->len, &set, 0);
    parse_node *th = set ? this_node(P, t) : NULL;
    if (th) { /* a member function of a later base class, on that subobject of *this */
        set = NULL;
        parse_node *sub = later_base_subobject(P, parse_new_deref(P, th, t), cls, t->text, t->len,
                                               &set, 0);
        if (set) {
            parse_node *n = parse_new_node(P, ND_FUNC, t);
            n->func = set;
            n->ty = set->ty;
            n->obj = set->is_static_member ? NULL : sub;
            return n;
        }
    }
    return NULL;
}

static parse_node *ident_expr(parser *P, lex_token *t);

/* N names a function template with its arguments (f<int>), not called: the instance they
 * make, when one template of the name takes them without a call's arguments. */
static void named_instance(parser *P, parse_node *n)
{
    for (struct parse_template *c = n->tmpl; c; c = c->next) {
        parse_func *f = parse_template_deduce(P, c, n->targs, NULL, NULL, 0);
        if (!f)
            continue;
        f = parse_template_finish(P, f);
        if (!f)
            return;
        if (c->next || c != n->tmpl) { /* (another template of the name may take them too) */
            n->inst_tmpls = n->tmpl;
            n->inst_targs = n->targs;
        }
        n->func = f;
        n->tmpl = NULL;
        n->targs = NULL;
        n->ty = f->ty;
        return;
    }
}

/* The function of type FT that E names, when E names several: an overload set (f) or the
 * instances of function templates of a name for the same arguments (f<int, 3> of a kernel
 * template and a host one); NULL when none has that type. */
static parse_func *function_of_type(parser *P, parse_node *e, ty_type *ft)
{
    parse_func *pick = e->inst_tmpls ? NULL : overload_of_type(e->func, ft);
    if (pick)
        return pick;
    for (struct parse_template *c = e->inst_tmpls; c; c = c->next) {
        parse_func *f = parse_template_deduce(P, c, e->inst_targs, NULL, NULL, 0);
        f = f ? parse_template_finish(P, f) : NULL;
        if (f && parse_same_type(f->ty, ft))
            return f;
    }
    return NULL;
}

/* E converted to TY, a pointer or reference to a function, when E names several functions:
 * the one of TY's function type (C++17 [over.over], the address of an overloaded function);
 * E itself otherwise. */
parse_node *parse_function_for_target(parser *P, parse_node *e, ty_type *ty)
{
    if (!e || e->kind != ND_FUNC || e->obj || e->tmpl || !e->func || !ty)
        return e;
    if (!e->inst_tmpls && !e->func->next_overload)
        return e;
    ty_type *u = ty_unqual(ty);
    if (u->kind != TY_PTR || ty_unqual(u->base)->kind != TY_FUNC)
        return e;
    ty_type *ft = ty_unqual(u->base);
    if (parse_same_type(e->func->ty, ft))
        return e;
    parse_func *f = function_of_type(P, e, ft);
    if (!f)
        return e;
    parse_node *n = parse_new_node(P, ND_FUNC, e->tok);
    *n = *e;
    n->func = f;
    n->ty = f->ty;
    n->inst_tmpls = NULL;
    n->inst_targs = NULL;
    return n;
}

/* An enumerator: a constant of its enumeration's type (C++17 [dcl.enum]: what overload
 * resolution matches against a parameter of that type), int for an anonymous one. */
static parse_node *enumerator(parser *P, parse_sym *s, lex_token *t)
{
    ty_type *e = s->enum_ty;
    bool named = e && e->kind == TY_ENUM && (e->tag || e->name);
    if (named)
        return parse_new_num(P, s->enum_val, e, t);
    return parse_new_num(P, s->enum_val, e && e->kind == TY_ENUM && e->promoted ? e->promoted : P->B->int_, t);
}

/* A qualified name a::b::m (one token, see qualified_ident): a member of class a::b (a static
 * data member, an enumerator or nested constant, a member function: static, or a base class's
 * called on *this), or, a and b being namespaces, their member m. */
static parse_node *qualified_member(parser *P, lex_token *t)
{
    const char *last = NULL;
    for (int i = 0; i + 1 < t->len; i++)
        if (t->text[i] == ':' && t->text[i + 1] == ':')
            last = t->text + i;
    if (!last)
        return NULL;
    /* the class the qualifier names, component by component (or the enumeration) */
    ty_type *cls = NULL, *enm = NULL, *owner = NULL; /* (OWNER: the class that declares ENM) */
    const char *p = t->text;
    while (p < last) {
        const char *e = p;
        while (e < last && !(e[0] == ':' && e[1] == ':'))
            e++;
        if (e == p) { /* a leading :: */
            p = e + 2;
            continue;
        }
        parse_sym *s = NULL;
        if (cls && ty_unqual(cls)->scope)
            s = parse_class_lookup(cls, p, (int)(e - p));
        else if (!(s = p > t->text ? parse_namespace_sym(P, t->text, (int)(p - 2 - t->text), p, (int)(e - p)) : NULL))
            s = parse_lookup(P, p, (int)(e - p));
        if ((!s || !s->type_def) && cls) /* a nested class or member typedef, declared by its
                                            qualified name (A::In) */
            s = parse_lookup(P, t->text, (int)(e - t->text));
        ty_type *ty = s ? s->type_def : NULL;
        owner = cls;
        cls = ty && (ty_unqual(ty)->kind == TY_STRUCT || ty_unqual(ty)->kind == TY_UNION) ? ty_unqual(ty) : NULL;
        enm = ty && ty_unqual(ty)->kind == TY_ENUM ? ty_unqual(ty) : NULL;
        p = e < last ? e + 2 : e;
    }
    lex_token *m = sess_arena_alloc(P->arena, sizeof *m);
    *m = *t;
    m->text = last + 2;
    m->len = (int)(t->text + t->len - m->text);
    if (!cls && !enm && t->len > 5 && !strncmp(t->text, "std::", 5) && m->len > 0 &&
        !parse_namespace_sym(P, t->text, (int)(last - t->text), m->text, m->len) &&
        !parse_lookup(P, m->text, m->len) && !parse_builtin_find(m->text, m->len) &&
        !parse_builtin_var(P, m)) {
        const char *hdr = parse_std_header_of(m->text, m->len);
        if (hdr)
            parse_error(P, t, "no member named '%.*s' in namespace 'std'; did you forget "
                        "'#include <%s>'?", m->len, m->text, hdr);
        else
            parse_error(P, t, "'%.*s' is part of the C++ standard library, which cudarepl does "
                        "not provide yet (the C library's names are there: std::printf, "
                        "std::sqrt, ...)", t->len, t->text);
        if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE)
            P->tok++; /* std::thread t(...): a declaration of the unknown type */
        if (lex_is(P->tok, "(") || lex_is(P->tok, "{"))
            parse_skip_balanced(P); /* (its call's arguments: one error) */
        return parse_failed(parse_new_num(P, 0, P->B->int_, t));
    }
    if (enm && enm->tag && m->len > 0) {
        /* an enumerator by its enumeration's name (E::name), declared as such by enum_decl */
        lex_token *q = sess_arena_alloc(P->arena, sizeof *q);
        *q = *m;
        q->text = sess_arena_printf(P->arena, "%s::%.*s", enm->tag, m->len, m->text);
        q->len = (int)strlen(q->text);
        parse_sym *es = parse_lookup(P, q->text, q->len);
        if (es && es->enum_ty == enm)
            return ident_expr(P, q);
        /* C::E::name: declared in class C's scope */
        es = owner && owner->scope ? parse_class_lookup(owner, q->text, q->len) : NULL;
        if (es && es->enum_ty == enm)
            return enumerator(P, es, t);
    }
    if (!cls) { /* a namespace member: never the enclosing class's (std::swap in a class with a
                   swap member) */
        if (m->len <= 0)
            return NULL;
        bool ns = P->ns_qualified;
        const char *was = P->global_name;
        parse_scope *qual = P->qual_ns;
        const char *qual_name = P->qual_name;
        P->qual_ns = last > t->text ? parse_ns_scope(P, t->text, (int)(last - t->text)) : NULL;
        P->qual_name = m->text;
        P->ns_qualified = true;
        if (last == t->text) /* ::m: the global namespace's m, not a local's */
            P->global_name = m->text;
        parse_node *n = ident_expr(P, m);
        P->ns_qualified = ns;
        P->global_name = was;
        P->qual_ns = qual;
        P->qual_name = qual_name;
        if (n && n->kind == ND_FUNC && !strncmp(t->text, "std::", 5))
            n->std_named = true;
        return n;
    }
    return class_scope_member(P, cls, m, t);
}

/* Device code names host variable V (token T), which has no value usable there. */
static void host_variable_in_device_code(parser *P, parse_var *v, lex_token *t)
{
    const ty_type *u = ty_unqual(v->ty);
    bool const_array = u->kind == TY_ARRAY && (v->ty->is_const || (u->base && u->base->is_const));
    if (const_array && v->init && !v->relocs && P->fn && P->fn->is_constexpr) {
        /* its elements in a constexpr function: the calls with constant arguments are
           evaluated where they are made (constexpr.c); the others read the device's copy */
        parse_device_constant(P, v);
        return;
    }
    if (const_array)
        parse_error(P, t, "host variable '%s' cannot be used in device code: a constexpr array's "
                    "elements are usable only inside a constexpr function whose call is a "
                    "constant expression (%s)", v->name, CR_GUIDE_5_3_11_4);
    else if (v->ty->is_const && (ty_is_integer(u) || ty_is_flonum(u)))
        parse_error(P, t, "host variable '%s' cannot be used in device code: a const variable is "
                    "usable there only if it is initialised with a constant expression before "
                    "the use and is not volatile (%s)", v->name, CR_GUIDE_5_3_10_4_2);
    else
        parse_error(P, t, "host variable '%s' cannot be used in device code (mark it "
                          "__device__, __constant__ or __managed__)", v->name);
}

/* A use of variable N (token T): a constant's value where it has one — an integer constant
 * anywhere, a floating one in device code and in file-scope initialisers (the host code
 * compiled from a function keeps the variable). */
static parse_node *constant_use(parser *P, parse_node *n, lex_token *t)
{
    parse_var *v = n->var;
    if (!v->is_constexpr)
        return n;
    parse_node *c = NULL;
    if (ty_is_integer(v->ty))
        c = parse_new_num(P, v->cval, ty_unqual(v->ty), t);
    else if (ty_is_flonum(v->ty) && v->is_global && (parse_device_context(P) || !P->fn))
        c = new_fnum(P, var_fval(v), ty_unqual(v->ty), t);
    if (!c)
        return n;
    c->const_lvalue = v;
    return c;
}

parse_node *parse_const_object(parser *P, parse_node *e, ty_type *ref)
{
    parse_var *v = e->kind == ND_NUM ? e->const_lvalue : NULL;
    if (!v || !ref->is_const || ty_unqual(ref) != ty_unqual(v->ty) ||
        (v->space == SP_HOST && v->is_global && parse_device_context(P)))
        return e;
    v->addr_taken = true;
    if (P->lambda && !v->is_global) {
        /* a lambda's use of the enclosing function's constant as an object: captured */
        v->is_constexpr = false;
        parse_node *c = parse_lambda_capture(P, v, e->tok);
        v->is_constexpr = true;
        if (c)
            return c;
    }
    return parse_var_node(P, v, e->tok);
}

/* C::M, class C known: a static data member, an enumerator or nested constant, a member
 * function (static, or a base class's called on *this). T is the whole name's token. */
static parse_node *class_scope_member(parser *P, ty_type *cls, lex_token *m, lex_token *t)
{
    parse_sym *s = parse_class_lookup(cls, m->text, m->len);
    bool in_device = s && s->var && s->var->space == SP_HOST && !s->var->is_constexpr &&
                     parse_device_context(P);
    if (in_device && ty_unqual(s->var->ty)->kind == TY_ARRAY && s->var->init) {
        /* a constexpr array member (static constexpr int arr[3] = {...};), inline (C++17
           [class.static.data] p3): as a namespace's constexpr array, its elements are usable in
           a constexpr function only (CUDA's rule is for both) */
        host_variable_in_device_code(P, s->var, t);
    } else if (in_device) {
        parse_error(P, t, "a host member \"%s\" cannot be directly read in a device function: "
                    "only static members evaluated at compile time (const or constexpr) are "
                    "(%s)", s->var->name, CR_GUIDE_5_3_10_6_2);
        return parse_new_num(P, 0, P->B->int_, t);
    }
    if (s && s->var) {
        /* the class whose member it is: CLS's, or a base's (D::m of B's static m) */
        ty_type *owner = ty_unqual(cls);
        while (owner->base_class && parse_class_lookup(owner->base_class, m->text, m->len) == s)
            owner = ty_unqual(owner->base_class);
        if (s->access != TY_PUBLIC || owner != ty_unqual(cls)) {
            sess_buf b = {0};
            ty_print(&b, s->var->ty, s->var->name);
            const char *what = b.p ? b.p : s->var->name;
            if (s->access != TY_PUBLIC)
                parse_check_access(P, owner, s->access, what, s->var->tok, m);
            parse_check_naming(P, cls, owner, s->access, what, s->var->tok, m);
            sess_buf_free(&b);
        }
        parse_node *n = parse_new_node(P, ND_VAR, t);
        n->var = s->var;
        n->ty = s->var->ty;
        return constant_use(P, n, t);
    }
    if (s && s->enum_ty)
        return enumerator(P, s, t);
    parse_func *set = parse_find_method(cls, m->text, m->len);
    /* and its member templates of the name (C::f(x) of a static template <class T> f(T)) */
    struct parse_template *tm = s && s->tmpl && s->tmpl->cls && !s->tmpl->is_class ? s->tmpl : NULL;
    if (set || tm) {
        parse_node *n = parse_new_node(P, ND_FUNC, t);
        n->func = set;
        n->tmpl = tm;
        n->ty = set ? set->ty : P->B->int_;
        parse_node *th = this_node(P, t);
        n->obj = th ? parse_new_deref(P, th, t) : NULL;
        n->qualified = true;
        if (tm && lex_is(P->tok, "<"))
            n->targs = parse_template_args_kept(P, tm);
        return n;
    }
    parse_error(P, t, "no member named '%.*s' in '%s'", m->len, m->text, cls->tag ? cls->tag : "class");
    return parse_new_num(P, 0, P->B->int_, t);
}

static parse_node *ident_expr(parser *P, lex_token *t)
{
    parse_node *mem = t->text == P->global_name ? NULL : class_member(P, t);
    if (mem)
        return mem;
    parse_sym *s = parse_lookup(P, t->text, t->len);
    /* (other overload sets of the name, and whether a call looks in its arguments' namespaces) */
    parse_sets *sets = NULL;
    if (s && P->more.n) {
        sets = sess_arena_alloc(P->arena, sizeof *sets);
        *sets = P->more;
    }
    bool adl = !P->ns_qualified && t->text != P->global_name && !memchr(t->text, ':', (size_t)t->len);
    parse_ambiguous(P, t);
    if (s && s->var && P->lambda) {
        parse_node *c = parse_lambda_capture(P, s->var, t);
        if (c)
            return c;
    }
    parse_sym var_sym = {0}; /* (a variable template's instance that is an object) */
    if (s && s->tmpl && s->tmpl->is_var) {
        /* (on the heap: instances nest through here, and a list being read is 10 KiB) */
        parse_targs a = {sess_xcalloc(PARSE_MAX_TARGS, sizeof *a.a), 0};
        parse_var *v = lex_is(P->tok, "<") && parse_template_args(P, s->tmpl, &a)
                       ? parse_var_instance(P, s->tmpl, &a, t) : NULL;
        free(a.a);
        if (!v) {
            if (!lex_is(t + 1, "<"))
                parse_error(P, t, "variable template '%.*s' needs template arguments", t->len,
                            t->text);
            return parse_new_num(P, 0, P->B->int_, t);
        }
        ty_kind k = ty_unqual(v->ty)->kind;
        if (k == TY_STRUCT || k == TY_UNION || k == TY_PTR || k == TY_ARRAY) {
            var_sym.var = v; /* an object: named as any variable is (below) */
            s = &var_sym;
        } else if (ty_is_flonum(v->ty)) {
            return new_fnum(P, var_fval(v), ty_unqual(v->ty), t);
        } else {
            return parse_new_num(P, v->cval, ty_unqual(v->ty), t);
        }
    }
    if (s && s->tmpl && !s->tmpl->is_class) {
        /* a function template (with overloads of the same name, if any) */
        if (!lex_is(P->tok, "(") && !lex_is(P->tok, "<"))
            parse_library_bodies(P, s->func);
        parse_node *n = parse_new_node(P, ND_FUNC, t);
        n->func = s->func;
        n->tmpl = s->tmpl;
        n->ty = s->func ? s->func->ty : P->B->int_;
        n->sets = sets;
        if (s->tmpl->cls) { /* a member function template, called on *this */
            parse_node *th = this_node(P, t);
            n->obj = th ? parse_new_deref(P, th, t) : NULL;
        }
        n->adl = adl && !n->obj;
        if (lex_is(P->tok, "<"))
            n->targs = parse_template_args_kept(P, s->tmpl);
        if (n->targs && !n->obj && !lex_is(P->tok, "(") && !lex_is(P->tok, "<<<") &&
            !lex_is(P->tok, "<<"))
            named_instance(P, n); /* f<int> as a value: that instance */
        return n;
    }
    if (s && s->var) {
        parse_node *n = parse_new_node(P, ND_VAR, t);
        n->var = s->var;
        n->ty = s->var->ty;
        if (s->var->space == SP_HOST && !s->var->is_constexpr && parse_device_context(P))
            host_variable_in_device_code(P, s->var, t);
        return constant_use(P, n, t);
    }
    if (s && s->func) {
        if (!lex_is(P->tok, "("))
            parse_library_bodies(P, s->func); /* (a call parses the one it picks) */
        parse_node *n = parse_new_node(P, ND_FUNC, t);
        n->func = s->func;
        n->ty = s->func->ty;
        n->sets = sets;
        n->adl = adl && !s->func->cls;
        return n;
    }
    if (s && s->enum_ty)
        return enumerator(P, s, t);
    if (!s && t->len > 5 && !strncmp(t->text, "std::", 5)) {
        /* std::isnan: a function the host headers declare (<cmath>'s overloads) before the
         * built-in of that name */
        const char *last = t->text + 5;
        for (const char *c = last; c + 1 < t->text + t->len; c++)
            if (c[0] == ':' && c[1] == ':')
                last = c + 2;
        parse_sym *ls = parse_lookup(P, last, (int)(t->text + t->len - last));
        if (ls && (ls->func || ls->tmpl)) {
            parse_node *q = qualified_member(P, t);
            if (q)
                return q;
        }
    }
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
    if (!s) {
        parse_node *q = qualified_member(P, t);
        if (q)
            return q;
    }
    if (!s && adl && lex_is(P->tok, "(")) {
        /* f(x) with no f declared here: a function of x's namespace, which the call finds
           (C++17 [basic.lookup.argdep]), or an error there */
        parse_node *n = parse_new_node(P, ND_FUNC, t);
        n->ty = P->B->int_;
        n->adl = true;
        return n;
    }
    if (s && s->pack)
        parse_error(P, t, "parameter pack '%.*s' must be expanded: follow the expression that "
                    "names it with '...'", t->len, t->text);
    else if (s && s->type_def)
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

/* A call of the device heap's built-in NAME (malloc, free) with ARGS. */
static parse_node *heap_call(parser *P, const char *name, parse_node **args, int nargs, lex_token *t)
{
    const struct parse_builtin *b = parse_builtin_find(name, (int)strlen(name));
    return parse_builtin_call(P, b, t, args, nargs);
}


/* ---- Arrays of class objects on the heap (new T[n], delete[] p) ----
 * The elements are constructed one by one; a class with a destructor keeps the count in a
 * cookie of 16 bytes before the elements (as the Itanium C++ ABI does), for delete[]. */

static parse_var *heap_temp(parser *P, ty_type *ty, lex_token *t)
{
    return parse_temp(P, ty, "<new>", t);
}

static parse_node *tassign(parser *P, parse_node *l, parse_node *r, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_ASSIGN, t);
    n->lhs = l;
    n->rhs = parse_new_cast(P, parse_rvalue(P, r), ty_unqual(l->ty));
    n->ty = ty_unqual(l->ty);
    return n;
}

static parse_node *tstmt(parser *P, parse_node *e, lex_token *t)
{
    parse_node *s = parse_new_node(P, ND_EXPR_STMT, t);
    s->lhs = e;
    return s;
}

/* (char *)E + OFF */
static parse_node *byte_offset(parser *P, parse_node *e, int64_t off, lex_token *t)
{
    parse_node *c = parse_new_cast(P, parse_rvalue(P, e), ty_ptr(P->arena, P->B->char_));
    return parse_new_binary(P, ND_ADD, c, parse_new_num(P, off, P->B->long_, t), t);
}

/* for (I = FROM; I < C; I++) or, DOWN, for (I = C; I > 0;) { I--; ...: BODY(q[I]) } */
enum each_work { EACH_DESTROY, EACH_DEFAULT_INIT, EACH_VALUE_INIT };

static parse_node *each_element(parser *P, parse_var *q, parse_var *c, parse_var *i, bool down,
                                enum each_work work, ty_type *cls, int64_t from, lex_token *t)
{
    parse_node *f = parse_new_node(P, ND_FOR, t);
    parse_node *elem = parse_new_deref(P, parse_new_binary(P, ND_ADD, parse_var_node(P, q, t), parse_var_node(P, i, t), t), t);
    parse_node *one = work == EACH_VALUE_INIT     ? parse_value_init(P, elem, cls, t)
                      : work == EACH_DEFAULT_INIT ? parse_construct(P, elem, cls, NULL, 0, t)
                                                  : parse_destroy(P, elem, cls, t);
    if (down) {
        f->init = tstmt(P, tassign(P, parse_var_node(P, i, t), parse_var_node(P, c, t), t), t);
        f->cond = parse_new_binary(P, ND_NE, parse_var_node(P, i, t), parse_new_num(P, 0, P->B->ulong, t), t);
        parse_node *dec = parse_new_node(P, ND_PREDEC, t);
        dec->lhs = parse_var_node(P, i, t);
        dec->ty = P->B->ulong;
        dec->ival = 1;
        parse_node *blk = parse_new_node(P, ND_BLOCK, t);
        blk->body = tstmt(P, dec, t);
        blk->body->next = tstmt(P, one, t);
        f->then = blk;
    } else {
        f->init = tstmt(P, tassign(P, parse_var_node(P, i, t), parse_new_num(P, from, P->B->ulong, t), t), t);
        f->cond = parse_new_binary(P, ND_LT, parse_var_node(P, i, t), parse_var_node(P, c, t), t);
        parse_node *inc = parse_new_node(P, ND_PREINC, t);
        inc->lhs = parse_var_node(P, i, t);
        inc->ty = P->B->ulong;
        inc->ival = 1;
        f->inc = inc;
        f->then = tstmt(P, one, t);
    }
    return f;
}

parse_node *parse_default_init_array(parser *P, parse_node *obj, lex_token *t)
{
    ty_type *cls = obj->ty ? ty_unqual(obj->ty) : NULL;
    int64_t n = 1;
    while (cls && cls->kind == TY_ARRAY && cls->array_len >= 0) {
        n *= cls->array_len;
        cls = ty_unqual(cls->base);
    }
    if (!cls || cls == ty_unqual(obj->ty) || (cls->kind != TY_STRUCT && cls->kind != TY_UNION) ||
        !cls->has_ctor || n == 0)
        return NULL;
    /* ({ c = N; q = (CLS *)&OBJ; for (i = 0; i < c; i++) construct q[i]; }) */
    ty_type *pt = ty_ptr(P->arena, cls);
    parse_var *c = heap_temp(P, P->B->ulong, t), *q = heap_temp(P, pt, t), *i = heap_temp(P, P->B->ulong, t);
    parse_node *s1 = tstmt(P, tassign(P, parse_var_node(P, c, t), parse_new_num(P, n, P->B->ulong, t), t), t);
    parse_node *first = parse_new_cast(P, parse_new_unary_addr(P, obj, t), pt);
    parse_node *s2 = tstmt(P, tassign(P, parse_var_node(P, q, t), first, t), t);
    s1->next = s2;
    s2->next = each_element(P, q, c, i, false, EACH_DEFAULT_INIT, cls, 0, t);
    return parse_stmt_expr(P, s1, P->B->void_, t);
}

parse_node *parse_vla_elements(parser *P, parse_node *obj, bool destroy, lex_token *t)
{
    ty_type *cls = ty_unqual(obj->ty);
    while (cls->kind == TY_ARRAY)
        cls = ty_unqual(cls->base);
    if ((cls->kind != TY_STRUCT && cls->kind != TY_UNION) ||
        (destroy ? !parse_needs_destroy(cls) : !cls->has_ctor) || cls->size <= 0)
        return NULL;
    /* ({ c = sizeof OBJ / sizeof CLS; q = (CLS *)&OBJ; each q[i] }) */
    ty_type *pt = ty_ptr(P->arena, cls);
    parse_var *c = heap_temp(P, P->B->ulong, t), *q = heap_temp(P, pt, t), *i = heap_temp(P, P->B->ulong, t);
    parse_node *count = parse_new_binary(P, ND_DIV, vla_size(P, obj->ty, t),
                                         parse_new_num(P, cls->size, P->B->ulong, t), t);
    parse_node *s1 = tstmt(P, tassign(P, parse_var_node(P, c, t), count, t), t);
    parse_node *first = parse_new_cast(P, parse_new_unary_addr(P, obj, t), pt);
    parse_node *s2 = tstmt(P, tassign(P, parse_var_node(P, q, t), first, t), t);
    s1->next = s2;
    s2->next = each_element(P, q, c, i, destroy, destroy ? EACH_DESTROY : EACH_DEFAULT_INIT, cls, 0, t);
    return parse_stmt_expr(P, s1, P->B->void_, t);
}

/* The initialisers of new T[n]{e0, e1, ...} (P at the "{"), each element Q[I] initialised from
 * its own (copy-initialisation; a braced one constructs the element from its list), as
 * statements after CUR; the number of elements given. */
static int64_t new_array_elements(parser *P, parse_var *q, ty_type *cls, parse_node **cur,
                                  lex_token *t)
{
    int64_t n = 0;
    P->tok++;
    while (!lex_is(P->tok, "}") && P->tok->kind != TK_EOF) {
        lex_token *et = P->tok;
        parse_node *elem = parse_new_deref(P, parse_new_binary(P, ND_ADD, parse_var_node(P, q, t),
                                                               parse_new_num(P, n, P->B->long_, et), et), et);
        parse_node *init;
        if (lex_is(P->tok, "{") && cls->has_ctor) {
            P->tok++;
            parse_node *buf[32], **args = buf;
            int nargs = arg_list(P, &args, 32, "}", parse_init_list_elem(cls), cls);
            parse_expect(P, "}");
            parse_init_list_args(P, cls, args, &nargs, et);
            init = nargs ? parse_construct(P, elem, cls, args, nargs, et) : parse_value_init(P, elem, cls, et);
        } else {
            parse_node *v = lex_is(P->tok, "{") ? parse_initializer_expr(P, cls, P->tok) : parse_assign(P);
            init = copy_init(P, elem, cls, v, et);
        }
        *cur = (*cur)->next = tstmt(P, init, et);
        n++;
        if (!parse_consume(P, ","))
            break;
    }
    parse_expect(P, "}");
    return n;
}

/* The most placement arguments a new-expression takes here: new (a, b) T */
#define PARSE_MAX_PLACEMENT 8

/* Is A std::nothrow (an object of <new>'s std::nothrow_t), the placement argument of new
 * (std::nothrow) T, whose allocation gives a null pointer where there is no storage? */
static bool is_nothrow(const parse_node *a)
{
    ty_type *u = a->ty ? ty_unqual(a->ty->kind == TY_PTR && a->ty->is_ref ? a->ty->base : a->ty) : NULL;
    return u && u->kind == TY_STRUCT && u->tag &&
           (!strcmp(u->tag, "std::nothrow_t") || (u->in_std && !strcmp(u->tag, "nothrow_t")));
}

/* (q ? E : 0): E, made only where the storage at Q is there (new (std::nothrow) T, C++17
 * [expr.new] p16: a null pointer from a non-throwing allocation function is the result, with
 * no initialisation). */
static parse_node *if_storage(parser *P, parse_var *q, parse_node *e, lex_token *t)
{
    parse_node *c = parse_new_node(P, ND_COND, t);
    c->cond = parse_new_cast(P, parse_var_node(P, q, t), P->B->bool_);
    c->then = parse_then(P, e, parse_new_num(P, 0, P->B->int_, t), t);
    c->els = parse_new_num(P, 0, P->B->int_, t);
    c->ty = P->B->int_;
    return c;
}

/* The storage of new T (new T[n]: ARRAY) of SIZE bytes: CLS's own operator new (or new[]),
 * inherited or not, where it has one (C++17 [expr.new] p11), else the heap's malloc. With the
 * NPLACE placement arguments PLACE, new (PLACE...) T: operator new(size_t, PLACE...) of CLS's,
 * else of the global namespace's that the program declares; else, for one argument that is a
 * pointer, the storage it points to (<new>'s operator new(size_t, void *), which is the front
 * end's own); else an error. */
static parse_node *class_allocation(parser *P, ty_type *cls, parse_node *size, parse_node **place,
                                    int nplace, bool array, lex_token *t)
{
    const char *name = array ? "operator new[]" : "operator new";
    parse_func *set = cls && (cls->kind == TY_STRUCT || cls->kind == TY_UNION)
                      ? parse_find_method(cls, name, -1) : NULL;
    parse_node *args[PARSE_MAX_PLACEMENT + 1] = {size};
    for (int i = 0; i < nplace; i++)
        args[i + 1] = place[i];
    int n = nplace + 1;
    parse_func *f = set ? parse_pick(P, set, NULL, NULL, NULL, args, n, t, name, nplace > 0) : NULL;
    if (f)
        return parse_call(P, f, NULL, args, n, t);
    if (!nplace) {
        P->global_news++;
        return heap_call(P, "malloc", &size, 1, t);
    }
    /* the global namespace's that the program declares (C++17 [expr.new] p11: a class's own
       hide them; cudarepl takes the storage a pointer gives then too, as before) */
    parse_sym *gs = set ? NULL : parse_scope_sym(P, parse_global_scope(P), name, (int)strlen(name));
    f = gs && gs->func ? parse_pick(P, gs->func, NULL, NULL, NULL, args, n, t, name, true) : NULL;
    if (f)
        return parse_call(P, f, NULL, args, n, t);
    bool storage = nplace == 1 && place[0]->ty && ty_is_ptr(place[0]->ty) &&
                   !(place[0]->ty->kind == TY_PTR && place[0]->ty->is_ref);
    if (storage)
        return place[0];
    if (nplace == 1 && is_nothrow(place[0])) /* <new>'s operator new(size_t, const nothrow_t &) */
        return heap_call(P, "malloc", &size, 1, t);
    if (gs && gs->func) /* (none takes the arguments: said as a call's candidates are) */
        parse_pick(P, gs->func, NULL, NULL, NULL, args, n, t, name, false);
    else {
        sess_buf b = {0};
        sess_buf_printf(&b, "%s(unsigned long", name);
        for (int i = 0; i < nplace; i++)
            sess_buf_printf(&b, ", %s", place[i]->ty ? ty_str(P->arena, place[i]->ty) : "?");
        sess_buf_puts(&b, ")");
        parse_error(P, t, "no matching function for call to '%s': a new-expression's placement "
                    "arguments are an operator new's after the size (C++17 [expr.new]), and none "
                    "is declared; a pointer alone gives storage (<new>'s operator new(size_t, "
                    "void *))", b.p);
        sess_buf_free(&b);
    }
    return parse_failed(heap_call(P, "malloc", &size, 1, t));
}

/* The release of the storage at ARG (a void *) of a CLS object (ARRAY: objects): CLS's own
 * operator delete (or delete[]) where it has one, else the heap's free. (The size an array's
 * operator delete[](void *, size_t) is given is not kept: 0.) */
static parse_node *class_deallocation(parser *P, ty_type *cls, parse_node *arg, bool array,
                                      lex_token *t)
{
    const char *name = array ? "operator delete[]" : "operator delete";
    parse_func *set = cls && (cls->kind == TY_STRUCT || cls->kind == TY_UNION)
                      ? parse_find_method(cls, name, -1) : NULL;
    parse_func *f = set ? parse_pick(P, set, NULL, NULL, NULL, &arg, 1, t, name, true) : NULL;
    if (f || !set)
        return f ? parse_call(P, f, NULL, &arg, 1, t) : heap_call(P, "free", &arg, 1, t);
    /* operator delete(void *, std::size_t): the object's size too (C++17 [class.free] p4) */
    parse_node *args[2] = {arg, parse_new_num(P, array || cls->size <= 0 ? 0 : cls->size, P->B->ulong, t)};
    f = parse_pick(P, set, NULL, NULL, NULL, args, 2, t, name, false);
    return f ? parse_call(P, f, NULL, args, 2, t) : heap_call(P, "free", &arg, 1, t);
}

/* ({ c = N; q = (T *)((char *)malloc(c * sizeof(T) + cookie) + cookie); [*(size_t *)(q - 16) = c;]
 *    for each element: construct it; q; }); LIST: P is at new T[n]{...}'s braced list, whose
 *    elements initialise the first elements (the rest are value-initialised) */
static parse_node *new_class_array(parser *P, ty_type *cls, parse_node *count, bool value,
                                   bool list, bool nothrow, lex_token *t)
{
    bool cookie = parse_needs_destroy(cls);
    ty_type *pt = ty_ptr(P->arena, cls);
    parse_var *c = heap_temp(P, P->B->ulong, t), *q = heap_temp(P, pt, t), *i = heap_temp(P, P->B->ulong, t);
    parse_node head = {0}, *cur = &head;
    cur = cur->next = tstmt(P, tassign(P, parse_var_node(P, c, t), count, t), t);
    parse_node *size = parse_new_binary(P, ND_MUL, parse_var_node(P, c, t),
                                        parse_new_num(P, cls->size > 0 ? cls->size : 1, P->B->ulong, t), t);
    size = parse_new_binary(P, ND_ADD, size, parse_new_num(P, cookie ? 16 : 0, P->B->ulong, t), t);
    parse_node *mem = class_allocation(P, cls, size, NULL, 0, true, t);
    parse_node *held = NULL; /* nothrow: the rest, done where there is storage */
    if (nothrow) { /* q = malloc(...); if (q) { q += cookie; ... } */
        cur = cur->next = tstmt(P, tassign(P, parse_var_node(P, q, t), mem, t), t);
        held = cur;
        mem = parse_var_node(P, q, t);
    }
    cur = cur->next = tstmt(P, tassign(P, parse_var_node(P, q, t), byte_offset(P, mem, cookie ? 16 : 0, t), t), t);
    if (cookie) {
        parse_node *slot = parse_new_cast(P, byte_offset(P, parse_var_node(P, q, t), -16, t), ty_ptr(P->arena, P->B->ulong));
        cur = cur->next = tstmt(P, tassign(P, parse_new_deref(P, slot, t), parse_var_node(P, c, t), t), t);
    }
    int64_t given = list ? new_array_elements(P, q, cls, &cur, t) : 0, n;
    bool all_given = list && parse_eval_const(count, &n) && n <= given; /* (no default
                                                                constructor needed: none left) */
    if ((cls->has_ctor || value || list) && !all_given)
        cur = cur->next = each_element(P, q, c, i, false, value || list ? EACH_VALUE_INIT : EACH_DEFAULT_INIT,
                                       cls, given, t);
    if (held) {
        parse_node *then = parse_new_node(P, ND_BLOCK, t);
        then->body = held->next;
        parse_node *ifn = parse_new_node(P, ND_IF, t);
        ifn->cond = parse_new_binary(P, ND_NE, parse_var_node(P, q, t), parse_new_num(P, 0, P->B->long_, t), t);
        ifn->then = then;
        held->next = ifn;
        cur = ifn;
    }
    cur = cur->next = tstmt(P, parse_var_node(P, q, t), t);
    return parse_stmt_expr(P, head.next, pt, t);
}

/* ({ q = P; if (q) { c = cookie; destroy each element, the last first; free(cookie's address); } }) */
static parse_node *delete_class_array(parser *P, parse_node *p, ty_type *cls, lex_token *t)
{
    ty_type *pt = ty_ptr(P->arena, cls);
    parse_var *c = heap_temp(P, P->B->ulong, t), *q = heap_temp(P, pt, t), *i = heap_temp(P, P->B->ulong, t);
    parse_node *s1 = tstmt(P, tassign(P, parse_var_node(P, q, t), p, t), t);
    parse_node *slot = parse_new_cast(P, byte_offset(P, parse_var_node(P, q, t), -16, t), ty_ptr(P->arena, P->B->ulong));
    parse_node *b1 = tstmt(P, tassign(P, parse_var_node(P, c, t), parse_new_deref(P, slot, t), t), t);
    parse_node *b2 = each_element(P, q, c, i, true, EACH_DESTROY, cls, 0, t);
    parse_node *arg = parse_new_cast(P, byte_offset(P, parse_var_node(P, q, t), -16, t), ty_ptr(P->arena, P->B->void_));
    parse_node *b3 = tstmt(P, class_deallocation(P, cls, arg, true, t), t);
    b1->next = b2;
    b2->next = b3;
    parse_node *then = parse_new_node(P, ND_BLOCK, t);
    then->body = b1;
    parse_node *ifn = parse_new_node(P, ND_IF, t);
    ifn->cond = parse_new_binary(P, ND_NE, parse_var_node(P, q, t), parse_new_num(P, 0, P->B->long_, t), t);
    ifn->then = then;
    s1->next = ifn;
    return parse_stmt_expr(P, s1, P->B->void_, t);
}

/* new = "new" type ("[" expr "]")? ("(" args ")" | "{" args "}")?: the device heap (CUDA C++
 * Programming Guide §5.3.7.4, malloc() and free(): new and delete use the same heap), then the
 * constructor. */
static parse_node *new_expr(parser *P)
{
    lex_token *t = P->tok++;
    /* new (p) T(args): placement, in storage P gives; new (a, b) T: operator new(size_t, A, B)'s */
    parse_node *place[PARSE_MAX_PLACEMENT];
    int nplace = 0;
    if (lex_is(P->tok, "(") && !parse_is_typename(P, P->tok + 1)) {
        P->tok++;
        do {
            parse_node *a = parse_rvalue(P, parse_assign(P));
            if (nplace < PARSE_MAX_PLACEMENT)
                place[nplace++] = a;
            else
                parse_error(P, a->tok, "more than %d placement arguments", PARSE_MAX_PLACEMENT);
        } while (parse_consume(P, ","));
        parse_expect(P, ")");
    }
    bool paren_type = parse_consume(P, "(");
    ty_type *ty = paren_type ? parse_typename(P) : parse_simple_type(P);
    if (paren_type)
        parse_expect(P, ")");
    if (!ty)
        ty = P->B->int_;
    while (!paren_type && lex_is(P->tok, "*")) {
        P->tok++;
        ty = ty_ptr(P->arena, ty);
    }
    parse_node *count = NULL;
    if (parse_consume(P, "[")) {
        count = parse_rvalue(P, parse_expr(P));
        parse_expect(P, "]");
        /* new T[n][2][3]: n arrays of T[2][3], a pointer to T[2][3] (the later bounds are
         * constants: C++17 [expr.new]/6) */
        int64_t dims[8];
        int nd = 0;
        while (lex_is(P->tok, "[")) {
            lex_token *at = P->tok++;
            parse_node *e = parse_rvalue(P, parse_assign(P));
            parse_expect(P, "]");
            int64_t v = 0;
            if (!e->ty || !ty_is_integer(e->ty) || !parse_eval_const(e, &v) || v <= 0) {
                parse_error(P, at, "array bound in a new-expression after the first must be a "
                            "positive constant (C++17 [expr.new])");
                v = 1;
            }
            if (nd < 8)
                dims[nd++] = v;
        }
        ty_type *el = ty_unqual(ty);
        if (nd && (el->kind == TY_STRUCT || el->kind == TY_UNION) &&
            (el->has_ctor || parse_needs_destroy(el)))
            parse_error(P, t, "new of a multidimensional array of a class with a constructor or "
                        "destructor is not supported yet: allocate T[n * m] and index it");
        while (nd > 0)
            ty = ty_array(P->arena, ty, (int)dims[--nd]);
    }
    parse_node *buf[32], **args = buf;
    int nargs = 0;
    bool has_init = lex_is(P->tok, "(") || lex_is(P->tok, "{");
    bool paren = lex_is(P->tok, "(");
    parse_complete_type(P, ty);
    ty_type *cu0 = ty_unqual(ty);
    parse_node *aggregate = NULL; /* new S{1, 2} of an aggregate: its value */
    bool class_array = count && (cu0->kind == TY_STRUCT || cu0->kind == TY_UNION) &&
                       (cu0->has_ctor || parse_needs_destroy(cu0)) && P->fn;
    if (class_array && paren) { /* new T[n](): value-initialised */
        P->tok++;
        parse_expect(P, ")");
    }
    bool nothrow = nplace == 1 && is_nothrow(place[0]);
    if (class_array)
        return new_class_array(P, cu0, parse_new_cast(P, count, P->B->ulong), paren,
                               lex_is(P->tok, "{"), nothrow, t);
    if (!count && lex_is(P->tok, "{") && (cu0->kind == TY_STRUCT || cu0->kind == TY_UNION) &&
        !cu0->has_ctor) {
        aggregate = parse_initializer_expr(P, ty, P->tok);
    } else if (has_init) {
        const char *close = lex_is(P->tok, "(") ? ")" : "}";
        P->tok++;
        nargs = arg_list(P, &args, 32, close,
                         *close != '}' ? NULL : count ? cu0 : parse_init_list_elem(cu0), /* new T[n]{{..}} */
                         cu0->kind == TY_STRUCT && cu0->has_ctor ? cu0 : NULL);
        parse_expect(P, close);
        if (*close == '}' && !count)
            parse_init_list_args(P, cu0, args, &nargs, t); /* new std::vector<int>{1, 2, 3} */
    }
    parse_node *size = parse_new_num(P, ty->size > 0 ? ty->size : 1, P->B->ulong, t);
    if (count)
        size = parse_new_binary(P, ND_MUL, parse_new_cast(P, count, P->B->ulong), size, t);
    /* new T[n]() of scalars or plain structs: value-initialised, zeros (the size is held in a
     * temporary for memset) */
    bool zero = count && has_init && !aggregate; /* (new T[n]{a, b}: the rest are zeros) */
    parse_node *zsize = NULL;
    if (zero && nplace) {
        zsize = size; /* new (p) T(): no malloc to share the size with */
    } else if (zero) {
        parse_node *held = parse_materialise(P, size);
        zsize = parse_new_node(P, ND_VAR, t);
        zsize->var = held->var;
        zsize->ty = held->var->ty;
        size = held;
    }
    parse_node *mem = class_allocation(P, cu0, size, place, nplace, count != NULL, t);
    parse_node *p = parse_new_cast(P, mem, ty_ptr(P->arena, ty));
    ty_type *cu = ty_unqual(ty);
    bool construct = !count && ((cu->kind == TY_STRUCT || cu->kind == TY_UNION) && cu->has_ctor);
    if (!count && paren && nargs > 0 && parse_paren_aggregate(P, NULL, cu) &&
        !(nargs == 1 && args[0]->ty && ty_unqual(args[0]->ty->kind == TY_PTR && args[0]->ty->is_ref
                                                 ? args[0]->ty->base : args[0]->ty) == cu))
        construct = true; /* new T(a, b) of an aggregate (emplace_back's placement new) */
    if (zero) {
        parse_node *q = parse_materialise(P, p);
        parse_node *qv = parse_new_node(P, ND_VAR, t);
        qv->var = q->var;
        qv->ty = q->var->ty;
        parse_node *ms[3] = {qv, parse_new_num(P, 0, P->B->int_, t), zsize};
        parse_node *c1 = heap_call(P, "memset", ms, 3, t);
        for (int i = 0; i < nargs; i++) { /* new int[3]{4, 5, 6}: the elements given */
            parse_node *at = parse_new_binary(P, ND_ADD, parse_var_node(P, q->var, t),
                                              parse_new_num(P, i, P->B->long_, t), t);
            parse_node *el = parse_new_node(P, ND_ASSIGN, t);
            el->lhs = parse_new_deref(P, at, t);
            el->rhs = parse_assign_conv(P, args[i], cu, "new-initializer");
            el->ty = cu;
            c1 = parse_then(P, c1, el, t);
        }
        c1 = parse_then(P, q, nothrow ? if_storage(P, q->var, c1, t) : c1, t);
        parse_node *c2 = parse_new_node(P, ND_COMMA, t);
        c2->lhs = c1;
        c2->rhs = parse_new_node(P, ND_VAR, t);
        c2->rhs->var = q->var;
        c2->rhs->ty = q->var->ty;
        c2->ty = q->var->ty;
        return c2;
    }
    if (!construct && !(has_init && !count))
        return p;
    /* ({ T *q = malloc(...); construct *q; q; }) as a comma expression over a temporary */
    parse_node *q = parse_materialise(P, p); /* the new pointer, held in a temporary */
    parse_node *qv = parse_new_node(P, ND_VAR, t);
    qv->var = q->var;
    qv->ty = q->var->ty;
    parse_node *obj = parse_new_deref(P, qv, t);
    bool is_class = cu->kind == TY_STRUCT || cu->kind == TY_UNION;
    parse_node *init = is_class && has_init && !nargs && !aggregate ? parse_value_init(P, obj, cu, t)
                       : construct ? parse_construct(P, obj, cu, args, nargs, t) : NULL;
    if (paren)
        parse_paren_order(init);
    if (!init && nargs == 1 && !aggregate && args[0]->ty && (cu->kind == TY_STRUCT) &&
        ty_unqual(args[0]->ty->kind == TY_PTR && args[0]->ty->is_ref ? args[0]->ty->base : args[0]->ty) == cu)
        init = parse_copy(P, obj, args[0], cu, true, t); /* new T(other): a copy */
    if (!init) {
        init = parse_new_node(P, ND_ASSIGN, t);
        init->lhs = obj;
        init->rhs = aggregate ? aggregate
                    : nargs ? parse_assign_conv(P, args[0], cu, "new-initializer")
                    : parse_new_cast(P, parse_new_num(P, 0, P->B->int_, t), cu);
        init->ty = cu;
    }
    parse_node *c1 = parse_new_node(P, ND_COMMA, t);
    c1->lhs = q;
    c1->rhs = nothrow ? if_storage(P, q->var, init, t) : init;
    c1->ty = c1->rhs->ty;
    parse_node *vn = parse_new_node(P, ND_VAR, t);
    vn->var = q->var;
    vn->ty = q->var->ty;
    parse_node *c2 = parse_new_node(P, ND_COMMA, t);
    c2->lhs = c1;
    c2->rhs = vn;
    c2->ty = vn->ty;
    return c2;
}

/* delete = "delete" ("[" "]")? cast: the destructor (of one object), then the heap's free */
parse_node *parse_delete_expr(parser *P)
{
    lex_token *t = P->tok++;
    bool array = lex_is(P->tok, "[") && lex_is(P->tok + 1, "]");
    if (array)
        P->tok += 2;
    parse_node *p = parse_rvalue(P, cast_expr(P));
    if (!p->ty || p->ty->kind != TY_PTR) {
        parse_error(P, t, "cannot delete a value of type '%s'", p->ty ? ty_str(P->arena, p->ty) : "?");
        return p;
    }
    parse_complete_type(P, p->ty->base);
    ty_type *cu = ty_unqual(p->ty->base);
    if (array && parse_needs_destroy(cu) && P->fn)
        return delete_class_array(P, p, cu, t);
    parse_node *arg = parse_new_cast(P, p, ty_ptr(P->arena, P->B->void_));
    parse_node *fr = class_deallocation(P, cu, arg, array, t);
    if (array || !parse_needs_destroy(cu))
        return fr;
    /* the object's destruction, then its memory's release; neither for a null pointer
     * (C++17 [expr.delete]), the operand evaluated once */
    if (!P->fn)
        return fr;
    parse_var *tmp = parse_temp(P, p->ty, "<deleted>", t);
    parse_node *set = tassign(P, parse_var_node(P, tmp, t), p, t);
    parse_node *c = parse_new_node(P, ND_COMMA, t);
    c->lhs = parse_destroy_dynamic(P, parse_new_deref(P, parse_var_node(P, tmp, t), t), cu, t);
    arg = parse_new_cast(P, parse_var_node(P, tmp, t), ty_ptr(P->arena, P->B->void_));
    if (cu->class_id) {
        /* a polymorphic class: the pointer may be to a later base's subobject (multiple
         * inheritance), whose object starts before it; its dynamic type says where, before
         * the destructors run (each sets the dynamic type to its own class: [class.cdtor] p4) */
        parse_node *self = parse_var_node(P, tmp, t);
        parse_node *where = parse_call(P, parse_object_address(P, cu, t), NULL, &self, 1, t);
        parse_var *obj = parse_temp(P, where->ty, "<object>", t);
        c->lhs = parse_then(P, tassign(P, parse_var_node(P, obj, t), where, t), c->lhs, t);
        arg = parse_var_node(P, obj, t);
    }
    c->rhs = class_deallocation(P, cu, arg, false, t);
    c->ty = c->rhs->ty;
    parse_node *cond = parse_new_node(P, ND_COND, t);
    cond->cond = parse_new_cast(P, set, P->B->bool_);
    cond->then = c;
    cond->els = parse_new_cast(P, parse_new_num(P, 0, P->B->int_, t), c->ty);
    cond->ty = c->ty;
    return cond;
}

/* Does a class type with constructors (or a braced temporary T{...}) start here? */
/* The keywords that start a simple type (int(x), unsigned{}, ...). */
static bool type_keyword(const lex_token *t)
{
    switch (t->kw) {
    case KW_INT: case KW_UNSIGNED: case KW_SIGNED: case KW_FLOAT: case KW_DOUBLE: case KW_CHAR:
    case KW_SHORT: case KW_LONG: case KW_BOOL: case KW_BOOL_C: case KW_VOID: case KW_DECLTYPE:
    case KW_TYPENAME: /* typename C<T>::type(args): a dependent type's temporary or conversion */
        return true;
    default:
        return false;
    }
}

/* T(...) or T{...} for a type T (possibly qualified, a template's instance): a class
 * temporary, a functional cast, a compound literal. A look ahead. */
/* Is TY an aggregate class (no constructor, not polymorphic) that T(a, b) initialises member by
 * member: C++20's aggregate initialisation from a parenthesised list ([dcl.init]/17.6.2.2),
 * which emplace_back and make_unique of an aggregate rely on (nvcc takes it with -std=c++20;
 * cudarepl does not tell the standards apart)? NAME, where given, is the name T was written
 * with: not so where a function or variable of that name hides the class (stat(path, &st)
 * beside struct stat). */
bool parse_paren_aggregate(parser *P, const lex_token *name, ty_type *ty)
{
    ty_type *cu = ty ? ty_unqual(ty) : NULL;
    if (!cu || (cu->kind != TY_STRUCT && cu->kind != TY_UNION) || cu->has_ctor || cu->class_id ||
        !ty_is_complete(cu))
        return false;
    parse_sym *s = name && name->kind == TK_IDENT ? parse_lookup(P, name->text, name->len) : NULL;
    return !(s && (s->func || s->var));
}

static bool class_temporary_start(parser *P)
{
    lex_token *t = P->tok;
    if (t->kw == KW_NONE ? !parse_is_typename(P, t) : !type_keyword(t))
        return false;
    lex_token *save = P->tok;
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    ty_type *ty = parse_simple_type(P);
    bool r = ty && !parse_quiet_failed(P, &pq) && (lex_is(P->tok, "{") ||
             (lex_is(P->tok, "(") && (ty_unqual(ty)->kind == TY_STRUCT || ty_unqual(ty)->kind == TY_UNION) &&
              (ty_unqual(ty)->has_ctor || ty_unqual(ty)->methods || lex_is(P->tok + 1, ")") ||
               (P->tok - 1 == t && parse_paren_aggregate(P, t, ty)))) ||
             (lex_is(P->tok, "(") && (ty_is_scalar(ty) || ty_is_void(ty) || ty_unqual(ty) == P->B->dim3)) ||
             (lex_is(P->tok, "::") && (P->tok + 1)->kind == TK_IDENT &&
              (ty_unqual(ty)->kind == TY_STRUCT || ty_unqual(ty)->kind == TY_UNION)));
    P->tok = save;
    parse_quiet_drop(P, &pq); /* a look ahead: what it said is dropped */
    return r;
}

/* The class or union that CLS::M names (a nested class, a member typedef), or NULL. */
static ty_type *nested_type(parser *P, ty_type *cls, lex_token *m)
{
    parse_sym *s = ty_unqual(cls)->scope ? parse_class_lookup(cls, m->text, m->len) : NULL;
    if ((!s || !s->type_def) && cls->tag) {
        char *q = sess_arena_printf(P->arena, "%s::%.*s", cls->tag, m->len, m->text);
        s = parse_lookup(P, q, (int)strlen(q));
    }
    ty_type *ty = s && s->type_def ? ty_unqual(s->type_def) : NULL;
    return ty && (ty->kind == TY_STRUCT || ty->kind == TY_UNION) ? ty : NULL;
}

/* C::E::e (P at the second "::"), E an enumeration that class CLS declares (M its name): the
 * enumerator e, named through its enumeration as C++11 [dcl.enum] allows for scoped and unscoped
 * ones alike; NULL, P unmoved, when M names no enumeration of CLS. */
static parse_node *nested_enumerator(parser *P, ty_type *cls, lex_token *m, lex_token *t)
{
    parse_sym *s = ty_unqual(cls)->scope ? parse_class_lookup(cls, m->text, m->len) : NULL;
    if ((!s || !s->type_def) && cls->tag) {
        char *q = sess_arena_printf(P->arena, "%s::%.*s", cls->tag, m->len, m->text);
        s = parse_lookup(P, q, (int)strlen(q));
    }
    ty_type *en = s && s->type_def ? ty_unqual(s->type_def) : NULL;
    if (!en || en->kind != TY_ENUM || !en->tag || (P->tok + 1)->kind != TK_IDENT)
        return NULL;
    lex_token *e = P->tok + 1;
    P->tok += 2;
    char *q = sess_arena_printf(P->arena, "%s::%.*s", en->tag, e->len, e->text);
    parse_sym *es = ty_unqual(cls)->scope ? parse_class_lookup(cls, q, (int)strlen(q)) : NULL;
    if (!es || es->enum_ty != en)
        es = parse_lookup(P, q, (int)strlen(q));
    if (es && es->enum_ty == en)
        return enumerator(P, es, t);
    parse_error(P, e, "no member named '%.*s' in '%s'", e->len, e->text, en->tag);
    return parse_new_num(P, 0, P->B->int_, t);
}

/* "(" [expr ("," expr)*] ")" after dim3 in device code, where dim3 is the built-in vector type:
 * dim3's constructor, the components left out 1 (CUDA C++ Programming Guide §5.4.2.3). */
parse_node *parse_dim3_ctor(parser *P, lex_token *t)
{
    P->tok++;
    parse_node *args[3];
    int n = 0;
    if (!lex_is(P->tok, ")"))
        do {
            parse_node *e = parse_rvalue(P, parse_assign(P));
            if (n < 3)
                args[n++] = e;
            else
                parse_error(P, e->tok, "dim3 has three components");
        } while (parse_consume(P, ","));
    parse_expect(P, ")");
    if (n == 1 && args[0]->ty && ty_unqual(args[0]->ty)->kind == TY_STRUCT &&
        ty_unqual(args[0]->ty)->size == P->B->dim3->size) {
        parse_node *c = parse_new_node(P, ND_CAST, t); /* dim3(uint3), dim3(dim3) */
        c->lhs = args[0];
        c->ty = P->B->dim3;
        return args[0]->ty == P->B->dim3 ? args[0] : c;
    }
    while (n < 3)
        args[n++] = parse_new_num(P, 1, P->B->uint, t);
    parse_node *r = parse_builtin_call(P, parse_builtin_find("make_uint3", 10), t, args, 3);
    r->ty = P->B->dim3;
    return r;
}

/* T(args) or T{args} for a class T: a temporary, constructed; T(x), T{x}, T(), T{} of a
 * scalar type: a conversion (or 0); T{...} of another type: as a compound literal. */
static parse_node *class_temporary_of(parser *P, lex_token *t, ty_type *ty);

static parse_node *class_temporary(parser *P)
{
    lex_token *t = P->tok;
    return class_temporary_of(P, t, parse_simple_type(P));
}

/* A class template named without arguments before ( or { in an expression (std::pair(1, 2.5),
 * ns::Box{3}): its name's token, for class template argument deduction; else NULL. */
static lex_token *ctad_expr_name(parser *P, lex_token *t)
{
    /* a member of the class whose member function this is hides a class template of its name
     * (a member function hash(x) beside std::hash) */
    ty_type *cls = P->init_cls ? P->init_cls : P->fn && P->fn->cls && !P->fn->is_lambda ? P->fn->cls : NULL;
    int off;
    if (cls && !P->ns_qualified && t->kind == TK_IDENT && !lex_is(t + 1, "::") &&
        (ty_find_member(cls, t->text, t->len, &off) || parse_find_method(cls, t->text, t->len)))
        return NULL;
    lex_token *first = t;
    while (t->kind == TK_IDENT && t->kw == KW_NONE && lex_is(t + 1, "::") && (t + 2)->kind == TK_IDENT)
        t += 2;
    if (t->kind != TK_IDENT || t->kw != KW_NONE || !(lex_is(t + 1, "(") || lex_is(t + 1, "{")))
        return NULL;
    if (t != first && parse_is_typename(P, first))
        return NULL; /* C::f(x): a member of class C (checking::is_empty beside std::is_empty) */
    parse_template *tm = parse_find_template(P, t);
    if (!tm || !tm->is_class || tm->is_alias)
        return NULL;
    parse_sym *s = parse_lookup(P, t->text, t->len);
    return s && s->type_def ? NULL : t; /* (an injected class name is the class) */
}

/* The operand of a functional cast to scalar type TY at T, T(...) or T{...}, up to CLOSE (not
 * taken): an expression, or a pack expansion of one element (int{args...} in a template), or
 * none (an empty pack too): 0, the value that T() and T{} initialise to (C++17 [expr.type.conv]
 * p2). *N: how many there were; more than one is g++'s error. */
static parse_node *scalar_cast_operand(parser *P, const char *close, ty_type *ty, lex_token *t,
                                       int *n)
{
    parse_node *e = NULL;
    *n = 0;
    while (!lex_is(P->tok, close) && P->tok->kind != TK_EOF) {
        parse_expansion x;
        for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
            lex_token *at = P->tok;
            parse_node *a = parse_assign(P);
            if (++*n == 1)
                e = a;
            else if (*n == 2 && *close == ')')
                parse_error(P, at, "expression list treated as compound expression in "
                            "functional cast");
            else if (*n == 2)
                parse_error(P, at, "too many initializers for '%s'", ty_str(P->arena, ty));
        }
        if (!parse_consume(P, ","))
            break;
    }
    return e ? e : parse_new_num(P, 0, P->B->int_, t);
}

/* ... T(args) after T's type is read (or deduced) */
static parse_node *class_temporary_of(parser *P, lex_token *t, ty_type *ty)
{
    ty_type *cu = ty_unqual(ty);
    while (lex_is(P->tok, "::")) { /* S<int>::member, A::Inner::member */
        if (P->tok[1].kw == KW_TEMPLATE && P->tok[2].kind == TK_IDENT)
            P->tok++; /* P::template f<T>(v): a member template of a dependent class */
        lex_token *m = P->tok + 1;
        P->tok += 2;
        ty_type *nested = lex_is(P->tok, "::") ? nested_type(P, cu, m) : NULL;
        if (nested) {
            cu = nested;
            continue;
        }
        parse_node *en = lex_is(P->tok, "::") ? nested_enumerator(P, cu, m, t) : NULL;
        if (en)
            return en;
        return class_scope_member(P, cu, m, t);
    }
    if (cu == P->B->dim3 && lex_is(P->tok, "("))
        return parse_dim3_ctor(P, t);
    bool is_class = (cu->kind == TY_STRUCT || cu->kind == TY_UNION) &&
                    (cu->has_ctor || lex_is(P->tok, "("));
    if (!is_class && (ty_is_scalar(ty) || ty_is_void(ty))) {
        /* int({7}): a braced list in parentheses is int{7}, as g++ takes it (warning, as it
         * does, that a list for a type that is not a class is not to be parenthesised) */
        lex_token *paren = lex_is(P->tok, "(") && lex_is(P->tok + 1, "{") && !ty_is_void(ty) ? P->tok++ : NULL;
        if (paren)
            parse_warn(P, paren, "list-initializer for non-class type must not be parenthesized");
        const char *close = lex_is(P->tok, "(") ? ")" : "}";
        P->tok++;
        lex_token *at = P->tok;
        int nops;
        parse_node *e = scalar_cast_operand(P, close, ty, t, &nops);
        if (*close == '}' && nops == 1)
            parse_check_narrowing(P, e, ty, at); /* int{u} */
        parse_expect(P, close);
        if (paren)
            parse_expect(P, ")");
        parse_node *cc = class_conversion(P, parse_rvalue(P, e), ty, t);
        if (cc)
            return cc; /* float(h): a class's conversion function */
        if (ty_is_void(ty)) { /* void(e): e, discarded (as glibc's C++ assert writes it) */
            parse_node *n = parse_new_node(P, ND_CAST, t);
            n->lhs = parse_rvalue(P, e);
            n->ty = P->B->void_;
            return n;
        }
        return parse_new_cast(P, parse_rvalue(P, e), ty);
    }
    if (!is_class && lex_is(P->tok, "{"))
        return parse_initializer_expr(P, ty, t);
    const char *close = lex_is(P->tok, "(") ? ")" : "}";
    P->tok++;
    parse_node *buf[32], **args = buf;
    int nargs = arg_list(P, &args, 32, close, *close == '}' ? parse_init_list_elem(cu) : NULL,
                         is_class && (cu->has_ctor || *close == ')') ? cu : NULL);
    parse_expect(P, close);
    if (*close == '}')
        parse_init_list_args(P, cu, args, &nargs, t); /* std::vector<int>{1, 2, 3} */
    parse_node *n = parse_construct_temporary(P, cu, args, nargs, t);
    if (*close == ')' && n->kind == ND_COMPOUND)
        parse_paren_order(n->init);
    return n;
}

parse_node **parse_arg_push(parser *P, parse_node **args, int *n, int *cap, parse_node *a)
{
    if (*n == *cap) {
        parse_node **more = sess_arena_alloc(P->arena, 2 * (size_t)*cap * sizeof *more);
        memcpy(more, args, (size_t)*n * sizeof *more);
        args = more;
        *cap *= 2;
    }
    args[(*n)++] = a;
    return args;
}

/* The arguments of a construction, up to CLOSE (not taken), into *ARGS (room for CAP, moved to
 * the arena when there are more), packs expanded; their count. ELEM: the element type of the
 * class's initializer_list constructor when the list is braced, which a braced element is a
 * value of ({{1, 2}, {3, 4}}). */
/* Arguments up to CLOSE: a braced one is an element of type ELEM (an initializer_list's) or,
 * without one, an argument of class CLS's constructors (when given) */
static int arg_list(parser *P, parse_node ***args, int cap, const char *close, ty_type *elem,
                    ty_type *cls)
{
    int n = 0;
    lex_token *at[32];
    while (!lex_is(P->tok, close) && P->tok->kind != TK_EOF) {
        parse_expansion x;
        for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
            if (n < 32)
                at[n] = P->tok;
            parse_node *a = !lex_is(P->tok, "{") ? parse_assign(P)
                            : elem ? parse_braced_value(P, elem)
                            : cls ? parse_braced_ctor_argument(P, cls, n) : parse_assign(P);
            *args = parse_arg_push(P, *args, &n, &cap, a);
        }
        if (!parse_consume(P, ","))
            break;
    }
    if (*close == '}' && n > 0 && n <= 32) { /* (a constructor's arguments: no narrowing) */
        P->braced_args.first = (*args)[0];
        P->braced_args.n = n;
        P->braced_args.at = sess_arena_alloc(P->arena, sizeof *at * (size_t)n);
        memcpy(P->braced_args.at, at, sizeof *at * (size_t)n);
    }
    return n;
}

/* {args} as a temporary of class CU (which has constructors): f({1, 2}), v = {1, 2}. */
parse_node *parse_braced_temporary(parser *P, ty_type *cu)
{
    lex_token *t = P->tok++;
    parse_node *buf[32], **args = buf;
    int nargs = arg_list(P, &args, 32, "}", parse_init_list_elem(cu), cu);
    parse_expect(P, "}");
    parse_init_list_args(P, cu, args, &nargs, t);
    return parse_construct_temporary(P, cu, args, nargs, t);
}

/* A temporary of class CU constructed from ARGS. */
parse_node *parse_construct_temporary(parser *P, ty_type *cu, parse_node **args, int nargs,
                                     lex_token *t)
{
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = "<temporary>";
    v->ty = cu;
    v->space = SP_LOCAL;
    v->addr_taken = true;
    v->tok = t;
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    }
    parse_node *vn = parse_new_node(P, ND_VAR, t);
    vn->var = v;
    vn->ty = cu;
    parse_node *n = parse_new_node(P, ND_COMPOUND, t);
    n->var = v;
    n->ty = cu;
    n->init = nargs ? parse_construct(P, vn, cu, args, nargs, t) : parse_value_init(P, vn, cu, t);
    if (P->fn) {
        parse_var *made = parse_track_temporary(P, v); /* destroyed at the full expression's end */
        if (made)
            n->init = mark_made(P, made, n->init, t);
    }
    return n;
}

/* Functional cast T(x), for T a simple type specifier or typedef name. */
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
        parse_node *f = fold(P);
        if (f)
            return f;
        P->tok++;
        int no_gt = P->no_gt;
        P->no_gt = 0;
        parse_node *n = parse_expr(P);
        P->no_gt = no_gt;
        parse_expect(P, ")");
        return n;
    }
    if (t->kind == TK_NUM) {
        P->tok++;
        ty_type *ty = num_type(P, t->numtype);
        if (ty_is_flonum(ty) && t->numtype == LEX_NUM_LDOUBLE && ty->kind == TY_LDOUBLE) {
            long double v = 0; /* (the literal's full value) */
            memcpy(&v, t->ldbits, sizeof v < sizeof t->ldbits ? sizeof v : sizeof t->ldbits);
            return new_fnum(P, v, ty, t);
        }
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
        if (t->char_width == 1 && t->str_len > 1) {
            /* 'ab': a multicharacter literal, an int of the characters' bytes, the last one
             * lowest, as g++ makes it (C++17 [lex.ccon] p2: conditionally-supported, its value
             * implementation-defined); more than four keep the last four */
            parse_warn(P, t, t->str_len > 4 ? "character constant too long for its type"
                                            : "multi-character character constant [-Wmultichar]");
            return parse_new_num(P, (int32_t)(uint32_t)v, P->B->int_, t);
        }
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
    if (lex_is(t, "[") && !lex_is(t + 1, "["))
        return parse_lambda_expr(P);
    if (t->kw == KW_NEW)
        return new_expr(P);
    if (t->kw == KW_OPERATOR && ((t + 1)->kw == KW_NEW || (t + 1)->kw == KW_DELETE)) {
        /* operator new(n), ::operator delete(p) (and their [] forms) called by name: the
         * storage functions new and delete use, the heap's malloc and free (C++17
         * [new.delete.single]; a program's replacement of them is not called here) */
        bool del = (t + 1)->kw == KW_DELETE;
        P->tok += 2;
        if (lex_is(P->tok, "[") && lex_is(P->tok + 1, "]"))
            P->tok += 2;
        parse_expect(P, "(");
        parse_node *arg = parse_assign(P);
        while (parse_consume(P, ",")) /* (a size, an alignment, std::nothrow: not needed) */
            parse_assign(P);
        parse_expect(P, ")");
        return heap_call(P, del ? "free" : "malloc", &arg, 1, t);
    }
    if (t->kw == KW_VA_ARG) { /* va_arg(ap, T) */
        P->tok++;
        parse_expect(P, "(");
        parse_node *n = parse_new_node(P, ND_VA_ARG, t);
        n->lhs = parse_assign(P);
        parse_expect(P, ",");
        n->ty = parse_typename(P);
        parse_expect(P, ")");
        if (!n->ty)
            n->ty = P->B->int_;
        if (parse_device_context(P))
            parse_error(P, t, "va_arg: device functions cannot be variadic (CUDA C++ Programming "
                        "Guide §5.3.10.4, Functions)");
        return n;
    }
    if (t->kw == KW_THIS) {
        P->tok++;
        parse_node *n = this_node(P, t);
        if (!n) {
            parse_error(P, t, "invalid use of 'this' outside of a non-static member function");
            return parse_new_num(P, 0, P->B->int_, t);
        }
        return n;
    }
    if (t->kind == TK_IDENT && t->kw == KW_NONE && lex_is(t + 1, "(") && parse_equal(t, "typeid"))
        return typeid_expr(P);
    if (t->kind == TK_IDENT && t->kw == KW_NONE && lex_is(t + 1, "<") && parse_equal(t, "dynamic_cast"))
        return dynamic_cast_expr(P);
    if (t->kw == KW_STATIC_CAST || t->kw == KW_REINTERPRET_CAST || t->kw == KW_CONST_CAST)
        return cxx_cast(P);
    lex_token *cn = t->kind == TK_IDENT ? ctad_expr_name(P, t) : NULL;
    ty_type *deduced = cn ? parse_ctad(P, parse_find_template(P, cn), cn, cn + 1) : NULL;
    if (deduced) { /* std::pair(1, 2.5): a temporary of the deduced instance */
        P->tok = cn + 1;
        return class_temporary_of(P, t, deduced);
    }
    if (t->kind == TK_IDENT && class_temporary_start(P))
        return class_temporary(P);
    if (t->kind == TK_IDENT && parse_builtin_type_start(P, t))
        return parse_builtin_type_expr(P); /* cuda::atomic_ref<T>(obj) */
    if (lex_is(t, "::") && (t + 1)->kind == TK_IDENT && lex_is(t + 2, "::")) {
        P->tok++; /* ::ns::name: namespaces are one (docs/cxx.md), so ns::name names it */
        return primary(P);
    }
    if (lex_is(t, "::") && (t + 1)->kind == TK_IDENT && !lex_is(t + 2, "::")) {
        P->tok++; /* ::name: the global namespace's name, not a member's or a local's */
        const char *was = P->global_name;
        P->global_name = P->tok->text;
        parse_node *n = primary(P);
        P->global_name = was;
        return n;
    }
    if (t->kind == TK_IDENT && P->fn && (parse_equal(t, "__func__") ||
                                         parse_equal(t, "__FUNCTION__") ||
                                         parse_equal(t, "__PRETTY_FUNCTION__"))) {
        /* the function's name, a static string (C++ [dcl.fct.def.general]) */
        P->tok++;
        const char *nm = parse_equal(t, "__PRETTY_FUNCTION__") && P->fn->pretty ? P->fn->pretty
                                                                                  : P->fn->name;
        parse_node *n = parse_new_node(P, ND_STR, t);
        n->str_len = (int)strlen(nm);
        n->str = sess_arena_strdup(P->arena, nm);
        n->ty = ty_array(P->arena, ty_qualified(P->arena, P->B->char_, true, false, false),
                         n->str_len + 1);
        return n;
    }
    const char *lit = t->kw == KW_OPERATOR ? parse_literal_operator(P, t + 1) : NULL;
    if (lit) { /* operator "" _km(1.5L): a user-defined literal (lex.c) or a call */
        lex_token *q = sess_arena_alloc(P->arena, sizeof *q);
        *q = *t;
        q->kw = KW_NONE;
        q->text = lit;
        q->len = (int)strlen(lit);
        P->tok += 3;
        if (!parse_lookup(P, q->text, q->len)) { /* (g++'s words) */
            lex_token *a = lex_is(P->tok, "(") ? P->tok + 1 : NULL;
            if (a && a->kind == TK_STR && a->char_width == 1)
                parse_error(P, t, "unable to find string literal operator '%s' with 'const char "
                            "[%d]', 'long unsigned int' arguments", lit, a->str_len + 1);
            else if (a && a->kind == TK_CHAR && a->char_width == 1)
                parse_error(P, t, "unable to find character literal operator '%s' with 'char' "
                            "argument", lit);
            else
                parse_error(P, t, "unable to find %sliteral operator '%s'",
                            a && a->kind == TK_NUM ? "numeric " : "", lit);
            if (a)
                parse_skip_balanced(P);
            return parse_new_num(P, 0, P->B->int_, t);
        }
        return ident_expr(P, q);
    }
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
    return parse_const_int_typed(P, v, NULL);
}

bool parse_const_int_typed(parser *P, int64_t *v, ty_type **ty)
{
    lex_token *t = P->tok;
    parse_node *n = parse_rvalue(P, parse_cond(P));
    if (ty)
        *ty = n->ty ? ty_unqual(n->ty) : P->B->int_;
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
        /* an expression with calls of constexpr functions */
        return parse_constexpr_eval(n, val);
    }
}
