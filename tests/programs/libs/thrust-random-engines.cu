// reference: h200 (nvcc -arch=sm_90 with Thrust 13.0's headers)
// Thrust's engines are the C++ standard's templates, and the 10000th value of a default-constructed
// minstd_rand0, minstd_rand, ranlux24_base and ranlux24 is the one [rand.predef] states
// (1043618065, 399268537, 7937952, 9901578). Thrust seeds a subtract_with_carry_engine with one
// draw of its linear congruential engine per word where the standard takes two for a 48-bit word,
// so ranlux48_base and ranlux48 give other numbers than std::'s (192113843633948 and
// 88229545517833, not 61839128582725 and 249142670248501), in host code and in a kernel.
// Without __CUDACC__ the file uses <random> (what g++ prints differs in those two engines).
#include <stdio.h>
#ifdef __CUDACC__
#include <thrust/random.h>
namespace R = thrust;
#else
#include <random>
namespace R = std;
#endif

template <class E> void tenth_thousand(const char *name)
{
    E e;
    e.discard(9999);
    printf("%s: %llu\n", name, (unsigned long long)e());
}

template <class E> void seeded(const char *name, unsigned long long seed)
{
    E e(seed);
    printf("%s(%llu):", name, seed);
    for (int i = 0; i < 5; i++)
        printf(" %llu", (unsigned long long)e());
    printf("\n");
}

#ifdef __CUDACC__
__global__ void per_thread(unsigned *out)
{
    thrust::minstd_rand rng(1234 + threadIdx.x);
    rng.discard(threadIdx.x);
    thrust::ranlux24 lux(threadIdx.x);
    out[2 * threadIdx.x] = rng();
    out[2 * threadIdx.x + 1] = lux();
}
#endif

int main()
{
    tenth_thousand<R::minstd_rand0>("minstd_rand0");
    tenth_thousand<R::minstd_rand>("minstd_rand");
    tenth_thousand<R::ranlux24_base>("ranlux24_base");
    tenth_thousand<R::ranlux48_base>("ranlux48_base");
    tenth_thousand<R::ranlux24>("ranlux24");
    tenth_thousand<R::ranlux48>("ranlux48");
    seeded<R::minstd_rand>("minstd_rand", 0);
    seeded<R::minstd_rand>("minstd_rand", 2147483647ULL);
    seeded<R::minstd_rand0>("minstd_rand0", 42);
    seeded<R::ranlux24_base>("ranlux24_base", 0);
    seeded<R::ranlux48_base>("ranlux48_base", 7);
    seeded<R::ranlux24>("ranlux24", 123456789);
    seeded<R::ranlux48>("ranlux48", 99);
    R::linear_congruential_engine<unsigned, 69069u, 1u, 0u> mod32(5);
    unsigned m1 = mod32(), m2 = mod32(), m3 = mod32();
    printf("lcg mod 2^32: %u %u %u\n", m1, m2, m3);
    unsigned out[8];
#ifdef __CUDACC__
    unsigned *d;
    cudaMalloc(&d, sizeof out);
    per_thread<<<1, 4>>>(d);
    cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
    cudaFree(d);
#else
    for (unsigned t = 0; t < 4; t++) {
        std::minstd_rand rng(1234 + t);
        rng.discard(t);
        std::ranlux24 lux(t);
        out[2 * t] = rng();
        out[2 * t + 1] = lux();
    }
#endif
    for (int t = 0; t < 4; t++)
        printf("thread %d: %u %u\n", t, out[2 * t], out[2 * t + 1]);
    return 0;
}
