/* trace.c — the ":trace" command. */
#include "interp/session/cell.h"

cr_status sess_trace_command(cr_session *s, const char *args)
{
    (void)args;
    sess_emit_text(s, CR_EV_STDERR, ":trace: per-warp traces are not available in this build\n");
    return CR_ERR_USAGE;
}
