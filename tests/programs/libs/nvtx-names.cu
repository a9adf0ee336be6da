// NVTX's names without the A/W suffix (nvtxRangePush, nvtxMark, nvtxRangeStart,
// nvtxDomainCreate, ...), which NVTX's header defines as the narrow-string forms: the shape of a
// course's profiling example. With no profiler attached they do what nvtx.cu's H200 run shows
// for the A forms (a push and a pop return -2, a started range's id is 0); an H100 printed the
// same for this file (2026-12-05).
#include <cstdio>
#include <nvtx3/nvToolsExt.h>

__global__ void work(int *x) { x[threadIdx.x] = threadIdx.x; }

int main()
{
    int *x;
    cudaMalloc(&x, 32 * sizeof(int));
    int pushed = nvtxRangePush("Matrix Multiplication");
    nvtxMark("launch");
    nvtxRangeId_t id = nvtxRangeStart("kernel");
    work<<<1, 32>>>(x);
    cudaDeviceSynchronize();
    nvtxRangeEnd(id);
    nvtxNameOsThread(0, "main");
    nvtxDomainHandle_t d = nvtxDomainCreate("course");
    nvtxDomainDestroy(d);
    printf("push %d, range %llu, pop %d\n", pushed, (unsigned long long)id, nvtxRangePop());
    cudaFree(x);
    return 0;
}
