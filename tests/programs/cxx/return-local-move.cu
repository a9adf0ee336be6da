// `return obj;` of a local object: where every return statement of the function names the same
// object, the copy is elided and the object is the result (C++17 [class.copy.elision] p1, as
// g++ does it); where the function returns two objects (or an object and something else), each
// return moves its object into the result with the move constructor (p3) and then destroys
// the local. The output is g++'s.
#include <cstdio>
#include <string>

struct T {
    int v;
    T(int x) : v(x) { printf("T%d\n", v); }
    T(const T &o) : v(o.v) { printf("copy%d\n", v); }
    T(T &&o) : v(o.v) { o.v = -o.v; printf("move%d\n", v); }
    ~T() { printf("~T%d\n", v); }
};

T pick(bool b) { T a(1), c(2); if (b) return a; return c; }
T one(int k) { T x(k); if (k > 10) return x; x.v++; return x; }
T other(bool b) { T a(7); if (b) return a; return T(8); }
struct OnlyCopy {
    int v;
    OnlyCopy(int x) : v(x) {}
    OnlyCopy(const OnlyCopy &o) : v(o.v) { printf("copy only %d\n", v); }
};
OnlyCopy two_copy(bool b) { OnlyCopy p(3), q(4); return b ? p : q; }
OnlyCopy two_named(bool b) { OnlyCopy p(5), q(6); if (b) return p; return q; }
std::string label(int n) { std::string s = "left", r = "right"; if (n) return s; return r; }

int main()
{
    T r = pick(true);
    printf("r %d\n", r.v);
    T s = pick(false);
    printf("s %d\n", s.v);
    T o = one(5);
    printf("o %d\n", o.v);
    T p = other(true);
    printf("p %d\n", p.v);
    T q = other(false);
    printf("q %d\n", q.v);
    printf("%d %d %d\n", two_copy(true).v, two_named(false).v, two_named(true).v);
    printf("%s %s\n", label(1).c_str(), label(0).c_str());
    return 0;
}
