// Pointers to members (C++17 [dcl.mptr], [expr.unary.op] p3, [expr.mptr.oper]): int S::*pm =
// &S::x read and written through s.*pm and p->*pm, arrays of them and parameters; pointers to
// member functions (void (S::*pf)(int) = &S::add; (s.*pf)(3); (p->*pf)(4)), const ones, a
// virtual one reaching the dynamic type's overrider, through a class derived from S where S is
// a later base; &O::f of overloaded functions, the one of the type wanted ([over.over]); a class
// template's instance before ::* (geo::Box<int>::*); null member pointers; template arguments
// deduced from their types; std::invoke, std::mem_fn and the is_member_pointer traits
// ([func.invoke], [func.memfn], [meta.unary.cat]); in device code too (CUDA C++ Programming
// Guide §5.3, C++ Language Support). The kernel's line is what the host computes.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <type_traits>
#include <vector>

struct Base {
    int b = 7;
    virtual int who() const { return 1; }
    virtual ~Base() {}
};

struct S : Base {
    int x, y;
    double d;
    S(int a, int c, double e) : x(a), y(c), d(e) {}
    int get() const { return x + y; }
    void add(int k) { x += k; }
    int who() const override { return 2; }
};

struct Pad { char c; };
struct M : Pad, S {
    M() : S(10, 20, 0.5) {}
};

int apply(const S &s, int (S::*f)() const) { return (s.*f)(); }
int field(S *p, int S::*m) { return p->*m; }

/* overloads: &O::f is the one of the type wanted */
struct O {
    int x = 1;
    int f(int a) { return x + a; }
    double f(double d) { return x * d; }
    int f() const { return -x; }
};
int take(O &o, double (O::*p)(double)) { return (int)(o.*p)(2.5); }

/* a class template's instance and a namespace's class before ::* */
namespace geo {
template <class T> struct Box {
    T v, w;
    T sum() const { return v + w; }
};
}
template <class T> T read_box(const geo::Box<T> &b, T geo::Box<T>::*m) { return b.*m; }

/* template arguments deduced from a pointer to member's type */
template <class T, class C> T read(const C &c, T C::*m) { return c.*m; }
template <class R, class C> R call0(const C &c, R (C::*f)() const) { return (c.*f)(); }
template <class R, class C, class... A> R calln(C &c, R (C::*f)(A...), A... a) { return (c.*f)(a...); }

struct V {
    int x, y;
    __host__ __device__ int get() const { return x * 10 + y; }
    __host__ __device__ void add(int k) { x += k; }
};

__host__ __device__ int run(V v, int V::*m, void (V::*f)(int), int (V::*g)() const)
{
    (v.*f)(v.*m);
    V *p = &v;
    return (p->*g)() + p->*m;
}

__global__ void kernel()
{
    V v{1, 2};
    printf("device: %d %d\n", run(v, &V::x, &V::add, &V::get), run(v, &V::y, &V::add, &V::get));
}

int main()
{
    S s(1, 2, 2.5);
    int S::*ms[2] = {&S::x, &S::y};
    double S::*md = &S::d;
    s.*ms[1] = 9;
    printf("%d %d %g\n", s.*ms[0], s.y, s.*md);
    int (S::*g)() const = &S::get;
    void (S::*a)(int) = &S::add;
    (s.*a)(5);
    S *p = &s;
    (p->*a)(1);
    printf("%d %d %d\n", (s.*g)(), apply(s, &S::get), field(p, &S::x));
    int (Base::*w)() const = &Base::who;
    Base *bp = &s;
    printf("%d %d\n", (bp->*w)(), (s.*w)());
    M m;
    printf("%d %d %d\n", m.*ms[0], (m.*g)(), field(&m, &S::y));
    const S cs(3, 4, 0);
    printf("%d %d\n", cs.*ms[0], (cs.*g)());
    printf("deduced: %d %g %d", read(s, &S::x), read(s, &S::d), call0(s, &S::get));
    calln(s, &S::add, 2);
    printf(" %d\n", s.x);

    geo::Box<int> box{3, 4};
    int geo::Box<int>::*bw = &geo::Box<int>::w;
    int (geo::Box<int>::*bs)() const = &geo::Box<int>::sum;
    printf("instances: %d %d %d\n", box.*bw, (box.*bs)(), read_box(box, &geo::Box<int>::v));

    O o;
    int (O::*oa)(int) = &O::f;
    double (O::*ob)(double) = &O::f;
    int (O::*oc)() const = &O::f;
    printf("overloads: %d %g %d %d\n", (o.*oa)(4), (o.*ob)(1.5), (o.*oc)(), take(o, &O::f));

    int S::*none = nullptr;
    void (S::*nf)(int) = nullptr;
    printf("null: %d %d", none == nullptr, nf == nullptr);
    none = &S::x;
    nf = &S::add;
    printf(" %d %d %d\n", none == nullptr, nf != nullptr, none == ms[0]);

    std::invoke(&S::add, s, 3);
    std::invoke(&S::add, p, 1);
    printf("invoke: %d %d %d\n", std::invoke(&S::get, s), std::invoke(&S::x, p),
           std::invoke([](int u, int v) { return u - v; }, 9, 2));
    std::invoke(&S::x, s) = 11;
    auto get = std::mem_fn(&S::get);
    auto gx = std::mem_fn(&S::x);
    std::vector<V> vs{{1, 1}, {5, 2}, {3, 3}};
    std::vector<int> out(3);
    std::transform(vs.begin(), vs.end(), out.begin(), std::mem_fn(&V::get));
    printf("mem_fn: %d %d %d | %d %d %d\n", get(s), gx(p), get(p), out[0], out[1], out[2]);
    printf("traits: %d %d %d %d\n", std::is_member_pointer<int S::*>::value,
           std::is_member_function_pointer_v<decltype(&S::get)>, std::is_member_object_pointer_v<int S::*>,
           std::is_member_pointer_v<int *>);

    V v{1, 2};
    printf("device: %d %d\n", run(v, &V::x, &V::add, &V::get), run(v, &V::y, &V::add, &V::get));
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
