/* claims.c — the record of which block touched which granule of global memory (claims.h).
 *
 * A record is the writer's block number in the low 32 bits and the reader's in the high 32 (the
 * launch's `many`: more than one block read it). Numbers below the launch's `base` are an
 * earlier launch's and read as 0, untouched: each launch numbers its blocks after the last one's,
 * and only when the numbers run out is the array cleared. Records only grow within a launch, by
 * compare-and-swap. The array is an anonymous mapping, zero until written, and a granule's
 * claim first tries the compare-and-swap from 0: a page of records is first touched by a write,
 * so it is faulted in once, never mapped to the shared zero page and then copied (a copy that
 * makes the kernel flush the other threads' TLBs); in huge pages where the kernel gives them. */
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "interp/vm/claims.h"

struct vm_claims {
    _Atomic uint64_t *state;
    uint64_t first, count;
    size_t cap;             /* records mapped */
    uint32_t base, many;    /* this launch's first block number, and its "several readers" */
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
        free(c);
    }
}

bool vm_claims_begin(vm_claims *c, uint64_t first, uint64_t count, uint32_t nblocks, uint32_t *base)
{
    uint32_t next = c->many + 1;
    if (count > c->cap || first != c->first) {
        unmap(c);
        size_t cap = count > 2 * c->cap ? count : 2 * c->cap;
        cap = cap ? cap : 1;
        void *p = mmap(NULL, cap * sizeof *c->state, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            return false;
        madvise(p, cap * sizeof *c->state, MADV_HUGEPAGE);   /* (2 MiB: 64 MiB of memory) */
        c->state = p;
        c->cap = cap;
        next = 1;
    } else if (next > UINT32_MAX - 1 - nblocks) {
        if (madvise((void *)c->state, c->cap * sizeof *c->state, MADV_DONTNEED) != 0)
            return false;
        next = 1;
    }
    c->first = first;
    c->count = count;
    c->base = next;
    c->many = next + nblocks;
    *base = next;
    return true;
}

bool vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, bool *first_write)
{
    *first_write = false;
    if (g - c->first >= c->count)
        return false;
    _Atomic uint64_t *s = &c->state[g - c->first];
    uint64_t st = 0;    /* tried first: most claims are a granule's first */
    for (;;) {
        uint32_t wr = (uint32_t)st, rd = (uint32_t)(st >> 32);
        wr = wr < c->base ? 0 : wr;
        rd = rd < c->base ? 0 : rd;
        uint64_t ns;
        if (wr && wr != block)
            return false;
        if (write) {
            if (rd && rd != block)
                return false;
            if (wr == block)
                return true;
            ns = (uint64_t)rd << 32 | block;
        } else {
            if (wr == block || rd == block || rd == c->many)
                return true;
            ns = (uint64_t)(rd ? c->many : block) << 32 | wr;
        }
        if (atomic_compare_exchange_weak_explicit(s, &st, ns, memory_order_acq_rel,
                                                  memory_order_acquire)) {
            *first_write = write;
            return true;
        }
    }
}
