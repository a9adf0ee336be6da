// cudaDeviceReset() frees every allocation (CUDA C++ Programming Guide, 2.3.3.1 Global Memory:
// "cudaDeviceReset also frees all allocated memory"): the free memory that cudaMemGetInfo
// reports comes back (cudaMalloc's, cudaMallocManaged's and cudaMallocAsync's), and the runtime
// allocates again afterwards.
#include <cstdio>

int main()
{
    size_t before, after, t;
    int *a, *b, *m, *q;
    cudaMalloc(&a, 64 << 20);
    cudaMallocAsync(&q, 32 << 20, 0);
    cudaStreamSynchronize(0);
    cudaMalloc(&b, 1000);
    cudaMallocManaged(&m, 4096);
    cudaFree(b);
    cudaMemGetInfo(&before, &t);
    printf("reset: %d\n", (int)cudaDeviceReset());
    cudaMemGetInfo(&after, &t);
    printf("96 MiB back: %s\n", after >= before + (96 << 20) ? "yes" : "no");
    int *c;
    printf("malloc after reset: %d\n", (int)cudaMalloc(&c, 16));
    printf("free: %d\n", (int)cudaFree(c));
    return 0;
}
