/* <thrust/iterator/transform_input_output_iterator.h>: cudarepl's Thrust (docs/libraries.md, "Thrust") */
#include "../__cr_thrust"
