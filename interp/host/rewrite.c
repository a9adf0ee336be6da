/* rewrite.c — the host-pass rewriter (see rewrite.h).
 *
 * It needs no C parser: a top-level declaration ends at a ';' at nesting depth 0, or at the
 * closing brace of a function body (a '{' at depth 0 right after the ')' of a declarator).
 * Edits are byte ranges of the preprocessed text with their replacements; a removed range is
 * replaced by as many newlines as it spanned.
 */
#include <string.h>

#include "interp/host/rewrite.h"

typedef struct {
    size_t start, end;   /* byte range in the text */
    char *repl;          /* malloc'ed replacement (newlines are added to keep the line count) */
} edit;

typedef struct {
    const char *text;
    lex_token *t;
    int n;
    sess_diags *d;
    VEC(edit) edits;
    host_rewrite_out *out;
    int errors;
} rw;

static size_t off(rw *R, const lex_token *t)
{
    return (size_t)(t->text - R->text);
}

static size_t end_off(rw *R, const lex_token *t)
{
    return off(R, t) + (size_t)t->len;
}

static void add_edit(rw *R, size_t start, size_t end, char *repl)
{
    edit e = {start, end, repl};
    VEC_PUSH(R->edits, e);
}

static bool is_kw(const lex_token *t, lex_keyword k)
{
    return t->kind == TK_IDENT && t->kw == k;
}

static bool is_cuda_spec(const lex_token *t)
{
    if (t->kind != TK_IDENT)
        return false;
    switch (t->kw) {
    case KW_GLOBAL: case KW_DEVICE: case KW_HOST: case KW_SHARED: case KW_CONSTANT: case KW_MANAGED:
    case KW_NOINLINE: case KW_FORCEINLINE: case KW_INLINE_HINT: case KW_LAUNCH_BOUNDS:
    case KW_MAXNREG: case KW_CLUSTER_DIMS: case KW_GRID_CONSTANT: case KW_TILE: case KW_TILE_GLOBAL:
        return true;
    default:
        return false;
    }
}

/* Index just past the group opened at I ('(' '[' '{'). */
static int skip_group(rw *R, int i)
{
    int depth = 0;
    for (; i < R->n && R->t[i].kind != TK_EOF; i++) {
        const lex_token *t = &R->t[i];
        if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))
            depth++;
        else if (lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}")) {
            if (--depth == 0)
                return i + 1;
        }
    }
    return i;
}

static void report(rw *R, const lex_token *t, const char *fmt, const char *arg)
{
    sess_diag(R->d, CR_SEV_ERROR, t->file, t->line, t->col, fmt, arg);
    R->errors++;
}

/* Text of tokens [from, to) with CUDA specifiers (and their argument lists) removed. */
static void strip_specs(rw *R, int from, int to, sess_buf *b, bool keep_static)
{
    for (int i = from; i < to; i++) {
        const lex_token *t = &R->t[i];
        if (is_cuda_spec(t)) {
            if ((t->kw == KW_LAUNCH_BOUNDS || t->kw == KW_MAXNREG || t->kw == KW_CLUSTER_DIMS) &&
                lex_is(t + 1, "("))
                i = skip_group(R, i + 1) - 1;
            continue;
        }
        if (!keep_static && is_kw(t, KW_STATIC))
            continue;
        if (is_kw(t, KW_RESTRICT_GNU2)) {
            sess_buf_puts(b, " restrict");
            continue;
        }
        if (b->len && (t->space || t->bol))
            sess_buf_putc(b, ' ');
        else if (b->len && t->kind == TK_IDENT && i > from && R->t[i - 1].kind == TK_IDENT)
            sess_buf_putc(b, ' ');
        sess_buf_put(b, t->text, (size_t)t->len);
    }
}

/* The declared names of a variable declaration [from, to): per declarator, the last identifier
 * before '[', '=', ',' or the end at depth 0. */
static void declared_names(rw *R, int from, int to, bool kernel, host_rewrite_out *o)
{
    int depth = 0;
    const lex_token *last = NULL;
    bool in_init = false;
    for (int i = from; i <= to; i++) {
        const lex_token *t = i < to ? &R->t[i] : NULL;
        if (t && (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))) {
            depth++;
            continue;
        }
        if (t && (lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}"))) {
            depth--;
            continue;
        }
        if (depth > 0)
            continue;
        if (!t || lex_is(t, ",")) {
            if (last) {
                host_name hn = {0};
                hn.name = sess_xmalloc((size_t)last->len + 1);
                memcpy(hn.name, last->text, (size_t)last->len);
                hn.name[last->len] = 0;
                hn.is_kernel = kernel;
                VEC_PUSH(o->devvars, hn);
            }
            last = NULL;
            in_init = false;
            continue;
        }
        if (lex_is(t, "="))
            in_init = true;
        if (!in_init && t->kind == TK_IDENT && t->kw == KW_NONE)
            last = t;
    }
}

