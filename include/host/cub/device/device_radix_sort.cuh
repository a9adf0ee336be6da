/* <cub/device/device_radix_sort.cuh>: cub::DeviceRadixSort (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
