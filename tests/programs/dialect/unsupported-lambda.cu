// Host dialect: a lambda in host code is C++ beyond the dialect (docs/host-dialect.md):
// reported once, at the lambda, not as a cascade of C errors; nothing runs (exit status 1).
#include <stdio.h>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main()
{
    int *p;
    cudaMallocManaged(&p, 32 * sizeof(int));
    fill<<<1, 32>>>(p);
    cudaDeviceSynchronize();
    auto square = [](int x) { return x * x; };
    printf("%d\n", square(p[3]));
    return 0;
}
