// C++ idioms of host code: CRTP, a class template's static member counting instances, a
// variadic printf wrapper, auto with a trailing decltype, if constexpr, a lambda capturing
// this returned as a std::function (the class template's instance made where it is first
// converted to), enum class in a switch, structured bindings of a struct and a tuple,
// sort/find_if/count_if with lambdas over strings. Reference: g++ 12 / libstdc++.
#include <cstdio>
#include <functional>
#include <iostream>
#include <string>
#include <tuple>
#include <vector>
#include <algorithm>
#include <numeric>

template <class Derived> struct Shape {
    double area() const { return static_cast<const Derived *>(this)->area_impl(); }
};
struct Sq : Shape<Sq> { double s; Sq(double s) : s(s) {} double area_impl() const { return s * s; } };
template <class T> struct Counter { static int count; Counter() { ++count; } };
template <class T> int Counter<T>::count = 0;
struct Widget : Counter<Widget> { int id; explicit Widget(int i) : id(i) {} };

template <class... Args> void log(const char *fmt, Args... args) { printf(fmt, args...); }
template <class T> auto twice(T x) -> decltype(x + x) { return x + x; }
template <class T> constexpr bool is_big() { if constexpr (sizeof(T) > 4) return true; else return false; }

struct Accum {
    int total = 0;
    std::function<void(int)> adder() { return [this](int v) { total += v; }; }
};
enum class Color { Red, Green, Blue };
const char *name(Color c) { switch (c) { case Color::Red: return "red"; case Color::Green: return "green"; default: return "blue"; } }

struct Stats { double mean, var; };
Stats stats(const std::vector<double> &v) {
    double m = std::accumulate(v.begin(), v.end(), 0.0) / v.size();
    double s = 0; for (double x : v) s += (x - m) * (x - m);
    return {m, s / v.size()};
}
std::tuple<int, std::string> pairup() { return {7, "seven"}; }

int main() {
    Sq s(3);
    std::cout << s.area() << "\n";
    Widget a(1), b(2), c(3);
    std::cout << Counter<Widget>::count << " " << c.id << "\n";
    log("%d-%s-%.2f\n", 5, "x", 2.5);
    std::cout << twice(21) << " " << twice(std::string("ab")) << " " << is_big<double>() << is_big<int>() << "\n";
    Accum acc; auto f = acc.adder(); f(3); f(4);
    std::cout << acc.total << " " << name(Color::Green) << "\n";
    auto [m, v] = stats({1, 2, 3, 4});
    auto [n, w] = pairup();
    std::cout << m << " " << v << " " << n << w << "\n";
    std::vector<std::string> words{"pear", "apple", "fig"};
    std::sort(words.begin(), words.end(), [](const std::string &x, const std::string &y) { return x.size() < y.size(); });
    for (const auto &wd : words) std::cout << wd << ",";
    std::cout << std::endl;
    auto it = std::find_if(words.begin(), words.end(), [](const std::string &x) { return x[0] == 'a'; });
    std::cout << (it - words.begin()) << " " << std::count_if(words.begin(), words.end(), [](const std::string &x) { return x.size() > 3; }) << "\n";
    return 0;
}
