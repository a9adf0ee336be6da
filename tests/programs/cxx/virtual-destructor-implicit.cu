// (g++) A class that declares no destructor, derived from one whose destructor is virtual, has a
// virtual implicit destructor (C++17 [class.dtor] p10): delete through a base pointer destroys
// the most derived object's members and bases; a member with a braced default initialiser.
#include <cstdio>
struct M { int k; ~M() { printf("~M %d\n", k); } };
struct B { virtual ~B() { printf("~B\n"); } };
struct C : B { M m{1}; };
struct D : C { M n{2}; ~D() { printf("~D\n"); } };
struct E : D { M o{3}; };
int main() {
    B *p = new C; delete p;
    printf("--\n");
    p = new D; delete p;
    printf("--\n");
    p = new E; delete p;
    C *q = new E; delete q;
}
