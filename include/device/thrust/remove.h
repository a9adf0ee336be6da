/* <thrust/remove.h> in device code: the host pass's file */
#include "../../host/thrust/remove.h"
