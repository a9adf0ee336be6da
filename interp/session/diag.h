/* diag.h — diagnostics of one compilation, in one format (STYLE §10): {file, line, col,
 * severity, message} plus the source line for the caret. The front end, the host compiler's
 * error callback and the runtime all report through a sess_diags; the session turns each entry
 * into a CR_EV_DIAG event. Source texts are registered by name so that a diagnostic can quote
 * its line; files not registered are read from disk on demand.
 */
#ifndef CR_DIAG_H
#define CR_DIAG_H

#include "cudarepl.h"
#include "interp/session/util.h"

typedef struct {
    char *name;
    char *text;
    size_t len;
    VEC(size_t) line_start; /* offsets of line starts */
} sess_source;

typedef struct {
    VEC(cr_diag) list; /* every string in an entry is owned by the list */
    int nerrors;
    int max_errors;    /* stop recording after this many errors (0 = 100) */
    VEC(sess_source *) sources;
} sess_diags;

void sess_diags_init(sess_diags *d);
/* Forget the diagnostics reported since MARK (the list's length then), restoring the error
 * count ERRORS (a speculative parse that gave up; a path that was not taken). */
void sess_diags_truncate(sess_diags *d, size_t mark, int errors);
void sess_diags_free(sess_diags *d);
void sess_diags_clear(sess_diags *d);  /* forget the entries, keep the sources */

void sess_diags_add_source(sess_diags *d, const char *name, const char *text);
/* The text of line LINE (1-based) of NAME, without newline; NULL when unknown. */
const char *sess_diags_line(sess_diags *d, const char *name, int line, size_t *len);

void sess_diag(sess_diags *d, cr_severity sev, const char *file, int line, int col, const char *fmt,
               ...) __attribute__((format(printf, 6, 7)));
void sess_vdiag(sess_diags *d, cr_severity sev, const char *file, int line, int col,
                const char *fmt, va_list ap);

/* Render one diagnostic as clang does: "file:line:col: error: msg\n  source\n  ^\n". */
void sess_diag_format(sess_buf *out, const cr_diag *dg, int color);

#endif
