// A call written with a namespace's name considers only that namespace's functions (C++17
// [namespace.qual], [basic.lookup.qual]): with liba::run(int) and libb::run(double),
// libb::run(8) calls libb's (8 converted to double) although liba's takes an int exactly, and
// liba::scale(2.5f) liba's (2.5f converted to int); function templates too (liba::pick(1) and
// libb::pick(1)). __host__ __device__ code sees the same (the device line must equal the
// host's, which g++ printed).
// reference: g++
#include <cstdio>

namespace liba {
__host__ __device__ int run(int x) { return x * 2; }
__host__ __device__ int scale(int x) { return x + 100; }
template <class T> __host__ __device__ T pick(T x) { return x + 1; }
}
namespace libb {
__host__ __device__ double run(double x) { return x / 4; }
__host__ __device__ double scale(double x) { return x * 10; }
template <class T> __host__ __device__ T pick(T x) { return x + 2; }
}

__host__ __device__ void show(const char *where)
{
    printf("%s: %d %g %d %g %d %d %g\n", where, liba::run(3), libb::run(8), liba::scale(2.5f),
           libb::scale(2), liba::pick(1), libb::pick(1), libb::pick(0.5));
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
