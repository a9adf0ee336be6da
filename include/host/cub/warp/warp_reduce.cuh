/* <cub/warp/warp_reduce.cuh>: cub::WarpReduce (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
