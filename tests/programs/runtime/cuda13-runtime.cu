// CUDA 13 runtime calls that name kernels, streams and pools, and what each returns on an H200
// (sm_90; an H100 is the same device generation): cudaStreamGetId (the legacy stream, the
// per-thread stream, streams made one after another), cudaFuncGetName (the Itanium-mangled
// name of a kernel, of template instances and of kernels in a namespace; an extern "C"
// kernel's plain name), cudaFuncGetParamInfo, cudaGetKernel and launching through its handle,
// cudaKernelSetAttributeForDevice, cudaGetFuncBySymbol, CUDA 13's pools by location
// (cudaMemGetDefaultMemPool, cudaMemGetMemPool, cudaMemSetMemPool),
// cudaOccupancyMaxPotentialClusterSize, cudaDeviceFlushGPUDirectRDMAWrites,
// cudaDeviceGetTexture1DLinearMaxWidth, and the asynchronous and array-to-array copies of
// CUDA arrays and 3D copies (CUDA Runtime API, CUDA 13.0).
#include <cstdio>
#include <cuda_runtime.h>
#include <type_traits>

struct Pair { int a; float b; };
namespace geo {
struct Point { float x, y; };
__global__ void shift(Point *p, Point d) { p[threadIdx.x].x += d.x; }
template <class T> __global__ void fill(T *a, T v) { a[threadIdx.x] = v; }
}
__global__ void k(int *p) { if (p) p[threadIdx.x] = threadIdx.x; }
__global__ void many(const float *a, float *b, int n, double d, unsigned long long u, char c) {}
__global__ void none() {}
__global__ void pairs(Pair p, const Pair *q) {}
template <class T, int N> __global__ void tiled(T *a, int n) {}
template <class T> __global__ void axpy(const T *x, T *y, T a) {}
template <class T, bool Add> __global__ void flag(T *o, std::bool_constant<Add>) {}
extern "C" __global__ void plain(int *p) {}
extern "C" {
__global__ void plain2(float x) {}
}

