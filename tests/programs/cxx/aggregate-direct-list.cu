// T x{...} (direct-list-initialisation) of an aggregate whose members have constructors of their
// own (a member with a default member initialiser, a std::string, a class with a constructor):
// nested braced lists initialise the members as T x = {...} does (C++17 [dcl.init.list]/3.4,
// [dcl.init.aggr]); a polymorphic class and one with private members are no aggregates.
#include <string>
struct S { int a; float b; int c = 7; };
struct T { S s; int d[2]; };
struct V { virtual int f() const { return 3; } int x = 4; };
struct W : V { int f() const override { return 9; } };
struct B { int k; B() : k(11) {} };
struct N { std::string name; int n; S s; };
struct D { B b; int y; };
struct E { int q = 5; int r; };
int main()
{
    T t{{4, 1.5f}, {5, 6}};
    T u{S{1, 2, 3}, {7, 8}};
    S x{4, 1.5f};
    T v{x, {9}};
    T w{};
    V p{};
    W q{};
    const V &rq = q;
    N nm{"abc", 3, {1, 2}};
    D dd{};
    D de{B(), 4};
    E e1{}, e2{1}, e3{1, 2};
    printf("%d %g %d %d %d | %d %d | %d %g %d %d %d | %d %d %d %d\n", t.s.a, t.s.b, t.s.c, t.d[0], t.d[1], u.s.c, u.d[1],
           v.s.a, v.s.b, v.s.c, v.d[0], v.d[1], w.s.a, w.s.c, w.d[0], w.d[1]);
    printf("%d %d %d %d | %s %d %d %d %d | %d %d %d %d\n", p.f(), p.x, rq.f(), q.x, nm.name.c_str(), nm.n, nm.s.a, nm.s.b == 2, nm.s.c,
           dd.b.k, dd.y, de.b.k, de.y);
    printf("%d %d %d %d %d %d\n", e1.q, e1.r, e2.q, e2.r, e3.q, e3.r);
}
