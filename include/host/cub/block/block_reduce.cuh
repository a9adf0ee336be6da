/* <cub/block/block_reduce.cuh>: cub::BlockReduce (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
