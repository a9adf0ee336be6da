/* compare.c — `:compare` (compare.h): a launch run several ways from one copy of device memory.
 *
 * The runs: (a) lockstep warps, as a warp ran before Volta: the lanes of a warp that are at one
 * point run each instruction together (the executor's default grouping); (b) independent thread
 * scheduling taken at its word: each lane of a warp runs on its own, the lowest first, until it
 * must wait (vm_launch_cfg.lanes_apart), with the race check on; (c) the weak memory model
 * (devmodel/dm_weak.c) with seeds 1..N. Each starts from the device memory the launch would
 * have started from (a copy of every allocation and __device__ variable, put back before each
 * run and at the end), with the session's sanitizer, traces, counters and pending errors set
 * aside, so the launch then runs as it would have without the comparison. A result is the
 * device printf output, the launch's error and the bytes of device memory; results that differ
 * get their differences listed, and the race check's records say why: a program free of data
 * races gives every run the same result.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/session/compare.h"
#include "interp/session/devlaunch.h"
#include "interp/session/guide.h"
#include "interp/session/sanitize.h"

/* The most device memory a comparison copies. */
#define COMPARE_CAP (256ull << 20)
/* Differences shown for each result. */
#define SHOW_DIFFS 8

typedef struct {
    uint64_t base, size;
} region;

typedef struct {
    VEC(region) r;
    uint64_t total;
} layout;

typedef struct {
    const char *name;
    bool lanes_apart, weak, sanitize;
    uint64_t seed;
} variant;

typedef struct {
    sess_buf out, err;
    int error;
    uint8_t *mem;
    int label;          /* index of the first run with the same result */
} result;

