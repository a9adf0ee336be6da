// A pool made with a handle type can be exported to another process on a GPU (a POSIX file
// descriptor, a pointer's export data); cudarepl is one process, so it refuses both exports
// with cudaErrorNotSupported and says where and why. A handle type the pool was not made with
// is the runtime's cudaErrorInvalidValue.
#include <cstdio>

int main()
{
    cudaMemPool_t pool;
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    printf("pool: %s\n", cudaGetErrorName(cudaMemPoolCreate(&pool, &props)));
    int *p;
    printf("cudaMallocFromPoolAsync: %s\n", cudaGetErrorName(cudaMallocFromPoolAsync(&p, 256, pool, 0)));
    int fd = -1;
    printf("export as a file descriptor: %s\n",
           cudaGetErrorName(cudaMemPoolExportToShareableHandle(&fd, pool, cudaMemHandleTypePosixFileDescriptor, 0)));
    printf("export as a fabric handle: %s\n",
           cudaGetErrorName(cudaMemPoolExportToShareableHandle(&fd, pool, cudaMemHandleTypeFabric, 0)));
    cudaMemPoolPtrExportData data;
    printf("export a pointer: %s\n", cudaGetErrorName(cudaMemPoolExportPointer(&data, p)));
    printf("export a pointer not from a pool: %s\n", cudaGetErrorName(cudaMemPoolExportPointer(&data, &fd)));
    cudaFreeAsync(p, 0);
    cudaStreamSynchronize(0);
    cudaMemPoolDestroy(pool);
    return 0;
}
