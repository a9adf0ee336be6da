/* sanitize.c — the sanitizer in a session (see sanitize.h): the checks in force, what a launch's
 * reports say about the program (functions, variables, allocations), and the summary.
 *
 * The layout of the reports follows compute-sanitizer's (lines that begin "========= ", an
 * ERROR SUMMARY at the end of a program), so that people who know it can read them; what
 * cudarepl adds (which memory, which threads, what would order the accesses) comes on further
 * lines of the same block.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/dm_errors.h"
#include "interp/session/sanitize.h"
#include "interp/session/cell.h"
#include "interp/session/trace.h"

bool sess_san_parse(const char *spec, size_t n, unsigned *checks)
{
    unsigned c = 0;
    size_t i = 0;
    if (n == 0)
        return false;
    while (i < n) {
        size_t j = i;
        while (j < n && spec[j] != ',')
            j++;
        size_t k = j - i;
        const char *w = spec + i;
        if ((k == 2 && !strncmp(w, "on", 2)) || (k == 3 && !strncmp(w, "all", 3)))
            c |= DM_SAN_ALL;
        else if (k == 3 && !strncmp(w, "off", 3))
            c = 0;
        else if (k == 4 && !strncmp(w, "race", 4))
            c |= DM_SAN_RACE;
        else if (k == 4 && !strncmp(w, "init", 4))
            c |= DM_SAN_INIT;
        else if (k == 4 && !strncmp(w, "sync", 4))
            c |= DM_SAN_SYNC;
        else if (k == 3 && !strncmp(w, "mem", 3))
            c |= DM_SAN_MEM;
        else if (k == 4 && !strncmp(w, "leak", 4))
            c |= DM_SAN_MEM | DM_SAN_LEAK;
        else
            return false;
        i = j + 1;
    }
    *checks = c;
    return true;
}

/* ---- What a report names ------------------------------------------------------------------- */

typedef struct {
    vm_program *prog;
    vm_func *kernel;
    dm_mem *mem;
} san_ctx;

typedef struct {
    char *name, *text;
} kept_source;

struct sess_san {
    dm_san *d;
    san_ctx launch;          /* what the launch's reports name */
    sess_map sources;        /* cell name -> its text (the notebook view shows the raced lines) */
    char *line;              /* the last line line_text gave */
};

int cr_sanitize_checks(const char *spec, unsigned *checks)
{
    return sess_san_parse(spec, strlen(spec), checks);
}

static dm_san *state(cr_session *s)
{
    if (!s->san) {
        s->san = sess_xcalloc(1, sizeof *s->san);
        s->san->d = dm_san_new(s->opts.sanitize);
    }
    dm_san_set_checks(s->san->d, s->opts.sanitize);
    dm_san_set_json(s->san->d, s->opts.sanitize_json != 0);
    return s->san->d;
}

void sess_san_free(cr_session *s)
{
    if (!s->san)
        return;
    dm_san_free(s->san->d);
    for (int i = 0; i < s->san->sources.cap; i++)
        if (s->san->sources.e && s->san->sources.e[i].key) {
            kept_source *k = s->san->sources.e[i].val;
            free(k->name);
            free(k->text);
            free(k);
        }
    sess_map_free(&s->san->sources);
    free(s->san->line);
    free(s->san);
    s->san = NULL;
}

/* The function of PC, named as compute-sanitizer names it: "name(parameter types)". */
static void where(void *ctx, uint32_t pc, const char **file, int *line, uint32_t *entry, const char **func)
{
    const san_ctx *x = ctx;
    const vm_program *p = x->prog;
    if (pc < p->locs.len && p->locs.p[pc].file < p->strings.len) {
        *file = p->strings.p[p->locs.p[pc].file];
        *line = p->locs.p[pc].line;
    }
    for (size_t i = 0; i < p->funcs.len; i++) {
        const vm_func *f = p->funcs.p[i];
        if (f->defined && pc >= f->entry && pc < f->end) {
            *entry = f->entry;
            const char *at = f->pretty ? strstr(f->pretty, f->name) : NULL;
            *func = at && strchr(at, '(') ? at : f->name;
            return;
        }
    }
}

