// runs: 0 | 2
// What the host sees when a grid stores through a small address (CUDA C++ Programming Guide
// §4.18 "CUDA Dynamic Parallelism": a child's fault is its parent's launch failing): run 0, a
// kernel the host launched stores at 0x10; run 2, a child grid stores at 0x10. An H200 reports
// cudaErrorIllegalAddress for both, and for run 1 too, where a child stores at address 0 through
// a pointer it was passed; cudarepl reports a store below 0x10 as cudaErrorLaunchFailure, which
// is what an H200 reports for a store through a pointer nvcc sees is null (a trap), so run 1 is
// the one place where it differs.
#include <cstdio>
#include <cstdlib>

__global__ void store(int *p)
{
    *p = 1;
}

__global__ void parent(int *p)
{
    store<<<1, 1>>>(p);
}

int main(int argc, char **argv)
{
    int which = argc > 1 ? atoi(argv[1]) : 0;
    if (which == 0)
        store<<<1, 1>>>((int *)0x10);
    else
        parent<<<1, 1>>>(which == 1 ? (int *)0 : (int *)0x10);
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
