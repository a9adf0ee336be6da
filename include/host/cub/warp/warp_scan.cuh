/* <cub/warp/warp_scan.cuh>: cub::WarpScan (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
