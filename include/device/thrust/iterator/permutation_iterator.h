/* <thrust/iterator/permutation_iterator.h> in device code: the host pass's file */
#include "../../../host/thrust/iterator/permutation_iterator.h"
