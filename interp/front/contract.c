/* contract.c — FMA contraction where nvcc -O2 makes it (see contract.h).
 *
 * The rules, found in what nvcc 13 makes for sm_90 at -O2 (PTX, and the FFMA/FMUL/FADD of the
 * cubin, which is what runs); tests/front/test_contract.c pins each shape with its fact:
 *
 *  1. A product P = a*b of floats or doubles (never __fmul_rn, never a product converted to
 *     another type) is fused only into the adds and subtractions that take it as an operand
 *     (the "sites"), and only if every use of P is such an operand: one other use (a store, a
 *     comparison, a call's argument, a multiply, a negation that no add takes) and P stays a
 *     multiply everywhere. Equal products of the same values are one product (nvcc computes
 *     them once), so `o[0] = a*b + c; o[1] = a*b;` fuses nothing.
 *  2. All the sites must be in one basic block B, and B must be P's own block or the block
 *     nvcc moves P into, never one in a loop P is not in. Where it moves P depends on what
 *     moving keeps alive. A factor costs nothing to keep if it is a kernel's parameter, a
 *     constant or a special register, a value used again later anyway, or arithmetic on such
 *     values made for P alone (it moves with P); a load, a math function's result, or a value
 *     whose last use is P costs one. When the factors cost at most one, P goes to its uses,
 *     past stores and any branches. When both cost, P moves one step at most: into the first
 *     block of an arm of the branch that ends P's block, or into the block after the one
 *     branch region (an if, a loop, a ?:, a math function's branches) that follows it, and
 *     only when no store lies between P and B. So `a*b + sinf(c)` of loaded a and b is not
 *     fused (sinf is two regions), of parameters it is; a product of loads before an `if` that
 *     stores is not fused with an add after it; in NVIDIA's simpleSurfaceWrite,
 *     `v * cosf(t) + u * sinf(t)` fuses u*sin, since v*cos (v's last use) stays before sinf. A product of a loop's invariants is computed
 *     before the loop, so it is not fused into an add in the loop; a loop of a constant trip
 *     count (at most 256) is unrolled, its body code of the block it is in.
 *  3. Which product of a site: NVVM fuses an fadd (not a subtraction) whose product has fewer
 *     than 5 uses, all fadds, trying first the operand of lower rank (LLVM's Reassociate puts
 *     it on the left: values of earlier loads or parameters; a tie keeps the source's order);
 *     a product that became the addend of such an FMA has a use that is no add any more.
 *     ptxas then fuses what is left: a site whose product's uses are all adds or subtractions
 *     (negated or not), in the same order (a subtraction's left operand first).
 *  4. nvcc's blocks: an if, ?:, && or || whose arms are short and do nothing but arithmetic on
 *     registers becomes selects (no block); others, loops, switches, labels and the branches
 *     of inlined calls cut blocks. A math function's branches are the count in builtins.h's
 *     BUILTIN_MATH; a device function is inlined, so its branches and stores count.
 *
 * The walk below follows the function in evaluation order, numbering values (so that equal
 * products are one), cutting blocks as nvcc would, and recording each product's uses and each
 * site; the decisions come after the walk, since a product's last use decides its first site.
 */
#include <math.h>
#include <string.h>

#include "interp/front/builtins.h"
#include "interp/front/cg.h"
#include "interp/front/contract.h"
#include "interp/front/parse.h"

typedef struct {
    int from;   /* the block before the region that ends here, or -1 */
    int arm_of; /* the block whose branch this arm's first block follows, or -1 */
    int mem;    /* stores seen when the block began */
    int depth;  /* loop depth */
} blockinfo;

typedef struct {
    int blk, mem, depth; /* where the multiply is */
    int nuses, nfadd;    /* uses, and those that are fadd operands */
    bool other;          /* a use that is no site's operand */
    bool addend;         /* the addend of an FMA that NVVM made */
    int ublk;            /* the block of the sites: -1 none yet, -2 several */
    int opnd[2], tick[2]; /* its factors' values, and when the multiply used them */
    int sass;             /* square roots before it (see sass_cuts) */
} product;

typedef struct {
    int prod;  /* the product this value is, or -1 */
    int scope; /* the scope it was made in (it is reused only while that scope is live) */
    int depth; /* the loop depth it is computed at: a value of the loop's invariants is
                  computed before the loop (nvcc's loop-invariant code motion) */
    bool cheap; /* a kernel's parameter, a constant, a special register, or arithmetic on
                   such values: what nvcc can compute anywhere */
    bool leaf;  /* a kernel's parameter, a constant, a special register: read anywhere */
    int nuses;  /* its uses, and */
    int last;   /* when the last one was (the walk's tick) */
    int rank;   /* LLVM's Reassociate rank (rule 3): 0 a constant, a parameter its place, a
                   load or another new value its order in its block (above every earlier
                   block's), an operation one more than its operands' highest */
} value;

typedef struct {
    int blk, mem; /* a loop's preheader, where its invariants go */
} preheader;

typedef struct {
    int op, a, b;
} vkey;

typedef struct {
    parse_node *site;
    parse_node *src[2]; /* the multiply holding each operand's factors, or NULL */
    bool inplace[2];    /* ... which is the operand itself (else it ran earlier) */
    int vn[2];
    bool neg[2];
    bool fadd; /* NVVM's fadd: an addition, neither operand negated */
    int blk;
    int sass;  /* square roots before it */
} site;

typedef struct {
    int reg, vn;
    parse_node *carrier;
} undo;

typedef VEC(int) intvec;

/* A pointer-keyed map to indices. */
typedef struct {
    const void **key;
    int *val;
    int cap, used;
} ptrmap;

/* What a subtree does (summarize). */
typedef struct {
    int ops;      /* operations (arithmetic, conversions, loads) */
    bool flat;    /* nothing that keeps a branch: no store, call, loop, division, statement */
    bool store;   /* a store (into memory, not a register variable) */
    int regions;  /* branch regions one after another (at most 2) */
} summary;

struct cg_contract {
    unsigned fp_mode; /* CG_FP_*: under --use_fast_math, sinf ... have no branches */
    VEC(blockinfo) blocks;
    VEC(product) prods;
    VEC(value) values; /* by value number; 0 is no value */
    VEC(site) sites;
    VEC(undo) log;
    VEC(char) live; /* by scope id */
    VEC(vkey *) keys;
    VEC(preheader) loops; /* the loops the walk is in, outermost first */
    sess_map cse;   /* vkey -> value number */
    int *var_vn;    /* by register: the value of each register variable */
    parse_node **var_carrier; /* ... and the multiply that made it, if it is a product */
    int nregs;
    int scope, blk, mem, depth;
    int repeat;                /* copies of the code walked (loops nvcc unrolls) */
    int tick;                  /* uses so far */
    int seq;                   /* new values so far (their ranks) */
    int sass;                  /* square roots so far: straight code in the PTX, a branch to
                                  a slow path in the SASS, which ptxas does not fuse across */
    parse_var *params;         /* the function's parameters (their ranks) */
    bool kernel;               /* the function is a kernel (its parameters are cheap values) */
    ptrmap callees;            /* device functions summarised, to their index in: */
    VEC(summary) callee_sums;
    ptrmap site_map, stash_map;
    VEC(cg_fma) fmas;
    VEC(int) stash_regs;
};

