/* dm_trace.c — the trace recorder and the metrics of §2.3.4 (see dm_trace.h).
 *
 * Global memory is moved in 32-byte sectors (§2.3.4.1): a warp request costs the distinct
 * sectors its lanes touch, and its efficiency is the distinct bytes asked for over the bytes
 * moved. Shared memory has 32 banks of 4-byte words (§2.3.4.2): a request takes as many passes
 * as the largest number of distinct words in one bank, so lanes reading the same word (the
 * broadcast) or writing the same address cost one pass. Accesses wider than a word are split as
 * the hardware splits them: 8-byte accesses by half-warp, 16-byte ones by quarter-warp.
 */
#include <string.h>

#include "devmodel/dm_trace.h"

#define NONE UINT32_MAX

const char *dm_trace_kind_name(dm_trace_kind k)
{
    static const char *const names[DM_TK_COUNT] = {"alu", "load", "store", "atomic", "branch",
                                                   "join", "barrier", "warp", "call", "exit", "other"};
    return (unsigned)k < DM_TK_COUNT ? names[k] : "other";
}

const char *dm_trace_space_name(dm_trace_space s)
{
    switch (s) {
    case DM_TS_GLOBAL: return "global";
    case DM_TS_SHARED: return "shared";
    case DM_TS_LOCAL: return "local";
    case DM_TS_CONST: return "constant";
    case DM_TS_PARAM: return "param";
    case DM_TS_OTHER: return "other";
    case DM_TS_MIXED: return "mixed";
    default: return "none";
    }
}

bool dm_trace_set_has(const dm_trace_set *s, uint64_t v)
{
    if (!s->n)
        return true;
    for (int i = 0; i < s->n; i++)
        if (v >= s->r[i].lo && v <= s->r[i].hi)
            return true;
    return false;
}

/* ---- Measuring one request ------------------------------------------------------------- */

static void sort_u64(uint64_t *v, int n)
{
    for (int i = 1; i < n; i++) {
        uint64_t x = v[i];
        int j = i - 1;
        while (j >= 0 && v[j] > x) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = x;
    }
}

void dm_trace_measure_global(const uint64_t *addr, uint32_t mask, int size, unsigned *sectors,
                             unsigned *bytes_used)
{
    uint64_t sec[64], start[32];
    int ns = 0, na = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        uint64_t a = addr[__builtin_ctz(m)];
        uint64_t s0 = a >> 5, s1 = (a + (uint64_t)size - 1) >> 5;
        for (uint64_t s = s0; s <= s1 && ns < 64; s++)
            sec[ns++] = s;
        start[na++] = a;
    }
    sort_u64(sec, ns);
    unsigned n = 0;
    for (int i = 0; i < ns; i++)
        n += i == 0 || sec[i] != sec[i - 1];
    /* distinct bytes: the union of [a, a + size) */
    sort_u64(start, na);
    uint64_t used = 0, end = 0;
    for (int i = 0; i < na; i++) {
        uint64_t lo = start[i] > end ? start[i] : end, hi = start[i] + (uint64_t)size;
        if (i == 0)
            lo = start[i];
        if (hi > lo)
            used += hi - lo;
        if (hi > end || i == 0)
            end = hi;
    }
    *sectors = n;
    *bytes_used = (unsigned)used;
}

unsigned dm_trace_measure_shared(const uint64_t *off, uint32_t mask, int size, unsigned *wavefronts)
{
    int words = size <= 4 ? 1 : size / 4;
    int phases = words, per = 32 / phases;
    unsigned worst = 0, passes = 0;
    for (int p = 0; p < phases; p++) {
        uint64_t w[32 * 4];
        int nw = 0;
        for (int l = p * per; l < (p + 1) * per; l++) {
            if (!(mask >> l & 1))
                continue;
            for (int i = 0; i < words; i++)
                w[nw++] = (off[l] >> 2) + (uint64_t)i;
        }
        if (!nw)
            continue;
        sort_u64(w, nw);
        unsigned per_bank[32] = {0}, ways = 0;
        for (int i = 0; i < nw; i++) {
            if (i && w[i] == w[i - 1])
                continue; /* the same word: broadcast (read) or one writer (write) */
            unsigned c = ++per_bank[w[i] & 31];
            ways = c > ways ? c : ways;
        }
        passes += ways;
        worst = ways > worst ? ways : worst;
    }
    if (wavefronts)
        *wavefronts = passes;
    return worst;
}

