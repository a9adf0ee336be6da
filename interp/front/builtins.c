/* builtins.c — the table of CUDA built-in device functions and the type checking of calls to
 * them (the half of the parser that knows CUDA's library). A call becomes an ND_BUILTIN node:
 * op = index into the table, args converted to the parameter types, aux[] the constant
 * operands the code generator needs (operation, scope, order, width of a type).
 */
#include <string.h>

#include "interp/front/builtins.h"
#include "interp/front/parse_internal.h"

/* ---- The table ---------------------------------------------------------------------------- */

#define S44 "000 §5.4.4"
#define S45 "000 §5.4.5"
#define S46 "000 §5.4.6"
#define MATH_DOC "Device math function (seed 002 §5.3 and CUDA Math API); float and double overloads."

static const parse_builtin table[] = {
    {"__syncthreads", BF_SYNCTHREADS, 0, "void __syncthreads()", S44 ".1",
     "Waits until every non-exited thread of the block reaches this same call; orders the "
     "memory accesses before it before those after it. Undefined (and reported) when reached "
     "under a condition that is not uniform across the block."},
    {"__syncthreads_count", BF_SYNCTHREADS, 1, "int __syncthreads_count(int predicate)", S44 ".1",
     "__syncthreads() that returns how many threads passed a non-zero predicate."},
    {"__syncthreads_and", BF_SYNCTHREADS, 2, "int __syncthreads_and(int predicate)", S44 ".1",
     "__syncthreads() that returns non-zero iff every thread's predicate is non-zero."},
    {"__syncthreads_or", BF_SYNCTHREADS, 3, "int __syncthreads_or(int predicate)", S44 ".1",
     "__syncthreads() that returns non-zero iff some thread's predicate is non-zero."},
    {"__threadfence_block", BF_FENCE, SCOPE_CTA, "void __threadfence_block()", S44 ".3",
     "Memory fence at block scope (fence.sc.cta)."},
    {"__threadfence", BF_FENCE, SCOPE_GPU, "void __threadfence()", S44 ".3",
     "Memory fence at device scope (fence.sc.gpu)."},
    {"__threadfence_system", BF_FENCE, SCOPE_SYS, "void __threadfence_system()", S44 ".3",
     "Memory fence at system scope (fence.sc.sys)."},
    {"__syncwarp", BF_SYNCWARP, 0, "void __syncwarp(unsigned mask = 0xffffffff)", S44 ".2",
     "Waits until every lane named in mask reaches a __syncwarp(mask); orders memory among them."},
    {"__activemask", BF_ACTIVEMASK, 0, "unsigned __activemask()", S46 ".1",
     "The mask of the lanes of the warp that execute this call together."},
    {"__all_sync", BF_VOTE, 0, "int __all_sync(unsigned mask, int predicate)", S46 ".2",
     "Non-zero iff the predicate is non-zero for every lane in mask."},
    {"__any_sync", BF_VOTE, 1, "int __any_sync(unsigned mask, int predicate)", S46 ".2",
     "Non-zero iff the predicate is non-zero for some lane in mask."},
    {"__ballot_sync", BF_VOTE, 2, "unsigned __ballot_sync(unsigned mask, int predicate)", S46 ".2",
     "Bit N set iff lane N is in mask and its predicate is non-zero."},
    {"__uni_sync", BF_VOTE, 3, "int __uni_sync(unsigned mask, int predicate)", S46 ".2",
     "Non-zero iff the predicate has the same value in every lane of mask."},
    {"__shfl_sync", BF_SHFL, 0, "T __shfl_sync(unsigned mask, T var, int srcLane, int width = warpSize)",
     S46 ".5", "The value of var in lane srcLane (mod width) of the caller's width-sized group."},
    {"__shfl_up_sync", BF_SHFL, 1, "T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = warpSize)",
     S46 ".5", "The value of var in the lane delta below the caller; lanes below delta keep their own."},
    {"__shfl_down_sync", BF_SHFL, 2, "T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = warpSize)",
     S46 ".5", "The value of var in the lane delta above the caller; lanes past the group keep their own."},
    {"__shfl_xor_sync", BF_SHFL, 3, "T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = warpSize)",
     S46 ".5", "The value of var in lane (caller ^ laneMask); a lane outside the caller's group gives the caller's own value."},
    {"__match_any_sync", BF_MATCH, 0, "unsigned __match_any_sync(unsigned mask, T value)", S46 ".3",
     "The lanes of mask whose value equals the caller's."},
    {"__match_all_sync", BF_MATCH, 1, "unsigned __match_all_sync(unsigned mask, T value, int *pred)", S46 ".3",
     "mask if every lane of mask has the same value (and *pred = 1), else 0 (*pred = 0)."},
    {"__reduce_add_sync", BF_REDUCE, 0, "unsigned __reduce_add_sync(unsigned mask, unsigned value)", S46 ".4",
     "Sum of value over the lanes of mask (also for int)."},
    {"__reduce_min_sync", BF_REDUCE, 1, "unsigned __reduce_min_sync(unsigned mask, unsigned value)", S46 ".4",
     "Minimum of value over the lanes of mask (signed for int)."},
    {"__reduce_max_sync", BF_REDUCE, 2, "unsigned __reduce_max_sync(unsigned mask, unsigned value)", S46 ".4",
     "Maximum of value over the lanes of mask (signed for int)."},
    {"__reduce_and_sync", BF_REDUCE, 3, "unsigned __reduce_and_sync(unsigned mask, unsigned value)", S46 ".4",
     "Bitwise AND of value over the lanes of mask."},
    {"__reduce_or_sync", BF_REDUCE, 4, "unsigned __reduce_or_sync(unsigned mask, unsigned value)", S46 ".4",
     "Bitwise OR of value over the lanes of mask."},
    {"__reduce_xor_sync", BF_REDUCE, 5, "unsigned __reduce_xor_sync(unsigned mask, unsigned value)", S46 ".4",
     "Bitwise XOR of value over the lanes of mask."},
#define ATOMIC3(name, op, what)                                                                   \
    {name, BF_ATOMIC, op | (SCOPE_GPU << 8), "T " name "(T *address, T val)", S45 ".1", what},   \
    {name "_block", BF_ATOMIC, op | (SCOPE_CTA << 8), "T " name "_block(T *address, T val)",      \
     S45 ".1", what " (block scope)"},                                                           \
    {name "_system", BF_ATOMIC, op | (SCOPE_SYS << 8), "T " name "_system(T *address, T val)",    \
     S45 ".1", what " (system scope)"},
    ATOMIC3("atomicAdd", ATOM_ADD, "Atomically adds val to *address; returns the old value.")
    ATOMIC3("atomicSub", ATOM_SUB, "Atomically subtracts val from *address; returns the old value.")
    ATOMIC3("atomicExch", ATOM_EXCH, "Atomically stores val in *address; returns the old value.")
    ATOMIC3("atomicMin", ATOM_MIN, "Atomically stores min(*address, val); returns the old value.")
    ATOMIC3("atomicMax", ATOM_MAX, "Atomically stores max(*address, val); returns the old value.")
    ATOMIC3("atomicInc", ATOM_INC, "Atomically stores ((old >= val) ? 0 : (old+1)); returns old.")
    ATOMIC3("atomicDec", ATOM_DEC, "Atomically stores (((old == 0) || (old > val)) ? val : (old-1)); returns old.")
    ATOMIC3("atomicCAS", ATOM_CAS, "Atomically stores (old == compare ? val : old); returns old.")
    ATOMIC3("atomicAnd", ATOM_AND, "Atomically stores *address & val; returns the old value.")
    ATOMIC3("atomicOr", ATOM_OR, "Atomically stores *address | val; returns the old value.")
    ATOMIC3("atomicXor", ATOM_XOR, "Atomically stores *address ^ val; returns the old value.")
    {"printf", BF_PRINTF, 0, "int printf(const char *format, ...)", "002 §5.3.7.2",
     "Formatted output, delivered to the host when it synchronises; returns the number of "
     "arguments parsed (not characters). At most 32 arguments."},
    {"__cr_assert_fail", BF_ASSERT, 0, "void assert(expression)", "000 §5.4.10.1",
     "Stops the kernel when expression is zero; the message names the file, line, function, "
     "block and thread; the host then sees cudaErrorAssert."},
    {"__trap", BF_TRAP, 0, "void __trap()", "000 §5.4.8.4",
     "Aborts the kernel; the host sees cudaErrorLaunchFailure."},
    {"__brkpt", BF_TRAP, 1, "void __brkpt()", "000 §5.4.10.2", "A breakpoint: cudarepl stops the kernel and shows where."},
    {"__builtin_unreachable", BF_TRAP, 2, "void __builtin_unreachable()", "000 §5.4.9.6",
     "Tells the compiler this point is not reached; reaching it is reported."},
    {"clock", BF_CLOCK, 0, "clock_t clock()", "002 §5.3.7.1", "The SM's cycle counter (modelled)."},
    {"clock64", BF_CLOCK, 1, "long long clock64()", "002 §5.3.7.1", "The SM's 64-bit cycle counter (modelled)."},
    {"__globaltimer", BF_CLOCK, 2, "unsigned long long __globaltimer()", "000 §5.4.8", "Nanosecond timer (modelled)."},
    {"__nanosleep", BF_NANOSLEEP, 0, "void __nanosleep(unsigned ns)", "000 §5.4.8.5",
     "Suspends the thread for about ns nanoseconds (lets other warps run)."},
    {"malloc", BF_MALLOC, 0, "void *malloc(size_t size)", "002 §5.3.7.4", "Allocates from the device heap; NULL when it is exhausted."},
    {"free", BF_FREE, 0, "void free(void *ptr)", "002 §5.3.7.4", "Frees device-heap memory."},
    {"memcpy", BF_MEMCPY, 0, "void *memcpy(void *dst, const void *src, size_t n)", "002 §5.3.7.3", "Copies n bytes."},
    {"memset", BF_MEMSET, 0, "void *memset(void *dst, int value, size_t n)", "002 §5.3.7.3", "Sets n bytes."},
    {"alloca", BF_ALLOCA, 0, "void *alloca(size_t size)", "002 §5.3.7.5", "Allocates on the thread's stack (16-byte aligned)."},
};

