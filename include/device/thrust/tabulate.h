/* <thrust/tabulate.h> in device code: the host pass's file */
#include "../../host/thrust/tabulate.h"
