/* cg.c — code generation (see cg.h).
 *
 * Registers: a function's frame starts with its parameters (R0..), then one register per
 * scalar local, then temporaries allocated like a stack and released after each statement.
 * A call evaluates its arguments into the next free registers and the callee's frame starts
 * there (as in Lua), so arguments are never copied. Every register holds one register class
 * (i32, i64, f32, f64); i32 values use the first half of a vm_reg row, so 32-bit lanes are
 * contiguous too.
 */
#include <string.h>

#include "interp/front/builtins.h"
#include "interp/front/cg.h"
#include "interp/front/cg_asm.h"
#include "interp/front/contract.h"
#include "interp/front/parse.h"
#include "interp/vm/lanes.h"
#include "interp/vm/uniform.h"
#include "interp/vm/vmmath.h"

typedef struct {
    uint32_t pc;
    int label;
} fixup;

typedef struct cg_inline cg_inline;

/* A loop-invariant expression computed before its loop (gen_loop): its register. */
typedef struct {
    parse_node *n;
    int reg;
} cg_hoist;

typedef struct cg {
    vm_program *P;
    sess_diags *d;
    ty_basics *B;
    sess_arena *arena;
    parse_func *fn;
    vm_func *vf;
    int next_reg, max_reg, locals_top;
    uint32_t frame;
    VEC(int32_t) labels;
    VEC(fixup) fixups;
    int break_label, continue_label;
    int continue_used;      /* a `continue` jumps to continue_label */
    VEC(uint32_t) callees;
    bool calls_indirect;
    lex_token *tok;
    parse_node *discard; /* an expression whose value nobody uses */
    parse_node *want_split; /* a call whose struct result is wanted in registers, */
    parse_var *split_result; /* and where an inlined body left it (or NULL: at its address) */
    parse_node *frame_result; /* a call whose struct result is read at once: it may stay in
                                 the callee's frame (no copy out of it) */
    cg_contract *K;      /* where multiplies and adds are fused (contract.c) */
    int errors;
    parse_func *root;    /* the function being compiled (C->fn is an inlined one's inside it) */
    cg_inline *inl;      /* the innermost body being inlined, or NULL */
    VEC(uint32_t) inlined; /* functions inlined into root (vm_func.inlined) */
    bool no_inline;      /* compile every call as a call */
    sess_map defined;    /* this unit's function definitions by table key */
    lex_token *site;     /* a program's call of an inlined library function: where its
                            instructions are said to be */
    VEC(cg_hoist) hoist; /* the enclosing loops' invariant expressions (gen reads their
                            registers) */
    unsigned fp_mode;    /* CG_FP_*: nvcc's --use_fast_math, --ftz, ... (emit) */
    struct {             /* seen_null's answers for null_fn's pointer variables (a function's
                            body is walked once per variable, not per dereference) */
        const parse_func *fn;
        const parse_var *var[8];
        bool null[8];
        int n;
    } nulls;
} cg;

/* A thread's local memory (stack frame) on sm_90: 512 KiB; the frame size saturates at
 * CG_FRAME_CAP while it is added up. Static shared memory of a block: 48 KiB. */
#define CG_MAX_LOCAL 0x80000u
#define CG_FRAME_CAP 0x7fff0000u
#define CG_MAX_STATIC_SHARED 0xc000u

/* ---- Names ------------------------------------------------------------------------------ */

/* The table key of NAME: the name itself, or under the program's unit prefix (an NVRTC
 * module's functions and variables live in their own namespace of the one program). */
static const char *cg_key(cg *C, const char *name)
{
    if (!C->P->unit_prefix)
        return name;
    return sess_arena_printf(C->arena, "%s%s", C->P->unit_prefix, name);
}

static uint32_t cg_func_index(cg *C, const char *name)
{
    return vm_func_index(C->P, cg_key(C, name));
}

static uint32_t cg_sym_index(cg *C, const char *name)
{
    return vm_sym_index(C->P, cg_key(C, name));
}

static vm_func *cg_find_func(cg *C, const char *name)
{
    return vm_find_func(C->P, cg_key(C, name));
}

/* ---- Emission -------------------------------------------------------------------------- */

static void cg_error(cg *C, lex_token *t, const char *fmt, const char *arg)
{
    C->errors++;
    if (!t)
        t = C->tok;
    sess_diag(C->d, CR_SEV_ERROR, t ? t->file : NULL, t ? t->line : 0, t ? t->col : 0, fmt, arg);
}

/* After linking, each kernel's static shared memory is known: more than 48 KiB fails to
 * compile, as ptxas says "uses too much shared data (0x13880 bytes, 0xc000 max)"; the rest
 * must come from dynamic shared memory (cudaFuncSetAttribute, seed 000 §7.10.1). */
static void check_shared(cg *C, parse_unit *unit)
{
    for (size_t i = 0; i < unit->funcs.len; i++) {
        parse_func *f = unit->funcs.p[i];
        vm_func *vf = f->is_defined ? cg_find_func(C, f->name) : NULL;
        if (!vf || !vf->is_kernel || vf->static_shared <= CG_MAX_STATIC_SHARED)
            continue;
        char msg[200];
        snprintf(msg, sizeof msg, "kernel '%s' uses too much shared data (0x%x bytes, 0x%x max); "
                 "more than 48 KiB must be dynamic shared memory", f->name, vf->static_shared,
                 CG_MAX_STATIC_SHARED);
        cg_error(C, f->tok, "%s", msg);
    }
}

static uint32_t emit_raw(cg *C, vm_opcode op, int d, int a, int b, int c, int32_t k, uint8_t f,
                         uint8_t x)
{
    vm_insn in = {(uint16_t)op, f, x, (uint16_t)d, (uint16_t)a, (uint16_t)b, (uint16_t)c, k};
    VEC_PUSH(C->P->code, in);
    vm_loc l = {0, 0};
    lex_token *t = C->site ? C->site : C->tok;
    if (t) {
        l.file = vm_add_string(C->P, t->file ? t->file : "<input>");
        l.line = t->line;
    }
    VEC_PUSH(C->P->locs, l);
    return (uint32_t)C->P->code.len - 1;
}

/* ---- nvcc's floating-point options (docs/math-h200.md, "Fast math") ----------------------
 * The program's f32 instructions are rewritten as they are emitted: under --use_fast_math a
 * math function becomes the fast intrinsic nvcc's PTX shows (expf: ex2.approx of x * log2(e),
 * that is __expf), under --prec-div=false a division is div.full / rcp.approx (__fdividef),
 * and under --ftz=true the operations whose PTX carries .ftz read and write subnormals as zeros
 * of their sign (VI_FTZ_F32 around the instruction). Inline PTX says its own qualifiers and
 * is emitted past this (asm_emit). Under --fmad=false no function has a contraction plan
 * (contract_plan), and the math functions whose library code nvcc then compiles with other
 * roundings become their _NOFMAD forms (nofmad_func). */

/* the float math function ID as --use_fast_math compiles it */
static int fast_func(int id)
{
    switch (id) {
    case BM_EXP: return BM_FAST_EXP;
    case BM_EXP10: return BM_FAST_EXP10;
    case BM_LOG: return BM_FAST_LOG;
    case BM_LOG2: return BM_FAST_LOG2;
    case BM_LOG10: return BM_FAST_LOG10;
    case BM_SIN: return BM_FAST_SIN;
    case BM_COS: return BM_FAST_COS;
    case BM_TAN: return BM_FAST_TAN;
    case BM_POW: return BM_FAST_POW;
    case BM_TANH: return BM_FAST_TANH;
    default: return id;
    }
}

/* the math function ID as --fmad=false compiles it: jnf, y0, y1, yn, pow and tgamma are
 * rounded otherwise (cudamath.h); the float and the double form share the id */
static int nofmad_func(int id)
{
    switch (id) {
    case BM_JN: return BM_JN_NOFMAD;
    case BM_Y0: return BM_Y0_NOFMAD;
    case BM_Y1: return BM_Y1_NOFMAD;
    case BM_YN: return BM_YN_NOFMAD;
    case BM_POW: return BM_POW_NOFMAD;
    case BM_TGAMMA: return BM_TGAMMA_NOFMAD;
    default: return id;
    }
}

/* (cg.h) the one place where the options choose a math function's form */
int cg_fp_func(int id, bool f64, unsigned fp_mode)
{
    if (!f64 && (fp_mode & CG_FP_FAST_FUNCS))
        id = fast_func(id);
    if (!f64 && (fp_mode & CG_FP_APPROX_SQRT) && id == BM_SQRT)
        id = BM_FAST_SQRT; /* sqrt.approx */
    if (!f64 && (fp_mode & CG_FP_APPROX_DIV) && id == BM_FDIVIDE)
        id = BM_FAST_DIV;
    if (fp_mode & CG_FP_NO_FMAD)
        id = nofmad_func(id);
    return id;
}

/* The operands of the f32 math function ID that --ftz=true flushes (1 a, 2 b, 4 c; 8 the
 * result): those whose PTX has .ftz under the option (add.rn.ftz, min.ftz, cvt.rmi.ftz,
 * ex2.approx.ftz, ...); 0 for the library functions and tanh.approx, which has no .ftz. */
static unsigned ftz_math(int id)
{
    if ((id >= BM_FMA_RN && id <= BM_FMA_RD) || id == BM_FMA)
        return 15;
    if ((id >= BM_ADD_RN && id <= BM_DIV_RD) || id == BM_FMIN || id == BM_FMAX ||
        id == BM_FAST_POW || id == BM_FAST_DIV || id == BM_FDIVIDE)
        return 11;
    if ((id >= BM_RCP_RN && id <= BM_SQRT_RD) || id == BM_FABS || id == BM_FLOOR ||
        id == BM_CEIL || id == BM_EXP2 || id == BM_RSQRT || id == BM_SQRT || id == BM_FAST_SQRT ||
        id == BM_SATURATE || (id >= BM_FAST_EXP && id <= BM_FAST_LOG10))
        return 9;
    return 0;
}

/* which registers of the f32 instruction OP --ftz=true flushes (as ftz_math) */
static unsigned ftz_operands(vm_opcode op, int32_t k, uint8_t x)
{
    switch (op) {
    case OP_ADD_F32: case OP_SUB_F32: case OP_MUL_F32: case OP_DIV_F32: return 11;
    case OP_FMA_F32: return 15;
    case OP_NEG_F32: return 9;
    case OP_EQ_F32: case OP_NE_F32: case OP_LT_F32: case OP_LE_F32: return 3;
    case OP_BOOL_F32: return 1;
    case OP_CVT: return x == VM_CVT_F64_F32 ? 1 : x == VM_CVT_F32_F64 ? 8 : 0;
    case OP_MATH_F32: return ftz_math(k);
    default: return 0;
    }
}

static uint32_t emit(cg *C, vm_opcode op, int d, int a, int b, int c, int32_t k, uint8_t f, uint8_t x)
{
    unsigned fp = C->fp_mode;
    if (!fp)
        return emit_raw(C, op, d, a, b, c, k, f, x);
    if (op == OP_MATH_F32 || op == OP_MATH_F64)
        k = cg_fp_func(k, op == OP_MATH_F64, fp);
    if ((fp & CG_FP_APPROX_DIV) && op == OP_DIV_F32) { /* div.full, as __fdividef */
        op = OP_MATH_F32;
        k = BM_FAST_DIV;
    }
    unsigned fl = fp & CG_FP_FTZ ? ftz_operands(op, k, x) : 0;
    if (!fl)
        return emit_raw(C, op, d, a, b, c, k, f, x);
    /* the flushed operands go to rows above every register the instruction names */
    int top = C->next_reg, src[3] = {a, b, c};
    for (int i = 0; i < 4; i++)
        if ((i < 3 ? src[i] : d) + 1 > top)
            top = (i < 3 ? src[i] : d) + 1;
    for (int i = 0; i < 3; i++)
        if (fl & (1u << i)) {
            int t = top | 1; /* odd rows are 32-bit (alloc_reg) */
            top = t + 1;
            if (top > C->max_reg)
                C->max_reg = top;
            emit_raw(C, OP_INTRIN, t, src[i], 0, 0, VI_FTZ_F32, 0, 0);
            src[i] = t;
        }
    uint32_t at = emit_raw(C, op, d, src[0], src[1], src[2], k, f, x);
    if (fl & 8)
        emit_raw(C, OP_INTRIN, d, d, 0, 0, VI_FTZ_F32, 0, 0);
    return at;
}

#define E0(op) emit(C, OP_##op, 0, 0, 0, 0, 0, 0, 0)
#define E1(op, d) emit(C, OP_##op, d, 0, 0, 0, 0, 0, 0)
#define E2(op, d, a) emit(C, OP_##op, d, a, 0, 0, 0, 0, 0)
#define E3(op, d, a, b) emit(C, OP_##op, d, a, b, 0, 0, 0, 0)
#define EK(op, d, a, k) emit(C, OP_##op, d, a, 0, 0, k, 0, 0)

/* Registers have a fixed width by number: even rows hold 64-bit values, odd rows 32-bit ones,
 * in every function, so lanes that run different code never mix widths in one row (the VM
 * keeps 32-bit lanes contiguous). Temporaries are allocated like a stack from next_reg. */
static int alloc_reg(cg *C, bool w64)
{
    int r = C->next_reg;
    if ((r & 1) == w64)
        r++;
    C->next_reg = r + 1;
    if (C->next_reg > C->max_reg)
        C->max_reg = C->next_reg;
    if (C->next_reg >= 60000)
        cg_error(C, NULL, "function '%s' needs too many registers", C->fn->name);
    return r;
}

static bool is64(ty_type *t);

static int reg32(cg *C)
{
    return alloc_reg(C, false);
}

static int reg64(cg *C)
{
    return alloc_reg(C, true);
}

static int reg_ty(cg *C, ty_type *t)
{
    return alloc_reg(C, is64(t));
}

static int new_label(cg *C)
{
    VEC_PUSH(C->labels, -1);
    return (int)C->labels.len - 1;
}

static void place_label(cg *C, int l)
{
    C->labels.p[l] = (int32_t)E0(JOIN);
}

static void jump_to(cg *C, vm_opcode op, int cond_reg, int label)
{
    uint32_t pc = emit(C, op, 0, cond_reg, 0, 0, 0, 0, 0);
    fixup f = {pc, label};
    VEC_PUSH(C->fixups, f);
}

static void resolve_labels(cg *C)
{
    for (size_t i = 0; i < C->fixups.len; i++)
        C->P->code.p[C->fixups.p[i].pc].k = C->labels.p[C->fixups.p[i].label];
    C->fixups.len = 0;
    C->labels.len = 0;
}

/* Load constant V into R (a row of width W64). */
static void load_imm_w(cg *C, int r, int64_t v, bool w64)
{
    if (!w64)
        EK(LDI32, r, 0, (int32_t)v);
    else if (v >= INT32_MIN && v <= INT32_MAX)
        EK(LDI, r, 0, (int32_t)v);
    else
        EK(LDK, r, 0, (int32_t)vm_add_const(C->P, (uint64_t)v));
}

/* The row's width follows from its number (see alloc_reg). */
static void load_imm(cg *C, int r, int64_t v)
{
    load_imm_w(C, r, v, (r & 1) == 0);
}

/* ---- Types --------------------------------------------------------------------------- */

/* Does a value of type T occupy a 64-bit register lane (aggregates are held as addresses)? */
static bool is64(ty_type *t)
{
    ty_regclass rc = ty_rc(t);
    return rc == RC_I64 || rc == RC_F64 || rc == RC_MEM;
}

static bool is_unsigned(ty_type *t)
{
    return t->is_unsigned || t->kind == TY_PTR;
}

static void mov(cg *C, int d, int s, ty_type *t)
{
    if (d != s)
        emit(C, is64(t) ? OP_MOV : OP_MOV32, d, s, 0, 0, 0, 0, 0);
}

/* ---- Expressions ----------------------------------------------------------------------- */

static int gen(cg *C, parse_node *n, int dst);
static int gen_addr(cg *C, parse_node *n, int dst);
static void gen_stmt(cg *C, parse_node *n);
static void gen_cond_branch(cg *C, parse_node *cond, bool jump_if, int label);

/* DST, or a fresh register of TY's class. */
static int want(cg *C, int dst, ty_type *ty)
{
    return dst >= 0 ? dst : (ty && !is64(ty) && ty_rc(ty) != RC_NONE ? reg32(C) : reg64(C));
}

/* Conversion of the value in R (of type FROM) to type TO, into DST. */
/* Does converting FROM to TO leave the register's bits as they are? */
static bool same_bits(ty_type *from, ty_type *to)
{
    ty_regclass fr = ty_rc(from), tr = ty_rc(to);
    if (fr != tr || to->kind == TY_BOOL)
        return false;
    if (fr == RC_I32 && (to->size < 4 || from->size < 4))
        return from->size == to->size && from->is_unsigned == to->is_unsigned;
    return true;
}

static int frame_temp(cg *C, int size, int dst);
static int gen_convert(cg *C, int r, ty_type *from, ty_type *to, int dst);

static bool is_i128(const ty_type *t)
{
    t = t ? ty_unqual((ty_type *)t) : NULL;
    return t && (t->kind == TY_INT128 || t->kind == TY_UINT128);
}

/* A 128-bit result of operation K (vmmath.h VI128_*) of A and B, in a new frame temporary
 * (__int128 values are in memory, as aggregates are): its address. */
static int i128_op(cg *C, int k, int a, int b, int dst)
{
    /* the temporary's address must not take an operand's register (a caller may have given
     * the operands' registers back already) */
    int top = a > b ? a : b;
    if (C->next_reg <= top)
        C->next_reg = top + 1;
    int t = frame_temp(C, 16, -1);
    emit(C, OP_I128, 0, a, b, t, k, 0, 0);
    if (dst >= 0 && dst != t) {
        E2(MOV, dst, t);
        return dst;
    }
    return t;
}

/* Conversions to and from __int128 (R holds a FROM). */
static int i128_convert(cg *C, int r, ty_type *from, ty_type *to, int dst)
{
    if (is_i128(from) && is_i128(to))
        return r;
    if (is_i128(to)) {
        ty_regclass fr = ty_rc(from);
        if (fr == RC_F32 || fr == RC_F64) {
            int d64 = fr == RC_F64 ? r : gen_convert(C, r, from, C->B->double_, -1);
            return i128_op(C, is_unsigned(to) ? VI128_FROM_F64U : VI128_FROM_F64S, d64, 0, dst);
        }
        bool u = is_unsigned(from) || from->kind == TY_BOOL;
        int w = gen_convert(C, r, from, u ? C->B->ulong : C->B->long_, -1);
        return i128_op(C, u ? VI128_FROM_U64 : VI128_FROM_I64, w, 0, dst);
    }
    bool s = !is_unsigned(from);
    int d;
    if (to->kind == TY_BOOL) {
        d = want(C, dst, to);
        emit(C, OP_I128V, d, r, 0, 0, VI128_TRUTH, 0, 0);
        return d;
    }
    if (ty_rc(to) == RC_F64 || ty_rc(to) == RC_F32) {
        d = want(C, dst, to);
        int k = ty_rc(to) == RC_F64 ? (s ? VI128_TO_F64S : VI128_TO_F64U) : (s ? VI128_TO_F32S : VI128_TO_F32U);
        emit(C, OP_I128V, d, r, 0, 0, k, 0, 0);
        return d;
    }
    int lo = want(C, -1, C->B->ulong);
    emit(C, OP_I128V, lo, r, 0, 0, VI128_TO_U64, 0, 0);
    return gen_convert(C, lo, C->B->ulong, to, dst);
}

static int gen_convert(cg *C, int r, ty_type *from, ty_type *to, int dst)
{
    from = ty_unqual(from);
    to = ty_unqual(to);
    if (is_i128(from) || is_i128(to))
        return i128_convert(C, r, from, to, dst);
    ty_regclass fr = ty_rc(from), tr = ty_rc(to);
    if (dst < 0 && same_bits(from, to))
        return r;
    int d = want(C, dst, to);
    if (to->kind == TY_VOID) {
        return r;
    }
    if (to->kind == TY_BOOL) {
        static const vm_opcode ops[] = {[RC_I32] = OP_BOOL_I32, [RC_I64] = OP_BOOL_I64,
                                        [RC_F32] = OP_BOOL_F32, [RC_F64] = OP_BOOL_F64};
        if (from->kind == TY_BOOL) {
            mov(C, d, r, to);
            return d;
        }
        emit(C, ops[fr], d, r, 0, 0, 0, 0, 0);
        return d;
    }
    if (fr == RC_F32 || fr == RC_F64) {
        bool f = fr == RC_F32;
        if (tr == RC_F32 || tr == RC_F64) {
            if (fr == tr)
                mov(C, d, r, to);
            else
                emit(C, OP_CVT, d, r, 0, 0, 0, 0, f ? VM_CVT_F64_F32 : VM_CVT_F32_F64);
            return d;
        }
        /* float -> integer: narrow types go through 32 bits, as nvcc does */
        vm_cvt_kind k;
        if (tr == RC_I64)
            k = is_unsigned(to) ? (f ? VM_CVT_U64_F32 : VM_CVT_U64_F64) : (f ? VM_CVT_I64_F32 : VM_CVT_I64_F64);
        else
            k = is_unsigned(to) ? (f ? VM_CVT_U32_F32 : VM_CVT_U32_F64) : (f ? VM_CVT_I32_F32 : VM_CVT_I32_F64);
        emit(C, OP_CVT, d, r, 0, 0, 0, 0, (uint8_t)k);
        if (to->size == 1)
            emit(C, is_unsigned(to) ? OP_ZEXT8 : OP_SEXT8, d, d, 0, 0, 0, 0, 0);
        else if (to->size == 2)
            emit(C, is_unsigned(to) ? OP_ZEXT16 : OP_SEXT16, d, d, 0, 0, 0, 0, 0);
        return d;
    }
    /* from an integer or pointer */
    if (tr == RC_F32 || tr == RC_F64) {
        bool f = tr == RC_F32;
        vm_cvt_kind k;
        if (fr == RC_I64)
            k = is_unsigned(from) ? (f ? VM_CVT_F32_U64 : VM_CVT_F64_U64) : (f ? VM_CVT_F32_I64 : VM_CVT_F64_I64);
        else
            k = is_unsigned(from) ? (f ? VM_CVT_F32_U32 : VM_CVT_F64_U32) : (f ? VM_CVT_F32_I32 : VM_CVT_F64_I32);
        emit(C, OP_CVT, d, r, 0, 0, 0, 0, (uint8_t)k);
        return d;
    }
    if (tr == RC_I64) {
        if (fr == RC_I64)
            mov(C, d, r, to);
        else
            emit(C, is_unsigned(from) ? OP_ZEXT32 : OP_SEXT32, d, r, 0, 0, 0, 0, 0);
        return d;
    }
    /* to a 32-bit class integer */
    int s = r;
    if (fr == RC_I64) {
        E2(TRUNC64, d, r);
        s = d;
    }
    /* a narrow target needs the value re-normalised unless the source already fits it */
    bool fits;
    if (to->size == 1)
        fits = from->size == 1 && (from->is_unsigned || from->kind == TY_BOOL) == to->is_unsigned;
    else if (to->size == 2)
        fits = (from->size == 1 && (to->is_unsigned ? (from->is_unsigned || from->kind == TY_BOOL) : true) &&
                !(to->is_unsigned && !from->is_unsigned)) ||
               (from->size == 2 && from->is_unsigned == to->is_unsigned);
    else
        fits = true;
    if (to->size == 1 && !fits)
        emit(C, to->is_unsigned ? OP_ZEXT8 : OP_SEXT8, d, s, 0, 0, 0, 0, 0);
    else if (to->size == 2 && !fits)
        emit(C, to->is_unsigned ? OP_ZEXT16 : OP_SEXT16, d, s, 0, 0, 0, 0, 0);
    else
        mov(C, d, s, to);
    return d;
}

/* Memory access of type T at [addr + off]. */
static vm_opcode load_op(ty_type *t)
{
    t = ty_unqual(t);
    switch (t->size) {
    case 1: return t->is_unsigned || t->kind == TY_BOOL ? OP_LD8U : OP_LD8S;
    case 2: return t->is_unsigned || t->kind == TY_HALF ? OP_LD16U : OP_LD16S;
    case 4: return OP_LD32;
    default: return OP_LD64;
    }
}

