/* <cooperative_groups/scan.h> — device code's (include/device/cooperative_groups/scan.h); host
 * code sees nothing from it. */
