// A 1 GiB local array per thread does not compile: a thread has at most 512 KiB of local
// memory on sm_90 (CUDA C++ Programming Guide, "Technical Specifications per Compute
// Capability"), and ptxas says "Entry function '...' uses too much local data (0x40000000
// bytes, 0x80000 max)". It used to abort inside the interpreter as "host code crashed".
// (An array past 2 GiB is "array is too large": array-2gib.cu.)
#include <cstdio>

__global__ void k(int *out)
{
    char big[1 << 30];
    big[threadIdx.x] = 1;
    *out = big[5];
}

int main()
{
    printf("not reached\n");
    return 0;
}
