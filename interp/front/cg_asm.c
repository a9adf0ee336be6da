/* cg_asm.c — inline PTX (see cg_asm.h).
 *
 * An instruction is parsed into the litmus IR, whose registers and locations are here operand
 * numbers, and compiled to the VM's memory instructions with the PTX semantics (order and
 * scope) in their flags. The VM addresses memory generically, so an address of the .shared,
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

typedef struct {
    const cg_asm_target *t;
    const parse_node *n;
    const parse_node *ops[64];
    int nops;
    int line, col;        /* of the instruction being compiled */
    const char *text;     /* its text (NUL-terminated copy) */
    int errors;
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

/* The generic address of location operand I in state space SPACE. */
static int address_reg(asm_ctx *A, int i, lit_space space)
{
    int r = operand(A, i, false);
    if (r < 0)
        return -1;
    int a = r;
    if (!op_is64(A->ops[i])) {
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

static uint8_t scope_bits(lit_scope s)
{
    switch (s) {
    case LIT_SCOPE_CTA: return 1;
    case LIT_SCOPE_CLUSTER: case LIT_SCOPE_GPU: return 2;
    case LIT_SCOPE_SYS: return 3;
    default: return 0;
    }
}

static uint8_t mem_flags(const lit_ptx_instr *p)
{
    /* lit_sem and the front end's ORDER_* share their numbering (weak .. sc) */
    return VM_MF(VM_SP_GENERIC, (int)p->ins.sem, scope_bits(p->ins.scope));
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
        EMIT(ATOM, d, addr, a, 0, k, mem_flags(p), vt);
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
        EMIT(FENCE, 0, 0, 0, 0, 0, VM_MF(0, (int)in->sem, scope_bits(in->scope)), 0);
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

/* The mnemonic of instruction S (up to the first blank), for messages. */
static void mnemonic(const char *s, char *out, size_t size)
{
    size_t i = 0;
    while (s[i] && !isspace((unsigned char)s[i]) && i + 1 < size) {
        out[i] = s[i];
        i++;
    }
    out[i] = 0;
}

/* `mov.u32 %N, %%laneid;` (PTX ISA, Special Registers): a 32-bit special register into an output
 * operand. True when TEXT is one (handled, or reported). */
static bool mov_special(asm_ctx *A, const char *text)
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
        {"dynamic_smem_size", VM_SR_DYNSMEM_SIZE},
    };
    int op = -1, n = 0;
    char type[8], reg[32];
    if (sscanf(text, " mov.%7[a-z0-9] %%%d , %%%%%31[a-z_.]%n", type, &op, reg, &n) != 3 || n == 0)
        return false;
    for (const char *q = text + n; *q; q++)
        if (!isspace((unsigned char)*q) && *q != ';')
            return false;
    if (strcmp(type, "u32") && strcmp(type, "s32") && strcmp(type, "b32"))
        return false;
    for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++) {
        if (strcmp(reg, regs[i].name))
            continue;
        int d = operand(A, op, true);
        if (d >= 0)
            EMIT(SREG, d, 0, 0, 0, regs[i].id, 0, 0);
        return true;
    }
    return false;
}

static void compile_one(asm_ctx *A, const char *s, size_t len, int col)
{
    char *text = strndup(s, len);
    if (!text)
        return;
    A->text = text;
    A->col = col;
    if (text[0] == '.') {
        asm_error(A, "inline PTX '%s': PTX declarations are not supported", text);
        free(text);
        return;
    }
    if (mov_special(A, text)) {
        free(text);
        return;
    }
    lit_diags ld;
    lit_diags_init(&ld);
    lit_ptx_instr p;
    int r = lit_parse_ptx_instr(A->n->tok->file, A->line, col, text, &p, &ld);
    for (int i = 0; i < ld.n; i++) {
        const lit_diag *g = &ld.items[i];
        sess_diag(A->t->d, g->severity == LIT_SEV_ERROR ? CR_SEV_ERROR : CR_SEV_WARNING,
                  A->n->tok->file, g->line, g->col, "inline PTX: %s", g->message);
    }
    A->errors += ld.n_errors;
    lit_diags_free(&ld);
    if (r == 1) {
        char m[64];
        mnemonic(text, m, sizeof m);
        A->text = m;
        asm_error(A, "inline PTX instruction '%s' is not supported: cudarepl runs the memory and "
                     "fence instructions ld, st, atom, red, fence, membar and bar.sync, and mov of a special register", m);
    } else if (r == 0) {
        gen_instr(A, &p);
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
    asm_ctx A = {t, n, {0}, 0, n->tok->line, n->tok->col, NULL, 0};
    for (const parse_node *o = n->args; o && A.nops < 64; o = o->next)
        A.ops[A.nops++] = o;
    /* instructions end at ';' or a newline */
    const char *s = n->str ? n->str : "";
    size_t len = (size_t)n->str_len;
    const char *brace = memchr(s, '{', len);
    if (brace) {
        position(n, (size_t)(brace - s), &A.line, &A.col);
        A.text = s;
        asm_error(&A, "inline PTX blocks ({ .reg ...; ... }) are not supported: cudarepl runs "
                      "single memory and fence instructions");
        return A.errors;
    }
    size_t i = 0;
    while (i < len) {
        while (i < len && (isspace((unsigned char)s[i]) || s[i] == ';'))
            i++;
        size_t b = i;
        while (i < len && s[i] != ';' && s[i] != '\n')
            i++;
        size_t e = i;
        while (e > b && isspace((unsigned char)s[e - 1]))
            e--;
        if (e > b) {
            position(n, b, &A.line, &A.col);
            compile_one(&A, s + b, e - b, A.col);
        }
    }
    return A.errors;
}
