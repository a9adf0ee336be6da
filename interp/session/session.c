/* session.c — sessions, the device-code pipeline (preprocess, parse, generate, load), launches
 * and the CUDA error state (see session.h).
 */
#include <errno.h>
#include <limits.h>
#include <malloc.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "devmodel/dm_errors.h"
#include "interp/front/cg.h"
#include "interp/front/lex.h"
#include "interp/front/pp.h"
#include "interp/host/host.h"
#include "interp/session/session.h"
#include "interp/session/compare.h"
#include "interp/session/devlaunch.h"
#include "interp/session/sanitize.h"
#include "interp/session/trace.h"
#include "interp/vm/exec.h"
#include "interp/session/guide.h"

void cr_options_default(cr_options *o)
{
    memset(o, 0, sizeof *o);
    o->step_budget = 1ull << 32;
    /* the pool of threads on every core the process may use, or what the environment says (a
     * JupyterHub's spawner: docs/jupyterhub.md, "Limits") */
    const char *t = getenv("CUDAREPL_THREADS");
    o->threads = t && *t >= '0' && *t <= '9' ? (unsigned)strtoul(t, NULL, 10) : 0;
}

/* A front end's memory comes in hundreds of small pieces that a run touches once each: on a
 * virtual machine a page fault costs several microseconds, and a program's run took some 1,900
 * of them. The heap grown once by HEAP_AHEAD and given transparent huge pages (where the
 * kernel gives them on request, madvise mode) takes a fault per 2 MiB instead; blocks up to
 * 32 MiB come from it too, not from mmap's fresh pages. Measured (docs/design.md): a program
 * of one kernel 40 -> 28 ms of CPU, 1,480 -> 440 faults, 2 MB more resident. */
#define HEAP_AHEAD (64u << 20)

void cr_tune_memory(void)
{
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TOP_PAD, HEAP_AHEAD);
    mallopt(M_TRIM_THRESHOLD, 2 * HEAP_AHEAD);
    void *p = malloc(HEAP_AHEAD - 4096);
    if (!p)
        return;
    uintptr_t huge = 2u << 20, lo = ((uintptr_t)p + huge - 1) & ~(huge - 1),
              hi = ((uintptr_t)p + HEAP_AHEAD - 4096) & ~(huge - 1);
    if (hi > lo)
        (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
    free(p); /* (the heap's top: kept, as M_TRIM_THRESHOLD says, with its advice) */
}

/* The cores this process may use: those its CPU affinity names, fewer where a cgroup's CPU
 * quota gives it less time (a container, a JupyterHub spawner's cpu_limit): a thread per core
 * it cannot have would only take turns with the others. */
unsigned cr_usable_cpus(void)
{
    static unsigned n;
    if (n)
        return n;
    cpu_set_t set;
    long cpus = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : sysconf(_SC_NPROCESSORS_ONLN);
    cpus = cpus > 0 ? cpus : 1;
    /* cgroup v2's "QUOTA PERIOD" (or "max"), else v1's two files */
    long long quota = -1, period = 0;
    FILE *f = fopen("/sys/fs/cgroup/cpu.max", "r");
    if (f) {
        if (fscanf(f, "%lld %lld", &quota, &period) != 2)
            quota = -1;
        fclose(f);
    } else if ((f = fopen("/sys/fs/cgroup/cpu/cpu.cfs_quota_us", "r"))) {
        if (fscanf(f, "%lld", &quota) != 1)
            quota = -1;
        fclose(f);
        if ((f = fopen("/sys/fs/cgroup/cpu/cpu.cfs_period_us", "r"))) {
            if (fscanf(f, "%lld", &period) != 1)
                period = 0;
            fclose(f);
        }
    }
    if (quota > 0 && period > 0) {
        long long q = (quota + period - 1) / period;
        if (q < cpus)
            cpus = (long)q;
    }
    n = (unsigned)(cpus > 1024 ? 1024 : cpus);
    return n;
}

/* The host memory global memory may take: the option, the environment's, or half the host's. */
static uint64_t memory_cap(const cr_options *o)
{
    if (o->memory_cap)
        return o->memory_cap;
    uint64_t env = cr_parse_size(getenv("CUDAREPL_MEMORY_CAP"));
    if (env)
        return env;
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    return pages > 0 && size > 0 ? (uint64_t)pages * (uint64_t)size / 2 : 0;
}

/* ---- Events -------------------------------------------------------------------------------- */

void sess_emit(cr_session *s, cr_event_kind kind, const char *text, size_t len, int code)
{
    if (!s->on_event)
        return;
    cr_event ev = {0};
    ev.kind = kind;
    ev.text = text ? text : "";
    ev.len = text ? len : 0;
    ev.code = code;
    s->on_event(s->ctx, &ev);
}

void sess_emit_host_fault(cr_session *s, const char *text, size_t len, int signo)
{
    if (!s->on_event)
        return;
    cr_event ev = {0};
    ev.kind = CR_EV_FAULT;
    ev.text = text;
    ev.len = len;
    ev.code = signo;
    ev.fault_host = 1;
    s->on_event(s->ctx, &ev);
}

void sess_emit_text(cr_session *s, cr_event_kind kind, const char *text)
{
    sess_emit(s, kind, text, strlen(text), 0);
}

/* Has diagnostic G (a warning or an error) been printed before? The same message at the same
 * place of the same file (named one way or another: realpath), where the session keeps what
 * it showed (shown_on). The notes after it go with it. */
static bool shown_before(cr_session *s, const cr_diag *g)
{
    if (!s->shown_on || g->severity == CR_SEV_NOTE)
        return false;
    char real[PATH_MAX];
    const char *file = g->file && realpath(g->file, real) ? real : g->file ? g->file : "";
    sess_buf b = {0};
    sess_buf_printf(&b, "%s:%d:%d:%d:%s", file, g->line, g->col, (int)g->severity, g->message ? g->message : "");
    uint64_t h = sess_hash(b.p, b.len);
    sess_buf_free(&b);
    for (size_t k = 0; k < s->shown.len; k++)
        if (s->shown.p[k] == h)
            return true;
    VEC_PUSH(s->shown, h);
    return false;
}

