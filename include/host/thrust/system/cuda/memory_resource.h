/* <thrust/system/cuda/memory_resource.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../../__cr_thrust"
