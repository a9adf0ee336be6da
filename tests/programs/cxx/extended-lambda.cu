// nvcc-flags: --extended-lambda
// Extended __device__ lambdas written in host code and passed to a kernel template (CUDA C++
// Programming Guide §5.3.8.2, Extended Lambdas; nvcc needs --extended-lambda, cudarepl takes
// them as they are): the closure object carries copies of the host variables it captures.
#include <cstdio>

template <typename F> __global__ void forEach(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

template <typename T> __global__ void kernel(T input) {}

int main()
{
    const int n = 8;
    float *x, *y;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    for (int i = 0; i < n; i++) {
        x[i] = i;
        y[i] = 1;
    }
    float a = 2.5f;
    forEach<<<1, 32>>>(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
    int offset = 100;
    forEach<<<1, 32>>>(n, [=] __device__(int i) { x[i] += offset; });
    kernel<<<1, 1>>>([] __device__() {}); // the guide's §5.3.8.1 example: CORRECT
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i += 3)
        printf("y[%d] = %.1f, x[%d] = %.1f\n", i, y[i], i, x[i]);
    return 0;
}
