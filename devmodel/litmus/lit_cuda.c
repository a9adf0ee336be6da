/* lit_cuda.c — format 2: CUDA C litmus tests (see lit_cuda.h, docs/litmus.md).
 *
 * The outer structure (header, comment, initial state, thread headers with their placement,
 * condition) is read here; the thread bodies are handed to the device front end as one
 * translation unit in which every thread is a `__device__ void P<n>(parameters)` function and
 * every location of the initial state a `__device__` variable. That unit is the test's own
 * text with everything that is not C blanked out (newlines kept), so every token of a body
 * stays at its line and column and the front end's diagnostics point into the test as
 * written (the preprocessor's #line handling is not relied on). The declarations the front
 * end needs go on the header line and on the line that closes the initial state. The typed
 * functions are then compiled to the litmus IR by lit_cuda_gen.c, and the condition is read
 * by format 1's condition parser.
 */
#include "devmodel/litmus/lit_cuda.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "devmodel/litmus/lit_cuda_gen.h"
#include "devmodel/litmus/lit_exec.h"
#include "devmodel/litmus/lit_parse.h"
#include "interp/front/builtins.h"
#include "interp/front/parse.h"
#include "interp/front/pp.h"

typedef struct {
    const char *file, *text;
    const char *p;       /* current position */
    int line;
    const char *ls;      /* start of the current line */
    lit_diags *d;
    lit_test *t;
    lit_buf globals;     /* __device__ declarations of the locations */
    lit_buf src;         /* the translation unit for the front end */
    const char *src_pos; /* the text before this is in src */
    int oom;
} reader;

#define ERR(r, line, col, ...) lit_diag_add((r)->d, (r)->file, (line), (col), LIT_SEV_ERROR, __VA_ARGS__)
#define COL(r, q) ((int)((q) - (r)->ls) + 1)

static void oom(reader *r, int rc)
{
    if (rc < 0 && !r->oom) {
        r->oom = 1;
        ERR(r, 0, 0, "out of memory");
    }
}

static void advance_to(reader *r, const char *q)
{
    for (; r->p < q; r->p++)
        if (*r->p == '\n') {
            r->line++;
            r->ls = r->p + 1;
        }
}

/* Skips blank space and C comments. */
static void skip_blank(reader *r)
{
    for (;;) {
        const char *q = r->p;
        while (*q && isspace((unsigned char)*q))
            q++;
        if (q[0] == '/' && q[1] == '/') {
            while (*q && *q != '\n')
                q++;
        } else if (q[0] == '/' && q[1] == '*') {
            const char *e = strstr(q + 2, "*/");
            q = e ? e + 2 : q + strlen(q);
        }
        if (q == r->p)
            return;
        advance_to(r, q);
    }
}

static int is_ident_start(char c)
{
    return isalpha((unsigned char)c) || c == '_';
}

static int ident_len(const char *q)
{
    int n = 0;
    if (!is_ident_start(q[0]))
        return 0;
    while (isalnum((unsigned char)q[n]) || q[n] == '_')
        n++;
    return n;
}

static int word_is(const char *q, int n, const char *w)
{
    return (int)strlen(w) == n && strncmp(q, w, (size_t)n) == 0;
}

/* Appends S..E to B with everything but newlines and tabs turned into spaces. */
static void put_blank(lit_buf *b, const char *s, const char *e)
{
    for (; s < e; s++)
        lit_buf_putc(b, *s == '\n' || *s == '\t' ? *s : ' ');
}

/* Blanks the text from where the unit stopped up to Q. */
static void src_upto(reader *r, const char *q)
{
    if (q > r->src_pos) {
        put_blank(&r->src, r->src_pos, q);
        r->src_pos = q;
    }
}

/* ---- Header, comment ---------------------------------------------------------------------- */

int lit_cuda_is_format2(const char *text)
{
    if (!text)
        return 0;
    while (isspace((unsigned char)*text))
        text++;
    return strncasecmp(text, "cuda", 4) == 0 && (isspace((unsigned char)text[4]) || !text[4]);
}

