// An aggregate with reference members (C++17 [dcl.init.aggr] p4.2: each member is
// copy-initialised from its element, so a reference member is bound, [dcl.init.ref]): to an
// object of a class (`const std::string &s` bound to a string, the address the same), to a
// base class's subobject of a derived object, to a scalar; a const or rvalue reference member
// given a prvalue or a value of another type binds a temporary that lives as long as the
// aggregate ([class.temporary] p6: `H h{Tr(7), 2}` ends Tr at the end of h's block); a copy of
// the aggregate refers to the same objects; at namespace scope too. A reference variable
// list-initialised (`int &r{x};`, [dcl.init.list] p3.9) is bound the same way. The output is
// g++'s.
#include <cstdio>
#include <string>
struct Tr { int id; Tr(int i) : id(i) { printf("make %d\n", id); } Tr(const Tr &o) : id(o.id) { printf("copy %d\n", id); } ~Tr() { printf("end %d\n", id); } };
struct A { const std::string &s; int n; };
struct H { const Tr &t; int k; };
struct Base0 { int z = 0; };
struct Base { int b = 4; };
struct Der : Base0, Base { };
struct BR { const Base &b; };
struct N { int &r; double &&d; const long &l; };
int gx = 3;
N *gp;
struct G { int &r; int v; };
G g{gx, 1};
int main()
{
    std::string str = "hello";
    A a{str, 1};
    A b = a;
    printf("%s %d %d %d\n", a.s.c_str(), a.n, &a.s == &str, &b.s == &str);
    {
        H h{Tr(7), 2};
        printf("in scope %d %d\n", h.t.id, h.k);
    }
    printf("after\n");
    Der d;
    BR br{d};
    printf("%d %d\n", br.b.b, &br.b == (Base *)&d);
    int x = 1;
    N n{x, 2.5, x};
    n.r = 9;
    printf("%d %g %ld\n", x, n.d, n.l);
    g.r = 11;
    printf("%d %d\n", gx, g.v);
    A c{std::string("tmp"), 3};
    printf("%s\n", c.s.c_str());
    int &r{x};
    const int &cr{5};
    printf("%d %d\n", r, cr);
    return 0;
}
