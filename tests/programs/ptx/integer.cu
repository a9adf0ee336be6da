/* Inline PTX integer arithmetic over interesting inputs (PTX ISA, Integer Arithmetic
 * Instructions, Logic and Shift Instructions): add/sub/mul (.lo/.hi/.wide), mad, div/rem,
 * min/max, abs/neg, and/or/xor/not, shl/shr, lop3, prmt, bfe/bfi, shf, popc/clz/brev, and the
 * carry chains of multi-precision code (add.cc/addc/sub.cc/subc/mad.cc/madc). Printed as hex.
 * Expected output: derived from the PTX ISA's definitions; to be replaced by the H200's. */
#include <stdio.h>

__global__ void k(const unsigned *in, int n)
{
    for (int i = 0; i < n; i++) {
        unsigned a = in[i], b = in[(i + 1) % n], c = in[(i + 2) % n];
        unsigned r[16];
        unsigned long long w, x;
        asm("add.u32 %0, %1, %2;" : "=r"(r[0]) : "r"(a), "r"(b));
        asm("sub.s32 %0, %1, %2;" : "=r"(r[1]) : "r"(a), "r"(b));
        asm("mul.lo.u32 %0, %1, %2;" : "=r"(r[2]) : "r"(a), "r"(b));
        asm("mul.hi.u32 %0, %1, %2;" : "=r"(r[3]) : "r"(a), "r"(b));
        asm("mul.hi.s32 %0, %1, %2;" : "=r"(r[4]) : "r"(a), "r"(b));
        asm("mad.lo.s32 %0, %1, %2, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(c));
        asm("mad.hi.u32 %0, %1, %2, %3;" : "=r"(r[6]) : "r"(a), "r"(b), "r"(c));
        asm("add.sat.s32 %0, %1, %2;" : "=r"(r[7]) : "r"(a), "r"(b));
        asm("min.s32 %0, %1, %2;" : "=r"(r[8]) : "r"(a), "r"(b));
        asm("max.u32 %0, %1, %2;" : "=r"(r[9]) : "r"(a), "r"(b));
        asm("abs.s32 %0, %1;" : "=r"(r[10]) : "r"(a));
        asm("neg.s32 %0, %1;" : "=r"(r[11]) : "r"(a));
        asm("div.u32 %0, %1, %2;" : "=r"(r[12]) : "r"(a), "r"(b | 1));
        asm("rem.s32 %0, %1, %2;" : "=r"(r[13]) : "r"(a), "r"(b | 1));
        asm("mul.wide.s32 %0, %1, %2;" : "=l"(w) : "r"(a), "r"(b));
        asm("mad.wide.u32 %0, %1, %2, %3;" : "=l"(x) : "r"(a), "r"(b), "l"(w));
        printf("%08x %08x: add %08x sub %08x mul.lo %08x mul.hi.u %08x mul.hi.s %08x mad.lo %08x mad.hi %08x\n",
               a, b, r[0], r[1], r[2], r[3], r[4], r[5], r[6]);
        printf("  add.sat %08x min.s %08x max.u %08x abs %08x neg %08x div.u %08x rem.s %08x wide %016llx mad.wide %016llx\n",
               r[7], r[8], r[9], r[10], r[11], r[12], r[13], w, x);
        asm("and.b32 %0, %1, %2;" : "=r"(r[0]) : "r"(a), "r"(b));
        asm("or.b32 %0, %1, %2;" : "=r"(r[1]) : "r"(a), "r"(b));
        asm("xor.b32 %0, %1, %2;" : "=r"(r[2]) : "r"(a), "r"(b));
        asm("not.b32 %0, %1;" : "=r"(r[3]) : "r"(a));
        asm("shl.b32 %0, %1, %2;" : "=r"(r[4]) : "r"(a), "r"(b & 63));
        asm("shr.s32 %0, %1, %2;" : "=r"(r[5]) : "r"(a), "r"(b & 63));
        asm("shr.u32 %0, %1, %2;" : "=r"(r[6]) : "r"(a), "r"(b & 63));
        asm("lop3.b32 %0, %1, %2, %3, 0xe8;" : "=r"(r[7]) : "r"(a), "r"(b), "r"(c));
        asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r[8]) : "r"(a), "r"(b), "r"(c));
        asm("prmt.b32 %0, %1, %2, 0x3210;" : "=r"(r[9]) : "r"(a), "r"(b));
        asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r[10]) : "r"(a), "r"(b), "r"(c));
        asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r[11]) : "r"(a), "r"(b & 63), "r"(c & 31));
        asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r[12]) : "r"(a), "r"(b & 31), "r"(c & 63));
        asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r[13]) : "r"(a), "r"(b), "r"(c & 31), "r"(8));
        asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r[14]) : "r"(a), "r"(b), "r"(c));
        asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r[15]) : "r"(a), "r"(b), "r"(c));
        printf("  and %08x or %08x xor %08x not %08x shl %08x shr.s %08x shr.u %08x lop3.e8 %08x lop3.96 %08x\n",
               r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]);
        printf("  prmt %08x %08x bfe.u %08x bfe.s %08x bfi %08x shf.l.wrap %08x shf.r.clamp %08x\n",
               r[9], r[10], r[11], r[12], r[13], r[14], r[15]);
        asm("popc.b32 %0, %1;" : "=r"(r[0]) : "r"(a));
        asm("clz.b32 %0, %1;" : "=r"(r[1]) : "r"(a));
        asm("brev.b32 %0, %1;" : "=r"(r[2]) : "r"(a));
        asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r[3]) : "r"(a), "r"(b), "r"(c));
        printf("  popc %u clz %u brev %08x vabsdiff4 %08x\n", r[0], r[1], r[2], r[3]);
    }
}

