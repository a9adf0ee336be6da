// Device memory: a cudaMalloc beyond the H200's 141 GB is cudaErrorMemoryAllocation; one of
// 100 GiB succeeds at once and costs the host only the pages that are written (fresh device
// memory is zero here, but a cudaMalloc used to write all 100 GiB of zeros first). Memory that
// is freed and allocated again reads as zero too.
#include <cstdio>

__global__ void touch(char *p, size_t last)
{
    p[0] = 1;
    p[last] = 2;
}

int main()
{
    void *p = 0;
    printf("1 TiB: %s\n", cudaGetErrorName(cudaMalloc(&p, 1ull << 40)));
    char *big = 0;
    size_t n = 100ull << 30;
    printf("100 GiB: %s\n", cudaGetErrorName(cudaMalloc((void **)&big, n)));
    touch<<<1, 1>>>(big, n - 1);
    char ends[2];
    cudaMemcpy(&ends[0], big, 1, cudaMemcpyDeviceToHost);
    cudaMemcpy(&ends[1], big + n - 1, 1, cudaMemcpyDeviceToHost);
    printf("ends: %d %d\n", ends[0], ends[1]);
    cudaFree(big);
    char *again = 0;
    cudaMalloc((void **)&again, 1 << 20);
    cudaMemset(again, 7, 1 << 20);
    cudaFree(again);
    cudaMalloc((void **)&again, 1 << 20);
    char c = 1;
    cudaMemcpy(&c, again + 12345, 1, cudaMemcpyDeviceToHost);
    printf("reused: %d\n", c);
    return 0;
}
