// coalesced_threads() and the partitions of a warp (CUDA C++ Programming Guide §2.3.6,
// Cooperative Groups): warp-aggregated atomics (one atomicAdd per group of active threads, as
// NVIDIA's filtering example does it), a coalesced group's ranks, shuffles, votes and matches
// inside a branch, labeled_partition and binary_partition of a warp, and a coalesced group
// cut into tiles. What an H200 printed.
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

// the active threads take consecutive slots with one atomicAdd
__device__ int atomicAggInc(int *counter)
{
    cg::coalesced_group active = cg::coalesced_threads();
    int base;
    if (active.thread_rank() == 0)
        base = atomicAdd(counter, active.size());
    return active.shfl(base, 0) + active.thread_rank();
}

__global__ void filter_k(int *dst, int *nres, const int *src, int n)
{
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n && src[i] > 0)
        dst[atomicAggInc(nres)] = src[i];
}

__global__ void in_branch(int *out)
{
    int lane = threadIdx.x % 32;
    int *o = out + 10 * threadIdx.x;
    for (int k = 0; k < 10; k++)
        o[k] = -1;
    if (lane % 3 == 0) {
        cg::coalesced_group g = cg::coalesced_threads(); // lanes 0, 3, ..., 30
        o[0] = g.thread_rank();
        o[1] = g.size();
        o[2] = g.shfl(lane, 4);
        o[3] = g.shfl_down(lane, 2);
        o[4] = g.shfl_up(lane, 3);
        o[5] = g.ballot(lane % 2 == 0);
        o[6] = g.any(lane == 9) * 10 + g.all(lane < 31);
        o[7] = g.match_any(lane / 8);
        cg::coalesced_group four = cg::tiled_partition(g, 4);
        o[8] = four.thread_rank() * 100 + four.size() * 10 + four.meta_group_rank();
        o[9] = cg::reduce(g, lane, cg::plus<int>());
    }
}

__global__ void partitions(const int *keys, int *out, int *bucket_counts)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int key = keys[block.thread_rank()];
    // the threads of a warp with the same bucket work together
    cg::coalesced_group same = cg::labeled_partition(warp, key % 4);
    if (same.thread_rank() == 0)
        atomicAdd(&bucket_counts[key % 4], same.size());
    cg::coalesced_group side = cg::binary_partition(warp, key >= 50);
    int *o = out + 4 * block.thread_rank();
    o[0] = same.thread_rank() * 100 + same.size();
    o[1] = cg::reduce(same, key, cg::greater<int>());
    o[2] = side.thread_rank() * 100 + side.size();
    o[3] = cg::reduce(side, key, cg::plus<int>());
}

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main()
{
    const int n = 300;
    int *src, *dst, *nres;
    cudaMallocManaged(&src, n * sizeof(int));
    cudaMallocManaged(&dst, n * sizeof(int));
    cudaMallocManaged(&nres, sizeof(int));
    int expect = 0;
    for (int i = 0; i < n; i++) {
        src[i] = (i * 7919) % 23 - 11;
        expect += src[i] > 0;
    }
    *nres = 0;
    filter_k<<<3, 128>>>(dst, nres, src, n);
    cudaDeviceSynchronize();
    qsort(dst, *nres, sizeof(int), cmp);
    long sum = 0;
    for (int i = 0; i < *nres; i++)
        sum += dst[i];
    printf("filter: %d of %d kept (expected %d), sum %ld, first %d last %d\n", *nres, n, expect,
           sum, dst[0], dst[*nres - 1]);

    int *out;
    cudaMallocManaged(&out, 64 * 10 * sizeof(int));
    in_branch<<<1, 64>>>(out);
    cudaDeviceSynchronize();
    printf("coalesced group of lanes 0, 3, ..., 30 (rank size shfl down up ballot vote match tile4 sum):\n");
    for (int t = 0; t < 64; t += 3) {
        int *o = out + 10 * t;
        if (o[0] < 0)
            continue;
        printf("  t%-2d %2d %2d %2d %2d %2d %04x %2d %04x %3d %d\n", t, o[0], o[1], o[2], o[3], o[4],
               o[5], o[6], o[7], o[8], o[9]);
    }

    int *keys, *counts;
    cudaMallocManaged(&keys, 64 * sizeof(int));
    cudaMallocManaged(&counts, 4 * sizeof(int));
    for (int i = 0; i < 64; i++)
        keys[i] = (i * 37 + 11) % 97;
    for (int b = 0; b < 4; b++)
        counts[b] = 0;
    partitions<<<1, 64>>>(keys, out, counts);
    cudaDeviceSynchronize();
    printf("buckets: %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
    for (int t = 0; t < 64; t += 6) {
        int *o = out + 4 * t;
        printf("  t%-2d key %2d: labeled %3d max %2d | binary %4d sum %d\n", t, keys[t], o[0], o[1],
               o[2], o[3]);
    }
    return 0;
}