enum { U_OTHER, U_FADD, U_ADD };
/* Value-number operations beyond the node kinds: */
enum { V_CONST = 1000, V_ICONST, V_NEG, V_SREG, V_MUL, V_MUL_D, V_LG2, V_CAST = 2000 };

/* Arms at most this long (operations) become selects: measured with arms of 1 to 8 float adds,
 * an if without else is a select up to 5, an if/else up to 3 on each side. */
#define SELECT_OPS_ONE 5
#define SELECT_OPS_TWO 3
/* NVVM fuses an fadd whose product has fewer uses than this. */
#define NVVM_MAX_USES 5

/* ---- Small tables ------------------------------------------------------------------------ */

static uint64_t ptr_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    return x ^ (x >> 32);
}

static void pm_put(ptrmap *m, const void *k, int v);

static void pm_grow(ptrmap *m)
{
    ptrmap old = *m;
    m->cap = old.cap ? old.cap * 2 : 64;
    m->used = 0;
    m->key = sess_xcalloc((size_t)m->cap, sizeof *m->key);
    m->val = sess_xcalloc((size_t)m->cap, sizeof *m->val);
    for (int i = 0; i < old.cap; i++)
        if (old.key[i])
            pm_put(m, old.key[i], old.val[i]);
    free(old.key);
    free(old.val);
}

static void pm_put(ptrmap *m, const void *k, int v)
{
    if (2 * (m->used + 1) > m->cap)
        pm_grow(m);
    int i = (int)(ptr_hash(k) & (uint64_t)(m->cap - 1));
    while (m->key[i] && m->key[i] != k)
        i = (i + 1) & (m->cap - 1);
    if (!m->key[i])
        m->used++;
    m->key[i] = k;
    m->val[i] = v;
}

static int pm_get(const ptrmap *m, const void *k)
{
    if (!m->cap)
        return -1;
    int i = (int)(ptr_hash(k) & (uint64_t)(m->cap - 1));
    while (m->key[i]) {
        if (m->key[i] == k)
            return m->val[i];
        i = (i + 1) & (m->cap - 1);
    }
    return -1;
}

/* ---- Values ------------------------------------------------------------------------------ */

static int fresh(cg_contract *K)
{
    value v = {-1, 0, K->depth, false, false, 0, 0, ((K->blk + 1) << 16) + ++K->seq};
    VEC_PUSH(K->values, v);
    return (int)K->values.len - 1;
}

static int rank_of(const cg_contract *K, int vn)
{
    return vn > 0 && vn < (int)K->values.len ? K->values.p[vn].rank : 0;
}

static bool cheap(const cg_contract *K, int vn)
{
    return vn <= 0 || vn >= (int)K->values.len || K->values.p[vn].cheap;
}

static int depth_of(const cg_contract *K, int vn)
{
    return vn > 0 && vn < (int)K->values.len ? K->values.p[vn].depth : 0;
}

/* The value number of (OP, A, B) in a live scope; *MADE when it is new. A and B are value
 * numbers, or for constants the bits of the constant. */
static int lookup(cg_contract *K, int op, int a, int b, bool *made)
{
    vkey k = {op, a, b};
    void *hit = sess_map_get(&K->cse, (const char *)&k, (int)sizeof k);
    int vn = (int)(intptr_t)hit;
    *made = false;
    if (hit && K->live.p[K->values.p[vn].scope])
        return vn;
    vn = fresh(K);
    K->values.p[vn].scope = K->scope;
    bool leaf = op == V_CONST || op == V_ICONST || op == V_SREG;
    int da = leaf ? 0 : depth_of(K, a), db = leaf ? 0 : depth_of(K, b);
    K->values.p[vn].depth = da > db ? da : db;
    K->values.p[vn].cheap = leaf || (cheap(K, a) && cheap(K, b));
    K->values.p[vn].leaf = leaf;
    if (op == V_CONST || op == V_ICONST) {
        K->values.p[vn].rank = 0;
    } else if (op != V_SREG) {
        /* (a negation does not count: X and -X have one rank) */
        int ra = rank_of(K, a), rb = op >= V_CAST || op == V_NEG ? 0 : rank_of(K, b);
        K->values.p[vn].rank = (ra > rb ? ra : rb) + (op == V_NEG ? 0 : 1);
    }
    if (!hit) {
        vkey *key = sess_xmalloc(sizeof *key);
        *key = k;
        VEC_PUSH(K->keys, key);
        sess_map_put(&K->cse, (const char *)key, (int)sizeof *key, (void *)(intptr_t)vn);
    } else {
        /* the map keeps the key it has and takes the new value */
        sess_map_put(&K->cse, (const char *)&k, (int)sizeof k, (void *)(intptr_t)vn);
    }
    *made = true;
    return vn;
}

static int prod_of(const cg_contract *K, int vn)
{
    return vn > 0 && vn < (int)K->values.len ? K->values.p[vn].prod : -1;
}

static void use(cg_contract *K, int vn, int kind)
{
    if (vn > 0 && vn < (int)K->values.len) {
        K->values.p[vn].nuses++;
        K->values.p[vn].last = ++K->tick;
    }
    int p = prod_of(K, vn);
    if (p < 0)
        return;
    product *P = &K->prods.p[p];
    P->nuses += K->repeat;
    if (kind == U_OTHER) {
        P->other = true;
        return;
    }
    if (kind == U_FADD)
        P->nfadd += K->repeat;
    if (P->ublk == -1)
        P->ublk = K->blk;
    else if (P->ublk != K->blk)
        P->ublk = -2;
}

/* ---- Blocks and variables ---------------------------------------------------------------- */

static void new_block(cg_contract *K, int from, int arm_of)
{
    blockinfo b = {from, arm_of, K->mem, K->depth};
    VEC_PUSH(K->blocks, b);
    K->blk = (int)K->blocks.len - 1;
}

static int push_scope(cg_contract *K)
{
    int parent = K->scope;
    VEC_PUSH(K->live, 1);
    K->scope = (int)K->live.len - 1;
    return parent;
}

static void pop_scope(cg_contract *K, int parent)
{
    K->live.p[K->scope] = 0;
    K->scope = parent;
}

