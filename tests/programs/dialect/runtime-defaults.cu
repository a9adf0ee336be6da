// Host dialect: the default arguments of the CUDA runtime's C++ API (docs/host-code.md):
// the stream of the Async copies and sets, cudaEventRecord's stream, cudaStreamWaitEvent's
// flags, cudaMallocManaged's flags, cudaMallocHost's flags, cudaMemcpyToSymbol(Async) and
// cudaMemcpyFromSymbol(Async) offset and kind, cudaLaunchKernel and cudaLaunchCooperativeKernel
// shared memory and stream, cudaOccupancyMaxPotentialBlockSize's last two. The expected output
// is an H200's (nvcc -arch=sm_90).
#include <stdio.h>

__device__ int sym[4];
__constant__ float csym[2];

__global__ void add(int *v, int k)
{
    v[threadIdx.x] += k;
}

int main()
{
    int *m, *d, *h;
    cudaError_t e[16];
    int n = 0;
    e[n++] = cudaMallocManaged(&m, 4 * sizeof(int));
    e[n++] = cudaMalloc(&d, 4 * sizeof(int));
    e[n++] = cudaMallocHost(&h, 4 * sizeof(int));
    int *h2;
    e[n++] = cudaMallocHost(&h2, 4 * sizeof(int), cudaHostAllocDefault);
    for (int i = 0; i < 4; i++)
        h[i] = i + 1;
    e[n++] = cudaMemcpyAsync(d, h, 4 * sizeof(int), cudaMemcpyHostToDevice);
    e[n++] = cudaMemsetAsync(m, 0, 4 * sizeof(int));
    cudaStream_t s;
    cudaEvent_t ev;
    cudaStreamCreate(&s);
    cudaEventCreate(&ev);
    e[n++] = cudaEventRecord(ev);
    e[n++] = cudaStreamWaitEvent(s, ev);
    e[n++] = cudaMemcpyToSymbol(sym, h, 4 * sizeof(int));
    e[n++] = cudaMemcpyToSymbolAsync(sym, h, 2 * sizeof(int), 2 * sizeof(int));
    float cf[2] = {1.5f, 2.5f};
    e[n++] = cudaMemcpyToSymbolAsync(csym, cf, sizeof cf);
    int back[4] = {0};
    e[n++] = cudaMemcpyFromSymbolAsync(back, sym, sizeof back);
    cudaDeviceSynchronize();
    printf("sym %d %d %d %d\n", back[0], back[1], back[2], back[3]);
    float cback = 0;
    cudaMemcpyFromSymbol(&cback, csym, sizeof cback, sizeof(float));
    printf("csym[1] %.1f\n", cback);
    int k = 10;
    void *args[] = {&d, &k};
    e[n++] = cudaLaunchKernel((const void *)add, dim3(1), dim3(4), args);
    e[n++] = cudaLaunchCooperativeKernel((const void *)add, 1, 4, args);
    cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("after two launches %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    int minGrid = 0, block = 0;
    e[n++] = cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, add);
    printf("occupancy: block %d, grid %s\n", block, minGrid > 0 ? "positive" : "zero");
    printf("errors:");
    for (int i = 0; i < n; i++)
        printf(" %d", (int)e[i]);
    printf("\n");
    cudaFreeHost(h);
    cudaFreeHost(h2);
    cudaFree(d);
    cudaFree(m);
    return 0;
}
