/* CUDA graphs (CUDA C++ Programming Guide §3.2.8.7, "CUDA Graphs"): the types, and the runtime's
 * graph and stream-capture functions. The C part is what interp/host/graph.c implements; the
 * C++ part (the functions host code calls, with the runtime's default arguments and
 * overloads) passes the session along. Included by cuda_runtime.h. */
#ifndef __CR_GRAPH
#define __CR_GRAPH

typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef unsigned long long cudaGraphConditionalHandle;

enum cudaGraphNodeType {
    cudaGraphNodeTypeKernel = 0x00,
    cudaGraphNodeTypeMemcpy = 0x01,
    cudaGraphNodeTypeMemset = 0x02,
    cudaGraphNodeTypeHost = 0x03,
    cudaGraphNodeTypeGraph = 0x04,
    cudaGraphNodeTypeEmpty = 0x05,
    cudaGraphNodeTypeWaitEvent = 0x06,
    cudaGraphNodeTypeEventRecord = 0x07,
    cudaGraphNodeTypeExtSemaphoreSignal = 0x08,
    cudaGraphNodeTypeExtSemaphoreWait = 0x09,
    cudaGraphNodeTypeMemAlloc = 0x0a,
    cudaGraphNodeTypeMemFree = 0x0b,
    cudaGraphNodeTypeConditional = 0x0d,
    cudaGraphNodeTypeCount
};
typedef enum cudaGraphNodeType cudaGraphNodeType;

enum cudaStreamCaptureMode {
    cudaStreamCaptureModeGlobal = 0,
    cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed = 2
};
typedef enum cudaStreamCaptureMode cudaStreamCaptureMode;

enum cudaStreamCaptureStatus {
    cudaStreamCaptureStatusNone = 0,
    cudaStreamCaptureStatusActive = 1,
    cudaStreamCaptureStatusInvalidated = 2
};
typedef enum cudaStreamCaptureStatus cudaStreamCaptureStatus;

enum cudaStreamUpdateCaptureDependenciesFlags {
    cudaStreamAddCaptureDependencies = 0x0,
    cudaStreamSetCaptureDependencies = 0x1
};

enum cudaGraphExecUpdateResult {
    cudaGraphExecUpdateSuccess = 0x0,
    cudaGraphExecUpdateError = 0x1,
    cudaGraphExecUpdateErrorTopologyChanged = 0x2,
    cudaGraphExecUpdateErrorNodeTypeChanged = 0x3,
    cudaGraphExecUpdateErrorFunctionChanged = 0x4,
    cudaGraphExecUpdateErrorParametersChanged = 0x5,
    cudaGraphExecUpdateErrorNotSupported = 0x6,
    cudaGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
    cudaGraphExecUpdateErrorAttributesChanged = 0x8
};
typedef enum cudaGraphExecUpdateResult cudaGraphExecUpdateResult;

typedef struct cudaGraphExecUpdateResultInfo_st {
    enum cudaGraphExecUpdateResult result;
    cudaGraphNode_t errorNode;
    cudaGraphNode_t errorFromNode;
} cudaGraphExecUpdateResultInfo;

enum cudaGraphInstantiateFlags {
    cudaGraphInstantiateFlagAutoFreeOnLaunch = 1,
    cudaGraphInstantiateFlagUpload = 2,
    cudaGraphInstantiateFlagDeviceLaunch = 4,
    cudaGraphInstantiateFlagUseNodePriority = 8
};

enum cudaGraphInstantiateResult {
    cudaGraphInstantiateSuccess = 0,
    cudaGraphInstantiateError = 1,
    cudaGraphInstantiateInvalidStructure = 2,
    cudaGraphInstantiateNodeOperationNotSupported = 3,
    cudaGraphInstantiateMultipleDevicesNotSupported = 4,
    cudaGraphInstantiateConditionalHandleUnused = 5
};
typedef enum cudaGraphInstantiateResult cudaGraphInstantiateResult;
typedef struct cudaGraphInstantiateParams_st {
    unsigned long long flags;
    cudaStream_t uploadStream;
    cudaGraphNode_t errNode_out;
    cudaGraphInstantiateResult result_out;
} cudaGraphInstantiateParams;

/* user objects: a destructor the last reference runs */
typedef struct CUuserObject_st *cudaUserObject_t;
enum cudaUserObjectFlags { cudaUserObjectNoDestructorSync = 0x1 };
enum cudaUserObjectRetainFlags { cudaGraphUserObjectMove = 0x1 };

enum cudaGraphConditionalNodeType {
    cudaGraphCondTypeIf = 0,
    cudaGraphCondTypeWhile = 1,
    cudaGraphCondTypeSwitch = 2
};
typedef enum cudaGraphConditionalNodeType cudaGraphConditionalNodeType;
#define cudaGraphCondAssignDefault 0x1

