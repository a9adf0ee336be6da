/* <thrust/mr/memory_resource.h> in device code: the host pass's file */
#include "../../../host/thrust/mr/memory_resource.h"
