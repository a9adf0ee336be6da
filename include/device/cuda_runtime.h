#ifndef _CR_CUDA_RUNTIME_H
#define _CR_CUDA_RUNTIME_H
/* In device code CUDA's types and built-ins are known to the compiler; the host part of this
 * header (the runtime API) is include/host/cuda_runtime.h. Like nvcc's, it brings in the math
 * constants (crt/math_functions.h includes <math.h>). */
#include <stddef.h>
#include <limits.h>
#include <math.h>
#endif
