// A virtual call made while a constructor or destructor runs reaches the function of that
// constructor's or destructor's own class, not a derived class's override (C++17
// [class.cdtor] p4): ~B sees B when a D is destroyed (by its name's scope's end or by delete
// through a B *), B() sees B, and a call by way of another member function does as well; in
// ~D the object is still a D. A virtual base's destructor does the same. The output is g++'s.
#include <cstdio>

struct B {
    B() { printf("B() sees %s\n", name()); }
    virtual const char *name() const { return "B"; }
    void report() const { printf("  report: %s\n", name()); }
    virtual ~B()
    {
        printf("~B sees %s\n", name());
        report();
    }
};

struct D : B {
    D() { printf("D() sees %s\n", name()); }
    const char *name() const override { return "D"; }
    ~D() override { printf("~D sees %s\n", name()); }
};

struct E : D {
    const char *name() const override { return "E"; }
};

struct V {
    virtual const char *who() const { return "V"; }
    virtual ~V() { printf("~V sees %s\n", who()); }
};
struct W : virtual V {
    const char *who() const override { return "W"; }
    ~W() override { printf("~W sees %s\n", who()); }
};

int main()
{
    {
        D d;
        printf("d is %s\n", d.name());
    }
    B *p = new E;
    printf("*p is %s\n", p->name());
    delete p;
    {
        W w;
    }
    return 0;
}
