/* <cooperative_groups.h> — its groups are device code's (include/device/cooperative_groups.h);
 * host code sees nothing from it. `namespace cg = cooperative_groups;` and `using namespace
 * cooperative_groups;` in host code are flattened away as other namespaces are
 * (docs/host-code.md). */
#ifndef _CR_COOPERATIVE_GROUPS_H
#define _CR_COOPERATIVE_GROUPS_H
#endif
