/* <thrust/unique.h> in device code: the host pass's file */
#include "../../host/thrust/unique.h"
