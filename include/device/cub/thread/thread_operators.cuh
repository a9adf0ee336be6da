/* <cub/thread/thread_operators.cuh> in device code: the host pass's file */
#include "../../../host/cub/thread/thread_operators.cuh"
