// Copy-initialisation converts by the converting constructors only: an explicit constructor is
// no candidate for `D a = 1;`, an argument for a D parameter, `return 1;` or `D d = {4L};`
// (C++17 [over.match.copy] p1.1, [class.conv.ctor] p2); direct-initialisation (`D c(3)`,
// `D c{3}`, `static_cast<D>(3)`) takes it. The output is g++'s.
#include <cstdio>

struct D {
    explicit D(int) { printf("D(int)\n"); }
    D(long) { printf("D(long)\n"); }
};

static void take(D) {}
static D make() { return 1; }

int main()
{
    D a = 1;
    take(2);
    D b = make();
    D c(3);
    D e{3};
    D f = {4L};
    D g = static_cast<D>(5);
    (void)a, (void)b, (void)c, (void)e, (void)f, (void)g;
    return 0;
}
