// fast-math.cu compiled with --fmad=false (this program's sidecar) and no --use_fast_math: its
// products and adds stay mul.rn / add.rn, fmaf stays fma.rn, and the math library is unchanged
// (its FMAs are its own), so it prints what fast-math-precise.cu prints.
#include "fast-math.cu"
