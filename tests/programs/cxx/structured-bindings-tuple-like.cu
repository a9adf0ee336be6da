// Structured bindings of a program's tuple-like classes (C++17 [dcl.struct.bind] p3): a class
// for which std::tuple_size<E> is specialised (explicitly, or partially for a class template's
// instances) binds std::tuple_size<E>::value names, the i-th to e.get<i>() where the class has
// a member function template get whose first parameter is a value, else to get<i>(e) found by
// argument-dependent lookup in the class's namespace ([basic.lookup.argdep]); a get that
// returns a reference makes the name that object (auto &[a, b] = s; a = 4 changes s), one that
// returns a value a temporary that lives as long as the name. The output is g++'s.
#include <cstdio>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

struct Pt {
    int x;
    double y;
    template <std::size_t I> auto get() const
    {
        if constexpr (I == 0) return x;
        else return y;
    }
};
namespace std {
template <> struct tuple_size<Pt> : std::integral_constant<std::size_t, 2> {};
template <> struct tuple_element<0, Pt> { using type = int; };
template <> struct tuple_element<1, Pt> { using type = double; };
}

namespace geo {
struct Seg {
    int from, to;
    std::string name;
};
template <std::size_t I> auto &get(Seg &s)
{
    if constexpr (I == 0) return s.from;
    else if constexpr (I == 1) return s.to;
    else return s.name;
}
template <std::size_t I> const auto &get(const Seg &s) { return get<I>(const_cast<Seg &>(s)); }
template <std::size_t I> auto &&get(Seg &&s) { return std::move(get<I>(s)); }
}
namespace std {
template <> struct tuple_size<geo::Seg> : integral_constant<size_t, 3> {};
template <size_t I> struct tuple_element<I, geo::Seg> {
    using type = std::remove_reference_t<decltype(geo::get<I>(std::declval<geo::Seg &>()))>;
};
}

template <class T> struct Twice {
    T v;
    template <int I> T get() const { return I == 0 ? v : v + v; }
};
namespace std {
template <class T> struct tuple_size<Twice<T>> : integral_constant<size_t, 2> {};
template <size_t I, class T> struct tuple_element<I, Twice<T>> { using type = T; };
}

int main()
{
    Pt p{1, 2.5};
    auto [a, b] = p;
    const auto &[c, d] = p;
    std::printf("%d %g %d %g\n", a, b, c, d);

    geo::Seg s{3, 8, "road"};
    auto &[from, to, name] = s;
    from = 4;
    name += "!";
    std::printf("%d %d %s\n", s.from, to, s.name.c_str());
    auto [f2, t2, n2] = s;
    n2 = "copy";
    std::printf("%d %d %s %s\n", f2, t2, n2.c_str(), s.name.c_str());

    Twice<std::string> tw{"ab"};
    auto [one, two] = tw;
    std::printf("%s %s\n", one.c_str(), two.c_str());

    std::vector<Pt> pts{{1, 0.5}, {2, 1.5}};
    for (auto [x, y] : pts)
        std::printf("(%d, %g)", x, y);
    std::printf("\n");

    std::tuple<int, char> tp{5, 'q'};
    auto &[ti, tc] = tp;
    ti = 6;
    std::printf("%d %c\n", std::get<0>(tp), tc);
    return 0;
}
