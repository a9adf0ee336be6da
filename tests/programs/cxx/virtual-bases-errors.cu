// (g++ -x c++) A virtual base's subobject is not at a fixed place in a derived class's
// objects, so static_cast (or a C cast) from a pointer or reference to a virtual base to a
// derived class is ill-formed (C++17 [expr.static.cast] p2, p11); g++ 12 says so for each.
#include <cstdio>

struct A {
    int a = 1;
};
struct B : virtual A {
    int b = 2;
};
struct D : B {
    int d = 3;
};

int main()
{
    D d;
    A *pa = &d;
    A &ra = d;
    B *pb = static_cast<B *>(pa);
    D *pd = (D *)pa;
    D &rd = static_cast<D &>(ra);
    printf("%d %d %d\n", pb->b, pd->d, rd.d);
    return 0;
}
