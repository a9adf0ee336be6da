/* lit_parse.c — parser for PTX litmus tests, format 1 (see lit_parse.h).
 *
 * The format is line-oriented: a header line, a preamble of quoted comments, the initial state
 * in braces, a row of thread headers, rows of instruction cells split by '|' and ended by ';',
 * then an optional "locations [...]" and the final condition. The parser walks the text line
 * by line and hands each cell (or the condition) to a small lexer that knows the line and
 * column of every token, so every diagnostic points at the offending token. A bad cell is
 * reported and skipped; parsing goes on with the next cell.
 *
 * Grammar of a cell (one instruction):
 *   cell    = "" | label ":" | mnemonic operands
 *   mnemonic= name ("." qualifier)*        e.g. atom.acq_rel.gpu.add
 *   operand = register | integer | location | "[" location "]"
 */
#include "devmodel/litmus/lit_parse.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- Lexer -------------------------------------------------------------------------------- */

typedef enum { TK_END, TK_ID, TK_NUM, TK_PUNCT } tkind;

typedef struct {
    tkind kind;
    const char *s;
    int len;
    int line, col;
    int64_t num;
    char op[3];      /* TK_PUNCT: "=", "==", "/\\", ... */
    const char *end_desc;  /* TK_END: what ended */
} tok;

typedef struct {
    const char *p, *end;
    int line;
    const char *ls;  /* start of the current line */
    const char *end_desc;  /* what the end of this text is: "input", "the cell", ... */
    tok cur;
} lexer;

static void lx_skip_space(lexer *lx)
{
    while (lx->p < lx->end && isspace((unsigned char)*lx->p)) {
        if (*lx->p == '\n') {
            lx->line++;
            lx->ls = lx->p + 1;
        }
        lx->p++;
    }
}

static const char *const multi_ops[] = { "==", "!=", "<>", "<=", ">=", "/\\", "\\/" };

static void lx_punct(lexer *lx, tok *t)
{
    t->kind = TK_PUNCT;
    t->len = 1;
    t->op[0] = *lx->p;
    t->op[1] = '\0';
    for (size_t i = 0; i < sizeof multi_ops / sizeof *multi_ops; i++) {
        if (lx->p + 1 < lx->end && lx->p[0] == multi_ops[i][0] && lx->p[1] == multi_ops[i][1]) {
            t->len = 2;
            t->op[1] = lx->p[1];
            t->op[2] = '\0';
            break;
        }
    }
}

static void lx_number(lexer *lx, tok *t)
{
    const char *q = lx->p;
    int base = 10;
    if (q + 1 < lx->end && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
        base = 16;
        q += 2;
    }
    uint64_t v = 0;
    while (q < lx->end && isxdigit((unsigned char)*q) && (base == 16 || isdigit((unsigned char)*q))) {
        int dig = isdigit((unsigned char)*q) ? *q - '0' : (tolower((unsigned char)*q) - 'a' + 10);
        v = v * (uint64_t)base + (uint64_t)dig;
        q++;
    }
    t->kind = TK_NUM;
    t->num = (int64_t)v;
    t->len = (int)(q - lx->p);
}

static void lx_next(lexer *lx)
{
    lx_skip_space(lx);
    tok *t = &lx->cur;
    memset(t, 0, sizeof *t);
    t->s = lx->p;
    t->line = lx->line;
    t->col = (int)(lx->p - lx->ls) + 1;
    if (lx->p >= lx->end) {
        t->kind = TK_END;
        t->end_desc = lx->end_desc;
        return;
    }
    unsigned char c = (unsigned char)*lx->p;
    if (isalpha(c) || c == '_') {
        const char *q = lx->p;
        while (q < lx->end && (isalnum((unsigned char)*q) || *q == '_' || *q == '.'))
            q++;
        t->kind = TK_ID;
        t->len = (int)(q - lx->p);
    } else if (isdigit(c)) {
        lx_number(lx, t);
    } else {
        lx_punct(lx, t);
    }
    lx->p += t->len;
}

static void lx_init(lexer *lx, const char *p, const char *end, int line, const char *ls)
{
    lx->p = p;
    lx->end = end;
    lx->line = line;
    lx->ls = ls;
    lx->end_desc = "input";
    lx_next(lx);
}

static int tok_is(const tok *t, const char *s)
{
    return t->kind != TK_END && (int)strlen(s) == t->len && strncmp(t->s, s, (size_t)t->len) == 0;
}

static int tok_punct(const tok *t, const char *op)
{
    return t->kind == TK_PUNCT && strcmp(t->op, op) == 0;
}

/* ---- Parser state ------------------------------------------------------------------------- */

typedef struct {
    int thread;      /* thread number as written (P1 -> 1) */
    char *name;
    int64_t value;
    int line, col;
} pending_reg;

typedef struct {
    int thread, label, line, col;
} label_use;

typedef struct {
    const char *file, *text;
    const char *p;       /* current position */
    int line;
    const char *ls;      /* start of the current line */
    lit_diags *d;
    lit_test *t;
    pending_reg *regs;
    int n_regs, cap_regs;
    label_use *uses;
    int n_uses, cap_uses;
    int oom;
} parser;

#define ERR(ps, line, col, ...) lit_diag_add((ps)->d, (ps)->file, (line), (col), LIT_SEV_ERROR, __VA_ARGS__)

static void tok_error(parser *ps, const tok *t, const char *what)
{
    if (t->kind == TK_END)
        ERR(ps, t->line, t->col, "expected %s at the end of %s", what,
            t->end_desc ? t->end_desc : "input");
    else
        ERR(ps, t->line, t->col, "expected %s, found '%.*s'", what, t->len, t->s);
}

static void check_oom(parser *ps, int r)
{
    if (r < 0 && !ps->oom) {
        ps->oom = 1;
        ERR(ps, 0, 0, "out of memory");
    }
}

/* Moves the parser to Q, counting lines. */
static void advance_to(parser *ps, const char *q)
{
    for (; ps->p < q; ps->p++) {
        if (*ps->p == '\n') {
            ps->line++;
            ps->ls = ps->p + 1;
        }
    }
}

static const char *line_end(const char *p)
{
    const char *e = strchr(p, '\n');
    return e ? e : p + strlen(p);
}

static const char *skip_blank(const char *p)
{
    while (*p && isspace((unsigned char)*p))
        p++;
    return p;
}

static int is_reg_name(const tok *t)
{
    if (t->kind != TK_ID || t->len < 2 || t->s[0] != 'r')
        return 0;
    for (int i = 1; i < t->len; i++)
        if (!isdigit((unsigned char)t->s[i]))
            return 0;
    return 1;
}

/* "P12" or "12" -> 12; -1 when T is not a thread name. */
static int thread_number(const tok *t)
{
    if (t->kind == TK_NUM)
        return (int)t->num;
    if (t->kind != TK_ID || t->len < 2 || (t->s[0] != 'P' && t->s[0] != 'p'))
        return -1;
    int n = 0;
    for (int i = 1; i < t->len; i++) {
        if (!isdigit((unsigned char)t->s[i]) || n > 100000)
            return -1;
        n = n * 10 + (t->s[i] - '0');
    }
    return n;
}

static char *tok_str(const tok *t)
{
    return lit_strndup(t->s, (size_t)t->len);
}

/* ---- Header and preamble ------------------------------------------------------------------ */

/* header = "PTX" name */
static int parse_header(parser *ps)
{
    advance_to(ps, skip_blank(ps->p));
    lexer lx;
    const char *e = line_end(ps->p);
    lx_init(&lx, ps->p, e, ps->line, ps->ls);
    if (lx.cur.kind == TK_ID && lx.cur.len == 4 && strncasecmp(lx.cur.s, "cuda", 4) == 0) {
        ERR(ps, lx.cur.line, lx.cur.col, "this is a CUDA C litmus test (format 2); it is "
            "compiled by the CUDA C front end, not by the PTX litmus parser");
        return -1;
    }
    if (lx.cur.kind != TK_ID || lx.cur.len != 3 || strncasecmp(lx.cur.s, "ptx", 3) != 0) {
        if (lx.cur.kind == TK_ID)
            ERR(ps, lx.cur.line, lx.cur.col,
                "expected 'PTX' at the start of the test, found '%.*s' (only PTX litmus tests "
                "are read here)", lx.cur.len, lx.cur.s);
        else
            tok_error(ps, &lx.cur, "'PTX' and the test name");
        return -1;
    }
    const char *q = lx.p;
    while (q < e && isspace((unsigned char)*q))
        q++;
    const char *n = q;
    while (q < e && !isspace((unsigned char)*q))
        q++;
    if (q == n) {
        ERR(ps, ps->line, (int)(n - ps->ls) + 1, "expected the test name after 'PTX'");
        return -1;
    }
    char *name = lit_strndup(n, (size_t)(q - n));
    if (!name)
        return check_oom(ps, -1), -1;
    free(ps->t->name);
    ps->t->name = name;
    advance_to(ps, e);
    return 0;
}

