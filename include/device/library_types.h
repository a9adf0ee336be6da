/* library_types.h: the same file as the host pass reads (include/host/library_types.h); the device pass
 * sees its kernels. */
#include "../host/library_types.h"
