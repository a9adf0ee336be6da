// A value that is no cuRAND generator type: creating a generator of it is
// CURAND_STATUS_TYPE_ERROR (103), as the cuRAND documentation's curandCreateGenerator says of an
// invalid rng_type, with a message, and the generator handle is left as it was. The
// quasi-random calls on a pseudo-random generator answer as cuRAND does:
// curandSetQuasiRandomGeneratorDimensions is CURAND_STATUS_TYPE_ERROR, or
// CURAND_STATUS_OUT_OF_RANGE (104) for a count of dimensions outside 1 to 20000.
#include <cstdio>
#include <curand.h>

int main()
{
    curandGenerator_t q = 0, g;
    printf("type 150: %d\n", (int)curandCreateGenerator(&q, (curandRngType_t)150));
    printf("handle untouched: %d\n", q == 0);
    printf("xorwow: %d\n", (int)curandCreateGenerator(&g, CURAND_RNG_PSEUDO_XORWOW));
    printf("dimensions 2: %d\n", (int)curandSetQuasiRandomGeneratorDimensions(g, 2));
    printf("dimensions 0: %d\n", (int)curandSetQuasiRandomGeneratorDimensions(g, 0));
    curandDestroyGenerator(g);
    return 0;
}
