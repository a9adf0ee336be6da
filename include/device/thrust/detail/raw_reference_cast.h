/* <thrust/detail/raw_reference_cast.h> in device code: the host pass's file */
#include "../../../host/thrust/detail/raw_reference_cast.h"
