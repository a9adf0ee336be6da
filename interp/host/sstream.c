/* sstream.c — the memory behind std::stringstream (include/host/sstream): a FILE that host
 * code both writes and reads, as libstdc++'s stringbuf is written and read, with a put
 * position and a get position of its own. The FILE is unbuffered, so that every read and
 * write reaches the buffer at its position (what was written is there to read at once). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "interp/host/host_internal.h"
#include "interp/session/util.h"

typedef struct {
    char *buf;
    size_t len, cap;
    size_t gpos, ppos; /* where the next read and the next write are */
} rwstream;

static ssize_t rw_read(void *c, char *out, size_t n)
{
    rwstream *s = c;
    size_t k = s->gpos < s->len ? s->len - s->gpos : 0;
    if (k > n)
        k = n;
    memcpy(out, s->buf + s->gpos, k);
    s->gpos += k;
    return (ssize_t)k;
}

static ssize_t rw_write(void *c, const char *in, size_t n)
{
    rwstream *s = c;
    if (s->ppos + n + 1 > s->cap) {
        size_t cap = s->cap ? s->cap : 64;
        while (cap < s->ppos + n + 1)
            cap *= 2;
        s->buf = sess_xrealloc(s->buf, cap);
        s->cap = cap;
    }
    memcpy(s->buf + s->ppos, in, n);
    s->ppos += n;
    if (s->ppos > s->len)
        s->len = s->ppos;
    s->buf[s->len] = 0;
    return (ssize_t)n;
}

/* the FILE's position is the get position (tellg, seekg) */
static int rw_seek(void *c, off64_t *off, int whence)
{
    rwstream *s = c;
    off64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off64_t)s->gpos : (off64_t)s->len;
    off64_t to = base + *off;
    if (to < 0 || to > (off64_t)s->len)
        return -1;
    s->gpos = (size_t)to;
    *off = to;
    return 0;
}

static int rw_close(void *c)
{
    rwstream *s = c;
    free(s->buf);
    free(s);
    return 0;
}

static void rw_set(rwstream *s, const char *init, unsigned long n)
{
    s->len = s->gpos = s->ppos = 0;
    if (n) {
        rw_write(s, init, n);
        s->ppos = 0; /* (writing starts at the beginning, over the string, as libstdc++'s) */
    }
}

/* A FILE reading and writing a new buffer holding INIT's N bytes; *COOKIE its buffer, for
 * rwstream_str and rwstream_set. NULL when the C library cannot make one. */
static void *rwstream_open(const char *init, unsigned long n, void **cookie)
{
    rwstream *s = sess_xcalloc(1, sizeof *s);
    rw_set(s, init, n);
    cookie_io_functions_t io = {rw_read, rw_write, rw_seek, rw_close};
    FILE *f = fopencookie(s, "r+", io);
    if (!f) {
        rw_close(s);
        return NULL;
    }
    setvbuf(f, NULL, _IONBF, 0);
    *cookie = s;
    return f;
}

/* The bytes the buffer holds (*P, valid until the next write), and how many. */
static unsigned long rwstream_str(void *cookie, const char **p)
{
    rwstream *s = cookie;
    *p = s->buf ? s->buf : "";
    return s->len;
}

static void rwstream_set(void *cookie, const char *init, unsigned long n)
{
    rw_set(cookie, init, n);
}

void sstream_add_symbols(TCCState *st)
{
    tcc_add_symbol(st, "__cr_rt_rwstream_open", (void *)rwstream_open);
    tcc_add_symbol(st, "__cr_rt_rwstream_str", (void *)rwstream_str);
    tcc_add_symbol(st, "__cr_rt_rwstream_set", (void *)rwstream_set);
}