static void add_comment(parser *ps, const char *s, size_t n)
{
    lit_buf b;
    lit_buf_init(&b);
    if (ps->t->comment) {
        lit_buf_puts(&b, ps->t->comment);
        lit_buf_putc(&b, '\n');
    }
    lit_buf_putn(&b, s, n);
    char *c = lit_buf_take(&b);
    if (!c)
        return check_oom(ps, -1);
    free(ps->t->comment);
    ps->t->comment = c;
}

/* preamble = { quoted-string | other text } "{" — herd allows key=value lines here. */
static int parse_preamble(parser *ps)
{
    for (;;) {
        const char *q = ps->p;
        while (*q && *q != '"' && *q != '{')
            q++;
        if (!*q) {
            advance_to(ps, q);
            ERR(ps, ps->line, (int)(q - ps->ls) + 1, "expected '{' to open the initial state");
            return -1;
        }
        advance_to(ps, q);
        if (*q == '{')
            return 0;
        const char *close = strchr(q + 1, '"');
        if (!close) {
            ERR(ps, ps->line, (int)(q - ps->ls) + 1, "unterminated comment string");
            return -1;
        }
        add_comment(ps, q + 1, (size_t)(close - q - 1));
        advance_to(ps, close + 1);
    }
}

/* ---- Initial state ------------------------------------------------------------------------ */

static int parse_value(parser *ps, lexer *lx, int64_t *v)
{
    int neg = 0;
    if (tok_punct(&lx->cur, "-")) {
        neg = 1;
        lx_next(lx);
    }
    if (lx->cur.kind != TK_NUM) {
        if (tok_punct(&lx->cur, "&"))
            ERR(ps, lx->cur.line, lx->cur.col, "pointer initial values are not supported");
        else
            tok_error(ps, &lx->cur, "an integer value");
        return -1;
    }
    *v = neg ? -lx->cur.num : lx->cur.num;
    lx_next(lx);
    return 0;
}

static void add_pending_reg(parser *ps, int thread, const tok *reg, int64_t v)
{
    if (ps->n_regs == ps->cap_regs) {
        int cap = ps->cap_regs ? ps->cap_regs * 2 : 8;
        pending_reg *r = realloc(ps->regs, (size_t)cap * sizeof *r);
        if (!r)
            return check_oom(ps, -1);
        ps->regs = r;
        ps->cap_regs = cap;
    }
    pending_reg *r = &ps->regs[ps->n_regs];
    r->thread = thread;
    r->name = tok_str(reg);
    r->value = v;
    r->line = reg->line;
    r->col = reg->col;
    if (!r->name)
        return check_oom(ps, -1);
    ps->n_regs++;
}

/* init-item = location "=" value | thread ":" register "=" value | location */
static int parse_init_item(parser *ps, lexer *lx)
{
    tok first = lx->cur;
    lx_next(lx);
    if (tok_punct(&lx->cur, ":")) {
        lx_next(lx);
        tok reg = lx->cur;
        int th = thread_number(&first);
        if (th < 0 || reg.kind != TK_ID) {
            tok_error(ps, th < 0 ? &first : &reg, th < 0 ? "a thread name (P0, P1, ...)" : "a register");
            return -1;
        }
        lx_next(lx);
        int64_t v = 0;
        if (!tok_punct(&lx->cur, "=")) {
            tok_error(ps, &lx->cur, "'='");
            return -1;
        }
        lx_next(lx);
        if (parse_value(ps, lx, &v) < 0)
            return -1;
        add_pending_reg(ps, th, &reg, v);
        return 0;
    }
    if (first.kind != TK_ID || is_reg_name(&first)) {
        tok_error(ps, &first, "'location = value' or 'P0:register = value'");
        return -1;
    }
    if (tok_punct(&lx->cur, "@")) {
        ERR(ps, lx->cur.line, lx->cur.col, "proxy and alias declarations are not supported");
        return -1;
    }
    int64_t v = 0;
    if (tok_punct(&lx->cur, "=")) {
        lx_next(lx);
        if (parse_value(ps, lx, &v) < 0)
            return -1;
    }
    char *name = tok_str(&first);
    if (!name)
        return check_oom(ps, -1), -1;
    int loc = lit_test_set_init(ps->t, name, v);
    free(name);
    check_oom(ps, loc);
    if (loc >= 0) {
        ps->t->locs[loc].line = first.line;
        ps->t->locs[loc].col = first.col;
    }
    return 0;
}

/* init = "{" [ init-item { ";" init-item } [";"] ] "}" */
static int parse_init(parser *ps)
{
    const char *close = strchr(ps->p, '}');
    if (!close) {
        ERR(ps, ps->line, (int)(ps->p - ps->ls) + 1, "missing '}' to close the initial state");
        return -1;
    }
    lexer lx;
    lx_init(&lx, ps->p + 1, close, ps->line, ps->ls);
    while (lx.cur.kind != TK_END) {
        if (tok_punct(&lx.cur, ";")) {
            lx_next(&lx);
            continue;
        }
        if (parse_init_item(ps, &lx) < 0) {
            while (lx.cur.kind != TK_END && !tok_punct(&lx.cur, ";"))
                lx_next(&lx);
            continue;
        }
        /* Items are separated by ';'; a missing one before the next item is tolerated. */
        if (!tok_punct(&lx.cur, ";") && lx.cur.kind != TK_END && lx.cur.kind != TK_ID &&
            lx.cur.kind != TK_NUM) {
            tok_error(ps, &lx.cur, "';'");
            lx_next(&lx);
        }
    }
    advance_to(ps, close + 1);
    return 0;
}

/* ---- Thread headers ----------------------------------------------------------------------- */

static int place_key(parser *ps, lexer *lx, lit_place *pl)
{
    tok key = lx->cur;
    lx_next(lx);
    if (lx->cur.kind != TK_NUM) {
        tok_error(ps, &lx->cur, "a number");
        return -1;
    }
    int v = (int)lx->cur.num;
    lx_next(lx);
    if (tok_is(&key, "cta"))
        pl->cta = v;
    else if (tok_is(&key, "gpu"))
        pl->gpu = v;
    else if (tok_is(&key, "cluster"))
        pl->cluster = v;
    else if (tok_is(&key, "warp"))
        pl->warp = v;
    else {
        ERR(ps, key.line, key.col, "unknown placement '%.*s' (expected cta, gpu, cluster or warp)",
            key.len, key.s);
        return -1;
    }
    return 0;
}

/* thread-header = "P" n "@" place { "," place }    place = ("cta"|"gpu"|"cluster"|"warp") n */
static int parse_thread_cell(parser *ps, lexer *lx, int index)
{
    tok name = lx->cur;
    int n = thread_number(&name);
    if (name.kind != TK_ID || n < 0) {
        tok_error(ps, &name, "a thread name such as P0");
        return -1;
    }
    if (n != index) {
        ERR(ps, name.line, name.col, "thread %.*s is in column %d; threads must be P0, P1, ... in order",
            name.len, name.s, index);
        return -1;
    }
    lx_next(lx);
    lit_place pl = { 0, -1, 0, -1 };
    if (!tok_punct(&lx->cur, "@")) {
        ERR(ps, lx->cur.line, lx->cur.col, "thread %.*s needs a placement, as in %.*s@cta 0,gpu 0",
            name.len, name.s, name.len, name.s);
        return -1;
    }
    lx_next(lx);
    while (lx->cur.kind == TK_ID) {
        if (place_key(ps, lx, &pl) < 0)
            return -1;
        if (tok_punct(&lx->cur, ","))
            lx_next(lx);
    }
    if (lx->cur.kind != TK_END) {
        tok_error(ps, &lx->cur, "'cta N', 'gpu N', 'cluster N' or 'warp N'");
        return -1;
    }
    char *s = tok_str(&name);
    int th = s ? lit_test_add_thread(ps->t, s, pl) : -1;
    free(s);
    check_oom(ps, th);
    if (th >= 0) {
        ps->t->threads[th].line = name.line;
        ps->t->threads[th].col = name.col;
    }
    return th < 0 ? -1 : 0;
}

/* Splits the current line into cells at '|' up to its ';'. Calls FN for each cell. Returns
 * the number of cells, or -1 when the line has no ';'. */
typedef int (*cell_fn)(parser *ps, int index, const char *s, const char *e);

