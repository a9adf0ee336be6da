/* <thrust/mr/device_memory_resource.h>: cudarepl's Thrust (docs/libraries.md, "Thrust"): its memory resources */
#include "../__cr_thrust"
