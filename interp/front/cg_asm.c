/* cg_asm.c — inline PTX (see cg_asm.h).
 *
 * Every instruction is first read by lit_ptx_read (guard, mnemonic, operands). A memory or
 * fence instruction is then parsed into the litmus IR, whose registers and locations are here
 * operand numbers, and compiled to the VM's memory instructions with the PTX semantics (order
 * and scope) in their flags; the others are compiled from the reading, family by family, to
 * the instructions the C operators and built-ins use. The VM addresses memory generically, so an address of the .shared,
 * .local or .const state space (what __cvta_generic_to_shared gives) is turned back into a
 * generic one first, as the hardware's state-space window does.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/litmus/lit_parse.h"
#include "interp/front/builtins.h"
#include "interp/front/cg_asm.h"
#include "interp/vm/vmmath.h"

/* A PTX register declared in the statement (.reg .u32 t;): BITS 1 for .pred */
typedef struct {
    char name[LIT_PTX_NAME];
    int reg, bits;
} asm_reg;

typedef struct {
    const cg_asm_target *t;
    const parse_node *n;
    const parse_node *ops[64];
    int nops;
    int line, col;        /* of the instruction being compiled */
    const char *text;     /* its text (NUL-terminated copy) */
    int errors;
    asm_reg regs[256];    /* declared registers, innermost block last */
    int nregs;
    int cc;               /* the carry flag's register, -1 until an instruction uses it */
    struct {              /* the statement's labels (LAB:) and the branches to them */
        char name[LIT_PTX_NAME];
        int id, defined, line, col;
    } labels[64];
    int nlabels;
} asm_ctx;