static bool reg_var(const cg_contract *K, const parse_node *n)
{
    return n && n->kind == ND_VAR && n->var->space == SP_REG && !n->var->is_global &&
           n->var->reg >= 0 && n->var->reg < K->nregs;
}

static void set_var(cg_contract *K, int reg, int vn, parse_node *carrier)
{
    undo u = {reg, K->var_vn[reg], K->var_carrier[reg]};
    VEC_PUSH(K->log, u);
    K->var_vn[reg] = vn;
    K->var_carrier[reg] = carrier;
}

/* Undo the assignments logged since MARK, adding their registers to *REGS. */
static void restore_vars(cg_contract *K, size_t mark, intvec *regs)
{
    while (K->log.len > mark) {
        undo u = K->log.p[--K->log.len];
        K->var_vn[u.reg] = u.vn;
        K->var_carrier[u.reg] = u.carrier;
        VEC_PUSH(*regs, u.reg);
    }
}

/* After a merge: the variables REGS were assigned on some path, so each has a new value. */
static void merge_vars(cg_contract *K, intvec *regs)
{
    for (size_t i = 0; i < regs->len; i++)
        set_var(K, regs->p[i], fresh(K), NULL);
    VEC_FREE(*regs);
}

/* Every variable's value is unknown (a label, a case: control arrives from elsewhere). */
static void forget_vars(cg_contract *K)
{
    for (int r = 0; r < K->nregs; r++)
        if (K->var_vn[r])
            set_var(K, r, fresh(K), NULL);
}

/* ---- What a subtree does ----------------------------------------------------------------- */

static void summarize(cg_contract *K, const parse_node *n, summary *s);
static void summarize_branch(cg_contract *K, const parse_node *n, summary *s);
static void summarize_loop(cg_contract *K, const parse_node *n, summary *s);
static int math_regions(const cg_contract *K, const parse_node *n);
static int64_t unrolled(cg_contract *K, const parse_node *n);

/* Arms A and B (TWO: both are there) that nvcc makes selects of. */
static bool selects(const summary *a, const summary *b, bool two)
{
    int most = two ? SELECT_OPS_TWO : SELECT_OPS_ONE;
    return a->flat && b->flat && a->ops <= most && b->ops <= most;
}

static void summarize_list(cg_contract *K, const parse_node *n, summary *s)
{
    for (; n; n = n->next)
        summarize(K, n, s);
}

static void add_regions(summary *s, int r)
{
    s->regions = s->regions + r > 2 ? 2 : s->regions + r;
}

static bool writes_memory(const parse_node *n)
{
    if (n->kind == ND_BUILTIN) {
        int count;
        const parse_builtin *b = &parse_builtin_table(&count)[n->op];
        switch (b->family) {
        case BF_ATOMIC: case BF_NV_ATOMIC: case BF_ATOMIC_REF: case BF_MEMCPY: case BF_MEMSET:
            return true;
        case BF_LDST:
            return b->op >= 6;
        default:
            return false;
        }
    }
    return false;
}

/* A call of a device function: nvcc inlines it, so its stores and branches are the caller's
 * (each function is summarised once; a recursive one counts as a region and a store). */
static void summarize_call(cg_contract *K, const parse_node *n, summary *s)
{
    parse_func *f = n->func;
    s->flat = false;
    if (!f || !f->body || f->is_noinline)
        return;
    int i = pm_get(&K->callees, f);
    if (i < 0) {
        summary busy = {0, false, true, 1};
        i = (int)K->callee_sums.len;
        VEC_PUSH(K->callee_sums, busy);
        pm_put(&K->callees, f, i);
        summary in = {0, true, false, 0};
        summarize(K, f->body, &in);
        K->callee_sums.p[i] = in;
    }
    s->store |= K->callee_sums.p[i].store;
    add_regions(s, K->callee_sums.p[i].regions);
}

/* An if, ?:, && or ||: selects when its arms are short arithmetic, else a region. */
static void summarize_branch(cg_contract *K, const parse_node *n, summary *s)
{
    bool cond = n->kind == ND_IF || n->kind == ND_COND;
    summarize(K, cond ? n->cond : n->lhs, s);
    summary a = {0, true, false, 0}, b = {0, true, false, 0};
    summarize(K, cond ? n->then : n->rhs, &a);
    summarize(K, n->els, &b);
    bool sel = selects(&a, &b, n->els != NULL);
    s->ops += a.ops + b.ops + 1;
    s->flat &= sel && n->kind != ND_IF;
    s->store |= a.store || b.store;
    add_regions(s, sel ? 0 : a.regions + b.regions > 1 ? 2 : 1);
}

/* A loop (or switch): a region, or, unrolled, straight-line copies of its body. */
static void summarize_loop(cg_contract *K, const parse_node *n, summary *s)
{
    s->flat = false;
    int64_t trips = unrolled(K, n);
    if (trips >= 0) {
        summary body = {0, true, false, 0};
        summarize(K, n->then, &body);
        s->ops += body.ops * (int)trips;
        s->store |= body.store && trips > 0;
        add_regions(s, body.regions && trips > 1 ? 2 : trips ? body.regions : 0);
        summarize(K, n->init, s);
        return;
    }
    add_regions(s, 1);
    summarize(K, n->init, s);
    summarize(K, n->cond, s);
    summarize(K, n->inc, s);
    summarize(K, n->then, s);
}

/* S gathers what N does: its operations, whether it could be a select's arm, its stores, and
 * how many branch regions it puts one after another. */
static void summarize(cg_contract *K, const parse_node *n, summary *s)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_NUM: case ND_FNUM: case ND_VAR: case ND_SREG: case ND_FUNC: case ND_STR: case ND_NOP:
    case ND_DECL:
        return;
    case ND_BLOCK:
        summarize_list(K, n->body, s);
        return;
    case ND_EXPR_STMT:
        summarize(K, n->lhs, s);
        return;
    case ND_IF: case ND_COND: case ND_LOGAND: case ND_LOGOR:
        summarize_branch(K, n, s);
        return;
    case ND_FOR: case ND_DO: case ND_SWITCH:
        summarize_loop(K, n, s);
        return;
    case ND_ASSIGN: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC:
    case ND_POSTDEC:
        if (!reg_var(K, n->lhs)) {
            s->store = true;
            s->flat = false;
        }
        s->ops += n->kind == ND_ASSIGN ? 0 : 1;
        summarize(K, n->lhs->kind == ND_VAR ? NULL : n->lhs, s);
        summarize(K, n->rhs, s);
        return;
    case ND_DIV: case ND_MOD:
        s->flat = false;
        break;
    case ND_CALL:
        summarize_list(K, n->args, s);
        summarize_call(K, n, s);
        return;
    case ND_BUILTIN: {
        summarize_list(K, n->args, s);
        int r = math_regions(K, n);
        if (r < 0 || r > 0)
            s->flat = false;
        if (r > 0)
            add_regions(s, r);
        if (writes_memory(n))
            s->store = true;
        s->ops++;
        return;
    }
    case ND_CASE: case ND_LABEL: case ND_GOTO: case ND_RETURN: case ND_BREAK: case ND_CONTINUE:
    case ND_ASM: case ND_STMT_EXPR: case ND_COMPOUND: case ND_THROW:
        /* (a return, break or case is inside a branch or loop counted already) */
        s->flat = false;
        add_regions(s, n->kind == ND_LABEL || n->kind == ND_GOTO);
        summarize(K, n->lhs, s);
        summarize(K, n->then, s);
        summarize(K, n->body, s);
        summarize_list(K, n->args, s);
        return;
    default:
        break;
    }
    s->ops++;
    summarize(K, n->lhs, s);
    summarize(K, n->rhs, s);
    summarize_list(K, n->args, s);
}

