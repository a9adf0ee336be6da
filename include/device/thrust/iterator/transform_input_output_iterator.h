/* <thrust/iterator/transform_input_output_iterator.h> in device code: the host pass's file */
#include "../../../host/thrust/iterator/transform_input_output_iterator.h"
