/* exec.c — the SIMT executor and the block scheduler (see exec.h).
 *
 * Two functions hold dispatch loops (STYLE §6), computed goto with a switch behind
 * CR_VM_SWITCH_DISPATCH: run_warp (exec_loop.h), for one warp, compiled a second time with
 * the trace hooks as run_warp_traced for traced launches (in the base copy only, which the
 * AVX2 copy calls); and run_gang (exec_gang.h), for the
 * warps of a block in lockstep. The lane-wise instructions both run are in exec_ops.h, the
 * warp-wide operations both call are warp_collective and its helpers, here. In
 * run_warp the lanes of the running group share one program counter, register frame and
 * local-memory frame, kept in locals; per-lane state is written back only when the group
 * changes (divergence, a join, a call that diverges, a barrier).
 *
 * Arithmetic runs over all 32 lanes when no other live lane shares the registers ("wide"), and
 * over the set bits of the group otherwise; memory operations always touch only the group's
 * lanes, after every address has been checked against the memory it falls in.
 */
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "devmodel/dm_errors.h"
#include "devmodel/dm_memorder.h"
#include "interp/session/guide.h"
#include "interp/vm/exec.h"
#include "interp/vm/claims.h"
#include "devmodel/dm_weak.h"
#include "interp/vm/lanes.h"
#include "interp/vm/uniform.h"
#include "interp/vm/vmmath.h"
#include "interp/vm/vmids.h"
#include "interp/vm/vmrng.h"
#include "interp/vm/vmwmma.h"

/* A register: 32 lanes, contiguous. A register number's width is fixed (even rows hold
 * 64-bit values, odd rows 32-bit ones; see the code generator's alloc_reg), so a 32-bit row
 * uses the first half of the storage and never shares it with 64-bit lanes. */
typedef union {
    int32_t i32[32];
    uint32_t u32[32];
    float f32[32];
    int64_t i64[32];
    uint64_t u64[32];
    double f64[32];
} vm_reg;

typedef struct {
    uint32_t ret_pc, base, lsp;
    uint16_t dst;
    uint8_t width;
} vm_callrec;

typedef struct vm_block vm_block;

/* What the sync check (--sanitize) remembers of a warp's warp-synchronous calls, kept apart
 * from the warp so that launches without it carry none of it. */
typedef struct vm_synccheck {
    uint32_t owed;          /* lanes that, while lanes whose mask names them waited, called the
                             * same warp-synchronous function with another mask (at
                             * owed_pc[lane], with owed_mask[lane]) and have not yet called it
                             * with the waiters' mask */
    uint32_t owed_pc[32], owed_mask[32];
    uint32_t last;          /* lanes with a warp-synchronous call since the block's last
                             * barrier: the last one's instruction (last_pc), mask and the
                             * lanes that met in it */
    uint32_t last_pc[32], last_mask[32], last_with[32];
} vm_synccheck;

typedef struct {
    /* the lanes' arrays first, so that in a block's array of warps (calloc_lines, and a size
     * that is a multiple of 64) each starts a cache line and lanes.h's 32-byte steps never
     * straddle two */
    uint32_t pc[32], base[32], lsp[32], depth[32];
    uint32_t sync_mask[32];
    uint32_t tid[3][32];
    int32_t last_err[32];   /* each thread's last device-runtime error (cudaGetLastError) */
    vm_block *blk;
    int index;
    uint32_t exists, live, blocked, bar_wait, sync_wait;
    uint32_t group;
    struct vm_synccheck *sc; /* the sync check's record (sanitized launches only, else NULL) */
    vm_reg *regs;           /* in the block's slab, or its own (own_regs) once calls need more */
    uint32_t nregs;
    bool own_regs;
    vm_callrec *calls;
    uint32_t depth_cap;
    uint8_t *local;
    uint32_t spin;
    uint32_t boost_pc, boost_left;
    int bar_groups;         /* arrivals of this warp at the current barrier episode */
    int bar_late_groups;    /* those with a lane that is not early (below) */
    uint32_t early;         /* lanes the spin-yield let past a reconvergence point (JOIN) ahead
                             * of the others since the last barrier: they arrive there in the
                             * same pass as the others, only sooner */
    bool boosted;           /* select_group chose the group by the spin-yield */
    uint32_t bar_exited;    /* lanes that exited while threads of the block waited at a barrier */
    bool turn_done;         /* reached its next global access this turn */
    bool gate_used;         /* made its global access of the turn in a gang (exec_gang.h) */
    bool inited;            /* its thread indices are this launch's (block_init) */
} vm_warp;
_Static_assert(sizeof(vm_warp) % 64 == 0, "a warp's lane arrays start cache lines");

struct vm_block {
    uint32_t ctaid[3];
    uint64_t linear;
    uint8_t *shared;
    uint32_t shared_cap;
    uint32_t shared_size;   /* static + dynamic (without the reserved part) */
    vm_warp *warps;
    int nwarps;
    vm_reg *slab;           /* the warps' registers, slab_stride apart (exec_gang.h runs them
                             * as one strided loop) */
    uint32_t slab_stride;
    int live_threads, waiting_threads;
    /* the barrier episode in progress */
    uint32_t bar_pc;
    int bar_count, bar_and, bar_or;
    bool bar_divergent_pcs, bar_skipped;
    bool bar_ub;            /* an episode of this block's barriers was reported (block_release):
                               its threads' passes through them may not line up (uniform.h) */
    uint32_t skip_lane_warp, skip_pc; /* who skipped it (for the message) */
    int skip_warp;
    bool started, done;
    bool released;          /* a barrier completed (block_release) */
    bool lanes_apart;       /* vm_launch_cfg.lanes_apart: a group is one lane */
    uint64_t steps;
};

/* A granule of global memory as it was before the launch wrote it. */
typedef struct vm_undo {
    uint8_t *p;             /* the read-write view */
    uint32_t n;
    uint8_t bytes[1u << VM_CLAIM_SHIFT];
} vm_undo;

typedef VEC(vm_undo) vm_undo_vec;

typedef struct vm_ctx {
    const vm_launch_cfg *cfg;
    vm_program *prog;
    const vm_insn *code;
    const uint64_t *pool;
    vm_func *kernel;
    dm_mem *mem;
    uint32_t nthreads;      /* per block */
    uint32_t shared_total;
    uint32_t stack;
    bool uses_local;
    uint32_t slab_regs;     /* registers of a warp in the block's slab (slab_need) */
    /* the range of the last global allocation touched: [glo, ghi); and of the one before,
     * [glo2, ghi2) (a kernel that reads one array and writes another finds both here) */
    uint64_t glo, ghi, glo2, ghi2;
    /* failure */
    int error;
    sess_buf msg;
    sess_buf dstderr;
    bool stop;              /* stop every warp now */
    bool no_new_blocks;     /* after an assert: let resident blocks finish, start no more */
    uint64_t steps, budget;
    uint64_t seed_state;
    uint64_t streams;       /* device-side streams created (OP_DEVRT 2) */
    dm_weak *weak;          /* the weak memory model, or NULL: memory is sequentially consistent */
    bool gang;              /* converged warps run in lockstep (exec_gang.h) */
    uint64_t gangs_formed;  /* gangs formed from the block's warps (run_gang's reselect) */
    uint64_t gangs_rejoined; /* gangs formed again by taking back the warps a branch held */
    uint64_t uniform_branches; /* uniform branches a gang decided from one lane */
    /* warnings already given (by pc) */
    VEC(uint32_t) warned;
    vm_fault fault;         /* the bad access that stopped the launch */
    /* on the pool ("The pool", below): the launch's shared state, the block running (its
     * number in the claims), the granules it already holds (key + 1, the block that holds it,
     * 1: it may read any word, 2: it may write the words par_words; it may update the words
     * par_uwords with the kind par_ukind), and the bytes of the granules it was first to
     * write, as they were before */
    struct vm_par *par;
    bool par_caller;        /* the pool's thread that called vm_launch (it tells the progress) */
    uint8_t par_kind;       /* the access being noted is an update of this kind (claims.h; 0: not) */
    uint32_t par_me;
    uint64_t par_key[256];
    uint64_t par_words[256];
    uint64_t par_uwords[256];
    uint32_t par_who[256];
    uint8_t par_mode[256];
    uint8_t par_ukind[256];
    vm_undo_vec undo;
} vm_ctx;

/* How a slice of a warp ended: at its quantum, at a global-memory access it leaves for its
 * next turn, blocked (barrier, warp sync), finished, or stopped with the launch. */
enum { RUN_YIELD, RUN_GATE, RUN_BLOCKED, RUN_DONE, RUN_STOP };

/* ---- Diagnostics ---------------------------------------------------------------------- */

/* The scheduler's random draw (seed != 0 only): xorshift64*. */
static uint32_t sched_rand(vm_ctx *X, uint32_t n)
{
    uint64_t x = X->seed_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    X->seed_state = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1Dull) >> 32) % n;
}

static const char *loc_file(vm_ctx *X, uint32_t pc)
{
    return X->prog->strings.p[X->prog->locs.p[pc].file];
}

static int loc_line(vm_ctx *X, uint32_t pc)
{
    return X->prog->locs.p[pc].line;
}

static void thread_desc(sess_buf *b, vm_warp *w, int lane)
{
    sess_buf_printf(b, "thread (%u,%u,%u) of block (%u,%u,%u)", w->tid[0][lane], w->tid[1][lane],
                    w->tid[2][lane], w->blk->ctaid[0], w->blk->ctaid[1], w->blk->ctaid[2]);
}

/* Stop the launch with ERROR; MSG describes what happened (the first failure wins). */
static void fail(vm_ctx *X, int error, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail(vm_ctx *X, int error, const char *fmt, ...)
{
    if (!X->error) {
        X->error = error;
        va_list ap;
        va_start(ap, fmt);
        sess_buf_vprintf(&X->msg, fmt, ap);
        va_end(ap);
    }
    X->stop = true;
}

/* A misuse of a barrier or a warp-synchronous call, for the sanitizer's sync check. */
static void san_sync(vm_ctx *X, vm_warp *w, int lane, uint32_t pc, const char *what, const char *msg)
{
    if (X->cfg->san)
        dm_san_sync(X->cfg->san, (uint32_t)w->blk->linear, (uint32_t)(w->index * 32 + lane), pc, what, msg);
}

static void par_stop(vm_ctx *X, const char *why, uint64_t addr);

/* Is this the first time the launch says something of the instruction at PC? (It is then
 * recorded: a warning or a note is said once an instruction.) */
static bool first_said(vm_ctx *X, uint32_t pc)
{
    for (size_t i = 0; i < X->warned.len; i++)
        if (X->warned.p[i] == pc)
            return false;
    VEC_PUSH(X->warned, pc);
    return true;
}

/* A warning for the instruction at PC, once a launch, placed at AT (PC, or where the program
 * called the header function PC is in). */
static void warn_once_at(vm_ctx *X, uint32_t pc, uint32_t at, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void warn_once_at(vm_ctx *X, uint32_t pc, uint32_t at, const char *fmt, ...)
{
    if (X->par) {
        par_stop(X, "the launch has a warning to give (the serial run gives it, in its order)", 0);
        return;
    }
    if (!first_said(X, pc) || !X->cfg->warn)
        return;
    sess_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    sess_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    X->cfg->warn(X->cfg->warn_ctx, loc_file(X, at), loc_line(X, at), b.p);
    sess_buf_free(&b);
}
#define warn_once(X, pc, ...) warn_once_at(X, pc, pc, __VA_ARGS__)

/* Where the program called the library function (a header of cudarepl's, such as
 * <cooperative_groups.h>) that the instruction at PC of LANE is in: the instruction itself when
 * it is the program's own. */
static uint32_t program_site(vm_ctx *X, vm_warp *w, int lane, uint32_t pc)
{
    uint32_t p = pc, d = w->depth[lane];
    while (d > 0 && strstr(loc_file(X, p), "include/device/")) {
        d--;
        p = w->calls[d * 32 + (uint32_t)lane].ret_pc - 1;
    }
    return p;
}

/* The lanes of mask M as ranges ("0-3,7"), each number plus OFF. */
static void ranges_desc(sess_buf *b, uint32_t m, int off)
{
    bool first = true;
    for (int l = 0; l < 32; l++) {
        if (!(m >> l & 1))
            continue;
        int e = l;
        while (e + 1 < 32 && (m >> (e + 1) & 1))
            e++;
        sess_buf_printf(b, "%s%d", first ? "" : ",", l + off);
        if (e > l)
            sess_buf_printf(b, "-%d", e + off);
        first = false;
        l = e;
    }
    if (first)
        sess_buf_puts(b, "none");
}

static void lanes_desc(sess_buf *b, uint32_t m)
{
    ranges_desc(b, m, 0);
}

/* "thread 5 (warp 0 lane 5)", "threads 32-63 (warp 1)": threads by their index in the block. */
static void threads_desc(sess_buf *b, int warp, uint32_t m)
{
    sess_buf_puts(b, m & (m - 1) ? "threads " : "thread ");
    ranges_desc(b, m, warp * 32);
    if (m == 0xffffffffu)
        sess_buf_printf(b, " (warp %d)", warp);
    else
        sess_buf_printf(b, " (warp %d lane%s ", warp, m & (m - 1) ? "s" : "");
    if (m != 0xffffffffu) {
        lanes_desc(b, m);
        sess_buf_putc(b, ')');
    }
}

/* ---- Warp state ---------------------------------------------------------------------------- */

static bool ensure_regs(vm_warp *w, uint32_t need)
{
    if (need <= w->nregs)
        return true;
    if (need > 1u << 20)
        return false;
    uint32_t n = w->nregs ? w->nregs : 16;
    while (n < need)
        n *= 2;
    vm_reg *r;
    if (w->own_regs) {
        r = realloc(w->regs, (size_t)n * sizeof(vm_reg));
    } else {
        /* the warp leaves the block's slab */
        r = malloc((size_t)n * sizeof(vm_reg));
        if (r && w->nregs)
            memcpy(r, w->regs, (size_t)w->nregs * sizeof(vm_reg));
    }
    if (!r)
        return false;
    w->own_regs = true;
    memset(r + w->nregs, 0, (size_t)(n - w->nregs) * sizeof(vm_reg));
    w->regs = r;
    w->nregs = n;
    return true;
}

static bool ensure_depth(vm_warp *w, uint32_t depth)
{
    if (depth < w->depth_cap)
        return true;
    if (depth > 100000)
        return false;
    uint32_t n = w->depth_cap ? w->depth_cap * 2 : 8;
    while (n <= depth)
        n *= 2;
    vm_callrec *c = realloc(w->calls, (size_t)n * 32 * sizeof(vm_callrec));
    if (!c)
        return false;
    w->calls = c;
    w->depth_cap = n;
    return true;
}

/* Pick the next group of lanes to run: the deepest call first, then the lowest program
 * counter; all runnable lanes at the same point (same frame) run together. A lane group
 * that spins in a loop while others wait is made to yield now and then (boost), which gives
 * independent thread scheduling's forward progress. */
static bool select_group(vm_warp *w)
{
    uint32_t cand = w->live & ~w->blocked;
    w->boosted = false;
    if (!cand) {
        w->group = 0;
        return false;
    }
    int best = -1;
    if (w->boost_left) {
        for (uint32_t m = cand; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            if (w->pc[l] == w->boost_pc) {
                best = l;
                break;
            }
        }
        if (best < 0)
            w->boost_left = 0;
        else
            w->boosted = true;
    }
    if (best < 0) {
        /* the usual case: every runnable lane is at one point */
        int f = __builtin_ctz(cand);
        uint32_t same = cand & lanes_equal(w->pc, w->pc[f]) & lanes_equal(w->base, w->base[f]) &
                        lanes_equal(w->lsp, w->lsp[f]) & lanes_equal(w->depth, w->depth[f]);
        if (same == cand) {
            w->group = w->blk->lanes_apart ? cand & -cand : cand;
            return true;
        }
        /* the deepest call, then the lowest program counter: two reductions over the lanes
         * that vectorise (no data-dependent branch per lane) */
        uint32_t maxd = 0, minpc = UINT32_MAX;
        for (int l = 0; l < 32; l++) {
            uint32_t d = cand >> l & 1 ? w->depth[l] : 0;
            maxd = d > maxd ? d : maxd;
        }
        uint32_t deep = cand & lanes_equal(w->depth, maxd);
        for (int l = 0; l < 32; l++) {
            uint32_t p = deep >> l & 1 ? w->pc[l] : UINT32_MAX;
            minpc = p < minpc ? p : minpc;
        }
        best = __builtin_ctz(deep & lanes_equal(w->pc, minpc));
    }
    w->group = cand & lanes_equal(w->pc, w->pc[best]) & lanes_equal(w->base, w->base[best]) &
               lanes_equal(w->lsp, w->lsp[best]) & lanes_equal(w->depth, w->depth[best]);
    if (w->blk->lanes_apart)
        w->group &= -w->group;
    return true;
}

/* Another runnable group than G (for the spin-yield), preferring the next program counter. */
static bool boost_other(vm_warp *w, uint32_t g, uint32_t pc)
{
    uint32_t cand = w->live & ~w->blocked & ~g;
    if (!cand)
        return false;
    int best = -1;
    for (uint32_t m = cand; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        if (best < 0 || (w->pc[l] > pc && (w->pc[best] <= pc || w->pc[l] < w->pc[best])) ||
            (w->pc[l] <= pc && w->pc[best] <= pc && w->pc[l] < w->pc[best]))
            best = l;
    }
    w->boost_pc = w->pc[best];
    w->boost_left = 64;
    return true;
}

/* ---- Memory ---------------------------------------------------------------------------- */

static const char *space_name(dm_window w)
{
    switch (w) {
    case DM_W_GLOBAL: return "global";
    case DM_W_CONST: return "constant";
    case DM_W_SHARED: return "shared";
    case DM_W_LOCAL: return "local";
    case DM_W_PARAM: return "param";
    case DM_W_HOST: return "host";
    default: return "generic";
    }
}

static void describe_global(vm_ctx *X, sess_buf *b, uint64_t a, int size)
{
    const dm_alloc *al = dm_nearest_alloc(X->mem, a);
    if (!al) {
        sess_buf_puts(b, "no device memory has been allocated");
        return;
    }
    const char *what = al->kind == DM_ALLOC_SYMBOL ? "variable" : al->kind == DM_ALLOC_HEAP ? "device heap"
                       : al->kind == DM_ALLOC_MANAGED ? "managed allocation" : "allocation";
    if (a >= al->base + al->size)
        sess_buf_printf(b, "%llu bytes past the end of the %llu-byte %s", (unsigned long long)(a - (al->base + al->size)),
                        (unsigned long long)al->size, what);
    else if (a < al->base && a + (uint64_t)size > al->base)
        sess_buf_printf(b, "straddling the start of the %llu-byte %s", (unsigned long long)al->size, what);
    else if (a < al->base)
        sess_buf_printf(b, "%llu bytes before the %llu-byte %s", (unsigned long long)(al->base - a),
                        (unsigned long long)al->size, what);
    else
        sess_buf_printf(b, "overlapping the end of the %llu-byte %s", (unsigned long long)al->size, what);
    if (al->name)
        sess_buf_printf(b, " '%s'", al->name);
    sess_buf_printf(b, " at 0x%llx", (unsigned long long)al->base);
    if (al->kind == DM_ALLOC_DEVICE || al->kind == DM_ALLOC_MANAGED)
        sess_buf_printf(b, " (allocation #%u)", al->serial);
}

/* An access out of every allocation's bounds that a GPU lets pass, as the memory there is mapped
 * (dm_mapped): it reads or writes what is there. Said once an instruction (a note: a program's
 * stderr stays a GPU's); the sanitizer's memcheck (strict_bounds) makes it a fault. */
static void unfaulted(vm_ctx *X, vm_warp *w, int lane, uint32_t pc, uint64_t a, int size, bool write)
{
    if (!first_said(X, pc) || !X->cfg->note)
        return;
    sess_buf b = {0};
    sess_buf_printf(&b, "out-of-bounds global %s of %d bytes at 0x%llx (", write ? "write" : "read", size,
                    (unsigned long long)a);
    describe_global(X, &b, a, size);
    sess_buf_puts(&b, ") by ");
    thread_desc(&b, w, lane);
    sess_buf_printf(&b, ": a GPU does not fault here, as it maps the memory beside an allocation "
                    "in 2 MiB pages, and the %s %s whatever is there; the result is undefined "
                    "(--sanitize=mem stops at it)", write ? "write" : "read",
                    write ? "changes" : "gets");
    X->cfg->note(X->cfg->warn_ctx, loc_file(X, pc), loc_line(X, pc), b.p);
    sess_buf_free(&b);
}

/* The shared memory a block can reach without a fault: what it asked for (static and dynamic)
 * rounded up to 128 bytes, the granule an H100 gave a block in a probe of offsets past 4, 100,
 * 2048, 2052 and 14336 bytes (static or dynamic, reads and writes alike). */
static inline uint32_t shared_window(uint32_t asked)
{
    return (asked + 127u) & ~127u;
}

/* An access past a block's shared memory but inside its last granule (shared_window): a GPU lets
 * it pass. Said once an instruction, as unfaulted's; memcheck makes it a fault. */
static void unfaulted_shared(vm_ctx *X, vm_warp *w, int lane, uint32_t pc, uint64_t off, int size, bool write)
{
    if (!first_said(X, pc) || !X->cfg->note)
        return;
    sess_buf b = {0};
    sess_buf_printf(&b, "out-of-bounds shared %s of %d bytes at offset %llu (the block has %u bytes of "
                    "shared memory) by ", write ? "write" : "read", size, (unsigned long long)off,
                    w->blk->shared_size);
    thread_desc(&b, w, lane);
    sess_buf_printf(&b, ": a GPU does not fault here, as it gives a block its shared memory in "
                    "128-byte granules, and the %s %s whatever is there; the result is undefined "
                    "(--sanitize=mem stops at it)", write ? "write" : "read", write ? "changes" : "gets");
    X->cfg->note(X->cfg->warn_ctx, loc_file(X, pc), loc_line(X, pc), b.p);
    sess_buf_free(&b);
}

/* Addresses below this one are a null pointer, or a member of a null object. */
#define VM_NULL_PAGE 0x10

static void bad_access(vm_ctx *X, vm_warp *w, int lane, uint32_t pc, uint64_t a, int size, bool write,
                       const char *why)
{
    sess_buf b = {0};
    dm_window win = dm_window_of(X->mem, a);
    int code = DM_cudaErrorIllegalAddress;
    if (a < VM_NULL_PAGE && !why) {
        /* through a null pointer made at run time: an illegal address, as on an H100
         * (runtime/launch-after-fault; one nvcc sees is null is a trap: cg.c, seen_null) */
        sess_buf_printf(&b, "null pointer %s of %d bytes at 0x%llx", write ? "write" : "read", size,
                        (unsigned long long)a);
    } else if (why) {
        code = strstr(why, "misaligned") ? DM_cudaErrorMisalignedAddress : DM_cudaErrorIllegalAddress;
        sess_buf_printf(&b, "%s %s of %d bytes at 0x%llx", why, write ? "write" : "read", size,
                        (unsigned long long)a);
    } else if (win == DM_W_GLOBAL && !dm_find_alloc(X->mem, a, 1) && dm_released_alloc(X->mem, a)) {
        const dm_alloc *r = dm_released_alloc(X->mem, a);
        sess_buf_printf(&b, "use after free: global %s of %d bytes at 0x%llx (byte %llu of the %llu-byte "
                        "%sallocation #%u at 0x%llx, which %s released)",
                        write ? "write" : "read", size, (unsigned long long)a,
                        (unsigned long long)(a - r->base), (unsigned long long)r->size,
                        r->kind == DM_ALLOC_MANAGED ? "managed " : "", r->serial, (unsigned long long)r->base,
                        r->freed_by ? r->freed_by : "cudaFree");
    } else {
        sess_buf_printf(&b, "out-of-bounds %s %s of %d bytes at 0x%llx", space_name(win),
                        write ? "write" : "read", size, (unsigned long long)a);
        if (win == DM_W_GLOBAL) {
            sess_buf_puts(&b, " (");
            describe_global(X, &b, a, size);
            sess_buf_puts(&b, ")");
        } else if (win == DM_W_SHARED) {
            sess_buf_printf(&b, " (the block has %u bytes of shared memory)", w->blk->shared_size);
        } else if (win == DM_W_NONE) {
            sess_buf_puts(&b, " (not a device address: a host pointer passed to a kernel?)");
        }
    }
    sess_buf_puts(&b, " by ");
    thread_desc(&b, w, lane);
    if (!X->error) {
        vm_fault *f = &X->fault;
        f->kind = a < VM_NULL_PAGE && !why ? VM_FAULT_NULL : why && strstr(why, "misaligned") ? VM_FAULT_MISALIGNED :
                  strstr(b.p, "use after free") ? VM_FAULT_FREED : VM_FAULT_BOUNDS;
        f->write = write;
        f->size = size;
        f->space = (int)win;
        f->addr = a;
        f->pc = pc;
        for (int d = 0; d < 3; d++) {
            f->block[d] = w->blk->ctaid[d];
            f->thread[d] = w->tid[d][lane];
        }
    }
    fail(X, code, "%s at %s:%d", b.p, loc_file(X, pc), loc_line(X, pc));
    sess_buf_free(&b);
}

/* Translate the addresses of the group's lanes to host pointers, checking each access. */
/* hp[l] = addr[l] + D for the lanes of MASK (D wraps: host view minus device address). */
static inline void offset_lanes(uint8_t **hp, const uint64_t *addr, uint32_t mask, uintptr_t d)
{
    if (mask == 0xffffffffu) {
        for (int l = 0; l < 32; l++)
            hp[l] = (uint8_t *)(uintptr_t)(addr[l] + d);
        return;
    }
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        hp[l] = (uint8_t *)(uintptr_t)(addr[l] + d);
    }
}

/* ---- The pool: blocks kept apart in global memory -------------------------------------------
 * On the pool every access of a block to global memory is noted, granule by granule, before it
 * is made (claims.h); an access that would let two blocks meet in a granule one of them writes
 * stops the launch instead (par_stop), which then runs again serially. */

typedef struct vm_par {
    vm_claims *claims;
    _Atomic int abort;      /* a block met another, or did what the pool does not run */
    const char *why;        /* ... what, said by the first to abort (NULL: not said) */
    uint64_t addr;          /* ... where blocks met in global memory (0: not that) */
    _Atomic uint64_t next;  /* the next block to start */
    _Atomic uint64_t steps; /* the finished blocks' steps */
    _Atomic uint64_t done;  /* the finished blocks (for the progress line) */
    uint64_t nblocks;
    unsigned threads;
    uint32_t base;          /* the claims' number of block 0 */
    struct vm_pool *pool;   /* its threads, told once the caller's has run PAR_WAKE_NS */
    uint64_t wake_at;       /* (CLOCK_MONOTONIC, ns; 0: told) */
    const struct vm_ctx *launch; /* the launch's context, which each thread's starts as */
    struct vm_ctx *ctx;     /* the threads' contexts (the pool's), the first INITED made */
    unsigned inited;
} vm_par;

struct vm_pool {
    vm_claims *claims;
    /* room for ROOM threads: */
    vm_undo_vec *undo;      /* each one's undo log, emptied (undo_grow's mappings) */
    void *ctx;              /* each one's context (vm_ctx) */
    unsigned room;
    /* The threads, started at the first launch that wants them and parked between launches
     * (starting them for every launch cost a small launch ten times its work): worker i (from
     * 1) runs fn(arg + i * size) for each new work (gen) with i below nwork. */
    pthread_mutex_t mu;
    pthread_cond_t go, idle;
    pthread_t *th;
    unsigned nth;           /* threads started */
    pid_t pid;              /* the process that started them (a fork's child has none) */
    uint64_t gen;
    unsigned busy;          /* workers still on this work */
    bool quit, woken;       /* (woken: this work's workers were told) */
    void *(*fn)(void *);
    char *arg;
    size_t size;
    unsigned nwork;
};

typedef struct {
    vm_pool *pool;
    unsigned index;
} pool_thread;

/* (made once, in the copy without AVX2; both copies' par_run use them) */
unsigned vm_pool_threads(vm_pool *p, unsigned n);
void vm_pool_wake(vm_pool *p, unsigned n, void *(*fn)(void *), void *arg, size_t size);
void vm_pool_finish(vm_pool *p);

/* Room for the copies of V: a mapping that grows by doubling, in huge pages where the kernel
 * gives them (a launch that writes 64 MiB keeps 64 MiB of copies; faulted in page by page, that
 * was half the time of a first launch of vecAdd on the pool). False if out of memory. */
static bool undo_grow(vm_undo_vec *v)
{
    size_t cap = v->cap ? v->cap * 2 : (2u << 20) / sizeof *v->p;
    void *p = v->cap ? sess_pages_grow(v->p, v->cap * sizeof *v->p, cap * sizeof *v->p)
                     : sess_pages(cap * sizeof *v->p);
    if (!p)
        return false;
    v->p = p;
    v->cap = cap;
    return true;
}

#ifndef VM_AVX2
vm_pool *vm_pool_new(void)
{
    vm_pool *p = sess_xcalloc(1, sizeof *p);
    if (!(p->claims = vm_claims_new())) {
        free(p);
        return NULL;
    }
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->go, NULL);
    pthread_cond_init(&p->idle, NULL);
    return p;
}

