// Runtime error codes an H200 returns (CUDA C++ Programming Guide, 3.2.12 Error Checking):
// invalid memcpy kinds, symbol copies out of range, a faulting kernel's sticky error and what
// cudaDeviceReset() returns; the expected output is an H200's (nvcc -arch=sm_90). What follows a
// reset after a sticky error depends on the machine (the H200 this was measured on then answered
// cudaErrorDevicesUnavailable to every call), so the program stops there.
#include <cstdio>

__device__ int sym[4];

__global__ void bad(int *p) { *p = 1; }

static void show(const char *what, cudaError_t e)
{
    printf("%s: %d %s\n", what, (int)e, cudaGetErrorName(e));
}

int main()
{
    int *d, h[8] = {0};
    cudaMalloc(&d, 8 * sizeof(int));
    show("memcpy kind 7", cudaMemcpy(d, h, 4, (cudaMemcpyKind)7));
    show("last", cudaGetLastError());
    show("memcpy kind -1", cudaMemcpy(d, h, 4, (cudaMemcpyKind)-1));
    show("to symbol too big", cudaMemcpyToSymbol(sym, h, 5 * sizeof(int)));
    show("to symbol offset", cudaMemcpyToSymbol(sym, h, 4, 16));
    show("from symbol offset", cudaMemcpyFromSymbol(h, sym, 4, 13));
    show("to symbol wrong kind", cudaMemcpyToSymbol(sym, h, 4, 0, cudaMemcpyDeviceToHost));
    show("last", cudaGetLastError());
    bad<<<1, 1>>>((int *)0x10);
    show("launch", cudaGetLastError());
    show("sync", cudaDeviceSynchronize());
    show("last", cudaGetLastError());
    show("peek", cudaPeekAtLastError());
    show("malloc after fault", cudaMalloc(&d, 16));
    show("reset", cudaDeviceReset());
    return 0;
}
