// NVRTC's programs: headers given to nvrtcCreateProgram and -D/--define-macro options reach the
// preprocessor; a compile error is NVRTC_ERROR_COMPILATION with a log naming the program (its
// wording is the compiler's: only its presence is printed); an unknown option is
// NVRTC_ERROR_INVALID_OPTION; name expressions must come before compiling and lowered names
// after; nvrtcGetErrorString names every result. Template kernels are reached through
// nvrtcAddNameExpression / nvrtcGetLoweredName (the lowered names themselves are the
// compiler's and are not printed). What an H200 printed (nvcc -arch=sm_90 -O2 ... -lnvrtc
// -lcuda).
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *header = "#define SCALE 3\n"
                            "template <typename T> __device__ T twice(T x) { return x + x; }\n";

static const char *good =
    "#include \"scale.h\"\n"
    "template <typename T> __global__ void apply(T *p, int n)\n"
    "{\n"
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (i < n) p[i] = twice(p[i]) * SCALE + OFFSET;\n"
    "}\n";

static const char *bad = "__global__ void k(int *p)\n"
                         "{\n"
                         "    p[0] = undeclared_name;\n"
                         "}\n";

static void show(const char *what, nvrtcResult r)
{
    printf("%-32s %d %s\n", what, (int)r, nvrtcGetErrorString(r));
}

static char *log_of(nvrtcProgram p)
{
    size_t n = 0;
    nvrtcGetProgramLogSize(p, &n);
    char *log = (char *)malloc(n);
    nvrtcGetProgramLog(p, log);
    return log;
}

int main()
{
    for (int r = 0; r <= 11; r++)
        printf("%d: %s\n", r, nvrtcGetErrorString((nvrtcResult)r));

    nvrtcProgram p;
    show("create without a handle", nvrtcCreateProgram(NULL, good, "good.cu", 0, NULL, NULL));
    const char *hs[] = {header};
    const char *hn[] = {"scale.h"};
    show("create", nvrtcCreateProgram(&p, good, "good.cu", 1, hs, hn));
    const char *lowered;
    show("lowered name before compiling", nvrtcGetLoweredName(p, "apply<int>", &lowered));
    show("name expression", nvrtcAddNameExpression(p, "apply<int>"));
    show("name expression", nvrtcAddNameExpression(p, "apply<float>"));
    const char *opts[] = {"-arch=sm_90", "-DOFFSET=1", "--std=c++17"};
    show("compile", nvrtcCompileProgram(p, 3, opts));
    show("name expression after", nvrtcAddNameExpression(p, "apply<double>"));
    show("lowered name not added", nvrtcGetLoweredName(p, "apply<double>", &lowered));
    const char *li, *lf;
    show("lowered apply<int>", nvrtcGetLoweredName(p, "apply<int>", &li));
    show("lowered apply<float>", nvrtcGetLoweredName(p, "apply<float>", &lf));
    printf("two different names: %s\n", strcmp(li, lf) ? "yes" : "no");
    size_t n;
    show("ptx size", nvrtcGetPTXSize(p, &n));
    printf("ptx is text: %s\n", n > 1 ? "yes" : "no");
    show("cubin size", nvrtcGetCUBINSize(p, &n));
    char *cubin = (char *)malloc(n);
    show("cubin", nvrtcGetCUBIN(p, cubin));

    cuInit(0);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    CUcontext ctx;
    CUctxCreateParams cp = {};
    cuCtxCreate(&ctx, &cp, 0, dev);
    CUmodule m;
    printf("load: %d\n", (int)cuModuleLoadData(&m, cubin));
    CUfunction fi, ff;
    printf("get apply<int>: %d\n", (int)cuModuleGetFunction(&fi, m, li));
    printf("get apply<float>: %d\n", (int)cuModuleGetFunction(&ff, m, lf));
    show("destroy", nvrtcDestroyProgram(&p));
    printf("handle after destroy is null: %s\n", p == NULL ? "yes" : "no");

    int hi[4] = {1, 2, 3, 4};
    float hf[4] = {0.5f, 1.5f, 2.5f, 3.5f};
    CUdeviceptr di, df;
    cuMemAlloc(&di, sizeof hi);
    cuMemAlloc(&df, sizeof hf);
    cuMemcpyHtoD(di, hi, sizeof hi);
    cuMemcpyHtoD(df, hf, sizeof hf);
    int cnt = 4;
    void *ai[] = {&di, &cnt}, *af[] = {&df, &cnt};
    printf("launch int: %d\n", (int)cuLaunchKernel(fi, 1, 1, 1, 32, 1, 1, 0, 0, ai, 0));
    printf("launch float: %d\n", (int)cuLaunchKernel(ff, 1, 1, 1, 32, 1, 1, 0, 0, af, 0));
    cuMemcpyDtoH(hi, di, sizeof hi);
    cuMemcpyDtoH(hf, df, sizeof hf);
    for (int i = 0; i < 4; i++)
        printf("%d %g\n", hi[i], hf[i]);

    nvrtcProgram q;
    show("create bad", nvrtcCreateProgram(&q, bad, "bad.cu", 0, NULL, NULL));
    show("compile bad", nvrtcCompileProgram(q, 0, NULL));
    char *log = log_of(q);
    printf("log names the program: %s\n", strstr(log, "bad.cu") ? "yes" : "no");
    printf("log says error: %s\n", strstr(log, "error") ? "yes" : "no");
    free(log);
    nvrtcDestroyProgram(&q);

    show("create", nvrtcCreateProgram(&q, bad, "bad.cu", 0, NULL, NULL));
    const char *wrong[] = {"--no-such-option"};
    show("compile with a bad option", nvrtcCompileProgram(q, 1, wrong));
    nvrtcDestroyProgram(&q);
    free(cubin);
    cuMemFree(di);
    cuMemFree(df);
    cuModuleUnload(m);
    cuCtxDestroy(ctx);
    return 0;
}
