/* lit_kernel.c — a litmus test as a CUDA kernel (see lit_kernel.h).
 *
 * Two passes over a copy of the test: the first replaces each instruction the executor cannot
 * run as written by a sequence at least as strong (wider scopes, fence.sc around relaxed
 * accesses for acquire and release), the second prints the copy as CUDA C with the spellings
 * of docs/memory-model.md read backwards (weak = plain, relaxed.sys = volatile, relaxed RMW
 * at cta/gpu/sys = atomicOP_block/atomicOP/atomicOP_system, fence.sc = __threadfence*).
 */
#include "devmodel/litmus/lit_kernel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devmodel/litmus/lit_buf.h"

#define WHY(...) (snprintf(why, n, __VA_ARGS__), -1)

/* ---- Making the test runnable ------------------------------------------------------------- */

static dm_scope runnable_scope(dm_scope s)
{
    return s == DM_SCOPE_CLUSTER || s == DM_SCOPE_NONE ? DM_SCOPE_GPU : s;
}

static int insert(lit_test *t, int th, int at, lit_instr i, int line)
{
    i.line = line;
    return lit_thread_insert(t, th, at, &i);
}

/* Rewrites instruction K of thread TH; returns how many instructions it became, or -1. */
static int rewrite(lit_test *t, int th, int k, char *why, size_t n)
{
    lit_instr *i = &t->threads[th].ins[k];
    int line = i->line;
    switch (i->kind) {
    case LIT_I_LOAD:
    case LIT_I_STORE: {
        if (i->sem == DM_ORDER_WEAK)
            return 1;
        dm_order sem = i->sem;
        dm_scope s = runnable_scope(i->scope);
        i->sem = DM_ORDER_RELAXED;    /* strong accesses run as volatile ones: relaxed.sys */
        i->scope = DM_SCOPE_SYS;
        if (sem == DM_ORDER_ACQUIRE)
            return insert(t, th, k + 1, lit_mk_fence(DM_ORDER_SC, s), line) < 0 ? -1 : 2;
        if (sem == DM_ORDER_RELEASE)
            return insert(t, th, k, lit_mk_fence(DM_ORDER_SC, s), line) < 0 ? -1 : 2;
        return 1;
    }
    case LIT_I_ATOM:
    case LIT_I_RED: {
        if (i->op == LIT_OP_MOV || i->op == LIT_OP_MUL)
            return WHY("line %d: no CUDA atomic does '%s'", line, lit_op_name(i->op));
        dm_order sem = i->sem;
        dm_scope s = i->scope = runnable_scope(i->scope);
        i->sem = DM_ORDER_RELAXED;
        int c = 1;
        if (sem == DM_ORDER_ACQUIRE || sem == DM_ORDER_ACQ_REL) {
            if (insert(t, th, k + 1, lit_mk_fence(DM_ORDER_SC, s), line) < 0)
                return -1;
            c++;
        }
        if (sem == DM_ORDER_RELEASE || sem == DM_ORDER_ACQ_REL) {
            if (insert(t, th, k, lit_mk_fence(DM_ORDER_SC, s), line) < 0)
                return -1;
            c++;
        }
        return c;
    }
    case LIT_I_FENCE:
        i->sem = DM_ORDER_SC;
        i->scope = runnable_scope(i->scope);
        return 1;
    case LIT_I_BAR_SYNC:
        if (i->has_inst || i->has_count || i->bar_id.is_reg || i->bar_id.imm != 0)
            return WHY("line %d: only bar.sync 0 for the whole block (__syncthreads) runs", line);
        return 1;
    case LIT_I_BAR_ARRIVE:
        return WHY("line %d: bar.arrive has no CUDA C spelling here", line);
    case LIT_I_GOTO:
    case LIT_I_BRANCH: {
        const lit_thread *p = &t->threads[th];
        for (int j = 0; j < k; j++)
            if (p->ins[j].kind == LIT_I_LABEL && p->ins[j].label == i->label)
                return WHY("line %d: a loop (a backward jump) would run without the bound the "
                           "litmus mode uses", line);
        return 1;
    }
    default:
        return 1;
    }
}

/* ---- Placement ---------------------------------------------------------------------------- */

typedef struct {
    int block, warp, lane;
} slot;

