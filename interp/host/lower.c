/* lower.c — the host dialect: C++ conveniences of CUDA host code lowered to C (see lower.h).
 *
 * Edits are attached to tokens, never to byte ranges: a token may get text inserted before it,
 * a replacement, and text inserted after it, and a replacement may contain the lowered text of
 * other tokens (a copy: `auto x = e` needs e twice, once inside __typeof__). The output is the
 * input with each token swapped for its edited form and everything between tokens (spaces,
 * newlines, line markers) kept as it was: that is what keeps every line where it was.
 *
 * The pass first deletes what is only noise to C (std:: before C library names, extern "C",
 * [[attributes]], noexcept) and then works on a view of the tokens without them, so that
 * `std::size_t n = 0;` looks like any declaration. It walks the top-level declarations,
 * lowers host code statement by statement and leaves device code to the device front end.
 * Scopes are tracked just enough to know which names are constants (constexpr and const
 * integers, whose uses become their value so that C accepts them as array bounds and case
 * labels) and which are dim3 variables (assigning an integer to one sets y = z = 1).
 */
#include <string.h>

#include "interp/host/lower.h"

/* ---- Edits --------------------------------------------------------------------------------- */

typedef struct {
    char *text; /* owned; NULL: a copy of the lowered view range [a, b) */
    int a, b;
} seg;

typedef struct {
    sess_buf pre, post;
    VEC(seg) repl;
    bool replaced; /* the token's own text is replaced by repl (possibly nothing) */
    bool removed;  /* deleted before the view was built */
} tok_edit;

typedef enum { SC_CONST, SC_SHADOW, SC_DIM3 } scope_kind;

typedef struct {
    scope_kind kind;
    const char *name;
    int len;
    int depth;
    int ta, tb; /* SC_CONST: the type, view range */
    int ia, ib; /* SC_CONST: the initializer, view range */
} scoped;

enum { NEED_SYNC = 1, NEED_MINMAX = 2 };

/* what a name is, in the maps */
enum { NM_TYPEDEF = 1, NM_STRUCT_TYPEDEF, NM_CXX_TAG, NM_ENUMERATOR, NM_USER_FUNC, NM_KERNEL };

typedef struct {
    const char *text;
    lex_token *t; /* every token */
    int nt;
    tok_edit *e;  /* per token */
    bool *user;   /* per token: from the user's code, not a system or cudarepl header */
    int *v;       /* the view: indexes into t */
    int n;        /* view length; v[n - 1] is the EOF token */
    bool *nosub;  /* per view index: a declared name, never a constant's use */
    sess_diags *d;
    const char *name; /* the source's name (the preprocessor may call it "<string>") */
    bool failed;
    bool *needs_cxx;   /* the caller's: set by unsupported() */
    sess_map names;    /* identifier -> NM_* (as a pointer-sized integer) */
    sess_map kernels;  /* kernel name -> view index + 1 of its parameter list's '(' */
    sess_map namespaces; /* namespaces (and aliases) the unit declares: flattened */
    bool device_class; /* lowering the members of a class that has device member functions */
    const parse_kernel_use *uses; /* kernel template instances named in host code */
    size_t nuses;
    const parse_lambda_use *lambdas; /* extended lambdas in host code */
    size_t nlambdas;
    bool lambdas_defined;            /* their closure structs are in the output */
    sess_map sysnames; /* identifiers the system headers mention (std::X is accepted for those) */
    VEC(scoped) scope;
    int depth;     /* brace depth */
    int in_struct; /* inside a struct or union body */
    unsigned need;
} lw;

#define NM(x) ((void *)(intptr_t)(x))

static lex_token *tk(lw *L, int k)
{
    if (k < 0 || k >= L->n)
        k = L->n - 1;
    return &L->t[L->v[k]];
}

static tok_edit *ed(lw *L, int k)
{
    return &L->e[L->v[k < L->n ? k : L->n - 1]];
}

static bool is_p(lw *L, int k, const char *s)
{
    return k >= 0 && k < L->n && tk(L, k)->kind == TK_PUNCT && lex_is(tk(L, k), s);
}

static bool is_kw(lw *L, int k, lex_keyword kw)
{
    return k >= 0 && k < L->n && tk(L, k)->kind == TK_IDENT && tk(L, k)->kw == kw;
}

static bool is_id(lw *L, int k)
{
    return k >= 0 && k < L->n && tk(L, k)->kind == TK_IDENT && tk(L, k)->kw == KW_NONE;
}

static bool id_eq(lw *L, int k, const char *s)
{
    lex_token *t = tk(L, k);
    return k >= 0 && k < L->n && t->kind == TK_IDENT && (int)strlen(s) == t->len &&
           !memcmp(t->text, s, (size_t)t->len);
}

static int name_kind(lw *L, int k)
{
    if (!is_id(L, k))
        return 0;
    return (int)(intptr_t)sess_map_get(&L->names, tk(L, k)->text, tk(L, k)->len);
}

static void set_name(lw *L, int k, int kind)
{
    sess_map_put(&L->names, tk(L, k)->text, tk(L, k)->len, NM(kind));
}

static void add_pre(lw *L, int k, const char *s)
{
    sess_buf_puts(&ed(L, k)->pre, s);
}

/* S before what BUF holds. */
static void prepend(sess_buf *buf, const char *s)
{
    sess_buf b = {0};
    sess_buf_puts(&b, s);
    if (buf->len)
        sess_buf_put(&b, buf->p, buf->len);
    sess_buf_free(buf);
    *buf = b;
}

/* Text closing a construct just before token K (outside the construct's range, so that a copy
 * of the range does not include it): later registrations belong to inner constructs, so they
 * come first. */
static void add_close(lw *L, int k, const char *s)
{
    prepend(&ed(L, k)->pre, s);
}

/* Text after a token: later registrations belong to inner constructs, so they come first. */
static void add_post(lw *L, int k, const char *s)
{
    prepend(&ed(L, k)->post, s);
}

static void repl_clear(tok_edit *e)
{
    for (size_t i = 0; i < e->repl.len; i++)
        free(e->repl.p[i].text);
    e->repl.len = 0;
}

static void repl_text(lw *L, int k, const char *s)
{
    tok_edit *e = ed(L, k);
    repl_clear(e);
    e->replaced = true;
    if (*s) {
        seg sg = {sess_xstrdup(s), 0, 0};
        VEC_PUSH(e->repl, sg);
    }
}

/* Append to a token's replacement (starting one if there is none). */
static void repl_add(lw *L, int k, const char *s)
{
    tok_edit *e = ed(L, k);
    e->replaced = true;
    seg sg = {sess_xstrdup(s), 0, 0};
    VEC_PUSH(e->repl, sg);
}

static void repl_copy(lw *L, int k, int a, int b)
{
    tok_edit *e = ed(L, k);
    e->replaced = true;
    seg sg = {NULL, a, b};
    VEC_PUSH(e->repl, sg);
}

/* "= " to put before token K, with a space before it when K has none. */
static const char *eq_before(lw *L, int k)
{
    return tk(L, k)->space ? "= " : " = ";
}

/* ---- Output ------------------------------------------------------------------------------- */

static void emit_copy(lw *L, sess_buf *b, int a, int z, int depth);

static void emit_tok(lw *L, sess_buf *b, int ti, int depth)
{
    tok_edit *e = &L->e[ti];
    if (e->pre.len)
        sess_buf_put(b, e->pre.p, e->pre.len);
    if (e->replaced) {
        for (size_t i = 0; i < e->repl.len; i++) {
            if (e->repl.p[i].text)
                sess_buf_puts(b, e->repl.p[i].text);
            else
                emit_copy(L, b, e->repl.p[i].a, e->repl.p[i].b, depth + 1);
        }
    } else {
        sess_buf_put(b, L->t[ti].text, (size_t)L->t[ti].len);
    }
    if (e->post.len)
        sess_buf_put(b, e->post.p, e->post.len);
}

/* The lowered text of view range [a, z) on one line. */
static void emit_copy(lw *L, sess_buf *b, int a, int z, int depth)
{
    if (depth > 32)
        return; /* constants defined in terms of each other cannot nest deeper */
    for (int k = a; k < z && k < L->n - 1; k++) {
        sess_buf_putc(b, ' ');
        emit_tok(L, b, L->v[k], depth);
    }
}

/* Text between tokens, kept; but a line marker that names the source "<string>" (the
 * preprocessor does so up to the source's first #include) names it by its name, so that
 * libtcc's diagnostics do. */
static void emit_gap(lw *L, sess_buf *b, size_t from, size_t to)
{
    static const char tag[] = "\"<string>\"";
    const char *p = L->text + from, *end = L->text + to;
    for (const char *q; (q = memmem(p, (size_t)(end - p), tag, sizeof tag - 1));) {
        const char *bol = q;
        while (bol > L->text && bol[-1] != '\n')
            bol--;
        sess_buf_put(b, p, (size_t)(q - p));
        if (*bol == '#')
            sess_buf_printf(b, "\"%s\"", L->name);
        else
            sess_buf_put(b, q, sizeof tag - 1);
        p = q + sizeof tag - 1;
    }
    sess_buf_put(b, p, (size_t)(end - p));
}

static char *emit_all(lw *L)
{
    sess_buf b = {0};
    size_t pos = 0, len = strlen(L->text);
    for (int ti = 0; ti < L->nt; ti++) {
        lex_token *t = &L->t[ti];
        if (t->kind == TK_EOF)
            break;
        size_t at = (size_t)(t->text - L->text);
        if (at < pos || at > len)
            continue;
        emit_gap(L, &b, pos, at);
        emit_tok(L, &b, ti, 0);
        pos = at + (size_t)t->len;
    }
    emit_gap(L, &b, pos, len);
    return sess_buf_take(&b);
}

/* ---- Where tokens come from ------------------------------------------------------------------ */

/* A system header or one of cudarepl's: not the user's code. */
static bool system_file(const char *file, size_t len)
{
    return (len >= 5 && !strncmp(file, "/usr/", 5)) || memmem(file, len, "/include/host/", 14);
}

/* The file a line marker `# N "file" ...` at P names (P at the '#'): its text and length. */
static bool marker(const char *p, const char **file, size_t *len)
{
    p++;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!strncmp(p, "line", 4))
        p += 4;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p < '0' || *p > '9')
        return false;
    while (*p >= '0' && *p <= '9')
        p++;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p != '"')
        return false;
    const char *e = strchr(p + 1, '"');
    if (!e)
        return false;
    *file = p + 1;
    *len = (size_t)(e - p - 1);
    return true;
}

/* The file of token TI by the line markers before it (the lexer keeps the last real file name
 * where the preprocessor writes "<string>", which is the user's source before its first
 * #include): into BUF, "<string>" as the source's name. */
static void source_file(lw *L, int ti, char *buf, size_t size)
{
    const char *file = NULL, *stop = L->t[ti].text;
    size_t len = 0;
    for (const char *p = L->text; p && p < stop; p = strchr(p, '\n'), p = p ? p + 1 : p)
        if (*p == '#')
            marker(p, &file, &len);
    if (!file || (len && file[0] == '<'))
        snprintf(buf, size, "%s", L->name);
    else
        snprintf(buf, size, "%.*s", (int)len, file);
}

/* Which tokens are the user's: those after a line marker that names no system file. */
static void mark_user(lw *L)
{
    const char *p = L->text, *file = "", *f;
    size_t len = 0, fl;
    for (int i = 0; i < L->nt && L->t[i].kind != TK_EOF; i++) {
        for (; p && p < L->t[i].text; p = strchr(p, '\n'), p = p ? p + 1 : p)
            if (*p == '#' && marker(p, &f, &fl)) {
                file = f;
                len = fl;
            }
        L->user[i] = !system_file(file, len);
    }
}

/* ---- Diagnostics ----------------------------------------------------------------------------- */

