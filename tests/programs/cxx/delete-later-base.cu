// delete through a pointer to a later base (multiple inheritance, C++17 [expr.delete] 3: the
// base has a virtual destructor): the dynamic type's destructor runs, then the memory that new
// returned is released: the whole object's address, before the subobject's. Also a later base of
// a later base, a pointer to the first base, to the object's own class, and a null pointer.
#include <cstdio>

bool loud = true;

struct A {
    int a = 1;
    virtual ~A() { if (loud) printf("~A\n"); }
};
struct B {
    int b = 2;
    virtual ~B() { if (loud) printf("~B %d\n", b); }
    virtual int get() const { return b; }
};
struct D : A, B {
    int d = 3;
    ~D() override { if (loud) printf("~D %d\n", d); }
    int get() const override { return d * 10; }
};
struct C {
    long c[3] = {4, 5, 6};
    virtual ~C() { if (loud) printf("~C %ld\n", c[2]); }
};
struct E : C, D {
    int e = 7;
    ~E() override { if (loud) printf("~E %d\n", e); }
};

int main()
{
    B *p = new D;
    printf("%d\n", p->get());
    delete p;
    A *q = new D;
    delete q;
    B *r = new B;
    delete r;
    B *s = new E;
    printf("%d\n", s->get());
    delete s;
    D *t = new E;
    delete t;
    C *u = new E;
    delete u;
    B *n = nullptr;
    delete n;
    loud = false; /* (many objects, made and deleted in turn) */
    for (int i = 0; i < 1000; i++) {
        B *x = i % 2 ? (B *)new D : (B *)new E;
        x->b = i;
        if (x->get() != 30)
            printf("wrong\n");
        delete x;
        if (i == 998)
            printf("done\n");
    }
    return 0;
}
