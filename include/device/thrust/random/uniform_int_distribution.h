/* <thrust/random/uniform_int_distribution.h> in device code: the host pass's file */
#include "../../../host/thrust/random/uniform_int_distribution.h"
