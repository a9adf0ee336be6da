/* jk_text.h — text helpers of the Jupyter kernel: UTF-8 (Jupyter counts cursor positions in
 * Unicode code points, the session API in bytes; JSON strings must be valid UTF-8), the indent
 * hint for is_complete, and the kernel's log line (to a file descriptor, never stdout).
 * Everything here is pure except jk_logf, which writes one line with one write(2).
 */
#ifndef JK_TEXT_H
#define JK_TEXT_H

#include <stddef.h>

/* Byte offset of code point number CP in S (LEN bytes); LEN when CP is past the end. A
 * malformed byte counts as one code point. */
size_t jk_utf8_cp_to_byte(const char *s, size_t len, size_t cp);

/* Number of code points in the first BYTE bytes of S. */
size_t jk_utf8_byte_to_cp(const char *s, size_t byte);

/* Length of the longest prefix of S (LEN bytes) that does not end inside a multi-byte sequence
 * that could still be completed by more bytes. */
size_t jk_utf8_complete_prefix(const char *s, size_t len);

/* A copy of S (LEN bytes) that is valid UTF-8: each malformed byte becomes U+FFFD. NUL bytes
 * are kept. *OUT_LEN gets the copy's length (it is also NUL-terminated). NULL when out of
 * memory. Free with free(). */
char *jk_utf8_sanitize(const char *s, size_t len, size_t *out_len);

/* Indentation to offer for the next line of an incomplete cell: the last non-blank line's
 * leading blanks, four more when it ends by opening a block or a parenthesis. */
void jk_indent_hint(const char *code, char *out, size_t cap);

/* Writes "cudarepl-kernel: MESSAGE\n" to FD (the kernel's log; never stdout). */
void jk_logf(int fd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