static void asm_error(asm_ctx *A, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void asm_error(asm_ctx *A, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sess_diag(A->t->d, CR_SEV_ERROR, A->n->tok->file, A->line, A->col, "%s", msg);
    A->errors++;
}

#define EMIT(op, d, a, b, c, k, f, x) A->t->emit(A->t->cg, OP_##op, d, a, b, c, k, f, x)

static bool op_is64(const parse_node *o)
{
    return o->op == 'l' || o->op == 'n' || o->op == 'd';
}

/* The register of operand I, or -1 (reported) when there is no such operand. */
static int operand(asm_ctx *A, int i, bool want_output)
{
    if (i < 0 || i >= A->nops) {
        asm_error(A, "inline PTX names operand %%%d, but the asm statement has %d operand%s", i < 0 ? 0 : i,
                  A->nops, A->nops == 1 ? "" : "s");
        return -1;
    }
    const parse_node *o = A->ops[i];
    if (want_output && !o->ival) {
        asm_error(A, "inline PTX '%s': operand %%%d receives its result, but it is an input operand",
                  A->text, i);
        return -1;
    }
    return o->var->reg;
}

/* A register holding the value operand V (a register operand or an immediate) with the width
 * of the access (W64). */
static int value_reg(asm_ctx *A, lit_operand v, bool w64)
{
    if (v.is_reg) {
        int r = operand(A, v.reg, false);
        if (r < 0)
            return -1;
        if (op_is64(A->ops[v.reg]) != w64) {
            int t = A->t->temp(A->t->cg, w64);
            if (w64)
                EMIT(ZEXT32, t, r, 0, 0, 0, 0, 0);
            else
                EMIT(TRUNC64, t, r, 0, 0, 0, 0, 0);
            return t;
        }
        return r;
    }
    int t = A->t->temp(A->t->cg, w64);
    if (!w64)
        EMIT(LDI32, t, 0, 0, 0, (int32_t)v.imm, 0, 0);
    else if (v.imm >= INT32_MIN && v.imm <= INT32_MAX)
        EMIT(LDI, t, 0, 0, 0, (int32_t)v.imm, 0, 0);
    else
        asm_error(A, "the immediate operand of '%s' does not fit in 32 bits", A->text);
    return t;
}

static int space_address(asm_ctx *A, int r, bool w64, lit_space space);

/* The generic address of location operand I in state space SPACE. */
static int address_reg(asm_ctx *A, int i, lit_space space)
{
    int r = operand(A, i, false);
    if (r < 0)
        return -1;
    return space_address(A, r, op_is64(A->ops[i]), space);
}

/* The generic address of address R (a 64-bit register when W64) of state space SPACE. */
static int space_address(asm_ctx *A, int r, bool w64, lit_space space)
{
    int a = r;
    if (!w64) {
        a = A->t->temp(A->t->cg, true);
        EMIT(ZEXT32, a, r, 0, 0, 0, 0, 0);
    }
    /* ADDRPRED 9, 10, 11: shared, local, constant window + offset (see __cvta_*_to_generic) */
    int conv = space == LIT_SPACE_SHARED ? 9 : space == LIT_SPACE_LOCAL ? 10
             : space == LIT_SPACE_CONST ? 11 : 0;
    if (space == LIT_SPACE_PARAM) {
        asm_error(A, "inline PTX '%s': the .param state space is not supported", A->text);
        return -1;
    }
    if (conv) {
        int g = A->t->temp(A->t->cg, true);
        EMIT(ADDRPRED, g, a, 0, 0, conv, 0, 0);
        a = g;
    }
    return a;
}

static uint8_t mem_flags(const lit_ptx_instr *p)
{
    return VM_MF(VM_SP_GENERIC, (int)p->ins.sem, dm_scope_level(p->ins.scope));
}

/* Checks that the instruction has a type and that the register operand R (an output when
 * OUT) has the width of the access. */
static bool check_width(asm_ctx *A, const lit_ptx_instr *p, int r)
{
    if (!p->bits) {
        asm_error(A, "inline PTX '%s' needs a type (.u32, .s64, .f32, ...)", A->text);
        return false;
    }
    if (r >= 0 && r < A->nops && A->ops[r]->op != 'n' && (p->bits == 64) != op_is64(A->ops[r])) {
        if (p->bits == 64)
            asm_error(A, "inline PTX '%s': operand %%%d of a 64-bit access needs an \"l\" or "
                         "\"d\" constraint", A->text, r);
        else
            asm_error(A, "inline PTX '%s': operand %%%d of an access of %d bits needs an \"r\", "
                         "\"h\" or \"f\" constraint", A->text, r, p->bits);
        return false;
    }
    return true;
}

static vm_opcode load_op(const lit_ptx_instr *p)
{
    bool s = p->type == 's';
    switch (p->bits) {
    case 8: return s ? OP_LD8S : OP_LD8U;
    case 16: return s ? OP_LD16S : OP_LD16U;
    case 32: return OP_LD32;
    default: return OP_LD64;
    }
}

static vm_opcode store_op(const lit_ptx_instr *p)
{
    switch (p->bits) {
    case 8: return OP_ST8;
    case 16: return OP_ST16;
    case 32: return OP_ST32;
    default: return OP_ST64;
    }
}

/* The VM's value type of an atomic (see OP_ATOM): 1 s32, 2 u32, 3 s64, 4 u64, 5 f32, 6 f64,
 * 7 u16; 0 when the type has no atomics. */
static uint8_t atom_vt(const lit_ptx_instr *p)
{
    if (p->type == 'f')
        return p->bits == 32 ? 5 : p->bits == 64 ? 6 : 0;
    switch (p->bits) {
    case 16: return 7;
    case 32: return p->type == 's' ? 1 : 2;
    case 64: return p->type == 's' ? 3 : 4;
    default: return 0;
    }
}

static int atom_kind(lit_op op)
{
    switch (op) {
    case LIT_OP_ADD: return ATOM_ADD;
    case LIT_OP_AND: return ATOM_AND;
    case LIT_OP_OR: return ATOM_OR;
    case LIT_OP_XOR: return ATOM_XOR;
    case LIT_OP_MIN: return ATOM_MIN;
    case LIT_OP_MAX: return ATOM_MAX;
    case LIT_OP_INC: return ATOM_INC;
    case LIT_OP_DEC: return ATOM_DEC;
    case LIT_OP_EXCH: return ATOM_EXCH;
    case LIT_OP_CAS: return ATOM_CAS;
    default: return -1;
    }
}

static void gen_rmw(asm_ctx *A, const lit_ptx_instr *p)
{
    const lit_instr *in = &p->ins;
    uint8_t vt = atom_vt(p);
    int k = atom_kind(in->op);
    if (!vt || k < 0) {
        asm_error(A, "inline PTX '%s': this atomic operation and type are not supported", A->text);
        return;
    }
    bool w64 = p->bits == 64;
    int d;
    if (in->kind == LIT_I_ATOM) {
        if ((d = operand(A, in->dst, true)) < 0 || !check_width(A, p, in->dst))
            return;
    } else {
        d = A->t->temp(A->t->cg, w64);
    }
    int addr = address_reg(A, in->loc, p->space);
    int a = value_reg(A, in->a, w64);
    int b = in->op == LIT_OP_CAS ? value_reg(A, in->b, w64) : 0;
    if (addr < 0 || a < 0 || b < 0)
        return;
    /* OP_ATOM takes the operand in b; a compare-and-swap takes the new value in b and the
     * compared one in c (atom.cas d, [a], compare, new) */
    if (in->op == LIT_OP_CAS)
        EMIT(ATOM, d, addr, b, a, k, mem_flags(p), vt);
    else
        EMIT(ATOM, d, addr, a, 0, k, mem_flags(p), vt | (in->kind == LIT_I_RED ? VM_ATOM_UNUSED : 0));
}

static void gen_instr(asm_ctx *A, const lit_ptx_instr *p)
{
    const lit_instr *in = &p->ins;
    switch (in->kind) {
    case LIT_I_LOAD: {
        int d;
        if ((d = operand(A, in->dst, true)) < 0 || !check_width(A, p, in->dst))
            return;
        int addr = address_reg(A, in->loc, p->space);
        if (addr >= 0)
            A->t->emit(A->t->cg, load_op(p), d, addr, 0, 0, 0, mem_flags(p), 0);
        return;
    }
    case LIT_I_STORE: {
        if (!check_width(A, p, in->a.is_reg ? in->a.reg : -1))
            return;
        int addr = address_reg(A, in->loc, p->space);
        int v = value_reg(A, in->a, p->bits == 64);
        if (addr >= 0 && v >= 0)
            A->t->emit(A->t->cg, store_op(p), 0, addr, v, 0, 0, mem_flags(p), 0);
        return;
    }
    case LIT_I_ATOM: case LIT_I_RED:
        gen_rmw(A, p);
        return;
    case LIT_I_FENCE:
        EMIT(FENCE, 0, 0, 0, 0, 0, VM_MF(0, (int)in->sem, dm_scope_level(in->scope)), 0);
        return;
    case LIT_I_BAR_SYNC:
        if (in->has_count || in->bar_id.is_reg || in->bar_id.imm != 0) {
            asm_error(A, "inline PTX '%s': only barrier 0 of the whole block (bar.sync 0, as "
                         "__syncthreads) is supported", A->text);
            return;
        }
        EMIT(BAR, 0, 0, 0, 0, 0, 0, 0);
        return;
    default:
        asm_error(A, "inline PTX instruction '%s' is not supported: cudarepl runs the memory and "
                     "fence instructions ld, st, atom, red, fence, membar and bar.sync, and mov of a special register", A->text);
        return;
    }
}

/* ---- Arithmetic, conversions, predicates and warp instructions ---------------------------
 *
 * These are read with lit_ptx_read (the litmus parser's reader of an instruction) and compiled
 * to the VM's instructions as the C operators and built-ins are: a PTX register is a VM
 * register (an operand's temporary, or one declared in a block), a predicate a 32-bit row
 * holding 0 or 1, a 16-bit value the low half of a 32-bit row. */

static lit_ptx_operand element(const lit_ptx_operand *v, int i);

/* The instruction's qualifiers, sorted out. */
typedef struct {
    const lit_ptx_syntax *s;
    char type[2];          /* the types named, in order ('b', 's', 'u', 'f' or 'p' for .pred) */
    int bits[2];
    int ntypes;
    int rnd;               /* VR_* of .rn/.rz/.rp/.rm (or their integer forms .rni ...), -1 none */
    bool rnd_int;          /* the .rni form */
    bool ftz, sat, approx, full, cc, lo, hi, wide, wrap, clamp, left, right;
    const char *other[LIT_PTX_MAX_QUALS];  /* the qualifiers left over */
    int other_col[LIT_PTX_MAX_QUALS];
    int nother;
} ptx_quals;

static void sort_quals(const lit_ptx_syntax *s, ptx_quals *q)
{
    memset(q, 0, sizeof *q);
    q->s = s;
    q->rnd = -1;
    static const char *const rnd[] = {"rn", "rz", "rp", "rm"};
    static const int rmode[] = {VR_RN, VR_RZ, VR_RU, VR_RD};
    for (int i = 1; i < s->nquals; i++) {
        const char *w = s->quals[i];
        size_t n = strlen(w);
        bool done = true;
        if (n >= 2 && n <= 3 && strchr("bsuf", w[0]) && (!strcmp(w + 1, "8") || !strcmp(w + 1, "16") ||
            !strcmp(w + 1, "32") || !strcmp(w + 1, "64")) && q->ntypes < 2) {
            q->type[q->ntypes] = w[0];
            q->bits[q->ntypes++] = atoi(w + 1);
        } else if (!strcmp(w, "pred") && q->ntypes < 2) {
            q->type[q->ntypes] = 'p';
            q->bits[q->ntypes++] = 1;
        } else if (!strcmp(w, "ftz")) q->ftz = true;
        else if (!strcmp(w, "sat")) q->sat = true;
        else if (!strcmp(w, "approx")) q->approx = true;
        else if (!strcmp(w, "full")) q->full = true;
        else if (!strcmp(w, "cc")) q->cc = true;
        else if (!strcmp(w, "wide")) q->wide = true;
        else if (!strcmp(w, "wrap")) q->wrap = true;
        else if (!strcmp(w, "clamp")) q->clamp = true;
        else
            done = false;
        for (int k = 0; k < 4 && !done; k++) {
            if (!strncmp(w, rnd[k], 2) && (w[2] == 0 || (w[2] == 'i' && w[3] == 0))) {
                q->rnd = rmode[k];
                q->rnd_int = w[2] == 'i';
                done = true;
            }
        }
        if (!done) {
            q->other[q->nother] = w;
            q->other_col[q->nother++] = s->qual_col[i];
        }
    }
}

/* Takes the leftover qualifier W when there is one. */
static bool take_qual(ptx_quals *q, const char *w)
{
    for (int i = 0; i < q->nother; i++) {
        if (!strcmp(q->other[i], w)) {
            q->other[i] = q->other[--q->nother];
            q->other_col[i] = q->other_col[q->nother];
            return true;
        }
    }
    return false;
}

static void ptx_error(asm_ctx *A, int col, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void ptx_error(asm_ctx *A, int col, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sess_diag(A->t->d, CR_SEV_ERROR, A->n->tok->file, A->line, col, "%s", msg);
    A->errors++;
}

/* Reports the qualifiers nobody took. */
static bool no_other_quals(asm_ctx *A, const ptx_quals *q)
{
    if (!q->nother)
        return true;
    ptx_error(A, q->other_col[0], "inline PTX '%s': the qualifier '.%s' is not supported here",
              A->text, q->other[0]);
    return false;
}

static int tmp(asm_ctx *A, bool w64)
{
    return A->t->temp(A->t->cg, w64);
}

static int emit3(asm_ctx *A, vm_opcode op, int a, int b, bool w64)
{
    int d = tmp(A, w64);
    A->t->emit(A->t->cg, op, d, a, b, 0, 0, 0, 0);
    return d;
}

static int emit1(asm_ctx *A, vm_opcode op, int a, bool w64)
{
    return emit3(A, op, a, 0, w64);
}

/* INTRIN k of A, B, C (64-bit rows as AW, BW, CW say), a result of width DW */
static int intrin(asm_ctx *A, int k, int a, bool aw, int b, bool bw, int c, bool cw, bool dw)
{
    int d = tmp(A, dw);
    A->t->emit(A->t->cg, OP_INTRIN, d, a, b, c, k, 0,
               (uint8_t)((aw ? 1 : 0) | (bw ? 2 : 0) | (cw ? 4 : 0) | (dw ? 8 : 0)));
    return d;
}

static int math(asm_ctx *A, bool f64, int id, int a, int b, int c)
{
    int d = tmp(A, f64);
    A->t->emit(A->t->cg, f64 ? OP_MATH_F64 : OP_MATH_F32, d, a, b, c, id, 0, 0);
    return d;
}

static int konst(asm_ctx *A, uint64_t v, bool w64)
{
    int d = tmp(A, w64);
    if (!w64)
        EMIT(LDI32, d, 0, 0, 0, (int32_t)(uint32_t)v, 0, 0);
    else if ((int64_t)v >= INT32_MIN && (int64_t)v <= INT32_MAX)
        EMIT(LDI, d, 0, 0, 0, (int32_t)v, 0, 0);
    else
        EMIT(LDK, d, 0, 0, 0, A->t->konst(A->t->cg, v), 0, 0);
    return d;
}

/* A register declared in a block, or -1 */
static asm_reg *find_reg(asm_ctx *A, const char *name)
{
    for (int i = A->nregs - 1; i >= 0; i--)
        if (!strcmp(A->regs[i].name, name))
            return &A->regs[i];
    return NULL;
}

static int operand_bits(const parse_node *o)
{
    switch (o->op) {
    case 'h': return 16;
    case 'l': case 'd': case 'n': return 64;
    default: return 32;
    }
}

/* The VM register of register operand O and its width in bits (1 for a predicate), or -1. */
static int reg_of(asm_ctx *A, const lit_ptx_operand *o, int *bits, bool out)
{
    if (o->kind == LIT_PO_OPERAND) {
        int r = operand(A, o->num, out);
        if (r >= 0)
            *bits = operand_bits(A->ops[o->num]);
        return r;
    }
    asm_reg *g = o->kind == LIT_PO_NAME ? find_reg(A, o->name) : NULL;
    if (!g) {
        ptx_error(A, o->col, "inline PTX '%s': '%s%s' is not a register declared in this "
                  "statement", A->text, o->special ? "%" : "", o->name);
        return -1;
    }
    *bits = g->bits;
    return g->reg;
}

/* The special register %%NAME into a new register; -1 when there is no such one. */
static int special(asm_ctx *A, const char *name, bool *w64)
{
    static const struct { const char *name; int id; } regs[] = {
        {"tid.x", VM_SR_TID_X}, {"tid.y", VM_SR_TID_Y}, {"tid.z", VM_SR_TID_Z},
        {"ntid.x", VM_SR_NTID_X}, {"ntid.y", VM_SR_NTID_Y}, {"ntid.z", VM_SR_NTID_Z},
        {"ctaid.x", VM_SR_CTAID_X}, {"ctaid.y", VM_SR_CTAID_Y}, {"ctaid.z", VM_SR_CTAID_Z},
        {"nctaid.x", VM_SR_NCTAID_X}, {"nctaid.y", VM_SR_NCTAID_Y}, {"nctaid.z", VM_SR_NCTAID_Z},
        {"laneid", VM_SR_LANEID}, {"warpid", VM_SR_WARPID}, {"smid", VM_SR_SMID},
        {"nsmid", VM_SR_NSMID}, {"clock", VM_SR_CLOCK}, {"lanemask_eq", VM_SR_LANEMASK_EQ},
        {"lanemask_lt", VM_SR_LANEMASK_LT}, {"lanemask_le", VM_SR_LANEMASK_LE},
        {"lanemask_gt", VM_SR_LANEMASK_GT}, {"lanemask_ge", VM_SR_LANEMASK_GE},
        {"dynamic_smem_size", VM_SR_DYNSMEM_SIZE}, {"clock64", VM_SR_CLOCK64},
        {"globaltimer", VM_SR_GLOBALTIMER},
    };
    for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++) {
        if (strcmp(name, regs[i].name))
            continue;
        *w64 = regs[i].id == VM_SR_CLOCK64 || regs[i].id == VM_SR_GLOBALTIMER;
        int d = tmp(A, *w64);
        EMIT(SREG, d, 0, 0, 0, regs[i].id, 0, 0);
        return d;
    }
    return -1;
}

/* A register of width W (16, 32, 64; 1 a predicate) holding source O for an operation of type
 * TYPE ('f' reads immediates as floating point). */
static int src(asm_ctx *A, const lit_ptx_operand *o, char type, int w)
{
    bool w64 = w == 64;
    switch (o->kind) {
    case LIT_PO_INT:
        if (w == 1 || type == 'p')
            return konst(A, o->bits != 0, false);
        if (type == 'f') {
            ptx_error(A, o->col, "inline PTX '%s': a floating-point operand is written 0fXXXXXXXX, "
                      "0dXXXXXXXXXXXXXXXX or with a decimal point", A->text);
            return -1;
        }
        return konst(A, o->bits, w64);
    case LIT_PO_F32: case LIT_PO_F64: {
        if (type != 'f') {
            ptx_error(A, o->col, "inline PTX '%s': a floating-point operand of an integer "
                      "operation", A->text);
            return -1;
        }
        double d;
        float f;
        uint32_t b32 = (uint32_t)o->bits;
        if (o->kind == LIT_PO_F32) {
            memcpy(&f, &b32, 4);
            d = f;
        } else {
            memcpy(&d, &o->bits, 8);
            f = (float)d;
        }
        uint64_t bits = 0;
        if (w64) {
            memcpy(&bits, &d, 8);
        } else {
            memcpy(&b32, &f, 4);
            bits = b32;
        }
        return konst(A, bits, w64);
    }
    case LIT_PO_ADDR: case LIT_PO_VEC: case LIT_PO_PAIR:
        ptx_error(A, o->col, "inline PTX '%s': %s is not an operand of this instruction",
                  A->text, o->kind == LIT_PO_ADDR ? "an address" : o->kind == LIT_PO_VEC
                  ? "a vector" : "a pair of registers (p|q)");
        return -1;
    default:
        break;
    }
    if (o->kind == LIT_PO_NAME && o->special && !find_reg(A, o->name)) {
        ptx_error(A, o->col, "inline PTX '%s': a special register is read with mov (mov.u32 "
                  "%%0, %%%%%s;), not as an operand of another instruction", A->text, o->name);
        return -1;
    }
    int bits, r = reg_of(A, o, &bits, false);
    if (r < 0)
        return -1;
    if ((w == 1) != (bits == 1)) {
        ptx_error(A, o->col, "inline PTX '%s': %s", A->text, w == 1
                  ? "this operand is a predicate (declare it .reg .pred)"
                  : "a predicate is not a value of this instruction's type");
        return -1;
    }
    if (o->neg)
        return w == 1 ? emit3(A, OP_EQK_I32, r, 0, false) : (ptx_error(A, o->col,
               "inline PTX '%s': only a predicate can be negated with '!'", A->text), -1);
    if ((bits == 64) == w64)
        return r;
    if (bits == 64)
        return emit1(A, OP_TRUNC64, r, false);
    return emit1(A, type == 's' ? OP_SEXT32 : OP_ZEXT32, r, true);
}

/* Writes T (a row of width W) into destination O, converted to its register's width. */
static void dst(asm_ctx *A, const lit_ptx_operand *o, int t, int w, char type)
{
    if (t < 0)
        return;
    if (o->kind == LIT_PO_NAME && !strcmp(o->name, "_"))
        return;
    if (o->kind != LIT_PO_OPERAND && o->kind != LIT_PO_NAME) {
        ptx_error(A, o->col, "inline PTX '%s': the destination of this instruction is a register",
                  A->text);
        return;
    }
    int bits, r = reg_of(A, o, &bits, true);
    if (r < 0)
        return;
    if ((w == 1) != (bits == 1)) {
        ptx_error(A, o->col, "inline PTX '%s': %s", A->text, w == 1
                  ? "this destination is a predicate (declare it .reg .pred)"
                  : "a predicate cannot receive a value of this instruction's type");
        return;
    }
    if (w == 64 && bits < 64) {   /* a narrower register takes the low bits */
        t = emit1(A, OP_TRUNC64, t, false);
        w = 32;
    }
    if (bits == 16)
        EMIT(ZEXT16, r, t, 0, 0, 0, 0, 0);
    else if (bits == 64 && w != 64)
        A->t->emit(A->t->cg, type == 's' ? OP_SEXT32 : OP_ZEXT32, r,
                   w == 16 ? emit1(A, type == 's' ? OP_SEXT16 : OP_ZEXT16, t, false) : t, 0, 0, 0, 0, 0);
    else if (bits != 64 && w == 64)
        EMIT(TRUNC64, r, t, 0, 0, 0, 0, 0);
    else if (w == 16)   /* a wider destination: sign- or zero-extended by the type (PTX ISA,
                           Operand Size Exceeding Instruction-Type Size) */
        A->t->emit(A->t->cg, type == 's' ? OP_SEXT16 : OP_ZEXT16, r, t, 0, 0, 0, 0, 0);
    else
        A->t->emit(A->t->cg, w == 64 ? OP_MOV : OP_MOV32, r, t, 0, 0, 0, 0, 0);
}

/* The type of an instruction that names exactly one (mov.u32, add.s64 ...), or reported. */
static bool one_type(asm_ctx *A, const ptx_quals *q)
{
    if (q->ntypes == 1)
        return true;
    ptx_error(A, q->s->qual_col[0], "inline PTX '%s' needs %s type (.u32, .s64, .f32, ...)",
              A->text, q->ntypes ? "one" : "a");
    return false;
}

static bool want_ops(asm_ctx *A, const lit_ptx_syntax *s, int n)
{
    if (s->nops == n)
        return true;
    ptx_error(A, s->text_col, "inline PTX '%s' takes %d operand%s, not %d", A->text, n,
              n == 1 ? "" : "s", s->nops);
    return false;
}

/* An integer source at the operation's width: 16-bit values are extended to 32 bits by the
 * type's signedness. */
static int isrc(asm_ctx *A, const lit_ptx_operand *o, char type, int bits)
{
    int r = src(A, o, type, bits <= 32 ? (bits == 1 ? 1 : 32) : 64);
    if (r < 0 || bits > 16)
        return r;
    if (bits == 8)
        return emit1(A, type == 's' ? OP_SEXT8 : OP_ZEXT8, r, false);
    return emit1(A, type == 's' ? OP_SEXT16 : OP_ZEXT16, r, false);
}

static vm_opcode op_w(vm_opcode o32, vm_opcode o64, int bits)
{
    return bits == 64 ? o64 : o32;
}

/* a + b + carry-in with the carry out: c = (s < a) | (s + cin < s); for a subtraction the
 * borrow: (a < b) | (s < cin). CIN may be -1 (none). Returns the sum; *cout the carry. */
static int add_carry(asm_ctx *A, bool sub, int a, int b, int cin, bool w64, int *cout)
{
    int s = emit3(A, sub ? op_w(OP_SUB_I32, OP_SUB_I64, w64 ? 64 : 32)
                         : op_w(OP_ADD_I32, OP_ADD_I64, w64 ? 64 : 32), a, b, w64);
    vm_opcode lt = w64 ? OP_LT_U64 : OP_LT_U32;
    int c = sub ? emit3(A, lt, a, b, false) : emit3(A, lt, s, a, false);
    if (cin >= 0) {
        int ci = w64 ? emit1(A, OP_ZEXT32, cin, true) : cin;
        int s2 = emit3(A, sub ? op_w(OP_SUB_I32, OP_SUB_I64, w64 ? 64 : 32)
                              : op_w(OP_ADD_I32, OP_ADD_I64, w64 ? 64 : 32), s, ci, w64);
        int c2 = sub ? emit3(A, lt, s, ci, false) : emit3(A, lt, s2, s, false);
        c = emit3(A, OP_OR_I32, c, c2, false);
        s = s2;
    }
    *cout = c;
    return s;
}

/* The carry flag (CC.CF) of the statement, made on first use. */
static int carry_flag(asm_ctx *A)
{
    if (A->cc < 0) {
        A->cc = tmp(A, false);
        EMIT(LDI32, A->cc, 0, 0, 0, 0, 0, 0);
    }
    return A->cc;
}

/* The product of a and b: its low half, high half, or (wide) all of it. Q->bits the type. */
static int product(asm_ctx *A, const ptx_quals *q, int a, int b)
{
    int bits = q->bits[0];
    bool sg = q->type[0] == 's';
    if (q->wide) {
        if (bits == 16)
            return emit3(A, OP_MUL_I32, a, b, false);
        int x = emit1(A, sg ? OP_SEXT32 : OP_ZEXT32, a, true);
        int y = emit1(A, sg ? OP_SEXT32 : OP_ZEXT32, b, true);
        return emit3(A, OP_MUL_I64, x, y, true);
    }
    if (q->hi) {
        if (bits == 16) {
            int p = emit3(A, OP_MUL_I32, a, b, false);
            return emit3(A, sg ? OP_SHR_I32 : OP_SHR_U32, p, konst(A, 16, false), false);
        }
        if (bits == 64)
            return intrin(A, sg ? VI_MUL64HI : VI_UMUL64HI, a, true, b, true, 0, false, true);
        return intrin(A, sg ? VI_MULHI : VI_UMULHI, a, false, b, false, 0, false, false);
    }
    return emit3(A, op_w(OP_MUL_I32, OP_MUL_I64, bits), a, b, bits == 64);
}

/* add sub mul mad (and their .cc/c forms), for integer types */
static void gen_int_arith(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q, const char *m)
{
    bool is_mad = !strncmp(m, "mad", 3), is_mul = !strcmp(m, "mul");
    bool carry_in = !strcmp(m, "addc") || !strcmp(m, "subc") || !strcmp(m, "madc");
    bool sub = m[0] == 's';
    q->lo = take_qual(q, "lo");
    q->hi = take_qual(q, "hi");
    if (!no_other_quals(A, q) || !want_ops(A, s, is_mad ? 4 : 3))
        return;
    int bits = q->bits[0];
    char ty = q->type[0];
    if ((is_mad || is_mul) && !q->lo && !q->hi && !q->wide) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s' needs .lo, .hi or .wide", A->text);
        return;
    }
    if (q->wide && bits == 64) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': .wide takes 16- or 32-bit operands", A->text);
        return;
    }
    int a = isrc(A, &s->ops[1], ty, bits), b = isrc(A, &s->ops[2], ty, bits);
    if (a < 0 || b < 0)
        return;
    int rbits = q->wide ? bits * 2 : bits;
    bool w64 = rbits == 64;
    int x = a, y = b;
    if (is_mad || is_mul) {
        x = product(A, q, a, b);
        if (is_mul) {
            dst(A, &s->ops[0], x, rbits, ty);
            return;
        }
        y = isrc(A, &s->ops[3], ty, rbits);
        if (y < 0)
            return;
    }
    if (q->sat) {
        if (ty != 's' || bits != 32 || q->cc || carry_in || is_mad) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s': .sat is supported for add.sat.s32 and "
                      "sub.sat.s32", A->text);
            return;
        }
        int r = emit3(A, sub ? OP_SUB_I64 : OP_ADD_I64, emit1(A, OP_SEXT32, x, true),
                      emit1(A, OP_SEXT32, y, true), true);
        r = intrin(A, VI_MAX_I64, r, true, konst(A, (uint64_t)(int64_t)INT32_MIN, true), true, 0, false, true);
        r = intrin(A, VI_MIN_I64, r, true, konst(A, INT32_MAX, true), true, 0, false, true);
        dst(A, &s->ops[0], emit1(A, OP_TRUNC64, r, false), 32, ty);
        return;
    }
    if (q->cc || carry_in) {
        if (bits < 32 || ty == 'f') {
            ptx_error(A, s->qual_col[0], "inline PTX '%s': carry arithmetic takes 32- or 64-bit "
                      "integers", A->text);
            return;
        }
        int cout, r = add_carry(A, sub, x, y, carry_in ? carry_flag(A) : -1, w64, &cout);
        if (q->cc)
            EMIT(MOV32, carry_flag(A), cout, 0, 0, 0, 0, 0);
        dst(A, &s->ops[0], r, rbits, ty);
        return;
    }
    int r = emit3(A, sub ? op_w(OP_SUB_I32, OP_SUB_I64, rbits) : op_w(OP_ADD_I32, OP_ADD_I64, rbits),
                  x, y, w64);
    dst(A, &s->ops[0], r, rbits, ty);
}

