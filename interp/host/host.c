/* host.c — compiling host code with libtcc, kernel launch closures (libffi), and running host
 * code under protection (see host.h).
 */
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "devmodel/dm_errors.h"
#include "interp/front/lex.h"
#include "interp/front/pp.h"
#include "interp/front/parse.h"
#include "interp/host/cell.h"
#include "interp/host/cemit.h"
#include "interp/host/graph.h"
#include "interp/host/host_internal.h"

/* The protected run a signal belongs to: the one piece of global state cudarepl has, as a
 * signal handler needs it (STYLE §4). */
static __thread host_guard *active_guard;

/* ---- thread_local variables ----
 * libtcc has no thread-local storage: host code reaches a thread_local variable through
 * __cr_rt_tls, which gives the calling thread's copy of it, made from the variable's own storage
 * (its initial value, the template) at the thread's first use. A thread's copies are freed when
 * it ends (the session's key's destructor); the thread that runs the program keeps its copies
 * as long as the session (a REPL's later cells see them). */
typedef struct {
    VEC(struct host_tls_copy { const void *init; void *copy; }) v;
} host_tls;

static void tls_free(void *p)
{
    host_tls *t = p;
    for (size_t i = 0; i < t->v.len; i++)
        free(t->v.p[i].copy);
    VEC_FREE(t->v);
    free(t);
}

static void *tls_get(void *sess, const void *init, unsigned long size)
{
    host_state *h = host_state_of(sess);
    host_tls *t = pthread_getspecific(h->tls_key);
    if (!t) {
        t = sess_xcalloc(1, sizeof *t);
        pthread_setspecific(h->tls_key, t);
    }
    for (size_t i = 0; i < t->v.len; i++)
        if (t->v.p[i].init == init)
            return t->v.p[i].copy;
    void *c = sess_xmalloc(size ? size : 1);
    memcpy(c, init, size);
    VEC_PUSH(t->v, ((struct host_tls_copy){init, c}));
    return c;
}

host_state *host_state_of(cr_session *s)
{
    if (!s->host) {
        s->host = sess_xcalloc(1, sizeof(host_state));
        s->host->self = s;
        pthread_key_create(&s->host->tls_key, tls_free);
        /* an H200's default cudaLimitPersistingL2CacheSize: 30 % of the maximum */
        s->host->persisting_l2 = (size_t)s->props->persistingL2CacheMaxSize / 10 * 3;
    }
    return s->host;
}

static void closure_free(host_closure *c)
{
    ffi_closure_free(c->closure);
    for (int i = 0; i < c->nparams; i++)
        free(c->selems ? c->selems[i] : NULL);
    free(c->selems);
    free(c->stypes);
    free(c->atypes);
    free(c->sig);
    free(c);
}

void sess_host_free(cr_session *s)
{
    host_state *h = s->host;
    if (!h)
        return;
    for (size_t i = 0; i < h->units.len; i++)
        tcc_delete(h->units.p[i]);
    for (size_t i = 0; i < h->closures.len; i++)
        closure_free(h->closures.p[i]);
    graph_free_all(s);
    drv_free(s);
    for (size_t i = 0; i < h->streams.len; i++)
        free(h->streams.p[i]);
    for (size_t i = 0; i < h->events.len; i++)
        free(h->events.p[i]);
    for (size_t i = 0; i < h->pinned.len; i++)
        if (!h->pinned.p[i].registered)
            free(h->pinned.p[i].p);
    for (size_t i = 0; i < h->pools.len; i++)
        free(h->pools.p[i]);
    free(h->default_pool);
    VEC_FREE(h->units);
    VEC_FREE(h->closures);
    VEC_FREE(h->streams);
    VEC_FREE(h->events);
    VEC_FREE(h->pinned);
    VEC_FREE(h->pools);
    VEC_FREE(h->async_allocs);
    VEC_FREE(h->rt_allocs);
    for (size_t i = 0; i < h->type_infos.len; i++) {
        free(h->type_infos.p[i][0]);
        free(h->type_infos.p[i][1]);
        free(h->type_infos.p[i]);
    }
    VEC_FREE(h->type_infos);
    VEC_FREE(h->at_exit);
    host_tls *tls = pthread_getspecific(h->tls_key);
    if (tls)
        tls_free(tls);
    pthread_key_delete(h->tls_key);
    advise_free_all(h);
    free(h->params);
    host_reset(s);
    free(h);
    s->host = NULL;
}

/* ---- Launch closures ----------------------------------------------------------------------- */

static ffi_type *scalar_ffi(char c)
{
    switch (c) {
    case 'c': return &ffi_type_sint8;
    case 's': return &ffi_type_sint16;
    case 'i': return &ffi_type_sint32;
    case 'l': return &ffi_type_sint64;
    case 'f': return &ffi_type_float;
    case 'd': return &ffi_type_double;
    default: return &ffi_type_pointer;
    }
}

static ffi_type *param_ffi(const vm_param *p)
{
    switch (p->kind) {
    case VM_PK_I8: return &ffi_type_sint8;
    case VM_PK_U8: return &ffi_type_uint8;
    case VM_PK_I16: return &ffi_type_sint16;
    case VM_PK_U16: return &ffi_type_uint16;
    case VM_PK_I32: return &ffi_type_sint32;
    case VM_PK_U32: return &ffi_type_uint32;
    case VM_PK_I64: return &ffi_type_sint64;
    case VM_PK_U64: return &ffi_type_uint64;
    case VM_PK_F32: return &ffi_type_float;
    case VM_PK_F64: return &ffi_type_double;
    default: return &ffi_type_pointer;
    }
}

/* Does libtcc pass struct parameter P in general registers where the x86-64 ABI (and so libffi)
 * would use an SSE register for part of it? libtcc classifies a struct of at most 16 bytes as
 * a whole: any integer or pointer member makes all of it INTEGER ({float *p; float a, b;} in
 * two general registers), where the ABI classifies each eightbyte. Such a struct is described
 * to libffi as integers, so that the closure reads the registers libtcc wrote. */
static bool tcc_passes_in_gprs(const vm_param *p)
{
    if (p->size > 16 || !p->flat)
        return false;
    bool ints = false, floats = false;
    for (const char *c = p->flat; *c; c++) {
        if (*c == 'f' || *c == 'd')
            floats = true;
        else
            ints = true;
    }
    return ints && floats;
}

static char *kernel_sig(const vm_func *f)
{
    sess_buf b = {0};
    for (size_t i = 0; i < f->params.len; i++) {
        sess_buf_printf(&b, "%d:%u:", (int)f->params.p[i].kind, f->params.p[i].size);
        if (f->params.p[i].flat)
            sess_buf_puts(&b, f->params.p[i].flat);
        sess_buf_putc(&b, ';');
    }
    return sess_buf_take(&b);
}

/* The runtime lock (host_internal.h): one mutex; each thread counts how deep it holds it. */
static pthread_mutex_t rt_mutex = PTHREAD_MUTEX_INITIALIZER;
static __thread int rt_depth;

void rt_enter(void)
{
    if (rt_depth++ == 0)
        pthread_mutex_lock(&rt_mutex);
}

