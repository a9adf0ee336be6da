// <curand_kernel.h> alone brings cuRAND's host API with the device API, as cuRAND's header
// includes <curand.h> ("Professional CUDA C Programming"'s rand-kernel.cu includes only it and
// creates a host generator). The numbers are curand-host-api.cu's: XORWOW, the same seed.
#include <cstdio>
#include <curand_kernel.h>

int main()
{
    const size_t n = 10000;
    unsigned int *d, h[n];
    cudaMalloc(&d, n * sizeof(unsigned int));
    curandGenerator_t g;
    printf("create %d\n", (int)curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT));
    printf("seed %d\n", (int)curandSetPseudoRandomGeneratorSeed(g, 20241203ULL));
    curandGenerate(g, d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("  u32:");
    for (size_t i : {0ul, 1ul, 2ul, 4095ul, 4096ul, 4097ul, 8191ul, 9999ul})
        printf(" %08x", h[i]);
    printf("\n");
    curandDestroyGenerator(g);
    cudaFree(d);
    return 0;
}
