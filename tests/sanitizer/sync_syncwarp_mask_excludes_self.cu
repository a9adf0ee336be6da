// sanitize: sync syncwarp-mask-excludes-self
// All 32 lanes call __syncwarp(0x0000ffff), so lanes 16..31 pass a mask without their own bit; the guide requires each calling thread to have its own bit set in the mask (§5.4.4.2 Warp Synchronization Function).
#include <cstdio>

__global__ void k(int *out)
{
    __shared__ int s[32];
    unsigned lane = threadIdx.x;
    s[lane] = (int)lane * 3;
    __syncwarp(0x0000ffffu);        // BUG: lanes 16..31 are not in their own mask
    out[lane] = s[lane ^ 1];
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