/* NAME[i][j] for the element at byte OFF of SYM when the access is one element of it. */
static void element(const vm_symbol *sym, const char *name, uint64_t off, int size, sess_buf *out)
{
    uint64_t dims[8];
    int nd = 0;
    const char *t = sym ? sym->type_name : NULL;
    for (const char *q = t ? strchr(t, '[') : NULL; q && nd < 8; q = strchr(q + 1, '['))
        dims[nd++] = strtoull(q + 1, NULL, 10);
    uint64_t count = 1;
    for (int i = 0; i < nd; i++)
        count *= dims[i] ? dims[i] : 1;
    uint64_t esize = nd && sym->size ? sym->size / count : 0;
    if (nd && esize == (uint64_t)size && off % esize == 0 && dims[0]) {
        uint64_t idx = off / esize, sub[8];
        for (int i = nd - 1; i >= 0; i--) {
            uint64_t d = dims[i] ? dims[i] : 1;
            sub[i] = idx % d;
            idx /= d;
        }
        sess_buf_puts(out, name);
        for (int i = 0; i < nd; i++)
            sess_buf_printf(out, "[%llu]", (unsigned long long)sub[i]);
    } else if (off)
        sess_buf_printf(out, "%s + %llu bytes", name, (unsigned long long)off);
    else
        sess_buf_puts(out, name);
}

static void name_addr(void *ctx, uint64_t addr, int size, bool shared, sess_buf *out)
{
    const san_ctx *x = ctx;
    if (shared) {
        uint64_t off = addr - x->mem->shared_base - DM_SHARED_RESERVED;
        const vm_func *k = x->kernel;
        for (uint32_t i = 0; i < k->nshared_off && i < x->prog->syms.len; i++) {
            const vm_symbol *sym = x->prog->syms.p[i];
            int32_t o = k->shared_off[i];
            if (o >= 0 && !sym->dyn_shared && off >= (uint64_t)o && off < (uint64_t)o + sym->size) {
                element(sym, sym->name, off - (uint64_t)o, size, out);
                return;
            }
        }
        uint64_t dyn = (k->static_shared + 15u) & ~15u;
        if (off >= dyn) {
            const char *dname = "dynamic shared memory";
            for (size_t i = 0; i < x->prog->syms.len; i++)
                if (x->prog->syms.p[i]->dyn_shared) {
                    dname = x->prog->syms.p[i]->name;
                    break;
                }
            if (off - dyn && off % (uint64_t)size == 0 && size)
                sess_buf_printf(out, "%s[%llu] (extern __shared__)", dname,
                                (unsigned long long)((off - dyn) / (uint64_t)size));
            else
                sess_buf_printf(out, "%s (extern __shared__)", dname);
        }
        return;
    }
    const dm_alloc *a = dm_find_alloc(x->mem, addr, (uint64_t)size);
    if (!a)
        return;
    if (a->kind == DM_ALLOC_SYMBOL && a->name) {
        element(vm_find_sym(x->prog, a->name), a->name, addr - a->base, size, out);
        return;
    }
    const char *what = a->kind == DM_ALLOC_MANAGED ? "cudaMallocManaged" : a->kind == DM_ALLOC_HEAP ?
                       "device malloc" : "cudaMalloc";
    sess_buf_printf(out, "byte %llu of the %llu-byte %s allocation at 0x%llx",
                    (unsigned long long)(addr - a->base), (unsigned long long)a->size, what,
                    (unsigned long long)a->base);
}

void sess_san_name(cr_session *s, uint64_t addr, int size, sess_buf *out)
{
    san_ctx x = {s->prog, NULL, &s->mem};
    name_addr(&x, addr, size, false, out);
}

/* ---- Launches ------------------------------------------------------------------------------ */

