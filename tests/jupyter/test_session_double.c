/* test_session_double.c — a TEST DOUBLE of the session API (include/cudarepl.h) for the
 * Jupyter kernel's tests. It is not cudarepl: it runs a tiny line-oriented command language
 * that produces every kind of event the kernel must render, so the kernel layer can be tested
 * before (and independently of) the real engine. It defines every function of cudarepl.h, so
 * when it is linked into a test binary ahead of libcudarepl.a, no member of the library is
 * pulled in; the real bin/cudarepl-kernel never links it.
 *
 * One command per line of a cell:
 *   print TEXT / eprint TEXT      CR_EV_STDOUT / CR_EV_STDERR "TEXT\n" (like device printf)
 *   host TEXT / hosterr TEXT      printf / fprintf(stderr) from "host code" (fd 1 / fd 2)
 *   hostbytes N                   N bytes of host output on fd 1, in lines of 64
 *   bytes HEX                     CR_EV_STDOUT with raw bytes (e.g. invalid UTF-8)
 *   warn TEXT / error TEXT        a warning / an error diagnostic (error: CR_ERR_COMPILE)
 *   fault CODE TEXT               CR_EV_FAULT with a CUDA error code (CR_ERR_CUDA)
 *   crash                         CR_EV_FAULT with SIGSEGV (CR_ERR_CRASH)
 *   rich MIME TEXT                CR_EV_RICH (alt text "rich TEXT")
 *   progress N                    N CR_EV_PROGRESS lines "k<<<...>>>: I of N blocks", then the
 *                                 end (code 1), as a long launch gives them
 *   spin                          loops until cr_interrupt (CR_ERR_INTERRUPTED)
 *   sleep MS
 *   v = EXPR                      sets one-letter variable v (state that lasts across cells)
 *   EXPR                          integer arithmetic: CR_EV_VALUE "(int) N"
 * Blank lines, lines starting with // and lines holding only braces are skipped.
 */
#include "cudarepl.h"

#include <ctype.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct cr_session {
    cr_options opts;
    cr_event_fn fn;
    void *ctx;
    atomic_int interrupted;
    long vars[26];
    int cell;
};

static const char *const names[] = {
    "__syncthreads", "__syncwarp", "__syncthreads_count", "__shfl_sync", "atomicAdd",
    "atomicCAS", "cudaMalloc", "cudaMemcpy", "cudaFree", "threadIdx", "blockIdx", "blockDim",
    "printf", NULL};

static const char *doc_of(const char *w)
{
    if (strcmp(w, "__syncthreads") == 0)
        return "void __syncthreads(void)\nWaits until all threads of the block reach it.";
    if (strcmp(w, "atomicAdd") == 0)
        return "int atomicAdd(int *address, int val)\nAtomically adds val; returns the old value.";
    return NULL;
}

void cr_options_default(cr_options *o) { memset(o, 0, sizeof *o); }
void cr_tune_memory(void) {}

cr_session *cr_session_new(const cr_options *opts, cr_event_fn on_event, void *ctx)
{
    cr_session *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    if (opts) s->opts = *opts;
    s->fn = on_event;
    s->ctx = ctx;
    return s;
}

void cr_session_free(cr_session *s) { free(s); }
cr_options *cr_session_options(cr_session *s) { return &s->opts; }
void cr_interrupt(cr_session *s) { atomic_store(&s->interrupted, 1); }

static void emit(cr_session *s, cr_event_kind kind, const char *text, size_t len)
{
    cr_event ev = {.kind = kind, .text = text, .len = len};
    s->fn(s->ctx, &ev);
}

static void emit_diag(cr_session *s, cr_severity sev, const char *msg, const char *line, int col)
{
    char file[32];
    snprintf(file, sizeof file, "<cell %d>", s->cell);
    cr_diag d = {file, 1, col, sev, msg, line};
    cr_event ev = {.kind = CR_EV_DIAG, .text = msg, .len = strlen(msg), .diag = &d};
    s->fn(s->ctx, &ev);
}

/* ---- integer expressions --------------------------------------------------------------- */

typedef struct { const char *p; cr_session *s; int bad; } expr_state;

static long expr(expr_state *e);

static void skip(expr_state *e) { while (*e->p == ' ' || *e->p == '\t') e->p++; }

static long factor(expr_state *e)
{
    skip(e);
    if (*e->p == '(') {
        e->p++;
        long v = expr(e);
        skip(e);
        if (*e->p++ != ')') e->bad = 1;
        return v;
    }
    if (*e->p == '-') { e->p++; return -factor(e); }
    if (isdigit((unsigned char)*e->p)) return strtol(e->p, (char **)&e->p, 10);
    if (islower((unsigned char)*e->p) && !isalnum((unsigned char)e->p[1]))
        return e->s->vars[*e->p++ - 'a'];
    e->bad = 1;
    return 0;
}

