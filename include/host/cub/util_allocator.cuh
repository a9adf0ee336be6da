/* <cub/util_allocator.cuh>: cub::CachingDeviceAllocator (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
