/* The lane helpers as the executor's AVX2 copy compiles them (this file is built with -mavx2;
 * see the Makefile): the same reference as test_lanes.c, on CPUs that have AVX2. */
#include <criterion/criterion.h>

#include "tests/vm/lanes_check.h"

#ifdef __AVX2__
Test(lanes_avx2, helpers_agree_with_the_lane_by_lane_reference)
{
    if (!__builtin_cpu_supports("avx2"))
        cr_skip_test("this CPU has no AVX2; the executor runs the SSE2 copy");
    cr_assert_eq(lanes_check(2000), 0);
}
#endif
