/* sanitize.h — the sanitizer in a session: which checks are on (cr_options.sanitize, the
 * `:sanitize` meta-command), the sanitizer handed to each launch, its reports as the launch
 * ends, and the summary a program ends with.
 */
#ifndef CR_SESS_SANITIZE_H
#define CR_SESS_SANITIZE_H

#include "devmodel/dm_san.h"
#include "interp/session/session.h"
#include "interp/vm/exec.h"

/* The checks a spec names: "race,init", "all", "on" (all), "off" (none). False when SPEC is
 * not one. */
bool sess_san_parse(const char *spec, size_t n, unsigned *checks);
/* Before a launch: the sanitizer when a check is on, else NULL. */
dm_san *sess_san_begin(cr_session *s, const vm_launch_cfg *c);
/* After it: its reports, as standard-error text. */
void sess_san_end(cr_session *s, dm_san *san);
/* The launch C stopped at the bad access F: its report, when the memory check is on. */
void sess_san_fault(cr_session *s, const vm_launch_cfg *c, const vm_fault *f);
/* Host code wrote device bytes (a copy, a memset), or freed them. */
void sess_san_host_wrote(cr_session *s, uint64_t addr, uint64_t n);
void sess_san_freed(cr_session *s, uint64_t addr, uint64_t n);
/* A runtime API call FUNC ("__cr_rt_cudaFree" or "cudaFree") returns ERR: recorded as the last
 * error (sess_set_error), and reported when the memory check is on, with WHY (may be NULL). */
int sess_san_api_error(cr_session *s, const char *func, int err, const char *why);
/* A program begins: "========= CUDAREPL SANITIZER" when a check is on. */
void sess_san_banner(cr_session *s);
/* A program ends: "========= ERROR SUMMARY: N errors" when a check is on. */
void sess_san_summary(cr_session *s);
/* The `:sanitize` meta-command: on | off | CHECKS | status. */
cr_status sess_san_command(cr_session *s, const char *args);
void sess_san_free(cr_session *s);

#endif
