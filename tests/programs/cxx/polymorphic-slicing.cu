// A copy of a derived object made as its polymorphic base (B b = d; B c(d); new B(d); a B
// parameter taken by value; catch (std::exception e) of a std::runtime_error) is a B: its
// virtual functions and destructor are B's (C++17 [class.copy.ctor] p14, the implicit copy
// constructor of B copies B's subobject of d; the object's dynamic type is B). An assignment
// through a base reference copies the members but leaves the object its own dynamic type. The
// output is g++'s.
#include <cstdio>
#include <stdexcept>

struct B {
    int v;
    B() : v(1) {}
    virtual ~B() { printf("~B %d\n", v); }
    virtual const char *who() const { return "B"; }
};

struct D : B {
    int extra;
    D() : extra(7) { v = 2; }
    ~D() { printf("~D %d\n", extra); }
    const char *who() const override { return "D"; }
};

static const char *by_value(B b) { return b.who(); }

int main()
{
    {
        D d;
        B b = d;
        B c(d);
        printf("%s %d, %s %d, by value %s\n", b.who(), b.v, c.who(), c.v, by_value(d));
        B *p = new B(d);
        printf("new %s\n", p->who());
        delete p;
        B other;
        other.v = 5;
        B &r = d;
        r = other;
        printf("assigned through a base reference: %s %d\n", r.who(), d.v);
    }
    try {
        throw std::runtime_error("disk full");
    } catch (std::exception e) {
        printf("caught by value: %s\n", e.what());
    }
    try {
        throw std::runtime_error("disk full");
    } catch (std::exception &e) {
        printf("caught by reference: %s\n", e.what());
    }
    return 0;
}
