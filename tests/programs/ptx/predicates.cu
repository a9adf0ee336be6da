/* Inline PTX blocks with declared registers and predicates (PTX ISA, setp, selp, Predicated
 * Execution), 64-bit special registers, and the warp instructions shfl.sync (with its
 * predicate), vote.sync and activemask. Expected output: derived from the PTX ISA's
 * definitions; to be replaced by the H200's. */
#include <stdio.h>

__device__ unsigned umin_ptx(unsigned a, unsigned b)
{
    unsigned r;
    asm("{ .reg .u32 t; .reg .pred p; setp.lt.u32 p, %1, %2; selp.u32 %0, %1, %2, p; }"
        : "=r"(r) : "r"(a), "r"(b));
    return r;
}

__device__ int clamp_neg(int x)
{
    int r = x;
    asm("{\n\t"
        ".reg .pred n;\n\t"
        "setp.lt.s32 n, %0, 0;\n\t"
        "@n mov.s32 %0, 0;\n\t"
        "@!n add.s32 %0, %0, 100;\n\t"
        "}" : "+r"(r));
    return r;
}

/* float comparisons: ordered ones are false with a NaN, unordered ones true */
__device__ unsigned fcmp(float a, float b)
{
    unsigned m;
    asm("{\n\t"
        ".reg .pred p<8>;\n\t"
        ".reg .u32 t<8>;\n\t"
        "setp.eq.f32 p0, %1, %2;\n\t"
        "setp.ne.f32 p1, %1, %2;\n\t"
        "setp.lt.f32 p2, %1, %2;\n\t"
        "setp.ge.f32 p3, %1, %2;\n\t"
        "setp.equ.f32 p4, %1, %2;\n\t"
        "setp.neu.f32 p5, %1, %2;\n\t"
        "setp.nan.f32 p6, %1, %2;\n\t"
        "setp.num.f32 p7, %1, %2;\n\t"
        "selp.u32 t0, 1, 0, p0;\n\t"
        "selp.u32 t1, 2, 0, p1;\n\t"
        "selp.u32 t2, 4, 0, p2;\n\t"
        "selp.u32 t3, 8, 0, p3;\n\t"
        "selp.u32 t4, 16, 0, p4;\n\t"
        "selp.u32 t5, 32, 0, p5;\n\t"
        "selp.u32 t6, 64, 0, p6;\n\t"
        "selp.u32 t7, 128, 0, p7;\n\t"
        "or.b32 t0, t0, t1;\n\t"
        "or.b32 t2, t2, t3;\n\t"
        "or.b32 t4, t4, t5;\n\t"
        "or.b32 t6, t6, t7;\n\t"
        "or.b32 t0, t0, t2;\n\t"
        "or.b32 t4, t4, t6;\n\t"
        "or.b32 %0, t0, t4;\n\t"
        "}" : "=r"(m) : "f"(a), "f"(b));
    return m;
}

