/* parse_cxx.c — C++'s choice of a function: overload resolution, member functions and
 * overloaded operators; access control; lambdas; virtual calls.
 *
 * A call names an overload set (the functions of one name in one scope, chained through
 * next_overload, plus the instances templates of that name can be deduced to). Each candidate's
 * implicit conversion sequences are ranked as C++ ranks them ([over.ics.rank], simplified to
 * the ranks exact match < promotion < conversion < user-defined < ellipsis), and the best
 * viable candidate is the one at least as good on every argument and better on one; a
 * non-template wins a tie against a template instance. Operators on class operands are calls
 * of `operator@`, a member of the left operand's class or a free function. A private or
 * protected member's use is checked against the function being parsed: its class (or one it
 * is nested in, or a lambda's enclosing one), the class's friends by name, derived classes.
 */
#include <ctype.h>
#include <string.h>

#include "interp/front/parse_internal.h"
#include "interp/session/guide.h"

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
        if (a->is_ref != b->is_ref || a->is_rref != b->is_rref || a->base->is_const != b->base->is_const ||
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
static bool derives_from(ty_type *d, ty_type *b);

bool parse_derives_from(ty_type *d, ty_type *b)
{
    ty_type *du = ty_unqual(d), *bu = ty_unqual(b);
    return (du->kind == TY_STRUCT || du->kind == TY_UNION) && du != bu && derives_from(d, b);
}

/* ---- Access control ------------------------------------------------------------------------ */

/* Is NAME (class KLASS, or a function not a member: MEMBER_OF NULL) a friend of OWNER? Or the
 * member function NAME of class MEMBER_OF (friend R ns::C::f(...);, C++17 [class.friend] p4)?
 * A class named with its qualifiers (friend class ns::C;) is that class only, a function
 * named with its namespace (friend void ns::f(int);) that namespace's (the function's HOME). */
static bool is_friend(const ty_type *owner, const char *name, const ty_type *member_of,
                      const ty_type *klass, const parse_scope *home)
{
    if (!name)
        return false;
    const char *last = strrchr(name, ':'); /* (a qualified friend: its last name) */
    last = last ? last + 1 : name;
    for (const ty_friend *f = owner->friends; f; f = f->next)
        if ((!strcmp(f->name, name) || !strcmp(f->name, last)) &&
            (member_of ? f->cls && ty_unqual(f->cls) == member_of : !f->cls) &&
            (!f->klass || ty_unqual(f->klass) == klass) && (!f->home || !home || f->home == home) &&
            /* a class declared later in the friend's namespace: one of that namespace */
            (!f->is_class || f->klass || !f->home || !klass ||
             (klass->home == f->home && !klass->outer) || klass->tmpl_of))
            return true;
    return false;
}

static int base_offset(ty_type *c, ty_type *b, int depth);

/* May code of class CTX (its member functions, or a class nested in it) use a member of OWNER
 * with ACCESS? */
static bool class_may(ty_type *ctx, ty_type *owner, int access)
{
    for (int guard = 0; ctx && guard < 16; guard++) {
        ctx = ty_unqual(ctx);
        if (ctx == owner || (access == TY_PROTECTED && base_offset(ctx, owner, 0) >= 0) ||
            is_friend(owner, ctx->cname ? ctx->cname : ctx->tag, NULL, ctx, NULL))
            return true;
        ctx = ctx->scope ? parse_scope_class(parse_scope_up(ctx->scope)) : NULL; /* enclosing */
    }
    return false;
}

/* Access as a member of a derived class: none (a private member of a base) */
enum { NO_ACCESS = TY_PRIVATE + 1 };

static bool is_base_member(const ty_member *m);

/* May the function being parsed use what has ACCESS as a member of CLS? */
static bool context_may(parser *P, ty_type *cls, int access)
{
    parse_func *fn = P->fn;
    if (access == TY_PUBLIC || P->no_access_check || !fn)
        return true; /* (outside a function: a static member's definition, a global's initialiser) */
    if (access == NO_ACCESS)
        return false;
    ty_type *ctx = fn->is_lambda ? (P->lambda ? P->lambda->outer_cls : NULL) : fn->cls;
    if (class_may(ctx, cls, access))
        return true;
    const char *fname = fn->from_template ? fn->from_template->name : fn->name;
    if (!fn->is_lambda && is_friend(cls, fname, fn->cls ? ty_unqual(fn->cls) : NULL, NULL,
                                    fn->home))
        return true; /* a friend function, or a friend member function of its class */
    return fn->is_lambda && !ctx; /* (a lambda's enclosing function is not known here) */
}

/* N's base member (its subobject) on the way to base class B, or NULL. */
static ty_member *base_toward(ty_type *n, ty_type *b)
{
    for (ty_member *m = ty_unqual(n)->members; m; m = m->next)
        if (is_base_member(m) && base_offset(m->ty, b, 0) >= 0)
            return m;
    return NULL;
}

/* The access of what has ACCESS in base class OWNER as a member of N (C++17
 * [class.access.base] 1): a public base keeps it, a protected one makes public protected, a
 * private one makes both private; a private member of a base is no accessible member. */
static int access_in(ty_type *n, ty_type *owner, int access, int depth)
{
    ty_member *bm = ty_unqual(n) == owner || depth > 16 ? NULL : base_toward(n, owner);
    if (!bm)
        return access;
    int a = access_in(bm->ty, owner, access, depth + 1);
    if (a >= TY_PRIVATE)
        return NO_ACCESS;
    return a > bm->access ? a : bm->access;
}

/* May the function being parsed use what has ACCESS in OWNER, named as a member of N
 * (C++17 [class.access.base] 5): as N's member, or through an accessible base of N? */
static bool named_may(parser *P, ty_type *n, ty_type *owner, int access, int depth)
{
    n = ty_unqual(n);
    if (n == owner || depth > 16)
        return context_may(P, owner, access);
    if (context_may(P, n, access_in(n, owner, access, 0)))
        return true;
    ty_member *bm = base_toward(n, owner);
    return bm && context_may(P, n, bm->access) && named_may(P, bm->ty, owner, access, depth + 1);
}

bool parse_base_accessible(parser *P, ty_type *d, ty_type *b)
{
    d = ty_unqual(d);
    b = ty_unqual(b);
    for (int depth = 0; d != b && depth < 16; depth++) {
        ty_member *bm = base_toward(d, b);
        if (!bm)
            return true; /* (not a base) */
        if (!context_may(P, d, bm->access))
            return false;
        d = ty_unqual(bm->ty);
    }
    return true;
}

void parse_check_naming(parser *P, ty_type *naming, ty_type *owner, int access, const char *what,
                        lex_token *decl, lex_token *t)
{
    if (!naming || !owner || P->no_access_check || !P->fn)
        return;
    naming = ty_unqual(naming);
    owner = ty_unqual(owner);
    if (naming == owner || !context_may(P, owner, access) || base_toward(naming, owner) == NULL)
        return; /* (the same class; an error already, from parse_check_access; not a base) */
    if (named_may(P, naming, owner, access, 0))
        return;
    /* g++'s words: private where the member is private as a member of the naming class's base
     * (inherited privately there; the note at that base's base-specifier), else inaccessible */
    ty_member *bm = base_toward(naming, owner);
    ty_member *bm2 = ty_unqual(bm->ty) == owner ? NULL : base_toward(bm->ty, owner);
    if (bm2 && access_in(bm->ty, owner, access, 0) == TY_PRIVATE) {
        parse_error(P, t, "'%s' is private within this context", what);
        if (bm2->tok)
            parse_note(P, bm2->tok, "declared private here");
        return;
    }
    parse_error(P, t, "'%s' is inaccessible within this context", what);
    if (decl)
        parse_note(P, decl, "declared here");
}

void parse_check_access(parser *P, ty_type *owner, int access, const char *what, lex_token *decl,
                        lex_token *t)
{
    if (!owner || context_may(P, ty_unqual(owner), access))
        return;
    const char *how = access == TY_PRIVATE ? "private" : "protected";
    parse_error(P, t, "'%s' is %s within this context", what, how);
    if (decl)
        parse_note(P, decl, "declared %s here", how);
}

/* ---- Virtual bases ----------------------------------------------------------------------- */

/* A class's virtual base is one subobject wherever the class is a base (C++17 [class.mi] p6):
 * the most-derived class holds it, and every class on the way reaches it through its own
 * hidden pointer (TY_VB_PTR), which the most-derived class's constructor sets in each
 * subobject before it makes the virtual bases, then the others ([class.base.init] p13). Which
 * constructor is the most-derived one's, its caller says in the object's flag (TY_VB_FLAG),
 * which its destructor reads again: only that one destroys the virtual bases, last. */

ty_vbase *parse_vbase_of(ty_type *cls, ty_type *v)
{
    if (!cls)
        return NULL;
    cls = ty_unqual(cls);
    v = ty_unqual(v);
    if (cls->kind != TY_STRUCT)
        return NULL;
    for (ty_vbase *e = cls->vbases; e; e = e->next)
        if (e->ty == v)
            return e;
    return NULL;
}

/* OBJ.M (one of OBJ's class's own members at the top level, or a base subobject M) as an
 * lvalue */
static parse_node *own_member(parser *P, parse_node *obj, ty_member *m, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_MEMBER, t);
    n->lhs = obj;
    n->member = m;
    n->ival = m->offset;
    n->ty = m->ty;
    return n;
}

parse_node *parse_vbase_subobject(parser *P, parse_node *obj, ty_type *v, lex_token *t)
{
    ty_vbase *e = parse_vbase_of(obj->ty, v);
    if (!e || !e->ptr)
        return NULL;
    parse_node *n = parse_new_deref(P, own_member(P, obj, e->ptr, t), t);
    if (obj->ty->is_const || obj->ty->is_volatile)
        n->ty = ty_qualified(P->arena, n->ty, obj->ty->is_const, obj->ty->is_volatile, false);
    return n;
}

parse_node *parse_vbase_member(parser *P, parse_node *obj, const char *name, int len,
                               ty_member **m, int *off, lex_token *t)
{
    ty_type *cls = obj->ty ? ty_unqual(obj->ty) : NULL;
    if (!cls || cls->kind != TY_STRUCT)
        return NULL;
    for (ty_vbase *e = cls->vbases; e; e = e->next) {
        ty_member *x = ty_find_member(e->ty, name, len, off);
        if (x && !x->vb) {
            *m = x;
            return parse_vbase_subobject(P, obj, e->ty, t);
        }
    }
    return NULL;
}

static parse_node *void_node(parser *P, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_CAST, t);
    n->lhs = parse_new_num(P, 0, P->B->int_, t);
    n->ty = P->B->void_;
    return n;
}

/* OBJ's flag, when its class has virtual bases, set: BASE (a base subobject) or not */
parse_node *parse_vbase_set_flag(parser *P, parse_node *obj, ty_type *cls, bool base, lex_token *t)
{
    cls = ty_unqual(cls);
    if (!cls->vb_flag)
        return NULL;
    parse_node *n = parse_new_node(P, ND_ASSIGN, t);
    n->lhs = own_member(P, obj, cls->vb_flag, t);
    n->rhs = parse_new_num(P, base, P->B->int_, t);
    n->ty = P->B->int_;
    return n;
}

/* Is OBJ (of a class with virtual bases) a complete object: its flag 0? */
parse_node *parse_vbase_complete(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    return parse_new_binary(P, ND_EQ, own_member(P, obj, ty_unqual(cls)->vb_flag, t),
                            parse_new_num(P, 0, P->B->int_, t), t);
}

/* Point each pointer to a virtual base in SUB (a subobject of WHOLE, of class CLS: its
 * non-virtual bases, at any depth) at WHOLE's room for that base */
static parse_node *set_vbptrs(parser *P, parse_node *sub, parse_node *whole, ty_type *cls,
                              parse_node *acc, lex_token *t, int depth)
{
    for (ty_member *m = ty_unqual(sub->ty)->members; m && depth < 16; m = m->next) {
        if (m->vb == TY_VB_PTR) {
            ty_vbase *e = parse_vbase_of(cls, m->vbase);
            if (!e)
                continue;
            parse_node *set = parse_new_node(P, ND_ASSIGN, t);
            set->lhs = own_member(P, sub, m, t);
            set->rhs = parse_new_unary_addr(P, own_member(P, whole, e->store, t), t);
            set->rhs->ty = m->ty;
            set->ty = m->ty;
            acc = parse_then(P, acc, set, t);
        } else if (is_base_member(m)) {
            acc = set_vbptrs(P, own_member(P, sub, m, t), whole, cls, acc, t, depth + 1);
        }
    }
    return acc;
}

parse_node *parse_vbase_pointers(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    cls = ty_unqual(cls);
    parse_node *acc = set_vbptrs(P, obj, obj, cls, NULL, t, 0);
    for (ty_vbase *e = cls->vbases; e; e = e->next) /* (a virtual base's own, in the room) */
        acc = set_vbptrs(P, own_member(P, obj, e->store, t), obj, cls, acc, t, 1);
    return acc;
}

parse_node *parse_vbase_store(parser *P, parse_node *obj, ty_vbase *e, lex_token *t)
{
    return own_member(P, obj, e->store, t);
}

/* What the complete object OBJ's destruction adds after its members' and bases': its virtual
 * bases destroyed, the last made first ([class.dtor] p9), when OBJ is the complete object */
static parse_node *destroy_vbases(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    ty_vbase *vs[64];
    int n = 0;
    for (ty_vbase *e = ty_unqual(cls)->vbases; e && n < 64; e = e->next)
        vs[n++] = e;
    parse_node *e = NULL;
    for (int i = n; i-- > 0;) {
        if (!parse_needs_destroy(vs[i]->ty))
            continue;
        bool was = P->no_virtual;
        P->no_virtual = true;
        e = parse_then(P, e, parse_destroy(P, own_member(P, obj, vs[i]->store, t), vs[i]->ty, t), t);
        P->no_virtual = was;
    }
    if (!e)
        return NULL;
    parse_node *c = parse_new_node(P, ND_COND, t);
    c->cond = parse_vbase_complete(P, obj, cls, t);
    c->then = parse_then(P, e, void_node(P, t), t);
    c->els = void_node(P, t);
    c->ty = P->B->void_;
    return c;
}

parse_node *parse_later_base(parser *P, parse_node *obj, ty_type *b)
{
    ty_type *bu = ty_unqual(b);
    for (int guard = 0; guard < 16; guard++) {
        ty_type *c = obj->ty ? ty_unqual(obj->ty) : NULL;
        if (c && parse_vbase_of(c, bu))
            return parse_vbase_subobject(P, obj, bu, obj->tok);
        ty_vbase *through = NULL; /* (B a base of a virtual base: on from that one) */
        for (ty_vbase *e = c && c->kind == TY_STRUCT ? c->vbases : NULL; e && !through; e = e->next)
            if (derives_from(e->ty, bu) || parse_later_base_of(e->ty, bu))
                through = e;
        if (through) {
            obj = parse_vbase_subobject(P, obj, through->ty, obj->tok);
            continue;
        }
        if (!c || c->kind != TY_STRUCT || c == bu || derives_from(c, bu))
            return guard ? obj : NULL; /* (reached through the first base's chain: offset 0) */
        /* the unnamed member (a base) on whose side B is */
        ty_member *via = NULL;
        for (ty_type *k = c; k && !via; k = k->base_class ? ty_unqual(k->base_class) : NULL)
            for (ty_member *m = k->members; m && !via; m = m->next)
                if (!m->name && ty_unqual(m->ty)->kind == TY_STRUCT &&
                    (ty_unqual(m->ty) == bu || derives_from(m->ty, bu) ||
                     parse_later_base_of(m->ty, bu)))
                    via = m;
        if (!via)
            return NULL;
        parse_node *sub = parse_new_node(P, ND_MEMBER, obj->tok);
        sub->lhs = obj;
        sub->member = via;
        sub->ival = via->offset;
        sub->ty = ty_qualified(P->arena, via->ty, obj->ty->is_const, obj->ty->is_volatile, false);
        obj = sub;
    }
    return NULL;
}

bool parse_later_base_of(ty_type *d, ty_type *b)
{
    ty_type *bu = ty_unqual(b);
    if (parse_vbase_of(d, bu))
        return true;
    for (ty_vbase *e = ty_unqual(d)->kind == TY_STRUCT ? ty_unqual(d)->vbases : NULL; e; e = e->next)
        if (derives_from(e->ty, bu) || parse_later_base_of(e->ty, bu))
            return true;
    for (ty_type *k = ty_unqual(d); k; k = k->base_class ? ty_unqual(k->base_class) : NULL)
        for (ty_member *m = k->members; m; m = m->next)
            if (!m->name && ty_unqual(m->ty)->kind == TY_STRUCT && ty_unqual(m->ty) != ty_unqual(k->base_class) &&
                (ty_unqual(m->ty) == bu || derives_from(m->ty, bu) || parse_later_base_of(m->ty, bu)))
                return true;
    return false;
}

static bool derives_from(ty_type *d, ty_type *b)
{
    for (d = ty_unqual(d); d; d = d->base_class ? ty_unqual(d->base_class) : NULL)
        if (d == ty_unqual(b))
            return true;
    return false;
}

/* ---- Ranking ---------------------------------------------------------------------------- */

/* Conversions of a pointer that C++ ranks below the others of their rank (C++17
 * [over.ics.rank] p4): RANK_TO_VOID, of T * to void * (a derived-to-base conversion is better:
 * ostream's operator<<(streambuf *) for a filebuf *), and below it RANK_TO_BOOL, of a pointer or
 * nullptr to bool (ostream's operator<<(const void *) beats operator<<(bool) for a T *). */
/* A user-defined conversion sequence ranks by the standard conversion that follows its
 * conversion function ([over.ics.rank] p3.3): RANK_USER (exact), then RANK_USER_PROMOTION and
 * RANK_USER_CONVERSION (cout << w of a class with `operator float()` picks operator<<(float)). */
enum {
    RANK_EXACT, RANK_PROMOTION, RANK_CONVERSION, RANK_TO_VOID, RANK_TO_BOOL, RANK_USER,
    RANK_USER_PROMOTION, RANK_USER_CONVERSION, RANK_ELLIPSIS, RANK_NONE
};

static bool is_promotion(ty_type *from, ty_type *to)
{
    from = ty_unqual(from);
    to = ty_unqual(to);
    if (to->kind == TY_DOUBLE && from->kind == TY_FLOAT)
        return true;
    if (to->kind == TY_INT && ty_is_integer(from) && from->size < 4)
        return true;
    if (from->kind == TY_ENUM && !from->is_scoped && from->promoted &&
        (from->promoted->kind == to->kind || (from->underlying && from->underlying->kind == to->kind && ty_int_rank(to) < 4)))
        return true; /* to the type it promotes to, or a fixed one's underlying type ([conv.prom] p3, p4) */
    return false;
}

/* Can one of class P's constructor templates be called with one argument of type FROM (NULL:
 * any) (its first parameter alone, the rest defaulted, or a pack)? Where its pattern is not
 * known, it may; a parameter of a class template's type (const allocator<U> &) deduces nothing
 * from an argument that is not a class. */
static bool ctor_template_takes_one(ty_type *p, ty_type *from)
{
    bool from_class = !from || ty_unqual(from)->kind == TY_STRUCT || ty_unqual(from)->kind == TY_UNION;
    for (parse_template *tm = parse_ctor_templates(p); tm; tm = tm->next) {
        ty_param *q = tm->pattern && tm->pattern->kind == TY_FUNC ? tm->pattern->params : NULL;
        if (!tm->pattern || tm->pattern->kind != TY_FUNC || tm->pattern->variadic ||
            tm->pattern->pack_name)
            return true;
        ty_type *qt = q ? (q->ty->kind == TY_PTR && q->ty->is_ref ? q->ty->base : q->ty) : NULL;
        if (qt && !from_class && ty_unqual(qt)->kind == TY_STRUCT && ty_unqual(qt)->tmpl_of)
            continue;
        if (q && (!q->next || q->next->def))
            return true;
    }
    return false;
}

/* Can an object of class U (with member functions) become a P: by a conversion function of U
 * that returns P, or a constructor of P that takes a U? */
static bool class_converts(ty_type *u, ty_type *p)
{
    for (ty_type *c = u; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next)
            if (!strncmp(m->name, "operator ", 9) && m->fn && m->fn->ty && ty_unqual(m->fn->ty->base) == p)
                return true;
    parse_func *ctors = p->has_ctor && ty_ctor_name(p) ? parse_find_method(p, ty_ctor_name(p), -1) : NULL;
    if (p->has_ctor && ctor_template_takes_one(p, u))
        return true; /* (a constructor template may take it: overload resolution decides) */
    for (parse_func *f = ctors; f; f = f->next_overload) {
        ty_param *q = f->ty ? f->ty->params : NULL;
        if (!q || (q->next && !q->next->def) || f->is_explicit)
            continue;
        ty_type *qt = q->ty->kind == TY_PTR && q->ty->is_ref ? q->ty->base : q->ty;
        if (ty_unqual(qt) == u)
            return true;
    }
    return false;
}

/* Does a standard conversion take a value of scalar type FROM to scalar type TO? */
static bool scalar_converts(ty_type *from, ty_type *to)
{
    from = ty_unqual(from);
    to = ty_unqual(to);
    if (ty_is_arith(from) && ty_is_arith(to))
        return (to->kind != TY_ENUM && !from->is_scoped) || parse_same_type(from, to);
    if (to->kind == TY_BOOL && from->kind == TY_PTR)
        return true;
    if (to->kind != TY_PTR || from->kind != TY_PTR || (from->base->is_const && !to->base->is_const))
        return false;
    ty_type *fb = ty_unqual(from->base), *tb = ty_unqual(to->base);
    return fb == tb || parse_same_type(fb, tb) || tb->kind == TY_VOID || ty_compatible(fb, tb) ||
           (fb->kind == TY_STRUCT && derives_from(fb, tb));
}

/* Can an object of class U (with member functions) become a value of scalar type P by one of
 * its conversion functions (`operator unsigned long() const` for an unsigned long parameter),
 * followed by a standard conversion? (C++17 [over.ics.user]) The rank of the best such
 * sequence, or RANK_NONE. */
static int class_converts_scalar(ty_type *u, ty_type *p)
{
    int best = RANK_NONE;
    for (ty_type *c = u; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next) {
            ty_type *to = m->fn && m->fn->ty ? m->fn->ty->base : NULL;
            if (strncmp(m->name, "operator ", 9) || !to || !ty_is_scalar(to) || !scalar_converts(to, p))
                continue;
            int r = parse_same_type(ty_unqual(to), ty_unqual(p)) ? RANK_USER
                    : is_promotion(to, p)                        ? RANK_USER_PROMOTION
                                                                 : RANK_USER_CONVERSION;
            if (r < best)
                best = r;
        }
    return best;
}

static int conv_rank_in(parser *P, parse_node *a, ty_type *pt, bool in_user);

/* Does a constructor of class P (not a copy or move one) take A? A constructor template may:
 * overload resolution at the call decides. */
static bool ctor_takes(parser *P, parse_node *a, ty_type *p)
{
    if (ctor_template_takes_one(p, a->ty))
        return true;
    parse_func *ctors = ty_ctor_name(p) ? parse_find_method(p, ty_ctor_name(p), -1) : NULL;
    for (parse_func *f = ctors; f; f = f->next_overload) {
        ty_param *q = f->ty ? f->ty->params : NULL;
        if (!q || (q->next && !q->next->def) || f->is_explicit)
            continue;
        ty_type *qt = q->ty->kind == TY_PTR && q->ty->is_ref ? q->ty->base : q->ty;
        if (ty_unqual(qt) == p)
            continue;
        if (conv_rank_in(P, a, q->ty, true) != RANK_NONE)
            return true;
    }
    return false;
}

