/* util.h — the small allocation helpers every module shares: an arena for per-cell front-end
 * data (everything allocated from it is freed at once when the cell is done), a growable byte
 * buffer for building text, and a growable-array macro.
 *
 * The arena is the one allocation path of the front end (STYLE §12): AST nodes, types and
 * tokens are never freed one by one.
 */
#ifndef CR_UTIL_H
#define CR_UTIL_H

#include <stdarg.h>
#include <stdio.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#define CR_ASSERT(c)                                                                              \
    do {                                                                                          \
        if (!(c)) sess_assert_fail(#c, __FILE__, __LINE__);                                       \
    } while (0)
/* Invariant broken: report and trap; never used for user input (STYLE §15). */
void sess_assert_fail(const char *what, const char *file, int line) __attribute__((noreturn));

/* ---- Arena ---- */
typedef struct sess_arena_chunk sess_arena_chunk;
typedef struct sess_arena_map sess_arena_map;
typedef struct {
    sess_arena_chunk *head;
    sess_arena_map *maps;    /* large blocks it took over (sess_arena_adopt) */
    size_t total;
} sess_arena;

/* A size written N, NK, NM or NG (a B may follow), from 4 KiB to 1 TiB, from V[0..N). */
bool sess_parse_size(const char *v, size_t n, uint64_t *out);

void sess_arena_init(sess_arena *a);
void sess_arena_free(sess_arena *a);
void *sess_arena_alloc(sess_arena *a, size_t n);          /* zeroed, 16-byte aligned */
void *sess_arena_alloc_raw(sess_arena *a, size_t n);      /* the same, not zeroed */
char *sess_arena_strdup(sess_arena *a, const char *s);
/* The arena unmaps BYTES at P (from sess_pages) when it is freed. */
void sess_arena_adopt(sess_arena *a, void *p, size_t bytes);
char *sess_arena_strndup(sess_arena *a, const char *s, size_t n);
char *sess_arena_printf(sess_arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- Byte buffer (malloc-backed; always NUL-terminated) ---- */
typedef struct {
    char *p;
    size_t len, cap;
} sess_buf;

void sess_buf_put(sess_buf *b, const void *data, size_t n);
void sess_buf_puts(sess_buf *b, const char *s);
void sess_buf_putc(sess_buf *b, char c);
void sess_buf_printf(sess_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* S with the characters HTML and XML give a meaning to (< > & ") written as entities. */
void sess_buf_xml(sess_buf *b, const char *s);
void sess_buf_vprintf(sess_buf *b, const char *fmt, va_list ap);
char *sess_buf_take(sess_buf *b); /* the caller owns the text; the buffer is empty again */
void sess_buf_free(sess_buf *b);

/* ---- Growable arrays: a struct with fields p, len, cap ---- */
#define VEC(T)                                                                                    \
    struct {                                                                                      \
        T *p;                                                                                     \
        size_t len, cap;                                                                          \
    }
#define VEC_PUSH(v, x)                                                                            \
    do {                                                                                          \
        if ((v).len == (v).cap) {                                                                 \
            (v).cap = (v).cap ? (v).cap * 2 : 8;                                                  \
            (v).p = sess_xrealloc((v).p, (v).cap * sizeof(*(v).p));                               \
        }                                                                                         \
        (v).p[(v).len++] = (x);                                                                   \
    } while (0)
#define VEC_FREE(v) (free((v).p), (v).p = NULL, (v).len = (v).cap = 0)

/* ---- Large blocks ----
 * Memory for large arrays straight from the kernel: zeroed, reserved rather than committed (a
 * page costs only once touched), and in 2 MiB huge pages where the kernel gives them for a block
 * of 2 MiB or more. A first touch of a 4 KiB page is a page fault, 10-15 µs on a virtual
 * machine, and most of a short run's time went to them; a huge page is one fault for 512.
 * sess_pages_grow keeps the contents (the pages move, nothing is copied). NULL when out of
 * address space (sess_pages_grow then leaves P as it was). */
void *sess_pages(size_t bytes);
void *sess_pages_grow(void *p, size_t old_bytes, size_t new_bytes);
void sess_pages_free(void *p, size_t bytes);

void *sess_xmalloc(size_t n);
void *sess_xcalloc(size_t n, size_t m);
void *sess_xrealloc(void *p, size_t n);
char *sess_xstrdup(const char *s);

/* Whole file into a malloc'ed NUL-terminated buffer; NULL on error (errno set). */
char *sess_read_file(const char *path, size_t *len);
/* The largest file sess_read_file reads: a source, a litmus test, a notebook's cell. */
#define SESS_MAX_FILE (64l << 20)
/* A source file's text (a program, a :load, a litmus test): sess_read_file, less a UTF-8
 * byte-order mark at its start; a NUL byte makes it not a text file (errno EILSEQ). */
char *sess_read_source(const char *path, size_t *len);
/* What went wrong in sess_read_file or sess_read_source, for ERR = errno: strerror, or "not a
 * regular file" (/dev/zero, a FIFO, a directory), "larger than cudarepl reads (64 MiB)", "not a
 * text file (it contains a NUL byte)". */
const char *sess_file_error(int err);
/* A file name as a line marker gives it (N bytes), as the key that names its file one way: a
 * relative name, or one with a "." or ".." component ("h.cuh", "./h.cuh", "/w/./h.cuh"), as
 * realpath() writes it into BUF (PATH_MAX bytes); any other name, or one realpath() cannot
 * resolve, as it is. *LEN: the key's length. */
const char *sess_file_key(const char *file, size_t n, char *buf, size_t *len);

/* ---- String-keyed hash map (keys are borrowed; they must outlive the map) ---- */
typedef struct {
    const char *key;
    int keylen;
    void *val;
} sess_map_entry;
typedef struct {
    sess_map_entry *e;
    int cap, used;
} sess_map;

void *sess_map_get(const sess_map *m, const char *key, int keylen);
void sess_map_put(sess_map *m, const char *key, int keylen, void *val);
void sess_map_free(sess_map *m);
uint64_t sess_hash(const void *p, size_t n);

#endif
