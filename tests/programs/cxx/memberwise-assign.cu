// (g++ -x c++) A class's implicit copy assignment calls each member's copy assignment operator,
// the one taking an lvalue reference, even when the member's class declares its move
// assignment first; its implicit move assignment (from a temporary, a function's result or
// std::move(x)) moves each member (C++17 [class.copy.assign] p12): the source's strings are
// taken, not copied, and nothing is freed twice.
#include <cstdio>
#include <string>
struct M {
    int n;
    M() : n(0) {}
    M(const M &o) : n(o.n) {}
    M(M &&o) : n(o.n + 1000) {}
    M &operator=(M &&o) { n = o.n + 100; return *this; }
    M &operator=(const M &o) { n = o.n + 1; return *this; }
};
struct W { M m; std::string s; };
W make(const char *p)
{
    W w;
    w.m.n = 7;
    w.s = p;
    return w;
}
int main()
{
    W a, b;
    a.m.n = 5;
    a.s = "a string long enough to live on the heap";
    b = a;
    printf("%d [%s] [%s]\n", b.m.n, a.s.c_str(), b.s.c_str());
    b = W();
    printf("%d [%s]\n", b.m.n, b.s.c_str());
    b = make("made by a function, long enough for the heap");
    printf("%d [%s]\n", b.m.n, b.s.c_str());
    b = std::move(a);
    printf("%d [%s] [%s]\n", b.m.n, a.s.c_str(), b.s.c_str());
    return 0;
}
