// runs: 0 | 1 | 2 | 3 | 4
/* How an H200 reports the built-ins that stop a kernel (seed 000 §5.4.8.4, §5.4.10.2,
   §5.4.5.1): __trap(), __brkpt() without a debugger, a float4 atomicAdd on shared memory, a
   128-bit atomicCAS on an address aligned to 8 only, and (run 4) a 128-bit atomicExch that is
   aligned, for contrast. */
#include <stdio.h>
#include <stdlib.h>

__global__ void k(int which, unsigned long long *g)
{
    __shared__ float4 s;
    if (threadIdx.x != 0) return;
    switch (which) {
    case 0: __trap(); break;
    case 1: __brkpt(); break;
    case 2: s = make_float4(0, 0, 0, 0); atomicAdd(&s, make_float4(1, 1, 1, 1)); g[0] = (unsigned long long)s.x; break;
    case 3: atomicCAS((ulonglong2 *)(g + 1), make_ulonglong2(0, 0), make_ulonglong2(1, 1)); break;
    default: atomicExch((ulonglong2 *)(g + 2), make_ulonglong2(3, 4)); break;
    }
}

int main(int argc, char **argv)
{
    unsigned long long *g, h[4] = {0, 0, 0, 0};
    int which = argc > 1 ? atoi(argv[1]) : 0;
    cudaError_t e;
    cudaMalloc((void **)&g, sizeof h);
    cudaMemset(g, 0, sizeof h);
    k<<<1, 32>>>(which, g);
    e = cudaDeviceSynchronize();
    printf("run %d: %s\n", which, cudaGetErrorName(e));
    e = cudaMemcpy(h, g, sizeof h, cudaMemcpyDeviceToHost);
    printf("then: %s %llu %llu\n", cudaGetErrorName(e), h[2], h[3]);
    return 0;
}
