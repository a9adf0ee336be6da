/* <cooperative_groups/memcpy_async.h>: device code only (include/device/cooperative_groups/memcpy_async.h); host code sees nothing from it. */
