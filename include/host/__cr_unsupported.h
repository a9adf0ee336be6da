/* __cr_unsupported.h — runtime and driver calls cudarepl cannot model (docs/libraries.md, "Not
 * provided"). Each is a macro that reports the call with its file and line and what cudarepl
 * lacks, and returns cudaErrorNotSupported (CUDA_ERROR_NOT_SUPPORTED, the same number); its
 * arguments are not evaluated. Included by the runtime's headers (both passes) and cuda.h. */
#ifndef __CR_UNSUPPORTED_H
#define __CR_UNSUPPORTED_H
extern void *const __cr_sess;
int __cr_unsupported(void *, const char *call, const char *what, const char *file, int line);
#define __CR_IPC "inter-process communication is not modelled (cudarepl is one process)"
#define __CR_GFX "graphics interoperability is not modelled (cudarepl has no graphics API)"
#define __CR_JIT                                                                                 \
    "linking PTX, cubins or fatbins at run time is not modelled (cudarepl runs only device code "  \
    "it compiles itself: compile the source with NVRTC or into the program)"
#define __CR_EXT                                                                                 \
    "external memory and semaphores are not modelled (cudarepl has no other API to share them "  \
    "with: Vulkan, Direct3D, NvSci, another process's file descriptor)"
#define __CR_LIB                                                                                 \
    "loading a library image is not modelled (cudarepl runs only device code it compiles itself: " \
    "compile the source with NVRTC and load it with cuModuleLoadData)"
#define __CR_ENTRY                                                                               \
    "the driver's entry points are not handed out by address here (include <cuda.h> and call "   \
    "them by name)"
#define __CR_LOGS "the driver's error log is not modelled (cudarepl reports errors itself)"
#define __CR_NOTIFY "the driver's resource notifications are not modelled (the device has one process)"
#define __CR_MIPMAP                                                                              \
    "sparse CUDA arrays, and the memory requirements and planes of arrays, are not modelled"
#define __CR_CLUSTERS                                                                             \
    "how many clusters fit at once depends on how the GPU's SMs are grouped, which the model "    \
    "does not have"