static void *pool_thread_main(void *arg)
{
    pool_thread *t = arg;
    vm_pool *p = t->pool;
    const unsigned i = t->index;
    free(t);
    uint64_t seen = 0;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (p->gen == seen && !p->quit)
            pthread_cond_wait(&p->go, &p->mu);
        if (p->quit)
            break;
        seen = p->gen;
        if (i >= p->nwork)
            continue;
        void *(*fn)(void *) = p->fn;
        void *arg_i = p->arg + (size_t)i * p->size;
        pthread_mutex_unlock(&p->mu);
        fn(arg_i);
        pthread_mutex_lock(&p->mu);
        if (--p->busy == 0)
            pthread_cond_signal(&p->idle);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* Up to N - 1 threads beside the caller's (started now where fewer are); returns how many
 * threads the work may have, the caller's included (fewer where the system gives no more). */
unsigned vm_pool_threads(vm_pool *p, unsigned n)
{
    if (p->nth && p->pid != getpid())
        p->nth = 0; /* a fork's child: its parent's threads are not here */
    if (p->nth + 1 >= n)
        return n;
    p->th = sess_xrealloc(p->th, (n - 1) * sizeof *p->th);
    p->pid = getpid();
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 16u << 20);
    /* the threads take no signals: an interrupt or a host fault is the session's thread's */
    sigset_t all, was;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &was);
    while (p->nth + 1 < n) {
        pool_thread *t = sess_xcalloc(1, sizeof *t);
        *t = (pool_thread){p, p->nth + 1};
        if (pthread_create(&p->th[p->nth], &attr, pool_thread_main, t) != 0) {
            free(t);
            break;
        }
        p->nth++;
    }
    pthread_sigmask(SIG_SETMASK, &was, NULL);
    pthread_attr_destroy(&attr);
    return p->nth + 1 < n ? p->nth + 1 : n;
}

/* The pool's threads take work: FN(ARG + i * SIZE) for i from 1 to N - 1 (N at most what
 * vm_pool_threads gave; the caller runs FN(ARG) itself, and has run it for a while before it
 * tells them: waking them and waiting for them costs a short launch more than its work). */
void vm_pool_wake(vm_pool *p, unsigned n, void *(*fn)(void *), void *arg, size_t size)
{
    pthread_mutex_lock(&p->mu);
    if (!p->woken && n > 1) {
        p->fn = fn;
        p->arg = arg;
        p->size = size;
        p->nwork = n;
        p->woken = true;
        p->busy = p->nwork - 1;
        p->gen++;
        pthread_cond_broadcast(&p->go);
    }
    pthread_mutex_unlock(&p->mu);
}

/* Returns when the threads told are done with the work. */
void vm_pool_finish(vm_pool *p)
{
    pthread_mutex_lock(&p->mu);
    while (p->woken && p->busy)
        pthread_cond_wait(&p->idle, &p->mu);
    p->woken = false;
    pthread_mutex_unlock(&p->mu);
}

void vm_pool_free(vm_pool *p)
{
    if (!p)
        return;
    if (p->nth && p->pid == getpid()) {
        pthread_mutex_lock(&p->mu);
        p->quit = true;
        pthread_cond_broadcast(&p->go);
        pthread_mutex_unlock(&p->mu);
        for (unsigned i = 0; i < p->nth; i++)
            pthread_join(p->th[i], NULL);
    }
    free(p->th);
    free(p->ctx);
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->go);
    pthread_cond_destroy(&p->idle);
    vm_claims_free(p->claims);
    for (unsigned i = 0; i < p->room; i++)
        if (p->undo[i].cap)
            sess_pages_free(p->undo[i].p, p->undo[i].cap * sizeof *p->undo[i].p);
    free(p->undo);
    free(p);
}
#endif

/* The pool gives up on the launch for WHY (a constant text; NULL: a reason said by a thread
 * before, or one par_run says), where blocks met at ADDR (0: not that); the first to give up
 * says why (read after the threads are joined). */
static void par_stop(vm_ctx *X, const char *why, uint64_t addr)
{
    int was = 0;
    if (atomic_compare_exchange_strong(&X->par->abort, &was, 1)) {
        X->par->why = why;
        X->par->addr = addr;
    }
    X->stop = true;
}

/* The block notes the 4-byte words WORDS (bit i: bytes 4i to 4i+3) of granule G ([LO, HI): the
 * allocation it is in, what an undo may copy). */
static bool par_granule(vm_ctx *X, uint64_t g, bool write, uint64_t words, uint64_t lo, uint64_t hi)
{
    unsigned i = (unsigned)(g & 255), kind = write ? X->par_kind : 0;
    bool mine = X->par_key[i] == g + 1 && X->par_who[i] == X->par_me;
    /* (words it alone writes, it may update too) */
    if (mine && (write ? ((X->par_mode[i] & 2) && !(words & ~X->par_words[i])) ||
                             (kind && X->par_ukind[i] == kind && !(words & ~X->par_uwords[i]))
                       : (X->par_mode[i] & 1)))
        return true;
    bool first = false, whole = false;
    bool ok = vm_claims_note(X->par->claims, g, X->par_me, write, kind, words, &first, &whole);
    if (first) {
        /* the granule's bytes as they were, before any block writes them */
        uint64_t a = g << VM_CLAIM_SHIFT, e = a + (1u << VM_CLAIM_SHIFT);
        a = a < lo ? lo : a;
        e = e > hi ? hi : e;
        if (X->undo.len == X->undo.cap && !undo_grow(&X->undo))
            ok = false;
        else {
            vm_undo *u = &X->undo.p[X->undo.len++];
            u->p = (uint8_t *)(uintptr_t)(a + (uint64_t)X->mem->delta);
            u->n = (uint32_t)(e - a);
            memcpy(u->bytes, u->p, u->n);
        }
        vm_claims_copied(X->par->claims, g);
    }
    if (!ok) {
        par_stop(X, write ? "a block writes a word that another block reads or writes"
                          : "a block reads a word that another block writes",
                 g << VM_CLAIM_SHIFT);
        return false;
    }
    if (!mine) {
        X->par_key[i] = g + 1;
        X->par_who[i] = X->par_me;
        X->par_mode[i] = 0;
        X->par_words[i] = X->par_uwords[i] = 0;
        X->par_ukind[i] = 0;
    }
    if (kind) {
        if (X->par_ukind[i] != kind)
            X->par_uwords[i] = 0;
        X->par_ukind[i] = (uint8_t)kind;
        X->par_uwords[i] |= words;
    } else if (write) {
        X->par_mode[i] |= 2;
        X->par_words[i] |= words;
    } else if (whole)
        X->par_mode[i] |= 1;
    return true;
}

_Static_assert((1u << VM_CLAIM_SHIFT) == 64 * 4, "a granule's words are the bits of a uint64_t");

/* The words of its granule that N bytes from A touch (A to A + N - 1 in one granule). */
static inline uint64_t par_words(uint64_t a, uint64_t n)
{
    uint64_t o = a & ((1u << VM_CLAIM_SHIFT) - 1), w0 = o >> 2, w1 = (o + n + 3) >> 2;
    return (w1 - w0 >= 64 ? ~0ull : ((1ull << (w1 - w0)) - 1)) << w0;
}

/* [A, A + N) of the global allocation [LO, HI). */
static bool par_range(vm_ctx *X, uint64_t a, uint64_t n, bool write, uint64_t lo, uint64_t hi)
{
    uint64_t end = a + n;
    for (uint64_t g = a >> VM_CLAIM_SHIFT; g <= (end - 1) >> VM_CLAIM_SHIFT; g++) {
        uint64_t g0 = g << VM_CLAIM_SHIFT, g1 = g0 + (1u << VM_CLAIM_SHIFT);
        uint64_t s = a > g0 ? a : g0, e = end < g1 ? end : g1;
        if (!par_granule(X, g, write, par_words(s, e - s), lo, hi))
            return false;
    }
    return true;
}

/* The lanes of MASK at ADDR, SIZE bytes each (aligned), in the global allocation [LO, HI): the
 * words of consecutive lanes in one granule noted together. */
static bool par_lanes(vm_ctx *X, const uint64_t *addr, uint32_t mask, int size, bool write,
                      uint64_t lo, uint64_t hi)
{
    uint64_t cur = UINT64_MAX, words = 0;
    for (uint32_t m = mask; m; m &= m - 1) {
        uint64_t a = addr[__builtin_ctz(m)];
        uint64_t g0 = a >> VM_CLAIM_SHIFT, g1 = (a + (uint64_t)size - 1) >> VM_CLAIM_SHIFT;
        if (g0 != cur || g1 != cur) {
            if (words && !par_granule(X, cur, write, words, lo, hi))
                return false;
            words = 0;
            cur = g0;
            if (g1 != g0) {
                if (!par_range(X, a, (uint64_t)size, write, lo, hi))
                    return false;
                cur = UINT64_MAX;
                continue;
            }
        }
        words |= par_words(a, (uint64_t)size);
    }
    return !words || par_granule(X, cur, write, words, lo, hi);
}

/* [A, END) in the global allocation touched before the last: the two change places, so that
 * [glo, ghi) is the allocation of [A, END). */
static inline void prefer_alloc(vm_ctx *X, uint64_t a, uint64_t end)
{
    if ((a < X->glo || end > X->ghi) && a >= X->glo2 && end <= X->ghi2) {
        uint64_t lo = X->glo, hi = X->ghi;
        X->glo = X->glo2;
        X->ghi = X->ghi2;
        X->glo2 = lo;
        X->ghi2 = hi;
    }
}

/* A whole warp's access to one run of consecutive elements (lane l at BASE[l] + K, which is
 * BASE[0] + K + l * SIZE), aligned and inside the global allocation of the last access or the
 * block's shared memory: the host address of its first byte. NULL otherwise (translate then
 * goes lane by lane). */
static inline uint8_t *span_of(vm_ctx *X, vm_warp *w, const uint64_t *base, uint64_t k, int size,
                               bool write)
{
    uint64_t b0 = base[0], a0 = b0 + k, diff = a0 & (uint64_t)(size - 1);
    for (int l = 0; l < 32; l++)
        diff |= base[l] ^ (b0 + (uint64_t)l * (uint64_t)size);
    uint64_t end = a0 + 32u * (uint64_t)size;
    if (diff || end < a0)
        return NULL;
    prefer_alloc(X, a0, end);
    if (a0 >= X->glo && end <= X->ghi) {
        if (__builtin_expect(X->par != NULL, 0) && !par_range(X, a0, end - a0, write, X->glo, X->ghi))
            return NULL;    /* (translate then meets the conflict again and stops) */
        return (uint8_t *)(uintptr_t)(a0 + (uint64_t)X->mem->delta);
    }
    uint64_t s0 = X->mem->shared_base + DM_SHARED_RESERVED;
    if (a0 >= s0 && end <= s0 + w->blk->shared_size)
        return w->blk->shared + (a0 - s0);
    return NULL;
}

/* Do the lanes of MASK, at BASE[l] + K, all access the block's shared memory, aligned? 0 if
 * not (or the first lane is elsewhere): translate decides, and explains a bad access. 1 if
 * they do, lane l's element then at the host address BASE[l] + *D; 2 if moreover every lane
 * runs and they are one run of consecutive elements (lane l at BASE[0] + *D + l * SIZE). One
 * pass over the lanes decides both, without storing anything per lane: this is on the path of
 * every shared load and store of a tile loop. */
static inline int shared_lanes(vm_ctx *X, vm_warp *w, uint32_t mask, const uint64_t *base, uint64_t k,
                               int size, uintptr_t *d)
{
    uint64_t s0 = X->mem->shared_base + DM_SHARED_RESERVED - k, n = w->blk->shared_size;
    uint64_t o0 = base[__builtin_ctz(mask)] - s0;
    if (o0 >= n || n < (uint64_t)size)
        return 0;
    uint64_t lim = n - (uint64_t)size, bad = 0, bits = 0;
    *d = (uintptr_t)w->blk->shared - (uintptr_t)s0;
    if (mask == 0xffffffffu) {
        /* each lane's offset at most n - size, aligned; the usual s[t] is one run (shared
         * memory is below 4 GiB: lanes.h decides this in 32-bit steps) */
        return lanes_window(base, s0, (uint32_t)lim, (uint32_t)size);
    }
    for (uint32_t m = mask; m; m &= m - 1) {
        uint64_t o = base[__builtin_ctz(m)] - s0;
        bad |= o > lim;
        bits |= o;
    }
    return bad || (bits & (uint64_t)(size - 1)) ? 0 : 1;
}

/* The offset of static __shared__ variable SYM in the launch's kernel's shared memory, or -1
 * (the launch failed, as an internal error, at PC) when the kernel has no place for it. */
static int32_t shared_var_offset(vm_ctx *X, uint32_t sym, uint32_t pc)
{
    if (sym < X->kernel->nshared_off && X->kernel->shared_off[sym] >= 0)
        return X->kernel->shared_off[sym];
    fail(X, DM_cudaErrorLaunchFailure, "internal: __shared__ variable '%s' has no place in kernel "
         "'%s' (at %s:%d)", X->prog->syms.p[sym]->name, X->kernel->name, loc_file(X, pc),
         loc_line(X, pc));
    return -1;
}

/* LDS32's lanes: each lane's offset in the block's shared memory, OFF + R[a] * KA + R[b] * KB
 * (KA, KB below 2^31; KB = 0: no R[b]), into O for the lanes of MASK, and true when each is
 * inside the block's shared memory and aligned for 4 bytes. Decided in 32-bit steps: with the
 * indices taken as unsigned and no product above the shared size, no sum wraps (a block has
 * far less than 1 GiB), so O is exact; a negative index or a product past the end is left to
 * the caller's exact path (shared_element_addrs). */
static inline bool shared_offsets(const vm_block *blk, uint32_t mask, uint32_t off, const vm_reg *ra,
                                  uint32_t ka, const vm_reg *rb, uint32_t kb, uint32_t *o)
{
    uint32_t n = blk->shared_size, ma = 0, mb = 0, mo = 0, bits = 0;
    if (n < 4)
        return false;
/* one lane's offset, and the largest index, offset and the bits seen so far */
#define SHARED_LANE(l)                                                                          \
    do {                                                                                        \
        uint32_t a_ = ra->u32[l], b_ = rb->u32[l], v_ = off + a_ * ka + b_ * kb;                \
        ma = a_ > ma ? a_ : ma;                                                                 \
        mb = b_ > mb ? b_ : mb;                                                                 \
        mo = v_ > mo ? v_ : mo;                                                                 \
        bits |= v_;                                                                             \
        o[l] = v_;                                                                              \
    } while (0)
    if (mask == 0xffffffffu) /* (a loop of 32 the compiler vectorises) */
        for (int l = 0; l < 32; l++)
            SHARED_LANE(l);
    else
        for (uint32_t m = mask; m; m &= m - 1)
            SHARED_LANE(__builtin_ctz(m));
#undef SHARED_LANE
    return (uint64_t)ma * ka <= n && (uint64_t)mb * kb <= n && mo <= n - 4 && !(bits & 3);
}

