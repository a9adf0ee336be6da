/* fma-contraction.cu under nvcc's --use_fast_math (this program's sidecar): sinf, cosf and sqrtf
   become the SFU's sin.approx, cos.approx and sqrt.approx, which have no branches, so a product
   made before them is fused into the add after them (before_sinf, before_cosf, before_sqrtf),
   where the precise functions' branches keep it apart. */
#include "fma-contraction.cu"
