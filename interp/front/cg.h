/* cg.h — the code generator: typed ASTs of a parsed unit into the program's bytecode.
 *
 * Layout decisions that make the SIMT behaviour match an H200 (measured with
 * tests/programs/device/divergence-order.cu): the else-branch of an if/else is laid out first
 * and the then-branch of an if without else falls through, so that the warp scheduler, which
 * runs the lanes with the lowest program counter first, executes divergent paths in the same
 * order as the hardware; every label that control flow joins at is a JOIN instruction where
 * diverged lanes merge again.
 */
#ifndef CR_CG_H
#define CR_CG_H

#include "interp/front/ast.h"
#include "interp/vm/vm.h"

/* How the device code treats float arithmetic: nvcc's --ftz, --prec-div, --prec-sqrt, --fmad
 * and --use_fast_math (the same bits as cr_options.fp_mode's CR_FP_*); 0 = nvcc's defaults. */
#define CG_FP_FTZ 1u         /* --ftz=true: f32 operations flush subnormals (.ftz) */
#define CG_FP_APPROX_DIV 2u  /* --prec-div=false: f32 division is div.full / rcp.approx */
#define CG_FP_APPROX_SQRT 4u /* --prec-sqrt=false: sqrtf is sqrt.approx */
#define CG_FP_FAST_FUNCS 8u  /* --use_fast_math: expf, sinf, ... are __expf, __sinf, ... */
#define CG_FP_NO_FMAD 16u    /* --fmad=false: no product and add fused (contract.c not asked) */

/* The math function ID (BM_*) as the options FP_MODE compile it, in float or (F64) double:
 * under --use_fast_math BM_FAST_SIN for BM_SIN ..., sqrt.approx under --prec-sqrt=false,
 * __fdividef's form under --prec-div=false, the _NOFMAD forms under --fmad=false. */
int cg_fp_func(int id, bool f64, unsigned fp_mode);

/* Compile the device functions and variables of UNIT into PROG, their float code as FP_MODE
 * (CG_FP_*) says; errors go to D. Returns the number of errors. */
int cg_unit(vm_program *prog, parse_unit *unit, ty_basics *B, sess_arena *arena, sess_diags *d,
            unsigned fp_mode);

#endif
