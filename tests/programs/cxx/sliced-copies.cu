// (g++ -x c++) A class object made from an object of a class derived from it (C++17
// [dcl.init] p17.6.2, [class.copy.ctor]): its implicit copy constructor binds the derived
// object's base subobject and copies that, also for a class with constructors of its own, for
// the first base and a later one, in `T t = d;`, `T t(d);` and `T{d}`.
#include <cstdio>

struct X {
    int x = 1;
    X() {}
    X(int v) : x(v) {}
};
struct Y {
    int y = 2;
    Y() {}
};
struct Z : X, Y {
    int z = 3;
};

int show(X a) { return a.x; }

int main()
{
    Z d;
    d.x = 10;
    d.y = 20;
    X s = d;
    X t(d);
    Y u = d;
    Y v(d);
    printf("%d %d %d %d %d %d\n", s.x, t.x, u.y, v.y, X{d}.x, show(d));
    return 0;
}
