/* cell.c — cells: what the REPL and notebooks send (see include/cudarepl.h).
 *
 * A cell is one of:
 *   - code: device definitions, host declarations, host statements and an optional final
 *     expression, in any mix. The whole cell goes through the device front end (which keeps
 *     its device definitions and quietly skips host code), then its host part through the
 *     host compiler (interp/host/cell.c), and its statements run. Preprocessor directives of a
 *     cell stay in force for later cells.
 *   - a meta-command: a line starting with ':' (":help" lists them); "%name" line magics and
 *     "%%name" cell magics are the notebook spellings of the same commands.
 * After a code cell the device is synchronised (unless ":config sync=explicit"), so device
 * printf output and faults show up under the cell that caused them.
 */
#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "devmodel/dm_errors.h"
#include "interp/front/builtins.h"
#include "interp/front/lex.h"
#include "interp/front/pp.h"
#include "interp/host/cell.h"
#include "interp/session/cell.h"
#include "interp/session/complete.h"
#include "interp/session/guide.h"
#include "interp/session/sanitize.h"
#include "interp/session/compare.h"
#include "interp/session/trace.h"
#include "interp/session/value.h"

/* ---- Small helpers ------------------------------------------------------------------------- */

static const char *skip_space(const char *p)
{
    while (*p && isspace((unsigned char)*p))
        p++;
    return p;
}

/* Deliver a formatted message as an event of KIND. */
static void emit_fmt(cr_session *s, cr_event_kind kind, const char *fmt, va_list ap)
{
    sess_buf b = {0};
    sess_buf_vprintf(&b, fmt, ap);
    sess_emit(s, kind, b.p ? b.p : "", b.len, 0);
    sess_buf_free(&b);
}