static int for_each_cell(parser *ps, cell_fn fn)
{
    const char *e = line_end(ps->p);
    const char *semi = NULL;
    for (const char *q = ps->p; q < e; q++)
        if (*q == ';')
            semi = q;
    int missing = !semi;
    if (missing) {
        const char *last = e;
        while (last > ps->p && isspace((unsigned char)last[-1]))
            last--;
        ERR(ps, ps->line, (int)(last - ps->ls) + 1, "expected ';' at the end of the row");
        semi = e;
    } else if (*skip_blank(semi + 1) && skip_blank(semi + 1) < e) {
        const char *x = skip_blank(semi + 1);
        ERR(ps, ps->line, (int)(x - ps->ls) + 1, "unexpected text after ';'");
    }
    int n = 0;
    const char *s = ps->p;
    for (;;) {
        const char *bar = s;
        while (bar < semi && *bar != '|')
            bar++;
        fn(ps, n++, s, bar);
        if (bar >= semi)
            break;
        s = bar + 1;
    }
    advance_to(ps, e);
    return missing ? -1 : n;
}

static int thread_cell(parser *ps, int index, const char *s, const char *e)
{
    lexer lx;
    lx_init(&lx, s, e, ps->line, ps->ls);
    if (lx.cur.kind == TK_END) {
        ERR(ps, ps->line, (int)(s - ps->ls) + 1, "empty thread header");
        return -1;
    }
    return parse_thread_cell(ps, &lx, index);
}

static int parse_threads(parser *ps)
{
    advance_to(ps, skip_blank(ps->p));
    if (!*ps->p) {
        ERR(ps, ps->line, (int)(ps->p - ps->ls) + 1, "expected the thread header row (P0@cta 0,gpu 0 | ...)");
        return -1;
    }
    for_each_cell(ps, thread_cell);
    return ps->t->n_threads > 0 ? 0 : -1;
}

/* ---- Operands ----------------------------------------------------------------------------- */

typedef struct {
    parser *ps;
    lexer lx;
    int th;
} cell;

static int get_reg(cell *c, const tok *t)
{
    char *name = tok_str(t);
    int r = name ? lit_thread_reg(c->ps->t, c->th, name) : -1;
    free(name);
    check_oom(c->ps, r);
    return r;
}

static int expect_comma(cell *c)
{
    if (!tok_punct(&c->lx.cur, ",")) {
        tok_error(c->ps, &c->lx.cur, "','");
        return -1;
    }
    lx_next(&c->lx);
    return 0;
}

/* register operand */
static int op_reg(cell *c, int *reg)
{
    if (!is_reg_name(&c->lx.cur)) {
        tok_error(c->ps, &c->lx.cur, "a register (r0, r1, ...)");
        return -1;
    }
    *reg = get_reg(c, &c->lx.cur);
    lx_next(&c->lx);
    return *reg < 0 ? -1 : 0;
}

/* value = register | ["-"] integer */
static int op_value(cell *c, lit_operand *o)
{
    if (is_reg_name(&c->lx.cur)) {
        int r = get_reg(c, &c->lx.cur);
        if (r < 0)
            return -1;
        *o = lit_reg(r);
        lx_next(&c->lx);
        return 0;
    }
    int64_t v;
    if (c->lx.cur.kind == TK_ID) {
        tok_error(c->ps, &c->lx.cur, "a register or an integer");
        return -1;
    }
    if (parse_value(c->ps, &c->lx, &v) < 0)
        return -1;
    *o = lit_imm(v);
    return 0;
}

/* location = name | "[" name "]" */
static int op_loc(cell *c, int *loc)
{
    int bracket = tok_punct(&c->lx.cur, "[");
    if (bracket)
        lx_next(&c->lx);
    tok t = c->lx.cur;
    if (t.kind != TK_ID || is_reg_name(&t)) {
        tok_error(c->ps, &t, "a memory location");
        return -1;
    }
    char *name = tok_str(&t);
    *loc = name ? lit_test_location(c->ps->t, name) : -1;
    free(name);
    check_oom(c->ps, *loc);
    lx_next(&c->lx);
    if (bracket) {
        if (!tok_punct(&c->lx.cur, "]")) {
            tok_error(c->ps, &c->lx.cur, "']'");
            return -1;
        }
        lx_next(&c->lx);
    }
    return *loc < 0 ? -1 : 0;
}

static int expect_end(cell *c)
{
    if (c->lx.cur.kind != TK_END) {
        ERR(c->ps, c->lx.cur.line, c->lx.cur.col, "unexpected '%.*s' after the operands",
            c->lx.cur.len, c->lx.cur.s);
        return -1;
    }
    return 0;
}

/* ---- Mnemonics and qualifiers ------------------------------------------------------------- */

#define MAX_PARTS (LIT_PTX_MAX_QUALS + 1)

typedef struct {
    const char *s[MAX_PARTS];
    int len[MAX_PARTS], col[MAX_PARTS];
    int n;
} parts;

static void split_mnemonic(const tok *t, parts *p)
{
    p->n = 0;
    const char *s = t->s, *end = t->s + t->len;
    while (s <= end && p->n < MAX_PARTS) {
        const char *dot = s;
        while (dot < end && *dot != '.')
            dot++;
        p->s[p->n] = s;
        p->len[p->n] = (int)(dot - s);
        p->col[p->n] = t->col + (int)(s - t->s);
        p->n++;
        s = dot + 1;
    }
}

static int part_is(const parts *p, int i, const char *w)
{
    return i < p->n && (int)strlen(w) == p->len[i] && strncmp(p->s[i], w, (size_t)p->len[i]) == 0;
}

typedef struct {
    int has_sem, has_scope, has_op, is_volatile;
    dm_order sem;
    dm_scope scope;
    lit_op op;
    int sem_col;
} quals;

static int lookup(const parts *p, int i, const char *const *names, int n)
{
    for (int k = 0; k < n; k++)
        if (part_is(p, i, names[k]))
            return k;
    return -1;
}

static const char *const sem_names[] = { "weak", "relaxed", "acquire", "release", "acq_rel", "sc" };
static const char *const scope_names[] = { "", "cta", "cluster", "gpu", "sys" };
static const char *const op_names[] = { "mov", "add", "sub", "mul", "and", "or", "xor", "min",
                                        "max", "inc", "dec", "exch", "cas" };
static const char *const ignored_quals[] = { "u32", "s32", "b32", "u64", "s64", "b64", "global",
                                             "shared", "aligned", "gen", "generic" };
static const char *const proxy_quals[] = { "const", "param", "local", "tex", "surf", "nc",
                                           "proxy", "alias", "async", "mmio" };

static int unsupported(parser *ps, const parts *p, int i, const char *what)
{
    ERR(ps, ps->line, p->col[i], "'%.*s' is not supported: %s", p->len[i], p->s[i], what);
    return -1;
}

/* Reads qualifiers p[1..] into Q; ALLOW_OP says whether an operation (.add, ...) may appear. */
static int parse_quals(parser *ps, const parts *p, quals *q, int allow_op)
{
    memset(q, 0, sizeof *q);
    for (int i = 1; i < p->n; i++) {
        int k;
        if ((k = lookup(p, i, sem_names, 6)) >= 0 && !q->has_sem) {
            q->has_sem = 1, q->sem = (dm_order)k, q->sem_col = p->col[i];
        } else if (part_is(p, i, "volatile") && !q->has_sem) {
            q->has_sem = 1, q->is_volatile = 1, q->sem = DM_ORDER_RELAXED, q->sem_col = p->col[i];
        } else if ((k = lookup(p, i, scope_names, 5)) > 0 && !q->has_scope) {
            q->has_scope = 1, q->scope = (dm_scope)k;
        } else if (allow_op && (k = lookup(p, i, op_names, 13)) > 0 && !q->has_op) {
            q->has_op = 1, q->op = (lit_op)k;
        } else if (lookup(p, i, ignored_quals, 11) >= 0) {
            continue;
        } else if (lookup(p, i, proxy_quals, 10) >= 0) {
            return unsupported(ps, p, i, "proxies and non-generic state spaces are outside the "
                               "memory model this mode implements");
        } else {
            ERR(ps, ps->line, p->col[i], "unexpected qualifier '.%.*s'", p->len[i], p->s[i]);
            return -1;
        }
    }
    if (q->is_volatile) {
        if (q->has_scope) {
            ERR(ps, ps->line, q->sem_col, "'.volatile' takes no scope (it means .relaxed.sys)");
            return -1;
        }
        q->has_scope = 1;
        q->scope = DM_SCOPE_SYS;
    }
    return 0;
}

/* Checks the semantics/scope pair of a load or store. */
static int check_access(parser *ps, const parts *p, quals *q, int is_load)
{
    if (!q->has_sem) {
        q->sem = DM_ORDER_WEAK;
        q->has_sem = 1;
    }
    dm_order bad = is_load ? DM_ORDER_RELEASE : DM_ORDER_ACQUIRE;
    if (q->sem == bad || q->sem == DM_ORDER_ACQ_REL || q->sem == DM_ORDER_SC) {
        ERR(ps, ps->line, q->sem_col, "%s cannot be .%s", is_load ? "a load" : "a store",
            lit_sem_name(q->sem));
        return -1;
    }
    if (q->sem == DM_ORDER_WEAK && q->has_scope && !q->is_volatile) {
        ERR(ps, ps->line, p->col[0], "a weak %s takes no scope", is_load ? "load" : "store");
        return -1;
    }
    if (q->sem != DM_ORDER_WEAK && !q->has_scope) {
        ERR(ps, ps->line, q->sem_col, "'.%s' needs a scope (.cta, .cluster, .gpu or .sys)",
            lit_sem_name(q->sem));
        return -1;
    }
    return 0;
}