void sess_flush_diags(cr_session *s)
{
    for (size_t i = 0; i < s->diags.list.len; i++) {
        cr_diag *g = &s->diags.list.p[i];
        if (shown_before(s, g)) {
            while (i + 1 < s->diags.list.len && s->diags.list.p[i + 1].severity == CR_SEV_NOTE)
                i++;
            continue;
        }
        sess_buf b = {0};
        sess_diag_format(&b, g, s->opts.color);
        if (s->on_event) {
            cr_event ev = {0};
            ev.kind = CR_EV_DIAG;
            ev.text = b.p ? b.p : "";
            ev.len = b.len;
            ev.diag = g;
            ev.code = g->severity;
            s->on_event(s->ctx, &ev);
        }
        sess_buf_free(&b);
    }
    int more = s->diags.nerrors - (s->diags.max_errors ? s->diags.max_errors : 100);
    if (more > 0) {
        char msg[96];
        snprintf(msg, sizeof msg, "(%d more errors not shown)\n", more);
        sess_emit_text(s, CR_EV_STDERR, msg);
    }
    sess_diags_clear(&s->diags);
}

/* ---- Sessions ------------------------------------------------------------------------------ */

static double monotonic_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void sess_init(cr_session *s, const cr_options *opts, cr_event_fn on_event, void *ctx)
{
    if (opts)
        s->opts = *opts;
    else
        cr_options_default(&s->opts);
    s->on_event = on_event;
    s->ctx = ctx;
    s->props = dm_h200();
    s->host_t0 = monotonic_seconds();
    s->stack_limit = 1024;
    s->dev_pending_limit = 2048;
    if (!lex_find_include_dir(s->include_dir, sizeof s->include_dir))
        s->include_dir[0] = 0;
    s->mem_ok = dm_mem_init(&s->mem, s->props->totalGlobalMem) != 0;
    s->mem.host_cap = memory_cap(&s->opts);
    dm_printf_init(&s->fifo);
    s->prog = vm_program_new();
    ty_basics_init(&s->basics);
    sess_arena_init(&s->arena);
    sess_arena_init(&s->value_arena);
    /* (the device pass parses the headers' function bodies where they stand, unlike the host
     * pass's contexts: parse_ctx_set_library_dir) */
    s->pctx = parse_ctx_new(&s->arena, &s->basics);
    parse_ctx_set_relaxed_constexpr(s->pctx, s->opts.relaxed_constexpr);
    parse_ctx_set_interrupt(s->pctx, &s->interrupt);
    sess_diags_init(&s->diags);
    const char *cache = getenv("CUDAREPL_PP_CACHE"); /* 0: off (bench/), check: compared */
    if (!cache || strcmp(cache, "0")) {
        s->pp_cache = lex_pp_cache_new(cache && !strcmp(cache, "check"));
        char dir[PATH_MAX];
        if (lex_pp_disk_dir(dir, sizeof dir))
            lex_pp_cache_set_dir(s->pp_cache, dir);
    }
    if (!s->mem_ok) {
        char msg[256];
        snprintf(msg, sizeof msg, "cudarepl: cannot reserve address space for device memory (%s)\n",
                 strerror(errno));
        sess_emit_text(s, CR_EV_STDERR, msg);
    }
}

cr_session *cr_session_new(const cr_options *opts, cr_event_fn on_event, void *ctx)
{
    cr_session *s = sess_xcalloc(1, sizeof *s);
    sess_init(s, opts, on_event, ctx);
    return s;
}

void sess_host_free(cr_session *s); /* interp/host */

static void sess_fini(cr_session *s)
{
    free(s->bad_launch);
    sess_dev_clear(s);
    VEC_FREE(s->dev_children);
    VEC_FREE(s->dev_walk);
    sess_host_free(s);
    sess_trace_free(s);
    sess_san_free(s);
    parse_ctx_free(s->pctx);
    sess_arena_free(&s->arena);
    sess_arena_free(&s->value_arena);
    VEC_FREE(s->value_types);
    ty_basics_free(&s->basics);
    vm_program_free(s->prog);
    vm_pool_free(s->pool_keep);
    dm_printf_free(&s->fifo);
    if (s->mem_ok)
        dm_mem_free(&s->mem);
    sess_diags_free(&s->diags);
    free(s->pending_msg);
    free(s->pending_stderr);
    VEC_FREE(s->func_attrs);
    sess_buf_free(&s->prelude);
    sess_map_free(&s->dev_headers);
    lex_pp_cache_free(s->pp_cache);
    sess_buf_free(&s->saved_decls);
    sess_buf_free(&s->saved_stmts);
}

int cr_session_end(cr_session *s, int status)
{
    host_end_program(s, &status);
    return status;
}

void cr_session_free(cr_session *s)
{
    if (!s)
        return;
    sess_fini(s);
    free(s);
}

void sess_reset(cr_session *s)
{
    cr_options opts = s->opts;
    cr_event_fn on_event = s->on_event;
    void *ctx = s->ctx;
    sess_fini(s);
    memset(s, 0, sizeof *s);
    sess_init(s, &opts, on_event, ctx);
}

cr_options *cr_session_options(cr_session *s)
{
    return &s->opts;
}

void cr_interrupt(cr_session *s)
{
    s->interrupt = 1;
    /* host code in a loop of its own is stopped by a signal; a kernel polls the flag */
    if (s->host_active && !s->in_vm)
        pthread_kill(s->host_thread, SIGINT);
}

/* ---- Device code -------------------------------------------------------------------------- */

/* Write SYM's initial bytes (and the addresses its relocations name) into its device storage. */
static void load_symbol(cr_session *s, vm_symbol *sym)
{
    vm_program *p = s->prog;
    void *host = dm_host_ptr(&s->mem, sym->addr, sym->size ? sym->size : 1);
    if (!host)
        return;
    if (sym->init)
        memcpy(host, sym->init, sym->size);
    else
        memset(host, 0, sym->size);
    for (size_t r = 0; r < sym->relocs.len; r++) {
        vm_reloc *rl = &sym->relocs.p[r];
        uint64_t v = rl->target < 0 /* a function pointer (the address LEA_FUNC makes) */
                         ? s->mem.func_base + (uint64_t)(-1 - (int64_t)rl->target) * 16
                         : p->syms.p[rl->target]->addr + (uint64_t)rl->addend;
        if (rl->offset + 8 <= sym->size)
            memcpy((uint8_t *)host + rl->offset, &v, 8);
    }
}

/* cudaDeviceReset: the next call makes a new context, which loads the module again: the
 * __device__ and __constant__ variables hold their initial values again; __managed__ ones keep
 * theirs (an H200: tests/programs/runtime/reset-reloads-variables.cu). */
