// sanitize: clean
// __syncthreads() inside if (blockIdx.x == 0): allowed because the condition evaluates identically for every thread of the block (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 64

__global__ void k(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * N + tid];
    __syncthreads();
    if (blockIdx.x == 0) {          // block-uniform: block 0 reverses, block 1 copies
        int v = s[N - 1 - tid];
        __syncthreads();
        s[tid] = v;
        __syncthreads();
    }
    out[blockIdx.x * N + tid] = s[tid];
}

int main()
{
    int h[2 * N], r[2 * N], *d_in, *d_out;
    for (int i = 0; i < 2 * N; i++) h[i] = i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<2, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out[0] = %d out[63] = %d out[64] = %d out[127] = %d (expected 63 0 64 127)\n",
           r[0], r[63], r[64], r[127]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