static char *newlines_like(rw *R, size_t start, size_t end, const char *keep)
{
    int nl = 0;
    for (size_t i = start; i < end; i++)
        nl += R->text[i] == '\n';
    int have = 0;
    for (const char *p = keep; *p; p++)
        have += *p == '\n';
    sess_buf b = {0};
    sess_buf_puts(&b, keep);
    for (int i = have; i < nl; i++)
        sess_buf_putc(&b, '\n');
    return sess_buf_take(&b);
}

/* kernel<<<a, b, c, d>>>: rewrite every launch in [from, to). */
static void launches(rw *R, int from, int to)
{
    for (int i = from; i + 1 < to; i++) {
        if (!(lex_is(&R->t[i], "<<") && lex_is(&R->t[i + 1], "<")))
            continue;
        /* the callee: an identifier (possibly qualified) or a parenthesised expression */
        int cs = i - 1;
        if (cs < from) {
            report(R, &R->t[i], "'<<<' without a kernel before it%s", "");
            continue;
        }
        if (lex_is(&R->t[cs], ")")) {
            int depth = 0;
            for (; cs >= from; cs--) {
                if (lex_is(&R->t[cs], ")"))
                    depth++;
                else if (lex_is(&R->t[cs], "(") && --depth == 0)
                    break;
            }
        }
        /* find >>> at parenthesis depth 0 */
        int j = i + 2, depth = 0, close = -1;
        for (; j + 1 < to; j++) {
            const lex_token *t = &R->t[j];
            if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))
                depth++;
            else if (lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}"))
                depth--;
            else if (depth == 0 && lex_is(t, ">>") && lex_is(&R->t[j + 1], ">")) {
                close = j;
                break;
            }
        }
        if (close < 0) {
            report(R, &R->t[i], "unterminated kernel launch: '<<<' without '>>>'%s", "");
            return;
        }
        /* split the configuration at depth-0 commas */
        int parts[5], np = 0;
        parts[np++] = i + 2;
        depth = 0;
        for (int k = i + 2; k < close; k++) {
            const lex_token *t = &R->t[k];
            if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))
                depth++;
            else if (lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}"))
                depth--;
            else if (depth == 0 && lex_is(t, ",") && np < 5)
                parts[np++] = k + 1;
        }
        if (np < 2 || np > 4) {
            report(R, &R->t[i], "a kernel launch takes 2 to 4 configuration arguments "
                   "<<<grid, block, shared, stream>>>%s", "");
            i = close + 1;
            continue;
        }
        /* the text is already preprocessed: spell out what the header's __cr_dim3 says */
        sess_buf b = {0};
        sess_buf_puts(&b, "(({ dim3 __cr_g, __cr_b; ");
        const char *dims[2] = {"__cr_g", "__cr_b"};
        const char *arg[4] = {"0", "0", "0", "0"};
        int alen[4] = {1, 1, 1, 1};
        for (int p = 0; p < np; p++) {
            size_t s = off(R, &R->t[parts[p]]);
            size_t e = p + 1 < np ? off(R, &R->t[parts[p + 1] - 1]) : off(R, &R->t[close]);
            arg[p] = R->text + s;
            alen[p] = (int)(e - s);
        }
        for (int p = 0; p < 2; p++)
            sess_buf_printf(&b, "_Generic((%.*s), dim3: __cr_dim3_d, uint3: __cr_dim3_u3, default: "
                            "__cr_dim3_u)(&%s, %.*s); ", alen[p], arg[p], dims[p], alen[p], arg[p]);
        sess_buf_printf(&b, "__cr_rt_push_config(__cr_sess, &__cr_g, &__cr_b, (size_t)(%.*s), "
                        "(cudaStream_t)(%.*s)); }), ", alen[2], arg[2], alen[3], arg[3]);
        size_t cstart = off(R, &R->t[cs]);
        size_t cend = off(R, &R->t[i]);
        sess_buf_put(&b, R->text + cstart, cend - cstart);
        sess_buf_puts(&b, ")");
        size_t rend = end_off(R, &R->t[close + 1]);
        char *nl = newlines_like(R, cstart, rend, b.p);
        add_edit(R, cstart, rend, nl);
        sess_buf_free(&b);
        i = close + 1;
    }
}

