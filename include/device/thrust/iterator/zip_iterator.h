/* <thrust/iterator/zip_iterator.h> in device code: the host pass's file */
#include "../../../host/thrust/iterator/zip_iterator.h"
