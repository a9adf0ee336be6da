/* claims.c — the record of which block touched which granule of global memory (claims.h).
 *
 * A granule's record is 64 bits, in one of three forms. Whole: the writer's block number in the
 * low 32 bits and the reader's in the high 32 (the launch's `many`: more than one block read it).
 * Held word by word, by one block so far: VM_CLAIM_RUN and the block's number in the low 32 bits,
 * the first and one past the last of its run of words in the high 32 (a warp's part of a row, a
 * block's one result: a run is the usual case, and needs nothing more). By several: VM_CLAIM_FINE
 * and the launch's `fine` number in the low 32 bits, and in the high 32 the index of a word
 * record, which holds a mask of the words some block holds and each word's holder (written
 * after the mask, by the block that set its bit: a holder that is not the reader's own number, 0
 * or an earlier launch's included, is another block's). A granule is whole or held word by word
 * from its first claim to the end of the launch.
 *
 * Numbers below the launch's `base` are an earlier launch's, and a record made of them reads as
 * untouched: each launch numbers its blocks after the last one's, and only when the numbers run
 * out is the array cleared. Records only grow within a launch, by compare-and-swap. The array is
 * an anonymous mapping, zero until written, and a granule's claim first tries the
 * compare-and-swap from 0: a page of records is first touched by a write, so it is faulted in
 * once, never mapped to the shared zero page and then copied (a copy that makes the kernel flush
 * the other threads' TLBs). */
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "interp/vm/claims.h"

#define VM_CLAIM_FINE 0x80000000u
#define VM_CLAIM_RUN 0x40000000u
#define VM_CLAIM_MAX_NUMBER 0x3fffffffu
#define VM_CLAIM_WORD_RECORDS (1u << 18)

typedef struct {
    _Atomic uint64_t mask;          /* the words some block holds */
    _Atomic uint32_t holder[64];
} word_rec;

struct vm_claims {
    _Atomic uint64_t *state;
    uint64_t first, count;
    size_t cap;             /* records mapped */
    uint32_t base, many, fine; /* this launch's first block number, its "several readers" and
                                  its mark of a granule held word by word */
    word_rec *words;        /* VM_CLAIM_WORD_RECORDS of them, mapped at the first launch */
    _Atomic uint32_t nwords; /* taken this launch */
};

vm_claims *vm_claims_new(void)
{
    return calloc(1, sizeof(vm_claims));
}

static void unmap(vm_claims *c)
{
    if (c->cap)
        munmap((void *)c->state, c->cap * sizeof *c->state);
    c->state = NULL;
    c->cap = 0;
}

void vm_claims_free(vm_claims *c)
{
    if (c) {
        unmap(c);
        if (c->words)
            munmap(c->words, VM_CLAIM_WORD_RECORDS * sizeof *c->words);
        free(c);
    }
}