/* The registers of the variables assigned somewhere in N. */
static void assigned(const cg_contract *K, const parse_node *n, intvec *regs);

static void assigned_list(const cg_contract *K, const parse_node *n, intvec *regs)
{
    for (; n; n = n->next)
        assigned(K, n, regs);
}

static void assigned(const cg_contract *K, const parse_node *n, intvec *regs)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_ASSIGN: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC:
    case ND_POSTDEC:
        if (reg_var(K, n->lhs))
            VEC_PUSH(*regs, n->lhs->var->reg);
        break;
    case ND_BLOCK:
        assigned_list(K, n->body, regs);
        return;
    case ND_ASM:
        assigned_list(K, n->args, regs);
        assigned_list(K, n->body, regs);
        assigned_list(K, n->then, regs);
        return;
    default:
        break;
    }
    assigned(K, n->lhs, regs);
    assigned(K, n->rhs, regs);
    assigned(K, n->cond, regs);
    assigned(K, n->then, regs);
    assigned(K, n->els, regs);
    assigned(K, n->init, regs);
    assigned(K, n->inc, regs);
    if (n->kind != ND_ASM)
        assigned(K, n->body, regs);
    assigned_list(K, n->args, regs);
}

/* ---- Loops that nvcc unrolls ------------------------------------------------------------- */

/* The integer variable a for loop counts with and its first value: `int k = C` or `k = C`. */
static parse_var *counter(cg_contract *K, const parse_node *init, int64_t *start)
{
    if (init && init->kind == ND_BLOCK && init->body && !init->body->next)
        init = init->body;
    if (!init || init->kind != ND_EXPR_STMT || !init->lhs || init->lhs->kind != ND_ASSIGN)
        return NULL;
    const parse_node *a = init->lhs;
    if (!reg_var(K, a->lhs) || !ty_is_integer(a->lhs->ty) || !parse_eval_const(a->rhs, start))
        return NULL;
    return a->lhs->var;
}

static bool is_counter(const parse_node *n, const parse_var *k)
{
    while (n && n->kind == ND_CAST)
        n = n->lhs;
    return n && n->kind == ND_VAR && n->var == k;
}

/* How many times the for loop N runs, when nvcc unrolls it completely: a counter from a
 * constant to a constant by a constant step, at most 256 times, a body of at most about 2048
 * operations in all (measured: `for (k = 0; k < 256; k++) s += p;` is unrolled, 1024 times is
 * not; 16 times a body of 8 multiply-adds is). Otherwise -1. */
static int64_t unrolled(cg_contract *K, const parse_node *n)
{
    int64_t start, bound, step;
    if (n->kind != ND_FOR || !n->cond || !n->inc)
        return -1;
    parse_var *k = counter(K, n->init, &start);
    const parse_node *c = n->cond, *inc = n->inc;
    if (!k || (c->kind != ND_LT && c->kind != ND_LE && c->kind != ND_NE))
        return -1;
    bool up = is_counter(c->lhs, k);
    if (!(up ? parse_eval_const(c->rhs, &bound) : is_counter(c->rhs, k) && parse_eval_const(c->lhs, &bound)))
        return -1;
    if ((inc->kind == ND_PREINC || inc->kind == ND_POSTINC) && is_counter(inc->lhs, k))
        step = inc->ival;
    else if ((inc->kind == ND_PREDEC || inc->kind == ND_POSTDEC) && is_counter(inc->lhs, k))
        step = -inc->ival;
    else if (inc->kind == ND_OPASSIGN && is_counter(inc->lhs, k) && parse_eval_const(inc->rhs, &step) &&
             (inc->op == ND_ADD || inc->op == ND_SUB))
        step = inc->op == ND_SUB ? -step : step;
    else
        return -1;
    intvec regs = {0};
    assigned(K, n->then, &regs);
    bool changed = false;
    for (size_t i = 0; i < regs.len; i++)
        changed |= regs.p[i] == k->reg;
    VEC_FREE(regs);
    if (changed || step == 0)
        return -1;
    int64_t trips = 0;
    for (int64_t i = start; trips <= 256; i += step, trips++) {
        bool go = c->kind == ND_NE ? i != bound : c->kind == ND_LT ? (up ? i < bound : bound < i)
                                                               : (up ? i <= bound : bound <= i);
        if (!go)
            break;
    }
    summary body = {0, true, false, 0};
    summarize(K, n->then, &body);
    return trips <= 256 && trips * (body.ops + 1) <= 2048 ? trips : -1;
}

/* ---- The walk ---------------------------------------------------------------------------- */

static int walk(cg_contract *K, parse_node *n);
static void walk_stmt(cg_contract *K, parse_node *n);

static int walk_use(cg_contract *K, parse_node *n)
{
    int vn = walk(K, n);
    use(K, vn, U_OTHER);
    return vn;
}

static void walk_list(cg_contract *K, parse_node *n)
{
    for (; n; n = n->next)
        walk_use(K, n);
}

float cg_contract_log_factor(const parse_node *n, unsigned fp_mode)
{
    if (n->kind != ND_BUILTIN || !n->args || n->args->next || !n->args->ty ||
        ty_unqual(n->args->ty)->kind != TY_FLOAT || ty_unqual(n->ty)->kind != TY_FLOAT)
        return 0;
    int count;
    const parse_builtin *b = &parse_builtin_table(&count)[n->op];
    if (b->family != BF_MATH_F && b->family != BF_MATH)
        return 0;
    int id = cg_fp_func(b->op, false, fp_mode);
    return id == BM_FAST_LOG ? 0.693147181f : id == BM_FAST_LOG10 ? 0.301029996f : 0;
}

/* A multiply, a division by a power of two, or __logf/__log10f (lg2.approx(x) * a constant):
 * a float or double product that can be fused. */
