// Non-type template parameter packs deduced from a call (std::index_sequence<I...>,
// std::integer_sequence<T, Vs...>), expanded in folds, braced lists and call arguments; the
// library's integer sequences, std::apply, tuple_size and tuple_element (C++17 [intseq],
// [tuple.apply], [temp.deduct.type] p9)
#include <cstdio>
#include <array>
#include <tuple>
#include <type_traits>
#include <utility>

struct Point {
    int x, y;
};

template <std::size_t... I> int sum(std::index_sequence<I...>) { return (0 + ... + (int)I); }
template <class T, T... Vs> constexpr T product(std::integer_sequence<T, Vs...>) { return (Vs * ... * T(1)); }
template <class Tup, std::size_t... I> int tuple_sum(const Tup &t, std::index_sequence<I...>)
{
    return (std::get<I>(t) + ...);
}
template <class T, std::size_t N, std::size_t... I>
std::array<T, N> reversed(const std::array<T, N> &a, std::index_sequence<I...>)
{
    return {a[N - 1 - I]...};
}
template <std::size_t... I> void gather(const int *a, std::index_sequence<I...>)
{
    int b[] = {a[I]...};
    for (int x : b)
        printf("%d ", x);
    printf("(%zu)\n", sizeof b / sizeof b[0]);
}
/* expansions among other elements, of braced elements, across brace elision, and empty */
template <std::size_t... I> void lists(const int *a, std::index_sequence<I...>)
{
    Point ps[sizeof...(I) + 1] = {{a[I], -(int)I}..., {99, 98}};
    int mixed[] = {0, a[I]..., 9};
    std::array<int, sizeof...(I)> twice{a[I] * 2 ...};
    struct {
        int head;
        int v[sizeof...(I)];
        int tail;
    } elided = {7, a[I]..., 8};
    for (const Point &p : ps)
        printf("(%d %d)", p.x, p.y);
    for (int m : mixed)
        printf(" %d", m);
    for (int t : twice)
        printf(" [%d]", t);
    printf(" {%d", elided.head);
    for (int v : elided.v)
        printf(" %d", v);
    printf(" %d} %zu\n", elided.tail, sizeof mixed / sizeof mixed[0]);
}
template <std::size_t... I> std::size_t with_zero(std::index_sequence<I...>)
{
    int z[] = {0, (int)I...};
    return sizeof z / sizeof z[0];
}
int three(int a, int b, int c) { return a * 100 + b * 10 + c; }
template <std::size_t... I> int call_with(const int *a, std::index_sequence<I...>) { return three(a[I]...); }
template <class T, T... Vs> constexpr T last(std::integer_sequence<T, Vs...>)
{
    T r{};
    ((r = Vs), ...);
    return r;
}
void show(int a, double b, char c) { printf("%d %.2f %c\n", a, b, c); }
template <class... Ts> void count(Ts...) { printf("%zu\n", std::index_sequence_for<Ts...>::size()); }
int main()
{
    printf("%d\n", sum(std::make_index_sequence<5>{}));
    printf("%d\n", sum(std::index_sequence<4, 1, 7>{}));
    printf("%ld\n", product(std::make_integer_sequence<long, 6>{}) + sum(std::make_index_sequence<7>{}));
    printf("%d\n", product(std::integer_sequence<int, 2, 3, 7>{}));
    printf("%zu %zu\n", std::make_index_sequence<0>::size(), std::make_index_sequence<12>::size());
    static_assert(std::make_index_sequence<9>::size() == 9, "N elements");
    static_assert(product(std::integer_sequence<int, 2, 3, 4>{}) == 24, "a constant expression");
    printf("%d\n", last(std::integer_sequence<char, 'a', 'z'>{}));
    std::tuple<int, int, int> t(1, 20, 300);
    printf("%d\n", tuple_sum(t, std::make_index_sequence<3>{}));
    printf("%d\n", tuple_sum(std::make_pair(5, 6), std::make_index_sequence<2>{}));
    std::array<int, 4> a{1, 2, 3, 4};
    auto r = reversed(a, std::make_index_sequence<4>{});
    for (int x : r)
        printf("%d ", x);
    printf("\n");
    int raw[] = {10, 20, 30, 40, 50};
    gather(raw, std::index_sequence<4, 0, 2>{});
    gather(raw, std::make_index_sequence<5>{});
    printf("%d\n", call_with(raw + 1, std::index_sequence<2, 0, 1>{}));
    lists(raw, std::make_index_sequence<3>{});
    lists(raw, std::index_sequence<4>{});
    printf("%zu %zu\n", with_zero(std::make_index_sequence<0>{}), with_zero(std::make_index_sequence<6>{}));
    std::apply(show, std::make_tuple(7, 2.5, 'z'));
    printf("%d\n", std::apply([](int x, int y) { return x * y; }, std::make_pair(6, 7)));
    printf("%d\n", std::apply([](int w, int x, int y, int z) { return w * 1000 + x * 100 + y * 10 + z; }, a));
    Point p = std::apply([](int x, int y) { return Point{x + 1, y + 2}; }, std::make_tuple(3, 4));
    printf("%d %d\n", p.x, p.y);
    printf("%zu %zu %zu\n", std::tuple_size<decltype(t)>::value, std::tuple_size<std::array<int, 4>>::value,
           std::tuple_size<std::pair<int, char>>::value);
    printf("%d %d %d\n", (int)std::is_same<std::tuple_element<1, std::pair<int, char>>::type, char>::value,
           (int)std::is_same<std::tuple_element_t<2, std::tuple<int, char, double>>, double>::value,
           (int)std::is_same<std::tuple_element<3, std::array<short, 4>>::type, short>::value);
    printf("%d %d\n", (int)std::is_same<std::make_index_sequence<3>, std::index_sequence<0, 1, 2>>::value,
           (int)std::is_same<std::make_integer_sequence<int, 2>, std::integer_sequence<int, 0, 1>>::value);
    count(1, 2.0, 'c');
    count();
    auto [first, second] = std::make_pair(3, 'x');
    auto [e0, e1, e2, e3] = a;
    printf("%d %c %d %d %d %d\n", first, second, e0, e1, e2, e3);
    return 0;
}