/* Is A an xvalue: of rvalue reference type (a call of std::move, std::forward), not a named
 * variable (a named rvalue reference is an lvalue)? */
static bool xvalue(const parse_node *a)
{
    return a->ty && a->ty->kind == TY_PTR && a->ty->is_ref && a->ty->is_rref && a->kind != ND_VAR &&
           a->kind != ND_MEMBER;
}

/* Is A an rvalue (a prvalue or an xvalue)? A temporary (T(1), ND_COMPOUND) is a prvalue,
 * though its object has an address. */
static bool rvalue_arg(const parse_node *a)
{
    if (a->const_lvalue)
        return false;
    if (xvalue(a) || a->kind == ND_COMPOUND)
        return true;
    return a->ty && !(a->ty->kind == TY_PTR && a->ty->is_ref) && !parse_is_lvalue((parse_node *)a);
}

/* The rank of the conversion of expression A to a parameter of type PT. */
static int conv_rank(parser *P, parse_node *a, ty_type *pt)
{
    return conv_rank_in(P, a, pt, false);
}

/* ... IN_USER: A is the argument of a user-defined conversion (a converting constructor's),
 * which takes standard conversions only (C++17 [over.best.ics] 4) */
static int conv_rank_in(parser *P, parse_node *a, ty_type *pt, bool in_user)
{
    a = parse_function_for_target(P, a, pt); /* (f of an overload set: the one of pt's type) */
    ty_type *at = a->ty;
    if (!at)
        return RANK_NONE;
    bool lvalue = parse_is_lvalue(a) && a->kind != ND_COMPOUND;
    if (a->const_lvalue) { /* a const variable's value, folded: still a const lvalue */
        lvalue = true;
        at = ty_qualified(P->arena, at, true, false, false);
    }
    if (at->kind == TY_PTR && at->is_ref) {
        /* an expression of reference type is an lvalue of the referred type; one of rvalue
         * reference type that names no variable (std::move(x)'s call) is an xvalue */
        lvalue = !xvalue(a);
        at = at->base;
    }
    if (pt->kind == TY_PTR && pt->is_rref) {
        /* T &&: an rvalue binds (a temporary for another type); an lvalue only as cudarepl's
         * std::move leaves one, ranked below an lvalue reference */
        ty_type *rt = pt->base;
        if (lvalue && at->is_const && !rt->is_const)
            return RANK_NONE; /* (never a const lvalue to a non-const T &&) */
        if (lvalue)
            return parse_same_type(at, rt) || ty_unqual(at) == ty_unqual(rt) ? RANK_CONVERSION
                                                                             : RANK_NONE;
        if (at->is_const && !rt->is_const &&
            (ty_unqual(at) == ty_unqual(rt) || parse_same_type(ty_unqual(at), ty_unqual(rt)) ||
             (ty_unqual(at)->kind == TY_STRUCT && derives_from(at, rt))))
            return RANK_NONE; /* a const rvalue (std::move of a const object) binds no T && of its
                                 type: C++17 [dcl.init.ref] 5.4 */
        return conv_rank_in(P, a, ty_unqual(rt), in_user);
    }
    if (pt->kind == TY_PTR && pt->is_ref) {
        ty_type *rt = pt->base;
        /* a function, to a reference to function */
        if (parse_is_function_lvalue(a) && ty_unqual(rt)->kind == TY_FUNC)
            return parse_same_type(at, rt) ? RANK_EXACT : RANK_NONE;
        if (!rt->is_const && (!lvalue || at->is_const))
            return RANK_NONE; /* a non-const reference binds only to a modifiable lvalue */
        if (parse_same_type(at, rt) || (ty_unqual(at)->kind == TY_STRUCT &&
                                        ty_unqual(at) == ty_unqual(rt)))
            return RANK_EXACT;
        if ((ty_unqual(at)->kind == TY_STRUCT && (derives_from(at, rt) || parse_later_base_of(at, rt))))
            return RANK_CONVERSION;
        if (!rt->is_const)
            return RANK_NONE;
        return conv_rank_in(P, a, ty_unqual(rt), in_user);
    }
    ty_type *u = ty_unqual(at), *p = ty_unqual(pt);
    if (u->kind == TY_ARRAY)
        u = ty_ptr(P->arena, u->base);
    if (u->kind == TY_FUNC)
        u = ty_ptr(P->arena, u);
    if (u->kind == TY_STRUCT && u->closure && p->kind == TY_PTR && ty_unqual(p->base)->kind == TY_FUNC)
        return !in_user && parse_closure_converts(P, u, p) ? RANK_USER : RANK_NONE;
    if ((u->kind == TY_STRUCT || u->kind == TY_UNION) && ty_has_methods(u) && ty_is_scalar(p))
        return in_user ? RANK_NONE : class_converts_scalar(u, p);
    if (ty_is_arith(u) && ty_is_arith(p)) {
        if (parse_same_type(u, p))
            return RANK_EXACT;
        if (u->kind == TY_ENUM && p->kind != TY_ENUM) /* a scoped enum converts only by a cast */
            return u->is_scoped ? RANK_NONE : is_promotion(u, p) ? RANK_PROMOTION : RANK_CONVERSION;
        if (p->kind == TY_ENUM)
            return RANK_NONE;
        return is_promotion(u, p) ? RANK_PROMOTION : RANK_CONVERSION;
    }
    if (p->kind == TY_PTR) {
        bool same = u->kind == TY_PTR && !(u->base->is_const && !p->base->is_const) &&
                    (parse_same_type(ty_unqual(u->base), ty_unqual(p->base)) ||
                     (ty_unqual(u->base)->kind == TY_STRUCT && ty_unqual(u->base) == ty_unqual(p->base)));
        if (same)
            /* adding const (A * to const A *) is an exact match, but a worse one than none
               (C++17 [over.ics.rank] p3.2.5): ranked as a promotion to break the tie; a null
               pointer of the parameter's own type too (static_cast<const void *>(nullptr)) */
            return p->base->is_const && !u->base->is_const ? RANK_PROMOTION : RANK_EXACT;
        if (u->kind == TY_NULLPTR || parse_is_null_ptr_const(a))
            return RANK_CONVERSION;
        if (u->kind != TY_PTR)
            return RANK_NONE;
        if (u->base->is_const && !p->base->is_const)
            return RANK_NONE;
        if (ty_unqual(p->base)->kind == TY_VOID)
            return RANK_TO_VOID;
        if (ty_unqual(u->base)->kind == TY_STRUCT && (derives_from(u->base, p->base) || parse_later_base_of(u->base, p->base)))
            return RANK_CONVERSION;
        if (ty_compatible(u->base, p->base))
            return RANK_CONVERSION; /* C's compatible types (typedef spellings) */
        return RANK_NONE;
    }
    if (p->kind == TY_BOOL && (u->kind == TY_PTR || u->kind == TY_NULLPTR))
        return RANK_TO_BOOL;
    if (p->kind == TY_NULLPTR) /* std::nullptr_t: nullptr, or a null pointer constant (0) */
        return u->kind == TY_NULLPTR ? RANK_EXACT : parse_is_null_ptr_const(a) ? RANK_CONVERSION : RANK_NONE;
    if (p->kind == TY_STRUCT || p->kind == TY_UNION) {
        if (u == p || (u->kind == TY_STRUCT && ty_unqual(u) == p))
            return RANK_EXACT;
        if (u->kind == TY_STRUCT && derives_from(u, p))
            return RANK_CONVERSION;
        if (in_user)
            return RANK_NONE;
        if ((u->kind == TY_STRUCT || u->kind == TY_UNION) && ty_has_methods(u))
            return class_converts(u, p) ? RANK_USER : RANK_NONE;
        if (p->has_ctor && ty_ctor_name(p) && ctor_takes(P, a, p))
            return RANK_USER; /* a converting constructor */
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
/* Two candidates' bindings of ARGS to reference parameters: -1 when A binds some argument to a
 * less cv-qualified reference than B (T & where B has const T &) and none to a more qualified
 * one, 1 the other way round, 0 otherwise (C++17 [over.ics.rank] 3.2.6) */
static int ref_qual_compare(parse_func *a, parse_func *b, parse_node **args, int nargs)
{
    ty_param *p = a->ty ? a->ty->params : NULL, *q = b->ty ? b->ty->params : NULL;
    bool a_better = false, b_better = false;
    for (int i = 0; i < nargs && p && q; i++, p = p->next, q = q->next) {
        if (!(p->ty->kind == TY_PTR && p->ty->is_ref) || !(q->ty->kind == TY_PTR && q->ty->is_ref))
            continue;
        if (!args[i]->ty)
            continue;
        /* an rvalue binds better to an rvalue reference, an lvalue to an lvalue reference
         * (C++17 [over.ics.rank] 3.2.3) */
        if (p->ty->is_rref != q->ty->is_rref &&
            parse_same_type(ty_unqual(p->ty->base), ty_unqual(q->ty->base))) {
            bool rv = rvalue_arg(args[i]);
            if (rv == (bool)p->ty->is_rref)
                a_better = true;
            else
                b_better = true;
            continue;
        }
        if (!parse_same_type(p->ty->base, q->ty->base))
            continue;
        int pc = p->ty->base->is_const + p->ty->base->is_volatile;
        int qc = q->ty->base->is_const + q->ty->base->is_volatile;
        if (pc < qc)
            a_better = true;
        else if (qc < pc)
            b_better = true;
    }
    return a_better && !b_better ? -1 : b_better && !a_better ? 1 : 0;
}

/* The class that a derived-to-base conversion to parameter type PT reaches: B of B *, B &,
 * B && or B; its form (pointer or reference, or by value) in *BY_PTR, *BY_REF. NULL when PT
 * is none of these. */
static ty_type *base_target(ty_type *pt, bool *by_ptr, bool *by_ref)
{
    ty_type *t = pt;
    *by_ptr = *by_ref = false;
    if (t->kind == TY_PTR && t->is_ref) {
        *by_ref = true;
        t = t->base;
    } else if (t->kind == TY_PTR) {
        *by_ptr = true;
        t = t->base;
    }
    t = ty_unqual(t);
    return t->kind == TY_STRUCT ? t : NULL;
}

/* Of two derived-to-base conversions of the same rank, to parameter types PA and PB, the one
 * to the nearer base is better: -1 when PA's class derives from PB's (C * to B * beats C * to
 * A *, C to B & beats C to A &, C to B beats C to A), 1 the other way round, 0 otherwise
 * (C++17 [over.ics.rank] p4.4). */
static int base_compare(ty_type *pa, ty_type *pb)
{
    bool ap, ar, bp, br;
    ty_type *ta = base_target(pa, &ap, &ar), *tb = base_target(pb, &bp, &br);
    if (!ta || !tb || ta == tb || ap != bp || ar != br)
        return 0;
    if (derives_from(ta, tb) || parse_later_base_of(ta, tb))
        return -1;
    if (derives_from(tb, ta) || parse_later_base_of(tb, ta))
        return 1;
    return 0;
}

/* Candidates FA and FB by their ranks A and B of the implicit object and the N arguments:
 * each argument's conversion is compared, two of the same rank that are derived-to-base ones
 * by the nearer base ([over.ics.rank] p4.4). */
static int compare(parse_func *fa, parse_func *fb, const int *a, const int *b, int n)
{
    bool a_better = false, b_better = false;
    ty_param *p = fa && fa->ty ? fa->ty->params : NULL, *q = fb && fb->ty ? fb->ty->params : NULL;
    for (int i = 0; i <= n; i++) {
        if (a[i] < b[i])
            a_better = true;
        else if (b[i] < a[i])
            b_better = true;
        else if (i > 0 && p && q && a[i] == RANK_CONVERSION) {
            int c = base_compare(p->ty, q->ty);
            a_better |= c < 0;
            b_better |= c > 0;
        }
        if (i > 0 && p && q) {
            p = p->next;
            q = q->next;
        }
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
        sess_buf_puts(b, parse_is_null_macro(args[i]) ? "NULL" : t ? ty_str(P->arena, t) : "?");
    }
    sess_buf_putc(b, ')');
}

/* Does some function of SET take ARGS with standard conversions alone (no user-defined
 * conversion, no ellipsis), or is an argument an object of a class with member functions (which
 * no built-in takes)? A built-in of the same name is the better candidate otherwise. */
static bool is_class(ty_type *t);

bool parse_takes_standard(parser *P, parse_func *set, parse_node **args, int nargs)
{
    int r[257];
    if (nargs > 256)
        return true;
    for (int i = 0; i < nargs; i++) {
        ty_type *t = args[i]->ty;
        if (t && t->kind == TY_PTR && t->is_ref)
            t = t->base;
        if (t && is_class(t) && ty_has_methods(ty_unqual(t)))
            return true; /* an object with member functions: no built-in takes one */
    }
    for (parse_func *f = set; f; f = f->next_overload) {
        if (!f->ty || !rank_candidate(P, f, NULL, args, nargs, r))
            continue;
        bool ok = true;
        for (int i = 1; i <= nargs; i++)
            if (r[i] >= RANK_USER)
                ok = false;
        if (ok)
            return true;
    }
    return false;
}

/* Whether TM is the less wanted of two templates that tie, one declared in namespace std and
 * one not: a program's own template of a library name (`template <class T> T max(const T &,
 * const T &)`) meets std's where cudarepl's headers make std's visible (they were written for
 * one scope of all names) or argument-dependent lookup brings it: the program's for an
 * unqualified call, std's for one written std::max (P->pick_std). */
static bool std_template(const parser *P, const struct parse_template *tm)
{
    return tm && tm->in_std != P->pick_std;
}

/* The candidates of a call (parse_pick): functions, and the instances that templates deduce. */
enum { MAXC = 64 };
typedef struct {
    parse_func *cand[MAXC];
    bool from_tmpl[MAXC];
    struct parse_template *tmpl_of[MAXC];
    int nc;
} candidates;

/* Adds the functions of overload set SET not already among C's. */
static void add_functions(candidates *c, parse_func *set)
{
    for (parse_func *f = set; f && c->nc < MAXC; f = f->next_overload) {
        bool again = false;
        for (int i = 0; i < c->nc && !again; i++)
            again = c->cand[i] == f;
        if (again)
            continue;
        c->from_tmpl[c->nc] = false;
        c->tmpl_of[c->nc] = NULL;
        c->cand[c->nc++] = f;
    }
}

/* Adds the instances the function templates TMPLS deduce for the call. */
static void add_templates(parser *P, candidates *c, struct parse_template *tmpls,
                          const parse_targs *explicit_args, parse_node *obj, parse_node **args,
                          int nargs)
{
    for (struct parse_template *tm = tmpls; tm && c->nc < MAXC; tm = tm->next) {
        parse_func *f = parse_template_deduce(P, tm, explicit_args, obj, args, nargs);
        bool again = false; /* a template declared, then defined: one function (the
                             * definition's instance, which has the body) */
        for (int i = 0; f && i < c->nc && !again; i++) {
            parse_func *g = c->cand[i];
            again = g == f || (c->from_tmpl[i] && f->link && g->link && !strcmp(g->link, f->link));
            if (again && g != f && !g->body_tok && !g->body)
                c->cand[i] = f;
            else if (again && g != f && std_template(P, c->tmpl_of[i]) && !std_template(P, tm)) {
                c->cand[i] = f; /* the program's own template of a std name: its instance */
                c->tmpl_of[i] = tm;
            }
        }
        if (f && !again) {
            c->from_tmpl[c->nc] = true;
            c->tmpl_of[c->nc] = tm;
            c->cand[c->nc++] = f;
        }
    }
}

/* The best of the candidates SET (overloads) and instances of the templates TMPLS for the
 * call, with those of the other overload sets P->pick_more (taken: the calls parsed while
 * templates are deduced have their own); NULL (with a diagnostic naming the call WHAT, unless
 * QUIET) when none is viable or the call is ambiguous. */
parse_func *parse_pick(parser *P, parse_func *set, struct parse_template *tmpls,
                       const parse_targs *explicit_args, parse_node *obj, parse_node **args,
                       int nargs, lex_token *t, const char *what, bool quiet)
{
    const parse_sets *more = P->pick_more;
    P->pick_more = NULL;
    candidates C;
    C.nc = 0;
    if (!explicit_args) { /* (f<...>(...) names templates only) */
        add_functions(&C, set);
        for (int k = 0; more && k < more->n; k++)
            add_functions(&C, more->s[k]->func);
    }
    add_templates(P, &C, tmpls, explicit_args, obj, args, nargs);
    for (int k = 0; more && k < more->n; k++) {
        struct parse_template *tm = more->s[k]->tmpl;
        if (tm && !tm->is_class && !tm->is_var)
            add_templates(P, &C, tm, explicit_args, obj, args, nargs);
    }
    if (P->user_conv) {
        /* an implicit conversion by a constructor (copy-initialisation: T x = 1; f(2) for a T
         * parameter; return 1;) has the converting constructors only, not the explicit ones
         * (C++17 [over.match.copy] p1.1, [class.conv.ctor]) */
        int k = 0;
        for (int i = 0; i < C.nc; i++)
            if (!(C.cand[i]->is_ctor && C.cand[i]->is_explicit)) {
                C.cand[k] = C.cand[i];
                C.from_tmpl[k] = C.from_tmpl[i];
                C.tmpl_of[k++] = C.tmpl_of[i];
            }
        C.nc = k;
    }
    parse_func **cand = C.cand;
    bool *from_tmpl = C.from_tmpl;
    struct parse_template **tmpl_of = C.tmpl_of;
    int nc = C.nc;
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
        int c = compare(cand[i], cand[best], r, ranks + (size_t)best * (size_t)(nargs + 1), nargs);
        if (c == 0)
            c = ref_qual_compare(cand[i], cand[best], args, nargs);
        if (c == 0 && from_tmpl[i] != from_tmpl[best])
            c = from_tmpl[i] ? 1 : -1; /* a non-template is better than a template */
        if (c == 0 && from_tmpl[i] && from_tmpl[best] && std_template(P, tmpl_of[i]) != std_template(P, tmpl_of[best]))
            c = std_template(P, tmpl_of[i]) ? 1 : -1; /* the program's own */
        if (c == 0 && from_tmpl[i] && from_tmpl[best])
            c = parse_template_order(P, tmpl_of[i], tmpl_of[best], nargs); /* the more specialised */
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
            int c = compare(cand[best], cand[i], rb, r, nargs);
            if (c == 0)
                c = ref_qual_compare(cand[best], cand[i], args, nargs);
            if (c == 0 && from_tmpl[i] != from_tmpl[best])
                c = from_tmpl[best] ? 1 : -1;
            if (c == 0 && from_tmpl[i] && from_tmpl[best] && std_template(P, tmpl_of[i]) != std_template(P, tmpl_of[best]))
                c = std_template(P, tmpl_of[best]) ? 1 : -1;
            if (c == 0 && from_tmpl[i] && from_tmpl[best])
                c = parse_template_order(P, tmpl_of[best], tmpl_of[i], nargs);
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
    for (int i = 0; i < nc; i++)
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
    return t && (ty_unqual(t)->kind == TY_STRUCT || ty_unqual(t)->kind == TY_UNION);
}

/* `l OP r` (R NULL for a unary operator) as a call of a user's operator@, or NULL when no
 * operand is of class type or no operator@ takes them. */
static bool is_enum(ty_type *t)
{
    if (t && t->kind == TY_PTR && t->is_ref)
        t = t->base;
    return t && ty_unqual(t)->kind == TY_ENUM;
}

/* Does F take an enumeration and no class (operator|(Flags, Flags), const Flags & too,
 * operator<<(byte, int))? Of operands of enumeration type, such an operator is an exact match
 * where the built-in operator promotes them; one whose parameter is a class needs a
 * user-defined conversion, worse than the built-in operator's (whose candidates, C++17
 * [over.built], are not modelled: it is left out). */
static bool takes_enums(const parse_func *f)
{
    if (!f || !f->ty || !f->ty->params)
        return false;
    bool any = false;
    for (ty_param *p = f->ty->params; p; p = p->next) {
        if (is_class(p->ty))
            return false;
        any |= is_enum(p->ty);
    }
    return any;
}

/* The class type of E (through a reference), or NULL. */
static ty_type *class_of(ty_type *t)
{
    return is_class(t) ? ty_unqual(t->is_ref ? t->base : t) : NULL;
}

/* The arithmetic type a non-explicit conversion function of class C gives, or NULL. */
static ty_type *arith_conversion(ty_type *c)
{
    for (; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next)
            if (!strncmp(m->name, "operator ", 9) && m->fn && !m->fn->is_explicit && m->fn->ty &&
                m->fn->ty->base && ty_is_arith(m->fn->ty->base))
                return m->fn->ty->base;
    return NULL;
}

/* Would the built-in operator OP match as well as F, the user's operator chosen for `l OP r`
 * (MEMBER: F is L's member)? Where one operand is an object of a class that converts to an
 * arithmetic type (__nv_bfloat16's operator float) and the other is of arithmetic type, a user's
 * operator that takes the class for both needs a user-defined conversion of the second one, and
 * the built-in operator one of the first: neither is better (C++17 [over.match.best]), and the
 * call is ambiguous, as nvcc and g++ say (`b + 1.0f`). The built-in candidates are not modelled
 * otherwise (C++17 [over.built]). */
static ty_type *builtin_matches_too(const char *op, parse_func *f, bool member, parse_node *l, parse_node *r)
{
    static const char *const arith_ops[] = {"+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">="};
    bool arith_op = false;
    for (size_t i = 0; i < sizeof arith_ops / sizeof arith_ops[0]; i++)
        arith_op |= !strcmp(op, arith_ops[i]);
    if (!arith_op || !r || !f || !f->ty || !f->ty->params)
        return NULL;
    ty_type *lc = class_of(l->ty), *rc = class_of(r->ty);
    if (!lc == !rc)
        return NULL; /* (both of class type, or neither) */
    parse_node *scalar = lc ? r : l;
    ty_type *st = scalar->ty && scalar->ty->kind == TY_PTR && scalar->ty->is_ref ? scalar->ty->base : scalar->ty;
    ty_type *conv = arith_conversion(lc ? lc : rc);
    if (!conv || !st || !ty_is_arith(st) || ty_unqual(st)->kind == TY_ENUM)
        return NULL;
    if (!strcmp(op, "%") && (!ty_is_integer(conv) || !ty_is_integer(st)))
        return NULL; /* (the built-in % takes integers only) */
    /* the parameter the arithmetic operand goes to: a class, reached by a constructor */
    ty_param *p = f->ty->params;
    if (!member && !lc)
        ; /* (the free operator's first parameter takes the left, arithmetic operand) */
    else if (!member)
        p = p->next;
    else if (!lc)
        return NULL; /* (a member of the right operand's class is no candidate for `l OP r`) */
    return p && class_of(p->ty) ? conv : NULL;
}

parse_node *parse_operator(parser *P, const char *op, parse_node *l, parse_node *r, lex_token *t)
{
    /* (an operand of class or enumeration type: C++17 [over.match.oper] p1) */
    bool enums = !is_class(l->ty) && !(r && is_class(r->ty));
    if (enums && !is_enum(l->ty) && !(r && is_enum(r->ty)))
        return NULL;
    char name[32];
    snprintf(name, sizeof name, "operator%s", op);
    ty_type *lc = is_class(l->ty) ? ty_unqual(l->ty->is_ref ? l->ty->base : l->ty) : NULL;
    parse_func *members = lc ? parse_find_method(lc, name, -1) : NULL;
    if (lc && !members) /* in a base after the first: that subobject is the operand */
        l = parse_later_base_subobject(P, l, lc, name, &members);
    /* member operator templates (template <class U> W &operator=(const W<U> &)) */
    parse_sym *ms = lc && lc->scope ? parse_class_lookup(lc, name, (int)strlen(name)) : NULL;
    struct parse_template *mtmpl = ms && ms->tmpl && ms->tmpl->cls ? ms->tmpl : NULL;
    parse_sym *s = parse_lookup(P, name, (int)strlen(name));
    parse_func *free_set = s ? s->func : NULL;
    struct parse_template *free_tmpl = s ? s->tmpl : NULL;
    /* the free operators: those unqualified lookup finds, and those of the operands'
       namespaces (C++17 [over.match.oper] p3) */
    parse_sets sets = P->more;
    parse_node *args[2] = {l, r};
    parse_adl(P, name, (int)strlen(name), args, r ? 2 : 1, s, &sets);
    if (!members && !mtmpl && !free_set && !free_tmpl && !sets.n)
        return NULL;
    parse_func *m = members || mtmpl ? parse_pick(P, members, mtmpl, NULL, l, args + 1, r ? 1 : 0, t, name, true) : NULL;
    P->pick_more = &sets;
    parse_func *f = free_set || free_tmpl || sets.n ? parse_pick(P, free_set, free_tmpl, NULL, NULL, args, r ? 2 : 1, t, name, true) : NULL;
    P->pick_more = NULL;
    if (enums && !takes_enums(f))
        return NULL;
    if (m && f) {
        /* both viable: the better conversion of the right operand decides (C++17
           [over.match.best]; a free operator<<(ostream &, filebuf *) beats the member
           operator<<(const void *) for a filebuf *), else the member */
        ty_param *mp = m->ty ? m->ty->params : NULL;
        ty_param *fp = f->ty && f->ty->params ? f->ty->params->next : NULL;
        if (r && mp && fp && conv_rank(P, r, fp->ty) < conv_rank(P, r, mp->ty))
            m = NULL;
        else
            f = NULL;
    }
    ty_type *builtin = builtin_matches_too(op, m ? m : f, m != NULL, l, r);
    if (builtin) {
        parse_func *u = m ? m : f;
        ty_type *cls = class_of(l->ty) ? class_of(l->ty) : class_of(r->ty);
        parse_error(P, t, "use of overloaded operator '%s' is ambiguous (operand types '%s' and '%s'): "
                    "the built-in operator, on the '%s' converted to '%s', matches as well as '%s'",
                    op, ty_str(P->arena, l->ty), ty_str(P->arena, r->ty), ty_str(P->arena, cls),
                    ty_str(P->arena, builtin), u->pretty ? u->pretty : u->name);
        return parse_failed(l);
    }
    parse_node *call = NULL;
    if (m)
        call = parse_call(P, m, l, args + 1, r ? 1 : 0, t);
    else if (f)
        call = parse_call(P, f, NULL, args, r ? 2 : 1, t);
    /* the order of the operands' evaluation (the C back end keeps it): C++17 gives the
     * built-in operator's to << >> [] && || , (left to right) and to = and the compound
     * assignments (right to left); g++ evaluates the others' right to left too */
    if (call && call->kind == ND_CALL && r) {
        static const char *const ltr[] = {"<<", ">>", "[]", "&&", "||", ",", "->*"};
        call->aux[3] = PARSE_ORDER_RTL;
        for (size_t i = 0; i < sizeof ltr / sizeof ltr[0]; i++)
            if (!strcmp(op, ltr[i]))
                call->aux[3] = PARSE_ORDER_LTR;
    }
    return call;
}

/* ---- Pointers to members ---------------------------------------------------------------- */

ty_type *parse_qualifier_type(parser *P, lex_token *t, lex_token *sep)
{
    lex_token *save = P->tok;
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    parse_cut(P, sep);
    P->tok = t;
    ty_type *b = parse_simple_type(P);
    bool whole = P->tok == sep;
    parse_uncut(P, sep);
    bool ok = parse_quiet_end(P, &pq) && whole && b;
    P->tok = save;
    return ok ? ty_unqual(b) : NULL;
}

/* The token after the template arguments that open at Q ('<'), or NULL when they do not close
 * before the statement does. */
static lex_token *after_targs(lex_token *q)
{
    int angle = 0, paren = 0;
    for (; q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, "["))
            paren++;
        else if (lex_is(q, ")") || lex_is(q, "]"))
            paren--;
        else if (lex_is(q, ";") || lex_is(q, "{") || lex_is(q, "}") || paren < 0)
            return NULL;
        else if (paren == 0 && lex_is(q, "<"))
            angle++;
        else if (paren == 0 && (lex_is(q, ">") || lex_is(q, ">>")))
            angle -= lex_is(q, ">>") ? 2 : 1;
        if (angle <= 0 && paren == 0)
            return angle == 0 ? q + 1 : NULL;
    }
    return NULL;
}

/* The qualifier at T: names, each with its template arguments, joined by '::' (A::B<int>::),
 * up to the '::' before the token that MORE (a '*', or a member's name) is; that '::', or
 * NULL when T starts none. */
static lex_token *qualifier_end(lex_token *t, bool (*more)(const lex_token *))
{
    for (lex_token *q = t;;) {
        if (q->kind != TK_IDENT || q->kw != KW_NONE)
            return NULL;
        q++;
        if (lex_is(q, "<") && !(q = after_targs(q)))
            return NULL;
        if (!lex_is(q, "::"))
            return NULL;
        if (more(q + 1))
            return q;
        q++;
    }
}

static bool is_star(const lex_token *t)
{
    return lex_is(t, "*");
}

/* a member's name: an identifier that no '::' or '<' follows */
static bool is_member_name(const lex_token *t)
{
    return t->kind == TK_IDENT && t->kw == KW_NONE && !lex_is(t + 1, "::") && !lex_is(t + 1, "<");
}

ty_type *parse_member_pointer_class(parser *P, lex_token *t, lex_token **end)
{
    lex_token *sep = t->kind == TK_IDENT && (lex_is(t + 1, "::") || lex_is(t + 1, "<"))
                     ? qualifier_end(t, is_star) : NULL;
    ty_type *cls = sep ? parse_qualifier_type(P, t, sep) : NULL;
    if (!cls || (cls->kind != TY_STRUCT && cls->kind != TY_UNION && cls->kind != TY_TPARAM))
        return NULL; /* (a template parameter: T C::* in a template's pattern) */
    if (end)
        *end = sep + 2;
    return cls;
}

ty_type *parse_member_pointer_type(parser *P, ty_type *cls, ty_type *t, bool const_this)
{
    ty_type *m;
    if (t->kind == TY_FUNC) { /* the function, its object's address its first parameter */
        const_this |= t->is_const; /* (int () const: a const member function's type) */
        ty_type *f = ty_new(P->arena, TY_FUNC, 1, 1);
        *f = *ty_unqual(t);
        ty_param *th = sess_arena_alloc(P->arena, sizeof *th);
        th->ty = ty_ptr(P->arena, const_this ? ty_qualified(P->arena, cls, true, false, false) : cls);
        th->next = t->params;
        f->params = th;
        f->has_proto = true;
        if (t->pack_name)
            f->pack_at = t->pack_at + 1;
        m = ty_ptr(P->arena, f);
    } else { /* the member's offset */
        m = sess_arena_alloc(P->arena, sizeof *m);
        *m = *P->B->long_;
        m->base = t;
    }
    m->memptr_cls = cls;
    return m;
}

/* &S::f for the member function F, one of the overloads SET: its address (the dispatcher's
 * for a virtual one, which reaches the object's dynamic type's overrider) as a pointer to a
 * member of CLS */
static parse_node *function_member_pointer(parser *P, parse_func *f, parse_func *set, ty_type *cls,
                                           lex_token *t)
{
    if (f->lazy_body)
        parse_lazy_body(P, f);
    ty_type *mt = parse_member_pointer_type(P, f->cls ? f->cls : cls, f->ty, f->is_const_method);
    parse_node *fn = parse_new_node(P, ND_FUNC, t);
    fn->func = f->is_virtual ? parse_dispatcher(P, f) : f;
    fn->ty = fn->func->ty;
    parse_node *n = parse_rvalue(P, fn);
    n->ty = mt;
    n->func = set; /* (a conversion to another such type picks among them) */
    return n;
}

/* &S::m: a pointer to the non-static member m of class S (C++17 [expr.unary.op] p3), from
 * P->tok after the '&'; NULL (P->tok unmoved) when the operand is something else. */
parse_node *parse_member_pointer_value(parser *P, lex_token *amp)
{
    lex_token *sep = qualifier_end(P->tok, is_member_name), *q = sep ? sep + 1 : NULL;
    ty_type *cls = sep && !lex_is(q + 1, "(") ? parse_qualifier_type(P, P->tok, sep) : NULL;
    if (!cls || (cls->kind != TY_STRUCT && cls->kind != TY_UNION))
        return NULL;
    int off = 0;
    ty_member *m = ty_find_member(cls, q->text, q->len, &off);
    if (m && m->name) {
        if (m->bit_width > 0) {
            parse_error(P, q, "cannot form a pointer to the bit-field '%.*s'", q->len, q->text);
            return NULL;
        }
        P->tok = q + 1;
        return parse_new_num(P, off, parse_member_pointer_type(P, cls, m->ty, false), amp);
    }
    parse_func *f = m ? NULL : parse_find_method(cls, q->text, q->len);
    if (!f || f->is_static_member || f->is_ctor)
        return NULL;
    P->tok = q + 1;
    return function_member_pointer(P, f, f, cls, amp);
}

/* Does F, a member function, have the type that a pointer to member function of type MT (its
 * object's address the first parameter) points to? */
static bool member_function_of_type(parse_func *f, ty_type *mt)
{
    ty_type *ft = ty_unqual(mt)->base;
    ty_param *p = f->ty->params, *q = ft->params ? ft->params->next : NULL;
    if (!parse_same_type(f->ty->base, ft->base) || f->ty->variadic != ft->variadic ||
        f->is_const_method != (ft->params && ft->params->ty->base->is_const))
        return false;
    for (; p && q; p = p->next, q = q->next)
        if (!parse_same_type(p->ty, q->ty))
            return false;
    return !p && !q;
}

parse_node *parse_member_pointer_conv(parser *P, parse_node *e, ty_type *ty)
{
    ty_type *u = ty_unqual(ty);
    if (!u->memptr_cls || !e->ty)
        return e;
    if (u->kind == TY_PTR && e->kind == ND_ADDR && e->func && e->func->next_overload &&
        ty_unqual(e->ty)->memptr_cls) { /* &S::f of overloads: the one of the type wanted */
        for (parse_func *g = e->func; g; g = g->next_overload)
            if (!g->is_static_member && !g->is_ctor && member_function_of_type(g, u))
                return function_member_pointer(P, g, e->func, u->memptr_cls, e->tok);
        return e;
    }
    ty_type *from = ty_unqual(e->ty)->memptr_cls;
    int off;
    if (u->kind == TY_PTR && from && from != u->memptr_cls &&
        (parse_derives_from(u->memptr_cls, from) || parse_later_base_of(u->memptr_cls, from))) {
        /* a pointer to a base's member function as one of the derived class ([conv.mem] p2):
         * the same function where the base is at the derived object's start */
        if (parse_base_offset(u->memptr_cls, from) == 0)
            return parse_new_cast(P, e, u);
        parse_error(P, e->tok, "a pointer to a member function of '%s' as one of '%s', where '%s' is "
                    "not at the start of a '%s' object, is not supported (call it through a pointer "
                    "to '%s')", from->tag, u->memptr_cls->tag, from->tag, u->memptr_cls->tag, from->tag);
        return parse_failed(e);
    }
    if (u->kind != TY_PTR && from && from != u->memptr_cls &&
        (off = parse_base_offset(u->memptr_cls, from)) > 0) {
        /* a pointer to a base's data member as one of the derived class: its offset in the
         * derived class, where the base is ([conv.mem] p2); the null value stays null */
        if (e->kind == ND_NUM)
            return parse_new_num(P, e->ival < 0 ? e->ival : e->ival + off, u, e->tok);
        parse_var *tmp = parse_temp(P, e->ty, "<member pointer>", e->tok);
        parse_node *set = parse_new_node(P, ND_ASSIGN, e->tok);
        set->lhs = parse_var_node(P, tmp, e->tok);
        set->rhs = e;
        set->ty = e->ty;
        parse_node *c = parse_new_node(P, ND_COND, e->tok);
        c->cond = parse_new_binary(P, ND_LT, parse_new_cast(P, set, P->B->long_),
                                   parse_new_num(P, 0, P->B->long_, e->tok), e->tok);
        c->then = parse_new_num(P, -1, u, e->tok);
        c->els = parse_new_cast(P, parse_new_binary(P, ND_ADD, parse_var_node(P, tmp, e->tok),
                                                    parse_new_num(P, off, P->B->long_, e->tok), e->tok), u);
        c->ty = u;
        return c;
    }
    if (u->kind == TY_PTR || from || (e->ty->kind != TY_NULLPTR && !parse_is_null_ptr_const(e)))
        return e;
    /* a null pointer to a data member: -1 (offset 0 is a member's), as the Itanium C++ ABI has it */
    return parse_new_num(P, -1, u, e->tok);
}

/* pm-expression: OBJ .* PM (OBJ->*PM is (*OBJ).*PM): the member PM points to, of OBJ; a member
 * function's pointer keeps OBJ for its call ((s.*pf)(3)). */
parse_node *parse_member_pointer_access(parser *P, parse_node *obj, parse_node *pm, lex_token *t)
{
    ty_type *cls = pm->ty ? ty_unqual(pm->ty)->memptr_cls : NULL;
    obj = parse_deref_ref(P, obj);
    if (!cls) {
        parse_error(P, t, "right operand of '%.*s' is not a pointer to member ('%s')", t->len,
                    t->text, pm->ty ? ty_str(P->arena, pm->ty) : "?");
        return obj;
    }
    if (!obj->ty || (ty_unqual(obj->ty) != cls && !parse_derives_from(obj->ty, cls) &&
                     !parse_later_base_of(obj->ty, cls))) {
        parse_error(P, t, "'%s' is not '%s' or a class derived from it",
                    obj->ty ? ty_str(P->arena, obj->ty) : "?", cls->tag ? cls->tag : "class");
        return obj;
    }
    if (ty_unqual(obj->ty) != cls && parse_later_base_of(obj->ty, cls)) {
        parse_node *sub = parse_later_base(P, obj, cls);
        if (sub)
            obj = sub;
    }
    if (pm->ty->kind == TY_PTR) { /* a member function's */
        parse_node *n = parse_new_node(P, ND_CAST, t);
        n->lhs = pm;
        n->ty = pm->ty;
        n->obj = obj;
        return n;
    }
    if (!parse_is_lvalue(obj))
        obj = parse_materialise(P, obj);
    ty_type *mt = ty_unqual(pm->ty)->base;
    if (obj->ty->is_const)
        mt = ty_qualified(P->arena, mt, true, mt->is_volatile, false);
    parse_node *at = parse_new_binary(P, ND_ADD, parse_new_cast(P, parse_new_unary_addr(P, obj, t),
                                                                 ty_ptr(P->arena, P->B->char_)),
                                      parse_new_cast(P, pm, P->B->long_), t);
    return parse_new_deref(P, parse_new_cast(P, at, ty_ptr(P->arena, mt)), t);
}

/* ---- Lambdas -------------------------------------------------------------------------------- */

/* A lambda expression is an object of a class of its own (the closure type), with a member per
 * captured variable and an operator() whose body is the lambda's (C++ [expr.prim.lambda]).
 * Captures are found as the body names variables of the enclosing function: a member is added
 * to the closure type then (members are only ever appended, so the offsets of the ones before
 * do not move), holding a copy ([=], [x]) or the address ([&], [&x]) of the variable. */

static int align_up(int n, int a)
{
    return a > 0 ? (n + a - 1) / a * a : n;
}

/* Append a member of type TY to the closure type CLS: named NAME, or NAME__crN where a member
 * has that name already (the elements of a captured pack xs... are variables of one name). */
static ty_member *closure_member(parser *P, ty_type *cls, const char *name, ty_type *ty)
{
    ty_member *m = sess_arena_alloc(P->arena, sizeof *m);
    m->name = name;
    m->ty = ty;
    int end = 0, n = 0;
    bool taken = false;
    ty_member **mp = &cls->members;
    for (; *mp; mp = &(*mp)->next, n++) {
        end = (*mp)->offset + (*mp)->ty->size;
        taken |= (*mp)->name && !strcmp((*mp)->name, name);
    }
    if (taken) /* (N: the member's index, which no other NAME__crN has) */
        m->name = sess_arena_printf(P->arena, "%s__cr%d", name, n);
    m->offset = align_up(end, ty->align);
    *mp = m;
    if (ty->align > cls->align)
        cls->align = ty->align;
    cls->size = align_up(m->offset + ty->size, cls->align);
    return m;
}

static parse_node *capture(parser *P, parse_lambda *L, parse_var *v, lex_token *t, bool by_ref);

/* The type that lambda L's body sees a variable-length array of type AT as, captured by
 * reference: its lengths are the closure's members, copies of the hidden locals that hold
 * them in the enclosing function (a length is evaluated once, where the array is declared,
 * so the copy is the array's length), named through the body's this (a lambda in a lambda
 * copies the enclosing lambda's copy: closure_object). NULL where cudarepl does not take it:
 * a generic lambda (whose body's this is not known when it captures). */
static ty_type *vla_capture_type(parser *P, parse_lambda *L, ty_type *at)
{
    if (!L->this_var || !ty_is_vla(at))
        return NULL;
    for (ty_type *a = at; a->kind == TY_ARRAY; a = a->base)
        if (a->vla_len && (a->vla_len->kind != ND_VAR || !a->vla_len->var))
            return NULL;
    ty_type head = {0}, *cur = &head;
    for (ty_type *a = at; a->kind == TY_ARRAY; a = a->base) {
        ty_type *c = sess_arena_alloc(P->arena, sizeof *c);
        *c = *a;
        if (a->vla_len) {
            parse_var *len = a->vla_len->var;
            ty_member *m = closure_member(P, L->cls, "__cr_vla_len", len->ty);
            VEC_PUSH(L->caps, ((typeof(*L->caps.p)){len, m, false}));
            c->vla_len = capture(P, L, len, a->vla_len->tok, false);
        }
        cur->base = c; /* (the last keeps the element type, copied with it) */
        cur = c;
    }
    return head.base;
}

/* The member of lambda L's closure type that captures V (a copy, or its address BY_REF). */
static ty_member *capture_member(parser *P, parse_lambda *L, parse_var *v, bool by_ref)
{
    ty_type *vt = v->ty;
    bool is_ref = vt->kind == TY_PTR && vt->is_ref;
    /* a reference variable is captured by what it refers to */
    ty_type *mt = by_ref || is_ref ? ty_ptr(P->arena, is_ref ? vt->base : vt) : ty_unqual(vt);
    if (!by_ref && is_ref)
        mt = ty_unqual(vt->base);
    if (v == L->outer_this && L->copy_this && L->outer_cls)
        mt = ty_unqual(L->outer_cls); /* [*this]: the object */
    ty_type *at = is_ref ? vt->base : vt;
    ty_type *vla = NULL;
    if (ty_is_vm(at)) {
        /* a host variable-length array: g++ captures one by reference only */
        if (!by_ref) {
            parse_error(P, P->tok, "array of runtime bound cannot be captured by copy, only by "
                        "reference");
        } else if (at->kind == TY_ARRAY && ty_is_vm(at->base)) {
            /* (g++ 12's words: its rows' lengths are not the array's own) */
            parse_error(P, P->tok, "capture of variably-modified type '%s' that is not an N3639 "
                        "array of runtime bound", ty_str(P->arena, at));
            parse_note(P, P->tok, "because the array element type '%s' has variable size",
                       ty_str(P->arena, at->base));
        } else if (!(vla = vla_capture_type(P, L, at)))
            parse_error(P, P->tok, "cudarepl captures a variable-length array ('%s') by "
                        "reference only in a lambda that is not generic: capture a pointer to "
                        "its first element (int *p = a; [p])", v->name);
        else
            mt = ty_ptr(P->arena, vla);
    }
    /* (a hidden local, "<vla length>", is no name C can spell) */
    ty_member *m = closure_member(P, L->cls, v->name[0] == '<' ? "__cr_vla_len" : v->name, mt);
    VEC_PUSH(L->caps, ((typeof(*L->caps.p)){v, m, by_ref}));
    return m;
}

/* The expression for the outer variable V inside the body of lambda L (at T): its capture. */
static parse_node *capture(parser *P, parse_lambda *L, parse_var *v, lex_token *t, bool by_ref)
{
    ty_member *m = NULL;
    for (size_t i = 0; i < L->caps.len; i++)
        if (L->caps.p[i].outer == v) {
            m = L->caps.p[i].m;
            by_ref = L->caps.p[i].by_ref;
        }
    if (!m) {
        if (L->sealed) {
            parse_error(P, t, "cudarepl could not tell when this generic lambda was written that "
                        "it uses '%s': capture it explicitly", v->name);
            return NULL;
        }
        m = capture_member(P, L, v, by_ref);
    }
    parse_node *th = parse_new_node(P, ND_VAR, t);
    th->var = L->this_var;
    th->ty = L->this_var->ty;
    parse_node *mem = parse_new_node(P, ND_MEMBER, t);
    mem->lhs = parse_new_deref(P, th, t);
    mem->member = m;
    mem->ival = m->offset;
    mem->ty = L->is_mutable || by_ref ? m->ty : ty_qualified(P->arena, m->ty, true, false, false);
    if (by_ref)
        return parse_new_deref(P, mem, t);
    if (v == L->outer_this && L->copy_this && L->outer_cls) {
        parse_node *a = parse_new_unary_addr(P, mem, t); /* this: the closure's copy */
        a->ty = ty_ptr(P->arena, mem->ty);
        return a;
    }
    return mem;
}

parse_node *parse_lambda_this(parser *P, lex_token *t)
{
    parse_lambda *L = P->lambda;
    if (!L || !L->outer_this || P->fn != L->fn)
        return NULL;
    if (!L->explicit_this && !L->default_capture) {
        parse_error(P, t, "'this' cannot be implicitly captured in a lambda with no "
                    "capture-default (write [this], [=] or [&])");
        return NULL;
    }
    /* a copy of the pointer, whatever the capture-default */
    return capture(P, L, L->outer_this, t, false);
}

parse_node *parse_lambda_capture(parser *P, parse_var *v, lex_token *t)
{
    parse_lambda *L = P->lambda;
    if (!L || v->is_constexpr || !parse_lambda_outer(P, t, L))
        return NULL;
    if (v->is_global && !(L->in_host && v->space == SP_HOST))
        return NULL;
    for (size_t i = 0; i < L->caps.len; i++)
        if (L->caps.p[i].outer == v)
            return capture(P, L, v, t, L->caps.p[i].by_ref); /* captured already */
    bool by_ref = L->default_capture == '&';
    bool listed = false;
    for (int i = 0; i < L->nexplicit; i++)
        if (!strcmp(L->explicit_names[i], v->name)) {
            listed = true;
            by_ref = L->explicit_ref[i];
        }
    if (!listed && !L->default_capture) {
        if (v->is_global)
            return NULL; /* [] in a REPL cell: the session's variable itself, as a global is */
        parse_error(P, t, "variable '%s' cannot be implicitly captured in a lambda with no "
                    "capture-default (write [=], [&] or [%s])", v->name, v->name);
        return NULL;
    }
    return capture(P, L, v, t, by_ref);
}

/* An extended __device__ lambda written in host code (§5.3.8.2, Extended Lambdas): its closure
 * object, made by host code, holds copies of what it captures (never references); an empty
 * one is a byte. */
static void check_host_lambda(parser *P, parse_lambda *L, lex_token *t)
{
    for (size_t i = 0; i < L->caps.len; i++)
        if (L->caps.p[i].by_ref)
            parse_error(P, t, "an extended __device__ lambda cannot capture variables by reference "
                        "(%s)", CR_GUIDE_5_3_8);
    if (!L->caps.len)
        closure_member(P, L->cls, "__cr_empty", P->B->char_);
}

/* An init-capture NAME = e, NAME{e}, NAME(e) or &NAME = e (C++17 [expr.prim.lambda.capture]):
 * a variable of the enclosing function holding e (a reference to it: &NAME), named in a scope of
 * its own (*SCOPE, pushed by the first), then captured as a variable is; PRE and its
 * initialisation, the expression. */
static parse_node *init_capture(parser *P, lex_token *name, bool ref, parse_node *pre,
                                parse_scope **scope)
{
    bool paren = lex_is(P->tok, "("), brace = lex_is(P->tok, "{");
    P->tok++;
    parse_node *e = parse_assign(P);
    if (paren)
        parse_expect(P, ")");
    else if (brace)
        parse_expect(P, "}");
    if (!P->fn) {
        parse_error(P, name, "cudarepl takes init-captures only in a lambda inside a function");
        return pre;
    }
    parse_node *given = e;
    e = ref ? parse_deref_ref(P, e) : parse_rvalue(P, e);
    ty_type *ty = ref ? ty_ref(P->arena, e->ty) : ty_unqual(e->ty);
    parse_var *v = parse_temp(P, ty, parse_name(P, name), name);
    if (!*scope)
        *scope = parse_push_scope(P, NULL);
    parse_declare(P, v->name)->var = v;
    parse_node *a = parse_new_node(P, ND_ASSIGN, name);
    a->lhs = parse_var_node(P, v, name);
    parse_node *src = parse_deref_ref(P, given);
    if (!ref && ty->kind == TY_STRUCT && parse_copy_needs_code(ty)) {
        /* [c = x]: the capture copied from an lvalue, moved from an xvalue (std::move(x)),
           a temporary itself: made once, here (C++17 [expr.prim.lambda.capture] p6) */
        v->init_capture = true;
        if (src->ty && ty_unqual(src->ty) == ty && parse_is_lvalue(src) && src->kind != ND_COMPOUND)
            return pre ? parse_then(P, pre, parse_copy(P, a->lhs, given, ty, true, name), name)
                       : parse_copy(P, a->lhs, given, ty, true, name);
        parse_untrack_temporary(P, e); /* [c = T(3)]: the temporary is the capture */
    }
    a->rhs = ref ? parse_new_unary_addr(P, e, name) : parse_assign_conv(P, e, ty, "init-capture");
    if (ref)
        a->lhs->ty = a->rhs->ty = ty_ptr(P->arena, e->ty); /* a reference is its address */
    a->ty = a->lhs->ty;
    return pre ? parse_then(P, pre, a, name) : a;
}

/* DST = a copy of the array SRC (of type ATY, an lvalue read once per element): bit for bit, or
 * element by element where its elements are of a class whose copy is code (its copy
 * constructor, first element to last). */
static parse_node *copy_array(parser *P, parse_node *dst, parse_node *src, ty_type *aty, lex_token *t)
{
    ty_type *el = ty_unqual(aty->base), *inner = el;
    while (inner->kind == TY_ARRAY)
        inner = ty_unqual(inner->base);
    if (inner->kind != TY_STRUCT || !parse_copy_needs_code(inner) || aty->array_len <= 0) {
        parse_node *a = parse_new_node(P, ND_ASSIGN, t);
        a->lhs = dst;
        a->rhs = src;
        a->ty = aty;
        return a;
    }
    parse_node *e = NULL;
    for (int i = 0; i < aty->array_len; i++) {
        parse_node *d = parse_new_deref(P, parse_new_binary(P, ND_ADD, dst,
                                        parse_new_num(P, i, P->B->long_, t), t), t);
        parse_node *s = parse_new_deref(P, parse_new_binary(P, ND_ADD, src,
                                        parse_new_num(P, i, P->B->long_, t), t), t);
        e = parse_then(P, e, el->kind == TY_ARRAY ? copy_array(P, d, s, el, t)
                                                  : parse_copy(P, d, s, el, true, t), t);
    }
    return e;
}

/* lambda = "[" captures "]" ("(" params ")")? ("mutable" | __device__ | __host__)* ("->" type)?
 *          compound */
static parse_node *closure_object(parser *P, parse_lambda *L, lex_token *t, int exec,
                                  parse_scope *init_scope, parse_node *pre);

/* A lambda that could not be read (at T): what it held let go, a 0 in its place */
static parse_node *lambda_failed(parser *P, parse_lambda *L, parse_scope *init_scope, lex_token *t)
{
    VEC_FREE(L->caps);
    if (init_scope)
        parse_pop_scope(P, init_scope, false);
    return parse_new_num(P, 0, P->B->int_, t);
}
static parse_node *generic_lambda(parser *P, parse_lambda *L, lex_token *t, int exec,
                                  parse_scope *init_scope, parse_node *pre);

static parse_node *lambda_expr(parser *P);

parse_node *parse_lambda_expr(parser *P)
{
    lex_token *t = P->tok;
    for (struct parse_ctad_lambda **c = &P->ctad_lambdas; *c; c = &(*c)->next)
        if ((*c)->tok == t && (*c)->fn == P->fn && !P->ctad_reading) {
            parse_node *e = (*c)->e;
            P->tok = (*c)->end;
            *c = (*c)->next;
            return e;
        }
    parse_node *e = lambda_expr(P);
    if (P->ctad_reading) {
        struct parse_ctad_lambda *c = sess_arena_alloc(P->arena, sizeof *c);
        *c = (struct parse_ctad_lambda){P->ctad_lambdas, t, P->tok, P->fn, e};
        P->ctad_lambdas = c;
    }
    return e;
}

static parse_node *lambda_expr(parser *P)
{
    lex_token *t = P->tok++;
    parse_lambda L = {0};
    L.up = P->lambda;
    L.in_host = !P->fn || (P->cell && P->fn == P->unit->dynamic_init); /* (a REPL cell's statements) */
    if (L.up && L.up->fn == P->fn) { /* in another lambda's body: its object's this */
        L.outer_this = L.up->outer_this;
        L.outer_cls = L.up->outer_cls;
    } else if (P->fn && P->fn->cls && !P->fn->is_lambda) {
        parse_sym *ts = parse_lookup(P, "this", 4);
        L.outer_this = ts ? ts->var : NULL;
        L.outer_cls = P->fn->cls;
    }
    parse_node *pre = NULL;          /* the init-captures' initialisations */
    parse_scope *init_scope = NULL;  /* the scope their names are declared in */
    /* the capture list */
    while (!lex_is(P->tok, "]") && P->tok->kind != TK_EOF) {
        if ((lex_is(P->tok, "=") || lex_is(P->tok, "&")) && (lex_is(P->tok + 1, ",") || lex_is(P->tok + 1, "]"))) {
            L.default_capture = P->tok->text[0];
            P->tok++;
        } else if (P->tok->kw == KW_THIS) {
            L.explicit_this = true;
            P->tok++;
        } else if (lex_is(P->tok, "*") && P->tok[1].kw == KW_THIS) {
            L.explicit_this = L.copy_this = true; /* [*this]: a copy of the object */
            if (!L.outer_cls)
                parse_error(P, P->tok, "'*this' can be captured only in a non-static member "
                            "function");
            P->tok += 2;
        } else {
            bool ref = parse_consume(P, "&");
            lex_token *n = parse_expect_ident(P);
            if (!n)
                break;
            if (L.nexplicit < 32) {
                L.explicit_names[L.nexplicit] = parse_name(P, n);
                L.explicit_ref[L.nexplicit++] = ref;
            }
            if (lex_is(P->tok, "=") || lex_is(P->tok, "{") || lex_is(P->tok, "(")) {
                pre = init_capture(P, n, ref, pre, &init_scope);
            } else if (lex_is(P->tok, "...")) {
                /* [xs...], [&xs...]: each element of the function parameter pack, as a variable
                 * of its name is (C++17 [expr.prim.lambda.capture] p17) */
                parse_pack *pk = parse_lookup_pack(P, n);
                if (!pk || pk->types)
                    parse_error(P, n, "'%.*s' is not a function parameter pack ('...' after a "
                                "capture expands one)", n->len, n->text);
                P->tok++;
            }
        }
        if (!parse_consume(P, ","))
            break;
    }
    parse_expect(P, "]");
    /* the closure type */
    ty_type *cls = ty_new(P->arena, TY_STRUCT, 0, 1);
    /* a C name: an extended lambda's closure type is also a host struct (the host pass writes it) */
    /* (its file's hash too: lambdas at one line and column of two files are two classes) */
    cls->tag = sess_arena_printf(P->arena, "__cr_lambda_%d_%d_%08x", t->line, t->col,
                                 t->file ? (unsigned)sess_hash(t->file, strlen(t->file)) : 0u);
    /* (and in a template's instance, the instance's: each instance has its own closure type,
     * which a function template called with it is instantiated for) */
    parse_func *in = P->fn;
    if (in && (in->from_template || (in->cls && in->cls->tmpl_of)) && in->link)
        cls->tag = sess_arena_printf(P->arena, "%s_%08x", cls->tag,
                                     (unsigned)sess_hash(in->link, strlen(in->link)));
    cls->file = t->file;
    cls->complete = true;
    cls->has_ctor = false;
    /* (a capture-default that captures nothing is a lambda-capture still: no conversion to a
       pointer to function, C++17 [expr.prim.lambda.closure] p7) */
    cls->closure = L.default_capture || L.nexplicit || L.explicit_this ? TY_CLOSURE_CAPTURES
                                                                       : TY_CLOSURE_PLAIN;
    L.cls = cls;
    /* the call operator: [...] __device__ (params) mutable -> T { ... } (an extended lambda's
     * execution space comes before its parameters, §5.3.8.2) */
    struct { int exec; } ds = {0};
    for (;;) {
        if (P->tok->kw == KW_DEVICE)
            ds.exec |= EX_DEVICE;
        else if (P->tok->kw == KW_HOST)
            ds.exec |= EX_HOST;
        else
            break;
        P->tok++;
    }
    if (lex_is(P->tok, "(")) { /* a parameter declared auto: a generic lambda */
        int depth = 0;
        for (lex_token *q = P->tok; q->kind != TK_EOF; q++) {
            if (lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{"))
                depth++;
            else if ((lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}")) && --depth == 0)
                break;
            else if (depth == 1 && q->kw == KW_AUTO)
                return generic_lambda(P, &L, t, ds.exec, init_scope, pre);
        }
    }
    ty_type *fty = parse_lambda_params(P);
    for (;;) {
        if (parse_equal(P->tok, "mutable"))
            L.is_mutable = true;
        else if (P->tok->kw == KW_DEVICE)
            ds.exec |= EX_DEVICE;
        else if (P->tok->kw == KW_HOST)
            ds.exec |= EX_HOST;
        else if (parse_equal(P->tok, "constexpr") || parse_equal(P->tok, "noexcept"))
            ;
        else
            break;
        P->tok++;
    }
    bool deduce = true;
    if (parse_consume(P, "->")) {
        fty->base = parse_typename(P);
        deduce = false;
    }
    if (!ds.exec)
        ds.exec = P->fn ? P->fn->exec & (EX_DEVICE | EX_HOST) : EX_HOST;
    if (ds.exec & EX_GLOBAL)
        ds.exec = EX_DEVICE;
    if (P->fn && (P->fn->exec & EX_GLOBAL))
        ds.exec |= EX_DEVICE;
    parse_func *f = parse_new_method(P, cls, "operator()", fty, ds.exec, t);
    f->is_lambda = true;
    f->is_const_method = !L.is_mutable;
    f->deduce_ret = deduce;
    L.fn = f;
    if (!lex_is(P->tok, "{")) {
        parse_error(P, P->tok, "expected '{' to begin the lambda's body");
        return lambda_failed(P, &L, init_scope, t);
    }
    /* the body, in the enclosing scope (for the captures) */
    P->lambda = &L;
    L.scope_mark = P->scope;
    parse_fn_state st;
    parse_save_fn(P, &st);
    parse_function_body(P, f);
    parse_restore_fn(P, &st);
    P->lambda = L.up;
    parse_add_func(P, f);
    return closure_object(P, &L, t, ds.exec, init_scope, pre);
}

/* Is V the hidden local holding a length of a variable-length array that lambda L captures
 * (vla_capture_type)? */
static bool vla_length_of(const parse_lambda *L, const parse_var *v)
{
    for (size_t i = 0; i < L->caps.len; i++) {
        const ty_type *t = L->caps.p[i].outer->ty;
        for (; t && t->kind == TY_ARRAY; t = t->base)
            if (t->vla_len && t->vla_len->kind == ND_VAR && t->vla_len->var == v)
                return true;
    }
    return false;
}

/* The closure object of lambda L (at T): a temporary whose members are the captures, made from
 * the variables (or the enclosing lambda's captures of them); PRE: the init-captures' values. */
static parse_node *closure_object(parser *P, parse_lambda *L, lex_token *t, int exec,
                                  parse_scope *init_scope, parse_node *pre)
{
    ty_type *cls = L->cls;
    if (cls->size == 0)
        cls->size = 1; /* no captures: an empty class, a byte (as the host compiler lays it out) */
    /* the closure object: a temporary whose members are the captures */
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = "<lambda>";
    v->ty = cls;
    v->space = SP_LOCAL;
    v->addr_taken = true;
    v->tok = t;
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    }
    parse_node *init = NULL;
    for (size_t i = 0; i < L->caps.len; i++) {
        parse_var *ov = L->caps.p[i].outer;
        lex_token *nt = sess_arena_alloc(P->arena, sizeof *nt);
        *nt = *t;
        nt->text = ov->name;
        nt->len = (int)strlen(ov->name);
        /* in the enclosing lambda, a capture of its own; else the variable */
        parse_node *src = ov == L->outer_this ? parse_lambda_this(P, nt)
                                             : parse_lambda_capture(P, ov, nt);
        if (!src && P->lambda && P->lambda->fn == P->fn && P->lambda->this_var &&
            vla_length_of(L, ov))
            src = capture(P, P->lambda, ov, nt, false); /* a length of a variable-length array
                                                           the enclosing lambda captured */
        if (!src) {
            src = parse_new_node(P, ND_VAR, nt);
            src->var = ov;
            src->ty = ov->ty;
        }
        src = parse_deref_ref(P, src);
        parse_node *dst = parse_new_node(P, ND_MEMBER, t);
        parse_node *vn = parse_new_node(P, ND_VAR, t);
        vn->var = v;
        vn->ty = cls;
        dst->lhs = vn;
        dst->member = L->caps.p[i].m;
        dst->ival = L->caps.p[i].m->offset;
        dst->ty = L->caps.p[i].m->ty;
        parse_node *a = parse_new_node(P, ND_ASSIGN, t);
        a->lhs = dst;
        if (ov == L->outer_this && L->copy_this && L->outer_cls) {
            /* [*this]: the object copied (by its copy constructor, if it has one) */
            a = parse_copy(P, dst, parse_new_deref(P, src, t), ty_unqual(L->outer_cls), true, t);
        } else if (L->caps.p[i].by_ref) {
            a->rhs = parse_new_unary_addr(P, src, t);
            a->rhs->ty = src->ty && ty_is_vla(src->ty) ? ty_ptr(P->arena, src->ty) : dst->ty;
            if (a->rhs->ty != dst->ty) /* a variable-length array's address (a char * in C) */
                a->rhs = parse_new_cast(P, a->rhs, dst->ty);
            a->ty = dst->ty;
        } else if (P->fn && ty_unqual(dst->ty)->kind == TY_STRUCT && parse_is_lvalue(src) &&
                   parse_copy_needs_code(ty_unqual(dst->ty)) && !ov->init_capture) {
            /* [s]: a copy of s, by its copy constructor (C++17 [expr.prim.lambda.capture] p15) */
            a = parse_copy(P, dst, src, ty_unqual(dst->ty), true, t);
        } else if (ty_unqual(dst->ty)->kind == TY_ARRAY) {
            /* [a] of an array: the member is an array of its type, each element copied (C++17
             * [expr.prim.lambda.capture] p10, p15) */
            a = copy_array(P, dst, src, ty_unqual(dst->ty), t);
        } else {
            a->rhs = parse_assign_conv(P, src, dst->ty, "capture");
            a->ty = dst->ty;
        }
        if (!init) {
            init = a;
        } else {
            parse_node *c = parse_new_node(P, ND_COMMA, t);
            c->lhs = init;
            c->rhs = a;
            c->ty = a->ty;
            init = c;
        }
    }
    if (!P->fn && (exec & EX_DEVICE))
        check_host_lambda(P, L, t);
    VEC_FREE(L->caps);
    if (init_scope)
        parse_pop_scope(P, init_scope, false);
    parse_node *n = parse_new_node(P, ND_COMPOUND, t);
    n->var = v;
    n->ty = cls;
    n->init = pre && init ? parse_then(P, pre, init, t) : pre ? pre : init;
    return n;
}

/* ---- Generic lambdas ------------------------------------------------------------------------
 * A lambda with `auto` parameters (C++14) has a member function template for an operator(): a
 * template of the closure type (its call_tmpl) whose parameters are the autos, each call's
 * argument types making an instance (parse_glambda_instance) whose body is parsed then
 * (parse_glambda_body). The closure object is made where the lambda is, so what it captures is
 * found then, before any instance: the body's names that are variables of the enclosing scope
 * (for [=], [&] or as listed), and this when it names the object or its members. */
typedef struct parse_glambda {
    lex_token *params;        /* its '(' */
    int exec;
    bool is_mutable, copy_this;
    int default_capture;
    bool has_pack;            /* its last auto parameter is a pack (auto... xs): the template's
                                 last parameter */
    ty_type *cls;
    parse_var *outer_this;
    ty_type *outer_cls;
    bool in_host;
    size_t ncaps;
    struct { parse_var *outer; ty_member *m; bool by_ref; } *caps;
    size_t npacks;            /* the function parameter packs it captures (their elements are
                                 among caps): declared again for its instances' bodies */
    struct { const char *name; parse_pack *pk; } *packs;
} parse_glambda;

/* Is the name at Q one of lambda L's captures by reference (else by copy), by its list? -1:
 * not capturable (not listed, no capture-default) */
static int glambda_capture_mode(parse_lambda *L, const char *name)
{
    for (int i = 0; i < L->nexplicit; i++)
        if (!strcmp(L->explicit_names[i], name))
            return L->explicit_ref[i];
    return L->default_capture ? L->default_capture == '&' : -1;
}

/* Declare the pack that `auto... xs` reads its N types TYS from (the pattern's one
 * placeholder: PLACEHOLDER), in the current scope */
static void declare_auto_pack(parser *P, ty_type **tys, int n, bool placeholder)
{
    parse_pack *pk = sess_arena_alloc(P->arena, sizeof *pk);
    pk->n = n;
    pk->elems = sess_arena_alloc(P->arena, sizeof *pk->elems * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) {
        pk->elems[i] = sess_arena_alloc(P->arena, sizeof *pk->elems[i]);
        pk->elems[i]->type_def = tys[i];
    }
    pk->placeholder = placeholder;
    pk->types = true;
    parse_declare(P, PARSE_AUTO_PACK)->pack = pk;
}

static parse_node *generic_lambda(parser *P, parse_lambda *L, lex_token *t, int exec,
                                  parse_scope *init_scope, parse_node *pre)
{
    lex_token *params = P->tok;
    int nauto = 0, depth = 0;
    lex_token *pack = NULL; /* the `...` of auto... xs */
    for (; P->tok->kind != TK_EOF; P->tok++) {
        if (lex_is(P->tok, "(") || lex_is(P->tok, "[") || lex_is(P->tok, "{"))
            depth++;
        else if ((lex_is(P->tok, ")") || lex_is(P->tok, "]") || lex_is(P->tok, "}")) && --depth == 0)
            break;
        else if (depth == 1 && P->tok->kw == KW_AUTO && pack)
            parse_error(P, P->tok, "cudarepl takes a pack of auto parameters only after a generic "
                        "lambda's other auto parameters");
        else if (depth == 1 && P->tok->kw == KW_AUTO)
            nauto++;
        else if (depth == 1 && lex_is(P->tok, "...") && nauto && !pack &&
                 !lex_is(P->tok - 1, "(") && !lex_is(P->tok - 1, ","))
            pack = P->tok;
    }
    parse_expect(P, ")");
    if (pack)
        nauto--;
    for (;;) {
        if (parse_equal(P->tok, "mutable"))
            L->is_mutable = true;
        else if (P->tok->kw == KW_DEVICE)
            exec |= EX_DEVICE;
        else if (P->tok->kw == KW_HOST)
            exec |= EX_HOST;
        else if (!parse_equal(P->tok, "constexpr") && !parse_equal(P->tok, "noexcept"))
            break;
        P->tok++;
    }
    while (!lex_is(P->tok, "{") && P->tok->kind != TK_EOF && !lex_is(P->tok, ";"))
        P->tok++; /* (a trailing return type: read with each instance) */
    if (!lex_is(P->tok, "{") || nauto + (pack != NULL) > 16) {
        parse_error(P, P->tok, nauto + (pack != NULL) > 16 ? "more than 16 auto parameters"
                                                           : "expected '{' to begin the lambda's body");
        return lambda_failed(P, L, init_scope, t);
    }
    lex_token *body = P->tok;
    depth = 0;
    for (; P->tok->kind != TK_EOF; P->tok++) {
        if (lex_is(P->tok, "{"))
            depth++;
        else if (lex_is(P->tok, "}") && --depth == 0)
            break;
    }
    lex_token *body_end = P->tok;
    parse_expect(P, "}");
    if (!exec)
        exec = P->fn ? P->fn->exec & (EX_DEVICE | EX_HOST) : EX_HOST;
    if (exec & EX_GLOBAL)
        exec = EX_DEVICE;
    if (P->fn && (P->fn->exec & EX_GLOBAL))
        exec |= EX_DEVICE;
    /* what the body names of the enclosing scope: captured now */
    VEC(struct { const char *name; parse_pack *pk; }) packs = {0};
    for (lex_token *q = body + 1; q < body_end; q++) {
        if (q->kw == KW_THIS) {
            if (L->outer_this && (L->explicit_this || L->default_capture))
                capture_member(P, L, L->outer_this, false);
            continue;
        }
        if (q->kind != TK_IDENT || q->kw != KW_NONE || lex_is(q - 1, ".") || lex_is(q - 1, "->") ||
            lex_is(q - 1, "::"))
            continue;
        bool known = false;
        for (size_t i = 0; i < L->caps.len && !known; i++)
            known = parse_equal(q, L->caps.p[i].outer->name);
        if (known)
            continue;
        parse_sym *sym = parse_lookup(P, q->text, q->len);
        parse_var *v = sym ? sym->var : NULL;
        if (sym && sym->pack && !sym->pack->types && P->fn) {
            /* a function parameter pack: each of its elements, as a variable */
            int mode = glambda_capture_mode(L, parse_name(P, q));
            bool have = false;
            for (size_t i = 0; i < packs.len && !have; i++)
                have = packs.p[i].pk == sym->pack;
            if (mode < 0 || have)
                continue;
            VEC_PUSH(packs, ((typeof(*packs.p)){parse_name(P, q), sym->pack}));
            for (int i = 0; i < sym->pack->n; i++)
                if (sym->pack->elems[i]->var)
                    capture_member(P, L, sym->pack->elems[i]->var, mode == 1);
        } else if (v && !v->is_constexpr && (!v->is_global || (L->in_host && v->space == SP_HOST)) &&
            (P->fn || (L->in_host && !v->is_global))) {
            /* (outside a function: an extended lambda that the device pass reads in host
             * code, whose host locals are declared for it) */
            int mode = glambda_capture_mode(L, v->name);
            if (mode >= 0)
                capture_member(P, L, v, mode == 1);
        } else if (!sym && L->outer_cls && (L->explicit_this || L->default_capture) && L->outer_this) {
            int off;
            bool member = ty_find_member(L->outer_cls, q->text, q->len, &off) ||
                          parse_find_method(L->outer_cls, q->text, q->len);
            bool have = false;
            for (size_t i = 0; i < L->caps.len && !have; i++)
                have = L->caps.p[i].outer == L->outer_this;
            if (member && !have)
                capture_member(P, L, L->outer_this, false);
        }
    }
    /* the operator() template */
    parse_template *tm = sess_arena_alloc(P->arena, sizeof *tm);
    tm->name = "operator()";
    tm->cls = L->cls;
    tm->nparams = nauto + (pack != NULL);
    for (int i = 0; i < tm->nparams; i++)
        tm->params[i].is_type = true;
    tm->params[nauto].is_pack = pack != NULL;
    tm->decl = params;
    tm->scope = parse_global_scope(P);
    tm->decl_is_definition = true;
    parse_glambda *g = sess_arena_alloc(P->arena, sizeof *g);
    g->params = params;
    g->exec = exec;
    g->is_mutable = L->is_mutable;
    g->default_capture = L->default_capture;
    g->has_pack = pack != NULL;
    g->cls = L->cls;
    g->outer_this = L->outer_this;
    g->outer_cls = L->outer_cls;
    g->copy_this = L->copy_this;
    g->in_host = L->in_host;
    g->ncaps = L->caps.len;
    g->caps = sess_arena_alloc(P->arena, sizeof *g->caps * (g->ncaps ? g->ncaps : 1));
    for (size_t i = 0; i < g->ncaps; i++) {
        g->caps[i].outer = L->caps.p[i].outer;
        g->caps[i].m = L->caps.p[i].m;
        g->caps[i].by_ref = L->caps.p[i].by_ref;
    }
    g->npacks = packs.len;
    g->packs = sess_arena_alloc(P->arena, sizeof *g->packs * (g->npacks ? g->npacks : 1));
    for (size_t i = 0; i < g->npacks; i++) {
        g->packs[i].name = packs.p[i].name;
        g->packs[i].pk = packs.p[i].pk;
    }
    VEC_FREE(packs);
    tm->glambda = g;
    parse_keep_template(P, tm);
    L->cls->call_tmpl = tm;
    /* its pattern: the parameters with placeholders for the autos */
    ty_type *ph[17];
    for (int i = 0; i < tm->nparams; i++) {
        ph[i] = ty_new(P->arena, TY_TPARAM, 1, 1);
        ph[i]->array_len = i;
        ph[i]->name = "auto";
        ph[i]->complete = true;
    }
    parse_scope *up = pack ? parse_push_scope(P, NULL) : NULL;
    if (pack)
        declare_auto_pack(P, ph + nauto, 1, true);
    lex_token *after = P->tok;
    ty_type **aa = P->auto_args;
    int an = P->nauto, anext = P->auto_next;
    P->auto_args = ph;
    P->nauto = nauto;
    P->auto_next = 0;
    struct parse_template *outer_pattern = P->pattern_of;
    P->pattern_of = tm;
    P->tok = params;
    tm->pattern = parse_lambda_params(P);
    P->pattern_of = outer_pattern;
    P->auto_args = aa;
    P->nauto = an;
    P->auto_next = anext;
    P->tok = after;
    if (up)
        parse_pop_scope(P, up, false);
    return closure_object(P, L, t, exec, init_scope, pre);
}

parse_func *parse_glambda_instance(parser *P, parse_template *tm, const parse_targs *a, const char *key)
{
    parse_glambda *g = tm->glambda;
    int nfixed = g->has_pack ? tm->nparams - 1 : a->n;
    if (nfixed > a->n)
        return NULL;
    ty_type **args = sess_arena_alloc(P->arena, sizeof *args * (size_t)(a->n + 1));
    for (int i = 0; i < a->n; i++)
        args[i] = a->a[i].ty;
    ty_type **aa = P->auto_args;
    int an = P->nauto, anext = P->auto_next;
    P->auto_args = args;
    P->nauto = nfixed;
    P->auto_next = 0;
    parse_scope *up = g->has_pack ? parse_push_scope(P, NULL) : NULL;
    if (up)
        declare_auto_pack(P, args + nfixed, a->n - nfixed, false);
    P->tok = g->params;
    ty_type *fty = parse_lambda_params(P);
    if (up)
        parse_pop_scope(P, up, false);
    P->auto_args = aa;
    P->nauto = an;
    P->auto_next = anext;
    while (parse_equal(P->tok, "mutable") || P->tok->kw == KW_DEVICE || P->tok->kw == KW_HOST ||
           parse_equal(P->tok, "constexpr") || parse_equal(P->tok, "noexcept"))
        P->tok++;
    bool deduce = true;
    if (parse_consume(P, "->")) {
        fty->base = parse_typename(P);
        deduce = false;
    }
    if (!lex_is(P->tok, "{"))
        return NULL;
    parse_func *f = parse_new_method(P, g->cls, "operator()", fty, g->exec, g->params);
    /* an instance, not one of the class's overloads: found through the template */
    for (ty_method **mp = &g->cls->methods; *mp; mp = &(*mp)->next) {
        if (strcmp((*mp)->name, "operator()"))
            continue;
        parse_func **fp = &(*mp)->fn;
        while (*fp && *fp != f)
            fp = &(*fp)->next_overload;
        if (*fp)
            *fp = f->next_overload;
        if (!(*mp)->fn)
            *mp = (*mp)->next;
        break;
    }
    f->is_lambda = true;
    f->is_const_method = !g->is_mutable;
    f->deduce_ret = deduce;
    f->link = sess_arena_printf(P->arena, "%s%s", f->link, key);
    f->body_tok = P->tok;
    return f;
}

/* Is V an element of a function parameter pack that generic lambda G captures? */
static bool pack_element(const parse_glambda *g, const parse_var *v)
{
    for (size_t i = 0; i < g->npacks; i++)
        for (int k = 0; k < g->packs[i].pk->n; k++)
            if (g->packs[i].pk->elems[k]->var == v)
                return true;
    return false;
}

void parse_glambda_body(parser *P, parse_template *tm, parse_func *f, lex_token *body, bool add)
{
    parse_glambda *g = tm->glambda;
    parse_lambda L = {0};
    L.cls = g->cls;
    L.fn = f;
    L.default_capture = g->default_capture;
    L.is_mutable = g->is_mutable;
    L.in_host = g->in_host;
    L.outer_this = g->outer_this;
    L.outer_cls = g->outer_cls;
    L.explicit_this = true;
    L.copy_this = g->copy_this;
    for (size_t i = 0; i < g->ncaps; i++)
        VEC_PUSH(L.caps, ((typeof(*L.caps.p)){g->caps[i].outer, g->caps[i].m, g->caps[i].by_ref}));
    L.sealed = true;
    /* the captured names, where the body finds them as its enclosing scope's */
    parse_scope *up = parse_push_scope(P, NULL);
    for (size_t i = 0; i < g->ncaps; i++)
        if (g->caps[i].outer != g->outer_this && !pack_element(g, g->caps[i].outer))
            parse_declare(P, g->caps[i].outer->name)->var = g->caps[i].outer;
    for (size_t i = 0; i < g->npacks; i++) /* (xs: its elements, the captured variables) */
        parse_declare(P, g->packs[i].name)->pack = g->packs[i].pk;
    L.scope_mark = P->scope;
    struct parse_lambda *outer = P->lambda;
    L.up = NULL;
    P->lambda = &L;
    lex_token *save = P->tok;
    P->tok = body;
    parse_fn_state st;
    parse_save_fn(P, &st);
    parse_function_body(P, f);
    parse_restore_fn(P, &st);
    P->tok = save;
    P->lambda = outer;
    VEC_FREE(L.caps);
    parse_pop_scope(P, up, false);
    if (add)
        parse_add_func(P, f);
}

/* ---- Virtual functions ------------------------------------------------------------------- */

/* A polymorphic class's objects hold their dynamic type's number (ty->class_id) in a hidden
 * member, which every constructor sets after its bases have set theirs. A call of a virtual
 * function goes to a dispatcher made for it: a function with the same parameters whose body,
 * built at the end of the unit when every class is known, calls the final overrider of the
 * object's dynamic type among the classes derived from the function's. */

parse_node *parse_set_dynamic_type(parser *P, parse_node *vptr, ty_type *cls)
{
    parse_node *n = parse_new_node(P, ND_ASSIGN, vptr->tok);
    n->lhs = vptr;
    n->rhs = parse_new_num(P, cls->class_id, P->B->long_, vptr->tok);
    n->ty = P->B->long_;
    return n;
}

/* Is M a base class's subobject (an unnamed member of a named class)? */
static bool is_base_member(const ty_member *m)
{
    return !m->name && ty_unqual(m->ty)->kind == TY_STRUCT && ty_unqual(m->ty)->tag;
}

static parse_node *set_vptrs(parser *P, parse_node *obj, ty_type *sub, ty_type *cls,
                             parse_node *acc, lex_token *t, int depth)
{
    for (ty_member *m = ty_unqual(sub)->members; m; m = m->next) {
        bool vptr = m->name && !strcmp(m->name, "__vptr");
        if (!vptr && (!is_base_member(m) || depth >= 16))
            continue;
        parse_node *n = parse_new_node(P, ND_MEMBER, t);
        n->lhs = obj;
        n->member = m;
        n->ival = m->offset;
        n->ty = m->ty;
        if (vptr) {
            parse_node *set = parse_set_dynamic_type(P, n, cls);
            acc = acc ? parse_then(P, acc, set, t) : set;
        } else {
            acc = set_vptrs(P, n, m->ty, cls, acc, t, depth + 1);
        }
    }
    return acc;
}

parse_node *parse_set_dynamic_types(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    parse_node *n = set_vptrs(P, obj, obj->ty, cls, NULL, t, 0);
    /* the virtual bases' by the complete object's constructor only: a dispatcher's case for a
     * class finds the virtual base where the complete object of that class has it */
    parse_node *vn = NULL;
    for (ty_vbase *e = ty_unqual(obj->ty)->vbases; e; e = e->next) /* (through its pointers) */
        if (e->ty->class_id)
            vn = set_vptrs(P, parse_vbase_subobject(P, obj, e->ty, t), e->ty, cls, vn, t, 1);
    if (vn) {
        parse_node *c = parse_new_node(P, ND_COND, t);
        c->cond = parse_vbase_complete(P, obj, obj->ty, t);
        c->then = parse_then(P, vn, void_node(P, t), t);
        c->els = void_node(P, t);
        c->ty = P->B->void_;
        n = parse_then(P, n, c, t);
    }
    if (!n) { /* (no hidden member: none to set) */
        n = parse_new_node(P, ND_CAST, t);
        n->lhs = parse_new_num(P, 0, P->B->int_, t);
        n->ty = P->B->void_;
    }
    return n;
}

/* Does class B itself declare NAME virtual with FTY's parameters and IS_CONST (any destructor,
 * where NAME is one), or does one of its bases? */
static bool declares_virtual(ty_type *b, const char *name, ty_type *fty, bool is_const)
{
    for (ty_method *mm = b->methods; mm; mm = mm->next) {
        bool dtor = name[0] == '~' && mm->name[0] == '~';
        if (!dtor && strcmp(mm->name, name))
            continue;
        for (parse_func *g = mm->fn; g; g = g->next_overload)
            if (g->is_virtual &&
                (dtor || (parse_same_params(g->ty, fty) && g->is_const_method == is_const)))
                return true;
    }
    return parse_overrides_virtual(b, name, fty, is_const);
}

bool parse_overrides_virtual(ty_type *cls, const char *name, ty_type *fty, bool is_const)
{
    for (ty_member *m = ty_unqual(cls)->members; m; m = m->next)
        if (is_base_member(m) && declares_virtual(ty_unqual(m->ty), name, fty, is_const))
            return true;
    for (ty_vbase *e = ty_unqual(cls)->vbases; e; e = e->next)
        if (declares_virtual(e->ty, name, fty, is_const))
            return true;
    return false;
}

/* The offset of B's subobject in a complete object of class C, a virtual base's (or a base of
 * one) in C's own room for it too; or -1. (Only where the object is known to be a complete C:
 * a dispatcher's case for its dynamic type.) */
static int complete_offset(ty_type *c, ty_type *b)
{
    int o = base_offset(c, b, 0);
    for (ty_vbase *e = ty_unqual(c)->vbases; e && o < 0; e = e->next) {
        int in = base_offset(e->ty, b, 0);
        if (in >= 0 && e->store)
            o = e->store->offset + in;
    }
    return o;
}

int parse_base_offset(ty_type *c, ty_type *b)
{
    return base_offset(c, b, 0);
}

/* The offset of B's subobject in class C (C itself: 0), through any of its bases; or -1. */
static int base_offset(ty_type *c, ty_type *b, int depth)
{
    c = ty_unqual(c);
    b = ty_unqual(b);
    if (c == b)
        return 0;
    for (ty_member *m = c->members; m && depth < 16; m = m->next)
        if (is_base_member(m)) {
            int o = base_offset(m->ty, b, depth + 1);
            if (o >= 0)
                return m->offset + o;
        }
    return -1;
}

parse_func *parse_dispatcher(parser *P, parse_func *f)
{
    if (f->dispatch)
        return f->dispatch;
    parse_func *d = sess_arena_alloc(P->arena, sizeof *d);
    *d = *f;
    d->link = sess_arena_printf(P->arena, "%s [virtual]", f->link);
    d->is_virtual = false;
    d->is_static = true; /* each file's own: it knows the classes that file declares */
    d->body = NULL;
    d->params = NULL;
    d->locals = NULL;
    d->next_overload = NULL;
    d->is_defined = false;
    d->exec = f->exec;
    f->dispatch = d;
    d->dispatch = f; /* back to the function it dispatches */
    parse_add_dispatcher(P, d);
    parse_register_link(P, d);
    return d;
}

parse_func *parse_dynamic_fn(parser *P, int kind, ty_type *cls, ty_type *to, lex_token *t)
{
    static const char *const what[] = {"object", "typeid", "dynamic_cast"};
    cls = ty_unqual(cls);
    to = to ? ty_unqual(to) : NULL;
    const char *link = sess_arena_printf(P->arena, "%s [%s%s%s] [virtual]",
                                         cls->tag ? cls->tag : "(anonymous)", what[kind],
                                         to ? " to " : "", to && to->tag ? to->tag : "");
    parse_func *f = parse_find_func(P->ctx, link);
    if (f && f->object_of == cls && f->dyn_kind == kind && f->cast_to == to)
        return f;
    f = sess_arena_alloc(P->arena, sizeof *f);
    f->name = f->link = link;
    f->tok = t;
    f->object_of = cls;
    f->dyn_kind = (uint8_t)kind;
    f->cast_to = to;
    /* (typeid and dynamic_cast are host code's: §5.3.10.1) */
    f->exec = kind == PARSE_DYN_OBJECT ? EX_HOST | EX_DEVICE : EX_HOST;
    f->is_inline = true;
    ty_type *ret = kind == PARSE_DYN_TYPE_NAME
                       ? ty_ptr(P->arena, ty_qualified(P->arena, P->B->char_, true, false, false))
                       : ty_ptr(P->arena, P->B->void_);
    f->ty = ty_func(P->arena, ret);
    f->ty->has_proto = true;
    f->ty->params = sess_arena_alloc(P->arena, sizeof *f->ty->params);
    f->ty->params->ty = ty_ptr(P->arena, cls);
    parse_add_dispatcher(P, f);
    parse_register_link(P, f);
    return f;
}

/* The final overrider of F in class C: C's own, or the one of its base on whose side F's
 * class is (the first base's chain, or a later base's: multiple inheritance). */
static parse_func *overrider_in(ty_type *c, parse_func *f, const char *name, int depth)
{
    if (!c || depth > 32)
        return NULL;
    for (ty_method *m = c->methods; m; m = m->next) {
        if (f->is_dtor ? m->name[0] != '~' : strcmp(m->name, name) != 0)
            continue; /* a destructor's overrider is the class's destructor */
        for (parse_func *g = m->fn; g; g = g->next_overload)
            if (g->cls == c && parse_same_params(g->ty, f->ty) &&
                g->is_const_method == f->is_const_method)
                return g;
    }
    /* through the bases that have F's class: one that overrides it wins over F itself (a
     * virtual base's F, which a class on another path overrides: C++17 [class.virtual] p2) */
    parse_func *found = NULL;
    for (ty_member *m = c->members; m; m = m->next)
        if (is_base_member(m) && complete_offset(m->ty, f->cls) >= 0) {
            parse_func *o = overrider_in(ty_unqual(m->ty), f, name, depth + 1);
            if (o && (o != f || !found))
                found = o;
            if (found && found != f)
                return found;
            if (!c->vbases)
                break; /* (the first base that has it, as without virtual bases) */
        }
    for (ty_vbase *e = c->vbases; e; e = e->next)
        if (!found && complete_offset(e->ty, f->cls) >= 0)
            found = overrider_in(e->ty, f, name, depth + 1);
    return found;
}

static parse_func *overrider(ty_type *c, parse_func *f)
{
    const char *name = strrchr(f->name, ':');
    name = name ? name + 1 : f->name;
    return overrider_in(ty_unqual(c), f, name, 0);
}

static parse_var *param_var(parser *P, const char *name, ty_type *ty, lex_token *t)
{
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = name;
    v->ty = ty;
    v->tok = t;
    v->is_param = true;
    if (parse_passed_by_address(ty)) {
        v->ty = ty_ref(P->arena, ty);
        v->by_address = v->forwards = true;
    }
    v->space = ty_is_aggregate(v->ty) ? SP_LOCAL : SP_REG;
    return v;
}

static parse_node *vnode(parser *P, parse_var *v, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_VAR, t);
    n->var = v;
    n->ty = v->ty;
    return n;
}

typedef struct {
    parse_func *d, *f;
    parse_var *self;
    parse_node *args[32];
    int nargs;
    parse_node head, *cur;
} dispatch_build;

/* The function that a virtual call of F on an object of class C calls, if this file's
 * dispatcher can call it, else NULL (C is not derived from F's class; F is pure in C) */
static parse_func *case_overrider(parser *P, ty_type *c, parse_func *f)
{
    if (complete_offset(c, f->cls) < 0)
        return NULL;
    parse_func *o = overrider(c, f);
    /* an overrider this file only declares is another file's, unless it is pure or inline
     * (in host code: device code is one file's, as nvcc compiles it without -rdc) */
    if (!o || (!o->is_defined && !o->body_tok &&
               (!P->host_pass || o->is_pure || o->is_deleted || o->is_inline)))
        return NULL;
    return o;
}

static void dispatch_case(parser *P, ty_type *c, void *arg)
{
    dispatch_build *b = arg;
    parse_func *o = case_overrider(P, c, b->f);
    if (!o)
        return;
    int off_f = complete_offset(c, b->f->cls); /* where this points in an object of class C */
    int off_o = complete_offset(c, o->cls);
    lex_token *t = b->d->tok;
    lex_token *vt = sess_arena_alloc(P->arena, sizeof *vt);
    *vt = *t;
    vt->text = "__vptr";
    vt->len = 6;
    parse_node *obj = parse_new_deref(P, vnode(P, b->self, t), t);
    parse_node *cond = parse_new_binary(P, ND_EQ, parse_member_of(P, obj, vt),
                                        parse_new_num(P, c->class_id, P->B->long_, t), t);
    /* the object as the overrider's class: its subobject, from F's class's */
    parse_node *self = vnode(P, b->self, t);
    if (off_o != off_f && off_o >= 0) {
        self = parse_new_cast(P, self, ty_ptr(P->arena, P->B->char_));
        self = parse_new_binary(P, ND_ADD, self, parse_new_num(P, off_o - off_f, P->B->long_, t), t);
    }
    parse_node *as = parse_new_deref(P, parse_new_cast(P, self, ty_ptr(P->arena, o->cls)), t);
    parse_node *args[32];
    for (int i = 0; i < b->nargs; i++)
        args[i] = vnode(P, b->args[i]->var, t);
    parse_node *call;
    if (b->f->is_dtor && o->cls != c) {
        /* C declares no destructor: its implicit one, which destroys C's members and bases */
        parse_node *obj_c = parse_new_deref(P, parse_new_cast(P, vnode(P, b->self, t), ty_ptr(P->arena, c)), t);
        if (off_f) { /* (F's class's subobject is not at C's start) */
            parse_node *at = parse_new_cast(P, vnode(P, b->self, t), ty_ptr(P->arena, P->B->char_));
            at = parse_new_binary(P, ND_ADD, at, parse_new_num(P, -off_f, P->B->long_, t), t);
            obj_c = parse_new_deref(P, parse_new_cast(P, at, ty_ptr(P->arena, c)), t);
        }
        call = parse_destroy_parts(P, obj_c, c, t);
        if (!call)
            call = parse_new_num(P, 0, P->B->int_, t);
    } else {
        call = parse_call(P, o, as, args, b->nargs, t);
    }
    parse_node *ret = parse_new_node(P, ND_RETURN, t);
    parse_node *then;
    if (ty_is_void(b->d->ty->base)) {
        parse_node *s = parse_new_node(P, ND_EXPR_STMT, t);
        s->lhs = call;
        s->next = ret;
        then = parse_new_node(P, ND_BLOCK, t);
        then->body = s;
    } else {
        /* an overrider of a covariant return type: its pointer adjusted to the base the
         * function's type names ([class.virtual] p8), which may not be its start */
        ty_type *rt = b->d->ty->base;
        if (ty_is_ptr(rt) && call->ty && ty_is_ptr(call->ty) && rt->is_ref == call->ty->is_ref &&
            ty_unqual(call->ty->base) != ty_unqual(rt->base)) {
            if (rt->is_ref) { /* (a reference is its address underneath) */
                parse_node *p = parse_new_cast(P, call, ty_ptr(P->arena, call->ty->base));
                call = parse_new_cast(P, parse_assign_conv(P, p, ty_ptr(P->arena, rt->base), "return"), rt);
            } else {
                call = parse_assign_conv(P, call, rt, "return");
            }
        }
        ret->lhs = call;
        then = ret;
    }
    parse_node *n = parse_new_node(P, ND_IF, t);
    n->cond = cond;
    n->then = then;
    b->cur = b->cur->next = n;
}

static void build_dispatcher(parser *P, parse_func *d)
{
    parse_func *f = d->dispatch;
    dispatch_build b = {0};
    b.d = d;
    b.f = f;
    b.cur = &b.head;
    lex_token *t = d->tok;
    ty_type *ct = f->is_const_method ? ty_qualified(P->arena, f->cls, true, false, false) : f->cls;
    b.self = param_var(P, "this", ty_ptr(P->arena, ct), t);
    parse_var *cur = b.self;
    int i = 0;
    for (ty_param *p = d->ty->params; p && i < 32; p = p->next, i++) {
        parse_var *v = param_var(P, p->name ? p->name : "", p->ty, t);
        cur = cur->next = v;
        b.args[b.nargs++] = vnode(P, v, t);
    }
    d->params = b.self;
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = d;
    P->no_virtual = true;
    P->no_access_check++; /* (it calls each class's overrider, a private one too) */
    parse_each_polymorphic(P, dispatch_case, &b);
    P->no_access_check--;
    /* no overrider matched (a pure virtual function called): trap, as a GPU's vtable would not
     * hold a function to call. In one file of several, the trap's argument is the object's
     * class number: the C back end asks the other files' dispatchers first (the class may be
     * one this file does not know). */
    parse_node *trap = parse_new_node(P, ND_EXPR_STMT, t);
    const struct parse_builtin *tb = parse_builtin_find("__trap", 6);
    trap->lhs = tb ? parse_builtin_call(P, tb, t, NULL, 0) : parse_new_num(P, 0, P->B->int_, t);
    if (tb && P->unit->shares_dispatch && !d->ty->variadic) {
        lex_token *vt = sess_arena_alloc(P->arena, sizeof *vt);
        *vt = *t;
        vt->text = "__vptr";
        vt->len = 6;
        trap->lhs->args = parse_member_of(P, parse_new_deref(P, vnode(P, b.self, t), t), vt);
    }
    b.cur = b.cur->next = trap;
    P->no_virtual = false;
    parse_restore_fn(P, &st);
    parse_node *body = parse_new_node(P, ND_BLOCK, t);
    body->body = b.head.next;
    d->body = body;
    d->is_defined = true;
    parse_add_func(P, d);
}

typedef struct {
    parse_func *d;
    parse_var *self;
    lex_token *t;
    parse_node head, *cur;
} dynamic_build;

static parse_node *string_node(parser *P, const char *s, size_t len, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_STR, t);
    n->str_len = (int)len;
    n->str = sess_arena_strndup(P->arena, s, len);
    n->ty = ty_array(P->arena, ty_qualified(P->arena, P->B->char_, true, false, false), n->str_len + 1);
    return n;
}

parse_node *parse_mangled_name(parser *P, ty_type *c, lex_token *t)
{
    sess_buf b = {0};
    /* a class of an anonymous namespace: its type_info is this file's own, compared by address
     * (libstdc++ marks such a name with '*'; "@file" keeps the files' objects apart:
     * <typeinfo>, host.c's type_info_of) */
    const ty_type *u = c ? ty_unqual(c) : NULL;
    bool own = u && u->kind == TY_STRUCT && u->in_anon_ns && parse_unit_name(P);
    if (own)
        sess_buf_putc(&b, '*');
    parse_mangle_type(&b, c);
    if (own)
        sess_buf_printf(&b, "@%s", parse_unit_name(P));
    parse_node *n = string_node(P, b.p ? b.p : "", b.len, t);
    sess_buf_free(&b);
    return n;
}

/* if (self->__vptr == C's number) return what the function gives for an object of class C:
 * its start ((char *)self - where the static class is in a C), C's name, or the cast's
 * subobject (a null pointer when C has no base of that class) */
static void dynamic_case(parser *P, ty_type *c, void *arg)
{
    dynamic_build *b = arg;
    parse_func *d = b->d;
    int off = complete_offset(c, d->object_of);
    if (off < 0 || (d->dyn_kind == PARSE_DYN_OBJECT && off == 0 && !P->unit->shares_dispatch))
        return; /* (not a base of C; or at its start: the address is the object's, as the
                   end says; in one file of several, the end is for classes it does not know) */
    lex_token *vt = sess_arena_alloc(P->arena, sizeof *vt);
    *vt = *b->t;
    vt->text = "__vptr";
    vt->len = 6;
    parse_node *obj = parse_new_deref(P, vnode(P, b->self, b->t), b->t);
    parse_node *n = parse_new_node(P, ND_IF, b->t);
    n->cond = parse_new_binary(P, ND_EQ, parse_member_of(P, obj, vt),
                               parse_new_num(P, c->class_id, P->B->long_, b->t), b->t);
    n->then = parse_new_node(P, ND_RETURN, b->t);
    if (d->dyn_kind == PARSE_DYN_TYPE_NAME) {
        n->then->lhs = parse_new_cast(P, parse_mangled_name(P, c, b->t), d->ty->base);
    } else {
        int to = d->dyn_kind == PARSE_DYN_CAST ? complete_offset(c, d->cast_to) : 0;
        if (to < 0) {
            n->then->lhs = parse_new_cast(P, parse_new_num(P, 0, P->B->long_, b->t), d->ty->base);
        } else {
            parse_node *p = parse_new_cast(P, vnode(P, b->self, b->t), ty_ptr(P->arena, P->B->char_));
            p = parse_new_binary(P, ND_SUB, p, parse_new_num(P, off - to, P->B->long_, b->t), b->t);
            n->then->lhs = parse_new_cast(P, p, d->ty->base);
        }
    }
    b->cur = b->cur->next = n;
}

static void build_dynamic_fn(parser *P, parse_func *d)
{
    dynamic_build b = {0};
    b.d = d;
    b.t = d->tok;
    b.cur = &b.head;
    b.self = param_var(P, "this", d->ty->params->ty, b.t);
    d->params = b.self;
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = d;
    P->no_access_check++;
    parse_each_polymorphic(P, dynamic_case, &b);
    P->no_access_check--;
    const struct parse_builtin *tb = parse_builtin_find("__trap", 6);
    if (tb && P->unit->shares_dispatch) {
        /* one file of several: a class it does not know is looked up in the other files'
         * (a trap whose argument is the object's class number, which the C back end writes
         * as that search, returning what it finds) */
        lex_token *vt = sess_arena_alloc(P->arena, sizeof *vt);
        *vt = *b.t;
        vt->text = "__vptr";
        vt->len = 6;
        parse_node *ask = parse_new_node(P, ND_EXPR_STMT, b.t);
        ask->lhs = parse_builtin_call(P, tb, b.t, NULL, 0);
        ask->lhs->args = parse_member_of(P, parse_new_deref(P, vnode(P, b.self, b.t), b.t), vt);
        b.cur = b.cur->next = ask;
    }
    /* none matched (the object's class is the static one) */
    parse_node *ret = parse_new_node(P, ND_RETURN, b.t);
    if (d->dyn_kind == PARSE_DYN_TYPE_NAME)
        ret->lhs = parse_new_cast(P, parse_mangled_name(P, d->object_of, b.t), d->ty->base);
    else if (d->dyn_kind == PARSE_DYN_CAST)
        ret->lhs = parse_new_cast(P, parse_new_num(P, 0, P->B->long_, b.t), d->ty->base);
    else
        ret->lhs = parse_new_cast(P, vnode(P, b.self, b.t), d->ty->base);
    b.cur = b.cur->next = ret;
    parse_restore_fn(P, &st);
    parse_node *body = parse_new_node(P, ND_BLOCK, b.t);
    body->body = b.head.next;
    d->body = body;
    d->is_defined = true;
    parse_add_func(P, d);
}

/* ---- A lambda's conversion to a pointer to function ---------------------------------------
 * A lambda with no lambda-capture converts to a pointer to a function of its operator()'s type
 * whose call does what a call of operator() does (C++17 [expr.prim.lambda.closure] p7); a
 * generic one's, to a pointer to the function that its operator() template's instance for the
 * target's parameter types is (p8). That function is the closure type's static member _FUN (as
 * g++ names it), made at the first conversion: it calls operator() on a closure object of its
 * own, which holds nothing, as nothing is captured. */

/* The static member _FUN of closure type CLS that calls OP, its operator() (a generic lambda's
 * instance: one _FUN for each) */
static parse_func *lambda_invoker(parser *P, ty_type *cls, parse_func *op)
{
    for (parse_func *f = parse_find_method(cls, "_FUN", -1); f; f = f->next_overload)
        if (f->ty == op->ty)
            return f;
    lex_token *t = op->tok;
    parse_func *d = parse_new_method(P, cls, "_FUN", op->ty, op->exec, t);
    d->is_static_member = true;
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = d;
    struct parse_lambda *lambda = P->lambda;
    P->lambda = NULL;
    int nargs = 0;
    for (ty_param *p = op->ty->params; p; p = p->next)
        nargs++;
    parse_node **args = sess_arena_alloc(P->arena, sizeof *args * (size_t)(nargs + 1));
    parse_var head = {0}, *cur = &head;
    nargs = 0;
    for (ty_param *p = op->ty->params; p; p = p->next) {
        cur = cur->next = param_var(P, p->name ? p->name : "", p->ty, t);
        args[nargs++] = vnode(P, cur, t);
    }
    d->params = head.next;
    parse_var *obj = parse_temp(P, cls, "<closure>", t);
    parse_node *call = parse_call(P, op, vnode(P, obj, t), args, nargs, t);
    parse_node *ret = parse_new_node(P, ND_RETURN, t);
    parse_node *body = parse_new_node(P, ND_BLOCK, t);
    if (ty_is_void(op->ty->base)) {
        body->body = parse_new_node(P, ND_EXPR_STMT, t);
        body->body->lhs = call;
        body->body->next = ret;
    } else {
        ret->lhs = call;
        body->body = ret;
    }
    P->lambda = lambda;
    parse_restore_fn(P, &st);
    d->body = body;
    d->is_defined = true;
    parse_add_func(P, d);
    return d;
}

/* The instance of generic lambda template TM whose type is function type FT: deduced from FT's
 * parameters, as lvalues of their types (C++17 [temp.deduct.conv]); NULL when none is */
static parse_func *glambda_of_type(parser *P, parse_template *tm, ty_type *ft, lex_token *t)
{
    int nargs;
    parse_node **args = parse_param_lvalues(P, ft, t, &nargs);
    parse_func *f = parse_template_deduce(P, tm, NULL, NULL, args, nargs);
    if (f)
        f = parse_template_finish(P, f);
    return f && f->ty && parse_same_type(f->ty, ft) ? f : NULL;
}

/* The class type a value of type T is of when T is a closure type (or a reference to one) */
static ty_type *closure_type(ty_type *t)
{
    if (t && t->kind == TY_PTR && t->is_ref)
        t = t->base;
    t = t ? ty_unqual(t) : NULL;
    return t && t->kind == TY_STRUCT && t->closure ? t : NULL;
}

bool parse_closure_converts(parser *P, ty_type *t, ty_type *to)
{
    (void)P;
    ty_type *cls = closure_type(t);
    to = to ? ty_unqual(to) : NULL;
    if (!cls || cls->closure != TY_CLOSURE_PLAIN || !to || to->kind != TY_PTR || to->is_ref ||
        !to->base || ty_unqual(to->base)->kind != TY_FUNC)
        return false;
    if (cls->call_tmpl)
        return true; /* (whether deduction gives the type: the conversion says) */
    parse_func *op = parse_find_method(cls, "operator()", -1);
    return op && op->ty && parse_same_type(op->ty, ty_unqual(to->base));
}

parse_node *parse_closure_to_function(parser *P, parse_node *e, ty_type *to)
{
    ty_type *cls = closure_type(e->ty);
    lex_token *t = e->tok;
    if (!cls)
        return NULL;
    const char *want = to ? ty_str(P->arena, to) : "a pointer to function";
    if (cls->closure != TY_CLOSURE_PLAIN) {
        parse_error(P, t, "cannot convert a lambda with a lambda-capture to '%s': only a lambda "
                    "that captures nothing converts to a pointer to function (C++17 "
                    "[expr.prim.lambda.closure] p7)", want);
        return NULL;
    }
    parse_func *op;
    if (cls->call_tmpl && !to) {
        parse_error(P, t, "the pointer to function a generic lambda converts to must be of a "
                    "type given by the context (C++17 [expr.prim.lambda.closure] p8)");
        return NULL;
    }
    op = cls->call_tmpl ? glambda_of_type(P, cls->call_tmpl, ty_unqual(ty_unqual(to)->base), t)
                        : parse_find_method(cls, "operator()", -1);
    if (!op || !op->ty || (to && !parse_same_type(op->ty, ty_unqual(ty_unqual(to)->base)))) {
        if (cls->call_tmpl)
            parse_error(P, t, "cannot convert a generic lambda to '%s': no instance of its call "
                        "operator is of that function type", want);
        else
            parse_error(P, t, "cannot convert a lambda whose call operator is of type '%s' to "
                        "'%s'", op && op->ty ? ty_str(P->arena, op->ty) : "?", want);
        return NULL;
    }
    parse_func *inv = lambda_invoker(P, cls, op);
    parse_node *fn = parse_new_node(P, ND_FUNC, t);
    fn->func = inv;
    fn->ty = inv->ty;
    fn = parse_rvalue(P, fn);
    if (e->kind == ND_VAR || (e->kind == ND_COMPOUND && !e->init))
        return fn;
    return parse_then(P, e, fn, t); /* (the closure object's expression is evaluated still: a call that returns it) */
}

static void count_class(parser *P, ty_type *c, void *arg)
{
    (void)P;
    (void)c;
    (*(int *)arg)++;
}

/* One file of several (parse_shared_dispatch): a dispatcher for each virtual function of
 * polymorphic class C that host code can call */
static void share_dispatchers(parser *P, ty_type *c, void *arg)
{
    (void)arg;
    for (ty_method *m = c->methods; m; m = m->next)
        for (parse_func *f = m->fn; f; f = f->next_overload)
            if (f->is_virtual && f->cls == c && !f->is_deleted && !f->dispatch &&
                (!f->exec || (f->exec & EX_HOST)))
                parse_dispatcher(P, f);
}

/* Build the dispatchers that need it; true when one was. A body built may have instantiated a
 * class template (a new polymorphic class) or called another virtual function (a new
 * dispatcher): the caller goes round again. */
static bool build_pending(parser *P)
{
    int classes = 0;
    parse_each_polymorphic(P, count_class, &classes);
    bool built = false;
    size_t n;
    parse_dispatchers(P, &n);
    for (size_t i = 0; i < n; i++) {
        parse_func *d = parse_dispatchers(P, &n)[i]; /* (the list may grow meanwhile) */
        if (d->body && d->built_for != classes) {
            /* a REPL cell defined polymorphic classes since it was built: built again, so
               that this cell's calls reach their overriders too */
            d->body = NULL;
            d->locals = NULL;
        }
        if (d->body)
            continue;
        if (d->object_of)
            build_dynamic_fn(P, d);
        else
            build_dispatcher(P, d);
        d->built_for = classes;
        built = true;
    }
    return built;
}

typedef struct {
    parse_shared_class *sc;
    ty_type *c;
} base_walk;

/* (list_class: polymorphic class B's place in class A->c, if it is one of its bases) */
static void add_base(parser *P, ty_type *b, void *arg)
{
    (void)P;
    base_walk *a = arg;
    int off = complete_offset(a->c, b);
    if (off < 0)
        return;
    a->sc->bases[2 * a->sc->nbases] = b->class_id;
    a->sc->bases[2 * a->sc->nbases + 1] = off;
    a->sc->nbases++;
}

/* The unit's shared_cases: the classes dispatcher D answers, for the other files */
static void list_cases(parser *P, ty_type *c, void *arg)
{
    parse_func *d = arg;
    if (case_overrider(P, c, d->dispatch))
        VEC_PUSH(P->unit->shared_cases, ((parse_dispatch_case){d, c->class_id}));
}

/* The unit's shared_classes: class C's number, name and polymorphic bases */
static void list_class(parser *P, ty_type *c, void *arg)
{
    (void)arg;
    parse_shared_class sc = {c->class_id, NULL, 0, NULL};
    sess_buf nm = {0};
    parse_mangle_type(&nm, c);
    sc.name = sess_arena_strndup(P->arena, nm.p ? nm.p : "", nm.len);
    sess_buf_free(&nm);
    int n = 0;
    parse_each_polymorphic(P, count_class, &n);
    sc.bases = sess_arena_alloc(P->arena, sizeof *sc.bases * 2 * (size_t)(n ? n : 1));
    base_walk a = {&sc, c};
    parse_each_polymorphic(P, add_base, &a);
    VEC_PUSH(P->unit->shared_classes, sc);
}

void parse_build_dispatchers(parser *P)
{
    bool share = P->unit->shares_dispatch;
    for (int round = 0; round < 16; round++) {
        int classes = 0;
        parse_each_polymorphic(P, count_class, &classes);
        if (share)
            parse_each_polymorphic(P, share_dispatchers, NULL);
        int after = 0;
        if (!build_pending(P) && (parse_each_polymorphic(P, count_class, &after), after == classes))
            break;
    }
    if (!share)
        return;
    size_t n;
    parse_dispatchers(P, &n);
    for (size_t i = 0; i < n; i++) {
        parse_func *d = parse_dispatchers(P, &n)[i];
        if (!d->object_of && d->dispatch)
            parse_each_polymorphic(P, list_cases, d);
    }
    parse_each_polymorphic(P, list_class, NULL);
}

/* ---- Destruction ------------------------------------------------------------------------- */

static parse_func *own_dtor(ty_type *cls)
{
    for (ty_method *m = cls->methods; m; m = m->next)
        if (m->name[0] == '~' && m->fn && m->fn->cls == cls)
            return m->fn;
    return NULL;
}

bool parse_needs_destroy(ty_type *cls)
{
    cls = ty_unqual(cls);
    if (cls->kind != TY_STRUCT && cls->kind != TY_UNION)
        return false;
    if (own_dtor(cls))
        return true;
    for (ty_member *m = cls->members; m; m = m->next)
        if ((ty_unqual(m->ty)->kind == TY_STRUCT || ty_unqual(m->ty)->kind == TY_UNION) &&
            parse_needs_destroy(m->ty))
            return true;
    return false;
}

/* CLS's user-declared copy assignment operator (one parameter: an lvalue reference to CLS) and
 * its move assignment operator (an rvalue reference): the one MOVE asks for, else the other (a
 * class that can only be moved: unique_ptr; one that can only be copied), or NULL. */
static parse_func *assign_op(ty_type *cls, bool move)
{
    parse_func *other = NULL;
    for (parse_func *f = parse_find_method(cls, "operator=", -1); f; f = f->next_overload) {
        ty_param *p = f->ty->params;
        if (p && !p->next && p->ty->kind == TY_PTR && p->ty->is_ref && ty_unqual(p->ty->base) == cls) {
            if ((bool)p->ty->is_rref == move)
                return f;
            other = other ? other : f;
        }
    }
    return other;
}

static parse_func *copy_assign(ty_type *cls)
{
    return assign_op(cls, false);
}

bool parse_copy_needs_code(ty_type *cls)
{
    return parse_has_copy_ctor(cls) || parse_copy_is_memberwise(cls);
}

bool parse_passed_by_address(ty_type *ty)
{
    ty_type *cls = ty_unqual(ty);
    if ((cls->kind != TY_STRUCT && cls->kind != TY_UNION) || !cls->complete)
        return false;
    return parse_copy_needs_code(cls) || parse_needs_destroy(cls);
}

bool parse_copy_is_memberwise(ty_type *cls)
{
    cls = ty_unqual(cls);
    if (cls->kind != TY_STRUCT)
        return false;
    if (cls->vbases || cls->class_id)
        return true; /* (not bit for bit: copy_vbases; a polymorphic class's dynamic type is the
                        copy's own, not the source's: copy_object_as) */
    for (ty_member *m = cls->members; m; m = m->next) {
        ty_type *mt = ty_unqual(m->ty);
        if (mt->kind == TY_STRUCT && (parse_has_copy_ctor(mt) || copy_assign(mt) ||
                                      parse_copy_is_memberwise(mt)))
            return true;
    }
    return false;
}


/* DST = a copy of the object *SRCP of class CLS: by its copy constructor (INIT) or assignment
 * operator when it has one, member by member when a member has one, else bit for bit. MOVE:
 * *SRCP is an rvalue (a temporary, std::move(x)): its move constructor or move assignment
 * operator where it has one, the implicit move member by member (C++17 [class.copy.ctor] p14,
 * [class.copy.assign] p12). */
static parse_node *copy_object_as(parser *P, parse_node *dst, parse_node *srcp, ty_type *cls,
                                  bool init, bool move, lex_token *t, bool base);

static parse_node *copy_object(parser *P, parse_node *dst, parse_node *srcp, ty_type *cls, bool init,
                               bool move, lex_token *t)
{
    return copy_object_as(P, dst, srcp, cls, init, move, t, false);
}

/* The implicit copy's work on the virtual bases of DST (of class CLS, a complete object unless
 * BASE) from *SRCP, before the rest: a copy made sets DST's flag and pointers and makes each
 * virtual base in its room from the source's (wherever the source has it); an assignment
 * assigns each once, through DST's pointers. A base subobject leaves them to the whole. */
static parse_node *copy_vbases(parser *P, parse_node *dst, parse_node *srcp, ty_type *cls,
                               bool init, bool move, lex_token *t, bool base)
{
    parse_node *e = init ? parse_vbase_set_flag(P, dst, cls, base, t) : NULL;
    if (base)
        return e;
    if (init)
        e = parse_then(P, e, parse_vbase_pointers(P, dst, cls, t), t);
    for (ty_vbase *v = ty_unqual(cls)->vbases; v; v = v->next) {
        parse_node *d = init ? parse_vbase_store(P, dst, v, t) : parse_vbase_subobject(P, dst, v->ty, t);
        parse_node *sv = parse_vbase_subobject(P, parse_new_deref(P, srcp, t), v->ty, t);
        if (d && sv)
            e = parse_then(P, e, copy_object_as(P, d, parse_new_unary_addr(P, sv, t), v->ty, init,
                                                move, t, true), t);
    }
    return e;
}

/* Has class CLS an implicit move constructor (INIT) or move assignment operator? Not when it
 * declares a destructor, or a copy or move operation of the other kind: a copy constructor
 * or one of the assignment operators for a constructor, a copy or move constructor or the
 * other assignment operator for an assignment (C++17 [class.copy.ctor] p8, [class.copy.assign]
 * p4). (The caller has ruled out a declared one of the kind asked for.) */
static bool implicit_move(ty_type *cls, bool init)
{
    cls = ty_unqual(cls);
    if (own_dtor(cls))
        return false;
    return init ? !assign_op(cls, false) : !parse_has_copy_ctor(cls);
}

/* ... BASE: DST is a base class's subobject (its virtual bases are the whole object's) */
static parse_node *copy_object_as(parser *P, parse_node *dst, parse_node *srcp, ty_type *cls,
                                  bool init, bool move, lex_token *t, bool base)
{
    parse_node *src = move ? parse_new_cast(P, srcp, ty_rref(P->arena, cls)) /* an xvalue */
                           : parse_new_deref(P, srcp, t);
    if (init && parse_has_copy_ctor(cls))
        return base ? parse_construct_base(P, dst, cls, &src, 1, t) : parse_construct(P, dst, cls, &src, 1, t);
    parse_func *op = assign_op(cls, move);
    if (!init && op)
        return parse_call(P, op, dst, &src, 1, t);
    src = parse_new_deref(P, srcp, t);
    if (move && !implicit_move(cls, init))
        move = false; /* no implicit move: the implicit copy, which copies the members too */
    if (!parse_copy_is_memberwise(cls)) {
        parse_node *n = parse_new_node(P, ND_ASSIGN, t);
        n->lhs = dst;
        n->rhs = src;
        n->ty = cls;
        return n;
    }
    /* (a class with virtual bases: never bit for bit, which would take the source's pointers) */
    parse_node *e = ty_unqual(cls)->vbases ? copy_vbases(P, dst, srcp, cls, init, move, t, base) : NULL;
    for (ty_member *m = cls->members; m; m = m->next) {
        ty_type *mt = ty_unqual(m->ty);
        if (m->vb)
            continue; /* (copy_vbases') */
        if (m->name && !strcmp(m->name, "__vptr"))
            continue; /* the dynamic type is not copied: a copy made is of CLS (below), and an
                         assignment leaves the object's own (C++17 [class.copy.ctor] p14: B b =
                         d; slices d to a B) */
        parse_node *d = own_member(P, dst, m, t);
        parse_node *sm = own_member(P, parse_new_deref(P, srcp, t), m, t);
        parse_node *one;
        if (mt->kind == TY_STRUCT) {
            one = copy_object_as(P, d, parse_new_unary_addr(P, sm, t), mt, init, move, t,
                                 is_base_member(m));
        } else {
            one = parse_new_node(P, ND_ASSIGN, t);
            one->lhs = d;
            one->rhs = sm;
            one->ty = mt;
        }
        e = parse_then(P, e, one, t);
    }
    if (init && !base && cls->class_id)
        e = parse_then(P, e, parse_set_dynamic_types(P, dst, cls, t), t);
    return e ? e : dst;
}

parse_node *parse_copy(parser *P, parse_node *dst, parse_node *src, ty_type *cls, bool init,
                       lex_token *t)
{
    cls = ty_unqual(cls);
    /* a temporary or an xvalue (std::move(x)) is moved from, an lvalue copied */
    bool move = src->kind == ND_COMPOUND ||
                (src->ty && src->ty->kind == TY_PTR && src->ty->is_ref && src->ty->is_rref &&
                 src->kind != ND_VAR && src->kind != ND_MEMBER);
    src = parse_deref_ref(P, src);
    if (!parse_is_lvalue(src) && !init && P->fn) {
        /* x = f(): the result in a temporary (destroyed at the statement's end), moved from */
        src = parse_materialise(P, src);
        move = true;
    }
    if (!parse_is_lvalue(src) || !P->fn) {
        parse_node *n = parse_new_node(P, ND_ASSIGN, t);
        n->lhs = dst;
        n->rhs = parse_rvalue(P, src);
        n->ty = cls;
        return n;
    }
    /* the source's address, once, in a temporary: the copy reads it member by member */
    parse_var *v = parse_temp(P, ty_ptr(P->arena, cls), "<source>", t);
    parse_node *pv = parse_var_node(P, v, t);
    parse_node *set = parse_new_node(P, ND_ASSIGN, t);
    set->lhs = pv;
    set->rhs = parse_new_unary_addr(P, src, t);
    set->rhs->ty = v->ty;
    set->ty = v->ty;
    return parse_then(P, set, copy_object(P, dst, parse_var_node(P, v, t), cls, init, move, t), t);
}


/* What ends the life of OBJ's members and base subobjects (an implicit destructor's work, and
 * what a user's destructor does after its body): the last member first. */
parse_node *parse_destroy_parts(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    ty_member *ms[256];
    int n = 0;
    for (ty_member *m = ty_unqual(cls)->members; m && n < 256; m = m->next)
        ms[n++] = m;
    parse_node *e = NULL;
    for (int i = n; i-- > 0;) {
        ty_type *mt = ty_unqual(ms[i]->ty);
        if ((mt->kind != TY_STRUCT && mt->kind != TY_UNION) || !parse_needs_destroy(mt) || ms[i]->vb)
            continue;
        parse_node *mem = parse_new_node(P, ND_MEMBER, t);
        mem->lhs = obj;
        mem->member = ms[i];
        mem->ival = ms[i]->offset;
        mem->ty = ms[i]->ty;
        bool was = P->no_virtual;
        P->no_virtual = true; /* a subobject's destructor is its own, not the dynamic type's */
        e = parse_then(P, e, parse_destroy(P, mem, mt, t), t);
        P->no_virtual = was;
    }
    if (ty_unqual(cls)->vbases)
        e = parse_then(P, e, destroy_vbases(P, obj, cls, t), t);
    return e;
}

parse_node *parse_destroy(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    cls = ty_unqual(cls);
    parse_func *d = own_dtor(cls);
    if (d)
        return parse_call(P, d, obj, NULL, 0, t);
    return parse_destroy_parts(P, obj, cls, t);
}

/* CLS's destructor as a host function of one `void *` parameter, which the host runtime calls
 * for an exception object and for a local an exception unwinds: CLS's own destructor, or a
 * function of this unit that does the implicit one's work (one per class and unit). */
parse_func *parse_destroyer(parser *P, ty_type *cls, lex_token *t)
{
    cls = ty_unqual(cls);
    parse_func *d = own_dtor(cls);
    if (d || !P->host_pass || !parse_needs_destroy(cls))
        return d;
    parse_unit *u = P->unit;
    for (size_t i = 0; i < u->destroyers.len; i++)
        if (u->destroyers.p[i].cls == cls)
            return u->destroyers.p[i].fn;
    ty_type *vp = ty_ptr(P->arena, P->B->void_);
    d = sess_arena_alloc(P->arena, sizeof *d);
    d->name = d->link = sess_arena_printf(P->arena, "__cr_destroy_%s_%d", cls->tag ? cls->tag : "",
                                          (int)u->destroyers.len);
    for (char *c = (char *)d->name; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '_')
            *c = '_'; /* (a class template's instance: `pair<int, X>`) */
    d->ty = ty_func(P->arena, P->B->void_);
    d->ty->has_proto = true;
    d->ty->params = sess_arena_alloc(P->arena, sizeof *d->ty->params);
    d->ty->params->ty = vp;
    d->ty->params->name = "__obj";
    d->exec = EX_HOST;
    d->is_static = true;
    d->tok = t;
    d->params = param_var(P, "__obj", vp, t);
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = d;
    parse_node *obj = parse_new_deref(P, parse_new_cast(P, vnode(P, d->params, t), ty_ptr(P->arena, cls)), t);
    parse_node *s = parse_new_node(P, ND_EXPR_STMT, t);
    s->lhs = parse_destroy_parts(P, obj, cls, t);
    parse_restore_fn(P, &st);
    d->body = parse_new_node(P, ND_BLOCK, t);
    d->body->body = s->lhs ? s : NULL;
    d->is_defined = true;
    VEC_PUSH(u->destroyers, ((parse_destroyer_fn){cls, d}));
    parse_add_func(P, d);
    return d;
}

parse_node *parse_destroy_dynamic(parser *P, parse_node *obj, ty_type *cls, lex_token *t)
{
    cls = ty_unqual(cls);
    if (!own_dtor(cls) && cls->class_id) {
        /* no destructor of its own: its implicit one is virtual when its first base's is */
        for (ty_type *b = cls->base_class ? ty_unqual(cls->base_class) : NULL; b;
             b = b->base_class ? ty_unqual(b->base_class) : NULL) {
            parse_func *d = own_dtor(b);
            if (!d)
                continue;
            if (!d->is_virtual)
                break;
            parse_node *sub = parse_new_deref(P, parse_new_cast(P, parse_new_unary_addr(P, obj, t),
                                                                ty_ptr(P->arena, b)), t);
            return parse_call(P, d, sub, NULL, 0, t); /* (the first base is at offset 0) */
        }
    }
    return parse_destroy(P, obj, cls, t);
}

/* Does an object of type TY need a constructor that does something (§5.3.10.6.1, Class-type
 * Variables: a __device__, __constant__, __managed__ or __shared__ variable may only have a
 * class type whose default constructor is empty: defined, without parameters, initialisers or
 * statements, no virtual functions or member initialisers, and the same for its bases and
 * members)? */
bool parse_dynamic_init(ty_type *ty)
{
    ty = ty_unqual(ty);
    while (ty->kind == TY_ARRAY)
        ty = ty_unqual(ty->base);
    if (ty->kind != TY_STRUCT && ty->kind != TY_UNION)
        return false;
    if (ty->class_id)
        return true;
    for (ty_member *m = ty->members; m; m = m->next) {
        if (m->def || parse_dynamic_init(m->ty))
            return true;
    }
    parse_func *ctors = ty_ctor_name(ty) ? parse_find_method(ty, ty_ctor_name(ty), -1) : NULL;
    if (!ctors || ctors->cls != ty)
        return false; /* no constructor of its own (its parts' were checked) */
    for (parse_func *c = ctors; c; c = c->next_overload)
        if (!c->ty->params && ((c->is_defined && c->body && !c->body->body) ||
                               (c->body_tok && lex_is(c->body_tok, "{") && lex_is(c->body_tok + 1, "}"))))
            return false; /* an empty default constructor (the members' checked above) */
    return true;
}

/* ---- Mangled names (typeid) ------------------------------------------------------------- */

/* The Itanium C++ ABI's <type> encoding (§5.1.5), as g++ writes it: builtin types by their
 * letter, a class by its length-prefixed name (and I...E for a template instance's
 * arguments), P/R/O for pointers and references, K/V for qualifiers, A<n>_ for arrays,
 * F...E for functions; a component already written once is abbreviated S_, S0_, S1_, ...
 * (§5.1.10). The components are keyed by their canonical C++ spelling. */
typedef struct {
    sess_buf *out;
    char *seen[64];
    int nseen;
} mangler;

static bool mangle_subst(mangler *m, const char *key)
{
    for (int i = 0; i < m->nseen; i++)
        if (!strcmp(m->seen[i], key)) {
            if (i == 0)
                sess_buf_puts(m->out, "S_");
            else {
                char d[16];
                int n = 0, v = i - 1;
                do {
                    d[n++] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v % 36];
                    v /= 36;
                } while (v);
                sess_buf_putc(m->out, 'S');
                while (n)
                    sess_buf_putc(m->out, d[--n]);
                sess_buf_putc(m->out, '_');
            }
            return true;
        }
    return false;
}

