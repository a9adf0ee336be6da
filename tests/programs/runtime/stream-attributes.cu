// Runtime API: stream flags, priorities and attributes (the simpleAttributes sample). A stream
// keeps the flags it was created with; a priority outside cudaDeviceGetStreamPriorityRange is
// clamped to the range; cudaStreamSetAttribute's values are what cudaStreamGetAttribute reads
// back and what cudaStreamCopyAttributes copies (an L2 access policy window, a synchronization
// policy); the persisting-L2 limit and cudaCtxResetPersistingL2Cache succeed on a device with a
// persisting L2 (the runtime API reference, "Stream Management"); cudaSetDeviceFlags records
// the scheduling flags that cudaGetDeviceFlags returns. The expected output follows from the
// documented semantics; it has not yet been compared with an H200's.
#include <stdio.h>
#include <string.h>

__global__ void scale(int *p, int k)
{
    p[threadIdx.x] *= k;
}

static void show(const char *what, cudaError_t e)
{
    printf("%-44s %d %s\n", what, (int)e, cudaGetErrorName(e));
}

int main()
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("persisting L2 supported: %d, access policy window supported: %d\n",
           prop.persistingL2CacheMaxSize > 0, prop.accessPolicyMaxWindowSize > 0);

    cudaStream_t s, s2, s3, s4;
    unsigned int flags = 99;
    show("cudaStreamCreateWithFlags(non-blocking)", cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    show("cudaStreamGetFlags", cudaStreamGetFlags(s, &flags));
    printf("flags %u\n", flags);
    cudaStreamCreate(&s4);
    cudaStreamGetFlags(s4, &flags);
    printf("cudaStreamCreate's flags %u\n", flags);

    int least = 99, greatest = 99, prio = 99;
    cudaDeviceGetStreamPriorityRange(&least, &greatest);
    show("cudaStreamCreateWithPriority(-100)", cudaStreamCreateWithPriority(&s2, cudaStreamDefault, -100));
    cudaStreamGetPriority(s2, &prio);
    printf("priority -100 is clamped to the greatest: %d\n", prio == greatest);
    show("cudaStreamCreateWithPriority(100)", cudaStreamCreateWithPriority(&s3, cudaStreamDefault, 100));
    cudaStreamGetPriority(s3, &prio);
    printf("priority 100 is clamped to the least: %d\n", prio == least);
    cudaStreamGetPriority(s4, &prio);
    printf("cudaStreamCreate's priority is the least: %d\n", prio == least);

    int h[32];
    for (int i = 0; i < 32; i++)
        h[i] = i;
    int *d;
    cudaMalloc((void **)&d, sizeof h);
    cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, s);

    show("cudaDeviceSetLimit(PersistingL2CacheSize)",
         cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, prop.persistingL2CacheMaxSize));
    cudaStreamAttrValue v;
    memset(&v, 0, sizeof v);
    v.accessPolicyWindow.base_ptr = d;
    v.accessPolicyWindow.num_bytes = sizeof h;
    v.accessPolicyWindow.hitRatio = 0.75f;
    v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
    v.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    cudaStreamAttrID id = cudaStreamAttributeAccessPolicyWindow;
    show("cudaStreamSetAttribute(AccessPolicyWindow)", cudaStreamSetAttribute(s, id, &v));
    show("cudaCtxResetPersistingL2Cache", cudaCtxResetPersistingL2Cache());
    cudaStreamAttrValue back;
    memset(&back, 0xff, sizeof back);
    show("cudaStreamGetAttribute(AccessPolicyWindow)", cudaStreamGetAttribute(s, id, &back));
    printf("window: base is d %d, %zu bytes, hitRatio %.2f, hitProp %d, missProp %d\n",
           back.accessPolicyWindow.base_ptr == (void *)d, back.accessPolicyWindow.num_bytes,
           back.accessPolicyWindow.hitRatio, (int)back.accessPolicyWindow.hitProp,
           (int)back.accessPolicyWindow.missProp);

    v.syncPolicy = cudaSyncPolicyYield;
    show("cudaStreamSetAttribute(SynchronizationPolicy)",
         cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
    show("cudaStreamCopyAttributes(s3, s)", cudaStreamCopyAttributes(s3, s));
    memset(&back, 0, sizeof back);
    cudaStreamGetAttribute(s3, cudaStreamAttributeAccessPolicyWindow, &back);
    printf("copied window: base is d %d, %zu bytes, hitRatio %.2f\n", back.accessPolicyWindow.base_ptr == (void *)d,
           back.accessPolicyWindow.num_bytes, back.accessPolicyWindow.hitRatio);
    cudaStreamGetAttribute(s3, cudaStreamAttributeSynchronizationPolicy, &back);
    printf("copied synchronization policy %d\n", (int)back.syncPolicy);

    scale<<<1, 32, 0, s>>>(d, 3);
    cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s);
    show("cudaStreamSynchronize", cudaStreamSynchronize(s));
    printf("h[1] %d h[31] %d\n", h[1], h[31]);

    show("cudaSetDeviceFlags(ScheduleBlockingSync)", cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
    flags = 0;
    show("cudaGetDeviceFlags", cudaGetDeviceFlags(&flags));
    printf("scheduling flags %u\n", flags & cudaDeviceScheduleMask);

    cudaStreamDestroy(s);
    cudaStreamDestroy(s2);
    cudaStreamDestroy(s3);
    cudaStreamDestroy(s4);
    cudaFree(d);
    return 0;
}
