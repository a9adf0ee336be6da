/* <cub/block/block_radix_sort.cuh> in device code: the host pass's file */
#include "../../../host/cub/block/block_radix_sort.cuh"
