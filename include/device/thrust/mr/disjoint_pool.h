/* <thrust/mr/disjoint_pool.h> in device code: the host pass's file */
#include "../../../host/thrust/mr/disjoint_pool.h"
