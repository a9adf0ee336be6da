// tanh.approx.f32 (MUFU.TANH), __tanhf and double rsqrt on an H200.
//   ./tanh OUTDIR writes:
//   tanh_dig.bin   for every 2^17 consecutive float operands u (2^15 runs), the sum mod 2^64 of
//                  sm64((u << 32) | tanh.approx.f32(u)): every float operand, both signs
//   tanhf_dig.bin  the same for __tanhf
//   tanh_samp.bin  results (u32) for the operands of binades 100..134 (2^-27 .. 2^8): every 128th
//                  operand of the binade, then 2^14 consecutive ones from its start and from its
//                  middle, positive sign
//   rsqrt_dig.bin  double rsqrt of the operand (i << 32 | lo(i)), i over all 2^32 high words,
//                  lo(i) = low word of sm64(i): the sum of sm64(i ^ result bits) per 2^17 i
//   rsqrt_samp.bin (operand, result) pairs for gen.h's din(i, 0), i < 2^18
#include <cstdio>
#include <cstdint>
#include <vector>
#include "gen.h"

__device__ __forceinline__ uint64_t dsm64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

__device__ __forceinline__ float tanh_approx(float x)
{
    float r;
    asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}

__global__ void dig_tanh(uint64_t base, unsigned long long *dig, int which)
{
    uint64_t u = base + (uint64_t)blockIdx.x * blockDim.x + threadIdx.x;
    float x = __uint_as_float((uint32_t)u);
    float r = which ? __tanhf(x) : tanh_approx(x);
    atomicAdd(&dig[u >> 17], (unsigned long long)dsm64(u << 32 | __float_as_uint(r)));
}

__global__ void samp_tanh(const uint32_t *in, uint32_t *res, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        res[i] = __float_as_uint(tanh_approx(__uint_as_float(in[i])));
}

__global__ void dig_rsqrt(uint64_t base, unsigned long long *dig)
{
    uint64_t i = base + (uint64_t)blockIdx.x * blockDim.x + threadIdx.x;
    uint64_t u = i << 32 | (dsm64(i) & 0xffffffffu);
    double r = rsqrt(__longlong_as_double((long long)u));
    atomicAdd(&dig[i >> 17], (unsigned long long)dsm64(i ^ (uint64_t)__double_as_longlong(r)));
}

__global__ void samp_rsqrt(double *v, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = rsqrt(v[i]);
}

static void put(const char *dir, const char *name, const void *p, size_t n)
{
    char fn[512];
    snprintf(fn, sizeof fn, "%s/%s", dir, name);
    FILE *f = fopen(fn, "wb");
    fwrite(p, 1, n, f);
    fclose(f);
}

static void digests(const char *dir, const char *name, int which)
{
    unsigned long long *d;
    const size_t runs = 1u << 15;
    cudaMalloc(&d, runs * 8);
    cudaMemset(d, 0, runs * 8);
    for (uint64_t base = 0; base < (1ull << 32); base += 1ull << 28) {
        if (which == 2)
            dig_rsqrt<<<(1u << 28) / 256, 256>>>(base, d);
        else
            dig_tanh<<<(1u << 28) / 256, 256>>>(base, d, which);
    }
    std::vector<unsigned long long> h(runs);
    cudaMemcpy(h.data(), d, runs * 8, cudaMemcpyDeviceToHost);
    cudaFree(d);
    put(dir, name, h.data(), runs * 8);
    unsigned long long all = 0;
    for (auto x : h)
        all += x;
    printf("%s: %016llx (%s)\n", name, all, cudaGetErrorString(cudaGetLastError()));
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    digests(dir, "tanh_dig.bin", 0);
    digests(dir, "tanhf_dig.bin", 1);
    digests(dir, "rsqrt_dig.bin", 2);

    std::vector<uint32_t> in;
    for (uint32_t e = 100; e <= 134; e++) {
        uint32_t b = e << 23;
        for (uint32_t m = 0; m < (1u << 23); m += 128)
            in.push_back(b | m);
        for (uint32_t m = 0; m < (1u << 14); m++)
            in.push_back(b | m);
        for (uint32_t m = 0; m < (1u << 14); m++)
            in.push_back(b | (1u << 22) | m);
    }
    uint32_t *din_, *dres;
    cudaMalloc(&din_, in.size() * 4);
    cudaMalloc(&dres, in.size() * 4);
    cudaMemcpy(din_, in.data(), in.size() * 4, cudaMemcpyHostToDevice);
    samp_tanh<<<(unsigned)((in.size() + 255) / 256), 256>>>(din_, dres, in.size());
    std::vector<uint32_t> res(in.size());
    cudaMemcpy(res.data(), dres, in.size() * 4, cudaMemcpyDeviceToHost);
    put(dir, "tanh_samp.bin", res.data(), res.size() * 4);
    printf("tanh samples: %zu\n", res.size());

    const size_t n = 1u << 18;
    std::vector<uint64_t> v(2 * n);
    for (size_t i = 0; i < n; i++)
        v[i] = din((uint32_t)i, 0);
    double *dv;
    cudaMalloc(&dv, n * 8);
    cudaMemcpy(dv, v.data(), n * 8, cudaMemcpyHostToDevice);
    samp_rsqrt<<<(unsigned)(n / 256), 256>>>(dv, n);
    cudaMemcpy(v.data() + n, dv, n * 8, cudaMemcpyDeviceToHost);
    put(dir, "rsqrt_samp.bin", v.data(), v.size() * 8);
    printf("rsqrt samples: %zu (%s)\n", n, cudaGetErrorString(cudaGetLastError()));
    return 0;
}
