// Runtime API: cudaDeviceGetGraphMemAttribute and friends (asked by the graphMemoryNodes and
// graphMemoryFootprint samples before they build a graph). A program that has made no graph
// has no graph allocations: every amount is 0; the high watermarks can be reset to 0; an
// ordinal that is not a device is cudaErrorInvalidDevice (the runtime API reference, "Graph
// Management"). The expected output follows from the documented semantics; it has not yet
// been compared with an H200's.
#include <stdio.h>

static void show(const char *what, cudaError_t e)
{
    printf("%-42s %d %s\n", what, (int)e, cudaGetErrorName(e));
}

int main()
{
    int *d;
    cudaMalloc((void **)&d, 1 << 20);
    const char *names[4] = {"UsedMemCurrent", "UsedMemHigh", "ReservedMemCurrent", "ReservedMemHigh"};
    enum cudaGraphMemAttributeType attrs[4] = {cudaGraphMemAttrUsedMemCurrent, cudaGraphMemAttrUsedMemHigh,
                                               cudaGraphMemAttrReservedMemCurrent, cudaGraphMemAttrReservedMemHigh};
    for (int i = 0; i < 4; i++) {
        unsigned long long v = 12345;
        cudaError_t e = cudaDeviceGetGraphMemAttribute(0, attrs[i], &v);
        printf("%-18s %d %llu\n", names[i], (int)e, v);
    }
    unsigned long long zero = 0, v = 0;
    show("set UsedMemHigh 0", cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
    show("set ReservedMemHigh 0", cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &zero));
    show("cudaDeviceGraphMemTrim(0)", cudaDeviceGraphMemTrim(0));
    show("cudaDeviceGetGraphMemAttribute(device 1)", cudaDeviceGetGraphMemAttribute(1, cudaGraphMemAttrUsedMemCurrent, &v));
    show("cudaGetLastError", cudaGetLastError());
    cudaFree(d);
    return 0;
}
