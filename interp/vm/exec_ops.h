/* exec_ops.h — the instructions that act on one warp's registers and memory, lane by lane, and
 * need nothing of the warp's control state: arithmetic, conversions, addresses, special
 * registers, loads, stores and copies, fences, atomics and __activemask(). Included by both
 * dispatch loops: run_warp (exec_loop.h), for one group of lanes, and run_gang (exec_gang.h), for every
 * warp of a gang in turn.
 *
 * Each instruction is ALU(name, body), or ALU_SLOW(name, body) for a rare or heavy one (run_gang
 * then keeps a single copy of it, without the dense variant); the includer defines both, and
 * what a body may use:
 * IN, OPERANDS() (in, rd, ra, rb, rc), w (the warp), R, mask, wide, blk, M, X, pc, STEPS_NOW
 * (the block's warp instructions so far), GROUP_LSP (the lanes' local-memory frame), tr and
 * TRACED, san and SANITIZED, LANES/MLANES/BIN/CMP,
 * MEM_GATE(addr) (before a global access) and the label out_stop_saved (after fail()).
 * VM_LANEWISE_OPS (opcodes.h) lists them.
 */

    ALU(MOV, if (wide) memcpy(rd, ra, sizeof(vm_reg)); else BIN(u64, ra->u64[l]);)
    ALU(MOV32, if (wide) memcpy(rd, ra, 128); else BIN(u32, ra->u32[l]);)
    ALU(LDI, int64_t v = in->k; BIN(i64, v);)
    ALU(LDI32, int32_t v = in->k; BIN(i32, v);)
    ALU(LDK, uint64_t v = X->pool[in->k]; BIN(u64, v);)

    ALU(ADD_I32, BIN(u32, ra->u32[l] + rb->u32[l]);)
    ALU(SUB_I32, BIN(u32, ra->u32[l] - rb->u32[l]);)
    ALU(MUL_I32, BIN(u32, ra->u32[l] * rb->u32[l]);)
    ALU(DIV_I32, BIN(i32, div_i32(ra->i32[l], rb->i32[l]));)
    ALU(DIV_U32, BIN(u32, rb->u32[l] ? ra->u32[l] / rb->u32[l] : 0xffffffffu);)
    ALU(REM_I32, BIN(i32, rem_i32(ra->i32[l], rb->i32[l]));)
    ALU(REM_U32, BIN(u32, rb->u32[l] ? ra->u32[l] % rb->u32[l] : ra->u32[l]);)
    ALU(AND_I32, BIN(u32, ra->u32[l] & rb->u32[l]);)
    ALU(OR_I32, BIN(u32, ra->u32[l] | rb->u32[l]);)
    ALU(XOR_I32, BIN(u32, ra->u32[l] ^ rb->u32[l]);)
    ALU(SHL_I32, BIN(u32, rb->u32[l] >= 32 ? 0 : ra->u32[l] << rb->u32[l]);)
    ALU(SHR_I32, BIN(i32, ra->i32[l] >> (rb->u32[l] >= 32 ? 31 : rb->u32[l]));)
    ALU(SHR_U32, BIN(u32, rb->u32[l] >= 32 ? 0 : ra->u32[l] >> rb->u32[l]);)
    ALU(NEG_I32, BIN(u32, 0u - ra->u32[l]);)
    ALU(NOT_I32, BIN(u32, ~ra->u32[l]);)
    ALU(ADDK_I32, uint32_t k = (uint32_t)in->k; BIN(u32, ra->u32[l] + k);)
    ALU(MULK_I32, uint32_t k = (uint32_t)in->k; BIN(u32, ra->u32[l] * k);)
    ALU(ANDK_I32, uint32_t k = (uint32_t)in->k; BIN(u32, ra->u32[l] & k);)
    ALU(SHLK_I32, int k = in->k; BIN(u32, ra->u32[l] << k);)
    ALU(SHRK_I32, int k = in->k; BIN(i32, ra->i32[l] >> k);)
    ALU(SHRK_U32, int k = in->k; BIN(u32, ra->u32[l] >> k);)

    ALU(ADD_I64, BIN(u64, ra->u64[l] + rb->u64[l]);)
    ALU(SUB_I64, BIN(u64, ra->u64[l] - rb->u64[l]);)
    ALU(MUL_I64, BIN(u64, ra->u64[l] * rb->u64[l]);)
    ALU(DIV_I64, BIN(i64, div_i64(ra->i64[l], rb->i64[l]));)
    ALU(DIV_U64, BIN(u64, rb->u64[l] ? ra->u64[l] / rb->u64[l] : 0xffffffffull);)
    ALU(REM_I64, BIN(i64, rem_i64(ra->i64[l], rb->i64[l]));)
    ALU(REM_U64, BIN(u64, rb->u64[l] ? ra->u64[l] % rb->u64[l] : ra->u64[l]);)
    ALU(AND_I64, BIN(u64, ra->u64[l] & rb->u64[l]);)
    ALU(OR_I64, BIN(u64, ra->u64[l] | rb->u64[l]);)
    ALU(XOR_I64, BIN(u64, ra->u64[l] ^ rb->u64[l]);)
    ALU(SHL_I64, BIN(u64, rb->u32[l] >= 64 ? 0 : ra->u64[l] << rb->u32[l]);)
    ALU(SHR_I64, BIN(i64, ra->i64[l] >> (rb->u32[l] >= 64 ? 63 : rb->u32[l]));)
    ALU(SHR_U64, BIN(u64, rb->u32[l] >= 64 ? 0 : ra->u64[l] >> rb->u32[l]);)
    ALU(NEG_I64, BIN(u64, 0ull - ra->u64[l]);)
    ALU(NOT_I64, BIN(u64, ~ra->u64[l]);)
    ALU(ADDK_I64, uint64_t k = (uint64_t)(int64_t)in->k; BIN(u64, ra->u64[l] + k);)
    ALU(MULK_I64, uint64_t k = (uint64_t)(int64_t)in->k; BIN(u64, ra->u64[l] * k);)
    /* (index times element size as 32 x 32 -> 64-bit products, which vectorise) */
    ALU(LEA_I64, int64_t k = in->k; BIN(u64, ra->u64[l] + (uint64_t)((int64_t)rb->i32[l] * k));)
    ALU(LEAU_I64,
        if (in->k >= 0) {
            uint64_t k = (uint32_t)in->k;
            BIN(u64, ra->u64[l] + (uint64_t)rb->u32[l] * k);
        } else {
            uint64_t k = (uint64_t)(int64_t)in->k;
            BIN(u64, ra->u64[l] + (uint64_t)rb->u32[l] * k);
        }
    )

    /* float results that are NaN are the H200's canonical 0x7fffffff; double NaN operands
     * propagate quieted, as on x86 (tests/programs/device/ieee-corners) */
    ALU(ADD_F32, BIN(f32, canon_f32(ra->f32[l] + rb->f32[l]));)
    ALU(SUB_F32, BIN(f32, canon_f32(ra->f32[l] - rb->f32[l]));)
    ALU(MUL_F32, BIN(f32, canon_f32(ra->f32[l] * rb->f32[l]));)
    ALU(DIV_F32, BIN(f32, canon_f32(ra->f32[l] / rb->f32[l]));)
    ALU(NEG_F32, BIN(f32, canon_f32(-ra->f32[l]));)
    ALU(FMA_F32, BIN(f32, canon_f32(fmaf(ra->f32[l], rb->f32[l], rc->f32[l])));)
    ALU(ADD_F64, BIN(f64, ra->f64[l] + rb->f64[l]);)
    ALU(SUB_F64, BIN(f64, ra->f64[l] - rb->f64[l]);)
    ALU(MUL_F64, BIN(f64, ra->f64[l] * rb->f64[l]);)
    ALU(DIV_F64, BIN(f64, ra->f64[l] / rb->f64[l]);)
    ALU(NEG_F64, BIN(f64, neg_f64(ra->f64[l]));)
    ALU(FMA_F64, BIN(f64, fma(ra->f64[l], rb->f64[l], rc->f64[l]));)

    ALU(EQ_I32, CMP(i32, ==);)
    ALU(NE_I32, CMP(i32, !=);)
    ALU(LT_I32, CMP(i32, <);)
    ALU(LE_I32, CMP(i32, <=);)
    ALU(LT_U32, CMP(u32, <);)
    ALU(LE_U32, CMP(u32, <=);)
    ALU(EQ_I64, CMP(i64, ==);)
    ALU(NE_I64, CMP(i64, !=);)
    ALU(LT_I64, CMP(i64, <);)
    ALU(LE_I64, CMP(i64, <=);)
    ALU(LT_U64, CMP(u64, <);)
    ALU(LE_U64, CMP(u64, <=);)
    ALU(EQ_F32, CMP(f32, ==);)
    ALU(NE_F32, CMP(f32, !=);)
    ALU(LT_F32, CMP(f32, <);)
    ALU(LE_F32, CMP(f32, <=);)
    ALU(EQ_F64, CMP(f64, ==);)
    ALU(NE_F64, CMP(f64, !=);)
    ALU(LT_F64, CMP(f64, <);)
    ALU(LE_F64, CMP(f64, <=);)
    ALU(LTK_I32, int32_t k = in->k; BIN(i32, ra->i32[l] < k);)
    ALU(GTK_I32, int32_t k = in->k; BIN(i32, ra->i32[l] > k);)
    ALU(LTK_U32, uint32_t k = (uint32_t)in->k; BIN(i32, ra->u32[l] < k);)
    ALU(GTK_U32, uint32_t k = (uint32_t)in->k; BIN(i32, ra->u32[l] > k);)
    ALU(EQK_I32, int32_t k = in->k; BIN(i32, ra->i32[l] == k);)
    ALU(NEK_I32, int32_t k = in->k; BIN(i32, ra->i32[l] != k);)
    ALU(NEK_I64, int64_t k = in->k; BIN(i32, ra->i64[l] != k);)

    ALU(SEXT8, BIN(i32, (int8_t)ra->u32[l]);)
    ALU(ZEXT8, BIN(u32, (uint8_t)ra->u32[l]);)
    ALU(SEXT16, BIN(i32, (int16_t)ra->u32[l]);)
    ALU(ZEXT16, BIN(u32, (uint16_t)ra->u32[l]);)
    ALU(SEXT32, BIN(i64, ra->i32[l]);)
    ALU(ZEXT32, BIN(u64, ra->u32[l]);)
    ALU(TRUNC64, BIN(u32, (uint32_t)ra->u64[l]);)
    ALU(BOOL_I32, BIN(i32, ra->u32[l] != 0);)
    ALU(BOOL_I64, BIN(i32, ra->u64[l] != 0);)
    ALU(BOOL_F32, BIN(i32, ra->f32[l] != 0.0f);)
    ALU(BOOL_F64, BIN(i32, ra->f64[l] != 0.0);)
    ALU(CVT,
        vm_reg tmp;
        const vm_reg *a = ra;
        switch (in->x) {
        case VM_CVT_F32_I32: LANES(tmp.f32[l] = (float)a->i32[l]); break;
        case VM_CVT_F32_U32: LANES(tmp.f32[l] = (float)a->u32[l]); break;
        case VM_CVT_F32_I64: LANES(tmp.f32[l] = (float)a->i64[l]); break;
        case VM_CVT_F32_U64: LANES(tmp.f32[l] = (float)a->u64[l]); break;
        case VM_CVT_F64_I32: LANES(tmp.f64[l] = (double)a->i32[l]); break;
        case VM_CVT_F64_U32: LANES(tmp.f64[l] = (double)a->u32[l]); break;
        case VM_CVT_F64_I64: LANES(tmp.f64[l] = (double)a->i64[l]); break;
        case VM_CVT_F64_U64: LANES(tmp.f64[l] = (double)a->u64[l]); break;
        case VM_CVT_I32_F32: LANES(tmp.i32[l] = f2i32(a->f32[l], false)); break;
        case VM_CVT_U32_F32: LANES(tmp.u32[l] = f2u32(a->f32[l], false)); break;
        case VM_CVT_I64_F32: LANES(tmp.i64[l] = f2i64(a->f32[l])); break;
        case VM_CVT_U64_F32: LANES(tmp.u64[l] = f2u64(a->f32[l])); break;
        case VM_CVT_I32_F64: LANES(tmp.i32[l] = f2i32(a->f64[l], true)); break;
        case VM_CVT_U32_F64: LANES(tmp.u32[l] = f2u32(a->f64[l], true)); break;
        case VM_CVT_I64_F64: LANES(tmp.i64[l] = f2i64(a->f64[l])); break;
        case VM_CVT_U64_F64: LANES(tmp.u64[l] = f2u64(a->f64[l])); break;
        case VM_CVT_F64_F32: LANES(tmp.f64[l] = (double)a->f32[l]); break;
        case VM_CVT_F32_F64: LANES(tmp.f32[l] = f64_to_f32(a->f64[l])); break;
        default: break;
        }
        bool to64 = in->x == VM_CVT_F64_I32 || in->x == VM_CVT_F64_U32 || in->x == VM_CVT_F64_I64 ||
                    in->x == VM_CVT_F64_U64 || in->x == VM_CVT_I64_F32 || in->x == VM_CVT_U64_F32 ||
                    in->x == VM_CVT_I64_F64 || in->x == VM_CVT_U64_F64 || in->x == VM_CVT_F64_F32;
        if (to64)
            BIN(u64, tmp.u64[l]);
        else
            BIN(u32, tmp.u32[l]);
    )
    ALU(SEL,
        if (in->x == 8)
            BIN(u64, ra->i32[l] ? rb->u64[l] : rc->u64[l]);
        else
            BIN(u32, ra->i32[l] ? rb->u32[l] : rc->u32[l]);
    )

    /* ---- memory ----
     * STMT moves lane l's element through p_; SPAN moves a whole warp's run of consecutive
     * elements through sp_. An access whose lanes all fall in the block's shared memory goes
     * straight there (shared_lanes: no gate, no translation); so does one address of the
     * threads' local frames (local_lanes: a variable of the frame), and a warp's run of global
     * memory (span_of: the usual a[i] with i the thread index); the rest through translate. A
     * sanitized launch takes the shared-memory and span ways too (at the same turns as the
     * plain run's), telling the sanitizer the lanes' addresses first. */