/* 96-bit addition and subtraction, and a 64x64 -> 128-bit product with madc (multi-precision) */
__global__ void carries()
{
    unsigned a[3] = {0xffffffffu, 0xffffffffu, 1}, b[3] = {1, 0, 0xfffffffeu}, s[3], d[3];
    asm("add.cc.u32 %0, %3, %6;\n\t"
        "addc.cc.u32 %1, %4, %7;\n\t"
        "addc.u32 %2, %5, %8;"
        : "=r"(s[0]), "=r"(s[1]), "=r"(s[2])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(b[0]), "r"(b[1]), "r"(b[2]));
    asm("sub.cc.u32 %0, %3, %6;\n\t"
        "subc.cc.u32 %1, %4, %7;\n\t"
        "subc.u32 %2, %5, %8;"
        : "=r"(d[0]), "=r"(d[1]), "=r"(d[2])
        : "r"(b[0]), "r"(b[1]), "r"(b[2]), "r"(a[0]), "r"(a[1]), "r"(a[2]));
    printf("add96 %08x %08x %08x sub96 %08x %08x %08x\n", s[2], s[1], s[0], d[2], d[1], d[0]);
    unsigned long long x = 0xfedcba9876543210ull, y = 0xffffffffffffffffull, lo, hi;
    asm("mul.lo.u64 %0, %2, %3;\n\t"
        "mul.hi.u64 %1, %2, %3;" : "=l"(lo), "=l"(hi) : "l"(x), "l"(y));
    unsigned p0, p1, p2, p3;
    unsigned x0 = (unsigned)x, x1 = (unsigned)(x >> 32), y0 = (unsigned)y, y1 = (unsigned)(y >> 32);
    asm("mul.lo.u32 %0, %4, %6;\n\t"
        "mul.hi.u32 %1, %4, %6;\n\t"
        "mad.lo.cc.u32 %1, %5, %6, %1;\n\t"
        "madc.hi.u32 %2, %5, %6, 0;\n\t"
        "mad.lo.cc.u32 %1, %4, %7, %1;\n\t"
        "madc.hi.cc.u32 %2, %4, %7, %2;\n\t"
        "addc.u32 %3, 0, 0;\n\t"
        "mad.lo.cc.u32 %2, %5, %7, %2;\n\t"
        "madc.hi.u32 %3, %5, %7, %3;"
        : "=r"(p0), "=r"(p1), "=r"(p2), "=r"(p3) : "r"(x0), "r"(x1), "r"(y0), "r"(y1));
    printf("mul128 %016llx%016llx by u32 words %08x%08x%08x%08x\n", hi, lo, p3, p2, p1, p0);
    unsigned long long s0, s1;
    asm("add.cc.u64 %0, %2, %3;\n\t"
        "addc.u64 %1, 0, 0;" : "=l"(s0), "=l"(s1) : "l"(x), "l"(y));
    printf("add.cc.u64 %016llx carry %llx\n", s0, s1);
}

int main()
{
    unsigned h[] = {0, 1, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x12345678u, 0xfffffff9u,
                    0x00010003u, 0x8badf00du, 0x00000025u};
    unsigned *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(d, 10);
    carries<<<1, 1>>>();
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
