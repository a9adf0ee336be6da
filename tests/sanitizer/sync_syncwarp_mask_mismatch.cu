// sanitize: sync syncwarp-mask-mismatch
// Lanes 0..15 call __syncwarp(0xffffffff) naming lanes 16..31, which stay alive but execute a different __syncwarp(0xffff0000): the named threads do not execute a corresponding __syncwarp() with the same mask (§5.4.4.2 Warp Synchronization Function).
#include <cstdio>

__global__ void k(int *out)
{
    __shared__ int s[32];
    unsigned lane = threadIdx.x;
    s[lane] = (int)lane * 3;
    if (lane < 16) {
        __syncwarp(0xffffffffu);    // BUG: lanes 16..31 use another mask at another __syncwarp
        out[lane] = s[lane ^ 1];
    } else {
        __syncwarp(0xffff0000u);
        out[lane] = s[lane ^ 1];
    }
}

int main()
{
    int r[32], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, 32>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[16] = %d (expected 3 51)\n", cudaGetErrorString(e), r[0], r[16]);
    cudaFree(d);
    return 0;
}
