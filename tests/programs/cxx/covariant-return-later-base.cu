// A virtual function's overrider may return a pointer or reference to a class derived from the
// one the overridden function returns (C++17 [class.virtual] p8); called through the base, the
// result is converted to the base's type, which adjusts it where that base is not at the start
// of the derived object (a base after the first, a base of a base). The output is g++'s.
#include <cstdio>

struct A { int a = 1; virtual ~A() {} };
struct B {
    int b = 2;
    virtual B *self() { return this; }
    virtual B &ref() { return *this; }
    virtual const B *find(int k) { return k ? this : nullptr; }
    virtual ~B() {}
};
struct C : A, B {
    int c = 3;
    C *self() override { return this; }
    C &ref() override { return *this; }
    const C *find(int k) override { return k ? this : nullptr; }
};
struct D { int d = 4; };
struct E : D, C { int e = 5; };

int main()
{
    C c;
    B *pb = &c;
    printf("%d %d\n", pb->self() == pb, pb->self()->b);
    B &rb = pb->ref();
    printf("%d %d\n", &rb == pb, rb.b);
    printf("%d %d\n", pb->find(1) == pb, pb->find(0) == nullptr);
    C *pc = c.self();
    printf("%d %d\n", pc == &c, pc->c);
    E e;
    B *pe = &e;
    printf("%d %d %d\n", pe->self() == pe, pe->self()->b, pe->ref().b);
    A *pa = &c;
    printf("%d\n", static_cast<C *>(pa)->self() == &c);
    return 0;
}
