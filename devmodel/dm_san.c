/* dm_san.c — the sanitizer's shadow memory, happens-before and reports (see dm_san.h).
 *
 * The happens-before test of two accesses is cheapest first: same thread; same block and a
 * barrier between (epochs); same warp and a __syncwarp both took part in between (a 32×32
 * table of the last common sync per warp, made at its first __syncwarp); and only then the
 * vector clocks, which exist only for threads that synchronised through memory (a fence, an
 * acquire). A clock entry is a thread (it knows the thread's accesses up to a clock value) or a
 * block (it knows the block's accesses before a barrier epoch), so a release made after a
 * __syncthreads publishes every thread of its block at once. All of these are values of one
 * count per block (blockst.now), which an access keeps in 4 bytes of its record.
 */
#include <jansson.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && !defined(CR_NO_AVX2)
#include <immintrin.h>
#define SAN_AVX2 1 /* quiet_read's lanes in AVX2 where the CPU has it */
#endif
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/dm_memorder.h"
#include "devmodel/dm_san.h"
#include "interp/session/guide.h"

#define GRAN 4                       /* bytes a shadow record covers */
#define PAGE_SHIFT 12                /* global shadow pages: 4 KiB of memory */
#define PAGE_GRANS ((1u << PAGE_SHIFT) / GRAN)
#define BLOCK_KEY 0xffffu            /* the tib of a vector-clock entry that names a block */
#define MAX_REPORTS 4096             /* distinct hazards kept per launch (all are counted) */
#define SHADOW_CAP (1ull << 30)      /* shadow memory of global memory a launch may take */
#define POOL_CAP (1u << 20)          /* granules of finished blocks' shadows kept for the next launch */
/* the quiet bits of N granules, and a word more (plain_access reads 64 bits from any granule) */
#define QUIET_WORDS(n) ((size_t)(n) / 64 + 2)
#define QUIET(b, gi) ((b)->quiet[(gi) / 64] >> ((gi) % 64) & 1)
#define QUIET_SET(b, gi) ((b)->quiet[(gi) / 64] |= 1ull << ((gi) % 64))
#define QUIET_CLEAR(b, gi) ((b)->quiet[(gi) / 64] &= ~(1ull << ((gi) % 64)))

/* ---- Vector clocks ----------------------------------------------------------------------- */

typedef struct {
    uint64_t key;                    /* block << 16 | thread in block (BLOCK_KEY: the block) */
    uint32_t val;                    /* its block's count (blockst.now) at the thread's release,
                                        or at the block's barrier */
} vce;

typedef struct {
    uint32_t n, cap;
    uint32_t block;                  /* who released it (UINT32_MAX: several blocks) */
    uint8_t scope;                   /* the narrowest scope of the releases joined in */
    uint64_t stamp;                  /* new for each content it has (vc_stamp) */
    vce *e;                          /* sorted by key */
} vclock;

/* A number no clock's content had before: a thread that joined a clock of this stamp needs not
 * join it again (a waiting loop reads one released flag many times). */
static uint64_t vc_stamp(void)
{
    static _Atomic uint64_t next;
    return atomic_fetch_add_explicit(&next, 1, memory_order_relaxed) + 1;
}

static void vc_free(vclock *v)
{
    if (v) {
        free(v->e);
        free(v);
    }
}

static vclock *vc_new(uint32_t block, uint8_t scope)
{
    vclock *v = sess_xcalloc(1, sizeof *v);
    v->block = block;
    v->scope = scope;
    v->stamp = vc_stamp();
    return v;
}

/* The index of the first entry of V whose key is not below KEY. */
static uint32_t vc_lower(const vclock *v, uint64_t key)
{
    uint32_t lo = 0, hi = v->n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (v->e[mid].key < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static void vc_set(vclock *v, uint64_t key, uint32_t val)
{
    uint32_t lo = vc_lower(v, key);
    v->stamp = vc_stamp();
    if (lo < v->n && v->e[lo].key == key) {
        if (v->e[lo].val < val)
            v->e[lo].val = val;
        return;
    }
    if (v->n == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 8;
        v->e = sess_xrealloc(v->e, v->cap * sizeof *v->e);
    }
    memmove(&v->e[lo + 1], &v->e[lo], (v->n - lo) * sizeof *v->e);
    v->e[lo] = (vce){key, val};
    v->n++;
}

static bool vc_get(const vclock *v, uint64_t key, uint32_t *val)
{
    if (!v)
        return false;
    uint32_t lo = vc_lower(v, key);
    if (lo < v->n && v->e[lo].key == key) {
        *val = v->e[lo].val;
        return true;
    }
    return false;
}

/* *DST := *DST ⊔ SRC (a new clock when *DST is NULL). */
static void vc_join(vclock **dst, const vclock *src)
{
    if (!src || !src->n)
        return;
    if (!*dst)
        *dst = vc_new(src->block, src->scope);
    else {
        if ((*dst)->block != src->block)
            (*dst)->block = UINT32_MAX;
        if (src->scope < (*dst)->scope)
            (*dst)->scope = src->scope;
    }
    /* both sorted by key: one merge from the back into DST's array, grown to hold both */
    vclock *d = *dst;
    d->stamp = vc_stamp();
    uint32_t i = 0, j = 0, fresh = 0;
    while (i < d->n && j < src->n) { /* how many of SRC's keys DST lacks */
        if (d->e[i].key < src->e[j].key)
            i++;
        else {
            if (d->e[i].key == src->e[j].key) {
                if (d->e[i].val < src->e[j].val)
                    d->e[i].val = src->e[j].val;
                i++;
            } else
                fresh++;
            j++;
        }
    }
    fresh += src->n - j;
    if (!fresh)
        return;
    if (d->n + fresh > d->cap) {
        d->cap = d->n + fresh > 2 * d->cap ? d->n + fresh : 2 * d->cap;
        d->e = sess_xrealloc(d->e, d->cap * sizeof *d->e);
    }
    uint32_t w = d->n + fresh;
    i = d->n;
    j = src->n;
    while (j > 0) { /* (equal keys were joined above: only SRC's new ones are taken here) */
        if (i > 0 && d->e[i - 1].key > src->e[j - 1].key)
            d->e[--w] = d->e[--i];
        else if (i > 0 && d->e[i - 1].key == src->e[j - 1].key) {
            d->e[--w] = d->e[--i];
            j--;
        } else
            d->e[--w] = src->e[--j];
    }
    d->n += fresh;
}

/* ---- Shadow records ---------------------------------------------------------------------- */

/* An access, as the checks and reports see it (a record keeps it packed: granule). One count
 * per block orders it against all three kinds of synchronisation of its block (blockst.now):
 * barriers, __syncwarp and releases. */
typedef struct {
    uint32_t block;                  /* linear block index + 1; 0: no access */
    uint32_t pc;
    uint32_t at;                     /* the block's synchronisation count at the access */
    uint16_t tib;                    /* thread in block: warp * 32 + lane */
    uint8_t bytes;                   /* bytes of the granule accessed (bit mask) */
    uint8_t strong;                  /* an atomic or volatile access */
} acc;

/* A granule's record, 32 bytes, two to a cache line (a kernel that streams global memory pays
 * for its shadow in memory traffic): the last read and an earlier one not ordered before it,
 * each as its block, place and count with 16 bits for the thread (10: a block has at most 1024),
 * its bytes and whether it was strong. The last write, its value and its launch live in a second
 * array beside it (gcold), which an access needs only where the granule was written in this
 * launch (rm's M_WCUR bit): a read of what the host or an earlier launch wrote, most reads of
 * global memory, touches no more than the 32 bytes. */
#define M_TIB 0x3ffu                 /* rm, r2m, wm: the thread in block */
#define M_BYTES_SHIFT 10             /* ... the bytes mask */
#define M_STRONG 0x4000u             /* ... an atomic or volatile access */
#define M_WCUR 0x8000u               /* rm: the cold record's write is of this launch (of this
                                        block, in shared memory) */
typedef struct {
    uint32_t rblock, rpc, rat;       /* the last read (acc's fields; rblock 0: none) */
    uint32_t r2block, r2pc, r2at;    /* an earlier read not ordered before it */
    uint32_t launch;                 /* global memory: the launch the reads are of (an older one:
                                        none; pages are kept from launch to launch); shared
                                        memory: the stamp of the block it is of (another: the
                                        granule is empty) */
    uint16_t rm, r2m;                /* tib | bytes << M_BYTES_SHIFT | strong (M_STRONG) */
} granule;

typedef struct {
    uint32_t wblock, wpc, wat;       /* the last write (global memory: of any launch, for :who) */
    uint32_t wval;                   /* the bytes the last write stored (its bytes only) */
    uint32_t wlaunch;                /* the launch of the write (an older one orders it before
                                        everything of this launch; :who still shows it) */
    uint16_t wm;
    bool wknown;                     /* wval is known (an atomic's result is not kept) */
} gcold;

_Static_assert(sizeof(granule) == 32, "a granule's record is half a cache line");

static inline uint16_t acc_meta(const acc *a)
{
    return (uint16_t)(a->tib | (uint32_t)a->bytes << M_BYTES_SHIFT | (a->strong ? M_STRONG : 0));
}

static inline acc acc_unpack(uint32_t block, uint32_t pc, uint32_t at, uint16_t m)
{
    return (acc){block, pc, at, (uint16_t)(m & M_TIB), (uint8_t)(m >> M_BYTES_SHIFT & 15), (uint8_t)(m >> 14 & 1)};
}

#define W_CUR(g) ((g)->rm & M_WCUR)

/* The last write of this launch (none: of an earlier one, or none at all). */
static inline acc acc_w(const granule *g, const gcold *c)
{
    return W_CUR(g) ? acc_unpack(c->wblock, c->wpc, c->wat, c->wm) : (acc){0};
}
static inline acc acc_r(const granule *g) { return acc_unpack(g->rblock, g->rpc, g->rat, g->rm); }
static inline acc acc_r2(const granule *g) { return acc_unpack(g->r2block, g->r2pc, g->r2at, g->r2m); }

/* The last write := A, of this launch */
static inline void set_w(granule *g, gcold *c, const acc *a, uint32_t launch)
{
    c->wblock = a->block;
    c->wpc = a->pc;
    c->wat = a->at;
    c->wm = acc_meta(a);
    c->wlaunch = launch;
    g->rm |= M_WCUR;
}

/* The last read := A (the second read stays) */
static inline void set_r(granule *g, const acc *a)
{
    g->rblock = a->block;
    g->rpc = a->pc;
    g->rat = a->at;
    g->rm = (uint16_t)((g->rm & M_WCUR) | acc_meta(a));
}

static inline void set_r2(granule *g, const acc *a)
{
    g->r2block = a->block;
    g->r2pc = a->pc;
    g->r2at = a->at;
    g->r2m = acc_meta(a);
}

static inline void clear_r2(granule *g)
{
    g->r2block = g->r2pc = g->r2at = 0;
    g->r2m = 0;
}

/* No reads (the write stays). */
static inline void clear_reads(granule *g)
{
    g->rblock = g->rpc = g->rat = 0;
    g->rm &= M_WCUR;
    clear_r2(g);
}

/* G made empty, of the block or launch STAMP (field by field: a struct assignment of zeros is
 * a `rep stos`, whose start costs more than the record; this runs for every granule of shared
 * memory a block first touches). Its cold record needs nothing: it means something only where
 * M_WCUR says so. */
static inline void granule_reset(granule *g, uint32_t stamp)
{
    clear_reads(g);
    g->rm = 0;
    g->launch = stamp;
}

/* The bits of a granule's 4 bytes whose bits are set in BYTES (a record's bytes mask). */
static inline uint32_t byte_mask(uint8_t bytes)
{
    static const uint32_t m[16] = {
        0x00000000u, 0x000000ffu, 0x0000ff00u, 0x0000ffffu, 0x00ff0000u, 0x00ff00ffu, 0x00ffff00u, 0x00ffffffu,
        0xff000000u, 0xff0000ffu, 0xff00ff00u, 0xff00ffffu, 0xffff0000u, 0xffff00ffu, 0xffffff00u, 0xffffffffu};
    return m[bytes & 15];
}

/* N empty granules, two in a cache line, and their cold records after them (granules_cold). */
static granule *granules_new(size_t n)
{
    granule *g = aligned_alloc(64, (n * (sizeof(granule) + sizeof(gcold)) + 63) / 64 * 64);
    CR_ASSERT(g != NULL);
    memset(g, 0, n * (sizeof(granule) + sizeof(gcold)));
    return g;
}

static inline gcold *granules_cold(granule *g, size_t n) { return (gcold *)(g + n); }

/* A thread's synchronisation state (made when it first fences or reads a released location). */
typedef struct {
    vclock *vc;                      /* what it has acquired */
    vclock *pend;                    /* released values it read, acquired at its next fence */
    uint64_t vc_from, pend_from;     /* the stamp of the clock last joined into VC, PEND */
    vclock *rel;                     /* its last fence's snapshot, carried by its strong writes */
    uint8_t narrow;                  /* it read a release of another block that a scope kept from
                                        reaching it: 1 the release's (a block-scope fence), 2 its
                                        own acquire's (for the advice) */
} tstate;

typedef struct {
    uint32_t last[32][32];           /* the block's count at the last __syncwarp of both lanes */
} warpsync;

typedef struct {
    acc who;
    uint64_t off, addr;
    int size;
} pending_read;

typedef struct {
    uint32_t linear;
    /* The block's synchronisation count: one more at each barrier, __syncwarp, fence and
     * release, so that an access (acc.at: the count when it ran) is before such an event
     * exactly when its count is below the event's. Barriers keep theirs in BAR (the current
     * barrier epoch: the accesses at BAR or later), a __syncwarp in warpsync.last, a fence or
     * a release in the entry of its thread in the clock it publishes. */
    uint32_t now;
    uint32_t bar;
    uint32_t nthreads, nwarps;
    uint32_t stamp;                  /* this block's, unique in the session (granule.launch) */
    /* the shadow of the block's shared memory: taken from the pool of finished blocks' (a
     * granule of another block's is empty: shared_granule) */
    granule *shared;                 /* one per granule of the block's shared memory */
    uint32_t nshared;
    uint8_t *shinit;                 /* initialised bytes of shared memory (bits) */
    /* a bit per granule: in the current barrier epoch, every plain read of it by a thread of
     * the block changes nothing and races with nothing (the last write is of an earlier epoch,
     * the last two reads of this one by different threads), for plain_access; cleared at each
     * barrier (QUIET_WORDS words for nshared granules) */
    uint64_t *quiet;
    /* reads of shared bytes not yet written, decided at the block's next barrier: if a thread
     * wrote them by then, the read raced with that write (the race check's business), else
     * nothing wrote them before the read */
    VEC(pending_read) pending;
    tstate *ts;                      /* per thread, or NULL */
    warpsync **ws;                   /* per warp, or NULL */
    vclock *bvc;                     /* what every thread of the block has acquired */
    /* initialised bytes of each thread's local memory (bits, counted down from the top of the
     * local window, where a thread's stack begins), or NULL */
    uint8_t **linit;
    uint32_t *lcap;                  /* bytes each covers */
} blockst;

/* ---- Maps from 64-bit keys (open addressing) ------------------------------------------- */

typedef struct {
    uint64_t *keys;                  /* key + 1; 0: empty */
    void **vals;
    size_t cap, len;
} u64map;

static size_t mix(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    return (size_t)k;
}

static void **map_slot(u64map *m, uint64_t key, bool make)
{
    if (make && (m->len + 1) * 2 > m->cap) {
        u64map n = {0};
        n.cap = m->cap ? m->cap * 2 : 64;
        n.keys = sess_xcalloc(n.cap, sizeof *n.keys);
        n.vals = sess_xcalloc(n.cap, sizeof *n.vals);
        for (size_t i = 0; i < m->cap; i++)
            if (m->keys[i]) {
                size_t j = mix(m->keys[i] - 1) & (n.cap - 1);
                while (n.keys[j])
                    j = (j + 1) & (n.cap - 1);
                n.keys[j] = m->keys[i];
                n.vals[j] = m->vals[i];
            }
        n.len = m->len;
        free(m->keys);
        free(m->vals);
        *m = n;
    }
    if (!m->cap)
        return NULL;
    size_t j = mix(key) & (m->cap - 1);
    while (m->keys[j]) {
        if (m->keys[j] == key + 1)
            return &m->vals[j];
        j = (j + 1) & (m->cap - 1);
    }
    if (!make)
        return NULL;
    m->keys[j] = key + 1;
    m->vals[j] = NULL;
    m->len++;
    return &m->vals[j];
}

static void map_clear(u64map *m, void (*drop)(void *))
{
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i] && drop)
            drop(m->vals[i]);
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

