/* cuRAND MTGP32: the same file as the host pass reads (include/host/curand_mtgp32.h). */
#include "../host/curand_mtgp32.h"
