// A braced list as the argument of a functional cast, T({...}), in an expression, and of a
// declaration, T t({...}): direct-initialisation of T with the list as the one argument of
// its constructors, the implicit copy and move constructors among them (C++17
// [expr.type.conv], [over.match.ctor], [over.ics.list]): an initializer_list parameter where
// T has one; else the one type a viable constructor takes (a class the list initialises); else
// a T made from the list, then moved (an aggregate, or a class whose constructors take the
// elements one by one).
// reference: g++
#include <cstdio>
#include <utility>
#include <vector>

struct Point {
    int x, y;
    Point(int a, int b) : x(a), y(b) {}
};

struct Traced {
    int a, b;
    Traced(int x, int y) : a(x), b(y) { printf("Traced(%d, %d)\n", x, y); }
    Traced(const Traced &o) : a(o.a), b(o.b) { printf("copy\n"); }
    Traced(Traced &&o) : a(o.a), b(o.b) { printf("move\n"); }
};

struct Agg {
    int a;
    double b;
};

struct Line {
    Point from;
    Line(Point p) : from(p) {}
};

struct Vec {
    std::vector<int> v;
    Vec(std::vector<int> w) : v(w) {}
};

struct Bag {
    int n, sum;
    Bag(int a, int b) : n(-1), sum(a + b) {}
    Bag(std::initializer_list<int> l) : n((int)l.size()), sum(0)
    {
        for (int x : l)
            sum += x;
    }
};

static int count(Vec v) { return (int)v.v.size(); }

static double total(const std::vector<double> &v)
{
    double s = 0;
    for (double x : v)
        s += x;
    return s;
}

template <class T>
T make()
{
    return T({7, 8});
}

template <class T>
size_t sized()
{
    return T({1.5, 2.5, 3.5}).size();
}

int main()
{
    printf("%g %zu\n", total(std::vector<double>({1.0, 2.0, 4.5})), std::vector<double>({1.0, 2.0}).size());
    Point p = Point({1, 2});
    printf("%d %d\n", p.x, p.y);
    Traced t = Traced({3, 4});
    printf("%d %d\n", t.a, t.b);
    Agg g = Agg({5, 6.5});
    printf("%d %g\n", g.a, g.b);
    printf("%d\n", Line({9, 10}).from.y);
    printf("%d\n", count(Vec({1, 2, 3})));
    Bag b = Bag({1, 2, 3, 4});
    Bag two = Bag({5, 6});
    printf("%d %d | %d %d\n", b.n, b.sum, two.n, two.sum);
    auto pr = std::pair<int, double>({11, 12.5});
    printf("%d %g\n", pr.first, pr.second);
    Point m = make<Point>();
    Agg ma = make<Agg>();
    printf("%d %d | %d %g | %zu\n", m.x, m.y, ma.a, ma.b, sized<std::vector<double>>());

    /* the declarations, with the same meaning */
    Point dp({21, 22});
    Traced dt({23, 24});
    Agg dg({25, 26.5});
    std::pair<int, double> dpr({27, 28.5});
    std::vector<double> dv({1.0, 2.0, 3.0});
    printf("%d %d | %d %d | %d %g | %d %g | %zu\n", dp.x, dp.y, dt.a, dt.b, dg.a, dg.b, dpr.first,
           dpr.second, dv.size());
    return 0;
}
