// Device code compiled by NVRTC behaves as the program's own: printf output appears at the
// next synchronising call (cuCtxSynchronize), a __constant__ array of the module is written
// through the address cuModuleGetGlobal gives, assert() and clock_t need no #include (NVRTC
// provides them), and a failed device assert is CUDA_ERROR_ASSERT at the synchronisation and
// for every later call (a sticky error, §5.3.7.2 of the programming guide, "Assertion").
// What an H200 printed (nvcc -arch=sm_90 -O2 ... -lnvrtc -lcuda).
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

static const char *src =
    "__constant__ float coef[4];\n"
    "extern \"C\" __global__ void scaled(float *out, clock_t *t)\n"
    "{\n"
    "    clock_t start = clock();\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    out[i] = coef[i % 4] * i;\n"
    "    if (threadIdx.x == 0)\n"
    "        printf(\"block %d: coef[0] = %g\\n\", blockIdx.x, coef[0]);\n"
    "    t[i] = clock() - start >= 0;\n"
    "}\n"
    "extern \"C\" __global__ void check(int v)\n"
    "{\n"
    "    assert(v != threadIdx.x);\n"
    "}\n";

static void show(const char *what, CUresult r)
{
    const char *name = NULL;
    cuGetErrorName(r, &name);
    printf("%s: %s\n", what, name ? name : "?");
}

int main()
{
    nvrtcProgram p;
    nvrtcCreateProgram(&p, src, "device.cu", 0, NULL, NULL);
    const char *opts[] = {"-arch=sm_90"};
    nvrtcResult r = nvrtcCompileProgram(p, 1, opts);
    printf("compile: %s\n", nvrtcGetErrorString(r));
    size_t n;
    nvrtcGetCUBINSize(p, &n);
    char *cubin = (char *)malloc(n);
    nvrtcGetCUBIN(p, cubin);
    nvrtcDestroyProgram(&p);

    cuInit(0);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    CUcontext ctx;
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
    CUmodule m;
    show("load", cuModuleLoadData(&m, cubin));
    CUdeviceptr coef;
    size_t bytes;
    show("coef", cuModuleGetGlobal(&coef, &bytes, m, "coef"));
    printf("coef is %zu bytes\n", bytes);
    float c[4] = {0.5f, 1, 2, 4};
    show("write coef", cuMemcpyHtoD(coef, c, sizeof c));
    CUfunction scaled, check;
    cuModuleGetFunction(&scaled, m, "scaled");
    cuModuleGetFunction(&check, m, "check");
    CUdeviceptr out, t;
    cuMemAlloc(&out, 64 * sizeof(float));
    cuMemAlloc(&t, 64 * sizeof(clock_t));
    void *args[] = {&out, &t};
    show("launch", cuLaunchKernel(scaled, 2, 1, 1, 32, 1, 1, 0, 0, args, NULL));
    show("synchronize", cuCtxSynchronize());
    float h[64];
    clock_t ht[64];
    cuMemcpyDtoH(h, out, sizeof h);
    cuMemcpyDtoH(ht, t, sizeof ht);
    printf("out[5] = %g, out[63] = %g, clock ran forward: %ld\n", h[5], h[63], (long)ht[63]);

    int v = 7;
    void *cargs[] = {&v};
    show("launch check", cuLaunchKernel(check, 1, 1, 1, 32, 1, 1, 0, 0, cargs, NULL));
    show("synchronize", cuCtxSynchronize());
    CUdeviceptr more;
    show("allocate after the assert", cuMemAlloc(&more, 16));
    free(cubin);
    return 0;
}
