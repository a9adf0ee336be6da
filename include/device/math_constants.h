/* <math_constants.h> in device code: the host pass's file (CUDART_PI_F, CUDART_INF, ...). */
#include "../host/math_constants.h"