/* C++ that host code cannot use: report it once, where it is. */
static void unsupported(lw *L, int k, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void unsupported(lw *L, int k, const char *fmt, ...)
{
    if (L->failed)
        return;
    L->failed = true;
    if (L->needs_cxx)
        *L->needs_cxx = true;
    sess_buf what = {0};
    va_list ap;
    va_start(ap, fmt);
    sess_buf_vprintf(&what, fmt, ap);
    va_end(ap);
    lex_token *t = tk(L, k);
    char file[1024];
    source_file(L, L->v[k < L->n ? k : L->n - 1], file, sizeof file);
    sess_diag(L->d, CR_SEV_ERROR, file, t->line, t->col,
              "%s is C++ that host code cannot use in a REPL cell yet: cells compile host code as "
              "C with the C++ conveniences listed in docs/host-dialect.md (a program, "
              "`cudarepl FILE.cu`, compiles it as C++)", what.p);
    sess_buf_free(&what);
}

/* ---- Token structure -------------------------------------------------------------------------- */

static bool is_open(lw *L, int k)
{
    return is_p(L, k, "(") || is_p(L, k, "[") || is_p(L, k, "{");
}

static bool is_close(lw *L, int k)
{
    return is_p(L, k, ")") || is_p(L, k, "]") || is_p(L, k, "}");
}

/* The view index of the bracket closing the one opened at K (the EOF's when there is none). */
static int match(lw *L, int k)
{
    int depth = 0;
    for (int i = k; i < L->n - 1; i++) {
        if (is_open(L, i))
            depth++;
        else if (is_close(L, i) && --depth == 0)
            return i;
    }
    return L->n - 1;
}

/* The end (exclusive) of the expression starting at K: the first ';' ',' or closing bracket at
 * depth 0. */
static int expr_end(lw *L, int k)
{
    int depth = 0;
    for (int i = k; i < L->n - 1; i++) {
        if (is_open(L, i))
            depth++;
        else if (is_close(L, i)) {
            if (depth-- == 0)
                return i;
        } else if (depth == 0 && (is_p(L, i, ";") || is_p(L, i, ",")))
            return i;
    }
    return L->n - 1;
}

/* Split the contents of the group OPEN..CLOSE at depth-0 commas: the starts of up to MAX
 * arguments; returns their number (0 for an empty group). The end of argument i is the start
 * of argument i + 1 minus one (a comma), or CLOSE. */
static int split_args(lw *L, int open, int close, int *starts, int max)
{
    if (open + 1 >= close)
        return 0;
    int n = 0, depth = 0;
    starts[n++] = open + 1;
    for (int i = open + 1; i < close; i++) {
        if (is_open(L, i))
            depth++;
        else if (is_close(L, i))
            depth--;
        else if (depth == 0 && is_p(L, i, ",")) {
            if (n < max)
                starts[n] = i + 1;
            n++;
        }
    }
    return n;
}

static int arg_end(int i, int nargs, const int *starts, int close)
{
    return i + 1 < nargs ? starts[i + 1] - 1 : close;
}

static bool is_type_kw(lex_keyword k)
{
    switch (k) {
    case KW_VOID: case KW_CHAR: case KW_SHORT: case KW_INT: case KW_LONG: case KW_FLOAT:
    case KW_DOUBLE: case KW_SIGNED: case KW_UNSIGNED: case KW_BOOL_C: case KW_BOOL:
    case KW_INT128: case KW_SIGNED_GNU:
        return true;
    default:
        return false;
    }
}

static bool is_cuda_spec(lex_keyword k)
{
    switch (k) {
    case KW_GLOBAL: case KW_DEVICE: case KW_HOST: case KW_SHARED: case KW_CONSTANT: case KW_MANAGED:
    case KW_NOINLINE: case KW_FORCEINLINE: case KW_INLINE_HINT: case KW_LAUNCH_BOUNDS:
    case KW_MAXNREG: case KW_CLUSTER_DIMS: case KW_GRID_CONSTANT: case KW_TILE: case KW_TILE_GLOBAL:
        return true;
    default:
        return false;
    }
}

static bool is_typedef_name(lw *L, int k)
{
    int nk = name_kind(L, k);
    return nk == NM_TYPEDEF || nk == NM_STRUCT_TYPEDEF || nk == NM_CXX_TAG;
}

/* A type that is a struct or union (a typedef of one, or a C++ struct name). */
static bool is_struct_name(lw *L, int k)
{
    int nk = name_kind(L, k);
    return nk == NM_STRUCT_TYPEDEF || nk == NM_CXX_TAG;
}

/* Does the token end an operand (so that a following '&' or '*' is binary)? */
static bool ends_operand(lw *L, int k)
{
    lex_token *t = tk(L, k);
    if (k < 0)
        return false;
    if (t->kind == TK_NUM || t->kind == TK_STR || t->kind == TK_CHAR)
        return true;
    if (t->kind == TK_IDENT)
        return t->kw == KW_NONE || t->kw == KW_THIS || t->kw == KW_TRUE || t->kw == KW_FALSE ||
               t->kw == KW_NULLPTR;
    return is_p(L, k, ")") || is_p(L, k, "]") || is_p(L, k, "++") || is_p(L, k, "--");
}

/* ---- Before the view: what C does not need at all --------------------------------------------- */

static bool t_is(const lex_token *t, const char *s)
{
    return t->kind == TK_PUNCT && lex_is(t, s);
}

static bool t_id(const lex_token *t, const char *s)
{
    return t->kind == TK_IDENT && (int)strlen(s) == t->len && !memcmp(t->text, s, (size_t)t->len);
}

static void remove_tok(lw *L, int ti)
{
    L->e[ti].removed = true;
    L->e[ti].replaced = true;
}

/* Index of the token closing the group opened at token TI (all tokens, not the view). */
static int t_match(lw *L, int ti)
{
    int depth = 0;
    for (int i = ti; i < L->nt && L->t[i].kind != TK_EOF; i++) {
        const lex_token *t = &L->t[i];
        if (t_is(t, "(") || t_is(t, "[") || t_is(t, "{"))
            depth++;
        else if ((t_is(t, ")") || t_is(t, "]") || t_is(t, "}")) && --depth == 0)
            return i;
    }
    return L->nt - 1;
}

static bool operand_end(const lex_token *t)
{
    return t->kind == TK_NUM || t->kind == TK_STR || t->kind == TK_CHAR ||
           (t->kind == TK_IDENT && t->kw == KW_NONE) || t_is(t, ")") || t_is(t, "]");
}

/* std::X where the system headers declare X, or X is min/max (CUDA's host overloads), or X is
 * what a C library macro expanded to (std::isnan(x) is already `std:: __builtin_isnan (x)` or
 * `std:: (sizeof (x) ...`). */
static bool std_name_ok(lw *L, const lex_token *x)
{
    if (x->kind != TK_IDENT)
        return t_is(x, "(");
    if (x->kw != KW_NONE)
        return true;
    return t_id(x, "min") || t_id(x, "max") || sess_map_get(&L->sysnames, x->text, x->len);
}

static void prepass(lw *L)
{
    for (int i = 0; i + 1 < L->nt && L->t[i].kind != TK_EOF; i++) {
        lex_token *t = &L->t[i];
        if (!L->user[i] || L->e[i].removed)
            continue;
        lex_token *nx = &L->t[i + 1];
        bool after_operand = i > 0 && operand_end(&L->t[i - 1]);
        if (t_id(t, "std") && t_is(nx, "::") && std_name_ok(L, &L->t[i + 2]) &&
            !(i > 0 && t_is(&L->t[i - 1], "::"))) {
            remove_tok(L, i);
            remove_tok(L, i + 1);
        } else if (t_is(t, "::") && !(i > 0 && (L->t[i - 1].kind == TK_IDENT || t_is(&L->t[i - 1], ">"))) &&
                   nx->kind == TK_IDENT) {
            remove_tok(L, i); /* ::printf: the global scope is where C names are anyway */
        } else if (t->kind == TK_IDENT && t->kw == KW_EXTERN && nx->kind == TK_STR) {
            remove_tok(L, i + 1); /* extern "C": C linkage is the only kind */
            if (t_is(&L->t[i + 2], "{")) {
                remove_tok(L, i);
                remove_tok(L, i + 2);
                remove_tok(L, t_match(L, i + 2));
            }
        } else if (t->kind == TK_IDENT && t->kw == KW_USING && nx->kind == TK_IDENT &&
                   nx->kw == KW_NAMESPACE) {
            /* using namespace N; namespaces are flattened (the device front end does the same) */
            int j = i;
            while (j + 1 < L->nt && !t_is(&L->t[j], ";"))
                remove_tok(L, j++);
            remove_tok(L, j);
        } else if (t->kind == TK_IDENT && t->kw == KW_NAMESPACE && nx->kind == TK_IDENT &&
                   (t_is(&L->t[i + 2], "{") || t_is(&L->t[i + 2], "="))) {
            sess_map_put(&L->namespaces, nx->text, nx->len, NM(1));
            if (t_is(&L->t[i + 2], "{")) {
                remove_tok(L, t_match(L, i + 2)); /* namespace N { ... }: its contents */
                for (int j = i; j <= i + 2; j++)
                    remove_tok(L, j);
            } else {
                int j = i;
                while (j + 1 < L->nt && !t_is(&L->t[j], ";"))
                    remove_tok(L, j++);
                remove_tok(L, j);
            }
        } else if (t->kind == TK_IDENT && t->kw == KW_ENUM && nx->kind == TK_IDENT &&
                   (nx->kw == KW_CLASS || nx->kw == KW_STRUCT) && L->t[i + 2].kind == TK_IDENT) {
            /* enum class E : int { A }: a C enum (its enumerators are ints), E:: a qualifier */
            lex_token *nm = &L->t[i + 2];
            sess_map_put(&L->namespaces, nm->text, nm->len, NM(1));
            remove_tok(L, i + 1);
            if (t_is(&L->t[i + 3], ":"))
                for (int j = i + 3; j + 1 < L->nt && !t_is(&L->t[j], "{") && !t_is(&L->t[j], ";"); j++)
                    remove_tok(L, j);
        } else if (t->kind == TK_IDENT && t->kw == KW_NAMESPACE && t_is(nx, "{")) {
            remove_tok(L, t_match(L, i + 1)); /* an anonymous namespace */
            remove_tok(L, i);
            remove_tok(L, i + 1);
        } else if (t->kind == TK_IDENT && t->kw == KW_NONE && t_is(nx, "::") &&
                   sess_map_get(&L->namespaces, t->text, t->len)) {
            remove_tok(L, i); /* N::name: the namespace's names are the unit's */
            remove_tok(L, i + 1);
        } else if (t_is(t, "[") && t_is(nx, "[") && !after_operand) {
            int close = t_match(L, i);
            for (int j = i; j <= close; j++)
                remove_tok(L, j); /* [[attributes]] */
        } else if (t_id(t, "noexcept")) {
            remove_tok(L, i);
            if (t_is(nx, "(")) {
                int close = t_match(L, i + 1);
                for (int j = i + 1; j <= close; j++)
                    remove_tok(L, j);
            }
        }
    }
}

static void build_view(lw *L);

/* `class X` is `struct X` with private members first, which C's struct has no notion of */
static void class_keys(lw *L)
{
    for (int k = 0; k < L->n - 1; k++)
        if (is_kw(L, k, KW_CLASS) && !is_kw(L, k - 1, KW_ENUM) && is_id(L, k + 1) &&
            L->user[L->v[k]]) {
            tk(L, k)->kw = KW_STRUCT;
            repl_text(L, k, "struct");
        }
}

static void build_view(lw *L)
{
    L->v = sess_xcalloc((size_t)L->nt + 1, sizeof(int));
    L->n = 0;
    for (int i = 0; i < L->nt; i++) {
        if (!L->e[i].removed)
            L->v[L->n++] = i;
        if (L->t[i].kind == TK_EOF)
            break;
    }
    /* the nosub flags, then the skip flags (skip_of) */
    L->nosub = sess_xcalloc(2 * ((size_t)L->n + 1), sizeof(bool));
}

/* ---- Names ------------------------------------------------------------------------------------- */

/* The name a typedef declarator segment [a, z) declares. */
static int typedef_declarator(lw *L, int a, int z)
{
    int last = -1, depth = 0;
    for (int k = a; k < z; k++) {
        if (is_open(L, k)) {
            if (depth == 0 && is_p(L, k, "(") && (is_p(L, k + 1, "*") || is_p(L, k + 1, "^")) &&
                last < 0) {
                for (int j = k + 1; j < z && !is_p(L, j, ")"); j++)
                    if (is_id(L, j))
                        return j;
            }
            if (is_p(L, k, "{")) {
                k = match(L, k);
                continue;
            }
            depth++;
        } else if (is_close(L, k)) {
            depth--;
        } else if (depth == 0 && is_id(L, k)) {
            last = k;
        }
    }
    return last;
}

/* typedef ...;: its names become type names. */
static int collect_typedef(lw *L, int k)
{
    bool is_struct = is_kw(L, k + 1, KW_STRUCT) || is_kw(L, k + 1, KW_UNION) ||
                     (is_id(L, k + 1) && is_struct_name(L, k + 1));
    int start = k + 1, depth = 0;
    for (int i = k + 1; i < L->n - 1; i++) {
        if (is_p(L, i, "{")) {
            i = match(L, i);
            continue;
        }
        if (is_open(L, i))
            depth++;
        else if (is_close(L, i))
            depth--;
        else if (depth == 0 && (is_p(L, i, ",") || is_p(L, i, ";"))) {
            int name = typedef_declarator(L, start, i);
            if (name >= 0) {
                bool ptr = false;
                for (int j = start; j < name; j++)
                    ptr |= is_p(L, j, "*");
                set_name(L, name, is_struct && !ptr ? NM_STRUCT_TYPEDEF : NM_TYPEDEF);
            }
            start = i + 1;
            if (is_p(L, i, ";"))
                return i;
        }
    }
    return L->n - 1;
}

static void collect_enumerators(lw *L, int open)
{
    int close = match(L, open);
    bool expect = true;
    int depth = 0;
    for (int k = open + 1; k < close; k++) {
        if (is_open(L, k))
            depth++;
        else if (is_close(L, k))
            depth--;
        else if (depth == 0 && is_p(L, k, ","))
            expect = true;
        else if (expect && is_id(L, k)) {
            set_name(L, k, NM_ENUMERATOR);
            expect = false;
        }
    }
}

/* A declaration at file scope in the user's code that declares a function: its name. */
static void collect_function(lw *L, int k, int brace_depth, int paren_depth)
{
    if (brace_depth || paren_depth || !L->user[L->v[k]] || !is_p(L, k + 1, "("))
        return;
    /* after a type: a type keyword, a typedef name or a '*' */
    lex_token *p = tk(L, k - 1);
    bool after_type = p->kind == TK_IDENT
                          ? (p->kw == KW_NONE ? is_typedef_name(L, k - 1) : is_type_kw(p->kw))
                          : is_p(L, k - 1, "*");
    if (!after_type)
        return;
    bool kernel = false;
    for (int j = k - 1; j >= 0 && !is_p(L, j, ";") && !is_p(L, j, "}"); j--)
        kernel |= is_kw(L, j, KW_GLOBAL);
    if (kernel)
        sess_map_put(&L->kernels, tk(L, k)->text, tk(L, k)->len, NM(k + 2));
    else if (!name_kind(L, k))
        set_name(L, k, NM_USER_FUNC);
}

/* The identifiers the system headers mention: std::X is accepted for those. */
static void collect_sysnames(lw *L)
{
    for (int i = 0; i < L->nt && L->t[i].kind != TK_EOF; i++)
        if (!L->user[i] && L->t[i].kind == TK_IDENT)
            sess_map_put(&L->sysnames, L->t[i].text, L->t[i].len, NM(1));
}

/* A tag's name after struct/union/enum at K (past attributes and alignas), or -1. */
static int tag_name_after(lw *L, int k)
{
    int j = k + 1;
    while (is_kw(L, j, KW_ATTRIBUTE) || is_kw(L, j, KW_ALIGNAS_CXX) || is_kw(L, j, KW_ALIGN) ||
           is_kw(L, j, KW_ALIGNAS))
        j = is_p(L, j + 1, "(") ? match(L, j + 1) + 1 : j + 1;
    return is_id(L, j) ? j : -1;
}

static void collect_names(lw *L)
{
    int braces = 0, parens = 0;
    for (int k = 0; k < L->n - 1; k++) {
        if (is_kw(L, k, KW_TYPEDEF)) {
            collect_typedef(L, k);
            continue;
        }
        if (is_kw(L, k, KW_USING) && is_id(L, k + 1) && is_p(L, k + 2, "=")) {
            set_name(L, k + 1, NM_TYPEDEF); /* using T = ...: a typedef */
            continue;
        }
        int tag = is_kw(L, k, KW_STRUCT) || is_kw(L, k, KW_UNION) || is_kw(L, k, KW_ENUM)
                      ? tag_name_after(L, k) : -1;
        if (tag >= 0) {
            bool def = is_p(L, tag + 1, "{") || is_p(L, tag + 1, ";");
            if (def && L->user[L->v[k]] && !is_kw(L, k - 1, KW_TYPEDEF) && !name_kind(L, tag))
                set_name(L, tag, NM_CXX_TAG);
        }
        if (is_kw(L, k, KW_ENUM) && (is_p(L, k + 1, "{") || is_p(L, k + 2, "{")))
            collect_enumerators(L, is_p(L, k + 1, "{") ? k + 1 : k + 2);
        if (is_id(L, k))
            collect_function(L, k, braces, parens);
        if (is_p(L, k, "{"))
            braces++;
        else if (is_p(L, k, "}"))
            braces--;
        else if (is_p(L, k, "("))
            parens++;
        else if (is_p(L, k, ")"))
            parens--;
    }
}

/* ---- Scopes: constants, dim3 variables, and the names that hide them --------------------------- */

static scoped *lookup(lw *L, int k)
{
    lex_token *t = tk(L, k);
    for (size_t i = L->scope.len; i-- > 0;) {
        scoped *s = &L->scope.p[i];
        if (s->len == t->len && !memcmp(s->name, t->text, (size_t)t->len))
            return s;
    }
    return NULL;
}

static void push_scoped(lw *L, scoped s)
{
    VEC_PUSH(L->scope, s);
}

/* A name is declared at K (at brace depth DEPTH): it hides a constant or dim3 variable. */
static void declared(lw *L, int k, int depth)
{
    L->nosub[k] = true;
    if (lookup(L, k)) {
        scoped s = {SC_SHADOW, tk(L, k)->text, tk(L, k)->len, depth, 0, 0, 0, 0};
        push_scoped(L, s);
    }
}

static void pop_scopes(lw *L)
{
    while (L->scope.len && L->scope.p[L->scope.len - 1].depth > L->depth)
        L->scope.len--;
}

/* Is [a, z) an expression C can fold (literals, operators, sizeof, casts, enumerators and
 * constants in scope)? */
static bool constant_expr(lw *L, int a, int z)
{
    if (a >= z)
        return false;
    for (int k = a; k < z; k++) {
        lex_token *t = tk(L, k);
        if (t->kind == TK_NUM || t->kind == TK_CHAR)
            continue;
        if (t->kind == TK_STR || is_p(L, k, "{") || is_p(L, k, "=") || is_p(L, k, ";"))
            return false;
        if (t->kind == TK_PUNCT)
            continue;
        if (t->kw == KW_SIZEOF || t->kw == KW_ALIGNOF || t->kw == KW_ALIGNOF_CXX) {
            if (is_p(L, k + 1, "("))
                k = match(L, k + 1);
            continue;
        }
        if (is_type_kw(t->kw) || t->kw == KW_TRUE || t->kw == KW_FALSE || t->kw == KW_STATIC_CAST ||
            t->kw == KW_CONST || t->kw == KW_UNSIGNED)
            continue;
        if (t->kw != KW_NONE)
            return false;
        int nk = name_kind(L, k);
        if (nk == NM_ENUMERATOR || nk == NM_TYPEDEF)
            continue;
        scoped *s = lookup(L, k);
        if (!s || s->kind != SC_CONST)
            return false;
    }
    return true;
}

/* A use of a constant: its value, of its type, so that C sees a constant expression. */
static void subst_constant(lw *L, int k, const scoped *s)
{
    repl_text(L, k, "((");
    repl_copy(L, k, s->ta, s->tb);
    repl_add(L, k, ")(");
    repl_copy(L, k, s->ia, s->ib);
    repl_add(L, k, "))");
}

/* Is the identifier at K a use (not a member name, an address taken, an assignment)? */
static bool plain_use(lw *L, int k)
{
    if (L->nosub[k] || is_p(L, k - 1, ".") || is_p(L, k - 1, "->") || is_kw(L, k - 1, KW_GOTO))
        return false;
    if (is_p(L, k - 1, "&") && !ends_operand(L, k - 2))
        return false;
    if (is_p(L, k + 1, "=") || is_p(L, k + 1, "++") || is_p(L, k + 1, "--") || is_p(L, k - 1, "++") ||
        is_p(L, k - 1, "--"))
        return false;
    return true;
}

/* ---- Declarations -------------------------------------------------------------------------------- */

typedef struct {
    int start;          /* the first token */
    int type_a, type_b; /* the type's tokens */
    int first;          /* the first declarator */
    int tag_kw, tag_name, body; /* struct/union/enum, its name, the '{' of its body (-1: none) */
    bool is_typedef, is_const, is_extern, is_auto, is_dim3, type_kw, type_name;
} declspec;

static void lower_range(lw *L, int from, int to, bool stmt);

/* alignas(N): _Alignas(N) on an object, the aligned attribute on a struct. */
static void lower_alignas(lw *L, int k)
{
    if (!is_p(L, k + 1, "(") || ed(L, k)->replaced)
        return;
    if (is_kw(L, k - 1, KW_STRUCT) || is_kw(L, k - 1, KW_UNION)) {
        repl_text(L, k, "__attribute__((aligned");
        add_post(L, match(L, k + 1), "))");
    } else {
        repl_text(L, k, "_Alignas");
    }
}

/* struct/union/enum [NAME] [{...}] at K: the index after it. */
static void delete_range(lw *L, int a, int z);

static int parse_tag(lw *L, int k, declspec *ds)
{
    ds->tag_kw = k;
    int j = k + 1;
    while (is_kw(L, j, KW_ATTRIBUTE) || is_kw(L, j, KW_ALIGNAS_CXX) || is_kw(L, j, KW_ALIGN) ||
           is_kw(L, j, KW_ALIGNAS)) {
        if (is_kw(L, j, KW_ALIGNAS_CXX))
            lower_alignas(L, j);
        j = is_p(L, j + 1, "(") ? match(L, j + 1) + 1 : j + 1;
    }
    if (is_kw(L, k, KW_ENUM) && (is_kw(L, j, KW_CLASS) || is_kw(L, j, KW_STRUCT))) {
        unsupported(L, j, "a scoped enum (enum %.*s)", tk(L, j)->len, tk(L, j)->text);
        return j;
    }
    if (is_id(L, j))
        ds->tag_name = j++;
    if (is_p(L, j, ":") && !is_kw(L, k, KW_ENUM)) {
        /* struct D : B { ... }: B's subobject is D's first member (its layout in C) */
        int b = j + 1;
        sess_buf bases = {0};
        sess_buf_puts(&bases, "{");
        int nb = 0;
        for (; b < L->n - 1 && !is_p(L, b, "{") && !is_p(L, b, ";"); b++)
            if (is_id(L, b) && !id_eq(L, b, "public") && !id_eq(L, b, "private") &&
                !id_eq(L, b, "protected") && !id_eq(L, b, "virtual"))
                sess_buf_printf(&bases, " struct %.*s __cr_base%d;", tk(L, b)->len, tk(L, b)->text, nb++);
        if (is_p(L, b, "{")) {
            delete_range(L, j, b);
            add_post(L, b, bases.p + 1);
        }
        sess_buf_free(&bases);
        j = b;
    }
    if (is_p(L, j, ":")) {
        unsupported(L, j, "an enum with an underlying type (enum E : T)");
        return j;
    }
    if (is_p(L, j, "{")) {
        ds->body = j;
        j = match(L, j) + 1;
    }
    return j;
}

static bool skip_qualifier(lw *L, int k, declspec *ds)
{
    lex_token *t = tk(L, k);
    switch (t->kw) {
    case KW_TYPEDEF: ds->is_typedef = true; return true;
    case KW_EXTERN: ds->is_extern = true; return true;
    case KW_CONST: case KW_CONST_GNU: ds->is_const = true; return true;
    case KW_CONSTEXPR: ds->is_const = true; repl_text(L, k, "const"); return true;
    case KW_STATIC: case KW_VOLATILE: case KW_VOLATILE_GNU: case KW_INLINE: case KW_INLINE_GNU:
    case KW_INLINE_GNU2: case KW_REGISTER: case KW_THREAD_LOCAL: case KW_NORETURN: case KW_EXTENSION:
    case KW_RESTRICT: case KW_RESTRICT_GNU: case KW_RESTRICT_GNU2:
        return true;
    case KW_NONE:
        if (id_eq(L, k, "thread_local")) {
            repl_text(L, k, "_Thread_local");
            return true;
        }
        return false;
    default:
        return is_cuda_spec(t->kw);
    }
}

/* Does a declarator start at K? */
static bool declarator_start(lw *L, int k, const declspec *ds)
{
    if (is_id(L, k) || is_p(L, k, "*") || is_p(L, k, "&") || is_p(L, k, "&&") || is_p(L, k, ";"))
        return true;
    if (is_p(L, k, "(") && (is_p(L, k + 1, "*") || is_p(L, k + 1, "&") || is_p(L, k + 1, "^")))
        return true;
    return ds->is_auto && is_p(L, k, "[");
}

/* The declaration specifiers at K, when a declaration starts there. */
static bool parse_specs(lw *L, int k, int to, declspec *ds)
{
    memset(ds, 0, sizeof *ds);
    ds->start = k;
    ds->type_a = ds->tag_kw = ds->tag_name = ds->body = -1;
    bool have = false;
    for (; k < to && tk(L, k)->kind == TK_IDENT; k++) {
        lex_token *t = tk(L, k);
        if (skip_qualifier(L, k, ds)) {
            if ((t->kw == KW_LAUNCH_BOUNDS || t->kw == KW_MAXNREG || t->kw == KW_CLUSTER_DIMS) &&
                is_p(L, k + 1, "("))
                k = match(L, k + 1);
            continue;
        }
        if (t->kw == KW_ATTRIBUTE || t->kw == KW_ALIGNAS || t->kw == KW_ALIGNAS_CXX || t->kw == KW_ALIGN) {
            if (t->kw == KW_ALIGNAS_CXX)
                lower_alignas(L, k);
            if (is_p(L, k + 1, "("))
                k = match(L, k + 1);
            continue;
        }
        if (t->kw == KW_BOOL)
            repl_text(L, k, "_Bool");
        if (have) {
            if (ds->type_kw && is_type_kw(t->kw)) {
                ds->type_b = k + 1;
                continue;
            }
            break;
        }
        if (is_type_kw(t->kw)) {
            have = ds->type_kw = true;
            ds->type_a = k;
            ds->type_b = k + 1;
        } else if (t->kw == KW_STRUCT || t->kw == KW_UNION || t->kw == KW_ENUM) {
            have = true;
            ds->type_a = k;
            k = parse_tag(L, k, ds) - 1;
            ds->type_b = k + 1;
        } else if (t->kw == KW_CLASS) {
            unsupported(L, k, is_kw(L, k - 1, KW_ENUM) ? "a scoped enum (enum class)" : "a class");
            return false;
        } else if (t->kw == KW_AUTO && !is_type_kw(tk(L, k + 1)->kw)) {
            have = ds->is_auto = true;
            ds->type_a = k;
            ds->type_b = k + 1;
        } else if ((t->kw == KW_TYPEOF || t->kw == KW_TYPEOF2 || t->kw == KW_DECLTYPE) &&
                   is_p(L, k + 1, "(")) {
            have = true;
            ds->type_a = k;
            if (t->kw == KW_DECLTYPE)
                repl_text(L, k, "__typeof__");
            k = match(L, k + 1);
            ds->type_b = k + 1;
        } else if (t->kw == KW_NONE && is_typedef_name(L, k) && !is_p(L, k + 1, "::") &&
                   !(is_p(L, k + 1, "(") && !is_p(L, k + 2, "*") && !is_p(L, k + 2, "&")) &&
                   !is_p(L, k + 1, "{")) {
            have = ds->type_name = true;
            ds->type_a = k;
            ds->type_b = k + 1;
            ds->is_dim3 = id_eq(L, k, "dim3");
        } else {
            break;
        }
    }
    ds->first = k;
    return have && !L->failed && declarator_start(L, k, ds);
}

static bool *skip_of(lw *L);

/* Remove the view tokens [a, z) from the output (a __device__ member function). */
static void delete_range(lw *L, int a, int z)
{
    bool *skip = skip_of(L);
    for (int k = a; k < z; k++) {
        repl_text(L, k, "");
        skip[k] = true;
    }
}

/* static const / constexpr T name = value; */
static bool const_member(lw *L, int m, int end)
{
    bool c = false, init = false;
    for (int j = m; j < end; j++) {
        c |= is_kw(L, j, KW_CONST) || is_kw(L, j, KW_CONSTEXPR);
        init |= is_p(L, j, "=");
    }
    return c && init;
}

/* One member of a struct body, [m, end): what C cannot have there. */
static void struct_member(lw *L, int m, int end)
{
    bool dev = false, host = false, func = false;
    int depth = 0;
    for (int j = m; j < end; j++)
        if (tk(L, j)->kw == KW_DEVICE) {
            /* device code (a __host__ __device__ member too: host code is C, which has no
             * member functions): the device front end compiles it */
            delete_range(L, m, end);
            return;
        }
    if (L->device_class && (is_kw(L, m, KW_ENUM) || is_kw(L, m, KW_USING) || is_kw(L, m, KW_TYPEDEF) ||
                            is_kw(L, m, KW_TEMPLATE) || id_eq(L, m, "friend")) &&
        (is_p(L, end - 2, "}") || !is_kw(L, m, KW_ENUM))) {
        delete_range(L, m, end); /* a device class's nested names: device code's */
        return;
    }
    if (id_eq(L, m, "public") || id_eq(L, m, "private") || id_eq(L, m, "protected")) {
        delete_range(L, m, m + 2); /* access control changes nothing C does */
        if (m + 2 < end)
            struct_member(L, m + 2, end);
        return;
    }
    for (int j = m; j < end && !L->failed; j++) {
        lex_token *t = tk(L, j);
        if (is_p(L, j, "{") && !func) {
            j = match(L, j);
            continue;
        }
        if (is_open(L, j)) {
            if (depth == 0 && is_p(L, j, "(") && j > m && is_id(L, j - 1) && !is_p(L, j + 1, "*") &&
                !is_p(L, j + 1, "^"))
                func = true;
            depth++;
            continue;
        }
        if (is_close(L, j)) {
            depth--;
            continue;
        }
        if (depth)
            continue;
        dev |= t->kw == KW_DEVICE;
        host |= t->kw == KW_HOST;
        if (j == m && (id_eq(L, j, "public") || id_eq(L, j, "private") || id_eq(L, j, "protected")))
            unsupported(L, j, "an access specifier (%.*s:)", t->len, t->text);
        else if (t->kw == KW_STATIC && !func && L->device_class) {
            delete_range(L, m, end); /* a device class's constant: device code's */
            return;
        } else if (t->kw == KW_STATIC && !func && const_member(L, m, end)) {
            delete_range(L, m, end); /* a class constant: device code uses it by name */
            return;
        } else if (t->kw == KW_STATIC && !func)
            unsupported(L, j, "a static data member");
        else if (id_eq(L, j, "virtual") || id_eq(L, j, "friend") || t->kw == KW_OPERATOR ||
                 t->kw == KW_TEMPLATE || t->kw == KW_USING || t->kw == KW_TYPEDEF)
            unsupported(L, j, "a member %.*s", t->len, t->text);
        else if (is_p(L, j, "~"))
            unsupported(L, j, "a destructor");
        else if (is_p(L, j, "=") && !func && L->device_class) {
            /* a default member initialiser of a device class: the device front end's
             * constructors apply it; host code does not construct such objects */
            delete_range(L, j, end - 1);
            break;
        } else if (is_p(L, j, "=") && !func)
            unsupported(L, j, "a default member initializer");
    }
    if (func && !L->failed) {
        if (dev && !host)
            delete_range(L, m, end); /* device code: the device front end compiles it */
        else
            unsupported(L, m, "a member function");
    }
}

/* The body of a struct or union at OPEN: members checked, then lowered as declarations. */
static void struct_body(lw *L, int open)
{
    int close = match(L, open);
    bool outer = L->device_class;
    L->device_class = false;
    for (int k = open + 1; k < close; k++)
        L->device_class |= tk(L, k)->kw == KW_DEVICE || tk(L, k)->kw == KW_GLOBAL;
    for (int k = open + 1; k < close && !L->failed;) {
        int end = close, depth = 0;
        bool func = false;
        for (int j = k; j < close; j++) {
            if (is_p(L, j, "{")) {
                if (func && depth == 0) {
                    end = match(L, j) + 1;
                    break;
                }
                j = match(L, j);
                continue;
            }
            if (is_p(L, j, "(")) {
                func |= depth == 0 && j > k && is_id(L, j - 1) && !is_p(L, j + 1, "*");
                depth++;
            } else if (is_p(L, j, ")")) {
                depth--;
            } else if (depth == 0 && is_p(L, j, ";")) {
                end = j + 1;
                break;
            }
        }
        struct_member(L, k, end);
        k = end;
    }
    if (L->failed)
        return;
    L->in_struct++;
    L->depth++;
    lower_range(L, open + 1, close, true);
    L->depth--;
    pop_scopes(L);
    L->in_struct--;
    L->device_class = outer;
}

/* The parameter list OPEN..CLOSE of a function declarator: no references or default
 * arguments; the names hide constants inside the body. */
static void params(lw *L, int open, int close)
{
    int starts[256];
    int n = split_args(L, open, close, starts, 256);
    for (int i = 0; i < n && i < 256 && !L->failed; i++) {
        int a = starts[i], z = arg_end(i, n, starts, close);
        int depth = 0;
        for (int j = a; j < z && !L->failed; j++) {
            if (is_open(L, j))
                depth++;
            else if (is_close(L, j))
                depth--;
            else if (depth == 0 && (is_p(L, j, "&") || is_p(L, j, "&&")))
                unsupported(L, j, "a reference parameter");
            else if (depth == 0 && is_p(L, j, "="))
                unsupported(L, j, "a default argument");
            else if (is_kw(L, j, KW_AUTO))
                unsupported(L, j, "an auto parameter");
        }
        int name = typedef_declarator(L, a, z);
        if (name >= 0 && !is_typedef_name(L, name))
            declared(L, name, L->depth + 1);
    }
}

/* Does the group at OPEN hold parameter declarations (rather than an initializer's values)? */
static bool param_list(lw *L, int open)
{
    int k = open + 1;
    lex_token *t = tk(L, k);
    if (is_p(L, k, ")") || is_p(L, k, "..."))
        return true;
    if (t->kind != TK_IDENT)
        return false;
    return (t->kw != KW_NONE && t->kw != KW_SIZEOF && t->kw != KW_TRUE && t->kw != KW_FALSE &&
            t->kw != KW_NULLPTR && t->kw != KW_STATIC_CAST && t->kw != KW_REINTERPRET_CAST &&
            t->kw != KW_CONST_CAST && t->kw != KW_THIS) ||
           (is_typedef_name(L, k) && !is_p(L, k + 1, "(") && !is_p(L, k + 1, "{"));
}

/* A value converted as dim3's constructors do (a dim3 or uint3 as it is, an integer as x with
 * y = z = 1): what the header's __cr_dim3 says, spelt out as the text is preprocessed. The
 * value [a, z) is copied into token TOK's replacement (LEAD first); the caller ends it with
 * DIM3_CONV_END after the value. */
static void dim3_conv(lw *L, int tok, const char *lead, int a, int z)
{
    repl_text(L, tok, lead);
    repl_add(L, tok, "({ dim3 __cr_t; _Generic((");
    repl_copy(L, tok, a, z);
    repl_add(L, tok, "), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: __cr_dim3_u)(&__cr_t, (");
}

static const char *const DIM3_CONV_END = ")); __cr_t; })";

/* dim3 NAME(args) / NAME{args} at OPEN: the constructor, missing components 1. */
static void dim3_direct(lw *L, int open)
{
    int close = match(L, open);
    int starts[4];
    int n = split_args(L, open, close, starts, 4);
    bool brace = is_p(L, open, "{");
    const char *eq = eq_before(L, open);
    if (n == 0) {
        if (brace) {
            add_pre(L, open, eq);
            add_post(L, open, "1, 1, 1");
        }
        return; /* dim3 d(); declares a function */
    }
    char lead[16];
    if (n == 1 && L->depth > 0) {
        dim3_conv(L, open, eq, open + 1, close);
        repl_text(L, close, DIM3_CONV_END);
    } else if (n == 1) {
        snprintf(lead, sizeof lead, "%s{(", eq);
        repl_text(L, open, lead);
        repl_text(L, close, "), 1, 1}");
    } else {
        snprintf(lead, sizeof lead, "%s{", eq);
        repl_text(L, open, lead);
        repl_text(L, close, n == 2 ? ", 1}" : "}");
    }
}

/* dim3 NAME = init, init being [ia, ib). */
static void dim3_init(lw *L, int ia, int ib)
{
    if (is_p(L, ia, "{")) {
        int close = match(L, ia);
        int starts[4];
        int n = split_args(L, ia, close, starts, 4);
        if (n == 0)
            add_post(L, ia, "1, 1, 1");
        else if (n < 3)
            add_pre(L, close, n == 1 ? ", 1, 1" : ", 1");
        return;
    }
    if (id_eq(L, ia, "dim3") && (is_p(L, ia + 1, "(") || is_p(L, ia + 1, "{")) && match(L, ia + 1) + 1 == ib)
        return; /* a temporary, lowered where it is */
    if (L->depth > 0) {
        dim3_conv(L, ia - 1, "= ", ia, ib);
        add_close(L, ib, DIM3_CONV_END);
    } else {
        repl_text(L, ia - 1, "= {(");
        add_close(L, ib, "), 1, 1}");
    }
}

/* auto NAME = init: the initializer's type (a string literal's is const char *, as in C++). */
static void auto_type(lw *L, const declspec *ds, int ia, int ib)
{
    bool str = ia < ib;
    for (int k = ia; k < ib; k++)
        str &= tk(L, k)->kind == TK_STR;
    if (str) {
        repl_text(L, ds->type_a, "const char *");
        return;
    }
    repl_text(L, ds->type_a, "__typeof__(");
    repl_copy(L, ds->type_a, ia, ib);
    repl_add(L, ds->type_a, ")");
}

/* Are the type's tokens a scalar type a constant can have? */
static bool scalar_type(lw *L, const declspec *ds)
{
    if (ds->type_kw)
        return !is_kw(L, ds->type_a, KW_VOID);
    return ds->type_name && !ds->is_dim3 && !is_struct_name(L, ds->type_a) &&
           name_kind(L, ds->type_a) == NM_TYPEDEF;
}

typedef struct {
    int name;      /* the declared name, or -1 */
    bool ptr, array, func, brace;
    int ia, ib;    /* the initializer (for brace, the braces included), or -1 */
    int direct;    /* the '(' or '{' of NAME(args) / NAME{args}, or -1 */
    int next;      /* after the declarator and its initializer */
    int body;      /* a function body's '{', or -1 */
} declarator;

/* One declarator at D; the edits a declarator needs by itself (reference, auto's '*'). */
static declarator parse_declarator(lw *L, const declspec *ds, int d, bool first)
{
    declarator r = {-1, false, false, false, false, -1, -1, -1, d, -1};
    while (is_p(L, d, "*") || is_kw(L, d, KW_CONST) || is_kw(L, d, KW_VOLATILE) ||
           is_kw(L, d, KW_RESTRICT) || is_kw(L, d, KW_RESTRICT_GNU) || is_kw(L, d, KW_RESTRICT_GNU2)) {
        if (is_p(L, d, "*")) {
            r.ptr = true;
            if (ds->is_auto && first)
                repl_text(L, d, ""); /* auto *p = &x: __typeof__(&x) p */
        }
        d++;
    }
    if (is_p(L, d, "&") || is_p(L, d, "&&")) {
        unsupported(L, d, "a reference");
        return r;
    }
    if (ds->is_auto && is_p(L, d, "[")) {
        unsupported(L, d, "a structured binding (auto [a, b])");
        return r;
    }
    if (is_id(L, d)) {
        r.name = d++;
    } else if (is_p(L, d, "(")) {
        int c = match(L, d);
        r.name = typedef_declarator(L, d, c + 1);
        r.ptr = true;
        d = c + 1;
    }
    if (r.name >= 0)
        declared(L, r.name, L->depth);
    while (is_p(L, d, "[") || is_p(L, d, "(")) {
        int c = match(L, d);
        if (is_p(L, d, "(") && !r.func && param_list(L, d)) {
            r.func = true;
            params(L, d, c);
        } else if (is_p(L, d, "(")) {
            r.direct = d;
        } else {
            r.array = true;
        }
        d = c + 1;
        if (r.direct >= 0)
            break;
    }
    if (r.func && is_p(L, d, "->"))
        unsupported(L, d, "a trailing return type");
    if (r.func && is_p(L, d, "{")) {
        r.body = d;
        r.next = d;
        return r;
    }
    if (is_p(L, d, "=")) {
        r.ia = d + 1;
        r.brace = is_p(L, d + 1, "{");
        r.ib = r.brace ? match(L, d + 1) + 1 : expr_end(L, d + 1);
        d = r.ib;
    } else if (r.direct < 0 && r.name >= 0 && !r.func && is_p(L, d, "{") && !L->in_struct) {
        r.direct = d;
        d = match(L, d) + 1;
    }
    while (is_kw(L, d, KW_ATTRIBUTE) && is_p(L, d + 1, "("))
        d = match(L, d + 1) + 1;
    r.next = d;
    return r;
}

/* C++ struct/union/enum names are type names: C needs a typedef for them. */
static void tag_typedef(lw *L, const declspec *ds, int to)
{
    if (ds->tag_name < 0 || ds->is_typedef || name_kind(L, ds->tag_name) != NM_CXX_TAG ||
        (ds->body < 0 && !is_p(L, ds->first, ";")))
        return;
    lex_token *kw = tk(L, ds->tag_kw), *nm = tk(L, ds->tag_name);
    char buf[512];
    bool is_enum = is_kw(L, ds->tag_kw, KW_ENUM);
    const char *key = is_enum ? "enum" : kw->kw == KW_UNION ? "union" : "struct"; /* class too */
    snprintf(buf, sizeof buf, "%stypedef %s %.*s %.*s;%s", is_enum ? " " : "", key,
             nm->len, nm->text, nm->len, nm->text, is_enum ? "" : " ");
    if (!is_enum) {
        add_pre(L, ds->start, buf);
        return;
    }
    int depth = 0;
    for (int k = ds->first; k < to; k++) { /* an enum is complete after its declaration */
        if (is_open(L, k))
            depth++;
        else if (is_close(L, k))
            depth--;
        else if (depth == 0 && is_p(L, k, ";")) {
            add_post(L, k, buf);
            return;
        }
    }
}

/* The edits one declarator needs, by what it declares. */
static void declarator_edits(lw *L, const declspec *ds, const declarator *r, bool first)
{
    bool object = r->name >= 0 && !r->ptr && !r->array && !r->func;
    if (ds->is_auto && first) {
        if (r->func)
            unsupported(L, ds->type_a, "a function declared auto");
        else if (r->ia >= 0 && r->brace)
            unsupported(L, r->ia, "auto with a braced initializer list (std::initializer_list)");
        else if (r->ia >= 0)
            auto_type(L, ds, r->ia, r->ib);
        else if (r->direct >= 0 && match(L, r->direct) > r->direct + 1) {
            add_pre(L, r->direct, eq_before(L, r->direct));
            auto_type(L, ds, r->direct + 1, match(L, r->direct));
        } else
            unsupported(L, ds->type_a, "auto without an initializer");
    }
    if (ds->is_dim3 && object && !ds->is_typedef) {
        if (r->direct >= 0)
            dim3_direct(L, r->direct);
        else if (r->ia >= 0)
            dim3_init(L, r->ia, r->ib);
        else if (!ds->is_extern && !L->in_struct)
            add_post(L, r->name, " = {1, 1, 1}"); /* dim3's constructor: all 1s */
        scoped s = {SC_DIM3, tk(L, r->name)->text, tk(L, r->name)->len, L->depth, 0, 0, 0, 0};
        push_scoped(L, s);
        return;
    }
    if (r->direct >= 0 && !ds->is_auto) {
        int close = match(L, r->direct);
        int starts[2];
        int n = split_args(L, r->direct, close, starts, 2);
        if (is_p(L, r->direct, "{")) {
            add_pre(L, r->direct, eq_before(L, r->direct)); /* T x{...}: T x = {...} */
            if (n == 0)
                add_post(L, r->direct, "0");
        } else if (n == 1 && !is_struct_name(L, ds->type_a)) {
            add_pre(L, r->direct, eq_before(L, r->direct)); /* T x(v): T x = (v) */
        } else {
            unsupported(L, r->direct, "a constructor call");
        }
    }
    if (ds->is_const && object && r->ia >= 0 && !r->brace && !L->in_struct && !ds->is_typedef &&
        scalar_type(L, ds) && constant_expr(L, r->ia, r->ib)) {
        scoped s = {SC_CONST, tk(L, r->name)->text, tk(L, r->name)->len, L->depth,
                    ds->type_a, ds->type_b, r->ia, r->ib};
        push_scoped(L, s);
    }
}

/* A declaration at K (a statement's start): its edits; returns the view index to go on from
 * (its declarators and initializers are then lowered as expressions), or -1 when K does not
 * start a declaration. */
static int declaration(lw *L, int k, int to)
{
    declspec ds;
    if (!parse_specs(L, k, to, &ds))
        return L->failed ? to : -1;
    tag_typedef(L, &ds, to);
    if (ds.body >= 0 && is_kw(L, ds.tag_kw, KW_ENUM)) {
        L->depth++;
        lower_range(L, ds.body + 1, match(L, ds.body), false);
        L->depth--;
    } else if (ds.body >= 0) {
        struct_body(L, ds.body);
    }
    int d = ds.first;
    for (bool first = true; d < to && !L->failed; first = false) {
        if (is_p(L, d, ";"))
            break;
        declarator r = parse_declarator(L, &ds, d, first);
        if (L->failed)
            break;
        declarator_edits(L, &ds, &r, first);
        if (r.body >= 0 || !is_p(L, r.next, ","))
            break;
        d = r.next + 1;
    }
    return ds.first;
}

/* ---- Statements ----------------------------------------------------------------------------------- */

/* The last token of the statement starting at K. */
static int stmt_end(lw *L, int k)
{
    if (is_p(L, k, "{"))
        return match(L, k);
    if (is_kw(L, k, KW_IF)) {
        int c = k + 1;
        if (is_kw(L, c, KW_CONSTEXPR))
            c++;
        int e = stmt_end(L, match(L, c) + 1);
        return is_kw(L, e + 1, KW_ELSE) ? stmt_end(L, e + 2) : e;
    }
    if (is_kw(L, k, KW_FOR) || is_kw(L, k, KW_WHILE) || is_kw(L, k, KW_SWITCH))
        return stmt_end(L, match(L, k + 1) + 1);
    if (is_kw(L, k, KW_DO)) {
        int e = stmt_end(L, k + 1);
        if (is_kw(L, e + 1, KW_WHILE))
            e = match(L, e + 2) + 1;
        return e;
    }
    if ((is_kw(L, k, KW_CASE) || is_kw(L, k, KW_DEFAULT) || (is_id(L, k) && is_p(L, k + 1, ":")))) {
        int c = k;
        while (c < L->n - 1 && !is_p(L, c, ":"))
            c++;
        return stmt_end(L, c + 1);
    }
    int depth = 0;
    for (int i = k; i < L->n - 1; i++) {
        if (is_open(L, i))
            depth++;
        else if (is_close(L, i)) {
            if (depth-- == 0)
                return i - 1;
        } else if (depth == 0 && is_p(L, i, ";"))
            return i;
    }
    return L->n - 2;
}

/* Does a declaration with an initializer start at K (a condition's contents up to CLOSE)? Its
 * declared name, or -1. */
static int condition_decl(lw *L, int k, int close)
{
    declspec ds;
    if (!parse_specs(L, k, close, &ds))
        return -1;
    int d = ds.first;
    while (is_p(L, d, "*") || is_kw(L, d, KW_CONST))
        d++;
    return is_id(L, d) && (is_p(L, d + 1, "=") || is_p(L, d + 1, "{")) ? d : -1;
}

static int depth0_semicolon(lw *L, int open, int close)
{
    int depth = 0;
    for (int k = open + 1; k < close; k++) {
        if (is_open(L, k))
            depth++;
        else if (is_close(L, k))
            depth--;
        else if (depth == 0 && is_p(L, k, ";"))
            return k;
    }
    return -1;
}

/* for (init; cond; step): C99 has declarations there; C++'s range-for has no C meaning. */
static int for_stmt(lw *L, int k)
{
    int open = k + 1, close = match(L, open);
    int depth = 0;
    for (int j = open + 1; j < close; j++) {
        if (is_open(L, j))
            depth++;
        else if (is_close(L, j))
            depth--;
        else if (depth == 0 && is_p(L, j, ":")) {
            unsupported(L, j, "a range-based for loop");
            return close + 1;
        }
    }
    int semi = depth0_semicolon(L, open, close);
    if (semi < 0)
        return open + 1;
    lower_range(L, open + 1, semi + 1, true);
    if (condition_decl(L, semi + 1, close) >= 0)
        unsupported(L, semi + 1, "a declaration in a for loop's condition");
    lower_range(L, semi + 1, close, false);
    return close + 1;
}

/* if / while / switch (k at the keyword) with a declaration in the condition, or C++17's
 * if (init; cond) and switch (init; cond):
 *   if (T x = e) S [else S2]      { T x = e; if (x) S [else S2] }
 *   if (init; cond) S             { init; if (cond) S }
 *   while (T x = e) S             while (1) { T x = e; if (!(x)) break; S }
 * Returns where to go on. */
static int cond_stmt(lw *L, int k)
{
    bool is_if = is_kw(L, k, KW_IF), is_while = is_kw(L, k, KW_WHILE);
    int open = k + 1;
    if (is_if && is_kw(L, open, KW_CONSTEXPR)) {
        repl_text(L, open, ""); /* if constexpr: a plain if does the same at run time */
        open++;
    }
    if (!is_p(L, open, "("))
        return k + 1;
    int close = match(L, open);
    int semi = is_while ? -1 : depth0_semicolon(L, open, close);
    int name = semi < 0 ? condition_decl(L, open + 1, close) : -1;
    if (L->failed)
        return close + 1;
    if (semi < 0 && name < 0) {
        lower_range(L, open + 1, close, false);
        return close + 1;
    }
    int end = stmt_end(L, k);
    const char *kw = is_if ? "if" : "switch";
    char buf[512];
    lex_token *nm = name >= 0 ? tk(L, name) : NULL;
    if (is_while) {
        repl_text(L, open, "(1) {");
        snprintf(buf, sizeof buf, "; if (!(%.*s)) break;", nm->len, nm->text);
        repl_text(L, close, buf);
    } else if (semi >= 0) {
        repl_text(L, k, "{");
        repl_text(L, open, "");
        snprintf(buf, sizeof buf, " %s (", kw);
        add_post(L, semi, buf);
    } else {
        repl_text(L, k, "{");
        repl_text(L, open, "");
        snprintf(buf, sizeof buf, "; %s (%.*s)", kw, nm->len, nm->text);
        repl_text(L, close, buf);
    }
    add_post(L, end, " }");
    if (semi >= 0) {
        lower_range(L, open + 1, semi + 1, true);
        lower_range(L, semi + 1, close, false);
    } else {
        lower_range(L, open + 1, close, true);
    }
    return close + 1;
}

/* ---- Expressions ----------------------------------------------------------------------------------- */

/* static_cast<T>(e), reinterpret_cast<T>(e), const_cast<T>(e): ((T)(e)). */
static int cxx_cast(lw *L, int k)
{
    if (!is_p(L, k + 1, "<"))
        return k + 1;
    int depth = 0, gt = -1;
    for (int j = k + 2; j < L->n - 1 && gt < 0; j++) {
        if (is_p(L, j, "<"))
            depth++;
        else if (is_p(L, j, ">") && depth-- == 0)
            gt = j;
        else if (is_p(L, j, ";") || is_p(L, j, "{"))
            break;
    }
    if (gt < 0 || !is_p(L, gt + 1, "(")) {
        unsupported(L, k, "a template argument list in %.*s", tk(L, k)->len, tk(L, k)->text);
        return k + 1;
    }
    if (is_p(L, gt - 1, "&") || is_p(L, gt - 1, "&&")) {
        unsupported(L, gt - 1, "a cast to a reference type");
        return k + 1;
    }
    repl_text(L, k, "(");
    repl_text(L, k + 1, "(");
    repl_text(L, gt, ")");
    add_post(L, match(L, gt + 1), ")");
    return k + 2;
}

/* dim3(...) / dim3{...} as a value: the constructor, missing components 1. */
static void dim3_temp(lw *L, int k)
{
    int open = k + 1, close = match(L, open);
    int starts[4];
    int n = split_args(L, open, close, starts, 4);
    if (n == 0) {
        repl_text(L, k, "((dim3){1, 1, 1})");
        repl_text(L, open, "");
        repl_text(L, close, "");
    } else if (n == 1 && L->depth > 0) {
        dim3_conv(L, k, "", open + 1, close);
        repl_text(L, open, "");
        repl_text(L, close, DIM3_CONV_END);
    } else if (n == 1) {
        repl_text(L, k, "((dim3){(");
        repl_text(L, open, "");
        repl_text(L, close, "), 1, 1})");
    } else {
        repl_text(L, k, "((dim3){");
        repl_text(L, open, "");
        repl_text(L, close, n == 2 ? ", 1})" : "})");
    }
}

/* T(e), T(), T{e}, T{} for a one-word type T: ((T)(e)), ((T)0); S{...} for a struct type:
 * the compound literal ((S){...}). */
static void functional_cast(lw *L, int k)
{
    int open = k + 1, close = match(L, open);
    bool brace = is_p(L, open, "{"), empty = close == open + 1;
    if (is_struct_name(L, k)) {
        if (!brace) {
            unsupported(L, k, "a constructor call (%.*s(...))", tk(L, k)->len, tk(L, k)->text);
            return;
        }
        add_pre(L, k, "((");
        add_post(L, k, ")");
        if (empty)
            add_post(L, open, "0");
        add_post(L, close, ")");
        return;
    }
    add_pre(L, k, "((");
    add_post(L, k, ")");
    if (empty) {
        repl_text(L, open, "0");
        repl_text(L, close, ")");
    } else if (brace) {
        repl_text(L, open, "(");
        repl_text(L, close, "))");
    } else {
        add_post(L, close, ")");
    }
}

/* Is T at K, followed by '(' or '{', a functional cast (not a declaration or a cast's type)? */
static bool functional_cast_at(lw *L, int k)
{
    if (!is_p(L, k + 1, "(") && !is_p(L, k + 1, "{"))
        return false;
    if (is_p(L, k + 1, "(") && (is_p(L, k + 2, "*") || is_p(L, k + 2, "^") || is_p(L, k + 2, "&")))
        return false;
    lex_token *p = tk(L, k - 1);
    if (p->kind == TK_IDENT && (is_type_kw(p->kw) || p->kw == KW_STRUCT || p->kw == KW_UNION ||
                                p->kw == KW_ENUM || is_typedef_name(L, k - 1) || p->kw == KW_CONST))
        return false;
    return !is_p(L, k - 1, ".") && !is_p(L, k - 1, "->");
}

/* {} as a function argument: the value-initialised parameter (0 or a null pointer). */
static bool empty_braces_arg(lw *L, int k)
{
    return is_p(L, k + 1, "}") && (is_p(L, k - 1, "(") || is_p(L, k - 1, ",")) &&
           (is_p(L, k + 2, ")") || is_p(L, k + 2, ",")) && !is_p(L, k - 2, ")");
}

/* A lambda: [captures](...) or [captures]{...} where an expression starts. */
static bool lambda_at(lw *L, int k)
{
    if (ends_operand(L, k - 1))
        return false;
    int c = match(L, k);
    return is_p(L, c + 1, "(") || is_p(L, c + 1, "{") || id_eq(L, c + 1, "mutable") ||
           is_kw(L, c + 1, KW_DEVICE) || is_kw(L, c + 1, KW_HOST) || is_p(L, c + 1, "->");
}

static void static_assert_lower(lw *L, int k)
{
    if (!is_p(L, k + 1, "("))
        return;
    int close = match(L, k + 1);
    int starts[2];
    repl_text(L, k, "_Static_assert");
    if (split_args(L, k + 1, close, starts, 2) == 1)
        add_close(L, close, ", \"static_assert\"");
}

/* ---- GCC's atomic builtins (libtcc has none): helpers, emitted once before the code ------------ */

enum { AB_OP, AB_VCAS, AB_BCAS, AB_RELEASE, AB_LOAD, AB_STORE, AB_CMPXCHG, AB_FENCE };

typedef struct {
    const char *name;
    int kind, op, after;
} atomic_builtin;

static const atomic_builtin ATOMICS[] = {
    {"__sync_fetch_and_add", AB_OP, 0, 0}, {"__sync_fetch_and_sub", AB_OP, 1, 0},
    {"__sync_fetch_and_or", AB_OP, 2, 0}, {"__sync_fetch_and_and", AB_OP, 3, 0},
    {"__sync_fetch_and_xor", AB_OP, 4, 0}, {"__sync_fetch_and_nand", AB_OP, 5, 0},
    {"__sync_add_and_fetch", AB_OP, 0, 1}, {"__sync_sub_and_fetch", AB_OP, 1, 1},
    {"__sync_or_and_fetch", AB_OP, 2, 1}, {"__sync_and_and_fetch", AB_OP, 3, 1},
    {"__sync_xor_and_fetch", AB_OP, 4, 1}, {"__sync_nand_and_fetch", AB_OP, 5, 1},
    {"__sync_lock_test_and_set", AB_OP, 6, 0}, {"__sync_val_compare_and_swap", AB_VCAS, 0, 0},
    {"__sync_bool_compare_and_swap", AB_BCAS, 0, 0}, {"__sync_lock_release", AB_RELEASE, 0, 0},
    {"__sync_synchronize", AB_FENCE, 0, 0},
    {"__atomic_fetch_add", AB_OP, 0, 0}, {"__atomic_fetch_sub", AB_OP, 1, 0},
    {"__atomic_fetch_or", AB_OP, 2, 0}, {"__atomic_fetch_and", AB_OP, 3, 0},
    {"__atomic_fetch_xor", AB_OP, 4, 0}, {"__atomic_fetch_nand", AB_OP, 5, 0},
    {"__atomic_add_fetch", AB_OP, 0, 1}, {"__atomic_sub_fetch", AB_OP, 1, 1},
    {"__atomic_or_fetch", AB_OP, 2, 1}, {"__atomic_and_fetch", AB_OP, 3, 1},
    {"__atomic_xor_fetch", AB_OP, 4, 1}, {"__atomic_nand_fetch", AB_OP, 5, 1},
    {"__atomic_exchange_n", AB_OP, 6, 0}, {"__atomic_load_n", AB_LOAD, 0, 0},
    {"__atomic_store_n", AB_STORE, 0, 0}, {"__atomic_compare_exchange_n", AB_CMPXCHG, 0, 0},
    {"__atomic_thread_fence", AB_FENCE, 0, 0}, {"__atomic_signal_fence", AB_FENCE, 0, 0},
};

static const char *const ATOMIC_ORDERS[] = {"__ATOMIC_RELAXED", "__ATOMIC_CONSUME", "__ATOMIC_ACQUIRE",
                                            "__ATOMIC_RELEASE", "__ATOMIC_ACQ_REL", "__ATOMIC_SEQ_CST"};

/* Every helper works on the bytes of *p (1, 2, 4 or 8 of them) through lock cmpxchg. */
static const char SYNC_HELPERS[] =
    "static unsigned long long __cr_cas(volatile void *p, unsigned long long o, unsigned long long n, int z) { switch (z) { "
    "case 1: { unsigned char a = (unsigned char)o, b = (unsigned char)n; __asm__ __volatile__(\"lock cmpxchgb %2, %1\" : \"+a\"(a), \"+m\"(*(volatile unsigned char *)p) : \"q\"(b) : \"memory\"); return a; } "
    "case 2: { unsigned short a = (unsigned short)o, b = (unsigned short)n; __asm__ __volatile__(\"lock cmpxchgw %2, %1\" : \"+a\"(a), \"+m\"(*(volatile unsigned short *)p) : \"r\"(b) : \"memory\"); return a; } "
    "case 4: { unsigned a = (unsigned)o, b = (unsigned)n; __asm__ __volatile__(\"lock cmpxchgl %2, %1\" : \"+a\"(a), \"+m\"(*(volatile unsigned *)p) : \"r\"(b) : \"memory\"); return a; } "
    "default: { unsigned long long a = o, b = n; __asm__ __volatile__(\"lock cmpxchgq %2, %1\" : \"+a\"(a), \"+m\"(*(volatile unsigned long long *)p) : \"r\"(b) : \"memory\"); return a; } } } "
    "static unsigned long long __cr_sync_load(volatile void *p, int z, ...) { switch (z) { case 1: return *(volatile unsigned char *)p; "
    "case 2: return *(volatile unsigned short *)p; case 4: return *(volatile unsigned *)p; default: return *(volatile unsigned long long *)p; } } "
    "static unsigned long long __cr_sync_op(volatile void *p, int z, int op, int after, unsigned long long v, ...) { "
    "unsigned long long m = z >= 8 ? ~0ull : (1ull << (8 * z)) - 1, o, n; do { o = __cr_sync_load(p, z); switch (op) { "
    "case 0: n = o + v; break; case 1: n = o - v; break; case 2: n = o | v; break; case 3: n = o & v; break; "
    "case 4: n = o ^ v; break; case 5: n = ~(o & v); break; default: n = v; } n &= m; } while (__cr_cas(p, o, n, z) != o); "
    "return after ? n : o; } "
    "static unsigned long long __cr_sync_cas(volatile void *p, int z, int want_bool, unsigned long long o, unsigned long long n) { "
    "unsigned long long m = z >= 8 ? ~0ull : (1ull << (8 * z)) - 1, r = __cr_cas(p, o & m, n & m, z); return want_bool ? r == (o & m) : r; } "
    "static _Bool __cr_atomic_cas(volatile void *p, int z, void *e, unsigned long long d, ...) { "
    "unsigned long long o = __cr_sync_load(e, z), r = __cr_sync_cas(p, z, 0, o, d); if (r == o) return 1; switch (z) { "
    "case 1: *(unsigned char *)e = (unsigned char)r; break; case 2: *(unsigned short *)e = (unsigned short)r; break; "
    "case 4: *(unsigned *)e = (unsigned)r; break; default: *(unsigned long long *)e = r; } return 0; } "
    "static void __cr_sync_fence(int order) { (void)order; __asm__ __volatile__(\"mfence\" ::: \"memory\"); } ";

/* CUDA's host max() and min() (crt/math_functions.hpp): one per arithmetic type. */
static void minmax_helpers(sess_buf *b)
{
    static const char *const types[][2] = {{"i", "int"}, {"u", "unsigned"}, {"l", "long"},
                                           {"ul", "unsigned long"}, {"ll", "long long"},
                                           {"ull", "unsigned long long"}};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        sess_buf_printf(b, "static %s __cr_max_%s(%s a, %s b) { return a > b ? a : b; } ", types[i][1],
                        types[i][0], types[i][1], types[i][1]);
        sess_buf_printf(b, "static %s __cr_min_%s(%s a, %s b) { return a < b ? a : b; } ", types[i][1],
                        types[i][0], types[i][1], types[i][1]);
    }
    sess_buf_puts(b, "float fmaxf(float, float); float fminf(float, float); double fmax(double, double); "
                     "double fmin(double, double); ");
    sess_buf_puts(b, "static float __cr_max_f(float a, float b) { return fmaxf(a, b); } "
                     "static float __cr_min_f(float a, float b) { return fminf(a, b); } "
                     "static double __cr_max_d(double a, double b) { return fmax(a, b); } "
                     "static double __cr_min_d(double a, double b) { return fmin(a, b); } ");
}

