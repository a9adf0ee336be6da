// sqrt.approx.f32 and sqrt.approx.ftz.f32 on all 2^32 operands against sqrt.rn.f32: how many
// differ, by how many ulps, per binade, and the first differing operands.
#include <cstdio>
#include <cstdint>
__device__ unsigned long long cnt[2][8];           // [ftz][ulp diff bucket: 0:-2- 1:-1 2:+1 3:+2+ 4:other(NaN/inf mismatch)]
__device__ unsigned long long per_binade[2][256];
__device__ unsigned ex_n[2];
__device__ unsigned ex[2][4096][3];
__global__ void k(unsigned long long base)
{
    unsigned long long i = base + (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    unsigned u = (unsigned)i;
    float x = __uint_as_float(u), a, b, r;
    asm("sqrt.approx.f32 %0, %1;" : "=f"(a) : "f"(x));
    asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(b) : "f"(x));
    asm("sqrt.rn.f32 %0, %1;" : "=f"(r) : "f"(x));
    float got[2] = {a, b};
    for (int f = 0; f < 2; f++) {
        unsigned g = __float_as_uint(got[f]), w = __float_as_uint(r);
        if (f == 1 && ((u >> 23) & 0xff) == 0) w = (u >> 31) ? 0x80000000u : 0; // ftz reference: flushed operand
        if (g == w) continue;
        int bucket;
        if ((g & 0x7f800000u) == 0x7f800000u || (w & 0x7f800000u) == 0x7f800000u) bucket = 4;
        else { long long d = (long long)(int)g - (long long)(int)w; bucket = d <= -2 ? 0 : d == -1 ? 1 : d == 1 ? 2 : 3; }
        atomicAdd(&cnt[f][bucket], 1ull);
        atomicAdd(&per_binade[f][(u >> 23) & 0xff], 1ull);
        unsigned n = atomicAdd(&ex_n[f], 1u);
        if (n < 4096) { ex[f][n][0] = u; ex[f][n][1] = g; ex[f][n][2] = w; }
    }
}
int main()
{
    for (unsigned long long base = 0; base < (1ull << 32); base += (1ull << 30))
        k<<<(1u << 30) / 256, 256>>>(base);
    cudaDeviceSynchronize();
    unsigned long long c[2][8], pb[2][256]; unsigned n[2]; static unsigned e[2][4096][3];
    cudaMemcpyFromSymbol(c, cnt, sizeof c); cudaMemcpyFromSymbol(pb, per_binade, sizeof pb);
    cudaMemcpyFromSymbol(n, ex_n, sizeof n); cudaMemcpyFromSymbol(e, ex, sizeof e);
    for (int f = 0; f < 2; f++) {
        printf("%s: -2ulp- %llu  -1ulp %llu  +1ulp %llu  +2ulp+ %llu  special %llu\n", f ? "sqrt.approx.ftz" : "sqrt.approx",
               c[f][0], c[f][1], c[f][2], c[f][3], c[f][4]);
        printf("  per exponent field:");
        for (int i = 0; i < 256; i++) if (pb[f][i]) printf(" %d:%llu", i, pb[f][i]);
        printf("\n");
        for (unsigned j = 0; j < n[f] && j < 4096; j++) printf("  ex%d %08x %08x %08x\n", f, e[f][j][0], e[f][j][1], e[f][j][2]);
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
