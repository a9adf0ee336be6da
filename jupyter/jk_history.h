/* jk_history.h — the cells a kernel has executed (with store_history), and the answers to
 * history_request: "tail" (the last n), "range" (lines start..stop-1 of a session) and "search"
 * (a glob over the input, optionally unique and limited to the last n), as IPython answers
 * them. History lives in memory: one numbered session per kernel process.
 */
#ifndef JK_HISTORY_H
#define JK_HISTORY_H

#include <jansson.h>
#include <stddef.h>

typedef struct {
    int line;     /* the execution count of the cell */
    char *input;  /* the cell text */
    char *output; /* text/plain of its execute_result, or NULL */
} jk_hist_entry;

typedef struct {
    jk_hist_entry *v;
    size_t n, cap;
    int session; /* the session number that replies carry */
} jk_history;

void jk_history_init(jk_history *h, int session);
void jk_history_free(jk_history *h);
/* Copies INPUT and OUTPUT (which may be NULL). 0, or -1 when out of memory. */
__attribute__((warn_unused_result)) int jk_history_add(jk_history *h, int line,
                                                       const char *input, const char *output);

/* The "history" list answering a history_request with content REQ; NULL when out of memory. */
json_t *jk_history_query(const jk_history *h, const json_t *req);

#endif