/* Blocks in order of first appearance of (gpu, cta); warps: named ones first, then one each. */
static int place_threads(const lit_test *t, slot *sl, unsigned *grid, unsigned *block)
{
    int keys[64][2], nb = 0;
    for (int th = 0; th < t->n_threads; th++) {
        const lit_place *p = &t->threads[th].place;
        int b = 0;
        while (b < nb && !(keys[b][0] == p->gpu && keys[b][1] == p->cta))
            b++;
        if (b == nb) {
            keys[nb][0] = p->gpu;
            keys[nb][1] = p->cta;
            nb++;
        }
        sl[th].block = b;
    }
    int maxw = 1;
    for (int b = 0; b < nb; b++) {
        int named = 0;
        for (int th = 0; th < t->n_threads; th++)
            if (sl[th].block == b && t->threads[th].place.warp >= 0 && t->threads[th].place.warp + 1 > named)
                named = t->threads[th].place.warp + 1;
        int next = named, lanes[64] = { 0 };
        for (int th = 0; th < t->n_threads; th++) {
            if (sl[th].block != b)
                continue;
            int w = t->threads[th].place.warp >= 0 ? t->threads[th].place.warp : next++;
            if (w >= 32)
                return -1;
            sl[th].warp = w;
            sl[th].lane = lanes[w]++;
        }
        if (next > maxw)
            maxw = next;
    }
    *grid = (unsigned)nb;
    *block = 32u * (unsigned)maxw;
    return 0;
}

/* ---- Printing ----------------------------------------------------------------------------- */

static void operand(lit_buf *b, lit_operand o)
{
    if (o.is_reg)
        lit_buf_printf(b, "r%d", o.reg);
    else
        lit_buf_printf(b, "%lldLL", (long long)o.imm);
}

static const char *scope_suffix(dm_scope s)
{
    return s == DM_SCOPE_CTA ? "_block" : s == DM_SCOPE_SYS ? "_system" : "";
}

static void atom(lit_buf *b, const lit_test *t, const lit_instr *i)
{
    static const char *const names[] = {
        [LIT_OP_ADD] = "atomicAdd", [LIT_OP_SUB] = "atomicSub", [LIT_OP_AND] = "atomicAnd",
        [LIT_OP_OR] = "atomicOr", [LIT_OP_XOR] = "atomicXor", [LIT_OP_MIN] = "atomicMin",
        [LIT_OP_MAX] = "atomicMax", [LIT_OP_INC] = "atomicInc", [LIT_OP_DEC] = "atomicDec",
        [LIT_OP_EXCH] = "atomicExch", [LIT_OP_CAS] = "atomicCAS",
    };
    int u = i->op == LIT_OP_INC || i->op == LIT_OP_DEC;
    if (i->kind == LIT_I_ATOM)
        lit_buf_printf(b, "r%d = ", i->dst);
    lit_buf_printf(b, "%s%s(%s&loc_%s, (%s)(", names[i->op], scope_suffix(i->scope),
                   u ? "(unsigned *)" : "", t->locs[i->loc].name, u ? "unsigned" : "int");
    operand(b, i->a);
    lit_buf_puts(b, ")");
    if (i->op == LIT_OP_CAS) {
        lit_buf_puts(b, ", (int)(");
        operand(b, i->b);
        lit_buf_puts(b, ")");
    }
    lit_buf_puts(b, ");");
}

static void alu(lit_buf *b, const lit_instr *i)
{
    static const char *const ops[] = { [LIT_OP_ADD] = "+", [LIT_OP_SUB] = "-", [LIT_OP_MUL] = "*",
                                       [LIT_OP_AND] = "&", [LIT_OP_OR] = "|", [LIT_OP_XOR] = "^" };
    lit_buf_printf(b, "r%d = ", i->dst);
    if (i->op == LIT_OP_MOV) {
        operand(b, i->a);
    } else if (i->op == LIT_OP_MIN || i->op == LIT_OP_MAX) {
        lit_buf_puts(b, "(");
        operand(b, i->a);
        lit_buf_puts(b, i->op == LIT_OP_MIN ? " < " : " > ");
        operand(b, i->b);
        lit_buf_puts(b, ") ? ");
        operand(b, i->a);
        lit_buf_puts(b, " : ");
        operand(b, i->b);
    } else {
        operand(b, i->a);
        lit_buf_printf(b, " %s ", ops[i->op] ? ops[i->op] : "+");
        operand(b, i->b);
    }
    lit_buf_puts(b, ";");
}