static void say(cr_session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(cr_session *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    emit_fmt(s, CR_EV_STDOUT, fmt, ap);
    va_end(ap);
}

static void complain(cr_session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void complain(cr_session *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    emit_fmt(s, CR_EV_STDERR, fmt, ap);
    va_end(ap);
}

/* The first word of ARGS into W (at most N bytes); returns what follows it. */
static const char *word(const char *args, char *w, size_t n)
{
    args = skip_space(args);
    size_t i = 0;
    while (*args && !isspace((unsigned char)*args)) {
        if (i + 1 < n)
            w[i++] = *args;
        args++;
    }
    w[i] = 0;
    return skip_space(args);
}

/* ---- Preprocessor directives of a cell ----------------------------------------------------- */

/* Append the directive lines of TEXT (with their continuation lines) to OUT. Only #include,
 * #define, #undef and #pragma stay in force; conditionals apply to their own cell. */
static void collect_directives(const char *text, sess_buf *out)
{
    const char *p = text;
    while (*p) {
        const char *line = p;
        const char *h = line;
        while (*h == ' ' || *h == '\t')
            h++;
        const char *eol = strchr(line, '\n');
        const char *end = eol ? eol + 1 : line + strlen(line);
        if (*h == '#') {
            const char *d = h + 1;
            while (*d == ' ' || *d == '\t')
                d++;
            bool keep = !strncmp(d, "include", 7) || !strncmp(d, "define", 6) || !strncmp(d, "undef", 5) ||
                        !strncmp(d, "pragma", 6);
            /* a directive continues while its line ends with a backslash */
            while (end > line + 1 && end[-1] == '\n' && end[-2] == '\\' && *end) {
                const char *e2 = strchr(end, '\n');
                end = e2 ? e2 + 1 : end + strlen(end);
            }
            if (keep) {
                sess_buf_put(out, line, (size_t)(end - line));
                if (end[-1] != '\n')
                    sess_buf_putc(out, '\n');
            }
        }
        p = end;
    }
}

/* ---- Code cells -------------------------------------------------------------------------- */

/* A launch the cell asked for that the device refused for its configuration is silent in the
 * program until cudaGetLastError(), as on a GPU; the REPL says so after the cell. */
static void note_bad_launches(cr_session *s)
{
    if (!s->bad_launches)
        return;
    if (s->bad_launch) {
        sess_buf b = {0};
        sess_buf_printf(&b, "cudarepl: note: %s", s->bad_launch);
        if (s->bad_launches > 1)
            sess_buf_printf(&b, " (and %d more launch%s of this cell failed)", s->bad_launches - 1,
                            s->bad_launches == 2 ? "" : "es");
        sess_buf_printf(&b, ". The program sees %s only through cudaGetLastError() or "
                            "cudaPeekAtLastError() (" CR_GUIDE_5_4_3 ").\n",
                        cr_error_name(DM_cudaErrorInvalidValue));
        sess_emit(s, CR_EV_STDERR, b.p, b.len, 0);
        sess_buf_free(&b);
    }
    free(s->bad_launch);
    s->bad_launch = NULL;
    s->bad_launches = 0;
}

static cr_status run_code_inner(cr_session *s, const char *name, const char *text);

static cr_status run_code(cr_session *s, const char *name, const char *text)
{
    free(s->bad_launch);
    s->bad_launch = NULL;
    s->bad_launches = 0;
    sess_san_keep_source(s, name, text);
    cr_status st = run_code_inner(s, name, text);
    note_bad_launches(s);
    return st;
}

static cr_status run_code_inner(cr_session *s, const char *name, const char *text)
{
    sess_values_reset(s);
    if (!s->prelude.len)
        /* what a REPL user expects to have without asking (nvcc's cuda_runtime.h declares
         * printf and malloc too) */
        sess_buf_puts(&s->prelude, "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
                                   "#include <math.h>\n#include <assert.h>\n");
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        snprintf(cwd, sizeof cwd, ".");
    cr_status st = sess_compile_cell_device(s, name, text, cwd);
    if (st != CR_OK)
        return st;
    host_cell hc;
    host_compile_cell(s, name, text, s->prelude.p, &hc);
    if (hc.status != CR_OK) {
        cr_status failed = hc.status;
        host_cell_free(&hc);
        return failed;
    }
    int status = 0;
    int sticky_before = s->sticky_error;
    host_outcome out = host_run_cell(s, hc.unit, &status);
    /* what the cell declared and did, for :save */
    if (hc.decls)
        sess_buf_puts(&s->saved_decls, hc.decls);
    if (hc.stmts)
        sess_buf_puts(&s->saved_stmts, hc.stmts);
    collect_directives(text, &s->prelude);
    host_cell_free(&hc);
    if (out == HOST_EXITED) {
        say(s, "(the cell called exit(%d); the session goes on)\n", status);
    }
    if (!s->opts.explicit_sync && (out == HOST_RETURNED || out == HOST_EXITED)) {
        /* the cell's launches show their output and faults now; an error that was already
         * sticky before the cell is not reported again */
        sess_sync(s);
        if (s->sticky_error && !sticky_before) {
            complain(s, "cudarepl: the error is sticky, as on a GPU: every later CUDA call returns it "
                        "(cudaDeviceReset() or :reset starts afresh)\n");
            return CR_ERR_CUDA;
        }
    }
    switch (out) {
    case HOST_CRASHED: return CR_ERR_CRASH;
    case HOST_INTERRUPTED: return CR_ERR_INTERRUPTED;
    default: return CR_OK;
    }
}

/* ---- Meta-commands ------------------------------------------------------------------------- */

typedef cr_status (*meta_fn)(cr_session *s, const char *args, const char *body);

typedef struct {
    const char *name;
    const char *usage;
    const char *help;
    meta_fn fn;
} meta_cmd;

static const meta_cmd *meta_table(size_t *n);

static cr_status m_help(cr_session *s, const char *args, const char *body)
{
    (void)args;
    (void)body;
    size_t n;
    const meta_cmd *t = meta_table(&n);
    say(s, "Type CUDA C++: kernels and templates, __device__ functions and variables, classes,\n"
           "#includes, host declarations and host statements, in any mix. A final expression\n"
           "without ';' shows its value. The device is synchronised after each cell, so device\n"
           "printf output appears under its cell.\n\n"
           "Commands:\n");
    for (size_t i = 0; i < n; i++) {
        char left[64];
        snprintf(left, sizeof left, ":%s%s%s", t[i].name, t[i].usage[0] ? " " : "", t[i].usage);
        say(s, "  %-28s %s\n", left, t[i].help);
    }
    say(s, "\nIn notebooks, %%name and %%%%name are the same commands (%%%%litmus takes the cell as a "
           "test).\nMore: docs/repl.md.\n");
    return CR_OK;
}

/* Deliver a table of (label, value) rows: HTML for notebooks, aligned text for terminals. */
static void emit_table(cr_session *s, const char *title, const char *const (*rows)[2], size_t n)
{
    sess_buf text = {0}, html = {0};
    sess_buf_printf(&text, "%s\n", title);
    sess_buf_printf(&html, "<table><caption style=\"text-align:left\"><b>%s</b></caption>\n", title);
    for (size_t i = 0; i < n; i++) {
        sess_buf_printf(&text, "  %-30s %s\n", rows[i][0], rows[i][1]);
        sess_buf_printf(&html, "<tr><td style=\"text-align:left\">%s</td><td style=\"text-align:left\">%s</td></tr>\n",
                        rows[i][0], rows[i][1]);
    }
    sess_buf_puts(&html, "</table>\n");
    cr_event ev = {0};
    ev.kind = CR_EV_RICH;
    ev.mime = "text/html";
    ev.text = html.p;
    ev.len = html.len;
    ev.alt = text.p;
    if (s->on_event)
        s->on_event(s->ctx, &ev);
    sess_buf_free(&text);
    sess_buf_free(&html);
}

static cr_status m_device(cr_session *s, const char *args, const char *body)
{
    (void)args;
    (void)body;
    const dm_props *p = s->props;
    char v[16][128];
    snprintf(v[0], sizeof v[0], "%d.%d", p->major, p->minor);
    snprintf(v[1], sizeof v[1], "%d", p->multiProcessorCount);
    snprintf(v[2], sizeof v[2], "%d", p->warpSize);
    snprintf(v[3], sizeof v[3], "%d (%d x %d x %d)", p->maxThreadsPerBlock, p->maxThreadsDim[0],
             p->maxThreadsDim[1], p->maxThreadsDim[2]);
    snprintf(v[4], sizeof v[4], "%d threads, %d blocks", p->maxThreadsPerMultiProcessor,
             p->maxBlocksPerMultiProcessor);
    snprintf(v[5], sizeof v[5], "%d x %d x %d", p->maxGridSize[0], p->maxGridSize[1], p->maxGridSize[2]);
    snprintf(v[6], sizeof v[6], "%.1f GiB", (double)p->totalGlobalMem / (1u << 30));
    snprintf(v[7], sizeof v[7], "%zu KiB per block (%zu KiB opt-in), %zu KiB per SM", p->sharedMemPerBlock / 1024,
             p->sharedMemPerBlockOptin / 1024, p->sharedMemPerMultiprocessor / 1024);
    snprintf(v[8], sizeof v[8], "%zu KiB", p->totalConstMem / 1024);
    snprintf(v[9], sizeof v[9], "%d per block, %d per SM", p->regsPerBlock, p->regsPerMultiprocessor);
    snprintf(v[10], sizeof v[10], "%d MiB", p->l2CacheSize >> 20);
    snprintf(v[11], sizeof v[11], "%s", s->opts.memory_weak ? "weak (operational PTX model)" : "sequentially consistent");
    snprintf(v[12], sizeof v[12], "%s", s->opts.explicit_sync ? "no (sync=explicit)" : "yes");
    const char *const rows[][2] = {
        {"compute capability", v[0]}, {"multiprocessors (SMs)", v[1]}, {"warp size", v[2]},
        {"threads per block", v[3]}, {"resident per SM", v[4]}, {"grid size", v[5]},
        {"global memory", v[6]}, {"shared memory", v[7]}, {"constant memory", v[8]},
        {"registers", v[9]}, {"L2 cache", v[10]}, {"memory model", v[11]},
        {"synchronised after each cell", v[12]},
    };
    char title[128];
    snprintf(title, sizeof title, "%s (modelled)", p->name);
    emit_table(s, title, rows, sizeof rows / sizeof rows[0]);
    return CR_OK;
}

static bool is_number(const char *w)
{
    if (!*w)
        return false;
    char *end;
    strtoull(w, &end, 0);
    return *end == 0;
}

/* :mem EXPR [N] [TYPE]: the memory EXPR points at. */
/* Compile and run CODE, host statements cudarepl generated for a meta-command. */
static cr_status run_host_statement(cr_session *s, const char *name, const char *code)
{
    host_cell hc;
    host_compile_cell(s, name, code, s->prelude.p, &hc);
    cr_status st = hc.status;
    if (st == CR_OK) {
        int status = 0;
        host_outcome out = host_run_cell(s, hc.unit, &status);
        st = out == HOST_CRASHED ? CR_ERR_CRASH : out == HOST_INTERRUPTED ? CR_ERR_INTERRUPTED : CR_OK;
    }
    host_cell_free(&hc);
    return st;
}

static cr_status mem_dump(cr_session *s, const char *args)
{
    /* words from the end: [N] [TYPE] */
    char *expr = sess_xstrdup(args);
    char *words[3] = {0};
    int nw = 0;
    for (int k = 0; k < 2; k++) {
        char *sp = strrchr(expr, ' ');
        if (!sp)
            break;
        words[nw++] = sp + 1;
        *sp = 0;
        while (sp > expr && sp[-1] == ' ')
            *--sp = 0;
    }
    const char *count = NULL, *type = NULL;
    if (nw == 2 && is_number(words[1]) && !is_number(words[0])) {
        count = words[1];
        type = words[0];
    } else if (nw >= 1 && is_number(words[0])) {
        count = words[0];
        if (nw == 2)
            words[1][-1] = ' '; /* the other word belongs to the expression */
    } else {
        for (int k = nw - 1; k >= 0; k--)
            words[k][-1] = ' ';
    }
    sess_values_reset(s);
    int handle;
    if (type) {
        char probe[256];
        snprintf(probe, sizeof probe, "(%s *)0", type);
        handle = sess_value_type(s, probe, "<mem>");
        if (handle < 0) {
            complain(s, ":mem: unknown type '%s'\n", type);
            free(expr);
            return CR_ERR_USAGE;
        }
    } else {
        handle = sess_value_type(s, expr, "<mem>");
    }
    sess_buf code = {0};
    sess_buf_printf(&code, "__cr_rt_mem(__cr_sess, (const void *)(%s), %s, %d);\n", expr, count ? count : "0",
                    handle < 0 ? -1 : handle);
    free(expr);
    cr_status st = run_host_statement(s, "<mem>", code.p);
    sess_buf_free(&code);
    return st;
}

/* ":who EXPR": who last wrote the device memory of the lvalue EXPR, and who read it since
 * (the sanitizer's shadow memory, sanitize.h). */
static cr_status m_who(cr_session *s, const char *args, const char *body)
{
    (void)body;
    const char *expr = skip_space(args);
    if (!*expr) {
        complain(s, "usage: :who EXPR (a device lvalue, such as d_out[3])\n");
        return CR_ERR_USAGE;
    }
    sess_buf code = {0};
    sess_buf_printf(&code, "__cr_rt_who(__cr_sess, (const void *)&(%s), sizeof(%s));\n", expr, expr);
    cr_status st = run_host_statement(s, "<who>", code.p);
    sess_buf_free(&code);
    return st;
}

static cr_status m_mem(cr_session *s, const char *args, const char *body)
{
    (void)body;
    if (*skip_space(args))
        return mem_dump(s, skip_space(args));
    if (!s->mem_ok) {
        complain(s, "device memory is not available in this session\n");
        return CR_ERR_USAGE;
    }
    int shown = 0;
    for (size_t i = 0; i < s->mem.allocs.len; i++) {
        const dm_alloc *a = &s->mem.allocs.p[i];
        const char *kind = a->kind == DM_ALLOC_MANAGED ? "managed"
                         : a->kind == DM_ALLOC_SYMBOL  ? "variable"
                         : a->kind == DM_ALLOC_HEAP    ? "heap"
                         : a->kind == DM_ALLOC_HOST    ? "pinned host"
                                                       : "cudaMalloc";
        if (!shown++)
            say(s, "  %-4s %-12s %-18s %12s  %s\n", "#", "kind", "address", "bytes", "name");
        say(s, "  %-4u %-12s 0x%-16llx %12llu  %s\n", a->serial, kind, (unsigned long long)a->base,
            (unsigned long long)a->size, a->name ? a->name : "");
    }
    say(s, "%s%llu bytes of %.1f GiB in use\n", shown ? "" : "no device allocations; ",
        (unsigned long long)s->mem.used, (double)s->mem.capacity / (1u << 30));
    return CR_OK;
}

static cr_status m_symbols(cr_session *s, const char *args, const char *body)
{
    (void)args;
    (void)body;
    sess_buf b = {0};
    int nk = 0, nf = 0;
    for (size_t i = 0; i < s->prog->funcs.len; i++) {
        vm_func *f = s->prog->funcs.p[i];
        if (!f->defined || !f->name || !strncmp(f->name, "__", 2))
            continue;
        if (f->is_kernel) {
            if (!nk++)
                sess_buf_puts(&b, "kernels:\n");
            parse_func *pf = parse_find_func(s->pctx, f->name);
            sess_buf_puts(&b, "  __global__ ");
            if (pf && pf->pretty)
                sess_buf_puts(&b, pf->pretty);
            else if (pf && pf->ty)
                ty_print(&b, pf->ty, f->name);
            else
                sess_buf_puts(&b, f->name);
            sess_buf_putc(&b, '\n');
        }
    }
    for (size_t i = 0; i < s->prog->funcs.len; i++) {
        vm_func *f = s->prog->funcs.p[i];
        if (!f->defined || f->is_kernel || !f->name || !strncmp(f->name, "__", 2))
            continue;
        if (!nf++)
            sess_buf_puts(&b, "device functions:\n");
        parse_func *pf = parse_find_func(s->pctx, f->name);
        sess_buf_puts(&b, "  __device__ ");
        if (pf && pf->pretty)
            sess_buf_puts(&b, pf->pretty);
        else if (pf && pf->ty)
            ty_print(&b, pf->ty, f->name);
        else
            sess_buf_puts(&b, f->name);
        sess_buf_putc(&b, '\n');
    }
    int nv = 0;
    for (size_t i = 0; i < s->prog->syms.len; i++) {
        vm_symbol *v = s->prog->syms.p[i];
        if (!v->name || !v->defined || v->kind == VM_SYM_STRING || !strncmp(v->name, "__", 2))
            continue;
        if (!nv++)
            sess_buf_puts(&b, "device variables:\n");
        parse_var *pv = parse_find_var(s->pctx, v->name);
        static const char *const spaces[] = {"__device__", "__constant__", "__managed__", "__shared__", ""};
        sess_buf_printf(&b, "  %s ", spaces[v->kind]);
        if (pv && pv->ty)
            ty_print(&b, pv->ty, v->name);
        else
            sess_buf_puts(&b, v->name);
        sess_buf_printf(&b, "  (%u bytes at 0x%llx)\n", v->size, (unsigned long long)v->addr);
    }
    int nh = 0;
    const char **names = host_decl_names(s, &nh);
    for (int i = 0; i < nh; i++)
        sess_buf_printf(&b, "%s  %s\n", i ? "" : "host declarations:\n", host_decl_text(s, names[i]));
    free(names);
    if (!b.len)
        sess_buf_puts(&b, "nothing defined yet\n");
    sess_emit(s, CR_EV_STDOUT, b.p, b.len, 0);
    sess_buf_free(&b);
    return CR_OK;
}

static cr_status m_reset(cr_session *s, const char *args, const char *body)
{
    (void)args;
    (void)body;
    sess_reset(s);
    say(s, "session reset: device memory, definitions and host variables are gone\n");
    return CR_OK;
}

static cr_status m_config(cr_session *s, const char *args, const char *body)
{
    (void)body;
    char w[128];
    const char *rest = args;
    if (!*skip_space(rest)) {
        char th[16] = "all", pr[16] = "off";
        if (s->opts.threads)
            snprintf(th, sizeof th, "%u", s->opts.threads);
        if (s->opts.progress_ms)
            snprintf(pr, sizeof pr, "%u", s->opts.progress_ms);
        say(s, "memory=%s  sync=%s  steps=%llu  seed=%llu  color=%s  threads=%s  progress=%s\n",
            s->opts.memory_weak ? "weak" : "sc", s->opts.explicit_sync ? "explicit" : "auto",
            (unsigned long long)s->opts.step_budget, (unsigned long long)s->opts.sched_seed,
            s->opts.color ? "on" : "off", th, pr);
        unsigned fm = s->opts.fp_mode & CR_FP_FAST_MATH; /* --use_fast_math or its parts */
        if (fm)
            say(s, "fastmath=%s\n", fm == CR_FP_FAST_MATH ? "on" : "partly");
        if (s->opts.fp_mode & CR_FP_NO_FMAD)
            say(s, "fmad=off\n");
        return CR_OK;
    }
    while (*(rest = word(rest, w, sizeof w), w)) {
        char *eq = strchr(w, '=');
        if (!eq) {
            complain(s, ":config: expected key=value, got '%s' (keys: memory, sync, steps, seed, color, threads, "
                        "progress, fastmath, fmad)\n", w);
            return CR_ERR_USAGE;
        }
        *eq = 0;
        const char *k = w, *v = eq + 1;
        if (!strcmp(k, "memory") && (!strcmp(v, "sc") || !strcmp(v, "weak"))) {
            s->opts.memory_weak = !strcmp(v, "weak");
        } else if (!strcmp(k, "sync") && (!strcmp(v, "auto") || !strcmp(v, "explicit"))) {
            s->opts.explicit_sync = !strcmp(v, "explicit");
        } else if (!strcmp(k, "steps") && isdigit((unsigned char)*v)) {
            s->opts.step_budget = strtoull(v, NULL, 0);
        } else if (!strcmp(k, "seed") && isdigit((unsigned char)*v)) {
            s->opts.sched_seed = strtoull(v, NULL, 0);
        } else if (!strcmp(k, "color") && (!strcmp(v, "on") || !strcmp(v, "off"))) {
            s->opts.color = !strcmp(v, "on");
        } else if (!strcmp(k, "threads") && (!strcmp(v, "all") || isdigit((unsigned char)*v))) {
            s->opts.threads = !strcmp(v, "all") ? 0 : (unsigned)strtoul(v, NULL, 0);
        } else if (!strcmp(k, "progress") && (!strcmp(v, "off") || isdigit((unsigned char)*v))) {
            s->opts.progress_ms = !strcmp(v, "off") ? 0 : (unsigned)strtoul(v, NULL, 0);
        } else if (!strcmp(k, "fastmath") && (!strcmp(v, "on") || !strcmp(v, "off"))) {
            /* nvcc's --use_fast_math for the device code of the cells that follow */
            s->opts.fp_mode = (s->opts.fp_mode & ~CR_FP_FAST_MATH) |
                              (!strcmp(v, "on") ? CR_FP_FAST_MATH : 0);
        } else if (!strcmp(k, "fmad") && (!strcmp(v, "on") || !strcmp(v, "off"))) {
            /* nvcc's --fmad=true (on) or --fmad=false (off): a * b + c contracted or not */
            s->opts.fp_mode = !strcmp(v, "off") ? s->opts.fp_mode | CR_FP_NO_FMAD
                                                : s->opts.fp_mode & ~CR_FP_NO_FMAD;
        } else {
            complain(s, ":config: unknown setting %s=%s (memory=sc|weak, sync=auto|explicit, steps=N, "
                        "seed=N, color=on|off, threads=N|all, progress=MS|off, fastmath=on|off, fmad=on|off)\n", k, v);
            return CR_ERR_USAGE;
        }
        if (!*rest)
            break;
    }
    return CR_OK;
}

static cr_status m_load(cr_session *s, const char *args, const char *body)
{
    (void)body;
    char path[PATH_MAX];
    word(args, path, sizeof path);
    if (!path[0]) {
        complain(s, "usage: :load FILE.cu\n");
        return CR_ERR_USAGE;
    }
    char *text = sess_read_source(path, NULL);
    if (!text) {
        complain(s, "cannot read %s: %s\n", path, sess_file_error(errno));
        return CR_ERR_IO;
    }
    cr_status st = run_code(s, path, text);
    free(text);
    return st;
}

static cr_status m_run(cr_session *s, const char *args, const char *body)
{
    (void)body;
    char *argv[64];
    int argc = 0;
    char *copy = sess_xstrdup(args);
    for (char *tok = strtok(copy, " \t\n"); tok && argc < 63; tok = strtok(NULL, " \t\n"))
        argv[argc++] = tok;
    argv[argc] = NULL;
    if (!argc) {
        free(copy);
        complain(s, "usage: :run FILE.cu [ARGS...]\n");
        return CR_ERR_USAGE;
    }
    /* a program runs on a device of its own, as a separate process would */
    cr_session *p = cr_session_new(&s->opts, s->on_event, s->ctx);
    int status = 0;
    cr_status st = cr_run_file(p, argv[0], argc, argv, &status);
    cr_session_free(p);
    if (st == CR_OK)
        say(s, "(%s exited with status %d)\n", argv[0], status);
    free(copy);
    return st;
}

static cr_status m_save(cr_session *s, const char *args, const char *body)
{
    (void)body;
    char path[PATH_MAX];
    word(args, path, sizeof path);
    if (!path[0]) {
        complain(s, "usage: :save FILE.cu\n");
        return CR_ERR_USAGE;
    }
    FILE *f = fopen(path, "w");
    if (!f) {
        complain(s, "cannot write %s: %s\n", path, strerror(errno));
        return CR_ERR_IO;
    }
    fprintf(f, "// The cells of a cudarepl session as one program: their declarations, then their\n"
               "// statements in main(). Build it with nvcc, or run it with cudarepl.\n");
    if (s->prelude.len)
        fwrite(s->prelude.p, 1, s->prelude.len, f);
    if (s->saved_decls.len)
        fwrite(s->saved_decls.p, 1, s->saved_decls.len, f);
    fprintf(f, "\nint main(void)\n{\n");
    if (s->saved_stmts.len)
        fwrite(s->saved_stmts.p, 1, s->saved_stmts.len, f);
    fprintf(f, "    cudaDeviceSynchronize();\n    return 0;\n}\n");
    bool bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        complain(s, "cannot write %s: %s\n", path, strerror(errno));
        return CR_ERR_IO;
    }
    say(s, "saved the session as %s\n", path);
    return CR_OK;
}

static cr_status m_type(cr_session *s, const char *args, const char *body)
{
    (void)body;
    sess_values_reset(s);
    const char *note;
    int h = sess_type_of(s, args, &note);
    if (h == SV_VOID) {
        say(s, "void\n");
        return CR_OK;
    }
    if (h < 0) {
        complain(s, ":type: cannot work out the type of '%s'\n", args);
        return CR_ERR_USAGE;
    }
    sess_buf b = {0};
    ty_print(&b, s->value_types.p[h], NULL);
    sess_buf_printf(&b, "   (%d bytes, aligned to %d%s%s)\n", s->value_types.p[h]->size,
                    s->value_types.p[h]->align, note ? "; " : "", note ? note : "");
    sess_emit(s, CR_EV_STDOUT, b.p, b.len, 0);
    sess_buf_free(&b);
    return CR_OK;
}

static cr_status m_disasm(cr_session *s, const char *args, const char *body)
{
    (void)body;
    char name[256];
    word(args, name, sizeof name);
    if (name[0] && !vm_find_func(s->prog, name)) {
        complain(s, ":disasm: no device function or kernel named '%s'\n", name);
        return CR_ERR_USAGE;
    }
    sess_buf out = {0};
    vm_disasm(s->prog, name[0] ? vm_find_func(s->prog, name) : NULL, &out);
    sess_emit(s, CR_EV_STDOUT, out.p ? out.p : "", out.len, 0);
    sess_buf_free(&out);
    return CR_OK;
}

static cr_status m_doc(cr_session *s, const char *args, const char *body)
{
    (void)body;
    char name[256];
    word(args, name, sizeof name);
    char *doc = name[0] ? cr_inspect(s, name, strlen(name)) : NULL;
    if (!doc) {
        complain(s, ":doc: nothing known about '%s'\n", name);
        return CR_ERR_USAGE;
    }
    say(s, "%s", doc);
    free(doc);
    return CR_OK;
}

/* --expect=Ok|No: the verdict the user predicts (herd's Ok: the condition holds); another verdict
 * fails the cell, so a notebook exercise checks itself. */
static cr_status check_expect(cr_session *s, const char *name, int expect, int holds)
{
    if (expect < 0 || expect == holds)
        return CR_OK;
    complain(s, ":litmus: %s: the answer is %s, not %s as --expect says\n", name, holds ? "Ok" : "No",
             expect ? "Ok" : "No");
    return CR_ERR_USAGE;
}

/* Reads :litmus's options and files from ARGS into O, *EXPECT and FILES. */
static cr_status litmus_args(cr_session *s, const char *args, cr_litmus_options *o, int *expect,
                             void *files_vec)
{
    VEC(char *) *files = files_vec;
    char w[PATH_MAX];
    const char *rest = args;
    cr_status st = CR_OK;
    while (*(rest = word(rest, w, sizeof w), w)) {
        if (!strcmp(w, "--json"))
            o->json = 1;
        else if (!strcmp(w, "--explain"))
            o->explain = 1;
        else if (!strcmp(w, "--svg"))
            o->explain = o->svg = 1;
        else if (!strcmp(w, "--counts"))
            o->counts = 1;
        else if (!strcmp(w, "--model=ptx-v6.0"))
            o->model = 60;
        else if (!strcasecmp(w, "--expect=ok") || !strcasecmp(w, "--expect=no"))
            *expect = !strcasecmp(w + 9, "ok");
        else if (w[0] == '-') {
            complain(s, ":litmus: unknown option '%s' (--json, --explain, --svg, --counts, --model=ptx-v6.0, "
                        "--expect=Ok|No)\n", w);
            st = CR_ERR_USAGE;
        } else {
            char **paths = cr_litmus_paths(w); /* a directory: every test in it */
            if (!paths[0]) {
                complain(s, ":litmus: %s holds no .litmus files\n", w);
                st = CR_ERR_USAGE;
            }
            for (char **p = paths; *p; p++)
                VEC_PUSH(*files, sess_xstrdup(*p));
            cr_free_strings(paths);
        }
        if (!*rest)
            break;
    }
    return st;
}

/* :litmus FILE|DIR... [--json] [--explain] [--svg] [--counts] [--expect=Ok|No], or a test in
 * the cell's body (":litmus" alone on its line; "%%litmus" in notebooks, where --svg is the
 * default). */
static cr_status m_litmus(cr_session *s, const char *args, const char *body)
{
    cr_litmus_options o;
    cr_litmus_options_default(&o);
    VEC(char *) files = {0};
    int expect = -1, holds = 0;
    cr_status st = litmus_args(s, args, &o, &expect, &files);
    bool inline_test = body && *skip_space(body);
    if (st == CR_OK && !files.len && !inline_test) {
        complain(s, "usage: :litmus FILE... [--json] [--explain] [--svg] [--expect=Ok|No], or :litmus on a "
                    "line of its own followed by a test (ended by an empty line)\n");
        st = CR_ERR_USAGE;
    }
    for (size_t i = 0; st == CR_OK && i < files.len; i++) {
        st = cr_litmus_file(s, files.p[i], &o, &holds);
        if (st == CR_OK)
            st = check_expect(s, files.p[i], expect, holds);
    }
    if (st == CR_OK && inline_test) {
        st = cr_litmus_text(s, "<litmus cell>", body, &o, &holds);
        if (st == CR_OK)
            st = check_expect(s, "<litmus cell>", expect, holds);
    }
    for (size_t i = 0; i < files.len; i++)
        free(files.p[i]);
    VEC_FREE(files);
    return st;
}

/* :trace ARGS (interp/session/trace.h); "%%trace [SPEC]" over a cell traces that cell's
 * launches and shows them. */
static cr_status m_trace(cr_session *s, const char *args, const char *body)
{
    if (!body || !*skip_space(body))
        return sess_trace_command(s, args);
    bool was_on = sess_trace_on(s);
    cr_status st = cr_trace_set(s, *args ? args : "on");
    if (st == CR_OK && *args)
        st = cr_trace_set(s, "on");
    if (st != CR_OK)
        return st;
    char name[32];
    snprintf(name, sizeof name, "%s", s->cell_name ? s->cell_name : "<cell>");
    s->ncells++;
    st = run_code(s, name, body);
    cr_status shown = sess_trace_command(s, "");
    if (!was_on && cr_trace_set(s, "off") != CR_OK)
        st = CR_ERR_USAGE;
    return st != CR_OK ? st : shown;
}

static cr_status m_time(cr_session *s, const char *args, const char *body)
{
    (void)body;
    char w[16];
    word(args, w, sizeof w);
    if (!strcmp(w, "on") || !strcmp(w, "off"))
        s->time_cells = !strcmp(w, "on");
    else if (!w[0])
        s->time_cells = !s->time_cells;
    else {
        complain(s, "usage: :time [on|off]\n");
        return CR_ERR_USAGE;
    }
    say(s, "timing %s\n", s->time_cells ? "on: each cell's wall time and modelled GPU cycles are shown" : "off");
    return CR_OK;
}

static cr_status m_sanitize(cr_session *s, const char *args, const char *body)
{
    if (!body || !*skip_space(body))
        return sess_san_command(s, args);
    /* %%sanitize: the cell's body runs with the checks on, then they are as before */
    unsigned was = s->opts.sanitize;
    unsigned c = DM_SAN_ALL;
    if (*args && !sess_san_parse(args, strcspn(args, " \t\n"), &c)) {
        complain(s, "usage: %%%%sanitize [race,init,sync,mem]\n");
        return CR_ERR_USAGE;
    }
    s->opts.sanitize = c;
    char name[32];
    snprintf(name, sizeof name, "%s", s->cell_name ? s->cell_name : "<cell>");
    s->ncells++;
    cr_status st = run_code(s, name, body);
    s->opts.sanitize = was;
    return st;
}

/* %%expect CONDITIONS over a cell: the cell runs with the checks and the tracing its conditions
 * need, then each condition is judged on what its launches did (sanitize.h). */
static cr_status m_expect(cr_session *s, const char *args, const char *body)
{
    unsigned checks;
    bool trace;
    if (sess_expect_parse(s, args, &checks, &trace) != CR_OK)
        return CR_ERR_USAGE;
    if (!body || !*skip_space(body)) {
        complain(s, "%%%%expect needs a cell: its conditions on the first line, the code after it\n");
        return CR_ERR_USAGE;
    }
    unsigned was = s->opts.sanitize;
    bool traced = sess_trace_on(s);
    s->opts.sanitize |= checks;
    if (trace && !traced && cr_trace_set(s, "on") != CR_OK)
        return CR_ERR_USAGE;
    uint64_t before[EXPECT_NAMES], after[EXPECT_NAMES];
    sess_expect_counts(s, before);
    char name[32];
    snprintf(name, sizeof name, "%s", s->cell_name ? s->cell_name : "<cell>");
    s->ncells++;
    cr_status st = run_code(s, name, body);
    sess_expect_counts(s, after);
    s->opts.sanitize = was;
    if (trace && !traced && cr_trace_set(s, "off") != CR_OK)
        st = CR_ERR_USAGE;
    cr_status judged = sess_expect_judge(s, args, before, after);
    return st != CR_OK ? st : judged;
}

/* The body of %%compare, run as a cell. */
static cr_status compare_body(cr_session *s, const char *body)
{
    char name[32];
    snprintf(name, sizeof name, "%s", s->cell_name ? s->cell_name : "<cell>");
    s->ncells++;
    return run_code(s, name, body);
}

/* :compare [seeds=N] [off]: the next launch (or, over a cell, each of its launches) runs under
 * lockstep warps, independent thread scheduling and the weak memory model first (compare.h). */
static cr_status m_compare(cr_session *s, const char *args, const char *body)
{
    return sess_compare_command(s, args, body && *skip_space(body) ? body : NULL, compare_body);
}

static const meta_cmd commands[] = {
    {"help", "", "this list", m_help},
    {"device", "", "the modelled GPU's properties", m_device},
    {"symbols", "", "what the session has defined (kernels, device and host names)", m_symbols},
    {"mem", "[PTR [N] [TYPE]]", "device allocations, or N elements at PTR", m_mem},
    {"type", "EXPR", "the type of an expression", m_type},
    {"doc", "NAME", "documentation of a built-in, runtime function or your symbol", m_doc},
    {"disasm", "[KERNEL]", "the bytecode of a kernel or device function", m_disasm},
    {"trace", "[on|off|text|json [FILE]|help]", "per-warp traces and metrics of launches", m_trace},
    {"litmus", "FILE... [--explain]", "outcomes the PTX memory model allows for litmus tests", m_litmus},
    {"config", "[key=value...]", "memory=sc|weak sync=auto|explicit steps=N seed=N color=on|off threads=N|all progress=MS|off fastmath=on|off fmad=on|off", m_config},
    {"load", "FILE.cu", "run a file as a cell (its definitions stay)", m_load},
    {"run", "FILE.cu [ARGS]", "run a whole program (its main) on a fresh device", m_run},
    {"save", "FILE.cu", "write the session's cells as one program", m_save},
    {"reset", "", "forget everything: device memory, definitions, host variables", m_reset},
    {"time", "[on|off]", "show each cell's wall time and modelled GPU cycles", m_time},
    {"sanitize", "[on|off|CHECKS]", "races, uninitialised reads, barrier misuse (docs/sanitizer.md)", m_sanitize},
    {"expect", "NAME OP N, ...", "over a cell: check races, bank_conflicts, ... of its launches", m_expect},
    {"compare", "[seeds=N|off]", "the next launch under lockstep warps, independent scheduling, weak memory: compared", m_compare},
    {"who", "EXPR", "which thread last wrote device memory EXPR, and who read it (sanitizer)", m_who},
    {"quit", "", "leave (also Ctrl-D)", NULL},
};

static const meta_cmd *meta_table(size_t *n)
{
    *n = sizeof commands / sizeof commands[0];
    return commands;
}

const char *sess_meta_name(size_t i)
{
    return i < sizeof commands / sizeof commands[0] ? commands[i].name : NULL;
}

static cr_status run_meta(cr_session *s, const char *line, const char *body)
{
    /* the command and its arguments end at the newline; what follows is the body */
    size_t llen = strcspn(line, "\n");
    char *first = sess_xmalloc(llen + 1);
    memcpy(first, line, llen);
    first[llen] = 0;
    char name[64];
    const char *args = word(first, name, sizeof name);
    size_t alen = strlen(args);
    char *a = sess_xmalloc(alen + 1);
    memcpy(a, args, alen + 1);
    free(first);
    while (alen && isspace((unsigned char)a[alen - 1]))
        a[--alen] = 0;
    const meta_cmd *hit = NULL;
    int matches = 0;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (!strcmp(commands[i].name, name)) {
            hit = &commands[i];
            matches = 1;
            break;
        }
        if (name[0] && !strncmp(commands[i].name, name, strlen(name))) {
            hit = &commands[i];
            matches++;
        }
    }
    cr_status st;
    if (matches != 1 || !hit->fn) {
        if (matches > 1)
            complain(s, "':%s' is ambiguous; :help lists the commands\n", name);
        else if (hit && !hit->fn)
            complain(s, ":%s is handled by the front end\n", hit->name);
        else
            complain(s, "unknown command ':%s'; :help lists the commands\n", name);
        st = CR_ERR_USAGE;
    } else {
        st = hit->fn(s, a, body);
    }
    free(a);
    return st;
}

