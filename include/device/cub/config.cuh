/* <cub/config.cuh> in device code: the host pass's file */
#include "../../host/cub/config.cuh"
