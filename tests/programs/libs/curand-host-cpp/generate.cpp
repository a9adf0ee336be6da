// A host-only file (compiled by the host compiler under nvcc) calling cuRAND's host API.
#include <cstdio>
#include <curand.h>

static void generate_on_host(curandRngType_t type, const char *name)
{
    curandGenerator_t g;
    curandCreateGeneratorHost(&g, type);
    curandSetPseudoRandomGeneratorSeed(g, 7ULL);
    static unsigned int h[5000];
    curandGenerate(g, h, 5000);
    printf("%s host: %08x %08x %08x %08x\n", name, h[0], h[1], h[4096], h[4999]);
    curandDestroyGenerator(g);
}

void generate_on_host(void)
{
    generate_on_host(CURAND_RNG_PSEUDO_XORWOW, "xorwow");
    generate_on_host(CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox");
}
