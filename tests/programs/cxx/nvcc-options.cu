// (nvcc -O2 -arch=sm_90 -Iinc -DBLOCK=64 -DSCALE=3 -DUNWANTED=1 -UUNWANTED nvcc-options.cu)
// nvcc's -I, -D and -U: a header found through -I, macros defined (and one undefined) on the
// command line, seen by device and host code alike.
#include <cstdio>
#include "options-helper.h"

#ifdef UNWANTED
#error "-U did not undefine UNWANTED"
#endif

__global__ void fill(int *p)
{
    p[threadIdx.x] = threadIdx.x * SCALE + HELPER_OFFSET;
}

int main()
{
    int *p;
    cudaMallocManaged(&p, BLOCK * sizeof(int));
    fill<<<1, BLOCK>>>(p);
    cudaDeviceSynchronize();
    printf("BLOCK %d SCALE %d: p[1] = %d, p[%d] = %d (%s)\n", BLOCK, SCALE, p[1], BLOCK - 1,
           p[BLOCK - 1], helper_name());
    cudaFree(p);
    return 0;
}
