// cooperative_groups' reduce_update_async and reduce_store_async (CUDA C++ Programming Guide
// §2.3.6, Cooperative Groups, <cooperative_groups/reduce.h>): the group's values reduced with
// op, then one member updates the cuda::atomic_ref with op atomically (update) or stores the
// result to it or through a pointer (store); the results are there once the group has synced.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>

namespace cg = cooperative_groups;

__global__ void k(int *total, int *lo, int *hi, unsigned *bits, int *per_tile, int *last)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int v = (int)threadIdx.x * 3 - 100; // -100, -97, ..., 665 over 256 threads

    cuda::atomic_ref<int, cuda::thread_scope_device> sum(*total);
    cg::reduce_update_async(tile, sum, v, cg::plus<int>());
    cuda::atomic_ref<int, cuda::thread_scope_device> least(*lo), most(*hi);
    cg::reduce_update_async(tile, least, v, cg::less<int>());
    cg::reduce_update_async(tile, most, v, cg::greater<int>());
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> mask(*bits);
    cg::reduce_update_async(tile, mask, 1u << (threadIdx.x / 8), cg::bit_or<unsigned>());

    // each tile's sum through a pointer (block 0's: both blocks' are the same, and two blocks
    // storing to one int would race); tile 7's also into an atomic_ref (atomic: no race)
    if (blockIdx.x == 0)
        cg::reduce_store_async(tile, per_tile + tile.meta_group_rank(), v, cg::plus<int>());
    if (tile.meta_group_rank() == 7) {
        cuda::atomic_ref<int, cuda::thread_scope_device> l(*last);
        cg::reduce_store_async(tile, l, v, cg::plus<int>());
    }
    tile.sync();
}

int main()
{
    int *total, *lo, *hi, *per_tile, *last;
    unsigned *bits;
    cudaMallocManaged(&total, sizeof(int));
    cudaMallocManaged(&lo, sizeof(int));
    cudaMallocManaged(&hi, sizeof(int));
    cudaMallocManaged(&bits, sizeof(unsigned));
    cudaMallocManaged(&per_tile, 8 * sizeof(int));
    cudaMallocManaged(&last, sizeof(int));
    *total = 1000;
    *lo = 0;
    *hi = 0;
    *bits = 0x80000000u;
    *last = 0;
    k<<<2, 256>>>(total, lo, hi, bits, per_tile, last);
    cudaDeviceSynchronize();
    printf("total %d (1000 + 2 blocks of %d)\n", *total, (*total - 1000) / 2);
    printf("least %d, most %d, bits %08x\n", *lo, *hi, *bits);
    printf("per tile:");
    for (int i = 0; i < 8; i++)
        printf(" %d", per_tile[i]);
    printf("\nlast tile %d\n", *last);
    return 0;
}
