/* diag.c — the diagnostic list and the one place that formats a diagnostic as text. */
#include "interp/session/diag.h"

#include <stdio.h>
#include <limits.h>
#include <string.h>

void sess_diags_init(sess_diags *d)
{
    memset(d, 0, sizeof *d);
}

static void free_entry(cr_diag *g)
{
    free((char *)g->file);
    free((char *)g->message);
    free((char *)g->source_line);
}

void sess_diags_clear(sess_diags *d)
{
    for (size_t i = 0; i < d->list.len; i++)
        free_entry(&d->list.p[i]);
    d->list.len = 0;
    d->nerrors = 0;
}

static void source_free(sess_source *s)
{
    free(s->name);
    free(s->text);
    VEC_FREE(s->line_start);
    free(s);
}

void sess_diags_free(sess_diags *d)
{
    sess_diags_clear(d);
    VEC_FREE(d->list);
    for (size_t i = 0; i < d->sources.len; i++)
        source_free(d->sources.p[i]);
    VEC_FREE(d->sources);
}

static sess_source *source_new(const char *name, const char *text)
{
    sess_source *s = sess_xcalloc(1, sizeof *s);
    s->name = sess_xstrdup(name);
    s->text = sess_xstrdup(text);
    s->len = strlen(text);
    VEC_PUSH(s->line_start, 0);
    for (size_t i = 0; i < s->len; i++)
        if (s->text[i] == '\n')
            VEC_PUSH(s->line_start, i + 1);
    return s;
}

void sess_diags_add_source(sess_diags *d, const char *name, const char *text)
{
    for (size_t i = 0; i < d->sources.len; i++) {
        if (strcmp(d->sources.p[i]->name, name) == 0) {
            source_free(d->sources.p[i]);
            d->sources.p[i] = source_new(name, text);
            return;
        }
    }
    VEC_PUSH(d->sources, source_new(name, text));
}

static sess_source *find_source(sess_diags *d, const char *name)
{
    for (size_t i = 0; i < d->sources.len; i++)
        if (strcmp(d->sources.p[i]->name, name) == 0)
            return d->sources.p[i];
    if (name[0] == '<')
        return NULL;
    char *text = sess_read_file(name, NULL);
    if (!text)
        return NULL;
    sess_source *s = source_new(name, text);
    free(text);
    VEC_PUSH(d->sources, s);
    return s;
}

const char *sess_diags_line(sess_diags *d, const char *name, int line, size_t *len)
{
    if (!name || line < 1)
        return NULL;
    sess_source *s = find_source(d, name);
    if (!s || (size_t)line > s->line_start.len)
        return NULL;
    size_t b = s->line_start.p[line - 1];
    size_t e = b;
    while (e < s->len && s->text[e] != '\n')
        e++;
    if (e > b && s->text[e - 1] == '\r')
        e--;
    if (b == s->len && (size_t)line == s->line_start.len && line > 1)
        return NULL; /* the empty "line" after a final newline */
    *len = e - b;
    return s->text + b;
}

void sess_vdiag(sess_diags *d, cr_severity sev, const char *file, int line, int col,
                const char *fmt, va_list ap)
{
    int limit = d->max_errors ? d->max_errors : 100;
    if (sev == CR_SEV_ERROR) {
        if (d->nerrors >= limit) {
            d->nerrors++;
            return;
        }
        d->nerrors++;
    }
    sess_buf msg = {0};
    sess_buf_vprintf(&msg, fmt, ap);
    cr_diag g = {0};
    g.file = sess_xstrdup(file ? file : "<input>");
    g.line = line;
    g.col = col;
    g.severity = sev;
    g.message = sess_buf_take(&msg);
    size_t n;
    const char *src = sess_diags_line(d, g.file, line, &n);
    if (src) {
        char *copy = sess_xmalloc(n + 1);
        memcpy(copy, src, n);
        copy[n] = 0;
        g.source_line = copy;
    }
    VEC_PUSH(d->list, g);
}

void sess_diag(sess_diags *d, cr_severity sev, const char *file, int line, int col, const char *fmt,
               ...)
{
    va_list ap;
    va_start(ap, fmt);
    sess_vdiag(d, sev, file, line, col, fmt, ap);
    va_end(ap);
}

#define DIAG_WINDOW 160

void sess_diag_format(sess_buf *out, const cr_diag *dg, int color)
{
    static const char *names[] = {"note", "warning", "error"};
    static const char *colors[] = {"\033[1;36m", "\033[1;35m", "\033[1;31m"};
    const char *bold = color ? "\033[1m" : "", *reset = color ? "\033[0m" : "";
    sess_buf_printf(out, "%s%s:", bold, dg->file);
    if (dg->line > 0)
        sess_buf_printf(out, "%d:", dg->line);
    if (dg->line > 0 && dg->col > 0)
        sess_buf_printf(out, "%d:", dg->col);
    sess_buf_printf(out, " %s%s:%s %s%s%s\n", color ? colors[dg->severity] : "",
                    names[dg->severity], reset, bold, dg->message, reset);
    if (!dg->source_line)
        return;
    /* A long line (a 10 MB one) is shown as the DIAG_WINDOW columns around COL, with "..." for
     * what is left out. */
    const char *line = dg->source_line;
    int len = (int)strnlen(line, INT_MAX), col = dg->col;
    int from = 0, to = len;
    if (len > DIAG_WINDOW) {
        from = col > DIAG_WINDOW / 2 ? col - DIAG_WINDOW / 2 : 0;
        to = from + DIAG_WINDOW < len ? from + DIAG_WINDOW : len;
    }
    const char *pre = from > 0 ? "..." : "";
    sess_buf_printf(out, "%s%.*s%s\n", pre, to - from, line + from, to < len ? "..." : "");
    if (col <= 0)
        return;
    /* The caret goes under column COL; tabs in the source line are kept so it lines up. */
    sess_buf_puts(out, pre[0] ? "   " : "");
    for (int i = from; i < col - 1 && i < to; i++)
        sess_buf_putc(out, line[i] == '\t' ? '\t' : ' ');
    sess_buf_printf(out, "%s^%s\n", color ? "\033[1;32m" : "", reset);
}

void sess_diags_truncate(sess_diags *d, size_t mark, int errors)
{
    for (size_t i = mark; i < d->list.len; i++) {
        free((char *)d->list.p[i].file);
        free((char *)d->list.p[i].message);
        free((char *)d->list.p[i].source_line);
    }
    d->list.len = mark;
    d->nerrors = errors;
}
