/* <thrust/random/subtract_with_carry_engine.h> in device code: the host pass's file */
#include "../../../host/thrust/random/subtract_with_carry_engine.h"