/* ---- Tables ------------------------------------------------------------------------------- */

static uint64_t cap_of(const dm_trace *t)
{
    return t->filter.cap_bytes ? t->filter.cap_bytes : DM_TRACE_DEFAULT_CAP;
}

static uint32_t file_index(dm_trace *t, const char *file)
{
    for (size_t i = 0; i < t->files.len; i++)
        if (!strcmp(t->files.p[i], file))
            return (uint32_t)i;
    VEC_PUSH(t->files, sess_xstrdup(file));
    return (uint32_t)t->files.len - 1;
}

static uint32_t line_of(dm_trace *t, uint32_t pc)
{
    if (pc < t->code_size && t->pc_line[pc] != NONE)
        return t->pc_line[pc];
    const char *file = NULL;
    int line = 0;
    if (t->where)
        t->where(t->where_ctx, pc, &file, &line);
    uint32_t fi = file_index(t, file ? file : "?");
    uint32_t li = NONE;
    for (size_t i = 0; i < t->lines.len && li == NONE; i++)
        if (t->lines.p[i].file == fi && t->lines.p[i].line == line)
            li = (uint32_t)i;
    if (li == NONE) {
        dm_trace_line l;
        memset(&l, 0, sizeof l);
        l.file = fi;
        l.line = line;
        VEC_PUSH(t->lines, l);
        li = (uint32_t)t->lines.len - 1;
    }
    if (pc < t->code_size)
        t->pc_line[pc] = li;
    return li;
}

static uint64_t mix(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    return k;
}

static void hash_insert(dm_trace *t, uint64_t key, uint32_t idx)
{
    uint32_t m = t->warp_hash_cap - 1, h = (uint32_t)mix(key) & m;
    while (t->warp_hash[h])
        h = (h + 1) & m;
    t->warp_hash[h] = idx + 1;
}

static uint64_t warp_key(uint64_t block, uint32_t warp)
{
    return block << 6 | warp;
}

/* The warp's record; created when CREATE (unless the table is over the cap). */
static uint32_t warp_find(dm_trace *t, uint64_t block, uint32_t warp, bool create)
{
    uint64_t key = warp_key(block, warp);
    if (t->last_warp != NONE && t->last_key == key)
        return t->last_warp;
    if (!t->warp_hash)
        return NONE;
    uint32_t m = t->warp_hash_cap - 1, h = (uint32_t)mix(key) & m;
    for (; t->warp_hash[h]; h = (h + 1) & m) {
        dm_trace_warp *w = &t->warps.p[t->warp_hash[h] - 1];
        if (w->block == block && w->warp == warp) {
            t->last_key = key;
            t->last_warp = t->warp_hash[h] - 1;
            return t->last_warp;
        }
    }
    if (!create || (t->warps.len + 1) * (sizeof(dm_trace_warp) + 8) > cap_of(t))
        return NONE;
    if ((t->warps.len + 1) * 2 > t->warp_hash_cap) {
        uint32_t ncap = t->warp_hash_cap * 2;
        free(t->warp_hash);
        t->warp_hash = sess_xcalloc(ncap, sizeof(uint32_t));
        t->warp_hash_cap = ncap;
        for (size_t i = 0; i < t->warps.len; i++)
            hash_insert(t, warp_key(t->warps.p[i].block, t->warps.p[i].warp), (uint32_t)i);
    }
    dm_trace_warp w;
    memset(&w, 0, sizeof w);
    w.block = block;
    w.warp = warp;
    w.ctaid[0] = (uint32_t)(block % t->grid[0]);
    w.ctaid[1] = (uint32_t)(block / t->grid[0] % t->grid[1]);
    w.ctaid[2] = (uint32_t)(block / ((uint64_t)t->grid[0] * t->grid[1]));
    w.bar_rec = NONE;
    w.bar_line = NONE;
    w.first_rec = NONE;
    w.selected = dm_trace_set_has(&t->filter.warps, warp);
    VEC_PUSH(t->warps, w);
    uint32_t idx = (uint32_t)t->warps.len - 1;
    hash_insert(t, key, idx);
    t->last_key = key;
    t->last_warp = idx;
    return idx;
}

