/* builtins.h — CUDA's built-in device functions, declared once.
 *
 * X(ID, NAME, FAMILY, SIGNATURE, SECTION, DOC): FAMILY selects how a call is type-checked
 * (builtins.c) and compiled (cg.c); SIGNATURE and DOC are what users read (REPL completion,
 * Jupyter inspect, docs/builtins.md); SECTION cites the seed. Math functions come in families
 * with one entry per name.
 */
#ifndef CR_BUILTINS_H
#define CR_BUILTINS_H

#include "interp/front/ast.h"

typedef enum {
    BF_SYNCTHREADS,  /* __syncthreads and the _count/_and/_or forms */
    BF_FENCE,
    BF_SYNCWARP,
    BF_ACTIVEMASK,
    BF_VOTE,
    BF_SHFL,
    BF_MATCH,
    BF_REDUCE,
    BF_ATOMIC,       /* legacy atomics */
    BF_PRINTF,
    BF_ASSERT,
    BF_TRAP,
    BF_CLOCK,
    BF_NANOSLEEP,
    BF_MALLOC, BF_FREE, BF_MEMCPY, BF_MEMSET,
    BF_MATH_F,       /* float-only math function */
    BF_MATH_D,       /* double-only math function */
    BF_MATH,         /* overloaded on float/double, like C++ <cmath> */
    BF_INTRIN,       /* integer and bit intrinsics */
    BF_BITCAST,      /* __float_as_int and friends */
    BF_CONVERT,      /* __float2int_rn and friends */
    BF_MAKE_VEC,     /* make_int2 ... */
    BF_MINMAX,       /* min, max (overloaded) */
    BF_ABS,
    BF_ADDRSPACE,    /* __isGlobal ..., __cvta_* */
    BF_LDST,         /* __ldg & the cache-hint loads and stores */
    BF_HINT,         /* __builtin_expect, __builtin_assume, ... */
    BF_FPCLASS,      /* isnan, isinf, isfinite, signbit */
    BF_SINCOS,
    BF_ALLOCA,
    BF_DPX,
} parse_builtin_family;

/* Math function ids shared with the code generator (the VM's math table). */
#define BUILTIN_MATH(X)                                                                           \
    X(SQRT, "sqrt") X(RSQRT, "rsqrt") X(CBRT, "cbrt") X(RCBRT, "rcbrt") X(EXP, "exp")             \
    X(EXP2, "exp2") X(EXP10, "exp10") X(EXPM1, "expm1") X(LOG, "log") X(LOG2, "log2")             \
    X(LOG10, "log10") X(LOG1P, "log1p") X(SIN, "sin") X(COS, "cos") X(TAN, "tan")                 \
    X(ASIN, "asin") X(ACOS, "acos") X(ATAN, "atan") X(SINH, "sinh") X(COSH, "cosh")               \
    X(TANH, "tanh") X(ASINH, "asinh") X(ACOSH, "acosh") X(ATANH, "atanh") X(FLOOR, "floor")       \
    X(CEIL, "ceil") X(TRUNC, "trunc") X(ROUND, "round") X(RINT, "rint")                           \
    X(NEARBYINT, "nearbyint") X(FABS, "fabs") X(ERF, "erf") X(ERFC, "erfc") X(TGAMMA, "tgamma")   \
    X(LGAMMA, "lgamma") X(SINPI, "sinpi") X(COSPI, "cospi") X(LOGB, "logb")                       \
    X(POW, "pow") X(ATAN2, "atan2") X(FMOD, "fmod") X(REMAINDER, "remainder")                     \
    X(HYPOT, "hypot") X(COPYSIGN, "copysign") X(FMIN, "fmin") X(FMAX, "fmax") X(FDIM, "fdim")     \
    X(NEXTAFTER, "nextafter") X(FMA, "fma") X(LDEXP, "ldexp") X(SCALBN, "scalbn")                 \
    X(FAST_EXP, "__expf") X(FAST_LOG, "__logf") X(FAST_SIN, "__sinf") X(FAST_COS, "__cosf")       \
    X(FAST_TAN, "__tanf") X(FAST_EXP10, "__exp10f") X(FAST_LOG2, "__log2f")                       \
    X(FAST_LOG10, "__log10f") X(FAST_POW, "__powf") X(FAST_DIV, "__fdividef")                     \
    X(SATURATE, "__saturatef") X(FRCP_RN, "__frcp_rn") X(FSQRT_RN, "__fsqrt_rn")                  \
    X(FRSQRT_RN, "__frsqrt_rn")                                                                   \
    X(ADD_RN, "add_rn") X(ADD_RZ, "add_rz") X(ADD_RU, "add_ru") X(ADD_RD, "add_rd")               \
    X(SUB_RN, "sub_rn") X(SUB_RZ, "sub_rz") X(SUB_RU, "sub_ru") X(SUB_RD, "sub_rd")               \
    X(MUL_RN, "mul_rn") X(MUL_RZ, "mul_rz") X(MUL_RU, "mul_ru") X(MUL_RD, "mul_rd")               \
    X(DIV_RN, "div_rn") X(DIV_RZ, "div_rz") X(DIV_RU, "div_ru") X(DIV_RD, "div_rd")               \
    X(FMA_RN, "fma_rn") X(FMA_RZ, "fma_rz") X(FMA_RU, "fma_ru") X(FMA_RD, "fma_rd")

typedef enum {
#define BM_ENUM(id, s) BM_##id,
    BUILTIN_MATH(BM_ENUM)
#undef BM_ENUM
    BM_COUNT
} parse_math_id;

typedef struct parse_builtin {
    const char *name;
    parse_builtin_family family;
    int op;             /* family-specific: math id, atomic op, vote kind, ... */
    const char *signature;
    const char *section;
    const char *doc;
} parse_builtin;

/* Every built-in, for completion, inspect and the reference table. */
const parse_builtin *parse_builtin_table(int *count);

/* Atomic operations (BF_ATOMIC op, and the VM's ATOM k). */
enum {
    ATOM_ADD, ATOM_SUB, ATOM_EXCH, ATOM_MIN, ATOM_MAX, ATOM_INC, ATOM_DEC, ATOM_CAS, ATOM_AND,
    ATOM_OR, ATOM_XOR, ATOM_LOAD, ATOM_STORE,
};
/* Atomic scope and order as the memory model sees them. */
enum { SCOPE_NONE, SCOPE_CTA, SCOPE_CLUSTER, SCOPE_GPU, SCOPE_SYS };
enum { ORDER_WEAK, ORDER_RELAXED, ORDER_ACQUIRE, ORDER_RELEASE, ORDER_ACQ_REL, ORDER_SC,
       ORDER_VOLATILE };

#endif
