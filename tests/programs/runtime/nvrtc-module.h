// What nvrtc-fmad.cu and nvrtc-fast-math.cu share: NVRTC compiles SRC with OPTS, its result is
// printed after the option that differs (OPTS[1], or "(defaults)") in a column of WIDTH, and the
// CUBIN is loaded with the driver API; the module's kernel is "k".
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    nvrtcProgram p;
    char *image;
    CUmodule m;
    CUfunction k;
} nvrtc_module;

static void nvrtc_context(void)
{
    cuInit(0);
    CUcontext ctx;
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);
}

static nvrtc_module nvrtc_load(const char *src, const char *name, int width, int nopts, const char **opts)
{
    nvrtc_module r;
    nvrtcCreateProgram(&r.p, src, name, 0, NULL, NULL);
    nvrtcResult e = nvrtcCompileProgram(r.p, nopts, opts);
    printf("%-*s %s", width, nopts > 1 ? opts[1] : "(defaults)", nvrtcGetErrorString(e));
    size_t n;
    nvrtcGetCUBINSize(r.p, &n);
    r.image = (char *)malloc(n);
    nvrtcGetCUBIN(r.p, r.image);
    cuModuleLoadData(&r.m, r.image);
    cuModuleGetFunction(&r.k, r.m, "k");
    return r;
}

static void nvrtc_unload(nvrtc_module *r)
{
    cuModuleUnload(r->m);
    nvrtcDestroyProgram(&r->p);
    free(r->image);
}
