// Managed memory is virtual and oversubscribes device memory (CUDA C++ Programming Guide §4.1,
// Unified Memory): cudaMallocManaged of more than the device's memory succeeds, and it does not
// count against device memory: cudaMemGetInfo's free memory stays the same after it, and a
// cudaMalloc of nearly all of that free memory still succeeds beside it. The factors stop at
// 4x the device's memory: cudarepl's managed and device allocations share a 768 GiB window
// (docs/runtime.md), where an H100 gave 8x, 64x and 1024x too. Nothing printed depends on the
// total itself (the H100's 80 GB is not the H200's 141 GB). Expected: an H100's output.
#include <cstdio>

int main()
{
    size_t f0, t;
    cudaMemGetInfo(&f0, &t);
    double factors[] = {0.5, 1.0, 1.5, 2.0, 4.0};
    for (double k : factors) {
        void *p = nullptr;
        size_t n = (size_t)(k * (double)t);
        cudaError_t e = cudaMallocManaged(&p, n);
        size_t f1, t1;
        cudaMemGetInfo(&f1, &t1);
        printf("managed %.1fx: %s, free after: %s\n", k, cudaGetErrorName(e),
               f1 == f0 ? "unchanged" : (f1 < f0 ? "less" : "more"));
        cudaGetLastError();
        if (!e) {
            void *q = nullptr;
            cudaError_t e2 = cudaMalloc(&q, f1 - (256u << 20));
            printf("  then cudaMalloc(free - 256 MiB): %s\n", cudaGetErrorName(e2));
            cudaGetLastError();
            if (!e2)
                cudaFree(q);
            cudaFree(p);
        }
    }
    // two managed allocations of 0.75x each (kept)
    void *a, *b;
    cudaError_t e1 = cudaMallocManaged(&a, (size_t)(0.75 * t)), e2 = cudaMallocManaged(&b, (size_t)(0.75 * t));
    printf("two of 0.75x: %s %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2));
    // a cudaMalloc of nearly all device memory, then managed memory beside it
    void *d;
    cudaError_t e3 = cudaMalloc(&d, f0 - (512u << 20));
    void *m;
    cudaError_t e4 = cudaMallocManaged(&m, (size_t)(0.5 * t));
    printf("cudaMalloc nearly all: %s, then managed 0.5x: %s\n", cudaGetErrorName(e3), cudaGetErrorName(e4));
    return 0;
}
