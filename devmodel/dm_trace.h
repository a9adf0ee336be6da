/* dm_trace.h — the trace recorder: what each warp of one launch did, step by step, and the
 * performance metrics of §2.3.4 measured per source line and per warp.
 *
 * The executor calls the hooks below only when a launch is traced; with no recorder the cost is
 * one predictable branch per instruction. The recorder does not know how bytecode is encoded:
 * the executor names each instruction's kind and opcode, and a callback resolves a program
 * counter to its source line.
 *
 * One design decision shapes the rest: the metrics are accumulated online, for every step that
 * passes the filters, while the timeline (the step records) is bounded by a memory cap. A large
 * launch therefore cannot exhaust memory, its timeline is reported as truncated, and its metrics
 * stay complete.
 *
 * A step is announced when the executor dispatches an instruction and committed at the next
 * hook; memory, divergence and barrier hooks annotate the announced step, and an instruction
 * that is dispatched but put off (a warp leaving its turn before a global access) withdraws it.
 */
#ifndef CR_DM_TRACE_H
#define CR_DM_TRACE_H

#include <stdbool.h>
#include <stdint.h>

#include "devmodel/dm_mem.h"
#include "interp/session/util.h"

/* What an instruction does, for the timeline's colours and the metrics. */
typedef enum {
    DM_TK_ALU,      /* arithmetic, conversions, moves */
    DM_TK_LOAD,     /* memory read */
    DM_TK_STORE,    /* memory write */
    DM_TK_ATOMIC,   /* read-modify-write */
    DM_TK_BRANCH,   /* jumps and conditional branches */
    DM_TK_JOIN,     /* a reconvergence point */
    DM_TK_BARRIER,  /* __syncthreads and friends */
    DM_TK_WARP,     /* warp-synchronous: __syncwarp, votes, shuffles, match, reduce */
    DM_TK_CALL,     /* calls and returns */
    DM_TK_EXIT,     /* the thread exits */
    DM_TK_OTHER,    /* printf, malloc, fences, traps ... */
    DM_TK_COUNT
} dm_trace_kind;

const char *dm_trace_kind_name(dm_trace_kind k);

/* Memory spaces of an access, as its addresses fall (a generic pointer is classified by the
 * window its address is in). */
typedef enum { DM_TS_NONE, DM_TS_GLOBAL, DM_TS_SHARED, DM_TS_LOCAL, DM_TS_CONST, DM_TS_PARAM,
               DM_TS_OTHER, DM_TS_MIXED } dm_trace_space;

const char *dm_trace_space_name(dm_trace_space s);

/* ---- Settings ---------------------------------------------------------------------------- */

#define DM_TRACE_MAX_RANGES 16
/* A set of numbers given as inclusive ranges; an empty set means "all". */
typedef struct {
    struct { uint64_t lo, hi; } r[DM_TRACE_MAX_RANGES];
    int n;
} dm_trace_set;

typedef struct {
    dm_trace_set blocks;   /* linear block index: x + y*gridDim.x + z*gridDim.x*gridDim.y */
    dm_trace_set warps;    /* warp index within its block */
    dm_trace_set lines;    /* source line */
    dm_trace_set steps;    /* a warp's own step number, from 0 */
    uint64_t cap_bytes;    /* memory for the timeline; 0 = the default (64 MiB) */
} dm_trace_filter;

#define DM_TRACE_DEFAULT_CAP (64ull << 20)

bool dm_trace_set_has(const dm_trace_set *s, uint64_t v);

/* What the recorder needs to know about the launch. */
typedef struct {
    const char *kernel;
    uint32_t grid[3], block[3];
    uint32_t code_size;                  /* program counters are below this */
    /* FILE and LINE of the instruction at PC (FILE must stay valid during the call) */
    void (*where)(void *ctx, uint32_t pc, const char **file, int *line);
    void *where_ctx;
    const dm_mem *mem;
} dm_trace_launch;

/* ---- The recorded data (read by the renderers) --------------------------------------------- */

enum {
    DM_TF_DIVERGED = 1,      /* the branch split the warp: .aux = lanes that took it */
    DM_TF_RECONVERGED = 2,   /* first step after lanes merged at a join: .join_line says where */
    DM_TF_BARRIER = 4,       /* a barrier arrival: .bar_wait = steps waited until the release */
};