static vm_opcode store_op(ty_type *t)
{
    switch (t->size) {
    case 1: return OP_ST8;
    case 2: return OP_ST16;
    case 4: return OP_ST32;
    default: return OP_ST64;
    }
}

static uint8_t mem_flags(ty_type *t)
{
    return VM_MF(VM_SP_GENERIC, t->is_volatile ? DM_ORDER_VOLATILE : DM_ORDER_WEAK,
                 t->is_volatile ? DM_SCOPE_SYS : DM_SCOPE_NONE);
}

static int load(cg *C, ty_type *t, int addr, int32_t off, int dst)
{
    int d = want(C, dst, t);
    if (ty_rc(t) == RC_MEM) {
        /* an aggregate's value is its address */
        if (off)
            EK(ADDK_I64, d, addr, off);
        else if (d != addr)
            E2(MOV, d, addr);
        return d;
    }
    emit(C, load_op(t), d, addr, 0, 0, off, mem_flags(t), 0);
    return d;
}

/* Instructions that only compute R[d] from registers (an index of a __shared__ array's
 * column, between the row's LEAS and the column's LEA: load_shared_element). */
static bool index_arith(uint16_t op)
{
    switch (op) {
    case OP_SREG: case OP_LDI32: case OP_MOV32: case OP_ADD_I32: case OP_SUB_I32: case OP_MUL_I32:
    case OP_AND_I32: case OP_OR_I32: case OP_XOR_I32: case OP_ADDK_I32: case OP_MULK_I32:
    case OP_ANDK_I32: case OP_SHLK_I32: case OP_SHRK_I32: case OP_SHRK_U32:
        return true;
    default:
        return false;
    }
}

/* A 32-bit element of a __shared__ array at the address A that gen just made from
 * code[BEFORE..] into registers at MARK or above (a temporary that nothing else reads): when
 * that code ends in LEAS (the array and its row), or LEAS and LEA (a column of that row), they
 * go, and *FUSED gets LDS32's and STS32's operands for that element (the op and d left to the
 * caller), which compute the lanes' addresses without writing them. A row index made by an
 * int addition just before (s[t + stride]) is taken as the sum of the two products: it is a
 * signed int's, whose overflow C++ leaves undefined. False: not such an element. */
static bool fuse_shared_element(cg *C, ty_type *t, int a, size_t before, int mark, vm_insn *fused)
{
    vm_insn *code = C->P->code.p;
    size_t n = C->P->code.len;
    if (ty_rc(t) == RC_MEM || load_op(t) != OP_LD32 || mem_flags(t) != 0 || a < mark ||
        n < before + 1 || code[n - 1].d != a)
        return false;
    size_t r = n - 1;
    const vm_insn *col = NULL;
    if (code[r].op == OP_LEA_I64 || code[r].op == OP_LEAU_I64) {
        col = &code[r];
        if (col->k <= 0 || col->k > 255 || col->a < mark || col->b == col->a)
            return false;
        /* the row, then the column's index: only arithmetic on registers of its own between */
        while (r > before && code[r - 1].d != col->a) {
            r--;
            if (!index_arith(code[r].op))
                return false;
        }
        if (r == before)
            return false;
        r--;
    }
    const vm_insn *row = &code[r];
    if ((row->op != OP_LEAS_I64 && row->op != OP_LEASU_I64) || row->k <= 0)
        return false;
    for (size_t i = r + 1; col && i < n - 1; i++)
        if (code[i].d == row->b || code[i].d < mark)
            return false;
    *fused = (vm_insn){0, (uint8_t)((row->op == OP_LEASU_I64) | (col && col->op == OP_LEAU_I64) << 1),
                       col ? (uint8_t)col->k : 0, 0, row->b, col ? col->b : 0, row->c, row->k};
    /* the row's LEAS and the column's LEA go (the column's index, if any, stays) */
    size_t gone = 1;
    const vm_insn *add = r > before ? &code[r - 1] : NULL;
    if (!col && row->op == OP_LEAS_I64 && row->k <= 255 && add && add->op == OP_ADD_I32 &&
        add->d == row->b && add->d >= mark && add->a != add->d && add->b != add->d) {
        fused->a = add->a; /* s[i + j]: R[a] * k + R[b] * k, both signed; the addition goes */
        fused->b = add->b;
        fused->x = (uint8_t)row->k;
        r--;
        gone = 2;
    }
    size_t end = col ? n - 1 : n; /* (the LEA is the last) */
    memmove(&code[r], &code[r + gone], (end - r - gone) * sizeof *code);
    memmove(&C->P->locs.p[r], &C->P->locs.p[r + gone], (end - r - gone) * sizeof *C->P->locs.p);
    C->P->code.len -= gone + (col != NULL);
    C->P->locs.len -= gone + (col != NULL);
    return true;
}

/* A 32-bit element of a __shared__ array read through the address A (fuse_shared_element) as
 * one LDS32: the register of the value, or -1 (not such a load: the caller loads). */
static int load_shared_element(cg *C, ty_type *t, int a, size_t before, int mark, int dst)
{
    vm_insn fused;
    if (!fuse_shared_element(C, t, a, before, mark, &fused))
        return -1;
    fused.op = OP_LDS32;
    fused.d = (uint16_t)want(C, dst, t);
    uint32_t at = emit(C, OP_LDS32, 0, 0, 0, 0, 0, 0, 0);
    C->P->code.p[at] = fused;
    return fused.d;
}

/* VAL stored to a 32-bit element of a __shared__ array at the address A (fuse_shared_element)
 * as one STS32; false: not such an element (the caller stores). */
static bool store_shared_element(cg *C, ty_type *t, int a, size_t before, int mark, int val)
{
    vm_insn fused;
    if (!fuse_shared_element(C, t, a, before, mark, &fused))
        return false;
    fused.op = OP_STS32;
    fused.d = (uint16_t)val;
    uint32_t at = emit(C, OP_STS32, 0, 0, 0, 0, 0, 0, 0);
    C->P->code.p[at] = fused;
    return true;
}

/* Is the member access N (ND_MEMBER) of a scalar possibly misaligned: is a class on its way
 * packed (#pragma pack, __attribute__((packed))) below the scalar's alignment? nvcc reads and
 * writes such a member bytewise; so does the code below, through a frame slot. */
static bool underaligned(const parse_node *n)
{
    if (n->kind != ND_MEMBER || n->member->bit_width > 0 || ty_rc(n->ty) == RC_MEM)
        return false;
    int a = ty_unqual(n->ty)->align;
    for (const parse_node *p = n; p->kind == ND_MEMBER; p = p->lhs) {
        const ty_type *s = ty_unqual(p->lhs->ty);
        if (s->pack && s->pack < a)
            return true;
    }
    return false;
}

static int frame_temp(cg *C, int size, int dst);

/* the SIZE bytes at ADDR copied bytewise to a new frame slot: its address */
static int bytes_to_frame(cg *C, int addr, int size)
{
    int tmp = frame_temp(C, size, -1);
    emit(C, OP_MEMCPY, 0, tmp, addr, 0, size, 0, 0);
    return tmp;
}

static void store(cg *C, ty_type *t, int addr, int32_t off, int val)
{
    if (ty_rc(t) == RC_MEM) {
        int a = addr;
        if (off) {
            a = reg64(C);
            EK(ADDK_I64, a, addr, off);
        }
        emit(C, OP_MEMCPY, 0, a, val, 0, t->size, 0, 0);
        return;
    }
    emit(C, store_op(t), 0, addr, val, 0, off, mem_flags(t), 0);
}

/* Is the expression free of side effects, memory reads and traps (cheap to evaluate
 * eagerly instead of under a branch)? */
static bool is_simple(parse_node *n)
{
    if (!n)
        return true;
    switch (n->kind) {
    case ND_NUM: case ND_FNUM: case ND_SREG:
        return true;
    case ND_VAR:
        return n->var->space == SP_REG && !ty_is_aggregate(n->var->ty);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
    case ND_SHL: case ND_SHR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_LOGAND:
    case ND_LOGOR:
        return is_simple(n->lhs) && is_simple(n->rhs);
    case ND_NOT: case ND_BITNOT: case ND_NEG: case ND_CAST:
        return is_simple(n->lhs) && (n->kind != ND_CAST || ty_rc(n->ty) != RC_MEM);
    case ND_COND:
        return is_simple(n->cond) && is_simple(n->then) && is_simple(n->els) && n->ty &&
               ty_rc(n->ty) != RC_MEM && ty_rc(n->ty) != RC_NONE;
    default:
        return false;
    }
}

/* Does evaluating N write no variable (no assignment, increment, call or statement
 * expression in it)? Then a register that holds an index before N still holds it after. */
static bool writes_no_variable(const parse_node *n)
{
    if (!n)
        return true;
    switch (n->kind) {
    case ND_NUM: case ND_FNUM: case ND_SREG: case ND_VAR: case ND_STR:
        return true;
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND: case ND_BITOR:
    case ND_BITXOR: case ND_SHL: case ND_SHR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    case ND_LOGAND: case ND_LOGOR: case ND_COMMA:
        return writes_no_variable(n->lhs) && writes_no_variable(n->rhs);
    case ND_NOT: case ND_BITNOT: case ND_NEG: case ND_CAST: case ND_MEMBER: case ND_ADDR: case ND_DEREF:
        return writes_no_variable(n->lhs);
    case ND_COND:
        return writes_no_variable(n->cond) && writes_no_variable(n->then) && writes_no_variable(n->els);
    default:
        return false;
    }
}

static vm_opcode arith_op(nd_kind k, ty_type *t)
{
    ty_regclass rc = ty_rc(t);
    bool u = is_unsigned(t);
    switch (rc) {
    case RC_I32:
        switch (k) {
        case ND_ADD: return OP_ADD_I32;
        case ND_SUB: return OP_SUB_I32;
        case ND_MUL: return OP_MUL_I32;
        case ND_DIV: return u ? OP_DIV_U32 : OP_DIV_I32;
        case ND_MOD: return u ? OP_REM_U32 : OP_REM_I32;
        case ND_BITAND: return OP_AND_I32;
        case ND_BITOR: return OP_OR_I32;
        case ND_BITXOR: return OP_XOR_I32;
        case ND_SHL: return OP_SHL_I32;
        case ND_SHR: return u ? OP_SHR_U32 : OP_SHR_I32;
        case ND_EQ: return OP_EQ_I32;
        case ND_NE: return OP_NE_I32;
        case ND_LT: return u ? OP_LT_U32 : OP_LT_I32;
        case ND_LE: return u ? OP_LE_U32 : OP_LE_I32;
        default: break;
        }
        break;
    case RC_I64:
        switch (k) {
        case ND_ADD: return OP_ADD_I64;
        case ND_SUB: return OP_SUB_I64;
        case ND_MUL: return OP_MUL_I64;
        case ND_DIV: return u ? OP_DIV_U64 : OP_DIV_I64;
        case ND_MOD: return u ? OP_REM_U64 : OP_REM_I64;
        case ND_BITAND: return OP_AND_I64;
        case ND_BITOR: return OP_OR_I64;
        case ND_BITXOR: return OP_XOR_I64;
        case ND_SHL: return OP_SHL_I64;
        case ND_SHR: return u ? OP_SHR_U64 : OP_SHR_I64;
        case ND_EQ: return OP_EQ_I64;
        case ND_NE: return OP_NE_I64;
        case ND_LT: return u ? OP_LT_U64 : OP_LT_I64;
        case ND_LE: return u ? OP_LE_U64 : OP_LE_I64;
        default: break;
        }
        break;
    case RC_F32:
        switch (k) {
        case ND_ADD: return OP_ADD_F32;
        case ND_SUB: return OP_SUB_F32;
        case ND_MUL: return OP_MUL_F32;
        case ND_DIV: return OP_DIV_F32;
        case ND_EQ: return OP_EQ_F32;
        case ND_NE: return OP_NE_F32;
        case ND_LT: return OP_LT_F32;
        case ND_LE: return OP_LE_F32;
        default: break;
        }
        break;
    case RC_F64:
        switch (k) {
        case ND_ADD: return OP_ADD_F64;
        case ND_SUB: return OP_SUB_F64;
        case ND_MUL: return OP_MUL_F64;
        case ND_DIV: return OP_DIV_F64;
        case ND_EQ: return OP_EQ_F64;
        case ND_NE: return OP_NE_F64;
        case ND_LT: return OP_LT_F64;
        case ND_LE: return OP_LE_F64;
        default: break;
        }
        break;
    default: break;
    }
    return OP_NOP;
}

/* The float or double constant V into R. */
static void load_fconst(cg *C, int r, ty_type *t, double v)
{
    if (ty_rc(t) == RC_F32) {
        float f = (float)v;
        uint32_t bits;
        memcpy(&bits, &f, 4);
        EK(LDI32, r, 0, (int32_t)bits);
    } else {
        uint64_t bits;
        memcpy(&bits, &v, 8);
        EK(LDK, r, 0, (int32_t)vm_add_const(C->P, bits));
    }
}

/* The first factor of the product N (contract.c) into a register: its multiply's left
 * operand, or for __logf/__log10f lg2.approx of the argument. */
static int gen_factor_a(cg *C, parse_node *n, int dst)
{
    if (n->kind != ND_BUILTIN)
        return gen(C, n->lhs, dst);
    int mark = C->next_reg;
    int x = gen(C, n->args, -1);
    C->next_reg = mark;
    int d = want(C, dst, n->ty);
    emit(C, OP_MATH_F32, d, x, 0, 0, BM_FAST_LOG2, 0, 0);
    return d;
}

/* The second factor of the product N into a register: its multiply's right operand, or the
 * constant of a division by a power of two or of __logf/__log10f. */
static int gen_factor_b(cg *C, parse_node *n, int dst)
{
    if (n->kind == ND_MUL)
        return gen(C, n->rhs, dst);
    int d = dst >= 0 ? dst : reg_ty(C, n->ty);
    load_fconst(C, d, n->ty, n->kind == ND_DIV ? cg_contract_recip(n)
                                               : cg_contract_log_factor(n, C->fp_mode));
    return d;
}

/* The factors of the fused product F into *A and *B: its multiply's operands, or the registers
 * that have kept them since the product was computed. */
static void gen_factors(cg *C, const cg_fma *F, int *a, int *b)
{
    if (F->fa >= 0) {
        *a = F->fa;
        *b = F->fb;
        return;
    }
    *a = gen_factor_a(C, F->mul, -1);
    *b = gen_factor_b(C, F->mul, -1);
}

/* L + R or L - R (SUB) in type T, fused as contract.c decided (F): fma(±a, b, ±addend). L is a
 * node, or (L NULL) a value already in LREG (x op= r). Operands are evaluated left first. */
static int gen_fused(cg *C, const cg_fma *F, parse_node *l, int lreg, parse_node *r, bool sub,
                     ty_type *t, int dst)
{
    bool f32 = ty_rc(t) == RC_F32;
    int mark = C->next_reg;
    int a, b, c;
    bool neg_a, neg_c;
    if (F->lhs) {
        gen_factors(C, F, &a, &b);
        c = gen(C, r, -1);
        neg_a = F->neg;
        neg_c = sub;
    } else {
        c = l ? gen(C, l, -1) : lreg;
        gen_factors(C, F, &a, &b);
        neg_a = sub != F->neg;
        neg_c = false;
    }
    if (neg_a) {
        int x = reg_ty(C, t);
        emit(C, f32 ? OP_NEG_F32 : OP_NEG_F64, x, a, 0, 0, 0, 0, 0);
        a = x;
    }
    if (neg_c) {
        int x = reg_ty(C, t);
        emit(C, f32 ? OP_NEG_F32 : OP_NEG_F64, x, c, 0, 0, 0, 0, 0);
        c = x;
    }
    C->next_reg = mark;
    int d = want(C, dst, t);
    emit(C, f32 ? OP_FMA_F32 : OP_FMA_F64, d, a, b, c, 0, 0, 0);
    return d;
}

/* A product whose factors a later FMA reads (contract.c): they go to their registers first. */
static int gen_stashed_product(cg *C, parse_node *n, int fa, int fb, int dst)
{
    ty_type *t = n->ty;
    mov(C, fa, gen_factor_a(C, n, fa), t);
    mov(C, fb, gen_factor_b(C, n, fb), t);
    int d = want(C, dst, t);
    emit(C, arith_op(ND_MUL, t), d, fa, fb, 0, 0, 0, 0);
    return d;
}

/* lhs (pointer) + rhs (integer), scaled by the element size. SHSYM >= 0: P was to hold the
 * address of that __shared__ symbol and has not been computed yet (indexing a __shared__
 * array is one instruction). */
static int gen_ptr_add(cg *C, int p, parse_node *idx, int size, bool sub, int dst, int shsym)
{
    int64_t v;
    if (shsym >= 0 && (sub || parse_eval_const(idx, &v) || ty_rc(ty_unqual(idx->ty)) != RC_I32)) {
        EK(LEA_SHARED, p, 0, shsym);
        shsym = -1;
    }
    if (parse_eval_const(idx, &v)) {
        int64_t off = (sub ? -v : v) * size;
        if (off == 0 && dst < 0)
            return p;
        int d = want(C, dst, C->B->ulong);
        if (off >= INT32_MIN && off <= INT32_MAX)
            EK(ADDK_I64, d, p, (int32_t)off);
        else {
            int k = reg64(C);
            load_imm(C, k, off);
            E3(ADD_I64, d, p, k);
        }
        return d;
    }
    int mark = C->next_reg;
    int i = gen(C, idx, -1);
    ty_type *it = ty_unqual(idx->ty);
    if (sub) {
        int n = reg_ty(C, it);
        emit(C, ty_rc(it) == RC_I64 ? OP_NEG_I64 : OP_NEG_I32, n, i, 0, 0, 0, 0, 0);
        i = n;
        if (ty_rc(it) == RC_I32) {
            /* -(unsigned) stays a 32-bit pattern; sign-extend as int */
            it = ty_rc(it) == RC_I32 ? (ty_type *)C->B->int_ : it;
        }
    }
    C->next_reg = mark > C->next_reg ? C->next_reg : mark;
    int d = want(C, dst, C->B->ulong);
    if (shsym >= 0) {
        emit(C, is_unsigned(it) ? OP_LEASU_I64 : OP_LEAS_I64, d, 0, i, shsym, size, 0, 0);
    } else if (ty_rc(it) == RC_I32) {
        emit(C, is_unsigned(it) ? OP_LEAU_I64 : OP_LEA_I64, d, p, i, 0, size, 0, 0);
    } else {
        int s = reg64(C);
        EK(MULK_I64, s, i, size);
        E3(ADD_I64, d, p, s);
    }
    return d;
}

static int gen_binary_at(cg *C, parse_node *n, const parse_node *site, int dst);

/* A binary operation on __int128 operands (OT): the 128-bit result's address, or a
 * comparison's truth. */
static int gen_i128_binary(cg *C, parse_node *n, int dst)
{
    bool u = is_unsigned(is_i128(n->lhs->ty) ? n->lhs->ty : n->rhs->ty);
    bool shift = n->kind == ND_SHL || n->kind == ND_SHR;
    int k;
    switch (n->kind) {
    case ND_ADD: k = VI128_ADD; break;
    case ND_SUB: k = VI128_SUB; break;
    case ND_MUL: k = VI128_MUL; break;
    case ND_DIV: k = u ? VI128_DIVU : VI128_DIVS; break;
    case ND_MOD: k = u ? VI128_REMU : VI128_REMS; break;
    case ND_BITAND: k = VI128_AND; break;
    case ND_BITOR: k = VI128_OR; break;
    case ND_BITXOR: k = VI128_XOR; break;
    case ND_SHL: k = VI128_SHL; break;
    case ND_SHR: k = u ? VI128_SHRU : VI128_SHRS; break;
    case ND_EQ: k = VI128_EQ; break;
    case ND_NE: k = VI128_NE; break;
    case ND_LT: k = u ? VI128_LTU : VI128_LTS; break;
    case ND_LE: k = u ? VI128_LEU : VI128_LES; break;
    default:
        cg_error(C, n->tok, "unsupported operation on type '%s'", ty_str(C->arena, n->lhs->ty));
        return want(C, dst, n->ty);
    }
    int mark = C->next_reg;
    ty_type *ot = is_i128(n->lhs->ty) ? n->lhs->ty : n->rhs->ty;
    int a = gen(C, n->lhs, -1);
    if (!is_i128(n->lhs->ty)) /* an operand the parser left in its own type */
        a = gen_convert(C, a, n->lhs->ty, ot, -1);
    int b = gen(C, n->rhs, -1);
    if (shift && ty_rc(n->rhs->ty) != RC_I32)
        b = gen_convert(C, b, n->rhs->ty, C->B->uint, -1);
    else if (!shift && !is_i128(n->rhs->ty))
        b = gen_convert(C, b, n->rhs->ty, ot, -1);
    if (k >= VI128_EQ) {
        C->next_reg = mark;
        int d = want(C, dst, n->ty);
        emit(C, OP_I128V, d, a, b, 0, k, 0, 0);
        return d;
    }
    return i128_op(C, k, a, b, dst);
}

static int gen_binary(cg *C, parse_node *n, int dst)
{
    return gen_binary_at(C, n, n, dst);
}

