// C++20's aggregate initialisation from a parenthesised list ([dcl.init]/17.6.2.2): T x(a, b),
// T(a, b), new T(a, b), and what relies on it, emplace_back and make_unique of an aggregate.
// Members left out take their default initialisers or are value-initialised; T x(y) of a T
// stays a copy. (nvcc takes these with -std=c++20; cudarepl does not tell the standards apart.)
#include <cstdio>
#include <memory>
#include <vector>
struct P { int x, y; };
struct S { int a; float b; int c = 7; };
struct T { S s; int d[2]; };
struct W { double w; P p; };
int main()
{
    P p(1, 2), q(5), r(p);
    P t = P(3, 4);
    P *n = new P(8, 9);
    std::vector<P> v;
    v.emplace_back(10, 11);
    v.emplace_back(12);
    auto u = std::make_unique<P>(13, 14);
    S s(1, 2.5f);
    W w(0.5, P(6, 7));
    T tt(S(4, 1.5f), {5, 6});
    printf("%d %d | %d %d | %d %d | %d %d | %d %d\n", p.x, p.y, q.x, q.y, r.x, r.y, t.x, t.y, n->x, n->y);
    printf("%d %d %d %d | %d %d | %d %g %d | %g %d %d | %d %d %d\n", v[0].x, v[0].y, v[1].x, v[1].y, u->x, u->y,
           s.a, s.b, s.c, w.w, w.p.x, w.p.y, tt.s.a, tt.s.c, tt.d[1]);
    delete n;
}
