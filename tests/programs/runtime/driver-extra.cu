// cuLaunchKernel's `extra` form: the kernel's parameters packed in one buffer, in the layout
// of the kernel's parameter list (each at its alignment), CU_LAUNCH_PARAM_BUFFER_SIZE giving
// the exact size (the CUDA driver API reference, cuLaunchKernel). A buffer larger than the
// parameters is CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES (what an H200 returned in driver-api.cu);
// a size without a buffer, CUDA_ERROR_INVALID_VALUE; a smaller one is taken, the bytes it lacks
// reading as zeros (s is 0 below). An H100 printed this output (2026-12-05).
#include <cuda.h>
#include <nvrtc.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

static const char *src = "struct pair { int a; double b; };\n"
                         "extern \"C\" __global__ void store(int *out, char c, pair p, short s)\n"
                         "{\n"
                         "    out[threadIdx.x] = c + p.a + (int)p.b + s * (int)threadIdx.x;\n"
                         "}\n";

struct params {
    CUdeviceptr out;
    char c;
    struct { int a; double b; } p;
    short s;
};

int main()
{
    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, src, "store.cu", 0, NULL, NULL);
    const char *opts[] = {"-arch=sm_90"};
    nvrtcCompileProgram(prog, 1, opts);
    size_t n;
    nvrtcGetCUBINSize(prog, &n);
    char *image = (char *)malloc(n);
    nvrtcGetCUBIN(prog, image);
    nvrtcDestroyProgram(&prog);
    cuInit(0);
    CUcontext ctx; /* cuInit makes no context current: the primary one, made current */
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);
    CUmodule m;
    cuModuleLoadData(&m, image);
    CUfunction store;
    cuModuleGetFunction(&store, m, "store");
    CUdeviceptr out;
    cuMemAlloc(&out, 4 * sizeof(int));
    struct params buf = {out, 1, {10, 100.5}, 1000};
    size_t exact = offsetof(struct params, s) + sizeof(short), small = exact - 2, big = sizeof buf;
    void *e1[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &exact, CU_LAUNCH_PARAM_END};
    void *e2[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &small, CU_LAUNCH_PARAM_END};
    void *e3[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &big, CU_LAUNCH_PARAM_END};
    void *e4[] = {CU_LAUNCH_PARAM_BUFFER_SIZE, &exact, CU_LAUNCH_PARAM_END};
    printf("exact size (%zu bytes): %d\n", exact, (int)cuLaunchKernel(store, 1, 1, 1, 4, 1, 1, 0, 0, NULL, e1));
    printf("smaller: %d\n", (int)cuLaunchKernel(store, 1, 1, 1, 4, 1, 1, 0, 0, NULL, e2));
    printf("larger: %d\n", (int)cuLaunchKernel(store, 1, 1, 1, 4, 1, 1, 0, 0, NULL, e3));
    printf("no buffer: %d\n", (int)cuLaunchKernel(store, 1, 1, 1, 4, 1, 1, 0, 0, NULL, e4));
    int h[4];
    printf("synchronize: %d\n", (int)cuCtxSynchronize());
    cuMemcpyDtoH(h, out, sizeof h);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cuMemFree(out);
    cuModuleUnload(m);
    free(image);
    return 0;
}
