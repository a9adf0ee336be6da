/* <thrust/system/cuda/vector.h> in device code: the host pass's file (its kernels and function objects) */
#include "../../../../host/thrust/system/cuda/vector.h"
