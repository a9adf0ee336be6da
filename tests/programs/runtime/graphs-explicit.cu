// CUDA graphs built node by node (CUDA C++ Programming Guide §3.2.8.7.5, "Using Graph APIs"):
// kernel, copy, memset, host, empty, child-graph and event nodes, their edges, cloning,
// instantiation, repeated launches, updating an executable graph, and the errors of misuse.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) printf("line %d: %s -> %s\n", __LINE__, #x, cudaGetErrorName(e_)); } while (0)
#define SHOW(x) printf("%-60s %s\n", #x, cudaGetErrorName(x))

__global__ void scale(float *v, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= k;
}

__global__ void add_one(int *c) { atomicAdd(c, 1); }

__global__ void report(const float *v, int n, int tag)
{
    float s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    printf("report %d: sum %.1f\n", tag, s);
}

static void on_host(void *data)
{
    int *calls = (int *)data;
    ++*calls;
    printf("host node ran (call %d)\n", *calls);
}

static const char *type_name(cudaGraphNodeType t)
{
    switch (t) {
    case cudaGraphNodeTypeKernel: return "kernel";
    case cudaGraphNodeTypeMemcpy: return "memcpy";
    case cudaGraphNodeTypeMemset: return "memset";
    case cudaGraphNodeTypeHost: return "host";
    case cudaGraphNodeTypeGraph: return "graph";
    case cudaGraphNodeTypeEmpty: return "empty";
    case cudaGraphNodeTypeEventRecord: return "event record";
    case cudaGraphNodeTypeWaitEvent: return "event wait";
    default: return "other";
    }
}