static void mangle_add(mangler *m, char *key)
{
    if (m->nseen < (int)(sizeof m->seen / sizeof m->seen[0]))
        m->seen[m->nseen++] = key;
    else
        free(key);
}

static char *type_key(const ty_type *t, const char *prefix)
{
    sess_buf b = {0};
    sess_buf_puts(&b, prefix);
    ty_print_canonical(&b, t);
    if (t->is_ref)
        sess_buf_puts(&b, t->is_rref ? "&&" : "&");
    sess_buf_putc(&b, 0);
    return b.p;
}

static void mangle_source_name(mangler *m, const char *name)
{
    sess_buf_printf(m->out, "%d%s", (int)strlen(name), name);
}

static void mangle(mangler *m, const ty_type *t);

/* The prefix PREFIX (a namespace or a template's name, as its mangled text TEXT), or its
 * substitution when it came before (the Itanium C++ ABI's <prefix> candidates). */
static void mangle_prefix(mangler *m, const char *prefix, const char *text)
{
    char *key = strdup(prefix);
    if (key && mangle_subst(m, key)) {
        free(key);
        return;
    }
    sess_buf_puts(m->out, text);
    if (key)
        mangle_add(m, key);
}

/* std::allocator<T> (Sa, the ABI's abbreviation, then T): named so (std::vector's default
 * argument), or the default argument libstdc++'s containers carry where cudarepl's templates
 * have none. */
