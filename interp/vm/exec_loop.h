/* exec_loop.h — run_warp, the one dispatch loop (STYLE §6), included by exec.c twice: as
 * run_warp, with the trace hooks compiled out (VM_TRACED 0), and as run_warp_traced, which
 * traced launches run (VM_TRACED 1), so that tracing off costs nothing. The
 * includer names the linkage (VM_RUN_LINKAGE): the traced loop is built in the base copy only
 * and called from the AVX2 one.
 *
 * Hot state lives in locals: the group's program counter PC, lane mask MASK, register frame R,
 * local-memory frame LSP, and WIDE (no other live lane shares the registers, so arithmetic may
 * run over all 32 lanes). Loop-local macros are #undef'ed at the end.
 */

VM_RUN_LINKAGE int VM_RUN_WARP(vm_ctx *X, vm_warp *w, uint64_t fuel)
{
    const vm_insn *code = X->code;
    vm_block *blk = w->blk;
    dm_mem *M = X->mem;
    uint32_t mask, pc, base, lsp;
    vm_reg *R;
    bool wide;
    uint64_t left = fuel;
    int result = RUN_YIELD;
    /* a slice performs at most one memory access: warps of all resident blocks take turns
     * at every access, as concurrently running warps would */
    int mem_left = !w->gate_used;
    dm_trace *const tr = VM_TRACED ? X->cfg->trace : NULL; /* NULL: the hooks fold away */
    dm_san *const san = X->cfg->san;   /* (one predictable branch per access, as run_gang) */

    if (!w->group && !select_group(w))
        return w->live ? RUN_BLOCKED : RUN_DONE;

/* Account N warp instructions to the block and the launch. */
#define CHARGE(n)                                                                                 \
    do {                                                                                          \
        uint64_t n_ = (n);                                                                        \
        blk->steps += n_;                                                                         \
        X->steps += n_;                                                                           \
    } while (0)
#define LOAD()                                                                                    \
    do {                                                                                          \
        int f_ = __builtin_ctz(w->group);                                                         \
        mask = w->group;                                                                          \
        pc = w->pc[f_];                                                                           \
        base = w->base[f_];                                                                       \
        lsp = w->lsp[f_];                                                                         \
        R = w->regs + base;                                                                       \
        wide = !(w->live & ~mask);                                                                \
    } while (0)
#define SAVE() lanes_set(w->pc, mask, pc)
#define IN (&code[pc])
/* The operands of the instruction at PC, hoisted so the lane loops see fixed rows. */
#define OPERANDS()                                                                                \
    const vm_insn *in = IN;                                                                       \
    vm_reg *rd __attribute__((unused)) = &R[in->d];                                               \
    const vm_reg *ra __attribute__((unused)) = &R[in->a];                                         \
    const vm_reg *rb __attribute__((unused)) = &R[in->b];                                         \
    const vm_reg *rc __attribute__((unused)) = &R[in->c]
#define RESELECT()                                                                                \
    do {                                                                                          \
        if (!select_group(w))                                                                     \
            goto out_blocked;                                                                     \
        LOAD();                                                                                   \
        goto dispatch_checked;                                                                    \
    } while (0)

/* Trace hooks (devmodel/dm_trace.h): only in run_warp_traced. */
#define TRACED (__builtin_expect(tr != NULL, 0))
#define SANITIZED (__builtin_expect(san != NULL, 0))
#define TRACE_STEP()                                                                              \
    do {                                                                                          \
        if (TRACED)                                                                               \
            trace_step(X, w, pc, mask);                                                           \
    } while (0)

#ifdef CR_VM_SWITCH_DISPATCH
#define CASE(name) case OP_##name:
#define DISPATCH() goto dispatch
#else
    static const void *const labels[OP_COUNT] = {
#define VM_OP_LABEL(name, fmt, doc) &&L_##name,
        VM_OPCODES(VM_OP_LABEL)
#undef VM_OP_LABEL
    };
#define CASE(name) L_##name:
#define DISPATCH()                                                                                \
    do {                                                                                          \
        TRACE_STEP();                                                                             \
        goto *labels[code[pc].op];                                                                \
    } while (0)
#endif
#define NEXT()                                                                                    \
    do {                                                                                          \
        pc++;                                                                                     \
        if (__builtin_expect(--left == 0, 0))                                                     \
            goto out_fuel;                                                                        \
        DISPATCH();                                                                               \
    } while (0)
/* Before a global-memory access (ADDR is the first active lane's address): a warp makes at
 * most one per turn, so resident blocks interleave at them. */
#define MEM_GATE(addr)                                                                            \
    do {                                                                                          \
        if (dm_window_of(M, (addr)) == DM_W_GLOBAL) {                                             \
            if (mem_left == 0)                                                                    \
                goto out_slice;                                                                   \
            mem_left--;                                                                           \
        }                                                                                         \
    } while (0)
/* An instruction of exec_ops.h, for the running group. */
#define ALU(name, ...) CASE(name) { OPERANDS(); __VA_ARGS__ NEXT(); }
#define ALU_SLOW ALU
/* the running group's local-memory frame (LEA_LOCAL) */
#define GROUP_LSP lsp
#define STEPS_NOW (blk->steps + (fuel - left))

    LOAD();
dispatch_checked:
    if (X->stop)
        goto out_stop;
#ifdef CR_VM_SWITCH_DISPATCH
dispatch:
    TRACE_STEP();
    switch (code[pc].op) {
#else
    DISPATCH();
    {
#endif
    CASE(NOP) NEXT();
#include "interp/vm/exec_ops.h"

    CASE(I128) CASE(I128V) {
        /* __int128 values are in memory (vmmath.h VI128_*): read the 128-bit operands, compute
         * on the host's __int128, write the result there or into R[d] */
        if (__builtin_expect(X->weak != NULL, 0))
            dm_weak_flush_all(X->weak);
        OPERANDS();
        int k = in->k;
        bool scalar_a = k >= VI128_FROM_I64 && k <= VI128_FROM_F64U;
        bool count_b = k == VI128_SHL || k == VI128_SHRU || k == VI128_SHRS;
        bool unary = k == VI128_NEG || k == VI128_NOT || scalar_a || k == VI128_TRUTH || k >= VI128_TO_U64;
        MEM_GATE(ra->u64[__builtin_ctz(mask)]);
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            vm_u128 v[2] = {0, 0};
            for (int o = 0; o < 2; o++) {
                const vm_reg *ro = o ? rb : ra;
                if (o ? unary : scalar_a) {
                    v[o] = o ? 0 : ro->u64[l];
                    continue;
                }
                if (o && count_b) {
                    v[o] = ro->u32[l];
                    continue;
                }
                uint64_t addr[32];
                uint8_t *hp[32];
                addr[l] = ro->u64[l];
                if (!translate(X, w, 1u << l, pc, addr, 16, false, hp))
                    goto out_stop_saved;
                if (SANITIZED)
                    dm_san_access(san, (uint32_t)blk->linear, (uint32_t)w->index, 1u << l, addr, 16,
                                  DM_SAN_READ, 0, 0, pc);
                memcpy(&v[o], hp[l], 16);
            }
            if (in->op == OP_I128V) {
                uint64_t r = vm_i128v(k, v[0], v[1]);
                if (k == VI128_TO_U64 || k == VI128_TO_F64S || k == VI128_TO_F64U)
                    rd->u64[l] = r;
                else
                    rd->u32[l] = (uint32_t)r;
                continue;
            }
            vm_u128 r = vm_i128(k, v[0], v[1]);
            uint64_t addr[32];
            uint8_t *hp[32];
            addr[l] = rc->u64[l];
            if (!translate(X, w, 1u << l, pc, addr, 16, true, hp))
                goto out_stop_saved;
            if (SANITIZED)
                dm_san_access(san, (uint32_t)blk->linear, (uint32_t)w->index, 1u << l, addr, 16,
                              DM_SAN_WRITE, 0, 0, pc);
            memcpy(hp[l], &r, 16);
        }
        NEXT();
    }
    /* ---- control ---- */
    CASE(JMP) {
        uint32_t t = (uint32_t)IN->k;
        if (t <= pc && (w->live & ~w->blocked & ~mask) && ++w->spin > 1024) {
            /* lanes loop while others wait: let another group make progress */
            w->spin = 0;
            pc = t;
            SAVE();
            if (boost_other(w, mask, pc))
                RESELECT();
        }
        pc = t;
        if (__builtin_expect(--left == 0, 0))
            goto out_fuel;
        DISPATCH();
    }
    CASE(BRZ) CASE(BRNZ) CASE(BR_I32) CASE(BRK_I32) {
        const vm_insn *in = IN;
        uint32_t taken = branch_taken(in, R, mask);
        if (taken == mask) {
            uint32_t tgt = (uint32_t)in->k;
            if (tgt <= pc && (w->live & ~w->blocked & ~mask) && ++w->spin > 1024) {
                w->spin = 0;
                pc = tgt;
                SAVE();
                if (boost_other(w, mask, pc))
                    RESELECT();
            }
            pc = tgt;
            if (__builtin_expect(--left == 0, 0))
                goto out_fuel;
            DISPATCH();
        }
        if (taken == 0)
            NEXT();
        /* divergence: each lane goes its way; the lowest program counter runs first */
        if (TRACED)
            dm_trace_diverge(tr, taken);
        lanes_set(w->pc, taken, (uint32_t)in->k);
        lanes_set(w->pc, mask & ~taken, pc + 1);
        if (--left == 0) {
            select_group(w);
            CHARGE(fuel);
            w->turn_done = true;
            return RUN_YIELD;
        }
        RESELECT();
    }
    CASE(JOIN) {
        if (w->live & ~w->blocked & ~mask) {
            uint32_t jpc = pc, jmask = mask;
            SAVE();
            select_group(w);
            LOAD();
            if (pc == jpc) {
                if (w->boosted && (w->live & ~w->blocked & ~mask))
                    w->early |= mask; /* ahead of lanes that have not come here yet */
                if (TRACED && mask != jmask)
                    dm_trace_reconverge(tr, blk->linear, (uint32_t)w->index, jpc + 1, mask);
                pc++;
            }
            if (__builtin_expect(--left == 0, 0))
                goto out_fuel;
            goto dispatch_checked;
        }
        NEXT();
    }
    CASE(CALL) CASE(CALLI) {
        OPERANDS();
        uint32_t fi;
        if (in->op == OP_CALL) {
            fi = (uint32_t)in->k;
        } else {
            uint64_t fa = rb->u64[__builtin_ctz(mask)];
            uint32_t same = 0;
            for (uint32_t m_ = mask; m_; m_ &= m_ - 1)
                if (rb->u64[__builtin_ctz(m_)] == fa)
                    same |= 1u << __builtin_ctz(m_);
            uint64_t idx = (fa - M->func_base) / 16;
            if (same != mask) {
                /* lanes that call different functions: those of the first lane's call it now,
                   the others stay at this call and make theirs when the warp comes back to
                   them (each target once, as a GPU serialises a divergent indirect call) */
                if (TRACED)
                    dm_trace_diverge(tr, same);
                lanes_set(w->pc, mask & ~same, pc);
                mask = same;
                w->group = same;
                wide = false;
            }
            if (fa < M->func_base || idx >= X->prog->funcs.len || (fa - M->func_base) % 16) {
                sess_buf b_ = {0};
                thread_desc(&b_, w, __builtin_ctz(mask));
                fail(X, DM_cudaErrorIllegalInstruction, "call through an invalid function pointer 0x%llx "
                     "by %s at %s:%d", (unsigned long long)fa, b_.p, loc_file(X, pc), loc_line(X, pc));
                sess_buf_free(&b_);
                goto out_stop_saved;
            }
            fi = (uint32_t)idx;
        }
        vm_func *f = X->prog->funcs.p[fi];
        if (!f->defined) {
            fail(X, DM_cudaErrorInvalidDeviceFunction, "call to __device__ function '%s', which is "
                 "declared but never defined (at %s:%d)", f->name, loc_file(X, pc), loc_line(X, pc));
            goto out_stop_saved;
        }
        int f0 = __builtin_ctz(mask);
        uint32_t depth = w->depth[f0];
        uint32_t nb = base + in->a, nl = lsp - f->frame;
        if (f->frame && (nl > lsp || nl < DM_LOCAL_TOP - X->stack)) {
            sess_buf b_ = {0};
            thread_desc(&b_, w, f0);
            fail(X, DM_cudaErrorLaunchFailure, "stack overflow: %s calls '%s' at %s:%d with %u of "
                 "its %u bytes of local memory left (cudaLimitStackSize)", b_.p, f->name,
                 loc_file(X, pc), loc_line(X, pc), (unsigned)(lsp - (DM_LOCAL_TOP - X->stack)), X->stack);
            sess_buf_free(&b_);
            goto out_stop_saved;
        }
        if (!ensure_regs(w, nb + f->nregs + 1) || !ensure_depth(w, depth + 1)) {
            fail(X, DM_cudaErrorLaunchFailure, "stack overflow: call depth too large at %s:%d (unbounded recursion?)",
                 loc_file(X, pc), loc_line(X, pc));
            goto out_stop_saved;
        }
        vm_callrec rec = {pc + 1, base, lsp, in->d, in->x};
        call_lanes(w, mask, depth, rec, nb, nl);
        pc = f->entry;
        base = nb;
        lsp = nl;
        R = w->regs + base;
        if (__builtin_expect(--left == 0, 0))
            goto out_fuel;
        DISPATCH();
    }
    CASE(RET) CASE(RETV) {
        OPERANDS();
        int f0 = __builtin_ctz(mask);
        uint32_t depth = w->depth[f0];
        if (depth == 0) {
            fail(X, DM_cudaErrorLaunchFailure, "internal: return from a kernel at %s:%d", loc_file(X, pc), loc_line(X, pc));
            goto out_stop_saved;
        }
        if (return_lanes(w, mask, depth, in, ra)) {
            pc = w->pc[f0];
            base = w->base[f0];
            lsp = w->lsp[f0];
            R = w->regs + base;
            if (__builtin_expect(--left == 0, 0))
                goto out_fuel;
            DISPATCH();
        }
        RESELECT();
    }
    CASE(EXIT) {
        int n = __builtin_popcount(mask);
        w->live &= ~mask;
        blk->live_threads -= n;
        if (blk->waiting_threads > 0)
            w->bar_exited |= mask;
        if (blk->waiting_threads > 0 && !blk->bar_skipped) {
            blk->bar_skipped = true;
            blk->skip_warp = w->index;
            blk->skip_lane_warp = mask;
            blk->skip_pc = pc;
        }
        if (w->sync_wait)
            wake_syncs(X, w);
        left--;
        if (!select_group(w)) {
            CHARGE(fuel - left);
            return w->live ? RUN_BLOCKED : RUN_DONE;
        }
        LOAD();
        if (left == 0)
            goto out_fuel;
        goto dispatch_checked;
    }
    CASE(TRAP) {
        OPERANDS();
        sess_buf b_ = {0};
        thread_desc(&b_, w, __builtin_ctz(mask));
        if (in->k == 2)
            fail(X, DM_cudaErrorLaunchFailure, "%s reached the end of non-void function without a "
                 "return statement at %s:%d", b_.p, loc_file(X, pc), loc_line(X, pc));
        else if (in->k == 1)
            fail(X, DM_cudaErrorLaunchFailure, "%s reached __builtin_unreachable() at %s:%d", b_.p,
                 loc_file(X, pc), loc_line(X, pc));
        else if (in->k == 5)
            grid_sync_not_cooperative(X, w, __builtin_ctz(mask), pc);
        else if (in->k == 6)
            fail(X, DM_cudaErrorLaunchFailure, "%s dereferenced a pointer that is null in the "
                 "source at %s:%d: nvcc compiles such a load or store into a trap", b_.p,
                 loc_file(X, pc), loc_line(X, pc));
        else if (in->k == 3 || in->k == 4)
            fail(X, DM_cudaErrorLaunchFailure, "%s: the assumption of %s at %s:%d is false; the "
                 "behaviour is undefined (%s)", b_.p,
                 in->k == 3 ? "__builtin_assume" : "__builtin_assume_aligned", loc_file(X, pc),
                 loc_line(X, pc), in->k == 3 ? CR_GUIDE_5_4_9_3 : CR_GUIDE_5_4_9_2);
        else
            fail(X, DM_cudaErrorLaunchFailure, "__trap() called by %s at %s:%d", b_.p, loc_file(X, pc),
                 loc_line(X, pc));
        sess_buf_free(&b_);
        goto out_stop_saved;
    }
    CASE(BRKPT) {
        sess_buf b_ = {0};
        thread_desc(&b_, w, __builtin_ctz(mask));
        /* without a debugger an H200 reports cudaErrorLaunchFailure
         * (tests/programs/device/builtins-faults@1) */
        fail(X, DM_cudaErrorLaunchFailure, "breakpoint (__brkpt) hit by %s at %s:%d", b_.p,
             loc_file(X, pc), loc_line(X, pc));
        sess_buf_free(&b_);
        goto out_stop_saved;
    }
    CASE(ASSERTF) {
        OPERANDS();
        const char *fmt = X->prog->strings.p[in->k];
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            sess_buf_printf(&X->dstderr, fmt, blk->ctaid[0], blk->ctaid[1], blk->ctaid[2],
                            w->tid[0][l], w->tid[1][l], w->tid[2][l]);
        }
        if (!X->error) {
            X->error = DM_cudaErrorAssert;
            sess_buf b_ = {0};
            thread_desc(&b_, w, __builtin_ctz(mask));
            sess_buf_printf(&X->msg, "device-side assert failed in %s at %s:%d", b_.p, loc_file(X, pc),
                            loc_line(X, pc));
            sess_buf_free(&b_);
        }
        /* the failing threads stop; resident blocks finish, no new block starts (as on an
         * H200, which prints the message of every failing thread of the resident blocks) */
        X->no_new_blocks = true;
        int n = __builtin_popcount(mask);
        w->live &= ~mask;
        blk->live_threads -= n;
        if (w->sync_wait)
            wake_syncs(X, w);
        left--;
        if (!select_group(w)) {
            CHARGE(fuel - left);
            return w->live ? RUN_BLOCKED : RUN_DONE;
        }
        LOAD();
        if (left == 0)
            goto out_fuel;
        goto dispatch_checked;
    }

    /* ---- synchronisation and warp-wide operations ---- */
    CASE(BAR) {
        OPERANDS();
        if (__builtin_expect(X->weak != NULL, 0))
            weak_fence(X, w, mask, DM_WEAK_BLOCK);
        if (in->x) {
            for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
                int l = __builtin_ctz(m_);
                int p = ra->i32[l] != 0;
                blk->bar_count += p;
                blk->bar_and &= p;
                blk->bar_or |= p;
            }
        }
        if (TRACED)
            dm_trace_bar_arrive(tr);
        if (!blk->waiting_threads)
            blk->bar_pc = pc;
        else if (pc != blk->bar_pc)
            blk->bar_divergent_pcs = true; /* threads wait at different __syncthreads() */
        w->bar_groups++;
        /* (lanes run apart arrive one by one: not a barrier reached in several passes) */
        w->bar_late_groups += (mask & ~w->early) != 0 && !(blk->lanes_apart && w->bar_late_groups);
        w->bar_wait |= mask;
        w->blocked |= mask;
        blk->waiting_threads += __builtin_popcount(mask);
        SAVE();
        left--;
        if (!select_group(w)) {
            /* The warp waits. Go on with the block's next warp that may run in this turn, as
             * the block's turn would (block_turn), without leaving the loop; the last warp to
             * arrive releases the barrier, and the block's first runnable warp goes on. */
            vm_warp *next = NULL;
            if (!X->weak) {
                int from = w->index + 1;
                if (blk->waiting_threads == blk->live_threads) {
                    block_release(X, blk);
                    if (X->gang) {
                        /* the warps go on together (block_turn runs the gang) */
                        CHARGE(fuel - left);
                        return RUN_YIELD;
                    }
                    from = 0;
                }
                for (int i = from; i < blk->nwarps && !next; i++) {
                    vm_warp *c = &blk->warps[i];
                    if (c->live & ~c->blocked && !c->turn_done)
                        next = c;
                }
            }
            CHARGE(fuel - left);
            if (!next || (!next->group && !select_group(next)))
                return RUN_BLOCKED;
            fuel = left;
            w = next;
            mem_left = !w->gate_used;
        }
        LOAD();
        if (left == 0)
            goto out_fuel;
        goto dispatch_checked;
    }
