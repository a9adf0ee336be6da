/* <thrust/mr/polymorphic_adaptor.h> in device code: the host pass's file */
#include "../../../host/thrust/mr/polymorphic_adaptor.h"
