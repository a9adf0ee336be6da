// sanitize: race shared RAW dynamic
// Reversal through dynamically sized extern __shared__ memory with no __syncthreads() between the writes and the reversed reads (§5.4.1.2.1 __shared__ Memory; §5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 128

__global__ void reverse(const float *in, float *out)
{
    extern __shared__ float buf[];
    unsigned tid = threadIdx.x;
    buf[tid] = in[tid];
    // BUG: missing __syncthreads()
    out[tid] = buf[blockDim.x - 1 - tid];
}

int main()
{
    float h[N], r[N], *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = (float)i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    reverse<<<1, N, N * sizeof(float)>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out[0] = %g out[127] = %g (expected 127 0)\n", r[0], r[N - 1]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
