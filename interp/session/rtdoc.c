/* rtdoc.c — the CUDA runtime API's reference for :doc and inspect (see rtdoc.h). */
#include <string.h>

#include "interp/session/rtdoc.h"

static const sess_rtdoc table[] = {
    /* ---- memory ---- */
    {"cudaMalloc", "cudaError_t cudaMalloc(void **devPtr, size_t size)",
     "Allocates size bytes of device (global) memory; *devPtr gets its address. Host code cannot "
     "dereference it (cudarepl reports such an access): copy with cudaMemcpy."},
    {"cudaMallocManaged", "cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal)",
     "Allocates managed memory: host code and kernels may both use it (not at the same time). "
     "Free it with cudaFree, not free()."},
    {"cudaMallocHost", "cudaError_t cudaMallocHost(void **ptr, size_t size)",
     "Allocates page-locked host memory; free it with cudaFreeHost."},
    {"cudaFree", "cudaError_t cudaFree(void *devPtr)",
     "Frees memory that cudaMalloc or cudaMallocManaged returned (cudaFree(NULL) does nothing)."},
    {"cudaFreeHost", "cudaError_t cudaFreeHost(void *ptr)", "Frees memory that cudaMallocHost returned."},
    {"cudaMemcpy", "cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, cudaMemcpyKind kind)",
     "Copies count bytes from src to dst; kind is cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, "
     "cudaMemcpyDeviceToDevice, cudaMemcpyHostToHost or cudaMemcpyDefault. Waits for earlier "
     "launches first."},
    {"cudaMemcpyAsync", "cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, cudaMemcpyKind kind, cudaStream_t stream = 0)",
     "cudaMemcpy in stream order."},
    {"cudaMemset", "cudaError_t cudaMemset(void *devPtr, int value, size_t count)",
     "Sets count bytes of device memory to the byte value."},
    {"cudaMemsetAsync", "cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream = 0)",
     "cudaMemset in stream order."},
    {"cudaMemcpyToSymbol", "cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyHostToDevice)",
     "Copies count bytes from src to a __device__ or __constant__ variable (at offset)."},
    {"cudaMemcpyFromSymbol", "cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyDeviceToHost)",
     "Copies count bytes of a __device__ or __constant__ variable (from offset) to dst."},
    {"cudaGetSymbolAddress", "cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol)",
     "The device address of a __device__ variable."},
    {"cudaMemGetInfo", "cudaError_t cudaMemGetInfo(size_t *free, size_t *total)",
     "Free and total device memory, in bytes."},
    {"cudaHostAlloc", "cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags)",
     "Allocates page-locked host memory (flags: cudaHostAllocDefault, cudaHostAllocPortable, "
     "cudaHostAllocMapped, cudaHostAllocWriteCombined); kernels may use it directly. Free it with "
     "cudaFreeHost."},
    {"cudaHostRegister", "cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags)",
     "Page-locks host memory the program allocated itself, so kernels may use it (through "
     "cudaHostGetDevicePointer's pointer, here the same address). A range already registered is "
     "cudaErrorHostMemoryAlreadyRegistered."},
    {"cudaHostUnregister", "cudaError_t cudaHostUnregister(void *ptr)",
     "Unregisters the range cudaHostRegister registered at ptr (its base address)."},
    {"cudaHostGetDevicePointer", "cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)",
     "The device address of page-locked host memory (cudaHostAlloc, cudaHostRegister): on an "
     "H200, the host address itself. flags must be 0."},
    {"cudaMallocAsync", "cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t stream)",
     "Allocates device memory in stream order, from the device's current memory pool (or, "
     "with a cudaMemPool_t before the stream, from that pool). Free it with cudaFreeAsync or "
     "cudaFree."},
    {"cudaFreeAsync", "cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t stream)",
     "Frees device memory in stream order."},
    {"cudaDeviceGetDefaultMemPool", "cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)",
     "The device's default memory pool (cudaMallocAsync's, until cudaDeviceSetMemPool)."},
    {"cudaMemPoolSetAttribute", "cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, cudaMemPoolAttr attr, void *value)",
     "Sets a pool attribute: cudaMemPoolAttrReleaseThreshold (uint64_t), the cudaMemPoolReuse* "
     "policies (int), or resets a high watermark (cudaMemPoolAttrUsedMemHigh, "
     "cudaMemPoolAttrReservedMemHigh) to 0."},
    {"cudaMemPoolGetAttribute", "cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, cudaMemPoolAttr attr, void *value)",
     "Reads a pool attribute, e.g. cudaMemPoolAttrUsedMemCurrent: the bytes allocated from it "
     "and not freed."},
    {"cudaMemPoolCreate", "cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool, const cudaMemPoolProps *poolProps)",
     "Creates a memory pool of device memory (allocType cudaMemAllocationTypePinned, location "
     "{cudaMemLocationTypeDevice, 0})."},
    /* ---- device and errors ---- */
    {"cudaDeviceSynchronize", "cudaError_t cudaDeviceSynchronize(void)",
     "Waits until the device has done all the work launched so far; returns the error of a "
     "kernel that faulted. (The REPL does this after each cell unless :config sync=explicit.)"},
    {"cudaDeviceReset", "cudaError_t cudaDeviceReset(void)",
     "Destroys the device's state: its memory and its errors, sticky ones too."},
    {"cudaGetLastError", "cudaError_t cudaGetLastError(void)",
     "The last error of a runtime call or launch, which it resets to cudaSuccess (a sticky "
     "error, a kernel's fault, stays). A launch with a bad configuration is reported only here "
     "and by cudaPeekAtLastError."},
    {"cudaPeekAtLastError", "cudaError_t cudaPeekAtLastError(void)",
     "The last error of a runtime call or launch, without resetting it."},
    {"cudaGetErrorString", "const char *cudaGetErrorString(cudaError_t error)",
     "The description of an error code (\"invalid argument\")."},
    {"cudaGetErrorName", "const char *cudaGetErrorName(cudaError_t error)",
     "The name of an error code (\"cudaErrorInvalidValue\")."},
    {"cudaGetDeviceProperties", "cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device)",
     "Fills *prop with the device's properties: the modelled H200's (:device shows them)."},
    {"cudaGetDeviceCount", "cudaError_t cudaGetDeviceCount(int *count)", "The number of devices: 1."},
    {"cudaSetDevice", "cudaError_t cudaSetDevice(int device)", "Selects the device (only 0 exists)."},
    {"cudaGetDevice", "cudaError_t cudaGetDevice(int *device)", "The device in use: 0."},
    {"cudaSetDeviceFlags", "cudaError_t cudaSetDeviceFlags(unsigned int flags)",
     "Records the device flags (cudaDeviceScheduleSpin, cudaDeviceScheduleYield, "
     "cudaDeviceScheduleBlockingSync, cudaDeviceMapHost, ...); cudaGetDeviceFlags reads them."},
    {"cudaDeviceCanAccessPeer", "cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)",
     "Whether device can access peerDevice's memory. The modelled machine has one GPU: device 0 "
     "is not its own peer (0), and any other ordinal is cudaErrorInvalidDevice."},
    {"cudaDeviceEnablePeerAccess", "cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)",
     "Lets the current device access peerDevice's memory. With one GPU there is no peer: "
     "cudaErrorInvalidDevice."},
    {"cudaDeviceGetAttribute", "cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attr, int device)",
     "One property of the device (cudaDevAttrMaxThreadsPerBlock, ...)."},
    {"cudaDeviceSetLimit", "cudaError_t cudaDeviceSetLimit(cudaLimit limit, size_t value)",
     "Sets a limit: cudaLimitMallocHeapSize (device malloc), cudaLimitPrintfFifoSize (device "
     "printf), cudaLimitStackSize."},
    {"cudaDeviceGetLimit", "cudaError_t cudaDeviceGetLimit(size_t *pValue, cudaLimit limit)", "Reads a limit."},
    /* ---- launches ---- */
    {"cudaLaunchKernel", "cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0)",
     "Launches the kernel func as func<<<gridDim, blockDim, sharedMem, stream>>> would; args[i] "
     "points at the i-th argument."},
    {"cudaLaunchCooperativeKernel", "cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0)",
     "cudaLaunchKernel for a grid whose blocks must all be resident at once (grid-wide "
     "synchronisation)."},
    {"cudaFuncSetAttribute", "cudaError_t cudaFuncSetAttribute(const void *func, cudaFuncAttribute attr, int value)",
     "Sets an attribute of a kernel, e.g. cudaFuncAttributeMaxDynamicSharedMemorySize to launch "
     "it with more than 48 KiB of dynamic shared memory."},
    {"cudaFuncGetAttributes", "cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, const void *func)",
     "A kernel's attributes: registers, static shared memory, maximum threads per block."},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)",
     "How many blocks of blockSize threads of the kernel fit on one SM at once."},
    {"cudaFuncGetName", "cudaError_t cudaFuncGetName(const char **name, const void *func)",
     "A kernel's name as the compiler writes it: Itanium-mangled (_Z1kPi for "
     "__global__ void k(int *)), an extern \"C\" kernel's plain name."},
    {"cudaFuncGetParamInfo", "cudaError_t cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)",
     "Where a kernel's parameter is in its parameter buffer (offset) and its size, in bytes."},
    /* ---- streams and events ---- */
    {"cudaStreamCreate", "cudaError_t cudaStreamCreate(cudaStream_t *pStream)", "Creates a stream."},
    {"cudaStreamCreateWithFlags", "cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)",
     "Creates a stream; flags cudaStreamNonBlocking: it does not synchronise with stream 0."},
    {"cudaStreamDestroy", "cudaError_t cudaStreamDestroy(cudaStream_t stream)", "Destroys a stream."},
    {"cudaStreamGetId", "cudaError_t cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)",
     "A stream's number, unique in the program: 7 for the legacy stream, 13 for the first stream "
     "made, then one more for each (as an H200 numbers them)."},
    {"cudaStreamSetAttribute", "cudaError_t cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value)",
     "Sets a stream attribute: cudaStreamAttributeAccessPolicyWindow (an L2 persistence window), "
     "cudaStreamAttributeSynchronizationPolicy, cudaStreamAttributePriority, ... "
     "cudaStreamGetAttribute reads it back."},
    {"cudaStreamSynchronize", "cudaError_t cudaStreamSynchronize(cudaStream_t stream)",
     "Waits until the work of a stream is done."},
    {"cudaEventCreate", "cudaError_t cudaEventCreate(cudaEvent_t *event)", "Creates an event."},
    {"cudaEventRecord", "cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0)",
     "Records an event in stream order."},
    {"cudaEventSynchronize", "cudaError_t cudaEventSynchronize(cudaEvent_t event)",
     "Waits until an event has happened."},
    {"cudaEventElapsedTime", "cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)",
     "The time between two recorded events, in milliseconds."},
    {"cudaEventDestroy", "cudaError_t cudaEventDestroy(cudaEvent_t event)", "Destroys an event."},
    /* ---- graphs (CUDA C++ Programming Guide §3.2.8.7, CUDA Graphs) ---- */
    {"cudaGraphCreate", "cudaError_t cudaGraphCreate(cudaGraph_t *graph, unsigned int flags)",
     "Makes an empty graph (flags must be 0); add nodes with cudaGraphAdd*Node or capture a stream into it."},
    {"cudaGraphAddKernelNode", "cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t ndeps, const cudaKernelNodeParams *params)",
     "A kernel launch node after deps: params gives func, gridDim, blockDim, sharedMemBytes and "
     "kernelParams (the arguments are copied now)."},
    {"cudaGraphAddMemcpyNode", "cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t ndeps, const cudaMemcpy3DParms *copy)",
     "A copy node (pitched pointers; cudaGraphAddMemcpyNode1D for plain bytes)."},
    {"cudaGraphAddMemsetNode", "cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t ndeps, const cudaMemsetParams *set)",
     "A memset node: height rows of width elements of elementSize (1, 2 or 4) bytes set to value."},
    {"cudaGraphAddHostNode", "cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t ndeps, const cudaHostNodeParams *host)",
     "A node that calls host function fn(userData) when the work before it is done."},
    {"cudaGraphInstantiate", "cudaError_t cudaGraphInstantiate(cudaGraphExec_t *exec, cudaGraph_t graph, unsigned long long flags = 0)",
     "Makes an executable graph, a copy of graph (a graph with a cycle is cudaErrorInvalidValue)."},
    {"cudaGraphLaunch", "cudaError_t cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream)",
     "Runs every node of the executable graph once, each after the nodes it depends on."},
    {"cudaGraphExecUpdate", "cudaError_t cudaGraphExecUpdate(cudaGraphExec_t exec, cudaGraph_t graph, cudaGraphExecUpdateResultInfo *info)",
     "Takes graph's node parameters into exec when both have the same nodes and edges."},
    {"cudaGraphDestroy", "cudaError_t cudaGraphDestroy(cudaGraph_t graph)", "Frees a graph (its executable graphs stay)."},
    {"cudaGraphExecDestroy", "cudaError_t cudaGraphExecDestroy(cudaGraphExec_t exec)", "Frees an executable graph."},
    {"cudaStreamBeginCapture", "cudaError_t cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode mode)",
     "From now on, work issued to stream (and to streams that wait on its events) becomes nodes of "
     "a graph instead of running. Not the legacy stream 0."},
    {"cudaStreamEndCapture", "cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *graph)",
     "Ends the capture begun in stream and returns its graph (NULL and an error when the capture "
     "was invalidated or a joined stream was not joined back)."},
    {"cudaStreamIsCapturing", "cudaError_t cudaStreamIsCapturing(cudaStream_t stream, cudaStreamCaptureStatus *status)",
     "Whether stream is capturing: cudaStreamCaptureStatusNone, Active or Invalidated."},
    {"cudaGraphConditionalHandleCreate", "cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *handle, cudaGraph_t graph, unsigned int defaultValue = 0, unsigned int flags = 0)",
     "A handle for conditional nodes: kernels set it with cudaGraphSetConditional; with "
     "cudaGraphCondAssignDefault each launch sets it to defaultValue first."},
};

const sess_rtdoc *sess_rtdoc_find(const char *name)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(table[i].name, name))
            return &table[i];
    return NULL;
}

const sess_rtdoc *sess_rtdoc_table(int *n)
{
    *n = (int)(sizeof table / sizeof table[0]);
    return table;
}