dm_trace *dm_trace_new(const dm_trace_filter *filter, const dm_trace_launch *launch)
{
    dm_trace *t = sess_xcalloc(1, sizeof *t);
    if (filter)
        t->filter = *filter;
    t->kernel = sess_xstrdup(launch->kernel ? launch->kernel : "?");
    for (int i = 0; i < 3; i++) {
        t->grid[i] = launch->grid[i] ? launch->grid[i] : 1;
        t->block[i] = launch->block[i] ? launch->block[i] : 1;
    }
    t->memp = launch->mem;
    t->where = launch->where;
    t->where_ctx = launch->where_ctx;
    t->code_size = launch->code_size;
    t->pc_line = sess_xmalloc(((size_t)t->code_size + 1) * sizeof(uint32_t));
    memset(t->pc_line, 0xff, ((size_t)t->code_size + 1) * sizeof(uint32_t));
    t->warp_hash_cap = 64;
    t->warp_hash = sess_xcalloc(t->warp_hash_cap, sizeof(uint32_t));
    t->last_warp = NONE;
    t->counted = NONE;
    return t;
}

void dm_trace_free(dm_trace *t)
{
    if (!t)
        return;
    for (size_t i = 0; i < t->files.len; i++)
        free(t->files.p[i]);
    VEC_FREE(t->files);
    VEC_FREE(t->lines);
    VEC_FREE(t->warps);
    VEC_FREE(t->steps);
    VEC_FREE(t->mem);
    VEC_FREE(t->addrs);
    free(t->kernel);
    free(t->pc_line);
    free(t->warp_hash);
    free(t->by_warp);
    free(t);
}

/* ---- Committing a step ------------------------------------------------------------------- */

static void count_mem(dm_trace *t, dm_trace_line *L)
{
    const dm_trace_req *q = &t->pending_req;
    bool write = t->pending_mem.write || t->pending_mem.atomic;
    if (q->global) {
        dm_trace_gstat *g = write ? &L->gstore : &L->gload;
        g->requests++;
        g->sectors += q->sectors;
        g->bytes_used += q->used;
        g->min_sectors += (q->used + 31) / 32;
    }
    if (q->shared) {
        dm_trace_sstat *sh = write ? &L->sstore : &L->sload;
        sh->requests++;
        sh->wavefronts += q->passes;
        if (q->ways > sh->ways_max)
            sh->ways_max = q->ways;
    }
    if (q->other)
        L->other_requests++;
}

/* Keep the step in the timeline unless that would pass the cap. */
static uint32_t record(dm_trace *t, dm_trace_step_rec *p, unsigned active)
{
    if (t->truncated || p->warp == NONE)
        return NONE;
    size_t need = sizeof(dm_trace_step_rec);
    if (t->pending_has_mem)
        need += sizeof(dm_trace_mem_rec) + active * sizeof(uint64_t);
    if (t->bytes + need > cap_of(t)) {
        t->truncated = true;
        return NONE;
    }
    t->bytes += need;
    p->mem = NONE;
    if (t->pending_has_mem) {
        dm_trace_mem_rec m = t->pending_mem;
        m.addr = t->addrs.len;
        for (uint32_t mm = p->mask; mm; mm &= mm - 1)
            VEC_PUSH(t->addrs, t->pending_addr[__builtin_ctz(mm)]);
        VEC_PUSH(t->mem, m);
        p->mem = (uint32_t)t->mem.len - 1;
    }
    VEC_PUSH(t->steps, *p);
    return (uint32_t)t->steps.len - 1;
}

