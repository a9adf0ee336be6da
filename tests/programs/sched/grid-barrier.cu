// Blocks that are resident at the same time can wait for each other: here every block of a
// 100-block grid (1024 threads each; an H200 holds 2 per SM, 264 at once) arrives at a
// grid-wide barrier made of an atomic counter and a spin, so no block can finish before the
// last one has started. cudarepl first interleaves a small window of blocks (so that their
// state stays in cache) and widens it when blocks stop finishing; the program must complete.
// Expected output: what CUDA's co-residency guarantees (all blocks pass, each sees 100).
#include <stdio.h>

__device__ unsigned arrived;
__device__ unsigned seen_min = 0xffffffffu;

__global__ void grid_barrier(void)
{
    if (threadIdx.x == 0) {
        atomicAdd(&arrived, 1u);
        while (atomicAdd(&arrived, 0u) < gridDim.x) {
        }
        atomicMin(&seen_min, atomicAdd(&arrived, 0u));
    }
    __syncthreads();
}

int main(void)
{
    grid_barrier<<<100, 1024>>>();
    cudaError_t e = cudaDeviceSynchronize();
    unsigned a = 0, m = 0;
    cudaMemcpyFromSymbol(&a, arrived, sizeof a);
    cudaMemcpyFromSymbol(&m, seen_min, sizeof m);
    printf("%s: %u blocks arrived, each saw at least %u\n", cudaGetErrorName(e), a, m);
    return 0;
}
