// (g++ -x c++) <tuple>: a two-element tuple made from and assigned a std::pair (C++17
// [tuple.cnstr] p15-p17, [tuple.assign] p17-p20), also through std::tie; std::tuple_cat of
// tuples ([tuple.creation] p8-p12), one, none, three of them, and of references.
#include <cstdio>
#include <string>
#include <tuple>
#include <utility>
#include <type_traits>
int main()
{
    std::pair<int, double> p(3, 2.5);
    std::tuple<int, double> t(p);
    printf("%d %g\n", std::get<0>(t), std::get<1>(t));
    std::tuple<long, float> u = p;
    printf("%ld %g\n", std::get<0>(u), std::get<1>(u));
    t = std::make_pair(7, 0.125);
    printf("%d %g\n", std::get<0>(t), std::get<1>(t));
    u = p;
    printf("%ld %g\n", std::get<0>(u), std::get<1>(u));
    int a = 0;
    std::string s;
    std::tie(a, s) = std::make_pair(42, std::string("forty-two"));
    printf("%d %s\n", a, s.c_str());
    std::tuple<int, std::string> ts;
    ts = std::pair<int, const char *>(5, "five");
    printf("%d %s\n", std::get<0>(ts), std::get<1>(ts).c_str());

    auto c = std::tuple_cat(std::make_tuple(1, 'x'), std::make_tuple(2.5, std::string("s")));
    static_assert(std::is_same<decltype(c), std::tuple<int, char, double, std::string>>::value, "");
    printf("%zu %d %c %g %s\n", std::tuple_size<decltype(c)>::value, std::get<0>(c), std::get<1>(c),
           std::get<2>(c), std::get<3>(c).c_str());
    auto one = std::tuple_cat(std::make_tuple(9));
    printf("%zu %d\n", std::tuple_size<decltype(one)>::value, std::get<0>(one));
    auto none = std::tuple_cat();
    printf("%zu\n", std::tuple_size<decltype(none)>::value);
    auto three = std::tuple_cat(std::make_tuple(1), std::tuple<>(), std::make_tuple(2L, 3u), std::make_tuple('z'));
    static_assert(std::is_same<decltype(three), std::tuple<int, long, unsigned, char>>::value, "");
    printf("%d %ld %u %c\n", std::get<0>(three), std::get<1>(three), std::get<2>(three), std::get<3>(three));
    int x = 1, y = 2;
    auto refs = std::tuple_cat(std::tie(x), std::tie(y));
    std::get<0>(refs) = 10;
    std::get<1>(refs) = 20;
    printf("%d %d\n", x, y);
    return 0;
}
