/* <thrust/random/linear_congruential_engine.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../__cr_thrust"
#include "../__cr_random"
