/* claims.c — the record of which block touched which granule of global memory (claims.h).
 *
 * A record is the writer in the low 32 bits and the reader in the high 32. The writer is a
 * block's number, or the launch's `manyw` (several blocks wrote words of it, no word twice),
 * with bit 31 (PENDING) set from the first writer's claim until its copy of the granule for the
 * undo is made (vm_claims_copied: no other block writes the granule before); the reader is a
 * block's number, or the launch's `many` (more than one block read it). Numbers below the
 * launch's `base` are an earlier launch's and read as 0, untouched: each launch numbers its
 * blocks after the last one's, and only when the numbers run out (2^31) are the arrays cleared.
 * Records only grow within a launch, by compare-and-swap. Beside each record, the words of the
 * granule written in this launch (`words`, a bit per 4 bytes; set whole by the first writer's
 * claim, then grown by atomic OR), which say whether a second writer or a reader of another
 * block meets a written word.
 *
 * Between a record and its words, a writer first ORs its words in and then looks at the record
 * again (for a reader, and for a second writer where it thought itself the only one); a reader
 * or a second writer first makes itself known in the record and then looks at the words. Both
 * sequentially consistent: of a writer and a reader (or two writers) racing, at least one sees
 * the other and refuses.
 *
 * Updates (an integer atomic of one commutative kind whose old value nobody uses, claims.h) are
 * writes in the record and have words of their own (`upd`) with the granule's kind of update
 * (`kinds`): a word updated by blocks is updated by any number of them, of one kind, and
 * otherwise touched by nobody, or only by its one writer where that block alone wrote the
 * granule. A plain writer ORs its words in and then looks at the updated ones, an updater the
 * other way round; of the two racing, one sees the other.
 *
 * The arrays are anonymous mappings, zero until written, and in the first launch after they are
 * mapped or cleared a granule's claim first tries the compare-and-swap from 0: a page of records
 * is first touched by a write, so it is faulted in once, never mapped to the shared zero page
 * and then copied (a copy that makes the kernel flush the other threads' TLBs); in huge pages
 * where the kernel gives them. In later launches the records hold earlier launches' numbers,
 * and a claim reads its record first (a compare-and-swap from 0 would fail there, and each
 * locked instruction was a claim's cost: bench_pool).
 *
 * The first writer's claim sets the granule's words, updated words and kind with plain stores:
 * every other block looks at them only after it has seen the record without PENDING, which the
 * first writer's vm_claims_copied clears after them (an atomic read-modify-write, seen by the
 * other's sequentially consistent load of the record). */
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "interp/session/util.h"
#include "interp/vm/claims.h"

#define PENDING 0x80000000u

struct vm_claims {
    _Atomic uint64_t *state;
    _Atomic uint64_t *words;    /* words written (plainly or updated) */
    _Atomic uint64_t *upd;      /* words updated */
    _Atomic uint8_t *kinds;     /* the granule's kind of update (0: none yet) */
    uint64_t first, count;
    size_t cap;             /* records mapped (and words) */
    uint32_t base, many, manyw; /* this launch's first block number, "several readers" and
                                   "several writers" */
    bool fresh;                 /* the records are as mapped or cleared: zero */
};

vm_claims *vm_claims_new(void)
{
    return calloc(1, sizeof(vm_claims));
}

static void unmap(vm_claims *c)
{
    if (c->cap) {
        sess_pages_free((void *)c->state, c->cap * sizeof *c->state);
        sess_pages_free((void *)c->words, c->cap * sizeof *c->words);
        sess_pages_free((void *)c->upd, c->cap * sizeof *c->upd);
        sess_pages_free((void *)c->kinds, c->cap);
    }
    c->state = c->words = c->upd = NULL;
    c->kinds = NULL;
    c->cap = 0;
}

void vm_claims_free(vm_claims *c)
{
    if (c) {
        unmap(c);
        free(c);
    }
}

bool vm_claims_begin(vm_claims *c, uint64_t first, uint64_t count, uint32_t nblocks, uint32_t *base)
{
    if (nblocks >= PENDING - 4)
        return false;
    uint32_t next = c->manyw + 1;
    if (count > c->cap || first != c->first) {
        unmap(c);
        size_t cap = count > 2 * c->cap ? count : 2 * c->cap;
        cap = cap ? cap : 1;
        _Atomic uint64_t *st = sess_pages(cap * sizeof *st), *w = sess_pages(cap * sizeof *w),
                         *u = sess_pages(cap * sizeof *u);
        _Atomic uint8_t *k = sess_pages(cap);
        if (!st || !w || !u || !k) {
            sess_pages_free((void *)st, cap * sizeof *st);
            sess_pages_free((void *)w, cap * sizeof *w);
            sess_pages_free((void *)u, cap * sizeof *u);
            sess_pages_free((void *)k, cap);
            return false;
        }
        c->state = st;
        c->words = w;
        c->upd = u;
        c->kinds = k;
        c->cap = cap;
        next = 1;
        c->fresh = true;
    } else if (next > PENDING - 3 - nblocks) {
        if (madvise((void *)c->state, c->cap * sizeof *c->state, MADV_DONTNEED) != 0)
            return false;
        next = 1;
        c->fresh = true;
    }
    c->first = first;
    c->count = count;
    if (next != 1)
        c->fresh = false; /* (a launch ran on them since) */
    c->base = next;
    c->many = next + nblocks;
    c->manyw = c->many + 1;
    *base = next;
    return true;
}

