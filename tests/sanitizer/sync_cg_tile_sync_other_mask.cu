// sanitize: sync tile-sync-mask-overlap cooperative-groups
// Lanes 0..3 of each thread_block_tile<8> call tile.sync(), __syncwarp(mask of the tile's 8 lanes), while lanes 4..7 call __syncwarp() with the whole warp's mask: concurrent calls whose masks overlap and differ (§5.4.6.6 Warp __sync Intrinsic Constraints; §2.3.6 Cooperative Groups).
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define N 32

__global__ void k(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
    __shared__ int s[N];
    unsigned tid = block.thread_rank();
    s[tid] = (int)tid;
    if (tile.thread_rank() < 4)
        tile.sync();                // BUG: the rest of the tile calls another sync
    else
        __syncwarp();
    out[tid] = s[tid ^ 1];
}

int main()
{
    int r[N], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, N>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[5] = %d\n", cudaGetErrorString(e), r[0], r[5]);
    cudaFree(d);
    return 0;
}
