/* <cub/util_macro.cuh>: CUB_MIN, CUB_MAX (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
