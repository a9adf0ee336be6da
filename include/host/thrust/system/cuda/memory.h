/* <thrust/system/cuda/memory.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../../__cr_thrust"
