/* builtins.h — CUDA's built-in device functions, declared once.
 *
 * One table (builtins.c) lists every built-in: its name, the family that says how a call is
 * type-checked (builtins.c) and compiled (cg.c), a family-specific operation, the C signature
 * users read (REPL completion, Jupyter inspect, docs/builtins.md), the seed section it comes
 * from and a one-line description. For the "typed" families the signature is also what a call
 * is checked against: the C types in it are parsed, so the text and the checking cannot
 * disagree. A signature with T is a family of overloads resolved by the family's own rules.
 */
#ifndef CR_BUILTINS_H
#define CR_BUILTINS_H

#include "devmodel/dm_memorder.h"
#include "interp/front/ast.h"
#include "interp/session/util.h"

typedef enum {
    BF_SYNCTHREADS,  /* __syncthreads and the _count/_and/_or forms */
    BF_FENCE,        /* __threadfence*: op = SCOPE_* */
    BF_SYNCWARP,
    BF_ACTIVEMASK,
    BF_VOTE,
    BF_SHFL,
    BF_CUDA_SHFL,    /* cuda::device::warp_shuffle_* (<cuda/warp>): op as BF_SHFL's */
    BF_MATCH,
    BF_REDUCE,
    BF_ATOMIC,       /* legacy atomics: op = ATOM_* | scope << 8 */
    BF_NV_ATOMIC,    /* __nv_atomic_*: op = ATOM_* | NVA_* */
    BF_ATOMIC_REF,   /* methods of cuda::atomic_ref (found through member calls): op as above */
    BF_CUDA_FENCE,   /* cuda::atomic_thread_fence, cuda::std::atomic_thread_fence */
    BF_PRINTF,
    BF_ASSERT,
    BF_TRAP,         /* op: 0 __trap, 1 __brkpt, 2 __builtin_unreachable */
    BF_CLOCK,
    BF_NANOSLEEP,
    BF_MALLOC, BF_FREE, BF_MEMCPY, BF_MEMSET, BF_CALLOC, BF_ALIGNED_MALLOC,
    BF_MATH_F,       /* float math function: op = math id */
    BF_MATH_D,       /* double math function */
    BF_MATH,         /* overloaded on float/double, as C++ <cmath> resolves it */
    BF_MATH_TOINT,   /* lrint, llround ...: a math function, then a conversion (op = math id) */
    BF_INTRIN,       /* integer and bit intrinsics, conversions, bit casts: op = VI_* id */
    BF_DPX,          /* DPX (§5.4.8.6): op = VI_DPX(...) */
    BF_DOT,          /* __dp4a, __dp2a_lo/hi (int and unsigned overloads): op = the int VI_* */
    BF_MAKE_VEC,     /* make_int2 ...: the vector type is the name after "make_" */
    BF_MINMAX,       /* min, max (overloaded): op 0 min, 1 max */
    BF_ABS,          /* abs (overloaded) */
    BF_FPCLASS,      /* isnan, isinf, isfinite, signbit (overloaded): op = VI_* of the float form */
    BF_SINCOS,       /* sincos, frexp, modf, remquo: results through pointers; op = math id */
    BF_ADDRSPACE,    /* __isGlobal ..., __cvta_*: op = ADDRPRED k */
    BF_LDST,         /* __ldg & the cache-hint loads and stores: op 0..5 loads, 6..9 stores */
    BF_HINT,         /* __builtin_expect, __builtin_assume, ...: op = HINT_* */
    BF_CONST,        /* __builtin_huge_valf, __builtin_nanf, ...: constants */
    BF_ALLOCA,
    BF_RNG_SKIP,     /* cuRAND XORWOW skip-ahead (<curand_kernel.h>): op = log2 of the draws a unit */
    BF_WMMA,         /* <mma.h>'s native steps: op 0 mma_sync (warp-wide), 1 load or store */
    BF_DEVRT,        /* the device runtime's per-thread state (dynamic parallelism): op = DEVRT k */
} parse_builtin_family;

/* Math function ids shared with the code generator and the VM (vm_math_f32/f64). The pairs
 * that a function with two results uses (sin/cos, frexp mantissa/exponent ...) are adjacent,
 * and the IEEE operations with a rounding mode come last, four modes each.
 * The two numbers are the float and the double form's branches as nvcc -O2 inlines CUDA's math
 * library (sm_90, CUDA 13): how many branch regions follow one another between the call's
 * arguments and its result, 0 (straight-line code, or selects), 1, or 2 (2 or more). A product
 * computed before the call is moved past one region at most, so with 2 it is never fused with
 * an add after the call (contract.c; measured: `t = a*b; q = f(c); t + q`, and the same after
 * one `if` region, fused or not in the PTX).
 * The _NOFMAD ids are the functions as nvcc --fmad=false compiles them (cg.c). */