enum cudaGraphDebugDotFlags {
    cudaGraphDebugDotFlagsVerbose = 1 << 0,
    cudaGraphDebugDotFlagsKernelNodeParams = 1 << 2,
    cudaGraphDebugDotFlagsMemcpyNodeParams = 1 << 3,
    cudaGraphDebugDotFlagsMemsetNodeParams = 1 << 4,
    cudaGraphDebugDotFlagsHostNodeParams = 1 << 5
};

struct cudaKernelNodeParams {
    void *func;
    dim3 gridDim;
    dim3 blockDim;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
};
typedef struct cudaKernelNodeParams cudaKernelNodeParams;
typedef struct cudaKernelNodeParams cudaKernelNodeParamsV2;

struct cudaMemsetParams {
    void *dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
};
typedef struct cudaMemsetParams cudaMemsetParams;
typedef struct cudaMemsetParams cudaMemsetParamsV2;

struct cudaHostNodeParams {
    cudaHostFn_t fn;
    void *userData;
};
typedef struct cudaHostNodeParams cudaHostNodeParams;
typedef struct cudaHostNodeParams cudaHostNodeParamsV2;

struct cudaMemAllocNodeParams {
    struct cudaMemPoolProps poolProps;
    const struct cudaMemAccessDesc *accessDescs;
    size_t accessDescCount;
    size_t bytesize;
    void *dptr;
};
typedef struct cudaMemAllocNodeParams cudaMemAllocNodeParams;
typedef struct cudaMemAllocNodeParams cudaMemAllocNodeParamsV2;

struct cudaMemFreeNodeParams {
    void *dptr;
};
struct cudaMemcpyNodeParams {
    int flags;
    int reserved[3];
    struct cudaMemcpy3DParms copyParams;
};
struct cudaChildGraphNodeParams {
    cudaGraph_t graph;
};
struct cudaEventRecordNodeParams {
    cudaEvent_t event;
};
struct cudaEventWaitNodeParams {
    cudaEvent_t event;
};
struct cudaConditionalNodeParams {
    cudaGraphConditionalHandle handle;
    enum cudaGraphConditionalNodeType type;
    unsigned int size;
    cudaGraph_t *phGraph_out;
};
typedef struct cudaConditionalNodeParams cudaConditionalNodeParams;

/* what an edge carries (CUDA 12.3): cudarepl's edges are the default ones, full dependencies */
typedef struct cudaGraphEdgeData_st {
    unsigned char from_port;
    unsigned char to_port;
    unsigned char type;
    unsigned char reserved[5];
} cudaGraphEdgeData;

/* cudaGraphAddNode's parameters: the node's type and its parameters */
struct cudaGraphNodeParams {
    enum cudaGraphNodeType type;
    int reserved0[3];
    union {
        long long reserved1[29];
        struct cudaKernelNodeParams kernel;
        struct cudaMemcpyNodeParams memcpy;
        struct cudaMemsetParams memset;
        struct cudaHostNodeParams host;
        struct cudaChildGraphNodeParams graph;
        struct cudaEventWaitNodeParams eventWait;
        struct cudaEventRecordNodeParams eventRecord;
        struct cudaMemAllocNodeParams alloc;
        struct cudaMemFreeNodeParams free;
        struct cudaConditionalNodeParams conditional;
    };
    long long reserved2;
};
typedef struct cudaGraphNodeParams cudaGraphNodeParams;

/* ---- the runtime (interp/host/graph.c) ---- */
cudaError_t __cr_rt_cudaGraphCreate(void *, cudaGraph_t *, unsigned int);
cudaError_t __cr_rt_cudaGraphDestroy(void *, cudaGraph_t);
cudaError_t __cr_rt_cudaGraphClone(void *, cudaGraph_t *, cudaGraph_t);
cudaError_t __cr_rt_cudaGraphAddNode(void *, cudaGraphNode_t *, cudaGraph_t, const cudaGraphNode_t *, size_t,
                                     struct cudaGraphNodeParams *);
cudaError_t __cr_rt_cudaGraphAddDependencies(void *, cudaGraph_t, const cudaGraphNode_t *, const cudaGraphNode_t *,
                                             size_t, int);
