/* parse_tmpl.c — templates: declarations, arguments, deduction and instances.
 *
 * A template keeps the tokens of its declaration. An instance parses them again in the scope
 * the template was declared in, with each parameter bound to its argument (a type, or a
 * constant) — the way early C++ compilers did it, and all that a front end that has every
 * argument at hand needs: inside an instance nothing is dependent. A function template's
 * parameter types are also parsed once with placeholder types (TY_TPARAM), the pattern its
 * call arguments are matched against to deduce the arguments the call does not give. A
 * function instance's body is parsed only once overload resolution has chosen it.
 */
#include <stdlib.h>
#include <string.h>

#include "interp/front/parse_internal.h"

/* nested instances: nvcc (its EDG front end) stops at 200, "excessive recursion at
 * instantiation of ..." (an H200 machine's nvcc 13) */
enum { MAX_INST_DEPTH = 200 };

bool parse_close_angle(parser *P)
{
    if (P->split_gt) {
        P->split_gt = false;
        P->tok++;
        return true;
    }
    if (lex_is(P->tok, ">")) {
        P->tok++;
        return true;
    }
    if (lex_is(P->tok, ">>")) {
        P->split_gt = true;
        return true;
    }
    return false;
}

/* Skip to the end of a template argument (a default, or one the front end cannot use). */
static void skip_targ(parser *P)
{
    int depth = 0;
    while (P->tok->kind != TK_EOF) {
        if (lex_is(P->tok, "(") || lex_is(P->tok, "[") || lex_is(P->tok, "{") || lex_is(P->tok, "<"))
            depth++;
        else if (lex_is(P->tok, ")") || lex_is(P->tok, "]") || lex_is(P->tok, "}"))
            depth--;
        else if (lex_is(P->tok, ">") || lex_is(P->tok, ">>")) {
            if (depth <= 0)
                return;
            if (depth == 1 && lex_is(P->tok, ">>")) {
                P->split_gt = true; /* its second '>' closes the list */
                return;
            }
            depth -= lex_is(P->tok, ">>") ? 2 : 1;
        } else if (lex_is(P->tok, ",") && depth <= 0)
            return;
        P->tok++;
    }
}

void parse_skip_targs(parser *P)
{
    do
        skip_targ(P);
    while (parse_consume(P, ","));
    parse_close_angle(P);
}

/* An instance's pattern is parsed inside the parse that needs it: its brackets and statements
 * are counted from 0 again (PARSE_MAX_DEPTH bounds one text's nesting; MAX_INST_DEPTH bounds
 * the instances'), and no pack is being expanded in it. Returns what to restore. */
typedef struct {
    int depth, pack_elem, cut_live;
    lex_token *pack_ell;
} outer_state;

/* The template's text may hold the end mark of a body being parsed (parse_cut: C<N + 1>
 * instantiated in C<N>'s member function, whose body is C<N + 1>'s too): lifted meanwhile. */
static void mark_cuts(parser *P, int from, int to, bool on)
{
    for (int i = from; i < to && i < PARSE_MAX_CUTS; i++)
        P->cuts[i].tok->kind = on ? TK_EOF : P->cuts[i].kind;
}

static outer_state enter_instance(parser *P)
{
    outer_state o = {P->depth, P->pack_elem, P->cut_live, P->pack_ell};
    mark_cuts(P, P->cut_live, P->ncuts, false);
    P->cut_live = P->ncuts;
    P->depth = 0;
    P->pack_elem = 0;
    P->pack_ell = NULL;
    P->inst_depth++;
    return o;
}

static void leave_instance(parser *P, outer_state o)
{
    mark_cuts(P, o.cut_live, P->cut_live, true);
    P->cut_live = o.cut_live;
    P->inst_depth--;
    P->depth = o.depth;
    P->pack_elem = o.pack_elem;
    P->pack_ell = o.pack_ell;
}

/* ---- Packs ----------------------------------------------------------------------------------- */

/* Is the '<' at Q the start of template arguments (after a template's name)? */
static bool opens_targs(parser *P, lex_token *q, lex_token *from)
{
    if (!lex_is(q, "<") || q <= from)
        return false;
    lex_token *ns = NULL; /* a namespace's template: std::index_sequence<I...> */
    for (lex_token *t = q - 1; t - 2 >= from && lex_is(t - 1, "::") && t[-2].kind == TK_IDENT;
         t -= 2)
        ns = t - 2;
    return ns ? parse_find_ns_template(P, ns, q - 1) != NULL : parse_find_template(P, q - 1) != NULL;
}

/* The token that ends the list element starting at FROM: the ',' or closing bracket at its
 * level ('>' too in a template argument list). *SPLIT: it is a '>>' whose first '>' closes
 * template arguments inside the element. */
static lex_token *element_end(parser *P, lex_token *from, bool in_targs, bool *split)
{
    int depth = 0, angle = 0;
    lex_token *q = from;
    *split = false;
    for (; q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{")) {
            depth++;
        } else if (lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}")) {
            if (depth == 0)
                break;
            depth--;
        } else if (depth > 0) {
            continue;
        } else if (opens_targs(P, q, from)) {
            angle++;
        } else if (lex_is(q, ">") || lex_is(q, ">>")) {
            int k = lex_is(q, ">>") ? 2 : 1;
            if (angle >= k) {
                angle -= k;
            } else if (angle == 1) { /* T<U>> : the second '>' ends the element */
                *split = true;
                break;
            } else if (in_targs) {
                break;
            }
        } else if (angle == 0 && (lex_is(q, ",") || lex_is(q, ";"))) {
            break;
        }
    }
    return q;
}

int parse_packs_in(parser *P, lex_token *from, lex_token *to, bool *placeholder)
{
    int n = -1;
    for (lex_token *q = from; q < to; q++) {
        if (q->kw == KW_SIZEOF && lex_is(q + 1, "...")) { /* sizeof...(Ts) is no expansion */
            while (q < to && !lex_is(q, ")"))
                q++;
            continue;
        }
        if (q > from && (lex_is(q - 1, ".") || lex_is(q - 1, "->")))
            continue; /* a member's name */
        parse_pack *pk = parse_lookup_pack(P, q);
        if (!pk)
            continue;
        if (n >= 0 && pk->n != n) {
            parse_error(P, to, "the packs of this expansion have different lengths (%d and %d)", n,
                        pk->n);
            return -1;
        }
        n = pk->n;
        *placeholder = *placeholder || pk->placeholder;
    }
    return n;
}

void parse_expand_begin(parser *P, parse_expansion *x, bool in_targs)
{
    memset(x, 0, sizeof *x);
    x->n = 1;
    x->start = P->tok;
    x->saved = P->pack_elem;
    x->saved_ell = P->pack_ell;
    if (P->split_gt)
        return;
    bool split;
    lex_token *end = element_end(P, P->tok, in_targs, &split);
    if (split || end == P->tok || !lex_is(end - 1, "..."))
        return;
    x->ell = end - 1;
    x->n = parse_packs_in(P, P->tok, x->ell, &x->placeholder);
    if (x->n < 0) {
        if (!P->errors)
            parse_error(P, x->ell, "this '...' expands no parameter pack");
        x->n = 1;
    }
}

bool parse_expand_next(parser *P, parse_expansion *x)
{
    if (x->ell && x->i > 0 && P->tok != x->ell && !P->split_gt)
        parse_error(P, P->tok, "expected '...' at the end of this pack expansion");
    if (x->i >= x->n) {
        if (x->ell) {
            P->tok = x->ell + 1;
            P->split_gt = false;
            P->pack_elem = x->saved;
            P->pack_ell = x->saved_ell;
        }
        return false;
    }
    if (x->ell) {
        P->tok = x->start;
        P->split_gt = false;
        P->pack_elem = x->i + 1;
        P->pack_ell = x->ell;
    }
    x->i++;
    return true;
}

lex_token *parse_param_pack(parser *P, int *n, bool *placeholder)
{
    int depth = 0, angle = 0;
    for (lex_token *q = P->tok; q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{")) {
            depth++;
        } else if (lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}")) {
            if (depth-- == 0)
                return NULL;
        } else if (depth > 0) {
            continue;
        } else if (opens_targs(P, q, P->tok)) {
            angle++;
        } else if (lex_is(q, ">") || lex_is(q, ">>")) {
            angle -= lex_is(q, ">>") ? 2 : 1;
        } else if (angle <= 0 && (lex_is(q, ",") || lex_is(q, ";") || lex_is(q, "="))) {
            return NULL;
        } else if (angle <= 0 && lex_is(q, "...") && q > P->tok) {
            *placeholder = false;
            *n = parse_packs_in(P, P->tok, q, placeholder);
            if (*n < 0) {
                parse_error(P, q, "this '...' expands no parameter pack");
                *n = 0;
            }
            return q;
        }
    }
    return NULL;
}

void parse_bind_param_pack(parser *P, ty_type *fty, parse_var *params)
{
    if (!fty->pack_name)
        return;
    parse_pack *pk = sess_arena_alloc(P->arena, sizeof *pk);
    pk->n = fty->pack_len;
    pk->elems = sess_arena_alloc(P->arena, sizeof *pk->elems * (size_t)(pk->n ? pk->n : 1));
    parse_var *v = params;
    for (int i = 0; i < fty->pack_at && v; i++)
        v = v->next;
    for (int i = 0; i < pk->n && v; i++, v = v->next) {
        pk->elems[i] = sess_arena_alloc(P->arena, sizeof *pk->elems[i]);
        pk->elems[i]->var = v;
    }
    pk->placeholder = P->pattern_of != NULL;
    parse_declare(P, fty->pack_name)->pack = pk;
}

parse_node *parse_sizeof_pack(parser *P, lex_token *t)
{
    P->tok++; /* ... */
    bool paren = parse_consume(P, "(");
    lex_token *name = P->tok;
    parse_pack *pk = parse_lookup_pack(P, name);
    if (!pk)
        parse_error(P, name, "'%.*s' is not a parameter pack (sizeof... counts a pack's "
                    "elements)", name->len, name->text);
    if (name->kind == TK_IDENT)
        P->tok++;
    if (paren)
        parse_expect(P, ")");
    ty_type *size_t_ty = P->B->ulong;
    return parse_new_num(P, pk ? pk->n : 0, size_t_ty, t);
}

/* One more instance for this parse; false (and the parse stopped) past PARSE_MAX_INSTANCES. */
static bool count_instance(parser *P)
{
    if (++P->instances <= PARSE_MAX_INSTANCES)
        return true;
    char why[96];
    snprintf(why, sizeof why, "more than %d template instantiations (the front end's limit)",
             PARSE_MAX_INSTANCES);
    return parse_stop(P, sess_arena_strdup(P->arena, why));
}

/* The injected class name of instance CLS of template NAME, in the scope open: under its own
 * name (ns::Box's is Box too, so that a std template of that name is not what Box names
 * inside its body) */
static void declare_injected(parser *P, const char *name, ty_type *cls)
{
    parse_declare(P, name)->type_def = cls;
    const char *plain = strrchr(name, ':');
    if (plain && plain[1])
        parse_declare(P, plain + 1)->type_def = cls;
}

/* The '>' (or '>>') that closes the template argument list opening at LT (a '<'), found by
 * counting angle brackets outside parentheses and square brackets (in S<(a > b)> the first '>'
 * is an operator, C++17 [temp.names] p3); NULL where a ';', '{' or '}' comes first (or a '('
 * where PAREN_STOPS), the brackets do not match, or the text ends. */
lex_token *parse_targs_end(lex_token *lt, bool paren_stops)
{
    int depth = 0, nest = 0; /* angle brackets; parentheses and square brackets */
    for (lex_token *e = lt; e->kind != TK_EOF; e++) {
        if (lex_is(e, ";") || lex_is(e, "{") || lex_is(e, "}") || (paren_stops && lex_is(e, "(")))
            return NULL;
        if (lex_is(e, "(") || lex_is(e, "["))
            nest++;
        else if ((lex_is(e, ")") || lex_is(e, "]")) && --nest < 0)
            return NULL;
        else if (nest > 0)
            continue;
        else if (lex_is(e, "<"))
            depth++;
        else if (lex_is(e, ">") && --depth == 0)
            return e;
        else if (lex_is(e, ">>") && (depth -= 2) <= 0)
            return e;
    }
    return NULL;
}

parse_template *parse_find_template(parser *P, lex_token *t)
{
    if (t->kind != TK_IDENT || t->kw != KW_NONE)
        return NULL;
    parse_sym *s = parse_lookup(P, t->text, t->len);
    if (s && !s->tmpl && s->type_def && s->type_def->tmpl_of && lex_is(t + 1, "<"))
        return s->type_def->tmpl_of; /* an injected class name with arguments names the template
                                        (C<N - 1> in C<N>) */
    return s ? s->tmpl : NULL;
}

parse_template *parse_find_ns_template(parser *P, lex_token *ns, lex_token *t)
{
    if (!ns)
        return parse_find_template(P, t);
    parse_sym *s = parse_qualified_sym(P, ns, t);
    if (s && s->tmpl)
        return s->tmpl;
    bool was = P->ns_qualified;
    P->ns_qualified = true;
    parse_template *tm = parse_find_template(P, t);
    P->ns_qualified = was;
    return tm;
}

/* Whether function template TM of a namespace shares its name with one of another namespace:
 * its instances' names then say its namespace (liba::pick<int> beside libb::pick<int>). */
static bool ns_clash(parser *P, const parse_template *tm)
{
    return tm->ns_path && !tm->cls && parse_name_elsewhere(P, tm->name, tm->ns_path);
}

static const char *plain_name(const char *name);

/* ---- Scopes -------------------------------------------------------------------------------- */

/* Entering the scope a template was declared in. When that is the body of a class template's
 * instance (a class template or member declared in a class template), or of a class nested in
 * one (a nested class's constructor's default argument, `T b = T(1)`), the instance's own
 * parameters are bound around it again: the scope that bound them ended with the instance.
 * The classes from the instance down to the scope's are entered outermost first. */
typedef struct {
    parse_scope *outer, *up;
    ty_type *cls; /* the instance, or NULL */
    int nchain;
    ty_type *chain[PARSE_LAZY_NESTING + 1];
    parse_scope *links[PARSE_LAZY_NESTING + 1], *ups[PARSE_LAZY_NESTING + 1];
    const char *ns_path;
} scope_state;

static void bind_instance(parser *P, ty_type *cls);

static void enter_scope_of(parser *P, parse_scope *s, scope_state *st)
{
    st->outer = P->scope;
    st->ns_path = P->ns_path;
    st->cls = NULL;
    st->nchain = 0;
    /* the classes whose scopes enclose S, from S's out to an instance (when there is one) */
    for (parse_scope *q = s; q && st->nchain <= PARSE_LAZY_NESTING; q = parse_scope_up(q)) {
        ty_type *c = parse_scope_class(q);
        if (!c || c->scope != q)
            break;
        st->chain[st->nchain++] = c;
        if (c->tmpl_of) {
            st->cls = c;
            break;
        }
    }
    ty_type *cls = st->cls;
    if (!cls) {
        P->scope = s;
        return;
    }
    parse_template *tm = cls->tmpl_partial ? cls->tmpl_partial : cls->tmpl_of;
    P->scope = tm->scope;
    P->ns_path = tm->ns_path;
    st->up = parse_push_scope(P, NULL);
    bind_instance(P, cls);
    declare_injected(P, cls->tmpl_of->name, cls);
    for (int i = st->nchain - 1; i >= 0; i--) {
        st->links[i] = parse_scope_up(st->chain[i]->scope);
        st->ups[i] = parse_push_scope(P, st->chain[i]->scope);
    }
}

static void leave_scope_of(parser *P, scope_state *st)
{
    if (st->cls) {
        for (int i = 0; i < st->nchain; i++) {
            parse_pop_scope(P, st->ups[i], true);
            parse_scope_relink(st->chain[i]->scope, st->links[i]);
        }
        parse_pop_scope(P, st->up, false);
    }
    P->scope = st->outer;
    P->ns_path = st->ns_path;
}

/* Entering the scope of template TM (or of its partial specialisation TS, when not NULL). */
static void enter_template_scope(parser *P, parse_template *tm, parse_template *ts, scope_state *st)
{
    enter_scope_of(P, ts ? ts->scope : tm->scope, st);
    P->ns_path = ts ? ts->ns_path : tm->ns_path;
}

/* Parsing a template's text for one instance: where the parse was (token, a half-read '>>'),
 * the template's scope entered with a scope of its own for the parameters' bindings (the
 * caller binds them), and the instance's depth counts (enter_instance). */
typedef struct {
    lex_token *tok;
    bool split;
    scope_state scope;
    parse_scope *up;
    outer_state inst;
} inst_frame;

static void frame_enter(parser *P, inst_frame *f, parse_template *tm, parse_scope *s, lex_token *at)
{
    f->tok = P->tok;
    f->split = P->split_gt;
    if (tm)
        enter_template_scope(P, tm, NULL, &f->scope);
    else
        enter_scope_of(P, s, &f->scope);
    f->up = parse_push_scope(P, NULL);
    P->tok = at;
    P->split_gt = false;
    f->inst = enter_instance(P);
}

static void frame_leave(parser *P, inst_frame *f)
{
    leave_instance(P, f->inst);
    parse_pop_scope(P, f->up, false);
    leave_scope_of(P, &f->scope);
    P->tok = f->tok;
    P->split_gt = f->split;
}

/* ---- Arguments ---------------------------------------------------------------------------- */

/* Does T name a template parameter's placeholder (T, T &, const T *, T[N], ...)? */
static bool is_placeholder(const parse_targs *a);

/* Does T stand for a type of a template's pattern: a parameter, or a type built of one (T *,
 * T[4], Task<T>, whose instance in vector<Task<T>> must stay a pattern too)? */
static bool has_tparam(ty_type *t)
{
    for (; t; t = t->kind == TY_PTR || t->kind == TY_ARRAY ? t->base : NULL) {
        ty_type *u = ty_unqual(t);
        if (u->kind == TY_TPARAM || (u->tmpl_of && u->tmpl_args && is_placeholder(u->tmpl_args)))
            return true;
    }
    return false;
}

static bool is_placeholder(const parse_targs *a)
{
    for (int i = 0; i < a->n; i++) {
        if (a->a[i].is_type && has_tparam(a->a[i].ty))
            return true;
        if (a->a[i].pack) /* a pack's expansion (Ts &...): a pattern's */
            return true;
        if (!a->a[i].is_type && a->a[i].ph)
            return true;
    }
    return false;
}

parse_targs *parse_targs_keep(parser *P, const parse_targs *a)
{
    parse_targs *k = sess_arena_alloc_raw(P->arena, sizeof *k + (size_t)a->n * sizeof *a->a);
    k->a = (parse_targ *)(k + 1);
    k->n = a->n;
    if (a->n)
        memcpy(k->a, a->a, (size_t)a->n * sizeof *a->a);
    return k;
}

void parse_targs_copy(parse_targs *to, const parse_targs *a)
{
    if (a->n && to->a != a->a)
        memcpy(to->a, a->a, (size_t)a->n * sizeof *a->a);
    to->n = a->n;
}

static const char *targs_text(parser *P, const parse_targs *a)
{
    sess_buf b = {0};
    sess_buf_putc(&b, '<');
    for (int i = 0; i < a->n; i++) {
        if (i)
            sess_buf_puts(&b, ", ");
        if (a->a[i].tmpl)
            sess_buf_puts(&b, a->a[i].tmpl->name); /* (a unique name: parse_ns_decl_name) */
        else if (a->a[i].is_type)
            ty_print_canonical(&b, a->a[i].ty);
        else if (a->a[i].ph)
            sess_buf_printf(&b, "$%d", a->a[i].ph - 1); /* a pattern's value parameter */
        else if (a->a[i].fn)
            sess_buf_printf(&b, "&%s", a->a[i].fn->link);
        else
            sess_buf_printf(&b, "%lld", (long long)a->a[i].val);
        if (a->a[i].pack)
            sess_buf_puts(&b, "...");
    }
    sess_buf_putc(&b, '>');
    const char *r = sess_arena_strdup(P->arena, b.p);
    sess_buf_free(&b);
    return r;
}