dm_san *sess_san_begin(cr_session *s, const vm_launch_cfg *c)
{
    if (!s->opts.sanitize)
        return NULL;
    dm_san *san = state(s);
    dm_san_set_volatile_plain(san, s->san_capture != NULL);
    dm_san_launch l;
    memset(&l, 0, sizeof l);
    vm_func *k = c->prog->funcs.p[c->kernel];
    const char *at = k->pretty ? strstr(k->pretty, k->name) : NULL;
    l.kernel = at ? at : k->name;
    memcpy(l.grid, c->grid, sizeof l.grid);
    memcpy(l.block, c->block, sizeof l.block);
    l.code_size = (uint32_t)c->prog->code.len;
    s->san->launch = (san_ctx){c->prog, k, c->mem};
    l.where = where;
    l.where_ctx = &s->san->launch;
    l.name_addr = name_addr;
    l.name_ctx = &s->san->launch;
    l.mem = c->mem;
    dm_san_begin(san, &l);
    return san;
}

void sess_san_keep_source(cr_session *s, const char *name, const char *text)
{
    state(s);
    kept_source *k = sess_map_get(&s->san->sources, name, (int)strlen(name));
    if (k) {
        free(k->text);
        k->text = sess_xstrdup(text);
        return;
    }
    k = sess_xcalloc(1, sizeof *k);
    k->name = sess_xstrdup(name);
    k->text = sess_xstrdup(text);
    sess_map_put(&s->san->sources, k->name, (int)strlen(k->name), k);
}

/* Line LINE of a kept cell named FILE, or NULL. */
static const char *line_text(void *ctx, const char *file, int line)
{
    cr_session *s = ctx;
    kept_source *k = sess_map_get(&s->san->sources, file, (int)strlen(file));
    if (!k)
        return NULL;
    const char *p = k->text;
    for (int n = 1; n < line && p; n++) {
        p = strchr(p, '\n');
        if (p)
            p++;
    }
    if (!p || !*p)
        return NULL;
    size_t len = strcspn(p, "\n");
    free(s->san->line);
    s->san->line = sess_xmalloc(len + 1);
    memcpy(s->san->line, p, len);
    s->san->line[len] = 0;
    return s->san->line;
}

void sess_san_end(cr_session *s, dm_san *san)
{
    if (!san)
        return;
    if (s->san_capture) {
        /* a run of :compare: its races explain the comparison, and are not reported */
        dm_san_explain(san, s->san_capture);
        sess_buf none = {0};
        dm_san_end(san, &none);
        sess_buf_free(&none);
        return;
    }
    if (!s->opts.sanitize_json) {
        /* the notebook's view: the raced lines of the cell marked (a terminal shows none of it) */
        sess_buf html = {0};
        dm_san_html(san, &html, line_text, s);
        if (html.len) {
            cr_event ev;
            memset(&ev, 0, sizeof ev);
            ev.kind = CR_EV_RICH;
            ev.mime = "text/html";
            ev.text = html.p;
            ev.len = html.len;
            ev.alt = "";
            sess_flush_printf(s);
            if (s->on_event)
                s->on_event(s->ctx, &ev);
        }
        sess_buf_free(&html);
    }
    sess_buf out = {0};
    dm_san_end(san, &out);
    if (out.len) {
        sess_flush_printf(s);
        sess_emit_text(s, CR_EV_STDERR, out.p);
    }
    sess_buf_free(&out);
}

/* A JSON record on standard error (the sanitizer's --json form). */
static void emit_json(cr_session *s, json_t *o)
{
    char *t = json_dumps(o, JSON_COMPACT);
    json_decref(o);
    if (!t)
        return;
    sess_buf b = {0};
    sess_buf_puts(&b, t);
    sess_buf_putc(&b, '\n');
    free(t);
    sess_emit_text(s, CR_EV_STDERR, b.p);
    sess_buf_free(&b);
}

