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
#include "interp/vm/vmids.h"

typedef enum {
    BF_SYNCTHREADS,  /* __syncthreads and the _count/_and/_or forms */
    BF_FENCE,        /* __threadfence*: op = a dm_scope */
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