static bool is_product(const cg_contract *K, const parse_node *n)
{
    if (!n || !n->ty)
        return false;
    if (n->kind == ND_BUILTIN)
        return cg_contract_log_factor(n, K->fp_mode) != 0;
    if (n->kind != ND_MUL && n->kind != ND_DIV)
        return false;
    ty_type *t = ty_unqual(n->ty);
    if (t->kind != TY_FLOAT && t->kind != TY_DOUBLE)
        return false;
    return n->kind == ND_MUL || cg_contract_recip(n) != 0;
}

double cg_contract_recip(const parse_node *n)
{
    if (n->kind != ND_DIV || n->rhs->kind != ND_FNUM)
        return 0;
    int e;
    double m = frexp(n->rhs->fval, &e);
    if (m != 0.5 && m != -0.5)
        return 0;
    double r = 1.0 / n->rhs->fval;
    bool f = ty_unqual(n->ty)->kind == TY_FLOAT;
    /* the reciprocal must be a normal number of the type (nvcc's rewrite is exact) */
    if (fabs(r) < (f ? 0x1p-126 : 0x1p-1022) || fabs(r) > (f ? 0x1p127 : 0x1p1023))
        return 0;
    return r;
}

/* X * 1 is X. */
static parse_node *peel(parse_node *n)
{
    while (n->kind == ND_MUL && n->rhs->kind == ND_FNUM && n->rhs->fval == 1.0)
        n = n->lhs;
    return n;
}

/* The multiply that holds the factors of N's value, if that value is a product: N itself, or
 * the multiply that was assigned to the variable N reads. */
static parse_node *carrier_of(cg_contract *K, parse_node *n)
{
    if (!n)
        return NULL;
    n = peel(n);
    if (is_product(K, n))
        return n;
    if (reg_var(K, n))
        return K->var_carrier[n->var->reg];
    if (n->kind == ND_ASSIGN && reg_var(K, n->lhs))
        return carrier_of(K, n->rhs);
    if (n->kind == ND_COMMA)
        return carrier_of(K, n->rhs);
    return NULL;
}

static int walk_product(cg_contract *K, parse_node *n)
{
    if (peel(n) != n)
        return walk(K, peel(n)); /* x * 1 is x: the same value, not a use of it */
    bool made;
    int a, b, ta, tb;
    if (n->kind == ND_BUILTIN) { /* lg2.approx of the argument: arithmetic on it */
        a = lookup(K, V_LG2, walk_use(K, n->args), 0, &made);
        use(K, a, U_OTHER);
    } else {
        a = walk_use(K, n->lhs);
    }
    ta = K->tick;
    if (n->kind == ND_DIV || n->kind == ND_BUILTIN) {
        double r = n->kind == ND_DIV ? cg_contract_recip(n) : cg_contract_log_factor(n, K->fp_mode);
        int64_t bits;
        memcpy(&bits, &r, sizeof bits);
        b = lookup(K, V_CONST, (int)(bits >> 32), (int)bits, &made);
    } else {
        b = walk_use(K, n->rhs);
    }
    tb = K->tick;
    int op = ty_unqual(n->ty)->kind == TY_DOUBLE ? V_MUL_D : V_MUL;
    int vn = lookup(K, op, a < b ? a : b, a < b ? b : a, &made);
    if (made) {
        int depth = depth_of(K, vn);
        product p = {K->blk, K->mem, depth, 0, 0, false, false, -1, {a, b}, {ta, tb}, K->sass};
        if (depth < K->depth) { /* hoisted out of the loops it does not vary in */
            p.blk = K->loops.p[depth].blk;
            p.mem = K->loops.p[depth].mem;
        }
        VEC_PUSH(K->prods, p);
        K->values.p[vn].prod = (int)K->prods.len - 1;
    }
    return vn;
}

static bool flonum_site(const parse_node *n, ty_type *t)
{
    t = ty_unqual(t);
    return (t->kind == TY_FLOAT || t->kind == TY_DOUBLE) &&
           (n->kind == ND_ADD || n->kind == ND_SUB ||
            (n->kind == ND_OPASSIGN && (n->op == ND_ADD || n->op == ND_SUB)));
}

/* Where the factors of operand N's value are: the multiply N is (in place), or the one whose
 * product the register variable N holds (it ran earlier). An operand that does more than
 * read (an assignment) is not fused: the FMA would skip it. */
static void operand_source(cg_contract *K, site *s, int i, parse_node *n)
{
    n = peel(n);
    s->inplace[i] = is_product(K, n);
    s->src[i] = s->inplace[i] ? n : reg_var(K, n) ? K->var_carrier[n->var->reg] : NULL;
}

/* An operand of a site: its value, negated or not, and where its factors are. */
static void walk_operand(cg_contract *K, site *s, int i, parse_node *n)
{
    if (n->kind == ND_NEG) {
        int vn = walk(K, n->lhs);
        if (prod_of(K, vn) >= 0) {
            s->vn[i] = vn;
            s->neg[i] = true;
            operand_source(K, s, i, n->lhs);
            return;
        }
        use(K, vn, U_OTHER);
        bool made;
        s->vn[i] = lookup(K, V_NEG, vn, 0, &made);
        return;
    }
    s->vn[i] = walk(K, n);
    operand_source(K, s, i, n);
}

/* A site, in its block: the loop's preheader when both its operands are invariant in the loop.
 * Its result's value number. */
static int record_site(cg_contract *K, site *s, bool sub)
{
    int d0 = depth_of(K, s->vn[0]), d1 = depth_of(K, s->vn[1]), depth = d0 > d1 ? d0 : d1;
    int blk = K->blk;
    if (depth < K->depth)
        K->blk = K->loops.p[depth].blk;
    s->fadd = !sub && !s->neg[0] && !s->neg[1];
    s->blk = K->blk;
    s->sass = K->sass;
    for (int i = 0; i < 2; i++)
        use(K, s->vn[i], s->fadd ? U_FADD : U_ADD);
    VEC_PUSH(K->sites, *s);
    K->blk = blk;
    int vn = fresh(K);
    K->values.p[vn].depth = depth;
    K->values.p[vn].cheap = cheap(K, s->vn[0]) && cheap(K, s->vn[1]);
    int r0 = rank_of(K, s->vn[0]), r1 = rank_of(K, s->vn[1]);
    K->values.p[vn].rank = (r0 > r1 ? r0 : r1) + 1;
    return vn;
}

/* a + b, a - b */
static int walk_site(cg_contract *K, parse_node *n)
{
    site s = {n, {NULL, NULL}, {false, false}, {0, 0}, {false, false}, false, 0, 0};
    walk_operand(K, &s, 0, n->lhs);
    walk_operand(K, &s, 1, n->rhs);
    return record_site(K, &s, n->kind == ND_SUB);
}

