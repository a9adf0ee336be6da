// libcu++'s transparent function objects in device code (<cuda/std/functional>: plus<> ...
// are __host__ __device__, and their <void> forms the standard's C++14 member templates over
// the operands' own types), called in a kernel, in a generic lambda there, and by
// thrust::transform with thrust::plus<> over vectors of two element types.
#include <cstdio>
#include <cuda/std/functional>
#include <cuda/std/type_traits>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/transform.h>

__global__ void combine(const float *a, const int *b, double *sum, int *below, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        sum[i] = cuda::std::plus<>{}(a[i], b[i]);
        // an int against an unsigned: the usual conversions make -2 a large unsigned value
        below[i] = cuda::std::less<>{}(b[i], 2u);
    }
    if (i == 0) {
        auto p = cuda::std::plus<>{}(1.5f, 2);
        auto q = cuda::std::multiplies<>()(3, 2.5);
        auto diff = [](auto x, auto y) { return cuda::std::minus<>{}(x, y); };
        auto d = diff(10, 0.25f);
        printf("device: %g %d | %g %d | %g %d | %d %d %d\n", p,
               (int)cuda::std::is_same<decltype(p), float>::value, q,
               (int)cuda::std::is_same<decltype(q), double>::value, d,
               (int)cuda::std::is_same<decltype(d), float>::value,
               (int)cuda::std::greater<>()(-1L, 1u), (int)cuda::std::negate<>()(-3L),
               cuda::std::bit_xor<>()(6, 3u) == 5u);
    }
}

int main()
{
    const int n = 4;
    float ha[n] = {0.5f, 1.25f, -2.0f, 3.0f};
    int hb[n] = {1, -2, 3, -4};
    float *a;
    int *b, *below;
    double *sum;
    cudaMalloc(&a, sizeof ha);
    cudaMalloc(&b, sizeof hb);
    cudaMalloc(&sum, n * sizeof(double));
    cudaMalloc(&below, n * sizeof(int));
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
    combine<<<1, 32>>>(a, b, sum, below, n);
    cudaDeviceSynchronize();
    double hs[n];
    int hl[n];
    cudaMemcpy(hs, sum, sizeof hs, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, below, sizeof hl, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        printf("%g %d\n", hs[i], hl[i]);

    thrust::device_vector<float> fa(ha, ha + n);
    thrust::device_vector<int> ib(hb, hb + n);
    thrust::device_vector<double> out(n);
    thrust::transform(fa.begin(), fa.end(), ib.begin(), out.begin(), thrust::plus<>());
    for (int i = 0; i < n; i++)
        printf("%g ", (double)out[i]);
    printf("\n");
    cudaFree(a);
    cudaFree(b);
    cudaFree(sum);
    cudaFree(below);
    return 0;
}
