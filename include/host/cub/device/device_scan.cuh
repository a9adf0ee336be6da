/* <cub/device/device_scan.cuh>: cub::DeviceScan (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