/* ---- Instructions ------------------------------------------------------------------------- */

static int add_ins(cell *c, lit_instr *ins, const tok *first, const char *end)
{
    ins->line = first->line;
    ins->col = first->col;
    const char *e = end;
    while (e > first->s && isspace((unsigned char)e[-1]))
        e--;
    ins->text = lit_strndup(first->s, (size_t)(e - first->s));
    int r = ins->text ? lit_thread_append(c->ps->t, c->th, ins) : -1;
    free(ins->text);
    check_oom(c->ps, r);
    return r < 0 ? -1 : 0;
}

/* ld = "ld" quals register "," location  |  "ld" register "," value (a register move) */
static int parse_ld(cell *c, const parts *p, lit_instr *ins)
{
    quals q;
    if (parse_quals(c->ps, p, &q, 0) < 0)
        return -1;
    int dst;
    if (op_reg(c, &dst) < 0 || expect_comma(c) < 0)
        return -1;
    if (!q.has_sem && !q.has_scope && !tok_punct(&c->lx.cur, "[") &&
        (c->lx.cur.kind != TK_ID || is_reg_name(&c->lx.cur))) {
        lit_operand v;
        if (op_value(c, &v) < 0)
            return -1;
        *ins = lit_mk_alu(dst, LIT_OP_MOV, v, lit_imm(0));
        return 0;
    }
    if (check_access(c->ps, p, &q, 1) < 0)
        return -1;
    int loc;
    if (op_loc(c, &loc) < 0)
        return -1;
    *ins = lit_mk_load(dst, loc, q.sem, q.scope);
    return 0;
}

/* st = "st" quals location "," value */
static int parse_st(cell *c, const parts *p, lit_instr *ins)
{
    quals q;
    if (parse_quals(c->ps, p, &q, 0) < 0 || check_access(c->ps, p, &q, 0) < 0)
        return -1;
    int loc;
    lit_operand v;
    if (op_loc(c, &loc) < 0 || expect_comma(c) < 0 || op_value(c, &v) < 0)
        return -1;
    *ins = lit_mk_store(loc, v, q.sem, q.scope);
    return 0;
}

static int check_rmw_quals(parser *ps, const parts *p, quals *q, int is_red)
{
    if (!q->has_op) {
        ERR(ps, ps->line, p->col[0], "'%.*s' needs an operation (.add, .exch, .cas, ...)",
            p->len[0], p->s[0]);
        return -1;
    }
    if (is_red && (q->op == LIT_OP_EXCH || q->op == LIT_OP_CAS)) {
        ERR(ps, ps->line, p->col[0], "red cannot be .%s", lit_op_name(q->op));
        return -1;
    }
    if (!q->has_sem)
        q->sem = DM_ORDER_RELAXED;
    if (q->sem == DM_ORDER_WEAK || q->sem == DM_ORDER_SC || q->is_volatile) {
        ERR(ps, ps->line, q->sem_col, "an atomic operation cannot be .%s",
            q->is_volatile ? "volatile" : lit_sem_name(q->sem));
        return -1;
    }
    if (!q->has_scope)
        q->scope = DM_SCOPE_GPU;   /* PTX's default scope for atom and red */
    return 0;
}

/* atom = "atom" quals "." op register "," location "," value [ "," value ] */
static int parse_atom(cell *c, const parts *p, lit_instr *ins)
{
    quals q;
    if (parse_quals(c->ps, p, &q, 1) < 0 || check_rmw_quals(c->ps, p, &q, 0) < 0)
        return -1;
    int dst, loc;
    lit_operand a, b = lit_imm(0);
    if (op_reg(c, &dst) < 0 || expect_comma(c) < 0 || op_loc(c, &loc) < 0 ||
        expect_comma(c) < 0 || op_value(c, &a) < 0)
        return -1;
    if (q.op == LIT_OP_CAS && (expect_comma(c) < 0 || op_value(c, &b) < 0))
        return -1;
    *ins = lit_mk_atom(dst, loc, q.op, a, b, q.sem, q.scope);
    return 0;
}

/* red = "red" quals "." op location "," value */
static int parse_red(cell *c, const parts *p, lit_instr *ins)
{
    quals q;
    if (parse_quals(c->ps, p, &q, 1) < 0 || check_rmw_quals(c->ps, p, &q, 1) < 0)
        return -1;
    int loc;
    lit_operand a;
    if (op_loc(c, &loc) < 0 || expect_comma(c) < 0 || op_value(c, &a) < 0)
        return -1;
    *ins = lit_mk_red(loc, q.op, a, q.sem, q.scope);
    return 0;
}

/* fence = "fence" ["." ("sc"|"acq_rel")] "." scope  |  "membar" "." ("cta"|"gl"|"sys") */
static int parse_fence(cell *c, const parts *p, lit_instr *ins)
{
    if (part_is(p, 0, "membar")) {
        static const dm_scope sc[] = { DM_SCOPE_CTA, DM_SCOPE_GPU, DM_SCOPE_SYS };
        static const char *const lv[] = { "cta", "gl", "sys" };
        int k = p->n == 2 ? lookup(p, 1, lv, 3) : -1;
        if (k < 0) {
            ERR(c->ps, c->ps->line, p->col[0], "expected membar.cta, membar.gl or membar.sys");
            return -1;
        }
        *ins = lit_mk_fence(DM_ORDER_SC, sc[k]);
        return 0;
    }
    for (int i = 1; i < p->n; i++)
        if (part_is(p, i, "proxy") || part_is(p, i, "mbarrier_init"))
            return unsupported(c->ps, p, i, "proxy fences are outside the memory model this "
                               "mode implements");
    quals q;
    if (parse_quals(c->ps, p, &q, 0) < 0)
        return -1;
    if (!q.has_sem)
        q.sem = DM_ORDER_ACQ_REL;
    if (q.sem != DM_ORDER_SC && q.sem != DM_ORDER_ACQ_REL) {
        ERR(c->ps, c->ps->line, q.sem_col, "a fence is .sc or .acq_rel, not .%s", lit_sem_name(q.sem));
        return -1;
    }
    if (!q.has_scope) {
        ERR(c->ps, c->ps->line, p->col[0], "a fence needs a scope (.cta, .cluster, .gpu or .sys)");
        return -1;
    }
    *ins = lit_mk_fence(q.sem, q.scope);
    return 0;
}

/* bar = ("bar"|"barrier") ["." "cta"] "." ("sync"|"arrive") ["." "aligned"]
 *       value [ "," value [ "," value ] ]
 * One operand: the barrier (instance and id); two: instance, id; three: instance, id, thread
 * count — the operands of Dat3M's litmus format. */
static int parse_bar(cell *c, const parts *p, lit_instr *ins)
{
    int arrive = -1;
    for (int i = 1; i < p->n; i++) {
        if (part_is(p, i, "sync"))
            arrive = 0;
        else if (part_is(p, i, "arrive"))
            arrive = 1;
        else if (part_is(p, i, "red"))
            return unsupported(c->ps, p, i, "bar.red is not modelled");
        else if (!part_is(p, i, "cta") && !part_is(p, i, "aligned")) {
            ERR(c->ps, c->ps->line, p->col[i], "unexpected qualifier '.%.*s'", p->len[i], p->s[i]);
            return -1;
        }
    }
    if (arrive < 0) {
        ERR(c->ps, c->ps->line, p->col[0], "expected bar.cta.sync or bar.cta.arrive");
        return -1;
    }
    lit_operand v[3];
    int n = 0;
    do {
        if (n && expect_comma(c) < 0)
            return -1;
        if (op_value(c, &v[n]) < 0)
            return -1;
        n++;
    } while (n < 3 && tok_punct(&c->lx.cur, ","));
    *ins = lit_mk_bar(arrive, n == 1 ? v[0] : v[1], n == 3 ? v[2] : lit_imm(0), n == 3);
    ins->bar_inst = v[0];
    ins->has_inst = 1;
    return 0;
}

/* alu = op register "," value "," value  |  "mov" register "," value */
static int parse_alu(cell *c, lit_op op, lit_instr *ins)
{
    int dst;
    lit_operand a, b = lit_imm(0);
    if (op_reg(c, &dst) < 0 || expect_comma(c) < 0 || op_value(c, &a) < 0)
        return -1;
    if (op != LIT_OP_MOV && (expect_comma(c) < 0 || op_value(c, &b) < 0))
        return -1;
    *ins = lit_mk_alu(dst, op, a, b);
    return 0;
}

