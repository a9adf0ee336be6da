/* <cub/block/block_store.cuh>: cub::BlockStore (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