void rt_leave(int *unused)
{
    (void)unused;
    if (--rt_depth == 0)
        pthread_mutex_unlock(&rt_mutex);
}

/* back to holding it DEPTH deep (after a longjmp out of entry points) */
static void rt_restore(int depth)
{
    while (rt_depth > depth)
        rt_leave(NULL);
}

/* the pending <<<...>>> configuration: each host thread's own (between __cr_rt_configure and
 * the kernel's call another thread may configure its launch) */
static __thread struct {
    bool set;
    uint32_t grid[3], block[3];
    size_t shared;
    void *stream;
} pending;

static void closure_call(ffi_cif *cif, void *ret, void **args, void *user)
{
    (void)cif;
    (void)ret;
    host_closure *c = user;
    cr_session *s = c->s;
    if (!pending.set) {
        /* (through a pointer: the front end refuses a direct call) the kernel does not run,
         * and the error is the one an H100 gave (2026-12-05); the explanation, once a kernel,
         * is a fault's: shown in cells and with --explain-faults, not in a program's stderr */
        if (!c->said_unconfigured) {
            vm_func *f = s->prog->funcs.p[c->kernel];
            char msg[512];
            int n = snprintf(msg, sizeof msg, "kernel '%s' was called like a function, not launched; launch "
                             "it with %s<<<grid, block>>>(...)\n", f->name, f->name);
            sess_emit(s, CR_EV_FAULT, msg, (size_t)(n < (int)sizeof msg ? n : (int)sizeof msg - 1),
                      DM_cudaErrorMissingConfiguration);
            c->said_unconfigured = true;
        }
        sess_set_error(s, DM_cudaErrorMissingConfiguration);
        return;
    }
    pending.set = false;
    rt_enter();
    host_launch(s, c->kernel, pending.grid, pending.block, pending.shared, args, pending.stream);
    rt_leave(NULL);
}

static host_closure *closure_for(cr_session *s, uint32_t kernel)
{
    host_state *h = host_state_of(s);
    vm_func *f = s->prog->funcs.p[kernel];
    char *sig = kernel_sig(f);
    for (size_t i = 0; i < h->closures.len; i++) {
        host_closure *c = h->closures.p[i];
        if (c->kernel == kernel && !strcmp(c->sig, sig)) {
            free(sig);
            return c;
        }
    }
    host_closure *c = sess_xcalloc(1, sizeof *c);
    c->s = s;
    c->kernel = kernel;
    c->sig = sig;
    c->nparams = (int)f->params.len;
    c->atypes = sess_xcalloc((size_t)c->nparams + 1, sizeof(ffi_type *));
    c->stypes = sess_xcalloc((size_t)c->nparams + 1, sizeof(ffi_type));
    c->selems = sess_xcalloc((size_t)c->nparams + 1, sizeof(ffi_type **));
    for (int i = 0; i < c->nparams; i++) {
        const vm_param *p = &f->params.p[i];
        if (p->kind == VM_PK_STRUCT) {
            size_t n = p->flat ? strlen(p->flat) : 0;
            c->selems[i] = sess_xcalloc(n + p->size + 1, sizeof(ffi_type *));
            if (tcc_passes_in_gprs(p))
                for (size_t k = 0; k < p->size; k += 4)
                    c->selems[i][k / 4] = p->size - k >= 4 ? &ffi_type_sint32
                                          : p->size - k >= 2 ? &ffi_type_sint16 : &ffi_type_sint8;
            else
                for (size_t k = 0; k < n; k++)
                    c->selems[i][k] = scalar_ffi(p->flat[k]);
            c->stypes[i].type = FFI_TYPE_STRUCT;
            c->stypes[i].elements = c->selems[i];
            c->atypes[i] = &c->stypes[i];
        } else {
            c->atypes[i] = param_ffi(p);
        }
    }
    c->closure = ffi_closure_alloc(sizeof(ffi_closure), &c->code);
    if (!c->closure || ffi_prep_cif(&c->cif, FFI_DEFAULT_ABI, (unsigned)c->nparams, &ffi_type_void,
                                    c->atypes) != FFI_OK ||
        ffi_prep_closure_loc(c->closure, &c->cif, closure_call, c, c->code) != FFI_OK) {
        closure_free(c);
        return NULL;
    }
    VEC_PUSH(h->closures, c);
    return c;
}

int host_kernel_of(cr_session *s, const void *fn)
{
    host_state *h = host_state_of(s);
    for (size_t i = 0; i < h->closures.len; i++)
        if (h->closures.p[i]->code == fn)
            return (int)h->closures.p[i]->kernel;
    return -1;
}

int host_push_config(cr_session *s, const uint32_t grid[3], const uint32_t block[3], size_t shared,
                     void *stream)
{
    (void)s;
    pending.stream = stream;
    memcpy(pending.grid, grid, sizeof pending.grid);
    memcpy(pending.block, block, sizeof pending.block);
    pending.shared = shared;
    pending.set = true;
    return 0;
}

/* the arguments in the kernel's parameter layout, into BUF (f->param_size bytes, at least 1) */
static void pack_params(const vm_func *f, void **args, uint8_t *buf)
{
    memset(buf, 0, f->param_size ? f->param_size : 1);
    for (size_t i = 0; i < f->params.len; i++)
        memcpy(buf + f->params.p[i].offset, args[i], f->params.p[i].size);
}

uint8_t *host_pack_params(cr_session *s, uint32_t kernel, void **args, size_t *size)
{
    const vm_func *f = s->prog->funcs.p[kernel];
    uint8_t *buf = sess_xmalloc(f->param_size ? f->param_size : 1);
    pack_params(f, args, buf);
    *size = f->param_size;
    return buf;
}

int host_launch(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                size_t shared, void **args, void *stream)
{
    host_capture *cap = graph_capture_of(s, stream);
    if (cap)
        return graph_capture_kernel(s, cap, kernel, grid, block, shared, args);
    int e = graph_legacy_work(s, stream);
    if (e)
        return e;
    vm_func *f = s->prog->funcs.p[kernel];
    /* the parameter buffer belongs to the host state: an interrupted launch does not return */
    host_state *h = host_state_of(s);
    size_t need = f->param_size ? f->param_size : 1;
    if (h->params_cap < need) {
        h->params = sess_xrealloc(h->params, need);
        h->params_cap = need;
    }
    pack_params(f, args, h->params);
    return sess_launch(s, kernel, grid, block, shared, h->params, f->param_size);
}

/* ---- Protection ------------------------------------------------------------------------------- */

static const char *signal_name(int sig);

/* write(2) of TEXT: what a signal handler may call */
static void say(const char *text)
{
    ssize_t r = write(STDERR_FILENO, text, strlen(text));
    (void)r;
}

