// Thrust's uniform distributions as Thrust computes them: a real one maps an engine's value
// over one more than the engine's range, in [0, 1), onto [a, b); an integer one truncates a
// double drawn so from [a, b + 1). Thrust's examples (sort, minmax, sum, bounding_box ...) fill
// their inputs this way; the draws are made in host code and in a kernel.
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/random.h>
#include <thrust/transform.h>
#include <thrust/iterator/counting_iterator.h>

struct draw_on_device {
    __host__ __device__ float operator()(int i) const
    {
        thrust::default_random_engine rng(1234);
        rng.discard(3 * i);
        thrust::uniform_real_distribution<float> u(-2.0f, 5.0f);
        thrust::uniform_int_distribution<int> k(-50, 50);
        return u(rng) + (float)k(rng) * 1000.0f + (float)thrust::uniform_int_distribution<int>(0, 9)(rng) * 1e5f;
    }
};

int main()
{
    thrust::default_random_engine rng; // minstd_rand, seed 1
    thrust::uniform_int_distribution<int> dist(0, 99);
    printf("int [0, 99]:");
    for (int i = 0; i < 16; i++) printf(" %d", dist(rng));
    thrust::uniform_int_distribution<int> neg(-10, 10);
    printf("\nint [-10, 10]:");
    for (int i = 0; i < 16; i++) printf(" %d", neg(rng));
    thrust::uniform_int_distribution<unsigned> wide(0u, 4000000000u);
    printf("\nunsigned [0, 4e9]:");
    for (int i = 0; i < 6; i++) printf(" %u", wide(rng));
    thrust::uniform_real_distribution<float> f01;
    printf("\nfloat [0, 1):");
    for (int i = 0; i < 8; i++) printf(" %a", f01(rng));
    thrust::uniform_real_distribution<double> d(-1.0, 3.0);
    printf("\ndouble [-1, 3):");
    for (int i = 0; i < 6; i++) printf(" %a", d(rng));
    thrust::minstd_rand0 r0(7);
    thrust::uniform_real_distribution<float> f(10.0f, 20.0f);
    printf("\nminstd_rand0 float [10, 20):");
    for (int i = 0; i < 6; i++) printf(" %a", f(r0));
    printf("\n");

    thrust::device_vector<float> out(8);
    thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(8), out.begin(),
                      draw_on_device());
    thrust::host_vector<float> h = out;
    printf("kernel:");
    for (int i = 0; i < 8; i++) printf(" %a", h[i]);
    printf("\n");
    return 0;
}