/* (lane l's element in the block's shared memory, where shared_lanes said) */
#define SHARED_AT(l) ((uint8_t *)(uintptr_t)(a_[l] + shd_))
/* The access of a load or store at the lanes' addresses A[l] + K, with memory flags F (for
 * the weak model and the sanitizer). A block, not a statement: MEM_GATE may continue the
 * gang's loop over its members. */
#define MEM_ACCESS(A, K, F, size, write, stmt, span, scatter)                                     \
    {                                                                                             \
        const uint64_t *const a_ = (A);                                                           \
        uint64_t k_ = (K);                                                                        \
        uint8_t *sp_ = NULL, *lp_;                                                                \
        bool plain_ = !TRACED && !SANITIZED && !X->weak;                                          \
        uintptr_t shd_ = 0;                                                                       \
        int sh_ = plain_ || (SANITIZED && !TRACED && !X->weak) ?                                  \
                  shared_lanes(X, w, mask, a_, k_, size, &shd_) : 0;                              \
        if (SANITIZED && sh_) {                                                                   \
            uint64_t sa_[32];                                                                     \
            const uint64_t *sap_ = a_; /* (the addresses themselves where K is 0: LDS32's) */     \
            if (k_) {                                                                             \
                MLANES(sa_[l] = a_[l] + k_);                                                      \
                sap_ = sa_;                                                                       \
            }                                                                                     \
            sanitize_mem(san, blk, w, mask, sap_, size, write, (F), pc, rb);                      \
        }                                                                                         \
        if (sh_ == 2) {                                                                           \
            sp_ = SHARED_AT(0);                                                                   \
            span;                                                                                 \
        } else if (sh_ && mask == 0xffffffffu) {                                                  \
            scatter;                                                                              \
        } else if (sh_) {                                                                         \
            MLANES(uint8_t *p_ = SHARED_AT(l); stmt);                                             \
        } else if (plain_ && (lp_ = local_lanes(X, w, mask, a_, k_, size)) != NULL) {             \
            MLANES(uint8_t *p_ = lp_ + (size_t)l * X->stack; stmt);                               \
        } else {                                                                                  \
            if (mask == 0xffffffffu && (plain_ || (SANITIZED && !TRACED && !X->weak)))            \
                sp_ = span_of(X, w, a_, k_, size, write);                                         \
            if (sp_) {                                                                            \
                MEM_GATE(a_[0] + k_);                                                             \
                if (SANITIZED) {                                                                  \
                    uint64_t sa_[32];                                                             \
                    for (int l = 0; l < 32; l++)                                                  \
                        sa_[l] = a_[l] + k_;                                                      \
                    sanitize_mem(san, blk, w, mask, sa_, size, write, (F), pc, rb);               \
                }                                                                                 \
                span;                                                                             \
            } else {                                                                              \
                uint64_t addr[32];                                                                \
                uint8_t *hp[32];                                                                  \
                MLANES(addr[l] = a_[l] + k_);                                                     \
                MEM_GATE(addr[__builtin_ctz(mask)]);                                              \
                if (TRACED)                                                                       \
                    dm_trace_mem(tr, addr, size, write, false);                                   \
                if (!translate(X, w, mask, pc, addr, size, write, hp))                            \
                    goto out_stop_saved;                                                          \
                if (SANITIZED)                                                                    \
                    sanitize_mem(san, blk, w, mask, addr, size, write, (F), pc, rb);              \
                /* the weak model points hp at buffered values (wbuf_) for global lanes */        \
                uint8_t wbuf_[32][8], *gp_[32];                                                   \
                bool weak_ = __builtin_expect(X->weak != NULL, 0);                                \
                if (weak_ && write)                                                               \
                    weak_store_begin(X, mask, addr, hp, gp_, wbuf_);                              \
                else if (weak_)                                                                   \
                    weak_load(X, w, mask, (F), addr, size, hp, wbuf_);                            \
                MLANES(uint8_t *p_ = hp[l]; stmt);                                                \
                if (weak_ && write)                                                               \
                    weak_store_end(X, w, mask, (F), size, gp_, wbuf_);                            \
            }                                                                                     \
        }                                                                                         \
    }