static void mangle_allocator(mangler *m, const ty_type *t)
{
    char *key = type_key(t, "std::allocator of ");
    if (mangle_subst(m, key)) {
        free(key);
        return;
    }
    sess_buf_puts(m->out, "SaI");
    mangle(m, t);
    sess_buf_putc(m->out, 'E');
    mangle_add(m, key);
}

/* std::string, as libstdc++'s (C++11 ABI) is named:
 * std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>> */
static void mangle_std_string(mangler *m)
{
    static const ty_type ch = {.kind = TY_CHAR};
    sess_buf_putc(m->out, 'N');
    char *tk = strdup("template std::__cxx11::basic_string");
    if (tk && mangle_subst(m, tk)) {
        free(tk);
    } else {
        mangle_prefix(m, "std::__cxx11", "St7__cxx11");
        sess_buf_puts(m->out, "12basic_string");
        if (tk)
            mangle_add(m, tk);
    }
    sess_buf_puts(m->out, "Ic");
    char *ct = strdup("std::char_traits<char>");
    if (ct && mangle_subst(m, ct)) {
        free(ct);
    } else {
        mangle_prefix(m, "template std::char_traits", "St11char_traits");
        sess_buf_puts(m->out, "IcE");
        if (ct)
            mangle_add(m, ct);
    }
    mangle_allocator(m, &ch);
    sess_buf_puts(m->out, "EE");
}

