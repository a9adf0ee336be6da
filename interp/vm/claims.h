/* claims.h — which block of a launch touched which part of global memory, for the pool of
 * threads that runs a launch's blocks at once (exec.c, "The pool").
 *
 * Global memory is cut into granules of VM_CLAIM_SHIFT bits (256 bytes, the alignment of
 * cudaMalloc). A granule's record says which block wrote it and which block read it (or that
 * several did); a block's access is admitted only if it keeps the rule "a granule written by a
 * block is accessed by no other block", and is refused otherwise. The record is changed by
 * compare-and-swap before the bytes are touched, so two blocks never touch one granule at the
 * same time when one of them writes it: the first to claim it wins and the other learns of the
 * conflict before its access. A fixed-size open-addressing table: full means refused too. */
#ifndef CR_VM_CLAIMS_H
#define CR_VM_CLAIMS_H

#include <stdbool.h>
#include <stdint.h>

#define VM_CLAIM_SHIFT 8

typedef struct vm_claims vm_claims;

/* A table for up to 2^LOG2 granules; NULL if out of memory. */
vm_claims *vm_claims_new(unsigned log2);
void vm_claims_free(vm_claims *c);

/* Block BLOCK (1 ... 2^32-2) reads or writes granule G. False: another block wrote it, or
 * (for a write) read it, or the table is full. *FIRST_WRITE is set when this call made BLOCK the
 * granule's writer (the caller then keeps the granule's bytes to undo the launch). */
bool vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, bool *first_write)
    __attribute__((warn_unused_result));

#endif
