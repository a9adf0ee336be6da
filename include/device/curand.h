/* cuRAND host API: the same file as the host pass reads (include/host/curand.h); the device pass
 * sees its kernels. */
#include "../host/curand.h"
