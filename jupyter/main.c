/* main.c — cudarepl-kernel: the Jupyter kernel of cudarepl.
 *
 *     cudarepl-kernel -f CONNECTION_FILE      serve (Jupyter starts it so, from kernel.json)
 *     cudarepl-kernel --install [--user | --sys-prefix | --prefix DIR]
 *
 * SIGINT stops the running cell (like interrupt_request); the handler only calls
 * jk_kernel_interrupt, which is async-signal-safe. The kernel leaves when its parent (the
 * notebook server, jupyter console) dies, as ipykernel's parent poller does: a thread looks
 * at getppid() every second. (PR_SET_PDEATHSIG would fire when the parent's *thread* that
 * started the kernel ends, which a server's worker thread may do while the server lives.) The log goes to a duplicate of the original
 * stderr, because fd 1 and 2 belong to the cell's output while a cell runs.
 */
#include "cudarepl.h"
#include "jk_kernel.h"
#include "jk_kernelspec.h"
#include "jk_server.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#ifdef CR_DATADIR
#define DOCS_URL "file://" CR_DATADIR "/docs/jupyter.md"
#else
#define DOCS_URL NULL
#endif

/* The one global: what the SIGINT handler interrupts. */
static jk_kernel *volatile sigint_kernel;

static void on_sigint(int sig)
{
    (void)sig;
    jk_kernel *k = sigint_kernel;
    if (k) jk_kernel_interrupt(k);
}

/* The parent-watching thread: exits the process once the parent that started it is gone. */
static void *watch_parent(void *arg)
{
    pid_t parent = (pid_t)(intptr_t)arg;
    for (;;) {
        sleep(1);
        if (getppid() != parent)
            _exit(1);
    }
    return NULL;
}

static void start_parent_watch(void)
{
    pid_t parent = getppid();
    if (parent <= 1)
        return; /* started by init: no parent to outlive */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old); /* signals go to the serving thread */
    pthread_t t;
    if (pthread_create(&t, NULL, watch_parent, (void *)(intptr_t)parent) == 0)
        pthread_detach(t);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

static int usage(FILE *to, int status)
{
    fprintf(to, "usage: cudarepl-kernel -f CONNECTION_FILE\n"
                "       cudarepl-kernel --install [--user | --sys-prefix | --prefix DIR]\n");
    return status;
}

static int install(int argc, char **argv)
{
    jk_spec_where w = JK_SPEC_USER;
    const char *prefix = NULL;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--user") == 0) w = JK_SPEC_USER;
        else if (strcmp(argv[i], "--sys-prefix") == 0) w = JK_SPEC_SYS_PREFIX;
        else if (strcmp(argv[i], "--prefix") == 0 && i + 1 < argc) {
            w = JK_SPEC_PREFIX;
            prefix = argv[++i];
        } else return usage(stderr, 2);
    }
    char exe[PATH_MAX], dir[4096], err[512];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        perror("cudarepl-kernel: /proc/self/exe");
        return 1;
    }
    exe[n] = '\0';
    if (jk_kernelspec_dir(w, prefix, dir, sizeof dir, err, sizeof err) ||
        jk_kernelspec_write(dir, exe, err, sizeof err)) {
        fprintf(stderr, "cudarepl-kernel: %s\n", err);
        return 1;
    }
    printf("installed kernelspec %s in %s\n", JK_KERNEL_NAME, dir);
    return 0;
}

static int serve(const char *connection_file)
{
    int log_fd = fcntl(2, F_DUPFD_CLOEXEC, 3);
    if (log_fd < 0) log_fd = 2;
    signal(SIGPIPE, SIG_IGN);
    setvbuf(stdout, NULL, _IOLBF, 0); /* host code's printf reaches the notebook line by line */
    jk_server_options o = {log_fd, 1, DOCS_URL};
    char err[512];
    jk_server *s = jk_server_new(connection_file, &o, err, sizeof err);
    if (!s) {
        fprintf(stderr, "cudarepl-kernel: %s\n", err);
        return 1;
    }
    sigint_kernel = jk_server_kernel(s);
    start_parent_watch();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    int rc = jk_server_run(s);
    signal(SIGINT, SIG_DFL);
    sigint_kernel = NULL;
    jk_server_free(s);
    return rc ? 1 : 0;
}

int main(int argc, char **argv)
{
    cr_tune_memory();
    if (argc >= 2 && strcmp(argv[1], "--install") == 0) return install(argc, argv);
    if (argc == 3 && strcmp(argv[1], "-f") == 0) return serve(argv[2]);
    if (argc == 2 && strncmp(argv[1], "--f=", 4) == 0) return serve(argv[1] + 4);
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))
        return usage(stdout, 0);
    return usage(stderr, 2);
}