typedef struct {
    int start, body, end; /* token indexes; body = '{' of a function body or -1 */
    bool global, device, host, shared, constant, managed, is_func, is_typedef, has_init;
} decl;

static int scan_decl(rw *R, int i, decl *d)
{
    memset(d, 0, sizeof *d);
    d->start = i;
    d->body = -1;
    int depth = 0;
    bool saw_paren = false;
    for (; i < R->n && R->t[i].kind != TK_EOF; i++) {
        const lex_token *t = &R->t[i];
        if (depth == 0 && t->kind == TK_IDENT) {
            switch (t->kw) {
            case KW_GLOBAL: d->global = true; break;
            case KW_DEVICE: d->device = true; break;
            case KW_HOST: d->host = true; break;
            case KW_SHARED: d->shared = true; break;
            case KW_CONSTANT: d->constant = true; break;
            case KW_MANAGED: d->managed = true; break;
            case KW_TYPEDEF: d->is_typedef = true; break;
            default: break;
            }
        }
        if (lex_is(t, "(") || lex_is(t, "[")) {
            if (depth == 0 && lex_is(t, "(") && !d->has_init)
                saw_paren = true;
            depth++;
        } else if (lex_is(t, ")") || lex_is(t, "]")) {
            depth--;
        } else if (lex_is(t, "{")) {
            if (depth == 0 && saw_paren && !d->has_init && i > 0 &&
                (lex_is(t - 1, ")") || (t - 1)->kind == TK_IDENT)) {
                d->body = i;
                d->is_func = true;
                d->end = skip_group(R, i);
                return d->end;
            }
            i = skip_group(R, i) - 1;
        } else if (depth == 0 && lex_is(t, "=")) {
            d->has_init = true;
        } else if (depth == 0 && lex_is(t, ";")) {
            d->end = i + 1;
            d->is_func = saw_paren && !d->has_init;
            return d->end;
        }
    }
    d->end = i;
    return i;
}

static void device_var(rw *R, decl *d)
{
    /* extern declaration without the initializer; the names are bound to device memory */
    int stop = d->end - 1; /* the ';' */
    sess_buf b = {0};
    sess_buf_puts(&b, "extern ");
    int depth = 0;
    int seg = d->start;
    for (int i = d->start; i < stop; i++) {
        const lex_token *t = &R->t[i];
        if (lex_is(t, "(") || lex_is(t, "[") || lex_is(t, "{"))
            depth++;
        else if (lex_is(t, ")") || lex_is(t, "]") || lex_is(t, "}"))
            depth--;
        if (depth == 0 && lex_is(t, "=")) {
            strip_specs(R, seg, i, &b, false);
            int j = i + 1, dd = 0;
            for (; j < stop; j++) {
                const lex_token *u = &R->t[j];
                if (lex_is(u, "(") || lex_is(u, "[") || lex_is(u, "{"))
                    dd++;
                else if (lex_is(u, ")") || lex_is(u, "]") || lex_is(u, "}"))
                    dd--;
                else if (dd == 0 && lex_is(u, ","))
                    break;
            }
            i = j - 1;
            seg = j;
        }
    }
    strip_specs(R, seg, stop, &b, false);
    sess_buf_puts(&b, ";");
    declared_names(R, d->start, stop, false, R->out);
    size_t s = off(R, &R->t[d->start]), e = end_off(R, &R->t[d->end - 1]);
    add_edit(R, s, e, newlines_like(R, s, e, b.p));
    sess_buf_free(&b);
}

static void kernel_proto(rw *R, decl *d)
{
    int stop = d->body >= 0 ? d->body : d->end - 1;
    sess_buf b = {0};
    strip_specs(R, d->start, stop, &b, true);
    sess_buf_puts(&b, ";");
    /* the kernel's name: the identifier before the parameter list's '(' */
    for (int i = d->start; i < stop; i++) {
        if (lex_is(&R->t[i], "(") && i > d->start && R->t[i - 1].kind == TK_IDENT &&
            R->t[i - 1].kw == KW_NONE) {
            host_name h = {0};
            h.name = sess_xmalloc((size_t)R->t[i - 1].len + 1);
            memcpy(h.name, R->t[i - 1].text, (size_t)R->t[i - 1].len);
            h.name[R->t[i - 1].len] = 0;
            h.is_kernel = true;
            VEC_PUSH(R->out->kernels, h);
            break;
        }
    }
    size_t s = off(R, &R->t[d->start]), e = end_off(R, &R->t[d->end - 1]);
    add_edit(R, s, e, newlines_like(R, s, e, b.p));
    sess_buf_free(&b);
}