void sess_san_fault(cr_session *s, const vm_launch_cfg *c, const vm_fault *f)
{
    if (!(s->opts.sanitize & DM_SAN_MEM) || f->kind == VM_FAULT_NONE)
        return;
    san_ctx x = {c->prog, c->prog->funcs.p[c->kernel], c->mem};
    const char *file = "?", *func = x.kernel->name;
    int line = 0;
    uint32_t entry = 0;
    where(&x, f->pc, &file, &line, &entry, &func);
    const char *space = f->space == DM_W_SHARED ? "__shared__" : f->space == DM_W_LOCAL ? "__local__" :
                        f->space == DM_W_GLOBAL ? "__global__" : "__generic__";
    if (s->opts.sanitize_json) {
        static const char *const kinds[] = {"none", "out-of-bounds", "misaligned", "use-after-free", "null"};
        emit_json(s, json_pack("{s:s, s:s, s:s, s:s, s:i, s:s, s:I, s:{s:s, s:i, s:s, s:i, s:[iii], s:[iii]}}",
                               "check", "mem", "severity", "error", "kind", kinds[f->kind], "access",
                               f->write ? "write" : "read", "size", f->size, "memory",
                               f->space == DM_W_SHARED ? "shared" : f->space == DM_W_LOCAL ? "local" :
                               f->space == DM_W_GLOBAL ? "global" : "generic", "address",
                               (json_int_t)f->addr, "at", "function", func, "offset", (int)((f->pc - entry) * 16),
                               "file", file, "line", line, "thread", (int)f->thread[0], (int)f->thread[1],
                               (int)f->thread[2], "block", (int)f->block[0], (int)f->block[1],
                               (int)f->block[2]));
        dm_san_count_error(state(s));
        return;
    }
    sess_buf b = {0};
    sess_buf_printf(&b, "========= Invalid %s %s of size %d bytes\n", space, f->write ? "write" : "read", f->size);
    sess_buf_printf(&b, "=========     at %s+0x%x in %s:%d\n", func, (f->pc - entry) * 16, file, line);
    sess_buf_printf(&b, "=========     by thread (%u,%u,%u) in block (%u,%u,%u)\n", f->thread[0], f->thread[1],
                    f->thread[2], f->block[0], f->block[1], f->block[2]);
    sess_buf_printf(&b, "=========     Access to 0x%llx ", (unsigned long long)f->addr);
    const dm_alloc *a;
    switch (f->kind) {
    case VM_FAULT_MISALIGNED:
        sess_buf_printf(&b, "is misaligned: a %d-byte access needs an address that is a multiple of %d\n",
                        f->size, f->size);
        break;
    case VM_FAULT_FREED:
        a = dm_released_alloc(c->mem, f->addr);
        sess_buf_puts(&b, "was freed: ");
        if (a)
            sess_buf_printf(&b, "byte %llu of the %llu-byte allocation #%u at 0x%llx, which %s "
                            "released (a use after free)\n", (unsigned long long)(f->addr - a->base),
                            (unsigned long long)a->size, a->serial, (unsigned long long)a->base,
                            a->freed_by ? a->freed_by : "cudaFree");
        else
            sess_buf_puts(&b, "a use after free\n");
        break;
    case VM_FAULT_NULL:
        sess_buf_puts(&b, "is a null pointer's (plus an offset)\n");
        break;
    default:
        a = f->space == DM_W_GLOBAL ? dm_nearest_alloc(c->mem, f->addr) : NULL;
        sess_buf_puts(&b, "is out of bounds");
        /* memcheck counts from the allocation's last byte: the first byte past it is "1 bytes after" */
        if (a && f->addr >= a->base + a->size)
            sess_buf_printf(&b, "\n=========     and is %llu bytes after the nearest allocation at 0x%llx of "
                            "size %llu bytes", (unsigned long long)(f->addr - (a->base + a->size) + 1),
                            (unsigned long long)a->base, (unsigned long long)a->size);
        else if (a && f->addr < a->base)
            sess_buf_printf(&b, "\n=========     and is %llu bytes before the nearest allocation at 0x%llx "
                            "of size %llu bytes", (unsigned long long)(a->base - f->addr),
                            (unsigned long long)a->base, (unsigned long long)a->size);
        sess_buf_puts(&b, "\n");
        break;
    }
    sess_buf_puts(&b, "========= \n");
    sess_flush_printf(s);
    sess_emit_text(s, CR_EV_STDERR, b.p);
    sess_buf_free(&b);
    dm_san_count_error(state(s));
}

void sess_san_who(cr_session *s, uint64_t addr, uint64_t size)
{
    sess_buf b = {0};
    dm_san_who(state(s), addr, size, &b);
    sess_emit_text(s, CR_EV_STDOUT, b.p);
    sess_buf_free(&b);
}

