/* The device heap on an H200 (seed 002 §5.3.7.4-5): malloc/free,
   cuda::std::calloc, __nv_aligned_device_malloc, 16-byte alignment, NULL when the heap (cudaLimitMallocHeapSize,
   here 1 MiB) is exhausted, memcpy/memset, alloca's alignment. Only facts that do not depend on
   addresses are printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda/std/cstdlib>

__device__ void *keep[64];

__global__ void heap(int *o)
{
    int k = 0, i, n = 0;
    char *p = (char *)malloc(100);
    o[k++] = p != 0;
    o[k++] = (int)((unsigned long long)p % 16);
    memset(p, 0x5a, 100);
    char *q = (char *)malloc(100);
    memcpy(q, p, 100);
    o[k++] = q[99];
    o[k++] = (int)((unsigned long long)q % 16);
    free(p);
    free(q);
    free(0);
    o[k++] = malloc(0) == 0;
    o[k++] = malloc(2 << 20) == 0;                 /* more than the 1 MiB heap */
    o[k++] = malloc((size_t)-1) == 0;
    int *z = (int *)cuda::std::calloc(10, sizeof(int));
    o[k++] = z != 0 && z[0] == 0 && z[9] == 0;
    o[k++] = cuda::std::calloc((size_t)1 << 40, (size_t)1 << 40) == 0;   /* n * size overflows */
    char *a = (char *)__nv_aligned_device_malloc(100, 4096);
    o[k++] = a != 0;
    o[k++] = (int)((unsigned long long)a % 4096);
    o[k++] = __nv_aligned_device_malloc(100, 48) == 0;     /* not a power of two */
    free(a);
    free(z);
    for (i = 0; i < 64; i++) {
        keep[i] = malloc(64 << 10);
        if (keep[i]) n++;
    }
    o[k++] = n;                                    /* 64 KiB blocks that fit in 1 MiB */
    for (i = 0; i < 64; i++) free(keep[i]);
    keep[0] = malloc(512 << 10);
    o[k++] = keep[0] != 0;                         /* after freeing, a big block fits again */
    free(keep[0]);
    void *s = alloca(40);
    o[k++] = (int)((unsigned long long)s % 16);
    o[k++] = __isLocal(s);
    o[31] = k;
}

int main(void)
{
    int h[32], *d, i;
    size_t lim = 0;
    cudaDeviceGetLimit(&lim, cudaLimitMallocHeapSize);
    printf("default heap limit: %llu\n", (unsigned long long)lim);
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 20);
    cudaDeviceGetLimit(&lim, cudaLimitMallocHeapSize);
    printf("heap limit: %llu\n", (unsigned long long)lim);
    cudaMalloc((void **)&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    heap<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (i = 0; i < h[31]; i++) printf("heap %d: %d\n", i, h[i]);
    printf("error: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