void sess_reload_symbols(cr_session *s)
{
    for (size_t i = 0; i < s->prog->syms.len; i++) {
        vm_symbol *sym = s->prog->syms.p[i];
        if (sym->defined && sym->addr && (sym->kind == VM_SYM_GLOBAL || sym->kind == VM_SYM_CONST))
            load_symbol(s, sym);
    }
}

cr_status sess_load_symbols(cr_session *s)
{
    if (!s->mem_ok)
        return CR_ERR_NOMEM;
    vm_program *p = s->prog;
    bool *fresh = sess_xcalloc(p->syms.len + 1, sizeof(bool));
    cr_status st = CR_OK;
    for (size_t i = 0; i < p->syms.len; i++) {
        vm_symbol *sym = p->syms.p[i];
        if (!sym->defined || sym->addr || sym->kind == VM_SYM_SHARED)
            continue;
        int r;
        uint64_t size = sym->size ? sym->size : 1;
        switch (sym->kind) {
        case VM_SYM_CONST: case VM_SYM_STRING:
            r = dm_alloc_const(&s->mem, size, sym->align, &sym->addr);
            break;
        case VM_SYM_MANAGED:
            r = dm_alloc_global(&s->mem, size, DM_ALLOC_MANAGED, sym->name, &sym->addr);
            break;
        default:
            r = dm_alloc_global(&s->mem, size, DM_ALLOC_SYMBOL, sym->name, &sym->addr);
            break;
        }
        if (r != 0) {
            char msg[256];
            snprintf(msg, sizeof msg, "cudarepl: no room for device variable '%s' (%llu bytes)%s\n",
                     sym->name, (unsigned long long)size,
                     sym->kind == VM_SYM_CONST ? ": constant memory is 64 KiB" : "");
            sess_emit_text(s, CR_EV_STDERR, msg);
            st = CR_ERR_NOMEM;
            continue;
        }
        fresh[i] = true;
    }
    for (size_t i = 0; i < p->syms.len; i++)
        if (fresh[i])
            load_symbol(s, p->syms.p[i]);
    free(fresh);
    return st;
}

lex_pp_input sess_pp_input(cr_session *s, const char *name, const char *text, lex_pp_mode mode,
                           const char *dir, const char *prelude)
{
    lex_pp_input in = {name, text, mode, s->include_dir[0] ? s->include_dir : NULL, dir,
                       s->opts.defines, s->opts.include_dirs, prelude, &s->interrupt, s->pp_cache, false};
    return in;
}

/* Headers that define classes and functions (not only macros and types), which every cell's
 * device pass includes again (through the prelude of #include lines, or cuda_runtime.h's for
 * __cr_texture): the parser keeps what the first cell defined, so a later cell drops their
 * text (their macros were expanded already). */
static const char *const kept_headers[] = {"cuda_fp16.h", "cuda_fp16_fix.h", "cuda_bf16.h",
                                           "__cr_texture"};

/* What a device pass leaves out of its preprocessed text: a kept header the parser already
 * has, and in a session of cells every header an earlier cell's device pass parsed
 * (s->dev_headers: cuda_runtime.h, the C library's, <iostream>, the user's own), whose
 * declarations the parser keeps, unless the file changed on disk since (a user's header
 * written again: its new definitions replace the old, as they did when every cell's device
 * pass parsed every header). Headers met for the first time, or changed, go into FRESH with
 * their stamps (a cell's pass: RECORD), to be remembered when the pass succeeds. NAME is the
 * source's own name; DECIDED holds what this pass decided for each file (it names a header
 * at each of its line markers), its keys in TEMP. */
typedef struct {
    cr_session *s;
    const char *name;
    unsigned seen;
    bool record;
    bool prelude, own; /* the prelude's text was met; the cell's own text is being read */
    sess_map fresh;
    sess_map decided;
    sess_arena temp;
} dev_filter;

typedef struct {
    int64_t mtime_ns, size, ino;
} file_stamp;

