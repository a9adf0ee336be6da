/* <cub/block/block_scan.cuh> in device code: the host pass's file */
#include "../../../host/cub/block/block_scan.cuh"