/* N, which is the add or subtraction SITE for contract.c (N itself, or x op= y's operation). */
static int gen_binary_at(cg *C, parse_node *n, const parse_node *site, int dst)
{
    ty_type *t = n->ty;
    ty_type *ot = n->lhs->ty; /* operand type (comparisons yield int) */
    /* pointer arithmetic */
    if ((n->kind == ND_ADD || n->kind == ND_SUB) && n->lhs->ty->kind == TY_PTR &&
        ty_is_integer(n->rhs->ty)) {
        size_t before = C->P->code.len;
        int p = gen(C, n->lhs, -1);
        int sz = n->lhs->ty->base->size > 0 ? n->lhs->ty->base->size : 1;
        /* the base is a __shared__ array whose address was just made for this: fold it in */
        int shsym = -1;
        const vm_insn *last = C->P->code.len == before + 1 ? &C->P->code.p[before] : NULL;
        if (last && last->op == OP_LEA_SHARED && last->d == p && last->k >= 0 && last->k <= 0xffff) {
            shsym = last->k;
            C->P->code.len--;
            C->P->locs.len--;
        }
        return gen_ptr_add(C, p, n->rhs, sz, n->kind == ND_SUB, dst, shsym);
    }
    /* fused multiply-add, where nvcc fuses */
    if ((n->kind == ND_ADD || n->kind == ND_SUB) && ty_is_flonum(t)) {
        const cg_fma *F = cg_contract_site(C->K, site);
        if (F)
            return gen_fused(C, F, n->lhs, -1, n->rhs, n->kind == ND_SUB, t, dst);
    }
    int fa, fb;
    if (cg_contract_stash(C->K, n, &fa, &fb))
        return gen_stashed_product(C, n, fa, fb, dst);
    int mark = C->next_reg;
    if (is_i128(ot) || (n->rhs && is_i128(n->rhs->ty) && n->kind != ND_SHL && n->kind != ND_SHR))
        return gen_i128_binary(C, n, dst);
    vm_opcode op = arith_op(n->kind, ot);
    if (op == OP_NOP) {
        cg_error(C, n->tok, "unsupported operation on type '%s'", ty_str(C->arena, ot));
        return want(C, dst, t);
    }
    /* immediate forms */
    int64_t kv;
    if (ty_rc(ot) == RC_I32 && (n->kind == ND_LT || n->kind == ND_LE) && parse_eval_const(n->lhs, &kv) &&
        kv > INT32_MIN && kv < INT32_MAX && !is_unsigned(ot)) {
        /* k < x is x > k; k <= x is x > k - 1 */
        int a = gen(C, n->rhs, -1);
        C->next_reg = mark;
        int d = want(C, dst, t);
        emit(C, OP_GTK_I32, d, a, 0, 0, (int32_t)(n->kind == ND_LT ? kv : kv - 1), 0, 0);
        return d;
    }
    if (ty_rc(ot) == RC_I32 && is_unsigned(ot) && (n->kind == ND_DIV || n->kind == ND_MOD) &&
        parse_eval_const(n->rhs, &kv) && kv > 0 && kv <= 0x40000000 && !(kv & (kv - 1))) {
        int a = gen(C, n->lhs, -1);
        C->next_reg = mark;
        int d = want(C, dst, t);
        if (n->kind == ND_DIV)
            emit(C, OP_SHRK_U32, d, a, 0, 0, __builtin_ctzll((unsigned long long)kv), 0, 0);
        else
            emit(C, OP_ANDK_I32, d, a, 0, 0, (int32_t)(kv - 1), 0, 0);
        return d;
    }
    if (ty_rc(ot) == RC_I32 && !is_unsigned(ot) && n->kind == ND_DIV && parse_eval_const(n->rhs, &kv) &&
        kv > 1 && kv <= 0x40000000 && !(kv & (kv - 1))) {
        /* x / 2^k rounds towards zero: 2^k - 1 added to a negative x before the shift */
        int k = __builtin_ctzll((unsigned long long)kv);
        int a = gen(C, n->lhs, -1);
        int b = reg32(C); /* (while a is held: not a's register) */
        int d = want(C, dst, t);
        emit(C, OP_SHRK_I32, b, a, 0, 0, 31, 0, 0);
        emit(C, OP_SHRK_U32, b, b, 0, 0, 32 - k, 0, 0);
        emit(C, OP_ADD_I32, b, b, a, 0, 0, 0, 0);
        emit(C, OP_SHRK_I32, d, b, 0, 0, k, 0, 0);
        return d;
    }
    if (ty_rc(ot) == RC_I32 && parse_eval_const(n->rhs, &kv) && kv >= INT32_MIN && kv <= INT32_MAX) {
        vm_opcode kop = OP_NOP;
        switch (op) {
        case OP_ADD_I32: kop = OP_ADDK_I32; break;
        case OP_SUB_I32: kop = OP_ADDK_I32; kv = -kv; break;
        case OP_MUL_I32: kop = OP_MULK_I32; break;
        case OP_AND_I32: kop = OP_ANDK_I32; break;
        case OP_SHL_I32: if (kv >= 0 && kv < 32) kop = OP_SHLK_I32; break;
        case OP_SHR_I32: if (kv >= 0 && kv < 32) kop = OP_SHRK_I32; break;
        case OP_SHR_U32: if (kv >= 0 && kv < 32) kop = OP_SHRK_U32; break;
        case OP_LT_I32: kop = OP_LTK_I32; break;
        case OP_LT_U32: if (kv >= 0) kop = OP_LTK_U32; break;
        case OP_EQ_I32: kop = OP_EQK_I32; break;
        case OP_NE_I32: kop = OP_NEK_I32; break;
        default: break;
        }
        if (kop != OP_NOP && kv >= INT32_MIN && kv <= INT32_MAX) {
            int a = gen(C, n->lhs, -1);
            C->next_reg = mark;
            int d = want(C, dst, t);
            emit(C, kop, d, a, 0, 0, (int32_t)kv, 0, 0);
            return d;
        }
    }
    if (ty_rc(ot) == RC_I64 && parse_eval_const(n->rhs, &kv) && kv >= INT32_MIN && kv <= INT32_MAX &&
        (op == OP_ADD_I64 || op == OP_SUB_I64 || op == OP_MUL_I64 || op == OP_NE_I64)) {
        int a = gen(C, n->lhs, -1);
        C->next_reg = mark;
        int d = want(C, dst, t);
        vm_opcode kop = op == OP_MUL_I64 ? OP_MULK_I64 : op == OP_NE_I64 ? OP_NEK_I64 : OP_ADDK_I64;
        emit(C, kop, d, a, 0, 0, (int32_t)(op == OP_SUB_I64 ? -kv : kv), 0, 0);
        return d;
    }
    int a = gen(C, n->lhs, -1);
    int b = gen(C, n->rhs, -1);
    C->next_reg = mark;
    int d = want(C, dst, t);
    emit(C, op, d, a, b, 0, 0, 0, 0);
    /* narrow results of 32-bit ops on small types are already normalised by promotion */
    (void)t;
    return d;
}

static int gen_logical(cg *C, parse_node *n, int dst)
{
    int d = want(C, dst, C->B->int_);
    if (is_simple(n->rhs)) {
        int mark = C->next_reg;
        int a = gen_convert(C, gen(C, n->lhs, -1), n->lhs->ty, C->B->bool_, -1);
        int b = gen_convert(C, gen(C, n->rhs, -1), n->rhs->ty, C->B->bool_, -1);
        C->next_reg = mark;
        emit(C, n->kind == ND_LOGAND ? OP_AND_I32 : OP_OR_I32, d, a, b, 0, 0, 0, 0);
        return d;
    }
    int end = new_label(C);
    gen_convert(C, gen(C, n->lhs, -1), n->lhs->ty, C->B->bool_, d);
    jump_to(C, n->kind == ND_LOGAND ? OP_BRZ : OP_BRNZ, d, end);
    int mark = C->next_reg;
    gen_convert(C, gen(C, n->rhs, -1), n->rhs->ty, C->B->bool_, d);
    C->next_reg = mark;
    place_label(C, end);
    return d;
}

static int gen_cond_expr(cg *C, parse_node *n, int dst)
{
    ty_type *t = n->ty;
    if (ty_rc(t) != RC_NONE && ty_rc(t) != RC_MEM && is_simple(n->then) && is_simple(n->els)) {
        int mark = C->next_reg;
        int c = gen_convert(C, gen(C, n->cond, -1), n->cond->ty, C->B->bool_, -1);
        int a = gen(C, n->then, -1);
        int b = gen(C, n->els, -1);
        C->next_reg = mark;
        int d = want(C, dst, t);
        emit(C, OP_SEL, d, c, a, b, 0, 0, is64(t) ? 8 : 4);
        return d;
    }
    int d = ty_rc(t) == RC_NONE ? -1 : want(C, dst, t);
    int l_then = new_label(C), l_end = new_label(C);
    gen_cond_branch(C, n->cond, true, l_then);
    int mark = C->next_reg;
    if (d >= 0)
        gen(C, n->els, d);
    else
        gen(C, n->els, -1);
    C->next_reg = mark;
    jump_to(C, OP_JMP, 0, l_end);
    place_label(C, l_then);
    if (d >= 0)
        gen(C, n->then, d);
    else
        gen(C, n->then, -1);
    C->next_reg = mark;
    place_label(C, l_end);
    return d >= 0 ? d : want(C, dst, t);
}

/* ---- Structs in registers ------------------------------------------------------------- */

/* A struct local whose address never leaves the function (`split_uses`) and whose members are
 * all scalars (nested structs flattened, no arrays, unions or bit-fields) keeps each member in a
 * register of its own, as nvcc keeps a float2, a complex number or a cooperative group's handle
 * after inlining: reading or writing a member is a register access, not a local-memory load
 * or store. The variable keeps its frame slot: where the object's address is needed (a copy of
 * the whole object, a call that takes its address, which split_uses has followed and found
 * only reaching the object through it) the members are stored there first ("materialised"),
 * and after such a call they are loaded back. */
#define CG_SPLIT_MAX 8

typedef struct cg_split {
    int n;
    int off[CG_SPLIT_MAX];
    ty_type *ty[CG_SPLIT_MAX];
    int reg[CG_SPLIT_MAX];
    parse_var *of; /* a pointer parameter of an inlined body that stands for &OF + BASE (its
                      uses are all of *p's members): n is 0 */
    int base;
} cg_split;

/* The scalar members of struct T at BASE, flattened into S; false if T cannot be split. */
static bool split_fields(ty_type *t, int base, cg_split *S)
{
    t = ty_unqual(t);
    if (t->kind != TY_STRUCT || !t->complete || t->size <= 0 || t->class_id || t->is_flexible ||
        t->pack || t->atomic_scope)
        return false;
    for (ty_method *m = t->methods; m; m = m->next)
        if (m->name && m->name[0] == '~')
            return false; /* a destructor sees the object */
    for (ty_member *m = t->members; m; m = m->next) {
        ty_type *mt = m->ty;
        if (!mt || m->bit_width > 0 || mt->is_volatile || mt->is_ref)
            return false;
        if (ty_unqual(mt)->kind == TY_STRUCT) {
            if (!split_fields(mt, base + m->offset, S))
                return false;
            continue;
        }
        ty_regclass rc = ty_rc(mt);
        if (rc == RC_MEM || rc == RC_NONE || is_i128(mt) || ty_unqual(mt)->kind == TY_ARRAY ||
            S->n == CG_SPLIT_MAX)
            return false;
        S->off[S->n] = base + m->offset;
        S->ty[S->n] = mt;
        S->n++;
    }
    return S->n > 0;
}

/* The split variable N is a place of (a member chain ending at it), with the place's offset
 * in *OFF; NULL if N is no such place. */
static parse_var *split_place(const parse_node *n, int *off)
{
    int o = 0;
    for (; n->kind == ND_MEMBER; n = n->lhs) {
        if (n->member->bit_width > 0)
            return NULL;
        o += (int)n->ival;
    }
    if (n->kind == ND_DEREF && n->lhs->kind == ND_VAR && n->lhs->var->split &&
        n->lhs->var->split->of) { /* *this, this standing for a split variable */
        *off = o + n->lhs->var->split->base;
        return n->lhs->var->split->of;
    }
    if (n->kind != ND_VAR || !n->var->split || n->var->split->of)
        return NULL;
    *off = o;
    return n->var;
}

/* The address of split place N (in the variable's frame slot, the members stored there). */
static int var_addr(cg *C, parse_var *v, int dst, lex_token *t);

static int split_addr(cg *C, parse_var *v, int off, int dst)
{
    int d = var_addr(C, v, dst, NULL);
    if (off)
        EK(ADDK_I64, d, d, off);
    return d;
}

/* The member of S at OFF of scalar type T, or -1. */
static int split_field(const cg_split *S, int off, ty_type *t)
{
    for (int i = 0; i < S->n; i++)
        if (S->off[i] == off && S->ty[i]->size == t->size && ty_rc(S->ty[i]) == ty_rc(t))
            return i;
    return -1;
}

/* The members into V's frame slot (its address in ADDR). */
static void split_store(cg *C, parse_var *v, int addr)
{
    for (int i = 0; i < v->split->n; i++)
        store(C, v->split->ty[i], addr, v->split->off[i], v->split->reg[i]);
}

/* The members of V at [OFF, OFF + SIZE) from the object at ADDR (which is at OFF). */
static void split_load(cg *C, parse_var *v, int addr, int off, int size)
{
    const cg_split *S = v->split;
    for (int i = 0; i < S->n; i++)
        if (S->off[i] >= off && S->off[i] < off + size)
            load(C, S->ty[i], addr, S->off[i] - off, S->reg[i]);
}

/* V's members again from its frame slot, after a call wrote them there. */
static void split_reload(cg *C, parse_var *v)
{
    int mark = C->next_reg;
    int a = reg64(C);
    EK(LEA_LOCAL, a, 0, v->offset);
    split_load(C, v, a, 0, v->ty->size);
    C->next_reg = mark;
}

/* A pointer conversion that keeps the address (to the same class or a first base, which is at
 * offset 0)? */
static bool same_address(const parse_node *n)
{
    const ty_type *to = n->ty ? ty_unqual(n->ty) : NULL, *from = n->lhs->ty ? ty_unqual(n->lhs->ty) : NULL;
    if (!to || !from || to->kind != TY_PTR || from->kind != TY_PTR || !to->base || !from->base)
        return false;
    const ty_type *t = ty_unqual(to->base);
    for (const ty_type *c = ty_unqual(from->base); c; c = c->base_class ? ty_unqual(c->base_class) : NULL)
        if (c == t)
            return true;
    return false;
}

/* An argument that is the address of a split variable (or of a member of one): the variable,
 * the place's offset in *OFF. */
static parse_var *split_arg_at(const parse_node *a, int *off)
{
    while (a->kind == ND_CAST && same_address(a))
        a = a->lhs;
    return a->kind == ND_ADDR ? split_place(a->lhs, off) : NULL;
}

static parse_var *split_arg(const parse_node *a)
{
    int off;
    while (a->kind == ND_CAST)
        a = a->lhs;
    return a->kind == ND_ADDR ? split_place(a->lhs, &off) : NULL;
}

/* N (an assignment or update) with its left side, a member of a split variable, replaced by a
 * register variable in REG while FN compiles it (N itself stays the node the contraction plan
 * and C->discard know). */
static int on_member_reg(cg *C, parse_node *n, int reg, int (*fn)(cg *, parse_node *, int), int dst)
{
    parse_var rv = {0};
    rv.name = "";
    rv.ty = n->lhs->ty;
    rv.space = SP_REG;
    rv.reg = reg;
    parse_node l = *n->lhs, *save = n->lhs;
    l.kind = ND_VAR;
    l.var = &rv;
    l.lhs = NULL;
    n->lhs = &l;
    int d = fn(C, n, dst);
    n->lhs = save;
    return d;
}

/* Address of a variable. */
static int var_addr(cg *C, parse_var *v, int dst, lex_token *t)
{
    int d = want(C, dst, C->B->ulong);
    switch (v->space) {
    case SP_LOCAL:
        if (v->is_param && ty_rc(v->ty) == RC_MEM && !(C->fn->exec & EX_GLOBAL) && !v->split) {
            mov(C, d, v->reg, C->B->ulong); /* aggregates arrive by address */
        } else {
            EK(LEA_LOCAL, d, 0, v->offset);
            if (v->split)
                split_store(C, v, d);
        }
        break;
    case SP_PARAM:
        EK(LEA_PARAM, d, 0, v->offset);
        break;
    case SP_SHARED:
        if (v->is_dynamic_shared)
            E1(LEA_DYNSH, d);
        else
            EK(LEA_SHARED, d, 0, (int32_t)cg_sym_index(C, v->name));
        break;
    case SP_GLOBAL: case SP_CONSTANT: case SP_MANAGED:
        EK(LEA_SYM, d, 0, (int32_t)cg_sym_index(C, v->name));
        break;
    case SP_HOST:
        if (v->device_copy)
            EK(LEA_SYM, d, 0, (int32_t)cg_sym_index(C, v->name));
        else
            cg_error(C, t, "host variable '%s' cannot be used in device code", v->name);
        break;
    case SP_REG:
        cg_error(C, t, "internal: address of register variable '%s'", v->name);
        break;
    }
    return d;
}

static int string_addr(cg *C, parse_node *n, int dst)
{
    char name[48];
    uint64_t h = sess_hash(n->str, (size_t)n->str_len + 1);
    snprintf(name, sizeof name, ".str.%016llx", (unsigned long long)h);
    uint32_t si = cg_sym_index(C, name);
    vm_symbol *s = C->P->syms.p[si];
    if (!s->defined) {
        s->kind = VM_SYM_STRING;
        s->size = (uint32_t)n->str_len + 1;
        s->align = 1;
        s->init = sess_xmalloc(s->size);
        memcpy(s->init, n->str, (size_t)n->str_len);
        s->init[n->str_len] = 0;
        s->defined = true;
    }
    int d = want(C, dst, C->B->ulong);
    EK(LEA_SYM, d, 0, (int32_t)si);
    return d;
}

/* ---- Loads and stores through a pointer nvcc sees is null ---------------------------------
 * nvcc (LLVM) makes a trap of a load or store through a pointer it can see is null, and an
 * H100 reports it as cudaErrorLaunchFailure (device/runtime-faults@3: `int *q = 0; *q = 5;`),
 * where an access through a null pointer the kernel was passed is cudaErrorIllegalAddress
 * (runtime/launch-after-fault, dynamic/cdp-fault-kinds@1). Seen here: a null constant, or a
 * pointer register variable of the function that is only ever given null constants. */

static bool null_const(const parse_node *n)
{
    while (n && n->kind == ND_CAST)
        n = n->lhs;
    return n && n->kind == ND_NUM && n->ival == 0;
}

/* Does anything in N (and the nodes after it: a block's statements, a call's arguments) give
 * V a value other than a null constant? */
static bool gets_other(const parse_node *n, const parse_var *v)
{
    for (; n; n = n->next) {
        switch (n->kind) {
        case ND_ASSIGN:
            if (n->lhs && n->lhs->kind == ND_VAR && n->lhs->var == v && !null_const(n->rhs))
                return true;
            break;
        case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
            if (n->lhs && n->lhs->kind == ND_VAR && n->lhs->var == v)
                return true;
            break;
        case ND_ASM:
            return true; /* (an operand may write it) */
        default:
            break;
        }
        if (gets_other(n->lhs, v) || gets_other(n->rhs, v) || gets_other(n->cond, v) ||
            gets_other(n->then, v) || gets_other(n->els, v) || gets_other(n->init, v) ||
            gets_other(n->inc, v) || gets_other(n->body, v) || gets_other(n->args, v))
            return true;
    }
    return false;
}

static bool seen_null(cg *C, const parse_node *addr)
{
    while (addr && addr->kind == ND_CAST)
        addr = addr->lhs;
    if (null_const(addr))
        return true;
    if (!addr || addr->kind != ND_VAR || !addr->var || addr->var->space != SP_REG ||
        addr->var->is_param || !C->fn || !C->fn->body)
        return false;
    if (C->nulls.fn != C->fn) {
        C->nulls.fn = C->fn;
        C->nulls.n = 0;
    }
    int slots = (int)(sizeof C->nulls.var / sizeof C->nulls.var[0]);
    for (int i = 0; i < C->nulls.n && i < slots; i++)
        if (C->nulls.var[i] == addr->var)
            return C->nulls.null[i];
    bool null = !gets_other(C->fn->body, addr->var);
    int at = C->nulls.n++ % slots;
    C->nulls.var[at] = addr->var;
    C->nulls.null[at] = null;
    return null;
}

static int gen_addr(cg *C, parse_node *n, int dst)
{
    lex_token *save = C->tok;
    C->tok = n->tok;
    int d;
    switch (n->kind) {
    case ND_VAR:
        d = var_addr(C, n->var, dst, n->tok);
        break;
    case ND_DEREF: {
        int off;
        parse_var *v = split_place(n, &off);
        d = v ? split_addr(C, v, off, dst) : gen(C, n->lhs, dst);
        break;
    }
    case ND_MEMBER: {
        int mark = C->next_reg;
        int b = gen_addr(C, n->lhs, -1);
        C->next_reg = mark;
        d = want(C, dst, C->B->ulong);
        if (n->ival)
            EK(ADDK_I64, d, b, (int32_t)n->ival);
        else
            mov(C, d, b, C->B->ulong);
        break;
    }
    case ND_STR:
        d = string_addr(C, n, dst);
        break;
    case ND_COMPOUND:
        if (n->init) {
            int mark = C->next_reg;
            gen(C, n->init, -1);
            C->next_reg = mark;
        }
        d = var_addr(C, n->var, dst, n->tok);
        break;
    case ND_FUNC: {
        d = want(C, dst, C->B->ulong);
        uint32_t fi = cg_func_index(C, n->func->link ? n->func->link : n->func->name);
        EK(LEA_FUNC, d, 0, (int32_t)fi);
        break;
    }
    case ND_CALL: case ND_CAST: case ND_COND: case ND_COMMA: case ND_ASSIGN: case ND_STMT_EXPR:
        if (n->ty && ty_rc(n->ty) == RC_MEM) {
            d = gen(C, n, dst); /* aggregate values are addresses */
            break;
        }
        /* fall through */
    default:
        cg_error(C, n->tok, "expression is not an lvalue%s", "");
        d = want(C, dst, C->B->ulong);
        break;
    }
    C->tok = save;
    return d;
}

/* The address of the word that holds bit-field member N: its object's address plus the
 * member's offset, in a register of its own (the object's address may be a variable's
 * register: a reference's, or p's for p->bits). */
static int bitfield_addr(cg *C, parse_node *n)
{
    int a = gen_addr(C, n->lhs, -1);
    if (!n->ival)
        return a;
    int d = reg64(C);
    EK(ADDK_I64, d, a, (int32_t)n->ival);
    return d;
}

/* Bit-field read of member M at ADDR. */
static int bitfield_load(cg *C, ty_member *m, int addr, int dst)
{
    int d = want(C, dst, m->ty->size == 8 ? C->B->ulong : C->B->uint);
    ty_type *ut = m->ty->size == 8 ? C->B->ulong : C->B->uint;
    emit(C, m->ty->size == 8 ? OP_LD64 : m->ty->size == 4 ? OP_LD32 : m->ty->size == 2 ? OP_LD16U : OP_LD8U,
         d, addr, 0, 0, 0, 0, 0);
    bool w64 = m->ty->size == 8;
    int bits = w64 ? 64 : 32;
    int shl = bits - m->bit_offset - m->bit_width;
    if (shl) {
        int k = reg_ty(C, m->ty->size == 8 ? C->B->ulong : C->B->uint);
        load_imm(C, k, shl);
        emit(C, w64 ? OP_SHL_I64 : OP_SHL_I32, d, d, k, 0, 0, 0, 0);
    }
    int k2 = reg_ty(C, m->ty->size == 8 ? C->B->ulong : C->B->uint);
    load_imm(C, k2, bits - m->bit_width);
    bool sgn = !m->ty->is_unsigned && m->ty->kind != TY_BOOL;
    emit(C, w64 ? (sgn ? OP_SHR_I64 : OP_SHR_U64) : (sgn ? OP_SHR_I32 : OP_SHR_U32), d, d, k2, 0, 0, 0, 0);
    (void)ut;
    return d;
}

static void bitfield_store(cg *C, ty_member *m, int addr, int val)
{
    bool w64 = m->ty->size == 8;
    ty_type *wt = m->ty->size == 8 ? C->B->ulong : C->B->uint;
    int old = reg_ty(C, wt), mask = reg_ty(C, wt), v = reg_ty(C, wt);
    emit(C, w64 ? OP_LD64 : m->ty->size == 4 ? OP_LD32 : m->ty->size == 2 ? OP_LD16U : OP_LD8U,
         old, addr, 0, 0, 0, 0, 0);
    uint64_t mk = (m->bit_width >= 64 ? ~0ull : ((1ull << m->bit_width) - 1)) << m->bit_offset;
    load_imm(C, mask, w64 ? (int64_t)~mk : (int64_t)(int32_t)(uint32_t)~mk);
    emit(C, w64 ? OP_AND_I64 : OP_AND_I32, old, old, mask, 0, 0, 0, 0);
    int sh = reg_ty(C, wt);
    load_imm(C, sh, m->bit_offset);
    emit(C, w64 ? OP_SHL_I64 : OP_SHL_I32, v, val, sh, 0, 0, 0, 0);
    load_imm(C, mask, w64 ? (int64_t)mk : (int64_t)(int32_t)(uint32_t)mk);
    emit(C, w64 ? OP_AND_I64 : OP_AND_I32, v, v, mask, 0, 0, 0, 0);
    emit(C, w64 ? OP_OR_I64 : OP_OR_I32, old, old, v, 0, 0, 0, 0);
    emit(C, store_op(m->ty), 0, addr, old, 0, 0, 0, 0);
}

static bool is_reg_var(parse_node *n)
{
    return n->kind == ND_VAR && n->var->space == SP_REG;
}

static int gen_assign_at(cg *C, parse_node *n, int dst);

/* The struct value E into the registers of split V (of E's type, from offset OFF): moved from
 * where E is split (a split variable, a temporary, an inlined call's result), else loaded from
 * E's address. */
