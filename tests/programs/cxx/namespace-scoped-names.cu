// Each namespace is a scope of its own (C++17 [basic.namespace], [basic.lookup.unqual]): a
// global variable, class or function declared after a namespace's entity of the same name is
// a distinct entity, whichever was first; inside a namespace, an unqualified name finds that
// namespace's own entity (or its enclosing namespaces'), never another namespace's; an inline
// namespace's members are its enclosing namespace's too (lib::version() is lib::v2's), while
// lib::v1::version() names the other; kernel templates of one name in two namespaces are two
// templates, each launched by its qualified name.
// reference: g++
#include <cstdio>

namespace a {
int x = 1;
struct S { int v = 10; };
__host__ __device__ int twice(int n) { return 2 * n; }
int get() { return x + S().v; }
}
int x = 2;
struct S { int v = 20; };
__host__ __device__ int twice(int n) { return 200 * n; }

namespace outer {
int depth = 1;
namespace inner { int get() { return depth * 100; } }
}

namespace lib {
inline namespace v2 { __host__ __device__ int version() { return 2; } }
namespace v1 { __host__ __device__ int version() { return 1; } }
}

namespace p { template <class T> __global__ void fill(T v) { printf("p::fill %d\n", (int)v * 2); } }
namespace q { template <class T> __global__ void fill(T v) { printf("q::fill %d\n", (int)v * 3); } }

int main()
{
    printf("%d %d %d %d %d %d\n", a::x, x, ::x, a::get(), S().v, a::S().v);
    printf("%d %d %d\n", a::twice(3), twice(3), outer::inner::get());
    printf("%d %d %d\n", lib::version(), lib::v1::version(), lib::v2::version());
    p::fill<<<1, 1>>>(5);
    cudaDeviceSynchronize();
    q::fill<<<1, 1>>>(5);
    cudaDeviceSynchronize();
    p::fill<<<1, 1>>>(1.5);
    cudaDeviceSynchronize();
    return 0;
}