/* Is TEXT nothing but comments and white space? */
static bool only_comments(const char *p)
{
    for (;;) {
        p = skip_space(p);
        if (p[0] == '/' && p[1] == '/') {
            p += strcspn(p, "\n");
        } else if (p[0] == '/' && p[1] == '*') {
            const char *e = strstr(p + 2, "*/");
            if (!e)
                return false;
            p = e + 2;
        } else {
            return *p == 0;
        }
    }
}

cr_status cr_eval_cell_named(cr_session *s, const char *name, const char *text)
{
    s->interrupt = 0;
    const char *p = skip_space(text);
    if (!*p)
        return CR_OK;
    if (*p == ':' || *p == '%') {
        bool cell_magic = p[0] == '%' && p[1] == '%';
        const char *line = p + (cell_magic ? 2 : 1);
        const char *nl = strchr(line, '\n');
        const char *body = nl ? nl + 1 : NULL;
        /* a line magic or a meta-command is one line; a cell magic takes the rest of the cell */
        if (!cell_magic && body && *skip_space(body)) {
            char w[64];
            word(line, w, sizeof w);
            if (strcmp(w, "litmus") != 0) {
                /* the first line is a command, the rest an ordinary cell */
                size_t n = (size_t)(body - text);
                char *first = sess_xmalloc(n + 1);
                memcpy(first, text, n);
                first[n] = 0;
                cr_status st = cr_eval_cell_named(s, name, first);
                free(first);
                if (st != CR_OK)
                    return st;
                return cr_eval_cell_named(s, name, body);
            }
        }
        s->cell_name = name;
        cr_status st = run_meta(s, line, body);
        s->cell_name = NULL;
        return st;
    }
    if (only_comments(p))
        return CR_OK;
    s->ncells++;
    if (!s->time_cells)
        return run_code(s, name, text);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t c0 = s->clock;
    cr_status st = run_code(s, name, text);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    complain(s, "(%.3f s wall time; %llu modelled GPU cycles)\n", wall, (unsigned long long)(s->clock - c0));
    return st;
}

