// sanitize: init global partial
// Only the first half of a cudaMalloc'd buffer is filled by cudaMemcpy, but every thread reads its own element, so threads 4..7 read never-written bytes (Device Memory).
#include <cstdio>
#define N 8

__global__ void addone(const int *in, int *out)
{
    unsigned t = threadIdx.x;
    out[t] = in[t] + 1;             // BUG: in[4..7] were never written
}

int main()
{
    int h[N] = {10, 20, 30, 40, 50, 60, 70, 80}, r[N], *d_in, *d_out;
    cudaMalloc(&d_in, N * sizeof(int));
    cudaMalloc(&d_out, N * sizeof(int));
    cudaMemcpy(d_in, h, (N / 2) * sizeof(int), cudaMemcpyHostToDevice);
    addone<<<1, N>>>(d_in, d_out);
    cudaMemcpy(r, d_out, sizeof r, cudaMemcpyDeviceToHost);
    printf("out[0] = %d (expected 11), out[7] = %d (indeterminate)\n", r[0], r[7]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
