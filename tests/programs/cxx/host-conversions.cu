// C++ that real host code writes, each checked against g++: a value template parameter whose
// type is an earlier type parameter (template <class U, U a>), f(...) with no named parameter,
// a function template named like a C function called with explicit arguments (floor<long>),
// a conversion function inherited from a base class, built-in operators and conditions on
// objects through their conversion functions (operator int, explicit operator bool in a
// condition, operator int* with + and []), an empty class as a member (a byte: C++17
// [intro.object]), and braced lists for classes with constructors: f({4, 5}) and v = {1, 2, 3}
// through std::vector's initializer_list constructor, P q = ... for an aggregate; decltype(x)::m.
#include <cmath>
#include <cstdio>
#include <vector>

template <class U, U a> struct Const { static const U value = a; };
long f(...) { return 7; }
template <class T> T floor(T x, T y) { return x / y * y; }

struct B { int v; operator int() const { return v; } };
struct D : B {};
struct Flag { bool on; explicit operator bool() const { return on; } };
struct Ptr { int *p; operator int *() const { return p; } };
struct E {};
struct W { E e; int x; };
struct V { int y; E e; };
struct P { int x, y; };
struct Dm { static const int m = 4; typedef long T; };

int sum(std::vector<int> v)
{
    int s = 0;
    for (int x : v)
        s += x;
    return s;
}
int area(P p) { return p.x * p.y; }

int main()
{
    printf("%d %ld %ld %ld %f\n", Const<int, 3>::value, (long)Const<long, 9>::value, f(1, 2),
           floor<long>(17, 5), floor(2.5));
    D d;
    d.v = 9;
    int i = d;
    Flag fl{true};
    int a[3] = {1, 2, 3};
    Ptr q{a};
    if (fl)
        printf("on %d %d %d %d %d\n", i + d, fl && true, *(q + 1), q[2], *q);
    int x = !fl ? 1 : 2;
    printf("%d %zu %zu %zu\n", x, sizeof(W), sizeof(V), sizeof(E));
    std::vector<int> v;
    v = {1, 2, 3};
    P pq;
    pq = {3, 4};
    printf("%d %d %zu %d %d\n", sum(v), sum({4, 5}), v.size(), area({2, 5}), pq.x + pq.y);
    Dm dm;
    decltype(dm)::T dv = decltype(dm)::m;
    int a3 = 3;
    decltype(a3) b3 = decltype(a3)(2.7);
    printf("%ld %d\n", dv, b3);
    return 0;
}
