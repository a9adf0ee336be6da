// (g++) Special member functions declared = default (C++17 [dcl.fct.def.default]): a defaulted
// default constructor runs the default member initialisers, a defaulted copy constructor and
// copy assignment copy member by member, a defaulted (virtual) destructor destroys the members.
#include <cstdio>
#include <string>
struct A { int x = 5; std::string s = "init"; A() = default; A(int v) : x(v) {} A(const A &) = default; A &operator=(const A &) = default; ~A() = default; };
struct B { virtual ~B() = default; virtual int f() const { return 1; } };
struct C : B { std::string name = "c-name-long-enough-to-hit-the-heap"; int f() const override { return 2; } };
int main() {
    A a; A b(7); A c = b; a = c;
    printf("%d %s %d %d\n", a.x, a.s.c_str(), b.x, c.x);
    B *p = new C; printf("%d\n", p->f()); delete p;
}
