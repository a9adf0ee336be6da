// runs: 4 1 | 400 4096 | 1048576 4096 | 2097152 1 | 3145728 1048576 | 3145728 2097152 | 400 1 5
// An access just past an allocation (seed 000 §5.4.1.2: __device__ memory is the device's
// global memory; the CUDA driver maps it in 2 MiB pages): a kernel reads byte `size - 1 +
// delta` of a `size`-byte cudaMalloc allocation. An H100 does not fault where the byte lies in a
// page the allocation shares (4 bytes, 400 bytes and 1 MiB are sub-allocated together; a 3 MiB
// allocation takes two pages) and reads what is there (zeros here); it faults past a 2 MiB
// allocation's page and 2 MiB past a 3 MiB one (cudaErrorIllegalAddress). cudarepl says so on
// stderr with --explain-faults; --sanitize=mem stops at the first as compute-sanitizer does.
// Arguments: size, delta, and how many 1000-byte allocations come first.
#include <cstdio>
#include <cstdlib>

__global__ void rd(const unsigned char *p, long long off, int *out) { out[0] = p[off]; }

int main(int argc, char **argv)
{
    long long size = atoll(argv[1]), delta = atoll(argv[2]);
    int nfirst = argc > 3 ? atoi(argv[3]) : 0;
    for (int i = 0; i < nfirst; i++) {
        void *q;
        cudaMalloc(&q, 1000);
    }
    unsigned char *p;
    int *o;
    cudaMalloc(&o, 4);
    cudaMalloc(&p, size);
    cudaMemset(p, 0x5a, size);
    rd<<<1, 1>>>(p, size - 1 + delta, o);
    cudaError_t e = cudaDeviceSynchronize();
    int v = -1;
    if (!e)
        cudaMemcpy(&v, o, 4, cudaMemcpyDeviceToHost);
    printf("size %lld +%lld: %s %d (p %% 2MiB = %llx)\n", size, delta, cudaGetErrorName(e), v,
           (unsigned long long)((unsigned long long)p & 0x1fffff));
    return 0;
}
