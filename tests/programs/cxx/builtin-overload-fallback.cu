// (nvcc -O2 -arch=sm_90) A program's own function template named like one of CUDA's math
// overloads (NVIDIA's eigenvalues sample defines `template <class T> T max(const T &, const T &)`):
// calls it can take use it; a call it cannot (max(double, float): T is deduced twice) goes to
// CUDA's own overload, on the device and on the host.
#include <cstdio>

template <class T> __host__ __device__ T max(const T &a, const T &b) { return a < b ? b : a; }
template <class T> __host__ __device__ T min(const T &a, const T &b) { return a < b ? a : b; }

#define MIN_INTERVAL 5.0e-37

__global__ void kernel(float left, float right)
{
    float t1 = max(fabsf(left), fabsf(right)) * 0.5f;
    double m = max(MIN_INTERVAL, t1);
    printf("device: %.3f %.3f %d %.2f\n", t1, m, min(3, 9), min(2.5, 1.0f));
}

int main()
{
    float t1 = max(2.0f, -4.0f);
    printf("host: %.1f %.1f %d\n", t1, max(MIN_INTERVAL, t1), max(-3, 2));
    kernel<<<1, 1>>>(-1.5f, 3.25f);
    cudaDeviceSynchronize();
    return 0;
}