static void on_crash(int sig, siginfo_t *si, void *uctx)
{
    host_guard *g = active_guard;
    if (!g) {
        /* not the thread that runs the cell (one the program started, or cudarepl's own): no
         * cell to stop, so the process ends as it would without cudarepl, after saying why */
        say("cudarepl: host code crashed: ");
        say(signal_name(sig));
        say(", in a thread other than the one running the cell (a std::thread the program "
            "started?): cudarepl cannot stop that thread, and ends\n");
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    g->signo = sig;
    g->addr = si ? si->si_addr : NULL;
#if defined(__x86_64__) && defined(REG_RIP)
    g->pc = uctx ? (void *)((ucontext_t *)uctx)->uc_mcontext.gregs[REG_RIP] : NULL;
#else
    (void)uctx;
    g->pc = NULL;
#endif
    siglongjmp(g->jmp, 1);
}

static void on_interrupt(int sig, siginfo_t *si, void *uctx)
{
    (void)sig;
    (void)si;
    (void)uctx;
    host_guard *g = active_guard;
    if (!g)
        return;
    g->s->interrupt = 1;
    if (!g->s->in_vm) {
        g->signo = SIGINT;
        siglongjmp(g->jmp, 1);
    }
}

static void host_exit(int status)
{
    host_guard *g = active_guard;
    if (!g)
        _exit(status);
    g->exit_status = status;
    g->signo = -1;
    siglongjmp(g->jmp, 1);
}

static void host_abort(void)
{
    raise(SIGABRT);
    host_exit(134);
}

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGINT};

typedef struct {
    struct sigaction old[sizeof crash_signals / sizeof crash_signals[0]];
    stack_t old_stack;
    void *stack;
} saved_signals;

static void install(saved_signals *sv)
{
    size_t ss = 1u << 16;
    sv->stack = mmap(NULL, ss, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (sv->stack != MAP_FAILED) {
        stack_t st = {.ss_sp = sv->stack, .ss_size = ss, .ss_flags = 0};
        sigaltstack(&st, &sv->old_stack);
    } else {
        sv->stack = NULL;
    }
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = crash_signals[i] == SIGINT ? on_interrupt : on_crash;
        sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
        sigemptyset(&sa.sa_mask);
        sigaction(crash_signals[i], &sa, &sv->old[i]);
    }
}

static void uninstall(saved_signals *sv)
{
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++)
        sigaction(crash_signals[i], &sv->old[i], NULL);
    if (sv->stack) {
        sigaltstack(&sv->old_stack, NULL);
        munmap(sv->stack, 1u << 16);
    }
}

void host_interrupt_now(cr_session *s)
{
    host_guard *g = s->host ? s->host->guard : NULL;
    if (!g || g != active_guard)
        return;
    g->signo = SIGINT;
    siglongjmp(g->jmp, 1);
}

bool host_running(cr_session *s)
{
    return s->host && s->host->guard;
}

static const char *signal_name(int sig)
{
    switch (sig) {
    case SIGSEGV: return "Segmentation fault";
    case SIGBUS: return "Bus error";
    case SIGFPE: return "Floating point exception";
    case SIGILL: return "Illegal instruction";
    case SIGABRT: return "Aborted";
    default: return "Signal";
    }
}

/* The function nearest below a PC among a unit's symbols: tcc lays out a unit's code before its
 * data, so the symbol just below a PC in that code is the function the PC is in. A unit also
 * lists the library functions it calls, at their addresses in the library: those are told apart
 * by their distance from the unit's own code (ANCHOR). */
typedef struct {
    uintptr_t pc, best, anchor;
    const char *name;
    bool library;
} pc_lookup;

static void nearest_symbol(void *ctx, const char *name, const void *val)
{
    pc_lookup *l = ctx;
    uintptr_t v = (uintptr_t)val;
    if (v <= l->pc && v > l->best && l->pc - v < (1u << 20)) {
        l->best = v;
        l->name = name;
        l->library = !l->anchor || (v > l->anchor ? v - l->anchor : l->anchor - v) > (1u << 24);
    }
}

/* The function PC is in, when the session compiled it or it is a library function one called. */
static void crash_function(cr_session *s, void *pc, sess_buf *b)
{
    host_state *h = host_state_of(s);
    pc_lookup l = {(uintptr_t)pc, 0, 0, NULL, false};
    for (size_t i = 0; pc && i < h->units.len; i++) {
        void *a = tcc_get_symbol(h->units.p[i], "__cr_cell");
        l.anchor = (uintptr_t)(a ? a : tcc_get_symbol(h->units.p[i], "main"));
        tcc_list_symbols(h->units.p[i], &l, nearest_symbol);
    }
    if (!l.name)
        return;
    if (!strcmp(l.name, "__cr_cell") || !strcmp(l.name, "__cr_dynamic_init"))
        sess_buf_puts(b, ", in the cell's statements");
    else if (l.library)
        sess_buf_printf(b, ", in the C library's %s()", l.name);
    else if (strncmp(l.name, "__cr", 4))
        sess_buf_printf(b, ", in function %s()", l.name);
}

/* ", in function NAME()" (or "in the cell's statements") when PC is in a function the session
 * compiled or a library function it called, then ", at FILE:LINE": the expression
 * statement host code was running (host_where). */
static void crash_place(cr_session *s, void *pc, sess_buf *b)
{
    host_state *h = host_state_of(s);
    crash_function(s, pc, b);
    if (h->where.file && h->where.line > 0)
        sess_buf_printf(b, ", at %s:%d", h->where.file, h->where.line);
}

/* Explain a crash: where it happened, and a host dereference of device memory names the
 * allocation. */
static void report_crash(cr_session *s, int sig, void *addr, void *pc)
{
    sess_buf b = {0};
    uint64_t a = (uint64_t)(uintptr_t)addr;
    sess_buf_printf(&b, "host code crashed: %s", signal_name(sig));
    if (sig == SIGSEGV || sig == SIGBUS) {
        sess_buf_printf(&b, " at address %p", addr);
        if (s->mem_ok) {
            dm_window w = dm_window_of(&s->mem, a);
            const dm_alloc *al = dm_find_alloc(&s->mem, a, 1);
            if (al && (al->kind == DM_ALLOC_DEVICE || al->kind == DM_ALLOC_SYMBOL || al->kind == DM_ALLOC_HEAP)) {
                sess_buf_printf(&b, ": host code dereferenced device memory — offset %llu of the %llu-byte ",
                                (unsigned long long)(a - al->base), (unsigned long long)al->size);
                if (al->kind == DM_ALLOC_SYMBOL)
                    sess_buf_printf(&b, "__device__ variable '%s'", al->name ? al->name : "?");
                else if (al->kind == DM_ALLOC_HEAP)
                    sess_buf_puts(&b, "device heap");
                else
                    sess_buf_printf(&b, "allocation #%u from cudaMalloc at 0x%llx", al->serial,
                                    (unsigned long long)al->base);
                sess_buf_puts(&b, " (copy it to the host with cudaMemcpy, or use cudaMallocManaged)");
            } else if (w == DM_W_GLOBAL) {
                sess_buf_puts(&b, ": host code dereferenced a device address that is not (or no "
                                  "longer) allocated");
            } else if (w != DM_W_NONE) {
                sess_buf_puts(&b, ": host code dereferenced a device address (shared, local or "
                                  "constant memory)");
            } else if (a < 4096) {
                sess_buf_puts(&b, " (a null pointer)");
            }
        }
    }
    if (sig != SIGABRT) /* (abort() raises it inside the C library: no place of the user's) */
        crash_place(s, pc, &b);
    sess_buf_putc(&b, '\n');
    sess_emit_host_fault(s, b.p, b.len, sig);
    sess_buf_free(&b);
}