/* div rem min max and or xor shl shr (two sources), abs neg not popc clz brev bfind (one) */
static void gen_int_simple(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q, const char *m)
{
    int bits = q->bits[0];
    char ty = q->type[0];
    bool sg = ty == 's', w64 = bits == 64;
    static const char *const unary[] = {"abs", "neg", "not", "popc", "clz", "brev", "cnot", "bfind"};
    bool un = false;
    for (size_t i = 0; i < sizeof unary / sizeof unary[0]; i++)
        un = un || !strcmp(m, unary[i]);
    if (!no_other_quals(A, q) || !want_ops(A, s, un ? 2 : 3))
        return;
    if (bits == 1 && strcmp(m, "and") && strcmp(m, "or") && strcmp(m, "xor") && strcmp(m, "not")) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': predicates take and, or, xor and not", A->text);
        return;
    }
    bool shift = !strcmp(m, "shl") || !strcmp(m, "shr");
    int a = isrc(A, &s->ops[1], ty, bits);
    int b = un ? 0 : shift ? src(A, &s->ops[2], 'u', 32) : isrc(A, &s->ops[2], ty, bits);
    if (a < 0 || b < 0)
        return;
    int r = -1, rb = bits;
    if (!strcmp(m, "div"))
        r = emit3(A, sg ? op_w(OP_DIV_I32, OP_DIV_I64, bits) : op_w(OP_DIV_U32, OP_DIV_U64, bits), a, b, w64);
    else if (!strcmp(m, "rem"))
        r = emit3(A, sg ? op_w(OP_REM_I32, OP_REM_I64, bits) : op_w(OP_REM_U32, OP_REM_U64, bits), a, b, w64);
    else if (!strcmp(m, "min") || !strcmp(m, "max")) {
        bool mx = m[1] == 'a';
        int k = w64 ? (sg ? (mx ? VI_MAX_I64 : VI_MIN_I64) : (mx ? VI_MAX_U64 : VI_MIN_U64))
                    : (sg ? (mx ? VI_MAX_I32 : VI_MIN_I32) : (mx ? VI_MAX_U32 : VI_MIN_U32));
        r = intrin(A, k, a, w64, b, w64, 0, false, w64);
    } else if (!strcmp(m, "and"))
        r = emit3(A, op_w(OP_AND_I32, OP_AND_I64, bits), a, b, w64);
    else if (!strcmp(m, "or"))
        r = emit3(A, op_w(OP_OR_I32, OP_OR_I64, bits), a, b, w64);
    else if (!strcmp(m, "xor"))
        r = emit3(A, op_w(OP_XOR_I32, OP_XOR_I64, bits), a, b, w64);
    else if (!strcmp(m, "not"))
        r = bits == 1 ? emit3(A, OP_EQK_I32, a, 0, false) : emit1(A, op_w(OP_NOT_I32, OP_NOT_I64, bits), a, w64);
    else if (!strcmp(m, "cnot"))
        r = w64 ? emit1(A, OP_ZEXT32, emit3(A, OP_EQ_I64, a, konst(A, 0, true), false), true)
                : emit3(A, OP_EQK_I32, a, 0, false);
    else if (!strcmp(m, "shl"))
        r = emit3(A, op_w(OP_SHL_I32, OP_SHL_I64, bits), a, b, w64);
    else if (!strcmp(m, "shr")) {
        r = emit3(A, sg ? op_w(OP_SHR_I32, OP_SHR_I64, bits) : op_w(OP_SHR_U32, OP_SHR_U64, bits), a, b, w64);
    } else if (!strcmp(m, "neg"))
        r = emit1(A, op_w(OP_NEG_I32, OP_NEG_I64, bits), a, w64);
    else if (!strcmp(m, "abs"))
        r = intrin(A, w64 ? VI_ABS_I64 : VI_ABS_I32, a, w64, 0, false, 0, false, w64);
    else if (!strcmp(m, "popc") || !strcmp(m, "clz")) {
        bool pc = m[0] == 'p';
        r = intrin(A, w64 ? (pc ? VI_POPCLL : VI_CLZLL) : (pc ? VI_POPC : VI_CLZ), a, w64, 0, false, 0, false, false);
        rb = 32;
        ty = 'u';
    } else if (!strcmp(m, "brev"))
        r = intrin(A, w64 ? VI_BREVLL : VI_BREV, a, w64, 0, false, 0, false, w64);
    else if (!strcmp(m, "bfind")) {
        /* the position of the most significant non-sign bit (of ~a for a negative signed a),
         * 0xffffffff when there is none (PTX ISA, bfind): bits - 1 - clz, as clz of 0 is bits */
        int x = a;
        if (sg)
            x = emit3(A, op_w(OP_XOR_I32, OP_XOR_I64, bits), a,
                      emit3(A, op_w(OP_SHR_I32, OP_SHR_I64, bits), a, konst(A, (uint64_t)bits - 1, false), w64),
                      w64);
        int z = intrin(A, w64 ? VI_CLZLL : VI_CLZ, x, w64, 0, false, 0, false, false);
        r = emit3(A, OP_SUB_I32, konst(A, (uint64_t)bits - 1, false), z, false);
        rb = 32;
        ty = 'u';
    }
    dst(A, &s->ops[0], r, rb, ty);
}

