/* lit_cuda.h — CUDA C litmus tests ("format 2", docs/litmus.md): each thread a short CUDA C
 * body, compiled by the device front end (interp/front) into the litmus IR.
 *
 *   CUDA MP+threadfence
 *   "Message passing between blocks with __threadfence()"
 *   { int x = 0; int y = 0; }
 *   P0 @ block 0 (int *x, int *y) { *x = 1; __threadfence(); *y = 1; }
 *   P1 @ block 1 (int *x, int *y) { int r1 = *y; __threadfence(); int r2 = *x; }
 *   exists (1:r1 == 1 /\ 1:r2 == 0)
 *
 * The one design decision: the thread bodies go through the same preprocessor, lexer, parser
 * and type checker as every other piece of device code (so a litmus thread means what it
 * means in a kernel), and the typed AST is walked here, construct by construct, onto PTX
 * semantics (docs/memory-model.md: plain = weak, volatile = relaxed.sys, atomicAdd = relaxed
 * gpu RMW, __threadfence() = fence.sc.gpu, ...). Built-ins are recognised by their table entry
 * (interp/front/builtins.h) — legacy atomics by family and operands, __nv_atomic_* by name — so
 * that new built-ins of the front end map without changes here. Anything outside the subset is
 * a "not supported" diagnostic at its line and column, never a guess.
 */
#ifndef LIT_CUDA_H
#define LIT_CUDA_H

#include "devmodel/litmus/lit_diag.h"
#include "devmodel/litmus/lit_ir.h"

/* Whether TEXT starts (after blank space) with the word "CUDA": a format 2 test. */
int lit_cuda_is_format2(const char *text);

/* Parses and compiles TEXT (named FILE in diagnostics). Returns the test, or NULL when there
 * were errors (all reported in D). */
LIT_WARN_UNUSED lit_test *lit_cuda_parse(const char *file, const char *text, lit_diags *d);

#endif
