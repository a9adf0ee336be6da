/* <thrust/for_each.h> in device code: the host pass's file (its kernels and function objects) */
#include "../../host/thrust/for_each.h"