#define MEM_OP(name, size, write, stmt, span, scatter)                                            \
    ALU(name, MEM_ACCESS(ra->u64, (uint64_t)(int64_t)in->k, in->f, size, write, stmt, span, scatter))
/* (every lane in shared memory, scattered: LD32 gathers them with lanes.h) */
#define SHARED_EACH(stmt)                                                                         \
    for (int l = 0; l < 32; l++) {                                                                \
        uint8_t *p_ = SHARED_AT(l);                                                               \
        stmt;                                                                                     \
    }
#define LOAD_OP(name, size, stmt, span) MEM_OP(name, size, false, stmt, span, SHARED_EACH(stmt))
#define STORE_OP(name, size, stmt, span) MEM_OP(name, size, true, stmt, span, SHARED_EACH(stmt))
#define EACH(stmt) for (int l = 0; l < 32; l++) { stmt; }
    LOAD_OP(LD8S, 1, rd->i32[l] = *(int8_t *)p_, EACH(rd->i32[l] = (int8_t)sp_[l]))
    LOAD_OP(LD8U, 1, rd->u32[l] = *(uint8_t *)p_, EACH(rd->u32[l] = sp_[l]))
    LOAD_OP(LD16S, 2, { int16_t v_; memcpy(&v_, p_, 2); rd->i32[l] = v_; },
            EACH(int16_t v_; memcpy(&v_, sp_ + 2 * l, 2); rd->i32[l] = v_))
    LOAD_OP(LD16U, 2, { uint16_t v_; memcpy(&v_, p_, 2); rd->u32[l] = v_; },
            EACH(uint16_t v_; memcpy(&v_, sp_ + 2 * l, 2); rd->u32[l] = v_))
