// curand_poisson for the generators whose distributions take one draw a value (MTGP32,
// curandStateSobol32, curandStateSobol64): Poisson values by inversion of one draw below a
// lambda of 1000 (the probabilities of 0, 1, 2 ... added up until they pass the draw), and the
// rounded normal approximation above it.
#include <cstdio>
#include <curand.h>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>

__constant__ double lambdas[6] = {0.5, 4.0, 37.5, 600.0, 999.0, 2500.0};

__global__ void mtgp(curandStateMtgp32 *st, unsigned *out)
{
    for (int l = 0; l < 6; l++)
        out[l * blockDim.x + threadIdx.x] = curand_poisson(st, lambdas[l]);
}

__global__ void sobol(curandDirectionVectors32_t *v32, curandDirectionVectors64_t *v64, unsigned *out)
{
    int t = threadIdx.x;
    curandStateSobol32 s;
    curandStateSobol64 w;
    curand_init(v32[1], 100 + t, &s);
    curand_init(v64[2], 7 * t, &w);
    for (int l = 0; l < 6; l++) {
        out[l * 16 + t] = curand_poisson(&s, lambdas[l]);
        out[96 + l * 16 + t] = curand_poisson(&w, lambdas[l]);
    }
}

int main()
{
    mtgp32_kernel_params_t *kp;
    curandStateMtgp32 *st;
    unsigned *d, h[192];
    cudaMalloc(&kp, sizeof *kp);
    cudaMalloc(&st, sizeof *st);
    cudaMalloc(&d, sizeof h);
    curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, kp);
    curandMakeMTGP32KernelState(st, mtgp32dc_params_fast_11213, kp, 1, 2024);
    mtgp<<<1, 32>>>(st, d);
    cudaMemcpy(h, d, 6 * 32 * 4, cudaMemcpyDeviceToHost);
    for (int l = 0; l < 6; l++) {
        printf("mtgp32 lambda %g:", l == 0 ? 0.5 : l == 1 ? 4.0 : l == 2 ? 37.5 : l == 3 ? 600.0 : l == 4 ? 999.0 : 2500.0);
        for (int t = 0; t < 32; t++)
            printf(" %u", h[l * 32 + t]);
        printf("\n");
    }
    curandDirectionVectors32_t *v32, *dv32;
    curandDirectionVectors64_t *v64, *dv64;
    curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
    curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6);
    cudaMalloc(&dv32, 3 * sizeof *dv32);
    cudaMalloc(&dv64, 3 * sizeof *dv64);
    cudaMemcpy(dv32, v32, 3 * sizeof *dv32, cudaMemcpyHostToDevice);
    cudaMemcpy(dv64, v64, 3 * sizeof *dv64, cudaMemcpyHostToDevice);
    sobol<<<1, 16>>>(dv32, dv64, d);
    cudaMemcpy(h, d, 192 * 4, cudaMemcpyDeviceToHost);
    for (int w = 0; w < 2; w++)
        for (int l = 0; l < 6; l++) {
            printf("sobol%d lambda %d:", w ? 64 : 32, l);
            for (int t = 0; t < 16; t++)
                printf(" %u", h[w * 96 + l * 16 + t]);
            printf("\n");
        }
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
