// Trailing return types on a class's own (not template) member functions (C++17
// [dcl.fct] p2, [expr.prim.this] p2): one that names the data members declared before it
// (`auto get() const -> decltype(v)`: the class is still being defined there, its members so far
// are in scope), and `auto S::f() -> T` defined out of the class, where `auto` is the type and
// `S::f` the declarator (it was taken for a type `S` and a function `::f`, which saw no members:
// "use of undeclared identifier"). Host and device code alike.
#include <cstdio>

struct V {
    int v;
    double w;
    __host__ __device__ auto get() const -> decltype(v) { return v; }
    __host__ __device__ auto both() const -> decltype(v + w);
    __host__ __device__ auto twice() -> decltype(w * 2);
    auto plain();
};
__host__ __device__ auto V::both() const -> decltype(v + w) { return v + w; }
__host__ __device__ auto V::twice() -> decltype(w * 2) { return w * 2; }
auto V::plain() { return v * 10; }

__global__ void k(V x)
{
    printf("device %d %g %g %d\n", x.get(), x.both(), x.twice(), (int)sizeof(x.both()));
}

int main()
{
    V a{3, 1.5};
    printf("host %d %g %g %zu %d\n", a.get(), a.both(), a.twice(), sizeof(a.both()), a.plain());
    k<<<1, 1>>>(a);
    cudaDeviceSynchronize();
    return 0;
}
