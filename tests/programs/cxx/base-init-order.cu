// (g++ -x c++) A constructor makes its bases in the order the class declares them, whatever
// order its mem-initializer list names them in (C++17 [class.base.init] p13: g++ warns with
// -Wreorder, and makes them in declaration order); the members follow. With virtual bases, a
// delegating constructor of a class that is a base subobject leaves the virtual base to the
// most-derived class, as the constructor it delegates to does.
#include <cstdio>

struct Note {
    Note(const char *s) { printf("%s\n", s); }
};
struct B { Note n; B(const char *s) : n(s) {} };
struct C { Note n; C(const char *s) : n(s) {} };
struct E { Note n; E() : n("E default") {} };
struct D : B, E, C {
    Note m;
    D() : C("C named second"), m("member"), B("B named third") {}
};

struct V {
    int v;
    V(int x) : v(x) { printf("V(%d)\n", x); }
};
struct Side : virtual V {
    Side() : Side(3) { printf("Side() v=%d\n", v); }
    Side(int x) : V(x * 100) { printf("Side(%d) v=%d\n", x, v); }
};
struct Whole : Side {
    Whole() : V(7) { printf("Whole() v=%d\n", v); }
};

int main()
{
    D d;
    Side s;
    Whole w;
    return 0;
}
