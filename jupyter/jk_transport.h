/* jk_transport.h — the kernel's ZeroMQ side: the connection file, the five sockets, the
 * heartbeat, and sending/receiving multipart messages as frames.
 *
 * Threads: ZeroMQ sockets must not be shared between threads, so each socket has one owner.
 * The caller's thread (the shell thread, which runs cells) owns shell and stdin. The I/O thread
 * started by jk_transport_start owns control, heartbeat and iopub: it echoes heartbeats, hands
 * control requests to a callback (on the I/O thread, so they are served while a cell runs), and
 * publishes iopub messages that any thread queues with jk_transport_send. This layer knows
 * nothing of message contents.
 */
#ifndef JK_TRANSPORT_H
#define JK_TRANSPORT_H

#include "jk_msg.h"

#include <stddef.h>

/* A parsed connection file. */
typedef struct {
    char transport[16]; /* "tcp" or "ipc" */
    char ip[256];
    int shell_port, control_port, iopub_port, stdin_port, hb_port;
    char signature_scheme[32];
    char *key;          /* may be empty: no signing */
    size_t key_len;
} jk_conn;

/* 0, or -1 with a message in ERR. */
__attribute__((warn_unused_result)) int jk_conn_parse(const char *text, size_t len, jk_conn *c,
                                                      char *err, size_t errcap);
__attribute__((warn_unused_result)) int jk_conn_load(const char *path, jk_conn *c, char *err,
                                                     size_t errcap);
void jk_conn_free(jk_conn *c);
/* "tcp://IP:PORT" or "ipc://IP-PORT" for one channel. */
void jk_conn_endpoint(const jk_conn *c, jk_channel ch, char *out, size_t cap);

typedef struct jk_transport jk_transport;

/* Creates the sockets and binds them. NULL on failure (ERR says why). */
jk_transport *jk_transport_open(const jk_conn *c, char *err, size_t errcap);

/* Starts the I/O thread. ON_CONTROL gets each control message (it owns the frames) and may call
 * jk_transport_send(JK_CONTROL) from there. 0 or -1. */
typedef void (*jk_frames_fn)(void *ctx, jk_frames *frames);
__attribute__((warn_unused_result)) int jk_transport_start(jk_transport *t, jk_frames_fn on_control,
                                                           void *ctx);

/* Shell thread: waits up to TIMEOUT_MS (0: do not wait) for a message on shell or stdin.
 * 1 (*CH and *OUT set), 0 (nothing), -1 (error; errno set). */
int jk_transport_recv(jk_transport *t, int timeout_ms, jk_channel *ch, jk_frames *out);

/* Sends FRAMES (taken: *FRAMES is left empty) on CH. JK_IOPUB is queued for the I/O thread and
 * may be called from any thread; JK_SHELL/JK_STDIN from the shell thread; JK_CONTROL from the
 * control callback. 0 or -1. */
int jk_transport_send(jk_transport *t, jk_channel ch, jk_frames *frames);

/* Publishes what is queued, stops the I/O thread, closes everything. */
void jk_transport_close(jk_transport *t);

#endif
