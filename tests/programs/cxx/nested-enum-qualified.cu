// (g++ -x c++) An enumerator named through its enumeration when the enumeration is a class
// member (C++11 [dcl.enum] p11): C::E::e for scoped and unscoped enumerations alike, through a
// namespace, in a template argument, a static member's initialiser and a member function.
#include <cstdio>

struct Shape {
    enum Kind { circle = 2, square, triangle = 10 };
    enum class Fill : unsigned char { none, solid = 7, hatched };
    static const int sides = Kind::square + 1;
    int twice(Kind k) const { return 2 * k; }
    Fill pick() const { return Fill::hatched; }
};

namespace geo {
struct Grid {
    enum class Axis { x, y, z };
    enum Step { fine = 1, coarse = 8 };
};
}

template <Shape::Kind K>
int weight() { return K * 100; }

int main()
{
    Shape s;
    Shape::Kind k = Shape::Kind::triangle;
    Shape::Fill f = Shape::Fill::solid;
    printf("%d %d %d\n", Shape::Kind::circle, (int)k, (int)f);
    printf("%d %d %d\n", Shape::sides, s.twice(Shape::Kind::square), (int)s.pick());
    printf("%d %d\n", (int)geo::Grid::Axis::z, geo::Grid::Step::coarse + geo::Grid::fine);
    printf("%d\n", weight<Shape::Kind::square>());
    switch (f) {
    case Shape::Fill::none: printf("none\n"); break;
    case Shape::Fill::solid: printf("solid\n"); break;
    default: printf("other\n");
    }
    return 0;
}
