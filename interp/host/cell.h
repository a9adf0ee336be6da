/* cell.h — host code of REPL cells.
 *
 * A cell mixes declarations (types, functions, variables, kernels, device variables) and
 * statements, possibly ending with an expression whose value is shown. Each cell becomes one
 * libtcc unit: the declarations of earlier cells are repeated in declaration-only form (types
 * as written, functions as prototypes, variables as extern declarations bound to their first
 * definition), the cell's own declarations follow at file scope, and its statements run inside
 * a function __cr_cell(). A top-level variable's scalar initialiser runs as an assignment in
 * that function, so `int n = f();` computes f() when the cell runs. A later definition of the
 * same name replaces the earlier one for every later cell.
 */
#ifndef CR_CELL_H
#define CR_CELL_H

#include "interp/host/host.h"

/* What a cell's final expression is, for showing its value. */
typedef struct {
    bool present;
    char *text;        /* the expression (preprocessed) */
    int line;
} host_value;

typedef struct {
    cr_status status;  /* compile status */
    int unit;          /* the compiled unit (when status is CR_OK) */
    host_value value;
    char *decls;       /* the cell's declarations as C text (for :save) */
    char *stmts;       /* its statements (for :save) */
} host_cell;

/* Compile the host part of cell TEXT named NAME; DIRECTIVES are the preprocessor lines of
 * earlier cells (#include, #define). On success the cell's declarations are remembered for
 * later cells. */
void host_compile_cell(cr_session *s, const char *name, const char *text, const char *directives,
                       host_cell *out);
void host_cell_free(host_cell *c);

/* Run the cell's statements (and the value display) under protection. */
host_outcome host_run_cell(cr_session *s, int unit, int *status);

/* Forget every host declaration (for :reset). */
void host_reset(cr_session *s);

/* Names of host-side declarations, for completion (borrowed, NULL-terminated). */
const char **host_decl_names(cr_session *s, int *n);
/* Is NAME a host declaration (not a kernel or device variable a cell declared)? */
bool host_decl_is_host(cr_session *s, const char *name);
/* The declaration text of NAME (prototype, extern declaration, type), or NULL. */
const char *host_decl_text(cr_session *s, const char *name);

#endif