#ifdef __AVX2__
/* shared_load32_full's offsets, V[i] the 8 lanes from 8 * i, and true where they decide. */
static inline bool shared_offsets_full(const vm_block *blk, uint32_t off, const vm_reg *ra, uint32_t ka,
                                       const vm_reg *rb, uint32_t kb, __m256i *v)
{
    uint32_t n = blk->shared_size;
    if (n < 4 || (off | ka | kb) >= (1u << 30))
        return false;
    const uint32_t ha = ka ? ~0u << (30 - (32 - __builtin_clz(ka))) : 0;
    const uint32_t hb = kb ? ~0u << (30 - (32 - __builtin_clz(kb))) : 0;
    const __m256i vka = _mm256_set1_epi32((int)ka), vkb = _mm256_set1_epi32((int)kb);
    const __m256i voff = _mm256_set1_epi32((int)off);
    __m256i ia = _mm256_setzero_si256(), ib = ia, vor = ia, vmax = ia;
    for (int i = 0; i < 4; i++) {
        __m256i a = _mm256_loadu_si256((const __m256i *)ra->u32 + i);
        __m256i b = _mm256_loadu_si256((const __m256i *)rb->u32 + i);
        v[i] = _mm256_add_epi32(voff, _mm256_add_epi32(_mm256_mullo_epi32(a, vka),
                                                       _mm256_mullo_epi32(b, vkb)));
        ia = _mm256_or_si256(ia, a);
        ib = _mm256_or_si256(ib, b);
        vor = _mm256_or_si256(vor, v[i]);
        vmax = _mm256_max_epu32(vmax, v[i]);
    }
    /* every offset at most n - 4: max(offset, n - 4) is n - 4 in every lane */
    const __m256i lim = _mm256_set1_epi32((int)(n - 4));
    return _mm256_testz_si256(ia, _mm256_set1_epi32((int)ha)) &&
           _mm256_testz_si256(ib, _mm256_set1_epi32((int)hb)) &&
           _mm256_testz_si256(vor, _mm256_set1_epi32(3)) &&
           _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_max_epu32(vmax, lim), lim)) == -1;
}
#endif

/* LDS32 for a whole warp in AVX2 registers: the offsets as shared_offsets makes them, checked
 * without reducing the lanes to maxima (each a chain of shuffles and a movd that the branches
 * wait on), then loaded 8 lanes at a time into DST (which may be RA or RB: both are read
 * first). Where no index has more bits than leave its product below 2^30 (As[ty][k] with K
 * 64: an index below 2^24) and OFF is below 2^30, no sum wraps in 32 bits, so an offset at
 * most n - 4 bounds the products too. False, nothing written, where that does not decide (an
 * index that large, an offset past the end or misaligned): shared_offsets then does. (Not
 * shared_offsets32_full and lanes_gather32_at: the offsets go from the AVX2 registers to the
 * gathers without a trip through memory.) */
static inline bool shared_load32_full(const vm_block *blk, uint32_t off, const vm_reg *ra, uint32_t ka,
                                      const vm_reg *rb, uint32_t kb, uint32_t *dst)
{
#ifdef __AVX2__
    __m256i v[4];
    if (!shared_offsets_full(blk, off, ra, ka, rb, kb, v))
        return false;
    for (int i = 0; i < 4; i++)
        _mm256_storeu_si256((__m256i *)dst + i, lanes_gather32_8(blk->shared, v[i]));
    return true;
#else
    (void)blk, (void)off, (void)ra, (void)ka, (void)rb, (void)kb, (void)dst;
    return false;
#endif
}

/* A whole warp's offsets of LDS32 or STS32 into O, where shared_load32_full's decide (in AVX2
 * registers; a sanitized LDS32 hands them to the race check, STS32 stores there); false
 * otherwise (shared_offsets then). */
static inline bool shared_offsets32_full(const vm_block *blk, uint32_t off, const vm_reg *ra, uint32_t ka,
                                         const vm_reg *rb, uint32_t kb, uint32_t *o)
{
#ifdef __AVX2__
    __m256i v[4];
    if (!shared_offsets_full(blk, off, ra, ka, rb, kb, v))
        return false;
    for (int i = 0; i < 4; i++)
        _mm256_storeu_si256((__m256i *)o + i, v[i]);
    return true;
#else
    (void)blk, (void)off, (void)ra, (void)ka, (void)rb, (void)kb, (void)o;
    return false;
#endif
}

/* STS32 for a whole warp, its offsets as shared_load32_full decides them: SRC's 32 values
 * stored in lane order (the highest lane's value stays where lanes share an element), as one
 * copy where the offsets are one run (s[t] = v). False, nothing written, where that does not
 * decide. */
static inline bool shared_store32_full(vm_block *blk, uint32_t off, const vm_reg *ra, uint32_t ka,
                                       const vm_reg *rb, uint32_t kb, const uint32_t *src)
{
    uint32_t o[32], apart = 0;
    if (!shared_offsets32_full(blk, off, ra, ka, rb, kb, o))
        return false;
    for (int l = 0; l < 32; l++)
        apart |= o[l] ^ (o[0] + 4u * (uint32_t)l);
    if (!apart) {
        memcpy(blk->shared + o[0], src, 128);
        return true;
    }
    for (int l = 0; l < 32; l++)
        memcpy(blk->shared + o[l], &src[l], 4);
    return true;
}

/* A sanitized LDS32's addresses for a whole warp (the race check wants them before the load):
 * S0 + each lane's offset, where shared_load32_full's offsets decide; false otherwise (the
 * caller's exact path: shared_element_addrs). */
static inline bool shared_addrs32_full(const vm_block *blk, uint64_t s0, uint32_t off, const vm_reg *ra,
                                       uint32_t ka, const vm_reg *rb, uint32_t kb, uint64_t *at)
{
#ifdef __AVX2__
    __m256i v[4];
    if (!shared_offsets_full(blk, off, ra, ka, rb, kb, v))
        return false;
    const __m256i b = _mm256_set1_epi64x((long long)s0);
    for (int i = 0; i < 4; i++) {
        _mm256_storeu_si256((__m256i *)(at + 8 * i),
                            _mm256_add_epi64(b, _mm256_cvtepu32_epi64(_mm256_castsi256_si128(v[i]))));
        _mm256_storeu_si256((__m256i *)(at + 8 * i + 4),
                            _mm256_add_epi64(b, _mm256_cvtepu32_epi64(_mm256_extracti128_si256(v[i], 1))));
    }
    return true;
#else
    (void)blk, (void)s0, (void)off, (void)ra, (void)ka, (void)rb, (void)kb, (void)at;
    return false;
#endif
}

/* The addresses LEAS and LEA would have made of LDS32's operands (F's bits 0 and 1: R[a], R[b]
 * unsigned), exact in 64 bits, for every lane. */
static void shared_element_addrs(uint64_t base, const vm_reg *ra, int64_t ka, const vm_reg *rb, int64_t kb,
                                 uint8_t f, uint64_t *at)
{
    for (int l = 0; l < 32; l++) {
        int64_t a = f & 1 ? (int64_t)ra->u32[l] : (int64_t)ra->i32[l];
        int64_t b = f & 2 ? (int64_t)rb->u32[l] : (int64_t)rb->i32[l];
        at[l] = base + (uint64_t)(a * ka) + (uint64_t)(b * kb);
    }
}

/* An access whose lanes all name one address of the local window, inside the stack and
 * aligned (a variable of the thread's frame: LEA_LOCAL gives every lane the same address, and
 * each lane's copy lies X->stack bytes after the previous lane's): lane 0's byte, or NULL
 * (translate decides, and explains what is wrong). */
static inline uint8_t *local_lanes(vm_ctx *X, vm_warp *w, uint32_t mask, const uint64_t *base, uint64_t k,
                                   int size)
{
    uint64_t b = base[__builtin_ctz(mask)], a = b + k;
    uint64_t top = X->mem->local_base + DM_LOCAL_TOP, b0 = top - X->stack;
    if (!w->local || a < b0 || a >= top || top - a < (uint64_t)size || (a & (uint64_t)(size - 1)))
        return NULL;
    uint64_t diff = 0;
    if (mask == 0xffffffffu) {
        for (int l = 0; l < 32; l++)
            diff |= base[l] ^ b;
    } else {
        for (uint32_t m = mask; m; m &= m - 1)
            diff |= base[__builtin_ctz(m)] ^ b;
    }
    return diff ? NULL : w->local + (a - b0);
}

static bool translate(vm_ctx *X, vm_warp *w, uint32_t mask, uint32_t pc, const uint64_t *addr, int size,
                      bool write, uint8_t **hp)
{
    uint64_t lo, hi, bits;
    lanes_range(mask, addr, &lo, &hi, &bits);
    if (bits & (uint64_t)(size - 1)) {
        for (uint32_t m = mask; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            if (addr[l] & (uint64_t)(size - 1)) {
                bad_access(X, w, l, pc, addr[l], size, write, "misaligned");
                return false;
            }
        }
    }
    uint64_t end = hi + (uint64_t)size;
    prefer_alloc(X, lo, end);
    if (lo >= X->glo && end <= X->ghi) {
        if (__builtin_expect(X->par != NULL, 0) && !par_lanes(X, addr, mask, size, write, X->glo, X->ghi))
            return false;
        offset_lanes(hp, addr, mask, (uintptr_t)X->mem->delta);
        return true;
    }
    dm_mem *M = X->mem;
    uint64_t s0 = M->shared_base + DM_SHARED_RESERVED;
    if (lo >= s0 && end <= s0 + w->blk->shared_size) {
        offset_lanes(hp, addr, mask, (uintptr_t)w->blk->shared - s0);
        return true;
    }
    /* (shared memory outside the block's part goes to the lane-by-lane path, which explains it) */
    dm_window win = dm_window_of(M, lo);
    if (win == DM_W_LOCAL && dm_window_of(M, hi) == DM_W_LOCAL && w->local) {
        uint64_t b0 = M->local_base + DM_LOCAL_TOP - X->stack;
        if (lo >= b0 && end <= M->local_base + DM_LOCAL_TOP) {
            for (uint32_t m = mask; m; m &= m - 1) {
                int l = __builtin_ctz(m);
                hp[l] = w->local + (size_t)l * X->stack + (addr[l] - b0);
            }
            /* (local bytes that built-ins write through a pointer, such as __match_all_sync's
             * predicate and the fragments of <mma.h>, are initialised too) */
            if (write && X->cfg->san)
                dm_san_local_wrote(X->cfg->san, (uint32_t)w->blk->linear, (uint32_t)w->index, mask, addr, size);
            return true;
        }
    } else if (win == DM_W_CONST && !write && dm_window_of(M, hi) == DM_W_CONST) {
        /* __constant__ data read (the usual c_Kernel[j]: every lane at one address) */
        if (end - M->const_base <= M->ctop) {
            offset_lanes(hp, addr, mask, (uintptr_t)M->cbank - (uintptr_t)M->const_base);
            return true;
        }
    } else if (win == DM_W_GLOBAL && dm_window_of(M, hi) == DM_W_GLOBAL) {
        const dm_alloc *al = dm_find_alloc(M, lo, 1);
        if (al && end <= al->base + al->size) {
            X->glo2 = X->glo;
            X->ghi2 = X->ghi;
            X->glo = al->base;
            X->ghi = al->base + al->size;
            if (X->par && !par_lanes(X, addr, mask, size, write, X->glo, X->ghi))
                return false;
            for (uint32_t m = mask; m; m &= m - 1) {
                int l = __builtin_ctz(m);
                hp[l] = (uint8_t *)(uintptr_t)(addr[l] + (uint64_t)M->delta);
            }
            return true;
        }
    }
    /* the slow path: lane by lane */
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint64_t a = addr[l];
        dm_window wa = dm_window_of(M, a);
        uint8_t *p = NULL;
        switch (wa) {
        case DM_W_GLOBAL: {
            const dm_alloc *al = dm_find_alloc(M, a, (uint64_t)size);
            if (al && X->par && !par_range(X, a, (uint64_t)size, write, al->base, al->base + al->size))
                return false;
            if (al)
                p = dm_global_ptr(M, a);
            else if (!X->cfg->strict_bounds && dm_mapped(M, a, (uint64_t)size)) {
                if (X->par) {
                    /* (the serial run says it, in its order) */
                    par_stop(X, "a block reached memory outside its allocations", 0);
                    return false;
                }
                unfaulted(X, w, l, pc, a, size, write);
                p = dm_global_ptr(M, a);
            }
            break;
        }
        case DM_W_CONST:
            if (write) {
                bad_access(X, w, l, pc, a, size, write, "write to read-only constant memory:");
                return false;
            }
            if (a - M->const_base + (uint64_t)size <= M->ctop)
                p = M->cbank + (a - M->const_base);
            break;
        case DM_W_SHARED: {
            uint64_t b0 = M->shared_base + DM_SHARED_RESERVED;
            if (a >= b0 && a + (uint64_t)size <= b0 + w->blk->shared_size) {
                p = w->blk->shared + (a - b0);
            } else if (!X->cfg->strict_bounds && a >= b0 &&
                       a + (uint64_t)size <= b0 + shared_window(w->blk->shared_size)) {
                p = w->blk->shared + (a - b0);
                unfaulted_shared(X, w, l, pc, a - b0, size, write);
            }
            break;
        }
        case DM_W_LOCAL: {
            uint64_t b0 = M->local_base + DM_LOCAL_TOP - X->stack;
            if (w->local && a >= b0 && a + (uint64_t)size <= M->local_base + DM_LOCAL_TOP)
                p = w->local + (size_t)l * X->stack + (a - b0);
            break;
        }
        case DM_W_PARAM:
            if (write) {
                bad_access(X, w, l, pc, a, size, write, "write to kernel parameter space:");
                return false;
            }
            if (a - M->param_base + (uint64_t)size <= X->cfg->param_size)
                p = (uint8_t *)X->cfg->params + (a - M->param_base);
            break;
        default: {
            const dm_alloc *al = dm_find_alloc(M, a, (uint64_t)size);
            if (al && al->kind == DM_ALLOC_HOST && X->par) {
                par_stop(X, "a block reached host memory (the pool keeps no record of it)", 0);
                return false;
            }
            if (al && al->kind == DM_ALLOC_HOST)
                p = (uint8_t *)(uintptr_t)a;
            break;
        }
        }
        if (!p) {
            bad_access(X, w, l, pc, a, size, write, NULL);
            return false;
        }
        hp[l] = p;
    }
    return true;
}

/* Read a NUL-terminated string at a device address (for printf). */
static char *read_device_string(vm_ctx *X, vm_warp *w, int lane, uint64_t a)
{
    sess_buf b = {0};
    for (int i = 0; i < 1 << 20; i++) {
        uint64_t addr[32];
        uint8_t *hp[32];
        addr[lane] = a + (uint64_t)i;
        bool saved_stop = X->stop;
        int saved_err = X->error;
        if (!translate(X, w, 1u << lane, 0, addr, 1, false, hp)) {
            /* not readable: report as the hardware would print garbage; keep running */
            X->stop = saved_stop;
            if (!saved_err) {
                X->error = 0;
                X->msg.len = 0;
                if (X->msg.p)
                    X->msg.p[0] = 0;
            }
            sess_buf_free(&b);
            return NULL;
        }
        if (!*hp[lane])
            break;
        sess_buf_putc(&b, (char)*hp[lane]);
    }
    return sess_buf_take(&b);
}

typedef struct {
    vm_ctx *X;
    vm_warp *w;
    int lane;
} str_ctx;

static char *printf_read_str(void *ctx, uint64_t a)
{
    str_ctx *s = ctx;
    return read_device_string(s->X, s->w, s->lane, a);
}

/* ---- Atomics (sequentially consistent: lanes in lane order) ---------------------------- */

/* A float's subnormal flushed to a zero of its sign. */
static inline float ftz_f32(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    if ((b & 0x7f800000u) == 0)
        b &= 0x80000000u;
    memcpy(&f, &b, 4);
    return f;
}

/* One atomic read-modify-write of the VT-typed word at P (GLOBAL: in global memory, where an
 * H200's float additions flush subnormal operands and results to zero, as its shared memory's
 * do not: tests/programs/device/ieee-corners). */
static uint64_t atomic_rmw(uint8_t *p, int op, int vt, uint64_t v, uint64_t cmp, bool global)
{
    switch (vt) {
    case 1: case 2: { /* 32-bit integer */
        uint32_t old, nv, x = (uint32_t)v;
        memcpy(&old, p, 4);
        switch (op) {
        case ATOM_ADD: nv = old + x; break;
        case ATOM_SUB: nv = old - x; break;
        case ATOM_EXCH: nv = x; break;
        case ATOM_MIN: nv = vt == 1 ? (uint32_t)((int32_t)old < (int32_t)x ? old : x) : (old < x ? old : x); break;
        case ATOM_MAX: nv = vt == 1 ? (uint32_t)((int32_t)old > (int32_t)x ? old : x) : (old > x ? old : x); break;
        case ATOM_INC: nv = old >= x ? 0 : old + 1; break;
        case ATOM_DEC: nv = (old == 0 || old > x) ? x : old - 1; break;
        case ATOM_CAS: nv = old == (uint32_t)cmp ? x : old; break;
        case ATOM_AND: nv = old & x; break;
        case ATOM_OR: nv = old | x; break;
        case ATOM_XOR: nv = old ^ x; break;
        case ATOM_STORE: nv = x; break;
        default: nv = old;
        }
        memcpy(p, &nv, 4);
        return vt == 1 ? (uint64_t)(int64_t)(int32_t)old : old;
    }
    case 3: case 4: {
        uint64_t old, nv;
        memcpy(&old, p, 8);
        switch (op) {
        case ATOM_ADD: nv = old + v; break;
        case ATOM_SUB: nv = old - v; break;
        case ATOM_EXCH: nv = v; break;
        case ATOM_MIN: nv = vt == 3 ? (uint64_t)((int64_t)old < (int64_t)v ? old : v) : (old < v ? old : v); break;
        case ATOM_MAX: nv = vt == 3 ? (uint64_t)((int64_t)old > (int64_t)v ? old : v) : (old > v ? old : v); break;
        case ATOM_CAS: nv = old == cmp ? v : old; break;
        case ATOM_AND: nv = old & v; break;
        case ATOM_OR: nv = old | v; break;
        case ATOM_XOR: nv = old ^ v; break;
        case ATOM_STORE: nv = v; break;
        default: nv = old;
        }
        memcpy(p, &nv, 8);
        return old;
    }
    case 5: {
        float old, x, nv;
        uint32_t xb = (uint32_t)v;
        memcpy(&old, p, 4);
        memcpy(&x, &xb, 4);
        if (global && (op == ATOM_ADD || op == ATOM_SUB)) {
            float a = ftz_f32(old), b = ftz_f32(x);
            nv = ftz_f32(op == ATOM_ADD ? a + b : a - b);
        } else {
            nv = op == ATOM_ADD ? old + x : op == ATOM_SUB ? old - x : op == ATOM_LOAD ? old : x;
        }
        memcpy(p, &nv, 4);
        uint32_t ob;
        memcpy(&ob, &old, 4);
        return ob;
    }
    case 6: {
        double old, x, nv;
        memcpy(&old, p, 8);
        memcpy(&x, &v, 8);
        nv = op == ATOM_ADD ? old + x : op == ATOM_SUB ? old - x : op == ATOM_LOAD ? old : x;
        memcpy(p, &nv, 8);
        uint64_t ob;
        memcpy(&ob, &old, 8);
        return ob;
    }
    case 7: {
        uint16_t old, nv;
        memcpy(&old, p, 2);
        nv = op == ATOM_CAS ? (old == (uint16_t)cmp ? (uint16_t)v : old) : op == ATOM_LOAD ? old : (uint16_t)v;
        memcpy(p, &nv, 2);
        return old;
    }
    case 8: { /* bytes: load and store only (__nv_atomic_load_n, __nv_atomic_store_n) */
        uint8_t old = *p;
        if (op == ATOM_STORE)
            *p = (uint8_t)v;
        return old;
    }
    }
    return 0;
}

/* The kind of update (claims.h) of an ATOM with op OP and extra byte X: nonzero where its old
 * value is unused and its operation commutes with any other of the same kind: + and - of one
 * width, &, |, ^ of one width, min and max of one width and signedness. Two blocks' updates of
 * one word then leave it as the serial run would, in either order. */
static __attribute__((noinline, cold)) unsigned atom_kind(int op, unsigned x)
{
    unsigned vt = VM_ATOM_VT(x), base;
    if (!(x & VM_ATOM_UNUSED) || vt < 1 || vt > 4)
        return 0;
    switch (op) {
    case ATOM_ADD: case ATOM_SUB: base = 1; break;
    case ATOM_AND: base = 2; break;
    case ATOM_OR: base = 3; break;
    case ATOM_XOR: base = 4; break;
    case ATOM_MIN: base = vt & 1 ? 5 : 6; break;
    case ATOM_MAX: base = vt & 1 ? 7 : 8; break;
    default: return 0;
    }
    return base + (vt >= 3 ? 8 : 0);
}

/* atomic_rmw of an update (atom_kind) that other threads of the pool may make to the same word
 * at the same time: atomic_rmw on a copy of the word, put back by compare-and-swap (P aligned,
 * as the GPU requires). */
