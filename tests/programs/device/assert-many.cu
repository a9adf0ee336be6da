/* A device assert that fails in several threads of several blocks: how many messages the
   device prints (stderr), in what order, and the host's view. */
#include <stdio.h>
#include <assert.h>

__device__ void check(int v) { assert(v % 5 != 0 && "multiple of five"); }

__global__ void k(int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    check(t + 1);
    out[t] = t;
}

int main(void)
{
    int *d;
    cudaError_t e;
    cudaMalloc((void **)&d, 64 * sizeof(int));
    k<<<2, 16>>>(d);
    e = cudaDeviceSynchronize();
    printf("sync: %d %s\n", (int)e, cudaGetErrorName(e));
    return 0;
}
