// (g++ -x c++) Copies of classes with virtual bases (C++17 [class.copy.ctor] p14,
// [class.copy.assign] p12): the implicit copy constructor of the most-derived class copies the
// one virtual base first (by its copy constructor), then the other bases and the members; the
// copy's members of the virtual base named through either side are its own, not the source's.
// A B sliced from a D copies D's A; a copy passed by value and returned by value is whole; an
// implicit assignment assigns the virtual base's members; a class that declares its own copy
// constructor is copied by it.
#include <cstdio>

struct A {
    int a;
    A(int x = 0) : a(x) { printf("A(%d)\n", x); }
    A(const A &o) : a(o.a) { printf("A(copy %d)\n", o.a); }
    A &operator=(const A &o) { a = o.a; return *this; }
    ~A() { printf("~A %d\n", a); }
};
struct B : virtual A {
    int b = 2;
    B() : A(1) {}
};
struct C : virtual A {
    int c = 3;
};
struct D : B, C {
    int d = 4;
    D(int x) : A(x) {}
};
struct E : virtual A {
    int e = 5;
    E() {}
    E(const E &o) : A(o.a + 100), e(o.e) { printf("E(copy)\n"); }
};

int through(D v) { return v.a + v.b; }
D twice(const D &x)
{
    D r = x;
    r.a *= 2;
    return r;
}

int main()
{
    D d(7);
    D copy = d;
    copy.c = 30;
    C &rc = copy;
    rc.a = 70;
    printf("%d %d %d / %d %d %d\n", d.a, d.b, d.c, copy.a, copy.b, copy.c);
    B sliced = d;
    printf("sliced %d %d\n", sliced.a, sliced.b);
    printf("through %d\n", through(d));
    D t = twice(d);
    printf("twice %d\n", t.a);
    copy = d;
    printf("assigned %d %d\n", copy.a, copy.c);
    E e;
    E f = e;
    printf("E %d %d\n", f.a, f.e);
    return 0;
}
