/* <thrust/mr/new.h> in device code: the host pass's file */
#include "../../../host/thrust/mr/new.h"
