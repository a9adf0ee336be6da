// The driver API works in the current context, and cuInit makes none current (CUDA Driver API
// reference: cuInit, cuCtxGetCurrent, cuDevicePrimaryCtxRetain). Until a context is current,
// every call that allocates, copies, loads a module, launches or synchronises returns
// CUDA_ERROR_INVALID_CONTEXT (201) before it looks at its arguments (a missing file too);
// NVRTC and the virtual-memory calls need no context. The runtime's first call that is not a
// device query (here a <<<...>>> launch) makes the device's primary context current, and the
// driver calls then work. Each result below is one an H200 returned (nvcc 13.0, driver
// 580.159.04) in runtime/driver-extra, driver-refusals, driver-vmm and nvrtc-names, which made
// no context before they were corrected (cuMemAlloc's is the reference's: that run did not print
// it, and its copies from the allocation left the host buffer as it was).
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>

__global__ void inc(int *p) { p[threadIdx.x] += 1; }

int main()
{
    printf("cuInit: %d\n", (int)cuInit(0));
    CUcontext c = (CUcontext)1;
    cuCtxGetCurrent(&c);
    printf("current after cuInit: %s\n", c ? "a context" : "none");

    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, "extern \"C\" __global__ void k(int *p) { *p = 1; }", "k.cu", 0, NULL, NULL);
    const char *opts[] = {"-arch=sm_90"};
    printf("nvrtcCompileProgram: %d\n", (int)nvrtcCompileProgram(prog, 1, opts));
    size_t n;
    nvrtcGetCUBINSize(prog, &n);
    char image[1 << 16];
    nvrtcGetCUBIN(prog, n <= sizeof image ? image : NULL);
    nvrtcDestroyProgram(&prog);
    CUmodule m;
    printf("cuModuleLoadData: %d\n", (int)cuModuleLoadData(&m, image));
    printf("cuModuleLoad of a missing file: %d\n", (int)cuModuleLoad(&m, "no-such-file.cubin"));
    CUdeviceptr d;
    printf("cuMemAlloc: %d\n", (int)cuMemAlloc(&d, 64));
    printf("cuCtxSynchronize: %d\n", (int)cuCtxSynchronize());

    CUmemAllocationProp prop = {};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    size_t g = 0;
    printf("cuMemGetAllocationGranularity: %d\n",
           (int)cuMemGetAllocationGranularity(&g, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
    CUdeviceptr r;
    printf("cuMemAddressReserve: %d\n", (int)cuMemAddressReserve(&r, g, 0, 0, 0));
    CUmemGenericAllocationHandle a;
    printf("cuMemCreate: %d\n", (int)cuMemCreate(&a, g, &prop, 0));
    printf("cuMemMap: %d\n", (int)cuMemMap(r, g, 0, a, 0));
    CUmemAccessDesc acc = {};
    acc.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    acc.location.id = 0;
    acc.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    printf("cuMemSetAccess: %d\n", (int)cuMemSetAccess(r, g, &acc, 1));
    int h[32] = {0};
    printf("cuMemcpyHtoD: %d\n", (int)cuMemcpyHtoD(r, h, sizeof h));

    inc<<<1, 32>>>((int *)r);
    cuCtxGetCurrent(&c);
    printf("current after a launch: %s\n", c ? "a context" : "none");
    printf("cuCtxSynchronize: %d\n", (int)cuCtxSynchronize());
    printf("cuMemcpyDtoH: %d\n", (int)cuMemcpyDtoH(h, r, sizeof h));
    printf("h[0] = %d, h[31] = %d\n", h[0], h[31]);
    cuMemUnmap(r, g);
    cuMemRelease(a);
    cuMemAddressFree(r, g);
    return 0;
}
