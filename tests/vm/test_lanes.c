/* The lane helpers (interp/vm/lanes.h) as this build compiles them (SSE2 on x86-64): every
 * comparison kind of BR_I32/BRK_I32, lane equality, non-zero lanes and masked stores decide
 * exactly as the lane-by-lane reference in lanes_check.h. */
#include <criterion/criterion.h>

#include "tests/vm/lanes_check.h"

Test(lanes, helpers_agree_with_the_lane_by_lane_reference)
{
    cr_assert_eq(lanes_check(2000), 0);
}