/* Run THUNK(ARG) under protection. */
static void eh_reset(void);

static host_outcome run_protected(cr_session *s, void (*thunk)(void *), void *arg, int *status)
{
    host_state *h = host_state_of(s);
    host_guard g;
    memset(&g, 0, sizeof g);
    g.s = s;
    g.prev = active_guard;
    saved_signals sv;
    install(&sv);
    host_outcome out;
    *status = 0;
    s->host_thread = pthread_self();
    if (!g.prev) { /* a cell that crashed or was interrupted may have left its try frames */
        eh_reset();
        h->where.file = NULL;
        h->where.line = 0;
    }
    int depth = rt_depth, paused = s->host_paused;
    if (sigsetjmp(g.jmp, 1) == 0) {
        active_guard = &g;
        h->guard = &g;
        s->host_active = 1;
        thunk(arg);
        out = HOST_RETURNED;
    } else if (g.signo == -1) {
        *status = g.exit_status & 0xff;
        out = HOST_EXITED;
    } else if (g.signo == SIGINT) {
        *status = 128 + SIGINT;
        out = HOST_INTERRUPTED;
    } else {
        *status = 128 + g.signo;
        out = HOST_CRASHED;
    }
    rt_restore(depth); /* (what entry points left by the longjmp held) */
    sess_host_resume_to(s, paused);
    s->host_active = 0;
    active_guard = g.prev;
    h->guard = NULL;
    uninstall(&sv);
    s->in_vm = 0;
    if (out == HOST_CRASHED && !g.reported)
        report_crash(s, g.signo, g.addr, g.pc);
    if (out == HOST_INTERRUPTED) {
        s->interrupt = 0;
        sess_emit_host_fault(s, "interrupted\n", 12, SIGINT);
    }
    return out;
}

typedef struct {
    int (*mainf)(int, char **);
    int argc;
    char **argv;
    int result;
} main_call;

static void call_main(void *arg)
{
    main_call *m = arg;
    m->result = m->mainf(m->argc, m->argv);
}

/* ---- The program's end ---------------------------------------------------------------------
 * Returning from main or calling exit destroys the objects of static storage duration (globals
 * and static locals with destructors, registered by the front end's code once made) and calls
 * the functions given to atexit, all in the reverse order of their registration (C++17
 * [basic.start.term], [support.start.term]). */
static void at_exit_object(void *obj, void (*dtor)(void *))
{
    host_guard *g = active_guard;
    if (g && dtor)
        VEC_PUSH(host_state_of(g->s)->at_exit, ((host_at_exit){obj, dtor, NULL}));
}

static int host_atexit(void (*fn)(void))
{
    host_guard *g = active_guard;
    if (!g || !fn)
        return -1;
    VEC_PUSH(host_state_of(g->s)->at_exit, ((host_at_exit){NULL, NULL, fn}));
    return 0;
}

/* _exit and _Exit: the end, without what exit does first */
static void host_quick_exit(int status)
{
    host_guard *g = active_guard;
    if (g)
        host_state_of(g->s)->at_exit.len = 0;
    host_exit(status);
}

static void run_at_exit(void *arg)
{
    host_state *h = arg;
    while (h->at_exit.len) { /* (one may register another: it runs next) */
        host_at_exit a = h->at_exit.p[--h->at_exit.len];
        if (a.fn)
            a.fn();
        else
            a.dtor(a.obj);
    }
}

host_outcome host_run_main(cr_session *s, int unit, int argc, char **argv, int *status)
{
    main_call m = {(int (*)(int, char **))host_symbol(s, unit, "main"), argc, argv, 0};
    if (!m.mainf) {
        sess_emit_text(s, CR_EV_STDERR, "cudarepl: the program has no main function\n");
        *status = 1;
        return HOST_RETURNED;
    }
    s->interrupt = 0;
    host_outcome out = run_protected(s, call_main, &m, status);
    if (out == HOST_RETURNED)
        *status = m.result & 0xff;
    if (out == HOST_RETURNED || out == HOST_EXITED) {
        host_outcome end = host_end_program(s, status);
        if (end != HOST_RETURNED) /* (exit called again, or a crash, in a destructor) */
            out = end;
    }
    host_state_of(s)->at_exit.len = 0;
    return out;
}

host_outcome host_end_program(cr_session *s, int *status)
{
    host_state *h = s->host;
    if (!h || !h->at_exit.len)
        return HOST_RETURNED;
    int end_status = *status;
    host_outcome end = run_protected(s, run_at_exit, h, &end_status);
    if (end != HOST_RETURNED)
        *status = end_status;
    h->at_exit.len = 0;
    return end;
}

static void call_void(void *arg)
{
    void (**fn)(void) = arg;
    (*fn)();
}

host_outcome host_call_protected(cr_session *s, void *fn, int *status)
{
    void (*f)(void) = (void (*)(void))fn;
    *status = 0;
    if (!f)
        return HOST_RETURNED;
    return run_protected(s, call_void, &f, status);
}

/* ---- Compilation ------------------------------------------------------------------------------- */

typedef struct {
    cr_session *s;
    int errors;
} tcc_ctx;

static void on_tcc_message(void *opaque, const char *msg)
{
    tcc_ctx *c = opaque;
    lex_tcc_message(&c->s->diags, msg, &c->errors);
}

void *host_symbol(cr_session *s, int unit, const char *name)
{
    host_state *h = host_state_of(s);
    if (unit < 0 || (size_t)unit >= h->units.len)
        return NULL;
    return tcc_get_symbol(h->units.p[unit], name);
}

/* The user's own heap: what host code allocates is the user's to free. These wrappers give
 * those allocations a name of their own, so that the leak checker of the sanitizer build can
 * tell the user's leaks (tests/lsan.supp) from cudarepl's. */
__attribute__((noinline)) static void *host_user_malloc(size_t n) { return malloc(n); }
__attribute__((noinline)) static void *host_user_calloc(size_t n, size_t m) { return calloc(n, m); }
__attribute__((noinline)) static void *host_user_realloc(void *p, size_t n) { return realloc(p, n); }
__attribute__((noinline)) static char *host_user_strdup(const char *t) { return strdup(t); }

/* Whether free() must not release P, and why into B: device and managed allocations are
 * cudaFree's, cudaMallocHost/cudaHostAlloc's page-locked memory cudaFreeHost's, other device
 * addresses nobody's (what cudaHostRegister pinned is the program's own: free() is its to call). */
