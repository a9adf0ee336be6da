/* <smmintrin.h> in device code: the host pass's file (host functions, as under nvcc) */
#include "../host/smmintrin.h"
