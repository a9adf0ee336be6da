// sanitize: race shared WAW
// Threads 0 and 32 (different warps) store different values to one __shared__ word in the same phase, so which value survives is unspecified (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>

__global__ void pick(int *out)
{
    __shared__ int winner;
    unsigned tid = threadIdx.x;
    if (tid == 0 || tid == 32)
        winner = (int)tid + 1;      // BUG: two writers, different values, no ordering
    __syncthreads();
    if (tid == 0)
        *out = winner;
}

int main()
{
    int r = 0, *d_out;
    cudaMalloc(&d_out, sizeof(int));
    pick<<<1, 64>>>(d_out);
    cudaMemcpy(&r, d_out, sizeof(int), cudaMemcpyDeviceToHost);
    printf("winner = %d (1 or 33)\n", r);
    cudaFree(d_out);
    return 0;
}
