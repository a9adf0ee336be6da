/* cell.h — what the cell pipeline (interp/session/cell.c) shares with the rest of the session
 * layer: the meta-command names (for completion) and the commands other modules implement.
 */
#ifndef CR_SESSION_CELL_H
#define CR_SESSION_CELL_H

#include "interp/session/session.h"

/* The I-th meta-command's name, or NULL past the end. */
const char *sess_meta_name(size_t i);

/* The ":trace" command (interp/session/trace.c). */
cr_status sess_trace_command(cr_session *s, const char *args);

#endif
