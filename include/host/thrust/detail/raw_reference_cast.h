/* <thrust/detail/raw_reference_cast.h>: cudarepl's Thrust (docs/libraries.md, "Thrust"):
 * thrust::raw_reference_cast, the element a device_reference is */
#include "../__cr_thrust"
