/* <thrust/device_allocator.h> in device code: the host pass's file (its kernels and function objects) */
#include "../../host/thrust/device_allocator.h"