/* Text for a token's replacement: "...(*(" P ")..." where P is argument [a, z). */
static void repl_with_p(lw *L, int k, const char *before, int a, int z, const char *after)
{
    repl_text(L, k, before);
    repl_copy(L, k, a, z);
    repl_add(L, k, after);
}

static void atomic_call(lw *L, int k, const atomic_builtin *ab)
{
    int open = k + 1, close = match(L, open);
    int st[8];
    int n = split_args(L, open, close, st, 8);
    L->need |= NEED_SYNC;
    if (ab->kind == AB_FENCE) {
        repl_text(L, k, "__cr_sync_fence");
        if (n == 0)
            add_close(L, close, "0");
        return;
    }
    int need[] = {[AB_OP] = 2, [AB_VCAS] = 3, [AB_BCAS] = 3, [AB_RELEASE] = 1, [AB_LOAD] = 1,
                  [AB_STORE] = 2, [AB_CMPXCHG] = 3};
    if (n < need[ab->kind] || n > 8)
        return; /* libtcc reports the call */
    int pa = st[0], pz = arg_end(0, n, st, close);
    const char *typed = "((__typeof__(*(";
    char buf[128];
    switch (ab->kind) {
    case AB_OP:
        repl_with_p(L, k, typed, pa, pz, ")))__cr_sync_op");
        snprintf(buf, sizeof buf, ")), %d, %d, (unsigned long long)(", ab->op, ab->after);
        repl_with_p(L, st[1] - 1, ", sizeof(*(", pa, pz, buf);
        add_close(L, arg_end(1, n, st, close), ")");
        break;
    case AB_VCAS:
    case AB_BCAS:
        if (ab->kind == AB_VCAS)
            repl_with_p(L, k, typed, pa, pz, ")))__cr_sync_cas");
        else
            repl_text(L, k, "((_Bool)__cr_sync_cas");
        repl_with_p(L, st[1] - 1, ", sizeof(*(", pa, pz,
                    ab->kind == AB_BCAS ? ")), 1, (unsigned long long)(" : ")), 0, (unsigned long long)(");
        add_close(L, arg_end(1, n, st, close), ")");
        repl_text(L, st[2] - 1, ", (unsigned long long)(");
        add_close(L, arg_end(2, n, st, close), ")");
        break;
    case AB_RELEASE:
        repl_text(L, k, "((void)__cr_sync_op");
        repl_with_p(L, close, ", sizeof(*(", pa, pz, ")), 6, 0, 0ull))");
        return;
    case AB_LOAD:
        repl_with_p(L, k, typed, pa, pz, ")))__cr_sync_load");
        repl_with_p(L, n > 1 ? st[1] - 1 : close, ", sizeof(*(", pa, pz, n > 1 ? ")), " : "))))");
        if (n == 1)
            return;
        break;
    case AB_STORE:
        repl_text(L, k, "((void)__cr_sync_op");
        repl_with_p(L, st[1] - 1, ", sizeof(*(", pa, pz, ")), 6, 0, (unsigned long long)(");
        add_close(L, arg_end(1, n, st, close), ")");
        break;
    case AB_CMPXCHG:
        repl_text(L, k, "((_Bool)__cr_atomic_cas");
        repl_with_p(L, st[1] - 1, ", sizeof(*(", pa, pz, ")), (void *)(");
        add_close(L, arg_end(1, n, st, close), ")");
        repl_text(L, st[2] - 1, ", (unsigned long long)(");
        add_close(L, arg_end(2, n, st, close), ")");
        break;
    }
    add_post(L, close, ")");
}

