/* <cub/device/device_select.cuh> in device code: the host pass's file */
#include "../../../host/cub/device/device_select.cuh"
