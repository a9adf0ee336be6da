// sanitize: mem out-of-bounds
// Off-by-one bounds check (i <= n) lets thread n store one int past the end of an n-element cudaMalloc allocation (Device Memory).
#include <cstdio>
#define N 8

__global__ void fill(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= n)                      // BUG: should be i < n
        p[i] = i;
}

int main()
{
    int r[N], *d;
    cudaMalloc(&d, N * sizeof(int));
    fill<<<1, 32>>>(d, N);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; p[7] = %d\n", cudaGetErrorString(e), r[7]);
    cudaFree(d);
    return 0;
}
