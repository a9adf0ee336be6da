// cudaDeviceReset() frees every allocation (CUDA C++ Programming Guide, 2.3.3.1 Global Memory:
// "cudaDeviceReset also frees all allocated memory"), as cudaMemGetInfo shows: cudaMalloc's
// memory comes back. A block of cudaMallocAsync's that nobody freed does not: an H200 kept
// counting its 32 MiB as used after the reset (2026-12-05), and cudarepl does as it did; freed
// before the reset, it comes back. The runtime allocates again afterwards.
#include <cstdio>

static long free_memory()
{
    size_t f, t;
    cudaMemGetInfo(&f, &t);
    return (long)f;
}

int main()
{
    long f0 = free_memory();
    int *a;
    cudaMalloc(&a, 64 << 20);
    cudaDeviceReset();
    printf("cudaMalloc 64 MiB, reset: %ld KiB\n", (free_memory() - f0) / 1024);
    f0 = free_memory();
    cudaMallocAsync(&a, 32 << 20, 0);
    cudaStreamSynchronize(0);
    printf("cudaMallocAsync 32 MiB: %ld KiB\n", (free_memory() - f0) / 1024);
    cudaDeviceReset();
    printf("then reset: %ld KiB\n", (free_memory() - f0) / 1024);
    f0 = free_memory();
    cudaMallocAsync(&a, 32 << 20, 0);
    cudaFreeAsync(a, 0);
    cudaStreamSynchronize(0);
    printf("cudaMallocAsync 32 MiB, freed: %ld KiB\n", (free_memory() - f0) / 1024);
    cudaDeviceReset();
    printf("then reset: %ld KiB\n", (free_memory() - f0) / 1024);
    int *c;
    printf("malloc after reset: %d\n", (int)cudaMalloc(&c, 16));
    printf("free: %d\n", (int)cudaFree(c));
    return 0;
}