cudaError_t __cr_rt_cudaGraphGetNodes(void *, cudaGraph_t, cudaGraphNode_t *, size_t *, int);
cudaError_t __cr_rt_cudaGraphGetEdges(void *, cudaGraph_t, cudaGraphNode_t *, cudaGraphNode_t *, size_t *);
cudaError_t __cr_rt_cudaGraphNodeGetType(void *, cudaGraphNode_t, enum cudaGraphNodeType *);
cudaError_t __cr_rt_cudaGraphNodeGetEdges(void *, cudaGraphNode_t, cudaGraphNode_t *, size_t *, int);
cudaError_t __cr_rt_cudaGraphNodeGetParams(void *, cudaGraphNode_t, struct cudaGraphNodeParams *);
cudaError_t __cr_rt_cudaGraphNodeSetParams(void *, cudaGraphExec_t, cudaGraphNode_t, struct cudaGraphNodeParams *);
cudaError_t __cr_rt_cudaGraphDestroyNode(void *, cudaGraphNode_t);
cudaError_t __cr_rt_cudaGraphNodeFindInClone(void *, cudaGraphNode_t *, cudaGraphNode_t, cudaGraph_t);
cudaError_t __cr_rt_cudaGraphNodeEnable(void *, cudaGraphExec_t, cudaGraphNode_t, unsigned int *, int);
cudaError_t __cr_rt_cudaGraphInstantiate(void *, cudaGraphExec_t *, cudaGraph_t, unsigned long long);
cudaError_t __cr_rt_cudaGraphLaunch(void *, cudaGraphExec_t, cudaStream_t);
cudaError_t __cr_rt_cudaGraphUpload(void *, cudaGraphExec_t, cudaStream_t);
cudaError_t __cr_rt_cudaGraphExecDestroy(void *, cudaGraphExec_t);
cudaError_t __cr_rt_cudaGraphExecUpdate(void *, cudaGraphExec_t, cudaGraph_t, cudaGraphExecUpdateResultInfo *);
cudaError_t __cr_rt_cudaGraphDebugDotPrint(void *, cudaGraph_t, const char *, unsigned int);
cudaError_t __cr_rt_cudaGraphConditionalHandleCreate(void *, cudaGraphConditionalHandle *, cudaGraph_t, unsigned int,
                                                     unsigned int);
cudaError_t __cr_rt_cudaStreamBeginCapture(void *, cudaStream_t, cudaGraph_t, const cudaGraphNode_t *, size_t,
                                           int);
cudaError_t __cr_rt_cudaStreamEndCapture(void *, cudaStream_t, cudaGraph_t *);
cudaError_t __cr_rt_cudaStreamGetCaptureInfo(void *, cudaStream_t, enum cudaStreamCaptureStatus *,
                                             unsigned long long *, cudaGraph_t *, const cudaGraphNode_t **,
                                             size_t *);
cudaError_t __cr_rt_cudaStreamUpdateCaptureDependencies(void *, cudaStream_t, cudaGraphNode_t *, size_t, unsigned int);
cudaError_t __cr_rt_cudaThreadExchangeStreamCaptureMode(void *, enum cudaStreamCaptureMode *);
cudaError_t __cr_rt_cudaGraphExecGetFlags(void *, cudaGraphExec_t, unsigned long long *);
cudaError_t __cr_rt_cudaGraphKernelNodeAttribute(void *, cudaGraphNode_t, int, cudaLaunchAttributeValue *, int);
cudaError_t __cr_rt_cudaGraphKernelNodeCopyAttributes(void *, cudaGraphNode_t, cudaGraphNode_t);
cudaError_t __cr_rt_cudaUserObjectCreate(void *, cudaUserObject_t *, void *, cudaHostFn_t, unsigned int, unsigned int);
cudaError_t __cr_rt_cudaUserObjectRefs(void *, cudaUserObject_t, unsigned int, int);
cudaError_t __cr_rt_cudaGraphUserObjectRefs(void *, cudaGraph_t, cudaUserObject_t, unsigned int, unsigned int, int);

