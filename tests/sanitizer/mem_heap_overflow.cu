// sanitize: mem heap-out-of-bounds
// Thread 0 of each block allocates blockDim.x ints with device malloc() but the block stores 2 * blockDim.x of them: the second half lands past the block's allocation (§5.3.7.4 malloc() and free()).
#include <cstdio>

__global__ void fill(int *sums)
{
    __shared__ int *buf;
    if (threadIdx.x == 0)
        buf = (int *)malloc(blockDim.x * sizeof(int));
    __syncthreads();
    if (buf == nullptr)
        return;
    buf[threadIdx.x] = threadIdx.x;
    buf[blockDim.x + threadIdx.x] = -1;     // BUG: past the end of the allocation
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (unsigned i = 0; i < blockDim.x; i++)
            s += buf[i];
        sums[blockIdx.x] = s;
        free(buf);
    }
}

int main()
{
    int *d, h = 0;
    cudaMalloc(&d, sizeof(int));
    fill<<<1, 64>>>(d);
    cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum = %d (expected 2016)\n", h);
    cudaFree(d);
    return 0;
}
