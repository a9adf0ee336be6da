// A block's shared memory as a GPU bounds it: what the kernel asked for (static and dynamic)
// rounded up to 128 bytes. An access past the asked-for bytes but inside the last 128-byte
// granule does not fault (its result is undefined: --sanitize=mem reports it); the first byte
// past the granule is an illegal address, which ends the program's context (the last launch).
#include <cstdio>

__global__ void dyn_access(int off, int *out)
{
    extern __shared__ char sm[];
    if (threadIdx.x == 0) {
        volatile int *p = (volatile int *)(sm + off);
        *p = off;
        out[0] = *p;
    }
}

__global__ void static_access(int off, int *out)
{
    __shared__ int s[25]; /* 100 bytes: one granule */
    s[threadIdx.x] = 1;
    if (threadIdx.x == 0) {
        volatile int *p = (volatile int *)((char *)s + off);
        *p = off;
        out[0] = *p + s[0] - 1;
    }
}

static void launch(const char *what, int dyn, int off, int *out)
{
    int got = -1;
    cudaMemset(out, 0xff, sizeof(int));
    if (dyn < 0)
        static_access<<<1, 1>>>(off, out);
    else
        dyn_access<<<1, 32, dyn>>>(off, out);
    cudaError_t e = cudaDeviceSynchronize();
    if (e == cudaSuccess)
        cudaMemcpy(&got, out, sizeof got, cudaMemcpyDeviceToHost);
    printf("%-8s %5d bytes, offset %5d: %s", what, dyn < 0 ? 100 : dyn, off, cudaGetErrorName(e));
    if (e == cudaSuccess)
        printf(" (read back %d)", got);
    printf("\n");
}

int main()
{
    int *out;
    cudaMalloc(&out, sizeof(int));
    launch("dynamic", 4, 4, out);
    launch("dynamic", 4, 124, out);
    launch("dynamic", 100, 104, out);
    launch("dynamic", 2052, 2172, out);
    launch("dynamic", 14336, 14332, out);
    launch("static", -1, 100, out);
    launch("static", -1, 124, out);
    launch("dynamic", 2052, 2176, out); /* past the granule: the end */
    launch("dynamic", 4, 4, out);
    return 0;
}