/* header = "CUDA" name */
static int read_header(reader *r)
{
    skip_blank(r);
    if (!lit_cuda_is_format2(r->p)) {
        ERR(r, r->line, COL(r, r->p), "expected 'CUDA' and the test name");
        return -1;
    }
    const char *q = r->p + 4;
    while (*q == ' ' || *q == '\t')
        q++;
    const char *n = q;
    while (*q && !isspace((unsigned char)*q))
        q++;
    if (q == n) {
        ERR(r, r->line, COL(r, n), "expected the test name after 'CUDA'");
        return -1;
    }
    char *name = lit_strndup(n, (size_t)(q - n));
    if (!name)
        return oom(r, -1), -1;
    free(r->t->name);
    r->t->name = name;
    src_upto(r, r->p);
    r->src_pos = q;
    advance_to(r, q);
    return 0;
}

static void add_comment(reader *r, const char *s, size_t n)
{
    lit_buf b;
    lit_buf_init(&b);
    if (r->t->comment) {
        lit_buf_puts(&b, r->t->comment);
        lit_buf_putc(&b, '\n');
    }
    lit_buf_putn(&b, s, n);
    char *c = lit_buf_take(&b);
    if (!c)
        return oom(r, -1);
    free(r->t->comment);
    r->t->comment = c;
}

/* comment = { quoted-string } — before the initial state, as in format 1 */
static int read_comment(reader *r)
{
    for (;;) {
        skip_blank(r);
        if (*r->p == '{')
            return 0;
        if (*r->p != '"') {
            ERR(r, r->line, COL(r, r->p), *r->p ? "expected '{' to open the initial state"
                                                : "expected '{' to open the initial state, "
                                                  "found the end of the input");
            return -1;
        }
        const char *close = strchr(r->p + 1, '"');
        if (!close) {
            ERR(r, r->line, COL(r, r->p), "unterminated comment string");
            return -1;
        }
        add_comment(r, r->p + 1, (size_t)(close - r->p - 1));
        advance_to(r, close + 1);
    }
}

/* ---- Initial state ------------------------------------------------------------------------ */

static const char *const type_words[] = {
    "int", "unsigned", "signed", "long", "short", "int32_t", "uint32_t", "int64_t", "uint64_t",
};

static int is_type_word(const char *q, int n)
{
    for (size_t i = 0; i < sizeof type_words / sizeof type_words[0]; i++)
        if (word_is(q, n, type_words[i]))
            return 1;
    return 0;
}

static int is_c_keyword(const char *q, int n)
{
    static const char *const kw[] = { "auto", "break", "case", "char", "const", "continue",
        "default", "do", "double", "else", "enum", "extern", "float", "for", "goto", "if",
        "inline", "int", "long", "register", "return", "short", "signed", "sizeof", "static",
        "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool",
        "true", "false", "new", "delete", "this", "class", "template", "namespace", "using" };
    for (size_t i = 0; i < sizeof kw / sizeof kw[0]; i++)
        if (word_is(q, n, kw[i]))
            return 1;
    return 0;
}

/* value = ["-"] integer */
static int read_value(reader *r, int64_t *v)
{
    skip_blank(r);
    const char *q = r->p;
    int neg = *q == '-';
    if (neg)
        q++;
    if (!isdigit((unsigned char)*q)) {
        ERR(r, r->line, COL(r, r->p), "expected an integer value");
        return -1;
    }
    char *end;
    unsigned long long u = strtoull(q, &end, 0);
    while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
        end++;
    *v = neg ? -(int64_t)u : (int64_t)u;
    advance_to(r, end);
    return 0;
}

/* declarator = name ["=" value]; TYPE is the C type the location is declared with. */
static int read_declarator(reader *r, const char *name, int n, int line, int col, const char *type)
{
    if (is_c_keyword(name, n)) {
        ERR(r, line, col, "'%.*s' cannot name a location", n, name);
        return -1;
    }
    int64_t v = 0;
    skip_blank(r);
    if (*r->p == '=') {
        advance_to(r, r->p + 1);
        if (read_value(r, &v) < 0)
            return -1;
    }
    char *s = lit_strndup(name, (size_t)n);
    if (!s)
        return oom(r, -1), -1;
    if (lit_test_find_location(r->t, s) >= 0)
        ERR(r, line, col, "location '%s' is declared twice", s);
    int loc = lit_test_set_init(r->t, s, v);
    oom(r, loc);
    if (loc >= 0) {
        r->t->locs[loc].line = line;
        r->t->locs[loc].col = col;
        lit_buf_printf(&r->globals, "__device__ %s %s = %lld; ", type, s, (long long)v);
    }
    free(s);
    return loc < 0 ? -1 : 0;
}

