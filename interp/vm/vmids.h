/* vmids.h — the VM's numbering of the operations an instruction names in a field: the math
 * functions and the atomic operations. The code generator emits them, and the front end's table
 * of built-in functions (interp/front/builtins.h) names its calls' operations by them. */
#ifndef CR_VMIDS_H
#define CR_VMIDS_H

/* Math function ids (MATH_F32 and MATH_F64's k, vm_math_f32 and vm_math_f64). The pairs
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
} vm_math_id;

/* Atomic operations (ATOM's k; the front end's BF_ATOMIC op). */
enum {
    ATOM_ADD, ATOM_SUB, ATOM_EXCH, ATOM_MIN, ATOM_MAX, ATOM_INC, ATOM_DEC, ATOM_CAS, ATOM_AND,
    ATOM_OR, ATOM_XOR, ATOM_LOAD, ATOM_STORE,
};

/* ATOM's x: the value type (opcodes.h) in the low bits, and VM_ATOM_UNUSED where nothing reads
 * the old value (a statement `atomicAdd(&bins[i], 1);`, PTX `red`): the pool of threads may
 * then let blocks update one word together where the operation commutes (exec.c, claims.h). */
#define VM_ATOM_UNUSED 0x80u
#define VM_ATOM_VT(x) ((x) & 0x0fu)

#endif
