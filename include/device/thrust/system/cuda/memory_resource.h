/* <thrust/system/cuda/memory_resource.h> in device code: the host pass's file (its kernels and function objects) */
#include "../../../../host/thrust/system/cuda/memory_resource.h"
