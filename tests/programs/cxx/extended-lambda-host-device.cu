// __host__ __device__ extended lambdas (CUDA C++ Programming Guide §5.3.8.2, Extended Lambdas:
// its operator() is compiled for both sides) called in host code and passed to kernel
// templates, which call them on the device: one capturing nothing, one a scalar, one an array
// (the closure holds a copy of its elements), one through a __host__ __device__ function
// template used on both sides; a host function template launching with a lambda made in place.
#include <cstdio>

template <typename F> __host__ __device__ int twice(F f, int x) { return f(f(x)); }

template <typename F> __global__ void apply(int *out, int n, F f)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = f(i);
}

template <typename F> __global__ void apply_twice(int *out, int n, F f)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = twice(f, i);
}

template <typename F> void launch(int *d, int n, F f) { apply<<<1, n>>>(d, n, f); }

static void show(const char *what, const int *d)
{
    cudaDeviceSynchronize();
    printf("%s: %d %d %d %d\n", what, d[0], d[1], d[2], d[3]);
}

int main()
{
    int *d;
    cudaMallocManaged(&d, 4 * sizeof(int));
    auto f = [] __host__ __device__ (int x) { return x * 2; };
    int base = 5;
    auto g = [=] __host__ __device__ (int x) { return x + base; };
    int w[3] = {1, 10, 100};
    auto h = [w] __host__ __device__ (int x) { return w[x % 3] * (x + 1); };
    w[0] = 0; // the closure holds its own copy
    printf("host: %d %d %d %d\n", f(3), g(4), h(3), twice(g, 1));
    apply<<<1, 4>>>(d, 4, f);
    show("f", d);
    apply<<<1, 4>>>(d, 4, g);
    show("g", d);
    apply<<<1, 4>>>(d, 4, h);
    show("h", d);
    apply_twice<<<1, 4>>>(d, 4, g);
    show("twice g", d);
    launch(d, 4, [=] __host__ __device__ (int x) { return x * base * 10; });
    show("launch", d);
    cudaFree(d);
    return 0;
}
