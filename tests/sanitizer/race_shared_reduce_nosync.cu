// sanitize: race shared RAW
// Tree reduction with no __syncthreads() at all: a thread reads s[tid + stride] before (or while) its owner writes it (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 128

__global__ void reduce(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    // BUG: no barrier after the load and none inside the loop
    for (unsigned stride = N / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
    }
    if (tid == 0)
        *out = s[0];
}

int main()
{
    int h[N], r = 0, *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = i + 1;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof(int));
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    reduce<<<1, N>>>(d_in, d_out);
    cudaMemcpy(&r, d_out, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum = %d (expected %d)\n", r, N * (N + 1) / 2);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
