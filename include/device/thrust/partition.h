/* <thrust/partition.h> in device code: the host pass's file */
#include "../../host/thrust/partition.h"
