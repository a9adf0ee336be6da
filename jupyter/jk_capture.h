/* jk_capture.h — captures what host code writes to file descriptors 1 and 2 while a cell runs.
 *
 * Host code compiled into the kernel's process writes straight to fd 1 and 2 (printf, puts,
 * write), not through session events. While a cell runs, pipes are dup2'ed over fd 1 and 2 (and
 * /dev/null over fd 0, so a read of stdin ends instead of hanging); a reader thread drains them
 * all the time, so a chatty cell never blocks on a full pipe. jk_capture_sync() lets the caller
 * order host output before a session event: it flushes stdio and hands over everything already
 * written. Output is delivered through a sink, under the capture's lock, in the order written.
 */
#ifndef JK_CAPTURE_H
#define JK_CAPTURE_H

#include <stddef.h>

typedef struct {
    /* STREAM is 1 (stdout) or 2 (stderr). Called on the reader thread or the thread calling
     * jk_capture_sync/end, never two at once. */
    void (*on_data)(void *ctx, int stream, const char *data, size_t len);
    /* Called on the reader thread about every 50 ms while a capture is active (a chance to
     * flush buffered output). */
    void (*on_tick)(void *ctx);
    void *ctx;
} jk_capture_sink;

typedef struct jk_capture jk_capture;

/* Creates the pipes and starts the reader thread. NULL on failure (ERR gets why). */
jk_capture *jk_capture_new(jk_capture_sink sink, char *err, size_t errcap);
void jk_capture_free(jk_capture *c);

/* Redirect fd 0, 1 and 2. Returns 0 or -1. */
__attribute__((warn_unused_result)) int jk_capture_begin(jk_capture *c);
/* Flush stdio and deliver all output written so far. */
void jk_capture_sync(jk_capture *c);
/* Restore fd 0, 1 and 2 and deliver what remains. */
void jk_capture_end(jk_capture *c);

#endif