/* The pending step ran: count it and record it. */
static void commit(dm_trace *t)
{
    if (!t->has_pending)
        return;
    t->has_pending = false;
    dm_trace_step_rec *p = &t->pending;
    dm_trace_line *L = &t->lines.p[p->line];
    unsigned active = (unsigned)__builtin_popcount(p->mask);
    p->seq = t->steps_measured++;
    L->executions++;
    L->active_lanes += active;
    L->kinds |= 1u << p->kind;
    if (!L->first_op)
        L->first_op = p->op;
    if (t->pending_has_mem)
        count_mem(t, L);
    if (p->flags & DM_TF_DIVERGED)
        L->divergent_branches++;
    if (p->flags & DM_TF_BARRIER)
        L->barrier_arrivals++;
    uint32_t rec = record(t, p, active);
    if (p->warp == NONE) {
        t->steps_untracked++;
        return;
    }
    dm_trace_warp *w = &t->warps.p[p->warp];
    w->steps++;
    w->active_lanes += active;
    w->next_flags = 0;
    if (p->flags & DM_TF_DIVERGED)
        w->divergent_branches++;
    if (p->flags & DM_TF_BARRIER) {
        w->bar_line = p->line;
        w->bar_rec = rec;
    }
}

/* ---- Hooks ----------------------------------------------------------------------------------- */

void dm_trace_step(dm_trace *t, uint64_t block, uint32_t warp, uint32_t pc, uint32_t mask,
                   dm_trace_kind kind, const char *op)
{
    commit(t);
    t->steps_seen++;
    t->counted = NONE;
    if (!dm_trace_set_has(&t->filter.blocks, block))
        return;
    uint32_t wi = warp_find(t, block, warp, true);
    uint64_t n = 0;
    if (wi != NONE) {
        dm_trace_warp *w = &t->warps.p[wi];
        n = w->counter++;
        w->clock++;
        t->counted = wi;
        if (!w->selected)
            return;
    } else if (!dm_trace_set_has(&t->filter.warps, warp)) {
        return;
    }
    uint32_t li = line_of(t, pc);
    if (!dm_trace_set_has(&t->filter.lines, (uint64_t)(int64_t)t->lines.p[li].line))
        return;
    if (wi != NONE && !dm_trace_set_has(&t->filter.steps, n))
        return;
    dm_trace_step_rec *p = &t->pending;
    memset(p, 0, sizeof *p);
    p->warp = wi;
    p->step = (uint32_t)n;
    p->pc = pc;
    p->line = li;
    p->mask = mask;
    p->mem = NONE;
    p->op = op;
    p->kind = (uint8_t)kind;
    if (wi != NONE) {
        p->flags = t->warps.p[wi].next_flags;
        p->join_line = t->warps.p[wi].next_join_line;
    }
    t->has_pending = true;
    t->pending_has_mem = false;
}

void dm_trace_unstep(dm_trace *t)
{
    t->has_pending = false;
    if (t->counted != NONE) {
        t->warps.p[t->counted].counter--;
        t->warps.p[t->counted].clock--;
    }
    t->counted = NONE;
    t->steps_seen--;
}

static dm_trace_space space_of(const dm_mem *m, uint64_t a)
{
    switch (m ? dm_window_of(m, a) : DM_W_GLOBAL) {
    case DM_W_GLOBAL: return DM_TS_GLOBAL;
    case DM_W_SHARED: return DM_TS_SHARED;
    case DM_W_LOCAL: return DM_TS_LOCAL;
    case DM_W_CONST: return DM_TS_CONST;
    case DM_W_PARAM: return DM_TS_PARAM;
    default: return DM_TS_OTHER;
    }
}

