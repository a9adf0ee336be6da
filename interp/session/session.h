/* session.h — the session object behind include/cudarepl.h, and what the host module
 * (interp/host/) uses of it: the device program, the modelled device, the CUDA error state,
 * and the events that reach the user.
 *
 * The CUDA execution model as users see it: a launch is asynchronous — its printf output, its
 * device-side assert messages and its fault become visible only at the next synchronising call
 * (§5.3.7.2), and a fault is sticky: every later call returns it. cudarepl runs the
 * kernel at launch time but holds its effects back until then.
 */
#ifndef CR_SESSION_H
#define CR_SESSION_H

#include <limits.h>
#include <pthread.h>
#include <signal.h>

#include "cudarepl.h"
#include "devmodel/dm_device.h"
#include "devmodel/dm_mem.h"
#include "devmodel/dm_printf.h"
#include "interp/front/parse.h"
#include "interp/front/pp.h"
#include "interp/session/diag.h"
#include "interp/vm/vm.h"

typedef struct host_state host_state;
typedef struct sess_trace sess_trace;

/* A grid launched from device code, waiting for its parent grid to finish (devlaunch.c). */
typedef struct {
    uint32_t kernel, grid[3], block[3], shared;
    uint64_t stream;
    uint8_t *params;      /* malloc'ed */
    uint32_t param_size;
} sess_child;

/* The children of one grid in sess_dev_run's walk: [first, end) of dev_children; next is the
 * one to look at, in pass 0 (all but tail launches) or pass 1 (tail launches). */
typedef struct {
    size_t first, end, next;
    int pass;
    bool counted;         /* the grid is a child itself: pending until its children are done */
} sess_walk_frame;

struct cr_session {
    cr_options opts;
    cr_event_fn on_event;
    void *ctx;
    volatile sig_atomic_t interrupt;
    volatile sig_atomic_t in_vm;  /* a kernel is running (SIGINT only sets the flag then) */
    struct {                      /* the launch that is running, for its progress line */
        const char *kernel;
        uint32_t grid[3], block[3];
        double start, shown;      /* when it began, when its line was last shown (0: never) */
    } progress;
    volatile sig_atomic_t host_active; /* host code runs (on host_thread) under protection */
    pthread_t host_thread;
    char include_dir[PATH_MAX];
    /* device */
    const dm_props *props;
    dm_mem mem;
    bool mem_ok;
    dm_printf_fifo fifo;
    uint32_t stack_limit;
    /* device code */
    vm_program *prog;
    ty_basics basics;
    sess_arena arena;     /* declarations and trees of every compile, for the session's life */
    parse_ctx *pctx;
    sess_diags diags;
    /* While a program's passes compile (cr_run_files, shown_on): the hash of each diagnostic
     * printed with its notes, so that one a later pass finds again (in a __host__ __device__
     * function, which both passes compile) is printed once, as nvcc prints it. */
    VEC(uint64_t) shown;
    bool shown_on;
    int ncells;
    bool time_cells;      /* ":time on" */
    const char *cell_name; /* the cell a meta-command came in (for %%trace's body) */
    /* CUDA error state */
    int last_error;       /* what cudaGetLastError returns (and clears) */
    int sticky_error;     /* a fault: returned by every later call */
    /* launches refused for their configuration since the cell began: the REPL's note after
     * the cell (the program sees the error only through cudaGetLastError, as on a GPU) */
    char *bad_launch;     /* the first one explained, malloc'ed */
    int bad_launches;
    /* effects of the last launch, shown at the next synchronising call */
    bool pending;
    int pending_error;
    char *pending_msg;
    char *pending_stderr;
    uint64_t clock;       /* modelled cycles so far (what a kernel's clock64() counts from) */
    /* the device's time as events record it (cycles): a launch starts when both the host and
     * the device reach it and takes its modelled cycles; while the device idles, its time
     * follows the host's own (wall time not spent interpreting launches) */
    uint64_t timeline;
    double host_t0;       /* when the session began (CLOCK_MONOTONIC, s) */
    double host_excluded; /* of the wall time since, what cudarepl's own work took (s) */
    int host_paused;      /* sess_host_pause's depth, and when the outermost began */
    double host_paused_at;
    uint64_t nlaunches;   /* launches so far */
    uint64_t pool_parallel, pool_again; /* of them, on the pool; begun there, then serial */
    uint64_t gangs_formed, gangs_rejoined; /* how their lockstep gangs were formed (exec.h) */
    uint64_t uniform_branches;             /* and how many branches one lane decided */
    struct vm_pool *pool_keep; /* what the pool of threads keeps between launches (exec.h) */
    /* per-kernel attributes set with cudaFuncSetAttribute */
    VEC(struct { uint32_t func; uint32_t max_dyn_shared; }) func_attrs;
    host_state *host;
    /* cells */
    sess_buf prelude;     /* the preprocessor directives of earlier cells */
    lex_pp_cache *pp_cache; /* what they preprocess to, kept for the next cell (pp.h); NULL with
                               CUDAREPL_PP_CACHE=0 */
    unsigned kept_headers; /* the headers of sess_kept_headers whose definitions the parser has */
    sess_map dev_headers; /* the headers cells' device passes parsed (keys in .arena) */
    sess_buf saved_decls; /* what :save writes: the cells' declarations ... */
    sess_buf saved_stmts; /* ... and their statements */
    sess_arena value_arena;            /* the types of this cell's value (value.c) */
    VEC(struct ty_type *) value_types;
    /* dynamic parallelism (devlaunch.c): the grids launched from device code and not yet run,
     * and how many launches are pending (recorded, not complete) against the limit */
    VEC(sess_child) dev_children;
    VEC(sess_walk_frame) dev_walk;
    uint32_t dev_pending, dev_pending_limit;
    sess_trace *trace;    /* trace settings and the traces kept (trace.c); NULL until used */
    struct sess_san *san; /* the sanitizer (sanitize.c); NULL until a check is on */
    sess_buf *san_capture; /* the race check's explanations go there, not to the user (compare.c) */
    /* :compare (compare.c): launches still to compare (-1: every launch of the cell), the weak
     * model's seeds (0: 4), a comparison in progress, and the executor's lanes run apart */
    int compare_left, compare_seeds;
    bool comparing, lanes_apart;
    bool cooperative;     /* the launch being made is cudaLaunchCooperativeKernel's (rt.c) */
};

