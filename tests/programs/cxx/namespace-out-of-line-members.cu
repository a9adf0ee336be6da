// Member functions and static data members of classes in namespaces defined outside their
// namespace, by their qualified names (C++17 [class.mfct] p4, [namespace.memdef] p2):
// gpu::S::f beside a global S::f, a static member, a nested namespace's class; the body of
// gpu::S::g finds gpu::S's members unqualified; a kernel calls the __host__ __device__ one.
// reference: g++
#include <cstdio>
namespace gpu {
struct S { int v; __host__ __device__ int f() const; static int count; int g(); };
namespace in { struct T { int h(); }; }
}
struct S { int f() const; };
int S::f() const { return 7; }
__host__ __device__ int gpu::S::f() const { return v * 2; }
int gpu::S::count = 5;
int gpu::S::g() { return count + f(); }
int gpu::in::T::h() { return 9; }
__global__ void k() { gpu::S s{4}; printf("dev %d\n", s.f()); }
int main()
{
    gpu::S s{3};
    printf("%d %d %d %d %d\n", s.f(), gpu::S::count, s.g(), S().f(), gpu::in::T().h());
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
