/* <cub/version.cuh> in device code: the host pass's file */
#include "../../host/cub/version.cuh"
