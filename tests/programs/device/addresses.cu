/* What generic addresses look like on the GPU: cudaMalloc and cudaMallocManaged results,
   __device__/__constant__ variables, shared and local variables, device malloc, and the
   address-space predicates and conversions (seed 000 §5.4.8.1-2). Printed as offsets and
   predicates so the output does not depend on where the driver put things. */
#include <stdio.h>

__device__ int gvar;
__constant__ int cvar[4];

__global__ void k(int *p, unsigned long long *out)
{
    __shared__ int sh[8];
    int local[4];
    int i = threadIdx.x;
    local[i & 3] = i;
    sh[i & 7] = i;
    int *m = (int *)malloc(16);
    out[0] = (unsigned long long)p;
    out[1] = (unsigned long long)&gvar;
    out[2] = (unsigned long long)cvar;
    out[3] = (unsigned long long)sh;
    out[4] = (unsigned long long)local;
    out[5] = (unsigned long long)m;
    out[6] = __isGlobal(p) | __isGlobal(&gvar) << 1 | __isGlobal(cvar) << 2 | __isGlobal(sh) << 3 |
             __isGlobal(local) << 4 | __isGlobal(m) << 5;
    out[7] = __isShared(p) | __isShared(sh) << 1 | __isConstant(cvar) << 2 | __isConstant(&gvar) << 3 |
             __isLocal(local) << 4 | __isLocal(sh) << 5;
    out[8] = (unsigned long long)__cvta_generic_to_shared(sh);
    out[9] = (unsigned long long)__cvta_generic_to_shared(&sh[3]);
    out[10] = (unsigned long long)__cvta_generic_to_local(local);
    out[11] = (unsigned long long)__cvta_generic_to_constant(cvar);
    out[12] = (unsigned long long)__cvta_generic_to_global(p);
    out[13] = (unsigned long long)__cvta_shared_to_generic(out[8]);
    out[14] = (unsigned long long)((char *)m - (char *)0) % 16;
    out[15] = local[0] + sh[0];
    free(m);
}

int main(void)
{
    int *a, *b, *mg;
    unsigned long long h[16], *d;
    cudaMalloc((void **)&a, 100);
    cudaMalloc((void **)&b, 100);
    cudaMallocManaged((void **)&mg, 64, cudaMemAttachGlobal);
    cudaMalloc((void **)&d, sizeof h);
    printf("cudaMalloc: a=%p b=%p b-a=%lld managed=%p\n", (void *)a, (void *)b,
           (long long)((char *)b - (char *)a), (void *)mg);
    k<<<1, 1>>>(a, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device sees: p=%llx gvar=%llx cvar=%llx shared=%llx local=%llx malloc=%llx\n", h[0], h[1], h[2],
           h[3], h[4], h[5]);
    printf("isGlobal bits=%llx, isShared/isConstant/isLocal bits=%llx\n", h[6], h[7]);
    printf("cvta: shared=%llx shared[3]=%llx local=%llx constant=%llx global=%llx back=%llx malloc%%16=%llu\n",
           h[8], h[9], h[10], h[11], h[12], h[13], h[14]);
    return 0;
}
