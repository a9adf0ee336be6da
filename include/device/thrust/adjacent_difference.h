/* <thrust/adjacent_difference.h> in device code: the host pass's file */
#include "../../host/thrust/adjacent_difference.h"
