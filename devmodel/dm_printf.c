/* dm_printf.c — device printf: the device-side argument parse and the host-side formatter
 * (see dm_printf.h for the model and where it was measured).
 */
#include <string.h>

#include "devmodel/dm_printf.h"

void dm_printf_init(dm_printf_fifo *f)
{
    memset(f, 0, sizeof *f);
    f->limit = 8650752; /* an H200's default cudaLimitPrintfFifoSize */
}

static void rec_free(dm_printf_rec *r)
{
    free(r->fmt);
    for (int i = 0; i < 32; i++)
        free(r->strs[i]);
}

void dm_printf_free(dm_printf_fifo *f)
{
    for (size_t i = f->head; i < f->recs.len; i++)
        rec_free(&f->recs.p[i]);
    VEC_FREE(f->recs);
    f->head = 0;
    f->bytes = 0;
}

size_t dm_printf_pending(const dm_printf_fifo *f)
{
    return f->recs.len - f->head;
}

/* A field width or precision as the host formats it: at most DM_PRINTF_MAX_FIELD. */
static int clamp_field(long long v)
{
    if (v > DM_PRINTF_MAX_FIELD)
        return DM_PRINTF_MAX_FIELD;
    if (v < -DM_PRINTF_MAX_FIELD)
        return -DM_PRINTF_MAX_FIELD;
    return (int)v;
}

/* One conversion specification, parsed. */
typedef struct {
    const char *start, *end; /* the spec's text, '%' included */
    char flags[8];
    int width_star, width;   /* width: -1 none */
    int prec_star, prec;     /* prec: -1 none */
    char size[3];            /* "", "h", "hh", "l", "ll", "L", "z", "j", "t" */
    char type;               /* conversion character, or 0 at end of string */
} spec;

static const char *parse_spec(const char *p, spec *s)
{
    memset(s, 0, sizeof *s);
    s->start = p++;
    s->width = s->prec = -1;
    int nf = 0;
    while (*p && strchr("#0- +'", *p)) {
        if (nf < 7)
            s->flags[nf++] = *p;
        p++;
    }
    if (*p == '*') {
        s->width_star = 1;
        p++;
    } else if (*p >= '0' && *p <= '9') {
        s->width = 0;
        while (*p >= '0' && *p <= '9')
            s->width = clamp_field(s->width * 10LL + (*p++ - '0'));
    }
    if (*p == '.') {
        p++;
        if (*p == '*') {
            s->prec_star = 1;
            p++;
        } else {
            s->prec = 0;
            while (*p >= '0' && *p <= '9')
                s->prec = clamp_field(s->prec * 10LL + (*p++ - '0'));
        }
    }
    int ns = 0;
    while (*p && strchr("hlLzjtq", *p) && ns < 2)
        s->size[ns++] = *p++;
    s->type = *p;
    if (*p)
        p++;
    s->end = p;
    return p;
}

static bool is_conv(char c)
{
    return c && strchr("cdiouxXpeEfFgGaAs", c);
}

static bool is_float_conv(char c)
{
    return c && strchr("eEfFgGaA", c);
}

/* The device's grammar: no 'hh', no z/j/t/L, no precision '*', no ' flag. */
static bool device_accepts(const spec *s)
{
    if (!is_conv(s->type) || s->prec_star || strchr(s->flags, '\''))
        return false;
    return !s->size[0] || !strcmp(s->size, "h") || !strcmp(s->size, "l") || !strcmp(s->size, "ll");
}

/* The host formatter's grammar: like the device's, and 'hh' too. */
static bool host_accepts(const spec *s)
{
    if (!is_conv(s->type) || s->prec_star || strchr(s->flags, '\''))
        return false;
    return !s->size[0] || !strcmp(s->size, "h") || !strcmp(s->size, "hh") ||
           !strcmp(s->size, "l") || !strcmp(s->size, "ll");
}

static bool is_wide(const spec *s)
{
    return s->type == 'p' || s->type == 's' || is_float_conv(s->type) ||
           (s->size[0] == 'l' && s->type != 'c');
}

