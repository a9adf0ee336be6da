// Device code: a class that declares a destructor has no implicit move constructor or move
// assignment operator (C++17 [class.copy.ctor] p8, [class.copy.assign] p4): an rvalue of it
// is copied, its member by that member's copy constructor or assignment. The output is what an H100
// printed.
#include <cstdio>
#include <utility>

struct M {
    int v;
    __device__ M(int x) : v(x) {}
    __device__ M(const M &o) : v(o.v) { printf("M copy %d\n", v); }
    __device__ M(M &&o) : v(o.v) { printf("M move %d\n", v); }
    __device__ M &operator=(const M &o) { v = o.v; printf("M copy= %d\n", v); return *this; }
    __device__ M &operator=(M &&o) { v = o.v; printf("M move= %d\n", v); return *this; }
};
struct WithDtor {
    M m;
    __device__ ~WithDtor() {}
};

__global__ void kernel()
{
    WithDtor a{M(1)};
    WithDtor b = std::move(a);
    b = std::move(a);
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