void vm_claims_copied(vm_claims *c, uint64_t g)
{
    atomic_fetch_and(&c->state[g - c->first], ~(uint64_t)PENDING);
}

/* The record's reader (0: none in this launch). */
static inline uint32_t reader_of(const vm_claims *c, uint64_t st)
{
    uint32_t rd = (uint32_t)(st >> 32);
    return rd < c->base ? 0 : rd;
}

/* The record ST with BLOCK among its readers. */
static inline uint64_t with_reader(const vm_claims *c, uint64_t st, uint32_t block)
{
    uint32_t rd = reader_of(c, st);
    return rd == block || rd == c->many ? st : (uint64_t)(rd ? c->many : block) << 32 | (uint32_t)st;
}

/* Did a block other than BLOCK read the granule of record ST? */
static inline bool read_by_other(const vm_claims *c, uint64_t st, uint32_t block)
{
    uint32_t rd = reader_of(c, st);
    return rd && rd != block;
}

/* Block BLOCK, known as a writer of the granule (record ST), updates WORDS with kind KIND
 * (vm_claims_note). */
static bool update(vm_claims *c, size_t i, uint32_t block, unsigned kind, uint64_t words)
{
    /* updated words first, then written ones (a plain writer looks the other way round): a word
     * written before and not updated before was written plainly */
    uint64_t old_u = atomic_fetch_or(&c->upd[i], words), old_w = atomic_fetch_or(&c->words[i], words);
    if (old_w & words & ~old_u)
        return false;
    uint8_t k = 0;
    if (!atomic_compare_exchange_strong(&c->kinds[i], &k, (uint8_t)kind) && k != kind)
        return false;
    return !read_by_other(c, atomic_load(&c->state[i]), block);
}

bool vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, unsigned kind, uint64_t words,
                    bool *first_write, bool *whole)
{
    *first_write = *whole = false;
    if (g - c->first >= c->count)
        return false;
    size_t i = g - c->first;
    _Atomic uint64_t *s = &c->state[i], *ws = &c->words[i], *us = &c->upd[i];
    write = write || kind;
    /* (fresh records: tried from 0, most claims being a granule's first) */
    uint64_t st = c->fresh ? 0 : atomic_load(s);
    for (;;) {
        uint32_t wr = (uint32_t)st & ~PENDING;
        bool pending = (uint32_t)st & PENDING;
        if (wr < c->base)
            wr = 0, pending = false;
        if (write && read_by_other(c, st, block))
            return false;
        if (!wr || (!write && wr == block)) {
            /* nobody else wrote it: the first writer's claim (the words are this launch's from
             * here), or a read (the reader known; no other block writes it from now on) */
            uint64_t ns = write ? (uint64_t)reader_of(c, st) << 32 | block | PENDING : with_reader(c, st, block);
            if (ns != st && !atomic_compare_exchange_weak(s, &st, ns))
                continue;
            if (write) {
                /* (PENDING keeps the others away until vm_claims_copied: the file's header) */
                atomic_store_explicit(ws, words, memory_order_relaxed);
                atomic_store_explicit(us, kind ? words : 0, memory_order_relaxed);
                atomic_store_explicit(&c->kinds[i], (uint8_t)kind, memory_order_relaxed);
                *first_write = true;
            } else
                *whole = true;
            return true;
        }
        if (pending) {
            /* the first writer is making its copy (a memcpy of at most a granule) */
            sched_yield();
            st = atomic_load(s);
            continue;
        }
        if (write && wr == block && !kind) {
            /* its only writer so far: its words, then a second writer or a reader that came
             * meanwhile */
            uint64_t old = atomic_fetch_or(ws, words);
            st = atomic_load(s);
            if (read_by_other(c, st, block))
                return false;
            if (((uint32_t)st & ~PENDING) == block) {
                /* still alone: words it updated are written plainly from now on (an update by
                 * another block then meets them), unless that block came meanwhile */
                atomic_fetch_and(us, ~words);
                st = atomic_load(s);
                return ((uint32_t)st & ~PENDING) == block && !read_by_other(c, st, block);
            }
            return !(old & words) && !(atomic_load(us) & words);
        }
        /* another block wrote words of it: known first, as writer or reader, then no word of
         * this access may be one another block wrote (nor, for a write, one written before;
         * for an update, one written other than by updates) */
        uint64_t ns = !write ? with_reader(c, st, block)
                      : wr == block ? st : (st & ~(uint64_t)UINT32_MAX) | c->manyw;
        if (ns != st && !atomic_compare_exchange_weak(s, &st, ns))
            continue;
        if (kind)
            return update(c, i, block, kind, words);
        if (write)
            return !(atomic_fetch_or(ws, words) & words) && !(atomic_load(us) & words) &&
                   !read_by_other(c, atomic_load(s), block);
        return !(atomic_load(ws) & words);
    }
}
