/* main.c — the cudarepl executable: options, then a whole program, the disassembler, litmus
 * mode or the interactive REPL. Events from the session are rendered as terminal text here. */
#include <stdio.h>
#include <string.h>

#include "cudarepl.h"
#include "repl/trace_cli.h"

static void on_event(void *ctx, const cr_event *ev)
{
    (void)ctx;
    switch (ev->kind) {
    case CR_EV_STDOUT:
    case CR_EV_VALUE:
        fwrite(ev->text, 1, ev->len, stdout);
        break;
    case CR_EV_FAULT:
        fflush(stdout);
        fprintf(stderr, "cudarepl: %s: %s\n", cr_error_name(ev->code), ev->text);
        break;
    default:
        fflush(stdout);
        fwrite(ev->text, 1, ev->len, stderr);
        break;
    }
}

int main(int argc, char **argv)
{
    if (argc >= 2 && !strncmp(argv[1], "--trace", 7))
        return repl_trace_main(argc, argv);
    cr_options o;
    cr_options_default(&o);
    cr_session *s = cr_session_new(&o, on_event, NULL);
    int rc = 0;
    if (argc >= 3 && !strcmp(argv[1], "--disasm")) {
        rc = cr_disasm_file(s, argv[2]) == CR_OK ? 0 : 1;
    } else if (argc >= 2) {
        int status = 0;
        cr_status st = cr_run_file(s, argv[1], argc - 1, argv + 1, &status);
        rc = st == CR_OK || st == CR_ERR_CRASH || st == CR_ERR_CUDA ? status : 1;
    }
    fflush(stdout);
    cr_session_free(s);
    return rc;
}
