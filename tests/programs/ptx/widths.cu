/* Inline PTX on 16- and 64-bit integers (h and l operands), vectors in mov (packing and
 * unpacking .b32 and .b64 registers), 16-bit results in wider registers (sign- or
 * zero-extended by the type), and guards that differ between the lanes of a warp (PTX ISA,
 * Integer Arithmetic Instructions; mov; Operand Size Exceeding Instruction-Type Size;
 * Predicated Execution). Expected output: derived from the PTX ISA's definitions; to be
 * replaced by the H200's. */
#include <stdio.h>

__global__ void sixteen(const unsigned short *in, int n)
{
    for (int i = 0; i < n; i++) {
        unsigned short a = in[i], b = in[(i + 1) % n], r[8];
        unsigned w[4];
        asm("add.u16 %0, %1, %2;" : "=h"(r[0]) : "h"(a), "h"(b));
        asm("sub.s16 %0, %1, %2;" : "=h"(r[1]) : "h"(a), "h"(b));
        asm("mul.lo.u16 %0, %1, %2;" : "=h"(r[2]) : "h"(a), "h"(b));
        asm("mul.hi.s16 %0, %1, %2;" : "=h"(r[3]) : "h"(a), "h"(b));
        asm("shr.s16 %0, %1, %2;" : "=h"(r[4]) : "h"(a), "r"(b & 31u));
        asm("shl.b16 %0, %1, %2;" : "=h"(r[5]) : "h"(a), "r"(b & 31u));
        asm("min.s16 %0, %1, %2;" : "=h"(r[6]) : "h"(a), "h"(b));
        asm("max.u16 %0, %1, %2;" : "=h"(r[7]) : "h"(a), "h"(b));
        asm("mul.wide.s16 %0, %1, %2;" : "=r"(w[0]) : "h"(a), "h"(b));
        asm("mul.wide.u16 %0, %1, %2;" : "=r"(w[1]) : "h"(a), "h"(b));
        asm("cvt.s32.s16 %0, %1;" : "=r"(w[2]) : "h"(a));
        asm("{ .reg .s16 t; add.s16 t, %1, %2; cvt.s32.s16 %0, t; }" : "=r"(w[3]) : "h"(a), "h"(b));
        printf("%04hx %04hx: add %04hx sub %04hx mul.lo %04hx mul.hi.s %04hx shr.s %04hx shl %04hx min.s %04hx max.u %04hx wide.s %08x wide.u %08x cvt %08x sum %08x\n",
               a, b, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], w[0], w[1], w[2], w[3]);
    }
}

__global__ void sixtyfour(const unsigned long long *in, int n)
{
    for (int i = 0; i < n; i++) {
        unsigned long long a = in[i], b = in[(i + 1) % n], r[12];
        unsigned c[3];
        asm("add.s64 %0, %1, %2;" : "=l"(r[0]) : "l"(a), "l"(b));
        asm("mul.lo.u64 %0, %1, %2;" : "=l"(r[1]) : "l"(a), "l"(b));
        asm("mul.hi.s64 %0, %1, %2;" : "=l"(r[2]) : "l"(a), "l"(b));
        asm("div.s64 %0, %1, %2;" : "=l"(r[3]) : "l"(a), "l"(b | 1));
        asm("rem.u64 %0, %1, %2;" : "=l"(r[4]) : "l"(a), "l"(b | 1));
        asm("min.s64 %0, %1, %2;" : "=l"(r[5]) : "l"(a), "l"(b));
        asm("max.u64 %0, %1, %2;" : "=l"(r[6]) : "l"(a), "l"(b));
        asm("shl.b64 %0, %1, %2;" : "=l"(r[7]) : "l"(a), "r"((unsigned)b & 127u));
        asm("shr.s64 %0, %1, %2;" : "=l"(r[8]) : "l"(a), "r"((unsigned)b & 127u));
        asm("bfe.s64 %0, %1, %2, %3;" : "=l"(r[9]) : "l"(a), "r"((unsigned)b & 63u), "r"(12));
        asm("brev.b64 %0, %1;" : "=l"(r[10]) : "l"(a));
        asm("bfi.b64 %0, %1, %2, 60, 8;" : "=l"(r[11]) : "l"(b), "l"(a));
        asm("popc.b64 %0, %1;" : "=r"(c[0]) : "l"(a));
        asm("clz.b64 %0, %1;" : "=r"(c[1]) : "l"(a));
        asm("{ .reg .pred p; setp.lt.s64 p, %1, %2; selp.u32 %0, 1, 0, p; }" : "=r"(c[2]) : "l"(a), "l"(b));
        unsigned long long m;
        unsigned short lo16;
        asm("{ .reg .pred p; setp.lo.u64 p, %1, %2; selp.b64 %0, %1, %2, p; }" : "=l"(m) : "l"(a), "l"(b));
        asm("cvt.u16.u64 %0, %1;" : "=h"(lo16) : "l"(b));
        printf("%016llx %016llx:\n  add %016llx mul.lo %016llx mul.hi.s %016llx div.s %016llx rem.u %016llx min.s %016llx max.u %016llx\n"
               "  shl %016llx shr.s %016llx bfe.s %016llx brev %016llx bfi %016llx popc %u clz %u lt.s %u min.u by selp %016llx\n"
               "  low 16 bits %04hx\n",
               a, b, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11], c[0], c[1], c[2], m, lo16);
    }
}

