/* lit_buf.c — growable text buffer (see lit_buf.h).
 *
 * The buffer doubles its capacity when it runs out; an allocation failure sets the oom flag
 * instead of returning an error from every append.
 */
#include "devmodel/litmus/lit_buf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lit_buf_init(lit_buf *b)
{
    b->s = NULL;
    b->len = b->cap = 0;
    b->oom = 0;
}

void lit_buf_free(lit_buf *b)
{
    free(b->s);
    lit_buf_init(b);
}

static int reserve(lit_buf *b, size_t extra)
{
    if (b->oom)
        return 0;
    if (b->len + extra + 1 <= b->cap)
        return 1;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) {
        b->oom = 1;
        return 0;
    }
    b->s = s;
    b->cap = cap;
    return 1;
}

void lit_buf_putn(lit_buf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void lit_buf_putc(lit_buf *b, char c)
{
    lit_buf_putn(b, &c, 1);
}

void lit_buf_puts(lit_buf *b, const char *s)
{
    lit_buf_putn(b, s, strlen(s));
}

void lit_buf_printf(lit_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !reserve(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void lit_buf_put_xml(lit_buf *b, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '<': lit_buf_puts(b, "&lt;"); break;
        case '>': lit_buf_puts(b, "&gt;"); break;
        case '&': lit_buf_puts(b, "&amp;"); break;
        case '"': lit_buf_puts(b, "&quot;"); break;
        default: lit_buf_putc(b, *s);
        }
    }
}

char *lit_buf_take(lit_buf *b)
{
    char *s = b->oom ? NULL : b->s;
    if (b->oom)
        free(b->s);
    else if (!s)
        s = calloc(1, 1);
    lit_buf_init(b);
    return s;
}

char *lit_strndup(const char *s, size_t n)
{
    if (!s)
        return NULL;
    char *d = malloc(n + 1);
    if (!d)
        return NULL;
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

char *lit_strdup(const char *s)
{
    return s ? lit_strndup(s, strlen(s)) : NULL;
}
