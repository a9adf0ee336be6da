/* <cub/thread/thread_reduce.cuh>: cub::ThreadReduce (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
