// fast-math.cu compiled without --use_fast_math: nvcc's defaults, each construct precise.
#include "fast-math.cu"
