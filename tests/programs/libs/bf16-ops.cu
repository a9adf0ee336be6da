// <cuda_bf16.h>: every bfloat16 to float, a sample of floats and doubles to bfloat16 in each
// rounding mode, arithmetic and comparisons on a grid of operands, __hfma on a grid and on
// pseudo-random triples, and the functions of one value (hsqrt, hexp, ...) on all 65536 inputs.
// Printed as FNV-1a digests and a few values. Reference: an H200 (nvcc 13, -arch=sm_90 -O2).
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>

#define NF (256 * 2 * 128)
#define ND (300 * 2 * 32)
#define NV 384
#define NP (NV * NV)
#define NOPS 12
#define NT 64
#define NR 131072
#define NFN 17

static void dump(const char *name, const void *p, size_t n)
{
#ifdef FP16_DUMP
    char path[256];
    snprintf(path, sizeof path, "%s/%s.bin", FP16_DUMP, name); /* FP16_DUMP: a folder */
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(p, 1, n, f);
        fclose(f);
    }
#else
    (void)name; (void)p; (void)n;
#endif
}

static unsigned fnv16(const unsigned short *p, size_t n, size_t stride)
{
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ (p[i * stride] & 0xff)) * 16777619u;
        h = (h ^ (p[i * stride] >> 8)) * 16777619u;
    }
    return h;
}

__host__ __device__ unsigned mix(unsigned x)
{
    x *= 2654435761u;
    x ^= x >> 15;
    x *= 2246822519u;
    x ^= x >> 13;
    return x;
}

/* Floats: every exponent and sign, significands around the 16 bits a bfloat16 drops. */
__host__ __device__ float sample_float(unsigned i)
{
    const unsigned low[12] = {0, 1, 0x7fff, 0x8000, 0x8001, 0xffff, 0x18000, 0x17fff, 0x10000, 0x7f8000, 0x7fffff, 0x400000};
    unsigned e = i / 256, s = (i / 128) & 1, k = i % 128;
    unsigned m = k < 12 ? low[k] : (mix(k) & 0x7fffff) ^ ((k & 3) << 15);
    unsigned bits = (s << 31) | (e << 23) | m;
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

__host__ __device__ double sample_double(unsigned i)
{
    unsigned e = 1023 - 150 + i / 64 * 1, s = (i / 32) & 1, k = i % 32;
    unsigned long long m = ((unsigned long long)mix(i) << 32 | mix(i + 7)) & 0xfffffffffffffull;
    if (k == 0) m = 0;
    if (k == 1) m = 1ull << 44;            /* a tie at bfloat16 precision */
    if (k == 2) m = (1ull << 44) + 1;
    if (k == 3) m = (3ull << 44);
    if (k == 4) m = (1ull << 44) - 1;
    unsigned long long bits = ((unsigned long long)s << 63) | ((unsigned long long)e << 52) | m;
    double d;
    memcpy(&d, &bits, 8);
    return d;
}

__host__ __device__ unsigned short grid_value(unsigned i)
{
    /* 64 exponents spread over the range x 2 signs x 3 significands */
    const unsigned sig[3] = {0x00, 0x01, 0x7f};
    unsigned e = (i / 6) * 4 + ((i / 6) >= 48 ? 3 : 0);
    if (i / 6 == 63) e = 255;
    if (i / 6 == 32) e = 127;
    return (unsigned short)(((i / 3) & 1) << 15 | (e > 255 ? 255 : e) << 7 | sig[i % 3]);
}

__host__ __device__ unsigned short rand_bf(unsigned x, unsigned lo, unsigned span)
{
    unsigned r = mix(x);
    return (unsigned short)(((r >> 31) << 15) | ((lo + (r >> 10) % span) << 7) | (r & 0x7f));
}

__device__ __nv_bfloat16 bf(unsigned short u) { return __ushort_as_bfloat16(u); }
__device__ unsigned short bits(__nv_bfloat16 h) { return __bfloat16_as_ushort(h); }

__global__ void conversions(float *b2f, unsigned short *f2b, unsigned short *d2b)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x, n = gridDim.x * blockDim.x;
    for (unsigned i = t; i < 65536; i += n)
        b2f[i] = __bfloat162float(bf((unsigned short)i));
    for (unsigned i = t; i < NF; i += n) {
        float f = sample_float(i);
        f2b[4 * i + 0] = bits(__float2bfloat16(f));
        f2b[4 * i + 1] = bits(__float2bfloat16_rz(f));
        f2b[4 * i + 2] = bits(__float2bfloat16_rd(f));
        f2b[4 * i + 3] = bits(__float2bfloat16_ru(f));
    }
    for (unsigned i = t; i < ND; i += n)
        d2b[i] = bits(__double2bfloat16(sample_double(i)));
}

__global__ void binary(unsigned short *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < NP; i += gridDim.x * blockDim.x) {
        __nv_bfloat16 a = bf(grid_value(i / NV)), b = bf(grid_value(i % NV));
        unsigned short *o = out + NOPS * i;
        o[0] = bits(__hadd(a, b));
        o[1] = bits(__hsub(a, b));
        o[2] = bits(__hmul(a, b));
        o[3] = bits(__hdiv(a, b));
        o[4] = bits(__hadd_sat(a, b));
        o[5] = bits(__hmul_sat(a, b));
        o[6] = bits(__hmax(a, b));
        o[7] = bits(__hmin(a, b));
        o[8] = bits(__hmax_nan(a, b));
        o[9] = bits(__hmin_nan(a, b));
        o[10] = bits(a + b * a);
        o[11] = (unsigned short)(__heq(a, b) | __hne(a, b) << 1 | __hlt(a, b) << 2 | __hle(a, b) << 3 |
                                 __hgt(a, b) << 4 | __hge(a, b) << 5 | __hequ(a, b) << 6 | __hneu(a, b) << 7 |
                                 __hltu(a, b) << 8 | __hleu(a, b) << 9 | __hgtu(a, b) << 10 | __hgeu(a, b) << 11 |
                                 __hisnan(a) << 12 | (__hisinf(a) & 3) << 13);
    }
}