/* ---- Reports ----------------------------------------------------------------------------- */

typedef enum { HZ_RAW, HZ_WAR, HZ_WAW, HZ_UNINIT, HZ_SYNC, HZ_HEAP } hz_kind;

typedef struct {
    hz_kind kind;
    bool shared;
    bool benign;                     /* a write of the value the location already held */
    uint32_t cur_val, new_val;       /* WAW: the bytes stored by the two writes */
    acc first, second;               /* the earlier access and the one that found the hazard */
    bool first_write, second_write, second_atomic;
    uint64_t addr;
    int size;
    uint64_t count;
    char *msg;                       /* HZ_SYNC: what was wrong */
    const char *what;                /* HZ_SYNC: synccheck's words for it */
    uint8_t narrow;                  /* the later thread's tstate.narrow when it was found */
    uint64_t near_base, near_size;   /* HZ_HEAP: the nearest live block (size 0: none) */
    bool local;                      /* HZ_UNINIT: in the thread's local memory */
} hazard;

/* A race between two lanes of one warp (racecheck reports it apart, as a warning). */
static bool intra_warp(const hazard *h)
{
    return h->first.block == h->second.block && h->first.tib / 32 == h->second.tib / 32;
}

typedef struct {
    uint32_t grid[3], block[3];
    char *kernel;
} launch_info;

/* A finished block's shadow of shared memory, for the next block (blockst's fields). */
typedef struct {
    granule *shared;
    uint32_t nshared;
    uint8_t *shinit;
    uint64_t *quiet;
} shadow_buf;

struct dm_san {
    unsigned checks;
    bool avx2;                       /* the CPU has AVX2 (lane_granules_avx2) */
    bool json;                       /* reports as JSON lines, not text */
    bool volatile_plain;             /* volatile accesses are checked as plain ones (:compare) */
    bool volatile_seen;              /* ... and there were some */
    dm_san_launch l;
    u64map pages;                    /* global page -> granule[PAGE_GRANS] (this launch) */
    VEC(void *) chunks;              /* where the pages are (page_shadow_new) */
    size_t chunk_left;               /* bytes of the last chunk no page has taken */
    u64map blocks;                   /* linear block -> blockst */
    u64map sync;                     /* global or shared granule -> vclock (released values) */
    u64map init;                     /* global page -> initialised-byte bits (the session) */
    uint64_t shadow;                 /* bytes of global shadow pages (kept from launch to launch,
                                        up to half of SHADOW_CAP: fresh pages cost the kernel's
                                        page faults, and clearing them a pass over them) */
    uint32_t launch;                 /* this launch's number, from 1 */
    VEC(launch_info) launches;       /* by number - 1 */
    uint64_t unwatched;              /* global accesses not checked: the shadow was full */
    /* the blocks last looked up, by their linear index's low bits (the resident blocks take turns
     * a warp at a time: one last block was a look in the map at nearly every access) */
    blockst *recent[64];
    uint32_t stamp;                  /* the last block's stamp */
    VEC(shadow_buf) pool;            /* shared-memory shadows of finished blocks */
    uint64_t pool_grans;             /* their granules */
    uint64_t last_page_key;
    granule *last_page;
    uint32_t nthreads;
    VEC(hazard) hz;
    uint64_t errors, warnings;
    uint64_t race_errors;            /* race reports that are errors (the warnings: .warnings) */
    dm_san_count count;              /* reports by kind (dm_san_counts) */
    /* the allocation last checked for initialisation */
    uint64_t alo, ahi;
    bool acheck;
};

dm_san *dm_san_new(unsigned checks)
{
    dm_san *s = sess_xcalloc(1, sizeof *s);
    s->checks = checks;
#ifdef SAN_AVX2
    s->avx2 = __builtin_cpu_supports("avx2");
#endif
    return s;
}

static void drop_local(blockst *b)
{
    if (b->linit)
        for (uint32_t i = 0; i < b->nthreads; i++)
            free(b->linit[i]);
    free(b->linit);
    free(b->lcap);
    b->linit = NULL;
    b->lcap = NULL;
}

static void drop_block(void *p)
{
    blockst *b = p;
    if (!b)
        return;
    drop_local(b);
    free(b->shared);
    free(b->shinit);
    free(b->quiet);
    VEC_FREE(b->pending);
    if (b->ts)
        for (uint32_t i = 0; i < b->nthreads; i++) {
            vc_free(b->ts[i].vc);
            vc_free(b->ts[i].pend);
            vc_free(b->ts[i].rel);
        }
    free(b->ts);
    if (b->ws)
        for (uint32_t i = 0; i < b->nwarps; i++)
            free(b->ws[i]);
    free(b->ws);
    vc_free(b->bvc);
    free(b);
}

static void drop_vc(void *p) { vc_free(p); }

static void clear_hazards(dm_san *s)
{
    for (size_t i = 0; i < s->hz.len; i++)
        free(s->hz.p[i].msg);
    s->hz.len = 0;
}

static void drop_pool(dm_san *s)
{
    for (size_t i = 0; i < s->pool.len; i++) {
        free(s->pool.p[i].shared);
        free(s->pool.p[i].shinit);
        free(s->pool.p[i].quiet);
    }
    s->pool.len = 0;
    s->pool_grans = 0;
}

static void pages_clear(dm_san *s);

void dm_san_free(dm_san *s)
{
    if (!s)
        return;
    drop_pool(s);
    VEC_FREE(s->pool);
    pages_clear(s);
    map_clear(&s->blocks, drop_block);
    map_clear(&s->sync, drop_vc);
    map_clear(&s->init, free);

    clear_hazards(s);
    VEC_FREE(s->hz);
    for (size_t i = 0; i < s->launches.len; i++)
        free(s->launches.p[i].kernel);
    VEC_FREE(s->launches);
    free(s);
}

unsigned dm_san_checks(const dm_san *s) { return s->checks; }
void dm_san_set_json(dm_san *s, bool json) { s->json = json; }
void dm_san_set_volatile_plain(dm_san *s, bool on) { s->volatile_plain = on; }
void dm_san_set_checks(dm_san *s, unsigned checks) { s->checks = checks; }
uint64_t dm_san_errors(const dm_san *s) { return s->errors; }
uint64_t dm_san_warnings(const dm_san *s) { return s->warnings; }
void dm_san_counts(const dm_san *s, dm_san_count *out) { *out = s->count; }
uint64_t dm_san_race_errors(const dm_san *s) { return s->race_errors; }
void dm_san_count_error(dm_san *s) { s->errors++; }

void dm_san_begin(dm_san *s, const dm_san_launch *l)
{
    s->l = *l;
    s->nthreads = l->block[0] * l->block[1] * l->block[2]; /* at most 1024 (M_TIB) */
    if (++s->launch == 0) { /* after 2^32 launches: forget every page rather than mistake one */
        pages_clear(s);
        s->launch = 1;
    }
    launch_info li = {{l->grid[0], l->grid[1], l->grid[2]}, {l->block[0], l->block[1], l->block[2]},
                             sess_xstrdup(l->kernel ? l->kernel : "?")};
    if (s->launch > s->launches.len)
        VEC_PUSH(s->launches, li);
    else {
        free(s->launches.p[s->launch - 1].kernel);
        s->launches.p[s->launch - 1] = li;
    }
    memset(s->recent, 0, sizeof s->recent);
    s->last_page = NULL;
    s->acheck = false;
    s->alo = s->ahi = 0;
    clear_hazards(s);
}

static blockst *block_of(dm_san *s, uint32_t linear)
{
    blockst *r = s->recent[linear % 64];
    if (r && r->linear == linear)
        return r;
    void **slot = map_slot(&s->blocks, linear, true);
    if (!*slot) {
        blockst *b = sess_xcalloc(1, sizeof *b);
        b->linear = linear;
        if (++s->stamp == 0) { /* after 2^32 blocks: no pooled granule may keep an old stamp */
            drop_pool(s);
            s->stamp = 1;
        }
        b->stamp = s->stamp;
        b->nthreads = s->nthreads;
        b->nwarps = (s->nthreads + 31) / 32;
        *slot = b;
    }
    s->recent[linear % 64] = *slot;
    return *slot;
}

static void settle_reads(dm_san *s, blockst *b);

void dm_san_block_done(dm_san *s, uint32_t block)
{
    blockst *b = s->recent[block % 64];
    if (!b || b->linear != block) {
        void **slot = map_slot(&s->blocks, block, false);
        if (!slot || !*slot)
            return;
        b = *slot;
    }
    settle_reads(s, b);
    VEC_FREE(b->pending);
    /* its shared memory goes (its shadow to the pool); its clocks stay (its accesses to global
     * memory are still compared with later blocks' by the records, which keep its clock values) */
    if (b->shared) {
        shadow_buf sb = {b->shared, b->nshared, b->shinit, b->quiet};
        VEC_PUSH(s->pool, sb);
        s->pool_grans += b->nshared;
    }
    b->shared = NULL;
    b->nshared = 0;
    b->shinit = NULL;
    b->quiet = NULL;
    drop_local(b);
}

static tstate *tstate_of(blockst *b, uint32_t tib)
{
    if (!b->ts)
        b->ts = sess_xcalloc(b->nthreads, sizeof *b->ts);
    return &b->ts[tib];
}

/* Global shadow pages are carved from chunks of 2 MiB mapped anonymous, asking the kernel for
 * transparent huge pages: fresh mappings read as zero, so no pass clears them, and a chunk is one
 * page fault rather than 512. (A launch's first look at 4 MiB of input made 56 MiB of shadow:
 * malloc and memset made that 14000 faults and a pass over it, a first sanitized run of the
 * shared-memory reduction 20x the plain one where later runs were 4x.) */
#define CHUNK_BYTES (2u << 20)
#define PAGE_SHADOW_BYTES ((size_t)PAGE_GRANS * (sizeof(granule) + sizeof(gcold)))

static void *chunk_map(void)
{
    void *a = sess_pages(CHUNK_BYTES); /* (2 MiB-aligned, in a huge page where the kernel gives one) */
    CR_ASSERT(a != NULL);
    return a;
}

static granule *page_shadow_new(dm_san *s)
{
    if (s->chunk_left < PAGE_SHADOW_BYTES) {
        VEC_PUSH(s->chunks, chunk_map());
        s->chunk_left = CHUNK_BYTES;
    }
    granule *g = (granule *)((uint8_t *)s->chunks.p[s->chunks.len - 1] + (CHUNK_BYTES - s->chunk_left));
    s->chunk_left -= PAGE_SHADOW_BYTES;
    return g;
}

/* Forget every global shadow page. */
static void pages_clear(dm_san *s)
{
    map_clear(&s->pages, NULL);
    for (size_t i = 0; i < s->chunks.len; i++)
        sess_pages_free(s->chunks.p[i], CHUNK_BYTES);
    VEC_FREE(s->chunks);
    s->chunk_left = 0;
    s->shadow = 0;
    s->last_page = NULL;
}

/* The shadow page of global address ADDR, made when the shadow has room (s->last_page). */
static __attribute__((noinline)) granule *global_page(dm_san *s, uint64_t addr)
{
    uint64_t key = addr >> PAGE_SHIFT;
    void **slot = map_slot(&s->pages, key, s->shadow < SHADOW_CAP);
    if (!slot) {
        s->unwatched++;
        return NULL;
    }
    if (!*slot) {
        *slot = page_shadow_new(s);
        s->shadow += PAGE_SHADOW_BYTES;
    }
    s->last_page = *slot;
    s->last_page_key = key;
    return *slot;
}

/* The record of global address ADDR (NULL: the shadow is full), its cold one in *GC. */
static inline granule *global_granule(dm_san *s, uint64_t addr, gcold **gc)
{
    granule *page = s->last_page;
    if (__builtin_expect(!page || s->last_page_key != addr >> PAGE_SHIFT, 0) && !(page = global_page(s, addr)))
        return NULL;
    size_t i = (addr & ((1u << PAGE_SHIFT) - 1)) / GRAN;
    granule *g = &page[i];
    *gc = granules_cold(page, PAGE_GRANS) + i;
    if (__builtin_expect(g->launch != s->launch, 0)) {
        /* (assignments, not memset calls: this runs for every granule a launch first touches;
         * the write, of an earlier launch now, stays for :who) */
        clear_reads(g);
        g->rm = 0;
        g->launch = s->launch;
    }
    return g;
}

/* The block's shadow of shared memory made to cover offset OFF (a finished block's, when
 * there is one: its granules are of another block, so empty to this one, and its initialised
 * bits and quiet epochs are cleared). */
static void shared_grow(dm_san *s, blockst *b, uint64_t off)
{
    uint64_t g = off / GRAN;
    if (!b->shared && s->pool.len) {
        shadow_buf sb = s->pool.p[--s->pool.len];
        s->pool_grans -= sb.nshared;
        b->shared = sb.shared;
        b->nshared = sb.nshared;
        b->shinit = sb.shinit;
        b->quiet = sb.quiet;
        memset(b->shinit, 0, (b->nshared * GRAN + 7) / 8);
        memset(b->quiet, 0, QUIET_WORDS(b->nshared) * sizeof *b->quiet);
    }
    if (g >= b->nshared) {
        uint32_t n = (uint32_t)g + 1;
        n = n < 256 ? 256 : n;
        while (n <= g)
            n *= 2;
        granule *ng = granules_new(n);
        if (b->nshared) {
            memcpy(ng, b->shared, b->nshared * sizeof(granule));
            memcpy(granules_cold(ng, n), granules_cold(b->shared, b->nshared), b->nshared * sizeof(gcold));
        }
        free(b->shared);
        b->shared = ng;
        uint32_t ib = (b->nshared * GRAN + 7) / 8, nb = (n * GRAN + 7) / 8;
        b->shinit = sess_xrealloc(b->shinit, nb);
        memset(b->shinit + ib, 0, nb - ib);
        size_t qo = b->quiet ? QUIET_WORDS(b->nshared) : 0, qn = QUIET_WORDS(n);
        b->quiet = sess_xrealloc(b->quiet, qn * sizeof *b->quiet);
        memset(b->quiet + qo, 0, (qn - qo) * sizeof *b->quiet);
        b->nshared = n;
    }
}

/* The granule of shared memory at offset OFF of block B (made empty when it was another
 * block's), its cold record in *GC. */
static inline granule *shared_granule(dm_san *s, blockst *b, uint64_t off, gcold **gc)
{
    if (__builtin_expect(off / GRAN >= b->nshared, 0))
        shared_grow(s, b, off);
    granule *g = &b->shared[off / GRAN];
    *gc = granules_cold(b->shared, b->nshared) + off / GRAN;
    if (__builtin_expect(g->launch != b->stamp, 0))
        granule_reset(g, b->stamp);
    return g;
}

/* ---- Happens-before -------------------------------------------------------------------- */

typedef struct {
    blockst *b;
    uint32_t block;                  /* linear + 1 */
    uint16_t tib;
    tstate *ts;                      /* or NULL */
} who;

static bool ordered_slow(const acc *a, const who *c);

