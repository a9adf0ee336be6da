/* cudarepl.h — the public API of cudarepl, the one header the front ends (repl/, jupyter/) and
 * the tests use.
 *
 * A session holds everything: the modelled device (memory, symbols, sticky error state), the
 * device modules compiled so far, the host code compiled so far, and the configuration. Library
 * code never prints: everything a user should see is delivered as an event to the callback
 * given at creation, and each front end decides how it looks (terminal text, Jupyter messages).
 * Several sessions can live in one process; nothing here uses global state, except that a
 * session running host code owns the process's signal handlers while it runs.
 */
#ifndef CUDAREPL_H
#define CUDAREPL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CR_WARN_UNUSED __attribute__((warn_unused_result))

typedef struct cr_session cr_session;

/* Status of an API call. Errors that concern the user's program are also reported as events;
 * the status says whether the call did what it was asked. */
typedef enum {
    CR_OK = 0,
    CR_ERR_COMPILE,     /* the source had errors (diagnostics were delivered) */
    CR_ERR_INCOMPLETE,  /* the input ends in the middle of a construct: ask for more */
    CR_ERR_CUDA,        /* a CUDA error (launch configuration, kernel fault, ...) */
    CR_ERR_CRASH,       /* host code crashed (signal); the session survives */
    CR_ERR_INTERRUPTED, /* stopped by cr_interrupt() */
    CR_ERR_IO,          /* a file could not be read or written */
    CR_ERR_USAGE,       /* the call itself was wrong (bad argument, unknown name) */
    CR_ERR_NOMEM,
    CR_ERR_EXPECT,      /* a %%expect condition did not hold (the cell ran) */
} cr_status;

typedef enum { CR_SEV_NOTE, CR_SEV_WARNING, CR_SEV_ERROR } cr_severity;

/* One diagnostic, in clang's shape: file:line:col: severity: message, the line, a caret. */
typedef struct {
    const char *file;        /* as the user named it, or "<cell N>" / "<input>" */
    int line, col;           /* 1-based; col 0 when unknown */
    cr_severity severity;
    const char *message;
    const char *source_line; /* the text of that line (no newline), or NULL */
} cr_diag;

typedef enum {
    CR_EV_STDOUT,     /* text for standard output (device printf, values) */
    CR_EV_STDERR,     /* text for standard error (device assert messages, runtime notes) */
    CR_EV_DIAG,       /* a compile-time diagnostic: .diag */
    CR_EV_FAULT,      /* a device or host fault explained: .text is the message, .code the
                         cudaError_t (device) or signal number (host) */
    CR_EV_VALUE,      /* the value of an expression cell: .text such as "(int) 42" */
    CR_EV_RICH,       /* rich output: .mime (e.g. "text/html") and .text; .alt is text/plain */
    CR_EV_PROGRESS,   /* how far a long launch is (cr_options.progress_ms): .text a line such
                         as "kernel<<<(4096,1,1),(256,1,1)>>>: 1024 of 4096 blocks", to show in
                         place of the last; .code 1 (and .text "") when the launch ended: take
                         the line away */
} cr_event_kind;

/* A further representation of a rich output: its mime type and text. */
typedef struct {
    const char *mime;
    const char *text;
    size_t len;
} cr_mime_part;

typedef struct {
    cr_event_kind kind;
    const char *text;  /* NUL-terminated; .len bytes (text may contain NULs for STDOUT) */
    size_t len;
    const cr_diag *diag;
    int code;
    const char *mime;
    const char *alt;
    int fault_host;    /* CR_EV_FAULT: 1 when host code faulted (.code is a signal number) */
    const cr_mime_part *parts; /* CR_EV_RICH: more representations of the same output (e.g. an
                                  image/svg+xml beside the text/html), nparts of them; a front end
                                  that shows one picks .mime or .alt */
    size_t nparts;
} cr_event;

typedef void (*cr_event_fn)(void *ctx, const cr_event *ev);

