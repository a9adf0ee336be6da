// Nested braced lists of aggregates whose members have constructors of their own (a default
// member initialiser, a std::string): temporaries T{...}, new T{...}, return {...}, a braced
// argument of push_back, and member initialiser lists m{...} of a class, an array and a base
// (C++17 [dcl.init.list]/3.4, [dcl.init.aggr], [class.base.init]).
#include <cstdio>
#include <string>
#include <vector>
struct S { int a; float b; int c = 7; };
struct T { S s; int d[2]; };
struct P { int x, y; };
static int sum(const T &t) { return t.s.a + t.s.c + t.d[0] + t.d[1]; }
static T make(int k) { return {{k, 0.5f}, {k + 1, k + 2}}; }
struct H { T t; H() : t{{2, 1.0f}, {3, 4}} {} };
struct Q {
    P ps[2];
    int n[3];
    T t;
    std::string name;
    Q() : ps{{1, 2}, {3, 4}}, n{5, 6}, t{{5, 0.5f}, {6, 7}}, name{"q"} {}
};
struct R : T {
    R() : T{{8, 0.25f}, {9, 10}} {}
};
int main()
{
    T a = T{{4, 1.5f}, {5, 6}};
    T *p = new T{{1, 2.5f}, {3}};
    std::vector<T> v;
    v.push_back(T{{9, 1.0f}, {1, 1}});
    v.push_back({{8, 1.0f}, {2, 2}});
    H h;
    printf("%d %d %d %d %d %d %d\n", sum(a), sum(*p), sum(T{{1, 1.0f}, {1, 1}}), sum(make(3)), sum(v[0]),
           sum(v[1]), sum(h.t));
    delete p;
    Q q;
    R r;
    printf("%d %d %d %d | %d %d %d | %d %g %d %d %d | %s | %d %g %d %d %d\n", q.ps[0].x, q.ps[0].y, q.ps[1].x,
           q.ps[1].y, q.n[0], q.n[1], q.n[2], q.t.s.a, q.t.s.b, q.t.s.c, q.t.d[0], q.t.d[1], q.name.c_str(), r.s.a,
           r.s.b, r.s.c, r.d[0], r.d[1]);
}