static inline bool ordered(const acc *a, const who *c)
{
    if (!a->block)
        return true;
    if (a->block == c->block && (a->tib == c->tib || a->at < c->b->bar))
        return true;
    return ordered_slow(a, c);
}

static bool ordered_slow(const acc *a, const who *c)
{
    if (a->block == c->block) {
        if (a->tib / 32 == c->tib / 32 && c->b->ws) {
            const warpsync *ws = c->b->ws[c->tib / 32];
            if (ws && ws->last[a->tib % 32][c->tib % 32] > a->at)
                return true;
        }
    }
    const vclock *vs[2] = {c->ts ? c->ts->vc : NULL, c->b->bvc};
    for (int i = 0; i < 2; i++) {
        uint32_t v;
        if (!vs[i])
            continue;
        if (vc_get(vs[i], (uint64_t)(a->block - 1) << 16 | a->tib, &v) && v >= a->at)
            return true;
        if (vc_get(vs[i], (uint64_t)(a->block - 1) << 16 | BLOCK_KEY, &v) && v > a->at)
            return true;
    }
    return false;
}

/* What thread C knows now, for a release: its acquisitions, its own accesses up to its clock,
 * and its block's accesses before the current barrier epoch. */
static vclock *snapshot(const who *c, tstate *t, uint8_t scope)
{
    vclock *v = vc_new(c->block - 1, scope);
    vc_join(&v, t->vc);
    vc_join(&v, c->b->bvc);
    v->block = c->block - 1;
    v->scope = scope;
    vc_set(v, (uint64_t)(c->block - 1) << 16 | c->tib, c->b->now);
    vc_set(v, (uint64_t)(c->block - 1) << 16 | BLOCK_KEY, c->b->bar);
    return v;
}

/* Whether a release by V's block reaches thread C at scope SCOPE. */
static bool reaches(const vclock *v, const who *c, int scope)
{
    if (v->block == c->block - 1)
        return v->scope >= 1 && scope >= 1;
    return v->scope >= 2 && scope >= 2;
}

/* ---- Hazards ----------------------------------------------------------------------------- */

/* The values of a store in one granule: what the last write stored and what this one stores,
 * in the bytes both wrote (NULL: not a store, or the value is not known). */
typedef struct {
    uint32_t cur, val;
} stval;

static __attribute__((noinline, cold)) hazard *report(dm_san *s, hz_kind kind, bool shared, const acc *first, bool first_write,
                      const acc *second, bool second_write, bool second_atomic, uint64_t addr, int size,
                      const stval *sv)
{
    bool benign = kind == HZ_WAW && sv && sv->cur == sv->val;
    /* racecheck counts a hazard per byte */
    uint64_t n = first && kind != HZ_UNINIT && kind != HZ_SYNC && kind != HZ_HEAP ?
                 (uint64_t)__builtin_popcount(first->bytes & second->bytes) : 1;
    /* a race within a warp is reported apart from one between warps (a warning, not an error) */
    bool intra = first && first->block == second->block && first->tib / 32 == second->tib / 32;
    for (size_t i = 0; i < s->hz.len; i++) {
        hazard *h = &s->hz.p[i];
        if (h->kind == kind && h->shared == shared && h->benign == benign && h->second.pc == second->pc &&
            (kind == HZ_UNINIT || kind == HZ_SYNC || kind == HZ_HEAP ||
             (h->first.pc == first->pc && intra == intra_warp(h)))) {
            h->count += n;
            return h;
        }
    }
    if (s->hz.len >= MAX_REPORTS)
        return NULL;
    hazard h = {kind, shared, benign, sv ? sv->cur : 0, sv ? sv->val : 0, first ? *first : (acc){0},
                *second, first_write, second_write, second_atomic, addr, size, n, NULL, NULL, 0, 0, 0, false};
    VEC_PUSH(s->hz, h);
    return &s->hz.p[s->hz.len - 1];
}

static inline void check_race(dm_san *s, granule *g, gcold *gc, const acc *cur, dm_san_how how, const who *c,
                              bool shared, uint64_t addr, int size, const stval *sv)
{
    bool write = how != DM_SAN_READ;
    acc w = acc_w(g, gc);
    bool found = false;
    if (w.block && (w.bytes & cur->bytes) && !(w.strong && cur->strong) && !ordered(&w, c)) {
        stval both, *bp = NULL;
        if (write && sv && gc->wknown) {
            uint32_t m = byte_mask(w.bytes & cur->bytes);
            both.cur = gc->wval & m;
            both.val = sv->val & m;
            bp = &both;
        }
        hazard *h = report(s, write ? HZ_WAW : HZ_RAW, shared, &w, true, cur, write, how == DM_SAN_ATOMIC, addr,
                           size, bp);
        if (h && c->ts && c->ts->narrow)
            h->narrow = c->ts->narrow;
        found = true;
    }
    acc r = acc_r(g), r2 = acc_r2(g);
    if (write) {
        const acc *rs[2] = {&r, &r2};
        for (int i = 0; i < 2 && !found; i++) {
            const acc *x = rs[i];
            if (x->block && (x->bytes & cur->bytes) && !(x->strong && cur->strong) && !ordered(x, c)) {
                report(s, HZ_WAR, shared, x, false, cur, true, how == DM_SAN_ATOMIC, addr, size, NULL);
                break;
            }
        }
        uint32_t m = byte_mask(cur->bytes);
        gc->wval = (gc->wval & ~m) | ((sv ? sv->val : 0) & m);
        gc->wknown = sv != NULL;
        bool same = w.block == cur->block && w.tib == cur->tib && w.at >= c->b->bar;
        if (same) {
            w.bytes |= cur->bytes, w.pc = cur->pc, w.at = cur->at, w.strong = cur->strong;
            set_w(g, gc, &w, s->launch);
        } else
            set_w(g, gc, cur, s->launch);
        if (how == DM_SAN_ATOMIC) {
            set_r2(g, &r);
            set_r(g, cur);
        } else
            clear_reads(g);
        return;
    }
    /* a read: keep the latest, and an earlier one it is not ordered after; when both are of
     * this barrier epoch of this block and of different threads, they stand for every reader
     * of the epoch (a later write that races with some reader races with one of them, unless
     * a __syncwarp orders those two) */
    if (r.block == cur->block && r2.block == cur->block && r.at >= c->b->bar &&
        r2.at >= c->b->bar && r.tib != r2.tib && !c->b->ws)
        return;
    if (!r.block || (r.tib == cur->tib && r.block == cur->block)) {
        set_r(g, cur);
    } else if (ordered(&r, c)) {
        if (r2.block && ordered(&r2, c))
            clear_r2(g);
        set_r(g, cur);
    } else {
        set_r2(g, &r);
        set_r(g, cur);
    }
}

/* ---- Initialisation ---------------------------------------------------------------------- */

static uint8_t *init_bits(dm_san *s, uint64_t addr, bool make)
{
    void **slot = map_slot(&s->init, addr >> PAGE_SHIFT, make);
    if (!slot)
        return NULL;
    if (!*slot && make)
        *slot = sess_xcalloc(1, (1u << PAGE_SHIFT) / 8);
    return *slot;
}

/* Set (SET) or clear the initialised bits of global bytes [ADDR, ADDR+N). */
static void init_range(dm_san *s, uint64_t addr, uint64_t n, bool set)
{
    while (n) {
        uint8_t *bits = init_bits(s, addr, set);
        uint64_t off = addr & ((1u << PAGE_SHIFT) - 1);
        uint64_t k = (1u << PAGE_SHIFT) - off;
        if (k > n)
            k = n;
        /* the odd bits at both ends one at a time, the whole bytes between by memset (a
         * cudaMemcpy of megabytes marked bit by bit took longer than the copy) */
        uint64_t i = off, end = off + k;
        for (; bits && i < end && i % 8; i++)
            bits[i / 8] = set ? (uint8_t)(bits[i / 8] | 1u << (i % 8)) : (uint8_t)(bits[i / 8] & ~(1u << (i % 8)));
        if (bits && end - i >= 8) {
            memset(bits + i / 8, set ? 0xff : 0, (end - i) / 8);
            i += (end - i) & ~(uint64_t)7;
        }
        for (; bits && i < end; i++)
            bits[i / 8] = set ? (uint8_t)(bits[i / 8] | 1u << (i % 8)) : (uint8_t)(bits[i / 8] & ~(1u << (i % 8)));
        addr += k;
        n -= k;
    }
}

static void mark_init(dm_san *s, uint64_t addr, uint64_t n)
{
    init_range(s, addr, n, true);
}

static void where_text(const dm_san *s, uint32_t pc, sess_buf *out, const char **file_out, int *line_out);

/* One access of the shadow memory, for :who. */
static void who_line(const dm_san *s, const char *what, const acc *a, uint32_t launch, sess_buf *out)
{
    const launch_info *li = launch && launch <= s->launches.len ? &s->launches.p[launch - 1] : NULL;
    uint32_t lin = a->block - 1;
    uint32_t gx = li && li->grid[0] ? li->grid[0] : 1, gy = li && li->grid[1] ? li->grid[1] : 1;
    uint32_t bx = li && li->block[0] ? li->block[0] : 1, by = li && li->block[1] ? li->block[1] : 1;
    sess_buf_printf(out, "  %s: thread (%u,%u,%u) in block (%u,%u,%u), ", what, a->tib % bx, a->tib / bx % by,
                    a->tib / bx / by, lin % gx, lin / gx % gy, lin / gx / gy);
    where_text(s, a->pc, out, NULL, NULL);
    sess_buf_printf(out, " (sanitized launch %u: %s%s)\n", launch, li ? li->kernel : "?",
                    a->strong ? ", an atomic or volatile access" : "");
}

void dm_san_who(dm_san *s, uint64_t addr, uint64_t size, sess_buf *out)
{
    bool any = false;
    if (size > 64)
        size = 64;
    for (uint64_t go = addr & ~(uint64_t)(GRAN - 1); go < addr + size; go += GRAN) {
        void **slot = map_slot(&s->pages, go >> PAGE_SHIFT, false);
        if (!slot || !*slot)
            continue;
        size_t i = (go & ((1u << PAGE_SHIFT) - 1)) / GRAN;
        const granule *g = &((granule *)*slot)[i];
        const gcold *gc = granules_cold(*slot, PAGE_GRANS) + i;
        acc w = acc_unpack(gc->wblock, gc->wpc, gc->wat, gc->wm), r = acc_r(g), r2 = acc_r2(g);
        if (!w.block && !(r.block && g->launch))
            continue;
        any = true;
        sess_buf_printf(out, "0x%llx:\n", (unsigned long long)go);
        if (w.block)
            who_line(s, gc->wknown ? "last written" : "last written (atomically)", &w, gc->wlaunch, out);
        if (w.block && gc->wknown)
            sess_buf_printf(out, "  with the value 0x%08x (its bytes of this word)\n", gc->wval);
        if (r2.block)
            who_line(s, "read", &r2, g->launch, out);
        if (r.block)
            who_line(s, r2.block ? "and read" : "read since", &r, g->launch, out);
    }
    if (!any)
        sess_buf_printf(out, "no record of 0x%llx: the sanitizer keeps the accesses of launches run with "
                             "the race check on (:sanitize race), until a later one touches the same "
                             "memory\n", (unsigned long long)addr);
}

void dm_san_host_wrote(dm_san *s, uint64_t addr, uint64_t n)
{
    if (s && s->checks & DM_SAN_INIT)
        mark_init(s, addr, n);
}

void dm_san_forget(dm_san *s, uint64_t addr, uint64_t n)
{
    if (!s || !(s->checks & DM_SAN_INIT))
        return;
    init_range(s, addr, n, false);
    s->acheck = false;
    s->alo = s->ahi = 0;
}

/* Whether global bytes [ADDR, ADDR+N) are checked for initialisation: memory of cudaMalloc and
 * of the device heap (device variables start initialised; managed and mapped host memory are
 * written by host code the sanitizer does not see). */
static bool init_checked(dm_san *s, uint64_t addr, int n)
{
    if (addr >= s->alo && addr + (uint64_t)n <= s->ahi)
        return s->acheck;
    const dm_alloc *a = s->l.mem ? dm_find_alloc(s->l.mem, addr, (uint64_t)n) : NULL;
    if (!a) {
        uint64_t h = s->l.mem ? s->l.mem->heap_base : 0;
        if (h && addr >= h && addr + (uint64_t)n <= h + s->l.mem->heap_size) {
            s->alo = h;
            s->ahi = h + s->l.mem->heap_size;
            s->acheck = true;
            return true;
        }
        return false;
    }
    s->alo = a->base;
    s->ahi = a->base + a->size;
    s->acheck = a->kind == DM_ALLOC_DEVICE || a->kind == DM_ALLOC_HEAP;
    return s->acheck;
}

static bool bits_all(const uint8_t *bits, uint64_t off, int n)
{
    for (int i = 0; i < n; i++)
        if (!(bits[(off + (uint64_t)i) / 8] >> ((off + (uint64_t)i) % 8) & 1))
            return false;
    return true;
}

static void bits_set(uint8_t *bits, uint64_t off, int n)
{
    for (int i = 0; i < n; i++)
        bits[(off + (uint64_t)i) / 8] |= (uint8_t)(1u << ((off + (uint64_t)i) % 8));
}

/* ---- The hooks --------------------------------------------------------------------------- */

static warpsync *warpsync_of(blockst *b, uint32_t warp)
{
    if (!b->ws)
        b->ws = sess_xcalloc(b->nwarps, sizeof *b->ws);
    if (!b->ws[warp])
        b->ws[warp] = sess_xcalloc(1, sizeof(warpsync));
    return b->ws[warp];
}

/* Releases and acquires of a strong access by thread C to the granule KEY. */
static void sync_access(dm_san *s, const who *c, tstate *t, uint64_t key, dm_san_how how, int order,
                        int scope)
{
    bool reads = how != DM_SAN_WRITE, writes = how != DM_SAN_READ;
    if (reads) {
        void **slot = map_slot(&s->sync, key, false);
        const vclock *v = slot ? *slot : NULL;
        if (v && reaches(v, c, scope)) {
            bool acq = order == DM_ORDER_ACQUIRE || order == DM_ORDER_ACQ_REL || order == DM_ORDER_SC;
            vclock **into = acq ? &t->vc : &t->pend;
            uint64_t *from = acq ? &t->vc_from : &t->pend_from;
            if (!*into || *from != v->stamp) { /* (joined once, it is there: no clock shrinks) */
                vc_join(into, v);
                *from = v->stamp;
            }
        } else if (v && v->n) {
            t->narrow = v->scope < 2 ? 1 : 2;
        }
    }
    if (writes) {
        vclock *rel = NULL;
        if (order == DM_ORDER_RELEASE || order == DM_ORDER_ACQ_REL || order == DM_ORDER_SC) {
            rel = snapshot(c, t, (uint8_t)scope);
            c->b->now++;
        } else if (t->rel) {
            rel = vc_new(t->rel->block, t->rel->scope);
            vc_join(&rel, t->rel);
            if (scope < rel->scope)
                rel->scope = (uint8_t)scope;
        }
        void **slot = map_slot(&s->sync, key, rel != NULL || how == DM_SAN_WRITE);
        if (!slot) {
            vc_free(rel);
            return;
        }
        if (how == DM_SAN_ATOMIC) {
            /* a read-modify-write continues the release sequence of the value it read */
            if (rel) {
                vc_join((vclock **)slot, rel);
                vc_free(rel);
            }
        } else {
            vc_free(*slot);
            *slot = rel;
        }
    }
}

/* The shadow's offset of device address A: in the block's shared memory (*SHARED), or the
 * global address itself; false for the memory the sanitizer does not follow (local, constant,
 * parameters). */
