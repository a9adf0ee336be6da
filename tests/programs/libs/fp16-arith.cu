// <cuda_fp16.h> arithmetic and comparisons on a grid of operands: every pair of 384 halves (all
// exponents and signs with six significands each: zeros, subnormals, the largest finite value,
// infinities, NaNs) through __hadd __hsub __hmul __hdiv, the _sat forms, __hmax __hmin and their
// _nan forms, and the twelve comparisons; __hfma (and _sat, _relu) on every triple of 64 halves
// and on pseudo-random triples whose product and addend overlap (where rounding twice would
// show); the __half2 forms lane by lane and the operators against the functions. Printed as
// FNV-1a digests and a few values. Reference: an H200 (nvcc 13, -arch=sm_90 -O2).
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>

#define NV 384
#define NP (NV * NV)
#define NT 64
#define NR 262144
#define NOPS 12

static unsigned fnv(const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 16777619u;
    }
    return h;
}

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

/* The grid: 32 exponents x 2 signs x 6 significands. */
__host__ __device__ unsigned short grid_value(unsigned i)
{
    const unsigned sig[6] = {0x000, 0x001, 0x200, 0x155, 0x3ff, 0x2ab};
    unsigned e = i / 12, s = (i / 6) & 1, m = sig[i % 6];
    return (unsigned short)((s << 15) | (e << 10) | m);
}

__host__ __device__ unsigned mix(unsigned x)
{
    x *= 2654435761u;
    x ^= x >> 15;
    x *= 2246822519u;
    x ^= x >> 13;
    return x;
}

/* A random half with exponent in [lo, lo + span). */
__host__ __device__ unsigned short rand_half(unsigned x, unsigned lo, unsigned span)
{
    unsigned r = mix(x);
    return (unsigned short)(((r >> 31) << 15) | ((lo + (r >> 10) % span) << 10) | (r & 0x3ff));
}

__global__ void binary(unsigned short *out, int *lane_bad)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < NP; i += gridDim.x * blockDim.x) {
        __half a = __ushort_as_half(grid_value(i / NV)), b = __ushort_as_half(grid_value(i % NV));
        unsigned short *o = out + NOPS * i;
        o[0] = __half_as_ushort(__hadd(a, b));
        o[1] = __half_as_ushort(__hsub(a, b));
        o[2] = __half_as_ushort(__hmul(a, b));
        o[3] = __half_as_ushort(__hdiv(a, b));
        o[4] = __half_as_ushort(__hadd_sat(a, b));
        o[5] = __half_as_ushort(__hsub_sat(a, b));
        o[6] = __half_as_ushort(__hmul_sat(a, b));
        o[7] = __half_as_ushort(__hmax(a, b));
        o[8] = __half_as_ushort(__hmin(a, b));
        o[9] = __half_as_ushort(__hmax_nan(a, b));
        o[10] = __half_as_ushort(__hmin_nan(a, b));
        o[11] = (unsigned short)(__heq(a, b) | __hne(a, b) << 1 | __hlt(a, b) << 2 | __hle(a, b) << 3 |
                                 __hgt(a, b) << 4 | __hge(a, b) << 5 | __hequ(a, b) << 6 | __hneu(a, b) << 7 |
                                 __hltu(a, b) << 8 | __hleu(a, b) << 9 | __hgtu(a, b) << 10 | __hgeu(a, b) << 11 |
                                 __hisnan(a) << 12 | (__hisinf(a) & 3) << 13);
        /* operators and the half2 forms give the same bits */
        __half2 p = __halves2half2(a, b), q = __halves2half2(b, a);
        __half2 s = __hadd2(p, q), d = __hsub2(p, q), m = __hmul2(p, q), v = __h2div(p, q);
        __half2 mx = __hmax2(p, q), mn = __hmin2(p, q);
        bool bad = __half_as_ushort(__low2half(s)) != o[0] || __half_as_ushort(__low2half(d)) != o[1] ||
                   __half_as_ushort(__low2half(m)) != o[2] || __half_as_ushort(__low2half(v)) != o[3] ||
                   __half_as_ushort(__low2half(mx)) != o[7] || __half_as_ushort(__low2half(mn)) != o[8] ||
                   __half_as_ushort(a + b) != o[0] || __half_as_ushort(a - b) != o[1] ||
                   __half_as_ushort(a * b) != o[2] || __half_as_ushort(a / b) != o[3] ||
                   (a == b) != __heq(a, b) || (a != b) != __hneu(a, b) || (a < b) != __hlt(a, b) ||
                   (a >= b) != __hge(a, b) || __half_as_ushort(-a) != __half_as_ushort(__hneg(a));
        __half2 eq = __heq2(p, q), lt = __hlt2(p, q);
        bad = bad || __half_as_ushort(__low2half(eq)) != (__heq(a, b) ? 0x3c00 : 0) ||
              __half_as_ushort(__high2half(lt)) != (__hlt(b, a) ? 0x3c00 : 0) ||
              __hbeq2(p, q) != (__heq(a, b) && __heq(b, a));
        if (bad)
            atomicAdd(lane_bad, 1);
    }
}