#define SYNC_OR_PARK(maskreg)                                                                     \
    uint32_t part_ = 0, far_ = 0;                                                                 \
    {                                                                                             \
        sync_result sr_ = warp_sync(X, w, mask, pc, &R[maskreg], &part_, &far_);                  \
        if (sr_ == SYNC_FAIL)                                                                     \
            goto out_stop_saved;                                                                  \
        if (sr_ == SYNC_PARKED) {                                                                 \
            SAVE();                                                                               \
            w->blocked |= mask;                                                                   \
            w->sync_wait |= mask;                                                                 \
            RESELECT();                                                                           \
        }                                                                                         \
        if (part_ != mask) {                                                                      \
            w->blocked &= ~part_;                                                                 \
            w->sync_wait &= ~part_;                                                               \
            w->group = part_;                                                                     \
            mask = part_;                                                                         \
            wide = !(w->live & ~mask);                                                            \
        }                                                                                         \
    }
    CASE(WMMALS) {
        if (__builtin_expect(X->weak != NULL, 0))   /* not covered by the model: drain it */
            dm_weak_flush_all(X->weak);
        OPERANDS();
        MEM_GATE(rb->u64[__builtin_ctz(mask)]);
        if (!wmma_ldst(X, w, pc, in, R, mask))
            goto out_stop_saved;
        NEXT();
    }
    CASE(SYNCWARP) CASE(VOTE) CASE(SHFL) CASE(MATCH) CASE(REDUX) CASE(WMMA) {
        OPERANDS();
        SYNC_OR_PARK(in->a);
        if (!warp_collective(X, w, pc, R, part_ | far_, far_))
            goto out_stop_saved;
        NEXT();
    }