static const parse_builtin *table_find(const char *name, int len)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if ((int)strlen(table[i].name) == len && !memcmp(table[i].name, name, (size_t)len))
            return &table[i];
    return NULL;
}

const parse_builtin *parse_builtin_table(int *count)
{
    *count = (int)(sizeof table / sizeof table[0]);
    return table;
}

const parse_builtin *parse_builtin_find(const char *name, int len)
{
    return table_find(name, len);
}

/* ---- Built-in variables ------------------------------------------------------------------ */

parse_node *parse_builtin_var(parser *P, lex_token *t)
{
    static const struct { const char *name; int sreg; } vars[] = {
        {"threadIdx", SR_VEC_TID}, {"blockDim", SR_VEC_NTID}, {"blockIdx", SR_VEC_CTAID},
        {"gridDim", SR_VEC_NCTAID}, {"warpSize", SR_WARPSIZE},
    };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        if ((int)strlen(vars[i].name) != t->len || memcmp(vars[i].name, t->text, (size_t)t->len))
            continue;
        parse_node *n = parse_new_node(P, ND_SREG, t);
        n->op = vars[i].sreg;
        if (vars[i].sreg == SR_WARPSIZE)
            n->ty = P->B->int_;
        else if (vars[i].sreg == SR_VEC_NTID || vars[i].sreg == SR_VEC_NCTAID)
            n->ty = P->B->dim3;
        else
            n->ty = P->B->uint3;
        if (!P->fn)
            parse_error(P, t, "'%s' can only be used in device code", vars[i].name);
        return n;
    }
    return NULL;
}

