/* lit_kernel.h — a litmus test as a CUDA kernel, to run it on the executor (weak execution).
 *
 * lit_kernel_make() turns a test into CUDA C that the device front end compiles and the
 * SIMT executor runs: one __device__ int per location, one function per thread, and a kernel
 * `litmus` in which each litmus thread is one CUDA thread (its block is its CTA, a warp of
 * its own unless its placement names one), whose registers end in `litmus_out`. Only what the
 * executor can run is kept as written — plain, volatile (relaxed.sys) and relaxed atomic
 * accesses, fence.sc, bar.sync 0 — and every other instruction is replaced by one at least as
 * strong (a release store by fence.sc then a relaxed store, ...). The replaced test comes
 * back too: it is the program the kernel really is, so what a run shows can be checked
 * against the litmus mode's answer for it. The executor models one GPU: threads of other
 * GPUs run as further blocks, and the returned test says so. Tests that cannot be run this
 * way (loops, which the executor would run without the litmus mode's bound; barriers other
 * than bar.sync 0; bar.arrive) are refused with a reason.
 */
#ifndef LIT_KERNEL_H
#define LIT_KERNEL_H

#include "devmodel/litmus/lit_ir.h"

typedef struct {
    char *source;            /* CUDA C of the kernel */
    lit_test *test;          /* the test the kernel implements (owned) */
    unsigned grid, block;    /* launch shape: blocks, threads per block */
    int reg_base[64];        /* per thread: index of its first register in litmus_out */
    int n_out;               /* entries of litmus_out (long long) */
} lit_kernel;

/* Returns 0 and fills K, or -1 with the reason in WHY (size N). Free K with lit_kernel_free. */
int lit_kernel_make(const lit_test *t, lit_kernel *k, char *why, size_t n);
void lit_kernel_free(lit_kernel *k);

#endif
