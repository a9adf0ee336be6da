/* <cooperative_groups/memcpy_async.h> (CUDA C++ Programming Guide §2.3.6, "memcpy_async" of
 * cooperative groups): a group copies bytes together; wait / wait_prior make them visible to
 * the group. cudarepl copies at once, each thread its part, so a wait is the group's sync. */
#ifndef _CR_CG_MEMCPY_ASYNC_H
#define _CR_CG_MEMCPY_ASYNC_H

#include <cooperative_groups.h>
#include <cuda/barrier>

namespace cooperative_groups {

template <class Group>
__device__ inline void memcpy_async(const Group &group, void *dst, const void *src, unsigned long size)
{
    cuda::__cr_copy_part(dst, src, size, group.thread_rank(), group.size());
}

/* the typed form: COUNT elements of T */
template <class Group, class T>
__device__ inline void memcpy_async(const Group &group, T *dst, unsigned long dst_count, const T *src,
                                    unsigned long src_count)
{
    unsigned long n = dst_count < src_count ? dst_count : src_count;
    cuda::__cr_copy_part(dst, src, n * sizeof(T), group.thread_rank(), group.size());
}

template <class Group>
__device__ inline void wait(const Group &group)
{
    group.sync();
}

template <unsigned int Prior, class Group>
__device__ inline void wait_prior(const Group &group)
{
    group.sync();
}

} /* namespace cooperative_groups */

#endif
