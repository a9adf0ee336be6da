/* <cub/thread/thread_load.cuh>: (nothing of its own) (every CUB header of cudarepl gives all of __cr_cub) */
#include "../__cr_cub"
