/* repl.h — the interactive loop of the cudarepl executable, and its batch twin.
 *
 * Input is read line by line; a cell ends at the first line where the input is complete (as
 * cr_is_complete decides), then it is evaluated and its events are rendered as terminal text.
 * Interactive mode uses libedit (prompt, continuation prompt, history in ~/.cudarepl_history,
 * tab completion); batch mode (stdin not a terminal, or --batch FILE) reads the same way and
 * prints the same output without prompts.
 */
#ifndef CR_REPL_H
#define CR_REPL_H

#include <stdio.h>

#include "cudarepl.h"

/* How session events look on a terminal (shared by every mode of the executable). */
typedef struct {
    int color;          /* ANSI colour on stderr/stdout */
    int cell_failed;    /* set when the last cell reported an error */
    int quiet_faults;   /* a fault's explanation is not printed (a program's run) */
    int buffered_stdout; /* a program's run, stdout not a terminal: stdout is left buffered as a
                          * process's is (not flushed before stderr; a crash loses it) */
} repl_render;

void repl_on_event(void *ctx, const cr_event *ev);

/* Run the interactive loop on the terminal. Returns the exit status. */
int repl_interactive(cr_session *s, repl_render *r);

/* Read cells from IN (named NAME) and run them, without prompts. Returns 0 when every cell
 * succeeded, 1 otherwise (the session goes on after a failing cell, as typed input would). */
int repl_batch(cr_session *s, repl_render *r, FILE *in);

#endif