/* Forget everything (":reset"): device, definitions, host code; the options stay. */
void sess_reset(cr_session *s);

/* Deliver an event to the front end. */
void sess_emit(cr_session *s, cr_event_kind kind, const char *text, size_t len, int code);
void sess_emit_text(cr_session *s, cr_event_kind kind, const char *text);
/* A fault of host code (a signal, or an interrupt): .fault_host is set, .code is SIGNO. */
void sess_emit_host_fault(cr_session *s, const char *text, size_t len, int signo);
/* Deliver and clear the diagnostics collected in s->diags. */
void sess_flush_diags(cr_session *s);

/* The preprocessor's input for source TEXT named NAME in pass MODE: cudarepl's include folder,
 * DIR (the source's directory, may be NULL), the session's -I directories and -D/-U macros,
 * PRELUDE (text placed before the source, may be NULL). */
lex_pp_input sess_pp_input(cr_session *s, const char *name, const char *text, lex_pp_mode mode,
                           const char *dir, const char *prelude);

/* Compile device source TEXT named NAME (its directory DIR for includes, may be NULL). */
cr_status sess_compile_device(cr_session *s, const char *name, const char *text, const char *dir);
/* The same for a cell: the headers it parses are remembered (s->dev_headers) and left out of
 * later cells' device passes, whose parser has their declarations already. */
cr_status sess_compile_cell_device(cr_session *s, const char *name, const char *text, const char *dir);
/* Compile the device source IN as a module of its own (NVRTC's): its own declarations, its
 * functions and variables named PREFIX + name in the program, its float code as FP_MODE says
 * (CG_FP_*: the module's --use_fast_math, --ftz, ...); diagnostics go to D. */
cr_status sess_compile_module(cr_session *s, const lex_pp_input *in, const char *prefix,
                              unsigned fp_mode, sess_diags *d);
/* Give storage to device variables defined since the last call. */
cr_status sess_load_symbols(cr_session *s);
/* Load the __device__ and __constant__ variables' initial values again (cudaDeviceReset). */
void sess_reload_symbols(cr_session *s);

/* Validate and run a launch; its effects are pending until sess_sync. Returns the error the
 * launch itself reports (configuration errors, a sticky error), 0 otherwise. */
int sess_launch(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                size_t shared, const uint8_t *params, uint32_t param_size);
/* Run one grid (validated) with its effects pending; its device-side launches are recorded in
 * s->dev_children for sess_dev_run. */
void sess_run_grid(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                   size_t shared, const uint8_t *params, uint32_t param_size);
/* The device's time now, for an event recorded on it (the timeline above, caught up with the
 * host's). */
uint64_t sess_device_time(cr_session *s);
/* What cudarepl does in place of the GPU (interpreting a launch, cuRAND's MT19937 words) is not
 * the host's time: between sess_host_pause and sess_host_resume (they nest) the wall clock is
 * left out of it. sess_host_resume_to(s, depth) closes what a longjmp (a crash, Ctrl-C) left open
 * above DEPTH. */
void sess_host_pause(cr_session *s);
void sess_host_resume(cr_session *s);
void sess_host_resume_to(cr_session *s, int depth);
/* Whether a launch's configuration fits the device; when not, *why says how (malloc'ed). */
bool sess_config_ok(cr_session *s, uint32_t kernel, const uint32_t g[3], const uint32_t b[3], size_t shared,
                    char **why);

/* A synchronising call: deliver printf output, device stderr and a pending fault; returns the
 * sticky error (0 if none). */
int sess_sync(cr_session *s);
/* Deliver printf output only (at the start of a launch). */
void sess_flush_printf(cr_session *s);

/* The error a runtime API call returns first: the sticky error, recorded as the last error. */
int sess_api_error(cr_session *s);
int sess_set_error(cr_session *s, int err);

#endif
