// A using-declaration of a base class's member function (using Base::f;) brings its overloads
// into the derived class, beside the derived class's own (C++17 [namespace.udecl] p14-15): one
// of the same parameters in the derived class hides the base's; without the using-declaration
// the derived class's f hides every base f. In a class template too.
// reference: g++
#include <cstdio>
#include <string>

struct Shape {
    const char *describe(int sides) const { return sides == 3 ? "triangle" : "polygon"; }
    const char *describe(double radius) const { return radius > 0 ? "circle" : "point"; }
    const char *describe(const char *) const { return "named shape (base)"; }
    int area(int s) const { return s * s; }
};

struct Labelled : Shape {
    using Shape::describe;
    const char *describe(const char *) const { return "named shape (derived)"; }
    const char *describe(const std::string &) const { return "string label"; }
};

struct Hiding : Shape {
    const char *describe(const std::string &) const { return "only the string one"; }
};

template <class T>
struct Tagged : Shape {
    using Shape::describe;
    using Shape::area;
    T tag;
    const char *describe(T) const { return "tag"; }
    int area(int s, int t) const { return s * t; }
};

int main()
{
    Labelled l;
    printf("%s | %s | %s | %s\n", l.describe(3), l.describe(2.5), l.describe("x"),
           l.describe(std::string("y")));
    Hiding h;
    printf("%s | %s\n", h.describe(std::string("z")), h.Shape::describe(4));
    Tagged<char> t;
    printf("%s | %s | %s | %d %d\n", t.describe('q'), t.describe(3), t.describe(-1.0), t.area(4),
           t.area(2, 5));
    const Labelled &cl = l;
    printf("%s\n", cl.describe(0.0));
    return 0;
}
