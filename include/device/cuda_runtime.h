#ifndef _CR_CUDA_RUNTIME_H
#define _CR_CUDA_RUNTIME_H
/* the guards of CUDA's own headers, which code tests (NVIDIA's helper_cuda.h) */
#define __CUDA_RUNTIME_H__
#define __DRIVER_TYPES_H__
/* the calling convention of a host callback (cudaStreamAddCallback's): the default one */
#define CUDART_CB
/* In device code CUDA's types and built-ins are known to the compiler; the host part of this
 * header (the runtime API) is include/host/cuda_runtime.h. nvcc includes cuda_runtime.h in
 * every .cu file, and so does cudarepl's device pass. The error codes and enumerations are the
 * runtime's (the same .def files as the host header), and the runtime functions that return
 * a value users look at are declared as host functions: a device call of one gets nvcc's
 * diagnostic, and the REPL knows the type of their results. Like nvcc's (crt/math_functions.h
 * includes <math.h>), it brings the math constants: INFINITY, NAN, M_PI need no include. */
#include <stddef.h>
#include <limits.h>
#include <math.h>

typedef enum cudaError {
#define CUDA_ERROR(code, name, msg) name = code,
#include "../host/cuda_errors.def"
#undef CUDA_ERROR
} cudaError_t;

enum {
#define CUDA_ENUM(type, name, value) name = value,
#include "../host/cuda_enums.def"
#undef CUDA_ENUM
};
#include "../host/cuda_enum_tags.h"

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
/* A conditional node's handle is the device address of its value (interp/host/graph.c): a
 * kernel of the graph sets it, the conditional node reads it when its turn comes. */
typedef unsigned long long cudaGraphConditionalHandle;
template <class Handle> /* (a template: compiled only when a program calls it) */
__device__ inline void cudaGraphSetConditional(Handle handle, unsigned int value)
{
    *(volatile unsigned int *)handle = value;
}

#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaHostRegisterIoMemory 0x04
#define cudaHostRegisterReadOnly 0x08

/* The device runtime (CUDA C++ Programming Guide §4.18, CUDA Dynamic Parallelism): the calls
 * that device code may make. A kernel launched with <<<...>>> from device code runs after its
 * parent grid (interp/session/devlaunch.h); cudaDeviceSynchronize is not among them (CUDA 12
 * removed it from device code), and a device call of it gets nvcc's diagnostic. They are
 * templates, as cudaGraphSetConditional is: compiled only where device code calls them. */
#define cudaStreamTailLaunch ((cudaStream_t)0x3)
#define cudaStreamFireAndForget ((cudaStream_t)0x4)
template <int = 0>
__host__ __device__ inline cudaError_t cudaGetLastError(void)
{
    return (cudaError_t)__cr_devrt_get_last_error();
}
template <int = 0>
__host__ __device__ inline cudaError_t cudaPeekAtLastError(void)
{
    return (cudaError_t)__cr_devrt_peek_last_error();
}
template <class T>
__host__ __device__ inline cudaError_t cudaMalloc(T *devPtr, size_t size)
{
    void *p = malloc(size);
    *(void **)devPtr = p;
    return p ? cudaSuccess : cudaErrorMemoryAllocation;
}
template <class T>
__host__ __device__ inline cudaError_t cudaFree(T *devPtr)
{
    free((void *)devPtr);
    return cudaSuccess;
}
template <class S>
__host__ __device__ inline cudaError_t cudaStreamCreateWithFlags(S *stream, unsigned int flags)
{
    *stream = (cudaStream_t)__cr_devrt_new_stream();
    return cudaSuccess;
}
template <class S>
__host__ __device__ inline cudaError_t cudaStreamDestroy(S stream)
{
    return cudaSuccess;
}
/* cudaMemcpyAsync and cudaMemsetAsync in device code (the device runtime's, device memory
 * only): a grid of their own launched into the stream, so the copy is ordered with the
 * stream's other work as the guide's stream semantics say, and runs after the calling grid */
template <int = 0> __global__ void __cr_devrt_copy(char *dst, const char *src, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        dst[i] = src[i];
}
template <int = 0> __global__ void __cr_devrt_set(char *dst, int value, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        dst[i] = (char)value;
}
template <class K>
__host__ __device__ inline cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, K kind,
                                                       cudaStream_t stream = 0)
{
    if (count == 0)
        return cudaSuccess;
    unsigned blocks = (unsigned)((count + 255) / 256 < 1024 ? (count + 255) / 256 : 1024);
    __cr_devrt_copy<<<blocks, 256, 0, stream>>>((char *)dst, (const char *)src, count);
    return cudaGetLastError();
}
template <class V>
__host__ __device__ inline cudaError_t cudaMemsetAsync(void *dst, V value, size_t count, cudaStream_t stream = 0)
{
    if (count == 0)
        return cudaSuccess;
    unsigned blocks = (unsigned)((count + 255) / 256 < 1024 ? (count + 255) / 256 : 1024);
    __cr_devrt_set<<<blocks, 256, 0, stream>>>((char *)dst, (int)value, count);
    return cudaGetLastError();
}
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaMallocManaged(void *devPtr, size_t size, ...);
cudaError_t cudaMallocHost(void *ptr, size_t size);
cudaError_t cudaFreeHost(void *ptr);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, int kind);
cudaError_t cudaMemset(void *devPtr, int value, size_t count);
cudaError_t cudaMemcpyToSymbol(...);
cudaError_t cudaMemcpyFromSymbol(...);
cudaError_t cudaGetDeviceCount(int *count);
cudaError_t cudaGetDevice(int *device);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaStreamCreate(cudaStream_t *stream);
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *stream, unsigned int flags, int priority);
cudaError_t cudaMallocAsync(void *devPtr, size_t size, ...);
cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t stream);
cudaError_t cudaHostAlloc(void *pHost, size_t size, unsigned int flags);
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags);
cudaError_t cudaHostUnregister(void *ptr);
cudaError_t cudaHostGetDevicePointer(void *pDevice, void *pHost, unsigned int flags);
cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
cudaError_t cudaDeviceDisablePeerAccess(int peerDevice);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaEventCreate(cudaEvent_t *event);
cudaError_t cudaEventRecord(cudaEvent_t event, ...);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
cudaError_t cudaEventDestroy(cudaEvent_t event);
/* the device runtime has them too (the same names and messages as the host's) */
template <class E>
__host__ __device__ inline const char *cudaGetErrorString(E error)
{
    switch ((int)error) {
#define CUDA_ERROR(code, name, msg) case code: return msg;
#include "../host/cuda_errors.def"
#undef CUDA_ERROR
    }
    return "unrecognized error code";
}
template <class E>
__host__ __device__ inline const char *cudaGetErrorName(E error)
{
    switch ((int)error) {
#define CUDA_ERROR(code, name, msg) case code: return #name;
#include "../host/cuda_errors.def"
#undef CUDA_ERROR
    }
    return "unrecognized error code";
}
#ifdef __cplusplus
#include "../host/__cr_texture" /* texture and surface objects: the fetches */
#include "__cr_move" /* nvcc's cuda_runtime.h includes <utility>: std::move, std::forward */
#include "__cr_dp_vectors" /* __dp4a and __dp2a_* on char4, uchar4, short2, ushort2 */
#endif
#include "../host/__cr_unsupported.h" /* IPC and graphics interop: refused */
#endif