parse_node *parse_builtin_member(parser *P, parse_node *base, lex_token *name)
{
    if (base->kind != ND_SREG || base->op < SR_VEC_TID)
        return NULL;
    static const int first[] = {SR_TID_X, SR_NTID_X, SR_CTAID_X, SR_NCTAID_X};
    int c = name->len == 1 ? name->text[0] - 'x' : -1;
    if (c < 0 || c > 2) {
        parse_error(P, name, "no member named '%.*s' in '%s'", name->len, name->text,
                    ty_str(P->arena, base->ty));
        return base;
    }
    parse_node *n = parse_new_node(P, ND_SREG, base->tok);
    n->op = first[base->op - SR_VEC_TID] + c;
    n->ty = P->B->uint;
    return n;
}

/* ---- Calls -------------------------------------------------------------------------------- */

static parse_node *builtin_node(parser *P, const parse_builtin *b, lex_token *t, ty_type *ret)
{
    parse_node *n = parse_new_node(P, ND_BUILTIN, t);
    n->op = (int)(b - table);
    n->ty = ret;
    return n;
}

static bool nargs_ok(parser *P, const parse_builtin *b, lex_token *t, int nargs, int min, int max)
{
    if (nargs >= min && nargs <= max)
        return true;
    parse_error(P, t, "%s to '%s': expected %d%s, have %d (%s)", nargs < min ? "too few arguments" : "too many arguments",
                b->name, nargs < min ? min : max, min != max ? (nargs < min ? " or more" : " at most") : "",
                nargs, b->signature);
    return false;
}

