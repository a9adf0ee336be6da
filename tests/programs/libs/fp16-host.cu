// <cuda_fp16.h> in host code: the conversions, arithmetic and comparisons that CUDA declares
// __host__ __device__, called from main on a grid of halves, and the same functions in a kernel;
// the host's and the device's bits are compared and a digest of each printed. (The host divides
// exactly; the device's __hdiv is its own.) Reference: an H200 (nvcc 13, -arch=sm_90 -O2).
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>

#define NV 96
#define NOPS 10

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

__host__ __device__ unsigned short grid_value(unsigned i)
{
    const unsigned sig[3] = {0x000, 0x201, 0x3ff};
    return (unsigned short)(((i / 3) & 1) << 15 | (i / 6) << 11 | sig[i % 3]);
}

__host__ __device__ void ops(__half a, __half b, unsigned short *o)
{
    __half r[NOPS - 1];
    r[0] = __hadd(a, b);
    r[1] = __hsub(a, b);
    r[2] = __hmul(a, b);
    r[3] = __hadd_sat(a, b);
    r[4] = __hneg(a);
    r[5] = __habs(b);
    r[6] = __hmax(a, b);
    r[7] = __hmin(a, b);
    r[8] = __hdiv(a, b);
    memcpy(o, r, sizeof r);
    o[NOPS - 1] = (unsigned short)(__heq(a, b) | __hne(a, b) << 1 | __hlt(a, b) << 2 | __hle(a, b) << 3 |
                                   __hgt(a, b) << 4 | __hge(a, b) << 5 | __hisnan(a) << 6 | (__hisinf(a) & 3) << 7);
}

__global__ void device_ops(unsigned short *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < NV * NV) {
        __half a, b;
        unsigned short ab = grid_value(i / NV), bb = grid_value(i % NV);
        memcpy(&a, &ab, 2);
        memcpy(&b, &bb, 2);
        ops(a, b, out + NOPS * i);
    }
}

int main()
{
    unsigned short *dev, host[NOPS];
    cudaMallocManaged(&dev, NOPS * NV * NV * sizeof(unsigned short));
    device_ops<<<NV * NV / 128, 128>>>(dev);
    cudaDeviceSynchronize();
    unsigned hh = 2166136261u, hd = 2166136261u;
    int differ[NOPS] = {0};
    for (unsigned i = 0; i < NV * NV; i++) {
        ops(hfrom(grid_value(i / NV)), hfrom(grid_value(i % NV)), host);
        for (int k = 0; k < NOPS; k++) {
            differ[k] += host[k] != dev[NOPS * i + k];
            hh = (hh ^ host[k]) * 16777619u;
            hd = (hd ^ dev[NOPS * i + k]) * 16777619u;
        }
    }
    printf("host %08x device %08x\n", hh, hd);
    printf("host results that differ from the device's:");
    for (int k = 0; k < NOPS; k++)
        printf(" %d", differ[k]);
    printf("\n");
    __half2 p = __floats2half2_rn(1.0f / 3.0f, -70000.0f);
    __half2 q = __halves2half2(__float2half_ru(0.1f), __double2half(1e-7));
    __half2 r = __hmul2(p, __hadd2(p, q));
    printf("%04x %04x %04x %04x %04x %04x %g %g\n", hbits(__low2half(p)), hbits(__high2half(p)), hbits(__low2half(q)),
           hbits(__high2half(q)), hbits(__low2half(r)), hbits(__high2half(r)), __low2float(__hmul2(p, q)),
           __high2float(__hsub2(p, q)));
    printf("%g %g %g %d %d\n", __half2float(__int2half_rn(-2049)), __half2float(__uint2half_rn(70000u)),
           __half2float(__ushort2half_rn(65535)), __half2int_rz(__float2half(-3.7f)), (int)__half2short_rz(__float2half(40000.0f)));
    return 0;
}