static bool atomic_builtin_at(lw *L, int k)
{
    lex_token *t = tk(L, k);
    if (t->len < 8 || memcmp(t->text, "__", 2))
        return false;
    for (size_t i = 0; i < sizeof ATOMIC_ORDERS / sizeof ATOMIC_ORDERS[0]; i++) {
        if (id_eq(L, k, ATOMIC_ORDERS[i])) {
            char num[4];
            snprintf(num, sizeof num, "%d", (int)i);
            repl_text(L, k, num);
            return true;
        }
    }
    if (!is_p(L, k + 1, "("))
        return false;
    for (size_t i = 0; i < sizeof ATOMICS / sizeof ATOMICS[0]; i++) {
        if (id_eq(L, k, ATOMICS[i].name)) {
            atomic_call(L, k, &ATOMICS[i]);
            return true;
        }
    }
    return false;
}

/* ---- The math functions' C++ overloads (CUDA's math headers declare them for host code) ------- */

/* generic on their one argument */
static const char *const MATH1[] = {
    "acos", "asin", "atan", "cos", "sin", "tan", "acosh", "asinh", "atanh", "cosh", "sinh", "tanh",
    "exp", "exp2", "expm1", "log", "log10", "log1p", "log2", "logb", "ilogb", "cbrt", "sqrt", "erf",
    "erfc", "lgamma", "tgamma", "ceil", "floor", "nearbyint", "rint", "lrint", "llrint", "round",
    "lround", "llround", "trunc", "fabs", "ldexp", "scalbn", "scalbln", "frexp", "modf", NULL};
