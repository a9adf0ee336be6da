/* dm_san.h — the sanitizer: data races and uninitialised reads found in the accesses of a
 * launch, by the memory model's own ordering rather than by the schedule that happened to run.
 *
 * Two accesses to the same bytes by different threads, at least one of them a write and not
 * both of them strong (atomics, volatile accesses), are a data race unless one happens before
 * the other. What orders them here (CUDA C++ Programming Guide, 7.6 "Synchronization Functions",
 * 7.5 "Memory Fence Functions", and the PTX memory model's release and acquire patterns):
 *   - program order (the same thread);
 *   - a __syncthreads() of the block between them (the block's barrier epoch);
 *   - a __syncwarp() both lanes took part in, between them (a warp's pairwise sync numbers);
 *   - a release (a fence, then a strong write; or a release atomic) that the second thread
 *     acquires (a strong read of what it wrote, then a fence; or an acquire atomic), at a scope
 *     that includes both threads: vector clocks whose entries are threads and blocks, built
 *     only when a program synchronises through memory;
 *   - the end of the kernel (the shadow memory is cleared between launches).
 * The executor calls the hooks below for every access of a sanitized launch (it then runs the
 * instrumented copy of its dispatch loop); the sanitizer does not know how bytecode is encoded.
 *
 * Shadow memory: one record per 4-byte granule of shared (per block) and global memory: the
 * last write and the last two reads, each with its thread, instruction and its block's
 * synchronisation count (barriers, __syncwarps, fences and releases so far). A race found is
 * kept once per pair of instructions, with a count.
 */
#ifndef CR_DM_SAN_H
#define CR_DM_SAN_H

#include <stdbool.h>
#include <stdint.h>

#include "devmodel/dm_mem.h"
#include "interp/session/util.h"

/* The checks (--sanitize=race,init,sync,mem). */
enum { DM_SAN_RACE = 1, DM_SAN_INIT = 2, DM_SAN_SYNC = 4, DM_SAN_MEM = 8, DM_SAN_ALL = 15,
       DM_SAN_LEAK = 16 /* device allocations left at the end (--leak-check; not in ALL) */ };

typedef enum {
    DM_SAN_READ,
    DM_SAN_WRITE,
    DM_SAN_ATOMIC,
    DM_SAN_COPY_READ,   /* the source of a copy (memcpy, a struct assignment): a read that does
                           not count as using uninitialised bytes */
} dm_san_how;

typedef struct dm_san dm_san;

typedef struct {
    const char *kernel;                  /* its signature, as reports name it */
    uint32_t grid[3], block[3];
    uint32_t code_size;
    /* FILE and LINE of the instruction at PC; FUNC_ENTRY its function's first instruction */
    void (*where)(void *ctx, uint32_t pc, const char **file, int *line, uint32_t *func_entry,
                  const char **func);
    void *where_ctx;
    /* Appends to OUT what the address names ("sdata[17]", "d_out[3] (a 4096-byte cudaMalloc
     * allocation)"), for an access of SIZE bytes; SHARED: a shared-memory address. */
    void (*name_addr)(void *ctx, uint64_t addr, int size, bool shared, sess_buf *out);
    void *name_ctx;
    dm_mem *mem;
} dm_san_launch;

dm_san *dm_san_new(unsigned checks);
void dm_san_free(dm_san *s);
unsigned dm_san_checks(const dm_san *s);
void dm_san_set_checks(dm_san *s, unsigned checks);
/* Reports as JSON, one object a line (dm_san_end), for tools: docs/sanitizer.md lists the keys. */
void dm_san_set_json(dm_san *s, bool json);
/* Volatile accesses checked as plain ones: the memory model does not call two volatile accesses
 * a race, but warp-synchronous code that relies on volatile is still wrong since Volta
 * (:compare's explanation; dm_san_explain says so). */
void dm_san_set_volatile_plain(dm_san *s, bool on);

/* Errors reported so far (the ERROR SUMMARY's count). */
uint64_t dm_san_errors(const dm_san *s);
/* What the reports so far found (for %%expect): race reports (pairs of instructions, benign
 * ones apart), reads of uninitialised memory (one a thread), barrier errors. */