#define LD32_LANES(A, K, F)                                                                       \
    MEM_ACCESS(A, K, F, 4, false, memcpy(&rd->u32[l], p_, 4), memcpy(rd->u32, sp_, 128),           \
               lanes_gather32(rd->u32, a_, shd_))
    ALU(LD32, LD32_LANES(ra->u64, (uint64_t)(int64_t)in->k, in->f))
    LOAD_OP(LD64, 8, memcpy(&rd->u64[l], p_, 8), memcpy(rd->u64, sp_, 256))
/* LDS32's and STS32's opening: OFF, the variable's place in the block's shared memory (the
 * launch stops where it has none), room for the lanes' offsets O_, and PLAIN_ where the launch
 * is neither traced, sanitized nor weak (the offsets then decide the access) */
#define SHARED_ELEMENT_OPEN()                                                                     \
    int32_t off = shared_var_offset(X, (uint32_t)in->c, pc);                                      \
    if (off < 0)                                                                                  \
        goto out_stop_saved;                                                                      \
    uint32_t o_[32];                                                                              \
    bool plain_ = !TRACED && !SANITIZED && !X->weak
/* the element's index operands as the shared_* helpers of exec.c take them: OFF + R[a] * k +
 * R[b] * x */
#define SHARED_INDEX (uint32_t)off, ra, (uint32_t)in->k, rb, in->x
/* a sanitized launch (neither traced nor weak) whose LDS32 or STS32 lanes' offsets decide: they
 * are in O_ for the race check */
