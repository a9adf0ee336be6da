// sanitize: clean
// Per-block histogram in __shared__ memory: zeroing, then atomicAdd on shared bins, then atomicAdd into global bins, with __syncthreads() between the phases (§5.4.5 Atomic Functions; §5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define BINS 16
#define N 4096

__global__ void hist(const unsigned char *data, int n, unsigned *bins)
{
    __shared__ unsigned local[BINS];
    if (threadIdx.x < BINS)
        local[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i] % BINS], 1u);
    __syncthreads();
    if (threadIdx.x < BINS)
        atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

int main()
{
    static unsigned char h[N];
    unsigned r[BINS], expect[BINS] = {0}, *d_bins;
    unsigned char *d_data;
    int bad = 0;
    for (int i = 0; i < N; i++) { h[i] = (unsigned char)((i * 7) % 251); expect[h[i] % BINS]++; }
    cudaMalloc(&d_data, N);
    cudaMalloc(&d_bins, sizeof r);
    cudaMemcpy(d_data, h, N, cudaMemcpyHostToDevice);
    cudaMemset(d_bins, 0, sizeof r);
    hist<<<4, 256>>>(d_data, N, d_bins);
    cudaMemcpy(r, d_bins, sizeof r, cudaMemcpyDeviceToHost);
    printf("bins:");
    for (int b = 0; b < BINS; b++) { printf(" %u", r[b]); bad += r[b] != expect[b]; }
    printf("\nmismatching bins = %d\n", bad);
    cudaFree(d_data);
    cudaFree(d_bins);
    return 0;
}
