// Contraction of half precision arithmetic: __hmul and __hadd are mul.f16 and add.f16 (on sm_90
// mul.bf16 and add.bf16), which ptxas fuses into one fma when a sum takes a product; the _rn
// forms it leaves alone. Each line is a digest of one expression over 65536 triples of halves
// whose product and addend overlap, then the bits of one case. cudarepl fuses within an
// expression, as these are written. Reference: an H200 (nvcc 13, -arch=sm_90 -O2).
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define N 65536
#define NE 16

__device__ unsigned mix(unsigned x)
{
    x *= 2654435761u;
    x ^= x >> 15;
    x *= 2246822519u;
    x ^= x >> 13;
    return x;
}

__device__ __half rh(unsigned x, unsigned lo, unsigned span)
{
    unsigned r = mix(x);
    return __ushort_as_half((unsigned short)(((r >> 31) << 15) | ((lo + (r >> 10) % span) << 10) | (r & 0x3ff)));
}

__device__ __nv_bfloat16 rb(unsigned x, unsigned lo, unsigned span)
{
    unsigned r = mix(x);
    return __ushort_as_bfloat16((unsigned short)(((r >> 31) << 15) | ((lo + (r >> 10) % span) << 7) | (r & 0x7f)));
}

__global__ void contract(unsigned short *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N)
        return;
    __half a = rh(4 * i, 9, 12), b = rh(4 * i + 1, 9, 12), c = rh(4 * i + 2, 6, 18);
    __half2 p = __halves2half2(a, c), q = __halves2half2(b, a), r = __halves2half2(c, b);
    __nv_bfloat16 x = rb(4 * i, 120, 12), y = rb(4 * i + 1, 120, 12), z = rb(4 * i + 2, 116, 20);
    unsigned short *o = out + NE * i;
    o[0] = __half_as_ushort(a * b + c);
    o[1] = __half_as_ushort(c + a * b);
    o[2] = __half_as_ushort(a * b - c);
    o[3] = __half_as_ushort(c - a * b);
    __half s = c, t = c;
    s += a * b;
    t -= a * b;
    o[4] = __half_as_ushort(s);
    o[5] = __half_as_ushort(t);
    o[6] = __half_as_ushort(__hadd(__hmul(a, b), c));
    o[7] = __half_as_ushort(__hsub(c, __hmul(a, b)));
    o[8] = __half_as_ushort(__hadd_rn(__hmul_rn(a, b), c));
    o[9] = __half_as_ushort(__hadd(__hmul_rn(a, b), c));
    __half2 u = p * q + r, v = __hsub2(__hmul2(p, q), r);
    o[10] = __half_as_ushort(__low2half(u)) ^ __half_as_ushort(__high2half(u));
    o[11] = __half_as_ushort(__low2half(v)) ^ __half_as_ushort(__high2half(v));
    o[12] = __bfloat16_as_ushort(x * y + z);
    o[13] = __bfloat16_as_ushort(z - x * y);
    o[14] = __bfloat16_as_ushort(__hadd(__hmul(x, y), z));
    o[15] = __bfloat16_as_ushort(__hadd_rn(__hmul_rn(x, y), z));
}

int main()
{
    unsigned short *out;
    cudaMallocManaged(&out, NE * N * sizeof(unsigned short));
    contract<<<N / 256, 256>>>(out);
    cudaDeviceSynchronize();
    const char *names[NE] = {"a * b + c", "c + a * b", "a * b - c", "c - a * b", "s += a * b", "t -= a * b",
                             "__hadd(__hmul(a, b), c)", "__hsub(c, __hmul(a, b))", "__hadd_rn(__hmul_rn(a, b), c)",
                             "__hadd(__hmul_rn(a, b), c)", "half2 p * q + r", "__hsub2(__hmul2(p, q), r)",
                             "bf16 x * y + z", "bf16 z - x * y", "bf16 __hadd(__hmul(x, y), z)",
                             "bf16 __hadd_rn(__hmul_rn(x, y), z)"};
    for (int k = 0; k < NE; k++) {
        unsigned h = 2166136261u;
        for (unsigned i = 0; i < N; i++) {
            h = (h ^ (out[NE * i + k] & 0xff)) * 16777619u;
            h = (h ^ (out[NE * i + k] >> 8)) * 16777619u;
        }
        printf("%-36s %08x  %04x %04x\n", names[k], h, out[NE * 7 + k], out[NE * 1001 + k]);
    }
    /* host code: the functions both headers name, on each type */
    __half2 hp = __floats2half2_rn(1.5f, -2.25f);
    __nv_bfloat162 bp = __floats2bfloat162_rn(0.1f, 3.3f);
    printf("host: %g %g %g %g %g %g\n", __low2float(hp), __high2float(hp), __low2float(bp), __high2float(bp),
           __half2float(__hadd(__low2half(hp), __high2half(hp))),
           __bfloat162float(__hmul(__low2bfloat16(bp), __high2bfloat16(bp))));
    return 0;
}
