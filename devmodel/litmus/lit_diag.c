/* lit_diag.c — diagnostics list and its clang-style rendering (see lit_diag.h).
 *
 * Messages are formatted once, when added, so the list owns plain strings and can outlive the
 * text and the objects that produced them.
 */
#include "devmodel/litmus/lit_diag.h"

#include "devmodel/litmus/lit_buf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lit_diags_init(lit_diags *d)
{
    memset(d, 0, sizeof *d);
}

void lit_diags_free(lit_diags *d)
{
    for (int i = 0; i < d->n; i++) {
        free(d->items[i].file);
        free(d->items[i].message);
    }
    free(d->items);
    lit_diags_init(d);
}

const char *lit_severity_name(lit_severity sev)
{
    switch (sev) {
    case LIT_SEV_NOTE: return "note";
    case LIT_SEV_WARNING: return "warning";
    default: return "error";
    }
}

void lit_diag_add(lit_diags *d, const char *file, int line, int col, lit_severity sev,
                  const char *fmt, ...)
{
    if (sev == LIT_SEV_ERROR)
        d->n_errors++;
    if (d->n == d->cap) {
        int cap = d->cap ? d->cap * 2 : 8;
        lit_diag *items = realloc(d->items, (size_t)cap * sizeof *items);
        if (!items) {
            d->oom = 1;
            return;
        }
        d->items = items;
        d->cap = cap;
    }
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    lit_diag *g = &d->items[d->n];
    g->file = lit_strdup(file ? file : "<input>");
    g->message = lit_strdup(msg);
    if (!g->file || !g->message) {
        free(g->file);
        free(g->message);
        d->oom = 1;
        return;
    }
    g->line = line;
    g->col = col;
    g->severity = sev;
    d->n++;
}

/* The text of line LINE (1-based) of TEXT, without its newline; NULL when absent. */
static const char *find_line(const char *text, int line, size_t *len)
{
    if (!text || line < 1)
        return NULL;
    const char *p = text;
    for (int l = 1; l < line; l++) {
        p = strchr(p, '\n');
        if (!p)
            return NULL;
        p++;
    }
    *len = strcspn(p, "\r\n");
    return p;
}

static void format_one(lit_buf *b, const lit_diag *g, const char *text)
{
    if (g->line > 0)
        lit_buf_printf(b, "%s:%d:%d: %s: %s\n", g->file, g->line, g->col,
                       lit_severity_name(g->severity), g->message);
    else
        lit_buf_printf(b, "%s: %s: %s\n", g->file, lit_severity_name(g->severity), g->message);
    size_t len = 0;
    const char *src = find_line(text, g->line, &len);
    if (!src)
        return;
    lit_buf_putn(b, src, len);
    lit_buf_putc(b, '\n');
    if (g->col < 1)
        return;
    for (int i = 1; i < g->col && (size_t)(i - 1) < len; i++)
        lit_buf_putc(b, src[i - 1] == '\t' ? '\t' : ' ');
    lit_buf_puts(b, "^\n");
}

char *lit_diags_format(const lit_diags *d, const char *text)
{
    lit_buf b;
    lit_buf_init(&b);
    for (int i = 0; i < d->n; i++)
        format_one(&b, &d->items[i], text);
    if (d->oom)
        lit_buf_puts(&b, "error: out of memory while recording diagnostics\n");
    return lit_buf_take(&b);
}