static void *map_zero(size_t bytes)
{
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                   -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

bool vm_claims_begin(vm_claims *c, uint64_t first, uint64_t count, uint32_t nblocks, uint32_t *base)
{
    if (nblocks > (1u << 28))
        return false;
    if (!c->words && !(c->words = map_zero(VM_CLAIM_WORD_RECORDS * sizeof *c->words)))
        return false;
    uint32_t next = c->fine + 1;
    if (count > c->cap || first != c->first) {
        unmap(c);
        size_t cap = count > 2 * c->cap ? count : 2 * c->cap;
        cap = cap ? cap : 1;
        if (!(c->state = map_zero(cap * sizeof *c->state)))
            return false;
        c->cap = cap;
        next = 1;
    } else if (next > VM_CLAIM_MAX_NUMBER - 2 - nblocks) {
        if (madvise((void *)c->state, c->cap * sizeof *c->state, MADV_DONTNEED) != 0)
            return false;
        next = 1;
    }
    c->first = first;
    c->count = count;
    c->base = next;
    c->many = next + nblocks;
    c->fine = c->many + 1;
    atomic_store_explicit(&c->nwords, 0, memory_order_relaxed);
    *base = next;
    return true;
}

/* The forms of a record (claims.h): untouched or whole, one block's run of words, word by word. */
enum { FORM_WHOLE, FORM_RUN, FORM_WORDS };

typedef struct {
    uint32_t wr, rd;        /* whole: writer and reader (0: none); run: the holder in wr */
    uint64_t run;           /* run: its words */
    uint32_t rec;           /* word by word: the word record */
} record;

/* Record ST as this launch sees it (an earlier launch's reads as untouched). */
static int read_record(const vm_claims *c, uint64_t st, record *r)
{
    uint32_t lo = (uint32_t)st, hi = (uint32_t)(st >> 32);
    r->wr = r->rd = 0;
    if (lo & VM_CLAIM_FINE) {
        r->rec = hi;
        return (lo & ~VM_CLAIM_FINE) == c->fine ? FORM_WORDS : FORM_WHOLE;
    }
    if (lo & VM_CLAIM_RUN) {
        uint32_t s = hi & 255, e = hi >> 8;
        r->run = (e == 64 ? VM_CLAIM_ALL : (1ull << e) - 1) & ~((1ull << s) - 1);
        r->wr = lo & ~VM_CLAIM_RUN;
        if (r->wr >= c->base)
            return FORM_RUN;
        r->wr = 0;
        return FORM_WHOLE;
    }
    r->wr = lo < c->base ? 0 : lo;
    r->rd = hi < c->base ? 0 : hi;
    return FORM_WHOLE;
}

/* Is WORDS (not 0) one run of consecutive words? */
static bool one_run(uint64_t words)
{
    uint64_t y = words >> __builtin_ctzll(words);
    return !(y & (y + 1));
}

/* The record of BLOCK's run WORDS (one_run). */
static uint64_t run_record(uint32_t block, uint64_t words)
{
    uint64_t s = (uint64_t)__builtin_ctzll(words), e = 64 - (uint64_t)__builtin_clzll(words);
    return (s | e << 8) << 32 | VM_CLAIM_RUN | block;
}

/* A word record, WORDS_A held by A and WORDS_B by B, and the granule record that names it; 0 when
 * the word records ran out. (A word record lost to a race stays unused until the next launch;
 * only the holders of words in the mask are read, and a holder left by an earlier launch is
 * below this launch's numbers: nothing is cleared.) */
static uint64_t words_record(vm_claims *c, uint64_t words_a, uint32_t a, uint64_t words_b, uint32_t b)
{
    uint32_t i = atomic_fetch_add_explicit(&c->nwords, 1, memory_order_relaxed);
    if (i >= VM_CLAIM_WORD_RECORDS)
        return 0;
    word_rec *r = &c->words[i];
    atomic_store_explicit(&r->mask, words_a | words_b, memory_order_relaxed);
    for (uint64_t o = words_a; o; o &= o - 1)
        atomic_store_explicit(&r->holder[__builtin_ctzll(o)], a, memory_order_relaxed);
    for (uint64_t o = words_b; o; o &= o - 1)
        atomic_store_explicit(&r->holder[__builtin_ctzll(o)], b, memory_order_relaxed);
    return (uint64_t)i << 32 | VM_CLAIM_FINE | c->fine;
}

/* A granule held word by word (its word record I): BLOCK claims WORDS. */
static int note_words(vm_claims *c, uint32_t i, uint32_t block, uint64_t words)
{
    word_rec *r = &c->words[i];
    uint64_t m = atomic_load_explicit(&r->mask, memory_order_acquire);
    for (;;) {
        for (uint64_t o = m & words; o; o &= o - 1)
            if (atomic_load_explicit(&r->holder[__builtin_ctzll(o)], memory_order_relaxed) != block)
                return 0;
        uint64_t add = words & ~m;
        if (!add)
            return VM_CLAIM_OK | VM_CLAIM_WORDS;
        if (atomic_compare_exchange_weak_explicit(&r->mask, &m, m | add, memory_order_acq_rel,
                                                  memory_order_acquire)) {
            for (uint64_t o = add; o; o &= o - 1)
                atomic_store_explicit(&r->holder[__builtin_ctzll(o)], block, memory_order_relaxed);
            return VM_CLAIM_OK | VM_CLAIM_WORDS;
        }
    }
}

/* The record after BLOCK claims WORDS of a granule one block holds a run of (R); *NS unchanged
 * and true when BLOCK holds them already; false: refused. */
static bool note_run(vm_claims *c, const record *r, uint32_t block, uint64_t words, uint64_t *ns)
{
    if (r->wr != block) {
        if (r->run & words)
            return false;
        *ns = words_record(c, r->run, r->wr, words, block);
        return *ns != 0;
    }
    if (!(words & ~r->run))
        return true;
    uint64_t all = r->run | words;
    *ns = one_run(all) ? run_record(block, all) : words_record(c, all, block, 0, 0);
    return *ns != 0;
}

int vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, uint64_t words)
{
    if (g - c->first >= c->count)
        return 0;
    _Atomic uint64_t *s = &c->state[g - c->first];
    uint64_t st = 0;    /* tried first: most claims are a granule's first */
    bool seen = false;  /* st is the record's, not that guess */
    for (;;) {
        record rc;
        int form = read_record(c, st, &rc), r = VM_CLAIM_OK;
        uint64_t ns = st;
        if (form == FORM_WORDS)
            return note_words(c, rc.rec, block, words);
        if (form == FORM_RUN) {
            if (!note_run(c, &rc, block, words, &ns))
                return 0;
            if (ns == st)
                return VM_CLAIM_OK | VM_CLAIM_WORDS;
            r |= VM_CLAIM_WORDS;
        } else if (rc.wr && rc.wr != block) {
            return 0;
        } else if (write) {
            if (rc.rd && rc.rd != block)
                return 0;
            if (rc.wr == block)
                return VM_CLAIM_OK;
            if (!rc.rd && words != VM_CLAIM_ALL &&
                atomic_load_explicit(&c->nwords, memory_order_relaxed) < VM_CLAIM_WORD_RECORDS) {
                if (seen)
                    return VM_CLAIM_SPLIT;
                st = atomic_load_explicit(s, memory_order_acquire);
                seen = true;
                continue;
            }
            ns = (uint64_t)rc.rd << 32 | block;
            r |= VM_CLAIM_SAVE;
        } else {
            if (rc.wr == block || rc.rd == block || rc.rd == c->many)
                return VM_CLAIM_OK;
            ns = (uint64_t)(rc.rd ? c->many : block) << 32 | rc.wr;
        }
        if (atomic_compare_exchange_weak_explicit(s, &st, ns, memory_order_acq_rel,
                                                  memory_order_acquire))
            return r;
        seen = true;
    }
}

bool vm_claims_split(vm_claims *c, uint64_t g, uint32_t block, uint64_t words)
{
    _Atomic uint64_t *s = &c->state[g - c->first];
    uint64_t st = atomic_load_explicit(s, memory_order_acquire);
    record rc;
    if (read_record(c, st, &rc) != FORM_WHOLE || rc.wr || rc.rd)
        return false;
    uint64_t ns = one_run(words) ? run_record(block, words) : words_record(c, words, block, 0, 0);
    return ns && atomic_compare_exchange_strong_explicit(s, &st, ns, memory_order_acq_rel,
                                                         memory_order_acquire);
}
