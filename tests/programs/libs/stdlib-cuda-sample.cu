// A CUDA sample's host side with <random>, <chrono> and <limits>: inputs drawn from mt19937
// (uniform_real_distribution<float>, normal_distribution<float>, uniform_int_distribution for
// indices, shuffle for a permutation), a saxpy and a gather kernel timed with
// high_resolution_clock, checked against the host with numeric_limits. The times are only
// checked, not printed. Expected output: cudarepl's, not yet an H200's (no machine could be had
// when it was written); its host values are what g++ 12 with libstdc++ gives (a host-only copy
// of the program, with fmaf for the saxpy that nvcc contracts, printed the same).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>
#include <limits>
#include <random>
#include <vector>

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

__global__ void gather(int n, const int *idx, const float *in, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[idx[i]];
}

int main()
{
    const int n = 1 << 16;
    std::mt19937 gen(2024);
    std::uniform_real_distribution<float> ux(-1.0f, 1.0f);
    std::normal_distribution<float> ny(0.0f, 2.0f);
    std::vector<float> x(n), y(n), y0(n);
    for (int i = 0; i < n; i++) {
        x[i] = ux(gen);
        y[i] = ny(gen);
    }
    y0 = y;
    std::vector<int> perm(n);
    for (int i = 0; i < n; i++)
        perm[i] = i;
    std::shuffle(perm.begin(), perm.end(), gen);
    std::uniform_int_distribution<int> pick(0, n - 1);
    int probe = pick(gen);
    printf("x[0] %.9g y[0] %.9g perm[0] %d probe %d\n", x[0], y[0], perm[0], probe);

    float *dx, *dy, *dout;
    int *didx;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dy, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    cudaMalloc(&didx, n * sizeof(int));
    cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(didx, perm.data(), n * sizeof(int), cudaMemcpyHostToDevice);

    auto start = std::chrono::high_resolution_clock::now();
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.5f, dx, dy);
    gather<<<(n + 255) / 256, 256>>>(n, didx, dy, dout);
    cudaDeviceSynchronize();
    auto stop = std::chrono::high_resolution_clock::now();
    double ms = std::chrono::duration<double, std::milli>(stop - start).count();
    auto us = std::chrono::duration_cast<std::chrono::microseconds>(stop - start);

    std::vector<float> out(n);
    cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    float max_err = 0.0f, lo = std::numeric_limits<float>::max(), hi = std::numeric_limits<float>::lowest();
    int bad = 0;
    for (int i = 0; i < n; i++) {
        float want = 2.5f * x[i] + y0[i];
        float err = std::max(want - y[i], y[i] - want);
        max_err = std::max(max_err, err);
        if (out[i] != y[perm[i]])
            bad++;
        lo = std::min(lo, y[i]);
        hi = std::max(hi, y[i]);
    }
    printf("y[probe] %.6f min %.6f max %.6f gather mismatches %d error small %d\n", y[probe], lo, hi, bad,
           max_err <= 4 * std::numeric_limits<float>::epsilon() * 16);
    printf("timed: %d %d\n", ms >= 0.0, us.count() >= 0);
    cudaFree(dx);
    cudaFree(dy);
    cudaFree(dout);
    cudaFree(didx);
    return 0;
}
