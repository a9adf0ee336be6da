/* <thrust/tuple.h> in device code: the host pass's file */
#include "../../host/thrust/tuple.h"
