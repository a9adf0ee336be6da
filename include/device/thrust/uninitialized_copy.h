/* <thrust/uninitialized_copy.h> in device code: the host pass's file */
#include "../../host/thrust/uninitialized_copy.h"
