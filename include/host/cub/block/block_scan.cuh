/* <cub/block/block_scan.cuh>: cub::BlockScan (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
