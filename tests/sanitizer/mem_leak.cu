// sanitize: mem leak
// A 1024-byte cudaMalloc allocation is used by a kernel but never released with cudaFree before the program exits (Device Memory; cudaFree).
#include <cstdio>
#define N 256

__global__ void fill(int *p)
{
    p[threadIdx.x] = (int)threadIdx.x * 2;
}

int main()
{
    int r = -1, *d;
    cudaMalloc(&d, N * sizeof(int));   // BUG: never freed
    fill<<<1, N>>>(d);
    cudaMemcpy(&r, d + N - 1, sizeof(int), cudaMemcpyDeviceToHost);
    printf("p[255] = %d (expected 510)\n", r);
    return 0;
}
