/* <cub/device/device_select.cuh>: cub::DeviceSelect (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
