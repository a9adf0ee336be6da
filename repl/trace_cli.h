/* trace_cli.h — `cudarepl --trace FILE.cu` and friends: run a whole program with its launches
 * traced, then print or save the traces. */
#ifndef CR_REPL_TRACE_CLI_H
#define CR_REPL_TRACE_CLI_H

#include <stdio.h>

/* main() for a command line whose first argument starts with "--trace"; returns the exit
 * status (the program's, or 1 when the command line or an output file is wrong). */
int repl_trace_main(int argc, char **argv);

/* The trace options, one per line, for --help. */
void repl_trace_options_help(FILE *f);

#endif
