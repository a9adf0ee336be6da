// Inline PTX that names a special register with one '%' (PTX ISA, Special Registers), as NVIDIA's
// cudaGraphsPerfScaling sample reads "mov.u64 %0, %globaltimer;": nvcc passes a '%' that no
// operand number follows through unchanged, so %globaltimer is %%globaltimer; %laneid and
// %tid.x too. The global timer counts nanoseconds and does not go back.
#include <cstdio>
__global__ void k(unsigned *o, unsigned long long *t)
{
    unsigned lane, tx;
    unsigned long long t0, t1;
    asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t0));
    asm("mov.u32 %0, %laneid;\n\tmov.u32 %1, %tid.x;" : "=r"(lane), "=r"(tx));
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t1));
    o[threadIdx.x] = lane * 1000 + (tx == threadIdx.x);
    if (threadIdx.x == 0) {
        t[0] = t0;
        t[1] = t1;
    }
}
int main()
{
    unsigned *d;
    unsigned long long *t;
    cudaMallocManaged(&d, 64 * sizeof(unsigned));
    cudaMallocManaged(&t, 2 * sizeof(unsigned long long));
    k<<<1, 64>>>(d, t);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    for (int i = 0; i < 64; i += 9)
        printf("%u ", d[i]);
    printf("\ntimer: nonzero %d, not back %d\n", t[0] != 0, t[1] >= t[0]);
}