static bool stamp_of(const char *file, size_t n, file_stamp *out)
{
    char path[PATH_MAX];
    struct stat st;
    if (n >= sizeof path)
        return false;
    memcpy(path, file, n);
    path[n] = 0;
    if (stat(path, &st) != 0)
        return false;
    out->mtime_ns = (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
    out->size = (int64_t)st.st_size;
    out->ino = (int64_t)st.st_ino;
    return true;
}

static bool kept_header(void *ctx, const char *file, size_t n)
{
    dev_filter *k = ctx;
    /* the cell's own text follows the prelude's: a header met there is expanded as the cell
     * asks, even one an earlier cell parsed (an X-macro file included again with another
     * X: a guarded header expands to nothing there anyway) */
    if (n > 14 && !memcmp(file, "/proc/self/fd/", 14))
        k->prelude = true;
    else if (k->prelude && n == strlen(k->name) && !memcmp(file, k->name, n))
        k->own = true;
    const char *base = file;
    for (const char *c = file; c < file + n; c++)
        if (*c == '/')
            base = c + 1;
    size_t len = (size_t)(file + n - base);
    bool skip = false;
    for (unsigned i = 0; i < sizeof kept_headers / sizeof kept_headers[0]; i++)
        if (len == strlen(kept_headers[i]) && !memcmp(base, kept_headers[i], len)) {
            k->seen |= 1u << i;
            skip = (k->s->kept_headers >> i) & 1u;
        }
    if (skip || file[0] == '<' || (n == strlen(k->name) && !memcmp(file, k->name, n)) ||
        (n > 14 && !memcmp(file, "/proc/self/fd/", 14)) || /* (the prelude: no header) */
        (!k->record && !k->s->dev_headers.used)) /* (a program's) */
        return skip;
    void *decided = k->own ? NULL : sess_map_get(&k->decided, file, (int)n);
    if (decided)
        return decided == (void *)1;
    file_stamp now;
    const file_stamp *was = sess_map_get(&k->s->dev_headers, file, (int)n);
    bool have = stamp_of(file, n, &now);
    bool blank = !k->own && was && have && !memcmp(was, &now, sizeof now);
    /* (FILE moves as lines are blanked: the keys are copies) */
    sess_map_put(&k->decided, sess_arena_strndup(&k->temp, file, n), (int)n, (void *)(uintptr_t)(blank ? 1 : 2));
    if (!blank && have && k->record) {
        file_stamp *st = sess_arena_alloc(&k->s->arena, sizeof *st);
        *st = now;
        sess_map_put(&k->fresh, sess_arena_strndup(&k->s->arena, file, n), (int)n, st);
    }
    return blank;
}

static cr_status compile_device(cr_session *s, const char *name, const char *text, const char *dir,
                                bool record)
{
    sess_diags_add_source(&s->diags, name, text);
    lex_pp_input in = sess_pp_input(s, name, text, LEX_PP_DEVICE, dir, s->prelude.p);
    char *pp = lex_preprocess(&in, &s->diags);
    if (!pp) {
        sess_flush_diags(s);
        return CR_ERR_COMPILE;
    }
    dev_filter kf = {s, name, 0, record, false, false, {0}, {0}, {0}}; /* a header the parser has: blanked */
    sess_arena_init(&kf.temp);
    lex_blank_files(pp, kept_header, &kf);
    sess_map_free(&kf.decided);
    sess_arena_free(&kf.temp);
    lex_drop_idle_markers(pp);
    lex_tokens toks;
    char *kept = sess_arena_strdup(&s->arena, pp); /* tokens point into it */
    free(pp);
    int ok = lex_tokenize(kept, name, &s->arena, &s->diags, &toks);
    parse_unit unit = {0};
    parse_status ps = PARSE_ERRORS;
    parse_ctx_set_unit(s->pctx, name);
    if (ok)
        ps = parse_unit_tokens(s->pctx, toks, &s->diags, &unit);
    int cg_errors = 0;
    if (ok && ps == PARSE_OK)
        cg_errors = cg_unit(s->prog, &unit, &s->basics, &s->arena, &s->diags, s->opts.fp_mode);
    parse_unit_free(&unit);
    bool errors = !ok || ps != PARSE_OK || cg_errors || s->diags.nerrors;
    sess_flush_diags(s);
    if (!errors) {
        s->kept_headers |= kf.seen;
        for (int i = 0; i < kf.fresh.cap; i++)
            if (kf.fresh.e && kf.fresh.e[i].key) /* (the keys are the session arena's) */
                sess_map_put(&s->dev_headers, kf.fresh.e[i].key, kf.fresh.e[i].keylen, kf.fresh.e[i].val);
    }
    sess_map_free(&kf.fresh);
    if (ps == PARSE_INCOMPLETE)
        return CR_ERR_INCOMPLETE;
    if (errors)
        return CR_ERR_COMPILE;
    return sess_load_symbols(s);
}

cr_status sess_compile_device(cr_session *s, const char *name, const char *text, const char *dir)
{
    return compile_device(s, name, text, dir, false);
}

cr_status sess_compile_cell_device(cr_session *s, const char *name, const char *text, const char *dir)
{
    return compile_device(s, name, text, dir, true);
}

cr_status sess_compile_module(cr_session *s, const lex_pp_input *in, const char *prefix,
                              unsigned fp_mode, sess_diags *d)
{
    sess_diags_add_source(d, in->name, in->text);
    char *pp = lex_preprocess(in, d);
    if (!pp)
        return CR_ERR_COMPILE;
    lex_tokens toks;
    char *kept = sess_arena_strdup(&s->arena, pp); /* tokens point into it */
    free(pp);
    if (!lex_tokenize(kept, in->name, &s->arena, d, &toks))
        return CR_ERR_COMPILE;
    /* a parser of its own: the module sees none of the program's declarations */
    parse_ctx *pc = parse_ctx_new(&s->arena, &s->basics);
    parse_ctx_set_interrupt(pc, &s->interrupt);
    parse_unit unit = {0};
    parse_status ps = parse_unit_tokens(pc, toks, d, &unit);
    int cg_errors = 0;
    if (ps == PARSE_OK) {
        s->prog->unit_prefix = (char *)prefix;
        cg_errors = cg_unit(s->prog, &unit, &s->basics, &s->arena, d, fp_mode);
        s->prog->unit_prefix = NULL;

    }
    parse_unit_free(&unit);
    parse_ctx_free(pc);
    if (ps != PARSE_OK || cg_errors || d->nerrors)
        return CR_ERR_COMPILE;
    return sess_load_symbols(s);
}

cr_status cr_compile_device(cr_session *s, const char *name, const char *text)
{
    return sess_compile_device(s, name, text, NULL);
}

/* ---- Errors --------------------------------------------------------------------------------- */

int sess_set_error(cr_session *s, int err)
{
    if (err)
        s->last_error = err;
    return err;
}

int sess_api_error(cr_session *s)
{
    if (s->sticky_error)
        s->last_error = s->sticky_error;
    return s->sticky_error;
}

int cr_peek_error(cr_session *s)
{
    return s->last_error;
}

int cr_get_error(cr_session *s)
{
    int e = s->last_error;
    s->last_error = 0;
    return e;
}

const char *cr_error_name(int code)
{
    return dm_error_name(code);
}

const char *cr_error_string(int code)
{
    return dm_error_string(code);
}

/* ---- Launches -------------------------------------------------------------------------------- */

void sess_flush_printf(cr_session *s)
{
    uint64_t dropped = s->fifo.dropped;
    s->fifo.dropped = 0;
    if (dropped && s->opts.notes) {
        char msg[256];
        snprintf(msg, sizeof msg, "cudarepl: note: %llu line%s of device printf output dropped: "
                 "the printf FIFO (cudaLimitPrintfFifoSize, %zu bytes) was full, and the oldest "
                 "output is overwritten (" CR_GUIDE_5_3_7_2 ")\n", (unsigned long long)dropped,
                 dropped == 1 ? "" : "s", s->fifo.limit);
        sess_emit_text(s, CR_EV_STDERR, msg);
    }
    if (!dm_printf_pending(&s->fifo))
        return;
    sess_buf out = {0};
    dm_printf_flush(&s->fifo, &out);
    if (out.len)
        sess_emit(s, CR_EV_STDOUT, out.p, out.len, 0);
    sess_buf_free(&out);
}

int sess_sync(cr_session *s)
{
    sess_flush_printf(s);
    if (s->pending) {
        s->pending = false;
        if (s->pending_stderr) {
            sess_emit_text(s, CR_EV_STDERR, s->pending_stderr);
            free(s->pending_stderr);
            s->pending_stderr = NULL;
        }
        if (s->pending_error) {
            s->sticky_error = s->pending_error;
            /* a failed assert has spoken for itself on stderr (its device-side message) */
            if (s->pending_msg && s->pending_error != DM_cudaErrorAssert)
                sess_emit(s, CR_EV_FAULT, s->pending_msg, strlen(s->pending_msg), s->pending_error);
        }
        free(s->pending_msg);
        s->pending_msg = NULL;
        s->pending_error = 0;
    }
    return sess_api_error(s);
}

static uint32_t max_dyn_shared(cr_session *s, uint32_t kernel)
{
    for (size_t i = 0; i < s->func_attrs.len; i++)
        if (s->func_attrs.p[i].func == kernel)
            return s->func_attrs.p[i].max_dyn_shared;
    return 0;
}

static void launch_warn(void *ctx, const char *file, int line, const char *msg)
{
    cr_session *s = ctx;
    sess_diag(&s->diags, CR_SEV_WARNING, file, line, 0, "%s", msg);
    sess_flush_diags(s);
}

/* What a GPU lets pass silently, said to a person (a program's stderr stays the GPU's). */
static void launch_note(void *ctx, const char *file, int line, const char *msg)
{
    cr_session *s = ctx;
    if (!s->opts.notes)
        return;
    sess_buf b = {0};
    sess_buf_printf(&b, "cudarepl: note: %s:%d: %s\n", file ? file : "?", line, msg);
    sess_emit_text(s, CR_EV_STDERR, b.p);
    sess_buf_free(&b);
}

/* Whether a launch's configuration fits the device; when not, *why says how (malloc'ed). */
bool sess_config_ok(cr_session *s, uint32_t kernel, const uint32_t g[3], const uint32_t b[3], size_t shared,
                    char **why)
{
    const dm_props *p = s->props;
    sess_buf w = {0};
    uint64_t threads = (uint64_t)b[0] * b[1] * b[2];
    if (!threads)
        sess_buf_printf(&w, "a block of 0 threads");
    else if (threads > (uint64_t)p->maxThreadsPerBlock)
        sess_buf_printf(&w, "%llu threads per block, more than the %d the device allows",
                        (unsigned long long)threads, p->maxThreadsPerBlock);
    for (int d = 0; d < 3 && !w.len; d++) {
        if (b[d] > (uint32_t)p->maxThreadsDim[d])
            sess_buf_printf(&w, "blockDim.%c = %u, more than the %d the device allows", "xyz"[d], b[d],
                            p->maxThreadsDim[d]);
        else if (!g[d])
            sess_buf_printf(&w, "gridDim.%c = 0: a grid of no blocks", "xyz"[d]);
        else if (g[d] > (uint32_t)p->maxGridSize[d])
            sess_buf_printf(&w, "gridDim.%c = %u, more than the %d the device allows", "xyz"[d], g[d],
                            p->maxGridSize[d]);
    }
    vm_func *k = s->prog->funcs.p[kernel];
    uint64_t limit = p->sharedMemPerBlock;
    uint32_t optin = max_dyn_shared(s, kernel);
    if (optin)
        limit = k->static_shared + (uint64_t)optin;
    if (limit > p->sharedMemPerBlockOptin)
        limit = p->sharedMemPerBlockOptin;
    if (!w.len && (uint64_t)k->static_shared + shared > limit)
        sess_buf_printf(&w, "%llu bytes of shared memory per block (%u static, %zu dynamic), more than "
                        "the %llu allowed", (unsigned long long)(k->static_shared + shared),
                        (unsigned)k->static_shared, shared, (unsigned long long)limit);
    if (!w.len)
        return true;
    *why = sess_buf_take(&w);
    return false;
}

/* Remember a launch refused for its configuration, for the note after the cell. */
static void note_bad_launch(cr_session *s, uint32_t kernel, const uint32_t g[3], const uint32_t b[3],
                            size_t shared, char *why)
{
    if (s->bad_launches++) {
        free(why);
        return;
    }
    sess_buf n = {0};
    sess_buf_printf(&n, "%s<<<", s->prog->funcs.p[kernel]->name);
    for (int i = 0; i < 2; i++) {
        const uint32_t *v = i ? b : g;
        if (v[1] == 1 && v[2] == 1)
            sess_buf_printf(&n, "%u", v[0]);
        else
            sess_buf_printf(&n, "dim3(%u, %u, %u)", v[0], v[1], v[2]);
        if (i && shared)
            sess_buf_printf(&n, ", %zu", shared);
        sess_buf_puts(&n, i ? ">>>" : ", ");
    }
    sess_buf_printf(&n, " was not launched: %s", why);
    free(why);
    free(s->bad_launch);
    s->bad_launch = sess_buf_take(&n);
}

int sess_launch(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                size_t shared, const uint8_t *params, uint32_t param_size)
{
    sess_flush_printf(s);
    if (s->sticky_error)
        return sess_api_error(s);
    if (kernel >= s->prog->funcs.len || !s->prog->funcs.p[kernel]->defined ||
        !s->prog->funcs.p[kernel]->is_kernel)
        return sess_set_error(s, DM_cudaErrorInvalidDeviceFunction);
    char *why = NULL;
    if (!sess_config_ok(s, kernel, grid, block, shared, &why)) {
        note_bad_launch(s, kernel, grid, block, shared, why);
        return sess_set_error(s, DM_cudaErrorInvalidValue);
    }
    /* an earlier kernel faulted and nothing has synchronised since: on a GPU the context is
     * broken already, and this launch, queued behind the fault, never runs (the error comes
     * at the next synchronisation, the earlier launch's) */
    if (s->pending && s->pending_error)
        return 0;
    if (sess_load_symbols(s) != CR_OK)
        return sess_set_error(s, DM_cudaErrorMemoryAllocation);
    uint64_t c0 = s->clock;
    (void)sess_device_time(s);
    sess_host_pause(s);
    sess_compare_launch(s, kernel, grid, block, shared, params, param_size);
    sess_dev_clear(s);
    sess_run_grid(s, kernel, grid, block, shared, params, param_size);
    /* the grid is complete with its children (dynamic parallelism) */
    sess_dev_run(s, 0);
    s->timeline += s->clock - c0;
    sess_host_resume(s);
    return 0;
}

void sess_host_pause(cr_session *s)
{
    if (s->host_paused++ == 0)
        s->host_paused_at = monotonic_seconds();
}

void sess_host_resume(cr_session *s)
{
    if (s->host_paused > 0 && --s->host_paused == 0)
        s->host_excluded += monotonic_seconds() - s->host_paused_at;
}

void sess_host_resume_to(cr_session *s, int depth)
{
    if (s->host_paused > depth) {
        s->host_paused = depth + 1;
        sess_host_resume(s);
    }
}

/* A GPU runs beside its host: an event recorded on an idle device takes the time the host has
 * reached, so events around host work (or a copy) time it, as on a GPU, and events around a
 * launch time its modelled cycles whenever the host's own time between them is shorter. */
uint64_t sess_device_time(cr_session *s)
{
    double now = monotonic_seconds();
    double host = now - s->host_t0 - s->host_excluded - (s->host_paused ? now - s->host_paused_at : 0);
    double cycles = host * (double)s->props->clockRate * 1e3; /* clockRate: kHz */
    if (cycles > (double)s->timeline)
        s->timeline = (uint64_t)cycles;
    return s->timeline;
}

/* <cooperative_groups.h>'s grid.sync() needs a cooperative launch (CUDA C++ Programming Guide
 * §2.3.6 (Cooperative Groups)); the header reads which kind this one is from its __device__
 * variable __cg_cooperative, when the program has it. */
static void cooperative_flag(cr_session *s, bool on)
{
    vm_symbol *sym = vm_find_sym(s->prog, "__cg_cooperative");
    if (!sym || !sym->defined || !sym->addr || sym->size < 4)
        return;
    uint32_t v = on;
    memcpy(dm_global_ptr(&s->mem, sym->addr), &v, sizeof v);
}

/* vm_launch's progress: once the launch has run progress_ms, a line every 200 ms */
static void launch_progress(void *ctx, uint64_t done, uint64_t total)
{
    cr_session *s = ctx;
    double t = monotonic_seconds();
    if (t - s->progress.start < s->opts.progress_ms * 1e-3 || t - s->progress.shown < 0.2)
        return;
    s->progress.shown = t;
    char line[256];
    const uint32_t *g = s->progress.grid, *b = s->progress.block;
    snprintf(line, sizeof line, "%.60s<<<(%u,%u,%u),(%u,%u,%u)>>>: %llu of %llu blocks (Ctrl-C stops it)",
             s->progress.kernel ? s->progress.kernel : "kernel", g[0], g[1], g[2], b[0], b[1], b[2],
             (unsigned long long)done, (unsigned long long)total);
    sess_emit(s, CR_EV_PROGRESS, line, strlen(line), 0);
}

void sess_run_grid(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                   size_t shared, const uint8_t *params, uint32_t param_size)
{
    vm_launch_cfg c = {0};
    c.prog = s->prog;
    c.kernel = kernel;
    memcpy(c.grid, grid, sizeof c.grid);
    memcpy(c.block, block, sizeof c.block);
    c.dyn_shared = (uint32_t)shared;
    c.params = params;
    c.param_size = param_size;
    c.mem = &s->mem;
    c.props = s->props;
    c.fifo = &s->fifo;
    c.stack_size = s->stack_limit;
    c.step_budget = s->opts.step_budget;
    /* the weak model draws its timing from the seed: each launch of the session gets its own
     * draw (deterministic for a given seed and sequence of launches) */
    c.seed = s->opts.memory_weak ? s->opts.sched_seed * 1000003u + s->nlaunches : s->opts.sched_seed;
    s->nlaunches++;
    c.memory_weak = s->opts.memory_weak;
    c.lanes_apart = s->lanes_apart;
    cooperative_flag(s, s->cooperative && !s->dev_walk.len);
    c.interrupt = &s->interrupt;
    c.warn = launch_warn;
    c.note = launch_note;
    c.warn_ctx = s;
    c.strict_bounds = (s->opts.sanitize & DM_SAN_MEM) != 0;
    c.clock_base = s->clock;
    c.trace = s->comparing ? NULL : sess_trace_begin(s, &c);
    c.san = sess_san_begin(s, &c);
    c.dev_launch = sess_dev_record;
    c.dev_ctx = s;
    c.threads = s->opts.threads ? s->opts.threads : cr_usable_cpus();
    c.threads_chosen = !s->opts.threads;
    if (c.threads > 1 && !s->pool_keep)
        s->pool_keep = vm_pool_new();
    c.pool_keep = s->pool_keep;
    if (s->opts.progress_ms) {
        c.progress = launch_progress;
        c.progress_ctx = s;
        s->progress.kernel = kernel < s->prog->funcs.len ? s->prog->funcs.p[kernel]->name : NULL;
        memcpy(s->progress.grid, grid, sizeof s->progress.grid);
        memcpy(s->progress.block, block, sizeof s->progress.block);
        s->progress.start = monotonic_seconds();
        s->progress.shown = 0;
    }
    vm_result r;
    s->in_vm = 1;
    vm_launch(&c, &r);
    s->in_vm = 0;
    if (s->opts.progress_ms && s->progress.shown)
        sess_emit(s, CR_EV_PROGRESS, "", 0, 1); /* the launch ended: its line goes */
    s->pool_parallel += r.ran == VM_RAN_PARALLEL;
    s->pool_again += r.ran == VM_RAN_SERIAL_AGAIN;
    if (r.serial_why && s->opts.notes && s->opts.threads > 1 && !r.error) {
        /* --threads asked for more than one and the launch's blocks ran one after another (the
         * default, every core, says nothing: most launches that print or use atomics' results
         * run so, and it is a matter of speed only) */
        char msg[512];
        const char *name = kernel < s->prog->funcs.len ? s->prog->funcs.p[kernel]->name : "?";
        int n = snprintf(msg, sizeof msg, "cudarepl: note: kernel %s ran its blocks one after another, not "
                         "on %u threads: %s%s", name, c.threads, r.serial_before ? "an earlier launch of it "
                         "ran them so because " : "", r.serial_why);
        if (r.serial_addr && n > 0 && (size_t)n < sizeof msg)
            n += snprintf(msg + n, sizeof msg - (size_t)n, " (in the 256 bytes at 0x%llx; docs/design.md, \"The "
                          "pool of threads\")", (unsigned long long)r.serial_addr);
        if (n > 0 && (size_t)n < sizeof msg - 1)
            snprintf(msg + n, sizeof msg - (size_t)n, "\n");
        sess_emit_text(s, CR_EV_STDERR, msg);
    }
    s->gangs_formed += r.gangs_formed;
    s->gangs_rejoined += r.gangs_rejoined;
    s->uniform_branches += r.uniform_branches;
    sess_trace_end(s, c.trace, r.error);
    sess_san_end(s, c.san);
    sess_san_fault(s, &c, &r.fault);
    s->clock += r.cycles + 1000;
    if (r.interrupted && host_running(s)) {
        /* Ctrl-C: the launch is abandoned (the device stays usable) and so is the host code that
         * made it */
        s->interrupt = 0;
        sess_flush_printf(s);
        if (r.message) {
            sess_emit_text(s, CR_EV_STDERR, r.message);
            sess_emit_text(s, CR_EV_STDERR, "\n");
        }
        vm_result_free(&r);
        host_interrupt_now(s);
    }
    if (r.error || r.device_stderr) {
        s->pending = true;
        s->pending_error = r.error;
        free(s->pending_msg);
        s->pending_msg = r.message;
        r.message = NULL;
        if (r.device_stderr) {
            if (s->pending_stderr) {
                sess_buf b = {0};
                sess_buf_puts(&b, s->pending_stderr);
                sess_buf_puts(&b, r.device_stderr);
                free(s->pending_stderr);
                s->pending_stderr = sess_buf_take(&b);
            } else {
                s->pending_stderr = r.device_stderr;
                r.device_stderr = NULL;
            }
        }
    }
    if (r.interrupted)
        s->interrupt = 0;
    vm_result_free(&r);
}

/* ---- The device-only C API ------------------------------------------------------------------ */

void cr_pool_counts(cr_session *s, uint64_t *parallel, uint64_t *serial_again)
{
    *parallel = s->pool_parallel;
    *serial_again = s->pool_again;
}

void cr_gang_counts(cr_session *s, uint64_t *formed, uint64_t *rejoined)
{
    *formed = s->gangs_formed;
    *rejoined = s->gangs_rejoined;
}

uint64_t cr_uniform_branches(cr_session *s)
{
    return s->uniform_branches;
}

cr_status cr_device_alloc(cr_session *s, uint64_t *dptr, size_t size)
{
    if (!s->mem_ok)
        return CR_ERR_NOMEM;
    return dm_alloc_global(&s->mem, size, DM_ALLOC_DEVICE, NULL, dptr) == 0 ? CR_OK : CR_ERR_NOMEM;
}

cr_status cr_device_free(cr_session *s, uint64_t dptr)
{
    return dm_free_global(&s->mem, dptr) == 0 ? CR_OK : CR_ERR_USAGE;
}

cr_status cr_memcpy_htod(cr_session *s, uint64_t dst, const void *src, size_t n)
{
    return dm_copy_to_device(&s->mem, dst, src, n) == 0 ? CR_OK : CR_ERR_USAGE;
}

cr_status cr_memcpy_dtoh(cr_session *s, void *dst, uint64_t src, size_t n)
{
    sess_sync(s);
    return dm_copy_from_device(&s->mem, dst, src, n) == 0 ? CR_OK : CR_ERR_USAGE;
}

cr_status cr_memset(cr_session *s, uint64_t dst, int value, size_t n)
{
    return dm_set_device(&s->mem, dst, value, n) == 0 ? CR_OK : CR_ERR_USAGE;
}

cr_status cr_symbol(cr_session *s, const char *name, uint64_t *dptr, size_t *size)
{
    vm_symbol *sym = vm_find_sym(s->prog, name);
    if (!sym || !sym->defined || sym->kind == VM_SYM_SHARED)
        return CR_ERR_USAGE;
    if (!sym->addr && sess_load_symbols(s) != CR_OK)
        return CR_ERR_NOMEM;
    if (dptr)
        *dptr = sym->addr;
    if (size)
        *size = sym->size;
    return CR_OK;
}

int cr_launch(cr_session *s, const char *kernel, cr_dim3 grid, cr_dim3 block, size_t shared_bytes,
              void **args)
{
    vm_func *k = vm_find_func(s->prog, kernel);
    if (!k || !k->is_kernel || !k->defined)
        return sess_set_error(s, DM_cudaErrorInvalidDeviceFunction);
    uint32_t ki = vm_func_index(s->prog, kernel);
    uint8_t *params = sess_xcalloc(1, k->param_size ? k->param_size : 1);
    for (size_t i = 0; i < k->params.len; i++)
        memcpy(params + k->params.p[i].offset, args[i], k->params.p[i].size);
    uint32_t g[3] = {grid.x, grid.y, grid.z}, b[3] = {block.x, block.y, block.z};
    int e = sess_launch(s, ki, g, b, shared_bytes, params, k->param_size);
    free(params);
    if (e)
        return e;
    return sess_sync(s);
}

cr_status cr_disasm_file(cr_session *s, const char *path)
{
    char *text = sess_read_source(path, NULL);
    if (!text) {
        char msg[PATH_MAX + 64];
        snprintf(msg, sizeof msg, "cudarepl: cannot read %s: %s\n", path, sess_file_error(errno));
        sess_emit_text(s, CR_EV_STDERR, msg);
        return CR_ERR_IO;
    }
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = 0;
    else
        snprintf(dir, sizeof dir, ".");
    cr_status st = sess_compile_device(s, path, text, dir);
    free(text);
    if (st != CR_OK)
        return st;
    sess_buf out = {0};
    vm_disasm(s->prog, NULL, &out);
    sess_emit(s, CR_EV_STDOUT, out.p ? out.p : "", out.len, 0);
    sess_buf_free(&out);
    return CR_OK;
}

static char *dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return sess_xstrdup(".");
    size_t n = (size_t)(slash - path);
    char *d = sess_xmalloc(n + 2);
    memcpy(d, path, n ? n : 1);
    d[n ? n : 1] = 0;
    return d;
}

