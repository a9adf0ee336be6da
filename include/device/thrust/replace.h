/* <thrust/replace.h> in device code: the host pass's file */
#include "../../host/thrust/replace.h"