/* generic on two: float only when both are float, as C++ promotes an integer to double */
static const char *const MATH2[] = {"pow", "atan2", "fmod", "hypot", "fmin", "fmax", "fdim",
                                    "copysign", "remainder", "nextafter", NULL};

static bool in_list(lw *L, int k, const char *const *list)
{
    for (int i = 0; list[i]; i++)
        if (id_eq(L, k, list[i]))
            return true;
    return false;
}

/* sqrt(x) -> _Generic((x), float: sqrtf, long double: sqrtl, default: sqrt)(x) and friends. */
static bool math_overload(lw *L, int k)
{
    if (!is_p(L, k + 1, "(") || name_kind(L, k) || is_p(L, k - 1, ".") || is_p(L, k - 1, "->"))
        return false;
    int open = k + 1, close = match(L, open);
    int st[3];
    int n = split_args(L, open, close, st, 3);
    lex_token *t = tk(L, k);
    int len = t->len;
    const char *nm = t->text;
    char buf[512];
    if (n >= 1 && in_list(L, k, MATH1)) {
        repl_text(L, k, "_Generic((");
        repl_copy(L, k, st[0], arg_end(0, n, st, close));
        snprintf(buf, sizeof buf, "), float: %.*sf, long double: %.*sl, default: %.*s)", len, nm, len, nm,
                 len, nm);
        repl_add(L, k, buf);
        return true;
    }
    if (n == 2 && in_list(L, k, MATH2)) {
        int a0 = st[0], a1 = arg_end(0, n, st, close), b0 = st[1], b1 = close;
        repl_text(L, k, "_Generic((");
        repl_copy(L, k, a0, a1);
        repl_add(L, k, "), float: _Generic((");
        repl_copy(L, k, b0, b1);
        snprintf(buf, sizeof buf, "), float: %.*sf, long double: %.*sl, default: %.*s), long double: %.*sl, "
                 "default: _Generic((", len, nm, len, nm, len, nm, len, nm);
        repl_add(L, k, buf);
        repl_copy(L, k, b0, b1);
        snprintf(buf, sizeof buf, "), long double: %.*sl, default: %.*s))", len, nm, len, nm);
        repl_add(L, k, buf);
        return true;
    }
    if (n == 1 && id_eq(L, k, "abs")) {
        repl_text(L, k, "_Generic((");
        repl_copy(L, k, st[0], close);
        repl_add(L, k, "), long: labs, long long: llabs, float: fabsf, double: fabs, long double: fabsl, "
                       "default: abs)");
        return true;
    }
    if (n == 2 && (id_eq(L, k, "max") || id_eq(L, k, "min"))) {
        L->need |= NEED_MINMAX;
        repl_text(L, k, "_Generic((");
        repl_copy(L, k, st[0], arg_end(0, n, st, close));
        repl_add(L, k, ") + (");
        repl_copy(L, k, st[1], close);
        snprintf(buf, sizeof buf, "), int: __cr_%.3s_i, unsigned: __cr_%.3s_u, long: __cr_%.3s_l, "
                 "unsigned long: __cr_%.3s_ul, long long: __cr_%.3s_ll, unsigned long long: __cr_%.3s_ull, "
                 "float: __cr_%.3s_f, default: __cr_%.3s_d)", nm, nm, nm, nm, nm, nm, nm, nm);
        repl_add(L, k, buf);
        return true;
    }
    return false;
}

