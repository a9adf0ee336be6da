/* uniform.c — a kernel's block-uniform branches and barriers (uniform.h).
 *
 * A register is block-uniform when every thread of a block holds the same value in it at the
 * same dynamic point of the kernel: it is written only by instructions that compute from
 * constants, the kernel's parameters, blockIdx, blockDim, gridDim and other uniform registers,
 * and never under divergent control, that is between a branch whose condition is not uniform
 * and the point where its two ways meet again (the branch's immediate post-dominator): there
 * some threads write it and others do not. The analysis is the usual divergence analysis of
 * GPU compilers, over the bytecode and point by point (the code generator reuses a register
 * for temporaries: the one that held a loaded value may hold blockDim.x / 2 later): which
 * registers may be divergent before each instruction, starting from all (a register not yet
 * written holds what it held, which may differ from lane to lane), each instruction
 * making the register it writes divergent (another instruction than those below, a divergent
 * operand, divergent control) or uniform, joined where paths meet; a branch that reads a
 * divergent register puts its region under divergent control. Run until nothing changes.
 *
 * What the marks buy (exec_gang.h): a gang whose members are known to be at the same dynamic
 * point (all of the block from a uniform barrier on) decides a uniform branch from one lane
 * rather than comparing every lane of every member. A loop's control in a shared-memory kernel
 * (`for (s = blockDim.x / 2; s > 0; s >>= 1)`, `for (k = 0; k < 16; k++)`) is such a branch.
 */
#include <stdlib.h>
#include <string.h>

#include "interp/vm/uniform.h"

typedef uint64_t word;
#define WBITS 64
#define BIT(set, i) ((set)[(i) / WBITS] >> ((i) % WBITS) & 1)
#define SETBIT(set, i) ((set)[(i) / WBITS] |= (word)1 << ((i) % WBITS))

static bool is_cond_branch(uint16_t op)
{
    return op == OP_BRZ || op == OP_BRNZ || op == OP_BR_I32 || op == OP_BRK_I32;
}

/* The instructions whose result is uniform when the registers they read are: arithmetic,
 * comparisons, conversions and addresses that depend on nothing but their operands and the
 * block (not loads, not calls, not the lane's identity). */
static bool computes_uniform(const vm_insn *in)
{
    switch (in->op) {
    case OP_MOV: case OP_MOV32: case OP_LDI: case OP_LDI32: case OP_LDK:
    case OP_ADD_I32: case OP_SUB_I32: case OP_MUL_I32: case OP_DIV_I32: case OP_DIV_U32:
    case OP_REM_I32: case OP_REM_U32: case OP_AND_I32: case OP_OR_I32: case OP_XOR_I32:
    case OP_SHL_I32: case OP_SHR_I32: case OP_SHR_U32: case OP_NEG_I32: case OP_NOT_I32:
    case OP_ADDK_I32: case OP_MULK_I32: case OP_ANDK_I32: case OP_SHLK_I32: case OP_SHRK_I32:
    case OP_SHRK_U32:
    case OP_ADD_I64: case OP_SUB_I64: case OP_MUL_I64: case OP_DIV_I64: case OP_DIV_U64:
    case OP_REM_I64: case OP_REM_U64: case OP_AND_I64: case OP_OR_I64: case OP_XOR_I64:
    case OP_SHL_I64: case OP_SHR_I64: case OP_SHR_U64: case OP_NEG_I64: case OP_NOT_I64:
    case OP_ADDK_I64: case OP_MULK_I64: case OP_LEA_I64: case OP_LEAU_I64:
    case OP_LEAS_I64: case OP_LEASU_I64:
    case OP_ADD_F32: case OP_SUB_F32: case OP_MUL_F32: case OP_DIV_F32: case OP_NEG_F32:
    case OP_FMA_F32: case OP_ADD_F64: case OP_SUB_F64: case OP_MUL_F64: case OP_DIV_F64:
    case OP_NEG_F64: case OP_FMA_F64:
    case OP_EQ_I32: case OP_NE_I32: case OP_LT_I32: case OP_LE_I32: case OP_LT_U32:
    case OP_LE_U32: case OP_EQ_I64: case OP_NE_I64: case OP_LT_I64: case OP_LE_I64:
    case OP_LT_U64: case OP_LE_U64: case OP_EQ_F32: case OP_NE_F32: case OP_LT_F32:
    case OP_LE_F32: case OP_EQ_F64: case OP_NE_F64: case OP_LT_F64: case OP_LE_F64:
    case OP_LTK_I32: case OP_GTK_I32: case OP_LTK_U32: case OP_GTK_U32: case OP_EQK_I32:
    case OP_NEK_I32: case OP_NEK_I64:
    case OP_SEXT8: case OP_ZEXT8: case OP_SEXT16: case OP_ZEXT16: case OP_SEXT32:
    case OP_ZEXT32: case OP_TRUNC64: case OP_BOOL_I32: case OP_BOOL_I64: case OP_BOOL_F32:
    case OP_BOOL_F64: case OP_CVT: case OP_SEL:
    case OP_LEA_SHARED: case OP_LEA_DYNSH: case OP_LEA_SYM: case OP_LEA_PARAM: case OP_LDPARAM:
    case OP_LEA_FUNC:
        return true;
    case OP_SREG:
        switch (in->k) {
        case VM_SR_NTID_X: case VM_SR_NTID_Y: case VM_SR_NTID_Z:
        case VM_SR_CTAID_X: case VM_SR_CTAID_Y: case VM_SR_CTAID_Z:
        case VM_SR_NCTAID_X: case VM_SR_NCTAID_Y: case VM_SR_NCTAID_Z:
        case VM_SR_WARPSIZE: case VM_SR_DYNSMEM_SIZE:
            return true;
        default:
            return false;
        }
    default:
        return false;
    }
}

