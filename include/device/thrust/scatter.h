/* <thrust/scatter.h> in device code: the host pass's file */
#include "../../host/thrust/scatter.h"