static void set_args(parse_node *n, parse_node **args, int nargs)
{
    parse_node head = {0}, *cur = &head;
    for (int i = 0; i < nargs; i++)
        cur = cur->next = args[i];
    n->args = head.next;
    n->nargs = nargs;
}

static parse_node *conv(parser *P, const parse_builtin *b, parse_node *a, ty_type *ty, int i)
{
    char what[96];
    snprintf(what, sizeof what, "argument %d of '%s'", i + 1, b->name);
    return parse_assign_conv(P, a, ty, what);
}

/* The type a shuffle or match moves: one of int, unsigned, long, unsigned long, long long,
 * unsigned long long, float, double (seed 000 §5.4.6.5). */
static ty_type *warp_value_type(parser *P, const parse_builtin *b, parse_node *a)
{
    a = parse_rvalue(P, a);
    ty_type *t = a->ty ? ty_unqual(a->ty) : P->B->int_;
    if (ty_is_integer(t) && ty_int_rank(t) < 4)
        return P->B->int_;
    if (ty_is_arith(t) && t->kind != TY_LDOUBLE && t->kind != TY_INT128 && t->kind != TY_UINT128 &&
        t->kind != TY_HALF)
        return t->kind == TY_ENUM ? P->B->int_ : t;
    parse_error(P, a->tok, "'%s' does not take a value of type '%s' (int, unsigned, long, "
                "long long, their unsigned forms, float or double)", b->name, ty_str(P->arena, t));
    return P->B->int_;
}

static parse_node *atomic_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    int op = b->op & 0xff;
    int want = op == ATOM_CAS ? 3 : 2;
    if (!nargs_ok(P, b, t, nargs, want, want))
        return parse_new_num(P, 0, P->B->int_, t);
    parse_node *p = parse_rvalue(P, args[0]);
    if (!p->ty || p->ty->kind != TY_PTR) {
        parse_error(P, p->tok, "the first argument of '%s' must be a pointer", b->name);
        return parse_new_num(P, 0, P->B->int_, t);
    }
    ty_type *et = ty_unqual(p->ty->base);
    bool ok;
    ty_basics *B = P->B;
    bool i32 = et->kind == TY_INT || et->kind == TY_UINT;
    bool i64 = et->kind == TY_ULLONG || et->kind == TY_LLONG || et->kind == TY_ULONG || et->kind == TY_LONG;
    switch (op) {
    case ATOM_ADD: ok = i32 || et->kind == TY_ULLONG || et->kind == TY_ULONG || et->kind == TY_FLOAT ||
                        et->kind == TY_DOUBLE; break;
    case ATOM_SUB: ok = i32; break;
    case ATOM_EXCH: ok = i32 || et->kind == TY_ULLONG || et->kind == TY_ULONG || et->kind == TY_FLOAT; break;
    case ATOM_MIN: case ATOM_MAX: ok = i32 || i64; break;
    case ATOM_INC: case ATOM_DEC: ok = et->kind == TY_UINT; break;
    case ATOM_CAS: ok = i32 || et->kind == TY_ULLONG || et->kind == TY_ULONG || et->kind == TY_USHORT; break;
    default: ok = i32 || et->kind == TY_ULLONG || et->kind == TY_ULONG; break;
    }
    if (!ok) {
        parse_error(P, t, "no overload of '%s' takes a '%s' (%s; seed 000 §5.4.5.1)", b->name,
                    ty_str(P->arena, p->ty), b->signature);
        return parse_new_num(P, 0, B->int_, t);
    }
    if (p->ty->base->is_const)
        parse_error(P, t, "'%s' cannot modify the const object '%s' points to", b->name,
                    ty_str(P->arena, p->ty));
    parse_node *n = builtin_node(P, b, t, et);
    args[0] = p;
    for (int i = 1; i < nargs; i++)
        args[i] = conv(P, b, args[i], et, i);
    set_args(n, args, nargs);
    n->aux[0] = op;
    n->aux[1] = (b->op >> 8) & 0xff;  /* scope */
    n->aux[2] = ORDER_RELAXED;
    return n;
}