/* ---- cudaLaunchKernelEx(&config, kernel, args...) ------------------------------------------------ */

/* The type of parameter [a, z) of a kernel: its tokens without the name and CUDA's specifiers. */
static void param_type(lw *L, int tok, int a, int z)
{
    int name = typedef_declarator(L, a, z);
    if (name >= 0 && is_typedef_name(L, name))
        name = -1;
    int run = a;
    for (int k = a; k <= z; k++) {
        bool drop = k == z || k == name || is_cuda_spec(tk(L, k)->kw) || is_kw(L, k, KW_RESTRICT_GNU) ||
                    is_kw(L, k, KW_RESTRICT_GNU2) || is_kw(L, k, KW_RESTRICT);
        if (!drop)
            continue;
        if (run < k)
            repl_copy(L, tok, run, k);
        run = k + 1;
    }
}

/* The kernel's arguments become the array of pointers cudaLaunchKernelExC takes, each to a
 * temporary of its parameter's type (the runtime's template converts them the same way):
 *   cudaLaunchKernelEx(&c, k, a, b)  ->  cudaLaunchKernelExC(&c, (const void *)(k),
 *                                            (void *[]){(T1[1]){a}, (T2[1]){b}}) */
static void launch_kernel_ex(lw *L, int k)
{
    int open = k + 1, close = match(L, open);
    int st[66];
    int n = split_args(L, open, close, st, 66);
    if (n < 2 || n > 66)
        return;
    int ks = st[1], ke = arg_end(1, n, st, close);
    repl_text(L, k, "cudaLaunchKernelExC");
    repl_text(L, ks - 1, ", (const void *)(");
    if (n == 2)
        add_close(L, close, ", (void **)0");
    add_close(L, ke, ")");
    if (n == 2)
        return;
    int popen = -1, pst[66], pn = -1;
    if (ke == ks + 1 && is_id(L, ks)) {
        intptr_t at = (intptr_t)sess_map_get(&L->kernels, tk(L, ks)->text, tk(L, ks)->len);
        if (at > 0) {
            popen = (int)at - 1;
            pn = split_args(L, popen, match(L, popen), pst, 66);
        }
    }
    for (int i = 2; i < n; i++) {
        int a = st[i], z = arg_end(i, n, st, close), comma = a - 1;
        repl_text(L, comma, i == 2 ? ", (void *[]){(" : ", (");
        if (pn == n - 2) {
            int j = i - 2;
            param_type(L, comma, pst[j], arg_end(j, pn, pst, match(L, popen)));
        } else {
            repl_add(L, comma, "__typeof__(");
            repl_copy(L, comma, a, z);
            repl_add(L, comma, ")");
        }
        repl_add(L, comma, "[1]){"); /* an array: a struct argument initialises its element */
        add_close(L, z, "}");
    }
    add_close(L, close, "}");
}