static int use_label(cell *c, int *label)
{
    tok t = c->lx.cur;
    if (t.kind != TK_ID) {
        tok_error(c->ps, &t, "a label");
        return -1;
    }
    char *name = tok_str(&t);
    *label = name ? lit_thread_label(c->ps->t, c->th, name) : -1;
    free(name);
    check_oom(c->ps, *label);
    if (*label < 0)
        return -1;
    parser *ps = c->ps;
    if (ps->n_uses == ps->cap_uses) {
        int cap = ps->cap_uses ? ps->cap_uses * 2 : 8;
        label_use *u = realloc(ps->uses, (size_t)cap * sizeof *u);
        if (!u)
            return check_oom(ps, -1), -1;
        ps->uses = u;
        ps->cap_uses = cap;
    }
    ps->uses[ps->n_uses++] = (label_use){ c->th, *label, t.line, t.col };
    lx_next(&c->lx);
    return 0;
}

/* branch = ("beq"|"bne"|"blt"|"ble"|"bgt"|"bge") value "," value "," label */
static int parse_branch(cell *c, lit_cmp cmp, lit_instr *ins)
{
    lit_operand a, b;
    int label;
    if (op_value(c, &a) < 0 || expect_comma(c) < 0 || op_value(c, &b) < 0 ||
        expect_comma(c) < 0 || use_label(c, &label) < 0)
        return -1;
    *ins = lit_mk_branch(cmp, a, b, label);
    return 0;
}

static int define_label(cell *c, const tok *name)
{
    char *s = tok_str(name);
    int label = s ? lit_thread_label(c->ps->t, c->th, s) : -1;
    free(s);
    check_oom(c->ps, label);
    if (label < 0)
        return -1;
    const lit_thread *th = &c->ps->t->threads[c->th];
    for (int i = 0; i < th->n_ins; i++) {
        if (th->ins[i].kind == LIT_I_LABEL && th->ins[i].label == label) {
            ERR(c->ps, name->line, name->col, "label '%.*s' is defined twice", name->len, name->s);
            return -1;
        }
    }
    lit_instr ins = lit_mk_label(label);
    lx_next(&c->lx);  /* the ':' */
    lx_next(&c->lx);
    if (expect_end(c) < 0)
        return -1;
    return add_ins(c, &ins, name, c->lx.end);
}

static const char *const proxy_ops[] = { "suld", "sust", "tld", "tld4", "tex", "cold", "suatom",
                                         "sured", "suq", "txq" };
static const char *const branch_ops[] = { "beq", "bne", "blt", "ble", "bgt", "bge" };

static int parse_mnemonic(cell *c, const parts *p, lit_instr *ins)
{
    int k;
    if (part_is(p, 0, "ld"))
        return parse_ld(c, p, ins);
    if (part_is(p, 0, "st"))
        return parse_st(c, p, ins);
    if (part_is(p, 0, "atom"))
        return parse_atom(c, p, ins);
    if (part_is(p, 0, "red"))
        return parse_red(c, p, ins);
    if (part_is(p, 0, "fence") || part_is(p, 0, "membar"))
        return parse_fence(c, p, ins);
    if (part_is(p, 0, "bar") || part_is(p, 0, "barrier"))
        return parse_bar(c, p, ins);
    if ((k = lookup(p, 0, op_names, 9)) >= 0) {
        for (int i = 1; i < p->n; i++)
            if (lookup(p, i, ignored_quals, 6) < 0) {
                ERR(c->ps, c->ps->line, p->col[i], "unexpected qualifier '.%.*s'", p->len[i], p->s[i]);
                return -1;
            }
        return parse_alu(c, (lit_op)k, ins);
    }
    if ((k = lookup(p, 0, branch_ops, 6)) >= 0 && p->n == 1)
        return parse_branch(c, (lit_cmp)k, ins);
    if (part_is(p, 0, "goto") && p->n == 1) {
        int label;
        if (use_label(c, &label) < 0)
            return -1;
        *ins = lit_mk_goto(label);
        return 0;
    }
    if (lookup(p, 0, proxy_ops, 10) >= 0)
        return unsupported(c->ps, p, 0, "surface, texture and constant accesses use proxies, "
                           "which are outside the memory model this mode implements");
    ERR(c->ps, c->ps->line, p->col[0], "unknown instruction '%.*s'", p->len[0], p->s[0]);
    return -1;
}

static int instr_cell(parser *ps, int index, const char *s, const char *e)
{
    if (index >= ps->t->n_threads) {
        if (*skip_blank(s) && skip_blank(s) < e)
            ERR(ps, ps->line, (int)(skip_blank(s) - ps->ls) + 1,
                "this row has more cells than there are threads (%d)", ps->t->n_threads);
        return -1;
    }
    cell c = { ps, { 0 }, index };
    lx_init(&c.lx, s, e, ps->line, ps->ls);
    c.lx.end_desc = c.lx.cur.end_desc = "the cell";
    if (c.lx.cur.kind == TK_END)
        return 0;
    tok first = c.lx.cur;
    if (first.kind != TK_ID) {
        tok_error(ps, &first, "an instruction");
        return -1;
    }
    lexer peek = c.lx;
    lx_next(&peek);
    if (tok_punct(&peek.cur, ":"))
        return define_label(&c, &first);
    parts p;
    split_mnemonic(&first, &p);
    lx_next(&c.lx);
    lit_instr ins;
    if (parse_mnemonic(&c, &p, &ins) < 0 || expect_end(&c) < 0)
        return -1;
    return add_ins(&c, &ins, &first, e);
}

static int starts_condition(const char *p)
{
    static const char *const words[] = { "exists", "~exists", "forall", "locations", "filter", "~" };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
        size_t n = strlen(words[i]);
        if (strncmp(p, words[i], n) == 0 && (n == 1 || !isalnum((unsigned char)p[n])))
            return 1;
    }
    return 0;
}

static void parse_rows(parser *ps)
{
    for (;;) {
        advance_to(ps, skip_blank(ps->p));
        if (!*ps->p || starts_condition(ps->p))
            return;
        for_each_cell(ps, instr_cell);
    }
}

/* ---- Condition ---------------------------------------------------------------------------- */

static int parse_term(parser *ps, lexer *lx, lit_term *term)
{
    tok t = lx->cur;
    if (t.kind == TK_NUM || tok_punct(&t, "-")) {
        lexer save = *lx;
        lx_next(lx);
        if (t.kind == TK_NUM && tok_punct(&lx->cur, ":"))
            goto reg;
        *lx = save;
        int64_t v;
        if (parse_value(ps, lx, &v) < 0)
            return -1;
        *term = lit_term_const(v);
        return 0;
    }
    if (t.kind != TK_ID) {
        tok_error(ps, &t, "a register (P0:r0), a location or a value");
        return -1;
    }
    lx_next(lx);
    if (!tok_punct(&lx->cur, ":")) {
        char *name = tok_str(&t);
        int loc = name ? lit_test_location(ps->t, name) : -1;
        free(name);
        check_oom(ps, loc);
        *term = lit_term_loc(loc);
        return loc < 0 ? -1 : 0;
    }
reg:;
    int th = thread_number(&t);
    if (th < 0 || th >= ps->t->n_threads) {
        ERR(ps, t.line, t.col, "no thread '%.*s' in this test", t.len, t.s);
        return -1;
    }
    lx_next(lx);
    if (lx->cur.kind != TK_ID) {
        tok_error(ps, &lx->cur, "a register name");
        return -1;
    }
    int reg = get_reg(&(cell){ ps, { 0 }, th }, &lx->cur);
    lx_next(lx);
    *term = lit_term_reg(th, reg);
    return reg < 0 ? -1 : 0;
}

static lit_cond *parse_or(parser *ps, lexer *lx);

/* atom = "(" or ")" | "~" atom | "not" atom | "true" | "false" | term cmp term */
static lit_cond *parse_atomic(parser *ps, lexer *lx)
{
    tok t = lx->cur;
    if (tok_punct(&t, "(")) {
        lx_next(lx);
        lit_cond *c = parse_or(ps, lx);
        if (c && !tok_punct(&lx->cur, ")")) {
            tok_error(ps, &lx->cur, "')'");
            lit_cond_free(c);
            return NULL;
        }
        lx_next(lx);
        return c;
    }
    if (tok_punct(&t, "~") || tok_is(&t, "not")) {
        lx_next(lx);
        lit_cond *c = parse_atomic(ps, lx);
        return c ? lit_cond_not(c) : NULL;
    }
    if (tok_is(&t, "true") || tok_is(&t, "false")) {
        lx_next(lx);
        return lit_cond_bool(tok_is(&t, "true"));
    }
    lit_term a, b;
    if (parse_term(ps, lx, &a) < 0)
        return NULL;
    static const char *const ops[] = { "==", "!=", "<", "<=", ">", ">=" };
    int k = -1;
    for (int i = 0; i < 6; i++)
        if (tok_punct(&lx->cur, ops[i]))
            k = i;
    if (tok_punct(&lx->cur, "="))
        k = LIT_CMP_EQ;
    if (tok_punct(&lx->cur, "<>"))
        k = LIT_CMP_NE;
    if (k < 0) {
        tok_error(ps, &lx->cur, "a comparison ('==', '=' or '!=')");
        return NULL;
    }
    lx_next(lx);
    if (parse_term(ps, lx, &b) < 0)
        return NULL;
    return lit_cond_cmp((lit_cmp)k, a, b);
}

