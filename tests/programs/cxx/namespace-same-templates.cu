// Class templates of one name in two namespaces are two templates (C++17 [basic.namespace],
// [temp.names]): lo::Vec<T> and hi::Vec<T> have their own members, sizes and constructors, each
// instance is its own template's, and inside a namespace the plain name is that namespace's
// template (C++17 [basic.lookup.unqual]); __host__ __device__ code sees the same (the device
// line must equal the host's, which g++ printed).
// reference: g++
#include <cstdio>

namespace lo {
template <class T> struct Vec {
    T x, y;
    __host__ __device__ Vec(T a, T b) : x(a), y(b) {}
    __host__ __device__ T sum() const { return x + y; }
};
__host__ __device__ inline int twice(int v) { Vec<int> p(v, v); return p.sum(); }
}

namespace hi {
template <class T> struct Vec {
    T x, y, z;
    __host__ __device__ Vec(T a) : x(a), y(a + 1), z(a + 2) {}
    __host__ __device__ T sum() const { return x + y + z; }
};
template <class T> using Pair = Vec<T>;
__host__ __device__ inline int thrice(int v) { Vec<int> p(v); return p.sum(); }
}

__host__ __device__ void show(const char *where)
{
    lo::Vec<int> a(1, 2);
    hi::Vec<int> b(10);
    hi::Vec<double> c(0.5);
    lo::Vec<double> d(0.25, 0.5);
    hi::Pair<float> e(1.5f);
    printf("%s: %d %d %g %g %g %d %d\n", where, a.sum(), b.sum(), c.sum(), d.sum(), e.sum(),
           lo::twice(4), hi::thrice(4));
    printf("%s: %d %d %d %d\n", where, (int)sizeof a, (int)sizeof b, (int)sizeof c, (int)sizeof d);
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
