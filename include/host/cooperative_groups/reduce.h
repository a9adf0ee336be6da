/* <cooperative_groups/reduce.h> — device code's (include/device/cooperative_groups/reduce.h); host
 * code sees nothing from it. */
