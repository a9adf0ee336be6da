/* <cub/warp/warp_scan.cuh> in device code: the host pass's file */
#include "../../../host/cub/warp/warp_scan.cuh"
