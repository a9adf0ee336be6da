// cg::invoke_one_broadcast (CUDA C++ Programming Guide §2.3.6, Cooperative Groups): one member
// of a tile or a coalesced group calls the function, and all members get its result. The usual
// use: one atomicAdd per tile reserves room for the whole tile in an output buffer.
#include <algorithm>
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;

__global__ void reserve(int *counter, int *base, float *scaled)
{
    cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
    base[threadIdx.x] = cg::invoke_one_broadcast(tile, [&]() { return atomicAdd(counter, 8); });
    if (threadIdx.x % 3 == 0) {
        cg::coalesced_group g = cg::coalesced_threads(); // lanes 0, 3, 6, ...: rank 0 is lane 0 of each warp
        scaled[threadIdx.x / 3] = cg::invoke_one_broadcast(
            g, [](float x, float y) { return x * 0.5f + y; }, 3.0f, (float)threadIdx.x);
    }
}

int main()
{
    int *counter, *base;
    float *scaled;
    cudaMallocManaged(&counter, sizeof(int));
    cudaMallocManaged(&base, 64 * sizeof(int));
    cudaMallocManaged(&scaled, 22 * sizeof(float));
    *counter = 1000;
    reserve<<<1, 64>>>(counter, base, scaled);
    cudaDeviceSynchronize();
    // the tiles reserve in an order the GPU picks: each tile's members agree, and the bases are
    // 1000, 1008, ... in some order
    int bases[8], agree = 1;
    for (int t = 0; t < 8; t++) {
        bases[t] = base[8 * t];
        for (int i = 1; i < 8; i++)
            agree &= base[8 * t + i] == bases[t];
    }
    std::sort(bases, bases + 8);
    printf("each tile's members agree: %d\nbases:", agree);
    for (int t = 0; t < 8; t++)
        printf(" %d", bases[t]);
    printf("\ncounter %d\nscaled:", *counter);
    for (int i = 0; i < 22; i++)
        printf(" %.1f", scaled[i]);
    printf("\n");
    return 0;
}
