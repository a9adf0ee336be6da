/* <thrust/system/cuda/vector.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../../__cr_thrust"
