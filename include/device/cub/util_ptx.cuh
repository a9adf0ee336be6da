/* <cub/util_ptx.cuh> in device code: the host pass's file */
#include "../../host/cub/util_ptx.cuh"
