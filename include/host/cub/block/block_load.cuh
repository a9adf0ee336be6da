/* <cub/block/block_load.cuh>: cub::BlockLoad (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
