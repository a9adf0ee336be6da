// cuRAND's float normal and log-normal distributions (Box-Muller), XORWOW and Philox4_32_10,
// printed to three decimals (curand-normal-bits prints the same values' bits); the values, the
// pairing and the kept second value are compared.
#ifndef NORMAL_FORMAT
#define NORMAL_FORMAT " %.3f"
#endif
#include <cstdio>
#include <curand_kernel.h>

template <class S>
__device__ void draw(S *s, float *o)
{
    int k = 0;
    for (int i = 0; i < 5; i++) o[k++] = curand_normal(s);
    float2 p = curand_normal2(s);
    o[k++] = p.x;
    o[k++] = p.y;
    for (int i = 0; i < 3; i++) o[k++] = curand_log_normal(s, 1.0f, 0.5f);
    o[k++] = curand_uniform(s);
}

__global__ void normals(float *out)
{
    int t = threadIdx.x;
    if (t < 4) {
        curandState s;
        curand_init(2024ULL, (unsigned long long)t, 0ULL, &s);
        draw(&s, out + t * 16);
    } else {
        curandStatePhilox4_32_10_t s;
        curand_init(99ULL, (unsigned long long)t, 1ULL, &s);
        draw(&s, out + t * 16);
        float4 n4 = curand_normal4(&s);
        out[t * 16 + 11] = n4.x;
        out[t * 16 + 12] = n4.y;
        out[t * 16 + 13] = n4.z;
        out[t * 16 + 14] = n4.w;
    }
}

int main()
{
    float *d, h[8 * 16];
    cudaMalloc(&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    normals<<<1, 8>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 8; t++) {
        printf("%s %d:", t < 4 ? "xorwow" : "philox", t);
        for (int i = 0; i < 15; i++) printf(NORMAL_FORMAT, h[t * 16 + i]);
        printf("\n");
    }
    cudaFree(d);
    return 0;
}
