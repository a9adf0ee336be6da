// cuRAND's host generator CURAND_RNG_PSEUDO_MT19937: the first values for two seeds, the words
// where the generator's streams meet (65535..65537, 131071..131073), calls that continue each
// other (an odd count, then more), every distribution (uniform, normal and log-normal of float
// and double, Poisson), what it refuses (an offset, 64-bit values, an odd count of normals), a
// digest of 2^20 words, and a host-side generator of the same type. Printed as bits; the
// expected output is a GPU's.
#include <cstdio>
#include <cstring>
#include <curand.h>

static unsigned char h[1 << 22];

static void show(const char *what, curandStatus_t s, const void *d, int n, int size, int from = 0)
{
    printf("%s %d:", what, (int)s);
    if (s == CURAND_STATUS_SUCCESS) {
        cudaMemcpy(h, d, (size_t)(from + n) * size, cudaMemcpyDeviceToHost);
        for (int i = from; i < from + n; i++) {
            if (size == 4) {
                unsigned int u;
                memcpy(&u, h + 4 * i, 4);
                printf(" %08x", u);
            } else {
                unsigned long long u;
                memcpy(&u, h + 8 * i, 8);
                printf(" %016llx", u);
            }
        }
    }
    printf("\n");
}

int main()
{
    void *d;
    cudaMalloc(&d, 1 << 22);
    curandGenerator_t g;
    printf("create %d\n", (int)curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MT19937));
    show("default seed u 8", curandGenerate(g, (unsigned int *)d, 8), d, 8, 4);
    printf("seed %d\n", (int)curandSetPseudoRandomGeneratorSeed(g, 1234));
    printf("offset %d, ordering best %d, default %d, seeded %d\n", (int)curandSetGeneratorOffset(g, 10),
           (int)curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_BEST),
           (int)curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_DEFAULT),
           (int)curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_SEEDED));
    curandStatus_t s = curandGenerate(g, (unsigned int *)d, 1 << 18);
    show("u 2^18 [0..7]", s, d, 8, 4);
    show("u [65535..65537]", s, d, 3, 4, 65535);
    show("u [131071..131073]", s, d, 3, 4, 131071);
    show("u [262140..262143]", s, d, 4, 4, 262140);
    show("u 5", curandGenerate(g, (unsigned int *)d, 5), d, 5, 4);
    show("u 7", curandGenerate(g, (unsigned int *)d, 7), d, 7, 4);
    printf("64-bit %d\n", (int)curandGenerateLongLong(g, (unsigned long long *)d, 4));
    show("uniform 8", curandGenerateUniform(g, (float *)d, 8), d, 8, 4);
    show("normal 8", curandGenerateNormal(g, (float *)d, 8, 1.0f, 2.0f), d, 8, 4);
    printf("normal 7 %d\n", (int)curandGenerateNormal(g, (float *)d, 7, 1.0f, 2.0f));
    show("log-normal 6", curandGenerateLogNormal(g, (float *)d, 6, 0.5f, 0.25f), d, 6, 4);
    show("uniform double 6", curandGenerateUniformDouble(g, (double *)d, 6), d, 6, 8);
    show("normal double 6", curandGenerateNormalDouble(g, (double *)d, 6, 1.0, 2.0), d, 6, 8);
    show("log-normal double 6", curandGenerateLogNormalDouble(g, (double *)d, 6, 0.5, 0.25), d, 6, 8);
    show("poisson 4.0 8", curandGeneratePoisson(g, (unsigned int *)d, 8, 4.0), d, 8, 4);
    show("u 4", curandGenerate(g, (unsigned int *)d, 4), d, 4, 4);

    curandGenerator_t g2;
    curandCreateGenerator(&g2, CURAND_RNG_PSEUDO_MT19937);
    curandSetPseudoRandomGeneratorSeed(g2, 99);
    s = curandGenerate(g2, (unsigned int *)d, 1 << 20);
    cudaMemcpy(h, d, 1 << 22, cudaMemcpyDeviceToHost);
    unsigned long long hash = 14695981039346656037ull; /* FNV-1a over the bytes */
    for (int i = 0; i < 1 << 22; i++)
        hash = (hash ^ h[i]) * 1099511628211ull;
    printf("seed 99, 2^20 words %d: FNV-1a %016llx\n", (int)s, hash);
    s = curandGenerateUniform(g2, (float *)d, 1000);
    show("then uniform 1000 [992..999]", s, d, 8, 4, 992);
    curandDestroyGenerator(g2);

    printf("host generator %d\n", (int)curandCreateGeneratorHost(&g2, CURAND_RNG_PSEUDO_MT19937));
    curandSetPseudoRandomGeneratorSeed(g2, 1234);
    unsigned int u[8];
    printf("host u %d:", (int)curandGenerate(g2, u, 8));
    for (int i = 0; i < 8; i++)
        printf(" %08x", u[i]);
    printf("\n");
    curandDestroyGenerator(g2);
    curandDestroyGenerator(g);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