#ifdef __cplusplus
static inline cudaError_t cudaGraphCreate(cudaGraph_t *g, unsigned int flags) { return __cr_rt_cudaGraphCreate(__cr_sess, g, flags); }
static inline cudaError_t cudaGraphDestroy(cudaGraph_t g) { return __cr_rt_cudaGraphDestroy(__cr_sess, g); }
static inline cudaError_t cudaGraphClone(cudaGraph_t *out, cudaGraph_t g) { return __cr_rt_cudaGraphClone(__cr_sess, out, g); }
static inline cudaError_t cudaGraphAddNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, cudaGraphNodeParams *p) { return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, p); }
/* CUDA 13's form, with data on the edges (cudarepl's edges are all full dependencies) */
static inline cudaError_t cudaGraphAddNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, const cudaGraphEdgeData *edges, size_t nd, cudaGraphNodeParams *p)
{
    (void)edges;
    return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, p);
}
static inline cudaError_t __cr_graph_add(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, cudaGraphNodeParams *p, enum cudaGraphNodeType t)
{
    p->type = t;
    return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, p);
}
static inline cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, const cudaKernelNodeParams *k)
{
    cudaGraphNodeParams p = {};
    if (!k)
        return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, NULL);
    p.kernel = *k;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeKernel);
}
static inline cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, const cudaMemcpy3DParms *c)
{
    cudaGraphNodeParams p = {};
    if (!c)
        return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, NULL);
    p.memcpy.copyParams = *c;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeMemcpy);
}
static inline cudaMemcpy3DParms __cr_memcpy1d(void *dst, const void *src, size_t count, int kind)
{
    cudaMemcpy3DParms c = {};
    c.srcPtr.ptr = (void *)src;
    c.srcPtr.pitch = c.srcPtr.xsize = count;
    c.srcPtr.ysize = 1;
    c.dstPtr.ptr = dst;
    c.dstPtr.pitch = c.dstPtr.xsize = count;
    c.dstPtr.ysize = 1;
    c.extent.width = count;
    c.extent.height = c.extent.depth = 1;
    c.kind = kind;
    return c;
}
static inline cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, void *dst, const void *src, size_t count, int kind)
{
    cudaMemcpy3DParms c = __cr_memcpy1d(dst, src, count, kind);
    return cudaGraphAddMemcpyNode(n, g, deps, nd, &c);
}
static inline cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, const cudaMemsetParams *m)
{
    cudaGraphNodeParams p = {};
    if (!m)
        return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, NULL);
    p.memset = *m;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeMemset);
}
static inline cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, const cudaHostNodeParams *h)
{
    cudaGraphNodeParams p = {};
    if (!h)
        return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, NULL);
    p.host = *h;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeHost);
}
static inline cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd)
{
    cudaGraphNodeParams p = {};
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeEmpty);
}
static inline cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, cudaGraph_t child)
{
    cudaGraphNodeParams p = {};
    p.graph.graph = child;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeGraph);
}
static inline cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, cudaEvent_t e)
{
    cudaGraphNodeParams p = {};
    p.eventRecord.event = e;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeEventRecord);
}
static inline cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, cudaEvent_t e)
{
    cudaGraphNodeParams p = {};
    p.eventWait.event = e;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeWaitEvent);
}
static inline cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, cudaMemAllocNodeParams *a)
{
    cudaGraphNodeParams p = {};
    if (!a)
        return __cr_rt_cudaGraphAddNode(__cr_sess, n, g, deps, nd, NULL);
    p.alloc = *a;
    cudaError_t e = __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeMemAlloc);
    a->dptr = p.alloc.dptr;
    return e;
}
static inline cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, void *dptr)
{
    cudaGraphNodeParams p = {};
    p.free.dptr = dptr;
    return __cr_graph_add(n, g, deps, nd, &p, cudaGraphNodeTypeMemFree);
}
static inline cudaError_t cudaGraphAddDependencies(cudaGraph_t g, const cudaGraphNode_t *from, const cudaGraphNode_t *to, size_t n) { return __cr_rt_cudaGraphAddDependencies(__cr_sess, g, from, to, n, 1); }
static inline cudaError_t cudaGraphRemoveDependencies(cudaGraph_t g, const cudaGraphNode_t *from, const cudaGraphNode_t *to, size_t n) { return __cr_rt_cudaGraphAddDependencies(__cr_sess, g, from, to, n, 0); }
static inline cudaError_t cudaGraphGetNodes(cudaGraph_t g, cudaGraphNode_t *nodes, size_t *n) { return __cr_rt_cudaGraphGetNodes(__cr_sess, g, nodes, n, 0); }
static inline cudaError_t cudaGraphGetRootNodes(cudaGraph_t g, cudaGraphNode_t *nodes, size_t *n) { return __cr_rt_cudaGraphGetNodes(__cr_sess, g, nodes, n, 1); }
static inline cudaError_t cudaGraphGetEdges(cudaGraph_t g, cudaGraphNode_t *from, cudaGraphNode_t *to, size_t *n) { return __cr_rt_cudaGraphGetEdges(__cr_sess, g, from, to, n); }
/* CUDA 13's forms, with the edges' data (all default: full dependencies) */
static inline void __cr_no_edge_data(cudaGraphEdgeData *e, size_t n)
{
    for (size_t i = 0; e && i < n; i++)
        e[i] = cudaGraphEdgeData();
}
static inline cudaError_t cudaGraphAddDependencies(cudaGraph_t g, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edges, size_t n)
{
    (void)edges;
    return __cr_rt_cudaGraphAddDependencies(__cr_sess, g, from, to, n, 1);
}
static inline cudaError_t cudaGraphRemoveDependencies(cudaGraph_t g, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edges, size_t n)
{
    (void)edges;
    return __cr_rt_cudaGraphAddDependencies(__cr_sess, g, from, to, n, 0);
}
static inline cudaError_t cudaGraphGetEdges(cudaGraph_t g, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edges, size_t *n)
{
    cudaError_t e = __cr_rt_cudaGraphGetEdges(__cr_sess, g, from, to, n);
    if (e == cudaSuccess && from)
        __cr_no_edge_data(edges, *n);
    return e;
}
static inline cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t n, cudaGraphNode_t *deps, cudaGraphEdgeData *edges, size_t *nd)
{
    cudaError_t e = __cr_rt_cudaGraphNodeGetEdges(__cr_sess, n, deps, nd, 0);
    if (e == cudaSuccess && deps)
        __cr_no_edge_data(edges, *nd);
    return e;
}
static inline cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t n, cudaGraphNode_t *deps, cudaGraphEdgeData *edges, size_t *nd)
{
    cudaError_t e = __cr_rt_cudaGraphNodeGetEdges(__cr_sess, n, deps, nd, 1);
    if (e == cudaSuccess && deps)
        __cr_no_edge_data(edges, *nd);
    return e;
}
static inline cudaError_t cudaGraphNodeGetType(cudaGraphNode_t n, enum cudaGraphNodeType *t) { return __cr_rt_cudaGraphNodeGetType(__cr_sess, n, t); }
static inline cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t n, cudaGraphNode_t *deps, size_t *nd) { return __cr_rt_cudaGraphNodeGetEdges(__cr_sess, n, deps, nd, 0); }
static inline cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t n, cudaGraphNode_t *deps, size_t *nd) { return __cr_rt_cudaGraphNodeGetEdges(__cr_sess, n, deps, nd, 1); }
static inline cudaError_t cudaGraphNodeGetParams(cudaGraphNode_t n, cudaGraphNodeParams *p) { return __cr_rt_cudaGraphNodeGetParams(__cr_sess, n, p); }
static inline cudaError_t cudaGraphNodeSetParams(cudaGraphNode_t n, cudaGraphNodeParams *p) { return __cr_rt_cudaGraphNodeSetParams(__cr_sess, NULL, n, p); }
static inline cudaError_t cudaGraphExecNodeSetParams(cudaGraphExec_t e, cudaGraphNode_t n, cudaGraphNodeParams *p) { return __cr_rt_cudaGraphNodeSetParams(__cr_sess, e, n, p); }
static inline cudaError_t __cr_graph_set(cudaGraphExec_t x, cudaGraphNode_t n, cudaGraphNodeParams *p, enum cudaGraphNodeType t)
{
    p->type = t;
    return __cr_rt_cudaGraphNodeSetParams(__cr_sess, x, n, p);
}
/* cudaGraph<Name>NodeGetParams, cudaGraph<Name>NodeSetParams and cudaGraphExec<Name>NodeSetParams
 * for node parameters of type T, held in cudaGraphNodeParams's FIELD */
