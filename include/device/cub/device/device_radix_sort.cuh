/* <cub/device/device_radix_sort.cuh> in device code: the host pass's file */
#include "../../../host/cub/device/device_radix_sort.cuh"
