/* jk_text.c — UTF-8 offsets and repair, the indent hint, the log line.
 *
 * A UTF-8 sequence is decoded strictly (no overlongs, no surrogates, nothing past U+10FFFF);
 * whatever does not decode is one malformed byte. That single rule makes the offset
 * conversions, the stream chunking and the repair agree with each other.
 */
#include "jk_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Length of the valid sequence at S (AVAIL bytes there), 0 when malformed; *NEED gets the
 * length the lead byte announces (to tell a truncated sequence from a bad one). */
static size_t seq_len(const unsigned char *s, size_t avail, size_t *need)
{
    unsigned c = s[0];
    size_t n;
    unsigned lo = 0x80, hi = 0xBF;
    if (c < 0x80) { *need = 1; return 1; }
    if (c >= 0xC2 && c <= 0xDF) n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else { *need = 1; return 0; }
    *need = n;
    for (size_t i = 1; i < n; i++) {
        if (i >= avail) return 0;
        unsigned b = s[i];
        if (i == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) { *need = 1; return 0; }
    }
    return n;
}

size_t jk_utf8_cp_to_byte(const char *s, size_t len, size_t cp)
{
    size_t i = 0, need;
    while (cp > 0 && i < len) {
        size_t n = seq_len((const unsigned char *)s + i, len - i, &need);
        i += n ? n : 1;
        cp--;
    }
    return i;
}

size_t jk_utf8_byte_to_cp(const char *s, size_t byte)
{
    size_t i = 0, cp = 0, need;
    while (i < byte) {
        size_t n = seq_len((const unsigned char *)s + i, byte - i, &need);
        i += n ? n : 1;
        cp++;
    }
    return cp;
}

size_t jk_utf8_complete_prefix(const char *s, size_t len)
{
    /* Only the last three bytes can start an unfinished sequence. */
    size_t from = len > 3 ? len - 3 : 0;
    for (size_t i = from; i < len; i++) {
        unsigned c = (unsigned char)s[i];
        if (c < 0xC2 || c > 0xF4) continue;
        size_t need;
        size_t n = seq_len((const unsigned char *)s + i, len - i, &need);
        if (n == 0 && need > len - i) {
            /* truncated: are the bytes present so far a valid beginning? */
            int ok = 1;
            for (size_t j = i + 1; j < len; j++)
                if (((unsigned char)s[j] & 0xC0) != 0x80) ok = 0;
            if (ok) return i;
        }
    }
    return len;
}

char *jk_utf8_sanitize(const char *s, size_t len, size_t *out_len)
{
    char *out = malloc(len * 3 + 1); /* each bad byte grows to three */
    if (!out) return NULL;
    size_t i = 0, o = 0, need;
    while (i < len) {
        size_t n = seq_len((const unsigned char *)s + i, len - i, &need);
        if (n) {
            memcpy(out + o, s + i, n);
            o += n;
            i += n;
        } else {
            memcpy(out + o, "\xEF\xBF\xBD", 3);
            o += 3;
            i++;
        }
    }
    out[o] = '\0';
    if (out_len) *out_len = o;
    return out;
}

void jk_indent_hint(const char *code, char *out, size_t cap)
{
    const char *line = NULL, *p = code;
    /* find the last line with something other than blanks */
    while (*p) {
        const char *eol = strchr(p, '\n');
        const char *end = eol ? eol : p + strlen(p);
        for (const char *q = p; q < end; q++)
            if (*q != ' ' && *q != '\t' && *q != '\r') { line = p; break; }
        p = eol ? eol + 1 : end;
    }
    size_t o = 0;
    if (cap == 0) return;
    if (line) {
        const char *q = line;
        while ((*q == ' ' || *q == '\t') && o + 1 < cap) out[o++] = *q++;
        const char *end = strchr(line, '\n');
        if (!end) end = line + strlen(line);
        while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r')) end--;
        if (end > line && (end[-1] == '{' || end[-1] == '(' || end[-1] == '['))
            for (int i = 0; i < 4 && o + 1 < cap; i++) out[o++] = ' ';
    }
    out[o] = '\0';
}

void jk_logf(int fd, const char *fmt, ...)
{
    char buf[1024];
    int n = snprintf(buf, sizeof buf, "cudarepl-kernel: ");
    va_list ap;
    va_start(ap, fmt);
    int m = vsnprintf(buf + n, sizeof buf - (size_t)n - 1, fmt, ap);
    va_end(ap);
    size_t len = (size_t)n + (m < 0 ? 0 : (size_t)m);
    if (len > sizeof buf - 2) len = sizeof buf - 2;
    buf[len++] = '\n';
    ssize_t w = write(fd, buf, len);
    (void)w;
}