/* x = e, x op= e, ++x ... */
static int walk_update(cg_contract *K, parse_node *n)
{
    parse_node *l = n->lhs;
    bool reg = reg_var(K, l);
    if (!reg && l->kind != ND_VAR)
        walk_use(K, l->kind == ND_DEREF ? l->lhs : l); /* the address's parts */
    if (n->kind == ND_ASSIGN) {
        int vn = walk(K, n->rhs);
        if (reg) {
            set_var(K, l->var->reg, vn, carrier_of(K, n->rhs));
        } else {
            use(K, vn, U_OTHER);
            K->mem++;
        }
        return vn;
    }
    if (n->kind == ND_OPASSIGN && flonum_site(n, n->cty)) {
        site s = {n, {NULL, NULL}, {false, false}, {0, 0}, {false, false}, false, 0, 0};
        if (reg && ty_unqual(n->cty) == ty_unqual(l->ty)) {
            s.vn[0] = K->var_vn[l->var->reg];
            operand_source(K, &s, 0, l);
        } else {
            s.vn[0] = fresh(K);
        }
        walk_operand(K, &s, 1, n->rhs);
        record_site(K, &s, n->op == ND_SUB);
    } else {
        if (reg)
            use(K, K->var_vn[l->var->reg], U_OTHER);
        if (n->rhs)
            walk_use(K, n->rhs);
    }
    int vn = fresh(K);
    if (reg)
        set_var(K, l->var->reg, vn, NULL);
    else
        K->mem++;
    return vn;
}

/* Arms that nvcc turns into selects, or a region of blocks: THEN and ELS (either may be NULL)
 * after a condition already walked; EXPR: they are expressions (?:, &&, ||). */
static void walk_arms(cg_contract *K, parse_node *then, parse_node *els, bool expr)
{
    summary a = {0, true, false, 0}, b = {0, true, false, 0};
    summarize(K, then, &a);
    summarize(K, els, &b);
    bool sel = selects(&a, &b, then && els);
    int d = K->blk, mem = K->mem, stores = 0;
    intvec regs = {0};
    parse_node *arm[2] = {then, els};
    for (int i = 0; i < 2; i++) {
        if (!arm[i])
            continue;
        size_t mark = K->log.len;
        int parent = push_scope(K);
        K->mem = mem; /* the other arm's stores are not on this path */
        if (!sel)
            new_block(K, -1, d);
        if (expr)
            walk_use(K, arm[i]);
        else
            walk_stmt(K, arm[i]);
        stores += K->mem - mem;
        pop_scope(K, parent);
        restore_vars(K, mark, &regs);
    }
    K->mem = mem + stores;
    if (!sel)
        new_block(K, d, -1);
    else
        K->blk = d;
    merge_vars(K, &regs);
}

static void walk_call(cg_contract *K, parse_node *n)
{
    if (!n->func)
        walk_use(K, n->lhs);
    walk_list(K, n->args);
    summary s = {0, true, false, 0};
    summarize_call(K, n, &s);
    if (s.store)
        K->mem++;
    for (int i = 0; i < s.regions; i++)
        new_block(K, K->blk, -1);
}

/* Whether the math builtin call N computes in double (a double argument, or a double function) */
static bool math_double(const parse_builtin *b, const parse_node *n)
{
    bool dbl = b->family == BF_MATH_D;
    if (b->family != BF_MATH_F)
        for (const parse_node *a = n->args; a; a = a->next)
            if (a->ty && ty_unqual(a->ty)->kind == TY_DOUBLE)
                dbl = true;
    return dbl;
}

/* A square root (sqrtf, sqrt): one PTX instruction, which the SASS computes with a branch to
 * a slow path for the inputs the fast one cannot take; ptxas fuses no product made before it
 * into a subtraction after it (an H200: device/fma-contraction.cu, before_sqrtf). Not a float
 * one under --prec-sqrt=false: sqrt.approx has no slow path (an H100: fma-contraction-fast). */
static bool sass_cut(const cg_contract *K, const parse_node *n)
{
    int count;
    const parse_builtin *b = &parse_builtin_table(&count)[n->op];
    if (!(b->family == BF_MATH_F || b->family == BF_MATH_D || b->family == BF_MATH) ||
        (strcmp(b->name, "sqrtf") && strcmp(b->name, "sqrt")))
        return false;
    return !(K->fp_mode & CG_FP_APPROX_SQRT) || math_double(b, n);
}

static int math_regions(const cg_contract *K, const parse_node *n)
{
    int count;
    const parse_builtin *b = &parse_builtin_table(&count)[n->op];
    switch (b->family) {
    case BF_MATH_F: case BF_MATH_D: case BF_MATH: case BF_MATH_TOINT: case BF_SINCOS: {
        bool dbl = math_double(b, n);
        /* under --use_fast_math a float sinf is __sinf ...: the SFU's, no branches */
        int id = cg_fp_func(b->op, dbl, K->fp_mode);
        return parse_math_regions(id, dbl);
    }
    case BF_MINMAX: case BF_ABS: case BF_FPCLASS: case BF_CONST: case BF_INTRIN: case BF_DPX:
    case BF_DOT: case BF_MAKE_VEC: case BF_HINT:
        return 0;
    default:
        return -1; /* not arithmetic: keeps any surrounding if from being a select */
    }
}

/* A variable's value: a register variable's current one (a parameter's, at its first read: a
 * kernel's is a leaf), or a load. */
static int walk_var(cg_contract *K, parse_node *n)
{
    if (!reg_var(K, n))
        return fresh(K);
    int r = n->var->reg;
    if (!K->var_vn[r]) {
        K->var_vn[r] = fresh(K);
        value *v = &K->values.p[K->var_vn[r]];
        v->depth = 0;
        v->cheap = v->leaf = K->kernel && n->var->is_param;
        if (n->var->is_param) { /* an argument: its place */
            int i = 3;
            for (parse_var *q = K->params; q && q != n->var; q = q->next)
                i++;
            v->rank = i;
        }
    }
    return K->var_vn[r];
}