/* lop3.b32 d, a, b, c, lut: the OR of the minterms the table selects (PTX ISA, lop3: the
 * table's bit (a << 2 | b << 1 | c) is the result for those bits). */
static void gen_lop3(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q)
{
    if (!no_other_quals(A, q) || !want_ops(A, s, 5))
        return;
    if (q->bits[0] != 32) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': lop3 is .b32", A->text);
        return;
    }
    if (s->ops[4].kind != LIT_PO_INT) {
        ptx_error(A, s->ops[4].col, "inline PTX '%s': the table of lop3 is an immediate", A->text);
        return;
    }
    unsigned lut = (unsigned)s->ops[4].bits & 0xff;
    int v[3], nv[3];
    for (int i = 0; i < 3; i++) {
        if ((v[i] = src(A, &s->ops[1 + i], 'b', 32)) < 0)
            return;
        nv[i] = emit1(A, OP_NOT_I32, v[i], false);
    }
    int r = konst(A, 0, false);
    for (int t = 0; t < 8; t++) {
        if (!(lut >> t & 1))
            continue;
        int m = emit3(A, OP_AND_I32, t & 4 ? v[0] : nv[0], t & 2 ? v[1] : nv[1], false);
        m = emit3(A, OP_AND_I32, m, t & 1 ? v[2] : nv[2], false);
        r = emit3(A, OP_OR_I32, r, m, false);
    }
    dst(A, &s->ops[0], r, 32, 'b');
}

/* prmt bfe bfi shf vabsdiff4: three or four sources, one intrinsic */
static void gen_bits(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q, const char *m)
{
    int bits = q->bits[0];
    bool w64 = bits == 64;
    if (!strcmp(m, "shf")) {
        q->left = take_qual(q, "l");
        q->right = take_qual(q, "r");
        if (q->left == q->right || q->wrap == q->clamp || bits != 32) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s': shf is shf.l or shf.r, .wrap or .clamp, "
                      ".b32", A->text);
            return;
        }
    }
    if (!no_other_quals(A, q) || !want_ops(A, s, !strcmp(m, "bfi") ? 5 : 4))
        return;
    if (!strcmp(m, "bfi")) {
        int a = src(A, &s->ops[1], 'b', bits), b = src(A, &s->ops[2], 'b', bits);
        int pos = src(A, &s->ops[3], 'u', 32), len = src(A, &s->ops[4], 'u', 32);
        if (a < 0 || b < 0 || pos < 0 || len < 0)
            return;
        int pk = tmp(A, false);
        A->t->emit(A->t->cg, OP_ANDK_I32, pk, pos, 0, 0, 0xff, 0, 0);
        int l8 = tmp(A, false);
        A->t->emit(A->t->cg, OP_ANDK_I32, l8, len, 0, 0, 0xff, 0, 0);
        A->t->emit(A->t->cg, OP_SHLK_I32, l8, l8, 0, 0, 8, 0, 0);
        pk = emit3(A, OP_OR_I32, pk, l8, false);
        if (w64)
            pk = emit1(A, OP_ZEXT32, pk, true);
        dst(A, &s->ops[0], intrin(A, w64 ? VI_BFI_64 : VI_BFI_32, a, w64, b, w64, pk, w64, w64), bits, 'b');
        return;
    }
    if (!strcmp(m, "bfe")) {
        int a = src(A, &s->ops[1], q->type[0], bits);
        int pos = src(A, &s->ops[2], 'u', 32), len = src(A, &s->ops[3], 'u', 32);
        if (a < 0 || pos < 0 || len < 0)
            return;
        int k = w64 ? (q->type[0] == 's' ? VI_BFE_S64 : VI_BFE_U64)
                    : (q->type[0] == 's' ? VI_BFE_S32 : VI_BFE_U32);
        dst(A, &s->ops[0], intrin(A, k, a, w64, pos, false, len, false, w64), bits, q->type[0]);
        return;
    }
    int a = src(A, &s->ops[1], 'b', 32), b = src(A, &s->ops[2], 'b', 32), c = src(A, &s->ops[3], 'b', 32);
    if (a < 0 || b < 0 || c < 0)
        return;
    int k = !strcmp(m, "prmt") ? VI_PRMT : !strcmp(m, "vabsdiff4") ? VI_VABSDIFF4
          : q->left ? (q->wrap ? VI_FUNNEL_L : VI_FUNNEL_LC) : (q->wrap ? VI_FUNNEL_R : VI_FUNNEL_RC);
    dst(A, &s->ops[0], intrin(A, k, a, false, b, false, c, false, false), 32, 'b');
}

/* .ftz: a subnormal f32 input or result is a zero of its sign */
static int ftz(asm_ctx *A, const ptx_quals *q, int r, bool f64)
{
    return q->ftz && !f64 && r >= 0 ? intrin(A, VI_FTZ_F32, r, false, 0, false, 0, false, false) : r;
}

/* the IEEE operations with a rounding mode: BM_ADD_RN + 4 * OP + mode */
enum { RN_ADD, RN_SUB, RN_MUL, RN_DIV, RN_FMA, RN_RCP, RN_SQRT };

static int rounded(asm_ctx *A, const ptx_quals *q, int op, bool f64, int a, int b, int c)
{
    return math(A, f64, BM_ADD_RN + 4 * op + (q->rnd < 0 ? VR_RN : q->rnd), a, b, c);
}

/* add sub mul fma mad div abs neg min max sqrt rsqrt rcp sin cos lg2 ex2 on .f32 and .f64: the
 * IEEE operations go through the math functions of __fadd_rn, __fmaf_rz ... (their NaN results
 * are the GPU's), the .approx ones through __fdividef, __sinf, ... */
static void gen_float(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q, const char *m)
{
    bool f64 = q->bits[0] == 64;
    if (q->bits[0] != 32 && !f64) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': floating-point operations take .f32 or "
                  ".f64", A->text);
        return;
    }
    static const char *const unary[] = {"abs", "neg", "sqrt", "rsqrt", "rcp", "sin", "cos", "lg2", "ex2",
                                        "tanh"};
    int nsrc = 2;
    for (size_t i = 0; i < sizeof unary / sizeof unary[0]; i++)
        if (!strcmp(m, unary[i]))
            nsrc = 1;
    if (!strcmp(m, "fma") || !strcmp(m, "mad"))
        nsrc = 3;
    if (!no_other_quals(A, q) || !want_ops(A, s, nsrc + 1))
        return;
    int v[3] = {0, 0, 0};
    for (int i = 0; i < nsrc; i++)
        if ((v[i] = ftz(A, q, src(A, &s->ops[1 + i], 'f', f64 ? 64 : 32), f64)) < 0)
            return;
    bool approx_only = !strcmp(m, "sin") || !strcmp(m, "cos") || !strcmp(m, "lg2") ||
                       !strcmp(m, "ex2") || !strcmp(m, "rsqrt") || !strcmp(m, "tanh");
    if (approx_only && (!q->approx || q->rnd >= 0 || (f64 && strcmp(m, "rsqrt")))) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': %s is .approx%s", A->text, m,
                  strcmp(m, "rsqrt") ? ".f32" : "");
        return;
    }
    if (q->approx && !approx_only && strcmp(m, "div") && strcmp(m, "sqrt") && strcmp(m, "rcp")) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': .approx is for div, sqrt, rcp, rsqrt, sin, "
                  "cos, lg2, ex2 and tanh", A->text);
        return;
    }
    int r;
    if (!strcmp(m, "add") || !strcmp(m, "sub") || !strcmp(m, "mul")) {
        int k = m[0] == 'a' ? RN_ADD : m[0] == 's' ? RN_SUB : RN_MUL;
        r = rounded(A, q, k, f64, v[0], v[1], 0);
    } else if (nsrc == 3) {
        r = rounded(A, q, RN_FMA, f64, v[0], v[1], v[2]);
    } else if (!strcmp(m, "div")) {
        if (q->approx || q->full) {
            if (f64) {
                ptx_error(A, s->qual_col[0], "inline PTX '%s': div.approx and div.full are .f32", A->text);
                return;
            }
            r = math(A, false, BM_FAST_DIV, v[0], v[1], 0);
        } else if (q->rnd < 0) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s' needs .rn, .rz, .rm, .rp, .approx or .full", A->text);
            return;
        } else {
            r = rounded(A, q, RN_DIV, f64, v[0], v[1], 0);
        }
    } else if (!strcmp(m, "sqrt") || !strcmp(m, "rcp")) {
        bool sq = m[0] == 's';
        if (q->approx && !f64)
            r = sq ? math(A, false, BM_FAST_SQRT, v[0], 0, 0)
                   : math(A, false, BM_FAST_DIV, konst(A, 0x3f800000u, false), v[0], 0);
        else if (q->rnd < 0) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s' needs .rn, .rz, .rm, .rp%s", A->text,
                      f64 ? "" : " or .approx");
            return;
        } else
            r = rounded(A, q, sq ? RN_SQRT : RN_RCP, f64, v[0], 0, 0);
    } else if (!strcmp(m, "abs"))
        r = math(A, f64, BM_FABS, v[0], 0, 0);
    else if (!strcmp(m, "neg") && !f64) /* x * -1: a NaN's is the canonical NaN, as the H200's
                                            neg.f32 (ptx/float.cu; C's -x of a constant NaN is
                                            folded by nvcc, its sign flipped) */
        r = math(A, false, BM_ADD_RN + 4 * RN_MUL + VR_RN, v[0], konst(A, 0xbf800000u, false), 0);
    else if (!strcmp(m, "neg"))
        r = emit1(A, OP_NEG_F64, v[0], f64);
    else if (!strcmp(m, "min") || !strcmp(m, "max"))
        r = math(A, f64, m[1] == 'i' ? BM_FMIN : BM_FMAX, v[0], v[1], 0);
    else {
        int id = !strcmp(m, "sin") ? BM_FAST_SIN : !strcmp(m, "cos") ? BM_FAST_COS
               : !strcmp(m, "lg2") ? BM_FAST_LOG2 : !strcmp(m, "ex2") ? BM_EXP2
               : !strcmp(m, "tanh") ? BM_FAST_TANH : BM_RSQRT;
        r = math(A, f64, id, v[0], 0, 0);
    }
    if (q->sat)
        r = f64 ? (ptx_error(A, s->qual_col[0], "inline PTX '%s': .sat is for .f32", A->text), -1)
                : math(A, false, BM_SATURATE, r, 0, 0);
    dst(A, &s->ops[0], ftz(A, q, r, f64), f64 ? 64 : 32, 'f');
}