static parse_node *shfl_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                             int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 3, 4))
        return parse_new_num(P, 0, P->B->int_, t);
    ty_type *vt = warp_value_type(P, b, args[1]);
    parse_node *n = builtin_node(P, b, t, vt);
    parse_node *a[4];
    a[0] = conv(P, b, args[0], P->B->uint, 0);
    a[1] = conv(P, b, args[1], vt, 1);
    a[2] = conv(P, b, args[2], b->op == 0 || b->op == 3 ? P->B->int_ : P->B->uint, 2);
    a[3] = nargs > 3 ? conv(P, b, args[3], P->B->int_, 3) : parse_new_num(P, 32, P->B->int_, t);
    int64_t w;
    if (parse_eval_const(a[3], &w) && (w < 1 || w > 32 || (w & (w - 1))))
        parse_error(P, a[3]->tok, "width %lld of '%s' is not a power of two in [1, 32] (seed 000 "
                    "§5.4.6.5: the behaviour is undefined)", (long long)w, b->name);
    set_args(n, a, 4);
    n->aux[0] = b->op;
    return n;
}

static parse_node *printf_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    if (!nargs_ok(P, b, t, nargs, 1, 255))
        return parse_new_num(P, 0, P->B->int_, t);
    parse_node *n = builtin_node(P, b, t, P->B->int_);
    args[0] = conv(P, b, args[0], ty_ptr(P->arena, ty_qualified(P->arena, P->B->char_, true, false, false)), 0);
    for (int i = 1; i < nargs; i++) {
        parse_node *a = parse_rvalue(P, args[i]);
        if (!a->ty)
            continue;
        ty_type *at = ty_unqual(a->ty);
        if (at->kind == TY_FLOAT)
            a = parse_new_cast(P, a, P->B->double_);
        else if (ty_is_integer(at))
            a = parse_new_cast(P, a, ty_promote(P->B, at));
        else if (at->kind == TY_NULLPTR)
            a = parse_new_cast(P, a, ty_ptr(P->arena, P->B->void_));
        else if (!ty_is_scalar(at))
            parse_error(P, a->tok, "cannot pass an object of type '%s' to printf", ty_str(P->arena, at));
        args[i] = a;
    }
    set_args(n, args, nargs);
    return n;
}

static parse_node *simple_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs, ty_type *ret, ty_type **params, int nparams, int min)
{
    if (!nargs_ok(P, b, t, nargs, min, nparams))
        return parse_new_num(P, 0, ty_is_void(ret) ? P->B->int_ : ret, t);
    parse_node *n = builtin_node(P, b, t, ret);
    for (int i = 0; i < nargs; i++)
        args[i] = conv(P, b, args[i], params[i], i);
    set_args(n, args, nargs);
    return n;
}

static parse_node *assert_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    /* __cr_assert_fail("expr", __FILE__, __LINE__) from <assert.h> */
    if (nargs != 3 || args[0]->kind != ND_STR || args[1]->kind != ND_STR || args[2]->kind != ND_NUM) {
        parse_error(P, t, "malformed assert()");
        return parse_new_num(P, 0, P->B->int_, t);
    }
    parse_node *n = builtin_node(P, b, t, P->B->void_);
    n->str = sess_arena_printf(P->arena, "%s:%d: %s: block: [%%u,%%u,%%u], thread: [%%u,%%u,%%u] "
                               "Assertion `%s` failed.\n",
                               args[1]->str, (int)args[2]->ival, P->fn ? P->fn->pretty : "?",
                               args[0]->str);
    n->str_len = (int)strlen(n->str);
    return n;
}

