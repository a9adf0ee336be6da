/* <thrust/set_operations.h> in device code: the host pass's file */
#include "../../host/thrust/set_operations.h"
