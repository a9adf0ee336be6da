// sanitize: mem heap-double-free
// A thread frees the block its malloc() returned twice: calling free() again with the same pointer is undefined behaviour (§5.3.7.4 malloc() and free()).
#include <cstdio>

__global__ void k(int *out)
{
    int *p = (int *)malloc(4 * sizeof(int));
    p[0] = 7;
    out[threadIdx.x] = p[0];
    free(p);
    free(p);                        // BUG: p was freed on the line above
}

int main()
{
    int *d;
    cudaMalloc(&d, sizeof(int));
    k<<<1, 1>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    printf("sync: %s\n", cudaGetErrorString(e));
    cudaFree(d);
    return 0;
}