static bool free_misuse(cr_session *s, void *p, sess_buf *b)
{
    uint64_t a = (uint64_t)(uintptr_t)p;
    host_state *h = host_state_of(s);
    if (dm_window_of(&s->mem, a) != DM_W_NONE) {
        const dm_alloc *al = dm_find_alloc(&s->mem, a, 1);
        if (al && (al->kind == DM_ALLOC_DEVICE || al->kind == DM_ALLOC_MANAGED))
            sess_buf_printf(b, "the pointer is %s allocation #%u from %s; release it with cudaFree, "
                            "not free()", al->kind == DM_ALLOC_MANAGED ? "managed" : "device",
                            al->serial, al->kind == DM_ALLOC_MANAGED ? "cudaMallocManaged" : "cudaMalloc");
        else
            sess_buf_puts(b, "the pointer is a device address, which free() cannot release "
                             "(cudaFree releases what cudaMalloc and cudaMallocManaged return)");
        return true;
    }
    for (size_t i = 0; i < h->pinned.len; i++) {
        uintptr_t base = (uintptr_t)h->pinned.p[i].p;
        if (!h->pinned.p[i].registered && a >= base && a < base + h->pinned.p[i].size) {
            sess_buf_puts(b, "the pointer is page-locked host memory from cudaMallocHost or "
                             "cudaHostAlloc; release it with cudaFreeHost, not free()");
            return true;
        }
    }
    return false;
}

/* free() of memory the CUDA runtime allocated is undefined: glibc aborts with "free(): invalid
 * pointer", or host code faults reading the block's header, and neither says what was wrong.
 * Name the allocation, what releases it and the statement, then stop the cell as glibc's abort
 * would (status 134) without its message: the memory stays allocated and the session goes on.
 * (A program's own thread has no guard to stop: its free() is glibc's.) */
__attribute__((noinline)) static void host_user_free(void *p)
{
    host_guard *g = active_guard;
    if (p && g && g->s->mem_ok) {
        cr_session *s = g->s;
        host_state *h = host_state_of(s);
        sess_buf why = {0};
        if (free_misuse(s, p, &why)) {
            sess_buf b = {0};
            sess_buf_printf(&b, "free(%p)", p);
            if (h->where.file && h->where.line > 0)
                sess_buf_printf(&b, " at %s:%d", h->where.file, h->where.line);
            sess_buf_printf(&b, ": %s\n", why.p);
            sess_emit_host_fault(s, b.p, b.len, SIGABRT);
            sess_buf_free(&b);
            sess_buf_free(&why);
            g->reported = 1;
            g->signo = SIGABRT;
            siglongjmp(g->jmp, 1);
        }
        sess_buf_free(&why);
    }
    free(p);
}

/* A C++ exception thrown in host code: cudarepl has no handlers yet, so it ends the program as
 * an uncaught exception does (libstdc++'s std::terminate message, then abort). */
__attribute__((noinline)) static void host_terminate(void *sp, const char *type, const char *what)
{
    cr_session *s = sp;
    sess_buf b = {0};
    if (!type) /* std::terminate() called by the program (a joinable std::thread destroyed) */
        sess_buf_puts(&b, "terminate called without an active exception\n");
    else
        sess_buf_printf(&b, "terminate called after throwing an instance of '%s'\n", type);
    if (what)
        sess_buf_printf(&b, "  what():  %s\n", what);
    sess_emit_text(s, CR_EV_STDERR, b.p);
    sess_buf_free(&b);
    host_abort();
}

/* A virtual call that found no overrider (a pure virtual function called during a constructor
 * or destructor of its class): libstdc++'s __cxa_pure_virtual's words, then the end */
__attribute__((noinline)) static void host_pure_virtual(void *sp)
{
    sess_emit_text(sp, CR_EV_STDERR, "pure virtual method called\n");
    host_terminate(sp, NULL, NULL);
}

/* ---- Exceptions ------------------------------------------------------------------------------
 * C has none, so host code's try blocks are frames on a per-thread chain, each with a setjmp
 * context (cemit.c's try_stmt). A throw keeps its object (made on the heap by the front end's
 * code), takes the innermost frame off the chain and longjmps there; the frame's handlers
 * compare the names of the thrown type and its bases with theirs, and one that matches runs with
 * the object; none passes it on to the next frame out. With no frame left, the program ends as
 * an uncaught exception does. The local objects made since the handler's try block began are
 * destroyed first (eh_cleanups). The object is counted, so that a std::exception_ptr may keep
 * it past its handler and throw it again in another thread (<exception>, <future>). */
typedef struct eh_frame {
    struct eh_frame *prev;
    jmp_buf jb;
    size_t cleanups; /* the unwinding list's length when the try block began */
} eh_frame;

/* (cuda_runtime.h's __cr_eh_frame has room for it) */
_Static_assert(sizeof(eh_frame) <= 65 * sizeof(void *), "__cr_eh_frame is too small for a jmp_buf");

static __thread eh_frame *eh_top;
static __thread struct {
    void *obj;
    const char *names, *type, *what;
} eh_now; /* the exception being thrown or handled */

/* The local objects with destructors made since, newest last: a throw destroys those made
 * since its handler's try block began (C++17 [except.ctor]). An array is one entry of N
 * elements of SIZE bytes, destroyed from the last to the first. */
static __thread struct {
    void *obj;
    void (*dtor)(void *);
    unsigned long n, size;
} *eh_cleanups;
static __thread size_t eh_ncleanups, eh_capcleanups;

/* a program's thread's list is freed when the thread ends (its thread-local pointer goes) */
static pthread_key_t eh_key;
static pthread_once_t eh_key_once = PTHREAD_ONCE_INIT;

static void eh_key_make(void)
{
    pthread_key_create(&eh_key, free);
}

static void eh_cleanup_push_array(void *obj, void (*dtor)(void *), unsigned long n,
                                  unsigned long size)
{
    if (eh_ncleanups == eh_capcleanups) {
        eh_capcleanups = eh_capcleanups ? 2 * eh_capcleanups : 64;
        eh_cleanups = sess_xrealloc(eh_cleanups, eh_capcleanups * sizeof *eh_cleanups);
        pthread_once(&eh_key_once, eh_key_make);
        pthread_setspecific(eh_key, eh_cleanups);
    }
    eh_cleanups[eh_ncleanups].obj = obj;
    eh_cleanups[eh_ncleanups].n = n;
    eh_cleanups[eh_ncleanups].size = size;
    eh_cleanups[eh_ncleanups++].dtor = dtor;
}

static void eh_cleanup_push(void *obj, void (*dtor)(void *))
{
    eh_cleanup_push_array(obj, dtor, 1, 0);
}

static void eh_cleanup_pop(void)
{
    if (eh_ncleanups)
        eh_ncleanups--;
}

static void eh_push(eh_frame *f)
{
    f->prev = eh_top;
    f->cleanups = eh_ncleanups;
    eh_top = f;
}

static void eh_pop(eh_frame *f)
{
    eh_top = f->prev;
}

/* typeid's std::type_info object for the type whose mangled name is NAME: one per type for
 * the session (a type_info holds its name alone: <typeinfo>), so that &typeid(T) is the same
 * in every cell */
static const void *type_info_of(void *sp, const char *name)
{
    host_state *h = host_state_of(SESS(sp));
    for (size_t i = 0; i < h->type_infos.len; i++)
        if (!strcmp(h->type_infos.p[i][1], name))
            return h->type_infos.p[i];
    /* [0] the object's name: "*N12_GLOBAL__N_14ImplE@a.cpp" (a class of a file's anonymous
     * namespace, the front end's parse_mangled_name) is "*N12_GLOBAL__N_14ImplE" there, one
     * object per file; [1] the key */
    char **ti = sess_xcalloc(2, sizeof *ti);
    const char *at = name[0] == '*' ? strchr(name, '@') : NULL;
    ti[0] = sess_xstrdup(name);
    if (at)
        ti[0][at - name] = 0;
    ti[1] = sess_xstrdup(name);
    VEC_PUSH(h->type_infos, ti);
    return ti;
}

