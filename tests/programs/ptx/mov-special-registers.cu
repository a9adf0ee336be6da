// (nvcc -O2 -arch=sm_90) Inline PTX that reads special registers (PTX ISA, Special Registers), as
// NVIDIA's inlinePTX sample reads %%laneid: mov.u32 of laneid, warpid, tid.x and lanemask_lt.
#include <cstdio>
__global__ void k(unsigned *o)
{
    unsigned lane, wid, tx, lt;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm volatile("mov.u32 %0, %%warpid;" : "=r"(wid));
    asm("mov.u32 %0, %%tid.x;\n\tmov.u32 %1, %%lanemask_lt;" : "=r"(tx), "=r"(lt));
    o[threadIdx.x] = lane * 1000 + wid * 100 + (tx == threadIdx.x) + (lt == (1u << lane) - 1) * 10;
}
int main()
{
    unsigned *d; cudaMallocManaged(&d, 64 * sizeof(unsigned));
    k<<<1, 64>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 64; i += 9) printf("%u ", d[i]);
    printf("\n");
}
