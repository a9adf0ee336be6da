// cuRAND's Sobol direction vectors and the device API's Sobol states: the tables of
// curandGetDirectionVectors32 and 64 (CURAND_DIRECTION_VECTORS_32_JOEKUO6 / _64_JOEKUO6: 20000
// dimensions of Sobol's construction over Joe and Kuo's primitive polynomials and initial
// numbers), a digest of each and some of their words, the status of a set of the other width,
// and curandStateSobol32 / curandStateSobol64 stepping through the points of a dimension in
// Gray-code order (curand_init at an offset, curand, skipahead).
#include <cstdio>
#include <curand.h>
#include <curand_kernel.h>

__global__ void walk32(curandDirectionVectors32_t *dv, unsigned int *out)
{
    int t = threadIdx.x;
    curandStateSobol32 s;
    curand_init(dv[t % 4], t * 37u, &s);
    for (int i = 0; i < 6; i++)
        out[t * 8 + i] = curand(&s);
    skipahead(1000u, &s);
    out[t * 8 + 6] = curand(&s);
    out[t * 8 + 7] = curand(&s);
}

__global__ void walk64(curandDirectionVectors64_t *dv, unsigned long long *out)
{
    int t = threadIdx.x;
    curandStateSobol64 s;
    curand_init(dv[t % 4], t * 37ull + (1ull << 40), &s);
    for (int i = 0; i < 3; i++)
        out[t * 4 + i] = curand(&s);
    skipahead(123456789ull, &s);
    out[t * 4 + 3] = curand(&s);
}

int main()
{
    curandDirectionVectors32_t *v32;
    curandDirectionVectors64_t *v64;
    printf("vectors 32: %d, 64: %d\n", (int)curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6),
           (int)curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    curandDirectionVectors32_t *w32;
    curandDirectionVectors64_t *w64;
    printf("the other width's set: %d %d\n", (int)curandGetDirectionVectors32(&w32, CURAND_DIRECTION_VECTORS_64_JOEKUO6),
           (int)curandGetDirectionVectors64(&w64, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    unsigned long long s32 = 0, s64 = 0;
    for (int d = 0; d < 20000; d++) {
        for (int k = 0; k < 32; k++)
            s32 = s32 * 1000003ull + v32[d][k];
        for (int k = 0; k < 64; k++)
            s64 = s64 * 1000003ull + v64[d][k];
    }
    printf("digest 32: %016llx, 64: %016llx\n", s32, s64);
    for (int d : {0, 1, 2, 7, 100, 1110, 5000, 19999})
        printf("dimension %5d: %08x %08x %08x %08x | %016llx %016llx\n", d, v32[d][0], v32[d][5], v32[d][17],
               v32[d][31], v64[d][3], v64[d][63]);

    curandDirectionVectors32_t *d32;
    curandDirectionVectors64_t *d64;
    unsigned int *o32, h32[8 * 8];
    unsigned long long *o64, h64[8 * 4];
    cudaMalloc(&d32, 4 * sizeof *d32);
    cudaMalloc(&d64, 4 * sizeof *d64);
    cudaMalloc(&o32, sizeof h32);
    cudaMalloc(&o64, sizeof h64);
    cudaMemcpy(d32, v32 + 19996, 4 * sizeof *d32, cudaMemcpyHostToDevice); /* the last four dimensions */
    cudaMemcpy(d64, v64, 4 * sizeof *d64, cudaMemcpyHostToDevice);
    walk32<<<1, 8>>>(d32, o32);
    walk64<<<1, 8>>>(d64, o64);
    cudaMemcpy(h32, o32, sizeof h32, cudaMemcpyDeviceToHost);
    cudaMemcpy(h64, o64, sizeof h64, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 8; t++) {
        printf("sobol32 dimension %d from %3d:", 19996 + t % 4, t * 37);
        for (int i = 0; i < 8; i++)
            printf(" %08x", h32[t * 8 + i]);
        printf("\n");
    }
    for (int t = 0; t < 8; t++) {
        printf("sobol64 dimension %d from 2^40+%3d:", t % 4, t * 37);
        for (int i = 0; i < 4; i++)
            printf(" %016llx", h64[t * 4 + i]);
        printf("\n");
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