/* and = atom { "/\" atom } */
static lit_cond *parse_and(parser *ps, lexer *lx)
{
    lit_cond *c = parse_atomic(ps, lx);
    while (c && tok_punct(&lx->cur, "/\\")) {
        lx_next(lx);
        lit_cond *r = parse_atomic(ps, lx);
        if (!r) {
            lit_cond_free(c);
            return NULL;
        }
        c = lit_cond_and(c, r);
    }
    return c;
}

/* or = and { "\/" and } */
static lit_cond *parse_or(parser *ps, lexer *lx)
{
    lit_cond *c = parse_and(ps, lx);
    while (c && tok_punct(&lx->cur, "\\/")) {
        lx_next(lx);
        lit_cond *r = parse_and(ps, lx);
        if (!r) {
            lit_cond_free(c);
            return NULL;
        }
        c = lit_cond_or(c, r);
    }
    return c;
}

/* locations = "locations" "[" { (location | thread ":" register) [";"] } "]" */
static void parse_locations(parser *ps, lexer *lx)
{
    lx_next(lx);
    if (!tok_punct(&lx->cur, "[")) {
        tok_error(ps, &lx->cur, "'['");
        return;
    }
    lx_next(lx);
    while (lx->cur.kind != TK_END && !tok_punct(&lx->cur, "]")) {
        lit_term term;
        if (parse_term(ps, lx, &term) < 0)
            return;
        check_oom(ps, lit_test_observe(ps->t, term));
        if (tok_punct(&lx->cur, ";"))
            lx_next(lx);
    }
    if (!tok_punct(&lx->cur, "]")) {
        tok_error(ps, &lx->cur, "']'");
        return;
    }
    lx_next(lx);
}

static int parse_quantifier(parser *ps, lexer *lx, lit_quant *q)
{
    tok t = lx->cur;
    if (tok_punct(&t, "~")) {
        lx_next(lx);
        if (!tok_is(&lx->cur, "exists")) {
            tok_error(ps, &lx->cur, "'exists' after '~'");
            return -1;
        }
        *q = LIT_Q_NOT_EXISTS;
    } else if (tok_is(&t, "exists")) {
        *q = LIT_Q_EXISTS;
    } else if (tok_is(&t, "forall")) {
        *q = LIT_Q_FORALL;
    } else if (tok_is(&t, "filter")) {
        ERR(ps, t.line, t.col, "'filter' is not supported");
        return -1;
    } else {
        tok_error(ps, &t, "'exists', '~exists' or 'forall'");
        return -1;
    }
    ps->t->cond_line = t.line;
    ps->t->cond_col = t.col;
    lx_next(lx);
    return 0;
}

/* condition = [locations] [quantifier or] */
static void parse_condition(parser *ps)
{
    lexer lx;
    const char *end = ps->p + strlen(ps->p);
    lx_init(&lx, ps->p, end, ps->line, ps->ls);
    if (tok_is(&lx.cur, "locations"))
        parse_locations(ps, &lx);
    if (lx.cur.kind == TK_END)
        return;
    lit_quant q;
    if (parse_quantifier(ps, &lx, &q) < 0)
        return;
    lit_cond *c = parse_or(ps, &lx);
    if (!c)
        return;
    lit_test_set_condition(ps->t, q, c);
    if (lx.cur.kind != TK_END)
        ERR(ps, lx.cur.line, lx.cur.col, "unexpected '%.*s' after the condition", lx.cur.len,
            lx.cur.s);
}

/* ---- Finishing ---------------------------------------------------------------------------- */

static void apply_pending_regs(parser *ps)
{
    for (int i = 0; i < ps->n_regs; i++) {
        pending_reg *r = &ps->regs[i];
        if (r->thread >= ps->t->n_threads)
            ERR(ps, r->line, r->col, "no thread P%d for register %s", r->thread, r->name);
        else
            check_oom(ps, lit_thread_set_reg(ps->t, r->thread, r->name, r->value));
    }
}

static void check_labels(parser *ps)
{
    for (int i = 0; i < ps->n_uses; i++) {
        const label_use *u = &ps->uses[i];
        const lit_thread *th = &ps->t->threads[u->thread];
        int found = 0;
        for (int k = 0; k < th->n_ins && !found; k++)
            found = th->ins[k].kind == LIT_I_LABEL && th->ins[k].label == u->label;
        if (!found)
            ERR(ps, u->line, u->col, "label '%s' is not defined in thread %s", th->labels[u->label],
                th->name);
    }
}

static void parse_body(parser *ps)
{
    if (parse_header(ps) < 0 || parse_preamble(ps) < 0 || parse_init(ps) < 0 ||
        parse_threads(ps) < 0)
        return;
    parse_rows(ps);
    parse_condition(ps);
    apply_pending_regs(ps);
    check_labels(ps);
}

lit_test *lit_parse(const char *file, const char *text, lit_diags *d)
{
    parser ps;
    memset(&ps, 0, sizeof ps);
    ps.file = file ? file : "<input>";
    ps.text = ps.p = ps.ls = text ? text : "";
    ps.line = 1;
    ps.d = d;
    int errors = d->n_errors;
    ps.t = lit_test_new("?");
    if (!ps.t || lit_test_set_file(ps.t, ps.file) < 0) {
        lit_test_free(ps.t);
        ERR(&ps, 0, 0, "out of memory");
        return NULL;
    }
    parse_body(&ps);
    for (int i = 0; i < ps.n_regs; i++)
        free(ps.regs[i].name);
    free(ps.regs);
    free(ps.uses);
    if (d->n_errors > errors) {
        lit_test_free(ps.t);
        return NULL;
    }
    return ps.t;
}

/* ---- One PTX instruction of inline assembly (see lit_parse.h) ------------------------------
 *
 * The instruction is rewritten into a litmus cell of a scratch test with one thread: %N
 * becomes register rN, [%N] becomes location [aN] (both the same length, so columns stay
 * right), and the qualifiers a cell has no use for (type, state space, .mmio, .nc, cache
 * operators) are taken out of the mnemonic and kept. */

static const char *const ptx_memory_ops[] = { "ld", "st", "atom", "red", "fence", "membar",
                                              "bar", "barrier" };
static const char *const ptx_spaces[] = { "", "global", "shared", "local", "const", "param" };
static const char *const ptx_cache_ops[] = { "ca", "cg", "cs", "lu", "cv", "wb", "wt" };

/* Is qualifier Q (length N) a type such as s32 or b64? Sets *type and *bits. */
static int ptx_type_qual(const char *q, int n, char *type, int *bits)
{
    if (n < 2 || n > 3 || !strchr("bsuf", q[0]))
        return 0;
    int v = 0;
    for (int i = 1; i < n; i++) {
        if (!isdigit((unsigned char)q[i]))
            return 0;
        v = v * 10 + (q[i] - '0');
    }
    if (v != 8 && v != 16 && v != 32 && v != 64)
        return 0;
    *type = q[0];
    *bits = v;
    return 1;
}

/* Copies the mnemonic M (length N) into OUT without the qualifiers kept in P, padded with
 * blanks to N characters so that the columns of the operands do not move. */
static void ptx_strip_quals(const char *m, int n, char *out, lit_ptx_instr *p)
{
    int o = 0;
    for (int i = 0; i < n;) {
        int s = i;
        while (i < n && m[i] != '.')
            i++;
        const char *q = m + s;
        int len = i - s, drop = 0;
        i++;
        if (s > 0) {
            if (len == 11 && !strncmp(q, "shared::cta", 11))
                len = 6;   /* the executing CTA's shared memory: .shared */
            drop = ptx_type_qual(q, len, &p->type, &p->bits);
            for (int k = 1; k < 6 && !drop; k++)
                if ((int)strlen(ptx_spaces[k]) == len && !strncmp(q, ptx_spaces[k], (size_t)len))
                    p->space = (lit_space)k, drop = 1;
            for (int k = 0; k < 7 && !drop; k++)
                if ((int)strlen(ptx_cache_ops[k]) == len && !strncmp(q, ptx_cache_ops[k], (size_t)len))
                    drop = 1;
            if (!drop && len == 4 && !strncmp(q, "mmio", 4))
                p->mmio = drop = 1;
            if (!drop && len == 2 && !strncmp(q, "nc", 2))
                p->nc = drop = 1;
        }
        if (drop)
            continue;
        if (o > 0)
            out[o++] = '.';
        memcpy(out + o, q, (size_t)len);
        o += len;
    }
    while (o < n)
        out[o++] = ' ';
}

