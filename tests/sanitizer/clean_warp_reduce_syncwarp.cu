// sanitize: clean
// Last-warp reduction done the way the guide prescribes: each step reads into a register, __syncwarp(), writes, __syncwarp(), so no lane's read overlaps another lane's write (§5.4.4.2 Warp Synchronization Function; Independent Thread Scheduling).
#include <cstdio>
#define N 64

__global__ void reduce(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    if (tid < 32) {
        int v = s[tid] + s[tid + 32];
        s[tid] = v;            __syncwarp();
        v += s[tid + 16];      __syncwarp();
        s[tid] = v;            __syncwarp();
        v += s[tid + 8];       __syncwarp();
        s[tid] = v;            __syncwarp();
        v += s[tid + 4];       __syncwarp();
        s[tid] = v;            __syncwarp();
        v += s[tid + 2];       __syncwarp();
        s[tid] = v;            __syncwarp();
        v += s[tid + 1];       __syncwarp();
        s[tid] = v;
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