static inline bool shadow_offset(const dm_mem *M, uint64_t a, uint64_t *off, bool *shared)
{
    dm_window win = dm_window_of(M, a);
    *shared = win == DM_W_SHARED;
    *off = *shared ? a - M->shared_base - DM_SHARED_RESERVED : a;
    return win == DM_W_GLOBAL || win == DM_W_SHARED;
}

/* One lane of plain_access: its access of BYTES of granule G (of the block's shared memory, the
 * granule at offset OFF, when SHARED); true when it may race (the general path decides). */
#define ORD(blk, m, at_) (!(blk) || ((blk) == blk1 && (((m) & M_TIB) == tib || (at_) < bar)))
static inline __attribute__((always_inline)) bool plain_lane(dm_san *s, blockst *b, granule *g, gcold *gc,
                                                             bool shared, uint64_t off, uint32_t blk1,
                                                             uint16_t tib, uint8_t bytes, bool write,
                                                             uint32_t pc, const uint64_t *val, int l, uint32_t sh)
{
    const uint32_t bar = b->bar, now = b->now;
    /* the last write, where it is of this launch (the cold record) */
    const bool wcur = W_CUR(g);
    if (wcur && (gc->wm >> M_BYTES_SHIFT & bytes) && !ORD(gc->wblock, gc->wm, gc->wat))
        return true;
    if (!write) {
        if (g->rblock == blk1 && g->r2block == blk1 && g->rat >= bar && g->r2at >= bar &&
            ((g->rm ^ g->r2m) & M_TIB)) {
            /* every reader of the epoch is represented: so is this one. When the last write
             * is of an earlier epoch too, no read of the epoch has anything to do here */
            if (shared && (!wcur || gc->wat < bar) && bar + 1)
                QUIET_SET(b, off / GRAN);
            return false;
        }
        acc cur = {blk1, pc, now, tib, bytes, 0};
        if (!g->rblock || (g->rblock == blk1 && (g->rm & M_TIB) == tib)) {
            set_r(g, &cur);
        } else if (ORD(g->rblock, g->rm, g->rat)) {
            if (g->r2block && ORD(g->r2block, g->r2m, g->r2at))
                clear_r2(g);
            set_r(g, &cur);
        } else {
            g->r2block = g->rblock;
            g->r2pc = g->rpc;
            g->r2at = g->rat;
            g->r2m = g->rm & (uint16_t)~M_WCUR;
            set_r(g, &cur);
        }
        if (shared && g->r2block == blk1 && g->r2at >= bar && (g->r2m & M_TIB) != tib && (!wcur || gc->wat < bar) &&
            bar + 1)
            QUIET_SET(b, off / GRAN); /* as above, from the next read on */
        return false;
    }
    if ((g->rblock && (g->rm >> M_BYTES_SHIFT & bytes) && !ORD(g->rblock, g->rm, g->rat)) ||
        (g->r2block && (g->r2m >> M_BYTES_SHIFT & bytes) && !ORD(g->r2block, g->r2m, g->r2at)))
        return true;
    uint32_t bm = byte_mask(bytes);
    gc->wval = (gc->wval & ~bm) | ((val ? (uint32_t)(val[l] << (8 * sh)) : 0) & bm);
    gc->wknown = val != NULL;
    if (wcur && gc->wblock == blk1 && (gc->wm & M_TIB) == tib && gc->wat >= bar) {
        gc->wm |= (uint16_t)(bytes << M_BYTES_SHIFT);
        gc->wpc = pc;
        gc->wat = now;
    } else {
        acc cur = {blk1, pc, now, tib, bytes, 0};
        set_w(g, gc, &cur, s->launch);
    }
    clear_reads(g);
    if (shared)
        QUIET_CLEAR(b, off / GRAN);
    return false;
}
#undef ORD

/* Bounds LO <= every lane's address <= HI of the lanes MASK, and BITS their OR; false when they
 * are not all in the shared window. The AND and the OR of the addresses first (a loop the
 * compiler makes vector code of): bounds, looser than the least and the greatest; a warp's
 * addresses of global memory stop there, and those of a tile too, which keep within an aligned
 * block of it; the least and the greatest only where the loose bounds leave the shared window
 * or span 64 granules or more (plain_access's one-step read needs less). */
static inline bool lane_bounds(const dm_mem *M, uint64_t s0, uint32_t mask, const uint64_t *addr,
                               uint64_t *lo, uint64_t *hi, uint64_t *bits)
{
    uint64_t an = ~0ull, o = 0;
    if (mask == 0xffffffffu) {
#ifdef __SSE2__
        /* two lanes a step (gcc -O2 leaves the scalar loop scalar) */
        __m128i va = _mm_set1_epi64x(-1), vo = _mm_setzero_si128();
        for (int l = 0; l < 32; l += 2) {
            __m128i x = _mm_loadu_si128((const __m128i *)(addr + l));
            va = _mm_and_si128(va, x);
            vo = _mm_or_si128(vo, x);
        }
        an = (uint64_t)_mm_cvtsi128_si64(va) & (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(va, va));
        o = (uint64_t)_mm_cvtsi128_si64(vo) | (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(vo, vo));
#else
        for (int l = 0; l < 32; l++) {
            an &= addr[l];
            o |= addr[l];
        }
#endif
    } else {
        for (uint32_t m = mask; m; m &= m - 1) {
            an &= addr[__builtin_ctz(m)];
            o |= addr[__builtin_ctz(m)];
        }
    }
    *bits = o;
    *lo = an;
    *hi = o;
    bool in_lo = an >= s0 && dm_window_of(M, an) == DM_W_SHARED, in_hi = dm_window_of(M, o) == DM_W_SHARED;
    if (in_lo && in_hi && (o - s0) / GRAN - (an - s0) / GRAN < 64)
        return true;
    if (!in_lo && !in_hi)
        return false; /* (global memory) */
    uint64_t mn = UINT64_MAX, mx = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        uint64_t a = addr[__builtin_ctz(m)];
        mn = a < mn ? a : mn;
        mx = a > mx ? a : mx;
    }
    *lo = mn;
    *hi = mx;
    return mn >= s0 && dm_window_of(M, mn) == DM_W_SHARED && dm_window_of(M, mx) == DM_W_SHARED;
}

#ifdef SAN_AVX2
/* quiet_read's granules of a whole warp in AVX2 (where the CPU has it: dm_san.avx2): GI[l] :=
 * (ADDR[l] - BASE) / GRAN, each below 64, and the result has the bit of each set. */
__attribute__((target("avx2"))) static uint64_t lane_granules_avx2(const uint64_t *addr, uint64_t base,
                                                                   uint8_t *gi)
{
    const __m256i b = _mm256_set1_epi64x((long long)base), one = _mm256_set1_epi64x(1);
    const __m256i lo4 = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    __m256i need = _mm256_setzero_si256(), x[4];
    for (int i = 0; i < 4; i++) {
        __m256i d0 = _mm256_srli_epi64(_mm256_sub_epi64(_mm256_loadu_si256((const __m256i *)(addr + 8 * i)), b), 2);
        __m256i d1 = _mm256_srli_epi64(_mm256_sub_epi64(_mm256_loadu_si256((const __m256i *)(addr + 8 * i + 4)), b), 2);
        need = _mm256_or_si256(need, _mm256_or_si256(_mm256_sllv_epi64(one, d0), _mm256_sllv_epi64(one, d1)));
        /* the low halves of the 8 lanes' 64-bit values, as 8 32-bit ones in lane order */
        x[i] = _mm256_permute2x128_si256(_mm256_permutevar8x32_epi32(d0, lo4),
                                         _mm256_permutevar8x32_epi32(d1, lo4), 0x20);
    }
    /* 32 values to 32 bytes: the packs go by 128-bit halves, the last permutation puts the
     * four-byte groups back in lane order */
    __m256i q = _mm256_packus_epi16(_mm256_packs_epi32(x[0], x[1]), _mm256_packs_epi32(x[2], x[3]));
    q = _mm256_permutevar8x32_epi32(q, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
    _mm256_storeu_si256((__m256i *)gi, q);
    __m128i n = _mm_or_si128(_mm256_castsi256_si128(need), _mm256_extracti128_si256(need, 1));
    return (uint64_t)_mm_cvtsi128_si64(n) | (uint64_t)_mm_extract_epi64(n, 1);
}

/* The granules of a whole warp's read, in one pass (plain_access's first look at a read of
 * shared memory, which is mostly of quiet granules and needs no more): the bits of
 * (ADDR[l] - BASE) / GRAN, those below 64; *DOR the OR of those quotients (below 64 exactly
 * when every lane's is: no lane lies below BASE or 64 granules past it), *AOR the OR of the
 * addresses (their alignment). */
__attribute__((target("avx2"))) static uint64_t lane_need_avx2(const uint64_t *addr, uint64_t base,
                                                               uint64_t *dor, uint64_t *aor)
{
    const __m256i b = _mm256_set1_epi64x((long long)base), one = _mm256_set1_epi64x(1);
    __m256i need = _mm256_setzero_si256(), d_or = need, a_or = need;
    for (int i = 0; i < 8; i++) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(addr + 4 * i));
        __m256i d = _mm256_srli_epi64(_mm256_sub_epi64(a, b), 2);
        need = _mm256_or_si256(need, _mm256_sllv_epi64(one, d));
        d_or = _mm256_or_si256(d_or, d);
        a_or = _mm256_or_si256(a_or, a);
    }
    __m128i n = _mm_or_si128(_mm256_castsi256_si128(need), _mm256_extracti128_si256(need, 1));
    __m128i d = _mm_or_si128(_mm256_castsi256_si128(d_or), _mm256_extracti128_si256(d_or, 1));
    __m128i a = _mm_or_si128(_mm256_castsi256_si128(a_or), _mm256_extracti128_si256(a_or, 1));
    *dor = (uint64_t)_mm_cvtsi128_si64(d) | (uint64_t)_mm_extract_epi64(d, 1);
    *aor = (uint64_t)_mm_cvtsi128_si64(a) | (uint64_t)_mm_extract_epi64(a, 1);
    return (uint64_t)_mm_cvtsi128_si64(n) | (uint64_t)_mm_extract_epi64(n, 1);
}
#endif

/* The quiet bits of the 64 granules from G0. */
static inline uint64_t quiet_from(const blockst *b, uint64_t g0)
{
    uint64_t have = b->quiet[g0 / 64] >> (g0 % 64);
    if (g0 % 64)
        have |= b->quiet[g0 / 64 + 1] << (64 - g0 % 64);
    return have;
}

/* The lanes whose entry of GI is X. */
static inline uint32_t same_lanes(const uint8_t *gi, uint8_t x)
{
#ifdef __SSE2__
    __m128i v = _mm_set1_epi8((char)x);
    uint32_t a = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128((const __m128i *)gi), v));
    uint32_t b = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_load_si128((const __m128i *)(gi + 16)), v));
    return a | b << 16;
#else
    uint32_t m = 0;
    for (int l = 0; l < 32; l++)
        m |= (uint32_t)(gi[l] == x) << l;
    return m;
#endif
}

/* The first read of granule G in the barrier epoch by lane L, where later lanes of the warp
 * (NEXT, not yet taken) read it too, and its last write is of an earlier epoch: plain_lane would
 * record lane L's read (the reads before it are of earlier epochs: ordered before it), then the
 * next lane's (with lane L's as the earlier read not ordered before it), and make the granule
 * quiet; done here in one step, for reads of the whole granule (the first read of a tile's row
 * in the SGEMM: two lanes of each of two granules). False where this does not apply (plain_lane
 * then takes the lanes). */
static inline __attribute__((always_inline)) bool pair_read(blockst *b, granule *g, const gcold *gc, uint32_t blk1,
                                                            uint32_t warp, int l, uint32_t next, uint32_t pc,
                                                            uint64_t gran)
{
    const uint32_t bar = b->bar;
    if (!next || (g->rblock && g->rat >= bar) || (g->r2block && g->r2at >= bar) ||
        ((g->rm & M_WCUR) && gc->wat >= bar) || !(bar + 1))
        return false;
    const uint32_t bytes = 15, now = b->now;
    const int l1 = __builtin_ctz(next);
    /* lane L's read then the next lane's (each of this epoch, not ordered before the other) */
    g->r2block = blk1;
    g->r2pc = pc;
    g->r2at = now;
    g->r2m = (uint16_t)((warp * 32 + (uint32_t)l) | bytes << M_BYTES_SHIFT);
    g->rblock = blk1;
    g->rpc = pc;
    g->rat = now;
    g->rm = (uint16_t)((g->rm & M_WCUR) | (warp * 32 + (uint32_t)l1) | bytes << M_BYTES_SHIFT);
    QUIET_SET(b, gran);
    return true;
}

/* quiet_read's lanes in order, where not all are quiet: GI[l] lane l's granule from the first
 * (each below 64), HAVE the quiet bits from it; lane l's offset in the block's shared memory is
 * OFF32[l], or ADDR[l] - S0 where OFF32 is NULL. */
static inline __attribute__((always_inline)) uint32_t quiet_visit(dm_san *s, blockst *b, uint32_t blk1,
                                                                  uint32_t warp, uint32_t mask, const uint8_t *gi,
                                                                  uint64_t have, const uint64_t *addr,
                                                                  const uint32_t *off32, int size, uint32_t pc,
                                                                  uint64_t s0)
{
    uint32_t visit = mask, slow = 0;
    while (visit) {
        int l = __builtin_ctz(visit);
        visit &= visit - 1;
        if (have >> gi[l] & 1)
            continue;
        uint64_t off = off32 ? off32[l] : addr[l] - s0;
        uint32_t sh = (uint32_t)(off & (GRAN - 1));
        granule *g = &b->shared[off / GRAN];
        if (__builtin_expect(g->launch != b->stamp, 0))
            granule_reset(g, b->stamp);
        if (size == GRAN) {
            const uint32_t same = same_lanes(gi, gi[l]);
            if (pair_read(b, g, granules_cold(b->shared, b->nshared) + off / GRAN, blk1, warp, l, same & visit, pc,
                          off / GRAN)) {
                have |= 1ull << gi[l];
                visit &= ~same;
                continue;
            }
        }
        if (plain_lane(s, b, g, granules_cold(b->shared, b->nshared) + off / GRAN, true, off, blk1,
                       (uint16_t)(warp * 32 + (uint32_t)l), (uint8_t)(((1u << size) - 1) << sh), false, pc,
                       NULL, l, sh))
            slow |= 1u << l;
        if (QUIET(b, off / GRAN)) {
            have |= 1ull << gi[l];
            visit &= ~same_lanes(gi, gi[l]);
        }
    }
    return slow;
}

/* plain_access's read of shared memory whose lanes' granules lie within 64 from G0: done in
 * one step when they are all quiet (the usual read of a tile, after the first warp's); else the
 * lanes in order, each granule's until it is quiet (the rest of its lanes then have nothing to
 * do: the first read of a row of a tile, by its 16 lanes, costs two), as plain_access's loop
 * takes them. The lanes that may race are returned. */
static uint32_t quiet_read(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp, uint32_t mask,
                           const uint64_t *addr, int size, uint32_t pc, uint64_t s0, uint64_t g0)
{
    uint8_t gi[32] __attribute__((aligned(16)));
    uint64_t need = 0;
#ifdef SAN_AVX2
    if (mask == 0xffffffffu && s->avx2)
        need = lane_granules_avx2(addr, s0 + g0 * GRAN, gi);
    else
#endif
    {
        if (mask == 0xffffffffu) {
            for (int l = 0; l < 32; l++)
                gi[l] = (uint8_t)((addr[l] - s0) / GRAN - g0);
        } else {
            memset(gi, 0xff, sizeof gi); /* (no granule's) */
            for (uint32_t m = mask; m; m &= m - 1)
                gi[__builtin_ctz(m)] = (uint8_t)((addr[__builtin_ctz(m)] - s0) / GRAN - g0);
        }
        for (uint32_t m = mask; m; m &= m - 1)
            need |= 1ull << gi[__builtin_ctz(m)];
    }
    uint64_t have = quiet_from(b, g0);
    if ((have & need) == need)
        return 0;
    return quiet_visit(s, b, blk1, warp, mask, gi, have, addr, NULL, size, pc, s0);
}

