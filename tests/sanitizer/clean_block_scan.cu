// sanitize: clean
// Hillis-Steele inclusive block scan: each step reads into a register, __syncthreads(), writes, __syncthreads(), so no read overlaps another thread's write (§5.4.4.1 Thread Block Synchronization Functions).
#include <cstdio>
#define N 256

__global__ void scan(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    for (unsigned off = 1; off < N; off <<= 1) {
        int v = s[tid];
        if (tid >= off)
            v += s[tid - off];
        __syncthreads();
        s[tid] = v;
        __syncthreads();
    }
    out[tid] = s[tid];
}

int main()
{
    int h[N], r[N], *d_in, *d_out, acc = 0, bad = 0;
    for (int i = 0; i < N; i++) h[i] = i % 5 + 1;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    scan<<<1, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) { acc += h[i]; bad += r[i] != acc; }
    printf("scan: out[0] = %d out[255] = %d mismatches = %d\n", r[0], r[N - 1], bad);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
