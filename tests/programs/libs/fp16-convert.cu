// <cuda_fp16.h> conversions, swept: every half to float, and a sample of floats, doubles and
// integers (every exponent, with the significands that round differently: ties, one above and
// below, the last bit, pseudo-random ones) to half in each rounding mode, and half to the
// integer types. Printed as FNV-1a digests of the results and a few values. Reference: an
// H200 (nvcc 13, -arch=sm_90 -O2). CUDA C++ Programming Guide §5.4.5.1, Legacy Atomic
// Functions, names the types; the functions are the CUDA Math API's half precision intrinsics.
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>

#define NF (256 * 2 * 128) /* floats: exponent x sign x significand */
#define ND (96 * 2 * 64)   /* doubles around the half range */
#define NI 4096            /* integers */

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

static unsigned short hbits(__half h)
{
    unsigned short u;
    memcpy(&u, &h, 2);
    return u;
}

static __half hfrom(unsigned short u)
{
    __half h;
    memcpy(&h, &u, 2);
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

/* Significand patterns: the 13 bits a half drops (ties and their neighbours), then others. */
__host__ __device__ unsigned sig_pattern(unsigned k)
{
    const unsigned low[16] = {0, 1, 0xfff, 0x1000, 0x1001, 0x1fff, 0x800, 0x17ff,
                              0x2000, 0x3000, 0x2fff, 0x3001, 0x7fe000, 0x7ff000, 0x7fffff, 0x400000};
    if (k < 16)
        return low[k];
    unsigned x = k * 2654435761u;
    x ^= x >> 13;
    x *= 2246822519u;
    x ^= x >> 16;
    return (x & 0x7fffff) ^ ((k & 3) << 12);
}

__host__ __device__ float sample_float(unsigned i)
{
    unsigned e = i / 256, s = (i / 128) & 1, k = i % 128;
    unsigned bits = (s << 31) | (e << 23) | sig_pattern(k);
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

__host__ __device__ double sample_double(unsigned i)
{
    unsigned e = 1023 - 40 + i / 128, s = (i / 64) & 1, k = i % 64;
    unsigned long long m = ((unsigned long long)sig_pattern(k) << 29) ^ (k > 20 ? (unsigned long long)k * 0x9e3779b97ull : 0ull);
    if (k == 3) m = 1ull << 41;                       /* a tie at half precision */
    if (k == 4) m = (1ull << 41) + 1;                 /* just above it */
    if (k == 5) m = (1ull << 41) - 1;                 /* just below */
    if (k == 6) m = (3ull << 41);                     /* a tie, odd */
    m &= 0xfffffffffffffull;
    unsigned long long bits = ((unsigned long long)s << 63) | ((unsigned long long)e << 52) | m;
    double d;
    memcpy(&d, &bits, 8);
    return d;
}

__host__ __device__ long long sample_int(unsigned i)
{
    long long v = (long long)(i / 2);
    if (i >= 2048) {
        unsigned sh = (i / 2) % 40;
        v = (1ll << sh) + (long long)((i * 2654435761u) % 64) - 32;
    }
    return (i & 1) ? -v : v;
}

__global__ void half_to_float(float *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < 65536; i += gridDim.x * blockDim.x)
        out[i] = __half2float(__ushort_as_half((unsigned short)i));
}

__global__ void float_to_half(unsigned short *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < NF; i += gridDim.x * blockDim.x) {
        float f = sample_float(i);
        out[4 * i + 0] = __half_as_ushort(__float2half(f));
        out[4 * i + 1] = __half_as_ushort(__float2half_rz(f));
        out[4 * i + 2] = __half_as_ushort(__float2half_rd(f));
        out[4 * i + 3] = __half_as_ushort(__float2half_ru(f));
        if (__half_as_ushort(__float2half_rn(f)) != out[4 * i])
            printf("__float2half_rn differs from __float2half at %u\n", i);
    }
}

__global__ void double_to_half(unsigned short *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < ND; i += gridDim.x * blockDim.x)
        out[i] = __half_as_ushort(__double2half(sample_double(i)));
}

