/* <cub/device/device_reduce.cuh>: cub::DeviceReduce (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
