// cudaMemcpyAsync and cudaMemsetAsync in device code (CUDA C++ Programming Guide, §4.18, the
// device runtime API): work in a stream a thread created, ordered after the child grid launched
// into that stream before them; the host sees it all done when the launch is. NVIDIA's
// cdpAdvancedQuicksort sample copies a sorted run back so. Each value follows from that order:
// the child adds 1, the copy takes the result, the memset clears the source afterwards.
#include <stdio.h>

__global__ void add_one(int *a, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        a[i] += 1;
}

__global__ void parent(int *a, int *b, int n)
{
    if (threadIdx.x == 0) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        add_one<<<1, 32, 0, s>>>(a, n);
        cudaError_t e1 = cudaMemcpyAsync(b, a, n * sizeof(int), cudaMemcpyDeviceToDevice, s);
        cudaError_t e2 = cudaMemsetAsync(a, 0, n * sizeof(int), s);
        cudaStreamDestroy(s);
        printf("device calls: %d %d\n", (int)e1, (int)e2);
    }
}

int main()
{
    const int n = 1000;
    int *a, *b;
    cudaMalloc(&a, n * sizeof(int));
    cudaMalloc(&b, n * sizeof(int));
    int h[n];
    for (int i = 0; i < n; i++)
        h[i] = 3 * i;
    cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(b, 0xff, n * sizeof(int));
    parent<<<1, 64>>>(a, b, n);
    printf("launch: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    int ha[n], hb[n];
    cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost);
    cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost);
    int copied = 0, cleared = 0;
    for (int i = 0; i < n; i++) {
        copied += hb[i] == 3 * i + 1;
        cleared += ha[i] == 0;
    }
    printf("b: %d of %d are a + 1; a: %d of %d cleared\n", copied, n, cleared, n);
    return 0;
}
