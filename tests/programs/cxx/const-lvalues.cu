// A const int with a constant initialiser is an lvalue (C++17 [basic.lval], [expr.prim.id.unqual]),
// though its uses are constant expressions ([expr.const]: an array bound, a case label): a
// reference bound to it is the variable (`const int &r = ci;` has r's address ci's,
// [dcl.init.ref] p5.1), `auto &r = ci;` deduces const int &, `template <class T> f(T &)` deduces
// T = const int ([temp.deduct.call] p1), a function returning const int & returns the variable,
// `&S::N` of a static constexpr member is its object, and a lambda that binds one captures it.
// `auto &&t = 3;` binds a forwarding reference to a prvalue: an int && to a temporary that lives
// as long as the reference ([class.temporary] p6). The output is g++'s.
#include <cstdio>
const int G = 7;
constexpr int CE = 9;
struct S { static constexpr int N = 3; static const int M = 4; };
const int S::M;
const int &get() { return G; }
const int &mx(const int &a, const int &b) { return a < b ? b : a; }
template <class T> void show(T &x) { printf("show %d %d\n", x, (int)sizeof(T)); }
template <class T> const T *addr(const T &x) { return &x; }
int main()
{
    const int ci = 5, cj = 6;
    const int &a = get();
    printf("%d %d\n", a, &a == &G);
    printf("%d %d\n", mx(ci, cj), &mx(ci, cj) == &cj);
    printf("%d %d %d\n", addr(ci) == &ci, addr(CE) == &CE, addr(G) == &G);
    const int &n = S::N;
    const int &m = S::M;
    printf("%d %d %d %d\n", n, m, &n == &S::N, &m == &S::M);
    auto lam = [&] { const int &r = ci; return &r == &ci; };
    printf("%d\n", lam());
    show(ci); show(G); show(CE);
    auto &&t = 3;
    t += 1;
    printf("%d\n", t);
    auto &r = ci;
    const int &cr = ci;
    printf("%d %d %d\n", r, &r == &ci, &cr == &ci);
    auto &&fw = G;
    auto &&pr = ci + 1;
    pr *= 2;
    printf("%d %d %d\n", fw, &fw == &G, pr);
    const double &d = ci;
    printf("%g %d\n", d, (const void *)&d == (const void *)&ci);
    int arr[ci] = {};
    printf("%d\n", (int)(sizeof arr / sizeof arr[0]));
    switch (5) { case ci: printf("case ci\n"); break; default: break; }
    return 0;
}
