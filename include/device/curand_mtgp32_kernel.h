/* cuRAND MTGP32: the same file as the host pass reads (include/host/curand_mtgp32_kernel.h). */
#include "../host/curand_mtgp32_kernel.h"
