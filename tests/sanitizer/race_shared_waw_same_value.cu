// sanitize: race shared WAW benign-same-value
// Every thread with a positive input stores the same constant 1 to one __shared__ flag in the same phase: a formal write-write conflict that is benign because all values are equal (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 128

__global__ void any_positive(const int *in, int *out)
{
    __shared__ int flag;
    unsigned tid = threadIdx.x;
    if (tid == 0)
        flag = 0;
    __syncthreads();
    if (in[tid] > 0)
        flag = 1;                   // many writers, all store the same value
    __syncthreads();
    if (tid == 0)
        *out = flag;
}

int main()
{
    int h[N], r = -1, *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = i - 10;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof(int));
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    any_positive<<<1, N>>>(d_in, d_out);
    cudaMemcpy(&r, d_out, sizeof(int), cudaMemcpyDeviceToHost);
    printf("any positive = %d (expected 1)\n", r);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