/* The template a template template argument names at P->tok (C, std::vector, ::ns::C: the
 * template of the last name), or NULL; P->tok is then at that last name. */
static parse_template *class_template_name(parser *P)
{
    parse_template *t = parse_find_template(P, P->tok);
    if (t)
        return t;
    lex_token *q = P->tok + lex_is(P->tok, "::");
    while (q->kind == TK_IDENT && lex_is(q + 1, "::") && (q + 2)->kind == TK_IDENT)
        q += 2;
    t = q != P->tok ? parse_find_template(P, q) : NULL;
    if (t && t->is_class)
        P->tok = q;
    return t;
}

/* S means argument X of parameter P (of a template whose arguments are A). */
static void bind_one(parser *P, parse_sym *s, const parse_tparam *p, const parse_targ *x,
                     const parse_targs *a)
{
    if (p->is_template) {
        s->tmpl = x->tmpl;
        return;
    }
    if (p->is_type) {
        s->type_def = x->ty;
        return;
    }
    if (x->fn) { /* the name is the function: F(v) calls it, F is its address */
        s->func = x->fn;
        return;
    }
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = p->name;
    v->ty = p->ty_param && p->ty_param - 1 < a->n ? a->a[p->ty_param - 1].ty
            : p->ty ? p->ty : P->B->int_;
    v->space = SP_HOST;
    v->is_constexpr = true;
    v->is_global = true;
    v->cval = x->val;
    v->pattern_ph = x->ph;
    s->var = v;
}

/* Bind the parameters of TM to A in the current scope (a pack to the arguments from its
 * position on). */
static void bind_params(parser *P, parse_template *tm, const parse_targs *a)
{
    for (int i = 0; i < tm->nparams; i++) {
        parse_tparam *p = &tm->params[i];
        if (p->is_pack) {
            parse_pack *pk = sess_arena_alloc(P->arena, sizeof *pk);
            pk->n = a->n > i ? a->n - i : 0;
            pk->elems = sess_arena_alloc(P->arena, sizeof *pk->elems * (size_t)(pk->n ? pk->n : 1));
            for (int j = 0; j < pk->n; j++) {
                pk->elems[j] = sess_arena_alloc(P->arena, sizeof *pk->elems[j]);
                bind_one(P, pk->elems[j], p, &a->a[i + j], a);
            }
            pk->placeholder = pk->n == 1 && a->a[i].pack;
            pk->types = p->is_type;
            if (p->name)
                parse_declare(P, p->name)->pack = pk;
            return;
        }
        if (i >= a->n)
            return;
        if (p->name)
            bind_one(P, parse_declare(P, p->name), p, &a->a[i], a);
    }
}

/* The parameter of TM that argument I is for (a pack's, from its position on), or NULL. */
static parse_tparam *param_of(parse_template *tm, int i)
{
    if (i < tm->nparams && !tm->params[i].is_pack)
        return &tm->params[i];
    if (tm->nparams && tm->params[tm->nparams - 1].is_pack && i >= tm->nparams - 1)
        return &tm->params[tm->nparams - 1];
    return NULL;
}

/* Bind the parameters of the template class instance CLS was made from (its template's, or
 * the partial specialisation's) in the current scope. */
static void bind_instance(parser *P, ty_type *cls)
{
    if (cls->tmpl_partial)
        bind_params(P, cls->tmpl_partial, cls->tmpl_partial_args);
    else
        bind_params(P, cls->tmpl_of, cls->tmpl_args);
}

/* Complete A with TM's default arguments (parsed with the earlier parameters bound). SFINAE:
 * for a function template's deduction, where a default that does not make a type or value
 * with the deduced arguments (enable_if<false>::type), or a value parameter's type that does
 * not, drops the candidate quietly (C++17 [temp.deduct] p8). */
static bool fill_defaults_as(parser *P, parse_template *tm, parse_targs *a, lex_token *t, bool sfinae);

static bool fill_defaults(parser *P, parse_template *tm, parse_targs *a, lex_token *t)
{
    return fill_defaults_as(P, tm, a, t, false);
}

static bool fill_defaults_as(parser *P, parse_template *tm, parse_targs *a, lex_token *t, bool sfinae)
{
    if (tm->is_class && a->n > tm->nparams && !(tm->nparams && tm->params[tm->nparams - 1].is_pack)) {
        bool expansion = false; /* (S<Ts...> in a pattern: one argument for many) */
        for (int i = 0; i < a->n; i++)
            expansion |= a->a[i].pack;
        if (!expansion) {
            parse_error(P, t, "too many template arguments for class template '%s' (it takes %d)",
                        tm->name, tm->nparams);
            a->n = tm->nparams;
        }
    }
    for (int i = a->n; i < tm->nparams; i++) {
        parse_tparam *p = &tm->params[i];
        if (p->is_pack)
            break; /* an empty pack */
        if (!p->def) {
            parse_error(P, t, "too few template arguments for '%s'", tm->name);
            return false;
        }
        lex_token *save = P->tok;
        bool split = P->split_gt;
        P->split_gt = false;
        scope_state st; /* (a default names what the template's scope has) */
        enter_template_scope(P, tm, NULL, &st);
        parse_scope *up = parse_push_scope(P, NULL);
        bind_params(P, tm, a);
        parse_quiet q;
        if (sfinae)
            parse_quiet_begin(P, &q);
        if (p->ty_tok) { /* a value parameter of a dependent type (enable_if_t<C<T>, int>) */
            P->tok = p->ty_tok;
            parse_typename(P);
        }
        P->tok = p->def;
        a->a[i].is_type = p->is_type;
        a->a[i].tmpl = NULL;
        a->a[i].fn = NULL;
        a->a[i].ph = 0;
        a->a[i].pack = false;
        if (p->is_template) { /* template <class, class> class C = std::vector */
            a->a[i].is_type = false;
            a->a[i].val = 0;
            a->a[i].tmpl = class_template_name(P);
            if (!a->a[i].tmpl || !a->a[i].tmpl->is_class)
                parse_error(P, P->tok, "expected the name of a class template");
        } else if (p->is_type) {
            a->a[i].ty = parse_typename(P);
        } else {
            P->no_gt++;
            if (!parse_const_int(P, &a->a[i].val))
                a->a[i].val = 0;
            P->no_gt--;
        }
        bool ok = !sfinae || parse_quiet_end(P, &q);
        parse_pop_scope(P, up, false);
        leave_scope_of(P, &st);
        P->tok = save;
        P->split_gt = split;
        if (!ok)
            return false;
        a->n = i + 1;
    }
    return true;
}

/* In a function template's pattern, an argument that is just one of its value parameters
 * (the N of `tile<N> g`): 1 + that parameter's index, so that a call's argument of type
 * tile<16> deduces N = 16; 0 for any other argument. */
static int8_t pattern_value_param(parser *P, lex_token *t)
{
    parse_template *tm = P->pattern_of;
    bool pack = lex_is(t + 1, "..."); /* a pack of values, expanded: S<0, Is...> */
    if (!tm || t->kind != TK_IDENT || !(lex_is(t + 1, ",") || lex_is(t + 1, ">") || lex_is(t + 1, ">>") || pack))
        return 0;
    if (pack) { /* an alias template's pack bound to the pattern's (index_sequence<I...>) */
        parse_pack *pk = parse_lookup_pack(P, t);
        if (pk && pk->placeholder && pk->n == 1 && pk->elems[0]->var &&
            pk->elems[0]->var->pattern_ph)
            return pk->elems[0]->var->pattern_ph;
    }
    for (int i = 0; i < tm->nparams; i++)
        if (!tm->params[i].is_type && tm->params[i].name && parse_equal(t, tm->params[i].name) &&
            tm->params[i].is_pack == pack)
            return (int8_t)(i + 1);
    if (pack)
        return 0;
    parse_sym *s = parse_lookup(P, t->text, t->len); /* (an alias template's parameter) */
    return s && s->var ? s->var->pattern_ph : 0;
}

/* Whether the function templates of TM's name (overloads chained by next) differ in the kind
 * of their I-th parameter (a type in one, a value in another, as std::get's). */
static bool overloads_disagree(parse_template *tm, int i)
{
    if (tm->is_class || tm->is_var)
        return false;
    parse_tparam *p = param_of(tm, i);
    for (parse_template *o = tm->next; o; o = o->next) {
        parse_tparam *q = param_of(o, i);
        if (q && p && (q->is_type != p->is_type || q->is_template != p->is_template))
            return true;
    }
    return false;
}

/* Is a value parameter of type TY one whose argument is a function (a pointer to function or
 * a reference to function)? */
static bool function_param(const ty_type *ty)
{
    return ty && ty->kind == TY_PTR && ty->base && ty->base->kind == TY_FUNC; /* (a reference is a TY_PTR) */
}

/* The type of TM's value parameter P, which names earlier parameters (T (*f)(T)), with the
 * arguments A gives them. */
static ty_type *bound_param_type(parser *P, parse_template *tm, parse_tparam *p, const parse_targs *a)
{
    lex_token *save = P->tok;
    bool split = P->split_gt;
    P->split_gt = false;
    scope_state st;
    enter_template_scope(P, tm, NULL, &st);
    parse_scope *up = parse_push_scope(P, NULL);
    bind_params(P, tm, a);
    P->tok = p->ty_tok;
    lex_token *name = NULL;
    ty_type *ty = parse_typename_named(P, &name);
    parse_pop_scope(P, up, false);
    leave_scope_of(P, &st);
    P->tok = save;
    P->split_gt = split;
    return ty && ty->kind == TY_PTR && ty->base && ty->base->kind == TY_FUNC ? ty : p->ty;
}

/* A template argument that names a function template alone (`sq` or `&sq`, no '<') for a
 * parameter of function type FT: the instance whose arguments are deduced from FT's parameter
 * types, as from a call's (C++17 [temp.deduct.funcaddr]); NULL (nothing read) otherwise. */
static parse_func *template_for_function_type(parser *P, ty_type *ft)
{
    lex_token *t = P->tok;
    bool addr = lex_is(t, "&");
    lex_token *name = t + addr;
    if (name->kind != TK_IDENT || lex_is(name + 1, "<") || lex_is(name + 1, "::") || !ft ||
        ft->kind != TY_FUNC)
        return NULL;
    parse_template *tm = parse_find_template(P, name);
    if (!tm || tm->is_class || tm->is_var)
        return NULL;
    parse_node *args[PARSE_MAX_TARGS];
    int n = 0;
    for (ty_param *q = ft->params; q && n < PARSE_MAX_TARGS; q = q->next) {
        args[n] = parse_new_num(P, 0, q->ty, name);
        n++;
    }
    for (; tm; tm = tm->next) {
        parse_func *f = parse_template_deduce(P, tm, NULL, NULL, args, n);
        if (f && parse_same_params(f->ty, ft) && (f = parse_template_finish(P, f))) {
            P->tok = name + 1;
            return f;
        }
    }
    return NULL;
}

/* The function a template argument names for a parameter of type TY (a pointer to, or
 * reference to, function): `f`, `&f`, `ns::f`, the overload of f whose parameters are TY's
 * (C++17 [temp.arg.nontype]: the address of a function with linkage); NULL after an error. */
static parse_func *function_targ(parser *P, ty_type *ty)
{
    lex_token *t = P->tok;
    parse_func *f = template_for_function_type(P, ty->base);
    if (!f) {
        P->no_gt++;
        parse_node *e = parse_assign(P);
        P->no_gt--;
        if (e && e->kind == ND_ADDR)
            e = e->lhs;
        f = e && e->kind == ND_FUNC ? e->func : NULL;
    }
    for (parse_func *o = f; o; o = o->next_overload)
        if (parse_same_params(o->ty, ty->base)) {
            f = o;
            break;
        }
    if (!f || !f->ty || !ty_compatible(f->ty, ty->base)) {
        parse_error(P, t, "a template argument for a parameter of type '%s' must name a function "
                    "of that type", ty_str(P->arena, ty));
        return NULL;
    }
    return f;
}

/* template-args = "<" (type-id | constant-expression) ("," ...)* ">" */
bool parse_template_args(parser *P, parse_template *tm, parse_targs *out)
{
    lex_token *t = P->tok;
    out->n = 0;
    if (!parse_consume(P, "<"))
        return false;
    if (parse_close_angle(P))
        return true;
    do {
        parse_expansion x;
        for (parse_expand_begin(P, &x, true); parse_expand_next(P, &x);) {
            int i = out->n;
            if (i >= PARSE_MAX_TARGS) {
                parse_error(P, P->tok, "more than %d template arguments are not supported",
                            PARSE_MAX_TARGS);
                skip_targ(P);
                continue;
            }
            parse_tparam *p = tm ? param_of(tm, i) : NULL;
            if (p && overloads_disagree(tm, i))
                p = NULL; /* get<0>(v) and get<int>(v): the argument says which it is */
            bool want_type = p ? p->is_type : parse_is_typename(P, P->tok);
            out->a[i].is_type = want_type;
            out->a[i].ty = NULL;
            out->a[i].val = 0;
            out->a[i].ph = 0;
            out->a[i].tmpl = NULL;
            out->a[i].fn = NULL;
            out->a[i].pack = x.placeholder; /* a pattern's Ts... */
            if (p && !p->is_type && !p->is_template && function_param(p->ty)) {
                out->a[i].is_type = false;
                out->n = i;
                out->a[i].fn = function_targ(P, p->ty_tok ? bound_param_type(P, tm, p, out) : p->ty);
                out->a[i].val = (int64_t)(intptr_t)out->a[i].fn;
            } else if (p && p->is_template) { /* a class template's name */
                out->a[i].is_type = false;
                out->a[i].val = 0;
                out->a[i].tmpl = class_template_name(P);
                if (!out->a[i].tmpl || !out->a[i].tmpl->is_class) {
                    parse_error(P, P->tok, "expected the name of a class template");
                    skip_targ(P);
                } else {
                    P->tok++;
                }
            } else if (want_type) {
                out->a[i].ty = parse_typename(P);
            } else {
                out->a[i].ph = pattern_value_param(P, P->tok);
                P->no_gt++;
                int64_t v = 0;
                lex_token *start = P->tok;
                parse_quiet pq;
                parse_quiet_begin(P, &pq);
                if (!parse_const_int(P, &v) || parse_quiet_failed(P, &pq)) {
                    if (P->pattern_of) {
                        /* a value that depends on the pattern's parameters
                           (is_integral<T>::value): known once they are; 0 stands for it */
                        parse_quiet_drop(P, &pq);
                        P->tok = start;
                        v = 0;
                    }
                    skip_targ(P);
                    if (x.ell && P->tok > x.ell)
                        P->tok = x.ell; /* (a pack expansion's pattern ends at its '...') */
                }
                P->no_gt--;
                out->a[i].val = v;
            }
            out->n++;
        }
    } while (parse_consume(P, ","));
    if (!parse_close_angle(P)) {
        parse_error(P, P->tok, "expected '>' to close the template arguments of '%s'",
                    tm ? tm->name : "template");
        (void)t;
        return false;
    }
    return true;
}

parse_targs *parse_template_args_kept(parser *P, parse_template *tm)
{
    /* (on the heap: instances nest through here) */
    parse_targs a = {sess_xmalloc(PARSE_MAX_TARGS * sizeof *a.a), 0};
    parse_targs *k = parse_template_args(P, tm, &a) ? parse_targs_keep(P, &a) : NULL;
    free(a.a);
    return k;
}

/* ---- Declarations ---------------------------------------------------------------------------- */

/* Skip the declaration a template declares: to its body's closing brace or its ';'. */
static void skip_declaration(parser *P)
{
    int depth = 0;
    while (P->tok->kind != TK_EOF) {
        if (lex_is(P->tok, "(") || lex_is(P->tok, "[")) {
            depth++;
        } else if (lex_is(P->tok, ")") || lex_is(P->tok, "]")) {
            depth--;
        } else if (lex_is(P->tok, "{") && depth == 0) {
            int d = 0;
            do {
                if (lex_is(P->tok, "{"))
                    d++;
                else if (lex_is(P->tok, "}"))
                    d--;
                P->tok++;
            } while (d > 0 && P->tok->kind != TK_EOF);
            /* a class ends with ';' (or declarators); a function with its body */
            if (lex_is(P->tok, ";"))
                P->tok++;
            return;
        } else if (lex_is(P->tok, ";") && depth == 0) {
            P->tok++;
            return;
        }
        P->tok++;
    }
}

/* 1 + the index of the parameter of TM (so far) that T names, a type parameter only when
 * TYPES, or 0. */
static int earlier_param(const parse_template *tm, const lex_token *t, bool types)
{
    for (int i = 0; i < tm->nparams - 1; i++)
        if ((!types || tm->params[i].is_type) && tm->params[i].name &&
            (int)strlen(tm->params[i].name) == t->len && !memcmp(tm->params[i].name, t->text, (size_t)t->len))
            return i + 1;
    return 0;
}

static void bind_placeholders(parser *P, parse_template *tm);

/* tparam = ("typename" | "class") "..."? ident? ("=" type-id)? | declspec declarator ("=" expr)? */
static bool template_params(parser *P, parse_template *tm)
{
    if (parse_close_angle(P))
        return true;
    do {
        if (tm->nparams >= PARSE_MAX_TPARAMS) {
            parse_error(P, P->tok, "more than %d template parameters are not supported",
                        PARSE_MAX_TPARAMS);
            return false;
        }
        parse_tparam *p = &tm->params[tm->nparams++];
        if ((P->tok->kw == KW_TYPENAME || P->tok->kw == KW_CLASS) &&
            ((P->tok[1].kind == TK_IDENT && !lex_is(P->tok + 2, "::") && !lex_is(P->tok + 2, "<")) ||
             lex_is(P->tok + 1, ",") || lex_is(P->tok + 1, ">") || lex_is(P->tok + 1, "=") ||
             lex_is(P->tok + 1, "..."))) {
            /* (typename C<T>::type = 0 is a value parameter of a dependent type) */
            P->tok++;
            p->is_type = true;
            p->is_pack = parse_consume(P, "...");
            if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE)
                p->name = parse_name(P, P->tok++);
        } else if (P->tok->kw == KW_TEMPLATE && lex_is(P->tok + 1, "<")) {
            /* template <class> class C: its argument is a class template */
            lex_token *e = parse_targs_end(++P->tok, false);
            P->tok = e ? e + 1 : P->tok;
            if (P->tok->kw != KW_CLASS && P->tok->kw != KW_TYPENAME) {
                parse_error(P, P->tok, "expected 'class' in a template template parameter");
                return false;
            }
            P->tok++;
            p->is_template = true;
            if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE)
                p->name = parse_name(P, P->tok++);
        } else if (P->tok->kind == TK_IDENT && !lex_is(P->tok + 1, "(") && !lex_is(P->tok + 1, "*") &&
                   !lex_is(P->tok + 1, "&") && (p->ty_param = earlier_param(tm, P->tok, true))) {
            /* template <class U, U a>: the value has the type given for U (U... as: a pack of
             * values of that type, integer_sequence's); U (*f)(U) and U *p are types made
             * of U, read below */
            P->tok++;
            p->ty = NULL;
            p->is_pack = parse_consume(P, "...");
            if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE)
                p->name = parse_name(P, P->tok++);
        } else {
            bool split;
            lex_token *end = element_end(P, P->tok, true, &split);
            bool dependent = false; /* its type names an earlier parameter */
            for (lex_token *q = P->tok; q < end; q++) {
                p->is_pack |= lex_is(q, "..."); /* int... Ns */
                dependent |= q->kind == TK_IDENT && earlier_param(tm, q, false);
            }
            lex_token *name = NULL;
            ty_type *ty;
            if (dependent) {
                /* enable_if_t<is_integral<T>::value, int> = 0: read with the earlier
                 * parameters as placeholders; the instance reads it again (fill_defaults) */
                p->ty_tok = P->tok;
                parse_quiet q;
                parse_quiet_begin(P, &q);
                parse_scope *up = parse_push_scope(P, NULL);
                bind_placeholders(P, tm);
                parse_template *outer = P->pattern_of;
                P->pattern_of = tm;
                ty = parse_typename_named(P, &name);
                P->pattern_of = outer;
                parse_pop_scope(P, up, false);
                if (!parse_quiet_end(P, &q) || !ty) {
                    ty = P->B->int_;
                    name = NULL;
                    for (lex_token *x = p->ty_tok; x < end && !lex_is(x, "="); x++)
                        if (x->kind == TK_IDENT && x->kw == KW_NONE && (lex_is(x + 1, "=") || x + 1 == end))
                            name = x;
                    P->tok = name ? name + 1 : end;
                }
            } else {
                ty = parse_typename_named(P, &name);
            }
            if (!ty)
                return false;
            p->ty = ty;
            p->name = name ? parse_name(P, name) : NULL;
        }
        if (parse_consume(P, "=")) {
            p->def = P->tok;
            skip_targ(P);
        }
        if (p->is_pack && !lex_is(P->tok, ">") && !lex_is(P->tok, ">>")) {
            parse_error(P, P->tok, "cudarepl takes a template parameter pack only as the last "
                        "template parameter");
            return false;
        }
    } while (parse_consume(P, ","));
    if (!parse_close_angle(P)) {
        parse_error(P, P->tok, "expected '>' after the template parameters");
        return false;
    }
    return true;
}

