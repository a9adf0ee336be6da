// cudarepl's limit on managed memory (docs/runtime.md, "Global memory costs the host only what
// is written"): managed and device allocations share a 768 GiB window of addresses, of which
// managed memory may take, all allocations together, what the H200's capacity and the window's
// first 2 MiB leave: 768 GiB - 2 MiB - 139.8 GiB (rounded up to 2 MiB) = 674521677824 bytes.
// Up to there cudaMallocManaged succeeds, cudaMemGetInfo's free memory is unchanged and a
// cudaMalloc of nearly all of it still fits beside; past it the call is cudaErrorMemoryAllocation.
// A GPU's limit is far larger: an H100 gave 1024 times its memory
// (runtime/managed-oversubscribe.cu keeps its lines up to 4 times).
#include <cstdio>

int main()
{
    size_t f0, t, f1;
    cudaMemGetInfo(&f0, &t);
    size_t two = 2u << 20, limit = (768ull << 30) - two - (t + two - 1) / two * two;
    printf("limit %zu (%.2f times the device's memory)\n", limit, (double)limit / t);
    void *p = 0, *q = 0, *d = 0;
    printf("managed, the limit: %s\n", cudaGetErrorName(cudaMallocManaged(&p, limit)));
    cudaMemGetInfo(&f1, &t);
    printf("free memory %s\n", f1 == f0 ? "unchanged" : "changed");
    printf("cudaMalloc(free - 256 MiB): %s\n", cudaGetErrorName(cudaMalloc(&d, f1 - (256u << 20))));
    printf("managed, 4 KiB more: %s\n", cudaGetErrorName(cudaMallocManaged(&q, 4096)));
    cudaFree(d);
    cudaFree(p);
    printf("managed, the limit + 1: %s\n", cudaGetErrorName(cudaMallocManaged(&p, limit + 1)));
    printf("managed, SIZE_MAX: %s\n", cudaGetErrorName(cudaMallocManaged(&p, (size_t)-1)));
    size_t half = limit / 2 / two * two; /* (an allocation of 2 MiB or more takes whole 2 MiB) */
    printf("managed, the limit in two: %s", cudaGetErrorName(cudaMallocManaged(&p, half)));
    printf(" %s\n", cudaGetErrorName(cudaMallocManaged(&q, limit - half)));
    printf("and 4 KiB more: %s\n", cudaGetErrorName(cudaMallocManaged(&d, 4096)));
    cudaFree(q);
    printf("after freeing one, 4 KiB: %s\n", cudaGetErrorName(cudaMallocManaged(&d, 4096)));
    return 0;
}