static __attribute__((noinline, cold)) void atomic_update(uint8_t *p, int op, unsigned vt, uint64_t v)
{
    if (vt <= 2) {
        uint32_t *q = (uint32_t *)(void *)p, old = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
        do {
            nv = old;
            atomic_rmw((uint8_t *)&nv, op, (int)vt, v, 0, true);
        } while (!__atomic_compare_exchange_n(q, &old, nv, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
        return;
    }
    uint64_t *q = (uint64_t *)(void *)p, old = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
    do {
        nv = old;
        atomic_rmw((uint8_t *)&nv, op, (int)vt, v, 0, true);
    } while (!__atomic_compare_exchange_n(q, &old, nv, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
}

/* ---- Conversions with the GPU's rules (tests/programs/device/float-convert.cu) ---------- */

static int32_t f2i32(double x, bool from_double)
{
    if (x != x)
        return from_double ? INT32_MIN : 0;
    if (x >= 2147483647.0)
        return INT32_MAX;
    if (x <= -2147483648.0)
        return INT32_MIN;
    return (int32_t)x;
}

static uint32_t f2u32(double x, bool from_double)
{
    if (x != x)
        return from_double ? 0x80000000u : 0;
    if (x >= 4294967295.0)
        return UINT32_MAX;
    if (x <= 0)
        return 0;
    return (uint32_t)x;
}

static int64_t f2i64(double x)
{
    if (x != x)
        return INT64_MIN;
    if (x >= 9223372036854775807.0)
        return INT64_MAX;
    if (x <= -9223372036854775808.0)
        return INT64_MIN;
    return (int64_t)x;
}

static uint64_t f2u64(double x)
{
    if (x != x)
        return 0x8000000000000000ull;
    if (x >= 18446744073709551615.0)
        return UINT64_MAX;
    if (x <= 0)
        return 0;
    return (uint64_t)x;
}

/* The H200's canonical NaN for float results is 0x7fffffff (a select, so that loops over
 * lanes stay vectorised). */
static inline float canon_f32(float f)
{
    static const union { uint32_t u; float f; } nan = {0x7fffffffu};
    return f != f ? nan.f : f;
}

/* -x of a double: a NaN stays what it is, quieted (as DMUL by -1 leaves it on an H200). */
static inline double neg_f64(double x)
{
    if (x != x) {
        uint64_t b;
        memcpy(&b, &x, 8);
        b |= 0x0008000000000000ull;
        memcpy(&x, &b, 8);
        return x;
    }
    return -x;
}

/* A double to float, rounding to nearest: a NaN keeps its sign and the top bits of its payload,
 * quieted (H200: 0x7ff0123456789abc gives 0x7fc091a2). */
static inline float f64_to_f32(double x)
{
    if (x != x) {
        uint64_t b;
        memcpy(&b, &x, 8);
        uint32_t r = (uint32_t)(b >> 32 & 0x80000000u) | 0x7fc00000u | (uint32_t)(b >> 29 & 0x3fffffu);
        float f;
        memcpy(&f, &r, 4);
        return f;
    }
    return (float)x;
}

/* ---- Integer division with the GPU's results for x/0 (tests/programs/device/int-edges.cu) */

static inline int32_t div_i32(int32_t a, int32_t b)
{
    if (b == 0)
        return -1;
    if (b == -1)
        return (int32_t)(0u - (uint32_t)a);
    return a / b;
}

static inline int32_t rem_i32(int32_t a, int32_t b)
{
    if (b == 0)
        return a;
    if (b == -1)
        return 0;
    return a % b;
}

static inline int64_t div_i64(int64_t a, int64_t b)
{
    if (b == 0)
        return a < 0 ? -1 : 0xffffffffll;
    if (b == -1)
        return (int64_t)(0ull - (uint64_t)a);
    return a / b;
}

static inline int64_t rem_i64(int64_t a, int64_t b)
{
    if (b == 0)
        return a;
    if (b == -1)
        return 0;
    return a % b;
}

/* ---- Warp-wide synchronisation (§5.4.6.6) -------------------------------------- */

typedef enum { SYNC_GO, SYNC_PARKED, SYNC_FAIL } sync_result;

static const char *op_display(uint16_t op)
{
    switch (op) {
    case OP_SHFL: return "a warp shuffle";
    case OP_VOTE: return "a warp vote";
    case OP_MATCH: return "__match_*_sync";
    case OP_REDUX: return "__reduce_*_sync";
    case OP_WMMA: return "mma_sync";
    case OP_SYNCWARP: return "__syncwarp";
    default: return "a warp-synchronous function";
    }
}

/* Can lanes at instructions A and B meet in one warp-synchronous operation? On sm_70 and
 * later the lanes of a mask may execute different instructions of the same kind (PTX ISA:
 * "for .target sm_6x or below, all threads in membermask must execute the same ... instruction");
 * an H200 lets them meet (tests/programs/h200/prog-09-vote-divergent). */
static bool sync_compatible(const vm_insn *a, const vm_insn *b)
{
    if (a->op != b->op)
        return false;
    if (a->op == OP_SHFL || a->op == OP_WMMA) /* k names a register there */
        return a->f == b->f && a->x == b->x;
    return a->k == b->k && a->f == b->f && a->x == b->x;
}

static sync_result mask_rules(vm_ctx *X, vm_warp *w, uint32_t g, uint32_t pc, const vm_reg *mr,
                              uint32_t *need)
{
    /* the usual case: every lane of the group passes one mask that names them all */
    uint32_t m0 = mr->u32[__builtin_ctz(g)];
    if (!(g & ~m0) && (lanes_equal(mr->u32, m0) & g) == g) {
        *need = m0;
        return SYNC_GO;
    }
    *need = 0;
    for (uint32_t m = g; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t ml = mr->u32[l];
        if (!(ml >> l & 1)) {
            sess_buf b = {0};
            sess_buf_printf(&b, "lane %d calls %s with mask 0x%08x, which does not include the "
                            "lane itself (" CR_GUIDE_5_4_6_6 ": every calling thread must have its bit "
                            "set) — ", l, op_display(X->code[pc].op), ml);
            thread_desc(&b, w, l);
            san_sync(X, w, l, pc, "Invalid arguments.", b.p);
            fail(X, DM_cudaErrorLaunchFailure, "%s, at %s:%d", b.p, loc_file(X, pc), loc_line(X, pc));
            sess_buf_free(&b);
            return SYNC_FAIL;
        }
        for (uint32_t m2 = g; m2; m2 &= m2 - 1) {
            int l2 = __builtin_ctz(m2);
            uint32_t m2v = mr->u32[l2];
            if (m2v != ml && (m2v & ml)) {
                sess_buf b = {0};
                sess_buf_printf(&b, "lanes %d and %d call %s at %s:%d with different, overlapping masks "
                                "0x%08x and 0x%08x (" CR_GUIDE_5_4_6_6 ": concurrent masks must be equal "
                                "or disjoint), in block (%u,%u,%u) warp %d", l, l2,
                                op_display(X->code[pc].op), loc_file(X, pc), loc_line(X, pc), ml, m2v,
                                w->blk->ctaid[0], w->blk->ctaid[1], w->blk->ctaid[2], w->index);
                san_sync(X, w, l, pc, "Invalid arguments.", b.p);
                fail(X, DM_cudaErrorLaunchFailure, "%s", b.p);
                sess_buf_free(&b);
                return SYNC_FAIL;
            }
        }
        *need |= ml;
    }
    return SYNC_GO;
}

/* Two calls of one warp-synchronous function that clash: the lanes of G calling at PC with
 * their masks in MR, and the lanes parked at the call where lane L waits (its mask
 * sync_mask[L]): each group with its lanes, mask and place (where the program called it). */
static void mask_clash_desc(vm_ctx *X, vm_warp *w, uint32_t g, uint32_t pc, const vm_reg *mr, int l,
                            sess_buf *b)
{
    int f = __builtin_ctz(g);
    uint32_t mine = mr->u32[f], theirs = w->sync_mask[l], calling = 0, parked = 0;
    for (uint32_t m = g; m; m &= m - 1)
        if (mr->u32[__builtin_ctz(m)] == mine)
            calling |= m & -m;
    for (uint32_t m = w->sync_wait; m; m &= m - 1) {
        int k = __builtin_ctz(m);
        if (w->pc[k] == w->pc[l] && w->sync_mask[k] == theirs)
            parked |= m & -m;
    }
    uint32_t at = program_site(X, w, f, pc), there = program_site(X, w, l, w->pc[l]);
    sess_buf_printf(b, "in block (%u,%u,%u) warp %d, lane%s ", w->blk->ctaid[0], w->blk->ctaid[1],
                    w->blk->ctaid[2], w->index, calling & (calling - 1) ? "s" : "");
    lanes_desc(b, calling);
    sess_buf_printf(b, " call %s with mask 0x%08x at %s:%d while lane%s ", op_display(X->code[pc].op),
                    mine, loc_file(X, at), loc_line(X, at), parked & (parked - 1) ? "s" : "");
    lanes_desc(b, parked);
    sess_buf_printf(b, " wait%s in it with mask 0x%08x at %s:%d: the masks overlap (lanes ",
                    parked & (parked - 1) ? "" : "s", theirs, loc_file(X, there), loc_line(X, there));
    lanes_desc(b, mine & theirs);
    sess_buf_puts(b, ") and differ, and " CR_GUIDE_5_4_6_6 " asks every lane a mask names to call "
                     "with that same mask, and concurrent calls to use equal or disjoint masks");
}

/* The sync check: lanes parked at this very call whose mask names lanes of G but differs from
 * theirs. The two are concurrent calls of one intrinsic at one program point (the parked lanes
 * have not left it) and their masks overlap without being equal, which §5.4.6.6 rules out; the
 * run lets the lanes go on, the report names both groups. (Lanes parked at another call may
 * name lanes of G that will come there later: a later partition of the warp, which is how
 * cooperative groups are used; nothing is said of those.) */
static void concurrent_masks(vm_ctx *X, vm_warp *w, uint32_t g, uint32_t pc, const vm_reg *mr)
{
    for (uint32_t m = w->sync_wait; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t named = w->sync_mask[l] & g;
        if (!named || w->pc[l] != pc || w->base[l] != w->base[__builtin_ctz(g)] ||
            mr->u32[__builtin_ctz(named)] == w->sync_mask[l])
            continue;
        sess_buf b = {0};
        mask_clash_desc(X, w, named, pc, mr, l, &b);
        san_sync(X, w, __builtin_ctz(named), program_site(X, w, __builtin_ctz(named), pc),
                 "Invalid arguments.", b.p);
        sess_buf_free(&b);
        return;
    }
}

/* The sync check: the lanes MET meet in a warp-synchronous call (G calling at PC); when they
 * came from different places of the program (different calls, or one function of a library
 * such as <cooperative_groups.h> called from different places: a tile's sync() reached by part
 * of the tile in one branch), each group is named with its lanes and place. An H200 lets them
 * meet; §5.4.6.6 asks the lanes of a mask to call at the same program point. */
static void meeting_sites(vm_ctx *X, vm_warp *w, uint32_t g, uint32_t pc, const vm_reg *mr, uint32_t met)
{
    uint32_t site[32], left = met;
    int f = __builtin_ctz(g);
    for (uint32_t m = met; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        site[l] = program_site(X, w, l, g >> l & 1 ? pc : w->pc[l]);
    }
    uint32_t first = left & lanes_equal(site, site[f]);
    if ((met & first) == met)
        return;
    sess_buf b = {0};
    sess_buf_printf(&b, "in block (%u,%u,%u) warp %d, the lanes of one %s with mask 0x%08x come from "
                    "different places:", w->blk->ctaid[0], w->blk->ctaid[1], w->blk->ctaid[2], w->index,
                    op_display(X->code[pc].op), mr->u32[f]);
    for (int groups = 0; left && groups < 8; groups++) {
        uint32_t at = site[__builtin_ctz(left)], these = 0;
        for (uint32_t m = left; m; m &= m - 1)
            if (site[__builtin_ctz(m)] == at)
                these |= m & -m;
        left &= ~these;
        sess_buf_printf(&b, "%s lane%s ", groups ? ";" : "", these & (these - 1) ? "s" : "");
        lanes_desc(&b, these);
        sess_buf_printf(&b, " at %s:%d", loc_file(X, at), loc_line(X, at));
    }
    sess_buf_puts(&b, " (an H200 lets them meet; " CR_GUIDE_5_4_6_6 " asks every lane of the mask to "
                      "call it at the same program point)");
    san_sync(X, w, f, site[f], "Divergent thread(s) in warp.", b.p);
    sess_buf_free(&b);
}

/* The sync check: the lanes G pass the warp-synchronous call at PC (with masks MR; PART, the
 * lanes that meet there). Lanes parked at another call of the same function whose mask names
 * lanes of G, and differs from theirs, still wait for those lanes: G owes them a call with
 * their mask (a later partition of the warp may still make it, as cooperative groups do);
 * lanes that meet here pay what they owed. wake_syncs reports the lanes that exit owing. */
static void owe_masks(vm_ctx *X, vm_warp *w, uint32_t g, uint32_t pc, const vm_reg *mr, uint32_t part)
{
    w->sc->owed &= ~part;
    for (uint32_t m = w->sync_wait & ~part; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        if (!sync_compatible(&X->code[w->pc[l]], &X->code[pc]))
            continue;
        for (uint32_t n = w->sync_mask[l] & g; n; n &= n - 1) {
            int k = __builtin_ctz(n);
            if (mr->u32[k] != w->sync_mask[l] && !(w->sc->owed >> k & 1)) {
                w->sc->owed |= 1u << k;
                w->sc->owed_pc[k] = program_site(X, w, k, pc);
                w->sc->owed_mask[k] = mr->u32[k];
            }
        }
    }
}

/* The sync check: the lanes HERE, parked at one call with masks that name the lanes DEAD, go on
 * because those exited; the ones of them that called the function with another mask while
 * named (vm_synccheck.owed) never made the call the mask asks of them (CUDA C++ Programming Guide
 * 5.4.6.6: every thread a mask names must execute the same intrinsic with the same mask). */
static void owed_exit(vm_ctx *X, vm_warp *w, uint32_t here, uint32_t dead)
{
    uint32_t owed = dead & w->sc->owed;
    if (!owed)
        return;
    w->sc->owed &= ~owed;
    w->sc->last &= ~owed; /* reported once, not again by exited_mismatch */
    int l = __builtin_ctz(here), k = __builtin_ctz(owed);
    uint32_t waiting = 0, other = 0;
    for (uint32_t m = here; m; m &= m - 1)
        if (w->sync_mask[__builtin_ctz(m)] == w->sync_mask[l])
            waiting |= m & -m;
    for (uint32_t m = owed; m; m &= m - 1)
        if (w->sc->owed_pc[__builtin_ctz(m)] == w->sc->owed_pc[k] && w->sc->owed_mask[__builtin_ctz(m)] == w->sc->owed_mask[k])
            other |= m & -m;
    uint32_t at = program_site(X, w, l, w->pc[l]);
    sess_buf b = {0};
    sess_buf_printf(&b, "in block (%u,%u,%u) warp %d, lane%s ", w->blk->ctaid[0], w->blk->ctaid[1],
                    w->blk->ctaid[2], w->index, waiting & (waiting - 1) ? "s" : "");
    lanes_desc(&b, waiting);
    sess_buf_printf(&b, " call %s with mask 0x%08x at %s:%d, which names lane%s ", op_display(X->code[w->pc[l]].op),
                    w->sync_mask[l], loc_file(X, at), loc_line(X, at), other & (other - 1) ? "s" : "");
    lanes_desc(&b, other);
    sess_buf_printf(&b, "; %s called it with mask 0x%08x at %s:%d instead and exited without calling it "
                    "with mask 0x%08x (" CR_GUIDE_5_4_6_6 ": every thread the mask names must execute the "
                    "same intrinsic with the same mask, else the result is undefined)",
                    other & (other - 1) ? "they" : "it", w->sc->owed_mask[k], loc_file(X, w->sc->owed_pc[k]),
                    loc_line(X, w->sc->owed_pc[k]), w->sync_mask[l]);
    san_sync(X, w, l, at, "Invalid arguments.", b.p);
    sess_buf_free(&b);
}

/* The sync check, the other order of owe_masks/owed_exit: the lanes G call at PC with masks
 * MR that name lanes which have exited, and whose last call of the same function since the
 * block's last barrier had another mask and was not made together with G. Nothing ordered that
 * call before this one, so the two were concurrent calls with different, overlapping masks
 * (5.4.6.6): in another schedule G waits here for lanes that call elsewhere and exit. */
static void exited_mismatch(vm_ctx *X, vm_warp *w, uint32_t g, uint32_t pc, const vm_reg *mr)
{
    for (uint32_t m = g; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t mask = mr->u32[l], other = 0;
        for (uint32_t n = mask & w->exists & ~w->live & w->sc->last; n; n &= n - 1) {
            int k = __builtin_ctz(n);
            if (w->sc->last_mask[k] != mask && !(w->sc->last_with[k] & g) &&
                sync_compatible(&X->code[w->sc->last_pc[k]], &X->code[pc]))
                other |= 1u << k;
        }
        if (!other)
            continue;
        int k = __builtin_ctz(other);
        uint32_t these = 0, those = 0;
        for (uint32_t n = g; n; n &= n - 1)
            if (mr->u32[__builtin_ctz(n)] == mask)
                these |= n & -n;
        for (uint32_t n = other; n; n &= n - 1)
            if (w->sc->last_pc[__builtin_ctz(n)] == w->sc->last_pc[k] && w->sc->last_mask[__builtin_ctz(n)] == w->sc->last_mask[k])
                those |= n & -n;
        uint32_t at = program_site(X, w, l, pc), there = program_site(X, w, k, w->sc->last_pc[k]);
        sess_buf b = {0};
        sess_buf_printf(&b, "in block (%u,%u,%u) warp %d, lane%s ", w->blk->ctaid[0], w->blk->ctaid[1],
                        w->blk->ctaid[2], w->index, these & (these - 1) ? "s" : "");
        lanes_desc(&b, these);
        sess_buf_printf(&b, " call %s with mask 0x%08x at %s:%d, which names lane%s ", op_display(X->code[pc].op),
                        mask, loc_file(X, at), loc_line(X, at), those & (those - 1) ? "s" : "");
        lanes_desc(&b, those);
        sess_buf_printf(&b, "; %s called it with mask 0x%08x at %s:%d, with nothing ordering the two calls, "
                        "and exited: concurrent calls with different, overlapping masks (" CR_GUIDE_5_4_6_6
                        ": every thread the mask names must execute the same intrinsic with the same mask, "
                        "else the result is undefined)", those & (those - 1) ? "they" : "it",
                        w->sc->last_mask[k], loc_file(X, there), loc_line(X, there));
        san_sync(X, w, l, at, "Invalid arguments.", b.p);
        sess_buf_free(&b);
        w->sc->last &= ~those;
        return;
    }
}

/* The group G arrives at the warp-synchronous instruction at PC whose mask is in register row
 * MR. Returns GO with *part = the lanes that take part here (G plus lanes that arrived earlier
 * at the same instruction and frame) and *far = the lanes that take part from another
 * instruction of the same kind; PARKED when lanes named in the mask are still to come; FAIL on
 * a rule violation (§5.4.6.6). */
static sync_result warp_sync(vm_ctx *X, vm_warp *w, uint32_t g, uint32_t pc, const vm_reg *mr,
                             uint32_t *part, uint32_t *far)
{
    uint32_t need;
    if (mask_rules(X, w, g, pc, mr, &need) == SYNC_FAIL)
        return SYNC_FAIL;
    int f = __builtin_ctz(g);
    uint32_t here = g, there = 0;
    for (uint32_t m = w->sync_wait; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        if (w->pc[l] == pc && w->base[l] == w->base[f] && w->depth[l] == w->depth[f]) {
            here |= 1u << l;
        } else if ((need >> l & 1) && sync_compatible(&X->code[w->pc[l]], &X->code[pc])) {
            uint32_t mine = 0;
            for (uint32_t m2 = g; m2; m2 &= m2 - 1)
                if (mr->u32[__builtin_ctz(m2)] >> l & 1)
                    mine = mr->u32[__builtin_ctz(m2)];
            if (w->sync_mask[l] != mine) {
                sess_buf b = {0};
                mask_clash_desc(X, w, g, pc, mr, l, &b);
                san_sync(X, w, f, program_site(X, w, f, pc), "Invalid arguments.", b.p);
                fail(X, DM_cudaErrorLaunchFailure, "%s", b.p);
                sess_buf_free(&b);
                return SYNC_FAIL;
            }
            there |= 1u << l;
        }
    }
    if (X->cfg->san)
        concurrent_masks(X, w, g, pc, mr);
    need &= w->live; /* exited lanes are ignored */
    if (need & ~(here | there)) {
        for (uint32_t m = g; m; m &= m - 1)
            w->sync_mask[__builtin_ctz(m)] = mr->u32[__builtin_ctz(m)];
        return SYNC_PARKED;
    }
    if (X->cfg->san) {
        if (there || (w->depth[f] && strstr(loc_file(X, pc), "include/device/")))
            meeting_sites(X, w, g, pc, mr, here | there);
        owe_masks(X, w, g, pc, mr, here | there);
        exited_mismatch(X, w, g, pc, mr);
        for (uint32_t m = here | there; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            w->sc->last_pc[l] = g >> l & 1 ? pc : w->pc[l];
            w->sc->last_mask[l] = g >> l & 1 ? mr->u32[l] : w->sync_mask[l];
            w->sc->last_with[l] = here | there;
        }
        w->sc->last |= here | there;
    }
    if (there) {
        int l = __builtin_ctz(there);
        warn_once(X, pc, "lanes of block (%u,%u,%u) warp %d meet in %s from different calls (%s:%d "
                  "and %s:%d); an H200 lets them (PTX: different instructions are allowed from "
                  "sm_70 on), but " CR_GUIDE_5_4_6_6 " asks every lane of the mask to reach the same "
                  "call", w->blk->ctaid[0], w->blk->ctaid[1], w->blk->ctaid[2], w->index,
                  op_display(X->code[pc].op), loc_file(X, pc), loc_line(X, pc),
                  loc_file(X, w->pc[l]), loc_line(X, w->pc[l]));
    }
    *part = here;
    *far = there;
    return SYNC_GO;
}

/* Parked lanes whose masks are now satisfied (the missing lanes exited) become runnable; they
 * arrive again and meet the lanes still parked. */
static void wake_syncs(vm_ctx *X, vm_warp *w)
{
    for (uint32_t m = w->sync_wait; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t here = 0, need = 0;
        for (uint32_t m2 = w->sync_wait; m2; m2 &= m2 - 1) {
            int l2 = __builtin_ctz(m2);
            if ((w->pc[l2] == w->pc[l] && w->base[l2] == w->base[l]) ||
                sync_compatible(&X->code[w->pc[l2]], &X->code[w->pc[l]])) {
                here |= 1u << l2;
                need |= w->sync_mask[l2];
            }
        }
        if (!((need & w->live) & ~here)) {
            if (w->sc && w->sc->owed)
                owed_exit(X, w, here, need & ~w->live);
            w->sync_wait &= ~here;
            w->blocked &= ~here;
        }
    }
}

/* grid.sync() of <cooperative_groups.h> in a kernel that was not launched cooperatively: the
 * launch fails, as an H200's does (cudaErrorLaunchFailure, tests/sanitizer/
 * sync_cg_grid_sync_not_cooperative), with the program's call named; the sync check reports it. */
static void grid_sync_not_cooperative(vm_ctx *X, vm_warp *w, int lane, uint32_t pc)
{
    uint32_t at = program_site(X, w, lane, pc);
    sess_buf b = {0};
    thread_desc(&b, w, lane);
    sess_buf_printf(&b, " calls grid.sync() at %s:%d, but the kernel was launched with <<<...>>>, not "
                    "cudaLaunchCooperativeKernel: a grid group can synchronise only a cooperative launch "
                    "(" CR_GUIDE_2_3_6 ")", loc_file(X, at), loc_line(X, at));
    san_sync(X, w, lane, at, "Invalid arguments.", b.p);
    fail(X, DM_cudaErrorLaunchFailure, "%s", b.p);
    sess_buf_free(&b);
}

/* ---- Warp-wide operations (§5.4.6) ------------------------------------------------------ *
 * Both dispatch loops run them here, once the lanes have met (warp_sync): ALL, the lanes that
 * take part, are the running group (registers R, operands IN) and FAR, lanes that take part
 * from another instruction of the same kind, with their own operands and frame. */
#define LANE_IN(l) ((far >> (l) & 1) ? &X->code[w->pc[l]] : in)
#define LREG(l, field) (&((far >> (l) & 1) ? w->regs + w->base[l] : R)[LANE_IN(l)->field])

/* __all/__any/__ballot/__uni_sync: k = 0 all, 1 any, 2 ballot, 3 uniform. */
static void warp_vote(vm_ctx *X, vm_warp *w, const vm_insn *in, vm_reg *R, uint32_t all, uint32_t far)
{
    uint32_t bal = 0, res[32];
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        bal |= (uint32_t)(LREG(l, b)->i32[l] != 0) << l;
    }
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t ml = LREG(l, a)->u32[l] & all;
        switch (in->k) {
        case 0: res[l] = (bal & ml) == ml; break;
        case 1: res[l] = (bal & ml) != 0; break;
        case 2: res[l] = bal & ml; break;
        default: res[l] = (bal & ml) == ml || (bal & ml) == 0; break;
        }
    }
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        LREG(l, d)->u32[l] = res[l];
    }
}

/* __shfl*_sync where the whole warp takes part from one instruction, with the full mask and
 * width 32 in every lane: no lane can read outside the shuffle, so it is a permutation. */
static void warp_shfl_full(const vm_insn *in, vm_reg *R)
{
    const vm_reg *rb = &R[in->b], *rc = &R[in->c];
    vm_reg *rd = &R[in->d];
    int32_t src[32];
    switch (in->f) {
    case 0: for (int l = 0; l < 32; l++) src[l] = (int32_t)(rc->u32[l] & 31); break;
    case 1: for (int l = 0; l < 32; l++) { int32_t j = l - (int32_t)(rc->u32[l] & 31); src[l] = j >= 0 ? j : l; } break;
    case 2: for (int l = 0; l < 32; l++) { int32_t j = l + (int32_t)(rc->u32[l] & 31); src[l] = j <= 31 ? j : l; } break;
    default: for (int l = 0; l < 32; l++) src[l] = l ^ (int32_t)(rc->u32[l] & 31); break;
    }
    /* (through a copy: the destination may be the source; 64-bit lanes one by one, which
     * measured faster than a gather, and than shifts of a padded copy for one delta; 32-bit
     * lanes by lanes.h's permutation, which measured faster than one by one) */
    if (in->x == 8) {
        uint64_t res[32];
        for (int l = 0; l < 32; l++)
            res[l] = rb->u64[src[l]];
        memcpy(rd->u64, res, sizeof res);
    } else {
        lanes_permute32(rd->u32, rb->u32, src);
    }
}

/* __shfl*_sync: f = mode (0 idx, 1 up, 2 down, 3 xor), x = bytes, the width in register k. */
static void warp_shfl(vm_ctx *X, vm_warp *w, uint32_t pc, const vm_insn *in, vm_reg *R, uint32_t all,
                      uint32_t far)
{
    if (all == 0xffffffffu && !far && lanes_equal(R[in->k].u32, 32) == all &&
        lanes_equal(R[in->a].u32, all) == all) {
        warp_shfl_full(in, R);
        return;
    }
    vm_block *blk = w->blk;
    uint64_t res[32];
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        int32_t width = LREG(l, k)->i32[l];
        uint32_t b = LREG(l, c)->u32[l] & 31;
        if (width < 1 || width > 32 || (width & (width - 1)))
            warn_once(X, pc, "shuffle width %d is not a power of two in [1, 32]; the result "
                      "is undefined (" CR_GUIDE_5_4_6_5 ")", width);
        uint32_t seg = (uint32_t)(32 - width) & 31;
        uint32_t cval = in->f == 1 ? 0 : 31;
        uint32_t maxl = ((uint32_t)l & seg) | (cval & ~seg);
        uint32_t minl = (uint32_t)l & seg;
        int64_t j;
        bool ok;
        switch (in->f) {
        case 0: j = minl | (b & ~seg); ok = (uint32_t)j <= maxl; break;
        case 1: j = (int64_t)l - b; ok = j >= (int64_t)maxl; break;
        case 2: j = (int64_t)l + b; ok = j <= (int64_t)maxl; break;
        default: j = l ^ (int64_t)b; ok = j <= (int64_t)maxl; break;
        }
        if (!ok)
            j = l;
        uint32_t ml = LREG(l, a)->u32[l];
        if (!((all & ml) >> j & 1)) {
            /* (an H200 gives 0 whether the lane is outside the mask, elsewhere in divergent
             * code, exited or beyond the block's last thread) */
            warn_once(X, pc, "lane %d of block (%u,%u,%u) warp %d reads lane %d, which does not "
                      "take part in this shuffle; the value is undefined (" CR_GUIDE_5_4_6_5 "); "
                      "an H200 returns 0, and so does cudarepl", l, blk->ctaid[0], blk->ctaid[1],
                      blk->ctaid[2], w->index, (int)j);
            res[l] = 0;
            continue;
        }
        res[l] = in->x == 8 ? LREG((int)j, b)->u64[j] : LREG((int)j, b)->u32[j];
    }
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        if (in->x == 8)
            LREG(l, d)->u64[l] = res[l];
        else
            LREG(l, d)->u32[l] = (uint32_t)res[l];
    }
}