#define __CR_ATOMIC_CAPS "the atomic capabilities of the host and peer links are not modelled"
#define __CR_BATCH3D "batches of 3D copies (cudaMemcpy3DBatchAsync) are not modelled: use cudaMemcpy3DAsync"
#define __CR_TEXDESC "resource views are not modelled (cudaCreateTextureObject and cuTexObjectCreate ignore the view they are given)"
#define __CR_UNSUPPORTED_RT(name, what)                                                          \
    ((cudaError_t)__cr_unsupported(__cr_sess, #name, what, __FILE__, __LINE__))
#define __CR_UNSUPPORTED_DRV(name, what)                                                         \
    ((CUresult)__cr_unsupported(__cr_sess, #name, what, __FILE__, __LINE__))

typedef struct cudaIpcMemHandle_st { char reserved[64]; } cudaIpcMemHandle_t;
typedef struct cudaIpcEventHandle_st { char reserved[64]; } cudaIpcEventHandle_t;
typedef struct cudaMemPoolPtrExportData { unsigned char reserved[64]; } cudaMemPoolPtrExportData;
typedef struct cudaGraphicsResource *cudaGraphicsResource_t;
typedef struct CUexternalMemory_st *cudaExternalMemory_t;
typedef struct CUexternalSemaphore_st *cudaExternalSemaphore_t;
typedef struct CUlib_st *cudaLibrary_t;
typedef void *cudaAsyncCallbackHandle_t;
typedef struct CUlogsCallbackEntry_st *cudaLogsCallbackHandle;
typedef unsigned int cudaLogIterator;
enum cudaExternalMemoryHandleType {
    cudaExternalMemoryHandleTypeOpaqueFd = 1, cudaExternalMemoryHandleTypeOpaqueWin32 = 2,
    cudaExternalMemoryHandleTypeOpaqueWin32Kmt = 3, cudaExternalMemoryHandleTypeD3D12Heap = 4,
    cudaExternalMemoryHandleTypeD3D12Resource = 5, cudaExternalMemoryHandleTypeD3D11Resource = 6,
    cudaExternalMemoryHandleTypeD3D11ResourceKmt = 7, cudaExternalMemoryHandleTypeNvSciBuf = 8
};
enum cudaExternalSemaphoreHandleType {
    cudaExternalSemaphoreHandleTypeOpaqueFd = 1, cudaExternalSemaphoreHandleTypeOpaqueWin32 = 2,
    cudaExternalSemaphoreHandleTypeOpaqueWin32Kmt = 3, cudaExternalSemaphoreHandleTypeD3D12Fence = 4,
    cudaExternalSemaphoreHandleTypeD3D11Fence = 5, cudaExternalSemaphoreHandleTypeNvSciSync = 6,
    cudaExternalSemaphoreHandleTypeKeyedMutex = 7, cudaExternalSemaphoreHandleTypeKeyedMutexKmt = 8,
    cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd = 9,
    cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32 = 10
};
#define cudaExternalMemoryDedicated 0x1
struct cudaExternalMemoryHandleDesc {
    enum cudaExternalMemoryHandleType type;
    union {
        int fd;
        struct { void *handle; const void *name; } win32;
        const void *nvSciBufObject;
    } handle;
    unsigned long long size;
    unsigned int flags;
    unsigned int reserved[16];
};
struct cudaExternalMemoryBufferDesc {
    unsigned long long offset;
    unsigned long long size;
    unsigned int flags;
    unsigned int reserved[16];
};
struct cudaExternalSemaphoreHandleDesc {
    enum cudaExternalSemaphoreHandleType type;
    union {
        int fd;
        struct { void *handle; const void *name; } win32;
        const void *nvSciSyncObj;
    } handle;
    unsigned int flags;
    unsigned int reserved[16];
};
struct cudaExternalSemaphoreSignalParams {
    struct {
        struct { unsigned long long value; } fence;
        union { void *fence; unsigned long long reserved; } nvSciSync;
        struct { unsigned long long key; } keyedMutex;
        unsigned int reserved[12];
    } params;
    unsigned int flags;
    unsigned int reserved[16];
};
struct cudaExternalSemaphoreWaitParams {
    struct {
        struct { unsigned long long value; } fence;
        union { void *fence; unsigned long long reserved; } nvSciSync;
        struct { unsigned long long key; unsigned int timeoutMs; } keyedMutex;
        unsigned int reserved[10];
    } params;
    unsigned int flags;
    unsigned int reserved[16];
};
struct cudaExternalSemaphoreSignalNodeParams {
    cudaExternalSemaphore_t *extSemArray;
    const struct cudaExternalSemaphoreSignalParams *paramsArray;
    unsigned int numExtSems;
};
struct cudaExternalSemaphoreWaitNodeParams {
    cudaExternalSemaphore_t *extSemArray;
    const struct cudaExternalSemaphoreWaitParams *paramsArray;
    unsigned int numExtSems;
};
#ifdef __cplusplus
typedef struct cudaExternalMemoryHandleDesc cudaExternalMemoryHandleDesc;
typedef struct cudaExternalMemoryBufferDesc cudaExternalMemoryBufferDesc;
typedef struct cudaExternalSemaphoreHandleDesc cudaExternalSemaphoreHandleDesc;
typedef struct cudaExternalSemaphoreSignalParams cudaExternalSemaphoreSignalParams;
typedef struct cudaExternalSemaphoreWaitParams cudaExternalSemaphoreWaitParams;
typedef struct cudaExternalSemaphoreSignalNodeParams cudaExternalSemaphoreSignalNodeParams;
typedef struct cudaExternalSemaphoreWaitNodeParams cudaExternalSemaphoreWaitNodeParams;
#endif
#define cudaIpcMemLazyEnablePeerAccess 0x01
#define cudaGraphicsMapFlagsNone 0
#define cudaGraphicsMapFlagsReadOnly 1
#define cudaGraphicsMapFlagsWriteDiscard 2

#define cudaIpcGetMemHandle(...) __CR_UNSUPPORTED_RT(cudaIpcGetMemHandle, __CR_IPC)
#define cudaIpcOpenMemHandle(...) __CR_UNSUPPORTED_RT(cudaIpcOpenMemHandle, __CR_IPC)
#define cudaIpcCloseMemHandle(...) __CR_UNSUPPORTED_RT(cudaIpcCloseMemHandle, __CR_IPC)
/* an interprocess event's handle is its bytes until another process opens it; a pool's memory
 * and handle are refused where the pool has no handle types (cudaErrorInvalidValue, as the
 * runtime does), else as interprocess communication (interp/host/rt.c) */
cudaError_t __cr_rt_cudaIpcGetEventHandle(void *, cudaIpcEventHandle_t *, cudaEvent_t);
cudaError_t __cr_rt_cudaMemPoolExportPointer(void *, cudaMemPoolPtrExportData *, void *, const char *what,
                                             const char *file, int line);
cudaError_t __cr_rt_cudaMemPoolExportToShareableHandle(void *, void *, cudaMemPool_t, int, unsigned,
                                                       const char *what, const char *file, int line);
#define cudaIpcGetEventHandle(h, e) __cr_rt_cudaIpcGetEventHandle(__cr_sess, (h), (e))
#define cudaIpcOpenEventHandle(...) __CR_UNSUPPORTED_RT(cudaIpcOpenEventHandle, __CR_IPC)
#define cudaMemPoolExportToShareableHandle(h, pool, type, flags)                                 \
    __cr_rt_cudaMemPoolExportToShareableHandle(__cr_sess, (h), (pool), (int)(type), (flags), __CR_IPC,  \
                                               __FILE__, __LINE__)
#define cudaMemPoolImportFromShareableHandle(...)                                                \
    __CR_UNSUPPORTED_RT(cudaMemPoolImportFromShareableHandle, __CR_IPC)
#define cudaMemPoolExportPointer(d, p)                                                            \
    __cr_rt_cudaMemPoolExportPointer(__cr_sess, (d), (p), __CR_IPC, __FILE__, __LINE__)
#define cudaMemPoolImportPointer(...) __CR_UNSUPPORTED_RT(cudaMemPoolImportPointer, __CR_IPC)
#define cudaGraphicsMapResources(...) __CR_UNSUPPORTED_RT(cudaGraphicsMapResources, __CR_GFX)
#define cudaGraphicsUnmapResources(...) __CR_UNSUPPORTED_RT(cudaGraphicsUnmapResources, __CR_GFX)
#define cudaGraphicsResourceGetMappedPointer(...)                                                \
    __CR_UNSUPPORTED_RT(cudaGraphicsResourceGetMappedPointer, __CR_GFX)
#define cudaGraphicsResourceSetMapFlags(...)                                                     \
    __CR_UNSUPPORTED_RT(cudaGraphicsResourceSetMapFlags, __CR_GFX)
#define cudaGraphicsSubResourceGetMappedArray(...)                                               \
    __CR_UNSUPPORTED_RT(cudaGraphicsSubResourceGetMappedArray, __CR_GFX)
#define cudaGraphicsUnregisterResource(...)                                                      \
    __CR_UNSUPPORTED_RT(cudaGraphicsUnregisterResource, __CR_GFX)
#define cudaImportExternalMemory(...) __CR_UNSUPPORTED_RT(cudaImportExternalMemory, __CR_EXT)
#define cudaExternalMemoryGetMappedBuffer(...)                                                   \
    __CR_UNSUPPORTED_RT(cudaExternalMemoryGetMappedBuffer, __CR_EXT)
#define cudaExternalMemoryGetMappedMipmappedArray(...)                                           \
    __CR_UNSUPPORTED_RT(cudaExternalMemoryGetMappedMipmappedArray, __CR_EXT)
#define cudaDestroyExternalMemory(...) __CR_UNSUPPORTED_RT(cudaDestroyExternalMemory, __CR_EXT)
#define cudaImportExternalSemaphore(...) __CR_UNSUPPORTED_RT(cudaImportExternalSemaphore, __CR_EXT)
#define cudaSignalExternalSemaphoresAsync(...)                                                   \
    __CR_UNSUPPORTED_RT(cudaSignalExternalSemaphoresAsync, __CR_EXT)
#define cudaWaitExternalSemaphoresAsync(...)                                                     \
    __CR_UNSUPPORTED_RT(cudaWaitExternalSemaphoresAsync, __CR_EXT)
#define cudaDestroyExternalSemaphore(...)                                                        \
    __CR_UNSUPPORTED_RT(cudaDestroyExternalSemaphore, __CR_EXT)
#define cudaGraphAddExternalSemaphoresSignalNode(...)                                            \
    __CR_UNSUPPORTED_RT(cudaGraphAddExternalSemaphoresSignalNode, __CR_EXT)
#define cudaGraphAddExternalSemaphoresWaitNode(...)                                              \
    __CR_UNSUPPORTED_RT(cudaGraphAddExternalSemaphoresWaitNode, __CR_EXT)
#define cudaGraphExternalSemaphoresSignalNodeGetParams(...)                                      \
    __CR_UNSUPPORTED_RT(cudaGraphExternalSemaphoresSignalNodeGetParams, __CR_EXT)
#define cudaGraphExternalSemaphoresSignalNodeSetParams(...)                                      \
    __CR_UNSUPPORTED_RT(cudaGraphExternalSemaphoresSignalNodeSetParams, __CR_EXT)
#define cudaGraphExternalSemaphoresWaitNodeGetParams(...)                                        \
    __CR_UNSUPPORTED_RT(cudaGraphExternalSemaphoresWaitNodeGetParams, __CR_EXT)
#define cudaGraphExternalSemaphoresWaitNodeSetParams(...)                                        \
    __CR_UNSUPPORTED_RT(cudaGraphExternalSemaphoresWaitNodeSetParams, __CR_EXT)
#define cudaGraphExecExternalSemaphoresSignalNodeSetParams(...)                                  \
    __CR_UNSUPPORTED_RT(cudaGraphExecExternalSemaphoresSignalNodeSetParams, __CR_EXT)
#define cudaGraphExecExternalSemaphoresWaitNodeSetParams(...)                                    \
    __CR_UNSUPPORTED_RT(cudaGraphExecExternalSemaphoresWaitNodeSetParams, __CR_EXT)
#define cudaDeviceGetNvSciSyncAttributes(...)                                                    \
    __CR_UNSUPPORTED_RT(cudaDeviceGetNvSciSyncAttributes, __CR_EXT)
#define cudaGraphicsResourceGetMappedMipmappedArray(...)                                         \
    __CR_UNSUPPORTED_RT(cudaGraphicsResourceGetMappedMipmappedArray, __CR_GFX)
#define cudaLibraryLoadData(...) __CR_UNSUPPORTED_RT(cudaLibraryLoadData, __CR_LIB)
#define cudaLibraryLoadFromFile(...) __CR_UNSUPPORTED_RT(cudaLibraryLoadFromFile, __CR_LIB)
#define cudaLibraryUnload(...) __CR_UNSUPPORTED_RT(cudaLibraryUnload, __CR_LIB)
#define cudaLibraryGetKernel(...) __CR_UNSUPPORTED_RT(cudaLibraryGetKernel, __CR_LIB)
#define cudaLibraryGetKernelCount(...) __CR_UNSUPPORTED_RT(cudaLibraryGetKernelCount, __CR_LIB)
#define cudaLibraryEnumerateKernels(...) __CR_UNSUPPORTED_RT(cudaLibraryEnumerateKernels, __CR_LIB)
#define cudaLibraryGetGlobal(...) __CR_UNSUPPORTED_RT(cudaLibraryGetGlobal, __CR_LIB)
#define cudaLibraryGetManaged(...) __CR_UNSUPPORTED_RT(cudaLibraryGetManaged, __CR_LIB)
#define cudaLibraryGetUnifiedFunction(...)                                                       \
    __CR_UNSUPPORTED_RT(cudaLibraryGetUnifiedFunction, __CR_LIB)
#define cudaGetDriverEntryPoint(...) __CR_UNSUPPORTED_RT(cudaGetDriverEntryPoint, __CR_ENTRY)
#define cudaGetDriverEntryPointByVersion(...)                                                    \
    __CR_UNSUPPORTED_RT(cudaGetDriverEntryPointByVersion, __CR_ENTRY)
#define cudaGetExportTable(...) __CR_UNSUPPORTED_RT(cudaGetExportTable, __CR_ENTRY)
#define cudaLogsRegisterCallback(...) __CR_UNSUPPORTED_RT(cudaLogsRegisterCallback, __CR_LOGS)
#define cudaLogsUnregisterCallback(...) __CR_UNSUPPORTED_RT(cudaLogsUnregisterCallback, __CR_LOGS)
#define cudaLogsCurrent(...) __CR_UNSUPPORTED_RT(cudaLogsCurrent, __CR_LOGS)
#define cudaLogsDumpToFile(...) __CR_UNSUPPORTED_RT(cudaLogsDumpToFile, __CR_LOGS)
#define cudaLogsDumpToMemory(...) __CR_UNSUPPORTED_RT(cudaLogsDumpToMemory, __CR_LOGS)
#define cudaDeviceRegisterAsyncNotification(...)                                                 \
    __CR_UNSUPPORTED_RT(cudaDeviceRegisterAsyncNotification, __CR_NOTIFY)
#define cudaDeviceUnregisterAsyncNotification(...)                                               \
    __CR_UNSUPPORTED_RT(cudaDeviceUnregisterAsyncNotification, __CR_NOTIFY)
#define cudaMipmappedArrayGetMemoryRequirements(...)                                             \
    __CR_UNSUPPORTED_RT(cudaMipmappedArrayGetMemoryRequirements, __CR_MIPMAP)
#define cudaMipmappedArrayGetSparseProperties(...)                                               \
    __CR_UNSUPPORTED_RT(cudaMipmappedArrayGetSparseProperties, __CR_MIPMAP)
#define cudaArrayGetMemoryRequirements(...)                                                      \
    __CR_UNSUPPORTED_RT(cudaArrayGetMemoryRequirements, __CR_MIPMAP)
#define cudaArrayGetSparseProperties(...)                                                        \
    __CR_UNSUPPORTED_RT(cudaArrayGetSparseProperties, __CR_MIPMAP)
#define cudaArrayGetPlane(...) __CR_UNSUPPORTED_RT(cudaArrayGetPlane, __CR_MIPMAP)
#define cudaOccupancyMaxActiveClusters(...)                                                      \
    __CR_UNSUPPORTED_RT(cudaOccupancyMaxActiveClusters, __CR_CLUSTERS)
#define cudaDeviceGetHostAtomicCapabilities(...)                                                 \
    __CR_UNSUPPORTED_RT(cudaDeviceGetHostAtomicCapabilities, __CR_ATOMIC_CAPS)
#define cudaDeviceGetP2PAtomicCapabilities(...)                                                  \
    __CR_UNSUPPORTED_RT(cudaDeviceGetP2PAtomicCapabilities, __CR_ATOMIC_CAPS)
#define cudaGetTextureObjectResourceViewDesc(...)                                                \
    __CR_UNSUPPORTED_RT(cudaGetTextureObjectResourceViewDesc, __CR_TEXDESC)
#define cudaMemcpy3DBatchAsync(...) __CR_UNSUPPORTED_RT(cudaMemcpy3DBatchAsync, __CR_BATCH3D)
/* the driver's (their types come with cuda.h) */
#define cuTexObjectGetResourceViewDesc(...) __CR_UNSUPPORTED_DRV(cuTexObjectGetResourceViewDesc, __CR_TEXDESC)
#define cuIpcGetMemHandle(...) __CR_UNSUPPORTED_DRV(cuIpcGetMemHandle, __CR_IPC)
#define cuIpcOpenMemHandle(...) __CR_UNSUPPORTED_DRV(cuIpcOpenMemHandle, __CR_IPC)
#define cuIpcCloseMemHandle(...) __CR_UNSUPPORTED_DRV(cuIpcCloseMemHandle, __CR_IPC)
#define cuIpcGetEventHandle(...) __CR_UNSUPPORTED_DRV(cuIpcGetEventHandle, __CR_IPC)
#define cuIpcOpenEventHandle(...) __CR_UNSUPPORTED_DRV(cuIpcOpenEventHandle, __CR_IPC)
#define cuMemExportToShareableHandle(...) __CR_UNSUPPORTED_DRV(cuMemExportToShareableHandle, __CR_IPC)
#define cuMemImportFromShareableHandle(...)                                                      \
    __CR_UNSUPPORTED_DRV(cuMemImportFromShareableHandle, __CR_IPC)
#define cuLinkCreate(...) __CR_UNSUPPORTED_DRV(cuLinkCreate, __CR_JIT)
#define cuLinkAddData(...) __CR_UNSUPPORTED_DRV(cuLinkAddData, __CR_JIT)
#define cuLinkAddFile(...) __CR_UNSUPPORTED_DRV(cuLinkAddFile, __CR_JIT)
#define cuLinkComplete(...) __CR_UNSUPPORTED_DRV(cuLinkComplete, __CR_JIT)
#define cuLinkDestroy(...) __CR_UNSUPPORTED_DRV(cuLinkDestroy, __CR_JIT)
#define cuGraphicsMapResources(...) __CR_UNSUPPORTED_DRV(cuGraphicsMapResources, __CR_GFX)
#define cuGraphicsUnmapResources(...) __CR_UNSUPPORTED_DRV(cuGraphicsUnmapResources, __CR_GFX)
#define cuGraphicsResourceGetMappedPointer(...)                                                  \
    __CR_UNSUPPORTED_DRV(cuGraphicsResourceGetMappedPointer, __CR_GFX)
#define cuGraphicsUnregisterResource(...) __CR_UNSUPPORTED_DRV(cuGraphicsUnregisterResource, __CR_GFX)
#endif