/* Bind the parameters of TM to placeholders in the current scope: a type parameter i to the
 * type TY_TPARAM i, a value parameter to 1 (a pattern's value arguments that are just a
 * parameter are recognised by pattern_value_param). */
static void bind_placeholders(parser *P, parse_template *tm)
{
    parse_targ pha[PARSE_MAX_TPARAMS] = {{0}};
    parse_targs ph = {pha, 0};
    for (int i = 0; i < tm->nparams; i++) {
        ph.a[i].is_type = tm->params[i].is_type;
        ph.a[i].pack = tm->params[i].is_pack; /* a pack of one placeholder */
        if (tm->params[i].is_template) {
            parse_template *c = sess_arena_alloc(P->arena, sizeof *c);
            c->name = tm->params[i].name ? tm->params[i].name : "C";
            c->is_class = true;
            c->ttparam = i + 1;
            ph.a[i].is_type = false;
            ph.a[i].tmpl = c;
        } else if (tm->params[i].is_type) {
            ty_type *t = ty_new(P->arena, TY_TPARAM, 1, 1);
            t->array_len = i;
            t->name = tm->params[i].name ? tm->params[i].name : "T";
            t->complete = true;
            ph.a[i].ty = t;
        } else {
            ph.a[i].val = 1;
        }
    }
    ph.n = tm->nparams;
    bind_params(P, tm, &ph);
}

/* The pattern of a function template: its type with the parameters as placeholders. */
static void function_pattern(parser *P, parse_template *tm)
{
    lex_token *save = P->tok;
    parse_quiet q;
    parse_quiet_begin(P, &q);
    parse_scope *up = parse_push_scope(P, NULL);
    bind_placeholders(P, tm);
    lex_token *name = NULL;
    parse_template *outer_pattern = P->pattern_of;
    P->pattern_of = tm;
    ty_type *ty = NULL;
    if (tm->cls && (ty = parse_ctor_head(P, tm->cls, &name)) != NULL) {
        tm->is_ctor = true;
        tm->name = ty_ctor_name(tm->cls);
    } else {
        ty = parse_function_head(P, &name, NULL);
    }
    P->pattern_of = outer_pattern;
    parse_pop_scope(P, up, false);
    if (name && !tm->name)
        tm->name = P->decl_text ? P->decl_text : parse_name(P, name);
    if (!parse_quiet_end(P, &q) || !ty || ty->kind != TY_FUNC)
        ty = NULL;
    tm->pattern = ty;
    P->tok = save;
}

/* Do A and B stand at the same place of the same file? */
static bool same_place(const lex_token *a, const lex_token *b)
{
    return a && b && a->file && b->file && a->line == b->line && a->col == b->col &&
           !strcmp(a->file, b->file);
}

static void add_template(parser *P, parse_template *tm)
{
    parse_keep_template(P, tm);
    parse_sym *s = tm->cls ? parse_lookup_member(P, tm->cls, tm->name, (int)strlen(tm->name))
                           : parse_lookup(P, tm->name, (int)strlen(tm->name));
    /* a class template of another namespace (std::pair, found from anywhere as cudarepl's
       headers' names are) is not the overload set of a function template of its name declared
       here: this one hides it. (Function templates of std's names and a program's stay one set,
       where a tie goes to the program's for an unqualified call: std_template.) */
    if (s && s->tmpl && !tm->cls && s->tmpl->is_class != tm->is_class && s->tmpl->scope && tm->scope &&
        parse_scope_namespace(P, s->tmpl->scope) != parse_scope_namespace(P, tm->scope))
        s = NULL;
    if (s && s->tmpl) {
        if (tm->is_class) {
            /* a definition after a declaration */
            if (!s->tmpl->decl_is_definition)
                s->tmpl->decl = tm->decl;
            return;
        }
        parse_template **tp = &s->tmpl;
        for (; *tp; tp = &(*tp)->next)
            if (same_place((*tp)->decl, tm->decl))
                return; /* the same template again (a header a later REPL cell includes again) */
        for (parse_template *o = s->tmpl; o; o = o->next)
            if (!o->is_class && !o->decl_is_definition && tm->decl_is_definition &&
                o->nparams == tm->nparams && o->pattern && tm->pattern &&
                parse_same_params(o->pattern, tm->pattern)) {
                /* the definition of a template declared before: its instances (made since, as
                 * calls named them) get their bodies now */
                o->decl = tm->decl;
                o->decl_is_definition = true;
                memcpy(o->params, tm->params, sizeof o->params);
                lex_token *body = tm->decl;
                int depth = 0;
                for (; body->kind != TK_EOF; body++) {
                    if (lex_is(body, "(") || lex_is(body, "["))
                        depth++;
                    else if (lex_is(body, ")") || lex_is(body, "]"))
                        depth--;
                    else if (depth == 0 && (lex_is(body, "{") || lex_is(body, ";")))
                        break;
                }
                for (int i = 0; i < o->instances.cap && lex_is(body, "{"); i++) {
                    parse_func *f = o->instances.e ? o->instances.e[i].val : NULL;
                    if (f && !f->body && !f->body_tok) {
                        f->body_tok = body;
                        if (P->host_pass || (f->exec & (EX_DEVICE | EX_GLOBAL)))
                            parse_template_finish(P, f); /* (a host one: the host pass's) */
                    }
                }
                return;
            }
        *tp = tm;
        return;
    }
    if (!s || s->var || s->type_def)
        s = parse_declare(P, tm->name);
    s->tmpl = tm;
}

static bool unify(parser *P, ty_type *pt, ty_type *at, parse_targs *a, char *set);

/* Does function type TY (an explicit specialisation's) match TM's pattern, with A's arguments
 * where SET says they are given? Every parameter of TM is then known. */
static bool pattern_matches(parser *P, parse_template *tm, ty_type *ty, parse_targs *a, char *set)
{
    bool ok = unify(P, tm->pattern->base, ty->base, a, set);
    ty_param *pp = tm->pattern->params, *sp = ty->params;
    for (; ok && pp && sp; pp = pp->next, sp = sp->next)
        ok = unify(P, pp->ty, sp->ty, a, set);
    ok = ok && !pp && !sp;
    a->n = tm->nparams;
    for (int i = 0; ok && i < tm->nparams; i++)
        ok = set[i] && !tm->params[i].is_pack;
    return ok;
}

/* The function type an explicit specialisation starting at DECL declares (NULL if its head
 * does not parse). */
static ty_type *specialisation_type(parser *P, lex_token *decl)
{
    lex_token *save = P->tok;
    P->tok = decl;
    parse_quiet qt;
    parse_quiet_begin(P, &qt);
    lex_token *name = NULL;
    P->spec_name = true;
    ty_type *ty = parse_function_head(P, &name, NULL);
    P->spec_name = false;
    bool clean = parse_quiet_end(P, &qt);
    P->tok = save;
    return clean && ty && ty->kind == TY_FUNC ? ty : NULL;
}

/* template <> R f(params) { ... }: a function template's specialisation whose arguments are
 * deduced from its parameter and return types (C++17 [temp.expl.spec], [temp.deduct.decl]):
 * template <> __device__ uint64_t rnd(uint64_t x) specialises template <class T> T rnd(T). */
static bool deduced_specialisation(parser *P)
{
    lex_token *decl = P->tok, *q = P->tok;
    while (q->kind != TK_EOF && !lex_is(q, "(") && !lex_is(q, ";"))
        q++;
    if (!lex_is(q, "(") || q[-1].kind != TK_IDENT || q[-1].kw != KW_NONE)
        return false;
    parse_template *tm = parse_find_template(P, q - 1);
    if (!tm || tm->is_class || tm->is_var || !tm->pattern)
        return false;
    ty_type *ty = specialisation_type(P, decl);
    if (!ty)
        return false;
    for (; tm; tm = tm->next) { /* the first template of the name whose pattern it matches */
        if (tm->is_class || !tm->pattern)
            continue;
        parse_targ aa[PARSE_MAX_TARGS] = {{0}};
        parse_targs a = {aa, 0};
        char set[PARSE_MAX_TARGS] = {0};
        if (!pattern_matches(P, tm, ty, &a, set) || !fill_defaults(P, tm, &a, decl))
            continue;
        parse_spec *spec = sess_arena_alloc(P->arena, sizeof *spec);
        spec->key = targs_text(P, &a);
        spec->decl = decl;
        spec->next = tm->specs;
        tm->specs = spec;
        skip_declaration(P);
        return true;
    }
    return false;
}

static parse_template *member_owner_at(parser *P, lex_token *t, lex_token **at, lex_token **member);
static const char *member_spec_key(parser *P, const parse_targs *a, lex_token *name);

/* template <> struct S<args> { ... }: an explicit specialisation of a class template. */
static void specialisation(parser *P)
{
    if ((P->tok->kw == KW_STRUCT || P->tok->kw == KW_CLASS || P->tok->kw == KW_UNION) &&
        P->tok[1].kind == TK_IDENT && lex_is(P->tok + 2, "<")) {
        lex_token *decl = P->tok;
        parse_template *tm = parse_find_template(P, P->tok + 1);
        if (tm && tm->is_class) {
            P->tok += 2;
            parse_targ aa[PARSE_MAX_TARGS];
            parse_targs a = {aa, 0};
            if (parse_template_args(P, tm, &a) && fill_defaults(P, tm, &a, decl)) {
                parse_spec *sp = sess_arena_alloc(P->arena, sizeof *sp);
                sp->key = targs_text(P, &a);
                sp->decl = decl;
                sp->next = tm->specs;
                tm->specs = sp;
            }
            P->tok = decl;
            skip_declaration(P);
            return;
        }
    }
    /* template <> R f<args>(...) { ... }: a function template's instance of its own */
    for (lex_token *q = P->tok; q->kind != TK_EOF && !lex_is(q, "(") && !lex_is(q, ";"); q++) {
        if (q->kind != TK_IDENT || q->kw != KW_NONE || !lex_is(q + 1, "<"))
            continue;
        /* (ns::k<...>: the template namespace ns declares) */
        lex_token *from = q;
        while (from - 2 >= P->tok && lex_is(from - 1, "::") && (from - 2)->kind == TK_IDENT)
            from -= 2;
        parse_sym *qs = from < q ? parse_qualified_sym(P, from, q) : NULL;
        parse_template *tm = qs && qs->tmpl ? qs->tmpl : parse_find_template(P, q);
        if (!tm || tm->is_class)
            continue;
        lex_token *decl = P->tok;
        if (tm->next) {
            /* overloaded templates (T get(double) and T get(double, double)): the one whose
               pattern, with these arguments, is the specialisation's type ([temp.expl.spec]) */
            ty_type *ty = specialisation_type(P, decl);
            for (parse_template *t = tm; ty && t; t = t->next) {
                parse_targ aa[PARSE_MAX_TARGS];
                parse_targs a = {aa, 0};
                char set[PARSE_MAX_TARGS] = {0};
                P->tok = q + 1;
                if (t->is_class || !t->pattern || !parse_template_args(P, t, &a))
                    continue;
                for (int i = 0; i < a.n && i < PARSE_MAX_TARGS; i++)
                    set[i] = 1;
                if (pattern_matches(P, t, ty, &a, set)) {
                    tm = t;
                    break;
                }
            }
        }
        P->tok = q + 1;
        parse_targ aa[PARSE_MAX_TARGS];
        parse_targs a = {aa, 0};
        if (parse_template_args(P, tm, &a) && fill_defaults(P, tm, &a, decl)) {
            parse_spec *sp = sess_arena_alloc(P->arena, sizeof *sp);
            sp->key = targs_text(P, &a);
            sp->decl = decl;
            sp->next = tm->specs;
            tm->specs = sp;
        }
        P->tok = decl;
        skip_declaration(P);
        return;
    }
    if (deduced_specialisation(P))
        return;
    /* template <> R S<args>::f(params) {...}: member f of the instance S<args> defined apart
     * from the class template's own definition of it (C++17 [temp.expl.spec]/16) */
    lex_token *at = NULL, *member = NULL;
    parse_template *owner = member_owner_at(P, P->tok, &at, &member);
    if (owner && member && member->kind == TK_IDENT) {
        lex_token *decl = P->tok;
        P->tok = at + 1;
        parse_targ aa[PARSE_MAX_TARGS];
        parse_targs a = {aa, 0};
        if (parse_template_args(P, owner, &a) && fill_defaults(P, owner, &a, decl)) {
            parse_spec *sp = sess_arena_alloc(P->arena, sizeof *sp);
            sp->key = member_spec_key(P, &a, member);
            sp->decl = decl;
            sp->next = owner->member_specs;
            owner->member_specs = sp;
            P->tok = decl;
            parse_top_decl(P);
            return;
        }
        P->tok = decl;
    }
    parse_error(P, P->tok, "this explicit specialisation is not supported by cudarepl yet "
                "(class templates and function templates with explicit arguments can be "
                "specialised)");
    skip_declaration(P);
}

/* template <class T> struct S<T *> { ... }: a partial specialisation PS of class template S
 * (C++17 [temp.class.spec]). Its argument list is kept as a pattern, with its own parameters
 * as placeholders; an instance of S whose arguments it matches is made from its declaration
 * ([temp.class.spec.match]). */
static void partial_specialisation(parser *P, parse_template *ps)
{
    lex_token *decl = P->tok, *name = P->tok + 1;
    parse_template *tm = parse_find_template(P, name);
    if (!tm || !tm->is_class || tm->is_alias) {
        parse_error(P, name, "'%s' is not a class template", parse_name(P, name));
        skip_declaration(P);
        return;
    }
    for (parse_template *o = tm->partials; o; o = o->next)
        if (same_place(o->decl, decl)) { /* a header a later REPL cell includes again */
            skip_declaration(P);
            return;
        }
    ps->is_class = true;
    ps->cls = NULL;
    ps->name = tm->name;
    parse_scope *up = parse_push_scope(P, NULL);
    bind_placeholders(P, ps);
    parse_template *outer_pattern = P->pattern_of;
    P->pattern_of = ps;
    P->tok = name + 1;
    parse_targ pata[PARSE_MAX_TARGS];
    parse_targs pat = {pata, 0};
    bool ok = parse_template_args(P, tm, &pat);
    lex_token *after = P->tok;
    ok = ok && fill_defaults(P, tm, &pat, name);
    P->pattern_of = outer_pattern;
    parse_pop_scope(P, up, false);
    for (int i = 0; ok && i < ps->nparams; i++) {
        /* each parameter must be deducible: named by the pattern */
        bool named = false;
        for (lex_token *q = name + 2; q < after && !named; q++)
            named = q->kind == TK_IDENT && ps->params[i].name && parse_equal(q, ps->params[i].name);
        if (!named) {
            parse_error(P, decl, "template parameter '%s' is not used in the arguments of this "
                        "partial specialisation, so it can never be deduced",
                        ps->params[i].name ? ps->params[i].name : "(unnamed)");
            ok = false;
        }
    }
    P->tok = decl;
    ps->decl_is_definition = lex_is(after, "{") || lex_is(after, ":");
    skip_declaration(P);
    if (!ok)
        return;
    ps->spec_args = parse_targs_keep(P, &pat);
    parse_keep_template(P, ps);
    ps->next = tm->partials;
    tm->partials = ps;
}

/* The class template whose member the declaration at T defines outside the class
 * (`T S<T>::get() const {`, `int S<T>::count = 0;`), or NULL; *AT (if not NULL): the template's
 * name, *MEMBER: the member's. */
static parse_template *member_owner_at(parser *P, lex_token *t, lex_token **at, lex_token **member)
{
    for (lex_token *q = t; q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, ";") || lex_is(q, "{") || lex_is(q, "="))
            return NULL;
        if (q->kind != TK_IDENT || q->kw != KW_NONE || !lex_is(q + 1, "<"))
            continue;
        parse_template *tm = parse_find_template(P, q);
        if (!tm || !tm->is_class)
            continue;
        lex_token *e = parse_targs_end(q + 1, false);
        if (!e)
            return NULL;
        /* X<A>::name( is a member; X<A>::type name( (after typename, or followed by a name) is
         * a return type: the member may come after it (typename Box<T>::type Box<T>::get()).
         * X<A>::Inner::name( is a member of a class nested in X (as a member of X, it is made
         * with each instance of X) */
        lex_token *m = e + 2;
        while (lex_is(e + 1, "::") && m->kind == TK_IDENT && m->kw == KW_NONE && lex_is(m + 1, "::") &&
               ((m + 2)->kind == TK_IDENT || (m + 2)->kw == KW_OPERATOR || lex_is(m + 2, "~")))
            m += 2;
        bool type = q > t && q[-1].kw == KW_TYPENAME;
        if (lex_is(e + 1, "::") && !type &&
            (m->kind != TK_IDENT || m->kw != KW_NONE || lex_is(m + 1, "(") ||
             lex_is(m + 1, "=") || lex_is(m + 1, ";") || lex_is(m + 1, "[") || lex_is(m + 1, "<"))) {
            if (at)
                *at = q;
            if (member)
                *member = m;
            return tm;
        }
        q = e;
    }
    return NULL;
}

static parse_template *member_owner(parser *P, lex_token *t) { return member_owner_at(P, t, NULL, NULL); }

/* "ARGS::name": the key of member NAME of the instance of arguments A */
static const char *member_spec_key(parser *P, const parse_targs *a, lex_token *name)
{
    const char *args = targs_text(P, a);
    size_t n = strlen(args) + name->len + 3;
    char *k = sess_arena_alloc(P->arena, n);
    snprintf(k, n, "%s::%.*s", args, name->len, name->text);
    return k;
}

/* Is member MD (an out-of-line definition of OWNER's) specialised for the instance of
 * arguments A? */
static bool member_specialised(parser *P, parse_template *owner, parse_template *md, const parse_targs *a)
{
    if (!owner->member_specs)
        return false;
    lex_token *name = NULL;
    if (!member_owner_at(P, md->decl, NULL, &name) || !name || name->kind != TK_IDENT)
        return false;
    const char *key = member_spec_key(P, a, name);
    for (parse_spec *sp = owner->member_specs; sp; sp = sp->next)
        if (!strcmp(sp->key, key))
            return true;
    return false;
}