/* Does U (a class) come from namespace std (St before its name)? */
static bool std_class(const ty_type *u)
{
    return u->tmpl_of ? u->tmpl_of->in_std : u->in_std;
}

/* A template's arguments A (TM's), without I...E: a type by its encoding, a template by its
 * name, a value as L<its parameter's type><number>E. */
static void mangle_targ_list(mangler *m, const parse_targs *a, const parse_template *tm)
{
    for (int i = 0; i < a->n; i++) {
        const parse_targ *g = &a->a[i];
        if (g->is_type && g->ty) {
            mangle(m, g->ty);
        } else if (g->tmpl) {
            mangle_source_name(m, g->tmpl->name);
        } else if (g->ph > 0) {
            /* in a function template's pattern, its value parameter: X<template-param>E */
            if (g->ph == 1)
                sess_buf_puts(m->out, "XT_E");
            else
                sess_buf_printf(m->out, "XT%d_E", g->ph - 2);
        } else if (g->fn) {
            /* a function (template <void (*F)(int)>): its address, ad, of the external name
               L<its mangled name>E, as an expression X...E (g++'s and nvcc's form) */
            char *fname = parse_mangle_func(g->fn);
            sess_buf_printf(m->out, "XadL%sEE", fname);
            free(fname);
        } else {
            /* a value: L<its parameter's type><number>E */
            /* (a parameter whose type is an earlier parameter's, template <class T, T v>, has
               that argument's type; its own is the pattern's, not kept) */
            const parse_tparam *tp = tm && i < tm->nparams ? &tm->params[i] : NULL;
            const ty_type *vt = !tp ? NULL
                                : tp->ty_param > 0 ? (tp->ty_param <= a->n ? a->a[tp->ty_param - 1].ty : NULL)
                                : tp->ty_tok ? NULL : tp->ty;
            static const ty_type int_type = {.kind = TY_INT};
            if (!vt || !ty_is_integer(vt))
                vt = g->ty && !g->ty->is_ref && ty_is_integer(g->ty) ? g->ty : &int_type;
            sess_buf_putc(m->out, 'L');
            mangle(m, vt);
            if (g->val < 0)
                sess_buf_printf(m->out, "n%llu", (unsigned long long)-(uint64_t)g->val);
            else
                sess_buf_printf(m->out, "%lld", (long long)g->val);
            sess_buf_putc(m->out, 'E');
        }
    }
}

