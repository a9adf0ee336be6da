// A base's access (C++17 [class.access.base]) also governs a static member named through the
// derived class (D::count) and a reference bound to the base part of an object (const B &r =
// d; an argument for a const B & parameter): each is g++'s error outside the derived class.
// Inside it, and through a public base, they are allowed.
#include <cstdio>

struct B {
    static int count;
    int x = 1;
};
int B::count = 2;
class D : private B {
public:
    int g() const { return D::count + x; }
};
struct E : B {};
int take(const B &b) { return b.x; }

int main()
{
    D d;
    E e;
    printf("%d %d %d\n", d.g(), E::count, take(e));
    printf("%d\n", D::count);
    const B &r = d;
    printf("%d\n", take(d));
    return r.x;
}
