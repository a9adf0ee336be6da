/* <thrust/pair.h> in device code: the host pass's file */
#include "../../host/thrust/pair.h"
