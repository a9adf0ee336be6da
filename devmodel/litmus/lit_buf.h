/* lit_buf.h — a growable text buffer for the litmus mode's formatters.
 *
 * Library code never prints; every formatter appends to a lit_buf and hands the finished
 * string to its caller. An allocation failure is remembered in the buffer (and later appends
 * become no-ops), so formatters need not check every append: lit_buf_take() returns NULL when
 * any append failed.
 */
#ifndef LIT_BUF_H
#define LIT_BUF_H

#include <stddef.h>

typedef struct {
    char *s;       /* NUL-terminated while not NULL */
    size_t len, cap;
    int oom;       /* an allocation failed; the contents are incomplete */
} lit_buf;

void lit_buf_init(lit_buf *b);
void lit_buf_free(lit_buf *b);
void lit_buf_putc(lit_buf *b, char c);
void lit_buf_puts(lit_buf *b, const char *s);
void lit_buf_putn(lit_buf *b, const char *s, size_t n);
void lit_buf_printf(lit_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Appends S with the characters that XML/HTML/SVG text must escape replaced. */
void lit_buf_put_xml(lit_buf *b, const char *s);
/* Hands the string to the caller (free() it); NULL after an allocation failure. The buffer is
 * left empty. */
char *lit_buf_take(lit_buf *b);

/* strdup that returns NULL on NULL input. */
char *lit_strdup(const char *s);
char *lit_strndup(const char *s, size_t n);

#endif
