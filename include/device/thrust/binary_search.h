/* <thrust/binary_search.h> in device code: the host pass's file */
#include "../../host/thrust/binary_search.h"
