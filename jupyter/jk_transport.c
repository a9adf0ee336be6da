/* jk_transport.c — ZeroMQ sockets and the I/O thread.
 *
 * The iopub queue is a mutex-protected list plus a wake-up pipe that the I/O thread polls next
 * to its sockets (zmq_poll accepts plain file descriptors). Queue order is publication order,
 * so output keeps the order in which the kernel produced it, whatever thread produced it.
 */
#include "jk_transport.h"

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zmq.h>

/* ---- connection file ------------------------------------------------------------------- */

static int get_port(json_t *j, const char *key, int *out, char *err, size_t errcap)
{
    json_t *v = json_object_get(j, key);
    if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 65535) {
        snprintf(err, errcap, "connection file: \"%s\" must be a port number", key);
        return -1;
    }
    *out = (int)json_integer_value(v);
    return 0;
}

static int get_str(json_t *j, const char *key, const char *dflt, char *out, size_t cap,
                   char *err, size_t errcap)
{
    json_t *v = json_object_get(j, key);
    const char *s = v ? json_string_value(v) : dflt;
    if (!s || strlen(s) >= cap) {
        snprintf(err, errcap, "connection file: \"%s\" must be a string", key);
        return -1;
    }
    snprintf(out, cap, "%s", s);
    return 0;
}

int jk_conn_parse(const char *text, size_t len, jk_conn *c, char *err, size_t errcap)
{
    memset(c, 0, sizeof *c);
    json_error_t je;
    json_t *j = json_loadb(text, len, 0, &je);
    if (!json_is_object(j)) {
        snprintf(err, errcap, "connection file: %s", j ? "not a JSON object" : je.text);
        json_decref(j);
        return -1;
    }
    int rc = get_str(j, "transport", "tcp", c->transport, sizeof c->transport, err, errcap) ||
             get_str(j, "ip", "127.0.0.1", c->ip, sizeof c->ip, err, errcap) ||
             get_str(j, "signature_scheme", "hmac-sha256", c->signature_scheme,
                     sizeof c->signature_scheme, err, errcap) ||
             get_port(j, "shell_port", &c->shell_port, err, errcap) ||
             get_port(j, "control_port", &c->control_port, err, errcap) ||
             get_port(j, "iopub_port", &c->iopub_port, err, errcap) ||
             get_port(j, "stdin_port", &c->stdin_port, err, errcap) ||
             get_port(j, "hb_port", &c->hb_port, err, errcap);
    const char *key = json_string_value(json_object_get(j, "key"));
    if (!rc && json_object_get(j, "key") && !key) {
        snprintf(err, errcap, "connection file: \"key\" must be a string");
        rc = -1;
    }
    if (!rc && strcmp(c->transport, "tcp") != 0 && strcmp(c->transport, "ipc") != 0) {
        snprintf(err, errcap, "connection file: unknown transport \"%s\"", c->transport);
        rc = -1;
    }
    if (!rc) {
        c->key_len = key ? strlen(key) : 0;
        c->key = strdup(key ? key : "");
        if (!c->key) rc = -1;
    }
    json_decref(j);
    if (rc) jk_conn_free(c);
    return rc ? -1 : 0;
}

int jk_conn_load(const char *path, jk_conn *c, char *err, size_t errcap)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errcap, "%s: %s", path, strerror(errno));
        return -1;
    }
    char buf[65536];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    return jk_conn_parse(buf, n, c, err, errcap);
}

void jk_conn_free(jk_conn *c)
{
    free(c->key);
    c->key = NULL;
    c->key_len = 0;
}

static int conn_port(const jk_conn *c, jk_channel ch)
{
    switch (ch) {
    case JK_SHELL: return c->shell_port;
    case JK_CONTROL: return c->control_port;
    case JK_IOPUB: return c->iopub_port;
    case JK_STDIN: return c->stdin_port;
    case JK_HEARTBEAT: return c->hb_port;
    }
    return 0;
}

void jk_conn_endpoint(const jk_conn *c, jk_channel ch, char *out, size_t cap)
{
    int port = conn_port(c, ch);
    if (strcmp(c->transport, "ipc") == 0) snprintf(out, cap, "ipc://%s-%d", c->ip, port);
    else if (port == 0) snprintf(out, cap, "tcp://%s:*", c->ip);
    else snprintf(out, cap, "tcp://%s:%d", c->ip, port);
}

