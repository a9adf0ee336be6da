// sanitize: mem misaligned
// A 4-byte int store through (char *)p + 1, an address that is not a multiple of 4; global memory accesses must be naturally aligned to the access size (Device Memory Accesses).
#include <cstdio>

__global__ void poke(int *p)
{
    *(int *)((char *)p + 1) = 7;     // BUG: misaligned 4-byte store
}

int main()
{
    int *d;
    cudaMalloc(&d, 16 * sizeof(int));
    cudaMemset(d, 0, 16 * sizeof(int));
    poke<<<1, 1>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    printf("misaligned store: %s\n", cudaGetErrorString(e));
    cudaFree(d);
    return 0;
}
