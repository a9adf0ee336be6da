// Graph memory nodes (CUDA C++ Programming Guide §3.2.8.7.11, "Graph Memory Nodes"): an
// allocation node's memory has one address for the graph's life, is live from a launch's
// allocation to its free (a free node, cudaFree, or cudaFreeAsync in a stream), and the device
// reports the graphs' memory through cudaDeviceGetGraphMemAttribute.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) printf("line %d: %s -> %s\n", __LINE__, #x, cudaGetErrorName(e_)); } while (0)
#define SHOW(x) printf("%-52s %s\n", #x, cudaGetErrorName(x))

__global__ void fill(int *v, int value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = value;
}

static void footprint(const char *when)
{
    unsigned long long used = 0, used_high = 0, reserved = 0, reserved_high = 0;
    CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
    CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &used_high));
    CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &reserved));
    CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &reserved_high));
    printf("%-28s used %llu (high %llu), reserved %llu (high %llu)\n", when, used, used_high, reserved,
           reserved_high);
}

int main()
{
    const int n = 1000;
    footprint("before any graph");
    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaMemAllocNodeParams ap = {};
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location.type = cudaMemLocationTypeDevice;
    ap.poolProps.location.id = 0;
    ap.bytesize = n * sizeof(int);
    cudaGraphNode_t alloc, k, fr;
    CHECK(cudaGraphAddMemAllocNode(&alloc, g, NULL, 0, &ap));
    int *p = (int *)ap.dptr;
    printf("allocation node gave an address: %d\n", p != NULL);
    int value = 42, nn = n;
    void *args[] = {&p, &value, &nn};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)fill;
    kp.gridDim = dim3((n + 255) / 256);
    kp.blockDim = dim3(256);
    kp.kernelParams = args;
    CHECK(cudaGraphAddKernelNode(&k, g, &alloc, 1, &kp));
    footprint("after building");

    cudaGraphExec_t x;
    CHECK(cudaGraphInstantiate(&x, g, 0));
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaDeviceSynchronize());
    footprint("after a launch");
    int h[2] = {0, 0};
    CHECK(cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost));
    printf("read outside the graph: %d %d\n", h[0], h[1]);
    /* launching again before the memory is freed */
    SHOW(cudaGraphLaunch(x, 0));
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(p));
    footprint("after cudaFree");
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFreeAsync(p, 0));
    CHECK(cudaDeviceSynchronize());
    footprint("after cudaFreeAsync");

    /* a graph with memory nodes has one executable graph at a time */
    cudaGraphExec_t again;
    SHOW(cudaGraphInstantiate(&again, g, 0));
    CHECK(cudaGetLastError());
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(g));

    /* a graph that frees its own allocation, launched twice */
    cudaGraph_t g2;
    CHECK(cudaGraphCreate(&g2, 0));
    ap.bytesize = 40 << 20; /* more than one 32 MiB piece */
    CHECK(cudaGraphAddMemAllocNode(&alloc, g2, NULL, 0, &ap));
    int *q = (int *)ap.dptr;
    void *args2[] = {&q, &value, &nn};
    kp.kernelParams = args2;
    CHECK(cudaGraphAddKernelNode(&k, g2, &alloc, 1, &kp));
    CHECK(cudaGraphAddMemFreeNode(&fr, g2, &k, 1, q));
    cudaGraphExec_t x2;
    CHECK(cudaGraphInstantiate(&x2, g2, 0));
    for (int r = 0; r < 2; r++) {
        CHECK(cudaGraphLaunch(x2, 0));
        CHECK(cudaDeviceSynchronize());
    }
    footprint("after freeing in the graph");
    unsigned long long zero = 0;
    CHECK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
    CHECK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &zero));
    footprint("after resetting the highs");
    CHECK(cudaGraphExecDestroy(x2));
    CHECK(cudaGraphDestroy(g2));
    CHECK(cudaDeviceGraphMemTrim(0));
    footprint("after trimming");
    printf("done\n");
    return 0;
}
