/* Inline PTX: setp with two results (p|q) and a predicate combined by .and/.or/.xor, slct,
 * copysign, and the address conversions cvta and isspacep (PTX ISA, setp, slct, copysign,
 * cvta, isspacep). Expected output: derived from the PTX ISA's definitions; to be replaced by
 * the H200's. */
#include <stdio.h>

__device__ unsigned compare(int a, int b, unsigned c)
{
    unsigned m;
    asm("{\n\t"
        ".reg .pred p, q, r, s, t;\n\t"
        ".reg .u32 x<4>;\n\t"
        "setp.ne.u32 t, %3, 0;\n\t"
        "setp.lt.s32 p|q, %1, %2;\n\t"
        "setp.ge.and.s32 r|s, %1, %2, t;\n\t"
        "selp.u32 x0, 1, 0, p;\n\t"
        "selp.u32 x1, 2, 0, q;\n\t"
        "selp.u32 x2, 4, 0, r;\n\t"
        "selp.u32 x3, 8, 0, s;\n\t"
        "setp.eq.xor.s32 p, %1, %2, !t;\n\t"
        "@p or.b32 x0, x0, 16;\n\t"
        "setp.gt.or.s32 p, %1, %2, t;\n\t"
        "@p or.b32 x0, x0, 32;\n\t"
        "or.b32 x0, x0, x1;\n\t"
        "or.b32 x2, x2, x3;\n\t"
        "or.b32 %0, x0, x2;\n\t"
        "}" : "=r"(m) : "r"(a), "r"(b), "r"(c));
    return m;
}

__device__ int data[4] = {1, 2, 3, 4};

__global__ void k()
{
    printf("setp 1,2,0 %02x 1,2,1 %02x 2,2,0 %02x 2,2,1 %02x 3,2,1 %02x\n", compare(1, 2, 0),
           compare(1, 2, 1), compare(2, 2, 0), compare(2, 2, 1), compare(3, 2, 1));
    int s[3];
    float f[3];
    asm("slct.s32.s32 %0, %1, %2, %3;" : "=r"(s[0]) : "r"(10), "r"(20), "r"(0));
    asm("slct.s32.s32 %0, %1, %2, %3;" : "=r"(s[1]) : "r"(10), "r"(20), "r"(-1));
    asm("slct.s32.f32 %0, %1, %2, %3;" : "=r"(s[2]) : "r"(10), "r"(20), "f"(-0.0f));
    asm("copysign.f32 %0, %1, %2;" : "=f"(f[0]) : "f"(-1.0f), "f"(2.5f));
    asm("copysign.f32 %0, %1, %2;" : "=f"(f[1]) : "f"(3.0f), "f"(-0.0f));
    asm("slct.f32.s32 %0, %1, %2, %3;" : "=f"(f[2]) : "f"(1.5f), "f"(2.5f), "r"(-7));
    printf("slct %d %d %d copysign %08x %08x slct.f32 %08x\n", s[0], s[1], s[2],
           __float_as_uint(f[0]), __float_as_uint(f[1]), __float_as_uint(f[2]));
    __shared__ int sh[4];
    int loc[2] = {5, 6};
    sh[1] = 7;
    unsigned long long g = (unsigned long long)data, sg, back, lg;
    unsigned long long s64;
    unsigned s32, sp[4];
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(s64) : "l"(sh + 1));
    asm("cvt.u32.u64 %0, %1;" : "=r"(s32) : "l"(s64));
    asm("cvta.shared.u64 %0, %1;" : "=l"(sg) : "l"(s64));
    asm("cvta.to.global.u64 %0, %1;" : "=l"(back) : "l"(g));
    asm("cvta.to.local.u64 %0, %1;" : "=l"(lg) : "l"(loc + 1));
    asm("{ .reg .pred p; isspacep.shared p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(sp[0]) : "l"(sh));
    asm("{ .reg .pred p; isspacep.global p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(sp[1]) : "l"(data));
    asm("{ .reg .pred p; isspacep.global p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(sp[2]) : "l"(sh));
    asm("{ .reg .pred p; isspacep.local p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(sp[3]) : "l"(loc));
    printf("cvta shared %s round trip %d global %d local offset %llu isspacep %u %u %u %u\n",
           s32 == (unsigned)__cvta_generic_to_shared(sh + 1) ? "= __cvta_generic_to_shared" : "differs",
           *(int *)sg, *(int *)back, lg - (unsigned long long)__cvta_generic_to_local(loc),
           sp[0], sp[1], sp[2], sp[3]);
}

int main()
{
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
