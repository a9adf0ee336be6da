// sanitize: race global RAW managed
// Block 1 reads the managed word that block 0 writes, with nothing ordering the two (no fence and flag, no atomic; blocks have no barrier in common): a data race in managed memory, which kernels access as global memory (§5.4.4.3 Memory Fence Functions).
#include <cstdio>

__global__ void handover(int *box, int *seen)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        box[0] = 42;                // BUG: block 1 reads it unordered
    if (threadIdx.x == 0 && blockIdx.x == 1)
        seen[0] = box[0];
}

int main()
{
    int *box, *seen;
    cudaMallocManaged(&box, sizeof(int));
    cudaMallocManaged(&seen, sizeof(int));
    box[0] = 0;
    seen[0] = -1;
    handover<<<2, 32>>>(box, seen);
    cudaDeviceSynchronize();
    printf("box = %d, seen = %d (0 or 42)\n", box[0], seen[0]);
    cudaFree(box);
    cudaFree(seen);
    return 0;
}
