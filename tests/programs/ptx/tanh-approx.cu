// tanh.approx.f32 in inline PTX and __tanhf (the CUDA Math API's fast hyperbolic tangent) are one
// instruction, MUFU.TANH. An H200 gives the operand itself below 2^-8 in magnitude, 1 with the
// operand's sign from 8 on (infinities too), and its canonical NaN for a NaN (docs/math-h200.md;
// tests/builtins/test_math_sweep.c checks those ranges against the H200's sums).
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
    const int n = 9;
    float h[n] = {0.001f, -3e-5f, 0.0f, -0.0f, 0x1.fffffep-9f, 8.0f, -100.0f, INFINITY, NAN};
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
        printf("tanh.approx(%a) = %a (%08x), __tanhf: %08x\n", h[i], r[2 * i], a, b);
    }
    return 0;
}
