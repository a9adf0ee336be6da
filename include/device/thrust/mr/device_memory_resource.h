/* <thrust/mr/device_memory_resource.h> in device code: the host pass's file */
#include "../../../host/thrust/mr/device_memory_resource.h"
