// A child grid's fault is its parent's (CUDA C++ Programming Guide §4.18 "CUDA Dynamic
// Parallelism": a grid completes with its children): the host sees the launch fail at its next
// synchronisation, and the error is sticky.
#include <cstdio>

__global__ void child(int *p)
{
    p[threadIdx.x] = 1;
}

__global__ void parent(int *p)
{
    printf("parent\n");
    child<<<1, 1>>>(p);
}

int main()
{
    parent<<<1, 1>>>((int *)0x10);
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    printf("again: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