static long term(expr_state *e)
{
    long v = factor(e);
    for (;;) {
        skip(e);
        char op = *e->p;
        if (op != '*' && op != '/' && op != '%') return v;
        e->p++;
        long r = factor(e);
        if (op != '*' && r == 0) { e->bad = 2; return 0; }
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}

static long expr(expr_state *e)
{
    long v = term(e);
    for (;;) {
        skip(e);
        char op = *e->p;
        if (op != '+' && op != '-') return v;
        e->p++;
        long r = term(e);
        v = op == '+' ? v + r : v - r;
    }
}

/* ---- commands -------------------------------------------------------------------------- */

static int hexval(int c) { return isdigit(c) ? c - '0' : tolower(c) - 'a' + 10; }

static cr_status run_value(cr_session *s, const char *line)
{
    const char *p = line;
    int var = -1;
    if (islower((unsigned char)p[0]) && p[1] == ' ' && p[2] == '=' ) { var = p[0] - 'a'; p += 3; }
    expr_state e = {p, s, 0};
    long v = expr(&e);
    skip(&e);
    if (e.bad || *e.p) {
        emit_diag(s, CR_SEV_ERROR, e.bad == 2 ? "division by zero" : "unknown command", line,
                  (int)(e.p - line) + 1);
        return CR_ERR_COMPILE;
    }
    if (var >= 0) { s->vars[var] = v; return CR_OK; }
    char buf[64];
    int n = snprintf(buf, sizeof buf, "(int) %ld", v);
    emit(s, CR_EV_VALUE, buf, (size_t)n);
    return CR_OK;
}

static cr_status run_line(cr_session *s, const char *line)
{
    char buf[4096];
    const char *arg = strchr(line, ' ');
    arg = arg ? arg + 1 : "";
#define IS(cmd) (strncmp(line, cmd, strlen(cmd)) == 0 && (line[strlen(cmd)] == ' ' || !line[strlen(cmd)]))
    if (IS("print") || IS("eprint")) {
        int n = snprintf(buf, sizeof buf, "%s\n", arg);
        emit(s, line[0] == 'p' ? CR_EV_STDOUT : CR_EV_STDERR, buf, (size_t)n);
    } else if (IS("host")) printf("%s\n", arg);
    else if (IS("hosterr")) fprintf(stderr, "%s\n", arg);
    else if (IS("hostbytes")) {
        long n = atol(arg);
        for (long i = 0; i < n; i += 64) printf("%.*s\n", (int)(n - i < 64 ? n - i - 1 : 63),
                                                "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
    } else if (IS("bytes")) {
        size_t n = 0;
        for (const char *p = arg; isxdigit((unsigned char)p[0]) && isxdigit((unsigned char)p[1]); p += 2)
            buf[n++] = (char)(hexval(p[0]) * 16 + hexval(p[1]));
        emit(s, CR_EV_STDOUT, buf, n);
    } else if (IS("warn")) emit_diag(s, CR_SEV_WARNING, arg, line, 1);
    else if (IS("error")) {
        emit_diag(s, CR_SEV_ERROR, arg, line, 7);
        emit_diag(s, CR_SEV_NOTE, "the error is here", NULL, 0);
        return CR_ERR_COMPILE;
    } else if (IS("fault")) {
        char *rest;
        long code = strtol(arg, &rest, 10);
        cr_event ev = {.kind = CR_EV_FAULT, .text = rest + (*rest == ' '),
                       .len = strlen(rest + (*rest == ' ')), .code = (int)code};
        s->fn(s->ctx, &ev);
        return CR_ERR_CUDA;
    } else if (IS("crash")) {
        const char *t = "host code crashed: segmentation fault (invalid memory access)";
        cr_event ev = {.kind = CR_EV_FAULT, .text = t, .len = strlen(t), .code = SIGSEGV, .fault_host = 1};
        s->fn(s->ctx, &ev);
        return CR_ERR_CRASH;
    } else if (IS("rich")) {
        char mime[128];
        const char *text = strchr(arg, ' ');
        snprintf(mime, sizeof mime, "%.*s", text ? (int)(text - arg) : (int)strlen(arg), arg);
        text = text ? text + 1 : "";
        snprintf(buf, sizeof buf, "rich %s", text);
        cr_event ev = {.kind = CR_EV_RICH, .text = text, .len = strlen(text), .mime = mime, .alt = buf};
        s->fn(s->ctx, &ev);
    } else if (IS("progress")) {
        int n = atoi(arg);
        for (int i = 0; i <= n; i++) {
            char line[96];
            int len = snprintf(line, sizeof line, "k<<<(%d,1,1),(32,1,1)>>>: %d of %d blocks", n, i, n);
            cr_event ev = {.kind = CR_EV_PROGRESS, .text = i < n ? line : "", .len = i < n ? (size_t)len : 0,
                           .code = i == n};
            s->fn(s->ctx, &ev);
        }
    } else if (IS("spin")) {
        while (!atomic_load(&s->interrupted)) usleep(1000);
        return CR_ERR_INTERRUPTED;
    } else if (IS("sleep")) usleep((useconds_t)atol(arg) * 1000);
    else return run_value(s, line);
#undef IS
    return CR_OK;
}

cr_status cr_eval_cell_named(cr_session *s, const char *name, const char *text)
{
    (void)name;
    return cr_eval_cell(s, text);
}

cr_status cr_eval_cell(cr_session *s, const char *text)
{
    atomic_store(&s->interrupted, 0);
    s->cell++;
    cr_status st = CR_OK;
    char line[4096];
    for (const char *p = text; *p && st == CR_OK;) {
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        snprintf(line, sizeof line, "%.*s", (int)n, p);
        p += n + (eol != NULL);
        const char *l = line;
        while (*l == ' ') l++;
        if (!*l || strncmp(l, "//", 2) == 0 || strspn(l, "{} ") == strlen(l)) continue;
        st = run_line(s, l);
        if (atomic_load(&s->interrupted)) st = CR_ERR_INTERRUPTED;
    }
    fflush(stdout);
    return st;
}

cr_completeness cr_is_complete(cr_session *s, const char *text)
{
    (void)s;
    int depth = 0;
    for (const char *p = text; *p; p++) {
        if (*p == '{' || *p == '(' || *p == '[') depth++;
        if (*p == '}' || *p == ')' || *p == ']') depth--;
        if (depth < 0) return CR_INPUT_INVALID;
    }
    return depth > 0 ? CR_INPUT_INCOMPLETE : CR_INPUT_COMPLETE;
}

static int is_word(char c) { return isalnum((unsigned char)c) || c == '_'; }

char **cr_complete(cr_session *s, const char *text, size_t cursor, size_t *start)
{
    (void)s;
    size_t b = cursor;
    while (b > 0 && is_word(text[b - 1])) b--;
    *start = b;
    size_t n = 0, len = cursor - b;
    char **v = calloc(sizeof names / sizeof names[0], sizeof *v);
    if (!v || len == 0) { free(v); return NULL; }
    for (int i = 0; names[i]; i++)
        if (strncmp(names[i], text + b, len) == 0) v[n++] = strdup(names[i]);
    if (n == 0) { free(v); return NULL; }
    return v;
}

void cr_free_strings(char **v)
{
    for (size_t i = 0; v && v[i]; i++) free(v[i]);
    free(v);
}

char *cr_inspect(cr_session *s, const char *text, size_t cursor)
{
    (void)s;
    size_t len = strlen(text), b = cursor < len ? cursor : len, e = b;
    while (b > 0 && is_word(text[b - 1])) b--;
    while (e < len && is_word(text[e])) e++;
    char word[128];
    snprintf(word, sizeof word, "%.*s", (int)(e - b), text + b);
    const char *d = doc_of(word);
    return d ? strdup(d) : NULL;
}

/* ---- the rest of the API: not used by the kernel ---------------------------------------- */

cr_status cr_run_file(cr_session *s, const char *path, int argc, char **argv, int *exit_status)
{ (void)s; (void)path; (void)argc; (void)argv; *exit_status = 0; return CR_ERR_USAGE; }
cr_status cr_disasm_file(cr_session *s, const char *path) { (void)s; (void)path; return CR_ERR_USAGE; }
cr_status cr_compile_device(cr_session *s, const char *name, const char *text)
{ (void)s; (void)name; (void)text; return CR_ERR_USAGE; }
cr_status cr_malloc(cr_session *s, uint64_t *dptr, size_t size)
{ (void)s; (void)size; *dptr = 0; return CR_ERR_USAGE; }
cr_status cr_free(cr_session *s, uint64_t dptr) { (void)s; (void)dptr; return CR_ERR_USAGE; }
cr_status cr_memcpy_htod(cr_session *s, uint64_t dst, const void *src, size_t n)
{ (void)s; (void)dst; (void)src; (void)n; return CR_ERR_USAGE; }
cr_status cr_memcpy_dtoh(cr_session *s, void *dst, uint64_t src, size_t n)
{ (void)s; (void)dst; (void)src; (void)n; return CR_ERR_USAGE; }
cr_status cr_memset(cr_session *s, uint64_t dst, int value, size_t n)
{ (void)s; (void)dst; (void)value; (void)n; return CR_ERR_USAGE; }
cr_status cr_symbol(cr_session *s, const char *name, uint64_t *dptr, size_t *size)
{ (void)s; (void)name; *dptr = 0; *size = 0; return CR_ERR_USAGE; }
int cr_launch(cr_session *s, const char *kernel, cr_dim3 grid, cr_dim3 block, size_t shared_bytes,
              void **args)
{ (void)s; (void)kernel; (void)grid; (void)block; (void)shared_bytes; (void)args; return 1; }
int cr_peek_error(cr_session *s) { (void)s; return 0; }
int cr_get_error(cr_session *s) { (void)s; return 0; }

const char *cr_error_name(int code)
{
    switch (code) {
    case 0: return "cudaSuccess";
    case 1: return "cudaErrorInvalidValue";
    case 2: return "cudaErrorMemoryAllocation";
    case 700: return "cudaErrorIllegalAddress";
    case 719: return "cudaErrorLaunchFailure";
    }
    return "cudaErrorUnknown";
}

const char *cr_error_string(int code) { return code ? "an error" : "no error"; }
