/* Inline PTX loads and stores with the operands real code gives them (PTX ISA, ld, st):
 * addresses with an offset ([%1+8], [%1+-4]), vectors (.v2, .v4 with {a, b, c, d}), registers
 * declared in a block, shared memory through a 32-bit .shared address, and a guarded store.
 * A vector access must be aligned to its size (.v4.u32: 16 bytes), or the kernel faults. */
#include <stdio.h>

__global__ void k(unsigned *g)
{
    __shared__ unsigned sh[8];
    unsigned t = threadIdx.x;
    sh[t] = 0x100u * t + 1;
    __syncthreads();
    if (t == 0) {
        unsigned a, b, c, d, e, f;
        asm("ld.global.u32 %0, [%1+8];" : "=r"(a) : "l"(g));
        asm("ld.global.u32 %0, [%1+-4];" : "=r"(b) : "l"(g + 3));
        asm("ld.global.v2.u32 {%0, %1}, [%2+16];" : "=r"(c), "=r"(d) : "l"(g));
        asm("{ .reg .u32 x<4>; .reg .u64 p;\n\t"
            "add.u64 p, %2, 16;\n\t"
            "ld.global.v4.u32 {x0, x1, x2, x3}, [p];\n\t"
            "add.u32 x0, x0, x1;\n\t"
            "add.u32 x2, x2, x3;\n\t"
            "mov.u32 %0, x0;\n\t"
            "mov.u32 %1, x2;\n\t"
            "}" : "=r"(e), "=r"(f) : "l"(g));
        printf("offsets %08x %08x v2 %08x %08x v4 sums %08x %08x\n", a, b, c, d, e, f);
        unsigned s32 = (unsigned)__cvta_generic_to_shared(sh), y, z;
        asm("ld.shared.u32 %0, [%1+12];" : "=r"(y) : "r"(s32));
        asm volatile("st.shared.v2.u32 [%0+24], {%1, %2};" :: "r"(s32), "r"(0xaaaau), "r"(0xbbbbu) : "memory");
        asm("{ .reg .u32 q; ld.shared.u32 q, [%1+28]; shl.b32 %0, q, 4; }" : "=r"(z) : "r"(s32));
        printf("shared %08x %08x %08x %08x\n", y, sh[6], sh[7], z);
        unsigned short h;
        asm("ld.global.u16 %0, [%1+2];" : "=h"(h) : "l"(g));
        int sb;
        asm("ld.global.s8 %0, [%1+3];" : "=r"(sb) : "l"(g));
        printf("u16 %04hx s8 %08x\n", h, sb);
    }
    asm volatile("{ .reg .pred p; setp.eq.u32 p, %1, 3; @p st.global.u32 [%0+36], %1; }"
                 :: "l"(g), "r"(t) : "memory");
}

int main()
{
    unsigned h[10] = {0x80ff1234u, 0x11111111u, 0x22222222u, 0x33333333u, 0x44444444u,
                      0x55555555u, 0x66666666u, 0x77777777u, 0x88888888u, 0x99999999u};
    unsigned *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 8>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("g[9] %08x\n", h[9]);
    cudaFree(d);
    return 0;
}