#define NAME(f)                                                                                  \
    do {                                                                                         \
        const char *n = NULL;                                                                    \
        cudaError_t e = cudaFuncGetName(&n, (const void *)(f));                                  \
        printf("name %-20s %d %s\n", #f, (int)e, e == cudaSuccess ? n : "-");                    \
    } while (0)

int main()
{
    unsigned long long id = 0;
    cudaError_t e = cudaStreamGetId(0, &id);
    printf("id of stream 0: %d %llu\n", (int)e, id);
    e = cudaStreamGetId(cudaStreamLegacy, &id);
    printf("id of cudaStreamLegacy: %d %llu\n", (int)e, id);
    cudaStream_t s1, s2, s3;
    cudaStreamCreate(&s1);
    e = cudaStreamGetId(s1, &id);
    printf("id of the first stream: %d %llu\n", (int)e, id);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    unsigned long long id2 = 0;
    cudaStreamGetId(s2, &id2);
    printf("the second stream's id is the first's + %llu\n", id2 - id);
    e = cudaStreamGetId(cudaStreamPerThread, &id2);
    printf("cudaStreamPerThread: %d, first's + %llu\n", (int)e, id2 - id);
    cudaStreamCreate(&s3);
    cudaStreamGetId(s3, &id2);
    printf("a third stream: first's + %llu\n", id2 - id);
    e = cudaStreamGetId(s3, NULL);
    printf("no place for the id: %d\n", (int)e);
    cudaGetLastError();

    NAME(k);
    NAME(many);
    NAME(none);
    NAME(pairs);
    NAME((tiled<float, 256>));
    NAME(axpy<double>);
    NAME(axpy<Pair>);
    NAME((flag<int, true>));
    NAME(plain);
    NAME(plain2);
    NAME(geo::shift);
    NAME(geo::fill<int>);
    NAME(geo::fill<geo::Point>);
    const char *n = NULL;
    e = cudaFuncGetName(&n, (const void *)main);
    printf("name of a host function: %d\n", (int)e);
    cudaGetLastError();

    for (int i = 0; i < 7; i++) {
        size_t off = 99, size = 99;
        e = cudaFuncGetParamInfo((const void *)many, i, &off, &size);
        printf("many parameter %d: %d offset %zu size %zu\n", i, (int)e, off, size);
    }
    cudaGetLastError();
    size_t off = 0, size = 0;
    e = cudaFuncGetParamInfo((const void *)pairs, 1, &off, &size);
    printf("pairs parameter 1: %d offset %zu size %zu\n", (int)e, off, size);

    cudaKernel_t kh = NULL;
    e = cudaGetKernel(&kh, (const void *)k);
    printf("cudaGetKernel %d %s\n", (int)e, kh ? "handle" : "null");
    int *d = NULL;
    cudaMalloc(&d, 32 * sizeof(int));
    cudaMemset(d, 0, 32 * sizeof(int));
    void *args[] = {&d};
    e = cudaLaunchKernel((const void *)kh, dim3(1), dim3(32), args, 0, 0);
    int h[32];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("launch through the handle %d: %d %d\n", (int)e, h[5], h[31]);
    e = cudaKernelSetAttributeForDevice(kh, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536, 0);
    cudaFuncAttributes fa;
    cudaFuncGetAttributes(&fa, (const void *)k);
    printf("cudaKernelSetAttributeForDevice %d: %d\n", (int)e, fa.maxDynamicSharedSizeBytes);
    e = cudaKernelSetAttributeForDevice(kh, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 1);
    printf("... of device 1: %d\n", (int)e);
    cudaGetLastError();
    cudaFunction_t fh = NULL;
    e = cudaGetFuncBySymbol(&fh, (const void *)k);
    printf("cudaGetFuncBySymbol %d %s\n", (int)e, fh ? "handle" : "null");
    e = cudaGetFuncBySymbol(&fh, (const void *)main);
    printf("... of a host function %d\n", (int)e);
    cudaGetLastError();

    cudaMemLocation loc = {};
    loc.type = cudaMemLocationTypeDevice;
    loc.id = 0;
    cudaMemPool_t def = NULL, cur = NULL, old = NULL, mine = NULL;
    e = cudaMemGetDefaultMemPool(&def, &loc, cudaMemAllocationTypePinned);
    cudaDeviceGetDefaultMemPool(&old, 0);
    printf("cudaMemGetDefaultMemPool %d, the device's default: %d\n", (int)e, def == old);
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPoolCreate(&mine, &props);
    e = cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, mine);
    cudaMemGetMemPool(&cur, &loc, cudaMemAllocationTypePinned);
    cudaDeviceGetMemPool(&old, 0);
    printf("cudaMemSetMemPool %d: current is mine %d, cudaDeviceGetMemPool agrees %d\n", (int)e, cur == mine, old == mine);
    e = cudaMemGetDefaultMemPool(&cur, &loc, cudaMemAllocationTypePinned);
    printf("the default stays %d\n", cur == def);
    cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, def);
    cudaMemPoolDestroy(mine);
    loc.id = 3;
    e = cudaMemGetMemPool(&cur, &loc, cudaMemAllocationTypePinned);
    printf("device 3: %d\n", (int)e);
    loc.id = 0;
    e = cudaMemGetMemPool(&cur, &loc, cudaMemAllocationTypeInvalid);
    printf("invalid type: %d\n", (int)e);
    cudaGetLastError();

    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(16);
    cfg.blockDim = dim3(128);
    int cs = -1;
    e = cudaOccupancyMaxPotentialClusterSize(&cs, (const void *)k, &cfg);
    printf("cudaOccupancyMaxPotentialClusterSize %d %d\n", (int)e, cs);
    cfg.blockDim = dim3(1024);
    e = cudaOccupancyMaxPotentialClusterSize(&cs, (const void *)k, &cfg);
    printf("... with 1024 threads %d %d\n", (int)e, cs);

    e = cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToOwner);
    printf("cudaDeviceFlushGPUDirectRDMAWrites %d\n", (int)e);
    e = cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice, cudaFlushGPUDirectRDMAWritesToAllDevices);
    printf("... to all devices %d\n", (int)e);
    cudaGetLastError();

    size_t w = 0;
    cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>(), c1 = cudaCreateChannelDesc<char>();
    e = cudaDeviceGetTexture1DLinearMaxWidth(&w, &f4, 0);
    printf("cudaDeviceGetTexture1DLinearMaxWidth float4 %d %zu\n", (int)e, w);
    e = cudaDeviceGetTexture1DLinearMaxWidth(&w, &c1, 0);
    printf("... char %d %zu\n", (int)e, w);

    /* CUDA arrays: asynchronous copies in and out, array to array */
    cudaChannelFormatDesc ch = cudaCreateChannelDesc<int>();
    cudaArray_t a1, a2;
    cudaMallocArray(&a1, &ch, 8, 4);
    cudaMallocArray(&a2, &ch, 8, 4);
    int src[32], dst[32];
    for (int i = 0; i < 32; i++)
        src[i] = i * 3;
    e = cudaMemcpy2DToArrayAsync(a1, 0, 0, src, 8 * sizeof(int), 8 * sizeof(int), 4, cudaMemcpyHostToDevice, s1);
    printf("cudaMemcpy2DToArrayAsync %d\n", (int)e);
    e = cudaMemcpy2DArrayToArray(a2, 0, 0, a1, 0, 0, 8 * sizeof(int), 4);
    printf("cudaMemcpy2DArrayToArray %d\n", (int)e);
    e = cudaMemcpy2DFromArrayAsync(dst, 8 * sizeof(int), a2, 0, 0, 8 * sizeof(int), 4, cudaMemcpyDeviceToHost, s1);
    cudaStreamSynchronize(s1);
    printf("cudaMemcpy2DFromArrayAsync %d: %d %d %d\n", (int)e, dst[0], dst[9], dst[31]);
    e = cudaMemcpy2DArrayToArray(a2, 4 * sizeof(int), 1, a1, 0, 2, 4 * sizeof(int), 2);
    cudaMemcpy2DFromArray(dst, 8 * sizeof(int), a2, 0, 0, 8 * sizeof(int), 4, cudaMemcpyDeviceToHost);
    printf("a part of a1 into a2 %d: %d %d %d %d\n", (int)e, dst[11], dst[12], dst[20], dst[28]);
    e = cudaMemcpy2DArrayToArray(a2, 6 * sizeof(int), 0, a1, 0, 0, 4 * sizeof(int), 1);
    printf("past a row's end: %d\n", (int)e);
    cudaGetLastError();

    /* 3D copies and memsets on a stream, and between "peers" (device 0 and device 0) */
    cudaPitchedPtr pp;
    cudaExtent ext = make_cudaExtent(16, 4, 2);
    cudaMalloc3D(&pp, ext);
    e = cudaMemset3DAsync(pp, 7, ext, s1);
    cudaMemcpy3DParms c3 = {};
    unsigned char hb[128];
    c3.srcPtr = pp;
    c3.dstPtr = make_cudaPitchedPtr(hb, 16, 16, 4);
    c3.extent = ext;
    c3.kind = cudaMemcpyDeviceToHost;
    cudaError_t e2 = cudaMemcpy3DAsync(&c3, s1);
    cudaStreamSynchronize(s1);
    printf("cudaMemset3DAsync %d, cudaMemcpy3DAsync %d: %d %d\n", (int)e, (int)e2, hb[0], hb[127]);
    cudaPitchedPtr pq;
    cudaMalloc3D(&pq, ext);
    cudaMemcpy3DPeerParms peer = {};
    peer.srcPtr = pp;
    peer.dstPtr = pq;
    peer.srcDevice = peer.dstDevice = 0;
    peer.extent = ext;
    e = cudaMemcpy3DPeer(&peer);
    memset(hb, 0, sizeof hb);
    c3.srcPtr = pq;
    cudaMemcpy3D(&c3);
    printf("cudaMemcpy3DPeer %d: %d %d\n", (int)e, hb[0], hb[127]);
    peer.dstDevice = 1;
    e = cudaMemcpy3DPeerAsync(&peer, s1);
    printf("to device 1: %d\n", (int)e);
    cudaGetLastError();

    /* CUDA 13's batches: copies (not in the legacy stream), prefetches and discards of managed
       memory */
    int *m1, *m2, hs[8] = {1, 2, 3, 4, 5, 6, 7, 8}, hr[8] = {0};
    cudaMallocManaged(&m1, 4096);
    cudaMallocManaged(&m2, 4096);
    void *dsts[3] = {m1, m2, hr};
    const void *srcs[3] = {hs, hs + 4, m1};
    size_t sizes[3] = {4 * sizeof(int), 4 * sizeof(int), 4 * sizeof(int)};
    cudaMemcpyAttributes at = {};
    at.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    size_t ai = 0;
    e = cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, &at, &ai, 1, s1);
    cudaStreamSynchronize(s1);
    printf("cudaMemcpyBatchAsync %d: %d %d %d\n", (int)e, m1[3], m2[0], hr[2]);
    e = cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, &at, &ai, 1, 0);
    printf("... in the legacy stream %d\n", (int)e);
    at.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
    e = cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, &at, &ai, 1, s1);
    printf("... with an invalid access order %d\n", (int)e);
    cudaGetLastError();
    void *ps[2] = {m1, m2};
    size_t psz[2] = {4096, 4096};
    cudaMemLocation pl[2] = {};
    pl[0].type = cudaMemLocationTypeDevice;
    pl[0].id = 0;
    pl[1].type = cudaMemLocationTypeHost;
    size_t pi[2] = {0, 1};
    e = cudaMemPrefetchBatchAsync(ps, psz, 2, pl, pi, 2, 0, s1);
    cudaStreamSynchronize(s1);
    int l1 = 9, l2 = 9;
    cudaMemRangeGetAttribute(&l1, sizeof l1, cudaMemRangeAttributeLastPrefetchLocation, m1, 4096);
    cudaMemRangeGetAttribute(&l2, sizeof l2, cudaMemRangeAttributeLastPrefetchLocation, m2, 4096);
    printf("cudaMemPrefetchBatchAsync %d: %d %d\n", (int)e, l1, l2);
    pi[0] = 1;
    e = cudaMemPrefetchBatchAsync(ps, psz, 2, pl, pi, 2, 0, s1);
    printf("... with the first index 1 %d\n", (int)e);
    cudaGetLastError();
    e = cudaMemDiscardBatchAsync(ps, psz, 2, 0, s1);
    cudaStreamSynchronize(s1);
    printf("cudaMemDiscardBatchAsync %d\n", (int)e);
    pi[0] = 0;
    e = cudaMemDiscardAndPrefetchBatchAsync(ps, psz, 2, pl, pi, 1, 0, s1);
    cudaStreamSynchronize(s1);
    cudaMemRangeGetAttribute(&l2, sizeof l2, cudaMemRangeAttributeLastPrefetchLocation, m2, 4096);
    printf("cudaMemDiscardAndPrefetchBatchAsync %d: %d\n", (int)e, l2);
    cudaFree(m1);
    cudaFree(m2);

    cudaFreeArray(a1);
    cudaFreeArray(a2);
    cudaFree(pp.ptr);
    cudaFree(pq.ptr);
    cudaFree(d);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
    cudaStreamDestroy(s3);
    printf("last error %d\n", (int)cudaGetLastError());
    return 0;
}
