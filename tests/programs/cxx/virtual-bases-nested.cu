// (g++ -x c++) A virtual base with bases of its own (C++17 [class.mi] p6): in a diamond over
// `struct A : W, X`, a D * converts to W * and X * (A's first base and a later one) through
// the one A, from D or from a side; members and member functions of W and X named through D
// are the shared A's; a sliced copy `X s = d;` copies that X.
#include <cstdio>

struct W {
    int w = 9;
    int getw() const { return w; }
};
struct X {
    int x = 8;
};
struct A : W, X {
    int a = 1;
};
struct B : virtual A {
    int b = 2;
};
struct C : virtual A {
    int c = 3;
};
struct D : B, C {
    int d = 4;
};

int main()
{
    D d;
    W *pw = &d;
    X *px = &d;
    A *pa = &d;
    C &rc = d;
    X *px2 = &rc;
    rc.x = 80;
    pw->w = 90;
    X s = d;
    printf("%d %d %d %d %d %d %d\n", pw->w, px->x, pa->a, px2 == px, d.getw(), d.x, s.x);
    return 0;
}
