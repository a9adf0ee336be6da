/* <tmmintrin.h> in device code: the host pass's file (host functions, as under nvcc) */
#include "../host/tmmintrin.h"