/* plain_access's lanes of the block's shared memory, each aligned within a granule that the
 * shadow covers, in order (a loop of their own for a store and for a read: the general path's
 * registers, around them in plain_access, spilled the lanes' to the stack). */
static inline __attribute__((always_inline)) uint32_t shared_lanes(dm_san *s, blockst *b, uint32_t blk1,
                                                                   uint32_t warp, uint32_t mask,
                                                                   const uint64_t *addr, int size, bool write,
                                                                   uint32_t pc, const uint64_t *val, uint64_t s0)
{
    uint32_t slow = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint64_t off = addr[l] - s0;
        if (!write && QUIET(b, off / GRAN))
            continue;
        uint32_t sh = (uint32_t)(off & (GRAN - 1));
        granule *g = &b->shared[off / GRAN];
        if (__builtin_expect(g->launch != b->stamp, 0))
            granule_reset(g, b->stamp);
        if (plain_lane(s, b, g, granules_cold(b->shared, b->nshared) + off / GRAN, true, off, blk1,
                       (uint16_t)(warp * 32 + (uint32_t)l), (uint8_t)(((1u << size) - 1) << sh), write, pc, val,
                       l, sh))
            slow |= 1u << l;
    }
    return slow;
}

static __attribute__((noinline)) uint32_t shared_lanes_write(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                             uint32_t mask, const uint64_t *addr, int size,
                                                             uint32_t pc, const uint64_t *val, uint64_t s0)
{
    return shared_lanes(s, b, blk1, warp, mask, addr, size, true, pc, val, s0);
}

static __attribute__((noinline)) uint32_t shared_lanes_read(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                            uint32_t mask, const uint64_t *addr, int size,
                                                            uint32_t pc, uint64_t s0)
{
    return shared_lanes(s, b, blk1, warp, mask, addr, size, false, pc, NULL, s0);
}

/* Whether lane l of MASK accesses ADDR[first] + 4 * (l - first): each lane its own granule. */
static inline bool consecutive(uint32_t mask, const uint64_t *addr)
{
    const int f = __builtin_ctz(mask), last = 31 - __builtin_clz(mask);
    const uint64_t base = addr[f] - (uint64_t)f * GRAN;
    uint64_t diff = 0;
    if (addr[last] - addr[f] != (uint64_t)(last - f) * GRAN)
        return false; /* (the usual answer for a warp that is not: at once) */
    if (mask == 0xffffffffu) {
#ifdef __SSE2__
        /* two lanes a step (gcc -O2 leaves the scalar loop scalar) */
        __m128i want = _mm_set_epi64x((long long)(base + GRAN), (long long)base), d = _mm_setzero_si128();
        const __m128i step = _mm_set1_epi64x(2 * GRAN);
        for (int l = 0; l < 32; l += 2) {
            d = _mm_or_si128(d, _mm_xor_si128(_mm_loadu_si128((const __m128i *)(addr + l)), want));
            want = _mm_add_epi64(want, step);
        }
        diff = (uint64_t)_mm_cvtsi128_si64(d) | (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(d, d));
#else
        for (int l = 0; l < 32; l++)
            diff |= addr[l] ^ (base + (uint64_t)l * GRAN);
#endif
    } else
        for (uint32_t m = mask; m; m &= m - 1)
            diff |= addr[__builtin_ctz(m)] ^ (base + (uint64_t)__builtin_ctz(m) * GRAN);
    return !diff;
}

/* plain_access's store of a whole granule by each lane of MASK, lane l's at granule G0 + l of
 * the block's shared memory (the usual store of a warp to a __shared__ array), as plain_lane
 * takes them: since no two lanes share a granule, a lane's checks do not depend on the lanes
 * before it, and its records after it are known from the lane alone (a write of the whole
 * granule, and no reads), so they are written whole rather than field by field. The lanes that
 * may race are left to the general path. */
static __attribute__((noinline)) uint32_t shared_store_run(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                           uint32_t mask, uint64_t g0, uint32_t pc,
                                                           const uint64_t *val)
{
    granule *const gs = b->shared + g0;
    gcold *const cs = granules_cold(b->shared, b->nshared) + g0;
    const uint32_t stamp = b->stamp, bar = b->bar, now = b->now, launch = s->launch;
    uint32_t slow = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        const int l = __builtin_ctz(m);
        const uint16_t tib = (uint16_t)(warp * 32 + (uint32_t)l);
        granule *g = gs + l;
        gcold *c = cs + l;
        bool merge = false;
        if (g->launch == stamp) {
            /* plain_lane's checks: every access of the record overlaps the whole granule */
            const uint16_t rm = g->rm, r2m = g->r2m;
            const bool wcur = rm & M_WCUR;
            if ((wcur && (c->wm >> M_BYTES_SHIFT & 15) &&
                 !(c->wblock == blk1 && ((c->wm & M_TIB) == tib || c->wat < bar))) ||
                (g->rblock && (rm >> M_BYTES_SHIFT & 15) &&
                 !(g->rblock == blk1 && ((rm & M_TIB) == tib || g->rat < bar))) ||
                (g->r2block && (r2m >> M_BYTES_SHIFT & 15) &&
                 !(g->r2block == blk1 && ((r2m & M_TIB) == tib || g->r2at < bar)))) {
                slow |= 1u << l;
                continue;
            }
            merge = wcur && c->wblock == blk1 && (c->wm & M_TIB) == tib && c->wat >= bar;
        }
        c->wval = val ? (uint32_t)val[l] : 0;
        c->wknown = val != NULL;
        if (merge) {
            c->wm |= (uint16_t)(15u << M_BYTES_SHIFT);
            c->wpc = pc;
            c->wat = now;
        } else {
            c->wblock = blk1;
            c->wpc = pc;
            c->wat = now;
            c->wm = (uint16_t)(tib | 15u << M_BYTES_SHIFT);
            c->wlaunch = launch;
        }
        g->rblock = g->rpc = g->rat = 0;
        g->r2block = g->r2pc = g->r2at = 0;
        g->launch = stamp;
        g->rm = M_WCUR;
        g->r2m = 0;
    }
    /* the granules written are not quiet (one step for the warp: a lane at a time was a chain
     * of updates of the same word) */
    const uint64_t done = mask & ~slow;
    b->quiet[g0 / 64] &= ~(done << (g0 % 64));
    if (g0 % 64)
        b->quiet[g0 / 64 + 1] &= ~(done >> (64 - g0 % 64));
    return slow;
}

/* consecutive's test of 32-bit offsets in the block's shared memory. */
static inline bool consecutive32(uint32_t mask, const uint32_t *off)
{
    const int f = __builtin_ctz(mask), last = 31 - __builtin_clz(mask);
    const uint32_t base = off[f] - (uint32_t)f * GRAN;
    uint32_t diff = 0;
    if (off[last] - off[f] != (uint32_t)(last - f) * GRAN)
        return false;
    if (mask == 0xffffffffu) {
#ifdef __SSE2__
        __m128i want = _mm_add_epi32(_mm_set1_epi32((int)base), _mm_setr_epi32(0, GRAN, 2 * GRAN, 3 * GRAN));
        __m128i d = _mm_setzero_si128();
        const __m128i step = _mm_set1_epi32(4 * GRAN);
        for (int l = 0; l < 32; l += 4) {
            d = _mm_or_si128(d, _mm_xor_si128(_mm_loadu_si128((const __m128i *)(off + l)), want));
            want = _mm_add_epi32(want, step);
        }
        return _mm_movemask_epi8(_mm_cmpeq_epi32(d, _mm_setzero_si128())) == 0xffff;
#else
        for (int l = 0; l < 32; l++)
            diff |= off[l] ^ (base + (uint32_t)l * GRAN);
#endif
    } else
        for (uint32_t m = mask; m; m &= m - 1)
            diff |= off[__builtin_ctz(m)] ^ (base + (uint32_t)__builtin_ctz(m) * GRAN);
    return !diff;
}

/* A plain 4-byte read of the block's shared memory by each lane of MASK, lane l's of granule
 * G0 + l (each below nshared): plain_access's read, without quiet_visit's bookkeeping of lanes
 * that share a granule (none do). The lanes that may race are returned. */
static __attribute__((noinline)) uint32_t shared_read_run(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                          uint32_t mask, uint64_t g0, uint32_t pc)
{
    uint32_t slow = 0;
    granule *const gs = b->shared + g0;
    gcold *const cs = granules_cold(b->shared, b->nshared) + g0;
    const uint32_t stamp = b->stamp;
    for (uint32_t m = mask & ~(uint32_t)quiet_from(b, g0); m; m &= m - 1) {
        const int l = __builtin_ctz(m);
        granule *g = gs + l;
        if (__builtin_expect(g->launch != stamp, 0))
            granule_reset(g, stamp);
        if (plain_lane(s, b, g, cs + l, true, (g0 + (uint64_t)l) * GRAN, blk1, (uint16_t)(warp * 32 + (uint32_t)l),
                       15, false, pc, NULL, l, 0))
            slow |= 1u << l;
    }
    return slow;
}

/* A plain read of a whole granule of global memory by each lane of MASK, all in the shadow page
 * PAGE (the usual read of a warp's elements). A record of an earlier launch (the first look at
 * it in this one: most of a launch's reads of its input) is made whole from the lane, as
 * global_granule's reset and plain_lane's first read would leave it; the rest as plain_lane
 * takes them, in order. The lanes that may race are returned. */
static __attribute__((noinline)) uint32_t global_read_run(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                          uint32_t mask, granule *page, const uint64_t *addr,
                                                          uint32_t pc)
{
    gcold *const cold = granules_cold(page, PAGE_GRANS);
    const uint32_t launch = s->launch, now = b->now;
    /* the records asked of the memory first, all at once (they mostly miss the cache) */
    for (uint32_t m = mask; m; m &= m - 1)
        __builtin_prefetch(&page[(addr[__builtin_ctz(m)] & ((1u << PAGE_SHIFT) - 1)) / GRAN], 1);
    uint32_t slow = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        const int l = __builtin_ctz(m);
        const uint32_t i = (uint32_t)((addr[l] & ((1u << PAGE_SHIFT) - 1)) / GRAN);
        const uint16_t tib = (uint16_t)(warp * 32 + (uint32_t)l);
        granule *g = &page[i];
        if (g->launch != launch) {
            g->rblock = blk1;
            g->rpc = pc;
            g->rat = now;
            g->r2block = g->r2pc = g->r2at = 0;
            g->launch = launch;
            g->rm = (uint16_t)(tib | 15u << M_BYTES_SHIFT);
            g->r2m = 0;
            continue;
        }
        if (plain_lane(s, b, g, cold + i, false, 0, blk1, tib, 15, false, pc, NULL, l, 0))
            slow |= 1u << l;
    }
    return slow;
}

/* plain_access's lanes of global memory, in order (a loop of their own, as shared_lanes). */
static inline __attribute__((always_inline)) uint32_t global_lanes(dm_san *s, blockst *b, uint32_t blk1,
                                                                   uint32_t warp, uint32_t mask,
                                                                   const uint64_t *addr, int size, bool write,
                                                                   uint32_t pc, const uint64_t *val)
{
    uint32_t slow = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t sh = (uint32_t)(addr[l] & (GRAN - 1));
        if (sh + (uint32_t)size > GRAN) {
            slow |= 1u << l;
            continue;
        }
        gcold *gc;
        granule *g = global_granule(s, addr[l], &gc);
        if (g && plain_lane(s, b, g, gc, false, addr[l], blk1, (uint16_t)(warp * 32 + (uint32_t)l),
                            (uint8_t)(((1u << size) - 1) << sh), write, pc, val, l, sh))
            slow |= 1u << l;
    }
    return slow;
}

static __attribute__((noinline)) uint32_t global_lanes_write(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                             uint32_t mask, const uint64_t *addr, int size,
                                                             uint32_t pc, const uint64_t *val)
{
    return global_lanes(s, b, blk1, warp, mask, addr, size, true, pc, val);
}

static __attribute__((noinline)) uint32_t global_lanes_read(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                            uint32_t mask, const uint64_t *addr, int size,
                                                            uint32_t pc)
{
    return global_lanes(s, b, blk1, warp, mask, addr, size, false, pc, NULL);
}

/* The usual access, fast: a plain load or store within one granule, in a block that has not
 * synchronised through memory or __syncwarp (so only the barrier epoch orders its threads), with
 * the race check alone. A lane whose access may race is left to the general path (which reports
 * it): the lanes returned. The lanes go in order, as the general path takes them. */
static uint32_t plain_access(dm_san *s, blockst *b, uint32_t block, uint32_t warp, uint32_t mask,
                             const uint64_t *addr, int size, bool write, uint32_t pc, const uint64_t *val)
{
    const dm_mem *M = s->l.mem;
    const uint32_t blk1 = block + 1;
    const uint64_t s0 = M->shared_base + DM_SHARED_RESERVED;
    uint32_t slow = 0;
#ifdef SAN_AVX2
    /* a whole warp's read of fewer than 64 granules of the block's shadow of shared memory
     * from 32 before lane 0's (the read of a tile's row or column): its granules, bounds and
     * alignment in one pass, and nothing more where they are all quiet; else quiet_read, as
     * below (the bounds below would have sent it there too) */
    if (!write && mask == 0xffffffffu && s->avx2 && b->quiet && !(size & (size - 1)) && addr[0] >= s0 &&
        dm_window_of(M, addr[0]) == DM_W_SHARED) {
        uint64_t g0 = (addr[0] - s0) / GRAN, dor, aor;
        g0 = g0 > 32 ? g0 - 32 : 0;
        uint64_t need = lane_need_avx2(addr, s0 + g0 * GRAN, &dor, &aor);
        if (dor < 64 && !(aor & (uint64_t)(size - 1)) && g0 + dor < b->nshared &&
            dm_window_of(M, s0 + (g0 + dor) * GRAN) == DM_W_SHARED) {
            if ((quiet_from(b, g0) & need) == need)
                return 0;
            return quiet_read(s, b, blk1, warp, mask, addr, size, pc, s0, g0);
        }
    }
#endif
    /* every lane in the block's shared memory, each within a granule (aligned): the lanes'
     * offsets straight from their addresses; a read of fewer than 64 granules goes to
     * quiet_read, and a granule that a lane before it in this warp made quiet costs one look
     * at its bit */
    uint64_t lo, hi, bits;
    const bool in_shared = lane_bounds(M, s0, mask, addr, &lo, &hi, &bits); /* (else: global, or the general path) */
    if (mask && !(size & (size - 1)) && !(bits & (uint64_t)(size - 1)) && in_shared) {
        if ((hi - s0) / GRAN >= b->nshared || !b->quiet)
            shared_grow(s, b, hi - s0);
        const uint64_t g0 = (lo - s0) / GRAN;
        if (!write && (hi - s0) / GRAN - g0 < 64)
            return quiet_read(s, b, blk1, warp, mask, addr, size, pc, s0, g0);
        /* (the granule lane 0 would have, where lane l's is G0 + l) */
        const uint64_t f = (uint64_t)__builtin_ctz(mask), gf = (addr[f] - s0) / GRAN;
        if (write && size == GRAN && gf >= f && consecutive(mask, addr))
            return shared_store_run(s, b, blk1, warp, mask, gf - f, pc, val);
        return write ? shared_lanes_write(s, b, blk1, warp, mask, addr, size, pc, val, s0)
                     : shared_lanes_read(s, b, blk1, warp, mask, addr, size, pc, s0);
    }
    if (dm_window_of(M, lo) == DM_W_GLOBAL && dm_window_of(M, hi) == DM_W_GLOBAL) {
        /* every lane in global memory (between two bounds of it): no lane of shared memory to
         * sort out. The records of a warp's lanes are asked of the memory first, all at once
         * (most of a launch's first looks at global granules miss the cache: the reads of B's
         * strips in the SGEMM, each read again only 15 blocks later, and the reduction's
         * input), then the lanes in order */
        const uint64_t key = lo >> PAGE_SHIFT;
        if (!write && size == GRAN && !(bits & (GRAN - 1)) && key == hi >> PAGE_SHIFT &&
            ((s->last_page && s->last_page_key == key) || s->shadow < SHADOW_CAP)) {
            /* (the page is there, or can be made: no lane is counted unwatched) */
            granule *page = s->last_page && s->last_page_key == key ? s->last_page : global_page(s, lo);
            return global_read_run(s, b, blk1, warp, mask, page, addr, pc);
        }
        if (key == hi >> PAGE_SHIFT && s->last_page && s->last_page_key == key)
            for (uint32_t m = mask; m; m &= m - 1)
                __builtin_prefetch(&s->last_page[(addr[__builtin_ctz(m)] & ((1u << PAGE_SHIFT) - 1)) / GRAN], 1);
        return write ? global_lanes_write(s, b, blk1, warp, mask, addr, size, pc, val)
                     : global_lanes_read(s, b, blk1, warp, mask, addr, size, pc);
    }
    if (!write && b->quiet) {
        /* the reads of shared granules in their quiet epoch first: nothing to do for them (a
         * granule is quiet only after a read of it here, so its offset is one of the block's
         * shared memory) */
        const uint64_t lim = (uint64_t)b->nshared * GRAN;
        for (uint32_t m = mask; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            uint64_t o = addr[l] - s0;
            if (o < lim && (o & (GRAN - 1)) + (uint64_t)size <= GRAN && QUIET(b, o / GRAN))
                mask &= ~(1u << l);
        }
    }
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint64_t off;
        bool shared;
        if (!shadow_offset(M, addr[l], &off, &shared))
            continue;
        uint32_t sh = (uint32_t)(off & (GRAN - 1));
        if (sh + (uint32_t)size > GRAN) {
            slow |= 1u << l;
            continue;
        }
        if (shared && !write && off / GRAN < b->nshared && QUIET(b, off / GRAN))
            continue; /* quiet since the pass above (lanes that read one granule) */
        gcold *gc;
        granule *g = !shared ? global_granule(s, off, &gc) : shared_granule(s, b, off, &gc);
        if (!g)
            continue;
        if (plain_lane(s, b, g, gc, shared, off, blk1, (uint16_t)(warp * 32 + (uint32_t)l),
                       (uint8_t)(((1u << size) - 1) << sh), write, pc, val, l, sh))
            slow |= 1u << l;
    }
    return slow;
}

