// Kernel templates launched without template arguments (CUDA C++ Programming Guide §5.3, C++
// Language Support: a kernel template's arguments are deduced from the launch's arguments as
// for any function call), with host variables of several types.
#include <cstdio>

template <typename T> __global__ void add(const T *a, const T *b, T *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

template <typename T> __global__ void scale(T *v, T s)
{
    v[threadIdx.x] *= s;
}

int main()
{
    const int n = 8;
    float *a, *b, *c;
    double *d;
    int *k;
    cudaMallocManaged(&a, n * sizeof(float));
    cudaMallocManaged(&b, n * sizeof(float));
    cudaMallocManaged(&c, n * sizeof(float));
    cudaMallocManaged(&d, n * sizeof(double));
    cudaMallocManaged(&k, n * sizeof(int));
    for (int i = 0; i < n; i++) {
        a[i] = i;
        b[i] = 2 * i;
        d[i] = i;
        k[i] = i;
    }
    add<<<1, n>>>(a, b, c, n);
    scale<<<1, n>>>(d, 0.5);
    scale<<<1, n>>>(k, 3);
    cudaDeviceSynchronize();
    printf("c[7] = %.1f, d[7] = %.2f, k[7] = %d\n", c[7], d[7], k[7]);
    return 0;
}
