// cuRAND's quasi-random generators (Sobol) are not provided yet: creating one is
// CURAND_STATUS_TYPE_ERROR (103) with a message, as for the other missing types, and
// curandSetQuasiRandomGeneratorDimensions compiles (NVIDIA's MC_EstimatePiQ sample calls it) and
// answers for a pseudo-random generator as cuRAND does: CURAND_STATUS_TYPE_ERROR, or
// CURAND_STATUS_OUT_OF_RANGE (104) for a count of dimensions outside 1 to 20000.
#include <cstdio>
#include <curand.h>

int main()
{
    curandGenerator_t q, g;
    printf("sobol32: %d\n", (int)curandCreateGenerator(&q, CURAND_RNG_QUASI_SOBOL32));
    printf("xorwow: %d\n", (int)curandCreateGenerator(&g, CURAND_RNG_PSEUDO_XORWOW));
    printf("dimensions 2: %d\n", (int)curandSetQuasiRandomGeneratorDimensions(g, 2));
    printf("dimensions 0: %d\n", (int)curandSetQuasiRandomGeneratorDimensions(g, 0));
    curandDestroyGenerator(g);
    return 0;
}
