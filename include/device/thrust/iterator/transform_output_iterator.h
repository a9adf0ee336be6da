/* <thrust/iterator/transform_output_iterator.h> in device code: the host pass's file */
#include "../../../host/thrust/iterator/transform_output_iterator.h"