/* Is "namespace <the first N characters of PATH>" a substitution candidate already? */
static bool ns_seen(mangler *m, const char *path, size_t n)
{
    for (int i = 0; i < m->nseen; i++)
        if (!strncmp(m->seen[i], "namespace ", 10) && strlen(m->seen[i]) == 10 + n &&
            !strncmp(m->seen[i] + 10, path, n))
            return true;
    return false;
}

/* The namespaces of PATH ("a::b"), each a <prefix> of its own, the longest one seen before as
 * its substitution (a::b as S0_, not S_ then S0_). */
static void mangle_ns_path(mangler *m, const char *path)
{
    const char *start = path;
    for (const char *p = path; *p;) { /* (the longest prefix seen: where to begin) */
        const char *e = strstr(p, "::");
        size_t n = e ? (size_t)(e - path) : strlen(path);
        if (ns_seen(m, path, n))
            start = path + n;
        p = e ? e + 2 : path + n;
    }
    if (start != path) {
        char *key = NULL;
        if (asprintf(&key, "namespace %.*s", (int)(start - path), path) < 0)
            return;
        mangle_subst(m, key);
        free(key);
        if (!*start)
            return;
        start += 2;
    }
    for (const char *p = start; *p;) {
        const char *e = strstr(p, "::");
        size_t n = e ? (size_t)(e - p) : strlen(p);
        char *key = NULL, text[256];
        if (asprintf(&key, "namespace %.*s", (int)(p + n - path), path) < 0)
            return;
        snprintf(text, sizeof text, "%d%.*s", (int)n, (int)n, p);
        mangle_prefix(m, key, text);
        free(key);
        p = e ? e + 2 : p + n;
    }
}

