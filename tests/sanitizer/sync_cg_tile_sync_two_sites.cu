// sanitize: sync tile-sync-two-sites cooperative-groups
// A thread_block_tile<16>'s sync() is __syncwarp(mask of its 16 lanes) (§2.3.6 Cooperative Groups): lanes 0..7 of each tile call it inside if (tile.thread_rank() < 8) and lanes 8..15 at the sync() after it, so the tile's threads do not reach the same call (§5.4.6.6 Warp __sync Intrinsic Constraints: every thread of the mask calls it at the same program point).
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define N 32

__global__ void k(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    __shared__ int s[N];
    unsigned tid = block.thread_rank();
    s[tid] = (int)tid;
    if (tile.thread_rank() < 8) {
        tile.sync();                // BUG: only half of the tile calls this sync
        s[tid] += s[tid + 8];
    }
    tile.sync();
    out[tid] = s[tid];
}

int main()
{
    int r[N], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, N>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[8] = %d out[16] = %d\n", cudaGetErrorString(e), r[0], r[8], r[16]);
    cudaFree(d);
    return 0;
}
