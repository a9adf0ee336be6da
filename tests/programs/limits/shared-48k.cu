// Static shared memory is at most 48 KiB a block: ptxas fails a kernel with more ("uses too
// much shared data (0x13880 bytes, 0xc000 max)"); more must be dynamic shared memory with
// cudaFuncSetAttribute (seed 000 §7.10.1). Exactly 48 KiB compiles (fits below).
#include <cstdio>

__global__ void fits(int *out)
{
    __shared__ int s[12288];
    s[threadIdx.x] = 1;
    __syncthreads();
    *out = s[0];
}

__global__ void too_much(int *out)
{
    __shared__ int s[20000];
    s[threadIdx.x] = 1;
    __syncthreads();
    *out = s[0];
}

int main()
{
    printf("not reached\n");
    return 0;
}
