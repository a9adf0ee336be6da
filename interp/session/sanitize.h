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
/* Host code wrote device bytes (a copy, a memset), or freed them. */
void sess_san_host_wrote(cr_session *s, uint64_t addr, uint64_t n);
void sess_san_freed(cr_session *s, uint64_t addr, uint64_t n);
/* A program ends: "========= ERROR SUMMARY: N errors" when a check is on. */
void sess_san_summary(cr_session *s);
/* The `:sanitize` meta-command: on | off | CHECKS | status. */
cr_status sess_san_command(cr_session *s, const char *args);
void sess_san_free(cr_session *s);

#endif