typedef struct {
    uint64_t step_budget;     /* warp instructions per launch before it is stopped; 0 = none */
    uint64_t sched_seed;      /* 0 = the deterministic default schedule */
    int memory_weak;          /* 0 = sequentially consistent executor, 1 = weak model */
    int color;                /* diagnostics may use ANSI colour */
    int explicit_sync;        /* cells do not synchronise the device when they end */
    int notes;                /* say on stderr what a GPU does silently, program output staying
                                 as the GPU prints it: how many device printf records a full
                                 FIFO dropped, an out-of-bounds access that does not fault
                                 because a GPU maps the memory there: on in the REPL and the
                                 kernel, and for a program with --explain-faults */
    const char *include_dirs; /* -I DIR: directories searched for #include, one per line (the
                                 string must outlive the session), or NULL */
    const char *defines;      /* -D NAME[=VALUE] lines ("NAME=VALUE"; -U NAME: "!NAME"), or
                                 NULL */
    uint64_t memory_cap;      /* bytes of host memory the device's global memory may take (the
                                 pages written: an allocation costs nothing until then). Past it
                                 a launch stops and cudaMemcpy/cudaMemset fail, with a message.
                                 0: $CUDAREPL_MEMORY_CAP, or else half the host's memory */
    unsigned sanitize;        /* the sanitizer's checks (devmodel/dm_san.h: race 1, init 2,
                                 sync 4, mem 8, leak 16); 0 = off */
    int sanitize_json;        /* the sanitizer reports as JSON lines (docs/sanitizer.md) */
    int relaxed_constexpr;    /* nvcc's --expt-relaxed-constexpr: a constexpr function without
                                 execution space specifiers is callable from device code too */
    unsigned fp_mode;         /* nvcc's floating-point options for device code, CR_FP_* bits
                                 (docs/math-h200.md, "Fast math"); 0 = nvcc's defaults */
    unsigned progress_ms;     /* a launch that runs this long (milliseconds) shows how far it
                              is, as CR_EV_PROGRESS events (every 200 ms); 0 = never (the
                              REPL on a terminal and the Jupyter kernel: 500) */
    unsigned threads;         /* threads that run a launch's blocks (docs/design.md, "The
                                 pool of threads"); 0 = one per core the process may use
                                 (cr_usable_cpus; the default), 1 = serial */
} cr_options;

/* cr_options.fp_mode */
#define CR_FP_FTZ 1u         /* --ftz=true: single-precision operations flush subnormals */
#define CR_FP_APPROX_DIV 2u  /* --prec-div=false: float division approximate */
#define CR_FP_APPROX_SQRT 4u /* --prec-sqrt=false: sqrtf approximate */
#define CR_FP_FAST_FUNCS 8u  /* with --use_fast_math: math functions as their fast intrinsics */
#define CR_FP_NO_FMAD 16u    /* --fmad=false: no a * b + c contracted into an FMA (fmaf, fma and
                                the math library's FMAs stay) */
#define CR_FP_FAST_MATH (CR_FP_FTZ | CR_FP_APPROX_DIV | CR_FP_APPROX_SQRT | CR_FP_FAST_FUNCS)

/* nvcc's floating-point options as a command line gives them: --ftz, --prec-div, --prec-sqrt
 * and --fmad 1 (=true), 0 (=false) or -1 (not given); --use_fast_math 1 when given. */
typedef struct {
    int ftz, prec_div, prec_sqrt, fmad;
    int fast_math;
} cr_fp_args;
#define CR_FP_ARGS_NONE {-1, -1, -1, -1, 0}
/* One of nvcc's floating-point options into *FP: ARG is -use_fast_math, or -ftz, -prec-div,
 * -prec-sqrt or -fmad (one dash or two) with =true or =false, or with NEXT as that value when
 * NEXT is not NULL (nvcc's `-x v`; NVRTC passes NULL). Returns 1 when ARG was one, 2 when NEXT
 * was its value too, 0 when ARG is no such option, -1 when its value is neither true nor false. */
int cr_fp_option(const char *arg, const char *next, cr_fp_args *fp);
/* fp_mode (CR_FP_*) from those options: an explicit --ftz, --prec-div, --prec-sqrt or --fmad
 * wins over what --use_fast_math implies, wherever it stands, as nvcc's does */
unsigned cr_fp_mode(const cr_fp_args *fp);

/* A size as options write it: N, NK, NM or NG (a B may follow), 4 KiB to 1 TiB; 0 when TEXT is
 * not one. */
uint64_t cr_parse_size(const char *text);

void cr_options_default(cr_options *o);

/* The sanitizer checks SPEC names ("race,init,sync,mem", "all", "on", "off") into *CHECKS
 * (cr_options.sanitize); 0 when SPEC is not such a list. */
int cr_sanitize_checks(const char *spec, unsigned *checks);

cr_session *cr_session_new(const cr_options *opts, cr_event_fn on_event, void *ctx);
void cr_session_free(cr_session *s);

/* The end of the program that a session's cells make (its input ended, or :quit): the objects
 * of static storage duration the cells made are destroyed and the functions given to atexit
 * called, in the reverse order (C++17 [basic.start.term]), their output given as events.
 * Returns exit()'s argument if one of them calls it, else STATUS. */
int cr_session_end(cr_session *s, int status);

/* The options now in force; changes take effect at the next launch. */
cr_options *cr_session_options(cr_session *s);

/* Set up the process's allocator for the front end (a large heap with transparent huge
 * pages: far fewer page faults). For an executable's main(), before anything else allocates. */
void cr_tune_memory(void);

/* The cores this process may use (its CPU affinity, less where a cgroup's CPU quota gives it
 * less): the threads of cr_options.threads = 0. */