#define __CR_GRAPH_NODE_PARAMS(Name, T, FIELD, TYPE)                                              \
    static inline cudaError_t cudaGraph##Name##NodeGetParams(cudaGraphNode_t n, T *out)          \
    {                                                                                            \
        cudaGraphNodeParams p = {};                                                              \
        cudaError_t e = __cr_rt_cudaGraphNodeGetParams(__cr_sess, n, &p);                        \
        if (e == cudaSuccess && out) {                                                           \
            if (p.type != TYPE)                                                                  \
                return cudaErrorInvalidValue;                                                    \
            *out = p.FIELD;                                                                      \
        }                                                                                        \
        return e;                                                                                \
    }                                                                                            \
    static inline cudaError_t cudaGraph##Name##NodeSetParams(cudaGraphNode_t n, const T *in)     \
    {                                                                                            \
        cudaGraphNodeParams p = {};                                                              \
        if (!in)                                                                                 \
            return cudaErrorInvalidValue;                                                        \
        p.FIELD = *in;                                                                           \
        return __cr_graph_set(NULL, n, &p, TYPE);                                                \
    }                                                                                            \
    static inline cudaError_t cudaGraphExec##Name##NodeSetParams(cudaGraphExec_t x, cudaGraphNode_t n, const T *in) \
    {                                                                                            \
        cudaGraphNodeParams p = {};                                                              \
        if (!in)                                                                                 \
            return cudaErrorInvalidValue;                                                        \
        p.FIELD = *in;                                                                           \
        return __cr_graph_set(x, n, &p, TYPE);                                                   \
    }