static void split_value(cg *C, parse_var *v, int off, parse_node *e)
{
    int mark = C->next_reg;
    parse_var *r = NULL;
    if (off == 0 && ty_unqual(e->ty) == ty_unqual(v->ty)) {
        if (e->kind == ND_VAR && e->var->split && !e->var->split->of) {
            r = e->var;
        } else if (e->kind == ND_COMPOUND && e->var && e->var->split && !e->var->split->of) {
            if (e->init)
                gen(C, e->init, -1);
            r = e->var;
        } else if (e->kind == ND_CALL) {
            parse_node *want0 = C->want_split;
            C->want_split = e;
            C->split_result = NULL;
            C->frame_result = e; /* (loaded before anything else runs) */
            int a = gen(C, e, -1);
            C->frame_result = NULL;
            C->want_split = want0;
            r = C->split_result;
            C->split_result = NULL;
            if (!r)
                split_load(C, v, a, 0, v->ty->size);
        }
        if (r && r != v)
            for (int i = 0; i < v->split->n; i++)
                mov(C, v->split->reg[i], r->split->reg[i], v->split->ty[i]);
        if (r || e->kind == ND_CALL) {
            C->next_reg = mark;
            return;
        }
    }
    int a = gen(C, e, -1);
    split_load(C, v, a, off, e->ty->size);
    C->next_reg = mark;
}

/* An assignment to a split variable or to a struct member of one: its members from the value
 * (split_value); the value, where it is used, the variable's address. */
static int split_assign(cg *C, parse_node *n, parse_var *v, int off, int dst)
{
    int mark = C->next_reg;
    ty_type *t = n->lhs->ty;
    split_value(C, v, off, n->rhs);
    C->next_reg = mark;
    if (C->discard == n)
        return want(C, dst, t);
    return gen_addr(C, n->lhs, dst);
}

static int gen_assign(cg *C, parse_node *n, int dst)
{
    int off;
    parse_var *v = split_place(n->lhs, &off);
    if (!v)
        return gen_assign_at(C, n, dst);
    if (ty_rc(n->lhs->ty) == RC_MEM)
        return split_assign(C, n, v, off, dst);
    int i = split_field(v->split, off, n->lhs->ty);
    if (i >= 0)
        return on_member_reg(C, n, v->split->reg[i], gen_assign_at, dst);
    int d = gen_assign_at(C, n, dst); /* (through the frame slot) */
    split_reload(C, v);
    return d;
}

static int gen_assign_at(cg *C, parse_node *n, int dst)
{
    parse_node *l = n->lhs;
    ty_type *t = l->ty;
    if (l->kind == ND_DEREF && seen_null(C, l->lhs))
        EK(TRAP, 0, 0, 6); /* a store through a pointer nvcc sees is null */
    if (is_reg_var(l)) {
        gen(C, n->rhs, l->var->reg);
        if (dst >= 0 && dst != l->var->reg)
            mov(C, dst, l->var->reg, t);
        return dst >= 0 ? dst : l->var->reg;
    }
    int mark = C->next_reg;
    if (l->kind == ND_MEMBER && l->member->bit_width > 0) {
        int a = bitfield_addr(C, l);
        int v = gen(C, n->rhs, -1);
        bitfield_store(C, l->member, a, v);
        C->next_reg = mark;
        int d = want(C, dst, t);
        mov(C, d, v, t);
        return d;
    }
    if (ty_rc(t) == RC_MEM && n->rhs->kind == ND_CALL && l->kind == ND_VAR)
        C->frame_result = n->rhs; /* copied straight into the variable */
    int v = gen(C, n->rhs, -1);
    C->frame_result = NULL;
    size_t before = C->P->code.len;
    int amark = C->next_reg;
    int a = gen_addr(C, l, -1);
    if (underaligned(l)) {
        int tmp = frame_temp(C, t->size, -1);
        store(C, t, tmp, 0, v);
        emit(C, OP_MEMCPY, 0, a, tmp, 0, t->size, 0, 0);
    } else if (!store_shared_element(C, t, a, before, amark, v)) {
        store(C, t, a, 0, v);
    }
    if (C->discard == n && dst < 0) {
        C->next_reg = mark;
        return want(C, dst, t); /* nobody reads the value: no copy of it */
    }
    if (ty_rc(t) == RC_MEM) {
        C->next_reg = mark;
        int d = want(C, dst, t);
        if (d != a)
            E2(MOV, d, a);
        return d;
    }
    C->next_reg = mark;
    int d = want(C, dst, t);
    mov(C, d, v, t);
    return d;
}

/* x op= y and ++/--: read, operate in the operation type, convert back, write. */
static int gen_binary_at(cg *C, parse_node *n, const parse_node *site, int dst);

/* x op= y's operation, x op y, in LT (x's type). */
static parse_node opassign_binary(const parse_node *n, ty_type *lt)
{
    parse_node bin = {0};
    bin.kind = (nd_kind)n->op;
    bin.tok = n->tok;
    bin.lhs = n->lhs;
    bin.rhs = n->rhs;
    bin.ty = lt;
    return bin;
}

/* x op= y, ++x, x-- ... of an __int128 X (in memory): the result's address. */
static int gen_i128_update(cg *C, parse_node *n, bool post, int dst)
{
    parse_node *l = n->lhs;
    ty_type *lt = ty_unqual(l->ty);
    int addr = gen_addr(C, l, -1), old = -1;
    if (post) { /* the value before: a copy */
        old = frame_temp(C, 16, -1);
        emit(C, OP_MEMCPY, 0, old, addr, 0, 16, 0, 0);
    }
    int r;
    if (n->kind == ND_OPASSIGN) {
        parse_node bin = opassign_binary(n, lt);
        r = gen_i128_binary(C, &bin, -1);
    } else {
        int one = reg64(C);
        load_imm(C, one, n->ival);
        int b = i128_op(C, VI128_FROM_I64, one, 0, -1);
        r = i128_op(C, n->kind == ND_PREINC || n->kind == ND_POSTINC ? VI128_ADD : VI128_SUB, addr,
                    b, -1);
    }
    store(C, lt, addr, 0, r);
    int v = post ? old : addr;
    if (dst >= 0 && dst != v) {
        E2(MOV, dst, v);
        return dst;
    }
    return v;
}

static int gen_update_at(cg *C, parse_node *n, int dst);

static int gen_update(cg *C, parse_node *n, int dst)
{
    int off;
    parse_var *v = split_place(n->lhs, &off);
    if (!v)
        return gen_update_at(C, n, dst);
    int i = split_field(v->split, off, n->lhs->ty);
    if (i >= 0)
        return on_member_reg(C, n, v->split->reg[i], gen_update_at, dst);
    int d = gen_update_at(C, n, dst); /* (through the frame slot) */
    split_reload(C, v);
    return d;
}

static int gen_update_at(cg *C, parse_node *n, int dst)
{
    parse_node *l = n->lhs;
    ty_type *lt = ty_unqual(l->ty);
    bool post = n->kind == ND_POSTINC || n->kind == ND_POSTDEC;
    if (post && C->discard == n)
        post = false; /* i++ as a statement is ++i */
    if (is_i128(lt))
        return gen_i128_update(C, n, post, dst);
    /* a register variable updated in its own type: one instruction into its register */
    if (is_reg_var(l) && !post && n->kind != ND_OPASSIGN && (ty_rc(lt) == RC_I64 ||
        (ty_rc(lt) == RC_I32 && lt->size == 4 && ty_is_integer(lt)))) {
        int64_t step = (n->kind == ND_PREINC || n->kind == ND_POSTINC) ? n->ival : -n->ival;
        emit(C, ty_rc(lt) == RC_I64 ? OP_ADDK_I64 : OP_ADDK_I32, l->var->reg, l->var->reg, 0, 0,
             (int32_t)step, 0, 0);
        if (dst >= 0)
            mov(C, dst, l->var->reg, lt);
        return dst >= 0 ? dst : l->var->reg;
    }
    /* (or an int updated in unsigned, as a grid-stride loop's i += gridDim.x * blockDim.x: the
     * same 32 bits for these operations, so no copy through a temporary) */
    ty_type *cty = n->kind == ND_OPASSIGN && n->cty ? ty_unqual(n->cty) : NULL;
    bool same_bits = n->kind == ND_OPASSIGN && cty && ty_rc(lt) == RC_I32 && lt->size == 4 &&
                     ty_is_integer(lt) && ty_rc(cty) == RC_I32 && cty->size == 4 &&
                     ty_is_integer(cty) && (n->op == ND_ADD || n->op == ND_SUB || n->op == ND_MUL ||
                                            n->op == ND_BITAND || n->op == ND_BITOR ||
                                            n->op == ND_BITXOR);
    if (is_reg_var(l) && n->kind == ND_OPASSIGN && (cty == lt || same_bits) && lt->kind != TY_PTR &&
        ty_is_arith(lt) && (lt->size >= 4 || ty_is_flonum(lt))) {
        parse_node bin = opassign_binary(n, lt);
        gen_binary_at(C, &bin, n, l->var->reg);
        if (dst >= 0)
            mov(C, dst, l->var->reg, lt);
        return dst >= 0 ? dst : l->var->reg;
    }
    nd_kind op;
    ty_type *ct;
    if (n->kind == ND_OPASSIGN) {
        op = (nd_kind)n->op;
        ct = ty_unqual(n->cty);
    } else {
        op = (n->kind == ND_PREINC || n->kind == ND_POSTINC) ? ND_ADD : ND_SUB;
        ct = lt->kind == TY_PTR ? lt : (ty_is_integer(lt) ? ty_promote(C->B, lt) : lt);
    }
    int mark = C->next_reg;
    int addr = -1, cur;
    bool bitf = l->kind == ND_MEMBER && l->member->bit_width > 0;
    vm_insn sh = {0}; /* (sh.op STS32: the element of a __shared__ array that LDS32 read) */
    if (is_reg_var(l)) {
        cur = l->var->reg;
    } else if (bitf) {
        addr = bitfield_addr(C, l);
        cur = bitfield_load(C, l->member, addr, -1);
    } else {
        size_t before = C->P->code.len;
        addr = gen_addr(C, l, -1);
        if (!underaligned(l) && writes_no_variable(n->rhs) && fuse_shared_element(C, lt, addr, before, mark, &sh)) {
            /* s[i] += v: LDS32 and STS32 of one element, its index registers kept from the
             * right side's temporaries (which write no variable) until the store */
            sh.op = OP_LDS32;
            sh.d = (uint16_t)reg_ty(C, lt);
            C->P->code.p[emit(C, OP_LDS32, 0, 0, 0, 0, 0, 0, 0)] = sh;
            cur = sh.d;
            sh.op = OP_STS32;
            int top = (sh.a > sh.d ? sh.a : sh.d) + 1;
            if (sh.x && sh.b + 1 > top)
                top = sh.b + 1;
            if (C->next_reg < top)
                C->next_reg = top;
        } else {
            cur = load(C, lt, underaligned(l) ? bytes_to_frame(C, addr, lt->size) : addr, 0, -1);
        }
    }
    int old = -1;
    if (post && dst >= 0) {
        old = dst;
        mov(C, old, cur, lt);
    } else if (post) {
        old = reg_ty(C, lt);
        mov(C, old, cur, lt);
    }
    int a = gen_convert(C, cur, lt, ct, -1);
    int res = reg_ty(C, ct);
    if (lt->kind == TY_PTR) {
        int sz = lt->base->size > 0 ? lt->base->size : 1;
        if (n->kind == ND_OPASSIGN) {
            res = gen_ptr_add(C, a, n->rhs, sz, op == ND_SUB, res, -1);
        } else {
            EK(ADDK_I64, res, a, (int32_t)(op == ND_ADD ? n->ival : -n->ival));
        }
    } else if (n->kind == ND_OPASSIGN) {
        const cg_fma *F = (op == ND_ADD || op == ND_SUB) && ty_is_flonum(ct) ?
                          cg_contract_site(C->K, n) : NULL;
        if (F) {
            /* x += a*b is contracted like x + a*b */
            res = gen_fused(C, F, NULL, a, n->rhs, op == ND_SUB, ct, res);
        } else {
            int b = gen(C, n->rhs, -1);
            vm_opcode o = arith_op(op, ct);
            emit(C, o, res, a, b, 0, 0, 0, 0);
        }
    } else {
        int one = reg_ty(C, ct);
        if (ty_is_flonum(ct)) {
            double v = 1.0;
            if (ty_rc(ct) == RC_F32) {
                float f = 1.0f;
                uint32_t bits;
                memcpy(&bits, &f, 4);
                EK(LDI32, one, 0, (int32_t)bits);
            } else {
                uint64_t bits;
                memcpy(&bits, &v, 8);
                EK(LDK, one, 0, (int32_t)vm_add_const(C->P, bits));
            }
        } else {
            load_imm(C, one, 1);
        }
        emit(C, arith_op(op, ct), res, a, one, 0, 0, 0, 0);
    }
    int nv = gen_convert(C, res, ct, lt, is_reg_var(l) ? l->var->reg : -1);
    if (bitf) {
        bitfield_store(C, l->member, addr, nv);
    } else if (underaligned(l)) {
        int tmp = frame_temp(C, lt->size, -1);
        store(C, lt, tmp, 0, nv);
        emit(C, OP_MEMCPY, 0, addr, tmp, 0, lt->size, 0, 0);
    } else if (sh.op == OP_STS32) {
        sh.d = (uint16_t)nv;
        C->P->code.p[emit(C, OP_STS32, 0, 0, 0, 0, 0, 0, 0)] = sh;
    } else if (!is_reg_var(l)) {
        store(C, lt, addr, 0, nv);
    }
    C->next_reg = mark;
    if (C->discard == n)
        return nv;
    if (post) {
        if (dst >= 0)
            return dst;
        int d = reg_ty(C, lt);
        mov(C, d, old, lt);
        return d;
    }
    int d = want(C, dst, lt);
    mov(C, d, nv, lt);
    return d;
}

/* Where a call's arguments land in the callee's frame: each takes the next row of its width,
 * from row 0 — the rule alloc_reg follows, so caller and callee agree. Returns the rows used. */
static int param_rows(ty_type *const *types, int n, int *pos)
{
    int top = 0;
    for (int i = 0; i < n; i++) {
        bool w64 = is64(types[i]);
        int r = top;
        if ((r & 1) == w64)
            r++;
        pos[i] = r;
        top = r + 1;
    }
    return top;
}

/* ---- Inlining ---------------------------------------------------------------------------
 * A call of a small device function is compiled as a copy of its body in the caller, as nvcc
 * does at -O2 (the executor then pays no call, no frame and no moves of the warp's registers):
 * the callee's parameters and scalar locals become registers of the caller, its aggregates
 * slots of the caller's frame, and `return` a jump to the end with the value in a register.
 * Every instruction keeps the callee's source line, so faults, printf, traces and the
 * sanitizer name the line in the callee (a library header's function inlined into the program
 * is said to be at the program's call, as the executor reports a library call). Not inlined: __noinline__ functions, recursion (a
 * function that calls itself, or one already being inlined or compiled), calls through
 * pointers and virtual calls, a body with goto or labels, functions over the size limit
 * unless __forceinline__, and a body that is not the definition a call by name reaches (a
 * later REPL cell redefined it). A body whose copy reports an error is dropped and the call
 * is compiled as a call (the callee's own compilation reports the error once). */

static uint32_t frame_alloc(cg *C, ty_type *t);

struct cg_inline {
    cg_inline *up;
    parse_func *fn;
    int result;       /* the value's register, or -1 */
    int end;          /* the label after the body */
    int32_t slot;     /* frame slot of an aggregate result that must be copied, or -1 */
    parse_var *rv;    /* a struct result kept in registers (split), or NULL */
};

/* A body of up to CG_INLINE_NODES tree nodes whose locals take up to CG_INLINE_FRAME bytes
 * is inlined; __forceinline__ raises the first limit to CG_INLINE_FORCED. */
#define CG_INLINE_NODES 160
#define CG_INLINE_FORCED 4000
#define CG_INLINE_FRAME 256
#define CG_INLINE_DEPTH 12

typedef struct {
    parse_func *fn;
    int nodes, limit;
    bool refuse;
    parse_var *params[64];
    bool written[64];
    int nparams;
} inline_scan;

static void scan_written(inline_scan *S, parse_node *lhs)
{
    if (!lhs || lhs->kind != ND_VAR || !lhs->var->is_param)
        return;
    for (int i = 0; i < S->nparams; i++)
        if (S->params[i] == lhs->var)
            S->written[i] = true;
}

/* Count the nodes of a body, note the parameters it writes or takes the address of, and
 * whether it holds something that is not copied. */
static void scan_body(inline_scan *S, parse_node *n)
{
    for (; n && !S->refuse; n = n->next) {
        if (++S->nodes > S->limit) {
            S->refuse = true;
            return;
        }
        switch (n->kind) {
        case ND_GOTO: case ND_LABEL: case ND_TRY: case ND_THROW: case ND_VA_ARG: case ND_LAUNCH:
        case ND_SHOW:
            S->refuse = true; /* (labels keep their number in the tree) */
            return;
        case ND_ASSIGN: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC:
        case ND_POSTDEC: case ND_ADDR:
            scan_written(S, n->lhs);
            break;
        case ND_ASM:
            for (parse_node *a = n->args; a; a = a->next)
                scan_written(S, a);
            break;
        case ND_CALL:
            if (n->func == S->fn) {
                S->refuse = true; /* recursive: kept a call, as nvcc keeps it */
                return;
            }
            break;
        default:
            break;
        }
        scan_body(S, n->lhs);
        scan_body(S, n->rhs);
        scan_body(S, n->cond);
        scan_body(S, n->then);
        scan_body(S, n->els);
        scan_body(S, n->init);
        scan_body(S, n->inc);
        scan_body(S, n->body);
        scan_body(S, n->args);
    }
}

/* Does evaluating N leave everything as it was (no store, call or increment)? */
static bool is_pure(parse_node *n)
{
    for (; n; n = n->next) {
        switch (n->kind) {
        case ND_ASSIGN: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC:
        case ND_POSTDEC: case ND_CALL: case ND_BUILTIN: case ND_STMT_EXPR: case ND_COMPOUND:
        case ND_LAUNCH: case ND_ASM:
            return false;
        default:
            break;
        }
        if (!is_pure(n->lhs) || !is_pure(n->rhs) || !is_pure(n->cond) || !is_pure(n->then) ||
            !is_pure(n->els) || !is_pure(n->args))
            return false;
    }
    return true;
}

/* Where an aggregate variable is used: a place of it is the variable or a member of a place.
 * A place is written (the left of an assignment or increment), or escapes: its address is taken
 * (&, an array member that decays) other than for a call whose callee only uses that pointer
 * to reach the object (a constructor's or a member function's `this`, followed: that callee's
 * writes through it count as writes), or the aggregate goes anywhere but a member read, a copy
 * (an assignment's right, a by-value argument, a returned value) or a discarded value. With
 * DEREF, VAR is a pointer parameter and the places are those of *VAR; any other use of the
 * pointer escapes. */
typedef struct {
    parse_var *var;
    bool deref;
    int depth;
    bool written, escapes;
    bool split; /* for split_uses: a followed call also needs its other arguments pure and a
                   result that is no pointer or reference (which could be the object's address) */
} place_use;

static bool is_place(const parse_node *n, const place_use *U)
{
    if (U->split && n && n->kind == ND_COMPOUND && n->var == U->var)
        return true; /* the temporary, made there */
    while (n && (n->kind == ND_MEMBER ||
                 (U->split && n->kind == ND_CAST && n->lhs && n->ty && n->lhs->ty &&
                  ty_unqual(n->ty) == ty_unqual(n->lhs->ty)))) /* (a copy: as const) */
        n = n->lhs;
    if (U->deref) {
        if (!n || n->kind != ND_DEREF)
            return false;
        n = n->lhs;
    }
    return n && n->kind == ND_VAR && n->var == U->var;
}

static void use_at(place_use *U, const parse_node *parent, const parse_node *place, bool lhs)
{
    if (place->ty && ty_unqual(place->ty)->kind == TY_ARRAY) {
        U->escapes = true;
        return;
    }
    switch (parent ? parent->kind : ND_EXPR_STMT) {
    case ND_ADDR:
        U->escapes = true;
        return;
    case ND_ASSIGN: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC:
    case ND_POSTDEC: case ND_ZERO:
        if (lhs) {
            U->written = true;
            return;
        }
        break;
    case ND_CALL: case ND_RETURN: case ND_EXPR_STMT:
        break;
    default:
        if (place->ty && ty_rc(place->ty) == RC_MEM)
            U->escapes = true; /* an aggregate anywhere else: be safe */
        break;
    }
}

static place_use uses_of(parse_node *body, parse_var *v, bool deref, int depth);
static void scan_place(place_use *U, parse_node *n);

/* &place as argument ARG of CALL: the callee's use of that pointer, when it can be followed. */
static bool followed_call(place_use *U, parse_node *call, parse_node *arg)
{
    parse_func *f = call->func;
    if (!f || !f->is_defined || !f->body || f->is_virtual || f->dispatch || f->lazy_body ||
        U->depth >= 4)
        return false;
    parse_var *p = f->params;
    for (parse_node *a = call->args; a && a != arg; a = a->next)
        p = p ? p->next : NULL;
    if (!p || p->addr_taken)
        return false;
    if (U->split) {
        ty_type *rt = f->ty->base;
        if (rt && (rt->is_ref || ty_unqual(rt)->kind == TY_PTR))
            return false;
        for (parse_node *a = call->args; a; a = a->next) {
            /* no other argument changes the object (which is stored before, loaded after) */
            place_use W = {U->var, false, U->depth + 1, false, false, true};
            if (a != arg && !is_pure(a) && !is_place(a, &W))
                scan_place(&W, a);
            if (W.written || W.escapes)
                return false;
        }
    }
    place_use G = uses_of(f->body, p, true, U->depth + 1);
    U->escapes |= G.escapes;
    U->written |= G.written;
    return true;
}

/* The place whose address argument C is (for split_uses, also through conversions to the
 * class's first bases), or NULL. */
static const parse_node *address_of(const parse_node *c, const place_use *U)
{
    while (U->split && c->kind == ND_CAST && c->lhs && same_address(c))
        c = c->lhs;
    return c->kind == ND_ADDR ? c->lhs : NULL;
}

static void scan_child(place_use *U, parse_node *parent, parse_node *c, bool lhs)
{
    for (; c; c = c->next, lhs = false) { /* (a list continues through next) */
        if (is_place(c, U) && c->kind == ND_COMPOUND) {
            use_at(U, parent, c, lhs);
            scan_place(U, c); /* (and what makes it) */
        } else if (is_place(c, U))
            use_at(U, parent, c, lhs);
        else if (U->deref && c->kind == ND_VAR && c->var == U->var)
            U->escapes = true; /* the pointer itself */
        else if (parent->kind == ND_CALL && is_place(address_of(c, U), U) &&
                 followed_call(U, parent, c))
            continue;
        else
            scan_place(U, c);
    }
}

static void scan_place(place_use *U, parse_node *n)
{
    if (!n || U->escapes)
        return;
    if (n->kind == ND_COMPOUND && n->var == U->var && !U->split) {
        U->escapes = true; /* a temporary: made by its node */
        return;
    }
    scan_child(U, n, n->lhs, true);
    scan_child(U, n, n->rhs, false);
    scan_child(U, n, n->cond, false);
    scan_child(U, n, n->then, false);
    scan_child(U, n, n->els, false);
    scan_child(U, n, n->init, false);
    scan_child(U, n, n->inc, false);
    scan_child(U, n, n->body, false);
    scan_child(U, n, n->args, false);
}

static void scan_uses(place_use *U, parse_node *body)
{
    for (parse_node *s = body; s; s = s->next) {
        if (is_place(s, U))
            use_at(U, NULL, s, false);
        if (!is_place(s, U) || s->kind == ND_COMPOUND)
            scan_place(U, s);
    }
}

/* How a function body uses V (see place_use). */
static place_use uses_of(parse_node *body, parse_var *v, bool deref, int depth)
{
    place_use U = {v, deref, depth, false, false, false};
    scan_uses(&U, body);
    return U;
}

/* Does F use its struct variable V only in ways a split one allows (see "Structs in
 * registers")? */
static bool split_uses_ok(parse_func *f, parse_var *v, bool *written)
{
    if (v->ty->is_volatile)
        return false;
    place_use U = {v, false, 0, false, false, true};
    scan_uses(&U, f->body);
    if (written)
        *written = U.written;
    return !U.escapes;
}

