// Runtime API: stream-ordered allocation (the streamOrderedAllocation sample): cudaMallocAsync,
// cudaFreeAsync, the device's default memory pool and a pool of the program's own. What is
// printed follows from the runtime API reference ("Stream Ordered Memory Allocator"): the
// release threshold defaults to 0 and the three reuse policies to enabled; a high watermark
// can only be reset (to 0); a device's current pool is its default pool until
// cudaDeviceSetMemPool, and again after the current pool is destroyed; the default pool cannot
// be destroyed; a pool's memory is readable and writable from its device. Amounts that depend
// on the allocator's granularity are only compared. The expected output has not yet been
// compared with an H200's.
#include <stdio.h>
#include <string.h>

__global__ void add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

static void show(const char *what, cudaError_t e)
{
    printf("%-46s %d %s\n", what, (int)e, cudaGetErrorName(e));
}

static unsigned long long attr64(cudaMemPool_t p, enum cudaMemPoolAttr a)
{
    unsigned long long v = 12345;
    cudaError_t e = cudaMemPoolGetAttribute(p, a, &v);
    if (e != cudaSuccess)
        printf("cudaMemPoolGetAttribute(%d): %s\n", (int)a, cudaGetErrorName(e));
    return v;
}

int main()
{
    int supported = -1;
    cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, 0);
    printf("memoryPoolsSupported %d\n", supported);

    cudaMemPool_t dflt = 0, cur = 0, bad = 0;
    show("cudaDeviceGetDefaultMemPool(0)", cudaDeviceGetDefaultMemPool(&dflt, 0));
    show("cudaDeviceGetMemPool(0)", cudaDeviceGetMemPool(&cur, 0));
    printf("current pool is the default pool: %d\n", cur == dflt);
    show("cudaDeviceGetDefaultMemPool(1)", cudaDeviceGetDefaultMemPool(&bad, 1));

    int reuse[3] = {-1, -1, -1};
    cudaMemPoolGetAttribute(dflt, cudaMemPoolReuseFollowEventDependencies, &reuse[0]);
    cudaMemPoolGetAttribute(dflt, cudaMemPoolReuseAllowOpportunistic, &reuse[1]);
    cudaMemPoolGetAttribute(dflt, cudaMemPoolReuseAllowInternalDependencies, &reuse[2]);
    printf("default pool: release threshold %llu, reuse policies %d %d %d\n",
           attr64(dflt, cudaMemPoolAttrReleaseThreshold), reuse[0], reuse[1], reuse[2]);
    unsigned long long threshold = ~0ull;
    show("set cudaMemPoolAttrReleaseThreshold", cudaMemPoolSetAttribute(dflt, cudaMemPoolAttrReleaseThreshold, &threshold));
    printf("release threshold now %llu\n", attr64(dflt, cudaMemPoolAttrReleaseThreshold));
    int off = 0;
    show("set cudaMemPoolReuseAllowOpportunistic 0", cudaMemPoolSetAttribute(dflt, cudaMemPoolReuseAllowOpportunistic, &off));
    cudaMemPoolGetAttribute(dflt, cudaMemPoolReuseAllowOpportunistic, &reuse[1]);
    printf("reuseAllowOpportunistic now %d\n", reuse[1]);

    const int n = 1 << 20;
    size_t bytes = n * sizeof(float);
    static float a[1 << 20], b[1 << 20], c[1 << 20];
    for (int i = 0; i < n; i++) {
        a[i] = (float)i;
        b[i] = 0.5f;
        c[i] = 0;
    }
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    float *da, *db, *dc;
    show("cudaMallocAsync(a)", cudaMallocAsync((void **)&da, bytes, s));
    show("cudaMallocAsync(b)", cudaMallocAsync((void **)&db, bytes, s));
    show("cudaMallocAsync(c)", cudaMallocAsync((void **)&dc, bytes, s));
    printf("used while allocated >= 3 buffers: %d\n", attr64(dflt, cudaMemPoolAttrUsedMemCurrent) >= 3 * bytes);
    cudaMemcpyAsync(da, a, bytes, cudaMemcpyHostToDevice, s);
    cudaMemcpyAsync(db, b, bytes, cudaMemcpyHostToDevice, s);
    add<<<n / 256, 256, 0, s>>>(da, db, dc, n);
    show("cudaFreeAsync(a)", cudaFreeAsync(da, s));
    show("cudaFreeAsync(b)", cudaFreeAsync(db, s));
    cudaMemcpyAsync(c, dc, bytes, cudaMemcpyDeviceToHost, s);
    show("cudaFreeAsync(c)", cudaFreeAsync(dc, s));
    show("cudaStreamSynchronize", cudaStreamSynchronize(s));
    printf("c[0] %.1f c[%d] %.1f\n", c[0], n - 1, c[n - 1]);
    printf("used after the frees: %llu\n", attr64(dflt, cudaMemPoolAttrUsedMemCurrent));
    printf("used high >= 3 buffers: %d\n", attr64(dflt, cudaMemPoolAttrUsedMemHigh) >= 3 * bytes);
    unsigned long long v = 1;
    show("set cudaMemPoolAttrUsedMemHigh 1", cudaMemPoolSetAttribute(dflt, cudaMemPoolAttrUsedMemHigh, &v));
    v = 0;
    show("set cudaMemPoolAttrUsedMemHigh 0", cudaMemPoolSetAttribute(dflt, cudaMemPoolAttrUsedMemHigh, &v));
    printf("used high after the reset: %llu\n", attr64(dflt, cudaMemPoolAttrUsedMemHigh));
    show("set cudaMemPoolAttrReservedMemHigh 0", cudaMemPoolSetAttribute(dflt, cudaMemPoolAttrReservedMemHigh, &v));
    show("cudaMemPoolTrimTo(0)", cudaMemPoolTrimTo(dflt, 0));

    /* a pool of the program's own */
    cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypeNone;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPool_t pool = 0;
    show("cudaMemPoolCreate", cudaMemPoolCreate(&pool, &props));
    printf("a new pool: %d\n", pool != 0 && pool != dflt);
    cudaMemLocation loc;
    loc.type = cudaMemLocationTypeDevice;
    loc.id = 0;
    enum cudaMemAccessFlags access = cudaMemAccessFlagsProtNone;
    show("cudaMemPoolGetAccess(device 0)", cudaMemPoolGetAccess(&access, pool, &loc));
    printf("access from device 0: %d\n", (int)access);
    show("cudaDeviceSetMemPool(0, pool)", cudaDeviceSetMemPool(0, pool));
    cudaDeviceGetMemPool(&cur, 0);
    printf("current pool is the new pool: %d\n", cur == pool);
    float *p1, *p2;
    show("cudaMallocAsync from the current pool", cudaMallocAsync((void **)&p1, bytes, s));
    show("cudaMallocAsync(p, n, pool, stream)", cudaMallocAsync((void **)&p2, bytes, pool, s));
    printf("new pool used >= 2 buffers: %d\n", attr64(pool, cudaMemPoolAttrUsedMemCurrent) >= 2 * bytes);
    cudaMemsetAsync(p1, 0, bytes, s);
    show("cudaFreeAsync(p1)", cudaFreeAsync(p1, s));
    show("cudaFree(p2)", cudaFree(p2));
    cudaStreamSynchronize(s);
    printf("new pool used after the frees: %llu\n", attr64(pool, cudaMemPoolAttrUsedMemCurrent));
    show("cudaMemPoolDestroy(pool)", cudaMemPoolDestroy(pool));
    cudaDeviceGetMemPool(&cur, 0);
    printf("current pool is the default pool again: %d\n", cur == dflt);
    show("cudaMemPoolDestroy(default pool)", cudaMemPoolDestroy(dflt));
    show("cudaStreamDestroy", cudaStreamDestroy(s));
    return 0;
}
