/* cell.c — the host part of REPL cells (see cell.h).
 *
 * The cell is preprocessed with the directives of earlier cells in front, then split at the
 * top level into items: declarations and statements, told apart by their first token (a type
 * name, a type keyword, a storage class or CUDA specifier starts a declaration). The unit
 * handed to libtcc is: the headers, the remembered declarations of earlier cells (each under a
 * line marker pointing back at its cell), the cell's declarations, and `void __cr_cell(void)`
 * holding its statements — every item under its own line marker so that diagnostics name the
 * cell and line the user typed.
 */
#include <string.h>

#include "interp/front/lex.h"
#include "interp/front/pp.h"
#include "interp/host/cell.h"
#include "interp/host/host_internal.h"
#include "interp/host/lower.h"
#include "interp/host/rewrite.h"
#include "interp/session/value.h"

typedef enum { HD_TYPE, HD_FUNC, HD_VAR, HD_CONST, HD_DEVICE } hd_kind;

typedef struct {
    char *name;
    hd_kind kind;
    char *text;  /* what later cells see (with its line marker) */
    int unit;    /* HD_FUNC/HD_VAR: the unit that defines it */
} host_decl;

typedef struct cell_store {
    VEC(host_decl) decls;
} cell_store;

static cell_store *store_of(cr_session *s)
{
    host_state *h = host_state_of(s);
    if (!h->cells)
        h->cells = sess_xcalloc(1, sizeof(cell_store));
    return h->cells;
}

static void decl_free(host_decl *d)
{
    free(d->name);
    free(d->text);
}

void host_reset(cr_session *s)
{
    host_state *h = host_state_of(s);
    cell_store *c = h->cells;
    if (!c)
        return;
    for (size_t i = 0; i < c->decls.len; i++)
        decl_free(&c->decls.p[i]);
    VEC_FREE(c->decls);
    free(c);
    h->cells = NULL;
}

void host_cell_free(host_cell *c)
{
    free(c->value.text);
    free(c->decls);
    free(c->stmts);
    memset(c, 0, sizeof *c);
}

const char **host_decl_names(cr_session *s, int *n)
{
    cell_store *c = store_of(s);
    const char **v = sess_xcalloc(c->decls.len + 1, sizeof(char *));
    for (size_t i = 0; i < c->decls.len; i++)
        v[i] = c->decls.p[i].name;
    *n = (int)c->decls.len;
    return v;
}

bool host_decl_is_host(cr_session *s, const char *name)
{
    cell_store *c = store_of(s);
    for (size_t i = c->decls.len; i-- > 0;)
        if (!strcmp(c->decls.p[i].name, name))
            return c->decls.p[i].kind != HD_DEVICE;
    return false;
}

const char *host_decl_text(cr_session *s, const char *name)
{
    cell_store *c = store_of(s);
    for (size_t i = c->decls.len; i-- > 0;)
        if (!strcmp(c->decls.p[i].name, name))
            return c->decls.p[i].text;
    return NULL;
}

/* ---- Splitting a cell into items ------------------------------------------------------------ */

typedef struct {
    int start, end;       /* token range [start, end) */
    bool is_decl;
    bool is_func;         /* a function definition (has a body) */
    bool has_semi;        /* ended by ';' or a block (not a trailing expression) */
    bool cuda;            /* carries a CUDA specifier */
    bool typedef_;
} item;

typedef struct {
    const char *text;
    lex_token *t;
    int n;
    sess_map typedefs;    /* typedef names seen anywhere in the unit */
} splitter;

static bool is_kw(const lex_token *t, lex_keyword k)
{
    return t->kind == TK_IDENT && t->kw == k;
}

static void collect_typedefs(splitter *S)
{
    int depth = 0;
    for (int i = 0; i < S->n && S->t[i].kind != TK_EOF; i++) {
        lex_token *t = &S->t[i];
        if (lex_is(t, "{") || lex_is(t, "(") || lex_is(t, "["))
            depth++;
        else if (lex_is(t, "}") || lex_is(t, ")") || lex_is(t, "]"))
            depth--;
        if (depth != 0 || !is_kw(t, KW_TYPEDEF))
            continue;
        /* the declared names: identifiers right before ';' ',' '[' or ')' at this depth */
        int d = 0;
        for (int j = i + 1; j < S->n && S->t[j].kind != TK_EOF; j++) {
            lex_token *u = &S->t[j];
            if (lex_is(u, "{") || lex_is(u, "(") || lex_is(u, "[")) {
                if (lex_is(u, "[") && d == 0 && u[-1].kind == TK_IDENT && u[-1].kw == KW_NONE)
                    sess_map_put(&S->typedefs, u[-1].text, u[-1].len, (void *)1);
                if (lex_is(u, "(") && d == 0 && lex_is(u + 1, "*") && u[2].kind == TK_IDENT)
                    sess_map_put(&S->typedefs, u[2].text, u[2].len, (void *)1);
                d++;
            } else if (lex_is(u, "}") || lex_is(u, ")") || lex_is(u, "]")) {
                d--;
            } else if (d == 0 && (lex_is(u, ";") || lex_is(u, ",")) && u[-1].kind == TK_IDENT &&
                       u[-1].kw == KW_NONE) {
                sess_map_put(&S->typedefs, u[-1].text, u[-1].len, (void *)1);
            }
            if (d == 0 && lex_is(u, ";"))
                break;
        }
    }
}

