/* Inline PTX atomics, reductions, fences and the block barrier: atom.{add,exch,cas,min,max,
   inc,and,or,xor}, red.add, fence.sc/acq_rel, membar and bar.sync 0, executed by a block of 64
   threads. The expected output is the H200's (nvcc -arch=sm_90). Which thread draws which
   ticket from atom.add depends on the order the hardware serves the warps (not lane order on
   the H200), so only the set of tickets is printed. */
#include <stdio.h>

__device__ int counter, maxv, minv, bits, ring;
__device__ unsigned int wrap;
__device__ unsigned long long big;
__device__ float fsum;
__device__ int slots[64], tickets[64];

__global__ void rmw()
{
    int t = threadIdx.x, old;
    unsigned long long old64;
    asm volatile("atom.global.add.u32 %0, [%1], 1;" : "=r"(old) : "l"(&counter) : "memory");
    tickets[t] = old;
    asm volatile("atom.max.s32 %0, [%1], %2;" : "=r"(old) : "l"(&maxv), "r"(t * 3 - 50));
    asm volatile("atom.relaxed.gpu.min.s32 %0, [%1], %2;" : "=r"(old) : "l"(&minv), "r"(40 - t));
    asm volatile("atom.or.b32 %0, [%1], %2;" : "=r"(old) : "l"(&bits), "r"(1 << (t % 32)));
    asm volatile("atom.inc.u32 %0, [%1], 9;" : "=r"(old) : "l"(&wrap));
    asm volatile("atom.add.u64 %0, [%1], %2;" : "=l"(old64) : "l"(&big), "l"(1ull << 33));
    asm volatile("red.global.add.f32 [%0], %1;" :: "l"(&fsum), "f"(0.5f));
    asm volatile("fence.sc.gpu;");
    asm volatile("membar.gl;");
    asm volatile("bar.sync 0;");
    if (t == 0) {
        int seen;
        asm volatile("ld.acquire.gpu.s32 %0, [%1];" : "=r"(seen) : "l"(&counter));
        printf("after the barrier thread 0 sees counter %d\n", seen);
    }
    /* a ticket lock with exchange and compare-and-swap, one thread at a time */
    if (t < 4) {
        int prev;
        do {
            asm volatile("atom.acquire.gpu.cas.b32 %0, [%1], %2, %3;"
                         : "=r"(prev) : "l"(&ring), "r"(t), "r"(t + 1) : "memory");
        } while (prev != t);
        asm volatile("fence.acq_rel.gpu;");
        asm volatile("atom.exch.b32 %0, [%1], %2;" : "=r"(prev) : "l"(&slots[t]), "r"(100 + t));
    }
}

int main()
{
    int init_min = 1000;
    cudaMemcpyToSymbol(minv, &init_min, sizeof init_min);
    rmw<<<1, 64>>>();
    printf("rmw: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    int c, mx, mn, b, r, s[4], tk[64];
    unsigned w;
    unsigned long long g;
    float f;
    cudaMemcpyFromSymbol(&c, counter, sizeof c);
    cudaMemcpyFromSymbol(&mx, maxv, sizeof mx);
    cudaMemcpyFromSymbol(&mn, minv, sizeof mn);
    cudaMemcpyFromSymbol(&b, bits, sizeof b);
    cudaMemcpyFromSymbol(&r, ring, sizeof r);
    cudaMemcpyFromSymbol(&w, wrap, sizeof w);
    cudaMemcpyFromSymbol(&g, big, sizeof g);
    cudaMemcpyFromSymbol(&f, fsum, sizeof f);
    cudaMemcpyFromSymbol(s, slots, sizeof s);
    cudaMemcpyFromSymbol(tk, tickets, sizeof tk);
    unsigned long long seen = 0;
    for (int i = 0; i < 64; i++)
        seen |= 1ull << tk[i];
    printf("counter %d max %d min %d bits %x ring %d wrap %u big %llu fsum %g\n", c, mx, mn, b, r,
           w, g, f);
    printf("slots 0-3: %d %d %d %d; tickets %s\n", s[0], s[1], s[2], s[3],
           seen == ~0ull ? "0 to 63, each once" : "repeat");
    return 0;
}
