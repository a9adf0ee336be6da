/* opcodes.h — the bytecode, declared once (STYLE §5).
 *
 * Each entry: X(NAME, FORMAT, "semantics"). FORMAT names the operands an instruction uses, for
 * the disassembler, the verifier (verify.c) and the divergence analysis (uniform.c), one letter
 * each: d = destination register, v = a source register in the d field (a fused store's
 * value), a/b/c = source registers; the k field: k = 32-bit immediate, t = a jump target (an
 * instruction of the same function), u = a function (its index), y = a symbol (its index),
 * p = a 64-bit constant (its index in the pool), K = a source register; the c field as other
 * than a register: s = a __shared__ symbol, n = a 16-bit immediate; f = flags byte, x = extra
 * byte. Registers are 64-bit per lane and each
 * instruction runs for every active lane of a warp; "i32"/"u32"/"f32" read the low 32 bits.
 * The enum, the name table, the operand formats, the disassembler and the dispatch table of the
 * executor are all expanded from this list.
 */
#ifndef CR_OPCODES_H
#define CR_OPCODES_H

#define VM_OPCODES(X)                                                                             \
    X(NOP,      "",      "nothing")                                                               \
    X(MOV,      "d a",   "R[d] := R[a] (64 bits)")                                                \
    X(MOV32,    "d a",   "R[d].u32 := R[a].u32")                                                  \
    X(LDI,      "d k",   "R[d].i64 := k, sign-extended (a 64-bit row)")                           \
    X(LDI32,    "d k",   "R[d].i32 := k (a 32-bit row)")                                          \
    X(LDK,      "d p",   "R[d] := pool[k], a 64-bit constant")                                   \
    /* 32-bit integer arithmetic */                                                               \
    X(ADD_I32,  "d a b", "R[d].i32 := R[a].i32 + R[b].i32 (wrapping)")                           \
    X(SUB_I32,  "d a b", "R[d].i32 := R[a].i32 - R[b].i32")                                      \
    X(MUL_I32,  "d a b", "R[d].i32 := R[a].i32 * R[b].i32")                                      \
    X(DIV_I32,  "d a b", "R[d].i32 := R[a].i32 / R[b].i32 (GPU result for /0 and INT_MIN/-1)")   \
    X(DIV_U32,  "d a b", "R[d].u32 := R[a].u32 / R[b].u32 (x/0 = 0xffffffff)")                   \
    X(REM_I32,  "d a b", "R[d].i32 := R[a].i32 % R[b].i32")                                      \
    X(REM_U32,  "d a b", "R[d].u32 := R[a].u32 % R[b].u32")                                      \
    X(AND_I32,  "d a b", "R[d].u32 := R[a].u32 & R[b].u32")                                      \
    X(OR_I32,   "d a b", "R[d].u32 := R[a].u32 | R[b].u32")                                      \
    X(XOR_I32,  "d a b", "R[d].u32 := R[a].u32 ^ R[b].u32")                                      \
    X(SHL_I32,  "d a b", "R[d].u32 := R[a].u32 << R[b].u32 (0 when the count is >= 32)")         \
    X(SHR_I32,  "d a b", "R[d].i32 := R[a].i32 >> R[b].u32 (arithmetic; sign fill when >= 32)")  \
    X(SHR_U32,  "d a b", "R[d].u32 := R[a].u32 >> R[b].u32 (0 when the count is >= 32)")         \
    X(NEG_I32,  "d a",   "R[d].i32 := -R[a].i32")                                                 \
    X(NOT_I32,  "d a",   "R[d].u32 := ~R[a].u32")                                                 \
    X(ADDK_I32, "d a k", "R[d].i32 := R[a].i32 + k")                                              \
    X(MULK_I32, "d a k", "R[d].i32 := R[a].i32 * k")                                              \
    X(ANDK_I32, "d a k", "R[d].u32 := R[a].u32 & k")                                              \
    X(SHLK_I32, "d a k", "R[d].u32 := R[a].u32 << k")                                             \
    X(SHRK_I32, "d a k", "R[d].i32 := R[a].i32 >> k")                                             \
    X(SHRK_U32, "d a k", "R[d].u32 := R[a].u32 >> k")                                             \
    /* 64-bit integer arithmetic */                                                               \
    X(ADD_I64,  "d a b", "R[d].i64 := R[a].i64 + R[b].i64")                                      \
    X(SUB_I64,  "d a b", "R[d].i64 := R[a].i64 - R[b].i64")                                      \
    X(MUL_I64,  "d a b", "R[d].i64 := R[a].i64 * R[b].i64")                                      \
    X(DIV_I64,  "d a b", "R[d].i64 := R[a].i64 / R[b].i64 (GPU result for /0)")                 \
    X(DIV_U64,  "d a b", "R[d].u64 := R[a].u64 / R[b].u64")                                      \
    X(REM_I64,  "d a b", "R[d].i64 := R[a].i64 % R[b].i64")                                      \
    X(REM_U64,  "d a b", "R[d].u64 := R[a].u64 % R[b].u64")                                      \
    X(AND_I64,  "d a b", "R[d].u64 := R[a].u64 & R[b].u64")                                      \
    X(OR_I64,   "d a b", "R[d].u64 := R[a].u64 | R[b].u64")                                      \
    X(XOR_I64,  "d a b", "R[d].u64 := R[a].u64 ^ R[b].u64")                                      \
    X(SHL_I64,  "d a b", "R[d].u64 := R[a].u64 << R[b].u32 (0 when the count is >= 64)")         \
    X(SHR_I64,  "d a b", "R[d].i64 := R[a].i64 >> R[b].u32 (arithmetic)")                       \
    X(SHR_U64,  "d a b", "R[d].u64 := R[a].u64 >> R[b].u32")                                     \
    X(NEG_I64,  "d a",   "R[d].i64 := -R[a].i64")                                                 \
    X(NOT_I64,  "d a",   "R[d].u64 := ~R[a].u64")                                                 \
    X(ADDK_I64, "d a k", "R[d].i64 := R[a].i64 + k")                                              \
    X(MULK_I64, "d a k", "R[d].i64 := R[a].i64 * k")                                              \
    X(LEA_I64,  "d a b k", "R[d].i64 := R[a].i64 + (int64)R[b].i32 * k (array indexing)")       \
    X(LEAU_I64, "d a b k", "R[d].i64 := R[a].i64 + (uint64)R[b].u32 * k")                       \
    X(LEAS_I64, "d b k s", "R[d] := &(__shared__ symbol c) + (int64)R[b].i32 * k")              \
    X(LEASU_I64, "d b k s", "R[d] := &(__shared__ symbol c) + (uint64)R[b].u32 * k")            \
    X(LDS32,    "d a k b x s f", "R[d].u32 := *(uint32 *)(&(__shared__ symbol c) + R[a] * k + "   \
                                 "R[b] * x): LEAS, LEA and LD32 in one, where nothing else reads " \
                                 "the address; R[a], R[b] are i32 (u32 where f bit 0, bit 1 "     \
                                 "says), k and x positive; x = 0: no R[b]")                       \
    X(STS32,    "v a k b x s f", "*(uint32 *)(&(__shared__ symbol c) + R[a] * k + R[b] * x) := "  \
                                 "R[d].u32: LEAS, LEA and ST32 in one, the operands as LDS32's; " \
                                 "the lanes store in lane order")                                 \
    /* floating point */                                                                          \
    X(ADD_F32,  "d a b", "R[d].f32 := R[a].f32 + R[b].f32")                                      \
    X(SUB_F32,  "d a b", "R[d].f32 := R[a].f32 - R[b].f32")                                      \
    X(MUL_F32,  "d a b", "R[d].f32 := R[a].f32 * R[b].f32")                                      \
    X(DIV_F32,  "d a b", "R[d].f32 := R[a].f32 / R[b].f32 (IEEE, round to nearest)")             \
    X(NEG_F32,  "d a",   "R[d].f32 := -R[a].f32")                                                 \
    X(FMA_F32,  "d a b c", "R[d].f32 := fma(R[a].f32, R[b].f32, R[c].f32), one rounding")         \
    X(ADD_F64,  "d a b", "R[d].f64 := R[a].f64 + R[b].f64")                                      \
    X(SUB_F64,  "d a b", "R[d].f64 := R[a].f64 - R[b].f64")                                      \
    X(MUL_F64,  "d a b", "R[d].f64 := R[a].f64 * R[b].f64")                                      \
    X(DIV_F64,  "d a b", "R[d].f64 := R[a].f64 / R[b].f64")                                      \
    X(NEG_F64,  "d a",   "R[d].f64 := -R[a].f64")                                                 \
    X(FMA_F64,  "d a b c", "R[d].f64 := fma(R[a].f64, R[b].f64, R[c].f64)")                       \
    /* comparisons: R[d].i32 := 0 or 1 */                                                         \
    X(EQ_I32,   "d a b", "R[a].i32 == R[b].i32")                                                  \
    X(NE_I32,   "d a b", "R[a].i32 != R[b].i32")                                                  \
    X(LT_I32,   "d a b", "R[a].i32 < R[b].i32")                                                   \
    X(LE_I32,   "d a b", "R[a].i32 <= R[b].i32")                                                  \
    X(LT_U32,   "d a b", "R[a].u32 < R[b].u32")                                                   \
    X(LE_U32,   "d a b", "R[a].u32 <= R[b].u32")                                                  \
    X(EQ_I64,   "d a b", "R[a].i64 == R[b].i64")                                                  \
    X(NE_I64,   "d a b", "R[a].i64 != R[b].i64")                                                  \
    X(LT_I64,   "d a b", "R[a].i64 < R[b].i64")                                                   \
    X(LE_I64,   "d a b", "R[a].i64 <= R[b].i64")                                                  \
    X(LT_U64,   "d a b", "R[a].u64 < R[b].u64")                                                   \
    X(LE_U64,   "d a b", "R[a].u64 <= R[b].u64")                                                  \
    X(EQ_F32,   "d a b", "R[a].f32 == R[b].f32 (false for NaN)")                                  \
    X(NE_F32,   "d a b", "R[a].f32 != R[b].f32 (true for NaN)")                                   \
    X(LT_F32,   "d a b", "R[a].f32 < R[b].f32")                                                   \
    X(LE_F32,   "d a b", "R[a].f32 <= R[b].f32")                                                  \
    X(EQ_F64,   "d a b", "R[a].f64 == R[b].f64")                                                  \
    X(NE_F64,   "d a b", "R[a].f64 != R[b].f64")                                                  \
    X(LT_F64,   "d a b", "R[a].f64 < R[b].f64")                                                   \
    X(LE_F64,   "d a b", "R[a].f64 <= R[b].f64")                                                  \
    X(LTK_I32,  "d a k", "R[a].i32 < k")                                                          \
    X(GTK_I32,  "d a k", "R[a].i32 > k")                                                          \
    X(LTK_U32,  "d a k", "R[a].u32 < (uint32)k")                                                  \
    X(GTK_U32,  "d a k", "R[a].u32 > (uint32)k")                                                  \
    X(EQK_I32,  "d a k", "R[a].i32 == k")                                                         \
    X(NEK_I32,  "d a k", "R[a].i32 != k")                                                         \
    X(NEK_I64,  "d a k", "R[a].i64 != k")                                                         \
    /* compare and branch (what the code generator makes of a comparison that decides a      */ \
    /* branch): x = vm_lanecmp kind, f = 1 to jump when the comparison is false               */ \
    X(BR_I32,   "a b t x f", "jump to k when (R[a].i32 x R[b].i32) != f")                        \
    X(BRK_I32,  "a n t x f", "jump to k when (R[a].i32 x (int16)c) != f")                        \
    /* conversions */                                                                             \
    X(SEXT8,    "d a",   "R[d].i32 := (int8)R[a]")                                                \
    X(ZEXT8,    "d a",   "R[d].u32 := (uint8)R[a]")                                               \
    X(SEXT16,   "d a",   "R[d].i32 := (int16)R[a]")                                               \
    X(ZEXT16,   "d a",   "R[d].u32 := (uint16)R[a]")                                              \
    X(SEXT32,   "d a",   "R[d].i64 := (int64)R[a].i32")                                           \
    X(ZEXT32,   "d a",   "R[d].u64 := (uint64)R[a].u32")                                          \
    X(TRUNC64,  "d a",   "R[d].u32 := (uint32)R[a].u64")                                          \
    X(BOOL_I32, "d a",   "R[d].i32 := R[a].u32 != 0")                                             \
    X(BOOL_I64, "d a",   "R[d].i32 := R[a].u64 != 0")                                             \
    X(BOOL_F32, "d a",   "R[d].i32 := R[a].f32 != 0 (NaN is true)")                               \
    X(BOOL_F64, "d a",   "R[d].i32 := R[a].f64 != 0")                                             \
    X(CVT,      "d a x", "R[d] := convert R[a] (x = vm_cvt kind: int<->float with GPU rules)")   \
    X(SEL,      "d a b c", "R[d] := R[a].i32 ? R[b] : R[c]")                                      \
    /* memory: f = space | order | scope (vm_mem_flags) */                                       \
    X(LD8S,     "d a k f", "R[d].i32 := *(int8 *)(R[a] + k)")                                    \
    X(LD8U,     "d a k f", "R[d].u32 := *(uint8 *)(R[a] + k)")                                   \
    X(LD16S,    "d a k f", "R[d].i32 := *(int16 *)(R[a] + k)")                                   \
    X(LD16U,    "d a k f", "R[d].u32 := *(uint16 *)(R[a] + k)")                                  \
    X(LD32,     "d a k f", "R[d].u32 := *(uint32 *)(R[a] + k)")                                  \
    X(LD64,     "d a k f", "R[d].u64 := *(uint64 *)(R[a] + k)")                                  \
    X(ST8,      "a b k f", "*(uint8 *)(R[a] + k) := R[b]")                                       \
    X(ST16,     "a b k f", "*(uint16 *)(R[a] + k) := R[b]")                                      \
    X(ST32,     "a b k f", "*(uint32 *)(R[a] + k) := R[b].u32")                                  \
    X(ST64,     "a b k f", "*(uint64 *)(R[a] + k) := R[b].u64")                                  \
    X(MEMCPY,   "a b k", "copy k bytes from R[b] to R[a] (aggregates)")                           \
    X(MEMCPYR,  "a b c", "copy R[c].u64 bytes from R[b] to R[a] (memcpy)")                        \
    X(MEMSETR,  "a b c", "set R[c].u64 bytes at R[a] to R[b].u8 (memset)")                        \
    /* __int128 (its values in memory, as aggregates are): vmmath.h VI128_* */                   \
    X(I128,     "a b c k", "*(int128 *)R[c] := operation k of *(int128 *)R[a] (or R[a], a "      \
                           "scalar to convert) and *(int128 *)R[b] (or R[b].u32, a shift count)") \
    X(I128V,    "d a b k", "R[d] := operation k of *(int128 *)R[a] and *(int128 *)R[b]: a "     \
                           "comparison (i32), a conversion (u64, f64, f32) or a truth (i32)")    \
    X(LEA_LOCAL,  "d k", "R[d] := address of this thread's local frame + k")                      \
    X(LEA_SHARED, "d y", "R[d] := shared window + k (static __shared__)")                         \
    X(LEA_DYNSH,  "d",   "R[d] := shared window + the block's static shared size (extern [])")   \
    X(LEA_SYM,    "d y", "R[d] := device address of program symbol k")                            \
    X(LEA_PARAM,  "d k", "R[d] := param window + k")                                              \
    X(LDPARAM,    "d k x", "R[d] := x bytes of the kernel's parameters at offset k")              \
    X(LEA_FUNC,   "d u", "R[d] := address of function k (for function pointers)")                 \
    X(SREG,       "d k", "R[d] := special register k (vm_sreg: tid, ntid, ctaid, laneid, ...)")  \
    /* control */                                                                                 \
    X(JMP,      "t",     "pc := k")                                                               \
    X(BRZ,      "a t",   "if R[a].i32 == 0 then pc := k (lanes may diverge)")                     \
    X(BRNZ,     "a t",   "if R[a].i32 != 0 then pc := k")                                         \
    X(JOIN,     "",      "reconvergence point: lanes waiting here merge")                         \
    X(CALL,     "d a u", "call function k with arguments in R[a..]; its frame starts at R[a]; "   \
                         "result to R[d]")                                                        \
    X(CALLI,    "d a b", "call the function whose address is in R[b]; as CALL")                   \
    X(RET,      "a",     "return R[a] to the caller")                                             \
    X(RETV,     "",      "return without a value")                                                \
    X(EXIT,     "",      "the thread exits")                                                      \
    X(TRAP,     "k",     "the launch fails: k = 0 __trap(), 1 __builtin_unreachable, 2 no return, "\
                         "3 false __builtin_assume, 4 misaligned __builtin_assume_aligned, "      \
                         "5 grid.sync() without a cooperative launch, 6 a null pointer nvcc sees")       \
    X(BRKPT,    "",      "__brkpt(): stop and report")                                            \
    X(ASSERTF,  "k",     "assertion failed: message pool entry k")                                \
    /* SIMT, synchronisation and warp-wide operations */                                         \
    X(BAR,      "d a k x", "block barrier: x = kind (sync/count/and/or), k = barrier id, "        \
                           "R[a] = predicate")                                                    \
    X(SYNCWARP, "a",     "__syncwarp(R[a].u32)")                                                  \
    X(ACTMASK,  "d",     "R[d].u32 := lanes executing this instruction together")                \
    X(VOTE,     "d a b k", "R[d] := vote k (all/any/ballot/uni) of predicate R[b] over mask R[a]") \
    X(SHFL,     "d a b c K f x", "shuffle R[b] over mask R[a] from lane/delta R[c], width R[k]; " \
                                 "f = mode (idx/up/down/xor), x = bytes")                        \
    X(MATCH,    "d a b c k x", "match any/all of R[b] over mask R[a]; k = mode, x = bytes; "      \
                               "__match_all_sync stores its predicate at R[c]")                  \
    X(REDUX,    "d a b k", "warp reduction k (op | 16 if signed) of R[b] over mask R[a]")         \
    X(FENCE,    "f",     "memory fence (scope in f)")                                             \
    X(ATOM,     "d a b c k f", "atomic op k on *(R[a]) with R[b] (the comparand R[c] for CAS); "    \
                               "old value to R[d]; x = value type (1 i32, 2 u32, 3 i64, 4 u64, "  \
                               "5 f32, 6 f64, 7 16 bits, 8 8 bits)")                              \
    X(ATOM16,   "d a b c k f", "16-byte atomic op k (exch, CAS, load, store) on *(R[a]) with the "\
                               "value at R[b]; the comparand at R[c] is replaced by the old value;" \
                               " R[d].i32 := 1 if a CAS stored, else 0")                          \
    /* built-in functions */                                                                      \
    X(MATH_F32, "d a b c k", "R[d].f32 := float math function k of R[a], R[b], R[c]")           \
    X(MATH_F64, "d a b c k", "R[d].f64 := double math function k")                                \
    X(INTRIN,   "d a b c k x", "R[d] := intrinsic k (vmmath.h VI_*) of the bit patterns R[a], "  \
                               "R[b], R[c]; x bits 0-2: a/b/c is a 64-bit row, bit 3: d is")      \
    X(PRINTF,   "d a k x", "device printf: format R[a], x arguments in R[a+2], R[a+4], ...; "     \
                           "strings[k] = their types")                                            \
    X(MALLOC,   "d a",   "R[d] := device malloc(R[a].u64)")                                      \
    X(MALLOC_ALIGNED, "d a b", "R[d] := device heap block of R[a].u64 bytes at a multiple of "    \
                               "R[b].u64 (__nv_aligned_device_malloc)")                           \
    X(FREE,     "a",     "device free(R[a])")                                                     \
    X(NANOSLEEP, "a",    "__nanosleep(R[a].u32)")                                                 \
    X(RNGSKIP,  "a b k", "cuRAND skip-ahead (vmrng.h): the XORWOW state at R[a] (five words) "  \
                         "moves R[b].u64 * 2^k draws ahead; k >= VM_RNG_MRG: the MRG32k3a "        \
                         "state (six words), 2^(k - VM_RNG_MRG)")                                  \
    X(WMMA,     "d a b c K f x", "mma_sync (vmwmma.h): the fragments D at R[d], A at R[b], B at R[c], " \
                                 "C at R[k] of the lanes of mask R[a], warp-wide; f << 8 | x: the " \
                                 "descriptor")                                                     \
    X(WMMALS,   "a b c f x", "load_matrix_sync or store_matrix_sync (vmwmma.h): the fragment at "  \
                             "R[a], the matrix at R[b], leading dimension R[c]; f << 8 | x: the "  \
                             "descriptor")                                                         \
    X(ADDRPRED, "d a k", "R[d] := address space predicate/conversion k of R[a]")                  \
    X(LAUNCH,   "d a k", "launch kernel k from device code (dynamic parallelism) with the record "  \
                         "at R[a] (vm.h VM_LAUNCH_*); R[d].i32 := its cudaError_t, also the "      \
                         "thread's last error when not 0")                                        \
    X(DEVRT,    "d k",   "device runtime k: 0 R[d].i32 := the thread's last error, cleared "       \
                         "(cudaGetLastError), 1 the same, kept (cudaPeekAtLastError), 2 R[d] := "  \
                         "a new stream handle")                                                   \
    X(STACKSAVE, "d a",  "R[d] := alloca(R[a].u64) from this thread's local memory")

