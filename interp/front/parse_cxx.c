/* parse_cxx.c — C++'s choice of a function: overload resolution, member functions and
 * overloaded operators.
 *
 * A call names an overload set (the functions of one name in one scope, chained through
 * next_overload, plus the instances templates of that name can be deduced to). Each candidate's
 * implicit conversion sequences are ranked as C++ ranks them ([over.ics.rank], simplified to
 * the ranks exact match < promotion < conversion < user-defined < ellipsis), and the best
 * viable candidate is the one at least as good on every argument and better on one; a
 * non-template wins a tie against a template instance. Operators on class operands are calls
 * of `operator@`, a member of the left operand's class or a free function.
 */
#include <string.h>

#include "interp/front/parse_internal.h"

/* ---- Types ---------------------------------------------------------------------------- */

/* The same type, as overloading compares parameter types: top-level qualifiers aside,
 * qualifiers below a pointer or reference count. */
bool parse_same_type(ty_type *a, ty_type *b)
{
    if (!a || !b)
        return a == b;
    a = ty_unqual(a);
    b = ty_unqual(b);
    if (a == b)
        return true;
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case TY_PTR:
        if (a->is_ref != b->is_ref || a->base->is_const != b->base->is_const ||
            a->base->is_volatile != b->base->is_volatile)
            return false;
        return parse_same_type(a->base, b->base);
    case TY_ARRAY:
        return a->array_len == b->array_len && parse_same_type(a->base, b->base);
    case TY_FUNC: {
        if (!parse_same_type(a->base, b->base) || a->variadic != b->variadic)
            return false;
        ty_param *p = a->params, *q = b->params;
        for (; p && q; p = p->next, q = q->next)
            if (!parse_same_type(p->ty, q->ty))
                return false;
        return !p && !q;
    }
    case TY_STRUCT: case TY_UNION: case TY_ENUM:
        return false;
    default:
        return a->is_unsigned == b->is_unsigned && a->size == b->size &&
               (a->kind == b->kind || (ty_is_integer(a) && ty_is_integer(b) &&
                                       a->kind != TY_BOOL && b->kind != TY_BOOL &&
                                       a->kind != TY_CHAR && b->kind != TY_CHAR));
    }
}

bool parse_same_params(ty_type *a, ty_type *b)
{
    if (!a->has_proto || !b->has_proto)
        return true;
    ty_param *p = a->params, *q = b->params;
    for (; p && q; p = p->next, q = q->next)
        if (!parse_same_type(p->ty, q->ty))
            return false;
    return !p && !q && a->variadic == b->variadic;
}

/* Is D the class B or derived from it? */
static bool derives_from(ty_type *d, ty_type *b)
{
    for (d = ty_unqual(d); d; d = d->base_class ? ty_unqual(d->base_class) : NULL)
        if (d == ty_unqual(b))
            return true;
    return false;
}

/* ---- Ranking ---------------------------------------------------------------------------- */

enum { RANK_EXACT, RANK_PROMOTION, RANK_CONVERSION, RANK_USER, RANK_ELLIPSIS, RANK_NONE };

static bool is_promotion(ty_type *from, ty_type *to)
{
    from = ty_unqual(from);
    to = ty_unqual(to);
    if (to->kind == TY_DOUBLE && from->kind == TY_FLOAT)
        return true;
    if (to->kind == TY_INT && ty_is_integer(from) && from->size < 4)
        return true;
    if (to->kind == TY_INT && from->kind == TY_ENUM && from->size <= 4 && !from->is_unsigned)
        return true;
    return false;
}