/* Do CALL's arguments other than EXCEPT leave split variable V as it is? */
static bool args_leave(parse_var *v, parse_node *call, parse_node *except)
{
    for (parse_node *a = call->args; a; a = a->next) {
        place_use W = {v, false, 0, false, false, true};
        if (a != except && !is_place(a, &W))
            scan_place(&W, a);
        if (W.written || W.escapes)
            return false;
    }
    return true;
}

/* Struct local V of F in registers if it can be. */
static void split_var(cg *C, parse_func *f, parse_var *v)
{
    cg_split S = {0};
    if (ty_rc(v->ty) != RC_MEM || !split_fields(v->ty, 0, &S) || !split_uses_ok(f, v, NULL))
        return;
    for (int i = 0; i < S.n; i++)
        S.reg[i] = reg_ty(C, S.ty[i]);
    v->split = sess_arena_alloc(C->arena, sizeof S);
    *v->split = S;
}

/* Is the aggregate value of N in storage nobody else sees (a call's result, a local of the
 * inlined body), so that it can be used where it is instead of being copied? */
static bool private_value(parse_node *n, bool locals)
{
    switch (n->kind) {
    case ND_CALL:
        return true;
    case ND_COMPOUND: /* a temporary made here */
        return n->var && !n->var->is_global;
    case ND_COMMA:
        return private_value(n->rhs, locals);
    case ND_VAR:
        return locals && n->var->space == SP_LOCAL && !n->var->is_param && !n->var->is_global;
    default:
        return false;
    }
}

/* Is F the definition a call by its name reaches (not one that this unit or a later cell
 * replaced: a call compiled as a call finds the function by name)? */
static bool current_definition(cg *C, parse_func *f)
{
    const char *key = cg_key(C, f->link ? f->link : f->name);
    parse_func *here = sess_map_get(&C->defined, key, (int)strlen(key));
    if (here)
        return here == f;
    vm_func *vf = cg_find_func(C, f->link ? f->link : f->name);
    return vf && vf->defined && vf->source == f;
}

static bool being_compiled(cg *C, parse_func *f)
{
    if (f == C->root)
        return true;
    for (cg_inline *I = C->inl; I; I = I->up)
        if (I->fn == f)
            return true;
    return false;
}

/* Can call N be inlined? Fills S (the callee's parameters and what its body does). */
static bool can_inline(cg *C, parse_node *n, inline_scan *S)
{
    parse_func *f = n->func;
    if (!f || C->no_inline || !f->is_defined || !f->body || f->is_noinline || f->body_errors ||
        f->lazy_body || f->is_virtual || f->dispatch || !(f->exec & EX_DEVICE) ||
        (f->exec & EX_GLOBAL) || f->ty->variadic || being_compiled(C, f) || !current_definition(C, f))
        return false;
    int depth = 0;
    for (cg_inline *I = C->inl; I; I = I->up)
        depth++;
    if (depth >= CG_INLINE_DEPTH || ty_rc(n->ty) != ty_rc(f->ty->base))
        return false;
    memset(S, 0, sizeof *S);
    S->fn = f;
    S->limit = CG_INLINE_NODES;
    if (f->is_forceinline)
        S->limit = CG_INLINE_FORCED;
    int nargs = 0;
    for (parse_node *a = n->args; a; a = a->next)
        nargs++;
    for (parse_var *v = f->params; v; v = v->next) {
        if (S->nparams == 64)
            return false;
        S->params[S->nparams++] = v;
    }
    if (nargs != S->nparams)
        return false;
    int frame = 0;
    for (parse_var *v = f->locals; v; v = v->next)
        if (!v->is_global && (v->addr_taken || ty_rc(v->ty) == RC_MEM || v->ty->is_volatile))
            frame += (v->ty->size + 15) & ~15;
    if (frame > CG_INLINE_FRAME && !f->is_forceinline)
        return false;
    scan_body(S, f->body);
    return !S->refuse;
}

static bool shared_aggregate(cg *C, parse_func *f, parse_var *v, parse_node *a);

/* The split variable whose members an argument's value stored into its frame slot (its
 * address, or a pointer parameter standing for it), or NULL. */
static parse_var *materialised_by(const parse_node *a)
{
    if (a->kind == ND_VAR && a->var->split && a->var->split->of)
        return a->var->split->of->split ? a->var->split->of : NULL;
    parse_var *v = split_arg(a);
    return v && v->split && !v->split->of ? v : NULL;
}

/* After a call's arguments: a split variable whose members an argument stored before a later
 * argument could change them (h(count++) in a member function: `this`, then count++) is stored
 * again, since the callee sees the object as all the arguments left it. */
static void rematerialise_args(cg *C, parse_node *args)
{
    for (parse_node *a = args; a; a = a->next) {
        parse_var *v = materialised_by(a);
        if (!v || is_pure(a->next))
            continue;
        int mark = C->next_reg;
        int t = reg64(C);
        EK(LEA_LOCAL, t, 0, v->offset);
        split_store(C, v, t);
        C->next_reg = mark;
    }
}

/* Storage of the inlined function's parameters: registers first, then each argument evaluated
 * above them, left to right as a call evaluates them, and only then the storage written into
 * the parameters (an argument may inline the same function again). */
static void bind_params(cg *C, parse_node *n, const inline_scan *S)
{
    parse_node *a = n->args;
    struct { parse_space space; int reg, offset; bool alias; cg_split *split; } st[64];
    for (int i = 0; i < S->nparams; i++, a = a->next) {
        parse_var *v = S->params[i];
        st[i].alias = false;
        st[i].reg = st[i].offset = 0;
        st[i].split = NULL;
        int off = 0;
        bool written = false;
        parse_var *of = split_arg_at(a, &off);
        cg_split sp = {0};
        ty_type *rt = S->fn->ty->base;
        if (of && !v->addr_taken && !S->written[i] && ty_rc(v->ty) == RC_I64 && is_pure(a->next) &&
            !(rt && (rt->is_ref || ty_unqual(rt)->kind == TY_PTR)) &&
            !uses_of(S->fn->body, v, true, 0).escapes) {
            /* &x of a split x for a pointer the body only dereferences: x's registers */
            st[i].space = SP_REG;
            st[i].split = sess_arena_alloc(C->arena, sizeof *st[i].split);
            st[i].split->of = of;
            st[i].split->base = off;
        } else if (ty_rc(v->ty) == RC_MEM && split_fields(v->ty, 0, &sp) &&
                   split_uses_ok(S->fn, v, &written)) {
            st[i].space = SP_LOCAL;
            parse_var *from = a->kind == ND_VAR ? a->var : NULL;
            if (!written && from && from->split && !from->split->of &&
                ty_unqual(from->ty) == ty_unqual(v->ty) && args_leave(from, n, a)) {
                /* a copy the body only reads, of a split variable nothing else changes before
                   the body ends: that variable's registers */
                st[i].offset = from->offset;
                st[i].split = from->split;
                st[i].alias = true;
                continue;
            }
            /* a copy kept in registers */
            st[i].offset = (int)frame_alloc(C, v->ty);
            for (int k = 0; k < sp.n; k++)
                sp.reg[k] = reg_ty(C, sp.ty[k]);
            st[i].split = sess_arena_alloc(C->arena, sizeof sp);
            *st[i].split = sp;
        } else if (ty_rc(v->ty) == RC_MEM) {
            st[i].space = SP_LOCAL; /* by address, in the register */
            st[i].reg = reg64(C);
            st[i].alias = shared_aggregate(C, S->fn, v, a);
        } else if (v->addr_taken) {
            st[i].space = SP_LOCAL;
            st[i].offset = (int)frame_alloc(C, v->ty);
        } else if (!S->written[i] && a->kind == ND_VAR && a->var->space == SP_REG &&
                   ty_rc(a->ty) == ty_rc(v->ty) && is_pure(a->next)) {
            /* a register variable the body only reads, and no later argument changes */
            st[i].space = SP_REG;
            st[i].reg = a->var->reg;
            st[i].alias = true;
        } else {
            st[i].space = SP_REG;
            st[i].reg = reg_ty(C, v->ty);
        }
    }
    a = n->args;
    for (int i = 0; i < S->nparams; i++, a = a->next) {
        parse_var *v = S->params[i];
        int mark = C->next_reg;
        if ((st[i].split && st[i].split->of) || (st[i].split && st[i].alias)) {
            continue; /* (nothing to evaluate: the address of a variable, a variable) */
        } else if (st[i].split) {
            parse_var copy = {0};
            copy.ty = v->ty;
            copy.split = st[i].split;
            split_value(C, &copy, 0, a);
        } else if (st[i].alias && ty_rc(v->ty) == RC_MEM) {
            gen(C, a, st[i].reg); /* the caller's own object, read in place */
        } else if (st[i].alias) {
            continue;
        } else if (ty_rc(v->ty) == RC_MEM && private_value(a, false)) {
            gen(C, a, st[i].reg); /* a call's result: the callee may change it, nobody else sees it */
        } else if (ty_rc(v->ty) == RC_MEM) {
            uint32_t off = (C->frame + 15) & ~15u;
            C->frame = off + (uint32_t)((v->ty->size + 15) & ~15);
            int src = gen(C, a, -1);
            EK(LEA_LOCAL, st[i].reg, 0, (int32_t)off);
            emit(C, OP_MEMCPY, 0, st[i].reg, src, 0, v->ty->size, 0, 0);
        } else if (st[i].space == SP_LOCAL) {
            int r = gen(C, a, -1);
            int t = reg64(C);
            EK(LEA_LOCAL, t, 0, st[i].offset);
            emit(C, store_op(v->ty), 0, t, r, 0, 0, 0, 0);
        } else {
            gen(C, a, st[i].reg);
        }
        C->next_reg = mark;
    }
    rematerialise_args(C, n->args);
    for (int i = 0; i < S->nparams; i++) {
        S->params[i]->space = st[i].space;
        S->params[i]->reg = st[i].reg;
        S->params[i]->offset = st[i].offset;
        S->params[i]->split = st[i].split;
    }
}

/* Can aggregate parameter V of F use argument A's object in place of a copy? When the body
 * only reads V, A is a variable of the calling function whose address never escapes it (so
 * nothing the body does can change it), and no later argument changes anything. */
static bool shared_aggregate(cg *C, parse_func *f, parse_var *v, parse_node *a)
{
    if (a->kind != ND_VAR || a->var->is_global || a->var->ty->is_volatile || v->ty->is_volatile ||
        (a->var->space != SP_LOCAL && a->var->space != SP_PARAM) || !is_pure(a->next) ||
        ty_unqual(a->ty) != ty_unqual(v->ty))
        return false;
    place_use in_callee = uses_of(f->body, v, false, 0);
    if (in_callee.written || in_callee.escapes)
        return false;
    return !uses_of(C->fn->body, a->var, false, 0).escapes;
}

static void bind_locals(cg *C, parse_func *f)
{
    for (parse_var *v = f->locals; v; v = v->next) {
        if (v->is_param || v->is_global)
            continue;
        v->split = NULL;
        if (v->addr_taken || ty_rc(v->ty) == RC_MEM || v->ty->is_volatile) {
            v->space = SP_LOCAL;
            v->offset = (int)frame_alloc(C, v->ty);
            split_var(C, f, v);
        } else {
            v->space = SP_REG;
            v->reg = reg_ty(C, v->ty);
        }
    }
}

/* `return` in an inlined body: the value into the result register, then to the end. */
static void inline_return(cg *C, parse_node *n)
{
    cg_inline *I = C->inl;
    if (n->lhs) {
        int mark = C->next_reg;
        ty_type *rt = I->fn->ty->base;
        if (I->result < 0 || ty_is_void(rt)) {
            gen(C, n->lhs, -1);
        } else if (ty_rc(rt) == RC_MEM && I->rv) {
            split_value(C, I->rv, 0, n->lhs);
        } else if (ty_rc(rt) == RC_MEM) {
            int a = gen(C, n->lhs, -1);
            if (private_value(n->lhs, true)) {
                mov(C, I->result, a, C->B->ulong);
            } else {
                if (I->slot < 0) {
                    uint32_t off = (C->frame + 15) & ~15u;
                    C->frame = off + (uint32_t)((rt->size + 15) & ~15);
                    I->slot = (int32_t)off;
                }
                EK(LEA_LOCAL, I->result, 0, I->slot);
                emit(C, OP_MEMCPY, 0, I->result, a, 0, rt->size, 0, 0);
            }
        } else {
            gen(C, n->lhs, I->result);
        }
        C->next_reg = mark;
    }
    jump_to(C, OP_JMP, 0, I->end);
}

static lex_token *closing_brace(lex_token *open, lex_token *dflt);
static cg_contract *contract_plan(cg *C, parse_func *f);

/* The body's end: a jump to it as the last instruction is dropped; a value-returning body
 * that can run off its end traps there, as the function would; the label is placed (a JOIN)
 * only where a return jumps to it. */
static void inline_end(cg *C, cg_inline *I, size_t fix0)
{
    vm_program *P = C->P;
    if (C->fixups.len > fix0 && C->fixups.p[C->fixups.len - 1].label == I->end &&
        C->fixups.p[C->fixups.len - 1].pc == P->code.len - 1 && P->code.p[P->code.len - 1].op == OP_JMP) {
        P->code.len--;
        P->locs.len--;
        C->fixups.len--;
    } else if (!ty_is_void(I->fn->ty->base)) {
        C->tok = closing_brace(I->fn->body ? I->fn->body->tok : NULL, I->fn->tok);
        EK(TRAP, 0, 0, 2);
    }
    for (size_t i = fix0; i < C->fixups.len; i++)
        if (C->fixups.p[i].label == I->end) {
            place_label(C, I->end);
            break;
        }
}

/* Is T in a library header of cudarepl's (<cooperative_groups.h>, ...)? Such a function's
 * instructions, inlined into the program, are said to be at the program's call: where the
 * executor's reports point for a library call that stays a call (program_site in exec.c). */
static bool in_library(const lex_token *t)
{
    return t && t->file && strstr(t->file, "include/device/");
}

/* Call N compiled as a copy of its callee's body; -1 when the copy reported an error (it is
 * then undone, and the call is compiled as a call). */
static int gen_inline(cg *C, parse_node *n, int dst, const inline_scan *S)
{
    parse_func *f = n->func;
    vm_program *P = C->P;
    size_t code0 = P->code.len, fix0 = C->fixups.len, callees0 = C->callees.len;
    size_t inl0 = C->inlined.len, diag0 = C->d->list.len;
    int errors0 = C->errors, derrors0 = C->d->nerrors, mark = C->next_reg;
    uint32_t frame0 = C->frame;
    bool indirect0 = C->calls_indirect;
    int d = ty_rc(n->ty) == RC_NONE ? -1 : want(C, dst, n->ty);
    cg_inline I = {C->inl, f, d, new_label(C), -1, NULL};
    bool keep_split = C->want_split == n;
    cg_split rs = {0};
    if (d >= 0 && ty_rc(f->ty->base) == RC_MEM && split_fields(f->ty->base, 0, &rs)) {
        /* a struct result in registers */
        I.rv = sess_arena_alloc(C->arena, sizeof *I.rv);
        I.rv->name = "";
        I.rv->ty = f->ty->base;
        I.rv->space = SP_LOCAL;
        I.rv->offset = (int)frame_alloc(C, f->ty->base);
        for (int k = 0; k < rs.n; k++)
            rs.reg[k] = reg_ty(C, rs.ty[k]);
        I.rv->split = sess_arena_alloc(C->arena, sizeof rs);
        *I.rv->split = rs;
    }
    bind_params(C, n, S);
    bind_locals(C, f);
    cg_contract *K = C->K;
    parse_func *fn = C->fn;
    parse_node *discard = C->discard;
    lex_token *tok = C->tok;
    int brk = C->break_label, cont = C->continue_label, used = C->continue_used;
    C->K = contract_plan(C, f);
    lex_token *site = C->site;
    if (!site && in_library(f->tok) && !in_library(n->tok))
        C->site = n->tok; /* the program's call, as a report of the call's frame would say */
    C->fn = f;
    C->inl = &I;
    C->discard = NULL;
    gen_stmt(C, f->body);
    inline_end(C, &I, fix0);
    cg_contract_free(C->K);
    C->K = K;
    C->fn = fn;
    C->inl = I.up;
    C->discard = discard;
    C->tok = tok;
    C->break_label = brk;
    C->continue_label = cont;
    C->continue_used = used;
    C->site = site;
    if (C->errors != errors0) {
        for (parse_var *v = f->params; v; v = v->next)
            v->split = NULL;
        P->code.len = P->locs.len = code0;
        C->fixups.len = fix0;
        C->callees.len = callees0;
        C->inlined.len = inl0;
        sess_diags_truncate(C->d, diag0, derrors0);
        C->errors = errors0;
        C->frame = frame0;
        C->calls_indirect = indirect0;
        C->next_reg = mark;
        return -1;
    }
    VEC_PUSH(C->inlined, cg_func_index(C, f->link ? f->link : f->name));
    if (I.rv && keep_split)
        C->split_result = I.rv; /* (its registers are read before anything else is made) */
    else if (I.rv)
        var_addr(C, I.rv, d, NULL); /* the members stored at its address */
    C->next_reg = d >= 0 && d >= mark ? d + 1 : mark;
    return d >= 0 ? d : want(C, dst, n->ty);
}

static int gen_call_at(cg *C, parse_node *n, int dst);

/* A call; a split variable whose address it took (a constructor's or member function's `this`)
 * is loaded back from its frame slot after it. */
static int gen_call(cg *C, parse_node *n, int dst)
{
    inline_scan S;
    int d = -1;
    if (can_inline(C, n, &S))
        d = gen_inline(C, n, dst, &S);
    bool inlined = d >= 0;
    if (!inlined)
        d = gen_call_at(C, n, dst);
    parse_var *p = inlined ? n->func->params : NULL;
    for (parse_node *a = n->args; a; a = a->next, p = p ? p->next : NULL) {
        parse_var *v = split_arg(a);
        if (v && !(p && p->split && p->split->of == v)) /* (an inlined body's alias wrote none) */
            split_reload(C, v);
    }
    return d;
}

static int gen_call_at(cg *C, parse_node *n, int dst)
{
    int mark = C->next_reg;
    int nargs = n->nargs;
    ty_type *types[256];
    int pos[256];
    int i = 0;
    for (parse_node *a = n->args; a && i < 256; a = a->next, i++)
        types[i] = a->ty ? a->ty : C->B->int_;
    int base = (C->next_reg + 1) & ~1; /* frames start on an even row */
    int rows = param_rows(types, nargs, pos);
    C->next_reg = base + (rows ? rows : 1);
    if (C->next_reg > C->max_reg)
        C->max_reg = C->next_reg;
    i = 0;
    for (parse_node *a = n->args; a; a = a->next, i++) {
        if (a->ty && ty_rc(a->ty) == RC_MEM) {
            /* pass a copy of the aggregate by address */
            uint32_t off = (C->frame + 15) & ~15u;
            C->frame = off + (uint32_t)((a->ty->size + 15) & ~15);
            int src = gen(C, a, -1);
            EK(LEA_LOCAL, base + pos[i], 0, (int32_t)off);
            emit(C, OP_MEMCPY, 0, base + pos[i], src, 0, a->ty->size, 0, 0);
        } else {
            gen(C, a, base + pos[i]);
        }
    }
    rematerialise_args(C, n->args);
    int fnreg = -1;
    if (!n->func) {
        fnreg = gen(C, n->lhs, -1);
        C->calls_indirect = true;
    }
    C->next_reg = mark;
    int d = ty_rc(n->ty) == RC_NONE ? (dst >= 0 ? dst : base) : want(C, dst, n->ty);
    uint8_t rw = is64(n->ty) || ty_rc(n->ty) == RC_MEM ? 8 : 4;
    if (n->func) {
        if (!(n->func->exec & (EX_DEVICE | EX_GLOBAL))) {
            C->errors++;
            sess_diag(C->d, CR_SEV_ERROR, n->tok->file, n->tok->line, n->tok->col,
                      "calling a %s__host__ function(\"%s\") from a %s function(\"%s\") is not allowed%s",
                      n->func->is_constexpr ? "constexpr " : "", n->func->name,
                      (C->fn->exec & EX_GLOBAL) ? "__global__" : "__device__", C->fn->name,
                      n->func->is_constexpr ? ". The experimental flag '--expt-relaxed-constexpr' "
                                              "can be used to allow this." : "");
        } else if (n->func->exec & EX_GLOBAL) {
            C->errors++;
            sess_diag(C->d, CR_SEV_ERROR, n->tok->file, n->tok->line, n->tok->col,
                      "a __global__ function (\"%s\") cannot be called like a function; launch it with "
                      "<<<...>>>", n->func->name);
        }
        uint32_t fi = cg_func_index(C, n->func->link ? n->func->link : n->func->name);
        VEC_PUSH(C->callees, fi);
        emit(C, OP_CALL, d, base, 0, 0, (int32_t)fi, 0, rw);
    } else {
        emit(C, OP_CALLI, d, base, fnreg, 0, 0, 0, rw);
        E0(JOIN); /* (lanes that called different functions meet again after their calls) */
    }
    if (ty_rc(n->ty) == RC_MEM && C->frame_result != n) {
        /* copy the returned aggregate out of the callee's frame right away */
        uint32_t off = (C->frame + 15) & ~15u;
        C->frame = off + (uint32_t)((n->ty->size + 15) & ~15);
        int t = reg64(C);
        EK(LEA_LOCAL, t, 0, (int32_t)off);
        emit(C, OP_MEMCPY, 0, t, d, 0, n->ty->size, 0, 0);
        E2(MOV, d, t);
    }
    return d;
}

static int frame_temp(cg *C, int size, int dst);

/* A launch's grid or block (a dim3, a uint3 or an integer) as three u32 at OFF in the record. */
static void gen_dim3(cg *C, parse_node *e, int rec, int32_t off)
{
    int mark = C->next_reg;
    if (e->ty && ty_rc(e->ty) == RC_MEM) {
        int src = gen(C, e, -1);
        store(C, e->ty, rec, off, src);
    } else {
        int v = gen_convert(C, gen(C, e, -1), e->ty ? e->ty : C->B->int_, C->B->uint, -1);
        store(C, C->B->uint, rec, off, v);
        int one = reg32(C);
        load_imm(C, one, 1);
        store(C, C->B->uint, rec, off + 4, one);
        store(C, C->B->uint, rec, off + 8, one);
    }
    C->next_reg = mark;
}

/* kernel<<<grid, block[, shared[, stream]]>>>(args) in device code (CUDA C++ Programming Guide
 * §4.18, CUDA Dynamic Parallelism): the launch record of vm.h (VM_LAUNCH_*) is built in a frame
 * slot, the arguments at the offsets of the kernel's parameter buffer, and LAUNCH hands it to
 * the runtime; the expression's value is the launch's cudaError_t. */
static int gen_launch(cg *C, parse_node *n, int dst)
{
    parse_node *call = n->lhs;
    if (n->ival == 1 || call->kind != ND_CALL || !call->func) {
        cg_error(C, n->tok, "%s is not supported in device code",
                 n->ival == 1 ? "cudaLaunchKernelEx" : "a launch through a function pointer");
        return want(C, dst, C->B->int_);
    }
    int d = want(C, dst, C->B->int_);
    int mark = C->next_reg;
    uint32_t offs[256], psize = 0;
    int i = 0;
    for (parse_node *a = call->args; a && i < 256; a = a->next, i++) {
        ty_type *t = a->ty ? a->ty : C->B->int_;
        uint32_t al = t->align > 0 ? (uint32_t)t->align : 1;
        offs[i] = (psize + al - 1) / al * al;
        psize = offs[i] + (uint32_t)t->size;
    }
    int rec = frame_temp(C, VM_LAUNCH_PARAMS + (int)psize, -1);
    parse_node *c = n->args;
    gen_dim3(C, c, rec, VM_LAUNCH_GRID);
    c = c ? c->next : NULL;
    gen_dim3(C, c, rec, VM_LAUNCH_BLOCK);
    c = c ? c->next : NULL;
    int m2 = C->next_reg;
    int v = c ? gen_convert(C, gen(C, c, -1), c->ty, C->B->uint, -1) : reg32(C);
    if (!c)
        load_imm(C, v, 0);
    store(C, C->B->uint, rec, VM_LAUNCH_SHARED, v);
    c = c ? c->next : NULL;
    v = c ? gen_convert(C, gen(C, c, -1), c->ty, C->B->ulong, -1) : reg64(C);
    if (!c)
        load_imm(C, v, 0);
    store(C, C->B->ulong, rec, VM_LAUNCH_STREAM, v);
    C->next_reg = m2;
    i = 0;
    for (parse_node *a = call->args; a && i < 256; a = a->next, i++) {
        int m3 = C->next_reg;
        store(C, a->ty ? a->ty : C->B->int_, rec, (int32_t)(VM_LAUNCH_PARAMS + offs[i]), gen(C, a, -1));
        C->next_reg = m3;
    }
    uint32_t fi = cg_func_index(C, call->func->link ? call->func->link : call->func->name);
    emit(C, OP_LAUNCH, d, rec, 0, 0, (int32_t)fi, 0, 0);
    C->next_reg = mark;
    return d;
}

