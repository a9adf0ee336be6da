/* cuRAND device API: the same file as the host pass reads (include/host/curand_kernel.h). */
#include "../host/curand_kernel.h"