static bool starts_declaration(splitter *S, const lex_token *t)
{
    if (t->kind != TK_IDENT)
        return false;
    switch (t->kw) {
    case KW_TYPEDEF: case KW_STRUCT: case KW_UNION: case KW_ENUM: case KW_STATIC: case KW_EXTERN:
    case KW_CONST: case KW_VOLATILE: case KW_UNSIGNED: case KW_SIGNED: case KW_CHAR: case KW_SHORT:
    case KW_INT: case KW_LONG: case KW_FLOAT: case KW_DOUBLE: case KW_VOID: case KW_BOOL_C:
    case KW_BOOL: case KW_INLINE: case KW_GLOBAL: case KW_DEVICE: case KW_HOST: case KW_SHARED:
    case KW_CONSTANT: case KW_MANAGED: case KW_NOINLINE: case KW_FORCEINLINE: case KW_REGISTER:
    case KW_ATTRIBUTE: case KW_EXTENSION: case KW_ALIGNAS: case KW_THREAD_LOCAL:
    case KW_LAUNCH_BOUNDS: case KW_TYPEOF: case KW_TYPEOF2: case KW_INT128:
        return true;
    case KW_NONE:
        /* a typedef name declares, unless it is used as a value: `T x` vs `x = ...` */
        return sess_map_get(&S->typedefs, t->text, t->len) != NULL && !lex_is(t + 1, "=") &&
               !lex_is(t + 1, "(") && !lex_is(t + 1, "[") && !lex_is(t + 1, ".") &&
               !lex_is(t + 1, "->");
    default:
        return false;
    }
}

static bool is_cuda_spec(const lex_token *t)
{
    return t->kind == TK_IDENT && (t->kw == KW_GLOBAL || t->kw == KW_DEVICE || t->kw == KW_SHARED ||
                                   t->kw == KW_CONSTANT || t->kw == KW_MANAGED);
}

/* The end of the item starting at I (exclusive). */
static int item_end(splitter *S, int i, item *it)
{
    lex_token *first = &S->t[i];
    bool block_stmt = lex_is(first, "{") || is_kw(first, KW_IF) || is_kw(first, KW_FOR) ||
                      is_kw(first, KW_WHILE) || is_kw(first, KW_SWITCH);
    bool if_stmt = is_kw(first, KW_IF);
    bool do_stmt = is_kw(first, KW_DO), saw_while = false;
    int depth = 0;
    bool paren_seen = false, eq_seen = false;
    for (; i < S->n && S->t[i].kind != TK_EOF; i++) {
        lex_token *t = &S->t[i];
        if (lex_is(t, "(") || lex_is(t, "[")) {
            if (depth == 0 && lex_is(t, "("))
                paren_seen = true;
            depth++;
        } else if (lex_is(t, ")") || lex_is(t, "]")) {
            depth--;
        } else if (lex_is(t, "{")) {
            if (depth == 0 && it->is_decl && paren_seen && !eq_seen && (lex_is(t - 1, ")") || t[-1].kind == TK_IDENT)) {
                it->is_func = true;
            }
            depth++;
        } else if (lex_is(t, "}")) {
            depth--;
            if (depth == 0 && (it->is_func || (block_stmt && !is_kw(t + 1, KW_ELSE)))) {
                it->has_semi = true;
                return i + 1;
            }
        } else if (depth == 0 && lex_is(t, "=")) {
            eq_seen = true;
        } else if (depth == 0 && is_kw(t, KW_WHILE)) {
            saw_while = true;
        } else if (depth == 0 && lex_is(t, ";")) {
            if (do_stmt && !saw_while)
                continue; /* do stmt; while (c); */
            if (if_stmt && is_kw(t + 1, KW_ELSE))
                continue; /* if (c) a; else b; */
            it->has_semi = true;
            return i + 1;
        }
    }
    return i;
}

/* ---- Composing the unit ------------------------------------------------------------------- */

static void marker(sess_buf *b, const lex_token *t)
{
    sess_buf_printf(b, "\n# %d \"%s\"\n", t->line, t->file);
    for (int c = 1; c < t->col; c++)
        sess_buf_putc(b, ' ');
}

/* The text of tokens [from, to) as written (with the whitespace between them). */
static void put_tokens(splitter *S, int from, int to, sess_buf *b)
{
    if (from >= to)
        return;
    const char *s = S->t[from].text;
    const char *e = S->t[to - 1].text + S->t[to - 1].len;
    /* keep the lines of a multi-line item: the preprocessed text between tokens has them */
    sess_buf_put(b, s, (size_t)(e - s));
}

