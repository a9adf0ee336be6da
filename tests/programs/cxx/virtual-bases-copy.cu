// The implicit copy constructor and copy assignment of a class with a virtual base are not
// made yet (docs/cxx.md, "Not yet"): each is an error that says so, where g++ copies the
// object (C++17 [class.copy.ctor] p14, [class.copy.assign] p12). A class that declares its
// own is copied by it.
#include <cstdio>

struct A {
    int a = 1;
};
struct B : virtual A {
    int b = 2;
};
struct C : virtual A {
    int c = 3;
    C() {}
    C(const C &o) : A(o), c(o.c) {}
    C &operator=(const C &o) { a = o.a; c = o.c; return *this; }
};

int main()
{
    B b;
    B copy = b;
    copy = b;
    C c, d;
    c.a = 5;
    C e = c;
    d = c;
    printf("%d %d %d\n", copy.a, e.a, d.a);
    return 0;
}
