/* <thrust/reverse.h> in device code: the host pass's file */
#include "../../host/thrust/reverse.h"
