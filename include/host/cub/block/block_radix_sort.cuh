/* <cub/block/block_radix_sort.cuh>: cub::BlockRadixSort (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