/* The class of instance CLS whose member the definition at DECL defines: CLS, or for
 * `C<T>::Inner::Leaf::f` the class CLS nests as Inner::Leaf. */
static ty_type *member_class_of(parser *P, lex_token *decl, ty_type *cls)
{
    lex_token *name = NULL;
    if (!member_owner_at(P, decl, NULL, &name) || !name)
        return cls;
    lex_token *q = name;
    while (lex_is(q - 1, "::") && (q - 2)->kind == TK_IDENT && (q - 2)->kw == KW_NONE)
        q -= 2; /* (the first qualifier after the template's arguments) */
    for (; q < name && cls; q += 2) {
        parse_sym *s = ty_unqual(cls)->scope ? parse_class_lookup(cls, q->text, q->len) : NULL;
        cls = s && s->type_def ? ty_unqual(s->type_def) : NULL;
    }
    return cls;
}

/* A member of class template instance CLS (arguments A) defined outside the class: parsed
 * with the definition's own parameters bound to A. */
static void member_instance(parser *P, parse_template *md, ty_type *cls, const parse_targs *a)
{
    if (md->nparams != a->n)
        return;
    lex_token *save = P->tok;
    scope_state outer;
    enter_template_scope(P, md, NULL, &outer);
    parse_scope *up = parse_push_scope(P, NULL);
    bind_params(P, md, a);
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->tok = md->decl;
    outer_state outer_depth = enter_instance(P);
    /* template <class T> template <class U> R S<T>::f(U): a member template of CLS */
    P->member_inst = md->decl->kw == KW_TEMPLATE ? member_class_of(P, md->decl, cls) : NULL;
    parse_top_decl(P);
    P->member_inst = NULL;
    leave_instance(P, outer_depth);
    parse_restore_fn(P, &st);
    parse_pop_scope(P, up, false);
    leave_scope_of(P, &outer);
    P->tok = save;
}

/* The nested classes that MD and the members after it in its list define outside their class
 * template (template <class T> struct C<T>::Inner {...}) made for instance CLS (arguments A),
 * first read first (the list has the last read first): before the members, whose definitions
 * (C<T>::Inner::f) need them complete. */
static void nested_class_defs(parser *P, parse_template *md, ty_type *cls, const parse_targs *a)
{
    if (!md)
        return;
    nested_class_defs(P, md->next_member, cls, a);
    if (md->nested_class)
        member_instance(P, md, cls, a);
}

/* TM, a member of class template OWNER defined outside it (a function, static data member or
 * nested class): kept for OWNER's instances to come, made now for those that exist, and
 * skipped. An instance that is a specialisation has its own members: a nested class is not
 * made for a partial or explicit specialisation of OWNER, another member not for an instance
 * it is explicitly specialised for. */
static void add_owner_member(parser *P, parse_template *owner, parse_template *tm)
{
    tm->name = owner->name;
    tm->next_member = owner->members;
    owner->members = tm;
    parse_keep_template(P, tm);
    for (int i = 0; i < owner->instances.cap; i++) {
        ty_type *inst = owner->instances.e ? owner->instances.e[i].val : NULL;
        if (!inst || !inst->complete || !inst->tmpl_args)
            continue;
        if (tm->nested_class ? !inst->tmpl_partial && !inst->tmpl_explicit
                             : !member_specialised(P, owner, tm, inst->tmpl_args))
            member_instance(P, tm, inst, inst->tmpl_args);
    }
    P->tok = tm->decl;
    skip_declaration(P);
}

/* `template <class T> struct C<T>::Inner {...}` (TM, CNAME at C): the definition of a class
 * declared in class template C (C++17 [temp.mem.class]), kept as one of C's members and made
 * for C's instances, those made already too. False where CNAME<...> is not followed by "::"
 * (a partial specialisation). */
static bool nested_class_def(parser *P, parse_template *tm, lex_token *cname)
{
    lex_token *e = parse_targs_end(cname + 1, false);
    if (!e || !lex_is(e + 1, "::") || (e + 2)->kind != TK_IDENT)
        return false;
    parse_template *owner = parse_find_template(P, cname);
    if (!owner || !owner->is_class || owner->is_alias)
        return false;
    /* C<T, N>: the template's own parameters in order (C<T *>::Inner is a partial
     * specialisation's nested class) */
    lex_token *q = cname + 2;
    bool own = true;
    for (int i = 0; i < tm->nparams && own; i++) {
        own = q->kind == TK_IDENT && tm->params[i].name && parse_equal(q, tm->params[i].name);
        q++;
        if (tm->params[i].is_pack && lex_is(q, "...")) /* (C<Ts...>) */
            q++;
        own = own && lex_is(q, i + 1 < tm->nparams ? "," : ">");
        q++;
    }
    if (!own || q - 1 != e) {
        parse_error(P, cname, "a class nested in a specialisation of '%s' defined outside it is "
                    "not supported: define it in the specialisation", parse_name(P, cname));
        P->tok = tm->decl;
        skip_declaration(P);
        return true;
    }
    tm->is_class = false;
    tm->nested_class = true;
    add_owner_member(P, owner, tm);
    return true;
}

/* template <class U> struct A::Name {...}: the definition of member class template DECL of class
 * A, TM's parameters (their names: the declaration's defaults stay). */
static void member_class_template_def(parser *P, parse_template *tm, parse_template *decl)
{
    if (!decl->decl_is_definition && decl->nparams == tm->nparams) {
        decl->decl = P->tok;
        decl->decl_is_definition = true;
        for (int i = 0; i < tm->nparams; i++)
            decl->params[i].name = tm->params[i].name;
    } else {
        parse_error(P, P->tok + 1, "redefinition of '%s'", decl->name);
    }
    skip_declaration(P);
}

/* `template struct S<int, 4>;` instantiates every member function of S<int, 4> that has a
 * definition (C++17 [temp.explicit]), for this pass's side, and other files link to them. */
static void instantiate_members(parser *P, ty_type *cls)
{
    for (ty_method *m = cls->methods; m; m = m->next)
        for (parse_func *f = m->fn; f; f = f->next_overload) {
            if (f->cls != cls || !(P->host_pass ? f->exec & EX_HOST : f->exec & (EX_DEVICE | EX_GLOBAL)))
                continue;
            if (f->lazy_body && !f->library_body)
                parse_lazy_body(P, f);
            if (f->is_defined)
                f->is_inline = false;
        }
}

/* `template struct S<int, 4>;` or `template __global__ void k<float>(float *);`: an explicit
 * instantiation, made now. */
static void explicit_instantiation(parser *P)
{
    lex_token *start = P->tok;
    for (lex_token *q = P->tok; q->kind != TK_EOF && !lex_is(q, ";"); q++) {
        if (q->kind != TK_IDENT || q->kw != KW_NONE || !lex_is(q + 1, "<"))
            continue;
        /* (ns::k<...>: the template namespace ns declares) */
        lex_token *from = q;
        while (from - 2 >= start && lex_is(from - 1, "::") && (from - 2)->kind == TK_IDENT)
            from -= 2;
        parse_sym *qs = from < q ? parse_qualified_sym(P, from, q) : NULL;
        parse_template *tm = qs && qs->tmpl ? qs->tmpl : parse_find_template(P, q);
        if (!tm)
            continue;
        P->tok = q + 1;
        parse_targ aa[PARSE_MAX_TARGS];
        parse_targs a = {aa, 0};
        if (tm->is_class) {
            ty_type *cls = parse_template_args(P, tm, &a) ? parse_class_instance(P, tm, &a, q) : NULL;
            if (cls)
                instantiate_members(P, ty_unqual(cls));
            break;
        }
        /* each function template of the name reads the arguments its own way */
        parse_func *f = NULL;
        for (parse_template *c = tm; c && !f; c = c->next) {
            parse_quiet qa;
            parse_quiet_begin(P, &qa);
            P->tok = q + 1;
            P->split_gt = false;
            bool ok = parse_template_args(P, c, &a);
            if (parse_quiet_end(P, &qa) && ok)
                f = parse_template_deduce(P, c, &a, NULL, NULL, 0);
        }
        if (f) {
            parse_template_finish(P, f);
            f->is_inline = false; /* an explicit instantiation: other files link to it */
        } else {
            parse_error(P, q, "explicit instantiation of '%s' matches no template", tm->name);
        }
        parse_note_instance(P, f ? f->link : NULL);
        P->tok = start;
        P->split_gt = false;
        skip_declaration(P);
        return;
    }
    /* `template double total(const double *, int);`: the arguments deduced from the
     * declared parameter types, as from a call with arguments of those types */
    P->tok = start;
    lex_token *name = NULL;
    parse_quiet qh;
    parse_quiet_begin(P, &qh);
    ty_type *ft = parse_function_head(P, &name, NULL);
    bool head_ok = parse_quiet_end(P, &qh);
    parse_template *tm = head_ok && ft && ft->kind == TY_FUNC && name ? parse_find_template(P, name) : NULL;
    if (tm && !tm->is_class) {
        parse_node *args[PARSE_MAX_TARGS];
        int n = 0;
        for (ty_param *p = ft->params; p && n < PARSE_MAX_TARGS; p = p->next) {
            args[n] = parse_new_node(P, ND_NUM, name);
            args[n++]->ty = p->ty;
        }
        parse_func *f = NULL;
        for (parse_template *c = tm; c && !f; c = c->next) {
            parse_quiet qa;
            parse_quiet_begin(P, &qa);
            parse_func *g = parse_template_deduce(P, c, NULL, NULL, args, n);
            if (parse_quiet_end(P, &qa))
                f = g;
        }
        if (f) {
            parse_template_finish(P, f);
            f->is_inline = false;
        } else {
            parse_error(P, name, "explicit instantiation of '%s' matches no template", tm->name);
        }
    }
    P->tok = start;
    P->split_gt = false;
    skip_declaration(P);
}

/* Does the declaration at T say __device__ or __global__ before its body? */
static bool device_head(lex_token *t)
{
    int depth = 0;
    for (lex_token *q = t; q->kind != TK_EOF; q++) {
        if (q->kw == KW_DEVICE || q->kw == KW_GLOBAL)
            return true;
        if (lex_is(q, "(") || lex_is(q, "["))
            depth++;
        else if (lex_is(q, ")") || lex_is(q, "]"))
            depth--;
        else if (depth <= 0 && (lex_is(q, "{") || lex_is(q, ";")))
            return false;
    }
    return false;
}

/* Does the declaration at T declare a variable (template <class T> constexpr bool v = ...;):
 * an '=' before any '(' or '{'? */
static bool is_variable_template(lex_token *t)
{
    int angle = 0;
    bool tagged = false; /* (struct S {: a class) */
    for (lex_token *q = t; q->kind != TK_EOF; q++) {
        if (q->kw == KW_STRUCT || q->kw == KW_CLASS || q->kw == KW_UNION || q->kw == KW_ENUM)
            tagged = true;
        if (lex_is(q, "{") && angle <= 0 && !tagged && q > t && q[-1].kind == TK_IDENT &&
            q[-1].kw == KW_NONE)
            return true; /* template <class T> constexpr Pair<T> origin{...}; */
        if (q->kw == KW_OPERATOR || lex_is(q, "(") || lex_is(q, "{") || lex_is(q, ";"))
            return false;
        if (lex_is(q, "<"))
            angle++;
        else if (lex_is(q, ">"))
            angle--;
        else if (lex_is(q, ">>"))
            angle -= 2;
        else if (lex_is(q, "=") && angle <= 0)
            return true;
    }
    return false;
}

/* The tokens of the explicit specialisation at DECL (`const char *name<int> = "int";`, after
 * `template <>`) without its template arguments, up to its ';': a variable's declaration. */
static lex_token *spec_as_variable(parser *P, lex_token *decl)
{
    lex_token *name = NULL, *end = NULL, *semi = decl;
    int depth = 0;
    for (; semi->kind != TK_EOF && !(depth == 0 && lex_is(semi, ";")); semi++) {
        if (!name && semi->kind == TK_IDENT && semi->kw == KW_NONE && lex_is(semi + 1, "<")) {
            name = semi;
            end = parse_targs_end(semi + 1, false);
            if (!end)
                return NULL;
            semi = end;
            continue;
        }
        if (lex_is(semi, "(") || lex_is(semi, "{") || lex_is(semi, "["))
            depth++;
        else if (lex_is(semi, ")") || lex_is(semi, "}") || lex_is(semi, "]"))
            depth--;
    }
    if (!name || !lex_is(semi, ";"))
        return NULL;
    size_t head = (size_t)(name + 1 - decl), tail = (size_t)(semi - end);
    lex_token *out = sess_arena_alloc(P->arena, (head + tail + 1) * sizeof *out);
    memcpy(out, decl, head * sizeof *out);
    memcpy(out + head, end + 1, tail * sizeof *out);
    out[head + tail] = *semi;
    out[head + tail].kind = TK_EOF;
    return out;
}

parse_var *parse_var_instance(parser *P, parse_template *tm, parse_targs *a, lex_token *t)
{
    if (!fill_defaults(P, tm, a, t))
        return NULL;
    if (is_placeholder(a)) {
        /* in a function template's pattern (enable_if_t<is_integral_v<T>, int>): a value known
         * once T is; true stands for it, so that what it enables can be deduced through */
        parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
        v->name = tm->name;
        v->ty = P->B->bool_;
        v->space = SP_HOST;
        v->is_constexpr = v->is_global = true;
        v->cval = 1;
        return v;
    }
    const char *key = targs_text(P, a);
    parse_var *v = sess_map_get(&tm->instances, key, (int)strlen(key));
    if (v)
        return v;
    if (P->inst_depth >= MAX_INST_DEPTH || !count_instance(P))
        return NULL;
    /* an explicit specialisation's own declaration (template <> T *v<int> = ...;) */
    lex_token *at = tm->decl;
    for (parse_spec *sp = tm->specs; sp; sp = sp->next)
        if (!strcmp(sp->key, key)) {
            lex_token *own = spec_as_variable(P, sp->decl);
            at = own ? own : at;
            break;
        }
    inst_frame f;
    frame_enter(P, &f, tm, NULL, at);
    bind_params(P, tm, a);
    int errors = P->errors;
    lex_token *name = NULL, *decl = P->tok;
    ty_type *ty = parse_typename_named(P, &name);
    ty_kind k = ty ? ty_unqual(ty)->kind : TY_INT;
    if (k == TY_STRUCT || k == TY_UNION || k == TY_PTR || k == TY_ARRAY) {
        /* an object, not a constant: a variable of its own (template <class T> constexpr
         * Pair<T> origin{...}; template <class T> T *null_of = nullptr;) */
        P->tok = decl;
        v = parse_var_template_object(P, sess_arena_printf(P->arena, "%s%s", tm->name, key));
        if (P->errors > errors && t->kind != TK_EOF)
            parse_note(P, t, "in instantiation of '%s%s' required here", tm->name, key);
        frame_leave(P, &f);
        if (v)
            sess_map_put(&tm->instances, sess_arena_strdup(P->arena, key), (int)strlen(key), v);
        return v;
    }
    int64_t val = 0;
    parse_expect(P, "=");
    lex_token *init = P->tok;
    parse_node *e = parse_rvalue(P, parse_assign(P));
    /* pi<float>: a floating constant, folded as a literal is */
    parse_node *fl = ty && ty_is_flonum(ty) && e->ty && ty_is_arith(e->ty)
                     ? parse_new_cast(P, e, ty_unqual(ty)) : NULL;
    if (ty && P->errors == errors && !(fl && fl->kind == ND_FNUM) &&
        (!ty_is_integer(ty) || !e->ty || !ty_is_integer(e->ty) || !parse_eval_const(e, &val)))
        parse_error(P, init, "cudarepl takes variable templates whose value is an integer or "
                    "floating constant expression");
    if (P->errors > errors && t->kind != TK_EOF)
        parse_note(P, t, "in instantiation of '%s%s' required here", tm->name, key);
    frame_leave(P, &f);
    v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = sess_arena_printf(P->arena, "%s%s", tm->name, key);
    v->ty = ty ? ty_qualified(P->arena, ty_unqual(ty), true, false, false) : P->B->int_;
    if (ty && ty->kind == TY_BOOL)
        val = val != 0;
    v->space = SP_HOST;
    v->is_constexpr = true;
    v->is_global = true;
    v->cval = val;
    v->fval = fl && fl->kind == ND_FNUM ? fl->fval : 0;
    v->tok = name;
    sess_map_put(&tm->instances, sess_arena_strdup(P->arena, key), (int)strlen(key), v);
    return v;
}

/* Do the types of a member template's declaration in its class and of its definition outside
 * (A, B: patterns, parameters as placeholders) match? Instances of one class template whose
 * arguments name the template's parameters are taken as the same. */
static bool same_pattern_type(ty_type *a, ty_type *b)
{
    ty_type *x = ty_unqual(a), *y = ty_unqual(b);
    if (x->kind == TY_TPARAM && y->kind == TY_TPARAM)
        return x->array_len == y->array_len;
    if (x->kind == TY_PTR && y->kind == TY_PTR)
        return x->is_ref == y->is_ref && x->base->is_const == y->base->is_const &&
               same_pattern_type(x->base, y->base);
    if ((x->kind == TY_STRUCT || x->kind == TY_UNION) && x->kind == y->kind && x->tmpl_of &&
        x->tmpl_of == y->tmpl_of)
        return true;
    return parse_same_type(a, b);
}

static bool same_pattern(ty_type *a, ty_type *b)
{
    ty_param *p = a->params, *q = b->params;
    for (; p && q; p = p->next, q = q->next)
        if (!same_pattern_type(p->ty, q->ty))
            return false;
    return !p && !q && a->variadic == b->variadic;
}

/* `template <class U> R S::f(U u) {...}`: the definition, outside class CLS, of a member
 * template declared in it; its instances are made from this text (in CLS's scope). */
static void member_template_def(parser *P, parse_template *tm, ty_type *cls)
{
    tm->cls = cls;
    tm->scope = cls->scope;
    tm->ns_path = P->ns_path;
    function_pattern(P, tm);
    lex_token *at = tm->decl;
    skip_declaration(P);
    parse_template *decl = NULL;
    if (tm->is_ctor) {
        decl = parse_ctor_templates(cls);
    } else if (tm->name) {
        parse_sym *s = parse_class_lookup(cls, tm->name, (int)strlen(tm->name));
        decl = s ? s->tmpl : NULL;
    }
    for (parse_template *o = decl; o; o = o->next) {
        if (o->is_class || o->cls != cls || o->nparams != tm->nparams || !o->pattern ||
            !tm->pattern || !same_pattern(o->pattern, tm->pattern))
            continue;
        o->decl = tm->decl;
        o->decl_is_definition = true;
        memcpy(o->params, tm->params, sizeof o->params);
        return;
    }
    parse_error(P, at, "out-of-line definition of '%s' does not match any declaration in '%s'",
                tm->name ? tm->name : "(unnamed)", cls->tag ? cls->tag : "the class");
}

