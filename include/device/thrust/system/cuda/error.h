/* <thrust/system/cuda/error.h> in device code: the host pass's file */
#include "../../../../host/thrust/system/cuda/error.h"
