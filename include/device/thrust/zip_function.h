/* <thrust/zip_function.h> in device code: the host pass's file */
#include "../../host/thrust/zip_function.h"
