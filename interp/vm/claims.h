/* claims.h — which block of a launch touched which part of global memory, for the pool of
 * threads that runs a launch's blocks at once (exec.c, "The pool").
 *
 * Global memory is cut into granules of VM_CLAIM_SHIFT bits (256 bytes, the alignment of
 * cudaMalloc). A granule's record says which block wrote it and which block read it (or that
 * several did); a block's access is admitted only if it keeps the rule "a granule written by a
 * block is accessed by no other block", and is refused otherwise. A granule whose first access
 * writes part of it (a block's result, a row of a tile) is held word by word instead: each of its
 * 4-byte words by the one block that first read or wrote it, so blocks that write neighbouring
 * words meet no more than blocks that write different granules. Records are changed by
 * compare-and-swap before the bytes are touched, so two blocks never touch one granule (or word)
 * at the same time when one of them writes it: the first to claim it wins and the other learns
 * of the conflict before its access. The records are one array indexed by granule over the part
 * of global memory a launch may reach (what the allocator has handed out): a granule outside it
 * is refused too. The array lives as long as the session, so a launch finds it in memory. */
#ifndef CR_VM_CLAIMS_H
#define CR_VM_CLAIMS_H

#include <stdbool.h>
#include <stdint.h>

#define VM_CLAIM_SHIFT 8

/* The words of a granule an access touches: bit i is bytes 4i ... 4i + 3. */
#define VM_CLAIM_ALL UINT64_MAX

/* What vm_claims_note answers: 0, refused; otherwise admitted, with */
enum {
    VM_CLAIM_OK = 1,
    VM_CLAIM_SAVE = 2,      /* the block became the granule's writer: keep its bytes to undo */
    VM_CLAIM_WORDS = 4,     /* the granule is held word by word: the block holds these words */
    VM_CLAIM_SPLIT = 8,     /* nothing done: a write to part of an untouched granule. Keep the
                               granule's bytes, then vm_claims_split */
};

typedef struct vm_claims vm_claims;

/* A record kept from one launch to the next (its pages stay faulted in); NULL if out of memory. */
vm_claims *vm_claims_new(void);
void vm_claims_free(vm_claims *c);

/* A launch of NBLOCKS blocks over granules FIRST ... FIRST + COUNT - 1 begins: every granule reads
 * as untouched, and the launch's blocks are *BASE ... *BASE + NBLOCKS - 1 (the earlier launches'
 * numbers are below, so their records need no clearing). False if out of memory, or for more
 * than 2^28 blocks. */
bool vm_claims_begin(vm_claims *c, uint64_t first, uint64_t count, uint32_t nblocks, uint32_t *base)
    __attribute__((warn_unused_result));

/* Block BLOCK (a number from vm_claims_begin) reads or writes the words WORDS of granule G.
 * Refused: another block wrote the granule (or a word of WORDS, or read one), or, for a write,
 * read it; or G has no record. */
int vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, uint64_t words)
    __attribute__((warn_unused_result));

/* After VM_CLAIM_SPLIT (the granule's bytes kept): granule G becomes held word by word, WORDS
 * by BLOCK. False when another block touched G meanwhile (or the word records ran out): the copy
 * is not the caller's to keep, and the access is noted again. The copy comes first because once
 * G is held word by word, other blocks may write its other words. */
bool vm_claims_split(vm_claims *c, uint64_t g, uint32_t block, uint64_t words)
    __attribute__((warn_unused_result));

#endif