/* The init check in local memory: thread TIB of BLOCK reads or writes SIZE bytes at the local
 * address A. A read of bytes the thread has not written is reported (once for those bytes); a
 * copy's read is not a use. Bytes a returned call's frame wrote count as written for the next
 * call's frame (not a report: the check sees bytes, not variables). */
static void local_init(dm_san *s, blockst *b, uint32_t block, uint16_t tib, uint64_t a, int size,
                       dm_san_how how, bool copy, uint32_t pc)
{
    uint64_t top = s->l.mem->local_base + DM_LOCAL_TOP;
    if (a + (uint64_t)size > top || top - a > (64u << 20) || tib >= b->nthreads)
        return;
    uint64_t lo = top - a - (uint64_t)size; /* the bytes' index range [lo, lo + size) */
    if (!b->linit) {
        b->linit = sess_xcalloc(b->nthreads, sizeof *b->linit);
        b->lcap = sess_xcalloc(b->nthreads, sizeof *b->lcap);
    }
    if (lo + (uint64_t)size > b->lcap[tib]) {
        uint32_t cap = b->lcap[tib] ? b->lcap[tib] : 512;
        while (cap < lo + (uint64_t)size)
            cap *= 2;
        b->linit[tib] = sess_xrealloc(b->linit[tib], cap / 8);
        memset(b->linit[tib] + b->lcap[tib] / 8, 0, (cap - b->lcap[tib]) / 8);
        b->lcap[tib] = cap;
    }
    if (how == DM_SAN_READ && !copy && !bits_all(b->linit[tib], lo, size)) {
        acc cur = {block + 1, pc, b->now, tib, 0, 0};
        hazard *h = report(s, HZ_UNINIT, false, NULL, false, &cur, false, false, a, size, NULL);
        if (h)
            h->local = true;
    }
    bits_set(b->linit[tib], lo, size);
}

void dm_san_local_wrote(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint64_t *addr,
                        int size)
{
    if (!(s->checks & DM_SAN_INIT))
        return;
    blockst *b = block_of(s, block);
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        local_init(s, b, block, (uint16_t)(warp * 32 + (uint32_t)l), addr[l], size, DM_SAN_WRITE, false, 0);
    }
}

/* The lanes MASK's access (dm_san_access), the usual one through plain_access first unless
 * PLAIN_DONE (the caller took it there, and MASK is what it left). */
static void access(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint64_t *addr,
                   int size, dm_san_how how, int order, int scope, uint32_t pc, const uint64_t *val,
                   bool plain_done)
{
    if (!(s->checks & (DM_SAN_RACE | DM_SAN_INIT | DM_SAN_MEM)))
        return;
    const dm_mem *M = s->l.mem;
    blockst *b = block_of(s, block);
    if (s->volatile_plain && order == DM_ORDER_VOLATILE && how != DM_SAN_ATOMIC) {
        order = DM_ORDER_WEAK;
        scope = 0;
        s->volatile_seen = true;
    }
    bool copy = how == DM_SAN_COPY_READ;
    if (copy)
        how = DM_SAN_READ;
    bool strong = how == DM_SAN_ATOMIC || order != DM_ORDER_WEAK;
    if (how == DM_SAN_ATOMIC && !scope)
        scope = 2;
    if (strong && !scope)
        scope = 3; /* volatile: as strong as the system */
    if (!plain_done && !strong && !copy && !(s->checks & (DM_SAN_INIT | DM_SAN_MEM)) && !b->ws && !b->ts &&
        !b->bvc && size <= GRAN)
        mask = plain_access(s, b, block, warp, mask, addr, size, how == DM_SAN_WRITE, pc, val);
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint64_t a = addr[l], off;
        bool shared;
        if (!shadow_offset(M, a, &off, &shared)) {
            if (s->checks & DM_SAN_INIT && dm_window_of(M, a) == DM_W_LOCAL)
                local_init(s, b, block, (uint16_t)(warp * 32 + (uint32_t)l), a, size, how, copy, pc);
            continue;
        }
        who c = {b, block + 1, (uint16_t)(warp * 32 + (uint32_t)l), NULL};
        if (b->ts)
            c.ts = &b->ts[c.tib];
        if (s->checks & DM_SAN_MEM && !shared && M->heap_base && a >= M->heap_base &&
            a < M->heap_base + M->heap_size) {
            /* device malloc: the heap is one allocation to the rest of cudarepl; its blocks are
             * the allocations here */
            const dm_alloc *near = NULL;
            if (!dm_heap_block(M, a, (uint64_t)size, &near)) {
                acc cur = {block + 1, pc, b->now, c.tib, 0, 0};
                hazard *h = report(s, HZ_HEAP, false, NULL, false, &cur, how != DM_SAN_READ, false, a, size, NULL);
                if (h && h->count == 1 && near) {
                    h->near_base = near->base;
                    h->near_size = near->size ? near->size : 1;
                }
            }
        }
        if (s->checks & DM_SAN_INIT) {
            if (shared) {
                if ((off + (uint64_t)size - 1) / GRAN >= b->nshared)
                    shared_grow(s, b, off + (uint64_t)size - 1);
                if (how == DM_SAN_READ && !copy && !bits_all(b->shinit, off, size)) {
                    pending_read pr = {{block + 1, pc, b->now, c.tib, 0, 0}, off, a, size};
                    if (b->pending.len < 65536)
                        VEC_PUSH(b->pending, pr);
                } else if (how != DM_SAN_READ)
                    bits_set(b->shinit, off, size);
            } else if (init_checked(s, a, size)) {
                uint8_t *bits = init_bits(s, a, true);
                uint64_t po = a & ((1u << PAGE_SHIFT) - 1);
                if (how == DM_SAN_READ && !copy && po + (uint64_t)size <= (1u << PAGE_SHIFT) &&
                    !bits_all(bits, po, size)) {
                    acc cur = {block + 1, pc, b->now, c.tib, 0, 0};
                    report(s, HZ_UNINIT, false, NULL, false, &cur, false, false, a, size, NULL);
                    mark_init(s, a, (uint64_t)size);
                } else if (how != DM_SAN_READ)
                    mark_init(s, a, (uint64_t)size);
            }
        }
        if (!(s->checks & DM_SAN_RACE))
            continue;
        tstate *t = NULL;
        if (strong) {
            t = tstate_of(b, c.tib);
            c.ts = t;
            sync_access(s, &c, t, shared ? (1ull << 62) | (uint64_t)block << 32 | off / GRAN : a / GRAN,
                        how, order, scope);
        }
        if ((off & (GRAN - 1)) + (uint64_t)size <= GRAN) {
            /* the usual access: within one granule */
            uint32_t sh = (uint32_t)(off & (GRAN - 1));
            acc cur = {block + 1, pc, b->now, c.tib, (uint8_t)(((1u << size) - 1) << sh), strong};
            stval sv = {0, val ? (uint32_t)(val[l] << (8 * sh)) : 0};
            gcold *gc;
            granule *g = !shared ? global_granule(s, off, &gc) : shared_granule(s, b, off, &gc);
            if (g)
                check_race(s, g, gc, &cur, how, &c, shared, a, size, val ? &sv : NULL);
            if (shared && how != DM_SAN_READ)
                QUIET_CLEAR(b, off / GRAN);
            continue;
        }
        for (uint64_t o = off; o < off + (uint64_t)size;) {
            uint64_t go = o & ~(uint64_t)(GRAN - 1);
            uint64_t end = go + GRAN < off + (uint64_t)size ? go + GRAN : off + (uint64_t)size;
            uint8_t bytes = (uint8_t)(((1u << (end - o)) - 1) << (o - go));
            acc cur = {block + 1, pc, b->now, c.tib, bytes, strong};
            /* the stored bytes that fall in this granule, at their places in it */
            stval sv = {0, 0}, *svp = NULL;
            if (val && size <= 8) {
                for (uint64_t x = o; x < end; x++)
                    sv.val |= (uint32_t)((val[l] >> (8 * (x - off))) & 0xffu) << (8 * (x - go));
                svp = &sv;
            }
            gcold *gc;
            granule *g = shared ? shared_granule(s, b, go, &gc) : global_granule(s, go, &gc);
            if (g)
                check_race(s, g, gc, &cur, how, &c, shared, a, size, svp);
            if (shared && how != DM_SAN_READ)
                QUIET_CLEAR(b, go / GRAN);
            o = end;
        }
    }
}

void dm_san_access(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint64_t *addr,
                   int size, dm_san_how how, int order, int scope, uint32_t pc)
{
    access(s, block, warp, mask, addr, size, how, order, scope, pc, NULL, false);
}

#ifdef SAN_AVX2
/* plain_access's first look at a whole warp's read of shared memory, from the lanes' 32-bit
 * offsets OFF (in half the width): where the granules lie within 64 from 32 before lane 0's, the
 * bits of those granules from *G0 in *NEED, and the quiet bits from *G0 in *HAVE (all ones
 * where every granule needed is quiet); false where that does not decide. */
__attribute__((target("avx2"))) static bool quiet32_avx2(const blockst *b, const uint32_t *off, uint64_t *g0p,
                                                         uint64_t *have, uint64_t *needp)
{
    uint32_t g0 = off[0] / GRAN;
    g0 = g0 > 32 ? g0 - 32 : 0;
    const __m256i base = _mm256_set1_epi32((int)g0), one = _mm256_set1_epi32(1), k32 = _mm256_set1_epi32(32);
    __m256i n0 = _mm256_setzero_si256(), n1 = n0, dor = n0;
    for (int i = 0; i < 4; i++) {
        __m256i d = _mm256_sub_epi32(_mm256_srli_epi32(_mm256_loadu_si256((const __m256i *)off + i), 2), base);
        dor = _mm256_or_si256(dor, d);
        /* (a count of 32 or more shifts to 0: the granules from g0 + 32 in n1) */
        n0 = _mm256_or_si256(n0, _mm256_sllv_epi32(one, d));
        n1 = _mm256_or_si256(n1, _mm256_sllv_epi32(one, _mm256_sub_epi32(d, k32)));
    }
    /* the ORs of the 8 lanes: d, and the two halves of the need */
    __m256i x = _mm256_or_si256(_mm256_unpacklo_epi32(n0, n1), _mm256_unpackhi_epi32(n0, n1));
    x = _mm256_or_si256(x, _mm256_unpackhi_epi64(x, x));
    __m128i nx = _mm_or_si128(_mm256_castsi256_si128(x), _mm256_extracti128_si256(x, 1));
    __m128i d4 = _mm_or_si128(_mm256_castsi256_si128(dor), _mm256_extracti128_si256(dor, 1));
    d4 = _mm_or_si128(d4, _mm_unpackhi_epi64(d4, d4));
    uint32_t d = (uint32_t)_mm_cvtsi128_si32(d4) | (uint32_t)_mm_extract_epi32(d4, 1);
    if (d >= 64 || (uint64_t)g0 + d >= b->nshared)
        return false;
    uint64_t need = (uint64_t)_mm_cvtsi128_si64(nx);
    *g0p = g0;
    *have = quiet_from(b, g0);
    *needp = need;
    if ((*have & need) != need)
        return true;
    *have = ~0ull;
    return true;
}

/* The granules TODO (bits from G0) of a whole warp's read of shared memory (the lanes' 32-bit
 * offsets OFF), none quiet, as quiet_visit takes them, a granule at a time rather than a lane
 * at a time (the records of two granules are apart, so the order of their lanes between them
 * changes nothing): its first lane and the next in one step where pair_read applies (the first
 * read of a tile's row: two granules, sixteen lanes each), else its lanes in order until it is
 * quiet. The lanes that may race are returned. */
__attribute__((target("avx2"))) static uint32_t visit32_avx2(dm_san *s, blockst *b, uint32_t blk1, uint32_t warp,
                                                             const uint32_t *off, uint64_t g0, uint64_t todo,
                                                             uint32_t pc)
{
    const __m256i base = _mm256_set1_epi32((int)g0);
    __m256i dv[4];
    for (int i = 0; i < 4; i++)
        dv[i] = _mm256_sub_epi32(_mm256_srli_epi32(_mm256_loadu_si256((const __m256i *)off + i), 2), base);
    granule *const gs = b->shared;
    gcold *const cs = granules_cold(b->shared, b->nshared);
    const uint32_t stamp = b->stamp;
    uint32_t slow = 0;
    for (; todo; todo &= todo - 1) {
        const int j = __builtin_ctzll(todo);
        const __m256i jv = _mm256_set1_epi32(j);
        uint32_t lanes = 0;
        for (int i = 0; i < 4; i++)
            lanes |= (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(dv[i], jv))) << (8 * i);
        const uint64_t gn = g0 + (uint64_t)j;
        granule *g = gs + gn;
        if (__builtin_expect(g->launch != stamp, 0))
            granule_reset(g, stamp);
        const int l0 = __builtin_ctz(lanes);
        if (pair_read(b, g, cs + gn, blk1, warp, l0, lanes & (lanes - 1), pc, gn))
            continue;
        for (; lanes; lanes &= lanes - 1) {
            const int l = __builtin_ctz(lanes);
            if (plain_lane(s, b, g, cs + gn, true, gn * GRAN, blk1, (uint16_t)(warp * 32 + (uint32_t)l), 15, false,
                           pc, NULL, l, 0))
                slow |= 1u << l;
            if (QUIET(b, gn))
                break;
        }
    }
    return slow;
}
#endif

