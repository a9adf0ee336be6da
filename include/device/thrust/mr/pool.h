/* <thrust/mr/pool.h> in device code: the host pass's file */
#include "../../../host/thrust/mr/pool.h"
