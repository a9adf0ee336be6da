/* <cub/thread/thread_scan.cuh> in device code: the host pass's file */
#include "../../../host/cub/thread/thread_scan.cuh"
