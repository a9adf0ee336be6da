/* cell.h — host code of REPL cells.
 *
 * A cell mixes declarations (types, functions, variables, kernels, device variables) and
 * statements, possibly ending with an expression whose value is shown. Its host code goes
 * through the front end's host pass (in a context that keeps every earlier cell's
 * declarations) and the C back end, into a libtcc unit of its own whose __cr_cell() runs the
 * cell's statements and the initialisations of its variables in order; what earlier cells
 * defined is bound by address, so variables keep their values. A later definition of a name
 * replaces the earlier one for every later cell.
 */
#ifndef CR_CELL_H
#define CR_CELL_H

#include "interp/host/host.h"

typedef struct {
    cr_status status;  /* compile status */
    int unit;          /* the compiled unit (when status is CR_OK) */
    char *decls;       /* the cell's declarations, as a program has them (for :save) */
    char *stmts;       /* its statements, for the program's main (for :save) */
} host_cell;

/* Compile the host part of cell TEXT named NAME; DIRECTIVES are the preprocessor lines of
 * earlier cells (#include, #define). On success the cell's declarations are remembered for
 * later cells. */
void host_compile_cell(cr_session *s, const char *name, const char *text, const char *directives,
                       host_cell *out);
void host_cell_free(host_cell *c);

/* Run the cell's statements (and the value display) under protection. */
host_outcome host_run_cell(cr_session *s, int unit, int *status);

/* The host pass's parse context of the cells so far, or NULL (value.c names enumerators). */
struct parse_ctx *host_cell_context(cr_session *s);

/* The type of host expression EXPR as the cells so far see it, or NULL. */
struct ty_type *host_cell_expr_type(cr_session *s, const char *expr, const char *file);

/* Forget every host declaration (for :reset). */
void host_reset(cr_session *s);

/* Names of host-side declarations, for completion (borrowed, NULL-terminated). */
const char **host_decl_names(cr_session *s, int *n);
/* The declaration of NAME as :symbols shows it ("int n;", "struct P { int x; };"), or NULL. */
const char *host_decl_text(cr_session *s, const char *name);

#endif