static int gen_builtin(cg *C, parse_node *n, int dst);

static int gen_sreg(cg *C, parse_node *n, int dst)
{
    if (n->op >= SR_VEC_TID) {
        /* a whole uint3/dim3: materialise it in local memory */
        uint32_t off = (C->frame + 15) & ~15u;
        C->frame = off + 16;
        int d = want(C, dst, C->B->ulong);
        int mark = C->next_reg;
        int v = reg32(C);
        static const int first[] = {VM_SR_TID_X, VM_SR_NTID_X, VM_SR_CTAID_X, VM_SR_NCTAID_X};
        EK(LEA_LOCAL, d, 0, (int32_t)off);
        for (int i = 0; i < 3; i++) {
            EK(SREG, v, 0, first[n->op - SR_VEC_TID] + i);
            emit(C, OP_ST32, 0, d, v, 0, i * 4, 0, 0);
        }
        C->next_reg = mark;
        return d;
    }
    int d = want(C, dst, C->B->uint);
    EK(SREG, d, 0, n->op);
    return d;
}

static void zero_mem(cg *C, int addr, int size)
{
    int mark = C->next_reg;
    int z = reg32(C), len = reg64(C);
    load_imm(C, z, 0);
    load_imm(C, len, size);
    emit(C, OP_MEMSETR, 0, addr, z, len, 0, 0, 0);
    C->next_reg = mark;
}

static int gen_cast(cg *C, parse_node *n, int dst)
{
    ty_type *to = n->ty, *from = n->lhs->ty;
    if (ty_is_void(to)) {
        /* (void)e: e's value is discarded */
        int mark = C->next_reg;
        parse_node *discard = C->discard;
        C->discard = n->lhs;
        gen(C, n->lhs, -1);
        C->discard = discard;
        C->next_reg = mark;
        return want(C, dst, NULL);
    }
    if (ty_rc(to) == RC_MEM && !(is_i128(to) && !is_i128(from)))
        return gen(C, n->lhs, dst);
    if (same_bits(ty_unqual(from), ty_unqual(to)))
        return gen(C, n->lhs, dst);
    int mark = C->next_reg;
    int r = gen(C, n->lhs, -1);
    C->next_reg = mark;
    return gen_convert(C, r, from, to, dst);
}

static int gen(cg *C, parse_node *n, int dst)
{
    for (size_t i = 0; i < C->hoist.len; i++)
        if (C->hoist.p[i].n == n) {
            /* computed before the loop: its register, read like a variable's */
            int r = C->hoist.p[i].reg;
            if (dst >= 0 && dst != r) {
                mov(C, dst, r, n->ty);
                return dst;
            }
            return r;
        }
    lex_token *save = C->tok;
    C->tok = n->tok;
    int d = -1;
    switch (n->kind) {
    case ND_NUM:
        d = want(C, dst, n->ty);
        load_imm(C, d, n->ival);
        break;
    case ND_FNUM: {
        d = want(C, dst, n->ty);
        if (ty_rc(n->ty) == RC_F32) {
            float f = (float)n->fval;
            uint32_t bits;
            memcpy(&bits, &f, 4);
            EK(LDI32, d, 0, (int32_t)bits);
        } else {
            uint64_t bits;
            memcpy(&bits, &n->fval, 8);
            EK(LDK, d, 0, (int32_t)vm_add_const(C->P, bits));
        }
        break;
    }
    case ND_LAUNCH:
        d = gen_launch(C, n, dst);
        break;
    case ND_STR:
        d = string_addr(C, n, dst);
        break;
    case ND_VAR:
        if (n->var->space == SP_REG) {
            if (dst >= 0) {
                mov(C, dst, n->var->reg, n->ty);
                d = dst;
            } else {
                d = n->var->reg;
            }
        } else {
            int mark = C->next_reg;
            int a = gen_addr(C, n, -1);
            if (ty_rc(n->ty) == RC_MEM) {
                d = dst >= 0 ? dst : a;
                if (d != a)
                    E2(MOV, d, a);
            } else {
                C->next_reg = mark;
                d = load(C, n->ty, a, 0, dst);
            }
        }
        break;
    case ND_FUNC:
        d = gen_addr(C, n, dst);
        break;
    case ND_SREG:
        d = gen_sreg(C, n, dst);
        break;
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND:
    case ND_BITOR: case ND_BITXOR: case ND_SHL: case ND_SHR: case ND_EQ: case ND_NE: case ND_LT:
    case ND_LE:
        d = gen_binary(C, n, dst);
        break;
    case ND_LOGAND: case ND_LOGOR:
        d = gen_logical(C, n, dst);
        break;
    case ND_NOT: {
        int mark = C->next_reg;
        int b = gen_convert(C, gen(C, n->lhs, -1), n->lhs->ty, C->B->bool_, -1);
        C->next_reg = mark;
        d = want(C, dst, C->B->int_);
        EK(EQK_I32, d, b, 0);
        break;
    }
    case ND_BITNOT: case ND_NEG: {
        int mark = C->next_reg;
        if (is_i128(n->ty)) {
            int a = gen(C, n->lhs, -1);
            d = i128_op(C, n->kind == ND_NEG ? VI128_NEG : VI128_NOT, a, 0, dst);
            break;
        }
        int a = gen(C, n->lhs, -1);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        ty_regclass rc = ty_rc(n->ty);
        vm_opcode op = n->kind == ND_BITNOT ? (rc == RC_I64 ? OP_NOT_I64 : OP_NOT_I32)
                       : rc == RC_I64 ? OP_NEG_I64 : rc == RC_F32 ? OP_NEG_F32
                       : rc == RC_F64 ? OP_NEG_F64 : OP_NEG_I32;
        emit(C, op, d, a, 0, 0, 0, 0, 0);
        break;
    }
    case ND_ASSIGN:
        d = gen_assign(C, n, dst);
        break;
    case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
        d = gen_update(C, n, dst);
        break;
    case ND_COND:
        d = gen_cond_expr(C, n, dst);
        break;
    case ND_COMMA: {
        int mark = C->next_reg;
        C->discard = n->lhs;
        gen(C, n->lhs, -1);
        C->discard = NULL;
        C->next_reg = mark;
        d = gen(C, n->rhs, dst);
        break;
    }
    case ND_MEMBER: {
        int off;
        parse_var *v = split_place(n, &off);
        int i = v && ty_rc(n->ty) != RC_MEM ? split_field(v->split, off, n->ty) : -1;
        if (i >= 0) { /* a member of a split variable: its register */
            d = v->split->reg[i];
            if (dst >= 0) {
                mov(C, dst, d, n->ty);
                d = dst;
            }
            break;
        }
        if (n->member->bit_width > 0) {
            int mark = C->next_reg;
            int a = bitfield_addr(C, n);
            C->next_reg = mark;
            d = bitfield_load(C, n->member, a, want(C, dst, n->ty));
            break;
        }
        int mark = C->next_reg;
        int a = gen_addr(C, n->lhs, -1);
        if (underaligned(n)) {
            int at = reg64(C);
            EK(ADDK_I64, at, a, (int32_t)n->ival);
            a = bytes_to_frame(C, at, n->ty->size);
            C->next_reg = mark;
            d = load(C, n->ty, a, 0, dst);
            break;
        }
        C->next_reg = mark;
        d = load(C, n->ty, a, (int32_t)n->ival, dst);
        break;
    }
    case ND_ADDR:
        d = gen_addr(C, n->lhs, dst);
        break;
    case ND_DEREF: {
        int off;
        parse_var *v = split_place(n, &off);
        if (!v && seen_null(C, n->lhs))
            EK(TRAP, 0, 0, 6); /* a load through a pointer nvcc sees is null */
        if (v && ty_rc(n->ty) == RC_MEM) {
            d = split_addr(C, v, off, dst);
            break;
        }
        int i = v ? split_field(v->split, off, n->ty) : -1;
        if (i >= 0) {
            d = v->split->reg[i];
            if (dst >= 0) {
                mov(C, dst, d, n->ty);
                d = dst;
            }
            break;
        }
        int mark = C->next_reg;
        size_t before = C->P->code.len;
        int a = gen(C, n->lhs, -1);
        C->next_reg = mark;
        if (n->ty->kind == TY_FUNC) {
            d = want(C, dst, n->ty);
            mov(C, d, a, C->B->ulong);
        } else if ((d = load_shared_element(C, n->ty, a, before, mark, dst)) < 0) {
            d = load(C, n->ty, a, 0, dst);
        }
        break;
    }
    case ND_CAST:
        d = gen_cast(C, n, dst);
        break;
    case ND_CALL:
        d = gen_call(C, n, dst);
        break;
    case ND_BUILTIN:
        d = gen_builtin(C, n, dst);
        break;
    case ND_STMT_EXPR: {
        parse_node *last = NULL;
        for (parse_node *s = n->body->body; s; s = s->next) {
            if (!s->next && s->kind == ND_EXPR_STMT) {
                last = s;
                break;
            }
            gen_stmt(C, s);
        }
        d = last ? gen(C, last->lhs, dst) : want(C, dst, n->ty);
        break;
    }
    case ND_COMPOUND: /* a temporary: an aggregate is its address, a scalar its value */
        if (ty_rc(n->ty) == RC_MEM) {
            d = gen_addr(C, n, dst);
        } else {
            int mark = C->next_reg;
            int a = gen_addr(C, n, -1);
            C->next_reg = mark;
            d = load(C, n->ty, a, 0, dst);
        }
        break;
    case ND_ZERO: {
        int off;
        parse_var *v = split_place(n->lhs, &off);
        if (v) {
            for (int i = 0; i < v->split->n; i++)
                if (v->split->off[i] >= off && v->split->off[i] < off + n->lhs->ty->size)
                    load_imm_w(C, v->split->reg[i], 0, is64(v->split->ty[i]));
            d = want(C, dst, NULL);
            break;
        }
        int mark = C->next_reg;
        int a = gen_addr(C, n->lhs, -1);
        zero_mem(C, a, n->lhs->ty->size);
        C->next_reg = mark;
        d = want(C, dst, NULL);
        break;
    }
    default:
        cg_error(C, n->tok, "unsupported expression%s", "");
        d = want(C, dst, n->ty);
        break;
    }
    C->tok = save;
    return d;
}

/* Branch to LABEL when COND's truth equals JUMP_IF. */
static void gen_cond_branch(cg *C, parse_node *cond, bool jump_if, int label)
{
    int mark = C->next_reg;
    int r = gen(C, cond, -1);
    ty_regclass rc = ty_rc(cond->ty);
    if (rc != RC_I32 || (cond->ty->kind != TY_INT && cond->ty->kind != TY_BOOL &&
                         cond->ty->kind != TY_UINT && cond->ty->size != 4)) {
        r = gen_convert(C, r, cond->ty, C->B->bool_, -1);
    }
    /* a comparison into a temporary, just made, and this branch become one compare-and-branch */
    vm_insn *last = C->P->code.len ? &C->P->code.p[C->P->code.len - 1] : NULL;
    int kind = -1;
    bool imm = false;
    if (last && r >= mark && last->d == r) {
        switch (last->op) {
        case OP_EQ_I32: kind = LC_EQ; break;
        case OP_NE_I32: kind = LC_NE; break;
        case OP_LT_I32: kind = LC_LT; break;
        case OP_LE_I32: kind = LC_LE; break;
        case OP_LT_U32: kind = LC_LTU; break;
        case OP_LE_U32: kind = LC_LEU; break;
        case OP_EQK_I32: kind = LC_EQ; imm = true; break;
        case OP_NEK_I32: kind = LC_NE; imm = true; break;
        case OP_LTK_I32: kind = LC_LT; imm = true; break;
        case OP_GTK_I32: kind = LC_GT; imm = true; break;
        case OP_LTK_U32: kind = LC_LTU; imm = true; break;
        case OP_GTK_U32: kind = LC_GTU; imm = true; break;
        default: break;
        }
        if (imm && (last->k < INT16_MIN || last->k > INT16_MAX))
            kind = -1;
    }
    if (kind >= 0) {
        vm_insn cmp = *last;
        C->P->code.len--;
        C->P->locs.len--;
        uint32_t pc = emit(C, imm ? OP_BRK_I32 : OP_BR_I32, 0, cmp.a, imm ? 0 : cmp.b,
                           imm ? (int)(uint16_t)(int16_t)cmp.k : 0, 0, jump_if ? 0 : 1, (uint8_t)kind);
        fixup f = {pc, label};
        VEC_PUSH(C->fixups, f);
    } else {
        jump_to(C, jump_if ? OP_BRNZ : OP_BRZ, r, label);
    }
    C->next_reg = mark;
}

/* ---- Built-in functions --------------------------------------------------------------- */

static int gen_args(cg *C, parse_node *n, int *regs, int max)
{
    int i = 0;
    for (parse_node *a = n->args; a && i < max; a = a->next, i++)
        regs[i] = gen(C, a, -1);
    return i;
}

static char sig_char(ty_type *t)
{
    t = ty_unqual(t);
    switch (ty_rc(t)) {
    case RC_F64: return 'd';
    case RC_F32: return 'd';
    case RC_I64: return t->kind == TY_PTR ? 'p' : 'l';
    default: return 'i';
    }
}

/* printf: the format and every argument in 64-bit rows base, base+2, base+4, ... */
static int gen_printf(cg *C, parse_node *n, int dst)
{
    int mark = C->next_reg;
    int base = (C->next_reg + 1) & ~1;
    C->next_reg = base + 2 * n->nargs;
    if (C->next_reg > C->max_reg)
        C->max_reg = C->next_reg;
    char sig[260];
    int i = 0;
    for (parse_node *a = n->args; a; a = a->next, i++) {
        int row = base + 2 * i;
        if (i > 0 && i <= 255)
            sig[i - 1] = sig_char(a->ty);
        if (is64(a->ty)) {
            gen(C, a, row);
        } else {
            int t = gen(C, a, -1);
            emit(C, a->ty->is_unsigned ? OP_ZEXT32 : OP_SEXT32, row, t, 0, 0, 0, 0, 0);
        }
    }
    sig[i > 0 ? (i - 1 > 255 ? 255 : i - 1) : 0] = 0;
    C->next_reg = mark;
    int d = want(C, dst, C->B->int_);
    emit(C, OP_PRINTF, d, base, 0, 0, (int32_t)vm_add_string(C->P, sig), 0, (uint8_t)(n->nargs - 1));
    return d;
}

/* A frame slot of SIZE bytes (16-byte aligned) for a built-in's aggregate result. */
static int frame_temp(cg *C, int size, int dst)
{
    uint32_t off = (C->frame + 15) & ~15u;
    C->frame = off + (uint32_t)((size + 15) & ~15);
    int d = dst >= 0 ? dst : reg64(C);
    EK(LEA_LOCAL, d, 0, (int32_t)off);
    return d;
}

/* The memory flags' scope of an atomic or fence of SCOPE: an atomic named without one
 * (atomicAdd) is the device's. */
static uint8_t mf_scope(int scope)
{
    return (uint8_t)dm_scope_level(scope == DM_SCOPE_NONE ? DM_SCOPE_GPU : (dm_scope)scope);
}

/* INTRIN k over the registers A, B, C of types TA, TB, TC (NULL: unused), result of type TD:
 * x says which operands and the result are 64-bit rows. */
static int emit_intrin(cg *C, int k, int dst, ty_type *td, int a, ty_type *ta, int b, ty_type *tb,
                       int c, ty_type *tc)
{
    uint8_t x = (uint8_t)((ta && is64(ta) ? 1 : 0) | (tb && is64(tb) ? 2 : 0) |
                          (tc && is64(tc) ? 4 : 0) | (is64(td) ? 8 : 0));
    int d = want(C, dst, td);
    emit(C, OP_INTRIN, d, a, b, c, k, 0, x);
    return d;
}

/* The typed intrinsics: every argument in a register, INTRIN op; results that the built-in
 * returns through pointers (the __vib* predicates) are computed and stored the same way. */
static int gen_intrin(cg *C, parse_node *n, int op, int dst)
{
    const parse_builtin *b = &parse_builtin_table(&(int){0})[n->op];
    int mark = C->next_reg;
    int r[3] = {0, 0, 0}, nvals = 0, outs[2], nouts = 0;
    ty_type *t[3] = {NULL, NULL, NULL};
    for (parse_node *a = n->args; a; a = a->next) {
        if (a->ty && ty_unqual(a->ty)->kind == TY_PTR && b->family == BF_DPX) {
            if (nouts < 2)
                outs[nouts++] = gen(C, a, -1);
        } else if (nvals < 3) {
            t[nvals] = a->ty;
            r[nvals++] = gen(C, a, -1);
        }
    }
    for (int k = 0; k < nouts; k++) {
        int p = emit_intrin(C, parse_builtin_out_op(b, k), -1, C->B->int_, r[0], t[0], r[1], t[1],
                            r[2], t[2]);
        emit(C, OP_ST8, 0, outs[k], p, 0, 0, mem_flags(C->B->bool_), 0);
    }
    int v = emit_intrin(C, op, -1, n->ty, r[0], t[0], r[1], t[1], r[2], t[2]);
    C->next_reg = mark;
    int d = want(C, dst, n->ty);
    mov(C, d, v, n->ty);
    return d;
}

/* A math function of the float or double arguments in R (integer arguments, like ldexp's
 * exponent, travel in a row of the math type's width). */
static int emit_math(cg *C, int id, bool dbl, const int *r, ty_type *const *t, int nr)
{
    /* fmin(x, x) is x, bits unchanged (a NaN too), as nvcc folds it; of two different NaNs
     * the GPU's FMNMX gives the canonical NaN */
    if ((id == BM_FMIN || id == BM_FMAX) && nr == 2 && r[0] == r[1])
        return r[0];
    int a[3] = {0, 0, 0};
    for (int i = 0; i < nr && i < 3; i++) {
        a[i] = r[i];
        if (dbl && ty_is_integer(t[i]) && !is64(t[i])) {
            a[i] = reg64(C);
            emit(C, t[i]->is_unsigned ? OP_ZEXT32 : OP_SEXT32, a[i], r[i], 0, 0, 0, 0, 0);
        }
    }
    int d = dbl ? reg64(C) : reg32(C);
    emit(C, dbl ? OP_MATH_F64 : OP_MATH_F32, d, a[0], a[1], a[2], id, 0, 0);
    return d;
}

/* Math functions, with the results some return through pointers (sincos, frexp, modf, remquo)
 * stored through them. */
static int gen_math(cg *C, parse_node *n, int dst)
{
    const parse_builtin *b = &parse_builtin_table(&(int){0})[n->op];
    int mark = C->next_reg;
    int r[3], outs[2], nvals = 0, nouts = 0;
    ty_type *t[3], *ot[2];
    bool dbl = false, seen_fp = false;
    for (parse_node *a = n->args; a; a = a->next) {
        ty_type *at = ty_unqual(a->ty);
        if (at->kind == TY_PTR) {
            if (nouts < 2) {
                ot[nouts] = ty_unqual(at->base);
                outs[nouts++] = gen(C, a, -1);
            }
        } else if (nvals < 3) {
            if (!seen_fp && !ty_is_integer(at)) { /* the first floating argument (jn's is second) */
                dbl = at->kind == TY_DOUBLE;
                seen_fp = true;
            }
            t[nvals] = at;
            r[nvals++] = gen(C, a, -1);
        }
    }
    for (int k = 0; k < nouts; k++) {
        int v = emit_math(C, parse_builtin_out_op(b, k), dbl, r, t, nvals);
        if (ty_is_integer(ot[k]) && dbl) {
            int w = reg32(C);
            E2(TRUNC64, w, v);
            v = w;
        }
        emit(C, store_op(ot[k]), 0, outs[k], v, 0, 0, mem_flags(ot[k]), 0);
    }
    int v = ty_is_void(n->ty) ? 0 : emit_math(C, b->op, dbl, r, t, nvals);
    C->next_reg = mark;
    if (ty_is_void(n->ty))
        return want(C, dst, n->ty);
    if (b->family == BF_MATH_TOINT)
        return gen_convert(C, v, dbl ? C->B->double_ : C->B->float_, n->ty, dst);
    int d = want(C, dst, n->ty);
    mov(C, d, v, n->ty);
    return d;
}

/* make_<vector>(x, y, ...): the components stored in a frame slot; the value is its address. */
static int gen_make_vec(cg *C, parse_node *n, int dst)
{
    ty_type *vt = n->ty, *et = vt->members->ty;
    int mark = C->next_reg;
    int addr = frame_temp(C, vt->size, -1);
    int i = 0;
    for (parse_node *a = n->args; a; a = a->next, i++) {
        int v = gen(C, a, -1);
        emit(C, store_op(et), 0, addr, v, 0, i * et->size, mem_flags(et), 0);
    }
    C->next_reg = mark;
    int d = want(C, dst, C->B->ulong);
    mov(C, d, addr, C->B->ulong);
    return d;
}

/* __ldg & co. and __stwb & co.: plain accesses of global memory (the cache hint changes
 * nothing the memory model can see); vector types are copied. */
static int gen_ldst(cg *C, parse_node *n, int dst, bool store)
{
    int mark = C->next_reg;
    int p = gen(C, n->args, -1);
    ty_type *et = ty_unqual(store ? n->args->next->ty : n->ty);
    uint8_t mf = VM_MF(VM_SP_GLOBAL, DM_ORDER_WEAK, DM_SCOPE_NONE);
    if (store) {
        int v = gen(C, n->args->next, -1);
        if (ty_rc(et) == RC_MEM)
            emit(C, OP_MEMCPY, 0, p, v, 0, et->size, 0, 0);
        else
            emit(C, store_op(et), 0, p, v, 0, 0, mf, 0);
        C->next_reg = mark;
        return want(C, dst, n->ty);
    }
    if (ty_rc(et) == RC_MEM) {
        int t = frame_temp(C, et->size, -1);
        emit(C, OP_MEMCPY, 0, t, p, 0, et->size, 0, 0);
        C->next_reg = mark;
        int d = want(C, dst, C->B->ulong);
        mov(C, d, t, C->B->ulong);
        return d;
    }
    C->next_reg = mark;
    int d = want(C, dst, et);
    emit(C, load_op(et), d, p, 0, 0, 0, mf, 0);
    return d;
}

/* The ATOM value type (x) for an element type: arithmetic ops see signedness and floats;
 * bit-pattern ops (exchange, compare-and-swap, load, store) only the size. */
static uint8_t atom_vt(ty_type *et, int op)
{
    et = ty_unqual(et);
    bool bits = op == ATOM_EXCH || op == ATOM_CAS || op == ATOM_LOAD || op == ATOM_STORE;
    if (et->size == 1)
        return 8;
    if (et->size == 2)
        return 7;
    if (!bits && et->kind == TY_FLOAT)
        return 5;
    if (!bits && et->kind == TY_DOUBLE)
        return 6;
    if (et->size == 8)
        return et->is_unsigned || bits ? 4 : 3;
    return et->is_unsigned || bits ? 2 : 1;
}

/* A 16-byte atomic: ATOM16 leaves the old value at CBUF (which holds the comparand for a
 * compare-and-swap) and the success of a compare-and-swap in the result row. */
static int emit_atom16(cg *C, int op, uint8_t mf, int ptr, int val, int cbuf)
{
    int ok = reg32(C);
    emit(C, OP_ATOM16, ok, ptr, val, cbuf, op, mf, 0);
    return ok;
}

