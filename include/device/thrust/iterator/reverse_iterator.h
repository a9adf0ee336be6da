/* <thrust/iterator/reverse_iterator.h> in device code: the host pass's file */
#include "../../../host/thrust/iterator/reverse_iterator.h"
