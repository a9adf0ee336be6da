/* dm_weak.c — the weak memory model's buffers (see dm_weak.h).
 *
 * All buffers live in one array of pending writes in arrival order: an entry's level says
 * which buffer holds it (0 thread, 1 block, 2 device) and its owner which thread or block.
 * Moving an entry outward re-appends it, so within every buffer the array order is the order
 * of arrival, and first-in first-out per location is "no earlier entry of the same buffer
 * overlaps it". The array is short (writes drain at random as the kernel runs, and when it
 * is full the oldest leave first), so every operation is a linear scan.
 */
#include "devmodel/dm_weak.h"

#include <stdlib.h>
#include <string.h>

#define DM_WEAK_CAP 64

typedef struct {
    uint8_t *p;
    uint8_t size, level;
    uint64_t thread, block;
    uint8_t val[8];
} wentry;

struct dm_weak {
    wentry e[DM_WEAK_CAP + 1];
    int n;
    uint64_t rng;
    uint8_t slowness[16];    /* per block or warp (by number mod 16): chance in 16 to wait */
};

static uint64_t next_rand(dm_weak *w)
{
    /* xorshift64* */
    uint64_t x = w->rng;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    w->rng = x;
    return x * 0x2545F4914F6CDD1Dull;
}

dm_weak *dm_weak_new(uint64_t seed)
{
    dm_weak *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->rng = seed * 0x9E3779B97F4A7C15ull + 0x7F4A7C159E3779B9ull;
    static const uint8_t speeds[] = { 0, 4, 8, 12, 14 };
    for (int i = 0; i < 16; i++)
        w->slowness[i] = speeds[next_rand(w) % sizeof speeds];
    return w;
}

void dm_weak_free(dm_weak *w)
{
    if (!w)
        return;
    dm_weak_flush_all(w);
    free(w);
}

int dm_weak_coin(dm_weak *w, uint64_t who)
{
    return (next_rand(w) >> 33) % 16 < w->slowness[who % 16];
}

static int overlap(const wentry *a, const uint8_t *p, int size)
{
    return a->p < p + size && p < a->p + a->size;
}

/* Whether entry E's buffer is the one of level L owned by THREAD / BLOCK. */
static int in_buffer(const wentry *e, int level, uint64_t thread, uint64_t block)
{
    return e->level == level && (level == 2 || (level == 1 ? e->block == block : e->thread == thread));
}

/* Entry I may move: no older entry of its buffer writes any of its bytes. */
static int eligible(const dm_weak *w, int i)
{
    const wentry *e = &w->e[i];
    for (int j = 0; j < i; j++)
        if (in_buffer(&w->e[j], e->level, e->thread, e->block) && overlap(&w->e[j], e->p, e->size))
            return 0;
    return 1;
}

/* Moves entry I one level out: to the end of the next buffer, or into memory. */
static void move_out(dm_weak *w, int i)
{
    wentry e = w->e[i];
    memmove(&w->e[i], &w->e[i + 1], (size_t)(w->n - i - 1) * sizeof e);
    w->n--;
    if (e.level == 2) {
        memcpy(e.p, e.val, e.size);
        return;
    }
    e.level++;
    w->e[w->n++] = e;
}

/* Moves out, in order, every entry of the buffer of level LEVEL owned by THREAD / BLOCK. */
static void drain_buffer(dm_weak *w, int level, uint64_t thread, uint64_t block)
{
    int count = 0;
    for (int i = 0; i < w->n; i++)
        count += in_buffer(&w->e[i], level, thread, block);
    for (int i = 0; count > 0 && i < w->n;) {
        if (in_buffer(&w->e[i], level, thread, block)) {
            move_out(w, i);   /* re-appended behind: the next one slides into I */
            count--;
        } else {
            i++;
        }
    }
}

/* Moves one randomly chosen entry that may move; with a full array, the oldest. */
static void step(dm_weak *w)
{
    if (!w->n)
        return;
    int start = (int)(next_rand(w) % (uint64_t)w->n);
    for (int k = 0; k < w->n; k++) {
        int i = (start + k) % w->n;
        if (eligible(w, i)) {
            move_out(w, i);
            return;
        }
    }
}