static void say(cr_session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(cr_session *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sess_buf b = {0};
    sess_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    sess_emit(s, CR_EV_STDOUT, b.p ? b.p : "", b.len, 0);
    sess_buf_free(&b);
}

/* The device memory a launch may write and the comparison copies. */
static bool memory_layout(cr_session *s, layout *L)
{
    for (size_t i = 0; i < s->mem.allocs.len; i++) {
        const dm_alloc *a = &s->mem.allocs.p[i];
        if (a->kind != DM_ALLOC_DEVICE && a->kind != DM_ALLOC_MANAGED && a->kind != DM_ALLOC_SYMBOL)
            continue;
        region r = {a->base, a->size};
        VEC_PUSH(L->r, r);
        L->total += a->size;
    }
    return L->total <= COMPARE_CAP;
}

static void mem_read(cr_session *s, const layout *L, uint8_t *to)
{
    for (size_t i = 0; i < L->r.len; i++) {
        memcpy(to, dm_global_ptr(&s->mem, L->r.p[i].base), L->r.p[i].size);
        to += L->r.p[i].size;
    }
}

static void mem_write(cr_session *s, const layout *L, const uint8_t *from)
{
    for (size_t i = 0; i < L->r.len; i++) {
        memcpy(dm_global_ptr(&s->mem, L->r.p[i].base), from, L->r.p[i].size);
        from += L->r.p[i].size;
    }
}

static void capture(void *ctx, const cr_event *ev)
{
    result *r = ctx;
    if (ev->kind == CR_EV_STDOUT)
        sess_buf_put(&r->out, ev->text, ev->len);
    else if (ev->kind == CR_EV_STDERR || ev->kind == CR_EV_FAULT)
        sess_buf_put(&r->err, ev->text, ev->len);
    else if (ev->kind == CR_EV_DIAG && ev->diag)
        sess_buf_printf(&r->err, "%s:%d: %s\n", ev->diag->file ? ev->diag->file : "?", ev->diag->line,
                        ev->diag->message ? ev->diag->message : "");
}

/* One run of the launch as V says, from the device memory in SNAP; its result into R, and the
 * race check's explanations into WHY when V runs it. */
static void run_variant(cr_session *s, const variant *v, const layout *L, const uint8_t *snap, result *r,
                        sess_buf *why, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                        size_t shared, const uint8_t *params, uint32_t param_size)
{
    mem_write(s, L, snap);
    cr_options keep = s->opts;
    cr_event_fn fn = s->on_event;
    void *ctx = s->ctx;
    struct sess_san *san = s->san;
    uint64_t nlaunches = s->nlaunches, clock = s->clock;
    int sticky = s->sticky_error, last = s->last_error;
    s->opts.memory_weak = v->weak;
    s->opts.sched_seed = v->seed;
    s->opts.sanitize = v->sanitize ? DM_SAN_RACE | DM_SAN_SYNC : 0;
    s->opts.sanitize_json = 0;
    s->san = NULL;
    s->san_capture = v->sanitize ? why : NULL;
    s->lanes_apart = v->lanes_apart;
    s->on_event = capture;
    s->ctx = r;
    sess_dev_clear(s);
    sess_run_grid(s, kernel, grid, block, shared, params, param_size);
    sess_dev_run(s, 0);
    (void)sess_sync(s);
    r->error = s->sticky_error;
    r->mem = sess_xmalloc(L->total ? L->total : 1);
    mem_read(s, L, r->mem);
    sess_san_free(s);
    s->san = san;
    s->san_capture = NULL;
    s->lanes_apart = false;
    s->on_event = fn;
    s->ctx = ctx;
    s->opts = keep;
    s->nlaunches = nlaunches;
    s->clock = clock;
    s->sticky_error = sticky;
    s->last_error = last;
}

static bool same_result(const result *a, const result *b, uint64_t n)
{
    return a->error == b->error && a->out.len == b->out.len &&
           (!a->out.len || !memcmp(a->out.p, b->out.p, a->out.len)) && !memcmp(a->mem, b->mem, n);
}

/* The first line where the outputs A and B differ, as "line N: A "..." B "..."". */
static void output_diff(cr_session *s, const result *a, const result *b, char la, char lb)
{
    const char *p = a->out.p ? a->out.p : "", *q = b->out.p ? b->out.p : "";
    const char *pe = p + a->out.len, *qe = q + b->out.len;
    int line = 1;
    while (p < pe && q < qe) {
        size_t n1 = strcspn(p, "\n"), n2 = strcspn(q, "\n");
        if (n1 > (size_t)(pe - p))
            n1 = (size_t)(pe - p);
        if (n2 > (size_t)(qe - q))
            n2 = (size_t)(qe - q);
        if (n1 != n2 || memcmp(p, q, n1)) {
            say(s, "    output line %d: %c \"%.*s\", %c \"%.*s\"\n", line, la, (int)n1, p, lb, (int)n2, q);
            return;
        }
        p += n1 + (p + n1 < pe);
        q += n2 + (q + n2 < qe);
        line++;
    }
    say(s, "    output: %c has %s lines than %c\n", lb, q < qe ? "more" : "fewer", la);
}

/* What differs between results A and B: the output, the error, the words of device memory. */
static void show_diff(cr_session *s, const layout *L, const result *a, const result *b, char la, char lb)
{
    if (a->out.len != b->out.len || (a->out.len && memcmp(a->out.p, b->out.p, a->out.len)))
        output_diff(s, a, b, la, lb);
    if (a->error != b->error)
        say(s, "    the launch's error: %c %s, %c %s\n", la, a->error ? cr_error_name(a->error) : "none", lb,
            b->error ? cr_error_name(b->error) : "none");
    uint64_t off = 0, shown = 0, words = 0;
    for (size_t i = 0; i < L->r.len; i++) {
        const region *r = &L->r.p[i];
        for (uint64_t o = 0; o < r->size; o += 4) {
            uint64_t n = r->size - o < 4 ? r->size - o : 4;
            if (!memcmp(a->mem + off + o, b->mem + off + o, n))
                continue;
            words++;
            if (shown++ >= SHOW_DIFFS)
                continue;
            uint32_t va = 0, vb = 0;
            memcpy(&va, a->mem + off + o, n);
            memcpy(&vb, b->mem + off + o, n);
            sess_buf name = {0};
            sess_san_name(s, r->base + o, (int)n, &name);
            say(s, "    %s: %c 0x%08x (%d), %c 0x%08x (%d)\n", name.len ? name.p : "device memory", la, va,
                (int32_t)va, lb, vb, (int32_t)vb);
            sess_buf_free(&name);
        }
        off += r->size;
    }
    if (words > SHOW_DIFFS)
        say(s, "    ... %llu words of device memory differ in all\n", (unsigned long long)words);
}

static void report(cr_session *s, const char *kernel, const uint32_t grid[3], const uint32_t block[3],
                   const variant *v, result *res, int n, const layout *L, const sess_buf *why)
{
    int labels = 0;
    char label[64];
    for (int i = 0; i < n; i++) {
        res[i].label = i;
        for (int j = 0; j < i; j++)
            if (same_result(&res[j], &res[i], L->total)) {
                res[i].label = res[j].label;
                break;
            }
        if (res[i].label == i)
            label[i] = (char)('A' + labels++);
    }
    say(s, "compare: %s<<<(%u,%u,%u), (%u,%u,%u)>>>, %d runs from the same device memory:\n", kernel,
        grid[0], grid[1], grid[2], block[0], block[1], block[2], n);
    for (int i = 0; i < n; i++)
        say(s, "  %-52s result %c%s\n", v[i].name, label[res[i].label],
            res[i].err.len ? " (with messages on standard error)" : "");
    if (labels == 1) {
        say(s, "every run gives the same output and device memory\n");
    } else {
        for (int i = 1; i < n; i++) {
            if (res[i].label != i)
                continue;
            say(s, "%c differs from A:\n", label[i]);
            show_diff(s, L, &res[0], &res[i], 'A', label[i]);
        }
    }
    for (int i = 0; i < n; i++)
        if (res[i].label == i && res[i].err.len)
            say(s, "messages of %c:\n%.*s", label[i], (int)res[i].err.len, res[i].err.p);
    if (why->len)
        say(s, "%s (the race check, over run (b)):\n%.*s",
            labels == 1 ? "they agree here, but the launch has data races all the same, and another "
                          "schedule may not" :
                          "why: the launch has data races, and what a race gives is up to the schedule "
                          "and the memory model",
            (int)why->len, why->p);
    else if (labels == 1)
        say(s, "the race check found no data race in it: every schedule and memory model gives this "
               "result\n");
    else
        say(s, "the race check found no data race to explain the difference\n");
}

void sess_compare_launch(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                         size_t shared, const uint8_t *params, uint32_t param_size)
{
    if (!s->compare_left || s->comparing)
        return;
    if (s->compare_left > 0)
        s->compare_left--;
    vm_func *k = s->prog->funcs.p[kernel];
    const char *at = k->pretty ? strstr(k->pretty, k->name) : NULL;
    const char *kname = at ? at : k->name;
    layout L = {0};
    if (!memory_layout(s, &L)) {
        sess_buf b = {0};
        sess_buf_printf(&b, "compare: %s was not compared: the device holds %s of allocations and "
                            "variables, and a comparison copies at most %s of them for each run\n",
                        kname, dm_size_text(L.total).s, dm_size_text(COMPARE_CAP).s);
        sess_emit(s, CR_EV_STDERR, b.p, b.len, 0);
        sess_buf_free(&b);
        VEC_FREE(L.r);
        return;
    }
    s->comparing = true;
    int seeds = s->compare_seeds ? s->compare_seeds : 4;
    variant v[2 + 16];
    char names[16][64];
    int n = 0;
    v[n++] = (variant){"(a) lockstep warps, as before Volta", false, false, false, 0};
    v[n++] = (variant){"(b) independent thread scheduling, lanes apart", true, false, true, 0};
    for (int i = 0; i < seeds && i < 16; i++) {
        snprintf(names[i], sizeof names[i], "(c) weak memory model, seed %d", i + 1);
        v[n++] = (variant){names[i], false, true, false, (uint64_t)i + 1};
    }
    /* the session's state that the runs must not see or change */
    bool pending = s->pending;
    int pending_error = s->pending_error;
    char *pending_msg = s->pending_msg, *pending_stderr = s->pending_stderr;
    s->pending = false;
    s->pending_error = 0;
    s->pending_msg = s->pending_stderr = NULL;
    uint8_t *snap = sess_xmalloc(L.total ? L.total : 1);
    mem_read(s, &L, snap);
    result res[2 + 16];
    memset(res, 0, sizeof res);
    sess_buf why = {0};
    for (int i = 0; i < n; i++)
        run_variant(s, &v[i], &L, snap, &res[i], &why, kernel, grid, block, shared, params, param_size);
    mem_write(s, &L, snap);
    s->pending = pending;
    s->pending_error = pending_error;
    s->pending_msg = pending_msg;
    s->pending_stderr = pending_stderr;
    report(s, kname, grid, block, v, res, n, &L, &why);
    for (int i = 0; i < n; i++) {
        sess_buf_free(&res[i].out);
        sess_buf_free(&res[i].err);
        free(res[i].mem);
    }
    sess_buf_free(&why);
    free(snap);
    VEC_FREE(L.r);
    s->comparing = false;
}

cr_status sess_compare_command(cr_session *s, const char *args, const char *body,
                               cr_status (*run)(cr_session *s, const char *body))
{
    while (*args == ' ' || *args == '\t')
        args++;
    if (!strncmp(args, "seeds=", 6)) {
        char *end;
        long n = strtol(args + 6, &end, 10);
        if (end == args + 6 || n < 1 || n > 16) {
            sess_emit_text(s, CR_EV_STDERR, "usage: :compare [seeds=N] (N from 1 to 16), :compare off\n");
            return CR_ERR_USAGE;
        }
        s->compare_seeds = (int)n;
        args = end;
        while (*args == ' ' || *args == '\t')
            args++;
    }
    if (!strcmp(args, "off")) {
        s->compare_left = 0;
        say(s, "compare off\n");
        return CR_OK;
    }
    if (*args) {
        sess_emit_text(s, CR_EV_STDERR, "usage: :compare [seeds=N] (N from 1 to 16), :compare off\n");
        return CR_ERR_USAGE;
    }
    if (body) {
        int was = s->compare_left;
        s->compare_left = -1;
        cr_status st = run(s, body);
        s->compare_left = was;
        return st;
    }
    s->compare_left = 1;
    int seeds = s->compare_seeds ? s->compare_seeds : 4;
    say(s, "the next launch runs %d ways first: lockstep warps, independent thread scheduling, and "
           "the weak memory model with %d seed%s\n", 2 + seeds, seeds, seeds == 1 ? "" : "s");
    return CR_OK;
}