__CR_GRAPH_NODE_PARAMS(Kernel, cudaKernelNodeParams, kernel, cudaGraphNodeTypeKernel)
__CR_GRAPH_NODE_PARAMS(Memcpy, cudaMemcpy3DParms, memcpy.copyParams, cudaGraphNodeTypeMemcpy)
__CR_GRAPH_NODE_PARAMS(Memset, cudaMemsetParams, memset, cudaGraphNodeTypeMemset)
__CR_GRAPH_NODE_PARAMS(Host, cudaHostNodeParams, host, cudaGraphNodeTypeHost)
static inline cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t n, void *dst, const void *src, size_t count, int kind)
{
    cudaMemcpy3DParms c = __cr_memcpy1d(dst, src, count, kind);
    return cudaGraphMemcpyNodeSetParams(n, &c);
}
static inline cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t x, cudaGraphNode_t n, void *dst, const void *src, size_t count, int kind)
{
    cudaMemcpy3DParms c = __cr_memcpy1d(dst, src, count, kind);
    return cudaGraphExecMemcpyNodeSetParams(x, n, &c);
}
static inline cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t n, cudaGraph_t *g)
{
    cudaGraphNodeParams p = {};
    cudaError_t e = __cr_rt_cudaGraphNodeGetParams(__cr_sess, n, &p);
    if (e == cudaSuccess && g) {
        if (p.type != cudaGraphNodeTypeGraph)
            return cudaErrorInvalidValue;
        *g = p.graph.graph;
    }
    return e;
}
static inline cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t n, cudaMemAllocNodeParams *a)
{
    cudaGraphNodeParams p = {};
    cudaError_t e = __cr_rt_cudaGraphNodeGetParams(__cr_sess, n, &p);
    if (e == cudaSuccess && a) {
        if (p.type != cudaGraphNodeTypeMemAlloc)
            return cudaErrorInvalidValue;
        *a = p.alloc;
    }
    return e;
}
static inline cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t n, void *dptr)
{
    cudaGraphNodeParams p = {};
    cudaError_t e = __cr_rt_cudaGraphNodeGetParams(__cr_sess, n, &p);
    if (e == cudaSuccess && dptr) {
        if (p.type != cudaGraphNodeTypeMemFree)
            return cudaErrorInvalidValue;
        *(void **)dptr = p.free.dptr;
    }
    return e;
}
static inline cudaError_t cudaGraphDestroyNode(cudaGraphNode_t n) { return __cr_rt_cudaGraphDestroyNode(__cr_sess, n); }
static inline cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *out, cudaGraphNode_t orig, cudaGraph_t clone) { return __cr_rt_cudaGraphNodeFindInClone(__cr_sess, out, orig, clone); }
static inline cudaError_t cudaGraphNodeSetEnabled(cudaGraphExec_t x, cudaGraphNode_t n, unsigned int on) { return __cr_rt_cudaGraphNodeEnable(__cr_sess, x, n, &on, 1); }
static inline cudaError_t cudaGraphNodeGetEnabled(cudaGraphExec_t x, cudaGraphNode_t n, unsigned int *on) { return __cr_rt_cudaGraphNodeEnable(__cr_sess, x, n, on, 0); }
static inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *x, cudaGraph_t g, unsigned long long flags = 0) { return __cr_rt_cudaGraphInstantiate(__cr_sess, x, g, flags); }
/* the form before CUDA 12 (NVIDIA's samples use it): an error node and a log */
static inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *x, cudaGraph_t g, cudaGraphNode_t *err_node, char *log, size_t log_size)
{
    if (err_node)
        *err_node = NULL;
    if (log && log_size)
        log[0] = 0;
    return __cr_rt_cudaGraphInstantiate(__cr_sess, x, g, 0);
}
static inline cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *x, cudaGraph_t g, unsigned long long flags = 0) { return __cr_rt_cudaGraphInstantiate(__cr_sess, x, g, flags); }
static inline cudaError_t cudaGraphLaunch(cudaGraphExec_t x, cudaStream_t st) { return __cr_rt_cudaGraphLaunch(__cr_sess, x, st); }
static inline cudaError_t cudaGraphUpload(cudaGraphExec_t x, cudaStream_t st) { return __cr_rt_cudaGraphUpload(__cr_sess, x, st); }
static inline cudaError_t cudaGraphExecDestroy(cudaGraphExec_t x) { return __cr_rt_cudaGraphExecDestroy(__cr_sess, x); }
static inline cudaError_t cudaGraphExecUpdate(cudaGraphExec_t x, cudaGraph_t g, cudaGraphExecUpdateResultInfo *info) { return __cr_rt_cudaGraphExecUpdate(__cr_sess, x, g, info); }
/* the form before CUDA 12: the node that failed and the result */
static inline cudaError_t cudaGraphExecUpdate(cudaGraphExec_t x, cudaGraph_t g, cudaGraphNode_t *err_node, cudaGraphExecUpdateResult *result)
{
    cudaGraphExecUpdateResultInfo info = {};
    cudaError_t e = __cr_rt_cudaGraphExecUpdate(__cr_sess, x, g, &info);
    if (err_node)
        *err_node = info.errorNode;
    if (result)
        *result = info.result;
    return e;
}
static inline cudaError_t cudaGraphDebugDotPrint(cudaGraph_t g, const char *path, unsigned int flags) { return __cr_rt_cudaGraphDebugDotPrint(__cr_sess, g, path, flags); }
static inline cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *h, cudaGraph_t g, unsigned int def = 0, unsigned int flags = 0) { return __cr_rt_cudaGraphConditionalHandleCreate(__cr_sess, h, g, def, flags); }
static inline cudaError_t cudaStreamBeginCapture(cudaStream_t st, enum cudaStreamCaptureMode mode) { return __cr_rt_cudaStreamBeginCapture(__cr_sess, st, NULL, NULL, 0, mode); }
static inline cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t st, cudaGraph_t g, const cudaGraphNode_t *deps, const cudaGraphEdgeData *edges, size_t nd, enum cudaStreamCaptureMode mode)
{
    (void)edges;
    return __cr_rt_cudaStreamBeginCapture(__cr_sess, st, g, deps, nd, mode);
}
static inline cudaError_t cudaStreamEndCapture(cudaStream_t st, cudaGraph_t *g) { return __cr_rt_cudaStreamEndCapture(__cr_sess, st, g); }
static inline cudaError_t cudaStreamIsCapturing(cudaStream_t st, enum cudaStreamCaptureStatus *status) { return __cr_rt_cudaStreamGetCaptureInfo(__cr_sess, st, status, NULL, NULL, NULL, NULL); }
static inline cudaError_t cudaStreamGetCaptureInfo(cudaStream_t st, enum cudaStreamCaptureStatus *status, unsigned long long *id = 0, cudaGraph_t *g = 0, const cudaGraphNode_t **deps = 0, size_t *nd = 0) { return __cr_rt_cudaStreamGetCaptureInfo(__cr_sess, st, status, id, g, deps, nd); }
/* CUDA 13's form: the edges' data too (NULL: all full dependencies) */
static inline cudaError_t cudaStreamGetCaptureInfo(cudaStream_t st, enum cudaStreamCaptureStatus *status, unsigned long long *id, cudaGraph_t *g, const cudaGraphNode_t **deps, const cudaGraphEdgeData **edges, size_t *nd)
{
    if (edges)
        *edges = NULL;
    return __cr_rt_cudaStreamGetCaptureInfo(__cr_sess, st, status, id, g, deps, nd);
}
static inline cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t st, cudaGraphNode_t *deps, size_t nd, unsigned int flags = 0) { return __cr_rt_cudaStreamUpdateCaptureDependencies(__cr_sess, st, deps, nd, flags); }
static inline cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t st, cudaGraphNode_t *deps, const cudaGraphEdgeData *edges, size_t nd, unsigned int flags)
{
    (void)edges;
    return __cr_rt_cudaStreamUpdateCaptureDependencies(__cr_sess, st, deps, nd, flags);
}
static inline cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode) { return __cr_rt_cudaThreadExchangeStreamCaptureMode(__cr_sess, mode); }
/* event record and event wait nodes' events */
#define __CR_GRAPH_EVENT_NODE(Name, FIELD, TYPE)                                                  \
    static inline cudaError_t cudaGraph##Name##NodeGetEvent(cudaGraphNode_t n, cudaEvent_t *out) \
    {                                                                                            \
        cudaGraphNodeParams p = {};                                                              \
        cudaError_t e = __cr_rt_cudaGraphNodeGetParams(__cr_sess, n, &p);                        \
        if (e != cudaSuccess)                                                                    \
            return e;                                                                            \
        if (!out || p.type != TYPE)                                                              \
            return cudaErrorInvalidValue;                                                        \
        *out = p.FIELD.event;                                                                    \
        return cudaSuccess;                                                                      \
    }                                                                                            \
    static inline cudaError_t cudaGraph##Name##NodeSetEvent(cudaGraphNode_t n, cudaEvent_t ev)   \
    {                                                                                            \
        cudaGraphNodeParams p = {};                                                              \
        p.FIELD.event = ev;                                                                      \
        return __cr_graph_set(NULL, n, &p, TYPE);                                                \
    }                                                                                            \
    static inline cudaError_t cudaGraphExec##Name##NodeSetEvent(cudaGraphExec_t x, cudaGraphNode_t n, cudaEvent_t ev) \
    {                                                                                            \
        cudaGraphNodeParams p = {};                                                              \
        p.FIELD.event = ev;                                                                      \
        return __cr_graph_set(x, n, &p, TYPE);                                                   \
    }
