// What cudarepl cannot model is refused with a message, not run wrongly: cuModuleLoad of a
// file nvcc made (a cubin is GPU machine code, PTX is compiled by the driver's JIT) fails with
// CUDA_ERROR_INVALID_IMAGE / CUDA_ERROR_INVALID_PTX, as for an image a GPU cannot use, and
// says why; inter-process communication (cudaIpc*, cuIpc*) returns cudaErrorNotSupported with
// the call and its line, as does linking at run time (cuLinkCreate and the rest: NVIDIA's ptxjit
// sample links PTX). A missing file is CUDA_ERROR_FILE_NOT_FOUND, as on a GPU.
#include <cuda.h>
#include <stdio.h>

static void write_file(const char *path, const char *text, size_t n)
{
    FILE *f = fopen(path, "wb");
    fwrite(text, 1, n, f);
    fclose(f);
}

int main()
{
    cuInit(0);
    CUcontext ctx; /* cuInit makes no context current: the primary one, made current */
    cuDevicePrimaryCtxRetain(&ctx, 0);
    cuCtxSetCurrent(ctx);
    CUmodule m;
    write_file("driver-refusals.cubin", "\x7f" "ELF\x02\x01\x01", 7);
    write_file("driver-refusals.ptx", "//\n.version 8.8\n.target sm_90\n.address_size 64\n", 46);
    printf("cubin: %d\n", (int)cuModuleLoad(&m, "driver-refusals.cubin"));
    printf("ptx: %d\n", (int)cuModuleLoad(&m, "driver-refusals.ptx"));
    printf("missing: %d\n", (int)cuModuleLoad(&m, "driver-refusals.fatbin"));
    remove("driver-refusals.cubin");
    remove("driver-refusals.ptx");

    int *d;
    cudaMalloc(&d, 64);
    cudaIpcMemHandle_t h;
    cudaError_t e = cudaIpcGetMemHandle(&h, d);
    printf("cudaIpcGetMemHandle: %s\n", cudaGetErrorName(e));
    printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
    CUipcMemHandle ch;
    printf("cuIpcGetMemHandle: %d\n", (int)cuIpcGetMemHandle(&ch, (CUdeviceptr)d));
    cudaFree(d);

    CUlinkState link;
    printf("cuLinkCreate: %d\n", (int)cuLinkCreate(0, NULL, NULL, &link));
    return 0;
}