static char *tok_name(const lex_token *t)
{
    char *n = sess_xmalloc((size_t)t->len + 1);
    memcpy(n, t->text, (size_t)t->len);
    n[t->len] = 0;
    return n;
}

/* The name a declaration item defines (a function, a tag, a typedef, the first variable). */
static char *decl_name(splitter *S, item *it, bool *is_type)
{
    *is_type = false;
    int depth = 0;
    const lex_token *last = NULL, *nested = NULL;
    for (int i = it->start; i < it->end; i++) {
        const lex_token *t = &S->t[i];
        if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{")) {
            if (lex_is(t, "(") && depth == 0 && last && it->is_func)
                return tok_name(last);
            if (lex_is(t, "{") && depth == 0 && i > it->start &&
                (is_kw(t - 1, KW_STRUCT) || is_kw(t - 1, KW_UNION) || is_kw(t - 1, KW_ENUM) ||
                 ((t - 1)->kind == TK_IDENT && (t - 2 >= S->t) &&
                  (is_kw(t - 2, KW_STRUCT) || is_kw(t - 2, KW_UNION) || is_kw(t - 2, KW_ENUM))))) {
                /* struct S { ... } ...: the tag names the declaration when no variable follows */
                int close = i;
                int d = 0;
                for (; close < it->end; close++) {
                    if (lex_is(&S->t[close], "{"))
                        d++;
                    else if (lex_is(&S->t[close], "}") && --d == 0)
                        break;
                }
                bool only_type = close + 1 < it->end && lex_is(&S->t[close + 1], ";");
                if (only_type && !is_kw(&S->t[it->start], KW_TYPEDEF)) {
                    *is_type = true;
                    if ((t - 1)->kind == TK_IDENT && (t - 1)->kw == KW_NONE) {
                        /* tags have a name space of their own: "struct point", "enum color" */
                        const lex_token *kw = t - 2;
                        char *n = sess_xmalloc((size_t)kw->len + (size_t)t[-1].len + 2);
                        sprintf(n, "%.*s %.*s", kw->len, kw->text, t[-1].len, t[-1].text);
                        return n;
                    }
                    return NULL; /* an anonymous struct/union/enum: nothing to replace */
                }
            }
            depth++;
            continue;
        }
        if (lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}")) {
            depth--;
            continue;
        }
        if (depth == 0 && (lex_is(t, "=") || lex_is(t, ",") || lex_is(t, ";"))) {
            if (is_kw(&S->t[it->start], KW_TYPEDEF))
                *is_type = true;
            return last ? tok_name(last) : nested ? tok_name(nested) : NULL;
        }
        if (depth == 0 && t->kind == TK_IDENT && t->kw == KW_NONE)
            last = t;
        /* int (*fp)(int): the name is inside the first parentheses */
        if (depth == 1 && !nested && t->kind == TK_IDENT && t->kw == KW_NONE && lex_is(t - 1, "*"))
            nested = t;
    }
    return last ? tok_name(last) : nested ? tok_name(nested) : NULL;
}

typedef struct {
    char *name;
    hd_kind kind;
    char *text;
} pending_decl;

typedef VEC(pending_decl) pending_list;

static bool ident_is(const lex_token *t, const char *s)
{
    return t->kind == TK_IDENT && (int)strlen(s) == t->len && memcmp(t->text, s, (size_t)t->len) == 0;
}

/* Do the specifiers [from, to) name an integer type (no floating point, struct or typedef)? */
static bool integer_spec(splitter *S, int from, int to)
{
    bool any = false;
    for (int i = from; i < to; i++) {
        const lex_token *t = &S->t[i];
        switch (t->kw) {
        case KW_INT: case KW_LONG: case KW_SHORT: case KW_CHAR: case KW_UNSIGNED: case KW_SIGNED:
            any = true;
            break;
        case KW_CONST: case KW_STATIC: case KW_VOLATILE: case KW_EXTERN:
            break;
        default:
            if (ident_is(t, "size_t") || ident_is(t, "int64_t") || ident_is(t, "uint32_t") ||
                ident_is(t, "int32_t") || ident_is(t, "uint64_t"))
                any = true;
            else
                return false;
        }
    }
    return any;
}

/* Split a variable declaration into its file-scope part (no scalar initialisers), what later
 * cells see (extern), and the run-time assignments. */
