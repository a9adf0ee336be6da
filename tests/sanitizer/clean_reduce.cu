// sanitize: clean
// Shared-memory tree reduction with a __syncthreads() after the load and after every step, so every read of s[tid + stride] sees the completed previous step (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define BS 256
#define BLOCKS 2

__global__ void reduce(const int *in, int *out)
{
    __shared__ int s[BS];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * BS + tid];
    __syncthreads();
    for (unsigned stride = BS / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = s[0];
}

int main()
{
    int h[BS * BLOCKS], r[BLOCKS], *d_in, *d_out, expect = 0;
    for (int i = 0; i < BS * BLOCKS; i++) { h[i] = i % 7; expect += h[i]; }
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    reduce<<<BLOCKS, BS>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("block sums = %d %d, total = %d (expected %d)\n", r[0], r[1], r[0] + r[1], expect);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
