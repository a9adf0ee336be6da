// A template's value parameter of a pointer-to-function type made of an earlier parameter,
// `template <typename T, T (*f)(T)>` or through an alias template (`func_templ<T> f`), whose
// argument names a function template without its arguments (`riemann<double, square>`): the
// instance is the one deduced from the parameter's type, here square<double> (C++17
// [temp.deduct.funcaddr]); a course's Riemann sums pass their integrands so, to kernels.
// Expected output: g++ 12 -std=c++17, the same source with __global__ and __device__ defined
// away and each launch run as a loop over its threads.
#include <cstdio>

template <typename T> __device__ T square(T x) { return x * x; }
template <typename T> __device__ T cube(T x) { return x * x * x; }
__device__ float twice(float x) { return 2.0f * x; }
template <typename T> __host__ __device__ T halve(T x) { return x / 2; }

template <typename T> using func_templ = T (*)(T);

template <typename T, T (*func)(T), unsigned int blockSize>
__global__ void riemann(T a, T dx, int n, T *out)
{
    unsigned int i = blockIdx.x * blockSize + threadIdx.x;
    if (i < (unsigned)n)
        out[i] = func(a + i * dx) * dx;
}

template <typename T, func_templ<T> func>
__global__ void apply(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = func(v[i]);
}

template <typename T, T (*func)(T)> T on_host(T x) { return func(x); }

int main()
{
    const int n = 8;
    double *d;
    float *f;
    cudaMallocManaged(&d, n * sizeof(double));
    cudaMallocManaged(&f, n * sizeof(float));
    riemann<double, square, 4><<<2, 4>>>(0.5, 0.25, n, d);
    cudaDeviceSynchronize();
    double s = 0;
    for (int i = 0; i < n; i++)
        s += d[i];
    printf("square: %.6f\n", s);
    riemann<double, &cube, 8><<<1, 8>>>(0.5, 0.25, n, d);
    cudaDeviceSynchronize();
    printf("cube: %.6f %.6f\n", d[0], d[n - 1]);
    for (int i = 0; i < n; i++)
        f[i] = (float)i;
    apply<float, twice><<<1, n>>>(f, n);
    apply<float, square><<<1, n>>>(f, n);
    apply<float, halve<float>><<<1, n>>>(f, n);
    cudaDeviceSynchronize();
    printf("twice, square, halve: %g %g %g\n", f[1], f[3], f[7]);
    printf("host: %g %d\n", on_host<double, halve>(5.0), on_host<int, halve>(7));
    cudaFree(d);
    cudaFree(f);
    return 0;
}