/* ---- sockets --------------------------------------------------------------------------- */

typedef struct qnode {
    jk_frames frames;
    struct qnode *next;
} qnode;

struct jk_transport {
    void *ctx;
    void *sock[5]; /* indexed by jk_channel */
    int wake[2];
    pthread_mutex_t qlock;
    qnode *qhead, *qtail;
    atomic_int stop;
    pthread_t thread;
    int started;
    jk_frames_fn on_control;
    void *cb_ctx;
};

static int recv_multipart(void *sock, jk_frames *out)
{
    jk_frames_init(out);
    int more = 1;
    while (more) {
        zmq_msg_t m;
        zmq_msg_init(&m);
        if (zmq_msg_recv(&m, sock, ZMQ_DONTWAIT) < 0) {
            zmq_msg_close(&m);
            jk_frames_free(out);
            return -1;
        }
        int rc = jk_frames_push(out, zmq_msg_data(&m), zmq_msg_size(&m));
        more = zmq_msg_more(&m);
        zmq_msg_close(&m);
        if (rc) { jk_frames_free(out); errno = ENOMEM; return -1; }
    }
    return 0;
}

static int send_multipart(void *sock, const jk_frames *f)
{
    for (size_t i = 0; i < f->n; i++)
        if (zmq_send(sock, f->v[i].data, f->v[i].len, i + 1 < f->n ? ZMQ_SNDMORE : 0) < 0)
            return -1;
    return 0;
}

#define JK_MAX_MESSAGE (64ll << 20)

static const int sock_type[5] = {ZMQ_ROUTER, ZMQ_ROUTER, ZMQ_PUB, ZMQ_ROUTER, ZMQ_ROUTER};

static int open_socket(jk_transport *t, const jk_conn *c, jk_channel ch, char *err, size_t cap)
{
    static const char *names[5] = {"shell", "control", "iopub", "stdin", "heartbeat"};
    void *s = zmq_socket(t->ctx, sock_type[ch]);
    int linger = 1000, zero = 0, one = 1;
    char ep[300];
    jk_conn_endpoint(c, ch, ep, sizeof ep);
    if (!s) goto fail;
    zmq_setsockopt(s, ZMQ_LINGER, &linger, sizeof linger);
    if (ch == JK_IOPUB) zmq_setsockopt(s, ZMQ_SNDHWM, &zero, sizeof zero);
    if (sock_type[ch] == ZMQ_ROUTER && ch != JK_HEARTBEAT)
        zmq_setsockopt(s, ZMQ_ROUTER_HANDOVER, &one, sizeof one);
    /* a client that sends a frame larger than a cell may be (as a file cudarepl reads) is
     * disconnected before the frame is read into memory */
    int64_t max = JK_MAX_MESSAGE;
    zmq_setsockopt(s, ZMQ_MAXMSGSIZE, &max, sizeof max);
    t->sock[ch] = s;
    if (zmq_bind(s, ep) != 0) goto fail;
    return 0;
fail:
    snprintf(err, cap, "cannot bind the %s socket to %s: %s", names[ch], ep, zmq_strerror(errno));
    return -1;
}

jk_transport *jk_transport_open(const jk_conn *c, char *err, size_t errcap)
{
    jk_transport *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->wake[0] = t->wake[1] = -1;
    pthread_mutex_init(&t->qlock, NULL);
    t->ctx = zmq_ctx_new();
    if (!t->ctx || pipe2(t->wake, O_CLOEXEC | O_NONBLOCK) != 0) {
        snprintf(err, errcap, "cannot create the ZeroMQ context");
        jk_transport_close(t);
        return NULL;
    }
    for (int ch = 0; ch < 5; ch++)
        if (open_socket(t, c, (jk_channel)ch, err, errcap)) {
            jk_transport_close(t);
            return NULL;
        }
    return t;
}

/* ---- the I/O thread -------------------------------------------------------------------- */

static void publish_queued(jk_transport *t)
{
    pthread_mutex_lock(&t->qlock);
    qnode *q = t->qhead;
    t->qhead = t->qtail = NULL;
    pthread_mutex_unlock(&t->qlock);
    while (q) {
        qnode *next = q->next;
        send_multipart(t->sock[JK_IOPUB], &q->frames); /* PUB never blocks */
        jk_frames_free(&q->frames);
        free(q);
        q = next;
    }
}

