/* claims.h — which block of a launch touched which part of global memory, for the pool of
 * threads that runs a launch's blocks at once (exec.c, "The pool").
 *
 * Global memory is cut into granules of VM_CLAIM_SHIFT bits (256 bytes, the alignment of
 * cudaMalloc), and a granule into 64 words of 4 bytes. A granule's record says which block wrote
 * it (or that several wrote words of it), which words were written, and which block read it (or
 * that several did); a block's access is admitted only if it keeps the rule "a word written by a
 * block is accessed by no other block" (and, as the record keeps no more, "a granule read by a
 * block is written by no other block afterwards", "a word is written by one block"), but for
 * updates: "a word that blocks update with an atomic of one commutative kind, its old value
 * unused, is otherwise accessed by no block"; and is refused otherwise. The record is changed by compare-and-swap or atomic OR before the bytes are
 * touched, so two blocks never touch one word at the same time when one of them writes it: the
 * first to claim it wins and the other learns of the conflict before its access. Blocks that
 * each write their own element of an array (`out[blockIdx.x] = sum`) share granules and are
 * admitted. The records are one array indexed by granule over the part of global memory a
 * launch may reach (what the allocator has handed out): a granule outside it is
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

/* A launch of NBLOCKS blocks (fewer than 2^31 - 4) over granules FIRST ... FIRST + COUNT - 1
 * begins: every granule reads as untouched, and the launch's blocks are *BASE ... *BASE +
 * NBLOCKS - 1 (the earlier launches' numbers are below, so their records need no clearing).
 * False if out of memory or the launch has too many blocks. */
bool vm_claims_begin(vm_claims *c, uint64_t first, uint64_t count, uint32_t nblocks, uint32_t *base)
    __attribute__((warn_unused_result));

/* Block BLOCK (a number from vm_claims_begin) reads or writes the words WORDS (bit i: bytes 4i
 * to 4i+3) of granule G, or (KIND nonzero) updates them: an atomic whose old value nobody uses
 * and whose operation commutes with any other of its KIND (the same operation, or + and -, on
 * integers of one width and signedness where it matters), so that blocks updating one word in
 * any order leave it as the serial run would. False: the rule above does not admit it, or G has
 * no record. *FIRST_WRITE is set when this call made BLOCK the granule's first writer: the
 * caller then keeps the granule's bytes to undo the launch and calls vm_claims_copied (other
 * blocks wait to write the granule until then), admitted or not. *WHOLE is set (reads) when no
 * other block wrote a word of the granule, nor may from now on: BLOCK may read any word of it
 * later without asking. */
bool vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, unsigned kind, uint64_t words,
                    bool *first_write, bool *whole) __attribute__((warn_unused_result));
void vm_claims_copied(vm_claims *c, uint64_t g);

#endif