/* The name of class or enumeration U without its qualifiers (its tag may be "ns::S" where
 * another namespace has an S) */
static const char *unqualified_name(const ty_type *u)
{
    const char *name = u->tmpl_of ? ty_ctor_name(u) : u->tag ? ty_ctor_name(u) : u->name;
    const char *last = name;
    for (const char *p = name; p && (p = strstr(p, "::")); p += 2)
        last = p + 2;
    return last;
}

static void mangle_class_prefix(mangler *m, const ty_type *c);

/* U (a class or enumeration) as the components of a nested name, without N...E: what encloses
 * it (the class it is declared in, else its namespaces), its name, a template instance's
 * arguments (the Itanium C++ ABI's <nested-name>, §5.1.5) */
static void mangle_components(mangler *m, const ty_type *u)
{
    const parse_targs *a = u->tmpl_of ? u->tmpl_args : NULL;
    const char *name = unqualified_name(u);
    const char *ns = u->ns_path ? u->ns_path : u->tmpl_of ? u->tmpl_of->ns_path : NULL;
    char *tk = NULL;
    if (a) {
        char *outer = u->outer ? type_key(u->outer, "") : NULL;
        int r = asprintf(&tk, "template %s%s%s::%s", outer ? outer : "", outer ? "::" : "",
                         ns ? ns : "", name);
        free(outer);
        if (r < 0)
            return;
    }
    if (tk && mangle_subst(m, tk)) {
        free(tk);
    } else {
        if (u->outer)
            mangle_class_prefix(m, u->outer);
        else if (std_class(u))
            sess_buf_puts(m->out, "St");
        else if (ns && *ns)
            mangle_ns_path(m, ns);
        mangle_source_name(m, name);
        if (tk)
            mangle_add(m, tk);
    }
    if (a) {
        sess_buf_putc(m->out, 'I');
        mangle_targ_list(m, a, u->tmpl_of);
        sess_buf_putc(m->out, 'E');
    }
}

/* Class C as the prefix of a name declared in it: its substitution where it came before, else
 * its components, then a candidate itself (N5Outer5InnerE; Outer is S_ after that) */
static void mangle_class_prefix(mangler *m, const ty_type *c)
{
    char *key = type_key(c, "");
    if (mangle_subst(m, key)) {
        free(key);
        return;
    }
    mangle_components(m, c);
    mangle_add(m, key);
}

static void mangle_class(mangler *m, const ty_type *u)
{
    const parse_targs *a = u->tmpl_of ? u->tmpl_args : NULL;
    const char *name = a ? ty_ctor_name(u) : u->tag ? u->tag : u->kind == TY_ENUM ? u->name : NULL;
    if (!name) {
        sess_buf_puts(m->out, "Ut_"); /* an unnamed class */
        return;
    }
    if (u->outer && !std_class(u)) { /* declared in a class: N<the class><name>E */
        sess_buf_putc(m->out, 'N');
        mangle_components(m, u);
        sess_buf_putc(m->out, 'E');
        return;
    }
    if (!a)
        name = unqualified_name(u);
    bool in_std = std_class(u);
    const char *ns = u->ns_path ? u->ns_path : u->tmpl_of ? u->tmpl_of->ns_path : NULL;
    if (u->in_anon_ns && !a && !u->outer) { /* g++'s name of the anonymous namespace */
        sess_buf_putc(m->out, 'N');
        if (ns && *ns)
            mangle_ns_path(m, ns);
        sess_buf_puts(m->out, "12_GLOBAL__N_1");
        mangle_source_name(m, name);
        sess_buf_putc(m->out, 'E');
        return;
    }
    if (!in_std && ns && *ns) { /* of a namespace: N<namespaces><name>[I<arguments>E]E */
        sess_buf_putc(m->out, 'N');
        mangle_components(m, u);
        sess_buf_putc(m->out, 'E');
        return;
    }
    if (!a) {
        if (in_std && !strcmp(name, "string")) {
            mangle_std_string(m);
            return;
        }
        if (in_std)
            sess_buf_puts(m->out, "St");
        mangle_source_name(m, name);
        return;
    }
    /* (libstdc++'s std::list is std::__cxx11::list, as its string is) */
    bool cxx11 = in_std && !strcmp(name, "list");
    char *tk = NULL;
    if (asprintf(&tk, "template %s", name) < 0)
        return;
    if (cxx11)
        sess_buf_putc(m->out, 'N');
    if (mangle_subst(m, tk))
        free(tk);
    else {
        if (cxx11)
            mangle_prefix(m, "std::__cxx11", "St7__cxx11");
        else if (in_std)
            sess_buf_puts(m->out, "St");
        mangle_source_name(m, name);
        mangle_add(m, tk);
    }
    sess_buf_putc(m->out, 'I');
    mangle_targ_list(m, a, u->tmpl_of);
    /* libstdc++'s sequence containers have an allocator parameter more */
    static const char *const with_allocator[] = {"vector", "deque", "list", "forward_list"};
    for (size_t i = 0; in_std && a->n == 1 && a->a[0].is_type && a->a[0].ty &&
                       i < sizeof with_allocator / sizeof with_allocator[0]; i++)
        if (!strcmp(name, with_allocator[i]))
            mangle_allocator(m, a->a[0].ty);
    sess_buf_puts(m->out, cxx11 ? "EE" : "E");
}

