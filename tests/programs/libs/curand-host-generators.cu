// runs: mtgp32 | mrg32k3a
// cuRAND's MTGP32 and MRG32k3a generators through the host API (CURAND_RNG_PSEUDO_MTGP32,
// _MRG32K3A; the argument names one): the calls of tests/device-sweeps/curand_tables.cu for it
// (the statuses of what it refuses, 32-bit words, calls that continue, inside MTGP32's slots of
// 256 words too, every distribution, an offset), a digest and some words of 2^18 words from a
// fresh generator (MTGP32: generator k % 192's rounds, slot after slot; MRG32k3a: word j from
// generator j % 81920, its draw j / 81920), and a host generator (curandCreateGeneratorHost)
// giving what the device one gives, as NVIDIA's MersenneTwisterGP11213 sample checks.
#include <cstdio>
#include <cstring>
#include <vector>
#include <curand.h>

#define ST(x) printf("  %s -> %d\n", #x, (int)(x))

static void words(const char *what, curandStatus_t s, const void *d, int n, int size)
{
    static unsigned char h[64 * 8];
    printf("  %s %d:", what, (int)s);
    cudaMemcpy(h, d, (size_t)n * size, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        if (size == 4) {
            unsigned u;
            memcpy(&u, h + 4 * i, 4);
            printf(" %08x", u);
        } else {
            unsigned long long u;
            memcpy(&u, h + 8 * i, 8);
            printf(" %016llx", u);
        }
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    bool mtgp = argc > 1 && !strcmp(argv[1], "mtgp32");
    curandRngType_t type = mtgp ? CURAND_RNG_PSEUDO_MTGP32 : CURAND_RNG_PSEUDO_MRG32K3A;
    curandGenerator_t g;
    void *d;
    cudaMalloc(&d, 1 << 20);
    printf("== %s\n", mtgp ? "mtgp32" : "mrg32k3a");
    printf("  create %d\n", (int)curandCreateGenerator(&g, type));
    ST(curandSetQuasiRandomGeneratorDimensions(g, 3));
    ST(curandSetPseudoRandomGeneratorSeed(g, 1234));
    words("u12", curandGenerate(g, (unsigned *)d, 12), d, 12, 4);
    words("u6", curandGenerate(g, (unsigned *)d, 6), d, 6, 4);
    ST(curandGenerate(g, (unsigned int *)d, 7));
    ST(curandGenerateLongLong(g, (unsigned long long *)d, 6));
    words("f12", curandGenerateUniform(g, (float *)d, 12), d, 12, 4);
    words("n12", curandGenerateNormal(g, (float *)d, 12, 1.0f, 2.0f), d, 12, 4);
    words("ln6", curandGenerateLogNormal(g, (float *)d, 6, 0.5f, 0.25f), d, 6, 4);
    words("d6", curandGenerateUniformDouble(g, (double *)d, 6), d, 6, 8);
    words("nd6", curandGenerateNormalDouble(g, (double *)d, 6, 1.0, 2.0), d, 6, 8);
    words("lnd6", curandGenerateLogNormalDouble(g, (double *)d, 6, 0.5, 0.25), d, 6, 8);
    ST(curandSetGeneratorOffset(g, 5));
    words("off5 u6", curandGenerate(g, (unsigned *)d, 6), d, 6, 4);
    curandDestroyGenerator(g);

    curandCreateGenerator(&g, type);
    curandSetPseudoRandomGeneratorSeed(g, 1234);
    const int n = 1 << 18;
    printf("  long %d\n", (int)curandGenerate(g, (unsigned *)d, n));
    std::vector<unsigned> h(n), c(n);
    cudaMemcpy(h.data(), d, n * 4, cudaMemcpyDeviceToHost);
    unsigned x = 0, s = 0;
    for (int i = 0; i < n; i++) {
        x ^= h[i] * (unsigned)(2 * i + 1);
        s += h[i];
    }
    printf("  long digest %08x %08x:", x, s);
    static const int at[2][8] = {{0, 255, 256, 49151, 49152, 49408, 98304, 262143},
                                 {0, 1, 81919, 81920, 81921, 163840, 200000, 262143}};
    for (int i : at[mtgp ? 0 : 1])
        printf(" %08x", h[i]);
    printf("\n");

    /* a host generator: the same numbers in host memory */
    curandGenerator_t hg;
    curandCreateGeneratorHost(&hg, type);
    curandSetPseudoRandomGeneratorSeed(hg, 1234);
    curandGenerate(hg, c.data(), 1000);
    curandGenerate(hg, c.data() + 1000, n - 1000);
    printf("  host generator, two calls: %s\n", memcmp(h.data(), c.data(), n * 4) ? "differs" : "the same");
    curandDestroyGenerator(g);
    curandDestroyGenerator(hg);
    return 0;
}
