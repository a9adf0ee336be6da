// <cuda_fp16.h> functions of one half, on all 65536 inputs: hsqrt hrsqrt hrcp hexp hexp2 hexp10
// hlog hlog2 hlog10 hsin hcos, hceil hfloor htrunc hrint, __hneg __habs, htanh htanh_approx, and
// their __half2 forms (h2sqrt ...) lane by lane. The GPU computes most of them with
// approximations (sqrt.approx, ex2.approx, tanh.approx.f16, ...): cudarepl gives the H200's bits
// for every input. Printed as FNV-1a digests and a few values. Reference: an H200 (nvcc 13,
// -arch=sm_90 -O2).
#include <cstdio>
#include <cuda_fp16.h>

#define NFN 19

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

__device__ __half apply(int k, __half a)
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
    case 16: return __habs(a);
    case 17: return htanh(a);
    default: return htanh_approx(a);
    }
}

__device__ __half2 apply2(int k, __half2 a)
{
    switch (k) {
    case 0: return h2sqrt(a);
    case 1: return h2rsqrt(a);
    case 2: return h2rcp(a);
    case 3: return h2exp(a);
    case 4: return h2exp2(a);
    case 5: return h2exp10(a);
    case 6: return h2log(a);
    case 7: return h2log2(a);
    case 8: return h2log10(a);
    case 9: return h2sin(a);
    case 10: return h2cos(a);
    case 11: return h2ceil(a);
    case 12: return h2floor(a);
    case 13: return h2trunc(a);
    case 14: return h2rint(a);
    case 15: return __hneg2(a);
    case 16: return __habs2(a);
    case 17: return h2tanh(a);
    default: return h2tanh_approx(a);
    }
}

__global__ void sweep(unsigned short *out, int *lane_bad)
{
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < 65536 * NFN; i += gridDim.x * blockDim.x) {
        int k = i / 65536;
        unsigned h = i % 65536;
        __half a = __ushort_as_half((unsigned short)h);
        unsigned short r = __half_as_ushort(apply(k, a));
        out[i] = r;
        if ((h & 0xff) == 0x35) {
            /* the half2 form, this input in one lane and another in the other */
            __half b = __ushort_as_half((unsigned short)(h ^ 0x1234));
            __half2 p = apply2(k, __halves2half2(a, b));
            if (__half_as_ushort(__low2half(p)) != r || __half_as_ushort(__high2half(p)) != __half_as_ushort(apply(k, b)))
                atomicAdd(lane_bad, 1);
        }
    }
}

int main()
{
    unsigned short *out;
    int *lane_bad;
    cudaMallocManaged(&out, 65536 * NFN * sizeof(unsigned short));
    cudaMallocManaged(&lane_bad, sizeof(int));
    *lane_bad = 0;
    sweep<<<256, 256>>>(out, lane_bad);
    cudaDeviceSynchronize();
    const char *names[NFN] = {"hsqrt", "hrsqrt", "hrcp", "hexp", "hexp2", "hexp10", "hlog", "hlog2", "hlog10",
                              "hsin", "hcos", "hceil", "hfloor", "htrunc", "hrint", "__hneg", "__habs",
                              "htanh", "htanh_approx"};
    const unsigned show[] = {0x0000, 0x8000, 0x0001, 0x3c00, 0x4000, 0x4248, 0xc248, 0x3800, 0x5640, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0xbc00};
    for (int k = 0; k < NFN; k++) {
        unsigned h = 2166136261u;
        for (unsigned i = 0; i < 65536; i++) {
            unsigned short v = out[k * 65536 + i];
            h = (h ^ (v & 0xff)) * 16777619u;
            h = (h ^ (v >> 8)) * 16777619u;
        }
        printf("%-7s %08x:", names[k], h);
        for (int j = 0; j < 14; j++)
            printf(" %04x", out[k * 65536 + show[j]]);
        printf("\n");
    }
    printf("half2 lanes that differ: %d\n", *lane_bad);
    dump("math", out, 65536 * NFN * sizeof(unsigned short));
    return 0;
}
