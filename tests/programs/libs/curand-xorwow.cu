// cuRAND's device API with the default generator, XORWOW (curandState): curand_init with
// seeds, subsequences and offsets, skipahead, and the distributions, printed as bits. (The
// float normal distributions are in curand-normal-float.cu: their bits depend on the SFU's
// sine and cosine.)
#include <cstdio>
#include <curand_kernel.h>

struct init_args { unsigned long long seed, subsequence, offset; };

__constant__ init_args cases[8] = {
    {0ULL, 0ULL, 0ULL},
    {1234ULL, 0ULL, 0ULL},
    {1234ULL, 1ULL, 0ULL},
    {1234ULL, 31ULL, 7ULL},
    {0xFFFFFFFFFFFFFFFFULL, 1000ULL, 100ULL},
    {42ULL, (1ULL << 32) + 5ULL, 0ULL},
    {42ULL, (1ULL << 63) + 7ULL, (1ULL << 35) + 3ULL},
    {0x123456789ABCDEFULL, 65535ULL, 123456789ULL},
};

__global__ void raw(unsigned *out, int n)
{
    int t = threadIdx.x;
    curandState s;
    curand_init(cases[t].seed, cases[t].subsequence, cases[t].offset, &s);
    for (int i = 0; i < n; i++)
        out[t * n + i] = curand(&s);
}

__global__ void skips(unsigned *out)
{
    int t = threadIdx.x;
    curandState s;
    curand_init(99ULL, 0ULL, 0ULL, &s);
    skipahead((unsigned long long)t * 1000003ULL, &s);
    skipahead_sequence((unsigned long long)t * 3ULL, &s);
    out[2 * t] = curand(&s);
    out[2 * t + 1] = curand(&s);
}

__global__ void dists(unsigned long long *out)
{
    int t = threadIdx.x;
    curandState s;
    curand_init(2024ULL, (unsigned long long)t, 0ULL, &s);
    int k = 0;
    unsigned long long *o = out + t * 40;
    for (int i = 0; i < 4; i++) o[k++] = __float_as_uint(curand_uniform(&s));
    for (int i = 0; i < 3; i++) o[k++] = __double_as_longlong(curand_uniform_double(&s));
    for (int i = 0; i < 3; i++) o[k++] = __double_as_longlong(curand_normal_double(&s));
    double2 d2 = curand_normal2_double(&s);
    o[k++] = __double_as_longlong(d2.x);
    o[k++] = __double_as_longlong(d2.y);
    o[k++] = __double_as_longlong(curand_log_normal_double(&s, -1.0, 2.0));
    o[k++] = curand_poisson(&s, 0.5);
    o[k++] = curand_poisson(&s, 4.0);
    o[k++] = curand_poisson(&s, 30.0);
    o[k++] = curand_poisson(&s, 63.9);
    o[k++] = curand_poisson(&s, 0.01);
    o[k++] = curand(&s);
    while (k < 40) o[k++] = 0;
}

int main()
{
    const int n = 6;
    unsigned *d, h[8 * n];
    cudaMalloc(&d, sizeof h);
    raw<<<1, 8>>>(d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 8; t++) {
        printf("case %d:", t);
        for (int i = 0; i < n; i++) printf(" %08x", h[t * n + i]);
        printf("\n");
    }
    unsigned hs[16];
    skips<<<1, 8>>>(d);
    cudaMemcpy(hs, d, sizeof hs, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 8; t++) printf("skip %d: %08x %08x\n", t, hs[2 * t], hs[2 * t + 1]);
    cudaFree(d);
    unsigned long long *dd, hd[4 * 40];
    cudaMalloc(&dd, sizeof hd);
    dists<<<1, 4>>>(dd);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 4; t++) {
        printf("dist %d:", t);
        for (int i = 0; i < 40; i++) printf(" %llx", hd[t * 40 + i]);
        printf("\n");
    }
    cudaFree(dd);
    return 0;
}
