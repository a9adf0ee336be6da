// cuRAND's scrambled Sobol sequences: the scrambled direction vectors and the scramble
// constants (curandGetDirectionVectors32/64 with the SCRAMBLED sets, curandGetScrambleConstants32
// and 64: a digest of each table and some words), the host API's generators
// (CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 and 64: results dimension after dimension, calls that
// continue each other, offsets, every distribution), and the device API's states
// (curandStateScrambledSobol32 and 64: curand_init with a scramble constant at an offset, curand,
// the distributions, skipahead). Everything is printed as bits; the expected output is a GPU's.
#include <cstdio>
#include <cstring>
#include <curand.h>
#include <curand_kernel.h>

static unsigned char h[1 << 16];

static void show(const char *what, curandStatus_t s, const void *d, int n, int size)
{
    printf("%s %d:", what, (int)s);
    if (s == CURAND_STATUS_SUCCESS) {
        cudaMemcpy(h, d, (size_t)n * size, cudaMemcpyDeviceToHost);
        for (int i = 0; i < n; i++) {
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

static void host_generator(curandRngType_t type, const char *name, bool wide)
{
    curandGenerator_t g;
    printf("== %s\n", name);
    printf("create %d\n", (int)curandCreateGenerator(&g, type));
    printf("dimensions 0 %d, 20001 %d, 3 %d\n", (int)curandSetQuasiRandomGeneratorDimensions(g, 0),
           (int)curandSetQuasiRandomGeneratorDimensions(g, 20001), (int)curandSetQuasiRandomGeneratorDimensions(g, 3));
    printf("seed %d, ordering pseudo %d, quasi %d\n", (int)curandSetPseudoRandomGeneratorSeed(g, 5),
           (int)curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_BEST),
           (int)curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT));
    void *d;
    cudaMalloc(&d, 1 << 16);
    if (wide) {
        printf("32-bit values %d\n", (int)curandGenerate(g, (unsigned int *)d, 12));
        show("ll 12", curandGenerateLongLong(g, (unsigned long long *)d, 12), d, 12, 8);
        show("ll 6", curandGenerateLongLong(g, (unsigned long long *)d, 6), d, 6, 8);
        printf("ll 7 %d\n", (int)curandGenerateLongLong(g, (unsigned long long *)d, 7));
    } else {
        show("u 12", curandGenerate(g, (unsigned int *)d, 12), d, 12, 4);
        show("u 6", curandGenerate(g, (unsigned int *)d, 6), d, 6, 4);
        printf("u 7 %d\n", (int)curandGenerate(g, (unsigned int *)d, 7));
        printf("64-bit values %d\n", (int)curandGenerateLongLong(g, (unsigned long long *)d, 6));
    }
    show("uniform 12", curandGenerateUniform(g, (float *)d, 12), d, 12, 4);
    show("normal 12", curandGenerateNormal(g, (float *)d, 12, 1.0f, 2.0f), d, 12, 4);
    show("log-normal 6", curandGenerateLogNormal(g, (float *)d, 6, 0.5f, 0.25f), d, 6, 4);
    show("uniform double 6", curandGenerateUniformDouble(g, (double *)d, 6), d, 6, 8);
    show("normal double 6", curandGenerateNormalDouble(g, (double *)d, 6, 1.0, 2.0), d, 6, 8);
    show("log-normal double 6", curandGenerateLogNormalDouble(g, (double *)d, 6, 0.5, 0.25), d, 6, 8);
    printf("offset 5 %d\n", (int)curandSetGeneratorOffset(g, 5));
    if (wide)
        show("ll 6", curandGenerateLongLong(g, (unsigned long long *)d, 6), d, 6, 8);
    else
        show("u 6", curandGenerate(g, (unsigned int *)d, 6), d, 6, 4);
    /* a fresh generator of 4 dimensions, 4096 points: a digest and the last point */
    curandGenerator_t g2;
    curandCreateGenerator(&g2, type);
    curandSetQuasiRandomGeneratorDimensions(g2, 4);
    unsigned long long hash = 14695981039346656037ull; /* FNV-1a over the bytes */
    int n = wide ? 4 * 2048 : 4 * 4096, size = wide ? 8 : 4;
    curandStatus_t s = wide ? curandGenerateLongLong(g2, (unsigned long long *)d, n) : curandGenerate(g2, (unsigned int *)d, n);
    cudaMemcpy(h, d, (size_t)n * size, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n * size; i++)
        hash = (hash ^ h[i]) * 1099511628211ull;
    printf("4 dimensions, %d values %d: FNV-1a %016llx\n", n, (int)s, hash);
    curandDestroyGenerator(g2);
    curandDestroyGenerator(g);
    cudaFree(d);
}

__global__ void sobol32(curandDirectionVectors32_t *dv, unsigned int *sc, unsigned int *out)
{
    int t = threadIdx.x;
    unsigned int *o = out + t * 16;
    curandStateScrambledSobol32 s;
    curand_init(dv[t % 3], sc[t % 3], t * 5, &s);
    for (int i = 0; i < 4; i++)
        o[i] = curand(&s);
    o[4] = __float_as_uint(curand_uniform(&s));
    o[5] = __float_as_uint(curand_normal(&s));
    o[6] = __float_as_uint(curand_log_normal(&s, 0.5f, 1.5f));
    double d = curand_uniform_double(&s);
    o[7] = __double2hiint(d);
    o[8] = __double2loint(d);
    d = curand_normal_double(&s);
    o[9] = __double2hiint(d);
    o[10] = __double2loint(d);
    d = curand_log_normal_double(&s, 0.5, 1.5);
    o[11] = __double2hiint(d);
    o[12] = __double2loint(d);
    skipahead(7u, &s);
    o[13] = curand(&s);
    o[14] = curand(&s);
}

__global__ void sobol64(curandDirectionVectors64_t *dv, unsigned long long *sc, unsigned long long *out)
{
    int t = threadIdx.x;
    unsigned long long *o = out + t * 10;
    curandStateScrambledSobol64 s;
    curand_init(dv[t % 3], sc[t % 3], t * 5ull, &s);
    for (int i = 0; i < 4; i++)
        o[i] = curand(&s);
    o[4] = __float_as_uint(curand_uniform(&s));
    o[5] = __float_as_uint(curand_normal(&s));
    o[6] = __double_as_longlong(curand_uniform_double(&s));
    o[7] = __double_as_longlong(curand_normal_double(&s));
    o[8] = __double_as_longlong(curand_log_normal_double(&s, 0.5, 1.5));
    skipahead(7ull, &s);
    o[9] = curand(&s);
}

int main()
{
    curandDirectionVectors32_t *v32;
    curandDirectionVectors64_t *v64;
    printf("vectors 32 %d, 64 %d\n", (int)curandGetDirectionVectors32(&v32, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6),
           (int)curandGetDirectionVectors64(&v64, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6));
    printf("crossed sets %d %d\n", (int)curandGetDirectionVectors32(&v32, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6),
           (int)curandGetDirectionVectors64(&v64, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6));
    curandGetDirectionVectors32(&v32, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
    curandGetDirectionVectors64(&v64, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
    unsigned long long s32 = 0, s64 = 0;
    for (int d = 0; d < 20000; d++) {
        for (int k = 0; k < 32; k++)
            s32 = s32 * 1000003ull + v32[d][k];
        for (int k = 0; k < 64; k++)
            s64 = s64 * 1000003ull + v64[d][k];
    }
    printf("digest 32 %016llx, 64 %016llx\n", s32, s64);
    for (int d : {1, 2, 7, 100, 1110, 5000, 19999})
        printf("dimension %d: %08x %08x %08x %08x | %016llx %016llx\n", d, v32[d][0], v32[d][5], v32[d][17],
               v32[d][31], v64[d][3], v64[d][63]);

    unsigned int *c32;
    unsigned long long *c64;
    printf("constants 32 %d, 64 %d\n", (int)curandGetScrambleConstants32(&c32), (int)curandGetScrambleConstants64(&c64));
    unsigned long long k32 = 0, k64 = 0;
    for (int d = 0; d < 20000; d++) {
        k32 = k32 * 1000003ull + c32[d];
        k64 = k64 * 1000003ull + c64[d];
    }
    printf("constants digest 32 %016llx, 64 %016llx\n", k32, k64);
    for (int d : {0, 1, 2, 7, 100, 19999})
        printf("constant %d: %08x %016llx\n", d, c32[d], c64[d]);

    host_generator(CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, "scrambled sobol32", false);
    host_generator(CURAND_RNG_QUASI_SCRAMBLED_SOBOL64, "scrambled sobol64", true);

    curandGenerator_t g;
    printf("host generator %d\n", (int)curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SCRAMBLED_SOBOL32));
    curandSetQuasiRandomGeneratorDimensions(g, 2);
    float f[8];
    printf("host uniform %d:", (int)curandGenerateUniform(g, f, 8));
    for (int i = 0; i < 8; i++) {
        unsigned int u;
        memcpy(&u, &f[i], 4);
        printf(" %08x", u);
    }
    printf("\n");
    curandDestroyGenerator(g);

    curandDirectionVectors32_t *d32;
    unsigned int *o32;
    cudaMalloc(&d32, 3 * sizeof *d32);
    cudaMalloc(&o32, 6 * 16 * 4);
    cudaMemcpy(d32, v32, 3 * sizeof *d32, cudaMemcpyHostToDevice);
    unsigned int *dc32;
    cudaMalloc(&dc32, 3 * 4);
    cudaMemcpy(dc32, c32, 3 * 4, cudaMemcpyHostToDevice);
    sobol32<<<1, 6>>>(d32, dc32, o32);
    show("device sobol32", cudaGetLastError() ? CURAND_STATUS_LAUNCH_FAILURE : CURAND_STATUS_SUCCESS, o32, 6 * 16, 4);
    curandDirectionVectors64_t *d64;
    unsigned long long *o64;
    cudaMalloc(&d64, 3 * sizeof *d64);
    cudaMalloc(&o64, 6 * 10 * 8);
    cudaMemcpy(d64, v64, 3 * sizeof *d64, cudaMemcpyHostToDevice);
    unsigned long long *dc64;
    cudaMalloc(&dc64, 3 * 8);
    cudaMemcpy(dc64, c64, 3 * 8, cudaMemcpyHostToDevice);
    sobol64<<<1, 6>>>(d64, dc64, o64);
    show("device sobol64", cudaGetLastError() ? CURAND_STATUS_LAUNCH_FAILURE : CURAND_STATUS_SUCCESS, o64, 6 * 10, 8);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
