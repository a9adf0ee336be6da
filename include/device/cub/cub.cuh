/* <cub/cub.cuh> in device code: the host pass's file */
#include "../../host/cub/cub.cuh"
