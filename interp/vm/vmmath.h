/* vmmath.h — device math functions and integer intrinsics as the VM computes them.
 *
 * Math functions are identified by vm_math_id (vmids.h). Results follow an H200 where it was
 * measured (tests/builtins/test_math.c and test_math_sweep.c compare them
 * bit for bit; docs/math-h200.md has the agreement): IEEE-exact where CUDA is exact (sqrt,
 * division, fma, rounding functions, the _rn/_rz/_ru/_rd variants), CUDA's own algorithms for
 * the library functions (cudamath.h), NaN results in the GPU's canonical form, and the fast
 * intrinsics (__expf, __sinf, ...) computed the way the hardware's approximations are built
 * (flush to zero, base-2 exponentials and logarithms).
 *
 * Integer intrinsics, conversions with a rounding mode, bit casts, floating-point
 * classification and DPX (INTRIN k) work on 64-bit patterns: a float is its 32 bits, a double
 * its 64 bits, so one entry point serves them all.
 */
#ifndef CR_VMMATH_H
#define CR_VMMATH_H

#include <stdint.h>

float vm_math_f32(int id, float a, float b, float c);
double vm_math_f64(int id, double a, double b, double c);

/* Integer and bit intrinsics (INTRIN k): ids below. Operands and result as 64-bit patterns. */
enum {
    VI_POPC, VI_POPCLL, VI_CLZ, VI_CLZLL, VI_FFS, VI_FFSLL, VI_BREV, VI_BREVLL, VI_BYTE_PERM,
    VI_FUNNEL_L, VI_FUNNEL_R, VI_FUNNEL_LC, VI_FUNNEL_RC, VI_MUL24, VI_UMUL24, VI_MULHI,
    VI_UMULHI, VI_MUL64HI, VI_UMUL64HI, VI_SAD, VI_USAD, VI_HADD, VI_UHADD, VI_RHADD, VI_URHADD,
    VI_FNS, VI_DP4A, VI_UDP4A, VI_DP2A_LO, VI_DP2A_HI, VI_UDP2A_LO, VI_UDP2A_HI,
    VI_BITS,            /* a bit cast: the same bits (__float_as_int, __longlong_as_double ...) */
    VI_DOUBLE_HI, VI_DOUBLE_LO, VI_HILO_TO_DOUBLE,
    VI_MIN_I32, VI_MAX_I32, VI_MIN_U32, VI_MAX_U32, VI_MIN_I64, VI_MAX_I64, VI_MIN_U64,
    VI_MAX_U64, VI_ABS_I32, VI_ABS_I64,
    VI_ISNAN_F32, VI_ISINF_F32, VI_ISFINITE_F32, VI_SIGNBIT_F32,
    VI_ISNAN_F64, VI_ISINF_F64, VI_ISFINITE_F64, VI_SIGNBIT_F64,
    VI_ALIGNED,         /* 1 when a is a multiple of b (b a power of two) */
    /* PTX instructions without a CUDA C intrinsic (inline PTX, cg_asm.c) */
    VI_PRMT,            /* prmt.b32 a, b, c (default mode: a selector's bit 3 replicates the sign) */
    VI_BFE_U32, VI_BFE_S32, VI_BFE_U64, VI_BFE_S64,  /* bfe a, pos = c & 0xff, len = c >> 8 & 0xff */
    VI_BFI_32, VI_BFI_64,                            /* bfi: a into b, pos and len packed in c */
    VI_FTZ_F32,         /* a float's bits with a subnormal flushed to a zero of its sign */
    VI_VABSDIFF4,       /* vabsdiff4.u32.u32.u32.add: |a - b| of the four bytes, summed, plus c */
    VI_COUNT
};

/* Conversions with a rounding mode (__float2int_rn, __ll2float_rz, __double2float_rd, ...):
 * VI_CVT(from, to, mode), with the GPU's saturation and NaN results. */
enum { VK_I32, VK_U32, VK_I64, VK_U64, VK_F32, VK_F64, VK_F16 };   /* F16: a half's 16 bits */
enum { VR_RN, VR_RZ, VR_RU, VR_RD };
#define VI_CVT_BASE 256
#define VI_CVT(from, to, mode) (VI_CVT_BASE + ((from) * 8 + (to)) * 4 + (mode))

