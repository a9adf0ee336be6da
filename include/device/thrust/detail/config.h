/* <thrust/detail/config.h> in device code: the host pass's file */
#include "../../../host/thrust/detail/config.h"