__CR_GRAPH_EVENT_NODE(EventRecord, eventRecord, cudaGraphNodeTypeEventRecord)
__CR_GRAPH_EVENT_NODE(EventWait, eventWait, cudaGraphNodeTypeWaitEvent)
/* an executable graph's child graph node takes the parameters of a graph of the same shape */
static inline cudaError_t cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t x, cudaGraphNode_t n, cudaGraph_t child)
{
    cudaGraphNodeParams p = {};
    p.graph.graph = child;
    return __cr_graph_set(x, n, &p, cudaGraphNodeTypeGraph);
}
/* copies to and from a __device__ or __constant__ variable: a 1D copy at its address */
static inline cudaError_t __cr_symbol_copy(cudaMemcpy3DParms *c, void *dst, const void *src, const void *sym, size_t count, size_t off, int kind, int to)
{
    void *a = NULL;
    cudaError_t e = __cr_rt_cudaGetSymbolAddress(__cr_sess, &a, sym);
    if (e != cudaSuccess)
        return e;
    if (to)
        *c = __cr_memcpy1d((char *)a + off, src, count, kind);
    else
        *c = __cr_memcpy1d(dst, (const char *)a + off, count, kind);
    return cudaSuccess;
}
template <class T> static inline cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, const T &sym, const void *src, size_t count, size_t off = 0, int kind = cudaMemcpyHostToDevice)
{
    cudaMemcpy3DParms c;
    cudaError_t e = __cr_symbol_copy(&c, NULL, src, (const void *)&sym, count, off, kind, 1);
    return e != cudaSuccess ? e : cudaGraphAddMemcpyNode(n, g, deps, nd, &c);
}
template <class T> static inline cudaError_t cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *n, cudaGraph_t g, const cudaGraphNode_t *deps, size_t nd, void *dst, const T &sym, size_t count, size_t off = 0, int kind = cudaMemcpyDeviceToHost)
{
    cudaMemcpy3DParms c;
    cudaError_t e = __cr_symbol_copy(&c, dst, NULL, (const void *)&sym, count, off, kind, 0);
    return e != cudaSuccess ? e : cudaGraphAddMemcpyNode(n, g, deps, nd, &c);
}
template <class T> static inline cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t n, const T &sym, const void *src, size_t count, size_t off = 0, int kind = cudaMemcpyHostToDevice)
{
    cudaMemcpy3DParms c;
    cudaError_t e = __cr_symbol_copy(&c, NULL, src, (const void *)&sym, count, off, kind, 1);
    return e != cudaSuccess ? e : cudaGraphMemcpyNodeSetParams(n, &c);
}
template <class T> static inline cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t n, void *dst, const T &sym, size_t count, size_t off = 0, int kind = cudaMemcpyDeviceToHost)
{
    cudaMemcpy3DParms c;
    cudaError_t e = __cr_symbol_copy(&c, dst, NULL, (const void *)&sym, count, off, kind, 0);
    return e != cudaSuccess ? e : cudaGraphMemcpyNodeSetParams(n, &c);
}
template <class T> static inline cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t x, cudaGraphNode_t n, const T &sym, const void *src, size_t count, size_t off = 0, int kind = cudaMemcpyHostToDevice)
{
    cudaMemcpy3DParms c;
    cudaError_t e = __cr_symbol_copy(&c, NULL, src, (const void *)&sym, count, off, kind, 1);
    return e != cudaSuccess ? e : cudaGraphExecMemcpyNodeSetParams(x, n, &c);
}
template <class T> static inline cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t x, cudaGraphNode_t n, void *dst, const T &sym, size_t count, size_t off = 0, int kind = cudaMemcpyDeviceToHost)
{
    cudaMemcpy3DParms c;
    cudaError_t e = __cr_symbol_copy(&c, dst, NULL, (const void *)&sym, count, off, kind, 0);
    return e != cudaSuccess ? e : cudaGraphExecMemcpyNodeSetParams(x, n, &c);
}
static inline cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t x, unsigned long long *flags) { return __cr_rt_cudaGraphExecGetFlags(__cr_sess, x, flags); }
/* instantiation with its parameters: the flags (an upload with cudaGraphInstantiateFlagUpload),
 * and the result */
