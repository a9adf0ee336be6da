/* fma-contraction.cu under nvcc's --use_fast_math --fmad=false (this program's sidecar): the
   explicit --fmad=false wins over the --fmad=true that --use_fast_math implies: nothing is
   contracted. */
#include "fma-contraction.cu"