__global__ void int_to_half(unsigned short *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < NI; i += gridDim.x * blockDim.x) {
        long long v = sample_int(i);
        int iv = (int)v;
        unsigned short *o = out + 24 * i;
        o[0] = __half_as_ushort(__int2half_rn(iv));  o[1] = __half_as_ushort(__int2half_rz(iv));
        o[2] = __half_as_ushort(__int2half_rd(iv));  o[3] = __half_as_ushort(__int2half_ru(iv));
        o[4] = __half_as_ushort(__uint2half_rn((unsigned)iv)); o[5] = __half_as_ushort(__uint2half_rz((unsigned)iv));
        o[6] = __half_as_ushort(__uint2half_rd((unsigned)iv)); o[7] = __half_as_ushort(__uint2half_ru((unsigned)iv));
        o[8] = __half_as_ushort(__ll2half_rn(v * 1000003));  o[9] = __half_as_ushort(__ll2half_rz(v * 1000003));
        o[10] = __half_as_ushort(__ll2half_rd(v * 1000003)); o[11] = __half_as_ushort(__ll2half_ru(v * 1000003));
        unsigned long long u = (unsigned long long)v * 1000003ull;
        o[12] = __half_as_ushort(__ull2half_rn(u)); o[13] = __half_as_ushort(__ull2half_rz(u));
        o[14] = __half_as_ushort(__ull2half_rd(u)); o[15] = __half_as_ushort(__ull2half_ru(u));
        short sv = (short)v;
        o[16] = __half_as_ushort(__short2half_rn(sv)); o[17] = __half_as_ushort(__short2half_rz(sv));
        o[18] = __half_as_ushort(__short2half_rd(sv)); o[19] = __half_as_ushort(__short2half_ru(sv));
        unsigned short us = (unsigned short)v;
        o[20] = __half_as_ushort(__ushort2half_rn(us)); o[21] = __half_as_ushort(__ushort2half_rz(us));
        o[22] = __half_as_ushort(__ushort2half_rd(us)); o[23] = __half_as_ushort(__ushort2half_ru(us));
    }
}

struct HalfInts {
    int i[4];
    unsigned u[4];
    long long ll[4];
    unsigned long long ull[4];
    short s[4];
    unsigned short us[4];
};

__global__ void half_to_int(HalfInts *out)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < 65536; i += gridDim.x * blockDim.x) {
        __half h = __ushort_as_half((unsigned short)i);
        HalfInts r;
        r.i[0] = __half2int_rn(h); r.i[1] = __half2int_rz(h); r.i[2] = __half2int_rd(h); r.i[3] = __half2int_ru(h);
        r.u[0] = __half2uint_rn(h); r.u[1] = __half2uint_rz(h); r.u[2] = __half2uint_rd(h); r.u[3] = __half2uint_ru(h);
        r.ll[0] = __half2ll_rn(h); r.ll[1] = __half2ll_rz(h); r.ll[2] = __half2ll_rd(h); r.ll[3] = __half2ll_ru(h);
        r.ull[0] = __half2ull_rn(h); r.ull[1] = __half2ull_rz(h); r.ull[2] = __half2ull_rd(h); r.ull[3] = __half2ull_ru(h);
        r.s[0] = __half2short_rn(h); r.s[1] = __half2short_rz(h); r.s[2] = __half2short_rd(h); r.s[3] = __half2short_ru(h);
        r.us[0] = __half2ushort_rn(h); r.us[1] = __half2ushort_rz(h); r.us[2] = __half2ushort_rd(h); r.us[3] = __half2ushort_ru(h);
        out[i] = r;
    }
}

/* half2 packing and the float pairs. */
__global__ void pairs(float *out)
{
    unsigned i = threadIdx.x;
    float a = sample_float(i * 97 + 40000), b = sample_float(i * 89 + 61000);
    __half2 p = __floats2half2_rn(a, b), q = __float2half2_rn(a);
    __half2 r = __halves2half2(__high2half(p), __low2half(q));
    out[4 * i + 0] = __low2float(p);
    out[4 * i + 1] = __high2float(p);
    out[4 * i + 2] = __low2float(r);
    out[4 * i + 3] = __high2float(r) + (float)__half(i) + (float)(int)__half(2.75f * i);
}

