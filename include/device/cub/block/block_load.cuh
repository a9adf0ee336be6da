/* <cub/block/block_load.cuh> in device code: the host pass's file */
#include "../../../host/cub/block/block_load.cuh"
