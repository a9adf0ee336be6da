// sanitize: sync divergent-syncthreads
// Threads 0..15 wait at a __syncthreads() inside if (threadIdx.x < 16) while the other 48 threads (still running) wait at a different __syncthreads() after the if: a barrier in non-uniform conditional code (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 64

__global__ void k(int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = (int)tid;
    if (tid < 16) {
        __syncthreads();            // BUG: only threads 0..15 reach this barrier
        s[tid] += 100;
    }
    __syncthreads();
    out[tid] = s[tid];
}

int main()
{
    int r[N], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, N>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[16] = %d out[63] = %d (expected 100 16 63)\n",
           cudaGetErrorString(e), r[0], r[16], r[63]);
    cudaFree(d);
    return 0;
}
