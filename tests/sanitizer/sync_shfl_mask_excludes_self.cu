// sanitize: sync shfl-mask-excludes-self
// All 32 lanes call __shfl_sync(0x0000ffff, v, 0), so lanes 16..31 are not in the mask they pass; the calling thread must be in the mask (§5.4.6.5 Warp Shuffle Functions; §5.4.6.6 Warp __sync Intrinsic Constraints).
#include <cstdio>

__global__ void k(int *out)
{
    unsigned lane = threadIdx.x;
    int v = (int)lane * 10 + 7;
    int w = __shfl_sync(0x0000ffffu, v, 0);   // BUG: lanes 16..31 not in mask
    out[lane] = w;
}

int main()
{
    int r[32], *d;
    cudaMalloc(&d, sizeof r);
    k<<<1, 32>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    printf("sync: %s; out[0] = %d out[15] = %d out[16] = %d (lanes 0..15 expect 7)\n",
           cudaGetErrorString(e), r[0], r[15], r[16]);
    cudaFree(d);
    return 0;
}
