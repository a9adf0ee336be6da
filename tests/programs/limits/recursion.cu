// runs: 0 | 1
// An infinitely recursive device function ends the launch with a stack overflow, promptly:
// cudaErrorLaunchFailure ("unspecified launch failure"), as an H200 reports a kernel whose
// stack overflows (cudaLimitStackSize, seed 000 §7.39), and the note says where (issue 18).
// Run 0 recurses with no local memory (the call depth runs out), run 1 with a local array
// (the 1 KiB stack runs out). The error is sticky, as on the GPU: one run each.
#include <cstdio>
#include <cstdlib>

__device__ int forever(int n) { return forever(n + 1) + 1; }

__device__ int deep(int n)
{
    int frame[16];
    frame[n & 15] = n;
    return deep(n + 1) + frame[(n + 3) & 15];
}

__global__ void k(int *out, int which) { *out = which ? deep(0) : forever(0); }

int main(int argc, char **argv)
{
    int which = argc > 1 ? atoi(argv[1]) : 0;
    int *d;
    cudaMalloc(&d, sizeof(int));
    k<<<1, 1>>>(d, which);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%d: %s (%s)\n", which, cudaGetErrorName(e), cudaGetErrorString(e));
    return 0;
}