/* atomicAdd of float2/float4 (global memory, per component; Programming Guide §5.4.5.1.1). */
static int gen_atomic_vec_add(cg *C, parse_node *n, int ptr, int val, uint8_t scope)
{
    ty_type *vt = ty_unqual(n->ty);
    int res = frame_temp(C, vt->size, -1);
    int a = reg64(C), v = reg32(C), o = reg32(C);
    for (int i = 0; i < vt->vec_n; i++) {
        EK(ADDK_I64, a, ptr, i * 4);
        emit(C, OP_LD32, v, val, 0, 0, i * 4, 0, 0);
        emit(C, OP_ATOM, o, a, v, 0, ATOM_ADD, VM_MF(VM_SP_GLOBAL, DM_ORDER_RELAXED, scope), 5);
        emit(C, OP_ST32, 0, res, o, 0, i * 4, 0, 0);
    }
    return res;
}

/* Legacy atomics (Programming Guide §5.4.5.1): relaxed, at the scope of the name's suffix. */
static int gen_atomic(cg *C, parse_node *n, int dst)
{
    int mark = C->next_reg;
    int r[3] = {0, 0, 0};
    gen_args(C, n, r, 3);
    int op = (int)n->aux[0];
    uint8_t scope = mf_scope((int)n->aux[1]);
    uint8_t mf = VM_MF(VM_SP_GENERIC, DM_ORDER_RELAXED, scope);
    ty_type *et = ty_unqual(n->ty);
    int v;
    if (et->vec_n && op == ATOM_ADD) {
        v = gen_atomic_vec_add(C, n, r[0], r[1], scope);
    } else if (ty_rc(et) == RC_MEM) {
        /* 128-bit atomicExch / atomicCAS(address, compare, val) */
        v = frame_temp(C, 16, -1);
        if (op == ATOM_CAS)
            emit(C, OP_MEMCPY, 0, v, r[1], 0, 16, 0, 0);
        emit_atom16(C, op, mf, r[0], op == ATOM_CAS ? r[2] : r[1], v);
    } else {
        /* ATOM: b = the value stored, c = the comparand; the old value straight to the result's
         * register (each lane's operands are read before its result is written) */
        C->next_reg = mark;
        v = want(C, dst, n->ty);
        emit(C, OP_ATOM, v, r[0], op == ATOM_CAS ? r[2] : r[1], op == ATOM_CAS ? r[1] : 0, op, mf,
             atom_vt(et, op) | (C->discard == n ? VM_ATOM_UNUSED : 0));
        return v;
    }
    C->next_reg = mark;
    int d = want(C, dst, n->ty);
    mov(C, d, v, n->ty);
    return d;
}

/* __nv_atomic_* and cuda::atomic_ref methods: the operation with its order and scope. */
static int gen_nv_atomic(cg *C, parse_node *n, int dst)
{
    int f = (int)n->aux[3], op = (int)n->aux[0];
    uint8_t mf = VM_MF(VM_SP_GENERIC, n->aux[2], mf_scope((int)n->aux[1]));
    if (f & NVA_FENCE) {
        emit(C, OP_FENCE, 0, 0, 0, 0, 0, mf, 0);
        return want(C, dst, n->ty);
    }
    int mark = C->next_reg;
    int r[4] = {0, 0, 0, 0};
    gen_args(C, n, r, n->nargs < 4 ? n->nargs : 4);
    ty_type *et = ty_unqual(ty_unqual(n->args->ty)->base);
    bool byptr = f & NVA_BYPTR, cas = f & NVA_CAS_BOOL;
    int v = 0;
    if (et->size == 16) {
        /* the comparand and old value travel in BUF: *expected itself for compare_exchange */
        int buf = cas ? r[1] : frame_temp(C, 16, -1);
        int val = cas ? r[2] : op == ATOM_LOAD ? buf : r[1];
        int ok = emit_atom16(C, op, mf, r[0], val, buf);
        if (cas)
            v = ok;
        else if (byptr && (op == ATOM_EXCH || op == ATOM_LOAD))
            emit(C, OP_MEMCPY, 0, r[op == ATOM_EXCH ? 2 : 1], buf, 0, 16, 0, 0);
        else
            v = buf;
    } else if (cas) {
        ty_type *ut = ty_unqual(et);
        int cmp = want(C, -1, ut), des = r[2], old = want(C, -1, ut), ok = reg32(C);
        emit(C, load_op(ut), cmp, r[1], 0, 0, 0, mem_flags(ut), 0);
        if (byptr) {
            des = want(C, -1, ut);
            emit(C, load_op(ut), des, r[2], 0, 0, 0, mem_flags(ut), 0);
        }
        emit(C, OP_ATOM, old, r[0], des, cmp, ATOM_CAS, mf, atom_vt(ut, ATOM_CAS));
        emit(C, is64(ut) ? OP_EQ_I64 : OP_EQ_I32, ok, old, cmp, 0, 0, 0, 0);
        int skip = new_label(C);
        jump_to(C, OP_BRNZ, ok, skip);
        emit(C, store_op(ut), 0, r[1], old, 0, 0, mem_flags(ut), 0);
        place_label(C, skip);
        v = ok;
    } else {
        int val = r[1];
        if (byptr && op != ATOM_LOAD) {
            val = want(C, -1, et);
            emit(C, load_op(et), val, r[1], 0, 0, 0, mem_flags(et), 0);
        }
        if (op == ATOM_LOAD)
            val = 0;
        v = want(C, -1, et);
        bool unused = C->discard == n && !(byptr && (op == ATOM_EXCH || op == ATOM_LOAD));
        emit(C, OP_ATOM, v, r[0], val, 0, op, mf, atom_vt(et, op) | (unused ? VM_ATOM_UNUSED : 0));
        if (byptr && (op == ATOM_EXCH || op == ATOM_LOAD))
            emit(C, store_op(et), 0, r[op == ATOM_EXCH ? 2 : 1], v, 0, 0, mem_flags(et), 0);
    }
    C->next_reg = mark;
    int d = want(C, dst, n->ty);
    if (!ty_is_void(n->ty))
        mov(C, d, v, n->ty);
    return d;
}

/* cuda::std::calloc(n, size), as libcu++ writes it: NULL when n * size overflows, else
 * malloc(n * size), zeroed when it succeeded. */
static int gen_calloc(cg *C, parse_node *n, int dst)
{
    int mark = C->next_reg;
    int r[2];
    gen_args(C, n, r, 2);
    ty_type *ul = C->B->ulong;
    int hi = emit_intrin(C, VI_UMUL64HI, -1, ul, r[0], ul, r[1], ul, 0, NULL);
    int size = reg64(C), p = reg64(C), ok = reg32(C), z32 = reg32(C);
    int done = new_label(C);
    E3(MUL_I64, size, r[0], r[1]);
    load_imm(C, p, 0);
    EK(NEK_I64, ok, hi, 0);
    jump_to(C, OP_BRNZ, ok, done);
    E2(MALLOC, p, size);
    EK(NEK_I64, ok, p, 0);
    jump_to(C, OP_BRZ, ok, done);
    load_imm(C, z32, 0);
    emit(C, OP_MEMSETR, 0, p, z32, size, 0, 0, 0);
    place_label(C, done);
    C->next_reg = mark;
    int d = want(C, dst, n->ty);
    mov(C, d, p, n->ty);
    return d;
}

/* __builtin_assume(p), __builtin_assume_aligned(p, a, off): a false assumption is reported. */
static int gen_hint(cg *C, parse_node *n, int dst, int op)
{
    int mark = C->next_reg;
    int r[3] = {0, 0, 0};
    gen_args(C, n, r, 3);
    int v = r[0];
    if (op == HINT_ASSUME || op == HINT_ASSUME_ALIGNED) {
        int ok = r[0];
        if (op == HINT_ASSUME_ALIGNED) {
            ty_type *ul = C->B->ulong;
            int q = reg64(C);
            E3(SUB_I64, q, r[0], r[2]);
            ok = emit_intrin(C, VI_ALIGNED, -1, C->B->int_, q, ul, r[1], ul, 0, NULL);
        }
        int skip = new_label(C);
        jump_to(C, OP_BRNZ, ok, skip);
        EK(TRAP, 0, 0, op == HINT_ASSUME ? 3 : 4);
        place_label(C, skip);
    }
    C->next_reg = mark;
    int d = want(C, dst, n->ty);
    if (!ty_is_void(n->ty))
        mov(C, d, v, n->ty);
    return d;
}

static int gen_builtin(cg *C, parse_node *n, int dst)
{
    int count;
    const parse_builtin *b = &parse_builtin_table(&count)[n->op];
    int mark = C->next_reg;
    int r[8] = {0};
    int d;
    switch (b->family) {
    case BF_SYNCTHREADS: {
        int p = -1;
        if (b->op) {
            gen_args(C, n, r, 1);
            p = r[0];
        }
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        emit(C, OP_BAR, d, p < 0 ? 0 : p, 0, 0, 0, 0, (uint8_t)b->op);
        return d;
    }
    case BF_FENCE:
        emit(C, OP_FENCE, 0, 0, 0, 0, 0, VM_MF(0, DM_ORDER_SC, mf_scope(b->op)), 0);
        return want(C, dst, n->ty);
    case BF_CUDA_FENCE:
        emit(C, OP_FENCE, 0, 0, 0, 0, 0, VM_MF(0, n->aux[2], mf_scope((int)n->aux[1])), 0);
        return want(C, dst, n->ty);
    case BF_SYNCWARP:
        gen_args(C, n, r, 1);
        E2(SYNCWARP, 0, r[0]);
        C->next_reg = mark;
        return want(C, dst, n->ty);
    case BF_ACTIVEMASK:
        d = want(C, dst, n->ty);
        E1(ACTMASK, d);
        return d;
    case BF_VOTE: {
        gen_args(C, n, r, 2);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        emit(C, OP_VOTE, d, r[0], r[1], 0, b->op, 0, 0);
        return d;
    }
    case BF_SHFL: case BF_CUDA_SHFL: {
        /* mask, value, lane or delta, width */
        gen_args(C, n, r, 4);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        emit(C, OP_SHFL, d, r[0], r[1], r[2], r[3], (uint8_t)b->op, is64(n->ty) ? 8 : 4);
        return d;
    }
    case BF_MATCH: {
        gen_args(C, n, r, 3);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        emit(C, OP_MATCH, d, r[0], r[1], n->nargs > 2 ? r[2] : 0, b->op, 0, is64(n->args->next->ty) ? 8 : 4);
        return d;
    }
    case BF_REDUCE: {
        gen_args(C, n, r, 2);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        emit(C, OP_REDUX, d, r[0], r[1], 0, b->op | (n->ty->is_unsigned ? 0 : 16), 0, 0);
        return d;
    }
    case BF_ATOMIC:
        return gen_atomic(C, n, dst);
    case BF_NV_ATOMIC: case BF_ATOMIC_REF:
        return gen_nv_atomic(C, n, dst);
    case BF_PRINTF:
        return gen_printf(C, n, dst);
    case BF_ASSERT:
        EK(ASSERTF, 0, 0, (int32_t)vm_add_string(C->P, n->str));
        return want(C, dst, n->ty);
    case BF_TRAP:
        if (b->op == 1)
            E0(BRKPT);
        else
            EK(TRAP, 0, 0, b->op == 2 ? 1 : b->op == 3 ? 5 : 0);
        return want(C, dst, n->ty);
    case BF_CLOCK:
        d = want(C, dst, n->ty);
        EK(SREG, d, 0, b->op == 2 ? VM_SR_GLOBALTIMER : VM_SR_CLOCK64);
        return d;
    case BF_NANOSLEEP:
        gen_args(C, n, r, 1);
        E2(NANOSLEEP, 0, r[0]);
        C->next_reg = mark;
        return want(C, dst, n->ty);
    case BF_MALLOC: case BF_ALLOCA: case BF_ALIGNED_MALLOC:
        gen_args(C, n, r, 2);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        if (b->family == BF_ALIGNED_MALLOC)
            E3(MALLOC_ALIGNED, d, r[0], r[1]);
        else
            emit(C, b->family == BF_MALLOC ? OP_MALLOC : OP_STACKSAVE, d, r[0], 0, 0, 0, 0, 0);
        return d;
    case BF_CALLOC:
        return gen_calloc(C, n, dst);
    case BF_FREE:
        gen_args(C, n, r, 1);
        E2(FREE, 0, r[0]);
        C->next_reg = mark;
        return want(C, dst, n->ty);
    case BF_DEVRT:
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        EK(DEVRT, d, 0, b->op);
        return d;
    case BF_RNG_SKIP:
        gen_args(C, n, r, 2);
        emit(C, OP_RNGSKIP, 0, r[0], r[1], 0, b->op, 0, 0);
        C->next_reg = mark;
        return want(C, dst, n->ty);
    case BF_WMMA: {
        /* the descriptor, the last argument, is a constant of <mma.h>'s */
        parse_node *last = n->args;
        int64_t desc = 0xffff;
        while (last && last->next)
            last = last->next;
        if (!last || !parse_eval_const(last, &desc) || desc < 0 || desc > 0xffff)
            cg_error(C, n->tok, "%s: the descriptor must be a constant", b->name);
        gen_args(C, n, r, b->op == 0 ? 5 : 3);
        if (b->op == 0)
            emit(C, OP_WMMA, r[1], r[0], r[2], r[3], r[4], (uint8_t)(desc >> 8), (uint8_t)desc);
        else
            emit(C, OP_WMMALS, 0, r[0], r[1], r[2], 0, (uint8_t)(desc >> 8), (uint8_t)desc);
        C->next_reg = mark;
        return want(C, dst, n->ty);
    }
    case BF_MEMCPY: case BF_MEMSET:
        gen_args(C, n, r, 3);
        emit(C, b->family == BF_MEMCPY ? OP_MEMCPYR : OP_MEMSETR, 0, r[0], r[1], r[2], 0, 0, 0);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        if (d != r[0])
            E2(MOV, d, r[0]);
        return d;
    case BF_MATH_F: case BF_MATH_D: case BF_MATH: case BF_MATH_TOINT: case BF_SINCOS: {
        int fa, fb; /* __logf(x) whose factors a later FMA reads (contract.c) */
        if (cg_contract_stash(C->K, n, &fa, &fb))
            return gen_stashed_product(C, n, fa, fb, dst);
        return gen_math(C, n, dst);
    }
    case BF_INTRIN: case BF_DPX:
        return gen_intrin(C, n, b->op, dst);
    case BF_FPCLASS: case BF_DOT:
        return gen_intrin(C, n, (int)n->aux[1], dst);
    case BF_MINMAX: case BF_ABS:
        if (n->aux[0]) {
            int v;
            int nr = gen_args(C, n, r, 2);
            ty_type *t[2] = {n->ty, n->ty};
            v = emit_math(C, (int)n->aux[1], n->aux[0] == 2, r, t, nr);
            C->next_reg = mark;
            d = want(C, dst, n->ty);
            mov(C, d, v, n->ty);
            return d;
        }
        return gen_intrin(C, n, (int)n->aux[1], dst);
    case BF_MAKE_VEC:
        return gen_make_vec(C, n, dst);
    case BF_LDST:
        return gen_ldst(C, n, dst, b->op >= 6);
    case BF_ADDRSPACE:
        gen_args(C, n, r, 1);
        C->next_reg = mark;
        d = want(C, dst, n->ty);
        EK(ADDRPRED, d, r[0], b->op);
        return d;
    case BF_HINT:
        return gen_hint(C, n, dst, b->op);
    default:
        cg_error(C, n->tok, "built-in '%s' is not supported by the code generator yet", b->name);
        return want(C, dst, n->ty);
    }
}

/* ---- Statements ------------------------------------------------------------------------ */

static void gen_if(cg *C, parse_node *n)
{
    int l_end = new_label(C);
    if (!n->els) {
        gen_cond_branch(C, n->cond, false, l_end);
        gen_stmt(C, n->then);
        place_label(C, l_end);
        return;
    }
    /* else first: divergent lanes run the else-branch first, as on the H200 */
    int l_then = new_label(C);
    gen_cond_branch(C, n->cond, true, l_then);
    gen_stmt(C, n->els);
    jump_to(C, OP_JMP, 0, l_end);
    place_label(C, l_then);
    gen_stmt(C, n->then);
    place_label(C, l_end);
}


/* ---- Loop-invariant expressions -------------------------------------------------------------
 * A built-in variable (threadIdx.x, gridDim.x * blockDim.x, ...) is the same on every
 * iteration of a loop, and so is a warp-wide operation's constant mask or width: computed once
 * before the loop, into a register of their own, they cost an iteration nothing (a
 * grid-stride loop's step is three of its instructions, a shuffle tree's mask and width two of
 * seven, an atomicAdd(p, 1)'s constant one). Only integer arithmetic of those, which cannot
 * trap, is moved. */

#define CG_HOIST_MAX 8

/* Is N an integer expression of built-in variables that do not change during a launch and
 * constants (HAS_SREG: it names at least one built-in variable)? */
static bool invariant_expr(parse_node *n, bool *has_sreg)
{
    if (!n || !n->ty || !ty_is_integer(n->ty) || (ty_rc(n->ty) != RC_I32 && ty_rc(n->ty) != RC_I64))
        return false;
    switch (n->kind) {
    case ND_NUM:
        return true;
    case ND_SREG:
        if (n->op >= SR_COUNT || n->op == SR_CLOCK || n->op == SR_CLOCK64 || n->op == SR_GLOBALTIMER)
            return false;
        *has_sreg = true;
        return true;
    case ND_CAST:
        return invariant_expr(n->lhs, has_sreg);
    case ND_ADD: case ND_SUB: case ND_MUL: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
    case ND_SHL: case ND_SHR:
        return !is_i128(n->ty) && invariant_expr(n->lhs, has_sreg) && invariant_expr(n->rhs, has_sreg);
    default:
        return false;
    }
}

/* Do trees A and B compute the same value (invariant_expr's nodes only)? */
static bool same_invariant(const parse_node *a, const parse_node *b)
{
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind || a->ty != b->ty)
        return false;
    switch (a->kind) {
    case ND_NUM: return a->ival == b->ival;
    case ND_SREG: return a->op == b->op;
    case ND_CAST: return same_invariant(a->lhs, b->lhs);
    default: return same_invariant(a->lhs, b->lhs) && same_invariant(a->rhs, b->rhs);
    }
}

typedef struct {
    parse_node *found[CG_HOIST_MAX];
    int n;
    bool refuse;        /* a label inside: code may enter the loop past its start */
} hoist_scan;

static void hoist_note(cg *C, hoist_scan *S, parse_node *n)
{
    for (size_t i = 0; i < C->hoist.len; i++)
        if (C->hoist.p[i].n == n)
            return;     /* an enclosing loop's */
    if (S->n < CG_HOIST_MAX)
        S->found[S->n++] = n;
}

/* The loop invariants of the statements or expressions from N on (the same fields as
 * forget_labels walks). */
static void hoist_find(cg *C, hoist_scan *S, parse_node *n)
{
    for (; n && !S->refuse; n = n->next) {
        bool has_sreg = false;
        if (n->kind == ND_LABEL || n->kind == ND_CASE) {
            S->refuse = true;
            return;
        }
        if (invariant_expr(n, &has_sreg)) {
            if (has_sreg)
                hoist_note(C, S, n);
            continue;
        }
        if (n->kind == ND_BUILTIN) {
            int count;
            const parse_builtin *b = &parse_builtin_table(&count)[n->op];
            if (b->family == BF_SHFL || b->family == BF_CUDA_SHFL || b->family == BF_VOTE ||
                b->family == BF_SYNCWARP || b->family == BF_MATCH || b->family == BF_ATOMIC) {
                /* (gen_builtin makes each argument a register) */
                for (parse_node *a = n->args; a; a = a->next) {
                    int64_t v;
                    if (a->ty && ty_is_integer(a->ty) && ty_rc(a->ty) == RC_I32 && parse_eval_const(a, &v))
                        hoist_note(C, S, a);
                }
            }
        }
        hoist_find(C, S, n->lhs);
        hoist_find(C, S, n->rhs);
        hoist_find(C, S, n->cond);
        hoist_find(C, S, n->then);
        hoist_find(C, S, n->els);
        hoist_find(C, S, n->init);
        hoist_find(C, S, n->inc);
        hoist_find(C, S, n->body);
        hoist_find(C, S, n->args);
    }
}

/* Compute loop N's invariants (of its condition, step and body) here, each into a register
 * that stays the loop's (the caller's statement gives it back after the loop); gen reads them
 * from there until the loop's end. Returns the table's length before, for hoist_end. */
static size_t hoist_begin(cg *C, parse_node *n)
{
    size_t before = C->hoist.len;
    hoist_scan S = {{0}, 0, false};
    hoist_find(C, &S, n->cond);
    hoist_find(C, &S, n->inc);
    hoist_find(C, &S, n->then);
    if (S.refuse)
        return before;
    for (int i = 0; i < S.n; i++) {
        parse_node *e = S.found[i];
        int reg = -1;
        for (size_t j = before; j < C->hoist.len && reg < 0; j++)
            if (same_invariant(C->hoist.p[j].n, e))
                reg = C->hoist.p[j].reg;
        if (reg < 0) {
            lex_token *save = C->tok;
            reg = want(C, -1, e->ty);
            C->tok = e->tok;
            gen(C, e, reg);
            C->tok = save;
        }
        VEC_PUSH(C->hoist, ((cg_hoist){e, reg}));
    }
    return before;
}

static void hoist_end(cg *C, size_t before)
{
    C->hoist.len = before;
}

static void gen_loop(cg *C, parse_node *n)
{
    int save_b = C->break_label, save_c = C->continue_label, save_used = C->continue_used;
    int l_top = new_label(C), l_cont = new_label(C), l_end = new_label(C);
    size_t hoisted;
    C->break_label = l_end;
    C->continue_label = l_cont;
    C->continue_used = 0;
    if (n->kind == ND_FOR) {
        /* rotated: the condition is tested before the first iteration and then at the bottom,
         * so an iteration costs one branch instead of a branch and a jump */
        if (n->init)
            gen_stmt(C, n->init);
        hoisted = hoist_begin(C, n);
        if (n->cond)
            gen_cond_branch(C, n->cond, false, l_end);
        place_label(C, l_top);
        gen_stmt(C, n->then);
        if (C->continue_used)
            place_label(C, l_cont); /* a join only where `continue` lanes come back */
        if (n->inc) {
            int mark = C->next_reg;
            C->discard = n->inc;
            gen(C, n->inc, -1);
            C->discard = NULL;
            C->next_reg = mark;
        }
        if (n->cond)
            gen_cond_branch(C, n->cond, true, l_top);
        else
            jump_to(C, OP_JMP, 0, l_top);
    } else {
        hoisted = hoist_begin(C, n);
        place_label(C, l_top);
        gen_stmt(C, n->then);
        if (C->continue_used)
            place_label(C, l_cont);
        if (n->cond) /* (none only after an error a speculative parse dropped) */
            gen_cond_branch(C, n->cond, true, l_top);
    }
    hoist_end(C, hoisted);
    place_label(C, l_end);
    C->break_label = save_b;
    C->continue_label = save_c;
    C->continue_used = save_used;
}

