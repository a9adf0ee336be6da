/* <cub/util_allocator.cuh> in device code: the host pass's file */
#include "../../host/cub/util_allocator.cuh"