static int vk(char type, int bits)
{
    if (type == 'f')
        return bits == 64 ? VK_F64 : bits == 16 ? VK_F16 : VK_F32;
    if (type == 's')
        return bits == 64 ? VK_I64 : VK_I32;
    return bits == 64 ? VK_U64 : VK_U32;
}

/* clamps the 64-bit value V (of signedness SG) to the range of the integer type T/BITS */
static int clamp_int(asm_ctx *A, int v, bool sg, char t, int bits)
{
    if (bits == 64) {
        if (t == 's' && !sg)
            return intrin(A, VI_MIN_U64, v, true, konst(A, INT64_MAX, true), true, 0, false, true);
        if (t != 's' && sg)
            return intrin(A, VI_MAX_I64, v, true, konst(A, 0, true), true, 0, false, true);
        return v;
    }
    int64_t lo = t == 's' ? -(1ll << (bits - 1)) : 0;
    int64_t hi = t == 's' ? (1ll << (bits - 1)) - 1 : (1ll << bits) - 1;
    if (!sg)
        return intrin(A, VI_MIN_U64, v, true, konst(A, (uint64_t)hi, true), true, 0, false, true);
    v = intrin(A, VI_MAX_I64, v, true, konst(A, (uint64_t)lo, true), true, 0, false, true);
    return intrin(A, VI_MIN_I64, v, true, konst(A, (uint64_t)hi, true), true, 0, false, true);
}

/* integer to integer: extended by the source's signedness, clamped with .sat, truncated */
static void cvt_int(asm_ctx *A, const lit_ptx_syntax *s, const ptx_quals *q)
{
    char dt = q->type[0], at = q->type[1];
    int db = q->bits[0], ab = q->bits[1];
    int a = isrc(A, &s->ops[1], at, ab);
    if (a < 0)
        return;
    bool sg = at == 's';
    if (ab < 64)
        a = emit1(A, sg ? OP_SEXT32 : OP_ZEXT32, a, true);
    if (q->sat)
        a = clamp_int(A, a, sg, dt, db);
    if (db == 64) {
        dst(A, &s->ops[0], a, 64, dt);
        return;
    }
    int r = emit1(A, OP_TRUNC64, a, false);
    if (db == 8)
        r = emit1(A, dt == 's' ? OP_SEXT8 : OP_ZEXT8, r, false);
    dst(A, &s->ops[0], r, db == 16 ? 16 : 32, dt);
}

/* float to float: widening is exact, narrowing takes .rn/.rz/.rm/.rp, the same type rounds to
 * an integral value with .rni/.rzi/.rmi/.rpi */
static void cvt_float(asm_ctx *A, const lit_ptx_syntax *s, const ptx_quals *q, int a)
{
    int db = q->bits[0], ab = q->bits[1], r = a;
    if (ab == 32 && db == 64) {
        r = tmp(A, true);
        A->t->emit(A->t->cg, OP_CVT, r, a, 0, 0, 0, 0, VM_CVT_F64_F32);
    } else if (ab < db) {                           /* from .f16: exact */
        r = intrin(A, VI_CVT(VK_F16, vk('f', db), VR_RN), a, false, 0, false, 0, false, db == 64);
    } else if (ab > db) {
        if (q->rnd < 0 || q->rnd_int) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s' needs .rn, .rz, .rm or .rp", A->text);
            return;
        }
        r = intrin(A, VI_CVT(vk('f', ab), vk('f', db), q->rnd), a, ab == 64, 0, false, 0, false, false);
    }
    if (q->rnd >= 0 && (q->rnd_int || ab == db)) {
        if (db == 16) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s': this conversion is not supported", A->text);
            return;
        }
        if (!q->rnd_int) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s': rounding to an integral value is "
                      ".rni, .rzi, .rmi or .rpi", A->text);
            return;
        }
        static const int ids[4] = {BM_RINT, BM_TRUNC, BM_CEIL, BM_FLOOR};
        r = math(A, db == 64, ids[q->rnd], r, 0, 0);
    }
    if (q->sat)
        r = math(A, db == 64, BM_SATURATE, r, 0, 0);
    dst(A, &s->ops[0], ftz(A, q, r, db == 64), db, 'f');
}

/* float to integer: .rni/.rzi/.rmi/.rpi, out-of-range values saturated (as __float2int_rn) */
static void cvt_to_int(asm_ctx *A, const lit_ptx_syntax *s, const ptx_quals *q, int a)
{
    char dt = q->type[0];
    int db = q->bits[0];
    bool f64 = q->bits[1] == 64, narrow = db < 32;
    if (q->rnd < 0 || !q->rnd_int) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s' needs .rni, .rzi, .rmi or .rpi", A->text);
        return;
    }
    int r = intrin(A, VI_CVT(vk('f', q->bits[1]), vk(dt, narrow ? 32 : db), q->rnd), a, f64,
                   0, false, 0, false, db == 64);
    if (narrow) {
        r = clamp_int(A, emit1(A, dt == 's' ? OP_SEXT32 : OP_ZEXT32, r, true), dt == 's', dt, db);
        r = emit1(A, OP_TRUNC64, r, false);
    }
    dst(A, &s->ops[0], r, db == 64 ? 64 : db == 16 ? 16 : 32, dt);
}

/* integer to float: .rn/.rz/.rm/.rp (as __int2float_rn ...) */
static void cvt_to_float(asm_ctx *A, const lit_ptx_syntax *s, const ptx_quals *q)
{
    int db = q->bits[0], ab = q->bits[1];
    if (q->rnd < 0 || q->rnd_int) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s' needs .rn, .rz, .rm or .rp", A->text);
        return;
    }
    int a = isrc(A, &s->ops[1], q->type[1], ab);
    if (a < 0)
        return;
    int r = intrin(A, VI_CVT(vk(q->type[1], ab), vk('f', db), q->rnd), a, ab == 64, 0, false, 0,
                   false, db == 64);
    if (q->sat)
        r = math(A, db == 64, BM_SATURATE, r, 0, 0);
    dst(A, &s->ops[0], r, db, 'f');
}

/* cvt{.rnd}{.ftz}{.sat}.dtype.atype d, a (PTX ISA, cvt) */
static void gen_cvt(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q)
{
    if (!no_other_quals(A, q) || !want_ops(A, s, 2))
        return;
    if (q->ntypes != 2 || q->type[0] == 'p' || q->type[1] == 'p') {
        ptx_error(A, s->qual_col[0], "inline PTX '%s' needs two types (cvt.rn.f32.s32)", A->text);
        return;
    }
    bool df = q->type[0] == 'f', af = q->type[1] == 'f';
    if ((df && q->bits[0] < 16) || (af && q->bits[1] < 16)) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': this conversion is not supported", A->text);
        return;
    }
    if (!df && !af)
        return cvt_int(A, s, q);
    if (!af)
        return cvt_to_float(A, s, q);
    /* a half is the low 16 bits of its register */
    int a = src(A, &s->ops[1], q->bits[1] == 16 ? 'b' : 'f', q->bits[1]);
    if (a < 0)
        return;
    a = q->bits[1] == 16 ? emit1(A, OP_ZEXT16, a, false) : ftz(A, q, a, q->bits[1] == 64);
    if (df)
        cvt_float(A, s, q, a);
    else
        cvt_to_int(A, s, q, a);
}

/* setp.cmp.type p, a, b (PTX ISA, setp: ordered comparisons are false with a NaN, the
 * unordered ones (equ ...) true) */
static void gen_setp(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q)
{
    static const char *const cmps[] = {"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
                                       "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"};
    int c = -1;
    for (int i = 0; i < 18 && c < 0; i++)
        if (take_qual(q, cmps[i]))
            c = i;
    if (c < 0 && s->nquals > 1 && (!strcmp(s->quals[1], "lo") || !strcmp(s->quals[1], "hi")))
        c = s->quals[1][0] == 'l' ? 6 : 8;
    static const vm_opcode bool_ops[] = {OP_AND_I32, OP_OR_I32, OP_XOR_I32};
    int bop = take_qual(q, "and") ? 0 : take_qual(q, "or") ? 1 : take_qual(q, "xor") ? 2 : -1;
    if (!no_other_quals(A, q) || !one_type(A, q) || !want_ops(A, s, bop < 0 ? 3 : 4))
        return;
    char ty = q->type[0];
    int bits = q->bits[0];
    bool fl = ty == 'f', w64 = bits == 64;
    if (c < 0 || (fl && c >= 6 && c <= 9) || (!fl && c >= 10) || (ty == 'b' && c > 1)) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': no comparison for this type", A->text);
        return;
    }
    if (c >= 6 && c <= 9) {      /* lo ls hi hs: unsigned lt le gt ge */
        c -= 4;
        ty = 'u';
    }
    int a = fl ? src(A, &s->ops[1], 'f', bits) : isrc(A, &s->ops[1], ty, bits);
    int b = fl ? src(A, &s->ops[2], 'f', bits) : isrc(A, &s->ops[2], ty, bits);
    if (a < 0 || b < 0)
        return;
    vm_opcode eq, ne, lt, le;
    if (fl) {
        eq = w64 ? OP_EQ_F64 : OP_EQ_F32, ne = w64 ? OP_NE_F64 : OP_NE_F32;
        lt = w64 ? OP_LT_F64 : OP_LT_F32, le = w64 ? OP_LE_F64 : OP_LE_F32;
    } else {
        eq = w64 ? OP_EQ_I64 : OP_EQ_I32, ne = w64 ? OP_NE_I64 : OP_NE_I32;
        lt = ty == 's' ? (w64 ? OP_LT_I64 : OP_LT_I32) : (w64 ? OP_LT_U64 : OP_LT_U32);
        le = ty == 's' ? (w64 ? OP_LE_I64 : OP_LE_I32) : (w64 ? OP_LE_U64 : OP_LE_U32);
    }
    int r;
    switch (c) {
    case 0: r = emit3(A, eq, a, b, false); break;
    case 1: r = fl ? emit3(A, OP_OR_I32, emit3(A, lt, a, b, false), emit3(A, lt, b, a, false), false)
                   : emit3(A, ne, a, b, false); break;
    case 2: r = emit3(A, lt, a, b, false); break;
    case 3: r = emit3(A, le, a, b, false); break;
    case 4: r = emit3(A, lt, b, a, false); break;
    case 5: r = emit3(A, le, b, a, false); break;
    case 10: r = emit3(A, OP_EQK_I32, emit3(A, OP_OR_I32, emit3(A, lt, a, b, false),
                                            emit3(A, lt, b, a, false), false), 0, false); break;
    case 11: r = emit3(A, ne, a, b, false); break;
    case 12: r = emit3(A, OP_EQK_I32, emit3(A, le, b, a, false), 0, false); break;
    case 13: r = emit3(A, OP_EQK_I32, emit3(A, lt, b, a, false), 0, false); break;
    case 14: r = emit3(A, OP_EQK_I32, emit3(A, le, a, b, false), 0, false); break;
    case 15: r = emit3(A, OP_EQK_I32, emit3(A, lt, a, b, false), 0, false); break;
    default: {
        int num = emit3(A, OP_AND_I32, emit3(A, eq, a, a, false), emit3(A, eq, b, b, false), false);
        r = c == 16 ? num : emit3(A, OP_EQK_I32, num, 0, false);
    }
    }
    /* p|q, a, b{, c}: p = (a cmp b) op c and q = !(a cmp b) op c */
    int nr = s->ops[0].kind == LIT_PO_PAIR ? emit3(A, OP_EQK_I32, r, 0, false) : -1;
    if (bop >= 0) {
        int cp = src(A, &s->ops[3], 'p', 1);
        if (cp < 0)
            return;
        r = emit3(A, bool_ops[bop], r, cp, false);
        if (nr >= 0)
            nr = emit3(A, bool_ops[bop], nr, cp, false);
    }
    if (nr < 0) {
        dst(A, &s->ops[0], r, 1, 'p');
        return;
    }
    lit_ptx_operand p0 = element(&s->ops[0], 0), p1 = element(&s->ops[0], 1);
    dst(A, &p0, r, 1, 'p');
    dst(A, &p1, nr, 1, 'p');
}

