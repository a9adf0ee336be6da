// tour.cu — a short tour of what cudarepl models, run by `make run`. Its expected output
// (tour.out) is what a real H200 printed for this program.
#include <stdio.h>
#include <cuda_runtime.h>

// Every thread knows where it is: block, thread, warp and lane.
__global__ void whoami()
{
    printf("block %d thread %d: warp %d lane %d\n", blockIdx.x, threadIdx.x, threadIdx.x / 32,
           threadIdx.x % 32);
}

// A warp diverges: odd and even lanes take different paths, then reconverge.
__global__ void diverge(int *out)
{
    int lane = threadIdx.x % 32;
    if (lane % 2)
        out[threadIdx.x] = lane * 10;
    else
        out[threadIdx.x] = -lane;
}

// A warp adds 32 numbers with shuffles, no shared memory needed.
__global__ void warp_sum(const int *in, int *out)
{
    int v = in[threadIdx.x];
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if (threadIdx.x == 0)
        *out = v;
}

// Blocks count into shared memory with atomics, then merge into global memory.
__global__ void histogram(const int *data, int n, int *bins)
{
    __shared__ int local[8];
    if (threadIdx.x < 8)
        local[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i] % 8], 1);
    __syncthreads();
    if (threadIdx.x < 8)
        atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

// A bug: writing far outside the allocation.
__global__ void oops(int *p)
{
    p[threadIdx.x + (1 << 28)] = 1;
}

int main()
{
    whoami<<<1, 4>>>();
    cudaDeviceSynchronize();

    int *d, h[32];
    cudaMalloc(&d, 32 * sizeof(int));
    diverge<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("diverge:");
    for (int i = 0; i < 8; i++)
        printf(" %d", h[i]);
    printf(" ...\n");

    for (int i = 0; i < 32; i++)
        h[i] = i + 1;
    int *sum;
    cudaMalloc(&sum, sizeof(int));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    warp_sum<<<1, 32>>>(d, sum);
    int total = 0;
    cudaMemcpy(&total, sum, sizeof total, cudaMemcpyDeviceToHost);
    printf("warp_sum of 1..32 = %d\n", total);

    const int n = 10000;
    int *data, *bins;
    cudaMallocManaged(&data, n * sizeof(int));
    cudaMallocManaged(&bins, 8 * sizeof(int));
    for (int i = 0; i < n; i++)
        data[i] = i * i;
    for (int b = 0; b < 8; b++)
        bins[b] = 0;
    histogram<<<4, 128>>>(data, n, bins);
    cudaDeviceSynchronize();
    printf("histogram:");
    for (int b = 0; b < 8; b++)
        printf(" %d", bins[b]);
    printf("\n");

    oops<<<1, 32>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    printf("oops: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
    printf("and the error is sticky: %s\n", cudaGetErrorName(cudaMalloc(&sum, 4)));
    return 0;
}
