// sanitize: mem use-after-free
// The buffer is released with cudaFree before the launch, and the kernel then stores through the dangling pointer (Device Memory; cudaFree).
#include <cstdio>
#define N 4

__global__ void fill(int *p)
{
    p[threadIdx.x] = (int)threadIdx.x;   // BUG: p was freed before the launch
}

int main()
{
    int *d;
    cudaMalloc(&d, N * sizeof(int));
    cudaFree(d);
    fill<<<1, N>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    printf("kernel on freed pointer: %s\n", cudaGetErrorString(e));
    return 0;
}
