// x + __logf(y): nvcc computes __logf(y) as lg2.approx(y) * ln(2) and fuses that product into
// the add (PTX: lg2.approx.f32, then fma.rn.f32 with 0f3F317218); __log10f likewise with
// log10(2). `__logf(y) - x` is a mul and a sub in the PTX, which ptxas fuses as it fuses
// a*b - c. Under --use_fast_math logf and log10f are these intrinsics
// (logf-contraction-fast). Each line: x, y, then the bits of x + __logf(y), of the fused
// form fmaf(lg2, ln 2, x) and of the unfused (lg2 * ln 2) + x, then the same for __log10f,
// then __logf(y) - x and x * __logf(y) + 1.
#include <cstdio>

#ifndef LOG
#define LOG __logf
#define LOG10 __log10f
#endif

__device__ float lg2(float y)
{
    float l;
    asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(l) : "f"(y));
    return l;
}

__global__ void logs(const float *xs, const float *ys, unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float x = xs[i], y = ys[i], l = lg2(y);
    unsigned *o = out + 8 * i;
    o[0] = __float_as_uint(x + LOG(y));
    o[1] = __float_as_uint(__fmaf_rn(l, 0.693147181f, x));
    o[2] = __float_as_uint(__fadd_rn(__fmul_rn(l, 0.693147181f), x));
    o[3] = __float_as_uint(x + LOG10(y));
    o[4] = __float_as_uint(__fmaf_rn(l, 0.301029996f, x));
    o[5] = __float_as_uint(__fadd_rn(__fmul_rn(l, 0.301029996f), x));
    o[6] = __float_as_uint(LOG(y) - x);
    o[7] = __float_as_uint(x * LOG(y) + 1.0f);
}

int main()
{
    const int n = 4096;
    static float hx[n], hy[n];
    static unsigned o[8 * n];
    unsigned s = 12345;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        hx[i] = (float)(s >> 8) / 16777216.0f * 8.0f - 4.0f;
        s = s * 1664525u + 1013904223u;
        hy[i] = (float)(s >> 8) / 16777216.0f * 100.0f + 0.01f;
    }
    float *dx, *dy;
    unsigned *d;
    cudaMalloc(&dx, sizeof hx);
    cudaMalloc(&dy, sizeof hy);
    cudaMalloc(&d, sizeof o);
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
    logs<<<n / 128, 128>>>(dx, dy, d, n);
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    int fused = 0, unfused = 0, fused10 = 0, unfused10 = 0;
    unsigned sum = 0;
    for (int i = 0; i < n; i++) {
        fused += o[8 * i] == o[8 * i + 1];
        unfused += o[8 * i] == o[8 * i + 2];
        fused10 += o[8 * i + 3] == o[8 * i + 4];
        unfused10 += o[8 * i + 3] == o[8 * i + 5];
        for (int k = 0; k < 8; k++)
            sum = sum * 31u + o[8 * i + k];
    }
    printf("x + log(y): %d of %d as fused, %d as unfused\n", fused, n, unfused);
    printf("x + log10(y): %d as fused, %d as unfused\n", fused10, unfused10);
    for (int i = 0; i < 6; i++)
        printf("%a %a: %08x %08x %08x | %08x %08x %08x | %08x %08x\n", hx[i], hy[i], o[8 * i],
               o[8 * i + 1], o[8 * i + 2], o[8 * i + 3], o[8 * i + 4], o[8 * i + 5], o[8 * i + 6],
               o[8 * i + 7]);
    printf("digest of all %d results: %08x\n", 8 * n, sum);
    return 0;
}