parse_node *parse_builtin_call(parser *P, const parse_builtin *b, lex_token *t, parse_node **args,
                               int nargs)
{
    ty_basics *B = P->B;
    ty_type *u = B->uint, *i = B->int_, *vp = ty_ptr(P->arena, B->void_);
    if (!P->fn)
        parse_error(P, t, "'%s' can only be called from device code", b->name);
    switch (b->family) {
    case BF_SYNCTHREADS:
        return simple_call(P, b, t, args, nargs, b->op ? i : B->void_, &i, b->op ? 1 : 0, b->op ? 1 : 0);
    case BF_FENCE: case BF_ACTIVEMASK: case BF_TRAP:
        return simple_call(P, b, t, args, nargs, b->family == BF_ACTIVEMASK ? u : B->void_, NULL, 0, 0);
    case BF_SYNCWARP:
        if (nargs == 0) {
            args[0] = parse_new_num(P, 0xffffffff, u, t);
            nargs = 1;
        }
        return simple_call(P, b, t, args, nargs, B->void_, &u, 1, 1);
    case BF_VOTE: {
        ty_type *ps[2] = {u, i};
        return simple_call(P, b, t, args, nargs, b->op == 2 ? u : i, ps, 2, 2);
    }
    case BF_SHFL:
        return shfl_call(P, b, t, args, nargs);
    case BF_MATCH: {
        if (!nargs_ok(P, b, t, nargs, b->op ? 3 : 2, b->op ? 3 : 2))
            return parse_new_num(P, 0, u, t);
        ty_type *vt = warp_value_type(P, b, args[1]);
        parse_node *n = builtin_node(P, b, t, u);
        args[0] = conv(P, b, args[0], u, 0);
        args[1] = conv(P, b, args[1], vt, 1);
        if (b->op)
            args[2] = conv(P, b, args[2], ty_ptr(P->arena, i), 2);
        set_args(n, args, nargs);
        n->aux[0] = b->op;
        return n;
    }
    case BF_REDUCE: {
        if (!nargs_ok(P, b, t, nargs, 2, 2))
            return parse_new_num(P, 0, u, t);
        parse_node *v = parse_rvalue(P, args[1]);
        ty_type *vt = v->ty && ty_is_integer(v->ty) && !v->ty->is_unsigned && ty_int_rank(v->ty) <= 4 &&
                      (b->op >= 0 && b->op <= 2) ? i : u;
        ty_type *ps[2] = {u, vt};
        parse_node *n = simple_call(P, b, t, args, nargs, vt, ps, 2, 2);
        n->aux[0] = b->op;
        return n;
    }
    case BF_ATOMIC:
        return atomic_call(P, b, t, args, nargs);
    case BF_PRINTF:
        return printf_call(P, b, t, args, nargs);
    case BF_ASSERT:
        return assert_call(P, b, t, args, nargs);
    case BF_CLOCK:
        return simple_call(P, b, t, args, nargs, b->op == 0 ? B->long_ : b->op == 1 ? B->llong : B->ullong, NULL, 0, 0);
    case BF_NANOSLEEP:
        return simple_call(P, b, t, args, nargs, B->void_, &u, 1, 1);
    case BF_MALLOC: case BF_ALLOCA:
        return simple_call(P, b, t, args, nargs, vp, &B->ulong, 1, 1);
    case BF_FREE:
        return simple_call(P, b, t, args, nargs, B->void_, &vp, 1, 1);
    case BF_MEMCPY: {
        ty_type *ps[3] = {vp, ty_ptr(P->arena, ty_qualified(P->arena, B->void_, true, false, false)), B->ulong};
        return simple_call(P, b, t, args, nargs, vp, ps, 3, 3);
    }
    case BF_MEMSET: {
        ty_type *ps[3] = {vp, i, B->ulong};
        return simple_call(P, b, t, args, nargs, vp, ps, 3, 3);
    }
    default:
        parse_error(P, t, "built-in '%s' is not supported yet", b->name);
        return parse_new_num(P, 0, i, t);
    }
}
