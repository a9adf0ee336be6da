/* cublas_api.h: the same file as the host pass reads (include/host/cublas_api.h); the device pass
 * sees its kernels. */
#include "../host/cublas_api.h"
