/* <cub/version.cuh>: CUB_VERSION (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