#define BUILTIN_MATH(X)                                                                             \
    X(SQRT, "sqrt", 0, 0) X(RSQRT, "rsqrt", 0, 0) X(CBRT, "cbrt", 0, 1)                             \
    X(RCBRT, "rcbrt", 0, 2) X(EXP, "exp", 0, 1) X(EXP2, "exp2", 0, 1) X(EXP10, "exp10", 0, 1)       \
    X(EXPM1, "expm1", 0, 1) X(LOG, "log", 1, 2) X(LOG2, "log2", 1, 2) X(LOG10, "log10", 1, 2)       \
    X(LOG1P, "log1p", 2, 1) X(SIN, "sin", 2, 2) X(COS, "cos", 2, 2) X(TAN, "tan", 1, 2)             \
    X(ASIN, "asin", 0, 1) X(ACOS, "acos", 0, 1) X(ATAN, "atan", 2, 1) X(SINH, "sinh", 0, 1)         \
    X(COSH, "cosh", 0, 1) X(TANH, "tanh", 0, 1) X(ASINH, "asinh", 1, 1)                             \
    X(ACOSH, "acosh", 1, 1) X(ATANH, "atanh", 1, 1) X(FLOOR, "floor", 0, 0)                         \
    X(CEIL, "ceil", 0, 0) X(TRUNC, "trunc", 0, 0) X(ROUND, "round", 0, 0)                           \
    X(RINT, "rint", 0, 0) X(NEARBYINT, "nearbyint", 0, 0) X(FABS, "fabs", 0, 0)                     \
    X(ERF, "erf", 2, 0) X(ERFC, "erfc", 0, 1) X(TGAMMA, "tgamma", 1, 1)                             \
    X(LGAMMA, "lgamma", 2, 1) X(SINPI, "sinpi", 1, 2) X(COSPI, "cospi", 1, 2)                       \
    X(LOGB, "logb", 1, 1) X(ERFINV, "erfinv", 1, 1) X(ERFCINV, "erfcinv", 1, 1)                     \
    X(NORMCDF, "normcdf", 1, 2) X(NORMCDFINV, "normcdfinv", 1, 1) X(POW, "pow", 0, 0)               \
    X(ATAN2, "atan2", 1, 2) X(FMOD, "fmod", 1, 0) X(REMAINDER, "remainder", 2, 0)                   \
    X(HYPOT, "hypot", 0, 0) X(RHYPOT, "rhypot", 0, 1) X(COPYSIGN, "copysign", 0, 0)                 \
    X(FMIN, "fmin", 0, 0) X(FMAX, "fmax", 0, 0) X(FDIM, "fdim", 0, 0)                               \
    X(NEXTAFTER, "nextafter", 0, 0) X(FMA, "fma", 0, 0) X(LDEXP, "ldexp", 0, 0)                     \
    X(SCALBN, "scalbn", 0, 0) X(FDIVIDE, "fdivide", 0, 0) X(FREXP, "frexp", 1, 2)                   \
    X(FREXP_EXP, "frexp (exponent)", 1, 2) X(MODF, "modf", 0, 1)                                    \
    X(MODF_INT, "modf (integral part)", 0, 1) X(REMQUO, "remquo", 2, 0)                             \
    X(REMQUO_Q, "remquo (quotient)", 2, 0) X(ERFCX, "erfcx", 2, 2)                                  \
    X(CYL_BESSEL_I0, "cyl_bessel_i0", 1, 2) X(CYL_BESSEL_I1, "cyl_bessel_i1", 1, 2)                 \
    X(J0, "j0", 2, 2) X(J1, "j1", 2, 2) X(Y0, "y0", 2, 2) X(Y1, "y1", 2, 2) X(JN, "jn", 2, 2)       \
    X(YN, "yn", 2, 2)                                                                               \
    X(JN_NOFMAD, "jn (--fmad=false)", 2, 2) X(Y0_NOFMAD, "y0 (--fmad=false)", 2, 2)                 \
    X(Y1_NOFMAD, "y1 (--fmad=false)", 2, 2) X(YN_NOFMAD, "yn (--fmad=false)", 2, 2)                 \
    X(POW_NOFMAD, "pow (--fmad=false)", 0, 0) X(TGAMMA_NOFMAD, "tgamma (--fmad=false)", 1, 1)       \
    X(FAST_EXP, "__expf", 0, 0)                                                                     \
    X(FAST_LOG, "__logf", 0, 0) X(FAST_SIN, "__sinf", 0, 0) X(FAST_COS, "__cosf", 0, 0)             \
    X(FAST_TAN, "__tanf", 0, 0) X(FAST_EXP10, "__exp10f", 0, 0) X(FAST_LOG2, "__log2f", 0, 0)       \
    X(FAST_LOG10, "__log10f", 0, 0) X(FAST_POW, "__powf", 0, 0) X(FAST_TANH, "__tanhf", 0, 0)      \
    X(FAST_DIV, "__fdividef", 0, 0) X(SATURATE, "__saturatef", 0, 0)                                \
    X(FAST_SQRT, "sqrt.approx", 0, 0)                                                               \
    X(FRSQRT_RN, "__frsqrt_rn", 1, 0) X(ADD_RN, "add_rn", 0, 0) X(ADD_RZ, "add_rz", 0, 0)           \
    X(ADD_RU, "add_ru", 0, 0) X(ADD_RD, "add_rd", 0, 0) X(SUB_RN, "sub_rn", 0, 0)                   \
    X(SUB_RZ, "sub_rz", 0, 0) X(SUB_RU, "sub_ru", 0, 0) X(SUB_RD, "sub_rd", 0, 0)                   \
    X(MUL_RN, "mul_rn", 0, 0) X(MUL_RZ, "mul_rz", 0, 0) X(MUL_RU, "mul_ru", 0, 0)                   \
    X(MUL_RD, "mul_rd", 0, 0) X(DIV_RN, "div_rn", 0, 0) X(DIV_RZ, "div_rz", 0, 0)                   \
    X(DIV_RU, "div_ru", 0, 0) X(DIV_RD, "div_rd", 0, 0) X(FMA_RN, "fma_rn", 0, 0)                   \
    X(FMA_RZ, "fma_rz", 0, 0) X(FMA_RU, "fma_ru", 0, 0) X(FMA_RD, "fma_rd", 0, 0)                   \
    X(RCP_RN, "rcp_rn", 0, 0) X(RCP_RZ, "rcp_rz", 0, 0) X(RCP_RU, "rcp_ru", 0, 0)                   \
    X(RCP_RD, "rcp_rd", 0, 0) X(SQRT_RN, "sqrt_rn", 0, 0) X(SQRT_RZ, "sqrt_rz", 0, 0)               \
    X(SQRT_RU, "sqrt_ru", 0, 0) X(SQRT_RD, "sqrt_rd", 0, 0)

