// cuRAND's host API: generators that fill device (or host) memory with random numbers,
// XORWOW (the default) and Philox4_32_10, with seeds, offsets, and calls that continue each
// other; integers, uniform floats and doubles printed as bits, normal and log-normal values to
// three decimals (their last bits come from the SFU's sine and cosine).
#include <cstdio>
#include <curand.h>

static const size_t N = 10000;
static unsigned int hu[N];
static float hf[N];
static double hd[N];

static void show_u(const char *what, const unsigned int *d, size_t n)
{
    cudaMemcpy(hu, d, n * sizeof(unsigned int), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (size_t i : {0ul, 1ul, 2ul, 4095ul, 4096ul, 4097ul, 8191ul, 9999ul})
        if (i < n)
            printf(" %08x", hu[i]);
    printf("\n");
}

static void show_f(const char *what, const float *d, size_t n, bool bits)
{
    cudaMemcpy(hf, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (size_t i : {0ul, 1ul, 2ul, 3ul, 4095ul, 4096ul, 8193ul, 9999ul})
        if (i < n) {
            if (bits)
                printf(" %08x", *(unsigned int *)&hf[i]);
            else
                printf(" %.3f", hf[i]);
        }
    printf("\n");
}

static void show_d(const char *what, const double *d, size_t n, bool bits)
{
    cudaMemcpy(hd, d, n * sizeof(double), cudaMemcpyDeviceToHost);
    printf("%s:", what);
    for (size_t i : {0ul, 1ul, 2ul, 3ul, 4ul, 4095ul, 4096ul, 8193ul, 9999ul})
        if (i < n) {
            if (bits)
                printf(" %016llx", *(unsigned long long *)&hd[i]);
            else
                printf(" %.6f", hd[i]);
        }
    printf("\n");
}

int main()
{
    unsigned int *du;
    float *df;
    double *dd;
    cudaMalloc(&du, N * sizeof(unsigned int));
    cudaMalloc(&df, N * sizeof(float));
    cudaMalloc(&dd, N * sizeof(double));
    curandRngType_t types[2] = {CURAND_RNG_PSEUDO_DEFAULT, CURAND_RNG_PSEUDO_PHILOX4_32_10};
    const char *names[2] = {"xorwow", "philox"};
    for (int t = 0; t < 2; t++) {
        char what[64];
        curandGenerator_t g;
        printf("%s\n", names[t]);
        printf("create %d\n", (int)curandCreateGenerator(&g, types[t]));
        printf("seed %d\n", (int)curandSetPseudoRandomGeneratorSeed(g, 20241203ULL));
        curandGenerate(g, du, N);
        show_u("  u32", du, N);
        curandGenerate(g, du, 1024); /* continues after the first 10000 */
        show_u("  u32 next", du, 1024);
        curandGenerateUniform(g, df, N);
        show_f("  uniform", df, N, true);
        curandGenerateUniformDouble(g, dd, N);
        show_d("  uniform double", dd, N, true);
        printf("  normal of an odd count: %d\n", (int)curandGenerateNormal(g, df, 7, 0.0f, 1.0f));
        curandGenerateNormal(g, df, N, 10.0f, 2.0f);
        show_f("  normal", df, N, false);
        curandGenerateLogNormal(g, df, N, 0.0f, 0.5f);
        show_f("  log-normal", df, N, false);
        curandGenerateNormalDouble(g, dd, N, -1.0, 3.0);
        show_d("  normal double", dd, N, false);
        curandDestroyGenerator(g);

        /* a new generator at an offset: the same numbers as the first's from there */
        curandCreateGenerator(&g, types[t]);
        curandSetPseudoRandomGeneratorSeed(g, 20241203ULL);
        curandSetGeneratorOffset(g, 4094ULL);
        curandGenerate(g, du, 8);
        snprintf(what, sizeof what, "  offset 4094");
        show_u(what, du, 8);
        curandDestroyGenerator(g);

        /* a host generator */
        curandCreateGeneratorHost(&g, types[t]);
        curandSetPseudoRandomGeneratorSeed(g, 7ULL);
        static unsigned int h[5000];
        curandGenerate(g, h, 5000);
        printf("  host: %08x %08x %08x %08x\n", h[0], h[1], h[4096], h[4999]);
        curandDestroyGenerator(g);
    }
    cudaFree(du);
    cudaFree(df);
    cudaFree(dd);
    return 0;
}