cr_status cr_run_file(cr_session *s, const char *path, int argc, char **argv, int *exit_status)
{
    return cr_run_files(s, &path, 1, argc, argv, exit_status);
}

/* Does PATH name a file with device code (.cu, .cuh)? */
static bool device_source(const char *path)
{
    const char *dot = strrchr(path, '.');
    return !dot || !strcmp(dot, ".cu") || !strcmp(dot, ".cuh");
}

/* The library headers whose host API runs kernels of the header (include/host/curand.h,
 * cublas_api.h), as libcurand and libcublas bring device code of their own: a file without
 * device code that includes one needs a device pass of that header. Each row: the names a
 * program includes it by, and the device pass's source. */
static const char *const kernel_headers[][3] = {
    {"curand.h", "curand.h", "#include <curand.h>\n"},
    {"cublas_v2.h", "cublas_api.h", "#include <cublas_api.h>\n"},
};
#define N_KERNEL_HEADERS (sizeof kernel_headers / sizeof kernel_headers[0])

/* Does TEXT have an #include line of NAME (in <> or "")? */
static bool includes_header(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
        const char *q = p;
        while (q > text && q[-1] != '\n')
            q--;
        while (*q == ' ' || *q == '\t')
            q++;
        if (*q++ != '#')
            continue;
        while (*q == ' ' || *q == '\t')
            q++;
        if (!strncmp(q, "include", 7) && p > text && (p[-1] == '<' || p[-1] == '"' || p[-1] == '/') &&
            (p[n] == '>' || p[n] == '"'))
            return true;
    }
    return false;
}

