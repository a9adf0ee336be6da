// sanitize: race shared intra-warp
// Legacy warp-synchronous last-warp reduction through a volatile pointer with no __syncwarp(): under independent thread scheduling lanes of one warp are not lock-step, so s[tid+16] etc. may be read before or while its owner updates it (Independent Thread Scheduling; §5.4.4.2 Warp Synchronization Function).
#include <cstdio>
#define N 64

__global__ void reduce(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    if (tid < 32) {
        volatile int *v = s;
        v[tid] += v[tid + 32];
        v[tid] += v[tid + 16];      // BUG: no __syncwarp() between the steps
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0)
        *out = s[0];
}

int main()
{
    int h[N], r = 0, *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = i + 1;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof(int));
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    reduce<<<1, N>>>(d_in, d_out);
    cudaMemcpy(&r, d_out, sizeof(int), cudaMemcpyDeviceToHost);
    printf("sum = %d (expected %d)\n", r, N * (N + 1) / 2);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