/* ---- One token of an expression ----------------------------------------------------------------------- */

static const char *const CXX_ONLY[][2] = {
    {"dynamic_cast", "dynamic_cast"}, {"throw", "an exception (throw)"}, {"try", "an exception (try)"},
    {"catch", "an exception (catch)"}, {"virtual", "a virtual function"},
    {"public", "an access specifier"}, {"private", "an access specifier"},
    {"protected", "an access specifier"}, {"friend", "a friend declaration"},
    {"explicit", "an explicit constructor"}, {"consteval", "consteval"}, {"concept", "a concept"},
    {"requires", "a requires clause"}, {"co_await", "a coroutine"}, {"co_return", "a coroutine"},
};

/* An identifier that is a keyword of C++ only. */
static bool cxx_keyword(lw *L, int k)
{
    static const struct { lex_keyword kw; const char *what; } kws[] = {
        {KW_TEMPLATE, "a template"}, {KW_TYPENAME, "a template (typename)"},
        {KW_NAMESPACE, "a namespace"}, {KW_USING, "a using declaration"}, {KW_CLASS, "a class"},
        {KW_OPERATOR, "operator overloading"}, {KW_NEW, "operator new"},
        {KW_DELETE, "operator delete"}, {KW_THIS, "this (a member function)"},
        {KW_AUTO, "auto without an initializer"},
    };
    lex_token *t = tk(L, k);
    for (size_t i = 0; i < sizeof kws / sizeof kws[0]; i++) {
        if (t->kw == kws[i].kw) {
            unsupported(L, k, "%s", kws[i].what);
            return true;
        }
    }
    for (size_t i = 0; i < sizeof CXX_ONLY / sizeof CXX_ONLY[0]; i++) {
        if (id_eq(L, k, CXX_ONLY[i][0])) {
            unsupported(L, k, "%s", CXX_ONLY[i][1]);
            return true;
        }
    }
    return false;
}

/* std::X and A::B that the prepass left: the C++ library, or a C++ scope. */
static void qualified_name(lw *L, int k)
{
    int a = is_id(L, k - 1) ? k - 1 : k, b = k + 1;
    lex_token *ta = tk(L, a), *tb = tk(L, b);
    if (a < k && id_eq(L, a, "std"))
        unsupported(L, a, "std::%.*s (the C++ standard library)", tb->len, tb->text);
    else if (a < k)
        unsupported(L, a, "a qualified name (%.*s::%.*s)", ta->len, ta->text, tb->len, tb->text);
    else
        unsupported(L, k, "'::'");
}

/* dim3 variable = value: the value converted as dim3's constructor does. */
static void dim3_assign(lw *L, int k)
{
    if (is_p(L, k + 2, "{") || L->depth == 0)
        return;
    int end = expr_end(L, k + 2);
    if (end <= k + 2 || (id_eq(L, k + 2, "dim3") && match(L, k + 3) + 1 == end))
        return; /* nothing, or a dim3 temporary */
    dim3_conv(L, k + 1, "= ", k + 2, end);
    add_close(L, end, DIM3_CONV_END);
}

static int expr_ident(lw *L, int k)
{
    lex_token *t = tk(L, k);
    switch (t->kw) {
    case KW_NULLPTR: repl_text(L, k, "((void *)0)"); return k + 1;
    case KW_TRUE: repl_text(L, k, "((_Bool)1)"); return k + 1;
    case KW_FALSE: repl_text(L, k, "((_Bool)0)"); return k + 1;
    case KW_BOOL:
        repl_text(L, k, "_Bool");
        if (functional_cast_at(L, k))
            functional_cast(L, k);
        return k + 1;
    case KW_CONSTEXPR: repl_text(L, k, "const"); return k + 1;
    case KW_DECLTYPE: repl_text(L, k, "__typeof__"); return k + 1;
    case KW_ALIGNOF_CXX: repl_text(L, k, "_Alignof"); return k + 1;
    case KW_ALIGNAS_CXX: lower_alignas(L, k); return k + 1;
    case KW_STATIC_ASSERT_CXX: case KW_STATIC_ASSERT: static_assert_lower(L, k); return k + 1;
    case KW_STATIC_CAST: case KW_REINTERPRET_CAST: case KW_CONST_CAST: return cxx_cast(L, k);
    case KW_NONE: break;
    default:
        if (is_type_kw(t->kw) && t->kw != KW_VOID && functional_cast_at(L, k))
            functional_cast(L, k);
        else
            cxx_keyword(L, k);
        return k + 1;
    }
    if (cxx_keyword(L, k) || atomic_builtin_at(L, k))
        return k + 1;
    if (id_eq(L, k, "dim3") && (is_p(L, k + 1, "(") || is_p(L, k + 1, "{")) && functional_cast_at(L, k)) {
        dim3_temp(L, k);
        return k + 1;
    }
    if (is_typedef_name(L, k) && functional_cast_at(L, k)) {
        functional_cast(L, k);
        return k + 1;
    }
    if (id_eq(L, k, "cudaLaunchKernelEx") && is_p(L, k + 1, "(")) {
        launch_kernel_ex(L, k);
        return k + 1;
    }
    if (math_overload(L, k))
        return k + 1;
    scoped *s = lookup(L, k);
    if (s && s->kind == SC_CONST && plain_use(L, k))
        subst_constant(L, k, s);
    else if (s && s->kind == SC_DIM3 && is_p(L, k + 1, "=") && !L->nosub[k] && !is_p(L, k - 1, ".") &&
             !is_p(L, k - 1, "->"))
        dim3_assign(L, k);
    return k + 1;
}

static const parse_lambda_use *extended_lambda_at(lw *L, int k);

/* One token of an expression (or of a declaration after its specifiers): its lowering;
 * returns the next token to look at. */
static int expr_token(lw *L, int k)
{
    lex_token *t = tk(L, k);
    if (is_p(L, k, "[") && extended_lambda_at(L, k)) {
        /* an extended lambda, made a C value already (host_lambdas): past its body */
        int j = match(L, k) + 1;
        while (j < L->n - 1 && !is_p(L, j, "{"))
            j = is_p(L, j, "(") ? match(L, j) + 1 : j + 1;
        return j < L->n - 1 ? match(L, j) + 1 : j;
    }
    switch (t->kind) {
    case TK_CHAR:
        if (t->char_width == 1 && t->len >= 3 && t->text[0] == '\'') {
            add_pre(L, k, "((char)"); /* a character literal is a char in C++ */
            add_post(L, k, ")");
        }
        return k + 1;
    case TK_IDENT:
        return expr_ident(L, k);
    case TK_PUNCT:
        if (is_p(L, k, "::"))
            qualified_name(L, k);
        else if (is_p(L, k, "[") && lambda_at(L, k))
            unsupported(L, k, "a lambda expression");
        else if (is_p(L, k, "{") && empty_braces_arg(L, k)) {
            repl_text(L, k, "0");
            repl_text(L, k + 1, "");
        }
        return k + 1;
    default:
        return k + 1;
    }
}

/* ---- Statements and blocks ---------------------------------------------------------------------------- */

/* The view's skip flags (tokens deleted from the output, like a __device__ member function)
 * live after the nosub flags. */
static bool *skip_of(lw *L)
{
    return L->nosub + L->n + 1;
}

/* Lower view range [from, to): statements (STMT: a statement starts at FROM) and the
 * expressions in them. */
