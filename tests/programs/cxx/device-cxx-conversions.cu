// C++ rules in device code, as nvcc compiles them for an H200 (C++17): a conditional
// expression of two operands of one arithmetic type has that type ([expr.cond] p4-6); members
// are initialised in declaration order, not the mem-initializer list's ([class.base.init]
// p13.3); a copy of a derived object made as its polymorphic base is a base ([class.copy.ctor]
// p14); an aggregate copy-initialised from an object of a class converting to it takes the
// conversion function ([dcl.init.aggr] p15); `b = a` of one class assigns by the implicit copy
// assignment even beside operator=(float) ([over.ics.rank] p3); a static constexpr float
// member reads as its value. The output is what an H100 printed.
#include <cstdio>

struct T {
    int id;
    __device__ T(int i) : id(i) { printf("T(%d)\n", i); }
};

struct H2 {
    T a;
    T b;
    int sum;
    __device__ H2() : sum(a.id + b.id), b(2), a(1) {}
};

struct B {
    int x;
    __device__ B() : x(1) {}
    __device__ virtual int f() const { return 10; }
};

struct D : B {
    __device__ D() { x = 4; }
    __device__ int f() const override { return 20; }
};

__device__ int by_value(B b) { return b.x * 100 + b.f(); }

struct Raw {
    unsigned short x;
};

struct Q {
    unsigned short bits;
    __device__ Q() : bits(0) {}
    __device__ Q(float f) : bits((unsigned short)(f * 10)) {}
    __device__ Q &operator=(float f) { bits = (unsigned short)(f * 100); return *this; }
    __device__ operator float() const { return bits / 10.0f; }
    __device__ operator Raw() const { Raw r; r.x = bits; return r; }
};

struct Limits {
    static constexpr float lo = -1.5f;
    static constexpr double hi = 2.25;
};

__global__ void kernel(bool t)
{
    char c = 'x', d = 'y';
    short s = 3;
    printf("cond %c %d %d %d %d\n", t ? c : d, (int)sizeof(t ? c : d), (int)sizeof(t ? s : s),
           (int)sizeof(t ? s : 1), (int)sizeof(t ? c : 'z'));
    H2 h;
    printf("sum %d\n", h.sum);
    D dd;
    B sliced = dd;
    B &ref = dd;
    printf("slice %d %d %d\n", by_value(dd), sliced.f(), ref.f());
    Q q(1.5f), q2;
    Raw r = q;
    q2 = q;
    printf("raw %u copy %u\n", r.x, q2.bits);
    q2 = 2.0f;
    printf("assign float %u\n", q2.bits);
    float lo = Limits::lo;
    printf("limits %g %g\n", lo, Limits::hi);
}

int main()
{
    kernel<<<1, 1>>>(true);
    cudaDeviceSynchronize();
    return 0;
}
