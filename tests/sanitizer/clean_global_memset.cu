// sanitize: clean
// Same as init_global_uninit.cu but the input is cleared with cudaMemset before the launch, so every byte the kernel reads has been written (Device Memory; cudaMemset).
#include <cstdio>
#define N 4

__global__ void addone(const int *in, int *out)
{
    unsigned t = threadIdx.x;
    out[t] = in[t] + 1;
}

int main()
{
    int r[N], *d_in, *d_out;
    cudaMalloc(&d_in, N * sizeof(int));
    cudaMalloc(&d_out, N * sizeof(int));
    cudaMemset(d_in, 0, N * sizeof(int));
    addone<<<1, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out = %d %d %d %d (expected 1 1 1 1)\n", r[0], r[1], r[2], r[3]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