__global__ void ternary(unsigned short *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < NT * NT * NT + NR; i += gridDim.x * blockDim.x) {
        __half a, b, c;
        if (i < NT * NT * NT) {
            a = __ushort_as_half(grid_value((i / (NT * NT)) * 6 + 1));
            b = __ushort_as_half(grid_value(((i / NT) % NT) * 6 + 2));
            c = __ushort_as_half(grid_value((i % NT) * 6 + 3));
        } else {
            a = __ushort_as_half(rand_half(3 * i, 8, 14));
            b = __ushort_as_half(rand_half(3 * i + 1, 8, 14));
            c = __ushort_as_half(rand_half(3 * i + 2, 4, 24));
        }
        out[3 * i + 0] = __half_as_ushort(__hfma(a, b, c));
        out[3 * i + 1] = __half_as_ushort(__hfma_sat(a, b, c));
        out[3 * i + 2] = __half_as_ushort(__hfma_relu(a, b, c));
    }
}

__global__ void misc(unsigned short *out)
{
    unsigned i = threadIdx.x;
    __half a = __ushort_as_half(rand_half(i, 10, 10)), b = __ushort_as_half(rand_half(i + 999, 10, 10));
    __half2 p = __halves2half2(a, b);
    __half2 r = __hfma2(p, __lowhigh2highlow(p), __float2half2_rn(0.5f));
    __half2 t = __hfma2_sat(p, p, __hneg2(p));
    __half2 u = __habs2(__hsub2_sat(p, __half2half2(b)));
    /* (no product flows into an addition in a later statement: ptxas would fuse those) */
    __half c = a;
    c += b; c -= a; c /= b; ++c; c--; c *= a;
    __half2 w = p;
    w += r; w /= p; w -= r; w *= p;
    out[8 * i + 0] = __half_as_ushort(__low2half(r));
    out[8 * i + 1] = __half_as_ushort(__high2half(r));
    out[8 * i + 2] = __half_as_ushort(__low2half(t));
    out[8 * i + 3] = __half_as_ushort(__high2half(t));
    out[8 * i + 4] = __half_as_ushort(__low2half(u));
    out[8 * i + 5] = __half_as_ushort(c);
    out[8 * i + 6] = __half_as_ushort(__low2half(w));
    out[8 * i + 7] = __half_as_ushort(__high2half(w));
}

int main()
{
    unsigned short *bin, *ter, *mis;
    int *lane_bad;
    cudaMallocManaged(&bin, NOPS * NP * sizeof(unsigned short));
    cudaMallocManaged(&ter, 3 * (NT * NT * NT + NR) * sizeof(unsigned short));
    cudaMallocManaged(&mis, 8 * 256 * sizeof(unsigned short));
    cudaMallocManaged(&lane_bad, sizeof(int));
    *lane_bad = 0;
    binary<<<128, 256>>>(bin, lane_bad);
    ternary<<<128, 256>>>(ter);
    misc<<<1, 256>>>(mis);
    cudaDeviceSynchronize();
    const char *names[NOPS] = {"__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_sat", "__hsub_sat", "__hmul_sat",
                               "__hmax", "__hmin", "__hmax_nan", "__hmin_nan", "comparisons"};
    for (int k = 0; k < NOPS; k++) {
        unsigned h = 2166136261u;
        for (unsigned i = 0; i < NP; i++) {
            unsigned short v = bin[NOPS * i + k];
            h = (h ^ (v & 0xff)) * 16777619u;
            h = (h ^ (v >> 8)) * 16777619u;
        }
        printf("%-12s %08x\n", names[k], h);
    }
    printf("operators and half2 lanes that differ from the functions: %d\n", *lane_bad);
    const char *tn[3] = {"__hfma", "__hfma_sat", "__hfma_relu"};
    for (int k = 0; k < 3; k++) {
        unsigned h1 = 2166136261u, h2 = 2166136261u;
        for (unsigned i = 0; i < NT * NT * NT + NR; i++) {
            unsigned short v = ter[3 * i + k];
            unsigned *h = i < NT * NT * NT ? &h1 : &h2;
            *h = (*h ^ (v & 0xff)) * 16777619u;
            *h = (*h ^ (v >> 8)) * 16777619u;
        }
        printf("%-12s grid %08x random %08x\n", tn[k], h1, h2);
    }
    printf("half2 and compound assignments: %08x\n", fnv(mis, 8 * 256 * sizeof(unsigned short)));
    const unsigned pick[] = {0, 5, 77, 12345, 40000, 70001, 100000, 147455, 123456, 99999};
    for (int k = 0; k < 10; k++) {
        unsigned i = pick[k];
        printf("%04x %04x:", grid_value(i / NV), grid_value(i % NV));
        for (int j = 0; j < NOPS; j++)
            printf(" %04x", bin[NOPS * i + j]);
        printf("\n");
    }
    for (unsigned i = NT * NT * NT; i < NT * NT * NT + NR; i += 26111) {
        unsigned short a = rand_half(3 * i, 8, 14), b = rand_half(3 * i + 1, 8, 14), c = rand_half(3 * i + 2, 4, 24);
        printf("fma(%04x, %04x, %04x) = %04x\n", a, b, c, ter[3 * i]);
    }
    for (int i = 0; i < 4; i++)
        printf("misc %04x %04x %04x %04x %04x %04x %04x %04x\n", mis[8 * i], mis[8 * i + 1], mis[8 * i + 2],
               mis[8 * i + 3], mis[8 * i + 4], mis[8 * i + 5], mis[8 * i + 6], mis[8 * i + 7]);
    dump("arith-binary", bin, NOPS * NP * sizeof(unsigned short));
    dump("arith-ternary", ter, 3 * (NT * NT * NT + NR) * sizeof(unsigned short));
    dump("arith-misc", mis, 8 * 256 * sizeof(unsigned short));
    return 0;
}