/* __match_any_sync (k = 0) and __match_all_sync (k = 1, its predicate stored at R[c]). False
 * when the predicate's store fails (the launch stops). */
static bool warp_match(vm_ctx *X, vm_warp *w, uint32_t pc, const vm_insn *in, vm_reg *R, uint32_t all,
                       uint32_t far)
{
    uint32_t res[32];
    int32_t pred[32];
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t ml = LREG(l, a)->u32[l] & all, eq = 0;
        uint64_t v = in->x == 8 ? LREG(l, b)->u64[l] : LREG(l, b)->u32[l];
        for (uint32_t m2 = ml; m2; m2 &= m2 - 1) {
            int l2 = __builtin_ctz(m2);
            uint64_t v2 = in->x == 8 ? LREG(l2, b)->u64[l2] : LREG(l2, b)->u32[l2];
            if (v2 == v)
                eq |= 1u << l2;
        }
        if (in->k == 0) {
            res[l] = eq;
        } else {
            pred[l] = eq == ml;
            res[l] = eq == ml ? LREG(l, a)->u32[l] : 0;
        }
    }
    if (in->k == 1) {
        uint64_t addr[32] = {0};    /* (gcc cannot see that ALL is not empty) */
        uint8_t *hp[32];
        for (uint32_t m = all; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            addr[l] = LREG(l, c)->u64[l];
        }
        if (!translate(X, w, all, pc, addr, 4, true, hp))
            return false;
        for (uint32_t m = all; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            memcpy(hp[l], &pred[l], 4);
        }
    }
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        LREG(l, d)->u32[l] = res[l];
    }
    return true;
}

/* __reduce_*_sync: k = op (0 add, 1 min, 2 max, 3 and, 4 or, 5 xor) | 16 if signed. */
static void warp_redux(vm_ctx *X, vm_warp *w, const vm_insn *in, vm_reg *R, uint32_t all, uint32_t far)
{
    uint32_t res[32];
    int op = in->k & 15;
    bool sgn = (in->k & 16) != 0;
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint32_t ml = LREG(l, a)->u32[l] & all;
        uint32_t acc = op == 3 ? 0xffffffffu : 0;
        bool first = true;
        for (uint32_t m2 = ml; m2; m2 &= m2 - 1) {
            int l2 = __builtin_ctz(m2);
            uint32_t v = LREG(l2, b)->u32[l2];
            switch (op) {
            case 0: acc += v; break;
            case 1: acc = first ? v : sgn ? (uint32_t)((int32_t)v < (int32_t)acc ? v : acc) : (v < acc ? v : acc); break;
            case 2: acc = first ? v : sgn ? (uint32_t)((int32_t)v > (int32_t)acc ? v : acc) : (v > acc ? v : acc); break;
            case 3: acc &= v; break;
            case 4: acc |= v; break;
            default: acc ^= v; break;
            }
            first = false;
        }
        res[l] = acc;
    }
    for (uint32_t m = all; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        LREG(l, d)->u32[l] = res[l];
    }
}

/* Where the program called <mma.h>: the instruction at PC is in the header's functions, and the
 * call that LANE made from outside that file is what a diagnostic should point at. */
static uint32_t wmma_site(vm_ctx *X, vm_warp *w, int lane, uint32_t pc)
{
    const char *f = loc_file(X, pc);
    uint32_t p = pc, d = w->depth[lane];
    while (d > 0 && f && loc_file(X, p) && !strcmp(loc_file(X, p), f)) {
        d--;
        p = w->calls[d * 32 + (uint32_t)lane].ret_pc - 1;
    }
    return p;
}

/* mma_sync (§5.4.11): every lane of the warp brings its fragments A, B and C; D = A * B + C
 * is computed once for the warp (vmwmma.c) and each lane's share of D stored. Called by only
 * some of the lanes it is undefined: a warning, and D is left as it was, as an H100 left it
 * (no error; tests/programs/libs/wmma-misuse.cu). False when the launch fails. */
static bool wmma_mma(vm_ctx *X, vm_warp *w, uint32_t pc, const vm_insn *in, vm_reg *R, uint32_t all,
                     uint32_t far)
{
    unsigned desc = (unsigned)in->f << 8 | in->x;
    vm_wmma_geom g[4];
    if (all != 0xffffffffu) {
        uint32_t at = wmma_site(X, w, __builtin_ctz(all), pc);
        warn_once_at(X, pc, at, "mma_sync called by lanes %#x of block (%u,%u,%u) warp %d, not by all 32 lanes "
                     "of the warp: the result is undefined (" CR_GUIDE_5_4_11 "); an H100 leaves the result "
                     "fragment as it was, and so does cudarepl", all, w->blk->ctaid[0], w->blk->ctaid[1],
                     w->blk->ctaid[2], w->index);
        return true;
    }
    if (!vm_wmma_mma_geometry(desc, g)) {
        fail(X, DM_cudaErrorIllegalInstruction, "mma_sync: bad fragment descriptor at %s:%d", loc_file(X, pc),
             loc_line(X, pc));
        return false;
    }
    uint8_t frag[4][32 * 16 * 8];
    uint64_t addr[32];
    uint8_t *hp[32];
    for (int f = 0; f < 3; f++) {
        int sz = g[f].esize, n = g[f].nstore;
        for (int i = 0; i < n; i++) {
            for (int l = 0; l < 32; l++) {
                const vm_reg *r = f == 0 ? LREG(l, b) : f == 1 ? LREG(l, c)
                                : &((far >> l & 1) ? w->regs + w->base[l] : R)[LANE_IN(l)->k];
                addr[l] = r->u64[l] + (uint64_t)(i * sz);
            }
            if (!translate(X, w, all, pc, addr, sz, false, hp))
                return false;
            for (int l = 0; l < 32; l++)
                memcpy(&frag[f][(size_t)(l * n + i) * sz], hp[l], (size_t)sz);
        }
    }
    const char *err = vm_wmma_mma(desc, frag[3], frag[0], frag[1], frag[2]);
    if (err) {
        uint32_t at = wmma_site(X, w, 0, pc);
        fail(X, DM_cudaErrorIllegalInstruction, "mma_sync: %s (" CR_GUIDE_5_4_11 ") at %s:%d", err,
             loc_file(X, at), loc_line(X, at));
        return false;
    }
    int sz = g[3].esize, n = g[3].nstore;
    for (int i = 0; i < n; i++) {
        for (int l = 0; l < 32; l++)
            addr[l] = LREG(l, d)->u64[l] + (uint64_t)(i * sz);
        if (!translate(X, w, all, pc, addr, sz, true, hp))
            return false;
        for (int l = 0; l < 32; l++)
            memcpy(hp[l], &frag[3][(size_t)(l * n + i) * sz], (size_t)sz);
    }
    return true;
}
#undef LANE_IN
#undef LREG

/* What load_matrix_sync and store_matrix_sync require of their pointer and leading dimension
 * (§5.4.11.1): the same for every lane, 256-bit aligned, a multiple of 16 bytes. A message, or
 * NULL. */
static const char *wmma_ldst_misuse(const vm_reg *rb, const vm_reg *rc, uint32_t mask, const vm_wmma_geom *g,
                                    unsigned desc, sess_buf *b)
{
    int l0 = __builtin_ctz(mask);
    uint64_t p = rb->u64[l0];
    uint32_t ldm = rc->u32[l0];
    const char *what = VM_WMMA_STORE(desc) ? "store_matrix_sync" : "load_matrix_sync";
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        if (rb->u64[l] != p || rc->u32[l] != ldm) {
            sess_buf_printf(b, "%s: lanes %d and %d pass different pointers or leading dimensions (0x%llx, %u and "
                            "0x%llx, %u); they must be the same in every lane", what, l0, l,
                            (unsigned long long)p, ldm, (unsigned long long)rb->u64[l], rc->u32[l]);
            return b->p;
        }
    }
    if (p & 15) {
        /* the guide asks for 256 bits; an H200 loads from 128-bit aligned rows (NVIDIA's own
         * immaTensorCoreGemm skews its shared-memory tiles by 16 bytes) */
        sess_buf_printf(b, "%s: the matrix pointer 0x%llx is not 256-bit aligned (not even 128-bit)", what,
                        (unsigned long long)p);
        return b->p;
    }
    uint64_t bits = (uint64_t)ldm * (uint64_t)g->bits;
    int need = VM_WMMA_COLMAJOR(desc) ? g->rows : g->cols;
    if (bits % 128 || ldm < (uint32_t)need) {
        sess_buf_printf(b, "%s: leading dimension %u is %s (the matrix's %s have %d elements; ldm must be a "
                        "multiple of %d elements, 16 bytes)", what, ldm,
                        bits % 128 ? "not a multiple of 16 bytes" : "too small",
                        VM_WMMA_COLMAJOR(desc) ? "columns" : "rows", need, 128 / g->bits);
        return b->p;
    }
    return NULL;
}

/* load_matrix_sync / store_matrix_sync (§5.4.11) for the lanes MASK: each lane moves its
 * fragment's elements (vmwmma.c says which) from or to the matrix. False when the launch
 * fails. */
/* LAUNCH: each lane of MASK reads its launch record (configuration, then the kernel's
 * parameters, at register a) and hands it to the runtime (dev_launch); the result is the
 * lane's register d and, when an error, its last error. False when a record cannot be read
 * (the launch stops). */
static bool device_launches(vm_ctx *X, vm_warp *w, uint32_t pc, const vm_insn *in, vm_reg *R,
                            uint32_t mask)
{
    const vm_func *kf = X->prog->funcs.p[in->k];
    uint32_t size = (VM_LAUNCH_PARAMS + kf->param_size + 7) & ~7u;
    uint8_t *rec = malloc(size);
    for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
        int l = __builtin_ctz(m_);
        for (uint32_t i = 0; i < size; i += 8) {
            uint64_t addr[32];
            uint8_t *h[32];
            addr[l] = R[in->a].u64[l] + i;
            if (!translate(X, w, 1u << l, pc, addr, 8, false, h)) {
                free(rec);
                return false;
            }
            memcpy(rec + i, h[l], 8);
        }
        vm_dev_launch dl = {in->k, {0}, {0}, 0, 0, rec + VM_LAUNCH_PARAMS, kf->param_size,
                            w->blk->linear, loc_file(X, pc), loc_line(X, pc)};
        memcpy(dl.grid, rec + VM_LAUNCH_GRID, sizeof dl.grid);
        memcpy(dl.block, rec + VM_LAUNCH_BLOCK, sizeof dl.block);
        memcpy(&dl.shared, rec + VM_LAUNCH_SHARED, sizeof dl.shared);
        memcpy(&dl.stream, rec + VM_LAUNCH_STREAM, sizeof dl.stream);
        int e = X->cfg->dev_launch ? X->cfg->dev_launch(X->cfg->dev_ctx, &dl)
                                   : DM_cudaErrorNotSupported;
        R[in->d].i32[l] = e;
        if (e)
            w->last_err[l] = e;
    }
    free(rec);
    return true;
}

static bool wmma_ldst(vm_ctx *X, vm_warp *w, uint32_t pc, const vm_insn *in, vm_reg *R, uint32_t mask)
{
    unsigned desc = (unsigned)in->f << 8 | in->x;
    const vm_reg *ra = &R[in->a], *rb = &R[in->b], *rc = &R[in->c];
    vm_wmma_geom g;
    if (!vm_wmma_geometry(desc, &g)) {
        fail(X, DM_cudaErrorIllegalInstruction, "load_matrix_sync or store_matrix_sync: bad fragment descriptor "
             "at %s:%d", loc_file(X, pc), loc_line(X, pc));
        return false;
    }
    /* undefined use; an H200 goes on (tests/programs/libs/wmma-fragments), and so do we */
    sess_buf msg = {0};
    if (wmma_ldst_misuse(rb, rc, mask, &g, desc, &msg))
        warn_once(X, wmma_site(X, w, __builtin_ctz(mask), pc), "%s; the result is undefined (" CR_GUIDE_5_4_11 ")",
                  msg.p);
    sess_buf_free(&msg);
    bool store = VM_WMMA_STORE(desc), col = VM_WMMA_COLMAJOR(desc);
    dm_san *san = X->cfg->san;
    for (int i = 0; i < g.nstore; i++) {
        uint64_t fa[32], ma[32];
        uint8_t *fh[32], *mh[32];
        for (uint32_t m = mask; m; m &= m - 1) {
            int l = __builtin_ctz(m), r, c;
            vm_wmma_element(desc, l, i, &r, &c);
            uint64_t idx = col ? (uint64_t)c * rc->u32[l] + (uint64_t)r : (uint64_t)r * rc->u32[l] + (uint64_t)c;
            fa[l] = ra->u64[l] + (uint64_t)(i * g.esize);
            ma[l] = rb->u64[l] + idx * (uint64_t)g.bits / 8;
        }
        if (!translate(X, w, mask, pc, fa, g.esize, !store, fh) ||
            !translate(X, w, mask, pc, ma, g.esize, store, mh))
            return false;
        if (san)
            dm_san_access(san, (uint32_t)w->blk->linear, (uint32_t)w->index, mask, ma, g.esize,
                          store ? DM_SAN_WRITE : DM_SAN_READ, 0, 0, pc);
        for (uint32_t m = mask; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            if (store)
                memcpy(mh[l], fh[l], (size_t)g.esize);
            else
                memcpy(fh[l], mh[l], (size_t)g.esize);
        }
    }
    return true;
}

/* The warp-wide instruction at PC (SYNCWARP, VOTE, SHFL, MATCH, REDUX) for the lanes ALL of W
 * that met there (warp_sync's part and FAR); then the lanes of FAR go on after their own
 * instructions. False when the launch fails. */
static bool warp_collective(vm_ctx *X, vm_warp *w, uint32_t pc, vm_reg *R, uint32_t all, uint32_t far)
{
    const vm_insn *in = &X->code[pc];
    switch (in->op) {
    case OP_SYNCWARP:
        if (X->cfg->san)
            dm_san_syncwarp(X->cfg->san, (uint32_t)w->blk->linear, (uint32_t)w->index, all);
        break;
    case OP_VOTE: warp_vote(X, w, in, R, all, far); break;
    case OP_SHFL: warp_shfl(X, w, pc, in, R, all, far); break;
    case OP_MATCH:
        if (!warp_match(X, w, pc, in, R, all, far))
            return false;
        break;
    case OP_WMMA:
        if (!wmma_mma(X, w, pc, in, R, all, far))
            return false;
        break;
    default: warp_redux(X, w, in, R, all, far); break;
    }
    for (uint32_t m = far; m; m &= m - 1)
        w->pc[__builtin_ctz(m)]++;
    w->blocked &= ~far;
    w->sync_wait &= ~far;
    return true;
}

/* ---- Tracing (devmodel/dm_trace.h) ----------------------------------------------------- */

static dm_trace_kind trace_kind(uint16_t op)
{
    switch (op) {
    case OP_LD8S: case OP_LD8U: case OP_LD16S: case OP_LD16U: case OP_LD32: case OP_LD64: case OP_LDS32:
        return DM_TK_LOAD;
    case OP_ST8: case OP_ST16: case OP_ST32: case OP_ST64: case OP_STS32:
        return DM_TK_STORE;
    case OP_ATOM: case OP_ATOM16: return DM_TK_ATOMIC;
    case OP_JMP: case OP_BRZ: case OP_BRNZ: case OP_BR_I32: case OP_BRK_I32: return DM_TK_BRANCH;
    case OP_JOIN: return DM_TK_JOIN;
    case OP_BAR: return DM_TK_BARRIER;
    case OP_SYNCWARP: case OP_VOTE: case OP_SHFL: case OP_MATCH: case OP_REDUX: case OP_ACTMASK:
    case OP_WMMA:
        return DM_TK_WARP;
    case OP_CALL: case OP_CALLI: case OP_RET: case OP_RETV: return DM_TK_CALL;
    case OP_EXIT: return DM_TK_EXIT;
    case OP_MEMCPY: case OP_MEMCPYR: case OP_MEMSETR: case OP_I128: case OP_I128V:
    case OP_FENCE: case OP_TRAP: case OP_BRKPT:
    case OP_ASSERTF: case OP_PRINTF: case OP_MALLOC: case OP_MALLOC_ALIGNED: case OP_FREE:
    case OP_NANOSLEEP: case OP_RNGSKIP: case OP_WMMALS: case OP_LAUNCH: case OP_DEVRT:
        return DM_TK_OTHER;
    default: return DM_TK_ALU;
    }
}