cr_status cr_run_files(cr_session *s, const char *const *paths, int nfiles, int argc, char **argv,
                       int *exit_status)
{
    *exit_status = 1;
    sess_san_banner(s);
    char **texts = sess_xcalloc((size_t)(nfiles > 0 ? nfiles : 1), sizeof *texts);
    char **dirs = sess_xcalloc((size_t)(nfiles > 0 ? nfiles : 1), sizeof *dirs);
    cr_status st = CR_OK;
    for (int i = 0; i < nfiles && st == CR_OK; i++) {
        texts[i] = sess_read_source(paths[i], NULL);
        if (!texts[i]) {
            char msg[PATH_MAX + 64];
            snprintf(msg, sizeof msg, "cudarepl: cannot read %s: %s\n", paths[i], sess_file_error(errno));
            sess_emit_text(s, CR_EV_STDERR, msg);
            st = CR_ERR_IO;
            break;
        }
        dirs[i] = dir_of(paths[i]);
    }
    /* the device pass of every file with device code, then the host passes, linked as one; the
     * host passes run after a device pass's errors too, to report theirs (as nvcc reports both
     * sides' errors), and each diagnostic is printed once */
    s->shown_on = true;
    bool done[N_KERNEL_HEADERS] = {false};
    for (int i = 0; i < nfiles && st == CR_OK; i++) {
        if (device_source(paths[i])) {
            st = sess_compile_device(s, paths[i], texts[i], dirs[i]);
            continue;
        }
        for (size_t h = 0; h < N_KERNEL_HEADERS && st == CR_OK; h++)
            if (!done[h] && (includes_header(texts[i], kernel_headers[h][0]) ||
                             includes_header(texts[i], kernel_headers[h][1]))) {
                char name[64];
                snprintf(name, sizeof name, "<%s>", kernel_headers[h][1]);
                done[h] = (st = sess_compile_device(s, name, kernel_headers[h][2], dirs[i])) == CR_OK;
            }
    }
    int unit = -1;
    if (st == CR_OK || st == CR_ERR_COMPILE) {
        cr_status hs = host_compile_files(s, paths, (const char *const *)texts, (const char *const *)dirs,
                                          nfiles, st == CR_OK ? &unit : NULL);
        if (st == CR_OK)
            st = hs;
    }
    s->shown_on = false;
    VEC_FREE(s->shown);
    for (int i = 0; i < nfiles; i++) {
        free(texts[i]);
        free(dirs[i]);
    }
    free(texts);
    free(dirs);
    if (st != CR_OK)
        return st == CR_ERR_INCOMPLETE ? CR_ERR_COMPILE : st;
    host_outcome out = host_run_main(s, unit, argc, argv, exit_status);
    size_t pending = dm_printf_pending(&s->fifo);
    if (pending) {
        /* CUDA does not flush the printf buffer at exit (§5.3.7.2); say so */
        char msg[256];
        snprintf(msg, sizeof msg, "cudarepl: note: %zu line%s of device printf output not shown: the "
                 "program ended without a synchronising call after the kernel (" CR_GUIDE_5_3_7_2 ")\n",
                 pending, pending == 1 ? "" : "s");
        sess_emit_text(s, CR_EV_STDERR, msg);
    }
    sess_san_summary(s);
    switch (out) {
    case HOST_CRASHED: return CR_ERR_CRASH;
    case HOST_INTERRUPTED: return CR_ERR_INTERRUPTED;
    default: return CR_OK;
    }
}

