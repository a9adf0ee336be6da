// In the style of NVIDIA's samples: std::vector buffers, std::cout reports, a kernel, a check
// against a host reference with std::abs and std::max. The H200 prints a maximum error of one
// float ulp and "Test FAILED": nvcc contracts a * x[i] + y[i] into an FMA in the kernel, and the
// host computes it with two roundings; cudarepl prints the same.
#include <algorithm>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <vector>

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int main()
{
    const int n = 1 << 12;
    const float a = 2.5f;
    std::vector<float> x(n), y(n, 1.0f), ref(n);
    for (int i = 0; i < n; i++)
        x[i] = 0.001f * (i % 97);
    for (int i = 0; i < n; i++)
        ref[i] = a * x[i] + y[i];
    float *dx, *dy;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dy, n * sizeof(float));
    cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    int threads = 256, blocks = (n + threads - 1) / threads;
    std::cout << "[saxpy] " << n << " elements, " << blocks << " blocks of " << threads << " threads" << std::endl;
    saxpy<<<blocks, threads>>>(n, a, dx, dy);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        std::cerr << "launch failed: " << cudaGetErrorString(err) << std::endl;
        return 1;
    }
    cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
    float maxErr = 0;
    for (int i = 0; i < n; i++)
        maxErr = std::max(maxErr, std::abs(y[i] - ref[i]));
    double total = std::accumulate(y.begin(), y.end(), 0.0);
    std::cout << "max error " << maxErr << ", sum " << std::setprecision(10) << total << std::endl;
    std::cout << std::fixed << std::setprecision(4) << "y[0..3] = " << y[0] << " " << y[1] << " "
              << y[2] << " " << y[3] << std::endl;
    std::cout << (maxErr == 0 ? "Test PASSED" : "Test FAILED") << std::endl;
    cudaFree(dx);
    cudaFree(dy);
    return 0;
}