/* DPX (§5.4.8.6): VI_DPX(kind, lanes, relu). The __vib* predicates have kinds of
 * their own (for the 16x2 forms: the high halfword's, then the low halfword's). */
enum {
    DPX_MAX3, DPX_MIN3, DPX_MAX, DPX_MIN, DPX_ADDMAX, DPX_ADDMIN, DPX_BMAX, DPX_BMIN,
    DPX_BMAX_P, DPX_BMIN_P, DPX_BMAX_PLO, DPX_BMIN_PLO,
};
enum { DPX_S32, DPX_U32, DPX_S16X2, DPX_U16X2 };
#define VI_DPX_BASE 512
#define VI_DPX(kind, lanes, relu) (VI_DPX_BASE + (kind) * 16 + (lanes) * 2 + (relu))

/* SIMD video intrinsics (CUDA Math API, "SIMD Intrinsics"): VI_SIMD(op, bytes) works on the
 * two halfwords (bytes = 0) or the four bytes (bytes = 1) of its 32-bit operands. The letter
 * after an operation says how lanes are read: s signed, u unsigned; ss and us saturate to the
 * signed or unsigned range, the others wrap. CMP lanes are all ones when true, SET lanes 1. */
enum {
    SIMD_ADD, SIMD_SUB, SIMD_ADDSS, SIMD_ADDUS, SIMD_SUBSS, SIMD_SUBUS, SIMD_ABS, SIMD_ABSSS,
    SIMD_NEG, SIMD_NEGSS, SIMD_ABSDIFFS, SIMD_ABSDIFFU, SIMD_AVGS, SIMD_AVGU, SIMD_HADDU,
    SIMD_MAXS, SIMD_MAXU, SIMD_MINS, SIMD_MINU, SIMD_SADS, SIMD_SADU,
    SIMD_CMPEQ, SIMD_CMPNE, SIMD_CMPGES, SIMD_CMPGEU, SIMD_CMPGTS, SIMD_CMPGTU,
    SIMD_CMPLES, SIMD_CMPLEU, SIMD_CMPLTS, SIMD_CMPLTU,
    SIMD_SETEQ, SIMD_SETNE, SIMD_SETGES, SIMD_SETGEU, SIMD_SETGTS, SIMD_SETGTU,
    SIMD_SETLES, SIMD_SETLEU, SIMD_SETLTS, SIMD_SETLTU,
};
#define VI_SIMD_BASE 768
#define VI_SIMD(op, bytes) (VI_SIMD_BASE + (op) * 2 + (bytes))

uint64_t vm_intrin(int id, uint64_t a, uint64_t b, uint64_t c);

/* __int128 operations (OP_I128 writes a 128-bit result, OP_I128V a scalar one). The S forms
 * read the 128-bit operands as signed. */
enum {
    VI128_ADD, VI128_SUB, VI128_MUL, VI128_DIVU, VI128_DIVS, VI128_REMU, VI128_REMS, VI128_AND,
    VI128_OR, VI128_XOR, VI128_SHL, VI128_SHRU, VI128_SHRS, VI128_NEG, VI128_NOT,
    VI128_FROM_I64, VI128_FROM_U64, VI128_FROM_F64S, VI128_FROM_F64U,      /* a: a scalar */
    /* OP_I128V */
    VI128_EQ, VI128_NE, VI128_LTU, VI128_LEU, VI128_LTS, VI128_LES, VI128_TRUTH,
    VI128_TO_U64, VI128_TO_F64S, VI128_TO_F64U, VI128_TO_F32S, VI128_TO_F32U,
};
typedef unsigned __int128 vm_u128;
vm_u128 vm_i128(int op, vm_u128 a, vm_u128 b);       /* OP_I128 */
uint64_t vm_i128v(int op, vm_u128 a, vm_u128 b);     /* OP_I128V: the result's bits */

/* The 16-byte atomic operations (ATOM16): exchange, compare-and-swap, load, store (ATOM_*) on
 * the bytes at P, with the value at VAL and the comparand at CMP; the old value goes to OLD. */
void vm_atomic16(uint8_t *p, int op, const uint8_t *val, const uint8_t *cmp, uint8_t *old);

#endif
