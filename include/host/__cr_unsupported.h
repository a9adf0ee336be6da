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
#define __CR_UNSUPPORTED_RT(name, what)                                                          \
    ((cudaError_t)__cr_unsupported(__cr_sess, #name, what, __FILE__, __LINE__))
#define __CR_UNSUPPORTED_DRV(name, what)                                                         \
    ((CUresult)__cr_unsupported(__cr_sess, #name, what, __FILE__, __LINE__))

typedef struct cudaIpcMemHandle_st { char reserved[64]; } cudaIpcMemHandle_t;
typedef struct cudaIpcEventHandle_st { char reserved[64]; } cudaIpcEventHandle_t;
typedef struct cudaMemPoolPtrExportData { unsigned char reserved[64]; } cudaMemPoolPtrExportData;
typedef struct cudaGraphicsResource *cudaGraphicsResource_t;
#define cudaIpcMemLazyEnablePeerAccess 0x01
#define cudaGraphicsMapFlagsNone 0
#define cudaGraphicsMapFlagsReadOnly 1
#define cudaGraphicsMapFlagsWriteDiscard 2

#define cudaIpcGetMemHandle(...) __CR_UNSUPPORTED_RT(cudaIpcGetMemHandle, __CR_IPC)
#define cudaIpcOpenMemHandle(...) __CR_UNSUPPORTED_RT(cudaIpcOpenMemHandle, __CR_IPC)
#define cudaIpcCloseMemHandle(...) __CR_UNSUPPORTED_RT(cudaIpcCloseMemHandle, __CR_IPC)
#define cudaIpcGetEventHandle(...) __CR_UNSUPPORTED_RT(cudaIpcGetEventHandle, __CR_IPC)
#define cudaIpcOpenEventHandle(...) __CR_UNSUPPORTED_RT(cudaIpcOpenEventHandle, __CR_IPC)
#define cudaMemPoolExportToShareableHandle(...)                                                  \
    __CR_UNSUPPORTED_RT(cudaMemPoolExportToShareableHandle, __CR_IPC)
#define cudaMemPoolImportFromShareableHandle(...)                                                \
    __CR_UNSUPPORTED_RT(cudaMemPoolImportFromShareableHandle, __CR_IPC)
#define cudaMemPoolExportPointer(...) __CR_UNSUPPORTED_RT(cudaMemPoolExportPointer, __CR_IPC)
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
/* the driver's (their types come with cuda.h) */
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