/* An exception object of N bytes, with its class's destructor (or NULL) kept in front of it,
 * and what a throw of it says (its type's names): C++17 [except.throw] destroys it when the
 * last handler for it ends, other than by a rethrow, and no std::exception_ptr refers to it
 * ([propagation] p7), so it counts its owners: the exception being thrown or handled, and each
 * exception_ptr (which other threads may hold: <future> carries one to get()). */
typedef struct {
    void (*dtor)(void *);
    long refs;
    const char *names, *type, *what;
    max_align_t align;
} eh_header;

static eh_header *eh_header_of(void *obj)
{
    return (eh_header *)((char *)obj - offsetof(eh_header, align));
}

static void *eh_alloc(unsigned long n, void (*dtor)(void *))
{
    char *p = sess_xcalloc(1, offsetof(eh_header, align) + (n ? n : 1));
    ((eh_header *)p)->dtor = dtor;
    ((eh_header *)p)->refs = 1;
    return p + offsetof(eh_header, align);
}

/* one owner fewer; the last destroys it */
static void eh_release(void *obj)
{
    if (!obj)
        return;
    eh_header *h = eh_header_of(obj);
    if (__atomic_sub_fetch(&h->refs, 1, __ATOMIC_ACQ_REL) > 0)
        return;
    if (h->dtor)
        h->dtor(obj);
    free(h);
}

/* OBJ thrown (again): to the innermost try block's handlers, the objects made since it began
 * destroyed; what the throw says is what its first throw recorded with the object */
static void eh_raise(void *sp, void *obj)
{
    const eh_header *h = eh_header_of(obj);
    if (eh_now.obj && eh_now.obj != obj)
        eh_release(eh_now.obj); /* a handler's exception, replaced by a new one */
    eh_now.obj = obj;
    eh_now.names = h->names;
    eh_now.type = h->type;
    eh_now.what = h->what;
    eh_frame *f = eh_top;
    if (!f)
        host_terminate(sp, h->type, h->what); /* (uncaught: nothing is destroyed, as with g++) */
    while (eh_ncleanups > f->cleanups) { /* the objects between here and the handler */
        eh_ncleanups--;
        for (unsigned long k = eh_cleanups[eh_ncleanups].n; k-- > 0;)
            eh_cleanups[eh_ncleanups].dtor((char *)eh_cleanups[eh_ncleanups].obj +
                                           k * eh_cleanups[eh_ncleanups].size);
    }
    eh_top = f->prev;
    longjmp(f->jb, 1);
}

/* throw EXPR: the new object's type names (for the handlers), its type and what() (for an
 * uncaught one's message), kept with it (a rethrow, by any thread, says the same) */
static void eh_throw(void *sp, void *obj, const char *names, const char *type, const char *what)
{
    eh_header *h = eh_header_of(obj);
    h->names = names;
    h->type = type;
    h->what = what;
    eh_raise(sp, obj);
}

static void eh_rethrow(void *sp)
{
    if (!eh_now.obj) {
        sess_emit_text(sp, CR_EV_STDERR, "terminate called without an active exception\n");
        host_abort();
    }
    eh_raise(sp, eh_now.obj);
}

static int eh_match(const char *name)
{
    for (const char *p = eh_now.names; p && *p; p += strlen(p) + 1)
        if (!strcmp(p, name))
            return 1;
    return 0;
}

static void *eh_object(void)
{
    return eh_now.obj;
}

static void eh_end(void)
{
    eh_release(eh_now.obj);
    eh_now.obj = NULL;
}

/* <exception>'s std::exception_ptr: current_exception() is one more owner of the exception
 * being handled (NULL: none), a copy one more, a destroyed one one fewer */
static void *eh_ptr_current(void)
{
    if (eh_now.obj)
        __atomic_add_fetch(&eh_header_of(eh_now.obj)->refs, 1, __ATOMIC_RELAXED);
    return eh_now.obj;
}

static void eh_ptr_copy(void *obj)
{
    if (obj)
        __atomic_add_fetch(&eh_header_of(obj)->refs, 1, __ATOMIC_RELAXED);
}

/* std::rethrow_exception: the same object thrown again, in whichever thread, as the type it
 * was thrown as (the throw in flight owns it once more) */
static void eh_ptr_rethrow(void *sp, void *obj)
{
    if (!obj) {
        sess_emit_text(sp, CR_EV_STDERR, "terminate called without an active exception\n");
        host_abort();
    }
    if (obj != eh_now.obj)
        __atomic_add_fetch(&eh_header_of(obj)->refs, 1, __ATOMIC_RELAXED);
    eh_raise(sp, obj);
}

static void eh_reset(void)
{
    eh_top = NULL;
    eh_end();
    free(eh_cleanups);
    eh_cleanups = NULL;
    eh_ncleanups = eh_capcleanups = 0;
}
/* What host code's name of the device variable SYM reaches. A __managed__ variable is one object
 * for both sides. A __device__ or __constant__ one is, as nvcc compiles host code, a copy in
 * host memory that starts as zeros, whatever the variable's initialiser (an H100 and an H200
 * read 0 there): host code that reads or writes it by name never sees the device's (the front
 * end warns there: guide §5.4.1.2, "Memory Space Specifiers"), and the symbol API knows the
 * copy's address as the variable (rt.c: symbol_at). */
static void *host_view(vm_symbol *sym)
{
    if (sym->kind == VM_SYM_MANAGED)
        return (void *)(uintptr_t)sym->addr;
    if (!sym->host_copy)
        sym->host_copy = sess_xcalloc(1, sym->size ? sym->size : 1);
    return sym->host_copy;
}


/* The symbols the units' C text leaves to cudarepl: the user's heap, exit and abort, the
 * runtime, the kernels' launch closures and the device variables' addresses (each once). */
