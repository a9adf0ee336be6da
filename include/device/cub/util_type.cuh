/* <cub/util_type.cuh> in device code: the host pass's file */
#include "../../host/cub/util_type.cuh"
