// sanitize: race shared intra-warp WAR
// Last-warp reduction with __syncwarp() only between steps: inside one step lane t reads s[t+16] while lane t+16 writes s[t+16], so the read must go to a register and a __syncwarp() must separate it from the write (§5.4.4.2 Warp Synchronization Function; Independent Thread Scheduling).
#include <cstdio>
#define N 64

__global__ void reduce(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    if (tid < 32) {
        s[tid] += s[tid + 32]; __syncwarp();
        s[tid] += s[tid + 16]; __syncwarp();   // BUG: read of s[tid+16] and its owner's write in one step
        s[tid] += s[tid + 8];  __syncwarp();
        s[tid] += s[tid + 4];  __syncwarp();
        s[tid] += s[tid + 2];  __syncwarp();
        s[tid] += s[tid + 1];  __syncwarp();
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
