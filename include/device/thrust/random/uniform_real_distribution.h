/* <thrust/random/uniform_real_distribution.h> in device code: the host pass's file */
#include "../../../host/thrust/random/uniform_real_distribution.h"