#define SANITIZED_OFFSETS()                                                                       \
    (SANITIZED && !TRACED && !X->weak &&                                                          \
     ((mask == 0xffffffffu && shared_offsets32_full(blk, SHARED_INDEX, o_)) ||                    \
      shared_offsets(blk, mask, SHARED_INDEX, o_)))
/* LDS32's and STS32's lanes' addresses, as LEAS and LEA would have made them, for the way of
 * LD32 and ST32 (a lane outside the block's shared memory, a traced, sanitized or weak launch) */
#define SHARED_ELEMENT_AT(at_)                                                                    \
    do {                                                                                          \
        if (!SANITIZED || mask != 0xffffffffu ||                                                  \
            !shared_addrs32_full(blk, M->shared_base + DM_SHARED_RESERVED, SHARED_INDEX, at_))    \
            shared_element_addrs(M->shared_base + DM_SHARED_RESERVED + (uint64_t)off, ra, in->k,  \
                                 rb, in->x, in->f, at_);                                          \
    } while (0)
    /* a __shared__ array's 32-bit element (LDS32): the lanes' offsets in the block's shared
     * memory, then one gather (a whole warp's in AVX2 registers, shared_load32_full, where it
     * decides); a sanitized launch's the same way, the race check told the offsets first. What
     * that does not decide (a lane outside the block's shared memory or misaligned, a traced
     * or weak launch) goes LD32's way, at the addresses LEAS and LEA would have made. */
    ALU(LDS32,
        SHARED_ELEMENT_OPEN();
        if (plain_ && mask == 0xffffffffu && shared_load32_full(blk, SHARED_INDEX, rd->u32))
            ; /* a whole warp, in AVX2 registers */
        else if (plain_ && shared_offsets(blk, mask, SHARED_INDEX, o_)) {
            if (mask == 0xffffffffu)
                lanes_gather32_at(rd->u32, blk->shared, o_);
            else
                MLANES(memcpy(&rd->u32[l], blk->shared + o_[l], 4));
        } else if (SANITIZED_OFFSETS()) {
            /* the race check takes the offsets as they are (the load is the plain one's) */
            dm_san_shared_read32(san, (uint32_t)blk->linear, (uint32_t)w->index, mask, o_, pc);
            if (mask == 0xffffffffu)
                lanes_gather32_at(rd->u32, blk->shared, o_);
            else
                MLANES(memcpy(&rd->u32[l], blk->shared + o_[l], 4));
        } else {
            uint64_t at_[32];
            SHARED_ELEMENT_AT(at_);
            LD32_LANES(at_, 0, 0);
        }
    )
    /* a __shared__ array's 32-bit element written (STS32), LDS32's way: the offsets, then the
     * lanes' stores in lane order; what that does not decide goes ST32's way, at the addresses
     * LEAS and LEA would have made, with the value R[d] */
    ALU(STS32,
        SHARED_ELEMENT_OPEN();
        if (plain_ && mask == 0xffffffffu && shared_store32_full(blk, SHARED_INDEX, rd->u32))
            ; /* a whole warp, in AVX2 registers */
        else if (plain_ && shared_offsets(blk, mask, SHARED_INDEX, o_)) {
            MLANES(memcpy(blk->shared + o_[l], &rd->u32[l], 4));
        } else if (SANITIZED_OFFSETS()) {
            /* the race check takes the offsets as they are (the store is the plain one's) */
            dm_san_shared_store32(san, (uint32_t)blk->linear, (uint32_t)w->index, mask, o_, pc, rd->u32);
            MLANES(memcpy(blk->shared + o_[l], &rd->u32[l], 4));
        } else {
            uint64_t at_[32];
            SHARED_ELEMENT_AT(at_);
            { /* ST32's value register is rb, which MEM_ACCESS gives the race check: here R[d] */
                const vm_reg *const rb = rd;
                MEM_ACCESS(at_, 0, 0, 4, true, memcpy(p_, &rb->u32[l], 4), memcpy(sp_, rb->u32, 128),
                           SHARED_EACH(memcpy(p_, &rb->u32[l], 4)))
            }
        }
    )
    STORE_OP(ST8, 1, *p_ = (uint8_t)rb->u32[l], EACH(sp_[l] = (uint8_t)rb->u32[l]))
    STORE_OP(ST16, 2, { uint16_t v_ = (uint16_t)rb->u32[l]; memcpy(p_, &v_, 2); },
             EACH(uint16_t v_ = (uint16_t)rb->u32[l]; memcpy(sp_ + 2 * l, &v_, 2)))
    STORE_OP(ST32, 4, memcpy(p_, &rb->u32[l], 4), memcpy(sp_, rb->u32, 128))
    STORE_OP(ST64, 8, memcpy(p_, &rb->u64[l], 8), memcpy(sp_, rb->u64, 256))
    /* aggregate copies, memcpy and memset (copy_lanes), gated on the destination; the weak
     * model does not cover them: it drains first */
