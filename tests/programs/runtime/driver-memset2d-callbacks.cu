// The driver API's 2D memsets and host functions in a stream: cuMemsetD2D8, cuMemsetD2D16 and
// cuMemsetD2D32 (and an Async form) on pitched memory from cuMemAllocPitch, leaving the bytes
// between rows alone, and cuLaunchHostFunc and cuStreamAddCallback, which run after the
// stream's earlier work (CUDA Driver API, "Memory Management" and "Stream Management").
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda.h>

#define CHECK(call)                                                                                \
    do {                                                                                           \
        CUresult r_ = (call);                                                                      \
        if (r_ != CUDA_SUCCESS) {                                                                  \
            printf("%s:%d: %s returned %d\n", __FILE__, __LINE__, #call, (int)r_);                 \
            exit(EXIT_FAILURE);                                                                    \
        }                                                                                          \
    } while (0)

__global__ void store(int *p, int v) { *p = v; }

struct Seen {
    const int *host; // what the kernel wrote, copied back before the function runs
    int calls;
};

static void CUDA_CB hostFunc(void *data)
{
    Seen *s = (Seen *)data;
    s->calls++;
    printf("host function %d: the copy before it holds %d\n", s->calls, *s->host);
}

static CUstream callbackStream;
static void CUDA_CB callback(CUstream st, CUresult status, void *data)
{
    Seen *s = (Seen *)data;
    s->calls++;
    printf("callback %d: status %d, its stream %d, the copy before it holds %d\n", s->calls, (int)status,
           st == callbackStream, *s->host);
}

static void dump(const char *what, const unsigned char *b, size_t pitch, int rows, int bytes)
{
    printf("%s\n", what);
    for (int r = 0; r < rows; r++) {
        for (int i = 0; i < bytes; i++)
            printf("%02x", b[r * pitch + i]);
        printf("\n");
    }
}

int main()
{
    CUdevice dev;
    CUcontext ctx;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuCtxCreate(&ctx, (CUctxCreateParams *)0, 0, dev));

    // 4 rows of 24 bytes: the memsets cover the first 3 rows' first 16 bytes, in three parts
    CUdeviceptr p;
    size_t pitch;
    CHECK(cuMemAllocPitch(&p, &pitch, 24, 4, 4));
    CHECK(cuMemsetD2D8(p, pitch, 0xee, 24, 4));
    CHECK(cuMemsetD2D8(p, pitch, 0x11, 4, 3));
    CHECK(cuMemsetD2D16(p + 4, pitch, 0xa2b3, 2, 3));
    CUstream st;
    CHECK(cuStreamCreate(&st, CU_STREAM_NON_BLOCKING));
    CHECK(cuMemsetD2D32Async(p + 8, pitch, 0x01020304u, 2, 3, st));
    CHECK(cuStreamSynchronize(st));
    unsigned char *host = (unsigned char *)malloc(pitch * 4);
    CHECK(cuMemcpyDtoH(host, p, pitch * 4));
    dump("rows (little-endian elements):", host, pitch, 4, 24);
    printf("cuMemsetD2D16 at an odd address: %d\n", (int)cuMemsetD2D16(p + 1, pitch, 0, 2, 3));
    printf("cuMemsetD2D32 with a pitch not a multiple of 4: %d\n", (int)cuMemsetD2D32(p, 6, 0, 1, 3));

    // a kernel, a copy back and a host function, in stream order
    CUdeviceptr v;
    CHECK(cuMemAlloc(&v, sizeof(int)));
    int copied = 0;
    Seen seen = {&copied, 0};
    store<<<1, 1, 0, st>>>((int *)v, 42);
    CHECK(cuMemcpyDtoHAsync(&copied, v, sizeof(int), st));
    CHECK(cuLaunchHostFunc(st, hostFunc, &seen));
    store<<<1, 1, 0, st>>>((int *)v, 43);
    CHECK(cuMemcpyDtoHAsync(&copied, v, sizeof(int), st));
    callbackStream = st;
    CHECK(cuStreamAddCallback(st, callback, &seen, 0));
    CHECK(cuStreamSynchronize(st));
    printf("cuStreamAddCallback with flags 1: %d\n", (int)cuStreamAddCallback(st, callback, &seen, 1));
    printf("cuLaunchHostFunc without a function: %d\n", (int)cuLaunchHostFunc(st, (CUhostFn)0, &seen));
    printf("calls %d\n", seen.calls);

    free(host);
    CHECK(cuMemFree(p));
    CHECK(cuMemFree(v));
    CHECK(cuStreamDestroy(st));
    CHECK(cuCtxDestroy(ctx));
    return 0;
}
