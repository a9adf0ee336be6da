/* <cub/warp/warp_reduce.cuh> in device code: the host pass's file */
#include "../../../host/cub/warp/warp_reduce.cuh"