/* template-decl = "template" "<" tparams ">" (class-decl | function-decl) */
void parse_template_decl(parser *P)
{
    ty_type *mcls = P->member_inst;
    P->member_inst = NULL;
    lex_token *t = P->tok++;
    if (!parse_consume(P, "<")) {
        explicit_instantiation(P);
        return;
    }
    parse_template *tm = sess_arena_alloc(P->arena, sizeof *tm);
    tm->in_std = P->in_std;
    if (!template_params(P, tm)) {
        P->tok = t + 1;
        skip_targ(P);
        parse_close_angle(P);
        skip_declaration(P);
        return;
    }
    if (tm->nparams == 0) {
        specialisation(P);
        return;
    }
    if (P->friend_scope && P->scope == P->friend_scope && parse_equal(P->tok, "friend"))
        P->tok++; /* a friend function template defined in its class (parse_class_body) */
    if (!P->member_of && parse_deduction_guide(P, t))
        return; /* template <class T> Box(T) -> Box<T>; */
    tm->decl = P->tok;
    tm->scope = P->scope;
    tm->ns_path = P->ns_path;
    tm->cls = P->member_of; /* (a class template declared in a class is not a member's) */
    P->member_of = NULL;
    lex_token *cname = P->tok + 1; /* (after struct alignas(N) or __attribute__((...))) */
    while ((cname->kw == KW_ALIGNAS || cname->kw == KW_ALIGNAS_CXX || cname->kw == KW_ALIGN ||
            cname->kw == KW_ATTRIBUTE) && lex_is(cname + 1, "(")) {
        int depth = 0;
        for (cname++; cname->kind != TK_EOF; cname++) {
            depth += lex_is(cname, "(") ? 1 : lex_is(cname, ")") ? -1 : 0;
            if (depth == 0)
                break;
        }
        cname++;
    }
    if ((P->tok->kw == KW_STRUCT || P->tok->kw == KW_CLASS || P->tok->kw == KW_UNION) &&
        cname->kind == TK_IDENT && cname->kw == KW_NONE) {
        parse_template *decl = NULL;
        if (lex_is(cname + 1, "::") && parse_member_class_template(P, cname, true, &decl)) {
            member_class_template_def(P, tm, decl);
            return;
        }
        if (lex_is(cname + 1, "<")) {
            if (!nested_class_def(P, tm, cname))
                partial_specialisation(P, tm);
            return;
        }
        tm->is_class = true;
        tm->cls = NULL;
        tm->name = parse_ns_decl_name(P, parse_name(P, cname)); /* (lo::Vec beside hi::Vec) */
        lex_token *after = parse_equal(cname + 1, "final") ? cname + 2 : cname + 1;
        tm->decl_is_definition = lex_is(after, "{") || lex_is(after, ":");
        skip_declaration(P);
        add_template(P, tm);
        return;
    }
    if (P->tok->kw == KW_USING && P->tok[1].kind == TK_IDENT && lex_is(P->tok + 2, "=")) {
        /* template <class T> using Name = type-id; */
        tm->is_alias = tm->is_class = true;
        tm->cls = NULL;
        tm->name = parse_ns_decl_name(P, parse_name(P, P->tok + 1));
        tm->decl_is_definition = true;
        skip_declaration(P);
        add_template(P, tm);
        return;
    }
    parse_template *owner = mcls ? NULL : member_owner(P, P->tok);
    if (!owner && !mcls)
        mcls = parse_member_def_class(P, P->tok);
    if (mcls) {
        member_template_def(P, tm, mcls);
        return;
    }
    if (owner) {
        add_owner_member(P, owner, tm);
        return;
    }
    if (is_variable_template(P->tok)) {
        tm->is_var = true;
        tm->cls = NULL;
        lex_token *name = NULL;
        for (lex_token *q = P->tok; q->kind != TK_EOF && !lex_is(q, "=") && !lex_is(q, "{"); q++)
            if (q->kind == TK_IDENT && q->kw == KW_NONE)
                name = q;
        tm->name = name ? parse_name(P, name) : NULL;
        tm->decl_is_definition = true;
        skip_declaration(P);
        if (tm->name)
            add_template(P, tm);
        else
            parse_error(P, t, "cannot tell what this template declares");
        return;
    }
    function_pattern(P, tm);
    {
        /* a definition (a body) or only a declaration (';') */
        int depth = 0;
        for (lex_token *q = tm->decl; q->kind != TK_EOF; q++) {
            if (lex_is(q, "(") || lex_is(q, "["))
                depth++;
            else if (lex_is(q, ")") || lex_is(q, "]"))
                depth--;
            else if (depth == 0 && (lex_is(q, "{") || lex_is(q, ";"))) {
                tm->decl_is_definition = lex_is(q, "{");
                break;
            }
        }
    }
    if (!tm->name) {
        /* the device pass drops a host function template it cannot read (one that names a
         * host library's types: std::vector<T> f(T)), as it drops other host declarations */
        if (P->host_pass || device_head(tm->decl) || parse_relaxed_constexpr_fn(P, tm->decl))
            parse_error(P, t, "cannot tell what this template declares");
        skip_declaration(P);
        return;
    }
    skip_declaration(P);
    if (tm->is_ctor) {
        /* kept in the class's scope under a name no identifier has */
        parse_keep_template(P, tm);
        ty_unqual(tm->cls)->has_ctor = true; /* (not an aggregate: constructed) */
        /* (the class's scope is not its own yet while its body is read: the name is found
           in the current scope) */
        parse_sym *old = parse_lookup(P, "\001ctor", 5);
        parse_template *prev = old && old->tmpl && ty_unqual(old->tmpl->cls) == ty_unqual(tm->cls)
                                   ? old->tmpl : parse_ctor_templates(tm->cls);
        parse_sym *s = parse_declare(P, "\001ctor");
        for (parse_template *o = prev; o && !tm->next; o = o->next)
            tm->next = o;
        s->tmpl = tm;
        return;
    }
    add_template(P, tm);
}

parse_template *parse_ctor_templates(ty_type *cls)
{
    cls = ty_unqual(cls);
    parse_sym *s = cls->scope ? parse_class_lookup(cls, "\001ctor", 5) : NULL;
    /* the class's own (constructors are not inherited) */
    return s && s->tmpl && ty_unqual(s->tmpl->cls) == cls ? s->tmpl : NULL;
}

/* ---- Instances --------------------------------------------------------------------------- */

/* Are the arguments of an instance (OLD) the same as A? Their text is: in a REPL session, a
 * class defined again (or a lambda of a later cell at the same place) is another class of the
 * same name, and makes another instance, which replaces the earlier one. */
static bool same_instance(parser *P, const void *old, const parse_targs *a)
{
    const parse_targs *o = old;
    if (!P->cell || !o)
        return true;
    for (int i = 0; i < a->n && i < o->n; i++) {
        if (!a->a[i].is_type || !o->a[i].is_type)
            continue;
        ty_type *x = ty_unqual(a->a[i].ty), *y = ty_unqual(o->a[i].ty);
        x = x->origin ? x->origin : x;
        y = y->origin ? y->origin : y;
        if ((x->kind == TY_STRUCT || x->kind == TY_UNION) && x != y)
            return false;
    }
    return true;
}

static bool unify(parser *P, ty_type *pt, ty_type *at, parse_targs *a, char *set);
static bool unify_pack(parser *P, ty_type *pt, const parse_targs *aa, int from, parse_targs *a,
                       char *set);

/* The alias template TM<A>: its type-id with the parameters bound. */
static ty_type *alias_instance(parser *P, parse_template *tm, parse_targs *a, lex_token *t)
{
    if (P->inst_depth >= MAX_INST_DEPTH || !count_instance(P))
        return P->B->int_;
    inst_frame f;
    frame_enter(P, &f, tm, NULL, tm->decl + 3); /* using Name = */
    bind_params(P, tm, a);
    int errors = P->errors;
    /* in a function template's pattern, a type that cannot be formed yet is one that depends
     * on the parameters: int stands for it (as for typename X<T>::type) */
    bool pattern = is_placeholder(a);
    parse_quiet q;
    if (pattern)
        parse_quiet_begin(P, &q);
    ty_type *ty = parse_typename(P);
    if (pattern && !parse_quiet_end(P, &q))
        ty = P->B->int_;
    if (P->errors > errors && t->kind != TK_EOF)
        parse_note(P, t, "in the alias template '%s' used here", tm->name);
    frame_leave(P, &f);
    return ty ? ty : P->B->int_;
}

/* The argument list of partial specialisation PS of TM with its parameters bound to D, as an
 * instance key ("<int *>"); NULL when it cannot be formed. */
static const char *substituted_key(parser *P, parse_template *tm, parse_template *ps,
                                   const parse_targs *d)
{
    inst_frame f;
    frame_enter(P, &f, ps, NULL, ps->decl + 2); /* struct S < */
    bind_params(P, ps, d);
    parse_quiet q;
    parse_quiet_begin(P, &q);
    parse_targ saa[PARSE_MAX_TARGS];
    parse_targs sa = {saa, 0};
    bool ok = parse_template_args(P, tm, &sa) && fill_defaults(P, tm, &sa, ps->decl + 1);
    ok = parse_quiet_end(P, &q) && ok;
    frame_leave(P, &f);
    return ok ? targs_text(P, &sa) : NULL;
}

/* Does partial specialisation PS of TM match the arguments A (C++17 [temp.class.spec.match])?
 * Its own parameters' arguments then in *D. Deduction finds them; the pattern with them
 * substituted must then be A itself (S<T *> does not match S<int>, nor S<T, T> S<int, float>). */
static bool partial_match(parser *P, parse_template *tm, parse_template *ps, const parse_targs *a,
                          parse_targs *d)
{
    const parse_targs *pat = ps->spec_args;
    bool pack = pat->n && pat->a[pat->n - 1].pack; /* S<T, Ts...> */
    if (pack ? a->n < pat->n - 1 : pat->n != a->n)
        return false;
    char set[PARSE_MAX_TARGS] = {0};
    memset(d->a, 0, PARSE_MAX_TARGS * sizeof *d->a);
    d->n = 0;
    for (int i = 0; i < pat->n; i++) {
        if (pat->a[i].pack && !pat->a[i].is_type && pat->a[i].ph) {
            /* a pack of values (S<0, Is...>): A's values from I on */
            int k = pat->a[i].ph - 1, n = a->n - i;
            if (k + n > PARSE_MAX_TARGS)
                return false;
            for (int j = 0; j < n; j++) {
                if (a->a[i + j].is_type)
                    return false;
                d->a[k + j] = a->a[i + j];
                d->a[k + j].ph = 0;
            }
            if (d->n < k + n)
                d->n = k + n;
            set[k] = 3;
            break;
        }
        if (pat->a[i].pack) {
            if (!pat->a[i].is_type || ty_unqual(pat->a[i].ty)->kind != TY_TPARAM ||
                !unify_pack(P, pat->a[i].ty, a, i, d, set))
                return false;
            break;
        }
        if (pat->a[i].is_type != a->a[i].is_type)
            return false;
        if (pat->a[i].is_type) {
            if (!unify(P, pat->a[i].ty, a->a[i].ty, d, set))
                return false;
        } else if (pat->a[i].ph) {
            int k = pat->a[i].ph - 1;
            if (set[k] && d->a[k].val != a->a[i].val)
                return false;
            d->a[k].is_type = false;
            d->a[k].tmpl = NULL;
            d->a[k].fn = NULL;
            d->a[k].val = a->a[i].val;
            set[k] = 1;
        }
    }
    for (int k = 0; k < ps->nparams; k++)
        if (!set[k])
            return false;
    if (!(ps->nparams && ps->params[ps->nparams - 1].is_pack))
        d->n = ps->nparams;
    const char *key = substituted_key(P, tm, ps, d);
    if (!key)
        return false;
    const char *want = targs_text(P, a);
    if (is_placeholder(a)) {
        /* ordering partial specialisations (A is another one's pattern): its value parameters
         * ($0, ...) are the placeholder value 1 once substituted */
        sess_buf b = {0};
        for (const char *c = want; *c; c++) {
            if (*c == '$' && c[1] >= '0' && c[1] <= '9') {
                sess_buf_putc(&b, '1');
                while (c[1] >= '0' && c[1] <= '9')
                    c++;
            } else {
                sess_buf_putc(&b, *c);
            }
        }
        bool same = b.p && !strcmp(key, b.p);
        sess_buf_free(&b);
        return same;
    }
    return !strcmp(key, want);
}

/* The partial specialisation of TM an instance for A is made from, D its arguments: the most
 * specialised of those that match ([temp.class.order]: X is at least as specialised as Y when
 * Y matches X's own pattern); NULL when none matches, or (with an error) when two are equally
 * good. */
static parse_template *pick_partial(parser *P, parse_template *tm, const parse_targs *a,
                                    parse_targs *d, lex_token *t)
{
    parse_template *best = NULL;
    /* (on the heap: instances nest through here) */
    parse_targ *room = sess_xmalloc(2 * PARSE_MAX_TARGS * sizeof *room);
    parse_targs tmp = {room, 0}, x = {room + PARSE_MAX_TARGS, 0};
    bool ambiguous = false;
    for (parse_template *ps = tm->partials; ps; ps = ps->next) {
        if (!partial_match(P, tm, ps, a, &tmp))
            continue;
        if (!best) {
            best = ps;
            parse_targs_copy(d, &tmp);
            continue;
        }
        bool ps_le_best = partial_match(P, tm, best, ps->spec_args, &x); /* ps at least as special */
        bool best_le_ps = partial_match(P, tm, ps, best->spec_args, &x);
        if (ps_le_best && !best_le_ps) {
            best = ps;
            parse_targs_copy(d, &tmp);
            ambiguous = false;
        } else if (ps_le_best == best_le_ps) {
            ambiguous = true;
        }
    }
    free(room);
    if (ambiguous) {
        parse_error(P, t, "ambiguous partial specialisations of '%s' match '%s%s'", tm->name,
                    tm->name, targs_text(P, a));
        return NULL;
    }
    return best;
}

static void instantiate_class(parser *P, parse_template *tm, ty_type *ty, lex_token *t);

/* The arguments A of a template TM of namespace std (their text KEY) as the class's name shows
 * them: without the trailing ones that are their parameters' defaults, std::vector<int> for
 * std::vector<int, std::allocator<int>>, as g++ names it. */
static const char *shown_targs(parser *P, parse_template *tm, const parse_targs *a,
                               const char *key, lex_token *t)
{
    if (!tm->in_std || a->n > tm->nparams)
        return key;
    int k = a->n;
    parse_targ *room = sess_xcalloc(PARSE_MAX_TARGS, sizeof *room);
    while (k > 1 && tm->params[k - 1].def && !tm->params[k - 1].is_pack) {
        parse_targs p = {room, 0};
        parse_targs_copy(&p, a);
        p.n = k - 1;
        if (!fill_defaults_as(P, tm, &p, t, true) || p.n != a->n || strcmp(targs_text(P, &p), key))
            break;
        k--;
    }
    free(room);
    if (k == a->n)
        return key;
    parse_targs shown = {a->a, k};
    return targs_text(P, &shown);
}

/* The class TM<A>: made now, or only declared while P->defer_inst (parse_complete_type). */
ty_type *parse_class_instance(parser *P, parse_template *tm, parse_targs *a, lex_token *t)
{
    if (tm->ttparam) { /* C<T> in a pattern, C a template template parameter: deduced later */
        ty_type *ty = ty_new(P->arena, TY_STRUCT, -1, 1);
        ty->tag = sess_arena_printf(P->arena, "%s%s", tm->name, targs_text(P, a));
        ty->cname = tm->name;
        ty->complete = false;
        ty->tmpl_of = tm;
        ty->tmpl_args = parse_targs_keep(P, a);
        return ty;
    }
    if (!fill_defaults(P, tm, a, t))
        return P->B->int_;
    if (tm->is_alias)
        return alias_instance(P, tm, a, t);
    const char *key = targs_text(P, a);
    bool placeholder = is_placeholder(a);
    /* (a pattern's instance is not kept: two templates' placeholders may print alike) */
    ty_type *ty = placeholder ? NULL : sess_map_get(&tm->instances, key, (int)strlen(key));
    if (ty && same_instance(P, ty->tmpl_args, a)) {
        if (!P->defer_inst)
            parse_complete_type(P, ty);
        return ty;
    }
    ty = ty_new(P->arena, TY_STRUCT, -1, 1);
    ty->tag = sess_arena_printf(P->arena, "%s%s", tm->name, placeholder ? key : shown_targs(P, tm, a, key, t));
    const char *plain = strrchr(tm->name, ':'); /* (hi::Vec's constructors are Vec's) */
    ty->cname = plain ? plain + 1 : tm->name;
    ty->complete = false;
    ty->tmpl_of = tm;
    ty->tmpl_args = parse_targs_keep(P, a);
    if (placeholder)
        return ty; /* in a template's pattern: only its template and arguments matter */
    sess_map_put(&tm->instances, key, (int)strlen(key), ty);
    if (P->defer_inst) {
        ty->tmpl_pending = t;
        return ty;
    }
    instantiate_class(P, tm, ty, t);
    return ty;
}

int parse_tuple_size(parser *P, ty_type *cls)
{
    parse_sym *s = parse_lookup(P, "tuple_size", 10);
    parse_template *tm = s ? s->tmpl : NULL;
    if (!tm || !tm->is_class || tm->nparams != 1 || !tm->params[0].is_type)
        return -1;
    parse_targ one[PARSE_MAX_TPARAMS] = {{0}}; /* (room for tuple_size's defaults) */
    parse_targs a = {one, 1};
    a.a[0].is_type = true;
    a.a[0].ty = ty_unqual(cls);
    parse_quiet q;
    parse_quiet_begin(P, &q); /* (not tuple-like: the undefined primary template's instance) */
    ty_type *inst = parse_class_instance(P, tm, &a, cls->tmpl_pending ? cls->tmpl_pending : P->tok);
    parse_quiet_end(P, &q);
    parse_sym *v = inst && inst->complete && inst->scope ? parse_class_lookup(inst, "value", 5) : NULL;
    if (!v || !v->var || !v->var->is_constexpr)
        return -1;
    return (int)v->var->cval;
}

void parse_complete_type(parser *P, ty_type *ty)
{
    while (ty && ty->kind == TY_ARRAY)
        ty = ty->base;
    if (!ty || (ty->kind != TY_STRUCT && ty->kind != TY_UNION))
        return;
    ty = ty_unqual(ty);
    if (!ty->tmpl_pending)
        return;
    lex_token *t = ty->tmpl_pending;
    ty->tmpl_pending = NULL;
    bool defer = P->defer_inst;
    P->defer_inst = false;
    instantiate_class(P, ty->tmpl_of, ty, t);
    P->defer_inst = defer;
}