/* Does IN read a divergent register? Its register operands are the a, b, c, v and K of its
 * format (opcodes.h). */
static bool reads_divergent(const vm_insn *in, const word *div, uint32_t nregs)
{
    for (const char *p = vm_op_formats[in->op]; *p; p++) {
        uint32_t r;
        switch (*p) {
        case 'a': r = in->a; break;
        case 'b': r = in->b; break;
        case 'c': r = in->c; break;
        case 'v': r = in->d; break;
        case 'K': r = (uint32_t)in->k; break;
        default: continue;
        }
        if (r >= nregs || BIT(div, r))
            return true;
    }
    return false;
}

/* The successors of instruction I (of N, numbered from the function's entry): -1 for none. */
static void successors(const vm_insn *code, uint32_t entry, uint32_t n, uint32_t i, int32_t s[2])
{
    const vm_insn *in = &code[entry + i];
    int64_t t = (int64_t)in->k - entry;
    int32_t tgt = t >= 0 && t < n ? (int32_t)t : -1;
    int32_t next = i + 1 < n ? (int32_t)(i + 1) : -1;
    s[0] = s[1] = -1;
    switch (in->op) {
    case OP_JMP: s[0] = tgt; break;
    case OP_BRZ: case OP_BRNZ: case OP_BR_I32: case OP_BRK_I32: s[0] = next; s[1] = tgt; break;
    case OP_EXIT: case OP_RET: case OP_RETV: case OP_TRAP: break;
    default: s[0] = next; break;
    }
}

/* Post-dominator sets, W words a node: pd[v] = {v} and what every successor's holds (iterated
 * from the exits back). A node that reaches no exit keeps every node. */
static word *post_dominators(const int32_t (*succ)[2], uint32_t n, uint32_t W)
{
    word *pd = malloc(sizeof(word) * W * n);
    if (!pd)
        return NULL;
    for (uint32_t v = 0; v < n; v++) {
        word *s = &pd[(size_t)v * W];
        if (succ[v][0] < 0 && succ[v][1] < 0) {
            memset(s, 0, sizeof(word) * W);
            SETBIT(s, v);
        } else {
            memset(s, 0xff, sizeof(word) * W);
        }
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t v = n; v-- > 0;) {
            if (succ[v][0] < 0 && succ[v][1] < 0)
                continue;
            word *s = &pd[(size_t)v * W];
            for (uint32_t w = 0; w < W; w++) {
                word x = ~(word)0;
                for (int j = 0; j < 2; j++)
                    if (succ[v][j] >= 0)
                        x &= pd[(size_t)succ[v][j] * W + w];
                if (w == v / WBITS)
                    x |= (word)1 << (v % WBITS);
                if (x != s[w]) {
                    s[w] = x;
                    changed = true;
                }
            }
        }
    }
    return pd;
}

/* How many nodes post-dominate each node (n or more: it reaches no exit). */
static uint32_t *pd_counts(const word *pd, uint32_t n, uint32_t W)
{
    uint32_t *c = calloc(n, sizeof(uint32_t));
    for (uint32_t v = 0; c && v < n; v++)
        for (uint32_t w = 0; w < W; w++)
            c[v] += (uint32_t)__builtin_popcountll(pd[(size_t)v * W + w]);
    return c;
}

/* B's immediate post-dominator: of the nodes that post-dominate B, the nearest (the one the
 * others post-dominate too); -1 where B reaches no exit or none. */