typedef struct {
    uint64_t races, benign_races, uninitialized_reads, barrier_errors;
} dm_san_count;
void dm_san_counts(const dm_san *s, dm_san_count *out);
/* Race reports so far that are warnings (benign, or within a warp), and that are errors. */
uint64_t dm_san_warnings(const dm_san *s);
uint64_t dm_san_race_errors(const dm_san *s);
/* Count an error found elsewhere (a barrier misuse, a bad free) into the summary. */
void dm_san_count_error(dm_san *s);

void dm_san_begin(dm_san *s, const dm_san_launch *l);
/* Before dm_san_end: the launch's races as HTML for a notebook (nothing when it has none): for
 * each, the two accesses, and the lines of the source that hold them marked (LINE_TEXT gives the
 * text of a line of a file or cell, or NULL), with what would order them. */
void dm_san_html(dm_san *s, sess_buf *out, const char *(*line_text)(void *ctx, const char *file, int line),
                 void *ctx);
/* The launch ended: append its reports to OUT (compute-sanitizer's layout, each line starting
 * "========= ") and forget its shadow memory. */
void dm_san_end(dm_san *s, sess_buf *out);

/* Before dm_san_end: the launch's races and barrier misuses, two or three lines each (which
 * memory, the two accesses with their threads and places, what would order them), for the
 * session's :compare; counts nothing. */
void dm_san_explain(dm_san *s, sess_buf *out);
/* The lanes MASK of warp WARP of block BLOCK (linear index) access SIZE bytes at ADDR[lane]
 * (shared or global addresses; others are ignored) with the instruction at PC. ORDER and SCOPE
 * are the access's memory order and scope (vm_insn.f's; ORDER 0 = a plain access). */
void dm_san_access(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint64_t *addr,
                   int size, dm_san_how how, int order, int scope, uint32_t pc);
/* dm_san_access of a plain 4-byte load of the block's shared memory (LDS32): the lanes' offsets
 * OFF[lane] in the block's shared memory, each aligned and inside it. The usual case, every
 * granule already read by two threads in the barrier epoch, is decided from the offsets alone. */
void dm_san_shared_read32(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint32_t *off,
                          uint32_t pc);
/* dm_san_store of a plain 4-byte store to the block's shared memory (STS32): the lanes' offsets
 * OFF[lane] in the block's shared memory, each aligned and inside it, and the values V[lane]. A
 * warp's store of consecutive elements (s[t] = v) is decided from the offsets alone. */
void dm_san_shared_store32(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint32_t *off,
                           uint32_t pc, const uint32_t *v);
/* A store, with the value each lane stores (VAL, the low SIZE bytes): a write that races with
 * another write of the same value is reported as a warning (a benign race). */
void dm_san_store(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint64_t *addr,
                  int size, int order, int scope, uint32_t pc, const uint64_t *val);
/* The lanes MASK wrote SIZE bytes of their local memory at ADDR[lane] (a built-in writing
 * through a pointer): initialised from now on. */
void dm_san_local_wrote(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint64_t *addr,
                        int size);
/* The block's barrier completed (every thread of it arrived). */
void dm_san_barrier(dm_san *s, uint32_t block);
/* The lanes MASK of a warp completed a __syncwarp together. */
void dm_san_syncwarp(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask);
/* The lanes MASK ran a fence of SCOPE (1 block, 2 device, 3 system). */
void dm_san_fence(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, int scope);
/* A misuse of a barrier or of a warp-synchronous call at PC by thread TIB of BLOCK: WHAT in
 * synccheck's words ("Divergent thread(s) in block.", "Invalid arguments."), MSG in ours.
 * Reported once per instruction, when the sync check is on. */
void dm_san_sync(dm_san *s, uint32_t block, uint32_t tib, uint32_t pc, const char *what, const char *msg);
/* The block finished: its shared memory and per-thread state go. */
void dm_san_block_done(dm_san *s, uint32_t block);

/* What the shadow memory knows of the global bytes [ADDR, ADDR+SIZE): appended to OUT as lines
 * (the last write and the reads since, with their launch, thread, place); nothing known: says
 * so. */
void dm_san_who(dm_san *s, uint64_t addr, uint64_t size, sess_buf *out);
/* Global memory the host or a copy wrote (cudaMemcpy, cudaMemset): initialised from now on. */
void dm_san_host_wrote(dm_san *s, uint64_t addr, uint64_t n);
/* An allocation was freed: its bytes are uninitialised again. */
void dm_san_forget(dm_san *s, uint64_t addr, uint64_t n);

#endif
