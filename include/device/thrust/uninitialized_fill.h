/* <thrust/uninitialized_fill.h> in device code: the host pass's file */
#include "../../host/thrust/uninitialized_fill.h"
