// order-insensitive
// Host dialect: cudaLaunchKernelEx(&config, kernel, args...) with the kernel's arguments passed
// directly (the CUDA runtime's C++ template, which converts each argument to the kernel's
// parameter type), and dim3 temporaries in the configuration. The expected output is an
// H200's (nvcc -arch=sm_90); its two blocks print in no fixed order.
#include <stdio.h>

struct pair { int a; float b; };

__global__ void show(float f, int i, const int *p, pair q, bool flag)
{
    printf("block %d thread %d: f %.2f i %d *p %d q %d %.1f flag %d\n", blockIdx.x, threadIdx.x, f, i,
           *p, q.a, q.b, flag);
}

__global__ void counter(unsigned long long *c)
{
    atomicAdd(c, 1ull);
}

__global__ void empty() {}

int main()
{
    int *d_v;
    cudaMalloc(&d_v, sizeof(int));
    int seven = 7;
    cudaMemcpy(d_v, &seven, sizeof seven, cudaMemcpyHostToDevice);
    cudaLaunchConfig_t config = {0};
    config.gridDim = dim3(2);
    config.blockDim = dim3{1};
    pair q = {3, 4.5f};
    cudaError_t e = cudaLaunchKernelEx(&config, show, 5, 2.9, d_v, q, 17);
    cudaDeviceSynchronize();
    printf("launch 1: %d\n", (int)e);
    unsigned long long *d_c, h_c = 0;
    cudaMalloc(&d_c, sizeof *d_c);
    cudaMemset(d_c, 0, sizeof *d_c);
    config.gridDim = dim3(3, 2);
    config.blockDim = dim3(8, 4);
    e = cudaLaunchKernelEx(&config, counter, d_c);
    cudaMemcpy(&h_c, d_c, sizeof h_c, cudaMemcpyDeviceToHost);
    printf("launch 2: %d, %llu threads\n", (int)e, h_c);
    e = cudaLaunchKernelEx(&config, empty);
    printf("launch 3: %d\n", (int)e);
    config.blockDim = dim3(2048);
    e = cudaLaunchKernelEx(&config, empty);
    printf("launch 4 (2048 threads): %s, last error %s\n", cudaGetErrorName(e),
           cudaGetErrorName(cudaGetLastError()));
    cudaDeviceSynchronize();
    return 0;
}
