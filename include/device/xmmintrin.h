/* <xmmintrin.h> in device code: the host pass's file (host functions, as under nvcc) */
#include "../host/xmmintrin.h"
