// MUFU.SQRT (sqrt.approx.f32) against sqrt.rn.f32 on the binades [1,2) and [2,4): a two-bit field
// per operand, 1 + (approx - rn) in ulps, 2^24 operands (sqrttab.bin, 4 MiB); and whether every
// other binade (normal operands) has the same difference as the one of its exponent's parity.
#include <cstdio>
#include <cstdint>
__device__ unsigned mism;
__device__ unsigned packed[1 << 20];  // 2^24 fields of 2 bits
__device__ int diff_of(unsigned u)
{
    float x = __uint_as_float(u), a, r;
    asm("sqrt.approx.f32 %0, %1;" : "=f"(a) : "f"(x));
    asm("sqrt.rn.f32 %0, %1;" : "=f"(r) : "f"(x));
    return (int)__float_as_uint(a) - (int)__float_as_uint(r);
}
__global__ void tab()
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;  // 0 .. 2^24-1: parity bit 23, mantissa
    unsigned u = ((127u + (i >> 23)) << 23) | (i & 0x7fffffu);
    int d = diff_of(u) + 1;
    atomicOr(&packed[i >> 4], (unsigned)d << (2 * (i & 15)));
}
__global__ void check(unsigned e0)
{
    unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;  // exponent offset, mantissa
    unsigned e = e0 + (unsigned)(i >> 23), m = (unsigned)i & 0x7fffffu;
    if (e < 1 || e > 254) return;
    unsigned ref = ((127u + ((e + 1) & 1)) << 23) | m;
    if (diff_of((e << 23) | m) != diff_of(ref)) atomicAdd(&mism, 1u);
}
int main()
{
    tab<<<(1 << 24) / 256, 256>>>();
    for (unsigned e0 = 0; e0 < 256; e0 += 32) check<<<(32u << 23) / 256, 256>>>(e0);
    cudaDeviceSynchronize();
    static unsigned h[1 << 20];
    unsigned m;
    cudaMemcpyFromSymbol(h, packed, sizeof h);
    cudaMemcpyFromSymbol(&m, mism, 4);
    FILE *f = fopen("sqrttab.bin", "wb");
    fwrite(h, 1, sizeof h, f);
    fclose(f);
    unsigned long long c[4] = {0};
    for (unsigned i = 0; i < (1u << 24); i++) c[(h[i >> 4] >> (2 * (i & 15))) & 3]++;
    printf("fields: -1 %llu, 0 %llu, +1 %llu, 3 %llu; binades unlike their parity's: %u operands\n", c[0], c[1], c[2], c[3], m);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