cr_status cr_eval_cell(cr_session *s, const char *text)
{
    char name[32];
    snprintf(name, sizeof name, "<cell %d>", s->ncells + 1);
    return cr_eval_cell_named(s, name, text);
}

/* ---- Is the input complete? ------------------------------------------------------------------- */

static bool ends_with_blank_line(const char *text)
{
    size_t n = strlen(text);
    while (n && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    if (n < 2 || text[n - 1] != '\n')
        return false;
    n--;
    while (n && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    return n && text[n - 1] == '\n';
}

/* Words that start a declaration (or are part of a declaration's type). */
static bool is_decl_word(const char *w)
{
    static const char *const words[] = {"__global__", "__device__", "__host__", "struct", "union", "enum",
                                        "void", "int", "float", "double", "char", "long", "short",
                                        "unsigned", "signed", "static", "inline", "typedef", "const",
                                        "bool", "__forceinline__", "__noinline__", "template", "auto",
                                        "constexpr", "extern", "volatile", "size_t", "dim3", NULL};
    for (int k = 0; words[k]; k++)
        if (!strcmp(w, words[k]))
            return true;
    return false;
}

cr_completeness cr_is_complete(cr_session *s, const char *text)
{
    (void)s;
    const char *p = skip_space(text);
    if (!*p)
        return CR_INPUT_COMPLETE;
    if (p[0] == '%' && p[1] == '%') {
        /* a cell magic takes the lines that follow, up to an empty line */
        return strchr(p, '\n') && ends_with_blank_line(text) ? CR_INPUT_COMPLETE : CR_INPUT_INCOMPLETE;
    }
    if (*p == ':' || *p == '%') {
        /* ":litmus" with no file (options only) opens a test that ends with an empty line */
        char w[64], opt[64];
        const char *args = word(p + 1, w, sizeof w);
        const char *eol = p + 1 + strcspn(p + 1, "\n");
        bool files = false;
        for (const char *a = args; a < eol && *a; a = word(a, opt, sizeof opt))
            files |= *a != '-';
        if (!strcmp(w, "litmus") && !files)
            return strchr(p, '\n') && ends_with_blank_line(text) ? CR_INPUT_COMPLETE : CR_INPUT_INCOMPLETE;
        return CR_INPUT_COMPLETE;
    }
    /* a raw string literal runs on over lines: the cell goes on until it ends; then the
       checks below read it as an ordinary literal */
    bool raw_open;
    char *cooked = lex_cook_raw_strings(p, &raw_open);
    if (raw_open) {
        free(cooked);
        return CR_INPUT_INCOMPLETE;
    }
    if (cooked) {
        cr_completeness r = cr_is_complete(s, cooked);
        free(cooked);
        return r;
    }
    /* tokens that cannot be C at all make the cell invalid whatever follows */
    {
        sess_arena scratch;
        sess_arena_init(&scratch);
        sess_diags quiet;
        sess_diags_init(&quiet);
        lex_tokens toks;
        char *copy = sess_arena_strdup(&scratch, p);
        int ok = lex_tokenize(copy, "<input>", &scratch, &quiet, &toks);
        bool bad = !ok || quiet.nerrors;
        sess_diags_free(&quiet);
        sess_arena_free(&scratch);
        if (bad)
            return CR_INPUT_INVALID;
    }
    /* brackets, strings and comments, and what the last token asks for */
    char stack[256];
    int depth = 0;
    char last = 0;          /* the last significant character */
    char last_word[32] = ""; /* the last identifier, when the last token is one */
    int paren_kw_depth = -1; /* depth of the '(' that follows if/for/while/switch at depth 0 */
    bool after_ctl_paren = false, pp_line = false, line_start = true;
    bool decl_head = false;  /* the last top-level item looks like a declaration */
    bool named_paren = false; /* ... whose last top-level '(' follows a name */
    char prev_word[32] = "";
    int item_start = 1;
    for (const char *q = p; *q; q++) {
        char c = *q;
        if (c == '\n') {
            if (pp_line && q > p && q[-1] == '\\') {
                continue;
            }
            pp_line = false;
            line_start = true;
            continue;
        }
        if (pp_line)
            continue;
        if (isspace((unsigned char)c))
            continue;
        if (line_start && c == '#') {
            pp_line = true;
            line_start = false;
            continue;
        }
        line_start = false;
        if (c == '/' && q[1] == '/') {
            while (q[1] && q[1] != '\n')
                q++;
            continue;
        }
        if (c == '/' && q[1] == '*') {
            const char *e = strstr(q + 2, "*/");
            if (!e)
                return CR_INPUT_INCOMPLETE;
            q = e + 1;
            continue;
        }
        if (c == '"' || c == '\'') {
            const char *e = q + 1;
            while (*e && *e != c && *e != '\n') {
                if (*e == '\\' && e[1])
                    e++;
                e++;
            }
            if (*e != c)
                return CR_INPUT_INVALID; /* a string does not continue on the next line */
            q = e;
            last = 'x';
            last_word[0] = 0;
            continue;
        }
        if (isalnum((unsigned char)c) || c == '_') {
            const char *e = q;
            while (isalnum((unsigned char)*e) || *e == '_')
                e++;
            size_t n = (size_t)(e - q);
            snprintf(last_word, sizeof last_word, "%.*s", (int)(n < 31 ? n : 31), q);
            if (depth == 0 && item_start) {
                decl_head = is_decl_word(last_word);
                named_paren = false;
                item_start = 0;
            }
            if (depth == 0 && (!strcmp(last_word, "if") || !strcmp(last_word, "for") ||
                               !strcmp(last_word, "while") || !strcmp(last_word, "switch")))
                paren_kw_depth = 0;
            after_ctl_paren = false;
            q = e - 1;
            last = 'x';
            continue;
        }
        snprintf(prev_word, sizeof prev_word, "%s", last_word);
        last_word[0] = (c == ')' || c == ']') ? last_word[0] : 0;
        if (c == '(' || c == '[' || c == '{') {
            if (depth >= (int)sizeof stack)
                return CR_INPUT_INVALID;
            /* a function header names the function before its '(' (int f(...)); int(x) is a
             * cast */
            if (c == '(' && depth == 0 && decl_head)
                named_paren = last == 'x' && prev_word[0] && !is_decl_word(prev_word);
            stack[depth++] = c;
            after_ctl_paren = false;
        } else if (c == ')' || c == ']' || c == '}') {
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (!depth || stack[depth - 1] != want)
                return CR_INPUT_INVALID;
            depth--;
            after_ctl_paren = c == ')' && depth == 0 && paren_kw_depth == 0;
            if (c == ')' && depth == 0)
                paren_kw_depth = -1;
            if (c == '}' && depth == 0) {
                item_start = 1;
                decl_head = false;
            }
        } else {
            after_ctl_paren = false;
            if (c == ';' && depth == 0) {
                item_start = 1;
                decl_head = false;
                paren_kw_depth = -1;
            }
        }
        last = c;
    }
    if (depth > 0)
        return CR_INPUT_INCOMPLETE;
    if (after_ctl_paren)
        return CR_INPUT_INCOMPLETE; /* if (c) / for (...) / while (...) awaits its body */
    if (!strcmp(last_word, "else") || !strcmp(last_word, "do"))
        return CR_INPUT_INCOMPLETE;
    if (decl_head && last == ')' && named_paren)
        return CR_INPUT_INCOMPLETE; /* a function header awaits its body */
    if (strchr("=+-*/%&|^<>!,?:.\\", last) && last)
        return CR_INPUT_INCOMPLETE; /* an operator awaits its operand */
    return CR_INPUT_COMPLETE;
}
