// CUDA graph calls of CUDA 12 and 13 that read and change nodes, and what each returns on an
// H200 (sm_90): the events of event record and wait nodes (cudaGraphEventRecordNodeGetEvent,
// ...SetEvent, cudaGraphExecEventRecordNodeSetEvent and the wait forms), a kernel node's launch
// attributes (cudaGraphKernelNodeSetAttribute, ...GetAttribute, ...CopyAttributes), copies to and
// from a __device__ variable (cudaGraphAddMemcpyNodeToSymbol, ...FromSymbol and their SetParams
// forms), cudaGraphInstantiateWithParams and cudaGraphExecGetFlags,
// cudaGraphExecChildGraphNodeSetParams, and user objects (cudaUserObjectCreate, ...Retain,
// ...Release, cudaGraphRetainUserObject, cudaGraphReleaseUserObject) whose destructor runs
// when the last reference goes (CUDA C++ Programming Guide, "CUDA Graphs"; Runtime API 13.0).
#include <cstdio>
#include <unistd.h>
#include <cuda_runtime.h>

__device__ int dv[4];
__global__ void add(int *p, int v) { p[threadIdx.x] += v; }
__global__ void twice() { dv[threadIdx.x] *= 2; }

static int destroyed = 0;
static void destroy(void *p) { destroyed += *(int *)p; }