/* Make the instance TY of TM (its body parsed with the parameters bound), asked for at T. */
static void instantiate_class(parser *P, parse_template *tm, ty_type *ty, lex_token *t)
{
    const parse_targs *a = ty->tmpl_args;
    const char *key = targs_text(P, a);
    if (P->inst_depth >= MAX_INST_DEPTH) {
        char why[192];
        snprintf(why, sizeof why, "excessive recursion at instantiation of '%.80s': more than %d "
                 "nested template instances (nvcc's limit)", ty->tag, MAX_INST_DEPTH);
        parse_stop(P, sess_arena_strdup(P->arena, why));
        return;
    }
    if (!count_instance(P))
        return;
    lex_token *decl = tm->decl;
    for (parse_spec *sp = tm->specs; sp; sp = sp->next)
        if (!strcmp(sp->key, key))
            decl = sp->decl;
    if (decl == tm->decl && tm->partials) {
        /* (on the heap: instances nest through here) */
        parse_targs d = {sess_xmalloc(PARSE_MAX_TARGS * sizeof *d.a), 0};
        parse_template *ps = pick_partial(P, tm, a, &d, t);
        if (ps) {
            decl = ps->decl;
            ty->tmpl_partial = ps;
            ty->tmpl_partial_args = parse_targs_keep(P, &d);
        }
        free(d.a);
    }
    ty->tmpl_explicit = decl != tm->decl && !ty->tmpl_partial;
    lex_token *save = P->tok;
    bool split = P->split_gt;
    scope_state outer;
    enter_template_scope(P, tm, ty->tmpl_partial, &outer);
    parse_scope *up = parse_push_scope(P, NULL);
    bind_instance(P, ty);
    declare_injected(P, tm->name, ty);
    P->tok = decl;
    P->split_gt = false;
    bool is_union = P->tok->kw == KW_UNION;
    if (is_union)
        ty->kind = TY_UNION; /* (made a struct before its declaration was read) */
    int inst_align = 0;
    P->tok++;
    while ((P->tok->kw == KW_ALIGNAS || P->tok->kw == KW_ALIGNAS_CXX || P->tok->kw == KW_ALIGN ||
            P->tok->kw == KW_ATTRIBUTE) && lex_is(P->tok + 1, "(")) {
        /* struct alignas(A<T>::value) S: the alignment of this instance */
        bool align = P->tok->kw != KW_ATTRIBUTE;
        P->tok++;
        int64_t a = 0;
        if (align) {
            P->tok++;
            if (parse_const_int(P, &a) && a > inst_align)
                inst_align = (int)a;
            parse_expect(P, ")");
        } else {
            parse_skip_balanced(P);
        }
    }
    P->tok++; /* the name */
    while (lex_is(P->tok, "::") && P->tok[1].kind == TK_IDENT)
        P->tok += 2; /* (A::Name: a member class template defined outside A) */
    if (lex_is(P->tok, "<")) {
        /* a specialisation's own argument list */
        P->tok++;
        parse_skip_targs(P);
    }
    outer_state outer_depth = enter_instance(P);
    int errors = P->errors;
    if (lex_is(P->tok, "{") || lex_is(P->tok, ":"))
        parse_class_body(P, ty, is_union, decl->kw == KW_CLASS, inst_align);
    else
        parse_error(P, t, "implicit instantiation of undefined template '%s'", ty->tag);
    if (P->errors > errors && t->kind != TK_EOF)
        parse_note(P, t, "in instantiation of '%s' required here", ty->tag); /* where the user is */
    leave_instance(P, outer_depth);
    parse_pop_scope(P, up, false);
    leave_scope_of(P, &outer);
    P->tok = save;
    P->split_gt = split;
    if (decl == tm->decl) { /* (a specialisation defines its members itself) */
        nested_class_defs(P, tm->members, ty, a);
        for (parse_template *md = tm->members; md; md = md->next_member)
            if (!md->nested_class && !member_specialised(P, tm, md, a))
                member_instance(P, md, ty, a);
    }
}

/* Deduce the pack whose element pattern is PT (a pack parameter's placeholder) from the
 * arguments of AA from position FROM on: the pack parameter's arguments are A's from its index
 * on (it is the last parameter). */
static bool unify_pack(parser *P, ty_type *pt, const parse_targs *aa, int from, parse_targs *a,
                       char *set)
{
    int k = ty_unqual(pt)->array_len;
    int n = aa->n - from;
    if (n < 0 || k + n > PARSE_MAX_TARGS)
        return false;
    if (set[k])
        return true; /* given, or deduced already */
    for (int j = 0; j < n; j++) {
        if (!aa->a[from + j].is_type)
            return false;
        a->a[k + j].is_type = true;
        a->a[k + j].tmpl = NULL;
        a->a[k + j].fn = NULL;
        a->a[k + j].ty = aa->a[from + j].ty;
        a->a[k + j].ph = 0;
        a->a[k + j].pack = aa->a[from + j].pack; /* (ordering: another pattern's pack) */
    }
    if (a->n < k + n)
        a->n = k + n;
    set[k] = 3; /* a pack, deduced: its length is A's from K on */
    return true;
}

/* Deduce value parameter pack K (Is of template <size_t... Is> f(index_sequence<Is...>)) from
 * the arguments of AA from FROM on, all values. */
static bool unify_value_pack(int k, const parse_targs *aa, int from, parse_targs *a, char *set)
{
    int n = aa->n - from;
    if (n < 0 || k + n > PARSE_MAX_TARGS)
        return false;
    for (int j = 0; j < n; j++)
        if (aa->a[from + j].is_type)
            return false;
    if (set[k] == 3) { /* deduced already from another parameter: the same values */
        if (a->n - k != n)
            return false;
        for (int j = 0; j < n; j++)
            if (a->a[k + j].val != aa->a[from + j].val)
                return false;
        return true;
    }
    if (set[k])
        return true; /* given explicitly */
    for (int j = 0; j < n; j++) {
        a->a[k + j] = aa->a[from + j];
        a->a[k + j].ph = 0;
        a->a[k + j].pack = false;
    }
    a->n = k + n;
    set[k] = 3;
    return true;
}

/* Has pattern PT a template parameter that deduction must find (one not given explicitly),
 * itself or under pointers and arrays, or among a template-id's arguments? */
static bool to_deduce(ty_type *pt, const char *set)
{
    for (ty_type *t = pt; t; t = t->base) {
        ty_type *u = ty_unqual(t);
        if (u->kind == TY_TPARAM)
            return u->array_len >= 0 && set[u->array_len] != 2;
        if (u->tmpl_of) {
            const parse_targs *ta = u->tmpl_args;
            for (int i = 0; ta && i < ta->n; i++) {
                if (ta->a[i].is_type && ta->a[i].ty && to_deduce(ta->a[i].ty, set))
                    return true;
                if (!ta->a[i].is_type && ta->a[i].ph && set[ta->a[i].ph - 1] != 2)
                    return true;
            }
            return false;
        }
        if (u->kind != TY_PTR && u->kind != TY_ARRAY)
            return false;
    }
    return false;
}

/* Deduce template arguments from matching the parameter type PT against the argument type AT. */
static bool unify(parser *P, ty_type *pt, ty_type *at, parse_targs *a, char *set)
{
    if (!pt || !at)
        return true;
    ty_type *pu = ty_unqual(pt);
    if (pu->kind == TY_TPARAM && pu->array_len < 0)
        return true; /* T::type: not deducible */
    if (pu->kind == TY_TPARAM) {
        int i = pu->array_len;
        ty_type *v = at;
        if (pt->is_const || pt->is_volatile)
            v = ty_qualified(P->arena, ty_unqual(at), at->is_const && !pt->is_const,
                             at->is_volatile && !pt->is_volatile, false);
        if (set[i]) {
            if (set[i] == 2 || set[i] == 3)
                return true; /* given explicitly: the argument converts (or a pack's, deduced) */
            if (!a->a[i].ty || !a->a[i].is_type)
                return false;
            if (!parse_same_type(a->a[i].ty, v) && ty_unqual(a->a[i].ty) != ty_unqual(v))
                return false;
            return true;
        }
        a->a[i].is_type = true;
        a->a[i].tmpl = NULL;
        a->a[i].fn = NULL;
        a->a[i].ty = v;
        set[i] = 1;
        return true;
    }
    ty_type *au = ty_unqual(at);
    if (pu->kind == TY_PTR && pu->is_ref && au->kind == TY_PTR && au->is_ref)
        return pu->is_rref == au->is_rref && unify(P, pu->base, au->base, a, set);
    if (pu->kind == TY_PTR && !pu->is_ref && (au->kind == TY_PTR || au->kind == TY_ARRAY))
        return unify(P, pu->base, au->base, a, set);
    if (pu->kind == TY_PTR && !pu->is_ref)
        return !to_deduce(pu, set); /* T * against 0, nullptr or a class: no T ([temp.deduct.call]) */
    if (pu->kind == TY_ARRAY && au->kind == TY_ARRAY) {
        if (pu->len_param && au->array_len >= 0) { /* T[N]: N from the argument's length */
            int k = pu->len_param - 1;
            if (set[k] && a->a[k].val != au->array_len)
                return false;
            a->a[k].is_type = false;
            a->a[k].tmpl = NULL;
            a->a[k].fn = NULL;
            a->a[k].ph = 0;
            a->a[k].pack = false;
            a->a[k].val = au->array_len;
            if (!set[k])
                set[k] = 1;
        }
        return unify(P, pu->base, au->base, a, set);
    }
    if (pu->kind == TY_FUNC && au->kind == TY_FUNC) {
        /* R(Args...): the return type and each parameter's, a pack taking the rest */
        if (!unify(P, pu->base, au->base, a, set))
            return false;
        ty_param *q = au->params;
        int i = 0;
        for (ty_param *p = pu->params; p; p = p->next, i++) {
            if (pu->pack_name && i == pu->pack_at && ty_unqual(p->ty)->kind == TY_TPARAM) {
                parse_targ resta[PARSE_MAX_TARGS];
                parse_targs rest = {resta, 0};
                for (; q && rest.n < PARSE_MAX_TARGS; q = q->next) {
                    memset(&rest.a[rest.n], 0, sizeof rest.a[rest.n]);
                    rest.a[rest.n].is_type = true;
                    rest.a[rest.n++].ty = q->ty;
                }
                return unify_pack(P, p->ty, &rest, 0, a, set);
            }
            if (!q || !unify(P, p->ty, q->ty, a, set))
                return false;
            q = q->next;
        }
        return !q;
    }
    if (pu->memptr_cls && au->memptr_cls && pu->kind != TY_PTR && au->kind != TY_PTR)
        return unify(P, pu->memptr_cls, au->memptr_cls, a, set) &&
               unify(P, pu->base, au->base, a, set); /* T C::* */
    if (pu->tmpl_of && pu->tmpl_of->ttparam && au->tmpl_of && au->tmpl_args) {
        /* C<P...>, C a template template parameter: C is the argument's class template (its
           arguments beyond P's defaulted, as C++17's matching of template template arguments
           allows), then P... from its arguments */
        int k = pu->tmpl_of->ttparam - 1;
        if (set[k] && a->a[k].tmpl != au->tmpl_of)
            return false;
        a->a[k].is_type = false;
        a->a[k].tmpl = au->tmpl_of;
        a->a[k].fn = NULL;
        a->a[k].ph = 0;
        a->a[k].val = 0;
        set[k] = 1;
    }
    if (pu->tmpl_of && (au->tmpl_of == pu->tmpl_of || (pu->tmpl_of->ttparam && au->tmpl_of))) {
        const parse_targs *pa = pu->tmpl_args, *aa = au->tmpl_args;
        for (int i = 0; i < pa->n && i <= aa->n; i++) {
            if (pa->a[i].pack && pa->a[i].is_type && ty_unqual(pa->a[i].ty)->kind == TY_TPARAM)
                return unify_pack(P, pa->a[i].ty, aa, i, a, set);
            if (pa->a[i].pack && !pa->a[i].is_type && pa->a[i].ph)
                return unify_value_pack(pa->a[i].ph - 1, aa, i, a, set);
            if (i == aa->n)
                break;
            if (pa->a[i].is_type && !unify(P, pa->a[i].ty, aa->a[i].ty, a, set))
                return false;
            if (pa->a[i].is_type || !pa->a[i].ph || aa->a[i].is_type)
                continue;
            int k = pa->a[i].ph - 1; /* a value parameter: deduced from the argument's class */
            if (set[k] == 1 && a->a[k].val != aa->a[i].val)
                return false;
            if (!set[k]) {
                a->a[k].is_type = false;
                a->a[k].tmpl = NULL;
                a->a[k].fn = NULL;
                a->a[k].ph = 0;
                a->a[k].val = aa->a[i].val;
                set[k] = 1;
            }
        }
        return true;
    }
    if (pu->tmpl_of && (au->kind == TY_STRUCT || au->kind == TY_UNION)) {
        /* C<P...> against a class of another template: deduced from a base that is an
           instance of C, else no match where P... are deduced here (C++17 [temp.deduct.call]
           p4.3) */
        for (ty_type *b = au->base_class; b; b = ty_unqual(b)->base_class)
            if (ty_unqual(b)->tmpl_of == pu->tmpl_of)
                return unify(P, pt, ty_unqual(b), a, set);
        return !to_deduce(pu, set);
    }
    if (pu->tmpl_of && au->kind != TY_TPARAM)
        return !to_deduce(pu, set); /* C<T> against a long: no T (complex's operator+(T, C<T>)) */
    return true; /* a non-deduced context */
}

/* For deduction from a call's argument of type AT against parameter type PT: the argument's
 * type as deduction sees it (references read through; for a by-value parameter, arrays and
 * functions decayed and cv dropped), and in *PTO the parameter's (a reference's referee);
 * NULL when the argument has no type. NULL deduces nothing from a pointer parameter, as
 * g++'s NULL, an integer, does not: T * takes it only when T comes from elsewhere (a pointer
 * parameter that does not depend on T takes it as a null pointer constant). */
static ty_type *deduction_types(parser *P, ty_type *pt, parse_node *arg, ty_type **pto)
{
    ty_type *at = arg->ty;
    if (parse_is_null_macro(arg) && pt->kind == TY_PTR && !pt->is_ref)
        at = P->B->long_;
    *pto = pt;
    if (!at)
        return NULL;
    if (at->kind == TY_PTR && at->is_ref)
        at = at->base;
    if (pt->kind == TY_PTR && pt->is_ref) {
        *pto = pt->base;
        if (pt->is_rref && pt->base->kind == TY_TPARAM && at->kind == TY_FUNC)
            return ty_ptr(P->arena, at); /* a function passed on (std::invoke(f, x)): a pointer
                                            to it, where C++ says a reference */
        if (pt->is_rref && pt->base->kind == TY_TPARAM && !pt->base->is_const &&
            !pt->base->is_volatile && arg->const_lvalue) /* a const variable's folded value */
            return ty_ref(P->arena, ty_qualified(P->arena, at, true, false, false));
        if (!pt->is_rref && arg->const_lvalue) /* T & of it: T is const */
            return ty_qualified(P->arena, at, true, false, false);
        if (pt->is_rref && pt->base->kind == TY_TPARAM && !pt->base->is_const &&
            !pt->base->is_volatile &&
            ((parse_is_lvalue(arg) && arg->kind != ND_COMPOUND) ||
             (arg->ty->is_ref && !(arg->ty->is_rref && arg->kind != ND_VAR && arg->kind != ND_MEMBER))))
            /* a forwarding reference: T is A & for an lvalue ([temp.deduct.call]); A for an
             * rvalue (a temporary T(1)), an xvalue too (std::move(x), std::forward<A>(a)) */
            return ty_ref(P->arena, at);
        if (!pt->is_rref && arg->const_lvalue) /* T & of a const variable: T is const A */
            return ty_qualified(P->arena, at, true, false, false);
        return at;
    }
    if (at->kind == TY_ARRAY)
        at = ty_ptr(P->arena, at->base);
    else if (at->kind == TY_FUNC)
        at = ty_ptr(P->arena, at);
    return ty_unqual(at);
}

