/* <cub/util_type.cuh>: cub::KeyValuePair, cub::DoubleBuffer, cub::NullType (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