static void variable(splitter *S, item *it, sess_buf *file, pending_list *pend, sess_buf *run)
{
    /* the specifiers: tokens up to the first declarator (a name, '*' or '(') */
    int spec_end = it->start;
    bool is_const = false;
    for (int i = it->start; i < it->end; i++) {
        const lex_token *t = &S->t[i];
        if (is_kw(t, KW_CONST))
            is_const = true;
        if ((is_kw(t, KW_TYPEOF) || is_kw(t, KW_TYPEOF2) || is_kw(t, KW_ALIGNAS)) && i + 1 < it->end &&
            lex_is(t + 1, "(")) {
            /* __typeof__(e) (what `auto` became) and _Alignas(n) are specifiers, parentheses
             * and all */
            int depth = 0;
            for (i++; i < it->end; i++) {
                if (lex_is(&S->t[i], "("))
                    depth++;
                else if (lex_is(&S->t[i], ")") && --depth == 0)
                    break;
            }
            spec_end = i + 1;
            continue;
        }
        if (lex_is(t, "*") || lex_is(t, "(") || lex_is(t, ";") || lex_is(t, "=") || lex_is(t, "[") ||
            lex_is(t, ",")) {
            spec_end = i;
            break;
        }
        if ((is_kw(t, KW_STRUCT) || is_kw(t, KW_UNION) || is_kw(t, KW_ENUM)) && i + 1 < it->end &&
            t[1].kind == TK_IDENT && t[1].kw == KW_NONE) {
            i++; /* the tag is part of the type */
            spec_end = i + 1;
            continue;
        }
        if (t->kind == TK_IDENT && t->kw == KW_NONE && !sess_map_get(&S->typedefs, t->text, t->len)) {
            spec_end = i;
            break;
        }
        if (t->kind == TK_IDENT && t->kw == KW_NONE && i + 1 < it->end &&
            (lex_is(t + 1, ";") || lex_is(t + 1, "=") || lex_is(t + 1, ",") || lex_is(t + 1, "["))) {
            spec_end = i;
            break;
        }
        spec_end = i + 1;
    }
    sess_buf spec = {0};
    for (int i = it->start; i < spec_end; i++) {
        if (is_kw(&S->t[i], KW_STATIC) || is_kw(&S->t[i], KW_EXTERN))
            continue;
        sess_buf_put(&spec, S->t[i].text, (size_t)S->t[i].len);
        sess_buf_putc(&spec, ' ');
    }
    /* each declarator [d0, d1) with an optional initializer [i0, i1) */
    int i = spec_end, depth = 0;
    while (i < it->end) {
        int d0 = i, d1 = -1, i0 = -1, i1 = -1;
        for (; i < it->end; i++) {
            const lex_token *t = &S->t[i];
            if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))
                depth++;
            else if (lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}"))
                depth--;
            if (depth == 0 && lex_is(t, "=") && d1 < 0) {
                d1 = i;
                i0 = i + 1;
            } else if (depth == 0 && (lex_is(t, ",") || lex_is(t, ";"))) {
                if (d1 < 0)
                    d1 = i;
                else
                    i1 = i;
                i++;
                break;
            }
        }
        if (d1 < 0)
            d1 = i;
        if (i0 >= 0 && i1 < 0)
            i1 = i;
        if (d0 >= d1)
            continue;
        /* the declarator's name: its first identifier outside brackets (int a[N], int (*f)(int x)) */
        const lex_token *name = NULL;
        bool array = false;
        int brackets = 0;
        for (int k = d0; k < d1; k++) {
            if (lex_is(&S->t[k], "[")) {
                array = true;
                brackets++;
            } else if (lex_is(&S->t[k], "]")) {
                brackets--;
            } else if (!name && !brackets && S->t[k].kind == TK_IDENT && S->t[k].kw == KW_NONE) {
                name = &S->t[k];
            }
        }
        bool braced = i0 >= 0 && lex_is(&S->t[i0], "{");
        bool keep_static = i0 >= 0 && (array || is_const || (braced && false));
        sess_buf_puts(file, spec.p ? spec.p : "");
        put_tokens(S, d0, d1, file);
        if (keep_static) {
            sess_buf_puts(file, " = ");
            put_tokens(S, i0, i1, file);
        }
        sess_buf_puts(file, ";");
        if (name) {
            /* what later cells see of this declarator: an extern declaration; for an integer
             * constant (const or constexpr, lowered to const) an enumerator, so that later cells
             * can use it where C wants a constant expression (array bounds, case labels) */
            bool int_const = is_const && i0 >= 0 && !braced && !array && integer_spec(S, it->start, spec_end);
            for (int k = d0; k < d1 && int_const; k++)
                if (!(lex_is(&S->t[k], "*") || &S->t[k] == name))
                    int_const = false;
            sess_buf later = {0};
            marker(&later, &S->t[d0]);
            if (int_const) {
                sess_buf_printf(&later, "enum { %.*s = (", name->len, name->text);
                put_tokens(S, i0, i1, &later);
                sess_buf_puts(&later, ") };");
            } else {
                sess_buf_printf(&later, "extern %s", spec.p ? spec.p : "");
                put_tokens(S, d0, d1, &later);
                sess_buf_puts(&later, ";");
            }
            pending_decl pd = {tok_name(name), int_const ? HD_CONST : HD_VAR, sess_buf_take(&later)};
            VEC_PUSH(*pend, pd);
        }
        if (i0 >= 0 && !keep_static && name) {
            marker(run, &S->t[i0]);
            if (braced) {
                /* a structure: assign a compound literal of its type */
                sess_buf_printf(run, "%.*s = (%s", name->len, name->text, spec.p ? spec.p : "");
                for (int k = d0; k < d1; k++)
                    if (lex_is(&S->t[k], "*"))
                        sess_buf_puts(run, "*");
                sess_buf_puts(run, ")");
                put_tokens(S, i0, i1, run);
                sess_buf_puts(run, ";");
            } else {
                sess_buf_printf(run, "%.*s = (", name->len, name->text);
                put_tokens(S, i0, i1, run);
                sess_buf_puts(run, ");");
            }
        }
    }
    sess_buf_free(&spec);
}