#define COPY_OP(name)                                                                             \
    ALU_SLOW(name,                                                                                \
        if (__builtin_expect(X->weak != NULL, 0))                                                 \
            dm_weak_flush_all(X->weak);                                                           \
        MEM_GATE(ra->u64[__builtin_ctz(mask)]);                                                   \
        if (!copy_lanes(X, w, in, mask, pc, R, SANITIZED ? san : NULL))                           \
            goto out_stop_saved;                                                                  \
    )
    COPY_OP(MEMCPY)
    COPY_OP(MEMCPYR)
    COPY_OP(MEMSETR)
#undef COPY_OP
#undef EACH
#undef SHARED_AT
#undef SHARED_EACH
#undef LOAD_OP
#undef STORE_OP
#undef MEM_OP
#undef MEM_ACCESS
#undef LD32_LANES
#undef SHARED_ELEMENT_AT
#undef SANITIZED_OFFSETS
#undef SHARED_ELEMENT_OPEN
#undef SHARED_INDEX

    CASE(LEAS_I64) ALU(LEASU_I64,
        int32_t off = shared_var_offset(X, (uint32_t)in->c, pc);
        if (off < 0)
            goto out_stop_saved;
        uint64_t v = M->shared_base + DM_SHARED_RESERVED + (uint64_t)off;
        if (in->op == OP_LEAS_I64) {
            int64_t k = in->k;
            BIN(u64, v + (uint64_t)((int64_t)rb->i32[l] * k));
        } else if (in->k >= 0) {
            uint64_t k = (uint32_t)in->k;
            BIN(u64, v + (uint64_t)rb->u32[l] * k);
        } else {
            uint64_t k = (uint64_t)(int64_t)in->k;
            BIN(u64, v + (uint64_t)rb->u32[l] * k);
        }
    )
    ALU(LEA_SHARED,
        int32_t off = shared_var_offset(X, (uint32_t)in->k, pc);
        if (off < 0)
            goto out_stop_saved;
        uint64_t v = M->shared_base + DM_SHARED_RESERVED + (uint64_t)off;
        BIN(u64, v);
    )
    ALU(LEA_DYNSH,
        uint64_t v = M->shared_base + DM_SHARED_RESERVED + ((X->kernel->static_shared + 15u) & ~15u);
        BIN(u64, v);
    )
    ALU(LEA_SYM,
        uint64_t v = X->prog->syms.p[in->k]->addr;
        if (!v) {
            fail(X, DM_cudaErrorInvalidSymbol, "device variable '%s' is declared but never defined "
                 "(at %s:%d)", X->prog->syms.p[in->k]->name, loc_file(X, pc), loc_line(X, pc));
            goto out_stop_saved;
        }
        BIN(u64, v);
    )
    ALU(LEA_LOCAL, uint64_t v = M->local_base + GROUP_LSP + (uint64_t)(int64_t)in->k; BIN(u64, v);)
    ALU(LEA_PARAM, uint64_t v = M->param_base + (uint64_t)in->k; BIN(u64, v);)
    ALU(LDPARAM,
        uint64_t v = 0;
        if ((uint32_t)in->k + in->x <= X->cfg->param_size) {
            /* (fixed sizes are copied inline; a char or short parameter is rare) */
            if (in->x == 8) {
                memcpy(&v, X->cfg->params + in->k, 8);
            } else if (in->x == 4) {
                uint32_t v32;
                memcpy(&v32, X->cfg->params + in->k, 4);
                v = v32;
            } else {
                memcpy(&v, X->cfg->params + in->k, in->x);
            }
        }
        if (in->x == 8)
            BIN(u64, v);
        else
            BIN(u32, (uint32_t)v);
    )
    ALU(LEA_FUNC, uint64_t v = M->func_base + (uint64_t)in->k * 16; BIN(u64, v);)
    ALU(SREG,
        const vm_launch_cfg *c = X->cfg;
        switch (in->k) {
        case VM_SR_TID_X: BIN(u32, w->tid[0][l]); break;
        case VM_SR_TID_Y: BIN(u32, w->tid[1][l]); break;
        case VM_SR_TID_Z: BIN(u32, w->tid[2][l]); break;
        case VM_SR_NTID_X: case VM_SR_NTID_Y: case VM_SR_NTID_Z: { uint32_t v = c->block[in->k - VM_SR_NTID_X]; BIN(u32, v); break; }
        case VM_SR_CTAID_X: case VM_SR_CTAID_Y: case VM_SR_CTAID_Z: { uint32_t v = blk->ctaid[in->k - VM_SR_CTAID_X]; BIN(u32, v); break; }
        case VM_SR_NCTAID_X: case VM_SR_NCTAID_Y: case VM_SR_NCTAID_Z: { uint32_t v = c->grid[in->k - VM_SR_NCTAID_X]; BIN(u32, v); break; }
        case VM_SR_WARPSIZE: BIN(u32, 32u); break;
        case VM_SR_LANEID: BIN(u32, (uint32_t)l); break;
        case VM_SR_WARPID: { uint32_t v = (uint32_t)w->index; BIN(u32, v); break; }
        case VM_SR_SMID: { uint32_t v = (uint32_t)(blk->linear % (uint64_t)X->cfg->props->multiProcessorCount); BIN(u32, v); break; }
        case VM_SR_NSMID: { uint32_t v = (uint32_t)X->cfg->props->multiProcessorCount; BIN(u32, v); break; }
        case VM_SR_CLOCK: case VM_SR_CLOCK64: case VM_SR_GLOBALTIMER: {
            /* a modelled cycle counter: launch start + 4 cycles per warp instruction of the block */
            uint64_t v = X->cfg->clock_base + STEPS_NOW * 4;
            if (in->k == VM_SR_GLOBALTIMER)
                v = v * 1000000ull / (uint64_t)X->cfg->props->clockRate;
            BIN(u64, v);
            break;
        }
        case VM_SR_LANEMASK_EQ: BIN(u32, 1u << l); break;
        case VM_SR_LANEMASK_LT: BIN(u32, (1u << l) - 1); break;
        case VM_SR_LANEMASK_LE: BIN(u32, (uint32_t)((2ull << l) - 1)); break;
        case VM_SR_LANEMASK_GT: BIN(u32, ~(uint32_t)((2ull << l) - 1)); break;
        case VM_SR_LANEMASK_GE: BIN(u32, ~((1u << l) - 1)); break;
        case VM_SR_DYNSMEM_SIZE: { uint32_t v = c->dyn_shared; BIN(u32, v); break; }
        default: break;
        }
    )


    ALU(ADDRPRED,
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            uint64_t a = ra->u64[l], v = 0;
            dm_window wa = dm_window_of(M, a);
            switch (in->k) {
            case 0: v = wa == DM_W_GLOBAL || wa == DM_W_PARAM; break; /* H200: a __grid_constant__
                                                                         parameter is global too */
            case 1: v = wa == DM_W_SHARED; break;
            case 2: v = wa == DM_W_CONST; break;
            case 3: v = wa == DM_W_LOCAL; break;
            case 4: v = wa == DM_W_PARAM; break;
            case 5: v = a - M->shared_base; break;
            case 6: v = a - M->local_base; break;
            case 7: v = a - M->const_base; break;
            case 8: v = a; break;
            case 9: v = M->shared_base + (uint32_t)a; break;
            case 10: v = M->local_base + (uint32_t)a; break;
            case 11: v = M->const_base + (uint32_t)a; break;
            default: v = a; break;
            }
            if (in->k <= 4)
                rd->u32[l] = (uint32_t)v;
            else
                rd->u64[l] = v;
        }
    )
    ALU(MATH_F32, BIN(f32, vm_math_f32(in->k, ra->f32[l], rb->f32[l], rc->f32[l]));)
    ALU(MATH_F64, BIN(f64, vm_math_f64(in->k, ra->f64[l], rb->f64[l], rc->f64[l]));)
    ALU(INTRIN,
        uint64_t res[32];
        uint8_t x = in->x;
        LANES(res[l] = vm_intrin(in->k, (x & 1) ? ra->u64[l] : ra->u32[l],
                                 (x & 2) ? rb->u64[l] : rb->u32[l], (x & 4) ? rc->u64[l] : rc->u32[l]));
        if (x & 8)
            BIN(u64, res[l]);
        else
            BIN(u32, (uint32_t)res[l]);
    )

    /* ---- fences, atomics, the active mask ----
     * An atomic is one read-modify-write per lane, in lane order; on shared memory it is seen
     * by the block's other warps only, so the warps of a gang may make theirs one after the
     * other as any interleaving would (a global one waits for the warp's turn: MEM_GATE). */
    ALU_SLOW(FENCE,
        if (__builtin_expect(X->weak != NULL, 0))
            weak_fence(X, w, mask, VM_MF_SCOPE(in->f));
        if (SANITIZED)
            dm_san_fence(san, (uint32_t)blk->linear, (uint32_t)w->index, mask, VM_MF_SCOPE(in->f));
    )
    ALU_SLOW(ATOM,
        const unsigned vt_ = VM_ATOM_VT(in->x);
        int size = (vt_ == 3 || vt_ == 4 || vt_ == 6) ? 8 : vt_ == 7 ? 2 : vt_ == 8 ? 1 : 4;
        /* on the pool, an update that blocks may make together (claims.h) */
        const unsigned kind_ = __builtin_expect(X->par != NULL, 0) ? atom_kind(in->k, in->x) : 0;
        uint64_t addr[32];
        uint8_t *hp[32];
        uintptr_t shd_;
        bool added_ = false;
        if (!TRACED && !SANITIZED && !X->weak && VM_MF_SPACE(in->f) != VM_SP_GLOBAL &&
            shared_lanes(X, w, mask, ra->u64, 0, size, &shd_)) {
            /* every lane in the block's shared memory: no gate, nothing to check */
            if (in->k == ATOM_ADD && (vt_ == 1 || vt_ == 2)) {
                /* the 32-bit integer atomicAdd of a shared histogram, lane after lane */
                for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
                    int l = __builtin_ctz(m_);
                    uint8_t *p_ = (uint8_t *)(uintptr_t)(ra->u64[l] + shd_);
                    uint32_t old_, new_;
                    memcpy(&old_, p_, 4);
                    new_ = old_ + rb->u32[l];
                    memcpy(p_, &new_, 4);
                    rd->u32[l] = old_;
                }
                added_ = true;
            } else {
                MLANES(addr[l] = ra->u64[l]);
                MLANES(hp[l] = (uint8_t *)(uintptr_t)(addr[l] + shd_));
            }
        } else {
            MLANES(addr[l] = ra->u64[l]);
            MEM_GATE(ra->u64[__builtin_ctz(mask)]);
            X->par_kind = (uint8_t)kind_;
            bool ok_ = translate(X, w, mask, pc, addr, size, true, hp);
            X->par_kind = 0;
            if (!ok_)
                goto out_stop_saved;
            if (TRACED)
                dm_trace_mem(tr, addr, size, true, true);
            if (SANITIZED)
                dm_san_access(san, (uint32_t)blk->linear, (uint32_t)w->index, mask, addr, size,
                              DM_SAN_ATOMIC, VM_MF_ORDER(in->f), VM_MF_SCOPE(in->f), pc);
            for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
                int l = __builtin_ctz(m_);
                if (dm_window_of(M, addr[l]) == DM_W_LOCAL) {
                    fail(X, DM_cudaErrorIllegalAddress, "atomic operation on local memory at 0x%llx "
                         "(at %s:%d): atomics work on global and shared memory only (" CR_GUIDE_5_4_5 ")",
                         (unsigned long long)addr[l], loc_file(X, pc), loc_line(X, pc));
                    goto out_stop_saved;
                }
                if (VM_MF_SPACE(in->f) == VM_SP_GLOBAL && dm_window_of(M, addr[l]) != DM_W_GLOBAL) {
                    /* an H200 reports cudaErrorLaunchFailure (builtins-faults@2) */
                    fail(X, DM_cudaErrorLaunchFailure, "atomicAdd of a vector type on 0x%llx, which is "
                         "not global memory (at %s:%d; " CR_GUIDE_5_4_5_1_1 ": float2 and float4 atomicAdd "
                         "work on global memory only)", (unsigned long long)addr[l], loc_file(X, pc),
                         loc_line(X, pc));
                    goto out_stop_saved;
                }
            }
        }
        uint64_t res[32];
        for (uint32_t m_ = added_ ? 0 : mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            uint64_t v = size == 8 ? rb->u64[l] : rb->u32[l];
            uint64_t cmpv = size == 8 ? rc->u64[l] : rc->u32[l];
            if (kind_ && dm_window_of(M, addr[l]) == DM_W_GLOBAL) {
                atomic_update(hp[l], in->k, vt_, v);
                res[l] = 0; /* (unused) */
            } else
                res[l] = X->weak ? weak_rmw(X, w, l, in->f, addr[l], hp[l], size, in->k, (int)vt_, v, cmpv)
                                 : atomic_rmw(hp[l], in->k, (int)vt_, v, cmpv,
                                              dm_window_of(M, addr[l]) == DM_W_GLOBAL);
        }
        for (uint32_t m_ = added_ ? 0 : mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            if (size == 8)
                rd->u64[l] = res[l];
            else
                rd->u32[l] = (uint32_t)res[l];
        }
    )
    ALU_SLOW(ATOM16,
        MEM_GATE(ra->u64[__builtin_ctz(mask)]);
        uint64_t addr[32], vaddr[32], caddr[32];
        uint8_t *hp[32], *hv[32], *hc[32];
        MLANES(addr[l] = ra->u64[l]);
        MLANES(vaddr[l] = rb->u64[l]);
        MLANES(caddr[l] = rc->u64[l]);
        /* the 16-byte alignment rule of §5.4.5.1.10-11: translate checks it */
        if (!translate(X, w, mask, pc, addr, 16, true, hp) ||
            !translate(X, w, mask, pc, vaddr, 16, false, hv) ||
            !translate(X, w, mask, pc, caddr, 16, true, hc))
            goto out_stop_saved;
        if (TRACED)
            dm_trace_mem(tr, addr, 16, true, true);
        if (SANITIZED)
            dm_san_access(san, (uint32_t)blk->linear, (uint32_t)w->index, mask, addr, 16,
                          DM_SAN_ATOMIC, VM_MF_ORDER(in->f), VM_MF_SCOPE(in->f), pc);
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            if (dm_window_of(M, addr[l]) == DM_W_LOCAL) {
                fail(X, DM_cudaErrorIllegalAddress, "atomic operation on local memory at 0x%llx "
                     "(at %s:%d): atomics work on global and shared memory only (" CR_GUIDE_5_4_5 ")",
                     (unsigned long long)addr[l], loc_file(X, pc), loc_line(X, pc));
                goto out_stop_saved;
            }
        }
        for (uint32_t m_ = mask; m_; m_ &= m_ - 1) {
            int l = __builtin_ctz(m_);
            uint8_t val[16], cmp[16];
            memcpy(val, hv[l], 16);
            memcpy(cmp, hc[l], 16);
            vm_atomic16(hp[l], in->k, val, cmp, hc[l]);
            rd->i32[l] = in->k == ATOM_CAS && !memcmp(cmp, hc[l], 16);
        }
    )
    ALU(ACTMASK, uint32_t v = mask; BIN(u32, v);)
