/* bt.h — helpers for the built-in tests: a session that records what it reports, and a runner
 * for a kernel that writes its results into one device buffer. Included by each test file
 * (static functions; the Makefile builds one binary from every tests/builtins/test_*.c). */
#ifndef CR_TESTS_BUILTINS_BT_H
#define CR_TESTS_BUILTINS_BT_H

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cudarepl.h"

static inline void bt_free_params(struct criterion_test_params *p)
{
    cr_free(p->params);
}

/* Criterion runs each parameterised test in a re-executed copy of this binary, so parameters
 * carry no pointers: a table's rows are passed as indexes 0..N-1. */
static inline struct criterion_test_params bt_indexes(size_t n)
{
    int *idx = cr_malloc(n * sizeof *idx);
    for (size_t i = 0; idx && i < n; i++)
        idx[i] = (int)i;
    return cr_make_param_array(int, idx, idx ? n : 0, bt_free_params);
}
#define BT_ROWS(table) bt_indexes(sizeof(table) / sizeof((table)[0]))

/* What a session said: stdout, stderr, diagnostics (one per line, "severity: message") and
 * faults, each as one growing string. */
typedef struct {
    char *out, *err, *diags, *faults;
    size_t nout, nerr, ndiags, nfaults;
    int nerrors, nwarnings;
    cr_session *s;
    FILE *redirect;     /* while bt_program runs: device stdout goes to fd 1 with the host's */
} bt_ctx;

static inline void bt_append(char **buf, size_t *len, const char *text, size_t n)
{
    *buf = realloc(*buf, *len + n + 1);
    memcpy(*buf + *len, text, n);
    *len += n;
    (*buf)[*len] = 0;
}

static inline void bt_on_event(void *ctx, const cr_event *ev)
{
    bt_ctx *c = ctx;
    switch (ev->kind) {
    case CR_EV_STDOUT:
        if (c->redirect) {
            fflush(stdout);
            if (write(1, ev->text, ev->len) < 0)
                cr_log_warn("lost device output");
        } else {
            bt_append(&c->out, &c->nout, ev->text, ev->len);
        }
        break;
    case CR_EV_STDERR: bt_append(&c->err, &c->nerr, ev->text, ev->len); break;
    case CR_EV_FAULT:
        bt_append(&c->faults, &c->nfaults, ev->text, strlen(ev->text));
        bt_append(&c->faults, &c->nfaults, "\n", 1);
        break;
    case CR_EV_DIAG: {
        char line[64];
        const char *sev = ev->diag->severity == CR_SEV_ERROR ? "error" :
                          ev->diag->severity == CR_SEV_WARNING ? "warning" : "note";
        snprintf(line, sizeof line, "%d: %s: ", ev->diag->line, sev);
        bt_append(&c->diags, &c->ndiags, line, strlen(line));
        bt_append(&c->diags, &c->ndiags, ev->diag->message, strlen(ev->diag->message));
        bt_append(&c->diags, &c->ndiags, "\n", 1);
        c->nerrors += ev->diag->severity == CR_SEV_ERROR;
        c->nwarnings += ev->diag->severity == CR_SEV_WARNING;
        break;
    }
    default: break;
    }
}

static inline void bt_init(bt_ctx *c)
{
    memset(c, 0, sizeof *c);
    c->s = cr_session_new(NULL, bt_on_event, c);
    cr_assert_not_null(c->s);
}

static inline void bt_fini(bt_ctx *c)
{
    cr_session_free(c->s);
    free(c->out);
    free(c->err);
    free(c->diags);
    free(c->faults);
    memset(c, 0, sizeof *c);
}

static inline const char *bt_str(const char *s)
{
    return s ? s : "";
}

/* Compile SRC; a compile error fails the test (with the diagnostics). */
static inline void bt_compile(bt_ctx *c, const char *src)
{
    cr_status st = cr_compile_device(c->s, "t.cu", src);
    cr_assert_eq(st, CR_OK, "compile failed:\n%s", bt_str(c->diags));
}

/* Compile SRC expecting errors; returns the diagnostics. */
static inline const char *bt_compile_fails(bt_ctx *c, const char *src)
{
    cr_status st = cr_compile_device(c->s, "t.cu", src);
    cr_assert_neq(st, CR_OK, "expected a compile error");
    return bt_str(c->diags);
}

/* Launch KERNEL<<<grid, block>>>(out) with a zeroed device buffer of N bytes that holds INIT
 * (when not NULL) and copy it back to HOST. Returns the launch's CUDA error. */
static inline int bt_launch(bt_ctx *c, const char *kernel, unsigned grid, unsigned block, void *host,
                     size_t n, const void *init)
{
    uint64_t d;
    cr_assert_eq(cr_device_alloc(c->s, &d, n), CR_OK);
    cr_assert_eq(cr_memset(c->s, d, 0, n), CR_OK);
    if (init)
        cr_assert_eq(cr_memcpy_htod(c->s, d, init, n), CR_OK);
    void *args[] = {&d};
    cr_dim3 g = {grid, 1, 1}, b = {block, 1, 1};
    int err = cr_launch(c->s, kernel, g, b, 0, args);
    if (host && cr_memcpy_dtoh(c->s, host, d, n) != CR_OK)
        memset(host, 0, n);
    if (cr_device_free(c->s, d) != CR_OK)
        cr_log_warn("cr_device_free failed");
    return err;
}

/* Compile SRC and run KERNEL (grid x block) expecting success; results into HOST[N bytes]. */
static inline void bt_run(bt_ctx *c, const char *src, const char *kernel, unsigned grid, unsigned block,
                   void *host, size_t n)
{
    bt_compile(c, src);
    int err = bt_launch(c, kernel, grid, block, host, n, NULL);
    cr_assert_eq(err, 0, "launch failed (%d): %s", err, bt_str(c->faults));
}

/* Run a whole program (a .cu file). Its host code writes to file descriptor 1, so that is
 * pointed at a temporary file for the run; the program's whole stdout (host and device, in
 * order) ends up in c->out. Returns the exit status. */
static inline int bt_program(bt_ctx *c, const char *path)
{
    int status = -1;
    fflush(stdout);
    FILE *tmp = tmpfile();
    cr_assert_not_null(tmp);
    int saved = dup(1);
    dup2(fileno(tmp), 1);
    c->redirect = tmp;
    cr_status st = cr_run_file(c->s, path, 0, NULL, &status);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    c->redirect = NULL;
    cr_assert_eq(st, CR_OK, "%s did not run: %s%s", path, bt_str(c->diags), bt_str(c->faults));
    long n = ftell(tmp) > 0 ? ftell(tmp) : lseek(fileno(tmp), 0, SEEK_END);
    free(c->out);
    c->out = calloc(1, (size_t)n + 1);
    c->nout = 0;
    rewind(tmp);
    c->nout = fread(c->out, 1, (size_t)n, tmp);
    fclose(tmp);
    return status;
}

/* The bytecode of device source SRC, as --disasm prints it (in c->out). */
static inline const char *bt_disasm(bt_ctx *c, const char *src)
{
    char path[] = "/tmp/cr-bt-XXXXXX.cu";
    int fd = mkstemps(path, 3);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, src, strlen(src)), (ssize_t)strlen(src));
    close(fd);
    cr_status st = cr_disasm_file(c->s, path);
    unlink(path);
    cr_assert_eq(st, CR_OK, "%s", bt_str(c->diags));
    return bt_str(c->out);
}

#endif
