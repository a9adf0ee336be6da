/* <thrust/set_operations.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "__cr_thrust"