static bool bind_symbols(cr_session *s, TCCState *st, cemit_out *rws, int n)
{
    sess_map bound = {0};
    host_state *h = host_state_of(s);
    tcc_add_symbol(st, "malloc", (void *)host_user_malloc);
    tcc_add_symbol(st, "free", (void *)host_user_free);
    tcc_add_symbol(st, "calloc", (void *)host_user_calloc);
    tcc_add_symbol(st, "realloc", (void *)host_user_realloc);
    tcc_add_symbol(st, "strdup", (void *)host_user_strdup);
    tcc_add_symbol(st, "__cr_sess", &h->self);
    tcc_add_symbol(st, "exit", (void *)host_exit);
    tcc_add_symbol(st, "_exit", (void *)host_quick_exit);
    tcc_add_symbol(st, "_Exit", (void *)host_quick_exit);
    tcc_add_symbol(st, "atexit", (void *)host_atexit);
    tcc_add_symbol(st, "__cr_rt_at_exit", (void *)at_exit_object);
    tcc_add_symbol(st, "quick_exit", (void *)host_exit);
    tcc_add_symbol(st, "abort", (void *)host_abort);
    tcc_add_symbol(st, "__cr_rt_terminate", (void *)host_terminate);
    tcc_add_symbol(st, "__cr_rt_pure_virtual", (void *)host_pure_virtual);
    tcc_add_symbol(st, "__cr_setjmp", (void *)_setjmp);
    tcc_add_symbol(st, "__cr_rt_eh_push", (void *)eh_push);
    tcc_add_symbol(st, "__cr_rt_eh_pop", (void *)eh_pop);
    tcc_add_symbol(st, "__cr_rt_eh_alloc", (void *)eh_alloc);
    tcc_add_symbol(st, "__cr_rt_type_info", (void *)type_info_of);
    tcc_add_symbol(st, "__cr_rt_eh_throw", (void *)eh_throw);
    tcc_add_symbol(st, "__cr_rt_eh_rethrow", (void *)eh_rethrow);
    tcc_add_symbol(st, "__cr_rt_eh_match", (void *)eh_match);
    tcc_add_symbol(st, "__cr_rt_eh_object", (void *)eh_object);
    tcc_add_symbol(st, "__cr_rt_eh_end", (void *)eh_end);
    tcc_add_symbol(st, "__cr_rt_eh_ptr_current", (void *)eh_ptr_current);
    tcc_add_symbol(st, "__cr_rt_eh_ptr_copy", (void *)eh_ptr_copy);
    tcc_add_symbol(st, "__cr_rt_eh_ptr_release", (void *)eh_release);
    tcc_add_symbol(st, "__cr_rt_eh_ptr_rethrow", (void *)eh_ptr_rethrow);
    tcc_add_symbol(st, "__cr_eh_cleanup_push", (void *)eh_cleanup_push);
    tcc_add_symbol(st, "__cr_eh_cleanup_push_array", (void *)eh_cleanup_push_array);
    tcc_add_symbol(st, "__cr_eh_cleanup_pop", (void *)eh_cleanup_pop);
    tcc_add_symbol(st, "__cr_rt_tls", (void *)tls_get);
    rt_add_symbols(st);
    sstream_add_symbols(st);
    curand_add_symbols(st);
    bool ok = true;
    for (int u = 0; u < n && ok; u++) {
    cemit_out *rw = &rws[u];
    for (size_t i = 0; i < rw->kernels.len; i++) {
        const char *kn = rw->kernels.p[i].name;
        if (sess_map_get(&bound, kn, (int)strlen(kn)))
            continue;
        sess_map_put(&bound, kn, (int)strlen(kn), (void *)1);
        vm_func *f = vm_find_func(s->prog, rw->kernels.p[i].name);
        if (!f || !f->is_kernel || !f->defined)
            continue; /* a prototype without definition: tcc reports the undefined symbol */
        host_closure *c = closure_for(s, vm_func_index(s->prog, rw->kernels.p[i].name));
        if (!c) {
            sess_diag(&s->diags, CR_SEV_ERROR, f->src_file, (int)f->src_line, 0,
                      "cudarepl cannot pass the parameters of kernel '%s' from host code",
                      f->pretty ? f->pretty : kn);
            ok = false;
            break;
        }
        tcc_add_symbol(st, rw->kernels.p[i].cname ? rw->kernels.p[i].cname : kn, c->code);
    }
    for (size_t i = 0; i < rw->devvars.len; i++) {
        const char *vn = rw->devvars.p[i].name;
        if (sess_map_get(&bound, vn, (int)strlen(vn)))
            continue;
        sess_map_put(&bound, vn, (int)strlen(vn), (void *)1);
        vm_symbol *sym = vm_find_sym(s->prog, rw->devvars.p[i].name);
        if (sym && sym->addr)
            tcc_add_symbol(st, rw->devvars.p[i].cname ? rw->devvars.p[i].cname : vn, host_view(sym));
    }
    }
    sess_map_free(&bound);
    return ok;
}

bool host_make_kernel_instances(cr_session *s, const char *name, const char *dir,
                                const cemit_out *rw)
{
    bool missing = false;
    for (size_t i = 0; i < rw->kernels.len; i++)
        missing |= !vm_find_func(s->prog, rw->kernels.p[i].name);
    sess_buf inst = {0};
    for (size_t i = 0; missing && i < rw->kernel_instances.len; i++)
        sess_buf_printf(&inst, "template void %s();\n", rw->kernel_instances.p[i].name);
    bool ok = true;
    if (inst.len) { /* (explicit instantiations, in the device pass's context; under a name of
                      * their own, so that NAME's text stays the one its diagnostics quote) */
        const char *unit = sess_arena_printf(&s->arena, "%s (kernel instances)", name);
        parse_ctx_clear_instances(s->pctx);
        ok = sess_compile_device(s, unit, inst.p, dir) == CR_OK;
        /* each instance under the host's name too, where the device pass named its types
           otherwise (a clash with a name only one pass's headers declare) */
        const char *const *links;
        size_t n = parse_ctx_instances(s->pctx, &links);
        for (size_t i = 0; ok && n == rw->kernel_instances.len && i < n; i++) {
            const char *want = rw->kernel_instances.p[i].cname;
            if (links[i] && want && !vm_find_func(s->prog, want) && vm_find_func(s->prog, links[i]))
                vm_alias_func(s->prog, want, vm_func_index(s->prog, links[i]));
        }
    }
    sess_buf_free(&inst);
    return ok;
}

/* The host pass through the front end: parsed and checked as C++, written as C (cemit.h) into
 * RW; false after reporting errors. */
/* A file nvcc hands to the host compiler as it is (a .cpp, .cc, .cxx or .c file of a program):
 * no __CUDACC__, no implicit cuda_runtime.h, so that it may declare what a CUDA header would
 * (The CUDA Handbook's chCUDA.h under NO_CUDA: its own cudaError_t and cudaMalloc). */
static bool host_only_file(const char *name)
{
    const char *dot = strrchr(name, '.');
    return dot && (!strcmp(dot, ".cpp") || !strcmp(dot, ".cc") || !strcmp(dot, ".cxx") ||
                   !strcmp(dot, ".c") || !strcmp(dot, ".C") || !strcmp(dot, ".c++"));
}

static bool translate_cxx(cr_session *s, const char *name, const char *text, const char *dir,
                          int tu, bool several, cemit_out *rw)
{
    lex_pp_input in = sess_pp_input(s, name, text, LEX_PP_HOST_CXX, dir, NULL);
    in.host_only = host_only_file(name);
    char *pp = lex_preprocess(&in, &s->diags);
    if (!pp)
        return false;
    sess_arena arena;
    sess_arena_init(&arena);
    lex_tokens toks;
    ty_basics B;
    ty_basics_init(&B);
    parse_ctx *c = parse_ctx_new(&arena, &B);
    parse_ctx_set_interrupt(c, &s->interrupt);
    parse_ctx_set_library_dir(c, s->include_dir);
    parse_ctx_set_relaxed_constexpr(c, s->opts.relaxed_constexpr);
    parse_ctx_set_shared_dispatch(c, several);
    parse_ctx_set_unit(c, name);
    parse_unit u = {0};
    int ok = lex_tokenize(pp, name, &arena, &s->diags, &toks) &&
             parse_unit_host(c, toks, &s->diags, &u) == PARSE_OK;
    if (ok) {
        cemit_env env = {.include_dir = s->include_dir[0] ? s->include_dir : NULL, .pp_text = pp,
                         .main_file = name, .tu = tu, .where = &host_state_of(s)->where,
                         .host_only = in.host_only};
        ok = cemit_unit(&u, &env, &s->diags, rw);
    }
    if (ok && getenv("CUDAREPL_SHOW_HOST_C"))
        fprintf(stderr, "%s", rw->text.p ? rw->text.p : "");
    if (ok)
        ok = host_make_kernel_instances(s, name, dir, rw);
    parse_unit_free(&u);
    parse_ctx_free(c);
    ty_basics_free(&B);
    sess_arena_free(&arena);
    free(pp);
    return ok;
}

