// tanh.approx.f32 (MUFU.TANH, also __tanhf) between 2^-8 and 8 in magnitude, where the unit reads
// its operand with 18 to 23 significand bits, truncated, and approximates by pieces: results up
// to about 128 ulp from the correctly rounded tanh, which an H200 gives bit for bit
// (docs/math-h200.md; tests/builtins/test_sfu.c checks every operand the unit distinguishes).
#include <cmath>
#include <cstdio>
#include <cstring>

__global__ void tanh_both(const float *x, float *out, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        float r;
        asm("tanh.approx.f32 %0, %1;" : "=f"(r) : "f"(x[i]));
        out[2 * i] = r;
        out[2 * i + 1] = __tanhf(x[i]);
    }
}

int main()
{
    const int n = 12;
    float h[n] = {0x1p-8f, 0.01f, 0.1f, 0.25f, 0.3333333f, 0.5f, -0.75f, 1.0f, 1.5f, 2.5f, -3.999f, 7.99f};
    float *x, *out, r[2 * n];
    cudaMalloc(&x, sizeof h);
    cudaMalloc(&out, sizeof r);
    cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
    tanh_both<<<1, 32>>>(x, out, n);
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        unsigned a, b;
        memcpy(&a, &r[2 * i], 4);
        memcpy(&b, &r[2 * i + 1], 4);
        printf("tanh.approx(%a) = %a (%08x), __tanhf: %08x, tanhf: %.9g\n", h[i], r[2 * i], a, b,
               (double)tanhf(h[i]));
    }
    return 0;
}
