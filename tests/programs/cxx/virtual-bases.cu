// (g++ -x c++) Virtual base classes (C++17 [class.mi] p4-p6, [class.base.init] p7, p13,
// [class.dtor] p9): a diamond `D : B, C` whose B and C name A as a virtual base holds one A,
// which D's constructor makes (with its own initializer; B's and C's for A are ignored there)
// before B and C, and which D's destructor destroys last, once. A member of A named through B,
// through C or through D is the same object, as are the A that a D *, a B * and a C * convert
// to; A's member functions are called through each. A B made on its own makes its own A, with
// B's initializer.
#include <cstdio>

struct A {
    int a;
    A() : a(-1) { printf("A() %d\n", a); }
    A(int x) : a(x) { printf("A(%d)\n", x); }
    ~A() { printf("~A %d\n", a); }
    int twice() const { return 2 * a; }
};
struct B : virtual A {
    int b;
    B(int x) : A(100 + x), b(x) { printf("B(%d) sees a=%d\n", x, a); }
    ~B() { printf("~B %d\n", b); }
    void bump() { a += 10; }
};
struct C : virtual A {
    int c = 7;
    C() { printf("C() sees a=%d\n", a); }
    ~C() { printf("~C %d\n", c); }
    int read() const { return a; }
};
struct D : B, C {
    int d;
    D(int x) : A(x), B(x + 1), d(x + 2) { printf("D(%d) a=%d b=%d c=%d d=%d\n", x, a, b, c, d); }
    ~D() { printf("~D %d\n", d); }
    int sum() const { return a + b + c + d; }
};
struct E : B, C { // A by its default constructor: E names none
    E() : B(3) { printf("E() a=%d\n", a); }
};

int main()
{
    {
        B lone(5);
        printf("lone: a=%d b=%d twice=%d\n", lone.a, lone.b, lone.twice());
    }
    {
        D d(1);
        B &rb = d;
        C &rc = d;
        rb.bump();
        printf("through C: %d, through D: %d, twice: %d, sum: %d\n", rc.read(), d.a, d.twice(), d.sum());
        rc.a = 42;
        printf("through B: %d\n", rb.a);
        A *pa = &d;
        A *pb = &rb;
        A *pc = &rc;
        A &ra = d;
        printf("same A: %d %d %d %d\n", pa == pb, pb == pc, &ra == pa, pa->a);
        B *nb = nullptr;
        A *na = nb;
        printf("null stays null: %d\n", na == nullptr);
    }
    {
        E e;
        printf("e: %d %d\n", e.a, e.read());
    }
    D *h = new D(20);
    printf("heap: %d\n", h->sum());
    delete h;
    return 0;
}