/* The operand number of litmus register or location NAME ("r3", "a3"), or -1. */
static int ptx_operand_number(const char *name)
{
    if (!name || (name[0] != 'r' && name[0] != 'a') || !isdigit((unsigned char)name[1]))
        return -1;
    return atoi(name + 1);
}

static void ptx_renumber(const lit_test *t, lit_instr *ins)
{
    const lit_thread *th = &t->threads[0];
    if (ins->dst >= 0 && ins->dst < th->n_regs)
        ins->dst = ptx_operand_number(th->regs[ins->dst]);
    lit_operand *ops[5] = { &ins->a, &ins->b, &ins->bar_id, &ins->bar_inst, &ins->bar_count };
    for (int i = 0; i < 5; i++)
        if (ops[i]->is_reg && ops[i]->reg < th->n_regs)
            ops[i]->reg = ptx_operand_number(th->regs[ops[i]->reg]);
    if ((ins->kind == LIT_I_LOAD || ins->kind == LIT_I_STORE || ins->kind == LIT_I_ATOM ||
         ins->kind == LIT_I_RED) && ins->loc >= 0 && ins->loc < t->n_locs)
        ins->loc = ptx_operand_number(t->locs[ins->loc].name);
}

int lit_parse_ptx_instr(const char *file, int line, int col, const char *text,
                        lit_ptx_instr *out, lit_diags *d)
{
    memset(out, 0, sizeof *out);
    while (*text == ' ' || *text == '\t' || *text == '\n') {
        text++;
        col++;
    }
    size_t n = strlen(text), m = 0;
    while (m < n && !isspace((unsigned char)text[m]))
        m++;
    size_t base = 0;
    while (base < m && text[base] != '.')
        base++;
    int known = 0;
    for (size_t i = 0; i < sizeof ptx_memory_ops / sizeof *ptx_memory_ops && !known; i++)
        known = strlen(ptx_memory_ops[i]) == base && !strncmp(text, ptx_memory_ops[i], base);
    if (!known)
        return 1;
    for (size_t i = 0; i + 1 < m; i++) {
        if (text[i] == ':' && text[i + 1] == ':' && !(i >= 6 && !strncmp(text + i - 6, "shared::cta", 11))) {
            lit_diag_add(d, file, line, col + (int)i, LIT_SEV_ERROR, "'%.*s': only the "
                         "state space .shared::cta of the form .space::sub is supported", (int)m,
                         text);
            return -1;
        }
    }
    /* the cell: COL - 1 blanks (so columns are right), the mnemonic, the operands rewritten */
    int pad = col > 1 ? col - 1 : 0;
    char *cell = malloc((size_t)pad + n + 1);
    if (!cell) {
        lit_diag_add(d, file, line, col, LIT_SEV_ERROR, "out of memory");
        return -1;
    }
    memset(cell, ' ', (size_t)pad);
    ptx_strip_quals(text, (int)m, cell + pad, out);
    int bracket = 0;
    for (size_t i = m; i < n; i++) {
        char c = text[i];
        if (c == '[')
            bracket = 1;
        else if (c == ']')
            bracket = 0;
        if (c == '%' && i + 1 < n && isdigit((unsigned char)text[i + 1]))
            c = bracket ? 'a' : 'r';
        cell[pad + i] = c;
    }
    cell[pad + n] = 0;
    parser ps;
    memset(&ps, 0, sizeof ps);
    ps.file = file ? file : "<input>";
    ps.text = ps.p = ps.ls = cell;
    ps.line = line;
    ps.d = d;
    int errors = d->n_errors;
    ps.t = lit_test_new("asm");
    int th = ps.t ? lit_test_add_thread(ps.t, "P0", lit_place_make(0, 0)) : -1;
    if (th < 0) {
        ERR(&ps, line, col, "out of memory");
    } else {
        instr_cell(&ps, 0, cell, cell + pad + n);
        if (d->n_errors == errors && ps.t->threads[0].n_ins == 1) {
            out->ins = ps.t->threads[0].ins[0];
            out->ins.text = NULL;
            ptx_renumber(ps.t, &out->ins);
        } else if (d->n_errors == errors) {
            ERR(&ps, line, col, "expected one instruction");
        }
    }
    free(ps.uses);
    lit_test_free(ps.t);
    free(cell);
    return d->n_errors > errors ? -1 : 0;
}

int lit_parse_condition(lit_test *t, const char *file, const char *text, const char *at, lit_diags *d)
{
    parser ps;
    memset(&ps, 0, sizeof ps);
    ps.file = file ? file : "<input>";
    ps.text = ps.ls = text;
    ps.p = text;
    ps.line = 1;
    ps.d = d;
    ps.t = t;
    int errors = d->n_errors;
    advance_to(&ps, at);
    parse_condition(&ps);
    return d->n_errors > errors ? -1 : 0;
}

/* ---- The reading of one PTX instruction (see lit_parse.h) ----------------------------------
 *
 *   instr   = [ "@" ["!"] reg ] mnemonic [ operand { "," operand } ]
 *   operand = ["!"] reg | ["-"] number | "[" reg [ "+" ["-"] integer ] "]"
 *           | "{" reg { "," reg } "}" | reg "|" reg
 *   reg     = "%" integer | "%" "%" name | name
 *   number  = integer | "0f" hex8 | "0d" hex16 | decimal with "." or an exponent
 */

typedef struct {
    parser *ps;
    lexer lx;
} ptx_reader;

static int ptx_name(ptx_reader *r, const tok *t, char *out)
{
    if (t->len >= LIT_PTX_NAME) {
        ERR(r->ps, t->line, t->col, "the name '%.*s' is too long", t->len, t->s);
        return -1;
    }
    memcpy(out, t->s, (size_t)t->len);
    out[t->len] = 0;
    return 0;
}

/* reg = "%" integer | "%" "%" name | "%" name | name (nvcc passes a '%' that no operand number
 * follows through unchanged: NVIDIA's samples read "mov.u64 %0, %globaltimer;") */
static int ptx_reg(ptx_reader *r, lit_ptx_operand *o)
{
    tok t = r->lx.cur;
    if (t.kind == TK_ID) {
        o->kind = LIT_PO_NAME;
        lx_next(&r->lx);
        return ptx_name(r, &t, o->name);
    }
    if (!tok_punct(&t, "%")) {
        tok_error(r->ps, &t, "a register");
        return -1;
    }
    lx_next(&r->lx);
    if (r->lx.cur.kind == TK_NUM) {
        o->kind = LIT_PO_OPERAND;
        o->num = (int)r->lx.cur.num;
        lx_next(&r->lx);
        return 0;
    }
    if (tok_punct(&r->lx.cur, "%") || r->lx.cur.kind == TK_ID) {
        if (r->lx.cur.kind != TK_ID)
            lx_next(&r->lx);
        if (r->lx.cur.kind == TK_ID) {
            o->kind = LIT_PO_NAME;
            o->special = 1;
            t = r->lx.cur;
            lx_next(&r->lx);
            return ptx_name(r, &t, o->name);
        }
    }
    tok_error(r->ps, &r->lx.cur, "an operand number (%0, %1, ...) or %%name");
    return -1;
}