static inline cudaError_t cudaGraphInstantiateWithParams(cudaGraphExec_t *x, cudaGraph_t g, cudaGraphInstantiateParams *p)
{
    if (!p)
        return __cr_rt_cudaGraphInstantiate(__cr_sess, NULL, g, 0);
    cudaError_t e = __cr_rt_cudaGraphInstantiate(__cr_sess, x, g, p->flags);
    p->errNode_out = NULL;
    p->result_out = e == cudaSuccess ? cudaGraphInstantiateSuccess : cudaGraphInstantiateError;
    if (e == cudaSuccess && (p->flags & cudaGraphInstantiateFlagUpload))
        e = __cr_rt_cudaGraphUpload(__cr_sess, *x, p->uploadStream);
    return e;
}
static inline cudaError_t cudaGraphKernelNodeGetAttribute(cudaGraphNode_t n, cudaLaunchAttributeID attr, cudaLaunchAttributeValue *v) { return __cr_rt_cudaGraphKernelNodeAttribute(__cr_sess, n, attr, v, 0); }
static inline cudaError_t cudaGraphKernelNodeSetAttribute(cudaGraphNode_t n, cudaLaunchAttributeID attr, const cudaLaunchAttributeValue *v) { return __cr_rt_cudaGraphKernelNodeAttribute(__cr_sess, n, attr, (cudaLaunchAttributeValue *)v, 1); }
static inline cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t dst, cudaGraphNode_t src) { return __cr_rt_cudaGraphKernelNodeCopyAttributes(__cr_sess, dst, src); }
static inline cudaError_t cudaUserObjectCreate(cudaUserObject_t *o, void *ptr, cudaHostFn_t destroy, unsigned int refs, unsigned int flags) { return __cr_rt_cudaUserObjectCreate(__cr_sess, o, ptr, destroy, refs, flags); }
static inline cudaError_t cudaUserObjectRetain(cudaUserObject_t o, unsigned int count = 1) { return __cr_rt_cudaUserObjectRefs(__cr_sess, o, count, 1); }
static inline cudaError_t cudaUserObjectRelease(cudaUserObject_t o, unsigned int count = 1) { return __cr_rt_cudaUserObjectRefs(__cr_sess, o, count, 0); }
static inline cudaError_t cudaGraphRetainUserObject(cudaGraph_t g, cudaUserObject_t o, unsigned int count = 1, unsigned int flags = 0) { return __cr_rt_cudaGraphUserObjectRefs(__cr_sess, g, o, count, flags, 1); }
static inline cudaError_t cudaGraphReleaseUserObject(cudaGraph_t g, cudaUserObject_t o, unsigned int count = 1) { return __cr_rt_cudaGraphUserObjectRefs(__cr_sess, g, o, count, 0, 0); }
#endif

#endif
