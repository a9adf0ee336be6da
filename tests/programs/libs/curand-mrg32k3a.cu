// cuRAND's device API with MRG32k3a (curandStateMRG32k3a): curand_init with seeds,
// subsequences and offsets, the three skip-aheads, and the distributions, printed as bits
// (the float normals to three decimals here; curand-mrg32k3a-bits.cu prints their bits).
#ifndef NORMAL
#define NORMAL "%.3f"
#endif
#include <cstdio>
#include <curand_kernel.h>

__global__ void mrg(unsigned long long *out, float *normals)
{
    int t = threadIdx.x;
    curandStateMRG32k3a_t s;
    curand_init(777ULL + t * 0x100000001ULL, (unsigned long long)t * 3ULL + (t == 3 ? (1ULL << 40) : 0),
                (unsigned long long)t * 1001ULL, &s);
    unsigned long long *o = out + t * 20;
    int k = 0;
    for (int i = 0; i < 4; i++) o[k++] = curand(&s);
    for (int i = 0; i < 3; i++) o[k++] = __float_as_uint(curand_uniform(&s));
    for (int i = 0; i < 2; i++) o[k++] = __double_as_longlong(curand_uniform_double(&s));
    for (int i = 0; i < 3; i++) normals[t * 4 + i] = curand_normal(&s);
    normals[t * 4 + 3] = curand_log_normal(&s, 0.5f, 0.25f);
    o[k++] = __double_as_longlong(curand_normal_double(&s));
    o[k++] = __double_as_longlong(curand_normal_double(&s));
    double2 d2 = curand_normal2_double(&s);
    o[k++] = __double_as_longlong(d2.y);
    skipahead(1000000007ULL, &s);
    o[k++] = curand(&s);
    skipahead_subsequence(12345ULL, &s);
    o[k++] = curand(&s);
    skipahead_sequence(3ULL, &s);
    o[k++] = curand(&s);
    o[k++] = curand_poisson(&s, 6.5);
    o[k++] = curand(&s);
    while (k < 20) o[k++] = 0;
}

int main()
{
    unsigned long long *d, h[4 * 20];
    float *dn, hn[16];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dn, sizeof hn);
    mrg<<<1, 4>>>(d, dn);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hn, dn, sizeof hn, cudaMemcpyDeviceToHost);
    printf("sizeof(curandStateMRG32k3a) = %d\n", (int)sizeof(curandStateMRG32k3a));
    for (int t = 0; t < 4; t++) {
        printf("mrg %d:", t);
        for (int i = 0; i < 20; i++) printf(" %llx", h[t * 20 + i]);
        printf("\n  normals: " NORMAL " " NORMAL " " NORMAL ", log-normal " NORMAL "\n", hn[t * 4], hn[t * 4 + 1], hn[t * 4 + 2], hn[t * 4 + 3]);
    }
    cudaFree(d);
    cudaFree(dn);
    return 0;
}