typedef enum {
#define VM_OP_ENUM(name, fmt, doc) OP_##name,
    VM_OPCODES(VM_OP_ENUM)
#undef VM_OP_ENUM
    OP_COUNT
} vm_opcode;

/* The instructions of exec_ops.h, which both dispatch loops run (run_gang's dispatch table; the
 * compiler checks the list: a name without its instruction is an undefined label there, an
 * instruction left out an unused one). */
#define VM_LANEWISE_OPS(X) \
    X(MOV) X(MOV32) X(LDI) X(LDI32) X(LDK) X(ADD_I32) X(SUB_I32) X(MUL_I32) X(DIV_I32) \
    X(DIV_U32) X(REM_I32) X(REM_U32) X(AND_I32) X(OR_I32) X(XOR_I32) X(SHL_I32) X(SHR_I32) \
    X(SHR_U32) X(NEG_I32) X(NOT_I32) X(ADDK_I32) X(MULK_I32) X(ANDK_I32) X(SHLK_I32) X(SHRK_I32) \
    X(SHRK_U32) X(ADD_I64) X(SUB_I64) X(MUL_I64) X(DIV_I64) X(DIV_U64) X(REM_I64) X(REM_U64) \
    X(AND_I64) X(OR_I64) X(XOR_I64) X(SHL_I64) X(SHR_I64) X(SHR_U64) X(NEG_I64) X(NOT_I64) \
    X(ADDK_I64) X(MULK_I64) X(LEA_I64) X(LEAU_I64) X(ADD_F32) X(SUB_F32) X(MUL_F32) X(DIV_F32) \
    X(NEG_F32) X(FMA_F32) X(ADD_F64) X(SUB_F64) X(MUL_F64) X(DIV_F64) X(NEG_F64) X(FMA_F64) \
    X(EQ_I32) X(NE_I32) X(LT_I32) X(LE_I32) X(LT_U32) X(LE_U32) X(EQ_I64) X(NE_I64) X(LT_I64) \
    X(LE_I64) X(LT_U64) X(LE_U64) X(EQ_F32) X(NE_F32) X(LT_F32) X(LE_F32) X(EQ_F64) X(NE_F64) \
    X(LT_F64) X(LE_F64) X(LTK_I32) X(GTK_I32) X(LTK_U32) X(GTK_U32) X(EQK_I32) X(NEK_I32) \
    X(NEK_I64) X(SEXT8) X(ZEXT8) X(SEXT16) X(ZEXT16) X(SEXT32) X(ZEXT32) X(TRUNC64) X(BOOL_I32) \
    X(BOOL_I64) X(BOOL_F32) X(BOOL_F64) X(CVT) X(SEL) X(LD8S) X(LD8U) X(LD16S) X(LD16U) X(LD32) \
    X(LD64) X(ST8) X(ST16) X(ST32) X(ST64) X(LEAS_I64) X(LEASU_I64) X(LDS32) X(STS32) X(LEA_SHARED) \
    X(LEA_DYNSH) \
    X(LEA_SYM) X(LEA_PARAM) X(LDPARAM) X(LEA_FUNC) X(SREG) X(ADDRPRED) X(MATH_F32) X(MATH_F64) \
    X(INTRIN) X(FENCE) X(ATOM) X(ATOM16) X(ACTMASK) X(LEA_LOCAL) X(MEMCPY) X(MEMCPYR) \
    X(MEMSETR)

#endif