/* selp.type d, a, b, p: d = p ? a : b */
static void gen_selp(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q)
{
    if (!no_other_quals(A, q) || !one_type(A, q) || !want_ops(A, s, 4))
        return;
    int bits = q->bits[0] == 16 ? 32 : q->bits[0];
    int a = src(A, &s->ops[1], q->type[0], bits), b = src(A, &s->ops[2], q->type[0], bits);
    int p = src(A, &s->ops[3], 'p', 1);
    if (a < 0 || b < 0 || p < 0)
        return;
    int r = tmp(A, bits == 64);
    EMIT(SEL, r, p, a, b, 0, 0, bits == 64 ? 8 : 4);
    dst(A, &s->ops[0], r, q->bits[0], q->type[0]);
}

/* Element I of vector operand V as an operand of its own. */
static lit_ptx_operand element(const lit_ptx_operand *v, int i)
{
    lit_ptx_operand e;
    memset(&e, 0, sizeof e);
    e.kind = (lit_ptx_opkind)v->elem[i].kind;
    e.num = v->elem[i].num;
    e.special = v->elem[i].special;
    e.col = v->elem[i].col;
    memcpy(e.name, v->elem[i].name, sizeof e.name);
    return e;
}

/* mov.b32/.b64 with a vector: d, {a, b} packs the elements (the first lowest), {a, b}, s
 * unpacks (PTX ISA, mov: 2 or 4 elements of a half or a quarter of the width). */
static void gen_mov_vec(asm_ctx *A, const lit_ptx_syntax *s, int bits)
{
    bool pack = s->ops[1].kind == LIT_PO_VEC;
    const lit_ptx_operand *v = &s->ops[pack ? 1 : 0];
    int n = v->nelems, eb = n ? bits / n : 0;
    if (s->ops[pack ? 0 : 1].kind == LIT_PO_VEC || (n != 2 && n != 4) || eb < 8 || bits < 32) {
        ptx_error(A, v->col, "inline PTX '%s': a vector moves into or out of a .b32 or .b64 "
                  "register in 2 or 4 parts", A->text);
        return;
    }
    uint64_t mask = eb == 64 ? ~0ull : (1ull << eb) - 1;
    if (pack) {
        int r = konst(A, 0, true);
        for (int i = 0; i < n; i++) {
            lit_ptx_operand e = element(v, i);
            int x = src(A, &e, 'b', eb == 64 ? 64 : 32);
            if (x < 0)
                return;
            if (eb < 32)
                x = emit3(A, OP_AND_I32, x, konst(A, mask, false), false);
            x = emit1(A, OP_ZEXT32, x, true);
            if (i)
                x = emit3(A, OP_SHL_I64, x, konst(A, (uint64_t)(i * eb), false), true);
            r = emit3(A, OP_OR_I64, r, x, true);
        }
        dst(A, &s->ops[0], bits == 64 ? r : emit1(A, OP_TRUNC64, r, false), bits, 'b');
        return;
    }
    int x = src(A, &s->ops[1], 'b', bits);
    if (x < 0)
        return;
    if (bits == 32)
        x = emit1(A, OP_ZEXT32, x, true);
    for (int i = 0; i < n; i++) {
        lit_ptx_operand e = element(v, i);
        int y = i ? emit3(A, OP_SHR_U64, x, konst(A, (uint64_t)(i * eb), false), true) : x;
        y = emit1(A, OP_TRUNC64, y, false);
        if (eb < 32)
            y = emit3(A, OP_AND_I32, y, konst(A, mask, false), false);
        dst(A, &e, y, eb, 'b');
    }
}

/* cvta.space.size d, a (an address of the space to a generic one), cvta.to.space.size d, a
 * (the reverse), isspacep.space p, a: the conversions and predicates of __cvta_*, __isShared
 * ... (ADDRPRED k, builtins.c) */
static void gen_space(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q, bool is_p)
{
    static const char *const spaces[] = {"global", "shared", "const", "local"};
    static const int to_space[] = {8, 5, 7, 6}, to_generic[] = {12, 9, 11, 10};
    bool to = !is_p && take_qual(q, "to");
    int sp = -1;
    for (int i = 0; i < 4 && sp < 0; i++)
        if (take_qual(q, spaces[i]) || (i == 1 && take_qual(q, "shared::cta")))
            sp = i;
    if (sp < 0 || !no_other_quals(A, q) || !want_ops(A, s, 2))
        return sp < 0 ? ptx_error(A, s->qual_col[0], "inline PTX '%s' needs a state space "
                                  "(.global, .shared, .const, .local)", A->text) : (void)0;
    if (!is_p && (q->ntypes != 1 || (q->bits[0] != 32 && q->bits[0] != 64))) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s' needs .u32 or .u64", A->text);
        return;
    }
    int a = src(A, &s->ops[1], 'u', is_p ? 64 : q->bits[0]);
    if (a < 0)
        return;
    if (!is_p && q->bits[0] == 32)
        a = emit1(A, OP_ZEXT32, a, true);
    int k = is_p ? sp : to ? to_space[sp] : to_generic[sp];   /* isspacep: ADDRPRED 0..3 */
    int r = tmp(A, !is_p);
    EMIT(ADDRPRED, r, a, 0, 0, k, 0, 0);
    if (is_p)
        dst(A, &s->ops[0], r, 1, 'p');
    else
        dst(A, &s->ops[0], q->bits[0] == 32 ? emit1(A, OP_TRUNC64, r, false) : r, q->bits[0], 'u');
}

/* copysign.type d, a, b: b with the sign of a; slct.type.s32 d, a, b, c: c >= 0 ? a : b
 * (.f32 c: c >= 0.0, a NaN as negative) */
static void gen_select(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q, const char *m)
{
    bool cs = !strcmp(m, "copysign");
    if (!no_other_quals(A, q) || !want_ops(A, s, cs ? 3 : 4))
        return;
    if (cs) {
        bool f64 = q->bits[0] == 64;
        if (q->ntypes != 1 || q->type[0] != 'f' || q->bits[0] < 32) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s': copysign is .f32 or .f64", A->text);
            return;
        }
        int a = src(A, &s->ops[1], 'f', q->bits[0]), b = src(A, &s->ops[2], 'f', q->bits[0]);
        if (a >= 0 && b >= 0)
            dst(A, &s->ops[0], math(A, f64, BM_COPYSIGN, b, a, 0), q->bits[0], 'f');
        return;
    }
    if (q->ntypes != 2 || (q->type[1] != 'f' && q->type[1] != 's') || q->bits[1] != 32) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': slct is slct.type.s32 or slct.type.f32",
                  A->text);
        return;
    }
    int w = q->bits[0] == 64 ? 64 : 32;
    int a = src(A, &s->ops[1], q->type[0], w), b = src(A, &s->ops[2], q->type[0], w);
    int c = src(A, &s->ops[3], q->type[1], 32);
    if (a < 0 || b < 0 || c < 0)
        return;
    int p = q->type[1] == 'f' ? emit3(A, OP_LE_F32, konst(A, 0, false), c, false)
                              : emit3(A, OP_LE_I32, konst(A, 0, false), c, false);
    if (q->ftz && q->type[1] == 'f')
        p = emit3(A, OP_LE_F32, konst(A, 0, false), intrin(A, VI_FTZ_F32, c, false, 0, false, 0, false, false), false);
    int r = tmp(A, w == 64);
    EMIT(SEL, r, p, a, b, 0, 0, w == 64 ? 8 : 4);
    dst(A, &s->ops[0], r, q->bits[0], q->type[0]);
}

/* mov.type d, a: a register, an immediate or a special register */
static void gen_mov(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q)
{
    if (!no_other_quals(A, q) || !one_type(A, q) || !want_ops(A, s, 2))
        return;
    int bits = q->bits[0];
    if (s->ops[0].kind == LIT_PO_VEC || s->ops[1].kind == LIT_PO_VEC)
        return gen_mov_vec(A, s, bits);
    const lit_ptx_operand *o = &s->ops[1];
    if (o->kind == LIT_PO_NAME && o->special && !find_reg(A, o->name)) {
        bool w64;
        int r = special(A, o->name, &w64);
        if (r < 0) {
            ptx_error(A, o->col, "inline PTX '%s': the special register %%%s is not supported",
                      A->text, o->name);
            return;
        }
        if (w64 != (bits == 64)) {
            ptx_error(A, o->col, "inline PTX '%s': %%%s is a %d-bit register", A->text, o->name,
                      w64 ? 64 : 32);
            return;
        }
        dst(A, &s->ops[0], r, bits, q->type[0]);
        return;
    }
    int w = bits == 16 ? 32 : bits;
    dst(A, &s->ops[0], src(A, o, q->type[0], w), bits, q->type[0]);
}

/* The predicate of shfl.sync d|p: whether the source lane is in the segment (PTX ISA, shfl.sync:
 * maxLane = (lane & segmask) | (c & ~segmask); up: lane - b >= maxLane; down: lane + b <=
 * maxLane; bfly: lane ^ b <= maxLane; idx: minLane | (b & ~segmask) <= maxLane). */
static int shfl_valid(asm_ctx *A, int mode, int b, int c, int seg)
{
    int lane = tmp(A, false), bv = tmp(A, false), cv = tmp(A, false);
    EMIT(SREG, lane, 0, 0, 0, VM_SR_LANEID, 0, 0);
    A->t->emit(A->t->cg, OP_ANDK_I32, bv, b, 0, 0, 0x1f, 0, 0);
    A->t->emit(A->t->cg, OP_ANDK_I32, cv, c, 0, 0, 0x1f, 0, 0);
    int nseg = emit1(A, OP_NOT_I32, seg, false);
    int lo = emit3(A, OP_AND_I32, lane, seg, false);
    int max = emit3(A, OP_OR_I32, lo, emit3(A, OP_AND_I32, cv, nseg, false), false);
    switch (mode) {
    case 1: return emit3(A, OP_LE_I32, max, emit3(A, OP_SUB_I32, lane, bv, false), false);
    case 2: return emit3(A, OP_LE_I32, emit3(A, OP_ADD_I32, lane, bv, false), max, false);
    case 3: return emit3(A, OP_LE_I32, emit3(A, OP_XOR_I32, lane, bv, false), max, false);
    default: {
        int j = emit3(A, OP_OR_I32, lo, emit3(A, OP_AND_I32, bv, nseg, false), false);
        return emit3(A, OP_LE_I32, j, max, false);
    }
    }
}

