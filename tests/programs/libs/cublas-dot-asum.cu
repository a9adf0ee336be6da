// cublasSdot and cublasSasum for n = 1 ... 300 (the inputs of the probe that measured cuBLAS
// 13.1 on an H200: docs/libraries.md, "cuBLAS"): the H200's sums bit for bit, in its order of
// summation. (The probe printed SNRM2 too, whose order cudarepl does not reproduce: left out.)
#include <cstdio>
#include <cstdint>
#include <vector>
#include <cublas_v2.h>
static float inp(uint32_t i, uint32_t salt)
{
    uint32_t x = i * 2654435761u ^ salt * 40503u;
    x ^= x >> 15; x *= 0x2c1b3c6dU; x ^= x >> 12; x *= 0x297a2d39U; x ^= x >> 15;
    return (float)((int)(x % 2001) - 1000) / 257.0f;
}
int main()
{
    cublasHandle_t h;
    cublasCreate(&h);
    int n = 300;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; i++) {
        x[i] = inp(i, 7);
        y[i] = inp(i, 8);
    }
    float *dx, *dy;
    cudaMalloc(&dx, n * 4);
    cudaMalloc(&dy, n * 4);
    cudaMemcpy(dx, x.data(), n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y.data(), n * 4, cudaMemcpyHostToDevice);
    for (int k = 1; k <= n; k++) {
        float d, a;
        cublasSdot(h, k, dx, 1, dy, 1, &d);
        cublasSasum(h, k, dx, 1, &a);
        printf("%d %a %a\n", k, d, a);
    }
    cublasDestroy(h);
}
