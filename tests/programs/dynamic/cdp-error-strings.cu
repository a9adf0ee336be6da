// The device runtime's cudaGetErrorString and cudaGetErrorName (CUDA C++ Programming Guide §4.18
// "CUDA Dynamic Parallelism"), for the errors a device-side launch returns.
#include <cstdio>

__global__ void child() {}

__global__ void parent()
{
    child<<<1, 4096>>>();
    cudaError_t e = cudaGetLastError();
    printf("%d %s: %s\n", (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
    e = cudaErrorLaunchPendingCountExceeded;
    printf("%d %s: %s\n", (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
    e = cudaSuccess;
    printf("%d %s: %s\n", (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
}

int main()
{
    parent<<<1, 1>>>();
    printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
