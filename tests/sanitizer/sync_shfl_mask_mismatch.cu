// sanitize: sync shfl-mask-mismatch
// Lanes 0..15 call __shfl_sync(0xffffffff, v, 0), naming lanes 16..31, which call __shfl_sync(0xffff0000, v, 16) in the other branch and exit: the threads a mask names must all execute the same intrinsic with the same mask, else the result is undefined (§5.4.6.5 Warp Shuffle Functions; §5.4.6.6 Warp __sync Intrinsic Constraints).
#include <cstdio>

__global__ void k(int *out)
{
    unsigned lane = threadIdx.x;
    int v = (int)lane * 10 + 7;
    if (lane < 16)
        out[lane] = __shfl_sync(0xffffffffu, v, 0);     // BUG: lanes 16..31 pass another mask
    else
        out[lane] = __shfl_sync(0xffff0000u, v, 16);
}

int main()
{
    int r[32], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, 32>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[16] = %d\n", cudaGetErrorString(e), r[0], r[16]);
    cudaFree(d);
    return 0;
}