static void store_put(cell_store *c, char *name, hd_kind kind, char *text, int unit)
{
    for (size_t i = 0; i < c->decls.len; i++) {
        if (!strcmp(c->decls.p[i].name, name)) {
            decl_free(&c->decls.p[i]);
            memmove(&c->decls.p[i], &c->decls.p[i + 1], (c->decls.len - i - 1) * sizeof(host_decl));
            c->decls.len--;
            i--;
        }
    }
    host_decl d = {name, kind, text, unit};
    VEC_PUSH(c->decls, d);
}


/* The code that shows the value of expression E (the handle says what the front end knows of
 * its type). */
static void value_code(cr_session *s, sess_buf *b, const char *e, int handle)
{
    if (handle == SV_VOID) {
        sess_buf_printf(b, "(void)(%s);", e);
    } else if (handle >= 0 && sess_value_is_array(s, handle)) {
        sess_buf_printf(b, "__cr_rt_show(__cr_sess, (%s), sizeof (%s), %d, 0);", e, e, handle);
    } else {
        sess_buf_printf(b, "{ __typeof__((%s)) __cr_v = (%s); __cr_rt_show(__cr_sess, &__cr_v, sizeof __cr_v, "
                        "%d, ", e, e, handle);
        if (handle >= 0)
            sess_buf_puts(b, "0); }");
        else
            sess_buf_printf(b, "_Generic(__cr_v, _Bool: %d, char: %d, signed char: %d, unsigned char: %d, "
                            "short: %d, unsigned short: %d, int: %d, unsigned int: %d, long: %d, "
                            "unsigned long: %d, long long: %d, unsigned long long: %d, float: %d, "
                            "double: %d, long double: %d, char *: %d, const char *: %d, void *: %d, "
                            "dim3: %d, default: %d)); }",
                            SV_BASIC_BOOL, SV_BASIC_CHAR, SV_BASIC_SCHAR, SV_BASIC_UCHAR, SV_BASIC_SHORT,
                            SV_BASIC_USHORT, SV_BASIC_INT, SV_BASIC_UINT, SV_BASIC_LONG, SV_BASIC_ULONG,
                            SV_BASIC_LLONG, SV_BASIC_ULLONG, SV_BASIC_FLOAT, SV_BASIC_DOUBLE,
                            SV_BASIC_LDOUBLE, SV_BASIC_CHARP, SV_BASIC_CCHARP, SV_BASIC_VOIDP,
                            SV_BASIC_DIM3, SV_BASIC_UNKNOWN);
    }
}

/* Rewrite and compile UNIT_TEXT; diagnostics stay in s->diags. */
static cr_status compile_unit(cr_session *s, const char *name, const char *unit_text, int *unit)
{
    sess_arena scratch;
    sess_arena_init(&scratch);
    sess_diags quiet;
    sess_diags_init(&quiet);
    lex_tokens utoks;
    lex_tokenize(unit_text, name, &scratch, &quiet, &utoks);
    sess_diags_free(&quiet);
    host_rewrite_out rw = {0};
    int ok = host_rewrite(unit_text, utoks, &s->diags, &rw);
    sess_arena_free(&scratch);
    cr_status st = ok ? host_compile_text(s, &rw, unit) : CR_ERR_COMPILE;
    host_rewrite_free(&rw);
    return st;
}

/* A host variable of a cell, for :save: its lines, its declaration and its initialisation as
 * the cell's unit has them. */
typedef struct {
    int first, last;
    char *decl, *init;
} saved_var;

/* Split the cell TEXT's lines for :save: the lines in STMT_LINES (statements) go to STMTS,
 * indented, the others (declarations, device code, templates, blank lines) to DECLS, verbatim;
 * VALUE_LINE (when nonzero) is the final expression, saved as a statement. Preprocessor
 * directives are the session's prelude, not the cell's. */
/* Code without its line markers, one line. */
static void put_code(sess_buf *b, const char *s, const char *indent)
{
    for (const char *p = s; *p;) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        while (len && (*p == ' ' || *p == '\t')) {
            p++;
            len--;
        }
        if (len && *p != '#')
            sess_buf_printf(b, "%s%.*s\n", indent, (int)len, p);
        p = e ? e + 1 : p + len;
    }
}