/* item = { type-word } declarator { "," declarator } ";"   (no type words: int) */
static int read_init_item(reader *r)
{
    char type[128] = "";
    for (;;) {
        skip_blank(r);
        int n = ident_len(r->p);
        if (!n) {
            ERR(r, r->line, COL(r, r->p), "expected a location name");
            return -1;
        }
        const char *name = r->p;
        int line = r->line, col = COL(r, name);
        const char *after = name + n;
        while (*after == ' ' || *after == '\t')
            after++;
        if (is_ident_start(*after)) {   /* a type word, the name comes later */
            if (!is_type_word(name, n)) {
                ERR(r, line, col, "'%.*s' is not an integer type (locations are int, unsigned, "
                    "long long, int32_t, uint64_t, ...)", n, name);
                return -1;
            }
            if (strlen(type) + (size_t)n + 2 < sizeof type)
                snprintf(type + strlen(type), sizeof type - strlen(type), "%s%.*s",
                         type[0] ? " " : "", n, name);
            advance_to(r, name + n);
            continue;
        }
        if (r->p[0] == 'P' && isdigit((unsigned char)r->p[1]) && after[0] == ':') {
            ERR(r, line, col, "registers are the threads' local variables in a CUDA litmus test; "
                "initialise them in the thread's body");
            return -1;
        }
        advance_to(r, name + n);
        if (read_declarator(r, name, n, line, col, type[0] ? type : "int") < 0)
            return -1;
        skip_blank(r);
        if (*r->p == ',')
            advance_to(r, r->p + 1);
        else
            break;
    }
    if (*r->p != ';' && *r->p != '}') {
        ERR(r, r->line, COL(r, r->p), "expected ';' after the declaration");
        return -1;
    }
    if (*r->p == ';')
        advance_to(r, r->p + 1);
    return 0;
}

/* init = "{" { item } "}" */
static int read_init(reader *r)
{
    advance_to(r, r->p + 1);
    for (;;) {
        skip_blank(r);
        if (*r->p == '}') {
            src_upto(r, r->p);
            char *g = lit_buf_take(&r->globals);
            lit_buf_puts(&r->src, g ? g : "");
            free(g);
            r->src_pos = r->p + 1;
            advance_to(r, r->p + 1);
            return 0;
        }
        if (!*r->p) {
            ERR(r, r->line, COL(r, r->p), "expected '}' to close the initial state");
            return -1;
        }
        if (read_init_item(r) < 0) {
            const char *e = strchr(r->p, '}');
            if (!e)
                return -1;
            advance_to(r, e + 1);
            return 0;
        }
    }
}

/* ---- Threads ------------------------------------------------------------------------------ */

/* "P12" followed by a space, '@' or '(' -> 12; -1 when the text here is not a thread. */
static int thread_number(const char *q)
{
    if (*q != 'P' || !isdigit((unsigned char)q[1]))
        return -1;
    int n = 0, i = 1;
    for (; isdigit((unsigned char)q[i]); i++)
        if (n <= 100000) /* past it the number is too large anyway: no int overflow */
            n = n * 10 + (q[i] - '0');
    return isspace((unsigned char)q[i]) || q[i] == '@' || q[i] == '(' ? n : -1;
}

/* placement = "@" key value { "," key value }, keys gpu, cluster, block (or cta), warp */
static int read_placement(reader *r, lit_place *pl)
{
    *pl = lit_place_make(0, 0);
    skip_blank(r);
    if (*r->p != '@')
        return 0;
    advance_to(r, r->p + 1);
    for (;;) {
        skip_blank(r);
        int n = ident_len(r->p);
        const char *k = r->p;
        int line = r->line, col = COL(r, k);
        int *slot = word_is(k, n, "gpu") ? &pl->gpu : word_is(k, n, "cluster") ? &pl->cluster
                  : word_is(k, n, "block") || word_is(k, n, "cta") ? &pl->cta
                  : word_is(k, n, "warp") ? &pl->warp : NULL;
        if (!slot) {
            ERR(r, line, col, "expected 'gpu', 'cluster', 'block' or 'warp' in the placement");
            return -1;
        }
        advance_to(r, k + n);
        int64_t v;
        if (read_value(r, &v) < 0)
            return -1;
        if (v < 0 || v > 1000000) {
            ERR(r, line, col, "'%.*s' wants a number from 0 to 1000000", n, k);
            return -1;
        }
        *slot = (int)v;
        skip_blank(r);
        if (*r->p != ',')
            return 0;
        advance_to(r, r->p + 1);
    }
}

/* The end of the balanced OPEN...CLOSE group starting at Q (after CLOSE), skipping comments,
 * strings and character constants; NULL when it does not close. */
