/* <cooperative_groups.h> — its groups are device code's (include/device/cooperative_groups.h).
 * Host code sees only their names, as opaque classes of the same size, so that a class or a
 * function declaration that host code reads may name them (a class holding a
 * `const cg::grid_group &` whose member functions are device code). `namespace cg =
 * cooperative_groups;` and `using namespace cooperative_groups;` in host code are flattened
 * away as other namespaces are (docs/host-code.md). */
#ifndef _CR_COOPERATIVE_GROUPS_H
#define _CR_COOPERATIVE_GROUPS_H
#ifdef __cplusplus

namespace cooperative_groups {
class thread_group {
    unsigned int __cr_opaque[4];
};
class grid_group : public thread_group {};
class thread_block : public thread_group {};
class coalesced_group : public thread_group {};
template <unsigned int N> class thread_block_tile : public thread_group {};
} // namespace cooperative_groups

#endif
#endif
