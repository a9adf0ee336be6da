// The arguments of a constructor call in parentheses are evaluated in g++'s order, right to
// left (C++17 leaves it unspecified), in every form: T x(a, b), T(a, b), new T(a, b), a base's
// and a member's initialiser; a braced list's are left to right (C++17 [dcl.init.list] p4).
// Expected output: g++'s (host code only).
#include <cstdio>

static int counter = 0;
static int next(const char *what)
{
    printf("  %s gets %d\n", what, ++counter);
    return counter;
}

struct P {
    int a, b, c;
    P(int x, int y, int z) : a(x), b(y), c(z) {}
    void show(const char *how) const { printf("%s: %d %d %d\n", how, a, b, c); }
};

struct Base {
    int u, v;
    Base(int x, int y) : u(x), v(y) {}
};
struct Derived : Base {
    P p;
    Derived() : Base(next("base x"), next("base y")), p(next("p x"), next("p y"), next("p z")) {}
};

int main()
{
    P a(next("a x"), next("a y"), next("a z"));
    a.show("P a(...)");
    P b{next("b x"), next("b y"), next("b z")};
    b.show("P b{...}");
    P c = P(next("c x"), next("c y"), next("c z"));
    c.show("P(...)");
    P *d = new P(next("d x"), next("d y"), next("d z"));
    d->show("new P(...)");
    delete d;
    P *e = new P{next("e x"), next("e y"), next("e z")};
    e->show("new P{...}");
    delete e;
    Derived f;
    printf("Derived: %d %d, ", f.u, f.v);
    f.p.show("member p");
    P(next("t x"), next("t y"), next("t z")).show("temporary");
    return 0;
}
