// (g++ -x c++) Aggregate initialisation of a class member from a temporary of its class makes
// the member that temporary (C++17 [dcl.init.aggr] p4, [dcl.init] p17.6.1): no copy, no
// destructor call, whether the braces follow the name or "=".
#include <cstdio>
#include <string>
struct T {
    int v;
    T(int x) : v(x) { printf("ctor %d\n", v); }
    T(const T &o) : v(o.v + 10) { printf("copy %d\n", v); }
    ~T() { printf("dtor %d\n", v); }
};
struct H { T t; std::string s; };
struct G { T t; int k; };
int main() {
    { H h{T(4), "x"}; printf("%d\n", h.t.v); }
    { H h = {T(5), "x"}; printf("%d\n", h.t.v); }
    { G g{T(6), 1}; printf("%d\n", g.t.v); }
    { G g{7, 1}; printf("%d\n", g.t.v); }
}
