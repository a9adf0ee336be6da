/* <cooperative_groups/reduce.h> for device code (CUDA C++ Programming Guide §2.3.6,
 * Cooperative Groups): cg::reduce over a tile or a coalesced group, with the function objects
 * cg::plus, less, greater, bit_and, bit_or and bit_xor (or any callable taking two values).
 *
 * The values are combined in CUDA's order, so that floating-point results round as on the
 * GPU: a tile by butterfly (shfl_xor from half the tile down); a tile of several warps warp by
 * warp, then the warps' results pairwise (<cooperative_groups.h>); a coalesced group whose size is
 * a power of two by shfl_down, then rank 0's value to all; another by an inclusive scan over
 * its ranks, then the last rank's value to all. */
#ifndef _CR_CG_REDUCE_H
#define _CR_CG_REDUCE_H

#include <cooperative_groups.h>

namespace cooperative_groups {

template <class T> struct plus {
    __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
    __device__ T operator()(T a, T b) const { return a < b ? a : b; }
};
template <class T> struct greater {
    __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
    __device__ T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
    __device__ T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
    __device__ T operator()(T a, T b) const { return a ^ b; }
};

/* this member's inclusive scan of VAL over the ranks of the coalesced group G (Hillis and
 * Steele: at step i, the value i ranks below joins) */
template <class T, class Op>
__device__ T __cg_coalesced_scan(const coalesced_group &g, T val, Op op)
{
    unsigned int rank = g.thread_rank(), size = g.size();
    for (unsigned int i = 1; i < size; i *= 2) {
        T below = __shfl_sync(g.__mask, val, i <= rank ? g.__cg_lane_of(rank - i) : __cg_lane(), 32);
        if (i <= rank)
            val = op(val, below);
    }
    return val;
}

template <class T, class Op>
__device__ T reduce(const coalesced_group &g, T val, Op op)
{
    unsigned int size = g.size();
    if ((size & (size - 1)) == 0) {
        for (unsigned int d = size / 2; d > 0; d /= 2)
            val = op(val, g.shfl_down(val, d));
        return g.shfl(val, 0);
    }
    return g.shfl(__cg_coalesced_scan(g, val, op), size - 1);
}

template <unsigned int N, class T, class Op>
__device__ T reduce(const thread_block_tile<N> &g, T val, Op op)
{
    if constexpr (N > 32) {
        /* each warp as a tile of 32 (or its lanes, in a partial warp); the warps' results
         * pairwise, the first half with the second */
        unsigned int lanes = __cg_warp_lanes();
        if (lanes == 0xffffffffu)
            val = reduce(thread_block_tile<32>(0, 1), val, op);
        else
            val = reduce(coalesced_group(lanes), val, op);
        T part[32];
        unsigned int w = __cg_mw_gather(N, val, part);
        for (unsigned int m = w / 2; m > 0; m /= 2)
            for (unsigned int i = 0; i < m; i++)
                part[i] = op(part[i], part[i + m]);
        return part[0];
    } else {
        for (unsigned int m = N / 2; m > 0; m /= 2)
            val = op(val, g.shfl_xor(val, m));
        return val;
    }
}

} /* namespace cooperative_groups */

#endif
