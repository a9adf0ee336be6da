// saxpy with Thrust (docs/libraries.md, "Thrust"): a functor with thrust::transform, a raw
// kernel on raw_pointer_cast, extended __device__ lambdas (nvcc --extended-lambda), fancy
// iterators, transform_reduce and inner_product, generate, device_malloc. Every float value
// is exactly representable and every sum exact, whatever the order of the additions.
#include <stdio.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>
#include <thrust/count.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform_reduce.h>
#include <thrust/inner_product.h>
#include <thrust/for_each.h>
#include <thrust/generate.h>
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/functional.h>

struct saxpy_functor {
    const float a;
    saxpy_functor(float _a) : a(_a) {}
    __host__ __device__ float operator()(const float &x, const float &y) const { return a * x + y; }
};

struct square {
    __host__ __device__ float operator()(float x) const { return x * x; }
};

struct add_index {
    int *out;
    __device__ void operator()(int i) const { out[i] += i * 10; }
};

__global__ void saxpy_kernel(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int next_value()
{
    static int v = 1;
    v = v * 3 % 17;
    return v;
}

int main()
{
    const int n = 1000;
    thrust::device_vector<float> x(n), y(n), z(n);
    thrust::sequence(x.begin(), x.end(), 0.0f, 0.5f);
    thrust::fill(y.begin(), y.end(), 2.0f);
    thrust::transform(x.begin(), x.end(), y.begin(), z.begin(), saxpy_functor(4.0f));
    printf("functor: z[0] = %g, z[1] = %g, z[999] = %g\n", (float)z[0], (float)z[1], (float)z[999]);

    saxpy_kernel<<<(n + 255) / 256, 256>>>(n, 4.0f, thrust::raw_pointer_cast(x.data()),
                                           thrust::raw_pointer_cast(y.data()));
    cudaDeviceSynchronize();
    printf("kernel equal to functor: %d\n", (int)thrust::equal(y.begin(), y.end(), z.begin()));

    float sumsq = thrust::transform_reduce(x.begin(), x.begin() + 64, square(), 0.0f, thrust::plus<float>());
    float dot = thrust::inner_product(x.begin(), x.begin() + 64, x.begin(), 0.0f);
    printf("sum of squares %g, dot %g\n", sumsq, dot);

    thrust::transform(x.begin(), x.end(), z.begin(), thrust::negate<float>());
    printf("negate: z[5] = %g, sum %g\n", (float)z[5], thrust::reduce(z.begin(), z.begin() + 8));

    thrust::device_vector<int> k(12, 1);
    thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(12), k.begin(),
                      k.begin(), thrust::multiplies<int>());
    add_index f = {thrust::raw_pointer_cast(k.data())};
    thrust::for_each(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(12), f);
    thrust::host_vector<int> hk = k;
    printf("counting:");
    for (int i = 0; i < 12; i++)
        printf(" %d", hk[i]);
    printf("\n");
    printf("constant sum %d\n", thrust::reduce(thrust::make_constant_iterator(7),
                                               thrust::make_constant_iterator(7) + 10));
    printf("squares 0..9 sum %g\n",
           thrust::reduce(thrust::make_transform_iterator(x.begin(), square()),
                          thrust::make_transform_iterator(x.begin() + 10, square())));

    thrust::host_vector<int> g(8);
    thrust::generate(g.begin(), g.end(), next_value);
    thrust::device_vector<int> dg = g;
    thrust::generate(g.begin(), g.end(), next_value);
    printf("generate:");
    for (int i = 0; i < 8; i++)
        printf(" %d", (int)dg[i]);
    for (int i = 0; i < 8; i++)
        printf(" %d", g[i]);
    printf("\n");

    float a = 3.0f;
    thrust::device_vector<float> w(n);
    thrust::transform(x.begin(), x.end(), w.begin(), [=] __device__ (float v) { return a * v + 1.0f; });
    printf("lambda: w[0] = %g, w[999] = %g\n", (float)w[0], (float)w[999]);
    int big = (int)thrust::count_if(w.begin(), w.end(), [] __device__ (float v) { return v > 1000.0f; });
    thrust::sort(w.begin(), w.begin() + 10, [] __device__ (float p, float q) { return p > q; });
    float m = thrust::reduce(w.begin(), w.end(), 0.0f, [] __device__ (float p, float q) -> float { return p > q ? p : q; });
    printf("lambda: %d above 1000, w[0] = %g, w[9] = %g, max %g\n", big, (float)w[0], (float)w[9], m);
    float *raw = thrust::raw_pointer_cast(w.data());
    thrust::for_each(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                     [=] __device__ (int i) { raw[i] = raw[i] - 3.0f * i; });
    printf("lambda for_each: w[0] = %g, w[500] = %g, sum of first 100 %g\n", (float)w[0], (float)w[500],
           thrust::reduce(w.begin(), w.begin() + 100));

    {
        thrust::device_ptr<int> p = thrust::device_malloc<int>(16);
        thrust::sequence(p, p + 16, 5);
        int *raw = thrust::raw_pointer_cast(p);
        thrust::device_ptr<int> q = thrust::device_pointer_cast(raw);
        printf("device_ptr: p[15] = %d, *(q + 2) = %d, sum %d\n", (int)p[15], (int)*(q + 2),
               thrust::reduce(q, q + 16));
        thrust::device_free(p);
    }
    return 0;
}