static void lower_range(lw *L, int from, int to, bool stmt)
{
    int first = from; /* the current statement's first token */
    bool *skip = skip_of(L);
    for (int k = from; k < to && k < L->n - 1 && !L->failed;) {
        if (skip[k] || !L->user[L->v[k]]) {
            k++;
            continue;
        }
        if (is_p(L, k, "{")) {
            if (empty_braces_arg(L, k)) {
                k = expr_token(L, k);
                continue;
            }
            L->depth++;
            stmt = true;
            first = ++k;
            continue;
        }
        if (is_p(L, k, "}") || is_p(L, k, ";")) {
            if (is_p(L, k, "}"))
                L->depth--;
            pop_scopes(L);
            stmt = true;
            first = ++k;
            continue;
        }
        if (is_p(L, k, ":") && (is_kw(L, first, KW_CASE) || is_kw(L, first, KW_DEFAULT) ||
                                (k == first + 1 && is_id(L, first)))) {
            stmt = true;
            first = ++k;
            continue;
        }
        if (!stmt) {
            k = expr_token(L, k);
            continue;
        }
        stmt = false;
        first = k;
        if (is_kw(L, k, KW_IF) || is_kw(L, k, KW_WHILE) || is_kw(L, k, KW_SWITCH)) {
            k = cond_stmt(L, k);
            stmt = true;
            first = k;
        } else if (is_kw(L, k, KW_FOR) && is_p(L, k + 1, "(")) {
            k = for_stmt(L, k);
            stmt = true;
            first = k;
        } else if (is_kw(L, k, KW_ELSE) || is_kw(L, k, KW_DO)) {
            stmt = true;
            first = ++k;
        } else if (is_id(L, k) && is_p(L, k + 1, ":")) {
            k++; /* a label */
        } else {
            int d = declaration(L, k, to);
            k = d >= 0 ? d : expr_token(L, k);
        }
    }
}

/* ---- Top level ---------------------------------------------------------------------------------------- */

typedef struct {
    int start, end, body;
    bool global, device, host, shared, device_var, is_func, is_template;
} topdecl;

/* A top-level declaration at K: up to its ';' or the end of its function body. */
static void scan_top(lw *L, int k, topdecl *td)
{
    memset(td, 0, sizeof *td);
    td->start = k;
    td->body = -1;
    bool paren = false, init = false, arrow = false;
    if (is_kw(L, k, KW_TEMPLATE)) {
        td->is_template = true;
        if (is_p(L, k + 1, "<")) {
            int depth = 0;
            for (k = k + 1; k < L->n - 1; k++) {
                if (is_p(L, k, "<"))
                    depth++;
                else if (is_p(L, k, ">") && --depth == 0)
                    break;
                else if (is_p(L, k, ">>") && (depth -= 2) <= 0)
                    break;
            }
            k++;
        }
    }
    for (; k < L->n - 1; k++) {
        lex_token *t = tk(L, k);
        td->global |= t->kw == KW_GLOBAL;
        td->device |= t->kw == KW_DEVICE;
        td->host |= t->kw == KW_HOST;
        td->shared |= t->kw == KW_SHARED;
        td->device_var |= t->kw == KW_CONSTANT || t->kw == KW_MANAGED;
        if (is_p(L, k, "(") || is_p(L, k, "[")) {
            paren |= is_p(L, k, "(") && !init;
            k = match(L, k);
        } else if (is_p(L, k, "=")) {
            init = true;
        } else if (is_p(L, k, "->") && paren && !init) {
            arrow = true; /* a trailing return type */
        } else if (is_p(L, k, "{")) {
            if (paren && !init && (arrow || is_p(L, k - 1, ")") || is_id(L, k - 1) || is_kw(L, k - 1, KW_CONST))) {
                td->is_func = true;
                td->body = k;
                td->end = match(L, k) + 1;
                return;
            }
            k = match(L, k);
        } else if (is_p(L, k, ";")) {
            td->is_func = paren && !init;
            td->end = k + 1;
            return;
        }
    }
    td->end = L->n - 1;
}

/* Two definitions of one function: C++ overloads them, C cannot. */
static void overload_check(lw *L, const topdecl *td, sess_map *defined)
{
    for (int k = td->start; k < td->body; k++) {
        if (!is_id(L, k) || !is_p(L, k + 1, "("))
            continue;
        lex_token *t = tk(L, k);
        if (sess_map_get(defined, t->text, t->len))
            unsupported(L, k, "function overloading (a second definition of '%.*s')", t->len, t->text);
        sess_map_put(defined, t->text, t->len, NM(1));
        return;
    }
}

/* The position of view token K among the tokens of its line that SAME accepts: the device
 * pass and this one see the same lines, but a macro the host headers define differently can
 * move the columns after it (cudaMallocManaged is one), so a place is a line and an ordinal. */
static int ordinal(lw *L, int k, bool (*same)(lw *, int, int))
{
    int n = 0;
    for (int j = k - 1; j >= 0 && tk(L, j)->line == tk(L, k)->line; j--)
        if (same(L, j, k))
            n++;
    return n;
}

static bool same_name(lw *L, int j, int k)
{
    return is_id(L, j) && tk(L, j)->len == tk(L, k)->len &&
           !memcmp(tk(L, j)->text, tk(L, k)->text, (size_t)tk(L, k)->len) &&
           (is_p(L, j + 1, "<") || is_p(L, j + 1, "<<"));
}

/* The kernel template instance named at view token K (k<float, 256>), or NULL. */
static const parse_kernel_use *use_at(lw *L, int k)
{
    lex_token *t = tk(L, k);
    int want = ordinal(L, k, same_name), n = 0;
    for (size_t i = 0; i < L->nuses; i++) {
        const parse_kernel_use *u = &L->uses[i];
        if (u->line == t->line && t->file && u->file && !strcmp(u->file, t->file) &&
            (int)strlen(u->tmpl) == t->len && !memcmp(u->tmpl, t->text, (size_t)t->len) && n++ == want)
            return u;
    }
    return NULL;
}

/* An extended lambda in host code at view token K (its '['), or NULL. */
static bool lambda_start(lw *L, int j, int k)
{
    (void)k;
    if (!is_p(L, j, "["))
        return false;
    int e = match(L, j);
    return is_kw(L, e + 1, KW_DEVICE) || is_kw(L, e + 1, KW_HOST);
}

static const parse_lambda_use *extended_lambda_at(lw *L, int k)
{
    lex_token *t = tk(L, k);
    if (!lambda_start(L, k, k))
        return NULL;
    int want = ordinal(L, k, lambda_start), n = 0;
    for (size_t i = 0; i < L->nlambdas; i++) {
        const parse_lambda_use *u = &L->lambdas[i];
        if (u->line == t->line && t->file && u->file && !strcmp(u->file, t->file) && n++ == want)
            return u;
    }
    return NULL;
}

/* [captures] __device__ (params) { body }: the closure object as a C value */
static void host_lambdas(lw *L)
{
    for (int k = 0; k + 1 < L->n - 1; k++) {
        const parse_lambda_use *u = is_p(L, k, "[") ? extended_lambda_at(L, k) : NULL;
        if (!u)
            continue;
        int j = match(L, k) + 1;
        while (j < L->n - 1 && !is_p(L, j, "{"))
            j = is_p(L, j, "(") ? match(L, j) + 1 : j + 1;
        if (j >= L->n - 1)
            continue;
        int end = match(L, j);
        delete_range(L, k + 1, end + 1);
        repl_text(L, k, u->init);
        k = end;
    }
}

/* k<args> in host code: the instance's C name (the device pass instantiated it). */
static void kernel_uses(lw *L)
{
    for (int k = 0; k + 1 < L->n - 1; k++) {
        if (!is_id(L, k) || (!is_p(L, k + 1, "<") && !is_p(L, k + 1, "<<")))
            continue;
        const parse_kernel_use *u = use_at(L, k);
        if (!u)
            continue;
        if (is_p(L, k + 1, "<<")) {
            repl_text(L, k, u->cname); /* k<<<...>>>: the arguments were deduced */
            continue;
        }
        int depth = 0, j = k + 1;
        for (; j < L->n - 1; j++) {
            if (is_p(L, j, "(") || is_p(L, j, "["))
                j = match(L, j);
            else if (is_p(L, j, "<"))
                depth++;
            else if (is_p(L, j, ">") && --depth == 0)
                break;
            else if (is_p(L, j, ">>") && (depth -= 2) <= 0)
                break;
        }
        delete_range(L, k + 1, j + 1);
        repl_text(L, k, u->cname);
        k = j;
    }
}

/* A template's declaration: a kernel template becomes the prototypes of the instances host
 * code launches; any other template is device code, or C++ host code cannot have. */
static void template_decl(lw *L, const topdecl *td)
{
    const char *name = NULL;
    int nlen = 0;
    bool device = false;
    for (int k = td->start; k < td->end; k++)
        device |= tk(L, k)->kw == KW_DEVICE || tk(L, k)->kw == KW_GLOBAL;
    if (!device) {
        unsupported(L, td->start, "a template");
        return;
    }
    for (int k = td->start; k < (td->body >= 0 ? td->body : td->end); k++)
        if (is_id(L, k) && is_p(L, k + 1, "(") && tk(L, k)->kw == KW_NONE) {
            name = tk(L, k)->text;
            nlen = tk(L, k)->len;
            break;
        }
    delete_range(L, td->start, td->end);
    if (!td->global || !name)
        return;
    sess_buf b = {0};
    for (size_t i = 0; i < L->nlambdas && !L->lambdas_defined; i++)
        sess_buf_printf(&b, "%s ", L->lambdas[i].def); /* the closure types instances take */
    L->lambdas_defined = true;
    for (size_t i = 0; i < L->nuses; i++) {
        const parse_kernel_use *u = &L->uses[i];
        if ((int)strlen(u->tmpl) != nlen || memcmp(u->tmpl, name, (size_t)nlen))
            continue;
        bool seen = false;
        for (size_t j = 0; j < i; j++)
            seen |= !strcmp(L->uses[j].cname, u->cname);
        if (!seen)
            sess_buf_printf(&b, "%s; ", u->proto);
    }
    if (b.len) {
        bool *skip = skip_of(L);
        skip[td->start] = false;
        repl_text(L, td->start, b.p);
    }
    sess_buf_free(&b);
}

static void lower_top(lw *L)
{
    sess_map defined = {0};
    kernel_uses(L);
    host_lambdas(L);
    for (int k = 0; k < L->n - 1 && !L->failed;) {
        if (is_p(L, k, ";") || !L->user[L->v[k]]) {
            k++;
            continue;
        }
        if (is_kw(L, k, KW_USING) && is_id(L, k + 1) && is_p(L, k + 2, "=")) {
            /* using T = type;  is  typedef type T; */
            int semi = k + 3;
            while (semi < L->n - 1 && !is_p(L, semi, ";"))
                semi++;
            char buf[256];
            snprintf(buf, sizeof buf, " %.*s", tk(L, k + 1)->len, tk(L, k + 1)->text);
            repl_text(L, k, "typedef");
            delete_range(L, k + 1, k + 3);
            add_pre(L, semi, buf);
            lower_range(L, k + 3, semi, false);
            k = semi + 1;
            continue;
        }
        topdecl td;
        scan_top(L, k, &td);
        int end = td.end > k ? td.end : k + 1;
        bool device_only = td.is_func && td.device && !td.host && !td.global;
        bool hd_operator = false;
        for (int j = k; td.is_func && td.device && j < (td.body >= 0 ? td.body : end); j++)
            hd_operator |= is_kw(L, j, KW_OPERATOR);
        if (hd_operator) {
            /* a __host__ __device__ operator: C has none, so host code does without it (the
             * device front end compiles it for device code) */
            delete_range(L, k, end);
        } else if (td.is_template) {
            template_decl(L, &td);
        } else if (device_only || td.shared) {
            /* device code: the device front end's */
        } else if (td.global) {
            lower_range(L, k, td.body >= 0 ? td.body : end, true); /* the kernel's prototype */
            L->depth = 0;
            pop_scopes(L);
        } else {
            if (td.is_func && td.body >= 0)
                overload_check(L, &td, &defined);
            lower_range(L, k, end, true);
        }
        k = end;
    }
    sess_map_free(&defined);
}

/* ---- Entry -------------------------------------------------------------------------------------------- */

static void preamble(lw *L)
{
    if (!L->need || L->n < 2)
        return;
    sess_buf b = {0};
    if (L->need & NEED_SYNC)
        sess_buf_puts(&b, SYNC_HELPERS);
    if (L->need & NEED_MINMAX)
        minmax_helpers(&b);
    add_pre(L, 0, b.p);
    sess_buf_free(&b);
}

char *host_lower(const char *name, const char *text, lex_tokens toks, sess_diags *d)
{
    return host_lower_cxx(name, text, toks, d, NULL);
}

char *host_lower_cxx(const char *name, const char *text, lex_tokens toks, sess_diags *d,
                     const host_lower_env *env)
{
    lw L;
    memset(&L, 0, sizeof L);
    if (env) {
        L.uses = env->uses;
        L.nuses = env->nuses;
        L.lambdas = env->lambdas;
        L.nlambdas = env->nlambdas;
        L.needs_cxx = env->needs_cxx;
        for (size_t i = 0; i < env->ntypes; i++)
            sess_map_put(&L.names, env->type_names[i], (int)strlen(env->type_names[i]), NM(NM_TYPEDEF));
    }
    L.name = name;
    L.text = text;
    L.t = toks.tok;
    L.nt = toks.n;
    L.d = d;
    L.e = sess_xcalloc((size_t)L.nt + 1, sizeof(tok_edit));
    L.user = sess_xcalloc((size_t)L.nt + 1, sizeof(bool));
    mark_user(&L);
    collect_sysnames(&L);
    prepass(&L);
    build_view(&L);
    class_keys(&L);
    collect_names(&L);
    lower_top(&L);
    char *out = NULL;
    if (!L.failed) {
        preamble(&L);
        out = emit_all(&L);
    }
    for (int i = 0; i < L.nt; i++) {
        sess_buf_free(&L.e[i].pre);
        sess_buf_free(&L.e[i].post);
        repl_clear(&L.e[i]);
        VEC_FREE(L.e[i].repl);
    }
    free(L.e);
    free(L.user);
    free(L.v);
    free(L.nosub);
    VEC_FREE(L.scope);
    sess_map_free(&L.names);
    sess_map_free(&L.kernels);
    sess_map_free(&L.sysnames);
    sess_map_free(&L.namespaces);
    return out;
}