/* dm_san_shared_read32's and _store32's plain case: the block's records where plain_access would
 * take a 4-byte access of the block's shared memory at the lanes' offsets OFF (the race check
 * alone, no strong or synchronising records in the block), else NULL; *G0 where every lane has
 * a granule of its own, lane l's at *G0 + l (a warp's run of consecutive elements), else
 * UINT64_MAX. */
static blockst *plain_shared32(dm_san *s, uint32_t block, uint32_t mask, const uint32_t *off, uint64_t *g0)
{
    *g0 = UINT64_MAX;
    if ((s->checks & (DM_SAN_RACE | DM_SAN_INIT | DM_SAN_MEM)) != DM_SAN_RACE)
        return NULL;
    blockst *b = block_of(s, block);
    if (b->ws || b->ts || b->bvc || !b->quiet)
        return NULL;
    const uint32_t f = (uint32_t)__builtin_ctz(mask), gf = off[f] / GRAN, last = 31u - (uint32_t)__builtin_clz(mask);
    if (gf >= f && (uint64_t)gf - f + last < b->nshared && consecutive32(mask, off))
        *g0 = gf - f;
    return b;
}

/* The lanes SLOW of a 4-byte access at the offsets OFF that the plain case left: the general way. */
static void shared32_general(dm_san *s, uint32_t block, uint32_t warp, uint32_t slow, const uint32_t *off,
                             dm_san_how how, uint32_t pc, const uint64_t *val, bool plain_done)
{
    uint64_t addr[32];
    const uint64_t s0 = s->l.mem->shared_base + DM_SHARED_RESERVED;
    for (uint32_t m = slow; m; m &= m - 1)
        addr[__builtin_ctz(m)] = s0 + off[__builtin_ctz(m)];
    access(s, block, warp, slow, addr, 4, how, DM_ORDER_WEAK, 0, pc, val, plain_done);
}

void dm_san_shared_read32(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint32_t *off,
                          uint32_t pc)
{
    uint64_t g0r;
    blockst *b = plain_shared32(s, block, mask, off, &g0r);
    if (!b) {
        shared32_general(s, block, warp, mask, off, DM_SAN_READ, pc, NULL, false);
        return;
    }
    if (g0r != UINT64_MAX) {
        /* each lane its own granule (a warp's read of consecutive elements) */
        uint32_t slow = shared_read_run(s, b, block + 1, warp, mask, g0r, pc);
        if (slow)
            shared32_general(s, block, warp, slow, off, DM_SAN_READ, pc, NULL, true);
        return;
    }
#ifdef SAN_AVX2
    if (mask == 0xffffffffu && s->avx2) {
        uint64_t g0, have, need;
        if (!quiet32_avx2(b, off, &g0, &have, &need))
            goto general;
        if (have == ~0ull)
            return; /* every granule quiet */
        /* the granules not yet quiet, as plain_access would take them (quiet_read); the lanes
         * that may race to the general path */
        uint32_t slow = visit32_avx2(s, b, block + 1, warp, off, g0, need & ~have, pc);
        if (slow)
            shared32_general(s, block, warp, slow, off, DM_SAN_READ, pc, NULL, true);
        return;
    }
general:
#endif
    shared32_general(s, block, warp, mask, off, DM_SAN_READ, pc, NULL, false);
}

void dm_san_shared_store32(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint32_t *off,
                           uint32_t pc, const uint32_t *v)
{
    uint64_t val[32], g0;
    for (uint32_t m = mask; m; m &= m - 1)
        val[__builtin_ctz(m)] = v[__builtin_ctz(m)];
    blockst *b = plain_shared32(s, block, mask, off, &g0);
    if (b && g0 != UINT64_MAX) {
        /* each lane its own granule (a warp's store of consecutive elements) */
        uint32_t slow = shared_store_run(s, b, block + 1, warp, mask, g0, pc, val);
        if (slow)
            shared32_general(s, block, warp, slow, off, DM_SAN_WRITE, pc, val, true);
        return;
    }
    shared32_general(s, block, warp, mask, off, DM_SAN_WRITE, pc, val, false);
}

void dm_san_store(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, const uint64_t *addr,
                  int size, int order, int scope, uint32_t pc, const uint64_t *val)
{
    access(s, block, warp, mask, addr, size, DM_SAN_WRITE, order, scope, pc, val, false);
}

void dm_san_sync(dm_san *s, uint32_t block, uint32_t tib, uint32_t pc, const char *what, const char *msg)
{
    if (!(s->checks & DM_SAN_SYNC))
        return;
    for (size_t i = 0; i < s->hz.len; i++)
        if (s->hz.p[i].kind == HZ_SYNC && s->hz.p[i].second.pc == pc) {
            s->hz.p[i].count++;
            return;
        }
    acc cur = {block + 1, pc, 0, (uint16_t)tib, 0, 0};
    hazard *h = report(s, HZ_SYNC, false, NULL, false, &cur, false, false, 0, 0, NULL);
    if (h) {
        h->msg = sess_xstrdup(msg);
        h->what = what;
    }
}

/* The pending reads of uninitialised shared bytes of B that nothing wrote since are reports. */
static void settle_reads(dm_san *s, blockst *b)
{
    for (size_t i = 0; i < b->pending.len; i++) {
        const pending_read *pr = &b->pending.p[i];
        if (!bits_all(b->shinit, pr->off, pr->size))
            report(s, HZ_UNINIT, true, NULL, false, &pr->who, false, false, pr->addr, pr->size, NULL);
    }
    for (size_t i = 0; i < b->pending.len; i++)
        bits_set(b->shinit, b->pending.p[i].off, b->pending.p[i].size); /* reported once */
    b->pending.len = 0;
}

void dm_san_barrier(dm_san *s, uint32_t block)
{
    blockst *b = block_of(s, block);
    settle_reads(s, b);
    b->bar = ++b->now;
    if (b->quiet)
        memset(b->quiet, 0, QUIET_WORDS(b->nshared) * sizeof *b->quiet); /* a new epoch */
    if (b->ts)
        for (uint32_t i = 0; i < b->nthreads; i++) {
            vc_join(&b->bvc, b->ts[i].vc);
            vc_free(b->ts[i].vc);
            b->ts[i].vc = NULL;
            b->ts[i].vc_from = 0;
        }
}

void dm_san_syncwarp(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask)
{
    if (!(s->checks & DM_SAN_RACE))
        return;
    blockst *b = block_of(s, block);
    warpsync *ws = warpsync_of(b, warp);
    b->now++;
    for (uint32_t m = mask; m; m &= m - 1)
        for (uint32_t n = mask; n; n &= n - 1)
            ws->last[__builtin_ctz(m)][__builtin_ctz(n)] = b->now;
}

void dm_san_fence(dm_san *s, uint32_t block, uint32_t warp, uint32_t mask, int scope)
{
    if (!(s->checks & DM_SAN_RACE))
        return;
    blockst *b = block_of(s, block);
    for (uint32_t m = mask; m; m &= m - 1) {
        who c = {b, block + 1, (uint16_t)(warp * 32 + (uint32_t)__builtin_ctz(m)), NULL};
        tstate *t = tstate_of(b, c.tib);
        c.ts = t;
        if (t->pend && t->pend->block != block && scope < 2)
            t->narrow = 2; /* a block-scope fence does not acquire another block's release */
        else
            vc_join(&t->vc, t->pend);
        vc_free(t->pend);
        t->pend = NULL;
        t->pend_from = 0;
        vc_free(t->rel);
        t->rel = snapshot(&c, t, (uint8_t)scope);
        b->now++;
    }
}

/* ---- Reports ----------------------------------------------------------------------------- */

static void thread_text(const dm_san *s, uint32_t block1, uint16_t tib, sess_buf *out)
{
    uint32_t lin = block1 - 1;
    uint32_t gx = s->l.grid[0] ? s->l.grid[0] : 1, gy = s->l.grid[1] ? s->l.grid[1] : 1;
    uint32_t bx = s->l.block[0] ? s->l.block[0] : 1, by = s->l.block[1] ? s->l.block[1] : 1;
    sess_buf_printf(out, "thread (%u,%u,%u) in block (%u,%u,%u)", tib % bx, tib / bx % by, tib / bx / by,
                    lin % gx, lin / gx % gy, lin / gx / gy);
}

static void where_text(const dm_san *s, uint32_t pc, sess_buf *out, const char **file_out, int *line_out)
{
    const char *file = "?", *func = s->l.kernel;
    int line = 0;
    uint32_t entry = 0;
    if (s->l.where)
        s->l.where(s->l.where_ctx, pc, &file, &line, &entry, &func);
    sess_buf_printf(out, "at %s+0x%x in %s:%d", func ? func : "?", (pc - entry) * 16, file, line);
    if (file_out)
        *file_out = file;
    if (line_out)
        *line_out = line;
}

static const char *hz_name(hz_kind k)
{
    return k == HZ_RAW ? "RAW" : k == HZ_WAR ? "WAR" : k == HZ_WAW ? "WAW" : "uninitialized";
}

/* What would order the two accesses of H. */
static void advice(const dm_san *s, const hazard *h, sess_buf *out)
{
    const acc *a = &h->first, *b = &h->second;
    int la = 0, lb = 0;
    const char *fa = NULL, *fb = NULL;
    sess_buf tmp = {0};
    where_text(s, a->pc, &tmp, &fa, &la);
    where_text(s, b->pc, &tmp, &fb, &lb);
    sess_buf_free(&tmp);
    if (h->benign) {
        sess_buf_puts(out, "Every store here writes the value already there, so this "
                           "schedule's result is every schedule's; the memory model still counts it "
                           "as a data race: let one thread store it, or use an atomic ("
                           CR_GUIDE_5_4_5 ")");
    } else if (a->pc == b->pc && h->kind == HZ_WAW) {
        sess_buf_puts(out, "Several threads store to this location with the same "
                           "instruction, and which store lands is up to the schedule: let one thread "
                           "store it, or make the update atomic (" CR_GUIDE_5_4_5 ")");
    } else if (la == lb && fa == fb && h->kind != HZ_WAW && !h->shared) {
        sess_buf_printf(out, "Line %d reads and writes this location in several threads "
                             "(a read-modify-write such as x++ or x += v): make it one atomic "
                             "operation, atomicAdd() and friends (" CR_GUIDE_5_4_5 ")", la);
    } else if (a->block == b->block && a->tib / 32 == b->tib / 32) {
        sess_buf_printf(out, "Both threads are in warp %u: since Volta a warp's threads are "
                             "scheduled independently, so this warp-synchronous code needs a "
                             "__syncwarp() between the two accesses (" CR_GUIDE_5_4_4_2 ")",
                        a->tib / 32);
    } else if (a->block == b->block && la == lb) {
        sess_buf_printf(out, "Nothing orders them: a __syncthreads() between the two "
                             "executions of line %d would (" CR_GUIDE_5_4_4_1 ")", la);
    } else if (a->block == b->block) {
        sess_buf_printf(out, "Nothing orders them: a __syncthreads() between line %d and "
                             "line %d would (" CR_GUIDE_5_4_4_1 ")", la, lb);
    } else if (h->narrow == 1) {
        sess_buf_puts(out, "The threads are in different blocks, and the release before the flag was "
                           "a fence of block scope (__threadfence_block()), which orders nothing for "
                           "another block: a fence of device scope, __threadfence(), would (" CR_GUIDE_5_4_4_3 ")");
    } else if (h->narrow == 2) {
        sess_buf_puts(out, "The threads are in different blocks, and the reader's fence after the flag has "
                           "block scope (__threadfence_block()), which acquires nothing from another "
                           "block: a fence of device scope, __threadfence(), would (" CR_GUIDE_5_4_4_3 ")");
    } else if (a->strong || b->strong || h->second_atomic) {
        sess_buf_puts(out, "The threads are in different blocks and only one access is "
                           "atomic: make both atomic (" CR_GUIDE_5_4_5 ")");
    } else {
        sess_buf_puts(out, "The threads are in different blocks: nothing but the end of "
                           "the kernel orders them, unless one releases (__threadfence() then an "
                           "atomic or volatile flag) and the other acquires (reads the flag, then "
                           "__threadfence()) (" CR_GUIDE_5_4_4_3 "), or both accesses are atomic");
    }
}

/* A race is a warning when it is benign (the value already there) or between lanes of one warp
 * (racecheck's "Warp Level Programming" class), an error otherwise. */
static bool race_warning(const hazard *h)
{
    return h->benign || intra_warp(h);
}

/* What the session calls the memory H touched ("d_out[3]", "__shared__ s[5]"), into OUT. */
static void mem_name(const dm_san *s, const hazard *h, sess_buf *out)
{
    if (s->l.name_addr && h->kind != HZ_SYNC && h->kind != HZ_HEAP)
        s->l.name_addr(s->l.name_ctx, h->addr, h->size, h->shared, out);
}

static void race_details(const dm_san *s, const hazard *h, sess_buf *out)
{
    sess_buf mem = {0};
    mem_name(s, h, &mem);
    sess_buf_printf(out, "=========     %s hazard on __%s__ memory at 0x%llx%s%s%s, first between ",
                    hz_name(h->kind), h->shared ? "shared" : "global", (unsigned long long)h->addr,
                    mem.len ? " (" : "", mem.len ? mem.p : "", mem.len ? ")" : "");
    thread_text(s, h->first.block, h->first.tib, out);
    sess_buf_puts(out, " and ");
    thread_text(s, h->second.block, h->second.tib, out);
    sess_buf_puts(out, "\n");
    if (h->kind == HZ_WAW)
        sess_buf_printf(out, "=========     Current Value : %u, Incoming Value : %u%s\n", h->cur_val, h->new_val,
                        h->benign ? " (the same: a benign race, counted as a warning)" : "");
    sess_buf_puts(out, "=========     ");
    advice(s, h, out);
    sess_buf_puts(out, "\n");
    sess_buf_free(&mem);
}

/* Count report H into the session's totals. */
static void count_report(dm_san *s, const hazard *h)
{
    if (h->kind == HZ_SYNC) {
        s->errors++;
        s->count.barrier_errors++;
    } else if (h->kind == HZ_UNINIT) {
        s->errors += h->count; /* initcheck counts every thread's read */
        s->count.uninitialized_reads += h->count;
    } else if (h->kind == HZ_HEAP) {
        s->errors += h->count; /* memcheck counts every thread's access */
    } else {
        if (race_warning(h))
            s->warnings++;
        else
            s->errors++, s->race_errors++;
        if (h->benign)
            s->count.benign_races++;
        else
            s->count.races++;
    }
}

/* Where PC is and who ran it, as JSON. */
static json_t *where_json(const dm_san *s, uint32_t pc, uint32_t block1, uint16_t tib)
{
    const char *file = "?", *func = s->l.kernel;
    int line = 0;
    uint32_t entry = 0;
    if (s->l.where)
        s->l.where(s->l.where_ctx, pc, &file, &line, &entry, &func);
    uint32_t lin = block1 - 1;
    uint32_t gx = s->l.grid[0] ? s->l.grid[0] : 1, gy = s->l.grid[1] ? s->l.grid[1] : 1;
    uint32_t bx = s->l.block[0] ? s->l.block[0] : 1, by = s->l.block[1] ? s->l.block[1] : 1;
    return json_pack("{s:s, s:i, s:s, s:i, s:[iii], s:[iii], s:i}", "function", func ? func : "?",
                     "offset", (int)((pc - entry) * 16), "file", file, "line", line, "thread", (int)(tib % bx),
                     (int)(tib / bx % by), (int)(tib / bx / by), "block", (int)(lin % gx), (int)(lin / gx % gy),
                     (int)(lin / gx / gy), "warp", (int)(tib / 32));
}

