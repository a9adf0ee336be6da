/* <cub/device/device_histogram.cuh>: cub::DeviceHistogram (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