typedef struct {
    uint64_t seq;            /* order in the launch (of measured steps) */
    uint32_t warp;           /* index into dm_trace.warps */
    uint32_t step;           /* the warp's own step number */
    uint32_t pc;
    uint32_t line;           /* index into dm_trace.lines */
    uint32_t mask;           /* active lanes */
    uint32_t aux;            /* DM_TF_DIVERGED: the lanes that took the branch */
    uint32_t join_line;      /* DM_TF_RECONVERGED: index into dm_trace.lines */
    uint32_t mem;            /* index into dm_trace.mem, or UINT32_MAX */
    uint32_t bar_wait;       /* steps spent waiting at this barrier (see dm_trace_warp.clock) */
    const char *op;          /* opcode name (static storage) */
    uint8_t kind, flags;
} dm_trace_step_rec;

typedef struct {
    uint64_t addr;           /* index into dm_trace.addrs: one address per active lane */
    uint8_t space, size, write, atomic;
    uint16_t sectors;        /* global: distinct 32-byte sectors */
    uint16_t ways;           /* shared: the n of the n-way bank conflict (1 = none) */
    uint32_t bytes_used;     /* distinct bytes the lanes asked for */
} dm_trace_mem_rec;

/* Global-memory requests of one direction (§2.3.4.1). */
typedef struct {
    uint64_t requests, sectors, bytes_used;
    uint64_t min_sectors;            /* what the bytes used would need, packed: ceil(used / 32) */
} dm_trace_gstat;

/* Shared-memory requests of one direction (§2.3.4.2). */
typedef struct {
    uint64_t requests, wavefronts;   /* wavefronts: passes the banks need, 1 per request at best */
    uint32_t ways_max;               /* the largest n-way conflict seen (1 = none) */
} dm_trace_sstat;

typedef struct {
    uint32_t file;           /* index into dm_trace.files */
    int line;
    uint64_t executions;     /* warp instructions issued from this line */
    uint64_t active_lanes;   /* sum of their active lanes */
    uint32_t kinds;          /* bit set of dm_trace_kind seen */
    const char *first_op;
    dm_trace_gstat gload, gstore;    /* atomics count as stores */
    dm_trace_sstat sload, sstore;
    uint64_t other_requests; /* local, constant, param memory */
    uint64_t divergent_branches, reconvergences;
    uint64_t barrier_arrivals, barrier_wait_steps;
} dm_trace_line;

/* Barrier waits are measured on each warp's own clock: the steps it has issued plus the steps
 * it has waited. Warps of a block run side by side on a GPU, so a barrier releases when the
 * latest clock arrives there, and each warp waits the difference between that clock and its
 * own. The measure does not depend on the order in which the interpreter runs the warps. */
typedef struct {
    uint64_t block;          /* linear block index */
    uint32_t ctaid[3];
    uint32_t warp;
    bool selected;           /* passes the warp filter (records exist for every warp of a
                                selected block, for their clocks) */
    uint64_t steps, active_lanes;          /* measured steps */
    uint64_t divergent_branches, reconvergences;
    uint64_t barrier_waits, barrier_wait_steps;
    /* recorder state */
    uint64_t counter;        /* the warp's steps so far, measured or not */
    uint64_t clock;          /* steps issued + steps waited at barriers */
    uint64_t bar_clock;      /* the clock at the pending barrier arrival */
    uint32_t bar_line;       /* its line, or UINT32_MAX */
    uint32_t bar_rec;        /* its step record, or UINT32_MAX */
    bool at_barrier;
    uint8_t next_flags;      /* flags for the warp's next step */
    uint32_t next_join_line;
    uint32_t first_rec, nrecs;               /* filled by dm_trace_index */
} dm_trace_warp;

/* The metrics of one memory request, by the spaces its lanes touched. */
typedef struct {
    bool global, shared, other;
    uint32_t sectors, used, ways, passes;
} dm_trace_req;

