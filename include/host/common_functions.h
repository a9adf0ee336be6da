/* <common_functions.h>: internal to CUDA's headers; nvcc warns that it is not to be included directly and
 * will go, and so does cudarepl. What it declares comes with <cuda_runtime.h>. */
#warning "common_functions.h is internal to CUDA's headers and will be removed: include <cuda_runtime.h> instead"
#include "cuda_runtime.h"
