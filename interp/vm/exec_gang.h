/* exec_gang.h — run_gang: the warps of a block in lockstep (included by exec.c).
 *
 * Between two global-memory accesses, what the warps of a block do is seen by each other only
 * through shared memory, so any interleaving of their instructions is a schedule the GPU could
 * run. run_gang runs the one that is cheap to interpret: every warp's running group of lanes
 * (select_group: the lowest program counter of its deepest call) at the block's lowest
 * program counter forms the gang, and the gang executes each instruction together, one
 * dispatch and then each member's lanes. A __syncthreads() that every thread of the block
 * reaches together completes at once. A branch that sends members different ways splits the
 * gang, and the lower program counter runs first while the others wait, at the block level as
 * select_group does it for a warp's lanes (omin: the lowest program counter outside the gang;
 * a JOIN there takes the waiting warps back in); lanes that diverge within a warp wait at
 * their JOIN as they do under run_warp. The warps a branch sends to its higher target are held
 * there without writing their program counters, and when the gang reaches that JOIN with
 * nothing else waiting at it, it takes them back as the gang it was before the branch (an
 * if's body run by some warps of the block, then the block together again) rather than
 * looking over the block's warps (reselect); which warps run when, and what they are charged,
 * is as reselect would have it. The warps' registers live in one slab per block
 * (block_init), so a gang of consecutive warps whose lanes all run (dense) executes an
 * instruction of exec_ops.h as one strided loop.
 *
 * Warp-wide operations (shuffles, votes, match, reduce, __syncwarp) run here too: each member's
 * lanes meet as they do under run_warp (warp_sync), and the operation (warp_collective) runs
 * on each member's lanes in turn, since it involves one warp's lanes only; a member whose mask
 * names lanes still to come parks them and leaves the gang. When every member's whole warp is
 * there and passes the full mask (whole_warps_meet: the usual shuffle tree), what warp_sync
 * would find is known, and the members go straight to the operation. Atomics, fences and
 * __activemask() are in exec_ops.h: an atomic on shared memory is seen by the block's warps
 * only, so the members making theirs one after the other is an interleaving like any other.
 *
 * Global accesses keep block turns as run_warp makes them: a warp makes at most one between
 * barriers in a turn (w->gate_used); one that needs another is done for the turn. An
 * instruction that is not here (a call, printf, malloc, a trap, ...) ends the gang: the
 * block's warps go on one by one (block_turn), and come back together at the next barrier. Untraced launches on the sequentially consistent memory with the default
 * schedule run this way (vm_ctx.gang); a seed or the weak model schedule warp by warp.
 */

/* Do the NG members (every lane of each running, none parked at a warp-wide operation) all
 * pass the full mask in register row A? Then each warp's lanes meet at once: warp_sync would
 * find every lane here and none to wait for. */
static bool whole_warps_meet(vm_warp *const *gw, vm_reg *const *gr, uint32_t ng, uint16_t a)
{
    for (uint32_t g = 0; g < ng; g++)
        if (gw[g]->sync_wait || lanes_equal(gr[g][a].u32, 0xffffffffu) != 0xffffffffu)
            return false;
    return true;
}