__global__ void vectors()
{
    unsigned lo = 0x89abcdefu, hi = 0x01234567u, l2, h2;
    unsigned long long d;
    asm("mov.b64 %0, {%1, %2};" : "=l"(d) : "r"(lo), "r"(hi));
    asm("mov.b64 {%0, %1}, %2;" : "=r"(l2), "=r"(h2) : "l"(d));
    unsigned short s0, s1;
    unsigned p;
    asm("mov.b32 {%0, %1}, %2;" : "=h"(s0), "=h"(s1) : "r"(lo));
    asm("mov.b32 %0, {%1, %2};" : "=r"(p) : "h"(s1), "h"(s0));
    double x = -2.5;
    unsigned xl, xh;
    asm("mov.b64 {%0, %1}, %2;" : "=r"(xl), "=r"(xh) : "d"(x));
    printf("pack %016llx unpack %08x %08x halves %04hx %04hx swapped %08x double %08x %08x\n",
           d, l2, h2, s0, s1, p, xh, xl);
}

__global__ void guarded(unsigned *out)
{
    unsigned v = threadIdx.x;
    asm("{\n\t"
        ".reg .pred odd, big;\n\t"
        ".reg .u32 t;\n\t"
        "and.b32 t, %0, 1;\n\t"
        "setp.ne.u32 odd, t, 0;\n\t"
        "mov.u32 t, %%laneid;\n\t"
        "setp.ge.u32 big, t, 16;\n\t"
        "@odd mul.lo.u32 %0, %0, 3;\n\t"
        "@!odd shr.u32 %0, %0, 1;\n\t"
        "@big add.u32 %0, %0, 1000;\n\t"
        "}" : "+r"(v));
    out[threadIdx.x] = v;
}

int main()
{
    unsigned short h16[] = {0, 1, 0x7fff, 0x8000, 0xffff, 0x1234, 0xfff9, 0x0013};
    unsigned long long h64[] = {0, 1, 0x7fffffffffffffffull, 0x8000000000000000ull,
                                0xffffffffffffffffull, 0x123456789abcdef0ull, 0xfffffffffffffff9ull,
                                0x0000000100000041ull};
    unsigned short *d16;
    unsigned long long *d64;
    unsigned *dout, out[32];
    cudaMalloc(&d16, sizeof h16);
    cudaMalloc(&d64, sizeof h64);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(d16, h16, sizeof h16, cudaMemcpyHostToDevice);
    cudaMemcpy(d64, h64, sizeof h64, cudaMemcpyHostToDevice);
    sixteen<<<1, 1>>>(d16, 8);
    sixtyfour<<<1, 1>>>(d64, 8);
    vectors<<<1, 1>>>();
    guarded<<<1, 32>>>(dout);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i++)
        printf("%u%c", out[i], i % 16 == 15 ? '\n' : ' ');
    cudaFree(d16);
    cudaFree(d64);
    cudaFree(dout);
    return 0;
}
