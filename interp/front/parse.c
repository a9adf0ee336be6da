/* parse.c — declarations, statements and the translation unit (expressions are in
 * parse_expr.c, built-in functions in builtins.c).
 *
 * The device pass sees the whole file, host code included. Top-level declarations without a
 * CUDA specifier are host declarations: types and typedefs among them are shared with device
 * code and parsed normally; functions have their bodies skipped; and a host declaration this
 * front end cannot make sense of (a host-only type from a host header, say) is skipped
 * silently, because it is the host compiler's business — the parse is speculative and its
 * diagnostics are dropped.
 */
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "interp/front/parse_internal.h"
#include "interp/session/guide.h"

struct parse_scope {
    parse_scope *up;
    sess_map syms;
    sess_map tags;
    ty_type *cls;       /* a class scope: the class whose members are found here */
    const char *ns;     /* a namespace's scope: its path ("a::detail"); NULL otherwise (and
                           for the global namespace, the context's global) */
    bool is_inline;     /* an inline namespace: its names are also its enclosing one's */
    parse_scope *inlines, *next_inline; /* the inline namespaces directly in it, chained */
    struct parse_using *usings; /* the using-directives and -declarations written in it */
    bool block;         /* a block's scope (a function's body, a statement's): enter_scope */
    parse_var *inits;   /* its variables a jump may not pass, the newest first (init_prev):
                           declared with an initialiser, or of a class with a constructor or
                           destructor that does something ([stmt.dcl] p3) */
};

/* The variables a jump may not pass that are in scope at a point (a goto, a label, a switch, a
 * case label): each enclosing block's list as it was there. */
typedef struct {
    int n;
    parse_scope **scope;
    parse_var **head;
} scope_inits;

struct parse_ctx {
    sess_arena *arena;
    bool relaxed_constexpr; /* --expt-relaxed-constexpr (parse_ctx_set_relaxed_constexpr) */
    bool shared_dispatch;   /* one file of several (parse_ctx_set_shared_dispatch) */
    bool c_source;          /* the unit is a .c file (parse_ctx_set_unit) */
    bool host_source;       /* a file nvcc gives the host compiler: .c .cc .cpp .cxx */
    const char *unit_name;  /* its file (parse_ctx_set_unit) */
    const volatile sig_atomic_t *interrupt;
    ty_basics *B;
    parse_scope global; /* the global namespace */
    parse_scope flat;   /* every namespace-scope entity by its unique name (parse_ns_decl_name) */
    sess_map ns_scopes; /* each namespace's scope, by its path */
    VEC(parse_scope *) ns_list; /* the same, to free */
    int anon;
    int classes;        /* polymorphic classes so far (their ids) */
    int vbases;         /* classes named as virtual bases so far (their vb_id) */
    VEC(ty_type *) poly;        /* the polymorphic classes */
    VEC(parse_func *) virtuals; /* dispatchers, whose bodies are built at the end of a unit */
    sess_map links;     /* a function's link name -> the function (overloads, members) */
    VEC(parse_scope *) class_scopes; /* kept as long as their classes: freed with the context */
    VEC(parse_template *) templates; /* their instance maps too */
    const char *library_dir;         /* the headers whose functions' bodies wait for a use */
    sess_map ns_of;     /* an entity's unique name -> the innermost namespace it was declared in */
    sess_map ns_alias;  /* namespace cg = cooperative_groups: "cg" -> "cooperative_groups" */
    sess_map ns_paths;  /* each namespace opened, by its path ("a::detail") -> that path */
    sess_map ns_in;     /* a global name -> the path of the namespace of its first declaration */
    VEC(const char *) instances; /* explicit function instances' links (parse_ctx_instances) */
    sess_map builtin_types; /* built-in class types by name (parse_builtin_type_named) */
};

/* ---- Diagnostics ---------------------------------------------------------------------- */

static void vdiag(parser *P, cr_severity sev, lex_token *t, const char *fmt, va_list ap)
{
    if (P->too_deep) { /* the parse was abandoned: what the unwinding says is noise */
        P->errors += sev == CR_SEV_ERROR;
        return;
    }
    if (sev == CR_SEV_ERROR) {
        P->errors++;
        if (t->kind == TK_EOF)
            P->eof_error = true;
    }
    sess_vdiag(P->d, sev, t->file, t->line, t->col, fmt, ap);
}

void parse_error(parser *P, lex_token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(P, CR_SEV_ERROR, t, fmt, ap);
    va_end(ap);
}

void parse_warn(parser *P, lex_token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(P, CR_SEV_WARNING, t, fmt, ap);
    va_end(ap);
}

void parse_quiet_begin(parser *P, parse_quiet *q)
{
    q->mark = P->d->list.len;
    q->errors = P->errors;
    q->derrors = P->d->nerrors;
    q->eof = P->eof_error;
}

bool parse_quiet_failed(const parser *P, const parse_quiet *q)
{
    return P->errors != q->errors;
}

void parse_quiet_drop(parser *P, const parse_quiet *q)
{
    sess_diags_truncate(P->d, q->mark, q->derrors);
    P->errors = q->errors;
}

bool parse_quiet_end(parser *P, const parse_quiet *q)
{
    bool ok = !parse_quiet_failed(P, q);
    parse_quiet_drop(P, q);
    P->eof_error = q->eof;
    return ok;
}

void parse_note(parser *P, lex_token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(P, CR_SEV_NOTE, t, fmt, ap);
    va_end(ap);
}

static bool too_deep(parser *P)
{
    if (!P->too_deep) {
        parse_error(P, P->tok, "nesting too deep: more than %d levels of brackets, statements "
                    "or operators", PARSE_MAX_DEPTH);
        P->too_deep = true;
    }
    while (P->tok->kind != TK_EOF)
        P->tok++;
    return false;
}

/* Where this thread's stack ends, plus the spare (0 when it cannot be known). The frame address
 * is the real stack's even when a sanitizer keeps locals elsewhere. */
static uintptr_t stack_floor(void)
{
    pthread_attr_t a;
    void *lo = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &a) != 0)
        return 0;
    int r = pthread_attr_getstack(&a, &lo, &size);
    pthread_attr_destroy(&a);
    if (r != 0 || size < 2 * PARSE_STACK_SPARE)
        return 0;
    return (uintptr_t)lo + PARSE_STACK_SPARE;
}

bool parse_stop(parser *P, const char *why)
{
    if (!P->stop) {
        P->stop = why;
        P->stop_tok = P->tok;
    }
    P->too_deep = true; /* what the unwinding says is noise */
    P->errors++;
    while (P->tok->kind != TK_EOF)
        P->tok++;
    return false;
}

bool parse_enter(parser *P)
{
    if (P->depth >= PARSE_MAX_DEPTH)
        return too_deep(P);
    if (P->stop)
        return parse_stop(P, P->stop);
    if (P->ctx->interrupt && *P->ctx->interrupt)
        return parse_stop(P, "interrupted");
    if (P->arena->total - P->arena_start > PARSE_MAX_MEMORY)
        return parse_stop(P, "the front end needs more than 1 GiB for this input (its limit)");
    if ((uintptr_t)__builtin_frame_address(0) < P->stack_floor)
        return parse_stop(P, "nesting too deep: the front end's stack is used up");
    P->depth++;
    return true;
}

/* ---- Tokens ----------------------------------------------------------------------------- */

bool parse_equal(lex_token *t, const char *s)
{
    if (t->kind == TK_PUNCT)
        return lex_is(t, s);
    return t->kind == TK_IDENT && (int)strlen(s) == t->len && !memcmp(t->text, s, (size_t)t->len);
}

const char *parse_literal_operator(parser *P, const lex_token *t)
{
    if (t->kind != TK_STR || t->str_len || t[1].kind != TK_IDENT)
        return NULL;
    return sess_arena_printf(P->arena, "operator\"\"%.*s", t[1].len, t[1].text);
}

bool parse_consume(parser *P, const char *s)
{
    if (parse_equal(P->tok, s)) {
        P->tok++;
        return true;
    }
    return false;
}

static void describe(lex_token *t, char *buf, size_t n)
{
    if (t->kind == TK_EOF)
        snprintf(buf, n, "end of input");
    else
        snprintf(buf, n, "'%.*s'", t->len > 40 ? 40 : t->len, t->text);
}

void parse_expect(parser *P, const char *s)
{
    if (parse_consume(P, s))
        return;
    char got[64];
    describe(P->tok, got, sizeof got);
    if (P->tok->kind == TK_EOF)
        parse_error(P, P->tok, "unexpected end of input: expected '%s'", s);
    else
        parse_error(P, P->tok, "expected '%s' before %s", s, got);
}

lex_token *parse_expect_ident(parser *P)
{
    if (P->tok->kind == TK_IDENT) {
        if (P->tok->kw != KW_NONE && P->tok->kw < KW_GLOBAL)
            parse_warn(P, P->tok, "keyword '%.*s' used as an identifier", P->tok->len,
                       P->tok->text);
        return P->tok++;
    }
    char got[64];
    describe(P->tok, got, sizeof got);
    if (P->tok->kind == TK_EOF)
        parse_error(P, P->tok, "unexpected end of input: expected an identifier");
    else
        parse_error(P, P->tok, "expected an identifier before %s", got);
    return NULL;
}

char *parse_name(parser *P, lex_token *t)
{
    return sess_arena_strndup(P->arena, t->text, (size_t)t->len);
}

/* Skip to just after the next ';' at nesting depth 0, or to a '}' closing the current block
 * (not consumed), for error recovery. */
static void sync_stmt(parser *P)
{
    int depth = 0;
    while (P->tok->kind != TK_EOF) {
        if (lex_is(P->tok, "{") || lex_is(P->tok, "(") || lex_is(P->tok, "[")) {
            depth++;
        } else if (lex_is(P->tok, ")") || lex_is(P->tok, "]")) {
            if (depth > 0)
                depth--;
        } else if (lex_is(P->tok, "}")) {
            if (depth == 0)
                return;
            depth--;
            if (depth == 0) {
                P->tok++;
                if (lex_is(P->tok, ";"))
                    P->tok++;
                return;
            }
        } else if (lex_is(P->tok, ";") && depth == 0) {
            P->tok++;
            return;
        }
        P->tok++;
    }
}

/* Skip a balanced group starting at the current '{', '(' or '['. */
static void skip_balanced(parser *P)
{
    int depth = 0;
    do {
        if (lex_is(P->tok, "{") || lex_is(P->tok, "(") || lex_is(P->tok, "["))
            depth++;
        else if (lex_is(P->tok, "}") || lex_is(P->tok, ")") || lex_is(P->tok, "]"))
            depth--;
        if (P->tok->kind == TK_EOF) {
            parse_error(P, P->tok, "unexpected end of input: unbalanced brackets");
            return;
        }
        P->tok++;
    } while (depth > 0);
}

void parse_skip_balanced(parser *P)
{
    skip_balanced(P);
}

/* ---- The state of the function being parsed (saved around a nested one) ---- */

void parse_save_fn(parser *P, parse_fn_state *st)
{
    st->fn = P->fn;
    st->cur_switch = P->cur_switch;
    st->loop_depth = P->loop_depth;
    st->switch_depth = P->switch_depth;
    memcpy(&st->gotos, &P->gotos, sizeof st->gotos);
    memcpy(&st->labels, &P->labels, sizeof st->labels);
    memcpy(&st->cleanups, &P->cleanups, sizeof st->cleanups);
    st->break_mark = P->break_mark;
    st->continue_mark = P->continue_mark;
    st->init_obj = P->init_obj;
    st->init_cls = P->init_cls;
    P->init_obj = NULL; /* (another function's body: its own this) */
    P->init_cls = NULL;
    memset(&P->gotos, 0, sizeof P->gotos);
    memset(&P->labels, 0, sizeof P->labels);
    memset(&P->cleanups, 0, sizeof P->cleanups);
    P->break_mark = P->continue_mark = 0;
    P->fn = NULL;
    P->cur_switch = NULL;
    P->loop_depth = P->switch_depth = 0;
}

void parse_restore_fn(parser *P, parse_fn_state *st)
{
    VEC_FREE(P->gotos);
    VEC_FREE(P->labels);
    VEC_FREE(P->cleanups);
    memcpy(&P->cleanups, &st->cleanups, sizeof st->cleanups);
    P->break_mark = st->break_mark;
    P->continue_mark = st->continue_mark;
    P->fn = st->fn;
    P->cur_switch = st->cur_switch;
    P->loop_depth = st->loop_depth;
    P->switch_depth = st->switch_depth;
    P->init_obj = st->init_obj;
    P->init_cls = st->init_cls;
    memcpy(&P->gotos, &st->gotos, sizeof st->gotos);
    memcpy(&P->labels, &st->labels, sizeof st->labels);
}

/* ---- Scopes ----------------------------------------------------------------------------- */

static void enter_scope(parser *P)
{
    parse_scope *s = sess_arena_alloc(P->arena, sizeof *s);
    s->up = P->scope;
    s->block = true;
    P->scope = s;
}

static void leave_scope(parser *P)
{
    parse_scope *s = P->scope;
    P->scope = s->up;
    sess_map_free(&s->syms);
    sess_map_free(&s->tags);
}

/* ---- Namespaces ----
 * Each namespace is a scope of its own (C++17 [basic.namespace]), kept by the context across
 * REPL cells: its names, the inline namespaces in it, and the using-directives and
 * -declarations written in it. An unqualified name is looked up outward from the innermost
 * scope (block, class, the enclosing namespaces, the global one); at each namespace it is that
 * namespace's own name (or an inline namespace's in it), or one a using-declaration there names,
 * or one that a using-directive on the way brings: those appear as if declared in the nearest
 * namespace enclosing both the directive and the namespace it names ([namespace.udir] p2). A
 * qualified name a::b::x is looked up in namespace a::b (its inline namespaces, then the
 * namespaces its using-directives name: [namespace.qual]).
 *
 * Every namespace-scope entity is also in the context's flat table under a name unique in the
 * unit: its plain name when no other namespace's entity took that first, else its path and
 * name ("gpu::Config"; "::x" in the global namespace), from which its C and bytecode names are
 * made (a program without such clashes keeps its plain names). That table serves what names an
 * entity by its unique name (completion, the REPL's types, an enumerator's E::name). */

/* Appends "::PART" (PART alone when N is 0) to the N bytes of BUF of SIZE bytes: the new
 * length, or -1 when it does not fit (or N was -1). */
static int ns_join(char *buf, size_t size, int n, const char *part, int plen)
{
    int k = n < 0 ? -1 : snprintf(buf + n, size - (size_t)n, "%s%.*s", n ? "::" : "", plen, part);
    return k < 0 || (size_t)(n + k) >= size ? -1 : n + k;
}

/* The qualifier a::b written by the tokens from FROM up to END (its identifiers; a leading
 * "::" is dropped) in BUF of SIZE bytes: its length, or -1 when it does not fit. */
static int ns_qual_text(const lex_token *from, const lex_token *end, char *buf, size_t size)
{
    int n = 0;
    for (const lex_token *x = from; x < end; x++)
        if (x->kind == TK_IDENT)
            n = ns_join(buf, size, n, x->text, x->len);
    return n;
}

/* The length of the path of the namespace enclosing the one of PATH's first LEN bytes
 * ("a" of "a::b"), 0 for the global namespace. */
static int ns_parent(const char *path, int len)
{
    while (len > 1 && !(path[len - 1] == ':' && path[len - 2] == ':'))
        len--;
    return len > 1 ? len - 2 : 0;
}

/* The scope of the namespace of path PATH (LEN bytes; "" the global one), made (with the
 * namespaces enclosing it) when MAKE; NULL when there is none. */
static parse_scope *ns_scope(parser *P, const char *path, int len, bool make)
{
    if (len <= 0)
        return &P->ctx->global;
    parse_scope *s = sess_map_get(&P->ctx->ns_scopes, path, len);
    if (s || !make)
        return s;
    parse_scope *up = ns_scope(P, path, ns_parent(path, len), true);
    s = sess_arena_alloc(P->ctx->arena, sizeof *s);
    s->up = up;
    s->ns = sess_arena_strndup(P->ctx->arena, path, (size_t)len);
    sess_map_put(&P->ctx->ns_scopes, s->ns, len, s);
    sess_map_put(&P->ctx->ns_paths, s->ns, len, (void *)s->ns);
    VEC_PUSH(P->ctx->ns_list, s);
    return s;
}

/* The innermost namespace scope of S and the scopes enclosing it (the global one at last). */
static parse_scope *ns_enclosing(parser *P, parse_scope *s)
{
    while (s && !s->ns)
        s = s->up;
    return s ? s : &P->ctx->global;
}

parse_scope *parse_scope_namespace(parser *P, parse_scope *s)
{
    return ns_enclosing(P, s);
}

/* The namespace NAME (LEN bytes) that is a member of namespace scope S: its own, or one of an
 * inline namespace in it (std::string_literals is std::literals::string_literals). */
static parse_scope *ns_child(parser *P, const parse_scope *s, const char *name, int len, int depth)
{
    char key[256];
    int n = s->ns ? ns_join(key, sizeof key, 0, s->ns, (int)strlen(s->ns)) : 0;
    n = ns_join(key, sizeof key, n, name, len);
    parse_scope *c = n > 0 ? sess_map_get(&P->ctx->ns_scopes, key, n) : NULL;
    for (const parse_scope *i = s->inlines; i && !c && depth < 8; i = i->next_inline)
        c = ns_child(P, i, name, len, depth + 1);
    return c;
}

/* The namespace the qualifier QUAL (QL bytes, no leading "::") names from namespace scope S,
 * component by component, or NULL. */
static parse_scope *ns_walk(parser *P, parse_scope *s, const char *qual, int ql)
{
    for (int i = 0; s && i < ql;) {
        int j = i;
        while (j < ql && qual[j] != ':')
            j++;
        s = ns_child(P, s, qual + i, j - i, 0);
        i = j + 2;
    }
    return s;
}

const char *parse_ns_resolve(parser *P, const char *qual, int ql)
{
    bool global = ql >= 2 && qual[0] == ':';
    if (global) {
        qual += 2;
        ql -= 2;
    }
    int len = P->ns_path && !global ? (int)strlen(P->ns_path) : 0;
    for (;; len = ns_parent(P->ns_path, len)) {
        char key[256];
        int n = ns_join(key, sizeof key, len ? ns_join(key, sizeof key, 0, P->ns_path, len) : 0, qual, ql);
        const char *path = n > 0 ? sess_map_get(&P->ctx->ns_paths, key, n) : NULL;
        if (!path) { /* (through inline namespaces) */
            parse_scope *s = ns_walk(P, len ? ns_scope(P, P->ns_path, len, false) : &P->ctx->global, qual, ql);
            path = s ? s->ns : NULL;
        }
        if (path || !len)
            return path;
    }
}

/* NAME declared in namespace scope NS itself or in an inline namespace in it. */
static parse_sym *ns_own(const parse_scope *ns, const char *name, int len, int depth)
{
    parse_sym *e = sess_map_get(&ns->syms, name, len);
    for (const parse_scope *i = ns->inlines; i && !e && depth < 16; i = i->next_inline)
        e = ns_own(i, name, len, depth + 1);
    return e;
}

/* Qualified lookup of NAME in namespace scope NS (C++17 [namespace.qual]): its own, else what
 * the namespaces its using-directives name declare (all of them: two different entities are
 * ambiguous, kept in P->ambig). */
static parse_sym *ns_qualified(parser *P, const parse_scope *ns, const char *name, int len, int depth)
{
    parse_sym *e = ns_own(ns, name, len, 0);
    if (e || depth > 8)
        return e;
    parse_sym *found = NULL;
    const char *found_ns = NULL;
    for (const struct parse_using *u = ns->usings; u; u = u->next) {
        if (u->name || !u->target || u->target == ns)
            continue;
        parse_sym *x = ns_qualified(P, u->target, name, len, depth + 1);
        if (!x || x == found)
            continue;
        if (found && !P->ambig[0] && !(found->type_def && x->type_def &&
                                       ty_compatible(found->type_def, x->type_def))) {
            P->ambig[0] = sess_arena_printf(P->arena, "%s::%.*s", found_ns, len, name);
            P->ambig[1] = sess_arena_printf(P->arena, "%s::%.*s", u->target->ns, len, name);
        }
        if (!found) {
            found = x;
            found_ns = u->target->ns;
        }
    }
    return found;
}

/* Is namespace scope A the namespace of scope N or one enclosing it? */
static bool ns_encloses(const parse_scope *a, const parse_scope *n)
{
    for (; n; n = n->up)
        if (n == a)
            return true;
    return false;
}

/* The namespace a using-directive in scope AT naming TARGET makes its names appear in: the
 * nearest one enclosing both ([namespace.udir] p2). */
static parse_scope *udir_home(parser *P, parse_scope *at, const parse_scope *target)
{
    for (parse_scope *s = ns_enclosing(P, at); s; s = ns_enclosing(P, s->up)) {
        if (ns_encloses(s, target) || s == &P->ctx->global)
            return s;
        if (!s->up)
            break;
    }
    return &P->ctx->global;
}

/* Whether A and B are one entity: a typedef in two namespaces of one type is (C++17
 * [namespace.udir] p6 asks for two entities). */
static bool ns_same(const parse_sym *a, const parse_sym *b)
{
    return a == b || (a->type_def && b->type_def && ty_compatible(a->type_def, b->type_def)) ||
           (a->func && b->func && a->func == b->func);
}

/* The path of namespace scope S as a qualifier, "" for the global namespace. */
static const char *ns_name(const parse_scope *s)
{
    return s->ns ? s->ns : "";
}

/* Whether E names functions (or function templates), whose sets of one name from several
 * namespaces are one set of candidates rather than an ambiguity. */
static bool overloadable(const parse_sym *e)
{
    return e->func || (e->tmpl && !e->tmpl->is_class && !e->tmpl->is_var);
}

void parse_sets_add(parse_sets *sets, parse_sym *e)
{
    for (int i = 0; i < sets->n; i++)
        if (sets->s[i] == e || (e->func && sets->s[i]->func == e->func && sets->s[i]->tmpl == e->tmpl))
            return;
    if (sets->n < PARSE_MAX_SETS)
        sets->s[sets->n++] = e;
}

/* NAME at namespace scope NS on the way out from the innermost scope (C++17
 * [basic.lookup.unqual]): NS's own (or its inline namespaces'), the entity a using-declaration
 * in NS names, and what the using-directives from the innermost scope out to NS bring there.
 * Two different ones (not functions, which make one overload set) are ambiguous, kept in
 * P->ambig. */
static parse_sym *ns_lookup(parser *P, parse_scope *ns, const char *name, int len)
{
    parse_sym *found = ns_own(ns, name, len, 0);
    const char *found_ns = ns_name(ns);
    for (parse_scope *c = P->scope; c; c = c == ns ? NULL : c->up) {
        for (const struct parse_using *u = c->usings; u; u = u->next) {
            if (!u->target)
                continue;
            parse_sym *x;
            if (u->name) { /* using ns::x; holds in the scope it is written in */
                if (c != ns || (int)strlen(u->name) != len || memcmp(u->name, name, (size_t)len))
                    continue;
                x = ns_qualified(P, u->target, name, len, 0);
            } else {
                if (udir_home(P, c, u->target) != ns)
                    continue;
                x = ns_qualified(P, u->target, name, len, 0);
            }
            if (!x || (found && ns_same(found, x)))
                continue;
            if (found && overloadable(found) && overloadable(x)) {
                parse_sets_add(&P->more, x); /* (one overload set: a call takes them all) */
                continue;
            }
            if (found && !overloadable(found) && !overloadable(x) && !P->ambig[0]) {
                const char *a = sess_arena_printf(P->arena, "%s::%.*s", u->target->ns, len, name);
                const char *b = sess_arena_printf(P->arena, "%s::%.*s", found_ns, len, name);
                if (!*found_ns)
                    b += 2;
                bool own = found == ns_own(ns, name, len, 0);
                P->ambig[0] = own ? a : b; /* (the earlier directive's first, as g++) */
                P->ambig[1] = own ? b : a;
            }
            if (!found || (u->name && c == ns && !ns_own(ns, name, len, 0))) {
                found = x;
                found_ns = u->target->ns;
            }
        }
    }
    return found;
}

/* An error when the lookup of T just made found two entities through using-directives. */
void parse_ambiguous(parser *P, lex_token *t)
{
    if (P->ambig[0] && P->ambig_said != t) {
        P->ambig_said = t;
        parse_error(P, t, "reference to '%.*s' is ambiguous: candidates are '%s' and '%s'",
                    t->len, t->text, P->ambig[0], P->ambig[1]);
    }
    P->ambig[0] = P->ambig[1] = NULL;
}

bool parse_in_library(const parser *P, const lex_token *t)
{
    const char *dir = P->ctx->library_dir;
    return dir && t && t->file && !strncmp(t->file, dir, strlen(dir));
}

/* Whether the entity E of the flat table was declared in one of cudarepl's headers (under
 * the library directory): those were written when namespaces were one scope, and their names
 * are still found from anywhere when the scoped lookup finds none. */
static bool library_sym(parser *P, const parse_sym *e)
{
    const char *dir = P->ctx->library_dir;
    const lex_token *t = !e ? NULL : e->func ? e->func->tok : e->var ? e->var->tok
                       : e->tmpl && e->tmpl->decl ? e->tmpl->decl : NULL;
    const char *file = t ? t->file : e && e->type_def && ty_unqual(e->type_def)->file
                                         ? ty_unqual(e->type_def)->file : NULL;
    if (e && e->type_def && !file && !e->func && !e->var && !e->tmpl)
        return true; /* a built-in typedef (size_t, float4) */
    return dir && file && !strncmp(file, dir, strlen(dir));
}

static parse_sym *lookup_raw(parser *P, const char *name, int len)
{
    P->ambig[0] = P->ambig[1] = NULL;
    P->more.n = 0;
    if (P->qual_ns && name == P->qual_name) { /* ns::name (C++17 [namespace.qual]) */
        parse_sym *e = ns_qualified(P, P->qual_ns, name, len, 0);
        if (e)
            return e;
    }
    if (name == P->global_name) /* ::name: not a member's or a local's */
        return ns_qualified(P, &P->ctx->global, name, len, 0);
    for (parse_scope *s = P->scope; s; s = s->up) {
        parse_sym *e = s->ns || s == &P->ctx->global ? ns_lookup(P, s, name, len)
                                                     : sess_map_get(&s->syms, name, len);
        if (!e && s->cls && s->cls->scope == s && s->cls->base_class)
            e = parse_class_lookup(s->cls->base_class, name, len); /* a base's (C++ [class.member.lookup]) */
        if (e)
            return e;
        if (s == &P->ctx->global)
            break;
    }
    /* a name written with a qualifier the lookup above did not go through (an entity's unique
       name, a class's nested name A::In), or a library header's entity */
    parse_sym *e = sess_map_get(&P->ctx->flat.syms, name, len);
    if (e && (P->ns_qualified || memchr(name, ':', (size_t)len) || library_sym(P, e)))
        return e;
    return NULL;
}

parse_sym *parse_lookup(parser *P, const char *name, int len)
{
    parse_sym *e = lookup_raw(P, name, len);
    if (e && e->pack && P->pack_elem > 0 && P->pack_elem <= e->pack->n)
        return e->pack->elems[P->pack_elem - 1];
    return e;
}

parse_sym *parse_lookup_member(parser *P, ty_type *cls, const char *name, int len)
{
    parse_scope *s = P->scope;
    if (s && s->cls && cls && ty_unqual(s->cls) == ty_unqual(cls))
        return sess_map_get(&s->syms, name, len);
    return parse_lookup(P, name, len);
}

/* The types deduced for a generic lambda's `auto... xs` while its parameters are read (a pack
 * declared under a name no identifier has), or NULL */
static parse_pack *auto_pack(parser *P)
{
    parse_sym *e = lookup_raw(P, PARSE_AUTO_PACK, (int)strlen(PARSE_AUTO_PACK));
    return e ? e->pack : NULL;
}

parse_pack *parse_lookup_pack(parser *P, const lex_token *t)
{
    if (t->kw == KW_AUTO)
        return auto_pack(P);
    if (t->kind != TK_IDENT || t->kw != KW_NONE)
        return NULL;
    parse_sym *e = lookup_raw(P, t->text, t->len);
    return e ? e->pack : NULL;
}

/* Adds namespace scope NS to the N of LIST (of MAX) unless it is there. */
static void adl_add(parse_scope **list, int *n, int max, parse_scope *ns)
{
    for (int i = 0; i < *n; i++)
        if (list[i] == ns)
            return;
    if (ns && *n < max)
        list[(*n)++] = ns;
}

/* The namespaces associated with type TY (C++17 [basic.lookup.argdep] p2), added to LIST: a
 * class's (an instance's: its template's), its bases', its template arguments'; an
 * enumeration's; those of what a pointer, reference or array is of. */
static void adl_namespaces(parser *P, ty_type *ty, parse_scope **list, int *n, int max, int depth)
{
    while (ty && (ty->kind == TY_PTR || ty->kind == TY_ARRAY) && !ty->memptr_cls)
        ty = ty->base;
    ty_type *u = ty ? ty_unqual(ty) : NULL;
    if (!u || depth > 4 || (u->kind != TY_STRUCT && u->kind != TY_UNION && u->kind != TY_ENUM))
        return;
    parse_scope *home = u->home;
    if (u->tmpl_of && u->tmpl_of->scope)
        home = ns_enclosing(P, u->tmpl_of->scope);
    adl_add(list, n, max, home ? ns_enclosing(P, home) : NULL);
    if (u->kind == TY_ENUM)
        return;
    for (ty_member *m = u->members; m; m = m->next)
        if (m->is_base)
            adl_namespaces(P, m->ty, list, n, max, depth + 1);
    const parse_targs *a = u->tmpl_args;
    for (int i = 0; a && i < a->n; i++)
        if (a->a[i].is_type)
            adl_namespaces(P, a->a[i].ty, list, n, max, depth + 1);
}

void parse_adl(parser *P, const char *name, int len, parse_node **args, int nargs,
               const parse_sym *except, parse_sets *sets)
{
    enum { MAXNS = 16 };
    parse_scope *list[MAXNS];
    int n = 0;
    for (int i = 0; i < nargs; i++)
        if (args[i])
            adl_namespaces(P, args[i]->ty, list, &n, MAXNS, 0);
    for (int i = 0; i < n; i++) {
        parse_sym *e = ns_own(list[i], name, len, 0);
        if (e && e != except && overloadable(e) &&
            !(except && e->func == except->func && e->tmpl == except->tmpl))
            parse_sets_add(sets, e);
    }
}

/* The scope a declaration made now enters: the current one, or for a friend function defined
 * in a class, the namespace enclosing the class ([class.friend]). */
static parse_scope *decl_scope(parser *P)
{
    if (P->scope && P->scope == P->friend_scope)
        return ns_enclosing(P, P->scope->up);
    return P->scope;
}

const char *parse_ns_decl_name(parser *P, const char *name)
{
    parse_scope *into = decl_scope(P);
    if (!into || (!into->ns && into != &P->ctx->global))
        return name;
    const char *path = ns_name(into);
    int len = (int)strlen(name);
    if (strstr(name, "::") || sess_map_get(&into->syms, name, len) || sess_map_get(&into->tags, name, len))
        return name; /* (declared here before: its name then) */
    const char *in = sess_map_get(&P->ctx->ns_in, name, len);
    if (!sess_map_get(&P->ctx->flat.syms, name, len) || (in && !strcmp(in, path)))
        return name;
    return sess_arena_printf(P->arena, "%s::%s", path, name);
}

/* NAME (the entity's unique name, parse_ns_decl_name's) as the key of namespace scope INTO:
 * without the namespace's path. */
static const char *ns_key(const parse_scope *into, const char *name)
{
    const char *path = ns_name(into);
    size_t n = strlen(path);
    if (!strncmp(name, path, n) && !strncmp(name + n, "::", 2) && (n || !strncmp(name, "::", 2)))
        return name + n + 2;
    return name;
}

static parse_sym *declare(parser *P, const char *name)
{
    parse_sym *s = sess_arena_alloc(P->arena, sizeof *s);
    parse_scope *into = decl_scope(P);
    if (!into->ns && into != &P->ctx->global) {
        sess_map_put(&into->syms, name, (int)strlen(name), s);
        return s;
    }
    const char *path = ns_name(into);
    name = parse_ns_decl_name(P, name);
    const char *key = ns_key(into, name);
    sess_map_put(&into->syms, key, (int)strlen(key), s);
    sess_map_put(&P->ctx->flat.syms, name, (int)strlen(name), s);
    if (P->ns && *path)
        sess_map_put(&P->ctx->ns_of, name, (int)strlen(name), (void *)P->ns);
    if (!sess_map_get(&P->ctx->ns_in, name, (int)strlen(name)))
        sess_map_put(&P->ctx->ns_in, name, (int)strlen(name), (void *)path);
    return s;
}

parse_sym *parse_declare(parser *P, const char *name)
{
    return declare(P, name);
}

/* Enter scope S (a class scope kept by its class, or a new one when NULL); returns the scope
 * to go back to. */
parse_scope *parse_push_scope(parser *P, parse_scope *s)
{
    parse_scope *up = P->scope;
    if (!s)
        s = sess_arena_alloc(P->arena, sizeof *s);
    s->up = up;
    P->scope = s;
    return up;
}

parse_scope *parse_scope_up(parse_scope *s)
{
    return s->up;
}

void parse_scope_relink(parse_scope *s, parse_scope *up)
{
    s->up = up;
}

void parse_pop_scope(parser *P, parse_scope *up, bool keep)
{
    if (!keep) {
        sess_map_free(&P->scope->syms);
        sess_map_free(&P->scope->tags);
    }
    P->scope = up;
}

parse_sym *parse_class_lookup(ty_type *cls, const char *name, int len)
{
    for (ty_type *c = cls ? ty_unqual(cls) : NULL; c; c = c->base_class ? ty_unqual(c->base_class) : NULL) {
        parse_sym *s = c->scope ? sess_map_get(&c->scope->syms, name, len) : NULL;
        if (s)
            return s;
    }
    return NULL;
}

void parse_each_polymorphic(parser *P, void (*fn)(parser *, ty_type *, void *), void *arg)
{
    for (size_t i = 0; i < P->ctx->poly.len; i++)
        fn(P, P->ctx->poly.p[i], arg);
}

void parse_add_dispatcher(parser *P, parse_func *d)
{
    VEC_PUSH(P->ctx->virtuals, d);
}

parse_func **parse_dispatchers(parser *P, size_t *n)
{
    *n = P->ctx->virtuals.len;
    return P->ctx->virtuals.p;
}

void parse_keep_template(parser *P, parse_template *tm)
{
    VEC_PUSH(P->ctx->templates, tm);
}

ty_type *parse_scope_class(parse_scope *s)
{
    return s ? s->cls : NULL;
}

parse_scope *parse_global_scope(parser *P)
{
    return &P->ctx->global;
}


static ty_type *lookup_tag(parser *P, lex_token *t, bool current_only)
{
    for (parse_scope *s = P->scope; s; s = current_only ? NULL : s->up) {
        ty_type *ty = sess_map_get(&s->tags, t->text, t->len);
        for (parse_scope *i = s->inlines; i && !ty; i = i->next_inline)
            ty = sess_map_get(&i->tags, t->text, t->len);
        if (ty)
            return ty;
    }
    return NULL;
}

void parse_global_tag(parser *P, ty_type *t)
{
    parse_scope *g = parse_global_scope(P);
    if (!sess_map_get(&g->tags, t->tag, (int)strlen(t->tag)))
        sess_map_put(&g->tags, t->tag, (int)strlen(t->tag), t);
    if (!sess_map_get(&P->ctx->flat.tags, t->tag, (int)strlen(t->tag)))
        sess_map_put(&P->ctx->flat.tags, t->tag, (int)strlen(t->tag), t);
}

static ty_type *find_typedef(parser *P, lex_token *t)
{
    if (t->kind != TK_IDENT || t->kw != KW_NONE)
        return NULL;
    parse_sym *s = parse_lookup(P, t->text, t->len);
    parse_ambiguous(P, t);
    return s ? s->type_def : NULL;
}

ty_type *parse_member_def_class(parser *P, lex_token *t)
{
    ty_type *cls = NULL;
    int angle = 0;
    for (lex_token *q = t; q->kind != TK_EOF; q++) {
        if (lex_is(q, ";") || lex_is(q, "{") || lex_is(q, "=") || lex_is(q, "("))
            return NULL;
        if (lex_is(q, "<"))
            angle++;
        else if (lex_is(q, ">"))
            angle--;
        else if (lex_is(q, ">>"))
            angle -= 2;
        if (angle > 0 || q->kind != TK_IDENT || q->kw != KW_NONE || !lex_is(q + 1, "::"))
            continue;
        parse_sym *ns = cls && cls->scope && q > t && lex_is(q - 1, "::")
                            ? parse_class_lookup(cls, q->text, q->len) : NULL;
        ty_type *ty = ns && ns->type_def ? ns->type_def : find_typedef(P, q); /* A::B::f */
        cls = ty && (ty_unqual(ty)->kind == TY_STRUCT || ty_unqual(ty)->kind == TY_UNION)
                  ? ty_unqual(ty) : NULL;
        lex_token *m = q + 2;
        if (cls && (m->kw == KW_OPERATOR || lex_is(m, "~") ||
                    (m->kind == TK_IDENT && lex_is(m + 1, "("))))
            return cls;
    }
    return NULL;
}

/* The type ns::T names, NS the first qualifier's token (a::b::T): ns's own T, or the plain
 * name's. */
static ty_type *ns_member_type(parser *P, lex_token *ns, lex_token *t)
{
    parse_sym *s = parse_qualified_sym(P, ns, t);
    if (s)
        return s->type_def;
    bool was = P->ns_qualified;
    P->ns_qualified = true;
    ty_type *ty = find_typedef(P, t);
    P->ns_qualified = was;
    return ty;
}

/* The type a qualified name a::b::T names (a class's nested type, or a namespace member:
 * parse_qualified_sym); *END is the token after it. NULL when it names no type. */
static ty_type *qualified_type(parser *P, lex_token *t, lex_token **end)
{
    lex_token *q = t;
    ty_type *cls = NULL;
    for (;;) {
        ty_type *found = NULL;
        if (cls && ty_unqual(cls)->scope) {
            parse_sym *s = parse_class_lookup(cls, q->text, q->len); /* a base's too */
            found = s ? s->type_def : NULL;
            if (!found)
                return NULL;
        } else if (q > t) {
            found = ns_member_type(P, t, q);
        } else {
            found = find_typedef(P, q);
        }
        if (found && ty_unqual(found)->kind == TY_TPARAM && lex_is(q + 1, "::")) {
            /* T::name in a template's pattern: a type that depends on T (not deducible) */
            while (lex_is(q + 1, "::") && (q + 2)->kind == TK_IDENT)
                q += 2;
            *end = q + 1;
            ty_type *dep = ty_new(P->arena, TY_TPARAM, 1, 1);
            dep->array_len = -1;
            dep->name = "dependent";
            dep->complete = true;
            return dep;
        }
        if (!lex_is(q + 1, "::") || (q + 2)->kind != TK_IDENT) {
            *end = q + 1;
            return found;
        }
        if (found && (ty_unqual(found)->kind == TY_STRUCT || ty_unqual(found)->kind == TY_UNION))
            cls = found;
        else
            cls = NULL; /* a namespace */
        q += 2;
    }
}

/* In ns::Name<...>, the qualifiers naming no class (namespaces) and Name
 * a class template (cg::thread_block_tile<32>): Name's token, the template to *TM; NULL
 * otherwise. */
static lex_token *ns_class_template(parser *P, lex_token *t, parse_template **tm)
{
    lex_token *ns = NULL;
    while (t->kind == TK_IDENT && t->kw == KW_NONE && lex_is(t + 1, "::") && (t + 2)->kind == TK_IDENT) {
        if (find_typedef(P, t) || parse_find_template(P, t))
            return NULL;
        ns = ns ? ns : t;
        t += 2;
    }
    if (t->kind != TK_IDENT || t->kw != KW_NONE || !lex_is(t + 1, "<"))
        return NULL;
    *tm = parse_find_ns_template(P, ns, t);
    return *tm && (*tm)->is_class ? t : NULL;
}

lex_token *parse_member_class_template(parser *P, lex_token *t, bool defining, parse_template **tm)
{
    ty_type *cls = NULL;
    for (lex_token *q = t; q->kind == TK_IDENT && q->kw == KW_NONE && lex_is(q + 1, "::");) {
        lex_token *n = q + 2;
        if (n->kw == KW_TEMPLATE)
            n++; /* A::template Name<...> */
        ty_type *found = NULL;
        if (cls) {
            parse_sym *s = parse_class_lookup(cls, q->text, q->len);
            found = s ? s->type_def : NULL;
        } else {
            found = q > t ? ns_member_type(P, t, q) : find_typedef(P, q);
        }
        if (found && (ty_unqual(found)->kind == TY_STRUCT || ty_unqual(found)->kind == TY_UNION))
            cls = ty_unqual(found);
        else if (found || cls)
            return NULL; /* (not a class, nor a namespace) */
        if (n->kind != TK_IDENT || n->kw != KW_NONE)
            return NULL;
        if (cls && (defining ? !lex_is(n + 1, "::") : lex_is(n + 1, "<")) && cls->scope) {
            parse_sym *s = parse_class_lookup(cls, n->text, n->len);
            *tm = s && s->tmpl && s->tmpl->is_class ? s->tmpl : NULL;
            return *tm ? n : NULL;
        }
        q = n;
    }
    return NULL;
}

/* The member types named after class TY: ::Name, ::Name<...> (a member class template's
 * instance), ::template Name<...>. */
static ty_type *member_types(parser *P, ty_type *ty)
{
    for (;;) {
        lex_token *n = P->tok + 1;
        if (n->kw == KW_TEMPLATE)
            n++;
        if (!lex_is(P->tok, "::") || n->kind != TK_IDENT || !ty_unqual(ty)->scope)
            return ty;
        parse_sym *ns = parse_class_lookup(ty, n->text, n->len);
        if (ns && ns->tmpl && ns->tmpl->is_class && lex_is(n + 1, "<")) {
            P->tok = n + 1;
            parse_targs a = {sess_xmalloc(PARSE_MAX_TARGS * sizeof *a.a), 0};
            ty = parse_template_args(P, ns->tmpl, &a) ? parse_class_instance(P, ns->tmpl, &a, n)
                                                      : P->B->int_;
            free(a.a);
            continue;
        }
        if (!ns || !ns->type_def)
            return ty;
        ty = ns->type_def;
        P->tok = n + 1;
    }
}

/* A class template named without arguments at T (ns::Name too) that starts a declaration with
 * an initialiser (Name d(...), Name d{...}, Name d = ...): Name's token, for class template
 * argument deduction; else NULL. */
static lex_token *ctad_start(parser *P, lex_token *t)
{
    while (t->kind == TK_IDENT && t->kw == KW_NONE && lex_is(t + 1, "::") && (t + 2)->kind == TK_IDENT)
        t += 2;
    if (t->kind != TK_IDENT || t->kw != KW_NONE || (t + 1)->kind != TK_IDENT || t[1].kw != KW_NONE ||
        !(lex_is(t + 2, "(") || lex_is(t + 2, "{") || lex_is(t + 2, "=")))
        return NULL;
    parse_template *tm = parse_find_template(P, t);
    if (!tm || !tm->is_class || tm->is_alias || find_typedef(P, t))
        return NULL;
    return t;
}

/* ---- Declaration specifiers ------------------------------------------------------------- */

struct declspec {
    ty_type *ty;
    bool is_typedef, is_static, is_extern, is_inline, is_constexpr, is_auto;
    bool decltype_auto; /* decltype(auto): is_auto, deduced by decltype's rules */
    bool has_device, has_host, has_global, noinline, forceinline, grid_constant;
    parse_space space;     /* SP_REG when none given */
    lex_token *space_tok, *exec_tok;
    int align;
    bool packed;           /* __attribute__((packed)) */
    int launch_bounds[3], cluster_dims[3];
    bool extern_c;
    bool c_linkage;      /* extern "C" (not "C++") */
    bool is_virtual, is_explicit, is_friend, is_mutable;
    lex_token *start;      /* the first specifier */
    lex_token *tls_tok;    /* thread_local (_Thread_local, __thread), or NULL */
};

static ty_type *struct_decl(parser *P, bool is_union, bool is_class);
static ty_type *nested_class_decl(parser *P, ty_type *cls, bool is_union, bool is_class);
static ty_type *class_def_outside(parser *P, ty_type *cls, bool is_union, bool is_class);
static ty_type *name_tagged(parser *P, ty_type *t, lex_token *tag, const char *key);
static ty_type *enum_decl(parser *P);
static parse_node *stmt(parser *P);
static void typedef_decl(parser *P, declspec *ds);
static void using_decl(parser *P);
static void make_pretty(parser *P, parse_func *f);
static parse_var *new_var(parser *P, lex_token *name, ty_type *ty);
static parse_node *var_node(parser *P, parse_var *v, lex_token *t);
static parse_var *hidden_local(parser *P, ty_type *ty, lex_token *t);
static parse_node *destroy_cleanup(parser *P, struct parse_cleanup *c, lex_token *t);
static parse_node *assign_stmt(parser *P, parse_node *lhs, parse_node *rhs, lex_token *t);
static bool unit_list(parser *P, parse_func *f, int bit);
/* Reference variable V (of type T &) bound to the lvalue E: the statement that does it. */
static parse_node *bind_reference(parser *P, parse_var *v, parse_node *e, lex_token *t);
static void host_constant_reference(parser *P, const parse_node *e);
static parse_var *bound_temporary(parser *P, ty_type *ref, parse_node *e, lex_token *t,
                                  parse_node **made);
static parse_node *after_cleanups(parser *P, size_t mark, parse_node *s);
static parse_node *cleanup_calls(parser *P, size_t mark, lex_token *t);
static parse_node *end_full_expression(parser *P, size_t mark, parse_node *s);
static void track_dtor(parser *P, parse_var *v);
static parse_node *initial_value(parser *P, parse_var *lv, parse_node *e, lex_token *t);
static parse_node *with_unwinding(parser *P, parse_node *st, parse_var *v, lex_token *t);
static parse_node *unwinding_push(parser *P, parse_node *obj, lex_token *t);
static parse_node *runtime_call(parser *P, const char *name, parse_node **args, int nargs, lex_token *t);
static parse_node *loop_body(parser *P, bool sw);
static parse_node *loop_body_from(parser *P, bool sw, size_t mark);
static parse_node *if_constexpr(parser *P, lex_token *t);
static parse_node *cond_expr(parser *P, const char *what);
static ty_type *declarator(parser *P, ty_type *ty, lex_token **name);
static ty_type *abstract_declarator(parser *P, ty_type *ty);
static const char *operator_name(parser *P);
static ty_type *func_params(parser *P, ty_type *ret);
static ty_type *pointers(parser *P, ty_type *ty);

/* decltype(E)'s type (C++17 [dcl.type.simple] p4): an unparenthesised name of a variable or
 * a member gives its declared type (a reference variable's reference); an expression of
 * reference type (a call returning one, std::move(x)) its type; another lvalue ((x), *p, a[i])
 * a reference to its type; anything else its type as a value. PARENTHESISED: E was written
 * in parentheses of its own. */
static ty_type *decltype_of(parser *P, parse_node *e, bool parenthesised)
{
    if (!e->ty)
        return NULL;
    if (e->ty->kind == TY_PTR && e->ty->is_ref)
        return e->ty;
    if ((e->kind == ND_VAR || e->kind == ND_MEMBER) && !parenthesised)
        return e->ty;
    if (e->kind != ND_STR && e->kind != ND_COMPOUND && parse_is_lvalue(e) && !e->const_lvalue)
        return ty_ref(P->arena, e->ty);
    return parse_rvalue(P, e)->ty;
}

/* Is the expression from FROM to END (its end) one in parentheses of its own ((x), not
 * (a) + (b))? */
static bool parenthesised(lex_token *from, lex_token *end)
{
    if (!lex_is(from, "(") || !lex_is(end - 1, ")"))
        return false;
    int depth = 0;
    for (lex_token *t = from; t < end; t++) {
        if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))
            depth++;
        else if ((lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}")) && --depth == 0)
            return t == end - 1;
    }
    return false;
}

/* Does the __attribute__((...)) at T say packed? *NEXT: the token after it. */
static bool attribute_packed(lex_token *t, lex_token **next)
{
    int depth = 0;
    bool packed = false;
    for (t++; t->kind != TK_EOF; t++) {
        if (lex_is(t, "("))
            depth++;
        else if (lex_is(t, ")") && --depth <= 0)
            break;
        else if (parse_equal(t, "packed") || parse_equal(t, "__packed__"))
            packed = true;
    }
    *next = t->kind == TK_EOF ? t : t + 1;
    return packed;
}

/* __attribute__((...)): aligned(N) and packed are honoured, the rest ignored. */
static void attribute(parser *P, declspec *ds)
{
    P->tok++;
    if (!lex_is(P->tok, "(")) {
        parse_expect(P, "(");
        return;
    }
    lex_token *start = P->tok;
    skip_balanced(P);
    for (lex_token *t = start; t < P->tok; t++) {
        if ((parse_equal(t, "aligned") || parse_equal(t, "__aligned__")) && lex_is(t + 1, "(") &&
            (t + 2)->kind == TK_NUM && ds)
            ds->align = (int)(t + 2)->ival;
        if ((parse_equal(t, "packed") || parse_equal(t, "__packed__")) && ds)
            ds->packed = true;
    }
}

/* __launch_bounds__(a, b, c) and friends: up to three integer constants. */
static void int_args(parser *P, int out[3])
{
    P->tok++;
    parse_expect(P, "(");
    for (int i = 0; i < 3 && !lex_is(P->tok, ")"); i++) {
        int64_t v;
        if (parse_const_int(P, &v))
            out[i] = (int)v;
        if (!parse_consume(P, ","))
            break;
    }
    parse_expect(P, ")");
}

enum {
    T_VOID = 1 << 0, T_BOOL = 1 << 2, T_CHAR = 1 << 4, T_SHORT = 1 << 6, T_INT = 1 << 8,
    T_LONG = 1 << 10, T_FLOAT = 1 << 12, T_DOUBLE = 1 << 14, T_OTHER = 1 << 16,
    T_SIGNED = 1 << 17, T_UNSIGNED = 1 << 18, T_INT128 = 1 << 19,
};

static ty_type *counter_type(parser *P, int c, lex_token *t)
{
    ty_basics *B = P->B;
    switch (c) {
    case T_VOID: return B->void_;
    case T_BOOL: return B->bool_;
    case T_CHAR: return B->char_;
    case T_SIGNED + T_CHAR: return B->schar;
    case T_UNSIGNED + T_CHAR: return B->uchar;
    case T_SHORT: case T_SHORT + T_INT: case T_SIGNED + T_SHORT: case T_SIGNED + T_SHORT + T_INT:
        return B->short_;
    case T_UNSIGNED + T_SHORT: case T_UNSIGNED + T_SHORT + T_INT: return B->ushort;
    case T_INT: case T_SIGNED: case T_SIGNED + T_INT: return B->int_;
    case T_UNSIGNED: case T_UNSIGNED + T_INT: return B->uint;
    case T_LONG: case T_LONG + T_INT: case T_SIGNED + T_LONG: case T_SIGNED + T_LONG + T_INT:
        return B->long_;
    case T_UNSIGNED + T_LONG: case T_UNSIGNED + T_LONG + T_INT: return B->ulong;
    case T_LONG + T_LONG: case T_LONG + T_LONG + T_INT: case T_SIGNED + T_LONG + T_LONG:
    case T_SIGNED + T_LONG + T_LONG + T_INT:
        return B->llong;
    case T_UNSIGNED + T_LONG + T_LONG: case T_UNSIGNED + T_LONG + T_LONG + T_INT: return B->ullong;
    case T_FLOAT: return B->float_;
    case T_DOUBLE: return B->double_;
    case T_LONG + T_DOUBLE: return B->ldouble;
    case T_INT128: case T_SIGNED + T_INT128: return B->int128;
    case T_UNSIGNED + T_INT128: return B->uint128;
    default:
        parse_error(P, t, "invalid combination of type specifiers");
        return B->int_;
    }
}

/* declspec = (storage | CUDA specifier | qualifier | type specifier | attribute)+ */
/* Is a class template instance named by the specifier that ends at P->tok only declared (made
 * where it must be complete, C++ [temp.inst])? Yes in a member declaration, and as a pointer
 * or reference inside an instance (C<N + 1> *next in C<N>: made, it would make C<N + 2>). */
static bool defer_instance(parser *P)
{
    bool ptr = lex_is(P->tok, "*") || lex_is(P->tok, "&") || lex_is(P->tok, "&&");
    return !P->split_gt && !lex_is(P->tok, "::") &&
           (P->member_spec == P->scope || (ptr && P->inst_depth > 0));
}

/* Does a constructor's or destructor's definition outside its class start at T (`S::S(`,
 * `S<T>::~S(`)? */
static bool ctor_definition_start(parser *P, lex_token *t)
{
    lex_token *e = t + 1;
    if (lex_is(e, "<")) {
        parse_template *tm = parse_find_template(P, t);
        if (!tm || !tm->is_class)
            return false;
        if (!(e = parse_targs_end(e, false)))
            return false;
        e++;
    } else {
        ty_type *c = find_typedef(P, t);
        if (!c || (ty_unqual(c)->kind != TY_STRUCT && ty_unqual(c)->kind != TY_UNION))
            return false;
    }
    if (!lex_is(e, "::"))
        return false;
    lex_token *last = t; /* the class's name: A::B::B( is a constructor of the nested B */
    while ((e + 1)->kind == TK_IDENT && (e + 1)->kw == KW_NONE && lex_is(e + 2, "::")) {
        last = e + 1;
        e += 2;
    }
    lex_token *n = lex_is(e + 1, "~") ? e + 2 : e + 1;
    return n->kind == TK_IDENT && n->len == last->len &&
           !memcmp(n->text, last->text, (size_t)last->len) && lex_is(n + 1, "(");
}

/* A declaration that starts with a name no type has (`cudaIpcMemHandle_t h[4];`,
 * `CUresult f(...)`): said so, as clang says it; false when T does not look like one. */
static bool unknown_type_name(parser *P, lex_token *t)
{
    lex_token *n = t + 1;
    while (lex_is(n, "*") || lex_is(n, "&"))
        n++;
    if (t->kind != TK_IDENT || t->kw != KW_NONE || n->kind != TK_IDENT || n->kw != KW_NONE ||
        parse_lookup(P, t->text, t->len))
        return false;
    parse_error(P, t, "unknown type name '%.*s'", t->len, t->text);
    return true;
}

static bool declspec_parse(parser *P, declspec *ds)
{
    memset(ds, 0, sizeof *ds);
    ds->space = SP_REG;
    ds->start = P->tok;
    int counter = 0;
    lex_token *first = NULL; /* the first of the basic type specifiers */
    bool c = false, v = false, r = false, any = false;
    ty_type *ty = NULL;
    lex_token *start = P->tok;
    for (;;) {
        lex_token *t = P->tok;
        if (ds->is_auto && !ty && !counter && (lex_is(t, "::") || (t->kind == TK_IDENT && t->kw == KW_NONE)))
            break; /* C++'s auto is the type: a name after it is the declarator's (auto S::f()) */
        if (lex_is(t, "::") && !ty && !counter && t[1].kind == TK_IDENT && t[1].kw == KW_NONE &&
            parse_is_typename(P, t)) {
            P->tok++; /* ::ns::T x;: the global namespace's (namespaces are one) */
            continue;
        }
        if (t->kind != TK_IDENT)
            break;
        switch (t->kw) {
        case KW_TYPEDEF: ds->is_typedef = true; P->tok++; continue;
        case KW_STATIC: ds->is_static = true; P->tok++; continue;
        case KW_EXTERN:
            ds->is_extern = true;
            P->tok++;
            if (P->tok->kind == TK_STR) {
                ds->extern_c = true;
                ds->c_linkage = P->tok->str_len == 1 && P->tok->str[0] == 'C';
                P->tok++;
            }
            continue;
        case KW_INLINE: case KW_INLINE_GNU: case KW_INLINE_GNU2: case KW_INLINE_HINT:
            ds->is_inline = true; P->tok++; continue;
        case KW_FORCEINLINE: ds->forceinline = ds->is_inline = true; P->tok++; continue;
        case KW_NOINLINE: ds->noinline = true; P->tok++; continue;
        case KW_CONSTEXPR: ds->is_constexpr = true; c = true; P->tok++; continue;
        case KW_THREAD_LOCAL: case KW_THREAD_LOCAL_CXX: case KW_THREAD_GNU:
            ds->tls_tok = t; P->tok++; continue;
        case KW_REGISTER: case KW_NORETURN: case KW_EXTENSION:
        case KW_TYPENAME:
            P->tok++; continue;
        case KW_GLOBAL: ds->has_global = true; ds->exec_tok = t; P->tok++; continue;
        case KW_DEVICE: ds->has_device = true; ds->exec_tok = t; P->tok++; continue;
        case KW_HOST: ds->has_host = true; P->tok++; continue;
        case KW_SHARED: ds->space = SP_SHARED; ds->space_tok = t; P->tok++; continue;
        case KW_CONSTANT: ds->space = SP_CONSTANT; ds->space_tok = t; P->tok++; continue;
        case KW_MANAGED: ds->space = SP_MANAGED; ds->space_tok = t; P->tok++; continue;
        case KW_GRID_CONSTANT: ds->grid_constant = true; P->tok++; continue;
        case KW_NONE:
            if (parse_equal(t, "friend") && P->friend_scope && P->scope == P->friend_scope) {
                P->tok++; /* (__host__ __device__ friend R f(...) {...}: parse_class_body) */
                continue;
            }
            if (parse_equal(t, "virtual") || parse_equal(t, "explicit") || parse_equal(t, "mutable")) {
                ds->is_virtual |= parse_equal(t, "virtual");
                ds->is_explicit |= parse_equal(t, "explicit");
                ds->is_mutable |= parse_equal(t, "mutable");
                P->tok++;
                continue;
            }
            break;
        case KW_TILE: case KW_TILE_GLOBAL:
            parse_error(P, t, "'%.*s' (tile programming) is not supported by cudarepl", t->len, t->text);
            P->tok++;
            continue;
        case KW_LAUNCH_BOUNDS: int_args(P, ds->launch_bounds); continue;
        case KW_MAXNREG: { int tmp[3] = {0}; int_args(P, tmp); continue; }
        case KW_CLUSTER_DIMS: int_args(P, ds->cluster_dims); continue;
        case KW_ALIGN: case KW_BUILTIN_ALIGN: case KW_ALIGNAS: case KW_ALIGNAS_CXX: {
            P->tok++;
            parse_expect(P, "(");
            int64_t a = 0;
            if (parse_is_typename(P, P->tok))
                a = parse_typename(P)->align;
            else
                parse_const_int(P, &a);
            parse_expect(P, ")");
            if (a > ds->align)
                ds->align = (int)a;
            continue;
        }
        case KW_ATTRIBUTE: attribute(P, ds); continue;
        case KW_CONST: case KW_CONST_GNU: c = true; P->tok++; continue;
        case KW_VOLATILE: case KW_VOLATILE_GNU: v = true; P->tok++; continue;
        case KW_RESTRICT: case KW_RESTRICT_GNU: case KW_RESTRICT_GNU2: r = true; P->tok++; continue;
        default: break;
        }
        /* type specifiers */
        if (t->kw == KW_STRUCT || t->kw == KW_UNION || t->kw == KW_CLASS) {
            if (ty || counter) break;
            P->tok++;
            ty = struct_decl(P, t->kw == KW_UNION, t->kw == KW_CLASS);
            counter += T_OTHER;
            any = true;
            continue;
        }
        if (t->kw == KW_ENUM) {
            if (ty || counter) break;
            P->tok++;
            ty = enum_decl(P);
            counter += T_OTHER;
            any = true;
            continue;
        }
        if (t->kw == KW_AUTO) {
            ds->is_auto = true;
            P->tok++;
            any = true;
            continue;
        }
        if (t->kind == TK_IDENT && t->len == 17 && !strncmp(t->text, "__underlying_type", 17) &&
            lex_is(t + 1, "(")) {
            /* GCC's built-in for std::underlying_type: an enumeration's underlying type */
            if (ty || counter) break;
            P->tok += 2;
            ty_type *e = parse_typename(P);
            parse_expect(P, ")");
            ty = e && ty_unqual(e)->kind == TY_ENUM && ty_unqual(e)->underlying ? ty_unqual(e)->underlying
                                                                               : P->B->int_;
            counter += T_OTHER;
            any = true;
            continue;
        }
        if (t->kw == KW_DECLTYPE && lex_is(t + 1, "(") && t[2].kw == KW_AUTO && lex_is(t + 3, ")")) {
            if (ty || counter) break;
            ds->is_auto = ds->decltype_auto = true;
            P->tok += 4;
            any = true;
            continue;
        }
        if (t->kw == KW_TYPEOF || t->kw == KW_TYPEOF2 || t->kw == KW_DECLTYPE) {
            if (ty || counter) break;
            P->tok++;
            lex_token *open = P->tok;
            parse_expect(P, "(");
            bool is_type = false;
            if (parse_is_typename(P, P->tok)) {
                /* decltype(T) names a type; decltype(T() + T()) starts with one */
                parse_quiet pq;
                parse_quiet_begin(P, &pq);
                ty = parse_typename(P);
                is_type = !parse_quiet_failed(P, &pq) && lex_is(P->tok, ")");
                if (!is_type) {
                    parse_quiet_drop(P, &pq);
                    P->tok = open + 1;
                    ty = NULL;
                }
            }
            if (is_type) {
                parse_expect(P, ")");
            } else if (P->pattern_of && lex_is(open, "(")) {
                /* in a function template's pattern, an expression of its parameters has no
                 * type yet (decltype(a + b)): the instance's own head gives it */
                parse_quiet pq;
                parse_quiet_begin(P, &pq);
                size_t made = P->cleanups.len;
                P->unevaluated++;
                parse_node *e = parse_expr(P);
                ty = decltype_of(P, e, parenthesised(open + 1, P->tok));
                P->unevaluated--;
                P->cleanups.len = made; /* (its temporaries are never made) */
                if (parse_quiet_failed(P, &pq) || !ty || !lex_is(P->tok, ")")) {
                    parse_quiet_drop(P, &pq);
                    ty = P->B->int_;
                    P->tok = open;
                    skip_balanced(P);
                } else {
                    P->tok++;
                }
            } else {
                /* an unevaluated operand: the temporaries it names are never made, nor
                 * destroyed (decltype(f(std::string("x")))) */
                size_t made = P->cleanups.len;
                P->unevaluated++;
                parse_node *e = parse_expr(P);
                ty = decltype_of(P, e, parenthesised(open + 1, P->tok));
                P->unevaluated--;
                P->cleanups.len = made;
                parse_expect(P, ")");
            }
            /* decltype(x)::T: a member type of x's class */
            while (ty && lex_is(P->tok, "::") && P->tok[1].kind == TK_IDENT && ty_unqual(ty)->scope) {
                parse_sym *ns = parse_class_lookup(ty, P->tok[1].text, P->tok[1].len);
                if (!ns || !ns->type_def)
                    break;
                ty = ns->type_def;
                P->tok += 2;
            }
            counter += T_OTHER;
            any = true;
            continue;
        }
        int bit = 0;
        switch (t->kw) {
        case KW_VOID: bit = T_VOID; break;
        case KW_BOOL: case KW_BOOL_C: bit = T_BOOL; break;
        case KW_CHAR: bit = T_CHAR; break;
        case KW_SHORT: bit = T_SHORT; break;
        case KW_INT: bit = T_INT; break;
        case KW_LONG: bit = T_LONG; break;
        case KW_FLOAT: bit = T_FLOAT; break;
        case KW_DOUBLE: bit = T_DOUBLE; break;
        case KW_SIGNED: case KW_SIGNED_GNU: bit = T_SIGNED; break;
        case KW_UNSIGNED: bit = T_UNSIGNED; break;
        case KW_INT128: bit = T_INT128; break;
        default: break;
        }
        if (bit) {
            if (ty) break;
            if (!counter)
                first = t;
            counter += bit;
            P->tok++;
            any = true;
            continue;
        }
        if (!counter && !ty && t->kw == KW_NONE && ctor_definition_start(P, t)) {
            ty = P->B->void_; /* S::S(...) or S<T>::~S(): no type; the declarator has the name */
            any = true;
            break;
        }
        /* typedef names, C++ struct tags used as types, qualified names (std::size_t) */
        if (!counter && !ty && t->kw == KW_NONE && parse_builtin_type_start(P, t)) {
            ty = parse_builtin_type(P);
            counter += T_OTHER;
            any = true;
            continue;
        }
        if (!counter && !ty && t->kw == KW_NONE) {
            lex_token *name = ctad_start(P, t);
            parse_template *tm = name ? parse_find_template(P, name) : NULL;
            ty_type *deduced = tm ? parse_ctad(P, tm, name, name + 2) : NULL;
            if (deduced) { /* std::pair p(1, 2.5): the class template's deduced instance */
                ty = deduced;
                P->tok = name + 1;
                counter += T_OTHER;
                any = true;
                continue;
            }
        }
        parse_template *ns_tm = NULL;
        if (!counter && !ty && t->kw == KW_NONE && lex_is(t + 1, "::")) {
            lex_token *name = ns_class_template(P, t, &ns_tm);
            if (!name)
                name = parse_member_class_template(P, t, false, &ns_tm);
            if (name) {
                P->tok = name; /* ns::Name<...>: Name<...> */
                t = name;
            }
        }
        if (!counter && !ty && t->kw == KW_NONE && lex_is(t + 1, "<")) {
            parse_template *tm = ns_tm ? ns_tm : parse_find_template(P, t);
            if (tm && tm->is_class) {
                P->tok++;
                /* (on the heap: instances nest through here, and a list being read is 10 KiB) */
                parse_targs a = {sess_xmalloc(PARSE_MAX_TARGS * sizeof *a.a), 0};
                if (parse_template_args(P, tm, &a)) {
                    P->defer_inst = defer_instance(P);
                    ty = parse_class_instance(P, tm, &a, t);
                    P->defer_inst = false;
                } else {
                    ty = P->B->int_;
                }
                free(a.a);
                ty = member_types(P, ty);
                while (P->pattern_of && lex_is(P->tok, "::") && P->tok[1].kind == TK_IDENT) {
                    /* typename X<T>::type in a function template's pattern: a type that depends
                       on T, known once T is (enable_if<is_integral<T>::value, R>::type, whose
                       placeholder instance may have no `type`); it takes no part in deduction,
                       int stands for it */
                    ty = P->B->int_;
                    P->tok += 2;
                }
                counter += T_OTHER;
                any = true;
                continue;
            }
        }
        if (!counter && !ty && t->kw == KW_NONE) {
            ty_type *td = find_typedef(P, t);
            if (lex_is(t + 1, "::") && (t + 2)->kind == TK_IDENT) {
                lex_token *end;
                ty_type *qt = qualified_type(P, t, &end);
                if (qt) {
                    td = qt;
                    P->tok = end - 1;
                    t = end - 1;
                }
            }
            if (td) {
                ty = td;
                P->tok++;
                counter += T_OTHER;
                any = true;
                continue;
            }
        }
        break;
    }
    if (!ty)
        ty = counter ? counter_type(P, counter, P->tok) : NULL;
    if (ty == P->B->ldouble && first && !P->host_pass && P->fn && parse_device_context(P))
        parse_warn(P, first, "'long double' is treated as 'double' in device code (nvcc's "
                   "warning: device code has no long double, " CR_GUIDE_5_3_10_1 ")");
    if (!ty && ds->is_auto)
        ty = P->B->int_; /* replaced by the initializer's type */
    if (!ty) {
        if (!any && !c && !v && !ds->is_static && !ds->is_extern && !ds->is_typedef &&
            !ds->has_device && !ds->has_global && !ds->has_host && ds->space == SP_REG &&
            !ds->is_inline && P->tok == start)
            return false; /* `register x;`, `alignas(8) x;` are implicit int, below */
        ty = P->B->int_; /* implicit int (diagnosed by the caller when it matters) */
        if (!any)
            parse_error(P, P->tok, "a type specifier is required for all declarations");
    }
    if (!defer_instance(P))
        parse_complete_type(P, ty); /* (a typedef of an instance only declared) */
    ty = ty_qualified(P->arena, ty, c, v, r);
    if (ds->align > ty->align && ds->align > 0) {
        ty_type *a = sess_arena_alloc(P->arena, sizeof *a);
        *a = *ty;
        a->align = ds->align;
        /* a class's size is a multiple of its alignment (struct __align__(16) S); a scalar's
         * stays (alignas(16) float tile[N][N] aligns the array, its elements stay 4 bytes) */
        if (a->size > 0 && (a->kind == TY_STRUCT || a->kind == TY_UNION))
            a->size = (a->size + a->align - 1) / a->align * a->align;
        if ((a->kind == TY_STRUCT || a->kind == TY_UNION) && a->size == ty->size && !a->origin)
            a->origin = ty; /* (CT __align__(8) buf[16]: still CT for conversions) */
        ty = a;
    }
    ds->ty = ty;
    return true;
}

bool parse_is_typename(parser *P, lex_token *t)
{
    if (lex_is(t, "::") && t[1].kind == TK_IDENT && t[1].kw == KW_NONE)
        t++; /* ::ns::T: the global namespace's */
    if (t->kind != TK_IDENT)
        return false;
    switch (t->kw) {
    case KW_VOID: case KW_BOOL: case KW_BOOL_C: case KW_CHAR: case KW_SHORT: case KW_INT:
    case KW_LONG: case KW_FLOAT: case KW_DOUBLE: case KW_SIGNED: case KW_SIGNED_GNU:
    case KW_UNSIGNED: case KW_STRUCT: case KW_UNION: case KW_ENUM: case KW_CONST:
    case KW_CONST_GNU: case KW_VOLATILE: case KW_VOLATILE_GNU: case KW_RESTRICT:
    case KW_RESTRICT_GNU: case KW_RESTRICT_GNU2: case KW_TYPEOF: case KW_TYPEOF2:
    case KW_INT128: case KW_ALIGNAS: case KW_ALIGN: case KW_CLASS: case KW_TYPENAME:
    case KW_DECLTYPE:
        return true;
    case KW_NONE:
        if (find_typedef(P, t) || parse_builtin_type_start(P, t))
            return true;
        if (t->len == 17 && !strncmp(t->text, "__underlying_type", 17) && lex_is(t + 1, "("))
            return true;
        if (lex_is(t + 1, "...")) {
            parse_pack *pk = parse_lookup_pack(P, t);
            if (pk)
                return pk->types; /* Args... in a parameter list */
        }
        if (ctad_start(P, t))
            return true; /* std::vector v{1, 2}: deduced */
        if (lex_is(t + 1, "::")) {
            lex_token *end;
            parse_template *tm;
            return qualified_type(P, t, &end) != NULL || ns_class_template(P, t, &tm) != NULL ||
                   parse_member_class_template(P, t, false, &tm) != NULL;
        }
        if (lex_is(t + 1, "<")) {
            parse_template *tm = parse_find_template(P, t);
            return tm && tm->is_class;
        }
        return false;
    default:
        return false;
    }
}

ty_type *parse_simple_type(parser *P)
{
    declspec ds;
    return declspec_parse(P, &ds) ? ds.ty : NULL;
}

ty_type *parse_typename(parser *P)
{
    declspec ds;
    if (!declspec_parse(P, &ds)) {
        lex_token *t = P->tok, *n = t + 2; /* std :: NAME */
        const char *hdr = t->kind == TK_IDENT && t->len == 3 && !memcmp(t->text, "std", 3) &&
                                  lex_is(t + 1, "::") && n->kind == TK_IDENT &&
                                  !parse_namespace_sym(P, "std", 3, n->text, n->len)
                              ? parse_std_header_of(n->text, n->len) : NULL;
        if (hdr) { /* std::thread without <thread>: say which header, and go on after it */
            parse_error(P, t, "no type named '%.*s' in namespace 'std'; did you forget "
                        "'#include <%s>'?", n->len, n->text, hdr);
            P->tok = n + 1;
            return P->B->int_;
        }
        parse_error(P, t, "expected a type");
        return P->B->int_;
    }
    return abstract_declarator(P, ds.ty);
}

/* ---- Struct, union, enum ----------------------------------------------------------------- */

static int align_to(int n, int a)
{
    return a > 0 ? (n + a - 1) / a * a : n;
}

/* Would empty base M of TY at offset 0 share its address with another subobject of its type
 * (an earlier base of the same class, or the first data member when it is one)? Then it takes
 * room as other members do, as g++ lays it out. */
static bool empty_base_clash(ty_type *ty, ty_member *m)
{
    ty_type *b = ty_unqual(m->ty);
    for (ty_member *o = ty->members; o; o = o->next) {
        if (o != m && ty_unqual(o->ty) == b)
            return true;
        if (!o->is_base)
            return false; /* (only the first data member can be at offset 0 with it) */
    }
    return false;
}

/* The members' offsets, the size and the alignment of TY: C's rules, each member's alignment
 * at most TY's packing (#pragma pack, __attribute__((packed)): g++'s and nvcc's layout) */
static void struct_layout(ty_type *ty, bool is_union)
{
    int offset = 0, bits = 0, align = 1, size = 0;
    for (ty_member *m = ty->members; m; m = m->next) {
        int ma = m->ty->align > 0 ? m->ty->align : 1;
        if (ty->pack && ma > ty->pack)
            ma = ty->pack;
        if (m->bit_width > 0) {
            int unit = m->ty->size * 8;
            if (is_union) {
                m->offset = 0;
                m->bit_offset = 0;
            } else {
                if (bits / unit != (bits + m->bit_width - 1) / unit)
                    bits = align_to(bits, unit);
                m->offset = bits / unit * m->ty->size;
                m->bit_offset = bits % unit;
                bits += m->bit_width;
            }
            size = is_union ? (m->ty->size > size ? m->ty->size : size) : (bits + 7) / 8;
        } else if (m->bit_width == 0 && m->ty->kind != TY_VOID) {
            if (is_union) {
                m->offset = 0;
                if (m->ty->size > size)
                    size = m->ty->size;
            } else if (m->is_base && ty_is_empty_class(ty_unqual(m->ty)) && !empty_base_clash(ty, m)) {
                m->offset = 0; /* an empty base takes no room (the empty base optimisation) */
                m->empty_base = true;
            } else {
                offset = align_to((bits + 7) / 8, ma);
                m->offset = offset;
                int msz = m->ty->size < 0 ? 0 : m->ty->size;
                bits = (offset + msz) * 8;
                size = offset + msz;
            }
        }
        if (ma > align)
            align = ma;
    }
    if (ty->align > align)
        align = ty->align;
    bool empty = true; /* (no members, or only empty bases) */
    for (ty_member *m = ty->members; m && empty; m = m->next)
        empty = m->empty_base;
    if (empty)
        size = 1; /* an empty class is a byte (C++17 [intro.object]: objects have nonzero size) */
    ty->align = align;
    ty->size = align_to(size, align);
    ty->complete = true;
}

static void register_link(parser *P, parse_func *f)
{
    sess_map_put(&P->ctx->links, f->link, (int)strlen(f->link), f);
}

/* The link name of an overload: the name with its parameter types. */
static const char *overload_link(parser *P, const char *name, ty_type *fty, bool is_const)
{
    sess_buf b = {0};
    sess_buf_puts(&b, name);
    sess_buf_putc(&b, '(');
    for (ty_param *p = fty->params; p; p = p->next) {
        ty_print(&b, p->ty, NULL);
        if (p->next)
            sess_buf_puts(&b, ", ");
    }
    sess_buf_putc(&b, ')');
    if (is_const)
        sess_buf_puts(&b, " const");
    const char *r = sess_arena_strdup(P->arena, b.p);
    sess_buf_free(&b);
    return r;
}

static int exec_of(declspec *ds)
{
    int exec = (ds->has_global ? EX_GLOBAL : 0) | (ds->has_device ? EX_DEVICE : 0) |
               (ds->has_host ? EX_HOST : 0);
    return exec ? exec : EX_HOST;
}

/* A function's execution spaces: exec_of's, and with --expt-relaxed-constexpr a constexpr
 * function without specifiers is __host__ __device__ (nvcc's flag) */
static int func_exec_of(parser *P, declspec *ds)
{
    if (P->late_exec) { /* T & __host__ get(): written after the declarator's '&' */
        ds->has_host |= (P->late_exec & EX_HOST) != 0;
        ds->has_device |= (P->late_exec & EX_DEVICE) != 0;
        P->late_exec = 0;
    }
    int exec = exec_of(ds);
    if (P->ctx->relaxed_constexpr && ds->is_constexpr && !ds->has_global && !ds->has_device &&
        !ds->has_host)
        exec |= EX_DEVICE;
    return exec;
}

/* The name CLS's members are named with: its tag, or for a class nested in a class
 * template's instance, at any depth, the instance's and the classes' between, so that
 * Box<float>::param::width and Box<int>::param::width (Box<int>::a::b::get and
 * Box<long>::a::b::get, a static data member Box<int>::param::count) are two. */
static const char *member_prefix(parser *P, ty_type *cls)
{
    const char *cname = cls->tag ? cls->tag : "(anonymous)";
    const char *chain = cname;
    for (parse_scope *s = cls->scope ? cls->scope->up : NULL; s; s = s->up) {
        ty_type *outer = s->cls;
        if (!outer || outer == cls)
            continue;
        if (!outer->tag || strchr(cname, ':'))
            break;
        chain = sess_arena_printf(P->arena, "%s::%s", outer->tag, chain);
        if (outer->tmpl_of) {
            cname = chain;
            break;
        }
    }
    return cname;
}

/* A member function NAME of CLS, added to its overload set. */
static parse_func *new_method(parser *P, ty_type *cls, const char *name, ty_type *fty,
                              declspec *ds, lex_token *tok)
{
    parse_func *f = sess_arena_alloc(P->arena, sizeof *f);
    f->name = sess_arena_printf(P->arena, "%s::%s", member_prefix(P, cls), name);
    f->link = f->name;
    f->cls = cls;
    f->tok = tok;
    f->ty = fty;
    f->exec = func_exec_of(P, ds);
    f->exec_implicit = !ds->has_host && !ds->has_device && !ds->has_global;
    /* a class's operator new and operator delete are static members, written so or not
       (C++17 [class.free] p1, p6) */
    f->is_static_member = ds->is_static || !strncmp(name, "operator new", 12) ||
                          !strncmp(name, "operator delete", 15);
    f->is_inline = true;
    f->is_noinline = ds->noinline;
    f->is_forceinline = ds->forceinline;
    f->is_constexpr = ds->is_constexpr;
    f->is_ctor = ty_ctor_name(cls) && !strcmp(name, ty_ctor_name(cls));
    f->is_dtor = name[0] == '~';
    f->is_explicit = ds->is_explicit;
    f->access = P->cur_access;
    if (f->is_ctor)
        cls->has_ctor = true;
    ty_method **mp = &cls->methods;
    while (*mp && strcmp((*mp)->name, name))
        mp = &(*mp)->next;
    if (!*mp) {
        ty_method *m = sess_arena_alloc(P->arena, sizeof *m);
        m->name = name;
        m->fn = f;
        *mp = m;
    } else {
        parse_func **fp = &(*mp)->fn;
        while (*fp)
            fp = &(*fp)->next_overload;
        *fp = f;
        f->link = overload_link(P, f->name, fty, false);
    }
    make_pretty(P, f);
    register_link(P, f);
    return f;
}

/* using-decl = "using" "namespace" name ";" | "using" ident "=" type-id ";" | "using" name ";" */
static void using_decl(parser *P)
{
    P->tok++;
    if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE && lex_is(P->tok + 1, "=")) {
        lex_token *name = P->tok;
        P->tok += 2;
        parse_quiet pq;
        parse_quiet_begin(P, &pq);
        ty_type *ty = parse_typename(P);
        if (!P->host_pass && parse_quiet_failed(P, &pq)) {
            /* the device pass: an alias of a host library's type (using V = std::vector<N>;)
             * is the host pass's; device code that names it hears of it there */
            parse_quiet_drop(P, &pq);
            sync_stmt(P);
            return;
        }
        parse_sym *s = declare(P, parse_name(P, name));
        s->type_def = ty;
        parse_expect(P, ";");
        return;
    }
    /* using namespace a::b; is kept by the scope it is written in (ns_lookup); using a::x;
       declares x there as the entity a::x names */
    bool directive = parse_consume(P, "namespace");
    lex_token *ns = NULL, *name = NULL;
    for (lex_token *q = P->tok; q->kind == TK_IDENT || lex_is(q, "::"); q++)
        if (q->kind == TK_IDENT) {
            ns = name;
            name = q;
        }
    char q[256];
    int n = directive ? (name ? ns_qual_text(P->tok, name + 1, q, sizeof q) : -1)
                      : (ns ? ns_qual_text(P->tok, ns + 1, q, sizeof q) : -1);
    const char *path = n > 0 ? parse_ns_resolve(P, q, n) : NULL;
    if (!path && lex_is(P->tok, "::") && !directive && ns == NULL && name)
        path = ""; /* using ::x; */
    parse_scope *target = path ? ns_scope(P, path, (int)strlen(path), false) : NULL;
    if (target && directive) {
        bool kept = P->scope->ns || P->scope == &P->ctx->global;
        struct parse_using *u = sess_arena_alloc(kept ? P->ctx->arena : P->arena, sizeof *u);
        u->name = NULL;
        u->target = target;
        u->next = P->scope->usings;
        P->scope->usings = u;
    } else if (target && name) {
        parse_sym *e = ns_qualified(P, target, name->text, name->len, 0);
        P->ambig[0] = P->ambig[1] = NULL;
        parse_sym *here = sess_map_get(&P->scope->syms, name->text, name->len);
        if (e && e != here && !(here && (here->func || here->tmpl) && !here->var)) {
            sess_arena *a = P->scope->ns || P->scope == &P->ctx->global ? P->ctx->arena : P->arena;
            sess_map_put(&P->scope->syms, sess_arena_strndup(a, name->text, (size_t)name->len),
                         name->len, e);
        }
        ty_type *tag = sess_map_get(&target->tags, name->text, name->len);
        if (tag && !sess_map_get(&P->scope->tags, name->text, name->len))
            sess_map_put(&P->scope->tags, sess_arena_strndup(P->ctx->arena, name->text, (size_t)name->len),
                         name->len, tag);
    }
    sync_stmt(P);
}

parse_func *parse_new_method(parser *P, ty_type *cls, const char *name, ty_type *fty, int exec,
                             lex_token *tok)
{
    declspec ds = {0};
    ds.has_device = (exec & EX_DEVICE) != 0;
    ds.has_host = (exec & EX_HOST) != 0;
    return new_method(P, cls, name, fty, &ds, tok);
}

ty_type *parse_lambda_params(parser *P)
{
    if (parse_consume(P, "("))
        return func_params(P, P->B->void_);
    ty_type *fn = ty_func(P->arena, P->B->void_);
    fn->has_proto = true;
    return fn;
}

bool parse_lambda_outer(parser *P, lex_token *t, parse_lambda *L)
{
    bool outside = false;
    for (parse_scope *s = P->scope; s; s = s->up) {
        if (s == L->scope_mark)
            outside = true;
        if (sess_map_get(&s->syms, t->text, t->len))
            return outside;
    }
    return false;
}

typedef VEC(lex_token *) token_vec;

/* What a class body leaves for when the class is complete: member function bodies, and
 * friend functions defined in the class (their first tokens). */
typedef struct {
    VEC(parse_func *) bodies;
    VEC(lex_token *) friends;
} pending;

/* Skip a member function's body (and a constructor's initialiser list) for now. */
static void skip_body(parser *P)
{
    bool inits = false; /* in the initialiser list: a "{" after a member's name is its value */
    while (P->tok->kind != TK_EOF && !lex_is(P->tok, "{")) {
        if (lex_is(P->tok, ":") && !inits)
            inits = true;
        if (lex_is(P->tok, "(") || lex_is(P->tok, "["))
            skip_balanced(P);
        else
            P->tok++;
        if (inits && lex_is(P->tok, "{") && (P->tok[-1].kind == TK_IDENT || lex_is(P->tok - 1, ">")))
            skip_balanced(P); /* (: a{x}, b{y}) */
    }
    if (lex_is(P->tok, "{"))
        skip_balanced(P);
}

static parse_func *new_method(parser *P, ty_type *cls, const char *name, ty_type *fty,
                              declspec *ds, lex_token *tok);
static bool copy_or_move(ty_type *cls, const char *name, ty_type *fty);
static lex_token *empty_body(parser *P, lex_token *at);

static bool nothrow_spec(parser *P, ty_type *fn, lex_token *q);

/* After a member function's parameters: cv- and ref-qualifiers, noexcept, override, final,
 * `= 0`, `= default`, `= delete`. Returns the const-ness of `this`; *NOTHROW (when given):
 * declared `noexcept`, `noexcept(true)` or `throw()`. */
static bool method_suffix(parser *P, bool *deleted, bool *defaulted, bool *nothrow)
{
    bool is_const = false;
    if (nothrow)
        *nothrow = false;
    for (;;) {
        if (P->tok->kw == KW_CONST || P->tok->kw == KW_CONST_GNU) {
            is_const = true;
            P->tok++;
        } else if (P->tok->kw == KW_VOLATILE || lex_is(P->tok, "&") || lex_is(P->tok, "&&") ||
                   parse_equal(P->tok, "override") || parse_equal(P->tok, "final")) {
            P->tok++;
        } else if (parse_equal(P->tok, "noexcept") || parse_equal(P->tok, "throw")) {
            if (nothrow)
                *nothrow = nothrow_spec(P, NULL, P->tok);
            P->tok++;
            if (lex_is(P->tok, "("))
                skip_balanced(P);
        } else if (P->tok->kw == KW_ATTRIBUTE) {
            attribute(P, NULL);
        } else if (lex_is(P->tok, "->") && P->tok == P->trailing_at) {
            P->tok = P->trailing_end; /* (the declarator parsed it: type_suffix) */
        } else if (lex_is(P->tok, "->")) {
            break; /* trailing return types are the caller's */
        } else {
            break;
        }
    }
    if (lex_is(P->tok, "=") && (P->tok + 1)->kind != TK_EOF &&
        ((P->tok[1].kind == TK_NUM && P->tok[1].ival == 0) || parse_equal(P->tok + 1, "default") ||
         P->tok[1].kw == KW_DELETE)) {
        *deleted = P->tok[1].kw == KW_DELETE;
        *defaulted = parse_equal(P->tok + 1, "default");
        P->tok += 2;
    }
    return is_const;
}

/* A class with virtual functions: its objects carry their dynamic type's number in a hidden
 * first member (the base's, for a derived class of a polymorphic base), which constructors set
 * and virtual calls dispatch on. */
static void make_polymorphic(parser *P, ty_type *cls)
{
    if (cls->class_id)
        return;
    /* the number: from the class's name, so that every file of a program gives a class the same
     * one (an object made in one file is dispatched on in another); a counter's where two
     * classes of this unit would share one (local classes of one name) */
    sess_buf nm = {0};
    parse_mangle_type(&nm, cls);
    /* a class of an anonymous namespace is this file's own: another file's of the same name is
     * another class (C++17 [basic.link]) */
    if (cls->in_anon_ns && P->ctx->unit_name)
        sess_buf_printf(&nm, "@%s", P->ctx->unit_name);
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < nm.len; i++)
        h = (h ^ (unsigned char)nm.p[i]) * 1099511628211ull;
    sess_buf_free(&nm);
    long id = (long)(h >> 2) | 1;
    for (size_t i = 0; i < P->ctx->poly.len; i++)
        if (P->ctx->poly.p[i]->class_id == id)
            id = (long)(INT64_C(1) << 61) + ++P->ctx->classes;
    cls->class_id = id;
    cls->has_ctor = true; /* its objects are constructed: the hidden member is set */
    VEC_PUSH(P->ctx->poly, cls);
}

static void add_vbase_members(parser *P, ty_type *cls);

/* A polymorphic class's hidden member, unless a base has it: after the other members, so that
 * a base subobject stays at offset 0 (where a pointer conversion expects it). */
static ty_member *add_vptr(parser *P, ty_type *cls, ty_member *members)
{
    if (cls->base_class && cls->base_class->class_id)
        make_polymorphic(P, cls); /* a new dynamic type */
    for (ty_vbase *v = cls->vbases; v; v = v->next)
        if (v->ty->class_id) /* (the virtual base's subobject is reached through a pointer:
                                this class holds its own number too) */
            make_polymorphic(P, cls);
    if (!cls->class_id || (cls->base_class && cls->base_class->class_id))
        return members;
    ty_member *m = sess_arena_alloc(P->arena, sizeof *m);
    m->name = "__vptr";
    m->ty = P->B->long_;
    ty_member **mp = &members;
    while (*mp)
        mp = &(*mp)->next;
    *mp = m;
    return members;
}

/* auto f(...), auto &f(...), decltype(auto) f(...): F's return type is deduced from its
 * first return statement (FTY is its declared type) */
static void deduce_from(parse_func *f, const declspec *ds, const ty_type *fty)
{
    f->deduce_ret = ds->is_auto && !fty->trailing_ret;
    f->deduce_decltype = f->deduce_ret && ds->decltype_auto;
}

/* Does every file that uses a member of CLS (declared at TOK) have a copy of its own: a member of
 * a class template's instance (at any depth) or of a local class, or one that cudarepl's library
 * headers declare? Otherwise a member function neither defined in its class nor declared inline
 * is defined once, in one file, and the others link to it (C++17 [class.mfct] p1, p3). */
static bool member_copy_per_file(parser *P, ty_type *cls, lex_token *tok)
{
    const char *dir = P->ctx->library_dir;
    if (P->fn || (dir && tok && tok->file && !strncmp(tok->file, dir, strlen(dir))))
        return true;
    for (parse_scope *s = cls->scope; s; s = s->up)
        if (s->cls && s->cls->tmpl_of)
            return true;
    return cls->tmpl_of != NULL;
}

/* A member function declared in the class: its body (if any) is kept for later. */
static void member_function(parser *P, ty_type *cls, const char *name, ty_type *fty,
                            declspec *ds, lex_token *tok, pending *pend)
{
    bool deleted = false, defaulted = false;
    bool nothrow = false;
    bool is_const = method_suffix(P, &deleted, &defaulted, &nothrow);
    bool pure = lex_is(P->tok - 2, "=") && P->tok[-1].kind == TK_NUM && P->tok[-1].ival == 0 &&
                !deleted && !defaulted;
    if (ds->has_global)
        parse_error(P, ds->exec_tok, "a __global__ function cannot be a member of a class (%s)",
                    CR_GUIDE_5_3_10_6_3);
    if (defaulted && copy_or_move(cls, name, fty)) {
        /* T(const T &) = default; T &operator=(T &&) = default;: as if not declared, the
         * implicit one (bit for bit, or member by member where members have their own) */
        parse_consume(P, ";");
        return;
    }
    parse_func *f = new_method(P, cls, name, fty, ds, tok);
    f->is_noexcept = nothrow;
    f->is_deleted = deleted;
    f->is_defaulted = defaulted;
    f->is_pure = pure;
    if (defaulted && !ds->is_virtual && !ds->has_global && !ds->has_device && !ds->has_host)
        /* defaulted on its first declaration: callable from both sides (CUDA C++ Programming
         * Guide §5.3.10.6.4, the union of its callers' execution spaces) */
        f->exec = EX_HOST | EX_DEVICE;
    f->is_const_method = is_const;
    deduce_from(f, ds, fty);
    make_pretty(P, f);
    /* virtual: declared so, or overriding a base's virtual function of the same signature */
    f->is_virtual = ds->is_virtual;
    for (ty_type *b = cls->base_class; b && !f->is_virtual; b = b->base_class ? ty_unqual(b->base_class) : NULL)
        for (parse_func *g = parse_find_method(b, name, -1); g; g = g->next_overload)
            if (g->is_virtual && parse_same_params(g->ty, fty) && g->is_const_method == is_const)
                f->is_virtual = true;
    if (f->is_dtor && !f->is_virtual)
        for (ty_type *b = cls->base_class; b && !f->is_virtual; b = b->base_class ? ty_unqual(b->base_class) : NULL)
            for (ty_method *m = b->methods; m; m = m->next)
                if (m->name[0] == '~' && m->fn->is_virtual)
                    f->is_virtual = true; /* a virtual base destructor makes this one virtual */
    if (!f->is_virtual && parse_overrides_virtual(cls, name, fty, is_const))
        f->is_virtual = true; /* a later base's (multiple inheritance) */
    if (f->is_virtual)
        make_polymorphic(P, cls);
    bool body_here = lex_is(P->tok, "{") || (lex_is(P->tok, ":") && f->is_ctor);
    f->is_inline = ds->is_inline || body_here || defaulted || deleted || member_copy_per_file(P, cls, tok);
    if (body_here) {
        f->body_tok = P->tok;
        skip_body(P);
        f->body_end = P->tok;
        if (P->tok->kind == TK_EOF || (P->tok - 1)->kind == TK_EOF)
            /* unbalanced: the body runs to the end of the input; said once, not parsed once
             * per member function (which made the parse quadratic) */
            parse_error(P, P->tok, "unexpected end of input in the body of '%s'", f->name);
        else
            VEC_PUSH(pend->bodies, f);
    } else if (defaulted && (f->is_dtor || f->is_ctor)) {
        /* ~T() = default; T() = default;: the implicit one's work, an empty body's (members
         * made by their default initialisers or constructors, destroyed in reverse) */
        f->body_tok = empty_body(P, P->tok - 1);
        f->body_end = f->body_tok + 2;
        parse_consume(P, ";");
        VEC_PUSH(pend->bodies, f);
    } else {
        parse_consume(P, ";");
    }
}

/* Is NAME of type FTY, a member of CLS, its copy or move constructor or assignment operator? */
static bool copy_or_move(ty_type *cls, const char *name, ty_type *fty)
{
    ty_param *p = fty->params;
    bool ctor = ty_ctor_name(cls) && !strcmp(name, ty_ctor_name(cls));
    return (ctor || !strcmp(name, "operator=")) && p && !p->next && p->ty->kind == TY_PTR &&
           p->ty->is_ref && ty_unqual(p->ty->base) == cls;
}

/* The tokens of `{ }`, where AT is (for diagnostics), then the end of the input. */
static lex_token *empty_body(parser *P, lex_token *at)
{
    lex_token *t = sess_arena_alloc(P->arena, 3 * sizeof *t);
    static const char *text[2] = {"{", "}"};
    for (int i = 0; i < 3; i++) {
        t[i] = *at;
        t[i].kind = i < 2 ? TK_PUNCT : TK_EOF;
        t[i].kw = KW_NONE;
        t[i].text = i < 2 ? text[i] : "";
        t[i].len = i < 2 ? 1 : 0;
    }
    return t;
}

/* The specifiers before a constructor, destructor or conversion function (which have no
 * type): CUDA's, inline, explicit, virtual, constexpr. */
static lex_token *skip_fn_specifiers(lex_token *q)
{
    for (;; q++) {
        switch (q->kw) {
        case KW_DEVICE: case KW_HOST: case KW_GLOBAL: case KW_INLINE: case KW_FORCEINLINE:
        case KW_NOINLINE: case KW_CONSTEXPR: case KW_INLINE_GNU: case KW_INLINE_GNU2:
        case KW_INLINE_HINT:
            continue;
        case KW_NONE:
            if (parse_equal(q, "explicit") || parse_equal(q, "virtual"))
                continue;
            return q;
        default:
            return q;
        }
    }
}

static void fn_specifiers(parser *P, declspec *ds, lex_token *end)
{
    memset(ds, 0, sizeof *ds);
    ds->space = SP_REG;
    for (; P->tok < end; P->tok++) {
        switch (P->tok->kw) {
        case KW_DEVICE: ds->has_device = true; ds->exec_tok = P->tok; break;
        case KW_HOST: ds->has_host = true; break;
        case KW_GLOBAL: ds->has_global = true; ds->exec_tok = P->tok; break;
        case KW_INLINE: case KW_INLINE_GNU: case KW_INLINE_GNU2:
            ds->is_inline = true; break;
        case KW_FORCEINLINE: ds->forceinline = ds->is_inline = true; break;
        case KW_NOINLINE: ds->noinline = true; break;
        case KW_CONSTEXPR: ds->is_constexpr = true; break;
        default:
            if (parse_equal(P->tok, "explicit"))
                ds->is_explicit = true;
            if (parse_equal(P->tok, "virtual"))
                ds->is_virtual = true;
            break;
        }
    }
}

/* Past `S::` or `S<A>::` before a constructor's name (its definition outside the class). */
static lex_token *skip_ctor_qualifier(lex_token *q)
{
    if (q->kind != TK_IDENT)
        return q;
    lex_token *e = q + 1;
    if (lex_is(e, "<")) {
        e = parse_targs_end(e, true);
        if (!e)
            return q;
        e++;
    }
    return lex_is(e, "::") && (e + 1)->kind == TK_IDENT ? e + 1 : q;
}

ty_type *parse_ctor_head(parser *P, ty_type *cls, lex_token **name)
{
    lex_token *q = skip_ctor_qualifier(skip_fn_specifiers(P->tok));
    const char *cn = cls ? ty_ctor_name(cls) : NULL;
    if (!cn || q->kind != TK_IDENT || q->len != (int)strlen(cn) ||
        memcmp(q->text, cn, (size_t)q->len) || !lex_is(q + 1, "("))
        return NULL;
    *name = q;
    P->tok = q + 2;
    return func_params(P, P->B->void_);
}

/* A const (or constexpr) variable of type float or double whose initialiser is a constant: its
 * uses in device code are its value (CUDA C++ Programming Guide 5.3.10.4.2, "Const-Qualified
 * Variables", and 5.3.11.4, "constexpr Variables"), kept as the variable's type holds it. */
static void floating_constant(parse_var *v, const parse_node *init)
{
    const ty_type *u = ty_unqual(v->ty);
    if (v->ty->is_volatile || (u->kind != TY_FLOAT && u->kind != TY_DOUBLE && u->kind != TY_LDOUBLE))
        return;
    long double f;
    if (init->kind == ND_FNUM)
        f = parse_fnum_value(init);
    else if (init->kind == ND_NUM && init->ty && ty_is_integer(init->ty))
        f = init->ty->is_unsigned ? (long double)(uint64_t)init->ival : (long double)init->ival;
    else
        return;
    v->is_constexpr = true;
    v->fval = u->kind == TY_FLOAT ? (double)(float)f : (double)f;
    if (u->kind == TY_LDOUBLE && init->kind == ND_FNUM && init->has_ld) { /* (host code's) */
        memcpy(v->ldbits, init->ldbits, sizeof v->ldbits);
        v->has_ld = true;
    }
}

/* A constructor, destructor or conversion function declared in class CLS (no type before
 * its name); false when the member is none of these. */
static bool special_member(parser *P, ty_type *cls, pending *bodies)
{
    lex_token *q = skip_fn_specifiers(P->tok);
    const char *cn = ty_ctor_name(cls);
    bool ctor = cn && q->kind == TK_IDENT && q->len == (int)strlen(cn) &&
                !memcmp(q->text, cn, (size_t)q->len) && lex_is(q + 1, "(");
    if (q->kind == TK_EOF || q[1].kind == TK_EOF)
        return false; /* (the tokens end with an EOF token: look no further) */
    bool dtor = lex_is(q, "~") && lex_is(q + 2, "(");
    bool conv = q->kw == KW_OPERATOR && q[1].kind == TK_IDENT;
    if (!ctor && !dtor && !conv)
        return false;
    declspec ds;
    fn_specifiers(P, &ds, q);
    if (ctor || dtor) {
        lex_token *name = dtor ? q + 1 : q;
        P->tok = (dtor ? q + 2 : q + 1) + 1;
        ty_type *fty = func_params(P, P->B->void_);
        const char *nm = dtor ? sess_arena_printf(P->arena, "~%s", cn) : cn;
        member_function(P, cls, nm, fty, &ds, name, bodies);
        return true;
    }
    /* operator T () */
    P->tok = q + 1;
    ty_type *to = parse_simple_type(P);
    if (!to)
        to = P->B->int_;
    to = pointers(P, to); /* not a whole declarator: its '(' is the parameter list */
    lex_token *name = q;
    if (!parse_consume(P, "(")) {
        parse_error(P, P->tok, "expected '(' after the conversion function's type");
        sync_stmt(P);
        return true;
    }
    ty_type *fty = func_params(P, to);
    const char *nm = sess_arena_printf(P->arena, "operator %s", ty_str(P->arena, to));
    member_function(P, cls, nm, fty, &ds, name, bodies);
    return true;
}

static bool var_initializer(parser *P, parse_var *v, lex_token *name);
static void dynamic_init(parser *P, parse_var *v, lex_token *name);

/* A static data member: a variable of the class scope ("S::n"); a constant when it is
 * constexpr or const with an initialiser; an inline one defined here. */
static void static_member(parser *P, ty_type *cls, declspec *ds, lex_token *name, ty_type *ty)
{
    parse_var *v = new_var(P, name, ty);
    v->is_global = true;
    v->name = sess_arena_printf(P->arena, "%s::%.*s", cls->tag ? member_prefix(P, cls) : "", name->len,
                                name->text);
    v->space = ds->has_device ? SP_GLOBAL : ds->space != SP_REG ? ds->space : SP_HOST;
    parse_sym *s = declare(P, parse_name(P, name));
    s->var = v;
    s->access = P->cur_access;
    if (((ds->is_inline && !ds->is_constexpr && !ty->is_const && ty_is_scalar(ty)) ||
         (ds->is_constexpr && ty_unqual(ty)->kind == TY_PTR) ||
         ((ds->is_constexpr || ds->is_inline) && ty_unqual(ty)->kind == TY_ARRAY)) &&
        (lex_is(P->tok, "=") || lex_is(P->tok, "{"))) {
        /* static inline int count = 0;: a variable defined here, with that first value; and
           static constexpr const char *name = "x"; (a constexpr static member is inline, C++17
           [class.static.data] p3); static constexpr int arr[3] = {4, 5, 6}; and
           static constexpr float w[] = {...}; too, an array of a bound its list gives */
        var_initializer(P, v, name);
        return;
    }
    ty_type *cu = ty_unqual(ty);
    if (ds->is_inline && (cu->kind == TY_STRUCT || cu->kind == TY_UNION) && cu->has_ctor &&
        v->space == SP_HOST) {
        /* static inline std::string name = "x";: made when the program starts, as a global of
           its class would be (the host pass's dynamic initialisation) */
        if (P->host_pass) {
            dynamic_init(P, v, name);
            return;
        }
        while (P->tok->kind != TK_EOF && !lex_is(P->tok, ";")) { /* (the host pass's) */
            if (lex_is(P->tok, "(") || lex_is(P->tok, "{"))
                skip_balanced(P);
            else
                P->tok++;
        }
        return;
    }
    if (parse_consume(P, "=") || lex_is(P->tok, "{")) {
        bool braced = parse_consume(P, "{");
        parse_node *e = parse_rvalue(P, parse_assign(P));
        if (braced)
            parse_expect(P, "}");
        int64_t val;
        if (ty_is_flonum(v->ty)) {
            if (!ds->is_constexpr && !ds->is_inline) {
                /* (C++: only a constexpr or inline static member of a floating type is
                   initialised in its class) */
                sess_buf b = {0};
                ty_print(&b, ty, v->name);
                parse_error(P, name, "'constexpr' needed for in-class initialization of static "
                            "data member '%s' of non-integral type", b.p ? b.p : v->name);
                sess_buf_free(&b);
                return;
            }
            floating_constant(v, e);
            v->is_defined = v->is_constexpr;
            if (v->is_constexpr) {
                /* its bytes too: a host function reads the variable itself (constant_use) */
                v->init = sess_arena_alloc(P->arena, (size_t)v->ty->size);
                if (ty_unqual(v->ty)->kind == TY_FLOAT) {
                    float f = (float)v->fval;
                    memcpy(v->init, &f, sizeof f);
                } else if (v->has_ld && v->ty->size >= (int)sizeof v->ldbits)
                    memcpy(v->init, v->ldbits, sizeof v->ldbits);
                else
                    memcpy(v->init, &v->fval, sizeof v->fval);
            }
        } else if (e->ty && ty_is_integer(e->ty) && parse_eval_const(e, &val)) {
            v->is_constexpr = true;
            v->cval = val;
            v->is_defined = true;
        }
        if (ds->is_constexpr && !v->is_constexpr)
            parse_error(P, name, "a constexpr static member must be initialised by an integer "
                        "or floating constant expression in cudarepl");
    }
}

/* The class that qualifies the friend function's NAME (friend R ns::C::f(...): C), or with
 * WHOLE the class NAME names with its qualifiers (friend class ns::C;); NULL when it is a
 * namespace's, not qualified or not a class declared already. */
static ty_type *friend_qualified_class(parser *P, lex_token *start, lex_token *name, bool whole)
{
    lex_token *first = name;
    for (;;) {
        if (!lex_is(first - 1, "::"))
            break;
        lex_token *q = first - 2;
        if (lex_is(q, ">")) { /* a class template's instance (friend void Box<int>::f();) */
            int depth = 0;
            for (; q > start; q--) {
                depth += lex_is(q, ">") ? 1 : lex_is(q, ">>") ? 2 : lex_is(q, "<") ? -1 : 0;
                if (depth == 0)
                    break;
            }
            if (depth || q <= start)
                break;
            q--;
        }
        if (q->kind != TK_IDENT || q->kw != KW_NONE)
            break;
        first = q;
    }
    if (first == name)
        return NULL;
    ty_type *c = parse_qualifier_type(P, first, whole ? name + 1 : name - 1);
    return c && (c->kind == TY_STRUCT || c->kind == TY_UNION) ? c : NULL;
}

/* The namespace that qualifies NAME (friend void ns::f(int);, void ns::f(int) {...}: ns; ::f:
 * the global one), or NULL (not qualified, or by a class). */
static parse_scope *qualifier_namespace(parser *P, lex_token *name)
{
    lex_token *first = name;
    while (lex_is(first - 1, "::") && first[-2].kind == TK_IDENT && first[-2].kw == KW_NONE)
        first -= 2;
    if (first == name)
        return lex_is(name - 1, "::") ? &P->ctx->global : NULL;
    char q[256];
    int n = ns_qual_text(first, name, q, sizeof q);
    return n > 0 ? parse_ns_scope(P, q, n) : NULL;
}

/* A friend F named without qualifiers (NAME: a class's) is its class's innermost enclosing
 * namespace's (C++17 [namespace.memdef] p3): a class the name finds there already (or in the
 * classes on the way: [class.friend] p11), else one declared there later; a function of that
 * namespace. */
static void unqualified_friend(parser *P, ty_friend *f, lex_token *name)
{
    parse_scope *ns = ns_enclosing(P, P->scope);
    for (parse_scope *s = P->scope; name && s; s = s->up) {
        parse_sym *e = s == ns ? ns_lookup(P, s, name->text, name->len)
                               : sess_map_get(&s->syms, name->text, name->len);
        if (e && e->type_def && (ty_unqual(e->type_def)->kind == TY_STRUCT ||
                                 ty_unqual(e->type_def)->kind == TY_UNION)) {
            f->klass = ty_unqual(e->type_def);
            return;
        }
        if (e && e->tmpl && e->tmpl->is_class)
            return; /* a class template's instances, by its name (template <class U> friend) */
        if (s == ns)
            break;
    }
    f->home = ns;
}

/* friend-decl = "friend" ("class" | "struct")? name ";" | "friend" function-decl: the class or
 * function at T is a friend of CLS (by its name, and the namespace or class its qualifiers or
 * unqualified_friend say; a member function by its class, an instance's too). */
static void add_friend(parser *P, ty_type *cls, lex_token *t)
{
    lex_token *name = NULL, *op = NULL;
    bool function = false;
    const char *text = NULL;
    for (lex_token *q = t; q->kind != TK_EOF && !lex_is(q, ";") && !lex_is(q, "{"); q++) {
        if (lex_is(q, "(")) {
            function = true;
            break; /* a function: the name before its parameters */
        }
        if (q->kw == KW_OPERATOR) {
            op = q;
            lex_token *e = q + 1;
            while (e->kind != TK_EOF && !lex_is(e, "(") && !lex_is(e, ";"))
                e++;
            if (lex_is(q + 1, "(") && lex_is(q + 2, ")")) /* operator() */
                text = "operator()";
            else
                text = sess_arena_printf(P->arena, "operator%.*s", e == q + 2 ? q[1].len
                                         : (int)(e->text - q[1].text), q[1].text);
            break;
        }
        if (q->kind == TK_IDENT && q->kw == KW_NONE) {
            name = q;
        } else if (lex_is(q, "<")) {
            lex_token *e = parse_targs_end(q, false);
            if (e && lex_is(e + 1, "::")) { /* friend R Box<int>::f(...): a member of it */
                q = e;
                continue;
            }
            break; /* (a template's arguments follow its name) */
        }
    }
    if (!text && !name)
        return;
    ty_friend *f = sess_arena_alloc(P->arena, sizeof *f);
    f->name = text ? text : parse_name(P, name);
    f->cls = function && name ? friend_qualified_class(P, t, name, false) : NULL;
    bool a_class = !function && !text && name && lex_is(name + 1, ";");
    if (a_class)
        f->klass = friend_qualified_class(P, t, name, true);
    if (function && !f->cls && name && lex_is(name - 1, "::"))
        f->home = qualifier_namespace(P, name);
    else if (text ? !lex_is(op - 1, "::") : (function || a_class) && !f->cls && !lex_is(name - 1, "::"))
        unqualified_friend(P, f, a_class ? name : NULL);
    f->is_class = a_class;
    f->next = cls->friends;
    cls->friends = f;
}

/* `template <class U> friend R f(...);` in class CLS at P->tok: a function template (declared
 * at namespace scope too) whose instances are CLS's friends; one defined in the class is read
 * after it (BODIES). Read (true) when it is one. */
static bool friend_template(parser *P, ty_type *cls, pending *bodies)
{
    lex_token *q = P->tok + 1;
    if (!lex_is(q, "<") || !(q = parse_targs_end(q, false)) || !parse_equal(q + 1, "friend"))
        return false;
    lex_token *decl = q + 2, *start = P->tok;
    add_friend(P, cls, decl);
    P->tok = decl;
    while (P->tok->kind != TK_EOF && !lex_is(P->tok, ";") && !lex_is(P->tok, "{")) {
        if (lex_is(P->tok, "("))
            skip_balanced(P);
        else
            P->tok++;
    }
    if (lex_is(P->tok, "{")) {
        /* defined in the class: read after it, in its scope, as friends defined there are */
        VEC_PUSH(bodies->friends, start);
        skip_balanced(P);
    } else {
        parse_consume(P, ";");
    }
    return true;
}

/* member = access ":" | "friend" decl | ctor | dtor | conversion | declspec declarators ";" */
static void inherit_ctors(parser *P, ty_type *ty, ty_type *base, pending *bodies);

/* The "friend" of a member declaration at T, after the specifiers that may come before it
 * (`__host__ __device__ friend R f(...)`), or NULL. */
static lex_token *friend_keyword(lex_token *t)
{
    while (t->kw == KW_HOST || t->kw == KW_DEVICE || t->kw == KW_GLOBAL || t->kw == KW_INLINE ||
           t->kw == KW_FORCEINLINE || t->kw == KW_NOINLINE || t->kw == KW_CONSTEXPR)
        t++;
    return parse_equal(t, "friend") ? t : NULL;
}

/* A using-declaration of a base's member functions: the base it names (NULL when its
 * qualifier is no class) and the functions' name. */
typedef struct {
    ty_type *base;
    const char *name;
    int len;
} base_using;
typedef VEC(base_using) using_vec;

/* The last name of T (B of a merged token A::B), its length in *LEN. */
static const char *last_name(const lex_token *t, int *len)
{
    for (int k = t->len - 2; k >= 0; k--)
        if (t->text[k] == ':' && t->text[k + 1] == ':') {
            *len = t->len - k - 2;
            return t->text + k + 2;
        }
    *len = t->len;
    return t->text;
}

/* The class that the qualifier [T, SEP) of a using-declaration names (the element of a pack
 * being expanded: Ts), or NULL. */
static ty_type *using_qualifier(parser *P, lex_token *t, lex_token *sep)
{
    ty_type *b = parse_qualifier_type(P, t, sep);
    return b && (b->kind == TY_STRUCT || b->kind == TY_UNION) ? b : NULL;
}

/* using-decl = "using" qualifier "::" (name | "operator" op) "..."? ";" in class TY: a base's
 * member functions of the name, to be overloaded with TY's own (C++17 [namespace.udecl] p14),
 * kept in *USINGS; `using Ts::operator()...;` names each element's (C++17 [temp.variadic]).
 * False (nothing read) when the declaration is not of that form. */
static bool base_member_using(parser *P, ty_type *ty, using_vec *usings, pending *bodies)
{
    lex_token *t = P->tok + 1, *end = t, *op = NULL;
    while (end->kind != TK_EOF && !lex_is(end, ";") && !lex_is(end, "=")) {
        if (end->kw == KW_OPERATOR && !op)
            op = end;
        end++;
    }
    if (!lex_is(end, ";") || end == t || lex_is(t, "namespace") || !ty->base_class)
        return false;
    lex_token *last = lex_is(end - 1, "...") ? end - 2 : end - 1, *name = op ? op : last;
    if (op ? op == t || !lex_is(op - 1, "::") || op[1].kind != TK_PUNCT || last <= op
           : last->kind != TK_IDENT)
        return false; /* (a conversion function's: lookup reaches it) */
    P->tok = end + 1;
    base_using u = {0};
    if (op) {
        sess_buf b = {0};
        sess_buf_puts(&b, "operator");
        for (lex_token *q = op + 1; q <= last; q++)
            sess_buf_put(&b, q->text, (size_t)q->len);
        u.name = sess_arena_strdup(P->arena, b.p);
        u.len = (int)b.len;
        sess_buf_free(&b);
    } else {
        u.name = last_name(name, &u.len);
        for (ty_member *m = ty->members; m; m = m->next) { /* using Base::Base;: its constructors */
            const char *cn = m->is_base ? ty_ctor_name(ty_unqual(m->ty)) : NULL;
            if (cn && (int)strlen(cn) == u.len && !strncmp(cn, u.name, (size_t)u.len)) {
                inherit_ctors(P, ty, ty_unqual(m->ty), bodies);
                return true;
            }
        }
    }
    lex_token *sep = name > t && lex_is(name - 1, "::") ? name - 1 : NULL;
    if (!sep) {
        VEC_PUSH(*usings, u);
        return true;
    }
    P->tok = t;
    parse_expansion x;
    for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
        u.base = using_qualifier(P, t, sep);
        VEC_PUSH(*usings, u);
        P->tok = x.ell ? x.ell : end;
    }
    P->tok = end + 1;
    return true;
}

/* using Base::Base; in class TY: for each constructor of BASE but its copy and move
 * constructors, one of TY with the same parameters that gives them to it (C++17
 * [namespace.udecl] p3, [class.inhctor.init]), TY's own members then initialised as by its
 * implicit constructor. Written as text (`D(const char *a0) : Base(a0) {}`) and read as a
 * member declaration of TY. */
static void inherit_ctors(parser *P, ty_type *ty, ty_type *base, pending *bodies)
{
    const char *bn = ty_ctor_name(base), *dn = ty_ctor_name(ty);
    if (!bn || !dn || !base->tag)
        return;
    sess_buf b = {0};
    for (parse_func *f = parse_find_method(base, bn, -1); f; f = f->next_overload) {
        if (f->cls != base || f->is_deleted || !f->ty || f->ty->variadic || !f->tok || !lex_is(f->tok + 1, "("))
            continue;
        ty_param *p0 = f->ty->params;
        if (p0 && !p0->next && p0->ty->kind == TY_PTR && p0->ty->is_ref && ty_unqual(p0->ty->base) == base)
            continue; /* (copy and move constructors are not inherited) */
        if (f->exec & EX_HOST)
            sess_buf_puts(&b, "__host__ ");
        if (f->exec & EX_DEVICE)
            sess_buf_puts(&b, "__device__ ");
        sess_buf_printf(&b, "%s (", dn);
        sess_buf args = {0};
        const lex_token *q = f->tok + 2;
        int i = 0;
        for (ty_param *p = f->ty->params; p; p = p->next, i++) {
            /* the parameter's tokens, to its ',' or ')' at depth 0 */
            const lex_token *s0 = q, *eq = NULL;
            int depth = 0;
            for (; q->kind != TK_EOF; q++) {
                if (depth == 0 && (lex_is(q, ",") || lex_is(q, ")")))
                    break;
                if (depth == 0 && lex_is(q, "=") && !eq)
                    eq = q;
                depth += lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{") || lex_is(q, "<") ? 1
                         : lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}") || lex_is(q, ">") ? -1
                         : lex_is(q, ">>") ? -2 : 0;
            }
            const char *an = p->name ? p->name : sess_arena_printf(P->arena, "__cr_a%d", i);
            parse_tokens_text(&b, s0, eq ? eq : q);
            if (!p->name)
                sess_buf_printf(&b, " %s", an);
            if (eq)
                parse_tokens_text(&b, eq, q);
            sess_buf_printf(&b, "%s", p->next ? " ," : "");
            sess_buf_printf(&args, "%s%s", i ? ", " : "", an);
            if (lex_is(q, ","))
                q++;
        }
        sess_buf_printf(&b, " ) : %s ( %s ) { } ;\n", base->tag, args.p ? args.p : "");
        sess_buf_free(&args);
    }
    if (!b.p)
        return;
    lex_token *toks = parse_text_tokens(P, b.p, sess_arena_printf(P->arena, "<constructors %s inherits>", dn));
    sess_buf_free(&b);
    if (!toks)
        return;
    lex_token *save = P->tok;
    P->tok = toks;
    while (P->tok->kind != TK_EOF) {
        lex_token *at = P->tok;
        if (!parse_consume(P, ";") && !special_member(P, ty, bodies))
            break;
        if (P->tok == at)
            P->tok++;
    }
    P->tok = save;
}

/* The functions of name U->name in the base U names, or in the first base that has them. */
static parse_func *using_set(ty_type *ty, const base_using *u)
{
    if (u->base)
        return parse_find_method(u->base, u->name, u->len);
    parse_func *set = ty->base_class ? parse_find_method(ty->base_class, u->name, u->len) : NULL;
    for (ty_member *b = ty->members; b && !set; b = b->next) /* a later base's */
        if (b->is_base)
            set = parse_find_method(ty_unqual(b->ty), u->name, u->len);
    return set;
}

static ty_method *own_method(ty_type *ty, const char *name, int len)
{
    ty_method *own = NULL;
    for (ty_method *m = ty->methods; m; m = m->next)
        if ((int)strlen(m->name) == len && !strncmp(m->name, name, (size_t)len))
            own = m;
    return own;
}

/* Do the using-declarations USINGS bring functions of U's name from another set than SET? */
static bool other_using(ty_type *ty, const using_vec *usings, const base_using *u, parse_func *set)
{
    for (size_t j = 0; j < usings->len; j++) {
        const base_using *o = &usings->p[j];
        if (o != u && o->len == u->len && !strncmp(o->name, u->name, (size_t)u->len) &&
            using_set(ty, o) != set)
            return true;
    }
    return false;
}

/* The member functions that TY's using-declarations USINGS bring from its bases: added to TY's
 * overloads of their name when TY declares its own (an own one of the same parameters hides the
 * base's), or when they come from several bases (the overloaded idiom's `using
 * Ts::operator()...;`); the calls find the base's alone otherwise. Each is the base's function,
 * called on the base part of the object. */
static void add_base_usings(parser *P, ty_type *ty, const using_vec *usings)
{
    for (size_t i = 0; i < usings->len; i++) {
        const base_using *u = &usings->p[i];
        parse_func *base_set = using_set(ty, u);
        if (!base_set)
            continue;
        ty_method *own = own_method(ty, u->name, u->len);
        if (!own || !own->fn) {
            if (!own && base_set == parse_find_method(ty, u->name, u->len) &&
                !other_using(ty, usings, u, base_set))
                continue; /* (lookup reaches the base's) */
            if (!own) {
                own = sess_arena_alloc(P->arena, sizeof *own);
                own->name = sess_arena_strndup(P->arena, u->name, (size_t)u->len);
                ty_method **mp = &ty->methods;
                while (*mp)
                    mp = &(*mp)->next;
                *mp = own;
            }
        }
        for (parse_func *g = base_set; g; g = g->next_overload) {
            bool hidden = false;
            parse_func **last = &own->fn;
            for (parse_func *f = own->fn; f; f = f->next_overload) {
                hidden |= (f->cls == ty && parse_same_params(f->ty, g->ty) &&
                           f->is_const_method == g->is_const_method) ||
                          (f->cls == g->cls && f->link == g->link);
                last = &f->next_overload;
            }
            if (hidden || g->is_ctor)
                continue;
            parse_func *copy = sess_arena_alloc(P->arena, sizeof *copy);
            *copy = *g; /* (the same function: its link name, body and class) */
            copy->next_overload = NULL;
            *last = copy;
        }
    }
}

static lex_token *body_end(lex_token *t);

/* The token after the class member at T when it is a host member function (no __device__,
 * __global__, constexpr or virtual before its parameters; a data member is never one), found
 * from the tokens alone: the declarator's '(' is the first one outside brackets; after its
 * parameters, qualifiers up to ';' (a declaration, `= default`), or a body, a constructor's
 * member-initialisers before it. NULL otherwise. */
static lex_token *host_member_function_end(lex_token *t)
{
    int angle = 0;
    for (;; t++) {
        if (t->kind == TK_EOF || lex_is(t, ";") || lex_is(t, "{") || lex_is(t, "=") ||
            lex_is(t, "}") || lex_is(t, ":") || t->kw == KW_DEVICE || t->kw == KW_GLOBAL ||
            t->kw == KW_CONSTEXPR || t->kw == KW_TEMPLATE || t->kw == KW_OPERATOR ||
            parse_equal(t, "virtual"))
            return NULL;
        if (lex_is(t, "<"))
            angle++;
        else if (lex_is(t, ">"))
            angle--;
        else if (lex_is(t, ">>"))
            angle -= 2;
        else if (lex_is(t, "(") && angle <= 0)
            break;
    }
    if (t[-1].kind != TK_IDENT || t[-1].kw != KW_NONE)
        return NULL; /* (a declarator's name comes before it: not `int (*f)(int)` or a cast) */
    t = body_end(t);
    while (t && t->kind != TK_EOF && !lex_is(t, ";") && !lex_is(t, "{") && !lex_is(t, ":") &&
           !lex_is(t, "}"))
        t = lex_is(t, "(") ? body_end(t) : t + 1;
    if (!t || t->kind == TK_EOF)
        return NULL;
    if (lex_is(t, ";"))
        return t + 1;
    if (lex_is(t, ":")) /* member-initialisers: name(args) or name{args}, separated by ',' */
        for (t++; t && (t->kind == TK_IDENT || lex_is(t, "::") || lex_is(t, ","));)
            t = lex_is(t + 1, "(") || lex_is(t + 1, "{") ? body_end(t + 1) : t + 1;
    return t && lex_is(t, "{") ? body_end(t) : NULL;
}

static void struct_members(parser *P, ty_type *ty, ty_member *bases, pending *bodies)
{
    using_vec usings = {0};
    ty_member head = {0}, *cur = &head;
    if (bases) {
        cur->next = bases;
        while (cur->next)
            cur = cur->next;
    }
    ty_type *open_cls = P->open_cls;
    ty_member *open_members = P->open_members;
    P->open_cls = ty;
    P->open_members = &head;
    /* the device pass: a host member function is read quietly, cut at its end, and left out
       when it names what only host code has (a std::vector parameter): it is the host pass's */
    lex_token *host_fn_end = NULL;
    parse_quiet host_fn_quiet;
    for (;;) {
        if (host_fn_end) {
            parse_uncut(P, host_fn_end);
            if (parse_quiet_failed(P, &host_fn_quiet))
                P->tok = host_fn_end;
            parse_quiet_drop(P, &host_fn_quiet);
            host_fn_end = NULL;
        }
        if (parse_consume(P, "}"))
            break;
        if (P->tok->kind == TK_EOF) {
            parse_error(P, P->tok, "unexpected end of input: expected '}' to end the struct");
            break;
        }
        lex_token *start = P->tok;
        P->late_exec = 0;
        if (!P->host_pass && (host_fn_end = host_member_function_end(P->tok)) != NULL) {
            parse_quiet_begin(P, &host_fn_quiet);
            parse_cut(P, host_fn_end);
        }
        if (parse_equal(P->tok, "public") || parse_equal(P->tok, "private") ||
            parse_equal(P->tok, "protected")) {
            P->cur_access = parse_equal(P->tok, "public") ? TY_PUBLIC
                            : parse_equal(P->tok, "private") ? TY_PRIVATE : TY_PROTECTED;
            P->tok++;
            parse_expect(P, ":");
            continue;
        }
        if (parse_consume(P, ";"))
            continue;
        if (P->tok->kw == KW_STATIC_ASSERT || P->tok->kw == KW_STATIC_ASSERT_CXX) {
            stmt(P);
            continue;
        }
        if (P->tok->kw == KW_USING) {
            if (!base_member_using(P, ty, &usings, bodies))
                using_decl(P);
            continue;
        }
        if (P->tok->kw == KW_TEMPLATE && friend_template(P, ty, bodies))
            continue;
        if (P->tok->kw == KW_TEMPLATE) {
            P->member_of = ty; /* a member function template: its instances are members */
            parse_template_decl(P);
            P->member_of = NULL;
            continue;
        }
        lex_token *friend_kw = friend_keyword(P->tok);
        if (friend_kw) {
            /* a friend function defined in the class is a free function (read from the
             * specifiers before "friend", which its declaration skips then) */
            lex_token *specs = P->tok, *global = NULL;
            for (lex_token *q = specs; q < friend_kw; q++)
                if (q->kw == KW_GLOBAL)
                    global = q;
            P->tok = friend_kw + 1;
            add_friend(P, ty, P->tok);
            if (P->tok->kw == KW_CLASS || P->tok->kw == KW_STRUCT) {
                sync_stmt(P);
                continue;
            }
            lex_token *fstart = specs < friend_kw ? specs : P->tok;
            while (P->tok->kind != TK_EOF && !lex_is(P->tok, ";") && !lex_is(P->tok, "{")) {
                if (P->tok->kw == KW_GLOBAL)
                    global = P->tok;
                if (lex_is(P->tok, "("))
                    skip_balanced(P);
                else
                    P->tok++;
            }
            if (lex_is(P->tok, "{")) {
                if (global)
                    parse_error(P, global, "a __global__ function can be declared as a friend but "
                                "not defined there (%s)", CR_GUIDE_5_3_10_6_3);
                else
                    VEC_PUSH(bodies->friends, fstart);
                skip_balanced(P);
            } else {
                parse_consume(P, ";");
            }
            continue;
        }
        if (special_member(P, ty, bodies))
            continue;
        declspec ds;
        /* a class template instance named by the specifier is made only if a data member
         * needs it complete (C<N + 1> *next; C<N + 1> up() const;) */
        parse_scope *member_spec = P->member_spec;
        P->member_spec = P->scope;
        bool ok = declspec_parse(P, &ds);
        P->member_spec = member_spec;
        if (!ok) {
            if (!unknown_type_name(P, P->tok))
                parse_error(P, P->tok, "expected a member declaration");
            sync_stmt(P);
            continue;
        }
        if (ds.is_typedef) {
            typedef_decl(P, &ds);
            continue;
        }
        /* anonymous struct/union member */
        if ((ds.ty->kind == TY_STRUCT || ds.ty->kind == TY_UNION) && parse_consume(P, ";")) {
            if (!ds.ty->tag) {
                ty_member *m = sess_arena_alloc(P->arena, sizeof *m);
                m->ty = ds.ty;
                cur = cur->next = m;
            }
            continue;
        }
        if (ds.ty->kind == TY_ENUM && parse_consume(P, ";"))
            continue;
        bool first = true;
        lex_token *last = NULL;
        while (!parse_consume(P, ";")) {
            if (P->tok == last || P->tok->kind == TK_EOF) {
                sync_stmt(P); /* no progress since the last declarator: recover */
                break;
            }
            last = P->tok;
            if (!first)
                parse_expect(P, ",");
            first = false;
            lex_token *name = NULL;
            ty_type *mty = declarator(P, ds.ty, &name);
            const char *text = P->decl_text;
            if (mty->kind != TY_FUNC && !ds.is_static)
                parse_complete_type(P, mty);
            if (mty->kind == TY_FUNC) {
                if (!name) {
                    parse_error(P, P->tok, "expected a member function name");
                    sync_stmt(P);
                    break;
                }
                member_function(P, ty, text ? text : parse_name(P, name), mty, &ds, name, bodies);
                break;
            }
            if (!name) {
                parse_error(P, P->tok, "expected a member name");
                sync_stmt(P);
                break;
            }
            if ((ds.has_device || ds.space != SP_REG) && ds.is_static) {
                /* (nvcc's words; a static member is a variable a memory space could mean) */
                lex_token *sp = ds.space_tok ? ds.space_tok : ds.exec_tok;
                parse_error(P, sp, "memory qualifier on data member is not allowed: a static data "
                            "member used in device code must be const or constexpr (%s)",
                            CR_GUIDE_5_3_10_6_2);
            } else if (ds.has_device || ds.space != SP_REG) {
                lex_token *sp = ds.space_tok ? ds.space_tok : ds.exec_tok;
                parse_warn(P, sp, "attribute \"%.*s\" does not apply here: a data member has its "
                           "object's memory space (%s)", sp->len, sp->text, CR_GUIDE_5_3_10_6_2);
            }
            if (ds.is_static) {
                static_member(P, ty, &ds, name, mty);
                continue;
            }
            ty_member *m = sess_arena_alloc(P->arena, sizeof *m);
            m->ty = mty;
            m->name = parse_name(P, name);
            m->access = P->cur_access;
            m->owner = ty;
            m->tok = name;
            m->is_mutable = ds.is_mutable;
            if (parse_consume(P, ":")) {
                int64_t w;
                parse_const_int(P, &w);
                m->bit_width = (int)w;
                if (w == 0)
                    m->bit_width = -1; /* unnamed zero-width: forces alignment; ignored */
            }
            if (lex_is(P->tok, "=") || lex_is(P->tok, "{")) {
                /* a default member initialiser: used by constructors that do not name it */
                m->def = P->tok;
                if (parse_consume(P, "="))
                    while (P->tok->kind != TK_EOF && !lex_is(P->tok, ";") && !lex_is(P->tok, ",")) {
                        if (lex_is(P->tok, "(") || lex_is(P->tok, "{") || lex_is(P->tok, "["))
                            skip_balanced(P);
                        else
                            P->tok++;
                    }
                else
                    skip_balanced(P);
                m->def_end = P->tok;
                ty->has_ctor = true; /* not an aggregate for cudarepl: initialised member-wise */
            }
            {
                /* a member of a class with constructors: this class's objects are constructed
                 * (its implicit default constructor constructs the member) */
                ty_type *mu = ty_unqual(m->ty);
                while (mu->kind == TY_ARRAY)
                    mu = ty_unqual(mu->base);
                if ((mu->kind == TY_STRUCT || mu->kind == TY_UNION) && mu->has_ctor)
                    ty->has_ctor = true;
            }
            if (m->ty->kind == TY_ARRAY && m->ty->array_len < 0) {
                ty->is_flexible = true;
                m->ty = ty_array(P->arena, m->ty->base, 0);
                m->ty->array_len = 0;
            } else if (!ty_is_complete(m->ty)) {
                parse_error(P, name ? name : P->tok, "field has incomplete type '%s'",
                            ty_str(P->arena, m->ty));
                continue; /* not a member: `struct S { S s; }` would contain itself */
            }
            cur = cur->next = m;
        }
        if (P->tok == start)
            P->tok++;
    }
    ty->members = add_vptr(P, ty, head.next);
    add_vbase_members(P, ty);
    P->open_cls = open_cls;
    P->open_members = open_members;
    add_base_usings(P, ty, &usings);
    VEC_FREE(usings);
}

/* The token after the base-clause starting at T: the class body's '{', or NULL. */
static lex_token *base_clause_end(lex_token *t)
{
    int depth = 0;
    for (; t->kind != TK_EOF; t++) {
        if (lex_is(t, "(") || lex_is(t, "["))
            depth++;
        else if (lex_is(t, ")") || lex_is(t, "]"))
            depth--;
        else if (depth == 0 && (lex_is(t, "{") || lex_is(t, ";")))
            return lex_is(t, "{") ? t : NULL;
    }
    return NULL;
}

/* Note V among CLS's virtual bases (once, in the order C++ makes them: a base's own virtual
 * bases before it). A virtual base is no unnamed member: its subobject is reached through
 * the hidden pointer add_vbase_members gives each class that has it. */
static void add_vbase(parser *P, ty_type *cls, ty_type *v, bool direct, int access)
{
    ty_vbase **vp = &cls->vbases;
    for (; *vp; vp = &(*vp)->next)
        if ((*vp)->ty == v) {
            if (direct) {
                (*vp)->direct = true;
                (*vp)->access = (uint8_t)access;
            }
            return;
        }
    if (!v->vb_id)
        v->vb_id = ++P->ctx->vbases;
    ty_vbase *e = sess_arena_alloc(P->arena, sizeof *e);
    e->ty = v;
    e->direct = direct;
    e->access = (uint8_t)(direct ? access : TY_PUBLIC);
    *vp = e;
    cls->has_ctor = true; /* (its constructors set the hidden members) */
}

static ty_member *vbase_member(parser *P, ty_type *cls, const char *prefix, ty_type *mty,
                               ty_type *v, int kind)
{
    ty_member *m = sess_arena_alloc(P->arena, sizeof *m);
    m->name = v ? sess_arena_printf(P->arena, "%s%d", prefix, v->vb_id) : prefix;
    m->ty = mty;
    m->access = TY_PUBLIC;
    m->owner = cls;
    m->vb = (uint8_t)kind;
    m->vbase = v;
    return m;
}

/* The hidden members of a class with virtual bases (TY_VB_*), after its own: a pointer for
 * each, the flag, room for each. */
static void add_vbase_members(parser *P, ty_type *cls)
{
    if (!cls->vbases)
        return;
    ty_member **mp = &cls->members;
    while (*mp)
        mp = &(*mp)->next;
    for (ty_vbase *v = cls->vbases; v; v = v->next) {
        v->ptr = *mp = vbase_member(P, cls, "__vbp", ty_ptr(P->arena, v->ty), v->ty, TY_VB_PTR);
        mp = &(*mp)->next;
    }
    cls->vb_flag = *mp = vbase_member(P, cls, "__vbc", P->B->int_, NULL, TY_VB_FLAG);
    mp = &(*mp)->next;
    for (ty_vbase *v = cls->vbases; v; v = v->next) {
        v->store = *mp = vbase_member(P, cls, "__vbs", v->ty, v->ty, TY_VB_STORE);
        mp = &(*mp)->next;
    }
}

/* base-clause = ":" base-specifier ("," base-specifier)*
 * base-specifier = ("public" | "private" | "protected" | "virtual")* type "..."?
 * Each base is an unnamed member (its subobject; the first at offset 0), so its fields are
 * found as an anonymous struct's are; `Ts...` is a base for each element of the pack. */
static ty_member *base_clause(parser *P, ty_type *cls)
{
    ty_member head = {0}, *cur = &head;
    if (!parse_consume(P, ":"))
        return NULL;
    lex_token *body = base_clause_end(P->tok);
    if (body)
        parse_cut(P, body); /* (a pack expansion's element ends there) */
    do {
        int access = P->cur_access; /* (a class's bases are private unless said otherwise) */
        bool virt = false;
        while (parse_equal(P->tok, "public") || parse_equal(P->tok, "private") ||
               parse_equal(P->tok, "protected") || parse_equal(P->tok, "virtual")) {
            if (!parse_equal(P->tok, "virtual"))
                access = parse_equal(P->tok, "public") ? TY_PUBLIC
                         : parse_equal(P->tok, "private") ? TY_PRIVATE : TY_PROTECTED;
            else
                virt = true;
            P->tok++;
        }
        parse_expansion x;
        for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
            lex_token *t = P->tok;
            ty_type *b = parse_typename(P);
            parse_complete_type(P, b);
            if (!b || (ty_unqual(b)->kind != TY_STRUCT && ty_unqual(b)->kind != TY_UNION) ||
                !ty_is_complete(b)) {
                parse_error(P, t, "base class must be a complete class type");
                continue;
            }
            /* its virtual bases are this class's too, made before it ([class.base.init] p13) */
            for (ty_vbase *v = ty_unqual(b)->vbases; v; v = v->next)
                add_vbase(P, cls, v->ty, false, TY_PUBLIC);
            if (virt) {
                add_vbase(P, cls, ty_unqual(b), true, access);
                continue;
            }
            ty_member *m = sess_arena_alloc(P->arena, sizeof *m);
            m->ty = ty_unqual(b);
            m->access = (uint8_t)access;
            m->tok = t; /* (where a note about its access points) */
            m->is_base = true;
            cur = cur->next = m;
            if (!cls->base_class)
                cls->base_class = ty_unqual(b);
            if (ty_unqual(b)->has_ctor)
                cls->has_ctor = true;
        }
    } while (parse_consume(P, ","));
    if (body)
        parse_uncut(P, body);
    return head.next;
}

static void function_body(parser *P, parse_func *f);
static void function_body_of(parser *P, parse_func *f);

void parse_cut(parser *P, lex_token *end)
{
    if (P->ncuts < PARSE_MAX_CUTS) { /* (past that, unmarked: recovery may run on, no more) */
        P->cuts[P->ncuts].tok = end;
        P->cuts[P->ncuts].kind = end->kind;
        end->kind = TK_EOF;
    }
    P->ncuts++;
}

void parse_uncut(parser *P, lex_token *end)
{
    P->ncuts--;
    if (P->ncuts < PARSE_MAX_CUTS) {
        CR_ASSERT(P->cuts[P->ncuts].tok == end);
        end->kind = P->cuts[P->ncuts].kind;
    }
}

/* The body member_function kept for F, parsed now (in the current scope) and F added to the
 * unit. The body ends where skipping it ended: a statement that recovers from an error must not
 * run on into the next member function's body (parsed again there, and again at each level of
 * nesting). */
static void kept_body(parser *P, parse_func *f, lex_token *body)
{
    P->tok = body;
    bool eof = P->eof_error; /* (that end is not the input's: the cell is not incomplete) */
    parse_cut(P, f->body_end);
    function_body(P, f);
    parse_uncut(P, f->body_end);
    P->eof_error = eof;
    parse_add_func(P, f);
}

/* Parse the bodies a class left for when it is complete, in its scope. */

parse_func *parse_member_template_instance(parser *P, ty_type *cls, const char *key)
{
    declspec ds;
    lex_token *name = NULL;
    lex_token *start = P->tok;
    ty_type *fty = parse_ctor_head(P, cls, &name);
    const char *text = NULL;
    if (fty) { /* a constructor template's instance */
        lex_token *end = P->tok;
        P->tok = start;
        fn_specifiers(P, &ds, name);
        P->tok = end;
        text = ty_ctor_name(cls);
    } else {
        if (!declspec_parse(P, &ds))
            return NULL;
        fty = declarator(P, ds.ty, &name);
        text = P->decl_text;
    }
    if (!name || fty->kind != TY_FUNC)
        return NULL;
    const char *mname = text ? text : parse_name(P, name);
    pending pend = {0};
    uint8_t access = P->cur_access;
    P->cur_access = TY_PUBLIC; /* (a member template's instance: its access is not kept) */
    member_function(P, cls, mname, fty, &ds, name, &pend);
    P->cur_access = access;
    /* the instance is not one of the class's overloads (a call finds it through the
     * template): taken out of the method list, with a link name of its own */
    parse_func *f = NULL;
    for (ty_method **mp = &cls->methods; *mp; mp = &(*mp)->next) {
        if (strcmp((*mp)->name, mname))
            continue;
        parse_func **fp = &(*mp)->fn;
        while ((*fp)->next_overload)
            fp = &(*fp)->next_overload;
        f = *fp;
        *fp = NULL;
        if (!(*mp)->fn)
            *mp = (*mp)->next;
        break;
    }
    if (!f)
        return NULL;
    f->link = sess_arena_printf(P->arena, "%s%s", overload_link(P, f->name, fty, f->is_const_method), key);
    f->name = sess_arena_printf(P->arena, "%s%s", f->name, key);
    make_pretty(P, f);
    register_link(P, f);
    /* its body waits until overload resolution chooses it (parse_member_template_body) */
    VEC_FREE(pend.bodies);
    VEC_FREE(pend.friends);
    return f;
}

void parse_member_template_body(parser *P, parse_func *f, lex_token *body)
{
    if (!body || !f->body_end)
        return;
    lex_token *save = P->tok;
    struct parse_lambda *lambda = P->lambda;
    bool user_conv = P->user_conv, in_launch = P->in_launch;
    P->lambda = NULL;
    P->user_conv = P->in_launch = false;
    kept_body(P, f, body);
    P->lambda = lambda;
    P->user_conv = user_conv;
    P->in_launch = in_launch;
    P->tok = save;
}
/* Is class C TY or a class nested in TY (at most PARSE_LAZY_NESTING deep)? */
static bool class_within(ty_type *c, ty_type *ty)
{
    int depth = 0;
    for (parse_scope *s = c->scope; s && depth <= PARSE_LAZY_NESTING; s = s->up) {
        if (s->cls == ty)
            return true;
        if (s->cls)
            depth++;
    }
    return false;
}

/* A class template instance's ordinary member functions, and those of the classes nested in
 * it, are parsed when first called (parse_lazy_body; C++17 [temp.inst] p2): marked before any
 * body is parsed, as one body may call another. */
static void mark_lazy(ty_type *ty, pending *pend)
{
    for (size_t i = 0; i < pend->bodies.len; i++) {
        parse_func *f = pend->bodies.p[i];
        if (ty->tmpl_of && !ty->tmpl_explicit && !f->is_virtual && !f->is_dtor &&
            f->cls && class_within(ty_unqual(f->cls), ty) &&
            !f->deduce_ret && !ty->tmpl_of->cls)
            f->lazy_body = true;
    }
}

static void finish_class(parser *P, ty_type *ty, pending *pend)
{
    lex_token *save = P->tok;
    mark_lazy(ty, pend);
    for (size_t i = 0; i < pend->bodies.len; i++) {
        parse_func *f = pend->bodies.p[i];
        if (f->lazy_body || f->body)
            continue; /* (or parsed already, at a call from a body parsed before it) */
        if (P->host_pass && (f->exec & EX_DEVICE) && !(f->exec & EX_HOST))
            continue; /* device code: the host pass needs only its declaration */
        /* the device pass: a host member function's body is the host pass's to judge (it may
           call what only host code has, strlen); read quietly, for the kernels it launches */
        bool host_only = !P->host_pass && !(f->exec & (EX_DEVICE | EX_GLOBAL));
        parse_quiet pq;
        if (host_only)
            parse_quiet_begin(P, &pq);
        ty_type *c = f->cls ? ty_unqual(f->cls) : NULL;
        if (c && c != ty && c->scope) { /* a nested class's: in its scope */
            parse_scope *c_up = parse_scope_up(c->scope);
            parse_scope *up = parse_push_scope(P, c->scope);
            kept_body(P, f, f->body_tok);
            parse_pop_scope(P, up, true);
            parse_scope_relink(c->scope, c_up);
        } else {
            kept_body(P, f, f->body_tok); /* in the class scope, which is the current one */
        }
        if (host_only) {
            if (parse_quiet_failed(P, &pq))
                f->body = NULL;
            parse_quiet_drop(P, &pq);
        }
    }
    for (size_t i = 0; i < pend->friends.len; i++) {
        /* a friend function defined in the class: the class's names (a class template's own
         * name, its parameters) are seen from it; it is declared at namespace scope */
        P->tok = pend->friends.p[i];
        parse_scope *saved = P->friend_scope;
        parse_scope *up = parse_push_scope(P, NULL);
        P->friend_scope = P->scope;
        parse_top_decl(P);
        P->friend_scope = saved;
        P->scope = up;
    }
    P->tok = save;
    VEC_FREE(pend->bodies);
    VEC_FREE(pend->friends);
}

/* The body of class TY: bases, members in the class scope, layout, then the bodies of its
 * member functions (the class is complete there). */
void parse_class_body(parser *P, ty_type *ty, bool is_union, bool is_class, int align)
{
    uint8_t access = P->cur_access;
    P->cur_access = is_class ? TY_PRIVATE : TY_PUBLIC; /* (C++ [class.access]) */
    ty_member *bases = base_clause(P, ty);
    ty->members = bases; /* (its member functions' declarations see them: virtual ones) */
    ty->file = P->tok->file;
    ty->in_std = P->in_std && !P->fn && !ty->tmpl_of;
    if (!lex_is(P->tok, "{"))
        return;
    if (P->tok->pack && !ty->pack)
        ty->pack = P->tok->pack;
    P->tok++;
    ty->align = align > 0 ? align : 1;
    if (!ty->scope) {
        ty->scope = sess_arena_alloc(P->arena, sizeof *ty->scope);
        ty->scope->cls = ty;
        VEC_PUSH(P->ctx->class_scopes, ty->scope);
    }
    pending pend = {0};
    /* nested in the class whose members are being declared: its bodies wait for that one */
    pending *outer = P->class_pend && P->class_pend_scope == P->scope ? P->class_pend : NULL;
    void *outer_pend = P->class_pend;
    parse_scope *outer_scope = P->class_pend_scope;
    parse_scope *up = parse_push_scope(P, ty->scope);
    P->class_pend = &pend;
    P->class_pend_scope = P->scope;
    parse_fn_state st;
    parse_save_fn(P, &st); /* a class defined inside a function has bodies of its own */
    struct_members(P, ty, bases, &pend);
    P->class_pend = outer_pend;
    P->class_pend_scope = outer_scope;
    P->cur_access = TY_PUBLIC; /* (what the front end declares for the class) */
    for (lex_token *t = P->tok; t->kw == KW_ATTRIBUTE;)
        if (attribute_packed(t, &t))
            ty->pack = 1; /* struct S { ... } __attribute__((packed)) */
    struct_layout(ty, is_union);
    ty_complete_copies(ty);
    if (outer) {
        mark_lazy(ty, &pend);
        for (size_t i = 0; i < pend.bodies.len; i++)
            VEC_PUSH(outer->bodies, pend.bodies.p[i]);
        for (size_t i = 0; i < pend.friends.len; i++)
            VEC_PUSH(outer->friends, pend.friends.p[i]);
        VEC_FREE(pend.bodies);
        VEC_FREE(pend.friends);
    } else {
        finish_class(P, ty, &pend);
    }
    ty_complete_copies(ty);
    P->cur_access = access;
    parse_restore_fn(P, &st);
    parse_pop_scope(P, up, true);
    while (P->tok->kw == KW_ATTRIBUTE)
        attribute(P, NULL);
}

/* `struct C<int>::B` at P->tok's "::", CLS being the instance C<int> (C<T>::B of an instance):
 * the class B nested in it, defined when a body follows (class_def_outside) */
static ty_type *nested_class_decl(parser *P, ty_type *cls, bool is_union, bool is_class)
{
    while (lex_is(P->tok, "::") && (P->tok + 1)->kind == TK_IDENT && P->tok[1].kw == KW_NONE) {
        lex_token *n = P->tok + 1;
        parse_sym *s = cls->scope ? parse_class_lookup(cls, n->text, n->len) : NULL;
        ty_type *in = s && s->type_def ? ty_unqual(s->type_def) : NULL;
        if (!in || (in->kind != TY_STRUCT && in->kind != TY_UNION)) {
            parse_error(P, n, "no class named '%.*s' in '%s'", n->len, n->text, ty_str(P->arena, cls));
            if (lex_is(n + 1, "{"))
                P->tok = n + 1, skip_balanced(P);
            else
                P->tok = n + 1;
            return P->B->int_;
        }
        cls = in;
        P->tok += 2;
    }
    return class_def_outside(P, cls, is_union, is_class);
}

/* After the name of class CLS in `struct A::B`: CLS, and with a body, its definition outside
 * the class it is nested in (C++17 [class.nest] p3), read with the scopes of the classes
 * enclosing it entered, as its members' definitions outside them are. */
static ty_type *class_def_outside(parser *P, ty_type *cls, bool is_union, bool is_class)
{
    if (!lex_is(P->tok, "{") && !(lex_is(P->tok, ":") && !lex_is(P->tok + 1, ":")))
        return cls;
    lex_token *name = P->tok - 1;
    if (cls->complete) {
        if (!(cls->def_file && name->file && cls->def_line == name->line && !strcmp(cls->def_file, name->file)))
            parse_error(P, name, "redefinition of '%s'", ty_str(P->arena, cls));
        while (!lex_is(P->tok, "{") && P->tok->kind != TK_EOF)
            P->tok++;
        skip_balanced(P);
        return cls;
    }
    if (name->file) {
        cls->def_file = sess_arena_strdup(P->arena, name->file);
        cls->def_line = name->line;
    }
    ty_type *chain[PARSE_LAZY_NESTING + 1];
    parse_scope *links[PARSE_LAZY_NESTING + 1], *ups[PARSE_LAZY_NESTING + 1];
    int n = 0;
    for (ty_type *c = cls->outer; c && c->scope && n <= PARSE_LAZY_NESTING; c = c->outer)
        chain[n++] = c;
    /* at namespace scope, the namespace of the outermost class: struct ns::A::B {...} sees
     * ns's names (an instance's nested class: the scope binding the template's arguments) */
    parse_scope *base = P->scope;
    if (n && chain[n - 1]->home && (P->scope->ns || P->scope == parse_global_scope(P)))
        P->scope = chain[n - 1]->home;
    for (int i = n - 1; i >= 0; i--) {
        links[i] = parse_scope_up(chain[i]->scope);
        ups[i] = parse_push_scope(P, chain[i]->scope);
    }
    parse_class_body(P, cls, is_union, is_class, 0);
    for (int i = 0; i < n; i++) {
        parse_pop_scope(P, ups[i], true);
        parse_scope_relink(chain[i]->scope, links[i]);
    }
    P->scope = base;
    return cls;
}

/* struct-decl = tag? base-clause? ("{" member* "}")? */
static ty_type *struct_decl(parser *P, bool is_union, bool is_class)
{
    declspec dummy = {0};
    while (P->tok->kw == KW_ATTRIBUTE || P->tok->kw == KW_ALIGN || P->tok->kw == KW_BUILTIN_ALIGN ||
           P->tok->kw == KW_ALIGNAS || P->tok->kw == KW_ALIGNAS_CXX) {
        if (P->tok->kw == KW_ATTRIBUTE) {
            attribute(P, &dummy);
        } else {
            P->tok++;
            parse_expect(P, "(");
            int64_t a;
            parse_const_int(P, &a);
            parse_expect(P, ")");
            dummy.align = (int)a;
        }
    }
    lex_token *tag = NULL;
    if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE) {
        parse_template *tm = lex_is(P->tok + 1, "<") ? parse_find_template(P, P->tok) : NULL;
        if (tm && tm->is_class) {
            /* struct S<int> (an elaborated instance) */
            lex_token *t = P->tok++;
            parse_targ room[PARSE_MAX_TARGS];
            parse_targs args = {room, 0};
            if (!parse_template_args(P, tm, &args))
                return P->B->int_;
            ty_type *inst = parse_class_instance(P, tm, &args, t);
            return lex_is(P->tok, "::") ? nested_class_decl(P, inst, is_union, is_class) : inst;
        }
        if (lex_is(P->tok + 1, "::") && (P->tok + 2)->kind == TK_IDENT) {
            /* struct A::B, struct ns::A::B: a class nested in a class (or a namespace's) */
            lex_token *end;
            ty_type *q = qualified_type(P, P->tok, &end);
            if (q && (ty_unqual(q)->kind == TY_STRUCT || ty_unqual(q)->kind == TY_UNION)) {
                P->tok = end;
                return class_def_outside(P, ty_unqual(q), is_union, is_class);
            }
        }
        tag = P->tok++;
        if (parse_equal(P->tok, "final") &&
            (lex_is(P->tok + 1, "{") || (lex_is(P->tok + 1, ":") && !lex_is(P->tok + 2, ":"))))
            P->tok++; /* class C final { ...: (deriving from it is not diagnosed) */
    }
    const char *key = tag ? parse_ns_decl_name(P, parse_name(P, tag)) : NULL;
    if (tag && !lex_is(P->tok, "{") && !(lex_is(P->tok, ":") && !lex_is(P->tok + 1, ":"))) {
        /* (struct S; declares S in the namespace open here) */
        ty_type *t = lex_is(P->tok, ";") ? sess_map_get(&P->scope->tags, tag->text, tag->len)
                                         : lookup_tag(P, tag, false);
        if (t)
            return t;
        /* Another elaborated type specifier naming a class not declared yet (struct B *p as a
         * member or a parameter) declares it in the nearest enclosing namespace or block, not
         * in a class (C++17 [basic.scope.pdecl] p7): `struct B { ... };` there defines it. */
        parse_scope *here = P->scope, *at = decl_scope(P);
        if (!lex_is(P->tok, ";")) {
            ty_type *in = NULL; /* the innermost class it is in */
            for (; at->up && !at->ns && !at->block && at != parse_global_scope(P); at = at->up)
                in = in ? in : at->cls;
            if (in && in->home && !at->block)
                at = in->home; /* (that class's namespace: struct ns::A::B {...} defines B here) */
            if (at != here) {
                P->scope = at;
                key = parse_ns_decl_name(P, parse_name(P, tag));
            }
        }
        t = name_tagged(P, ty_new(P->arena, is_union ? TY_UNION : TY_STRUCT, -1, 1), tag, key);
        P->scope = here;
        t->complete = false;
        return t;
    }
    ty_type *ty = NULL;
    if (tag) {
        ty = sess_map_get(&P->scope->tags, tag->text, tag->len);
        if (ty && ty->complete && ty->def_file && tag->file && ty->def_line == tag->line &&
            !strcmp(ty->def_file, tag->file)) {
            while (!lex_is(P->tok, "{") && P->tok->kind != TK_EOF)
                P->tok++; /* the same definition again: its body is known */
            skip_balanced(P);
            return ty;
        }
        if (ty && ty->complete && !(P->cell && (P->scope->ns || P->scope == parse_global_scope(P)) &&
                                    !strcmp(tag->file, P->cell)))
            parse_error(P, tag, "redefinition of '%.*s'", tag->len, tag->text);
        if (ty && ty->complete)
            ty = NULL; /* (a REPL cell's new definition replaces the old one for later cells) */
    }
    if (!ty) {
        ty = ty_new(P->arena, is_union ? TY_UNION : TY_STRUCT, -1, 1);
        if (tag)
            name_tagged(P, ty, tag, key);
        ty->complete = false;
    }
    if (!lex_is(P->tok, "{") && !lex_is(P->tok, ":"))
        return ty;
    if (tag && tag->file) {
        ty->def_file = sess_arena_strdup(P->arena, tag->file);
        ty->def_line = tag->line;
    }
    if (dummy.packed)
        ty->pack = 1;
    parse_class_body(P, ty, is_union, is_class, dummy.align);
    return ty;
}

static void enum_underlying(parser *P, ty_type *ty, int64_t lo, int64_t hi);

/* enum-decl = ("class")? tag? (":" type)? ("{" enumerator ("," enumerator)* ","? "}")? */
static ty_type *enum_decl(parser *P)
{
    bool scoped = P->tok->kw == KW_CLASS || P->tok->kw == KW_STRUCT;
    if (scoped)
        P->tok++;
    ty_type *ty = ty_new(P->arena, TY_ENUM, 4, 4);
    ty->is_scoped = scoped;
    lex_token *tag = NULL;
    if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE)
        tag = P->tok++;
    bool fixed = parse_consume(P, ":");
    if (fixed) {
        ty_type *base = parse_typename(P);
        ty->size = base->size;
        ty->align = base->align;
        ty->is_unsigned = base->is_unsigned;
        ty->underlying = ty_unqual(base);
        ty->promoted = ty_promote(P->B, ty->underlying);
    }
    if (tag && !lex_is(P->tok, "{")) {
        ty_type *t = lookup_tag(P, tag, false);
        if (!t)
            parse_error(P, tag, "unknown enum type '%.*s'", tag->len, tag->text);
        return t ? t : ty;
    }
    if (tag) {
        name_tagged(P, ty, tag, parse_ns_decl_name(P, parse_name(P, tag)));
        ty->in_std = P->in_std && !P->fn; /* (its typeid name: St...) */
    }
    parse_expect(P, "{");
    int64_t val = 0, lo = 0, hi = 0;
    bool huge = false; /* a value of 2^63 or more (of an unsigned 64-bit type) */
    if (!fixed) {
        ty->underlying = P->B->int_;
        ty->promoted = P->B->int_;
    }
    while (!parse_consume(P, "}")) {
        lex_token *name = parse_expect_ident(P);
        if (!name) {
            sync_stmt(P);
            return ty;
        }
        if (parse_consume(P, "="))
        {
            ty_type *vt;
            parse_const_int_typed(P, &val, &vt);
            huge |= val < 0 && vt->is_unsigned && vt->size == 8;
        }
        if (!huge || val >= 0) {
            lo = val < lo ? val : lo;
            hi = val > hi ? val : hi;
        }
        parse_sym *s = declare(P, parse_name(P, name));
        s->enum_ty = ty;
        s->enum_val = val;
        if (ty->tag) {
            /* also as Tag::name, which a qualified name finds even where a nearer declaration
             * of the bare name hides it (cuda::pipeline_role::producer beside a variable
             * named producer) */
            parse_sym *q = declare(P, sess_arena_printf(P->arena, "%s::%.*s", ty->tag, name->len, name->text));
            q->enum_ty = ty;
            q->enum_val = val;
        }
        val++;
        if (!parse_consume(P, ",")) {
            parse_expect(P, "}");
            break;
        }
    }
    if (!scoped && !fixed)
        enum_underlying(P, ty, lo, huge ? -1 : hi);
    return ty;
}

/* An unscoped enumeration without a fixed type, whose enumerators' values are LO to HI (HI -1:
 * one is 2^63 or more): its underlying type is an integer type that can hold them all (C++17
 * [dcl.enum] p7), g++'s choice: unsigned int, or int when a value is negative, else (unsigned)
 * long; its values promote to the first of int, unsigned int, long, unsigned long that holds
 * them all ([conv.prom] p3). */
static void enum_underlying(parser *P, ty_type *ty, int64_t lo, int64_t hi)
{
    bool fits_int = hi >= 0 && lo >= INT32_MIN && hi <= INT32_MAX;
    if (hi < 0)
        ty->underlying = P->B->ulong;
    else if (lo < 0)
        ty->underlying = fits_int ? P->B->int_ : P->B->long_;
    else
        ty->underlying = hi <= (int64_t)UINT32_MAX ? P->B->uint : P->B->ulong;
    if (fits_int)
        ty->promoted = P->B->int_;
    else if (hi < 0)
        ty->promoted = P->B->ulong;
    else if (lo >= 0 && hi <= (int64_t)UINT32_MAX)
        ty->promoted = P->B->uint;
    else
        ty->promoted = P->B->long_;
    ty->size = ty->align = ty->underlying->size;
    ty->is_unsigned = ty->underlying->is_unsigned;
}

/* `typedef enum { A, B } E;`: an unnamed enumeration whose first typedef names it takes that
 * name for linkage purposes (C++17 [dcl.typedef]/9), so its enumerators are of type E, as
 * overload resolution must see them (f(E) beside f(int), or two such enumerations), not int. */
static void typedef_names_enum(parser *P, ty_type *ty, lex_token *name)
{
    if (ty->kind == TY_ENUM && !ty->name && !ty->tag && ty == ty_unqual(ty))
        ty->name = parse_name(P, name);
}

/* Class, union or enumeration T named TAG, entered in the scope as KEY (TAG's text, or
 * "ns::TAG": parse_ns_decl_name), which is its C++ name; its constructors are TAG's. */
static ty_type *name_tagged(parser *P, ty_type *t, lex_token *tag, const char *key)
{
    t->tag = key;
    if (strlen(key) != (size_t)tag->len)
        t->cname = parse_name(P, tag);
    parse_scope *into = decl_scope(P);
    if (into->cls && into->cls != t)
        t->outer = into->cls;
    t->home = ns_enclosing(P, into);
    t->ns_path = t->home->ns;
    t->in_anon_ns = P->anon_blocks || (t->outer && t->outer->in_anon_ns);
    sess_map_put(&into->tags, t->cname ? t->cname : key, tag->len, t);
    if (into->ns || into == &P->ctx->global)
        sess_map_put(&P->ctx->flat.tags, key, (int)strlen(key), t);
    parse_sym *s = declare(P, key);
    s->type_def = t; /* C++: the tag names the type */
    return t;
}

/* ---- Declarators --------------------------------------------------------------------- */

static ty_type *param_list(parser *P, ty_type *ret);

static ty_type *func_params(parser *P, ty_type *ret)
{
    const ty_param *outer = P->params_read;
    ty_type *fn = param_list(P, ret);
    P->params_read = outer;
    return fn;
}

static ty_type *param_list(parser *P, ty_type *ret)
{
    ty_type *fn = ty_func(P->arena, ret);
    fn->has_proto = true;
    if (parse_equal(P->tok, "void") && lex_is(P->tok + 1, ")")) {
        P->tok += 2;
        return fn;
    }
    ty_param head = {0}, *cur = &head;
    P->params_read = &head;
    bool first = true;
    while (!parse_consume(P, ")")) {
        if (!first)
            parse_expect(P, ",");
        first = false;
        if (parse_consume(P, "...")) {
            fn->variadic = true;
            parse_expect(P, ")");
            break;
        }
        int npack;
        bool placeholder;
        lex_token *ell = parse_param_pack(P, &npack, &placeholder);
        if (ell) {
            /* a function parameter pack: a parameter for each element of the packs it names */
            lex_token *start = P->tok, *end = ell;
            int saved = P->pack_elem;
            fn->pack_at = 0;
            for (ty_param *q = head.next; q; q = q->next)
                fn->pack_at++;
            fn->pack_len = npack;
            fn->pack_deduced = placeholder;
            for (int i = 0; i < npack; i++) {
                P->tok = start;
                P->pack_elem = i + 1;
                declspec ds;
                if (!declspec_parse(P, &ds))
                    break;
                parse_pack *ap = ds.is_auto ? auto_pack(P) : NULL;
                if (ap && P->pack_elem - 1 < ap->n) {
                    /* `auto... xs` of a generic lambda: this element's type (qualifiers kept) */
                    ty_type *a = ap->elems[P->pack_elem - 1]->type_def;
                    ds.ty = ty_qualified(P->arena, a, a->is_const || ds.ty->is_const,
                                         a->is_volatile || ds.ty->is_volatile, false);
                }
                lex_token *name = NULL;
                ty_type *ty = declarator(P, ds.ty, &name);
                end = P->tok;
                ty_param *p = sess_arena_alloc(P->arena, sizeof *p);
                p->ty = ty->kind == TY_ARRAY ? ty_ptr(P->arena, ty->base)
                        : ty->kind == TY_FUNC ? ty_ptr(P->arena, ty) : ty;
                p->name = name ? parse_name(P, name) : NULL;
                fn->pack_name = p->name ? p->name : "";
                cur = cur->next = p;
            }
            P->pack_elem = saved;
            if (npack == 0) {
                /* an empty pack: its name still (sizeof...(args), f(args...)) */
                for (lex_token *q = ell + 1; q->kind == TK_IDENT && q->kw == KW_NONE; q++) {
                    fn->pack_name = parse_name(P, q);
                    break;
                }
                if (!fn->pack_name)
                    fn->pack_name = "";
                end = ell + 1;
                if (end->kind == TK_IDENT && end->kw == KW_NONE)
                    end++;
            }
            P->tok = end;
            continue;
        }
        lex_token *start = P->tok;
        declspec ds;
        if (!declspec_parse(P, &ds)) {
            char got[64];
            describe(P->tok, got, sizeof got);
            if (P->tok->kind == TK_EOF)
                parse_error(P, P->tok, "unexpected end of input in a parameter list");
            else
                parse_error(P, P->tok, "unknown type name %s in a parameter list", got);
            while (P->tok->kind != TK_EOF && !lex_is(P->tok, ")") && !lex_is(P->tok, ","))
                P->tok++;
            if (P->tok->kind == TK_EOF)
                break;
            continue;
        }
        if (ds.space != SP_REG)
            parse_error(P, ds.space_tok, "memory space specifier '%.*s' is not allowed on a "
                        "parameter (" CR_GUIDE_5_4_1_2 ")", ds.space_tok->len, ds.space_tok->text);
        if (ds.is_auto && P->auto_args && P->auto_next < P->nauto) {
            /* a generic lambda's parameter: the type deduced for it (its qualifiers kept) */
            ty_type *a = P->auto_args[P->auto_next++];
            ds.ty = ty_qualified(P->arena, a, a->is_const || ds.ty->is_const,
                                 a->is_volatile || ds.ty->is_volatile, false);
        } else if (ds.is_auto) {
            parse_error(P, start, "a parameter of type 'auto' (C++20's abbreviated function "
                        "template) is not supported by cudarepl: write a template");
        }
        lex_token *name = NULL;
        ty_type *ty = declarator(P, ds.ty, &name);
        if (ty->kind == TY_ARRAY)
            ty = ty_qualified(P->arena, ty_ptr(P->arena, ty->base), ty->is_const, false, false);
        else if (ty->kind == TY_FUNC)
            ty = ty_ptr(P->arena, ty);
        lex_token *def = NULL;
        if (parse_consume(P, "=")) {
            /* a default argument: parsed again at each call that needs it */
            def = P->tok;
            int depth = 0;
            while (P->tok->kind != TK_EOF) {
                if (lex_is(P->tok, "(") || lex_is(P->tok, "[") || lex_is(P->tok, "{"))
                    depth++;
                else if (lex_is(P->tok, ")") || lex_is(P->tok, "]") || lex_is(P->tok, "}")) {
                    if (depth == 0)
                        break;
                    depth--;
                } else if (lex_is(P->tok, ",") && depth == 0)
                    break;
                P->tok++;
            }
        }
        ty_param *p = sess_arena_alloc(P->arena, sizeof *p);
        p->def = def;
        p->ty = ty;
        p->name = name ? parse_name(P, name) : NULL;
        if (ds.grid_constant) {
            /* remembered on the parameter's type: a const object in param space */
            p->ty = ty_qualified(P->arena, ty, true, false, false);
            p->name = p->name ? sess_arena_printf(P->arena, "%s\x01gc", p->name) : "\x01gc";
        }
        (void)start;
        cur = cur->next = p;
    }
    fn->params = head.next;
    return fn;
}

static ty_type *array_dims(parser *P, ty_type *ty);

/* Function type FN's named parameters, as variables of the scope open (a trailing return
 * type's or an exception specification's) */
static void declare_params(parser *P, ty_type *fn)
{
    for (ty_param *q = fn->params; q; q = q->next) {
        if (!q->name || !q->name[0])
            continue;
        parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
        v->name = q->name;
        v->ty = q->ty;
        v->is_param = true;
        v->space = SP_REG;
        declare(P, q->name)->var = v;
    }
}

/* The exception specification at Q after function type FN's parameters: whether it makes the
 * function non-throwing (C++17 [except.spec] p2-3): `noexcept`, `noexcept(E)` with E a constant
 * true (read with FN's parameters in scope: noexcept(noexcept(T(std::move(a))))) and `throw()`
 * do; `noexcept(false)`, `throw(X)` and an E that is not a constant do not. */
static bool nothrow_spec(parser *P, ty_type *fn, lex_token *q)
{
    bool thr = parse_equal(q, "throw");
    if (!lex_is(q + 1, "("))
        return !thr;
    if (thr)
        return lex_is(q + 2, ")");
    lex_token *save = P->tok;
    bool split = P->split_gt;
    P->tok = q + 2;
    P->split_gt = false;
    parse_scope *up = parse_push_scope(P, NULL);
    if (fn)
        declare_params(P, fn);
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    int64_t v = 0;
    bool ok = parse_const_int(P, &v) && lex_is(P->tok, ")");
    ok = parse_quiet_end(P, &pq) && ok;
    parse_pop_scope(P, up, false);
    P->tok = save;
    P->split_gt = split;
    return ok && v;
}

static ty_type *type_suffix(parser *P, ty_type *ty)
{
    if (parse_consume(P, "(")) {
        ty_type *fn = func_params(P, ty);
        /* a member function's qualifiers may come first (auto f(A a) const -> decltype(a)):
           the trailing return type is parsed here, the qualifiers left for method_suffix */
        lex_token *quals = P->tok, *q = P->tok;
        for (;;) {
            if (q->kw == KW_CONST || q->kw == KW_CONST_GNU || q->kw == KW_VOLATILE ||
                lex_is(q, "&") || lex_is(q, "&&")) {
                q++;
            } else if (parse_equal(q, "noexcept") || parse_equal(q, "throw")) {
                fn->nothrow = nothrow_spec(P, fn, q);
                q++;
                if (lex_is(q, "(")) { /* noexcept(expr): past its ')' */
                    int depth = 0;
                    do {
                        depth += lex_is(q, "(") ? 1 : lex_is(q, ")") ? -1 : 0;
                        q++;
                    } while (depth > 0 && q->kind != TK_EOF);
                }
            } else {
                break;
            }
        }
        if (q != quals && lex_is(q, "->"))
            P->tok = q;
        else
            quals = NULL;
        if (lex_is(P->tok, "->")) {
            /* a trailing return type: auto f(...) -> T, where the parameters are in scope
             * (-> decltype(a + b)) */
            lex_token *arrow = P->tok;
            P->tok++;
            ty_type *cls = NULL; /* (the class whose member this declares: through the scopes
                                    of a template's parameters) */
            for (parse_scope *sc = P->scope; sc && !sc->ns && sc != &P->ctx->global && !cls; sc = sc->up)
                cls = sc->cls;
            parse_scope *up = parse_push_scope(P, NULL);
            declare_params(P, fn);
            /* a member function's: the class's members declared before it are seen, through
               `this` (auto map(F f) const -> decltype(f(v)), C++17 [expr.prim.this] p2) */
            ty_type *init_cls = P->init_cls;
            if (cls && !P->init_obj && !parse_lookup(P, "this", 4)) {
                bool is_const = false;
                for (lex_token *q = quals; q && q < arrow; q++)
                    is_const |= q->kw == KW_CONST || q->kw == KW_CONST_GNU;
                parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
                v->name = "this";
                v->ty = ty_ptr(P->arena, is_const ? ty_qualified(P->arena, cls, true, false, false) : cls);
                v->is_param = true;
                v->space = SP_REG;
                declare(P, "this")->var = v;
                P->init_cls = cls;
            }
            /* (a class being defined has its members at its end: those before this one, here) */
            ty_member *members = cls ? cls->members : NULL;
            if (cls && cls == P->open_cls)
                cls->members = P->open_members->next;
            fn->base = parse_typename(P);
            if (cls && cls == P->open_cls)
                cls->members = members;
            P->init_cls = init_cls;
            parse_pop_scope(P, up, false);
            fn->trailing_ret = true;
            if (quals) {
                P->trailing_at = arrow;
                P->trailing_end = P->tok;
                P->tok = quals;
            }
        }
        return fn;
    }
    if (lex_is(P->tok, "["))
        return array_dims(P, ty);
    return ty;
}

/* May an array whose size is not a constant be declared here? A variable-length array is a
 * GNU extension of C++ that g++ takes (C11 6.7.6.2) and so nvcc in host code: in a host
 * function's block, not at namespace or class scope (there as g++ says), nor in device code
 * (as nvcc says). Reports why not; T is the '['. */
static const parse_var *first_variable(const parse_node *e, int depth)
{
    if (!e || depth > 32)
        return NULL;
    if (e->kind == ND_VAR && e->var && !e->var->is_constexpr)
        return e->var;
    const parse_var *v = first_variable(e->lhs, depth + 1);
    return v ? v : first_variable(e->rhs, depth + 1);
}

static bool vla_allowed(parser *P, lex_token *t, const parse_node *e)
{
    parse_func *f = P->fn;
    if (f && (f->exec & (EX_DEVICE | EX_GLOBAL))) {
        /* (nvcc's words, and its note on the variable) */
        parse_error(P, t + 1, "expression must have a constant value");
        const parse_var *v = first_variable(e, 0);
        if (v && v->tok && v->name)
            parse_note(P, t + 1, "the value of %s \"%s\" (declared at line %d) cannot be used as "
                       "a constant", v->is_param ? "parameter" : "variable", v->name, v->tok->line);
        return false;
    }
    if (!f && P->cell && t->file && !strcmp(t->file, P->cell)) {
        parse_error(P, t + 1, "a variable of a cell's top level, which later cells see, needs a "
                              "constant size (const int n = 3;); a variable-length array can be "
                              "declared in a block ({ int a[n]; ... }) or a function");
        return false;
    }
    if (!f || (P->scope && P->scope->cls)) {
        if ((t - 1)->kind == TK_IDENT)
            parse_error(P, t + 1, "size of array '%.*s' is not an integral constant-expression",
                        (t - 1)->len, (t - 1)->text);
        else
            parse_error(P, t + 1, "size of array is not an integral constant-expression");
        return false;
    }
    return true;
}

/* The tokens [FROM, TO) as the source spelled them, spaced where it spaced them. */
static const char *tokens_text(parser *P, lex_token *from, lex_token *to)
{
    sess_buf b = {0};
    for (lex_token *q = from; q < to; q++)
        sess_buf_printf(&b, "%s%.*s", q != from && q->space ? " " : "", q->len, q->text);
    const char *s = sess_arena_printf(P->arena, "%s", b.p ? b.p : "");
    sess_buf_free(&b);
    return s;
}

static ty_type *array_dims(parser *P, ty_type *ty)
{
    lex_token *t = P->tok++;
    if (parse_consume(P, "]")) {
        ty = type_suffix(P, ty);
        return ty_array(P->arena, ty, -1);
    }
    int64_t n = 0;
    int8_t len_param = 0;
    if (P->pattern_of && P->tok->kind == TK_IDENT && lex_is(P->tok + 1, "]"))
        for (int i = 0; i < P->pattern_of->nparams; i++)
            if (!P->pattern_of->params[i].is_type && P->pattern_of->params[i].name &&
                parse_equal(P->tok, P->pattern_of->params[i].name))
                len_param = (int8_t)(i + 1); /* T[N] in a pattern: N deducible */
    if (P->params_read && P->tok->kind == TK_IDENT && lex_is(P->tok + 1, "]"))
        for (const ty_param *q = P->params_read->next; q; q = q->next)
            if (q->name && parse_equal(P->tok, q->name)) {
                /* int a[][m] with m a parameter: C99's, which g++ refuses (in its words) */
                parse_error(P, P->tok + 1, "use of parameter outside function body before ']' token");
                P->tok += 2;
                ty = type_suffix(P, ty);
                return ty_array(P->arena, ty, -1);
            }
    parse_node *e = parse_rvalue(P, parse_cond(P));
    lex_token *len_end = P->tok;
    bool integer = e->ty && ty_is_integer(e->ty);
    if (integer && !parse_eval_const(e, &n) && vla_allowed(P, t, e)) {
        parse_expect(P, "]");
        ty = type_suffix(P, ty);
        parse_complete_type(P, ty);
        if (!ty_is_complete(ty)) {
            parse_error(P, t, "array has incomplete element type '%s'", ty_str(P->arena, ty));
            ty = P->B->int_;
        }
        ty = ty_array(P->arena, ty, 0);
        ty->size = 0;
        ty->vla_len = parse_new_cast(P, e, P->B->ulong);
        ty->vla_text = tokens_text(P, t + 1, len_end);
        return ty;
    }
    if (!integer || !parse_eval_const(e, &n)) {
        if (e->ty && !integer)
            parse_error(P, t, "size of array has non-integral type '%s'", ty_str(P->arena, e->ty));
        n = 1;
    } else if (n < 0) {
        parse_error(P, t, "array has a negative size");
        n = 1;
    }
    parse_expect(P, "]");
    ty = type_suffix(P, ty);
    parse_complete_type(P, ty);
    if (!ty_is_complete(ty) && ty->kind != TY_ARRAY)
        parse_error(P, t, "array has incomplete element type '%s'", ty_str(P->arena, ty));
    if (n > INT_MAX / (ty->size > 0 ? ty->size : 1)) { /* sizes are int: 2 GiB at most */
        parse_error(P, t, "array is too large");
        n = 1;
    }
    ty = ty_array(P->arena, ty, (int)n);
    ty->len_param = len_param;
    return ty;
}

/* pointers = ("*" | "&" | "&&") qualifiers* ... */
static ty_type *pointers(parser *P, ty_type *ty)
{
    for (;;) {
        if (lex_is(P->tok, "...") && P->tok != P->pack_ell && (P->tok[1].kind == TK_IDENT || lex_is(P->tok + 1, ")") ||
                                      lex_is(P->tok + 1, ",") || lex_is(P->tok + 1, ">") ||
                                      lex_is(P->tok + 1, "="))) {
            P->tok++; /* a pack's declarator (Args &&... args), expanded by its caller */
            return ty;
        }
        lex_token *mp_end = NULL;
        ty_type *mp = P->tok->kind == TK_IDENT ? parse_member_pointer_class(P, P->tok, &mp_end) : NULL;
        if (mp) { /* S::* */
            P->tok = mp_end;
            ty = parse_member_pointer_type(P, mp, ty, false);
        } else if (parse_consume(P, "*")) {
            ty = ty_ptr(P->arena, ty);
        } else if (lex_is(P->tok, "&") || lex_is(P->tok, "&&")) {
            ty = lex_is(P->tok, "&&") ? ty_rref(P->arena, ty) : ty_ref(P->arena, ty);
            P->tok++;
        } else {
            return ty;
        }
        bool c = false, v = false, r = false;
        for (;;) {
            lex_keyword k = P->tok->kw;
            if (k == KW_CONST || k == KW_CONST_GNU) c = true;
            else if (k == KW_VOLATILE || k == KW_VOLATILE_GNU) v = true;
            else if (k == KW_RESTRICT || k == KW_RESTRICT_GNU || k == KW_RESTRICT_GNU2) r = true;
            else if (k == KW_ATTRIBUTE) { attribute(P, NULL); continue; }
            else if (k == KW_HOST) P->late_exec |= EX_HOST; /* (nvcc's attributes may follow a */
            else if (k == KW_DEVICE) P->late_exec |= EX_DEVICE; /* '*' or '&': func_exec_of) */
            else if (k == KW_FORCEINLINE || k == KW_NOINLINE) {}
            else break;
            P->tok++;
        }
        ty = ty_qualified(P->arena, ty, c, v, r);
    }
}

/* declarator = pointers ("(" declarator ")" | ident)? type-suffix */
static ty_type *declarator_inner(parser *P, ty_type *ty, lex_token **name);

static ty_type *declarator(parser *P, ty_type *ty, lex_token **name)
{
    if (!parse_enter(P)) {
        *name = NULL;
        return ty;
    }
    ty = declarator_inner(P, ty, name);
    parse_leave(P);
    return ty;
}

static ty_type *declarator_inner(parser *P, ty_type *ty, lex_token **name)
{
    ty = pointers(P, ty);
    bool member_ptr = lex_is(P->tok, "(") && parse_member_pointer_class(P, P->tok + 1, NULL);
    if (lex_is(P->tok, "(") && (!parse_is_typename(P, P->tok + 1) || member_ptr) &&
        !lex_is(P->tok + 1, ")")) {
        lex_token *start = P->tok;
        int run = 0; /* parentheses deeper than the limit: say so before skipping them all */
        while (run <= PARSE_MAX_DEPTH - P->depth && lex_is(P->tok + run, "("))
            run++;
        if (run > PARSE_MAX_DEPTH - P->depth) {
            too_deep(P);
            *name = NULL;
            return ty;
        }
        skip_balanced(P); /* to the suffix; parsing the inner declarator twice would make
                             nested parentheses cost 2^depth */
        lex_token *close = P->tok - 1;
        ty = type_suffix(P, ty);
        bool deleted, defaulted; /* int (S::*pf)() const: a const function type */
        if (member_ptr && ty->kind == TY_FUNC && method_suffix(P, &deleted, &defaulted, NULL))
            ty = ty_qualified(P->arena, ty, true, false, false);
        lex_token *end = P->tok;
        P->tok = start + 1;
        ty = declarator(P, ty, name);
        /* the parentheses hold a declarator and nothing else: `int(5)` is no type (a look
         * ahead for a cast, `(int(5)) << 1`, then takes it as an expression) */
        if (!P->too_deep && P->tok != close && close > start)
            parse_error(P, P->tok, "expected ')' in a declarator");
        if (!P->too_deep)
            P->tok = end;
        return ty;
    }
    *name = NULL;
    const char *text = NULL;
    ty_type *cls = NULL;
    lex_token *outer = NULL; /* the namespace qualifying the next name */
    parse_consume(P, "::");
    /* a qualified name: S::get, S::S, ns::f */
    while (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE &&
           (lex_is(P->tok + 1, "::") || lex_is(P->tok + 1, "<"))) {
        lex_token *q = P->tok;
        ty_type *qt = NULL;
        if (lex_is(q + 1, "<")) {
            parse_template *tm = parse_find_template(P, q);
            if (!tm || !tm->is_class)
                break;
            P->tok++;
            parse_targ room[PARSE_MAX_TARGS];
            parse_targs args = {room, 0};
            if (!parse_template_args(P, tm, &args) || !lex_is(P->tok, "::"))
                break;
            qt = parse_class_instance(P, tm, &args, q);
        } else {
            /* A::B::f: B is a class A declares (in an instance of a class template too) */
            parse_sym *ns = cls && cls->scope ? parse_class_lookup(cls, q->text, q->len) : NULL;
            qt = ns && ns->type_def ? ns->type_def
                 : outer ? ns_member_type(P, outer, q) : find_typedef(P, q);
            P->tok++;
        }
        P->tok++; /* :: */
        if (qt && (ty_unqual(qt)->kind == TY_STRUCT || ty_unqual(qt)->kind == TY_UNION))
            cls = ty_unqual(qt);
        if (qt)
            outer = NULL;
        else if (!outer)
            outer = q; /* a namespace */
    }
    if (P->tok->kw == KW_OPERATOR) {
        *name = P->tok++;
        text = operator_name(P);
    } else if (lex_is(P->tok, "~") && (P->tok + 1)->kind == TK_IDENT) {
        *name = P->tok + 1;
        text = sess_arena_printf(P->arena, "~%.*s", P->tok[1].len, P->tok[1].text);
        P->tok += 2;
    } else if (P->tok->kind == TK_IDENT && (P->tok->kw == KW_NONE || P->tok->kw >= KW_GLOBAL) &&
               P->tok->kw != KW_ATTRIBUTE && P->tok->kw != KW_LAUNCH_BOUNDS) {
        *name = P->tok++;
        if (P->spec_name && lex_is(P->tok, "<")) { /* f<int>: a specialisation's arguments */
            P->tok++;
            parse_skip_targs(P);
        }
    }
    while (P->tok->kw == KW_ATTRIBUTE)
        attribute(P, NULL);
    if (cls && cls->scope) {
        /* S::f(const num &): the parameters name S's members, and A::B::f's the members of
         * the classes B is nested in (A's), entered outermost first */
        ty_type *chain[PARSE_LAZY_NESTING + 1];
        parse_scope *links[PARSE_LAZY_NESTING + 1], *ups[PARSE_LAZY_NESTING + 1];
        int n = 0;
        for (parse_scope *s = cls->scope; s && n <= PARSE_LAZY_NESTING; s = parse_scope_up(s)) {
            ty_type *c = parse_scope_class(s);
            if (!c || c->scope != s)
                break;
            chain[n++] = c;
        }
        for (int i = n - 1; i >= 0; i--) {
            links[i] = parse_scope_up(chain[i]->scope);
            ups[i] = parse_push_scope(P, chain[i]->scope);
        }
        ty = type_suffix(P, ty);
        for (int i = 0; i < n; i++) {
            parse_pop_scope(P, ups[i], true);
            parse_scope_relink(chain[i]->scope, links[i]);
        }
    } else if (*name && !P->fn && lex_is(*name - 1, "::") && (P->scope->ns || P->scope == &P->ctx->global)) {
        /* ns::f(Widget w) at namespace scope: the parameters name ns's members */
        parse_scope *ns = qualifier_namespace(P, *name), *save = P->scope;
        if (ns)
            P->scope = ns;
        ty = type_suffix(P, ty);
        P->scope = save;
    } else {
        ty = type_suffix(P, ty);
    }
    P->decl_text = text; /* after the parameters, whose declarators set it too */
    P->decl_cls = cls;
    return ty;
}

ty_type *parse_declarator_type(parser *P, ty_type *ty, lex_token **name)
{
    return declarator(P, ty, name);
}

/* The name after `operator`: "operator+", "operator[]", "operator()", or NULL when a type
 * follows (a conversion function, parsed by the caller). */
static const char *operator_name(parser *P)
{
    lex_token *t = P->tok;
    if (lex_is(t, "(") && lex_is(t + 1, ")")) {
        P->tok += 2;
        return "operator()";
    }
    if (lex_is(t, "[") && lex_is(t + 1, "]")) {
        P->tok += 2;
        return "operator[]";
    }
    if (t->kw == KW_NEW || t->kw == KW_DELETE) {
        P->tok++;
        bool arr = lex_is(P->tok, "[") && lex_is(P->tok + 1, "]");
        if (arr)
            P->tok += 2;
        return sess_arena_printf(P->arena, "operator %s%s", t->kw == KW_NEW ? "new" : "delete",
                                 arr ? "[]" : "");
    }
    if (t->kind == TK_PUNCT) {
        P->tok++;
        return sess_arena_printf(P->arena, "operator%.*s", t->len, t->text);
    }
    const char *lit = parse_literal_operator(P, t);
    if (lit) { /* operator "" _km */
        P->tok += 2;
        return lit;
    }
    return NULL;
}

static ty_type *abstract_declarator(parser *P, ty_type *ty)
{
    lex_token *name = NULL;
    ty = declarator(P, ty, &name);
    if (name)
        parse_error(P, name, "unexpected name '%.*s' in a type name", name->len, name->text);
    return ty;
}

/* ---- Initializers ------------------------------------------------------------------------ */

typedef struct init init;
struct init {
    ty_type *ty;
    parse_node *expr;   /* scalar (or whole-aggregate) value */
    init **child;       /* aggregate elements / members */
    int n;
    lex_token *tok;
    bool given;         /* the list gave it a value (an element left out is not) */
    bool skipped;       /* a member a designator went past (S s = {.c = 3}: a and b) */
};

static init *new_init(parser *P, ty_type *ty, lex_token *t)
{
    init *in = sess_arena_alloc(P->arena, sizeof *in);
    in->ty = ty;
    in->tok = t;
    if (!parse_enter(P)) /* a type that contains itself, by a way the checks did not see */
        return in;
    if (ty->kind == TY_STRUCT || ty->kind == TY_UNION) {
        /* members count too: structs of two structs of two structs ... are 2^depth nodes */
        int64_t members = 0;
        for (ty_member *m = ty_unqual(ty)->members; m; m = m->next)
            members++;
        if (P->init_elems <= PARSE_MAX_INIT_ELEMS &&
            (P->init_elems += members) > PARSE_MAX_INIT_ELEMS)
            parse_error(P, t, "initializer too large: cudarepl initialises at most %d array "
                        "elements in a translation unit", PARSE_MAX_INIT_ELEMS);
        if (P->init_elems > PARSE_MAX_INIT_ELEMS) {
            parse_leave(P);
            return in;
        }
    }
    if (ty->kind == TY_ARRAY && ty->array_len > 0) {
        if (P->init_elems <= PARSE_MAX_INIT_ELEMS &&
            (P->init_elems += ty->array_len) > PARSE_MAX_INIT_ELEMS) {
            parse_error(P, t, "initializer too large: cudarepl initialises at most %d array "
                        "elements in a translation unit", PARSE_MAX_INIT_ELEMS);
        }
        if (P->init_elems > PARSE_MAX_INIT_ELEMS) {
            parse_leave(P);
            return in;
        }
        in->n = ty->array_len;
        in->child = sess_arena_alloc(P->arena, sizeof(init *) * (size_t)in->n);
        for (int i = 0; i < in->n; i++)
            in->child[i] = new_init(P, ty->base, t);
    } else if ((ty->kind == TY_STRUCT || ty->kind == TY_UNION) && ty_is_complete(ty)) {
        for (ty_member *m = ty_unqual(ty)->members; m; m = m->next)
            in->n++;
        in->child = sess_arena_alloc(P->arena, sizeof(init *) * (size_t)(in->n ? in->n : 1));
        int i = 0;
        for (ty_member *m = ty_unqual(ty)->members; m; m = m->next)
            in->child[i++] = new_init(P, m->ty, t);
    }
    parse_leave(P);
    return in;
}

static void init_value(parser *P, init *in);
static void skip_excess(parser *P)
{
    if (lex_is(P->tok, "{")) {
        skip_balanced(P);
        return;
    }
    parse_assign(P);
}

/* A brace list that holds only a string (adjacent literals joined), from T: its length with
 * the terminating zero in *N. */
static bool string_in_braces(const lex_token *t, int *n)
{
    int len = 1;
    for (; t->kind == TK_STR; t++)
        len += t->str_len;
    if (lex_is(t, ","))
        t++;
    if (!lex_is(t, "}"))
        return false;
    *n = len;
    return true;
}

/* The number of elements a brace list for an array of unknown size holds. */
static int count_array_init(parser *P, ty_type *elem)
{
    lex_token *start = P->tok;
    /* a look ahead: the elements are read again for real, so what reading them made here
     * (temporaries to destroy, diagnostics) is dropped */
    size_t cleanups = P->cleanups.len;
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    int i = 0, max = 0;
    bool braced = parse_consume(P, "{");
    (void)braced;
    while (!lex_is(P->tok, "}") && P->tok->kind != TK_EOF) {
        if (lex_is(P->tok, "[")) {
            P->tok++;
            int64_t v;
            parse_const_int(P, &v);
            parse_expect(P, "]");
            parse_consume(P, "=");
            i = (int)v;
        }
        parse_expansion x; /* (a[I]...: one element for each of I) */
        for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
            if (lex_is(P->tok, "{"))
                skip_balanced(P);
            else
                parse_assign(P);
            i++;
        }
        if (i > max)
            max = i;
        if (!parse_consume(P, ","))
            break;
    }
    P->tok = start;
    parse_quiet_drop(P, &pq);
    P->cleanups.len = cleanups;
    (void)elem;
    return max;
}

static bool string_init(parser *P, init *in)
{
    ty_type *t = in->ty;
    if (t->kind != TY_ARRAY || t->base->size != 1 || P->tok->kind != TK_STR)
        return false;
    lex_token *st = P->tok;
    sess_buf b = {0};
    while (P->tok->kind == TK_STR) {
        sess_buf_put(&b, P->tok->str, (size_t)P->tok->str_len);
        P->tok++;
    }
    for (int i = 0; i < in->n && i <= (int)b.len; i++)
        in->child[i]->expr = parse_new_num(P, i < (int)b.len ? (signed char)b.p[i] : 0, t->base, st);
    if ((int)b.len > in->n)
        parse_warn(P, st, "initializer-string for a char array is too long");
    sess_buf_free(&b);
    return true;
}

static void array_elems(parser *P, init *in, bool braced);

/* ---- Narrowing conversions (C++17 [dcl.init.list] p3.9, p7) --------------------------------
 * An element of a braced list converted to a type that cannot hold all its values: floating to
 * integer, a wider floating to a narrower one (not a constant), an integer to a floating type
 * (not a constant that converts exactly), an integer to an integer type that cannot hold all
 * values of the source's (not a constant that fits). nvcc's front end says "invalid narrowing
 * conversion from "unsigned int" to "int"" at the element, a warning (#2361-D) in a
 * declaration's list as in most others; an integer constant that does not fit gets its
 * "integer conversion resulted in truncation" (#69-D) or "... in a change of sign" (#68-D)
 * instead, and a constant that does fit nothing. cudarepl says the same, as warnings, except
 * for a constant that does not fit in host code, which the host compiler (g++) refuses: an
 * error there (host_constant_narrowing). */

/* A type's name as nvcc's messages spell it */
static const char *nvcc_type_name(parser *P, ty_type *t)
{
    const char *basic = ty_basic_name(ty_unqual(t));
    return basic ? basic : ty_str(P->arena, ty_unqual(t));
}

/* An integer type's range: its width in bits and signedness (an unscoped enumeration: its
 * underlying type's, int's unless it says) */
static bool int_range(ty_type *t, int *bits, bool *is_signed)
{
    ty_type *u = ty_unqual(t);
    if (u->kind == TY_BOOL) {
        *bits = 1;
        *is_signed = false;
        return true;
    }
    if (u->kind == TY_ENUM && u->is_scoped)
        return false;
    if (!ty_is_integer(u) || u->size <= 0 || u->size > 8)
        return false;
    *bits = u->size * 8;
    *is_signed = !u->is_unsigned;
    return true;
}

/* Is the floating expression E a constant (literals, and arithmetic and casts of them)? */
static bool flo_constant(parse_node *e)
{
    int64_t v;
    switch (e->kind) {
    case ND_FNUM: case ND_NUM:
        return true;
    case ND_CAST: case ND_NEG:
        return flo_constant(e->lhs) || parse_eval_const(e->lhs, &v);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV:
        return flo_constant(e->lhs) && flo_constant(e->rhs);
    default:
        return false;
    }
}

/* Does the integer V of a type of SBITS bits (signed or not) convert to integer V' of FLOAT_T
 * and back to V? */
static bool exact_in_floating(int64_t v, bool from_signed, ty_type *to)
{
    if (ty_unqual(to)->kind == TY_FLOAT) {
        float f = from_signed ? (float)v : (float)(uint64_t)v;
        return from_signed ? (f >= -0x1p63f && f < 0x1p63f && (int64_t)f == v)
                           : (f >= 0 && f < 0x1p64f && (uint64_t)f == (uint64_t)v);
    }
    if (ty_unqual(to)->kind == TY_DOUBLE) {
        double d = from_signed ? (double)v : (double)(uint64_t)v;
        return from_signed ? (d >= -0x1p63 && d < 0x1p63 && (int64_t)d == v)
                           : (d >= 0 && d < 0x1p64 && (uint64_t)d == (uint64_t)v);
    }
    return true; /* (long double holds every 64-bit integer) */
}

/* A constant in host code that does not fit its element's type (a floating constant for an
 * integer, an integer constant out of range or that the floating type cannot hold exactly): nvcc's front end only warns, but the host
 * compiler it hands host code to (g++) refuses it, so nvcc stops there: an error here too. */
static void host_constant_narrowing(parser *P, ty_type *from, ty_type *to, lex_token *t)
{
    parse_error(P, t, "narrowing conversion of a constant from \"%s\" to \"%s\" in a braced list: "
                "the host compiler refuses it (C++17 [dcl.init.list] p3), so nvcc stops here; "
                "write a constant that fits or a cast", nvcc_type_name(P, from), nvcc_type_name(P, to));
}

/* The element E of a braced list (its first token T) initialises an object of type TO. */
void parse_check_narrowing(parser *P, parse_node *e, ty_type *to, lex_token *t)
{
    if (!e || !e->ty || !to || e->failed || P->pattern_of)
        return;
    ty_type *from = e->ty;
    if (from->kind == TY_PTR && from->is_ref)
        from = from->base;
    from = ty_unqual(from);
    to = ty_unqual(to);
    if (to->kind == TY_PTR && to->is_ref)
        return; /* (a reference binds) */
    bool ffrom = ty_is_flonum(from) && from->kind != TY_HALF;
    bool fto = ty_is_flonum(to) && to->kind != TY_HALF;
    int fbits = 0, tbits = 0;
    bool fsigned = false, tsigned = false;
    bool ifrom = int_range(from, &fbits, &fsigned), ito = int_range(to, &tbits, &tsigned);
    const char *what = NULL;
    if (ffrom && ito) {
        what = ""; /* floating to integer, a constant too */
    } else if (ffrom && fto) {
        if (from->size > to->size && !flo_constant(e))
            what = "";
    } else if (ifrom && fto) {
        int64_t v;
        bool constant = parse_eval_const(e, &v);
        if (constant && exact_in_floating(v, fsigned, to))
            return;
        if (constant && P->host_pass) {
            host_constant_narrowing(P, from, to, t);
            return;
        }
        what = constant ? ": constant value cannot be represented exactly in destination type" : "";
    } else if (ifrom && ito) {
        bool holds = to->kind == TY_BOOL ? from->kind == TY_BOOL
                     : fsigned == tsigned ? tbits >= fbits : (!fsigned && tsigned && tbits > fbits);
        int64_t v;
        if (holds)
            return;
        if (!parse_eval_const(e, &v)) {
            what = "";
        } else if (to->kind != TY_BOOL) {
            /* the constant's value, read as the source type's */
            bool neg = fsigned && v < 0;
            uint64_t uv = (uint64_t)v;
            bool fits = tsigned ? (tbits == 64 || (neg ? v >= -(INT64_C(1) << (tbits - 1))
                                                       : uv < (UINT64_C(1) << (tbits - 1))))
                                : (!neg && (tbits == 64 || uv < (UINT64_C(1) << tbits)));
            if (fits)
                return;
            /* its bits fit the destination's width, read the other way: a change of sign */
            bool same_bits = tbits == 64 || (neg ? v >= -(INT64_C(1) << (tbits - 1))
                                                 : uv < (UINT64_C(1) << tbits));
            if (P->host_pass) {
                host_constant_narrowing(P, from, to, t);
                return;
            }
            parse_warn(P, t, "integer conversion resulted in %s",
                       same_bits ? "a change of sign" : "truncation");
            return;
        }
    }
    if (what && P->host_pass && ffrom && ito && flo_constant(e))
        host_constant_narrowing(P, from, to, t);
    else if (what)
        parse_warn(P, t, "invalid narrowing conversion from \"%s\" to \"%s\"%s",
                   nvcc_type_name(P, from), nvcc_type_name(P, to), what);
}


/* Pack expansions in a braced list (C++17 [temp.variadic] p4: an initializer-list's
 * elements): an element a[I]... stands for one element per element of I, each initialising the
 * next array element or member, across brace elision (std::array<int, 3>{a[I]...}); the
 * expansion being read is P->init_x. list_pack_begin, at an element's start, begins one (false:
 * an empty pack, no element, P->tok after its '...'); list_pack_more, after an element, goes on
 * to its next (true: P->tok at its start) or ends it (P->tok after the '...'). */
static bool list_pack_begin(parser *P)
{
    if (P->init_x_on)
        return true;
    parse_expand_begin(P, &P->init_x, false);
    if (!P->init_x.ell)
        return true;
    P->init_x_on = true;
    if (parse_expand_next(P, &P->init_x))
        return true;
    P->init_x_on = false;
    return false;
}

static bool list_pack_more(parser *P)
{
    if (!P->init_x_on)
        return false;
    if (parse_expand_next(P, &P->init_x))
        return true;
    P->init_x_on = false;
    return false;
}

/* Skip the rest of an element past the list's end, and of the expansion it is in */
static void list_skip_excess(parser *P)
{
    skip_excess(P);
    while (list_pack_more(P))
        skip_excess(P);
}

/* A braced list's own elements: not the expansion of the list around it */
typedef struct {
    parse_expansion x;
    bool on;
} list_state;

static void list_enter(parser *P, list_state *st)
{
    st->x = P->init_x;
    st->on = P->init_x_on;
    P->init_x_on = false;
}

static void list_leave(parser *P, const list_state *st)
{
    if (P->init_x_on) { /* (an error left it unfinished) */
        P->pack_elem = P->init_x.saved;
        P->pack_ell = P->init_x.saved_ell;
    }
    P->init_x = st->x;
    P->init_x_on = st->on;
}

static void array_init(parser *P, init *in, bool braced)
{
    list_state st;
    if (braced)
        list_enter(P, &st);
    array_elems(P, in, braced);
    if (braced)
        list_leave(P, &st);
}

static void array_elems(parser *P, init *in, bool braced)
{
    int i = 0;
    while (!lex_is(P->tok, "}") && P->tok->kind != TK_EOF) {
        if (braced && !P->init_x_on && lex_is(P->tok, "[")) {
            lex_token *t = P->tok++;
            int64_t v;
            parse_const_int(P, &v);
            parse_expect(P, "]");
            parse_consume(P, "=");
            if (v < 0 || v >= in->n) {
                parse_error(P, t, "array designator index %lld is out of bounds", (long long)v);
                skip_excess(P);
                if (!parse_consume(P, ","))
                    break;
                continue;
            }
            i = (int)v;
        }
        bool elem = list_pack_begin(P); /* (none: an empty pack's expansion) */
        if (elem && i >= in->n) {
            if (braced) {
                parse_error(P, P->tok, "excess elements in array initializer");
                list_skip_excess(P);
                if (!parse_consume(P, ","))
                    break;
                continue;
            }
            return;
        }
        if (elem) {
            P->init_in_list = true;
            init_value(P, in->child[i++]);
            if (!braced && i >= in->n)
                return;
            if (list_pack_more(P))
                continue;
        }
        if (!lex_is(P->tok, ",") || (lex_is(P->tok, ",") && lex_is(P->tok + 1, "}"))) {
            parse_consume(P, ",");
            break;
        }
        P->tok++;
    }
}

static void struct_elems(parser *P, init *in, bool braced);

static void struct_init(parser *P, init *in, bool braced)
{
    list_state st;
    ty_type *cu = ty_unqual(in->ty);
    if (braced && cu->class_id && !lex_is(P->tok, "}")) /* (B b = {} is value-initialisation) */
        parse_not_aggregate(P, P->tok, cu);
    if (braced)
        list_enter(P, &st);
    struct_elems(P, in, braced);
    if (braced)
        list_leave(P, &st);
}

static void struct_elems(parser *P, init *in, bool braced)
{
    ty_member *m = ty_unqual(in->ty)->members;
    int i = 0;
    bool is_union = ty_unqual(in->ty)->kind == TY_UNION;
    while (!lex_is(P->tok, "}") && P->tok->kind != TK_EOF) {
        if (braced && !P->init_x_on && lex_is(P->tok, ".") && (P->tok + 1)->kind == TK_IDENT) {
            lex_token *name = P->tok + 1;
            P->tok += 2;
            parse_consume(P, "=");
            int j = 0;
            ty_member *f = ty_unqual(in->ty)->members;
            for (; f; f = f->next, j++)
                if (f->name && (int)strlen(f->name) == name->len && !memcmp(f->name, name->text, (size_t)name->len))
                    break;
            if (!f) {
                parse_error(P, name, "no member named '%.*s' in '%s'", name->len, name->text,
                            ty_str(P->arena, in->ty));
                skip_excess(P);
                if (!parse_consume(P, ","))
                    break;
                continue;
            }
            for (int k = i; k < j && k < in->n; k++)
                in->child[k]->skipped = !in->child[k]->given;
            m = f;
            i = j;
        }
        bool elem = list_pack_begin(P); /* (none: an empty pack's expansion) */
        if (elem && (!m || i >= in->n || (is_union && i > 0 && braced && !lex_is(P->tok - 1, "=")))) {
            if (braced) {
                parse_error(P, P->tok, "excess elements in struct initializer");
                list_skip_excess(P);
                if (!parse_consume(P, ","))
                    break;
                continue;
            }
            return;
        }
        if (elem) {
            P->init_in_list = true;
            init_value(P, in->child[i]);
            m = m->next;
            i++;
            if (!braced && !m)
                return;
            if (list_pack_more(P))
                continue;
        }
        if (!lex_is(P->tok, ",") || lex_is(P->tok + 1, "}")) {
            parse_consume(P, ",");
            break;
        }
        P->tok++;
    }
}

/* init_value = "{" ... "}" | assign, with brace elision for nested aggregates */
/* A braced list's element E for a reference member of type REF (C++17 [dcl.init.aggr] p4.2:
 * copy-initialised, so bound, [dcl.init.ref]): the address of its object (a later base's
 * subobject of a derived one). A const or rvalue reference to a prvalue, or to a value of
 * another type, binds a temporary holding it, which lives as long as the aggregate in a
 * function ([class.temporary] p6). */
static parse_node *ref_member_value(parser *P, ty_type *ref, parse_node *e, lex_token *t)
{
    e = parse_deref_ref(P, e);
    if (!ref->is_rref)
        e = parse_const_object(P, e, ref->base);
    ty_type *base = ty_unqual(ref->base);
    if (e->ty && ty_unqual(e->ty)->kind == TY_STRUCT && base->kind == TY_STRUCT &&
        parse_later_base_of(e->ty, base)) {
        parse_node *sub = parse_later_base(P, e, base);
        if (sub)
            e = sub;
    }
    bool same = e->ty && (ty_unqual(e->ty) == base || parse_same_type(e->ty, base) ||
                          parse_derives_from(e->ty, base));
    if (!parse_is_lvalue(e) || e->kind == ND_COMPOUND || !same) {
        if (!(ref->base->is_const && !ref->base->is_volatile) && !ref->is_rref) {
            parse_error(P, t, "cannot bind a non-const reference to a temporary value");
            return parse_new_cast(P, parse_new_num(P, 0, P->B->int_, t), ref);
        }
        if (e->kind != ND_COMPOUND || !same)
            e = parse_materialise(P, parse_assign_conv(P, e, base, "initialization"));
        if (P->fn) {
            size_t n = P->cleanups.len;
            parse_untrack_temporary(P, e);
            if (P->cleanups.len < n)
                track_dtor(P, e->var);
        }
    }
    parse_node *a = parse_new_unary_addr(P, e, t);
    a->ty = ref;
    return a;
}

static void init_value(parser *P, init *in)
{
    ty_type *t = in->ty;
    in->tok = P->tok;
    in->given = true;
    bool in_list = P->init_in_list; /* (what the initialiser's own expressions hold is not) */
    P->init_in_list = false;
    if (t->kind == TY_ARRAY) {
        if (string_init(P, in))
            return;
        if (parse_consume(P, "{")) {
            if (!lex_is(P->tok, "}") && string_init(P, in)) {
                parse_consume(P, ",");
                parse_expect(P, "}");
                return;
            }
            array_init(P, in, true);
            parse_expect(P, "}");
        } else {
            array_init(P, in, false);
        }
        ty_type *eu = ty_unqual(t->base);
        if ((eu->kind == TY_STRUCT || eu->kind == TY_UNION) && eu->has_ctor && parse_declares_ctors(eu) &&
            (P->host_pass || P->fn))
            for (int i = 0; i < in->n; i++) /* the elements the list leaves out: constructed */
                if (!in->child[i]->expr) {
                    in->child[i]->expr = parse_construct_temporary(P, eu, NULL, 0, in->tok);
                    parse_untrack_temporary(P, in->child[i]->expr);
                }
        return;
    }
    if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
        ty_type *cu = ty_unqual(t);
        if (lex_is(P->tok, "{") && (P->host_pass || P->fn)) {
            if (!cu->complete)
                parse_complete_type(P, cu); /* (an instance's constructors are made now) */
            /* not an aggregate: {a, b} calls a constructor (an array's element, a member of
             * an aggregate) */
            if (cu->has_ctor && parse_declares_ctors(cu)) {
                in->expr = parse_braced_temporary(P, cu);
                parse_untrack_temporary(P, in->expr); /* (made in place) */
                return;
            }
        }
        if (parse_consume(P, "{")) {
            struct_init(P, in, true);
            parse_expect(P, "}");
            return;
        }
        /* a whole struct value, or brace elision */
        lex_token *save = P->tok;
        parse_node *e = parse_rvalue(P, parse_assign(P));
        if (e->ty && ty_compatible(e->ty, t)) {
            parse_untrack_temporary(P, e); /* T(...) made in place: the element is it */
            in->expr = e;
            return;
        }
        parse_node *conv = !cu->has_ctor ? parse_conversion_to_class(P, e, cu) : NULL;
        if (conv) {
            /* an object of a class converting to this one (Raw r = h; by H's operator Raw()):
             * converted, not the first member's value by brace elision (C++17 [dcl.init.aggr]
             * p15: elision only where no conversion of the whole is) */
            in->expr = conv;
            parse_untrack_temporary(P, conv); /* (made in place, as T(...) above) */
            return;
        }
        if (ty_unqual(t)->has_ctor && P->host_pass) {
            /* a class with constructors is not an aggregate: no brace elision, the value is
             * converted (cudaLaunchConfig_t c = {0}: its dim3 gridDim is dim3(0)) */
            in->expr = parse_assign_conv(P, e, t, "initialization");
            parse_untrack_temporary(P, in->expr); /* (made in place, as T(...) above) */
            return;
        }
        P->tok = save;
        struct_init(P, in, false);
        return;
    }
    if (parse_consume(P, "{")) {
        if (lex_is(P->tok, "}")) { /* int x{};: value-initialised, zero (C++17 [dcl.init] p8) */
            in->expr = parse_new_cast(P, parse_new_num(P, 0, P->B->int_, P->tok), ty_unqual(t));
            P->tok++;
            return;
        }
        P->init_in_list = true; /* int x{d} */
        init_value(P, in);
        parse_consume(P, ",");
        parse_expect(P, "}");
        return;
    }
    parse_node *e = parse_assign(P);
    if (t->kind == TY_PTR && t->is_ref) {
        in->expr = ref_member_value(P, t, e, in->tok);
        return;
    }
    if (in_list)
        parse_check_narrowing(P, e, t, in->tok);
    P->scalar_list = in_list;
    in->expr = parse_assign_conv(P, e, t, "initialization");
    P->scalar_list = false;
}

/* Parse an initializer for TY; an array of unknown size gets its size from it. */
static init *parse_init(parser *P, ty_type **ty)
{
    if ((*ty)->kind == TY_ARRAY && (*ty)->array_len < 0) {
        int n;
        if (P->tok->kind == TK_STR) {
            n = 0;
            for (lex_token *t = P->tok; t->kind == TK_STR; t++)
                n += t->str_len;
            n++;
        } else if (lex_is(P->tok, "{") && lex_is(P->tok + 1, "") ) {
            n = 0;
        } else if (lex_is(P->tok, "{") && (P->tok + 1)->kind == TK_STR && (*ty)->base->size == 1 &&
                   string_in_braces(P->tok + 1, &n)) {
            /* char s[] = {"ab" "cd"}: the string's length */
        } else {
            n = count_array_init(P, (*ty)->base);
        }
        *ty = ty_array(P->arena, (*ty)->base, n);
    }
    init *in = new_init(P, *ty, P->tok);
    init_value(P, in);
    return in;
}

/* Local initialisation: zero the object when the initializer is partial, then assign each
 * element with a value. Builds a chain of expressions joined by commas. */
static parse_node *chain(parser *P, parse_node *a, parse_node *b)
{
    if (!a)
        return b;
    if (!b)
        return a;
    parse_node *n = parse_new_node(P, ND_COMMA, b->tok);
    n->lhs = a;
    n->rhs = b;
    n->ty = P->B->void_;
    return n;
}

/* E evaluated for its effects alone (NULL for none) */
static parse_node *discarded(parser *P, parse_node *e)
{
    if (!e || parse_is_lvalue(e))
        return NULL;
    parse_node *n = parse_new_node(P, ND_CAST, e->tok);
    n->lhs = e;
    n->ty = P->B->void_;
    return n;
}

/* An element of class type CU that a braced list leaves out, at TARGET (zeroed before): made
 * as from an empty list, which runs its default constructor or default member initialisers
 * (C++20 [dcl.init.aggr] 5); NULL for a class that has neither. */
static parse_node *left_out_object(parser *P, ty_type *cu, parse_node *target, lex_token *t)
{
    if ((cu->kind != TY_STRUCT && cu->kind != TY_UNION) || !cu->has_ctor)
        return NULL;
    return parse_construct(P, target, cu, NULL, 0, t);
}

static parse_node *init_assigns(parser *P, init *in, parse_node *target)
{
    ty_type *cls = ty_unqual(target->ty);
    if (in->expr && cls->kind == TY_STRUCT && P->fn && in->expr->kind != ND_COMPOUND &&
        in->expr->ty && ty_unqual(in->expr->ty) == cls && parse_is_lvalue(in->expr) &&
        parse_copy_needs_code(cls))
        return parse_copy(P, target, in->expr, cls, true, in->tok); /* {a, b} of strings */
    if (in->expr) {
        parse_node *n = parse_new_node(P, ND_ASSIGN, in->tok);
        n->lhs = target;
        n->rhs = in->expr;
        n->ty = ty_unqual(target->ty);
        return n;
    }
    parse_node *res = NULL;
    ty_type *t = in->ty;
    if (t->kind == TY_ARRAY) {
        ty_type *eu = ty_unqual(t->base);
        bool made = (eu->kind == TY_STRUCT || eu->kind == TY_UNION) && eu->has_ctor;
        for (int i = 0; i < in->n; i++) {
            bool left_out = made && !in->child[i]->given && !in->child[i]->expr;
            if (!left_out && !in->child[i]->expr && !in->child[i]->n)
                continue;
            parse_node *idx = parse_new_num(P, i, P->B->long_, in->tok);
            parse_node *addr = parse_new_node(P, ND_ADD, in->tok);
            addr->lhs = parse_rvalue(P, target);
            addr->rhs = idx;
            addr->ty = ty_ptr(P->arena, t->base);
            parse_node *el = parse_new_node(P, ND_DEREF, in->tok);
            el->lhs = addr;
            el->ty = t->base;
            if (left_out) {
                res = chain(P, res, left_out_object(P, eu, el, in->tok));
                continue;
            }
            res = chain(P, res, init_assigns(P, in->child[i], el));
        }
        return res;
    }
    if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
        int i = 0;
        for (ty_member *m = ty_unqual(t)->members; m && i < in->n; m = m->next, i++) {
            ty_type *mu = ty_unqual(m->ty);
            bool left_out = !in->child[i]->given && !in->child[i]->expr && t->kind == TY_STRUCT &&
                            !m->empty_base &&
                            (m->def || (m->name && (mu->kind == TY_STRUCT || mu->kind == TY_UNION) &&
                                        mu->has_ctor));
            if (!left_out && !in->child[i]->expr && !in->child[i]->n)
                continue;
            if (m->empty_base) { /* (no room of its own: a later base's bytes may be there) */
                res = chain(P, res, discarded(P, in->child[i]->expr));
                continue;
            }
            parse_node *mem = parse_new_node(P, ND_MEMBER, in->tok);
            mem->lhs = target;
            mem->member = m;
            mem->ival = m->offset;
            mem->ty = m->ty;
            if (left_out) /* its default initialiser, or as from {} */
                res = chain(P, res, m->def ? parse_default_member_init(P, mem, m)
                                           : left_out_object(P, mu, mem, in->tok));
            else
                res = chain(P, res, init_assigns(P, in->child[i], mem));
        }
    }
    return res;
}

static parse_node *local_init(parser *P, parse_var *v, init *in, lex_token *t)
{
    parse_node *var = parse_new_node(P, ND_VAR, t);
    var->var = v;
    var->ty = v->ty;
    parse_node *res = NULL;
    if (ty_is_aggregate(v->ty) && !in->expr) {
        parse_node *z = parse_new_node(P, ND_ZERO, t);
        z->lhs = var;
        z->ty = P->B->void_;
        res = z;
    }
    return chain(P, res, init_assigns(P, in, var));
}

parse_node *parse_initializer_expr(parser *P, ty_type *ty, lex_token *t)
{
    if (!t)
        t = P->tok;
    init *in = parse_init(P, &ty);
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = "<compound literal>";
    v->ty = ty;
    v->space = SP_LOCAL;
    v->addr_taken = true;
    v->tok = t;
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    } else {
        parse_error(P, t, "compound literals are only supported inside functions");
    }
    parse_node *n = parse_new_node(P, ND_COMPOUND, t);
    n->var = v;
    n->ty = ty;
    n->init = local_init(P, v, in, t);
    return n;
}

/* Global initialisation: bytes plus relocations for addresses of other objects. */
static bool const_address(parse_node *e, parse_var **var, const char **str, int *len, int64_t *addend,
                          parse_func **fn)
{
    if (e->kind == ND_FUNC && e->func && !e->obj) { /* a function pointer: the function */
        *fn = e->func;
        return true;
    }
    if (e->kind == ND_ADDR && e->lhs->kind == ND_FUNC)
        return const_address(e->lhs, var, str, len, addend, fn);
    if (e->kind == ND_CAST && (e->ty->kind == TY_PTR || ty_is_integer(e->ty)) && e->lhs->ty &&
        (e->lhs->ty->kind == TY_PTR || e->lhs->ty->kind == TY_ARRAY || e->lhs->ty->kind == TY_FUNC))
        return const_address(e->lhs, var, str, len, addend, fn);
    if (e->kind == ND_ADDR) {
        parse_node *x = e->lhs;
        int64_t off = 0;
        while (x->kind == ND_MEMBER) {
            off += x->ival;
            x = x->lhs;
        }
        if (x->kind == ND_VAR && x->var->is_global) {
            *var = x->var;
            *addend += off;
            return true;
        }
        if (x->kind == ND_STR) {
            *str = x->str;
            *len = x->str_len;
            return true;
        }
        if (x->kind == ND_DEREF)
            return const_address(x->lhs, var, str, len, addend, fn);
        return false;
    }
    if (e->kind == ND_ADD && e->lhs->ty->kind == TY_PTR && e->rhs->kind == ND_NUM) {
        *addend += e->rhs->ival * (e->lhs->ty->base->size > 0 ? e->lhs->ty->base->size : 1);
        return const_address(e->lhs, var, str, len, addend, fn);
    }
    return false;
}

static void write_scalar(uint8_t *buf, int size, uint64_t v)
{
    memcpy(buf, &v, size < 8 ? (size_t)size : 8); /* a 16-byte scalar: the high half stays 0 */
}

/* The value of member M's default initialiser, for the bytes of V's constant initialiser
 * (S g = {.b = 5};: a left-out member takes it, C++20 [dcl.init.aggr] 5), as an element C of
 * the list; a member of a class or array type keeps C (its own members' defaults). */
static init *default_member_value(parser *P, parse_var *v, ty_member *m, init *c)
{
    if (!ty_is_scalar(m->ty))
        return c;
    parse_node *lhs = parse_new_node(P, ND_VAR, m->def);
    lhs->var = v;
    lhs->ty = m->ty;
    parse_node *a = parse_default_member_init(P, lhs, m);
    if (!a || a->kind != ND_ASSIGN || !a->rhs)
        return c;
    init *d = sess_arena_alloc(P->arena, sizeof *d);
    *d = *c;
    d->expr = a->rhs;
    return d;
}

static void global_init_write(parser *P, parse_var *v, init *in, int offset)
{
    ty_type *t = in->ty;
    if (in->expr) {
        parse_node *e = in->expr;
        if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
            parse_error(P, in->tok, "the initializer of a device variable must be a constant");
            return;
        }
        int64_t iv;
        ty_type *u = ty_unqual(t);
        if (ty_is_flonum(u)) {
            double d;
            if (e->kind == ND_FNUM)
                d = e->fval;
            else if (parse_eval_const(e->kind == ND_CAST ? e->lhs : e, &iv))
                d = (e->kind == ND_CAST && e->lhs->ty->is_unsigned) ? (double)(uint64_t)iv : (double)iv;
            else {
                parse_error(P, in->tok, "the initializer of a device variable must be a constant");
                return;
            }
            if (u->kind == TY_FLOAT) {
                float f = (float)d;
                memcpy(v->init + offset, &f, 4);
            } else if (u->kind == TY_LDOUBLE && P->host_pass && u->size >= 10) {
                /* host code's long double: the x87's 80 bits (device code's is a double) */
                long double ld = e->kind == ND_FNUM ? parse_fnum_value(e)
                                 : (e->kind == ND_CAST && e->lhs->ty->is_unsigned) ? (long double)(uint64_t)iv
                                 : (long double)iv;
                memcpy(v->init + offset, &ld, sizeof ld < (size_t)u->size ? sizeof ld : (size_t)u->size);
            } else {
                memcpy(v->init + offset, &d, 8);
            }
            return;
        }
        if (parse_eval_const(e, &iv)) {
            write_scalar(v->init + offset, u->size, (uint64_t)iv);
            return;
        }
        parse_var *target = NULL;
        const char *str = NULL;
        int len = 0;
        int64_t addend = 0;
        parse_func *fn = NULL;
        if (u->kind == TY_PTR && const_address(e, &target, &str, &len, &addend, &fn)) {
            parse_reloc *r = sess_arena_alloc(P->arena, sizeof *r);
            r->offset = offset;
            r->target = target;
            r->func = fn;
            r->str = str;
            r->str_len = len;
            r->addend = addend;
            r->next = v->relocs;
            v->relocs = r;
            return;
        }
        parse_error(P, in->tok, "the initializer of a device variable must be a constant");
        return;
    }
    if (t->kind == TY_ARRAY) {
        for (int i = 0; i < in->n; i++)
            global_init_write(P, v, in->child[i], offset + i * t->base->size);
        return;
    }
    if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
        int i = 0;
        for (ty_member *m = ty_unqual(t)->members; m && i < in->n; m = m->next, i++) {
            if (m->bit_width > 0 && in->child[i]->expr) {
                int64_t bv = 0;
                if (!parse_eval_const(in->child[i]->expr, &bv)) {
                    parse_error(P, in->tok, "the initializer of a device variable must be a constant");
                    continue;
                }
                uint64_t word = 0;
                memcpy(&word, v->init + offset + m->offset, (size_t)m->ty->size);
                uint64_t mask = ((1ull << m->bit_width) - 1) << m->bit_offset;
                word = (word & ~mask) | (((uint64_t)bv << m->bit_offset) & mask);
                memcpy(v->init + offset + m->offset, &word, (size_t)m->ty->size);
                continue;
            }
            if (m->empty_base)
                continue;
            init *c = in->child[i];
            if (c->skipped && v->space != SP_HOST)
                continue; /* nvcc 13 (EDG, -std=c++17) zeroes a device variable's members that a
                             designator goes past, default member initialisers or not: an H100
                             printed 0 5 0 4 of S{a = 1, b = 2, c, d = 4} s = {.b = 5}; those
                             after the last value given take their defaults */
            if (m->def && !c->given && !c->expr && t->kind == TY_STRUCT)
                c = default_member_value(P, v, m, c);
            global_init_write(P, v, c, offset + m->offset);
        }
    }
}

/* A constexpr local of class type initialised by a braced list of constants: its bytes, which
 * constant evaluation reads (its constexpr member functions' calls: constexpr.c) */
static void constant_image(parser *P, parse_var *v, init *in)
{
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    v->init = sess_arena_alloc(P->arena, (size_t)(v->ty->size > 0 ? v->ty->size : 1));
    global_init_write(P, v, in, 0);
    if (!parse_quiet_end(P, &pq) || v->relocs) {
        v->init = NULL;
        v->relocs = NULL;
    }
}

/* ---- Variables and functions --------------------------------------------------------- */

static parse_var *new_var(parser *P, lex_token *name, ty_type *ty)
{
    parse_complete_type(P, ty); /* (an object of a class template instance makes it) */
    parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
    v->name = name ? parse_name(P, name) : "";
    v->ty = ty;
    v->tok = name;
    return v;
}

static parse_var *new_local_vm(parser *P, lex_token *name, ty_type *ty);

/* A function that expression E calls and that is not constexpr and has no definition here
 * (rand() in a constexpr variable's initialiser), or NULL */
static parse_func *non_constexpr_call(parse_node *e, int depth)
{
    if (!e || depth > 64)
        return NULL;
    if (e->kind == ND_CALL && e->func && !e->func->is_constexpr && e->func->name &&
        strncmp(e->func->name, "__builtin", 9) && !e->func->is_defined && !e->func->body_tok &&
        !e->func->lazy_body)
        return e->func; /* (only declared: the C library's, as rand(), no constant) */
    parse_node *kids[] = {e->lhs, e->rhs, e->cond, e->then, e->els};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++) {
        parse_func *f = non_constexpr_call(kids[i], depth + 1);
        if (f)
            return f;
    }
    for (parse_node *a = e->kind == ND_CALL ? e->args : NULL; a; a = a->next) {
        parse_func *f = non_constexpr_call(a, depth + 1);
        if (f)
            return f;
    }
    return NULL;
}

/* A variable (or array) of an abstract class is an error ([class.abstract] p3). */
static void abstract_object_check(parser *P, lex_token *name, ty_type *ty)
{
    ty_type *c = ty_unqual(ty);
    while (c->kind == TY_ARRAY && c->base)
        c = ty_unqual(c->base);
    if (c->kind == TY_STRUCT && c->class_id && parse_is_abstract(c))
        parse_error(P, name, "cannot declare variable '%.*s' to be of abstract type '%s'",
                    name->len, name->text, ty_str(P->arena, c));
}

static parse_var *new_local(parser *P, lex_token *name, ty_type *ty)
{
    if (ty_is_vm(ty) && !ty_is_vla(ty)) { /* (vla_local's own: the array, a pointer to one) */
        parse_error(P, name, "'%.*s' is a reference to a variable-length array, which "
                    "cudarepl does not take: index the array itself", name->len, name->text);
        ty = P->B->int_;
    }
    abstract_object_check(P, name, ty);
    return new_local_vm(P, name, ty);
}

/* Is the declarator NAME followed by an initialiser (= ..., (...), {...}, after any [N])? */
static bool declared_with_init(lex_token *name)
{
    lex_token *t = name + 1;
    while (lex_is(t, "[")) {
        int depth = 0;
        for (; t->kind != TK_EOF; t++) {
            if (lex_is(t, "["))
                depth++;
            else if (lex_is(t, "]") && --depth == 0)
                break;
        }
        if (t->kind == TK_EOF)
            return false;
        t++;
    }
    return lex_is(t, "=") || lex_is(t, "(") || lex_is(t, "{");
}

/* Local V, just declared at NAME: one a jump may not pass? ([stmt.dcl] p3) */
static void note_local_init(parser *P, parse_var *v, lex_token *name)
{
    if (!P->fn || !P->scope || !P->scope->block || !name || name->kind != TK_IDENT)
        return;
    ty_type *c = ty_unqual(v->ty);
    while (c->kind == TY_ARRAY && c->base)
        c = ty_unqual(c->base);
    bool nontrivial = (c->kind == TY_STRUCT || c->kind == TY_UNION) &&
                      (c->has_ctor || parse_needs_destroy(c));
    if (!nontrivial && !declared_with_init(name))
        return;
    v->init_prev = P->scope->inits;
    P->scope->inits = v;
}

static scope_inits *scope_inits_now(parser *P)
{
    int n = 0;
    for (parse_scope *s = P->scope; s && s->block; s = s->up)
        n++;
    scope_inits *x = sess_arena_alloc(P->arena, sizeof *x);
    x->n = n;
    x->scope = sess_arena_alloc(P->arena, sizeof *x->scope * (size_t)(n ? n : 1));
    x->head = sess_arena_alloc(P->arena, sizeof *x->head * (size_t)(n ? n : 1));
    n = 0;
    for (parse_scope *s = P->scope; s && s->block; s = s->up, n++) {
        x->scope[n] = s;
        x->head[n] = s->inits;
    }
    return x;
}

/* A variable in scope at TO that is not at FROM (a jump from FROM to TO passes its
 * declaration), or NULL */
static parse_var *crossed_init(const scope_inits *from, const scope_inits *to)
{
    for (int i = 0; to && i < to->n; i++)
        for (parse_var *v = to->head[i]; v; v = v->init_prev) {
            bool there = false;
            for (int j = 0; from && j < from->n && !there; j++)
                if (from->scope[j] == to->scope[i])
                    for (parse_var *w = from->head[j]; w && !there; w = w->init_prev)
                        there = w == v;
            if (!there)
                return v;
        }
    return NULL;
}

static parse_var *new_local_vm(parser *P, lex_token *name, ty_type *ty)
{
    parse_var *v = new_var(P, name, ty);
    v->space = ty_is_aggregate(ty) ? SP_LOCAL : SP_REG;
    note_local_init(P, v, name);
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    }
    parse_sym *s = declare(P, v->name);
    s->var = v;
    return v;
}

/* Deduce the type of `auto x = init`. */
static ty_type *auto_type(parser *P, lex_token *name)
{
    lex_token *save = P->tok;
    if (lex_is(P->tok, "{") || (lex_is(P->tok, "=") && lex_is(P->tok + 1, "{"))) {
        /* auto x{5}; auto l = {1, 2, 3}; */
        bool direct = lex_is(P->tok, "{");
        if (!direct)
            P->tok++;
        size_t made = P->cleanups.len; /* (the list is parsed again as the initialiser) */
        ty_type *ty = parse_auto_braced_type(P, direct, name);
        P->cleanups.len = made;
        P->tok = save;
        return ty ? ty : P->B->int_;
    }
    if (!lex_is(P->tok, "=")) {
        parse_error(P, name, "declaration of variable '%.*s' with deduced type 'auto' requires "
                    "an initializer", name->len, name->text);
        return P->B->int_;
    }
    P->tok++;
    int errs = P->errors;
    parse_node *e = parse_rvalue(P, parse_assign(P));
    P->tok = save;
    if (P->errors != errs || !e->ty)
        return P->B->int_;
    return ty_unqual(e->ty);
}

static parse_var *global_var(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    const char *nm = parse_ns_decl_name(P, parse_name(P, name)); /* (gpu::limit beside cpu::limit) */
    /* (an earlier declaration in this namespace; int a::x = 1; a's) */
    parse_sym *s = lex_is(name - 1, "::") ? parse_lookup(P, nm, (int)strlen(nm))
                 : sess_map_get(&decl_scope(P)->syms, name->text, name->len);
    parse_var *v = s && s->var && s->var->is_global ? s->var : NULL;
    if (v && (v->is_defined && !ds->is_extern) && lex_is(P->tok, "="))
        v = NULL; /* a redefinition: the newest definition wins (REPL cells) */
    bool same_space = v && v->space == (ds->space == SP_REG ? (ds->has_device ? SP_GLOBAL : SP_HOST)
                                                            : ds->space);
    if (same_space && ds->is_extern && !lex_is(P->tok, "=") && ty_compatible(v->ty, ty))
        /* `extern T x;` after a declaration of x names that variable, with its linkage and
         * its type (C++ [basic.link]: `static const char *names[] = {...}; extern const char
         * *names[];` is the static array, still of its length) */
        return v;
    if (!same_space || !ty_compatible(v->ty, ty)) {
        v = new_var(P, name, ty);
        v->is_global = true;
        v->name = nm;
        parse_sym *ns = declare(P, nm);
        ns->var = v;
    }
    v->ty = ty;
    v->tok = name;
    v->space = ds->space;
    if (v->space == SP_REG)
        v->space = ds->has_device ? SP_GLOBAL : SP_HOST;
    v->is_extern = ds->is_extern && !lex_is(P->tok, "=");
    v->is_internal = (ds->is_static || P->anon_blocks) && !v->is_extern;
    v->is_dynamic_shared = v->space == SP_SHARED && ds->is_extern && ty->kind == TY_ARRAY &&
                           ty->array_len < 0;
    return v;
}

static void check_shared_decl(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    if (ds->space == SP_SHARED && ds->is_extern && !(ty->kind == TY_ARRAY && ty->array_len < 0))
        parse_error(P, name, "an extern __shared__ variable must be an array of unknown size "
                             "(" CR_GUIDE_5_4_1_2_1 ")");
}

/* V's initialiser (constant: bytes and relocations); false when it was a host variable's that
 * is not a constant (its value is the host compiler's, or the host pass's dynamic
 * initialisation). */
/* Of class TY (or an array of it): with ALL, does default-initialising it give every scalar a
 * value of a default member initialiser (each member has one, or is such a class)? Only then
 * is its implicit constructor constexpr: nvcc 13 refuses `__device__ S d;` of an S with one
 * member left without an initialiser (even -std=c++20). Without ALL: has any member (at any
 * depth) a default member initialiser, so that the implicit constructor is not trivial? */
static bool member_defaults(ty_type *ty, bool all)
{
    ty = ty_unqual(ty);
    while (ty->kind == TY_ARRAY)
        ty = ty_unqual(ty->base);
    if (ty->kind != TY_STRUCT)
        return false;
    for (ty_member *m = ty->members; m; m = m->next) {
        bool has = m->def || member_defaults(m->ty, all);
        if (all ? !has : has)
            return !all;
    }
    return all;
}

/* Does the braced list IN leave out an element of an array it gives a list, whose class's
 * implicit default constructor is not trivial and leaves a member without a value (so not
 * constexpr)? nvcc 13 makes such an element by that constructor: dynamic initialisation, which
 * a device variable may not have (`__device__ S a[2] = {{1, 2, 3}};` of
 * `struct S { int a = 1, b = 2; int c; };`, also `= {}`). A member left out is taken from its
 * default initialiser, or from an empty list, as a constant: `{.s = {.c = 3}}` is. */
static bool left_out_dynamic(const init *in)
{
    ty_type *t = ty_unqual(in->ty);
    if (in->expr || !in->given)
        return false;
    for (int i = 0; i < in->n; i++) {
        const init *c = in->child[i];
        if (t->kind == TY_ARRAY && !c->given && !c->expr && member_defaults(t->base, false) &&
            !member_defaults(t->base, true))
            return true;
        if (left_out_dynamic(c))
            return true;
    }
    return false;
}

static bool var_initializer(parser *P, parse_var *v, lex_token *name)
{
    if (!parse_consume(P, "=")) {
        if (lex_is(P->tok, "{") && P->fn == NULL) {
            /* C++ brace initialisation: T x{...} */
        } else {
            v->is_defined = !v->is_extern;
            return true;
        }
    }
    if (v->space == SP_SHARED) {
        parse_error(P, name, "initializer not allowed for __shared__ variable '%s' (" CR_GUIDE_5_4_1_2_1
                             ": static __shared__ variables cannot be initialised in their "
                             "declaration)", v->name);
        skip_excess(P);
        return true;
    }
    ty_type *ty = v->ty;
    const ty_type *cu = ty_unqual(ty);
    if ((cu->kind == TY_STRUCT || cu->kind == TY_UNION) && !cu->has_ctor && cu->tag &&
        P->tok->kind == TK_IDENT && lex_is(P->tok + 1, "{") &&
        P->tok->len == (int)strlen(cu->tag) && !memcmp(P->tok->text, cu->tag, (size_t)P->tok->len))
        P->tok++; /* S s = S{...}; of an aggregate: the braced list initialises s itself */
    init *in = parse_init(P, &ty);
    v->ty = ty;
    if (P->init_elems > PARSE_MAX_INIT_ELEMS)
        return true; /* (said: no bytes for it, which could be a gigabyte) */
    if ((v->space == SP_GLOBAL || v->space == SP_CONSTANT || v->space == SP_MANAGED) &&
        left_out_dynamic(in))
        parse_error(P, name, "dynamic initialization is not supported for a %s variable: an "
                    "element the list leaves out is made by its class's constructor, which is "
                    "not a constant expression (a member has no initializer) (%s)",
                    v->space == SP_CONSTANT ? "__constant__" : v->space == SP_MANAGED ?
                    "__managed__" : "__device__", CR_GUIDE_5_3_10_6_1);
    v->init = sess_arena_alloc(P->arena, (size_t)(ty->size > 0 ? ty->size : 1));
    v->relocs = NULL;
    v->is_defined = true;
    v->is_extern = false;
    if ((v->space == SP_HOST || v->ty->is_const) && ty_is_integer(ty) && in->expr &&
        parse_eval_const(in->expr, &v->cval) && ty->is_const)
        v->is_constexpr = true;
    else if (ty->is_const && in->expr)
        floating_constant(v, in->expr);
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    global_init_write(P, v, in, 0);
    if (v->space == SP_HOST && parse_quiet_failed(P, &pq)) {
        /* host initialisers are the host compiler's business (int n = f(); in a REPL cell) */
        parse_quiet_drop(P, &pq);
        return false;
    }
    return true;
}

/* Does class CU declare constructors of its own (it is not an aggregate, whose brace list
 * initialises its members one by one)? */
bool parse_declares_ctors(ty_type *cu)
{
    parse_func *ctors = ty_ctor_name(cu) ? parse_find_method(cu, ty_ctor_name(cu), -1) : NULL;
    return (ctors && ctors->cls == cu) || parse_ctor_templates(cu); /* (a template's too: not an
                                                                       aggregate) */
}

bool parse_designated_list(parser *P, ty_type *cu, const lex_token *t)
{
    if (!lex_is(t, "{") || !lex_is(t + 1, ".") || (t + 2)->kind != TK_IDENT)
        return false;
    if (!cu->complete)
        parse_complete_type(P, cu); /* (an instance's constructors are made now) */
    return !parse_declares_ctors(cu);
}

/* Is an object of class CU at P->tok (its initialiser) made by a constructor? Not when CU has
 * no constructor of its own (only its members do: cudaLaunchConfig_t's dim3s) and the
 * initialiser is a braced list: aggregate initialisation. */
/* Is class CU, which declares no constructor, an aggregate that a braced list initialises
 * member by member (C++17 [dcl.init.aggr]/1): not polymorphic, its data members and bases
 * public? */
static bool brace_aggregate(ty_type *cu)
{
    if (cu->class_id)
        return false;
    for (ty_member *m = cu->members; m; m = m->next)
        if (m->access != TY_PUBLIC)
            return false;
    return true;
}

static bool by_constructor(parser *P, ty_type *cu)
{
    if ((cu->kind != TY_STRUCT && cu->kind != TY_UNION) || !cu->has_ctor)
        return false;
    if (!(lex_is(P->tok, "{") || (lex_is(P->tok, "=") && lex_is(P->tok + 1, "{"))))
        return true;
    return parse_declares_ctors(cu);
}

static parse_node *destructor_pointer(parser *P, ty_type *cls, lex_token *t);

/* Host variable V of static storage duration, just made: its registration for destruction at
 * the program's end (interp/host/host.c, "The program's end"), or NULL when its type has no
 * destructor to run. An array's elements are registered one by one, so the last is destroyed
 * first. */
static parse_node *at_exit_registration(parser *P, parse_var *v, lex_token *t)
{
    ty_type *ty = ty_unqual(v->ty), *cls = ty;
    long n = 1;
    while (cls->kind == TY_ARRAY && cls->array_len > 0) {
        n *= cls->array_len;
        cls = ty_unqual(cls->base);
    }
    if ((cls->kind != TY_STRUCT && cls->kind != TY_UNION) || !parse_needs_destroy(cls) || n > 4096)
        return NULL;
    parse_node head = {0}, *cur = &head;
    for (long i = 0; i < n; i++) {
        parse_node *dtor = destructor_pointer(P, cls, t);
        if (!dtor)
            return NULL;
        parse_node *at = parse_new_cast(P, parse_new_unary_addr(P, var_node(P, v, t), t), ty_ptr(P->arena, cls));
        at = parse_new_binary(P, ND_ADD, at, parse_new_num(P, i, P->B->long_, t), t);
        parse_node *args[2] = {parse_new_cast(P, at, ty_ptr(P->arena, P->B->void_)), dtor};
        parse_node *call = runtime_call(P, "__cr_rt_at_exit", args, 2, t);
        if (!call)
            return NULL;
        cur = cur->next = call;
    }
    if (!head.next->next)
        return head.next;
    parse_node *blk = parse_new_node(P, ND_BLOCK, t);
    blk->body = head.next;
    blk->ival = 1;
    return blk;
}

/* The host pass: the function that gives the program's host variables their values when these
 * are not constants (C++'s dynamic initialisation: a constructor, `int n = f();`), in
 * declaration order. The C back end runs it before main. */
static parse_func *dynamic_init_fn(parser *P)
{
    parse_unit *u = P->unit;
    if (!u->dynamic_init) {
        parse_func *f = sess_arena_alloc(P->arena, sizeof *f);
        f->name = f->link = "__cr_dynamic_init";
        f->ty = ty_func(P->arena, P->B->void_);
        f->ty->has_proto = true;
        f->exec = EX_HOST;
        f->is_defined = true;
        f->is_static = true;
        f->tok = P->tok;
        f->body = parse_new_node(P, ND_BLOCK, P->tok);
        u->dynamic_init = f;
        parse_add_func(P, f);
    }
    return u->dynamic_init;
}

static parse_node *ctor_init(parser *P, parse_node *var, ty_type *ty, lex_token *name);
static parse_node *end_full_expression(parser *P, size_t mark, parse_node *s);

/* Statement S at the end of the dynamic initialisation (a REPL cell's function). */
static void append_dynamic(parser *P, parse_node *s)
{
    parse_node **tail = &dynamic_init_fn(P)->body->body;
    while (*tail)
        tail = &(*tail)->next;
    *tail = s;
}

/* V = its initialiser at P->tok, at run time (the host pass): by a constructor, or the
 * assignments of an ordinary initialiser. */
static void dynamic_init(parser *P, parse_var *v, lex_token *name)
{
    parse_func *f = dynamic_init_fn(P);
    P->cell_dynamic = true;
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = f;
    parse_node *var = var_node(P, v, name);
    ty_type *cu = ty_unqual(v->ty);
    parse_node *e = NULL;
    if (by_constructor(P, cu)) {
        e = ctor_init(P, var, v->ty, name);
        if (v->ty->is_const) /* (constexpr: its bytes, if a constexpr constructor made them) */
            parse_constexpr_object(v, e, P->arena);
    } else if (v->ty->kind == TY_PTR && v->ty->is_ref && parse_consume(P, "=")) {
        /* a reference: the address of the object it is bound to */
        parse_node *x = parse_deref_ref(P, parse_assign(P));
        if (!parse_is_lvalue(x)) {
            parse_error(P, x->tok, "a reference at file scope bound to a temporary value is not "
                        "supported by cudarepl yet");
        } else {
            parse_node *a = parse_new_unary_addr(P, x, x->tok);
            a->ty = v->ty;
            var->ty = ty_ptr(P->arena, v->ty->base);
            e = parse_new_node(P, ND_ASSIGN, name);
            e->lhs = var;
            e->rhs = a;
            e->ty = var->ty;
        }
    } else if (parse_consume(P, "=") || lex_is(P->tok, "{")) {
        ty_type *ty = v->ty;
        init *in = parse_init(P, &ty);
        v->ty = ty;
        e = local_init(P, v, in, name);
    } else if (parse_consume(P, "(")) { /* int n(f()); */
        e = parse_new_node(P, ND_ASSIGN, name);
        e->lhs = var;
        e->rhs = parse_assign_conv(P, parse_assign(P), v->ty, "initialization");
        e->ty = ty_unqual(v->ty);
        parse_expect(P, ")");
    }
    parse_restore_fn(P, &st);
    v->is_defined = true;
    v->is_extern = false;
    if (!e)
        return;
    parse_node *s = parse_new_node(P, ND_EXPR_STMT, name);
    s->lhs = e;
    append_dynamic(P, s);
    append_dynamic(P, at_exit_registration(P, v, name));
}

/* T a[N]; at file scope (the host pass) of a class with constructors: its elements constructed
 * when the program starts, destroyed at its end. */
static void default_init_global_array(parser *P, parse_var *v, lex_token *name)
{
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = dynamic_init_fn(P);
    parse_node *e = parse_default_init_array(P, var_node(P, v, name), name);
    parse_restore_fn(P, &st);
    if (!e)
        return;
    P->cell_dynamic = true;
    parse_node *s = parse_new_node(P, ND_EXPR_STMT, name);
    s->lhs = e;
    append_dynamic(P, s);
    append_dynamic(P, at_exit_registration(P, v, name));
}

/* `auto v = e;` at file scope in the host pass: E is parsed once, in the dynamic
 * initialisation (a lambda's closure type is made once), and gives V its type. */
static parse_var *auto_global(parser *P, declspec *ds, lex_token *name)
{
    parse_func *f = dynamic_init_fn(P);
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = f;
    lex_token *t = P->tok++;
    parse_node *e = parse_assign(P);
    ty_type *ty = parse_rvalue(P, e)->ty ? ty_unqual(parse_rvalue(P, e)->ty) : P->B->int_;
    if (ty->kind == TY_NULLPTR)
        ty = ty_ptr(P->arena, P->B->void_);
    if (ds->ty->is_const)
        ty = ty_qualified(P->arena, ty, true, false, false);
    P->fn = NULL;
    parse_var *v = global_var(P, ds, name, ty);
    P->fn = f;
    v->is_defined = true;
    v->is_extern = false;
    parse_node *s = parse_new_node(P, ND_EXPR_STMT, name);
    s->lhs = initial_value(P, v, e, t); /* (auto c = a; of a class: its copy constructor) */
    s = end_full_expression(P, 0, s);
    parse_restore_fn(P, &st);
    append_dynamic(P, s);
    P->cell_dynamic = true;
    return v;
}

/* The host pass: a host variable the program defines (for the C back end). */
static void add_host_global(parser *P, parse_var *v)
{
    if (!P->fn)
        P->cell_var = true;
    for (size_t i = 0; i < P->unit->host_globals.len; i++)
        if (P->unit->host_globals.p[i] == v)
            return;
    VEC_PUSH(P->unit->host_globals, v);
}

static void add_global(parser *P, parse_var *v)
{
    for (size_t i = 0; i < P->unit->globals.len; i++)
        if (P->unit->globals.p[i] == v)
            return;
    VEC_PUSH(P->unit->globals, v);
}

/* Host constant V (a constexpr aggregate, a constexpr array read in a constexpr function),
 * whose value device code may use: the device pass gives it a read-only copy of its image. */
void parse_device_constant(parser *P, parse_var *v)
{
    v->device_copy = true;
    add_global(P, v);
}

/* Is a __device__, __constant__ or __managed__ variable of type TY, whose initialiser is at
 * P->tok, made by a constructor? */
static bool device_ctor_init(parser *P, declspec *ds, ty_type *ty)
{
    ty_type *cu = ty_unqual(ty);
    return (ds->has_device || ds->space == SP_CONSTANT || ds->space == SP_MANAGED) &&
           ds->space != SP_SHARED && !ds->is_extern && (cu->kind == TY_STRUCT || cu->kind == TY_UNION) &&
           cu->has_ctor && (lex_is(P->tok, "(") || lex_is(P->tok, "{") || lex_is(P->tok, "=")) &&
           by_constructor(P, cu);
}

/* A __device__, __constant__ or __managed__ variable made by a constructor (`__device__
 * cuda::atomic<int> n(0);`): allowed when the construction is a constant expression (a
 * constexpr constructor of constant arguments: constant initialisation, which nvcc accepts),
 * whose bytes are the variable's first value; anything else would be dynamic initialisation
 * (CUDA C++ Programming Guide §5.3.10.6.1, Class-type Variables). The host pass leaves the
 * initialiser to the device pass. */
static void device_constant_object(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    parse_var *v = global_var(P, ds, name, ty);
    v->is_defined = true;
    v->is_extern = false;
    if (P->host_pass) {
        while (P->tok->kind != TK_EOF && !lex_is(P->tok, ";") && !lex_is(P->tok, ",")) {
            if (lex_is(P->tok, "(") || lex_is(P->tok, "{"))
                skip_balanced(P);
            else
                P->tok++;
        }
        add_global(P, v);
        return;
    }
    parse_func *f = sess_arena_alloc(P->arena, sizeof *f); /* (where its temporaries live) */
    f->name = f->link = "<initialisation>";
    f->ty = ty_func(P->arena, P->B->void_);
    f->exec = EX_DEVICE;
    f->tok = name;
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = f;
    parse_node *e = ctor_init(P, var_node(P, v, name), v->ty, name);
    parse_restore_fn(P, &st);
    v->init = NULL;
    v->relocs = NULL;
    if (!e || !parse_constexpr_object(v, e, P->arena))
        parse_error(P, name, "dynamic initialization is not supported for a %s variable: its "
                    "constructor is not a constant expression here (%s)",
                    ds->space == SP_CONSTANT ? "__constant__" : ds->space == SP_MANAGED ? "__managed__"
                    : "__device__", CR_GUIDE_5_3_10_6_1);
    add_global(P, v);
}

/* Is TY (or its arrays' element) an aggregate whose members are scalars or such aggregates,
 * with no constructor of its own? A braced list of constants (S g = {.b = 5};, the left-out
 * members' default initialisers too) initialises one without running code: constant
 * initialisation, which __device__ and __constant__ variables may have. */
static bool plain_aggregate(ty_type *ty)
{
    ty = ty_unqual(ty);
    while (ty->kind == TY_ARRAY)
        ty = ty_unqual(ty->base);
    if (ty->kind != TY_STRUCT && ty->kind != TY_UNION)
        return ty_is_scalar(ty);
    if (ty->class_id || ty->base_class)
        return false;
    parse_func *ctors = ty_ctor_name(ty) ? parse_find_method(ty, ty_ctor_name(ty), -1) : NULL;
    if (ctors && ctors->cls == ty)
        return false;
    for (ty_member *m = ty->members; m; m = m->next)
        if (!plain_aggregate(m->ty))
            return false;
    return true;
}

/* A thread_local host variable V (each thread's own copy, made from the variable's initial
 * value: interp/host/host.c's __cr_rt_tls): of a class without a destructor, which a thread's
 * end does not run (C++17 [basic.stc.thread]). */
static bool thread_local_check(parser *P, parse_var *v, lex_token *name)
{
    ty_type *cu = ty_unqual(v->ty);
    while (cu->kind == TY_ARRAY)
        cu = ty_unqual(cu->base);
    if ((cu->kind != TY_STRUCT && cu->kind != TY_UNION) || !parse_needs_destroy(cu))
        return true;
    parse_error(P, name, "a thread_local variable of a class with a destructor ('%s') is not "
                "supported by cudarepl", ty_str(P->arena, v->ty));
    v->is_thread_local = false; /* (said once) */
    return false;
}

/* A thread_local variable at namespace scope whose initialiser is not a constant: each
 * thread would make its own at its first use (C++17 [basic.start.dynamic] p6), which cudarepl
 * does not do (a static local's, whose initialisation each thread runs, may). */
static void thread_local_dynamic(parser *P, lex_token *name)
{
    parse_error(P, name, "a thread_local variable at namespace scope needs a constant "
                "initializer in cudarepl (a static local thread_local may have any)");
}

/* A file-scope variable declaration (after its declarator). */
static parse_var *global_var_decl(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    if (P->host_pass && ds->is_auto && ds->space == SP_REG && !ds->has_device && !ds->is_extern &&
        !(ty->kind == TY_PTR && ty->is_ref) && lex_is(P->tok, "=") && !lex_is(P->tok + 1, "{")) {
        parse_var *v = auto_global(P, ds, name);
        add_host_global(P, v);
        return v;
    }
    if (ds->is_auto)
        ty = auto_type(P, name);
    if (ds->tls_tok && (ds->has_device || ds->space == SP_CONSTANT || ds->space == SP_MANAGED)) {
        parse_error(P, ds->tls_tok, "cannot use thread_local specifier for a %s variable",
                    ds->space == SP_CONSTANT ? "__constant__" : ds->space == SP_MANAGED
                    ? "__managed__" : "__device__"); /* (nvcc's words) */
        ds->tls_tok = NULL;
    }
    if (ds->has_global)
        parse_error(P, ds->exec_tok, "'__global__' does not apply to variables");
    if (ds->is_constexpr && ds->space == SP_REG && !ds->has_device)
        ty = ty_qualified(P->arena, ty, true, false, false);
    check_shared_decl(P, ds, name, ty);
    if (device_ctor_init(P, ds, ty)) {
        device_constant_object(P, ds, name, ty);
        return NULL;
    }
    bool braced = lex_is(P->tok, "{") || (lex_is(P->tok, "=") && lex_is(P->tok + 1, "{"));
    bool dynamic = (ds->has_device || ds->space == SP_CONSTANT || ds->space == SP_MANAGED) &&
                   parse_dynamic_init(ty);
    bool aggregate = dynamic && plain_aggregate(ty);
    /* `__device__ S d;` of an aggregate whose only constructor is the implicit one: with
     * default member initialisers of constants for every member it is constexpr, so this is
     * constant initialisation (nvcc takes it), the value of `= {}` */
    bool as_empty_list = aggregate && !ds->is_extern && ds->space != SP_SHARED &&
                         (lex_is(P->tok, ";") || lex_is(P->tok, ",")) && member_defaults(ty, true);
    if (dynamic && !(aggregate && (braced || as_empty_list)))
        parse_error(P, name, "dynamic initialization is not supported for a %s variable: its "
                    "class's constructor is not empty (%s)", ds->space == SP_CONSTANT ? "__constant__"
                    : ds->space == SP_MANAGED ? "__managed__" : "__device__", CR_GUIDE_5_3_10_6_1);
    parse_var *v = global_var(P, ds, name, ty);
    if (v->space == SP_CONSTANT)
        v->ty = ty_qualified(P->arena, v->ty, false, false, false);
    ty_type *cu = ty_unqual(v->ty);
    if (P->host_pass && v->space == SP_HOST && ds->tls_tok) {
        v->is_thread_local = true;
        if (!ds->is_extern)
            (void)thread_local_check(P, v, name);
    }
    if (P->host_pass && v->space == SP_HOST && !ds->is_extern) {
        if ((cu->kind == TY_STRUCT || cu->kind == TY_UNION) && cu->has_ctor) {
            if (v->is_thread_local)
                thread_local_dynamic(P, name);
            dynamic_init(P, v, name);
        } else if (cu->kind == TY_ARRAY && !lex_is(P->tok, "=") && !lex_is(P->tok, "{")) {
            default_init_global_array(P, v, name);
        } else {
            lex_token *start = P->tok;
            /* a constant, or else (quietly: new T, a call) made when the program starts */
            parse_quiet pq;
            parse_quiet_begin(P, &pq);
            bool eof = P->eof_error;
            if (!var_initializer(P, v, name) || parse_quiet_failed(P, &pq)) {
                parse_quiet_drop(P, &pq);
                P->eof_error = eof;
                P->tok = start;
                v->init = NULL;
                v->relocs = NULL;
                if (v->is_thread_local)
                    thread_local_dynamic(P, name);
                dynamic_init(P, v, name);
            }
        }
        add_host_global(P, v);
        return v;
    }
    if (!P->host_pass && v->space == SP_HOST && !v->is_constexpr) {
        /* a host variable in the device pass: only a constant value matters here (`const int N
         * = 64;`); what its initialiser would say is the host pass's to say */
        parse_quiet pq;
        parse_quiet_begin(P, &pq);
        bool eof = P->eof_error;
        bool made = var_initializer(P, v, name) && !parse_quiet_failed(P, &pq);
        parse_quiet_drop(P, &pq);
        P->eof_error = eof;
        if (made && ds->is_constexpr && (cu->kind == TY_STRUCT || cu->kind == TY_UNION) &&
            !cu->has_ctor && v->init && !v->relocs)
        {
            v->is_constexpr = true; /* an aggregate of constants (CUDA C++ Programming Guide
                                       5.3.11.4) */
            parse_device_constant(P, v);
        }
    } else if (as_empty_list) {
        lex_token *at = P->tok, *list = parse_text_tokens(P, "= {}", name->file);
        if (list) {
            P->tok = list;
            var_initializer(P, v, name);
        }
        P->tok = at;
    } else {
        var_initializer(P, v, name);
    }
    if (v->space != SP_HOST || v->is_constexpr)
        add_global(P, v);
    if (P->host_pass && v->space == SP_HOST)
        add_host_global(P, v);
    if (v->space != SP_HOST && v->space != SP_SHARED && !ty_is_complete(v->ty) && !v->is_extern)
        parse_error(P, name, "variable '%s' has incomplete type '%s'", v->name,
                    ty_str(P->arena, v->ty));
    else if (!v->is_extern)
        abstract_object_check(P, name, v->ty);
    return v;
}

parse_var *parse_var_template_object(parser *P, const char *iname)
{
    declspec ds;
    if (!declspec_parse(P, &ds))
        return NULL;
    lex_token *name = NULL;
    ty_type *ty = declarator(P, ds.ty, &name);
    if (!name || !ty || ty->kind == TY_FUNC)
        return NULL;
    /* the declaration's own name token, named as the instance while it is declared (what comes
     * before it is read as for any variable: `int a::x`) */
    const char *text = name->text;
    int len = name->len;
    name->text = iname;
    name->len = (int)strlen(iname);
    parse_fn_state st;
    parse_save_fn(P, &st); /* (made where it is named: perhaps in a function's body) */
    parse_var *v = global_var_decl(P, &ds, name, ty);
    parse_restore_fn(P, &st);
    name->text = text;
    name->len = len;
    return v;
}

static void make_pretty(parser *P, parse_func *f)
{
    sess_buf b = {0};
    ty_print(&b, f->ty, f->name);
    const char *p = b.p ? b.p : f->name;
    if ((f->is_ctor || f->is_dtor) && !strncmp(p, "void ", 5))
        p += 5; /* constructors and destructors have no return type */
    f->pretty = sess_arena_printf(P->arena, "%s%s", p, f->is_const_method ? " const" : "");
    sess_buf_free(&b);
}

lex_token *parse_text_tokens(parser *P, const char *text, const char *file)
{
    text = sess_arena_printf(P->arena, "%s", text); /* (the tokens' spellings point into it) */
    sess_diags quiet;
    sess_diags_init(&quiet);
    lex_tokens toks = {0};
    bool ok = lex_tokenize(text, file, P->arena, &quiet, &toks) && toks.n;
    sess_diags_free(&quiet);
    return ok ? toks.tok : NULL;
}

parse_scope *parse_ns_scope(parser *P, const char *ns, int nslen)
{
    if (!ns)
        return NULL;
    if (nslen < 0)
        nslen = (int)strlen(ns);
    if (nslen == 2 && !memcmp(ns, "::", 2))
        return &P->ctx->global;
    const char *path = parse_ns_resolve(P, ns, nslen);
    return path ? ns_scope(P, path, (int)strlen(path), false) : NULL;
}

bool parse_name_elsewhere(parser *P, const char *name, const char *path)
{
    int len = (int)strlen(name);
    const char *in = sess_map_get(&P->ctx->ns_in, name, len);
    if (in && strcmp(in, path ? path : ""))
        return true;
    for (size_t i = 0; i < P->ctx->ns_list.len; i++) {
        const parse_scope *s = P->ctx->ns_list.p[i];
        if (strcmp(s->ns, path ? path : "") && sess_map_get(&s->syms, name, len))
            return true;
    }
    return path && sess_map_get(&P->ctx->global.syms, name, len);
}

parse_sym *parse_scope_sym(parser *P, parse_scope *s, const char *name, int len)
{
    if (s->ns || s == &P->ctx->global)
        return ns_qualified(P, s, name, len, 0);
    return sess_map_get(&s->syms, name, len);
}

parse_sym *parse_namespace_sym(parser *P, const char *ns, int nslen, const char *name, int len)
{
    parse_scope *s = parse_ns_scope(P, ns, nslen);
    return s ? ns_qualified(P, s, name, len, 0) : NULL;
}

parse_sym *parse_qualified_sym(parser *P, lex_token *from, lex_token *t)
{
    char q[256];
    int n = ns_qual_text(from, t, q, sizeof q);
    return n > 0 ? parse_namespace_sym(P, q, n, t->text, t->len) : NULL;
}

/* The execution spaces of F, declared before, now redeclared with DS (NAME the declarator): the
 * union of the two, with nvcc's warnings (#20035-D, #20036-D, #20039-D, #20040-D); a declaration
 * without a specifier gives way to a __device__ one (nvcc makes `void f(); __device__ void f()
 * {}` a device function: host calls of it are errors). Returns false where the two cannot be
 * one function (__global__ and anything else). */
static bool redeclare_exec(parser *P, parse_func *f, declspec *ds, int exec, lex_token *name,
                           const char *nm)
{
    bool implicit = !ds->has_host && !ds->has_device && !ds->has_global;
    int old = f->exec;
    if (old == exec)
        return true;
    if ((old | exec) & EX_GLOBAL)
        return false;
    static const char *const spaces[] = {"", "__host__", "__device__", "__host__ __device__"};
    int now = old | exec;
    if (old == (EX_HOST | EX_DEVICE))
        return true; /* a declaration of one side of a __host__ __device__ function */
    if (old == EX_HOST && exec == EX_DEVICE && f->exec_implicit)
        now = EX_DEVICE;
    else if (old == EX_DEVICE && exec == EX_HOST && implicit)
        return true;
    if (!P->host_pass)
        ; /* (said once, by the host pass: both passes read the declarations) */
    else if (now == EX_DEVICE)
        parse_warn(P, name, "a __host__ function(\"%s\") redeclared with __device__, hence treated "
                   "as a __device__ function (it was declared with no execution space)", nm);
    else
        parse_warn(P, name, "a %s function(\"%s\") redeclared with %s, hence treated as a "
                   "__host__ __device__ function", spaces[old], nm, spaces[exec]);
    f->exec = now;
    f->exec_implicit = false;
    return true;
}

/* The function NAME (with its type TY) in the overload set of that name of the namespace open
 * here: an earlier declaration with the same parameters, or a new overload. A definition of a
 * function that is defined already replaces it (a later REPL cell). */
static parse_func *declare_func(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    const char *nm = P->decl_text ? P->decl_text : parse_name(P, name);
    int exec = func_exec_of(P, ds);
    parse_scope *g = ns_enclosing(P, decl_scope(P));
    parse_sym *s = sess_map_get(&g->syms, nm, (int)strlen(nm));
    if (s && !s->func && !s->var && !s->tmpl && !s->type_def && !s->enum_ty)
        s = NULL;
    parse_func *head = s ? s->func : NULL, *f = NULL, **slot = NULL;
    for (parse_func **fp = s ? &s->func : NULL; fp && *fp; fp = &(*fp)->next_overload)
        if (parse_same_params((*fp)->ty, ty) || ds->extern_c) {
            f = *fp;
            slot = fp;
            break;
        }
    bool defining = lex_is(P->tok, "{");
    /* A static host function does not take the name's plain link: another file's function of
     * the name (an overload this file also has) links by it, and would find this one */
    bool internal = (ds->is_static || P->anon_blocks) && exec == EX_HOST && !ds->extern_c;
    parse_func *old = NULL;
    if (f && defining && f->is_defined) {
        old = f; /* redefinition (a later REPL cell): replaces the old one */
        f = NULL;
    } else if (f && !redeclare_exec(P, f, ds, exec, name, nm)) {
        parse_error(P, name, "conflicting execution space specifiers for '%s'", nm);
    } else if (f && !ty_compatible(f->ty->base, ty->base) && !defining) {
        parse_error(P, name, "functions that differ only in their return type cannot be "
                    "overloaded ('%s')", nm);
    }
    if (!f) {
        f = sess_arena_alloc(P->arena, sizeof *f);
        f->exec = exec;
        f->exec_implicit = !ds->has_host && !ds->has_device && !ds->has_global;
        f->name = nm;
        f->link = nm;
        f->ns = g->ns;
        f->extern_c = ds->c_linkage || P->c_blocks;
        f->home = g;
        /* the links of another namespace's functions of the name have it: this namespace's
           have its path too (gpu::saxpy beside saxpy) */
        parse_func *taken = sess_map_get(&P->ctx->links, nm, (int)strlen(nm));
        const char *base = taken && taken->home != g && !taken->cls && !head
                           ? sess_arena_printf(P->arena, "%s::%s", ns_name(g), nm)
                           : head ? head->link : nm;
        if (head && strchr(base, '('))
            base = nm;
        if (!*ns_name(g) && base != nm && !head)
            base = sess_arena_printf(P->arena, "::%s", nm);
        if (old) {
            f->link = old->link;
            f->next_overload = old->next_overload;
            *slot = f;
        } else if (head) {
            parse_func **fp = &s->func;
            bool plain_free = !internal; /* (the first external overload's since) */
            while (*fp) {
                plain_free = plain_free && strcmp((*fp)->link, base) != 0;
                fp = &(*fp)->next_overload;
            }
            *fp = f;
            f->link = plain_free ? base : overload_link(P, base, ty, false);
        } else {
            parse_scope *save = P->scope, *fs = P->friend_scope;
            P->scope = g;
            P->friend_scope = NULL;
            const char *key = parse_ns_decl_name(P, nm);
            parse_sym *ns = s ? s : declare(P, key);
            P->scope = save;
            P->friend_scope = fs;
            ns->func = f;
            f->link = base;
            if (internal)
                f->link = overload_link(P, f->link, ty, false);
        }
    }
    f->ty = ty;
    f->tok = name;
    exec = f->exec; /* (a redeclaration's spaces are merged with the first's) */
    f->is_static = ds->is_static || P->anon_blocks;
    f->is_inline = ds->is_inline;
    f->is_noinline = ds->noinline;
    f->is_forceinline = ds->forceinline;
    f->is_constexpr = ds->is_constexpr;
    memcpy(f->launch_bounds, ds->launch_bounds, sizeof f->launch_bounds);
    memcpy(f->cluster_dims, ds->cluster_dims, sizeof f->cluster_dims);
    make_pretty(P, f);
    register_link(P, f);
    if ((exec & EX_GLOBAL) && !ty_is_void(ty->base))
        parse_error(P, name, "a __global__ function must have a void return type (" CR_GUIDE_5_4_1_1 ")");
    if ((exec & EX_GLOBAL) && (exec & EX_DEVICE))
        parse_error(P, name, "'__global__' and '__device__' cannot be combined");
    if ((exec & EX_GLOBAL) && ty->variadic)
        parse_error(P, name, "a __global__ function cannot be variadic");
    if (ds->space != SP_REG)
        parse_error(P, ds->space_tok, "memory space specifier '%.*s' does not apply to a function",
                    ds->space_tok->len, ds->space_tok->text);
    return f;
}

/* The member function of CLS that an out-of-class definition `T S::name(...) {` defines. */
static parse_func *find_member_def(parser *P, ty_type *cls, lex_token *name, ty_type *ty)
{
    const char *nm = P->decl_text ? P->decl_text : parse_name(P, name);
    bool is_const = P->tok->kw == KW_CONST;
    parse_func *set = parse_find_method(cls, nm, -1);
    for (parse_func *f = set; f; f = f->next_overload)
        if (f->cls == cls && parse_same_params(f->ty, ty) && f->is_const_method == is_const)
            return f;
    parse_error(P, name, "out-of-line definition of '%s' does not match any declaration in '%s'",
                nm, cls->tag ? cls->tag : "the class");
    return NULL;
}

/* Function type TY (a definition's) with the default arguments of DECL (the declaration's) for
 * the parameters that have none: a copy where there are any, TY itself otherwise. */
static ty_type *with_defaults_of(parser *P, ty_type *ty, ty_type *decl)
{
    bool any = false;
    for (ty_param *p = ty->params, *d = decl ? decl->params : NULL; p && d; p = p->next, d = d->next)
        any |= !p->def && d->def;
    if (!any)
        return ty;
    ty_type *copy = sess_arena_alloc(P->arena, sizeof *copy);
    *copy = *ty;
    ty_param **tail = &copy->params;
    ty_param *d = decl->params;
    for (ty_param *p = ty->params; p; p = p->next) {
        ty_param *c = sess_arena_alloc(P->arena, sizeof *c);
        *c = *p;
        c->next = NULL;
        if (!c->def && d)
            c->def = d->def;
        d = d ? d->next : NULL;
        *tail = c;
        tail = &c->next;
    }
    return copy;
}

/* `T S::name(...) const { ... }`: the body of a member function declared in class CLS. */
static void member_def(parser *P, ty_type *cls, lex_token *name, ty_type *ty, declspec *ds)
{
    parse_func *f = find_member_def(P, cls, name, ty);
    if (f && ds->is_inline)
        f->is_inline = true; /* (inline on the definition: a header's, one copy a file) */
    if (f && !redeclare_exec(P, f, ds, func_exec_of(P, ds), name, f->name))
        parse_error(P, name, "conflicting execution space specifiers for '%s'", f->name);
    bool del = false, dflt = false;
    method_suffix(P, &del, &dflt, NULL);
    if (!f) {
        if (lex_is(P->tok, "{") || lex_is(P->tok, ":"))
            skip_body(P);
        else
            parse_consume(P, ";");
        return;
    }
    if (!lex_is(P->tok, "{") && !lex_is(P->tok, ":")) {
        parse_consume(P, ";");
        return;
    }
    /* the parameter names of the definition are the ones the body uses; the default
     * arguments are the declaration's (C++17 [dcl.fct.default] p4: a definition outside the
     * class adds none to what the class declared) */
    f->ty = with_defaults_of(P, ty, f->ty);
    f->tok = name;
    make_pretty(P, f);
    parse_scope *outer = P->scope;
    if (cls->tmpl_of) { /* a class template's member: its name alone is the instance's */
        parse_push_scope(P, NULL);
        declare(P, cls->tmpl_of->name)->type_def = cls;
    }
    parse_scope *c_up = parse_scope_up(cls->scope);
    parse_scope *up = parse_push_scope(P, cls->scope);
    function_body(P, f);
    parse_pop_scope(P, up, true);
    parse_scope_relink(cls->scope, c_up);
    if (cls->tmpl_of)
        parse_pop_scope(P, outer, false);
    parse_add_func(P, f);
}

static parse_node *compound_body(parser *P);

/* The objects with destructors in scope at a goto or a label (N, a copy of the cleanup list
 * there): kept on the node (aux[0] the array, aux[1] its length). */
static void note_scope_objects(parser *P, parse_node *n)
{
    size_t k = P->cleanups.len;
    struct parse_cleanup *c = k ? sess_arena_alloc(P->arena, k * sizeof *c) : NULL;
    if (k)
        memcpy(c, P->cleanups.p, k * sizeof *c);
    n->aux[0] = (int64_t)(intptr_t)c;
    n->aux[1] = (int64_t)k;
    n->aux[2] = (int64_t)(intptr_t)scope_inits_now(P); /* (what a jump may not pass) */
}

static void resolve_gotos(parser *P)
{
    for (size_t i = 0; i < P->gotos.len; i++) {
        parse_node *g = P->gotos.p[i];
        for (size_t j = 0; j < P->labels.len; j++)
            if (!strcmp(P->labels.p[j]->label, g->label))
                g->target = P->labels.p[j];
        if (!g->target) {
            parse_error(P, g->tok, "use of undeclared label '%s'", g->label);
            continue;
        }
        parse_var *x = crossed_init((scope_inits *)(intptr_t)g->aux[2],
                                    (scope_inits *)(intptr_t)g->target->aux[2]);
        if (x) /* ([stmt.dcl] p3) */
            parse_error(P, g->tok, "jump to label '%s' crosses the initialization of '%s' (line %d)",
                        g->label, x->name, x->tok ? x->tok->line : 0);
        /* the objects the jump leaves the scope of are destroyed first (C++17 [stmt.jump]):
         * those in scope at the goto that are not at its label, newest first */
        struct parse_cleanup *gc = (struct parse_cleanup *)(intptr_t)g->aux[0];
        struct parse_cleanup *lc = (struct parse_cleanup *)(intptr_t)g->target->aux[0];
        size_t gn = (size_t)g->aux[1], ln = (size_t)g->target->aux[1], common = 0;
        while (common < gn && common < ln && gc[common].var == lc[common].var)
            common++;
        parse_node head = {0}, *cur = &head;
        for (size_t k = gn; k-- > common;) {
            if (gc[k].temp)
                continue;
            parse_node *d = destroy_cleanup(P, &gc[k], g->tok);
            if (d)
                cur = cur->next = d;
        }
        if (!head.next)
            continue;
        parse_node *jump = parse_new_node(P, ND_GOTO, g->tok);
        jump->label = g->label;
        jump->target = g->target;
        cur->next = jump;
        g->kind = ND_BLOCK; /* (in place: the statement list holds this node) */
        g->body = head.next;
        g->ival = 1;
    }
    P->gotos.len = P->labels.len = 0;
}

/* this->NAME as an lvalue */
static parse_node *this_member(parser *P, lex_token *name)
{
    parse_node *th = parse_new_node(P, ND_VAR, name);
    parse_sym *s = parse_lookup(P, "this", 4);
    th->var = s->var;
    th->ty = s->var->ty;
    return parse_member_of(P, parse_new_deref(P, th, name), name);
}

static parse_node *expr_stmt_of(parser *P, parse_node *e)
{
    parse_node *s = parse_new_node(P, ND_EXPR_STMT, e->tok);
    s->lhs = e;
    return s;
}

/* Initialise member M (at THIS->M) from ARGS, as direct-initialisation does. */
static parse_node *init_member(parser *P, parse_node *lhs, parse_node **args, int nargs,
                               lex_token *t)
{
    ty_type *mt = ty_unqual(lhs->ty);
    if (nargs == 0 && (mt->kind == TY_STRUCT || mt->kind == TY_UNION))
        return parse_value_init(P, lhs, mt, t); /* m(): value-initialised */
    if ((mt->kind == TY_STRUCT || mt->kind == TY_UNION) && mt->has_ctor)
        return parse_construct(P, lhs, mt, args, nargs, t);
    if (mt->kind == TY_STRUCT && nargs == 1 && args[0]->ty &&
        ty_unqual(parse_deref_ref(P, args[0])->ty) == mt && parse_copy_is_memberwise(mt))
        return parse_copy(P, lhs, args[0], mt, true, t); /* f(g) of a closure holding a string */
    if (mt->kind == TY_ARRAY && mt->array_len >= nargs && nargs > 0 &&
        !(nargs == 1 && args[0]->ty && ty_unqual(args[0]->ty)->kind == TY_ARRAY)) {
        /* m{e0, e1, ...} of an array: zeros, then each element given from its value (a class
         * element constructed from it), the others value-initialised */
        ty_type *et = ty_unqual(mt->base);
        parse_node *z = parse_new_node(P, ND_ZERO, t);
        z->lhs = lhs;
        z->ty = P->B->void_;
        parse_node *e = z;
        bool cls = (et->kind == TY_STRUCT || et->kind == TY_UNION) && et->has_ctor;
        for (int64_t i = 0; i < (cls ? mt->array_len : nargs); i++) {
            parse_node *at = parse_new_cast(P, parse_new_unary_addr(P, lhs, t), ty_ptr(P->arena, et));
            parse_node *elem = parse_new_deref(P, parse_new_binary(P, ND_ADD, at,
                                               parse_new_num(P, i, P->B->long_, t), t), t);
            e = parse_then(P, e, i < nargs ? init_member(P, elem, &args[i], 1, t)
                                           : parse_value_init(P, elem, et, t), t);
        }
        return e;
    }
    if (nargs == 0 && !ty_is_scalar(mt)) { /* m() of an array: zeros */
        parse_node *z = parse_new_node(P, ND_ZERO, t);
        z->lhs = lhs;
        z->ty = P->B->void_;
        return z;
    }
    parse_node *n = parse_new_node(P, ND_ASSIGN, t);
    n->lhs = lhs;
    n->ty = mt;
    if (mt->kind == TY_PTR && mt->is_ref && nargs == 1) {
        /* a reference member is bound to its initialiser's object (C++ [class.base.init]) */
        parse_node *e = parse_deref_ref(P, args[0]);
        if (e->ty && ty_unqual(e->ty)->kind == TY_STRUCT && ty_unqual(mt->base)->kind == TY_STRUCT &&
            parse_later_base_of(e->ty, mt->base)) {
            parse_node *sub = parse_later_base(P, e, mt->base);
            if (sub)
                e = sub;
        }
        if (!parse_is_lvalue(e)) {
            parse_error(P, e->tok, "a reference member cannot be bound to a temporary object "
                        "(it would dangle when the constructor returns)");
            n->rhs = parse_new_cast(P, parse_new_num(P, 0, P->B->int_, t), mt);
            return n;
        }
        n->rhs = parse_new_unary_addr(P, e, t);
        n->rhs->ty = mt;
        return n;
    }
    if (nargs == 0) {
        n->rhs = parse_new_cast(P, parse_new_num(P, 0, P->B->int_, t), mt);
    } else {
        n->rhs = parse_assign_conv(P, args[0], mt, "member initializer");
    }
    return n;
}

static parse_node *member_init_here(parser *P, parse_node *lhs, ty_member *m);

typedef struct {
    parse_node *lhs;
    ty_member *m;
} member_init_arg;

static parse_node *member_init_in_class(parser *P, void *arg)
{
    member_init_arg *a = arg;
    parse_node *obj = P->init_obj;
    ty_type *cls = P->init_cls;
    P->init_obj = a->lhs->lhs; /* (the other members it names are the object's) */
    P->init_cls = ty_unqual(a->m->owner);
    parse_node *n = member_init_here(P, a->lhs, a->m);
    P->init_obj = obj;
    P->init_cls = cls;
    return n;
}

/* A default member initialiser, parsed where it was written, for LHS (THIS->M): in the scope of
 * its class (a class template instance's parameters bound), also where an implicit
 * constructor or an aggregate's initialisation in other code uses it (C++ [class.mem]). */
parse_node *parse_default_member_init(parser *P, parse_node *lhs, ty_member *m)
{
    ty_type *cls = m->owner ? ty_unqual(m->owner) : NULL;
    if (!cls || !cls->scope)
        return member_init_here(P, lhs, m);
    for (parse_scope *s = P->scope; s; s = s->up)
        if (s == cls->scope)
            return member_init_here(P, lhs, m); /* (a constructor of the class) */
    member_init_arg a = {lhs, m};
    return parse_in_class_scope(P, cls, member_init_in_class, &a);
}

static parse_node *member_init_here(parser *P, parse_node *lhs, ty_member *m)
{
    if (m->def_busy) {
        /* (a lambda in it that makes an object of the class: each parse would start another) */
        parse_error(P, m->def, "the default initializer of member '%s' makes an object of its "
                    "own class: cudarepl cannot compile that", m->name ? m->name : "?");
        return init_member(P, lhs, NULL, 0, m->def);
    }
    lex_token *save = P->tok;
    P->tok = m->def;
    m->def_busy = true;
    /* parsed at each constructor: no further than where it ends (an initialiser that runs on
     * into the rest of a broken class would be parsed again at every construction) */
    bool eof = P->eof_error;
    if (m->def_end)
        parse_cut(P, m->def_end);
    parse_node *args[16];
    int n = 0;
    lex_token *t = P->tok;
    ty_type *mu = ty_unqual(m->ty);
    if (lex_is(P->tok, "{") && (mu->kind == TY_STRUCT || mu->kind == TY_UNION) && !mu->has_ctor) {
        /* M m{1, 2};: an aggregate's initialiser list */
        args[n++] = parse_initializer_expr(P, m->ty, P->tok);
    } else if (m->ty->kind == TY_ARRAY && (lex_is(P->tok, "{") || lex_is(P->tok + 1, "{"))) {
        /* int d[3] = {1, 2, 3};: zeros, then the elements given */
        parse_consume(P, "=");
        ty_type *ty = m->ty;
        init *in = parse_init(P, &ty);
        parse_node *z = parse_new_node(P, ND_ZERO, t);
        z->lhs = lhs;
        z->ty = P->B->void_;
        parse_node *r = chain(P, z, init_assigns(P, in, lhs));
        if (m->def_end)
            parse_uncut(P, m->def_end);
        P->eof_error = eof;
        m->def_busy = false;
        P->tok = save;
        return r;
    }
    if (parse_consume(P, "=")) {
        if (lex_is(P->tok, "{") && ty_is_aggregate(m->ty))
            args[n++] = parse_initializer_expr(P, m->ty, P->tok);
        else
            args[n++] = parse_assign(P);
    } else if (parse_consume(P, "{")) { /* a constructor's arguments, or a scalar's value */
        while (!lex_is(P->tok, "}") && P->tok->kind != TK_EOF && n < 16) {
            args[n++] = parse_assign(P);
            if (!parse_consume(P, ","))
                break;
        }
        parse_consume(P, "}");
        if (n == 0 && mu->kind == TY_STRUCT && mu->has_ctor)
            parse_init_list_args(P, mu, args, &n, t); /* M m{};: maybe M's list's */
    }
    if (m->def_end)
        parse_uncut(P, m->def_end);
    P->eof_error = eof;
    m->def_busy = false;
    parse_node *r = init_member(P, lhs, args, n, t);
    P->tok = save;
    return r;
}

/* Was base BT constructed by one of the statements S (a member-initialiser)? */
static bool based_named(ty_type *bt, parse_node *s)
{
    for (; s; s = s->next) {
        if (s->kind == ND_BLOCK && based_named(bt, s->body)) /* (with its temporaries' ends) */
            return true;
        parse_node *e = s->kind == ND_EXPR_STMT ? s->lhs : NULL;
        while (e && e->kind == ND_COMMA) /* (a class with virtual bases: its flag set first) */
            e = e->rhs;
        if (e && e->kind == ND_CALL && e->func && e->func->is_ctor && e->func->cls == bt)
            return true;
    }
    return false;
}

/* What constructor F of a class with virtual bases does first when its object is the complete
 * one (C++17 [class.base.init] p13): the pointers to the virtual bases set in every subobject,
 * then those bases made, each by its initialiser in VINIT (by its place among them) or by its
 * default constructor. A base subobject's constructor skips it: the most-derived class's did
 * it. */
static parse_node *vbase_prologue(parser *P, parse_func *f, parse_node **vinit)
{
    parse_node *th = parse_new_node(P, ND_VAR, f->tok);
    th->var = parse_lookup(P, "this", 4)->var;
    th->ty = th->var->ty;
    parse_node *obj = parse_new_deref(P, th, f->tok);
    parse_node head = {0}, *cur = &head;
    parse_node *ptrs = parse_vbase_pointers(P, obj, f->cls, f->tok);
    if (ptrs)
        cur = cur->next = expr_stmt_of(P, ptrs);
    int i = 0;
    for (ty_vbase *v = f->cls->vbases; v; v = v->next, i++) {
        parse_node *s = i < 64 ? vinit[i] : NULL;
        if (!s && v->ty->has_ctor)
            s = expr_stmt_of(P, parse_construct_base(P, parse_vbase_store(P, obj, v, f->tok), v->ty, NULL, 0, f->tok));
        if (!s)
            continue;
        cur->next = s;
        while (cur->next)
            cur = cur->next;
    }
    parse_node *then = parse_new_node(P, ND_BLOCK, f->tok);
    then->body = head.next;
    parse_node *n = parse_new_node(P, ND_IF, f->tok);
    n->cond = parse_vbase_complete(P, obj, f->cls, f->tok);
    n->then = then;
    return n;
}

/* mem-initializer-list = ":" (name ("(" args ")" | "{" args "}")) ("," ...)*, then the default
 * member initialisers of the members it does not name: statements for the constructor F. */
/* The base subobject M (an unnamed member of F's class) of the object F constructs */
static parse_node *base_subobject(parser *P, parse_func *f, ty_member *m)
{
    parse_node *th = parse_new_node(P, ND_VAR, f->tok);
    th->var = parse_lookup(P, "this", 4)->var;
    th->ty = th->var->ty;
    parse_node *base = parse_new_node(P, ND_MEMBER, f->tok);
    base->lhs = parse_new_deref(P, th, f->tok);
    base->member = m;
    base->ival = m->offset;
    base->ty = ty_unqual(m->ty);
    return base;
}

/* A constructor's initialisation of its bases and members. In host code each base and member
 * with a destructor is registered for an exception's unwinding once made, so that a throw
 * from a later one or from the constructor's body destroys those made, the last first
 * ([except.ctor] p3); *PUSHED counts the registrations, which the constructor's normal ends
 * take off the list. */
static parse_node *member_inits(parser *P, parse_func *f, int *pushed)
{
    parse_node head = {0}, *cur = &head;
    const char *named[64];
    parse_node *minit[64]; /* the named members' initialisers, run in the class's order below */
    int nnamed = 0;
    ty_type *named_bases[64]; /* (a base copied bit for bit is no constructor's call) */
    int nbases = 0;
    parse_node *vinit[64] = {0}; /* the virtual bases' initialisers, by their place */
    parse_node *bstmt[64] = {0}; /* the other bases', by their place among the bases */
    if (parse_consume(P, ":")) {
        do {
            lex_token *name = P->tok;
            ty_type *bt = NULL;
            size_t mark = P->cleanups.len; /* (each initialiser is a full expression) */
            if (parse_is_typename(P, P->tok) && !(P->tok->kind == TK_IDENT && ty_find_member(f->cls, P->tok->text, P->tok->len, &(int){0})))
                bt = parse_simple_type(P); /* a base class */
            else
                P->tok++;
            bool brace = lex_is(P->tok, "{");
            if (!parse_consume(P, brace ? "{" : "(")) {
                parse_error(P, P->tok, "expected '(' or '{' in a member initializer");
                break;
            }
            parse_node *args[16];
            int nargs = 0;
            /* what a braced argument initialises (m{{1, 2}, {3}}, base{{...}}): the class's
             * constructor's parameter or aggregate member, an array's element */
            ty_type *target = bt;
            if (!target) {
                ty_member *tm = ty_find_member(f->cls, name->text, name->len, &(int){0});
                target = tm ? tm->ty : NULL;
            }
            target = target ? ty_unqual(target) : NULL;
            while (!lex_is(P->tok, brace ? "}" : ")") && P->tok->kind != TK_EOF) {
                parse_expansion x; /* (base(args...) too) */
                for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
                    parse_node *a;
                    if (lex_is(P->tok, "{") && target && target->kind == TY_ARRAY)
                        a = parse_braced_value(P, target->base);
                    else if (lex_is(P->tok, "{") && target &&
                             (target->kind == TY_STRUCT || target->kind == TY_UNION))
                        a = parse_braced_ctor_argument(P, target, nargs);
                    else
                        a = parse_assign(P);
                    if (nargs < 16)
                        args[nargs++] = a;
                }
                if (!parse_consume(P, ","))
                    break;
            }
            parse_expect(P, brace ? "}" : ")");
            if (brace && nargs == 0 && target && target->kind == TY_STRUCT && target->has_ctor)
                parse_init_list_args(P, target, args, &nargs, name); /* m{}: maybe m's list's */
            if (bt && ty_unqual(bt) == ty_unqual(f->cls)) {
                /* a delegating constructor (C++17 [class.base.init] p6): the other constructor
                 * makes the whole object; no member or base is initialised again */
                parse_node *th = parse_new_node(P, ND_VAR, name);
                th->var = parse_lookup(P, "this", 4)->var;
                th->ty = th->var->ty;
                parse_node *init = parse_construct(P, parse_new_deref(P, th, name), f->cls, args, nargs, name);
                if (f->cls->vb_flag && init->kind == ND_COMMA)
                    init = init->rhs; /* (its flag stays as this constructor's caller set it) */
                return end_full_expression(P, mark, expr_stmt_of(P, brace ? init : parse_paren_order(init)));
            }
            int vi = 0;
            ty_vbase *vb = NULL;
            for (ty_vbase *v = bt ? f->cls->vbases : NULL; v && !vb; v = v->next)
                if (v->ty == ty_unqual(bt))
                    vb = v;
                else
                    vi++;
            if (vb) {
                /* a virtual base: made in the room of the complete object only, by
                 * vbase_prologue ([class.base.init] p7: a base subobject's constructor ignores it) */
                parse_node *th = parse_new_node(P, ND_VAR, name);
                th->var = parse_lookup(P, "this", 4)->var;
                th->ty = th->var->ty;
                parse_node *init = parse_construct_base(P, parse_vbase_store(P, parse_new_deref(P, th, name), vb, name),
                                                        vb->ty, args, nargs, name);
                if (vi < 64)
                    vinit[vi] = end_full_expression(P, mark, expr_stmt_of(P, brace ? init : parse_paren_order(init)));
                continue;
            }
            if (bt) {
                parse_node *th = parse_new_node(P, ND_VAR, name);
                th->var = parse_lookup(P, "this", 4)->var;
                th->ty = th->var->ty;
                /* the base's subobject: where it is in the class (a base after the first is
                 * not at its start) */
                int off = parse_base_offset(f->cls, ty_unqual(bt));
                parse_node *at = th;
                if (off > 0)
                    at = parse_new_binary(P, ND_ADD, parse_new_cast(P, th, ty_ptr(P->arena, P->B->char_)),
                                          parse_new_num(P, off, P->B->long_, name), name);
                parse_node *base = parse_new_deref(P, parse_new_cast(P, at, ty_ptr(P->arena, ty_unqual(bt))), name);
                parse_node *init = parse_construct_base(P, base, ty_unqual(bt), args, nargs, name);
                if (nbases < 64)
                    named_bases[nbases++] = ty_unqual(bt);
                parse_node *st = end_full_expression(P, mark, expr_stmt_of(P, brace ? init : parse_paren_order(init)));
                /* made in the order the class declares its bases, not the list's
                 * ([class.base.init] p13) */
                int k = 0;
                ty_member *bm = f->cls->members;
                for (; bm && (bm->name || ty_unqual(bm->ty) != ty_unqual(bt)); bm = bm->next)
                    k += !bm->name;
                if (bm && k < 64 && !bstmt[k]) {
                    bstmt[k] = st;
                    continue;
                }
                cur = cur->next = st;
                while (cur->next)
                    cur = cur->next;
                continue;
            }
            int off;
            if (!ty_find_member(f->cls, name->text, name->len, &off)) {
                parse_error(P, name, "member initializer '%.*s' does not name a non-static data "
                            "member or base class", name->len, name->text);
                continue;
            }
            parse_node *init = init_member(P, this_member(P, name), args, nargs, name);
            parse_node *st = end_full_expression(P, mark, expr_stmt_of(P, brace ? init : parse_paren_order(init)));
            if (nnamed < 64) {
                minit[nnamed] = st;
                named[nnamed++] = parse_name(P, name);
                continue;
            }
            cur = cur->next = st;
            while (cur->next)
                cur = cur->next;
        } while (parse_consume(P, ","));
    }
    /* the members in the order the class declares them, not the list's ([class.base.init]
     * p13.3): each by its initialiser in the list, else its default member initialiser, else
     * default-initialised */
    lex_token *made = NULL; /* the member made last (its name) */
    for (ty_member *m = f->cls->members;; m = m->next) {
        if (made && P->host_pass) {
            parse_node *push = unwinding_push(P, this_member(P, made), f->tok);
            if (push) {
                cur = cur->next = push;
                ++*pushed;
            }
        }
        made = NULL;
        if (!m)
            break;
        if (!m->name || m->vb)
            continue;
        lex_token *ntok = sess_arena_alloc(P->arena, sizeof *ntok);
        *ntok = *f->tok;
        ntok->text = m->name;
        ntok->len = (int)strlen(m->name);
        made = ntok;
        int seen = -1;
        for (int i = 0; i < nnamed && seen < 0; i++)
            if (!strcmp(named[i], m->name))
                seen = i;
        if (seen >= 0) {
            cur->next = minit[seen];
            minit[seen] = NULL;
            while (cur->next)
                cur = cur->next;
            continue;
        }
        ty_type *mt = ty_unqual(m->ty);
        size_t mark = P->cleanups.len;
        if (m->def) {
            cur = cur->next = end_full_expression(P, mark, expr_stmt_of(P, parse_default_member_init(P, this_member(P, ntok), m)));
            while (cur->next)
                cur = cur->next;
        }
        else if ((mt->kind == TY_STRUCT || mt->kind == TY_UNION) && mt->has_ctor)
            cur = cur->next = expr_stmt_of(P, parse_construct(P, this_member(P, ntok), mt, NULL, 0, f->tok));
        else if (mt->kind == TY_ARRAY) { /* C a[N]; : each element */
            parse_node *e = parse_default_init_array(P, this_member(P, ntok), f->tok);
            if (e)
                cur = cur->next = expr_stmt_of(P, e);
        }
    }
    for (int i = 0; i < nnamed; i++) /* (one the loop did not meet: a member of an anonymous union) */
        if (minit[i]) {
            cur->next = minit[i];
            while (cur->next)
                cur = cur->next;
        }
    /* the bases, first: as the list says, or by their default constructors */
    parse_node bhead = {0}, *bcur = &bhead;
    int k = 0;
    for (ty_member *m = f->cls->members; m; m = m->next) {
        ty_type *bt = m->name ? NULL : ty_unqual(m->ty);
        if (!bt)
            continue;
        if (k < 64 && bstmt[k]) {
            bcur->next = bstmt[k++];
            while (bcur->next)
                bcur = bcur->next;
        } else {
            k++;
            bool named_base = false;
            for (int i = 0; i < nbases; i++)
                named_base |= named_bases[i] == bt;
            if (bt->has_ctor && !named_base && !based_named(bt, head.next))
                bcur = bcur->next = expr_stmt_of(P, parse_construct_base(P, base_subobject(P, f, m), bt, NULL, 0, f->tok));
        }
        parse_node *push = P->host_pass ? unwinding_push(P, base_subobject(P, f, m), f->tok) : NULL;
        if (push) {
            bcur = bcur->next = push;
            ++*pushed;
        }
    }
    if (bhead.next) {
        bcur->next = head.next;
        head.next = bhead.next;
    }
    if (f->cls->vbases) { /* the virtual bases before the others */
        parse_node *pro = vbase_prologue(P, f, vinit);
        pro->next = head.next;
        head.next = pro;
    }
    for (cur = &head; cur->next;) /* (the list's end, after what went before it) */
        cur = cur->next;
    /* the dynamic type, once the bases have set theirs (in every base subobject) */
    if (f->cls->class_id) {
        parse_node *th = parse_new_node(P, ND_VAR, f->tok);
        th->var = parse_lookup(P, "this", 4)->var;
        th->ty = th->var->ty;
        cur->next = expr_stmt_of(P, parse_set_dynamic_types(P, parse_new_deref(P, th, f->tok), f->cls, f->tok));
    }
    return head.next;
}

static void function_body(parser *P, parse_func *f)
{
    int errors = P->errors;
    /* (a body parsed in the middle of an expression, as a class template's instance made by
     * std::make_shared<D<2>>: that name's qualification is not the body's) */
    bool ns = P->ns_qualified;
    const char *global = P->global_name;
    P->ns_qualified = false;
    P->global_name = NULL;
    function_body_of(P, f);
    P->ns_qualified = ns;
    P->global_name = global;
    f->body_errors = P->errors != errors;
}

static void function_body_of(parser *P, parse_func *f)
{
    P->fn = f;
    f->locals = NULL;
    f->params = NULL;
    enter_scope(P);
    parse_var head = {0}, *cur = &head;
    int param_off = 0;
    if (f->cls && !f->is_static_member) {
        /* the implicit object parameter */
        parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
        v->name = "this";
        ty_type *ct = f->is_const_method ? ty_qualified(P->arena, f->cls, true, false, false) : f->cls;
        v->ty = ty_ptr(P->arena, ct);
        v->tok = f->tok;
        v->is_param = true;
        v->space = SP_REG;
        declare(P, "this")->var = v;
        if (P->lambda && P->lambda->fn == f)
            P->lambda->this_var = v;
        cur = cur->next = v;
    }
    parse_var *first_param = NULL;
    int pi = 0;
    for (ty_param *p = f->ty->params; p; p = p->next, pi++) {
        const char *pname = p->name;
        bool gc = false;
        /* an element of the parameter pack is named through the pack */
        bool in_pack = f->ty->pack_name && pi >= f->ty->pack_at &&
                       pi < f->ty->pack_at + f->ty->pack_len;
        if (pname) {
            const char *mark = strstr(pname, "\x01gc");
            if (mark) {
                gc = true;
                pname = mark == pname ? NULL : sess_arena_strndup(P->arena, pname, (size_t)(mark - pname));
            }
        }
        parse_complete_type(P, p->ty);
        parse_var *v = sess_arena_alloc(P->arena, sizeof *v);
        v->name = pname ? pname : "";
        v->ty = p->ty;
        if (!(f->exec & EX_GLOBAL) && parse_passed_by_address(p->ty)) {
            v->ty = ty_ref(P->arena, p->ty); /* the caller's copy, by its address */
            v->by_address = true;
        }
        v->tok = f->tok;
        v->is_param = true;
        v->is_grid_constant = gc;
        v->space = ty_is_aggregate(p->ty) ? SP_LOCAL : SP_REG;
        if (f->exec & EX_GLOBAL) {
            int a = p->ty->align > 0 ? p->ty->align : 1;
            param_off = align_to(param_off, a);
            v->offset = v->param_offset = param_off;
            param_off += p->ty->size;
            if (gc)
                v->space = SP_PARAM;
        }
        if (pname && !in_pack) {
            parse_sym *s = declare(P, v->name);
            s->var = v;
        }
        v->next = NULL;
        cur = cur->next = v;
        if (!first_param)
            first_param = v;
    }
    f->params = head.next;
    parse_bind_param_pack(P, f->ty, first_param);
    if (param_off > 32764)
        parse_error(P, f->tok, "the parameters of __global__ function '%s' take %d bytes; the "
                    "limit is 32764", f->name, param_off);
    int pushed = 0;
    parse_node *inits = f->is_ctor ? member_inits(P, f, &pushed) : NULL;
    size_t ctor_mark = P->cleanups.len;
    if (pushed) /* (a return in the body takes them off: cleanup_calls) */
        VEC_PUSH(P->cleanups, ((struct parse_cleanup){.pops = pushed}));
    f->body = compound_body(P);
    if (f->nrvo_flag) /* (every return statement read: is one object every one's result?) */
        f->nrvo_flag->ival = !f->ret_mixed;
    if (pushed) {
        P->cleanups.len = ctor_mark;
        parse_node **lp = &f->body->body;
        while (*lp)
            lp = &(*lp)->next;
        for (int k = 0; k < pushed; k++) {
            *lp = runtime_call(P, "__cr_eh_cleanup_pop", NULL, 0, f->tok);
            if (*lp)
                lp = &(*lp)->next;
        }
    }
    if (f->is_dtor && f->cls && !f->params)
        parse_error(P, f->tok, "a destructor cannot be static"); /* (it has no object) */
    else if (f->is_dtor && f->cls) {
        /* first the dynamic type: the destructor's own class, so that a virtual call in its body
         * (or in the functions it calls) reaches this class's function, not a derived class's
         * override, whose part is already destroyed (C++17 [class.cdtor] p4) */
        if (f->cls->class_id) {
            parse_node *th = var_node(P, f->params, f->tok);
            parse_node *s = expr_stmt_of(P, parse_set_dynamic_types(P, parse_new_deref(P, th, f->tok), f->cls, f->tok));
            s->next = f->body->body;
            f->body->body = s;
        }
        /* then the members' and the bases' destructors, in reverse order of construction */
        parse_node *th = var_node(P, f->params, f->tok);
        parse_node *e = parse_destroy_parts(P, parse_new_deref(P, th, f->tok), f->cls, f->tok);
        if (e) {
            parse_node *s = parse_new_node(P, ND_EXPR_STMT, f->tok);
            s->lhs = e;
            parse_node **lp = &f->body->body;
            while (*lp)
                lp = &(*lp)->next;
            *lp = s;
        }
    }
    if (f->deduce_ret) {
        /* no return statement with a value: void */
        ty_type *fty = sess_arena_alloc(P->arena, sizeof *fty);
        *fty = *f->ty;
        fty->base = P->B->void_;
        f->ty = fty;
        f->deduce_ret = false;
    }
    if (inits) {
        parse_node *last = inits;
        while (last->next)
            last = last->next;
        last->next = f->body->body;
        f->body->body = inits;
    }
    resolve_gotos(P);
    leave_scope(P);
    f->is_defined = true;
    P->fn = NULL;
}

/* ---- Statements ------------------------------------------------------------------------ */

static parse_node *stmt(parser *P);
static void namespace_alias(parser *P, lex_token *alias);
static parse_node *declaration(parser *P, declspec *ds);

static parse_node *expr_stmt(parser *P)
{
    lex_token *t = P->tok;
    if (parse_consume(P, ";"))
        return parse_new_node(P, ND_NOP, t);
    parse_node *n = parse_new_node(P, ND_EXPR_STMT, t);
    n->lhs = parse_expr(P);
    parse_expect(P, ";");
    return n;
}

/* The token after the name at T (a::b<...>::c); *QUALIFIED: whether it has a '::'. */
static lex_token *after_qualified_name(lex_token *t, bool *qualified)
{
    for (;;) {
        if (t->kind != TK_IDENT)
            return t;
        t++;
        if (lex_is(t, "<")) {
            lex_token *e = parse_targs_end(t, false);
            if (!e)
                return t;
            t = e + 1;
        }
        if (!lex_is(t, "::") || (t + 1)->kind != TK_IDENT)
            return t;
        *qualified = true;
        t++;
    }
}

/* Is the type name at T (qualified or not: std::random_device) followed by "(" or "{" that
 * make a value of it (gen(std::random_device{}())), not a declarator? */
static bool type_then_value(lex_token *t)
{
    bool qualified = false;
    lex_token *e = t->kw != KW_NONE ? t + 1 : after_qualified_name(t, &qualified);
    return (lex_is(e, "(") || lex_is(e, "{")) && !lex_is(e + 1, "*");
}

static bool is_declaration_start(parser *P)
{
    lex_token *t = P->tok;
    if (parse_is_typename(P, t)) {
        if (t->kw == KW_NONE && lex_is(t + 1, "{"))
            return false; /* S{}.f(); — no declarator starts with '{': a temporary */
        if (t->kw != KW_NONE || !(lex_is(t + 1, "<") || lex_is(t + 1, "::")))
            return true;
        /* S<int>::count++; S::Inner::f(); — a class's member, not a type: an expression.
         * Told by what follows the qualified name (a declarator starts with a name, '*' or
         * '&'), not by parsing it: a look ahead must not instantiate a template (its errors
         * would be lost with the look ahead's) */
        bool qualified = false;
        lex_token *e = after_qualified_name(t, &qualified);
        return !qualified || e->kind == TK_IDENT || lex_is(e, "*") || lex_is(e, "&") ||
               lex_is(e, "&&") || lex_is(e, "::");
    }
    switch (t->kw) {
    case KW_TYPEDEF: case KW_STATIC: case KW_EXTERN: case KW_SHARED: case KW_CONSTANT:
    case KW_DEVICE: case KW_HOST: case KW_MANAGED: case KW_REGISTER: case KW_CONSTEXPR: case KW_AUTO:
    case KW_INLINE: case KW_ATTRIBUTE: case KW_ALIGN: case KW_ALIGNAS: case KW_ALIGNAS_CXX:
    case KW_THREAD_LOCAL: case KW_THREAD_LOCAL_CXX: case KW_THREAD_GNU:
        return true;
    default:
        return false;
    }
}

static bool functional_cast_stmt(parser *P)
{
    /* int(x) + 1; — a simple type name directly followed by "(" expr ")" and an operator */
    lex_token *t = P->tok;
    if (parse_builtin_type_start(P, t))
        return parse_builtin_temporary_start(P, t); /* cuda::atomic_ref<int>(x).load(); */
    if (t->kw != KW_INT && t->kw != KW_FLOAT && t->kw != KW_DOUBLE && t->kw != KW_UNSIGNED &&
        !find_typedef(P, t))
        return false;
    /* (a name in parentheses followed by what only a declarator can have is a declaration,
       C++17 [stmt.ambig] p1: int (arr)[3] = {...}; int (x) = 5;) */
    return lex_is(t + 1, "(") && !lex_is(t + 2, "*") && !lex_is(t + 2, "&") &&
           !((t + 2)->kind == TK_IDENT && lex_is(t + 3, ")") &&
             (lex_is(t + 4, ";") || lex_is(t + 4, "[") || lex_is(t + 4, "=") || lex_is(t + 4, ","))) &&
           !parse_member_pointer_class(P, t + 2, NULL); /* int (S::*pf)() */
}

/* compound = "{" (declaration | stmt)* "}" */
static parse_node *compound_body(parser *P)
{
    lex_token *t = P->tok;
    parse_node *n = parse_new_node(P, ND_BLOCK, t);
    parse_expect(P, "{");
    parse_node head = {0}, *cur = &head;
    size_t mark = P->cleanups.len;
    enter_scope(P);
    while (!lex_is(P->tok, "}")) {
        if (P->tok->kind == TK_EOF) {
            parse_error(P, P->tok, "unexpected end of input: expected '}'");
            break;
        }
        lex_token *start = P->tok;
        parse_node *s;
        size_t temps = P->cleanups.len;
        if (is_declaration_start(P) && !functional_cast_stmt(P)) {
            declspec ds;
            declspec_parse(P, &ds);
            s = declaration(P, &ds);
        } else {
            s = stmt(P);
        }
        s = end_full_expression(P, temps, s);
        if (s)
            cur = cur->next = s;
        if (P->tok == start)
            P->tok++; /* guarantee progress after an error */
    }
    /* the objects declared in the block are destroyed at its end, the newest first */
    if (P->cleanups.len > mark) {
        cur->next = cleanup_calls(P, mark, P->tok);
        P->cleanups.len = mark;
    }
    leave_scope(P);
    parse_consume(P, "}");
    n->body = head.next;
    return n;
}

parse_node *parse_compound_stmt(parser *P)
{
    return compound_body(P);
}

/* A static local of a host function: a host variable of the program, initialised the first
 * time control passes its declaration (a guard decides; C++'s rule, constant initial values
 * included: nothing can see the variable before). */
static parse_node *host_local_static(parser *P, lex_token *name, ty_type *ty, bool tls)
{
    parse_var *v = new_var(P, name, ty);
    v->is_global = true;
    v->space = SP_HOST;
    v->is_defined = true;
    v->is_thread_local = tls;
    if (tls)
        tls = thread_local_check(P, v, name);
    /* (by the function's link: each instance and overload has its own) */
    v->name = sess_arena_printf(P->arena, "%s::%s", P->fn ? (P->fn->link ? P->fn->link : P->fn->name) : "", parse_name(P, name));
    declare(P, parse_name(P, name))->var = v;
    add_host_global(P, v);
    ty_type *cu = ty_unqual(ty);
    parse_node *assigns;
    /* the initialisation is a full expression of its own, run once: its temporaries are
     * destroyed inside the guard, not at every pass of the declaration */
    size_t mark = P->cleanups.len;
    if ((cu->kind == TY_STRUCT || cu->kind == TY_UNION) && cu->has_ctor &&
        (by_constructor(P, cu) || (!lex_is(P->tok, "=") && !lex_is(P->tok, "{")))) {
        /* static C c(10); static C c; : constructed the first time */
        assigns = ctor_init(P, var_node(P, v, name), ty, name);
    } else if (cu->kind == TY_ARRAY && !lex_is(P->tok, "=") && !lex_is(P->tok, "{")) {
        /* static C a[N]; */
        assigns = parse_default_init_array(P, var_node(P, v, name), name);
        if (!assigns)
            return NULL;
    } else {
        if (!lex_is(P->tok, "=") && !lex_is(P->tok, "{"))
            return NULL;
        if (lex_is(P->tok, "="))
            P->tok++;
        init *in = parse_init(P, &ty);
        v->ty = ty;
        assigns = local_init(P, v, in, name);
    }
    parse_var *g = new_var(P, name, P->B->int_);
    g->is_global = true;
    g->space = SP_HOST;
    g->is_defined = true;
    g->name = sess_arena_printf(P->arena, "%s.guard", v->name);
    g->is_thread_local = tls; /* (each thread initialises its own) */
    add_host_global(P, g);
    parse_node *gv = var_node(P, g, name);
    parse_node *n = parse_new_node(P, ND_IF, name);
    n->cond = parse_new_node(P, ND_NOT, name);
    n->cond->lhs = gv;
    n->cond->ty = P->B->int_;
    parse_node *blk = parse_new_node(P, ND_BLOCK, name);
    blk->body = assign_stmt(P, var_node(P, g, name), parse_new_num(P, 1, P->B->int_, name), name);
    parse_node *st = parse_new_node(P, ND_EXPR_STMT, name);
    st->lhs = assigns;
    st = end_full_expression(P, mark, st);
    blk->body->next = st;
    while (st->next)
        st = st->next;
    st->next = at_exit_registration(P, v, name);
    n->then = blk;
    return n;
}

static parse_node *local_static(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    if (ds->is_extern && ds->space != SP_SHARED) {
        /* a block-scope extern declaration names the variable of that name that the enclosing
         * namespace has (C++17 [basic.link]/6): `extern int counter;` in main is ::counter */
        parse_sym *g = parse_lookup(P, name->text, name->len);
        if (g && g->var && g->var->is_global && ty_compatible(g->var->ty, ty)) {
            declare(P, parse_name(P, name))->var = g->var;
            return NULL;
        }
    }
    /* `static` locals and block-scope `__shared__` variables are one instance per program /
     * block: globals with a function-qualified name */
    if (ds->space != SP_SHARED && !ds->is_extern && P->fn && (P->fn->exec & (EX_DEVICE | EX_GLOBAL)) &&
        parse_dynamic_init(ty))
        parse_error(P, name, "dynamic initialization is not supported for a function-scope static "
                    "__device__ variable within a __device__/__global__ function (%s)",
                    CR_GUIDE_5_3_10_6_1);
    if (ds->space == SP_SHARED && parse_dynamic_init(ty))
        parse_warn(P, name, "dynamic initialization is not supported for a function-scope static "
                   "__shared__ variable within a __device__/__global__ function: its constructor "
                   "does not run (%s)", CR_GUIDE_5_3_10_6_1);
    if (ds->space == SP_REG && !ds->is_extern && !parse_device_context(P))
        return host_local_static(P, name, ty, ds->tls_tok != NULL);
    parse_var *v = new_var(P, name, ty);
    v->is_global = true;
    v->space = ds->space == SP_REG ? SP_GLOBAL : ds->space;
    v->is_extern = ds->is_extern;
    v->is_dynamic_shared = v->space == SP_SHARED && ds->is_extern && ty->kind == TY_ARRAY &&
                           ty->array_len < 0;
    /* (by the function's link: each instance and overload has its own) */
    v->name = sess_arena_printf(P->arena, "%s::%s", P->fn ? (P->fn->link ? P->fn->link : P->fn->name) : "", parse_name(P, name));
    parse_sym *s = declare(P, parse_name(P, name));
    s->var = v;
    var_initializer(P, v, name);
    add_global(P, v);
    return NULL;
}

/* `auto x = e;`, `const auto x = e;`, `auto &r = e;`, `auto *p = e;`: the initialiser parsed once
 * (a lambda in it is one closure type), its type the variable's. */
/* ---- Structured bindings (C++17 [dcl.struct.bind]) ----
 * auto [a, b] = e; auto &[a, b] = e; for (auto &[k, v] : m): a hidden variable holds e (or
 * refers to it), and each name refers to its element: the class's data members in order (a
 * std::pair's first and second), or the array's elements. */

typedef struct {
    lex_token *names[16];
    int n;
    bool ref;
    lex_token *hidden; /* the hidden variable's name */
} binding;

/* At `[` or `&[` after auto: the names, and a name for the hidden variable. */
static bool binding_start(parser *P)
{
    return lex_is(P->tok, "[") ||
           ((lex_is(P->tok, "&") || lex_is(P->tok, "&&")) && lex_is(P->tok + 1, "["));
}

static void binding_parse(parser *P, binding *b)
{
    b->ref = !lex_is(P->tok, "[");
    if (b->ref)
        P->tok++;
    lex_token *open = P->tok++;
    b->n = 0;
    while (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE) {
        if (b->n < 16)
            b->names[b->n++] = P->tok;
        P->tok++;
        if (!parse_consume(P, ","))
            break;
    }
    parse_expect(P, "]");
    b->hidden = sess_arena_alloc(P->arena, sizeof *b->hidden);
    *b->hidden = *open;
    b->hidden->kind = TK_IDENT;
    b->hidden->kw = KW_NONE;
    b->hidden->text = sess_arena_printf(P->arena, "__cr_binding%d", P->ctx->anon++);
    b->hidden->len = (int)strlen(b->hidden->text);
}

/* The names of B bound to the elements of the object the hidden variable V holds: one
 * statement each, chained. */
static parse_node *init_local(parser *P, parse_var *lv, parse_node *e, lex_token *t);

/* The N elements of OBJ, of the tuple-like class U (C++17 [dcl.struct.bind] p3: it has
 * std::tuple_size<U>::value): obj.get<i>() where U has a member function template get, else
 * get<i>(obj), found in U's namespace (as argument-dependent lookup finds it) or where the
 * declaration is (std::get of std::tuple, std::pair, std::array). */
static bool tuple_elements(parser *P, const binding *b, ty_type *u, parse_node *obj, int n,
                           parse_node **elems)
{
    parse_sym *ms = u->scope ? parse_class_lookup(u, "get", 3) : NULL;
    parse_template *mt = ms && ms->tmpl && !ms->tmpl->is_class && ms->tmpl->nparams > 0 &&
                         !ms->tmpl->params[0].is_type ? ms->tmpl : NULL;
    parse_sym *home = u->home && u->home != P->scope ? parse_scope_sym(P, u->home, "get", 3) : NULL;
    parse_sym *gs = home && (home->func || home->tmpl) ? home : parse_lookup(P, "get", 3);
    if (!mt && (!gs || (!gs->func && !gs->tmpl))) {
        parse_error(P, b->hidden, "a structured binding of the tuple-like '%s' needs a get<i>() "
                    "for %d elements", ty_str(P->arena, u), n);
        return false;
    }
    for (int i = 0; i < n; i++) {
        parse_targ g = {.val = i}; /* get<i> */
        parse_targs a = {&g, 1};
        parse_node *args[1] = {obj};
        parse_func *f = mt ? parse_pick(P, parse_find_method(u, "get", 3), mt, &a, obj, NULL, 0,
                                        b->hidden, "get", false)
                           : parse_pick(P, gs->func, gs->tmpl, &a, NULL, args, 1, b->hidden, "get",
                                        false);
        if (!f)
            return false;
        elems[i] = mt ? parse_call(P, f, obj, NULL, 0, b->hidden)
                      : parse_call(P, f, NULL, args, 1, b->hidden);
        elems[i] = parse_deref_ref(P, elems[i]);
    }
    return true;
}

static parse_node *binding_bind(parser *P, const binding *b, parse_var *v)
{
    parse_node *obj = parse_deref_ref(P, var_node(P, v, b->hidden));
    ty_type *ot = obj->ty ? obj->ty : P->B->int_;
    ty_type *u = ty_unqual(ot);
    parse_node *elems[16];
    int n = 0, tn = u->kind == TY_STRUCT ? parse_tuple_size(P, u) : -1;
    if (u->kind == TY_ARRAY) {
        for (int i = 0; i < u->array_len && n < 16; i++)
            elems[n++] = parse_new_deref(P, parse_new_binary(P, ND_ADD, parse_rvalue(P, obj),
                                                             parse_new_num(P, i, P->B->long_, b->hidden),
                                                             b->hidden), b->hidden);
    } else if (tn >= 0) {
        n = tn;
        if (n > 16 || !tuple_elements(P, b, u, obj, n, elems))
            return NULL;
    } else if (u->kind == TY_STRUCT || u->kind == TY_UNION) {
        for (ty_member *m = u->members; m && n < 16; m = m->next) {
            if (!m->name || !strcmp(m->name, "__vptr"))
                continue;
            lex_token *mt = sess_arena_alloc(P->arena, sizeof *mt);
            *mt = *b->hidden;
            mt->text = m->name;
            mt->len = (int)strlen(m->name);
            elems[n++] = parse_member_of(P, obj, mt);
        }
    }
    if (n != b->n) {
        parse_error(P, b->names[0] ? b->names[0] : b->hidden, "a structured binding of '%s' "
                    "needs %d names, not %d", ty_str(P->arena, ot), n, b->n);
        return NULL;
    }
    parse_node head = {0}, *cur = &head;
    for (int i = 0; i < n; i++) {
        ty_type *et = elems[i]->ty ? elems[i]->ty : P->B->int_;
        if (elems[i]->kind == ND_CALL && !(et->kind == TY_PTR && et->is_ref)) {
            /* get<i> gave a prvalue: the name is a reference to a temporary that lives as long
               as it does ([dcl.struct.bind] p3), which is the variable itself here */
            cur = cur->next = init_local(P, new_local(P, b->names[i], ty_unqual(et)), elems[i],
                                         b->names[i]);
            continue;
        }
        parse_var *x = new_local(P, b->names[i], ty_ref(P->arena, et));
        cur = cur->next = bind_reference(P, x, elems[i], b->names[i]);
    }
    return head.next;
}

static parse_node *auto_local(parser *P, declspec *ds, lex_token *name, ty_type *decl_ty);
static parse_node *reference_local(parser *P, lex_token *name, ty_type *ty, parse_node *e);
static parse_node *init_local(parser *P, parse_var *lv, parse_node *e, lex_token *t);

/* auto [names] = e; (or auto &[names] = e;) in a block: the statements. */
static parse_node *binding_decl(parser *P, declspec *ds)
{
    binding b;
    binding_parse(P, &b);
    if (!lex_is(P->tok, "=")) {
        parse_error(P, P->tok, "a structured binding needs an initializer ('= value')");
        return NULL;
    }
    parse_node *st;
    if (!b.ref) { /* by value: a copy, of an array too (whose elements are copied one by one) */
        lex_token *save = P->tok++;
        size_t cleanups = P->cleanups.len;
        parse_quiet pq;
        parse_quiet_begin(P, &pq);
        parse_node *peek = parse_deref_ref(P, parse_assign(P));
        ty_type *pt = peek->ty;
        P->tok = save;
        parse_quiet_drop(P, &pq); /* a look ahead: its temporaries are not made */
        P->cleanups.len = cleanups;
        if (pt && pt->kind == TY_ARRAY && pt->array_len > 0) {
            P->tok++;
            parse_node *e = parse_deref_ref(P, parse_assign(P));
            parse_var *h = new_local(P, b.hidden, ty_unqual(pt));
            parse_node head = {0}, *cur = &head;
            for (int i = 0; i < pt->array_len; i++) {
                parse_node *ix = parse_new_num(P, i, P->B->long_, b.hidden);
                parse_node *to = parse_new_deref(P, parse_new_binary(P, ND_ADD, parse_rvalue(P, var_node(P, h, b.hidden)), ix, b.hidden), b.hidden);
                parse_node *from = parse_new_deref(P, parse_new_binary(P, ND_ADD, parse_rvalue(P, e), ix, b.hidden), b.hidden);
                cur = cur->next = assign_stmt(P, to, parse_rvalue(P, from), b.hidden);
            }
            cur->next = binding_bind(P, &b, h);
            return head.next;
        }
    }
    st = auto_local(P, ds, b.hidden, b.ref ? ty_ref(P->arena, ds->ty) : ds->ty);
    parse_sym *s = parse_lookup(P, b.hidden->text, b.hidden->len);
    if (s && s->var)
        st->next = binding_bind(P, &b, s->var);
    return st;
}

static parse_node *auto_local(parser *P, declspec *ds, lex_token *name, ty_type *decl_ty)
{
    lex_token *t = P->tok++;
    parse_node *e = parse_assign(P);
    bool is_ref = decl_ty->kind == TY_PTR && decl_ty->is_ref;
    bool is_const = ds->ty->is_const;
    if (ds->decltype_auto && e->ty) { /* decltype(auto) x = e: the type decltype(e) is */
        ty_type *dt = decltype_of(P, e, parenthesised(t + 1, P->tok));
        if (dt->kind == TY_PTR && dt->is_ref)
            return reference_local(P, name, dt, e);
    }
    if (is_ref) {
        e = parse_deref_ref(P, e);
        if (e->const_lvalue) /* auto &r = ci; (auto is const int) */
            e = parse_const_object(P, e, e->const_lvalue->ty);
        if (!is_const)
            e = parse_lvalue_cond(P, e); /* auto &r = c ? x : y; */
        ty_type *rt = e->ty ? e->ty : P->B->int_;
        if (is_const)
            rt = ty_qualified(P->arena, rt, true, false, false);
        if (!parse_is_lvalue(e)) {
            /* (auto &&t = 3;: a forwarding reference to a prvalue is an int &&, its
               temporary living as long as it does, C++17 [class.temporary] p6) */
            if (!is_const && !decl_ty->is_rref)
                parse_error(P, e->tok, "cannot bind a non-const reference to a temporary value");
            e = parse_materialise(P, e);
        }
        return bind_reference(P, new_local(P, name, ty_ref(P->arena, rt)), e, t);
    }
    ty_type *ty = parse_rvalue(P, e)->ty ? ty_unqual(parse_rvalue(P, e)->ty) : P->B->int_;
    if (ty->kind == TY_NULLPTR)
        ty = ty_ptr(P->arena, P->B->void_);
    if (is_const)
        ty = ty_qualified(P->arena, ty, true, false, false);
    return init_local(P, new_local(P, name, ty), e, t);
}

/* The statement that initialises LV, a new local, from E (C++17 [dcl.init] p17): a class
 * object that is an lvalue or an xvalue by the class's copy or move constructor (member by
 * member where only its members have them); a temporary or a function's result is the object
 * itself (guaranteed elision); anything else is converted. LV is destroyed where its scope
 * ends. */
static parse_node *init_local(parser *P, parse_var *lv, parse_node *e, lex_token *t)
{
    parse_node *st = parse_new_node(P, ND_EXPR_STMT, t);
    st->lhs = initial_value(P, lv, e, t);
    track_dtor(P, lv);
    return st;
}

/* ... the expression that gives V (a local or a variable at file scope) its value */
static parse_node *initial_value(parser *P, parse_var *lv, parse_node *e, lex_token *t)
{
    ty_type *cls = ty_unqual(lv->ty);
    parse_node *ed = parse_deref_ref(P, e), *as;
    if (cls->kind == TY_STRUCT && ed->ty && ty_unqual(ed->ty) == cls && parse_is_lvalue(ed) &&
        ed->kind != ND_COMPOUND && P->fn && parse_copy_needs_code(cls)) {
        as = parse_copy(P, var_node(P, lv, t), e, cls, true, t);
    } else {
        as = parse_new_node(P, ND_ASSIGN, t);
        as->lhs = var_node(P, lv, t);
        as->lhs->ty = cls;
        as->rhs = parse_assign_conv(P, parse_rvalue(P, e), cls, "initialization");
        as->ty = cls;
        parse_untrack_temporary(P, as->rhs); /* auto x = T(3);: the temporary is x */
    }
    return as;
}

/* A local object of a class with constructors: `S s;`, `S s(args);`, `S s{args};`,
 * `S s = e;` (a copy of an S, or a converting constructor). */
/* Does class CLS declare a copy constructor (a constructor whose one parameter is a reference
 * to CLS)? */
bool parse_has_copy_ctor(ty_type *cls)
{
    for (ty_method *m = cls->methods; m; m = m->next)
        for (parse_func *f = m->fn; f; f = f->next_overload) {
            if (!f->is_ctor || !f->ty->params || f->ty->params->next)
                continue;
            ty_type *pt = f->ty->params->ty;
            if (pt->kind == TY_PTR && pt->is_ref && ty_unqual(pt->base) == cls)
                return true;
        }
    return false;
}

/* A class object's initialiser at P->tok: `(args)`, `{args}`, `= {args}`, `= e`, or none.
 * *COPY: `= e` of an object of the class that is copied bit for bit (the class declares no
 * copy constructor, or E is a prvalue: C++17's guaranteed copy elision). */
typedef struct {
    parse_node *buf[32];
    parse_node **args;  /* buf, or the arena's copy when there are more (a long braced list) */
    int nargs, cap;
    bool copy;
    bool braced;        /* {args} or = {args} */
    bool copy_init;     /* = e: the converting constructors only (not the explicit ones) */
    parse_node *before; /* = (a, b) of an lvalue b: a, evaluated before b initialises */
    lex_token *t;
} ctor_args;

static void ctor_args_parse(parser *P, ty_type *ty, ctor_args *c)
{
    c->args = c->buf;
    c->cap = 32;
    c->nargs = 0;
    c->copy = false;
    c->copy_init = false;
    c->before = NULL;
    c->t = P->tok;
    if (lex_is(P->tok, "=") && lex_is(P->tok + 1, "{"))
        P->tok++; /* T x = {a, b}: copy-list-initialisation, the constructor's too */
    c->braced = lex_is(P->tok, "{");
    if (lex_is(P->tok, "(") || lex_is(P->tok, "{")) {
        const char *close = lex_is(P->tok, "(") ? ")" : "}";
        ty_type *elem = c->braced ? parse_init_list_elem(ty) : NULL; /* m = {{1, 2}, {3, 4}} */
        P->tok++;
        lex_token *at[32];
        while (!lex_is(P->tok, close) && P->tok->kind != TK_EOF) {
            parse_expansion x; /* (T x(args...)) */
            for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);) {
                parse_node *a = NULL;
                if (c->nargs < 32)
                    at[c->nargs] = P->tok;
                if (elem && lex_is(P->tok, "{"))
                    a = parse_braced_value(P, elem);
                else if (lex_is(P->tok, "{"))
                    a = parse_braced_ctor_argument(P, ty, c->nargs);
                if (!a)
                    a = parse_assign(P);
                c->args = parse_arg_push(P, c->args, &c->nargs, &c->cap, a);
            }
            if (!parse_consume(P, ","))
                break;
        }
        if (c->braced && c->nargs > 0 && c->nargs <= 32) { /* (parse_construct: no narrowing) */
            P->braced_args.first = c->args[0];
            P->braced_args.n = c->nargs;
            P->braced_args.at = sess_arena_alloc(P->arena, sizeof *at * (size_t)c->nargs);
            memcpy(P->braced_args.at, at, sizeof *at * (size_t)c->nargs);
        }
        parse_expect(P, close);
    } else if (parse_consume(P, "=")) {
        c->copy_init = true;
        parse_node *a = c->args[c->nargs++] = parse_assign(P);
        ty_type *at = a->ty;
        if (at && at->kind == TY_PTR && at->is_ref)
            at = at->base;
        if (a->kind == ND_COMMA && a->rhs && parse_is_lvalue(parse_deref_ref(P, a->rhs))) {
            /* (a, b) is an lvalue where b is (C++17 [expr.comma]): b copied, after a */
            c->before = a->lhs;
            a = c->args[0] = a->rhs;
        }
        c->copy = at && ty_unqual(at) == ty_unqual(ty) &&
                  !((parse_is_lvalue(a) || (a->ty && a->ty->is_ref)) &&
                    parse_has_copy_ctor(ty_unqual(ty)));
    }
}

/* The initialisation of class object VAR (of type TY) by C. */
static parse_node *ctor_build_args(parser *P, parse_node *var, ty_type *ty, ctor_args *c,
                                   lex_token *name);

static parse_node *ctor_build(parser *P, parse_node *var, ty_type *ty, ctor_args *c, lex_token *name)
{
    parse_node *init = ctor_build_args(P, var, ty, c, name);
    if (!c->before)
        return init;
    parse_node *n = parse_then(P, c->before, init, name);
    n->ty = init->ty;
    return n;
}

static parse_node *ctor_build_args(parser *P, parse_node *var, ty_type *ty, ctor_args *c,
                                   lex_token *name)
{
    if (c->copy && c->args[0]->kind != ND_COMPOUND && parse_copy_is_memberwise(ty_unqual(ty)))
        return parse_copy(P, var, c->args[0], ty_unqual(ty), true, c->t);
    if (c->copy) {
        parse_untrack_temporary(P, c->args[0]); /* T x = T(3);: the temporary is x */
        parse_node *e = parse_new_node(P, ND_ASSIGN, c->t);
        e->lhs = var;
        e->rhs = parse_rvalue(P, c->args[0]);
        e->ty = var->ty;
        return e;
    }
    if (c->braced)
        parse_init_list_args(P, ty, c->args, &c->nargs, c->t); /* vector<int> v = {1, 2, 3} */
    ty_type *cu = ty_unqual(ty);
    if (c->braced && c->nargs == 0 && !parse_ctor_templates(cu))
        return parse_value_init(P, var, cu, name); /* T x{}; */
    /* T x = e: copy-initialisation, by a converting constructor and no other user-defined
     * conversion of e (C++17 [dcl.init] p17.6.3, [over.match.copy]) */
    bool user_conv = P->user_conv;
    P->user_conv |= c->copy_init;
    parse_node *init = parse_construct(P, var, cu, c->args, c->nargs, name);
    P->user_conv = user_conv;
    return c->braced ? init : parse_paren_order(init);
}

static parse_node *ctor_init(parser *P, parse_node *var, ty_type *ty, lex_token *name)
{
    ctor_args c;
    ctor_args_parse(P, ty, &c);
    return ctor_build(P, var, ty, &c, name);
}

/* a local made by a constructor; a constexpr one's bytes are known (parse_constexpr_object) */
static parse_node *ctor_local(parser *P, lex_token *name, ty_type *ty, bool constant)
{
    /* the variable's name is declared before its initialiser (C++17 [basic.scope.pdecl]): a
     * lambda in it can call it through a reference capture */
    parse_var *v = new_local(P, name, ty);
    ctor_args c;
    ctor_args_parse(P, ty, &c);
    parse_node *var = parse_new_node(P, ND_VAR, name);
    var->var = v;
    var->ty = ty_unqual(ty);
    track_dtor(P, v);
    parse_node *st = parse_new_node(P, ND_EXPR_STMT, name);
    st->lhs = ctor_build(P, var, ty, &c, name);
    if (constant)
        parse_constexpr_object(v, st->lhs, P->arena);
    return with_unwinding(P, st, v, name);
}

/* declaration = declspec (declarator ("=" initializer)? ("," ...)*)? ";" */
/* Past a declarator's initialiser ("= e" or "{...}"), to its ',' or ';' (after an error). */
static void skip_initializer(parser *P)
{
    if (lex_is(P->tok, "{")) {
        skip_balanced(P);
        return;
    }
    if (!parse_consume(P, "="))
        return;
    while (P->tok->kind != TK_EOF && !lex_is(P->tok, ",") && !lex_is(P->tok, ";") &&
           !lex_is(P->tok, "}")) {
        if (lex_is(P->tok, "(") || lex_is(P->tok, "[") || lex_is(P->tok, "{"))
            skip_balanced(P);
        else
            P->tok++;
    }
}

/* A host function's variable-length array NAME of type TY (T a[n], T a[n][m], T a[2][m]), or
 * a pointer to one (T (*p)[m]): each length is evaluated once, here (C11 6.7.6.2 p5), into a
 * hidden local that the type names from then on (sizeof a, a[i][j], p + 1); the array is
 * declared where it is in the C that host code becomes, so it lives to the end of its block.
 * `= {}` zeroes it; elements of a class are constructed first to last and destroyed at the
 * block's end last to first, as g++ does. */
static parse_node *vla_local(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    ty_type *el = ty;
    while (el->kind == TY_ARRAY || el->kind == TY_PTR)
        el = el->base;
    bool bad = true;
    if (ds->is_static || ds->is_extern || ds->space != SP_REG)
        parse_error(P, name, "storage size of '%.*s' isn't constant", name->len, name->text);
    else if (!ty_is_vla(ty) && (ty->kind != TY_PTR || ty->is_ref || !ty_is_vla(ty->base)))
        parse_error(P, name, "'%.*s' is a reference to a variable-length array, a pointer to a "
                    "pointer to one or an array of pointers to one, which cudarepl does not take: "
                    "index the array itself", name->len, name->text);
    else
        bad = false;
    if (bad) { /* (declared all the same, as one element, so that its uses say nothing more) */
        skip_initializer(P);
        new_local(P, name, ty_array(P->arena, el, 1));
        return NULL;
    }
    parse_node head = {0}, *cur = &head;
    for (ty_type *a = ty; a->kind == TY_ARRAY || a->kind == TY_PTR; a = a->base) {
        if (!a->vla_len)
            continue;
        parse_var *len = parse_temp(P, P->B->ulong, "<vla length>", name);
        cur = cur->next = assign_stmt(P, var_node(P, len, name), a->vla_len, name);
        a->vla_len = var_node(P, len, name);
    }
    if (ty->kind == TY_PTR) { /* T (*p)[m]: a pointer, initialised as any other */
        parse_var *v = new_local_vm(P, name, ty);
        if (parse_consume(P, "=")) {
            parse_node *e = parse_assign_conv(P, parse_assign(P), ty, "initialization");
            cur = cur->next = assign_stmt(P, var_node(P, v, name), e, name);
        }
        parse_node *blk = parse_new_node(P, ND_BLOCK, name);
        blk->body = head.next;
        blk->ival = 1;
        return blk;
    }
    parse_var *v = new_local(P, name, ty);
    parse_node *d = parse_new_node(P, ND_DECL, name);
    d->var = v;
    cur = cur->next = d;
    parse_node *made = parse_vla_elements(P, var_node(P, v, name), false, name);
    if (made) { /* T a[n]; of a class: each element constructed, destroyed at the block's end */
        cur = cur->next = expr_stmt_of(P, made);
        if (lex_is(P->tok, "=") || lex_is(P->tok, "{")) {
            parse_error(P, P->tok, "cudarepl does not take an initialiser for a variable-length "
                        "array of a class with constructors: assign its elements");
            skip_initializer(P);
        }
    }
    track_dtor(P, v);
    bool eq = lex_is(P->tok, "=");
    if (lex_is(P->tok + eq, "{") && lex_is(P->tok + eq + 1, "}")) {
        P->tok += eq + 2; /* = {}: zeroed, as g++ does */
        parse_node *z = parse_new_node(P, ND_ZERO, name);
        z->lhs = var_node(P, v, name);
        z->ty = P->B->void_;
        parse_node *st = parse_new_node(P, ND_EXPR_STMT, name);
        st->lhs = z;
        cur = cur->next = st;
    } else if ((eq || lex_is(P->tok, "{")) && !made && ty_is_scalar(ty->base)) {
        /* T a[n] = {e0, e1, ...}: zeroed, then the values given, each where the length has
         * room for it (g++ throws std::bad_array_new_length where it has not) */
        P->tok += eq + 1;
        parse_node *z = parse_new_node(P, ND_ZERO, name);
        z->lhs = var_node(P, v, name);
        z->ty = P->B->void_;
        cur = cur->next = expr_stmt_of(P, z);
        for (int64_t i = 0; !lex_is(P->tok, "}") && P->tok->kind != TK_EOF; i++) {
            lex_token *at = P->tok;
            parse_node *e = parse_assign_conv(P, parse_assign(P), ty->base, "initialization");
            parse_node *elem = parse_new_deref(P, parse_new_binary(P, ND_ADD, var_node(P, v, at),
                                               parse_new_num(P, i, P->B->long_, at), at), at);
            parse_node *len = parse_new_node(P, ND_VAR, at); /* (a node of its own each) */
            *len = *ty->vla_len;
            parse_node *room = parse_new_binary(P, ND_LT, parse_new_num(P, i, P->B->ulong, at), len, at);
            parse_node *iff = parse_new_node(P, ND_IF, at);
            iff->cond = room;
            iff->then = assign_stmt(P, elem, e, at);
            cur = cur->next = iff;
            if (!parse_consume(P, ","))
                break;
        }
        parse_expect(P, "}");
    } else if (eq || lex_is(P->tok, "{")) {
        parse_error(P, P->tok, "cudarepl initialises a variable-length array of arrays or of a "
                    "class with '= {}' only (g++ also takes a list of values): assign its "
                    "elements");
        skip_initializer(P);
    }
    parse_node *blk = parse_new_node(P, ND_BLOCK, name);
    blk->body = head.next;
    blk->ival = 1; /* (no scope of its own) */
    return blk;
}

/* The statements that make local reference NAME, of reference type TY, refer to what E gives
 * (a temporary made for it first where E is one), or NULL after an error. */
static parse_node *reference_local(parser *P, lex_token *name, ty_type *ty, parse_node *e)
{
    e = parse_deref_ref(P, e);
    if (!ty->is_rref)
        e = parse_const_object(P, e, ty->base); /* const int &r = ci; */
    if (!ty->base->is_const)
        e = parse_lvalue_cond(P, e); /* int &r = c ? x : y; */
    host_constant_reference(P, e);
    parse_var *v = new_local(P, name, ty);
    parse_node *made = NULL;
    parse_var *held = bound_temporary(P, ty, e, name, &made);
    if (held) {
        e = var_node(P, held, name);
    } else if (!parse_is_lvalue(e) && !parse_is_function_lvalue(e)) {
        parse_error(P, e->tok, "cannot bind a reference to an rvalue");
        return NULL;
    }
    parse_node *st = bind_reference(P, v, e, name);
    if (!made)
        return st;
    made->next = st;
    return made;
}

/* The expression of a reference's or a pointer's direct initialiser at P->tok: (e) or {e} */
static parse_node *direct_initialiser(parser *P)
{
    bool brace = lex_is(P->tok, "{");
    P->tok++;
    parse_node *e = parse_assign(P);
    parse_expect(P, brace ? "}" : ")");
    return e;
}

/* Is the declarator at T pointers or references and a name that a direct initialiser
 * follows (int *p(&x), int &r{x}), not a function's declarator (int *f(int))? */
static bool pointer_direct_init(parser *P, lex_token *t)
{
    if (!lex_is(t, "*") && !lex_is(t, "&") && !lex_is(t, "&&"))
        return false;
    while (lex_is(t, "*") || lex_is(t, "&") || lex_is(t, "&&") || t->kw == KW_CONST ||
           t->kw == KW_VOLATILE || t->kw == KW_RESTRICT || t->kw == KW_RESTRICT_GNU)
        t++;
    return t->kind == TK_IDENT && t->kw == KW_NONE && (lex_is(t + 1, "(") || lex_is(t + 1, "{")) &&
           !parse_is_typename(P, t + 2) && !lex_is(t + 2, ")") && !lex_is(t + 2, "}") &&
           !lex_is(t + 2, "*") && !lex_is(t + 2, "...");
}

static parse_node *declaration(parser *P, declspec *ds)
{
    lex_token *t = P->tok;
    parse_node head = {0}, *cur = &head;
    bool first = true;
    if (ds->exec_tok && ds->has_device && ds->space == SP_REG && !ds->is_static)
        parse_error(P, ds->exec_tok, "a __device__ variable cannot be a local variable; use "
                    "'static __device__' or a file-scope declaration (" CR_GUIDE_5_4_1_2 ")");
    if (ds->space == SP_CONSTANT)
        parse_error(P, ds->space_tok, "a __constant__ variable cannot be a local variable "
                    "(" CR_GUIDE_5_4_1_2 ")");
    if (ds->space == SP_MANAGED)
        parse_error(P, ds->space_tok, "a __managed__ variable cannot be a local variable "
                    "(" CR_GUIDE_5_4_1_2_2 ")");
    while (!parse_consume(P, ";")) {
        if (!first)
            parse_expect(P, ",");
        first = false;
        lex_token *name = NULL;
        if (ds->is_auto && binding_start(P)) {
            parse_node *st = binding_decl(P, ds);
            if (st)
                cur->next = st;
            while (cur->next)
                cur = cur->next;
            continue;
        }
        if (ds->ty->atomic_scope && P->tok->kind == TK_IDENT &&
            (lex_is(P->tok + 1, "(") || lex_is(P->tok + 1, "{"))) {
            /* cuda::atomic_ref<T> r(obj): a constructor call */
            name = P->tok++;
            parse_node *s = parse_new_node(P, ND_EXPR_STMT, name);
            s->lhs = parse_builtin_ctor_init(P, new_local(P, name, ds->ty), name);
            cur = cur->next = s;
            continue;
        }
        if (!ds->is_typedef && !ds->is_static && !ds->is_extern && ds->space == SP_REG &&
            ds->ty->kind != TY_FUNC && !ds->is_auto && pointer_direct_init(P, P->tok)) {
            /* T *p(e), T &r(e), T &r{e}: a pointer or a reference initialised as by '= e' */
            ty_type *ty = pointers(P, ds->ty);
            name = P->tok++;
            parse_node *e = direct_initialiser(P);
            parse_node *st;
            if (ty->kind == TY_PTR && ty->is_ref) {
                st = reference_local(P, name, ty, e);
            } else {
                parse_var *v = new_local(P, name, ty);
                st = parse_new_node(P, ND_EXPR_STMT, name);
                st->lhs = parse_new_node(P, ND_ASSIGN, name);
                st->lhs->lhs = var_node(P, v, name);
                st->lhs->rhs = parse_assign_conv(P, parse_rvalue(P, e), ty, "initialization");
                st->lhs->ty = ty;
            }
            for (cur->next = st; cur->next; cur = cur->next)
                ;
            continue;
        }
        if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE && !ds->is_typedef &&
            (lex_is(P->tok + 1, "(") || lex_is(P->tok + 1, "{")) &&
            (!parse_is_typename(P, P->tok + 2) || type_then_value(P->tok + 2)) &&
            !lex_is(P->tok + 2, ")") && !lex_is(P->tok + 2, "*") && !lex_is(P->tok + 2, "...") &&
            ds->ty->kind != TY_FUNC) {
            /* T x(args) / T x{args}: direct initialisation, not a function declaration */
            ty_type *cu = ty_unqual(ds->ty);
            /* (T x{...} of a class that declares no constructor and is not polymorphic is
             * aggregate initialisation, as T x = {...} is: below) */
            if ((cu->kind == TY_STRUCT || cu->kind == TY_UNION) && cu->has_ctor &&
                !parse_designated_list(P, cu, P->tok + 1) &&
                (lex_is(P->tok + 1, "(") || parse_declares_ctors(cu) || !brace_aggregate(cu))) {
                name = P->tok++;
                if (ds->is_static || ds->is_extern || ds->space == SP_SHARED) {
                    parse_node *init_once = local_static(P, ds, name, ds->ty);
                    if (init_once)
                        cur = cur->next = init_once;
                    continue;
                }
                cur = cur->next = ctor_local(P, name, ds->ty, ds->is_constexpr);
                continue;
            }
            if (ds->ty->kind == TY_PTR && ds->ty->is_ref && !ds->is_static && !ds->is_extern) {
                /* R r(e) of a reference type R (decltype(x), a typedef): bound as by '= e' */
                name = P->tok++;
                parse_node *st = reference_local(P, name, ds->ty, direct_initialiser(P));
                for (cur->next = st; cur->next; cur = cur->next)
                    ;
                continue;
            }
            bool dim3 = cu == P->B->dim3 && lex_is(P->tok + 1, "(");
            /* an aggregate's T x(y): copy-initialisation from y, as T x = y (C++17
             * [dcl.init]/(17.6.2)) */
            bool agg = (cu->kind == TY_STRUCT || cu->kind == TY_UNION) && !cu->has_ctor && !dim3 &&
                       !ds->is_static && !ds->is_extern && ds->space == SP_REG;
            if ((ty_is_scalar(ds->ty) || dim3 || agg) && lex_is(P->tok + 1, "(")) {
                name = P->tok;
                P->tok += dim3 ? 1 : 2;
                /* T x({1, 2}): a braced argument of an aggregate, a copy of a T made from the
                   list where it is the only one (parse_braced_ctor_argument) */
                parse_node *e = dim3 ? parse_dim3_ctor(P, name)
                                : agg && lex_is(P->tok, "{") ? parse_braced_ctor_argument(P, cu, 0)
                                : NULL;
                parse_node *buf[32], **args = buf;
                int nargs = 1, cap = 32;
                if (!e) {
                    /* T x(y), or in a template T x(args...) with a pack of one (a scalar's) */
                    parse_expansion x;
                    nargs = 0;
                    for (parse_expand_begin(P, &x, false); parse_expand_next(P, &x);)
                        args = parse_arg_push(P, args, &nargs, &cap, parse_assign(P));
                    e = nargs ? args[0] : parse_new_num(P, 0, ds->ty, name); /* (an empty pack:
                                                                                value-initialised) */
                    if (!nargs)
                        args = parse_arg_push(P, args, &nargs, &cap, e);
                    if (nargs > 1 && !agg) {
                        parse_error(P, name, "excess elements in scalar initializer");
                        nargs = 1;
                    }
                }
                args[0] = e;
                while (agg && parse_consume(P, ",")) /* T x(a, b): C++20's aggregate list */
                    args = parse_arg_push(P, args, &nargs, &cap,
                                          lex_is(P->tok, "{") ? parse_braced_ctor_argument(P, cu, nargs)
                                                              : parse_assign(P));
                if (!dim3)
                    parse_expect(P, ")");
                parse_var *v = new_local(P, name, ds->ty);
                parse_node *var = parse_new_node(P, ND_VAR, name);
                var->var = v;
                var->ty = ty_unqual(ds->ty);
                if (nargs > 1 || (agg && e->ty && ty_unqual(e->ty)->kind != TY_STRUCT &&
                                  ty_unqual(e->ty)->kind != TY_UNION &&
                                  !(e->ty->kind == TY_PTR && e->ty->is_ref))) {
                    if (!parse_paren_aggregate(P, NULL, cu))
                        parse_error(P, name, "no matching constructor for initialization of '%s'",
                                    ty_str(P->arena, cu));
                    parse_node *st = parse_new_node(P, ND_EXPR_STMT, name);
                    st->lhs = parse_construct(P, var, cu, args, nargs, name);
                    cur = cur->next = st;
                    continue;
                }
                parse_node *as = parse_new_node(P, ND_ASSIGN, name);
                as->lhs = var;
                as->rhs = parse_assign_conv(P, e, ds->ty, "initialization");
                as->ty = var->ty;
                parse_node *st = parse_new_node(P, ND_EXPR_STMT, name);
                st->lhs = as;
                cur = cur->next = st;
                continue;
            }
        }
        ty_type *ty = declarator(P, ds->ty, &name);
        if (!name) {
            if ((ty->kind == TY_STRUCT || ty->kind == TY_UNION || ty->kind == TY_ENUM) &&
                lex_is(P->tok, ";"))
                continue; /* a tag declaration */
            parse_error(P, P->tok, "expected an identifier in a declaration");
            sync_stmt(P);
            break;
        }
        if (ds->is_typedef && ty_is_vm(ty)) {
            parse_error(P, name, "a typedef of a variable-length array type is not taken by "
                        "cudarepl (g++ takes it): declare the array itself");
            continue;
        }
        if (ds->is_typedef) {
            parse_sym *s = declare(P, parse_name(P, name));
            typedef_names_enum(P, ty, name);
            s->type_def = ty;
            if (!ty->name && ty->kind != TY_PTR && ty->kind != TY_ARRAY && ty->kind != TY_FUNC) {
                ty_type *named = sess_arena_alloc(P->arena, sizeof *named);
                *named = *ty;
                named->name = parse_name(P, name);
                if (!named->origin && (ty->kind == TY_STRUCT || ty->kind == TY_UNION))
                    named->origin = ty;
                ty_track_copy(named);
                s->type_def = named;
            }
            continue;
        }
        if (ty->kind == TY_FUNC) {
            parse_error(P, name, "function declarations inside a function are not supported");
            continue;
        }
        if (ds->tls_tok && !ds->is_extern)
            ds->is_static = true; /* a block-scope thread_local is static ([dcl.stc] p3) */
        if (ds->tls_tok && parse_device_context(P)) {
            /* nvcc's words, at the declaration's start */
            parse_error(P, ds->start, "cannot use thread_local specifier for variable "
                        "declarations in device code");
            ds->tls_tok = NULL;
        }
        if (ds->is_auto && lex_is(P->tok, "=") && !lex_is(P->tok + 1, "{") && ds->space == SP_REG &&
            !ds->is_static && !ds->is_extern) {
            cur = cur->next = auto_local(P, ds, name, ty);
            continue;
        }
        if (ds->is_auto)
            ty = auto_type(P, name);
        if (ty_is_vm(ty)) {
            parse_node *st = vla_local(P, ds, name, ty);
            if (st)
                cur = cur->next = st;
            continue;
        }
        if (ds->space == SP_SHARED || ds->is_static || ds->is_extern) {
            check_shared_decl(P, ds, name, ty);
            parse_node *init_once = local_static(P, ds, name, ty);
            if (init_once)
                cur = cur->next = init_once;
            continue;
        }
        if (ty->kind == TY_ARRAY && ty->array_len < 0 && !lex_is(P->tok, "=") && !lex_is(P->tok, "{"))
            parse_error(P, name, "array '%.*s' has no size", name->len, name->text);
        if (ty_is_void(ty)) {
            parse_error(P, name, "variable '%.*s' has type 'void'", name->len, name->text);
            ty = P->B->int_;
        }
        if (ty->kind == TY_PTR && ty->is_ref && !lex_is(P->tok, "=") && !lex_is(P->tok, "{")) {
            parse_error(P, name, "declaration of reference variable '%.*s' requires an "
                        "initializer", name->len, name->text);
        }
        ty_type *cu = ty_unqual(ty);
        if (by_constructor(P, cu)) {
            cur = cur->next = ctor_local(P, name, ty, ds->is_constexpr);
            continue;
        }
        if (lex_is(P->tok, "=") || lex_is(P->tok, "{")) {
            bool brace_init = lex_is(P->tok, "{");
            if (!brace_init)
                P->tok++;
            if (ty->kind == TY_PTR && ty->is_ref) {
                parse_node *st = reference_local(P, name, ty, brace_init ? direct_initialiser(P)
                                                                         : parse_assign(P));
                for (cur->next = st; cur->next; cur = cur->next)
                    ;
                continue;
            }
            /* in scope in its own initialiser (T *p = (T *)malloc(sizeof *p);), unless that
               gives its type (int a[] = {...}) */
            parse_var *v = ty->kind == TY_ARRAY && ty->array_len < 0 ? NULL : new_local(P, name, ty);
            init *in = parse_init(P, &ty);
            if (!v)
                v = new_local(P, name, ty);
            int64_t cval;
            if ((ds->is_constexpr || ty->is_const) && ty_is_integer(ty) && in->expr &&
                parse_eval_const(in->expr, &cval)) {
                /* a constant: its uses are its value (array bounds, case labels) */
                v->is_constexpr = true;
                v->cval = cval;
            } else if (ds->is_constexpr && !in->expr && cu->kind == TY_STRUCT) {
                constant_image(P, v, in);
            } else if (ds->is_constexpr && ty_is_integer(ty) && in->expr) {
                parse_func *nc = non_constexpr_call(in->expr, 0);
                if (nc)
                    parse_error(P, name, "constexpr variable '%.*s' must be initialized by a constant "
                                "expression: '%s' is not a constexpr function", name->len, name->text,
                                nc->name);
            }
            track_dtor(P, v);
            parse_node *s = parse_new_node(P, ND_EXPR_STMT, name);
            s->lhs = local_init(P, v, in, name);
            if (s->lhs)
                cur = cur->next = with_unwinding(P, s, v, name);
            continue;
        }
        parse_var *v = new_local(P, name, ty);
        track_dtor(P, v);
        parse_node *d = parse_new_node(P, ND_DECL, name);
        d->var = v;
        parse_node *made = ty->kind == TY_ARRAY ? parse_default_init_array(P, var_node(P, v, name), name) : NULL;
        if (made) { /* T a[N]; of a class: its elements constructed */
            d->next = parse_new_node(P, ND_EXPR_STMT, name);
            d->next->lhs = made;
            parse_node *blk = parse_new_node(P, ND_BLOCK, name);
            blk->body = d;
            blk->ival = 1;
            d = blk;
        }
        cur = cur->next = with_unwinding(P, d, v, name);
    }
    parse_node *blk = parse_new_node(P, ND_BLOCK, t);
    blk->body = head.next;
    blk->ival = 1; /* no scope of its own */
    return blk;
}

/* A statement parsed and dropped (the discarded branch of `if constexpr`: in a template
 * instance it need not be valid for these arguments, as C++17 says). */
/* Skip one statement by its tokens alone (C++17 [stmt.if] p2: a discarded statement of a
 * template is not instantiated, so the types and calls it names are not made:
 * `if constexpr (I < N) { typedef Walk<I + 1, N> next; ... }` ends the recursion). */
static void discard_stmt(parser *P)
{
    lex_token *t = P->tok;
    if (t->kind == TK_EOF)
        return;
    if (lex_is(t, "{")) {
        skip_balanced(P);
        return;
    }
    if (t->kw == KW_IF || t->kw == KW_FOR || t->kw == KW_WHILE || t->kw == KW_SWITCH) {
        P->tok++;
        if (t->kw == KW_IF && P->tok->kw == KW_CONSTEXPR)
            P->tok++;
        if (lex_is(P->tok, "("))
            skip_balanced(P);
        discard_stmt(P);
        if (t->kw == KW_IF && P->tok->kw == KW_ELSE) {
            P->tok++;
            discard_stmt(P);
        }
        return;
    }
    if (t->kw == KW_DO) {
        P->tok++;
        discard_stmt(P);
        if (P->tok->kw == KW_WHILE)
            P->tok++;
        if (lex_is(P->tok, "("))
            skip_balanced(P);
        parse_consume(P, ";");
        return;
    }
    if (parse_equal(t, "try")) {
        P->tok++;
        discard_stmt(P);
        while (parse_equal(P->tok, "catch")) {
            P->tok++;
            if (lex_is(P->tok, "("))
                skip_balanced(P);
            discard_stmt(P);
        }
        return;
    }
    while (P->tok->kind != TK_EOF && !lex_is(P->tok, ";") && !lex_is(P->tok, "}")) {
        if (lex_is(P->tok, "(") || lex_is(P->tok, "[") || lex_is(P->tok, "{"))
            skip_balanced(P);
        else
            P->tok++;
    }
    parse_consume(P, ";");
}

/* if-constexpr = "if" "constexpr" "(" constant-expression ")" stmt ("else" stmt)?: the branch
 * the constant chooses; the other one is parsed and dropped. */
static parse_node *if_constexpr(parser *P, lex_token *t)
{
    P->tok++;
    parse_expect(P, "(");
    parse_node *c = cond_expr(P, "condition of 'if constexpr'");
    parse_expect(P, ")");
    int64_t v = 0;
    if (!parse_eval_const(c, &v))
        parse_error(P, c->tok, "the condition of 'if constexpr' is not a constant expression");
    parse_node *n = parse_new_node(P, ND_BLOCK, t);
    if (v)
        n->body = stmt(P);
    else
        discard_stmt(P);
    if (P->tok->kw == KW_ELSE) {
        P->tok++;
        if (v)
            discard_stmt(P);
        else
            n->body = stmt(P);
    }
    return n;
}

/* The body of a loop (or of a switch, SW): break and continue leave the objects declared in
 * it destroyed. */
static parse_node *loop_body(parser *P, bool sw)
{
    return loop_body_from(P, sw, P->cleanups.len);
}

/* ... where break and continue also destroy the objects declared since MARK (a range-based
 * for's variable) */
static parse_node *loop_body_from(parser *P, bool sw, size_t mark)
{
    size_t b = P->break_mark, c = P->continue_mark;
    P->break_mark = mark;
    if (!sw)
        P->continue_mark = mark;
    if (sw)
        P->switch_depth++;
    else
        P->loop_depth++;
    parse_node *s = stmt(P);
    if (sw)
        P->switch_depth--;
    else
        P->loop_depth--;
    P->break_mark = b;
    P->continue_mark = c;
    return s;
}

/* Destructor calls for the objects declared since MARK, the newest first: a statement list. */
static parse_node *cleanup_calls(parser *P, size_t mark, lex_token *t)
{
    parse_node head = {0}, *cur = &head;
    for (size_t i = P->cleanups.len; i-- > mark;) {
        if (P->cleanups.p[i].pops) {
            /* a constructor's bases and members, made: off the unwinding list only */
            for (int k = 0; k < P->cleanups.p[i].pops; k++) {
                parse_node *pop = runtime_call(P, "__cr_eh_cleanup_pop", NULL, 0, t);
                if (pop)
                    cur = cur->next = pop;
            }
            continue;
        }
        if (P->cleanups.p[i].var == P->nrvo) {
            /* returned as it is (the copy is elided, as g++ does): off the unwinding list only */
            parse_node *pop = P->cleanups.p[i].eh ? runtime_call(P, "__cr_eh_cleanup_pop", NULL, 0, t) : NULL;
            if (pop)
                cur = cur->next = pop;
            continue;
        }
        parse_node *d = destroy_cleanup(P, &P->cleanups.p[i], t);
        if (d)
            cur = cur->next = d;
    }
    return head.next;
}

/* Run S after the destructors of the objects declared since MARK (a jump out of their scope). */
static parse_node *after_cleanups(parser *P, size_t mark, parse_node *s)
{
    parse_node *calls = cleanup_calls(P, mark, s->tok);
    if (!calls)
        return s;
    parse_node *last = calls;
    while (last->next)
        last = last->next;
    last->next = s;
    parse_node *blk = parse_new_node(P, ND_BLOCK, s->tok);
    blk->body = calls;
    blk->ival = 1;
    return blk;
}

/* The call of the runtime's function NAME (declared by include/host/cuda_runtime.h) with ARGS,
 * as a statement; NULL when it is not declared. */
static parse_node *runtime_call(parser *P, const char *name, parse_node **args, int nargs, lex_token *t)
{
    parse_sym *s = sess_map_get(&P->ctx->global.syms, name, (int)strlen(name));
    if (!s || !s->func)
        return NULL;
    parse_node *st = parse_new_node(P, ND_EXPR_STMT, t);
    st->lhs = parse_call(P, s->func, NULL, args, nargs, t);
    return st;
}

/* CLS's destructor as a `void (*)(void *)` for the host runtime to call (an unwinding's local,
 * an exception object: parse_destroyer), or NULL when it needs none. */
static parse_node *destructor_pointer(parser *P, ty_type *cls, lex_token *t)
{
    cls = ty_unqual(cls);
    parse_func *d = cls->kind == TY_STRUCT ? parse_destroyer(P, cls, t) : NULL;
    if (!d)
        return NULL;
    ty_type *fty = ty_func(P->arena, P->B->void_);
    fty->has_proto = true;
    fty->params = sess_arena_alloc(P->arena, sizeof *fty->params);
    fty->params->ty = ty_ptr(P->arena, P->B->void_);
    parse_node *fn = parse_new_node(P, ND_FUNC, t);
    fn->func = d;
    fn->ty = d->ty;
    return parse_new_cast(P, parse_new_unary_addr(P, fn, t), ty_ptr(P->arena, fty));
}

static ty_type *object_class(ty_type *ty);

/* Host code: statement ST, which made local V of a class with a destructor of its own (or an
 * array of them), then V's registration for an exception's unwinding (a throw destroys it on
 * its way to a handler, an array's elements from the last: interp/host/host.c "Exceptions");
 * where V is destroyed it is taken off again. */
/* The registration of the object OBJ (an lvalue of a class with a destructor, or an array of
 * them) for an exception's unwinding, as a statement; NULL when it needs none. */
static parse_node *unwinding_push(parser *P, parse_node *obj, lex_token *t)
{
    ty_type *u = ty_unqual(obj->ty), *cls = object_class(u);
    if (u->kind == TY_ARRAY && (ty_is_vla(u) || cls->kind != TY_STRUCT || cls->size <= 0))
        return NULL; /* (a variable-length array's elements: not registered) */
    if (cls->kind != TY_STRUCT)
        return NULL;
    parse_node *dtor = destructor_pointer(P, cls, t);
    if (!dtor)
        return NULL;
    parse_node *args[4] = {
        parse_new_cast(P, parse_new_unary_addr(P, obj, t), ty_ptr(P->arena, P->B->void_)),
        dtor,
        parse_new_num(P, u->kind == TY_ARRAY ? u->size / cls->size : 1, P->B->ulong, t),
        parse_new_num(P, cls->size, P->B->ulong, t),
    };
    return u->kind == TY_ARRAY ? runtime_call(P, "__cr_eh_cleanup_push_array", args, 4, t)
                               : runtime_call(P, "__cr_eh_cleanup_push", args, 2, t);
}

static parse_node *with_unwinding(parser *P, parse_node *st, parse_var *v, lex_token *t)
{
    if (!P->host_pass || !P->fn || !st || !P->cleanups.len)
        return st;
    struct parse_cleanup *c = &P->cleanups.p[P->cleanups.len - 1];
    if (c->var != v || c->temp || c->guard)
        return st;
    parse_node *push = unwinding_push(P, var_node(P, v, t), t);
    if (!push)
        return st;
    c->eh = true;
    st->next = NULL;
    parse_node *blk = parse_new_node(P, ND_BLOCK, t);
    blk->body = st;
    st->next = push;
    blk->ival = 1;
    return blk;
}

/* A local object of a class with a destructor: destroyed at the end of its scope. */
/* The class of TY's objects: TY's, or an array's elements' */
static ty_type *object_class(ty_type *ty)
{
    ty = ty_unqual(ty);
    while (ty->kind == TY_ARRAY && (ty->array_len > 0 || ty->vla_len))
        ty = ty_unqual(ty->base);
    return ty;
}

/* The destruction of OBJ (of type TY): its destructor, or an array's elements' from the last
 * to the first (C++17 [class.dtor]); NULL when nothing is to be done. */
static parse_node *destroy_object(parser *P, parse_node *obj, ty_type *ty, lex_token *t)
{
    ty = ty_unqual(ty);
    if (ty->kind != TY_ARRAY)
        return parse_destroy(P, obj, ty, t);
    if (ty_is_vla(ty))
        return parse_vla_elements(P, obj, true, t);
    parse_node *e = NULL;
    for (int i = ty->array_len; i-- > 0;) {
        parse_node *a = parse_rvalue(P, obj);
        parse_node *el = parse_new_deref(P, parse_new_binary(P, ND_ADD, a, parse_new_num(P, i, P->B->long_, t), t), t);
        e = parse_then(P, e, destroy_object(P, el, ty->base, t), t);
    }
    return e;
}

static void track_dtor(parser *P, parse_var *v)
{
    ty_type *c = object_class(v->ty);
    if (parse_needs_destroy(c))
        VEC_PUSH(P->cleanups, ((struct parse_cleanup){.var = v}));
}

void parse_untrack_temporary(parser *P, parse_node *e)
{
    if (e && e->kind == ND_COND) { /* T x = c ? T(1) : T(2): the one that is made is x */
        parse_untrack_temporary(P, e->then);
        parse_untrack_temporary(P, e->els);
        return;
    }
    /* T(3) (ND_COMPOUND), or a conversion's (construct, temporary) */
    parse_var *v = !e ? NULL : e->kind == ND_COMPOUND ? e->var
                 : e->kind == ND_COMMA && e->rhs && e->rhs->kind == ND_VAR ? e->rhs->var : NULL;
    if (!v)
        return;
    for (size_t i = P->cleanups.len; i-- > 0;)
        if (P->cleanups.p[i].var == v && P->cleanups.p[i].temp) {
            memmove(&P->cleanups.p[i], &P->cleanups.p[i + 1],
                    (P->cleanups.len - i - 1) * sizeof P->cleanups.p[0]);
            P->cleanups.len--;
            return;
        }
}

parse_var *parse_track_temporary(parser *P, parse_var *v)
{
    if (!parse_needs_destroy(object_class(v->ty)))
        return NULL;
    parse_var *g = NULL;
    if (P->cond_depth > 0 && P->fn) {
        g = hidden_local(P, P->B->int_, v->tok);
        g->name = "<made>";
    }
    VEC_PUSH(P->cleanups, ((struct parse_cleanup){.var = v, .temp = true, .guard = g}));
    return g;
}

/* The destruction of cleanup C's object: under its guard when it has one (if (g) { g = 0;
 * destroy }), NULL when the class needs none. */
static parse_node *destroy_cleanup(parser *P, struct parse_cleanup *c, lex_token *t)
{
    parse_node *obj = var_node(P, c->var, t);
    parse_node *e = destroy_object(P, obj, obj->ty, t);
    if (!e)
        return NULL;
    parse_node *st = parse_new_node(P, ND_EXPR_STMT, t);
    st->lhs = e;
    if (c->eh) { /* off the unwinding list first */
        parse_node *pop = runtime_call(P, "__cr_eh_cleanup_pop", NULL, 0, t);
        if (pop) {
            parse_node *blk = parse_new_node(P, ND_BLOCK, t);
            blk->body = pop;
            pop->next = st;
            blk->ival = 1;
            return blk;
        }
    }
    if (!c->guard)
        return st;
    parse_node *blk = parse_new_node(P, ND_BLOCK, t);
    blk->body = assign_stmt(P, var_node(P, c->guard, t), parse_new_num(P, 0, P->B->int_, t), t);
    blk->body->next = st;
    parse_node *n = parse_new_node(P, ND_IF, t);
    n->cond = var_node(P, c->guard, t);
    n->then = blk;
    return n;
}

/* S, then the destructors of the temporaries its full expressions made since MARK (the
 * newest first); they leave the cleanup list, the statement's declared objects stay. */
static parse_node *end_full_expression(parser *P, size_t mark, parse_node *s)
{
    parse_node head = {0}, *cur = &head;
    size_t keep = mark;
    for (size_t i = P->cleanups.len; i-- > mark;) {
        if (!P->cleanups.p[i].temp)
            continue;
        lex_token *t = s ? s->tok : P->tok;
        parse_node *d = destroy_cleanup(P, &P->cleanups.p[i], t);
        if (d)
            cur = cur->next = d;
        if (P->cleanups.p[i].guard) { /* made or not by this statement: 0 before it */
            parse_node *z = assign_stmt(P, var_node(P, P->cleanups.p[i].guard, t),
                                        parse_new_num(P, 0, P->B->int_, t), t);
            z->next = s;
            s = z;
        }
    }
    for (size_t i = mark; i < P->cleanups.len; i++)
        if (!P->cleanups.p[i].temp)
            P->cleanups.p[keep++] = P->cleanups.p[i];
    P->cleanups.len = keep;
    if (!head.next)
        return s;
    parse_node *blk = parse_new_node(P, ND_BLOCK, head.next->tok);
    blk->ival = 1;
    if (s) {
        parse_node *last = s;
        while (last->next)
            last = last->next;
        last->next = head.next;
        blk->body = s;
    } else {
        blk->body = head.next;
    }
    return blk;
}

static parse_node *cond_expr(parser *P, const char *what)
{
    parse_node *c = parse_class_to_scalar(P, parse_rvalue(P, parse_expr(P)));
    if (c->ty && !ty_is_scalar(c->ty) && !c->failed)
        parse_error(P, c->tok, "%s must have scalar type ('%s' invalid)", what,
                    ty_str(P->arena, c->ty));
    return c;
}

static bool is_declaration_start(parser *P);
static parse_node *declaration(parser *P, declspec *ds);
static parse_node *expr_stmt(parser *P);

/* A call of the exception runtime's function NAME (cuda_runtime.h's C part: __cr_rt_eh_*). */
static parse_node *eh_call(parser *P, const char *name, parse_node **args, int nargs, lex_token *t)
{
    parse_sym *s = parse_lookup(P, name, (int)strlen(name));
    if (!s || !s->func) {
        parse_error(P, t, "exceptions need <cuda_runtime.h>'s '%s'", name);
        return parse_new_num(P, 0, P->B->int_, t);
    }
    return parse_call(P, s->func, NULL, args, nargs, t);
}

/* The names a handler of type T matches (C++17 [except.handle]): the thrown type and, for a
 * class, its base classes, "\0"-separated, as one string node. */
static parse_node *eh_names(parser *P, ty_type *u, lex_token *t)
{
    sess_buf b = {0};
    for (ty_type *c = u; c; c = c->kind == TY_STRUCT && c->base_class ? ty_unqual(c->base_class) : NULL) {
        ty_print_canonical(&b, c);
        sess_buf_putc(&b, 0);
        if (c->kind != TY_STRUCT)
            break;
    }
    parse_node *n = parse_new_node(P, ND_STR, t);
    n->str_len = (int)b.len;
    n->str = sess_arena_strndup(P->arena, b.p ? b.p : "", b.len);
    n->ty = ty_array(P->arena, ty_qualified(P->arena, P->B->char_, true, false, false), n->str_len + 1);
    sess_buf_free(&b);
    return n;
}

/* The type a throw of E throws and a handler of type T catches: without references and
 * top-level qualifiers, arrays and functions as pointers. */
static ty_type *eh_type(parser *P, ty_type *t)
{
    if (t->kind == TY_PTR && t->is_ref)
        t = t->base;
    if (t->kind == TY_ARRAY)
        return ty_ptr(P->arena, t->base);
    if (t->kind == TY_FUNC)
        return ty_ptr(P->arena, t);
    return ty_unqual(t);
}

/* Makes N throw an object of type U, made on the heap from E (throw_stmt's expression) or,
 * E NULL, by U's default constructor; the runtime destroys it (U's destructor) when the last
 * handler of it ends. */
static void eh_throw_object(parser *P, parse_node *n, ty_type *u, parse_node *e, lex_token *t)
{
    n->str = (u->kind == TY_STRUCT || u->kind == TY_UNION) && u->tag ? u->tag : ty_str(P->arena, u);
    n->cty = u;
    parse_var *p = parse_temp(P, ty_ptr(P->arena, u), "<exception>", t);
    parse_node *dtor = parse_needs_destroy(u) ? destructor_pointer(P, u, t) : NULL;
    parse_node *alloc[2] = {
        parse_new_num(P, u->size > 0 ? u->size : 1, P->B->ulong, t),
        dtor ? dtor : parse_new_cast(P, parse_new_num(P, 0, P->B->long_, t), ty_ptr(P->arena, P->B->void_)),
    };
    parse_node *x = assign_stmt(P, var_node(P, p, t),
                                parse_new_cast(P, eh_call(P, "__cr_rt_eh_alloc", alloc, 2, t),
                                               ty_ptr(P->arena, u)), t)->lhs;
    parse_node *obj = parse_new_deref(P, var_node(P, p, t), t);
    parse_node *init;
    if (!e) {
        init = parse_construct(P, obj, u, NULL, 0, t);
    } else if (e->kind == ND_COMPOUND) {
        /* a temporary (throw E(...)): moved into the exception object, as g++ constructs it
           there (no copy, no destructor of the temporary) */
        parse_untrack_temporary(P, e);
        init = assign_stmt(P, obj, e, t)->lhs;
    } else if ((u->kind == TY_STRUCT || u->kind == TY_UNION) && (u->has_ctor || ty_has_methods(u)))
        init = parse_construct(P, obj, u, &e, 1, t);
    else
        init = assign_stmt(P, obj, e->ty && e->ty->kind == TY_ARRAY ? e : parse_rvalue(P, e), t)->lhs;
    n->lhs = parse_then(P, parse_then(P, x, init, t), var_node(P, p, t), t);
    n->args = eh_names(P, u, t);
    parse_func *what = u->kind == TY_STRUCT ? parse_find_method(u, "what", -1) : NULL;
    if (what && what->ty && !what->ty->params)
        n->rhs = parse_call(P, what, parse_new_deref(P, var_node(P, p, t), t), NULL, 0, t);
}

/* A throw of a default-constructed CLS, as an expression of type void (the run-time library's
 * throws: std::bad_cast of a failed dynamic_cast to a reference). */
parse_node *parse_throw_default(parser *P, ty_type *cls, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_THROW, t);
    n->ty = P->B->void_;
    parse_complete_type(P, cls);
    eh_throw_object(P, n, cls, NULL, t);
    return n;
}

/* Does a throw-expression at T have no operand (`throw;`, `c ? v : throw`)? */
static bool rethrow_at(const lex_token *t)
{
    return lex_is(t, ";") || lex_is(t, ")") || lex_is(t, ":") || lex_is(t, ",") ||
           lex_is(t, "]") || lex_is(t, "}");
}

/* throw_expr = "throw" assign?
 * The object is made on the heap (copied or moved from the operand) and the nearest handler
 * that takes its type or a base of it runs (the exception runtime of interp/host/host.c:
 * setjmp/longjmp); with none, the program ends as an uncaught exception does (std::terminate:
 * libstdc++'s message with what(), then abort). `throw` alone throws the handled one again.
 * An expression of type void (C++17 [expr.throw]), so an operand of ?: too. */
parse_node *parse_throw_expr(parser *P)
{
    lex_token *t = P->tok++;
    parse_node *n = parse_new_node(P, ND_THROW, t);
    n->ty = P->B->void_;
    n->str = "";
    if (parse_device_context(P))
        parse_error(P, t, "device code cannot throw an exception (CUDA has no exception handling "
                    "in device code)");
    if (!rethrow_at(P->tok) && P->fn) {
        size_t mark = P->cleanups.len;
        parse_node *e = parse_deref_ref(P, parse_assign(P));
        eh_throw_object(P, n, e->ty ? eh_type(P, e->ty) : P->B->int_, e, t);
        /* the operand's temporaries (throw E(os.str())) end once the exception object is
         * made, before the handler is looked for (C++17 [except.throw]):
         * ({ made; destroy the temporaries; the object's address; }) */
        if (P->cleanups.len > mark && n->lhs->kind == ND_COMMA) {
            parse_node *made = end_full_expression(P, mark, expr_stmt_of(P, n->lhs->lhs)), *last = made;
            while (last->next)
                last = last->next;
            last->next = expr_stmt_of(P, n->lhs->rhs);
            n->lhs = parse_stmt_expr(P, made, n->lhs->rhs->ty, t);
        }
        P->cleanups.len = mark;
    } else if (!rethrow_at(P->tok)) {
        parse_assign(P); /* (outside a function: an error of its own) */
    }
    return n;
}

/* throw_stmt = throw_expr ";" */
static parse_node *throw_stmt(parser *P)
{
    parse_node *n = parse_throw_expr(P);
    parse_expect(P, ";");
    return n;
}

/* try { ... } catch (T e) { ... } ... catch (...) { ... }: ND_TRY with the block (body) and
 * its handlers (ND_CATCH, chained by els): each has the names it matches (str, NULL for ...),
 * the binding of its variable to the exception object (init) and its block (body). */
static parse_node *try_stmt(parser *P, lex_token *t)
{
    P->tok++;
    parse_node *n = parse_new_node(P, ND_TRY, t);
    if (parse_device_context(P))
        parse_error(P, t, "device code cannot handle exceptions (CUDA has no exception handling "
                    "in device code)");
    n->body = parse_compound_stmt(P);
    parse_node **tail = &n->then;
    if (!parse_equal(P->tok, "catch"))
        parse_error(P, P->tok, "expected 'catch' after the try block");
    while (parse_equal(P->tok, "catch")) {
        lex_token *ct = P->tok++;
        parse_node *h = parse_new_node(P, ND_CATCH, ct);
        size_t mark = P->cleanups.len;
        parse_expect(P, "(");
        enter_scope(P);
        if (lex_is(P->tok, "...")) {
            P->tok++;
        } else {
            declspec ds;
            if (declspec_parse(P, &ds)) {
                lex_token *name = NULL;
                ty_type *ty = declarator(P, ds.ty, &name);
                ty_type *u = eh_type(P, ty);
                parse_node *names = eh_names(P, u, ct);
                h->str = names->str; /* the first name is the handler's type */
                if (name && P->fn) {
                    parse_var *v = new_local(P, name, ty);
                    parse_node *obj = parse_new_cast(P, eh_call(P, "__cr_rt_eh_object", NULL, 0, ct),
                                                     ty_ptr(P->arena, u));
                    parse_node *var = var_node(P, v, ct);
                    if (ty->kind == TY_PTR && ty->is_ref) {
                        var->ty = ty_ptr(P->arena, ty->base); /* the reference's pointer */
                        h->init = assign_stmt(P, var, obj, ct);
                    } else if ((u->kind == TY_STRUCT || u->kind == TY_UNION) &&
                               (u->has_ctor || ty_has_methods(u))) {
                        /* catch (E e): a copy of the exception object, destroyed when the
                         * handler ends (C++17 [except.handle] p16) */
                        parse_node *src = parse_new_deref(P, obj, ct);
                        h->init = expr_stmt_of(P, parse_construct(P, var, u, &src, 1, ct));
                        track_dtor(P, v);
                    } else {
                        h->init = assign_stmt(P, var, parse_new_deref(P, obj, ct), ct);
                    }
                }
            }
        }
        parse_expect(P, ")");
        h->body = parse_compound_stmt(P);
        if (P->cleanups.len > mark) { /* (the handler's copy) */
            h->body->next = cleanup_calls(P, mark, P->tok);
            parse_node *blk = parse_new_node(P, ND_BLOCK, ct);
            blk->body = h->body;
            h->body = blk;
            P->cleanups.len = mark;
        }
        leave_scope(P);
        *tail = h;
        tail = &h->els;
    }
    return n;
}

/* C++17's init-statement of an if or a switch (`if (int x = f(); x > 2)`): a declaration or an
 * expression statement before a ';' inside the parentheses, or NULL when there is none. */
static parse_node *init_statement(parser *P)
{
    int depth = 0;
    lex_token *q = P->tok;
    for (; q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{"))
            depth++;
        else if (lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}")) {
            if (--depth < 0)
                return NULL;
        } else if (lex_is(q, ";") && depth == 0)
            break;
    }
    if (q->kind == TK_EOF)
        return NULL;
    if (is_declaration_start(P)) {
        declspec ds;
        if (declspec_parse(P, &ds))
            return declaration(P, &ds);
    }
    return expr_stmt(P);
}

/* S after its init-statement INIT (if any), in one block. */
static parse_node *with_init(parser *P, parse_node *init, parse_node *s)
{
    if (!init)
        return s;
    parse_node *blk = parse_new_node(P, ND_BLOCK, s->tok);
    blk->body = init;
    while (init->next)
        init = init->next;
    init->next = s;
    return blk;
}

/* S (an if or a switch, INIT its init-statement) and the destruction of the objects its
 * init-statement and condition declared since MARK: they live to the end of the statement,
 * not of the enclosing block (C++17 [stmt.select] p3-p4, [stmt.if] p3) */
static parse_node *with_init_scoped(parser *P, parse_node *init, parse_node *s, size_t mark)
{
    if (P->cleanups.len <= mark)
        return with_init(P, init, s);
    s->next = cleanup_calls(P, mark, P->tok);
    P->cleanups.len = mark;
    parse_node *blk = parse_new_node(P, ND_BLOCK, s->tok);
    blk->body = s;
    return with_init(P, init, blk);
}

/* A condition (of if, while, switch): an expression, or C++'s declaration `T x = e`, whose
 * variable is in scope until the end of the statement (the caller's scope) and whose value is
 * the condition (CUDA C++ Programming Guide §5.3, C++ Language Support: C++17). */
static parse_node *condition(parser *P, const char *what)
{
    if (!is_declaration_start(P))
        return cond_expr(P, what);
    declspec ds;
    lex_token *t = P->tok;
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    if (!declspec_parse(P, &ds))
        return cond_expr(P, what);
    lex_token *name = NULL, *after = P->tok;
    ty_type *ty = declarator(P, ds.ty, &name);
    if (lex_is(after, "(") && (!name || (!lex_is(P->tok, "=") && !lex_is(P->tok, "{")))) {
        /* not a declaration but an expression: a temporary called (if (Less()(a, b))), a
         * functional cast (while (unsigned(n) > 2)) */
        P->tok = t;
        parse_quiet_drop(P, &pq);
        return cond_expr(P, what);
    }
    bool brace = lex_is(P->tok, "{");
    if (!name || (!brace && !parse_consume(P, "="))) {
        parse_error(P, P->tok, "expected '=' and the initial value of the condition's variable");
        return parse_new_num(P, 0, P->B->int_, t);
    }
    if (brace)
        P->tok++;
    parse_node *e = parse_assign(P);
    if (brace)
        parse_expect(P, "}");
    if (ds.is_auto && parse_rvalue(P, e)->ty)
        ty = ty_unqual(parse_rvalue(P, e)->ty);
    /* the variable lives to the end of the statement; a class object is tested by its
     * conversion to bool (if (auto r = find(x)) of a std::optional) */
    parse_var *v = new_local(P, name, ty);
    parse_node *c = parse_new_node(P, ND_COMMA, name);
    c->lhs = init_local(P, v, e, name)->lhs;
    c->rhs = parse_class_to_scalar(P, var_node(P, v, name));
    c->ty = c->rhs->ty;
    if (c->ty && !ty_is_scalar(c->ty))
        parse_error(P, name, "%s must have scalar type ('%s' invalid)", what, ty_str(P->arena, v->ty));
    return c;
}

/* A local the compiler introduces (no name in scope). */
parse_var *parse_temp(parser *P, ty_type *ty, const char *name, lex_token *t)
{
    parse_var *v = new_var(P, t, ty_unqual(ty));
    v->name = name;
    v->space = ty_is_aggregate(ty) ? SP_LOCAL : SP_REG;
    v->addr_taken = v->space == SP_LOCAL;
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    }
    return v;
}

static parse_var *hidden_local(parser *P, ty_type *ty, lex_token *t)
{
    return parse_temp(P, ty, "<range>", t);
}

parse_node *parse_var_node(parser *P, parse_var *v, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_VAR, t);
    n->var = v;
    n->ty = v->ty;
    return n;
}

static parse_node *var_node(parser *P, parse_var *v, lex_token *t)
{
    return parse_var_node(P, v, t);
}

static parse_node *assign_stmt(parser *P, parse_node *lhs, parse_node *rhs, lex_token *t)
{
    parse_node *a = parse_new_node(P, ND_ASSIGN, t);
    a->lhs = lhs;
    a->rhs = rhs;
    a->ty = ty_unqual(lhs->ty);
    parse_node *s = parse_new_node(P, ND_EXPR_STMT, t);
    s->lhs = a;
    return s;
}

/* `const T &r = e;` (or `T &&r = e;`) where E is an rvalue, or a value of another scalar type:
 * a temporary of type T initialised by E, which lives as long as the reference does (C++
 * [class.temporary]); *MADE is the statement that makes it. NULL when REF binds E itself. */
static parse_var *bound_temporary(parser *P, ty_type *ref, parse_node *e, lex_token *t,
                                  parse_node **made)
{
    ty_type *base = ref->base;
    if (!e->ty || !((base->is_const && !base->is_volatile) || ref->is_rref) || !P->fn)
        return NULL;
    if (e->kind == ND_COMPOUND && ty_unqual(e->ty) == ty_unqual(base)) {
        size_t n = P->cleanups.len; /* const S &r = S(1);: S(1) lives as long as r */
        parse_untrack_temporary(P, e);
        if (P->cleanups.len < n)
            track_dtor(P, e->var);
        return NULL;
    }
    if (parse_is_lvalue(e) && (ty_unqual(e->ty) == ty_unqual(base) || parse_same_type(e->ty, base) ||
                               parse_derives_from(e->ty, base) || !ty_is_arith(ty_unqual(base))))
        return NULL;
    parse_var *v = new_var(P, t, ty_unqual(base));
    v->name = "<temporary>";
    v->space = SP_LOCAL;
    v->addr_taken = true;
    v->next = P->fn->locals;
    P->fn->locals = v;
    if (ty_unqual(e->ty) == ty_unqual(base))
        parse_untrack_temporary(P, e); /* const S &r = S(1);: the temporary is the one made */
    *made = assign_stmt(P, var_node(P, v, t), parse_assign_conv(P, e, v->ty, "initialization"), t);
    track_dtor(P, v);
    *made = with_unwinding(P, *made, v, t);
    return v;
}

/* const int &r = N; in device code, N a host constant whose use there is its value: C++ would
 * bind the variable itself, which device code cannot reach. */
static void host_constant_reference(parser *P, const parse_node *e)
{
    if ((e->kind != ND_NUM && e->kind != ND_FNUM) || !e->tok || e->tok->kind != TK_IDENT ||
        !parse_device_context(P))
        return;
    parse_sym *s = parse_lookup(P, e->tok->text, e->tok->len);
    if (s && s->var && s->var->space == SP_HOST && s->var->is_constexpr)
        parse_error(P, e->tok, "cannot bind a reference to host variable '%s' in device code: "
                    "only its value is usable there (%s)", s->var->name, CR_GUIDE_5_3_10_4_2);
}

/* E, a subobject of a temporary (a member, a member array's element: f().items, mk().arr[1]):
 * that temporary (the materialised result, ND_COMPOUND), else NULL. */
static parse_node *temporary_of_subobject(parse_node *e)
{
    bool sub = false;
    for (;;) {
        if (e->kind == ND_MEMBER) {
            e = e->lhs;
            sub = true;
        } else if (e->kind == ND_DEREF && e->lhs && e->lhs->kind == ND_ADD) {
            parse_node *a = e->lhs->lhs; /* an element of a member array: its decayed address */
            while (a && (a->kind == ND_CAST || a->kind == ND_ADDR))
                a = a->lhs;
            if (!a || a->kind != ND_MEMBER || !a->ty || a->ty->kind != TY_ARRAY)
                return NULL;
            e = a;
        } else {
            return sub && e->kind == ND_COMPOUND ? e : NULL;
        }
    }
}

/* A reference bound to a subobject of a temporary keeps the whole temporary alive for the
 * reference's life (C++17 [class.temporary] p6: the complete object of the subobject): it is
 * destroyed where the reference's scope ends, not at the end of the full expression. */
static void extend_subobject_temporary(parser *P, parse_node *e)
{
    parse_node *c = temporary_of_subobject(e);
    if (!c || !P->fn)
        return;
    size_t n = P->cleanups.len;
    parse_untrack_temporary(P, c);
    if (P->cleanups.len < n)
        track_dtor(P, c->var);
}

static parse_node *bind_reference(parser *P, parse_var *v, parse_node *e, lex_token *t)
{
    ty_type *eu = e->ty ? ty_unqual(e->ty) : NULL, *ru = ty_unqual(v->ty->base);
    parse_node *lv = NULL;
    if (eu && (eu->kind == TY_STRUCT || eu->kind == TY_UNION) && ru->kind != TY_STRUCT &&
        ru->kind != TY_UNION && !e->failed && (lv = parse_conversion_to_lvalue(P, e, v->ty->base)))
        e = lv; /* int &r = w; through W's operator int &() */
    else if (eu && (eu->kind == TY_STRUCT || eu->kind == TY_UNION) && ru->kind != TY_STRUCT &&
             ru->kind != TY_UNION && !e->failed) {
        /* int &r = s; of a class object with no conversion to an int lvalue */
        parse_error(P, e->tok, "invalid initialization of reference of type '%s' from expression "
                    "of type '%s'", ty_str(P->arena, v->ty), ty_str(P->arena, eu));
        return parse_new_node(P, ND_BLOCK, t);
    }
    extend_subobject_temporary(P, e);
    if (e->ty && ty_unqual(v->ty->base)->kind == TY_STRUCT && parse_derives_from(e->ty, v->ty->base) &&
        !parse_base_accessible(P, e->ty, v->ty->base)) /* const B &r = d; of a private base */
        parse_error(P, e->tok, "'%s' is an inaccessible base of '%s'", ty_unqual(v->ty->base)->tag,
                    ty_unqual(e->ty)->tag);
    if (e->ty && ty_unqual(e->ty)->kind == TY_STRUCT && ty_unqual(v->ty->base)->kind == TY_STRUCT &&
        parse_later_base_of(e->ty, v->ty->base)) {
        parse_node *sub = parse_later_base(P, e, v->ty->base); /* B &r = d: its B subobject */
        if (sub)
            e = sub;
    }
    parse_node *a = parse_new_unary_addr(P, e, t);
    a->ty = v->ty;
    parse_node *vn = var_node(P, v, t);
    vn->ty = ty_ptr(P->arena, v->ty->base); /* the pointer a reference is */
    return assign_stmt(P, vn, a, t);
}

/* Is this `for (decl : range)`? A ':' at depth 0 before any '=', '?' or ';'. */
static bool range_for_start(parser *P)
{
    int depth = 0;
    for (lex_token *q = P->tok; q->kind != TK_EOF; q++) {
        if (lex_is(q, "(") || lex_is(q, "[") || lex_is(q, "{"))
            depth++;
        else if (lex_is(q, ")") || lex_is(q, "]") || lex_is(q, "}")) {
            if (--depth < 0)
                return false;
        } else if (depth == 0 && (lex_is(q, "=") || lex_is(q, "?") || lex_is(q, ";")))
            return false;
        else if (depth == 0 && lex_is(q, ":"))
            return true;
    }
    return false;
}

/* for-range = "for" "(" declspec declarator ":" expr ")" stmt: over an array, or a class with
 * begin() and end(); as `for (auto b = begin, e = end; b != e; ++b) { decl = *b; stmt }`. */
static parse_node *for_range(parser *P, parse_node *n, lex_token *t)
{
    declspec ds;
    declspec_parse(P, &ds);
    lex_token *name = NULL;
    binding bind = {.n = -1};
    ty_type *vty;
    if (ds.is_auto && binding_start(P)) { /* for (auto &[k, v] : m) */
        binding_parse(P, &bind);
        name = bind.hidden;
        vty = bind.ref ? ty_ref(P->arena, ds.ty) : ds.ty;
    } else {
        vty = declarator(P, ds.ty, &name);
    }
    parse_expect(P, ":");
    parse_node *range;
    if (lex_is(P->tok, "{")) {
        /* for (int x : {1, 2, 3}): an array of the elements (of the variable's type, or of the
         * first element's for auto) */
        ty_type *et = vty;
        if (ds.is_auto || !et || ty_is_void(et)) {
            lex_token *save = P->tok;
            parse_quiet pq;
            parse_quiet_begin(P, &pq);
            P->tok++;
            parse_node *first = parse_rvalue(P, parse_assign(P));
            et = first->ty ? ty_unqual(first->ty) : P->B->int_;
            P->tok = save;
            parse_quiet_drop(P, &pq);
        }
        if (et->kind == TY_PTR && et->is_ref)
            et = ty_unqual(et->base);
        range = parse_initializer_expr(P, ty_array(P->arena, ty_unqual(et), -1), P->tok);
    } else {
        range = parse_deref_ref(P, parse_expr(P));
    }
    parse_expect(P, ")");
    ty_type *rt = range->ty ? ty_unqual(range->ty) : NULL;
    parse_node *held_made = NULL;
    if (P->fn && rt && (rt->kind == TY_STRUCT || rt->kind == TY_UNION) && parse_is_lvalue(range) &&
        range->kind != ND_VAR) {
        /* the range is reached once, through `auto &&__range` (C++17 [stmt.ranged]: begin()
         * and end() of one object, for (x : rows[i++]) evaluated once); for (x : f().items)
         * keeps f()'s result alive through the loop */
        extend_subobject_temporary(P, range);
        parse_var *hp = hidden_local(P, ty_ptr(P->arena, range->ty), t);
        held_made = assign_stmt(P, var_node(P, hp, t), parse_new_unary_addr(P, range, t), t);
        range = parse_new_deref(P, var_node(P, hp, t), t);
    }
    if (rt && (rt->kind == TY_STRUCT || rt->kind == TY_UNION) && !parse_is_lvalue(range)) {
        /* for (x : f()): the temporary lives through the loop, bound as `auto &&__range`
         * (C++17 [stmt.ranged]), and begin() and end() are of that one object */
        ty_type *ref = ty_ref(P->arena, ty_qualified(P->arena, rt, true, false, false));
        parse_var *held = bound_temporary(P, ref, range, t, &held_made);
        if (held)
            range = var_node(P, held, t);
    }
    parse_node *begin = NULL, *end = NULL;
    if (rt && rt->kind == TY_ARRAY && (rt->array_len >= 0 || rt->vla_len)) {
        /* (the rows of a variable-length array of arrays too: a pointer to one steps by its
         * size, which its length gives at run time) */
        begin = parse_rvalue(P, range);
        /* a braced list's array is made once (by begin), destroyed after the loop */
        parse_node *again = range->kind == ND_COMPOUND && range->var ? var_node(P, range->var, t) : range;
        if (again != range)
            track_dtor(P, range->var);
        end = parse_new_binary(P, ND_ADD, parse_rvalue(P, again),
                               rt->vla_len ? rt->vla_len : parse_new_num(P, rt->array_len, P->B->long_, t), t);
    } else if (rt && (rt->kind == TY_STRUCT || rt->kind == TY_UNION) &&
               parse_find_method(rt, "begin", -1) && parse_find_method(rt, "end", -1)) {
        parse_func *b = parse_pick(P, parse_find_method(rt, "begin", -1), NULL, NULL, range, NULL, 0, t, "begin", false);
        parse_func *e = parse_pick(P, parse_find_method(rt, "end", -1), NULL, NULL, range, NULL, 0, t, "end", false);
        if (b && e) {
            begin = parse_call(P, b, range, NULL, 0, t);
            end = parse_call(P, e, range, NULL, 0, t);
        }
    }
    if (!begin || !end || !name) {
        if (!begin || !end)
            parse_error(P, range->tok, "cannot iterate over a value of type '%s': a range-based "
                        "for needs an array of known size or a class with begin() and end()",
                        range->ty ? ty_str(P->arena, range->ty) : "?");
        n->then = loop_body(P, false);
        return n;
    }
    begin = parse_deref_ref(P, begin);
    end = parse_deref_ref(P, end);
    parse_var *bv = hidden_local(P, begin->ty, t), *ev = hidden_local(P, end->ty, t);
    parse_node *init = parse_new_node(P, ND_BLOCK, t);
    init->ival = 1;
    init->body = assign_stmt(P, var_node(P, bv, t), parse_rvalue(P, begin), t);
    init->body->next = assign_stmt(P, var_node(P, ev, t), parse_rvalue(P, end), t);
    if (held_made) {
        held_made->next = init->body;
        init->body = held_made;
    }
    n->init = init;
    parse_node *cmp = parse_operator(P, "!=", var_node(P, bv, t), var_node(P, ev, t), t);
    n->cond = cmp ? cmp : parse_new_binary(P, ND_NE, var_node(P, bv, t), var_node(P, ev, t), t);
    parse_node *inc = parse_operator(P, "++", var_node(P, bv, t), NULL, t);
    if (!inc) {
        inc = parse_new_node(P, ND_PREINC, t);
        inc->lhs = var_node(P, bv, t);
        inc->ty = bv->ty;
        inc->ival = bv->ty->kind == TY_PTR && bv->ty->base->size > 0 ? bv->ty->base->size : 1;
    }
    n->inc = inc;
    /* the loop variable, declared in the body's scope */
    enter_scope(P);
    parse_node *elem = parse_operator(P, "*", var_node(P, bv, t), NULL, t);
    if (!elem)
        elem = parse_new_deref(P, var_node(P, bv, t), t);
    elem = parse_deref_ref(P, elem);
    if (ds.is_auto) {
        ty_type *et = elem->ty;
        if (vty->kind == TY_PTR && vty->is_ref)
            vty = ty_ref(P->arena, vty->base->is_const ? ty_qualified(P->arena, et, true, false, false) : et);
        else
            vty = ty_unqual(et);
    }
    /* (auto &row over a variable-length array's rows: a reference to one, whose lengths are
     * the array's, evaluated where it was declared) */
    bool row_ref = vty->kind == TY_PTR && vty->is_ref && ty_is_vla(vty->base);
    parse_var *lv = row_ref ? new_local_vm(P, name, vty) : new_local(P, name, vty);
    parse_node *first;
    size_t mark = P->cleanups.len;
    if (vty->kind == TY_PTR && vty->is_ref)
        first = bind_reference(P, lv, elem, t);
    else /* (a copy, destroyed at the end of each iteration) */
        first = init_local(P, lv, elem, t);
    parse_node *last = first;
    if (bind.n >= 0) {
        last->next = binding_bind(P, &bind, lv);
        while (last->next)
            last = last->next;
    }
    last->next = loop_body_from(P, false, mark);
    if (P->cleanups.len > mark) {
        while (last->next)
            last = last->next;
        last->next = cleanup_calls(P, mark, t);
        P->cleanups.len = mark;
    }
    leave_scope(P);
    parse_node *body = parse_new_node(P, ND_BLOCK, t);
    body->body = first;
    n->then = body;
    return n;
}

/* Loop N (a while, or a for), whose condition C declared a class object since MARK: the object
 * is made and tested at the top of each iteration and destroyed at its end, before a for's
 * increment, and when the condition is false (C++17 [stmt.while] p2, [stmt.for] p1):
 * for (;; inc) { if (c) body; else { ~g; break; } ~g; } */
static void loop_cond_object(parser *P, parse_node *n, parse_node *c, size_t mark, lex_token *t)
{
    parse_node *iff = parse_new_node(P, ND_IF, t);
    iff->cond = c;
    iff->then = loop_body_from(P, false, mark);
    iff->els = after_cleanups(P, mark, parse_new_node(P, ND_BREAK, t));
    iff->next = cleanup_calls(P, mark, t);
    P->cleanups.len = mark;
    parse_node *blk = parse_new_node(P, ND_BLOCK, t);
    blk->body = iff;
    n->cond = NULL;
    n->then = blk;
}

static parse_node *for_stmt(parser *P, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_FOR, t);
    parse_expect(P, "(");
    enter_scope(P);
    if (is_declaration_start(P) && range_for_start(P)) {
        size_t mark = P->cleanups.len;
        for_range(P, n, t);
        leave_scope(P);
        if (P->cleanups.len > mark) { /* the range's temporary ends with the loop */
            parse_node *b = parse_new_node(P, ND_BLOCK, t);
            b->body = n;
            n->next = cleanup_calls(P, mark, t);
            P->cleanups.len = mark;
            return b;
        }
        return n;
    }
    if (is_declaration_start(P)) {
        declspec ds;
        declspec_parse(P, &ds);
        n->init = declaration(P, &ds);
    } else {
        n->init = expr_stmt(P);
    }
    size_t mark = P->cleanups.len;
    if (!lex_is(P->tok, ";"))
        n->cond = condition(P, "condition of 'for'");
    parse_expect(P, ";");
    if (!lex_is(P->tok, ")"))
        n->inc = parse_expr(P);
    parse_expect(P, ")");
    if (P->cleanups.len > mark)
        loop_cond_object(P, n, n->cond, mark, t);
    else
        n->then = loop_body(P, false);
    leave_scope(P);
    return n;
}

static parse_node *switch_stmt(parser *P, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_SWITCH, t);
    parse_expect(P, "(");
    enter_scope(P);
    size_t mark = P->cleanups.len;
    parse_node *init = init_statement(P);
    parse_node *c = parse_rvalue(P, condition(P, "condition of 'switch'"));
    parse_expect(P, ")");
    if (c->ty && !ty_is_integer(c->ty))
        parse_error(P, c->tok, "statement requires expression of integer type ('%s' invalid)",
                    ty_str(P->arena, c->ty));
    else if (c->ty)
        c = parse_new_cast(P, c, ty_promote(P->B, c->ty));
    n->cond = c;
    parse_node *save = P->cur_switch;
    P->cur_switch = n;
    n->aux[2] = (int64_t)(intptr_t)scope_inits_now(P); /* (what a case label may not pass) */
    n->then = loop_body(P, true);
    P->cur_switch = save;
    parse_node *r = with_init_scoped(P, init, n, mark);
    leave_scope(P);
    return r;
}

static parse_node *case_stmt(parser *P, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_CASE, t);
    if (!P->cur_switch) {
        parse_error(P, t, "'%.*s' statement not in switch statement", t->len, t->text);
        sync_stmt(P);
        return n;
    }
    if (t->kw == KW_DEFAULT) {
        if (P->cur_switch->default_case)
            parse_error(P, t, "multiple default labels in one switch");
        P->cur_switch->default_case = n;
    } else {
        int64_t lo, hi;
        parse_const_int(P, &lo);
        hi = lo;
        if (parse_consume(P, "..."))
            parse_const_int(P, &hi);
        n->case_lo = lo;
        n->case_hi = hi;
        n->case_next = P->cur_switch->case_next;
        P->cur_switch->case_next = n;
    }
    parse_expect(P, ":");
    parse_var *x = crossed_init((scope_inits *)(intptr_t)P->cur_switch->aux[2], scope_inits_now(P));
    if (x) /* ([stmt.dcl] p3) */
        parse_error(P, t, "jump to case label crosses the initialization of '%s' (line %d): put "
                    "the statements of the case before it in braces", x->name, x->tok ? x->tok->line : 0);
    if (lex_is(P->tok, "}") || (is_declaration_start(P) && !functional_cast_stmt(P)))
        n->then = parse_new_node(P, ND_NOP, P->tok); /* (a declaration: the block's next item) */
    else
        n->then = stmt(P);
    return n;
}

/* The C type that holds an operand of constraint letter C ("r" 32 bits, "l" 64, "h" 16, "f"
 * float, "d" double, "n" an immediate), or NULL for a constraint cudarepl does not know. */
static ty_type *asm_operand_type(parser *P, char c)
{
    switch (c) {
    case 'h': return P->B->ushort;
    case 'r': return P->B->uint;
    case 'l': case 'n': return P->B->ullong;
    case 'f': return P->B->float_;
    case 'd': return P->B->double_;
    default: return NULL;
    }
}

/* asm-operand = string "(" expr ")". The operand lives in a temporary of its constraint's type:
 * inputs (and "+" outputs) are copied into it before the instruction, outputs copied back to
 * their lvalue after it. */
static void asm_operand(parser *P, parse_node *n, bool output, parse_node ***temps,
                        parse_node ***before, parse_node ***after)
{
    lex_token *ct = P->tok;
    if (lex_is(ct, "[")) {
        parse_error(P, ct, "named asm operands ([name]) are not supported; use %%0, %%1, ...");
        skip_balanced(P);
        ct = P->tok;
    }
    if (ct->kind != TK_STR) {
        parse_error(P, ct, "expected an asm operand constraint string");
        return;
    }
    P->tok++;
    const char *c = ct->str;
    bool rw = output && c[0] == '+';
    if (output && c[0] != '=' && c[0] != '+')
        parse_error(P, ct, "an asm output constraint starts with '=' or '+'");
    while (*c == '=' || *c == '+' || *c == '&')
        c++;
    ty_type *ty = asm_operand_type(P, *c);
    if (!ty || c[1])
        parse_error(P, ct, "asm operand constraint \"%s\" is not supported (use \"h\", \"r\", \"l\", "
                    "\"f\", \"d\" or \"n\")", ct->str);
    parse_expect(P, "(");
    parse_node *e = parse_assign(P);
    parse_expect(P, ")");
    if (!ty || !e->ty)
        return;
    if (e->ty->size > ty->size && !(e->ty->kind == TY_ARRAY && *c == 'l')) {
        parse_error(P, ct, "asm operand of type '%s' does not fit the %d bits of constraint \"%s\"",
                    ty_str(P->arena, e->ty), ty->size * 8, ct->str);
        return;
    }
    parse_var *v = new_var(P, NULL, ty);
    v->space = SP_REG;
    if (P->fn) {
        v->next = P->fn->locals;
        P->fn->locals = v;
    }
    parse_node *tv = parse_new_node(P, ND_VAR, ct);
    tv->var = v;
    tv->ty = ty;
    tv->op = (unsigned char)*c;
    tv->ival = output;
    n->nargs++;
    **temps = tv;
    *temps = &tv->next;
    if (output && !parse_is_lvalue(e)) {
        parse_error(P, e->tok, "an asm output operand must be an lvalue");
        return;
    }
    if (!output || rw) {
        parse_node *in = parse_new_node(P, ND_EXPR_STMT, ct);
        parse_node *tv2 = parse_new_node(P, ND_VAR, ct);
        *tv2 = *tv;
        tv2->next = NULL;
        in->lhs = parse_new_node(P, ND_ASSIGN, ct);
        in->lhs->lhs = tv2;
        in->lhs->rhs = parse_new_cast(P, parse_rvalue(P, e), ty);
        in->lhs->ty = ty;
        **before = in;
        *before = &in->next;
    }
    if (output) {
        parse_node *out = parse_new_node(P, ND_EXPR_STMT, ct);
        parse_node *tv3 = parse_new_node(P, ND_VAR, ct);
        *tv3 = *tv;
        tv3->next = NULL;
        out->lhs = parse_new_node(P, ND_ASSIGN, ct);
        out->lhs->lhs = e;
        out->lhs->rhs = parse_new_cast(P, tv3, e->ty);
        out->lhs->ty = ty_unqual(e->ty);
        **after = out;
        *after = &out->next;
    }
}

/* asm = ("asm" | "__asm__") qualifiers "(" string+ [":" outputs [":" inputs [":" clobbers]]] ")" ";"
 * The instructions are compiled by cg_asm.c. */
static parse_node *asm_stmt(parser *P, lex_token *t)
{
    parse_node *n = parse_new_node(P, ND_ASM, t);
    while (P->tok->kw == KW_VOLATILE || P->tok->kw == KW_VOLATILE_GNU || parse_equal(P->tok, "goto") ||
           P->tok->kw == KW_INLINE)
        P->tok++;
    parse_expect(P, "(");
    if (P->tok->kind != TK_STR) {
        parse_error(P, P->tok, "expected the asm template string");
        sync_stmt(P);
        return n;
    }
    n->tok = P->tok;
    sess_buf b = {0};
    while (P->tok->kind == TK_STR) {
        sess_buf_put(&b, P->tok->str, (size_t)P->tok->str_len);
        P->tok++;
    }
    n->str = sess_arena_strndup(P->arena, b.p ? b.p : "", b.len);
    n->str_len = (int)b.len;
    sess_buf_free(&b);
    parse_node **temps = &n->args, **before = &n->body, **after = &n->then;
    /* sections are separated by ':' ("::" is an empty section between two) */
    for (int section = -1; section < 3;) {
        if (parse_consume(P, "::"))
            section += 2;
        else if (parse_consume(P, ":"))
            section++;
        else
            break;
        if (lex_is(P->tok, ":") || lex_is(P->tok, "::") || lex_is(P->tok, ")"))
            continue;
        do {
            if (section < 2) {
                asm_operand(P, n, section == 0, &temps, &before, &after);
            } else if (P->tok->kind == TK_STR || P->tok->kind == TK_IDENT) {
                P->tok++;   /* clobbers ("memory", ...) and goto labels */
            } else {
                parse_error(P, P->tok, "expected a clobber string");
                break;
            }
            /* (nvcc takes operands without the comma between them: "r"(v) "l"(p)) */
        } while (parse_consume(P, ",") || (section < 2 && P->tok->kind == TK_STR));
    }
    parse_expect(P, ")");
    parse_expect(P, ";");
    return n;
}

/* The return type that `return E;` gives a function declared with placeholder DECLARED (auto,
 * auto &, const auto &, auto *; the placeholder itself reads as int) or decltype(auto): C++17
 * [dcl.type.auto.deduct]. For decltype(auto), an unparenthesised name or member gives its
 * declared type, another lvalue a reference to it, anything else its type. */
static ty_type *deduced_return(parser *P, parse_node *e, ty_type *declared, bool decltype_auto,
                               bool parenthesised)
{
    bool is_ref = e->ty->kind == TY_PTR && e->ty->is_ref;
    if (decltype_auto) {
        bool named = (e->kind == ND_VAR || e->kind == ND_MEMBER) && !parenthesised;
        if (is_ref || named)
            return e->ty;
        return parse_is_lvalue(e) ? ty_ref(P->arena, e->ty) : ty_unqual(e->ty);
    }
    if (declared && declared->kind == TY_PTR && declared->is_ref) {
        parse_node *d = parse_deref_ref(P, e);
        ty_type *t = declared->base && declared->base->is_const
                         ? ty_qualified(P->arena, ty_unqual(d->ty), true, false, false)
                         : d->ty;
        return ty_ref(P->arena, t);
    }
    parse_node *r = parse_rvalue(P, e);
    return r->ty ? ty_unqual(r->ty) : P->B->int_;
}

/* stmt = "return" expr? ";" | "if" ... | "switch" ... | "case" ... | "default" ":" stmt
 *      | "for" ... | "while" ... | "do" stmt "while" ... | "goto" ident ";" | "break" ";"
 *      | "continue" ";" | ident ":" stmt | "{" compound | asm | expr-stmt */
static parse_node *stmt_inner(parser *P);

static parse_node *stmt(parser *P)
{
    if (!parse_enter(P))
        return parse_new_node(P, ND_BLOCK, P->tok);
    parse_node *n = stmt_inner(P);
    parse_leave(P);
    return n;
}

/* Return statement N after the destructors of every object in scope: the value first, then
 * the destructors, then the return. A return of a local object (ND_VAR) is that object, not
 * destroyed (the copy elided). TEMPS: the cleanups before the statement's own temporaries. */
static parse_node *return_with_cleanups(parser *P, parse_node *n, size_t temps, lex_token *t)
{
    if (!P->cleanups.len)
        return n;
    parse_node *pre = NULL;
    if (n->lhs && n->lhs->kind == ND_VAR && !n->lhs->var->is_param &&
        !n->lhs->var->is_global && ty_unqual(n->lhs->ty)->kind == TY_STRUCT)
        P->nrvo = n->lhs->var; /* return obj;: the object itself is the result */
    if (n->lhs && n->lhs->ty && !ty_is_void(n->lhs->ty)) {
        parse_var *tmp = hidden_local(P, n->lhs->ty, t);
        pre = assign_stmt(P, var_node(P, tmp, t), n->lhs, t);
        n->lhs = var_node(P, tmp, t);
    }
    parse_node *r = after_cleanups(P, 0, n);
    P->nrvo = NULL;
    for (size_t i = temps; i < P->cleanups.len; i++)
        if (P->cleanups.p[i].temp && P->cleanups.p[i].guard) {
            /* made or not by this statement (an arm of ?:): 0 before it, as
               end_full_expression's are */
            parse_node *z = assign_stmt(P, var_node(P, P->cleanups.p[i].guard, t),
                                        parse_new_num(P, 0, P->B->int_, t), t);
            z->next = pre;
            pre = z;
        }
    if (pre) {
        parse_node *blk = parse_new_node(P, ND_BLOCK, t);
        blk->ival = 1;
        blk->body = pre;
        parse_node *last = pre;
        while (last->next)
            last = last->next;
        last->next = r;
        r = blk;
    }
    return r;
}

static parse_node *stmt_inner(parser *P)
{
    lex_token *t = P->tok;
    switch (t->kw) {
    case KW_RETURN: {
        P->tok++;
        size_t temps = P->cleanups.len;
        parse_node *n = parse_new_node(P, ND_RETURN, t);
        ty_type *rt = P->fn ? P->fn->ty->base : P->B->void_;
        if (P->fn && (P->fn->deduce_ret || P->fn->ret_deduced) && lex_is(P->tok, "{")) {
            parse_error(P, P->tok, "a brace-enclosed list does not provide a return type for this %s",
                        P->fn->is_lambda ? "lambda" : "function");
            if (P->fn->deduce_ret) /* (no type to make it of) */
                skip_balanced(P);
        }
        parse_node *value = NULL; /* the returned expression, when deducing read it already */
        parse_node *moved = NULL; /* return obj;: its form where the object is moved */
        if (P->fn && P->fn->deduce_ret) {
            /* auto f(...): this return statement's type is the function's (the expression is
             * read once: a lambda in it is one closure type) */
            P->fn->deduce_ret = false;
            P->fn->ret_deduced = true;
            ty_type *declared = rt; /* auto, auto &, const auto &, auto * */
            rt = P->B->void_;
            if (!lex_is(P->tok, ";")) {
                int errs = P->errors;
                bool parenthesised = lex_is(P->tok, "(");
                value = parse_expr(P);
                if (P->errors == errs && value->ty)
                    rt = deduced_return(P, value, declared, P->fn->deduce_decltype, parenthesised);
                else if (P->errors != errs)
                    rt = P->B->int_; /* (reported: an int, so that its uses say nothing more) */
            }
            ty_type *fty = sess_arena_alloc(P->arena, sizeof *fty);
            *fty = *P->fn->ty;
            fty->base = rt;
            P->fn->ty = fty;
            make_pretty(P, P->fn);
        }
        if (value || !parse_consume(P, ";")) {
            parse_node *e = value ? value
                            : lex_is(P->tok, "{") && !ty_is_void(rt) ? parse_braced_value(P, rt)
                            : parse_expr(P);
            parse_expect(P, ";");
            if (ty_is_void(rt)) {
                if (e->ty && !ty_is_void(e->ty))
                    parse_error(P, t, "void function '%s' should not return a value",
                                P->fn ? P->fn->name : "?");
                n->lhs = e;
            } else if (rt->kind == TY_PTR && rt->is_ref) {
                /* a reference is returned as the address of the object it refers to */
                e = parse_lvalue_cond(P, parse_assign_lvalue(P, parse_deref_ref(P, e)));
                if (!rt->is_rref)
                    e = parse_const_object(P, e, rt->base); /* return G; of a const int G */
                if (!parse_is_lvalue(e)) {
                    parse_error(P, e->tok, "cannot return a reference to a temporary value");
                } else {
                    parse_node *a = parse_new_unary_addr(P, e, e->tok);
                    a->ty = rt;
                    n->lhs = a;
                }
            } else {
                parse_untrack_temporary(P, e); /* return T(3);: the temporary is the result */
                parse_node *ed = parse_deref_ref(P, e);
                ty_type *ru = ty_unqual(rt);
                if (ru->kind == TY_STRUCT && ed->ty && ty_unqual(ed->ty) == ru && P->fn &&
                    parse_is_lvalue(ed) && ed->kind != ND_COMPOUND &&
                    !(ed->kind == ND_VAR && !ed->var->is_param && !ed->var->is_global) &&
                    parse_copy_needs_code(ru)) {
                    /* return member;: the result is a copy (its copy constructor); return
                     * param;: a move, when it has one (C++17 [class.copy.elision] p3) */
                    parse_var *tmp = hidden_local(P, ru, t);
                    tmp->space = SP_LOCAL;
                    parse_node *c = parse_new_node(P, ND_COMMA, t);
                    if (e->kind == ND_VAR && e->var->by_address)
                        ed = parse_new_cast(P, e, ty_rref(P->arena, ru)); /* an xvalue */
                    else if (e->kind == ND_CALL && e->ty && e->ty->kind == TY_PTR && e->ty->is_rref)
                        ed = e; /* an xvalue: return std::move(*p); */
                    c->lhs = parse_copy(P, var_node(P, tmp, t), ed, ru, true, t);
                    c->rhs = var_node(P, tmp, t);
                    c->ty = ru;
                    n->lhs = c;
                } else {
                    n->lhs = parse_assign_conv(P, e, rt, "return");
                    parse_untrack_temporary(P, n->lhs); /* return 5; of a class: the result */
                    parse_node *v = n->lhs;
                    if (P->fn && ru->kind == TY_STRUCT && v->kind == ND_VAR && !v->var->is_param &&
                        !v->var->is_global && ty_unqual(v->ty) == ru) {
                        /* return obj;: the object itself is the result where every return
                         * statement of the function names it (as g++ elides the copy, C++17
                         * [class.copy.elision] p1); otherwise it is moved into the result
                         * (p3), decided once the function's body is read */
                        if (!P->fn->ret_var)
                            P->fn->ret_var = v->var;
                        else if (P->fn->ret_var != v->var)
                            P->fn->ret_mixed = true;
                        if (parse_copy_needs_code(ru)) {
                            parse_var *tmp = hidden_local(P, ru, t);
                            tmp->space = SP_LOCAL;
                            parse_node *c = parse_new_node(P, ND_COMMA, t);
                            c->lhs = parse_copy(P, var_node(P, tmp, t),
                                                parse_new_cast(P, parse_new_unary_addr(P, var_node(P, v->var, t), t),
                                                                ty_rref(P->arena, ru)),
                                                ru, true, t);
                            c->rhs = var_node(P, tmp, t);
                            c->ty = ru;
                            moved = parse_new_node(P, ND_RETURN, t);
                            moved->lhs = c;
                        }
                    } else if (P->fn && ru->kind == TY_STRUCT) {
                        P->fn->ret_mixed = true;
                    }
                }
            }
        } else if (!ty_is_void(rt)) {
            parse_warn(P, t, "non-void function '%s' should return a value", P->fn ? P->fn->name : "?");
        }
        if (!moved) {
            parse_node *r = return_with_cleanups(P, n, temps, t);
            P->cleanups.len = temps; /* (its temporaries end with it) */
            return r;
        }
        if (!P->fn->nrvo_flag)
            P->fn->nrvo_flag = parse_new_num(P, 1, P->B->int_, t);
        parse_node *r = parse_new_node(P, ND_IF, t);
        r->cond = P->fn->nrvo_flag;
        r->then = return_with_cleanups(P, n, temps, t);
        r->els = return_with_cleanups(P, moved, temps, t);
        P->cleanups.len = temps;
        return r;
    }
    case KW_NONE:
        if (parse_equal(t, "throw"))
            return throw_stmt(P);
        if (parse_equal(t, "try") && lex_is(t + 1, "{"))
            return try_stmt(P, t);
        break;
    case KW_USING: /* using T = ...; using namespace N; using N::name; in a block */
        using_decl(P);
        return parse_new_node(P, ND_NOP, t);
    case KW_NAMESPACE: /* namespace cg = cooperative_groups; in a block */
        if (t[1].kind == TK_IDENT && lex_is(t + 2, "=")) {
            P->tok += 2;
            namespace_alias(P, t + 1);
            P->tok++;
            while (P->tok->kind == TK_IDENT || lex_is(P->tok, "::"))
                P->tok++;
            parse_expect(P, ";");
            return parse_new_node(P, ND_NOP, t);
        }
        break;
    case KW_IF: {
        P->tok++;
        if (P->tok->kw == KW_CONSTEXPR)
            return if_constexpr(P, t);
        parse_node *n = parse_new_node(P, ND_IF, t);
        parse_expect(P, "(");
        enter_scope(P); /* a variable the condition declares */
        size_t mark = P->cleanups.len;
        parse_node *init = init_statement(P);
        n->cond = condition(P, "condition of 'if'");
        parse_expect(P, ")");
        n->then = stmt(P);
        if (P->tok->kw == KW_ELSE) {
            P->tok++;
            n->els = stmt(P);
        }
        parse_node *r = with_init_scoped(P, init, n, mark);
        leave_scope(P);
        return r;
    }
    case KW_SWITCH: P->tok++; return switch_stmt(P, t);
    case KW_CASE: case KW_DEFAULT: P->tok++; return case_stmt(P, t);
    case KW_FOR: P->tok++; return for_stmt(P, t);
    case KW_WHILE: {
        P->tok++;
        parse_node *n = parse_new_node(P, ND_FOR, t);
        parse_expect(P, "(");
        enter_scope(P);
        size_t mark = P->cleanups.len;
        n->cond = condition(P, "condition of 'while'");
        parse_expect(P, ")");
        if (P->cleanups.len > mark)
            loop_cond_object(P, n, n->cond, mark, t);
        else
            n->then = loop_body(P, false);
        leave_scope(P);
        return n;
    }
    case KW_DO: {
        P->tok++;
        parse_node *n = parse_new_node(P, ND_DO, t);
        n->then = loop_body(P, false);
        if (P->tok->kw != KW_WHILE) {
            parse_expect(P, "while");
            return n;
        }
        P->tok++;
        parse_expect(P, "(");
        n->cond = cond_expr(P, "condition of 'do-while'");
        parse_expect(P, ")");
        parse_expect(P, ";");
        return n;
    }
    case KW_GOTO: {
        P->tok++;
        parse_node *n = parse_new_node(P, ND_GOTO, t);
        lex_token *l = parse_expect_ident(P);
        n->label = l ? parse_name(P, l) : "";
        parse_expect(P, ";");
        note_scope_objects(P, n);
        VEC_PUSH(P->gotos, n);
        return n;
    }
    case KW_BREAK:
        P->tok++;
        if (!P->loop_depth && !P->switch_depth)
            parse_error(P, t, "'break' statement not in loop or switch statement");
        parse_expect(P, ";");
        return after_cleanups(P, P->break_mark, parse_new_node(P, ND_BREAK, t));
    case KW_CONTINUE:
        P->tok++;
        if (!P->loop_depth)
            parse_error(P, t, "'continue' statement not in loop statement");
        parse_expect(P, ";");
        return after_cleanups(P, P->continue_mark, parse_new_node(P, ND_CONTINUE, t));
    case KW_ASM: case KW_ASM_GNU: case KW_ASM_GNU2:
        P->tok++;
        return asm_stmt(P, t);
    case KW_STATIC_ASSERT: case KW_STATIC_ASSERT_CXX: {
        P->tok++;
        parse_expect(P, "(");
        int64_t v;
        lex_token *e = P->tok;
        parse_quiet pq;
        parse_quiet_begin(P, &pq);
        parse_const_int(P, &v);
        if (!P->host_pass && !P->fn && parse_quiet_failed(P, &pq)) {
            /* the device pass: an assertion about host code (a host library's type) is the
             * host pass's to check */
            parse_quiet_drop(P, &pq);
            sync_stmt(P);
            return NULL;
        }
        if (parse_consume(P, ",") && P->tok->kind == TK_STR) {
            sess_buf m = {0}; /* the message: adjacent literals joined */
            for (; P->tok->kind == TK_STR; P->tok++)
                sess_buf_put(&m, P->tok->str, (size_t)P->tok->str_len);
            if (!v)
                parse_error(P, e, "static assertion failed: %.*s", (int)m.len, m.p ? m.p : "");
            sess_buf_free(&m);
        } else if (!v) {
            parse_error(P, e, "static assertion failed");
        }
        parse_expect(P, ")");
        parse_expect(P, ";");
        return NULL;
    }
    default: break;
    }
    if (t->kind == TK_IDENT && lex_is(t + 1, ":") && t->kw == KW_NONE) {
        P->tok += 2;
        parse_node *n = parse_new_node(P, ND_LABEL, t);
        n->label = parse_name(P, t);
        for (size_t i = 0; i < P->labels.len; i++)
            if (!strcmp(P->labels.p[i]->label, n->label))
                parse_error(P, t, "redefinition of label '%s'", n->label);
        note_scope_objects(P, n);
        VEC_PUSH(P->labels, n);
        /* (a declaration after the label: the block's next item, as after a case label) */
        n->then = lex_is(P->tok, "}") || (is_declaration_start(P) && !functional_cast_stmt(P))
                      ? parse_new_node(P, ND_NOP, P->tok)
                      : stmt(P);
        return n;
    }
    if (lex_is(t, "{"))
        return compound_body(P);
    int errs = P->errors;
    size_t temps = P->cleanups.len;
    parse_node *n = expr_stmt(P);
    if (P->errors != errs && !lex_is(P->tok - 1, ";"))
        sync_stmt(P);
    return end_full_expression(P, temps, n);
}

/* ---- Top level ----------------------------------------------------------------------------- */

static bool is_device_decl(declspec *ds)
{
    return ds->has_device || ds->has_global || ds->space != SP_REG;
}

/* The calls in a host function's body [FROM, TO) that C++ forbids across execution spaces:
 * a __device__ function called from host code, a kernel called without a configuration
 * (CUDA C++ Programming Guide §5.4.1, Function Execution Space Specifiers). */
static void host_body_calls(parser *P, parse_func *host, lex_token *from, lex_token *to)
{
    for (lex_token *t = from + 1; t < to; t++) {
        if (t->kind != TK_IDENT || t->kw != KW_NONE || !lex_is(t + 1, "(") ||
            lex_is(t - 1, ".") || lex_is(t - 1, "->") || lex_is(t - 1, "::") ||
            ((t - 1)->kind == TK_IDENT && ((t - 1)->kw == KW_NONE || parse_is_typename(P, t - 1))))
            continue; /* a member, a qualified name, a declaration */
        parse_sym *s = parse_lookup(P, t->text, t->len);
        P->ambig[0] = P->ambig[1] = NULL;
        if (!s || !s->func || s->var)
            continue;
        int spaces = 0;
        for (parse_func *f = s->func; f; f = f->next_overload)
            spaces |= (f->exec ? f->exec : EX_HOST) | (f->host_overload ? EX_HOST : 0);
        if (spaces & EX_HOST)
            continue;
        const char *msg;
        if (spaces & EX_GLOBAL)
            msg = sess_arena_printf(P->arena, "a __global__ function call must be configured: "
                                    "launch '%s' with %s<<<grid, block>>>(...)", s->func->name,
                                    s->func->name);
        else
            msg = sess_arena_printf(P->arena, "calling a __device__ function(\"%s\") from a "
                                    "__host__ function(\"%s\") is not allowed", s->func->name,
                                    host->name);
        VEC_PUSH(P->host_errs, ((typeof(*P->host_errs.p)){t, msg}));
    }
}

/* The device pass: the body at BODY of F, a constexpr host function, parsed (quietly, and not
 * compiled to device code) so that constant expressions of the device pass can call it
 * (static_assert(sq(3) == 9), an array bound, a template argument); left out when it cannot. */
static void constexpr_host_body(parser *P, parse_func *f, lex_token *body)
{
    lex_token *save = P->tok;
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->tok = body;
    function_body(P, f);
    parse_restore_fn(P, &st);
    if (parse_quiet_failed(P, &pq))
        f->body = NULL;
    parse_quiet_drop(P, &pq);
    P->tok = save;
}

/* ---- Library headers' functions, parsed at their first use ---- */

/* The token after the body that starts at T ('{'), or NULL when the input ends first. */
static lex_token *body_end(lex_token *t)
{
    int depth = 0;
    do {
        if (t->kind == TK_EOF)
            return NULL;
        if (lex_is(t, "{") || lex_is(t, "(") || lex_is(t, "["))
            depth++;
        else if (lex_is(t, "}") || lex_is(t, ")") || lex_is(t, "]"))
            depth--;
        t++;
    } while (depth > 0);
    return t;
}

/* The definition of F (named at NAME), whose body is at P->tok, in a library header (one
 * under the context's library_dir: cudarepl's headers define hundreds of functions, of which a
 * program calls a few): its body is skipped, to be parsed at the function's first use
 * (parse_lazy_body). Not for a kernel, a constexpr function (a constant expression may need its
 * body), or one whose return type its body deduces. False when F is parsed now. */
static bool library_body(parser *P, declspec *ds, parse_func *f, lex_token *name)
{
    const char *dir = P->ctx->library_dir;
    if (!dir || !name->file || strncmp(name->file, dir, strlen(dir)) || P->fn ||
        ds->is_constexpr || f->deduce_ret || (f->exec & EX_GLOBAL) || f->cls)
        return false;
    lex_token *end = body_end(P->tok);
    if (!end)
        return false;
    f->body_tok = P->tok;
    f->body_end = end;
    f->lazy_body = f->library_body = true;
    f->body = NULL;
    f->is_defined = true;
    P->tok = end;
    return true;
}

/* The parser's state that a body parsed in the middle of another parse must not inherit */
typedef struct {
    lex_token *tok;
    parse_scope *scope;
    parse_fn_state fn;
    struct parse_lambda *lambda;
    bool user_conv, in_launch, host_expr, split_gt, spec_name, no_virtual, in_host_skip, eof;
    int cond_depth, no_gt, depth, pack_elem, nauto, auto_next;
    parse_var *nrvo;
    const char *decl_text;
    ty_type *decl_cls, *member_of, **auto_args;
    struct parse_template *pattern_of;
    lex_token *pack_ell;
} outer_parse;

static void outer_save(parser *P, outer_parse *o)
{
    *o = (outer_parse){P->tok, P->scope, {0}, P->lambda, P->user_conv, P->in_launch,
                       P->host_expr, P->split_gt, P->spec_name, P->no_virtual, P->in_host_skip,
                       P->eof_error, P->cond_depth, P->no_gt, P->depth, P->pack_elem, P->nauto,
                       P->auto_next, P->nrvo, P->decl_text, P->decl_cls, P->member_of,
                       P->auto_args, P->pattern_of, P->pack_ell};
    parse_save_fn(P, &o->fn);
    P->lambda = NULL;
    P->user_conv = P->in_launch = P->host_expr = P->split_gt = P->spec_name = false;
    P->no_virtual = P->in_host_skip = false;
    P->cond_depth = P->no_gt = P->depth = P->pack_elem = P->nauto = P->auto_next = 0;
    P->nrvo = NULL;
    P->decl_text = NULL;
    P->decl_cls = P->member_of = NULL;
    P->auto_args = NULL;
    P->pattern_of = NULL;
    P->pack_ell = NULL;
}

static void outer_restore(parser *P, outer_parse *o)
{
    parse_restore_fn(P, &o->fn);
    P->tok = o->tok;
    P->scope = o->scope;
    P->lambda = o->lambda;
    P->user_conv = o->user_conv;
    P->in_launch = o->in_launch;
    P->host_expr = o->host_expr;
    P->split_gt = o->split_gt;
    P->spec_name = o->spec_name;
    P->no_virtual = o->no_virtual;
    P->in_host_skip = o->in_host_skip;
    P->eof_error = o->eof;
    P->cond_depth = o->cond_depth;
    P->no_gt = o->no_gt;
    P->depth = o->depth;
    P->pack_elem = o->pack_elem;
    P->nauto = o->nauto;
    P->auto_next = o->auto_next;
    P->nrvo = o->nrvo;
    P->decl_text = o->decl_text;
    P->decl_cls = o->decl_cls;
    P->member_of = o->member_of;
    P->auto_args = o->auto_args;
    P->pattern_of = o->pattern_of;
    P->pack_ell = o->pack_ell;
}

void parse_library_body(parser *P, parse_func *f)
{
    f->lazy_body = false;
    outer_parse o;
    outer_save(P, &o);
    P->scope = f->home ? f->home : parse_global_scope(P);
    P->tok = f->body_tok;
    parse_cut(P, f->body_end); /* the body ends where skipping it ended */
    function_body(P, f);
    parse_uncut(P, f->body_end);
    outer_restore(P, &o);
    parse_add_func(P, f);
}

void parse_library_bodies(parser *P, parse_func *set)
{
    for (parse_func *f = set; f; f = f->next_overload)
        if (f->lazy_body && f->library_body)
            parse_library_body(P, f);
}

/* The device pass: a host declaration NAME of type TY that redeclares a __device__ function
 * (`__device__ int f(int); int f(int x) { ... }`): the function stays a device one, or
 * becomes __host__ __device__ (redeclare_exec), and its body is device code. */
static bool redeclares_device(parser *P, lex_token *name, ty_type *ty)
{
    if (P->host_pass || P->decl_cls)
        return false;
    parse_sym *s = parse_lookup(P, name->text, name->len);
    for (parse_func *f = s ? s->func : NULL; f; f = f->next_overload)
        if ((f->exec & EX_DEVICE) && !(f->exec & EX_GLOBAL) && parse_same_params(f->ty, ty))
            return true;
    return false;
}

static void function_def_or_decl_here(parser *P, declspec *ds, lex_token *name, ty_type *ty);

/* A function declared or defined at namespace scope by its qualified name (void ns::f(int)
 * {...}, C++17 [namespace.memdef] p2): the namespace's function, its body read in the
 * namespace's scope, as if written in `namespace ns { ... }`. */
static void function_def_or_decl(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    parse_scope *ns = !P->decl_cls && !P->fn && lex_is(name - 1, "::") &&
                      (P->scope->ns || P->scope == &P->ctx->global)
                      ? qualifier_namespace(P, name) : NULL;
    if (!ns || ns == P->scope) {
        function_def_or_decl_here(P, ds, name, ty);
        return;
    }
    parse_scope *scope = P->scope;
    const char *path = P->ns_path, *inner = P->ns;
    P->scope = ns;
    P->ns_path = ns->ns;
    const char *last = ns->ns ? strrchr(ns->ns, ':') : NULL;
    P->ns = ns->ns ? (last ? last + 1 : ns->ns) : NULL;
    function_def_or_decl_here(P, ds, name, ty);
    P->scope = scope;
    P->ns_path = path;
    P->ns = inner;
}

static void function_def_or_decl_here(parser *P, declspec *ds, lex_token *name, ty_type *ty)
{
    if (P->decl_cls) {
        member_def(P, P->decl_cls, name, ty, ds);
        return;
    }
    bool device = ds->has_device || ds->has_global || (func_exec_of(P, ds) & EX_DEVICE) ||
                  redeclares_device(P, name, ty);
    if (P->host_pass) {
        /* host functions are compiled (to C); device ones are only declared */
        parse_func *f = declare_func(P, ds, name, ty);
        deduce_from(f, ds, ty);
        if (!lex_is(P->tok, "{")) {
            parse_expect(P, ";");
            return;
        }
        if (!(f->exec & EX_HOST)) {
            skip_balanced(P);
            f->is_defined = true;
            return;
        }
        if (library_body(P, ds, f, name))
            return;
        function_body(P, f);
        parse_add_func(P, f);
        return;
    }
    if (!device) {
        /* a host function: remember it so a device call gets a clear message */
        parse_sym *s = parse_lookup(P, name->text, name->len);
        parse_func *f = s && s->func ? s->func : NULL;
        if (!f) {
            f = sess_arena_alloc(P->arena, sizeof *f);
            f->name = P->decl_text ? P->decl_text : parse_name(P, name);
            f->link = f->name;
            /* (a function template of the name stays: `red<512, true>` next to `void red(int *)`) */
            parse_sym *ns = s && s->tmpl && sess_map_get(&P->scope->syms, name->text, name->len) == s
                            ? s : declare(P, f->name);
            ns->func = f;
            unit_list(P, f, 2);
            VEC_PUSH(P->unit->host_funcs, f);
        }
        if (f->exec & (EX_DEVICE | EX_GLOBAL)) {
            /* a host declaration of a device function (e.g. a prototype without
             * specifiers) does not change its space; with other parameters it is a host
             * overload (the host pass resolves the calls) */
            if (!parse_same_params(f->ty, ty))
                f->host_overload = true;
        } else {
            f->ty = ty;
            f->tok = name;
            f->exec = EX_HOST;
            f->exec_implicit = !ds->has_host;
        }
        f->is_constexpr = ds->is_constexpr;
        if (lex_is(P->tok, "{")) {
            lex_token *body = P->tok;
            skip_balanced(P);
            host_body_calls(P, f, body, P->tok);
            if (!P->in_host_decl) /* (host_decl's caller scans it: see there) */
                parse_scan_kernel_uses(P, body, P->tok);
            if (f->is_constexpr)
                constexpr_host_body(P, f, body);
        } else
            parse_consume(P, ";");
        return;
    }
    parse_func *f = declare_func(P, ds, name, ty);
    deduce_from(f, ds, ty);
    if (!lex_is(P->tok, "{")) {
        parse_expect(P, ";");
        return;
    }
    if (library_body(P, ds, f, name))
        return;
    function_body(P, f);
    parse_add_func(P, f);
}

bool parse_device_context(parser *P)
{
    if (P->host_expr)
        return false;
    if (P->fn)
        return (P->fn->exec & (EX_DEVICE | EX_GLOBAL)) && !(P->host_pass && (P->fn->exec & EX_HOST));
    return !P->host_pass;
}

/* Note that the unit's list BIT (1: funcs, 2: host_funcs) has F (or, with BIT negative, no
 * longer has it); false when it had it already. */
static bool unit_list(parser *P, parse_func *f, int bit)
{
    sess_map *m = &P->unit->listed;
    intptr_t had = (intptr_t)sess_map_get(m, (const char *)&f, (int)sizeof f);
    intptr_t now = bit > 0 ? had | bit : had & ~(intptr_t)-bit;
    if (now == had)
        return false;
    char *key = sess_arena_alloc(P->arena, sizeof f);
    memcpy(key, &f, sizeof f);
    sess_map_put(m, key, (int)sizeof f, (void *)now);
    return true;
}

void parse_add_func(parser *P, parse_func *f)
{
    bool wanted = P->host_pass ? (f->exec & EX_HOST) != 0 : (f->exec & (EX_DEVICE | EX_GLOBAL)) != 0;
    if (!wanted)
        return;
    if (!unit_list(P, f, P->host_pass ? 2 : 1))
        return; /* (a look-up, not a search: a unit may list thousands of instances) */
    if (P->host_pass)
        VEC_PUSH(P->unit->host_funcs, f);
    else
        VEC_PUSH(P->unit->funcs, f);
}

static void typedef_decl(parser *P, declspec *ds)
{
    bool first = true;
    while (!parse_consume(P, ";")) {
        if (!first)
            parse_expect(P, ",");
        first = false;
        lex_token *name = NULL;
        ty_type *ty = declarator(P, ds->ty, &name);
        if (!name) {
            parse_error(P, P->tok, "typedef requires a name");
            sync_stmt(P);
            return;
        }
        const char *nm = parse_ns_decl_name(P, parse_name(P, name));
        parse_sym *old = sess_map_get(&P->scope->syms, nm, (int)strlen(nm));
        if (old && old->type_def && !ty_compatible(old->type_def, ty) &&
            old->type_def->kind != TY_STRUCT)
            parse_error(P, name, "typedef redefinition with different types ('%s' vs '%s')",
                        ty_str(P->arena, ty), ty_str(P->arena, old->type_def));
        parse_sym *s = declare(P, nm);
        typedef_names_enum(P, ty, name);
        s->type_def = ty;
        if (!ty->name && (ty->kind == TY_STRUCT || ty->kind == TY_UNION || ty->kind == TY_ENUM)) {
            ty_type *named = sess_arena_alloc(P->arena, sizeof *named);
            *named = *ty;
            named->name = parse_name(P, name);
            named->origin = ty_unqual(ty);
            ty_track_copy(named);
            s->type_def = named;
        }
    }
}

/* `T S::m(args);` in the host pass: the definition of S's static data member m, initialised
 * by its arguments when the program starts (not a function's declaration). */
static bool static_member_direct_init(parser *P)
{
    lex_token *q = P->tok;
    if (!P->host_pass || q->kind != TK_IDENT || !lex_is(q + 1, "::") || q[2].kind != TK_IDENT ||
        !lex_is(q + 3, "("))
        return false;
    ty_type *c = find_typedef(P, q);
    c = c ? ty_unqual(c) : NULL;
    parse_sym *sm = c && c->kind == TY_STRUCT && c->scope ? parse_class_lookup(c, q[2].text, q[2].len)
                                                          : NULL;
    if (!sm || !sm->var || sm->var->space != SP_HOST)
        return false;
    P->tok = q + 3;
    dynamic_init(P, sm->var, q + 2);
    add_host_global(P, sm->var);
    return true;
}

/* A top-level declaration: typedefs, functions, variables. */
static void top_decl(parser *P, declspec *ds)
{
    if (ds->is_typedef) {
        typedef_decl(P, ds);
        return;
    }
    if (parse_consume(P, ";"))
        return; /* struct/union/enum declaration only */
    bool first = true;
    while (!parse_consume(P, ";")) {
        if (!first)
            parse_expect(P, ",");
        first = false;
        lex_token *name = NULL;
        if (!is_device_decl(ds) && P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE &&
            lex_is(P->tok + 1, "(") && !parse_is_typename(P, P->tok + 2) &&
            !lex_is(P->tok + 2, ")") && !lex_is(P->tok + 2, "*") && !lex_is(P->tok + 2, "...") &&
            ds->ty->kind != TY_FUNC && (ty_unqual(ds->ty)->kind == TY_STRUCT || ty_is_scalar(ds->ty))) {
            /* a host variable with direct initialisation (dim3 grid(4, 2);): its type is known
             * here, its value is the host pass's */
            name = P->tok++;
            parse_var *v = global_var(P, ds, name, ds->ty);
            if (P->host_pass) {
                dynamic_init(P, v, name); /* the host pass: its constructor, or (x) */
                add_host_global(P, v);
                continue;
            }
            skip_balanced(P);
            v->is_defined = true;
            continue;
        }
        if (static_member_direct_init(P))
            continue;
        if (P->tok->kind == TK_IDENT && P->tok->kw == KW_NONE && lex_is(P->tok + 1, "(") &&
            !parse_is_typename(P, P->tok + 2) && !lex_is(P->tok + 2, ")") &&
            !lex_is(P->tok + 2, "*") && ds->ty->kind != TY_FUNC) {
            lex_token *at = P->tok++;
            if (device_ctor_init(P, ds, ds->ty)) { /* __device__ cuda::atomic<int> n(0); */
                device_constant_object(P, ds, at, ds->ty);
                continue;
            }
            P->tok = at;
        }
        ty_type *ty = declarator(P, ds->ty, &name);
        while (P->tok->kw == KW_ATTRIBUTE || P->tok->kw == KW_ASM_GNU || P->tok->kw == KW_ASM_GNU2 ||
               P->tok->kw == KW_ASM || parse_equal(P->tok, "noexcept") || parse_equal(P->tok, "throw")) {
            if (parse_equal(P->tok, "noexcept") || parse_equal(P->tok, "throw")) {
                /* an exception specification: nothing at run time */
                P->tok++;
                if (lex_is(P->tok, "("))
                    skip_balanced(P);
            } else if (P->tok->kw == KW_ATTRIBUTE) {
                attribute(P, NULL);
            } else {
                P->tok++;
                skip_balanced(P);
            }
        }
        if (!name) {
            parse_error(P, P->tok, "expected an identifier in a declaration");
            sync_stmt(P);
            return;
        }
        if (ty->kind == TY_FUNC) {
            function_def_or_decl(P, ds, name, ty);
            if (lex_is(P->tok - 1, "}") || lex_is(P->tok - 1, ";"))
                return;
            continue;
        }
        if (P->decl_cls) {
            /* int S::count = 0;: the definition of a static data member */
            parse_sym *sm = parse_class_lookup(P->decl_cls, name->text, name->len);
            if (!sm || !sm->var) {
                parse_error(P, name, "no static data member named '%.*s' in '%s'", name->len,
                            name->text, P->decl_cls->tag ? P->decl_cls->tag : "the class");
                sync_stmt(P);
                return;
            }
            parse_var *v = sm->var;
            if (P->host_pass && v->space == SP_HOST) {
                /* given its value when the program starts (a constant) or at run time (a
                 * constructor, `int S::n = f();`); in a REPL cell always when the cell runs:
                 * an earlier cell that uses the member (a member function) made its storage */
                ty_type *cu = ty_unqual(v->ty);
                lex_token *start = P->tok;
                if (P->cell || ((cu->kind == TY_STRUCT || cu->kind == TY_UNION) && cu->has_ctor) ||
                    !var_initializer(P, v, name)) {
                    P->tok = start;
                    v->init = NULL;
                    v->relocs = NULL;
                    dynamic_init(P, v, name);
                }
                v->is_defined = true;
                add_host_global(P, v);
                continue;
            }
            var_initializer(P, v, name);
            v->is_defined = true;
            if (v->space != SP_HOST)
                add_global(P, v);
            else if (P->host_pass)
                add_host_global(P, v);
            continue;
        }
        (void)global_var_decl(P, ds, name, ty);
        if (P->tok->kind == TK_EOF) {
            parse_expect(P, ";");
            return;
        }
    }
}

/* A host declaration: parse it; if it makes no sense to us, skip it without a word. The kernel
 * template instances that its functions launch are made after it, by the caller: they are
 * device code, whose errors are not dropped with the declaration's. */
static void host_decl(parser *P, lex_token *start)
{
    size_t nfuncs = P->unit->funcs.len;
    parse_quiet pq;
    parse_quiet_begin(P, &pq);
    bool eof = P->eof_error;
    declspec ds;
    bool ok = declspec_parse(P, &ds);
    if (ok && !is_device_decl(&ds)) {
        bool he = P->host_expr, in = P->in_host_decl;
        P->host_expr = true; /* its initialisers are host expressions */
        P->in_host_decl = true;
        top_decl(P, &ds);
        P->host_expr = he;
        P->in_host_decl = in;
        if (!parse_quiet_failed(P, &pq))
            return;
    } else if (ok) {
        /* a CUDA specifier turned up after all: this is device code; parse it for real */
        P->tok = start;
        parse_quiet_drop(P, &pq);
        declspec_parse(P, &ds);
        top_decl(P, &ds);
        return;
    }
    /* give up on it quietly, and on the device functions its error recovery ran into (their
     * errors are dropped with its own: the code generator must not see them) */
    parse_quiet_drop(P, &pq);
    /* (a template's instance or a class's member function whose body parsed cleanly stays:
     * it is the same wherever it was named, and the kernels this code launches may call it) */
    size_t kept = nfuncs;
    for (size_t i = nfuncs; !P->host_pass && i < P->unit->funcs.len; i++) {
        parse_func *f = P->unit->funcs.p[i];
        if ((f->from_template || f->cls) && !f->is_lambda && !f->body_errors && f->is_defined)
            P->unit->funcs.p[kept++] = f;
        else
            unit_list(P, f, -1);
    }
    if (!P->host_pass)
        P->unit->funcs.len = kept;
    P->eof_error = eof;
    P->too_deep = false;
    P->tok = start;
    int depth = 0;
    bool function_body = false; /* the outermost braces are a function's body */
    while (P->tok->kind != TK_EOF) {
        if (lex_is(P->tok, "{") || lex_is(P->tok, "(") || lex_is(P->tok, "[")) {
            if (depth == 0 && lex_is(P->tok, "{") && P->tok > start) {
                lex_token *b = P->tok - 1;
                function_body = lex_is(b, ")") || b->kw == KW_CONST || parse_equal(b, "noexcept") ||
                                parse_equal(b, "override") || parse_equal(b, "final");
            }
            depth++;
        } else if (lex_is(P->tok, "}") || lex_is(P->tok, ")") || lex_is(P->tok, "]")) {
            depth--;
            /* a function's body ends the declaration; a class's does unless a declarator
             * follows (struct S { ... } s;) */
            if (depth == 0 && lex_is(P->tok, "}") &&
                (function_body || (!lex_is(P->tok + 1, ";") && !lex_is(P->tok + 1, ",") &&
                                   (P->tok + 1)->kind != TK_IDENT))) {
                P->tok++;
                return;
            }
        } else if (lex_is(P->tok, ";") && depth == 0) {
            P->tok++;
            return;
        }
        P->tok++;
    }
}

ty_type *parse_typename_named(parser *P, lex_token **name)
{
    declspec ds;
    if (!declspec_parse(P, &ds)) {
        parse_error(P, P->tok, "expected a template parameter");
        return NULL;
    }
    return declarator(P, ds.ty, name);
}

ty_type *parse_function_head(parser *P, lex_token **name, int *exec)
{
    declspec ds;
    if (!declspec_parse(P, &ds))
        return NULL;
    ty_type *ty = declarator(P, ds.ty, name);
    bool del = false, dflt = false;
    method_suffix(P, &del, &dflt, NULL);
    if (exec)
        *exec = func_exec_of(P, &ds);
    if (ds.is_auto && ty->kind == TY_FUNC && !ty->trailing_ret) {
        ty->deduce = true; /* the body decides (parse_template_finish) */
        ty->deduce_decltype = ds.decltype_auto;
    }
    return ty;
}

void parse_function_body(parser *P, parse_func *f)
{
    function_body(P, f);
}

void parse_set_pretty(parser *P, parse_func *f)
{
    make_pretty(P, f);
}

void parse_register_link(parser *P, parse_func *f)
{
    register_link(P, f);
}

/* A function template's instance F, named by its template's name and arguments: overloaded
 * templates (`init(B<S, F> *, long, F)` and `init(B<S, F> *, long)`) make instances of the
 * same name and arguments, so where another template's instance has the name with other
 * parameters, F's link name has its parameter types too. */
void parse_register_instance(parser *P, parse_func *f)
{
    parse_func *o = sess_map_get(&P->ctx->links, f->link, (int)strlen(f->link));
    if (o && o != f && o->from_template && o->from_template != f->from_template && o->ty && f->ty &&
        !parse_same_params(o->ty, f->ty))
        f->link = overload_link(P, f->link, f->ty, false);
    register_link(P, f);
}

/* One top-level declaration at P->tok (a friend function defined in a class, a template
 * instance's declaration). */
static bool has_cuda_specifier(parser *P, lex_token *t);
static void host_decl(parser *P, lex_token *start);

void parse_top_decl(parser *P)
{
    declspec ds;
    lex_token *t = P->tok;
    P->late_exec = 0;
    if (t->kw == KW_TEMPLATE) { /* (a class template's member template defined outside it) */
        parse_template_decl(P);
        return;
    }
    if (!P->host_pass && !has_cuda_specifier(P, t)) {
        /* host code in the device pass (a member of an explicitly instantiated class
         * template): as at file scope, what the device headers lack is no error here */
        host_decl(P, t);
        parse_scan_kernel_uses(P, t, P->tok); /* the kernels it launches */
        for (size_t i = 0; i < P->host_errs.len; i++)
            parse_error(P, P->host_errs.p[i].tok, "%s", P->host_errs.p[i].msg);
        P->host_errs.len = 0;
        return;
    }
    if (!declspec_parse(P, &ds)) {
        parse_error(P, t, "expected a declaration");
        sync_stmt(P);
        return;
    }
    top_decl(P, &ds);
}

/* Does the declaration starting here carry a CUDA specifier before its body/initializer? */
/* Is the declaration at T a function declared constexpr (with --expt-relaxed-constexpr, device
 * code too)? */
bool parse_relaxed_constexpr_fn(parser *P, lex_token *t)
{
    if (!P->ctx->relaxed_constexpr)
        return false;
    bool cx = false;
    for (; t->kind != TK_EOF; t++) {
        if (lex_is(t, ";") || lex_is(t, "{") || lex_is(t, "="))
            return false;
        if (t->kw == KW_CONSTEXPR)
            cx = true;
        else if (lex_is(t, "("))
            return cx;
    }
    return false;
}

static bool has_cuda_specifier(parser *P, lex_token *t)
{
    if (parse_relaxed_constexpr_fn(P, t))
        return true;
    if (t->kw == KW_STRUCT || t->kw == KW_CLASS || t->kw == KW_UNION) {
        /* a class with device member functions is device code */
        int depth = 0;
        for (lex_token *q = t; q->kind != TK_EOF; q++) {
            if (lex_is(q, "{"))
                depth++;
            else if (lex_is(q, "}") && --depth == 0)
                break;
            else if (lex_is(q, ";") && depth == 0)
                break;
            else if (q->kw == KW_DEVICE || q->kw == KW_GLOBAL || q->kw == KW_HOST)
                return true;
        }
    }
    for (; t->kind != TK_EOF; t++) {
        if (lex_is(t, ";") || lex_is(t, "{") || lex_is(t, "="))
            return false;
        switch (t->kw) {
        case KW_GLOBAL: case KW_DEVICE: case KW_SHARED: case KW_CONSTANT: case KW_MANAGED:
            return true;
        default: break;
        }
    }
    return false;
}

/* Does the declaration at T declare a __device__ function (not __host__, not a kernel)? */
static bool device_only_function(lex_token *t)
{
    bool device = false;
    for (; t->kind != TK_EOF; t++) {
        if (lex_is(t, ";") || lex_is(t, "{") || lex_is(t, "=") || lex_is(t, "<"))
            return false;
        if (t->kw == KW_HOST || t->kw == KW_GLOBAL || t->kw == KW_SHARED ||
            t->kw == KW_CONSTANT || t->kw == KW_MANAGED || t->kw == KW_TEMPLATE ||
            t->kw == KW_STRUCT || t->kw == KW_CLASS || t->kw == KW_UNION)
            return false;
        if (t->kw == KW_DEVICE)
            device = true;
        if (lex_is(t, "("))
            return device && (t - 1)->kind == TK_IDENT && (t - 1)->kw == KW_NONE;
    }
    return false;
}

/* Skip the declaration at P->tok: to its ';' or through its body. */
static void skip_declaration_tokens(parser *P)
{
    while (P->tok->kind != TK_EOF && !lex_is(P->tok, ";") && !lex_is(P->tok, "{")) {
        if (lex_is(P->tok, "(") || lex_is(P->tok, "["))
            skip_balanced(P);
        else
            P->tok++;
    }
    if (lex_is(P->tok, "{"))
        skip_balanced(P);
    else
        parse_consume(P, ";");
}

static bool cell_statement(parser *P, lex_token *t);
static void top_item(parser *P, int *extern_c_depth);

static void top_level(parser *P)
{
    int extern_c_depth = 0;
    while (P->tok->kind != TK_EOF) {
        lex_token *t = P->tok;
        if (!P->cell || extern_c_depth || strcmp(t->file, P->cell) != 0) {
            top_item(P, &extern_c_depth);
            continue;
        }
        /* a REPL cell's own top-level item: a declaration or a statement */
        P->cell_var = P->cell_dynamic = false;
        parse_cell_item it = {t, NULL, CELL_DECL, false};
        if (lex_is(t, ";")) {
            P->tok++;
            continue;
        }
        P->cell_value = false;
        if (cell_statement(P, t)) {
            it.kind = P->cell_value ? CELL_VALUE : CELL_STMT;
        } else {
            top_item(P, &extern_c_depth);
            if (P->cell_var)
                it.kind = CELL_VAR;
            it.dynamic = P->cell_dynamic;
        }
        it.end = P->tok;
        VEC_PUSH(P->unit->cell_items, it);
    }
}

/* Is the item at T a statement of a REPL cell's (rather than a declaration)? Then it is
 * parsed into the cell's function; a final expression without ';' is shown (ND_SHOW). */
static bool cell_statement(parser *P, lex_token *t)
{
    if (t->kw == KW_TEMPLATE || t->kw == KW_NAMESPACE || t->kw == KW_USING ||
        t->kw == KW_STATIC_ASSERT || t->kw == KW_STATIC_ASSERT_CXX || t->kw == KW_ASM ||
        t->kw == KW_ASM_GNU || t->kw == KW_ASM_GNU2 || (t->kw == KW_EXTERN && (t + 1)->kind == TK_STR))
        return false;
    if ((is_declaration_start(P) && !functional_cast_stmt(P)) || has_cuda_specifier(P, t))
        return false;
    parse_func *f = dynamic_init_fn(P);
    parse_fn_state st;
    parse_save_fn(P, &st);
    P->fn = f;
    size_t temps = P->cleanups.len;
    parse_node *s;
    bool keyword = t->kw == KW_IF || t->kw == KW_FOR || t->kw == KW_WHILE || t->kw == KW_DO ||
                   t->kw == KW_SWITCH || t->kw == KW_RETURN || t->kw == KW_BREAK ||
                   t->kw == KW_CONTINUE || t->kw == KW_GOTO || t->kw == KW_CASE ||
                   t->kw == KW_DEFAULT || parse_equal(t, "throw") || parse_equal(t, "try") ||
                   lex_is(t, "{") || (t->kind == TK_IDENT && lex_is(t + 1, ":"));
    if (keyword) {
        s = stmt(P);
    } else {
        parse_node *e = parse_expr(P);
        if (P->tok + 1 == P->cell_end) {
            P->tok++;
            P->cell_value = true;
            s = parse_new_node(P, ND_SHOW, t);
            s->lhs = parse_deref_ref(P, e);
            s->ival = parse_is_lvalue(s->lhs) &&
                      !(s->lhs->kind == ND_MEMBER && s->lhs->member && s->lhs->member->bit_width > 0);
        } else {
            s = parse_new_node(P, ND_EXPR_STMT, t);
            s->lhs = e;
            parse_expect(P, ";");
        }
    }
    s = end_full_expression(P, temps, s);
    parse_restore_fn(P, &st);
    append_dynamic(P, s);
    if (P->tok == t)
        P->tok++; /* progress after an error */
    return true;
}

/* One top-level item at P->tok (of a file, or a cell's declaration). */

/* The innermost namespace among the first NOPEN open blocks of the top level, to P->ns; its
 * path to P->ns_path, its scope (made when it is new) to P->scope. */
static void set_ns(parser *P, int nopen)
{
    int cap = (int)(sizeof P->open_ns / sizeof P->open_ns[0]);
    P->ns = NULL;
    for (int i = (nopen < cap ? nopen : cap) - 1; i >= 0 && !P->ns; i--)
        P->ns = P->open_ns[i];
    char path[256];
    int n = 0;
    path[0] = 0;
    for (int i = 0; i < (nopen < cap ? nopen : cap); i++)
        if (P->open_ns[i]) /* (NULL: extern "C") */
            n = ns_join(path, sizeof path, n, P->open_ns[i], (int)strlen(P->open_ns[i]));
    parse_scope *s = n > 0 ? ns_scope(P, path, n, true) : &P->ctx->global;
    P->ns_path = s->ns;
    P->scope = s;
}

/* Block DEPTH of the top level opens: namespace NS, or extern "C" when NS is NULL. */
static void open_block(parser *P, int depth, const char *ns)
{
    if (depth < (int)(sizeof P->open_ns / sizeof P->open_ns[0]))
        P->open_ns[depth] = ns;
    set_ns(P, depth + 1);
}

/* namespace ALIAS = a::b;, the target's first token at T: ALIAS names a::b's path
 * (parse_ns_resolve). */
static void ns_alias_path(parser *P, lex_token *alias, lex_token *t)
{
    const lex_token *end = t;
    while (end->kind == TK_IDENT || lex_is(end, "::"))
        end++;
    char q[256], key[256];
    int n = ns_qual_text(t, end, q, sizeof q);
    const char *path = n > 0 ? parse_ns_resolve(P, q, n) : NULL;
    int k = P->ns_path ? ns_join(key, sizeof key, 0, P->ns_path, (int)strlen(P->ns_path)) : 0;
    k = ns_join(key, sizeof key, k, alias->text, alias->len);
    if (path && k > 0)
        sess_map_put(&P->ctx->ns_paths, sess_arena_strndup(P->ctx->arena, key, (size_t)k), k, (void *)path);
}

/* namespace ALIAS = a::b; with P at "=": ALIAS stands for a::b from here on (at file scope, or in
 * a block: `namespace cg = cooperative_groups;` in a kernel, which this keeps for the rest of the
 * unit as if written at file scope) */
static void namespace_alias(parser *P, lex_token *alias)
{
    lex_token *target = NULL;
    for (lex_token *q = P->tok + 1; q->kind == TK_IDENT || lex_is(q, "::"); q++)
        if (q->kind == TK_IDENT)
            target = q;
    if (target)
        sess_map_put(&P->ctx->ns_alias, sess_arena_strndup(P->ctx->arena, alias->text, (size_t)alias->len),
                     alias->len, sess_arena_strndup(P->ctx->arena, target->text, (size_t)target->len));
    ns_alias_path(P, alias, P->tok + 1);
}

/* namespace-def = "inline"? "namespace" name ("::" name)* "{" | "namespace" ident "=" name ("::" name)* ";"
 * A definition opens the block of the namespace's scope (set_ns); an alias names the path of
 * the namespace it stands for (and completion's cg::). */
static void namespace_decl(parser *P, int *extern_c_depth)
{
    bool is_inline = P->tok->kw == KW_INLINE;
    if (is_inline)
        P->tok++;
    P->tok++;
    bool std_ns = parse_equal(P->tok, "std") && lex_is(P->tok + 1, "{");
    lex_token *name = NULL, *first = P->tok;
    while (P->tok->kind == TK_IDENT || lex_is(P->tok, "::")) {
        if (P->tok->kind == TK_IDENT)
            name = P->tok;
        P->tok++;
    }
    if (name && lex_is(P->tok, "="))
        namespace_alias(P, name);
    if (parse_consume(P, "{")) {
        /* (namespace a::b { opens a::b; an anonymous namespace's names are its enclosing
           one's, as its implicit using-directive makes them for lookup) */
        char q[256];
        int n = name ? ns_qual_text(first, name + 1, q, sizeof q) : -1;
        const char *ns = n > 0 ? sess_arena_strndup(P->ctx->arena, q, (size_t)n) : NULL;
        parse_scope *outer = P->scope;
        if (!name && *extern_c_depth < 64)
            P->anon_blocks |= 1ull << *extern_c_depth;
        open_block(P, (*extern_c_depth)++, ns);
        if (is_inline && P->scope != outer && !P->scope->is_inline) {
            P->scope->is_inline = true;
            P->scope->next_inline = outer->inlines;
            outer->inlines = P->scope;
        }
        /* std's classes are marked (in_std: their typeid names are libstdc++'s) */
        if (std_ns && !P->std_depth)
            P->std_depth = *extern_c_depth;
        P->in_std = P->std_depth && P->std_depth == *extern_c_depth;
        return;
    }
    sync_stmt(P);
}

static void top_item(parser *P, int *extern_c_depth)
{
    lex_token *t = P->tok;
    if (parse_consume(P, ";"))
        return;
    if (t->kw == KW_EXTERN && (t + 1)->kind == TK_STR && lex_is(t + 2, "{")) {
        P->tok += 3;
        if (t[1].str_len == 1 && t[1].str[0] == 'C' && *extern_c_depth < 64)
            P->c_blocks |= 1ull << *extern_c_depth;
        open_block(P, (*extern_c_depth)++, NULL);
        return;
    }
    if (lex_is(t, "}") && *extern_c_depth > 0) {
        P->tok++;
        if (*extern_c_depth <= 64) {
            P->c_blocks &= ~(1ull << (*extern_c_depth - 1));
            P->anon_blocks &= ~(1ull << (*extern_c_depth - 1));
        }
        if (P->std_depth == *extern_c_depth)
            P->std_depth = 0;
        set_ns(P, --*extern_c_depth);
        P->in_std = P->std_depth && P->std_depth == *extern_c_depth;
        return;
    }
    if (t->kw == KW_NAMESPACE || (t->kw == KW_INLINE && t[1].kw == KW_NAMESPACE)) {
        namespace_decl(P, extern_c_depth);
        return;
    }
    if (t->kw == KW_USING || t->kw == KW_STATIC_ASSERT || t->kw == KW_STATIC_ASSERT_CXX) {
        if (t->kw != KW_USING) {
            stmt(P);
            return;
        }
        using_decl(P);
        return;
    }
    if (t->kw == KW_TEMPLATE) {
        parse_template_decl(P);
        return;
    }
    if (t->kw == KW_ASM || t->kw == KW_ASM_GNU || t->kw == KW_ASM_GNU2) {
        P->tok++;
        skip_balanced(P);
        parse_consume(P, ";");
        return;
    }
    if (P->host_pass && device_only_function(t)) {
        /* the host pass needs nothing of a __device__ function: what its declaration
         * names may exist for device code only (cooperative groups' types) */
        parse_quiet pq;
        parse_quiet_begin(P, &pq);
        declspec ds;
        if (declspec_parse(P, &ds))
            top_decl(P, &ds);
        if (parse_quiet_failed(P, &pq)) {
            parse_quiet_drop(P, &pq);
            P->tok = t;
            skip_declaration_tokens(P);
        }
        if (P->tok == t)
            P->tok++;
        return;
    }
    if (!P->host_pass && !has_cuda_specifier(P, t)) {
        host_decl(P, t);
        parse_scan_kernel_uses(P, t, P->tok); /* its functions' bodies, a REPL cell's statements */
        for (size_t i = 0; i < P->host_errs.len; i++)
            parse_error(P, P->host_errs.p[i].tok, "%s", P->host_errs.p[i].msg);
        P->host_errs.len = 0;
        if (P->tok == t)
            P->tok++;
        return;
    }
    declspec ds;
    if (!declspec_parse(P, &ds)) {
        if (!unknown_type_name(P, t))
            parse_error(P, t, "expected a declaration");
        sync_stmt(P);
        if (P->tok == t)
            P->tok++; /* a stray '}' at file scope */
        return;
    }
    top_decl(P, &ds);
    if (P->tok == t)
        P->tok++;
}

/* ---- Context ------------------------------------------------------------------------------- */

static void builtin_typedef(parse_ctx *c, const char *name, ty_type *ty)
{
    parse_sym *s = sess_arena_alloc(c->arena, sizeof *s);
    s->type_def = ty;
    sess_map_put(&c->global.syms, name, (int)strlen(name), s);
    sess_map_put(&c->flat.syms, name, (int)strlen(name), s);
}

void parse_ctx_set_interrupt(parse_ctx *c, const volatile sig_atomic_t *flag)
{
    c->interrupt = flag;
}

void parse_ctx_set_library_dir(parse_ctx *c, const char *dir)
{
    c->library_dir = dir && dir[0] ? dir : NULL;
}

void parse_ctx_set_relaxed_constexpr(parse_ctx *c, bool on)
{
    c->relaxed_constexpr = on;
}

void parse_ctx_set_shared_dispatch(parse_ctx *c, bool on)
{
    c->shared_dispatch = on;
}

void parse_ctx_set_unit(parse_ctx *c, const char *name)
{
    size_t n = name ? strlen(name) : 0;
    const char *dot = name ? strrchr(name, '.') : NULL;
    c->c_source = n > 2 && !strcmp(name + n - 2, ".c");
    c->host_source = dot && (!strcmp(dot, ".c") || !strcmp(dot, ".cc") || !strcmp(dot, ".cpp") ||
                             !strcmp(dot, ".cxx"));
    c->unit_name = name ? sess_arena_strdup(c->arena, name) : NULL;
}

bool parse_c_source(const parser *P)
{
    return P->ctx->c_source;
}

bool parse_host_source(const parser *P)
{
    return P->ctx->host_source;
}

const char *parse_unit_name(const parser *P)
{
    return P->ctx->unit_name;
}

size_t parse_ctx_instances(const parse_ctx *c, const char *const **links)
{
    *links = c->instances.p;
    return c->instances.len;
}

void parse_ctx_clear_instances(parse_ctx *c)
{
    c->instances.len = 0;
}

void parse_note_instance(parser *P, const char *link)
{
    VEC_PUSH(P->ctx->instances, link);
}

bool parse_shared_dispatch(parser *P)
{
    return P->ctx->shared_dispatch && P->host_pass && !P->cell;
}

/* The built-in class type named NAME made so far in this context, or TY (then kept as it): each
 * naming of cuda::atomic_ref<int, cuda::thread_scope_device> is one type, as a class template's
 * instance is. */
ty_type *parse_builtin_type_named(parser *P, const char *name, ty_type *ty)
{
    ty_type *had = sess_map_get(&P->ctx->builtin_types, name, (int)strlen(name));
    if (had)
        return had;
    if (P->arena == P->ctx->arena) /* (not a scratch parse's, which goes with its arena) */
        sess_map_put(&P->ctx->builtin_types, name, (int)strlen(name), ty);
    return ty;
}

parse_ctx *parse_ctx_new(sess_arena *arena, ty_basics *B)
{
    parse_ctx *c = sess_xcalloc(1, sizeof *c);
    c->arena = arena;
    c->B = B;
    for (int i = 0; i < 64 && B->vec[i]; i++)
        builtin_typedef(c, B->vec[i]->name, B->vec[i]);
    builtin_typedef(c, "dim3", B->dim3);
    /* the typedefs nvcc's implicit includes make available everywhere */
    builtin_typedef(c, "size_t", B->ulong);
    builtin_typedef(c, "ptrdiff_t", B->long_);
    builtin_typedef(c, "intptr_t", B->long_);
    builtin_typedef(c, "uintptr_t", B->ulong);
    builtin_typedef(c, "int8_t", B->schar);
    builtin_typedef(c, "uint8_t", B->uchar);
    builtin_typedef(c, "int16_t", B->short_);
    builtin_typedef(c, "uint16_t", B->ushort);
    builtin_typedef(c, "int32_t", B->int_);
    builtin_typedef(c, "uint32_t", B->uint);
    builtin_typedef(c, "int64_t", B->long_);
    builtin_typedef(c, "uint64_t", B->ulong);
    /* glibc's <sys/types.h> abbreviations, which cuda_runtime.h's <stdlib.h> brings (g++ defines
     * _GNU_SOURCE) */
    builtin_typedef(c, "uint", B->uint);
    builtin_typedef(c, "ushort", B->ushort);
    builtin_typedef(c, "ulong", B->ulong);
    /* C++'s character types of u"..." and U"..." literals (distinct types in C++; here the
     * integers they are stored as) */
    builtin_typedef(c, "char16_t", B->ushort);
    builtin_typedef(c, "char32_t", B->uint);
    /* the C library's va_list (x86-64: 24 bytes), known by its name to the C compiler too */
    ty_type *va = sess_arena_alloc(arena, sizeof *va);
    va->kind = TY_STRUCT;
    va->size = 24;
    va->align = 8;
    va->complete = true;
    va->name = "__builtin_va_list";
    builtin_typedef(c, "__builtin_va_list", va);
    /* <stdarg.h>'s va_start, va_end, va_copy (its va_arg is a keyword): host functions that the
     * C compiler knows by these names */
    static const char *const va_funcs[] = {"__builtin_va_start", "__builtin_va_end",
                                           "__builtin_va_copy"};
    for (int i = 0; i < 3; i++) {
        parse_func *f = sess_arena_alloc(arena, sizeof *f);
        f->name = f->link = va_funcs[i];
        f->ty = ty_func(arena, B->void_);
        f->ty->has_proto = true;
        f->ty->variadic = true;
        f->exec = EX_HOST;
        parse_sym *s = sess_arena_alloc(arena, sizeof *s);
        s->func = f;
        sess_map_put(&c->global.syms, va_funcs[i], (int)strlen(va_funcs[i]), s);
        sess_map_put(&c->flat.syms, va_funcs[i], (int)strlen(va_funcs[i]), s);
    }
    return c;
}

void parse_ctx_free(parse_ctx *c)
{
    if (!c)
        return;
    sess_map_free(&c->global.syms);
    sess_map_free(&c->global.tags);
    sess_map_free(&c->flat.syms);
    sess_map_free(&c->flat.tags);
    for (size_t i = 0; i < c->ns_list.len; i++) {
        sess_map_free(&c->ns_list.p[i]->syms);
        sess_map_free(&c->ns_list.p[i]->tags);
    }
    VEC_FREE(c->ns_list);
    sess_map_free(&c->ns_scopes);
    sess_map_free(&c->links);
    sess_map_free(&c->ns_of);
    sess_map_free(&c->ns_alias);
    sess_map_free(&c->builtin_types);
    sess_map_free(&c->ns_paths);
    sess_map_free(&c->ns_in);
    VEC_FREE(c->instances);
    for (size_t i = 0; i < c->class_scopes.len; i++) {
        sess_map_free(&c->class_scopes.p[i]->syms);
        sess_map_free(&c->class_scopes.p[i]->tags);
    }
    VEC_FREE(c->class_scopes);
    for (size_t i = 0; i < c->templates.len; i++)
        sess_map_free(&c->templates.p[i]->instances);
    VEC_FREE(c->templates);
    VEC_FREE(c->poly);
    VEC_FREE(c->virtuals);
    free(c);
}

void parse_unit_free(parse_unit *unit)
{
    VEC_FREE(unit->funcs);
    VEC_FREE(unit->globals);
    VEC_FREE(unit->host_funcs);
    VEC_FREE(unit->host_globals);
    VEC_FREE(unit->destroyers);
    VEC_FREE(unit->kernel_uses);
    VEC_FREE(unit->cell_items);
    VEC_FREE(unit->shared_cases);
    VEC_FREE(unit->shared_classes);
    sess_map_free(&unit->listed);
}

/* C++11 attributes ([[nodiscard]], [[maybe_unused]], [[likely]], ...) say nothing the front
 * end acts on: their tokens are taken out before parsing (the array is compacted in place;
 * every other token keeps its place in the source). */
static void drop_attributes(lex_tokens *toks)
{
    int out = 0;
    for (int i = 0; i < toks->n; i++) {
        lex_token *t = &toks->tok[i];
        if (t->kind != TK_EOF && lex_is(t, "[") && i + 1 < toks->n && lex_is(t + 1, "[")) {
            int depth = 0, j = i;
            for (; j < toks->n && toks->tok[j].kind != TK_EOF; j++) {
                if (lex_is(&toks->tok[j], "["))
                    depth++;
                else if (lex_is(&toks->tok[j], "]") && --depth == 0)
                    break;
            }
            if (j < toks->n && toks->tok[j].kind != TK_EOF && j > i + 2 &&
                lex_is(&toks->tok[j - 1], "]")) {
                i = j; /* [[ ... ]] */
                continue;
            }
        }
        toks->tok[out++] = *t;
    }
    toks->n = out;
}

static parse_status parse_unit_pass(parse_ctx *c, lex_tokens toks, sess_diags *d, parse_unit *unit,
                                    bool host_pass, const char *cell)
{
    drop_attributes(&toks);
    parser P = {0};
    P.host_pass = host_pass;
    P.cell = cell;
    P.cell_end = cell ? &toks.tok[toks.n - 1] : NULL;
    P.ctx = c;
    P.tok = toks.tok;
    P.arena = c->arena;
    P.B = c->B;
    P.d = d;
    P.unit = unit;
    P.scope = &c->global;
    P.arena_start = c->arena->total;
    P.stack_floor = stack_floor();
    unit->shares_dispatch = parse_shared_dispatch(&P);
    top_level(&P);
    if (!P.stop)
        parse_build_dispatchers(&P);
    else /* after the speculative parses that may have dropped it */
        sess_diag(d, CR_SEV_ERROR, P.stop_tok->file, P.stop_tok->line, P.stop_tok->col, "%s",
                  P.stop);
    VEC_FREE(P.host_errs);
    VEC_FREE(P.cleanups);
    VEC_FREE(P.gotos);
    VEC_FREE(P.labels);
    if (P.errors == 0)
        return PARSE_OK;
    return P.eof_error && !P.too_deep ? PARSE_INCOMPLETE : PARSE_ERRORS;
}

parse_status parse_unit_tokens(parse_ctx *c, lex_tokens toks, sess_diags *d, parse_unit *unit)
{
    return parse_unit_pass(c, toks, d, unit, false, NULL);
}

parse_status parse_unit_host(parse_ctx *c, lex_tokens toks, sess_diags *d, parse_unit *unit)
{
    return parse_unit_pass(c, toks, d, unit, true, NULL);
}

parse_status parse_cell_host(parse_ctx *c, lex_tokens toks, const char *cell, sess_diags *d,
                             parse_unit *unit)
{
    /* the cell ends with a ';' of its own (the end of a final declaration written without
     * one; after a final expression, it says "show this value": cell_end) */
    lex_tokens t2 = {sess_arena_alloc(c->arena, (size_t)(toks.n + 1) * sizeof(lex_token)), toks.n + 1};
    memcpy(t2.tok, toks.tok, (size_t)toks.n * sizeof(lex_token));
    lex_token *end = &t2.tok[toks.n - 1];
    t2.tok[toks.n] = *end; /* the EOF */
    end->kind = TK_PUNCT;
    end->text = ";";
    end->len = 1;
    end->file = cell;
    if (toks.n > 1) { /* where the cell's last token ends */
        end->line = end[-1].line;
        end->col = end[-1].col + end[-1].len;
    }
    return parse_unit_pass(c, t2, d, unit, true, cell);
}

ty_type *parse_expr_type(parse_ctx *c, lex_tokens toks, sess_arena *scratch, sess_diags *d)
{
    parse_unit unit = {0};
    parser P = {0};
    P.ctx = c;
    P.tok = toks.tok;
    P.arena = scratch;
    P.B = c->B;
    P.d = d;
    P.unit = &unit;
    P.scope = &c->global;
    P.arena_start = scratch->total;
    P.stack_floor = stack_floor();
    P.host_expr = true;
    parse_node *e = P.tok->kind == TK_EOF ? NULL : parse_expr(&P);
    ty_type *ty = e && !P.errors && P.tok->kind == TK_EOF ? e->ty : NULL;
    VEC_FREE(P.gotos);
    VEC_FREE(P.labels);
    VEC_FREE(P.cleanups);
    VEC_FREE(P.host_errs);
    parse_unit_free(&unit);
    return ty;
}

const char *parse_enum_name(parse_ctx *c, const ty_type *ty, int64_t v)
{
    const ty_type *u = ty->origin ? ty->origin : ty;
    for (int i = 0; i < c->flat.syms.cap; i++) {
        parse_sym *s = c->flat.syms.e[i].key ? c->flat.syms.e[i].val : NULL;
        if (s && s->enum_ty && !s->type_def && s->enum_val == v &&
            (s->enum_ty == u || s->enum_ty->origin == u || s->enum_ty == ty) &&
            !memchr(c->flat.syms.e[i].key, ':', (size_t)c->flat.syms.e[i].keylen)) /* not E::name */
            return c->flat.syms.e[i].key;
    }
    return NULL;
}

parse_func *parse_find_func(parse_ctx *c, const char *name)
{
    parse_func *f = sess_map_get(&c->links, name, (int)strlen(name));
    if (f)
        return f;
    parse_sym *s = sess_map_get(&c->flat.syms, name, (int)strlen(name));
    return s ? s->func : NULL;
}

parse_var *parse_find_var(parse_ctx *c, const char *name)
{
    parse_sym *s = sess_map_get(&c->flat.syms, name, (int)strlen(name));
    return s ? s->var : NULL;
}

int parse_global_types(parse_ctx *c, ty_type ***out)
{
    int n = 0;
    *out = sess_xcalloc((size_t)c->flat.tags.used + 1, sizeof(ty_type *));
    for (int i = 0; i < c->flat.tags.cap; i++)
        if (c->flat.tags.e[i].key)
            (*out)[n++] = c->flat.tags.e[i].val;
    return n;
}

int parse_namespace_names(parse_ctx *c, const char *ns, size_t len, const char ***out)
{
    const char *target = sess_map_get(&c->ns_alias, ns, (int)len);
    if (target) {
        ns = target;
        len = strlen(target);
    }
    int n = 0;
    *out = sess_xcalloc((size_t)c->ns_of.used + 1, sizeof(char *));
    for (int i = 0; i < c->ns_of.cap; i++) {
        const char *in = c->ns_of.e[i].val;
        if (c->ns_of.e[i].key && strlen(in) == len && !memcmp(in, ns, len))
            (*out)[n++] = c->ns_of.e[i].key;
    }
    return n;
}

int parse_global_names(parse_ctx *c, const char ***out)
{
    int n = 0;
    *out = sess_xcalloc((size_t)c->flat.syms.used + 1, sizeof(char *));
    for (int i = 0; i < c->flat.syms.cap; i++)
        if (c->flat.syms.e[i].key)
            (*out)[n++] = c->flat.syms.e[i].key;
    return n;
}
