// seed 000 §5.4.6.5 (warp shuffle functions), example 3, intrinsics version: a butterfly
// reduction across the warp with __shfl_xor_sync. The guide's program verbatim (comments
// translated); the expected output is the H200's (the threads of one warp print in lane order).
#include <stdio.h>

__global__ void warp_reduce_kernel() {
    int laneId = threadIdx.x % 32;
    int value = 31 - laneId; // the starting value to accumulate
    // a butterfly reduction with the XOR pattern;
    // a whole-warp reduction takes log2(32) == 5 steps
    for (int i = 1; i <= 16; i *= 2)
        value += __shfl_xor_sync(0xFFFFFFFF, value, i);
    // "value" now holds the sum over all threads
    printf("Thread %d final value = %d\n", threadIdx.x, value);
}

int main() {
    warp_reduce_kernel<<<1, 32>>>();
    cudaDeviceSynchronize();
    return 0;
}
