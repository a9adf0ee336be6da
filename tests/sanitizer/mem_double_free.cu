// sanitize: mem double-free
// The same device pointer is passed to cudaFree twice; the second call frees memory that is no longer allocated (Device Memory; cudaFree).
#include <cstdio>

__global__ void fill(int *p)
{
    p[threadIdx.x] = (int)threadIdx.x;
}

int main()
{
    int *d, r = -1;
    cudaMalloc(&d, 32 * sizeof(int));
    fill<<<1, 32>>>(d);
    cudaMemcpy(&r, d + 31, sizeof(int), cudaMemcpyDeviceToHost);
    printf("p[31] = %d\n", r);
    printf("first cudaFree: %s\n", cudaGetErrorString(cudaFree(d)));
    printf("second cudaFree: %s\n", cudaGetErrorString(cudaFree(d)));   // BUG
    return 0;
}
