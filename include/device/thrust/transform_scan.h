/* <thrust/transform_scan.h> in device code: the host pass's file */
#include "../../host/thrust/transform_scan.h"
