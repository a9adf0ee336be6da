// Virtual base classes in device code (C++17 [class.mi] p4-p6, [class.base.init] p7, p13,
// [class.dtor] p9; CUDA C++ Programming Guide §5.3, C++ Language Support, allows them in
// device code, only not in a __global__ function's parameters): a diamond `D : B, C` whose B
// and C name A as a virtual base holds one A, made first by D's constructor with D's own
// initializer and destroyed last, once; a member of A named through B, C or D, and the A that
// a D *, B * or C * converts to, are the same object; a B made on its own makes its own A.
// One thread runs it, so the output is what the same code prints as a host program
// (g++ -std=c++17, the qualifiers defined away).
#include <cstdio>

struct A {
    int a;
    __device__ A() : a(-1) { printf("A() %d\n", a); }
    __device__ A(int x) : a(x) { printf("A(%d)\n", x); }
    __device__ ~A() { printf("~A %d\n", a); }
    __device__ int twice() const { return 2 * a; }
};
struct B : virtual A {
    int b;
    __device__ B(int x) : A(100 + x), b(x) { printf("B(%d) sees a=%d\n", x, a); }
    __device__ ~B() { printf("~B %d\n", b); }
    __device__ void bump() { a += 10; }
};
struct C : virtual A {
    int c = 7;
    __device__ C() { printf("C() sees a=%d\n", a); }
    __device__ ~C() { printf("~C %d\n", c); }
    __device__ int read() const { return a; }
};
struct D : B, C {
    int d;
    __device__ D(int x) : A(x), B(x + 1), d(x + 2) { printf("D(%d) a=%d b=%d c=%d d=%d\n", x, a, b, c, d); }
    __device__ ~D() { printf("~D %d\n", d); }
    __device__ int sum() const { return a + b + c + d; }
};
struct E : B, C {
    __device__ E() : B(3) { printf("E() a=%d\n", a); }
};

__global__ void diamond(int *out)
{
    {
        B lone(5);
        printf("lone: a=%d b=%d twice=%d\n", lone.a, lone.b, lone.twice());
    }
    {
        D d(1);
        B &rb = d;
        C &rc = d;
        rb.bump();
        printf("through C: %d, through D: %d, sum: %d\n", rc.read(), d.a, d.sum());
        rc.a = 42;
        A *pa = &d;
        A *pb = &rb;
        A *pc = &rc;
        printf("same A: %d %d %d\n", pa == pb, pb == pc, pa->a);
        out[0] = rb.a;
    }
    {
        E e;
        out[1] = e.read();
    }
}

int main()
{
    int *out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    diamond<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("host: %d %d\n", out[0], out[1]);
    cudaFree(out);
    return 0;
}
