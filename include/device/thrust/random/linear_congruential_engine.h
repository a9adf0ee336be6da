/* <thrust/random/linear_congruential_engine.h> in device code: the host pass's file */
#include "../../../host/thrust/random/linear_congruential_engine.h"
