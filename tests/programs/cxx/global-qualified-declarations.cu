// Declarations that name a type from the global namespace down (C++17 [namespace.qual]):
// ::geo::Point p{...};, ::std::vector<int> v;, parameters, return types and template arguments
// spelled the same way.
// reference: g++
#include <cstdio>
#include <vector>

namespace geo {
struct Point { int x, y; };
namespace inner { struct Tag { int id; }; }
}

::geo::Point mirror(const ::geo::Point &p) { return ::geo::Point{p.y, p.x}; }

int main()
{
    ::geo::Point p{3, 4};
    ::geo::inner::Tag t{7};
    ::std::vector<::geo::Point> pts{p, mirror(p)};
    const ::geo::Point *first = &pts[0];
    printf("%d %d | %d | %zu %d %d\n", p.x, p.y, t.id, pts.size(), first->x, pts[1].x);
    return 0;
}