void sess_san_host_wrote(cr_session *s, uint64_t addr, uint64_t n)
{
    if (s->opts.sanitize & DM_SAN_INIT)
        dm_san_host_wrote(state(s), addr, n);
}

void sess_san_freed(cr_session *s, uint64_t addr, uint64_t n)
{
    if (s->san)
        dm_san_forget(s->san->d, addr, n);
}

int sess_san_api_error(cr_session *s, const char *func, int err, const char *why)
{
    if (err && s->opts.sanitize & DM_SAN_MEM && s->opts.sanitize_json) {
        if (!strncmp(func, "__cr_rt_", 8))
            func += 8;
        json_t *o = json_pack("{s:s, s:s, s:s, s:s, s:s, s:i, s:s}", "check", "mem", "severity", "error", "kind",
                              "api-error", "function", func, "error", dm_error_name(err), "code", err, "string",
                              dm_error_string(err));
        if (why)
            json_object_set_new(o, "why", json_string(why));
        sess_flush_printf(s);
        emit_json(s, o);
        dm_san_count_error(state(s));
    } else if (err && s->opts.sanitize & DM_SAN_MEM) {
        if (!strncmp(func, "__cr_rt_", 8))
            func += 8;
        sess_buf b = {0};
        sess_buf_printf(&b, "========= Program hit %s (error %d) due to \"%s\" on CUDA API call to %s.\n",
                        dm_error_name(err), err, dm_error_string(err), func);
        if (why)
            sess_buf_printf(&b, "=========     %s\n", why);
        sess_buf_puts(&b, "========= \n");
        sess_flush_printf(s);
        sess_emit_text(s, CR_EV_STDERR, b.p);
        sess_buf_free(&b);
        dm_san_count_error(state(s));
    }
    return sess_set_error(s, err);
}

/* N with a comma every three digits, as compute-sanitizer writes byte counts. */
static void thousands(sess_buf *b, uint64_t n)
{
    char d[32];
    int len = snprintf(d, sizeof d, "%llu", (unsigned long long)n);
    for (int i = 0; i < len; i++) {
        if (i && (len - i) % 3 == 0)
            sess_buf_putc(b, ',');
        sess_buf_putc(b, d[i]);
    }
}

/* Device allocations still live: what --leak-check reports at the end. */
static void leaks(cr_session *s)
{
    uint64_t bytes = 0, n = 0;
    sess_buf b = {0};
    for (size_t i = 0; i < s->mem.allocs.len; i++) {
        const dm_alloc *a = &s->mem.allocs.p[i];
        if (a->kind != DM_ALLOC_DEVICE && a->kind != DM_ALLOC_MANAGED)
            continue;
        bytes += a->size;
        n++;
        dm_san_count_error(state(s));
        if (s->opts.sanitize_json) {
            emit_json(s, json_pack("{s:s, s:s, s:s, s:I, s:I, s:s, s:i}", "check", "mem", "severity", "error",
                                   "kind", "leak", "bytes", (json_int_t)a->size, "address", (json_int_t)a->base,
                                   "allocator", a->kind == DM_ALLOC_MANAGED ? "cudaMallocManaged" : "cudaMalloc",
                                   "allocation", (int)a->serial));
            continue;
        }
        sess_buf_puts(&b, "========= Leaked ");
        thousands(&b, a->size);
        sess_buf_printf(&b, " bytes at 0x%llx\n=========     %s allocation #%u, never released with "
                        "cudaFree\n========= \n", (unsigned long long)a->base,
                        a->kind == DM_ALLOC_MANAGED ? "cudaMallocManaged" : "cudaMalloc", a->serial);
    }
    if (s->opts.sanitize_json) {
        emit_json(s, json_pack("{s:s, s:I, s:I}", "check", "leak-summary", "bytes", (json_int_t)bytes,
                               "allocations", (json_int_t)n));
        sess_buf_free(&b);
        return;
    }
    sess_buf_printf(&b, "========= LEAK SUMMARY: %llu bytes leaked in %llu allocations\n",
                    (unsigned long long)bytes, (unsigned long long)n);
    sess_emit_text(s, CR_EV_STDERR, b.p);
    sess_buf_free(&b);
}

