/* <cub/device/device_reduce.cuh> in device code: the host pass's file */
#include "../../../host/cub/device/device_reduce.cuh"
