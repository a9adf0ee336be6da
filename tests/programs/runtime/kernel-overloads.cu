// Overloaded kernels (C++ overloading applies to __global__ functions, CUDA C++ Programming
// Guide §14.5 "C++ Language Support"): a launch picks the kernel by its arguments, and a
// declared overload that is never defined nor launched is allowed (NVIDIA's
// cdpAdvancedQuicksort sample declares one in its header).
#include <stdio.h>

__global__ void fill(int *a, int v);
__global__ void fill(int *a, int v, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        a[i] = v + i;
}
__global__ void fill(float *a, float v) { a[threadIdx.x] = v * (threadIdx.x + 1); }

int main()
{
    int *a;
    float *f;
    cudaMallocManaged(&a, 8 * sizeof(int));
    cudaMallocManaged(&f, 4 * sizeof(float));
    fill<<<1, 4>>>(a, 10, 8);
    fill<<<1, 4>>>(f, 2.5f);
    cudaDeviceSynchronize();
    printf("int: %d %d %d, float: %g %g\n", a[0], a[3], a[7], f[0], f[3]);
    return 0;
}