int main()
{
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaEvent_t e1, e2, got = NULL;
    cudaEventCreate(&e1);
    cudaEventCreate(&e2);
    cudaGraphNode_t rec, wait, kn, cp1, cp2;
    cudaGraphAddEventRecordNode(&rec, g, NULL, 0, e1);
    cudaGraphAddEventWaitNode(&wait, g, &rec, 1, e1);
    cudaError_t e = cudaGraphEventRecordNodeGetEvent(rec, &got);
    printf("record node's event %d: e1 %d\n", (int)e, got == e1);
    e = cudaGraphEventRecordNodeSetEvent(rec, e2);
    cudaGraphEventRecordNodeGetEvent(rec, &got);
    printf("set to e2 %d: e2 %d\n", (int)e, got == e2);
    e = cudaGraphEventWaitNodeGetEvent(wait, &got);
    printf("wait node's event %d: e1 %d\n", (int)e, got == e1);
    e = cudaGraphEventWaitNodeSetEvent(wait, e2);
    cudaGraphEventWaitNodeGetEvent(wait, &got);
    printf("set to e2 %d: e2 %d\n", (int)e, got == e2);
    e = cudaGraphEventWaitNodeGetEvent(rec, &got);
    printf("the wait event of a record node: %d\n", (int)e);
    cudaGetLastError();

    int h[4] = {1, 2, 3, 4}, out[4] = {0};
    e = cudaGraphAddMemcpyNodeToSymbol(&cp1, g, &wait, 1, dv, h, sizeof h, 0, cudaMemcpyHostToDevice);
    printf("cudaGraphAddMemcpyNodeToSymbol %d\n", (int)e);
    cudaKernelNodeParams kp = {};
    kp.func = (void *)twice;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(4);
    kp.kernelParams = NULL;
    cudaGraphAddKernelNode(&kn, g, &cp1, 1, &kp);
    e = cudaGraphAddMemcpyNodeFromSymbol(&cp2, g, &kn, 1, out, dv, 2 * sizeof(int), 2 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("cudaGraphAddMemcpyNodeFromSymbol %d\n", (int)e);

    cudaLaunchAttributeValue v = {}, r = {};
    e = cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributePriority, &r);
    printf("priority at first %d: %d\n", (int)e, r.priority);
    v.priority = -3;
    e = cudaGraphKernelNodeSetAttribute(kn, cudaLaunchAttributePriority, &v);
    cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributePriority, &r);
    printf("set priority %d: %d\n", (int)e, r.priority);
    e = cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributeCooperative, &r);
    printf("cooperative at first %d: %d\n", (int)e, r.cooperative);
    v.cooperative = 1;
    e = cudaGraphKernelNodeSetAttribute(kn, cudaLaunchAttributeCooperative, &v);
    cudaGraphKernelNodeGetAttribute(kn, cudaLaunchAttributeCooperative, &r);
    printf("set cooperative %d: %d\n", (int)e, r.cooperative);
    e = cudaGraphKernelNodeGetAttribute(rec, cudaLaunchAttributePriority, &r);
    printf("an attribute of an event node: %d\n", (int)e);
    cudaGetLastError();

    /* a second kernel node in another graph takes the first's attributes */
    cudaGraph_t g2;
    cudaGraphCreate(&g2, 0);
    cudaGraphNode_t kn2;
    cudaGraphAddKernelNode(&kn2, g2, NULL, 0, &kp);
    e = cudaGraphKernelNodeCopyAttributes(kn2, kn);
    cudaGraphKernelNodeGetAttribute(kn2, cudaLaunchAttributePriority, &r);
    printf("cudaGraphKernelNodeCopyAttributes %d: priority %d\n", (int)e, r.priority);
    v.cooperative = 0;
    cudaGraphKernelNodeSetAttribute(kn, cudaLaunchAttributeCooperative, &v);

    cudaStream_t st;
    cudaStreamCreate(&st);
    cudaGraphInstantiateParams ip = {};
    ip.flags = cudaGraphInstantiateFlagUpload;
    ip.uploadStream = st;
    ip.result_out = (cudaGraphInstantiateResult)9;
    cudaGraphExec_t x;
    e = cudaGraphInstantiateWithParams(&x, g, &ip);
    printf("cudaGraphInstantiateWithParams %d: result %d, error node %s\n", (int)e, (int)ip.result_out, ip.errNode_out ? "set" : "null");
    unsigned long long fl = 99;
    e = cudaGraphExecGetFlags(x, &fl);
    printf("cudaGraphExecGetFlags %d: %llu\n", (int)e, fl);
    cudaGraphLaunch(x, st);
    cudaStreamSynchronize(st);
    printf("after a launch: %d %d\n", out[0], out[1]);

    int h2[4] = {10, 20, 30, 40};
    e = cudaGraphExecMemcpyNodeSetParamsToSymbol(x, cp1, dv, h2, sizeof h2, 0, cudaMemcpyHostToDevice);
    printf("cudaGraphExecMemcpyNodeSetParamsToSymbol %d\n", (int)e);
    e = cudaGraphExecMemcpyNodeSetParamsFromSymbol(x, cp2, out, dv, 2 * sizeof(int), 0, cudaMemcpyDeviceToHost);
    printf("cudaGraphExecMemcpyNodeSetParamsFromSymbol %d\n", (int)e);
    e = cudaGraphExecEventRecordNodeSetEvent(x, rec, e1);
    printf("cudaGraphExecEventRecordNodeSetEvent %d\n", (int)e);
    e = cudaGraphExecEventWaitNodeSetEvent(x, wait, e1);
    printf("cudaGraphExecEventWaitNodeSetEvent %d\n", (int)e);
    cudaGraphLaunch(x, st);
    cudaStreamSynchronize(st);
    printf("after the second launch: %d %d\n", out[0], out[1]);
    e = cudaGraphMemcpyNodeSetParamsFromSymbol(cp2, out, dv, sizeof(int), 3 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("cudaGraphMemcpyNodeSetParamsFromSymbol %d\n", (int)e);
    e = cudaGraphMemcpyNodeSetParamsToSymbol(cp1, dv, h, sizeof h, 0, cudaMemcpyHostToDevice);
    printf("cudaGraphMemcpyNodeSetParamsToSymbol %d\n", (int)e);
    cudaGraphExec_t x2;
    cudaGraphInstantiate(&x2, g, 0);
    cudaGraphLaunch(x2, st);
    cudaStreamSynchronize(st);
    printf("a new instance: %d\n", out[0]);
    fl = 99;
    cudaGraphExecGetFlags(x2, &fl);
    printf("its flags %llu\n", fl);

    /* a child graph node of an executable graph takes a graph of the same shape's parameters */
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    cudaMemset(d, 0, 4 * sizeof(int));
    cudaGraph_t child, child2, parent;
    cudaGraphCreate(&child, 0);
    cudaGraphCreate(&child2, 0);
    cudaGraphCreate(&parent, 0);
    int one = 1, hundred = 100;
    void *a1[] = {&d, &one}, *a2[] = {&d, &hundred};
    cudaKernelNodeParams ap = {};
    ap.func = (void *)add;
    ap.gridDim = dim3(1);
    ap.blockDim = dim3(4);
    ap.kernelParams = a1;
    cudaGraphNode_t n1, n2, cn;
    cudaGraphAddKernelNode(&n1, child, NULL, 0, &ap);
    ap.kernelParams = a2;
    cudaGraphAddKernelNode(&n2, child2, NULL, 0, &ap);
    cudaGraphAddChildGraphNode(&cn, parent, NULL, 0, child);
    cudaGraphExec_t px;
    cudaGraphInstantiate(&px, parent, 0);
    cudaGraphLaunch(px, st);
    e = cudaGraphExecChildGraphNodeSetParams(px, cn, child2);
    cudaGraphLaunch(px, st);
    cudaStreamSynchronize(st);
    int hd[4];
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    printf("cudaGraphExecChildGraphNodeSetParams %d: %d\n", (int)e, hd[2]);
    cudaGraphAddEmptyNode(&n2, child2, NULL, 0);
    e = cudaGraphExecChildGraphNodeSetParams(px, cn, child2);
    printf("with a graph of another shape: %d\n", (int)e);
    cudaGetLastError();

    /* user objects */
    static int token = 1;
    cudaUserObject_t obj;
    e = cudaUserObjectCreate(&obj, &token, destroy, 1, 0);
    printf("cudaUserObjectCreate without cudaUserObjectNoDestructorSync: %d\n", (int)e);
    cudaGetLastError();
    e = cudaUserObjectCreate(&obj, &token, destroy, 2, cudaUserObjectNoDestructorSync);
    printf("cudaUserObjectCreate %d\n", (int)e);
    e = cudaUserObjectRetain(obj, 1);
    printf("cudaUserObjectRetain %d\n", (int)e);
    e = cudaGraphRetainUserObject(g2, obj, 2, cudaGraphUserObjectMove);
    printf("cudaGraphRetainUserObject (move 2) %d\n", (int)e);
    e = cudaGraphRetainUserObject(g2, obj, 1, 0);
    printf("cudaGraphRetainUserObject (1 more) %d\n", (int)e);
    e = cudaGraphReleaseUserObject(g2, obj, 1);
    printf("cudaGraphReleaseUserObject %d\n", (int)e);
    cudaGraphExec_t x3;
    cudaGraphInstantiate(&x3, g2, 0);
    e = cudaUserObjectRelease(obj, 1);
    cudaDeviceSynchronize();
    usleep(200000);
    printf("cudaUserObjectRelease %d: destroyed %d\n", (int)e, destroyed);
    cudaGraphDestroy(g2);
    cudaDeviceSynchronize();
    usleep(200000);
    printf("the graph destroyed: destroyed %d\n", destroyed);
    cudaGraphExecDestroy(x3);
    cudaDeviceSynchronize();
    usleep(200000);
    printf("its instance destroyed: destroyed %d\n", destroyed);

    cudaGraphExecDestroy(x);
    cudaGraphExecDestroy(x2);
    cudaGraphExecDestroy(px);
    cudaGraphDestroy(g);
    cudaGraphDestroy(child);
    cudaGraphDestroy(child2);
    cudaGraphDestroy(parent);
    cudaFree(d);
    printf("last error %d\n", (int)cudaGetLastError());
    return 0;
}
