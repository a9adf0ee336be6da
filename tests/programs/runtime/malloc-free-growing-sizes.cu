// cudaMalloc and cudaFree of ever larger buffers, as a benchmark over sizes does: each freed
// buffer's space serves the next, so every size up to the device's memory is allocated, though
// together they pass it many times over (1 + 2 + ... + 30 GiB, then 8, 16, ... 128 GiB).
// A small buffer allocated above each big one and freed after it joins the big one's space.
#include <cstdio>

int main()
{
    size_t free0, total;
    cudaMemGetInfo(&free0, &total);
    void *before = nullptr;
    cudaMalloc(&before, 1000); /* kept throughout, below them all */
    int ok = 0, tried = 0;
    for (int n = 1; n <= 30; n++) {
        void *p = nullptr;
        cudaError_t e = cudaMalloc(&p, (size_t)n << 30);
        tried++;
        ok += e == cudaSuccess;
        if (e != cudaSuccess)
            printf("%d GiB: %s\n", n, cudaGetErrorString(e));
        void *small = nullptr;
        cudaMalloc(&small, 1000); /* above the big one */
        cudaFree(p);
        cudaFree(small);
    }
    for (int g = 8; g <= 128; g += 8) {
        void *p = nullptr;
        cudaError_t e = cudaMallocManaged(&p, (size_t)g << 30);
        tried++;
        ok += e == cudaSuccess;
        if (e != cudaSuccess)
            printf("managed %d GiB: %s\n", g, cudaGetErrorString(e));
        cudaFree(p);
    }
    printf("%d of %d allocations succeeded\n", ok, tried);
    cudaFree(before);
    size_t free1;
    cudaMemGetInfo(&free1, &total);
    printf("free memory after: %s\n", free1 == free0 ? "as before" : "less than before");
    printf("last error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
