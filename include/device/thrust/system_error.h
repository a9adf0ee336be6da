/* <thrust/system_error.h> in device code: the host pass's file */
#include "../../host/thrust/system_error.h"
