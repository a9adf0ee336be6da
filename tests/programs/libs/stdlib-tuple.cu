// <tuple>: std::tuple of values and of a std::string, make_tuple, get<I> on a tuple and on a
// const one (the T & overload chosen for a non-const lvalue, C++17 [over.ics.rank]), a tuple
// returned from a function, tuple_size, tuple_element, == and !=. Checked against g++.
#include <cstdio>
#include <tuple>
#include <string>
std::tuple<int, double> divmod(int a, int b) { return std::make_tuple(a / b, (double)(a % b) / b); }
int main()
{
    std::tuple<int, double, const char *> t(1, 2.5, "three");
    auto u = std::make_tuple(7, 'x', std::string("str"));
    std::get<0>(t) += 10;
    const auto &ct = t;
    auto q = divmod(17, 5);
    printf("%d %.1f %s | %d %c %s | %lu %d %.1f\n", std::get<0>(ct), std::get<1>(t), std::get<2>(t),
           std::get<0>(u), std::get<1>(u), std::get<2>(u).c_str(),
           std::tuple_size<decltype(t)>::value, std::get<0>(q), std::get<1>(q));
    std::tuple_element<1, decltype(t)>::type d = 4.75;
    printf("%.2f %d %d\n", d, (int)(t == t), (int)(q != divmod(17, 5)));
}
