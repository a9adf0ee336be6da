// cudaDeviceSynchronize in device code was removed in CUDA 12 (CUDA C++ Programming Guide §4.18
// "CUDA Dynamic Parallelism": CDP2 has no explicit synchronisation with child grids); nvcc
// rejects the call. nvcc 13 says:
//   cdp-device-sync.cu(11): error: calling a __host__ function("cudaDeviceSynchronize") from a
//   __global__ function("parent") is not allowed
//   cdp-device-sync.cu(11): error: identifier "cudaDeviceSynchronize" is undefined in device code
#include <cstdio>

__global__ void child() {}

__global__ void parent()
{
    child<<<1, 1>>>();
    cudaDeviceSynchronize();
}

int main()
{
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
