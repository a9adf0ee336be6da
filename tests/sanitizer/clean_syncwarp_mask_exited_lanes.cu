// sanitize: clean
// Lanes 0..15 call __syncwarp(0xffffffff) while lanes 16..31, named in the mask, take the other branch and exit: exited threads are ignored (CUDA C++ Programming Guide §5.4.6.6, Warp __sync Intrinsic Constraints), so this is well defined, and synccheck agrees.
#include <cstdio>

__global__ void k(int *out)
{
    __shared__ int s[32];
    unsigned lane = threadIdx.x;
    s[lane] = (int)lane * 3;
    if (lane < 16) {
        __syncwarp(0xffffffffu);    // lanes 16..31 exit instead of arriving: they are ignored
        out[lane] = s[lane ^ 1];
    } else {
        out[lane] = -1;
    }
}

int main()
{
    int r[32], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, 32>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[16] = %d (expected 3 -1)\n", cudaGetErrorString(e), r[0], r[16]);
    cudaFree(d);
    return 0;
}
