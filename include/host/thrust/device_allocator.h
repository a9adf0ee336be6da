/* <thrust/device_allocator.h>: cudarepl's Thrust (docs/libraries.md, "Thrust"):
 * thrust::device_allocator */
#include "__cr_thrust"
