/* The printf FIFO on an H200 (seed 002 §5.3.7.2): its size limit, and what is shown when a
   kernel prints more than the FIFO holds (the seed: older output is overwritten). */
#include <stdio.h>

__global__ void many(int n)
{
    int i;
    if (threadIdx.x == 0)
        for (i = 0; i < n; i++)
            printf("line %4d of %d: %s\n", i, n, "0123456789abcdef0123456789abcdef");
}

int main(void)
{
    size_t lim = 0;
    cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize);
    printf("default fifo: %llu\n", (unsigned long long)lim);
    cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4096);
    cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize);
    printf("fifo: %llu\n", (unsigned long long)lim);
    fflush(stdout);
    many<<<1, 32>>>(10);
    cudaDeviceSynchronize();
    fflush(stdout);
    many<<<1, 32>>>(400);
    cudaDeviceSynchronize();
    fflush(stdout);
    printf("error: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
