// Overload resolution over the sets that lookup finds (C++17 [basic.lookup.unqual],
// [namespace.udir], [basic.lookup.argdep]): inside namespace b, f(1) finds b::f and stops
// there, so b::f(double) is called although a::f(int) takes an int exactly; at global scope a
// using-directive makes a::f and ::f one set, of which f(1) takes a::f(int); a call with an
// argument of class geo::Vec finds geo's functions and operators unqualified
// (argument-dependent lookup), also where no f of that name is declared at all, also
// operator<< for std::cout, and the same in a kernel (__host__ __device__ functions found by
// ADL from device code print the host's lines).
// reference: g++
#include <cstdio>
#include <iostream>

namespace a {
__host__ __device__ const char *f(int) { return "a::f(int)"; }
}
namespace b {
__host__ __device__ const char *f(double) { return "b::f(double)"; }
__host__ __device__ const char *g() { return f(1); }
}

namespace geo {
struct Vec { int x, y; };
__host__ __device__ Vec operator+(Vec p, Vec q) { return Vec{p.x + q.x, p.y + q.y}; }
__host__ __device__ int dot(Vec p, Vec q) { return p.x * q.x + p.y * q.y; }
__host__ __device__ const char *kind(Vec) { return "geo::kind(Vec)"; }
enum Axis { X, Y };
__host__ __device__ const char *kind(Axis) { return "geo::kind(Axis)"; }
std::ostream &operator<<(std::ostream &o, const Vec &v) { return o << "(" << v.x << ", " << v.y << ")"; }
}

__host__ __device__ const char *kind(int) { return "::kind(int)"; }

using namespace a;
__host__ __device__ const char *f(long) { return "::f(long)"; }

__host__ __device__ void show(const char *where)
{
    geo::Vec p{1, 2}, q{3, 4};
    geo::Vec r = p + q;
    printf("%s: %s %s %d %d %d %s %s %s\n", where, b::g(), f(1), r.x, r.y, dot(p, q), kind(p),
           kind(geo::Y), kind(7));
}

__global__ void kernel() { show("device"); }

int main()
{
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    geo::Vec v{5, 6};
    std::cout << "v = " << v << ", v + v = " << v + v << "\n";
    return 0;
}
