/* cublas_v2.h: the same file as the host pass reads (include/host/cublas_v2.h); the device pass
 * sees its kernels. */
#include "../host/cublas_v2.h"
