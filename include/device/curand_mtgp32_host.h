/* cuRAND MTGP32: the same file as the host pass reads (include/host/curand_mtgp32_host.h). */
#include "../host/curand_mtgp32_host.h"