static void remove_decl(rw *R, decl *d)
{
    size_t s = off(R, &R->t[d->start]), e = end_off(R, &R->t[d->end - 1]);
    add_edit(R, s, e, newlines_like(R, s, e, ""));
}

/* Keep the declaration, blanking its CUDA specifiers. */
static void strip_in_place(rw *R, decl *d)
{
    int stop = d->body >= 0 ? d->body : d->end;
    for (int i = d->start; i < stop; i++) {
        const lex_token *t = &R->t[i];
        if (!is_cuda_spec(t))
            continue;
        int last = i;
        if ((t->kw == KW_LAUNCH_BOUNDS || t->kw == KW_MAXNREG || t->kw == KW_CLUSTER_DIMS) &&
            lex_is(t + 1, "("))
            last = skip_group(R, i + 1) - 1;
        size_t s = off(R, t), e = end_off(R, &R->t[last]);
        add_edit(R, s, e, newlines_like(R, s, e, ""));
        i = last;
    }
}

static int cmp_edit(const void *a, const void *b)
{
    const edit *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

int host_rewrite(const char *text, lex_tokens toks, sess_diags *d, host_rewrite_out *out)
{
    rw R = {0};
    R.text = text;
    R.t = toks.tok;
    R.n = toks.n;
    R.d = d;
    R.out = out;
    int i = 0;
    while (i < R.n && R.t[i].kind != TK_EOF) {
        if (lex_is(&R.t[i], ";")) {
            i++;
            continue;
        }
        decl dc;
        int next = scan_decl(&R, i, &dc);
        if (next <= i)
            next = i + 1;
        bool cuda = dc.global || dc.device || dc.shared || dc.constant || dc.managed;
        if (dc.is_typedef) {
            /* nothing to do */
        } else if (dc.global) {
            kernel_proto(&R, &dc);
        } else if (dc.is_func && dc.device && !dc.host) {
            remove_decl(&R, &dc);
        } else if (dc.is_func) {
            if (cuda || dc.host)
                strip_in_place(&R, &dc);
            if (dc.body >= 0)
                launches(&R, dc.body, dc.end);
        } else if (dc.shared) {
            remove_decl(&R, &dc);
        } else if (dc.device || dc.constant || dc.managed) {
            device_var(&R, &dc);
        }
        i = next;
    }
    /* apply the edits */
    if (R.edits.len)
        qsort(R.edits.p, R.edits.len, sizeof(edit), cmp_edit);
    size_t pos = 0, len = strlen(text);
    for (size_t k = 0; k < R.edits.len; k++) {
        edit *e = &R.edits.p[k];
        if (e->start < pos) {
            free(e->repl);
            continue; /* overlapping (a launch inside a removed declaration) */
        }
        sess_buf_put(&out->text, text + pos, e->start - pos);
        sess_buf_puts(&out->text, e->repl);
        pos = e->end;
        free(e->repl);
    }
    sess_buf_put(&out->text, text + pos, len - pos);
    VEC_FREE(R.edits);
    return R.errors == 0;
}

void host_rewrite_free(host_rewrite_out *out)
{
    sess_buf_free(&out->text);
    for (size_t i = 0; i < out->devvars.len; i++)
        free(out->devvars.p[i].name);
    for (size_t i = 0; i < out->kernels.len; i++)
        free(out->kernels.p[i].name);
    for (size_t i = 0; i < out->kernel_instances.len; i++)
        free(out->kernel_instances.p[i].name);
    for (size_t i = 0; i < out->imports.len; i++)
        free(out->imports.p[i].name);
    for (size_t i = 0; i < out->exports.len; i++)
        free(out->exports.p[i].name);
    VEC_FREE(out->devvars);
    VEC_FREE(out->kernels);
    VEC_FREE(out->kernel_instances);
    VEC_FREE(out->imports);
    VEC_FREE(out->exports);
}