/* shfl.sync.mode.b32 d, a, b, c, membermask; vote.sync.mode d, a, membermask; activemask.b32 d;
 * bar.warp.sync membermask: the warp built-ins (__shfl_sync: c is ((32 - width) << 8) | clamp) */
static void gen_warp(asm_ctx *A, const lit_ptx_syntax *s, ptx_quals *q, const char *m)
{
    bool sync = take_qual(q, "sync");
    if (!strcmp(m, "activemask")) {
        if (!no_other_quals(A, q) || !want_ops(A, s, 1))
            return;
        int r = tmp(A, false);
        EMIT(ACTMASK, r, 0, 0, 0, 0, 0, 0);
        dst(A, &s->ops[0], r, 32, 'b');
        return;
    }
    if (!sync) {
        ptx_error(A, s->qual_col[0], "inline PTX '%s': the warp instructions are the .sync forms",
                  A->text);
        return;
    }
    if (!strcmp(m, "bar")) {
        if (!take_qual(q, "warp") || !no_other_quals(A, q) || !want_ops(A, s, 1))
            return;
        int mask = src(A, &s->ops[0], 'b', 32);
        if (mask >= 0)
            EMIT(SYNCWARP, 0, mask, 0, 0, 0, 0, 0);
        return;
    }
    if (!strcmp(m, "vote")) {
        static const char *const modes[] = {"all", "any", "ballot", "uni"};
        int k = -1;
        for (int i = 0; i < 4 && k < 0; i++)
            if (take_qual(q, modes[i]))
                k = i;
        if (k < 0 || !no_other_quals(A, q) || !want_ops(A, s, 3))
            return;
        int p = src(A, &s->ops[1], 'p', 1), mask = src(A, &s->ops[2], 'b', 32);
        if (p < 0 || mask < 0)
            return;
        int r = tmp(A, false);
        EMIT(VOTE, r, mask, p, 0, k, 0, 0);
        dst(A, &s->ops[0], r, k == 2 ? 32 : 1, 'b');
        return;
    }
    static const char *const modes[] = {"idx", "up", "down", "bfly"};
    int k = -1;
    for (int i = 0; i < 4 && k < 0; i++)
        if (take_qual(q, modes[i]))
            k = i;
    if (k < 0 || !no_other_quals(A, q) || !want_ops(A, s, 5) || !one_type(A, q))
        return;
    int v = src(A, &s->ops[1], 'b', 32), b = src(A, &s->ops[2], 'b', 32);
    int c = src(A, &s->ops[3], 'b', 32), mask = src(A, &s->ops[4], 'b', 32);
    if (v < 0 || b < 0 || c < 0 || mask < 0)
        return;
    int seg = tmp(A, false);
    A->t->emit(A->t->cg, OP_SHRK_U32, seg, c, 0, 0, 8, 0, 0);
    A->t->emit(A->t->cg, OP_ANDK_I32, seg, seg, 0, 0, 0x1f, 0, 0);
    int width = emit3(A, OP_SUB_I32, konst(A, 32, false), seg, false);
    int r = tmp(A, false);
    A->t->emit(A->t->cg, OP_SHFL, r, mask, v, b, width, (uint8_t)k, 4);
    if (s->ops[0].kind != LIT_PO_PAIR) {
        dst(A, &s->ops[0], r, 32, 'b');
        return;
    }
    lit_ptx_operand d = element(&s->ops[0], 0), p = element(&s->ops[0], 1);
    dst(A, &d, r, 32, 'b');
    dst(A, &p, shfl_valid(A, k, b, c, seg), 1, 'p');
}

/* .reg .type name {, name} — name<N> declares name0 .. nameN-1 */
static void declare(asm_ctx *A, const char *text)
{
    const char *p = text + 4;
    if (strncmp(text, ".reg", 4) || !isspace((unsigned char)*p)) {
        asm_error(A, "inline PTX '%s': only register declarations (.reg .u32 r;) are supported",
                  text);
        return;
    }
    while (isspace((unsigned char)*p))
        p++;
    char type[16];
    int n = 0;
    if (sscanf(p, ".%15[a-z0-9]%n", type, &n) != 1) {
        asm_error(A, "inline PTX '%s': a register declaration needs a type", text);
        return;
    }
    p += n;
    int bits = !strcmp(type, "pred") ? 1 : atoi(type + 1);
    if (bits != 1 && (!strchr("bsuf", type[0]) || (bits != 8 && bits != 16 && bits != 32 && bits != 64))) {
        asm_error(A, "inline PTX '%s': unknown register type '.%s'", text, type);
        return;
    }
    for (;;) {
        while (isspace((unsigned char)*p) || *p == ',')
            p++;
        if (!*p)
            return;
        char name[LIT_PTX_NAME];
        int count = 0;
        n = 0;
        if (sscanf(p, "%31[A-Za-z0-9_$%]%n", name, &n) != 1) {
            asm_error(A, "inline PTX '%s': expected a register name", text);
            return;
        }
        p += n;
        if (*p == '<') {
            if (sscanf(p, "<%d>%n", &count, &n) != 1 || count <= 0 || count > 64) {
                asm_error(A, "inline PTX '%s': name<N> declares 1 to 64 registers", text);
                return;
            }
            p += n;
        }
        for (int i = 0; i < (count ? count : 1); i++) {
            if (A->nregs == (int)(sizeof A->regs / sizeof A->regs[0])) {
                asm_error(A, "inline PTX declares too many registers");
                return;
            }
            asm_reg *g = &A->regs[A->nregs++];
            const char *nm = name[0] == '%' && name[1] == '%' ? name + 2 : name;
            if (count)
                snprintf(g->name, sizeof g->name, "%.20s%d", nm, i);
            else
                snprintf(g->name, sizeof g->name, "%s", nm);
            g->bits = bits;
            g->reg = tmp(A, bits == 64);
        }
    }
}

static bool is_memory_instr(const lit_ptx_syntax *s)
{
    static const char *const mem[] = {"ld", "st", "atom", "red", "fence", "membar", "bar", "barrier"};
    if (!strcmp(s->quals[0], "bar") && s->nquals > 1 && !strcmp(s->quals[1], "warp"))
        return false;
    for (size_t i = 0; i < sizeof mem / sizeof mem[0]; i++)
        if (!strcmp(s->quals[0], mem[i]))
            return true;
    return false;
}

static void gen_memory(asm_ctx *A, const lit_ptx_syntax *s, const char *text, int col);

/* One instruction that is not a memory access: the family by its name. */
static void gen_ptx(asm_ctx *A, const lit_ptx_syntax *s)
{
    ptx_quals q;
    sort_quals(s, &q);
    const char *m = s->quals[0];
    static const char *const ints[] = {"add", "sub", "mul", "mad", "addc", "subc", "madc"};
    static const char *const simple[] = {"div", "rem", "min", "max", "and", "or", "xor", "not",
                                         "cnot", "shl", "shr", "abs", "neg", "popc", "clz", "brev",
                                         "bfind"};
    static const char *const floats[] = {"fma", "sqrt", "rsqrt", "rcp", "sin", "cos",
                                         "lg2", "ex2", "tanh"};
    static const char *const bits[] = {"prmt", "bfe", "bfi", "shf", "vabsdiff4"};
    bool fl = q.ntypes == 1 && q.type[0] == 'f';
    for (size_t i = 0; i < sizeof floats / sizeof floats[0]; i++)
        if (!strcmp(m, floats[i]))
            return one_type(A, &q) ? gen_float(A, s, &q, m) : (void)0;
    if (!strcmp(m, "vabsdiff4")) {
        /* vabsdiff4.u32.u32.u32.add: the form stereoDisparity uses */
        if (s->nquals != 5 || strcmp(s->quals[1], "u32") || strcmp(s->quals[2], "u32") ||
            strcmp(s->quals[3], "u32") || strcmp(s->quals[4], "add")) {
            ptx_error(A, s->qual_col[0], "inline PTX '%s': vabsdiff4 is supported as "
                      "vabsdiff4.u32.u32.u32.add", A->text);
            return;
        }
        memset(&q, 0, sizeof q);
        q.s = s;
        q.ntypes = 1, q.type[0] = 'u', q.bits[0] = 32;
        return gen_bits(A, s, &q, m);
    }
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
        if (!strcmp(m, ints[i]))
            return !one_type(A, &q) ? (void)0 : fl && i < 4 ? gen_float(A, s, &q, m)
                                                      : gen_int_arith(A, s, &q, m);
    for (size_t i = 0; i < sizeof simple / sizeof simple[0]; i++)
        if (!strcmp(m, simple[i]))
            return !one_type(A, &q) ? (void)0 : fl && (i == 0 || i == 2 || i == 3 || i == 11 || i == 12)
                                                  ? gen_float(A, s, &q, m) : gen_int_simple(A, s, &q, m);
    for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++)
        if (!strcmp(m, bits[i]))
            return one_type(A, &q) ? gen_bits(A, s, &q, m) : (void)0;
    if (!strcmp(m, "lop3"))
        return one_type(A, &q) ? gen_lop3(A, s, &q) : (void)0;
    if (!strcmp(m, "cvt"))
        return gen_cvt(A, s, &q);
    if (!strcmp(m, "setp"))
        return gen_setp(A, s, &q);
    if (!strcmp(m, "selp"))
        return gen_selp(A, s, &q);
    if (!strcmp(m, "mov"))
        return gen_mov(A, s, &q);
    if (!strcmp(m, "cvta") || !strcmp(m, "isspacep"))
        return gen_space(A, s, &q, m[0] == 'i');
    if (!strcmp(m, "copysign") || !strcmp(m, "slct"))
        return gen_select(A, s, &q, m);
    if (!strcmp(m, "shfl") || !strcmp(m, "vote") || !strcmp(m, "activemask") || !strcmp(m, "bar"))
        return gen_warp(A, s, &q, m);
    ptx_error(A, s->qual_col[0], "inline PTX instruction '%s' is not supported (docs/inline-ptx.md "
              "lists the instructions cudarepl runs)", m);
}

static void report(asm_ctx *A, lit_diags *ld)
{
    for (int i = 0; i < ld->n; i++) {
        const lit_diag *g = &ld->items[i];
        sess_diag(A->t->d, g->severity == LIT_SEV_ERROR ? CR_SEV_ERROR : CR_SEV_WARNING,
                  A->n->tok->file, g->line, g->col, "inline PTX: %s", g->message);
    }
    A->errors += ld->n_errors;
    lit_diags_free(ld);
}

/* A memory or fence instruction (TEXT, after its guard): read by the litmus parser. Its
 * operands are the statement's (%N). */
/* The register and width of the base of address operand O. */
static int address_base(asm_ctx *A, const lit_ptx_operand *o, bool *w64)
{
    if (o->is_operand) {
        int r = operand(A, o->num, false);
        if (r >= 0)
            *w64 = op_is64(A->ops[o->num]);
        return r;
    }
    asm_reg *g = find_reg(A, o->name);
    if (!g || g->bits < 32) {
        ptx_error(A, o->col, "inline PTX '%s': the address '%s' is not a 32- or 64-bit register "
                  "declared in this statement", A->text, o->name);
        return -1;
    }
    *w64 = g->bits == 64;
    return g->reg;
}

/* ld and st with operands the litmus grammar does not have: registers declared in a block,
 * [a+offset], vectors ({a, b}, .v2, .v4). The litmus parser reads the qualifiers from the
 * instruction with plain operands (ld.global.u32 %0, [%0]); the operands come from S. */
