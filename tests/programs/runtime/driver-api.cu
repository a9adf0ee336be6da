// The CUDA driver API beside the runtime: devices and their attributes, contexts (created,
// current, pushed and popped), memory from cuMemAlloc / cuMemAllocHost / cuMemAllocManaged and
// what cuPointerGetAttribute says of it, cuMemsetD8/D16/D32, copies, streams and events, a
// kernel compiled by NVRTC without -arch (PTX only, no CUBIN) launched through cuLaunchKernel's
// `extra` parameter buffer, and the driver's error codes, names and messages.
// A failed driver call is not the runtime's last error. What an H200 printed
// (nvcc -arch=sm_90 -O2 ... -lnvrtc -lcuda).
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void show(const char *what, CUresult r)
{
    const char *name = NULL, *msg = NULL;
    cuGetErrorName(r, &name);
    cuGetErrorString(r, &msg);
    printf("%-30s %d %s (%s)\n", what, (int)r, name ? name : "?", msg ? msg : "?");
}

__global__ void add_one(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1;
}

static const char *src = "struct pair { int a; double b; };\n"
                         "extern \"C\" __global__ void store(int *out, char c, pair p, short s)\n"
                         "{\n"
                         "    __shared__ int tile[64];\n"
                         "    tile[threadIdx.x] = c + p.a + (int)p.b + s;\n"
                         "    __syncthreads();\n"
                         "    out[threadIdx.x] = tile[63 - threadIdx.x];\n"
                         "}\n";

