/* fma-contraction.cu under nvcc's --fmad=false (this program's sidecar): no shape is contracted.
   nvcc's PTX has mul.rn.f32 / add.rn.f32 (mul.rn.f64 / add.rn.f64) for every product and add,
   which ptxas may not fuse, so each line prints the unfused result: 0x1p-12 for a*b + m,
   0 for a*b - c*d, 0x1p-26 for the doubles' a*b - 1. */
#include "fma-contraction.cu"