/* number, read from the text itself: the litmus lexer has no floating-point literals */
static int ptx_number(ptx_reader *r, lit_ptx_operand *o, int neg)
{
    const char *s = r->lx.cur.s, *e = s;
    int len = 0;
    while (s + len < r->lx.end && (isalnum((unsigned char)s[len]) || s[len] == '.' ||
           ((s[len] == '+' || s[len] == '-') && len > 0 && (s[len - 1] == 'e' || s[len - 1] == 'E') &&
            !(len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')))))
        len++;
    char buf[64];
    if (len >= (int)sizeof buf) {
        ERR(r->ps, r->lx.cur.line, r->lx.cur.col, "the number '%.*s' is too long", len, s);
        return -1;
    }
    memcpy(buf, s, (size_t)len);
    buf[len] = 0;
    char *end = buf;
    errno = 0;
    if (len > 2 && buf[0] == '0' && strchr("fFdD", buf[1])) {
        int f = buf[1] == 'f' || buf[1] == 'F';
        o->kind = f ? LIT_PO_F32 : LIT_PO_F64;
        o->bits = strtoull(buf + 2, &end, 16);
        if (len != (f ? 10 : 18))
            end = buf;   /* reported below */
        if (neg)
            o->bits ^= f ? 0x80000000ull : 0x8000000000000000ull;
    } else if (strpbrk(buf, ".eE") && !(buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X'))) {
        double v = strtod(buf, &end);
        if (neg)
            v = -v;
        o->kind = LIT_PO_F64;
        memcpy(&o->bits, &v, sizeof v);
    } else {
        o->kind = LIT_PO_INT;
        o->bits = strtoull(buf, &end, 0);
        if (*end == 'U' || *end == 'u')
            end++;
        if (neg)
            o->bits = 0 - o->bits;
    }
    if (*end || errno) {
        ERR(r->ps, r->lx.cur.line, r->lx.cur.col, "'%s' is not a number PTX reads", buf);
        return -1;
    }
    e = s + len;
    r->lx.p = e;
    lx_next(&r->lx);
    return 0;
}

/* "[" reg [ "+" ["-"] integer ] "]" */
static int ptx_address(ptx_reader *r, lit_ptx_operand *o)
{
    lx_next(&r->lx);
    lit_ptx_operand base;
    memset(&base, 0, sizeof base);
    if (ptx_reg(r, &base) < 0)
        return -1;
    o->kind = LIT_PO_ADDR;
    o->is_operand = base.kind == LIT_PO_OPERAND;
    o->num = base.num;
    o->special = base.special;
    memcpy(o->name, base.name, sizeof o->name);
    if (tok_punct(&r->lx.cur, "+")) {
        lx_next(&r->lx);
        int neg = tok_punct(&r->lx.cur, "-");
        if (neg)
            lx_next(&r->lx);
        if (r->lx.cur.kind != TK_NUM) {
            tok_error(r->ps, &r->lx.cur, "an offset");
            return -1;
        }
        o->offset = neg ? -r->lx.cur.num : r->lx.cur.num;
        lx_next(&r->lx);
    }
    if (!tok_punct(&r->lx.cur, "]")) {
        tok_error(r->ps, &r->lx.cur, "']'");
        return -1;
    }
    lx_next(&r->lx);
    return 0;
}

/* "{" reg { "," reg } "}" */
static int ptx_vector(ptx_reader *r, lit_ptx_operand *o)
{
    o->kind = LIT_PO_VEC;
    lx_next(&r->lx);
    for (;;) {
        if (o->nelems == LIT_PTX_MAX_ELEMS) {
            ERR(r->ps, r->lx.cur.line, r->lx.cur.col, "a vector has at most %d elements",
                LIT_PTX_MAX_ELEMS);
            return -1;
        }
        lit_ptx_operand e;
        memset(&e, 0, sizeof e);
        int col = r->lx.cur.col;
        if (ptx_reg(r, &e) < 0)
            return -1;
        o->elem[o->nelems].kind = (int)e.kind;
        o->elem[o->nelems].num = e.num;
        o->elem[o->nelems].special = e.special;
        o->elem[o->nelems].col = col;
        memcpy(o->elem[o->nelems].name, e.name, sizeof e.name);
        o->nelems++;
        if (!tok_punct(&r->lx.cur, ","))
            break;
        lx_next(&r->lx);
    }
    if (!tok_punct(&r->lx.cur, "}")) {
        tok_error(r->ps, &r->lx.cur, "'}'");
        return -1;
    }
    lx_next(&r->lx);
    return 0;
}

static int ptx_operand(ptx_reader *r, lit_ptx_operand *o)
{
    memset(o, 0, sizeof *o);
    o->col = r->lx.cur.col;
    if (tok_punct(&r->lx.cur, "["))
        return ptx_address(r, o);
    if (tok_punct(&r->lx.cur, "!")) {
        o->neg = 1;
        lx_next(&r->lx);
        return ptx_reg(r, o);
    }
    if (tok_punct(&r->lx.cur, "-")) {
        lx_next(&r->lx);
        if (r->lx.cur.kind != TK_NUM) {
            tok_error(r->ps, &r->lx.cur, "a number");
            return -1;
        }
        return ptx_number(r, o, 1);
    }
    if (r->lx.cur.kind == TK_NUM)
        return ptx_number(r, o, 0);
    if (tok_punct(&r->lx.cur, "{"))
        return ptx_vector(r, o);
    if (ptx_reg(r, o) < 0)
        return -1;
    if (!tok_punct(&r->lx.cur, "|"))
        return 0;
    /* p|q: both registers become the elements */
    lit_ptx_operand q;
    memset(&q, 0, sizeof q);
    int qcol = r->lx.cur.col + 1;
    lx_next(&r->lx);
    if (ptx_reg(r, &q) < 0)
        return -1;
    o->elem[0].kind = (int)o->kind;
    o->elem[0].num = o->num;
    o->elem[0].special = o->special;
    o->elem[0].col = o->col;
    memcpy(o->elem[0].name, o->name, sizeof o->name);
    o->elem[1].kind = (int)q.kind;
    o->elem[1].num = q.num;
    o->elem[1].special = q.special;
    o->elem[1].col = qcol;
    memcpy(o->elem[1].name, q.name, sizeof q.name);
    o->kind = LIT_PO_PAIR;
    o->nelems = 2;
    return 0;
}

static int ptx_read_body(ptx_reader *r, lit_ptx_syntax *out)
{
    if (tok_punct(&r->lx.cur, "@")) {
        lx_next(&r->lx);
        out->guard = 1;
        if (tok_punct(&r->lx.cur, "!")) {
            out->guard = -1;
            lx_next(&r->lx);
        }
        out->pred.col = r->lx.cur.col;
        if (ptx_reg(r, &out->pred) < 0)
            return -1;
    }
    tok first = r->lx.cur;
    if (first.kind != TK_ID) {
        tok_error(r->ps, &first, "an instruction");
        return -1;
    }
    /* a state space of the form .space::sub (.shared::cta) stays in its qualifier */
    const char *q = first.s + first.len;
    while (q + 2 < r->lx.end && q[0] == ':' && q[1] == ':' && isalpha((unsigned char)q[2])) {
        q += 2;
        while (q < r->lx.end && (isalnum((unsigned char)*q) || *q == '_' || *q == '.'))
            q++;
        first.len = (int)(q - first.s);
        r->lx.p = q;
    }
    parts p;
    split_mnemonic(&first, &p);
    if (p.s[p.n - 1] + p.len[p.n - 1] < first.s + first.len) {
        ERR(r->ps, first.line, first.col, "too many qualifiers");
        return -1;
    }
    out->text_col = first.col;
    for (int i = 0; i < p.n; i++) {
        if (p.len[i] >= LIT_PTX_NAME || (i > 0 && p.len[i] == 0)) {
            ERR(r->ps, first.line, p.col[i], "unexpected qualifier '.%.*s'", p.len[i], p.s[i]);
            return -1;
        }
        memcpy(out->quals[i], p.s[i], (size_t)p.len[i]);
        out->quals[i][p.len[i]] = 0;
        out->qual_col[i] = p.col[i];
    }
    out->nquals = p.n;
    lx_next(&r->lx);
    if (r->lx.cur.kind == TK_END)
        return 0;
    for (;;) {
        if (out->nops == LIT_PTX_MAX_OPS) {
            ERR(r->ps, r->lx.cur.line, r->lx.cur.col, "too many operands");
            return -1;
        }
        if (ptx_operand(r, &out->ops[out->nops++]) < 0)
            return -1;
        if (!tok_punct(&r->lx.cur, ","))
            break;
        lx_next(&r->lx);
    }
    if (r->lx.cur.kind != TK_END) {
        ERR(r->ps, r->lx.cur.line, r->lx.cur.col, "unexpected '%.*s' after the operands",
            r->lx.cur.len, r->lx.cur.s);
        return -1;
    }
    return 0;
}

int lit_ptx_read(const char *file, int line, int col, const char *text, lit_ptx_syntax *out,
                 lit_diags *d)
{
    memset(out, 0, sizeof *out);
    /* COL - 1 blanks before the text, so that the lexer's columns are the source's */
    int pad = col > 1 ? col - 1 : 0;
    size_t n = strlen(text);
    char *buf = malloc((size_t)pad + n + 1);
    if (!buf) {
        lit_diag_add(d, file, line, col, LIT_SEV_ERROR, "out of memory");
        return -1;
    }
    memset(buf, ' ', (size_t)pad);
    memcpy(buf + pad, text, n + 1);
    parser ps;
    memset(&ps, 0, sizeof ps);
    ps.file = file ? file : "<input>";
    ps.text = ps.p = ps.ls = buf;
    ps.line = line;
    ps.d = d;
    ptx_reader r = { &ps, { 0 } };
    lx_init(&r.lx, buf, buf + pad + n, line, buf);
    r.lx.end_desc = r.lx.cur.end_desc = "the instruction";
    int errors = d->n_errors;
    if (ptx_read_body(&r, out) < 0 && d->n_errors == errors)
        ERR(&ps, line, col, "cannot read this instruction");
    free(buf);
    return d->n_errors > errors ? -1 : 0;
}
