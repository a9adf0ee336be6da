/* <thrust/zip_function.h>: cudarepl's Thrust (docs/libraries.md, "Thrust"): zip_function and
 * make_zip_function */
#include "__cr_thrust"
