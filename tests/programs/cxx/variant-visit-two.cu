// (g++ -x c++) std::visit of two variants (double dispatch): collisions between kinds of objects
// answered by a function object with an operator() per pair, two of them templates; a generic
// lambda over two variants of numbers, one of them const.
#include <variant>
#include <iostream>
#include <string>
struct Asteroid { int size; };
struct Ship { std::string name; };
struct Station { int docks; };
using Object = std::variant<Asteroid, Ship, Station>;
struct Collide {
    std::string operator()(const Asteroid &a, const Asteroid &b) const { return "asteroids merge into " + std::to_string(a.size + b.size); }
    std::string operator()(const Asteroid &a, const Ship &s) const { return s.name + " hit by asteroid " + std::to_string(a.size); }
    std::string operator()(const Ship &s, const Asteroid &a) const { return (*this)(a, s); }
    std::string operator()(const Ship &a, const Ship &b) const { return a.name + " bumps " + b.name; }
    template <class X> std::string operator()(const Station &st, const X &) const { return "station with " + std::to_string(st.docks) + " docks shrugs"; }
    template <class X> std::string operator()(const X &, const Station &st) const { return "station with " + std::to_string(st.docks) + " docks is hit"; }
    std::string operator()(const Station &, const Station &) const { return "stations never move"; }
};
int main()
{
    Object objs[] = {Asteroid{3}, Ship{"Rocinante"}, Station{4}, Ship{"Canterbury"}, Asteroid{5}};
    for (auto &a : objs)
        for (auto &b : objs)
            if (&a != &b)
                std::cout << std::visit(Collide(), a, b) << "\n";
    std::variant<int, double> x = 2, y = 0.5;
    std::visit([](auto p, auto q) { std::cout << p + q << " " << sizeof(p) << sizeof(q) << "\n"; }, x, y);
    const std::variant<int, double> cx = 7.25;
    std::visit([](auto &p, auto &q) { std::cout << p * q << "\n"; }, cx, y);
}
