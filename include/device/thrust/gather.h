/* <thrust/gather.h> in device code: the host pass's file */
#include "../../host/thrust/gather.h"