static void gen_switch(cg *C, parse_node *n)
{
    int save_b = C->break_label;
    int l_end = new_label(C);
    C->break_label = l_end;
    int mark = C->next_reg;
    int v = gen(C, n->cond, -1);
    bool w64 = is64(n->cond->ty);
    int t = reg32(C), k = w64 ? reg64(C) : reg32(C);
    /* cases in source order (they were collected in reverse) */
    int ncase = 0;
    for (parse_node *c = n->case_next; c; c = c->case_next)
        ncase++;
    parse_node **cases = sess_xmalloc(sizeof(parse_node *) * (size_t)(ncase ? ncase : 1));
    int i = ncase;
    for (parse_node *c = n->case_next; c; c = c->case_next)
        cases[--i] = c;
    for (i = 0; i < ncase; i++) {
        parse_node *c = cases[i];
        c->label_id = new_label(C);
        if (c->case_lo == c->case_hi) {
            if (!w64 && c->case_lo >= INT32_MIN && c->case_lo <= INT32_MAX) {
                EK(EQK_I32, t, v, (int32_t)c->case_lo);
            } else {
                load_imm(C, k, c->case_lo);
                emit(C, w64 ? OP_EQ_I64 : OP_EQ_I32, t, v, k, 0, 0, 0, 0);
            }
            jump_to(C, OP_BRNZ, t, c->label_id);
        } else {
            /* GNU case range lo ... hi */
            int u = reg32(C);
            load_imm(C, k, c->case_lo);
            emit(C, w64 ? OP_LE_I64 : OP_LE_I32, t, k, v, 0, 0, 0, 0);
            load_imm(C, k, c->case_hi);
            emit(C, w64 ? OP_LE_I64 : OP_LE_I32, u, v, k, 0, 0, 0, 0);
            E3(AND_I32, t, t, u);
            jump_to(C, OP_BRNZ, t, c->label_id);
        }
    }
    free(cases);
    C->next_reg = mark;
    if (n->default_case) {
        n->default_case->label_id = new_label(C);
        jump_to(C, OP_JMP, 0, n->default_case->label_id);
    } else {
        jump_to(C, OP_JMP, 0, l_end);
    }
    gen_stmt(C, n->then);
    place_label(C, l_end);
    C->break_label = save_b;
}

static void gen_return(cg *C, parse_node *n)
{
    if (C->inl) {
        inline_return(C, n);
        return;
    }
    if (C->vf->is_kernel) {
        if (n->lhs) {
            int mark = C->next_reg;
            gen(C, n->lhs, -1);
            C->next_reg = mark;
        }
        E0(EXIT);
        return;
    }
    if (!n->lhs || ty_is_void(C->fn->ty->base)) {
        if (n->lhs) {
            int mark = C->next_reg;
            gen(C, n->lhs, -1);
            C->next_reg = mark;
        }
        E0(RETV);
        return;
    }
    int mark = C->next_reg;
    int r = gen(C, n->lhs, -1);
    C->next_reg = mark;
    emit(C, OP_RET, 0, r, 0, 0, 0, 0, is64(C->fn->ty->base) || ty_rc(C->fn->ty->base) == RC_MEM ? 8 : 4);
}

static uint32_t asm_emit(void *c, vm_opcode op, int d, int a, int b, int cc, int32_t k, uint8_t f,
                         uint8_t x)
{
    return emit_raw(c, op, d, a, b, cc, k, f, x); /* inline PTX says its own .ftz, .approx */
}

static int asm_temp(void *c, bool w64)
{
    return alloc_reg(c, w64);
}

static int32_t asm_konst(void *c, uint64_t v)
{
    return (int32_t)vm_add_const(((cg *)c)->P, v);
}

static int asm_label(void *c)
{
    return new_label(c);
}

static void asm_place(void *c, int l)
{
    place_label(c, l);
}

static void asm_jump(void *c, vm_opcode op, int cond_reg, int l)
{
    jump_to(c, op, cond_reg, l);
}

/* Inline PTX (cg_asm.c): operands are copied into their temporaries, the instructions run,
 * outputs are copied back. */
static void gen_asm(cg *C, parse_node *n)
{
    for (parse_node *s = n->body; s; s = s->next)
        gen_stmt(C, s);
    cg_asm_target t = {C, asm_emit, asm_temp, asm_konst, asm_label, asm_place, asm_jump, C->d};
    C->errors += cg_asm_gen(&t, n);
    for (parse_node *s = n->then; s; s = s->next)
        gen_stmt(C, s);
}

static void gen_stmt(cg *C, parse_node *n)
{
    if (!n)
        return;
    lex_token *save = C->tok;
    C->tok = n->tok;
    int mark = C->next_reg;
    switch (n->kind) {
    case ND_BLOCK:
        for (parse_node *s = n->body; s; s = s->next)
            gen_stmt(C, s);
        break;
    case ND_EXPR_STMT:
        if (n->lhs) {
            C->discard = n->lhs;
            gen(C, n->lhs, -1);
            C->discard = NULL;
        }
        break;
    case ND_IF: gen_if(C, n); break;
    case ND_FOR: case ND_DO: gen_loop(C, n); break;
    case ND_SWITCH: gen_switch(C, n); break;
    case ND_CASE:
        place_label(C, n->label_id);
        gen_stmt(C, n->then);
        break;
    case ND_BREAK: jump_to(C, OP_JMP, 0, C->break_label); break;
    case ND_CONTINUE:
        C->continue_used = 1;
        jump_to(C, OP_JMP, 0, C->continue_label);
        break;
    case ND_GOTO:
        if (n->target) {
            if (!n->target->label_id)
                n->target->label_id = new_label(C) + 1;
            jump_to(C, OP_JMP, 0, n->target->label_id - 1);
        }
        break;
    case ND_LABEL:
        if (!n->label_id)
            n->label_id = new_label(C) + 1;
        place_label(C, n->label_id - 1);
        gen_stmt(C, n->then);
        break;
    case ND_RETURN: gen_return(C, n); break;
    case ND_DECL: case ND_NOP: break;
    case ND_ASM: gen_asm(C, n); break;
    default:
        gen(C, n, -1);
        break;
    }
    C->next_reg = mark;
    C->tok = save;
}

/* ---- Functions ----------------------------------------------------------------------- */

static uint32_t frame_alloc(cg *C, ty_type *t)
{
    uint32_t a = t->align > 0 ? (uint32_t)t->align : 1;
    uint32_t off = (C->frame + a - 1) / a * a;
    uint64_t end = (uint64_t)off + (uint64_t)(t->size > 0 ? t->size : 0);
    C->frame = end > CG_FRAME_CAP ? CG_FRAME_CAP : (uint32_t)end; /* diagnosed at the end */
    return off;
}

static vm_param_kind param_kind(ty_type *t)
{
    t = ty_unqual(t);
    switch (t->kind) {
    case TY_FLOAT: return VM_PK_F32;
    case TY_DOUBLE: return VM_PK_F64;
    case TY_PTR: return VM_PK_PTR;
    case TY_STRUCT: case TY_UNION: case TY_ARRAY: case TY_INT128: case TY_UINT128:
        return VM_PK_STRUCT;
    default:
        switch (t->size) {
        case 1: return t->is_unsigned ? VM_PK_U8 : VM_PK_I8;
        case 2: return t->is_unsigned ? VM_PK_U16 : VM_PK_I16;
        case 4: return t->is_unsigned ? VM_PK_U32 : VM_PK_I32;
        default: return t->is_unsigned ? VM_PK_U64 : VM_PK_I64;
        }
    }
}

/* The scalars of an aggregate in memory order, one letter each (for libffi struct types). */
static void flatten(ty_type *t, sess_buf *b)
{
    t = ty_unqual(t);
    switch (t->kind) {
    case TY_ARRAY:
        for (int i = 0; i < t->array_len; i++)
            flatten(t->base, b);
        return;
    case TY_STRUCT:
        if (!t->members) { /* an empty class is a byte (its host struct's one char) */
            sess_buf_putc(b, 'c');
            return;
        }
        for (ty_member *m = t->members; m; m = m->next)
            flatten(m->ty, b);
        return;
    case TY_UNION: {
        /* a union passes like its largest member */
        ty_member *big = NULL;
        for (ty_member *m = t->members; m; m = m->next)
            if (!big || m->ty->size > big->ty->size)
                big = m;
        if (big)
            flatten(big->ty, b);
        return;
    }
    case TY_FLOAT: sess_buf_putc(b, 'f'); return;
    case TY_DOUBLE: sess_buf_putc(b, 'd'); return;
    case TY_PTR: sess_buf_putc(b, 'p'); return;
    case TY_INT128: case TY_UINT128: sess_buf_puts(b, "ll"); return; /* as the host's struct */
    default:
        sess_buf_putc(b, t->size == 1 ? 'c' : t->size == 2 ? 's' : t->size == 4 ? 'i' : 'l');
    }
}

/* Kernel parameters come from param space: scalars into registers, aggregates and
 * address-taken ones into a local copy (a thread may modify its copy). */
static void kernel_prologue(cg *C)
{
    vm_func *vf = C->vf;
    for (size_t i = 0; i < vf->params.len; i++) {
        free(vf->params.p[i].type_name);
        free(vf->params.p[i].flat);
    }
    vf->params.len = 0;
    uint32_t size = 0;
    for (parse_var *v = C->fn->params; v; v = v->next) {
        /* v->offset is the frame offset of a parameter copied to local memory */
        vm_param p = {(uint32_t)v->param_offset, (uint32_t)v->ty->size, (uint32_t)v->ty->align,
                      param_kind(v->ty), sess_xstrdup(ty_str(C->arena, v->ty)), NULL};
        if (p.kind == VM_PK_STRUCT) {
            sess_buf fb = {0};
            flatten(v->ty, &fb);
            p.flat = sess_buf_take(&fb);
        }
        VEC_PUSH(vf->params, p);
        if (v->param_offset + v->ty->size > (int)size)
            size = (uint32_t)(v->param_offset + v->ty->size);
        C->tok = v->tok;
        if (v->space == SP_REG) {
            emit(C, OP_LDPARAM, v->reg, 0, 0, 0, v->param_offset, 0, (uint8_t)v->ty->size);
            ty_type *t = ty_unqual(v->ty);
            if (t->size == 1)
                emit(C, t->is_unsigned || t->kind == TY_BOOL ? OP_ZEXT8 : OP_SEXT8, v->reg, v->reg, 0, 0, 0, 0, 0);
            else if (t->size == 2)
                emit(C, t->is_unsigned ? OP_ZEXT16 : OP_SEXT16, v->reg, v->reg, 0, 0, 0, 0, 0);
        } else if (v->space == SP_LOCAL && v->split) {
            int mark = C->next_reg;
            int s = reg64(C);
            EK(LEA_PARAM, s, 0, (int32_t)vf->params.p[vf->params.len - 1].offset);
            split_load(C, v, s, 0, v->ty->size);
            C->next_reg = mark;
        } else if (v->space == SP_LOCAL) {
            int mark = C->next_reg;
            int a = reg64(C), s = reg64(C);
            EK(LEA_LOCAL, a, 0, v->offset);
            EK(LEA_PARAM, s, 0, (int32_t)vf->params.p[vf->params.len - 1].offset);
            emit(C, OP_MEMCPY, 0, a, s, 0, v->ty->size, 0, 0);
            C->next_reg = mark;
        }
    }
    vf->param_size = size;
}

/* A scalar parameter whose address is taken lives in local memory: copy it there. */
static void device_prologue(cg *C)
{
    for (parse_var *v = C->fn->params; v; v = v->next) {
        if (v->space == SP_LOCAL && ty_rc(v->ty) != RC_MEM) {
            int mark = C->next_reg;
            int a = reg64(C);
            EK(LEA_LOCAL, a, 0, v->offset);
            emit(C, store_op(v->ty), 0, a, v->reg, 0, 0, 0, 0);
            C->next_reg = mark;
        }
    }
}

static void assign_storage(cg *C)
{
    parse_func *f = C->fn;
    bool kernel = (f->exec & EX_GLOBAL) != 0;
    C->next_reg = C->max_reg = 0;
    if (!kernel) {
        /* the arguments' rows, as the caller laid them out */
        ty_type *types[256];
        int pos[256], n = 0;
        for (parse_var *v = f->params; v && n < 256; v = v->next)
            types[n++] = v->ty;
        C->next_reg = param_rows(types, n, pos);
        n = 0;
        for (parse_var *v = f->params; v && n < 256; v = v->next, n++) {
            v->reg = pos[n];
            v->split = NULL;
            if (ty_rc(v->ty) == RC_MEM) {
                v->space = SP_LOCAL; /* by address, in v->reg */
            } else if (v->addr_taken) {
                v->space = SP_LOCAL;
                v->offset = (int)frame_alloc(C, v->ty);
            } else {
                v->space = SP_REG;
            }
        }
    } else {
        for (parse_var *v = f->params; v; v = v->next) {
            v->split = NULL;
            if (v->space == SP_PARAM)
                continue; /* __grid_constant__: stays in param space */
            if (v->addr_taken || ty_rc(v->ty) == RC_MEM) {
                v->space = SP_LOCAL;
                v->offset = (int)frame_alloc(C, v->ty);
                split_var(C, f, v); /* (then loaded from the parameter in registers) */
            } else {
                v->space = SP_REG;
                v->reg = reg_ty(C, v->ty);
            }
        }
    }
    bind_locals(C, f);
    if (C->max_reg < C->next_reg)
        C->max_reg = C->next_reg;
    C->locals_top = C->next_reg;
}

/* The '}' matching the '{' at OPEN (tokens are one array), or DFLT: where a thread that runs
 * off the end of a function is said to be. */
static lex_token *closing_brace(lex_token *open, lex_token *dflt)
{
    if (!open || !lex_is(open, "{"))
        return dflt;
    int depth = 0;
    for (lex_token *t = open; t->kind != TK_EOF; t++) {
        if (lex_is(t, "{"))
            depth++;
        else if (lex_is(t, "}") && --depth == 0)
            return t;
    }
    return dflt;
}

/* A register for a factor that contract.c keeps for a later FMA. */
static int contract_reg(void *ctx, ty_type *t)
{
    return reg_ty((cg *)ctx, t);
}

/* Where F's products and adds are fused: nowhere under --fmad=false, whose PTX has mul.rn and
 * add.rn (which ptxas does not fuse either) for them; fmaf and fma stay FMAs. */
static cg_contract *contract_plan(cg *C, parse_func *f)
{
    return C->fp_mode & CG_FP_NO_FMAD ? NULL : cg_contract_plan(f, C->fp_mode, contract_reg, C);
}

static void compile_function(cg *C, parse_func *f)
{
    C->fn = C->root = f;
    C->inl = NULL;
    C->inlined.len = 0;
    C->hoist.len = 0;
    C->frame = 0;
    C->callees.len = 0;
    C->calls_indirect = false;
    uint32_t fi = cg_func_index(C, f->link ? f->link : f->name);
    vm_func *vf = C->P->funcs.p[fi];
    C->vf = vf;
    vf->is_kernel = (f->exec & EX_GLOBAL) != 0;
    free(vf->pretty);
    vf->pretty = sess_xstrdup(f->pretty ? f->pretty : f->name);
    free(vf->mangled);
    vf->mangled = vf->is_kernel ? parse_mangle_func(f) : NULL;
    free(vf->src_file);
    vf->src_file = sess_xstrdup(f->tok && f->tok->file ? f->tok->file : "<input>");
    vf->src_line = f->tok ? f->tok->line : 0;
    memcpy(vf->launch_bounds, f->launch_bounds, sizeof vf->launch_bounds);
    int np = 0;
    for (parse_var *v = f->params; v; v = v->next)
        np++;
    vf->nparams = (uint32_t)np;
    assign_storage(C);
    C->K = contract_plan(C, f);
    C->locals_top = C->next_reg; /* the factors a later FMA reads live as long as locals */
    C->tok = f->tok;
    uint32_t entry = (uint32_t)C->P->code.len;
    if (vf->is_kernel)
        kernel_prologue(C);
    else
        device_prologue(C);
    gen_stmt(C, f->body);
    C->tok = closing_brace(f->body ? f->body->tok : NULL, f->tok);
    /* the closing brace: kernels exit, device functions return */
    if (vf->is_kernel)
        E0(EXIT);
    else if (ty_is_void(f->ty->base))
        E0(RETV);
    else
        EK(TRAP, 0, 0, 2); /* fell off the end of a value-returning function */
    resolve_labels(C);
    cg_contract_free(C->K);
    C->K = NULL;
    vf->entry = entry;
    vf->end = (uint32_t)C->P->code.len;
    vf->nregs = (uint32_t)C->max_reg + 1;
    vf->frame = (C->frame + 15) & ~15u;
    if (vf->is_kernel)
        vm_mark_uniform(C->P->code.p, entry, vf->end, vf->nregs);
    char why[256], msg[512];
    if (!vm_verify(C->P, vf, why, sizeof why)) {
        snprintf(msg, sizeof msg, "internal error: the bytecode made of '%s' is malformed: %s",
                 f->name, why);
        cg_error(C, f->tok, "%s", msg);
    }
    if (vf->frame > CG_MAX_LOCAL) {
        /* ptxas: "Entry function 'k' uses too much local data (0x40000000 bytes, 0x80000 max)" */
        char msg[160];
        snprintf(msg, sizeof msg, "%s '%s' uses too much local data (%s0x%x bytes, 0x%x max: a "
                 "thread has 512 KiB of local memory)", vf->is_kernel ? "kernel" : "function",
                 f->name, vf->frame >= CG_FRAME_CAP ? "at least " : "", vf->frame, CG_MAX_LOCAL);
        cg_error(C, f->tok, "%s", msg);
    }
    vf->defined = true;
    free(vf->callees);
    vf->ncallees = (uint32_t)C->callees.len;
    vf->callees = sess_xmalloc(sizeof(uint32_t) * (C->callees.len + 1));
    if (C->callees.len)
        memcpy(vf->callees, C->callees.p, sizeof(uint32_t) * C->callees.len);
    vf->calls_indirect = C->calls_indirect;
    free(vf->inlined);
    vf->ninlined = (uint32_t)C->inlined.len;
    vf->inlined = sess_xmalloc(sizeof(uint32_t) * (C->inlined.len + 1));
    if (C->inlined.len)
        memcpy(vf->inlined, C->inlined.p, sizeof(uint32_t) * C->inlined.len);
    vf->source = f;
}

/* A tree compiled again numbers its labels again. */
static void forget_labels(parse_node *n)
{
    for (; n; n = n->next) {
        if (n->kind == ND_LABEL)
            n->label_id = 0;
        forget_labels(n->lhs);
        forget_labels(n->rhs);
        forget_labels(n->cond);
        forget_labels(n->then);
        forget_labels(n->els);
        forget_labels(n->init);
        forget_labels(n->inc);
        forget_labels(n->body);
    }
}

/* Functions of earlier units that have a function this unit defines again inlined in them
 * (a REPL cell redefining a device function: later launches use the new one) are compiled
 * again, with calls, so that they call the new definition. Their trees are the session's. */
static void recompile_stale(cg *C, parse_unit *unit)
{
    vm_program *P = C->P;
    uint8_t *again = sess_xcalloc(P->funcs.len + 1, 1);
    bool any = false;
    for (size_t i = 0; i < unit->funcs.len; i++) {
        parse_func *f = unit->funcs.p[i];
        vm_func *vf = f->is_defined ? cg_find_func(C, f->link ? f->link : f->name) : NULL;
        if (!vf || !vf->defined || vf->source == f)
            continue;
        uint32_t fi = cg_func_index(C, f->link ? f->link : f->name);
        for (size_t j = 0; j < P->funcs.len; j++)
            for (uint32_t k = 0; k < P->funcs.p[j]->ninlined; k++)
                if (P->funcs.p[j]->inlined[k] == fi && P->funcs.p[j]->source) {
                    again[j] = 1;
                    any = true;
                }
    }
    for (size_t i = 0; any && i < unit->funcs.len; i++) {
        parse_func *f = unit->funcs.p[i];
        vm_func *vf = f->is_defined ? cg_find_func(C, f->link ? f->link : f->name) : NULL;
        if (vf)
            again[cg_func_index(C, f->link ? f->link : f->name)] = 0; /* compiled anew anyway */
    }
    size_t n = P->funcs.len;
    for (size_t j = 0; any && j < n; j++)
        if (again[j]) {
            forget_labels(((parse_func *)P->funcs.p[j]->source)->body);
            C->no_inline = true;
            compile_function(C, (parse_func *)P->funcs.p[j]->source);
            C->no_inline = false;
        }
    free(again);
}

/* ---- Variables -------------------------------------------------------------------------- */

static void define_symbol(cg *C, parse_var *v)
{
    uint32_t si = cg_sym_index(C, v->name);
    vm_symbol *s = C->P->syms.p[si];
    switch (v->space) {
    case SP_CONSTANT: s->kind = VM_SYM_CONST; break;
    case SP_MANAGED: s->kind = VM_SYM_MANAGED; break;
    case SP_SHARED: s->kind = VM_SYM_SHARED; break;
    default: s->kind = v->device_copy ? VM_SYM_CONST : VM_SYM_GLOBAL; break;
    }
    bool redefined = s->defined && v->is_defined && (s->size != (uint32_t)v->ty->size || v->init);
    if (v->is_extern && !v->is_defined && s->defined)
        return;
    s->size = (uint32_t)(v->ty->size > 0 ? v->ty->size : 0);
    s->align = (uint32_t)(v->ty->align > 0 ? v->ty->align : 1);
    s->dyn_shared = v->is_dynamic_shared;
    free(s->type_name);
    s->type_name = sess_xstrdup(ty_str(C->arena, v->ty));
    free(s->init);
    s->init = NULL;
    s->relocs.len = 0;
    if (v->init) {
        s->init = sess_xmalloc(s->size ? s->size : 1);
        memcpy(s->init, v->init, s->size);
        for (parse_reloc *r = v->relocs; r; r = r->next) {
            vm_reloc rl = {(uint32_t)r->offset, 0, r->addend};
            if (r->func) { /* a function's address: -1 - its index */
                const char *fname = r->func->link ? r->func->link : r->func->name;
                rl.target = -1 - (int32_t)cg_func_index(C, fname);
                s = C->P->syms.p[si];
            } else if (r->target) {
                rl.target = (int32_t)cg_sym_index(C, r->target->name);
            } else {
                int save = C->next_reg;
                /* create the string symbol */
                char name[48];
                uint64_t h = sess_hash(r->str, (size_t)r->str_len + 1);
                snprintf(name, sizeof name, ".str.%016llx", (unsigned long long)h);
                uint32_t ssi = cg_sym_index(C, name);
                vm_symbol *ss = C->P->syms.p[ssi];
                if (!ss->defined) {
                    ss->kind = VM_SYM_STRING;
                    ss->size = (uint32_t)r->str_len + 1;
                    ss->align = 1;
                    ss->init = sess_xmalloc(ss->size);
                    memcpy(ss->init, r->str, (size_t)r->str_len);
                    ss->init[r->str_len] = 0;
                    ss->defined = true;
                }
                rl.target = (int32_t)ssi;
                C->next_reg = save;
                s = C->P->syms.p[si];
            }
            VEC_PUSH(s->relocs, rl);
        }
    }
    if (v->is_defined || !v->is_extern || v->is_dynamic_shared) {
        if (redefined) { /* a new definition gets new storage */
            s->addr = 0;
            if (s->host_copy)
                VEC_PUSH(C->P->old_host_copies, s->host_copy);
            s->host_copy = NULL;
        }
        s->defined = true;
    }
}

int cg_unit(vm_program *prog, parse_unit *unit, ty_basics *B, sess_arena *arena, sess_diags *d,
            unsigned fp_mode)
{
    cg C = {0};
    C.P = prog;
    C.fp_mode = fp_mode;
    C.d = d;
    C.B = B;
    C.arena = arena;
    for (size_t i = 0; i < unit->globals.len; i++)
        if (unit->globals.p[i]->space != SP_HOST || unit->globals.p[i]->device_copy)
            define_symbol(&C, unit->globals.p[i]);
    for (size_t i = 0; i < unit->funcs.len; i++) {
        parse_func *f = unit->funcs.p[i];
        if (f->is_defined) {
            const char *key = cg_key(&C, f->link ? f->link : f->name);
            sess_map_put(&C.defined, key, (int)strlen(key), f);
        }
    }
    if (!prog->unit_prefix)
        recompile_stale(&C, unit);
    for (size_t i = 0; i < unit->funcs.len; i++)
        if (unit->funcs.p[i]->is_defined)
            compile_function(&C, unit->funcs.p[i]);
    VEC_FREE(C.inlined);
    sess_map_free(&C.defined);
    VEC_FREE(C.labels);
    VEC_FREE(C.fixups);
    VEC_FREE(C.callees);
    VEC_FREE(C.hoist);
    if (C.errors == 0) {
        vm_link(prog);
        check_shared(&C, unit);
    }
    return C.errors;
}
