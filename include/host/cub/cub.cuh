/* <cub/cub.cuh>: all of the CUB that cudarepl provides (every CUB header of cudarepl gives all of __cr_cub) */
#include "__cr_cub"
