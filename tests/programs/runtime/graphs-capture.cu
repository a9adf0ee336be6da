// CUDA graphs made by stream capture (CUDA C++ Programming Guide §3.2.8.7.3, "Creating a
// Graph Using Stream Capture"): work issued to a capturing stream becomes nodes instead of
// running; other streams join through events (fork and join); what cannot be captured fails.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) printf("line %d: %s -> %s\n", __LINE__, #x, cudaGetErrorName(e_)); } while (0)
#define SHOW(x) printf("%-58s %s\n", #x, cudaGetErrorName(x))

__global__ void fill(int *v, int value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = value + i;
}

__global__ void add(const int *a, const int *b, int *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

__global__ void square(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] * v[i];
}

static void done(void *p) { printf("host function: %s\n", (const char *)p); }

static const char *status_name(cudaStreamCaptureStatus s)
{
    return s == cudaStreamCaptureStatusNone ? "none" : s == cudaStreamCaptureStatusActive ? "active" : "invalidated";
}

int main()
{
    setvbuf(stdout, NULL, _IONBF, 0);
    const int n = 1000;
    int *a, *b, *c, *host = (int *)malloc(n * sizeof(int));
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    CHECK(cudaMalloc(&c, n * sizeof(int)));
    cudaStream_t s1, s2, s3;
    CHECK(cudaStreamCreate(&s1));
    CHECK(cudaStreamCreate(&s2));
    CHECK(cudaStreamCreateWithFlags(&s3, cudaStreamNonBlocking));
    cudaEvent_t fork, j2, j3;
    CHECK(cudaEventCreate(&fork));
    CHECK(cudaEventCreate(&j2));
    CHECK(cudaEventCreate(&j3));

    CHECK(cudaMemset(a, 0, n * sizeof(int)));
    cudaStreamCaptureStatus st;
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("before: %s\n", status_name(st));
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("s1 after begin: %s\n", status_name(st));
    CHECK(cudaMemsetAsync(c, 0, n * sizeof(int), s1));
    CHECK(cudaEventRecord(fork, s1));
    CHECK(cudaStreamWaitEvent(s2, fork, 0));
    CHECK(cudaStreamWaitEvent(s3, fork, 0));
    CHECK(cudaStreamIsCapturing(s2, &st));
    printf("s2 after waiting: %s\n", status_name(st));
    fill<<<(n + 255) / 256, 256, 0, s2>>>(a, 1, n);
    fill<<<(n + 255) / 256, 256, 0, s3>>>(b, 100, n);
    CHECK(cudaEventRecord(j2, s2));
    CHECK(cudaEventRecord(j3, s3));
    CHECK(cudaStreamWaitEvent(s1, j2, 0));
    CHECK(cudaStreamWaitEvent(s1, j3, 0));
    add<<<(n + 255) / 256, 256, 0, s1>>>(a, b, c, n);
    square<<<(n + 255) / 256, 256, 0, s1>>>(c, n);
    CHECK(cudaMemcpyAsync(host, c, n * sizeof(int), cudaMemcpyDeviceToHost, s1));
    CHECK(cudaLaunchHostFunc(s1, done, (void *)"results are in"));
    unsigned long long id = 0;
    cudaGraph_t in_progress;
    const cudaGraphNode_t *deps = NULL;
    size_t nd = 0;
    CHECK(cudaStreamGetCaptureInfo(s1, &st, &id, &in_progress, &deps, NULL, &nd));
    printf("capture info: %s, id nonzero %d, %zu dependencies\n", status_name(st), id != 0, nd);
    cudaGraph_t g;
    CHECK(cudaStreamEndCapture(s1, &g));
    CHECK(cudaStreamIsCapturing(s2, &st));
    printf("s2 after end: %s\n", status_name(st));

    size_t count = 0, edges = 0, roots = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    CHECK(cudaGraphGetEdges(g, NULL, NULL, NULL, &edges));
    CHECK(cudaGraphGetRootNodes(g, NULL, &roots));
    printf("captured graph: %zu nodes, %zu edges, %zu roots\n", count, edges, roots);

    int probe = -1;
    CHECK(cudaMemcpy(&probe, a, sizeof probe, cudaMemcpyDeviceToHost));
    printf("a[0] before the graph ran: %d\n", probe);
    cudaGraphExec_t x;
    CHECK(cudaGraphInstantiate(&x, g, 0));
    for (int r = 0; r < 2; r++) {
        host[0] = host[999] = -1;
        CHECK(cudaGraphLaunch(x, s1));
        CHECK(cudaStreamSynchronize(s1));
        printf("launch %d: c[0] = %d, c[999] = %d\n", r, host[0], host[999]);
    }

    /* a synchronous copy in the legacy stream while a blocking stream captures */
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    fill<<<1, 32, 0, s1>>>(a, 5, 32);
    SHOW(cudaMemcpy(&probe, a, sizeof probe, cudaMemcpyDeviceToHost));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("after the copy: %s\n", status_name(st));
    fill<<<1, 32>>>(a, 5, 32);
    SHOW(cudaGetLastError());
    cudaGraph_t bad = (cudaGraph_t)1;
    SHOW(cudaStreamEndCapture(s1, &bad));
    printf("graph is NULL: %d\n", bad == NULL);
    CHECK(cudaGetLastError());

    /* the same while only a non-blocking stream captures */
    CHECK(cudaStreamBeginCapture(s3, cudaStreamCaptureModeGlobal));
    fill<<<1, 32, 0, s3>>>(a, 5, 32);
    SHOW(cudaMemcpy(&probe, a, sizeof probe, cudaMemcpyDeviceToHost));
    SHOW(cudaMemset(b, 0, sizeof(int)));
    SHOW(cudaDeviceSynchronize());
    CHECK(cudaStreamIsCapturing(s3, &st));
    printf("after the copy, memset and synchronize: %s\n", status_name(st));
    cudaGraph_t small = NULL;
    SHOW(cudaStreamEndCapture(s3, &small));
    if (small) {
        size_t k = 0;
        CHECK(cudaGraphGetNodes(small, NULL, &k));
        printf("non-blocking capture: %zu nodes\n", k);
        CHECK(cudaGraphDestroy(small));
    }
    CHECK(cudaGetLastError());

    /* a capture with unjoined work */
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    CHECK(cudaEventRecord(fork, s1));
    CHECK(cudaStreamWaitEvent(s2, fork, 0));
    fill<<<1, 32, 0, s2>>>(a, 5, 32);
    bad = (cudaGraph_t)1;
    SHOW(cudaStreamEndCapture(s1, &bad));
    printf("graph after unjoined capture is NULL: %d\n", bad == NULL);
    CHECK(cudaGetLastError());

    /* synchronising a capturing stream */
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    fill<<<1, 32, 0, s1>>>(a, 5, 32);
    SHOW(cudaStreamSynchronize(s1));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("after synchronising: %s\n", status_name(st));
    SHOW(cudaStreamEndCapture(s1, &bad));
    CHECK(cudaGetLastError());

    /* the legacy stream, and a capture that is already on */
    SHOW(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal));
    CHECK(cudaGetLastError());
    CHECK(cudaStreamBeginCapture(s3, cudaStreamCaptureModeRelaxed));
    SHOW(cudaStreamBeginCapture(s3, cudaStreamCaptureModeRelaxed));
    CHECK(cudaGetLastError());
    SHOW(cudaStreamEndCapture(s2, &bad));
    CHECK(cudaGetLastError());
    cudaGraph_t empty;
    CHECK(cudaStreamEndCapture(s3, &empty));
    count = 7;
    CHECK(cudaGraphGetNodes(empty, NULL, &count));
    printf("empty capture: %zu nodes\n", count);

    /* memory allocated and freed inside a capture: allocation and free nodes */
    int *tmp = NULL;
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    CHECK(cudaMallocAsync(&tmp, n * sizeof(int), s1));
    fill<<<(n + 255) / 256, 256, 0, s1>>>(tmp, 7, n);
    add<<<(n + 255) / 256, 256, 0, s1>>>(tmp, tmp, c, n);
    CHECK(cudaFreeAsync(tmp, s1));
    cudaGraph_t mg;
    CHECK(cudaStreamEndCapture(s1, &mg));
    cudaGraphNode_t mnodes[8];
    count = 8;
    CHECK(cudaGraphGetNodes(mg, mnodes, &count));
    printf("memory graph:");
    for (size_t i = 0; i < count; i++) {
        cudaGraphNodeType t;
        CHECK(cudaGraphNodeGetType(mnodes[i], &t));
        printf(" %d", (int)t);
    }
    printf("\n");
    cudaGraphExec_t mx;
    CHECK(cudaGraphInstantiate(&mx, mg, 0));
    for (int r = 0; r < 2; r++) {
        CHECK(cudaGraphLaunch(mx, s1));
        CHECK(cudaMemcpyAsync(host, c, n * sizeof(int), cudaMemcpyDeviceToHost, s1));
        CHECK(cudaStreamSynchronize(s1));
        printf("memory graph launch %d: c[10] = %d\n", r, host[10]);
    }

    /* launching an executable graph into a capturing stream */
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    SHOW(cudaGraphLaunch(x, s1));
    CHECK(cudaStreamIsCapturing(s1, &st));
    printf("after the launch: %s\n", status_name(st));
    cudaGraph_t outer = (cudaGraph_t)1;
    SHOW(cudaStreamEndCapture(s1, &outer));
    printf("graph is NULL: %d\n", outer == NULL);
    CHECK(cudaGetLastError());

    CHECK(cudaGraphExecDestroy(mx));
    CHECK(cudaGraphExecDestroy(x));
    CHECK(cudaGraphDestroy(mg));
    CHECK(cudaGraphDestroy(empty));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaStreamDestroy(s3));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(c));
    free(host);
    printf("done\n");
    return 0;
}
