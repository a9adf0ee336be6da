/* <cub/util_debug.cuh> in device code: the host pass's file */
#include "../../host/cub/util_debug.cuh"
