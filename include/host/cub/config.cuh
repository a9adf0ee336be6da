/* <cub/config.cuh>: CUB's version macros (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