/* The group MASK of warp W dispatches the instruction at PC. */
static __attribute__((noinline)) void trace_step(vm_ctx *X, vm_warp *w, uint32_t pc, uint32_t mask)
{
    uint16_t op = X->code[pc].op;
    dm_trace_step(X->cfg->trace, w->blk->linear, (uint32_t)w->index, pc, mask, trace_kind(op),
                  op < OP_COUNT ? vm_op_names[op] : "?");
}

/* ---- The dispatch loop ----------------------------------------------------------------- */

#define FUEL_CHECK_INTERVAL 1

/* ---- The weak memory model (only when X->weak; devmodel/dm_weak.h) ------------------------ */

static uint64_t weak_thread(vm_ctx *X, vm_warp *w, int lane)
{
    return w->blk->linear * X->nthreads + (uint64_t)w->index * 32 + (uint64_t)lane;
}

/* An access of order DM_ORDER_SC, or a store with release semantics, first empties the thread's
 * buffers up to its scope (the fence nvcc puts before it, or the release). */
static void weak_before(vm_ctx *X, vm_warp *w, int lane, uint8_t f, bool write)
{
    int order = VM_MF_ORDER(f), scope = VM_MF_SCOPE(f);
    if (order == DM_ORDER_SC || (write && (order == DM_ORDER_RELEASE || order == DM_ORDER_ACQ_REL)))
        dm_weak_fence(X->weak, weak_thread(X, w, lane), w->blk->linear, scope ? scope : DM_WEAK_SYSTEM);
}

/* Loads: global lanes read through the model into BUF, and HP points there. */
static void weak_load(vm_ctx *X, vm_warp *w, uint32_t mask, uint8_t f, const uint64_t *addr,
                      int size, uint8_t **hp, uint8_t (*buf)[8])
{
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        if (dm_window_of(X->mem, addr[l]) != DM_W_GLOBAL)
            continue;
        weak_before(X, w, l, f, false);
        dm_weak_load(X->weak, weak_thread(X, w, l), w->blk->linear, hp[l], size, buf[l]);
        hp[l] = buf[l];
    }
}

/* Stores: global lanes write into BUF (GP keeps where they go), then enter the model. */
static void weak_store_begin(vm_ctx *X, uint32_t mask, const uint64_t *addr, uint8_t **hp,
                             uint8_t **gp, uint8_t (*buf)[8])
{
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        gp[l] = NULL;
        if (dm_window_of(X->mem, addr[l]) == DM_W_GLOBAL) {
            gp[l] = hp[l];
            hp[l] = buf[l];
        }
    }
}

static void weak_store_end(vm_ctx *X, vm_warp *w, uint32_t mask, uint8_t f, int size,
                           uint8_t **gp, uint8_t (*buf)[8])
{
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        if (!gp[l])
            continue;
        weak_before(X, w, l, f, true);
        dm_weak_store(X->weak, weak_thread(X, w, l), w->blk->linear, gp[l], size, buf[l]);
    }
}

static uint64_t atomic_rmw(uint8_t *p, int op, int vt, uint64_t v, uint64_t cmp, bool global);

/* An atomic of one lane: read and written at its scope's level of the model. */
static uint64_t weak_rmw(vm_ctx *X, vm_warp *w, int lane, uint8_t f, uint64_t addr, uint8_t *hp,
                         int size, int op, int vt, uint64_t v, uint64_t cmp)
{
    if (dm_window_of(X->mem, addr) != DM_W_GLOBAL)
        return atomic_rmw(hp, op, vt, v, cmp, false);
    int order = VM_MF_ORDER(f), scope = VM_MF_SCOPE(f) ? VM_MF_SCOPE(f) : DM_WEAK_DEVICE;
    uint64_t t = weak_thread(X, w, lane);
    if (order == DM_ORDER_SC || order == DM_ORDER_RELEASE || order == DM_ORDER_ACQ_REL)
        dm_weak_fence(X->weak, t, w->blk->linear, scope);
    uint8_t cur[8];
    dm_weak_rmw_begin(X->weak, t, w->blk->linear, scope, hp, size, cur);
    uint64_t old = atomic_rmw(cur, op, vt, v, cmp, true);
    dm_weak_rmw_end(X->weak, t, w->blk->linear, scope, hp, size, cur);
    return old;
}

/* A fence (scope from F) or a barrier arrival (BLOCK) of the group's lanes. */
static void weak_fence(vm_ctx *X, vm_warp *w, uint32_t mask, int scope)
{
    for (uint32_t m = mask; m; m &= m - 1)
        dm_weak_fence(X->weak, weak_thread(X, w, __builtin_ctz(m)), w->blk->linear,
                      scope ? scope : DM_WEAK_SYSTEM);
}

/* The lanes of MASK that take the conditional branch IN (BRZ, BRNZ, BR_I32, BRK_I32). */
static inline uint32_t branch_taken(const vm_insn *in, const vm_reg *R, uint32_t mask)
{
    const vm_reg *ra = &R[in->a];
    if (in->op == OP_BRZ || in->op == OP_BRNZ) {
        uint32_t t = lanes_nonzero(ra->i32) & mask;
        return in->op == OP_BRNZ ? t : mask & ~t;
    }
    uint32_t t = lanes_compare(in->x, ra->i32, in->op == OP_BR_I32 ? R[in->b].i32 : NULL, (int16_t)in->c);
    return (in->f & 1 ? ~t : t) & mask;
}

/* The lanes of each member's group (GW[g]->group, registers GR[g]) that take the branch IN
 * (JMP, BRZ, BRNZ, BR_I32, BRK_I32), into TK[g]; returns whether every member goes one way
 * (*ALL: each takes it with every lane; *NONE: no lane does). The comparison is decoded once
 * for the gang (a constant kind in each case of the switch, so that lanes_compare folds its
 * own decoding away), not once per member as branch_taken does. */
static inline void gang_taken(const vm_insn *in, vm_warp *const *gw, vm_reg *const *gr, uint32_t ng,
                              uint32_t *tk, bool *all, bool *none)
{
    const uint16_t a = in->a, b = in->b;
    const int32_t k = (int16_t)in->c;
    uint32_t flip = 0;  /* (BR_I32 and BRK_I32 with f: jump where the comparison is false) */
    switch (in->op) {
    case OP_JMP:
        for (uint32_t g = 0; g < ng; g++)
            tk[g] = gw[g]->group;
        break;
    case OP_BRZ:
        for (uint32_t g = 0; g < ng; g++)
            tk[g] = ~lanes_nonzero(gr[g][a].i32);
        break;
    case OP_BRNZ:
        for (uint32_t g = 0; g < ng; g++)
            tk[g] = lanes_nonzero(gr[g][a].i32);
        break;
    default: {
        const bool two = in->op == OP_BR_I32;
        switch ((vm_lanecmp)in->x) {
#define KIND_(kd)                                                                                 \
        case kd:                                                                                  \
            if (two)                                                                              \
                for (uint32_t g = 0; g < ng; g++)                                                 \
                    tk[g] = lanes_compare(kd, gr[g][a].i32, gr[g][b].i32, 0);                     \
            else                                                                                  \
                for (uint32_t g = 0; g < ng; g++)                                                 \
                    tk[g] = lanes_compare(kd, gr[g][a].i32, NULL, k);                             \
            break;
        KIND_(LC_EQ) KIND_(LC_NE) KIND_(LC_LT) KIND_(LC_LE) KIND_(LC_GT) KIND_(LC_GE)
        KIND_(LC_LTU) KIND_(LC_LEU) KIND_(LC_GTU) KIND_(LC_GEU)
#undef KIND_
        default:
            for (uint32_t g = 0; g < ng; g++)
                tk[g] = lanes_compare(in->x, gr[g][a].i32, two ? gr[g][b].i32 : NULL, k);
            break;
        }
        flip = in->f & 1 ? ~0u : 0;
    }
    }
    bool al = true, no = true;
    for (uint32_t g = 0; g < ng; g++) {
        uint32_t m = gw[g]->group, t = (tk[g] ^ flip) & m;
        tk[g] = t;
        al &= t == m;
        no &= t == 0;
    }
    *all = al;
    *none = no;
}

/* A call by the lanes of MASK at call depth DEPTH (their frame BASE and LSP): each lane's
 * record REC, then its new depth, frame NB and local frame NL. */
static inline void call_lanes(vm_warp *w, uint32_t mask, uint32_t depth, vm_callrec rec,
                              uint32_t nb, uint32_t nl)
{
    vm_callrec *r = &w->calls[depth * 32];
    if (mask == 0xffffffffu) {
        for (int l = 0; l < 32; l++)
            r[l] = rec;
    } else {
        for (uint32_t m = mask; m; m &= m - 1)
            r[__builtin_ctz(m)] = rec;
    }
    lanes_set(w->depth, mask, depth + 1);
    lanes_set(w->base, mask, nb);
    lanes_set(w->lsp, mask, nl);
}

/* A return (IN: RET with its value in RA, or RETV) by the lanes of MASK, whose first lane is at
 * call depth DEPTH > 0: each lane's value to its caller's register, its program counter, frame
 * and depth back. Do all the lanes return to one place, in one frame? */
static inline bool return_lanes(vm_warp *w, uint32_t mask, uint32_t depth, const vm_insn *in,
                                const vm_reg *ra)
{
    int f0 = __builtin_ctz(mask);
    const vm_callrec *rs = &w->calls[(depth - 1) * 32], *r0 = &rs[f0];
    uint32_t diff = 0;
    if (mask == 0xffffffffu) {
        for (int l = 0; l < 32; l++)
            diff |= (rs[l].ret_pc ^ r0->ret_pc) | (rs[l].base ^ r0->base) | (rs[l].lsp ^ r0->lsp);
    } else {
        for (uint32_t m = mask; m; m &= m - 1) {
            const vm_callrec *r = &rs[__builtin_ctz(m)];
            diff |= (r->ret_pc ^ r0->ret_pc) | (r->base ^ r0->base) | (r->lsp ^ r0->lsp);
        }
    }
    if (!diff) {
        /* one call site (its register and width) in one frame */
        if (in->op == OP_RET) {
            vm_reg *d = &w->regs[r0->base + r0->dst];
            if (mask == 0xffffffffu)
                memmove(d, ra, r0->width == 8 ? 256 : 128);
            else if (r0->width == 8)
                for (uint32_t m = mask; m; m &= m - 1)
                    d->u64[__builtin_ctz(m)] = ra->u64[__builtin_ctz(m)];
            else
                for (uint32_t m = mask; m; m &= m - 1)
                    d->u32[__builtin_ctz(m)] = ra->u32[__builtin_ctz(m)];
        }
        lanes_set(w->pc, mask, r0->ret_pc);
        lanes_set(w->base, mask, r0->base);
        lanes_set(w->lsp, mask, r0->lsp);
        lanes_set(w->depth, mask, depth - 1);
        return true;
    }
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        const vm_callrec *r = &rs[l];
        if (in->op == OP_RET) {
            if (r->width == 8)
                w->regs[r->base + r->dst].u64[l] = ra->u64[l];
            else
                w->regs[r->base + r->dst].u32[l] = ra->u32[l];
        }
        w->pc[l] = r->ret_pc;
        w->base[l] = r->base;
        w->lsp[l] = r->lsp;
        w->depth[l] = depth - 1;
    }
    return false;
}

static int run_warp(vm_ctx *X, vm_warp *w, uint64_t fuel);
/* The traced loop (traced launches) is compiled once, in the base copy: the AVX2
 * copy calls it there (both copies define vm_ctx and vm_warp alike and compute alike), and the
 * build compiles one dispatch loop fewer. */
int vm_run_warp_traced(vm_ctx *X, vm_warp *w, uint64_t fuel);
#define run_warp_traced vm_run_warp_traced

static void block_release(vm_ctx *X, vm_block *b);

/* A load or store of the lanes MASK, for the sanitizer. */
static __attribute__((noinline)) void sanitize_mem(dm_san *san, const vm_block *blk, const vm_warp *w,
                                                   uint32_t mask, const uint64_t *addr, int size,
                                                   bool write, uint8_t f, uint32_t pc,
                                                   const vm_reg *rb)
{
    if (!write) {
        dm_san_access(san, (uint32_t)blk->linear, (uint32_t)w->index, mask, addr, size, DM_SAN_READ,
                      VM_MF_ORDER(f), VM_MF_SCOPE(f), pc);
        return;
    }
    uint64_t val[32];
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        val[l] = size == 8 ? rb->u64[l] : rb->u32[l];
    }
    dm_san_store(san, (uint32_t)blk->linear, (uint32_t)w->index, mask, addr, size, VM_MF_ORDER(f),
                 VM_MF_SCOPE(f), pc, val);
}

/* The lanes of MASK, N bytes each from ADDR[l] (N > 0, no alignment asked), all in the global
 * allocation of the last access, the block's shared memory or the warp's local memory: their
 * host addresses in HP, and true. False otherwise, and for global memory in the pool's
 * launches (translate then goes piece by piece, and explains a bad access). */
static bool span_lanes(vm_ctx *X, vm_warp *w, uint32_t mask, const uint64_t *addr, uint64_t n,
                       uint8_t **hp)
{
    uint64_t lo, hi, bits;
    lanes_range(mask, addr, &lo, &hi, &bits);
    uint64_t end = hi + n;
    if (end < hi)
        return false;
    dm_mem *M = X->mem;
    prefer_alloc(X, lo, end);
    if (lo >= X->glo && end <= X->ghi) {
        if (X->par)
            return false;
        offset_lanes(hp, addr, mask, (uintptr_t)M->delta);
        return true;
    }
    uint64_t s0 = M->shared_base + DM_SHARED_RESERVED;
    if (lo >= s0 && end <= s0 + w->blk->shared_size) {
        offset_lanes(hp, addr, mask, (uintptr_t)w->blk->shared - s0);
        return true;
    }
    uint64_t top = M->local_base + DM_LOCAL_TOP, b0 = top - X->stack;
    if (w->local && lo >= b0 && end <= top) {
        for (uint32_t m = mask; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            hp[l] = w->local + (size_t)l * X->stack + (addr[l] - b0);
        }
        return true;
    }
    return false;
}

/* MEMCPY, MEMCPYR and MEMSETR (IN) for the lanes of MASK, lane after lane. Where every lane's
 * bytes lie whole in one place (span_lanes) and no lane's destination overlaps its source
 * from above, each lane's bytes move at once; otherwise byte-wise through translate, which
 * keeps every check in one place (chunks of 8 when both sides are aligned, each copied before
 * the next is read). False after fail(). */
static bool copy_lanes(vm_ctx *X, vm_warp *w, const vm_insn *in, uint32_t mask, uint32_t pc,
                       const vm_reg *R, dm_san *san)
{
    const vm_reg *ra = &R[in->a], *rb = &R[in->b], *rc = &R[in->c];
    bool set = in->op == OP_MEMSETR;
    uint64_t n0 = in->op == OP_MEMCPY ? (uint64_t)(uint32_t)in->k : rc->u64[__builtin_ctz(mask)];
    bool same = true;
    if (in->op != OP_MEMCPY)
        for (uint32_t m = mask; m; m &= m - 1)
            same &= rc->u64[__builtin_ctz(m)] == n0;
    if (!san && same && n0) {
        uint8_t *hd[32], *hs[32];
        bool fast = span_lanes(X, w, mask, ra->u64, n0, hd) &&
                    (set || span_lanes(X, w, mask, rb->u64, n0, hs));
        for (uint32_t m = mask; fast && !set && m; m &= m - 1) {
            int l = __builtin_ctz(m);
            fast = (uintptr_t)hd[l] - (uintptr_t)hs[l] - 1 >= n0 - 1; /* not hs < hd < hs + n0 */
        }
        if (fast) {
            for (uint32_t m = mask; m; m &= m - 1) {
                int l = __builtin_ctz(m);
                if (set)
                    memset(hd[l], (int)(uint8_t)rb->u32[l], (size_t)n0);
                else if (n0 == 16)
                    memmove(hd[l], hs[l], 16);  /* (a float4, a cooperative group: inline) */
                else
                    memmove(hd[l], hs[l], (size_t)n0);
            }
            return true;
        }
    }
    for (uint32_t m = mask; m; m &= m - 1) {
        int l = __builtin_ctz(m);
        uint64_t n = in->op == OP_MEMCPY ? n0 : rc->u64[l];
        uint64_t dst = ra->u64[l];
        for (uint64_t i = 0; i < n;) {
            uint64_t addr[32];
            uint8_t *hd[32], *hs[32];
            int sz = 1;
            uint64_t src = set ? 0 : rb->u64[l] + i;
            if (n - i >= 8 && !((dst + i) & 7) && (set || !(src & 7)))
                sz = 8;
            addr[l] = dst + i;
            if (!translate(X, w, 1u << l, pc, addr, sz, true, hd))
                return false;
            if (san)
                dm_san_access(san, (uint32_t)w->blk->linear, (uint32_t)w->index, 1u << l, addr, sz,
                              DM_SAN_WRITE, 0, 0, pc);
            if (set) {
                memset(hd[l], (int)(uint8_t)rb->u32[l], (size_t)sz);
            } else {
                addr[l] = src;
                if (!translate(X, w, 1u << l, pc, addr, sz, false, hs))
                    return false;
                if (san)
                    dm_san_access(san, (uint32_t)w->blk->linear, (uint32_t)w->index, 1u << l, addr,
                                  sz, DM_SAN_COPY_READ, 0, 0, pc);
                memmove(hd[l], hs[l], (size_t)sz);
            }
            i += (uint64_t)sz;
        }
    }
    return true;
}

/* Lane loops of both dispatch loops (exec_loop.h, exec_gang.h); they use the includer's mask,
 * wide and rd/ra/rb. */
/* The group's lanes: all 32 when nobody else shares the registers (wide). */
#define LANES(stmt)                                                                               \
    do {                                                                                          \
        if (wide) {                                                                               \
            VM_IVDEP                                                                              \
            for (int l = 0; l < 32; l++) {                                                        \
                stmt;                                                                             \
            }                                                                                     \
        } else {                                                                                  \
            for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {                                          \
                int l = __builtin_ctz(m_);                                                        \
                stmt;                                                                             \
            }                                                                                     \
        }                                                                                         \
    } while (0)
/* Exactly the group's lanes (memory, side effects). */
#define MLANES(stmt)                                                                              \
    do {                                                                                          \
        if (mask == 0xffffffffu) {                                                                \
            for (int l = 0; l < 32; l++) {                                                        \
                stmt;                                                                             \
            }                                                                                     \
        } else {                                                                                  \
            for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {                                          \
                int l = __builtin_ctz(m_);                                                        \
                stmt;                                                                             \
            }                                                                                     \
        }                                                                                         \
    } while (0)
#define BIN(field, expr) LANES(rd->field[l] = (expr))
#define CMP(field, op) LANES(rd->i32[l] = ra->field[l] op rb->field[l])

#define VM_RUN_WARP run_warp
#define VM_RUN_LINKAGE static
#define VM_TRACED 0
#include "interp/vm/exec_loop.h"
#undef VM_RUN_WARP
#undef VM_RUN_LINKAGE
#undef VM_TRACED
#ifndef VM_AVX2
#define VM_RUN_WARP run_warp_traced
#define VM_RUN_LINKAGE
#define VM_TRACED 1
#include "interp/vm/exec_loop.h"
#undef VM_RUN_WARP
#undef VM_RUN_LINKAGE
#undef VM_TRACED
#endif
#include "interp/vm/exec_gang.h"

/* ---- Blocks ---------------------------------------------------------------------------- */

static void block_release(vm_ctx *X, vm_block *b);

/* N zeroed bytes starting a cache line (64 bytes): a block's warps, registers and shared
 * memory, whose lanes lanes.h and the ALU loops take 32 bytes at a step. calloc's 16-byte
 * alignment had every other step straddle two lines (a large block's registers, mapped at a
 * page's start plus 16 bytes, always). free() releases it. */
static void *calloc_lines(size_t n)
{
    void *p = NULL;
    n = (n + 63) & ~(size_t)63;
    if (posix_memalign(&p, 64, n ? n : 64) != 0)
        p = NULL;
    CR_ASSERT(p != NULL);
    memset(p, 0, n ? n : 64);
    return p;
}