typedef struct dm_trace {
    dm_trace_filter filter;
    char *kernel;
    uint32_t grid[3], block[3];
    VEC(char *) files;
    VEC(dm_trace_line) lines;
    VEC(dm_trace_warp) warps;
    VEC(dm_trace_step_rec) steps;
    VEC(dm_trace_mem_rec) mem;
    VEC(uint64_t) addrs;
    uint64_t steps_seen;     /* every warp step of the launch, before filters */
    uint64_t steps_measured; /* steps that passed the filters */
    uint64_t steps_untracked;/* steps of warps over the cap: they count only per line */
    bool truncated;          /* the timeline reached the cap */
    int error;               /* the launch's cudaError_t */
    /* recorder state */
    const dm_mem *memp;
    void (*where)(void *ctx, uint32_t pc, const char **file, int *line);
    void *where_ctx;
    uint32_t code_size;
    uint32_t *pc_line;       /* program counter -> line index (UINT32_MAX: not yet known) */
    uint32_t *warp_hash;     /* open addressing: warp index + 1, 0 = empty */
    uint32_t warp_hash_cap;
    uint64_t last_key;
    uint32_t last_warp;      /* cache of the last lookup */
    uint32_t counted;        /* warp whose counter the last step advanced, or UINT32_MAX */
    size_t bytes;            /* memory held by the timeline and the warp table */
    bool has_pending;
    dm_trace_step_rec pending;
    dm_trace_mem_rec pending_mem;
    bool pending_has_mem;
    dm_trace_req pending_req;
    uint64_t pending_addr[32];
    uint32_t *by_warp;       /* step record indexes grouped by warp (dm_trace_index) */
} dm_trace;

dm_trace *dm_trace_new(const dm_trace_filter *filter, const dm_trace_launch *launch);
void dm_trace_free(dm_trace *t);

/* ---- Hooks (the executor) -------------------------------------------------------------------- */

/* Warp WARP of block BLOCK dispatches the instruction at PC for the lanes in MASK. */
void dm_trace_step(dm_trace *t, uint64_t block, uint32_t warp, uint32_t pc, uint32_t mask,
                   dm_trace_kind kind, const char *op);
/* The step just announced did not run: it will be dispatched again. */
void dm_trace_unstep(dm_trace *t);
/* The announced step accesses memory: ADDR[l] for each lane l of its mask, SIZE bytes each. */
void dm_trace_mem(dm_trace *t, const uint64_t *addr, int size, bool write, bool atomic);
/* The announced branch split its lanes: TAKEN went to the target, the others fell through. */
void dm_trace_diverge(dm_trace *t, uint32_t taken);
/* Lanes of a warp merged at a join and continue together as MASK from PC (the reconvergence
 * point). */
void dm_trace_reconverge(dm_trace *t, uint64_t block, uint32_t warp, uint32_t pc, uint32_t mask);
/* The step just announced is a barrier arrival. */
void dm_trace_bar_arrive(dm_trace *t);
/* The barrier that the warps of block BLOCK wait at is released. */
void dm_trace_bar_release(dm_trace *t, uint64_t block);
/* The launch ended with ERROR (a cudaError_t). */
void dm_trace_finish(dm_trace *t, int error);

/* ---- Reading --------------------------------------------------------------------------------- */

/* Group the step records by warp (fills by_warp, first_rec and nrecs); idempotent. */
void dm_trace_index(dm_trace *t);

/* SIMT efficiency (active lanes / 32 per instruction, §2.3.4). */
double dm_trace_line_simt(const dm_trace_line *l);
double dm_trace_warp_simt(const dm_trace_warp *w);
/* A line's global requests of both directions, and of its shared ones. */
dm_trace_gstat dm_trace_line_global(const dm_trace_line *l);
dm_trace_sstat dm_trace_line_shared(const dm_trace_line *l);
/* Sectors per request, and bytes used / bytes transferred (32 per sector), §2.3.4.1;
 * 0 without requests. */
double dm_trace_sectors_per_request(const dm_trace_gstat *g);
double dm_trace_global_efficiency(const dm_trace_gstat *g);
/* Average passes (wavefronts) per shared-memory request: 1 = conflict-free. */
double dm_trace_wavefronts_per_request(const dm_trace_sstat *s);

/* Measure one warp request (exported for tests): the distinct 32-byte sectors and the distinct
 * bytes of the lanes in MASK; and the shared-memory bank conflict (32 banks of 4 bytes) as the
 * largest number of distinct words in one bank, with *wavefronts the passes it takes. */
void dm_trace_measure_global(const uint64_t *addr, uint32_t mask, int size, unsigned *sectors,
                             unsigned *bytes_used);
unsigned dm_trace_measure_shared(const uint64_t *off, uint32_t mask, int size, unsigned *wavefronts);

#endif