/* The rank of the conversion of expression A to a parameter of type PT. */
static int conv_rank(parser *P, parse_node *a, ty_type *pt)
{
    ty_type *at = a->ty;
    if (!at)
        return RANK_NONE;
    if (at->kind == TY_PTR && at->is_ref)
        at = at->base; /* an expression of reference type is an lvalue of the referred type */
    if (pt->kind == TY_PTR && pt->is_ref) {
        ty_type *rt = pt->base;
        if (!rt->is_const && (!parse_is_lvalue(a) || at->is_const))
            return RANK_NONE; /* a non-const reference binds only to a modifiable lvalue */
        if (parse_same_type(at, rt) || (ty_unqual(at)->kind == TY_STRUCT &&
                                        ty_unqual(at) == ty_unqual(rt)))
            return RANK_EXACT;
        if ((ty_unqual(at)->kind == TY_STRUCT && derives_from(at, rt)))
            return RANK_CONVERSION;
        if (!rt->is_const)
            return RANK_NONE;
        return conv_rank(P, a, ty_unqual(rt));
    }
    ty_type *u = ty_unqual(at), *p = ty_unqual(pt);
    if (u->kind == TY_ARRAY)
        u = ty_ptr(P->arena, u->base);
    if (u->kind == TY_FUNC)
        u = ty_ptr(P->arena, u);
    if (ty_is_arith(u) && ty_is_arith(p)) {
        if (parse_same_type(u, p))
            return RANK_EXACT;
        if (u->kind == TY_ENUM && p->kind != TY_ENUM)
            return is_promotion(u, p) ? RANK_PROMOTION : RANK_CONVERSION;
        if (p->kind == TY_ENUM)
            return RANK_NONE;
        return is_promotion(u, p) ? RANK_PROMOTION : RANK_CONVERSION;
    }
    if (p->kind == TY_PTR) {
        if (u->kind == TY_NULLPTR || parse_is_null_ptr_const(a))
            return RANK_CONVERSION;
        if (u->kind != TY_PTR)
            return RANK_NONE;
        if (u->base->is_const && !p->base->is_const)
            return RANK_NONE;
        if (parse_same_type(ty_unqual(u->base), ty_unqual(p->base)) ||
            (ty_unqual(u->base)->kind == TY_STRUCT && ty_unqual(u->base) == ty_unqual(p->base)))
            return RANK_EXACT;
        if (ty_unqual(p->base)->kind == TY_VOID)
            return RANK_CONVERSION;
        if (ty_unqual(u->base)->kind == TY_STRUCT && derives_from(u->base, p->base))
            return RANK_CONVERSION;
        if (ty_compatible(u->base, p->base))
            return RANK_CONVERSION; /* C's compatible types (typedef spellings) */
        return RANK_NONE;
    }
    if (p->kind == TY_BOOL && (u->kind == TY_PTR || u->kind == TY_NULLPTR))
        return RANK_CONVERSION;
    if (p->kind == TY_STRUCT || p->kind == TY_UNION) {
        if (u == p || (u->kind == TY_STRUCT && ty_unqual(u) == p))
            return RANK_EXACT;
        if (u->kind == TY_STRUCT && derives_from(u, p))
            return RANK_CONVERSION;
        if (p->has_ctor && parse_find_method(p, p->tag ? p->tag : "", -1))
            return RANK_USER; /* a converting constructor may take it (checked at the call) */
        return RANK_NONE;
    }
    return RANK_NONE;
}

static int min_args(parse_func *f)
{
    int n = 0;
    for (ty_param *p = f->ty->params; p && !p->def; p = p->next)
        n++;
    return n;
}

static int max_args(parse_func *f)
{
    if (f->ty->variadic || !f->ty->has_proto)
        return 1 << 20;
    int n = 0;
    for (ty_param *p = f->ty->params; p; p = p->next)
        n++;
    return n;
}

/* Ranks of candidate F for (OBJ,) ARGS in R[0..nargs] (R[0]: the implicit object); false when
 * it is not viable. */
