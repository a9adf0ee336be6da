/* litmus.h — the litmus mode's API: which outcomes the PTX memory model allows.
 *
 * Everything is named lit_. The steps, each usable on its own:
 *
 *   lit_parse()           text (format 1, PTX litmus) -> lit_test       (lit_parse.h)
 *   lit_cuda_parse()      text (format 2, CUDA C litmus) -> lit_test    (lit_cuda.h)
 *   lit_test_new() ...    build a lit_test directly (the CUDA C front end does)  (lit_ir.h)
 *   lit_enumerate()       lit_test -> lit_result: every final state with its count of
 *                         consistent executions, and the verdict              (lit_enum.h)
 *   lit_format_herd()     herd7's text;  lit_format_json(): JSON              (lit_out.h)
 *   lit_explain()         a witness, or the axiom and cycle that forbid the outcome, and a
 *                         checked suggestion; lit_format_explain(), lit_format_svg()
 *
 * and one call that does all of it for a front end: lit_run_text() takes a file's text and
 * returns the printable result (what `cudarepl --litmus FILE [--json] [--explain]`, ":litmus"
 * and "%%litmus" show). Nothing here prints or exits; errors are diagnostics.
 */
#ifndef LITMUS_H
#define LITMUS_H

#include "devmodel/litmus/lit_cuda.h"
#include "devmodel/litmus/lit_diag.h"
#include "devmodel/litmus/lit_enum.h"
#include "devmodel/litmus/lit_explain.h"
#include "devmodel/litmus/lit_ir.h"
#include "devmodel/litmus/lit_out.h"
#include "devmodel/litmus/lit_parse.h"
#include "devmodel/litmus/lit_svg.h"

typedef struct {
    lit_options run;         /* loop bound, model version */
    int json;                /* JSON instead of herd7's text */
    int explain;             /* add the explanation */
    int suggest;             /* with explain: search for a change that forbids the outcome */
    int svg;                 /* also draw the explained execution (lit_output.svg) */
    int show_time;           /* herd7's "Time NAME s" line */
    int counts;              /* states with their execution counts (litmus7's histogram) */
} lit_request;

/* herd text, no explanation, loop bound 2, PTX 7.5 model, suggestions on when explaining. */
void lit_request_default(lit_request *q);

typedef struct {
    char *text;              /* the printable result; on input errors, the diagnostics */
    char *svg;               /* the picture when asked for and available, else NULL */
    lit_diags diags;         /* every diagnostic (errors, and notes such as "loop bound hit") */
    int status;              /* 0: ran; 1: the input had errors; -1: out of memory */
    int ok;                  /* when status == 0: the test's condition holds (herd's "Ok") */
} lit_output;

/* Parses TEXT (named FILE in messages; format 1, or format 2 when it starts with "CUDA"),
 * runs it and formats the result as Q asks.
 * Returns out->status. Free OUT with lit_output_free(). */
LIT_WARN_UNUSED int lit_run_text(const char *file, const char *text, const lit_request *q,
                                 lit_output *out);
/* The same for a test that is already built (format 2: the CUDA C front end builds T with the
 * lit_ir.h builder). TEXT, when not NULL, is the source, used to show lines in diagnostics. */
LIT_WARN_UNUSED int lit_run_test(const lit_test *t, const char *text, const lit_request *q,
                                 lit_output *out);
void lit_output_free(lit_output *out);

#endif