static int32_t ipdom(const word *pd, const uint32_t *cnt, uint32_t n, uint32_t W, uint32_t b)
{
    const word *s = &pd[(size_t)b * W];
    if (cnt[b] >= n)
        return -1;
    for (uint32_t v = 0; v < n; v++)
        if (v != b && BIT(s, v) && cnt[v] == cnt[b] - 1)
            return (int32_t)v;
    return -1;
}

/* The region of divergent control of branch B: what its ways reach before they meet (STOP,
 * its immediate post-dominator, or nowhere). */
static void mark_region(const int32_t (*succ)[2], uint32_t n, uint32_t b, int32_t stop,
                        bool *divctl, uint32_t *stack)
{
    uint32_t sp = 0;
    for (int j = 0; j < 2; j++)
        if (succ[b][j] >= 0)
            stack[sp++] = (uint32_t)succ[b][j];
    while (sp) {
        uint32_t v = stack[--sp];
        if ((int32_t)v == stop || divctl[v])
            continue;
        divctl[v] = true;
        for (int j = 0; j < 2; j++)
            if (succ[v][j] >= 0 && !divctl[succ[v][j]])
                stack[sp++] = (uint32_t)succ[v][j];
    }
}

void vm_mark_uniform(vm_insn *code, uint32_t entry, uint32_t end, uint32_t nregs)
{
    uint32_t n = end - entry, W = (n + WBITS - 1) / WBITS, RW = nregs / WBITS + 1;
    if (n == 0 || n > VM_UNIFORM_MAX)
        return;
    int32_t (*succ)[2] = malloc(sizeof *succ * n);
    word *div = calloc((size_t)n * RW, sizeof(word));  /* divergent registers before each */
    word *out = calloc(RW, sizeof(word));
    bool *divctl = calloc(n, sizeof(bool)), *divbr = calloc(n, sizeof(bool));
    uint32_t *stack = malloc(sizeof(uint32_t) * (2 * (size_t)n + 2));
    word *pd = NULL;
    uint32_t *cnt = NULL;
    if (!succ || !div || !out || !divctl || !divbr || !stack)
        goto done;
    for (uint32_t i = 0; i < n; i++)
        successors(code, entry, n, i, succ[i]);
    /* at the entry every register is divergent (what a thread's registers hold before it
     * writes them is not known): one is uniform where every path to it wrote it so */
    memset(div, 0xff, sizeof(word) * RW);
    if (!(pd = post_dominators((const int32_t(*)[2])succ, n, W)) || !(cnt = pd_counts(pd, n, W)))
        goto done;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t i = 0; i < n; i++) {
            const vm_insn *in = &code[entry + i];
            const word *before = &div[(size_t)i * RW];
            if (is_cond_branch(in->op) && !divbr[i] && reads_divergent(in, before, nregs)) {
                divbr[i] = true;
                mark_region((const int32_t(*)[2])succ, n, i, ipdom(pd, cnt, n, W, i), divctl, stack);
                changed = true;
            }
            /* what follows it: a register it writes is divergent or uniform from here */
            memcpy(out, before, sizeof(word) * RW);
            if (in->op == OP_CALL || in->op == OP_CALLI) {
                /* the callee's frame starts at R[a]: every register from there is its */
                for (uint32_t r = in->a; r < nregs; r++)
                    SETBIT(out, r);
            }
            if (strchr(vm_op_formats[in->op], 'd') && in->d < nregs) {
                if (divctl[i] || !computes_uniform(in) || reads_divergent(in, before, nregs))
                    SETBIT(out, in->d);
                else
                    out[in->d / WBITS] &= ~((word)1 << (in->d % WBITS));
            }
            for (int j = 0; j < 2; j++) {
                if (succ[i][j] < 0)
                    continue;
                word *next = &div[(size_t)succ[i][j] * RW];
                for (uint32_t w = 0; w < RW; w++)
                    if (out[w] & ~next[w]) {
                        next[w] |= out[w];
                        changed = true;
                    }
            }
        }
    }
    for (uint32_t i = 0; i < n; i++) {
        vm_insn *in = &code[entry + i];
        if ((is_cond_branch(in->op) && !divbr[i]) || (in->op == OP_BAR && !divctl[i]))
            in->f |= VM_F_UNIFORM;
        if (is_cond_branch(in->op) && divbr[i]) {
            int32_t hi = succ[i][0] > succ[i][1] ? succ[i][0] : succ[i][1];
            if (hi >= 0 && succ[i][0] >= 0 && succ[i][1] >= 0 && ipdom(pd, cnt, n, W, i) == hi)
                in->f |= VM_F_MEETS;
        }
    }
done:
    free(succ);
    free(div);
    free(out);
    free(divctl);
    free(divbr);
    free(stack);
    free(pd);
    free(cnt);
}