static void run_gang(vm_ctx *X, vm_block *blk)
{
    const vm_insn *code = X->code;
    dm_mem *M = X->mem;
    dm_trace *const tr __attribute__((unused)) = NULL;
    /* the sanitizer sees the gang's loads and stores (one predictable branch each) */
    dm_san *const san = X->cfg->san;
    vm_warp *gw[32];        /* the gang, in warp order; a member runs its lanes w->group */
    vm_reg *gr[32];         /* their register frames */
    uint32_t ng = 0, pc = 0;
    uint32_t omin = 0;      /* the lowest program counter of a warp that may run but is not in it */
    /* Warps a branch left waiting at its higher target (held_pc) while the gang runs the lower
     * one, by warp index; their lanes' program counters are written only when the gang is
     * formed again (UNHOLD), so that a gang reaching held_pc with nothing else there takes them
     * back at once (the JOIN) rather than by reselect. omin counts them; oother does not. */
    uint32_t held = 0, held_pc = UINT32_MAX, oother = 0;
    /* The gang as the branch that held warps found it, with its members' groups: sv_ok while
     * it is still the gang to take back at held_pc (every member went on or is held, and
     * nothing but lanes coming back together at a JOIN changed the gang since); the groups
     * must be as they were (the lanes that diverged there back together). */
    vm_warp *sv_gw[32];
    vm_reg *sv_gr[32];
    uint32_t sv_group[32], sv_ng = 0;
    bool sv_ok = false, sv_allwide = false, sv_dense = false;
    bool allwide = false;   /* no member's warp has lanes that may run elsewhere */
    /* Every member is at the same dynamic point of the kernel (the same pass of every loop
     * around pc): true from the block's first instruction or a uniform barrier that the
     * block completed together (uniform.h) while the gang goes on as it is, so that one lane
     * decides a uniform branch for all. sv_step: the gang that sv_gw holds was. */
    bool in_step = false, sv_step = false;
    bool dense = false;     /* the members are consecutive warps of the slab, all lanes running */
    const size_t stride = blk->slab_stride;
    uint32_t drop = 0;      /* members (by position) that stop before the current instruction */
    uint64_t left = 4096;   /* gang instructions this call, as run_warp's slice */
    uint64_t charged = 0;   /* warp instructions run */
    if (X->budget) {
        if (X->steps >= X->budget)
            return;         /* run_warp stops the launch, with the message */
        uint64_t room = (X->budget - X->steps) / (uint64_t)blk->nwarps;
        if (room < left)
            left = room;
        if (!left)
            return;
    }

#define TRACED 0
#define SANITIZED (__builtin_expect(san != NULL, 0))
#define IN (&code[pc])
/* (in points to a copy of the instruction, which no register store can alias, so that its
 * fields stay in registers across the members) */
#define OPERANDS()                                                                                \
    const vm_insn *in = &ic_;                                                                     \
    vm_reg *rd __attribute__((unused)) = &R[in->d];                                               \
    const vm_reg *ra __attribute__((unused)) = &R[in->a];                                         \
    const vm_reg *rb __attribute__((unused)) = &R[in->b];                                         \
    const vm_reg *rc __attribute__((unused)) = &R[in->c]
#ifdef CR_VM_SWITCH_DISPATCH
#define CASE(name) case OP_##name:
#define DISPATCH() goto dispatch
#else
    /* threaded: every instruction ends in its own indirect jump */
#define CASE(name) G_##name:
#define DISPATCH() goto *gtab[code[pc].op]
#define GANG_LABEL(name) [OP_##name] = &&G_##name,
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Winitializer-overrides"
#else
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
#endif
    static const void *const gtab[OP_COUNT] = {
        [0 ... OP_COUNT - 1] = &&g_other,
        VM_LANEWISE_OPS(GANG_LABEL)
        GANG_LABEL(NOP) GANG_LABEL(JOIN) GANG_LABEL(JMP) GANG_LABEL(BRZ) GANG_LABEL(BRNZ)
        GANG_LABEL(BR_I32) GANG_LABEL(BRK_I32) GANG_LABEL(BAR) GANG_LABEL(EXIT)
        GANG_LABEL(SYNCWARP) GANG_LABEL(VOTE) GANG_LABEL(SHFL) GANG_LABEL(MATCH) GANG_LABEL(REDUX)
        GANG_LABEL(WMMA) GANG_LABEL(CALL) GANG_LABEL(RET) GANG_LABEL(RETV)
    };
#if defined(__clang__)
#pragma clang diagnostic pop
#else
#pragma GCC diagnostic pop
#endif
#undef GANG_LABEL
#endif
/* Account the members' warp instructions (to the block and the launch when the call ends). */
#define CHARGE(n) (charged += (n))
/* The members' program counters into their lanes (select_group and run_warp read them). */
#define SAVE_ALL(at)                                                                              \
    do {                                                                                          \
        for (uint32_t g_ = 0; g_ < ng; g_++)                                                      \
            lanes_set(gw[g_]->pc, gw[g_]->group, (at));                                           \
    } while (0)
#define STEPS_NOW (blk->steps + charged)
/* The held warps' program counters into their lanes (before anything reads them). */
#define UNHOLD()                                                                                  \
    do {                                                                                          \
        for (uint32_t p_ = held; p_; p_ &= p_ - 1) {                                              \
            vm_warp *w_ = &blk->warps[__builtin_ctz(p_)];                                         \
            lanes_set(w_->pc, w_->group, held_pc);                                                \
        }                                                                                         \
        held = 0;                                                                                 \
        held_pc = UINT32_MAX;                                                                     \
    } while (0)
/* the member's local-memory frame (its running group is in one frame) */
#define GROUP_LSP (w->lsp[__builtin_ctz(mask)])
/* A member whose global access must wait for its next turn skips the instruction. */
#define MEM_GATE(addr)                                                                            \
    if (dm_window_of(M, (addr)) == DM_W_GLOBAL) {                                                 \
        if (w->gate_used) {                                                                       \
            drop |= 1u << g_;                                                                     \
            continue;                                                                             \
        }                                                                                         \
        w->gate_used = true;                                                                      \
    }
#define NEXT_IN_GANG()                                                                            \
    do {                                                                                          \
        pc++;                                                                                     \
        if (--left == 0)                                                                          \
            goto out_fuel;                                                                        \
        DISPATCH();                                                                               \
    } while (0)
/* An instruction of exec_ops.h: for each member in turn. A dense gang (consecutive warps of
 * the block's register slab, every lane in its group) runs it as one strided loop. */
#define ALU(name, ...)                                                                            \
    CASE(name) {                                                                                  \
        const vm_insn ic_ = *IN;                                                                  \
        if (dense) {                                                                              \
            for (uint32_t g_ = 0; g_ < ng; g_++) {                                                \
                vm_warp *const w __attribute__((unused)) = gw[g_];                                \
                vm_reg *const R = gr[0] + (size_t)g_ * stride;                                    \
                const uint32_t mask __attribute__((unused)) = 0xffffffffu;                        \
                const bool wide __attribute__((unused)) = true;                                   \
                OPERANDS();                                                                       \
                __VA_ARGS__                                                                       \
            }                                                                                     \
        } else {                                                                                  \
            for (uint32_t g_ = 0; g_ < ng; g_++) {                                                \
                vm_warp *const w __attribute__((unused)) = gw[g_];                                \
                vm_reg *const R = gr[g_];                                                         \
                const uint32_t mask = w->group;                                                   \
                const bool wide __attribute__((unused)) = !(w->live & ~mask);                     \
                OPERANDS();                                                                       \
                __VA_ARGS__                                                                       \
            }                                                                                     \
        }                                                                                         \
        if (__builtin_expect(drop != 0, 0))                                                       \
            goto dropped;                                                                         \
        CHARGE(ng);                                                                               \
        NEXT_IN_GANG();                                                                           \
    }

/* An instruction of exec_ops.h that is rare or heavy: for each member in turn, with no dense
 * copy (one copy of its body keeps the dispatch loop smaller). */
#define ALU_SLOW(name, ...)                                                                       \
    CASE(name) {                                                                                  \
        const vm_insn ic_ = *IN;                                                                  \
        for (uint32_t g_ = 0; g_ < ng; g_++) {                                                    \
            vm_warp *const w __attribute__((unused)) = gw[g_];                                    \
            vm_reg *const R = gr[g_];                                                             \
            const uint32_t mask = w->group;                                                       \
            const bool wide __attribute__((unused)) = !(w->live & ~mask);                         \
            OPERANDS();                                                                           \
            __VA_ARGS__                                                                           \
        }                                                                                         \
        if (__builtin_expect(drop != 0, 0))                                                       \
            goto dropped;                                                                         \
        CHARGE(ng);                                                                               \
        NEXT_IN_GANG();                                                                           \
    }

reselect:
    /* every warp's running group at the lowest program counter */
    UNHOLD();
    if (X->stop)
        goto out;
    ng = 0;
    pc = omin = UINT32_MAX;
    allwide = true;
    for (int i = 0; i < blk->nwarps; i++) {
        vm_warp *w = &blk->warps[i];
        if (!(w->live & ~w->blocked) || w->turn_done)
            continue;
        if (!w->group && !select_group(w))
            continue;
        int f = __builtin_ctz(w->group);
        uint32_t p = w->pc[f];
        if (p > pc) {
            omin = p < omin ? p : omin;
            continue;
        }
        if (p < pc) {
            omin = pc;
            pc = p;
            ng = 0;
            allwide = true;
        }
        allwide &= !(w->live & ~w->blocked & ~w->group);
        gw[ng] = w;
        gr[ng++] = w->regs + w->base[f];
    }
    if (!ng)
        goto out;
    X->gangs_formed++;
    in_step = blk->steps + charged == 0;    /* every thread at the kernel's entry */
    oother = omin;
    dense = allwide && ng > 1;
    for (uint32_t g = 0; g < ng && dense; g++)
        dense = gw[g]->group == 0xffffffffu && gr[g] == gr[0] + (size_t)g * stride;

#ifdef CR_VM_SWITCH_DISPATCH
dispatch:
    switch (code[pc].op) {
#else
    DISPATCH();
    {
#endif
#include "interp/vm/exec_ops.h"

    CASE(NOP) {
        CHARGE(ng);
        NEXT_IN_GANG();
    }
    CASE(JOIN) {
        /* a member whose warp has lanes elsewhere takes them in if they wait here (run_warp's
         * JOIN); a member whose warp goes on elsewhere first leaves the gang. The lanes that go
         * on from here may be others than the member's, in another frame (the same function
         * called from another place, lanes that returned early having called it again): the
         * member then runs on their registers */
        uint32_t moved = 0;
        if (!allwide)
            in_step = false;    /* lanes that come back together may be from another pass */
        for (uint32_t g = 0; g < ng && !allwide; g++) {
            vm_warp *w = gw[g];
            if (!(w->live & ~w->blocked & ~w->group))
                continue;
            lanes_set(w->pc, w->group, pc);
            select_group(w);
            int f = __builtin_ctz(w->group);
            if (w->pc[f] != pc) {
                moved |= 1u << g;
                continue;
            }
            if (w->boosted && (w->live & ~w->blocked & ~w->group))
                w->early |= w->group;   /* ahead of lanes that have not come here yet (run_warp) */
            gr[g] = w->regs + w->base[f];
        }
        CHARGE(ng);
        if (moved) {
            for (uint32_t g = 0; g < ng; g++)
                if (!(moved >> g & 1))
                    lanes_set(gw[g]->pc, gw[g]->group, pc + 1);
            if (--left == 0)
                goto out;
            goto reselect;
        }
        if (omin <= pc) {
            /* warps that went another way wait here: the gang takes them in (they run the
             * JOIN again, which is nothing to them) */
            if (pc == held_pc && oother > pc) {
                /* only the held warps: the gang that reselect would form here, every warp at
                 * this JOIN in warp order, without writing and reading back program counters */
                if (--left == 0) {
                    SAVE_ALL(pc);
                    goto out;
                }
                if (X->stop)
                    goto out_stop_saved;
                for (uint32_t g = 0; g < sv_ng && sv_ok; g++)
                    sv_ok = sv_gw[g]->group == sv_group[g];
                uint32_t all = held;
                held = 0;
                held_pc = UINT32_MAX;
                omin = oother;
                X->gangs_rejoined++;
                if (sv_ok) {
                    /* the usual case: the gang the branch split, as it was */
                    sv_ok = false;
                    ng = sv_ng;
                    for (uint32_t g = 0; g < ng; g++) {
                        gw[g] = sv_gw[g];
                        gr[g] = sv_gr[g];
                    }
                    allwide = sv_allwide;
                    dense = sv_dense;
                    in_step = sv_step;
                    if (allwide) {
                        /* the JOIN again for the whole gang, which is nothing to it: charged
                         * as its dispatch would charge it, without the dispatch */
                        CHARGE(ng);
                        NEXT_IN_GANG();
                    }
                    DISPATCH();
                }
                for (uint32_t g = 0; g < ng; g++)
                    all |= 1u << gw[g]->index;
                ng = 0;
                allwide = true;
                in_step = false;
                for (; all; all &= all - 1) {
                    vm_warp *w = &blk->warps[__builtin_ctz(all)];
                    allwide &= !(w->live & ~w->blocked & ~w->group);
                    gw[ng] = w;
                    gr[ng++] = w->regs + w->base[__builtin_ctz(w->group)];
                }
                dense = allwide && ng > 1;
                for (uint32_t g = 0; g < ng && dense; g++)
                    dense = gw[g]->group == 0xffffffffu && gr[g] == gr[0] + (size_t)g * stride;
                DISPATCH();
            }
            SAVE_ALL(pc);
            if (--left == 0)
                goto out;
            goto reselect;
        }
        NEXT_IN_GANG();
    }
    CASE(JMP) CASE(BRZ) CASE(BRNZ) CASE(BR_I32) CASE(BRK_I32) {
        const vm_insn *in = IN;
        uint32_t tgt = (uint32_t)in->k, ntaken = 0, went = 0, split = 0;
        uint32_t tk[32];
        bool all, none;
        if (in_step && allwide && (in->f & VM_F_UNIFORM)) {
            /* a uniform branch (a loop's control) with every member at the same point: every
             * lane goes the way the first does */
            uint32_t first = 1u << __builtin_ctz(gw[0]->group);
            X->uniform_branches++;
            CHARGE(ng);
            pc = branch_taken(in, gr[0], first) ? tgt : pc + 1;
            if (--left == 0)
                goto out_fuel;
            DISPATCH();
        }
        gang_taken(in, gw, gr, ng, tk, &all, &none);
        if (allwide && (all || none)) {
            /* the usual case: every member one way, and no lanes elsewhere to yield to */
            CHARGE(ng);
            pc = all ? tgt : pc + 1;
            if (--left == 0)
                goto out_fuel;
            DISPATCH();
        }
        if (!held)
            for (uint32_t g = 0; g < ng; g++)
                sv_group[g] = gw[g]->group;
        for (uint32_t g = 0; g < ng; g++) {
            vm_warp *w = gw[g];
            uint32_t mask = w->group, taken = tk[g];
            if (taken == mask) {
                went |= 1u << g;
                ntaken++;
                if (tgt <= pc && (w->live & ~w->blocked & ~mask) && ++w->spin > 1024) {
                    /* lanes loop while others of the warp wait: let those make progress
                     * (run_warp's spin-yield) */
                    w->spin = 0;
                    lanes_set(w->pc, mask, tgt);
                    if (boost_other(w, mask, tgt)) {
                        select_group(w);
                        split |= 1u << g;
                    }
                }
            } else if (taken) {
                /* the warp's lanes diverge; the lowest program counter runs first */
                lanes_set(w->pc, taken, tgt);
                lanes_set(w->pc, mask & ~taken, pc + 1);
                if (w->live & ~w->blocked & ~mask)
                    select_group(w);
                else
                    w->group = tgt < pc + 1 ? taken : mask & ~taken;
                split |= 1u << g;
            }
        }
        CHARGE(ng);
        if (!split && (ntaken == 0 || ntaken == ng)) {
            pc = ntaken ? tgt : pc + 1;
            if (--left == 0)
                goto out_fuel;
            DISPATCH();
        }
        /* members go different ways: those at the lower target go on while it is below every
         * other warp; the others wait */
        uint32_t lo = tgt < pc + 1 ? tgt : pc + 1, k = 0;
        sv_ok = !held;
        if (split)
            in_step = false;    /* (lanes of a warp may meet again in another pass) */
        if (sv_ok) {
            /* the held warps wait where the branch's ways meet (VM_F_MEETS): the others run
             * only its region, where no uniform register is written, until they get there */
            sv_step = in_step && (in->f & VM_F_MEETS);
            /* this split may hold warps back: the gang as it is, to take back where they wait */
            sv_ng = ng;
            for (uint32_t g = 0; g < ng; g++) {
                sv_gw[g] = gw[g];
                sv_gr[g] = gr[g];
            }
            sv_allwide = allwide;
            sv_dense = dense;
        }
        for (uint32_t g = 0; g < ng; g++) {
            if (split >> g & 1) {
                /* a warp whose lanes diverged goes on with its running group if that is at
                 * the lower target too */
                vm_warp *w = gw[g];
                int f = __builtin_ctz(w->group);
                uint32_t p = w->pc[f];
                if (p == lo) {
                    gw[k] = w;
                    gr[k++] = w->regs + w->base[f];
                    allwide = dense = false;
                } else {
                    omin = p < omin ? p : omin;
                    oother = p < oother ? p : oother;
                    sv_ok = false;
                }
                continue;
            }
            uint32_t to = went >> g & 1 ? tgt : pc + 1;
            if (to == lo) {
                gw[k] = gw[g];
                gr[k++] = gr[g];
            } else if (!held || held_pc == to) {
                /* waits at the higher target: held (the gang takes it back there) */
                held |= 1u << gw[g]->index;
                held_pc = to;
                omin = to < omin ? to : omin;
            } else {
                lanes_set(gw[g]->pc, gw[g]->group, to);
                omin = to < omin ? to : omin;
                oother = to < oother ? to : oother;
                sv_ok = false;
            }
        }
        ng = k;
        pc = lo;
        for (uint32_t g = 0; g < ng && dense; g++)
            dense = gr[g] == gr[0] + (size_t)g * stride;
        if (--left == 0) {
            SAVE_ALL(pc);
            goto out;
        }
        if (ng && lo < omin)
            DISPATCH();
        SAVE_ALL(pc);
        goto reselect;
    }
    CASE(BAR) {
        const vm_insn *in = IN;
        int arriving = 0;
        for (uint32_t g = 0; g < ng; g++)
            arriving += __builtin_popcount(gw[g]->group);
        CHARGE(ng);
        if (!blk->waiting_threads && arriving == blk->live_threads) {
            /* every thread of the block arrives together: the barrier completes at once */
            if (in->x) {
                int count = 0, all = 1, any = 0;
                for (uint32_t g = 0; g < ng; g++) {
                    uint32_t m = gw[g]->group, p = lanes_nonzero(gr[g][in->a].i32) & m;
                    count += __builtin_popcount(p);
                    all &= p == m;
                    any |= p != 0;
                }
                int v = in->x == 1 ? count : in->x == 2 ? all : any;
                for (uint32_t g = 0; g < ng; g++)
                    for (uint32_t m = gw[g]->group; m; m &= m - 1)
                        gr[g][in->d].i32[__builtin_ctz(m)] = v;
            }
            for (uint32_t g = 0; g < ng; g++)
                gw[g]->gate_used = false;
            in_step = (in->f & VM_F_UNIFORM) && !blk->bar_ub;
            if (SANITIZED) {
                for (uint32_t g = 0; g < ng; g++)
                    gw[g]->sc->last = 0;
                dm_san_barrier(san, (uint32_t)blk->linear);
            }
            NEXT_IN_GANG();
        }
        /* others are elsewhere: the members wait for them, as run_warp's arrivals do */
        for (uint32_t g = 0; g < ng; g++) {
            vm_warp *w = gw[g];
            uint32_t m = w->group;
            if (in->x) {
                uint32_t p = lanes_nonzero(gr[g][in->a].i32) & m;
                blk->bar_count += __builtin_popcount(p);
                blk->bar_and &= p == m;
                blk->bar_or |= p != 0;
            }
            if (!blk->waiting_threads)
                blk->bar_pc = pc;
            else if (pc != blk->bar_pc)
                blk->bar_divergent_pcs = true;
            w->bar_groups++;
            w->bar_late_groups += (m & ~w->early) != 0;
            w->bar_wait |= m;
            w->blocked |= m;
            blk->waiting_threads += __builtin_popcount(m);
            lanes_set(w->pc, m, pc);
            select_group(w);
        }
        if (blk->waiting_threads == blk->live_threads)
            block_release(X, blk);
        if (--left == 0)
            goto out;
        goto reselect;
    }
    CASE(EXIT) {
        for (uint32_t g = 0; g < ng; g++) {
            vm_warp *w = gw[g];
            uint32_t m = w->group;
            blk->live_threads -= __builtin_popcount(m);
            w->live &= ~m;
            if (blk->waiting_threads > 0)
                w->bar_exited |= m;
            if (blk->waiting_threads > 0 && !blk->bar_skipped) {
                blk->bar_skipped = true;
                blk->skip_warp = w->index;
                blk->skip_lane_warp = m;
                blk->skip_pc = pc;
            }
            if (w->sync_wait)
                wake_syncs(X, w);
            select_group(w);
        }
        CHARGE(ng);
        if (--left == 0)
            goto out;
        goto reselect;
    }
    CASE(CALL) {
        /* each member's group calls as under run_warp, and the gang is formed again at the
         * callee's entry. A call that run_warp would refuse (a function never defined, a
         * stack overflow) is left to it, to explain */
        const vm_insn *in = IN;
        vm_func *f = X->prog->funcs.p[(uint32_t)in->k];
        if (!f->defined) {
            SAVE_ALL(pc);
            goto out;
        }
        for (uint32_t g = 0; g < ng; g++) {
            vm_warp *w = gw[g];
            int f0 = __builtin_ctz(w->group);
            uint32_t lsp = w->lsp[f0], nl = lsp - f->frame, nb = w->base[f0] + in->a;
            if ((f->frame && (nl > lsp || nl < DM_LOCAL_TOP - X->stack)) ||
                !ensure_regs(w, nb + f->nregs + 1) || !ensure_depth(w, w->depth[f0] + 1)) {
                SAVE_ALL(pc);
                goto out;
            }
        }
        for (uint32_t g = 0; g < ng; g++) {
            vm_warp *w = gw[g];
            int f0 = __builtin_ctz(w->group);
            uint32_t depth = w->depth[f0], base = w->base[f0], lsp = w->lsp[f0];
            vm_callrec rec = {pc + 1, base, lsp, in->d, in->x};
            call_lanes(w, w->group, depth, rec, base + in->a, lsp - f->frame);
            lanes_set(w->pc, w->group, f->entry);
        }
        CHARGE(ng);
        if (--left == 0)
            goto out;
        goto reselect;
    }
    CASE(RET) CASE(RETV) {
        /* each member's group returns as under run_warp (lanes that return to different
         * places are a group each), and the gang is formed again */
        const vm_insn *in = IN;
        for (uint32_t g = 0; g < ng; g++)
            if (!gw[g]->depth[__builtin_ctz(gw[g]->group)]) {
                SAVE_ALL(pc);   /* (run_warp explains) */
                goto out;
            }
        for (uint32_t g = 0; g < ng; g++) {
            vm_warp *w = gw[g];
            uint32_t depth = w->depth[__builtin_ctz(w->group)];
            bool same = return_lanes(w, w->group, depth, in, &gr[g][in->a]);
            if (!same)
                select_group(w);
        }
        CHARGE(ng);
        if (--left == 0)
            goto out;
        goto reselect;
    }
    CASE(SYNCWARP) CASE(VOTE) CASE(SHFL) CASE(MATCH) CASE(REDUX) CASE(WMMA) {
        /* each member's lanes meet as run_warp's do (warp_sync): a member whose mask names
         * lanes still to come parks (its lanes wait, the warp goes on elsewhere) and leaves the
         * gang; the others run the operation on their lanes, warp after warp (a warp-wide
         * operation involves one warp's lanes only) */
        const vm_insn *in = IN;
        if (dense && whole_warps_meet(gw, gr, ng, in->a)) {
            /* the usual case: every member's whole warp is here, with the full mask, and
             * meets at once (as warp_sync would find) */
            if (in->op == OP_SHFL) {
                /* (a shuffle of width 32 in every lane is a permutation: warp_shfl_full
                 * straight away, without warp_shfl's look at the mask, checked above) */
                const vm_insn ic_ = *in;
                for (uint32_t g = 0; g < ng; g++) {
                    if (lanes_equal(gr[g][ic_.k].u32, 32) == 0xffffffffu)
                        warp_shfl_full(&ic_, gr[g]);
                    else
                        warp_shfl(X, gw[g], pc, &ic_, gr[g], 0xffffffffu, 0);
                }
                CHARGE(ng);
                NEXT_IN_GANG();
            }
            for (uint32_t g = 0; g < ng; g++)
                if (!warp_collective(X, gw[g], pc, gr[g], 0xffffffffu, 0))
                    goto out_stop_saved;
            CHARGE(ng);
            NEXT_IN_GANG();
        }
        uint32_t k = 0;
        bool parked = false;
        sv_ok = false;
        for (uint32_t g = 0; g < ng; g++) {
            vm_warp *w = gw[g];
            uint32_t mask = w->group, part = 0, far = 0;
            sync_result sr = warp_sync(X, w, mask, pc, &gr[g][in->a], &part, &far);
            if (sr == SYNC_PARKED) {
                lanes_set(w->pc, mask, pc);
                w->blocked |= mask;
                w->sync_wait |= mask;
                select_group(w);
                parked = true;
                continue;
            }
            gw[k] = w;
            gr[k++] = gr[g];
            if (sr == SYNC_GO && part != mask) {
                /* lanes parked here earlier take part: they run on with the member */
                in_step = false;
                w->blocked &= ~part;
                w->sync_wait &= ~part;
                w->group = part;
                allwide = dense = false;
            }
            if (far)
                allwide = dense = false;    /* those lanes go on at their own instructions */
            if (sr == SYNC_FAIL || !warp_collective(X, w, pc, gr[k - 1], part | far, far)) {
                for (uint32_t h = g + 1; h < ng; h++) {
                    gw[k] = gw[h];
                    gr[k++] = gr[h];
                }
                ng = k;
                goto out_stop_saved;
            }
        }
        ng = k;
        CHARGE(ng);
        if (parked) {
            /* the parked warps may go on elsewhere first */
            SAVE_ALL(pc + 1);
            if (--left == 0)
                goto out;
            goto reselect;
        }
        NEXT_IN_GANG();
    }
#ifdef CR_VM_SWITCH_DISPATCH
    default:
#else
    g_other:
#endif
        /* not a gang instruction: the warps go on one by one */
        SAVE_ALL(pc);
        goto out;
    }

dropped:
    /* members whose global access waits for their next turn stay at this instruction; the
     * others have executed it */
    CHARGE(ng - (uint32_t)__builtin_popcount(drop));
    sv_ok = false;
    {
        uint32_t k = 0;
        for (uint32_t g = 0; g < ng; g++) {
            if (drop >> g & 1) {
                lanes_set(gw[g]->pc, gw[g]->group, pc);
                gw[g]->turn_done = true;
            } else {
                gw[k] = gw[g];
                gr[k++] = gr[g];
            }
        }
        ng = k;
        drop = 0;
        dense = false;
    }
    pc++;
    if (!ng)
        goto reselect;
    if (--left == 0)
        goto out_fuel;
    DISPATCH();

out_fuel:
    /* the slice is over: these members are done for the turn, the others may still run */
    SAVE_ALL(pc);
    for (uint32_t g = 0; g < ng; g++)
        gw[g]->turn_done = true;
    goto out;
out_stop_saved:
    SAVE_ALL(pc);
out:
    UNHOLD();
    blk->steps += charged;
    X->steps += charged;

#undef TRACED
#undef SANITIZED
#undef IN
#undef OPERANDS
#undef CASE
#undef DISPATCH
#undef CHARGE
#undef SAVE_ALL
#undef STEPS_NOW
#undef UNHOLD
#undef MEM_GATE
#undef NEXT_IN_GANG
#undef ALU
#undef ALU_SLOW
#undef GROUP_LSP
}
