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
/* The text of the cell NAME (to show its raced lines). */
void sess_san_keep_source(cr_session *s, const char *name, const char *text);
/* What the program calls the global bytes [ADDR, ADDR+SIZE) ("d_sum[3]", "byte 8 of the
 * 64-byte cudaMalloc allocation at 0x..."), appended to OUT; nothing when they are in no
 * allocation. */
void sess_san_name(cr_session *s, uint64_t addr, int size, sess_buf *out);
/* ":who": what the shadow memory knows of [ADDR, ADDR+SIZE), as standard output. */
void sess_san_who(cr_session *s, uint64_t addr, uint64_t size);
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

/* %%expect: conditions on what a cell's launches did, "races == 0, bank_conflicts <= 2"; each
 * NAME OP NUMBER with NAME one of sess_expect_names and OP one of == != < <= > >=. */
enum { EXPECT_NAMES = 6 };
extern const char *const sess_expect_names[EXPECT_NAMES];
/* Check CONDS; say what the cell needs: *CHECKS (sanitizer checks), *TRACE (traced launches).
 * CR_ERR_USAGE after a message when CONDS is not such a list. */
cr_status sess_expect_parse(cr_session *s, const char *conds, unsigned *checks, bool *trace);
/* The session's counts so far, in sess_expect_names' order. */
void sess_expect_counts(cr_session *s, uint64_t out[EXPECT_NAMES]);
/* Judge CONDS on the counts between BEFORE and AFTER: a line for each (stdout when it holds,
 * stderr when not); CR_ERR_EXPECT when one does not hold. */
cr_status sess_expect_judge(cr_session *s, const char *conds, const uint64_t before[EXPECT_NAMES],
                            const uint64_t after[EXPECT_NAMES]);

#endif