unsigned cr_usable_cpus(void);

/* How the session's launches ran so far: on the pool of threads, and on it until blocks met in
 * global memory and then serially (the rest ran serially from the start). */
void cr_pool_counts(cr_session *s, uint64_t *parallel, uint64_t *serial_again);

/* How the lockstep executor (docs/design.md, "Lockstep") formed the gangs of warps that run
 * together in the session's launches so far: by looking over a block's warps (formed), and at
 * a JOIN by taking back the warps that a branch held there while the others ran the code
 * between (rejoined). For tests: these pin which mechanism ran, not what a program sees. */
void cr_gang_counts(cr_session *s, uint64_t *formed, uint64_t *rejoined);
/* How many uniform branches (a loop's control that every thread of the block runs alike: the
 * code generator marks them, interp/vm/uniform.h) the lockstep executor decided from one lane
 * of a gang known to be at one point of the kernel, in the session's launches so far. For tests,
 * as above. */
uint64_t cr_uniform_branches(cr_session *s);

/* Ask a running launch or host code to stop at the next safe point. Async-signal-safe: a SIGINT
 * handler or another thread may call it. */
void cr_interrupt(cr_session *s);

/* ---- Whole programs ---------------------------------------------------------------------- */

/* Compile FILE (device part with our front end, host part with libtcc) and run its main(argc,
 * argv). *exit_status gets main's return value, or 128 + signal number after a crash. */
CR_WARN_UNUSED cr_status cr_run_file(cr_session *s, const char *path, int argc, char **argv,
                                     int *exit_status);
/* The same for a program of NFILES source files (a.cu b.cu c.cpp: translation units linked
 * together, as nvcc a.cu b.cu c.cpp builds one executable); .cu files have device code. */
CR_WARN_UNUSED cr_status cr_run_files(cr_session *s, const char *const *paths, int nfiles, int argc,
                                      char **argv, int *exit_status);

/* Print each function's bytecode (as CR_EV_STDOUT text) after compiling the device part. */
CR_WARN_UNUSED cr_status cr_disasm_file(cr_session *s, const char *path);

/* ---- Cells: the REPL and notebooks -------------------------------------------------------- */

typedef enum { CR_INPUT_COMPLETE, CR_INPUT_INCOMPLETE, CR_INPUT_INVALID } cr_completeness;

/* Whether TEXT is a whole cell (decided by the parser: an unexpected end of input means
 * incomplete). INVALID means it is complete but has errors. */
cr_completeness cr_is_complete(cr_session *s, const char *text);

/* Run one cell: device and host definitions, host statements, an optional final expression
 * (its value is delivered as CR_EV_VALUE), or a meta-command (":help", ":device", ...) or cell
 * magic ("%%litmus"). */
CR_WARN_UNUSED cr_status cr_eval_cell(cr_session *s, const char *text);
/* The same, naming the cell NAME in diagnostics (e.g. "In [3]") instead of "<cell N>". */
CR_WARN_UNUSED cr_status cr_eval_cell_named(cr_session *s, const char *name, const char *text);

/* Completions for the word that ends at CURSOR (a byte offset into TEXT). Fills *start with the
 * offset where that word begins and returns a NULL-terminated array of candidates (free with
 * cr_free_strings), or NULL when there are none. */
char **cr_complete(cr_session *s, const char *text, size_t cursor, size_t *start);
void cr_free_strings(char **v);

/* Documentation of the name at CURSOR (a built-in, a runtime function, or the user's own
 * symbol with its type), as plain text; NULL when nothing is known. Free with free(). */
char *cr_inspect(cr_session *s, const char *text, size_t cursor);

/* ---- Device-only API (tests and tools) ----------------------------------------------------- */

/* Compile device source TEXT (named NAME in diagnostics) into the session. Its kernels,
 * functions and variables replace earlier ones of the same name. */
CR_WARN_UNUSED cr_status cr_compile_device(cr_session *s, const char *name, const char *text);

typedef struct { unsigned x, y, z; } cr_dim3;

/* Device memory. Addresses are device addresses (not host pointers). */
CR_WARN_UNUSED cr_status cr_device_alloc(cr_session *s, uint64_t *dptr, size_t size);
CR_WARN_UNUSED cr_status cr_device_free(cr_session *s, uint64_t dptr);
CR_WARN_UNUSED cr_status cr_memcpy_htod(cr_session *s, uint64_t dst, const void *src, size_t n);
CR_WARN_UNUSED cr_status cr_memcpy_dtoh(cr_session *s, void *dst, uint64_t src, size_t n);
CR_WARN_UNUSED cr_status cr_memset(cr_session *s, uint64_t dst, int value, size_t n);
/* Address and size of a __device__/__constant__/__managed__ variable. */
CR_WARN_UNUSED cr_status cr_symbol(cr_session *s, const char *name, uint64_t *dptr, size_t *size);

