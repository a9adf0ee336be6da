// cuRAND's device API Poisson for lambdas from 64 to 4000, where it draws by rejection from an
// approximation of the incomplete gamma function, and on either side of that range (Knuth's
// method below 64, a normal approximation above 4000): curand_poisson on XORWOW, Philox and
// MRG32k3a states and curand_poisson4 on Philox, 64 threads each, and what the state gives
// after the draws (how many values the rejections used). The expected output is a GPU's.
#include <cstdio>
#include <curand_kernel.h>

#define PER 8

template <class S>
__global__ void draw(double lambda, unsigned int *out)
{
    int t = threadIdx.x;
    S s;
    curand_init(11, t, 0, &s);
    unsigned int *o = out + t * PER;
    for (int i = 0; i < PER - 1; i++)
        o[i] = curand_poisson(&s, lambda);
    o[PER - 1] = curand(&s);
}

__global__ void draw4(double lambda, unsigned int *out)
{
    int t = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(11, t, 0, &s);
    unsigned int *o = out + t * PER;
    uint4 a = curand_poisson4(&s, lambda), b = curand_poisson4(&s, lambda);
    o[0] = a.x, o[1] = a.y, o[2] = a.z, o[3] = a.w, o[4] = b.x, o[5] = b.y, o[6] = b.z;
    o[7] = curand(&s);
}

static unsigned int h[64 * PER];

static void show(const char *name, double lambda, unsigned int *d)
{
    cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%s lambda %g (%s):\n", name, lambda, cudaGetErrorString(e));
    for (int t = 0; t < 64; t++) {
        for (int i = 0; i < PER - 1; i++)
            printf(" %u", h[t * PER + i]);
        printf(" | %08x%s", h[t * PER + PER - 1], t % 4 == 3 ? "\n" : " ;");
    }
}

int main()
{
    unsigned int *d;
    cudaMalloc(&d, sizeof h);
    for (double lambda : {63.9, 64.0, 100.5, 500.0, 1000.0, 3999.0, 4000.5}) {
        draw<curandStateXORWOW_t><<<1, 64>>>(lambda, d);
        show("xorwow", lambda, d);
        draw<curandStatePhilox4_32_10_t><<<1, 64>>>(lambda, d);
        show("philox", lambda, d);
        draw<curandStateMRG32k3a_t><<<1, 64>>>(lambda, d);
        show("mrg32k3a", lambda, d);
        draw4<<<1, 64>>>(lambda, d);
        show("philox poisson4", lambda, d);
    }
    return 0;
}
