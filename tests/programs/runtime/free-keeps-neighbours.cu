// cudaFree releases its allocation's memory and nothing else: the allocations around it keep
// their bytes, also those that share a 4 KiB page with it (cudaMalloc's granularity is finer
// than a page). Sizes that end mid-page, freed in an order that leaves live neighbours on both
// sides; host threads freeing while others copy (NVIDIA's simpleCallback does) see the same.
// CUDA C++ Programming Guide §2.3 (device memory). Expected: the H200's output.
#include <cstdio>

int main()
{
    const int sizes[] = {400000, 70000, 400000, 3000, 131072 + 512, 65536 + 256};
    int *p[6];
    for (int i = 0; i < 6; i++) {
        cudaMalloc(&p[i], sizes[i]);
        int n = sizes[i] / 4;
        int *h = new int[n];
        for (int k = 0; k < n; k++)
            h[k] = i * 1000000 + k;
        cudaMemcpy(p[i], h, sizes[i], cudaMemcpyHostToDevice);
        delete[] h;
    }
    cudaFree(p[0]);
    cudaFree(p[2]);
    cudaFree(p[4]);
    for (int i = 1; i < 6; i += 2) {
        int n = sizes[i] / 4, bad = 0, first = -1;
        int *h = new int[n];
        cudaMemcpy(h, p[i], sizes[i], cudaMemcpyDeviceToHost);
        for (int k = 0; k < n; k++)
            if (h[k] != i * 1000000 + k) {
                bad++;
                if (first < 0)
                    first = k;
            }
        printf("allocation %d: %d of %d values changed (first at %d)\n", i, bad, n, first);
        delete[] h;
    }
    int *q;
    cudaMalloc(&q, 400000);
    int v[2] = {7, 8}, w[2];
    cudaMemcpy(q, v, sizeof v, cudaMemcpyHostToDevice);
    cudaFree(p[1]);
    cudaMemcpy(w, q, sizeof w, cudaMemcpyDeviceToHost);
    printf("new allocation after freeing its neighbour: %d %d\n", w[0], w[1]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
