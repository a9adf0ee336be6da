// sanitize: init shared
// Only threads 0..31 fill the __shared__ array, yet threads 32..63 read their own (never-written) element after the barrier; __shared__ variables have no initializer (§5.4.1.2.1 __shared__ Memory).
#include <cstdio>
#define N 64

__global__ void copy(const int *in, int *out)
{
    __shared__ int s[N];
    unsigned tid = threadIdx.x;
    if (tid < 32)
        s[tid] = in[tid];
    __syncthreads();
    out[tid] = s[tid];              // BUG: s[32..63] never written
}

int main()
{
    int h[N], r[N], *d_in, *d_out;
    for (int i = 0; i < N; i++) h[i] = i;
    cudaMalloc(&d_in, sizeof h);
    cudaMalloc(&d_out, sizeof r);
    cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
    copy<<<1, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out[0] = %d (expected 0), out[63] = %d (indeterminate)\n", r[0], r[63]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