static void echo_heartbeat(jk_transport *t)
{
    jk_frames f;
    while (recv_multipart(t->sock[JK_HEARTBEAT], &f) == 0) {
        send_multipart(t->sock[JK_HEARTBEAT], &f);
        jk_frames_free(&f);
    }
}

static void serve_control(jk_transport *t)
{
    jk_frames f;
    while (recv_multipart(t->sock[JK_CONTROL], &f) == 0) t->on_control(t->cb_ctx, &f);
}

static void *io_thread(void *arg)
{
    jk_transport *t = arg;
    while (!atomic_load(&t->stop)) {
        zmq_pollitem_t items[3] = {{t->sock[JK_CONTROL], 0, ZMQ_POLLIN, 0},
                                   {t->sock[JK_HEARTBEAT], 0, ZMQ_POLLIN, 0},
                                   {NULL, t->wake[0], ZMQ_POLLIN, 0}};
        if (zmq_poll(items, 3, 1000) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (items[2].revents) {
            char buf[256];
            while (read(t->wake[0], buf, sizeof buf) > 0) {}
        }
        publish_queued(t);
        if (items[1].revents) echo_heartbeat(t);
        if (items[0].revents) serve_control(t);
    }
    publish_queued(t);
    return NULL;
}

int jk_transport_start(jk_transport *t, jk_frames_fn on_control, void *ctx)
{
    t->on_control = on_control;
    t->cb_ctx = ctx;
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old); /* SIGINT goes to the shell thread */
    int rc = pthread_create(&t->thread, NULL, io_thread, t);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc) return -1;
    t->started = 1;
    return 0;
}

static void wake(jk_transport *t)
{
    ssize_t w = write(t->wake[1], "x", 1); /* a full pipe already means "wake up" */
    (void)w;
}

static int enqueue(jk_transport *t, jk_frames *frames)
{
    qnode *q = malloc(sizeof *q);
    if (!q) return -1;
    q->frames = *frames;
    q->next = NULL;
    jk_frames_init(frames);
    pthread_mutex_lock(&t->qlock);
    if (t->qtail) t->qtail->next = q;
    else t->qhead = q;
    t->qtail = q;
    pthread_mutex_unlock(&t->qlock);
    wake(t);
    return 0;
}

int jk_transport_send(jk_transport *t, jk_channel ch, jk_frames *frames)
{
    if (ch == JK_IOPUB) {
        if (t->started) return enqueue(t, frames);
        int rc = send_multipart(t->sock[JK_IOPUB], frames);
        jk_frames_free(frames);
        return rc;
    }
    int rc = send_multipart(t->sock[ch], frames);
    jk_frames_free(frames);
    return rc;
}

int jk_transport_recv(jk_transport *t, int timeout_ms, jk_channel *ch, jk_frames *out)
{
    zmq_pollitem_t items[2] = {{t->sock[JK_SHELL], 0, ZMQ_POLLIN, 0},
                               {t->sock[JK_STDIN], 0, ZMQ_POLLIN, 0}};
    int n = zmq_poll(items, 2, timeout_ms);
    if (n < 0) return errno == EINTR ? 0 : -1;
    for (int i = 0; i < 2; i++) {
        if (!items[i].revents) continue;
        *ch = i == 0 ? JK_SHELL : JK_STDIN;
        if (recv_multipart(items[i].socket, out) == 0) return 1;
        return errno == EAGAIN ? 0 : -1;
    }
    return 0;
}

void jk_transport_close(jk_transport *t)
{
    if (!t) return;
    if (t->started) {
        atomic_store(&t->stop, 1);
        wake(t);
        pthread_join(t->thread, NULL);
    }
    publish_queued(t);
    for (int i = 0; i < 5; i++)
        if (t->sock[i]) zmq_close(t->sock[i]);
    if (t->ctx) zmq_ctx_term(t->ctx);
    if (t->wake[0] >= 0) close(t->wake[0]);
    if (t->wake[1] >= 0) close(t->wake[1]);
    pthread_mutex_destroy(&t->qlock);
    free(t);
}
