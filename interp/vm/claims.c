/* claims.c — the record of which block touched which granule of global memory (claims.h).
 *
 * Each slot is a key (granule + 1; 0 = empty) and a state: the writer's block number in the low
 * 32 bits and the reader's in the high 32 (VM_CLAIM_MANY: more than one block read it). Keys are
 * inserted by compare-and-swap and never removed, so a lookup that finds its key has its slot
 * for good; states only grow, also by compare-and-swap. */
#include <stdatomic.h>
#include <stdlib.h>

#include "interp/vm/claims.h"

#define VM_CLAIM_MANY 0xffffffffu
#define VM_CLAIM_PROBES 64

typedef struct {
    _Atomic uint64_t key;
    _Atomic uint64_t state;
} claim_slot;

struct vm_claims {
    claim_slot *slots;
    uint64_t mask;
};

vm_claims *vm_claims_new(unsigned log2)
{
    vm_claims *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    /* calloc of a large table maps zero pages: only the slots used cost memory */
    c->slots = calloc((size_t)1 << log2, sizeof *c->slots);
    if (!c->slots) {
        free(c);
        return NULL;
    }
    c->mask = ((uint64_t)1 << log2) - 1;
    return c;
}

void vm_claims_free(vm_claims *c)
{
    if (c) {
        free(c->slots);
        free(c);
    }
}

/* The slot of granule G, inserted if new; NULL when the probes find no room. */
static claim_slot *slot_of(vm_claims *c, uint64_t g)
{
    uint64_t key = g + 1, h = (g * 0x9E3779B97F4A7C15ull) >> 20;
    for (int i = 0; i < VM_CLAIM_PROBES; i++) {
        claim_slot *s = &c->slots[(h + (uint64_t)i) & c->mask];
        uint64_t k = atomic_load_explicit(&s->key, memory_order_acquire);
        if (k == key)
            return s;
        if (k == 0) {
            uint64_t empty = 0;
            if (atomic_compare_exchange_strong_explicit(&s->key, &empty, key, memory_order_acq_rel,
                                                        memory_order_acquire) ||
                empty == key)
                return s;
        }
    }
    return NULL;
}

bool vm_claims_note(vm_claims *c, uint64_t g, uint32_t block, bool write, bool *first_write)
{
    *first_write = false;
    claim_slot *s = slot_of(c, g);
    if (!s)
        return false;
    uint64_t st = atomic_load_explicit(&s->state, memory_order_acquire);
    for (;;) {
        uint32_t wr = (uint32_t)st, rd = (uint32_t)(st >> 32);
        uint64_t ns;
        if (wr && wr != block)
            return false;
        if (write) {
            if (rd && rd != block)
                return false;
            if (wr == block)
                return true;
            ns = st | block;
        } else {
            if (wr == block || rd == block || rd == VM_CLAIM_MANY)
                return true;
            ns = (uint64_t)(rd ? VM_CLAIM_MANY : block) << 32 | wr;
        }
        if (atomic_compare_exchange_weak_explicit(&s->state, &st, ns, memory_order_acq_rel,
                                                  memory_order_acquire)) {
            *first_write = write;
            return true;
        }
    }
}