static bool rank_candidate(parser *P, parse_func *f, parse_node *obj, parse_node **args,
                           int nargs, int *r)
{
    if (nargs < min_args(f) || nargs > max_args(f))
        return false;
    r[0] = RANK_EXACT;
    if (obj && f->cls && !f->is_static_member && !f->is_ctor) {
        ty_type *ot = obj->ty && obj->ty->kind == TY_PTR && obj->ty->is_ref ? obj->ty->base : obj->ty;
        if (ot && ot->is_const && !f->is_const_method)
            return false;
        r[0] = ot && !ot->is_const && f->is_const_method ? RANK_PROMOTION : RANK_EXACT;
    }
    ty_param *p = f->ty->params;
    for (int i = 0; i < nargs; i++) {
        if (!p) {
            r[i + 1] = RANK_ELLIPSIS;
            continue;
        }
        r[i + 1] = conv_rank(P, args[i], p->ty);
        if (r[i + 1] == RANK_NONE)
            return false;
        p = p->next;
    }
    return true;
}

/* -1: A is better, 1: B is better, 0: neither. */
static int compare(const int *a, const int *b, int n)
{
    bool a_better = false, b_better = false;
    for (int i = 0; i <= n; i++) {
        if (a[i] < b[i])
            a_better = true;
        else if (b[i] < a[i])
            b_better = true;
    }
    if (a_better && !b_better)
        return -1;
    if (b_better && !a_better)
        return 1;
    return 0;
}

static void describe_args(parser *P, parse_node **args, int nargs, sess_buf *b)
{
    sess_buf_putc(b, '(');
    for (int i = 0; i < nargs; i++) {
        if (i)
            sess_buf_puts(b, ", ");
        ty_type *t = args[i]->ty;
        if (t && t->kind == TY_PTR && t->is_ref)
            t = t->base;
        sess_buf_puts(b, t ? ty_str(P->arena, t) : "?");
    }
    sess_buf_putc(b, ')');
}

/* The best of the candidates SET (overloads) and instances of the templates TMPLS for the
 * call; NULL (with a diagnostic naming the call WHAT, unless QUIET) when none is viable or
 * the call is ambiguous. */
parse_func *parse_pick(parser *P, parse_func *set, struct parse_template *tmpls,
                       const parse_targs *explicit_args, parse_node *obj, parse_node **args,
                       int nargs, lex_token *t, const char *what, bool quiet)
{
    enum { MAXC = 64 };
    parse_func *cand[MAXC];
    bool from_tmpl[MAXC];
    int nc = 0;
    for (parse_func *f = set; f && nc < MAXC; f = f->next_overload) {
        if (explicit_args)
            break; /* f<...>(...) names templates only */
        from_tmpl[nc] = false;
        cand[nc++] = f;
    }
    for (struct parse_template *tm = tmpls; tm && nc < MAXC; tm = tm->next) {
        parse_func *f = parse_template_deduce(P, tm, explicit_args, obj, args, nargs);
        if (f) {
            from_tmpl[nc] = true;
            cand[nc++] = f;
        }
    }
    int *ranks = sess_arena_alloc(P->arena, sizeof(int) * (size_t)(nargs + 1) * MAXC);
    int best = -1, nviable = 0;
    bool ambiguous = false;
    for (int i = 0; i < nc; i++) {
        int *r = ranks + (size_t)i * (size_t)(nargs + 1);
        if (!rank_candidate(P, cand[i], obj, args, nargs, r))
            continue;
        nviable++;
        if (best < 0) {
            best = i;
            continue;
        }
        int c = compare(r, ranks + (size_t)best * (size_t)(nargs + 1), nargs);
        if (c == 0 && from_tmpl[i] != from_tmpl[best])
            c = from_tmpl[i] ? 1 : -1; /* a non-template is better than a template */
        if (c < 0) {
            best = i;
            ambiguous = false;
        } else if (c == 0) {
            ambiguous = true;
        }
    }
    if (best >= 0 && ambiguous) {
        /* ambiguous only if no candidate beats every other one */
        int *rb = ranks + (size_t)best * (size_t)(nargs + 1);
        ambiguous = false;
        for (int i = 0; i < nc; i++) {
            int *r = ranks + (size_t)i * (size_t)(nargs + 1);
            if (i == best || !rank_candidate(P, cand[i], obj, args, nargs, r))
                continue;
            int c = compare(rb, r, nargs);
            if (c == 0 && from_tmpl[i] != from_tmpl[best])
                c = from_tmpl[best] ? 1 : -1;
            if (c >= 0)
                ambiguous = true;
        }
    }
    if (best >= 0 && !ambiguous) {
        parse_func *f = cand[best];
        if (from_tmpl[best])
            f = parse_template_finish(P, f);
        return f;
    }
    if (quiet)
        return NULL;
    sess_buf b = {0};
    describe_args(P, args, nargs, &b);
    if (best >= 0)
        parse_error(P, t, "call to '%s' is ambiguous: %s", what, b.p);
    else if (nc == 0)
        parse_error(P, t, "no matching function for call to '%s%s'", what, b.p);
    else
        parse_error(P, t, "no matching function for call to '%s%s'%s", what, b.p,
                    nviable ? "" : ": no candidate takes these arguments");
    for (int i = 0; i < nc && !ambiguous; i++)
        if (cand[i]->tok)
            parse_note(P, cand[i]->tok, "candidate: %s", cand[i]->pretty ? cand[i]->pretty : cand[i]->name);
    sess_buf_free(&b);
    return NULL;
}