static int walk(cg_contract *K, parse_node *n)
{
    if (!n)
        return 0;
    bool made;
    switch (n->kind) {
    case ND_FNUM: {
        int64_t bits;
        memcpy(&bits, &n->fval, sizeof bits);
        return lookup(K, V_CONST, (int)(bits >> 32), (int)bits, &made);
    }
    case ND_NUM:
        return lookup(K, V_ICONST, (int)(n->ival >> 32), (int)n->ival, &made);
    case ND_SREG:
        return lookup(K, V_SREG, n->op, 0, &made);
    case ND_VAR:
        return walk_var(K, n);
    case ND_ADD: case ND_SUB:
        if (flonum_site(n, n->ty))
            return walk_site(K, n);
        break;
    case ND_MUL: case ND_DIV:
        if (is_product(K, n))
            return walk_product(K, n);
        break;
    case ND_NEG: {
        int vn = walk_use(K, n->lhs);
        return lookup(K, V_NEG, vn, 0, &made);
    }
    case ND_CAST: {
        int vn = walk_use(K, n->lhs);
        return lookup(K, V_CAST + (int)ty_rc(n->ty) * 16 + (int)ty_unqual(n->ty)->kind * 256, vn, 0, &made);
    }
    case ND_ASSIGN: case ND_OPASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC:
    case ND_POSTDEC:
        return walk_update(K, n);
    case ND_COND:
        walk_use(K, n->cond);
        walk_arms(K, n->then, n->els, true);
        return fresh(K);
    case ND_LOGAND: case ND_LOGOR:
        walk_use(K, n->lhs);
        walk_arms(K, n->rhs, NULL, true);
        return fresh(K);
    case ND_COMMA:
        walk(K, n->lhs);
        return walk(K, n->rhs);
    case ND_CALL:
        walk_call(K, n);
        return fresh(K);
    case ND_BUILTIN: {
        if (is_product(K, n))
            return walk_product(K, n);
        walk_list(K, n->args);
        if (sass_cut(K, n))
            K->sass++;
        int r = math_regions(K, n);
        for (int i = 0; i < r; i++)
            new_block(K, K->blk, -1);
        if (writes_memory(n))
            K->mem++;
        return fresh(K);
    }
    case ND_STMT_EXPR: {
        int vn = 0;
        for (parse_node *s = n->body->body; s; s = s->next) {
            if (!s->next && s->kind == ND_EXPR_STMT)
                return walk(K, s->lhs);
            walk_stmt(K, s);
        }
        return vn ? vn : fresh(K);
    }
    default:
        break;
    }
    /* anything else: its operands are used, its value is new or computed from them */
    int a = walk_use(K, n->lhs);
    int b = walk_use(K, n->rhs);
    walk_list(K, n->args);
    if (n->kind >= ND_ADD && n->kind <= ND_LE)
        return lookup(K, n->kind, a, b, &made);
    return fresh(K);
}

/* A loop: the test before the first iteration ends the block before it (a for loop's), its
 * preheader holds what does not vary in it, its body is blocks of their own. */
/* A loop nvcc unrolls into TRIPS copies of its body: code of the block it is in (the body's
 * own branches cut blocks; two copies of them are two regions). */
static void walk_unrolled(cg_contract *K, parse_node *n, int64_t trips)
{
    if (!trips)
        return;
    intvec regs = {0};
    assigned(K, n->inc, &regs);
    assigned(K, n->then, &regs);
    int parent = push_scope(K);
    for (size_t i = 0; i < regs.len; i++)
        set_var(K, regs.p[i], fresh(K), NULL);
    int save = K->repeat, blk = K->blk;
    K->repeat = trips > 1000000 / save ? 1000000 : save * (int)trips;
    walk_stmt(K, n->then);
    walk(K, n->inc);
    K->repeat = save;
    pop_scope(K, parent);
    if (K->blk != blk && trips > 1)
        new_block(K, K->blk, -1);
    merge_vars(K, &regs);
}

static void walk_loop(cg_contract *K, parse_node *n)
{
    if (n->kind == ND_FOR)
        walk_stmt(K, n->init);
    int64_t trips = unrolled(K, n);
    if (trips >= 0) {
        walk_unrolled(K, n, trips);
        return;
    }
    int d = K->blk;
    if (n->kind == ND_FOR && n->cond)
        new_block(K, -1, d);
    preheader ph = {K->blk, K->mem};
    VEC_PUSH(K->loops, ph);
    intvec regs = {0};
    assigned(K, n->cond, &regs);
    assigned(K, n->inc, &regs);
    assigned(K, n->then, &regs);
    int parent = push_scope(K);
    K->depth++;
    for (size_t i = 0; i < regs.len; i++)
        set_var(K, regs.p[i], fresh(K), NULL);
    new_block(K, -1, -1);
    if (n->kind == ND_FOR)
        walk_use(K, n->cond);
    walk_stmt(K, n->then);
    walk(K, n->inc);
    if (n->kind == ND_DO)
        walk_use(K, n->cond);
    K->depth--;
    K->loops.len--;
    pop_scope(K, parent);
    new_block(K, d, -1);
    merge_vars(K, &regs);
}

static void walk_stmt(cg_contract *K, parse_node *n)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_BLOCK:
        for (parse_node *s = n->body; s; s = s->next)
            walk_stmt(K, s);
        return;
    case ND_EXPR_STMT:
        walk(K, n->lhs); /* the value is not used */
        return;
    case ND_IF:
        walk_use(K, n->cond);
        walk_arms(K, n->then, n->els, false);
        return;
    case ND_FOR: case ND_DO:
        walk_loop(K, n);
        return;
    case ND_SWITCH: {
        walk_use(K, n->cond);
        int d = K->blk, parent = push_scope(K);
        walk_stmt(K, n->then);
        pop_scope(K, parent);
        new_block(K, d, -1);
        forget_vars(K);
        return;
    }
    case ND_CASE: case ND_LABEL:
        new_block(K, -1, -1);
        forget_vars(K);
        walk_stmt(K, n->then);
        return;
    case ND_RETURN:
        walk_use(K, n->lhs);
        new_block(K, -1, -1);
        return;
    case ND_BREAK: case ND_CONTINUE: case ND_GOTO:
        new_block(K, -1, -1);
        return;
    case ND_DECL: case ND_NOP:
        return;
    case ND_ASM:
        for (parse_node *s = n->body; s; s = s->next)
            walk_stmt(K, s);
        walk_list(K, n->args);
        for (parse_node *s = n->then; s; s = s->next)
            walk_stmt(K, s);
        return;
    default:
        walk(K, n);
        return;
    }
}

/* ---- Decisions --------------------------------------------------------------------------- */

/* What moving a product past code costs in values kept alive there, for its factor VN, which
 * the multiply used at TICK: nothing for a parameter or a constant (read again anywhere), for a
 * value used later anyway, or for a value of cheap arithmetic made for this product alone
 * (computed where the product goes); one for anything else. */
static int cost(const cg_contract *K, int vn, int tick)
{
    if (vn <= 0 || vn >= (int)K->values.len)
        return 0;
    const value *v = &K->values.p[vn];
    if (v->leaf || v->last > tick)
        return 0;
    return v->cheap && v->nuses == 1 ? 0 : 1;
}

