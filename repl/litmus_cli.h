/* litmus_cli.h — `cudarepl --litmus FILE... [options]`: the litmus mode on the command line. */
#ifndef REPL_LITMUS_CLI_H
#define REPL_LITMUS_CLI_H

#include <stdio.h>

/* ARGV are the arguments after the program name (ARGV[0] is "--litmus"). Prints each file's
 * result on stdout, diagnostics on stderr. Returns the exit status: 0 when every file ran,
 * 1 when a file had errors or could not be read, 2 for a usage error. */
int repl_litmus_main(int argc, char **argv);

/* The options of the litmus mode, one per line, for --help. */
void repl_litmus_options_help(FILE *f);

#endif
