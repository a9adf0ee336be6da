/* trace.h — per-warp traces in a session: the settings (cr_trace_set), the recorder handed to
 * each traced launch, the traces kept for the views (cr_trace_render), and the `:trace`
 * meta-command (sess_trace_command).
 */
#ifndef CR_SESS_TRACE_H
#define CR_SESS_TRACE_H

#include "devmodel/dm_trace.h"
#include "interp/session/session.h"
#include "interp/vm/exec.h"

/* Before a launch: a recorder for it when tracing is on, else NULL. */
dm_trace *sess_trace_begin(cr_session *s, const vm_launch_cfg *c);
/* After it: the launch ended with ERROR; keep its trace. T may be NULL. */
void sess_trace_end(cr_session *s, dm_trace *t, int error);
/* Is tracing on (for launches to come)? */
bool sess_trace_on(cr_session *s);
/* Every traced launch's shared-memory bank conflicts (wavefronts beyond one a request) and
 * divergent branches, summed since the session began. */
void sess_trace_totals(cr_session *s, uint64_t *bank_conflicts, uint64_t *divergent_branches);
/* Free the session's trace state (cr_session_free). */
void sess_trace_free(cr_session *s);

/* The `:trace` meta-command (and `%trace`); ARGS is what follows the command word:
 *   (nothing)               show the last traced launch: a CR_EV_RICH text/html event with an
 *                           image/svg+xml part and the text view as its text/plain
 *   text | html | svg | json [all] [FILE]
 *                           that view (text as CR_EV_STDOUT, in colour when the session's
 *                           options ask for it; the others as CR_EV_RICH), or written to FILE;
 *                           "all" draws every warp and step instead of the first few; JSON
 *                           holds the recorded steps when written to FILE or with "all"
 *   on [SPEC] | off | clear | reset | SPEC
 *                           change the settings (cr_trace_set)
 *   status                  the settings and what is kept
 *   help                    this list
 * Returns a cr_status (CR_ERR_USAGE for bad arguments, after a CR_EV_STDERR message). */
cr_status sess_trace_command(cr_session *s, const char *args);

#endif