static void save_lines(const char *text, const int *stmt_lines, size_t n, const saved_var *vars,
                       size_t nvars, int value_line, sess_buf *decls, sess_buf *stmts)
{
    int line = 1;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        bool stmt = false;
        for (size_t i = 0; i < n && !stmt; i++)
            stmt = stmt_lines[i] == line;
        const char *q = p;
        while (q < p + len && (*q == ' ' || *q == '\t'))
            q++;
        bool directive = *q == '#';
        bool meta = *q == ':' || *q == '%';
        const saved_var *var = NULL;
        for (size_t i = 0; i < nvars && !var; i++)
            if (vars[i].first <= line && line <= vars[i].last)
                var = &vars[i];
        if (var && !stmt) {
            if (line == var->first) {
                put_code(decls, var->decl, "");
                put_code(stmts, var->init, "    ");
            }
        } else if (directive || meta) {
            /* the prelude holds the directives; meta-commands are not code */
        } else if (line == value_line) {
            sess_buf_printf(stmts, "    (void)(%.*s);\n", (int)(p + len - q), q);
        } else if (stmt) {
            sess_buf_printf(stmts, "    %.*s\n", (int)(p + len - q), q);
        } else if (q < p + len) {
            sess_buf_printf(decls, "%.*s\n", (int)len, p);
        }
        line++;
        p = e ? e + 1 : p + len;
    }
}

