/* util.c — arena, byte buffer and checked allocation (see util.h).
 *
 * Allocation failure of small bookkeeping objects is treated as an invariant failure: the
 * process cannot do anything useful without a few kilobytes of memory. Large user-driven
 * allocations (device memory) never come through here; they are checked and reported.
 */
#include "interp/session/util.h"
#include "cudarepl.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

void sess_assert_fail(const char *what, const char *file, int line)
{
    char msg[512];
    int n = snprintf(msg, sizeof msg, "cudarepl: internal error: %s (%s:%d)\n", what, file, line);
    if (n > 0 && write(2, msg, (size_t)n) < 0) {
        /* nothing more we can do */
    }
    __builtin_trap();
}

void *sess_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    CR_ASSERT(p != NULL);
    return p;
}

void *sess_xcalloc(size_t n, size_t m)
{
    void *p = calloc(n ? n : 1, m ? m : 1);
    CR_ASSERT(p != NULL);
    return p;
}

void *sess_xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    CR_ASSERT(p != NULL);
    return p;
}

char *sess_xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = sess_xmalloc(n);
    memcpy(p, s, n);
    return p;
}

/* ---- Large blocks ---- */

#define HUGE_PAGE ((size_t)2 << 20)

static void advise_huge(void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
    if (bytes >= HUGE_PAGE)
        madvise(p, bytes, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}

void *sess_pages(size_t bytes)
{
    bytes = bytes ? bytes : 1;
    if (bytes < HUGE_PAGE) {
        void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        return p == MAP_FAILED ? NULL : p;
    }
    /* a huge page more, then the 2 MiB-aligned part kept (huge pages want the alignment) */
    size_t len = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    uint8_t *p = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                      -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    uint8_t *a = (uint8_t *)(((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    if (a > p)
        munmap(p, (size_t)(a - p));
    if (p + len + HUGE_PAGE > a + len)
        munmap(a + len, (size_t)(p + len + HUGE_PAGE - (a + len)));
    advise_huge(a, len);
    return a;
}

void *sess_pages_grow(void *p, size_t old_bytes, size_t new_bytes)
{
    void *q = mremap(p, old_bytes ? old_bytes : 1, new_bytes, MREMAP_MAYMOVE);
    if (q == MAP_FAILED)
        return NULL;
    advise_huge(q, new_bytes);
    return q;
}

void sess_pages_free(void *p, size_t bytes)
{
    if (p)
        munmap(p, bytes ? bytes : 1);
}

/* ---- Arena ---- */

struct sess_arena_map {
    sess_arena_map *next;
    void *p;
    size_t bytes;
};

struct sess_arena_chunk {
    sess_arena_chunk *next;
    size_t used, size;
    size_t mapped;           /* bytes from sess_pages (0: from malloc) */
    _Alignas(16) unsigned char data[];
};

/* An arena that has handed out this much grows by as much again at a time, in huge pages (a
 * translation unit's nodes and types: megabytes, whose first touches were page faults). */
#define ARENA_LARGE ((size_t)1 << 20)

void sess_arena_init(sess_arena *a)
{
    a->head = NULL;
    a->maps = NULL;
    a->total = 0;
}

void sess_arena_adopt(sess_arena *a, void *p, size_t bytes)
{
    sess_arena_map *m = sess_arena_alloc_raw(a, sizeof *m);
    *m = (sess_arena_map){a->maps, p, bytes};
    a->maps = m;
}

void sess_arena_free(sess_arena *a)
{
    for (sess_arena_map *m = a->maps; m; m = m->next)
        sess_pages_free(m->p, m->bytes);
    a->maps = NULL;
    sess_arena_chunk *c = a->head;
    while (c) {
        sess_arena_chunk *n = c->next;
        if (c->mapped)
            sess_pages_free(c, c->mapped);
        else
            free(c);
        c = n;
    }
    a->head = NULL;
    a->total = 0;
}

void *sess_arena_alloc(sess_arena *a, size_t n)
{
    void *p = sess_arena_alloc_raw(a, n);
    memset(p, 0, (n + 15) & ~(size_t)15);
    return p;
}

void *sess_arena_alloc_raw(sess_arena *a, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    sess_arena_chunk *c = a->head;
    if (!c || c->used + n > c->size) {
        size_t size = n > 60000 ? n : 60000;
        if (a->total >= ARENA_LARGE) {
            size_t bytes = sizeof *c + (size > a->total ? size : a->total);
            bytes = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
            c = sess_pages(bytes);
            CR_ASSERT(c != NULL);
            c->mapped = bytes;
            size = bytes - sizeof *c;
        } else {
            c = sess_xmalloc(sizeof *c + size);
            c->mapped = 0;
        }
        c->size = size;
        c->used = 0;
        c->next = a->head;
        a->head = c;
    }
    void *p = c->data + c->used;
    c->used += n;
    a->total += n;
    return p;
}

char *sess_arena_strndup(sess_arena *a, const char *s, size_t n)
{
    char *p = sess_arena_alloc_raw(a, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *sess_arena_strdup(sess_arena *a, const char *s)
{
    return sess_arena_strndup(a, s, strlen(s));
}

char *sess_arena_printf(sess_arena *a, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *p = sess_arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}

/* ---- Byte buffer ---- */

static void buf_reserve(sess_buf *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap)
        return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + extra + 1)
        cap *= 2;
    b->p = sess_xrealloc(b->p, cap);
    b->cap = cap;
}

void sess_buf_put(sess_buf *b, const void *data, size_t n)
{
    buf_reserve(b, n);
    if (n)
        memcpy(b->p + b->len, data, n);
    b->len += n;
    b->p[b->len] = 0;
}

void sess_buf_puts(sess_buf *b, const char *s)
{
    sess_buf_put(b, s, strlen(s));
}

void sess_buf_putc(sess_buf *b, char c)
{
    sess_buf_put(b, &c, 1);
}

void sess_buf_vprintf(sess_buf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    if (n > 0) {
        buf_reserve(b, (size_t)n);
        vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap2);
        b->len += (size_t)n;
    }
    va_end(ap2);
}

void sess_buf_printf(sess_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sess_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

void sess_buf_xml(sess_buf *b, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '<': sess_buf_puts(b, "&lt;"); break;
        case '>': sess_buf_puts(b, "&gt;"); break;
        case '&': sess_buf_puts(b, "&amp;"); break;
        case '"': sess_buf_puts(b, "&quot;"); break;
        default: sess_buf_putc(b, *s); break;
        }
    }
}

char *sess_buf_take(sess_buf *b)
{
    if (!b->p)
        return sess_xstrdup("");
    char *p = b->p;
    b->p = NULL;
    b->len = b->cap = 0;
    return p;
}

void sess_buf_free(sess_buf *b)
{
    free(b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

char *sess_read_source(const char *path, size_t *len)
{
    size_t n = 0;
    char *text = sess_read_file(path, &n);
    if (!text)
        return NULL;
    if (memchr(text, 0, n)) {
        free(text);
        errno = EILSEQ;
        return NULL;
    }
    if (n >= 3 && !memcmp(text, "\xef\xbb\xbf", 3)) {
        memmove(text, text + 3, n - 2);
        n -= 3;
    }
    if (len)
        *len = n;
    return text;
}

const char *sess_file_error(int err)
{
    if (err == EILSEQ)
        return "not a text file (it contains a NUL byte)";
    if (err == EINVAL)
        return "not a regular file";
    if (err == EFBIG)
        return "larger than cudarepl reads (64 MiB)";
    return strerror(err);
}

const char *sess_file_key(const char *file, size_t n, char *buf, size_t *len)
{
    *len = n;
    bool plain = n && file[0] == '/';
    for (size_t i = 0; plain && i + 1 < n; i++)
        if (file[i] == '/' && file[i + 1] == '.' &&
            (i + 2 == n || file[i + 2] == '/' || (file[i + 2] == '.' && (i + 3 == n || file[i + 3] == '/'))))
            plain = false;
    char name[PATH_MAX];
    if (plain || !n || n >= sizeof name)
        return file;
    memcpy(name, file, n);
    name[n] = 0;
    if (!realpath(name, buf))
        return file;
    *len = strlen(buf);
    return buf;
}

char *sess_read_file(const char *path, size_t *len)
{
    /* O_NONBLOCK: opening a FIFO must not wait for a writer */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st = {0};
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > SESS_MAX_FILE) {
        /* /dev/zero and /dev/urandom never end; a FIFO may not */
        close(fd);
        errno = S_ISREG(st.st_mode) ? EFBIG : EINVAL;
        return NULL;
    }
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        close(fd);
        return NULL;
    }
    sess_buf b = {0};
    char tmp[65536];
    size_t n;
    while ((n = fread(tmp, 1, sizeof tmp, f)) > 0 && b.len <= (size_t)SESS_MAX_FILE)
        sess_buf_put(&b, tmp, n);
    if (b.len > (size_t)SESS_MAX_FILE) { /* it grew while being read */
        fclose(f);
        sess_buf_free(&b);
        errno = EFBIG;
        return NULL;
    }
    int err = ferror(f);
    fclose(f);
    if (err) {
        sess_buf_free(&b);
        errno = EIO;
        return NULL;
    }
    if (len)
        *len = b.len;
    return sess_buf_take(&b);
}

/* ---- Hash map: open addressing, FNV-1a ---- */

uint64_t sess_hash(const void *p, size_t n)
{
    const unsigned char *s = p;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ s[i]) * 0x100000001b3ull;
    return h;
}

static void map_rehash(sess_map *m)
{
    int cap = m->cap ? m->cap * 2 : 64;
    sess_map_entry *old = m->e;
    int oldcap = m->cap;
    m->e = sess_xcalloc((size_t)cap, sizeof *m->e);
    m->cap = cap;
    m->used = 0;
    for (int i = 0; i < oldcap; i++)
        if (old[i].key)
            sess_map_put(m, old[i].key, old[i].keylen, old[i].val);
    free(old);
}

void *sess_map_get(const sess_map *m, const char *key, int keylen)
{
    if (!m->cap)
        return NULL;
    uint64_t h = sess_hash(key, (size_t)keylen);
    for (int i = 0; i < m->cap; i++) {
        sess_map_entry *e = &m->e[(h + (uint64_t)i) & (uint64_t)(m->cap - 1)];
        if (!e->key)
            return NULL;
        if (e->keylen == keylen && memcmp(e->key, key, (size_t)keylen) == 0)
            return e->val;
    }
    return NULL;
}

void sess_map_put(sess_map *m, const char *key, int keylen, void *val)
{
    if ((m->used + 1) * 4 >= m->cap * 3)
        map_rehash(m);
    uint64_t h = sess_hash(key, (size_t)keylen);
    for (int i = 0; i < m->cap; i++) {
        sess_map_entry *e = &m->e[(h + (uint64_t)i) & (uint64_t)(m->cap - 1)];
        if (!e->key) {
            e->key = key;
            e->keylen = keylen;
            e->val = val;
            m->used++;
            return;
        }
        if (e->keylen == keylen && memcmp(e->key, key, (size_t)keylen) == 0) {
            e->val = val;
            return;
        }
    }
}

void sess_map_free(sess_map *m)
{
    free(m->e);
    m->e = NULL;
    m->cap = m->used = 0;
}

bool sess_parse_size(const char *v, size_t n, uint64_t *out)
{
    char buf[32];
    if (!n || n >= sizeof buf)
        return false;
    memcpy(buf, v, n);
    buf[n] = 0;
    char *e;
    errno = 0;
    unsigned long long x = strtoull(buf, &e, 10);
    if (errno || e == buf)
        return false;
    int shift = 0;
    switch (toupper((unsigned char)*e)) {
    case 0: break;
    case 'K': shift = 10; e++; break;
    case 'M': shift = 20; e++; break;
    case 'G': shift = 30; e++; break;
    default: return false;
    }
    if ((*e == 'B' || *e == 'b') && shift)
        e++;
    if (*e || x > (1ull << 40) >> shift)
        return false;
    *out = (uint64_t)x << shift;
    return *out >= 4096;
}

uint64_t cr_parse_size(const char *text)
{
    uint64_t n = 0;
    return text && sess_parse_size(text, strlen(text), &n) ? n : 0;
}
