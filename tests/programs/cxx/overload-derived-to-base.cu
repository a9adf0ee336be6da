// Of two derived-to-base conversions, the one to the nearer base is better (C++17
// [over.ics.rank] p4.4): with C : B : A, a C * goes to f(B *) rather than f(A *), a C to
// g(B &), h(const B &), k(B) and r(B &&) rather than their A overloads, for a D as well, and
// for a member function's argument. The output is g++'s.
#include <cstdio>

struct A {};
struct B : A {};
struct C : B {};
struct D : C {};

static void f(A *) { printf("f(A *)\n"); }
static void f(B *) { printf("f(B *)\n"); }
static void g(A &) { printf("g(A &)\n"); }
static void g(B &) { printf("g(B &)\n"); }
static void h(const A &) { printf("h(const A &)\n"); }
static void h(const B &) { printf("h(const B &)\n"); }
static void k(A) { printf("k(A)\n"); }
static void k(B) { printf("k(B)\n"); }
static void m(A *, int) { printf("m(A *, int)\n"); }
static void m(C *, int) { printf("m(C *, int)\n"); }
static void r(A &&) { printf("r(A &&)\n"); }
static void r(B &&) { printf("r(B &&)\n"); }

struct S {
    void take(const A &) const { printf("S::take(const A &)\n"); }
    void take(const B &) const { printf("S::take(const B &)\n"); }
};

int main()
{
    C c;
    D d;
    B b;
    f(&c);
    g(c);
    h(c);
    k(c);
    f(&d);
    m(&d, 1);
    r(C());
    f(&b);     /* exact */
    h(A());    /* only one viable */
    S s;
    s.take(d);
    return 0;
}
