/* <thrust/random.h> in device code: the host pass's file */
#include "../../host/thrust/random.h"
