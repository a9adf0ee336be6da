/* compare.h — `:compare`: one launch run under three semantics from the same device memory
 * (lockstep warps as before Volta, independent thread scheduling, the weak memory model over
 * several seeds), the results set side by side, and the races that make them differ named.
 */
#ifndef CR_SESS_COMPARE_H
#define CR_SESS_COMPARE_H

#include "interp/session/session.h"

/* The `:compare` meta-command: no ARGS arms the next launch; "off" disarms; "seeds=N" sets how
 * many seeds the weak model runs (1 to 16). BODY (a cell): each of its launches is compared. */
cr_status sess_compare_command(cr_session *s, const char *args, const char *body,
                               cr_status (*run)(cr_session *s, const char *body));
/* In sess_launch, before the launch runs: when a comparison is armed, run the launch under each
 * semantics from a copy of device memory, report, and put device memory back as it was (the
 * launch then runs as usual). */
void sess_compare_launch(cr_session *s, uint32_t kernel, const uint32_t grid[3], const uint32_t block[3],
                         size_t shared, const uint8_t *params, uint32_t param_size);

#endif
