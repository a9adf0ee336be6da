// Device code: of two derived-to-base conversions, the one to the nearer base is better (C++17
// [over.ics.rank] p4.4): with C : B : A, a C * goes to f(B *) rather than f(A *), a C to
// g(B &), h(const B &) and k(B) rather than their A overloads. The output is what an H100
// printed.
#include <cstdio>

struct A { int a; };
struct B : A { int b; };
struct C : B { int c; };

__device__ int f(A *) { return 1; }
__device__ int f(B *) { return 2; }
__device__ int g(A &) { return 1; }
__device__ int g(B &) { return 2; }
__device__ int h(const A &) { return 1; }
__device__ int h(const B &) { return 2; }
__device__ int k(A) { return 1; }
__device__ int k(B) { return 2; }

__global__ void kernel()
{
    C c;
    c.a = c.b = c.c = 0;
    printf("f %d g %d h %d k %d\n", f(&c), g(c), h(c), k(c));
}

int main()
{
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