void host_compile_cell(cr_session *s, const char *name, const char *text, const char *directives,
                       host_cell *out)
{
    size_t value_at = 0;
    int value_tok = -1, value_handle = SV_UNTYPED;
    memset(out, 0, sizeof *out);
    out->unit = -1;
    host_state *h = host_state_of(s);
    cell_store *store = store_of(s);
    lex_pp_input in = sess_pp_input(s, name, text, LEX_PP_HOST, ".", directives);
    char *pp = lex_preprocess(&in, &s->diags);
    if (!pp) {
        sess_flush_diags(s);
        out->status = CR_ERR_COMPILE;
        return;
    }
    sess_arena scratch;
    sess_arena_init(&scratch);
    sess_diags quiet;
    sess_diags_init(&quiet);
    lex_tokens toks;
    lex_tokenize(pp, name, &scratch, &quiet, &toks);
    /* the C++ conveniences of host code, lowered to C with the same lines (lower.h) */
    /* the type names of earlier cells are type names here too */
    VEC(const char *) types = {0};
    for (size_t i = 0; i < store->decls.len; i++)
        if (store->decls.p[i].kind == HD_TYPE)
            VEC_PUSH(types, store->decls.p[i].name);
    host_lower_env env = {s->kernel_uses.p, s->kernel_uses.len, types.p, types.len,
                          s->lambda_uses.p, s->lambda_uses.len, NULL};
    char *lowered = host_lower_cxx(name, pp, toks, &s->diags, &env);
    VEC_FREE(types);
    free(pp);
    pp = lowered;
    if (!pp) {
        sess_diags_free(&quiet);
        sess_arena_free(&scratch);
        sess_flush_diags(s);
        out->status = CR_ERR_COMPILE;
        return;
    }
    lex_tokenize(pp, name, &scratch, &quiet, &toks);
    sess_diags_free(&quiet);
    splitter S = {pp, toks.tok, toks.n, {0}};
    collect_typedefs(&S);
    for (size_t i = 0; i < store->decls.len; i++)
        if (store->decls.p[i].kind == HD_TYPE)
            sess_map_put(&S.typedefs, store->decls.p[i].name, (int)strlen(store->decls.p[i].name), (void *)1);

    /* the cell's tokens start where the file name is the cell's */
    int cs = 0;
    while (cs < S.n && S.t[cs].kind != TK_EOF && strcmp(S.t[cs].file, name) != 0)
        cs++;
    sess_buf head = {0}, decls = {0}, run = {0}, saved_decls = {0}, saved_stmts = {0};
    if (cs < S.n)
        sess_buf_put(&head, pp, (size_t)(S.t[cs].text - pp));
    else
        sess_buf_puts(&head, pp);
    pending_list pend = {0};
    VEC(int) lines = {0}; /* the cell's lines that hold a statement */
    VEC(saved_var) vars = {0};
    int value_line = 0;
    for (int i = cs; i < S.n && S.t[i].kind != TK_EOF;) {
        if (lex_is(&S.t[i], ";")) {
            i++;
            continue;
        }
        item it = {0};
        it.start = i;
        it.is_decl = starts_declaration(&S, &S.t[i]);
        it.end = item_end(&S, i, &it);
        if (it.end > i && !it.is_decl && !strcmp(S.t[i].file, name))
            for (int l = S.t[i].line; l <= S.t[it.end - 1].line; l++)
                VEC_PUSH(lines, l);
        if (it.end > i && !it.is_decl && !strcmp(S.t[i].file, name))
            value_line = S.t[i].line;
        if (it.end <= i)
            it.end = i + 1;
        for (int k = it.start; k < it.end && it.is_decl; k++) {
            if (lex_is(&S.t[k], "{") || lex_is(&S.t[k], "="))
                break;
            if (is_cuda_spec(&S.t[k]))
                it.cuda = true;
        }
        it.typedef_ = is_kw(&S.t[i], KW_TYPEDEF);
        bool last = it.end >= S.n || S.t[it.end].kind == TK_EOF;
        if (!it.has_semi && last && !it.is_decl) {
            /* the final expression: its value is shown */
            out->value.present = true;
            sess_buf v = {0};
            put_tokens(&S, it.start, it.end, &v);
            out->value.text = sess_buf_take(&v);
            out->value.line = S.t[it.start].line;
            value_at = run.len;
            value_tok = it.start;
            value_handle = sess_value_type(s, out->value.text, name);
            sess_buf_printf(&saved_stmts, "    (void)(%s);\n", out->value.text);
            i = it.end;
            continue;
        }
        if (!it.is_decl) {
            marker(&run, &S.t[it.start]);
            put_tokens(&S, it.start, it.end, &run);
            if (!it.has_semi)
                sess_buf_puts(&run, ";");
            sess_buf_puts(&saved_stmts, "    ");
            put_tokens(&S, it.start, it.end, &saved_stmts);
            sess_buf_puts(&saved_stmts, it.has_semi ? "\n" : ";\n");
            i = it.end;
            continue;
        }
        bool is_type = false;
        char *dname = decl_name(&S, &it, &is_type);
        sess_buf itext = {0};
        marker(&itext, &S.t[it.start]);
        put_tokens(&S, it.start, it.end, &itext);
        sess_buf_puts(&saved_decls, "\n");
        put_tokens(&S, it.start, it.end, &saved_decls);
        sess_buf_puts(&saved_decls, "\n");
        if (it.cuda || it.typedef_ || is_type || !dname) {
            /* types and CUDA declarations are repeated as written (the rewriter turns kernels
             * into prototypes and device variables into extern declarations) */
            sess_buf_put(&decls, itext.p, itext.len);
            if (dname) {
                pending_decl pd = {dname, it.cuda ? HD_DEVICE : HD_TYPE, sess_xstrdup(itext.p)};
                VEC_PUSH(pend, pd);
            }
        } else if (it.is_func) {
            /* keep the definition; later cells get its prototype (no static: they link to it) */
            int body = it.start;
            while (body < it.end && !lex_is(&S.t[body], "{"))
                body++;
            sess_buf proto = {0};
            marker(&proto, &S.t[it.start]);
            sess_buf fdef = {0};
            marker(&fdef, &S.t[it.start]);
            for (int k = it.start; k < body; k++) {
                if (is_kw(&S.t[k], KW_STATIC) || is_kw(&S.t[k], KW_INLINE) || is_kw(&S.t[k], KW_INLINE_GNU))
                    continue;
                sess_buf_put(&proto, S.t[k].text, (size_t)S.t[k].len);
                sess_buf_putc(&proto, ' ');
                sess_buf_put(&fdef, S.t[k].text, (size_t)S.t[k].len);
                sess_buf_putc(&fdef, ' ');
            }
            sess_buf_puts(&proto, ";");
            put_tokens(&S, body, it.end, &fdef);
            sess_buf_put(&decls, fdef.p, fdef.len);
            pending_decl pd = {dname, HD_FUNC, sess_buf_take(&proto)};
            VEC_PUSH(pend, pd);
            sess_buf_free(&fdef);
        } else if (is_kw(&S.t[it.start], KW_EXTERN) || (!it.has_semi && !last)) {
            sess_buf_put(&decls, itext.p, itext.len);
            free(dname);
            dname = NULL;
        } else {
            sess_buf file = {0};
            marker(&file, &S.t[it.start]);
            size_t run_at = run.len;
            variable(&S, &it, &file, &pend, &run);
            sess_buf_put(&decls, file.p, file.len);
            if (run.len > run_at && !strcmp(S.t[it.start].file, name)) {
                /* saved as the unit has it: declared at file scope, initialised in main() */
                saved_var sv = {S.t[it.start].line, S.t[it.end - 1].line, sess_xstrdup(file.p),
                                sess_xstrdup(run.p + run_at)};
                VEC_PUSH(vars, sv);
            }
            sess_buf_free(&file);
            free(dname);
        }
        sess_buf_free(&itext);
        i = it.end;
    }
    /* the closure types of the extended lambdas this cell makes, then the prototypes of the
     * kernel template instances it launches, for this cell and later ones (the device pass
     * instantiated them) */
    for (size_t u = 0; u < s->lambda_uses.len; u++) {
        sess_buf def = {0};
        sess_buf_printf(&def, "\n%s\n", s->lambda_uses.p[u].def);
        sess_buf_put(&decls, def.p, def.len);
        char *nm = sess_xstrdup(s->lambda_uses.p[u].def + 7); /* "struct NAME { ..." */
        nm[strcspn(nm, " ")] = 0;
        pending_decl pd = {nm, HD_TYPE, sess_buf_take(&def)};
        VEC_PUSH(pend, pd);
    }
    for (size_t u = 0; u < s->kernel_uses.len; u++) {
        const parse_kernel_use *ku = &s->kernel_uses.p[u];
        bool known = false;
        for (size_t k = 0; k < store->decls.len && !known; k++)
            known = !strcmp(store->decls.p[k].name, ku->cname);
        for (size_t k = 0; k < pend.len && !known; k++)
            known = !strcmp(pend.p[k].name, ku->cname);
        if (known)
            continue;
        sess_buf proto = {0};
        sess_buf_printf(&proto, "\n%s;\n", ku->proto);
        sess_buf_put(&decls, proto.p, proto.len);
        pending_decl pd = {sess_xstrdup(ku->cname), HD_DEVICE, sess_buf_take(&proto)};
        VEC_PUSH(pend, pd);
    }
    /* the unit: headers, earlier declarations (except what this cell redefines), this cell */
    sess_buf unit = {0};
    sess_buf_put(&unit, head.p ? head.p : "", head.len);
    for (size_t k = 0; k < store->decls.len; k++) {
        host_decl *d = &store->decls.p[k];
        bool redefined = false;
        for (size_t j = 0; j < pend.len; j++)
            if (!strcmp(pend.p[j].name, d->name))
                redefined = true;
        if (!redefined)
            sess_buf_puts(&unit, d->text);
    }
    sess_buf_put(&unit, decls.p ? decls.p : "", decls.len);
    size_t body_at = unit.len;
    /* what this cell (re)defines is its own, not bound to an earlier cell's definition */
    host_names pend_names = {0};
    for (size_t j = 0; j < pend.len; j++)
        VEC_PUSH(pend_names, pend.p[j].name);
    int unit_index = -1;
    cr_status st = CR_ERR_COMPILE;
    for (int attempt = 0; attempt < 2; attempt++) {
        unit.len = body_at;
        sess_buf_printf(&unit, "\nvoid __cr_cell(void) {");
        sess_buf_put(&unit, run.p ? run.p : "", value_tok >= 0 ? value_at : run.len);
        if (value_tok >= 0) {
            marker(&unit, &S.t[value_tok]);
            if (attempt == 0)
                value_code(s, &unit, out->value.text, value_handle);
            else
                sess_buf_printf(&unit, "(void)(%s);", out->value.text);
            sess_buf_put(&unit, run.p + value_at, run.len - value_at);
        }
        sess_buf_puts(&unit, "\n}\n");
        h->cell_defines = &pend_names;
        st = compile_unit(s, name, unit.p, &unit_index);
        h->cell_defines = NULL;
        if (st == CR_OK || value_tok < 0 || attempt == 1)
            break;
        /* showing the value did not compile (a void function's result, say): run it as a
         * statement, and let that compile report the user's own errors */
        sess_diags_clear(&s->diags);
    }
    VEC_FREE(pend_names);
    sess_flush_diags(s);
    free(pp);
    sess_arena_free(&scratch);
    sess_map_free(&S.typedefs);
    sess_buf_free(&head);
    sess_buf_free(&decls);
    sess_buf_free(&run);
    sess_buf_free(&unit);
    /* what :save writes: the user's own lines (C++ and macros as typed), a line holding a
     * statement in main(), the others at file scope; the final expression as a statement */
    sess_buf_free(&saved_decls);
    sess_buf_free(&saved_stmts);
    save_lines(text, lines.p, lines.len, vars.p, vars.len, out->value.present ? value_line : 0,
               &saved_decls, &saved_stmts);
    VEC_FREE(lines);
    for (size_t i = 0; i < vars.len; i++) {
        free(vars.p[i].decl);
        free(vars.p[i].init);
    }
    VEC_FREE(vars);
    out->decls = sess_buf_take(&saved_decls);
    out->stmts = sess_buf_take(&saved_stmts);
    out->status = st;
    out->unit = unit_index;
    if (st == CR_OK) {
        for (size_t j = 0; j < pend.len; j++)
            store_put(store, pend.p[j].name, pend.p[j].kind, pend.p[j].text, unit_index);
    } else {
        for (size_t j = 0; j < pend.len; j++) {
            free(pend.p[j].name);
            free(pend.p[j].text);
        }
    }
    VEC_FREE(pend);
    (void)h;
}

host_outcome host_run_cell(cr_session *s, int unit, int *status)
{
    return host_call_protected(s, host_symbol(s, unit, "__cr_cell"), status);
}

void host_cell_bind(cr_session *s, TCCState *st)
{
    host_state *h = host_state_of(s);
    if (!h->cells)
        return;
    for (size_t i = 0; i < h->cells->decls.len; i++) {
        host_decl *d = &h->cells->decls.p[i];
        if ((d->kind != HD_FUNC && d->kind != HD_VAR) || d->unit < 0 || (size_t)d->unit >= h->units.len)
            continue;
        bool redefined = false;
        for (size_t j = 0; h->cell_defines && j < h->cell_defines->len; j++)
            if (!strcmp(h->cell_defines->p[j], d->name))
                redefined = true;
        if (redefined)
            continue;
        void *p = tcc_get_symbol(h->units.p[d->unit], d->name);
        if (p)
            tcc_add_symbol(st, d->name, p);
    }
}
