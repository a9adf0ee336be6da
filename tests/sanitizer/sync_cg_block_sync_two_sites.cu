// sanitize: sync divergent-syncthreads cooperative-groups
// The block's sync() of cooperative groups is __syncthreads() (CUDA C++ Programming Guide §2.3.6 Cooperative Groups): threads 0..15 wait at a block.sync() inside if (threadIdx.x < 16) while the other 48 threads wait at another block.sync() after it, a barrier in non-uniform conditional code (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define N 64

__global__ void k(int *out)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ int s[N];
    unsigned tid = block.thread_rank();
    s[tid] = (int)tid;
    if (tid < 16) {
        block.sync();               // BUG: only threads 0..15 reach this sync
        s[tid] += 100;
    }
    block.sync();
    out[tid] = s[tid];
}

int main()
{
    int r[N], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, N>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[16] = %d out[63] = %d\n", cudaGetErrorString(e), r[0], r[16], r[63]);
    cudaFree(d);
    return 0;
}