/* ---- %%expect -------------------------------------------------------------------------------- */

const char *const sess_expect_names[EXPECT_NAMES] = {"races", "benign_races", "uninitialized_reads",
                                                     "barrier_errors", "bank_conflicts",
                                                     "divergent_branches"};

typedef struct {
    int name;                /* index into sess_expect_names */
    char op[3];
    uint64_t value;
    const char *text;        /* the condition as written */
    size_t len;
} expect_cond;

/* The next condition of *P (advanced past it and its comma); false at the end, or with *BAD
 * set when the text is not a condition. */
static bool next_cond(const char **p, expect_cond *c, bool *bad)
{
    const char *q = *p;
    while (*q == ' ' || *q == '\t' || *q == ',')
        q++;
    if (!*q || *q == '\n')
        return false;
    c->text = q;
    size_t n = 0;
    while (q[n] == '_' || (q[n] >= 'a' && q[n] <= 'z'))
        n++;
    c->name = -1;
    for (int i = 0; i < EXPECT_NAMES; i++)
        if (strlen(sess_expect_names[i]) == n && !strncmp(q, sess_expect_names[i], n))
            c->name = i;
    if (n == 19 && !strncmp(q, "uninitialised_reads", 19))
        c->name = 2;
    q += n;
    while (*q == ' ')
        q++;
    size_t k = 0;
    while (k < 2 && (q[k] == '=' || q[k] == '!' || q[k] == '<' || q[k] == '>'))
        k++;
    memcpy(c->op, q, k);
    c->op[k] = 0;
    q += k;
    while (*q == ' ')
        q++;
    char *end;
    c->value = strtoull(q, &end, 10);
    bool op_ok = !strcmp(c->op, "==") || !strcmp(c->op, "!=") || !strcmp(c->op, "<") ||
                 !strcmp(c->op, "<=") || !strcmp(c->op, ">") || !strcmp(c->op, ">=");
    if (c->name < 0 || !op_ok || end == q) {
        *bad = true;
        return false;
    }
    c->len = (size_t)(end - c->text);
    *p = end;
    return true;
}

cr_status sess_expect_parse(cr_session *s, const char *conds, unsigned *checks, bool *trace)
{
    *checks = 0;
    *trace = false;
    const char *p = conds;
    expect_cond c;
    bool bad = false;
    int n = 0;
    while (next_cond(&p, &c, &bad)) {
        n++;
        if (c.name <= 3)
            *checks |= c.name == 2 ? DM_SAN_INIT : c.name == 3 ? DM_SAN_SYNC : DM_SAN_RACE;
        else
            *trace = true;
    }
    if (bad || !n) {
        sess_buf b = {0};
        sess_buf_puts(&b, "usage: %%expect NAME OP NUMBER, ... on the first line of a cell (OP: == != < <= "
                          "> >=; NAME:");
        for (int i = 0; i < EXPECT_NAMES; i++)
            sess_buf_printf(&b, " %s", sess_expect_names[i]);
        sess_buf_puts(&b, ")\n");
        sess_emit_text(s, CR_EV_STDERR, b.p);
        sess_buf_free(&b);
        return CR_ERR_USAGE;
    }
    return CR_OK;
}

void sess_expect_counts(cr_session *s, uint64_t out[EXPECT_NAMES])
{
    dm_san_count c = {0};
    if (s->san)
        dm_san_counts(s->san->d, &c);
    out[0] = c.races;
    out[1] = c.benign_races;
    out[2] = c.uninitialized_reads;
    out[3] = c.barrier_errors;
    sess_trace_totals(s, &out[4], &out[5]);
}

