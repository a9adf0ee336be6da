/* <thrust/mr/allocator.h> in device code: the host pass's file */
#include "../../../host/thrust/mr/allocator.h"
