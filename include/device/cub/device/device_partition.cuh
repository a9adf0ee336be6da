/* <cub/device/device_partition.cuh> in device code: the host pass's file */
#include "../../../host/cub/device/device_partition.cuh"
