// cuRAND's Poisson values from the host API and from a histogram on the device:
// curandGeneratePoisson on every generator type for lambdas from 0.5 to 100000 (the first 24
// values and a digest of 65536), curandCreatePoissonDistribution and curand_discrete /
// curand_discrete4 in a kernel with XORWOW, Philox and MRG32k3a states, and the statuses of what
// is refused (lambda 0 and negative, a destroyed distribution). The expected output is a GPU's.
// XORWOW's and Philox's lambdas above 2000 take the normal approximation from Box-Muller's normal
// floats, computed with the SFU's sine and cosine (__sincosf): a digest of 65536 values sees the
// last bits of a few of them (with sincosf's, one or three apart from the GPU's).
#include <cstdio>
#include <cstring>
#include <curand.h>
#include <curand_kernel.h>

static unsigned int h[65536];

static void poisson(curandRngType_t type, const char *name)
{
    unsigned int *d;
    cudaMalloc(&d, sizeof h);
    printf("== %s\n", name);
    for (double lambda : {0.5, 4.0, 37.5, 200.0, 2500.0, 100000.0}) {
        curandGenerator_t g;
        curandCreateGenerator(&g, type);
        curandSetPseudoRandomGeneratorSeed(g, 2024);
        if (type == CURAND_RNG_QUASI_SOBOL32 || type == CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 ||
            type == CURAND_RNG_QUASI_SOBOL64)
            curandSetQuasiRandomGeneratorDimensions(g, 2);
        curandStatus_t s = curandGeneratePoisson(g, d, 24, lambda);
        printf("lambda %g %d:", lambda, (int)s);
        if (s == CURAND_STATUS_SUCCESS) {
            cudaMemcpy(h, d, 24 * 4, cudaMemcpyDeviceToHost);
            for (int i = 0; i < 24; i++)
                printf(" %u", h[i]);
        }
        s = curandGeneratePoisson(g, d, 65536, lambda);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        unsigned long long sum = 0, hash = 14695981039346656037ull;
        for (int i = 0; i < 65536; i++) {
            sum += h[i];
            hash = (hash ^ h[i]) * 1099511628211ull;
        }
        printf(" | then 65536 %d: sum %llu, hash %016llx\n", (int)s, sum, hash);
        curandDestroyGenerator(g);
    }
    cudaFree(d);
}

__global__ void discrete(curandDiscreteDistribution_t dist, unsigned int *out)
{
    int t = threadIdx.x;
    curandState x;
    curandStatePhilox4_32_10_t p;
    curandStateMRG32k3a m;
    curand_init(7, t, 3, &x);
    curand_init(7, t, 3, &p);
    curand_init(7, t, 3, &m);
    unsigned int *o = out + t * 10;
    o[0] = curand_discrete(&x, dist);
    o[1] = curand_discrete(&x, dist);
    o[2] = curand_discrete(&p, dist);
    uint4 q = curand_discrete4(&p, dist);
    o[3] = q.x, o[4] = q.y, o[5] = q.z, o[6] = q.w;
    o[7] = curand_discrete(&m, dist);
    o[8] = curand_discrete(&m, dist);
    o[9] = curand(&x);
}

int main()
{
    poisson(CURAND_RNG_PSEUDO_XORWOW, "xorwow");
    poisson(CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox");
    poisson(CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a");
    poisson(CURAND_RNG_PSEUDO_MTGP32, "mtgp32");
    poisson(CURAND_RNG_PSEUDO_MT19937, "mt19937");
    poisson(CURAND_RNG_QUASI_SOBOL32, "sobol32");
    poisson(CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, "scrambled sobol32");
    poisson(CURAND_RNG_QUASI_SOBOL64, "sobol64");

    curandGenerator_t g;
    curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
    unsigned int *d;
    cudaMalloc(&d, 64 * 10 * 4);
    printf("lambda 0 %d, -1 %d\n", (int)curandGeneratePoisson(g, d, 4, 0.0), (int)curandGeneratePoisson(g, d, 4, -1.0));
    curandDiscreteDistribution_t dist;
    printf("distribution lambda 0 %d\n", (int)curandCreatePoissonDistribution(0.0, &dist));
    for (double lambda : {0.5, 4.0, 37.5, 200.0, 2500.0}) {
        printf("distribution lambda %g %d:", lambda, (int)curandCreatePoissonDistribution(lambda, &dist));
        discrete<<<1, 64>>>(dist, d);
        cudaMemcpy(h, d, 64 * 10 * 4, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 64 * 10; i++)
            printf(" %u", h[i]);
        printf("\n");
        printf("destroy %d\n", (int)curandDestroyDistribution(dist));
    }
    curandDestroyGenerator(g);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