static const char *balanced(const char *q, char open, char close)
{
    int depth = 0;
    for (; *q; q++) {
        if (q[0] == '/' && q[1] == '/') {
            while (*q && *q != '\n')
                q++;
            if (!*q)
                return NULL;
        } else if (q[0] == '/' && q[1] == '*') {
            const char *e = strstr(q + 2, "*/");
            if (!e)
                return NULL;
            q = e + 1;
        } else if (*q == '"' || *q == '\'') {
            char c = *q;
            for (q++; *q && *q != c; q++)
                if (*q == '\\' && q[1])
                    q++;
            if (!*q)
                return NULL;
        } else if (*q == open) {
            depth++;
        } else if (*q == close && --depth == 0) {
            return q + 1;
        }
    }
    return NULL;
}

/* thread = "P" n [placement] "(" parameters ")" "{" body "}" */
static int read_thread(reader *r, int n)
{
    const char *name = r->p;
    int line = r->line, col = COL(r, name), len = 1;
    while (isdigit((unsigned char)name[len]))
        len++;
    if (n != r->t->n_threads) {
        ERR(r, line, col, "expected thread P%d here (threads are numbered P0, P1, ... in order)",
            r->t->n_threads);
        return -1;
    }
    advance_to(r, name + len);
    const char *after_name = r->p;
    lit_place pl;
    if (read_placement(r, &pl) < 0)
        return -1;
    skip_blank(r);
    const char *params = r->p;
    const char *pe = *params == '(' ? balanced(params, '(', ')') : NULL;
    if (!pe) {
        ERR(r, r->line, COL(r, params), *params == '(' ? "unbalanced '(' in the parameter list"
            : "expected '(' and the thread's parameters (the locations it uses, e.g. int *x)");
        return -1;
    }
    advance_to(r, pe);
    skip_blank(r);
    const char *body = r->p;
    const char *be = *body == '{' ? balanced(body, '{', '}') : NULL;
    if (!be) {
        ERR(r, r->line, COL(r, body), *body == '{' ? "the thread's body has no closing '}'"
                                                   : "expected '{' and the thread's body");
        return -1;
    }
    char tname[16];
    snprintf(tname, sizeof tname, "P%d", n);
    int th = lit_test_add_thread(r->t, tname, pl);
    oom(r, th);
    if (th < 0)
        return -1;
    r->t->threads[th].line = line;
    r->t->threads[th].col = col;
    /* "__device__ void P<n>", the placement blanked (shortened so that the parameters keep
     * their columns when it is long enough), then the parameters and the body as written */
    src_upto(r, name);
    static const char prefix[] = "__device__ void ";
    lit_buf_puts(&r->src, prefix);
    lit_buf_putn(&r->src, name, (size_t)len);
    const char *gap = after_name;
    if (!memchr(after_name, '\n', (size_t)(params - after_name)))
        gap += params - after_name > (int)sizeof prefix ? (int)sizeof prefix - 1 : params - after_name;
    put_blank(&r->src, gap, params);
    lit_buf_putn(&r->src, params, (size_t)(be - params));
    r->src_pos = be;
    advance_to(r, be);
    return 0;
}

static int read_threads(reader *r)
{
    for (;;) {
        skip_blank(r);
        int n = thread_number(r->p);
        if (n < 0)
            break;
        if (read_thread(r, n) < 0)
            return -1;
    }
    if (!r->t->n_threads) {
        ERR(r, r->line, COL(r, r->p), "expected the first thread, 'P0 @ block 0 (int *x) { ... }'");
        return -1;
    }
    return 0;
}

/* ---- The front end ------------------------------------------------------------------------ */

static void copy_diags(reader *r, const sess_diags *sd)
{
    for (size_t i = 0; i < sd->list.len; i++) {
        const cr_diag *g = &sd->list.p[i];
        lit_severity sev = g->severity == CR_SEV_ERROR ? LIT_SEV_ERROR
                         : g->severity == CR_SEV_WARNING ? LIT_SEV_WARNING : LIT_SEV_NOTE;
        lit_diag_add(r->d, g->file ? g->file : r->file, g->line, g->col, sev, "%s", g->message);
    }
}

static parse_func *find_func(parse_unit *u, const char *name)
{
    for (size_t i = 0; i < u->funcs.len; i++)
        if (!strcmp(u->funcs.p[i]->name, name))
            return u->funcs.p[i];
    return NULL;
}

