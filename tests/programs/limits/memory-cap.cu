// Device memory takes host memory only where it is written, and no more than a cap (issue 18:
// "the process never asks the host for more than a configured cap"): --memory-cap=SIZE,
// $CUDAREPL_MEMORY_CAP, or half the host's memory. A cudaMalloc is free until written (100 GiB
// succeeds, as on the H200); a cudaMemset past the cap fails with cudaErrorMemoryAllocation
// and a warning; a kernel that writes past it is stopped, with where its warps were.
#include <cstdio>

__global__ void touch_pages(char *p)
{
    size_t page = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    p[page * 4096] = 1;
}

int main()
{
    char *big = 0;
    printf("100 GiB: %s\n", cudaGetErrorName(cudaMalloc((void **)&big, 100ull << 30)));
    printf("memset 8 MiB: %s\n", cudaGetErrorName(cudaMemset(big, 1, 8 << 20)));
    printf("memset 128 MiB: %s\n", cudaGetErrorName(cudaMemset(big, 1, 128 << 20)));
    touch_pages<<<256, 256>>>(big); /* 65536 pages: 256 MiB */
    printf("kernel: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