void dm_trace_mem(dm_trace *t, const uint64_t *addr, int size, bool write, bool atomic)
{
    if (!t->has_pending)
        return;
    dm_trace_step_rec *p = &t->pending;
    uint32_t gmask = 0, smask = 0, omask = 0;
    int space = -1;
    uint64_t off[32];
    uint64_t sbase = t->memp ? t->memp->shared_base + DM_SHARED_RESERVED : 0;
    for (uint32_t m = p->mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        dm_trace_space s = space_of(t->memp, addr[l]);
        space = space < 0 ? (int)s : space == (int)s ? space : DM_TS_MIXED;
        if (s == DM_TS_GLOBAL) {
            gmask |= 1u << l;
        } else if (s == DM_TS_SHARED) {
            smask |= 1u << l;
            off[l] = addr[l] - sbase;
        } else {
            omask |= 1u << l;
        }
        t->pending_addr[l] = addr[l];
    }
    dm_trace_req *q = &t->pending_req;
    memset(q, 0, sizeof *q);
    dm_trace_mem_rec *r = &t->pending_mem;
    memset(r, 0, sizeof *r);
    r->space = (uint8_t)(space < 0 ? DM_TS_NONE : space);
    r->size = (uint8_t)size;
    r->write = write;
    r->atomic = atomic;
    r->ways = 1;
    if (gmask) {
        q->global = true;
        dm_trace_measure_global(addr, gmask, size, &q->sectors, &q->used);
        r->sectors = (uint16_t)q->sectors;
        r->bytes_used = q->used;
    }
    if (smask) {
        q->shared = true;
        q->ways = dm_trace_measure_shared(off, smask, size, &q->passes);
        r->ways = (uint16_t)q->ways;
    }
    q->other = omask != 0;
    p->kind = (uint8_t)(atomic ? DM_TK_ATOMIC : write ? DM_TK_STORE : DM_TK_LOAD);
    t->pending_has_mem = true;
}

void dm_trace_diverge(dm_trace *t, uint32_t taken)
{
    if (!t->has_pending)
        return;
    t->pending.flags |= DM_TF_DIVERGED;
    t->pending.aux = taken;
}

void dm_trace_reconverge(dm_trace *t, uint64_t block, uint32_t warp, uint32_t pc, uint32_t mask)
{
    commit(t);
    if (!dm_trace_set_has(&t->filter.blocks, block) || !dm_trace_set_has(&t->filter.warps, warp))
        return;
    uint32_t li = line_of(t, pc);
    if (dm_trace_set_has(&t->filter.lines, (uint64_t)(int64_t)t->lines.p[li].line))
        t->lines.p[li].reconvergences++;
    uint32_t wi = warp_find(t, block, warp, true);
    if (wi == NONE || !t->warps.p[wi].selected)
        return;
    dm_trace_warp *w = &t->warps.p[wi];
    w->reconvergences++;
    w->next_flags |= DM_TF_RECONVERGED;
    w->next_join_line = li;
    (void)mask;
}

void dm_trace_bar_arrive(dm_trace *t)
{
    if (t->counted == NONE)
        return;
    dm_trace_warp *w = &t->warps.p[t->counted];
    w->at_barrier = true;
    w->bar_clock = w->clock;
    w->bar_line = NONE;
    w->bar_rec = NONE;
    if (t->has_pending)
        t->pending.flags |= DM_TF_BARRIER;
}

