/* <cub/util_macro.cuh> in device code: the host pass's file */
#include "../../host/cub/util_macro.cuh"