cr_status sess_expect_judge(cr_session *s, const char *conds, const uint64_t before[EXPECT_NAMES],
                            const uint64_t after[EXPECT_NAMES])
{
    const char *p = conds;
    expect_cond c;
    bool bad = false, all = true;
    while (next_cond(&p, &c, &bad)) {
        uint64_t v = after[c.name] - before[c.name];
        bool ok = !strcmp(c.op, "==") ? v == c.value : !strcmp(c.op, "!=") ? v != c.value :
                  !strcmp(c.op, "<") ? v < c.value : !strcmp(c.op, "<=") ? v <= c.value :
                  !strcmp(c.op, ">") ? v > c.value : v >= c.value;
        char line[256];
        snprintf(line, sizeof line, "%s %.*s: the cell's launches had %llu\n", ok ? "expected and held:" :
                 "expected but did not hold:", (int)c.len, c.text, (unsigned long long)v);
        sess_emit_text(s, ok ? CR_EV_STDOUT : CR_EV_STDERR, line);
        all &= ok;
    }
    return all ? CR_OK : CR_ERR_EXPECT;
}

void sess_san_banner(cr_session *s)
{
    if (s->opts.sanitize && !s->opts.sanitize_json)
        sess_emit_text(s, CR_EV_STDERR, "========= CUDAREPL SANITIZER\n");
}

void sess_san_summary(cr_session *s)
{
    if (!s->opts.sanitize)
        return;
    if (s->opts.sanitize & DM_SAN_LEAK)
        leaks(s);
    uint64_t n = s->san ? dm_san_errors(s->san->d) : 0;
    char line[160];
    if (s->opts.sanitize_json) {
        dm_san_count c = {0};
        if (s->san)
            dm_san_counts(s->san->d, &c);
        emit_json(s, json_pack("{s:s, s:I, s:I, s:I, s:I, s:I, s:I}", "check", "summary", "errors", (json_int_t)n,
                               "warnings", (json_int_t)(s->san ? dm_san_warnings(s->san->d) : 0), "races",
                               (json_int_t)c.races, "benign_races", (json_int_t)c.benign_races,
                               "uninitialized_reads", (json_int_t)c.uninitialized_reads, "barrier_errors",
                               (json_int_t)c.barrier_errors));
        return;
    }
    if (s->opts.sanitize & DM_SAN_RACE) {
        uint64_t e = s->san ? dm_san_race_errors(s->san->d) : 0, w = s->san ? dm_san_warnings(s->san->d) : 0;
        snprintf(line, sizeof line, "========= RACECHECK SUMMARY: %llu hazard%s displayed (%llu error%s, "
                 "%llu warning%s)\n", (unsigned long long)(e + w), e + w == 1 ? "" : "s",
                 (unsigned long long)e, e == 1 ? "" : "s", (unsigned long long)w, w == 1 ? "" : "s");
        sess_emit_text(s, CR_EV_STDERR, line);
    }
    snprintf(line, sizeof line, "========= ERROR SUMMARY: %llu error%s\n", (unsigned long long)n,
             n == 1 ? "" : "s");
    sess_emit_text(s, CR_EV_STDERR, line);
}

static void say(cr_session *s, const char *text)
{
    sess_emit_text(s, CR_EV_STDOUT, text);
}

cr_status sess_san_command(cr_session *s, const char *args)
{
    while (*args == ' ' || *args == '\t')
        args++;
    size_t n = strcspn(args, " \t\n");
    unsigned c;
    if (n == 0 || (n == 6 && !strncmp(args, "status", 6))) {
        /* the settings */
    } else if (sess_san_parse(args, n, &c)) {
        s->opts.sanitize = c;
    } else {
        sess_emit_text(s, CR_EV_STDERR, "usage: :sanitize [on|off|race,init,sync,mem,leak|status]\n");
        return CR_ERR_USAGE;
    }
    unsigned k = s->opts.sanitize;
    if (!k) {
        say(s, "sanitizer off\n");
        return CR_OK;
    }
    char line[160];
    snprintf(line, sizeof line, "sanitizer on:%s%s%s%s%s (reports follow each launch that finds something)\n",
             k & DM_SAN_RACE ? " race" : "", k & DM_SAN_INIT ? " init" : "", k & DM_SAN_SYNC ? " sync" : "",
             k & DM_SAN_MEM ? " mem" : "", k & DM_SAN_LEAK ? " leak" : "");
    say(s, line);
    return CR_OK;
}