/* ---- Members ---------------------------------------------------------------------------- */

/* The overload set NAME among the member functions of CLS and its bases (LEN < 0: strlen). */
parse_func *parse_find_method(ty_type *cls, const char *name, int len)
{
    if (len < 0)
        len = (int)strlen(name);
    for (ty_type *c = cls ? ty_unqual(cls) : NULL; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next)
            if ((int)strlen(m->name) == len && !memcmp(m->name, name, (size_t)len))
                return m->fn;
    return NULL;
}

static bool is_class(ty_type *t)
{
    if (t && t->kind == TY_PTR && t->is_ref)
        t = t->base;
    return t && (ty_unqual(t)->kind == TY_STRUCT || ty_unqual(t)->kind == TY_UNION) &&
           (ty_unqual(t)->methods || ty_unqual(t)->base_class || !ty_unqual(t)->vec_n);
}

/* `l OP r` (R NULL for a unary operator) as a call of a user's operator@, or NULL when no
 * operand is of class type or no operator@ takes them. */
parse_node *parse_operator(parser *P, const char *op, parse_node *l, parse_node *r, lex_token *t)
{
    if (!is_class(l->ty) && !(r && is_class(r->ty)))
        return NULL;
    char name[32];
    snprintf(name, sizeof name, "operator%s", op);
    parse_func *members = is_class(l->ty) ? parse_find_method(l->ty->is_ref ? l->ty->base : l->ty, name, -1) : NULL;
    parse_sym *s = parse_lookup(P, name, (int)strlen(name));
    parse_func *free_set = s ? s->func : NULL;
    struct parse_template *free_tmpl = s ? s->tmpl : NULL;
    if (!members && !free_set && !free_tmpl)
        return NULL;
    parse_node *args[2] = {l, r};
    parse_func *m = members ? parse_pick(P, members, NULL, NULL, l, args + 1, r ? 1 : 0, t, name, true) : NULL;
    parse_func *f = free_set || free_tmpl ? parse_pick(P, free_set, free_tmpl, NULL, NULL, args, r ? 2 : 1, t, name, true) : NULL;
    if (m && f)
        f = NULL; /* both viable: the member (they rarely coexist) */
    if (m)
        return parse_call(P, m, l, args + 1, r ? 1 : 0, t);
    if (f)
        return parse_call(P, f, NULL, args, r ? 2 : 1, t);
    return NULL;
}