/* The declaration of the function template TM<A> (its body waits for parse_template_finish). */
static parse_func *function_instance(parser *P, parse_template *tm, parse_targs *a)
{
    const char *key = targs_text(P, a);
    parse_func *f = sess_map_get(&tm->instances, key, (int)strlen(key));
    if (f && same_instance(P, f->tmpl_args, a))
        return f;
    if (P->inst_depth >= MAX_INST_DEPTH || !count_instance(P))
        return NULL;
    lex_token *save = P->tok;
    scope_state outer;
    enter_template_scope(P, tm, NULL, &outer);
    parse_scope *up = parse_push_scope(P, NULL);
    bind_params(P, tm, a);
    P->tok = tm->decl;
    if (tm->cls) { /* a member function template's instance: a member function, parsed now */
        parse_fn_state st;
        parse_save_fn(P, &st);
        outer_state outer_depth = enter_instance(P);
        f = tm->glambda ? parse_glambda_instance(P, tm, a, key)
                        : parse_member_template_instance(P, tm->cls, key);
        leave_instance(P, outer_depth);
        parse_restore_fn(P, &st);
        parse_pop_scope(P, up, false);
        leave_scope_of(P, &outer);
        P->tok = save;
        if (!f)
            return NULL;
        f->tmpl_args = parse_targs_keep(P, a);
        f->from_template = tm;
        sess_map_put(&tm->instances, key, (int)strlen(key), f);
        return f;
    }
    bool spec = false;
    for (parse_spec *sp = tm->specs; sp; sp = sp->next)
        if (!strcmp(sp->key, key)) {
            P->tok = sp->decl; /* template <> R f<int>(...): its own declaration */
            spec = true;
        }
    lex_token *head = P->tok;
    parse_quiet q;
    parse_quiet_begin(P, &q);
    lex_token *name = NULL;
    int exec = 0;
    P->spec_name = spec;
    ty_type *ty = parse_function_head(P, &name, &exec);
    P->spec_name = false;
    bool ok = parse_quiet_end(P, &q) && ty && ty->kind == TY_FUNC; /* SFINAE: a failed head */
    lex_token *body = P->tok;
    parse_pop_scope(P, up, false);
    leave_scope_of(P, &outer);
    P->tok = save;
    if (!ok)
        return NULL;
    /* default arguments given on the template's declaration (its pattern), the definition
       that followed being the instance's head: C++17 [dcl.fct.default] 4, a later declaration
       keeps what an earlier one gave */
    if (!spec && tm->pattern)
        for (ty_param *p = ty->params, *d = tm->pattern->params; p && d; p = p->next, d = d->next)
            if (!p->def)
                p->def = d->def;
    f = sess_arena_alloc(P->arena, sizeof *f);
    f->name = tm->name;
    f->ns = tm->ns_path;
    bool clash = ns_clash(P, tm);
    f->link = sess_arena_printf(P->arena, "%s%s%s%s", clash ? tm->ns_path : "", clash ? "::" : "",
                                tm->name, key);
    if (exec & EX_GLOBAL) {
        /* a kernel instance is also a host symbol: a C identifier, with its namespace (the
           two passes see different headers, so a clash one of them sees is no guide) */
        sess_buf b = {0};
        for (const char *c = tm->ns_path; c && *c; c++)
            sess_buf_putc(&b, *c == ':' ? '_' : *c);
        sess_buf_printf(&b, "%s%s__", tm->ns_path ? "__" : "", plain_name(tm->name));
        for (const char *c = key + 1; c[1]; c++)
            sess_buf_putc(&b, (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                              (*c >= '0' && *c <= '9') ? *c : '_');
        f->link = sess_arena_strdup(P->arena, b.p);
        sess_buf_free(&b);
    }
    f->ty = ty;
    f->tok = name;
    f->exec = exec;
    f->is_inline = true;
    for (lex_token *q = head; name && q < name; q++)
        f->is_constexpr |= q->kw == KW_CONSTEXPR;
    f->from_template = tm;
    f->tmpl_args = parse_targs_keep(P, a);
    f->body_tok = lex_is(body, "{") ? body : NULL;
    f->deduce_ret = ty->deduce;
    f->deduce_decltype = ty->deduce_decltype;
    sess_buf pb = {0};
    char *shown = sess_arena_printf(P->arena, "%s%s", tm->name, key);
    ty_print(&pb, ty, shown);
    f->pretty = sess_arena_strdup(P->arena, pb.p ? pb.p : shown);
    sess_buf_free(&pb);
    const char *k2 = sess_arena_strdup(P->arena, key);
    sess_map_put(&tm->instances, k2, (int)strlen(k2), f);
    parse_register_instance(P, f);
    return f;
}

/* A type of a function template's pattern as partial ordering compares it: without a
 * reference and top-level qualifiers ([temp.deduct.partial] 5-7). */
static ty_type *ordering_type(ty_type *t)
{
    if (t->kind == TY_PTR && t->is_ref)
        t = t->base;
    return ty_unqual(t);
}

/* Does pattern type PT (of the template whose parameters may take any type) match AT (of the
 * other, whose parameters are unique types)? BOUND: what each parameter stands for so far. */
static bool ordering_match(ty_type *pt, ty_type *at, ty_type **bound)
{
    ty_type *pu = ty_unqual(pt), *au = ty_unqual(at);
    if (pu->kind == TY_TPARAM) {
        int i = pu->array_len;
        if (i < 0 || i >= PARSE_MAX_TARGS)
            return true;
        if (bound[i])
            return bound[i] == au || same_pattern_type(bound[i], au);
        bound[i] = au;
        return true;
    }
    if (pu->kind == TY_PTR && au->kind == TY_PTR)
        return pu->is_ref == au->is_ref && pu->base->is_const <= au->base->is_const &&
               ordering_match(pu->base, au->base, bound);
    if (pu->kind == TY_ARRAY && au->kind == TY_ARRAY)
        return (pu->len_param || pu->array_len == au->array_len) &&
               ordering_match(pu->base, au->base, bound);
    if (pu->tmpl_of) {
        if (au->tmpl_of != pu->tmpl_of)
            return false;
        const parse_targs *pa = pu->tmpl_args, *aa = au->tmpl_args;
        for (int i = 0; i < pa->n && i < aa->n; i++) {
            if (pa->a[i].is_type != aa->a[i].is_type)
                return false;
            if (pa->a[i].is_type ? !ordering_match(pa->a[i].ty, aa->a[i].ty, bound)
                                 : !pa->a[i].ph && (aa->a[i].ph || pa->a[i].val != aa->a[i].val))
                return false;
        }
        return true;
    }
    return au->kind != TY_TPARAM && (pu == au || parse_same_type(pu, au));
}

/* Is A at least as specialised as B: are B's parameters deduced from A's types (A's
 * parameters standing for unique types)? */
static bool at_least_as_specialised(parse_template *a, parse_template *b, int nargs)
{
    ty_type *bound[PARSE_MAX_TARGS] = {0};
    ty_param *p = b->pattern->params, *q = a->pattern->params;
    for (int i = 0; i < nargs && p && q; i++, p = p->next, q = q->next)
        if (!ordering_match(ordering_type(p->ty), ordering_type(q->ty), bound))
            return false;
    return true;
}

int parse_template_order(parser *P, parse_template *a, parse_template *b, int nargs)
{
    if (!a || !b || a == b || !a->pattern || !b->pattern || a->pattern->pack_name ||
        b->pattern->pack_name)
        return 0;
    (void)P;
    bool ab = at_least_as_specialised(a, b, nargs);
    bool ba = at_least_as_specialised(b, a, nargs);
    if (ab && ba) {
        /* as specialised as each other: where both parameters are references, an lvalue
           reference is more specialised than an rvalue one, else the more cv-qualified
           referred type is ([temp.deduct.partial] p9) */
        ty_param *p = a->pattern->params, *q = b->pattern->params;
        for (int i = 0; i < nargs && p && q; i++, p = p->next, q = q->next) {
            ty_type *pt = p->ty, *qt = q->ty;
            if (pt->kind != TY_PTR || !pt->is_ref || qt->kind != TY_PTR || !qt->is_ref)
                continue;
            int pcv = pt->base->is_const + pt->base->is_volatile;
            int qcv = qt->base->is_const + qt->base->is_volatile;
            bool pb = pt->is_rref != qt->is_rref ? !pt->is_rref : pcv > qcv;
            bool qb = pt->is_rref != qt->is_rref ? !qt->is_rref : qcv > pcv;
            ab = ab && !qb;
            ba = ba && !pb;
        }
    }
    return ab && !ba ? -1 : ba && !ab ? 1 : 0;
}

/* ARG names several functions (an overload set, f<int> of several templates) and PT, a
 * parameter's type, is a pointer or reference to a function */
static bool names_overloads(const parse_node *arg, const ty_type *pt)
{
    if (arg->kind != ND_FUNC || arg->obj || arg->tmpl || !arg->func ||
        (!arg->inst_tmpls && !arg->func->next_overload))
        return false;
    return pt->kind == TY_PTR && pt->base && ty_unqual(pt->base)->kind == TY_FUNC;
}

parse_func *parse_template_deduce(parser *P, parse_template *tm, const parse_targs *explicit_args,
                                  parse_node *obj, parse_node **args, int nargs)
{
    (void)obj;
    if (tm->is_class || tm->is_var)
        return NULL;
    parse_targ aa[PARSE_MAX_TARGS] = {{0}};
    parse_targs a = {aa, 0};
    char set[PARSE_MAX_TARGS] = {0};
    if (explicit_args) {
        parse_targs_copy(&a, explicit_args);
        for (int i = 0; i < a.n; i++) {
            set[i] = 2;
            /* an overload whose parameter is of the other kind is no candidate */
            parse_tparam *q = param_of(tm, i);
            if (q && !q->is_template && q->is_type != a.a[i].is_type)
                return NULL;
        }
        if (a.n > tm->nparams && !(tm->nparams && tm->params[tm->nparams - 1].is_pack))
            return NULL;
    }
    int k = tm->nparams && tm->params[tm->nparams - 1].is_pack ? tm->nparams - 1 : -1;
    int npack = k >= 0 && a.n > k ? a.n - k : -1; /* the pack's explicit arguments */
    if (tm->pattern) {
        const ty_type *ft = tm->pattern;
        int nparams = 0;
        for (ty_param *q = ft->params; q; q = q->next)
            nparams++;
        if (nargs > nparams && !ft->variadic && !ft->pack_name && ft->has_proto)
            return NULL; /* (no instance for a call it cannot take) */
        ty_param *p = ft->params;
        for (int i = 0, pi = 0; i < nargs && p; i++, p = p->next, pi++) {
            if (ft->pack_name && ft->pack_deduced && pi == ft->pack_at && k >= 0) {
                /* the function parameter pack takes the rest: each deduces an element */
                if (npack >= 0 || nargs - i > PARSE_MAX_TARGS - k)
                    break;
                parse_targ elems[PARSE_MAX_TARGS];
                int n = 0;
                for (; i < nargs; i++) {
                    ty_type *pt;
                    ty_type *at = deduction_types(P, p->ty, args[i], &pt);
                    set[k] = 0;
                    if (!at || !unify(P, pt, at, &a, set) || !set[k])
                        return NULL;
                    elems[n++] = a.a[k];
                }
                for (int j = 0; j < n; j++)
                    a.a[k + j] = elems[j];
                npack = n;
                break;
            }
            if (names_overloads(args[i], p->ty))
                continue; /* a non-deduced context ([temp.deduct.call] p6): the function that
                             the parameter's type picks (parse_function_for_target) */
            ty_type *pt;
            ty_type *at = deduction_types(P, p->ty, args[i], &pt);
            if (!at || !unify(P, pt, at, &a, set))
                return NULL;
        }
    }
    if (k >= 0 && npack < 0 && set[k] == 3)
        npack = a.n - k; /* deduced from a class's arguments (Tuple<Ts...>) */
    for (int i = 0; i < tm->nparams; i++) {
        if (set[i] || i == k)
            continue;
        if (!tm->params[i].def)
            return NULL; /* not deduced */
        /* the rest from defaults: they may use the earlier ones */
        a.n = i;
        lex_token dummy = {0};
        if (!fill_defaults_as(P, tm, &a, tm->decl ? tm->decl : &dummy, true))
            return NULL;
        break;
    }
    a.n = k >= 0 ? k + (npack > 0 ? npack : 0) : tm->nparams;
    parse_func *f = function_instance(P, tm, &a);
    /* a constructor template is never made into X(X): copying an X by value would call itself
     * (C++17 [class.copy.ctor]) */
    if (f && tm->is_ctor && f->ty && f->ty->params && !f->ty->params->next && f->cls &&
        !f->ty->params->ty->is_ref && ty_unqual(f->ty->params->ty) == ty_unqual(f->cls))
        return NULL;
    return f;
}

/* F, an instance whose body the other pass compiles: declared only; a generic lambda's deduced
 * return type is still its body's, read quietly */
static parse_func *other_pass_instance(parser *P, parse_func *f)
{
    if (f->deduce_ret && f->from_template->glambda) {
        lex_token *body = f->body_tok;
        f->body_tok = NULL; /* (a recursive call finds it started) */
        parse_quiet q;
        parse_quiet_begin(P, &q);
        parse_glambda_body(P, f->from_template, f, body, false);
        parse_quiet_end(P, &q);
    }
    f->body_tok = NULL;
    f->is_defined = true;
    return f;
}

parse_func *parse_template_finish(parser *P, parse_func *f)
{
    if (!f->body_tok || !f->from_template)
        return f;
    /* a kernel's or a __device__ function's instance in the host pass: device code's (the host
     * pass needs its declaration only, and its body may name device-only types); a host
     * function's in the device pass (template void f<int>(...);): the host pass's (the
     * kernels its body launches are made when the host pass asks) */
    if (P->host_pass && f->exec && !(f->exec & EX_HOST))
        return other_pass_instance(P, f);
    if (!P->host_pass && !(f->exec & (EX_DEVICE | EX_GLOBAL)) && !f->is_constexpr && !P->host_expr)
        return other_pass_instance(P, f);
    parse_template *tm = f->from_template;
    lex_token *body = f->body_tok;
    f->body_tok = NULL; /* a recursive call finds it started */
    lex_token *save = P->tok;
    scope_state outer;
    enter_template_scope(P, tm, NULL, &outer);
    parse_scope *up = parse_push_scope(P, NULL);
    bind_params(P, tm, f->tmpl_args);
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->tok = body;
    outer_state outer_depth = enter_instance(P);
    if (tm->glambda) {
        parse_glambda_body(P, tm, f, body, true); /* (body_tok stays NULL: self(self, n - 1)) */
    } else if (tm->cls) { /* a member function template's: in its class's scope */
        parse_member_template_body(P, f, body);
    } else {
        parse_function_body(P, f);
    }
    leave_instance(P, outer_depth);
    parse_restore_fn(P, &st);
    parse_pop_scope(P, up, false);
    leave_scope_of(P, &outer);
    P->tok = save;
    parse_add_func(P, f);
    return f;
}

/* An instance named in host code (k<float, 256><<<...>>>): the template's instance for the
 * arguments at P->tok ("<"), its body parsed; NULL when they cannot be read here. */
parse_func *parse_kernel_instance(parser *P, parse_template *tm)
{
    parse_quiet q;
    parse_quiet_begin(P, &q);
    parse_targ aa[PARSE_MAX_TARGS];
    parse_targs a = {aa, 0};
    bool ok = parse_template_args(P, tm, &a);
    ok = parse_quiet_end(P, &q) && ok;
    if (!ok)
        return NULL;
    parse_func *f = parse_template_deduce(P, tm, &a, NULL, NULL, 0);
    return f ? parse_template_finish(P, f) : NULL;
}

/* Does function template TM declare a kernel (__global__ before its body)? Only a kernel's
 * instance named in host code is the device pass's business: another template's (std::get<int>
 * called in main, found through `using namespace std`) is made where it is called, with the
 * arguments its call deduces, not from the explicit ones alone. */
static bool declares_kernel(const parse_template *tm)
{
    for (const lex_token *t = tm->decl; t && t->kind != TK_EOF; t++) {
        if (t->kw == KW_GLOBAL)
            return true;
        if (lex_is(t, "{") || lex_is(t, ";"))
            return false;
    }
    return false;
}

/* Kernel template instances named in the host code [FROM, TO) (a host function's body, which
 * the device pass otherwise skips): instantiated, and where recorded (each place once). */
static void record_use(parser *P, lex_token *t)
{
    parse_kernel_use u = {t->file, t->line, t->col};
    VEC_PUSH(P->unit->kernel_uses, u);
}

/* The host locals declared in [FROM, TO) (a host function's body), declared in the current
 * scope with their types as far as this front end understands them; what it does not is left
 * out quietly (the host compiler's business). */
static void host_locals(parser *P, lex_token *from, lex_token *to)
{
    for (lex_token *t = from; t < to && t->kind != TK_EOF; t++) {
        if (!(lex_is(t - 1, "{") || lex_is(t - 1, ";") || lex_is(t - 1, "}") || lex_is(t - 1, "(")))
            continue;
        if (t->kw == KW_AUTO && t[1].kind == TK_IDENT && lex_is(t + 2, "=")) {
            /* auto f = [] __device__ (...) {...}; auto d = alloc();: the type of the
             * initialiser, read as host code (an extended lambda's closure type) */
            parse_quiet q;
            parse_quiet_begin(P, &q);
            P->tok = t + 3;
            bool he = P->host_expr;
            P->host_expr = true;
            parse_node *e = parse_assign(P);
            P->host_expr = he;
            if (parse_quiet_end(P, &q) && e->ty && lex_is(P->tok, ";")) {
                parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
                v->name = parse_name(P, t + 1);
                v->ty = ty_unqual(parse_rvalue(P, e)->ty);
                v->space = SP_HOST;
                parse_declare(P, v->name)->var = v;
            }
            continue;
        }
        if (!parse_is_typename(P, t) || lex_is(t + 1, "(") || lex_is(t + 1, "<<"))
            continue;
        parse_quiet q;
        parse_quiet_begin(P, &q);
        P->tok = t;
        ty_type *base = parse_simple_type(P);
        while (base && P->tok < to) {
            lex_token *name = NULL;
            ty_type *ty = base;
            if (P->tok->kind == TK_IDENT && (lex_is(P->tok + 1, "(") || lex_is(P->tok + 1, "{")))
                name = P->tok++; /* Buf<float> b(n); T x{1}; (a variable: no declarator to read) */
            else
                ty = parse_declarator_type(P, base, &name);
            if (!name || ty->kind == TY_FUNC)
                break;
            parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
            v->name = parse_name(P, name);
            v->ty = ty;
            v->space = SP_HOST; /* a host function's local: an extended lambda captures it */
            parse_declare(P, v->name)->var = v;
            /* past the initialiser to the next declarator */
            int depth = 0;
            while (P->tok < to && P->tok->kind != TK_EOF) {
                if (lex_is(P->tok, "(") || lex_is(P->tok, "[") || lex_is(P->tok, "{"))
                    depth++;
                else if (lex_is(P->tok, ")") || lex_is(P->tok, "]") || lex_is(P->tok, "}"))
                    depth--;
                else if (depth == 0 && (lex_is(P->tok, ",") || lex_is(P->tok, ";")))
                    break;
                P->tok++;
            }
            if (!parse_consume(P, ","))
                break;
        }
        parse_quiet_end(P, &q);
    }
}

/* k<<<grid, block>>>(args) for a kernel template k: its arguments deduced from the launch's
 * arguments, typed with the host locals at hand; NULL when they cannot be. */
static parse_func *deduced_launch(parser *P, parse_template *tm, lex_token *t, lex_token *to)
{
    int depth = 0;
    lex_token *q = t + 1;
    for (; q < to && q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{"))
            depth++;
        else if (lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}"))
            depth--;
        else if (depth == 0 && lex_is(q, ">>") && lex_is(q + 1, ">"))
            break;
    }
    if (q >= to || !lex_is(q + 2, "("))
        return NULL;
    parse_quiet qt;
    parse_quiet_begin(P, &qt);
    P->tok = q + 3;
    parse_node *args[32];
    int nargs = 0;
    bool he = P->host_expr;
    P->host_expr = true;
    while (!lex_is(P->tok, ")") && P->tok < to && nargs < 32) {
        args[nargs++] = parse_assign(P);
        if (!parse_consume(P, ","))
            break;
    }
    P->host_expr = he;
    bool ok = parse_quiet_end(P, &qt) && lex_is(P->tok, ")");
    if (!ok)
        return NULL;
    parse_func *f = NULL;
    for (parse_template *c = tm; c && !f; c = c->next)
        f = parse_template_deduce(P, c, NULL, NULL, args, nargs);
    return f ? parse_template_finish(P, f) : NULL;
}

/* Is T the '[' of an extended __device__ lambda ([=] __device__ (int i) {...}: its execution
 * space right after the capture list, §5.3.8.2)? */
static bool extended_lambda_at(lex_token *t, lex_token *to)
{
    if (!lex_is(t, "[") || !(lex_is(t - 1, "(") || lex_is(t - 1, ",") || lex_is(t - 1, "=") ||
                             lex_is(t - 1, "return")))
        return false;
    int depth = 0;
    for (lex_token *q = t; q < to && q->kind != TK_EOF; q++) {
        if (lex_is(q, "["))
            depth++;
        else if (lex_is(q, "]") && --depth == 0)
            return q[1].kw == KW_DEVICE || (q[1].kw == KW_HOST && q[2].kw == KW_DEVICE);
    }
    return false;
}

/* An extended lambda at T in host code (a host function's body): its closure type, with its
 * device operator(), made in the device pass and known by its tag, so that a kernel template
 * instance the host pass asks for (a library's host template passing the lambda on to its
 * kernel: thrust::transform(..., [=] __device__ (float x) {...})) names it. */
static void extended_lambda(parser *P, lex_token *t)
{
    parse_quiet q;
    parse_quiet_begin(P, &q);
    P->tok = t;
    bool he = P->host_expr;
    P->host_expr = true;
    parse_node *e = parse_lambda_expr(P);
    P->host_expr = he;
    ty_type *cls = e && e->ty ? ty_unqual(e->ty) : NULL;
    if (parse_quiet_end(P, &q) && cls && cls->tag)
        parse_global_tag(P, cls);
}

/* Kernel template instances named in the host code [FROM, TO) (a host function's body, which
 * the device pass otherwise skips): instantiated, and recorded for the host pass. Extended
 * lambdas there are made too (extended_lambda). */
void parse_scan_kernel_uses(parser *P, lex_token *from, lex_token *to)
{
    lex_token *save = P->tok;
    bool locals = false;
    parse_scope *up = NULL;
    for (lex_token *t = from; t < to && t->kind != TK_EOF; t++) {
        if (!P->host_pass && !P->inst_depth && extended_lambda_at(t, to)) {
            /* (the locals declared before it: a later one of the same name is another) */
            parse_scope *ls = parse_push_scope(P, NULL);
            host_locals(P, from + 1, t);
            extended_lambda(P, t);
            parse_pop_scope(P, ls, false);
            continue;
        }
        bool launch = lex_is(t + 1, "<<") && lex_is(t + 2, "<");
        if (t->kind != TK_IDENT || t->kw != KW_NONE || (!lex_is(t + 1, "<") && !launch))
            continue;
        parse_template *tm = parse_find_template(P, t);
        if (!tm || tm->is_class)
            continue;
        bool seen = false; /* (in a template's instance, the same place names another kernel) */
        for (size_t i = 0; i < P->unit->kernel_uses.len && !seen && !P->inst_depth; i++)
            seen = P->unit->kernel_uses.p[i].line == t->line && P->unit->kernel_uses.p[i].col == t->col &&
                   P->unit->kernel_uses.p[i].file == t->file;
        if (seen)
            continue;
        P->split_gt = false;
        parse_func *f = NULL;
        if (launch) {
            if (!locals) {
                up = parse_push_scope(P, NULL);
                host_locals(P, from + 1, to);
                locals = true;
            }
            f = deduced_launch(P, tm, t, to);
        } else {
            for (parse_template *c = tm; c && !f; c = c->next) {
                if (!c->is_var && !declares_kernel(c))
                    continue;
                P->tok = t + 1;
                f = parse_kernel_instance(P, c);
            }
        }
        P->split_gt = false;
        if (f && (f->exec & EX_GLOBAL)) {
            record_use(P, t);
            parse_add_func(P, f); /* (listed again if a failed parse of the host code dropped it) */
        }
    }
    if (locals)
        parse_pop_scope(P, up, false);
    P->tok = save;
}

void parse_lazy_body(parser *P, parse_func *f)
{
    if (!f->lazy_body)
        return;
    if (f->library_body) {
        parse_library_body(P, f);
        return;
    }
    f->lazy_body = false;
    /* the instance, and the classes from it down to F's (a nested class's member function:
       each class's scope is entered, outermost first) */
    ty_type *chain[PARSE_LAZY_NESTING + 1];
    int nchain = 0;
    for (parse_scope *s = ty_unqual(f->cls)->scope; s && nchain <= PARSE_LAZY_NESTING; s = parse_scope_up(s)) {
        ty_type *c = parse_scope_class(s);
        if (!c)
            continue;
        chain[nchain++] = c;
        if (c->tmpl_of)
            break;
    }
    ty_type *cls = chain[nchain - 1];
    parse_template *tm = cls->tmpl_of;
    lex_token *save = P->tok;
    scope_state outer;
    enter_template_scope(P, tm, cls->tmpl_partial, &outer);
    parse_scope *up = parse_push_scope(P, NULL);
    bind_instance(P, cls);
    declare_injected(P, tm->name, cls);
    /* (a class scope may be in use below: a body of the class being parsed calls this one;
     * its link is put back) */
    parse_scope *links[PARSE_LAZY_NESTING + 1], *ups[PARSE_LAZY_NESTING + 1];
    for (int i = nchain - 1; i >= 0; i--) {
        links[i] = parse_scope_up(chain[i]->scope);
        ups[i] = parse_push_scope(P, chain[i]->scope);
    }
    parse_fn_state st;
    parse_save_fn(P, &st);
    struct parse_lambda *lambda = P->lambda;
    bool user_conv = P->user_conv, in_launch = P->in_launch;
    P->lambda = NULL;
    P->user_conv = P->in_launch = false;
    P->tok = f->body_tok;
    bool eof = P->eof_error;
    outer_state outer_depth = enter_instance(P);
    parse_cut(P, f->body_end); /* the body ends where skipping it ended (as finish_class's) */
    parse_function_body(P, f);
    parse_uncut(P, f->body_end);
    leave_instance(P, outer_depth);
    P->eof_error = eof;
    P->lambda = lambda;
    P->user_conv = user_conv;
    P->in_launch = in_launch;
    parse_restore_fn(P, &st);
    for (int i = 0; i < nchain; i++) {
        parse_pop_scope(P, ups[i], true);
        parse_scope_relink(chain[i]->scope, links[i]);
    }
    parse_pop_scope(P, up, false);
    leave_scope_of(P, &outer);
    P->tok = save;
    parse_add_func(P, f);
}

/* The default argument of F's parameter PRM, parsed at a call that needs it in the scope F was
 * declared in, not the caller's (C++ [dcl.fct.default]): its template's parameters bound, its
 * class's members and its class template's parameters seen. */
parse_node *parse_default_arg(parser *P, parse_func *f, ty_param *prm)
{
    parse_template *tm = f ? f->from_template : NULL;
    parse_scope *s = tm ? tm->scope
                     : !f ? NULL
                     : f->cls ? ty_unqual(f->cls)->scope
                     : parse_global_scope(P);
    if (!s) {
        lex_token *save = P->tok;
        bool split = P->split_gt;
        P->tok = prm->def;
        P->split_gt = false;
        parse_node *a = parse_assign(P);
        P->tok = save;
        P->split_gt = split;
        return a;
    }
    inst_frame fr;
    frame_enter(P, &fr, tm, s, prm->def);
    if (tm && f->tmpl_args)
        bind_params(P, tm, f->tmpl_args);
    P->no_access_check++; /* (its names' access is checked for its function, not the caller) */
    parse_node *a = parse_assign(P);
    P->no_access_check--;
    frame_leave(P, &fr);
    return a;
}

parse_node *parse_in_class_scope(parser *P, ty_type *cls, parse_node *(*fn)(parser *, void *),
                                 void *arg)
{
    scope_state st;
    enter_scope_of(P, cls->scope, &st);
    parse_scope *up = parse_push_scope(P, NULL); /* (what it declares stays out of the class) */
    P->no_access_check++; /* (its names' access is the class's, not the code's that uses it) */
    parse_node *n = fn(P, arg);
    P->no_access_check--;
    parse_pop_scope(P, up, false);
    leave_scope_of(P, &st);
    return n;
}

/* The last component of NAME (a unique name may carry its namespace: "gpu::k", "::x"). */
static const char *plain_name(const char *name)
{
    const char *p = name;
    for (const char *c = name; *c; c++)
        if (c[0] == ':' && c[1] == ':')
            p = c + 2;
    return p;
}

/* NAME of namespace PATH (NULL: the global one) as a name found from the global namespace. */
static void print_ns_name(sess_buf *b, const char *path, const char *name)
{
    if (path)
        sess_buf_printf(b, " %s::%s", path, plain_name(name));
    else
        sess_buf_printf(b, " ::%s", plain_name(name));
}

static void print_template_id(sess_buf *b, const char *path, const char *name, const parse_targs *a);

/* Type T written so that the global namespace finds it (the device pass reads the host
 * pass's instances there, whose namespaces may name their entities differently): a class or
 * enumeration with its namespace, an instance with its template's and its arguments' too. */
static void print_qualified(sess_buf *b, const ty_type *t)
{
    const ty_type *u = ty_unqual((ty_type *)t);
    bool tagged = (u->kind == TY_STRUCT || u->kind == TY_UNION || u->kind == TY_ENUM) && u->tag;
    if (t->kind == TY_PTR && !t->is_ref && !t->memptr_cls && t->base->kind != TY_FUNC &&
        t->base->kind != TY_ARRAY) {
        print_qualified(b, t->base);
        sess_buf_puts(b, " *");
        if (t->is_const)
            sess_buf_puts(b, " const");
        return;
    }
    if (!tagged || u->name || (!u->home && !u->tmpl_of)) { /* (a closure type: the device pass knows its name) */
        ty_print_canonical(b, t);
        return;
    }
    if (t->is_const)
        sess_buf_puts(b, "const ");
    if (t->is_volatile)
        sess_buf_puts(b, "volatile ");
    if (u->tmpl_of && u->tmpl_args)
        print_template_id(b, u->tmpl_of->ns_path, u->tmpl_of->name, u->tmpl_args);
    else if (u->outer) { /* a nested class: its class's name first (Outer<int>::fn) */
        print_qualified(b, u->outer);
        sess_buf_printf(b, "::%s", plain_name(u->cname ? u->cname : u->tag));
    } else
        print_ns_name(b, u->ns_path, u->cname ? u->cname : u->tag);
}

static void print_template_id(sess_buf *b, const char *path, const char *name, const parse_targs *a)
{
    print_ns_name(b, path, name);
    sess_buf_puts(b, "< ");
    for (int i = 0; i < a->n; i++) {
        if (i)
            sess_buf_puts(b, ", ");
        if (a->a[i].is_type) /* (the type, not a name for it: a host template's T) */
            print_qualified(b, a->a[i].ty);
        else if (a->a[i].fn) { /* (its name, qualified: the parameter's type picks an overload) */
            const parse_func *fn = a->a[i].fn;
            sess_buf_putc(b, '&');
            print_ns_name(b, fn->ns, fn->name);
        }
        else
            sess_buf_printf(b, "%lld", (long long)a->a[i].val);
    }
    sess_buf_puts(b, " >");
}

char *parse_template_id(const parse_func *f)
{
    if (!f->from_template || !f->tmpl_args)
        return NULL;
    sess_buf b = {0};
    print_template_id(&b, f->from_template->ns_path, f->from_template->name, f->tmpl_args);
    return sess_buf_take(&b);
}

/* ---- Class template argument deduction (C++17 [over.match.class.deduct]) -------------------
 * `std::vector v{1, 2, 3}`, `std::pair p(1, 2.5)`, `Box b(4.5)`: a class template named
 * without arguments in a declaration takes them from its initialiser. Each constructor of the
 * template's definition, and each deduction guide the program declares
 * (`template <class T> Box(T) -> Box<T>;`), becomes a function template of a name no
 * identifier has, `__cr_ctad_<name>`, whose return type is the instance it deduces:
 *     template <class T> auto __cr_ctad_Box(T x) -> Box<T>;
 * written as text and read like any other declaration; overload resolution among them (and
 * the copy deduction candidate: an object of an instance deduces that instance) picks the
 * class. */

void parse_tokens_text(sess_buf *b, const lex_token *a, const lex_token *e)
{
    for (const lex_token *q = a; q < e && q->kind != TK_EOF; q++) {
        sess_buf_putc(b, ' ');
        sess_buf_put(b, q->text, (size_t)q->len);
    }
}

static const char *ctad_name(parser *P, const char *cls)
{
    return sess_arena_printf(P->arena, "__cr_ctad_%s", cls);
}

/* Read TEXT (declarations of deduction candidates) in scope S, quietly: one that does not read
 * (a constructor naming a member type) is no candidate. */
static void read_candidates(parser *P, parse_scope *s, const char *text, const char *what)
{
    lex_token *toks = parse_text_tokens(P, text, sess_arena_printf(P->arena, "<deduction guides of %s>", what));
    if (!toks)
        return;
    lex_token *save = P->tok;
    bool split = P->split_gt;
    parse_quiet q;
    parse_quiet_begin(P, &q);
    scope_state st;
    enter_scope_of(P, s, &st);
    P->tok = toks;
    P->split_gt = false;
    while (P->tok->kind != TK_EOF) {
        lex_token *at = P->tok;
        if (P->tok->kw == KW_TEMPLATE)
            parse_template_decl(P);
        if (P->tok == at)
            P->tok++;
    }
    leave_scope_of(P, &st);
    parse_quiet_end(P, &q);
    P->tok = save;
    P->split_gt = split;
}

/* The text of TM's template parameter list ("class T, int N = 3"): the tokens of its
 * declaration, found back from its first token after the list. */
static bool class_tparams_text(const parse_template *tm, sess_buf *b)
{
    const lex_token *close = tm->decl - 1, *q = close;
    int angle = lex_is(close, ">>") ? 2 : lex_is(close, ">") ? 1 : 0, paren = 0;
    if (!angle)
        return false;
    while (angle > 0) {
        q--;
        if (q->kind == TK_EOF || q->line <= 0)
            return false;
        if (lex_is(q, ")"))
            paren++;
        else if (lex_is(q, "("))
            paren--;
        else if (paren == 0 && lex_is(q, ">"))
            angle++;
        else if (paren == 0 && lex_is(q, ">>"))
            angle += 2;
        else if (paren == 0 && lex_is(q, "<"))
            angle--;
    }
    if (q[-1].kw != KW_TEMPLATE)
        return false;
    parse_tokens_text(b, q + 1, close); /* (a closing '>>' of a nested default: its first '>' is kept) */
    if (lex_is(close, ">>"))
        sess_buf_puts(b, " >");
    return true;
}

/* The deduction candidates of TM's constructors, as text (see above). */
static void ctor_candidates(parser *P, parse_template *tm, sess_buf *out)
{
    sess_buf head = {0};
    if (!class_tparams_text(tm, &head)) {
        sess_buf_free(&head);
        return;
    }
    sess_buf ret = {0}; /* Name<T, N, Ts...> */
    sess_buf_printf(&ret, "%s <", tm->name);
    for (int i = 0; i < tm->nparams; i++) {
        if (!tm->params[i].name)
            goto done; /* (an unnamed parameter cannot be named in the result) */
        sess_buf_printf(&ret, "%s%s%s", i ? ", " : "", tm->params[i].name, tm->params[i].is_pack ? "..." : "");
    }
    sess_buf_puts(&ret, " >");
    const lex_token *q = tm->decl;
    int depth = 0;
    while (q->kind != TK_EOF && !(depth == 0 && lex_is(q, "{"))) {
        if (lex_is(q, "(") || lex_is(q, "["))
            depth++;
        else if (lex_is(q, ")") || lex_is(q, "]"))
            depth--;
        else if (depth == 0 && lex_is(q, ";"))
            goto done; /* a declaration only */
        q++;
    }
    if (q->kind == TK_EOF)
        goto done;
    const lex_token *member_tparams = NULL; /* template <...> before a constructor template */
    const lex_token *member_close = NULL;
    int len = (int)strlen(tm->name);
    for (q++, depth = 1; q->kind != TK_EOF && depth > 0; q++) {
        if (lex_is(q, "{")) {
            depth++;
            continue;
        }
        if (lex_is(q, "}")) {
            depth--;
            member_tparams = NULL;
            continue;
        }
        if (depth != 1)
            continue;
        if (lex_is(q, ";"))
            member_tparams = NULL;
        if (q->kw == KW_TEMPLATE && lex_is(q + 1, "<")) {
            const lex_token *e = q + 2;
            int angle = 1;
            for (; e->kind != TK_EOF && angle > 0; e++)
                angle += lex_is(e, "<") ? 1 : lex_is(e, ">") ? -1 : lex_is(e, ">>") ? -2 : 0;
            member_tparams = q + 2;
            member_close = e - 1;
            q = e - 1;
            continue;
        }
        if (q->kind != TK_IDENT || q->len != len || strncmp(q->text, tm->name, (size_t)len) ||
            !lex_is(q + 1, "("))
            continue;
        const lex_token *prev = q - 1;
        if (!(lex_is(prev, ";") || lex_is(prev, "{") || lex_is(prev, "}") || lex_is(prev, ":") ||
              lex_is(prev, ">") || lex_is(prev, ">>") || prev->kw == KW_DEVICE ||
              prev->kw == KW_HOST || prev->kw == KW_CONSTEXPR || prev->kw == KW_INLINE ||
              parse_equal((lex_token *)prev, "explicit")))
            continue;
        const lex_token *open = q + 1, *close = open;
        int paren = 0;
        for (; close->kind != TK_EOF; close++) {
            paren += lex_is(close, "(") ? 1 : lex_is(close, ")") ? -1 : 0;
            if (paren == 0)
                break;
        }
        if (close->kind == TK_EOF)
            goto done;
        const lex_token *il = NULL; /* Name(std::initializer_list<X>): a braced list's candidate */
        for (const lex_token *x = open; x < close && !il; x++)
            if (parse_equal((lex_token *)x, "initializer_list") && lex_is(x + 1, "<") &&
                x[2].kind == TK_IDENT && lex_is(x + 3, ">"))
                il = x + 2;
        if (il && !member_tparams) {
            /* template <HEAD, class... U> auto __cr_ctad_list_Name(X, U...) -> Name<...>; */
            sess_buf_printf(out, "template < %s , class ... __cr_U > __host__ __device__ auto %s_list ( %.*s , __cr_U ... ) -> %s ;\n",
                            head.p, ctad_name(P, tm->name), il->len, il->text, ret.p);
            q = close;
            continue;
        }
        sess_buf_printf(out, "template < %s", head.p);
        if (member_tparams) {
            sess_buf_puts(out, " ,");
            parse_tokens_text(out, member_tparams, member_close);
        }
        sess_buf_printf(out, " > __host__ __device__ auto %s", ctad_name(P, tm->name));
        parse_tokens_text(out, open, close + 1);
        sess_buf_printf(out, " -> %s ;\n", ret.p);
        member_tparams = NULL;
        q = close;
    }
done:
    sess_buf_free(&head);
    sess_buf_free(&ret);
}

bool parse_deduction_guide(parser *P, lex_token *tmpl_tok)
{
    lex_token *name = P->tok;
    parse_template *cls = parse_find_template(P, name);
    if (!cls || !cls->is_class || cls->is_alias || !lex_is(name + 1, "("))
        return false;
    lex_token *close = name + 1;
    for (int paren = 0; close->kind != TK_EOF; close++) {
        paren += lex_is(close, "(") ? 1 : lex_is(close, ")") ? -1 : 0;
        if (paren == 0)
            break;
    }
    if (!lex_is(close + 1, "->"))
        return false;
    lex_token *end = close + 1;
    while (end->kind != TK_EOF && !lex_is(end, ";"))
        end++;
    sess_buf b = {0};
    parse_tokens_text(&b, tmpl_tok, name); /* template <...> */
    sess_buf_printf(&b, " __host__ __device__ auto %s", ctad_name(P, cls->name));
    parse_tokens_text(&b, name + 1, end);
    sess_buf_puts(&b, " ;\n");
    read_candidates(P, P->scope, b.p, cls->name);
    sess_buf_free(&b);
    P->tok = lex_is(end, ";") ? end + 1 : end;
    return true;
}

ty_type *parse_ctad(parser *P, parse_template *tm, lex_token *name, lex_token *init)
{
    lex_token *save = P->tok;
    /* the initialiser's arguments, read quietly (the declaration reads them again) */
    size_t cleanups = P->cleanups.len;
    parse_quiet q;
    parse_quiet_begin(P, &q);
    P->unevaluated++;
    bool reading = P->ctad_reading;
    if (!reading)
        P->ctad_lambdas = NULL;
    P->ctad_reading = true;
    parse_node *args[16];
    int nargs = 0;
    P->tok = init;
    const char *close = NULL;
    if (lex_is(P->tok, "=") && !lex_is(P->tok + 1, "{")) {
        P->tok++;
        args[nargs++] = parse_rvalue(P, parse_assign(P));
    } else {
        if (lex_is(P->tok, "="))
            P->tok++;
        close = lex_is(P->tok, "(") ? ")" : "}";
        P->tok++;
        while (!lex_is(P->tok, close) && P->tok->kind != TK_EOF && nargs < 16) {
            args[nargs++] = parse_rvalue(P, parse_assign(P)); /* (arrays decay, as a call's) */
            if (!parse_consume(P, ","))
                break;
        }
    }
    P->unevaluated--;
    P->ctad_reading = reading;
    bool read = parse_quiet_end(P, &q);
    P->cleanups.len = cleanups;
    P->tok = save;
    if (!read)
        return NULL;
    /* the copy deduction candidate: Box b2(b1) is a Box of b1's arguments */
    if (nargs == 1 && args[0]->ty) {
        ty_type *a = ty_unqual(args[0]->ty->kind == TY_PTR && args[0]->ty->is_ref ? args[0]->ty->base : args[0]->ty);
        if (a->tmpl_of == tm)
            return a;
    }
    if (!tm->ctad_read) {
        tm->ctad_read = true;
        sess_buf b = {0};
        ctor_candidates(P, tm, &b);
        if (b.p)
            read_candidates(P, tm->scope, b.p, tm->name);
        sess_buf_free(&b);
    }
    parse_func *f = NULL;
    for (int list = close && *close == '}' && nargs ? 1 : 0; list >= 0 && !f; list--) {
        /* a braced list: an initializer_list constructor first (C++17 [over.match.list]) */
        const char *cn = list ? sess_arena_printf(P->arena, "%s_list", ctad_name(P, tm->name))
                              : ctad_name(P, tm->name);
        /* (read into the template's scope: its namespace's, wherever it is named from) */
        parse_sym *s = tm->scope ? parse_scope_sym(P, tm->scope, cn, (int)strlen(cn)) : NULL;
        if (!s)
            s = parse_lookup(P, cn, (int)strlen(cn));
        parse_template *cands = s ? s->tmpl : NULL;
        f = cands ? parse_pick(P, NULL, cands, NULL, NULL, args, nargs, name, tm->name, true) : NULL;
    }
    if (f && f->ty && f->ty->base && ty_unqual(f->ty->base)->tmpl_of == tm)
        return ty_unqual(f->ty->base);
    if (nargs == 0 && !close) /* (no initialiser: nothing to deduce from) */
        return NULL;
    if (nargs == 0 && tm->nparams > 0 && tm->params[0].def) {
        /* C{} or C(): the guide of the default constructor (template <class T = void>
           C() -> C<T>) leaves nothing to deduce; every parameter has its default
           (std::negate{} is std::negate<void>: C++17 [over.match.class.deduct]) */
        bool all = true;
        for (int i = 0; i < tm->nparams; i++)
            all &= tm->params[i].def != NULL && !tm->params[i].is_pack;
        if (all) {
            parse_targ room[PARSE_MAX_TPARAMS] = {{0}};
            parse_targs a = {room, 0};
            return parse_class_instance(P, tm, &a, name);
        }
    }
    parse_error(P, name, "cannot deduce the template arguments of '%s' from this initialiser "
                "(C++17 class template argument deduction: give them, %s<...>)", tm->name, tm->name);
    return P->B->int_;
}