/* Read the next argument of SIZE bytes (aligned to SIZE) from the argument buffer. */
static uint64_t read_arg(const uint8_t *buf, size_t len, size_t *off, int size)
{
    size_t o = (*off + (size_t)size - 1) / (size_t)size * (size_t)size;
    uint64_t v = 0;
    if (o + (size_t)size <= len)
        memcpy(&v, buf + o, (size_t)size);
    *off = o + (size_t)size;
    if (size == 4)
        v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;
    return v;
}

static size_t rec_bytes(const dm_printf_rec *r)
{
    size_t n = 16 + (size_t)r->count * 8 + (r->fmt ? strlen(r->fmt) + 1 : 0);
    for (int i = 0; i < r->count; i++)
        if (r->strs[i])
            n += strlen(r->strs[i]) + 1;
    return (n + 7) & ~(size_t)7;
}

int dm_printf_device(dm_printf_fifo *f, const char *fmt, const uint8_t *argbuf, size_t argbuf_len,
                     dm_read_str_fn read_str, void *ctx)
{
    if (!fmt)
        return -1;
    dm_printf_rec r;
    memset(&r, 0, sizeof r);
    r.fmt = sess_xstrdup(fmt);
    size_t off = 0;
    for (const char *p = fmt; *p && r.count < 32;) {
        if (*p != '%') {
            p++;
            continue;
        }
        if (p[1] == '%') {
            p += 2;
            continue;
        }
        spec s;
        p = parse_spec(p, &s);
        if (!device_accepts(&s))
            continue;
        if (s.width_star && r.count < 32)
            r.slots[r.count++] = read_arg(argbuf, argbuf_len, &off, 4);
        if (r.count >= 32)
            break;
        uint64_t v = read_arg(argbuf, argbuf_len, &off, is_wide(&s) ? 8 : 4);
        if (s.type == 's') {
            r.is_str[r.count] = 1;
            r.strs[r.count] = v ? read_str(ctx, v) : NULL;
        }
        r.slots[r.count++] = v;
    }
    size_t need = rec_bytes(&r);
    while (f->head < f->recs.len && f->bytes + need > f->limit) {
        /* a circular buffer: the oldest output is overwritten (the records before HEAD are
         * gone; they are moved down only when they are half the vector, so a kernel that
         * prints a million lines costs linear time) */
        f->bytes -= rec_bytes(&f->recs.p[f->head]);
        rec_free(&f->recs.p[f->head]);
        f->head++;
        f->dropped++;
    }
    if (f->head > 64 && f->head * 2 >= f->recs.len) {
        memmove(&f->recs.p[0], &f->recs.p[f->head], (f->recs.len - f->head) * sizeof r);
        f->recs.len -= f->head;
        f->head = 0;
    }
    if (need > f->limit) {
        rec_free(&r);
        f->dropped++;
        return -2;
    }
    int count = r.count;
    VEC_PUSH(f->recs, r);
    f->bytes += need;
    return count;
}

/* Slot I of a record: a recorded argument, or past them the format string's bytes. */
static uint64_t slot(const dm_printf_rec *r, int i, const char **str, bool *have_str)
{
    *have_str = false;
    *str = NULL;
    if (i < r->count) {
        if (r->is_str[i]) {
            *have_str = true;
            *str = r->strs[i];
        }
        return r->slots[i];
    }
    uint64_t v = 0;
    size_t flen = strlen(r->fmt) + 1;
    size_t o = (size_t)(i - r->count) * 8;
    if (o < flen)
        memcpy(&v, r->fmt + o, flen - o < 8 ? flen - o : 8);
    return v;
}

