// sanitize: clean
// Lanes 8..15 of each thread_block_tile<16> return before the tile's sync(): exited threads are ignored by __syncwarp (§5.4.6.6 Warp __sync Intrinsic Constraints), so the remaining lanes' tile.sync() is well defined and orders their shared-memory accesses (§2.3.6 Cooperative Groups).
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
    if (tile.thread_rank() >= 8)
        return;
    s[tid] = (int)tid;
    tile.sync();
    out[tid] = s[tid ^ 1];
}

int main()
{
    int r[N], *d;
    cudaMalloc(&d, sizeof r);
    cudaMemset(d, 0, sizeof r);
    k<<<1, N>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[1] = %d out[16] = %d out[17] = %d\n", cudaGetErrorString(e), r[0], r[1],
           r[16], r[17]);
    cudaFree(d);
    return 0;
}
