/* vmmath.h — device math functions and integer intrinsics as the VM computes them.
 *
 * Functions are identified by the front end's parse_math_id (builtins.h). Results follow the
 * CUDA Math API: IEEE-exact where CUDA is exact (sqrt, division, fma, rounding functions) and
 * the host's libm elsewhere; the fast intrinsics (__expf, __sinf, ...) follow the hardware's
 * approximations where they are known.
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
    VI_FLOAT_AS_INT, VI_INT_AS_FLOAT, VI_DOUBLE_AS_LL, VI_LL_AS_DOUBLE, VI_MIN_I32, VI_MAX_I32,
    VI_MIN_U32, VI_MAX_U32, VI_MIN_I64, VI_MAX_I64, VI_MIN_U64, VI_MAX_U64, VI_ABS_I32,
    VI_ABS_I64, VI_COUNT
};
uint64_t vm_intrin(int id, uint64_t a, uint64_t b, uint64_t c);

#endif