void dm_trace_bar_release(dm_trace *t, uint64_t block)
{
    commit(t);
    uint32_t nthreads = t->block[0] * t->block[1] * t->block[2], nwarps = (nthreads + 31) / 32;
    uint64_t release = 0;
    for (uint32_t i = 0; i < nwarps; i++) {
        uint32_t wi = warp_find(t, block, i, false);
        if (wi != NONE && t->warps.p[wi].at_barrier && t->warps.p[wi].bar_clock > release)
            release = t->warps.p[wi].bar_clock;
    }
    for (uint32_t i = 0; i < nwarps; i++) {
        uint32_t wi = warp_find(t, block, i, false);
        if (wi == NONE || !t->warps.p[wi].at_barrier)
            continue;
        dm_trace_warp *w = &t->warps.p[wi];
        uint64_t wait = release - w->bar_clock;
        w->at_barrier = false;
        w->clock = release;
        if (!w->selected)
            continue;
        w->barrier_waits++;
        w->barrier_wait_steps += wait;
        if (w->bar_line != NONE)
            t->lines.p[w->bar_line].barrier_wait_steps += wait;
        if (w->bar_rec != NONE)
            t->steps.p[w->bar_rec].bar_wait = (uint32_t)(wait > UINT32_MAX ? UINT32_MAX : wait);
    }
}

void dm_trace_finish(dm_trace *t, int error)
{
    commit(t);
    t->error = error;
    free(t->pc_line);
    t->pc_line = NULL;
    t->code_size = 0;
    free(t->warp_hash);
    t->warp_hash = NULL;
    t->last_warp = NONE;
}

/* ---- Reading ------------------------------------------------------------------------------- */

void dm_trace_index(dm_trace *t)
{
    if (t->by_warp || !t->warps.len)
        return;
    for (size_t i = 0; i < t->warps.len; i++)
        t->warps.p[i].nrecs = 0;
    for (size_t i = 0; i < t->steps.len; i++)
        t->warps.p[t->steps.p[i].warp].nrecs++;
    uint32_t at = 0;
    for (size_t i = 0; i < t->warps.len; i++) {
        t->warps.p[i].first_rec = at;
        at += t->warps.p[i].nrecs;
    }
    t->by_warp = sess_xmalloc(((size_t)at + 1) * sizeof(uint32_t));
    uint32_t *fill = sess_xcalloc(t->warps.len, sizeof(uint32_t));
    for (size_t i = 0; i < t->steps.len; i++) {
        uint32_t w = t->steps.p[i].warp;
        t->by_warp[t->warps.p[w].first_rec + fill[w]++] = (uint32_t)i;
    }
    free(fill);
}

double dm_trace_line_simt(const dm_trace_line *l)
{
    return l->executions ? (double)l->active_lanes / (32.0 * (double)l->executions) : 0.0;
}

double dm_trace_warp_simt(const dm_trace_warp *w)
{
    return w->steps ? (double)w->active_lanes / (32.0 * (double)w->steps) : 0.0;
}

dm_trace_gstat dm_trace_line_global(const dm_trace_line *l)
{
    dm_trace_gstat g = {l->gload.requests + l->gstore.requests, l->gload.sectors + l->gstore.sectors,
                        l->gload.bytes_used + l->gstore.bytes_used,
                        l->gload.min_sectors + l->gstore.min_sectors};
    return g;
}

dm_trace_sstat dm_trace_line_shared(const dm_trace_line *l)
{
    dm_trace_sstat s = {l->sload.requests + l->sstore.requests, l->sload.wavefronts + l->sstore.wavefronts,
                        l->sload.ways_max > l->sstore.ways_max ? l->sload.ways_max : l->sstore.ways_max};
    return s;
}

double dm_trace_sectors_per_request(const dm_trace_gstat *g)
{
    return g->requests ? (double)g->sectors / (double)g->requests : 0.0;
}

double dm_trace_global_efficiency(const dm_trace_gstat *g)
{
    return g->sectors ? (double)g->bytes_used / (32.0 * (double)g->sectors) : 0.0;
}

double dm_trace_wavefronts_per_request(const dm_trace_sstat *s)
{
    return s->requests ? (double)s->wavefronts / (double)s->requests : 0.0;
}
