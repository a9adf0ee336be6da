/* <thrust/adjacent_difference.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "__cr_thrust"
