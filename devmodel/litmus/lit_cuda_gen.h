/* lit_cuda_gen.h — compiles one CUDA C litmus thread (a typed function of the device front
 * end) into the litmus IR. Used by lit_cuda.c; the mapping is in docs/memory-model.md. */
#ifndef LIT_CUDA_GEN_H
#define LIT_CUDA_GEN_H

#include "devmodel/litmus/lit_diag.h"
#include "devmodel/litmus/lit_ir.h"
#include "interp/front/ast.h"

/* Appends the instructions of F's body to thread TH of T. TEXT is the test's source (each
 * memory event keeps its source line as its text). Constructs outside the subset are
 * reported in D with their line and column. Returns 0, or -1 when there were errors. */
int lit_cuda_gen_thread(lit_test *t, int th, const parse_func *f, const char *text, lit_diags *d);

#endif
