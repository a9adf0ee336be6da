// (g++ -x c++) Functions of a namespace declared in it and defined outside it by their
// qualified names (C++17 [namespace.memdef] p2): `void geo::print(Point p) {...}`, the
// parameters and the body naming the namespace's members unqualified, overloads each defined
// so, a nested namespace's function defined from the enclosing namespace by a partly
// qualified name, and a global function of the same name that stays another function.
#include <cstdio>

namespace geo {
struct Point { int x, y; };
int scale = 3;
void print(Point p);
int norm1(Point p);
double norm1(double x, double y);
namespace detail {
int twice(int v);
}
}

int norm1(geo::Point p) { return -1; } // the global one: another function

void geo::print(Point p) { printf("(%d, %d) |%d|\n", p.x, p.y, norm1(p)); }
int geo::norm1(Point p) { return scale * ((p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y)); }
double geo::norm1(double x, double y) { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }

namespace geo {
int detail::twice(int v) { return 2 * v + scale; }
}

int main()
{
    geo::Point p{2, -5};
    geo::print(p);
    printf("%d %g %d %d\n", geo::norm1(p), geo::norm1(-1.5, 2), ::norm1(p), geo::detail::twice(4));
    return 0;
}
