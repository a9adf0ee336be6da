// sanitize: clean
// Lanes 16..31 first synchronise among themselves with __syncwarp(0xffff0000), then all 32 lanes call the same __syncwarp(0xffffffff): every thread a mask names executes that __syncwarp with that mask, so the lanes 0..15 that may wait there meanwhile are waiting correctly (§5.4.6.6 Warp __sync Intrinsic Constraints).
#include <cstdio>

__global__ void k(int *out)
{
    __shared__ int s[32];
    unsigned lane = threadIdx.x;
    s[lane] = (int)lane * 3;
    int t = 0;
    if (lane >= 16) {
        __syncwarp(0xffff0000u);
        t = s[lane ^ 1];
    }
    __syncwarp(0xffffffffu);
    out[lane] = s[lane ^ 16] + t;
}

int main()
{
    int r[32], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, 32>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[16] = %d (expected 48 51)\n", cudaGetErrorString(e), r[0], r[16]);
    cudaFree(d);
    return 0;
}
