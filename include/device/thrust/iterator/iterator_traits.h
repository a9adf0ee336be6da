/* <thrust/iterator/iterator_traits.h> in device code: the host pass's file */
#include "../../../host/thrust/iterator/iterator_traits.h"
