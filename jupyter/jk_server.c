/* jk_server.c — the serving loop.
 *
 * The shell thread (the caller of jk_server_run) receives shell requests and runs cells; the
 * transport's I/O thread receives control requests and calls back here, so interrupt_request
 * and shutdown_request are answered while a cell runs. Both threads verify signatures against
 * one replay memory, under a lock. After a failed execute_request with stop_on_error, the
 * requests already queued on shell are dispatched at once (the kernel aborts the executes
 * among them) before the abort ends, as ipykernel does.
 */
#include "jk_server.h"

#include "jk_text.h"
#include "jk_transport.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REPLAY_MEMORY 4096

struct jk_server {
    jk_conn conn;
    jk_signer signer;
    jk_replay replay;
    pthread_mutex_t replay_lock;
    jk_transport *transport;
    jk_kernel *kernel;
    int log_fd;
};

static const char *channel_name(jk_channel ch)
{
    static const char *names[] = {"shell", "control", "iopub", "stdin", "heartbeat"};
    return names[ch];
}

/* The kernel's output callback: sign, frame, send. */
static void handle_frames(jk_server *s, jk_channel ch, jk_frames *f);

/* The requests already queued behind a failing cell (the kernel aborts them). */
static void server_drain(void *ctx)
{
    jk_server *s = ctx;
    jk_channel ch;
    jk_frames f;
    while (jk_transport_recv(s->transport, 0, &ch, &f) == 1) handle_frames(s, ch, &f);
}

static int server_send(void *ctx, jk_channel ch, const jk_msg *m)
{
    jk_server *s = ctx;
    if (!s->transport) return -1; /* closing */
    jk_frames f;
    jk_frames_init(&f);
    int rc = 0;
    if (ch == JK_IOPUB) {
        /* the topic frame, as ipykernel writes it; clients subscribe to everything */
        char topic[128];
        snprintf(topic, sizeof topic, "kernel.%s.%.60s", jk_kernel_session_id(s->kernel),
                 json_string_value(json_object_get(m->header, "msg_type")));
        rc = jk_frames_push(&f, topic, strlen(topic));
    }
    if (!rc) rc = jk_msg_serialize(&s->signer, m, &f);
    if (!rc) rc = jk_transport_send(s->transport, ch, &f);
    jk_frames_free(&f);
    return rc;
}

/* Verify, parse, dispatch. Takes FRAMES. */
static void handle_frames(jk_server *s, jk_channel ch, jk_frames *frames)
{
    jk_msg msg;
    jk_msg_error err;
    pthread_mutex_lock(&s->replay_lock);
    jk_msg_status st = jk_msg_parse(&s->signer, &s->replay, frames->v, frames->n, &msg, &err);
    pthread_mutex_unlock(&s->replay_lock);
    jk_frames_free(frames);
    if (st != JK_MSG_OK) {
        jk_logf(s->log_fd, "dropped a message on %s: %s", channel_name(ch), err.detail);
        return;
    }
    if (ch == JK_SHELL || ch == JK_CONTROL) jk_kernel_dispatch(s->kernel, ch, &msg);
    jk_msg_free(&msg); /* stdin: input_reply without an input_request; ignored */
}

static void on_control(void *ctx, jk_frames *frames) { handle_frames(ctx, JK_CONTROL, frames); }

jk_server *jk_server_new(const char *connection_file, const jk_server_options *o, char *err,
                         size_t errcap)
{
    jk_server *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->log_fd = o->log_fd;
    pthread_mutex_init(&s->replay_lock, NULL);
    if (jk_conn_load(connection_file, &s->conn, err, errcap)) goto fail;
    if (jk_signer_init(&s->signer, s->conn.signature_scheme, s->conn.key, s->conn.key_len)) {
        snprintf(err, errcap, "unknown signature_scheme \"%s\"", s->conn.signature_scheme);
        goto fail;
    }
    if (jk_replay_init(&s->replay, REPLAY_MEMORY)) goto nomem;
    s->transport = jk_transport_open(&s->conn, err, errcap);
    if (!s->transport) goto fail;
    jk_kernel_config kc = {NULL, o->capture_fds, o->log_fd, o->docs_url};
    jk_output out = {server_send, s, server_drain};
    s->kernel = jk_kernel_new(&kc, out, err, errcap);
    if (!s->kernel) goto fail;
    return s;
nomem:
    snprintf(err, errcap, "out of memory");
fail:
    jk_server_free(s);
    return NULL;
}

jk_kernel *jk_server_kernel(jk_server *s) { return s->kernel; }

static void drain_aborted(jk_server *s)
{
    server_drain(s);
    jk_kernel_abort_done(s->kernel);
}

int jk_server_run(jk_server *s)
{
    if (jk_transport_start(s->transport, on_control, s)) {
        jk_logf(s->log_fd, "cannot start the I/O thread");
        return -1;
    }
    jk_kernel_starting(s->kernel);
    while (!jk_kernel_stopping(s->kernel)) {
        jk_channel ch;
        jk_frames f;
        int r = jk_transport_recv(s->transport, 100, &ch, &f);
        if (r < 0) {
            jk_logf(s->log_fd, "receiving failed: %s", strerror(errno));
            return -1;
        }
        if (r == 0) continue;
        handle_frames(s, ch, &f);
        if (jk_kernel_aborting(s->kernel)) drain_aborted(s);
    }
    return 0;
}

void jk_server_free(jk_server *s)
{
    if (!s) return;
    jk_transport_close(s->transport); /* first: no control callback may reach a freed kernel */
    s->transport = NULL;
    jk_kernel_free(s->kernel);
    jk_replay_free(&s->replay);
    jk_signer_free(&s->signer);
    jk_conn_free(&s->conn);
    pthread_mutex_destroy(&s->replay_lock);
    free(s);
}
