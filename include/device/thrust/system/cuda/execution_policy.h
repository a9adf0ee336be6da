/* <thrust/system/cuda/execution_policy.h> in device code: the host pass's file */
#include "../../../../host/thrust/system/cuda/execution_policy.h"
