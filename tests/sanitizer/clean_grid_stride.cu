// sanitize: clean
// Grid-stride loop: each thread touches only its own elements i, i + gridDim*blockDim, ..., so no two threads access the same word (Built-in Variables: gridDim, blockIdx, blockDim, threadIdx).
#include <cstdio>
#define N 10000

__global__ void scale(int *a, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        a[i] = 2 * a[i] + 1;
}

int main()
{
    static int h[N];
    int *d, bad = 0;
    for (int i = 0; i < N; i++) h[i] = i;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    scale<<<4, 256>>>(d, N);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) bad += h[i] != 2 * i + 1;
    printf("a[0] = %d a[9999] = %d mismatches = %d\n", h[0], h[N - 1], bad);
    cudaFree(d);
    return 0;
}