/* Launch KERNEL and wait for it. args[i] points at the i-th argument, laid out as the kernel's
 * parameter type (as cudaLaunchKernel takes them). Device printf output is delivered before this
 * returns. The result is the CUDA error code (0 = cudaSuccess). */
int cr_launch(cr_session *s, const char *kernel, cr_dim3 grid, cr_dim3 block, size_t shared_bytes,
              void **args);

/* ---- Traces (docs/trace-format.md) ---------------------------------------------------------- */

typedef enum {
    CR_TRACE_TEXT,        /* per-line metrics, findings and per-warp timelines as plain text */
    CR_TRACE_TEXT_COLOR,  /* the same with ANSI colours */
    CR_TRACE_HTML,        /* an HTML fragment: findings, metrics table, SVG timeline (no script) */
    CR_TRACE_SVG,         /* a standalone SVG timeline: rows = warps, columns = steps */
    CR_TRACE_JSON,        /* everything recorded, as docs/trace-format.md describes */
} cr_trace_format;

/* Change the trace settings; SPEC is words separated by spaces:
 *   on | off        trace every later launch, or none (the default)
 *   blocks=L warps=L lines=L steps=L
 *                   measure and record only these blocks (linear index), warps (index in the
 *                   block), source lines, and steps (a warp's own step numbers); L is N, N-M,
 *                   or a comma-separated list of them; "all" removes the filter
 *   cap=N[K|M|G]    memory for a launch's timeline (default 64M): past it the timeline is
 *                   truncated, and says so, while the metrics stay complete
 *   keep=last|all   keep only the last traced launch (the default) or every one
 *   view=brief|all  views draw the first few warps and steps (the default), or every one
 *   clear           forget the traces kept so far
 *   reset           filters, cap, keep and view back to their defaults
 * A bad SPEC changes nothing: CR_ERR_USAGE, with a CR_EV_STDERR message. */
CR_WARN_UNUSED cr_status cr_trace_set(cr_session *s, const char *spec);

/* Render the traced launches kept into *OUT (malloc'ed; free with free()). HTML and SVG show
 * the last launch; text shows each kept launch; JSON holds them all. CR_ERR_USAGE when no
 * launch has been traced. */
CR_WARN_UNUSED cr_status cr_trace_render(cr_session *s, cr_trace_format fmt, char **out);

/* The sticky/last CUDA error state, as cudaPeekAtLastError/cudaGetLastError see it. */
int cr_peek_error(cr_session *s);
int cr_get_error(cr_session *s);

/* The names and strings of CUDA error codes, as the CUDA runtime spells them. */
const char *cr_error_name(int code);
const char *cr_error_string(int code);

/* ---- Litmus mode -------------------------------------------------------------------------- */

/* What a litmus run shows (docs/litmus.md). */
typedef struct {
    int json;                 /* JSON instead of herd7's text */
    int explain;              /* add the explanation: a witness, or the axiom and cycle */
    int suggest;              /* with explain: search for a change that forbids the outcome */
    int svg;                  /* also deliver a picture of the explained execution */
    int counts;               /* states with their counts of executions */
    int show_time;            /* herd7's "Time NAME s" line */
    int model;                /* 75: PTX ISA 7.5 and later (default); 60: PTX 6.0 */
    int loop_bound;           /* times each backward jump may be taken in one path (default 2) */
    unsigned long long max_candidates; /* the enumeration's bound: rf choices examined before
                                          it stops with "bound reached" (0: 1 million) */
} cr_litmus_options;

void cr_litmus_options_default(cr_litmus_options *o);

/* Run the litmus test TEXT (named NAME in messages): a PTX litmus test (format 1) or a CUDA C
 * litmus test (format 2). The result is delivered as CR_EV_STDOUT text; the picture, when
 * asked for, as CR_EV_RICH ("image/svg+xml"); errors and notes as CR_EV_DIAG. *holds (may be
 * NULL) gets whether the test's condition holds (herd's "Ok"). CR_ERR_COMPILE: the test had
 * errors. */
CR_WARN_UNUSED cr_status cr_litmus_text(cr_session *s, const char *name, const char *text,
                                        const cr_litmus_options *o, int *holds);
/* The same for the file PATH. */
CR_WARN_UNUSED cr_status cr_litmus_file(cr_session *s, const char *path,
                                        const cr_litmus_options *o, int *holds);

/* The tests PATH names: PATH itself, or when it is a directory every .litmus file under it, in
 * name order (a directory's files before its sub-directories'); empty for a directory without
 * any. NULL-terminated; free with cr_free_strings. */
char **cr_litmus_paths(const char *path);

#ifdef __cplusplus
}
#endif
#endif