cr_status host_compile(cr_session *s, const char *name, const char *text, const char *dir, int *unit)
{
    return host_compile_files(s, &name, &text, &dir, 1, unit);
}

cr_status host_compile_files(cr_session *s, const char *const *names, const char *const *texts,
                             const char *const *dirs, int n, int *unit)
{
    cemit_out *rws = sess_xcalloc((size_t)(n > 0 ? n : 1), sizeof *rws);
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= translate_cxx(s, names[i], texts[i], dirs[i], i, n > 1, &rws[i]);
    cr_status st = !ok ? CR_ERR_COMPILE : unit ? host_compile_units(s, rws, n, unit) : CR_OK;
    for (int i = 0; i < n; i++)
        cemit_out_free(&rws[i]);
    free(rws);
    sess_flush_diags(s);
    return st;
}

/* The files of a program of several: a virtual call whose object's class the calling file does
 * not know (made in another file) goes to the dispatcher of a file that knows it. Each file's
 * table lists its dispatchers and the classes they answer (cemit_out.tu_virtuals); the
 * dispatcher that found no overrider of its own looks the function (its link name) and the
 * class number up here, and only when no file answers is the function pure. typeid,
 * dynamic_cast and delete find such a class's name and bases in the files' class tables. */
static void virtual_registry(sess_buf *b, const cemit_out *rws, int n)
{
    bool any = false;
    for (int i = 0; i < n; i++)
        any |= rws[i].tu_virtuals;
    if (!any)
        return;
    sess_buf_puts(b, "struct __cr_vslot { const char *key; long id; void *fn; };\n"
                     "struct __cr_vclass { long id; const char *name; const long *bases; };\n");
    for (int i = 0; i < n; i++)
        if (rws[i].tu_virtuals)
            sess_buf_printf(b, "extern const struct __cr_vslot __cr_virtuals_tu%d[];\n"
                               "extern const struct __cr_vclass __cr_classes_tu%d[];\n", i, i);
    sess_buf_puts(b, "static const struct __cr_vslot *const __cr_virtuals[] = {");
    for (int i = 0; i < n; i++)
        if (rws[i].tu_virtuals)
            sess_buf_printf(b, "__cr_virtuals_tu%d, ", i);
    sess_buf_puts(b, "0};\nstatic const struct __cr_vclass *const __cr_classes[] = {");
    for (int i = 0; i < n; i++)
        if (rws[i].tu_virtuals)
            sess_buf_printf(b, "__cr_classes_tu%d, ", i);
    sess_buf_puts(b, "0};\n"
                     "const struct __cr_vclass *__cr_class_find(long id)\n{\n"
                     "    for (const struct __cr_vclass *const *t = __cr_classes; *t; t++)\n"
                     "        for (const struct __cr_vclass *c = *t; c->id; c++)\n"
                     "            if (c->id == id)\n"
                     "                return c;\n"
                     "    return 0;\n}\n"
                     "long __cr_base_at(const struct __cr_vclass *c, long id)\n{\n"
                     "    for (const long *b = c->bases; *b; b += 2)\n"
                     "        if (*b == id)\n"
                     "            return b[1];\n"
                     "    return -1;\n}\n"
                     "void *__cr_virtual_find(const char *key, long id)\n{\n"
                     "    for (const struct __cr_vslot *const *t = __cr_virtuals; *t; t++)\n"
                     "        for (const struct __cr_vslot *v = *t; v->key; v++) {\n"
                     "            const char *a = v->key, *k = key;\n"
                     "            if (v->id != id)\n"
                     "                continue;\n"
                     "            while (*a && *a == *k)\n"
                     "                a++, k++;\n"
                     "            if (*a == *k)\n"
                     "                return v->fn;\n"
                     "        }\n"
                     "    return 0;\n}\n");
}

cr_status host_compile_units(cr_session *s, cemit_out *rws, int n, int *unit)
{
    host_state *h = host_state_of(s);
    TCCState *st = tcc_new();
    tcc_ctx ctx = {s, 0};
    tcc_set_error_func(st, &ctx, on_tcc_message);
    tcc_set_options(st, "-w");
    if (s->include_dir[0]) {
        /* the C back end's text includes the host headers (the lowered text is preprocessed) */
        char path[PATH_MAX + 8];
        snprintf(path, sizeof path, "%s/host", s->include_dir);
        tcc_add_include_path(st, path);
    }
    tcc_set_output_type(st, TCC_OUTPUT_MEMORY);
    int r = 0;
    for (int i = 0; i < n && r == 0 && !ctx.errors; i++) {
#ifdef CR_DEBUG_DUMP_HOST
        fprintf(stderr, "%s", rws[i].text.p ? rws[i].text.p : "");
#endif
        r = tcc_compile_string(st, rws[i].text.p ? rws[i].text.p : "");
    }
    sess_buf inits = {0}; /* the C back end's units' initialisations, in order */
    virtual_registry(&inits, rws, n);
    for (int i = 0; i < n; i++)
        if (rws[i].tu_init)
            sess_buf_printf(&inits, "void __cr_init_tu%d(void);\n", i);
    if (inits.len) {
        sess_buf_puts(&inits, "void __cr_init_all(void)\n{\n");
        for (int i = 0; i < n; i++)
            if (rws[i].tu_init)
                sess_buf_printf(&inits, "    __cr_init_tu%d();\n", i);
        sess_buf_puts(&inits, "}\n");
        if (r == 0 && !ctx.errors)
            r = tcc_compile_string(st, inits.p);
    }
    sess_buf_free(&inits);
    if (r == 0 && !ctx.errors) {
        for (int i = 0; i < n; i++) /* a REPL cell's: what earlier cells defined */
            for (size_t k = 0; k < rws[i].imports.len; k++)
                tcc_add_symbol(st, rws[i].imports.p[k].name, rws[i].imports.p[k].addr);
        if (!bind_symbols(s, st, rws, n))
            ctx.errors++;
        else if (tcc_relocate(st, TCC_RELOCATE_AUTO) < 0 && !ctx.errors)
            ctx.errors++;
    }
    if (r < 0 || ctx.errors) {
        tcc_delete(st);
        return CR_ERR_COMPILE;
    }
    VEC_PUSH(h->units, st);
    *unit = (int)h->units.len - 1;
    return CR_OK;
}
