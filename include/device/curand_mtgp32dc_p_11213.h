/* cuRAND MTGP32: the same file as the host pass reads (include/host/curand_mtgp32dc_p_11213.h). */
#include "../host/curand_mtgp32dc_p_11213.h"