static void mangle(mangler *m, const ty_type *t)
{
    static const char *const builtin[] = {
        [TY_VOID] = "v", [TY_BOOL] = "b", [TY_CHAR] = "c", [TY_SCHAR] = "a", [TY_UCHAR] = "h",
        [TY_SHORT] = "s", [TY_USHORT] = "t", [TY_INT] = "i", [TY_UINT] = "j", [TY_LONG] = "l",
        [TY_ULONG] = "m", [TY_LLONG] = "x", [TY_ULLONG] = "y", [TY_INT128] = "n",
        [TY_UINT128] = "o", [TY_HALF] = "6__half", [TY_FLOAT] = "f", [TY_DOUBLE] = "d",
        [TY_LDOUBLE] = "e", [TY_NULLPTR] = "Dn",
    };
    if (!t) {
        sess_buf_putc(m->out, 'v');
        return;
    }
    bool qual = !t->is_ref && (t->is_const || t->is_volatile);
    const ty_type *u = t->is_ref ? t : ty_unqual((ty_type *)t);
    if (!qual && !t->is_ref && u->kind < sizeof builtin / sizeof builtin[0] && builtin[u->kind]) {
        sess_buf_puts(m->out, builtin[u->kind]);
        return;
    }
    const parse_targs *ua = u->tmpl_of ? u->tmpl_args : NULL;
    if (!qual && !t->is_ref && ua && u->tmpl_of->in_std && ua->n == 1 && ua->a[0].is_type &&
        ua->a[0].ty && !strcmp(u->tmpl_of->name, "allocator")) {
        mangle_allocator(m, ua->a[0].ty); /* std::allocator<T>: SaI<T>E */
        return;
    }
    char *key = type_key(t, "");
    if (mangle_subst(m, key)) {
        free(key);
        return;
    }
    if (qual) {
        if (t->is_volatile)
            sess_buf_putc(m->out, 'V');
        if (t->is_const)
            sess_buf_putc(m->out, 'K');
        mangle(m, u);
    } else if (t->is_ref) {
        sess_buf_putc(m->out, t->is_rref ? 'O' : 'R');
        mangle(m, t->base);
    } else {
        switch (u->kind) {
        case TY_PTR:
            sess_buf_putc(m->out, 'P');
            mangle(m, u->base);
            break;
        case TY_ARRAY:
            if (u->array_len >= 0)
                sess_buf_printf(m->out, "A%d_", u->array_len);
            else
                sess_buf_puts(m->out, "A_");
            mangle(m, u->base);
            break;
        case TY_FUNC:
            sess_buf_putc(m->out, 'F');
            mangle(m, u->base);
            if (!u->params)
                sess_buf_putc(m->out, 'v');
            for (ty_param *p = u->params; p; p = p->next)
                mangle(m, p->ty);
            if (u->variadic)
                sess_buf_putc(m->out, 'z');
            sess_buf_putc(m->out, 'E');
            break;
        case TY_TPARAM: /* a function template's parameter i: T_, T0_, T1_, ... */
            if (u->array_len > 0) /* (array_len: its index) */
                sess_buf_printf(m->out, "T%d_", u->array_len - 1);
            else
                sess_buf_puts(m->out, "T_");
            break;
        default:
            mangle_class(m, u);
            break;
        }
    }
    mangle_add(m, key);
}

void parse_mangle_type(sess_buf *out, const ty_type *ty)
{
    mangler m = {.out = out};
    /* typeid ignores a reference and the top-level qualifiers (C++17 [expr.typeid]) */
    if (ty && ty->is_ref)
        ty = ty->base;
    if (ty)
        ty = ty_unqual((ty_type *)ty);
    mangle(&m, ty);
    for (int i = 0; i < m.nseen; i++)
        free(m.seen[i]);
}

/* Does T (a function template's parameter type) name a type that depends on a parameter
 * (T::type), which the pattern does not keep? */
static bool dependent_type(const ty_type *t)
{
    for (; t; t = t->base) {
        const ty_type *u = ty_unqual((ty_type *)t);
        if (u->kind == TY_TPARAM)
            return u->array_len < 0;
        if (u->kind != TY_PTR && u->kind != TY_ARRAY && !t->is_ref)
            return false;
    }
    return false;
}

/* A parameter's type in a function's <bare-function-type>: without its top-level qualifiers. */
static void mangle_param(mangler *m, const ty_type *t)
{
    mangle(m, t->is_ref ? t : ty_unqual((ty_type *)t));
}

/* The Itanium C++ ABI's <mangled-name> of function F (§5.1.2), as g++ and nvcc write it:
 * _Z, the name (N<namespaces><name>E in a namespace), a template instance's arguments and its
 * return type, then the parameters' types (v for none), a template's as its pattern declares
 * them (T_ for its first type parameter). A function declared extern "C" keeps its plain name.
 * The name cudaFuncGetName gives for a kernel; the caller frees it. Not covered: member
 * functions, parameter packs and parameters of dependent types (T::type) are written as the
 * instance's types. */
char *parse_mangle_func(const parse_func *f)
{
    const parse_template *tm = f->from_template;
    const char *name = tm ? tm->name : f->name;
    if (f->extern_c)
        return sess_xstrdup(name);
    sess_buf b = {0};
    mangler m = {.out = &b};
    sess_buf_puts(&b, "_Z");
    const char *ns = f->ns && *f->ns ? f->ns : NULL;
    if (ns) {
        sess_buf_putc(&b, 'N');
        mangle_ns_path(&m, ns);
    }
    mangle_source_name(&m, name);
    const ty_type *pattern = tm ? tm->pattern : NULL;
    if (tm && f->tmpl_args) {
        char *tk = NULL;
        if (asprintf(&tk, "template %s%s%s", ns ? ns : "", ns ? "::" : "", name) >= 0)
            mangle_add(&m, tk);
        sess_buf_putc(&b, 'I');
        mangle_targ_list(&m, f->tmpl_args, tm);
        sess_buf_putc(&b, 'E');
    }
    if (ns)
        sess_buf_putc(&b, 'E');
    if (pattern && pattern->pack_name)
        pattern = NULL;
    if (tm)
        mangle(&m, pattern ? pattern->base : f->ty->base);
    const ty_param *pp = pattern ? pattern->params : NULL;
    if (!f->ty->params)
        sess_buf_putc(&b, 'v');
    for (const ty_param *p = f->ty->params; p; p = p->next, pp = pp ? pp->next : NULL)
        mangle_param(&m, pp && !dependent_type(pp->ty) ? pp->ty : p->ty);
    if (f->ty->variadic)
        sess_buf_putc(&b, 'z');
    for (int i = 0; i < m.nseen; i++)
        free(m.seen[i]);
    sess_buf_putc(&b, 0);
    return b.p;
}

/* ---- Type-trait built-ins ---------------------------------------------------------------
 * __is_class(T), __is_base_of(B, D), ... as GCC and Clang spell them: what <type_traits>
 * asks the compiler about a class (C++17 [meta.unary.prop]), each a bool constant. In a
 * function template's pattern, where T is not known yet, they are false, as other values that
 * depend on the parameters are there. */

static ty_type *trait_class(ty_type *t)
{
    t = ty_unqual(t);
    return (t->kind == TY_STRUCT || t->kind == TY_UNION) && t->complete ? t : NULL;
}

static bool user_provided(parse_func *f)
{
    return f && !f->is_defaulted;
}

/* Has CLS a user-provided copy or move constructor or assignment, or destructor? */
static bool has_special_code(ty_type *cls, bool dtor)
{
    for (ty_method *m = cls->methods; m; m = m->next)
        for (parse_func *f = m->fn; f; f = f->next_overload) {
            if (f->cls != cls || !user_provided(f))
                continue;
            if (dtor) {
                if (f->is_dtor)
                    return true;
                continue;
            }
            bool assign = !strcmp(m->name, "operator=");
            if ((!f->is_ctor && !assign) || !f->ty || !f->ty->params || f->ty->params->next)
                continue;
            ty_type *pt = f->ty->params->ty;
            if (pt->kind == TY_PTR && pt->is_ref && ty_unqual(pt->base) == cls)
                return true;
        }
    return false;
}

static bool trivially_destructible(ty_type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->base;
    ty_type *c = trait_class(t);
    if (!c)
        return true;
    if (has_special_code(c, true))
        return false;
    for (ty_member *m = c->members; m; m = m->next)
        if (!trivially_destructible(m->ty))
            return false;
    return true;
}

/* T's class after its array extents (*C), or NULL when T is not a class: then whether T is an
 * object type of its own (not void, a function or a reference) in *OBJECT */
static ty_type *element_class(ty_type *t, bool *object)
{
    while (t->kind == TY_ARRAY)
        t = t->base;
    *object = t->kind != TY_VOID && t->kind != TY_FUNC && !(t->kind == TY_PTR && t->is_ref);
    return trait_class(t);
}

/* Does std::move_if_noexcept move a T (rather than copy it): its move constructor is declared
 * noexcept, or it has no copy constructor to fall back on; an implicit one is noexcept when its
 * members' are (C++17 [except.spec] p7). libstdc++'s vector moves its elements so when it
 * reallocates. */
static bool move_if_noexcept(ty_type *t)
{
    bool object;
    ty_type *c = element_class(t, &object);
    if (!c)
        return true;
    bool move = false, move_nothrow = false, copy = false;
    for (ty_method *m = c->methods; m; m = m->next)
        for (parse_func *f = m->fn; f; f = f->next_overload) {
            if (!f->is_ctor || f->cls != c || !f->ty->params || f->ty->params->next || f->is_deleted)
                continue;
            ty_type *pt = f->ty->params->ty;
            if (pt->kind != TY_PTR || !pt->is_ref || ty_unqual(pt->base) != c)
                continue;
            if (pt->is_rref) {
                move = true;
                move_nothrow = f->is_noexcept;
            } else {
                copy = true;
            }
        }
    if (move)
        return move_nothrow || !copy;
    if (copy)
        return false;
    for (ty_member *m = c->members; m; m = m->next)
        if (!move_if_noexcept(m->ty))
            return false;
    return true;
}

static bool trivially_copyable(ty_type *t)
{
    bool object;
    ty_type *c = element_class(t, &object);
    if (!c)
        return object;
    if (c->class_id || has_special_code(c, false) || !trivially_destructible(c))
        return false;
    for (ty_member *m = c->members; m; m = m->next)
        if (!trivially_copyable(m->ty))
            return false;
    return true;
}

/* A default constructor that does nothing: none user-provided, no default member initialisers,
 * no virtual functions, the same of every member and base. */
static bool trivially_default_constructible(ty_type *t)
{
    bool object;
    ty_type *c = element_class(t, &object);
    if (!c)
        return object;
    if (c->class_id)
        return false;
    for (ty_method *m = c->methods; m; m = m->next)
        for (parse_func *f = m->fn; f; f = f->next_overload)
            if (f->cls == c && f->is_ctor && user_provided(f))
                return false;
    for (ty_member *m = c->members; m; m = m->next)
        if (m->def || !trivially_default_constructible(m->ty))
            return false;
    return true;
}

static bool standard_layout(ty_type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->base;
    ty_type *c = trait_class(t);
    if (!c)
        return true;
    if (c->class_id)
        return false;
    int access = -1, with_data = 0;
    bool own_data = false;
    for (ty_member *m = c->members; m; m = m->next) {
        if (!standard_layout(m->ty))
            return false;
        if (m->is_base) {
            ty_type *b = ty_unqual(m->ty);
            for (ty_member *x = b->members; x; x = x->next)
                if (!x->is_base) {
                    with_data++;
                    break;
                }
            continue;
        }
        if (access >= 0 && m->access != access)
            return false;
        access = m->access;
        own_data = true;
    }
    return with_data + own_data <= 1;
}

static bool polymorphic(ty_type *t)
{
    ty_type *c = trait_class(t);
    return c && c->class_id;
}

/* Does CLS (or a base) declare a pure virtual function that CLS's final overrider leaves
 * pure? */
static bool abstract_class(ty_type *cls)
{
    for (ty_type *b = cls; b; b = b->base_class ? ty_unqual(b->base_class) : NULL)
        for (ty_method *m = b->methods; m; m = m->next)
            for (parse_func *f = m->fn; f; f = f->next_overload) {
                if (!f->is_pure || f->cls != b)
                    continue;
                bool overridden = false;
                for (ty_type *d = cls; d != b && !overridden; d = d->base_class ? ty_unqual(d->base_class) : NULL)
                    for (parse_func *g = parse_find_method(d, m->name, -1); g && !overridden; g = g->next_overload)
                        overridden = g->cls == d && !g->is_pure && parse_same_params(g->ty, f->ty) &&
                                     g->is_const_method == f->is_const_method;
                if (!overridden)
                    return true;
            }
    for (ty_member *m = cls->members; m; m = m->next) /* a later base's (multiple inheritance) */
        if (m->is_base && m != cls->members && abstract_class(ty_unqual(m->ty)))
            return true;
    return false;
}

bool parse_is_abstract(ty_type *cls)
{
    return abstract_class(ty_unqual(cls));
}

static bool aggregate(ty_type *t)
{
    if (t->kind == TY_ARRAY)
        return true;
    ty_type *c = trait_class(t);
    if (!c || c->class_id)
        return false;
    for (ty_method *m = c->methods; m; m = m->next)
        for (parse_func *f = m->fn; f; f = f->next_overload)
            if (f->cls == c && f->is_ctor)
                return false; /* (user-declared, defaulted or not: C++17 [dcl.init.aggr]) */
    for (ty_member *m = c->members; m; m = m->next)
        if (m->access != TY_PUBLIC)
            return false;
    return true;
}

static const struct {
    const char *name;
    int arity; /* the types it takes; -1: one or more */
} type_traits[] = {
    {"__is_class", 1}, {"__is_union", 1}, {"__is_enum", 1}, {"__is_empty", 1},
    {"__is_polymorphic", 1}, {"__is_abstract", 1}, {"__is_trivially_copyable", 1},
    {"__is_trivially_destructible", 1}, {"__has_trivial_destructor", 1},
    {"__is_trivial", 1}, {"__is_pod", 1}, {"__is_standard_layout", 1}, {"__is_aggregate", 1},
    {"__has_virtual_destructor", 1}, {"__is_base_of", 2}, {"__is_same", 2},
    {"__is_convertible", 2}, {"__is_convertible_to", 2}, {"__is_trivially_constructible", -1},
    {"__is_trivially_assignable", 2}, {"__is_constructible", -1}, {"__is_member_pointer", 1},
    {"__is_member_function_pointer", 1}, {"__is_member_object_pointer", 1},
    {"__cr_move_if_noexcept", 1},
};

bool parse_is_type_trait(const lex_token *t)
{
    if (t->kind != TK_IDENT || t->len < 6 || strncmp(t->text, "__", 2) || !lex_is(t + 1, "("))
        return false;
    for (size_t i = 0; i < sizeof type_traits / sizeof *type_traits; i++)
        if ((int)strlen(type_traits[i].name) == t->len && !strncmp(type_traits[i].name, t->text, t->len))
            return true;
    return false;
}

static bool virtual_destructor(ty_type *t)
{
    ty_type *c = trait_class(t);
    for (; c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        for (ty_method *m = c->methods; m; m = m->next)
            if (m->name[0] == '~' && m->fn && m->fn->is_virtual)
                return true;
    return false;
}

/* An expression of type TY as std::declval<TY>() gives it: an lvalue of the referred type for
 * an lvalue reference, an rvalue otherwise (never evaluated). */
static parse_node *declval_node(parser *P, ty_type *ty, lex_token *t)
{
    parse_node *a = parse_new_node(P, ND_CAST, t);
    a->lhs = parse_new_num(P, 0, P->B->int_, t);
    a->ty = ty;
    if (ty->kind == TY_PTR && ty->is_ref && !ty->is_rref) {
        a->kind = ND_DEREF;
        a->ty = ty->base;
    } else if (ty->kind == TY_PTR && ty->is_rref) {
        a->ty = ty->base;
    }
    return a;
}

bool parse_arg_converts(parser *P, parse_node *a, ty_type *ty)
{
    return conv_rank(P, a, ty) != RANK_NONE;
}

/* Can a value of type FROM (an rvalue, as std::declval<From>() gives) be converted to TO
 * implicitly (C++17 [meta.rel])? */
static bool converts(parser *P, ty_type *from, ty_type *to, lex_token *t)
{
    if (to->kind == TY_VOID)
        return from->kind == TY_VOID;
    if (from->kind == TY_VOID || to->kind == TY_ARRAY || to->kind == TY_FUNC)
        return false;
    return conv_rank(P, declval_node(P, from, t), to) != RANK_NONE;
}

/* Is T(args of types A[0..n)) a valid definition (C++17 [meta.unary.prop]: T t(declval<A>()...))?
 * A class by a viable constructor (or its implicit default and copy/move ones), a scalar from
 * nothing or from one value that converts. */
static bool constructible(parser *P, ty_type *t, ty_type **a, int n, lex_token *tok)
{
    ty_type *u = ty_unqual(t);
    if (u->kind == TY_VOID || u->kind == TY_FUNC || (u->kind == TY_ARRAY && n))
        return false;
    if (t->kind == TY_PTR && t->is_ref) /* a reference binds to one value */
        return n == 1 && converts(P, a[0], t, tok);
    while (u->kind == TY_ARRAY)
        u = ty_unqual(u->base);
    ty_type *c = trait_class(u);
    if (!c) {
        if (n == 0)
            return true;
        if (n > 1)
            return false;
        ty_type *from = ty_unqual(a[0]->kind == TY_PTR && a[0]->is_ref ? a[0]->base : a[0]);
        if (ty_is_arith(u) || u->kind == TY_ENUM) /* (a direct-initialisation: static_cast's) */
            return ty_is_arith(from) || from->kind == TY_ENUM ? u->kind != TY_ENUM || from == u
                                                              : converts(P, a[0], u, tok);
        return converts(P, a[0], u, tok);
    }
    if (abstract_class(c))
        return false;
    ty_type *a0 = n == 1 ? ty_unqual(a[0]->kind == TY_PTR && a[0]->is_ref ? a[0]->base : a[0]) : NULL;
    bool any_ctor = false;
    parse_func *ctors = ty_ctor_name(c) ? parse_find_method(c, ty_ctor_name(c), -1) : NULL;
    parse_node *args[8];
    for (int i = 0; i < n && i < 8; i++)
        args[i] = declval_node(P, a[i], tok);
    for (parse_func *f = ctors; f; f = f->next_overload) {
        if (f->cls != c)
            continue;
        any_ctor = true;
        int r[9];
        if (!f->is_deleted && n <= 8 && rank_candidate(P, f, NULL, args, n, r))
            return true;
    }
    if (a0 && (a0 == c || derives_from(a0, c))) { /* the implicit copy or move constructor, */
        for (parse_func *f = ctors; f; f = f->next_overload) { /* unless one is declared */
            ty_type *pt = f->cls == c && f->ty && f->ty->params && !f->ty->params->next ? f->ty->params->ty : NULL;
            if (pt && pt->kind == TY_PTR && pt->is_ref && ty_unqual(pt->base) == c)
                return false;
        }
        return true;
    }
    return n == 0 && !any_ctor; /* the implicit default constructor */
}

parse_node *parse_type_trait(parser *P)
{
    lex_token *t = P->tok;
    int arity = 0;
    for (size_t i = 0; i < sizeof type_traits / sizeof *type_traits; i++)
        if ((int)strlen(type_traits[i].name) == t->len && !strncmp(type_traits[i].name, t->text, t->len))
            arity = type_traits[i].arity;
    P->tok += 2;
    ty_type *ty[8];
    int n = 0;
    while (!lex_is(P->tok, ")") && P->tok->kind != TK_EOF) {
        parse_expansion x; /* __is_constructible(T, Args...) */
        for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
            ty_type *one = parse_typename(P);
            if (n < 8)
                ty[n++] = one ? one : P->B->int_;
        }
        if (!parse_consume(P, ","))
            break;
    }
    parse_expect(P, ")");
    if (n == 0 && P->pattern_of)
        return parse_new_num(P, 0, P->B->bool_, t); /* (an empty placeholder pack) */
    if ((arity >= 0 && n != arity) || n == 0) {
        parse_error(P, t, "'%.*s' takes %d type%s", t->len, t->text, arity < 0 ? 1 : arity,
                    arity == 1 ? "" : "s");
        return parse_new_num(P, 0, P->B->bool_, t);
    }
    for (int i = 0; i < n; i++)
        parse_complete_type(P, ty[i]->kind == TY_PTR && ty[i]->is_ref ? ty[i]->base : ty[i]);
    ty_type *a = ty_unqual(ty[0]), *b = n > 1 ? ty_unqual(ty[1]) : NULL;
    const char *name = t->text + 2;
    int len = t->len - 2;
#define IS(s) (len == (int)sizeof(s) - 1 && !strncmp(name, s, sizeof(s) - 1))
    bool v = false;
    if (IS("is_class"))
        v = a->kind == TY_STRUCT;
    else if (IS("is_union"))
        v = a->kind == TY_UNION;
    else if (IS("is_enum"))
        v = a->kind == TY_ENUM;
    else if (IS("is_empty"))
        v = ty_is_empty_class(a);
    else if (IS("is_polymorphic"))
        v = polymorphic(a);
    else if (IS("is_abstract"))
        v = trait_class(a) && abstract_class(a);
    else if (IS("is_trivially_copyable"))
        v = trivially_copyable(a);
    else if (IS("cr_move_if_noexcept"))
        v = move_if_noexcept(a);
    else if (IS("is_trivially_destructible") || IS("has_trivial_destructor"))
        v = !(ty[0]->kind == TY_PTR && ty[0]->is_ref) && a->kind != TY_VOID && trivially_destructible(a);
    else if (IS("is_trivial"))
        v = trivially_copyable(a) && trivially_default_constructible(a);
    else if (IS("is_pod"))
        v = trivially_copyable(a) && trivially_default_constructible(a) && standard_layout(a);
    else if (IS("is_standard_layout"))
        v = a->kind != TY_VOID && standard_layout(a);
    else if (IS("is_aggregate"))
        v = aggregate(a);
    else if (IS("has_virtual_destructor"))
        v = virtual_destructor(a);
    else if (IS("is_base_of"))
        v = a->kind == TY_STRUCT && b->kind == TY_STRUCT &&
            (a == b || derives_from(b, a) || parse_later_base_of(b, a));
    else if (IS("is_same"))
        v = parse_same_type(ty[0], ty[1]) && ty[0]->is_const == ty[1]->is_const;
    else if (IS("is_convertible") || IS("is_convertible_to"))
        v = converts(P, ty[0], ty[1], t);
    else if (IS("is_trivially_constructible")) /* T() or T(const T &) */
        v = n == 1 ? trivially_default_constructible(a)
            : n == 2 && trait_class(a) ? ty_unqual(b->kind == TY_PTR && b->is_ref ? b->base : b) == a &&
                                             trivially_copyable(a)
            : n == 2 ? converts(P, ty[1], ty[0], t) && ty_is_scalar(a) : false;
    else if (IS("is_constructible"))
        v = constructible(P, ty[0], ty + 1, n - 1, t);
    else if (IS("is_member_pointer") || IS("is_member_function_pointer") ||
             IS("is_member_object_pointer"))
        v = a->memptr_cls && (IS("is_member_pointer") || (a->kind == TY_PTR) == IS("is_member_function_pointer"));
    else if (IS("is_trivially_assignable")) /* T &= U of a trivially copyable T */
        v = ty[0]->kind == TY_PTR && ty[0]->is_ref && !ty[0]->base->is_const &&
            (trait_class(ty[0]->base) ? ty_unqual(b->kind == TY_PTR && b->is_ref ? b->base : b) ==
                                                ty_unqual(ty[0]->base) && trivially_copyable(ty[0]->base)
                                      : converts(P, ty[1], ty_unqual(ty[0]->base), t));
#undef IS
    return parse_new_num(P, v, P->B->bool_, t);
}
