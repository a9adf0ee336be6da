// NVRTC and the driver API: a kernel compiled at run time (nvrtcCreateProgram,
// nvrtcCompileProgram, nvrtcGetCUBIN), loaded with cuModuleLoadData and launched with
// cuLaunchKernel (the vectorAdd_nvrtc sample's path). The module is a namespace of its own:
// the program's kernel of the same name is another kernel, and the driver's memory is the
// runtime's (a CUdeviceptr passed to a <<<...>>> launch). A __device__ variable of the
// module is found with cuModuleGetGlobal; a name the module lacks is CUDA_ERROR_NOT_FOUND.
// What an H200 printed (nvcc -arch=sm_90 -O2 ... -lnvrtc -lcuda).
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

#define NV(x) do { nvrtcResult r_ = (x); if (r_ != NVRTC_SUCCESS) { printf("%s failed: %s\n", #x, nvrtcGetErrorString(r_)); return 1; } } while (0)
#define CU(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *n_; cuGetErrorName(r_, &n_); printf("%s failed: %s\n", #x, n_); return 1; } } while (0)

static const char *src =
    "extern \"C\" __global__ void vectorAdd(const float *a, const float *b, float *c, int n)\n"
    "{\n"
    "    int i = blockDim.x * blockIdx.x + threadIdx.x;\n"
    "    if (i < n) c[i] = a[i] + b[i];\n"
    "}\n"
    "__device__ int counter;\n"
    "extern \"C\" __global__ void bump(int k) { atomicAdd(&counter, k); }\n";

__global__ void vectorAdd(const float *a, const float *b, float *c, int n)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < n) c[i] = a[i] - b[i]; /* the program's own kernel of the same name */
}

int main()
{

    nvrtcProgram prog;
    NV(nvrtcCreateProgram(&prog, src, "vadd.cu", 0, NULL, NULL));
    const char *opts[] = {"--gpu-architecture=sm_90", "-std=c++17"};
    NV(nvrtcCompileProgram(prog, 2, opts));
    size_t logSize;
    NV(nvrtcGetProgramLogSize(prog, &logSize));
    printf("log size %zu\n", logSize);
    size_t cubinSize;
    NV(nvrtcGetCUBINSize(prog, &cubinSize));
    char *cubin = (char *)malloc(cubinSize);
    NV(nvrtcGetCUBIN(prog, cubin));
    NV(nvrtcDestroyProgram(&prog));

    CU(cuInit(0));
    CUdevice dev;
    CU(cuDeviceGet(&dev, 0));
    char name[128];
    CU(cuDeviceGetName(name, sizeof name, dev));
    int cmaj, cmin;
    CU(cuDeviceGetAttribute(&cmaj, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
    CU(cuDeviceGetAttribute(&cmin, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
    printf("%s sm_%d%d\n", name, cmaj, cmin);
    CUcontext ctx;
    CUctxCreateParams params = {};
    CU(cuCtxCreate(&ctx, &params, 0, dev));
    CUmodule mod;
    CU(cuModuleLoadData(&mod, cubin));
    free(cubin);
    CUfunction k;
    CU(cuModuleGetFunction(&k, mod, "vectorAdd"));

    int n = 1000;
    size_t size = n * sizeof(float);
    float *ha = (float *)malloc(size), *hb = (float *)malloc(size), *hc = (float *)malloc(size);
    for (int i = 0; i < n; i++) { ha[i] = i; hb[i] = 2 * i; }
    CUdeviceptr da, db, dc;
    CU(cuMemAlloc(&da, size));
    CU(cuMemAlloc(&db, size));
    CU(cuMemAlloc(&dc, size));
    CU(cuMemcpyHtoD(da, ha, size));
    CU(cuMemcpyHtoD(db, hb, size));
    void *args[] = {&da, &db, &dc, &n};
    CU(cuLaunchKernel(k, (n + 255) / 256, 1, 1, 256, 1, 1, 0, 0, args, 0));
    CU(cuCtxSynchronize());
    CU(cuMemcpyDtoH(hc, dc, size));
    printf("driver kernel: c[10] = %g, c[999] = %g\n", hc[10], hc[999]);
    /* the runtime's kernel of the same name, on the driver's memory */
    vectorAdd<<<(n + 255) / 256, 256>>>((float *)da, (float *)db, (float *)dc, n);
    cudaMemcpy(hc, (void *)dc, size, cudaMemcpyDeviceToHost);
    printf("runtime kernel: c[10] = %g\n", hc[10]);

    CUfunction bump;
    CU(cuModuleGetFunction(&bump, mod, "bump"));
    int kk = 3;
    void *bargs[] = {&kk};
    CU(cuLaunchKernel(bump, 2, 1, 1, 32, 1, 1, 0, 0, bargs, 0));
    CUdeviceptr dcount;
    size_t bytes;
    CU(cuModuleGetGlobal(&dcount, &bytes, mod, "counter"));
    int count;
    CU(cuMemcpyDtoH(&count, dcount, sizeof count));
    printf("counter = %d (%zu bytes)\n", count, bytes);
    CUfunction none;
    CUresult r = cuModuleGetFunction(&none, mod, "nothere");
    const char *es;
    cuGetErrorString(r, &es);
    printf("missing: %d %s\n", (int)r, es);
    CU(cuMemFree(da));
    CU(cuMemFree(db));
    CU(cuMemFree(dc));
    CU(cuModuleUnload(mod));
    CU(cuCtxDestroy(ctx));
    free(ha);
    free(hb);
    free(hc);
    printf("done\n");
    return 0;
}