static void instr(lit_buf *b, const lit_test *t, int th, const lit_instr *i)
{
    const char *loc = i->kind <= LIT_I_RED ? t->locs[i->loc].name : "";
    int vol = i->sem != DM_ORDER_WEAK;
    switch (i->kind) {
    case LIT_I_LOAD:
        lit_buf_printf(b, vol ? "r%d = *(volatile int *)&loc_%s;" : "r%d = loc_%s;", i->dst, loc);
        break;
    case LIT_I_STORE:
        lit_buf_printf(b, vol ? "*(volatile int *)&loc_%s = (int)(" : "loc_%s = (int)(", loc);
        operand(b, i->a);
        lit_buf_puts(b, ");");
        break;
    case LIT_I_ATOM:
    case LIT_I_RED:
        atom(b, t, i);
        break;
    case LIT_I_FENCE:
        lit_buf_puts(b, i->scope == DM_SCOPE_CTA ? "__threadfence_block();"
                      : i->scope == DM_SCOPE_SYS ? "__threadfence_system();" : "__threadfence();");
        break;
    case LIT_I_BAR_SYNC:
        lit_buf_puts(b, "__syncthreads();");
        break;
    case LIT_I_ALU:
        alu(b, i);
        break;
    case LIT_I_LABEL:
        lit_buf_printf(b, "L%d:;", i->label);
        break;
    case LIT_I_GOTO:
        lit_buf_printf(b, "goto L%d;", i->label);
        break;
    case LIT_I_BRANCH:
        lit_buf_puts(b, "if (");
        operand(b, i->a);
        lit_buf_printf(b, " %s ", lit_cmp_name(i->cmp));
        operand(b, i->b);
        lit_buf_printf(b, ") goto L%d;", i->label);
        break;
    default:
        break;
    }
    (void)th;
}

static char *print_kernel(const lit_test *t, const slot *sl, lit_kernel *k)
{
    lit_buf b;
    lit_buf_init(&b);
    for (int i = 0; i < t->n_locs; i++)
        lit_buf_printf(&b, "__device__ int loc_%s = %lld;\n", t->locs[i].name,
                       (long long)t->locs[i].init);
    int out = 0;
    for (int th = 0; th < t->n_threads; th++) {
        k->reg_base[th] = out;
        out += t->threads[th].n_regs;
    }
    k->n_out = out;
    lit_buf_printf(&b, "__device__ long long litmus_out[%d];\n", out ? out : 1);
    for (int th = 0; th < t->n_threads; th++) {
        const lit_thread *p = &t->threads[th];
        lit_buf_printf(&b, "__device__ void P%d() {\n", th);
        for (int r = 0; r < p->n_regs; r++)
            lit_buf_printf(&b, "    long long r%d = %lldLL;\n", r, (long long)p->reg_init[r]);
        for (int i = 0; i < p->n_ins; i++) {
            lit_buf_puts(&b, "    ");
            instr(&b, t, th, &p->ins[i]);
            lit_buf_putc(&b, '\n');
        }
        for (int r = 0; r < p->n_regs; r++)
            lit_buf_printf(&b, "    litmus_out[%d] = r%d;\n", k->reg_base[th] + r, r);
        lit_buf_puts(&b, "}\n");
    }
    lit_buf_puts(&b, "__global__ void litmus() {\n");
    for (int th = 0; th < t->n_threads; th++)
        lit_buf_printf(&b, "    if (blockIdx.x == %d && threadIdx.x == %d) P%d();\n", sl[th].block,
                       sl[th].warp * 32 + sl[th].lane, th);
    lit_buf_puts(&b, "}\n");
    return lit_buf_take(&b);
}

int lit_kernel_make(const lit_test *src, lit_kernel *k, char *why, size_t n)
{
    memset(k, 0, sizeof *k);
    if (src->n_threads > 64)
        return WHY("more than 64 threads");
    lit_test *t = lit_test_clone(src);
    if (!t)
        return WHY("out of memory");
    for (int th = 0; th < t->n_threads; th++) {
        t->threads[th].place.gpu = 0;   /* the executor models one GPU */
        t->threads[th].place.cluster = -1;
        for (int i = 0; i < t->threads[th].n_ins;) {
            int c = rewrite(t, th, i, why, n);
            if (c < 0) {
                lit_test_free(t);
                return -1;
            }
            i += c;
        }
    }
    slot sl[64];
    if (place_threads(src, sl, &k->grid, &k->block) < 0) {
        lit_test_free(t);
        return WHY("a warp number is too large");
    }
    for (int th = 0; th < t->n_threads; th++)
        t->threads[th].place.cta = sl[th].block;   /* threads of other GPUs become blocks */
    k->source = print_kernel(t, sl, k);
    k->test = t;
    if (!k->source) {
        lit_kernel_free(k);
        return WHY("out of memory");
    }
    return 0;
}

void lit_kernel_free(lit_kernel *k)
{
    free(k->source);
    lit_test_free(k->test);
    memset(k, 0, sizeof *k);
}
