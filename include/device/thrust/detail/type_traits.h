/* <thrust/detail/type_traits.h> in device code: the host pass's file */
#include "../../../host/thrust/detail/type_traits.h"
