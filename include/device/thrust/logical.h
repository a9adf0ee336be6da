/* <thrust/logical.h> in device code: the host pass's file */
#include "../../host/thrust/logical.h"
