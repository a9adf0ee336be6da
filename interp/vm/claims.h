/* claims.h — which block of a launch touched which part of global memory, for the pool of
 * threads that runs a launch's blocks at once (exec.c, "The pool").
 *
 * Global memory is cut into granules of VM_CLAIM_SHIFT bits (256 bytes, the alignment of
 * cudaMalloc). A granule's record says which block wrote it and which block read it (or that
 * several did); a block's access is admitted only if it keeps the rule "a granule written by a
 * block is accessed by no other block", and is refused otherwise. The record is changed by
 * compare-and-swap before the bytes are touched, so two blocks never touch one granule at the
 * same time when one of them writes it: the first to claim it wins and the other learns of the
 * conflict before its access. The records are one array indexed by granule over the part of
 * global memory a launch may reach (what the allocator has handed out): a granule outside it is
 * refused too. The array lives as long as the session, so a launch finds it in memory. */
#ifndef CR_VM_CLAIMS_H
#define CR_VM_CLAIMS_H

#include <stdbool.h>
#include <stdint.h>

#define VM_CLAIM_SHIFT 8

typedef struct vm_claims vm_claims;

/* A record kept from one launch to the next (its pages stay faulted in); NULL if out of memory. */
vm_claims *vm_claims_new(void);
void vm_claims_free(vm_claims *c);

/* A launch of NBLOCKS blocks (fewer than 2^32 - 16) over granules FIRST ... FIRST + COUNT - 1
 * begins: every granule reads as untouched, and the launch's blocks are *BASE ... *BASE +
 * NBLOCKS - 1 (the earlier launches' numbers are below, so their records need no clearing).
 * False if out of memory. */
bool vm_claims_begin(vm_claims *c, uint64_t first, uint64_t count, uint32_t nblocks, uint32_t *base)
    __attribute__((warn_unused_result));

/* Block BLOCK (a number from vm_claims_begin) reads or writes granule G. False: another block
 * wrote it, or (for a write) read it, or G has no record. *FIRST_WRITE is set when this call
 * made BLOCK the granule's writer (the caller then keeps the granule's bytes to undo the
 * launch). */
bool vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, bool *first_write)
    __attribute__((warn_unused_result));

#endif
