// sanitize: init global
// The kernel reads a cudaMalloc'd buffer that nothing ever wrote; cudaMalloc does not clear memory, so the values read are indeterminate (Device Memory; cudaMalloc leaves memory uninitialized).
#include <cstdio>
#define N 4

__global__ void addone(const int *in, int *out)
{
    unsigned t = threadIdx.x;
    out[t] = in[t] + 1;             // BUG: in[] was never written
}

int main()
{
    int r[N], *d_in, *d_out;
    cudaMalloc(&d_in, N * sizeof(int));
    cudaMalloc(&d_out, N * sizeof(int));
    addone<<<1, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out[0] = %d (indeterminate)\n", r[0]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