static void format_one(sess_buf *out, const spec *s, int width, bool have_width, uint64_t v,
                       const char *str, bool have_str)
{
    char fmtbuf[64];
    int n = snprintf(fmtbuf, sizeof fmtbuf, "%%%s", s->flags);
    if (have_width)
        n += snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, "*");
    else if (s->width >= 0)
        n += snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, "%d", s->width);
    if (s->prec >= 0)
        n += snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, ".%d", s->prec);
    char t = s->type;
    if (is_float_conv(t)) {
        double d;
        memcpy(&d, &v, 8);
        snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, "%c", t);
        if (have_width)
            sess_buf_printf(out, fmtbuf, width, d);
        else
            sess_buf_printf(out, fmtbuf, d);
        return;
    }
    if (t == 's') {
        snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, "s");
        const char *p = have_str ? str : NULL;
        if (have_width)
            sess_buf_printf(out, fmtbuf, width, p ? p : "(null)");
        else
            sess_buf_printf(out, fmtbuf, p ? p : "(null)");
        return;
    }
    if (t == 'p') {
        snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, "p");
        if (have_width)
            sess_buf_printf(out, fmtbuf, width, (void *)(uintptr_t)v);
        else
            sess_buf_printf(out, fmtbuf, (void *)(uintptr_t)v);
        return;
    }
    /* integers and %c: ll for 64-bit values, narrowed as the size modifier says */
    bool sgn = t == 'd' || t == 'i';
    long long val;
    if (t == 'c') {
        val = (int)(unsigned char)v;
    } else if (!strcmp(s->size, "hh")) {
        val = sgn ? (long long)(signed char)v : (long long)(unsigned char)v;
    } else if (!strcmp(s->size, "h")) {
        val = sgn ? (long long)(short)v : (long long)(unsigned short)v;
    } else if (s->size[0] == 'l') {
        val = (long long)v;
    } else {
        val = sgn ? (long long)(int)v : (long long)(unsigned)v;
    }
    if (t == 'c')
        snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, "c");
    else
        snprintf(fmtbuf + n, sizeof fmtbuf - (size_t)n, "ll%c", t);
    if (have_width) {
        if (t == 'c')
            sess_buf_printf(out, fmtbuf, width, (int)val);
        else
            sess_buf_printf(out, fmtbuf, width, val);
    } else {
        if (t == 'c')
            sess_buf_printf(out, fmtbuf, (int)val);
        else
            sess_buf_printf(out, fmtbuf, val);
    }
}

/* The driver formats a record in pieces: the text up to and including each conversion it takes
 * (%% too) goes through the host's printf, and what follows the last one is written as it
 * stands. So a spec it does not take is glibc's before a conversion ("%5%|%d" prints "%|3") and
 * the text as written after the last ("[%5%]" stays so): an H200 and an H100 printed both
 * (device/printf-sizes.cu, device/printf-formats.cu). Where the written tail begins: */
static const char *written_tail(const char *fmt)
{
    const char *tail = fmt;
    for (const char *p = fmt; (p = strchr(p, '%'));) {
        spec s;
        const char *after = parse_spec(p, &s);
        if ((s.type == '%' && s.end - s.start == 2) || host_accepts(&s))
            tail = after;
        p = after;
    }
    return tail;
}

static void format_record(const dm_printf_rec *r, sess_buf *out)
{
    int next = 0;
    const char *p = r->fmt, *tail = written_tail(r->fmt);
    while (*p) {
        const char *pct = strchr(p, '%');
        if (!pct) {
            sess_buf_puts(out, p);
            break;
        }
        sess_buf_put(out, p, (size_t)(pct - p));
        spec s;
        const char *after = parse_spec(pct, &s);
        if (s.type == '%' && (s.end - s.start == 2 || pct < tail)) {
            sess_buf_putc(out, '%');
        } else if (!host_accepts(&s)) {
            sess_buf_put(out, s.start, (size_t)(s.end - s.start));
        } else {
            const char *str;
            bool have_str;
            int width = 0;
            if (s.width_star)
                width = clamp_field((int)slot(r, next++, &str, &have_str));
            uint64_t v = slot(r, next++, &str, &have_str);
            format_one(out, &s, width, s.width_star, v, str, have_str);
        }
        p = after;
    }
}

void dm_printf_flush(dm_printf_fifo *f, sess_buf *out)
{
    for (size_t i = f->head; i < f->recs.len; i++) {
        format_record(&f->recs.p[i], out);
        rec_free(&f->recs.p[i]);
    }
    f->recs.len = 0;
    f->head = 0;
    f->bytes = 0;
}