static bool block_init(vm_ctx *X, vm_block *b, uint64_t linear)
{
    const vm_launch_cfg *c = X->cfg;
    b->linear = linear;
    if (c->grid[1] == 1 && c->grid[2] == 1) {
        b->ctaid[0] = (uint32_t)linear; /* (a 1-D grid: no divisions) */
        b->ctaid[1] = b->ctaid[2] = 0;
    } else {
        b->ctaid[0] = (uint32_t)(linear % c->grid[0]);
        b->ctaid[1] = (uint32_t)(linear / c->grid[0] % c->grid[1]);
        b->ctaid[2] = (uint32_t)(linear / ((uint64_t)c->grid[0] * c->grid[1]));
    }
    b->shared_size = X->shared_total;
    uint32_t window = shared_window(b->shared_size);
    if (!b->shared || b->shared_cap < window) {
        free(b->shared);
        b->shared_cap = window ? window : 1;
        b->shared = calloc_lines(b->shared_cap);
    } else if (window) {
        memset(b->shared, 0, window);
    }
    b->nwarps = (int)((X->nthreads + 31) / 32);
    b->live_threads = (int)X->nthreads;
    b->waiting_threads = 0;
    b->bar_count = 0;
    b->bar_and = 1;
    b->bar_or = 0;
    b->bar_divergent_pcs = b->bar_skipped = b->bar_ub = false;
    b->done = false;
    b->started = true;
    b->lanes_apart = c->lanes_apart;
    b->steps = 0;
    if (!b->warps)
        b->warps = calloc_lines((size_t)b->nwarps * sizeof(vm_warp));
    if (!b->slab) {
        b->slab_stride = X->slab_regs;
        b->slab = calloc_lines((size_t)b->nwarps * b->slab_stride * sizeof(vm_reg));
    }
    vm_func *k = X->kernel;
    for (int i = 0; i < b->nwarps; i++) {
        vm_warp *w = &b->warps[i];
        w->blk = b;
        w->index = i;
        uint32_t first = (uint32_t)i * 32;
        uint32_t n = X->nthreads - first < 32 ? X->nthreads - first : 32;
        w->exists = n == 32 ? 0xffffffffu : ((1u << n) - 1);
        w->live = w->exists;
        w->blocked = w->bar_wait = w->sync_wait = 0;
        if (c->san) {
            if (!w->sc)
                w->sc = sess_xcalloc(1, sizeof *w->sc);
            w->sc->owed = w->sc->last = 0;
        }
        /* every thread starts at the kernel's entry, in one group (or the first lane alone) */
        w->group = b->lanes_apart ? w->live & -w->live : w->live;
        w->spin = 0;
        w->boost_left = 0;
        w->bar_groups = w->bar_late_groups = 0;
        w->early = 0;
        w->bar_exited = 0;
        /* (a read first: memset's rep stos was an eighth of an empty kernel's block) */
        if (lanes_nonzero(w->last_err))
            memset(w->last_err, 0, sizeof w->last_err);
        uint32_t lsp0 = DM_LOCAL_TOP - k->frame;
        if (w->inited && (lanes_equal(w->base, 0) & lanes_equal(w->depth, 0) & lanes_equal(w->lsp, lsp0)) ==
                             0xffffffffu) {
            /* a block of this launch ran here and every lane left at the kernel's own frame:
             * only the program counters start again (the thread indices are the same) */
            lanes_set(w->pc, 0xffffffffu, k->entry);
            continue;
        }
        w->inited = true;
        bool flat = c->block[1] == 1 && c->block[2] == 1;
        for (int l = 0; l < 32; l++) {
            uint32_t t = first + (uint32_t)l;
            if (flat) {
                w->tid[0][l] = t;
                w->tid[1][l] = w->tid[2][l] = 0;
            } else {
                w->tid[0][l] = t % c->block[0];
                w->tid[1][l] = t / c->block[0] % c->block[1];
                w->tid[2][l] = t / (c->block[0] * c->block[1]);
            }
            w->pc[l] = k->entry;
            w->base[l] = 0;
            w->lsp[l] = DM_LOCAL_TOP - k->frame;
            w->depth[l] = 0;
        }
        w->regs = b->slab + (size_t)i * b->slab_stride;
        w->nregs = b->slab_stride;
        w->own_regs = false;
        if (!ensure_depth(w, 1))
            return false;
        if (X->uses_local && !w->local)
            w->local = sess_xcalloc(32, X->stack);
    }
    return true;
}

static void block_free(vm_block *b)
{
    if (b->warps) {
        for (int i = 0; i < b->nwarps; i++) {
            if (b->warps[i].own_regs)
                free(b->warps[i].regs);
            free(b->warps[i].calls);
            free(b->warps[i].local);
            free(b->warps[i].sc);
        }
    }
    free(b->warps);
    free(b->slab);
    free(b->shared);
    memset(b, 0, sizeof *b);
}

static void describe_warps(vm_ctx *X, vm_block *b, sess_buf *out)
{
    for (int i = 0; i < b->nwarps; i++) {
        vm_warp *w = &b->warps[i];
        if (!w->live)
            continue;
        /* group the live lanes by program counter */
        uint32_t left = w->live;
        while (left) {
            int l = __builtin_ctz(left);
            uint32_t pc = w->pc[l], same = 0;
            if (w->group >> l & 1) {
                same = w->group & left;
            } else {
                for (uint32_t m = left; m; m &= m - 1) {
                    int l2 = __builtin_ctz(m);
                    if (w->pc[l2] == pc && !(w->group >> l2 & 1))
                        same |= 1u << l2;
                }
            }
            left &= ~same;
            sess_buf_printf(out, "\n  block (%u,%u,%u) warp %d lanes ", b->ctaid[0], b->ctaid[1],
                            b->ctaid[2], i);
            lanes_desc(out, same);
            const char *state = (w->bar_wait & same) ? "waiting at __syncthreads" :
                                (w->sync_wait & same) ? "waiting at a warp-synchronous call" : "at";
            sess_buf_printf(out, ": %s %s:%d", state, loc_file(X, pc), loc_line(X, pc));
        }
    }
}

/* Warps a message names one by one (a block has at most 32). */
#define VM_MAX_WARPS_DESC 32

/* The threads of a block that MASKS name (one mask a warp, N warps): "threads 1-31 (warp 0
 * lanes 1-31) and threads 32-127 (warps 1-3)", runs of whole warps together. */
static void block_threads_desc(sess_buf *b, const uint32_t *masks, int n)
{
    int parts = 0;
    for (int i = 0; i < n; i++) {
        if (!masks[i])
            continue;
        int e = i, more = 0;
        if (masks[i] == 0xffffffffu)
            while (e + 1 < n && masks[e + 1] == 0xffffffffu)
                e++;
        for (int j = e + 1; j < n; j++)
            more += masks[j] != 0;
        sess_buf_puts(b, parts ? (more ? ", " : " and ") : "");
        parts++;
        if (e > i) {
            sess_buf_printf(b, "threads %d-%d (warps %d-%d)", i * 32, e * 32 + 31, i, e);
            i = e;
        } else {
            threads_desc(b, i, masks[i]);
        }
    }
    if (!parts)
        sess_buf_puts(b, "no threads");
}

/* How many places (as barrier_sites_desc counts them, up to 2) the threads waiting at a
 * barrier of block B wait at: a library's barrier (a cooperative group's block.sync()) called
 * from two places of the program is two. */
static int barrier_sites(vm_ctx *X, vm_block *b)
{
    uint32_t first = UINT32_MAX;
    for (int i = 0; i < b->nwarps; i++) {
        vm_warp *w = &b->warps[i];
        for (uint32_t m = w->bar_wait; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            if (!w->depth[l])
                return 1; /* (a barrier of the kernel itself) */
            uint32_t at = program_site(X, w, l, w->pc[l]);
            if (first == UINT32_MAX)
                first = at;
            else if (at != first)
                return 2;
        }
    }
    return 1;
}

/* The threads waiting at a barrier of block B, a group for each place they wait at (where the
 * program called the library function that holds the barrier): " threads 0-15 (warp 0 lanes
 * 0-15) at f.cu:12; threads 16-63 ... at f.cu:15". */
static void barrier_sites_desc(vm_ctx *X, vm_block *b, sess_buf *out)
{
    int nw = b->nwarps < VM_MAX_WARPS_DESC ? b->nwarps : VM_MAX_WARPS_DESC;
    uint32_t left[VM_MAX_WARPS_DESC], site[VM_MAX_WARPS_DESC][32];
    for (int i = 0; i < nw; i++) {
        left[i] = b->warps[i].bar_wait;
        for (uint32_t m = left[i]; m; m &= m - 1) {
            int l = __builtin_ctz(m);
            site[i][l] = program_site(X, &b->warps[i], l, b->warps[i].pc[l]);
        }
    }
    for (int groups = 0; groups < 8; groups++) {
        int i0 = 0;
        while (i0 < nw && !left[i0])
            i0++;
        if (i0 == nw)
            break;
        uint32_t at = site[i0][__builtin_ctz(left[i0])], these[VM_MAX_WARPS_DESC];
        for (int i = 0; i < nw; i++) {
            these[i] = 0;
            for (uint32_t m = left[i]; m; m &= m - 1)
                if (site[i][__builtin_ctz(m)] == at)
                    these[i] |= m & -m;
            left[i] &= ~these[i];
        }
        sess_buf_puts(out, groups ? "; " : " ");
        block_threads_desc(out, these, nw);
        sess_buf_printf(out, " at %s:%d", loc_file(X, at), loc_line(X, at));
    }
}

/* Every live thread of the block waits at a barrier: check the episode and release it. */
static void block_release(vm_ctx *X, vm_block *b)
{
    /* (the arrivals noted different barriers in bar_divergent_pcs) */
    bool multi_arrival = false;
    uint32_t pc0 = b->waiting_threads ? b->bar_pc : UINT32_MAX;
    for (int i = 0; i < b->nwarps; i++)
        if (b->warps[i].bar_late_groups > 1)
            multi_arrival = true;
    if (pc0 != UINT32_MAX && (multi_arrival || b->bar_divergent_pcs || b->bar_skipped ||
                              (X->cfg->san && barrier_sites(X, b) > 1))) {
        sess_buf m = {0};
        b->bar_ub = true;
        if (b->bar_skipped) {
            /* every group: the threads that wait, and those that exited instead */
            uint32_t waiting[VM_MAX_WARPS_DESC] = {0}, exited[VM_MAX_WARPS_DESC] = {0};
            int nexit = 0;
            for (int i = 0; i < b->nwarps && i < VM_MAX_WARPS_DESC; i++) {
                waiting[i] = b->warps[i].bar_wait;
                exited[i] = b->warps[i].bar_exited;
                nexit += exited[i] != 0;
            }
            int nw = b->nwarps < VM_MAX_WARPS_DESC ? b->nwarps : VM_MAX_WARPS_DESC;
            sess_buf_printf(&m, "__syncthreads() reached under a condition that is not uniform "
                            "across the block: in block (%u,%u,%u), ", b->ctaid[0], b->ctaid[1],
                            b->ctaid[2]);
            block_threads_desc(&m, exited, nw);
            if (nexit > 1)
                sess_buf_printf(&m, " exited (the first at %s:%d) without reaching it while ",
                                loc_file(X, b->skip_pc), loc_line(X, b->skip_pc));
            else
                sess_buf_printf(&m, " exited at %s:%d without reaching it while ", loc_file(X, b->skip_pc),
                                loc_line(X, b->skip_pc));
            block_threads_desc(&m, waiting, nw);
            sess_buf_puts(&m, " waited there");
        } else if (b->bar_divergent_pcs || barrier_sites(X, b) > 1) {
            sess_buf_printf(&m, "threads of block (%u,%u,%u) wait at different __syncthreads() "
                            "calls:", b->ctaid[0], b->ctaid[1], b->ctaid[2]);
            barrier_sites_desc(X, b, &m);
        } else {
            sess_buf_printf(&m, "__syncthreads() reached under a condition that is not uniform "
                            "across the block: in block (%u,%u,%u),", b->ctaid[0], b->ctaid[1],
                            b->ctaid[2]);
            int shown = 0;
            for (int i = 0; i < b->nwarps && shown < 4; i++) {
                vm_warp *w = &b->warps[i];
                if (w->bar_late_groups <= 1)
                    continue;
                sess_buf_puts(&m, shown++ ? "; " : " ");
                threads_desc(&m, i, w->bar_wait);
                sess_buf_printf(&m, " arrived in %d separate groups", w->bar_groups);
            }
            sess_buf_puts(&m, " (each group in a different pass of the code around it)");
        }
        if (b->bar_skipped)
            sess_buf_puts(&m, "; " CR_GUIDE_5_4_4_1 " says this is undefined behaviour (cudarepl let "
                              "the barrier complete without them, as an H200 does)");
        else
            sess_buf_puts(&m, "; " CR_GUIDE_5_4_4_1 " says this is undefined behaviour (an H200 can "
                              "hang here; cudarepl let the barrier complete)");
        for (int i = 0; i < b->nwarps; i++)
            if (b->warps[i].bar_wait) {
                /* (a block.sync() of <cooperative_groups.h>: where the program called it) */
                int l = __builtin_ctz(b->warps[i].bar_wait);
                uint32_t at = program_site(X, &b->warps[i], l, b->warps[i].pc[l]);
                san_sync(X, &b->warps[i], l, at, "Divergent thread(s) in block.", m.p);
                warn_once_at(X, pc0, at, "%s", m.p);
                break;
            }
        sess_buf_free(&m);
    }
    for (int i = 0; i < b->nwarps; i++) {
        vm_warp *w = &b->warps[i];
        uint32_t m = w->bar_wait;
        if (!m)
            continue;
        int f = __builtin_ctz(m);
        const vm_insn *in = &X->code[w->pc[f]];
        if (w->bar_groups == 1) {
            /* the usual case: the warp's lanes arrived together, at one point of one frame */
            if (in->x) {
                int v = in->x == 1 ? b->bar_count : in->x == 2 ? b->bar_and : b->bar_or;
                vm_reg *r = &w->regs[w->base[f] + in->d];
                for (uint32_t mm = m; mm; mm &= mm - 1)
                    r->i32[__builtin_ctz(mm)] = v;
            }
            lanes_set(w->pc, m, w->pc[f] + 1);
            w->blocked &= ~m;
            w->gate_used = false;
            w->group = (w->live & ~w->blocked) == m ? m : 0;
        } else {
            for (uint32_t mm = m; mm; mm &= mm - 1) {
                int l = __builtin_ctz(mm);
                const vm_insn *il = &X->code[w->pc[l]];
                int v = il->x == 1 ? b->bar_count : il->x == 2 ? b->bar_and : il->x == 3 ? b->bar_or : 0;
                if (il->x)
                    w->regs[w->base[l] + il->d].i32[l] = v;
                w->pc[l]++;
            }
            w->blocked &= ~m;
            w->group = 0;
            w->gate_used = false;
        }
        w->bar_wait = 0;
        w->bar_groups = w->bar_late_groups = 0;
        w->early = 0;
    }
    for (int i = 0; i < b->nwarps; i++)
        b->warps[i].bar_exited = 0;
    if (X->cfg->trace)
        dm_trace_bar_release(X->cfg->trace, b->linear);
    if (X->cfg->san) {
        for (int i = 0; i < b->nwarps; i++)
            b->warps[i].sc->last = 0;
        dm_san_barrier(X->cfg->san, (uint32_t)b->linear);
    }
    b->waiting_threads = 0;
    b->bar_count = 0;
    b->bar_and = 1;
    b->bar_or = 0;
    b->bar_divergent_pcs = b->bar_skipped = false;
    b->released = true;
}

/* One turn of a resident block: its warps run round-robin — through barriers, which release
 * within the turn — until each has reached its next global-memory access (or finished, or is
 * waiting on something). Global accesses are what other blocks can observe, so blocks
 * interleave at them, as blocks that run at the same time on a GPU do; everything between two
 * of them runs without leaving the block. Returns false when the block can make no progress. */
static bool block_turn(vm_ctx *X, vm_block *b)
{
    bool any = false;
    for (int i = 0; i < b->nwarps; i++)
        b->warps[i].turn_done = b->warps[i].gate_used = false;
    for (;;) {
        bool progress = false, all_done = true;
        if (X->gang) {
            /* the converged warps together, as far as they go; then the others one by one */
            uint64_t before = X->steps;
            run_gang(X, b);
            progress = X->steps > before;
        }
        int first = X->seed_state && b->nwarps > 1 ? (int)sched_rand(X, (uint32_t)b->nwarps) : 0;
        for (int j = 0; j < b->nwarps && !X->stop; j++) {
            int i = first + j < b->nwarps ? first + j : first + j - b->nwarps;
            vm_warp *w = &b->warps[i];
            if (!w->live)
                continue;
            all_done = false;
            if (w->turn_done || !(w->live & ~w->blocked))
                continue;
            if (X->weak && dm_weak_coin(X->weak, (uint64_t)w->index * 7 + w->blk->linear)) {   /* let the others go first this turn */
                progress = true;
                continue;
            }
            uint64_t fuel = 4096;
            if (X->budget) {
                if (X->steps >= X->budget) {
                    X->stop = true;
                    return true;
                }
                if (X->budget - X->steps < fuel)
                    fuel = X->budget - X->steps;
            }
            /* run_warp charges the steps and marks the warps whose turn is over; it may go on
             * with the block's later warps when this one waits at a barrier */
            uint64_t before = X->steps;
            b->released = false;
            if (X->cfg->trace)
                run_warp_traced(X, w, fuel);
            else
                run_warp(X, w, fuel);
            progress |= X->steps > before || !w->live;
            if (X->gang && b->released) {
                /* a barrier completed: the warps may be together again */
                all_done = false;
                break;
            }
        }
        if (X->stop)
            return true;
        if (all_done) {
            b->done = true;
            if (X->cfg->san)
                dm_san_block_done(X->cfg->san, (uint32_t)b->linear);
            return true;
        }
        if (b->waiting_threads && b->waiting_threads == b->live_threads) {
            block_release(X, b);
            progress = true;
        }
        if (!progress)
            return any;
        any = true;
    }
}

static void deadlock(vm_ctx *X, vm_block *b)
{
    sess_buf m = {0};
    sess_buf_printf(&m, "the kernel can make no progress in block (%u,%u,%u):", b->ctaid[0],
                    b->ctaid[1], b->ctaid[2]);
    describe_warps(X, b, &m);
    sess_buf_puts(&m, "\n(" CR_GUIDE_5_4_6_6 ": every non-exited lane named in a mask must reach the "
                      "same call; " CR_GUIDE_5_4_4_1 ": __syncthreads must be reached by every non-exited thread)");
    fail(X, DM_cudaErrorLaunchFailure, "%s", m.p);
    sess_buf_free(&m);
}

/* ---- The launch ------------------------------------------------------------------------- */

/* Mark the functions a kernel can reach (every function when it calls indirectly). */
static void reach(vm_program *p, uint32_t f, uint8_t *seen)
{
    if (seen[f])
        return;
    seen[f] = 1;
    vm_func *fn = p->funcs.p[f];
    for (uint32_t i = 0; i < fn->ncallees; i++)
        reach(p, fn->callees[i], seen);
    if (fn->calls_indirect)
        for (size_t i = 0; i < p->funcs.len; i++)
            reach(p, (uint32_t)i, seen);
}

/* The registers a frame of function FI needs with the calls it makes: its own, one more (as
 * ensure_regs asks), and for each CALL the callee's needs above the row its frame starts at.
 * 0: no bound (recursion, an indirect call, a function not defined) or more than
 * VM_SLAB_MAX_REGS. STATE: 0 not seen, 1 on the path, 2 NEED known. */
#define VM_SLAB_MAX_REGS 1024u
static uint32_t frame_need(vm_program *p, uint32_t fi, uint8_t *state, uint32_t *need)
{
    if (state[fi] == 2)
        return need[fi];
    if (state[fi] == 1)
        return 0;
    vm_func *f = p->funcs.p[fi];
    uint32_t n = f->defined ? f->nregs + 1 : 0;
    state[fi] = 1;
    for (uint32_t pc = f->entry; n && pc < f->end; pc++) {
        const vm_insn *in = &p->code.p[pc];
        if (in->op == OP_CALLI) {
            n = 0;
        } else if (in->op == OP_CALL) {
            uint32_t c = frame_need(p, (uint32_t)in->k, state, need);
            if (!c)
                n = 0;
            else if (in->a + c > n)
                n = in->a + c;
        }
    }
    state[fi] = 2;
    need[fi] = n <= VM_SLAB_MAX_REGS ? n : 0;
    return need[fi];
}

/* Each warp's registers in the block's slab: the kernel's, and as many more as its calls need
 * when that is bounded, so that a call leaves the warp in the slab (ensure_regs moves a warp
 * that needs more to registers of its own, and the gang then runs it apart). */
static uint32_t slab_need(vm_program *p, uint32_t kernel)
{
    uint8_t *state = sess_xcalloc(p->funcs.len + 1, 1);
    uint32_t *need = sess_xcalloc(p->funcs.len + 1, sizeof *need);
    uint32_t n = frame_need(p, kernel, state, need);
    free(state);
    free(need);
    uint32_t own = p->funcs.p[kernel]->nregs;
    return n > own ? n : own ? own : 1;
}

static bool uses_local(vm_program *p, const uint8_t *seen, uint32_t *frames)
{
    bool any = false;
    *frames = 0;
    for (size_t i = 0; i < p->funcs.len; i++) {
        if (!seen[i] || !p->funcs.p[i]->defined)
            continue;
        vm_func *fn = p->funcs.p[i];
        *frames += fn->frame;
        if (fn->frame)
            any = true;
        for (uint32_t pc = fn->entry; pc < fn->end && !any; pc++)
            if (p->code.p[pc].op == OP_STACKSAVE || p->code.p[pc].op == OP_LEA_LOCAL)
                any = true;
    }
    return any;
}

/* ---- The pool -------------------------------------------------------------------------------
 * A launch whose blocks keep apart in global memory (no granule that one block writes is read or
 * written by another) computes the same in any order of its blocks: each block sees only the
 * memory as it was at the launch and its own writes, so its run, its steps and its writes are
 * those of the serial run, and the writes of different blocks land in different places. The
 * pool runs such launches' blocks on several threads, each block from start to end, and checks
 * the condition as it goes (par_granule). Anything the pool cannot show to be the serial run's
 * stops it: a conflict, an error or fault, a warning, a block that makes no progress, more
 * steps than the budget leaves room for, an interrupt, the memory cap. Then the granules the
 * blocks wrote are put back as they were and the launch runs again, serially, which reports
 * what the serial run reports. Code that talks to the host or to other launches (printf,
 * malloc and free, assert and traps, device-side launches and the device runtime) never runs on
 * the pool: such a launch is serial from the start. */

/* A block that runs longer than this on the pool is given back to the serial run: it may be
 * waiting for a block the pool's threads have not started. */
#define PAR_BLOCK_STEPS (1ull << 24)

/* The caller's thread runs a launch's blocks alone for this long before the other threads are
 * told (telling them and waiting for them costs about 25 us on a virtual machine, more than a
 * small launch's whole run; bench/bench_pool.c). */
#define PAR_WAKE_NS 100000ull

/* Reasons to leave the pool that are of this launch's moment, not of its kernel (any other
 * makes the kernel's later launches start serially: vm_func.pool_refused) */
static const char PAR_WHY_OOM[] = "out of memory for a block", PAR_WHY_INTERRUPTED[] = "interrupted",
                  PAR_WHY_CAP[] = "the memory cap was reached",
                  PAR_WHY_BUDGET[] = "the launch came near its step budget (--steps)";

