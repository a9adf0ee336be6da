/* <thrust/random/discard_block_engine.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../__cr_thrust"
#include "../__cr_random"
