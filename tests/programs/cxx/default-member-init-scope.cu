// Default member initialisers used outside their class's constructors (an implicit
// constructor, S s{}, an aggregate's S s{7}) are parsed in their class's scope (C++17
// [class.mem] 10, [class.base.init] 9): they name the class's static constants, enumerators,
// other members and member functions of the object being made (not a global of the same name,
// nor the members of the class whose member function makes it), and a class template's
// parameters.
#include <cstdio>
#include <string>
#include <vector>

int a = 100;
struct In {
    int q = 5;
    int r = q * 3;
};
class Consts {
    static const int K = 3;
    enum { L = 5 };

public:
    int k = K + L;
};
struct A {
    int a = 1;
    int b = a + 1;
    int twice() const { return b * 2; }
    int c = twice();
    std::vector<int> v = std::vector<int>(3, b);
    std::string s = std::string("x") + std::to_string(c);
    In in;
    int d = in.r + [](int z) { return z + 1; }(a);
};
struct Outer {
    int k = 9;
    int b = 50;
    int make() { A x; return x.d + x.b + k; }
};
template <class T, int N> struct Box {
    T t = T(N);
    int n = N + sizeof(T);
    T u = t * 2;
};

int main()
{
    A v;
    A w{};
    Outer o;
    Consts c;
    Box<double, 3> bx;
    Box<int, 2> bi{7};
    printf("%d %d %d %zu %d %s %d %d\n", v.a, v.b, v.c, v.v.size(), v.v[2], v.s.c_str(), v.d, w.d);
    printf("%d %d %g %d %g %d %d\n", o.make(), c.k, bx.t, bx.n, bx.u, bi.t, bi.u);
    return 0;
}
