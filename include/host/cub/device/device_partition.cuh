/* <cub/device/device_partition.cuh>: cub::DevicePartition (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
