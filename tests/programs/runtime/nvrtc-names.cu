// nvrtcAddNameExpression / nvrtcGetLoweredName for names in a namespace: a template kernel
// instance (N::k<3>) and a __device__ variable (&N::value); the lowered names are what
// cuModuleGetFunction and cuModuleGetGlobal take (NVRTC's documentation, "Accessing Lowered,
// Mangled Names"). The lowered names themselves are the compiler's and are not printed. The
// expected output follows from that documentation; this program was not run on an H200.
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

static const char *src = "namespace N {\n"
                         "__device__ int value = 5;\n"
                         "template <int K> __global__ void k(int *p) { p[0] = K + value; }\n"
                         "}\n";

int main()
{
    nvrtcProgram p;
    nvrtcCreateProgram(&p, src, "names.cu", 0, NULL, NULL);
    nvrtcAddNameExpression(p, "&N::value");
    nvrtcAddNameExpression(p, "N::k<3>");
    const char *opts[] = {"-arch=sm_90"};
    printf("compile: %s\n", nvrtcGetErrorString(nvrtcCompileProgram(p, 1, opts)));
    const char *lv = NULL, *lk = NULL;
    printf("lowered variable: %s\n", nvrtcGetErrorString(nvrtcGetLoweredName(p, "&N::value", &lv)));
    printf("lowered kernel: %s\n", nvrtcGetErrorString(nvrtcGetLoweredName(p, "N::k<3>", &lk)));
    size_t n;
    nvrtcGetCUBINSize(p, &n);
    char *image = (char *)malloc(n);
    nvrtcGetCUBIN(p, image);
    cuInit(0);
    CUcontext ctx; /* cuInit makes no context current: the primary one, made current */
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);
    CUmodule m;
    cuModuleLoadData(&m, image);
    CUfunction f;
    CUdeviceptr var, d;
    size_t bytes;
    printf("function: %d\n", (int)cuModuleGetFunction(&f, m, lk));
    CUresult got = cuModuleGetGlobal(&var, &bytes, m, lv); /* before reading bytes: arguments are unsequenced */
    printf("variable: %d (%zu bytes)\n", (int)got, bytes);
    int seven = 7;
    cuMemcpyHtoD(var, &seven, sizeof seven);
    cuMemAlloc(&d, sizeof(int));
    void *args[] = {&d};
    cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, 0, args, NULL);
    int h;
    cuMemcpyDtoH(&h, d, sizeof h);
    printf("k<3> read value 7: %d\n", h);
    nvrtcDestroyProgram(&p);
    cuMemFree(d);
    free(image);
    return 0;
}
