/* <thrust/version.h> in device code: the host pass's file */
#include "../../host/thrust/version.h"
