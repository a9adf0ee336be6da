// C++ constructs in device code, each printed by a kernel: a member class template of a class
// that is not a template (C++17 [temp.mem]); ?: of a derived and a base lvalue, the base's
// lvalue ([expr.cond] p4); noexcept(e) ([expr.unary.noexcept]) and noexcept(B) specifications;
// a const int with a constant initialiser bound to references and to `T &` ([dcl.init.ref],
// [temp.deduct.call]); an aggregate with reference members ([dcl.init.aggr]); a class with an
// initializer_list constructor and no default constructor given `{}` ([over.match.list]); a
// recursive generic lambda ([expr.prim.lambda.closure]). Device code follows C++ as host code
// does (CUDA C++ Programming Guide §5.3, "C++ Language Support"). The expected output is what
// these rules give (nvcc 13 -arch=sm_90 compiles the program; an H200's run is owed).
#include <cstdio>
#include <initializer_list>

struct O {
    template <class U> struct In {
        U v;
        __device__ U twice() const { return v + v; }
    };
};
struct X { int pad = 7; };
struct B { int b = 1; };
struct D : X, B { };
__device__ int may_throw_fn() { return 1; }
__device__ int nothrow_fn() noexcept { return 2; }
template <class T> __device__ T pick(T x) noexcept(sizeof(T) == 4) { return x; }
template <class T> __device__ int deduced(T &x) { return (int)sizeof(T) * 10 + x; }
struct P { int x; };
struct Ref { const P &p; int &out; };
struct OnlyList {
    int n;
    __device__ OnlyList(std::initializer_list<int> l) : n((int)l.size() + 100) {}
};

__global__ void kernel(int k)
{
    O::In<int> a{k};
    O::In<double> b{1.25};
    printf("member template: %d %g\n", a.twice(), b.twice());

    B base;
    D derived;
    derived.b = 2;
    B &r = k ? derived : base;
    (k ? base : derived).b = 5;
    printf("conditional: %d %d %d\n", r.b, base.b, &r == &derived);

    printf("noexcept: %d %d %d %d\n", noexcept(may_throw_fn()), noexcept(nothrow_fn()),
           noexcept(pick(1)), noexcept(pick(1.0)));

    const int ci = 5;
    const int &cr = ci;
    auto &ar = ci;
    auto &&t = 3;
    t += 1;
    printf("const lvalues: %d %d %d %d\n", &cr == &ci, &ar == &ci, t, deduced(ci));

    P p{6};
    int out = 0;
    Ref ref{p, out};
    ref.out = ref.p.x * 2;
    printf("reference members: %d %d %d\n", out, ref.out, &ref.p == &p);

    OnlyList e{};
    OnlyList f{1, 2};
    printf("empty braces: %d %d\n", e.n, f.n);

    auto fact = [](auto self, int n) -> int { return n < 2 ? 1 : n * self(self, n - 1); };
    printf("recursive lambda: %d\n", fact(fact, 5));
}

int main()
{
    kernel<<<1, 1>>>(3);
    cudaDeviceSynchronize();
    return 0;
}
