/* dm_weak.h — the weak memory model for running kernels (`--memory=weak`, `:config memory=weak`).
 *
 * An operational model of global memory with a store buffer per scope level, shaped like the
 * GPU's memory hierarchy: a write first sits in its thread's buffer (level 0), then moves to
 * its block's buffer (level 1, what the block's threads share), then to the device's buffer
 * (level 2, what every block sees), then to memory. Each buffer is first-in first-out per
 * location but not across locations, and entries move outward one step at a time at random
 * moments (a seeded generator). A read returns the newest write it can see: its own thread's
 * buffer, then its block's, then the device's, then memory.
 *
 * So the weak outcomes of the PTX model happen for real — message passing without fences
 * (the flag's write overtakes the data's), store buffering (both writes still buffered), a
 * fence whose scope is too narrow (__threadfence_block only pushes writes to the block's
 * buffer) — while everything that orders memory does so by pushing buffers outward up to its
 * scope before it continues: a fence or a release at scope S empties every buffer below S on
 * the thread's path (its own and, from device scope on, its block's: what the thread may have
 * read), a block barrier empties the arriving thread's buffer, and an atomic at scope S reads
 * and writes at level S. Reads happen in program order and always see the newest visible
 * write, so the model is stronger than the PTX model (it never shows load buffering) and
 * never shows an outcome the PTX model forbids. docs/memory-model.md has the argument.
 *
 * Locations are host addresses (the executor translates device addresses first); only
 * global memory goes through here. Nothing is global state: one dm_weak per launch.
 */
#ifndef DM_WEAK_H
#define DM_WEAK_H

#include <stdint.h>

typedef struct dm_weak dm_weak;

/* Scope levels, as the executor's memory flags number scopes (VM_MF_SCOPE, dm_scope_level). */
enum { DM_WEAK_THREAD = 0, DM_WEAK_BLOCK = 1, DM_WEAK_DEVICE = 2, DM_WEAK_SYSTEM = 3 };

/* A model for one launch; SEED chooses the moments writes move (0 is a seed too). NULL when
 * out of memory. */
dm_weak *dm_weak_new(uint64_t seed);
/* Writes everything still buffered to memory, then frees the model. */
void dm_weak_free(dm_weak *w);

/* A read of SIZE (<= 8) bytes at host address P by thread THREAD of block BLOCK (numbers unique
 * in the launch): the newest write visible to it, into OUT. */
void dm_weak_load(dm_weak *w, uint64_t thread, uint64_t block, const uint8_t *p, int size,
                  uint8_t *out);
/* A write of SIZE (<= 8) bytes: it enters the thread's buffer. */
void dm_weak_store(dm_weak *w, uint64_t thread, uint64_t block, uint8_t *p, int size,
                   const uint8_t *val);
/* A fence (or the release half of an access) at scope SCOPE (DM_WEAK_BLOCK ..): empties the
 * buffers below SCOPE on the thread's path, in order. A block barrier is a block-scope fence
 * of each arriving thread. */
void dm_weak_fence(dm_weak *w, uint64_t thread, uint64_t block, int scope);
/* An atomic read-modify-write at scope SCOPE: _begin empties the thread's path below SCOPE and
 * reads the value at that level into CUR; _end puts the new value there. Nothing else may
 * happen between the two calls. */
void dm_weak_rmw_begin(dm_weak *w, uint64_t thread, uint64_t block, int scope, const uint8_t *p,
                       int size, uint8_t *cur);
void dm_weak_rmw_end(dm_weak *w, uint64_t thread, uint64_t block, int scope, uint8_t *p, int size,
                     const uint8_t *val);
/* Writes everything buffered to memory (before an access the model does not cover, such as a
 * device memcpy, and at the end of a launch). */
void dm_weak_flush_all(dm_weak *w);
/* Time passes (the scheduler calls this once per round of turns): some buffered writes, chosen
 * at random, move one level out. */
void dm_weak_tick(dm_weak *w);
/* A coin for the scheduler: 1 when block or warp WHO should let the others go first this
 * turn. Each launch gives the blocks and warps random speeds, so that the threads' relative
 * progress varies from seed to seed. */
int dm_weak_coin(dm_weak *w, uint64_t who);

#endif