static void gen_access(asm_ctx *A, const lit_ptx_syntax *s, int col)
{
    bool is_ld = !strcmp(s->quals[0], "ld");
    if ((!is_ld && strcmp(s->quals[0], "st")) || s->nops != 2) {
        ptx_error(A, col, "inline PTX '%s': the operands of this memory instruction are the "
                  "statement's (%%0, [%%1], ...)", A->text);
        return;
    }
    char m[LIT_PTX_NAME * (LIT_PTX_MAX_QUALS + 1) + 32];
    int n = 1, len = snprintf(m, sizeof m, "%s", s->quals[0]);
    for (int i = 1; i < s->nquals; i++) {
        if (!strcmp(s->quals[i], "v2") || !strcmp(s->quals[i], "v4"))
            n = s->quals[i][1] - '0';
        else
            len += snprintf(m + len, sizeof m - (size_t)len, ".%s", s->quals[i]);
    }
    snprintf(m + len, sizeof m - (size_t)len, " %s", is_ld ? "%0, [%0]" : "[%0], %0");
    lit_diags ld;
    lit_diags_init(&ld);
    lit_ptx_instr p;
    int r = lit_parse_ptx_instr(A->n->tok->file, A->line, col, m, &p, &ld);
    report(A, &ld);
    if (r != 0)
        return;
    const lit_ptx_operand *ao = &s->ops[is_ld ? 1 : 0], *vo = &s->ops[is_ld ? 0 : 1];
    if (ao->kind != LIT_PO_ADDR) {
        ptx_error(A, ao->col, "inline PTX '%s': expected an address ([%%1])", A->text);
        return;
    }
    if ((n > 1) != (vo->kind == LIT_PO_VEC) || (n > 1 && vo->nelems != n)) {
        ptx_error(A, vo->col, "inline PTX '%s': %s", A->text, n > 1
                  ? "a .v2 or .v4 access takes a vector of as many registers ({a, b})"
                  : "a vector operand needs .v2 or .v4");
        return;
    }
    if (!p.bits) {
        ptx_error(A, col, "inline PTX '%s' needs a type (.u32, .s64, .f32, ...)", A->text);
        return;
    }
    bool w64;
    int base = address_base(A, ao, &w64);
    int addr = base < 0 ? -1 : space_address(A, base, w64, p.space);
    if (addr < 0)
        return;
    int w = p.bits == 64 ? 64 : 32;
    for (int i = 0; i < n; i++) {
        lit_ptx_operand e = n > 1 ? element(vo, i) : *vo;
        int32_t k = (int32_t)ao->offset + i * (p.bits / 8);
        if (is_ld) {
            int t = tmp(A, w == 64);
            A->t->emit(A->t->cg, load_op(&p), t, addr, 0, 0, k, mem_flags(&p), 0);
            dst(A, &e, t, w, p.type);
        } else {
            int v = src(A, &e, p.type, w);
            if (v >= 0)
                A->t->emit(A->t->cg, store_op(&p), 0, addr, v, 0, k, mem_flags(&p), 0);
        }
    }
}

static void gen_memory(asm_ctx *A, const lit_ptx_syntax *s, const char *text, int col)
{
    for (int i = 0; i < s->nops; i++) {
        const lit_ptx_operand *o = &s->ops[i];
        if (o->kind == LIT_PO_NAME || o->kind == LIT_PO_VEC ||
            (o->kind == LIT_PO_ADDR && (!o->is_operand || o->offset))) {
            gen_access(A, s, col);
            return;
        }
    }
    for (int i = 1; i < s->nquals; i++) {
        if (!strcmp(s->quals[i], "v2") || !strcmp(s->quals[i], "v4")) {
            gen_access(A, s, col);
            return;
        }
    }
    lit_diags ld;
    lit_diags_init(&ld);
    lit_ptx_instr p;
    int r = lit_parse_ptx_instr(A->n->tok->file, A->line, col, text, &p, &ld);
    report(A, &ld);
    if (r == 0)
        gen_instr(A, &p);
}

/* The code generator's label of the statement's label NAME, made on first use; -1 (reported)
 * when there are too many. */
static int label_of(asm_ctx *A, const char *name, int col)
{
    for (int i = 0; i < A->nlabels; i++)
        if (!strcmp(A->labels[i].name, name))
            return i;
    if (A->nlabels == (int)(sizeof A->labels / sizeof A->labels[0])) {
        ptx_error(A, col, "inline PTX: too many labels in one statement");
        return -1;
    }
    int i = A->nlabels++;
    snprintf(A->labels[i].name, sizeof A->labels[i].name, "%s", name);
    A->labels[i].id = A->t->label(A->t->cg);
    A->labels[i].defined = 0;
    A->labels[i].line = A->line;
    A->labels[i].col = col;
    return i;
}

/* label = name ":" — the length of TEXT's label with its ':', or 0 when TEXT has none. */
static size_t label_length(const char *text)
{
    size_t i = 0;
    if (!isalpha((unsigned char)text[0]) && text[0] != '_' && text[0] != '$')
        return 0;
    while (isalnum((unsigned char)text[i]) || text[i] == '_' || text[i] == '$')
        i++;
    size_t n = i;
    while (isspace((unsigned char)text[i]))
        i++;
    return text[i] == ':' && text[i + 1] != ':' && n < LIT_PTX_NAME ? i + 1 : 0;
}

static void define_label(asm_ctx *A, const char *text, size_t len, int col)
{
    char name[LIT_PTX_NAME];
    size_t n = 0;
    while (n < len && !isspace((unsigned char)text[n]) && text[n] != ':')
        n++;
    snprintf(name, sizeof name, "%.*s", (int)n, text);
    int l = label_of(A, name, col);
    if (l < 0)
        return;
    if (A->labels[l].defined) {
        ptx_error(A, col, "inline PTX: the label '%s' is defined twice", name);
        return;
    }
    A->labels[l].defined = 1;
    A->t->place(A->t->cg, A->labels[l].id);
}

/* bra{.uni} label, guarded or not: a jump within the statement */
static void gen_bra(asm_ctx *A, const lit_ptx_syntax *s, int pred)
{
    for (int i = 1; i < s->nquals; i++) {
        if (strcmp(s->quals[i], "uni")) {
            ptx_error(A, s->qual_col[i], "inline PTX '%s': the qualifier '.%s' is not supported "
                      "here", A->text, s->quals[i]);
            return;
        }
    }
    if (!want_ops(A, s, 1))
        return;
    if (s->ops[0].kind != LIT_PO_NAME || s->ops[0].special) {
        ptx_error(A, s->ops[0].col, "inline PTX '%s': a branch goes to a label of the statement",
                  A->text);
        return;
    }
    int l = label_of(A, s->ops[0].name, s->ops[0].col);
    if (l < 0)
        return;
    if (s->guard)
        A->t->jump(A->t->cg, s->guard > 0 ? OP_BRNZ : OP_BRZ, pred, A->labels[l].id);
    else
        A->t->jump(A->t->cg, OP_JMP, 0, A->labels[l].id);
}

static void compile_one(asm_ctx *A, const char *s, size_t len, int col)
{
    size_t ll;
    while ((ll = label_length(s)) != 0 && ll <= len) {
        char *name = strndup(s, ll);
        if (!name)
            return;
        define_label(A, name, ll, col);
        free(name);
        size_t k = ll;
        while (k < len && isspace((unsigned char)s[k]))
            k++;
        if (k == len)
            return;
        col += (int)k;
        s += k;
        len -= k;
    }
    char *text = strndup(s, len);
    if (!text)
        return;
    A->text = text;
    A->col = col;
    if (text[0] == '.') {
        declare(A, text);
        free(text);
        return;
    }
    lit_diags ld;
    lit_diags_init(&ld);
    lit_ptx_syntax syn;
    int r = lit_ptx_read(A->n->tok->file, A->line, col, text, &syn, &ld);
    report(A, &ld);
    if (r == 0 && !strcmp(syn.quals[0], "bra")) {
        int p = syn.guard ? src(A, &syn.pred, 'p', 1) : 0;
        if (p >= 0)
            gen_bra(A, &syn, p);
    } else if (r == 0) {
        int skip = -1;
        if (syn.guard) {
            int p = src(A, &syn.pred, 'p', 1);
            if (p >= 0) {
                skip = A->t->label(A->t->cg);
                A->t->jump(A->t->cg, syn.guard > 0 ? OP_BRZ : OP_BRNZ, p, skip);
            }
        }
        if (is_memory_instr(&syn))
            gen_memory(A, &syn, text + (syn.text_col - col), syn.text_col);
        else
            gen_ptx(A, &syn);
        if (skip >= 0)
            A->t->place(A->t->cg, skip);
    }
    free(text);
}

/* Where byte OFF of the template is in the source: the template is the string literals that
 * start at the statement's token (tokens are one array); the column is exact for a literal
 * without escapes. */
static void position(const parse_node *n, size_t off, int *line, int *col)
{
    const lex_token *t = n->tok;
    size_t start = 0;
    while (t[1].kind == TK_STR && start + (size_t)t->str_len <= off) {
        start += (size_t)t->str_len;
        t++;
    }
    *line = t->line;
    *col = t->col + 1 + (int)(off - start);
}

int cg_asm_gen(const cg_asm_target *t, const parse_node *n)
{
    asm_ctx A = {t, n, {0}, 0, n->tok->line, n->tok->col, NULL, 0, {{{0}, 0, 0}}, 0, -1,
                 {{{0}, 0, 0, 0, 0}}, 0};
    int scopes[16], depth = 0;
    for (const parse_node *o = n->args; o && A.nops < 64; o = o->next)
        A.ops[A.nops++] = o;
    /* instructions end at ';' or a newline */
    const char *s = n->str ? n->str : "";
    size_t len = (size_t)n->str_len;
    size_t i = 0;
    while (i < len) {
        while (i < len && (isspace((unsigned char)s[i]) || s[i] == ';' || s[i] == '{' || s[i] == '}')) {
            /* a block's declarations end with it */
            if (s[i] == '{' || s[i] == '}') {
                position(n, i, &A.line, &A.col);
                A.text = s;
            }
            if (s[i] == '{' && depth < 16)
                scopes[depth++] = A.nregs;
            else if (s[i] == '{')
                asm_error(&A, "inline PTX: blocks nest at most 16 deep");
            else if (s[i] == '}' && depth > 0)
                A.nregs = scopes[--depth];
            else if (s[i] == '}')
                asm_error(&A, "inline PTX: '}' closes no block");
            i++;
        }
        size_t b = i;
        while (i < len && s[i] != ';' && s[i] != '\n' && s[i] != '}') {
            if (s[i] == '{') {
                if (i == b)
                    break;
                while (i < len && s[i] != '}' && s[i] != ';')   /* a vector operand {a, b} */
                    i++;
                if (i < len && s[i] == '}')
                    i++;
                continue;
            }
            i++;
        }
        size_t e = i;
        while (e > b && isspace((unsigned char)s[e - 1]))
            e--;
        if (e > b) {
            position(n, b, &A.line, &A.col);
            compile_one(&A, s + b, e - b, A.col);
        }
    }
    if (depth > 0) {
        position(n, len, &A.line, &A.col);
        asm_error(&A, "inline PTX: %d block%s not closed ('}' is missing)", depth,
                  depth == 1 ? " is" : "s are");
    }
    for (int l = 0; l < A.nlabels; l++) {
        if (!A.labels[l].defined) {
            /* a label branched to but never defined: the jump needs a place all the same */
            A.line = A.labels[l].line;
            ptx_error(&A, A.labels[l].col, "inline PTX: the label '%s' is not defined in this "
                      "statement", A.labels[l].name);
            A.t->place(A.t->cg, A.labels[l].id);
        }
    }
    return A.errors;
}