int main()
{
    show("cuInit", cuInit(0));
    int count, v;
    show("cuDeviceGetCount", cuDeviceGetCount(&count));
    printf("devices: %d\n", count);
    CUdevice dev;
    show("cuDeviceGet(1)", cuDeviceGet(&dev, 1));
    show("cuDeviceGet(0)", cuDeviceGet(&dev, 0));
    char name[64];
    cuDeviceGetName(name, sizeof name, dev);
    int major, minor;
    cuDeviceComputeCapability(&major, &minor, dev);
    printf("%s, compute capability %d.%d\n", name, major, minor);
    static const struct { CUdevice_attribute a; const char *n; } attrs[] = {
        {CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, "max threads per block"},
        {CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, "multiprocessors"},
        {CU_DEVICE_ATTRIBUTE_WARP_SIZE, "warp size"},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, "shared memory per block"},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, "shared memory per block (opt-in)"},
        {CU_DEVICE_ATTRIBUTE_INTEGRATED, "integrated"},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, "compute mode"},
        {CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, "unified addressing"},
        {CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY, "managed memory"},
        {CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, "cooperative launch"},
    };
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        cuDeviceGetAttribute(&v, attrs[i].a, dev);
        printf("%s: %d\n", attrs[i].n, v);
    }
    size_t total;
    cuDeviceTotalMem(&total, dev);
    printf("total memory: %zu MiB\n", total >> 20);

    CUcontext ctx, cur, popped;
    CUctxCreateParams cp = {};
    show("cuCtxCreate", cuCtxCreate(&ctx, &cp, 0, dev));
    cuCtxGetCurrent(&cur);
    printf("current is the new context: %s\n", cur == ctx ? "yes" : "no");
    CUcontext primary;
    show("cuDevicePrimaryCtxRetain", cuDevicePrimaryCtxRetain(&primary, dev));
    show("cuCtxPushCurrent(primary)", cuCtxPushCurrent(primary));
    cuCtxGetCurrent(&cur);
    printf("current is the primary context: %s\n", cur == primary ? "yes" : "no");
    show("cuCtxPopCurrent", cuCtxPopCurrent(&popped));
    cuCtxGetCurrent(&cur);
    printf("popped the primary, current is the new one again: %s\n",
           popped == primary && cur == ctx ? "yes" : "no");
    CUdevice cdev = -1;
    show("cuCtxGetDevice", cuCtxGetDevice(&cdev));
    printf("context device: %d\n", cdev);

    const int n = 8;
    CUdeviceptr d, d2;
    show("cuMemAlloc(0 bytes)", cuMemAlloc(&d, 0));
    show("cuMemAlloc", cuMemAlloc(&d, n * sizeof(int)));
    show("cuMemAlloc", cuMemAlloc(&d2, n * sizeof(int)));
    show("cuMemsetD32", cuMemsetD32(d, 0x01020304, n));
    unsigned h[8];
    cuMemcpyDtoH(h, d, sizeof h);
    printf("after D32: %08x %08x\n", h[0], h[7]);
    show("cuMemsetD16", cuMemsetD16(d, 0xabcd, n * 2));
    cuMemcpyDtoH(h, d, sizeof h);
    printf("after D16: %08x\n", h[3]);
    show("cuMemsetD16 (misaligned)", cuMemsetD16(d + 1, 0xabcd, 2));
    show("cuMemsetD8", cuMemsetD8(d, 0x05, n * 4));
    show("cuMemcpyDtoD", cuMemcpyDtoD(d2, d, n * sizeof(int)));
    cuMemcpyDtoH(h, d2, sizeof h);
    printf("after D8 and DtoD: %08x\n", h[5]);

    /* a runtime kernel on the driver's memory, and the memory of cudaMalloc in a copy */
    add_one<<<1, 32>>>((int *)d, n);
    int *rt;
    cudaMalloc(&rt, n * sizeof(int));
    show("cuMemcpyDtoD from cudaMalloc", cuMemcpyDtoD((CUdeviceptr)rt, d, n * sizeof(int)));
    int hi[8];
    cuMemcpyDtoH(hi, (CUdeviceptr)rt, sizeof hi);
    printf("runtime kernel on cuMemAlloc memory: %d %d\n", hi[0] - 0x05050505, hi[7] - 0x05050505);

    CUdeviceptr base;
    size_t size;
    show("cuMemGetAddressRange", cuMemGetAddressRange(&base, &size, d + 12));
    printf("range: base is the allocation %s, %zu bytes\n", base == d ? "yes" : "no", size);
    void *hostp;
    CUdeviceptr managed;
    show("cuMemAllocHost", cuMemAllocHost(&hostp, 256));
    show("cuMemAllocManaged", cuMemAllocManaged(&managed, 256, CU_MEM_ATTACH_GLOBAL));
    unsigned type;
    show("cuPointerGetAttribute(device)", cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d));
    printf("memory type: %u\n", type);
    show("cuPointerGetAttribute(host)", cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)hostp));
    printf("memory type: %u\n", type);
    show("cuPointerGetAttribute(managed)", cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, managed));
    printf("memory type: %u\n", type);
    int stack;
    show("cuPointerGetAttribute(stack)", cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)&stack));
    ((int *)managed)[0] = 41;

    /* a kernel from NVRTC launched with a parameter buffer (`extra`) */
    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, src, "store.cu", 0, NULL, NULL);
    nvrtcCompileProgram(prog, 0, NULL);
    size_t isz = 1;
    nvrtcGetCUBINSize(prog, &isz); /* compiled for the default virtual architecture: no CUBIN */
    printf("CUBIN without -arch: %zu bytes\n", isz);
    nvrtcGetPTXSize(prog, &isz);
    char *image = (char *)malloc(isz);
    nvrtcGetPTX(prog, image);
    nvrtcDestroyProgram(&prog);
    CUmodule mod;
    show("cuModuleLoadData", cuModuleLoadData(&mod, image));
    CUfunction store;
    show("cuModuleGetFunction", cuModuleGetFunction(&store, mod, "store"));
    show("cuFuncGetAttribute", cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, store));
    printf("static shared memory: %d bytes\n", v);
    cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, store);
    printf("max threads per block: %d\n", v);
    struct { CUdeviceptr out; char c; int pad0; struct { int a; double b; } p; short s; } buf;
    memset(&buf, 0, sizeof buf);
    CUdeviceptr out;
    cuMemAlloc(&out, 64 * sizeof(int));
    buf.out = out;
    buf.c = 1;
    buf.p.a = 10;
    buf.p.b = 100.5;
    buf.s = 1000;
    size_t bsz = sizeof buf;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &bsz,
                     CU_LAUNCH_PARAM_END};
    CUstream st;
    show("cuStreamCreate", cuStreamCreate(&st, CU_STREAM_NON_BLOCKING));
    CUevent e0, e1;
    cuEventCreate(&e0, CU_EVENT_DEFAULT);
    cuEventCreate(&e1, CU_EVENT_DEFAULT);
    show("cuEventRecord", cuEventRecord(e0, st));
    show("cuLaunchKernel (extra)", cuLaunchKernel(store, 1, 1, 1, 64, 1, 1, 0, st, NULL, extra));
    show("cuLaunchKernel (no arguments)", cuLaunchKernel(store, 1, 1, 1, 64, 1, 1, 0, st, NULL, NULL));
    show("cuLaunchKernel (2048 threads)", cuLaunchKernel(store, 1, 1, 1, 2048, 1, 1, 0, st, NULL, extra));
    printf("runtime's last error after the driver's failures: %s\n", cudaGetErrorName(cudaGetLastError()));
    show("cuEventRecord", cuEventRecord(e1, st));
    show("cuStreamSynchronize", cuStreamSynchronize(st));
    show("cuEventSynchronize", cuEventSynchronize(e1));
    float ms = -1;
    show("cuEventElapsedTime", cuEventElapsedTime(&ms, e0, e1));
    printf("elapsed time is not negative: %s\n", ms >= 0 ? "yes" : "no");
    int res[64];
    show("cuMemcpyDtoHAsync", cuMemcpyDtoHAsync(res, out, sizeof res, st));
    show("cuStreamQuery", cuStreamQuery(st));
    printf("out[0] = %d, out[63] = %d\n", res[0], res[63]);
    show("cuStreamDestroy", cuStreamDestroy(st));
    cuEventDestroy(e0);
    cuEventDestroy(e1);

    printf("managed after host write: %d\n", ((int *)managed)[0]);
    show("cuModuleUnload", cuModuleUnload(mod));
    show("cuModuleGetFunction (unloaded)", cuModuleGetFunction(&store, mod, "store"));
    show("cuModuleLoad (no file)", cuModuleLoad(&mod, "no-such-file.cubin"));
    show("cuMemFree", cuMemFree(d));
    show("cuMemFreeHost", cuMemFreeHost(hostp));
    show("cuMemFree(managed)", cuMemFree(managed));
    cuMemFree(d2);
    cuMemFree(out);
    cudaFree(rt);
    free(image);
    show("cuDevicePrimaryCtxRelease", cuDevicePrimaryCtxRelease(dev));
    show("cuCtxDestroy", cuCtxDestroy(ctx));

    static const int codes[] = {0, 1, 2, 3, 4, 100, 101, 200, 201, 209, 218, 300, 301, 400, 500,
                                600, 700, 701, 710, 719, 801, 999, 12345};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        const char *nm = NULL, *msg = NULL;
        CUresult a = cuGetErrorName((CUresult)codes[i], &nm);
        CUresult b = cuGetErrorString((CUresult)codes[i], &msg);
        printf("%d: %d %s / %d %s\n", codes[i], (int)a, nm ? nm : "(null)", (int)b, msg ? msg : "(null)");
    }
    return 0;
}