void dm_weak_tick(dm_weak *w)
{
    for (int k = w->n; k > 0; k--) {
        int i = (int)(next_rand(w) % (uint64_t)w->n);
        if ((next_rand(w) >> 40) % 4 == 0 && eligible(w, i))
            move_out(w, i);
        if (!w->n)
            return;
    }
}

/* After each access: sometimes one write moves on, so that programs make progress and the
 * order in which writes become visible varies. */
static void maybe_step(dm_weak *w)
{
    uint64_t r = next_rand(w);
    if ((r >> 40) % 8 == 0)
        step(w);
}

void dm_weak_load(dm_weak *w, uint64_t thread, uint64_t block, const uint8_t *p, int size,
                  uint8_t *out)
{
    memcpy(out, p, (size_t)size);
    for (int level = 2; level >= 0; level--)
        for (int i = 0; i < w->n; i++) {
            const wentry *e = &w->e[i];
            if (!in_buffer(e, level, thread, block) || !overlap(e, p, size))
                continue;
            for (int b = 0; b < e->size; b++)
                if (e->p + b >= p && e->p + b < p + size)
                    out[e->p + b - p] = e->val[b];
        }
    maybe_step(w);
}

void dm_weak_store(dm_weak *w, uint64_t thread, uint64_t block, uint8_t *p, int size,
                   const uint8_t *val)
{
    while (w->n >= DM_WEAK_CAP) {
        int i = 0;
        while (i < w->n && !eligible(w, i))
            i++;
        move_out(w, i < w->n ? i : 0);
    }
    wentry *e = &w->e[w->n++];
    e->p = p;
    e->size = (uint8_t)size;
    e->level = 0;
    e->thread = thread;
    e->block = block;
    memcpy(e->val, val, (size_t)size);
    maybe_step(w);
}

void dm_weak_fence(dm_weak *w, uint64_t thread, uint64_t block, int scope)
{
    if (scope > DM_WEAK_THREAD)
        drain_buffer(w, 0, thread, block);
    if (scope > DM_WEAK_BLOCK)
        drain_buffer(w, 1, thread, block);
    if (scope > DM_WEAK_DEVICE)
        drain_buffer(w, 2, thread, block);
}

void dm_weak_rmw_begin(dm_weak *w, uint64_t thread, uint64_t block, int scope, const uint8_t *p,
                       int size, uint8_t *cur)
{
    if (scope < DM_WEAK_BLOCK)
        scope = DM_WEAK_BLOCK;
    dm_weak_fence(w, thread, block, scope);
    memcpy(cur, p, (size_t)size);
    for (int level = 2; level >= scope; level--)
        for (int i = 0; i < w->n; i++) {
            const wentry *e = &w->e[i];
            if (!in_buffer(e, level, thread, block) || !overlap(e, p, size))
                continue;
            for (int b = 0; b < e->size; b++)
                if (e->p + b >= p && e->p + b < p + size)
                    cur[e->p + b - p] = e->val[b];
        }
}

void dm_weak_rmw_end(dm_weak *w, uint64_t thread, uint64_t block, int scope, uint8_t *p, int size,
                     const uint8_t *val)
{
    if (scope < DM_WEAK_BLOCK)
        scope = DM_WEAK_BLOCK;
    if (scope > DM_WEAK_DEVICE) {
        memcpy(p, val, (size_t)size);
    } else {
        if (w->n >= DM_WEAK_CAP)
            step(w);
        if (w->n >= DM_WEAK_CAP)
            move_out(w, 0);
        wentry *e = &w->e[w->n++];
        e->p = p;
        e->size = (uint8_t)size;
        e->level = (uint8_t)scope;
        e->thread = thread;
        e->block = block;
        memcpy(e->val, val, (size_t)size);
    }
    maybe_step(w);
}

void dm_weak_flush_all(dm_weak *w)
{
    while (w->n) {
        int i = 0;
        while (i < w->n && !eligible(w, i))
            i++;
        move_out(w, i < w->n ? i : 0);
    }
}
