/* host.h — host code: compiled in-process by libtcc, run under protection.
 *
 * A compiled unit keeps its TCCState (which owns the generated code) for the life of the
 * session. Kernels are host symbols: libffi closures with each kernel's own signature, which
 * take the launch configuration pushed by the rewritten <<<>>> and launch. Device variables are
 * bound to their device addresses. Host code runs under sigsetjmp protection: a crash, an
 * interrupt or a call of exit() comes back here as a status instead of ending the process.
 */
#ifndef CR_HOST_H
#define CR_HOST_H

#include "interp/session/session.h"

typedef struct host_state host_state;

/* How a protected call ended. */
typedef enum {
    HOST_RETURNED,    /* the function returned normally */
    HOST_EXITED,      /* it called exit(status) */
    HOST_CRASHED,     /* a signal (SIGSEGV, SIGFPE, ...) */
    HOST_INTERRUPTED, /* SIGINT (Ctrl-C) or cr_interrupt */
} host_outcome;

/* Compile the host part of source TEXT (named NAME, in directory DIR). On success *unit
 * identifies the compiled unit (for host_symbol). */
cr_status host_compile(cr_session *s, const char *name, const char *text, const char *dir, int *unit);
/* The host parts of N source files, linked into one unit (a program of several translation
 * units: a.cu b.cpp). UNIT NULL: their diagnostics only, nothing compiled to C (the device pass
 * failed: the kernels the host code names have no stubs to link). */
cr_status host_compile_files(cr_session *s, const char *const *names, const char *const *texts,
                             const char *const *dirs, int n, int *unit);

/* The address of NAME in compiled unit UNIT, or NULL. */
void *host_symbol(cr_session *s, int unit, const char *name);

/* Call main(argc, argv) of UNIT under protection; *status receives main's value, exit()'s
 * argument, or 128 + signal. */
host_outcome host_run_main(cr_session *s, int unit, int argc, char **argv, int *status);

/* The program's end (main returned, exit was called, or a session's cells are done): the
 * objects of static storage duration are destroyed and the functions given to atexit called,
 * in the reverse order of their registration, under protection; *status becomes exit()'s
 * argument or 128 + signal when one of them ends otherwise than by returning. */
host_outcome host_end_program(cr_session *s, int *status);

/* The kernel a host function pointer (a launch closure) stands for, or -1. */
int host_kernel_of(cr_session *s, const void *fn);

/* Pending launch configuration from the rewritten <<<...>>> (runtime side). */
int host_push_config(cr_session *s, const uint32_t grid[3], const uint32_t block[3], size_t shared,
                     void *stream);

/* Launch KERNEL with arguments ARGS (pointers to each argument, as cudaLaunchKernel takes
 * them) in STREAM (a capturing stream records it in its graph instead). Returns the launch's
 * error code. */
int host_launch(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                size_t shared, void **args, void *stream);

/* Stop the protected run in progress as if Ctrl-C had been pressed (does not return); returns
 * only when no host code is running. */
void host_interrupt_now(cr_session *s);

/* Is the host code of this session running right now (for the SIGINT handler)? */
bool host_running(cr_session *s);

#endif
