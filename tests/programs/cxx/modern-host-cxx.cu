// (g++ -std=c++17) Host C++ of the kind course code is written in: fold expressions, constexpr
// templates, a polymorphic hierarchy held in std::unique_ptr (converted from make_unique of a
// derived class, sorted by a generic lambda), structured bindings, std::optional in an if's
// condition (its explicit operator bool), streams, maps, sets, std::function.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <map>
#include <unordered_map>
#include <set>
#include <tuple>
#include <array>
#include <memory>
#include <functional>
#include <algorithm>
#include <optional>
#include <iomanip>

template <typename... Ts> void print_all(const Ts &...xs) { ((std::cout << xs << ' '), ...); std::cout << '\n'; }
template <typename T> constexpr T square(T x) { return x * x; }
template <int N> struct Fact { static constexpr int value = N * Fact<N - 1>::value; };
template <> struct Fact<0> { static constexpr int value = 1; };

struct Shape { virtual ~Shape() = default; virtual double area() const = 0; virtual std::string name() const { return "shape"; } };
struct Circle : Shape { double r; explicit Circle(double r) : r(r) {} double area() const override { return 3.14159 * r * r; } std::string name() const override { return "circle"; } };
struct Rect : Shape { double w, h; Rect(double w, double h) : w(w), h(h) {} double area() const override { return w * h; } };

std::optional<int> find_even(const std::vector<int> &v) { for (int x : v) if (x % 2 == 0) return x; return std::nullopt; }
std::tuple<int, double, std::string> triple() { return {1, 2.5, "three"}; }

int main() {
    print_all(1, 2.5, "x", std::string("str"), 'c');
    static_assert(Fact<5>::value == 120, "fact");
    std::cout << square(7) << " " << Fact<6>::value << "\n";
    std::vector<std::unique_ptr<Shape>> shapes;
    shapes.push_back(std::make_unique<Circle>(1.5));
    shapes.emplace_back(new Rect(2, 3));
    for (const auto &s : shapes) std::cout << s->name() << " " << std::fixed << std::setprecision(3) << s->area() << "\n";
    std::cout.unsetf(std::ios::fixed);
    std::sort(shapes.begin(), shapes.end(), [](const auto &a, const auto &b) { return a->area() < b->area(); });
    std::cout << shapes.front()->name() << "\n";
    auto [a, b, c] = triple();
    std::cout << a << " " << b << " " << c << "\n";
    if (auto e = find_even({3, 5, 8, 10})) std::cout << "even " << *e << "\n";
    std::map<std::string, int> wc;
    std::istringstream in("the quick brown fox jumps over the lazy dog the end");
    for (std::string w; in >> w;) ++wc[w];
    for (auto &[w, n] : wc) if (n > 1) std::cout << w << "=" << n << "\n";
    std::unordered_map<int, std::string> um{{1, "one"}, {2, "two"}};
    std::cout << um.at(2) << " " << um.count(3) << "\n";
    std::set<int> s{5, 1, 4, 1, 3};
    for (int x : s) std::cout << x; std::cout << "\n";
    std::array<int, 5> arr{9, 8, 7, 6, 5};
    std::function<int(int)> f = [&arr](int i) { return arr[i] * 2; };
    std::cout << f(2) << "\n";
}
