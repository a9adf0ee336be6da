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

/* reduce_update_async and reduce_store_async: the group's reduction, then one member (rank 0)
 * combines it with a cuda::atomic_ref atomically (update: op's atomic, plus -> fetch_add, less ->
 * fetch_min, greater -> fetch_max, the bit ops -> fetch_and/or/xor) or stores it, to an
 * atomic_ref or through a pointer. The result is in place for the group after its next sync. */
template <class R, class T> __device__ void __cg_update(R &r, T v, plus<T>) { r.fetch_add(v); }
template <class R, class T> __device__ void __cg_update(R &r, T v, less<T>) { r.fetch_min(v); }
template <class R, class T> __device__ void __cg_update(R &r, T v, greater<T>) { r.fetch_max(v); }
template <class R, class T> __device__ void __cg_update(R &r, T v, bit_and<T>) { r.fetch_and(v); }
template <class R, class T> __device__ void __cg_update(R &r, T v, bit_or<T>) { r.fetch_or(v); }
template <class R, class T> __device__ void __cg_update(R &r, T v, bit_xor<T>) { r.fetch_xor(v); }

template <class D> struct __cg_store_to {
    template <class T> static __device__ void store(D &d, T v) { d.store(v); }
};
template <class T> struct __cg_store_to<T *> {
    static __device__ void store(T *p, T v) { *p = v; }
};

template <class G, class R, class T, class Op>
__device__ void reduce_update_async(const G &g, R &dst, const T &val, Op op)
{
    T r = reduce(g, val, op);
    if (g.thread_rank() == 0)
        __cg_update(dst, r, op);
}

template <class G, class D, class T, class Op>
__device__ void reduce_store_async(const G &g, D dst, const T &val, Op op)
{
    T r = reduce(g, val, op);
    if (g.thread_rank() == 0)
        __cg_store_to<D>::store(dst, r);
}

} /* namespace cooperative_groups */

#endif