#undef SYNC_OR_PARK
    CASE(PRINTF) {
        OPERANDS();
        MEM_GATE(M->global_base); /* device output is seen by the host: a turn of its own */
        const char *sig = X->prog->strings.p[in->k];
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            uint8_t buf[32 * 8 + 256 * 8];
            size_t off = 0;
            memset(buf, 0, sizeof buf);
            for (int i = 0; i < in->x && sig[i]; i++) {
                const vm_reg *r = &R[in->a + 2 + 2 * i];
                if (sig[i] == 'i') {
                    off = (off + 3) & ~(size_t)3;
                    int32_t v32 = (int32_t)r->i64[l];
                    if (off + 4 <= sizeof buf)
                        memcpy(buf + off, &v32, 4);
                    off += 4;
                } else {
                    off = (off + 7) & ~(size_t)7;
                    if (off + 8 <= sizeof buf)
                        memcpy(buf + off, &r->u64[l], 8);
                    off += 8;
                }
            }
            uint64_t fa = ra->u64[l];
            char *fmt = fa ? read_device_string(X, w, l, fa) : NULL;
            str_ctx sc = {X, w, l};
            int ret = fmt || !fa ? dm_printf_device(X->cfg->fifo, fmt, buf, off < sizeof buf ? off : sizeof buf,
                                                    printf_read_str, &sc)
                                 : -2;
            free(fmt);
            rd->i32[l] = ret;
        }
        NEXT();
    }
    CASE(MALLOC) {
        OPERANDS();
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            rd->u64[l] = dm_heap_malloc(M, ra->u64[l]);
        }
        NEXT();
    }
    CASE(MALLOC_ALIGNED) {
        OPERANDS();
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            rd->u64[l] = dm_heap_malloc_aligned(M, ra->u64[l], rb->u64[l]);
        }
        NEXT();
    }
    CASE(FREE) {
        OPERANDS();
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            uint64_t p = ra->u64[l];
            if (p && dm_heap_free(M, p) != 0) {
                sess_buf b_ = {0};
                thread_desc(&b_, w, l);
                /* the device heap stops the kernel: an H200 returns cudaErrorLaunchFailure for
                 * a double free (tests/sanitizer/mem_heap_double_free.h200.out) */
                fail(X, DM_cudaErrorLaunchFailure, "free() of 0x%llx, which malloc() did not return "
                     "or which was already freed, by %s at %s:%d", (unsigned long long)p, b_.p,
                     loc_file(X, pc), loc_line(X, pc));
                sess_buf_free(&b_);
                goto out_stop_saved;
            }
        }
        NEXT();
    }
    CASE(RNGSKIP) {
        OPERANDS();
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            uint32_t v[6];
            uint8_t *h[32];
            uint64_t addr[32];
            int words = in->k >= VM_RNG_MRG ? 6 : 5;
            for (int pass = 0; pass < 2; pass++)   /* read the state, then write it back */
                for (int i = 0; i < words; i++) {
                    addr[l] = ra->u64[l] + 4u * (uint64_t)i;
                    if (!translate(X, w, 1u << l, pc, addr, 4, pass == 1, h))
                        goto out_stop_saved;
                    if (SANITIZED)
                        dm_san_access(san, (uint32_t)blk->linear, (uint32_t)w->index, 1u << l, addr, 4,
                                      pass ? DM_SAN_WRITE : DM_SAN_READ, 0, 0, pc);
                    if (pass)
                        memcpy(h[l], &v[i], 4);
                    else
                        memcpy(&v[i], h[l], 4);
                    if (!pass && i == words - 1 && words == 6)
                        vm_mrg32k3a_skip(v, rb->u64[l], (int)in->k - VM_RNG_MRG);
                    else if (!pass && i == words - 1)
                        vm_xorwow_skip(v, rb->u64[l], (int)in->k);
                }
        }
        NEXT();
    }
    CASE(LAUNCH) {
        /* dynamic parallelism: each lane's launch, in lane order, goes to the runtime */
        if (!device_launches(X, w, pc, IN, R, mask))
            goto out_stop_saved;
        NEXT();
    }
    CASE(DEVRT) {
        OPERANDS();
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            if (in->k == 2) {
                rd->u64[l] = 0x5000 + 16 * ++X->streams;
            } else {
                rd->i32[l] = w->last_err[l];
                if (in->k == 0)
                    w->last_err[l] = 0;
            }
        }
        NEXT();
    }
    CASE(NANOSLEEP) {
        /* let other warps run */
        pc++;
        SAVE();
        CHARGE(fuel - left + 1);
        w->turn_done = true;
        return RUN_YIELD;
    }
    CASE(STACKSAVE) {
        OPERANDS();
        uint64_t need = 0;
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            uint64_t n = ra->u64[__builtin_ctz(m_)];
            need = n > need ? n : need;
        }
        need = (need + 15) & ~15ull;
        if (need > lsp - (DM_LOCAL_TOP - X->stack)) {
            fail(X, DM_cudaErrorLaunchFailure, "alloca(%llu) overflows the %u-byte stack at %s:%d",
                 (unsigned long long)need, X->stack, loc_file(X, pc), loc_line(X, pc));
            goto out_stop_saved;
        }
        lsp -= (uint32_t)need;
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1)
            w->lsp[__builtin_ctz(m_)] = lsp;
        uint64_t v = M->local_base + lsp;
        BIN(u64, v);
        NEXT();
    }
#ifdef CR_VM_SWITCH_DISPATCH
    default:
        break;
    }
#else
    }
#endif
    fail(X, DM_cudaErrorIllegalInstruction, "internal: invalid instruction at pc %u", pc);
    goto out_stop_saved;

out_fuel:
    SAVE();
    CHARGE(fuel);
    w->turn_done = true;
    return RUN_YIELD;
out_slice:
    if (TRACED)
        dm_trace_unstep(tr); /* the access runs at the warp's next turn */
    SAVE();
    CHARGE(fuel - left);
    w->turn_done = true;
    return RUN_GATE;
out_blocked:
    CHARGE(fuel - left);
    return w->live ? RUN_BLOCKED : RUN_DONE;
out_stop_saved:
    SAVE();
out_stop:
    CHARGE(fuel - left);
    (void)result;
    return RUN_STOP;

#undef LOAD
#undef CHARGE
#undef SAVE
#undef IN
#undef OPERANDS
#undef RESELECT
#undef CASE
#undef DISPATCH
#undef TRACED
#undef SANITIZED
#undef TRACE_STEP
#undef NEXT
#undef MEM_GATE
#undef ALU
#undef ALU_SLOW
#undef GROUP_LSP
#undef STEPS_NOW
}