int main()
{
    float *hf, *pf;
    unsigned short *fh, *dh, *ih;
    HalfInts *hi;
    cudaMallocManaged(&hf, 65536 * sizeof(float));
    cudaMallocManaged(&fh, 4 * NF * sizeof(unsigned short));
    cudaMallocManaged(&dh, ND * sizeof(unsigned short));
    cudaMallocManaged(&ih, 24 * NI * sizeof(unsigned short));
    cudaMallocManaged(&hi, 65536 * sizeof(HalfInts));
    cudaMallocManaged(&pf, 4 * 64 * sizeof(float));
    half_to_float<<<64, 256>>>(hf);
    float_to_half<<<64, 256>>>(fh);
    double_to_half<<<16, 256>>>(dh);
    int_to_half<<<16, 256>>>(ih);
    half_to_int<<<64, 256>>>(hi);
    pairs<<<1, 64>>>(pf);
    cudaDeviceSynchronize();

    printf("sizeof: __half %d __half2 %d __half_raw %d\n", (int)sizeof(__half), (int)sizeof(__half2),
           (int)sizeof(__half_raw));
    printf("half->float:  %08x\n", fnv(hf, 65536 * sizeof(float)));
    printf("float->half:  %08x\n", fnv(fh, 4 * NF * sizeof(unsigned short)));
    printf("double->half: %08x\n", fnv(dh, ND * sizeof(unsigned short)));
    printf("int->half:    %08x\n", fnv(ih, 24 * NI * sizeof(unsigned short)));
    printf("half->int:    %08x\n", fnv(hi, 65536 * sizeof(HalfInts)));
    printf("half2:        %08x\n", fnv(pf, 4 * 64 * sizeof(float)));
    const unsigned show[] = {0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x3c00, 0x3c01, 0x7bff, 0x7c00, 0xfc00, 0x7c01, 0x7e00, 0xfe00, 0x7fff, 0xffff, 0x3555};
    for (int k = 0; k < 16; k++) {
        unsigned h = show[k];
        unsigned bits;
        memcpy(&bits, &hf[h], 4);
        printf("half %04x -> float %08x %.9g  int rn/rz/rd/ru %d %d %d %d  ull %llu  short %d ushort %u\n", h,
               bits, hf[h], hi[h].i[0], hi[h].i[1], hi[h].i[2], hi[h].i[3], hi[h].ull[1], hi[h].s[1], hi[h].us[1]);
    }
    for (unsigned i = 0; i < NF; i += 4099) {
        float f = sample_float(i);
        printf("float %.9g -> %04x %04x %04x %04x\n", f, fh[4 * i], fh[4 * i + 1], fh[4 * i + 2], fh[4 * i + 3]);
    }
    for (unsigned i = 0; i < ND; i += 1237)
        printf("double %.17g -> %04x\n", sample_double(i), dh[i]);
    for (unsigned i = 0; i < NI; i += 409)
        printf("int %d -> %04x %04x %04x %04x\n", (int)sample_int(i), ih[24 * i], ih[24 * i + 1], ih[24 * i + 2], ih[24 * i + 3]);
    /* host conversions: the same bits as the device's */
    int host_bad = 0;
    for (unsigned i = 0; i < NF; i++) {
        float f = sample_float(i);
        host_bad += hbits(__float2half(f)) != fh[4 * i] || hbits(__float2half_rz(f)) != fh[4 * i + 1] ||
                    hbits(__float2half_rd(f)) != fh[4 * i + 2] || hbits(__float2half_ru(f)) != fh[4 * i + 3];
    }
    for (unsigned i = 0; i < 65536; i++) {
        float f = __half2float(hfrom((unsigned short)i));
        host_bad += memcmp(&f, &hf[i], 4) != 0;
    }
    for (unsigned i = 0; i < ND; i++)
        host_bad += hbits(__double2half(sample_double(i))) != dh[i];
    printf("host conversions that differ from the device's: %d\n", host_bad);
    dump("convert-h2f", hf, 65536 * sizeof(float));
    dump("convert-f2h", fh, 4 * NF * sizeof(unsigned short));
    dump("convert-d2h", dh, ND * sizeof(unsigned short));
    dump("convert-i2h", ih, 24 * NI * sizeof(unsigned short));
    dump("convert-h2i", hi, 65536 * sizeof(HalfInts));
    dump("convert-pairs", pf, 4 * 64 * sizeof(float));
    return 0;
}