__global__ void ternary(unsigned short *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < NT * NT * NT + NR; i += gridDim.x * blockDim.x) {
        __nv_bfloat16 a, b, c;
        if (i < NT * NT * NT) {
            a = bf(grid_value((i / (NT * NT)) * 6 + 1));
            b = bf(grid_value(((i / NT) % NT) * 6 + 2));
            c = bf(grid_value((i % NT) * 6 + 4));
        } else {
            a = bf(rand_bf(3 * i, 120, 14));
            b = bf(rand_bf(3 * i + 1, 120, 14));
            c = bf(rand_bf(3 * i + 2, 110, 34));
        }
        out[2 * i + 0] = bits(__hfma(a, b, c));
        out[2 * i + 1] = bits(__hfma_relu(a, b, c));
    }
}

__device__ __nv_bfloat16 apply(int k, __nv_bfloat16 a)
{
    switch (k) {
    case 0: return hsqrt(a);
    case 1: return hrsqrt(a);
    case 2: return hrcp(a);
    case 3: return hexp(a);
    case 4: return hexp2(a);
    case 5: return hexp10(a);
    case 6: return hlog(a);
    case 7: return hlog2(a);
    case 8: return hlog10(a);
    case 9: return hsin(a);
    case 10: return hcos(a);
    case 11: return hceil(a);
    case 12: return hfloor(a);
    case 13: return htrunc(a);
    case 14: return hrint(a);
    case 15: return __hneg(a);
    default: return __habs(a);
    }
}

__global__ void unary(unsigned short *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < 65536 * NFN; i += gridDim.x * blockDim.x)
        out[i] = bits(apply(i / 65536, bf((unsigned short)(i % 65536))));
}

int main()
{
    float *b2f;
    unsigned short *f2b, *d2b, *bin, *ter, *un;
    cudaMallocManaged(&b2f, 65536 * sizeof(float));
    cudaMallocManaged(&f2b, 4 * NF * sizeof(unsigned short));
    cudaMallocManaged(&d2b, ND * sizeof(unsigned short));
    cudaMallocManaged(&bin, NOPS * NP * sizeof(unsigned short));
    cudaMallocManaged(&ter, 2 * (NT * NT * NT + NR) * sizeof(unsigned short));
    cudaMallocManaged(&un, NFN * 65536 * sizeof(unsigned short));
    conversions<<<64, 256>>>(b2f, f2b, d2b);
    binary<<<128, 256>>>(bin);
    ternary<<<128, 256>>>(ter);
    unary<<<256, 256>>>(un);
    cudaDeviceSynchronize();
    printf("sizeof: __nv_bfloat16 %d __nv_bfloat162 %d\n", (int)sizeof(__nv_bfloat16), (int)sizeof(__nv_bfloat162));
    unsigned h = 2166136261u;
    for (unsigned i = 0; i < 65536; i++) {
        unsigned u;
        memcpy(&u, &b2f[i], 4);
        h = (h ^ u) * 16777619u;
    }
    printf("bf16->float %08x\n", h);
    printf("float->bf16 %08x\n", fnv16(f2b, 4 * NF, 1));
    printf("double->bf16 %08x\n", fnv16(d2b, ND, 1));
    const char *bn[NOPS] = {"__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_sat", "__hmul_sat", "__hmax", "__hmin",
                            "__hmax_nan", "__hmin_nan", "operators", "comparisons"};
    for (int k = 0; k < NOPS; k++)
        printf("%-12s %08x\n", bn[k], fnv16(bin + k, NP, NOPS));
    printf("__hfma      grid %08x random %08x\n", fnv16(ter, NT * NT * NT, 2), fnv16(ter + 2 * NT * NT * NT, NR, 2));
    printf("__hfma_relu grid %08x random %08x\n", fnv16(ter + 1, NT * NT * NT, 2), fnv16(ter + 2 * NT * NT * NT + 1, NR, 2));
    const char *un_n[NFN] = {"hsqrt", "hrsqrt", "hrcp", "hexp", "hexp2", "hexp10", "hlog", "hlog2", "hlog10",
                             "hsin", "hcos", "hceil", "hfloor", "htrunc", "hrint", "__hneg", "__habs"};
    for (int k = 0; k < NFN; k++)
        printf("%-7s %08x: %04x %04x %04x %04x\n", un_n[k], fnv16(un + 65536 * k, 65536, 1), un[65536 * k + 0x3f80],
               un[65536 * k + 0x4000], un[65536 * k + 0xc049], un[65536 * k + 0x3e4d]);
    for (unsigned i = 0; i < NF; i += 8191)
        printf("float %.9g -> %04x %04x %04x %04x\n", sample_float(i), f2b[4 * i], f2b[4 * i + 1], f2b[4 * i + 2], f2b[4 * i + 3]);
    dump("bf16-b2f", b2f, 65536 * sizeof(float));
    dump("bf16-f2b", f2b, 4 * NF * sizeof(unsigned short));
    dump("bf16-d2b", d2b, ND * sizeof(unsigned short));
    dump("bf16-binary", bin, NOPS * NP * sizeof(unsigned short));
    dump("bf16-ternary", ter, 2 * (NT * NT * NT + NR) * sizeof(unsigned short));
    dump("bf16-unary", un, NFN * 65536 * sizeof(unsigned short));
    return 0;
}
