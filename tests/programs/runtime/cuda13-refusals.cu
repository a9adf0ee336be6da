// CUDA 13 runtime calls that cudarepl cannot model: each compiles, says why on stderr (with the
// call's place) and returns cudaErrorNotSupported without evaluating its arguments; the
// program goes on. What a GPU returns for them is another matter (external memory needs a
// handle from another API, a library an image nvcc made): this file holds cudarepl's refusals.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(int *p) {}

int main()
{
    cudaExternalMemory_t em;
    cudaExternalMemoryHandleDesc ed = {};
    ed.type = cudaExternalMemoryHandleTypeOpaqueFd;
    ed.handle.fd = -1;
    ed.size = 4096;
    printf("cudaImportExternalMemory %d\n", (int)cudaImportExternalMemory(&em, &ed));
    cudaExternalSemaphore_t es;
    cudaExternalSemaphoreHandleDesc sd = {};
    sd.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
    printf("cudaImportExternalSemaphore %d\n", (int)cudaImportExternalSemaphore(&es, &sd));
    cudaLibrary_t lib;
    printf("cudaLibraryLoadFromFile %d\n", (int)cudaLibraryLoadFromFile(&lib, "k.cubin", 0, 0, 0, 0, 0, 0));
    void *fn;
    printf("cudaGetDriverEntryPoint %d\n", (int)cudaGetDriverEntryPoint("cuMemAlloc", &fn, 0, 0));
    cudaLogIterator it;
    printf("cudaLogsCurrent %d\n", (int)cudaLogsCurrent(&it, 0));
    cudaMipmappedArray_t mm = 0;
    unsigned long long req[8];
    printf("cudaMipmappedArrayGetMemoryRequirements %d\n", (int)cudaMipmappedArrayGetMemoryRequirements((void *)req, mm, 0));
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(16);
    cfg.blockDim = dim3(128);
    int n = 0;
    printf("cudaOccupancyMaxActiveClusters %d\n", (int)cudaOccupancyMaxActiveClusters(&n, (const void *)k, &cfg));
    cudaResourceDesc rd;
    printf("cudaGetTextureObjectResourceDesc %d\n", (int)cudaGetTextureObjectResourceDesc(&rd, 0));
    printf("cudaMemcpy3DBatchAsync %d\n", (int)cudaMemcpy3DBatchAsync(0, 0, 0, 0));
    printf("last error %d\n", (int)cudaGetLastError());
    return 0;
}
