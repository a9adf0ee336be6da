/* jk_server.h — ties the three layers together: frames from the transport are verified and
 * parsed by the messages layer and dispatched to the kernel; the kernel's messages are signed
 * and handed back to the transport. A message that fails verification or parsing is dropped and
 * logged, never dispatched, and the server keeps serving.
 */
#ifndef JK_SERVER_H
#define JK_SERVER_H

#include "jk_kernel.h"

typedef struct jk_server jk_server;

typedef struct {
    int log_fd;           /* the log (a duplicate of the original stderr) */
    int capture_fds;      /* capture host output on fd 1/2 while cells run */
    const char *docs_url; /* for kernel_info's help_links; may be NULL */
} jk_server_options;

/* Reads CONNECTION_FILE, binds the sockets, creates the kernel. NULL on failure (ERR). */
jk_server *jk_server_new(const char *connection_file, const jk_server_options *o, char *err,
                         size_t errcap);
/* The kernel (for a SIGINT handler: jk_kernel_interrupt). */
jk_kernel *jk_server_kernel(jk_server *s);
/* Serves until a shutdown_request. Returns 0, or -1 when the sockets failed. */
int jk_server_run(jk_server *s);
void jk_server_free(jk_server *s);

#endif
