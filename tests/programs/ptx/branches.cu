/* Inline PTX with labels and branches in a statement (PTX ISA, bra; Predicated Execution):
 * a loop whose trip count differs between the lanes of a warp (they diverge and reconverge),
 * a forward branch over instructions, and bra.uni. Expected output: derived from the PTX ISA's
 * definitions; to be replaced by the H200's. */
#include <stdio.h>

/* the number of steps of the Collatz sequence from x down to 1 */
__device__ unsigned collatz(unsigned x)
{
    unsigned n;
    asm("{\n\t"
        ".reg .pred done, odd;\n\t"
        ".reg .u32 v, t;\n\t"
        "mov.u32 v, %1;\n\t"
        "mov.u32 %0, 0;\n"
        "LOOP:\n\t"
        "setp.le.u32 done, v, 1;\n\t"
        "@done bra.uni DONE;\n\t"
        "and.b32 t, v, 1;\n\t"
        "setp.ne.u32 odd, t, 0;\n\t"
        "@odd mad.lo.u32 v, v, 3, 1;\n\t"
        "@!odd shr.u32 v, v, 1;\n\t"
        "add.u32 %0, %0, 1;\n\t"
        "bra.uni LOOP;\n"
        "DONE:\n\t"
        "}" : "=r"(n) : "r"(x));
    return n;
}

__global__ void k(unsigned *out)
{
    unsigned t = threadIdx.x, r;
    out[t] = collatz(t + 1);
    asm("{ .reg .pred p; mov.u32 %0, 100; setp.lt.u32 p, %1, 8; @p bra SKIP; mov.u32 %0, 200; SKIP: add.u32 %0, %0, %1; }"
        : "=r"(r) : "r"(t));
    out[32 + t] = r;
}

int main()
{
    unsigned *d, h[64];
    cudaMalloc(&d, sizeof h);
    k<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; i++)
        printf("%u%c", h[i], i % 16 == 15 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
