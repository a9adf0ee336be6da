// cuRAND's MTGP32 generator through the host API (CURAND_RNG_PSEUDO_MTGP32), as NVIDIA's
// MersenneTwisterGP11213 sample uses it: a device generator and a host generator of the same
// seed give the same numbers; the first words, floats and doubles of a call and of the call
// after it, and after curandSetGeneratorOffset, printed as bits.
#include <cstdio>
#include <cstring>
#include <curand.h>

static unsigned h[4096], c[4096];

int main()
{
    curandGenerator_t g, hg;
    printf("create %d\n", (int)curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32));
    printf("host create %d\n", (int)curandCreateGeneratorHost(&hg, CURAND_RNG_PSEUDO_MTGP32));
    printf("seed %d %d\n", (int)curandSetPseudoRandomGeneratorSeed(g, 777), (int)curandSetPseudoRandomGeneratorSeed(hg, 777));
    unsigned *d;
    cudaMalloc(&d, sizeof h);
    printf("generate %d\n", (int)curandGenerate(g, d, 1000));
    cudaMemcpy(h, d, 4000, cudaMemcpyDeviceToHost);
    printf("host generate %d\n", (int)curandGenerate(hg, c, 1000));
    printf("device and host agree: %d\n", memcmp(h, c, 4000) == 0);
    printf("words:");
    for (int i : {0, 1, 2, 255, 256, 257, 511, 512, 999})
        printf(" %08x", h[i]);
    printf("\nnext call:");
    curandGenerate(g, d, 300);
    cudaMemcpy(h, d, 1200, cudaMemcpyDeviceToHost);
    for (int i : {0, 1, 255, 256, 299})
        printf(" %08x", h[i]);
    printf("\nuniform:");
    curandGenerateUniform(g, (float *)d, 8);
    cudaMemcpy(h, d, 32, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++)
        printf(" %08x", h[i]);
    printf("\nuniform double:");
    curandGenerateUniformDouble(g, (double *)d, 4);
    cudaMemcpy(h, d, 32, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++)
        printf(" %08x%08x", h[2 * i + 1], h[2 * i]);
    printf("\nnormal:");
    curandGenerateNormal(g, (float *)d, 4, 1.0f, 2.0f);
    cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++)
        printf(" %08x", h[i]);
    printf("\noffset %d:", (int)curandSetGeneratorOffset(g, 1000));
    curandGenerate(g, d, 4);
    cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++)
        printf(" %08x", h[i]);
    printf("\n");
    curandDestroyGenerator(g);
    curandDestroyGenerator(hg);
    return 0;
}
