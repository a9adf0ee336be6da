// sanitize: race shared RAW
// Tree reduction with a __syncthreads() only before the loop: step k reads partial sums that other threads write in step k-1 with no barrier between the steps (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 256

__global__ void reduce(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    for (unsigned stride = N / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        // BUG: missing __syncthreads() here
    }
    if (tid == 0)
        *out = s[0];
}

int main()
{
    int h[N], r = 0, *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = i % 10;
    int expect = 0;
    for (int i = 0; i < N; i++) expect += h[i];
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof(int));
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    reduce<<<1, N>>>(d_in, d_out);
    cudaMemcpy(&r, d_out, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum = %d (expected %d)\n", r, expect);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
