/* jk_capture.c — fd 1/2 capture with a reader thread.
 *
 * Two readers share each pipe: the reader thread (so the pipe never fills) and the caller of
 * jk_capture_sync (so output written before an event is delivered before it). Both read only
 * under the lock and read until the pipe is empty, which keeps the bytes in order.
 */
#include "jk_capture.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct jk_capture {
    jk_capture_sink sink;
    int out[2], err[2];  /* pipes for fd 1 and fd 2 */
    int wake[2];         /* wakes the reader thread to stop */
    int saved[3];        /* fd 0, 1, 2 while a capture is active, else -1 */
    int devnull;
    atomic_int active, stop;
    pthread_mutex_t lock;
    pthread_t thread;
    int started;
};

/* Reads FD until it is empty, delivering each chunk. Caller holds the lock. */
static void drain_fd(jk_capture *c, int fd, int stream)
{
    char buf[65536];
    for (;;) {
        ssize_t r = read(fd, buf, sizeof buf);
        if (r > 0) {
            c->sink.on_data(c->sink.ctx, stream, buf, (size_t)r);
            continue;
        }
        if (r < 0 && errno == EINTR) continue;
        break; /* EAGAIN: empty */
    }
}

static void drain(jk_capture *c)
{
    pthread_mutex_lock(&c->lock);
    drain_fd(c, c->out[0], 1);
    drain_fd(c, c->err[0], 2);
    pthread_mutex_unlock(&c->lock);
}

static long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

static void *reader(void *arg)
{
    jk_capture *c = arg;
    long last_tick = now_ms();
    while (!atomic_load(&c->stop)) {
        struct pollfd p[3] = {{c->out[0], POLLIN, 0}, {c->err[0], POLLIN, 0},
                              {c->wake[0], POLLIN, 0}};
        int r = poll(p, 3, 50);
        if (r > 0 && (p[0].revents | p[1].revents)) drain(c);
        if (atomic_load(&c->active) && now_ms() - last_tick >= 50) {
            c->sink.on_tick(c->sink.ctx);
            last_tick = now_ms();
        }
    }
    return NULL;
}

static int make_pipe(int p[2])
{
    if (pipe2(p, O_CLOEXEC) != 0) return -1;
    return fcntl(p[0], F_SETFL, O_NONBLOCK);
}

static int start_thread(jk_capture *c)
{
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old); /* signals go to the session's thread */
    int rc = pthread_create(&c->thread, NULL, reader, c);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return rc;
}

jk_capture *jk_capture_new(jk_capture_sink sink, char *err, size_t errcap)
{
    jk_capture *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->sink = sink;
    c->out[0] = c->out[1] = c->err[0] = c->err[1] = c->wake[0] = c->wake[1] = -1;
    c->saved[0] = c->saved[1] = c->saved[2] = -1;
    pthread_mutex_init(&c->lock, NULL);
    c->devnull = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (c->devnull < 0 || make_pipe(c->out) || make_pipe(c->err) || pipe2(c->wake, O_CLOEXEC) ||
        start_thread(c)) {
        snprintf(err, errcap, "cannot set up output capture: %s", strerror(errno));
        jk_capture_free(c);
        return NULL;
    }
    c->started = 1;
    return c;
}

static void close_fd(int *fd)
{
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

void jk_capture_free(jk_capture *c)
{
    if (!c) return;
    if (atomic_load(&c->active)) jk_capture_end(c);
    if (c->started) {
        atomic_store(&c->stop, 1);
        ssize_t w = write(c->wake[1], "x", 1);
        (void)w;
        pthread_join(c->thread, NULL);
    }
    int *fds[] = {&c->out[0], &c->out[1], &c->err[0], &c->err[1], &c->wake[0], &c->wake[1],
                  &c->devnull};
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++) close_fd(fds[i]);
    pthread_mutex_destroy(&c->lock);
    free(c);
}

int jk_capture_begin(jk_capture *c)
{
    if (atomic_load(&c->active)) return 0;
    fflush(stdout);
    fflush(stderr);
    for (int fd = 0; fd < 3; fd++) c->saved[fd] = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (c->saved[0] < 0 || c->saved[1] < 0 || c->saved[2] < 0 || dup2(c->devnull, 0) < 0 ||
        dup2(c->out[1], 1) < 0 || dup2(c->err[1], 2) < 0) {
        for (int fd = 0; fd < 3; fd++) {
            if (c->saved[fd] >= 0) dup2(c->saved[fd], fd);
            close_fd(&c->saved[fd]);
        }
        return -1;
    }
    atomic_store(&c->active, 1);
    return 0;
}

void jk_capture_sync(jk_capture *c)
{
    if (!atomic_load(&c->active)) return;
    fflush(stdout);
    fflush(stderr);
    drain(c);
}

void jk_capture_end(jk_capture *c)
{
    if (!atomic_load(&c->active)) return;
    fflush(stdout);
    fflush(stderr);
    for (int fd = 0; fd < 3; fd++) {
        dup2(c->saved[fd], fd);
        close_fd(&c->saved[fd]);
    }
    drain(c);
    atomic_store(&c->active, 0);
}
