// NVTX annotations (<nvtx3/nvToolsExt.h>, as NVIDIA's cudaGraphsPerfScaling sample includes it)
// with no profiler attached: ranges and marks do nothing, nvtxRangePushA and nvtxRangePop
// return NVTX_NO_PUSH_POP_TRACKING (-2) and a started range's id is 0, as NVTX's own header
// documents for a process no tool is injected into; the program runs as without them.
#include <cstdio>
#include <nvtx3/nvToolsExt.h>

__global__ void square(int *p)
{
    p[threadIdx.x] *= p[threadIdx.x];
}

int main()
{
    int h[4] = {1, 2, 3, 4}, *d;
    printf("push %d\n", nvtxRangePushA("setup"));
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    printf("pop %d\n", nvtxRangePop());
    nvtxEventAttributes_t a = {};
    a.version = NVTX_VERSION;
    a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    a.colorType = NVTX_COLOR_ARGB;
    a.color = 0xff00ff00;
    a.messageType = NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = "kernel";
    nvtxRangeId_t id = nvtxRangeStartEx(&a);
    nvtxMarkA("launch");
    square<<<1, 4>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    nvtxRangeEnd(id);
    printf("range id %llu, attributes %u bytes\n", (unsigned long long)id, (unsigned)a.size);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
