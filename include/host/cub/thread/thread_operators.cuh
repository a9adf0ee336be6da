/* <cub/thread/thread_operators.cuh>: cub::Sum, cub::Max, cub::Min, cub::ArgMax, cub::ArgMin (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
