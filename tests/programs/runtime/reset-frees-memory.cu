// cudaDeviceReset() frees every allocation (CUDA C++ Programming Guide, 2.3.3.1 Global Memory:
// "cudaDeviceReset also frees all allocated memory"): the free memory cudaMemGetInfo reports
// comes back, and the runtime allocates again afterwards.
#include <cstdio>

int main()
{
    size_t before, after, t;
    int *a, *b, *m;
    cudaMalloc(&a, 64 << 20);
    cudaMalloc(&b, 1000);
    cudaMallocManaged(&m, 4096);
    cudaFree(b);
    cudaMemGetInfo(&before, &t);
    printf("reset: %d\n", (int)cudaDeviceReset());
    cudaMemGetInfo(&after, &t);
    printf("64 MiB back: %s\n", after >= before + (64 << 20) ? "yes" : "no");
    int *c;
    printf("malloc after reset: %d\n", (int)cudaMalloc(&c, 16));
    printf("free: %d\n", (int)cudaFree(c));
    return 0;
}
