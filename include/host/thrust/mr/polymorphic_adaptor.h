/* <thrust/mr/polymorphic_adaptor.h>: cudarepl's Thrust (docs/libraries.md, "Thrust"): its memory resources */
#include "../__cr_thrust"
