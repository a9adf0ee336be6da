// (g++ -x c++) std::variant as course code uses it: a shape that is one of several structs,
// visited by a function object with one operator() per alternative and by a generic lambda;
// get by index and by type, get_if, holds_alternative, index(), emplace, comparisons,
// monostate, sizeof; bad_variant_access and its messages; a variant left valueless when the
// new alternative's copy constructor throws (C++17 [variant.status]), and what get and visit say.
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

struct Circle {
    double r;
};
struct Rect {
    double w, h;
};
struct Triangle {
    double a, b, c;
};
typedef std::variant<Circle, Rect, Triangle> Shape;

struct Area {
    double operator()(const Circle &c) const { return 3.14159265358979 * c.r * c.r; }
    double operator()(const Rect &r) const { return r.w * r.h; }
    double operator()(const Triangle &t) const
    {
        double s = (t.a + t.b + t.c) / 2;
        double p = s * (s - t.a) * (s - t.b) * (s - t.c);
        double x = p;
        for (int i = 0; i < 50; i++)
            x = 0.5 * (x + p / x);
        return x;
    }
};
struct Name {
    const char *operator()(const Circle &) const { return "circle"; }
    const char *operator()(const Rect &) const { return "rect"; }
    const char *operator()(const Triangle &) const { return "triangle"; }
};

struct Demo {
    int v;
    Demo(int x) : v(x) {}
    Demo(const Demo &o) : v(o.v)
    {
        if (v > 100)
            throw std::domain_error("copy ctor");
    }
    Demo &operator=(const Demo &o) = default;
};

static void show(const std::variant<int, double, std::string> &v)
{
    std::visit([](const auto &x) { std::cout << "[" << x << "]"; }, v);
    std::cout << " index " << v.index() << "\n";
}

int main()
{
    std::vector<Shape> shapes;
    shapes.push_back(Circle{1.5});
    shapes.push_back(Rect{2, 3.5});
    shapes.push_back(Triangle{3, 4, 5});
    shapes.push_back(Rect{1, 1});
    double total = 0;
    for (const Shape &s : shapes) {
        double a = std::visit(Area(), s);
        printf("%-8s index %zu area %.4f\n", std::visit(Name(), s), s.index(), a);
        total += a;
    }
    printf("total %.4f\n", total);
    int rects = 0;
    for (auto &s : shapes)
        if (std::holds_alternative<Rect>(s))
            rects++;
    printf("rects %d\n", rects);
    if (Rect *r = std::get_if<Rect>(&shapes[1]))
        r->w *= 2;
    printf("widened %.1f\n", std::get<1>(shapes[1]).w);
    printf("get_if of the wrong type: %s\n", std::get_if<Circle>(&shapes[1]) ? "found" : "null");

    std::variant<int, double, std::string> v;
    show(v);
    v = 2.5;
    show(v);
    v = "a string literal";
    show(v);
    v = 17;
    show(v);
    std::get<int>(v) += 25;
    show(v);
    v.emplace<2>(5, 'x');
    show(v);
    v.emplace<double>(0.125);
    show(v);
    try {
        std::cout << std::get<int>(v) << "\n";
    } catch (const std::bad_variant_access &e) {
        std::cout << "get<int>: " << e.what() << "\n";
    }
    try {
        std::cout << std::get<2>(v) << "\n";
    } catch (const std::exception &e) {
        std::cout << "get<2>: " << e.what() << "\n";
    }
    std::cout << "default: " << std::bad_variant_access().what() << "\n";

    std::variant<int, double, std::string> a = 1, b = 2.0, c = std::string("z"), d = 3;
    std::cout << std::boolalpha << (a < b) << " " << (b < a) << " " << (a < d) << " " << (c == c)
              << " " << (a != d) << " " << (c > b) << "\n";
    a = d;
    std::cout << (a == d) << " " << std::get<int>(a) << "\n";
    std::swap(a, c);
    show(a);
    show(c);

    std::variant<std::monostate, int, std::string> m;
    std::cout << "monostate index " << m.index() << " "
              << std::holds_alternative<std::monostate>(m) << "\n";
    m = 4;
    std::cout << "now " << m.index() << " " << std::get<1>(m) << "\n";
    std::cout << "sizes " << sizeof(std::variant<int, double>) << " " << sizeof(std::variant<char, bool>)
              << " " << sizeof(std::variant<int, std::string>) << " " << sizeof(Shape) << " "
              << std::variant_size_v<Shape> << "\n";

    std::variant<std::string, Demo> var{"str"};
    std::cout << "holds string: " << std::holds_alternative<std::string>(var) << "\n";
    try {
        var = Demo{555};
    } catch (const std::domain_error &ex) {
        std::cout << "caught " << ex.what() << "\n";
    }
    std::cout << "valueless " << var.valueless_by_exception() << " index "
              << (var.index() == std::variant_npos ? "npos" : "other") << "\n";
    try {
        std::get<std::string>(var);
    } catch (const std::bad_variant_access &e) {
        std::cout << "get: " << e.what() << "\n";
    }
    try {
        std::visit([](const auto &) { std::cout << "visited\n"; }, var);
    } catch (const std::bad_variant_access &e) {
        std::cout << "visit: " << e.what() << "\n";
    }
    var = std::string("back");
    std::cout << "valueless " << var.valueless_by_exception() << " " << std::get<0>(var) << "\n";
    var = Demo{7};
    std::cout << "demo " << std::get<Demo>(var).v << "\n";
    return 0;
}
