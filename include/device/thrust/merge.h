/* <thrust/merge.h> in device code: the host pass's file */
#include "../../host/thrust/merge.h"
