// sanitize: clean
// Warp sum with __shfl_down_sync(0xffffffff, v, off) executed by all 32 lanes of each warp, so every caller is in the full mask and every named lane participates (§5.4.6.5 Warp Shuffle Functions; §5.4.6.6 Warp __sync Intrinsic Constraints).
#include <cstdio>

__global__ void wsum(const int *in, int *out)
{
    int v = in[blockIdx.x * 32 + threadIdx.x];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (threadIdx.x == 0)
        out[blockIdx.x] = v;
}

int main()
{
    int h[64], r[2], *d_in, *d_out;
    for (int i = 0; i < 64; i++) h[i] = i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    wsum<<<2, 32>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("warp sums = %d %d (expected 496 1520)\n", r[0], r[1]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