int cr_fp_option(const char *arg, const char *next, cr_fp_args *fp)
{
    static const char *const names[] = {"ftz", "prec-div", "prec-sqrt", "fmad"};
    int *const vals[] = {&fp->ftz, &fp->prec_div, &fp->prec_sqrt, &fp->fmad};
    if (arg[0] != '-')
        return 0;
    const char *a = arg + (arg[1] == '-' ? 2 : 1);
    if (!strcmp(a, "use_fast_math")) {
        fp->fast_math = 1;
        return 1;
    }
    for (int k = 0; k < 4; k++) {
        size_t n = strlen(names[k]);
        if (strncmp(a, names[k], n) || (a[n] && a[n] != '='))
            continue;
        if (!a[n] && !next)
            return -1;
        const char *v = a[n] ? a + n + 1 : next;
        if (strcmp(v, "true") && strcmp(v, "false"))
            return -1;
        *vals[k] = v[0] == 't';
        return a[n] ? 1 : 2;
    }
    return 0;
}

unsigned cr_fp_mode(const cr_fp_args *fp)
{
    unsigned m = fp->fast_math ? CR_FP_FAST_MATH : 0; /* --fmad=true is nvcc's default too */
    if (fp->ftz >= 0)
        m = fp->ftz ? m | CR_FP_FTZ : m & ~CR_FP_FTZ;
    if (fp->prec_div >= 0)
        m = fp->prec_div ? m & ~CR_FP_APPROX_DIV : m | CR_FP_APPROX_DIV;
    if (fp->prec_sqrt >= 0)
        m = fp->prec_sqrt ? m & ~CR_FP_APPROX_SQRT : m | CR_FP_APPROX_SQRT;
    if (fp->fmad == 0)
        m |= CR_FP_NO_FMAD;
    return m;
}

_Static_assert(CR_FP_FTZ == CG_FP_FTZ && CR_FP_APPROX_DIV == CG_FP_APPROX_DIV &&
                   CR_FP_APPROX_SQRT == CG_FP_APPROX_SQRT && CR_FP_FAST_FUNCS == CG_FP_FAST_FUNCS &&
                   CR_FP_NO_FMAD == CG_FP_NO_FMAD,
               "cr_options.fp_mode is cg_unit's");
