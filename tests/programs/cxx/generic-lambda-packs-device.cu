// Generic lambdas with parameter packs in device code (auto... xs, const auto &... xs, auto &... xs,
// auto &&... args forwarded, sizeof...(xs), a pack after another auto parameter) inside a kernel, an
// extended __device__ generic lambda with a capture passed to a kernel template and called with
// 0 to 3 arguments, generic lambdas without packs, and cuda::std::apply on cuda::std::tuple
#include <cstdio>
#include <utility>
#include <cuda/std/tuple>

__device__ int scale3(int a, int b, int c) { return a * 100 + b * 10 + c; }

/* cuda::std::apply in a __host__ __device__ function: called by the kernel and by main */
__host__ __device__ int product_of(int a, int c)
{
    return cuda::std::apply([](auto... xs) { return (int)(xs * ... * 1); }, cuda::std::make_tuple(a, 2, c));
}

template <class F> __global__ void apply_each(F f, const int *in, int *out)
{
    int t = threadIdx.x;
    const int *v = in + 3 * t;
    out[4 * t + 0] = f(v[0]);
    out[4 * t + 1] = f(v[0], v[1]);
    out[4 * t + 2] = f(v[0], v[1], v[2]);
    out[4 * t + 3] = f();
}

__global__ void in_kernel(const int *in, int *out)
{
    int t = threadIdx.x;
    const int *v = in + 3 * t;
    auto sum = [](auto... xs) { return (xs + ... + 0); };
    auto count = [](const auto &... xs) { return (int)sizeof...(xs); };
    auto call = [&](auto &&... args) { return scale3(std::forward<decltype(args)>(args)...); };
    auto first_plus = [t](auto first, auto... rest) { return first * t + (rest + ... + 0); };
    auto twice = [](auto &... xs) { ((xs *= 2), ...); };
    auto mul = [](auto a, auto b) { return a * b; };
    auto sq = [](const auto &a) { return a * a; };
    int a = v[0], b = v[1];
    long c = v[2];
    twice(a, b, c);
    out[10 * t + 0] = sum(v[0], v[1], v[2]);
    out[10 * t + 1] = (int)sum((long long)v[0], 2LL, (short)3);
    out[10 * t + 2] = count() * 10 + count(1, 2.0f, 'c');
    out[10 * t + 3] = call(v[0], v[1], v[2]);
    out[10 * t + 4] = first_plus(v[0]) + first_plus(v[0], 1, 2, 3);
    out[10 * t + 5] = a + b * 1000 + (int)c * 1000000;
    out[10 * t + 6] = mul(v[1], v[2]) + (int)mul(0.5f, 4.0f);
    out[10 * t + 7] = sq(v[2]);
    cuda::std::tuple<int, long, short> tup(v[0], v[1], (short)v[2]);
    out[10 * t + 8] = cuda::std::apply(call, tup);
    out[10 * t + 9] = product_of(v[0], v[2]);
}

int main()
{
    const int n = 4;
    int h_in[3 * n], h_a[10 * n], h_b[4 * n];
    for (int i = 0; i < 3 * n; i++)
        h_in[i] = i * 5 - 13;
    int *d_in, *d_a, *d_b;
    cudaMalloc(&d_in, sizeof h_in);
    cudaMalloc(&d_a, sizeof h_a);
    cudaMalloc(&d_b, sizeof h_b);
    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    in_kernel<<<1, n>>>(d_in, d_a);
    int k = 7;
    apply_each<<<1, n>>>([k] __device__ (auto... xs) { return k * (int)sizeof...(xs) + (xs + ... + 0); },
                         d_in, d_b);
    cudaMemcpy(h_a, d_a, sizeof h_a, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_b, d_b, sizeof h_b, cudaMemcpyDeviceToHost);
    for (int t = 0; t < n; t++) {
        printf("thread %d:", t);
        for (int j = 0; j < 10; j++)
            printf(" %d", h_a[10 * t + j]);
        printf(" |");
        for (int j = 0; j < 4; j++)
            printf(" %d", h_b[4 * t + j]);
        printf("\n");
    }
    printf("host: %d %d\n", product_of(3, 4), product_of(-5, 7));
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    cudaFree(d_in);
    cudaFree(d_a);
    cudaFree(d_b);
    return 0;
}