static void put_json(sess_buf *out, json_t *o)
{
    char *t = json_dumps(o, JSON_COMPACT);
    if (t) {
        sess_buf_puts(out, t);
        sess_buf_putc(out, '\n');
        free(t);
    }
    json_decref(o);
}

/* The launch's reports as JSON lines. */
static void end_json(dm_san *s, sess_buf *out)
{
    for (size_t i = 0; i < s->hz.len; i++) {
        const hazard *h = &s->hz.p[i];
        sess_buf mem = {0}, adv = {0};
        mem_name(s, h, &mem);
        json_t *o;
        count_report(s, h);
        if (h->kind == HZ_HEAP) {
            o = json_pack("{s:s, s:s, s:s, s:s, s:i, s:s, s:I, s:o, s:I, s:I, s:I}", "check", "mem", "severity",
                          "error", "kind", "heap-out-of-bounds", "access", h->second_write ? "write" : "read",
                          "size", h->size, "memory", "global", "address", (json_int_t)h->addr, "at",
                          where_json(s, h->second.pc, h->second.block, h->second.tib), "accesses",
                          (json_int_t)h->count, "nearest", (json_int_t)h->near_base, "nearest_size",
                          (json_int_t)h->near_size);
        } else if (h->kind == HZ_SYNC) {
            o = json_pack("{s:s, s:s, s:s, s:s, s:o, s:I}", "check", "sync", "severity", "error", "what", h->what,
                          "message", h->msg, "at", where_json(s, h->second.pc, h->second.block, h->second.tib),
                          "count", (json_int_t)h->count);
        } else if (h->kind == HZ_UNINIT) {
            o = json_pack("{s:s, s:s, s:s, s:i, s:I, s:s, s:o, s:I}", "check", "init", "severity", "error",
                          "memory", h->local ? "local" : h->shared ? "shared" : "global", "size", h->size, "address",
                          (json_int_t)h->addr, "name", mem.len ? mem.p : "", "at",
                          where_json(s, h->second.pc, h->second.block, h->second.tib), "reads",
                          (json_int_t)h->count);
        } else {
            bool warn = race_warning(h);
            advice(s, h, &adv);
            json_t *a = where_json(s, h->first.pc, h->first.block, h->first.tib);
            json_object_set_new(a, "access", json_string(h->first_write ? "write" : "read"));
            json_t *b = where_json(s, h->second.pc, h->second.block, h->second.tib);
            json_object_set_new(b, "access", json_string(h->second_atomic ? "atomic" : h->second_write ?
                                                         "write" : "read"));
            o = json_pack("{s:s, s:s, s:s, s:s, s:I, s:s, s:o, s:o, s:I, s:b, s:b, s:s}", "check", "race",
                          "severity", warn ? "warning" : "error", "hazard", hz_name(h->kind), "memory",
                          h->shared ? "shared" : "global", "address", (json_int_t)h->addr, "name",
                          mem.len ? mem.p : "", "first", a, "second", b, "hazards", (json_int_t)h->count,
                          "benign", h->benign, "intra_warp", intra_warp(h),
                          "advice", adv.p ? adv.p : "");
            if (h->kind == HZ_WAW)
                json_object_set_new(o, "values", json_pack("{s:I, s:I}", "current", (json_int_t)h->cur_val,
                                                           "incoming", (json_int_t)h->new_val));
        }
        if (o) {
            json_object_set_new(o, "kernel", json_string(s->l.kernel ? s->l.kernel : "?"));
            put_json(out, o);
        }
        sess_buf_free(&mem);
        sess_buf_free(&adv);
    }
}

void dm_san_html(dm_san *s, sess_buf *out, const char *(*line_text)(void *ctx, const char *file, int line),
                 void *ctx)
{
    int shown = 0;
    for (size_t i = 0; i < s->hz.len && shown < 8; i++) {
        const hazard *h = &s->hz.p[i];
        if (h->kind == HZ_UNINIT || h->kind == HZ_SYNC || h->kind == HZ_HEAP)
            continue;
        if (!shown++)
            sess_buf_puts(out, "<div class=\"cr-races\" style=\"font-family:monospace\">");
        const char *fa = "?", *fb = "?", *fn = NULL;
        int la = 0, lb = 0;
        uint32_t entry = 0;
        if (s->l.where) {
            s->l.where(s->l.where_ctx, h->first.pc, &fa, &la, &entry, &fn);
            s->l.where(s->l.where_ctx, h->second.pc, &fb, &lb, &entry, &fn);
        }
        sess_buf mem = {0}, t = {0};
        mem_name(s, h, &mem);
        bool warn = race_warning(h);
        sess_buf_printf(out, "<p style=\"margin:0.6em 0 0.2em\"><b style=\"color:%s\">%s: %s race</b> on ",
                        warn ? "#b35900" : "#c00000", warn ? "warning" : "error", hz_name(h->kind));
        sess_buf_xml(out, mem.len ? mem.p : h->shared ? "__shared__ memory" : "global memory");
        sess_buf_printf(out, " [%llu hazards]: ", (unsigned long long)h->count);
        thread_text(s, h->first.block, h->first.tib, &t);
        sess_buf_printf(out, "<span style=\"background:#fdd\">%s (line %d)</span> by ", h->first_write ?
                        "a write" : "a read", la);
        sess_buf_xml(out, t.p);
        sess_buf_free(&t);
        thread_text(s, h->second.block, h->second.tib, &t);
        sess_buf_printf(out, ", then <span style=\"background:#ddf\">%s (line %d)</span> by ",
                        h->second_atomic ? "an atomic" : h->second_write ? "a write" : "a read", lb);
        sess_buf_xml(out, t.p);
        sess_buf_free(&t);
        sess_buf_puts(out, "</p>");
        /* the lines around the two accesses, when they are in one file or cell */
        if (line_text && fa == fb && la > 0 && lb > 0) {
            int lo = (la < lb ? la : lb) - 1, hi = (la > lb ? la : lb) + 1;
            if (lo < 1)
                lo = 1;
            if (hi - lo > 12)
                hi = lo + 12;
            sess_buf_puts(out, "<pre style=\"margin:0;padding:0.3em;border-left:3px solid #ccc\">");
            for (int n = lo; n <= hi; n++) {
                const char *text = line_text(ctx, fa, n);
                if (!text)
                    continue;
                const char *bg = n == la && n == lb ? "#edf" : n == la ? "#fdd" : n == lb ? "#ddf" : NULL;
                if (bg)
                    sess_buf_printf(out, "<span style=\"background:%s\">", bg);
                sess_buf_printf(out, "%4d  ", n);
                sess_buf_xml(out, text);
                sess_buf_puts(out, bg ? "</span>\n" : "\n");
            }
            sess_buf_puts(out, "</pre>");
        }
        advice(s, h, &t);
        sess_buf_puts(out, "<p style=\"margin:0.2em 0\">");
        sess_buf_xml(out, t.p ? t.p : "");
        sess_buf_puts(out, "</p>");
        sess_buf_free(&t);
        sess_buf_free(&mem);
    }
    if (shown)
        sess_buf_puts(out, "</div>");
}

/* The launch's reports as text, in compute-sanitizer's layout. */
static void end_text(dm_san *s, sess_buf *out)
{
    /* races, as racecheck's analysis: one block per earlier access, an "and" line for each
     * later one */
    bool *done = sess_xcalloc(s->hz.len ? s->hz.len : 1, sizeof *done);
    for (size_t i = 0; i < s->hz.len; i++) {
        const hazard *h = &s->hz.p[i];
        if (done[i] || h->kind == HZ_UNINIT || h->kind == HZ_SYNC || h->kind == HZ_HEAP)
            continue;
        bool warn = race_warning(h);
        sess_buf_printf(out, "========= %s: Race reported between %s access ", warn ? "Warning" : "Error",
                        h->first_write ? "Write" : "Read");
        where_text(s, h->first.pc, out, NULL, NULL);
        sess_buf_puts(out, "\n");
        for (size_t j = i; j < s->hz.len; j++) {
            const hazard *o = &s->hz.p[j];
            if (done[j] || o->kind == HZ_UNINIT || o->kind == HZ_SYNC || o->kind == HZ_HEAP ||
                o->first.pc != h->first.pc ||
                o->first_write != h->first_write || race_warning(o) != warn)
                continue;
            done[j] = true;
            count_report(s, o);
            sess_buf_printf(out, "=========     and %s access ", o->second_atomic ? "Atomic" :
                            o->second_write ? "Write" : "Read");
            where_text(s, o->second.pc, out, NULL, NULL);
            sess_buf_printf(out, " [%llu hazards]\n", (unsigned long long)o->count);
        }
        race_details(s, h, out);
        sess_buf_puts(out, "========= \n");
    }
    free(done);
    for (size_t i = 0; i < s->hz.len; i++) {
        const hazard *h = &s->hz.p[i];
        if (h->kind != HZ_SYNC && h->kind != HZ_UNINIT && h->kind != HZ_HEAP)
            continue;
        count_report(s, h);
        if (h->kind == HZ_HEAP) {
            sess_buf_printf(out, "========= Invalid __global__ %s of size %d bytes\n=========     ",
                            h->second_write ? "write" : "read", h->size);
            where_text(s, h->second.pc, out, NULL, NULL);
            sess_buf_puts(out, "\n=========     by ");
            thread_text(s, h->second.block, h->second.tib, out);
            sess_buf_printf(out, "\n=========     Access to 0x%llx is out of bounds\n=========     and is located "
                                 "in the device heap\n", (unsigned long long)h->addr);
            sess_buf_puts(out, "=========     (no block of malloc() holds these bytes: the access lands in another "
                               "block, a block's header or free space");
            if (h->near_size && h->addr >= h->near_base + h->near_size)
                sess_buf_printf(out, "; it is %llu bytes after the nearest block, at 0x%llx of %llu bytes",
                                (unsigned long long)(h->addr - (h->near_base + h->near_size) + 1),
                                (unsigned long long)h->near_base, (unsigned long long)h->near_size);
            else if (h->near_size)
                sess_buf_printf(out, "; it is %llu bytes before the nearest block, at 0x%llx of %llu bytes",
                                (unsigned long long)(h->near_base - h->addr), (unsigned long long)h->near_base,
                                (unsigned long long)h->near_size);
            sess_buf_puts(out, ")\n");
            if (h->count > 1)
                sess_buf_printf(out, "=========     and %llu more such accesses at this instruction\n",
                                (unsigned long long)h->count - 1);
            sess_buf_puts(out, "========= \n");
            continue;
        }
        if (h->kind == HZ_SYNC) {
            sess_buf_printf(out, "========= Barrier error detected. %s\n=========     ", h->what);
            where_text(s, h->second.pc, out, NULL, NULL);
            sess_buf_puts(out, "\n=========     by ");
            thread_text(s, h->second.block, h->second.tib, out);
            sess_buf_printf(out, "\n=========     %s\n", h->msg);
            if (h->count > 1)
                sess_buf_printf(out, "=========     (and %llu more times at this call)\n",
                                (unsigned long long)h->count - 1);
            sess_buf_puts(out, "========= \n");
        } else {
            sess_buf mem = {0};
            mem_name(s, h, &mem);
            sess_buf_printf(out, "========= Uninitialized __%s__ memory read of size %d bytes\n=========     ",
                            h->local ? "local" : h->shared ? "shared" : "global", h->size);
            where_text(s, h->second.pc, out, NULL, NULL);
            sess_buf_puts(out, "\n=========     by ");
            thread_text(s, h->second.block, h->second.tib, out);
            sess_buf_printf(out, "\n=========     Address 0x%llx\n", (unsigned long long)h->addr);
            if (h->local)
                sess_buf_puts(out, "=========     (the thread's local memory: a local variable or array "
                                   "of the thread, read before the thread wrote these bytes; automatic "
                                   "variables start uninitialised, as in C++, " CR_GUIDE_5_3 ")\n");
            else if (mem.len)
                sess_buf_printf(out, "=========     (%s, which nothing wrote: neither cudaMemcpy nor "
                                     "cudaMemset nor a kernel)\n", mem.p);
            if (h->count > 1)
                sess_buf_printf(out, "=========     and %llu more reads of uninitialized bytes at this "
                                     "instruction, by other threads\n", (unsigned long long)h->count - 1);
            sess_buf_puts(out, "========= \n");
            sess_buf_free(&mem);
        }
    }
}

void dm_san_explain(dm_san *s, sess_buf *out)
{
    int races = 0;
    for (size_t i = 0; i < s->blocks.cap; i++)
        if (s->blocks.keys[i] && s->blocks.vals[i])
            settle_reads(s, s->blocks.vals[i]);
    for (size_t i = 0; i < s->hz.len; i++) {
        const hazard *h = &s->hz.p[i];
        if (h->kind == HZ_SYNC) {
            sess_buf_printf(out, "  barrier misuse (%s) ", h->what);
            where_text(s, h->second.pc, out, NULL, NULL);
            sess_buf_printf(out, ":\n    %s\n", h->msg);
            continue;
        }
        if (h->kind == HZ_UNINIT || h->kind == HZ_HEAP)
            continue;
        if (races++ >= 4)
            continue;
        sess_buf mem = {0};
        mem_name(s, h, &mem);
        sess_buf_printf(out, "  %s race on __%s__ memory%s%s%s [%llu hazards]: the %s of ",
                        hz_name(h->kind), h->shared ? "shared" : "global", mem.len ? " (" : "",
                        mem.len ? mem.p : "", mem.len ? ")" : "", (unsigned long long)h->count,
                        h->first_write ? "write" : "read");
        thread_text(s, h->first.block, h->first.tib, out);
        sess_buf_puts(out, " ");
        where_text(s, h->first.pc, out, NULL, NULL);
        sess_buf_printf(out, "\n    and the %s of ", h->second_atomic ? "atomic" : h->second_write ? "write" : "read");
        thread_text(s, h->second.block, h->second.tib, out);
        sess_buf_puts(out, " ");
        where_text(s, h->second.pc, out, NULL, NULL);
        sess_buf_puts(out, "\n    ");
        advice(s, h, out);
        sess_buf_puts(out, "\n");
        sess_buf_free(&mem);
    }
    if (races > 4)
        sess_buf_printf(out, "  and %d more pairs of racing instructions\n", races - 4);
    if (races && s->volatile_seen)
        sess_buf_puts(out, "  (volatile accesses were checked as plain ones here: the memory model does not call "
                           "two volatile accesses a data race, but volatile does not order them either, so "
                           "warp-synchronous code that relies on it needs __syncwarp() all the same, "
                           CR_GUIDE_5_4_4_2 ")\n");
    s->volatile_seen = false;
}

void dm_san_end(dm_san *s, sess_buf *out)
{
    for (size_t i = 0; i < s->blocks.cap; i++)
        if (s->blocks.keys[i] && s->blocks.vals[i])
            settle_reads(s, s->blocks.vals[i]);
    if (s->json)
        end_json(s, out);
    else
        end_text(s, out);
    if (s->unwatched && s->json)
        put_json(out, json_pack("{s:s, s:I}", "check", "note", "unchecked_accesses", (json_int_t)s->unwatched));
    else if (s->unwatched)
        sess_buf_printf(out, "========= Note: %llu global accesses were not checked for races: their "
                             "shadow memory would have passed %llu MiB (the launch touched more global "
                             "memory than the race check follows)\n========= \n",
                        (unsigned long long)s->unwatched, SHADOW_CAP >> 20);
    s->unwatched = 0;
    clear_hazards(s);
    if (s->shadow > SHADOW_CAP / 2)
        pages_clear(s);
    map_clear(&s->blocks, drop_block);
    map_clear(&s->sync, drop_vc);
    if (s->pool_grans > POOL_CAP)
        drop_pool(s); /* (the next launch's blocks reuse it, up to 64 MiB of it) */
    memset(s->recent, 0, sizeof s->recent);
    s->last_page = NULL;
}
