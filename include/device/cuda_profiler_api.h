/* cuda_profiler_api.h: host functions only */
#include "cuda_runtime.h"
