/* <thrust/mr/disjoint_pool.h>: cudarepl's Thrust (docs/libraries.md, "Thrust"): its memory resources */
#include "../__cr_thrust"