/* Rules 1 and 2: P's uses are all sites, in one block that P is in or is moved to. */
static bool placed(const cg_contract *K, const product *P)
{
    if (P->other || P->ublk < 0)
        return false;
    if (P->ublk == P->blk)
        return true;
    const blockinfo *b = &K->blocks.p[P->ublk];
    if (b->depth != P->depth)
        return false; /* never into a loop */
    if (cost(K, P->opnd[0], P->tick[0]) + cost(K, P->opnd[1], P->tick[1]) <= 1)
        return true; /* moving it keeps no more values alive: it goes to its uses */
    return b->mem == P->mem && (b->from == P->blk || b->arm_of == P->blk);
}

static void decide(cg_contract *K, site *s, int side, cg_contract_reg reg, void *ctx)
{
    cg_fma f = {side == 0, s->neg[side], s->src[side], -1, -1};
    if (!s->inplace[side]) {
        /* the product was computed earlier: its factors stay in two registers of its type */
        int i = pm_get(&K->stash_map, s->src[side]);
        if (i < 0) {
            ty_type *t = s->src[side]->ty;
            i = (int)K->stash_regs.len;
            VEC_PUSH(K->stash_regs, reg(ctx, t));
            VEC_PUSH(K->stash_regs, reg(ctx, t));
            pm_put(&K->stash_map, s->src[side], i);
        }
        f.fa = K->stash_regs.p[i];
        f.fb = K->stash_regs.p[i + 1];
        f.mul = NULL;
    }
    VEC_PUSH(K->fmas, f);
    pm_put(&K->site_map, s->site, (int)K->fmas.len - 1);
}

static bool can_fuse(const cg_contract *K, const site *s, int side)
{
    int p = prod_of(K, s->vn[side]);
    return p >= 0 && s->src[side] && placed(K, &K->prods.p[p]);
}

/* An addition's operands in the order NVVM gives them: the one of lower rank first (LLVM's
 * Reassociate puts it on the left; a tie keeps the source's order), so `u + t` with t = a*b of
 * earlier values fuses t. 1 when the right operand comes first; 0 for a subtraction. */
static int commuted(const cg_contract *K, const site *s)
{
    if (!s->fadd)
        return 0;
    return rank_of(K, s->vn[1]) < rank_of(K, s->vn[0]) ? 1 : 0;
}

/* Rule 3: NVVM's fadds first, then ptxas's adds and subtractions. */
static void decide_all(cg_contract *K, cg_contract_reg reg, void *ctx)
{
    VEC(char) done = {0};
    for (size_t i = 0; i < K->sites.len; i++)
        VEC_PUSH(done, 0);
    for (size_t i = 0; i < K->sites.len; i++) {
        site *s = &K->sites.p[i];
        if (!s->fadd)
            continue;
        int first = commuted(K, s);
        for (int k = 0; k < 2; k++) {
            int side = k ^ first;
            if (!can_fuse(K, s, side))
                continue;
            product *P = &K->prods.p[prod_of(K, s->vn[side])];
            if (P->nfadd != P->nuses || P->nuses >= NVVM_MAX_USES)
                continue;
            int q = prod_of(K, s->vn[1 - side]);
            if (q >= 0)
                K->prods.p[q].addend = true;
            decide(K, s, side, reg, ctx);
            done.p[i] = 1;
            break;
        }
    }
    for (size_t i = 0; i < K->sites.len; i++) {
        site *s = &K->sites.p[i];
        int first = commuted(K, s);
        for (int k = 0; k < 2 && !done.p[i]; k++) {
            int side = k ^ first;
            if (!can_fuse(K, s, side) || K->prods.p[prod_of(K, s->vn[side])].addend)
                continue;
            const product *P = &K->prods.p[prod_of(K, s->vn[side])];
            if (P->sass != s->sass && cost(K, P->opnd[0], P->tick[0]) + cost(K, P->opnd[1], P->tick[1]) > 1)
                continue; /* a square root's SASS branch between them, and NVVM left P there */
            decide(K, s, side, reg, ctx);
            done.p[i] = 1;
        }
    }
    VEC_FREE(done);
}

/* ---- Interface --------------------------------------------------------------------------- */

cg_contract *cg_contract_plan(parse_func *f, unsigned fp_mode, cg_contract_reg reg, void *ctx)
{
    cg_contract *K = sess_xcalloc(1, sizeof *K);
    K->fp_mode = fp_mode;
    int nregs = 0;
    for (parse_var *v = f->locals; v; v = v->next)
        if (v->space == SP_REG && !v->is_global && v->reg + 1 > nregs)
            nregs = v->reg + 1;
    for (parse_var *v = f->params; v; v = v->next)
        if (v->space == SP_REG && v->reg + 1 > nregs)
            nregs = v->reg + 1;
    K->nregs = nregs;
    K->var_vn = sess_xcalloc((size_t)(nregs ? nregs : 1), sizeof *K->var_vn);
    K->var_carrier = sess_xcalloc((size_t)(nregs ? nregs : 1), sizeof *K->var_carrier);
    fresh(K); /* value number 0: none */
    K->repeat = 1;
    K->kernel = (f->exec & EX_GLOBAL) != 0;
    K->params = f->params;
    VEC_PUSH(K->live, 1);
    new_block(K, -1, -1);
    walk_stmt(K, f->body);
    decide_all(K, reg, ctx);
    return K;
}

const cg_fma *cg_contract_site(const cg_contract *K, const parse_node *site)
{
    int i = K ? pm_get(&K->site_map, site) : -1;
    return i >= 0 ? &K->fmas.p[i] : NULL;
}

bool cg_contract_stash(const cg_contract *K, const parse_node *mul, int *fa, int *fb)
{
    int i = K ? pm_get(&K->stash_map, mul) : -1;
    if (i < 0)
        return false;
    *fa = K->stash_regs.p[i];
    *fb = K->stash_regs.p[i + 1];
    return true;
}

void cg_contract_free(cg_contract *K)
{
    if (!K)
        return;
    VEC_FREE(K->blocks);
    VEC_FREE(K->prods);
    VEC_FREE(K->values);
    VEC_FREE(K->sites);
    VEC_FREE(K->log);
    VEC_FREE(K->live);
    for (size_t i = 0; i < K->keys.len; i++)
        free(K->keys.p[i]);
    VEC_FREE(K->keys);
    VEC_FREE(K->loops);
    sess_map_free(&K->cse);
    free(K->var_vn);
    free(K->var_carrier);
    free(K->site_map.key);
    free(K->site_map.val);
    free(K->stash_map.key);
    free(K->stash_map.val);
    free(K->callees.key);
    free(K->callees.val);
    VEC_FREE(K->callee_sums);
    VEC_FREE(K->fmas);
    VEC_FREE(K->stash_regs);
    free(K);
}
