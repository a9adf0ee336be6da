/* <cub/block/block_reduce.cuh> in device code: the host pass's file */
#include "../../../host/cub/block/block_reduce.cuh"
