// sanitize: sync divergent-syncthreads
// __syncthreads() inside if (threadIdx.x < 16) in a block of 64: the condition is not uniform across the block, which the guide says is likely to hang or produce unintended side effects (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 64

__global__ void k(int *out)
{
    __shared__ int s[16];
    unsigned tid = threadIdx.x;
    if (tid < 16) {
        s[tid] = (int)tid * 2;
        __syncthreads();            // BUG: only 16 of 64 threads reach this barrier
        out[tid] = s[(tid + 1) % 16];
    } else {
        out[tid] = -1;
    }
}

int main()
{
    int r[N], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, N>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[15] = %d out[16] = %d (expected 2 0 -1)\n",
           cudaGetErrorString(e), r[0], r[15], r[16]);
    cudaFree(d);
    return 0;
}
