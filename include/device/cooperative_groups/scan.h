/* <cooperative_groups/scan.h> for device code (CUDA C++ Programming Guide §2.3.6, Cooperative
 * Groups): cg::inclusive_scan and cg::exclusive_scan over a tile or a coalesced group, with
 * cg::plus by default or any function object of <cooperative_groups/reduce.h>.
 *
 * As CUDA computes them (Hillis and Steele over the ranks, the value d ranks below joining at
 * step d); an exclusive scan is the inclusive one moved up a rank, and rank 0 gets T() (so an
 * exclusive scan with less or greater gives 0 there, as on the GPU). */
#ifndef _CR_CG_SCAN_H
#define _CR_CG_SCAN_H

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cooperative_groups {

/* a tile of several warps: each warp's scan as a tile of 32; the scanned totals of the warps
 * before this one join. *BEFORE: that prefix (*HAS_BEFORE false in the first warp) */
template <unsigned int N, class T, class Op>
__device__ T __cg_mw_scan(T val, Op op, T *before, bool *has_before)
{
    unsigned int lanes = __cg_warp_lanes(), lane = __cg_lane();
    for (unsigned int d = 1; d < 32; d *= 2) {
        T below = __shfl_up_sync(lanes, val, d);
        if (d <= lane)
            val = op(val, below);
    }
    T total = __shfl_sync(lanes, val, 31 - __clz(lanes));
    T part[32];
    unsigned int w = __cg_mw_gather(N, total, part);
    /* the warps' totals scanned as the lanes are (Hillis and Steele: an H200's float sums
     * agree bit for bit) */
    for (unsigned int d = 1; d < w; d *= 2)
        for (unsigned int i = w - 1; i >= d; i--)
            part[i] = op(part[i], part[i - d]);
    unsigned int mine = (__cg_block_rank() & (N - 1)) / 32;
    *has_before = mine > 0;
    if (mine > 0) {
        *before = part[mine - 1];
        val = op(val, part[mine - 1]);
    }
    return val;
}

template <unsigned int N, class T, class Op>
__device__ T inclusive_scan(const thread_block_tile<N> &g, T val, Op op)
{
    if constexpr (N > 32) {
        T before;
        bool has;
        return __cg_mw_scan<N>(val, op, &before, &has);
    } else {
        unsigned int rank = g.thread_rank();
        for (unsigned int d = 1; d < N; d *= 2) {
            T below = g.shfl_up(val, d);
            if (d <= rank)
                val = op(val, below);
        }
        return val;
    }
}

template <class T, class Op>
__device__ T inclusive_scan(const coalesced_group &g, T val, Op op)
{
    if (g.size() == 32) {
        for (unsigned int d = 1; d < 32; d *= 2) {
            T below = g.shfl_up(val, d);
            if (d <= g.thread_rank())
                val = op(val, below);
        }
        return val;
    }
    return __cg_coalesced_scan(g, val, op);
}

template <unsigned int N, class T, class Op>
__device__ T exclusive_scan(const thread_block_tile<N> &g, T val, Op op)
{
    if constexpr (N > 32) {
        T before;
        bool has;
        T in = __cg_mw_scan<N>(val, op, &before, &has);
        T up = __shfl_up_sync(__cg_warp_lanes(), in, 1);
        if (__cg_lane() == 0)
            return has ? before : (T)0;
        return up;
    } else {
        T up = g.shfl_up(inclusive_scan(g, val, op), 1);
        return g.thread_rank() == 0 ? (T)0 : up;
    }
}

template <class T, class Op>
__device__ T exclusive_scan(const coalesced_group &g, T val, Op op)
{
    T up = g.shfl_up(inclusive_scan(g, val, op), 1);
    return g.thread_rank() == 0 ? (T)0 : up;
}

template <unsigned int N, class T>
__device__ T inclusive_scan(const thread_block_tile<N> &g, T val)
{
    return inclusive_scan(g, val, plus<T>());
}

template <class T>
__device__ T inclusive_scan(const coalesced_group &g, T val)
{
    return inclusive_scan(g, val, plus<T>());
}

template <unsigned int N, class T>
__device__ T exclusive_scan(const thread_block_tile<N> &g, T val)
{
    return exclusive_scan(g, val, plus<T>());
}

template <class T>
__device__ T exclusive_scan(const coalesced_group &g, T val)
{
    return exclusive_scan(g, val, plus<T>());
}

} /* namespace cooperative_groups */

#endif
