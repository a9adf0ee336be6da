// runs: 0 | 1 | 2 | 3
/* What the runtime reports for device faults: an out-of-bounds store, a misaligned load,
   __trap(), and what the sticky error looks like afterwards (each in its own process run
   would be cleaner; here the first fault is sticky, so only it is observed). Argument
   selects the fault. */
#include <stdio.h>
#include <stdlib.h>

__global__ void oob(int *p, int n) { p[threadIdx.x * 1000000 + n] = 1; }
__global__ void misaligned(int *p) { int *q = (int *)((char *)p + 2); p[0] = *q; }
__global__ void trap(int *p) { if (threadIdx.x == 5) __trap(); p[threadIdx.x] = 1; }
__global__ void nullw(int *p) { int *q = 0; *q = 5; }
__global__ void ok(int *p) { p[threadIdx.x] = threadIdx.x; }

int main(int argc, char **argv)
{
    int *d, h[4];
    int which = argc > 1 ? atoi(argv[1]) : 0;
    cudaError_t e;
    cudaMalloc((void **)&d, 4096);
    if (which == 0) oob<<<1, 32>>>(d, 0);
    if (which == 1) misaligned<<<1, 1>>>(d);
    if (which == 2) trap<<<1, 32>>>(d);
    if (which == 3) nullw<<<1, 1>>>(d);
    e = cudaPeekAtLastError();
    printf("peek after launch: %d %s\n", (int)e, cudaGetErrorName(e));
    e = cudaDeviceSynchronize();
    printf("sync: %d %s \"%s\"\n", (int)e, cudaGetErrorName(e), cudaGetErrorString(e));
    e = cudaGetLastError();
    printf("get: %d %s\n", (int)e, cudaGetErrorName(e));
    e = cudaGetLastError();
    printf("get again: %d %s\n", (int)e, cudaGetErrorName(e));
    ok<<<1, 4>>>(d);
    e = cudaGetLastError();
    printf("launch after fault: %d %s\n", (int)e, cudaGetErrorName(e));
    e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("memcpy after fault: %d %s\n", (int)e, cudaGetErrorName(e));
    e = cudaFree(d);
    printf("free after fault: %d %s\n", (int)e, cudaGetErrorName(e));
    return 0;
}