__global__ void single()
{
    printf("umin %u %u %u\n", umin_ptx(3, 7), umin_ptx(0xffffffffu, 2), umin_ptx(5, 5));
    printf("clamp_neg %d %d %d\n", clamp_neg(-5), clamp_neg(0), clamp_neg(42));
    float nan = __int_as_float(0x7fffffff);
    printf("fcmp 1,2 %02x 2,2 %02x 3,2 %02x nan,2 %02x\n", fcmp(1, 2), fcmp(2, 2), fcmp(3, 2), fcmp(nan, 2));
    unsigned s[6];
    asm("{ .reg .pred p; setp.lo.u32 p, %1, %2; selp.b32 %0, 1, 0, p; }" : "=r"(s[0]) : "r"(1), "r"(0xffffffffu));
    asm("{ .reg .pred p; setp.lt.s32 p, %1, %2; selp.b32 %0, 1, 0, p; }" : "=r"(s[1]) : "r"(1), "r"(0xffffffffu));
    asm("{ .reg .pred p; setp.hs.u64 p, %1, %2; selp.b32 %0, 1, 0, p; }" : "=r"(s[2]) : "l"(5ull), "l"(5ull));
    asm("{ .reg .pred p, q; setp.gt.s64 p, %1, 0; not.pred q, p; selp.b32 %0, 1, 0, q; }" : "=r"(s[3]) : "l"(-1ll));
    asm("{ .reg .pred p, q, r; setp.ne.u32 p, %1, 0; setp.ne.u32 q, %2, 0; and.pred r, p, q; selp.b32 %0, 1, 0, r; }"
        : "=r"(s[4]) : "r"(1), "r"(2));
    asm("{ .reg .pred p; .reg .b64 t; setp.eq.u32 p, %1, 1; @p mov.b64 t, 0x123456789; @!p mov.b64 t, 7; cvt.u32.u64 %0, t; }"
        : "=r"(s[5]) : "r"(1));
    printf("setp lo %u lt %u hs64 %u not %u and %u mov64 %08x\n", s[0], s[1], s[2], s[3], s[4], s[5]);
    unsigned long long c0, c1, t0;
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(c0));
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(c1));
    printf("clock64 advances %d, globaltimer nonzero %d\n", c1 > c0, t0 != 0);
}

__global__ void warp()
{
    unsigned lane, v, up, down, x, ballot, all, any, mask;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    v = lane * 10;
    asm("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(x) : "r"(v), "r"(3));
    asm("shfl.sync.up.b32 %0, %1, 1, 0, 0xffffffff;" : "=r"(up) : "r"(v));
    asm("shfl.sync.down.b32 %0, %1, 2, 0x1f, 0xffffffff;" : "=r"(down) : "r"(v));
    unsigned bf;
    asm("shfl.sync.bfly.b32 %0, %1, 16, 0x101f, 0xffffffff;" : "=r"(bf) : "r"(v));
    asm("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }"
        : "=r"(ballot) : "r"(lane & 5));
    asm("{ .reg .pred p, q; setp.lt.u32 p, %1, 32; vote.sync.all.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }"
        : "=r"(all) : "r"(lane));
    asm("{ .reg .pred p, q; setp.eq.u32 p, %1, 31; vote.sync.any.pred q, !p, 0xffffffff; selp.u32 %0, 1, 0, q; }"
        : "=r"(any) : "r"(lane));
    asm("activemask.b32 %0;" : "=r"(mask));
    if (lane < 4 || lane > 29)
        printf("lane %2u idx %u up %u down %u bfly %u ballot %08x all %u any %u active %08x\n",
               lane, x, up, down, bf, ballot, all, any, mask);
}

/* the inclusive scan of CUB's warp scan: shfl.sync.up with its predicate (the source lane is
 * in the segment); a segment of 8 lanes for shfl.sync.down */
__global__ void scan()
{
    unsigned lane, x, y, valid;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    x = lane + 1;
    for (unsigned o = 1; o < 32; o <<= 1)
        asm("{ .reg .u32 r0; .reg .pred p; shfl.sync.up.b32 r0|p, %1, %2, %3, %4; @p add.u32 r0, r0, %1; mov.u32 %0, r0; }"
            : "=r"(x) : "r"(x), "r"(o), "r"(0), "r"(0xffffffffu));
    asm("{ .reg .pred p; shfl.sync.down.b32 %0|p, %2, 3, 0x1807, 0xffffffff; selp.u32 %1, 1, 0, p; }"
        : "=r"(y), "=r"(valid) : "r"(lane));
    if (lane % 4 == 0 || lane == 31)
        printf("lane %2u scan %3u down3 in 8 %2u valid %u\n", lane, x, y, valid);
}

int main()
{
    single<<<1, 1>>>();
    cudaDeviceSynchronize();
    warp<<<1, 32>>>();
    cudaDeviceSynchronize();
    scan<<<1, 32>>>();
    cudaDeviceSynchronize();
    return 0;
}