typedef enum {
#define BM_ENUM(id, s, b32, b64) BM_##id,
    BUILTIN_MATH(BM_ENUM)
#undef BM_ENUM
    BM_COUNT
} parse_math_id;

/* How far a built-in's results are from an H200's (docs/builtins.md "status"). */
typedef enum {
    BS_EXACT,    /* the seed's semantics, exactly (integer, memory, control built-ins) */
    BS_H200,     /* checked bit for bit against an H200 (tests/programs/h200, device) */
    BS_ULP,      /* floating point within a few ulp of the GPU; not always the same bits */
    BS_PARTIAL,  /* works, with limits named in the description */
} parse_builtin_status;

typedef struct parse_builtin {
    const char *name;
    parse_builtin_family family;
    int op;             /* family-specific: math id, atomic op, VI_* intrinsic, ... */
    const char *signature;
    const char *section;
    const char *doc;
    parse_builtin_status status;
} parse_builtin;

/* Every built-in, for completion, inspect and the reference table. */
const parse_builtin *parse_builtin_table(int *count);
/* The branch regions of math function ID's float (or, F64, double) form (BUILTIN_MATH). */
int parse_math_regions(int id, bool f64);
/* A built-in that only a library header calls (<curand_kernel.h>'s __cr_xorwow_skipahead):
 * not listed in docs/builtins.md, not offered by completion. */
bool parse_builtin_internal(const parse_builtin *b);

/* docs/builtins.md as the table says it should be (tests/builtins/test_docs.c checks it). */
void parse_builtin_markdown(sess_buf *out);

/* The operation that computes the K-th result a built-in returns through a pointer argument
 * (sincos's cosine, __vibmax_s16x2's low predicate, ...). */
int parse_builtin_out_op(const parse_builtin *b, int k);

/* Atomic operations (BF_ATOMIC op, and the VM's ATOM k). */
enum {
    ATOM_ADD, ATOM_SUB, ATOM_EXCH, ATOM_MIN, ATOM_MAX, ATOM_INC, ATOM_DEC, ATOM_CAS, ATOM_AND,
    ATOM_OR, ATOM_XOR, ATOM_LOAD, ATOM_STORE,
};
/* __nv_atomic_* and atomic_ref operations (BF_NV_ATOMIC, BF_ATOMIC_REF op): the ATOM_* op in
 * the low byte, NVA_* flags above it. */
enum {
    NVA_FETCH = 1 << 8,     /* returns the old value */
    NVA_BYPTR = 1 << 9,     /* the generic form: values through pointers */
    NVA_FENCE = 1 << 10,    /* __nv_atomic_thread_fence */
    NVA_CAS_BOOL = 1 << 11, /* compare_exchange: returns bool, updates *expected */
};
/* (atomic scope and order: dm_scope and dm_order, devmodel/dm_memorder.h) */

/* Hints (BF_HINT op). */
enum { HINT_EXPECT, HINT_ASSUME, HINT_ASSUME_ALIGNED, HINT_CONSTANT_P };

#endif
