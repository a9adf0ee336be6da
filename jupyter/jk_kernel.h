/* jk_kernel.h — the kernel layer: Jupyter requests → the session API (include/cudarepl.h), and
 * session events → Jupyter messages.
 *
 * The kernel does not know about sockets: it receives parsed messages and hands the messages
 * it builds to an output callback (the server signs and sends them). Shell requests are
 * dispatched on one thread (the one that runs cells); control requests (interrupt_request,
 * shutdown_request, kernel_info_request) on another, so they are answered while a cell runs.
 * One cr_session per kernel; a restart is a new process and so a new session.
 */
#ifndef JK_KERNEL_H
#define JK_KERNEL_H

#include "jk_msg.h"

#include <stddef.h>

typedef struct {
    /* Sign and send MSG on CH. JK_SHELL and JK_STDIN are sent from the shell thread, JK_CONTROL
     * from the control thread, JK_IOPUB from any thread. Returns 0 or -1. */
    int (*send)(void *ctx, jk_channel ch, const jk_msg *msg);
    void *ctx;
    /* Dispatch the shell requests already received (may be NULL). A failing cell calls it
     * before its reply goes out, so that exactly the requests queued behind it are aborted,
     * not those a client sends after seeing the error. */
    void (*drain)(void *ctx);
} jk_output;

typedef struct {
    const char *username;  /* "username" in the headers the kernel writes; NULL: "kernel" */
    int capture_fds;       /* capture fd 1 and 2 (host code's output) while a cell runs */
    int log_fd;            /* where dropped messages and internal errors are logged */
    const char *docs_url;  /* the user guide, for kernel_info's help_links; NULL: none */
} jk_kernel_config;

typedef struct jk_kernel jk_kernel;

/* NULL on failure (ERR says why). */
jk_kernel *jk_kernel_new(const jk_kernel_config *cfg, jk_output out, char *err, size_t errcap);
void jk_kernel_free(jk_kernel *k);

/* The session id the kernel writes into its headers. */
const char *jk_kernel_session_id(const jk_kernel *k);

/* Publish status "starting" (once, when the sockets are up). */
void jk_kernel_starting(jk_kernel *k);

/* Handle one request that arrived on CH (JK_SHELL or JK_CONTROL): status busy, the handler's
 * replies and output, status idle. */
void jk_kernel_dispatch(jk_kernel *k, jk_channel ch, const jk_msg *req);

/* After an execute_request failed with stop_on_error, the kernel aborts execute requests until
 * the server has drained the requests already queued and calls jk_kernel_abort_done. */
int jk_kernel_aborting(const jk_kernel *k);
void jk_kernel_abort_done(jk_kernel *k);

/* Whether a shutdown_request was answered (and whether it asked for a restart). */
int jk_kernel_stopping(const jk_kernel *k);
int jk_kernel_restart_requested(const jk_kernel *k);

/* Stop the running cell, if any (cr_interrupt). Async-signal-safe: for SIGINT handlers. */
void jk_kernel_interrupt(jk_kernel *k);

#endif
