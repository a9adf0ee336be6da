/* complete.h — completion and inspection (cr_complete, cr_inspect in include/cudarepl.h), and
 * the typing of an expression that :type shares with them.
 */
#ifndef CR_SESSION_COMPLETE_H
#define CR_SESSION_COMPLETE_H

#include "interp/session/session.h"

/* The type of EXPR for :type and member completion: what the front end computes, else a
 * built-in variable of device code (threadIdx: uint3) or a functional cast T(args)
 * (dim3(2, 3)). A handle of sess_value_type, SV_VOID or SV_UNTYPED; *note gets a remark to show
 * with the type, or NULL. */
int sess_type_of(cr_session *s, const char *expr, const char **note);

#endif
