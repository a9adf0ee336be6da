/* <cub/util_debug.cuh>: CubDebug, CubDebugExit (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
