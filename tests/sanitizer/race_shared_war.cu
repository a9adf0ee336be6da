// sanitize: race shared WAR
// Rotate-left in place: thread t overwrites s[t] while thread t-1 may still be reading s[t] in the same phase; a __syncthreads() is needed between the read and the write (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 64

__global__ void rotate(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    int v = s[(tid + 1) % N];
    // BUG: missing __syncthreads() here
    s[tid] = v;
    __syncthreads();
    out[tid] = s[tid];
}

int main()
{
    int h[N], r[N], *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = 100 + i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    rotate<<<1, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out[0] = %d out[31] = %d out[63] = %d (expected 101 132 100)\n", r[0], r[31], r[63]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
