// cuMemGetAddressRange of a device string literal's address gives the literal itself: base at
// its first byte, size its length with the terminating zero. An H100 did so for __FILE__ in
// NVIDIA's "printf alternative" blog sample, which copies the file name back that way
// (cuMemGetAddressRange, then cudaMemcpyAsync of that many bytes); before, cudarepl answered
// CUDA_ERROR_NOT_FOUND and the sample read an uninitialised size.
#include <cstdio>
#include <cstring>
#include <cuda.h>

__device__ const char *where;
__device__ const char *what;

__global__ void k()
{
    where = __FILE__;
    what = "a longer literal, 36 bytes with NUL";
}

int main()
{
    k<<<1, 1>>>();
    const char *p[2];
    cudaMemcpyFromSymbol(&p[0], where, sizeof p[0]);
    cudaMemcpyFromSymbol(&p[1], what, sizeof p[1]);
    for (int i = 0; i < 2; i++) {
        CUdeviceptr base = 0;
        size_t size = 0;
        CUresult r = cuMemGetAddressRange(&base, &size, (CUdeviceptr)p[i] + 1);
        char text[64] = {0};
        cudaMemcpy(text, (const void *)base, size < sizeof text ? size : sizeof text - 1,
                   cudaMemcpyDeviceToHost);
        printf("%d: offset %lld, size %zu, \"%s\" (%zu + 1)\n", (int)r,
               (long long)((CUdeviceptr)p[i] + 1 - base), size, text, strlen(text));
    }
    return 0;
}
