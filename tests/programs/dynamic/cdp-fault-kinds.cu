// runs: 0 | 1 | 2
// What the host sees when a grid stores through a small address (CUDA C++ Programming Guide
// §4.18 "CUDA Dynamic Parallelism": a child's fault is its parent's launch failing): run 0, a
// kernel the host launched stores at 0x10; run 1, a child stores at address 0 through a pointer
// it was passed; run 2, a child grid stores at 0x10. An H200 reports cudaErrorIllegalAddress
// for all three: a null pointer made at run time is an illegal address (a pointer nvcc can see
// is null is a trap instead, cudaErrorLaunchFailure: device/runtime-faults@3).
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