static uint64_t mono_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

/* pool_pick's measure of a kernel's speed one way: its launches that way until they have taken
 * this long together (one short launch's time is mostly noise). */
#define PAR_MEASURE_NS 300000ull

/* Where the number of threads is the session's choice (every core), does this launch of kernel
 * K go to the pool? The pool's records cost each block something, and on a machine whose other
 * cores are busy or few a kernel may run faster serially: K's launches go to the pool until they
 * have run PAR_MEASURE_NS there, then serially for as long, and from then on each takes the way
 * that ran its warp instructions faster in the last measure of each, now and then the other (the
 * machine's load changes): every 8R-th launch, R the slower way's time over the faster's, so
 * that the look costs about an eighth of what the faster way saves (a loop of 200 launches of
 * 1024 blocks on 16 cores, bench_pool: a look every eighth launch made the default 1.41-1.68x
 * the 16 threads' time, every 8R-th 1.02-1.14x). Only the time differs: the output is the serial
 * run's either way. */
static bool pool_pick(vm_func *k)
{
    const double sns = (double)k->pool_rate[0].ns, ss = (double)k->pool_rate[0].steps,
                 pns = (double)k->pool_rate[1].ns, ps = (double)k->pool_rate[1].steps;
    if (ps == 0 || ss == 0)
        return ps == 0;
    bool pool = pns * ss <= sns * ps;
    double r = pool ? sns * ps / (pns * ss + 1) : pns * ss / (sns * ps + 1);
    uint32_t every = r > 128 ? 1024 : r < 1 ? 8 : (uint32_t)(8 * r);
    return ++k->pool_picks % every == 0 ? !pool : pool;
}

/* What a launch of K that ran serially (POOL false) or on the pool took: T0 its start, STEPS its
 * warp instructions. */
static void pool_measured(vm_func *k, bool pool, uint64_t t0, uint64_t steps)
{
    k->pool_acc[pool].ns += mono_ns() - t0;
    k->pool_acc[pool].steps += steps;
    if (k->pool_acc[pool].ns >= PAR_MEASURE_NS && k->pool_acc[pool].steps) {
        k->pool_rate[pool] = k->pool_acc[pool];
        k->pool_acc[pool].ns = k->pool_acc[pool].steps = 0;
    }
}

/* Thread I's context: the launch's, with its own messages, undo copies and steps. */
static void par_ctx_init(vm_par *P, unsigned i)
{
    vm_ctx *W = &P->ctx[i];
    *W = *P->launch;
    memset(&W->msg, 0, sizeof W->msg);
    memset(&W->dstderr, 0, sizeof W->dstderr);
    memset(&W->warned, 0, sizeof W->warned);
    W->par = P;
    W->undo = P->pool->undo[i];
    W->budget = 0; /* (checked against the sum of the blocks' steps) */
    W->par_caller = i == 0;
}

static void *par_worker(void *arg);

/* The caller's thread tells the others once the launch has run PAR_WAKE_NS (their contexts made
 * then, and the threads started at the first launch that gets so far). */
static inline void par_wake(vm_ctx *X)
{
    vm_par *P = X->par;
    if (X->par_caller && P->wake_at && mono_ns() >= P->wake_at) {
        P->wake_at = 0;
        unsigned n = vm_pool_threads(P->pool, P->threads);
        for (; P->inited < n; P->inited++)
            par_ctx_init(P, P->inited);
        vm_pool_wake(P->pool, n, par_worker, P->ctx, sizeof *P->ctx);
    }
}

/* Can the reachable code (SEEN) run on the pool? */
static bool pool_code_ok(vm_program *p, const uint8_t *seen)
{
    for (size_t i = 0; i < p->funcs.len; i++) {
        if (!seen[i] || !p->funcs.p[i]->defined)
            continue;
        vm_func *fn = p->funcs.p[i];
        for (uint32_t pc = fn->entry; pc < fn->end; pc++) {
            switch (p->code.p[pc].op) {
            case OP_PRINTF: case OP_MALLOC: case OP_MALLOC_ALIGNED: case OP_FREE: case OP_LAUNCH:
            case OP_DEVRT: case OP_ASSERTF: case OP_TRAP: case OP_BRKPT:
                return false;
            default:
                break;
            }
        }
    }
    return true;
}

/* One thread of the pool: blocks from the shared counter, each to its end. */
static void *par_worker(void *arg)
{
    vm_ctx *X = arg;
    vm_par *P = X->par;
    const vm_launch_cfg *c = X->cfg;
    vm_block *b = sess_xcalloc(1, sizeof *b);
    unsigned turns = 0;
    /* blocks in runs of consecutive ones (as many as leaves each thread 8 runs, at most 16):
     * neighbouring blocks touch neighbouring granules, whose claims share cache lines, which
     * two threads would otherwise take from each other at nearly every claim */
    uint64_t run = P->nblocks / ((uint64_t)P->threads * 8);
    run = run < 1 ? 1 : run > 16 ? 16 : run;
    uint64_t i = 0, end = 0;
    /* the thread's steps and finished blocks not yet added to the launch's: added in batches
     * (an atomic add to the one shared cache line for every block cost a launch of small blocks
     * an eighth of its time) */
    uint64_t flushed = X->steps, ndone = 0;
    while (!atomic_load_explicit(&P->abort, memory_order_relaxed)) {
        if (i == end) {
            i = atomic_fetch_add(&P->next, run);
            end = i + run < P->nblocks ? i + run : P->nblocks;
        }
        if (i >= P->nblocks)
            break;
        X->par_me = P->base + (uint32_t)i;
        if (!block_init(X, b, i)) {
            par_stop(X, PAR_WHY_OOM, 0);
            break;
        }
        uint64_t s0 = X->steps;
        par_wake(X);
        while (!b->done) {
            bool moved = block_turn(X, b);
            const char *why = X->stop ? NULL
                              : !moved ? "a block waits for another (the pool runs each block to its end)"
                              : X->error ? "a block stopped with an error or fault"
                              : X->no_new_blocks || X->dstderr.len ? "a block failed an assertion"
                              : X->steps - s0 > PAR_BLOCK_STEPS
                                  ? "a block ran more than 2^24 warp instructions (it may wait for a block not started)"
                              : c->interrupt && *c->interrupt ? PAR_WHY_INTERRUPTED
                              : (++turns & 63) == 0 && (par_wake(X), dm_mem_over_cap(X->mem, 0))
                                  ? PAR_WHY_CAP
                                  : NULL;
            if (X->stop || why || atomic_load_explicit(&P->abort, memory_order_relaxed)) {
                par_stop(X, why, 0);
                break;
            }
        }
        i++;
        if (X->stop)
            break;
        ndone++;
        if (X->steps - flushed >= 4096 || ndone >= 64) {
            atomic_fetch_add(&P->steps, X->steps - flushed);
            atomic_fetch_add_explicit(&P->done, ndone, memory_order_relaxed);
            flushed = X->steps;
            ndone = 0;
        }
        if (X->par_caller && c->progress)
            c->progress(c->progress_ctx, atomic_load_explicit(&P->done, memory_order_relaxed) + ndone, P->nblocks);
        /* the serial run would have cut a warp's slice short near the budget: not here (par_run
         * looks again at the sum of every thread's) */
        if (c->step_budget && atomic_load(&P->steps) + (X->steps - flushed) + 4096 > c->step_budget) {
            par_stop(X, PAR_WHY_BUDGET, 0);
            break;
        }
    }
    atomic_fetch_add(&P->steps, X->steps - flushed);
    atomic_fetch_add_explicit(&P->done, ndone, memory_order_relaxed);
    block_free(b);
    free(b);
    return NULL;
}

/* Run the launch's blocks on NT threads (the caller's one of them). True: they ran as the
 * serial run would have; false: memory is as it was and the launch must run serially. */
static bool par_run(vm_ctx *X, uint64_t nblocks, unsigned nt, vm_result *res)
{
    vm_pool *own = X->cfg->pool_keep ? NULL : vm_pool_new(), *pool = own ? own : X->cfg->pool_keep;
    vm_par P = {0};
    /* what the allocator has handed out is all a block can reach in global memory */
    uint64_t g0 = X->mem->global_base >> VM_CLAIM_SHIFT;
    if (!pool || !vm_claims_begin(pool->claims, g0,
                                  (X->mem->top + (1u << VM_CLAIM_SHIFT) - 1) >> VM_CLAIM_SHIFT,
                                  (uint32_t)nblocks, &P.base)) {
        vm_pool_free(own);
        res->serial_why = "out of memory for the pool's records";
        return false;
    }
    P.claims = pool->claims;
    P.nblocks = nblocks;
    if (pool->room < nt) { /* (the undo logs keep their mappings; the contexts are made anew) */
        pool->undo = sess_xrealloc(pool->undo, nt * sizeof *pool->undo);
        memset(pool->undo + pool->room, 0, (nt - pool->room) * sizeof *pool->undo);
        free(pool->ctx);
        pool->ctx = sess_xcalloc(nt, sizeof(vm_ctx));
        pool->room = nt;
    }
    P.threads = nt;
    vm_ctx *W = pool->ctx;
    P.pool = pool;
    P.launch = X;
    P.ctx = W;
    par_ctx_init(&P, 0);
    P.inited = 1;
    P.wake_at = nt > 1 ? mono_ns() + PAR_WAKE_NS : 0;
    par_worker(&W[0]);
    vm_pool_finish(pool);
    bool ok = !atomic_load(&P.abort) && !dm_mem_over_cap(X->mem, 0);
    if (ok && X->cfg->step_budget && atomic_load(&P.steps) + 4096 > X->cfg->step_budget) {
        ok = false; /* (each thread looked at the others' steps of a while ago) */
        P.why = PAR_WHY_BUDGET;
    }
    if (!ok) {
        res->serial_why = P.why ? P.why : atomic_load(&P.abort) ? "a block did what the pool does not run"
                                                                : PAR_WHY_CAP;
        res->serial_addr = P.addr;
        const char *w = res->serial_why;
        if (w != PAR_WHY_OOM && w != PAR_WHY_INTERRUPTED && w != PAR_WHY_CAP && w != PAR_WHY_BUDGET &&
            !(X->cfg->interrupt && *X->cfg->interrupt))
            X->kernel->pool_refused = w;
    }
    for (unsigned i = 0; i < P.inited; i++) {
        if (!ok)
            for (size_t k = W[i].undo.len; k-- > 0;)
                memcpy(W[i].undo.p[k].p, W[i].undo.p[k].bytes, W[i].undo.p[k].n);
        pool->undo[i] = W[i].undo;
        pool->undo[i].len = 0;
        sess_buf_free(&W[i].msg);
        sess_buf_free(&W[i].dstderr);
        VEC_FREE(W[i].warned);
    }
    if (ok) {
        X->steps = atomic_load(&P.steps);
        for (unsigned i = 0; i < P.inited; i++) {
            X->gangs_formed += W[i].gangs_formed;
            X->gangs_rejoined += W[i].gangs_rejoined;
            X->uniform_branches += W[i].uniform_branches;
        }
    }
    vm_pool_free(own);
    return ok;
}

#ifdef VM_AVX2
#define VM_LAUNCH vm_launch_avx2
#else
#define VM_LAUNCH vm_launch_base
void vm_launch_avx2(const vm_launch_cfg *cfg, vm_result *res);
static void vm_launch_base(const vm_launch_cfg *cfg, vm_result *res);

/* The AVX2 copy of the executor where the CPU has AVX2 and FMA (and the build made one). */
void vm_launch(const vm_launch_cfg *cfg, vm_result *res)
{
#if defined(__x86_64__) && !defined(CR_NO_AVX2)
    static int avx2 = -1;
    if (avx2 < 0)
        avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? 1 : 0;
    if (avx2) {
        vm_launch_avx2(cfg, res);
        return;
    }
#endif
    vm_launch_base(cfg, res);
}
#endif

#ifndef VM_AVX2
static
#endif
void VM_LAUNCH(const vm_launch_cfg *cfg, vm_result *res)
{
    memset(res, 0, sizeof *res);
    vm_ctx X;
    memset(&X, 0, sizeof X);
    X.cfg = cfg;
    X.prog = cfg->prog;
    X.code = cfg->prog->code.p;
    X.pool = cfg->prog->pool.p;
    X.kernel = cfg->prog->funcs.p[cfg->kernel];
    X.mem = cfg->mem;
    X.nthreads = cfg->block[0] * cfg->block[1] * cfg->block[2];
    X.shared_total = ((X.kernel->static_shared + 15u) & ~15u) + cfg->dyn_shared;
    X.stack = cfg->stack_size ? (cfg->stack_size + 15) & ~15u : 1024;
    X.budget = cfg->step_budget;
    /* a seed selects another interleaving: the warps of a block and the resident blocks take
     * their turns starting from a drawn one (seed 0: in order, deterministically) */
    X.seed_state = cfg->seed ? cfg->seed * 0x9E3779B97F4A7C15ull + 1 : 0;
    /* lockstep where it changes nothing but speed: not for a seed's other interleavings, the
     * weak model's timing, a trace's per-warp steps, or blocks of one warp */
    X.gang = !cfg->seed && !cfg->memory_weak && !cfg->trace && !cfg->lanes_apart && X.nthreads > 32;
    if (cfg->memory_weak && !(X.weak = dm_weak_new(cfg->seed))) {
        res->error = DM_cudaErrorMemoryAllocation;
        return;
    }
    uint8_t *seen = sess_xcalloc(cfg->prog->funcs.len + 1, 1);
    reach(cfg->prog, cfg->kernel, seen);
    /* the frames the code needs come on top of the stack limit (which is for deeper calls) */
    uint32_t frames;
    X.uses_local = uses_local(cfg->prog, seen, &frames);
    X.slab_regs = slab_need(cfg->prog, cfg->kernel);
    bool pool_ok = cfg->threads > 1 && !cfg->seed && !cfg->memory_weak && !cfg->trace && !cfg->san &&
                   !X.kernel->pool_refused && pool_code_ok(cfg->prog, seen);
    free(seen);
    X.stack = (X.stack + frames + 15) & ~15u;

    uint64_t nblocks = (uint64_t)cfg->grid[0] * cfg->grid[1] * cfg->grid[2];
    vm_block **active = NULL, **pool = NULL, **rot = NULL;
    size_t nactive = 0, npool = 0;
    res->ran = VM_RAN_SERIAL;
    res->serial_before = X.kernel->pool_refused != NULL;
    if (cfg->threads > 1 && nblocks > 1 && !pool_ok)
        res->serial_why = cfg->seed ? "a scheduling seed (--seed) picks the interleaving of its blocks"
                          : cfg->memory_weak ? "the weak memory model (--memory=weak) runs it"
                          : cfg->trace ? "it is traced"
                          : cfg->san ? "the sanitizer (--sanitize) watches it"
                          : X.kernel->pool_refused ? X.kernel->pool_refused
                                     : "its code calls printf, malloc or free, assert, a trap or launches "
                                       "kernels, which the serial run does in its order";
    /* (where the session chose the threads, a launch measured serially for pool_pick) */
    bool measure_serial = false;
    uint64_t t_start = 0;
    if (pool_ok && nblocks > 1 && nblocks < 0xfffffff0u) {
        t_start = cfg->threads_chosen ? mono_ns() : 0; /* (pool_pick's measures) */
        if (cfg->threads_chosen && !pool_pick(X.kernel)) {
            measure_serial = true;
        } else {
            unsigned nt = cfg->threads < nblocks ? cfg->threads : (unsigned)nblocks;
            if (par_run(&X, nblocks, nt, res)) {
                res->ran = VM_RAN_PARALLEL;
                if (cfg->threads_chosen)
                    pool_measured(X.kernel, true, t_start, X.steps);
                goto done;
            }
            res->ran = VM_RAN_SERIAL_AGAIN;
        }
    }
    int per_sm = dm_blocks_per_sm(cfg->props, (int)X.nthreads, X.shared_total, 0);
    uint64_t resident = (uint64_t)(per_sm > 0 ? per_sm : 1) * (uint64_t)cfg->props->multiProcessorCount;
    if (resident > nblocks)
        resident = nblocks;
    /* Resident blocks run together, as on the GPU: each round gives every runnable warp of
     * every resident block one slice (up to and including its next memory access), in block
     * and warp order. A finished block makes room for the next one.
     * The blocks interleaved at a time start as a window whose state (64 KiB, as little as
     * one block) stays in a core's nearest caches (a round over a thousand blocks' registers
     * would stream them from memory every round, and even 512 KiB cost the shared-memory
     * reduction of bench/ a tenth of its time); the window doubles, up to every block the GPU
     * could hold, whenever a stretch of rounds finishes no block, so blocks that wait for each
     * other (a flag, a grid-wide barrier) all get to run. */
    uint64_t per_block = (uint64_t)((X.nthreads + 31) / 32) *
                         ((uint64_t)X.slab_regs * sizeof(vm_reg) + sizeof(vm_warp) +
                          (X.uses_local ? 32ull * X.stack : 0)) + X.shared_total;
    uint64_t window = per_block ? (64u << 10) / per_block : resident;
    window = window < 1 ? 1 : window;
    window = window > resident ? resident : window;
    int idle_rounds = 0;
    unsigned rounds = 0;
    active = sess_xcalloc((size_t)resident, sizeof(vm_block *));
    pool = sess_xcalloc((size_t)resident, sizeof(vm_block *));
    rot = X.seed_state ? sess_xcalloc((size_t)resident, sizeof(vm_block *)) : NULL;
    uint64_t next = 0;
    while (!X.stop) {
        while (nactive < window && next < nblocks && !X.no_new_blocks) {
            vm_block *b = npool ? pool[--npool] : sess_xcalloc(1, sizeof(vm_block));
            if (!block_init(&X, b, next++)) {
                fail(&X, DM_cudaErrorLaunchOutOfResources, "out of memory for the state of a block");
                block_free(b);
                free(b);
                break;
            }
            active[nactive++] = b;
        }
        if (!nactive || X.stop)
            break;
        size_t keep = 0;
        if (X.weak)
            dm_weak_tick(X.weak);
        if (X.seed_state && nactive > 1) {
            /* rotate the turn order of the resident blocks */
            size_t r = sched_rand(&X, (uint32_t)nactive);
            memcpy(rot, active + r, (nactive - r) * sizeof *active);
            memcpy(rot + (nactive - r), active, r * sizeof *active);
            memcpy(active, rot, nactive * sizeof *active);
        }
        for (size_t i = 0; i < nactive; i++) {
            vm_block *b = active[i];
            if (X.weak && nactive > 1 && dm_weak_coin(X.weak, b->linear)) {   /* this block waits a turn */
                active[keep++] = b;
                continue;
            }
            if (!X.stop && !block_turn(&X, b) && !X.stop)
                deadlock(&X, b);
            if (b->done)
                pool[npool++] = b;
            else
                active[keep++] = b;
        }
        if (keep < nactive)
            idle_rounds = 0;
        else if (++idle_rounds >= 64 && window < resident) {
            window = window * 2 > resident ? resident : window * 2;
            idle_rounds = 0;
        }
        nactive = keep;
        if (cfg->interrupt && *cfg->interrupt)
            X.stop = true;
        if ((++rounds & 63) == 0) {
            /* the pages the kernel wrote, against the host memory cudarepl may take */
            if (dm_mem_over_cap(X.mem, 0)) {
                res->over_memory_cap = true;
                X.stop = true;
            }
            if (cfg->progress)
                cfg->progress(cfg->progress_ctx, next - nactive, nblocks);
        }
    }
    if (!X.error && cfg->interrupt && *cfg->interrupt) {
        res->interrupted = true;
        sess_buf m = {0};
        sess_buf_puts(&m, "the kernel was interrupted; where its warps were:");
        for (size_t i = 0; i < nactive; i++)
            describe_warps(&X, active[i], &m);
        X.error = DM_cudaErrorLaunchFailure;
        sess_buf_puts(&X.msg, m.p);
        sess_buf_free(&m);
    } else if (!X.error && res->over_memory_cap) {
        sess_buf_printf(&X.msg, "the kernel has written more device memory than cudarepl may "
                        "take from the host (%s: --memory-cap=SIZE or CUDAREPL_MEMORY_CAP to "
                        "change it)%s", dm_size_text(X.mem->host_cap).s,
                        nactive ? "; where its warps were:" : "");
        for (size_t i = 0; i < nactive; i++)
            describe_warps(&X, active[i], &X.msg);
        X.error = DM_cudaErrorLaunchFailure;
    } else if (!X.error && X.budget && X.steps >= X.budget) {
        res->out_of_budget = true;
        sess_buf m = {0};
        sess_buf_printf(&m, "the kernel ran out of its step budget (%llu warp instructions; "
                        ":config steps=N to change it); where its warps were:",
                        (unsigned long long)X.budget);
        for (size_t i = 0; i < nactive; i++)
            describe_warps(&X, active[i], &m);
        X.error = DM_cudaErrorLaunchTimeout;
        sess_buf_puts(&X.msg, m.p);
        sess_buf_free(&m);
    }
    if (measure_serial && !X.error && !X.stop)
        pool_measured(X.kernel, false, t_start, X.steps);
done:
    for (size_t i = 0; i < nactive; i++) {
        block_free(active[i]);
        free(active[i]);
    }
    for (size_t i = 0; i < npool; i++) {
        block_free(pool[i]);
        free(pool[i]);
    }
    free(active);
    free(pool);
    free(rot);
    dm_weak_free(X.weak);   /* what is still buffered reaches memory */
    res->error = X.error;
    res->fault = X.fault;
    res->message = X.error ? sess_buf_take(&X.msg) : NULL;
    sess_buf_free(&X.msg);
    res->device_stderr = X.dstderr.len ? sess_buf_take(&X.dstderr) : NULL;
    sess_buf_free(&X.dstderr);
    res->steps = X.steps;
    res->cycles = X.steps * 4;
    res->gangs_formed = X.gangs_formed;
    res->gangs_rejoined = X.gangs_rejoined;
    res->uniform_branches = X.uniform_branches;
    VEC_FREE(X.warned);
}

#ifndef VM_AVX2
void vm_result_free(vm_result *res)
{
    free(res->message);
    free(res->device_stderr);
    res->message = res->device_stderr = NULL;
}
#endif
