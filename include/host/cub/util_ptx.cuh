/* <cub/util_ptx.cuh>: cub::LaneId, cub::WarpId (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
