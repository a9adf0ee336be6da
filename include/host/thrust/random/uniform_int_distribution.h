/* <thrust/random/uniform_int_distribution.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../__cr_thrust"
#include "../__cr_random"
