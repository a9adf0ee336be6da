/* <thrust/iterator/iterator_traits.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../__cr_thrust"
