// Interprocess events and memory pools (the runtime API's cudaEventCreateWithFlags,
// cudaIpcGetEventHandle, cudaMemPoolExportPointer): an event made with cudaEventInterprocess
// must also be cudaEventDisableTiming (alone it is cudaErrorInvalidValue, as the runtime API
// documents); one process makes it, uses it as any event and gets its handle, and a pool made
// without handle types exports nothing (cudaErrorInvalidValue). cudaEventCreate(&e, flags) is
// the runtime's C++ overload.
#include <cstdio>

int main()
{
    cudaEvent_t e;
    printf("interprocess alone: %s\n", cudaGetErrorName(cudaEventCreateWithFlags(&e, cudaEventInterprocess)));
    cudaGetLastError();
    printf("interprocess, no timing: %s\n",
           cudaGetErrorName(cudaEventCreate(&e, cudaEventDisableTiming | cudaEventInterprocess)));
    printf("record: %s\n", cudaGetErrorName(cudaEventRecord(e)));
    printf("synchronize: %s\n", cudaGetErrorName(cudaEventSynchronize(e)));
    cudaIpcEventHandle_t h;
    printf("cudaIpcGetEventHandle: %s\n", cudaGetErrorName(cudaIpcGetEventHandle(&h, e)));
    cudaEventDestroy(e);

    cudaMemPool_t pool;
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    printf("pool: %s\n", cudaGetErrorName(cudaMemPoolCreate(&pool, &props)));
    int *p;
    printf("cudaMallocFromPoolAsync: %s\n", cudaGetErrorName(cudaMallocFromPoolAsync(&p, 256, pool, 0)));
    cudaMemPoolPtrExportData data;
    printf("cudaMemPoolExportPointer: %s\n", cudaGetErrorName(cudaMemPoolExportPointer(&data, p)));
    int fd = -1;
    printf("cudaMemPoolExportToShareableHandle: %s\n",
           cudaGetErrorName(cudaMemPoolExportToShareableHandle(&fd, pool, cudaMemHandleTypePosixFileDescriptor, 0)));
    cudaFreeAsync(p, 0);
    cudaStreamSynchronize(0);
    cudaMemPoolDestroy(pool);
    return 0;
}
