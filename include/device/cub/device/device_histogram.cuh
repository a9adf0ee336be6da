/* <cub/device/device_histogram.cuh> in device code: the host pass's file */
#include "../../../host/cub/device/device_histogram.cuh"