/* Preprocesses, parses and type-checks the threads, then compiles each to the IR. */
static void compile_threads(reader *r)
{
    src_upto(r, r->text + strlen(r->text));
    char *src = lit_buf_take(&r->src);
    if (!src)
        return oom(r, -1);
    sess_arena arena;
    sess_arena_init(&arena);
    ty_basics basics;
    ty_basics_init(&basics);
    sess_diags sd;
    sess_diags_init(&sd);
    lex_pp_input in = { r->file, src, LEX_PP_DEVICE, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false };
    char *pp = lex_preprocess(&in, &sd);
    lex_tokens toks;
    parse_unit unit = { 0 };
    parse_ctx *pc = parse_ctx_new(&arena, &basics);
    int ok = pp && lex_tokenize(sess_arena_strdup(&arena, pp), r->file, &arena, &sd, &toks);
    if (ok && parse_unit_tokens(pc, toks, &sd, &unit) != PARSE_OK)
        ok = 0;
    ok = ok && sd.nerrors == 0;
    copy_diags(r, &sd);
    if (!ok && strstr(r->text, "atomic_ref"))
        lit_diag_add(r->d, r->file, 0, 0, LIT_SEV_NOTE, "cuda::atomic_ref is not supported by "
                     "the device front end yet; __nv_atomic_load_n, __nv_atomic_store_n, "
                     "__nv_atomic_fetch_add, ... give the same orders and scopes");
    for (int th = 0; ok && th < r->t->n_threads; th++) {
        parse_func *f = find_func(&unit, r->t->threads[th].name);
        if (!f || !f->body)
            ERR(r, r->t->threads[th].line, r->t->threads[th].col, "thread %s was not compiled",
                r->t->threads[th].name);
        else
            lit_cuda_gen_thread(r->t, th, f, r->text, r->d);
    }
    parse_unit_free(&unit);
    parse_ctx_free(pc);
    sess_diags_free(&sd);
    ty_basics_free(&basics);
    sess_arena_free(&arena);
    free(pp);
    free(src);
}

/* ---- Entry -------------------------------------------------------------------------------- */

/* Registers the condition names must be locals of their thread, not new registers. */
static void check_condition_regs(reader *r, const int *n_regs)
{
    for (int th = 0; th < r->t->n_threads; th++) {
        lit_thread *p = &r->t->threads[th];
        for (int k = n_regs[th]; k < p->n_regs; k++)
            ERR(r, r->t->cond_line, r->t->cond_col, "thread %s has no local variable '%s'",
                p->name, p->regs[k]);
    }
}

static void read_test(reader *r)
{
    if (read_header(r) < 0 || read_comment(r) < 0 || read_init(r) < 0 || read_threads(r) < 0)
        return;
    const char *cond = r->p;
    int errors = r->d->n_errors;
    compile_threads(r);
    if (r->d->n_errors > errors)
        return;
    int n_regs[LIT_MAX_THREADS] = { 0 };
    if (r->t->n_threads > LIT_MAX_THREADS) {
        ERR(r, r->t->threads[LIT_MAX_THREADS].line, r->t->threads[LIT_MAX_THREADS].col,
            "too many threads (at most %d)", LIT_MAX_THREADS);
        return;
    }
    for (int th = 0; th < r->t->n_threads; th++)
        n_regs[th] = r->t->threads[th].n_regs;
    if (lit_parse_condition(r->t, r->file, r->text, cond, r->d) == 0)
        check_condition_regs(r, n_regs);
}

lit_test *lit_cuda_parse(const char *file, const char *text, lit_diags *d)
{
    reader r;
    memset(&r, 0, sizeof r);
    r.file = file ? file : "<input>";
    r.text = r.p = r.ls = r.src_pos = text ? text : "";
    r.line = 1;
    r.d = d;
    lit_buf_init(&r.globals);
    lit_buf_init(&r.src);
    int errors = d->n_errors;
    r.t = lit_test_new("?");
    if (r.t)
        r.t->cuda = 1;
    if (!r.t || lit_test_set_file(r.t, r.file) < 0) {
        lit_test_free(r.t);
        lit_buf_free(&r.globals);
        lit_buf_free(&r.src);
        ERR(&r, 0, 0, "out of memory");
        return NULL;
    }
    read_test(&r);
    lit_buf_free(&r.globals);
    lit_buf_free(&r.src);
    if (d->n_errors > errors) {
        lit_test_free(r.t);
        return NULL;
    }
    return r.t;
}