int main()
{
    const int n = 256;
    float host_in[n], host_out[n];
    for (int i = 0; i < n; i++) host_in[i] = (float)i;
    float *d_v;
    int *d_count;
    unsigned short *d_pattern;
    CHECK(cudaMalloc(&d_v, n * sizeof(float)));
    CHECK(cudaMalloc(&d_count, sizeof(int)));
    CHECK(cudaMalloc(&d_pattern, 8 * 4 * sizeof(unsigned short)));
    int calls = 0;

    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaGraphNode_t copy_in, zero, k1, k2, rep, copy_out, host, empty, pat;

    cudaMemcpy3DParms cp = {0};
    cp.srcPtr = make_cudaPitchedPtr(host_in, n * sizeof(float), n, 1);
    cp.dstPtr = make_cudaPitchedPtr(d_v, n * sizeof(float), n, 1);
    cp.extent = make_cudaExtent(n * sizeof(float), 1, 1);
    cp.kind = cudaMemcpyHostToDevice;
    CHECK(cudaGraphAddMemcpyNode(&copy_in, g, NULL, 0, &cp));

    cudaMemsetParams ms = {0};
    ms.dst = d_count;
    ms.value = 0;
    ms.elementSize = 4;
    ms.width = 1;
    ms.height = 1;
    CHECK(cudaGraphAddMemsetNode(&zero, g, NULL, 0, &ms));

    /* a 2D memset of 16-bit elements: 3 rows of 5 in rows of 8 */
    cudaMemsetParams ms2 = {0};
    ms2.dst = d_pattern;
    ms2.pitch = 8 * sizeof(unsigned short);
    ms2.value = 0xBEEF;
    ms2.elementSize = 2;
    ms2.width = 5;
    ms2.height = 3;
    CHECK(cudaMemset(d_pattern, 0, 8 * 4 * sizeof(unsigned short)));
    CHECK(cudaGraphAddMemsetNode(&pat, g, NULL, 0, &ms2));

    float k = 2.0f;
    int nn = n;
    void *args1[] = {&d_v, &k, &nn};
    cudaKernelNodeParams kp = {0};
    kp.func = (void *)scale;
    kp.gridDim = dim3((n + 127) / 128);
    kp.blockDim = dim3(128);
    kp.kernelParams = args1;
    cudaGraphNode_t deps1[] = {copy_in, zero};
    CHECK(cudaGraphAddKernelNode(&k1, g, deps1, 2, &kp));
    k = 10.0f; /* the node kept its own copy of the arguments */

    void *args2[] = {&d_count};
    cudaKernelNodeParams kp2 = {0};
    kp2.func = (void *)add_one;
    kp2.gridDim = dim3(2);
    kp2.blockDim = dim3(32);
    kp2.kernelParams = args2;
    CHECK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kp2));

    int tag = 1;
    void *args3[] = {&d_v, &nn, &tag};
    cudaKernelNodeParams kp3 = {0};
    kp3.func = (void *)report;
    kp3.gridDim = dim3(1);
    kp3.blockDim = dim3(1);
    kp3.kernelParams = args3;
    CHECK(cudaGraphAddKernelNode(&rep, g, &k2, 1, &kp3));

    cudaMemcpy3DParms cp2 = {0};
    cp2.srcPtr = make_cudaPitchedPtr(d_v, n * sizeof(float), n, 1);
    cp2.dstPtr = make_cudaPitchedPtr(host_out, n * sizeof(float), n, 1);
    cp2.extent = make_cudaExtent(n * sizeof(float), 1, 1);
    cp2.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaGraphAddMemcpyNode(&copy_out, g, &rep, 1, &cp2));

    cudaHostNodeParams hp = {0};
    hp.fn = on_host;
    hp.userData = &calls;
    CHECK(cudaGraphAddHostNode(&host, g, &copy_out, 1, &hp));
    cudaGraphNode_t both[] = {host, pat};
    CHECK(cudaGraphAddEmptyNode(&empty, g, both, 2));

    size_t count = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    printf("nodes: %zu\n", count);
    cudaGraphNode_t nodes[16];
    count = 16;
    CHECK(cudaGraphGetNodes(g, nodes, &count));
    for (size_t i = 0; i < count; i++) {
        cudaGraphNodeType t;
        CHECK(cudaGraphNodeGetType(nodes[i], &t));
        size_t nd = 0, nx = 0;
        CHECK(cudaGraphNodeGetDependencies(nodes[i], NULL, NULL, &nd));
        CHECK(cudaGraphNodeGetDependentNodes(nodes[i], NULL, NULL, &nx));
        printf("  node %zu: %-7s %zu dependencies, %zu dependents\n", i, type_name(t), nd, nx);
    }
    size_t roots = 0, edges = 0;
    CHECK(cudaGraphGetRootNodes(g, NULL, &roots));
    CHECK(cudaGraphGetEdges(g, NULL, NULL, NULL, &edges));
    printf("roots: %zu, edges: %zu\n", roots, edges);

    /* a cycle is accepted, and refused when the graph is instantiated */
    SHOW(cudaGraphAddDependencies(g, &empty, &copy_in, NULL, 1));
    cudaGraphExec_t cyc;
    SHOW(cudaGraphInstantiate(&cyc, g, 0));
    CHECK(cudaGetLastError());
    SHOW(cudaGraphRemoveDependencies(g, &empty, &copy_in, NULL, 1));
    /* misuse */
    SHOW(cudaGraphAddDependencies(g, &k1, &k2, NULL, 1));           /* an edge that is there */
    SHOW(cudaGraphRemoveDependencies(g, &copy_in, &k2, NULL, 1));   /* an edge that is not */
    cudaKernelNodeParams got = {0};
    SHOW(cudaGraphKernelNodeGetParams(copy_in, &got));        /* not a kernel node */
    CHECK(cudaGraphKernelNodeGetParams(k1, &got));
    printf("k1: grid %u block %u shared %u same function %d\n", got.gridDim.x, got.blockDim.x, got.sharedMemBytes,
           got.func == (void *)scale);

    cudaGraphExec_t x;
    CHECK(cudaGraphInstantiate(&x, g, 0));
    for (int r = 0; r < 2; r++) {
        CHECK(cudaGraphLaunch(x, 0));
        CHECK(cudaDeviceSynchronize());
        int c = 0;
        CHECK(cudaMemcpy(&c, d_count, sizeof c, cudaMemcpyDeviceToHost));
        printf("launch %d: out[3] = %.1f, out[255] = %.1f, count = %d, host calls = %d\n", r, host_out[3],
               host_out[255], c, calls);
    }
    unsigned short p[32];
    CHECK(cudaMemcpy(p, d_pattern, sizeof p, cudaMemcpyDeviceToHost));
    for (int r = 0; r < 4; r++) {
        printf("pattern row %d:", r);
        for (int c = 0; c < 8; c++) printf(" %04x", p[r * 8 + c]);
        printf("\n");
    }

    /* new parameters for the executable graph's kernel node: the graph keeps its own */
    float k3 = 0.5f;
    void *args4[] = {&d_v, &k3, &nn};
    kp.kernelParams = args4;
    CHECK(cudaGraphExecKernelNodeSetParams(x, k1, &kp));
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("after exec set params: out[3] = %.1f\n", host_out[3]);

    /* a node turned off, then on */
    CHECK(cudaGraphNodeSetEnabled(x, k2, 0));
    unsigned on = 7;
    CHECK(cudaGraphNodeGetEnabled(x, k2, &on));
    CHECK(cudaMemset(d_count, 0, sizeof(int)));
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaDeviceSynchronize());
    int c = -1;
    CHECK(cudaMemcpy(&c, d_count, sizeof c, cudaMemcpyDeviceToHost));
    printf("k2 enabled %u: count = %d\n", on, c);
    CHECK(cudaGraphNodeSetEnabled(x, k2, 1));

    /* a clone, and the clone's node that is k1 */
    cudaGraph_t g2;
    CHECK(cudaGraphClone(&g2, g));
    cudaGraphNode_t k1c;
    CHECK(cudaGraphNodeFindInClone(&k1c, k1, g2));
    cudaGraphNodeType t;
    CHECK(cudaGraphNodeGetType(k1c, &t));
    printf("clone's k1 is a %s node, a different handle: %d\n", type_name(t), k1c != k1);
    SHOW(cudaGraphNodeFindInClone(&k1c, k1, g));

    /* updating the executable graph from its graph, changed, then from another shape */
    float k4 = 3.0f;
    void *args5[] = {&d_v, &k4, &nn};
    kp.kernelParams = args5;
    CHECK(cudaGraphKernelNodeSetParams(k1, &kp));
    cudaGraphExecUpdateResultInfo info;
    SHOW(cudaGraphExecUpdate(x, g, &info));
    printf("update result %d\n", (int)info.result);
    CHECK(cudaGraphLaunch(x, 0));
    CHECK(cudaDeviceSynchronize());
    printf("after update: out[3] = %.1f\n", host_out[3]);
    cudaGraphNode_t extra;
    CHECK(cudaGraphAddEmptyNode(&extra, g2, NULL, 0));
    SHOW(cudaGraphExecUpdate(x, g2, &info));
    printf("update result %d, error node is the new one: %d\n", (int)info.result, info.errorNode == extra);
    CHECK(cudaGetLastError());

    /* a child graph, launched twice inside a parent */
    cudaGraph_t parent;
    CHECK(cudaGraphCreate(&parent, 0));
    cudaGraphNode_t c1, c2;
    CHECK(cudaGraphAddChildGraphNode(&c1, parent, NULL, 0, g));
    CHECK(cudaGraphAddChildGraphNode(&c2, parent, &c1, 1, g));
    cudaGraph_t inner;
    CHECK(cudaGraphChildGraphNodeGetGraph(c1, &inner));
    count = 0;
    CHECK(cudaGraphGetNodes(inner, NULL, &count));
    printf("child graph has %zu nodes, is a copy: %d\n", count, inner != g);
    cudaGraphExec_t px;
    CHECK(cudaGraphInstantiate(&px, parent, 0));
    CHECK(cudaGraphLaunch(px, 0));
    CHECK(cudaDeviceSynchronize());
    printf("parent: host calls = %d\n", calls);

    /* an event recorded by a graph */
    cudaEvent_t ev;
    CHECK(cudaEventCreate(&ev));
    cudaGraph_t eg;
    CHECK(cudaGraphCreate(&eg, 0));
    cudaGraphNode_t en;
    CHECK(cudaGraphAddEventRecordNode(&en, eg, NULL, 0, ev));
    cudaGraphExec_t ex;
    CHECK(cudaGraphInstantiate(&ex, eg, 0));
    CHECK(cudaGraphLaunch(ex, 0));
    CHECK(cudaEventSynchronize(ev));
    SHOW(cudaEventQuery(ev));

    /* destroyed things */
    CHECK(cudaGraphExecDestroy(ex));
    CHECK(cudaGraphDestroy(eg));
    CHECK(cudaGraphDestroyNode(empty));
    count = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    printf("after destroying a node: %zu nodes\n", count);
    CHECK(cudaGraphExecDestroy(px));
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(parent));
    CHECK(cudaGraphDestroy(g2));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaEventDestroy(ev));
    CHECK(cudaFree(d_v));
    CHECK(cudaFree(d_count));
    CHECK(cudaFree(d_pattern));
    printf("done\n");
    return 0;
}
