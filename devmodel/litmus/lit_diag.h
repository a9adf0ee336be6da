/* lit_diag.h — diagnostics of the litmus mode: a list of {file, line, col, severity, message}.
 *
 * The parser and the enumerator never print and never stop the process; they append
 * diagnostics here and return a status. lit_diags_format() renders the list in the project's
 * one format (clang's: "file:line:col: error: message", the source line, a caret).
 */
#ifndef LIT_DIAG_H
#define LIT_DIAG_H

typedef enum { LIT_SEV_NOTE, LIT_SEV_WARNING, LIT_SEV_ERROR } lit_severity;

typedef struct {
    char *file;      /* as the caller named the input */
    int line, col;   /* 1-based; 0 when unknown */
    lit_severity severity;
    char *message;
} lit_diag;

typedef struct {
    lit_diag *items;
    int n, cap;
    int n_errors;
    int oom;         /* a diagnostic could not be stored */
} lit_diags;

void lit_diags_init(lit_diags *d);
void lit_diags_free(lit_diags *d);
void lit_diag_add(lit_diags *d, const char *file, int line, int col, lit_severity sev,
                  const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* Renders every diagnostic; TEXT (may be NULL) is the source, used to show the line and a
 * caret. Returns a malloc'ed string (NULL when out of memory). */
char *lit_diags_format(const lit_diags *d, const char *text);
const char *lit_severity_name(lit_severity sev);

#endif
