// cuRAND's device API with Philox4_32_10: curand_init, curand, curand4, skipahead,
// skipahead_sequence and the distributions, printed as bits. (Its float normal distributions
// are in curand-normal-float.cu: their bits depend on the SFU's sine and cosine.)
#include <cstdio>
#include <curand_kernel.h>

__global__ void philox(unsigned long long *out)
{
    int t = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(7ULL + 0x100000001ULL * t, (unsigned long long)t * 0x10001ULL, (unsigned long long)t * 3ULL, &s);
    unsigned long long *o = out + t * 32;
    int k = 0;
    for (int i = 0; i < 3; i++) o[k++] = curand(&s);
    uint4 q = curand4(&s);
    o[k++] = q.x; o[k++] = q.y; o[k++] = q.z; o[k++] = q.w;
    skipahead(1000001ULL * (t + 1), &s);
    o[k++] = curand(&s);
    skipahead_sequence(5ULL + (1ULL << 40) * t, &s);
    o[k++] = curand(&s);
    for (int i = 0; i < 2; i++) o[k++] = __float_as_uint(curand_uniform(&s));
    float4 u4 = curand_uniform4(&s);
    o[k++] = __float_as_uint(u4.x); o[k++] = __float_as_uint(u4.y);
    o[k++] = __float_as_uint(u4.z); o[k++] = __float_as_uint(u4.w);
    o[k++] = __double_as_longlong(curand_uniform_double(&s));
    double2 u2 = curand_uniform2_double(&s);
    o[k++] = __double_as_longlong(u2.x); o[k++] = __double_as_longlong(u2.y);
    for (int i = 0; i < 3; i++) o[k++] = __double_as_longlong(curand_normal_double(&s));
    double2 n2 = curand_normal2_double(&s);
    o[k++] = __double_as_longlong(n2.x); o[k++] = __double_as_longlong(n2.y);
    o[k++] = curand_poisson(&s, 3.0);
    o[k++] = curand_poisson(&s, 45.5);
    o[k++] = curand(&s);
    while (k < 32) o[k++] = 0;
}

int main()
{
    unsigned long long *d, h[4 * 32];
    cudaMalloc(&d, sizeof h);
    philox<<<1, 4>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 4; t++) {
        printf("philox %d:", t);
        for (int i = 0; i < 32; i++) printf(" %llx", h[t * 32 + i]);
        printf("\n");
    }
    cudaFree(d);
    return 0;
}
